/*
 * test_yaml_raw.c — issue 15's bounded reading: an `x-` key's collection
 * kept as its source text (N_RAW, node.h) and written back as the node
 * tree would have been; a collection under a root key the caller does
 * not know skipped with every check; the document's nodes held to a
 * budget.
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"

/* The first document of yaml read by a fresh reader (known: the root's
 * keys, or NULL); *st the reader's result. */
static struct node *
read_doc(struct arena *a, struct diag *d, const char *yaml,
    const char *const *known, int *st)
{
	struct yaml_reader	*r = yaml_reader_new(yaml, strlen(yaml));
	struct node		*doc = NULL;

	yaml_reader_keys(r, known);
	*st = yaml_reader_next(r, a, d, &doc);
	yaml_reader_free(r);
	return doc;
}

static char *
written(const struct node *doc)
{
	struct outbuf	o;
	char		*s;

	memset(&o, 0, sizeof(o));
	yaml_write(&o, doc);
	s = xstrndup(o.data, o.len);
	outbuf_free(&o);
	return s;
}

/* DESIGN.md 4, issue 15: an x- collection is one node holding its text,
 * after as many spaces as its column, and no node inside it. */
START_TEST(test_iss15_x_collection_kept_as_text)
{
	struct arena	 a;
	struct diag	 d;
	struct node	*doc, *v;
	int		 st;

	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	doc = read_doc(&a, &d, "a: 1\nx-b:\n  c: [1, 2]\n  d: e\nx-s: word\n"
	    "f: {x-g: [h,\n  i]}\n", NULL, &st);
	ck_assert_int_eq(st, 1);
	v = node_get(doc, "x-b");
	ck_assert_int_eq(v->kind, N_RAW);
	ck_assert_int_eq(v->style, S_BLOCK);
	ck_assert_str_eq(v->str, "  c: [1, 2]\n  d: e\n");
	ck_assert_int_eq(v->len, strlen(v->str));
	ck_assert_int_eq(v->pos.line, 3);
	ck_assert_int_eq(v->pos.col, 3);
	/* A scalar stays a scalar. */
	ck_assert_int_eq(node_get(doc, "x-s")->kind, N_SCALAR);
	/* In flow, from its bracket to its bracket. */
	v = node_get(node_get(doc, "f"), "x-g");
	ck_assert_int_eq(v->kind, N_RAW);
	ck_assert_int_eq(v->style, S_FLOW);
	ck_assert_str_eq(v->str, "         [h,\n  i]");
	arena_free(&a);
}
END_TEST

/* Written back as the tree was: styles, quoting, order (the golden
 * cases gcacw-check/x-raw-* compare whole files with the old reader). */
START_TEST(test_iss15_x_collection_written_as_nodes_were)
{
	static const char yaml[] = "x-b:\n  - 'one'\n  - {k: \"1\", j: [yes]}\n"
	    "  -   - deep\n      - |\n        lit\n  - [a,\n   b]\n";
	struct arena	 a;
	struct diag	 d;
	struct node	*doc, *tree, whole;
	char		*out, *want;
	int		 st;

	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	doc = read_doc(&a, &d, yaml, NULL, &st);
	ck_assert_int_eq(st, 1);
	out = written(doc);
	/* The whole document read into nodes, x- value and all. */
	memset(&whole, 0, sizeof(whole));
	whole.kind = N_RAW;
	whole.str = yaml;
	whole.len = strlen(yaml);
	want = written(yaml_raw_read(&a, &whole));
	ck_assert_str_eq(out, want);
	ck_assert_str_eq(out, "x-b:\n- 'one'\n- {k: '1', j: [yes]}\n"
	    "- - deep\n  - 'lit\n\n    '\n- [a, b]\n");
	free(out);
	free(want);
	/* yaml_raw_read() gives the nodes, quoted marks kept. */
	tree = yaml_raw_read(&a, node_get(doc, "x-b"));
	ck_assert_int_eq(tree->kind, N_SEQ);
	ck_assert_int_eq(tree->n, 4);
	ck_assert(tree->items[0]->quoted);
	ck_assert_str_eq(node_get(tree->items[1], "k")->str, "1");
	ck_assert_str_eq(tree->items[2]->items[1]->str, "lit\n");
	/* A copy carries its text (load_map copies a hex's x- values). */
	tree = node_copy(&a, node_get(doc, "x-b"));
	ck_assert_int_eq(tree->kind, N_RAW);
	ck_assert_str_eq(tree->str, node_get(doc, "x-b")->str);
	ck_assert_ptr_ne(tree->str, node_get(doc, "x-b")->str);
	arena_free(&a);
}
END_TEST

/* libyaml's marks count characters; the text is cut by bytes. */
START_TEST(test_iss15_x_collection_after_multibyte_text)
{
	struct arena	 a;
	struct diag	 d;
	struct node	*doc;
	int		 st;

	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	doc = read_doc(&a, &d, "\xef\xbb\xbfn: \xc3\xa9\xc3\xa9\r\n"
	    "x-\xc3\xbc: [\xe2\x82\xac,\r\n  2]\r\n", NULL, &st);
	ck_assert_int_eq(st, 1);
	/* Column 5: "x-ü: " is five characters, six bytes. */
	ck_assert_str_eq(node_get(doc, "x-\xc3\xbc")->str,
	    "     [\xe2\x82\xac,\r\n  2]");
	arena_free(&a);
}
END_TEST

static const char *const known[] = { "a", "b", NULL };

/* Issue 15: the root's keys checked while reading: a collection under an
 * unknown key takes no nodes (the loader refuses the key by name). */
START_TEST(test_iss15_unknown_root_key_skipped)
{
	struct arena	 a;
	struct diag	 d;
	struct node	*doc, *v;
	int		 st;

	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	doc = read_doc(&a, &d, "a: [1]\nzz: [1, {c: 2}]\nyy: 3\nb: {c: [4]}\n",
	    known, &st);
	ck_assert_int_eq(st, 1);
	v = node_get(doc, "zz");
	ck_assert_int_eq(v->kind, N_RAW);
	ck_assert_ptr_null(v->str);
	ck_assert_ptr_null(yaml_raw_read(&a, v));
	ck_assert_int_eq(node_get(doc, "yy")->kind, N_SCALAR);
	ck_assert_int_eq(node_get(doc, "a")->kind, N_SEQ);
	ck_assert_int_eq(node_get(doc, "b")->kind, N_MAP);
	/* Only the root's keys: b's c is read as written. */
	ck_assert_int_eq(node_get(node_get(doc, "b"), "c")->kind, N_SEQ);
	arena_free(&a);
}
END_TEST

/* Skipped is still checked: the same words as the tree reader's. */
START_TEST(test_iss15_skipped_values_still_checked)
{
	static const struct {
		const char *yaml, *at, *path, *msg;
	} c[] = {
		{ "zz: {k: 1, k: 2}\n", "k: 1, |k", "zz.k",
		  "duplicate key (first at line 1)" },
		{ "zz: [1, &x 2]\n", "|&x", "zz[1]",
		  "YAML anchors and aliases are not allowed in a game file" },
		{ "x-q: {a: [!!str 1]}\n", "|!!str", "x-q.a[0]",
		  "YAML tags (!!str) are not allowed in a game file" },
		{ "x-q: {[1]: 2}\n", "{|[1]", "x-q",
		  "mapping keys must be plain words" },
	};
	size_t i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct arena	a;
		struct diag	d;
		char		*err = NULL, want[512];
		size_t		 len = 0;
		int		 st;

		memset(&a, 0, sizeof(a));
		diag_init(&d, "gcacw-check", NULL);
		d.out = open_memstream(&err, &len);
		ck_assert_ptr_null(read_doc(&a, &d, c[i].yaml, known, &st));
		fclose(d.out);
		ck_assert_int_eq(st, -1);
		ck_assert_int_eq(d.status, ST_DATA);
		snprintf(want, sizeof(want), "%s", tg_line(c[i].yaml, c[i].at,
		    c[i].path, "%s", c[i].msg));
		ck_assert_str_eq(err, want);
		free(err);
		arena_free(&a);
	}
}
END_TEST

/* "KEY: [1, 1, ... 1]": n + 1 items of 3 bytes. */
static char *
dense(const char *key, size_t n)
{
	char	*yaml = xmalloc(strlen(key) + 3 * n + 16);
	size_t	 len = (size_t)sprintf(yaml, "%s: [", key), i;

	for (i = 0; i < n; i++)
		len += (size_t)sprintf(yaml + len, "1, ");
	strcpy(yaml + len, "1]\n");
	return yaml;
}

/* Issue 15: a document's nodes are held to YAML_TREE_FACTOR halves of
 * the input and YAML_TREE_SLACK; a list that needs more is refused at
 * the item that crosses it, before memory runs away. */
START_TEST(test_iss15_tree_budget)
{
	size_t		 n = YAML_TREE_SLACK / 16, len = 0;
	char		*yaml = dense("a", n), *err = NULL;
	struct arena	 a;
	struct diag	 d;
	int		 st;

	/* 3 bytes an item, over 40 bytes of node. */
	memset(&a, 0, sizeof(a));
	diag_init(&d, "test", NULL);
	d.out = open_memstream(&err, &len);
	ck_assert_ptr_null(read_doc(&a, &d, yaml, NULL, &st));
	fclose(d.out);
	ck_assert_int_eq(st, -1);
	ck_assert_int_eq(d.status, ST_DATA);
	ck_assert_msg(strstr(err, ": a[") != NULL &&
	    strstr(err, "too many values for the input's size") != NULL, "%s",
	    err);
	free(err);
	free(yaml);
	arena_free(&a);
	/* The same items under an x- key take no nodes: read. */
	yaml = dense("x-a", n);
	diag_init(&d, "test", NULL);
	ck_assert_ptr_nonnull(read_doc(&a, &d, yaml, NULL, &st));
	ck_assert_int_eq(st, 1);
	ck_assert_int_eq(d.status, 0);
	arena_free(&a);
	free(yaml);
}
END_TEST

static Suite *
yaml_raw_suite(void)
{
	Suite	*s = suite_create("yaml_raw");
	TCase	*tc = tcase_create("yaml_raw");

	tcase_add_test(tc, test_iss15_x_collection_kept_as_text);
	tcase_add_test(tc, test_iss15_x_collection_written_as_nodes_were);
	tcase_add_test(tc, test_iss15_x_collection_after_multibyte_text);
	tcase_add_test(tc, test_iss15_unknown_root_key_skipped);
	tcase_add_test(tc, test_iss15_skipped_values_still_checked);
	tcase_add_test(tc, test_iss15_tree_budget);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(yaml_raw_suite)
