/*
 * test_explain_turn.c — gcacw-turn --explain (explain_turn.c) on
 * rulings built by hand: the segment or phase ruled with its rule, the
 * dice of its log entry, and the phase that comes next.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "testexplain.h"
#include "turn.h"

/*
 * gcacw-turn --explain in a game without `phase` (gcacw-file(5): "not
 * given: unrestricted"): no next phase is named; a log entry with no
 * dice (an empty list, or no list) says none; an operation without a
 * ruling (--query) says nothing.
 */
START_TEST(test_dsgn5_explain_turn_without_phase_or_dice)
{
	struct tg		 t, tn;
	struct game		*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012")));
	struct turn_result	 r;
	char			*s;

	memset(&r, 0, sizeof(r));
	r.op = TURN_INITIATIVE;
	r.turn = 1;
	r.winner = -1;
	r.entry = tg_read(&tn, "{op: initiative, turn: 1, dice: []}\n");
	ck_assert_ptr_nonnull(r.entry);
	s = turn_text(g, &r);
	ck_assert_str_eq(s, "Initiative Segment, Turn 1 (4.2):\n");
	free(s);
	tg_done(&tn);
	r.entry = tg_read(&tn, "{op: initiative, turn: 1, dice: {x: 1}}\n");
	s = turn_text(g, &r);
	ck_assert_str_eq(s, "Initiative Segment, Turn 1 (4.2):\n");
	free(s);
	r.op = TURN_END;
	r.entry = NULL;
	s = turn_text(g, &r);
	ck_assert_str_eq(s, "Turn Indication Phase, Turn 1 (3.0):\n");
	free(s);
	r.op = TURN_QUERY;
	s = turn_text(g, &r);
	ck_assert_str_eq(s, "");
	free(s);
	tg_done(&tn);
	tg_done(&t);
}
END_TEST

CHECK_TESTS(explain_turn)
