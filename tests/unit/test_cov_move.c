/*
 * test_cov_move.c — the step's price and the reach's search in the
 * corners no other test reaches (issue 15, branch coverage): a march
 * action without a start hex, the cap on a step's missing cells, chart
 * cells that cannot be read, the friendly-occupied chart's rows and
 * columns, ways the chart has no row for, the pontoon bridge with a
 * road on one side only, the enemy cavalry a step meets (7.7), and in
 * the reach the ZOC-to-ZOC and missing-cell steps with no MP left, the
 * ferry exception (7.1), many hexes that cannot be priced.
 *
 * Unless a case says otherwise: a standard game, turn 1, fair weather, a
 * clear map, the test's own off-road costs (the rulebooks print none,
 * DESIGN.md section 6): clear 1, woods 2, swamp 3, mountain 3, loess 1;
 * M, Confederate infantry of manpower 6, in 1010.  Each expected value is
 * worked out from the rulebook text (/work/shared/rules/), not copied
 * from what the code prints.
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
#define COSTS							\
	"    clear: {normal: 1, rain: 2}\n"				\
	"    woods: {normal: 2, rain: 3}\n"				\
	"    swamp: {normal: 3, rain: 4}\n"				\
	"    mountain: {normal: 3, rain: 4}\n"				\
	"    loess: {normal: 1, rain: 2}\n"
#define CHARTS		"charts:\n  terrain-mp:\n" COSTS
#define M		"  M: {side: csa, type: infantry, manpower: 6, " \
	"hex: '1010'}\n"

/* M's step 1010 -> 1011 costs `cost` halves, in `words`. */
static void
cost_is(const char *head, const char *hexes, const char *hexsides,
    const char *units, const char *tail, halves cost, const char *words)
{
	struct fx f;

	fx_make(&f, head, hexes, hexsides, units, tail);
	ck_assert_msg(fx_price(&f, "1010", "1011"), "not priced: %s",
	    f.p.nmissing > 0 ? f.p.missing[0].needed : "");
	ck_assert_str_eq(parts(&f.p), words);
	ck_assert_int_eq(f.p.cost, cost);
	ck_assert_str_eq(tg_errors(&f.t), "");
	tg_done(&f.t);
}

/* M's step 1010 -> 1011 is not priced: its first missing cell. */
static void
missing_is(const char *head, const char *hexes, const char *hexsides,
    const char *units, const char *tail, const char *chart, const char *row,
    const char *needed)
{
	struct fx f;

	fx_make(&f, head, hexes, hexsides, units, tail);
	ck_assert(!fx_price(&f, "1010", "1011"));
	ck_assert_int_ge(f.p.nmissing, 1);
	ck_assert_str_eq(f.p.missing[0].chart->name, chart);
	ck_assert_str_eq(f.p.missing[0].row, row);
	ck_assert_str_eq(f.p.missing[0].needed, needed);
	ck_assert_str_eq(tg_errors(&f.t), "");
	tg_done(&f.t);
}

/* ---- move_state_init ---- */

/* 6.2: enemy ZOC is left only from the hex the unit began its action in;
 * an action that names no start hex began where the unit stands.  An
 * action of another unit is not M's march: M's is a fresh one. */
START_TEST(test_6_2_march_without_start_hex)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, "action: {kind: march, unit: M, mp: 5}\n");
	move_state_init(f.g, tg_unit(f.g, "M"), &f.st);
	ck_assert_int_eq(f.st.start, tg_hex(f.g, "1010"));
	ck_assert_int_eq(f.st.mp, 5 * 2);
	ck_assert(!f.st.moved);
	ck_assert(!f.st.attacked);
	tg_done(&f.t);

	fx_make(&f, FAIR, "", "", M TG_INF("N", "csa", 4, "1012"),
	    "action: {kind: march, unit: N, mp: 5, start: '1013'}\n");
	move_state_init(f.g, tg_unit(f.g, "M"), &f.st);
	ck_assert_int_eq(f.st.start, tg_hex(f.g, "1010"));
	ck_assert_int_eq(f.st.mp, 0);
	tg_done(&f.t);
}
END_TEST

/* ---- the Terrain Chart's cells ---- */

/* DESIGN.md section 6: a cell that is not a number is no cost: the step
 * needs it as if nobody had supplied it (6.1). */
START_TEST(test_6_1_unreadable_terrain_cell_is_missing)
{
	/* Issue 28: refused where it is written, naming the cell and the
	 * form, rather than found missing by the first march into clear. */
	struct tg t;

	(void)tg_load(&t, TG_TURN1 "charts:\n  terrain-mp:\n"
	    "    clear: {normal: lots, rain: 2}\n");
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "charts.terrain-mp.clear."
	    "normal: 'lots' does not read as a cell of the Terrain Chart"));
	tg_done(&t);
}
END_TEST

/* 12.0: in rain the cost is the chart's rain column; the cell nobody
 * supplied is named with the rule that sends the step there (12.0;
 * SJW 14.0 in Stonewall Jackson's Way, whose chart prints no woods). */
START_TEST(test_12_0_missing_rain_cell_names_its_rule)
{
	missing_is(RAIN, "'1011': woods", "", M, "", "terrain-mp", "woods",
	    "the MP to enter woods in rain (6.1, 12.0)");
	{
		struct fx f;

		fx_make(&f, TG_SJW "turn: 1\nrain: true\n", "N1011: woods",
		    "", "  M: {side: csa, type: infantry, manpower: 6, "
		    "hex: N1010}\n", "");
		ck_assert(!fx_price(&f, "N1010", "N1011"));
		ck_assert_str_eq(f.p.missing[0].chart->name, "sjw-terrain-mp");
		ck_assert_str_eq(f.p.missing[0].row, "woods");
		ck_assert_str_eq(f.p.missing[0].needed,
		    "the MP to enter woods in rain (6.1, SJW 14.0)");
		tg_done(&f.t);
	}
}
END_TEST

/* 6.2: a road and a railroad across one hexside each cost 1: the first
 * of two equal ways (the road) is the one named.  A trail in SJW has no
 * row in its chart (SJW 14.0): it gives no benefit, the clear hex
 * entered costs 3 (SJW 14.0 "the normal 3 MP"). */
START_TEST(test_6_2_ways_equal_or_unlisted)
{
	cost_is(FAIR, "'1011': woods", "1010/1011: [road, railroad]", M, "",
	    2, "road 1 (6.2)");
	cost_is(FAIR, "'1011': woods", "1010/1011: [railroad, road]", M, "",
	    2, "road 1 (6.2)");
	{
		struct fx f;

		fx_make(&f, TG_SJW "turn: 1\nrain: false\n", "",
		    "N1010/N1011: [trail]", "  M: {side: csa, type: "
		    "infantry, manpower: 6, hex: N1010}\n", "");
		ck_assert(fx_price(&f, "N1010", "N1011"));
		ck_assert_str_eq(parts(&f.p), "clear 3 (6.1, Terrain Chart)");
		ck_assert_int_eq(f.p.cost, 6);
		tg_done(&f.t);
	}
}
END_TEST

/* 10.1: a pontoon bridge is a road only "as long as both hexes connected
 * by the bridge have roads, pikes, trails, or RR in them": a road beyond
 * it but none on the near side gives the terrain's cost. */
START_TEST(test_10_1_pontoon_without_road_on_the_near_side)
{
	cost_is(FAIR, "'1011': woods", "1010/1011: [major-river], "
	    "1011/1012: [pike]", M, CHARTS "markers: {pontoon_bridges: "
	    "[{hexside: 1010/1011, owner: csa}]}\n", 4,
	    "woods 2 (6.1, Terrain Chart)");
	/* Nor a road on the near side only. */
	cost_is(FAIR, "'1011': woods", "1010/1011: [major-river], "
	    "1009/1010: [road]", M, CHARTS "markers: {pontoon_bridges: "
	    "[{hexside: 1010/1011, owner: csa}]}\n", 4,
	    "woods 2 (6.1, Terrain Chart)");
}
END_TEST

/* ---- 6.2 the friendly-occupied hex ---- */

/* The chart's second column is "Woods, loess, swamp, mountain": 3 to 11
 * there is +3 MP, whatever the way in (a road here, 6.2: the hex is
 * entered). */
START_TEST(test_6_2_friendly_occupied_second_column)
{
	cost_is(FAIR, "'1011': loess", "1010/1011: [road]",
	    M TG_INF("F", "csa", 4, "1011"), "", 2 + 6,
	    "road 1 (6.2); friendly-occupied loess, 3-11 CV: +3 MP "
	    "(6.2 chart)");
	cost_is(FAIR, "'1011': swamp", "1010/1011: [road]",
	    M TG_INF("F", "csa", 4, "1011"), "", 2 + 6,
	    "road 1 (6.2); friendly-occupied swamp, 3-11 CV: +3 MP "
	    "(6.2 chart)");
	cost_is(FAIR, "'1011': mountain", "1010/1011: [road]",
	    M TG_INF("F", "csa", 4, "1011"), "", 2 + 6,
	    "road 1 (6.2); friendly-occupied mountain, 3-11 CV: +3 MP "
	    "(6.2 chart)");
}
END_TEST

/* A cell corrected by a `charts:` key is read: "less than 3" given +1
 * is paid (named as the chart prints the row); "-" is no penalty; a
 * cell that is no number is missing, named as 6.2's. */
START_TEST(test_6_2_friendly_occupied_cells_corrected)
{
	cost_is(FAIR, "", "", M TG_INF("F", "csa", 2, "1011"),
	    CHARTS "  friendly-occupied:\n    less-than-3: "
	    "{city/clear/rough/rolling/hill: +1 MP}\n", 2 + 2,
	    "clear 1 (6.1, Terrain Chart); friendly-occupied clear, "
	    "less than 3 CV: +1 MP (6.2 chart)");
	cost_is(FAIR, "", "", M TG_INF("F", "csa", 4, "1011"),
	    CHARTS "  friendly-occupied:\n    3-11: "
	    "{city/clear/rough/rolling/hill: \"-\"}\n", 2,
	    "clear 1 (6.1, Terrain Chart)");
	missing_is(FAIR, "", "", M TG_INF("F", "csa", 4, "1011"),
	    CHARTS "  friendly-occupied:\n    3-11: "
	    "{city/clear/rough/rolling/hill: some}\n", "friendly-occupied",
	    "3-11", "the MP penalty to enter a friendly-occupied hex (6.2)");
	missing_is(FAIR, "", "", M TG_INF("F", "csa", 4, "1011"),
	    CHARTS "  friendly-occupied:\n    3-11: "
	    "{city/clear/rough/rolling/hill: \"-1\"}\n", "friendly-occupied",
	    "3-11", "the MP penalty to enter a friendly-occupied hex (6.2)");
}
END_TEST

/* The hex M stands in is not "already occupied by friendly units" for
 * M: stepping back into it pays no penalty. */
START_TEST(test_6_2_the_mover_is_not_its_own_friend)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, CHARTS);
	ck_assert(fx_price(&f, "1011", "1010"));
	ck_assert_str_eq(parts(&f.p), "clear 1 (6.1, Terrain Chart)");
	ck_assert_int_eq(f.p.cost, 2);
	tg_done(&f.t);
}
END_TEST

/* 17 disorganized units of manpower 1 with no Combat value given and no
 * Strength marker printed (7.2): combined, 0 to 17, so the row ("less
 * than 3" or "more than 11") depends on each of them; a step keeps at
 * most MOVE_MAXMISSING of the cells it needs. */
START_TEST(test_6_2_missing_cells_capped)
{
	struct fx	 f;
	char		*stack, units[8192];
	int		 i;

	stack = tg_stack("D", 17, "side: csa, type: infantry, manpower: 1, "
	    "hex: '1011', disorganized: true");
	snprintf(units, sizeof(units), "%s%s", M, stack);
	free(stack);
	fx_make(&f, FAIR, "", "", units, CHARTS);
	ck_assert(!fx_price(&f, "1010", "1011"));
	ck_assert_int_eq(f.p.nmissing, MOVE_MAXMISSING);
	for (i = 0; i < MOVE_MAXMISSING; i++) {
		ck_assert_str_eq(f.p.missing[i].chart->name,
		    "strength-markers");
		ck_assert_str_eq(f.p.missing[i].row, "1");
	}
	tg_done(&f.t);
}
END_TEST

/* ---- 7.7 the enemy cavalry a step meets ---- */

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
	    CHARTS);
	ck_assert(hex_adjacent(tg_hex(f.g, "1010"), tg_hex(f.g, "0911")));
	ck_assert(hex_adjacent(tg_hex(f.g, "1010"), tg_hex(f.g, "0910")));
	ck_assert(hex_adjacent(tg_hex(f.g, "1010"), tg_hex(f.g, "1110")));
	declined[0] = tg_hex(f.g, "1011");
	f.st.declined = declined;
	f.st.ndeclined = 1;
	ck_assert_int_eq(move_cavalry(f.g, &f.st, tg_hex(f.g, "1010"), out),
	    1);
	ck_assert_int_eq(out[0], tg_hex(f.g, "1009"));
	tg_done(&f.t);
}
END_TEST

/* ---- the reach ---- */

static void
fx_reach(struct fx *f)
{
	ck_assert_int_eq(move_reach(f->g, &f->st, &f->r), 0);
	ck_assert_str_eq(tg_errors(&f->t), "");
}

static const struct move_reach_hex *
reach_at(struct fx *f, const char *id)
{
	int i = move_reach_find(&f->r, tg_hex(f->g, id));

	ck_assert_msg(i >= 0, "%s not reached", id);
	return &f->r.hexes[i];
}

/* A reach of nothing finds nothing; an index out of range has no path. */
START_TEST(test_reach_empty)
{
	struct move_reach	r;
	hex_t			out[4];

	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(move_reach_find(&r, 0), -1);
	ck_assert_int_eq(move_reach_path(&r, 0, out, 4), 0);
	ck_assert_int_eq(move_reach_path(&r, -1, out, 4), 0);
}
END_TEST

/* 6.2: ZOC to ZOC spends all MP left.  With none left, a unit that has
 * attacked has no minimum one-hex move (7.1: "as long as a unit does not
 * attack during its march"): nothing is reached.  One that has not may
 * move its one hex, ZOC to ZOC.  E1 puts 1010 in ZOC, E2 1011. */
START_TEST(test_6_2_7_1_zoc_to_zoc_with_no_mp)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M TG_INF("E1", "usa", 4, "1009")
	    TG_INF("E2", "usa", 4, "1012"), CHARTS);
	f.st.mp = 0;
	f.st.attacked = true;
	fx_reach(&f);
	ck_assert_int_eq(f.r.n, 1);
	ck_assert_int_eq(f.r.nunpriced, 0);
	f.st.attacked = false;
	fx_reach(&f);
	ck_assert_int_eq(reach_at(&f, "1011")->stop, MOVE_ZOC_TO_ZOC);
	ck_assert_int_eq(reach_at(&f, "1011")->spent, 0);
	ck_assert_int_eq(reach_at(&f, "1011")->mp_left, 0);
	tg_done(&f.t);
}
END_TEST

/* DESIGN.md section 6: a step whose cost nobody supplied is listed apart
 * only when it could be taken: with no MP left and no minimum move (7.1:
 * it attacked) none of M's six neighbours is; with the minimum move all
 * six are. */
START_TEST(test_7_1_unpriced_only_when_the_step_could_be_taken)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, "");
	f.st.mp = 0;
	f.st.attacked = true;
	fx_reach(&f);
	ck_assert_int_eq(f.r.n, 1);
	ck_assert_int_eq(f.r.nunpriced, 0);
	f.st.attacked = false;
	fx_reach(&f);
	ck_assert_int_eq(f.r.n, 1);
	ck_assert_int_eq(f.r.nunpriced, 6);
	tg_done(&f.t);
}
END_TEST

/* 7.1: "If a unit begins a march adjacent to a ferry hexside and does
 * not have enough MP to cross due to the ferry MP penalty, it may cross
 * that ferry hexside anyway using all of its available MP" — even after
 * an attack (the exception asks only that it has not moved).  Road 1 +
 * ferry 6 / 3 = 2: 3 MP; with 1 MP the road is paid without the ferry;
 * with ½ MP not even that; once moved, no exception. */
START_TEST(test_7_1_ferry_exception)
{
	struct fx f;

	fx_make(&f, FAIR, "", "1010/1011: [major-river, ferry, road]", M,
	    CHARTS);
	f.st.mp = 2;
	f.st.attacked = true;
	fx_reach(&f);
	ck_assert(reach_at(&f, "1011")->minimum);
	ck_assert_int_eq(reach_at(&f, "1011")->spent, 2);
	ck_assert_int_eq(reach_at(&f, "1011")->mp_left, 0);
	ck_assert_int_eq(reach_at(&f, "1011")->stop, MOVE_SPENT);
	f.st.mp = 1;
	fx_reach(&f);
	ck_assert_int_eq(move_reach_find(&f.r, tg_hex(f.g, "1011")), -1);
	f.st.mp = 2;
	f.st.moved = true;
	fx_reach(&f);
	ck_assert_int_eq(move_reach_find(&f.r, tg_hex(f.g, "1011")), -1);
	tg_done(&f.t);
}
END_TEST

/* 6.2: a major river is crossed only at a bridge, dam, ferry or ford:
 * with 1 MP (clear 1) M reaches its other neighbours, not 1011. */
START_TEST(test_6_2_reach_stops_at_a_major_river)
{
	struct fx f;

	fx_make(&f, FAIR, "", "1010/1011: [major-river]", M, CHARTS);
	f.st.mp = 2;
	fx_reach(&f);
	ck_assert_int_eq(move_reach_find(&f.r, tg_hex(f.g, "1011")), -1);
	ck_assert_int_eq(f.r.n, 1 + 5);
	tg_done(&f.t);
}
END_TEST

/* DESIGN.md section 6: every woods hex next to the clear column
 * 1005-1015 is listed apart (woods unpriced), once: 12 in each side
 * column (the union of the neighbours of 11 hexes in a column is 12
 * there) and 1004 and 1016: 26. */
START_TEST(test_reach_many_unpriced)
{
	struct fx	f;
	int		i;

	memset(&f, 0, sizeof(f));
	snprintf(f.yaml, sizeof(f.yaml), FAIR "map:\n  terrain: woods\n"
	    "  hexes: {'1005': clear, '1006': clear, '1007': clear, "
	    "'1008': clear, '1009': clear, '1010': clear, '1011': clear, "
	    "'1012': clear, '1013': clear, '1014': clear, '1015': clear}\n"
	    "units:\n" M "charts:\n  terrain-mp:\n"
	    "    clear: {normal: 1, rain: 2}\n");
	f.g = tg_load_ok(&f.t, f.yaml);
	move_state_init(f.g, tg_unit(f.g, "M"), &f.st);
	f.st.mp = 20 * 2;
	fx_reach(&f);
	ck_assert_int_eq(f.r.n, 11);
	ck_assert_int_eq(f.r.nunpriced, 26);
	for (i = 0; i < f.r.nunpriced; i++) {
		ck_assert_str_eq(f.r.unpriced[i].missing.row, "woods");
		ck_assert(hex_adjacent(f.r.unpriced[i].hex,
		    f.r.unpriced[i].from));
		if (i > 0)
			ck_assert_int_lt(f.r.unpriced[i - 1].hex,
			    f.r.unpriced[i].hex);
	}
	tg_done(&f.t);
}
END_TEST

/* DESIGN.md section 6: a hex the map gives no terrain is listed apart,
 * the map's own error (no chart), never guessed: the map is 1010 and
 * 1011 (clear), with no default terrain. */
START_TEST(test_reach_hex_without_terrain)
{
	struct fx	f;
	int		i;

	memset(&f, 0, sizeof(f));
	snprintf(f.yaml, sizeof(f.yaml), FAIR "map:\n"
	    "  hexes: {'1010': clear, '1011': clear}\n"
	    "units:\n" M CHARTS);
	f.g = tg_load_ok(&f.t, f.yaml);
	move_state_init(f.g, tg_unit(f.g, "M"), &f.st);
	f.st.mp = 4 * 2;
	fx_reach(&f);
	ck_assert_int_eq(f.r.n, 2);
	ck_assert_int_eq(reach_at(&f, "1011")->spent, 2);
	/* Five more next to each, two of them next to both. */
	ck_assert_int_eq(f.r.nunpriced, 5 + 5 - 2);
	for (i = 0; i < f.r.nunpriced; i++) {
		ck_assert_ptr_null(f.r.unpriced[i].missing.chart);
		ck_assert_int_eq(f.r.unpriced[i].missing.hex,
		    f.r.unpriced[i].hex);
	}
	tg_done(&f.t);
}
END_TEST

static Suite *
cov_move_suite(void)
{
	Suite	*s = suite_create("cov_move");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_6_2_march_without_start_hex);
	tcase_add_test(tc, test_6_1_unreadable_terrain_cell_is_missing);
	tcase_add_test(tc, test_12_0_missing_rain_cell_names_its_rule);
	tcase_add_test(tc, test_6_2_ways_equal_or_unlisted);
	tcase_add_test(tc, test_10_1_pontoon_without_road_on_the_near_side);
	tcase_add_test(tc, test_6_2_friendly_occupied_second_column);
	tcase_add_test(tc, test_6_2_friendly_occupied_cells_corrected);
	tcase_add_test(tc, test_6_2_the_mover_is_not_its_own_friend);
	tcase_add_test(tc, test_6_2_missing_cells_capped);
	tcase_add_test(tc, test_7_7_cavalry_met);
	tcase_add_test(tc, test_reach_empty);
	tcase_add_test(tc, test_6_2_7_1_zoc_to_zoc_with_no_mp);
	tcase_add_test(tc, test_7_1_unpriced_only_when_the_step_could_be_taken);
	tcase_add_test(tc, test_7_1_ferry_exception);
	tcase_add_test(tc, test_6_2_reach_stops_at_a_major_river);
	tcase_add_test(tc, test_reach_many_unpriced);
	tcase_add_test(tc, test_reach_hex_without_terrain);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_move_suite)
