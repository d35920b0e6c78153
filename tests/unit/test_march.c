/*
 * test_march.c — the March action's numbers (5.1, 5.2): the Movement
 * Summary's cells as dice, who rolls on which row, when a march is an
 * extended march, on which column and with which modifiers, the force
 * march's loss and when it may not be made, a march's own manpower loss;
 * the command radius (2.5), the leader transfer's path (6.3) and the
 * leader that never stands alone; what a march leaves behind:
 * entrenchment (9.0) and Flanks Refused markers (7.8); the cells a path
 * needs that nobody supplied (6.1), and whether the unit stayed in its
 * hex for a bridge's destruction (10.2).
 *
 * Hexes (test_move_path.c): 1010, 1011, 1012, ... run south in a
 * straight line, the only shortest path between two of them; a unit in
 * 1113 exerts ZOC into 1012 and 1013.  Each expected value is worked out
 * from the rulebook text, not copied from what the code prints.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "march.h"
#include "march_int.h"
#include "module.h"
#include "testplay.h"
#include "zoc.h"

#define LEADER(with)	"leaders:\n  Lee: {side: csa, rank: division, "	\
	"leads: Lee, tactical: 3, command: 3, with: " with "}\n"
#define SUB(name, hex, more)	TG_UNIT(name, "csa", "infantry", 6, hex,	\
	", command: [Lee]" more)
#define ENEMY(hex)	TG_INF("Wagner", "usa", 6, hex)
#define COSTS	"charts:\n  terrain-mp: {clear: {normal: 2, rain: 3}}\n"
/* A game on a clear map with the test's costs. */
#define GAME(units)	TG_TURN1 COSTS TG_CLEAR "units:\n" units
/* A road from 1010 to 1011: 1 MP (6.2), no Terrain Chart cell. */
#define ROAD	TG_MAPS("    1010/1011: [road]\n")

/* ---- 5.1, 5.2 the Movement Summary ---- */

START_TEST(test_5_1_movement_summary_cells)
{
	int n, plus, min;

	ck_assert_int_eq(march_cell_dice("2D6+1", &n, &plus, &min), 0);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(plus, 1);
	ck_assert_int_eq(march_cell_dice("1D6, minimum 2", &n, &plus, &min),
	    0);
	ck_assert_int_eq(min, 2);
	ck_assert_int_eq(march_cell_dice("1D6", &n, &plus, &min), 0);
	ck_assert_int_eq(plus, 0);
	/* Both parts at once: "2D6+2, minimum 4" is two dice, +2, at
	 * least 4. */
	ck_assert_int_eq(march_cell_dice("2D6+2, minimum 4", &n, &plus,
	    &min), 0);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(plus, 2);
	ck_assert_int_eq(min, 4);
}
END_TEST

/*
 * 5.1, 5.2, Movement Summary: a cell is N dice (one or two), plus K,
 * with a printed minimum; the cells add and floor at 0 or more.
 * Anything else is not a cell the rules can roll, and a wrong guess
 * would roll a wrong allowance.
 */
START_TEST(test_5_1_cells_that_are_not_dice)
{
	static const char *const bad[] = {
		"3",			/* no die */
		NULL,
		"3D6",			/* no row rolls three dice */
		"1X6", "1D8",		/* not D6 */
		"1D6+",			/* a plus with no number */
		"1D6+100",		/* out of range */
		"1D6+-1",		/* negative */
		"1D6, minimum ",	/* a minimum with no number */
		"1D6, minimum 100",
		"1D6, minimum -1",
		"1D6 and more",		/* trailing text */
		"2D6+1, minimum x",
	};
	int	n, plus, min;
	size_t	i;

	for (i = 0; i < nitems(bad); i++)
		ck_assert_msg(march_cell_dice(bad[i], &n, &plus, &min) == -1,
		    "'%s' read as dice", bad[i] != NULL ? bad[i] : "(null)");
}
END_TEST

/* 5.1 step 1: "a Union infantry or artillery unit ... one die; a
 * Confederate ... one die and adds 1": artillery rolls on the infantry
 * rows; cavalry and wagon trains on their own, by side (the wagons'
 * rows the Movement Summary does not print, to be supplied). */
START_TEST(test_5_1_allowance_rows)
{
	static const struct {
		enum side	 side;
		enum unit_type	 type;
		const char	*row;
	} rows[] = {
		{ SIDE_USA, U_ARTILLERY, "usa-infantry" },
		{ SIDE_CSA, U_ARTILLERY, "csa-infantry" },
		{ SIDE_CSA, U_CAVALRY, "csa-cavalry" },
		{ SIDE_CSA, U_WAGON, "csa-wagon" },
		{ SIDE_USA, U_WAGON, "usa-wagon" },
	};
	struct unit	u;
	size_t		i;

	for (i = 0; i < nitems(rows); i++) {
		memset(&u, 0, sizeof(u));
		u.side = rows[i].side;
		u.type = rows[i].type;
		ck_assert_str_eq(march_allowance_row(&u), rows[i].row);
	}
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

/* ---- 5.1 the extended and the force march ---- */

START_TEST(test_5_1_extended_march_when)
{
	struct unit u = { .exhausted = false };

	ck_assert(!march_is_extended(&u, 2));
	ck_assert(march_is_extended(&u, 3));
	u.exhausted = true;
	ck_assert(march_is_extended(&u, 2));
	ck_assert(!march_is_extended(&u, 1));
}
END_TEST

START_TEST(test_5_1_extended_march_columns)
{
	struct unit u = { .manpower = 12 };

	ck_assert_str_eq(march_extended_col(&u), "organized");
	u.disorganized = true;
	ck_assert_str_eq(march_extended_col(&u), "disorganized-10");
	u.manpower = 6;
	ck_assert_str_eq(march_extended_col(&u), "disorganized-6-9");
	u.manpower = 5;
	ck_assert_str_eq(march_extended_col(&u), "disorganized-5");
}
END_TEST

/*
 * 5.1, Extended March Table Modifiers: "+2 Garrison Units (infantry,
 * artillery, and cavalry): If the march is made by a Union unit not
 * belonging to the Army of the Potomac.  +1 Other Union Units: All Union
 * units (including wagon trains) not covered by the case above"; "+1: If
 * a march by a unit on its normal side increases its Fatigue Level from
 * 3 to 4".  Union infantry rolls 1D6 (Movement Summary), then the
 * Extended March die.
 */
static int
xmod_of(const char *more)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;
	char			 yaml[1024];
	int			 mod;

	snprintf(yaml, sizeof(yaml), TG_GAME(ROAD, "  U: {side: usa, type: "
	    "infantry, manpower: 6, tactical: 1, artillery: 0, hex: '1010'"
	    "%s}\n"), more);
	g = tg_load_ok(&t, yaml);
	ck_assert_msg(march_path(g, "U", "1011", false, &r, TG_DICE(4, 1)) ==
	    0, "%s", tg_errors(&t));
	ck_assert(r.extended);
	mod = r.extended_mod;
	tg_done(&t);
	return mod;
}

START_TEST(test_5_1_extended_march_union_modifiers)
{
	ck_assert_int_eq(xmod_of(", army: potomac, fatigue: 2"), 1);
	ck_assert_int_eq(xmod_of(", fatigue: 2"), 2);
	ck_assert_int_eq(xmod_of(", fatigue: 3"), 1 + 2);
	ck_assert_int_eq(xmod_of(", army: potomac, fatigue: 3"), 1 + 1);
	ck_assert_int_eq(xmod_of(", army: virginia, fatigue: 2"), 2);
}
END_TEST

/*
 * 5.1, Extended March Table: a result is NE, D or a manpower loss; a
 * corrected cell that is none of these is a data error (exit 65), not a
 * roll made without it.  Confederate infantry rolls 1D6+1, then the
 * die: 1, no modifier, the "5" row ("≤ 5").
 */
START_TEST(test_5_1_extended_march_cell_unreadable)
{
	static const char *const cells[] = {
		"x", "-1",
		"100",		/* no unit has manpower 100 to lose */
	};
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;
	char			 yaml[1024], want[128];
	size_t			 i;

	for (i = 0; i < nitems(cells); i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 ROAD "charts:\n  "
		    "extended-march: {'5': {organized: '%s'}}\nunits:\n"
		    TG_UNIT("A", "csa", "infantry", 6, "1010", ", fatigue: 2"),
		    cells[i]);
		g = tg_load_ok(&t, yaml);
		ck_assert_int_eq(march_path(g, "A", "1011", false, &r,
		    TG_DICE(4, 1)), ST_DATA);
		snprintf(want, sizeof(want), "charts.extended-march.5."
		    "organized: '%s' is not NE, D or a manpower loss",
		    cells[i]);
		tg_has(tg_errors(&t), want);
		tg_done(&t);
	}
}
END_TEST

START_TEST(test_5_1_force_march_loss_on_the_unmodified_roll)
{
	struct unit u = { .type = U_INFANTRY, .manpower = 8 };

	ck_assert_int_eq(march_force_loss(&u, 6), 2);
	ck_assert_int_eq(march_force_loss(&u, 3), 1);
	ck_assert_int_eq(march_force_loss(&u, 1), 0);
	u.manpower = 5;
	ck_assert_int_eq(march_force_loss(&u, 6), 1);
	u.type = U_CAVALRY;
	ck_assert_int_eq(march_force_loss(&u, 7), 0);
	ck_assert_int_eq(march_force_loss(&u, 8), 1);
	ck_assert_int_eq(march_force_loss(&u, 12), 1);
}
END_TEST

/*
 * SJW 18.0, Advanced Game: "in the turn of the Union Panic and the
 * next", Union units "may not conduct a forced march": on the turn
 * before it and two turns after, they may; SIV has no such rule.
 */
START_TEST(test_sjw_18_0_force_march_around_the_panic)
{
	static const struct {
		const char	*game;
		int		 turn, status;
	} cases[] = {
		{ "sjw", 2, 0 }, { "sjw", 3, ST_REFUSED },
		{ "sjw", 4, ST_REFUSED }, { "sjw", 5, 0 },
		{ "siv", 3, 0 },	/* SIV has no Union Panic */
	};
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;
	char			 yaml[1024];
	size_t			 i;
	int			 st;

	for (i = 0; i < nitems(cases); i++) {
		snprintf(yaml, sizeof(yaml), "gcacw: 1\ngame: %s\nturn: %d\n"
		    "advanced: true\nunion_panic: 3\n" TG_CLEAR "units:\n"
		    TG_INF("U", "usa", 6, "N1010"), cases[i].game,
		    cases[i].turn);
		g = tg_load_ok(&t, yaml);
		st = march_path(g, "U", NULL, true, &r, TG_DICE(4, 4, 4, 4));
		ck_assert_int_eq(st, cases[i].status);
		if (st == 0)
			ck_assert(r.force);
		tg_done(&t);
	}
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

/* ---- 2.5 the command radius ---- */

/* Lee with A in 1010, and B at `bhex`: is B within his radius? */
static bool
in_radius(const char *map, const char *bhex, const char *more)
{
	char		 yaml[2048];
	struct tg	 t;
	struct game	*g;
	bool		 in;

	snprintf(yaml, sizeof(yaml), "%s%sunits:\n%s  B: {side: csa, type: "
	    "infantry, manpower: 6, tactical: 1, artillery: 0, command: "
	    "[Lee], hex: '%s'}\n%s" LEADER("A"), TG_TURN1, map,
	    SUB("A", "1010", ""), bhex, more);
	g = tg_load_ok(&t, yaml);
	in = march_in_radius(g, tg_leader(g, "Lee"), tg_unit(g, "B")->hex);
	tg_done(&t);
	return in;
}

/* 2.5: "a path of three or fewer contiguous hexes between a leader's hex
 * (exclusive) and a unit's hex (inclusive) ... The hex occupied by a
 * leader is considered within its own command radius." */
START_TEST(test_2_5_command_radius_three_hexes)
{
	ck_assert(in_radius(TG_CLEAR, "1013", ""));
	ck_assert(!in_radius(TG_CLEAR, "1014", ""));
	ck_assert(in_radius(TG_CLEAR, "1010", ""));
}
END_TEST

/* 2.5: "A command radius may not enter an enemy-occupied hex or an enemy
 * ZOC, unless that ZOC hex is occupied by a friendly unit."  The unit's
 * own hex is friendly-occupied: ZOC there does not block. */
START_TEST(test_2_5_command_radius_enemy_zoc_and_units)
{
	/* 1113's ZOC in 1012 cuts the only 3-hex path to 1013. */
	ck_assert(!in_radius(TG_CLEAR, "1013", ENEMY("1113")));
	/* A friendly unit in 1012 opens it. */
	ck_assert(in_radius(TG_CLEAR, "1013", ENEMY("1113")
	    SUB("C", "1012", "")));
	/* An enemy-occupied hex on it closes it. */
	ck_assert(!in_radius(TG_CLEAR, "1013", ENEMY("1012")));
	/* B in enemy ZOC itself is reached (its hex is friendly). */
	ck_assert(in_radius(TG_CLEAR, "1012", ENEMY("1113")));
}
END_TEST

/* RULING (gcacw-march(1)): restricted ZOC block the command radius too:
 * 2.4 makes them work as normal ZOC unless a rule says otherwise.  1113
 * in woods exerts only a restricted ZOC into 1012 (2.4). */
START_TEST(test_2_5_command_radius_restricted_zoc_blocks)
{
	struct tg	 t;
	struct game	*g;

	g = tg_load_ok(&t, TG_GAME(TG_MAPH("    '1113': woods\n"),
	    ENEMY("1113")));
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, tg_hex(g, "1012")),
	    ZOC_RESTRICTED);
	tg_done(&t);
	ck_assert(!in_radius(TG_MAPH("    '1113': woods\n"), "1013",
	    ENEMY("1113")));
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

	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, SUB("A", "1010", "")
	    TG_INF("W", "usa", 6, "1011")) LEADER("A"));
	l = tg_leader(g, "Lee");
	ck_assert(march_in_radius(g, l, tg_hex(g, "1010")));
	ck_assert(!march_in_radius(g, l, tg_hex(g, "1011")));
	l->with = -1;
	ck_assert(!march_in_radius(g, l, tg_hex(g, "1010")));
	tg_done(&t);
}
END_TEST

/* ---- 6.3 the leader transfer ---- */

/* 6.3: "tracing a path of contiguous hexes, 10 hexes or fewer, not
 * through enemy-occupied hexes". */
START_TEST(test_6_3_transfer_path_ten_hexes)
{
	struct tg	 t;
	struct game	*g;
	hex_t		 a;

	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, TG_INF("A", "csa", 6, "1010")));
	a = tg_hex(g, "1010");
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, a, tg_hex(g,
	    "1020"), 10), 10);
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, a, tg_hex(g,
	    "1021"), 10), -1);
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, a, a, 10), 0);
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, tg_hex(g, "1012"),
	    tg_hex(g, "1012"), 10), 0);
	tg_done(&t);
}
END_TEST

START_TEST(test_6_3_transfer_not_through_enemy_occupied_hexes)
{
	struct tg	 t;
	struct game	*g;

	/* Around the enemy in 1012: one hex longer. */
	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, TG_INF("A", "csa", 6, "1010")
	    ENEMY("1012")));
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, tg_hex(g, "1010"),
	    tg_hex(g, "1014"), 10), 5);
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, tg_hex(g, "1010"),
	    tg_hex(g, "1014"), 4), -1);
	/* Nor into one; the Union's path is not blocked by its own. */
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, tg_hex(g, "1010"),
	    tg_hex(g, "1012"), 10), -1);
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_USA, tg_hex(g, "1010"),
	    tg_hex(g, "1014"), 10), 4);
	tg_done(&t);
	/* ZOC do not block it (6.3 names enemy-occupied hexes only). */
	g = tg_load_ok(&t, TG_GAME(TG_CLEAR, TG_INF("A", "csa", 6, "1010")
	    ENEMY("1113")));
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_CSA, tg_hex(g, "1010"),
	    tg_hex(g, "1014"), 10), 4);
	tg_done(&t);
}
END_TEST

/* 6.3: from a hex ringed by enemy units there is no path at all; the
 * enemy's own path out is not blocked by its own units. */
START_TEST(test_6_3_transfer_ringed_by_the_enemy)
{
#define RING	TG_TURN1 TG_CLEAR "units:\n" TG_INF("A", "csa", 6, "1012") \
	TG_INF("B", "csa", 6, "1016")
	char		 yaml[4096], id[16];
	struct tg	 t;
	struct game	*g;
	hex_t		 nb[6];
	size_t		 n;
	int		 i;

	g = tg_load_ok(&t, RING);
	hex_neighbours(tg_hex(g, "1012"), nb);
	n = (size_t)snprintf(yaml, sizeof(yaml), "%s", RING);
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
	ck_assert_int_eq(march_transfer_hexes(g, SIDE_USA, tg_hex(g, "1012"),
	    tg_hex(g, "1015"), 10), 3);
	tg_done(&t);
#undef RING
}
END_TEST

/* 6.3: a leader is always with a unit: the Leader Transfer Phase moves
 * him to the unit, and he marches with it; never left alone in a hex. */
START_TEST(test_6_3_leader_never_alone)
{
	struct march_order	 o;
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;
	struct leader		*l;

	g = tg_load_ok(&t, TG_TURN1 TG_MAPS("    1012/1013: [road]\n"
	    "    1013/1014: [road]\n") "units:\n" SUB("A", "1010", "")
	    SUB("B", "1012", "") LEADER("A"));
	l = tg_leader(g, "Lee");
	memset(&o, 0, sizeof(o));
	o.op = MO_TRANSFER;
	o.leader = "Lee";
	o.to = "B";
	ck_assert_int_eq(march_run(g, &o, &r, 0, NULL), 0);
	ck_assert_int_eq(r.transfer_hexes, 2);
	ck_assert_ptr_eq(&g->units[l->with], tg_unit(g, "B"));
	/* B marches: Lee goes with it. */
	ck_assert_int_eq(march_path(g, "B", "1013,1014", false, &r,
	    TG_DICE(4)), 0);
	ck_assert_int_eq(r.nleaders_moved, 1);
	ck_assert_str_eq(r.leaders_moved[0], "Lee");
	ck_assert_ptr_eq(&g->units[l->with], tg_unit(g, "B"));
	ck_assert_int_eq(g->units[l->with].hex, tg_hex(g, "1014"));
	tg_done(&t);
}
END_TEST

/* ---- what a march leaves behind ---- */

/* 9.0: "A unit's Abatis, Breastwork or Fort marker is removed at the
 * moment the unit leaves the hex"; a path refused leaves it. */
START_TEST(test_9_0_entrenchment_removed_on_leaving)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(SUB("A", "1010", ", entrenchment: breastwork")
	    ENEMY("1012")));
	ck_assert_int_eq(march_path(g, "A", "1011,1012", false, &r,
	    TG_DICE(6)), ST_REFUSED);
	ck_assert_int_eq(tg_unit(g, "A")->entrenchment, E_BREASTWORK);
	tg_done(&t);
	g = tg_load_ok(&t, GAME(SUB("A", "1010", ", entrenchment: "
	    "breastwork")));
	ck_assert_int_eq(march_path(g, "A", "1011", false, &r, TG_DICE(6)),
	    0);
	ck_assert(r.entrenchment_removed);
	ck_assert_int_eq(tg_unit(g, "A")->entrenchment, E_NONE);
	tg_done(&t);
}
END_TEST

/* The game's one Flanks Refused marker is in hex `id` (7.8). */
static void
only_flanks_refused_in(const struct game *g, const char *id)
{
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_int_eq(g->markers.flanks_refused[0], tg_hex(g, id));
}

/* 7.8: "It also must be removed if only one unit is in a hex and it
 * moves"; with another unit there it stays. */
START_TEST(test_7_8_flanks_refused_left_behind)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(SUB("A", "1010", ""))
	    "markers: {flanks_refused: ['1010']}\n");
	ck_assert_int_eq(march_path(g, "A", "1011", false, &r, TG_DICE(6)),
	    0);
	ck_assert(r.flanks_removed);
	ck_assert_int_eq(g->markers.nflanks_refused, 0);
	tg_done(&t);
	g = tg_load_ok(&t, GAME(SUB("A", "1010", "") SUB("B", "1010", ""))
	    "markers: {flanks_refused: ['1010']}\n");
	ck_assert_int_eq(march_path(g, "A", "1011", false, &r, TG_DICE(6)),
	    0);
	ck_assert(!r.flanks_removed);
	only_flanks_refused_in(g, "1010");
	tg_done(&t);
}
END_TEST

/* 7.8: refused at the end of a march for one MP; the march ends. */
START_TEST(test_7_8_refuse_flanks_costs_one_mp)
{
	struct march_order	 o;
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(SUB("A", "1010", "")));
	march_order(&o, g, "A", "1011");
	o.refuse_flanks = true;
	ck_assert_int_eq(march_run(g, &o, &r, TG_DICE(3)), 0);
	ck_assert(r.flanks_refused);
	ck_assert_int_eq(r.stop, MS_FLANKS);
	/* 1D6+1 = 4, clear 2, refusing 1: 1 left, the march over. */
	ck_assert_int_eq(g->march.mp, 2);
	ck_assert(g->march.ended);
	only_flanks_refused_in(g, "1011");
	tg_done(&t);
}
END_TEST

/* The bug the golden case 6-2-zoc-to-zoc-disorganized found: a march
 * that ends with its unit disorganized needs no Strength marker (7.2)
 * when no enemy pontoon bridge is there to destroy (10.2). */
START_TEST(test_10_2_no_combat_value_asked_without_a_bridge)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(SUB("A", "1012", "") ENEMY("1113")));
	ck_assert_int_eq(march_path(g, "A", "1013", false, &r, TG_DICE(4)),
	    0);
	ck_assert_int_eq(r.stop, MS_ZOC_TO_ZOC);
	ck_assert(tg_unit(g, "A")->disorganized);
	ck_assert_int_eq(g->diag->status, 0);
	tg_done(&t);
}
END_TEST

/* ---- 6.1 the cells a path needs, missing ---- */

/*
 * 6.1: a march over hexes whose Terrain Chart cells nobody supplied
 * (the printed chart lacks them) stops with the missing-data error,
 * each cell named once with every step that needs it, and nothing
 * moves; a hex the map gives no terrain (and no default) is the map's
 * missing data, named once per hex however often the path enters it,
 * beside the Terrain Chart's cells.  A marches from 1010 (die 6).
 */
static const struct missing_march {
	const char	*yaml, *path;
	int		 nlines;
	const char	*reported[5];
} missing_marches[] = {
	/* Clear at nine steps, woods at one. */
	{ TG_TURN1 TG_MAPH("    '1015': woods\n") "units:\n"
	    TG_INF("A", "csa", 6, "1010"), "1011,1012,1013,1014,1015,1016,"
	    "1017,1018,1019,1020", 2, {
		"charts.terrain-mp.clear.normal:",
		"at step 1 (1011), step 2 (1012), step 3 (1013), step 4 "
		"(1014), step 6 (1016), step 7 (1017), step 8 (1018), step 9 "
		"(1019), step 10 (1020);",
		"charts.terrain-mp.woods.normal:",
		"the MP to enter woods (6.1) at step 5 (1015);",
	} },
	/* 1012 entered twice; step 5 leaves 1012, of unknown terrain:
	 * nothing of it is ruled. */
	{ TG_TURN1 "map:\n  hexes:\n    '1010': clear\n    '1011': clear\n"
	    "units:\n" TG_INF("A", "csa", 6, "1010"), "1011,1012,1013,1012,"
	    "1011", 3, { "at step 1 (1011);", "1012", "1013" } },
};

START_TEST(test_6_1_missing_cells_named_once)
{
	const struct missing_march	*c = &missing_marches[_i];
	struct march_result		 r;
	struct tg			 t;
	struct game			*g = tg_load_ok(&t, c->yaml);
	int				 k;

	ck_assert_int_eq(march_path(g, "A", c->path, false, &r, TG_DICE(6)),
	    ST_DATA);
	ck_assert_int_eq(tg_unit(g, "A")->hex, tg_hex(g, "1010"));
	ck_assert_msg(tg_nlines(tg_errors(&t)) == c->nlines, "%s",
	    tg_errors(&t));
	for (k = 0; k < (int)nitems(c->reported) && c->reported[k] != NULL;
	    k++)
		tg_has(tg_errors(&t), c->reported[k]);
	tg_done(&t);
}
END_TEST

/* ---- 10.2 a march in the hex of a bridge it would destroy ---- */

/*
 * 10.2 Destruction Die Roll Modifiers: "-1 if the unit spent its entire
 * march in the hex (neither moved nor attacked)".  Brown's march is in
 * progress in 1012, where it began; the log says whether an earlier
 * command of this march entered a hex: Brown's entries back to the one
 * its march began with (not a --continue), passing over other units'
 * and other operations'.  An attempt of no turn is not this turn's
 * (10.2: "one attempt ... per turn").  Die 3, -1 no enemy ZOC.
 */
#define BROWN_LOG(brown)						\
	TG_TURN1 "map:\n  terrain: clear\n  hexsides:\n"		\
	"    1012/1013: [minor-river, bridge, road]\nunits:\n"		\
	TG_UNIT("Brown", "usa", "infantry", 8, "1012", ", army: potomac") \
	TG_UNIT("Smith", "usa", "infantry", 8, "1010", ", army: potomac") \
	"action: {kind: march, unit: Brown, mp: 4, start: '1012', "	\
	"attacks: 0, ended: false}\nlog:\n"				\
	"- {op: combat, turn: 1}\n"					\
	brown								\
	"- {op: march, unit: Brown, continue: true, "			\
	"destroy: {hexside: 1012/1013}}\n"				\
	"- {op: march, turn: 1, unit: Brown, continue: true}\n"		\
	"- {op: march, turn: 1, unit: Smith, continue: true, "		\
	"path: ['1011']}\n"

static int
destroy_mod(const char *yaml)
{
	struct tg		 t;
	struct march_result	 r;
	struct march_order	 o;
	struct game		*g = tg_load_ok(&t, yaml);
	const char		*why;
	int			 mod;

	march_order(&o, g, NULL, NULL);
	o.op = MO_CONTINUE;
	o.has_destroy = true;
	ck_assert_int_eq(hexside_parse(&g->module->geo, "1012/1013",
	    &o.destroy, &why), 0);
	ck_assert_msg(march_run(g, &o, &r, TG_DICE(3)) == 0, "%s",
	    tg_errors(&t));
	ck_assert(r.destroy);
	mod = r.destroy_mod;
	tg_done(&t);
	return mod;
}

START_TEST(test_10_2_stayed_in_the_hex_from_the_log)
{
	/* Its first command entered no hex: it stayed. */
	ck_assert_int_eq(destroy_mod(BROWN_LOG(
	    "- {op: march, turn: 1, unit: Brown}\n")), -2);
	/* It went to 1013 and came back: not staying. */
	ck_assert_int_eq(destroy_mod(BROWN_LOG(
	    "- {op: march, turn: 1, unit: Brown, path: ['1013', '1012']}\n"
	    "- {op: march, turn: 1, unit: Brown, continue: true, "
	    "path: []}\n")), -1);
	/* Only --continue entries of Brown's: none entered a hex. */
	ck_assert_int_eq(destroy_mod(BROWN_LOG("")), -2);
}
END_TEST

CHECK_SUITE(march, NULL, NULL, 0,
    CHECK_LOOPS({ test_6_1_missing_cells_named_once, N(missing_marches) }))
