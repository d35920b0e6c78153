/*
 * test_march_stagnation.c — SIV 15.0 Command Stagnation where it bites
 * (lib/rules/restrict.c, read by march.c and recover_entrench.c): the
 * Movement Allowance 1 less for infantry and 2 for cavalry of the side
 * and turn of events.command_stagnation, never below 0, and in a Union
 * Activate Leader action never below 1 (15.0 Note); the Union penalty
 * (events.union_stagnation_penalty) refusing Union infantry's
 * activation and entrenching, not Union cavalry's or the Confederates',
 * and lifted when a Confederate infantry unit's march enters a hex
 * within 5 hexes of a Union infantry unit.
 *
 * The games are SIV's on the north map, column 20 running south in a
 * straight line along a road (N2010 to N2016 is 6 hexes, to N2015 5).
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "restrict.h"
#include "testplay.h"
#include "testrecover.h"
#include "turn.h"

#define ROAD	"charts:\n  terrain-mp: {clear: {normal: '2', rain: '3'}}\n" \
	"map:\n  terrain: clear\n  hexsides:\n"				\
	"    N2010/N2011: [road]\n    N2011/N2012: [road]\n"		\
	"    N2012/N2013: [road]\n    N2013/N2014: [road]\n"		\
	"    N2014/N2015: [road]\n    N2015/N2016: [road]\n"		\
	"    N2016/N2017: [road]\n    N2017/N2018: [road]\n"		\
	"    N2018/N2019: [road]\n    N2019/N2020: [road]\n"
/* Turn 12 of the Valley Campaign with these events (each a line). */
#define GAME(events, units)						\
	TG_SIV "scenario: valley-campaign\nturn: 12\nrain: false\n"	\
	"events:\n" events ROAD "units:\n" units
#define USA_STAGNATION	"  command_stagnation: {side: usa, turn: 12}\n"
#define CSA_STAGNATION	"  command_stagnation: {side: csa, turn: 12}\n"
#define PENALTY		"  union_stagnation_penalty: {side: usa, turn: 12}\n"

/* It succeeds, or the test fails with what was reported. */
#define OK(t, x)	do { int st_ = (x);				\
	ck_assert_msg(st_ == 0, "status %d:\n%s", st_, tg_errors(t));	\
} while (0)

/* Does one of the march's notes hold s? */
static bool
march_noted(const struct march_result *r, const char *s)
{
	int i;

	for (i = 0; r->notes != NULL && i < r->notes->n; i++)
		if (strstr(r->notes->items[i]->str, s) != NULL)
			return true;
	return false;
}

/*
 * 15.0: "the designated player subtracts 1 from the movement allowance
 * of each of his infantry units and 2 from the movement allowance of
 * each of his cavalry units for the current turn."  Each row: the
 * event's side and turn, the unit, its side and type, the dice, the
 * Movement Allowance rolled and the one it marches with.
 */
static const struct {
	const char	*events;
	const char	*side, *type;
	int		 dice[2], ndice;
	int		 rolled, allowance;
} stagnant[] = {
	/* Union infantry 1D6; Union cavalry 2D6. */
	{ USA_STAGNATION, "usa", "infantry", { 4 }, 1, 4, 3 },
	{ USA_STAGNATION, "usa", "cavalry", { 4, 3 }, 2, 7, 5 },
	/* The other side is not stagnant. */
	{ USA_STAGNATION, "csa", "infantry", { 4 }, 1, 5, 5 },
	{ USA_STAGNATION, "csa", "cavalry", { 4, 3 }, 2, 8, 8 },
	/* Confederate infantry 1D6+1; cavalry 2D6+1. */
	{ CSA_STAGNATION, "csa", "infantry", { 4 }, 1, 5, 4 },
	{ CSA_STAGNATION, "csa", "cavalry", { 4, 3 }, 2, 8, 6 },
	{ CSA_STAGNATION, "usa", "infantry", { 4 }, 1, 4, 4 },
	/* "for the current turn": not the next. */
	{ "  command_stagnation: {side: usa, turn: 11}\n", "usa", "infantry",
	    { 4 }, 1, 4, 4 },
	/* Never below 0 (6.1: "if the unit's Movement Allowance is 0"). */
	{ USA_STAGNATION, "usa", "infantry", { 1 }, 1, 1, 0 },
	/* Artillery is neither infantry nor cavalry. */
	{ USA_STAGNATION, "usa", "artillery", { 4 }, 1, 4, 4 },
};

START_TEST(test_siv_15_0_stagnation_movement_allowance)
{
	char			 yaml[2048];
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;

	snprintf(yaml, sizeof(yaml), "%s", TG_SIV "scenario: valley-campaign"
	    "\nturn: 12\nrain: false\nevents:\n");
	snprintf(yaml + strlen(yaml), sizeof(yaml) - strlen(yaml), "%s%s"
	    "units:\n  A: {side: %s, type: %s, manpower: 4, hex: N2010}\n",
	    stagnant[_i].events, ROAD, stagnant[_i].side, stagnant[_i].type);
	g = tg_load_ok(&t, yaml);
	OK(&t, march_path(g, "A", NULL, false, &r, stagnant[_i].ndice,
	    stagnant[_i].dice));
	ck_assert_int_eq(r.allowance, stagnant[_i].rolled);
	ck_assert_int_eq(r.mp_start, stagnant[_i].allowance);
	ck_assert_int_eq(g->march.mp, 2 * stagnant[_i].allowance);
	ck_assert_int_eq(march_noted(&r, "Command Stagnation"),
	    stagnant[_i].rolled != stagnant[_i].allowance);
	if (stagnant[_i].allowance == 0) {
		ck_assert(g->march.ended);
		ck_assert(march_noted(&r, "1 - 1 = 0 MP (SIV 15.0)"));
	}
	tg_done(&t);
}
END_TEST

/* 5.1 step 3: the force march bonus is "added to the Movement
 * Allowance": after the event's cut, which it does not reduce. */
START_TEST(test_siv_15_0_stagnation_then_force_march)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, GAME(USA_STAGNATION,
				    TG_INF("A", "usa", 6, "N2010")));

	OK(&t, march_path(g, "A", NULL, true, &r, TG_DICE(4, 4)));
	ck_assert_int_eq(r.force_bonus, 3);
	ck_assert_int_eq(r.mp_start, 4 - 1 + 3);
	tg_done(&t);
}
END_TEST

/*
 * 15.0 Note: "In a Union 'Activate Leader' action, the minimum movement
 * allowance of a participating Union infantry unit is normally 2.
 * However, when the Union Command Stagnation event is in effect, the
 * minimum movement allowance of a participating Union infantry unit is
 * reduced to 1."  Banks rolls 1, raised to 2 (5.2); Williams marches
 * with 1, not 2.
 */
#define BANKS_GAME(events)						\
	GAME(events, TG_UNIT("Williams", "usa", "infantry", 8, "N2010",	\
	    ", command: [Banks]")					\
	    TG_UNIT("Gordon", "usa", "infantry", 8, "N2011",		\
	    ", command: [Banks]"))					\
	"leaders:\n  Banks: {side: usa, rank: district, leads: Banks, "	\
	"command: 1, with: Williams}\n"

static void
banks(struct game *g, struct tg *t, int die)
{
	static const char	*units[] = { "Williams", "Gordon" };
	struct march_order	 o;
	struct march_result	 r;

	memset(&o, 0, sizeof(o));
	o.op = MO_LEADER;
	o.leader = "Banks";
	o.units = units;
	o.nunits = 2;
	o.reach_mp = -1;
	OK(t, march_run(g, &o, &r, TG_DICE(die)));
}

START_TEST(test_siv_15_0_note_union_activate_leader_minimum_1)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, BANKS_GAME(USA_STAGNATION));

	banks(g, &t, 1);
	ck_assert_int_eq(g->march.allowance, 2 * 2);
	OK(&t, march_path(g, "Williams", "N2009", false, &r, 0, NULL));
	ck_assert_int_eq(r.mp_start, 1);
	ck_assert(march_noted(&r, "the leader's 2 - 1 = 1 MP: in a Union "
	    "Activate Leader action the minimum of a participating infantry "
	    "unit is 1, not 2, while the event is in effect (SIV 15.0 "
	    "Note)"));
	tg_done(&t);

	/* A higher roll: the leader's allowance less 1 for each unit. */
	g = tg_load_ok(&t, BANKS_GAME(USA_STAGNATION));
	banks(g, &t, 5);
	OK(&t, march_path(g, "Gordon", NULL, false, &r, 0, NULL));
	ck_assert_int_eq(r.mp_start, 4);
	tg_done(&t);

	/* Without the event: the leader's 2. */
	g = tg_load_ok(&t, BANKS_GAME(CSA_STAGNATION));
	banks(g, &t, 1);
	OK(&t, march_path(g, "Williams", NULL, false, &r, 0, NULL));
	ck_assert_int_eq(r.mp_start, 2);
	tg_done(&t);
}
END_TEST

/* 15.0: the Confederate leader's allowance (1D6+2) is each unit's, less
 * 1 for infantry: no minimum of its own. */
START_TEST(test_siv_15_0_stagnation_confederate_activation)
{
	static const char	*units[] = { "Garnett" };
	struct march_order	 o;
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, GAME(CSA_STAGNATION,
				    TG_UNIT("Garnett", "csa", "infantry", 6,
				    "N2010", ", command: [Jackson]"))
				    "leaders:\n  Jackson: {side: csa, rank: "
				    "district, leads: Jackson, command: 3, "
				    "with: Garnett}\n");

	memset(&o, 0, sizeof(o));
	o.op = MO_LEADER;
	o.leader = "Jackson";
	o.units = units;
	o.nunits = 1;
	o.reach_mp = -1;
	OK(&t, march_run(g, &o, &r, TG_DICE(1)));
	ck_assert_int_eq(r.allowance, 3);
	OK(&t, march_path(g, "Garnett", NULL, false, &r, 0, NULL));
	ck_assert_int_eq(r.mp_start, 2);
	tg_done(&t);
}
END_TEST

/*
 * 15.0 Union Command Stagnation penalty: "no Union infantry unit may be
 * activated or build entrenchments during the current turn ... Union
 * cavalry units and all Confederate units may be activated normally".
 */
#define PENALIZED	GAME(USA_STAGNATION PENALTY,			\
	TG_UNIT("Williams", "usa", "infantry", 8, "N2010",		\
	    ", command: [Banks]")					\
	TG_CAV("1 MD", "usa", 1, "N2030")				\
	TG_INF("Garnett", "csa", 6, "N2018")				\
	TG_CAV("Ashby", "csa", 3, "N2020"))				\
	"leaders:\n  Banks: {side: usa, rank: district, leads: Banks, "	\
	"command: 1, with: Williams}\n"

START_TEST(test_siv_15_0_penalty_refuses_union_infantry_march)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, PENALIZED);

	tg_refused(&t, march_path(g, "Williams", NULL, false, &r,
	    TG_DICE(4)), "--unit: Williams may not be activated or build "
	    "entrenchments on Turn 12 (SIV 15.0 Union Command Stagnation "
	    "penalty; until a Confederate infantry unit moves within 5 hexes "
	    "of a Union infantry unit)");
	ck_assert_int_eq(tg_unit(g, "Williams")->fatigue, 0);
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_15_0_penalty_refuses_union_leader_infantry)
{
	static const char	*units[] = { "Williams" };
	struct march_order	 o;
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, PENALIZED);

	memset(&o, 0, sizeof(o));
	o.op = MO_LEADER;
	o.leader = "Banks";
	o.units = units;
	o.nunits = 1;
	o.reach_mp = -1;
	tg_refused(&t, march_run(g, &o, &r, TG_DICE(4)), "--units: "
	    "Williams may not be activated or build entrenchments on Turn 12 "
	    "(SIV 15.0 Union Command Stagnation penalty");
	tg_done(&t);
}
END_TEST

/* Union cavalry and every Confederate unit march; and the Union player
 * still has a unit eligible for activation (4.2) in his cavalry, none
 * without it. */
START_TEST(test_siv_15_0_penalty_union_cavalry_and_confederates_act)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, PENALIZED);

	ck_assert(restrict_penalty(g, tg_unit(g, "Williams")));
	ck_assert(!restrict_penalty(g, tg_unit(g, "1 MD")));
	ck_assert(!restrict_penalty(g, tg_unit(g, "Garnett")));
	ck_assert(turn_eligible(g, SIDE_USA));
	OK(&t, march_path(g, "1 MD", NULL, false, &r, TG_DICE(4, 3)));
	ck_assert_int_eq(r.mp_start, 5);
	tg_done(&t);
	g = tg_load_ok(&t, PENALIZED);
	OK(&t, march_path(g, "Ashby", NULL, false, &r, TG_DICE(4, 3)));
	ck_assert_int_eq(r.mp_start, 8);
	tg_done(&t);
	g = tg_load_ok(&t, GAME(USA_STAGNATION PENALTY,
	    TG_INF("Williams", "usa", 8, "N2010")
	    TG_INF("Garnett", "csa", 6, "N2018")));
	ck_assert(!turn_eligible(g, SIDE_USA));
	ck_assert(turn_eligible(g, SIDE_CSA));
	tg_done(&t);
	/* A penalty of another turn binds nobody. */
	g = tg_load_ok(&t, GAME("  union_stagnation_penalty: {side: usa, "
	    "turn: 11}\n", TG_INF("Williams", "usa", 8, "N2010")));
	ck_assert(!restrict_penalty(g, tg_unit(g, "Williams")));
	tg_done(&t);
}
END_TEST

/* The penalty forbids Union infantry to "build entrenchments": the
 * Recovery Phase refuses it (9.0, 15.0). */
START_TEST(test_siv_15_0_penalty_refuses_union_entrenching)
{
	struct fx f;

	fx_load(&f, PENALIZED);
	fx_order(&f, RA_ENTRENCH, "Williams", NULL);
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Williams: Williams may "
	    "not be activated or build entrenchments on Turn 12 (SIV 15.0 "
	    "Union Command Stagnation penalty; until a Confederate infantry "
	    "unit moves within 5 hexes of a Union infantry unit)");
	fx_done(&f);
	fx_load(&f, PENALIZED);
	fx_order(&f, RA_ENTRENCH, "Garnett", NULL);
	fx_ok(&f, RUN0(&f));
	ck_assert_int_eq(U(&f, "Garnett")->entrenchment, E_BREASTWORK_BUILD);
	fx_done(&f);
}
END_TEST

/*
 * 15.0: "Once a Confederate infantry unit moves within 5 hexes of a
 * Union infantry unit, this stagnation penalty no longer has any effect
 * on Union infantry units."  Garnett in N2018 marches north along the
 * road: entering N2016 (6 hexes from Williams in N2010) lifts nothing,
 * N2015 (5) lifts the penalty, and Williams may march again.
 */
START_TEST(test_siv_15_0_penalty_lifted_within_5_hexes)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, PENALIZED);

	ck_assert_int_eq(hex_distance(tg_hex(g, "N2010"), tg_hex(g,
	    "N2016")), 6);
	OK(&t, march_path(g, "Garnett", "N2017,N2016", false, &r,
	    TG_DICE(6)));
	ck_assert_ptr_nonnull(game_event_now(g, "union_stagnation_penalty",
	    SIDE_USA));
	ck_assert(!march_noted(&r, "penalty is lifted"));
	OK(&t, march_run(g, &(struct march_order){ .op = MO_CONTINUE,
	    .cont = true, .has_path = true, .npath = 2, .path = {
	    tg_hex(g, "N2015"), tg_hex(g, "N2014") }, .reach_mp = -1 }, &r,
	    0, NULL));
	ck_assert_ptr_null(game_event(g, "union_stagnation_penalty"));
	ck_assert(march_noted(&r, "Garnett enters N2015, 5 hexes from "
	    "Williams in N2010: the Union Command Stagnation penalty is "
	    "lifted"));
	/* Noted once, at the first hex within 5. */
	ck_assert(!march_noted(&r, "N2014"));
	ck_assert_ptr_nonnull(tg_log(g, "notes"));
	/* The allowance cut stays: it is the event's, not the penalty's. */
	ck_assert_int_eq(restrict_stagnation(g, tg_unit(g, "Williams")), 1);
	ck_assert(!restrict_penalty(g, tg_unit(g, "Williams")));
	tg_done(&t);
}
END_TEST

/* "Consider only infantry units": Confederate cavalry riding up to the
 * Union infantry lifts nothing. */
START_TEST(test_siv_15_0_penalty_not_lifted_by_cavalry)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g = tg_load_ok(&t, PENALIZED);

	OK(&t, march_path(g, "Ashby", "N2019,N2018,N2017,N2016,N2015,N2014",
	    false, &r, TG_DICE(6, 6)));
	ck_assert_int_eq(tg_unit(g, "Ashby")->hex, tg_hex(g, "N2014"));
	ck_assert_ptr_nonnull(game_event_now(g, "union_stagnation_penalty",
	    SIDE_USA));
	tg_done(&t);
}
END_TEST

CHECK_SUITE(march_stagnation, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_15_0_stagnation_movement_allowance,
	N(stagnant) }))
