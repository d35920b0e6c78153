/*
 * test_cov_explain3.c — what --explain, gcacw-show and gcacw-charts say
 * in the cases no golden case reaches (issue 15, branch coverage).  Each
 * expected line is worked out from the rule it cites
 * (/work/shared/rules/siv-rulebook.txt) or from what the manual says the
 * tool prints (man/gcacw-file.5, man/gcacw-check.1), not copied from the
 * code.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assault.h"
#include "check_main.h"
#include "combat.h"
#include "explain.h"
#include "fixture.h"
#include "games.h"
#include "march.h"
#include "move.h"
#include "recover_int.h"
#include "scenario.h"
#include "show_int.h"
#include "tables.h"
#include "turn.h"
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

/*
 * A combat and an assault ruled by hand, as the rules would have left
 * them: Hood (csa) in 1012 on Sykes (usa) in 1112, a hex holding a
 * printed Union redoubt with Buford's and Gregg's cavalry; Early and
 * Rodes with Hood.
 */
static const char cgame[] = TG_GAME(TG_MAPH(
    "    '1112': {terrain: clear, features: [redoubt], redoubt: usa}\n"),
    TG_INF("Hood", "csa", 7, "1012")
    TG_INF("Early", "csa", 5, "1012")
    TG_INF("Rodes", "csa", 4, "1012")
    TG_INF("Sykes", "usa", 6, "1112")
    TG_CAV("Buford", "usa", 2, "1112")
    TG_CAV("Gregg", "usa", 1, "1112"))
    "leaders:\n"
    "  Jackson: {side: csa, rank: corps, command: 3, tactical: 3, "
    "with: Hood}\n"
    "  Johnston: {side: csa, rank: army, command: 4, with: Early}\n";

static struct unit	*cdefs[1], *catt[3];
static quarters		 cdvals[1], cavals[3];
static const char	*cdmissing[1];
static struct share	 cdshare[1], cashare[3];

/* Hood's hasty attack, 7 against Sykes's 6 x1.5 = 9, rolled. */
static void
cbase(struct game *g, struct combat *c)
{
	memset(c, 0, sizeof(*c));
	memset(cdshare, 0, sizeof(cdshare));
	memset(cashare, 0, sizeof(cashare));
	cdefs[0] = tg_unit(g, "Sykes");
	cdvals[0] = 6 * 4;
	cdmissing[0] = NULL;
	c->attacker = tg_unit(g, "Hood");
	c->from = tg_hex(g, "1012");
	c->target = tg_hex(g, "1112");
	c->type = ATTACK_HASTY;
	c->standalone = true;
	c->defenders = cdefs;
	c->ndefenders = 1;
	c->defender_values = cdvals;
	c->defender_missing = cdmissing;
	c->attack_value = 7 * 4;
	c->defend_value = 9 * 4;
	c->defend_column_value = 6 * 4;
	c->defend_cap = 40;
	snprintf(c->ratio, sizeof(c->ratio), "1-2");
	c->attack_column = "7-11";
	c->defend_column = "7-11";
	c->die_attacker = 4;
	c->die_defender = 2;
	c->difference = 2;
	c->row = "+2";
	c->result_defender = "-";
	c->result_attacker = "-";
	c->defender_shares = cdshare;
	c->attacker_share = cashare;
	cdshare[0].unit = cdefs[0];
	cashare[0].unit = c->attacker;
	c->nattackers = 1;
}

static char *
cwords(struct game *g, const struct combat *c)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	combat_explain(g, c, f);
	return tg_memclose(f, &buf);
}

static char *
awords(struct game *g, const struct assault *as)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	assault_explain(g, as, f);
	return tg_memclose(f, &buf);
}

/*
 * 9.0: a unit with no entrenchment marker in a redoubt of its side
 * counts x1.5.  7.4: a hex covered (b, in the attacker's ZOC) whose
 * units are worth under a quarter of the defender is still covered by
 * its b, so it is not listed as "not covered".  7.5: a number result is
 * a loss; Demoralize (11.0) alone is said alone.  7.6: the march goes
 * on when the result did not end it.
 */
START_TEST(test_combat_redoubt)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, cgame);
	struct combat	 c;
	char		*s;

	cbase(g, &c);
	strcpy(c.flank.covered_why[0], "bq");
	c.flank.covered = 1;
	c.standalone = false;
	g->march.unit = "Hood";
	g->march.mp = 4;
	g->march.ended = false;
	c.mp_cost = 2;
	cdshare[0].demoralized = 1;
	c.result_defender = "-";
	s = cwords(g, &c);
	tg_has(s, " against defender Sykes 6 x1.5 (redoubt, 9.0); the "
	    "defender's total 9.\n");
	tg_has(s, "Flank attack (7.4): covered 1111 (bq); 1 covered: basic "
	    "bonus +0; final +0.\n");
	tg_hasnt(s, "not covered");
	tg_has(s, "  Sykes: Demoralize-1.\n  Hood: unaffected.\n");
	tg_hasnt(s, "march is over");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * Issue 9: the attacker's result missing from the chart once the dice
 * are rolled is named where the result would be; no attacker's shares
 * known: only the defender's effects are listed.
 */
START_TEST(test_combat_result_missing)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, cgame);
	struct combat	 c;
	char		*s;

	cbase(g, &c);
	c.result_attacker = NULL;
	c.result_missing[1] = "charts.combat-attacker.+2.7-11";
	c.stopped = true;
	c.nreported = 1;
	s = cwords(g, &c);
	tg_has(s, "defender, column 7-11: -; attacker, column 7-11: "
	    "charts.combat-attacker.+2.7-11.\nThe ruling stops here: a value "
	    "is missing (reported below); the dice are not kept, nothing is "
	    "applied and the file is not written.\n");
	free(s);

	cbase(g, &c);
	c.attacker_share = NULL;
	s = cwords(g, &c);
	tg_has(s, "Results, the defender's first (7.5):\n  Sykes: "
	    "unaffected.\n");
	tg_hasnt(s, "Hood: ");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * 7.6: a retreat of three units lists them "A, B and C", 2 to 4 hexes.
 */
START_TEST(test_combat_next_three)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Hood", "csa", 7, "1012")
	    TG_INF("Sykes", "usa", 6, "1112")
	    TG_INF("Reno", "usa", 4, "1112")
	    TG_INF("Banks", "usa", 3, "1112"))
	    "pending:\n"
	    "- {kind: retreat, units: [Sykes, Reno, Banks], from: '1112', "
	    "min: 2, max: 4, enemy: '1012'}\n");
	struct combat	 c;
	char		*s;

	cbase(g, &c);
	c.attacker = tg_unit(g, "Hood");
	cdefs[0] = tg_unit(g, "Sykes");
	cdshare[0].unit = cdefs[0];
	cashare[0].unit = c.attacker;
	s = cwords(g, &c);
	tg_has(s, "Next: the defender's retreat, Sykes, Reno and Banks from "
	    "1112, 2 to 4 hexes (7.6); gcacw-retreat rules on it.\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * An assault (5.3, 7.1) by Jackson with Hood, Early and Rodes: 7.2, an
 * attacker's Combat value not known is "?", and the total is not given.
 * 7.7 Step 4: two cavalry units retreat (plural), here 0 hexes: to
 * nowhere.  7.1 Step 6: Johnston's 4 less 1 is 3, and the three eligible
 * hexes asked for join, listed "A, B and C"; one hex asked for is "hex".
 */
static struct unit	*asel[3], *aemp[3], *cav[2];
static hex_t		 agh[3];

static void
abase(struct game *g, struct assault *as)
{
	memset(as, 0, sizeof(*as));
	cbase(g, &as->cb);
	as->leader = tg_leader(g, "Jackson");
	asel[0] = aemp[0] = catt[0] = tg_unit(g, "Hood");
	asel[1] = aemp[1] = catt[1] = tg_unit(g, "Early");
	asel[2] = aemp[2] = catt[2] = tg_unit(g, "Rodes");
	as->selected = asel;
	as->nselected = 3;
	as->employed = aemp;
	as->nemployed = 3;
	as->die = 1;
	as->modified = 1;
	as->number = 2;
	as->held = true;
	as->cb.leader = as->leader;
	as->cb.attackers = catt;
	as->cb.nattackers = 3;
	cavals[0] = 7 * 4;
	cavals[1] = -1;
	cavals[2] = 4 * 4;
	as->cb.attacker_values = cavals;
	as->cb.attack_missing = "charts.strength-markers.5";
	cashare[1].unit = catt[1];
	cashare[2].unit = catt[2];
}

START_TEST(test_assault_three)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, cgame);
	struct assault	 as;
	struct retreat	 cr;
	char		*s;

	abase(g, &as);
	memset(&cr, 0, sizeof(cr));
	cav[0] = tg_unit(g, "Buford");
	cav[1] = tg_unit(g, "Gregg");
	cr.units = cav;
	cr.nunits = 2;
	cr.die = 3;
	cr.modified = 3;
	as.cavalry = &cr;
	as.gleader = tg_leader(g, "Johnston");
	agh[0] = tg_hex(g, "1011");
	agh[1] = tg_hex(g, "1013");
	agh[2] = tg_hex(g, "1111");
	as.ghexes = agh;
	as.nghexes = 3;
	as.ngused = 3;
	as.gdie = 1;
	as.gmodified = 1;
	as.gnumber = 3;
	as.gjoined = true;
	as.gjoining = aemp;
	as.ngjoining = 3;
	s = awords(g, &as);
	tg_has(s, "Assault (5.3, 7.1): Jackson (Command value 3) assaults "
	    "1112 with Hood, Early and Rodes.\n");
	tg_has(s, "Step 4, cavalry retreat (7.7): Buford and Gregg (die 3, "
	    "modified 3; no Movement Allowance to cut in an assault) retreat "
	    "0 hexes to nowhere.\n");
	tg_has(s, "with 1011, 1013 and 1111 (of 3 eligible hexes asked "
	    "for).\n");
	tg_has(s, "Combat values (7.2): attacker Hood 7 + Early ? + Rodes 4 "
	    "against defender");
	free(s);

	/* One eligible hex: "hex". */
	as.cavalry = NULL;
	as.nghexes = 1;
	as.ngused = 1;
	s = awords(g, &as);
	tg_has(s, "with 1011 (of 1 eligible hex asked for).\n");
	free(s);
	tg_done(&t);
}
END_TEST

static char *
mwords(struct game *g, const struct march_result *r, bool reach)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	if (reach)
		march_explain_reach(f, g, r);
	else
		march_explain(g, r, f);
	return tg_memclose(f, &buf);
}

/*
 * 6.3: a leader transfer of one hex says "1 hex".  10.2: a unit whose
 * march is ended with --end dismantles its side's pontoon bridge: no MP.
 */
START_TEST(test_march_transfer_dismantle)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, cgame);
	struct march_result	 r;
	char			*s;

	memset(&r, 0, sizeof(r));
	r.notes = node_seq(&g->arena, S_BLOCK);
	r.op = MO_TRANSFER;
	r.leader = tg_leader(g, "Jackson");
	r.transfer_from = "Hood";
	r.transfer_to = "Early";
	r.transfer_hexes = 1;
	s = mwords(g, &r, false);
	ck_assert_str_eq(s, "Leader Transfer Phase (3.0, 6.3): Jackson goes "
	    "from Hood to Early, 1 hex, not through enemy-occupied hexes.\n");
	free(s);

	memset(&r, 0, sizeof(r));
	r.notes = node_seq(&g->arena, S_BLOCK);
	r.op = MO_END;
	r.unit = tg_unit(g, "Hood");
	r.from = tg_hex(g, "1012");
	r.stop = MS_ENDED;
	r.mp_before = r.mp_after = 4;
	r.dismantled = true;
	r.dismantled_at = hexside_make(tg_hex(g, "1012"), tg_hex(g, "1011"));
	s = mwords(g, &r, false);
	tg_has(s, "  It dismantles its side's pontoon bridge at 1011/1012: "
	    "the marker is removed, no MP (10.2).\n");
	tg_has(s, "MP: 2 before, 0 spent, 2 left.\n");
	tg_has(s, "The march of Hood is ended.\n");
	free(s);

	/*
	 * 10.2: "ends a march in either of the two hexes": --destroy
	 * without --end ends the march where it stands, then attempts.
	 */
	memset(&r, 0, sizeof(r));
	r.notes = node_seq(&g->arena, S_BLOCK);
	r.op = MO_MARCH;
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
	s = mwords(g, &r, false);
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
 * supplied", with no chart cell to point to.
 */
START_TEST(test_march_reach_one)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, cgame);
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
	s = mwords(g, &r, true);
	tg_has(s, "Hood from 1012 with 2 MP: 1 hex within reach (6.1, 6.2, "
	    "7.1)\n");
	tg_has(s, "\nnot priced: 1013: a cost nobody supplied\n(those cells");
	free(s);
	tg_done(&t);
}
END_TEST

/* The line of s that starts with start; static storage. */
static const char *
line_of(const char *s, const char *start)
{
	static char	 line[512];
	const char	*p = s, *e;

	while (strncmp(p, start, strlen(start)) != 0) {
		ck_assert_ptr_nonnull(p = strchr(p, '\n'));
		p++;
	}
	e = strchr(p, '\n');
	snprintf(line, sizeof(line), "%.*s", (int)(e != NULL ? e - p :
	    (long)strlen(p)), p);
	return line;
}

/* gcacw-charts' text: --list (c NULL) or --show c. */
static char *
charts_words(const struct charts_view *v, const struct chart *c)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	if (c == NULL)
		explain_charts_list(f, v);
	else
		explain_charts_show(f, v, c);
	return tg_memclose(f, &buf);
}

/* An override's source named by nobody (the origin callback knows it
 * not). */
static const char *
no_origin(void *arg, const char *source)
{
	(void)arg;
	(void)source;
	return NULL;
}

/*
 * 7.7's Cavalry Retreat Die Roll Modifiers: "+2 Large Force (Confederate
 * player in Stonewall in the Valley only)": printed empty in the standard
 * column, the modifier does not apply; "+2 Very Large Force" printed.
 * Overrides of both (gcacw-charts(1) --show): the one from the game
 * file, the other from a file named as given, each with what was built
 * in; --list counts the cells supplied, a cell given twice once.
 */
START_TEST(test_charts_overrides)
{
	struct arena		a;
	struct charts		ov;
	struct charts_view	v;
	struct pos		nowhere = { 0, 0 };
	char			*s;

	memset(&a, 0, sizeof(a));
	memset(&ov, 0, sizeof(ov));
	memset(&v, 0, sizeof(v));
	charts_set(&a, &ov, &chart_cavalry_retreat, "large-force", "standard",
	    "+5", "old.yaml", nowhere);
	charts_set(&a, &ov, &chart_cavalry_retreat, "large-force", "standard",
	    "+1", NULL, nowhere);
	charts_set(&a, &ov, &chart_cavalry_retreat, "very-large-force",
	    "standard", "+3", "mine.yaml", nowhere);
	v.ov = &ov;
	v.origin = no_origin;
	s = charts_words(&v, &chart_cavalry_retreat);
	/* In the order they were given; of a cell given twice, the last
	 * (charts.h: "the last one given winning"). */
	tg_hasnt(s, "+5");
	tg_has(s, "\nOverrides in force:\n"
	    "  large-force.standard: +1, from the game file; built in: "
	    "printed empty\n"
	    "  very-large-force.standard: +3, from mine.yaml; built in: +2\n");
	free(s);
	s = charts_words(&v, NULL);
	/* 8 modifiers in 2 columns, all printed (one printed empty). */
	tg_has(line_of(s, "cavalry-retreat "), " 16 cells, 2 supplied ");
	tg_hasnt(line_of(s, "combat-defender "), "supplied");
	free(s);
	arena_free(&a);
}
END_TEST

/*
 * A table whose notes end in blanks ends its last line with the last
 * word; a table without notes has no "Notes:".
 */
START_TEST(test_charts_notes)
{
	static const char *const rows[] = { "a" }, *const cells[] = { "1" };
	struct chart		c = { .name = "t", .title = "T", .rule = "1.0",
	    .game = "standard", .nrows = 1, .rows = rows, .cells = cells,
	    .notes = "Two words.   " };
	struct charts_view	v;
	char			*s;

	memset(&v, 0, sizeof(v));
	s = charts_words(&v, &c);
	ck_assert_str_eq(s, "t: T\ngame standard; rule 1.0\n\na  1\n\n"
	    "Notes:\n  Two words.\n");
	free(s);
	c.notes = NULL;
	s = charts_words(&v, &c);
	ck_assert_str_eq(s, "t: T\ngame standard; rule 1.0\n\na  1\n");
	free(s);
}
END_TEST

/*
 * 7.5's Combat Chart rows are die roll differences, open to further rows
 * (gcacw-charts(1): an override may add rows): a row "-9" goes in its
 * place, before the printed "-8".  A table of another game than the one
 * given is named so; without any override source (no --charts, no
 * $GCACW_CHARTS), --list names no cell supplied and --missing the rows
 * a game needs of the Strength marker list, unknown without a game.
 */
START_TEST(test_charts_rows_games)
{
	struct arena		a;
	struct charts		ov;
	struct charts_view	v;
	struct pos		p = { 3, 5 };
	char			*s, *buf;
	size_t			 len;
	FILE			*f;

	memset(&a, 0, sizeof(a));
	memset(&ov, 0, sizeof(ov));
	memset(&v, 0, sizeof(v));
	charts_set(&a, &ov, &chart_combat_defender, "-9", "7-11", "-",
	    "over.yaml", p);
	v.ov = &ov;
	s = charts_words(&v, &chart_combat_defender);
	ck_assert_ptr_nonnull(strstr(s, "\n-9 "));
	ck_assert_ptr_nonnull(strstr(s, "\n-8 "));
	ck_assert(strstr(s, "\n-9 ") < strstr(s, "\n-8 "));
	tg_has(s, "  -9.7-11: -, from over.yaml, line 3; not printed\n");
	free(s);

	v.ov = NULL;
	v.module = module_find("siv");
	ck_assert_ptr_nonnull(v.module);
	s = charts_words(&v, &chart_sjw_terrain_mp);
	tg_has(s, "game sjw; rule ");
	tg_has(s, "\n(a table of sjw, not of this game's)\n");
	free(s);
	s = charts_words(&v, NULL);
	tg_hasnt(s, "supplied");
	tg_hasnt(s, "sjw-terrain-mp");
	free(s);
	f = tg_memopen(&buf, &len);
	explain_charts_missing(f, &v);
	s = tg_memclose(f, &buf);
	tg_has(s, "charts.strength-markers.MANPOWER\n");
	free(s);
	arena_free(&a);
}
END_TEST

/*
 * gcacw-show(1): the picture of g with log entries 1 to n drawn, as a
 * string; its status.
 */
static char *
picture(struct game *g, int n, int *st)
{
	static const int	 all[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	struct show_opts	 o;
	struct outbuf		 out;
	char			*s;

	memset(&o, 0, sizeof(o));
	memset(&out, 0, sizeof(out));
	o.entries = all;
	o.nentries = n;
	*st = show_svg(&out, g, &o);
	s = xmalloc(out.len + 1);
	if (out.len > 0)
		memcpy(s, out.data, out.len);
	s[out.len] = '\0';
	outbuf_free(&out);
	return s;
}

/*
 * gcacw-show(1): log entries without the keys the rules write are drawn
 * as far as they go, "?" for a value not there (the legend's words are
 * gcacw-show(1)'s); the map as gcacw-file(5) gives it: a hex listed
 * with a name and no terrain is of the map's terrain, an all-water
 * hexside and a bluff inside its high hex (2.3) are keyed; the rivers
 * unfordable (12.0) in the title; a unit out of supply is marked "OoS";
 * a name too long for its counter is cut before a whole character.
 */
START_TEST(test_show_entries_map)
{
	static const char yaml[] = TG_TURN1
	    "unfordable: {minor: 2}\n"
	    "map:\n  terrain: clear\n  hexes:\n    '1012': {name: Ford}\n"
	    "  hexsides:\n    1012/1013: [water]\n"
	    "    1110/1111: {features: [bluff], high: '1110'}\n"
	    "units:\n"
	    TG_UNIT("Brown", "csa", "infantry", 5, "1012", ", supply: out")
	    TG_INF("Abcdefghi\xc3\xa9xyz", "usa", 4, "1013")
	    "log:\n"
	    "- {op: combat, target: '1013'}\n"
	    "- {op: retreat, units: [Smith], from: '1013'}\n"
	    "- {op: march, unit: Brown, from: '1012'}\n"
	    "- {op: assault, leader: Lee, from: '1012', target: '1013'}\n"
	    "- {op: assault, target: x99, units: Brown}\n"
	    "- {op: retreat, path: ['1014', zz], steps: {a: 1}}\n"
	    "- {op: combat, target: '1013', modifiers: x, result: DR}\n"
	    "- {op: march, path: x}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	char		*s;
	int		 st;

	s = picture(g, 8, &st);
	ck_assert_int_eq(st, 0);
	tg_has(s, " \xc2\xb7 turn 1 \xc2\xb7 no rain \xc2\xb7 rivers "
	    "unfordable</text>");
	/* No hex lacks a terrain (map.terrain), but the unlisted ones
	 * take it: drawn as assumed (issue 28). */
	tg_hasnt(s, ">terrain not given</text>");
	tg_has(s, ">terrain not given: map.terrain's clear assumed</text>");
	tg_has(s, ">all-water hexside</text>");
	tg_has(s, ">bluff, drawn inside its high hex</text>");
	tg_has(s, ">OoS</text>");
	tg_has(s, ">Abcdefghi\xe2\x80\xa6</text>");
	tg_has(s, ">Log entry 1: combat, turn ?</text>");
	tg_has(s, ">? attacks 1013 from ?: ? attack, </text>");
	/* Nothing else of entry 1 (nor of 7, whose modifiers are no
	 * list): the first dice line is entry 7's. */
	tg_hasnt(s, "flank (7.4)");
	tg_hasnt(s, ">modifiers:<");
	ck_assert_ptr_nonnull(strstr(s, ">Log entry 7:"));
	ck_assert(strstr(s, ">dice ") > strstr(s, ">Log entry 7:"));
	tg_has(s, ">retreat of Smith from 1013 (7.6)</text>");
	tg_has(s, ">march of Brown from 1012: MP ?, spent ?, left ?</text>");
	tg_has(s, ">assault by Lee from 1012 on 1013 with </text>");
	tg_has(s, ">assault by ? from ? on x99 with Brown</text>");
	tg_has(s, ">retreat of  from ? (7.6)</text>");
	tg_hasnt(s, ": chart ");
	/* A result and no dice; modifiers that are no list. */
	tg_has(s, ">Log entry 7: combat, turn ?</text>");
	tg_has(s, ">dice ; difference -; result DR</text>");
	tg_has(s, ">march of ? from ?: MP ?, spent ?, left ?</text>");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-show(1) --around 1012 --radius 1: the flank ring of a combat on
 * 1013 is drawn in the neighbours of 1013 that are in the picture, and
 * not in the others; the title names the scenario, the major rivers
 * unfordable (12.0) and the area.
 */
START_TEST(test_show_around_flank)
{
	static const char yaml[] = TG_TURN1
	    "unfordable: {major: 3}\n" TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1012")
	    TG_INF("Smith", "usa", 4, "1013")
	    "log:\n"
	    "- {op: combat, attacker: Brown, from: '1012', target: '1013', "
	    "attack: hasty, flank: {covered: 1, basic: 0, final: 0, "
	    "hexes: {'N': a, S: q}}}\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, yaml);
	struct show_opts	 o;
	struct outbuf		 out;
	char			*s;

	memset(&o, 0, sizeof(o));
	memset(&out, 0, sizeof(out));
	o.around = true;
	o.centre = tg_hex(g, "1012");
	o.radius = 1;
	g->scenario = "test";
	ck_assert_int_eq(show_svg(&out, g, &o), 0);
	s = xmalloc(out.len + 1);
	memcpy(s, out.data, out.len);
	s[out.len] = '\0';
	outbuf_free(&out);
	tg_has(s, ">standard \xc2\xb7 test \xc2\xb7 turn 1 \xc2\xb7 no "
	    "rain \xc2\xb7 rivers unfordable \xc2\xb7 1 hexes around "
	    "1012</text>");
	/* N of 1013 is 1012, in the picture: covered (a); S of 1013, 1014,
	 * is not: no grey "q" disc. */
	tg_has(s, "fill=\"#ffffff\">a</text>");
	tg_hasnt(s, ">q</text>");
	tg_has(s, ">flank (7.4): 1 covered, basic 0, final 0</text>");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-show(1) DIAGNOSTICS: an --entry beyond the log is a usage error
 * (64) that says how many entries the log holds.
 */
START_TEST(test_show_entry_beyond)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012"))
	    "log:\n- {op: supply}\n");
	char		*s;
	int		 st;

	s = picture(g, 2, &st);
	ck_assert_int_eq(st, 64);
	ck_assert_str_eq(s, "");
	ck_assert_str_eq(tg_errors(&t), "gcacw-check: --entry 2: the log "
	    "holds 1 entry\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * The picture's own printf and escapes (issue 14): a character of the
 * U+FFxx block other than the two XML forbids goes out as it is; a
 * precision neither 0 nor 1 is snprintf's.
 */
START_TEST(test_show_esc_fixed)
{
	struct outbuf	o;
	struct show	s;
	char		buf[SHOW_FIXED_MAX];

	memset(&o, 0, sizeof(o));
	memset(&s, 0, sizeof(s));
	s.out = &o;
	show_esc(&s, "a\xef\xbc\x81" "b");
	ck_assert_int_eq(o.len, 5);
	ck_assert(memcmp(o.data, "a\xef\xbc\x81" "b", 5) == 0);
	outbuf_free(&o);
	ck_assert_int_eq(show_fixed(buf, 1.5, -1), 8);
	ck_assert(memcmp(buf, "1.500000", 8) == 0);
}
END_TEST

static char *
rwords(struct game *g, const struct retreat *r)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	retreat_explain(g, r, f);
	return tg_memclose(f, &buf);
}

/*
 * 7.6 Advance After Combat: three units listed "A, B and C"; a leader
 * out of play goes along with nobody, a leader with another unit stays.
 */
START_TEST(test_retreat_advance_three)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Hood", "csa", 7, "1012")
	    TG_INF("Early", "csa", 5, "1012")
	    TG_INF("Rodes", "csa", 4, "1012")
	    TG_INF("Ewell", "csa", 4, "1011"))
	    "leaders:\n"
	    "  Gone: {side: csa, rank: corps, status: eliminated}\n"
	    "  Stays: {side: csa, rank: division, with: Ewell}\n");
	struct unit	*u[3] = { tg_unit(g, "Hood"), tg_unit(g, "Early"),
	    tg_unit(g, "Rodes") };
	struct retreat	 r;
	char		*s;

	memset(&r, 0, sizeof(r));
	r.op = RO_ADVANCE;
	r.advanced_into = tg_hex(g, "1112");
	r.units = u;
	r.nunits = 3;
	s = rwords(g, &r);
	ck_assert_str_eq(s, "Hood, Early and Rodes advance into 1112, the hex "
	    "the defender vacated (7.6); no leader is with the advance.\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * 7.6: "Retreat Chart 1 -- used for the first hex entered in a normal
 * ... retreat ... and whenever the retreating unit exits an enemy ZOC":
 * the first hex, leaving an enemy ZOC, says both.  7.7: a cavalry
 * retreat without modifiers says "none"; "the unmodified 1" costs a
 * manpower.
 */
START_TEST(test_retreat_zoc_cavalry)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Hood", "csa", 7, "1012")
	    TG_CAV("Ashby", "csa", 1, "1013")
	    TG_INF("Sykes", "usa", 6, "1112")));
	struct unit	*u[1] = { tg_unit(g, "Hood") };
	struct retreat	 r;
	char		*s;

	memset(&r, 0, sizeof(r));
	r.op = RO_RETREAT;
	r.kind = RK_RETREAT;
	r.units = u;
	r.nunits = 1;
	r.start = tg_hex(g, "1012");
	r.enemy = tg_hex(g, "1112");
	r.min = 2;
	r.max = 4;
	r.nsteps = 1;
	r.steps[0].to = tg_hex(g, "1011");
	r.steps[0].chart = 1;
	r.steps[0].zoc_exit = true;
	s = rwords(g, &r);
	tg_has(s, "Hex 1, Retreat Chart 1 (the first hex, leaving an enemy "
	    "ZOC):\n  enters 1011.\n");
	free(s);
	/* Leaving no enemy ZOC (2.4: "ZOC extend into and out of swamp and
	 * mountain hexes only across hexsides crossed by a road"). */
	r.steps[0].zoc_exit = false;
	s = rwords(g, &r);
	tg_has(s, "Hex 1, Retreat Chart 1 (the first hex):\n  enters 1011.\n");
	free(s);

	u[0] = tg_unit(g, "Ashby");
	r.kind = RK_CAVALRY;
	r.start = tg_hex(g, "1013");
	r.min = 1;
	r.max = 1;
	r.die = 1;
	r.modified = 1;
	r.mp_cut = 0;
	r.die_loser = u[0];
	r.steps[0].zoc_exit = false;
	s = rwords(g, &r);
	tg_has(s, "Cavalry retreat die (7.7): 1, modifiers none, modified 1; "
	    "the active unit's Movement Allowance is cut by half of it, 0; "
	    "the unmodified 1 costs a manpower.\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * 7.1 Step 5, --odds: a leader of Command 1 assaulting a defender in a
 * loess hex (+1): a die of 1 is 2, assault number -1, "less than 0, the
 * assault ends"; so are 2 to 5, and "an unmodified 6 ends the assault":
 * it never takes place, and nothing more is said.
 */
START_TEST(test_assault_odds_never)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, cgame);
	struct assault		 as;
	struct assault_odds	 o;
	char			*buf, *s;
	size_t			 len;
	FILE			*f;
	int			 i;

	abase(g, &as);
	tg_leader(g, "Jackson")->command = 1;
	as.nselected = 1;
	as.die_mods = 1;
	as.loess = true;
	memset(&o, 0, sizeof(o));
	o.outcomes = 6;
	for (i = 0; i < 5; i++)
		o.number[i] = 1 - (i + 2);
	o.number[5] = INT_MIN;
	f = tg_memopen(&buf, &len);
	assault_explain_odds(f, &as, &o);
	s = tg_memclose(f, &buf);
	ck_assert_str_eq(s, "Jackson (Command 1) assaults Sykes with Hood\n"
	    "command die (7.1 Step 5), modifier +1:\n"
	    "  1: assault number -1, it ends\n"
	    "  2: assault number -2, it ends\n"
	    "  3: assault number -3, it ends\n"
	    "  4: assault number -4, it ends\n"
	    "  5: assault number -5, it ends\n"
	    "  6: an unmodified 6 ends the assault\n"
	    "it takes place: 0/6    0.0%\n");
	free(s);
	tg_done(&t);
}
END_TEST

static char *
twords(struct game *g, const struct turn_result *r)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	turn_explain(f, g, r);
	return tg_memclose(f, &buf);
}

/*
 * gcacw-turn --explain in a game without `phase` (gcacw-file(5): "not
 * given: unrestricted"): no next phase is named; a log entry with no
 * dice (an empty list, or no list) says none; an operation without a
 * ruling (--query) says nothing.
 */
START_TEST(test_turn_no_phase)
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
	s = twords(g, &r);
	ck_assert_str_eq(s, "Initiative Segment, Turn 1 (4.2):\n");
	free(s);
	tg_done(&tn);
	r.entry = tg_read(&tn, "{op: initiative, turn: 1, dice: {x: 1}}\n");
	s = twords(g, &r);
	ck_assert_str_eq(s, "Initiative Segment, Turn 1 (4.2):\n");
	free(s);
	r.op = TURN_END;
	r.entry = NULL;
	s = twords(g, &r);
	ck_assert_str_eq(s, "Turn Indication Phase, Turn 1 (3.0):\n");
	free(s);
	r.op = TURN_QUERY;
	s = twords(g, &r);
	ck_assert_str_eq(s, "");
	free(s);
	tg_done(&tn);
	tg_done(&t);
}
END_TEST

/*
 * Issue 9, gcacw-recover --explain: a phase stopped on a missing value
 * says of each order whether it was checked or lacks a value, then that
 * no die is rolled (8.0 Step 1: one activity each).
 */
START_TEST(test_recover_stopped)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, cgame);
	struct recover_order	 o[2];
	struct recover_attempt	 a[2];
	struct recover		 r;
	char			*buf, *s;
	size_t			 len;
	FILE			*f;

	memset(o, 0, sizeof(o));
	memset(a, 0, sizeof(a));
	memset(&r, 0, sizeof(r));
	o[0].activity = RA_ENTRENCH;
	o[0].unit = "Hood";
	o[1].activity = RA_BRIDGE;
	o[1].unit = "Early";
	a[0].order = &o[0];
	a[0].unit = tg_unit(g, "Hood");
	a[1].order = &o[1];
	a[1].unit = tg_unit(g, "Early");
	a[1].missing = true;
	r.attempts = a;
	r.nattempts = 2;
	r.stopped = true;
	f = tg_memopen(&buf, &len);
	recover_explain(g, &r, f);
	s = tg_memclose(f, &buf);
	tg_has(s, "one activity each:\n"
	    "  --entrench Hood: checked.\n"
	    "  --bridge Early: not ruled: a value it needs is missing.\n"
	    "The phase stops here: values are missing (reported below); no "
	    "die is rolled, nothing changes and the file is not written.\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-file(5): in a `standard` game "each letter (and the unlettered
 * map) is a map of its own": a unit on sheet A and two on the unlettered
 * map are drawn as two maps, each the box around its units one hex wider
 * (gcacw-show(1)); sheet A's box is shorter than the other's.
 */
START_TEST(test_show_two_maps)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "A1012")
	    TG_INF("Smith", "usa", 4, "1012")
	    TG_INF("Jones", "usa", 4, "1015")));
	char		*s;
	int		 st;

	s = picture(g, 0, &st);
	ck_assert_int_eq(st, 0);
	tg_has(s, ">A1011</text>");
	tg_has(s, ">A1013</text>");
	tg_hasnt(s, ">A1014</text>");
	tg_has(s, ">1011</text>");
	tg_has(s, ">1016</text>");
	tg_hasnt(s, ">1017</text>");
	free(s);
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
	tc = tcase_create("combat");
	tcase_add_test(tc, test_combat_redoubt);
	tcase_add_test(tc, test_combat_result_missing);
	tcase_add_test(tc, test_combat_next_three);
	tcase_add_test(tc, test_assault_three);
	tcase_add_test(tc, test_assault_odds_never);
	suite_add_tcase(s, tc);
	tc = tcase_create("march");
	tcase_add_test(tc, test_march_transfer_dismantle);
	tcase_add_test(tc, test_march_reach_one);
	suite_add_tcase(s, tc);
	tc = tcase_create("charts");
	tcase_add_test(tc, test_charts_overrides);
	tcase_add_test(tc, test_charts_rows_games);
	tcase_add_test(tc, test_charts_notes);
	suite_add_tcase(s, tc);
	tc = tcase_create("show");
	tcase_add_test(tc, test_show_entries_map);
	tcase_add_test(tc, test_show_entry_beyond);
	tcase_add_test(tc, test_show_around_flank);
	tcase_add_test(tc, test_show_two_maps);
	tcase_add_test(tc, test_show_esc_fixed);
	suite_add_tcase(s, tc);
	tc = tcase_create("retreat");
	tcase_add_test(tc, test_retreat_advance_three);
	tcase_add_test(tc, test_retreat_zoc_cavalry);
	suite_add_tcase(s, tc);
	tc = tcase_create("turn");
	tcase_add_test(tc, test_turn_no_phase);
	suite_add_tcase(s, tc);
	tc = tcase_create("recover");
	tcase_add_test(tc, test_recover_stopped);
	suite_add_tcase(s, tc);
	tc = tcase_create("vp");
	tcase_add_test(tc, test_vp_segment_ledger);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_explain3_suite)
