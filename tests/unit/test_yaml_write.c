/*
 * test_yaml_write.c — the YAML writer (lib/yaml/yaml_write.c, yamlio.h)
 * as the game file needs it (DESIGN.md section 4): its output reads back
 * as the same strings, strings another YAML reader would type are
 * quoted, what was quoted stays quoted, UTF-8 stays as it is, lines are
 * not wrapped, and documents follow one another after "---".
 */
#include <string.h>

#include "check_main.h"
#include "fixture_io.h"

/* Each test's nodes, freed after it. */
static struct arena *const	a = &tio_arena;

/* Write one scalar node as the value of key v; return the text. */
static char *
write_scalar(struct node *val)
{
	struct node *m = node_map(a, S_BLOCK);

	node_set(a, m, "v", val);
	return tg_write(m);
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

/* val is written as want, to the byte. */
static void
written_as(struct node *val, const char *want)
{
	char *out = write_scalar(val);

	ck_assert_str_eq(out, want);
	free(out);
}

/* val is written as s quoted, single or double. */
static void
written_quoted(struct node *val, const char *s)
{
	char *out = write_scalar(val);

	ck_assert_msg(quoted_as(out, s), "'%s' written as %s", s, out);
	free(out);
}

/* Write a scalar and read it back: the same string, as a string. */
static void
round_trip(const char *s)
{
	struct tg	 t;
	char		*out;
	struct node	*v;

	out = write_scalar(node_scalar(a, s));
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
}

/* DESIGN.md 4: strings that look like numbers, booleans or null are
 * quoted so other YAML readers keep them as text ("4610", not 4610). */
START_TEST(test_dsgn4_writer_quotes_typed_looking_strings)
{
	static const char *const typed[] = { "4610", "yes", "1.5", "no",
	    "true", "False", "null", "~", "", "on", "OFF", "0", "-1", "+2",
	    ".5", "1e3", "0x1F", "12:30", ".inf", "Y", "n" };
	size_t i;

	for (i = 0; i < sizeof(typed) / sizeof(typed[0]); i++) {
		written_quoted(node_scalar(a, typed[i]), typed[i]);
		round_trip(typed[i]);
	}
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
	size_t i;

	for (i = 0; i < sizeof(w) / sizeof(w[0]); i++) {
		written_as(node_scalar(a, w[i].s), w[i].want);
		round_trip(w[i].s);
	}
	/* Numbers and booleans the model writes are plain (S_PLAIN). */
	written_as(node_int(a, 4610), "v: 4610\n");
	written_as(node_bool(a, false), "v: false\n");
	written_as(node_half(a, 5), "v: 2.5\n");
	/* And a word asked for quoted is quoted. */
	written_quoted(node_quoted(a, "Brown"), "Brown");
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
	written_as(node_scalar(a, "½"), "v: ½\n");
	written_quoted(node_quoted(a, "3½"), "3½");
	written_as(node_scalar(a, "Snicker’s Ferry — ≤ -8"),
	    "v: Snicker’s Ferry — ≤ -8\n");
}
END_TEST

/* Long flow lines are not wrapped: a line-based diff stays readable. */
START_TEST(test_dsgn4_writer_does_not_wrap)
{
	struct node	*m, *seq, *fm;
	char		*out, word[32], longtext[1200];
	int		 i;

	m = node_map(a, S_BLOCK);
	seq = node_seq(a, S_FLOW);
	for (i = 0; i < 300; i++) {
		snprintf(word, sizeof(word), "N%04d", 1000 + i);
		node_push(a, seq, node_scalar(a, word));
	}
	node_set(a, m, "list", seq);
	fm = node_map(a, S_FLOW);
	for (i = 0; i < 100; i++) {
		snprintf(word, sizeof(word), "key%d", i);
		node_set(a, fm, word, node_scalar(a, "some words here"));
	}
	node_set(a, m, "map", fm);
	longtext[0] = '\0';
	for (i = 0; i < 100; i++)
		strcat(longtext, "word word ");
	node_set(a, m, "text", node_scalar(a, longtext));
	node_set(a, m, "quoted", node_quoted(a, longtext));
	out = tg_write(m);
	/* Four keys, four lines. */
	ck_assert_int_eq(tg_nlines(out), 4);
	ck_assert_ptr_nonnull(strstr(out, "N1000, N1001,"));
	free(out);
}
END_TEST

/* yaml_write appends documents; "---" separates them. */
START_TEST(test_dsgn4_writer_stream_of_documents)
{
	struct outbuf	 o;
	struct node	*m[2];
	struct tg	 t;
	int		 i;

	memset(&o, 0, sizeof(o));
	for (i = 0; i < 2; i++) {
		m[i] = node_map(a, S_BLOCK);
		node_set(a, m[i], "doc", node_int(a, i + 1));
		yaml_write(&o, m[i]);
	}
	outbuf_add(&o, "", 1);
	ck_assert_str_eq(o.data, "doc: 1\n---\ndoc: 2\n");
	tg_open(&t, o.data, o.len - 1);
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_str_eq(node_get(t.doc, "doc")->str, "1");
	ck_assert_int_eq(tg_next(&t), 1);
	ck_assert_str_eq(node_get(t.doc, "doc")->str, "2");
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);
	outbuf_free(&o);
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

CHECK_SUITE(yaml_write, tio_arena_setup, tio_arena_teardown, 0,
    CHECK_NO_LOOPS)
