/*
 * test_move_path.c — a march's path checked step by step (6.1, 6.2, 7.1,
 * 7.7): MP spent and exhausted, the minimum one-hex move and its
 * exceptions, entering enemy ZOC, leaving it only where the march began,
 * ZOC to ZOC and its penalty, the cavalry retreat opportunity, each
 * refusal's step, hex and rule, and every missing cell reported at once.
 *
 * testmove.h says what a game is unless a case says otherwise; M
 * marches south (1011, 1012, ...) with the MP the case gives, nothing
 * done yet.  Enemy E in 1114 exerts ZOC into 1013 (and 1014), not 1012;
 * in 1110, into 1010 and not 1011; in 1113, into 1012 and 1013.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "move.h"
#include "testmove.h"

#define E(hex)		UNIT_AT("E", "usa", "infantry", 4, hex, "")
#define C(hex)		UNIT_AT("C", "usa", "cavalry", 2, hex, "")

#define HEX(f, id)	tg_hex((f)->g, (id))

/* ---- 6.1 MP ---- */

START_TEST(test_6_1_each_step_spends_its_cost)
{
	struct fx f;

	fx_make(&f, FAIR, "'1012': woods", "", M, CHARTS, 12);
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.nsteps, 3);
	ck_assert_int_eq(f.plan.steps[0].paid, 2);
	ck_assert_int_eq(f.plan.steps[1].paid, 4);
	ck_assert_int_eq(f.plan.steps[2].paid, 2);
	ck_assert_int_eq(f.plan.steps[2].mp_after, 4);
	ck_assert_int_eq(f.plan.mp_left, 4);
	ck_assert_int_eq(f.plan.stop, MOVE_GO);
	ck_assert_int_eq(f.plan.end, HEX(&f, "1013"));
	tg_done(&f.t);
}
END_TEST

/* 12.0: fractions of MP are exact: two pike steps in rain are 3 MP. */
START_TEST(test_12_0_pike_in_rain_spends_exact_halves)
{
	struct fx f;

	fx_make(&f, RAIN, "", "1010/1011: [pike], 1011/1012: [pike]", M, "",
	    6);
	fx_ok(&f, "1011,1012");
	ck_assert_int_eq(f.plan.steps[0].mp_after, 3);
	ck_assert_int_eq(f.plan.mp_left, 0);
	ck_assert_int_eq(f.plan.stop, MOVE_SPENT);
	tg_done(&f.t);
}
END_TEST

/* 6.1: "the unit may no longer move when it reaches 0". */
START_TEST(test_6_1_mp_at_0_ends_the_march)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, CHARTS, 4);
	fx_ok(&f, "1011,1012");
	ck_assert_int_eq(f.plan.stop, MOVE_SPENT);
	ck_assert_int_eq(f.plan.stop_step, 2);
	fx_refused(&f, "1011,1012,1013", "step 3, 1013: no MP left after "
	    "step 2 (1012): the march is over (6.1)");
	tg_done(&f.t);
}
END_TEST

START_TEST(test_6_1_not_enough_mp_refused)
{
	struct fx f;

	fx_make(&f, FAIR, "'1012': woods", "", M, CHARTS, 4);
	fx_refused(&f, "1011,1012", "step 2, 1012: not enough MP: it costs 2, "
	    "1 left (6.1)");
	ck_assert_str_eq(f.plan.refusal.rule, "6.1");
	ck_assert_int_eq(f.plan.refusal.step, 2);
	ck_assert_int_eq(f.plan.refusal.hex, HEX(&f, "1012"));
	tg_done(&f.t);
}
END_TEST

/* ---- 7.1 the minimum one-hex move ---- */

/* "As long as a unit does not attack during its march, it may always
 * move at least one hex — even if its Movement Allowance is not
 * sufficient". */
START_TEST(test_7_1_minimum_one_hex_move)
{
	struct fx f;

	fx_make(&f, FAIR, "'1011': woods", "", M, CHARTS, 2);
	fx_ok(&f, "1011");
	ck_assert(f.plan.steps[0].minimum);
	ck_assert_int_eq(f.plan.steps[0].price.cost, 4);
	ck_assert_int_eq(f.plan.steps[0].paid, 2);
	ck_assert_str_eq(f.plan.steps[0].paid_why, "the minimum one-hex "
	    "move: all MP (7.1)");
	ck_assert_int_eq(f.plan.stop, MOVE_SPENT);
	tg_done(&f.t);
	/* Only the first hex. */
	fx_make(&f, FAIR, "'1012': woods", "", M, CHARTS, 4);
	fx_refused(&f, "1011,1012", "step 2, 1012: not enough MP: it costs 2, "
	    "1 left (6.1)");
	tg_done(&f.t);
}
END_TEST

START_TEST(test_7_1_no_minimum_move_after_an_attack)
{
	struct fx f;

	fx_make(&f, FAIR, "'1011': woods", "", M, CHARTS, 2);
	f.st.attacked = true;
	fx_refused(&f, "1011", "step 1, 1011: not enough MP: it costs 2, 1 "
	    "left (6.1; no minimum one-hex move after an attack, 7.1)");
	tg_done(&f.t);
}
END_TEST

/* 7.7: "If a unit's Movement Allowance has been reduced to 0, its march
 * ends. (Exception: If the unit has not yet moved, it is permitted to
 * move one hex".  And not again. */
START_TEST(test_7_7_cavalry_retreat_cut_mp_to_0_still_one_hex)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, CHARTS, 0);
	fx_ok(&f, "1011");
	ck_assert(f.plan.steps[0].minimum);
	ck_assert_int_eq(f.plan.steps[0].paid, 0);
	ck_assert_int_eq(f.plan.stop, MOVE_SPENT);
	f.st.moved = true;
	fx_refused(&f, "1011", "step 1, 1011: no MP left (6.1)");
	tg_done(&f.t);
}
END_TEST

/* 7.1: "Exception: A unit may still not enter or exit a mountain or
 * swamp hex (except by road, pike, RR or trail), or cross a major or
 * minor river hexside (except at a bridge, dam, ford, or ferry)." */
START_TEST(test_7_1_minimum_move_keeps_the_terrain_restrictions)
{
	struct fx f;

	fx_make(&f, FAIR, "", "1010/1011: [minor-river]", M, CHARTS, 2);
	fx_refused(&f, "1011", "step 1, 1011: a river crossed only at a "
	    "bridge, dam, ferry or ford (6.2)");
	tg_done(&f.t);
}
END_TEST

/* 7.1: "If a unit begins a march adjacent to a ferry hexside and does
 * not have enough MP to cross due to the ferry MP penalty, it may cross
 * that ferry hexside anyway using all of its available MP." */
START_TEST(test_7_1_ferry_exception)
{
	static const char sides[] = "1010/1011: [major-river, ferry, road]";
	struct fx f;

	/* Manpower 9: road 1 + 3; 2 MP left after an attack. */
	fx_make(&f, FAIR, "", sides, UNIT_AT("M", "csa", "infantry", 9,
	    "1010", ""), CHARTS, 4);
	f.st.attacked = true;
	fx_ok(&f, "1011");
	ck_assert(f.plan.steps[0].ferry_exception);
	ck_assert_int_eq(f.plan.steps[0].price.cost, 8);
	ck_assert_int_eq(f.plan.steps[0].price.ferry, 6);
	ck_assert_int_eq(f.plan.steps[0].paid, 4);
	ck_assert_int_eq(f.plan.stop, MOVE_SPENT);
	/* Not where the march began. */
	f.st.moved = true;
	fx_refused(&f, "1011", "step 1, 1011: not enough MP: it costs 4, 2 "
	    "left (6.1)");
	tg_done(&f.t);
	/* Short of the road's cost too: not "due to the ferry penalty". */
	fx_make(&f, FAIR, "", sides, UNIT_AT("M", "csa", "infantry", 9,
	    "1010", ""), CHARTS, 1);
	f.st.attacked = true;
	fx_refused(&f, "1011", "step 1, 1011: not enough MP: it costs 4, ½ "
	    "left (6.1; no minimum one-hex move after an attack, 7.1)");
	tg_done(&f.t);
}
END_TEST

/* ---- 6.2 zones of control ---- */

/* "A unit must stop upon entering an enemy normal ZOC hex from a hex not
 * in an enemy normal ZOC, and must then either attack or end its march":
 * MP left are kept; a step beyond is refused. */
START_TEST(test_6_2_entering_enemy_zoc_stops_the_march)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M E("1114"), CHARTS, 12);
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.stop, MOVE_ZOC);
	ck_assert_int_eq(f.plan.stop_step, 3);
	ck_assert_int_eq(f.plan.mp_left, 6);
	ck_assert(f.plan.steps[2].zoc_entered);
	ck_assert_int_eq(f.plan.ncavalry, 0);
	fx_refused(&f, "1011,1012,1013,1012", "step 4, 1012: enemy ZOC "
	    "entered at step 3 (1013) stops the march (6.2)");
	tg_done(&f.t);
}
END_TEST

/* Entering it with the last MP: no attack is possible (6.1), the march
 * is over. */
START_TEST(test_6_2_entering_enemy_zoc_with_the_last_mp)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M E("1114"), CHARTS, 6);
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.stop, MOVE_SPENT);
	ck_assert(f.plan.steps[2].zoc_entered);
	tg_done(&f.t);
}
END_TEST

/* "ZOC to non-ZOC costs normal MP plus 1." */
START_TEST(test_6_2_leaving_enemy_zoc_where_the_march_began_plus_1)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M E("1110"), CHARTS, 12);
	fx_ok(&f, "1011,1012");
	ck_assert_int_eq(f.plan.steps[0].paid, 4);
	ck_assert_str_eq(f.plan.steps[0].price.parts[1].text,
	    "leaving enemy ZOC +1 (6.2)");
	ck_assert_int_eq(f.plan.steps[1].paid, 2);
	ck_assert_int_eq(f.plan.stop, MOVE_GO);
	tg_done(&f.t);
}
END_TEST

/* "An active unit may not exit an enemy normal ZOC hex unless it starts
 * its march there." */
START_TEST(test_6_2_leaving_enemy_zoc_elsewhere_refused)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M E("1110"), CHARTS, 12);
	f.st.start = HEX(&f, "1009");
	f.st.moved = true;
	fx_refused(&f, "1011", "step 1, 1011: a unit leaves enemy ZOC only "
	    "from the hex where its march began (1009), and 1010 is in enemy "
	    "ZOC (6.2)");
	tg_done(&f.t);
}
END_TEST

/* "ZOC to ZOC costs the unit's entire Movement Allowance, ending the
 * march with no attack, and if the two hexes are not connected by road,
 * pike, RR, or trail, the unit's Strength marker is flipped to
 * disorganized (or, if already disorganized, its Manpower value is
 * reduced by 1)." */
START_TEST(test_6_2_zoc_to_zoc_all_mp_and_disorganized_off_road)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", UNIT_AT("M", "csa", "infantry", 6, "1012",
	    "") E("1113"), CHARTS, 10);
	fx_ok(&f, "1013");
	ck_assert(f.plan.steps[0].zoc_to_zoc);
	ck_assert_int_eq(f.plan.steps[0].paid, 10);
	ck_assert_str_eq(f.plan.steps[0].paid_why, "ZOC to ZOC: all MP (6.2)");
	ck_assert_int_eq(f.plan.mp_left, 0);
	ck_assert_int_eq(f.plan.stop, MOVE_ZOC_TO_ZOC);
	ck_assert_int_eq(f.plan.penalty, MOVE_DISORGANIZE);
	fx_refused(&f, "1013,1014", "step 2, 1014: the move from enemy ZOC to "
	    "enemy ZOC at step 1 (1013) took all MP and ended the march "
	    "(6.2)");
	tg_done(&f.t);
}
END_TEST

START_TEST(test_6_2_zoc_to_zoc_disorganized_loses_1_manpower)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", UNIT_AT("M", "csa", "infantry", 6, "1012",
	    ", disorganized: true") E("1113"), CHARTS, 10);
	fx_ok(&f, "1013");
	ck_assert_int_eq(f.plan.penalty, MOVE_LOSE_MANPOWER);
	tg_done(&f.t);
}
END_TEST

START_TEST(test_6_2_zoc_to_zoc_by_road_or_trail_no_penalty)
{
	struct fx f;

	fx_make(&f, FAIR, "", "1012/1013: [road]", UNIT_AT("M", "csa",
	    "infantry", 6, "1012", "") E("1113"), CHARTS, 10);
	fx_ok(&f, "1013");
	ck_assert_int_eq(f.plan.stop, MOVE_ZOC_TO_ZOC);
	ck_assert_int_eq(f.plan.penalty, MOVE_NO_PENALTY);
	tg_done(&f.t);
	fx_make(&f, FAIR, "", "1012/1013: [trail]", UNIT_AT("M", "csa",
	    "infantry", 6, "1012", "") E("1113"), CHARTS, 10);
	fx_ok(&f, "1013");
	ck_assert_int_eq(f.plan.penalty, MOVE_NO_PENALTY);
	tg_done(&f.t);
}
END_TEST

/* RULING: ZOC to ZOC is all the MP left whatever the terrain costs: the
 * Terrain Chart is not read, and any MP left will do. */
START_TEST(test_6_2_zoc_to_zoc_reads_no_terrain_cost)
{
	struct fx f;

	fx_make(&f, FAIR, "'1013': rough", "", UNIT_AT("M", "csa",
	    "infantry", 6, "1012", "") E("1113"), "", 1);
	fx_ok(&f, "1013");
	ck_assert_int_eq(f.plan.steps[0].paid, 1);
	ck_assert_int_eq(f.plan.nmissing, 0);
	tg_done(&f.t);
}
END_TEST

/* 2.4, 6.2: restricted ZOC do not stop a march. */
START_TEST(test_6_2_restricted_zoc_does_not_stop)
{
	struct fx f;

	fx_make(&f, FAIR, "'1114': woods", "", M E("1114"), CHARTS, 12);
	fx_ok(&f, "1011,1012,1013,0913");
	ck_assert_int_eq(f.plan.stop, MOVE_GO);
	tg_done(&f.t);
}
END_TEST

START_TEST(test_6_2_enemy_occupied_hex_refused)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M E("1011"), CHARTS, 12);
	fx_refused(&f, "1011", "step 1, 1011: enemy-occupied: a unit may not "
	    "enter a hex occupied by enemy units (6.2)");
	tg_done(&f.t);
}
END_TEST

START_TEST(test_6_2_water_refused_at_its_step)
{
	struct fx f;

	fx_make(&f, FAIR, "'1012': water", "", M, CHARTS, 12);
	fx_refused(&f, "1011,1012", "step 2, 1012: water (2.4, 6.2)");
	ck_assert_int_eq(f.plan.nsteps, 2);
	tg_done(&f.t);
}
END_TEST

/* 2.3: "Only whole hexes are playable; partial hexes are off-map." */
START_TEST(test_2_3_off_the_map_refused)
{
	struct fx f;

	fx_load(&f, FAIR "map:\n  terrain: clear\n  off_map: ['1011']\n"
	    "units:\n" M CHARTS, 12);
	fx_refused(&f, "1011", "step 1, 1011: off the map (2.3)");
	tg_done(&f.t);
}
END_TEST

/* ---- 6.2, 7.7 cavalry retreat opportunities ---- */

/* "When an active infantry unit moves into the normal ZOC of an enemy
 * cavalry unit — before an attack is declared — the cavalry unit may
 * make a cavalry retreat". */
START_TEST(test_7_7_infantry_entering_cavalry_zoc_offers_a_retreat)
{
	struct fx f;
	hex_t declined;

	fx_make(&f, FAIR, "", "", M C("1114"), CHARTS, 12);
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.stop, MOVE_ZOC);
	ck_assert_int_eq(f.plan.ncavalry, 1);
	ck_assert_int_eq(f.plan.cavalry[0], HEX(&f, "1114"));
	/* Declined (or forfeited) for this march: not again (7.7). */
	declined = HEX(&f, "1114");
	f.st.declined = &declined;
	f.st.ndeclined = 1;
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.stop, MOVE_ZOC);
	ck_assert_int_eq(f.plan.ncavalry, 0);
	tg_done(&f.t);
}
END_TEST

/* 7.7: "enemy infantry/artillery unit" (RULING: artillery too); never
 * against cavalry; never from a restricted ZOC. */
START_TEST(test_7_7_cavalry_retreat_only_before_infantry_or_artillery)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", UNIT_AT("M", "csa", "artillery", 2, "1010",
	    "") C("1114"), CHARTS, 12);
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.ncavalry, 1);
	tg_done(&f.t);
	fx_make(&f, FAIR, "", "", UNIT_AT("M", "csa", "cavalry", 2, "1010",
	    "") C("1114"), CHARTS, 12);
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.stop, MOVE_ZOC);
	ck_assert_int_eq(f.plan.ncavalry, 0);
	tg_done(&f.t);
	fx_make(&f, FAIR, "'1114': woods", "", M C("1114"), CHARTS, 12);
	fx_ok(&f, "1011,1012,1013");
	ck_assert_int_eq(f.plan.stop, MOVE_GO);
	ck_assert_int_eq(f.plan.ncavalry, 0);
	tg_done(&f.t);
}
END_TEST

/* "Starts Adjacent": asked of the hex the march begins in. */
START_TEST(test_7_7_march_beginning_in_cavalry_zoc)
{
	struct fx	f;
	hex_t		out[6];

	fx_make(&f, FAIR, "", "", M C("1110"), CHARTS, 12);
	ck_assert_int_eq(move_cavalry(f.g, &f.st, HEX(&f, "1010"), out), 1);
	ck_assert_int_eq(out[0], HEX(&f, "1110"));
	tg_done(&f.t);
}
END_TEST

/* 7.7: "An enemy infantry/artillery unit performing a march moves into a
 * normal (not restricted) ZOC exerted by a cavalry unit": of M's
 * neighbours in 1010 only C (enemy cavalry, clear) offers a retreat;
 * not F (friendly cavalry), not E (enemy infantry), not R (its ZOC
 * restricted: in woods, no road, 2.4), not D (declined this march). */
START_TEST(test_7_7_cavalry_met)
{
	struct fx	 f;
	hex_t		 out[6], declined[1];

	fx_make(&f, FAIR, "'1110': woods", "", M TG_CAV("C", "usa", 2, "1009")
	    TG_CAV("D", "usa", 2, "1011") TG_CAV("F", "csa", 2, "0911")
	    TG_INF("E", "usa", 2, "0910") TG_CAV("R", "usa", 2, "1110"),
	    CHARTS, 12);
	ck_assert(hex_adjacent(HEX(&f, "1010"), HEX(&f, "0911")));
	ck_assert(hex_adjacent(HEX(&f, "1010"), HEX(&f, "0910")));
	ck_assert(hex_adjacent(HEX(&f, "1010"), HEX(&f, "1110")));
	declined[0] = HEX(&f, "1011");
	f.st.declined = declined;
	f.st.ndeclined = 1;
	ck_assert_int_eq(move_cavalry(f.g, &f.st, HEX(&f, "1010"), out), 1);
	ck_assert_int_eq(out[0], HEX(&f, "1009"));
	tg_done(&f.t);
}
END_TEST

/* ---- missing data, reports ---- */

/* DESIGN.md section 6: every missing cell of the path at once, each once
 * with every step that needs it. */
START_TEST(test_dsgn6_missing_cells_of_the_path_all_reported)
{
	struct fx f;

	fx_make(&f, FAIR, "'1012': woods", "", M, "", 12);
	ck_assert_int_eq(fx_path(&f, "1011,1012,1013"), ST_DATA);
	ck_assert_int_eq(f.plan.nmissing, 3);
	ck_assert_int_eq(move_report(f.g, &f.plan, "--path"), ST_DATA);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: "
	    "charts.terrain-mp.clear.normal: the Terrain Chart (movement point "
	    "costs) does not print this cell (2.3, 6.2, 12.0; Terrain Chart), "
	    "needed for the MP to enter clear (6.1) at step 1 (1011), step 3 "
	    "(1013); supply it as charts: {terrain-mp: {\"clear\": "
	    "{\"normal\": VALUE}}} in the game file, in a --charts FILE or in "
	    "$GCACW_CHARTS (gcacw-charts --show terrain-mp prints the table; "
	    "--template, a file of every cell to supply)\n"
	    "gcacw-check: <stdin>: charts.terrain-mp.woods.normal: the Terrain "
	    "Chart (movement point costs) does not print this cell (2.3, 6.2, "
	    "12.0; Terrain Chart), needed for the MP to enter woods (6.1) at "
	    "step 2 (1012); supply it as charts: {terrain-mp: {\"woods\": "
	    "{\"normal\": VALUE}}} in the game file, in a --charts FILE or in "
	    "$GCACW_CHARTS (gcacw-charts --show terrain-mp prints the table; "
	    "--template, a file of every cell to supply)\n");
	tg_done(&f.t);
}
END_TEST

/* A refusal that holds whatever the costs are wins; one for MP is not
 * ruled on unknown costs. */
START_TEST(test_dsgn6_missing_cells_and_refusals)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M E("1012"), "", 12);
	fx_refused(&f, "1011,1012", "step 2, 1012: enemy ZOC entered at step "
	    "1 (1011) stops the march (6.2)");
	tg_done(&f.t);
	fx_make(&f, FAIR, "", "", M, "", 2);
	ck_assert_int_eq(fx_path(&f, "1011,1012,1013"), ST_DATA);
	tg_done(&f.t);
}
END_TEST

START_TEST(test_dsgn5_refusal_names_step_hex_and_rule)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M E("1114"), CHARTS, 12);
	fx_path(&f, "1011,1012,1013,1014");
	ck_assert_int_eq(move_report(f.g, &f.plan, "--path"), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --path: "
	    "step 4, 1014: enemy ZOC entered at step 3 (1013) stops the march "
	    "(6.2)\n");
	tg_done(&f.t);
}
END_TEST

START_TEST(test_dsgn5_path_not_adjacent_is_a_usage_error)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, CHARTS, 12);
	ck_assert_int_eq(fx_path(&f, "1011,1013"), ST_USAGE);
	ck_assert_str_eq(f.plan.refusal.text, "step 2, 1013: not adjacent to "
	    "1011, the hex before it");
	ck_assert_int_eq(move_report(f.g, &f.plan, "--path"), ST_USAGE);
	tg_done(&f.t);
}
END_TEST

CHECK_TESTS(move_path)
