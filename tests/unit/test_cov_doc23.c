/*
 * test_cov_doc23.c — the refusals of a game file and of a scenario, the
 * turn's and the victory's rulings, and the words of --explain and
 * gcacw-show, in the cases no golden case reaches (issue 15, branch
 * coverage).  Each expected line is worked out from the rule it cites
 * (/work/shared/rules/siv-rulebook.txt) or from the message the loader
 * is documented to give (gcacw-file(5), DESIGN.md section 5: PROG:
 * FILE:LINE:COL: PATH: msg), not copied from the code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "games.h"
#include "march.h"
#include "scenario.h"
#include "show_int.h"
#include "turn.h"
#include "vp.h"

/* yaml is refused with exactly the one line want. */
static void
refused1(const char *yaml, const char *want)
{
	struct tg	 t;

	ck_assert_ptr_null(tg_load(&t, yaml));
	ck_assert_str_eq(tg_errors(&t), want);
	tg_done(&t);
}

/* A clear map of turn 1 and Brown, of Cheatham's division, in 4610. */
#define BASE								\
	TG_TURN1 TG_CLEAR "units:\n"					\
	"  Brown: {side: csa, type: infantry, hex: '4610', manpower: "	\
	"5, command: [Cheatham]}\n"

/*
 * DESIGN.md section 4: a unit in play has a hex, one out of play a
 * status and the turn it `left`.  An unknown status is the one error: it
 * says neither that the unit is in play (so `left` is not refused) nor
 * that it is out of play (so no hex is required).
 */
START_TEST(test_unit_status_unknown)
{
	static const char yaml[] = BASE
	    "  Gone: {side: csa, type: infantry, manpower: 5, status: lost, "
	    "left: 3}\n";

	refused1(yaml, tg_line(yaml, "status: |lost", "units.Gone.status",
	    "'lost' is not one of: eliminated, surrendered, withdrawn"));
}
END_TEST

/*
 * Issue 9, 6.3: a `leads` one slip away from a formation of the unit the
 * leader is with is a misspelling; of several at one slip, the first
 * listed is named.  Cheatham leads "Cheatham" (8 letters: a third of it
 * and one, 3 slips, at most); Brown is of Cheathxx (2 slips), Cheathan
 * and Cheathaz (1 slip each): Cheathan is the nearest, first.
 */
START_TEST(test_leads_hint_nearest)
{
	static const char yaml[] = TG_TURN1 TG_CLEAR "units:\n"
	    "  Brown: {side: csa, type: infantry, hex: '4610', manpower: "
	    "5, command: [Cheathxx, Cheathan, Cheathaz]}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, with: "
	    "Brown}\n";

	refused1(yaml, tg_line(yaml, "with: |Brown}", "leaders.Cheatham.with",
	    "Brown is not in Cheatham's command Cheatham; a leader stays "
	    "with a subordinate unit (6.3); did you mean leads: Cheathan?"));
}
END_TEST

/*
 * 6.3 and SIV 5.2 (Select Participants: "artillery units occupying the
 * same hex as the active leader ... even though the artillery units do
 * not belong to the leader's command"): a division leader may stand
 * with an artillery unit of another command; the same leader with an
 * infantry unit of that command is refused.
 */
START_TEST(test_leader_with_artillery)
{
	static const char guns[] = TG_TURN1 TG_CLEAR "units:\n"
	    "  Guns: {side: csa, type: artillery, hex: '4610', manpower: 1, "
	    "command: [Reserve]}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, with: "
	    "Guns}\n";
	static const char foot[] = TG_TURN1 TG_CLEAR "units:\n"
	    "  Guns: {side: csa, type: infantry, hex: '4610', manpower: 1, "
	    "command: [Reserve]}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, with: "
	    "Guns}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, guns);

	ck_assert_int_eq(tg_leader(g, "Cheatham")->with,
	    (int)(tg_unit(g, "Guns") - g->units));
	tg_done(&t);
	refused1(foot, tg_line(foot, "with: |Guns}", "leaders.Cheatham.with",
	    "Guns is not in Cheatham's command Cheatham; a leader stays "
	    "with a subordinate unit (6.3)"));
}
END_TEST

/* gcacw-file(5) leaders: status "as for units": an unknown one is the
 * leader's one error. */
START_TEST(test_leader_status_unknown)
{
	static const char yaml[] = BASE "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, status: lost, with: "
	    "Brown}\n";

	refused1(yaml, tg_line(yaml, "status: |lost", "leaders.Cheatham.status",
	    "'lost' is not one of: eliminated, surrendered, withdrawn"));
}
END_TEST

/*
 * gcacw-file(5) action: the cavalry that declined a retreat (7.7) are
 * hexes; an Activate Leader action (5.2) names a leader that exists,
 * selects a list of units, each once.
 */
START_TEST(test_action_values)
{
	static const char march[] = BASE
	    "action: {kind: march, unit: Brown, mp: 3, declined: ['46x0']}\n";
	static const char text[] = BASE
	    "action: {kind: activate-leader, leader: [1], mp: 3}\n";
	static const char nobody[] = BASE
	    "action: {kind: activate-leader, leader: Nobody, mp: 3}\n";
	static const char scalar[] = BASE "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, mp: 3, "
	    "selected: Brown}\n";
	static const char twice[] = BASE "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, mp: 3, "
	    "selected: [Brown, Brown]}\n";

	refused1(march, tg_line(march, "declined: [|'46x0'",
	    "action.declined[0]", "'46x0' is not a hex id: hex ids are four "
	    "digits, column then row: 4710, or N4710 after a sheet letter"));
	refused1(text, tg_line(text, "leader: |[1]", "action.leader",
	    "expected text, got a list"));
	refused1(nobody, tg_line(nobody, "leader: |Nobody", "action.leader",
	    "no leader is named 'Nobody'"));
	refused1(scalar, tg_line(scalar, "selected: |Brown", "action.selected",
	    "expected a list of units, got a scalar"));
	refused1(twice, tg_line(twice, "Brown, |Brown]", "action.selected[1]",
	    "listed twice"));
}
END_TEST

static Suite *
cov_doc23_suite(void)
{
	Suite	*s = suite_create("cov_doc23");
	TCase	*tc = tcase_create("load");

	tcase_add_test(tc, test_unit_status_unknown);
	tcase_add_test(tc, test_leads_hint_nearest);
	tcase_add_test(tc, test_leader_with_artillery);
	tcase_add_test(tc, test_leader_status_unknown);
	tcase_add_test(tc, test_action_values);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_doc23_suite)
