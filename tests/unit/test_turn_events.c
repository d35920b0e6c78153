/*
 * test_turn_events.c — the Random Events Phase's rain and what it does
 * to the provisional swamps (lib/rules/turn_events.c; 12.0 Rain
 * Effects): a unit in a swamp that turns to swamp is moved out by its
 * player's --swamp-move, into an enemy ZOC only when every hex it may
 * enter is in one.  And SIV 15.0's events applied in the Advanced Game:
 * Command Stagnation and the Union penalty at 6 hexes, Ashby's return,
 * the Union Cavalry Reinforcement's die and regiment (18.2); the May 1
 * substitutions; the Basic Game, where only Rain applies (12.0).
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "phase.h"
#include "testplay.h"
#include "turn.h"
#include "zoc.h"

/*
 * SIV 12.0 Provisional Swamps: a unit rain forces out "may not [move]
 * into an enemy ZOC unless there are no non-enemy ZOC present".  Around
 * Tyler in N2021: N2020 is water, N2022 a swamp, Burks holds N1921 and
 * Hill N2221, whose ZOCs cover N1922, N2121 and N2122: every legal hex
 * is in enemy ZOC, so --swamp-move Tyler=N2122 is obeyed, into enemy
 * ZOC.  SIV's 3 on the Random Events Table: "Rain (Current +1)".
 */
START_TEST(test_12_0_swamp_move_into_zoc)
{
	static const struct turn_swamp_order sw[] = { { "Tyler", "N2122" } };
	struct turn_orders	 o = { .op = TURN_RANDOM_EVENTS, .swamp = sw,
				    .nswamp = 1 };
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TP_SWAMP_GAME
				    "units:\n"
				    TG_INF("Tyler", "usa", 3, "N2021")
				    TG_INF("Burks", "csa", 5, "N1921")
				    TG_INF("Hill", "csa", 5, "N2221"));
	int			 dice[2] = { 1, 2 };

	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N1922")),
	    ZOC_NONE);
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N2121")),
	    ZOC_NONE);
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N2122")),
	    ZOC_NONE);
	ck_assert_int_eq(turn_orders_run(g, &o, &r, 2, dice), 0);
	ck_assert(r.rain_began);
	ck_assert_int_eq(r.nswamps, 1);
	ck_assert(r.swamps[0].chosen);
	ck_assert(r.swamps[0].zoc);
	ck_assert_int_eq(tg_unit(g, "Tyler")->hex, tg_hex(g, "N2122"));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* ---- SIV 15.0, the Advanced Game ---- */

/* The Valley Campaign's Random Events Phase on Turn `turn`. */
#define ADV(turn, units)						\
	TG_SIV "scenario: valley-campaign\nturn: " turn "\n"		\
	"phase: random-events\nrain: false\nmap: {terrain: clear}\n"	\
	"units:\n" units
/* Off the map in a box. */
#define BOXED(name, side, type, box)					\
	"  " name ": {side: " side ", type: " type ", "			\
	"status: off-map, box: '" box "'}\n"
#define BANKS(name)	BOXED(name, "usa", "cavalry",			\
	"Cavalry Reinforcements: Banks")
#define FREMONT(name)	BOXED(name, "usa", "cavalry",			\
	"Cavalry Reinforcements: Fremont")
/* valley-campaign's areas banks-cavalry and fremont-cavalry (18.2). */
#define CAV_AREAS	TG_SCEN("siv") "areas:\n"			\
	"  banks-cavalry:\n    rule: SIV 18.2 Cavalry Reinforcements\n"	\
	"    where: [{hexes: [N5524, N5416, N5007, N5505]}]\n"		\
	"    box: ['Cavalry Reinforcements: Banks']\n"			\
	"  fremont-cavalry:\n    rule: SIV 18.2 Cavalry Reinforcements\n" \
	"    where: [{hexes: [M0407, N0124, N0111]}]\n"			\
	"    box: ['Cavalry Reinforcements: Fremont']\n"
/* 2 + 4 = 6 on the Random Events Table: "Union Cavalry Reinforcement". */
#define CAVALRY_RESULT	2, 4

/* The Random Events Phase with these dice, --cavalry U (NULL: none). */
static int
events(struct game *g, const char *cav, struct turn_result *r, int n,
    const int *dice)
{
	struct turn_orders o = { .op = TURN_RANDOM_EVENTS, .cavalry = cav };

	return turn_orders_run(g, &o, r, n, dice);
}

/* 15.0: "the designated player subtracts 1 from the movement allowance
 * of each of his infantry units and 2 ... of his cavalry units for the
 * current turn": the event of the turn and side, for gcacw-march. */
START_TEST(test_siv_15_0_union_command_stagnation_event)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    TG_INF("Kimball", "usa", 7, "N2010")
				    TG_INF("Garnett", "csa", 8, "N2015")));
	const struct game_event	*e;

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(4, 4)), 0);
	ck_assert_str_eq(r.result, "Union Command Stagnation");
	ck_assert(r.applied);
	ck_assert_ptr_nonnull(e = game_event_now(g, "command_stagnation",
	    SIDE_USA));
	ck_assert_int_eq(e->side, SIDE_USA);
	ck_assert_int_eq(e->turn, 12);
	ck_assert_ptr_null(game_event_now(g, "command_stagnation",
	    SIDE_CSA));
	ck_assert_str_eq(tg_log(g, "stagnation.side")->str, "usa");
	ck_assert_int_eq(g->phase, PH_REINFORCEMENT);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_15_0_confederate_command_stagnation_event)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    TG_INF("Kimball", "usa", 7, "N2010")
				    TG_INF("Garnett", "csa", 8, "N2030")));

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(5, 6)), 0);
	ck_assert_str_eq(r.result, "Confederate Command Stagnation");
	ck_assert_ptr_nonnull(game_event_now(g, "command_stagnation",
	    SIDE_CSA));
	ck_assert_ptr_null(game_event_now(g, "command_stagnation",
	    SIDE_USA));
	/* The penalty is the Union event's only. */
	ck_assert_ptr_null(game_event(g, "union_stagnation_penalty"));
	ck_assert_ptr_null(tg_log(g, "stagnation.penalty"));
	tg_done(&t);
}
END_TEST

/*
 * 15.0 Union Command Stagnation penalty: "every Union infantry unit on
 * the map is at that moment 6 or more hexes from the nearest Confederate
 * infantry unit ... Union and Confederate cavalry units are ignored."
 * Union infantry in N2010 and N2004; N2010 to N2016 is 6 hexes, to N2015
 * 5.  Each row: the Confederate infantry's hex, a Union cavalry's and a
 * Confederate cavalry's, the nearest distance and the penalty.
 */
static const struct {
	const char	*csa, *usa_cav, *csa_cav;
	int		 nearest;
	bool		 penalty;
} penalties[] = {
	{ "N2016", "N2015", "N2011", 6, true },		/* cavalry ignored */
	{ "N2015", "N2028", "N2029", 5, false },
	{ "N2017", "N2016", "N2009", 7, true },
	{ "N2025", "N2024", "N2005", 15, true },
	{ "N2001", "N2028", "N2029", 3, false },	/* the other unit */
};

START_TEST(test_siv_15_0_union_stagnation_penalty_6_hexes)
{
	char			 yaml[1024];
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;

	/* The rows' units by hand: TG_* take literals only. */
	snprintf(yaml, sizeof(yaml), "%s", ADV("12",
	    TG_INF("Kimball", "usa", 7, "N2010")
	    TG_INF("Tyler", "usa", 7, "N2004")));
	snprintf(yaml + strlen(yaml), sizeof(yaml) - strlen(yaml),
	    "  Garnett: {side: csa, type: infantry, manpower: 8, hex: %s}\n"
	    "  1 MD: {side: usa, type: cavalry, manpower: 1, hex: %s}\n"
	    "  Ashby: {side: csa, type: cavalry, manpower: 3, hex: %s}\n",
	    penalties[_i].csa, penalties[_i].usa_cav, penalties[_i].csa_cav);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(6, 2)), 0);
	ck_assert_str_eq(tg_log(g, "stagnation.nearest")->str,
	    arena_printf(&g->arena, "%d", penalties[_i].nearest));
	ck_assert_str_eq(tg_log(g, "stagnation.penalty")->str,
	    penalties[_i].penalty ? "true" : "false");
	ck_assert_int_eq(game_event_now(g, "union_stagnation_penalty",
	    SIDE_USA) != NULL, penalties[_i].penalty);
	ck_assert_ptr_nonnull(game_event_now(g, "command_stagnation",
	    SIDE_USA));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* RULING (gcacw-turn(1)): "every Union infantry unit on the map" with
 * none there, or with no Confederate infantry to be near, holds: the
 * penalty; and an event without it leaves no penalty of an earlier turn
 * in the file. */
START_TEST(test_siv_15_0_union_stagnation_penalty_vacuous)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    TG_INF("Garnett", "csa", 8, "N2015")));

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(4, 4)), 0);
	ck_assert_ptr_nonnull(game_event_now(g, "union_stagnation_penalty",
	    SIDE_USA));
	ck_assert(noted(&r, "no Union infantry unit is on the map"));
	tg_done(&t);
	g = tg_load_ok(&t, ADV("12", TG_INF("Kimball", "usa", 7, "N2010")));
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(4, 4)), 0);
	ck_assert_ptr_nonnull(game_event_now(g, "union_stagnation_penalty",
	    SIDE_USA));
	ck_assert(noted(&r, "no Confederate infantry unit is on the map"));
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_15_0_union_stagnation_clears_old_penalty)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV
				    "scenario: valley-campaign\nturn: 12\n"
				    "phase: random-events\nrain: false\n"
				    "events:\n  union_stagnation_penalty: "
				    "{side: usa, turn: 7}\n"
				    "map: {terrain: clear}\nunits:\n"
				    TG_INF("Kimball", "usa", 7, "N2010")
				    TG_INF("Garnett", "csa", 8, "N2012"));

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(4, 4)), 0);
	ck_assert_ptr_null(game_event(g, "union_stagnation_penalty"));
	ck_assert(noted(&r, "no Union Command Stagnation penalty"));
	tg_done(&t);
}
END_TEST

/*
 * 15.0 Ashby: "If Ashby has been eliminated, the Confederate player may
 * place Ashby in Staunton (S2629) with a manpower-1 organized Strength
 * marker."  Eliminated on Turn 5, disorganized and fatigued when it
 * fell: it comes back fresh.
 */
START_TEST(test_siv_15_0_ashby_returns_to_staunton)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    "  Ashby: {side: csa, type: cavalry, "
				    "status: eliminated, manpower: 0, left: 5, "
				    "fatigue: 3, disorganized: true, "
				    "demoralized: 1, exhausted: true}\n"
				    TG_INF("Kimball", "usa", 7, "S2630")));
	struct unit		*u = tg_unit(g, "Ashby");

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(5, 5)), 0);
	ck_assert_str_eq(r.result, "Ashby");
	ck_assert(r.applied);
	ck_assert_int_eq(u->status, US_IN_PLAY);
	ck_assert_int_eq(u->hex, tg_hex(g, "S2629"));
	ck_assert_int_eq(u->manpower, 1);
	ck_assert(!u->disorganized);
	ck_assert_int_eq(u->fatigue, 0);
	ck_assert(!u->exhausted);
	ck_assert_int_eq(u->demoralized, 0);
	ck_assert_int_eq(u->left, 0);
	ck_assert_int_eq(game_first_unit(g, tg_hex(g, "S2629")),
	    (int)(u - g->units));
	ck_assert_str_eq(tg_log(g, "ashby.returned")->str, "true");
	ck_assert_str_eq(tg_log(g, "ashby.hex")->str, "S2629");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* 15.0: "the Confederate player will have placed Ashby in the off-map
 * 'Ashby' box in accordance with 7.5": an eliminated Ashby there comes
 * back the same. */
START_TEST(test_siv_15_0_ashby_from_the_ashby_box)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    BOXED("Ashby", "csa", "cavalry", "Ashby")));
	struct unit		*u = tg_unit(g, "Ashby");

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(4, 6)), 0);
	ck_assert_int_eq(u->status, US_IN_PLAY);
	ck_assert_ptr_null(u->off.box);
	ck_assert_int_eq(u->hex, tg_hex(g, "S2629"));
	tg_done(&t);
}
END_TEST

/* 15.0: "If Ashby has not been eliminated, this random event is treated
 * as 'no effect.' ... If Union units are in Staunton at that moment,
 * this result is treated as 'no effect.'" */
START_TEST(test_siv_15_0_ashby_no_effect)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    TG_CAV("Ashby", "csa", 2, "S2010")));

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(5, 5)), 0);
	ck_assert(!r.applied);
	ck_assert_int_eq(tg_unit(g, "Ashby")->hex, tg_hex(g, "S2010"));
	ck_assert_int_eq(tg_unit(g, "Ashby")->manpower, 2);
	ck_assert(noted(&r, "Ashby has not been eliminated"));
	ck_assert_str_eq(tg_log(g, "ashby.returned")->str, "false");
	tg_done(&t);
	g = tg_load_ok(&t, ADV("12",
	    "  Ashby: {side: csa, type: cavalry, status: eliminated, "
	    "manpower: 0, left: 5}\n"
	    TG_CAV("1 MD", "usa", 1, "S2629")));
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(5, 5)), 0);
	ck_assert(!r.applied);
	ck_assert_int_eq(tg_unit(g, "Ashby")->status, US_ELIMINATED);
	ck_assert(noted(&r, "Union units are in Staunton"));
	tg_done(&t);
	g = tg_load_ok(&t, ADV("12", TG_CAV("1 MD", "usa", 1, "S2620")));
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(5, 5)), 0);
	ck_assert(!r.applied);
	ck_assert(noted(&r, "the file has no unit Ashby"));
	tg_done(&t);
}
END_TEST

/*
 * 18.2: "On a result of 4 or less, the Union player may choose one
 * cavalry regiment from the 'Banks' section ...; on a result of 5 or
 * more ... from the 'Fremont' section.  All cavalry reinforcements have
 * an organized manpower-1 Strength marker.  In the immediately following
 * Reinforcement Phase, the Union player places" it.  Each row: the die,
 * the regiment taken (the first of its section in the file).
 */
static const struct {
	int		 die;
	const char	*unit, *section;
} cavalry_dice[] = {
	{ 1, "1 MD Cav", "banks" },
	{ 4, "1 MD Cav", "banks" },
	{ 5, "1 WV Cav", "fremont" },
	{ 6, "1 WV Cav", "fremont" },
};

START_TEST(test_siv_18_2_cavalry_die)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    BANKS("1 MD Cav") BANKS("1 VT Cav")
				    FREMONT("1 WV Cav") FREMONT("3 WV Cav")));
	struct unit		*u;
	int			 i;

	tg_scenario(g, CAV_AREAS);
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(CAVALRY_RESULT,
	    cavalry_dice[_i].die)), 0);
	ck_assert_str_eq(r.result, "Union Cavalry Reinforcement");
	ck_assert(r.applied);
	u = tg_unit(g, cavalry_dice[_i].unit);
	ck_assert_int_eq(u->off.arrives, 12);
	ck_assert_int_eq(u->manpower, 1);
	ck_assert(!u->disorganized);
	ck_assert_int_eq(u->status, US_OFF_MAP);
	for (i = 0; i < g->nunits; i++)
		if (&g->units[i] != u)
			ck_assert_int_eq(g->units[i].off.arrives, 0);
	ck_assert_str_eq(tg_log(g, "cavalry.section")->str,
	    cavalry_dice[_i].section);
	ck_assert_str_eq(tg_log(g, "cavalry.unit")->str,
	    cavalry_dice[_i].unit);
	ck_assert_str_eq(tg_log(g, "arrivals.0")->str, cavalry_dice[_i].unit);
	/* DESIGN.md: the event dice, then the cavalry die. */
	ck_assert_str_eq(tg_log(g, "dice.2.purpose")->str,
	    "cavalry reinforcement");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* 18.2: "the Union player may choose one cavalry regiment": --cavalry;
 * one of the other section, or not in the box, is refused. */
START_TEST(test_siv_18_2_cavalry_chosen)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			*before, *after;

#define CHOICE	ADV("12", BANKS("1 MD Cav") BANKS("1 VT Cav")		\
	FREMONT("1 WV Cav") TG_CAV("5 NY Cav", "usa", 2, "N2020")	\
	"  8 NY Cav: {side: usa, type: cavalry, status: off-map, box: "	\
	"'Cavalry Reinforcements: Banks', arrives: {turn: 11}}\n")
	g = tg_load_ok(&t, CHOICE);
	tg_scenario(g, CAV_AREAS);
	ck_assert_int_eq(events(g, "1 VT Cav", &r, TG_DICE(CAVALRY_RESULT,
	    3)), 0);
	ck_assert_int_eq(tg_unit(g, "1 VT Cav")->off.arrives, 12);
	ck_assert_int_eq(tg_unit(g, "1 MD Cav")->off.arrives, 0);
	ck_assert(noted(&r, "chosen with --cavalry"));
	tg_done(&t);

	g = tg_load_ok(&t, CHOICE);
	tg_scenario(g, CAV_AREAS);
	before = tg_emit(g);
	tg_refused(&t, events(g, "1 WV Cav", &r, TG_DICE(CAVALRY_RESULT,
	    3)), "--cavalry: 1 WV Cav is in the Fremont section, and the die, "
	    "3, gives the Banks section: choose one of 1 MD Cav, 1 VT Cav "
	    "(SIV 18.2)");
	ck_assert_int_eq(tg_unit(g, "1 WV Cav")->off.arrives, 0);
	after = tg_emit(g);
	ck_assert_str_eq(after, before);
	free(before);
	free(after);
	tg_done(&t);

	/* Before any die: not in the box, or taken already. */
	g = tg_load_ok(&t, CHOICE);
	tg_refused(&t, events(g, "5 NY Cav", &r, TG_DICE(CAVALRY_RESULT,
	    3)), "5 NY Cav is not in the Cavalry Reinforcements box");
	ck_assert(!r.rolled);
	tg_done(&t);
	g = tg_load_ok(&t, CHOICE);
	tg_refused(&t, events(g, "8 NY Cav", &r, TG_DICE(CAVALRY_RESULT,
	    3)), "8 NY Cav has been taken from the Cavalry Reinforcements box "
	    "already: it is due on Turn 11 (SIV 18.2)");
	tg_done(&t);
	g = tg_load_ok(&t, CHOICE);
	ck_assert_int_eq(events(g, "1 MD Cv", &r, TG_DICE(CAVALRY_RESULT, 3)),
	    ST_USAGE);
	tg_has(tg_errors(&t), "--cavalry 1 MD Cv: no unit of that name; did "
	    "you mean '1 MD Cav'?");
	tg_done(&t);
#undef CHOICE
}
END_TEST

/* 18.2: "if all the cavalry units have already been taken from the
 * Cavalry Reinforcements box, the reinforcement result is treated as
 * 'no effect'": the section's (RULING); one already due is taken. */
START_TEST(test_siv_18_2_cavalry_none_left)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    "  1 MD Cav: {side: usa, type: cavalry, "
				    "status: off-map, box: 'Cavalry "
				    "Reinforcements: Banks', arrives: {turn: "
				    "9}}\n" FREMONT("1 WV Cav")));

	tg_scenario(g, CAV_AREAS);
	ck_assert_int_eq(events(g, "1 WV Cav", &r, TG_DICE(CAVALRY_RESULT,
	    2)), 0);
	ck_assert(!r.applied);
	ck_assert_int_eq(tg_unit(g, "1 WV Cav")->off.arrives, 0);
	ck_assert_int_eq(tg_unit(g, "1 MD Cav")->off.arrives, 9);
	ck_assert(noted(&r, "every cavalry regiment of the Banks section has "
	    "been taken already: no effect (SIV 18.2)"));
	ck_assert(noted(&r, "--cavalry 1 WV Cav is not used"));
	ck_assert_ptr_null(tg_log(g, "cavalry.unit"));
	tg_done(&t);
}
END_TEST

/* 18.2: "If Confederate units are in all of the placement hexes ... the
 * reinforcement result is treated as 'no effect.'"  One hex free will
 * do. */
START_TEST(test_siv_18_2_cavalry_hexes_held)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;

#define HELD(third)	ADV("12", FREMONT("1 WV Cav")			\
	TG_INF("A", "csa", 2, "M0407") TG_CAV("B", "csa", 1, "N0124")	\
	TG_INF("C", "csa", 2, third))
	g = tg_load_ok(&t, HELD("N0111"));
	tg_scenario(g, CAV_AREAS);
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(CAVALRY_RESULT, 6)), 0);
	ck_assert(!r.applied);
	ck_assert_int_eq(tg_unit(g, "1 WV Cav")->off.arrives, 0);
	ck_assert(noted(&r, "Confederate units are in all of the Fremont "
	    "section's placement hexes (M0407, N0124, N0111, the scenario's "
	    "fremont-cavalry): no effect (SIV 18.2)"));
	tg_done(&t);
	g = tg_load_ok(&t, HELD("N0112"));
	tg_scenario(g, CAV_AREAS);
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(CAVALRY_RESULT, 6)), 0);
	ck_assert(r.applied);
	ck_assert_int_eq(tg_unit(g, "1 WV Cav")->off.arrives, 12);
	tg_done(&t);
#undef HELD
}
END_TEST

/* The placement hexes are the scenario's: without an area for the box
 * the result cannot be ruled (missing data, status 65). */
START_TEST(test_siv_18_2_cavalry_area_missing)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    FREMONT("1 WV Cav")));

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(CAVALRY_RESULT, 6)),
	    ST_DATA);
	tg_has(tg_errors(&t), "the Fremont section's placement hexes are the "
	    "scenario's entry area, and the game names no scenario");
	tg_done(&t);
	g = tg_load_ok(&t, ADV("12", FREMONT("1 WV Cav")));
	tg_scenario(g, TG_SCEN("siv"));
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(CAVALRY_RESULT, 6)),
	    ST_DATA);
	tg_has(tg_errors(&t), "scenario test gives no entry area for the box "
	    "\"Cavalry Reinforcements: Fremont\"");
	tg_done(&t);
}
END_TEST

/* RULING: --cavalry names the regiment the Union player takes if the
 * result is his; another result leaves it unused, and the log says so
 * (as --lull's usa= without the die, DESIGN.md). */
START_TEST(test_siv_18_2_cavalry_option_other_result)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("12",
				    BANKS("1 MD Cav")));

	ck_assert_int_eq(events(g, "1 MD Cav", &r, TG_DICE(3, 4)), 0);
	ck_assert_str_eq(r.result, "No effect");
	ck_assert_int_eq(tg_unit(g, "1 MD Cav")->off.arrives, 0);
	ck_assert(noted(&r, "--cavalry 1 MD Cav is not used: the result is "
	    "not Union Cavalry Reinforcement (SIV 18.2)"));
	/* One die a result: no cavalry die on another. */
	ck_assert_int_eq(tg_log(g, "dice")->n, 2);
	tg_done(&t);
	g = tg_load_ok(&t, ADV("12", BANKS("1 MD Cav")));
	ck_assert_int_eq(events(g, "1 MD Cav", &r, TG_DICE(1, 2)), 0);
	ck_assert_int_eq(r.rain, 1);
	ck_assert(noted(&r, "--cavalry 1 MD Cav is not used"));
	tg_done(&t);
}
END_TEST

/* SIV 12.0: "In the Basic Game, only the 'Rain' results apply; the
 * other results have no effect": Winchester (Scenario 2) rolls the
 * table, records the event and sets nothing; --cavalry is refused. */
START_TEST(test_siv_12_0_basic_game_events_recorded)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV
				    "scenario: winchester\nturn: 3\n"
				    "rain: false\nmap: {terrain: clear}\n"
				    "units:\n"
				    TG_INF("Kimball", "usa", 7, "N2010")
				    "  Ashby: {side: csa, type: cavalry, "
				    "status: eliminated, manpower: 0, left: "
				    "1}\n");

	ck_assert(!g->advanced);
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(4, 4)), 0);
	ck_assert_str_eq(r.result, "Union Command Stagnation");
	ck_assert(!r.applied);
	ck_assert_int_eq(g->nevents, 0);
	ck_assert(noted(&r, "in the Basic Game only the Rain results apply"));
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "scenario: winchester\nturn: 3\n"
	    "rain: false\nmap: {terrain: clear}\nunits:\n"
	    "  Ashby: {side: csa, type: cavalry, status: eliminated, "
	    "manpower: 0, left: 1}\n");
	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(5, 5)), 0);
	ck_assert_int_eq(tg_unit(g, "Ashby")->status, US_ELIMINATED);
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "scenario: winchester\nturn: 3\n"
	    "rain: false\nmap: {terrain: clear}\nunits:\n"
	    BANKS("1 MD Cav"));
	tg_refused(&t, events(g, "1 MD Cav", &r, TG_DICE(2, 4)),
	    "--cavalry: 1 MD Cav: no cavalry regiment is taken from the "
	    "Cavalry Reinforcements box in this game: in the Basic Game only "
	    "the Rain results apply; the other results have no effect (SIV "
	    "12.0)");
	tg_done(&t);
	/* SJW has no Cavalry Reinforcements box. */
	g = tg_load_ok(&t, TG_SJW "advanced: true\nturn: 3\nrain: false\n"
	    "map: {terrain: clear}\nunits:\n" BANKS("1 MD Cav"));
	tg_refused(&t, events(g, "1 MD Cav", &r, TG_DICE(2, 4)),
	    "the box is Stonewall in the Valley's (SIV 18.2)");
	tg_done(&t);
}
END_TEST

/*
 * The Random Events Table's notes: "* On May 1 and later, read as 'Rain
 * (Current +1).'  † ... 'Rain (Current).'  ° ... 'No effect.'"  Turn 56
 * is May 1; the events still apply.
 */
static const struct {
	int		 d1, d2;
	const char	*result;
} may_first[] = {
	{ 1, 1, "Rain (Current +1)" },
	{ 2, 2, "Rain (Current)" },
	{ 1, 4, "No effect" },
	{ 6, 6, "Rain (Current +2)" },
	{ 4, 4, "Union Command Stagnation" },
};

START_TEST(test_siv_15_0_may_1_substitutions)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, ADV("56",
				    TG_INF("Kimball", "usa", 7, "N2010")
				    TG_INF("Garnett", "csa", 8, "N2030")));

	ck_assert_int_eq(events(g, NULL, &r, TG_DICE(may_first[_i].d1,
	    may_first[_i].d2)), 0);
	ck_assert_str_eq(r.result, may_first[_i].result);
	ck_assert_int_eq(game_event_now(g, "command_stagnation", SIDE_USA) !=
	    NULL, strcmp(may_first[_i].result, "Union Command Stagnation") ==
	    0);
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn_events, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_15_0_union_stagnation_penalty_6_hexes,
	N(penalties) }, { test_siv_18_2_cavalry_die, N(cavalry_dice) },
	{ test_siv_15_0_may_1_substitutions, N(may_first) }))
