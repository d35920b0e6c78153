/*
 * test_yaml_read.c — the YAML reader (lib/yaml/yaml_read.c, yamlio.h):
 * hostile input refused with status 65 and a position (DESIGN.md
 * section 5), documents read in order (section 4), positions from 1; an
 * `x-` key's collection kept as its source text (N_RAW, node.h) and a
 * collection under a root key the caller does not know skipped, both
 * with every check; and the document's nodes held to a budget, so that
 * a tool stays within a few times its input (section 2, Scale).
 */
#include <string.h>

#include "check_main.h"
#include "fixture_io.h"

static const char ANCHORS[] =
    "YAML anchors and aliases are not allowed in a game file";

/* The first document of yaml refused with the one line at `at`. */
static void
refused(const char *yaml, const char *at, const char *path, const char *msg)
{
	tio_read_refused(yaml, NULL, at, path, msg);
}

/* DESIGN.md 5: "anchors and aliases are refused (a game file needs none)". */
START_TEST(test_dsgn5_alias_refused)
{
	refused("a: 1\nb: *x\n", "b: |*x", "b", ANCHORS);
	refused("a:\n  - 1\n  - *x\n", "- |*x", "a[1]", ANCHORS);
}
END_TEST

START_TEST(test_dsgn5_anchor_refused)
{
	/* Before any alias uses it; on scalars, lists and mappings. */
	refused("a: &x 1\nb: 2\n", "a: |&x", "a", ANCHORS);
	refused("a: 0\nb: &l [1, 2]\n", "b: |&l", "b", ANCHORS);
	refused("a: 0\nb:\n  c: &m {d: 1}\n", "c: |&m", "b.c", ANCHORS);
	refused("&root\na: 1\n", "|&root", NULL, ANCHORS);
	/* The classic billion-laughs shape. */
	refused("a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n", "a: |&a", "a",
	    ANCHORS);
}
END_TEST

/* n lists nested in one another, a scalar innermost. */
static char *
nested(int n)
{
	char *s = xmalloc((size_t)(2 * n + 4));
	int i;

	for (i = 0; i < n; i++)
		s[i] = '[';
	s[n] = '1';
	for (i = 0; i < n; i++)
		s[n + 1 + i] = ']';
	s[2 * n + 1] = '\n';
	s[2 * n + 2] = '\0';
	return s;
}

/* DESIGN.md 5: "nesting deeper than 64 ... refused ... with exit 65". */
START_TEST(test_dsgn5_nesting_64_accepted)
{
	struct tg	 t;
	struct node	*n;
	char		*s = nested(YAML_MAX_DEPTH);
	int		 depth = 0;

	ck_assert_int_eq(YAML_MAX_DEPTH, 64);
	n = tg_read(&t, s);
	ck_assert_ptr_nonnull(n);
	ck_assert_int_eq(t.got, 1);
	ck_assert_int_eq(t.d.status, 0);
	for (; n->kind == N_SEQ; n = n->items[0]) {
		ck_assert_int_eq(n->n, 1);
		depth++;
	}
	ck_assert_int_eq(depth, 64);
	ck_assert_str_eq(n->str, "1");
	tg_done(&t);
	free(s);
}
END_TEST

START_TEST(test_dsgn5_nesting_65_refused)
{
	char *s = nested(YAML_MAX_DEPTH + 1);
	char at[80];

	/* Reported at the 65th opening bracket. */
	memset(at, '[', 64);
	at[64] = '|';
	at[65] = '[';
	at[66] = '\0';
	refused(s, at, NULL, "YAML nesting deeper than 64 levels");
	free(s);
}
END_TEST

START_TEST(test_dsgn5_nesting_block_mappings)
{
	/* The same limit holds for block mappings, counted from events. */
	char	*s = xmalloc(64 * 1024);
	size_t	 len = 0;
	int	 i, depth, levels[] = { 64, 65 };
	int	 k;

	for (k = 0; k < 2; k++) {
		struct tg t;

		len = 0;
		for (depth = 0; depth < levels[k]; depth++) {
			for (i = 0; i < depth; i++)
				s[len++] = ' ';
			len += (size_t)sprintf(s + len, "k%d:%s", depth,
			    depth + 1 < levels[k] ? "\n" : " 1\n");
		}
		s[len] = '\0';
		tg_read(&t, s);
		if (levels[k] == 64) {
			ck_assert_int_eq(t.got, 1);
			ck_assert_int_eq(t.d.status, 0);
		} else {
			ck_assert_int_eq(t.got, -1);
			ck_assert_int_eq(t.d.status, ST_DATA);
			ck_assert_ptr_nonnull(strstr(tg_errors(&t),
			    "YAML nesting deeper than 64 levels"));
			/* Where the 65th mapping starts: its first key. */
			ck_assert_ptr_nonnull(strstr(tg_errors(&t),
			    ":65:65: "));
		}
		tg_done(&t);
	}
	free(s);
}
END_TEST

/* DESIGN.md 5 (yamlio.h): duplicate keys are refused. */
START_TEST(test_dsgn5_duplicate_key_refused)
{
	refused("a: 1\nb: 2\na: 3\n", "\n|a: 3", "a",
	    "duplicate key (first at line 1)");
	/* Nested: the inner mapping is checked too, and the path names the
	 * key in full, as every other error does (DESIGN.md 5). */
	refused("m: {x: 1, y: 2, x: 3}\n", "y: 2, |x", "m.x",
	    "duplicate key (first at line 1)");
	refused("top:\n  k: 1\n  k: 2\n", "1\n  |k: 2", "top.k",
	    "duplicate key (first at line 2)");
	refused("a:\n  - {b: {c: 1, c: 2}}\n", "c: 1, |c", "a[0].b.c",
	    "duplicate key (first at line 2)");
	/* Quoted and plain spellings are the same key. */
	refused("\"4610\": a\n4610: b\n", "\n|4610", "4610",
	    "duplicate key (first at line 1)");
}
END_TEST

START_TEST(test_dsgn5_duplicate_key_in_big_map)
{
	char		 yaml[8192], key[16];
	size_t		 len = 0;
	int		 i, dup;
	struct tg	 t;

	/* 40 keys, key k7 again at the end: far apart in a big map. */
	for (i = 0; i < 40; i++)
		len += (size_t)snprintf(yaml + len, sizeof(yaml) - len,
		    "k%d: %d\n", i, i);
	len += (size_t)snprintf(yaml + len, sizeof(yaml) - len, "k7: again\n");
	refused(yaml, "|k7: again", "k7", "duplicate key (first at line 8)");

	/* The same key three times among 30: the second is reported. */
	len = 0;
	for (i = 0; i < 30; i++) {
		dup = i == 3 || i == 17 || i == 29;
		if (dup)
			len += (size_t)snprintf(yaml + len,
			    sizeof(yaml) - len, "same: %d\n", i);
		else
			len += (size_t)snprintf(yaml + len,
			    sizeof(yaml) - len, "u%d: %d\n", i, i);
	}
	refused(yaml, "|same: 17", "same", "duplicate key (first at line 4)");

	/* Two keys repeated (found by hash, not by sorting): the first in
	 * byte order is reported, at its second place, as sorting reported
	 * it, though zz repeats first. */
	len = 0;
	for (i = 0; i < 20; i++) {
		snprintf(key, sizeof(key), "v%d", i);
		len += (size_t)snprintf(yaml + len, sizeof(yaml) - len,
		    "%s: %d\n", i == 2 || i == 5 ? "zz" : i == 1 || i == 9 ?
		    "aa" : key, i);
	}
	refused(yaml, "|aa: 9", "aa", "duplicate key (first at line 2)");

	/* No false alarm: 200 distinct keys, many sharing prefixes and
	 * lengths (a, aa, ab, ...). */
	len = 0;
	for (i = 0; i < 200; i++)
		len += (size_t)snprintf(yaml + len, sizeof(yaml) - len,
		    "%.*s%d: x\n", i % 3, "aaa", i);
	ck_assert_ptr_nonnull(tg_read(&t, yaml));
	ck_assert_int_eq(t.d.status, 0);
	ck_assert_int_eq(t.doc->n, 200);
	/* Input order is kept. */
	ck_assert_str_eq(node_key(t.doc, 0)->str, "0");
	ck_assert_str_eq(node_key(t.doc, 1)->str, "a1");
	ck_assert_str_eq(node_key(t.doc, 199)->str, "a199");
	tg_done(&t);
}
END_TEST

/* yamlio.h: keys that are not scalars are refused. */
START_TEST(test_dsgn5_non_scalar_key_refused)
{
	refused("? [a, b]\n: 1\n", "? |[a", NULL,
	    "mapping keys must be plain words");
	refused("x: 0\n? {a: 1}\n: 2\n", "? |{a", NULL,
	    "mapping keys must be plain words");
	/* Nested: the path is the mapping's. */
	refused("top:\n  a: 1\n  ? [b]\n  : 2\n", "? |[b", "top",
	    "mapping keys must be plain words");
}
END_TEST

/*
 * DESIGN.md 5: malformed YAML: libyaml's problem with line:col.  Where
 * in a line libyaml puts its mark is its own business; the line is not.
 */
START_TEST(test_dsgn5_malformed_yaml_reports_problem)
{
	static const struct {
		const char	*yaml;
		int		 line;
		const char	*problem;
	} c[] = {
		{ "a: 1\nb: [1, 2\nc: 3\n", 3,
		  "YAML: did not find expected ',' or ']' while parsing a "
		  "flow sequence" },
		{ "a: 1\nb: \"open\n", 3,
		  "YAML: found unexpected end of stream while scanning a "
		  "quoted scalar" },
		/* A tab in the indentation is named as one. */
		{ "a:\n\tb: 1\n", 2,
		  "YAML: a tab where YAML wants spaces: indent with spaces "
		  "only" },
		{ "a: @b\n", 1,
		  "YAML: found character that cannot start any token while "
		  "scanning for the next token" },
		{ "a: 1\n b: 2\n", 2,
		  "YAML: mapping values are not allowed in this context" },
		{ "a: 1\n- b\n", 2,
		  "YAML: did not find expected key while parsing a block "
		  "mapping" },
	};
	size_t i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct tg	 t;
		char		 head[64];
		const char	*e;
		int		 col;

		ck_assert_ptr_null(tg_read(&t, c[i].yaml));
		ck_assert_int_eq(t.got, -1);
		ck_assert_int_eq(t.d.status, ST_DATA);
		e = tg_errors(&t);
		snprintf(head, sizeof(head), "%s: <stdin>:%d:", TG_PROG,
		    c[i].line);
		ck_assert_msg(strncmp(e, head, strlen(head)) == 0,
		    "case %zu: %s", i, e);
		ck_assert_int_eq(sscanf(e + strlen(head), "%d", &col), 1);
		ck_assert_int_ge(col, 1);
		ck_assert_ptr_nonnull(strstr(e, c[i].problem));
		ck_assert_int_eq(tg_nlines(e), 1);
		ck_assert_int_eq(tg_next(&t), 0);
		tg_done(&t);
	}
}
END_TEST

/* DESIGN.md 4: "A stream of documents (---) is processed document by
 * document." */
START_TEST(test_dsgn4_multi_document_in_order)
{
	static const char yaml[] = "a: 1\n---\nb: 2\n--- {c: 3}\n...\n---\n"
	    "d: 4\n";
	static const char *const keys[] = { "a", "b", "c", "d" };
	static const char *const vals[] = { "1", "2", "3", "4" };
	struct tg	t;
	int		i;

	tg_open(&t, yaml, strlen(yaml));
	for (i = 0; i < 4; i++) {
		ck_assert_int_eq(tg_next(&t), 1);
		ck_assert_int_eq(t.doc->kind, N_MAP);
		ck_assert_str_eq(node_key(t.doc, 0)->str, keys[i]);
		ck_assert_str_eq(node_val(t.doc, 0)->str, vals[i]);
	}
	ck_assert_int_eq(tg_next(&t), 0);
	ck_assert_ptr_null(t.doc);
	ck_assert_int_eq(tg_next(&t), 0);
	ck_assert_int_eq(t.d.status, 0);
	tg_done(&t);
}
END_TEST

/* A bad document stops the stream after the good ones before it. */
START_TEST(test_dsgn4_multi_document_error_in_second)
{
	static const char yaml[] = "a: 1\n---\nb: *x\n---\nc: 3\n";
	struct tg t;

	tg_open(&t, yaml, strlen(yaml));
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_int_eq(tg_next(&t), -1);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_str_eq(tg_errors(&t), tg_line(yaml, "b: |*x", "b", "%s",
	    ANCHORS));
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);
}
END_TEST

/*
 * The reader knows the stream has ended as soon as it has read its last
 * document (yaml_reader_ended), so that the tools free the input before
 * they write; a document with another after it is not the end.  The
 * input is overwritten there, as a tool that freed it would: the reader
 * must not read it again (ASan in make SAN=1 check).
 */
START_TEST(test_dsgn4_stream_ended_after_last_document)
{
	static const char yaml[] = "a: 1\n---\nb: 2\n...\n# end\n";
	char		*buf = strdup(yaml);
	struct tg	 t;

	ck_assert_ptr_nonnull(buf);
	tg_open(&t, buf, strlen(buf));
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_int_eq(yaml_reader_ended(t.r), 0);
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_str_eq(node_key(t.doc, 0)->str, "b");
	ck_assert_int_eq(yaml_reader_ended(t.r), 1);
	memset(buf, '@', strlen(buf));
	ck_assert_int_eq(tg_next(&t), 0);
	ck_assert_int_eq(t.d.status, 0);
	tg_done(&t);
	free(buf);
}
END_TEST

/*
 * The error after a good document, met when the reader looks past that
 * document's end, is reported by the next call, after the caller has
 * ruled on the document (the tools' messages keep their order), and the
 * stream has not ended.
 */
START_TEST(test_dsgn4_error_after_document_reported_next)
{
	static const char yaml[] = "a: 1\n--- [\n";
	struct tg	t;

	tg_open(&t, yaml, strlen(yaml));
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_int_eq(t.d.status, 0);
	ck_assert_str_eq(tg_errors(&t), "");
	ck_assert_int_eq(yaml_reader_ended(t.r), 0);
	ck_assert_int_eq(tg_next(&t), -1);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "YAML: "));
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);
}
END_TEST

/* yamlio.h: "An empty document gives a null scalar." */
START_TEST(test_dsgn4_empty_document)
{
	struct tg	t;
	static const char stream[] = "---\n...\n---\na: 1\n";

	/* No document at all: the stream just ends. */
	tg_open(&t, "", 0);
	ck_assert_int_eq(tg_next(&t), 0);
	ck_assert_int_eq(t.d.status, 0);
	tg_done(&t);

	tg_open(&t, "# only a comment\n", 17);
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);

	ck_assert_ptr_nonnull(tg_read(&t, "---\n"));
	ck_assert_int_eq(t.got, 1);
	ck_assert_int_eq(t.doc->kind, N_SCALAR);
	ck_assert_uint_eq(t.doc->len, 0);
	ck_assert_str_eq(t.doc->str, "");
	tg_done(&t);

	tg_open(&t, stream, strlen(stream));
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_int_eq(t.doc->kind, N_SCALAR);
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_int_eq(t.doc->kind, N_MAP);
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);
}
END_TEST

/* DESIGN.md 5: positions count from 1; nodes carry them. */
START_TEST(test_dsgn5_positions_from_one)
{
	static const char yaml[] = "a:\n  bb: [x, \"y\"]\n";
	struct tg	 t;
	struct node	*a, *seq;

	ck_assert_ptr_nonnull(tg_read(&t, yaml));
	ck_assert_int_eq(node_key(t.doc, 0)->pos.line, 1);
	ck_assert_int_eq(node_key(t.doc, 0)->pos.col, 1);
	a = node_get(t.doc, "a");
	ck_assert_int_eq(node_key(a, 0)->pos.line, 2);
	ck_assert_int_eq(node_key(a, 0)->pos.col, 3);
	seq = node_get(a, "bb");
	ck_assert_int_eq(seq->pos.col, 7);
	ck_assert_int_eq(seq->items[0]->pos.col, 8);
	ck_assert_int_eq(seq->items[1]->pos.col, 11);
	ck_assert(!seq->items[0]->quoted);
	ck_assert(seq->items[1]->quoted);
	ck_assert_int_eq(seq->style, S_FLOW);
	ck_assert_int_eq(t.doc->style, S_BLOCK);
	tg_done(&t);
}
END_TEST

/* "KEY: [1, 1, ... 1]\n" of n items (3 bytes each), then tail; the
 * caller frees it. */
static char *
ones(const char *key, size_t n, const char *tail)
{
	char	*yaml = xmalloc(strlen(key) + 3 * n + strlen(tail) + 16);
	size_t	 len = (size_t)sprintf(yaml, "%s: [", key), i;

	for (i = 1; i < n; i++)
		len += (size_t)sprintf(yaml + len, "1, ");
	sprintf(yaml + len, "1]\n%s", tail);
	return yaml;
}

/* Positions are full ints: a column past 65,535 and a line past it are
 * right, not cut to a packed range. */
START_TEST(test_dsgn5_positions_past_16_bits)
{
	struct tg	 t;
	struct node	*doc, *l;
	size_t		 n = 40000;
	char		*tail = xmalloc(70000 + 16), *yaml;

	memset(tail, '\n', 70000);
	strcpy(tail + 70000, "z: end\n");
	yaml = ones("l", n, tail);
	doc = tio_read(&t, yaml, NULL);
	ck_assert_int_eq(t.got, 1);
	l = node_get(doc, "l");
	ck_assert_int_eq(l->n, (int)n);
	/* Item i at column 5 + 3i. */
	ck_assert_int_eq(l->items[n - 1]->pos.line, 1);
	ck_assert_int_eq(l->items[n - 1]->pos.col, (int)(5 + 3 * (n - 1)));
	ck_assert_int_eq(node_get(doc, "z")->pos.line, 70002);
	ck_assert_int_eq(node_key(doc, 1)->pos.line, 70002);
	tg_done(&t);
	free(yaml);
	free(tail);
}
END_TEST

/* ---- x- values and unknown root keys, read with no node inside ---- */

/* DESIGN.md 4 (x- keys carried through untouched): an x- collection is
 * one node holding its text, after as many spaces as its column, and no
 * node inside it. */
START_TEST(test_dsgn4_x_collection_kept_as_text)
{
	struct tg	 t;
	struct node	*doc, *v;

	doc = tio_read(&t, "a: 1\nx-b:\n  c: [1, 2]\n  d: e\nx-s: word\n"
	    "f: {x-g: [h,\n  i]}\n", NULL);
	ck_assert_int_eq(t.got, 1);
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
	tg_done(&t);
}
END_TEST

/* Written back as the tree was: styles, quoting, order (the golden
 * cases gcacw-check/x-raw-* compare whole files with the old reader). */
START_TEST(test_dsgn4_x_collection_written_as_nodes_were)
{
	static const char yaml[] = "x-b:\n  - 'one'\n  - {k: \"1\", j: [yes]}\n"
	    "  -   - deep\n      - |\n        lit\n  - [a,\n   b]\n";
	struct tg	 t;
	struct node	*doc, *tree, whole;
	char		*out, *want;

	doc = tio_read(&t, yaml, NULL);
	ck_assert_int_eq(t.got, 1);
	out = tg_write(doc);
	/* The whole document read into nodes, x- value and all. */
	memset(&whole, 0, sizeof(whole));
	whole.kind = N_RAW;
	whole.str = yaml;
	whole.len = strlen(yaml);
	want = tg_write(yaml_raw_read(&t.a, &whole));
	ck_assert_str_eq(out, want);
	ck_assert_str_eq(out, "x-b:\n- 'one'\n- {k: '1', j: [yes]}\n"
	    "- - deep\n  - 'lit\n\n    '\n- [a, b]\n");
	free(out);
	free(want);
	/* yaml_raw_read() gives the nodes, quoted marks kept. */
	tree = yaml_raw_read(&t.a, node_get(doc, "x-b"));
	ck_assert_int_eq(tree->kind, N_SEQ);
	ck_assert_int_eq(tree->n, 4);
	ck_assert(tree->items[0]->quoted);
	ck_assert_str_eq(node_get(tree->items[1], "k")->str, "1");
	ck_assert_str_eq(tree->items[2]->items[1]->str, "lit\n");
	/* A copy carries its text (load_map copies a hex's x- values). */
	tree = node_copy(&t.a, node_get(doc, "x-b"));
	ck_assert_int_eq(tree->kind, N_RAW);
	ck_assert_str_eq(tree->str, node_get(doc, "x-b")->str);
	ck_assert_ptr_ne(tree->str, node_get(doc, "x-b")->str);
	tg_done(&t);
}
END_TEST

/* libyaml's marks count characters; the text is cut by bytes. */
START_TEST(test_dsgn4_x_collection_after_multibyte_text)
{
	struct tg	 t;
	struct node	*doc;

	doc = tio_read(&t, "\xef\xbb\xbfn: \xc3\xa9\xc3\xa9\r\n"
	    "x-\xc3\xbc: [\xe2\x82\xac,\r\n  2]\r\n", NULL);
	ck_assert_int_eq(t.got, 1);
	/* Column 5: "x-ü: " is five characters, six bytes. */
	ck_assert_str_eq(node_get(doc, "x-\xc3\xbc")->str,
	    "     [\xe2\x82\xac,\r\n  2]");
	tg_done(&t);
}
END_TEST

static const char *const known[] = { "a", "b", NULL };

/* DESIGN.md 4 (an unknown key is an error): the root's keys checked
 * while reading: a collection under an unknown key takes no nodes (the
 * loader refuses the key by name). */
START_TEST(test_dsgn4_unknown_root_key_skipped)
{
	struct tg	 t;
	struct node	*doc, *v;

	doc = tio_read(&t, "a: [1]\nzz: [1, {c: 2}]\nyy: 3\nb: {c: [4]}\n",
	    known);
	ck_assert_int_eq(t.got, 1);
	v = node_get(doc, "zz");
	ck_assert_int_eq(v->kind, N_RAW);
	ck_assert_ptr_null(v->str);
	ck_assert_ptr_null(yaml_raw_read(&t.a, v));
	ck_assert_int_eq(node_get(doc, "yy")->kind, N_SCALAR);
	ck_assert_int_eq(node_get(doc, "a")->kind, N_SEQ);
	ck_assert_int_eq(node_get(doc, "b")->kind, N_MAP);
	/* Only the root's keys: b's c is read as written. */
	ck_assert_int_eq(node_get(node_get(doc, "b"), "c")->kind, N_SEQ);
	tg_done(&t);
}
END_TEST

/* Skipped is still checked: the same words as the tree reader's. */
START_TEST(test_dsgn5_skipped_values_still_checked)
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

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++)
		tio_read_refused(c[i].yaml, known, c[i].at, c[i].path,
		    c[i].msg);
}
END_TEST

/* ---- The budget: what reading takes, against the input's size ---- */

/* yaml is refused with 65, the error saying each of has[0..n). */
static void
over_budget(const char *yaml, const char *const *has, int n)
{
	struct tg	 t;
	const char	*err;
	int		 i;

	ck_assert_ptr_null(tio_read(&t, yaml, NULL));
	ck_assert_int_eq(t.got, -1);
	ck_assert_int_eq(t.d.status, ST_DATA);
	err = tg_errors(&t);
	for (i = 0; i < n; i++)
		ck_assert_msg(strstr(err, has[i]) != NULL, "%s", err);
	tg_done(&t);
}

/* yaml is read, with no error. */
static void
within_budget(const char *yaml)
{
	struct tg t;

	ck_assert_ptr_nonnull(tio_read(&t, yaml, NULL));
	ck_assert_int_eq(t.got, 1);
	ck_assert_int_eq(t.d.status, 0);
	tg_done(&t);
}

/* A document's nodes are held to YAML_TREE_FACTOR halves of the input
 * and YAML_TREE_SLACK; a list that needs more is refused at the item
 * that crosses it, before memory runs away. */
START_TEST(test_dsgn2_tree_budget)
{
	static const char *const has[] = { ": a[",
	    "too many values for the input's size" };
	size_t	 n = YAML_TREE_SLACK / 16;
	char	*yaml = ones("a", n + 1, "");

	/* 3 bytes an item, over 40 bytes of node. */
	over_budget(yaml, has, 2);
	free(yaml);
	/* The same items under an x- key take no nodes: read. */
	yaml = ones("x-a", n + 1, "");
	within_budget(yaml);
	free(yaml);
}
END_TEST

/* The budget is 2.5 times the input and 8 MB, so that a tool stays
 * within 4 times its input; a list past it is refused with 65 at the
 * item that crosses it. */
START_TEST(test_dsgn2_budget_two_and_a_half_times_input)
{
	/*
	 * The item that crosses: the budget is 900004 / 2 * 5 + 8 MiB =
	 * 10638618 bytes; the root, its key `a` (and its text, 2 bytes)
	 * and the list take 122, each item 40 (24 a node, 8 on the
	 * reader's stack, 8 among the list's items; its text "1" is copied
	 * once, 2 bytes): items 0 to 265961 fit.
	 */
	static const char *const has[] = {
		"too many values for the input's size: read, they would take "
		"over 10 MB (2.5 times its 900004 bytes, and 8 MB)",
		"a[265962]",
	};
	size_t	 n = 300000;
	char	*yaml = ones("a", n, "");

	/* 3 bytes an item, 40 bytes read: 900,004 bytes of input, 12 MB. */
	over_budget(yaml, has, 2);
	free(yaml);
	/* A third of it is read. */
	yaml = ones("a", n / 3, "");
	within_budget(yaml);
	free(yaml);
}
END_TEST

/* A short text is kept once a document; other texts stay apart, and a
 * long one is its own copy (DESIGN.md 2: a campaign's names repeat). */
START_TEST(test_dsgn2_short_texts_shared)
{
	struct tg	 t;
	struct node	*l;

	l = tio_read(&t, "- {op: march, turn: 1}\n"
	    "- {op: combat, turn: 1}\n"
	    "- {op: march, turn: 2, x: a text longer than sixteen}\n"
	    "- {op: \"march\", y: a text longer than sixteen}\n", NULL);
	ck_assert_int_eq(t.got, 1);
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
	tg_done(&t);
}
END_TEST

/* Texts kept in one document are not handed to the next, which may be
 * in another arena. */
START_TEST(test_dsgn2_shared_texts_per_document)
{
	static const char yaml[] = "a: word\n---\na: word\n";
	struct tg	 t;
	struct arena	 a2;
	struct node	*d2 = NULL;
	const char	*p;

	memset(&a2, 0, sizeof(a2));
	tg_open(&t, yaml, strlen(yaml));
	ck_assert_int_eq(tg_next(&t), 1);
	p = node_get(t.doc, "a")->str;
	ck_assert_int_eq(yaml_reader_next(t.r, &a2, &t.d, &d2), 1);
	ck_assert_ptr_ne(node_get(d2, "a")->str, p);
	ck_assert_str_eq(node_get(d2, "a")->str, "word");
	tg_done(&t);
	arena_free(&a2);
}
END_TEST

CHECK_TESTS_TIMEOUT(yaml_read, 60)
