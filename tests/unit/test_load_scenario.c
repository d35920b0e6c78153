/*
 * test_load_scenario.c — a scenario file's vocabulary (lib/doc/
 * load_scenario.c; gcacw-file(5) SCENARIOS, the game file's contract of
 * DESIGN.md section 4 carried to scenarios/): only the keys it says are
 * required are, and a value of the wrong shape is refused with the
 * message the loader is documented to give at the offending value
 * (section 5); and gcacw-new's starting game (scenario_game.c), whose
 * first turn is a rain turn where the scenario says so (12.0).
 */
#include <string.h>

#include "check_main.h"
#include "fixture_io.h"
#include "scenario.h"

#define SC_HEAD(game)							\
	"scenario: 1\ngame: " game "\nname: test\ntitle: Test\n"	\
	"rule: TEST 1.0\nturns: {first: 1, last: 9}\n"
#define SC_ITEM(id, count)						\
	"    - {id: " id ", rule: R, text: T, vp: 1, when: end, "	\
	"count: " count "}\n"

/*
 * yaml loaded as a scenario of game (the file of scenario name, or
 * NULL) is refused with exactly the lines of w[0..n).
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

	snprintf(head, sizeof(head), "gcacw: 1\ngame: %s\n", game);
	g = tg_load_ok(&t, head);
	ck_assert_int_eq(yaml_reader_next(r, &g->arena, g->diag, &doc), 1);
	ck_assert_ptr_null(scenario_load(g, doc, name));
	tio_said(tg_errors(&t), yaml, w, n);
	yaml_reader_free(r);
	tg_done(&t);
}

/* Every count kind with its required keys alone, a restriction without
 * `side`, a county without a seat, a scenario's bridges without a
 * set-up: all accepted. */
START_TEST(test_dsgn4_scenario_optional_keys_accepted)
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

/* A scenario of game, read as the file of scenario name (or NULL), that
 * is refused: exactly the lines of w, up to the first with no `at`. */
static const struct scen_case {
	const char	*game;
	const char	*yaml;
	const char	*name;
	struct want	 w[14];
} refusals[] = {
	/* Values of the wrong shape where a scenario's vocabulary wants a
	 * list, a mapping or a word. */
	{ "standard", SC_HEAD("standard")
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
	  "  levels: [{min: 1, level: Win}, {min: 0, level: Lose}]\n", NULL, {
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
		    "`min`" } } },
	/* The head: required keys missing, the wrong name for the file, a
	 * set-up that is no mapping, victory without side or items. */
	{ "standard",
	  "game: standard\n"
	  "name: test\n"
	  "title: Test\n"
	  "setup: 3\n"
	  "victory: {levels: [{level: Draw}]}\n", "other", {
		{ "|game:", "", "`scenario` is required" },
		{ "|game:", "", "`rule` is required" },
		{ "|game:", "", "`turns` is required" },
		{ "name: |test", "name", "the file of scenario 'other' names "
		    "'test'" },
		{ "victory: |{levels", "victory",
		    "`side`, `items` and `levels` are required" },
		{ "setup: |3", "setup", "expected {complete, units, leaders, "
		    "markers, missing}, got a scalar" } } },
	/* SIV's sheets are N, M and S (SIV 13.0): one capital letter each. */
	{ "siv", SC_HEAD("siv")
	  "maps: [N, S, X, NN]\n"
	  "victory: {side: usa, items: [], levels: [{level: Draw}]}\n", NULL, {
		{ "|X,", "maps", "'X' is not a sheet of siv (NMS)" },
		{ "|NN]", "maps", "'NN' is not a sheet of siv (NMS)" } } },
};

START_TEST(test_dsgn4_scenario_refusals)
{
	const struct scen_case	*c = &refusals[_i];
	int			 n;

	for (n = 0; n < 14 && c->w[n].at != NULL; n++)
		continue;
	scen_refused(c->game, c->yaml, c->name, c->w, n);
}
END_TEST

/* victory that is no mapping; levels that are none. */
START_TEST(test_dsgn4_scenario_victory_refused)
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

/* 12.0: the first turn is a rain turn only where a `rain` restriction
 * covers it (SIV New Market: "Rain conditions exist"); places listed
 * empty give a map without hexes. */
START_TEST(test_12_0_new_game_first_turn_rain)
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

CHECK_SUITE(load_scenario, NULL, NULL, 0,
    CHECK_LOOPS({ test_dsgn4_scenario_refusals, N(refusals) }))
