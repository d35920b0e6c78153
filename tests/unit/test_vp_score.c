/*
 * test_vp_score.c — victory points scored by a scenario's table
 * (vp_score(); DESIGN.md section 4, the ledger and the log entry; SIV
 * 16.0, 19.1, 20.0, 22.1, 22.2; SJW 22.1): the final score with the
 * ledger's VP and a scale, the Seven Pines withdrawal, the Union
 * Commitment Table and the Strategic Track box, the stations, counties
 * and modifiers of the count expressions, the unsurrounded units.  Each
 * expected value is worked out from the rule's text (or gcacw-file(5)
 * for the victory vocabulary).
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "scenario.h"
#include "testvp.h"
#include "vp.h"
#include "vp_int.h"

#define UNITS	"units:\n" TG_INF("A", "csa", 5, "N1010") \
		TG_INF("B", "usa", 5, "N1212")

/* A scenario's victory table of these items (each "    - {...}\n"). */
#define VP_SCEN(game, items)						\
	"scenario: 1\ngame: " game "\nname: test\ntitle: Test\n"	\
	"rule: TEST 1.0\nturns: {first: 1, last: 200}\n"		\
	"counties: {Clarke: {seat: N3336}, Frederick: {seat: N3340}}\n"	\
	"victory:\n  side: usa\n"					\
	"  levels: [{min: 10, level: Win}, {max: 9, level: Loss}]\n"	\
	"  items:\n" items
#define VP_ITEM(i, more)						\
	"    - {id: " i ", rule: R, text: T, " more "}\n"

/*
 * gcacw-file(5), victory: an item without `when` is scored at the end;
 * a `scale` gives the VP of the first entry whose bounds hold the count
 * (either bound open); ledger.vp entries of the table's side add, of the
 * other side subtract, of no side add; an entry of a per-turn item is
 * that item's, the others are summed apart; an entry without vp (or not
 * a mapping) is no VP.  The level is read from the total.
 */
START_TEST(test_dsgn4_vp_final_ledger_and_scale)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 5\n" TG_CLEAR
				    UNITS "ledger:\n  vp:\n"
				    "  - {turn: 2, why: a note, no vp}\n"
				    "  - a note by hand\n"
				    "  - {turn: 2, vp: [5], why: a list}\n"
				    "  - {vp: 1, why: R, item: each}\n"
				    "  - {turn: 2, side: usa, vp: 3, why: X}\n"
				    "  - {turn: 2, side: csa, vp: 1, why: Y}\n"
				    "  - {turn: 2, vp: 4, why: Z}\n"
				    "  - {turn: 4, side: usa, vp: 1, why: R, "
				    "item: each}\n"
				    "  - {turn: 5, side: usa, vp: 1, why: R, "
				    "item: each}\n");

#define SCALE	"scale: [{min: 3, vp: 5}, {max: 0, vp: -1}, " \
		"{min: 1, max: 2, vp: 2}]"
	tg_scenario(g, VP_SCEN("siv",
	    VP_ITEM("each", "vp: 1, when: turn-end, count: {units: {units: "
	    "{side: usa}, where: [{map: true}]}}")
	    VP_ITEM("plain", "vp: 2, count: {units: {units: {side: csa}, "
	    "where: [{map: true}]}}")
	    VP_ITEM("two", SCALE ", count: {units: {where: [{map: true}]}}")
	    VP_ITEM("none", SCALE ", count: {units: {units: {type: wagon}, "
	    "where: [{map: true}]}}")));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "plain")->vp, 2);	/* A: 1 x 2 */
	ck_assert_int_eq(vp_item(&r, "two")->vp, 2);	/* 2: 1..2 */
	ck_assert_int_eq(vp_item(&r, "none")->vp, -1);	/* 0: at most 0 */
	ck_assert_int_eq(vp_item(&r, "each")->vp, 3);	/* three entries */
	ck_assert_int_eq(vp_item(&r, "each")->ledger_n, 3);
	ck_assert_int_eq(r.ledger_vp, 3 - 1 + 4);
	ck_assert_int_eq(r.total, 2 + 2 - 1 + 3 + 6);
	ck_assert_str_eq(r.level, "Win");
	/* Turn 5's per-turn items are in the ledger. */
	ck_assert(!r.pending_turn);
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * SIV 27.1, 19.1 (Battle of Seven Pines): 4 VP each Withdrawal Segment
 * "unless the Confederate player has already withdrawn one Confederate
 * infantry brigade of manpower 4 or more.  (Note: The withdrawn brigade
 * may not be Branch or Mahone.)  If the Confederate player has no
 * brigade of manpower 4 or more, he may satisfy this requirement by
 * withdrawing the brigade with the highest manpower among all his
 * brigades on the map."  Strategic Track in box 6, a Major Union
 * victory; Turn 10's segment.  X (3) left this turn, Branch (6) too.
 */
#define PINES(ymp)							\
	TG_SIV "turn: 10\nstrategic: {box: 6, major_union_victory: true}\n"\
	TG_CLEAR "units:\n"						\
	"  X: {side: csa, type: infantry, size: brigade, manpower: 3, "	\
	"tactical: 1, artillery: 0, status: withdrawn, left: 10}\n"	\
	"  Branch: {side: csa, type: infantry, size: brigade, "		\
	"manpower: 6, tactical: 1, artillery: 0, status: withdrawn, "	\
	"left: 10}\n"							\
	TG_UNIT("Y", "csa", "infantry", ymp, "N1010", ", size: brigade") \
	TG_UNIT("Mahone", "csa", "infantry", 3, "N1011", ", size: brigade")\
	TG_UNIT("D", "csa", "infantry", 8, "N1012", ", size: division")	\
	TG_UNIT("C", "csa", "cavalry", 5, "N1013", ", size: brigade")	\
	TG_UNIT("U", "usa", "infantry", 9, "N1520", ", size: brigade")

static int
pines(int ymp)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;
	char			 yaml[2048];
	int			 n;

	snprintf(yaml, sizeof(yaml), PINES("%d"), ymp);
	g = tg_load_ok(&t, yaml);
	tg_scenario(g, VP_SCEN("siv", VP_ITEM("pines", "vp: 4, when: "
	    "segment, count: {rule: seven-pines}")));
	ck_assert_int_eq(vp_score(g, true, &r), 0);
	n = vp_item(&r, "pines")->count;
	ck_assert_int_eq(vp_item(&r, "pines")->vp, 4 * n);
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
	return n;
}

START_TEST(test_siv_19_1_seven_pines)
{
	/* Y of manpower 5 is on the map: X (3) does not satisfy it. */
	ck_assert_int_eq(pines(5), 1);
	/* Y of 2: X, the highest of the brigades (Branch excluded),
	 * does. */
	ck_assert_int_eq(pines(2), 0);
}
END_TEST

/*
 * SIV Union Commitment Table: "105 | 0"; 16.0: a count of the
 * Strategic Track box needs the box (missing data, exit 65).
 */
START_TEST(test_siv_20_0_and_16_0_tables)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	ck_assert_int_eq(vp_commitment_table(105), 0);
	ck_assert_int_eq(vp_commitment_table(100), 3);
	g = tg_load_ok(&t, TG_SIV "turn: 5\n" TG_CLEAR UNITS);
	tg_scenario(g, VP_SCEN("siv", VP_ITEM("box", "vp: 1, count: "
	    "{strategic: {min: 3}}")));
	ck_assert_int_eq(vp_score(g, false, &r), ST_DATA);
	tg_has(tg_errors(&t), "strategic.box: not given");
	vp_result_free(&r);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-file(5), "Count expressions": stations counts markers in any
 * state unless `state` names one; a modifier written before the count
 * is still a modifier; "Hex sets": county is the hex's county.  SIV
 * 22.1: the seat must hold Union infantry (cavalry in Clarke's seat,
 * and a Confederate unit in Frederick's, are not); 22.2: one
 * Confederate manpower is not 8.  A county the scenario gives no seat
 * is missing data, and so is a hex whose county a clause needs.
 */
START_TEST(test_dsgn4_vp_stations_counties_modifiers)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SIV "turn: 5\nmap:\n  terrain: clear\n"
	    "  hexes:\n    N3336: {county: Clarke}\n"
	    "    N3337: {county: Clarke}\n    N3338: woods\n"
	    "    N3340: {county: Frederick}\n"
	    "markers: {stations: {N1010: damaged, N1011: destroyed}}\n"
	    "units:\n"
	    TG_INF("A", "csa", 1, "N3340") TG_CAV("V", "usa", 3, "N3336")
	    TG_INF("B", "usa", 5, "N3337"));
	tg_scenario(g, VP_SCEN("siv",
	    VP_ITEM("all", "vp: 1, count: {stations: {hexes: [N1010, N1011, "
	    "N1012]}}")
	    VP_ITEM("any", "vp: 1, count: {stations: {hexes: [N1010, N1011], "
	    "state: any}}")
	    VP_ITEM("broken", "vp: 1, count: {stations: {hexes: [N1010, "
	    "N1011], state: destroyed}}")
	    VP_ITEM("capfirst", "vp: 1, count: {cap: 1, stations: {hexes: "
	    "[N1010, N1011]}}")
	    VP_ITEM("belowfirst", "vp: 1, count: {below: 2, stations: {hexes: "
	    "[N1010, N1011]}}")
	    VP_ITEM("divfirst", "vp: 1, count: {divide: 2, at_least: 1, "
	    "stations: {hexes: [N1010, N1011]}}")
	    VP_ITEM("clarke", "vp: 1, count: {units: {where: [{county: "
	    "Clarke}]}}")
	    VP_ITEM("held", "vp: 1, count: {counties: {side: usa, "
	    "counties: [Clarke, Frederick]}}")));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "all")->count, 2);
	ck_assert_int_eq(vp_item(&r, "any")->count, 2);
	ck_assert_int_eq(vp_item(&r, "broken")->count, 1);
	ck_assert_int_eq(vp_item(&r, "capfirst")->count, 1);
	ck_assert_int_eq(vp_item(&r, "belowfirst")->count, 0);	/* 2 */
	ck_assert_int_eq(vp_item(&r, "divfirst")->count, 1);	/* 1 */
	ck_assert_int_eq(vp_item(&r, "clarke")->count, 2);	/* V, B */
	ck_assert_int_eq(vp_item(&r, "held")->count, 0);
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);

	/* W's hex is on the map's list, without its county. */
	g = tg_load_ok(&t, TG_SIV "turn: 5\nmap:\n  terrain: clear\n"
	    "  hexes:\n    N2020: woods\nunits:\n"
	    TG_INF("W", "usa", 5, "N2020"));
	tg_scenario(g, VP_SCEN("siv", VP_ITEM("fred", "vp: 1, count: "
	    "{counties: {side: csa, counties: [Loudoun]}}")
	    VP_ITEM("clarke", "vp: 1, count: {units: {where: [{county: "
	    "Clarke}]}}")));
	ck_assert_int_eq(vp_score(g, false, &r), ST_DATA);
	tg_has(tg_errors(&t), "no control county seat for Loudoun");
	tg_has(tg_errors(&t), "map.hexes.N2020.county: not given");
	vp_result_free(&r);
	tg_done(&t);
}
END_TEST

/*
 * SJW 22.1's note, `unsurrounded: true`: a unit all six of whose
 * neighbours hold enemy infantry or lie in its ZOC is not counted.  U in
 * N1010 has Confederate infantry north (N1009) and south (N1011), whose
 * ZOC covers the four other neighbours; V in N1520 is free.
 */
START_TEST(test_sjw_22_1_surrounded)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SJW "turn: 5\n" TG_CLEAR "units:\n"
	    TG_INF("U", "usa", 3, "N1010") TG_INF("V", "usa", 3, "N1520")
	    TG_INF("N", "csa", 3, "N1009") TG_INF("S", "csa", 3, "N1011"));
	tg_scenario(g, VP_SCEN("sjw", VP_ITEM("free", "vp: 1, count: "
	    "{units: {units: {side: usa}, where: [{map: true}], "
	    "unsurrounded: true}}")));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "free")->count, 1);
	tg_has(vp_item(&r, "free")->how, "U surrounded (not counted)");
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

CHECK_TESTS(vp_score)
