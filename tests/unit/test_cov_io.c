/*
 * test_cov_io.c — the reading and writing around the rules that no
 * golden case reaches (issue 15, branch coverage): the `map` key's
 * refusals (gcacw(5) "map"; DESIGN.md section 4), hex ids and hexsides
 * at the edges of the grid (2.3; SIV 13.0, 27.1; SJW 22.0), a scenario
 * file's vocabulary (gcacw-file(5) SCENARIOS), charts, markers and the
 * ledger of a game file, the canonical form, and a tool's life when the
 * system fails it (cli.h, gcacw(7) EXIT STATUS: 74 when input cannot be
 * read or output cannot be written, 64 for a usage error; -i leaves FILE
 * as it was on every failure, issue 9).
 *
 * Each expected message is the one the loader is documented to give
 * for the shape it was handed ("expected WHAT, got a list"), at the
 * position of the offending value, worked out from the fixture.
 */
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "cli.h"
#include "cli_args.h"
#include "fixture.h"
#include "games.h"
#include "hex.h"
#include "module.h"
#include "phase.h"
#include "scenario.h"
#include "yamlio.h"

/* Load yaml as a game: it must be refused with exactly the lines of
 * want, each computed by tg_line (copied: its storage is static). */
struct want {
	const char	*at;
	const char	*path;
	const char	*msg;
};

static void
refused(const char *yaml, const struct want *w, int n)
{
	struct tg	 t;
	const char	*errs;
	int		 i;

	ck_assert_ptr_null(tg_load(&t, yaml));
	errs = tg_errors(&t);
	for (i = 0; i < n; i++) {
		char *line = strdup(tg_line(yaml, w[i].at, w[i].path, "%s",
		    w[i].msg));

		ck_assert_msg(strstr(errs, line) != NULL, "not reported: %s"
		    "in:\n%s", line, errs);
		free(line);
	}
	ck_assert_msg(tg_nlines(errs) == n, "%d lines, not %d:\n%s",
	    tg_nlines(errs), n, errs);
	tg_done(&t);
}

/* map.terrain is a terrain's name; bounds are ranges of two numbers;
 * off_map is a list of hexes. */
START_TEST(test_map_shapes)
{
	static const char yaml[] = TG_STD
	    "map:\n"
	    "  terrain: [clear]\n"
	    "  bounds: {cols: 3, rows: [1, 2, 3]}\n"
	    "  off_map: 4710\n"
	    "  hexes: [4710]\n"
	    "  hexsides: [4710/4711]\n";
	static const struct want w[] = {
		{ "terrain: |[clear]", "map.terrain",
		    "expected a word, got a list" },
		{ "cols: |3", "map.bounds.cols",
		    "expected a range [first, last], got a scalar" },
		{ "rows: |[1, 2, 3]", "map.bounds.rows",
		    "a range has two numbers, [first, last]" },
		{ "off_map: |4710", "map.off_map",
		    "expected a list of hexes, got a scalar" },
		{ "hexes: |[4710]", "map.hexes",
		    "expected a mapping of hex ids, got a list" },
		{ "hexsides: |[4710/4711]", "map.hexsides",
		    "expected a mapping of hexsides, got a list" },
	};

	refused(yaml, w, 6);
}
END_TEST

/* bounds per sheet: each key a capital letter, each value {cols, rows}
 * of ranges of numbers from 1 to 99, first <= last. */
START_TEST(test_map_bounds_per_sheet)
{
	static const char yaml[] = TG_STD
	    "map:\n"
	    "  bounds:\n"
	    "    ab: {cols: [1, 9]}\n"
	    "    '1': {cols: [1, 9]}\n"
	    "    n: {cols: [1, 9]}\n"
	    "    M: 3\n"
	    "    N: {rows: [1, 2]}\n"
	    "    S: {cols: [x, 9], rows: [9, 1]}\n"
	    "    T: {cols: [1, 100]}\n"
	    "  off_map: [4710, 47x0]\n";
	static const struct want w[] = {
		{ "|ab:", "map.bounds.ab", "bounds are {cols, rows}, or a "
		    "sheet letter for each sheet" },
		{ "|'1':", "map.bounds.1", "bounds are {cols, rows}, or a "
		    "sheet letter for each sheet" },
		{ "|n:", "map.bounds.n", "bounds are {cols, rows}, or a "
		    "sheet letter for each sheet" },
		{ "M: |3", "map.bounds.M", "expected {cols: [first, last], "
		    "rows: [first, last]}, got a scalar" },
		{ "[|x, 9]", "map.bounds.S.cols", "'x' is not a whole number" },
		{ "rows: |[9, 1]", "map.bounds.S.rows",
		    "the range [9, 1] is empty" },
		{ "[1, |100]", "map.bounds.T.cols",
		    "100 is out of range 1..99" },
		{ "|47x0", "map.off_map[1]", "'47x0' is not a hex id: hex ids "
		    "are four digits, column then row: 4710, or N4710 after a "
		    "sheet letter" },
	};

	refused(yaml, w, 8);
}
END_TEST

/* Rows alone bound the whole map; an empty `hexes` or `hexsides` is no
 * error; bounds that are a list are refused. */
START_TEST(test_map_rows_only)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "map:\n  bounds: {rows: "
	    "[2, 5]}\n  hexes: {}\n  hexsides: {}\n");

	ck_assert_int_eq(g->map.nbounds, 1);
	ck_assert_int_eq(g->map.bounds[0].row0, 2);
	ck_assert_int_eq(g->map.bounds[0].row1, 5);
	/* No cols: the whole width, 1..99. */
	ck_assert_int_eq(g->map.bounds[0].col0, 1);
	ck_assert_int_eq(g->map.bounds[0].col1, 99);
	ck_assert_int_eq(g->map.nhexes, 0);
	tg_done(&t);
}
END_TEST

START_TEST(test_map_bounds_list)
{
	static const char yaml[] = TG_STD "map:\n  bounds: [1, 2]\n";
	static const struct want w[] = {
		{ "bounds: |[1, 2]", "map.bounds",
		    "expected a mapping, got a list" },
	};

	refused(yaml, w, 1);
}
END_TEST

/* A hexside's `high` is one of its two hexes (2.3's high-ground
 * hexsides): a word that is no hex id is refused as such. */
START_TEST(test_hexside_high)
{
	static const char yaml[] = TG_STD
	    "map:\n"
	    "  terrain: clear\n"
	    "  hexsides:\n"
	    "    4710/4711: {high: zz}\n";
	static const struct want w[] = {
		{ "high: |zz", "map.hexsides.4710/4711.high", "'zz' is not a "
		    "hex id: hex ids are four digits, column then row: 4710, "
		    "or N4710 after a sheet letter" },
	};

	refused(yaml, w, 1);
}
END_TEST

/*
 * Hex ids (2.3): the grid holds columns and rows -4096..4095 on grids
 * 0..62; beyond them there is no hex.  No neighbour in a direction that
 * is none, no distance between two grids (two maps of a `standard`
 * game).
 */
START_TEST(test_hex_edges)
{
	hex_t	a = hex_make(0, 47, 10), b = hex_make(1, 47, 11), n[6];
	char	buf[16];

	ck_assert_uint_eq(hex_make(-1, 1, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(63, 1, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, -4097, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, 4096, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, 1, -4097), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, 1, 4096), HEX_NONE);
	ck_assert_uint_ne(hex_make(62, 4095, -4096), HEX_NONE);
	ck_assert_int_eq(hex_col(hex_make(62, 4095, -4096)), 4095);
	ck_assert_int_eq(hex_row(hex_make(62, 4095, -4096)), -4096);

	ck_assert_uint_eq(hex_neighbour(HEX_NONE, 0), HEX_NONE);
	ck_assert_uint_eq(hex_neighbour(a, (enum hexdir)-1), HEX_NONE);
	ck_assert_uint_eq(hex_neighbour(a, (enum hexdir)6), HEX_NONE);
	hex_neighbours(a, n);
	ck_assert_uint_eq(hex_neighbour(a, 0), n[0]);

	ck_assert_int_eq(hex_distance(HEX_NONE, a), -1);
	ck_assert_int_eq(hex_distance(a, HEX_NONE), -1);
	ck_assert_int_eq(hex_distance(a, b), -1);
	ck_assert_int_eq(hex_distance(a, hex_make(0, 47, 11)), 1);

	hex_format(NULL, HEX_NONE, buf);
	ck_assert_str_eq(buf, "(none)");
	ck_assert(!hex_printable(NULL, HEX_NONE));
	/* On a `standard` map grid 1 is sheet A (hex_parse's "A4711"). */
	hex_format(NULL, b, buf);
	ck_assert_str_eq(buf, "A4711");
	ck_assert(hex_printable(NULL, b));
}
END_TEST

/*
 * Hex ids on joined sheets (SIV 13.0 and 27.1: sheets N, M and S; SJW
 * 22.0: N and S): a sheet letter is required, a capital one; a grid of
 * another map is no hex of this game.
 */
START_TEST(test_hex_sheets)
{
	const struct geometry	*siv = &module_siv.geo, *sjw = &module_sjw.geo;
	const char		*why;
	hex_t			 h;
	hexside_t		 s;
	char			 buf[16];

	ck_assert_int_eq(hex_parse(siv, NULL, &h, &why), -1);
	ck_assert_str_eq(why, "hex ids are a sheet letter (N, M or S) and "
	    "four digits, column then row: N4710");
	ck_assert_int_eq(hex_parse(siv, "s1010", &h, &why), -1);
	ck_assert_str_eq(why, "sheet letters are capitals: S1010, not s1010");
	ck_assert_int_eq(hex_parse(siv, "1010", &h, &why), -1);
	ck_assert_str_eq(why, "hex ids on this map need a sheet letter: N, M "
	    "or S");
	ck_assert_int_eq(hex_parse(sjw, "1010", &h, &why), -1);
	ck_assert_str_eq(why, "hex ids on this map need a sheet letter: N or "
	    "S");
	ck_assert_int_eq(hex_parse(sjw, "xx", &h, &why), -1);
	ck_assert_str_eq(why, "hex ids are a sheet letter (N or S) and four "
	    "digits, column then row: N4710");
	/* Not a hex of this game (a grid of a `standard` map's sheet):
	 * no id as printed, its coordinates in parentheses. */
	hex_format(siv, hex_make(1, 10, 10), buf);
	ck_assert_str_eq(buf, "?(10,10)");
	ck_assert(!hex_printable(siv, hex_make(1, 10, 10)));

	/* A hexside: two hex ids and one '/'. */
	ck_assert_int_eq(hexside_parse(NULL, NULL, &s, &why), -1);
	ck_assert_str_eq(why, "a hexside is two hex ids joined by '/': "
	    "N3333/N3334");
	ck_assert_int_eq(hexside_parse(NULL, "4710/4711/4712", &s, &why), -1);
	ck_assert_str_eq(why, "a hexside is two hex ids joined by '/': "
	    "N3333/N3334");
	ck_assert_int_eq(hexside_parse(NULL, "47104710471047104710/4711", &s,
	    &why), -1);
	ck_assert_str_eq(why, "a hexside is two hex ids joined by '/': "
	    "N3333/N3334");
	ck_assert_int_eq(hexside_parse(NULL, "4710/4712", &s, &why), -1);
	ck_assert_str_eq(why, "hexes 4710 and 4712 are not adjacent");
	ck_assert_int_eq(hexside_parse(NULL, "4710/4711", &s, &why), 0);
	ck_assert_uint_eq(hexside_a(s), hex_make(0, 47, 10));
}
END_TEST


/* ---- A scenario file (gcacw-file(5) SCENARIOS) ---- */

static int	ran;

#define SC_HEAD(game)							\
	"scenario: 1\ngame: " game "\nname: test\ntitle: Test\n"	\
	"rule: TEST 1.0\nturns: {first: 1, last: 9}\n"
#define SC_ITEM(id, count)						\
	"    - {id: " id ", rule: R, text: T, vp: 1, when: end, "	\
	"count: " count "}\n"

/*
 * Load yaml as a scenario of game (named name, or NULL): refused with
 * exactly the lines of w.
 */
static void
scen_refused(const char *game, const char *yaml, const char *name,
    const struct want *w, int n)
{
	struct tg		 t;
	char			 head[64];
	struct game		*g;
	struct yaml_reader	*r = yaml_reader_new(yaml, strlen(yaml));
	struct node		*doc = NULL;
	const char		*errs;
	int			 i;

	snprintf(head, sizeof(head), "gcacw: 1\ngame: %s\n", game);
	g = tg_load_ok(&t, head);
	ck_assert_int_eq(yaml_reader_next(r, &g->arena, g->diag, &doc), 1);
	ck_assert_ptr_null(scenario_load(g, doc, name));
	errs = tg_errors(&t);
	for (i = 0; i < n; i++) {
		char *line = strdup(tg_line(yaml, w[i].at, w[i].path, "%s",
		    w[i].msg));

		ck_assert_msg(strstr(errs, line) != NULL, "not reported: %s"
		    "in:\n%s", line, errs);
		free(line);
	}
	ck_assert_msg(tg_nlines(errs) == n, "%d lines, not %d:\n%s",
	    tg_nlines(errs), n, errs);
	yaml_reader_free(r);
	tg_done(&t);
}

/* Every count kind with its required keys alone (the rest of
 * test_cov_scenario.c's test_count_required_keys), a restriction
 * without `side`, a county without a seat, a scenario's bridges without
 * a set-up: all accepted (gcacw-file(5): only the keys it says are
 * required are). */
START_TEST(test_scenario_optional_keys)
{
	static const char yaml[] = SC_HEAD("standard")
	    "counties: {Augusta: {}}\n"
	    "hexsides:\n"
	    "  4610/4611: [minor-river, bridge]\n"
	    "special:\n"
	    "  - rule: R\n"
	    "    text: T\n"
	    "    restrictions:\n"
	    "      - {kind: no-enter, where: [{map: true}]}\n"
	    "victory:\n"
	    "  side: usa\n"
	    "  items:\n"
	    SC_ITEM("a", "{control: {side: usa, hexes: [4610]}}")
	    SC_ITEM("b", "{losses: {side: usa}}")
	    SC_ITEM("c", "{routs: {side: csa}}")
	    SC_ITEM("d", "{withdrawn: {}}")
	    SC_ITEM("e", "{withdrawal_table: {}}")
	    SC_ITEM("f", "{stations: {hexes: [4610]}}")
	    SC_ITEM("g", "{destroyed: {hexsides: [4610/4611]}}")
	    SC_ITEM("h", "{nearest: {to: 4610}}")
	    SC_ITEM("i", "{counties: {side: usa, counties: [Augusta]}}")
	    SC_ITEM("j", "{strategic: {}}")
	    SC_ITEM("k", "{withdrawn: {turns: {from: 3}}}")
	    SC_ITEM("l", "{withdrawn: {turns: {to: 2}}}")
	    SC_ITEM("m", "{occupied: {where: [{map: true}, {within: {of: "
	    "[4610], hexes: 2}}]}}")
	    "  levels: [{min: 1, level: Win}, {max: 0, level: Lose}]\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD);
	const struct scenario	*sc = tg_scenario(g, yaml);

	ck_assert_int_eq(sc->items->n, 13);
	ck_assert_int_eq(sc->nr, 1);
	/* No `side`: the restriction binds both. */
	ck_assert_int_eq(sc->r[0].side, -1);
	tg_done(&t);
}
END_TEST

/* Values of the wrong shape where a scenario's vocabulary wants a list,
 * a mapping or a word. */
START_TEST(test_scenario_shapes)
{
	static const char yaml[] = SC_HEAD("standard")
	    "counties: [Augusta]\n"
	    "special: 3\n"
	    "victory:\n"
	    "  side: usa\n"
	    "  items:\n"
	    "    - {id: a, rule: R, vp: 1, when: end, count: {units: {units: "
	    "{type: {x: 1}}, where: {map: true}}}}\n"
	    "    - {id: b, rule: R, text: T, scale: 3, when: end, count: "
	    "{occupied: {where: [{hexes: 4610, county: {x: 1}, within: 3, "
	    "map: x}]}}}\n"
	    SC_ITEM("c", "{destroyed: {hexsides: 3}}")
	    "  levels: [{min: 1, level: Win}, {min: 0, level: Lose}]\n";
	static const struct want w[] = {
		{ "counties: |[Augusta]", "counties", "expected a mapping of "
		    "county: {seat}, got a list" },
		{ "special: |3", "special", "expected a list of special rules, "
		    "got a scalar" },
		{ "    - |{id: a", "victory.items[0]",
		    "`text` is required (the table's line)" },
		{ "type: |{x: 1}", "victory.items[0].count.units.units.type",
		    "expected a unit type, got a mapping" },
		{ "where: |{map: true}", "victory.items[0].count.units.where",
		    "expected a hex set (a list of clauses), got a mapping" },
		{ "scale: |3", "victory.items[1].scale",
		    "expected a list of {min, max, vp}, got a scalar" },
		{ "hexes: |4610", "victory.items[1].count.occupied.where[0]."
		    "hexes", "expected a list of hexes, got a scalar" },
		{ "county: |{x: 1}", "victory.items[1].count.occupied.where[0]."
		    "county", "expected a county, got a mapping" },
		{ "within: |3", "victory.items[1].count.occupied.where[0]."
		    "within", "expected {of, hexes}, got a scalar" },
		{ "map: |x", "victory.items[1].count.occupied.where[0].map",
		    "'x' is not true or false" },
		{ "hexsides: |3", "victory.items[2].count.destroyed.hexsides",
		    "expected a list of hexsides, got a scalar" },
		{ "|{min: 0, level: Lose}", "victory.levels[1]",
		    "`max` must be 0, one below the level above" },
		{ "|{min: 0, level: Lose}", "victory.levels[1]",
		    "the bottom level is open below (\"N or less\"): no "
		    "`min`" },
	};

	scen_refused("standard", yaml, NULL, w, 13);
}
END_TEST

/* The head: required keys missing, the wrong name for the file, a
 * set-up that is no mapping, victory without side or items. */
START_TEST(test_scenario_head)
{
	static const char yaml[] =
	    "game: standard\n"
	    "name: test\n"
	    "title: Test\n"
	    "setup: 3\n"
	    "victory: {levels: [{level: Draw}]}\n";
	static const struct want w[] = {
		{ "|game:", "", "`scenario` is required" },
		{ "|game:", "", "`rule` is required" },
		{ "|game:", "", "`turns` is required" },
		{ "name: |test", "name", "the file of scenario 'other' names "
		    "'test'" },
		{ "victory: |{levels", "victory",
		    "`side`, `items` and `levels` are required" },
		{ "setup: |3", "setup", "expected {complete, units, leaders, "
		    "markers, missing}, got a scalar" },
	};

	scen_refused("standard", yaml, "other", w, 6);
}
END_TEST

/* victory that is no mapping; levels that are none. */
START_TEST(test_scenario_victory)
{
	static const char bad[] = SC_HEAD("standard") "victory: 3\n";
	static const char none[] = SC_HEAD("standard")
	    "victory: {side: usa, items: [], levels: []}\n";
	static const struct want wb[] = {
		{ "victory: |3", "victory",
		    "expected {side, items, levels}, got a scalar" },
	};
	static const struct want wn[] = {
		{ "levels: |[]", "victory.levels", "no levels" },
	};

	scen_refused("standard", bad, NULL, wb, 1);
	scen_refused("standard", none, NULL, wn, 1);
}
END_TEST

/* SIV's sheets are N, M and S (SIV 13.0): one capital letter each. */
START_TEST(test_scenario_sheets)
{
	static const char yaml[] = SC_HEAD("siv")
	    "maps: [N, S, X, NN]\n"
	    "victory: {side: usa, items: [], levels: [{level: Draw}]}\n";
	static const struct want w[] = {
		{ "|X,", "maps", "'X' is not a sheet of siv (NMS)" },
		{ "|NN]", "maps", "'NN' is not a sheet of siv (NMS)" },
	};

	scen_refused("siv", yaml, NULL, w, 2);
}
END_TEST


/* ---- Charts in a game file (gcacw(5) "charts") ---- */

/* A cell left as YAML's null in any spelling is no value (the cell of
 * a --template left empty); a table's rows are a mapping; x- keys are
 * carried through, each of them. */
START_TEST(test_charts_cells)
{
	static const char yaml[] = TG_STD
	    "charts:\n"
	    "  x-a: 1\n"
	    "  x-b: 2\n"
	    "  combat-attacker: {\"+3\": {\"7-11\": Null}, \"+4\": {\"7-11\": "
	    "NULL}}\n"
	    "  combat-defender: [1]\n";
	static const char *const why = "no value: fill in the cell from the "
	    "Combat Chart (attacker's results) (7.5; Charts & Tables, Combat "
	    "Chart), or delete the line";
	static const struct want w[] = {
		{ "\"7-11\": |Null", "charts.combat-attacker.+3.7-11", NULL },
		{ "\"7-11\": |NULL", "charts.combat-attacker.+4.7-11", NULL },
		{ "combat-defender: |[1]", "charts.combat-defender",
		    "expected a mapping of rows, got a list" },
	};
	struct want	 ww[3];
	struct tg	 t;
	struct game	*g;

	memcpy(ww, w, sizeof(ww));
	ww[0].msg = ww[1].msg = why;
	refused(yaml, ww, 3);

	g = tg_load_ok(&t, TG_STD "charts: {x-a: 1, x-b: 2}\n");
	ck_assert_ptr_nonnull(g->charts_extra);
	ck_assert_int_eq(g->charts_extra->n, 2);
	tg_done(&t);
}
END_TEST

/* ---- gcacw-new's starting game (scenario_game.c) ---- */

/* The first turn is a rain turn only where a `rain` restriction covers
 * it (SIV New Market: "Rain conditions exist"; 12.0); places listed
 * empty give a map without hexes. */
START_TEST(test_new_game_rain)
{
	static const char *const turns[] = { "", ", turns: {from: 2}",
	    ", turns: {to: 1}", ", turns: {from: 1, to: 3}",
	    ", turns: {from: 2, to: 5}" };
	static const bool wet[] = { true, false, true, true, false };
	char		 yaml[1024];
	struct tg	 t;
	struct game	*g;
	struct arena	 a;
	struct node	*doc;
	size_t		 i;

	for (i = 0; i < sizeof(wet) / sizeof(wet[0]); i++) {
		snprintf(yaml, sizeof(yaml), SC_HEAD("standard")
		    "places: {}\n"
		    "special:\n"
		    "  - {rule: R, text: T, restrictions: [{kind: rain%s}]}\n"
		    "victory: {side: usa, items: [], levels: [{level: "
		    "Draw}]}\n", turns[i]);
		g = tg_load_ok(&t, TG_STD);
		tg_scenario(g, yaml);
		memset(&a, 0, sizeof(a));
		doc = scenario_game_doc(&a, g->scen, 7);
		ck_assert_msg(node_is(node_get(doc, "rain"), wet[i] ? "true" :
		    "false"), "restriction %zu", i);
		ck_assert_ptr_null(node_get(node_get(doc, "map"), "hexes"));
		arena_free(&a);
		tg_done(&t);
	}
}
END_TEST

/* ---- cli_run(): options and phases (cli.h) ---- */

static bool	ask;

static int
run_query(struct cli *c, struct game *g)
{
	(void)g;
	ran++;
	if (ask) {
		/* A report written in two parts is one report. */
		fputs("a ", cli_query(c));
		fputs("report\n", cli_query(c));
	}
	return 0;
}

static const struct cli_option ask_opt[] = {
	{ "ask", CLI_QUERY, &ask, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

/* A tool of the Recovery Phase (8.0), which ends it. */
static const struct tool recovery = { "gcacw-test", "[--ask] [FILE]", "",
	0, ask_opt, NULL, run_query, false, false, false,
	PHASE_BIT(PH_RECOVERY), PH_TURN_INDICATION };

struct ran {
	int		 st;
	bool		 query;
	struct outbuf	 out;
	char		*err, *text;
	size_t		 errlen;
};

static void
run_mem(struct ran *r, const struct tool *t, const char *input,
    char **argv)
{
	FILE	*err;
	int	 argc = 0;

	while (argv[argc] != NULL)
		argc++;
	ran = 0;
	ask = false;
	memset(r, 0, sizeof(*r));
	ck_assert_ptr_nonnull(err = open_memstream(&r->err, &r->errlen));
	r->st = cli_run(t, argc, argv, input, strlen(input), err, &r->out,
	    &r->query);
	ck_assert_int_eq(fclose(err), 0);
	ck_assert_ptr_nonnull(r->text = calloc(1, r->out.len + 1));
	if (r->out.len > 0)
		memcpy(r->text, r->out.data, r->out.len);
}

static void
ran_done(struct ran *r)
{
	free(r->out.data);
	free(r->err);
	free(r->text);
}

/* Issue 13: a tool runs in its phases only, and moves the game on to
 * the next; a query runs in any phase and moves nothing. */
START_TEST(test_phases)
{
	char		*plain[] = { "gcacw-test", NULL };
	char		*query[] = { "gcacw-test", "--ask", NULL };
	struct ran	 r;

	run_mem(&r, &recovery, TG_TURN1 "phase: recovery\n", plain);
	ck_assert_int_eq(r.st, 0);
	ck_assert_int_eq(ran, 1);
	tg_has(r.text, "phase: turn-indication\n");
	ran_done(&r);

	run_mem(&r, &recovery, TG_TURN1 "phase: action\n", plain);
	ck_assert_int_eq(r.st, ST_REFUSED);
	ck_assert_int_eq(ran, 0);
	tg_has(r.err, "phase: gcacw-test does not run in the Action Cycle "
	    "(4.0); what runs now: gcacw-turn --initiative");
	ran_done(&r);

	run_mem(&r, &recovery, TG_TURN1 "phase: recovery\n", query);
	ck_assert_int_eq(r.st, 0);
	ck_assert(r.query);
	ck_assert_str_eq(r.text, "a report\n");
	ran_done(&r);
}
END_TEST

/* --seed beyond 2^64 - 1 is no seed; named dice not rolled are named
 * back, each (issue 9). */
START_TEST(test_seed_and_dice)
{
	char		*seed[] = { "gcacw-test", "--seed",
			    "99999999999999999999999", NULL };
	char		*dice[] = { "gcacw-test", "--dice", "a=4,d=2", NULL };
	struct ran	 r;

	run_mem(&r, &recovery, TG_TURN1, seed);
	ck_assert_int_eq(r.st, ST_USAGE);
	ck_assert_str_eq(r.err, "gcacw-test: --seed 99999999999999999999999: "
	    "not a whole number\n");
	ck_assert_int_eq(ran, 0);
	ran_done(&r);

	run_mem(&r, &recovery, TG_TURN1, dice);
	ck_assert_int_eq(r.st, ST_USAGE);
	ck_assert_str_eq(r.err, "gcacw-test: --dice: not used: attacker=4, "
	    "defender=2\n");
	ck_assert_uint_eq(r.out.len, 0);
	ran_done(&r);
}
END_TEST



/* Names of no terrain or feature print as "?"; a map's hexsides grow
 * past any first guess, each kept once. */
START_TEST(test_map_model)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD);
	struct hexsideinfo	*x;
	int			 i;

	ck_assert_str_eq(terrain_name(T_COUNT), "?");
	ck_assert_str_eq(hexside_feature_name(0), "?");
	ck_assert_str_eq(hex_feature_name(1u << 31), "?");
	for (i = 1; i <= 70; i++) {
		hex_t a = hex_make(0, 10, i), b = hex_make(0, 10, i + 1);

		ck_assert_ptr_nonnull(x = map_add_hexside(&g->arena, &g->map,
		    hexside_make(a, b)));
		x->features = HS_RAILROAD;
	}
	ck_assert_ptr_null(map_add_hexside(&g->arena, &g->map,
	    hexside_make(hex_make(0, 10, 1), hex_make(0, 10, 2))));
	ck_assert_int_eq(g->map.nhexsides, 70);
	for (i = 1; i <= 70; i++)
		ck_assert_uint_eq(map_hexside(&g->map, hex_make(0, 10, i),
		    hex_make(0, 10, i + 1)), HS_RAILROAD);
	tg_done(&t);
}
END_TEST

/* ---- Hints for a name or a hex that is none (issue 9) ---- */

/*
 * A leader's name where a unit is wanted points to the unit he is with;
 * one out of play is just said to be a leader; of two units as near to
 * a slip, the first listed; a leader nearer than any unit points to his
 * unit.
 */
START_TEST(test_unit_hints)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012")
	    TG_INF("Brawn", "csa", 5, "1013")
	    TG_INF("Jackal", "csa", 5, "1014"))
	    "leaders:\n"
	    "  Jackson: {side: csa, rank: army, with: Brown}\n"
	    "  Ewell: {side: csa, rank: army, status: eliminated}\n");

	ck_assert_str_eq(game_unit_hint_text(g, "Ewell"), "; Ewell is a "
	    "leader");
	ck_assert_str_eq(game_unit_hint_text(g, "Brwn"), "; did you mean "
	    "'Brown'?");
	ck_assert_str_eq(game_unit_hint_text(g, "Jackso"), "; did you mean "
	    "'Brown', the unit Jackson is with?");
	tg_done(&t);
}
END_TEST

/* A hex far beyond a small map: no hex of the map within the search,
 * and the search stops at the grid's edge; no hint rather than a wrong
 * one. */
START_TEST(test_hex_hint_none)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "map: {terrain: clear, "
	    "bounds: {cols: [1, 2], rows: [1, 2]}}\n");

	ck_assert_str_eq(game_hex_hint_text(g, hex_make(0, 4095, 4095)), "");
	ck_assert_str_eq(game_hex_hint_text(g, HEX_NONE), "");
	ck_assert_str_eq(game_hex_hint_text(g, hex_make(0, 3, 3)), "; the "
	    "nearest hex on it is 0202");
	tg_done(&t);
}
END_TEST


/* ---- The canonical form (emit.c) ---- */

/* What the file says is written back: SIV 20.0's commitment segment of
 * a unit, the stations' markers (damaged or destroyed) and the depots
 * removed, in the order given. */
START_TEST(test_emit_markers)
{
	char *s = tg_canon(TG_TURN1 TG_CLEAR "units:\n"
	    TG_UNIT("Brown", "csa", "infantry", 5, "1012", ", committed: 3")
	    "markers: {stations: {'4610': destroyed, '4611': damaged}, "
	    "depots_removed: ['4710']}\n");

	tg_has(s, "    hex: '1012'\n    committed: 3\n");
	tg_has(s, "markers:\n  stations: {'4610': destroyed, '4611': "
	    "damaged}\n  depots_removed: ['4710']\n");
	free(s);
}
END_TEST


/* ---- The rest of a game file (load.c) ---- */

/*
 * `left` is the turn a unit left play (SIV 13.1, 19.2): only a unit out
 * of play has one, from turn 1; markers, the ledger and the Strategic
 * Track (SIV 16.0) of the wrong shape or without their required key.
 */
START_TEST(test_game_shapes)
{
	static const char yaml[] = TG_TURN1 TG_CLEAR
	    "units:\n"
	    TG_UNIT("Brown", "csa", "infantry", 5, "1012", ", left: 3")
	    "  Gone: {side: csa, type: infantry, manpower: 5, tactical: 1, "
	    "artillery: 0, status: eliminated, left: 0}\n"
	    "markers: {stations: ['4610'], pontoon_bridges: 3}\n"
	    "ledger: {losses: [1]}\n"
	    "strategic: {major_union_victory: false}\n";
	static const struct want w[] = {
		{ "left: |3", "units.Brown.left", "only a unit out of play "
		    "(status) has left play on a turn" },
		{ "left: |0", "units.Gone.left", "0 is out of range 1..9999" },
		{ "stations: |['4610']", "markers.stations", "expected a "
		    "mapping of hex: damaged | destroyed, got a list" },
		{ "pontoon_bridges: |3", "markers.pontoon_bridges", "expected "
		    "a list of {hexside, owner}, got a scalar" },
		{ "losses: |[1]", "ledger.losses", "expected {usa: {...}, "
		    "csa: {...}}, got a list" },
		{ "strategic: |{major", "strategic", "`box` is required (the "
		    "Strategic Track box, 0..7 (SIV 16.0))" },
	};

	refused(yaml, w, 6);
}
END_TEST

/* A leader out of play is with no unit, and needs none. */
START_TEST(test_leader_out_of_play)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012"))
	    "leaders:\n"
	    "  Ewell: {side: csa, rank: army, status: eliminated}\n");

	ck_assert_int_eq(tg_leader(g, "Ewell")->status, US_ELIMINATED);
	ck_assert_int_lt(tg_leader(g, "Ewell")->with, 0);
	tg_done(&t);
}
END_TEST

/* ---- A tool's life when the system fails it (cli.h) ---- */

static int	(*sabotage)(void);

/* A tool that rules nothing; before its game is written, the test's
 * sabotage of the system, if any. */
static int
run(struct cli *c, struct game *g)
{
	(void)c;
	(void)g;
	ran++;
	/* In spawn's child: a failed sabotage is a status, not an
	 * assertion. */
	if (sabotage != NULL && sabotage() != 0)
		return ST_INTERNAL;
	return 0;
}

static const struct tool tool = { "gcacw-test", "[-i] [FILE]", "", 0,
	NULL, NULL, run, false, false, false, 0, 0 };
static const char game[] = TG_TURN1 TG_CLEAR;

/* Standard error into a file, to read back. */
static char errpath[64];

static void
err_to_file(void)
{
	int fd;

	strcpy(errpath, "/tmp/gcacw-test-io-err.XXXXXX");
	ck_assert_int_ge(fd = mkstemp(errpath), 0);
	close(fd);
}

/* What spawn's child does before cli_main, if anything. */
static void	(*child_setup)(void);
/* libgcov's, in a coverage build only: the child's counts written. */
extern void	 __gcov_dump(void) __attribute__((weak));

/*
 * cli_main in a process of its own (it closes stdout; the tests close
 * stdin, redirect stdout, set limits), what it writes on stderr into
 * errpath (made by err_to_file, else dropped): its exit status, and
 * `ran` set to how often the tool ran.  The child leaves by _exit:
 * LeakSanitizer's check at exit costs a second a process under ASan (CI
 * time); cli_main frees what it took, and the tests that check that run
 * in this process.
 */
static int
spawn(const struct tool *t, int argc, char **argv)
{
	int	 fd[2], ep[2], res[2] = { -1, -1 }, wst;
	char	 buf[4096];
	ssize_t	 n;
	pid_t	 pid;
	FILE	*f;

	/* stderr by a pipe: the file size limit binds the child's files. */
	ck_assert_int_eq(pipe(fd), 0);
	ck_assert_int_eq(pipe(ep), 0);
	fflush(stdout);
	fflush(stderr);
	ck_assert_int_ge(pid = fork(), 0);
	if (pid == 0) {
		close(fd[0]);
		close(ep[0]);
		if (dup2(ep[1], 2) < 0)
			_exit(1);
		close(ep[1]);
		if (child_setup != NULL)
			child_setup();
		ran = 0;
		res[0] = cli_main(t, argc, argv);
		res[1] = ran;
		fflush(NULL);
		if (write(fd[1], res, sizeof(res)) != (ssize_t)sizeof(res))
			_exit(1);
		if (__gcov_dump != NULL)
			__gcov_dump();
		_exit(0);
	}
	close(fd[1]);
	close(ep[1]);
	ck_assert_ptr_nonnull(f = fopen(errpath[0] != '\0' ? errpath :
	    "/dev/null", "w"));
	while ((n = read(ep[0], buf, sizeof(buf))) > 0)
		fwrite(buf, 1, (size_t)n, f);
	ck_assert_int_eq(fclose(f), 0);
	close(ep[0]);
	ck_assert_int_eq(read(fd[0], res, sizeof(res)), (ssize_t)sizeof(res));
	close(fd[0]);
	ck_assert_int_eq(waitpid(pid, &wst, 0), pid);
	ck_assert(WIFEXITED(wst) && WEXITSTATUS(wst) == 0);
	child_setup = NULL;
	ran = res[1];
	return res[0];
}

static void
close_stdin(void)
{
	close(0);
}

static void
stdout_full(void)
{
	if (freopen("/dev/full", "w", stdout) == NULL)
		_exit(1);
}

static char *
slurp(const char *path)
{
	FILE	*f;
	char	*s;
	long	 n;

	ck_assert_ptr_nonnull(f = fopen(path, "rb"));
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	ck_assert_ptr_nonnull(s = calloc(1, (size_t)n + 1));
	ck_assert_int_eq(fread(s, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	return s;
}

static char *
err_text(void)
{
	char *s;

	s = slurp(errpath);
	unlink(errpath);
	errpath[0] = '\0';
	return s;
}

/* A file holding `game`, its path into path (a mkstemp template). */
static void
game_file(char *path)
{
	int fd;

	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_int_eq(write(fd, game, sizeof(game) - 1),
	    (ssize_t)sizeof(game) - 1);
	close(fd);
}

/* No FILE.gcacw-XXXXXX left beside FILE. */
static void
no_temporary(const char *path)
{
	const char	*base = strrchr(path, '/') + 1;
	struct dirent	*e;
	DIR		*d;
	size_t		 n = strlen(base);

	ck_assert_ptr_nonnull(d = opendir("/tmp"));
	while ((e = readdir(d)) != NULL)
		ck_assert_msg(strncmp(e->d_name, base, n) != 0 ||
		    strncmp(e->d_name + n, ".gcacw-", 7) != 0, "left: %s",
		    e->d_name);
	closedir(d);
}

/* Standard input that cannot be read (closed): 74, naming it. */
START_TEST(test_stdin_unreadable)
{
	char	*argv[] = { "gcacw-test", NULL };
	char	*e;

	err_to_file();
	child_setup = close_stdin;
	ck_assert_int_eq(spawn(&tool, 1, argv), ST_IOERR);
	e = err_text();
	ck_assert_str_eq(e, "gcacw-test: cannot read standard input: Bad "
	    "file descriptor\n");
	ck_assert_int_eq(ran, 0);
	free(e);
}
END_TEST

/* No file descriptor left when -i creates its temporary file. */
static int
no_descriptors(void)
{
	struct rlimit	rl;
	int		fd = dup(0);

	/* The lowest free descriptor is the limit: nothing opens. */
	ck_assert_int_ge(fd, 0);
	close(fd);
	getrlimit(RLIMIT_NOFILE, &rl);
	rl.rlim_cur = (rlim_t)fd;
	return setrlimit(RLIMIT_NOFILE, &rl);
}

/* A file size limit of 8 bytes: the game cannot be written whole (the
 * tool ignores SIGXFSZ; write(2) fails with EFBIG). */
static int
tiny_files(void)
{
	struct rlimit	rl;

	getrlimit(RLIMIT_FSIZE, &rl);
	rl.rlim_cur = 8;
	return setrlimit(RLIMIT_FSIZE, &rl);
}

/* -i when the system refuses: 74, one line saying what could not be
 * done, FILE as it was, no temporary file left (issue 9). */
static void
in_place_fails(int (*how)(void), const char *want_fmt)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	*argv[] = { "gcacw-test", "-i", path, NULL };
	char	 want[512];
	char	*e, *after;
	int	 st;

	game_file(path);
	err_to_file();
	ran = 0;
	sabotage = how;
	st = spawn(&tool, 3, argv);
	sabotage = NULL;
	e = err_text();
	snprintf(want, sizeof(want), want_fmt, path);
	ck_assert_str_eq(e, want);
	ck_assert_int_eq(st, ST_IOERR);
	ck_assert_int_eq(ran, 1);
	after = slurp(path);
	ck_assert_str_eq(after, game);
	no_temporary(path);
	unlink(path);
	free(after);
	free(e);
}

START_TEST(test_in_place_no_descriptor)
{
	in_place_fails(no_descriptors, "gcacw-test: cannot create a temporary "
	    "file beside %s: Too many open files\n");
}
END_TEST

START_TEST(test_in_place_file_too_large)
{
	in_place_fails(tiny_files, "gcacw-test: cannot write %s: File too "
	    "large\n");
}
END_TEST

/*
 * -i on a name that links to a file which is gone (a descriptor's link
 * in /proc to a deleted file): the link resolves to no file that is the
 * one FILE names, so there is nothing to replace (issue 9: the target
 * must be the very file FILE names).
 */
START_TEST(test_in_place_deleted_target)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX", link[64];
	char	*argv[] = { "gcacw-test", "-i", link, NULL };
	char	 want[256];
	char	*e;
	int	 fd;

	game_file(path);
	ck_assert_int_ge(fd = open(path, O_RDONLY), 0);
	unlink(path);
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	err_to_file();
	ran = 0;
	ck_assert_int_eq(spawn(&tool, 3, argv), ST_USAGE);
	e = err_text();
	snprintf(want, sizeof(want), "gcacw-test: -i: cannot find the file "
	    "%s links to\n", link);
	ck_assert_int_eq(strncmp(e, want, strlen(want)), 0);
	ck_assert_int_eq(ran, 0);
	close(fd);
	free(e);
}
END_TEST

/* -k writes each game as it succeeds: a full disk is 74 at once. */
START_TEST(test_keep_going_full)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	*argv[] = { "gcacw-test", "-k", path, NULL };
	char	*e;

	game_file(path);
	err_to_file();
	child_setup = stdout_full;
	ck_assert_int_eq(spawn(&tool, 3, argv), ST_IOERR);
	e = err_text();
	ck_assert_str_eq(e, "gcacw-test: cannot write standard output: No "
	    "space left on device\n");
	ck_assert_int_eq(ran, 1);
	unlink(path);
	free(e);
}
END_TEST


/* -i on a file that is not there: 66, as for any input (gcacw(7)). */
START_TEST(test_in_place_missing)
{
	char	*argv[] = { "gcacw-test", "-i", "/tmp/gcacw-test-io-none.yaml",
		    NULL };
	char	*e;

	err_to_file();
	ran = 0;
	ck_assert_int_eq(spawn(&tool, 3, argv), ST_NOINPUT);
	e = err_text();
	ck_assert_str_eq(e, "gcacw-test: cannot open /tmp/gcacw-test-io-none."
	    "yaml: No such file or directory\n");
	ck_assert_int_eq(ran, 0);
	free(e);
}
END_TEST

/* -i replaces only a regular file (issue 9): a character device or a
 * socket is refused by what it is, 64, before anything is read. */
START_TEST(test_in_place_not_regular)
{
	struct sockaddr_un	 sun;
	char			 sock[] = "/tmp/gcacw-test-io.sock";
	char			*dev[] = { "gcacw-test", "-i", "/dev/null",
				    NULL };
	char			*so[] = { "gcacw-test", "-i", sock, NULL };
	char			*e;
	int			 fd;

	err_to_file();
	ck_assert_int_eq(spawn(&tool, 3, dev), ST_USAGE);
	e = err_text();
	ck_assert_str_eq(e, "gcacw-test: -i needs a regular file: /dev/null "
	    "is a character device\nusage: gcacw-test [-i] [FILE]\n");
	free(e);

	unlink(sock);
	ck_assert_int_ge(fd = socket(AF_UNIX, SOCK_STREAM, 0), 0);
	memset(&sun, 0, sizeof(sun));
	sun.sun_family = AF_UNIX;
	strcpy(sun.sun_path, sock);
	ck_assert_int_eq(bind(fd, (struct sockaddr *)&sun, sizeof(sun)), 0);
	err_to_file();
	ck_assert_int_eq(spawn(&tool, 3, so), ST_USAGE);
	e = err_text();
	ck_assert_str_eq(e, "gcacw-test: -i needs a regular file: "
	    "/tmp/gcacw-test-io.sock is a socket\nusage: gcacw-test [-i] "
	    "[FILE]\n");
	close(fd);
	unlink(sock);
	free(e);
}
END_TEST

/* An empty file holds no game: 65 (gcacw(7): the input is not a valid
 * game file). */
START_TEST(test_empty_file)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	*argv[] = { "gcacw-test", path, NULL };
	char	 want[256];
	char	*e;
	int	 fd;

	ck_assert_int_ge(fd = mkstemp(path), 0);
	close(fd);
	err_to_file();
	ran = 0;
	ck_assert_int_eq(spawn(&tool, 2, argv), ST_DATA);
	e = err_text();
	snprintf(want, sizeof(want), "gcacw-test: %s: no game in the input\n",
	    path);
	ck_assert_str_eq(e, want);
	ck_assert_int_eq(ran, 0);
	unlink(path);
	free(e);
}
END_TEST

/* --charts names a directory: 66, saying which option gave it; a charts
 * file that is no YAML: 65, at the fault's place. */
START_TEST(test_charts_unreadable)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	*dir[] = { "gcacw-test", "--charts", "/tmp", NULL };
	char	*bad[] = { "gcacw-test", "--charts", path, NULL };
	char	 want[256];
	char	*e;
	int	 fd;

	err_to_file();
	ck_assert_int_eq(spawn(&tool, 3, dir), ST_NOINPUT);
	e = err_text();
	ck_assert_str_eq(e, "gcacw-test: --charts: cannot read /tmp: Is a "
	    "directory\n");
	free(e);

	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_int_eq(write(fd, "a: [\n", 5), 5);
	close(fd);
	err_to_file();
	ck_assert_int_eq(spawn(&tool, 3, bad), ST_DATA);
	e = err_text();
	snprintf(want, sizeof(want), "gcacw-test: %s:2:1: YAML: ", path);
	ck_assert_int_eq(strncmp(e, want, strlen(want)), 0);
	ck_assert_int_eq(tg_nlines(e), 1);
	unlink(path);
	free(e);
}
END_TEST

/* Standard output on a full disk: 74, and the game is not half said to
 * be written. */
START_TEST(test_stdout_full)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	*argv[] = { "gcacw-test", path, NULL };
	char	*e;

	game_file(path);
	err_to_file();
	child_setup = stdout_full;
	ck_assert_int_eq(spawn(&tool, 2, argv), ST_IOERR);
	e = err_text();
	ck_assert_str_eq(e, "gcacw-test: cannot write standard output: No "
	    "space left on device\n");
	unlink(path);
	free(e);
}
END_TEST


/* ---- The scenario library (cli_scenario.c) ---- */

/*
 * A library in a directory of the test's own ($GCACW_SCENARIOS): siv/
 * bath.yaml a scenario (of the name only), siv/kernstown.yaml a
 * directory.  A stream's games of one scenario share it, read once; a
 * scenario that cannot be read is 74, naming the file (gcacw(7): input
 * that cannot be read).
 */
START_TEST(test_scenario_library)
{
	static const char scen[] = "scenario: 1\ngame: siv\nname: bath\n"
	    "title: Test\nrule: TEST 1.0\nturns: {first: 1, last: 9}\n"
	    "victory: {side: usa, items: [], levels: [{level: Draw}]}\n";
	static const char two[] = TG_SIV "scenario: bath\nturn: 1\n---\n"
	    TG_SIV "scenario: bath\nturn: 2\n";
	char		 dir[] = "/tmp/gcacw-test-lib.XXXXXX", path[128];
	char		*plain[] = { "gcacw-test", NULL };
	char		 want[256];
	struct ran	 r;
	FILE		*f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/siv", dir);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	snprintf(path, sizeof(path), "%s/siv/kernstown.yaml", dir);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	snprintf(path, sizeof(path), "%s/siv/bath.yaml", dir);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(scen, f);
	ck_assert_int_eq(fclose(f), 0);
	ck_assert_int_eq(setenv("GCACW_SCENARIOS", dir, 1), 0);

	run_mem(&r, &tool, two, plain);
	ck_assert_str_eq(r.err, "");
	ck_assert_int_eq(r.st, 0);
	ck_assert_int_eq(ran, 2);
	tg_has(r.text, "scenario: bath\nturn: 2\n");
	ran_done(&r);

	run_mem(&r, &tool, TG_SIV "scenario: kernstown\nturn: 1\n", plain);
	snprintf(want, sizeof(want), "gcacw-test: cannot read %s/siv/kernstown."
	    "yaml: Is a directory\n", dir);
	ck_assert_str_eq(r.err, want);
	ck_assert_int_eq(r.st, ST_IOERR);
	ck_assert_int_eq(ran, 0);
	ran_done(&r);

	unlink(path);
	snprintf(path, sizeof(path), "%s/siv/kernstown.yaml", dir);
	rmdir(path);
	snprintf(path, sizeof(path), "%s/siv", dir);
	rmdir(path);
	rmdir(dir);
	ck_assert_int_eq(unsetenv("GCACW_SCENARIOS"), 0);
}
END_TEST


static char	outpath[64];

static void
stdout_to_out(void)
{
	if (freopen(outpath, "w", stdout) == NULL)
		_exit(1);
}

/* Run tool t by cli_main on a two-game file with the words of argv
 * (FILE last, NULL-ended); what went to stdout into *out. */
static int
main_out(const struct tool *t, char **argv, char **out)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	 opath[] = "/tmp/gcacw-test-io-out.XXXXXX";
	char	*words[8];
	int	 argc = 0, fd, st;
	FILE	*f;

	while (argv[argc] != NULL) {
		words[argc] = argv[argc];
		argc++;
	}
	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_ptr_nonnull(f = fdopen(fd, "w"));
	fprintf(f, "%s---\n%s", game, game);
	ck_assert_int_eq(fclose(f), 0);
	words[argc++] = path;
	words[argc] = NULL;
	ck_assert_int_ge(fd = mkstemp(opath), 0);
	close(fd);
	strcpy(outpath, opath);
	child_setup = stdout_to_out;
	ask = false;
	st = spawn(t, argc, words);
	*out = slurp(opath);
	unlink(opath);
	unlink(path);
	return st;
}

/* -k: a query's reports go out one after the other, with no "---"
 * (which separates games); -k -n rules each game and writes none
 * (issue 9, 16); an empty $GCACW_CHARTS names no file. */
START_TEST(test_keep_going_out)
{
	char	*query[] = { "gcacw-test", "-k", "--ask", NULL };
	char	*dry[] = { "gcacw-test", "-k", "-n", NULL };
	char	*plain[] = { "gcacw-test", NULL };
	char	*out, *e;

	ck_assert_int_eq(main_out(&recovery, query, &out), 0);
	ck_assert_int_eq(ran, 2);
	ck_assert_str_eq(out, "a report\na report\n");
	free(out);

	ck_assert_int_eq(main_out(&tool, dry, &out), 0);
	ck_assert_int_eq(ran, 2);
	ck_assert_str_eq(out, "");
	free(out);

	ck_assert_int_eq(setenv("GCACW_CHARTS", "", 1), 0);
	err_to_file();
	ck_assert_int_eq(main_out(&tool, plain, &out), 0);
	ck_assert_int_eq(unsetenv("GCACW_CHARTS"), 0);
	e = err_text();
	ck_assert_str_eq(e, "");
	ck_assert_int_eq(ran, 2);
	tg_has(out, "---\n");
	free(out);
	free(e);
}
END_TEST


/* The tools' shared argument readers (cli_args.h): UNIT:HEX/HEX needs
 * both parts; a list of hexes has at most its number; a hex that is no
 * id is left to the reader that parses it. */
START_TEST(test_args)
{
	struct cli	 c;
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_TURN1 TG_CLEAR);
	const char	*unit = NULL, *side = NULL;
	char		*buf = NULL;
	size_t		 len = 0;
	hex_t		 h[2];
	int		 n;

	memset(&c, 0, sizeof(c));
	diag_init(&c.diag, "gcacw-test", NULL);
	c.diag.out = tg_memopen(&buf, &len);
	ck_assert_int_eq(cli_unit_hexside(&c, "--destroy", "Brown:", &unit,
	    &side), ST_USAGE);
	ck_assert_int_eq(cli_unit_hexside(&c, "--destroy", ":4611/4610",
	    &unit, &side), ST_USAGE);
	tg_memclose(c.diag.out, &buf);
	ck_assert_str_eq(buf, "gcacw-test: --destroy Brown:: give UNIT:HEX/HEX,"
	    " e.g. Brown:4611/4610\ngcacw-test: --destroy :4611/4610: give "
	    "UNIT:HEX/HEX, e.g. Brown:4611/4610\n");
	ck_assert_ptr_null(unit);
	free(buf);

	ck_assert_int_eq(cli_hexes(g, "--path", "4710, 4711,4712", 2, h, &n),
	    ST_USAGE);
	ck_assert_int_eq(n, 2);
	ck_assert_uint_eq(h[1], tg_hex(g, "4711"));
	tg_has(tg_errors(&t), "gcacw-check: --path: at most 2 hexes\n");
	ck_assert_int_eq(cli_hex_on_map(g, "--target", NULL), 0);
	ck_assert_int_eq(cli_hex_on_map(g, "--target", "47x0"), 0);
	tg_done(&t);
}
END_TEST

static Suite *
io_suite(void)
{
	Suite	*s = suite_create("cov-io");
	TCase	*tc = tcase_create("map");
	TCase	*th = tcase_create("hex");
	TCase	*tl = tcase_create("cli");
	TCase	*ts = tcase_create("scenario");

	tcase_add_test(tc, test_map_shapes);
	tcase_add_test(tc, test_map_bounds_per_sheet);
	tcase_add_test(tc, test_map_rows_only);
	tcase_add_test(tc, test_map_bounds_list);
	tcase_add_test(tc, test_hexside_high);
	suite_add_tcase(s, tc);
	tcase_add_test(th, test_hex_edges);
	tcase_add_test(th, test_hex_sheets);
	tcase_add_test(th, test_map_model);
	tcase_add_test(th, test_unit_hints);
	tcase_add_test(th, test_hex_hint_none);
	suite_add_tcase(s, th);
	tcase_add_test(ts, test_scenario_optional_keys);
	tcase_add_test(ts, test_scenario_shapes);
	tcase_add_test(ts, test_scenario_head);
	tcase_add_test(ts, test_scenario_victory);
	tcase_add_test(ts, test_scenario_sheets);
	tcase_add_test(ts, test_charts_cells);
	tcase_add_test(ts, test_new_game_rain);
	tcase_add_test(ts, test_phases);
	tcase_add_test(ts, test_seed_and_dice);
	tcase_add_test(ts, test_emit_markers);
	tcase_add_test(ts, test_game_shapes);
	tcase_add_test(ts, test_leader_out_of_play);
	suite_add_tcase(s, ts);
	tcase_add_test(tl, test_stdin_unreadable);
	tcase_add_test(tl, test_in_place_no_descriptor);
	tcase_add_test(tl, test_in_place_file_too_large);
	tcase_add_test(tl, test_in_place_deleted_target);
	tcase_add_test(tl, test_keep_going_full);
	tcase_add_test(tl, test_in_place_missing);
	tcase_add_test(tl, test_in_place_not_regular);
	tcase_add_test(tl, test_empty_file);
	tcase_add_test(tl, test_charts_unreadable);
	tcase_add_test(tl, test_stdout_full);
	tcase_add_test(tl, test_scenario_library);
	tcase_add_test(tl, test_keep_going_out);
	tcase_add_test(tl, test_args);
	suite_add_tcase(s, tl);
	return s;
}

CHECK_MAIN(io_suite)
