/*
 * test_march.c — the March action's numbers (5.1, 5.2): the Movement
 * Summary's cells as dice, who rolls on which row, when a march is an
 * extended march and on which column, the force march's loss; the
 * command radius (2.5), the leader transfer's path (6.3) and the leader
 * that never stands alone; what a march leaves behind: entrenchment
 * (9.0) and Flanks Refused markers (7.8).
 *
 * Hexes (test_move_path.c): 1010, 1011, 1012, ... run south in a
 * straight line, the only shortest path between two of them; a unit in
 * 1113 exerts ZOC into 1012 and 1013.
 */
#include <string.h>

#include "check_main.h"
#include "march.h"
#include "fixture.h"
#include "zoc.h"

#define LEADER(with)	"leaders:\n  Lee: {side: csa, rank: division, "	\
	"leads: Lee, tactical: 3, command: 3, with: " with "}\n"
#define SUB(name, hex, more)	TG_UNIT(name, "csa", "infantry", 6, hex,	\
	", command: [Lee]" more)
#define ENEMY(hex)	TG_INF("Wagner", "usa", 6, hex)
#define COSTS	"charts:\n  terrain-mp: {clear: {normal: 2, rain: 3}}\n"

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
	ck_assert_int_eq(march_cell_dice("3", &n, &plus, &min), -1);
	ck_assert_int_eq(march_cell_dice(NULL, &n, &plus, &min), -1);
}
END_TEST

START_TEST(test_5_1_allowance_rows)
{
	struct unit u = { .side = SIDE_USA, .type = U_ARTILLERY };

	ck_assert_str_eq(march_allowance_row(&u), "usa-infantry");
	u.side = SIDE_CSA;
	u.type = U_CAVALRY;
	ck_assert_str_eq(march_allowance_row(&u), "csa-cavalry");
	u.type = U_WAGON;
	ck_assert_str_eq(march_allowance_row(&u), "csa-wagon");
}
END_TEST

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

/* Resolve an order on a loaded game with the dice given. */
static int
resolve(struct game *g, struct march_order *o, struct march_result *r,
    int n, const int *dice)
{
	struct dice	d;
	int		st;

	dice_init(&d, g, dice, n, false, 0);
	st = march_resolve(g, &d, o, r);
	dice_free(&d);
	return st;
}

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
	ck_assert_int_eq(resolve(g, &o, &r, 0, NULL), 0);
	ck_assert_int_eq(r.transfer_hexes, 2);
	ck_assert_ptr_eq(&g->units[l->with], tg_unit(g, "B"));
	/* B marches: Lee goes with it. */
	memset(&o, 0, sizeof(o));
	o.op = MO_MARCH;
	o.unit = "B";
	o.path[0] = tg_hex(g, "1013");
	o.path[1] = tg_hex(g, "1014");
	o.npath = 2;
	o.has_path = true;
	o.reach_mp = -1;
	ck_assert_int_eq(resolve(g, &o, &r, TG_DICE(4)), 0);
	ck_assert_int_eq(r.nleaders_moved, 1);
	ck_assert_str_eq(r.leaders_moved[0], "Lee");
	ck_assert_ptr_eq(&g->units[l->with], tg_unit(g, "B"));
	ck_assert_int_eq(g->units[l->with].hex, tg_hex(g, "1014"));
	tg_done(&t);
}
END_TEST

/* A march of U along path (comma-separated hex ids) with the dice. */
static int
march(struct game *g, const char *unit, const char *path,
    struct march_result *r, int n, const int *dice)
{
	struct march_order	 o;
	char			 buf[128], *p, *save;

	memset(&o, 0, sizeof(o));
	o.op = MO_MARCH;
	o.unit = unit;
	o.reach_mp = -1;
	snprintf(buf, sizeof(buf), "%s", path);
	for (p = strtok_r(buf, ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save))
		o.path[o.npath++] = tg_hex(g, p);
	o.has_path = true;
	return resolve(g, &o, r, n, dice);
}

/* 9.0: "A unit's Abatis, Breastwork or Fort marker is removed at the
 * moment the unit leaves the hex"; a path refused leaves it. */
START_TEST(test_9_0_entrenchment_removed_on_leaving)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, TG_TURN1 COSTS TG_CLEAR "units:\n"
	    SUB("A", "1010", ", entrenchment: breastwork") ENEMY("1012"));
	ck_assert_int_eq(march(g, "A", "1011,1012", &r, TG_DICE(6)),
	    ST_REFUSED);
	ck_assert_int_eq(tg_unit(g, "A")->entrenchment, E_BREASTWORK);
	tg_done(&t);
	g = tg_load_ok(&t, TG_TURN1 COSTS TG_CLEAR "units:\n"
	    SUB("A", "1010", ", entrenchment: breastwork"));
	ck_assert_int_eq(march(g, "A", "1011", &r, TG_DICE(6)), 0);
	ck_assert(r.entrenchment_removed);
	ck_assert_int_eq(tg_unit(g, "A")->entrenchment, E_NONE);
	tg_done(&t);
}
END_TEST

/* 7.8: "It also must be removed if only one unit is in a hex and it
 * moves"; with another unit there it stays. */
START_TEST(test_7_8_flanks_refused_left_behind)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, TG_TURN1 COSTS TG_CLEAR "units:\n"
	    SUB("A", "1010", "") "markers: {flanks_refused: ['1010']}\n");
	ck_assert_int_eq(march(g, "A", "1011", &r, TG_DICE(6)), 0);
	ck_assert(r.flanks_removed);
	ck_assert_int_eq(g->markers.nflanks_refused, 0);
	tg_done(&t);
	g = tg_load_ok(&t, TG_TURN1 COSTS TG_CLEAR "units:\n"
	    SUB("A", "1010", "") SUB("B", "1010", "")
	    "markers: {flanks_refused: ['1010']}\n");
	ck_assert_int_eq(march(g, "A", "1011", &r, TG_DICE(6)), 0);
	ck_assert(!r.flanks_removed);
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_int_eq(g->markers.flanks_refused[0], tg_hex(g, "1010"));
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

	g = tg_load_ok(&t, TG_TURN1 COSTS TG_CLEAR "units:\n"
	    SUB("A", "1010", ""));
	memset(&o, 0, sizeof(o));
	o.op = MO_MARCH;
	o.unit = "A";
	o.reach_mp = -1;
	o.path[0] = tg_hex(g, "1011");
	o.npath = 1;
	o.has_path = true;
	o.refuse_flanks = true;
	ck_assert_int_eq(resolve(g, &o, &r, TG_DICE(3)), 0);
	ck_assert(r.flanks_refused);
	ck_assert_int_eq(r.stop, MS_FLANKS);
	/* 1D6+1 = 4, clear 2, refusing 1: 1 left, the march over. */
	ck_assert_int_eq(g->march.mp, 2);
	ck_assert(g->march.ended);
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_int_eq(g->markers.flanks_refused[0], tg_hex(g, "1011"));
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

	g = tg_load_ok(&t, TG_TURN1 COSTS TG_CLEAR "units:\n"
	    SUB("A", "1012", "") ENEMY("1113"));
	ck_assert_int_eq(march(g, "A", "1013", &r, TG_DICE(4)), 0);
	ck_assert_int_eq(r.stop, MS_ZOC_TO_ZOC);
	ck_assert(tg_unit(g, "A")->disorganized);
	ck_assert_int_eq(g->diag->status, 0);
	tg_done(&t);
}
END_TEST

static Suite *
march_suite(void)
{
	Suite	*s = suite_create("march");
	TCase	*tc = tcase_create("march");

	tcase_add_test(tc, test_5_1_movement_summary_cells);
	tcase_add_test(tc, test_5_1_allowance_rows);
	tcase_add_test(tc, test_5_1_extended_march_when);
	tcase_add_test(tc, test_5_1_extended_march_columns);
	tcase_add_test(tc, test_5_1_force_march_loss_on_the_unmodified_roll);
	tcase_add_test(tc, test_2_5_command_radius_three_hexes);
	tcase_add_test(tc, test_2_5_command_radius_enemy_zoc_and_units);
	tcase_add_test(tc, test_2_5_command_radius_restricted_zoc_blocks);
	tcase_add_test(tc, test_6_3_transfer_path_ten_hexes);
	tcase_add_test(tc, test_6_3_transfer_not_through_enemy_occupied_hexes);
	tcase_add_test(tc, test_6_3_leader_never_alone);
	tcase_add_test(tc, test_9_0_entrenchment_removed_on_leaving);
	tcase_add_test(tc, test_7_8_flanks_refused_left_behind);
	tcase_add_test(tc, test_7_8_refuse_flanks_costs_one_mp);
	tcase_add_test(tc, test_10_2_no_combat_value_asked_without_a_bridge);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(march_suite)
