/*
 * test_cov_turn_march.c — the sequence of play, the victory points and
 * the march, in the cases no golden case reaches (issue 15, branch
 * coverage of lib/rules/turn_*.c, vp*.c, march*.c, move_*.c): each test
 * names the rule it checks, and its expected values are worked out from
 * the rule's text (or gcacw-file(5) for the victory vocabulary).
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "march.h"
#include "module.h"
#include "move.h"
#include "phase.h"
#include "restrict.h"
#include "scenario.h"
#include "turn.h"
#include "vp.h"
#include "vp_int.h"
#include "testvp.h"
#include "zoc.h"

#define UNITS	"units:\n" TG_INF("A", "csa", 5, "N1010") \
		TG_INF("B", "usa", 5, "N1212")

/* A scenario of `special` rules ("  - rule: ..." lines) and no VP. */
#define SCEN_SPECIAL(game, special)					\
	"scenario: 1\ngame: " game "\nname: test\ntitle: Test\n"	\
	"rule: TEST 1.0\nturns: {first: 1, last: 9}\n"			\
	"victory: {side: usa, items: [], levels: [{level: Draw}]}\n"	\
	"special:\n" special

/* One operation of gcacw-turn on g with these dice. */
static int
run(struct game *g, enum turn_op op, const int *dice, int ndice,
    struct turn_result *r)
{
	struct turn_orders	o = { .op = op };
	struct dice		d;
	int			st;

	memset(r, 0, sizeof(*r));
	r->winner = -1;
	dice_init(&d, g, dice, ndice, false, 0);
	st = turn_run(g, &d, &o, r);
	dice_free(&d);
	return st;
}

/* Does one of r's notes hold s? */
static bool
noted(const struct turn_result *r, const char *s)
{
	int i;

	for (i = 0; r->notes != NULL && i < r->notes->n; i++)
		if (strstr(r->notes->items[i]->str, s) != NULL)
			return true;
	return false;
}

/*
 * 4.2 and a scenario's "automatically wins the first initiative": the
 * restriction binds on its turns only (from 2 to 3 here), for `count`
 * initiatives of the turn, counted from this turn's log entries marked
 * first-initiative (another turn's, another operation's do not count).
 * One that names no side wins nobody an initiative.
 */
#define FIRST2	SCEN_SPECIAL("siv",					\
	"  - rule: TEST special rule 1\n    text: T\n    restrictions:\n"\
	"      - {kind: no-entrench}\n"					\
	"      - {kind: first-initiative, count: 5}\n"			\
	"      - {kind: first-initiative, side: usa, count: 2, "	\
	"turns: {from: 2, to: 3}}\n")
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
	int			 dice[2] = { c, u }, w;

	tg_scenario(g, scen);
	ck_assert_int_eq(run(g, TURN_INITIATIVE, dice, 2, &r), 0);
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
	    TG_CLEAR UNITS, SCEN_SPECIAL("siv", "  - rule: TEST special "
	    "rule 2\n    text: T\n    restrictions:\n"
	    "      - {kind: first-initiative, side: usa}\n"), 6, 1),
	    SIDE_USA);
}
END_TEST

/*
 * 4.2: "the initiative" held and unused (no `acted`: the side that
 * holds it has not taken its action, 4.3) refuses another roll, log or
 * no log; once `acted` says the action was taken, the next Initiative
 * Segment rolls, and clears it (4.1, issue 27).
 */
START_TEST(test_4_2_held_without_log)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 2\n"
				    "phase: action\ninitiative: usa\n" TG_CLEAR
				    UNITS);
	int			 dice[2] = { 2, 5 };

	ck_assert_int_eq(run(g, TURN_INITIATIVE, dice, 2, &r), 1);
	tg_has(tg_errors(&t), "has the initiative and has not used it");
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "turn: 2\nphase: action\ninitiative: usa\n"
	    "acted: true\nlog: []\n" TG_CLEAR UNITS);
	ck_assert_int_eq(run(g, TURN_INITIATIVE, dice, 2, &r), 0);
	ck_assert_int_eq(r.winner, SIDE_USA);
	ck_assert(!g->acted);
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
	int			 dice[4] = { 1, 1, 2, 3 };

	ck_assert_int_eq(run(g, TURN_INITIATIVE, dice, 4, &r), 0);
	ck_assert_int_eq(r.winner, SIDE_USA);
	ck_assert(!r.ended);
	ck_assert_ptr_null(node_get(r.entry, "termination"));
	ck_assert(noted(&r, "a tie, rolled again"));
	tg_done(&t);
}
END_TEST

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

	ck_assert_int_eq(run(g, TURN_END, NULL, 0, &r), 0);
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
 * SIV 13.1 special rule 2 read as a `withdrawal` restriction without a
 * side: either side's units withdraw from its hexes.  A cavalry unit's
 * withdrawal leaves no brigade question ("As long as at least one Union
 * infantry brigade remains" is about brigades); an infantry brigade's,
 * with the side's only other units a division, cavalry and an
 * eliminated brigade, leaves none and is refused.
 */
#define WITHDRAW_SCEN SCEN_SPECIAL("siv",				\
	"  - rule: TEST special rule 3\n    text: T\n    restrictions:\n"\
	"      - {kind: withdrawal, hexes: [N1010, N1011, N1012]}\n")
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
	struct dice		 d;
	struct game		*g;
	int			 st;

	g = tg_load_ok(t, TG_SIV "turn: 3\nphase: turn-indication\n"
	    TG_CLEAR WITHDRAW_UNITS);
	tg_scenario(g, WITHDRAW_SCEN);
	memset(r, 0, sizeof(*r));
	dice_init(&d, g, NULL, 0, false, 0);
	st = turn_run(g, &d, &o, r);
	dice_free(&d);
	return st;
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

	tg_scenario(g, "scenario: 1\ngame: siv\nname: test\ntitle: Test\n"
	    "rule: TEST 1.0\nturns: {first: 1, last: 9}\n"
	    "victory:\n  side: usa\n  levels: [{level: Draw}]\n  items:\n"
	    "    - {id: each, rule: R, text: T, vp: 1, when: turn-end, "
	    "count: {units: {units: {side: usa}, where: [{map: true}]}}}\n");
	ck_assert_int_eq(run(g, TURN_END, NULL, 0, &r), 1);
	tg_has(tg_errors(&t), "turn 3's per-turn VP are in ledger.vp "
	    "already");
	ck_assert_int_eq(g->turn, 3);
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
	int			 dice[2] = { 1, 2 };

	ck_assert_int_eq(run(g, TURN_RANDOM_EVENTS, dice, 2, &r), 0);
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

	ck_assert_int_eq(run(g, TURN_RANDOM_EVENTS, NULL, 0, &r), 0);
	ck_assert(!r.rolled);
	ck_assert_str_eq(r.result, "none");
	ck_assert(noted(&r, "the Standard rules print no Random Events "
	    "Table"));
	ck_assert_int_eq(g->phase, PH_LEADER_TRANSFER);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-turn --query: a marker in a box behind the turn is off the Turn
 * Track (12.0: removed "at the end of the turn corresponding to the box
 * it occupies"); an Activate Leader action not over names its leader.
 */
START_TEST(test_query_leader_and_old_marker)
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
	char		*buf;
	size_t		 len;
	FILE		*f = tg_memopen(&buf, &len);

	turn_query(g, f);
	tg_memclose(f, &buf);
	tg_has(buf, "minor rivers: off the Turn Track\n");
	tg_has(buf, "major rivers: unfordable through Turn 5\n");
	tg_has(buf, "next: the activation of Lee goes on: gcacw-march --unit "
	    "U (A)");
	free(buf);
	tg_done(&t);
}
END_TEST

/* A scenario's victory table of these items (each "    - {...}\n"). */
#define VP_SCEN(game, items)						\
	"scenario: 1\ngame: " game "\nname: test\ntitle: Test\n"	\
	"rule: TEST 1.0\nturns: {first: 1, last: 200}\n"		\
	"counties: {Clarke: {seat: N3336}, Frederick: {seat: N3340}}\n"	\
	"victory:\n  side: usa\n"					\
	"  levels: [{min: 10, level: Win}, {max: 9, level: Loss}]\n"	\
	"  items:\n" items
#define VP_ITEM(i, more)						\
	"    - {id: " i ", rule: R, text: T, " more "}\n"

/*
 * gcacw-file(5), victory: an item without `when` is scored at the end;
 * a `scale` gives the VP of the first entry whose bounds hold the count
 * (either bound open); ledger.vp entries of the table's side add, of the
 * other side subtract, of no side add; an entry of a per-turn item is
 * that item's, the others are summed apart; an entry without vp (or not
 * a mapping) is no VP.  The level is read from the total.
 */
START_TEST(test_vp_final_ledger_and_scale)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 5\n" TG_CLEAR
				    UNITS "ledger:\n  vp:\n"
				    "  - {turn: 2, why: a note, no vp}\n"
				    "  - a note by hand\n"
				    "  - {turn: 2, vp: [5], why: a list}\n"
				    "  - {vp: 1, why: R, item: each}\n"
				    "  - {turn: 2, side: usa, vp: 3, why: X}\n"
				    "  - {turn: 2, side: csa, vp: 1, why: Y}\n"
				    "  - {turn: 2, vp: 4, why: Z}\n"
				    "  - {turn: 4, side: usa, vp: 1, why: R, "
				    "item: each}\n"
				    "  - {turn: 5, side: usa, vp: 1, why: R, "
				    "item: each}\n");

#define SCALE	"scale: [{min: 3, vp: 5}, {max: 0, vp: -1}, " \
		"{min: 1, max: 2, vp: 2}]"
	tg_scenario(g, VP_SCEN("siv",
	    VP_ITEM("each", "vp: 1, when: turn-end, count: {units: {units: "
	    "{side: usa}, where: [{map: true}]}}")
	    VP_ITEM("plain", "vp: 2, count: {units: {units: {side: csa}, "
	    "where: [{map: true}]}}")
	    VP_ITEM("two", SCALE ", count: {units: {where: [{map: true}]}}")
	    VP_ITEM("none", SCALE ", count: {units: {units: {type: wagon}, "
	    "where: [{map: true}]}}")));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "plain")->vp, 2);	/* A: 1 x 2 */
	ck_assert_int_eq(vp_item(&r, "two")->vp, 2);	/* 2: 1..2 */
	ck_assert_int_eq(vp_item(&r, "none")->vp, -1);	/* 0: at most 0 */
	ck_assert_int_eq(vp_item(&r, "each")->vp, 3);	/* three entries */
	ck_assert_int_eq(vp_item(&r, "each")->ledger_n, 3);
	ck_assert_int_eq(r.ledger_vp, 3 - 1 + 4);
	ck_assert_int_eq(r.total, 2 + 2 - 1 + 3 + 6);
	ck_assert_str_eq(r.level, "Win");
	/* Turn 5's per-turn items are in the ledger. */
	ck_assert(!r.pending_turn);
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * SIV 27.1, 19.1 (Battle of Seven Pines): 4 VP each Withdrawal Segment
 * "unless the Confederate player has already withdrawn one Confederate
 * infantry brigade of manpower 4 or more.  (Note: The withdrawn brigade
 * may not be Branch or Mahone.)  If the Confederate player has no
 * brigade of manpower 4 or more, he may satisfy this requirement by
 * withdrawing the brigade with the highest manpower among all his
 * brigades on the map."  Strategic Track in box 6, a Major Union
 * victory; Turn 10's segment.  X (3) left this turn, Branch (6) too.
 */
#define PINES(ymp)							\
	TG_SIV "turn: 10\nstrategic: {box: 6, major_union_victory: true}\n"\
	TG_CLEAR "units:\n"						\
	"  X: {side: csa, type: infantry, size: brigade, manpower: 3, "	\
	"tactical: 1, artillery: 0, status: withdrawn, left: 10}\n"	\
	"  Branch: {side: csa, type: infantry, size: brigade, "		\
	"manpower: 6, tactical: 1, artillery: 0, status: withdrawn, "	\
	"left: 10}\n"							\
	TG_UNIT("Y", "csa", "infantry", ymp, "N1010", ", size: brigade") \
	TG_UNIT("Mahone", "csa", "infantry", 3, "N1011", ", size: brigade")\
	TG_UNIT("D", "csa", "infantry", 8, "N1012", ", size: division")	\
	TG_UNIT("C", "csa", "cavalry", 5, "N1013", ", size: brigade")	\
	TG_UNIT("U", "usa", "infantry", 9, "N1520", ", size: brigade")

static int
pines(int ymp)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;
	char			 yaml[2048];
	int			 n;

	snprintf(yaml, sizeof(yaml), PINES("%d"), ymp);
	g = tg_load_ok(&t, yaml);
	tg_scenario(g, VP_SCEN("siv", VP_ITEM("pines", "vp: 4, when: "
	    "segment, count: {rule: seven-pines}")));
	ck_assert_int_eq(vp_score(g, true, &r), 0);
	n = vp_item(&r, "pines")->count;
	ck_assert_int_eq(vp_item(&r, "pines")->vp, 4 * n);
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
	return n;
}

START_TEST(test_siv_19_1_seven_pines)
{
	/* Y of manpower 5 is on the map: X (3) does not satisfy it. */
	ck_assert_int_eq(pines(5), 1);
	/* Y of 2: X, the highest of the brigades (Branch excluded),
	 * does. */
	ck_assert_int_eq(pines(2), 0);
}
END_TEST

/*
 * SIV Union Commitment Table: "105 | 0"; 16.0: a count of the
 * Strategic Track box needs the box (missing data, exit 65).
 */
START_TEST(test_siv_20_0_and_16_0_tables)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	ck_assert_int_eq(vp_commitment_table(105), 0);
	ck_assert_int_eq(vp_commitment_table(100), 3);
	g = tg_load_ok(&t, TG_SIV "turn: 5\n" TG_CLEAR UNITS);
	tg_scenario(g, VP_SCEN("siv", VP_ITEM("box", "vp: 1, count: "
	    "{strategic: {min: 3}}")));
	ck_assert_int_eq(vp_score(g, false, &r), ST_DATA);
	tg_has(tg_errors(&t), "strategic.box: not given");
	vp_result_free(&r);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-file(5), "Count expressions": stations counts markers in any
 * state unless `state` names one; a modifier written before the count
 * is still a modifier; "Hex sets": county is the hex's county.  SIV
 * 22.1: the seat must hold Union infantry (cavalry in Clarke's seat,
 * and a Confederate unit in Frederick's, are not); 22.2: one
 * Confederate manpower is not 8.  A county the scenario gives no seat
 * is missing data, and so is a hex whose county a clause needs.
 */
START_TEST(test_vp_stations_counties_modifiers)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SIV "turn: 5\nmap:\n  terrain: clear\n"
	    "  hexes:\n    N3336: {county: Clarke}\n"
	    "    N3337: {county: Clarke}\n    N3338: woods\n"
	    "    N3340: {county: Frederick}\n"
	    "markers: {stations: {N1010: damaged, N1011: destroyed}}\n"
	    "units:\n"
	    TG_INF("A", "csa", 1, "N3340") TG_CAV("V", "usa", 3, "N3336")
	    TG_INF("B", "usa", 5, "N3337"));
	tg_scenario(g, VP_SCEN("siv",
	    VP_ITEM("all", "vp: 1, count: {stations: {hexes: [N1010, N1011, "
	    "N1012]}}")
	    VP_ITEM("any", "vp: 1, count: {stations: {hexes: [N1010, N1011], "
	    "state: any}}")
	    VP_ITEM("broken", "vp: 1, count: {stations: {hexes: [N1010, "
	    "N1011], state: destroyed}}")
	    VP_ITEM("capfirst", "vp: 1, count: {cap: 1, stations: {hexes: "
	    "[N1010, N1011]}}")
	    VP_ITEM("belowfirst", "vp: 1, count: {below: 2, stations: {hexes: "
	    "[N1010, N1011]}}")
	    VP_ITEM("divfirst", "vp: 1, count: {divide: 2, at_least: 1, "
	    "stations: {hexes: [N1010, N1011]}}")
	    VP_ITEM("clarke", "vp: 1, count: {units: {where: [{county: "
	    "Clarke}]}}")
	    VP_ITEM("held", "vp: 1, count: {counties: {side: usa, "
	    "counties: [Clarke, Frederick]}}")));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "all")->count, 2);
	ck_assert_int_eq(vp_item(&r, "any")->count, 2);
	ck_assert_int_eq(vp_item(&r, "broken")->count, 1);
	ck_assert_int_eq(vp_item(&r, "capfirst")->count, 1);
	ck_assert_int_eq(vp_item(&r, "belowfirst")->count, 0);	/* 2 */
	ck_assert_int_eq(vp_item(&r, "divfirst")->count, 1);	/* 1 */
	ck_assert_int_eq(vp_item(&r, "clarke")->count, 2);	/* V, B */
	ck_assert_int_eq(vp_item(&r, "held")->count, 0);
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);

	/* W's hex is on the map's list, without its county. */
	g = tg_load_ok(&t, TG_SIV "turn: 5\nmap:\n  terrain: clear\n"
	    "  hexes:\n    N2020: woods\nunits:\n"
	    TG_INF("W", "usa", 5, "N2020"));
	tg_scenario(g, VP_SCEN("siv", VP_ITEM("fred", "vp: 1, count: "
	    "{counties: {side: csa, counties: [Loudoun]}}")
	    VP_ITEM("clarke", "vp: 1, count: {units: {where: [{county: "
	    "Clarke}]}}")));
	ck_assert_int_eq(vp_score(g, false, &r), ST_DATA);
	tg_has(tg_errors(&t), "no control county seat for Loudoun");
	tg_has(tg_errors(&t), "map.hexes.N2020.county: not given");
	vp_result_free(&r);
	tg_done(&t);
}
END_TEST

/*
 * SJW 22.1's note, `unsurrounded: true`: a unit all six of whose
 * neighbours hold enemy infantry or lie in its ZOC is not counted.  U in
 * N1010 has Confederate infantry north (N1009) and south (N1011), whose
 * ZOC covers the four other neighbours; V in N1520 is free.
 */
START_TEST(test_sjw_22_1_surrounded)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SJW "turn: 5\n" TG_CLEAR "units:\n"
	    TG_INF("U", "usa", 3, "N1010") TG_INF("V", "usa", 3, "N1520")
	    TG_INF("N", "csa", 3, "N1009") TG_INF("S", "csa", 3, "N1011"));
	tg_scenario(g, VP_SCEN("sjw", VP_ITEM("free", "vp: 1, count: "
	    "{units: {units: {side: usa}, where: [{map: true}], "
	    "unsurrounded: true}}")));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "free")->count, 1);
	tg_has(vp_item(&r, "free")->how, "U surrounded (not counted)");
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * 12.0 River Fordability: the Rain Number is a number from the table; a
 * corrected cell that is not one ("2 or 3", "x") is missing data, and
 * nothing moves.  SIV's table: 3 is "Rain (Current +1)".
 */
static void
unreadable_rain(const char *cell)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			 yaml[1024];
	int			 dice[2] = { 1, 2 };

	snprintf(yaml, sizeof(yaml), TG_SIV "turn: 5\nphase: random-events\n"
	    "charts:\n  rain-minor: {current+1: {SIV: '%s'}}\n" TG_CLEAR
	    UNITS, cell);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(run(g, TURN_RANDOM_EVENTS, dice, 2, &r), ST_DATA);
	tg_has(tg_errors(&t), "12.0 River Fordability");
	ck_assert_int_eq(g->unfordable_minor, 0);
	tg_done(&t);
}

START_TEST(test_12_0_rain_number_unreadable)
{
	unreadable_rain("2 or 3");
	unreadable_rain("x");
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
	struct dice		 d;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 5\n"
				    "phase: random-events\n" TG_CLEAR UNITS);
	int			 dice[2] = { 1, 2 };

	memset(&r, 0, sizeof(r));
	dice_init(&d, g, dice, 2, false, 0);
	ck_assert_int_eq(turn_run(g, &d, &o, &r), 1);
	dice_free(&d);
	tg_has(tg_errors(&t), "--swamp-move A: A is not in a provisional "
	    "swamp hex without road, pike or RR (12.0 Provisional Swamps)");
	tg_done(&t);
}
END_TEST

/* A road from 1010 to 1011: 1 MP (6.2), no Terrain Chart cell. */
#define ROAD	TG_MAPS("    1010/1011: [road]\n")

/* A march of `unit` into `to` (or no step), --force or not. */
static int
march1(struct game *g, const char *unit, const char *to, bool force,
    struct march_result *r, int n, const int *dice)
{
	struct march_order	o;
	struct dice		d;
	int			st;

	memset(&o, 0, sizeof(o));
	o.op = MO_MARCH;
	o.unit = unit;
	o.reach_mp = -1;
	o.force = force;
	if (to != NULL) {
		o.path[o.npath++] = tg_hex(g, to);
		o.has_path = true;
	}
	dice_init(&d, g, dice, n, false, 0);
	st = march_resolve(g, &d, &o, r);
	dice_free(&d);
	return st;
}

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
	ck_assert_msg(march1(g, "U", "1011", false, &r, TG_DICE(4, 1)) == 0,
	    "%s", tg_errors(&t));
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
static void
xcell(const char *cell)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;
	char			 yaml[1024], want[128];

	snprintf(yaml, sizeof(yaml), TG_TURN1 ROAD "charts:\n  "
	    "extended-march: {'5': {organized: '%s'}}\nunits:\n"
	    TG_UNIT("A", "csa", "infantry", 6, "1010", ", fatigue: 2"), cell);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(march1(g, "A", "1011", false, &r, TG_DICE(4, 1)),
	    ST_DATA);
	snprintf(want, sizeof(want), "charts.extended-march.5.organized: "
	    "'%s' is not NE, D or a manpower loss", cell);
	tg_has(tg_errors(&t), want);
	tg_done(&t);
}

START_TEST(test_5_1_extended_march_cell_unreadable)
{
	xcell("x");
	xcell("-1");
	xcell("100");	/* no unit has manpower 100 to lose */
}
END_TEST

/*
 * SJW 18.0, Advanced Game: "in the turn of the Union Panic and the
 * next", Union units "may not conduct a forced march": on the turn
 * before it and two turns after, they may; SIV has no such rule.
 */
static int
panic_force(const char *game, int turn)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;
	char			 yaml[1024];
	int			 st;

	snprintf(yaml, sizeof(yaml), "gcacw: 1\ngame: %s\nturn: %d\n"
	    "advanced: true\n"
	    "union_panic: 3\n" TG_CLEAR "units:\n" TG_INF("U", "usa", 6,
	    "N1010"), game, turn);
	g = tg_load_ok(&t, yaml);
	st = march1(g, "U", NULL, true, &r, TG_DICE(4, 4, 4, 4));
	if (st == 0)
		ck_assert(r.force);
	tg_done(&t);
	return st;
}

START_TEST(test_sjw_18_0_force_march_around_the_panic)
{
	ck_assert_int_eq(panic_force("sjw", 2), 0);
	ck_assert_int_eq(panic_force("sjw", 3), ST_REFUSED);
	ck_assert_int_eq(panic_force("sjw", 4), ST_REFUSED);
	ck_assert_int_eq(panic_force("sjw", 5), 0);
	/* SIV has no Union Panic. */
	ck_assert_int_eq(panic_force("siv", 3), 0);
}
END_TEST

/*
 * 6.1: a march over hexes whose Terrain Chart cells nobody supplied
 * (the printed chart lacks them) stops with the missing-data error,
 * each cell named once with every step that needs it: clear at nine
 * steps, woods at one.
 */
START_TEST(test_6_1_missing_cells_named_once)
{
	static const char *const path[] = { "1011", "1012", "1013", "1014",
	    "1015", "1016", "1017", "1018", "1019", "1020" };
	struct tg		 t;
	struct march_result	 r;
	struct march_order	 o;
	struct dice		 d;
	struct game		*g;
	size_t			 i;

	g = tg_load_ok(&t, TG_TURN1 TG_MAPH("    '1015': woods\n") "units:\n"
	    TG_INF("A", "csa", 6, "1010"));
	memset(&o, 0, sizeof(o));
	o.op = MO_MARCH;
	o.unit = "A";
	o.reach_mp = -1;
	o.has_path = true;
	for (i = 0; i < sizeof(path) / sizeof(path[0]); i++)
		o.path[o.npath++] = tg_hex(g, path[i]);
	dice_init(&d, g, (int[]){ 6 }, 1, false, 0);
	ck_assert_int_eq(march_resolve(g, &d, &o, &r), ST_DATA);
	dice_free(&d);
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 2);
	tg_has(tg_errors(&t), "charts.terrain-mp.clear.normal:");
	tg_has(tg_errors(&t), "at step 1 (1011), step 2 (1012), step 3 "
	    "(1013), step 4 (1014), step 6 (1016), step 7 (1017), step 8 "
	    "(1018), step 9 (1019), step 10 (1020);");
	tg_has(tg_errors(&t), "charts.terrain-mp.woods.normal:");
	tg_has(tg_errors(&t), "the MP to enter woods (6.1) at step 5 (1015);");
	/* Nothing moved. */
	ck_assert_int_eq(tg_unit(g, "A")->hex, tg_hex(g, "1010"));
	tg_done(&t);
}
END_TEST

/*
 * 6.1: a hex the map gives no terrain (and no default) is the map's
 * missing data, named once per hex however often the path enters it
 * (1012 twice), beside the Terrain Chart's cells.
 */
START_TEST(test_6_1_hexes_without_terrain)
{
	static const char *const path[] = { "1011", "1012", "1013", "1012",
	    "1011" };
	struct tg		 t;
	struct march_result	 r;
	struct march_order	 o;
	struct dice		 d;
	struct game		*g;
	size_t			 i;

	g = tg_load_ok(&t, TG_TURN1 "map:\n  hexes:\n    '1010': clear\n"
	    "    '1011': clear\nunits:\n" TG_INF("A", "csa", 6, "1010"));
	memset(&o, 0, sizeof(o));
	o.op = MO_MARCH;
	o.unit = "A";
	o.reach_mp = -1;
	o.has_path = true;
	for (i = 0; i < sizeof(path) / sizeof(path[0]); i++)
		o.path[o.npath++] = tg_hex(g, path[i]);
	dice_init(&d, g, (int[]){ 6 }, 1, false, 0);
	ck_assert_int_eq(march_resolve(g, &d, &o, &r), ST_DATA);
	dice_free(&d);
	ck_assert_msg(tg_nlines(tg_errors(&t)) == 3, "%s", tg_errors(&t));
	/* Step 5 leaves 1012, of unknown terrain: nothing of it is ruled. */
	tg_has(tg_errors(&t), "at step 1 (1011);");
	tg_has(tg_errors(&t), "1012");
	tg_has(tg_errors(&t), "1013");
	tg_done(&t);
}
END_TEST

/*
 * gcacw-file(5), keep-away: "a unit in play of the side kept away
 * from": an eliminated Union unit keeps nobody away; U in 1016 does.
 */
START_TEST(test_keep_away_in_play_only)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
			    TG_INF("A", "csa", 6, "1010")
			    "  E: {side: usa, type: infantry, manpower: 3, "
			    "tactical: 1, artillery: 0, status: eliminated}\n"
			    TG_INF("U", "usa", 6, "1016")));

	tg_scenario(g, TG_SCEN("standard") "special:\n  - rule: TEST 2\n"
	    "    text: T\n    restrictions:\n"
	    "      - {kind: keep-away, side: csa, hexes: 3}\n");
	ck_assert_ptr_null(restrict_enter(g, tg_unit(g, "A"),
	    tg_hex(g, "1013")));
	ck_assert_ptr_nonnull(restrict_enter(g, tg_unit(g, "A"),
	    tg_hex(g, "1014")));
	tg_done(&t);
}
END_TEST

/*
 * 2.4: a unit's ZOC is the six hexes around it; at the map's corner
 * (0101) the hexes off the map are no one's, and the ones on it count.
 */
START_TEST(test_2_4_zoc_at_the_corner)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
			    TG_INF("A", "csa", 6, "0102")
			    TG_INF("U", "usa", 6, "1016")));

	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "0101")),
	    ZOC_NORMAL);
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, tg_hex(g, "0101")),
	    ZOC_NONE);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-turn --query: a March action not over names its unit (4.1: a
 * new Action Phase begins when the action is complete); --end-turn in
 * no phase refuses the same.
 */
START_TEST(test_query_and_end_turn_march_not_over)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 5\n" TG_CLEAR
				    UNITS "action: {kind: march, unit: A, "
				    "mp: 4, start: N1010, attacks: 0, "
				    "ended: false}\n");
	char			*buf;
	size_t			 len;
	FILE			*f = tg_memopen(&buf, &len);

	turn_query(g, f);
	tg_memclose(f, &buf);
	tg_has(buf, "next: A's march goes on (4 MP left): gcacw-march "
	    "--continue --path H,..., gcacw-combat --attacker A --target H "
	    "--attack TYPE, or gcacw-march --end (5.1, 6.1)\n");
	free(buf);
	ck_assert_int_eq(run(g, TURN_END, NULL, 0, &r), 1);
	tg_has(tg_errors(&t), "the action of A is not over");
	tg_done(&t);
}
END_TEST

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
	struct dice		 d;
	struct game		*g = tg_load_ok(&t, yaml);
	const char		*why;
	int			 mod;

	memset(&o, 0, sizeof(o));
	o.op = MO_CONTINUE;
	o.reach_mp = -1;
	o.has_destroy = true;
	ck_assert_int_eq(hexside_parse(&g->module->geo, "1012/1013",
	    &o.destroy, &why), 0);
	dice_init(&d, g, (int[]){ 3 }, 1, false, 0);
	ck_assert_msg(march_resolve(g, &d, &o, &r) == 0, "%s", tg_errors(&t));
	dice_free(&d);
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

/*
 * 6.1: a march's MP and the hex it began in belong to the unit marching
 * now: another unit, a march ended, or an Activate Leader action before
 * its first unit marches (5.2) gives a fresh start where the unit
 * stands, with no MP spent or left.  A march whose start the file does
 * not give began where the unit stands.
 */
static void
fresh(const char *action, const char *unit, bool marching)
{
	struct tg		 t;
	struct move_state	 st;
	struct game		*g;
	char			 yaml[1024];

	snprintf(yaml, sizeof(yaml), "%saction: %s\n", TG_GAME(TG_CLEAR,
	    TG_INF("A", "csa", 6, "1010") TG_INF("B", "csa", 6, "1012"))
	    "leaders:\n  Lee: {side: csa, rank: division, leads: Lee, "
	    "tactical: 3, command: 3, with: A}\n", action);
	g = tg_load_ok(&t, yaml);
	move_state_init(g, tg_unit(g, unit), &st);
	ck_assert_int_eq(st.at, tg_unit(g, unit)->hex);
	ck_assert_int_eq(st.start, tg_unit(g, unit)->hex);
	ck_assert_int_eq(st.mp, marching ? 8 : 0);
	ck_assert(!st.moved && !st.attacked);
	tg_done(&t);
}

START_TEST(test_6_1_fresh_march_state)
{
	fresh("{kind: march, unit: A, mp: 4, start: '1010', attacks: 0, "
	    "ended: false}", "B", false);
	fresh("{kind: march, unit: A, mp: 4, start: '1010', attacks: 0, "
	    "ended: true}", "A", false);
	fresh("{kind: activate-leader, leader: Lee, allowance: 4, "
	    "selected: [A, B], mp: 4, attacks: 0, ended: false}", "A", false);
	fresh("{kind: march, unit: A, mp: 4, attacks: 0, ended: false}", "A",
	    true);
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
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 3\n"
				    "phase: random-events\nmap:\n"
				    "  terrain: clear\n  hexes:\n"
				    "    N2021: provisional-swamp\n"
				    "    N2020: water\n    N2022: swamp\n"
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
	int			 dice[2] = { 1, 2 };

	ck_assert(hex_adjacent(tg_hex(g, "N2021"), tg_hex(g, "N1922")));
	ck_assert(hex_adjacent(tg_hex(g, "N2021"), tg_hex(g, "N1921")));
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N1922")),
	    ZOC_NONE);
	ck_assert_int_eq(run(g, TURN_RANDOM_EVENTS, dice, 2, &r), 0);
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
	ck_assert_int_eq(run(g, TURN_END, NULL, 0, &r), 0);
	ck_assert(!g->has_action);
	ck_assert_int_eq(g->turn, 5);
	tg_done(&t);

	g = tg_load_ok(&t, TG_SIV "turn: 4\nphase: turn-indication\n"
	    TG_CLEAR UNITS);
	tg_scenario(g, VP_SCEN("siv", VP_ITEM("box", "vp: 1, when: turn-end, "
	    "count: {strategic: {min: 3}}")));
	ck_assert_int_eq(run(g, TURN_END, NULL, 0, &r), ST_DATA);
	tg_has(tg_errors(&t), "strategic.box: not given");
	ck_assert_int_eq(g->turn, 4);
	tg_done(&t);
}
END_TEST

/*
 * 5.1 step 1: "a Union infantry or artillery unit ... one die; a
 * Confederate ... one die and adds 1": artillery rolls on the infantry
 * rows.  Movement Summary cells add and floor at 0 or more: a negative
 * number in one is no cell the rules can roll.
 */
START_TEST(test_5_1_artillery_row_and_negative_cells)
{
	struct unit	u = { .side = SIDE_USA, .type = U_ARTILLERY };
	int		n, plus, min;

	ck_assert_str_eq(march_allowance_row(&u), "usa-infantry");
	u.side = SIDE_CSA;
	ck_assert_str_eq(march_allowance_row(&u), "csa-infantry");
	ck_assert_int_eq(march_cell_dice("1D6+-1", &n, &plus, &min), -1);
	ck_assert_int_eq(march_cell_dice("1D6, minimum -1", &n, &plus, &min),
	    -1);
}
END_TEST

static Suite *
cov_turn_march_suite(void)
{
	Suite	*s = suite_create("cov_turn_march");
	TCase	*tc = tcase_create("turn");

	tcase_add_test(tc, test_4_2_first_initiative_turns_and_count);
	tcase_add_test(tc, test_4_2_held_without_log);
	tcase_add_test(tc, test_sjw_15_0_turn_2_ones_are_a_tie);
	tcase_add_test(tc, test_3_0_end_turn_without_scenario);
	tcase_add_test(tc, test_siv_13_1_withdrawal_either_side);
	tcase_add_test(tc, test_3_0_turn_vp_scored_once);
	tcase_add_test(tc, test_12_0_rain_extends_nothing);
	tcase_add_test(tc, test_12_0_standard_rolls_nothing);
	tcase_add_test(tc, test_query_leader_and_old_marker);
	tcase_add_test(tc, test_12_0_rain_number_unreadable);
	tcase_add_test(tc, test_12_0_swamp_move_not_in_a_swamp);
	tcase_add_test(tc, test_query_and_end_turn_march_not_over);
	tcase_add_test(tc, test_12_0_swamp_exit_chosen);
	tcase_add_test(tc, test_3_0_end_turn_action_ended_and_vp_data);
	suite_add_tcase(s, tc);
	tc = tcase_create("vp");
	tcase_add_test(tc, test_vp_final_ledger_and_scale);
	tcase_add_test(tc, test_siv_19_1_seven_pines);
	tcase_add_test(tc, test_siv_20_0_and_16_0_tables);
	tcase_add_test(tc, test_vp_stations_counties_modifiers);
	tcase_add_test(tc, test_sjw_22_1_surrounded);
	suite_add_tcase(s, tc);
	tc = tcase_create("march");
	tcase_add_test(tc, test_5_1_extended_march_union_modifiers);
	tcase_add_test(tc, test_5_1_extended_march_cell_unreadable);
	tcase_add_test(tc, test_sjw_18_0_force_march_around_the_panic);
	tcase_add_test(tc, test_6_1_missing_cells_named_once);
	tcase_add_test(tc, test_6_1_hexes_without_terrain);
	tcase_add_test(tc, test_keep_away_in_play_only);
	tcase_add_test(tc, test_2_4_zoc_at_the_corner);
	tcase_add_test(tc, test_10_2_stayed_in_the_hex_from_the_log);
	tcase_add_test(tc, test_6_1_fresh_march_state);
	tcase_add_test(tc, test_5_1_artillery_row_and_negative_cells);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_turn_march_suite)
