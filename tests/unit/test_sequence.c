/*
 * test_sequence.c — the sequence of play held by every action tool
 * (3.0, 4.1-4.4, 5.0, 5.1): the initiative's side alone acts (4.2), one
 * action at a time (5.0), one action an Action Phase (4.1, 4.3:
 * `acted`), the next Initiative Segment clearing it, a March declared
 * before its path (5.1), the Leader Transfer Phase once a turn (3.0,
 * 6.3), and every "next" naming a step the tools then accept.
 *
 * Hexes: 1010, 1011, 1012, ... run south in a straight line; roads join
 * them (test_move_path.c).
 */
#include <string.h>

#include "check_main.h"
#include "combat.h"
#include "fixture.h"
#include "march.h"
#include "phase.h"
#include "sequence.h"
#include "testplay.h"
#include "turn.h"

#define HELD(phase, more)						\
	TG_STD "turn: 2\nphase: " phase "\n" more "rain: false\n"	\
	"charts:\n  terrain-mp: {clear: {normal: 2, rain: 3}}\n"	\
	"map:\n  terrain: clear\n  hexsides:\n"			\
	"    1010/1011: [road]\n    1011/1012: [road]\n"		\
	"units:\n" TG_UNIT("Brown", "csa", "infantry", 8, "1010",	\
	", command: [Cheatham]") TG_UNIT("Smith", "csa", "infantry", 4,	\
	"1010", ", command: [Cheatham]") TG_INF("Wagner", "usa", 6,	\
	"1014") "leaders:\n  Cheatham: {side: csa, rank: division, "	\
	"leads: Cheatham, tactical: 3, command: 3, with: Brown}\n"

/* gcacw-march's `op` with --unit `unit`, and these dice. */
static int
march_op(struct game *g, enum march_op op, const char *unit, int n,
    const int *dice)
{
	struct march_order	o = { .op = op, .unit = unit };
	struct march_result	r;

	return march_run(g, &o, &r, n, dice);
}

/* gcacw-march --unit U begins a March: may it? */
static int
begin_march(struct game *g, enum side side, const char *unit)
{
	return sequence_begin(g, side, "--unit", unit, "a March");
}

/* gcacw-turn --initiative, or --pass. */
static int
initiative(struct game *g, bool pass, int n, const int *dice)
{
	struct turn_result r;

	return turn_op(g, pass ? TURN_PASS : TURN_INITIATIVE, &r, n, dice);
}

/* 4.2: "The winner must take initiative or pass": the other side's
 * March and Activate Leader action are refused, and nothing is rolled. */
START_TEST(test_4_2_other_side_may_not_act)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, HELD("action",
			    "initiative: usa\n"));

	ck_assert_int_eq(begin_march(g, SIDE_CSA, "Brown"), 1);
	tg_has(tg_errors(&t), "usa holds the initiative");
	ck_assert_int_eq(begin_march(g, SIDE_USA, "Wagner"), 0);
	ck_assert_int_eq(march_op(g, MO_MARCH, "Smith", TG_DICE(4)), 1);
	ck_assert(!g->has_action);
	ck_assert(!g->acted);
	tg_done(&t);
}
END_TEST

/* 4.2: an action needs the Initiative Segment first; a file held to no
 * phase (a standalone ruling) is refused nothing. */
START_TEST(test_4_2_initiative_first)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, HELD("action", ""));

	ck_assert_int_eq(begin_march(g, SIDE_CSA, "Brown"), 1);
	tg_has(tg_errors(&t), "nobody has the initiative yet");
	tg_done(&t);
	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 8, "1010"));
	ck_assert(!sequence_held(g));
	ck_assert_int_eq(begin_march(g, SIDE_USA, "Brown"), 0);
	sequence_begun(g);
	ck_assert(!g->acted);
	tg_done(&t);
}
END_TEST

/* 4.1, 4.3: one action an Action Phase.  The March taken is `acted`; a
 * second action is refused, and so is a pass; the next Initiative
 * Segment clears it and the ended action goes. */
START_TEST(test_4_3_one_action_an_action_phase)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, HELD("action",
			    "initiative: csa\n"));

	ck_assert_int_eq(march_op(g, MO_MARCH, "Brown", TG_DICE(4)), 0);
	ck_assert(g->acted);
	ck_assert_int_eq(march_op(g, MO_END, "Brown", 0, NULL), 0);
	ck_assert(g->march.ended);
	ck_assert_int_eq(march_op(g, MO_MARCH, "Smith", TG_DICE(4)), 1);
	tg_has(tg_errors(&t), "this Action Phase's action has been taken");
	ck_assert_int_eq(initiative(g, true, 0, NULL), 1);
	tg_has(tg_errors(&t), "nothing to pass");
	t.d.status = 0;		/* the refusals are over */
	ck_assert_int_eq(initiative(g, false, TG_DICE(5, 2)), 0);
	ck_assert(!g->acted);
	ck_assert(!g->has_action);
	ck_assert_int_eq(g->initiative, SIDE_CSA);
	ck_assert_int_eq(march_op(g, MO_MARCH, "Smith", TG_DICE(4)), 0);
	tg_done(&t);
}
END_TEST

/* 5.0: one action at a time; an assault may not begin while a march
 * goes on, nor another March. */
START_TEST(test_5_0_one_action_at_a_time)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, HELD("action",
			    "initiative: csa\nacted: true\n") "action: {kind: "
			    "march, unit: Brown, mp: 3, start: '1010', "
			    "attacks: 0, ended: false}\n");

	ck_assert(action_in_progress(g));
	ck_assert_int_eq(sequence_begin(g, SIDE_CSA, "--assault",
	    "Cheatham", "an assault"), 1);
	tg_has(tg_errors(&t), "the action of Brown is not over");
	tg_done(&t);
}
END_TEST

/* 5.1: "Its Movement Allowance is calculated ... The unit performs its
 * march": --unit alone rolls and stops with `action.mp` set; the path
 * follows with --continue, priced from the hex it began in. */
START_TEST(test_5_1_march_declared_then_moved)
{
	struct tg		 t;
	struct march_order	 o = { .op = MO_MARCH, .unit = "Brown" };
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, HELD("action",
				    "initiative: csa\n"));

	ck_assert_int_eq(march_run(g, &o, &r, TG_DICE(3)), 0);
	ck_assert_int_eq(r.mp_start, 4);		/* 1D6+1 */
	ck_assert_int_eq(r.nsteps, 0);
	ck_assert_int_eq(g->march.mp, 8);		/* halves */
	ck_assert(!g->march.ended);
	ck_assert_int_eq(tg_unit(g, "Brown")->fatigue, 1);
	ck_assert_int_eq(tg_unit(g, "Brown")->hex, tg_hex(g, "1010"));
	o.op = MO_CONTINUE;
	o.path[0] = tg_hex(g, "1011");
	o.path[1] = tg_hex(g, "1012");
	o.npath = 2;
	o.has_path = true;
	ck_assert_int_eq(march_run(g, &o, &r, 0, NULL), 0);
	ck_assert_int_eq(tg_unit(g, "Brown")->hex, tg_hex(g, "1012"));
	ck_assert_int_eq(g->march.mp, 4);		/* 2 roads: 2 MP */
	tg_done(&t);
}
END_TEST

/* 3.0, 6.3: the Leader Transfer Phase is a phase of its own, once a
 * turn: a leader transfers once in it, and never in the Action Cycle
 * (but in his own activation, 5.2); --initiative ends it. */
START_TEST(test_3_0_leader_transfer_phase)
{
	struct tg		 t;
	struct march_order	 o = { .op = MO_TRANSFER, .leader = "Cheatham",
				    .to = "Smith" };
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, HELD("leader-transfer", ""));

	ck_assert_int_eq(march_run(g, &o, &r, 0, NULL), 0);
	ck_assert_int_eq(tg_leader(g, "Cheatham")->with,
	    (int)(tg_unit(g, "Smith") - g->units));
	o.to = "Brown";
	ck_assert_int_eq(march_run(g, &o, &r, 0, NULL), 1);
	tg_has(tg_errors(&t), "has transferred this turn already");
	o.op = MO_MARCH;
	o.unit = "Brown";
	ck_assert_int_eq(march_run(g, &o, &r, TG_DICE(3)), 1);
	tg_has(tg_errors(&t), "--unit is for the Action Cycle (4.0), and "
	    "this is the Leader Transfer Phase");
	t.d.status = 0;
	ck_assert_int_eq(initiative(g, false, TG_DICE(5, 2)), 0);
	ck_assert_int_eq(g->phase, PH_ACTION);
	o.op = MO_TRANSFER;
	ck_assert_int_eq(march_run(g, &o, &r, 0, NULL), 1);
	tg_has(tg_errors(&t), "--transfer is for the Leader Transfer Phase");
	tg_done(&t);
}
END_TEST

/* DESIGN.md section 5, the sequence held: "next" names the step the
 * tools then accept.  After the initiative is won it is never
 * --initiative (refused until the action or pass), after the action it
 * is --initiative; the phases' own. */
START_TEST(test_dsgn5_next_is_accepted)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, HELD("leader-transfer", ""));

	tg_has(sequence_next(g), "gcacw-turn --initiative");
	ck_assert_int_eq(initiative(g, false, TG_DICE(5, 2)), 0);
	tg_has(sequence_next(g), "csa takes the initiative with an action");
	tg_hasnt(sequence_next(g), "rolls for the initiative");
	ck_assert_int_eq(march_op(g, MO_MARCH, "Brown", TG_DICE(3)), 0);
	tg_has(sequence_next(g), "Brown's march goes on (4 MP left)");
	ck_assert_int_eq(march_op(g, MO_END, "Brown", 0, NULL), 0);
	ck_assert_str_eq(sequence_next(g), "a new Action Phase: gcacw-turn "
	    "--initiative rolls for the initiative (4.1)");
	ck_assert_int_eq(initiative(g, false, TG_DICE(5, 2)), 0);
	g->phase = PH_RECOVERY;
	ck_assert_str_eq(sequence_next(g), "gcacw-recover");
	g->phase = PH_TURN_INDICATION;
	ck_assert_str_eq(sequence_next(g), "gcacw-turn --end-turn");
	tg_done(&t);
}
END_TEST

/* 6.1, 7.1: in a held game a march attack is made in the unit's March;
 * without one it is refused (the odds may still be asked). */
START_TEST(test_6_1_march_attack_needs_a_march)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, HELD("action",
			    "initiative: csa\n"));

	ck_assert_int_eq(sequence_attack(g, "Brown"), 1);
	tg_has(tg_errors(&t), "a march attack is part of the unit's March");
	tg_done(&t);
	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 8, "1010"));
	ck_assert_int_eq(sequence_attack(g, "Brown"), 0);
	tg_done(&t);
}
END_TEST

CHECK_TESTS(sequence)
