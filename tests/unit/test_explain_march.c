/*
 * test_explain_march.c — gcacw-march --explain and --query
 * (explain_march.c) on marches built by hand, as the rules would have
 * left them.  Each expected line is worked out from the rule it cites
 * (/work/shared/rules/siv-rulebook.txt), not copied from the code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "march.h"
#include "move.h"
#include "testexplain.h"

/* A march result of op, with no notes yet. */
static void
march_of(struct game *g, struct march_result *r, enum march_op op)
{
	memset(r, 0, sizeof(*r));
	r->notes = node_seq(&g->arena, S_BLOCK);
	r->op = op;
}

/*
 * 6.3: a leader transfer of one hex says "1 hex".  10.2: a unit whose
 * march is ended with --end dismantles its side's pontoon bridge: no MP.
 */
START_TEST(test_10_2_explain_pontoon_dismantled_bridge_destroyed)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, REDOUBT_GAME);
	struct march_result	 r;
	char			*s;

	march_of(g, &r, MO_TRANSFER);
	r.leader = tg_leader(g, "Jackson");
	r.transfer_from = "Hood";
	r.transfer_to = "Early";
	r.transfer_hexes = 1;
	s = march_text(g, &r);
	ck_assert_str_eq(s, "Leader Transfer Phase (3.0, 6.3): Jackson goes "
	    "from Hood to Early, 1 hex, not through enemy-occupied hexes.\n");
	free(s);

	march_of(g, &r, MO_END);
	r.unit = tg_unit(g, "Hood");
	r.from = tg_hex(g, "1012");
	r.stop = MS_ENDED;
	r.mp_before = r.mp_after = 4;
	r.dismantled = true;
	r.dismantled_at = hexside_make(tg_hex(g, "1012"), tg_hex(g, "1011"));
	s = march_text(g, &r);
	tg_has(s, "  It dismantles its side's pontoon bridge at 1011/1012: "
	    "the marker is removed, no MP (10.2).\n");
	tg_has(s, "MP: 2 before, 0 spent, 2 left.\n");
	tg_has(s, "The march of Hood is ended.\n");
	free(s);

	/*
	 * 10.2: "ends a march in either of the two hexes": --destroy
	 * without --end ends the march where it stands, then attempts.
	 */
	march_of(g, &r, MO_MARCH);
	r.unit = tg_unit(g, "Hood");
	r.from = tg_hex(g, "1012");
	r.rolled = true;
	r.allowance_cell = "1D6+1";
	r.allowance_row = "csa-infantry";
	r.allowance_dice.ndice = 1;
	r.allowance_dice.die[0] = 3;
	r.allowance = 4;
	r.mp_start = 4;
	r.mp_before = r.mp_after = 8;
	r.stop = MS_ENDED;
	r.destroy = true;
	r.destroy_at = hexside_make(tg_hex(g, "1012"), tg_hex(g, "1011"));
	r.destroy_die = 2;
	r.destroy_need = 3;
	r.destroyed = true;
	s = march_text(g, &r);
	tg_has(s, "Hood's Movement Allowance (5.1): 1D6+1 on the Movement "
	    "Summary (csa-infantry): die 3, +1 = 4 MP.\n");
	tg_has(s, "The march of Hood is ended where it stands (10.2).\n"
	    "It attempts to destroy the permanent bridge at 1011/1012 (10.2): "
	    "die 2 = 2, 3 or less needed: destroyed, a Destroyed marker on "
	    "the hexside.\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-march --query: a unit with nowhere to go reaches 1 hex, its own;
 * a neighbour no chart prices and no rule names is "a cost nobody
 * supplied" (DESIGN.md section 6), with no chart cell to point to.
 */
START_TEST(test_dsgn6_explain_reach_unpriced_neighbour)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, REDOUBT_GAME);
	struct march_result	 r;
	struct move_reach	 m;
	struct move_reach_hex	 h;
	struct move_unpriced	 u;
	char			*s;

	memset(&r, 0, sizeof(r));
	memset(&m, 0, sizeof(m));
	memset(&h, 0, sizeof(h));
	memset(&u, 0, sizeof(u));
	h.hex = tg_hex(g, "1012");
	h.prev = -1;
	h.mp_left = 4;
	u.hex = tg_hex(g, "1013");
	m.hexes = &h;
	m.n = 1;
	m.unpriced = &u;
	m.nunpriced = 1;
	r.unit = tg_unit(g, "Hood");
	r.from = h.hex;
	r.mp_before = 4;
	r.reach = &m;
	s = reach_text(g, &r);
	tg_has(s, "Hood from 1012 with 2 MP: 1 hex within reach (6.1, 6.2, "
	    "7.1)\n");
	tg_has(s, "\nnot priced: 1013: a cost nobody supplied\n(those cells");
	free(s);
	tg_done(&t);
}
END_TEST

CHECK_TESTS(explain_march)
