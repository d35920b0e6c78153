/*
 * test_capture.c — map.hexes and map.hexsides loaded as the document is
 * read, pair by pair, with no tree of nodes, for speed (DESIGN.md section
 * 2, Scale), and what that rests on: errors held and said later in their
 * order (diag_hold, DESIGN.md section 5), an arena handed over whole
 * (arena_join), a table whose slots live in an arena, and the reader's
 * capture of a mapping pair by pair with its own checks.  The loader's
 * answers must be the tree loader's, word for word: the golden cases
 * gcacw-check/loaded-as-read-* hold what the tree loader said; here each
 * piece is checked on its own.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "check_main.h"
#include "cli.h"
#include "diag.h"
#include "emit.h"
#include "item.h"
#include "load.h"
#include "node.h"
#include "table.h"
#include "yamlio.h"

/* A diag writing to a memory stream. */
struct memdiag {
	struct diag	 d;
	char		*buf;
	size_t		 len;
};

static void
memdiag_open(struct memdiag *m, int max)
{
	memset(m, 0, sizeof(*m));
	diag_init(&m->d, "gcacw-check", NULL);
	m->d.out = open_memstream(&m->buf, &m->len);
	ck_assert_ptr_nonnull(m->d.out);
	m->d.max = max;
}

static const char *
memdiag_text(struct memdiag *m)
{
	fflush(m->d.out);
	return m->buf;
}

static void
memdiag_close(struct memdiag *m)
{
	fclose(m->d.out);
	free(m->buf);
}

/* The tool says an error of its own at `at`, then the held ones: what
 * was said. */
static const char *
said_with_held(struct memdiag *m, struct diag *held, struct pos at,
    const char *path, const char *msg)
{
	diag_error(&m->d, ST_DATA, at, path, "%s", msg);
	diag_replay(&m->d, held);
	return memdiag_text(m);
}

START_TEST(test_dsgn5_held_errors_said_in_order_when_replayed)
{
	struct memdiag	m;
	struct diag	held;

	memdiag_open(&m, 0);
	diag_hold(&held, &m.d);
	diag_error(&held, ST_DATA, (struct pos){ 5, 3 }, "map.hexes.N0101",
	    "first %d", 1);
	diag_error(&held, ST_DATA, (struct pos){ 0, 0 }, NULL, "second");
	/* Nothing said yet, and the tool's diag is untouched. */
	ck_assert_str_eq(memdiag_text(&m), "");
	ck_assert_int_eq(m.d.count, 0);
	ck_assert_int_eq(held.count, 2);
	ck_assert_int_eq(held.status, ST_DATA);
	ck_assert_str_eq(said_with_held(&m, &held, (struct pos){ 2, 1 },
	    "turn", "before"),
	    "gcacw-check: <stdin>:2:1: turn: before\n"
	    "gcacw-check: <stdin>:5:3: map.hexes.N0101: first 1\n"
	    "gcacw-check: <stdin>: second\n");
	ck_assert_int_eq(m.d.count, 3);
	ck_assert_int_eq(m.d.status, ST_DATA);
	ck_assert_ptr_null(held.held);		/* replayed once */
	diag_replay(&m.d, &held);		/* a second time: nothing */
	ck_assert_int_eq(m.d.count, 3);
	memdiag_close(&m);
}
END_TEST

START_TEST(test_dsgn5_held_errors_keep_the_printing_limit)
{
	struct memdiag	m;
	struct diag	held;
	int		i;

	/* gcacw-check prints 20 lines and counts the rest; held errors
	 * past the limit are only counted, then counted where said. */
	memdiag_open(&m, 3);
	diag_hold(&held, &m.d);
	for (i = 0; i < 5; i++) {
		ck_assert_int_eq(diag_full(&held), i >= 3);
		diag_error(&held, ST_DATA, (struct pos){ i + 1, 1 }, NULL,
		    "e%d", i);
	}
	ck_assert_str_eq(said_with_held(&m, &held, (struct pos){ 1, 1 },
	    NULL, "first"),
	    "gcacw-check: <stdin>:1:1: first\n"
	    "gcacw-check: <stdin>:1:1: e0\n"
	    "gcacw-check: <stdin>:2:1: e1\n");
	ck_assert_int_eq(m.d.count, 6);
	memdiag_close(&m);
}
END_TEST

START_TEST(test_dsgn5_held_errors_dropped_unsaid)
{
	struct memdiag	m;
	struct diag	held;

	memdiag_open(&m, 0);
	diag_hold(&held, &m.d);
	diag_error(&held, ST_DATA, (struct pos){ 1, 1 }, "x", "never said");
	diag_drop(&held);
	diag_drop(&held);			/* twice is harmless */
	ck_assert_str_eq(memdiag_text(&m), "");
	ck_assert_int_eq(m.d.status, 0);
	memdiag_close(&m);
}
END_TEST

START_TEST(test_dsgn2_arena_join_keeps_both)
{
	struct arena	 a, b;
	char		*x, *y;
	size_t		 used;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	arena_join(&a, &b);			/* nothing to hand over */
	ck_assert_ptr_null(a.head);
	y = arena_strdup(&b, "Winchester");
	arena_join(&a, &b);			/* into an empty arena */
	ck_assert_ptr_null(b.head);
	ck_assert_str_eq(y, "Winchester");
	x = arena_strdup(&a, "Kernstown");
	y = arena_strdup(&b, "Front Royal");
	used = a.used + b.used;
	arena_join(&a, &b);
	ck_assert_uint_eq(a.used, used);
	ck_assert_uint_eq(b.used, 0);
	ck_assert_str_eq(x, "Kernstown");
	ck_assert_str_eq(y, "Front Royal");
	/* Allocations go on in a's own block. */
	ck_assert_str_eq(arena_strdup(&a, "Strasburg"), "Strasburg");
	arena_free(&a);				/* frees both: ASan checks */
}
END_TEST

START_TEST(test_dsgn2_arena_reset_and_big_start)
{
	struct arena	 a;
	char		*p, *q;

	memset(&a, 0, sizeof(a));
	p = arena_strdup(&a, "one pair");
	arena_reset(&a);
	ck_assert_uint_eq(a.used, 0);
	q = arena_strdup(&a, "the next");
	ck_assert_ptr_eq(p, q);			/* the same memory again */
	arena_free(&a);
	arena_start_big(&a);
	ck_assert_ptr_nonnull(a.head);
	p = arena_alloc(&a, (size_t)1 << 20);	/* fits the first block */
	q = arena_alloc(&a, 16);
	ck_assert_ptr_eq(q, p + ((size_t)1 << 20));
	arena_start_big(&a);			/* started already: no-op */
	ck_assert_ptr_eq(arena_alloc(&a, 16), q + 16);
	arena_free(&a);
}
END_TEST

START_TEST(test_dsgn2_table_slots_in_an_arena)
{
	struct arena	a;
	struct table	t;
	uint64_t	k;

	memset(&a, 0, sizeof(a));
	memset(&t, 0, sizeof(t));
	table_reserve_in(&t, 100, &a);
	ck_assert(t.borrowed);
	for (k = 1; k <= 100; k++)
		table_put(&t, k * 7, (int)k);
	ck_assert(t.borrowed);			/* no growth: sized once */
	for (k = 1; k <= 300; k++)		/* past it: the table's own */
		table_put(&t, k * 7, (int)k);
	ck_assert(!t.borrowed);
	for (k = 1; k <= 300; k++)
		ck_assert_int_eq(table_get(&t, k * 7), (int)k);
	table_free(&t);			/* frees its own, not the arena's */
	table_reserve_in(&t, 10, &a);
	table_free(&t);			/* arena slots: not freed here */
	arena_free(&a);
}
END_TEST

/* What a capture was given. */
struct seen {
	int		 begins, pairs;
	size_t		 npairs, nroot;
	char		 keys[256];
	char		 items[512];
	struct node	*stand;
};

static struct node *
seen_begin(void *arg, struct arena *a, struct node *const *root,
    size_t nroot, struct pos at, size_t npairs)
{
	struct seen *s = arg;

	(void)root;
	(void)at;
	s->begins++;
	s->nroot = nroot;
	s->npairs = npairs;
	s->stand = node_scalar(a, "captured");
	return s->stand;
}

/* Each pair's key, then = for a scalar value, + for another, and what
 * its items were: (n end) of each collection, q of a quoted scalar. */
static void
seen_pair(void *arg, const struct item *it, size_t n)
{
	struct seen	*s = arg;
	size_t		 i, len;

	s->pairs++;
	ck_assert_int_eq(it[0].kind, N_SCALAR);
	ck_assert_uint_eq(it[0].end, 1);
	ck_assert_uint_eq(it[1].end, n);	/* the value ends the pair */
	strcat(s->keys, it[0].str);
	strcat(s->keys, it[1].kind == N_SCALAR ? "=" : "+");
	for (i = 1; i < n; i++) {
		len = strlen(s->items);
		if (it[i].kind == N_SCALAR) {
			ck_assert_uint_eq(it[i].end, i + 1);
			ck_assert_uint_eq(strlen(it[i].str), it[i].len);
			snprintf(s->items + len, sizeof(s->items) - len, "%s%s ",
			    it[i].style == S_QUOTED ? "q" : "", it[i].str);
		} else
			snprintf(s->items + len, sizeof(s->items) - len,
			    "%s%s(%d %zu) ", it[i].kind == N_MAP ? "map" : "seq",
			    it[i].style == S_FLOW ? "f" : "b", it[i].n,
			    it[i].end);
	}
	len = strlen(s->items);
	snprintf(s->items + len, sizeof(s->items) - len, "| ");
}

/* A document read with a capture of map.hexes: what the capture was
 * given, the document, its arena and what the reader said. */
struct capread {
	struct memdiag	 m;
	struct seen	 s;
	struct node	*doc;
	struct arena	 a;
};

/* Reads text afresh; the reader's status.  capread_done() frees it. */
static int
capread(struct capread *c, const char *text)
{
	struct yaml_reader		*r = yaml_reader_new(text,
					    strlen(text));
	const struct yaml_capture	 cap = { "map", "hexes",
					    seen_begin, seen_pair, &c->s };
	int				 got;

	memset(c, 0, sizeof(*c));
	memdiag_open(&c->m, 0);
	yaml_reader_capture(r, &cap, 1);
	got = yaml_reader_next(r, &c->a, &c->m.d, &c->doc);
	yaml_reader_free(r);
	return got;
}

static void
capread_done(struct capread *c)
{
	arena_free(&c->a);
	memdiag_close(&c->m);
}

START_TEST(test_dsgn2_reader_hands_over_the_pairs)
{
	struct capread	 c;
	struct node	*map;

	ck_assert_int_eq(capread(&c, "game: siv\nturn: 3\nmap:\n"
	    "  terrain: clear\n  hexes:\n    N0101: clear\n"
	    "    # a comment\n\n    N0102: {terrain: woods}\n"
	    "    N0103:\n      terrain: hill\n  hexsides: {}\n"), 1);
	ck_assert_int_eq(c.s.begins, 1);
	ck_assert_uint_eq(c.s.nroot, 4);	/* game, turn: pairs so far */
	ck_assert_uint_eq(c.s.npairs, 3);	/* the reader's guess */
	ck_assert_int_eq(c.s.pairs, 3);
	ck_assert_str_eq(c.s.keys, "N0101=N0102+N0103+");
	map = node_get(c.doc, "map");
	ck_assert_ptr_eq(node_get(map, "hexes"), c.s.stand);
	ck_assert_ptr_nonnull(node_get(map, "hexsides"));	/* not asked */
	ck_assert_str_eq(memdiag_text(&c.m), "");
	capread_done(&c);
	/* A flow mapping: pairs handed over, no guess. */
	ck_assert_int_eq(capread(&c, "map: {hexes: {N0101: clear, "
	    "N0102: [ford]}}\n"), 1);
	ck_assert_uint_eq(c.s.npairs, 0);
	ck_assert_str_eq(c.s.keys, "N0101=N0102+");
	capread_done(&c);
	/* Elsewhere than map.hexes: read as a tree. */
	ck_assert_int_eq(capread(&c, "units:\n  hexes: {a: 1}\n"
	    "hexes: {b: 2}\n"), 1);
	ck_assert_int_eq(c.s.begins, 0);
	capread_done(&c);
}
END_TEST

START_TEST(test_dsgn5_reader_checks_captured_keys)
{
	struct capread c;

	/* A repeated key, quoted once: in a small mapping the first key
	 * that repeats an earlier one, as for any mapping read as a tree
	 * (the capture once took the big mappings' rule for every size). */
	ck_assert_int_eq(capread(&c, "map:\n  hexes:\n    N0103: a\n"
	    "    'N0102': b\n    N0103: c\n    N0102: d\n"), -1);
	ck_assert_str_eq(memdiag_text(&c.m), "gcacw-check: <stdin>:5:5: "
	    "map.hexes.N0103: duplicate key (first at line 3)\n");
	ck_assert_ptr_null(c.doc);
	capread_done(&c);
	ck_assert_int_eq(capread(&c, "map:\n  hexes:\n    [a]: b\n"), -1);
	ck_assert_str_eq(memdiag_text(&c.m), "gcacw-check: <stdin>:3:5: "
	    "map.hexes: mapping keys must be plain words\n");
	capread_done(&c);
}
END_TEST

/*
 * A document loaded as the tools load it (the capture), or as a tree
 * (game_load): what was said and what is written back.
 */
static char *
load_text(const char *text, bool capture, struct memdiag *m)
{
	struct yaml_reader	*r = yaml_reader_new(text, strlen(text));
	struct load_capture	*lc = load_capture_new(&m->d);
	struct yaml_capture	 caps[2];
	struct outbuf		 out;
	struct arena		 a;
	struct node		*doc;
	struct game		*g;

	memset(&out, 0, sizeof(out));
	memset(&a, 0, sizeof(a));
	if (capture) {
		cli_map_captures(caps, lc);
		yaml_reader_capture(r, caps, 2);
	}
	if (yaml_reader_next(r, &a, &m->d, &doc) > 0 &&
	    (g = game_load_captured(&m->d, &a, doc, NULL, 0,
	    capture ? lc : NULL)) != NULL) {
		yaml_write(&out, game_emit(g));
		game_free(g);
	}
	outbuf_add(&out, "", 1);
	load_capture_free(lc);
	arena_free(&a);
	yaml_reader_free(r);
	return out.data;
}

/* The capture's words and output are the tree loader's, to the byte. */
static void
both_ways(const char *map, bool valid)
{
	struct memdiag	 tree, cap;
	char		*text, *t, *c;
	size_t		 len = strlen(map) + 64;

	text = malloc(len);
	ck_assert_ptr_nonnull(text);
	snprintf(text, len, "gcacw: 1\ngame: siv\nturn: 1\nmap:\n%s", map);
	memdiag_open(&tree, 0);
	memdiag_open(&cap, 0);
	t = load_text(text, false, &tree);
	c = load_text(text, true, &cap);
	ck_assert_msg(strcmp(memdiag_text(&tree), memdiag_text(&cap)) == 0,
	    "%s\ntree:\n%s\ncapture:\n%s", text, memdiag_text(&tree),
	    memdiag_text(&cap));
	ck_assert_str_eq(c, t);
	/* A sound document is written, a broken one is not. */
	ck_assert_msg((t[0] != '\0') == valid, "%s\n%s", text,
	    memdiag_text(&tree));
	free(t);
	free(c);
	free(text);
	memdiag_close(&tree);
	memdiag_close(&cap);
}

START_TEST(test_dsgn2_items_load_as_the_tree_does)
{
	/* Every shape a pair takes: the common ones (no node built),
	 * and the rest (x- keys, unknown keys, values of the wrong kind,
	 * lists of lists, long lists), right and wrong. */
	both_ways("  hexes:\n"
	    "    N0101: clear\n"
	    "    N0102: {terrain: woods, county: Frederick}\n"
	    "    N0103: {terrain: hill, name: 'A \"town\"', county: \"X\", "
	    "features: [village, county-seat]}\n"
	    "    N0104:\n      terrain: rough\n      features:\n"
	    "        - redoubt\n      redoubt: usa\n"
	    "    N0105: {terrain: clear, x-note: {a: [1, 2]}, county: Y}\n"
	    "    N0106: {}\n"
	    "    N0107: {features: []}\n"
	    "    N0108: {terrain: clear, features: [village]}\n"
	    "    N0109: {terrain: clear, county: Frederick}\n"
	    "    N0110: {terrain: clear, county: Frederick}\n"
	    "    N0111: {terrain: clear, county: Fred}\n"
	    "  hexsides:\n"
	    "    N0101/N0102: [road, minor-river, ford]\n"
	    "    N0102/N0103: {features: [ridge], high: N0103}\n"
	    "    N0103/N0104: {features: [trail], x-why: because}\n"
	    "    N0104/N0105: []\n", true);
	both_ways("  hexes:\n"
	    "    N0101: hil\n"
	    "    N0102: [clear]\n"
	    "    N0103: {terrain: [clear]}\n"
	    "    N0104: {terrain: {a: b}, colour: red, name: [x]}\n"
	    "    N0105: {features: village, county: [a, [b]]}\n"
	    "    N0106: {features: [[village]], redoubt: maybe}\n"
	    "    N0107: {features: [village, station, landing, redoubt, "
	    "naval-battery, fort, county-seat, village, a, b, c, d, e, f, "
	    "g, h, i]}\n"
	    "    N0108: {redoubt: usa}\n"
	    "    Z9999: clear\n"
	    "    N0109: {Terrain: clear}\n"
	    "    N0110: {terrain: clear, redoubt: [usa]}\n"
	    "    'N0110': clear\n"
	    "  hexsides:\n"
	    "    N0101/N0102: [minor-river, ford, bogus]\n"
	    "    N0101/N0103: {features: [ridge], high: N0105}\n"
	    "    N0101/N0104: bogus\n"
	    "    N0102/N0103: {features: [ridge]}\n"
	    "    N0102/N0104: {high: N0102}\n"
	    "    N0103/N0104: {features: ford, high: [x]}\n"
	    "    N0104/N0105: {feature: [road]}\n"
	    "    N0105/N0106: [road, [pike]]\n"
	    "    N0106/N0107: [major-river, minor-river, bridge, "
	    "indestructible]\n"
	    "    N0106/N0107: [road]\n", false);
	/* Empty and null values, quoted keys inside, block lists, a
	 * long list of features, a hexside's x- key holding a tree; then
	 * the same with no empty or null value. */
#define MORE_HEXES							\
	"    N0103: {\"terrain\": clear, 'county': \"A\"}\n"		\
	"    N0104:\n      features:\n        - village\n"		\
	"        - station\n      terrain: woods\n"			\
	"    N0105: {features: [village, station, landing, fort, "	\
	"county-seat, naval-battery, redoubt], redoubt: csa}\n"	\
	"    N0106: {name: '', county: ''}\n"				\
	"    N0107: {x-a: 1, x-b: [2, {c: 3}]}\n"
#define MORE_HEXSIDES							\
	"    N0101/N0102:\n      - road\n      - creek\n"		\
	"    N0102/N0103: {x-n: {deep: [1, [2]]}, features: [bluff], "	\
	"high: N0102}\n"
	both_ways("  hexes:\n    N0101:\n    N0102: ~\n" MORE_HEXES
	    "  hexsides:\n" MORE_HEXSIDES
	    "    N0103/N0104: {features: [], high: N0103}\n"
	    "    N0104/N0105: ~\n", false);
	both_ways("  hexes:\n    N0101: {}\n" MORE_HEXES
	    "  hexsides:\n" MORE_HEXSIDES, true);
#undef MORE_HEXES
#undef MORE_HEXSIDES
}
END_TEST

START_TEST(test_dsgn5_reader_checks_inside_captured_pairs)
{
	struct capread		 c;
	struct yaml_reader	*r;
	char			 want[512];
	size_t			 i;
	static const struct {
		const char	*text, *err;
	} bad[] = {
		{ "map:\n  hexes:\n    N0101: {terrain: a, terrain: b}\n",
		  "3:25: map.hexes.N0101.terrain: duplicate key (first at "
		  "line 3)" },
		{ "map:\n  hexes:\n    N0101: {a: 1, b: 2, c: 3, d: 4, e: 5, "
		  "f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, z: 1, m: 12, z: 2, "
		  "b: 3}\n",
		  "3:100: map.hexes.N0101.b: duplicate key (first at line "
		  "3)" },
		{ "map:\n  hexes:\n    N0101: {features: [a, &x b]}\n",
		  "3:27: map.hexes.N0101.features[1]: YAML anchors and "
		  "aliases are not allowed in a game file" },
		{ "map:\n  hexes:\n    N0101: {terrain: !!str a}\n",
		  "3:22: map.hexes.N0101.terrain: YAML tags (!!str) are not "
		  "allowed in a game file" },
		{ "map:\n  hexes:\n    N0101: {terrain: \"a\\0b\"}\n",
		  "3:22: map.hexes.N0101.terrain: a NUL character is not "
		  "allowed in a game file" },
		{ "map:\n  hexes:\n    N0101: {[a]: b}\n",
		  "3:13: map.hexes.N0101: mapping keys must be plain words" },
		{ "map:\n  hexes:\n    N0101: {{a: &y b}: c}\n",
		  "3:17: map.hexes.N0101.a: YAML anchors and aliases are not "
		  "allowed in a game file" },
		{ "map:\n  hexes:\n    N0101: [a, *x]\n",
		  "3:16: map.hexes.N0101[1]: YAML anchors and aliases are not "
		  "allowed in a game file" },
	};

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ck_assert_int_eq(capread(&c, bad[i].text), -1);
		snprintf(want, sizeof(want), "gcacw-check: <stdin>:%s\n",
		    bad[i].err);
		ck_assert_str_eq(memdiag_text(&c.m), want);
		ck_assert_int_eq(c.s.pairs, 0);
		capread_done(&c);
		/* The same as read into a tree. */
		r = yaml_reader_new(bad[i].text, strlen(bad[i].text));
		memdiag_open(&c.m, 0);
		ck_assert_int_eq(yaml_reader_next(r, &c.a, &c.m.d, &c.doc),
		    -1);
		ck_assert_str_eq(memdiag_text(&c.m), want);
		yaml_reader_free(r);
		capread_done(&c);
	}
}
END_TEST

START_TEST(test_dsgn2_reader_hands_over_items)
{
	struct capread c;

	ck_assert_int_eq(capread(&c, "map:\n  hexes:\n"
	    "    N0101: {terrain: clear, features: [a, 'b'], x: {y: []}}\n"
	    "    N0102:\n      - [c]\n      - {}\n"
	    "    N0103: \"q\"\n"), 1);
	ck_assert_str_eq(c.s.keys, "N0101+N0102+N0103=");
	ck_assert_str_eq(c.s.items, "mapf(3 12) terrain clear features "
	    "seqf(2 8) a qb x mapf(1 12) y seqf(0 12) | "
	    "seqb(2 5) seqf(1 4) c mapf(0 5) | qq | ");
	capread_done(&c);
}
END_TEST

CHECK_TESTS(capture)
