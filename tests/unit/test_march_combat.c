/*
 * test_march_combat.c — a march where it meets the combat rules, as
 * gcacw-march rules it (march.h): the cavalry retreat an enemy's march
 * gives rise to (7.7), which --continue does not decline and before
 * which a march starting adjacent pauses; the Union Panic's hold on the
 * force march (SJW 18.0).  Kept with them, three march rulings the
 * march tests (test_march.c) do not reach: the extended march's loss
 * before the force march (5.1), the next selected unit of an Activate
 * Leader action (5.2), and a ferry destroyed by a march (10.2).
 *
 * Unless a case says otherwise: a standard game of turn 1 on a clear
 * map, Confederate infantry marching, Union cavalry nearby.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "dice.h"
#include "fixture.h"
#include "march.h"
#include "module.h"

/* An order of gcacw-march (5.1): op, --unit; static storage. */
static struct march_order *
march_order(enum march_op op, const char *unit)
{
	static struct march_order o;

	memset(&o, 0, sizeof(o));
	o.op = op;
	o.unit = unit;
	o.reach_mp = -1;
	return &o;
}

/* The order on the dice given (--dice): march_resolve's status. */
static int
march_run(struct game *g, const struct march_order *o,
    struct march_result *r, int n, const int *dice)
{
	struct dice	d;
	int		st;

	memset(r, 0, sizeof(*r));
	dice_init(&d, g, dice, n, false, 0);
	st = march_resolve(g, &d, o, r);
	dice_free(&d);
	return st;
}

/* One march order of --unit (5.1), --force or not, the dice given. */
static int
march1(struct game *g, const char *unit, bool force,
    struct march_result *r, int n, const int *dice)
{
	struct march_order *o = march_order(MO_MARCH, unit);

	o->force = force;
	return march_run(g, o, r, n, dice);
}

/* --destroy H/H (10.2) on the order. */
static void
destroy(struct game *g, struct march_order *o, const char *hexside)
{
	const char *why;

	o->has_destroy = true;
	ck_assert_int_eq(hexside_parse(&g->module->geo, hexside, &o->destroy,
	    &why), 0);
}

/*
 * 5.1: the Extended March Table's loss comes before the force march
 * (step 2, then step 3), and "A unit whose own march brings its
 * manpower to 0 is eliminated and the march is over" (DESIGN.md
 * section 5): A (1 manpower, Fatigue 2 to 3: extended) rolls 4 for its
 * allowance, then 1 on the extended march die, the "5" row, corrected
 * to a loss of 1: eliminated, it never force marches.
 */
START_TEST(test_5_1_extended_loss_ends_force_march)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "charts:\n  extended-march: "
	    "{'5': {organized: '1'}}\nunits:\n"
	    TG_UNIT("A", "csa", "infantry", 1, "1010", ", fatigue: 2"));
	ck_assert_int_eq(march1(g, "A", true, &r, TG_DICE(4, 1)), 0);
	ck_assert(r.extended);
	ck_assert_str_eq(r.extended_result, "1");
	ck_assert(r.eliminated);
	ck_assert(!r.force);
	ck_assert_int_eq(r.force_dice.ndice, 0);
	ck_assert_int_eq(r.stop, MS_ELIMINATED);
	ck_assert_int_eq(tg_unit(g, "A")->status, US_ELIMINATED);
	tg_done(&t);
}
END_TEST

/*
 * SJW 18.0: only the Union Panic forbids a Union force march; in the
 * Advanced Game with no panic yet a Union unit may force march (5.1):
 * 1D6 for the Union infantry's allowance, then the force march die.
 */
START_TEST(test_sjw_18_0_no_panic_force_march)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SJW "turn: 3\nrain: false\nadvanced: true\n"
	    TG_CLEAR "units:\n" TG_INF("U", "usa", 6, "N1010"));
	ck_assert_int_eq(march1(g, "U", true, &r, TG_DICE(4, 4, 4, 4)), 0);
	ck_assert(r.force);
	ck_assert_int_eq(g->union_panic, 0);
	tg_done(&t);
}
END_TEST

/*
 * 5.2 Activate Leader: once a selected unit's march is over, the next
 * selected unit marches with the leader's Movement Allowance (no die):
 * Other, after Brown, marches 6 MP of Cheatham's, its Fatigue Level up
 * one (step 7), and no unit is left to march.
 */
START_TEST(test_5_2_next_unit_after_one_ended)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1010")
	    TG_INF("Other", "csa", 5, "1010")
	    "leaders:\n  Cheatham: {side: csa, rank: corps, leads: "
	    "Cheatham, tactical: 1, command: 3, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, unit: Brown, "
	    "mp: 0, allowance: 6, selected: [Other], attacks: 0, "
	    "ended: true}\n");
	ck_assert_int_eq(march1(g, "Other", false, &r, 0, NULL), 0);
	ck_assert(!r.rolled);
	ck_assert_int_eq(r.allowance, 6);
	ck_assert_int_eq(r.fatigue_to, 1);
	ck_assert_str_eq(g->march.unit, "Other");
	ck_assert_int_eq(g->march.nselected, 0);
	ck_assert_int_eq(g->march.mp, 2 * 6);
	tg_done(&t);
}
END_TEST

/*
 * 7.7 and DESIGN.md section 4: a cavalry retreat opportunity that is
 * not the march's own (offered against another unit, or against no
 * unit named) is not declined by --continue: it must be resolved
 * first, with gcacw-retreat.
 */
START_TEST(test_7_7_other_cavalry_pending_blocks_continue)
{
	static const char *const enemy[] = { ", enemy_unit: Other", "" };
	struct tg		 t;
	struct march_result	 r;
	struct march_order	*o;
	struct game		*g;
	char			 yaml[2048];
	int			 i;

	for (i = 0; i < 2; i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 TG_CLEAR "units:\n"
		    TG_INF("Brown", "csa", 5, "1010")
		    TG_INF("Other", "csa", 5, "1210")
		    TG_CAV("C", "usa", 2, "1110")
		    "action: {kind: march, unit: Brown, mp: 6, start: '1010', "
		    "attacks: 0, ended: false}\n"
		    "pending: [{kind: cavalry-retreat, rule: '7.7', "
		    "units: [C], from: '1110', enemy: '1210'%s}]\n",
		    enemy[i]);
		g = tg_load_ok(&t, yaml);
		o = march_order(MO_CONTINUE, NULL);
		o->path[o->npath++] = tg_hex(g, "1011");
		o->has_path = true;
		ck_assert_int_eq(march_run(g, o, &r, 0, NULL), ST_REFUSED);
		tg_has(tg_errors(&t), "is pending (7.7): resolve it with "
		    "gcacw-retreat first");
		ck_assert_int_eq(g->pending.n, 1);
		ck_assert_int_eq(tg_unit(g, "Brown")->hex, tg_hex(g, "1010"));
		tg_done(&t);
	}
}
END_TEST

/*
 * 10.2: "an undemoralized infantry or cavalry unit of any Combat value"
 * may attempt to destroy a ferry: Union cavalry (then infantry) Brown,
 * its march spent in 1012, tries the 1012/1013 ferry.  Die 2; -1
 * neither hex an enemy ZOC, -1 it spent its entire march in the hex (no
 * -2: that is the Confederate's); 0 is "1 or less": destroyed.
 */
START_TEST(test_10_2_cavalry_destroys_a_ferry)
{
	static const char *const type[] = { "cavalry", "infantry" };
	struct tg		 t;
	struct march_result	 r;
	struct march_order	*o;
	struct game		*g;
	char			 yaml[1024];
	int			 i;

	for (i = 0; i < 2; i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 "map:\n  terrain: "
		    "clear\n  hexsides:\n    1012/1013: [minor-river, ferry]\n"
		    "units:\n  Brown: {side: usa, type: %s, manpower: 3, "
		    "tactical: 1, artillery: 0, hex: '1012'}\n"
		    "action: {kind: march, unit: Brown, mp: 4, start: '1012', "
		    "attacks: 0, ended: false}\n", type[i]);
		g = tg_load_ok(&t, yaml);
		o = march_order(MO_CONTINUE, NULL);
		destroy(g, o, "1012/1013");
		ck_assert_msg(march_run(g, o, &r, TG_DICE(2)) == 0, "%s",
		    tg_errors(&t));
		ck_assert(r.destroy);
		ck_assert(r.destroy_ferry);
		ck_assert_int_eq(r.destroy_die, 2);
		ck_assert_int_eq(r.destroy_mod, -2);
		ck_assert(r.destroyed);
		tg_done(&t);
	}
}
END_TEST

/*
 * 7.7 Starts Adjacent: a march that begins next to enemy cavalry pauses
 * before its first step for the cavalry retreat; a --destroy given with
 * it (10.2) is not carried out, and the note says so (gcacw-march(1));
 * with nothing else asked, there is nothing to say.
 * A (csa) in 1010, Union cavalry C in 1011; die 4 for A's allowance.
 */
START_TEST(test_7_7_starts_adjacent_destroy_waits)
{
	struct tg		 t;
	struct march_result	 r;
	struct march_order	*o;
	struct game		*g;
	char			*notes;
	int			 i;

	for (i = 0; i < 2; i++) {
		g = tg_load_ok(&t, TG_TURN1 "map:\n  terrain: clear\n"
		    "  hexsides:\n    1009/1010: [minor-river, bridge]\n"
		    "units:\n" TG_INF("A", "csa", 6, "1010")
		    TG_CAV("C", "usa", 2, "1011"));
		o = march_order(MO_MARCH, "A");
		destroy(g, o, "1009/1010");
		o->has_destroy = i == 0;
		ck_assert_msg(march_run(g, o, &r, TG_DICE(4)) == 0, "%s",
		    tg_errors(&t));
		ck_assert_int_eq(r.stop, MS_CAVALRY);
		ck_assert(!r.destroy);
		ck_assert_int_eq(g->pending.n, 1);
		ck_assert_int_eq(g->pending.items[0].kind, PK_CAVALRY);
		ck_assert_int_eq(tg_unit(g, "A")->hex, tg_hex(g, "1010"));
		notes = tg_write(r.notes);
		if (i == 0) {
			tg_has(notes, "the march pauses before its first "
			    "step: enemy cavalry may retreat (7.7)");
			tg_has(notes, "--destroy were not carried out");
		} else
			tg_hasnt(notes, "were not carried out");
		free(notes);
		tg_done(&t);
	}
}
END_TEST

CHECK_TESTS(march_combat)
