/*
 * test_move_reach.c — every hex a marching unit could reach (6.1, 6.2,
 * 7.1): the cheapest path to each, the stops (a ZOC hex is reached, not
 * gone through), the minimum one-hex move, the hexes that cannot be
 * priced listed apart, ties broken the same way everywhere, and every
 * path found agreeing with move_path().
 *
 * testmove.h says what a game is unless a case says otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "move.h"
#include "testmove.h"

#define E(hex)	UNIT_AT("E", "usa", "infantry", 4, hex, "")

/* M's reach with `mp` halves in a game of hexes, hexsides, units and a
 * tail. */
static void
fx_reach_of(struct fx *f, const char *hexes, const char *hexsides,
    const char *units, const char *tail, halves mp)
{
	fx_make(f, FAIR, hexes, hexsides, units, tail, mp);
	fx_reach(f);
}

/* The path to `id`, "1011,1012". */
static const char *
path_to(struct fx *f, const char *id)
{
	static char	buf[512];
	hex_t		p[64];
	int		i, n;

	n = move_reach_path(&f->r, move_reach_find(&f->r, tg_hex(f->g, id)),
	    p, 64);
	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		if (i > 0)
			strcat(buf, ",");
		strcat(buf, tg_hexid(f->g, p[i]));
	}
	return buf;
}

/* Every hex reached: move_path() over its path agrees. */
static void
agrees(struct fx *f)
{
	struct move_plan	 plan;
	hex_t			 p[64];
	int			 i, n, st;

	for (i = 1; i < f->r.n; i++) {
		n = move_reach_path(&f->r, i, p, 64);
		st = move_path(f->g, &f->st, p, n, &plan);
		ck_assert_msg(st == ST_DONE, "%s: %s",
		    tg_hexid(f->g, f->r.hexes[i].hex), plan.refusal.text);
		ck_assert_int_eq(plan.mp_left, f->r.hexes[i].mp_left);
		ck_assert_int_eq(plan.stop, f->r.hexes[i].stop);
		ck_assert_int_eq(plan.ncavalry, f->r.hexes[i].ncavalry);
	}
}

START_TEST(test_6_1_reach_every_hex_within_the_mp)
{
	struct fx	f;
	int		i;

	fx_reach_of(&f, "", "", M, CHARTS, 4);
	/* The origin, six hexes at 1 MP, twelve at 2. */
	ck_assert_int_eq(f.r.n, 19);
	ck_assert_int_eq(f.r.hexes[0].hex, tg_hex(f.g, "1010"));
	ck_assert_int_eq(f.r.hexes[0].spent, 0);
	ck_assert_int_eq(f.r.hexes[0].prev, -1);
	for (i = 2; i < f.r.n; i++)
		ck_assert(f.r.hexes[i - 1].hex < f.r.hexes[i].hex);
	ck_assert_int_eq(reach_at(&f, "1011")->stop, MOVE_GO);
	ck_assert_int_eq(reach_at(&f, "1011")->mp_left, 2);
	ck_assert_int_eq(reach_at(&f, "1012")->stop, MOVE_SPENT);
	ck_assert_str_eq(path_to(&f, "1012"), "1011,1012");
	ck_assert(!reached(&f, "1013"));
	ck_assert_int_eq(f.r.nunpriced, 0);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* The cheapest path: around the woods by road. */
START_TEST(test_6_2_reach_the_cheapest_path)
{
	struct fx f;

	fx_reach_of(&f, "'1011': woods, '1012': woods", "1010/1111: [road], "
	    "1111/1112: [road], 1112/1012: [road]", M, CHARTS, 12);
	ck_assert_str_eq(path_to(&f, "1012"), "1111,1112,1012");
	ck_assert_int_eq(reach_at(&f, "1012")->spent, 6);
	ck_assert_int_eq(reach_at(&f, "1011")->spent, 4);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* Ties: the fewer steps, then the lower hex before it — 1210 is two
 * steps by 1110 or by 1111, each 2 MP. */
START_TEST(test_dsgn4_reach_ties_broken_by_hex_id)
{
	struct fx f;

	fx_reach_of(&f, "", "", M, CHARTS, 4);
	ck_assert_str_eq(path_to(&f, "1210"), "1110,1210");
	tg_done(&f.t);
}
END_TEST

/* 6.2: a hex in enemy ZOC is reached (the march stops there), not gone
 * through; the enemy's hex is never reached. */
START_TEST(test_6_2_reach_enemy_zoc_reached_not_passed)
{
	struct fx f;

	fx_reach_of(&f, "", "", M E("1012"), CHARTS, 6);
	ck_assert_int_eq(reach_at(&f, "1011")->stop, MOVE_ZOC);
	ck_assert_int_eq(reach_at(&f, "1011")->mp_left, 4);
	ck_assert(!reached(&f, "1012"));
	/* E's other ZOC hexes are stops too. */
	ck_assert_int_eq(reach_at(&f, "0912")->stop, MOVE_ZOC);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* 6.2: leaving ZOC where the march began, +1; ZOC to ZOC, all MP. */
START_TEST(test_6_2_reach_from_enemy_zoc)
{
	struct fx f;

	fx_reach_of(&f, "", "", M E("1110"), CHARTS, 4);
	ck_assert_int_eq(reach_at(&f, "1011")->spent, 4);
	ck_assert_int_eq(reach_at(&f, "1011")->stop, MOVE_SPENT);
	/* 1009 is E's ZOC too. */
	ck_assert_int_eq(reach_at(&f, "1009")->stop, MOVE_ZOC_TO_ZOC);
	ck_assert_int_eq(reach_at(&f, "1009")->spent, 4);
	agrees(&f);
	tg_done(&f.t);
	/* With more MP, around is cheaper: out (+1), then in. */
	fx_reach_of(&f, "", "", M E("1110"), CHARTS, 12);
	ck_assert_int_eq(reach_at(&f, "1009")->stop, MOVE_ZOC);
	ck_assert_int_eq(reach_at(&f, "1009")->spent, 6);
	agrees(&f);
	tg_done(&f.t);
	/* Not where the march began: nowhere. */
	fx_reach_of(&f, "", "", M E("1110"),
	    CHARTS "action: {kind: march, unit: M, mp: 4, start: '1009'}\n",
	    8);
	ck_assert_int_eq(f.r.n, 1);
	tg_done(&f.t);
}
END_TEST

/* 7.1: with too few MP, the one hex still. */
START_TEST(test_7_1_reach_the_minimum_move)
{
	struct fx f;

	fx_reach_of(&f, "'1011': woods", "", M, CHARTS, 1);
	ck_assert_int_eq(f.r.n, 7);
	ck_assert(reach_at(&f, "1011")->minimum);
	ck_assert_int_eq(reach_at(&f, "1011")->spent, 1);
	ck_assert_int_eq(reach_at(&f, "1011")->stop, MOVE_SPENT);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* DESIGN.md section 6: a step that needs a cell nobody supplied is not an
 * error of the query: the hex is listed apart, with the cell. */
START_TEST(test_dsgn6_reach_unpriced_hexes_listed_apart)
{
	struct fx f;

	fx_reach_of(&f, "'1011': hill", "", M, CHARTS, 4);
	ck_assert(!reached(&f, "1011"));
	ck_assert_int_eq(f.r.nunpriced, 1);
	ck_assert_int_eq(f.r.unpriced[0].hex, tg_hex(f.g, "1011"));
	ck_assert_int_eq(f.r.unpriced[0].from, tg_hex(f.g, "1010"));
	ck_assert_str_eq(f.r.unpriced[0].missing.row, "hill");
	ck_assert_str_eq(f.r.unpriced[0].missing.col, "normal");
	/* 1012 lies beyond it only. */
	ck_assert(!reached(&f, "1012"));
	tg_done(&f.t);
	/* By road it needs no cell. */
	fx_reach_of(&f, "'1011': hill", "1010/1011: [road]", M, CHARTS, 4);
	ck_assert(reached(&f, "1011"));
	ck_assert_int_eq(f.r.nunpriced, 0);
	tg_done(&f.t);
}
END_TEST

/* 7.7: the hexes where the march would offer a cavalry retreat. */
START_TEST(test_7_7_reach_counts_cavalry_retreat_opportunities)
{
	struct fx f;

	fx_reach_of(&f, "", "", M UNIT_AT("C", "usa", "cavalry", 2, "1013",
	    ""), CHARTS, 6);
	ck_assert_int_eq(reach_at(&f, "1012")->ncavalry, 1);
	ck_assert_int_eq(reach_at(&f, "1011")->ncavalry, 0);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* A 13-MP cavalry unit: the hexes within 13, by the map's indexes. */
START_TEST(test_6_1_reach_thirteen_mp)
{
	struct fx f;

	fx_reach_of(&f, "", "", UNIT_AT("M", "csa", "cavalry", 3, "3030", ""),
	    CHARTS, 26);
	ck_assert_int_eq(f.r.n, 1 + 3 * 13 * 14);
	tg_done(&f.t);
}
END_TEST

/* 6.1: a reach of nothing finds nothing; an index out of range has no
 * path. */
START_TEST(test_6_1_empty_reach_finds_nothing)
{
	struct move_reach	r;
	hex_t			out[4];

	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(move_reach_find(&r, 0), -1);
	ck_assert_int_eq(move_reach_path(&r, 0, out, 4), 0);
	ck_assert_int_eq(move_reach_path(&r, -1, out, 4), 0);
}
END_TEST

/*
 * 6.1: the reach of a march along a road, 1 MP a hex (6.2): with 3 MP,
 * 1013 is three steps away and 1014 out of reach; the origin is always
 * its own entry; a path asked into too short a buffer keeps its first
 * steps, and an entry that is not there has no path.
 */
START_TEST(test_6_1_reach_lookups)
{
	struct fx	f;
	hex_t		p[2];
	int		i;

	fx_load(&f, TG_TURN1 "map:\n  terrain: clear\n  hexsides:\n"
	    "    1010/1011: [road]\n    1011/1012: [road]\n"
	    "    1012/1013: [road]\n    1013/1014: [road]\n"
	    "charts:\n  terrain-mp: {clear: {normal: 9, rain: 9}}\n"
	    "units:\n" TG_INF("M", "csa", 6, "1010"), 2 * 3);
	ck_assert_int_eq(move_reach(f.g, &f.st, &f.r), 0);
	ck_assert_int_eq(move_reach_find(&f.r, tg_hex(f.g, "1010")), 0);
	ck_assert_int_lt(move_reach_find(&f.r, tg_hex(f.g, "1014")), 0);
	/* Off the road, clear costs 9 (test data): a neighbour off the
	 * road is reached only by the minimum one-hex move, all MP (7.1). */
	i = move_reach_find(&f.r, tg_hex(f.g, "1110"));
	ck_assert_int_gt(i, 0);
	ck_assert(f.r.hexes[i].minimum);
	ck_assert_int_eq(f.r.hexes[i].spent, 2 * 3);
	i = move_reach_find(&f.r, tg_hex(f.g, "1013"));
	ck_assert_int_gt(i, 0);
	ck_assert_int_eq(f.r.hexes[i].spent, 2 * 3);
	ck_assert_int_eq(move_reach_path(&f.r, i, p, 2), 3);
	ck_assert_str_eq(tg_hexid(f.g, p[0]), "1011");
	ck_assert_str_eq(tg_hexid(f.g, p[1]), "1012");
	ck_assert_int_eq(move_reach_path(&f.r, -1, p, 2), 0);
	ck_assert_int_eq(move_reach_path(&f.r, f.r.n, p, 2), 0);
	tg_done(&f.t);
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
	    TG_INF("E2", "usa", 4, "1012"), CHARTS, 0);
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

	fx_make(&f, FAIR, "", "", M, "", 0);
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
START_TEST(test_7_1_reach_ferry_exception)
{
	struct fx f;

	fx_make(&f, FAIR, "", "1010/1011: [major-river, ferry, road]", M,
	    CHARTS, 2);
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

	fx_reach_of(&f, "", "1010/1011: [major-river]", M, CHARTS, 2);
	ck_assert_int_eq(move_reach_find(&f.r, tg_hex(f.g, "1011")), -1);
	ck_assert_int_eq(f.r.n, 1 + 5);
	tg_done(&f.t);
}
END_TEST

/* DESIGN.md section 6: every woods hex next to the clear column
 * 1005-1015 is listed apart (woods unpriced), once: 12 in each side
 * column (the union of the neighbours of 11 hexes in a column is 12
 * there) and 1004 and 1016: 26. */
START_TEST(test_dsgn6_reach_many_unpriced)
{
	struct fx	f;
	int		i;

	fx_load(&f, FAIR "map:\n  terrain: woods\n"
	    "  hexes: {'1005': clear, '1006': clear, '1007': clear, "
	    "'1008': clear, '1009': clear, '1010': clear, '1011': clear, "
	    "'1012': clear, '1013': clear, '1014': clear, '1015': clear}\n"
	    "units:\n" M "charts:\n  terrain-mp:\n"
	    "    clear: {normal: 1, rain: 2}\n", 20 * 2);
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
START_TEST(test_dsgn6_reach_hex_without_terrain)
{
	struct fx	f;
	int		i;

	fx_load(&f, FAIR "map:\n  hexes: {'1010': clear, '1011': clear}\n"
	    "units:\n" M CHARTS, 4 * 2);
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

CHECK_TESTS(move_reach)
