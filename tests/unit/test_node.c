/*
 * test_node.c — document values (node.h): scalars, sequences and
 * mappings in an arena, what the loader reads and the tools' log entries
 * are built from (DESIGN.md section 2: bytes -> YAML events -> nodes,
 * an arena per document); a node is three words, and a collection read
 * at its exact size still grows.  And scalars as text (scalar.h), at
 * their edges: the loader validates every value (section 4), so each
 * parser refuses what is not of its kind; combat values in halves and
 * quarters as 7.2 writes them; the distance behind "did you mean" hints.
 */
#include <stdint.h>
#include <string.h>

#include "check_main.h"
#include "fixture_io.h"
#include "scalar.h"

/* Each test's nodes, freed after it. */
static struct arena *const	a = &tio_arena;

/* node.h: node_set replaces the value of a key already there. */
START_TEST(test_dsgn2_node_set_replaces)
{
	struct node	*m, *v1, *v2;

	m = node_map(a, S_BLOCK);
	v1 = node_int(a, 1);
	v2 = node_int(a, 2);
	node_set(a, m, "turn", v1);
	node_set(a, m, "rain", node_bool(a, false));
	node_set(a, m, "turn", v2);
	ck_assert_int_eq(m->n, 2);
	ck_assert_ptr_eq(node_get(m, "turn"), v2);
	/* The key keeps its place. */
	ck_assert(node_is(node_key(m, 0), "turn"));
	ck_assert(node_is(node_key(m, 1), "rain"));
	ck_assert_ptr_eq(node_val(m, 0), v2);
}
END_TEST

/* node_set appends a new key at the end, growing past any first size. */
START_TEST(test_dsgn2_node_set_appends_in_order)
{
	struct node	*m;
	char		 key[16];
	int		 i;

	m = node_map(a, S_BLOCK);
	for (i = 0; i < 100; i++) {
		snprintf(key, sizeof(key), "k%d", i);
		node_set(a, m, key, node_int(a, i));
	}
	ck_assert_int_eq(m->n, 100);
	for (i = 0; i < 100; i++) {
		snprintf(key, sizeof(key), "k%d", i);
		ck_assert(node_is(node_key(m, i), key));
		ck_assert_str_eq(node_get(m, key)->str, node_val(m, i)->str);
		ck_assert_int_eq(atoi(node_val(m, i)->str), i);
	}
}
END_TEST

/* node_add appends without looking: the caller knows keys are unique. */
START_TEST(test_dsgn2_node_add_appends)
{
	struct node	*m, *k1, *k2;

	m = node_map(a, S_FLOW);
	k1 = node_scalar(a, "Brown");
	k2 = node_scalar(a, "Wagner");
	node_add(a, m, k1, node_int(a, 8));
	node_add(a, m, k2, node_int(a, 5));
	ck_assert_int_eq(m->n, 2);
	ck_assert_ptr_eq(node_key(m, 0), k1);
	ck_assert_ptr_eq(node_key(m, 1), k2);
	ck_assert_str_eq(node_val(m, 1)->str, "5");
	/* The same key again is appended, not merged. */
	node_add(a, m, node_scalar(a, "Brown"), node_int(a, 9));
	ck_assert_int_eq(m->n, 3);
	ck_assert_str_eq(node_get(m, "Brown")->str, "8");
}
END_TEST

/* node_get: the value, or NULL for an absent key or a non-mapping. */
START_TEST(test_dsgn2_node_get)
{
	struct node	*m, *seq, *s;

	m = node_map(a, S_BLOCK);
	seq = node_seq(a, S_FLOW);
	s = node_scalar(a, "side");
	node_push(a, seq, node_scalar(a, "side"));
	node_set(a, m, "side", node_plain(a, "csa"));
	node_set(a, m, "sid", node_plain(a, "usa"));
	ck_assert_str_eq(node_get(m, "side")->str, "csa");
	ck_assert_str_eq(node_get(m, "sid")->str, "usa");
	ck_assert_ptr_null(node_get(m, "si"));
	ck_assert_ptr_null(node_get(m, "sides"));
	ck_assert_ptr_null(node_get(m, ""));
	ck_assert_ptr_null(node_get(seq, "side"));
	ck_assert_ptr_null(node_get(s, "side"));
	ck_assert_ptr_null(node_get(NULL, "side"));
}
END_TEST

START_TEST(test_dsgn2_node_is)
{
	struct node	*m;

	ck_assert(node_is(node_scalar(a, "csa"), "csa"));
	ck_assert(!node_is(node_scalar(a, "csa"), "cs"));
	ck_assert(!node_is(node_scalar(a, "cs"), "csa"));
	ck_assert(node_is(node_scalar(a, ""), ""));
	ck_assert(!node_is(NULL, "csa"));
	m = node_map(a, S_FLOW);
	ck_assert(!node_is(m, ""));
}
END_TEST

/* node_push keeps order however long the sequence grows. */
START_TEST(test_dsgn2_node_push_grows)
{
	struct node	*seq;
	int		 i;

	seq = node_seq(a, S_BLOCK);
	ck_assert_int_eq(seq->n, 0);
	for (i = 0; i < 1000; i++)
		node_push(a, seq, node_int(a, i));
	ck_assert_int_eq(seq->n, 1000);
	for (i = 0; i < 1000; i++)
		ck_assert_int_eq(atoi(seq->items[i]->str), i);
}
END_TEST

/* The scalar constructors: text and how each is written (node.h). */
START_TEST(test_dsgn2_node_scalars)
{
	static const struct {
		int		 h;
		const char	*s;
	} texts[] = {
		{ 0, "0" }, { 1, "0.5" }, { 2, "1" }, { 3, "1.5" },
		{ 7, "3.5" }, { 40, "20" }, { -1, "-0.5" }, { -3, "-1.5" },
		{ -4, "-2" },
	};
	struct node	*n;
	size_t		 i;

	n = node_scalar(a, "Brown");
	ck_assert_int_eq(n->kind, N_SCALAR);
	ck_assert_int_eq(n->style, S_ANY);
	ck_assert_uint_eq(n->len, 5);
	ck_assert_int_eq(node_quoted(a, "x")->style, S_QUOTED);
	ck_assert_int_eq(node_plain(a, "x")->style, S_PLAIN);
	n = node_int(a, -7);
	ck_assert_str_eq(n->str, "-7");
	ck_assert_int_eq(n->style, S_PLAIN);
	ck_assert_str_eq(node_int(a, 4610)->str, "4610");
	ck_assert_str_eq(node_bool(a, true)->str, "true");
	ck_assert_str_eq(node_bool(a, false)->str, "false");
	ck_assert_int_eq(node_bool(a, true)->style, S_PLAIN);
	/* 7.2: combat values in halves, 3 -> "1.5". */
	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		n = node_half(a, texts[i].h);
		ck_assert_str_eq(n->str, texts[i].s);
		ck_assert_int_eq(n->style, S_PLAIN);
	}
	/* A string is copied, not referred to. */
	{
		char buf[8] = "abc";

		n = node_scalar(a, buf);
		buf[0] = 'X';
		ck_assert_str_eq(n->str, "abc");
	}
}
END_TEST

/* node.h: "Deep copy into another arena." */
START_TEST(test_dsgn2_node_copy_deep)
{
	struct arena	 b;
	struct node	*m, *seq, *inner, *c, *cs;

	memset(&b, 0, sizeof(b));
	m = node_map(a, S_BLOCK);
	seq = node_seq(a, S_FLOW);
	inner = node_map(a, S_FLOW);
	node_set(a, inner, "rule", node_quoted(a, "7.4"));
	node_set(a, inner, "value", node_int(a, 2));
	node_push(a, seq, inner);
	node_push(a, seq, node_scalar(a, "1DR"));
	node_set(a, m, "op", node_plain(a, "combat"));
	node_set(a, m, "modifiers", seq);
	node_set(a, m, "empty", node_seq(a, S_BLOCK));
	m->pos = (struct pos){ 3, 5 };
	seq->items[1]->quoted = true;

	c = node_copy(&b, m);
	ck_assert_ptr_ne(c, m);
	/* The original's arena goes; the copy stands on its own. */
	arena_free(a);
	ck_assert_int_eq(c->kind, N_MAP);
	ck_assert_int_eq(c->style, S_BLOCK);
	ck_assert_int_eq(c->pos.line, 3);
	ck_assert_int_eq(c->pos.col, 5);
	ck_assert_int_eq(c->n, 3);
	ck_assert_str_eq(node_get(c, "op")->str, "combat");
	ck_assert_int_eq(node_get(c, "op")->style, S_PLAIN);
	cs = node_get(c, "modifiers");
	ck_assert_int_eq(cs->kind, N_SEQ);
	ck_assert_int_eq(cs->style, S_FLOW);
	ck_assert_int_eq(cs->n, 2);
	ck_assert_str_eq(node_get(cs->items[0], "rule")->str, "7.4");
	ck_assert_int_eq(node_get(cs->items[0], "rule")->style, S_QUOTED);
	ck_assert_str_eq(node_get(cs->items[0], "value")->str, "2");
	ck_assert_str_eq(cs->items[1]->str, "1DR");
	ck_assert(cs->items[1]->quoted);
	ck_assert_int_eq(node_get(c, "empty")->n, 0);
	/* The copy grows like any node. */
	node_set(&b, c, "turn", node_int(&b, 3));
	node_push(&b, node_get(c, "empty"), node_int(&b, 1));
	node_push(&b, cs, node_int(&b, 9));
	ck_assert_int_eq(c->n, 4);
	ck_assert_int_eq(cs->n, 3);
	ck_assert_ptr_null(node_copy(&b, NULL));
	arena_free(&b);
}
END_TEST

/* A copy is independent of its original. */
START_TEST(test_dsgn2_node_copy_independent)
{
	struct node	*m, *c;

	m = node_map(a, S_BLOCK);
	node_set(a, m, "turn", node_int(a, 1));
	c = node_copy(a, m);
	node_set(a, c, "turn", node_int(a, 2));
	node_set(a, c, "rain", node_bool(a, true));
	ck_assert_str_eq(node_get(m, "turn")->str, "1");
	ck_assert_int_eq(m->n, 1);
	ck_assert_ptr_null(node_get(m, "rain"));
	node_set(a, m, "turn", node_int(a, 5));
	ck_assert_str_eq(node_get(c, "turn")->str, "2");
}
END_TEST

/* 24 bytes, three words: a campaign's nodes are most of what a tool
 * holds beyond its input (DESIGN.md 2, Scale). */
START_TEST(test_dsgn2_node_is_24_bytes)
{
	struct node	*n, *m;
	int		 x;

	ck_assert_uint_eq(sizeof(struct node), 24);
	/* Nodes come one after another, 24 bytes apart, not 32. */
	n = node_seq(a, S_FLOW);
	m = node_seq(a, S_FLOW);
	ck_assert_uint_eq((uintptr_t)m % _Alignof(struct node), 0);
	ck_assert_uint_eq((size_t)((char *)m - (char *)n), 24);
	/* An N_GEN's argument is kept (it shares its place with pos). */
	m = node_gen(a, NULL, &x);
	ck_assert_ptr_eq(m->arg, &x);
	ck_assert_ptr_eq(node_copy(a, m)->arg, &x);
}
END_TEST

/* A collection read (items exactly n) and then grown by the rules: every
 * item is kept, in order, the growth past powers of two included. */
START_TEST(test_dsgn2_node_read_collection_grows)
{
	struct tg	 t;
	struct node	*doc, *l, *c;
	char		 buf[16];
	int		 i;

	doc = tio_read(&t, "l: [0, 1, 2]\nm: {k0: 0}\n", NULL);
	ck_assert_int_eq(t.got, 1);
	l = node_get(doc, "l");
	ck_assert(l->exact);
	for (i = 3; i < 40; i++)
		node_push(&t.a, l, node_int(&t.a, i));
	ck_assert_int_eq(l->n, 40);
	for (i = 0; i < 40; i++) {
		snprintf(buf, sizeof(buf), "%d", i);
		ck_assert(node_is(l->items[i], buf));
	}
	for (i = 1; i < 20; i++) {
		snprintf(buf, sizeof(buf), "k%d", i);
		node_set(&t.a, node_get(doc, "m"), buf, node_int(&t.a, i));
	}
	node_set(&t.a, node_get(doc, "m"), "k0", node_int(&t.a, 99));
	ck_assert_int_eq(node_get(doc, "m")->n, 20);
	ck_assert(node_is(node_get(node_get(doc, "m"), "k19"), "19"));
	ck_assert(node_is(node_get(node_get(doc, "m"), "k0"), "99"));
	/* A copy is exact again, and grows the same. */
	c = node_copy(&t.a, l);
	ck_assert(c->exact);
	node_push(&t.a, c, node_int(&t.a, 40));
	ck_assert_int_eq(c->n, 41);
	ck_assert(node_is(c->items[39], "39") && node_is(c->items[40], "40"));
	tg_done(&t);
}
END_TEST

/* ---- Scalars as text (scalar.h) ---- */

START_TEST(test_dsgn4_scalar_refusals)
{
	/* ret: what the parser gives; v: the value read, when it is 0. */
	static const struct {
		int		(*parse)(const char *, long *);
		const char	*s;
		int		 ret;
		long		 v;
	} longs[] = {
		{ parse_long, "", -1, 0 },
		{ parse_long, "x1", -1, 0 },
		{ parse_long, "99999999999999999999", -1, 0 },
		{ parse_long, "12x", -1, 0 },
		{ parse_long, "-12", 0, -12 },
		{ parse_long_prefix, "", -1, 0 },
		{ parse_long_prefix, "*1", -1, 0 },
		{ parse_long_prefix, "-", -1, 0 },
		{ parse_long_prefix, "99999999999999999999", -1, 0 },
		{ parse_long_prefix, "+2*", 0, 2 },
	};
	static const struct {
		const char	*s;
		int		 ret;
		int		 h;
	} in_halves[] = {
		{ "", -1, 0 },
		{ "123456789012345678901234567890123", -1, 0 },
		{ "3.0", 0, 6 },
		{ ".5", 0, 1 },
		{ "\xc2\xbd", 0, 1 },
		/* 7.2's "1/2", as gcacw-charts --template asks it written. */
		{ "1/2", 0, 1 },
		{ "3/2", -1, 0 },
		{ "x.5", -1, 0 },
		{ "-1", -1, 0 },
		{ "100001", -1, 0 },
	};
	static const struct {
		int		 q;
		const char	*text;
	} quarters[] = {
		{ 2, "\xc2\xbd" }, { 9, "2\xc2\xbc" }, { 8, "2" }, { 0, "0" },
	};
	char	buf[24], longname[80];
	long	v;
	int	h;
	size_t	i;

	memset(longname, 'a', sizeof(longname) - 1);
	longname[sizeof(longname) - 1] = '\0';
	ck_assert_int_eq(edit_distance(longname, "a"), 99);
	ck_assert_int_eq(edit_distance("a", longname), 99);
	ck_assert_int_eq(edit_distance("Jackson", "Jakson"), 1);
	for (i = 0; i < sizeof(longs) / sizeof(longs[0]); i++) {
		ck_assert_int_eq(longs[i].parse(longs[i].s, &v), longs[i].ret);
		if (longs[i].ret == 0)
			ck_assert_int_eq(v, longs[i].v);
	}
	for (i = 0; i < sizeof(in_halves) / sizeof(in_halves[0]); i++) {
		ck_assert_int_eq(parse_halves(in_halves[i].s, &h),
		    in_halves[i].ret);
		if (in_halves[i].ret == 0)
			ck_assert_int_eq(h, in_halves[i].h);
	}
	for (i = 0; i < sizeof(quarters) / sizeof(quarters[0]); i++)
		ck_assert_str_eq(quarters_text(quarters[i].q, buf),
		    quarters[i].text);
}
END_TEST

CHECK_SUITE(node, tio_arena_setup, tio_arena_teardown, 0,
    CHECK_NO_LOOPS)
