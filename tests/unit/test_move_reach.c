/*
 * test_move_reach.c — every hex a marching unit could reach (6.1, 6.2,
 * 7.1): the cheapest path to each, the stops (a ZOC hex is reached, not
 * gone through), the minimum one-hex move, the hexes that cannot be
 * priced listed apart, ties broken the same way everywhere, and every
 * path found agreeing with move_path().
 *
 * Unless a case says otherwise: a standard game, turn 1, fair weather, a
 * clear map, the test's own off-road costs (clear 1, woods 2, rough 2;
 * the rulebooks print none); M, Confederate infantry, in 1010.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "move.h"

#define FAIR		TG_TURN1
#define CHARTS	"charts:\n  terrain-mp:\n"				\
	"    clear: {normal: 1, rain: 2}\n"				\
	"    woods: {normal: 2, rain: 3}\n"				\
	"    rough: {normal: 2, rain: 3}\n"
#define UNIT_AT(name, side, type, mp, hex) "  " name ": {side: " side \
	", type: " type ", manpower: " #mp ", hex: '" hex "'}\n"
#define M		UNIT_AT("M", "csa", "infantry", 6, "1010")

struct fx {
	struct tg		 t;
	struct game		*g;
	struct move_state	 st;
	struct move_reach	 r;
	char			 yaml[8192];
};

static void
fx_reach(struct fx *f, const char *hexes, const char *hexsides,
    const char *units, const char *tail, int mp)
{
	int n;

	memset(f, 0, sizeof(*f));
	n = snprintf(f->yaml, sizeof(f->yaml), FAIR "map:\n  terrain: clear\n"
	    "  hexes: {%s}\n  hexsides: {%s}\nunits:\n%s%s", hexes, hexsides,
	    units, tail);
	ck_assert_int_lt(n, (int)sizeof(f->yaml));
	f->g = tg_load_ok(&f->t, f->yaml);
	move_state_init(f->g, tg_unit(f->g, "M"), &f->st);
	f->st.mp = mp;
	ck_assert_int_eq(move_reach(f->g, &f->st, &f->r), 0);
	/* A query reports nothing. */
	ck_assert_str_eq(tg_errors(&f->t), "");
}

/* The entry of hex `id`, which must be reached. */
static const struct move_reach_hex *
at(struct fx *f, const char *id)
{
	int i = move_reach_find(&f->r, tg_hex(f->g, id));

	ck_assert_msg(i >= 0, "%s not reached", id);
	return &f->r.hexes[i];
}

static bool
reached(struct fx *f, const char *id)
{
	return move_reach_find(&f->r, tg_hex(f->g, id)) >= 0;
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

	fx_reach(&f, "", "", M, CHARTS, 4);
	/* The origin, six hexes at 1 MP, twelve at 2. */
	ck_assert_int_eq(f.r.n, 19);
	ck_assert_int_eq(f.r.hexes[0].hex, tg_hex(f.g, "1010"));
	ck_assert_int_eq(f.r.hexes[0].spent, 0);
	ck_assert_int_eq(f.r.hexes[0].prev, -1);
	for (i = 2; i < f.r.n; i++)
		ck_assert(f.r.hexes[i - 1].hex < f.r.hexes[i].hex);
	ck_assert_int_eq(at(&f, "1011")->stop, MOVE_GO);
	ck_assert_int_eq(at(&f, "1011")->mp_left, 2);
	ck_assert_int_eq(at(&f, "1012")->stop, MOVE_SPENT);
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

	fx_reach(&f, "'1011': woods, '1012': woods", "1010/1111: [road], "
	    "1111/1112: [road], 1112/1012: [road]", M, CHARTS, 12);
	ck_assert_str_eq(path_to(&f, "1012"), "1111,1112,1012");
	ck_assert_int_eq(at(&f, "1012")->spent, 6);
	ck_assert_int_eq(at(&f, "1011")->spent, 4);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* Ties: the fewer steps, then the lower hex before it — 1210 is two
 * steps by 1110 or by 1111, each 2 MP. */
START_TEST(test_reach_ties_broken_by_hex_id)
{
	struct fx f;

	fx_reach(&f, "", "", M, CHARTS, 4);
	ck_assert_str_eq(path_to(&f, "1210"), "1110,1210");
	tg_done(&f.t);
}
END_TEST

/* 6.2: a hex in enemy ZOC is reached (the march stops there), not gone
 * through; the enemy's hex is never reached. */
START_TEST(test_6_2_reach_enemy_zoc_reached_not_passed)
{
	struct fx f;

	fx_reach(&f, "", "", M UNIT_AT("E", "usa", "infantry", 4, "1012"),
	    CHARTS, 6);
	ck_assert_int_eq(at(&f, "1011")->stop, MOVE_ZOC);
	ck_assert_int_eq(at(&f, "1011")->mp_left, 4);
	ck_assert(!reached(&f, "1012"));
	/* E's other ZOC hexes are stops too. */
	ck_assert_int_eq(at(&f, "0912")->stop, MOVE_ZOC);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* 6.2: leaving ZOC where the march began, +1; ZOC to ZOC, all MP. */
START_TEST(test_6_2_reach_from_enemy_zoc)
{
	struct fx f;

	fx_reach(&f, "", "", M UNIT_AT("E", "usa", "infantry", 4, "1110"),
	    CHARTS, 4);
	ck_assert_int_eq(at(&f, "1011")->spent, 4);
	ck_assert_int_eq(at(&f, "1011")->stop, MOVE_SPENT);
	/* 1009 is E's ZOC too. */
	ck_assert_int_eq(at(&f, "1009")->stop, MOVE_ZOC_TO_ZOC);
	ck_assert_int_eq(at(&f, "1009")->spent, 4);
	agrees(&f);
	tg_done(&f.t);
	/* With more MP, around is cheaper: out (+1), then in. */
	fx_reach(&f, "", "", M UNIT_AT("E", "usa", "infantry", 4, "1110"),
	    CHARTS, 12);
	ck_assert_int_eq(at(&f, "1009")->stop, MOVE_ZOC);
	ck_assert_int_eq(at(&f, "1009")->spent, 6);
	agrees(&f);
	tg_done(&f.t);
	/* Not where the march began: nowhere. */
	memset(&f, 0, sizeof(f));
	fx_reach(&f, "", "", M UNIT_AT("E", "usa", "infantry", 4, "1110"),
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

	fx_reach(&f, "'1011': woods", "", M, CHARTS, 1);
	ck_assert_int_eq(f.r.n, 7);
	ck_assert(at(&f, "1011")->minimum);
	ck_assert_int_eq(at(&f, "1011")->spent, 1);
	ck_assert_int_eq(at(&f, "1011")->stop, MOVE_SPENT);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* DESIGN.md section 6: a step that needs a cell nobody supplied is not an
 * error of the query: the hex is listed apart, with the cell. */
START_TEST(test_6_reach_unpriced_hexes_listed_apart)
{
	struct fx f;

	fx_reach(&f, "'1011': hill", "", M, CHARTS, 4);
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
	fx_reach(&f, "'1011': hill", "1010/1011: [road]", M, CHARTS, 4);
	ck_assert(reached(&f, "1011"));
	ck_assert_int_eq(f.r.nunpriced, 0);
	tg_done(&f.t);
}
END_TEST

/* 7.7: the hexes where the march would offer a cavalry retreat. */
START_TEST(test_7_7_reach_counts_cavalry_retreat_opportunities)
{
	struct fx f;

	fx_reach(&f, "", "", M UNIT_AT("C", "usa", "cavalry", 2, "1013"),
	    CHARTS, 6);
	ck_assert_int_eq(at(&f, "1012")->ncavalry, 1);
	ck_assert_int_eq(at(&f, "1011")->ncavalry, 0);
	agrees(&f);
	tg_done(&f.t);
}
END_TEST

/* A 13-MP cavalry unit: the hexes within 13, by the map's indexes. */
START_TEST(test_6_1_reach_thirteen_mp)
{
	struct fx f;

	fx_reach(&f, "", "", UNIT_AT("M", "csa", "cavalry", 3, "3030"),
	    CHARTS, 26);
	ck_assert_int_eq(f.r.n, 1 + 3 * 13 * 14);
	tg_done(&f.t);
}
END_TEST

static Suite *
move_reach_suite(void)
{
	Suite	*s = suite_create("move_reach");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_6_1_reach_every_hex_within_the_mp);
	tcase_add_test(tc, test_6_2_reach_the_cheapest_path);
	tcase_add_test(tc, test_reach_ties_broken_by_hex_id);
	tcase_add_test(tc, test_6_2_reach_enemy_zoc_reached_not_passed);
	tcase_add_test(tc, test_6_2_reach_from_enemy_zoc);
	tcase_add_test(tc, test_7_1_reach_the_minimum_move);
	tcase_add_test(tc, test_6_reach_unpriced_hexes_listed_apart);
	tcase_add_test(tc, test_7_7_reach_counts_cavalry_retreat_opportunities);
	tcase_add_test(tc, test_6_1_reach_thirteen_mp);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(move_reach_suite)
