/*
 * test_load_game.c — the keys of a game file around its units (lib/doc/
 * load.c, load_charts.c; DESIGN.md section 4): the turn a unit left play
 * ("Units that leave play"), the markers, the ledger and the Strategic
 * Track, each of the wrong shape refused with the message the loader is
 * documented to give at the offending value (section 5); leaders out of
 * play; chart cells left empty (section 6); and the hints for a unit's
 * name that is none.
 */
#include <string.h>

#include "check_main.h"
#include "fixture_io.h"

/*
 * `left` is the turn a unit left play (SIV 13.1, 19.2): only a unit out
 * of play has one, from turn 1; markers, the ledger and the Strategic
 * Track (SIV 16.0) of the wrong shape or without their required key.
 */
START_TEST(test_dsgn4_state_shapes_refused)
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

	tio_load_refused(yaml, w, 6);
}
END_TEST

/* A leader out of play is with no unit, and needs none. */
START_TEST(test_dsgn4_leader_out_of_play_with_no_unit)
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

#define NO_ATTACKER_VALUE	"no value: fill in the cell from the Combat " \
	"Chart (attacker's results) (7.5; Charts & Tables, Combat Chart), " \
	"or delete the line"

/* DESIGN.md 6: a cell left as YAML's null in any spelling is no value
 * (the cell of a --template left empty); a table's rows are a mapping;
 * x- keys are carried through, each of them. */
START_TEST(test_dsgn6_chart_cells_null_and_x_keys)
{
	static const char yaml[] = TG_STD
	    "charts:\n"
	    "  x-a: 1\n"
	    "  x-b: 2\n"
	    "  combat-attacker: {\"+3\": {\"7-11\": Null}, \"+4\": {\"7-11\": "
	    "NULL}}\n"
	    "  combat-defender: [1]\n";
	static const struct want w[] = {
		{ "\"7-11\": |Null", "charts.combat-attacker.+3.7-11",
		    NO_ATTACKER_VALUE },
		{ "\"7-11\": |NULL", "charts.combat-attacker.+4.7-11",
		    NO_ATTACKER_VALUE },
		{ "combat-defender: |[1]", "charts.combat-defender",
		    "expected a mapping of rows, got a list" },
	};
	struct tg	 t;
	struct game	*g;

	tio_load_refused(yaml, w, 3);

	g = tg_load_ok(&t, TG_STD "charts: {x-a: 1, x-b: 2}\n");
	ck_assert_ptr_nonnull(g->charts_extra);
	ck_assert_int_eq(g->charts_extra->n, 2);
	tg_done(&t);
}
END_TEST

/*
 * DESIGN.md 5 (an error names what was meant): a leader's name where a
 * unit is wanted points to the unit he is with; one out of play is just
 * said to be a leader; of two units as near to a slip, the first listed;
 * a leader nearer than any unit points to his unit.
 */
START_TEST(test_dsgn5_unit_hints)
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

CHECK_TESTS(load_game)
