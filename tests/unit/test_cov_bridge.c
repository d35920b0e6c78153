/*
 * test_cov_bridge.c — the cases of lib/rules/bridge.c that test_bridges.c
 * leaves out: missing Combat values, Bridge marker counts that are not
 * numbers, the major-river markers of games without SJW 19.0, the SIV
 * county data of repairs, and repairs beside other attempts.  Same map
 * conventions as test_bridges.c: Brown (Confederate infantry, 8) in 4611
 * works on 4610/4611.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "dice.h"
#include "module.h"
#include "recover_int.h"
#include "fixture.h"
#include "testrecover.h"
#include "testbridges.h"


/* 7.2, 10.1: a disorganized unit of no Combat value given cannot be
 * weighed against the 5 of 10.1; the ruling stops on the missing cell. */
START_TEST(test_10_1_own_combat_value_missing)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN(
	    ", disorganized: true") MARKERS("csa", "minor", 3));
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_missing(&f, RUN0(&f), "charts.strength-markers.8");
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "Brown's disorganized "
	    "Combat value (7.2)"));
	fx_done(&f);
}
END_TEST

/* 10.1: nor can the enemy's in either hex. */
START_TEST(test_10_1_enemy_combat_value_missing)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN("")
	    UNIT("Wagner", "usa", "infantry", 6, "4610",
	    ", disorganized: true") MARKERS("csa", "minor", 3));
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_missing(&f, RUN0(&f), "charts.strength-markers.6");
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "Wagner's disorganized "
	    "Combat value (7.2)"));
	fx_done(&f);
}
END_TEST

/* 10.1: outside SJW 19.0 the Union's major-river markers are the counter
 * mix's, from the chart; die 1 +2 major +0 (roads and a ford) = 3. */
START_TEST(test_10_1_union_major_bridge_from_the_chart)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "major-river, ford, road"))
	    "units:\n" UNIT("Wagner", "usa", "infantry", 6, "4610", "")
	    MARKERS("usa", "major", 1));
	fx_order(&f, RA_BRIDGE, "Wagner", "4610/4611");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "3");
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	/* No SJW 19.0 note outside SJW. */
	ck_assert_ptr_null(tg_log(f.g, "notes.1"));
	fx_done(&f);
}
END_TEST

/* 10.1: no unused major marker, in a game without SJW 19.0: the refusal
 * cites 10.1 alone. */
START_TEST(test_10_1_no_unused_major_marker)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "major-river")
	    SIDE("4011/4012", "major-river")) BROWN("")
	    "charts:\n  bridge-markers: {csa: {minor: 3, major: 1}}\n"
	    "markers:\n  pontoon_bridges:\n  - {hexside: 4011/4012, owner: "
	    "csa}\n");
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: the Confederate "
	    "player has no unused major river Bridge marker (10.1)");
	fx_done(&f);
}
END_TEST

/* 10.1: two major-river attempts, one marker: the first built takes it
 * (die 1 +2 major +0 roads and a ford = 3), the second is not made. */
START_TEST(test_10_1_last_major_marker_used_earlier_in_the_phase)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "major-river, ford, road")
	    SIDE("4011/4012", "major-river, ford, road")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4011", "")
	    MARKERS("csa", "major", 1));
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_order(&f, RA_BRIDGE, "Smith", "4011/4012");
	fx_ok(&f, RUN(&f, 1, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	ck_assert_str_eq(log_str(f.g, "activities.1.result"), "no-marker");
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	ck_assert_str_eq(log_str(f.g, "notes.1"), "Smith's bridge at 4011/4012 "
	    "is not attempted: the bridges built earlier in this phase used "
	    "the last unused major river Bridge marker (10.1)");
	fx_done(&f);
}
END_TEST

/* 10.1: a Bridge marker count must be a whole number of 0 or more (an
 * empty cell the loader refuses already). */
START_TEST(test_10_1_marker_count_not_a_number)
{
	static const char *bad[] = { "many", "2x", "-1" };
	char	buf[512];
	size_t	i;
	struct fx f;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(buf, sizeof(buf), "%s%s%s\"%s\"}}\n", STD, MAP(SIDE(
		    "4610/4611", "minor-river")) BROWN(""),
		    "charts:\n  bridge-markers: {csa: {minor: ", bad[i]);
		fx_load(&f, buf);
		fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
		fx_missing(&f, RUN0(&f), "charts.bridge-markers.csa.minor");
		fx_done(&f);
	}
}
END_TEST

#define SJW(adv, side, name, more) TG_SJW "turn: 3\nadvanced: " adv "\n" \
	"map:\n  terrain: clear\n  hexsides:\n    N2010/N2011: [major-river, " \
	"ford, road]\nunits:\n  " name ": {side: " side ", type: infantry, " \
	"manpower: 6, hex: N2010}\n" more

/* SJW 19.0 is an advanced rule: in the basic game the Union's major
 * markers come from the chart, and with no SJW 19.0 note. */
START_TEST(test_sjw_19_0_basic_game_union)
{
	struct fx f;

	fx_load(&f, SJW("false", "usa", "Pope", ""));
	fx_order(&f, RA_BRIDGE, "Pope", "N2010/N2011");
	fx_missing(&f, RUN0(&f), "charts.bridge-markers.usa.major");
	fx_done(&f);
	fx_load(&f, SJW("false", "usa", "Pope", MARKERS("usa", "major", 1)));
	fx_order(&f, RA_BRIDGE, "Pope", "N2010/N2011");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	/* Only the 10.1 Note on the road; no SJW 19.0 note. */
	ck_assert_ptr_nonnull(strstr(log_str(f.g, "notes.0"), "10.1 Note"));
	ck_assert_ptr_null(tg_log(f.g, "notes.1"));
	fx_done(&f);
}
END_TEST

/* In the basic game the refusal of a major bridge for want of a marker
 * cites 10.1 alone, not SJW 19.0's one bridge at a time. */
START_TEST(test_sjw_19_0_basic_game_no_unused_marker)
{
	struct fx f;

	fx_load(&f, SJW("false", "usa", "Pope", MARKERS("usa", "major", 0)));
	fx_order(&f, RA_BRIDGE, "Pope", "N2010/N2011");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Pope: the Union player has "
	    "no unused major river Bridge marker (10.1)");
	fx_done(&f);
}
END_TEST

/* SJW 19.0's ban on Confederate major bridges is advanced too. */
START_TEST(test_sjw_19_0_basic_game_confederate)
{
	struct fx f;

	fx_load(&f, SJW("false", "csa", "Ewell", MARKERS("csa", "major", 1)));
	fx_order(&f, RA_BRIDGE, "Ewell", "N2010/N2011");
	fx_ok(&f, RUN(&f, 3));
	/* 3 +2 major +0 = 5: built. */
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "5");
	fx_done(&f);
}
END_TEST

/* 10.3: a hexside with neither bridge nor ferry has nothing to repair
 * (and no Destroyed marker: the file may not give it one, 10.2). */
START_TEST(test_10_3_no_crossing_to_repair)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN(""));
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: 4610/4611 has no "
	    "destroyed permanent bridge or ferry to repair (10.3)");
	fx_done(&f);
}
END_TEST

/* 10.3: other attempts of the phase (a bridge, a repair elsewhere) do not
 * count against a repair; the second of two destroyed markers is the
 * one removed. */
START_TEST(test_10_3_repair_beside_other_attempts)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")
	    SIDE("4011/4012", "minor-river, ferry")
	    SIDE("4111/4112", "minor-river, ford, road")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4011", "")
	    UNIT("Jones", "csa", "infantry", 6, "4111", "")
	    MARKERS("csa", "minor", 3)
	    "markers:\n  destroyed: [4011/4012, 4610/4611]\n");
	fx_order(&f, RA_BRIDGE, "Jones", "4111/4112");
	fx_order(&f, RA_REPAIR, "Smith", "4011/4012");
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	/* Jones: 1 +0 = 1 built; Smith's ferry 6 > 5 failed; Brown's
	 * bridge 3 <= 3 repaired. */
	fx_ok(&f, RUN(&f, 1, 6, 3));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	ck_assert_str_eq(log_str(f.g, "activities.1.result"), "failed");
	ck_assert_str_eq(log_str(f.g, "activities.2.result"), "repaired");
	ck_assert_int_eq(f.g->markers.ndestroyed, 1);
	ck_assert(game_destroyed(f.g, hexside_a(f.orders[1].hexside),
	    hexside_b(f.orders[1].hexside)));
	ck_assert(!game_destroyed(f.g, hexside_a(f.orders[2].hexside),
	    hexside_b(f.orders[2].hexside)));
	fx_done(&f);
}
END_TEST

/* 10.3: outside SIV the Union repairs with no county condition. */
START_TEST(test_10_3_union_repair_outside_siv)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge"))
	    "units:\n" UNIT("Wagner", "usa", "infantry", 6, "4610", "")
	    DESTROYED);
	fx_order(&f, RA_REPAIR, "Wagner", "4610/4611");
	fx_ok(&f, RUN(&f, 3));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "repaired");
	ck_assert_int_eq(f.g->markers.ndestroyed, 0);
	fx_done(&f);
}
END_TEST

#define SIV_REPAIR(hexes, control) TG_SIV "turn: 3\nmap:\n  terrain: clear\n" \
	hexes "  hexsides:\n    N3333/N3334: [minor-river, bridge]\nunits:\n" \
	"  Banks: {side: usa, type: infantry, manpower: 3, hex: N3334}\n" \
	"markers:\n  destroyed: [N3333/N3334]\n" control

/* SIV 10.3, 22.1: a hex listed without its county says nothing of it;
 * with the other hex in a county of no seat (never controlled, so 0),
 * the ruling needs the missing county. */
START_TEST(test_10_3_siv_county_missing_beside_uncontrolled)
{
	struct fx f;

	fx_load(&f, SIV_REPAIR("  hexes:\n    N3333: {terrain: clear}\n"
	    "    N3334: {county: Pendleton}\n", ""));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_missing(&f, RUN0(&f), "map.hexes.N3333.county");
	fx_done(&f);
	fx_load(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Pendleton}\n",
	    ""));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_missing(&f, RUN0(&f), "map.hexes.N3334.county");
	fx_done(&f);
}
END_TEST

/* SIV 22.1: the control marker of the county's seat is found among
 * others. */
START_TEST(test_10_3_siv_control_among_other_markers)
{
	struct fx f;

	fx_load(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Frederick}\n"
	    "    N3334: {county: Frederick}\n",
	    "  control: {N1111: csa, N3333: csa}\n"
	    "  counties: {Augusta: csa, Frederick: usa}\n"));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_ok(&f, RUN(&f, 2));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "repaired");
	fx_done(&f);
}
END_TEST

/*
 * SIV 22.0: a county seat is a hex, as the County Control table prints
 * it.  A game file's cell corrected into no hex is an error of the data,
 * told at the cell, not a county "never controlled" that would refuse
 * the repair (10.3, SIV 22.1) for a reason the rules do not give.  Where
 * the other hex's county is the Union's, the repair stands on it alone.
 */
START_TEST(test_siv_22_0_county_seat_not_a_hex)
{
	struct fx f;

	fx_load(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Frederick}\n"
	    "    N3334: {county: Frederick}\n",
	    "charts:\n  siv-county-seats:\n    Frederick: {hex: zz}\n"));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_missing(&f, RUN0(&f), "charts.siv-county-seats.Frederick.hex");
	/* The cell's place: line 17, "    Frederick: {hex: zz}". */
	ck_assert_msg(strstr(tg_errors(&f.t), "<stdin>:17:22: charts."
	    "siv-county-seats.Frederick.hex: 'zz' is not a hex (") != NULL &&
	    strstr(tg_errors(&f.t), "Frederick's control county seat is a "
	    "hex, as the County Control (control county seats) table prints "
	    "it (SIV 22.0;") != NULL, "%s", tg_errors(&f.t));
	ck_assert_ptr_null(strstr(tg_errors(&f.t), "neither is"));
	fx_done(&f);

	/* Shenandoah the Union's by the segment's record: the repair
	 * needs nothing of Frederick. */
	fx_load(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Frederick}\n"
	    "    N3334: {county: Shenandoah}\n",
	    "  counties: {Shenandoah: usa}\n"
	    "charts:\n  siv-county-seats:\n    Frederick: {hex: zz}\n"));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_ok(&f, RUN(&f, 2));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "repaired");
	fx_done(&f);
}
END_TEST

static Suite *
cov_bridge_suite(void)
{
	Suite	*s = suite_create("cov_bridge");
	TCase	*tc = tcase_create("bridge");

	tcase_add_test(tc, test_10_1_own_combat_value_missing);
	tcase_add_test(tc, test_10_1_enemy_combat_value_missing);
	tcase_add_test(tc, test_10_1_union_major_bridge_from_the_chart);
	tcase_add_test(tc, test_10_1_no_unused_major_marker);
	tcase_add_test(tc,
	    test_10_1_last_major_marker_used_earlier_in_the_phase);
	tcase_add_test(tc, test_10_1_marker_count_not_a_number);
	tcase_add_test(tc, test_sjw_19_0_basic_game_union);
	tcase_add_test(tc, test_sjw_19_0_basic_game_no_unused_marker);
	tcase_add_test(tc, test_sjw_19_0_basic_game_confederate);
	tcase_add_test(tc, test_10_3_no_crossing_to_repair);
	tcase_add_test(tc, test_10_3_repair_beside_other_attempts);
	tcase_add_test(tc, test_10_3_union_repair_outside_siv);
	tcase_add_test(tc, test_10_3_siv_county_missing_beside_uncontrolled);
	tcase_add_test(tc, test_10_3_siv_control_among_other_markers);
	tcase_add_test(tc, test_siv_22_0_county_seat_not_a_hex);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_bridge_suite)
