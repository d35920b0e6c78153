/*
 * test_turn.c — gcacw-turn, the sequence of play between the actions
 * (3.0, 4.1, 4.2, 12.0; SIV 12.0, 13.1; SJW 14.0, 15.0).  Its tables:
 * every entry of the SIV and SJW Random Events Tables, before and after
 * SIV's May 1 substitution, and of a corrected one; every entry of the
 * Minor and Major River Rain Number Tables and every spelling of a Rain
 * result; the SJW 15.0 termination die at each bound; the Initiative
 * Segment's ties.  Its phases: rain extending nothing, the Unfordable
 * markers placed and advanced, the units a beginning rain forces out of
 * a provisional swamp; the first initiative a scenario gives, the
 * initiative held; the Turn Indication Phase's withdrawals, per-turn VP
 * and markers; --query.  Each expected value is worked out from the
 * rule's text.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "games.h"
#include "phase.h"
#include "scenario.h"
#include "tables.h"
#include "testplay.h"
#include "turn.h"
#include "zoc.h"

#define UNITS	"units:\n" TG_INF("A", "csa", 5, "N1010") \
		TG_INF("B", "usa", 5, "N1212")

/* SIV Random Events Table, rows 2-12: as printed without the marks,
 * and as read on May 1 and later. */
static const char *const siv_before[] = {
	"Rain (Current +2)", "Rain (Current +1)", "No effect",
	"Rain (Current)", "Union Cavalry Reinforcement", "No effect",
	"Union Command Stagnation", "No effect", "Ashby",
	"Confederate Command Stagnation", "Rain (Current +2)",
};
static const char *const siv_after[] = {
	"Rain (Current +1)", "Rain (Current +1)", "Rain (Current)",
	"No effect", "Union Cavalry Reinforcement", "No effect",
	"Union Command Stagnation", "No effect", "Ashby",
	"Confederate Command Stagnation", "Rain (Current +2)",
};
static const char *const sjw_events[] = {
	"Rain (current+2)", "Rain (current+1)",
	"Reinforcement Advance (Union)", "Reinforcement Advance (Confederate)",
	"Reinforcement Delay (Union)", "Reinforcement Advance (Union)",
	"Command Paralysis (Union)", "Rain (current)",
	"Reinforcement Advance (Confederate)",
	"Reinforcement Delay (Confederate)", "Command Paralysis (Confederate)",
};
/* The rain of each: N of Rain (Current +N), or -1. */
static const int siv_before_rain[] = { 2, 1, -1, 0, -1, -1, -1, -1, -1,
	-1, 2 };
static const int siv_after_rain[] = { 1, 1, 0, -1, -1, -1, -1, -1, -1,
	-1, 2 };
static const int sjw_rain[] = { 2, 1, -1, -1, -1, -1, -1, 0, -1, -1, -1 };

/* The tables and the games that read them: the SIV Advanced Game before
 * May 1 (Turn 55) and from it (Turn 56); the SIV Basic Game outside
 * Scenarios 2 and 3, which reads the table as printed whatever the turn
 * (SIV 12.0); the SJW Advanced Game (SJW 14.0), whose cells have no
 * marks. */
static const struct events_table {
	const char		*name;
	const char		*yaml;
	const char *const	*results;	/* rows 2-12 */
	const int		*rain;		/* NULL: not asked */
	bool			 as_printed;	/* the cell is the result */
} events_tables[] = {
	{ "SIV before May 1", TG_SIV "turn: 55\nadvanced: true\n" TG_CLEAR
	    UNITS, siv_before, siv_before_rain, false },
	{ "SIV from May 1", TG_SIV "turn: 56\nadvanced: true\n" TG_CLEAR
	    UNITS, siv_after, siv_after_rain, false },
	{ "SIV Basic Game", TG_SIV "turn: 60\n" TG_CLEAR UNITS, siv_before,
	    NULL, false },
	{ "SJW", TG_SJW "turn: 5\nadvanced: true\n" TG_CLEAR UNITS,
	    sjw_events, sjw_rain, true },
};
#define NROLLS	11	/* 2 to 12 */
#define NEVENTS	((int)nitems(events_tables) * NROLLS)

START_TEST(test_12_0_random_events_tables)
{
	const struct events_table	*e = &events_tables[_i / NROLLS];
	int				 roll = 2 + _i % NROLLS;
	struct tg			 t;
	struct game			*g = tg_load_ok(&t, e->yaml);
	const char			*printed, *r;

	r = turn_random_result(g, roll, &printed);
	ck_assert_msg(r != NULL && strcmp(r, e->results[roll - 2]) == 0,
	    "%s, %d: %s", e->name, roll, r != NULL ? r : "(null)");
	if (e->rain != NULL)
		ck_assert_int_eq(turn_rain_kind(r), e->rain[roll - 2]);
	ck_assert_ptr_nonnull(printed);
	if (e->as_printed)
		ck_assert_str_eq(printed, e->results[roll - 2]);
	tg_done(&t);
}
END_TEST

START_TEST(test_12_0_standard_prints_no_random_events_table)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "units:\n"
			    TG_INF("A", "csa", 5, "1010"));
	const char	*printed;

	ck_assert_ptr_null(turn_random_result(g, 7, &printed));
	tg_done(&t);
}
END_TEST

/* 12.0 Minor and Major River Rain Number Tables, by row (Current to
 * Current +3) and column. */
static const int minor[4][3] = { { 1, 0, 0 }, { 2, 1, 1 }, { 4, 3, 2 },
	{ 6, -1, 3 } };
static const int major[4][3] = { { 1, 1, 1 }, { 3, 3, 2 }, { 6, 5, 3 },
	{ 9, -1, 4 } };

/* The SIV column, then the column of all the others (SJW's): "n/a",
 * SIV has no Rain (Current +3); asked, it is the missing-data error. */
START_TEST(test_12_0_rain_numbers)
{
	static const char *const games[] = {
		TG_SIV "turn: 3\n" TG_CLEAR UNITS,
		TG_SJW "turn: 3\n" TG_CLEAR UNITS,
	};
	int		 row = _i % 4, col = 1 + _i / 4;
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, games[col - 1]);

	ck_assert_int_eq(turn_rain_number(g, false, row), minor[row][col]);
	ck_assert_int_eq(turn_rain_number(g, true, row), major[row][col]);
	ck_assert_int_eq(t.d.status, minor[row][col] < 0 ? ST_DATA : 0);
	tg_done(&t);
}
END_TEST

/* OTR/AIO's column, which no game of gcacw reads yet, as printed. */
START_TEST(test_12_0_rain_numbers_otr_aio)
{
	static const char *const rows[] = { "current", "current+1",
	    "current+2", "current+3" };
	struct charts	none = { NULL, 0, 0 };
	char		n[8];

	snprintf(n, sizeof(n), "%d", minor[_i][0]);
	ck_assert_str_eq(chart_get(&none, &chart_rain_minor, rows[_i],
	    "OTR/AIO"), n);
	snprintf(n, sizeof(n), "%d", major[_i][0]);
	ck_assert_str_eq(chart_get(&none, &chart_rain_major, rows[_i],
	    "OTR/AIO"), n);
}
END_TEST

/*
 * 12.0, Minor and Major River Rain Number Tables: "Rain (Current)" and
 * "Rain (Current +1)" to "+3"; the SIV rulebook also prints
 * "Rain (Current+1)", and SJW's table "Rain (current+2)".  Any other
 * text is no Rain result: no Rain Number to look up.
 */
START_TEST(test_12_0_rain_spellings)
{
	static const struct {
		const char	*s;
		int		 n;
	} cases[] = {
		{ "Rain (Current)", 0 },
		{ "Rain (Current +1)", 1 },
		{ "Rain (Current+2)", 2 },
		{ "rain (current +3)", 3 },
		{ "RAIN (CURRENT  +  1)", 1 },	/* spaces either side */
		{ "Rain (Current +4)", -1 },	/* no such row */
		{ "Rain (Current +0)", -1 },
		{ "Rain (Current -1)", -1 },
		{ "Rain (Current +1", -1 },	/* unclosed */
		{ "Rain (Current +12)", -1 },
		{ "Rain (Currently)", -1 },
		{ "Rain", -1 },
		{ "No effect", -1 },
		{ "", -1 },
	};
	size_t i;

	for (i = 0; i < nitems(cases); i++)
		ck_assert_msg(turn_rain_kind(cases[i].s) == cases[i].n,
		    "'%s': %d, not %d", cases[i].s,
		    turn_rain_kind(cases[i].s), cases[i].n);
	ck_assert_int_eq(turn_rain_kind(NULL), -1);
}
END_TEST

/*
 * SIV 12.0: "On May 1 (Turn 56) and later, several results on the
 * Random Events Table are read as different results": a cell ending in
 * " *" reads "Rain (Current +1)" then, one ending in " \u2020" "Rain
 * (Current)", one ending in " \u00b0" "No effect"; before, the cell
 * without its mark.  A corrected table in the game file keeps the marks'
 * meaning; a mark alone is no mark (nothing before it).
 */
START_TEST(test_siv_12_0_corrected_marks)
{
	static const char yaml[] = TG_SIV "turn: 3\nadvanced: true\n"
	    "charts:\n  siv-random-events:\n"
	    "    \"2\": \"Ashby *\"\n"
	    "    \"3\": \"No effect \u2020\"\n"
	    "    \"4\": \"Rain (Current) \u00b0\"\n"
	    "    \"5\": \" *\"\n"
	    TG_CLEAR UNITS;
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	const char	*printed;

	/* Turn 3 of the Advanced Game, before May 1 (Turn 56). */
	ck_assert_str_eq(turn_random_result(g, 2, &printed), "Ashby");
	ck_assert_str_eq(printed, "Ashby *");
	ck_assert_str_eq(turn_random_result(g, 3, &printed), "No effect");
	ck_assert_str_eq(turn_random_result(g, 4, &printed),
	    "Rain (Current)");
	ck_assert_str_eq(turn_random_result(g, 5, &printed), " *");
	g->turn = 56;
	ck_assert_str_eq(turn_random_result(g, 2, &printed),
	    "Rain (Current +1)");
	ck_assert_str_eq(turn_random_result(g, 3, &printed),
	    "Rain (Current)");
	ck_assert_str_eq(turn_random_result(g, 4, &printed), "No effect");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* 12.0: placed at turn + N when off the track, advanced by N when on
 * it; a marker left behind in an earlier box is off the track. */
START_TEST(test_12_0_unfordable_markers_placed_and_advanced)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SIV "turn: 6\nunfordable: {minor: 2, major: "
	    "7}\n" TG_CLEAR UNITS);
	ck_assert_int_eq(turn_op(g, TURN_RANDOM_EVENTS, &r, TG_DICE(6, 6)),
	    0);
	ck_assert_int_eq(r.rain, 2);
	ck_assert_int_eq(g->unfordable_minor, 9);	/* 6 + 3 */
	ck_assert_int_eq(g->unfordable_major, 12);	/* 7 + 5 */
	ck_assert_int_eq(g->nrain_turns, 3);
	ck_assert(g->rain);
	tg_done(&t);
	g = tg_load_ok(&t, TG_SJW "turn: 4\nadvanced: true\n" TG_CLEAR UNITS);
	ck_assert_int_eq(turn_op(g, TURN_RANDOM_EVENTS, &r, TG_DICE(4, 5)),
	    0);
	ck_assert_int_eq(r.rain, 0);
	ck_assert_int_eq(g->unfordable_minor, 0);	/* 0: not placed */
	ck_assert_int_eq(g->unfordable_major, 5);
	tg_done(&t);
}
END_TEST

/*
 * 12.0 Rain: markers go "only in boxes that hold none": a Rain (Current
 * +1) result with Rain markers in this turn's and the next turn's boxes
 * adds none; rain that was falling does not begin, so no unit leaves a
 * provisional swamp.  SIV Random Events Table: 3 is "Rain (Current +1)".
 */
START_TEST(test_12_0_rain_extends_nothing)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 5\n"
				    "rain_turns: [5, 6]\nphase: random-events\n"
				    TG_CLEAR UNITS);

	ck_assert_int_eq(turn_op(g, TURN_RANDOM_EVENTS, &r, TG_DICE(1, 2)),
	    0);
	ck_assert_int_eq(r.rain, 1);
	ck_assert(r.applied && !r.rain_began);
	ck_assert_int_eq(g->nrain_turns, 2);
	ck_assert(noted(&r, "no Rain marker added"));
	tg_done(&t);
}
END_TEST

/*
 * 12.0: "Each GCACW game uses its original Random Events Table": the
 * Standard rules have none, so the phase rolls no dice.
 */
START_TEST(test_12_0_standard_rolls_nothing)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_STD "turn: 2\n"
				    "phase: random-events\n" TG_CLEAR
				    "units:\n" TG_INF("A", "csa", 5, "1010"));

	ck_assert_int_eq(turn_op(g, TURN_RANDOM_EVENTS, &r, 0, NULL), 0);
	ck_assert(!r.rolled);
	ck_assert_str_eq(r.result, "none");
	ck_assert(noted(&r, "the Standard rules print no Random Events "
	    "Table"));
	ck_assert_int_eq(g->phase, PH_LEADER_TRANSFER);
	tg_done(&t);
}
END_TEST

/*
 * 12.0 River Fordability: the Rain Number is a number from the table; a
 * corrected cell that is not one ("2 or 3", "x") is missing data, and
 * nothing moves.  SIV's table: 3 is "Rain (Current +1)".
 */
START_TEST(test_12_0_rain_number_unreadable)
{
	static const char *const cells[] = { "2 or 3", "x" };
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			 yaml[1024];
	size_t			 i;

	for (i = 0; i < nitems(cells); i++) {
		snprintf(yaml, sizeof(yaml), TG_SIV "turn: 5\n"
		    "phase: random-events\ncharts:\n  rain-minor: "
		    "{current+1: {SIV: '%s'}}\n" TG_CLEAR UNITS, cells[i]);
		g = tg_load_ok(&t, yaml);
		ck_assert_int_eq(turn_op(g, TURN_RANDOM_EVENTS, &r,
		    TG_DICE(1, 2)), ST_DATA);
		tg_has(tg_errors(&t), "12.0 River Fordability");
		ck_assert_int_eq(g->unfordable_minor, 0);
		tg_done(&t);
	}
}
END_TEST

/*
 * 12.0 Provisional Swamps: --swamp-move names a unit that rain forces
 * out of a provisional swamp; A, in a clear hex, is not one, even when
 * rain begins (SIV's 3, "Rain (Current +1)").
 */
START_TEST(test_12_0_swamp_move_not_in_a_swamp)
{
	static const struct turn_swamp_order sw[] = { { "A", "N1011" } };
	struct tg		 t;
	struct turn_result	 r;
	struct turn_orders	 o = { .op = TURN_RANDOM_EVENTS, .swamp = sw,
				    .nswamp = 1 };
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 5\n"
				    "phase: random-events\n" TG_CLEAR UNITS);

	ck_assert_int_eq(turn_orders_run(g, &o, &r, TG_DICE(1, 2)), 1);
	tg_has(tg_errors(&t), "--swamp-move A: A is not in a provisional "
	    "swamp hex without road, pike or RR (12.0 Provisional Swamps)");
	tg_done(&t);
}
END_TEST

/*
 * 12.0 Provisional Swamps: when rain begins, a unit in one "must move
 * to an adjacent, non-enemy occupied hex ... not into another swamp hex
 * or across a major/minor river hexside without a bridge or ferry", out
 * of enemy ZOC when it can.  Around Tyler in N2021: N2020 is water,
 * N2022 a swamp, N1921 holds the enemy, N1922 lies in its ZOC, the
 * bridge to N2121 is destroyed, the ferry to N2122 stands: N2122.  A
 * Flanks Refused marker in the swamp goes, one elsewhere stays; an
 * eliminated unit goes nowhere.  SIV's 3: "Rain (Current +1)".
 */
START_TEST(test_12_0_swamp_exit_chosen)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TP_SWAMP_GAME
				    "  hexsides:\n"
				    "    N2021/N2121: [minor-river, bridge]\n"
				    "    N2021/N2122: [minor-river, ferry]\n"
				    "markers: {destroyed: [N2021/N2121], "
				    "flanks_refused: [N2021, N1921]}\n"
				    "units:\n"
				    TG_UNIT("Tyler", "usa", "infantry", 3,
				    "N2021", ", fatigue: 1")
				    TG_INF("Burks", "csa", 5, "N1921")
				    "  E: {side: usa, type: infantry, "
				    "manpower: 3, tactical: 1, artillery: 0, "
				    "status: eliminated}\n");

	ck_assert(hex_adjacent(tg_hex(g, "N2021"), tg_hex(g, "N1922")));
	ck_assert(hex_adjacent(tg_hex(g, "N2021"), tg_hex(g, "N1921")));
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N1922")),
	    ZOC_NONE);
	ck_assert_int_eq(turn_op(g, TURN_RANDOM_EVENTS, &r, TG_DICE(1, 2)),
	    0);
	ck_assert(r.rain_began);
	ck_assert_int_eq(r.nswamps, 1);
	ck_assert_int_eq(r.swamps[0].to, tg_hex(g, "N2122"));
	ck_assert(!r.swamps[0].zoc);
	ck_assert_int_eq(tg_unit(g, "Tyler")->hex, tg_hex(g, "N2122"));
	ck_assert_int_eq(tg_unit(g, "Tyler")->fatigue, 2);
	ck_assert(tg_unit(g, "Tyler")->disorganized);
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_int_eq(g->markers.flanks_refused[0], tg_hex(g, "N1921"));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* ---- 4.2 the Initiative Segment ---- */

/* SJW 15.0: 1-2 ends the Action Cycle on Turns 3-11, 1-3 from 12. */
static const struct {
	int	turn, die;
	bool	ends;
} terms[] = {
	{ 3, 2, true }, { 3, 3, false }, { 11, 2, true }, { 11, 3, false },
	{ 12, 3, true }, { 12, 4, false }, { 20, 1, true }, { 20, 6, false },
};

START_TEST(test_sjw_15_0_termination_die)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			 yaml[512];

	snprintf(yaml, sizeof(yaml), TG_SJW "turn: %d\nadvanced: true\n"
	    TG_CLEAR UNITS, terms[_i].turn);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(turn_op(g, TURN_INITIATIVE, &r, TG_DICE(1, 1,
	    terms[_i].die)), 0);
	ck_assert(r.ended == terms[_i].ends);
	if (!terms[_i].ends)
		ck_assert_int_eq(r.winner, SIDE_CSA);
	tg_done(&t);
}
END_TEST

/*
 * SJW 15.0 begins "with Turn 3": matching 1s on Turn 2 of the Advanced
 * Game are a tie like any other, rolled again (4.2 names no winner of a
 * tie in SJW), with no termination die.
 */
START_TEST(test_sjw_15_0_turn_2_ones_are_a_tie)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SJW "turn: 2\n"
				    "advanced: true\nphase: action\n" TG_CLEAR
				    UNITS);

	ck_assert_int_eq(turn_op(g, TURN_INITIATIVE, &r, TG_DICE(1, 1, 2,
	    3)), 0);
	ck_assert_int_eq(r.winner, SIDE_USA);
	ck_assert(!r.ended);
	ck_assert_ptr_null(node_get(r.entry, "termination"));
	ck_assert(noted(&r, "a tie, rolled again"));
	tg_done(&t);
}
END_TEST

/* 4.2: the higher die wins; SIV's ties go to the Confederate player. */
START_TEST(test_4_2_higher_die_siv_ties_to_csa)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 3\n" TG_CLEAR
				    UNITS);
	int			 v[2] = { 1 + _i / 6, 1 + _i % 6 };

	ck_assert_int_eq(turn_op(g, TURN_INITIATIVE, &r, 2, v), 0);
	ck_assert_int_eq(r.winner, v[0] >= v[1] ? SIDE_CSA : SIDE_USA);
	ck_assert(g->has_initiative && (int)g->initiative == r.winner);
	tg_done(&t);
}
END_TEST

/*
 * 4.2 and a scenario's "automatically wins the first initiative": the
 * restriction binds on its turns only (from 2 to 3 here), for `count`
 * initiatives of the turn, counted from this turn's log entries marked
 * first-initiative (another turn's, another operation's do not count).
 * One that names no side wins nobody an initiative.
 */
#define FIRST2	TG_SCEN("siv") "special:\n"				\
	"  - rule: TEST special rule 1\n    text: T\n    restrictions:\n"\
	"      - {kind: no-entrench}\n"					\
	"      - {kind: first-initiative, count: 5}\n"			\
	"      - {kind: first-initiative, side: usa, count: 2, "	\
	"turns: {from: 2, to: 3}}\n"
#define FIRST_LOG(t)							\
	"log:\n- {op: march, turn: " t "}\n"				\
	"- {op: initiative, turn: 1, automatic: first-initiative}\n"	\
	"- {op: initiative, turn: [" t "], automatic: first-initiative}\n"\
	"- {op: initiative, turn: " t ", automatic: first-initiative}\n" \
	"- {op: initiative, automatic: first-initiative}\n"		\
	"- {op: random-events, turn: " t "}\n"

static int
first_winner(const char *yaml, const char *scen, int c, int u)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, yaml);
	int			 w;

	tg_scenario(g, scen);
	ck_assert_int_eq(turn_op(g, TURN_INITIATIVE, &r, TG_DICE(c, u)), 0);
	ck_assert_str_eq(tg_errors(&t), "");
	w = r.winner;
	/* An automatic win rolls no die and says so; a roll does not. */
	ck_assert((node_get(r.entry, "dice") == NULL) ==
	    noted(&r, "wins automatically"));
	tg_done(&t);
	return w;
}

START_TEST(test_4_2_first_initiative_turns_and_count)
{
	/* Turn 2: one given so far this turn, two to give: the Union's
	 * without dice, though the dice say 6 to 1. */
	ck_assert_int_eq(first_winner(TG_SIV "turn: 2\nphase: action\n"
	    TG_CLEAR UNITS FIRST_LOG("2"), FIRST2, 6, 1), SIDE_USA);
	/* Turn 3 with two given: rolled, 6 to 1 the Confederate. */
	ck_assert_int_eq(first_winner(TG_SIV "turn: 3\nphase: action\n"
	    TG_CLEAR UNITS FIRST_LOG("3")
	    "- {op: initiative, turn: 3, automatic: first-initiative}\n",
	    FIRST2, 6, 1), SIDE_CSA);
	/* Turn 1 is before the rule's turns, Turn 4 after. */
	ck_assert_int_eq(first_winner(TG_SIV "turn: 1\nphase: action\n"
	    TG_CLEAR UNITS, FIRST2, 6, 1), SIDE_CSA);
	ck_assert_int_eq(first_winner(TG_SIV "turn: 4\nphase: action\n"
	    TG_CLEAR UNITS, FIRST2, 6, 1), SIDE_CSA);
	/* Without turns or count: the first initiative of every turn. */
	ck_assert_int_eq(first_winner(TG_SIV "turn: 7\nphase: action\n"
	    TG_CLEAR UNITS, TG_SCEN("siv") "special:\n  - rule: TEST "
	    "special rule 2\n    text: T\n    restrictions:\n"
	    "      - {kind: first-initiative, side: usa}\n", 6, 1),
	    SIDE_USA);
}
END_TEST

/*
 * 4.2: "the initiative" held and unused (no `acted`: the side that
 * holds it has not taken its action, 4.3) refuses another roll, log or
 * no log; once `acted` says the action was taken, the next Initiative
 * Segment rolls, and clears it (4.1).
 */
START_TEST(test_4_2_held_without_log)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 2\n"
				    "phase: action\ninitiative: usa\n" TG_CLEAR
				    UNITS);

	ck_assert_int_eq(turn_op(g, TURN_INITIATIVE, &r, TG_DICE(2, 5)), 1);
	tg_has(tg_errors(&t), "has the initiative and has not used it");
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "turn: 2\nphase: action\ninitiative: usa\n"
	    "acted: true\nlog: []\n" TG_CLEAR UNITS);
	ck_assert_int_eq(turn_op(g, TURN_INITIATIVE, &r, TG_DICE(2, 5)), 0);
	ck_assert_int_eq(r.winner, SIDE_USA);
	ck_assert(!g->acted);
	tg_done(&t);
}
END_TEST

/* ---- 3.0 the Turn Indication Phase ---- */

/* A scenario of SIV, turns 1 to 9, whose victory table has one item
 * (its keys after id, rule and text). */
#define ONE_ITEM(id, item)						\
	"scenario: 1\ngame: siv\nname: test\ntitle: Test\n"		\
	"rule: TEST 1.0\nturns: {first: 1, last: 9}\n"			\
	"victory:\n  side: usa\n  levels: [{level: Draw}]\n  items:\n"	\
	"    - {id: " id ", rule: R, text: T, " item "}\n"

/*
 * 3.0 Turn Indication Phase without a scenario: no per-turn VP (they
 * are a scenario's), the turn advances; a Flanks Refused marker in an
 * occupied hex stays (7.8), and an Unfordable marker in a later box
 * stays on the Turn Track (12.0).
 */
START_TEST(test_3_0_end_turn_without_scenario)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 4\n"
				    "phase: turn-indication\n"
				    "unfordable: {minor: 6, major: 4}\n"
				    "markers: {flanks_refused: [N1010]}\n"
				    TG_CLEAR UNITS);

	ck_assert_int_eq(turn_op(g, TURN_END, &r, 0, NULL), 0);
	ck_assert(!r.scored && !r.over);
	ck_assert_int_eq(g->turn, 5);
	ck_assert_int_eq(g->phase, PH_RANDOM_EVENTS);
	ck_assert_int_eq(g->unfordable_minor, 6);
	ck_assert_int_eq(g->unfordable_major, 0);
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * 3.0 Turn Indication Phase, with no phase held: an action whose march
 * has ended is over with the turn; a per-turn VP item that needs data
 * the file lacks (SIV 16.0's Strategic Track box) stops it (exit 65)
 * before the turn advances.
 */
START_TEST(test_3_0_end_turn_action_ended_and_vp_data)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SIV "turn: 4\n" TG_CLEAR UNITS "action: {kind: "
	    "march, unit: A, mp: 0, start: N1010, attacks: 0, ended: true}\n");
	ck_assert(g->has_action);
	ck_assert_int_eq(turn_op(g, TURN_END, &r, 0, NULL), 0);
	ck_assert(!g->has_action);
	ck_assert_int_eq(g->turn, 5);
	tg_done(&t);

	g = tg_load_ok(&t, TG_SIV "turn: 4\nphase: turn-indication\n"
	    TG_CLEAR UNITS);
	tg_scenario(g, ONE_ITEM("box", "vp: 1, when: turn-end, count: "
	    "{strategic: {min: 3}}"));
	ck_assert_int_eq(turn_op(g, TURN_END, &r, 0, NULL), ST_DATA);
	tg_has(tg_errors(&t), "strategic.box: not given");
	ck_assert_int_eq(g->turn, 4);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-vp(1) --turn-end, run by the Turn Indication Phase: a turn's
 * per-turn items go into ledger.vp once; a ledger that holds this
 * turn's already is refused (DESIGN.md section 4), and nothing moves.
 */
START_TEST(test_3_0_turn_vp_scored_once)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 3\n"
				    "phase: turn-indication\n" TG_CLEAR UNITS
				    "ledger:\n  vp:\n  - a note by hand\n"
				    "  - {turn: 3, side: usa, vp: 2, why: X}\n"
				    "  - {turn: 2, side: usa, vp: 1, why: R, "
				    "item: each}\n"
				    "  - {side: usa, vp: 1, why: R, "
				    "item: each}\n"
				    "  - {turn: 3, side: usa, "
				    "vp: 1, why: R, item: each}\n");

	tg_scenario(g, ONE_ITEM("each", "vp: 1, when: turn-end, count: "
	    "{units: {units: {side: usa}, where: [{map: true}]}}"));
	ck_assert_int_eq(turn_op(g, TURN_END, &r, 0, NULL), 1);
	tg_has(tg_errors(&t), "turn 3's per-turn VP are in ledger.vp "
	    "already");
	ck_assert_int_eq(g->turn, 3);
	tg_done(&t);
}
END_TEST

/*
 * SIV 13.1 special rule 2 read as a `withdrawal` restriction without a
 * side: either side's units withdraw from its hexes.  A cavalry unit's
 * withdrawal leaves no brigade question ("As long as at least one Union
 * infantry brigade remains" is about brigades); an infantry brigade's,
 * with the side's only other units a division, cavalry and an
 * eliminated brigade, leaves none and is refused.
 */
#define WITHDRAW_SCEN TG_SCEN("siv") "special:\n"			\
	"  - rule: TEST special rule 3\n    text: T\n    restrictions:\n"\
	"      - {kind: withdrawal, hexes: [N1010, N1011, N1012]}\n"
#define WITHDRAW_UNITS							\
	"units:\n"							\
	TG_CAV("C", "csa", 2, "N1010")					\
	TG_UNIT("D", "csa", "infantry", 6, "N1011", ", size: division")	\
	TG_UNIT("E", "csa", "infantry", 3, "N1012", ", size: brigade")	\
	"  F: {side: csa, type: infantry, size: brigade, manpower: 2, "	\
	"tactical: 1, artillery: 0, status: eliminated}\n"		\
	TG_UNIT("U", "usa", "infantry", 3, "N1520", ", size: brigade")

static int
withdraw(struct tg *t, const char *unit, struct turn_result *r)
{
	const char		*names[1] = { unit };
	struct turn_orders	 o = { .op = TURN_END, .withdraw = names,
				    .nwithdraw = 1 };
	struct game		*g;

	g = tg_load_ok(t, TG_SIV "turn: 3\nphase: turn-indication\n"
	    TG_CLEAR WITHDRAW_UNITS);
	tg_scenario(g, WITHDRAW_SCEN);
	return turn_orders_run(g, &o, r, 0, NULL);
}

START_TEST(test_siv_13_1_withdrawal_either_side)
{
	struct tg		 t;
	struct turn_result	 r;

	ck_assert_int_eq(withdraw(&t, "C", &r), 0);
	ck_assert_int_eq(tg_unit(t.g, "C")->status, US_WITHDRAWN);
	ck_assert(noted(&r, "C withdraws from N1010 on Turn 3, manpower 2 "
	    "(TEST special rule 3)"));
	tg_done(&t);
	ck_assert_int_eq(withdraw(&t, "E", &r), 1);
	tg_has(tg_errors(&t), "no csa infantry brigade would remain on the "
	    "map");
	tg_done(&t);
}
END_TEST

/* ---- gcacw-turn --query ---- */

/* What --query prints; the caller frees it. */
static char *
query(struct game *g)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	turn_query(g, f);
	return tg_memclose(f, &buf);
}

/*
 * gcacw-turn --query (DESIGN.md section 5): a marker in a box behind
 * the turn is off the Turn Track (12.0: removed "at the end of the turn
 * corresponding to the box it occupies"); an Activate Leader action not
 * over names its leader.
 */
START_TEST(test_dsgn5_query_old_marker_and_activation)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_SIV "turn: 5\nphase: action\n"
			    "unfordable: {minor: 3, major: 5}\n" TG_CLEAR
			    "units:\n" TG_INF("A", "csa", 5, "N1010")
			    TG_INF("B", "usa", 5, "N1212")
			    "leaders:\n  Lee: {side: csa, rank: division, "
			    "leads: Lee, tactical: 3, command: 3, with: A}\n"
			    "action: {kind: activate-leader, leader: Lee, "
			    "allowance: 4, selected: [A], mp: 4, start: N1010, "
			    "attacks: 0, ended: false}\n");
	char		*buf = query(g);

	tg_has(buf, "minor rivers: off the Turn Track\n");
	tg_has(buf, "major rivers: unfordable through Turn 5\n");
	tg_has(buf, "next: the activation of Lee goes on: gcacw-march --unit "
	    "U (A)");
	free(buf);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-turn --query: a March action not over names its unit (4.1: a
 * new Action Phase begins when the action is complete); --end-turn in
 * no phase refuses the same.
 */
START_TEST(test_4_1_query_and_end_turn_march_not_over)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 5\n" TG_CLEAR
				    UNITS "action: {kind: march, unit: A, "
				    "mp: 4, start: N1010, attacks: 0, "
				    "ended: false}\n");
	char			*buf = query(g);

	tg_has(buf, "next: A's march goes on (4 MP left): gcacw-march "
	    "--continue --path H,..., gcacw-combat --attacker A --target H "
	    "--attack TYPE, or gcacw-march --end (5.1, 6.1)\n");
	free(buf);
	ck_assert_int_eq(turn_op(g, TURN_END, &r, 0, NULL), 1);
	tg_has(tg_errors(&t), "the action of A is not over");
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn, NULL, NULL, 0,
    CHECK_LOOPS({ test_12_0_random_events_tables, NEVENTS },
	{ test_12_0_rain_numbers, 2 * 4 },
	{ test_12_0_rain_numbers_otr_aio, 4 },
	{ test_sjw_15_0_termination_die, N(terms) },
	{ test_4_2_higher_die_siv_ties_to_csa, 36 }))
