/*
 * test_yamlio.c — the YAML layer (DESIGN.md sections 4 and 5): hostile
 * input refused with status 65 and a position, documents read in order,
 * and a writer whose output reads back as the same strings.
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"

/* Read the first document of yaml; expect it refused with one line. */
static void
refused(const char *yaml, const char *at, const char *path, const char *msg)
{
	struct tg	 t;
	char		 want[2048];

	snprintf(want, sizeof(want), "%s", tg_line(yaml, at, path, "%s", msg));
	ck_assert_ptr_null(tg_read(&t, yaml));
	ck_assert_int_eq(t.got, -1);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_str_eq(tg_errors(&t), want);
	/* After an error the stream is over. */
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);
}

static const char ANCHORS[] =
    "YAML anchors and aliases are not allowed in a game file";

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

	/* Two keys repeated (issue 16: found by hash, not by sorting): the
	 * first in byte order is reported, at its second place, as sorting
	 * reported it, though zz repeats first. */
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
		/* Issue 9: a tab in the indentation is named as one. */
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
 * Issue 15: the reader knows the stream has ended as soon as it has read
 * its last document (yaml_reader_ended), so that the tools free the input
 * before they write; a document with another after it is not the end.
 * The input is overwritten there, as a tool that freed it would: the
 * reader must not read it again (ASan in make SAN=1 check).
 */
START_TEST(test_iss15_stream_ended_after_last_document)
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
 * Issue 15: the error after a good document, met when the reader looks
 * past that document's end, is reported by the next call, after the
 * caller has ruled on the document (the tools' messages keep their
 * order), and the stream has not ended.
 */
START_TEST(test_iss15_error_after_document_reported_next)
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

/* Write one scalar node as the value of key v; return the text. */
static char *
write_scalar(struct node *val)
{
	struct arena	 a;
	struct node	*m;
	char		*out;

	memset(&a, 0, sizeof(a));
	m = node_map(&a, S_BLOCK);
	node_set(&a, m, "v", val);
	out = tg_write(m);
	arena_free(&a);
	return out;
}

/* Write a scalar and read it back: the same string, as a string. */
static void
round_trip(const char *s)
{
	struct arena	 a;
	struct tg	 t;
	char		*out;
	struct node	*v;

	memset(&a, 0, sizeof(a));
	out = write_scalar(node_scalar(&a, s));
	ck_assert_ptr_nonnull(tg_read(&t, out));
	v = node_get(t.doc, "v");
	ck_assert_ptr_nonnull(v);
	ck_assert_int_eq(v->kind, N_SCALAR);
	ck_assert_msg(strcmp(v->str, s) == 0, "'%s' came back as '%s'", s,
	    v->str);
	/* A string that a reader would type is written quoted. */
	if (yaml_plain_is_typed(s, strlen(s)))
		ck_assert_msg(v->quoted, "'%s' written plain: %s", s, out);
	tg_done(&t);
	free(out);
	arena_free(&a);
}

/* Is out "v: " then s in single or double quotes? */
static bool
quoted_as(const char *out, const char *s)
{
	char sq[256], dq[256];

	snprintf(sq, sizeof(sq), "v: '%s'\n", s);
	snprintf(dq, sizeof(dq), "v: \"%s\"\n", s);
	return strcmp(out, sq) == 0 || strcmp(out, dq) == 0;
}

/* DESIGN.md 4: strings that look like numbers, booleans or null are
 * quoted so other YAML readers keep them as text ("4610", not 4610). */
START_TEST(test_dsgn4_writer_quotes_typed_looking_strings)
{
	static const char *const typed[] = { "4610", "yes", "1.5", "no",
	    "true", "False", "null", "~", "", "on", "OFF", "0", "-1", "+2",
	    ".5", "1e3", "0x1F", "12:30", ".inf", "Y", "n" };
	struct arena	a;
	size_t		i;
	char		*out;

	memset(&a, 0, sizeof(a));
	for (i = 0; i < sizeof(typed) / sizeof(typed[0]); i++) {
		out = write_scalar(node_scalar(&a, typed[i]));
		ck_assert_msg(quoted_as(out, typed[i]), "'%s' written as %s",
		    typed[i], out);
		free(out);
		round_trip(typed[i]);
	}
	arena_free(&a);
}
END_TEST

START_TEST(test_dsgn4_writer_plain_words_stay_plain)
{
	static const struct {
		const char *s, *want;
	} w[] = {
		{ "Brown", "v: Brown\n" },
		{ "kernstown", "v: kernstown\n" },
		{ "A.P. Hill", "v: A.P. Hill\n" },
		{ "2 PHB", "v: 2 PHB\n" },
		{ "N3333", "v: N3333\n" },
		{ "N3333/N3334", "v: N3333/N3334\n" },
		{ "minor-river", "v: minor-river\n" },
		{ "1Dr", "v: 1Dr\n" },
		{ "fa", "v: fa\n" },
	};
	struct arena	a;
	size_t		i;
	char		*out;

	memset(&a, 0, sizeof(a));
	for (i = 0; i < sizeof(w) / sizeof(w[0]); i++) {
		out = write_scalar(node_scalar(&a, w[i].s));
		ck_assert_str_eq(out, w[i].want);
		free(out);
		round_trip(w[i].s);
	}
	/* Numbers and booleans the model writes are plain (S_PLAIN). */
	out = write_scalar(node_int(&a, 4610));
	ck_assert_str_eq(out, "v: 4610\n");
	free(out);
	out = write_scalar(node_bool(&a, false));
	ck_assert_str_eq(out, "v: false\n");
	free(out);
	out = write_scalar(node_half(&a, 5));
	ck_assert_str_eq(out, "v: 2.5\n");
	free(out);
	/* And a word asked for quoted is quoted. */
	out = write_scalar(node_quoted(&a, "Brown"));
	ck_assert_msg(quoted_as(out, "Brown"), "%s", out);
	free(out);
	arena_free(&a);
}
END_TEST

/* Strings libyaml cannot write plain come back unchanged anyway. */
START_TEST(test_dsgn4_writer_round_trips_awkward_strings)
{
	static const char *const s[] = { "a: b", "- item", "#hash",
	    " lead", "trail ", "x #y", "[x]", "{x}", "it's", "say \"hi\"",
	    "back\\slash", "two\nlines", "tab\there", "-", "?", ":", "*x",
	    "&x", "!tag", "%p", "@at", "`tick", "|", ">", "1/2", "3½", "½",
	    "≤ -8", "R*", "+2†", "x-note" };
	size_t i;

	for (i = 0; i < sizeof(s) / sizeof(s[0]); i++)
		round_trip(s[i]);
}
END_TEST

/* What was quoted in the input stays quoted in the output, and what
 * was plain stays plain. */
START_TEST(test_dsgn4_writer_quoted_input_stays_quoted)
{
	static const char yaml[] = "a: \"word\"\nb: 'single'\nc: plain\n"
	    "d: \"4610\"\ne: [\"x\", y]\n";
	struct tg	 t, back;
	char		*out, *again;
	struct node	*e;

	ck_assert_ptr_nonnull(tg_read(&t, yaml));
	out = tg_write(t.doc);
	ck_assert_ptr_nonnull(strstr(out, "c: plain\n"));
	ck_assert_ptr_nonnull(tg_read(&back, out));
	ck_assert(node_get(back.doc, "a")->quoted);
	ck_assert_str_eq(node_get(back.doc, "a")->str, "word");
	ck_assert(node_get(back.doc, "b")->quoted);
	ck_assert_str_eq(node_get(back.doc, "b")->str, "single");
	ck_assert(!node_get(back.doc, "c")->quoted);
	ck_assert(node_get(back.doc, "d")->quoted);
	ck_assert_str_eq(node_get(back.doc, "d")->str, "4610");
	e = node_get(back.doc, "e");
	ck_assert_int_eq(e->style, S_FLOW);
	ck_assert(e->items[0]->quoted);
	ck_assert(!e->items[1]->quoted);
	/* Written again, the same text: a fixed point. */
	again = tg_write(back.doc);
	ck_assert_str_eq(again, out);
	free(again);
	free(out);
	tg_done(&back);
	tg_done(&t);
}
END_TEST

/* ½ (7.2) and other non-ASCII text are written as UTF-8, not escaped. */
START_TEST(test_dsgn4_writer_keeps_unicode)
{
	struct arena	 a;
	char		*out;

	memset(&a, 0, sizeof(a));
	out = write_scalar(node_scalar(&a, "½"));
	ck_assert_str_eq(out, "v: ½\n");
	free(out);
	out = write_scalar(node_quoted(&a, "3½"));
	ck_assert_msg(quoted_as(out, "3½"), "%s", out);
	free(out);
	out = write_scalar(node_scalar(&a, "Snicker’s Ferry — ≤ -8"));
	ck_assert_str_eq(out, "v: Snicker’s Ferry — ≤ -8\n");
	free(out);
	arena_free(&a);
}
END_TEST

/* Long flow lines are not wrapped: a line-based diff stays readable. */
START_TEST(test_dsgn4_writer_does_not_wrap)
{
	struct arena	 a;
	struct node	*m, *seq, *fm;
	char		*out, word[32], longtext[1200];
	int		 i;

	memset(&a, 0, sizeof(a));
	m = node_map(&a, S_BLOCK);
	seq = node_seq(&a, S_FLOW);
	for (i = 0; i < 300; i++) {
		snprintf(word, sizeof(word), "N%04d", 1000 + i);
		node_push(&a, seq, node_scalar(&a, word));
	}
	node_set(&a, m, "list", seq);
	fm = node_map(&a, S_FLOW);
	for (i = 0; i < 100; i++) {
		snprintf(word, sizeof(word), "key%d", i);
		node_set(&a, fm, word, node_scalar(&a, "some words here"));
	}
	node_set(&a, m, "map", fm);
	longtext[0] = '\0';
	for (i = 0; i < 100; i++)
		strcat(longtext, "word word ");
	node_set(&a, m, "text", node_scalar(&a, longtext));
	node_set(&a, m, "quoted", node_quoted(&a, longtext));
	out = tg_write(m);
	/* Four keys, four lines. */
	ck_assert_int_eq(tg_nlines(out), 4);
	ck_assert_ptr_nonnull(strstr(out, "N1000, N1001,"));
	free(out);
	arena_free(&a);
}
END_TEST

/* yaml_write appends documents; "---" separates them. */
START_TEST(test_dsgn4_writer_stream_of_documents)
{
	struct arena	 a;
	struct outbuf	 o;
	struct node	*m1, *m2;
	struct tg	 t;

	memset(&a, 0, sizeof(a));
	memset(&o, 0, sizeof(o));
	m1 = node_map(&a, S_BLOCK);
	node_set(&a, m1, "doc", node_int(&a, 1));
	m2 = node_map(&a, S_BLOCK);
	node_set(&a, m2, "doc", node_int(&a, 2));
	yaml_write(&o, m1);
	yaml_write(&o, m2);
	o.data = xrealloc(o.data, o.len + 1);
	o.data[o.len] = '\0';
	ck_assert_str_eq(o.data, "doc: 1\n---\ndoc: 2\n");
	tg_open(&t, o.data, o.len);
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_str_eq(node_get(t.doc, "doc")->str, "1");
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_str_eq(node_get(t.doc, "doc")->str, "2");
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);
	free(o.data);
	arena_free(&a);
}
END_TEST

/* yamlio.h: would a plain scalar read back as other than a string? */
START_TEST(test_dsgn4_plain_is_typed)
{
	static const char *const typed[] = {
		"", "~", "null", "Null", "NULL", "true", "True", "TRUE",
		"false", "False", "FALSE", "yes", "Yes", "YES", "no", "No",
		"NO", "y", "Y", "n", "N", "on", "On", "ON", "off", "Off",
		"OFF", "0", "7", "4610", "-1", "+1", "1.5", ".5", "-2.5",
		"1e3", "1E-3", "0x1F", "0o17", "1_000", "12:30:00", ".inf",
		"-.inf", "+.inf", ".nan", ".NaN", "<<", "=",
	};
	static const char *const text[] = {
		"Brown", "clear", "N3333", "N3333/N3334", "A.P. Hill",
		"2 PHB", "1Dr", "fa", "-", "x-note", "yesterday", "nope",
		"tRUE", "Yes!", "N2", "½", "3½", "kernstown", "usa", "csa",
		"4610 ",
	};
	size_t i;

	for (i = 0; i < sizeof(typed) / sizeof(typed[0]); i++)
		ck_assert_msg(yaml_plain_is_typed(typed[i], strlen(typed[i])),
		    "'%s' should be typed", typed[i]);
	for (i = 0; i < sizeof(text) / sizeof(text[0]); i++)
		ck_assert_msg(!yaml_plain_is_typed(text[i], strlen(text[i])),
		    "'%s' should be text", text[i]);
	/* The length is honoured: "4610abc" cut to 4 is a number. */
	ck_assert(yaml_plain_is_typed("4610abc", 4));
	ck_assert(yaml_plain_is_typed("yesterday", 3));
}
END_TEST

static Suite *
yamlio_suite(void)
{
	Suite	*s = suite_create("yamlio");
	TCase	*tc = tcase_create("yamlio");

	tcase_add_test(tc, test_dsgn5_alias_refused);
	tcase_add_test(tc, test_iss15_stream_ended_after_last_document);
	tcase_add_test(tc, test_iss15_error_after_document_reported_next);
	tcase_add_test(tc, test_dsgn5_anchor_refused);
	tcase_add_test(tc, test_dsgn5_nesting_64_accepted);
	tcase_add_test(tc, test_dsgn5_nesting_65_refused);
	tcase_add_test(tc, test_dsgn5_nesting_block_mappings);
	tcase_add_test(tc, test_dsgn5_duplicate_key_refused);
	tcase_add_test(tc, test_dsgn5_duplicate_key_in_big_map);
	tcase_add_test(tc, test_dsgn5_non_scalar_key_refused);
	tcase_add_test(tc, test_dsgn5_malformed_yaml_reports_problem);
	tcase_add_test(tc, test_dsgn4_multi_document_in_order);
	tcase_add_test(tc, test_dsgn4_multi_document_error_in_second);
	tcase_add_test(tc, test_dsgn4_empty_document);
	tcase_add_test(tc, test_dsgn5_positions_from_one);
	tcase_add_test(tc, test_dsgn4_writer_quotes_typed_looking_strings);
	tcase_add_test(tc, test_dsgn4_writer_plain_words_stay_plain);
	tcase_add_test(tc, test_dsgn4_writer_round_trips_awkward_strings);
	tcase_add_test(tc, test_dsgn4_writer_quoted_input_stays_quoted);
	tcase_add_test(tc, test_dsgn4_writer_keeps_unicode);
	tcase_add_test(tc, test_dsgn4_writer_does_not_wrap);
	tcase_add_test(tc, test_dsgn4_writer_stream_of_documents);
	tcase_add_test(tc, test_dsgn4_plain_is_typed);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(yamlio_suite)
