/*
 * test_cov_explain3.c — what --explain, gcacw-show and gcacw-charts say
 * in the cases no golden case reaches (issue 15, branch coverage).  Each
 * expected line is worked out from the rule it cites
 * (/work/shared/rules/siv-rulebook.txt) or from what the manual says the
 * tool prints (man/gcacw-file.5, man/gcacw-check.1), not copied from the
 * code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "scenario.h"
#include "vp.h"

/* explain_game's text for g. */
static char *
position(struct game *g)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	explain_game(f, g);
	return tg_memclose(f, &buf);
}

/*
 * 12.0, gcacw-file(5) unfordable: "A marker in box N makes the rivers of
 * its kind unfordable through turn N."  On turn 3, markers in boxes 2
 * and 1 make nothing unfordable any more: the weather is only clear.
 */
START_TEST(test_unfordable_past)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "turn: 3\nrain: false\n"
	    "unfordable: {minor: 2, major: 1}\n" TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1012"));
	char		*s;

	s = position(g);
	tg_has(s, "\nWeather: clear\n");
	tg_hasnt(s, "unfordable");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-check --explain: the units out of play listed with their status
 * (DESIGN.md section 4: a unit that left play has a status and no hex),
 * under one heading; the units in play counted without them.
 */
START_TEST(test_out_of_play)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012")
	    "  Gone: {side: usa, type: infantry, manpower: 5, "
	    "status: eliminated}\n"
	    "  Left: {side: csa, type: cavalry, manpower: 1, "
	    "status: withdrawn}\n"));
	char		*s;

	s = position(g);
	tg_has(s, "Units in play: 1\n");
	tg_has(s, "Out of play:\n"
	    "    Gone: usa infantry, eliminated\n"
	    "    Left: csa cavalry, withdrawn\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-file(5) action and pending: an Activate Leader action before its
 * first unit marches is the leader's (5.2); 3 MP in halves is 1½; no
 * attack yet.  A pending entry lists its units "A, B and C" and the
 * fields the file gives, `optional: false` too; a cavalry-retreat entry
 * needs no field (7.7), and then none is listed.
 */
START_TEST(test_action_pending)
{
	static const char yaml[] = TG_GAME(TG_CLEAR,
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
	    "- {kind: cavalry-retreat}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	char		*s;

	s = position(g);
	tg_has(s, "Action in progress: activate-leader of Lee, 1\xc2\xbd MP "
	    "left, 0 attacks made\n");
	tg_has(s, "    1. advance of Brown, Smith and Jones (into 1112, "
	    "optional false): resolve with gcacw-retreat --advance[=U,U], or "
	    "--decline\n");
	tg_has(s, "    2. cavalry-retreat: resolve with gcacw-retreat "
	    "--cavalry U\n");
	free(s);
	tg_done(&t);
}
END_TEST

/* vp_explain's (json: vp_explain_json's) text for r. */
static char *
vp_words(struct game *g, const struct vp_result *r, bool json)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	if (json)
		vp_explain_json(f, g, r);
	else
		vp_explain(f, g, r);
	return tg_memclose(f, &buf);
}

/*
 * gcacw-vp(1), gcacw-file(5) ledger.vp: an item scored in each Strategic
 * Cycle (SIV 14.0: turns divisible by 5) is not due on Turn 4; its VP are
 * the ledger's entry for it (+3).  An entry of no item (VP the players
 * recorded by hand, of the table's side: +2) is summed apart: 5, the
 * level "99 or less".
 * On Turn 5 the item is due; --turn-end scores it (0 Confederate R
 * results: 0 VP), and a per-turn score has no level.
 */
START_TEST(test_vp_segment_ledger)
{
	static const char scen[] = "scenario: 1\ngame: standard\n"
	    "name: test\ntitle: Test\nrule: TEST 1.0\n"
	    "turns: {first: 1, last: 9}\n"
	    "victory:\n  side: usa\n"
	    "  levels: [{min: 100, level: Big}, {max: 99, level: Low}]\n"
	    "  items:\n"
	    "    - {id: seg, rule: R, text: T, vp: 1, when: segment, "
	    "count: {routs: {side: csa}}}\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD "turn: 4\n"
	    "rain: false\n" TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1012")
	    "ledger:\n  vp:\n"
	    "  - {turn: 2, side: usa, vp: 3, why: x, item: seg}\n"
	    "  - {turn: 3, side: usa, vp: 2, why: by hand}\n");
	struct vp_result	 r;
	char			*s;

	tg_scenario(g, scen);
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	s = vp_words(g, &r, false);
	ck_assert_str_eq(s, "Test (TEST 1.0), turn 4 (turns 1 to 9): Union "
	    "VP\n"
	    "     +3  seg (R), each Strategic Cycle (turns divisible by 5): 1 "
	    "entry in ledger.vp\n"
	    "     +2  ledger.vp: entries of no item of the table\n"
	    "Union VP: 5 -- Low (99 or less)\n");
	free(s);
	s = vp_words(g, &r, true);
	ck_assert_str_eq(s, "{\"scenario\":\"test\",\"game\":\"standard\","
	    "\"turn\":4,\"side\":\"usa\",\"turn_end\":false,\"vp\":5,"
	    "\"level\":\"Low\",\"ledger\":2,\"items\":[{\"id\":\"seg\","
	    "\"rule\":\"R\",\"count\":0,\"held\":false,\"vp\":3,"
	    "\"how\":\"\"}]}\n");
	free(s);
	vp_result_free(&r);

	g->turn = 5;
	ck_assert_int_eq(vp_score(g, true, &r), 0);
	s = vp_words(g, &r, true);
	ck_assert_str_eq(s, "{\"scenario\":\"test\",\"game\":\"standard\","
	    "\"turn\":5,\"side\":\"usa\",\"turn_end\":true,\"vp\":0,"
	    "\"level\":null,\"ledger\":0,\"items\":[{\"id\":\"seg\","
	    "\"rule\":\"R\",\"count\":0,\"held\":true,\"vp\":0,"
	    "\"how\":\"0 R results\"}]}\n");
	free(s);
	vp_result_free(&r);
	tg_done(&t);
}
END_TEST

static Suite *
cov_explain3_suite(void)
{
	Suite	*s = suite_create("cov_explain3");
	TCase	*tc = tcase_create("position");

	tcase_add_test(tc, test_unfordable_past);
	tcase_add_test(tc, test_out_of_play);
	tcase_add_test(tc, test_action_pending);
	suite_add_tcase(s, tc);
	tc = tcase_create("vp");
	tcase_add_test(tc, test_vp_segment_ledger);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_explain3_suite)
