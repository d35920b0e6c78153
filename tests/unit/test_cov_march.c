/*
 * test_cov_march.c — the march's internals that no command line reaches
 * one by one (issue 15, branch coverage): the Movement Summary's cells
 * read as dice (5.1, 5.2), the rows of wagons and cavalry leaders, the
 * command radius and the leader transfer at their edges (2.5, 6.3), and
 * a march's own manpower loss (5.1).  Each test names the rule it checks.
 *
 * Hexes (test_move_path.c): 1010, 1011, 1012, ... run south in a
 * straight line.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "march_int.h"
#include "move.h"

/*
 * 5.1, 5.2, Movement Summary: a cell is N dice (one or two), plus K,
 * with a printed minimum; anything else is not a cell the rules can
 * roll, and a wrong guess would roll a wrong allowance.
 */
START_TEST(test_5_1_cells_that_are_not_dice)
{
	static const char *const bad[] = {
		"3D6",			/* no row rolls three dice */
		"1X6", "1D8",		/* not D6 */
		"1D6+",			/* a plus with no number */
		"1D6+100",		/* out of range */
		"1D6, minimum ",	/* a minimum with no number */
		"1D6, minimum 100",
		"1D6 and more",		/* trailing text */
		"2D6+1, minimum x",
	};
	int	n, plus, min;
	size_t	i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ck_assert_msg(march_cell_dice(bad[i], &n, &plus, &min) == -1,
		    "'%s' read as dice", bad[i]);
	}
	/* Both parts at once: "2D6+2, minimum 4" is two dice, +2, at
	 * least 4. */
	ck_assert_int_eq(march_cell_dice("2D6+2, minimum 4", &n, &plus,
	    &min), 0);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(plus, 2);
	ck_assert_int_eq(min, 4);
}
END_TEST

/* 5.1: a wagon train rolls on its own row, by side (the rows the
 * Movement Summary does not print, to be supplied). */
START_TEST(test_5_1_union_wagon_row)
{
	struct unit u = { .side = SIDE_USA, .type = U_WAGON };

	ck_assert_str_eq(march_allowance_row(&u), "usa-wagon");
}
END_TEST

/*
 * 5.2 step 3, Movement Summary: a cavalry leader rolls by rank and side
 * ("USA Cavalry Division Leader", "USA Cavalry Corps Leader", "CSA
 * Cavalry Division Leader", "CSA Cavalry Corps Leader"), an infantry
 * leader by side; SIV's Union infantry leader has its own row.
 */
START_TEST(test_5_2_leader_rows)
{
	struct tg	 t;
	struct game	*g;
	struct leader	 l = { .cavalry = true, .rank = R_CORPS,
	    .side = SIDE_USA };

	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, TG_INF("A", "csa", 6,
	    "1010")));
	ck_assert_str_eq(march_leader_row(g, &l), "usa-cavalry-corps");
	l.side = SIDE_CSA;
	ck_assert_str_eq(march_leader_row(g, &l), "csa-cavalry-corps");
	l.rank = R_DIVISION;
	ck_assert_str_eq(march_leader_row(g, &l), "csa-cavalry-division");
	l.side = SIDE_USA;
	ck_assert_str_eq(march_leader_row(g, &l), "usa-cavalry-division");
	l.cavalry = false;
	ck_assert_str_eq(march_leader_row(g, &l), "usa-infantry");
	l.side = SIDE_CSA;
	ck_assert_str_eq(march_leader_row(g, &l), "csa-infantry");
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "turn: 1\nrain: false\n" TG_CLEAR
	    "units:\n" TG_INF("A", "usa", 6, "S1010"));
	l.side = SIDE_USA;
	ck_assert_str_eq(march_leader_row(g, &l), "siv-usa-infantry");
	tg_done(&t);
}
END_TEST

/*
 * 2.5: the radius runs from the leader's hex; a leader with no unit
 * (out of play) has none.  "A command radius may not enter an
 * enemy-occupied hex": an enemy's hex next door is outside it.
 */
START_TEST(test_2_5_radius_edges)
{
	struct tg	 t;
	struct game	*g;
	struct leader	*l;

	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, TG_UNIT("A", "csa", "infantry",
	    6, "1010", ", command: [Lee]") TG_INF("W", "usa", 6, "1011"))
	    "leaders:\n  Lee: {side: csa, rank: division, leads: Lee, "
	    "tactical: 3, command: 3, with: A}\n");
	l = tg_leader(g, "Lee");
	ck_assert(march_in_radius(g, l, tg_hex(g, "1010")));
	ck_assert(!march_in_radius(g, l, tg_hex(g, "1011")));
	l->with = -1;
	ck_assert(!march_in_radius(g, l, tg_hex(g, "1010")));
	tg_done(&t);
}
END_TEST

/*
 * 6.3: a transfer traces "a path of contiguous hexes, 10 hexes or fewer,
 * not through enemy-occupied hexes": to the leader's own hex it is 0
 * hexes; from a hex ringed by enemy units there is none at all.
 */
START_TEST(test_6_3_transfer_ringed_by_the_enemy)
{
	char		 yaml[4096], id[16];
	struct tg	 t;
	struct game	*g;
	hex_t		 nb[6];
	size_t		 n;
	int		 i;

	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, TG_INF("A", "csa", 6,
	    "1010")));
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, tg_hex(g, "1012"),
	    tg_hex(g, "1012"), 10), 0);
	hex_neighbours(tg_hex(g, "1012"), nb);
	n = (size_t)snprintf(yaml, sizeof(yaml), "%s", TG_TURN1 TG_CLEAR
	    "units:\n" TG_INF("A", "csa", 6, "1012")
	    TG_INF("B", "csa", 6, "1016"));
	for (i = 0; i < 6; i++) {
		hex_format(g->map.geo, nb[i], id);
		n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, "  W%d: "
		    "{side: usa, type: infantry, manpower: 6, tactical: 1, "
		    "artillery: 0, hex: '%s'}\n", i, id);
	}
	ck_assert_uint_lt(n, sizeof(yaml));
	tg_done(&t);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, tg_hex(g, "1012"),
	    tg_hex(g, "1016"), 10), -1);
	/* The enemy's own path out is not blocked by its own units. */
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_USA, tg_hex(g, "1012"),
	    tg_hex(g, "1015"), 10), 3);
	tg_done(&t);
}
END_TEST

/*
 * 5.1: a march's loss (the extended march, the force march) reduces the
 * Manpower value by the number rolled, never below 0, and a unit at 0 is
 * eliminated once (DESIGN.md section 5); no loss changes nothing.
 */
START_TEST(test_5_1_march_loss_at_most_the_manpower)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;
	struct unit		*u;

	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, TG_INF("A", "csa", 2, "1010")));
	u = tg_unit(g, "A");
	memset(&r, 0, sizeof(r));
	r.notes = node_seq(&g->arena, S_BLOCK);
	ck_assert_int_eq(march_lose(g, &r, u, 0, C_FORCE_MARCH), 0);
	ck_assert(!u->disorganized);
	ck_assert_int_eq(u->manpower, 2);
	ck_assert_int_eq(march_lose(g, &r, u, 3, C_FORCE_MARCH), 2);
	ck_assert_int_eq(u->manpower, 0);
	ck_assert(r.eliminated);
	ck_assert_int_eq(u->status, US_ELIMINATED);
	ck_assert_int_eq(r.lost[C_FORCE_MARCH], 2);
	ck_assert_int_eq(g->ledger.losses[SIDE_CSA][C_FORCE_MARCH], 2);
	tg_done(&t);
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
	struct tg		 t;
	struct game		*g;
	struct move_state	 st;
	struct move_reach	 r;
	hex_t			 p[2];
	int			 i;

	g = tg_load_ok(&t, TG_TURN1 "map:\n  terrain: clear\n  hexsides:\n"
	    "    1010/1011: [road]\n    1011/1012: [road]\n"
	    "    1012/1013: [road]\n    1013/1014: [road]\n"
	    "charts:\n  terrain-mp: {clear: {normal: 9, rain: 9}}\n"
	    "units:\n" TG_INF("A", "csa", 6, "1010"));
	move_state_init(g, tg_unit(g, "A"), &st);
	st.mp = 2 * 3;
	ck_assert_int_eq(move_reach(g, &st, &r), 0);
	ck_assert_int_eq(move_reach_find(&r, tg_hex(g, "1010")), 0);
	ck_assert_int_lt(move_reach_find(&r, tg_hex(g, "1014")), 0);
	/* Off the road, clear costs 9 (test data): a neighbour off the
	 * road is reached only by the minimum one-hex move, all MP (7.1). */
	i = move_reach_find(&r, tg_hex(g, "1110"));
	ck_assert_int_gt(i, 0);
	ck_assert(r.hexes[i].minimum);
	ck_assert_int_eq(r.hexes[i].spent, 2 * 3);
	i = move_reach_find(&r, tg_hex(g, "1013"));
	ck_assert_int_gt(i, 0);
	ck_assert_int_eq(r.hexes[i].spent, 2 * 3);
	ck_assert_int_eq(move_reach_path(&r, i, p, 2), 3);
	ck_assert_str_eq(tg_hexid(g, p[0]), "1011");
	ck_assert_str_eq(tg_hexid(g, p[1]), "1012");
	ck_assert_int_eq(move_reach_path(&r, -1, p, 2), 0);
	ck_assert_int_eq(move_reach_path(&r, r.n, p, 2), 0);
	tg_done(&t);
}
END_TEST

static Suite *
cov_march_suite(void)
{
	Suite	*s = suite_create("cov_march");
	TCase	*tc = tcase_create("cov_march");

	tcase_add_test(tc, test_5_1_cells_that_are_not_dice);
	tcase_add_test(tc, test_5_1_union_wagon_row);
	tcase_add_test(tc, test_5_2_leader_rows);
	tcase_add_test(tc, test_2_5_radius_edges);
	tcase_add_test(tc, test_6_3_transfer_ringed_by_the_enemy);
	tcase_add_test(tc, test_5_1_march_loss_at_most_the_manpower);
	tcase_add_test(tc, test_6_1_reach_lookups);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_march_suite)
