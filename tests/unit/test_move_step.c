/*
 * test_move_step.c — one step of a march priced (6.1, 6.2, 10.0, 10.1,
 * 12.0; SJW 14.0): the Terrain Chart's cells and their rain column, roads,
 * pikes, railroads, unfinished railroads, trails (2 into mountain), the
 * crossings and their refusals (passage.h), the ferry penalty, the
 * friendly-occupied hex.
 *
 * Unless a case says otherwise: a standard game, turn 1, fair weather,
 * on a clear map; the marching unit M, Confederate infantry of manpower 6,
 * in 1010, stepping south into 1011; the off-road costs are the test's
 * own (the rulebooks print none, DESIGN.md section 6), supplied in
 * CHARTS: clear 1 (rain 2), woods 2 (3), rough 2 (3), swamp 3 (4),
 * mountain 3 (4); the SJW cases use the SJW chart's printed cells.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "move.h"
#include "testmove.h"

#define FAIR		TG_TURN1
#define RAIN		TG_TURN1_RAIN
#define CHARTS	"charts:\n  terrain-mp:\n"				\
	"    clear: {normal: 1, rain: 2}\n"				\
	"    woods: {normal: 2, rain: 3}\n"				\
	"    rough: {normal: 2, rain: 3}\n"				\
	"    swamp: {normal: 3, rain: 4}\n"				\
	"    mountain: {normal: 3, rain: 4}\n"
#define M_INF(more) "  M: {side: csa, type: infantry, manpower: 6, "	\
	"hex: '1010'" more "}\n"
#define M	M_INF("")

/* The cost of M's step `from` -> `to` in halves, in the game given; its
 * parts' words must be `words`. */
static void
cost_at(const char *head, const char *hexes, const char *hexsides,
    const char *units, const char *tail, const char *from, const char *to,
    halves cost, const char *words)
{
	struct fx f;

	fx_make(&f, head, hexes, hexsides, units, tail);
	ck_assert_msg(fx_price(&f, from, to), "not priced:\n%s",
	    f.p.nmissing > 0 ? f.p.missing[0].needed : "");
	ck_assert(f.p.passage.possible);
	ck_assert_str_eq(parts(&f.p), words);
	ck_assert_int_eq(f.p.cost, cost);
	ck_assert_str_eq(tg_errors(&f.t), "");
	tg_done(&f.t);
}

/* The same from 1010 into 1011. */
static void
cost_is(const char *head, const char *hexes, const char *hexsides,
    const char *units, const char *tail, halves cost, const char *words)
{
	cost_at(head, hexes, hexsides, units, tail, "1010", "1011", cost,
	    words);
}

/* The step 1010 -> 1011 may not be taken: passage's words. */
static void
barred(const char *head, const char *hexes, const char *hexsides,
    const char *tail, const char *why)
{
	struct fx f;

	fx_make(&f, head, hexes, hexsides, M, tail);
	fx_price(&f, "1010", "1011");
	ck_assert(!f.p.passage.possible);
	ck_assert_str_eq(f.p.passage.why, why);
	ck_assert_int_eq(f.p.nparts, 0);
	tg_done(&f.t);
}

/* ---- 6.1 the Terrain Chart ---- */

START_TEST(test_6_1_off_road_costs_the_terrain_chart_cell)
{
	cost_is(FAIR, "", "", M, CHARTS, 2, "clear 1 (6.1, Terrain Chart)");
	cost_is(FAIR, "'1011': woods", "", M, CHARTS, 4,
	    "woods 2 (6.1, Terrain Chart)");
}
END_TEST

/* 12.0: "In rain turns, the cost to enter all types of major terrain
 * without benefit of roads, pikes, trails, or RR is increased (see
 * Terrain Chart)": the chart's rain column. */
START_TEST(test_12_0_off_road_in_rain_reads_the_rain_column)
{
	cost_is(RAIN, "'1011': woods", "", M, CHARTS, 6,
	    "woods in rain 3 (12.0, Terrain Chart)");
}
END_TEST

/* DESIGN.md section 6: the off-road costs are not printed; a step that
 * needs one nobody supplied is missing data, never a guess. */
START_TEST(test_6_1_unprinted_terrain_cost_is_missing)
{
	struct fx f;

	fx_make(&f, FAIR, "'1011': woods", "", M, "");
	ck_assert(!fx_price(&f, "1010", "1011"));
	ck_assert_int_eq(f.p.nmissing, 1);
	ck_assert_str_eq(f.p.missing[0].chart->name, "terrain-mp");
	ck_assert_str_eq(f.p.missing[0].row, "woods");
	ck_assert_str_eq(f.p.missing[0].col, "normal");
	ck_assert_str_eq(f.p.missing[0].needed, "the MP to enter woods (6.1)");
	/* Nothing is reported by a price. */
	ck_assert_str_eq(tg_errors(&f.t), "");
	tg_done(&f.t);
}
END_TEST

/* ---- 6.2 roads, pikes, railroads, trails; 12.0 in rain ---- */

START_TEST(test_6_2_road_costs_1_whatever_the_terrain)
{
	/* No Terrain Chart cell is read: none is needed. */
	cost_is(FAIR, "'1011': woods", "1010/1011: [road]", M, "", 2,
	    "road 1 (6.2)");
}
END_TEST

START_TEST(test_12_0_road_in_rain_costs_2)
{
	cost_is(RAIN, "'1011': woods", "1010/1011: [road]", M, "", 4,
	    "road in rain 2 (12.0)");
}
END_TEST

START_TEST(test_6_2_pike_costs_1)
{
	cost_is(FAIR, "", "1010/1011: [pike]", M, "", 2, "pike 1 (6.2)");
}
END_TEST

/* 12.0: "A unit entering a hex across a pike hexside expends 1½ (not 1)
 * MP in a rain turn": exactly 3 halves. */
START_TEST(test_12_0_pike_in_rain_costs_1_and_a_half)
{
	cost_is(RAIN, "", "1010/1011: [pike]", M, "", 3,
	    "pike in rain 1½ (12.0)");
}
END_TEST

START_TEST(test_6_2_railroad_costs_1_and_2_in_rain)
{
	cost_is(FAIR, "", "1010/1011: [railroad]", M, "", 2,
	    "railroad 1 (6.2)");
	cost_is(RAIN, "", "1010/1011: [railroad]", M, "", 4,
	    "railroad in rain 2 (12.0)");
}
END_TEST

/* 6.2: "Unfinished railroads are treated as roads for all game
 * purposes." */
START_TEST(test_6_2_unfinished_railroad_is_a_road)
{
	cost_is(FAIR, "'1011': woods", "1010/1011: [unfinished-railroad]", M,
	    "", 2, "unfinished railroad, a road 1 (6.2)");
	cost_is(RAIN, "", "1010/1011: [unfinished-railroad]", M, "", 4,
	    "unfinished railroad, a road in rain 2 (12.0)");
}
END_TEST

/* 6.2: "Entering a mountain hex through a trail hexside costs 2 MP;
 * entering a non-mountain hex through a trail hexside costs 1 MP"; 12.0:
 * 3 and 2 in rain. */
START_TEST(test_6_2_trail_into_mountain_costs_2)
{
	cost_is(FAIR, "'1011': mountain", "1010/1011: [trail]", M, "", 4,
	    "trail into mountain 2 (6.2)");
}
END_TEST

START_TEST(test_12_0_trail_into_mountain_in_rain_costs_3)
{
	cost_is(RAIN, "'1011': mountain", "1010/1011: [trail]", M, "", 6,
	    "trail into mountain in rain 3 (12.0)");
}
END_TEST

START_TEST(test_6_2_trail_elsewhere_costs_1_and_2_in_rain)
{
	cost_is(FAIR, "'1011': woods", "1010/1011: [trail]", M, "", 2,
	    "trail 1 (6.2)");
	cost_is(RAIN, "'1011': woods", "1010/1011: [trail]", M, "", 4,
	    "trail in rain 2 (12.0)");
}
END_TEST

/* RULING: several ways across one hexside, the cheapest: in rain a pike
 * (1½) beats a road (2). */
START_TEST(test_6_2_cheapest_way_across_a_hexside)
{
	cost_is(RAIN, "", "1010/1011: [road, pike]", M, "", 3,
	    "pike in rain 1½ (12.0)");
}
END_TEST

/* 6.2: "Provisional swamp hexes function as rough hexes except in rain
 * turns, when they convert to normal swamp hexes." */
START_TEST(test_6_2_provisional_swamp_is_rough_in_fair_weather)
{
	cost_is(FAIR, "'1011': provisional-swamp", "", M, CHARTS, 4,
	    "rough 2 (6.1, Terrain Chart)");
	/* The chart's own line, when someone supplies it (RULING). */
	cost_is(FAIR, "'1011': provisional-swamp", "", M, CHARTS
	    "    provisional-swamp: {normal: 3}\n", 6,
	    "provisional-swamp 3 (6.1, Terrain Chart)");
	/* In rain a swamp: entered only by road, pike or RR. */
	barred(RAIN, "'1011': provisional-swamp", "", CHARTS, "a mountain "
	    "hex is entered or left only by road, pike, trail or RR, a swamp "
	    "hex only by road, pike or RR (6.2)");
	cost_is(RAIN, "'1011': provisional-swamp", "1010/1011: [road]", M,
	    "", 4, "road in rain 2 (12.0)");
}
END_TEST

/* ---- SJW 14.0 ---- */

#define SJW(rain)	TG_SJW "turn: 1\nrain: " rain "\n"
#define M_N	"  M: {side: csa, type: infantry, manpower: 6, hex: N1010}\n"

START_TEST(test_sjw_14_0_clear_3_and_rough_6_in_rain)
{
	cost_at(SJW("false"), "", "", M_N, "", "N1010", "N1011", 6,
	    "clear 3 (6.1, Terrain Chart)");
	/* "the cost to enter clear terrain on a rain turn remains the
	 * normal 3 MP" */
	cost_at(SJW("true"), "", "", M_N, "", "N1010", "N1011", 6,
	    "clear in rain 3 (SJW 14.0, Terrain Chart)");
	cost_at(SJW("true"), "N1011: rough", "", M_N, "", "N1010", "N1011",
	    12, "rough in rain 6 (SJW 14.0, Terrain Chart)");
}
END_TEST

/* SJW 14.0: "A unit spends 1.5 MP (instead of 1) to enter a hex by
 * crossing a hexside crossed by a paved road" (a pike on the map). */
START_TEST(test_sjw_14_0_paved_road_in_rain_costs_1_and_a_half)
{
	cost_at(SJW("true"), "", "N1010/N1011: [pike]", M_N, "", "N1010",
	    "N1011", 3, "paved road in rain 1½ (SJW 14.0)");
	cost_at(SJW("true"), "", "N1010/N1011: [road]", M_N, "", "N1010",
	    "N1011", 4, "road in rain 2 (SJW 14.0)");
	cost_at(SJW("false"), "", "N1010/N1011: [pike]", M_N, "", "N1010",
	    "N1011", 2, "paved road 1 (6.2)");
}
END_TEST

/* ---- 6.2 what may not be entered or crossed ---- */

START_TEST(test_6_2_water_hex_refused)
{
	barred(FAIR, "'1011': water", "", CHARTS, "water (2.4, 6.2)");
}
END_TEST

START_TEST(test_6_2_mountain_off_road_refused)
{
	barred(FAIR, "'1011': mountain", "", CHARTS, "a mountain hex is "
	    "entered or left only by road, pike, trail or RR, a swamp hex "
	    "only by road, pike or RR (6.2)");
	/* Left, too. */
	barred(FAIR, "'1010': mountain", "", CHARTS, "a mountain hex is "
	    "entered or left only by road, pike, trail or RR, a swamp hex "
	    "only by road, pike or RR (6.2)");
}
END_TEST

/* 6.2: swamps "except across a hexside crossed by a road, pike, or RR":
 * not a trail. */
START_TEST(test_6_2_swamp_not_by_trail)
{
	barred(FAIR, "'1011': swamp", "1010/1011: [trail]", CHARTS, "a "
	    "mountain hex is entered or left only by road, pike, trail or RR, "
	    "a swamp hex only by road, pike or RR (6.2)");
	cost_is(FAIR, "'1011': swamp", "1010/1011: [railroad]", M, "", 2,
	    "railroad 1 (6.2)");
}
END_TEST

START_TEST(test_6_2_river_only_at_a_crossing)
{
	barred(FAIR, "", "1010/1011: [minor-river, road]", CHARTS, "a river "
	    "crossed only at a bridge, dam, ferry or ford (6.2)");
	barred(FAIR, "", "1010/1011: [major-river]", CHARTS, "a river "
	    "crossed only at a bridge, dam, ferry or ford (6.2)");
}
END_TEST

/* 10.0: "A unit entering a hex across a bridge, dam, or ford ignores the
 * cost of the major terrain in that hex and instead pays 1 MP as long as
 * a road, pike, or RR crosses that bridge, dam, or ford ... Units
 * entering a hex across a bridge or ford which is not traversed by a
 * road, pike or RR must pay that hex's major terrain MP cost." */
START_TEST(test_10_0_bridge_dam_ford_cost_the_road_or_the_terrain)
{
	cost_is(FAIR, "'1011': woods", "1010/1011: [major-river, bridge, "
	    "road]", M, CHARTS, 2, "road 1 (6.2)");
	cost_is(FAIR, "'1011': woods", "1010/1011: [major-river, bridge]", M,
	    CHARTS, 4, "woods 2 (6.1, Terrain Chart)");
	cost_is(FAIR, "'1011': woods", "1010/1011: [major-river, dam]", M,
	    CHARTS, 4, "woods 2 (6.1, Terrain Chart)");
	cost_is(FAIR, "", "1010/1011: [minor-river, ford, road]", M, "", 2,
	    "road 1 (6.2)");
}
END_TEST

/* 12.0: "In rain turns, units may cross minor and major rivers only at
 * bridge, dam, and ferry hexsides—never at fords"; nor while unfordable. */
START_TEST(test_12_0_ford_closed_in_rain_and_while_unfordable)
{
	barred(RAIN, "", "1010/1011: [minor-river, ford]", CHARTS, "no unit "
	    "crosses a ford or a destroyed bridge or ferry in rain (12.0)");
	barred(FAIR, "", "1010/1011: [minor-river, ford]", CHARTS
	    "unfordable: {minor: 1, major: 0}\n", "the river is unfordable "
	    "this turn (12.0)");
}
END_TEST

/* 12.0: "Units may cross creeks only across road, pike, RR or trail
 * hexsides in rain turns. Exception: Units may always cross a creek
 * hexside if at least one of the two hexes joined by that hexside is a
 * city hex"; 6.2: "Creek hexsides do not affect movement" otherwise. */
START_TEST(test_12_0_creek_in_rain_only_by_road_or_into_a_city)
{
	cost_is(FAIR, "", "1010/1011: [creek]", M, CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)");
	barred(RAIN, "", "1010/1011: [creek]", CHARTS, "a creek with no road, "
	    "pike, trail or RR, in rain (12.0)");
	cost_is(RAIN, "", "1010/1011: [creek, trail]", M, CHARTS, 4,
	    "trail in rain 2 (12.0)");
	cost_is(RAIN, "'1011': city", "1010/1011: [creek]", M, CHARTS
	    "    city: {rain: 2}\n", 4, "city in rain 2 (12.0, Terrain "
	    "Chart)");
}
END_TEST

/* 10.2, 12.0: the ford a destroyed minor-river bridge leaves is closed
 * in rain. */
START_TEST(test_12_0_destroyed_bridge_ford_closed_in_rain)
{
	barred(RAIN, "", "1010/1011: [minor-river, bridge, road]", CHARTS
	    "markers: {destroyed: [1010/1011]}\n", "no unit crosses a ford or "
	    "a destroyed bridge or ferry in rain (12.0)");
}
END_TEST

/* 10.2: "Enemy units may not cross that bridge in a march"; 10.1: one's
 * own is "considered to have a road (not pike) running across it as long
 * as both hexes connected by the bridge have roads, pikes, trails, or RR
 * in them". */
START_TEST(test_10_1_pontoon_bridge_own_a_road_enemy_refused)
{
	static const char roads[] = "1010/1011: [major-river], "
	    "1009/1010: [road], 1011/1012: [pike]";

	barred(FAIR, "", "1010/1011: [major-river]", CHARTS "markers: "
	    "{pontoon_bridges: [{hexside: 1010/1011, owner: usa}]}\n",
	    "the enemy's pontoon bridge may not be crossed (10.2)");
	cost_is(FAIR, "'1011': woods", roads, M, CHARTS "markers: "
	    "{pontoon_bridges: [{hexside: 1010/1011, owner: csa}]}\n", 2,
	    "pontoon bridge, a road 1 (10.1)");
	/* No road beyond it: the terrain's cost. */
	cost_is(FAIR, "'1011': woods", "1010/1011: [major-river]", M, CHARTS
	    "markers: {pontoon_bridges: [{hexside: 1010/1011, owner: "
	    "csa}]}\n", 4, "woods 2 (6.1, Terrain Chart)");
}
END_TEST

/* 10.2: a destroyed bridge over a major river leaves no ford; over a
 * minor river, a ford. */
START_TEST(test_10_2_destroyed_bridge)
{
	barred(FAIR, "", "1010/1011: [major-river, bridge]", CHARTS
	    "markers: {destroyed: [1010/1011]}\n", "the bridge or ferry is "
	    "destroyed and leaves no ford on a major river (10.2)");
	cost_is(FAIR, "", "1010/1011: [minor-river, bridge, road]", M, CHARTS
	    "markers: {destroyed: [1010/1011]}\n", 2, "road 1 (6.2)");
}
END_TEST

START_TEST(test_6_2_enemy_occupied_hex)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M TG_INF("E", "usa", 4, "1011"), CHARTS);
	fx_price(&f, "1010", "1011");
	ck_assert(f.p.passage.possible);
	ck_assert(f.p.enemy_occupied);
	tg_done(&f.t);
}
END_TEST

/* ---- 6.2 ferries ---- */

/* "At a major river ferry on any turn ... the crossing unit's Manpower
 * value is divided by 3 (drop fractions) for an MP penalty, in addition
 * to the normal cost to enter the far hex." */
START_TEST(test_6_2_major_river_ferry_manpower_over_3)
{
	cost_is(FAIR, "", "1010/1011: [major-river, ferry, road]",
	    "  M: {side: csa, type: infantry, manpower: 8, hex: '1010'}\n",
	    "", 2 + 4, "road 1 (6.2); ferry over a major river, manpower 8 "
	    "÷ 3: +2 (6.2)");
}
END_TEST

/* "Crossing a ferry over a minor river in non-rain turns costs no MP
 * penalty beyond normal movement"; in rain or while unfordable it does
 * (12.0). */
START_TEST(test_6_2_minor_river_ferry_penalty_only_in_rain_or_unfordable)
{
	cost_is(FAIR, "", "1010/1011: [minor-river, ferry, road]", M, "", 2,
	    "road 1 (6.2)");
	cost_is(RAIN, "", "1010/1011: [minor-river, ferry, road]", M, "",
	    4 + 4, "road in rain 2 (12.0); ferry over a minor river in rain, "
	    "manpower 6 ÷ 3: +2 (6.2)");
	cost_is(FAIR, "", "1010/1011: [minor-river, ferry, road]", M,
	    "unfordable: {minor: 1, major: 0}\n", 2 + 4, "road 1 (6.2); "
	    "ferry over a minor river while unfordable, manpower 6 ÷ 3: +2 "
	    "(6.2, 12.0)");
	/* A ford beside the ferry, open: no penalty. */
	cost_is(FAIR, "", "1010/1011: [minor-river, ferry, ford, road]", M,
	    "", 2, "road 1 (6.2)");
}
END_TEST

/* ---- 6.2 the friendly-occupied hex (Charts & Tables) ---- */

#define F_INF(mp) TG_INF("F", "csa", mp, "1011")

START_TEST(test_6_2_friendly_occupied_3_to_11_clear_plus_1)
{
	cost_is(FAIR, "", "", M F_INF(3), CHARTS, 4, "clear 1 (6.1, Terrain "
	    "Chart); friendly-occupied clear, 3-11 CV: +1 MP (6.2 chart)");
	cost_is(FAIR, "", "", M F_INF(11), CHARTS, 4, "clear 1 (6.1, "
	    "Terrain Chart); friendly-occupied clear, 3-11 CV: +1 MP (6.2 "
	    "chart)");
}
END_TEST

START_TEST(test_6_2_friendly_occupied_woods_3_to_11_plus_3)
{
	cost_is(FAIR, "'1011': woods", "", M F_INF(4), CHARTS, 10, "woods 2 "
	    "(6.1, Terrain Chart); friendly-occupied woods, 3-11 CV: +3 MP "
	    "(6.2 chart)");
	/* A road does not spare it: the hex is entered. */
	cost_is(FAIR, "'1011': woods", "1010/1011: [road]", M F_INF(4), "", 8,
	    "road 1 (6.2); friendly-occupied woods, 3-11 CV: +3 MP (6.2 "
	    "chart)");
}
END_TEST

START_TEST(test_6_2_friendly_occupied_more_than_11_plus_2)
{
	cost_is(FAIR, "", "", M F_INF(7) TG_INF("G", "csa", 5, "1011"),
	    CHARTS, 6, "clear 1 (6.1, Terrain Chart); friendly-occupied "
	    "clear, more than 11 CV: +2 MP (6.2 chart)");
}
END_TEST

START_TEST(test_6_2_friendly_occupied_less_than_3_no_effect)
{
	cost_is(FAIR, "", "", M F_INF(2), CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)");
}
END_TEST

/* The wagon train row; "not cumulative": the highest. */
START_TEST(test_6_2_friendly_occupied_wagon_train)
{
	cost_is(FAIR, "'1011': woods", "", M TG_UNIT("W", "csa", "wagon", 1,
	    "1011", "") F_INF(4), CHARTS, 12, "woods 2 (6.1, Terrain Chart); "
	    "friendly-occupied woods, wagon train: +4 MP (6.2 chart)");
}
END_TEST

/* "Cavalry units do not pay such MP penalties and do not trigger
 * them"; leaders count for nothing; enemy units are not friendly. */
START_TEST(test_6_2_friendly_occupied_cavalry_exempt_and_no_trigger)
{
	cost_is(FAIR, "", "", "  M: {side: csa, type: cavalry, manpower: 6, "
	    "hex: '1010'}\n" F_INF(8), CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)");
	cost_is(FAIR, "", "", M TG_CAV("C", "csa", 8, "1011"), CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)");
	cost_is(FAIR, "", "", M F_INF(2) "leaders:\n  L: {side: csa, rank: "
	    "division, leads: X, with: F}\n", CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)");
}
END_TEST

/* Artillery and wagons pay it too. */
START_TEST(test_6_2_friendly_occupied_artillery_pays)
{
	cost_is(FAIR, "", "", "  M: {side: csa, type: artillery, manpower: 2, "
	    "hex: '1010'}\n" F_INF(3), CHARTS, 4, "clear 1 (6.1, Terrain "
	    "Chart); friendly-occupied clear, 3-11 CV: +1 MP (6.2 chart)");
}
END_TEST

/* A disorganized unit's Combat value (7.2) is read only when the row
 * depends on it; then, unprinted, it is missing data. */
START_TEST(test_6_2_friendly_occupied_disorganized_value_when_it_matters)
{
	struct fx f;

	/* 12 disorganized: at most 12, so "3-11" or "more than 11". */
	fx_make(&f, FAIR, "", "", M TG_UNIT("F", "csa", "infantry", 12,
	    "1011", ", disorganized: true"), CHARTS);
	ck_assert(!fx_price(&f, "1010", "1011"));
	ck_assert_int_eq(f.p.nmissing, 1);
	ck_assert_str_eq(f.p.missing[0].chart->name, "strength-markers");
	ck_assert_str_eq(f.p.missing[0].row, "12");
	tg_done(&f.t);
	/* 2 disorganized: less than 3 whatever it is. */
	cost_is(FAIR, "", "", M TG_UNIT("F", "csa", "infantry", 2, "1011",
	    ", disorganized: true"), CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)");
	/* Given: read. */
	cost_is(FAIR, "", "", M TG_UNIT("F", "csa", "infantry", 12, "1011",
	    ", disorganized: true, combat: 4"), CHARTS, 4, "clear 1 (6.1, "
	    "Terrain Chart); friendly-occupied clear, 3-11 CV: +1 MP (6.2 "
	    "chart)");
}
END_TEST

/* ---- ZOC facts (2.4, 6.2) ---- */

/* 6.2: "Restricted ZOC hexes do not affect movement in any way." */
START_TEST(test_2_4_restricted_zoc_is_no_zoc_for_movement)
{
	struct fx f;

	/* E in woods in 1111 (next to 1011): a woods hexside, no road. */
	fx_make(&f, FAIR, "'1111': woods", "", M TG_INF("E", "usa", 4,
	    "1111"), CHARTS);
	fx_price(&f, "1010", "1011");
	ck_assert(!f.p.zoc_to);
	tg_done(&f.t);
	fx_make(&f, FAIR, "'1111': woods", "1011/1111: [road]",
	    M TG_INF("E", "usa", 4, "1111"), CHARTS);
	fx_price(&f, "1010", "1011");
	ck_assert(f.p.zoc_to);
	tg_done(&f.t);
}
END_TEST

START_TEST(test_move_state_init_reads_the_action)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, "action: {kind: march, unit: M, mp: 5, "
	    "start: '1009', attacks: 1}\n");
	ck_assert_int_eq(f.st.start, tg_hex(f.g, "1009"));
	ck_assert_int_eq(f.st.at, tg_hex(f.g, "1010"));
	ck_assert(f.st.moved);
	ck_assert(f.st.attacked);
	move_state_init(f.g, tg_unit(f.g, "M"), &f.st);
	ck_assert_int_eq(f.st.mp, 10);
	tg_done(&f.t);
}
END_TEST

static Suite *
move_step_suite(void)
{
	Suite	*s = suite_create("move_step");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_6_1_off_road_costs_the_terrain_chart_cell);
	tcase_add_test(tc, test_12_0_off_road_in_rain_reads_the_rain_column);
	tcase_add_test(tc, test_6_1_unprinted_terrain_cost_is_missing);
	tcase_add_test(tc, test_6_2_road_costs_1_whatever_the_terrain);
	tcase_add_test(tc, test_12_0_road_in_rain_costs_2);
	tcase_add_test(tc, test_6_2_pike_costs_1);
	tcase_add_test(tc, test_12_0_pike_in_rain_costs_1_and_a_half);
	tcase_add_test(tc, test_6_2_railroad_costs_1_and_2_in_rain);
	tcase_add_test(tc, test_6_2_unfinished_railroad_is_a_road);
	tcase_add_test(tc, test_6_2_trail_into_mountain_costs_2);
	tcase_add_test(tc, test_12_0_trail_into_mountain_in_rain_costs_3);
	tcase_add_test(tc, test_6_2_trail_elsewhere_costs_1_and_2_in_rain);
	tcase_add_test(tc, test_6_2_cheapest_way_across_a_hexside);
	tcase_add_test(tc, test_6_2_provisional_swamp_is_rough_in_fair_weather);
	tcase_add_test(tc, test_sjw_14_0_clear_3_and_rough_6_in_rain);
	tcase_add_test(tc, test_sjw_14_0_paved_road_in_rain_costs_1_and_a_half);
	tcase_add_test(tc, test_6_2_water_hex_refused);
	tcase_add_test(tc, test_6_2_mountain_off_road_refused);
	tcase_add_test(tc, test_6_2_swamp_not_by_trail);
	tcase_add_test(tc, test_6_2_river_only_at_a_crossing);
	tcase_add_test(tc,
	    test_10_0_bridge_dam_ford_cost_the_road_or_the_terrain);
	tcase_add_test(tc, test_12_0_ford_closed_in_rain_and_while_unfordable);
	tcase_add_test(tc, test_12_0_creek_in_rain_only_by_road_or_into_a_city);
	tcase_add_test(tc, test_12_0_destroyed_bridge_ford_closed_in_rain);
	tcase_add_test(tc, test_10_1_pontoon_bridge_own_a_road_enemy_refused);
	tcase_add_test(tc, test_10_2_destroyed_bridge);
	tcase_add_test(tc, test_6_2_enemy_occupied_hex);
	tcase_add_test(tc, test_6_2_major_river_ferry_manpower_over_3);
	tcase_add_test(tc,
	    test_6_2_minor_river_ferry_penalty_only_in_rain_or_unfordable);
	tcase_add_test(tc, test_6_2_friendly_occupied_3_to_11_clear_plus_1);
	tcase_add_test(tc, test_6_2_friendly_occupied_woods_3_to_11_plus_3);
	tcase_add_test(tc, test_6_2_friendly_occupied_more_than_11_plus_2);
	tcase_add_test(tc, test_6_2_friendly_occupied_less_than_3_no_effect);
	tcase_add_test(tc, test_6_2_friendly_occupied_wagon_train);
	tcase_add_test(tc,
	    test_6_2_friendly_occupied_cavalry_exempt_and_no_trigger);
	tcase_add_test(tc, test_6_2_friendly_occupied_artillery_pays);
	tcase_add_test(tc,
	    test_6_2_friendly_occupied_disorganized_value_when_it_matters);
	tcase_add_test(tc, test_2_4_restricted_zoc_is_no_zoc_for_movement);
	tcase_add_test(tc, test_move_state_init_reads_the_action);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(move_step_suite)
