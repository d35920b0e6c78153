/*
 * test_node.c — document values (node.h): scalars, sequences and
 * mappings in an arena; what the loader reads and the tools' log entries
 * are built from.
 */
#include <string.h>

#include "check_main.h"
#include "arena.h"
#include "node.h"

/* node.h: node_set replaces the value of a key already there. */
START_TEST(test_node_set_replaces)
{
	struct arena	 a;
	struct node	*m, *v1, *v2;

	memset(&a, 0, sizeof(a));
	m = node_map(&a, S_BLOCK);
	v1 = node_int(&a, 1);
	v2 = node_int(&a, 2);
	node_set(&a, m, "turn", v1);
	node_set(&a, m, "rain", node_bool(&a, false));
	node_set(&a, m, "turn", v2);
	ck_assert_int_eq(m->n, 2);
	ck_assert_ptr_eq(node_get(m, "turn"), v2);
	/* The key keeps its place. */
	ck_assert(node_is(node_key(m, 0), "turn"));
	ck_assert(node_is(node_key(m, 1), "rain"));
	ck_assert_ptr_eq(node_val(m, 0), v2);
	arena_free(&a);
}
END_TEST

/* node_set appends a new key at the end, growing past any first size. */
START_TEST(test_node_set_appends_in_order)
{
	struct arena	 a;
	struct node	*m;
	char		 key[16];
	int		 i;

	memset(&a, 0, sizeof(a));
	m = node_map(&a, S_BLOCK);
	for (i = 0; i < 100; i++) {
		snprintf(key, sizeof(key), "k%d", i);
		node_set(&a, m, key, node_int(&a, i));
	}
	ck_assert_int_eq(m->n, 100);
	for (i = 0; i < 100; i++) {
		snprintf(key, sizeof(key), "k%d", i);
		ck_assert(node_is(node_key(m, i), key));
		ck_assert_str_eq(node_get(m, key)->str, node_val(m, i)->str);
		ck_assert_int_eq(atoi(node_val(m, i)->str), i);
	}
	arena_free(&a);
}
END_TEST

/* node_add appends without looking: the caller knows keys are unique. */
START_TEST(test_node_add_appends)
{
	struct arena	 a;
	struct node	*m, *k1, *k2;

	memset(&a, 0, sizeof(a));
	m = node_map(&a, S_FLOW);
	k1 = node_scalar(&a, "Brown");
	k2 = node_scalar(&a, "Wagner");
	node_add(&a, m, k1, node_int(&a, 8));
	node_add(&a, m, k2, node_int(&a, 5));
	ck_assert_int_eq(m->n, 2);
	ck_assert_ptr_eq(node_key(m, 0), k1);
	ck_assert_ptr_eq(node_key(m, 1), k2);
	ck_assert_str_eq(node_val(m, 1)->str, "5");
	/* The same key again is appended, not merged. */
	node_add(&a, m, node_scalar(&a, "Brown"), node_int(&a, 9));
	ck_assert_int_eq(m->n, 3);
	ck_assert_str_eq(node_get(m, "Brown")->str, "8");
	arena_free(&a);
}
END_TEST

/* node_get: the value, or NULL for an absent key or a non-mapping. */
START_TEST(test_node_get)
{
	struct arena	 a;
	struct node	*m, *seq, *s;

	memset(&a, 0, sizeof(a));
	m = node_map(&a, S_BLOCK);
	seq = node_seq(&a, S_FLOW);
	s = node_scalar(&a, "side");
	node_push(&a, seq, node_scalar(&a, "side"));
	node_set(&a, m, "side", node_plain(&a, "csa"));
	node_set(&a, m, "sid", node_plain(&a, "usa"));
	ck_assert_str_eq(node_get(m, "side")->str, "csa");
	ck_assert_str_eq(node_get(m, "sid")->str, "usa");
	ck_assert_ptr_null(node_get(m, "si"));
	ck_assert_ptr_null(node_get(m, "sides"));
	ck_assert_ptr_null(node_get(m, ""));
	ck_assert_ptr_null(node_get(seq, "side"));
	ck_assert_ptr_null(node_get(s, "side"));
	ck_assert_ptr_null(node_get(NULL, "side"));
	arena_free(&a);
}
END_TEST

START_TEST(test_node_is)
{
	struct arena	 a;
	struct node	*m;

	memset(&a, 0, sizeof(a));
	ck_assert(node_is(node_scalar(&a, "csa"), "csa"));
	ck_assert(!node_is(node_scalar(&a, "csa"), "cs"));
	ck_assert(!node_is(node_scalar(&a, "cs"), "csa"));
	ck_assert(node_is(node_scalar(&a, ""), ""));
	ck_assert(!node_is(NULL, "csa"));
	m = node_map(&a, S_FLOW);
	ck_assert(!node_is(m, ""));
	arena_free(&a);
}
END_TEST

/* node_push keeps order however long the sequence grows. */
START_TEST(test_node_push_grows)
{
	struct arena	 a;
	struct node	*seq;
	int		 i;

	memset(&a, 0, sizeof(a));
	seq = node_seq(&a, S_BLOCK);
	ck_assert_int_eq(seq->n, 0);
	for (i = 0; i < 1000; i++)
		node_push(&a, seq, node_int(&a, i));
	ck_assert_int_eq(seq->n, 1000);
	for (i = 0; i < 1000; i++)
		ck_assert_int_eq(atoi(seq->items[i]->str), i);
	arena_free(&a);
}
END_TEST

/* The scalar constructors: text and how each is written (node.h). */
START_TEST(test_node_scalars)
{
	static const struct {
		int		 h;
		const char	*s;
	} halves[] = {
		{ 0, "0" }, { 1, "0.5" }, { 2, "1" }, { 3, "1.5" },
		{ 7, "3.5" }, { 40, "20" }, { -1, "-0.5" }, { -3, "-1.5" },
		{ -4, "-2" },
	};
	struct arena	 a;
	struct node	*n;
	size_t		 i;

	memset(&a, 0, sizeof(a));
	n = node_scalar(&a, "Brown");
	ck_assert_int_eq(n->kind, N_SCALAR);
	ck_assert_int_eq(n->style, S_ANY);
	ck_assert_uint_eq(n->len, 5);
	ck_assert_int_eq(node_quoted(&a, "x")->style, S_QUOTED);
	ck_assert_int_eq(node_plain(&a, "x")->style, S_PLAIN);
	n = node_int(&a, -7);
	ck_assert_str_eq(n->str, "-7");
	ck_assert_int_eq(n->style, S_PLAIN);
	ck_assert_str_eq(node_int(&a, 4610)->str, "4610");
	ck_assert_str_eq(node_bool(&a, true)->str, "true");
	ck_assert_str_eq(node_bool(&a, false)->str, "false");
	ck_assert_int_eq(node_bool(&a, true)->style, S_PLAIN);
	/* 7.2: combat values in halves, 3 -> "1.5". */
	for (i = 0; i < sizeof(halves) / sizeof(halves[0]); i++) {
		n = node_half(&a, halves[i].h);
		ck_assert_str_eq(n->str, halves[i].s);
		ck_assert_int_eq(n->style, S_PLAIN);
	}
	/* A string is copied, not referred to. */
	{
		char buf[8] = "abc";

		n = node_scalar(&a, buf);
		buf[0] = 'X';
		ck_assert_str_eq(n->str, "abc");
	}
	arena_free(&a);
}
END_TEST

/* node.h: "Deep copy into another arena." */
START_TEST(test_node_copy_deep)
{
	struct arena	 a, b;
	struct node	*m, *seq, *inner, *c, *cs;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	m = node_map(&a, S_BLOCK);
	seq = node_seq(&a, S_FLOW);
	inner = node_map(&a, S_FLOW);
	node_set(&a, inner, "rule", node_quoted(&a, "7.4"));
	node_set(&a, inner, "value", node_int(&a, 2));
	node_push(&a, seq, inner);
	node_push(&a, seq, node_scalar(&a, "1DR"));
	node_set(&a, m, "op", node_plain(&a, "combat"));
	node_set(&a, m, "modifiers", seq);
	node_set(&a, m, "empty", node_seq(&a, S_BLOCK));
	m->pos = (struct pos){ 3, 5 };
	seq->items[1]->quoted = true;

	c = node_copy(&b, m);
	ck_assert_ptr_ne(c, m);
	/* The original's arena goes; the copy stands on its own. */
	arena_free(&a);
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
START_TEST(test_node_copy_independent)
{
	struct arena	 a;
	struct node	*m, *c;

	memset(&a, 0, sizeof(a));
	m = node_map(&a, S_BLOCK);
	node_set(&a, m, "turn", node_int(&a, 1));
	c = node_copy(&a, m);
	node_set(&a, c, "turn", node_int(&a, 2));
	node_set(&a, c, "rain", node_bool(&a, true));
	ck_assert_str_eq(node_get(m, "turn")->str, "1");
	ck_assert_int_eq(m->n, 1);
	ck_assert_ptr_null(node_get(m, "rain"));
	node_set(&a, m, "turn", node_int(&a, 5));
	ck_assert_str_eq(node_get(c, "turn")->str, "2");
	arena_free(&a);
}
END_TEST

static Suite *
node_suite(void)
{
	Suite	*s = suite_create("node");
	TCase	*tc = tcase_create("node");

	tcase_add_test(tc, test_node_set_replaces);
	tcase_add_test(tc, test_node_set_appends_in_order);
	tcase_add_test(tc, test_node_add_appends);
	tcase_add_test(tc, test_node_get);
	tcase_add_test(tc, test_node_is);
	tcase_add_test(tc, test_node_push_grows);
	tcase_add_test(tc, test_node_scalars);
	tcase_add_test(tc, test_node_copy_deep);
	tcase_add_test(tc, test_node_copy_independent);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(node_suite)
