/*
 * test_mem23.c — issue 15, memory: a node is 24 bytes and a collection
 * grown after it was read keeps its items; a short text is kept once a
 * document; positions past any 16-bit range are right; the reader's
 * budget counts what reading takes and refuses at 2.5 times the input
 * and 8 MB, so that a tool stays within 4 times its input.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"

static struct node *
read_doc(struct arena *a, struct diag *d, const char *yaml, int *st)
{
	struct yaml_reader	*r = yaml_reader_new(yaml, strlen(yaml));
	struct node		*doc = NULL;

	*st = yaml_reader_next(r, a, d, &doc);
	yaml_reader_free(r);
	return doc;
}

/* Issue 15: 24 bytes, three words: a campaign's nodes are most of what a
 * tool holds beyond its input. */
START_TEST(test_iss15_node_is_24_bytes)
{
	struct arena	 a;
	struct node	*n, *m;
	int		 x;

	ck_assert_uint_eq(sizeof(struct node), 24);
	memset(&a, 0, sizeof(a));
	/* Nodes come one after another, 24 bytes apart, not 32. */
	n = node_seq(&a, S_FLOW);
	m = node_seq(&a, S_FLOW);
	ck_assert_uint_eq((uintptr_t)m % _Alignof(struct node), 0);
	ck_assert_uint_eq((size_t)((char *)m - (char *)n), 24);
	/* An N_GEN's argument is kept (it shares its place with pos). */
	m = node_gen(&a, NULL, &x);
	ck_assert_ptr_eq(m->arg, &x);
	ck_assert_ptr_eq(node_copy(&a, m)->arg, &x);
	arena_free(&a);
}
END_TEST

/* A collection read (items exactly n) and then grown by the rules: every
 * item is kept, in order, the growth past powers of two included. */
START_TEST(test_iss15_read_collection_grows)
{
	struct arena	 a;
	struct diag	 d;
	struct node	*doc, *l, *c;
	char		 buf[16];
	int		 st, i;

	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	doc = read_doc(&a, &d, "l: [0, 1, 2]\nm: {k0: 0}\n", &st);
	ck_assert_int_eq(st, 1);
	l = node_get(doc, "l");
	ck_assert(l->exact);
	for (i = 3; i < 40; i++)
		node_push(&a, l, node_int(&a, i));
	ck_assert_int_eq(l->n, 40);
	for (i = 0; i < 40; i++) {
		snprintf(buf, sizeof(buf), "%d", i);
		ck_assert(node_is(l->items[i], buf));
	}
	for (i = 1; i < 20; i++) {
		snprintf(buf, sizeof(buf), "k%d", i);
		node_set(&a, node_get(doc, "m"), buf, node_int(&a, i));
	}
	node_set(&a, node_get(doc, "m"), "k0", node_int(&a, 99));
	ck_assert_int_eq(node_get(doc, "m")->n, 20);
	ck_assert(node_is(node_get(node_get(doc, "m"), "k19"), "19"));
	ck_assert(node_is(node_get(node_get(doc, "m"), "k0"), "99"));
	/* A copy is exact again, and grows the same. */
	c = node_copy(&a, l);
	ck_assert(c->exact);
	node_push(&a, c, node_int(&a, 40));
	ck_assert_int_eq(c->n, 41);
	ck_assert(node_is(c->items[39], "39") && node_is(c->items[40], "40"));
	arena_free(&a);
}
END_TEST

/* Issue 15: a short text is kept once a document; other texts stay
 * apart, and a long one is its own copy. */
START_TEST(test_iss15_short_texts_shared)
{
	struct arena	 a;
	struct diag	 d;
	struct node	*doc, *l;
	int		 st;

	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	doc = read_doc(&a, &d, "- {op: march, turn: 1}\n"
	    "- {op: combat, turn: 1}\n"
	    "- {op: march, turn: 2, x: a text longer than sixteen}\n"
	    "- {op: \"march\", y: a text longer than sixteen}\n", &st);
	ck_assert_int_eq(st, 1);
	l = doc;
	ck_assert_int_eq(l->n, 4);
	/* Keys and values alike. */
	ck_assert_ptr_eq(node_key(l->items[0], 0)->str,
	    node_key(l->items[1], 0)->str);
	ck_assert_ptr_eq(node_val(l->items[0], 0)->str,
	    node_val(l->items[2], 0)->str);
	/* A quoted scalar shares the text, and stays quoted. */
	ck_assert_ptr_eq(node_val(l->items[3], 0)->str,
	    node_val(l->items[0], 0)->str);
	ck_assert(node_val(l->items[3], 0)->quoted);
	ck_assert(!node_val(l->items[0], 0)->quoted);
	/* Distinct texts, distinct copies. */
	ck_assert_str_eq(node_val(l->items[1], 0)->str, "combat");
	ck_assert_str_eq(node_val(l->items[0], 0)->str, "march");
	ck_assert_str_eq(node_val(l->items[2], 1)->str, "2");
	ck_assert_str_eq(node_val(l->items[0], 1)->str, "1");
	/* "1" and "1x": a prefix is not the same text. */
	ck_assert_uint_eq(node_val(l->items[0], 1)->len, 1);
	/* Over 16 bytes: not shared. */
	ck_assert_ptr_ne(node_val(l->items[2], 2)->str,
	    node_val(l->items[3], 1)->str);
	ck_assert_str_eq(node_val(l->items[3], 1)->str,
	    "a text longer than sixteen");
	arena_free(&a);
}
END_TEST

/* Texts kept in one document are not handed to the next, which may be
 * in another arena. */
START_TEST(test_iss15_shared_texts_per_document)
{
	const char		*yaml = "a: word\n---\na: word\n";
	struct yaml_reader	*r = yaml_reader_new(yaml, strlen(yaml));
	struct arena		 a1, a2;
	struct diag		 d;
	struct node		*d1 = NULL, *d2 = NULL;
	const char		*p;

	memset(&a1, 0, sizeof(a1));
	memset(&a2, 0, sizeof(a2));
	diag_init(&d, "test", NULL);
	ck_assert_int_eq(yaml_reader_next(r, &a1, &d, &d1), 1);
	p = node_get(d1, "a")->str;
	ck_assert_int_eq(yaml_reader_next(r, &a2, &d, &d2), 1);
	ck_assert_ptr_ne(node_get(d2, "a")->str, p);
	ck_assert_str_eq(node_get(d2, "a")->str, "word");
	yaml_reader_free(r);
	arena_free(&a1);
	arena_free(&a2);
}
END_TEST

/* Positions are full ints: a column past 65,535 and a line past it are
 * right, not cut to a packed range. */
START_TEST(test_iss15_positions_past_16_bits)
{
	struct arena	 a;
	struct diag	 d;
	struct node	*doc, *l;
	size_t		 n = 40000, i;
	char		*yaml = malloc(3 * n + 70000 + 64), *p;
	int		 st;

	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	p = yaml;
	p += sprintf(p, "l: [");
	for (i = 0; i < n; i++)
		p += sprintf(p, "%s1", i ? ", " : "");
	p += sprintf(p, "]\n");
	for (i = 0; i < 70000; i++)
		*p++ = '\n';
	sprintf(p, "z: end\n");
	doc = read_doc(&a, &d, yaml, &st);
	ck_assert_int_eq(st, 1);
	l = node_get(doc, "l");
	ck_assert_int_eq(l->n, (int)n);
	/* Item i at column 5 + 3i. */
	ck_assert_int_eq(l->items[n - 1]->pos.line, 1);
	ck_assert_int_eq(l->items[n - 1]->pos.col, (int)(5 + 3 * (n - 1)));
	ck_assert_int_eq(node_get(doc, "z")->pos.line, 70002);
	ck_assert_int_eq(node_key(doc, 1)->pos.line, 70002);
	free(yaml);
	arena_free(&a);
}
END_TEST

/* Issue 15: the budget is 2.5 times the input and 8 MB; a list past it
 * is refused with 65 at the item that crosses it. */
START_TEST(test_iss15_budget_new_bound)
{
	size_t		 n = 300000, len = 0, i;
	char		*yaml = malloc(3 * n + 64), *p, *err = NULL;
	struct arena	 a;
	struct diag	 d;
	int		 st;

	/* 3 bytes an item, 40 bytes read: 900,004 bytes of input, 12 MB. */
	p = yaml + sprintf(yaml, "a: [");
	for (i = 0; i < n; i++)
		p += sprintf(p, "%s1", i ? ", " : "");
	sprintf(p, "]\n");
	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	d.out = open_memstream(&err, &len);
	ck_assert_ptr_null(read_doc(&a, &d, yaml, &st));
	fclose(d.out);
	ck_assert_int_eq(st, -1);
	ck_assert_int_eq(d.status, ST_DATA);
	ck_assert_msg(strstr(err, "too many values for the input's size: "
	    "read, they would take over 10 MB (2.5 times its 900004 bytes, "
	    "and 8 MB)") != NULL, "%s", err);
	/*
	 * The item that crosses: the budget is 900004 / 2 * 5 + 8 MiB =
	 * 10638618 bytes; the root, its key `a` (and its text, 2 bytes)
	 * and the list take 122, each item 40 (24 a node, 8 on the
	 * reader's stack, 8 among the list's items; its text "1" is copied
	 * once, 2 bytes): items 0 to 265961 fit.
	 */
	ck_assert_msg(strstr(err, "a[265962]") != NULL, "%s", err);
	free(err);
	arena_free(&a);
	/* A third of it is read. */
	p = yaml + sprintf(yaml, "a: [");
	for (i = 0; i < n / 3; i++)
		p += sprintf(p, "%s1", i ? ", " : "");
	sprintf(p, "]\n");
	diag_init(&d, "test", NULL);
	ck_assert_ptr_nonnull(read_doc(&a, &d, yaml, &st));
	ck_assert_int_eq(st, 1);
	arena_free(&a);
	free(yaml);
}
END_TEST

static Suite *
mem23_suite(void)
{
	Suite	*s = suite_create("mem23");
	TCase	*tc = tcase_create("mem23");

	tcase_add_test(tc, test_iss15_node_is_24_bytes);
	tcase_add_test(tc, test_iss15_read_collection_grows);
	tcase_add_test(tc, test_iss15_short_texts_shared);
	tcase_add_test(tc, test_iss15_shared_texts_per_document);
	tcase_add_test(tc, test_iss15_positions_past_16_bits);
	tcase_add_test(tc, test_iss15_budget_new_bound);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(mem23_suite)
