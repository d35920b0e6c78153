/*
 * test_explain_position.c — gcacw-check --explain (explain_position.c):
 * the position in words.  Each expected line is worked out from the rule
 * it cites (/work/shared/rules/siv-rulebook.txt) or from what the manual
 * says the tool prints (man/gcacw-file.5, man/gcacw-check.1), not copied
 * from the code.
 */
#include <stdio.h>
#include <stdlib.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "testexplain.h"

/* The position of the game yaml and phrases its explanation must hold
 * and must not. */
static void
explain_position(const char *yaml, const char *const has[],
    const char *const hasnt[])
{
	struct tg	 t;
	char		*s = position_text(tg_load_ok(&t, yaml));
	int		 i;

	for (i = 0; has[i] != NULL; i++)
		tg_has(s, has[i]);
	for (i = 0; hasnt[i] != NULL; i++)
		tg_hasnt(s, hasnt[i]);
	free(s);
	tg_done(&t);
}

/*
 * 12.0, gcacw-file(5) unfordable: "A marker in box N makes the rivers of
 * its kind unfordable through turn N."  On turn 3, markers in boxes 2
 * and 1 make nothing unfordable any more: the weather is only clear.
 */
START_TEST(test_12_0_explain_unfordable_past)
{
	static const char *const has[] = { "\nWeather: clear\n", NULL };
	static const char *const hasnt[] = { "unfordable", NULL };

	explain_position(TG_STD "turn: 3\nrain: false\n"
	    "unfordable: {minor: 2, major: 1}\n" TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1012"), has, hasnt);
}
END_TEST

/*
 * gcacw-check --explain: the units out of play listed with their status
 * (DESIGN.md section 4: a unit that left play has a status and no hex),
 * under one heading; the units in play counted without them.
 */
START_TEST(test_dsgn4_explain_units_out_of_play)
{
	static const char *const has[] = { "Units in play: 1\n",
		"Out of play:\n"
		"    Gone: usa infantry, eliminated\n"
		"    Left: csa cavalry, withdrawn\n", NULL };
	static const char *const hasnt[] = { NULL };

	explain_position(TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012")
	    "  Gone: {side: usa, type: infantry, manpower: 5, "
	    "status: eliminated}\n"
	    "  Left: {side: csa, type: cavalry, manpower: 1, "
	    "status: withdrawn}\n"), has, hasnt);
}
END_TEST

/*
 * gcacw-file(5) action and pending: an Activate Leader action before its
 * first unit marches is the leader's (5.2); 3 MP in halves is 1½; no
 * attack yet.  A pending entry lists its units "A, B and C" and the
 * fields the file gives, `optional: false` too; a cavalry-retreat entry
 * needs no field (7.7), and then none is listed.
 */
START_TEST(test_dsgn4_explain_action_and_pending)
{
	static const char *const has[] = {
		"Action in progress: activate-leader of Lee, 1\xc2\xbd MP "
		"left, 0 attacks made\n",
		"    1. advance of Brown, Smith and Jones (into 1112, "
		"optional false): resolve with gcacw-retreat --advance[=U,U], "
		"or --decline\n",
		"    2. cavalry-retreat: resolve with gcacw-retreat "
		"--cavalry U\n", NULL };
	static const char *const hasnt[] = { NULL };

	explain_position(TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012")
	    TG_INF("Smith", "csa", 5, "1012")
	    TG_INF("Jones", "csa", 5, "1012")
	    TG_CAV("Ashby", "usa", 1, "1112"))
	    "leaders:\n"
	    "  Lee: {side: csa, rank: army, command: 4, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Lee, mp: 1.5}\n"
	    "pending:\n"
	    "- {kind: advance, units: [Brown, Smith, Jones], into: '1112', "
	    "optional: false}\n"
	    "- {kind: cavalry-retreat}\n", has, hasnt);
}
END_TEST

CHECK_TESTS(explain_position)
