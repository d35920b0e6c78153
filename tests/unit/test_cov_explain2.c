/*
 * test_cov_explain2.c — --explain's words for a combat and an assault in
 * the cases no golden case reaches (issue 15, branch coverage).  Each
 * ruling is built by hand, as the rules would have left it, and each
 * expected phrase is worked out from the rulebook
 * (/work/shared/rules/siv-rulebook.txt), not copied from the code:
 *  - 7.4 Final Flank Bonus: "The maximum reduction ... is -3, even if a
 *    greater reduction would normally apply ... if all six hexes ... are
 *    covered (yielding a basic flank bonus of +4 in Step 2), there will
 *    always be a final flank bonus of at least +1"; 7.8: with Flanks
 *    Refused "flank attacks fulfilling the requirements for a +1 attacker
 *    die roll bonus are unchanged";
 *  - 9.0: Abatis x1.5, a completed Breastwork doubled, a Fort tripled,
 *    a redoubt alone x1.5;
 *  - 11.0: a Demoralize-1 unit attacks at half, a Demoralize-2 at 1;
 *  - 7.5: number results precede letter results; the defender's first;
 *  - 7.1 Grand Assault Step 1: "except if the defender occupies a loess
 *    hex add 1 to the die roll"; "If the modified roll is 6 or more, the
 *    grand assault does not take place"; a number of 0 or less, neither.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assault.h"
#include "check_main.h"
#include "combat.h"
#include "explain.h"
#include "fixture.h"
#include "outbuf.h"
#include "show_int.h"

static const char game[] = TG_GAME(TG_CLEAR,
    TG_INF("Hood", "csa", 7, "1012")
    TG_UNIT("Sykes", "usa", "infantry", 6, "1112", ", entrenchment: abatis")
    TG_UNIT("Reno", "usa", "infantry", 4, "1112",
	", entrenchment: breastwork")
    TG_UNIT("Banks", "usa", "infantry", 3, "1112", ", entrenchment: fort")
    TG_INF("Early", "csa", 5, "1012"))
    "leaders:\n"
    "  Jackson: {side: csa, rank: corps, command: 3, tactical: 3, "
    "with: Hood}\n"
    "  Johnston: {side: csa, rank: army, command: 4, with: Early}\n";

static char *
combat_words(struct game *g, const struct combat *c)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	combat_explain(g, c, f);
	return tg_memclose(f, &buf);
}

static char *
assault_words(struct game *g, const struct assault *as)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	assault_explain(g, as, f);
	return tg_memclose(f, &buf);
}

/*
 * Hood's hasty attack from 1012 on the three entrenched units in 1112,
 * rolled: 7 against 13, every value known.
 */
static struct unit	*defs[3];
static quarters		 dvals[3];
static const char	*dmissing[3];
static struct share	 dshares[3], ashare[2];

static void
base(struct game *g, struct combat *c)
{
	memset(c, 0, sizeof(*c));
	memset(dshares, 0, sizeof(dshares));
	memset(ashare, 0, sizeof(ashare));
	defs[0] = tg_unit(g, "Sykes");
	defs[1] = tg_unit(g, "Reno");
	defs[2] = tg_unit(g, "Banks");
	dvals[0] = 6 * 4;
	dvals[1] = 4 * 4;
	dvals[2] = 3 * 4;
	dmissing[0] = dmissing[1] = dmissing[2] = NULL;
	c->attacker = tg_unit(g, "Hood");
	c->from = tg_hex(g, "1012");
	c->target = tg_hex(g, "1112");
	c->type = ATTACK_HASTY;
	c->standalone = true;
	c->defenders = defs;
	c->ndefenders = 3;
	c->defender_values = dvals;
	c->defender_missing = dmissing;
	c->attack_value = 7 * 4;
	/* 9.0: 6 x1.5 + 4 x2 + 3 x3 = 9 + 8 + 9 = 26. */
	c->defend_value = 26 * 4;
	c->defend_column_value = 13 * 4;
	c->defend_cap = 40;
	snprintf(c->ratio, sizeof(c->ratio), "1-4");
	c->attack_column = "7-11";
	c->defend_column = "12-16";
	c->die_attacker = 4;
	c->die_defender = 2;
	c->difference = 2;
	c->row = "+2";
	c->result_defender = "1";
	c->result_attacker = "f";
	c->defender_shares = dshares;
	c->attacker_share = ashare;
	dshares[0].unit = defs[0];
	dshares[1].unit = defs[1];
	dshares[2].unit = defs[2];
	ashare[0].unit = c->attacker;
	c->nattackers = 1;
}

/* 9.0, one unit at a time: each multiplier named with its marker. */
START_TEST(test_entrenchments)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct combat	 c;
	char		*s;

	base(g, &c);
	s = combat_words(g, &c);
	tg_has(s, "makes a hasty attack on 1112 (clear, not given: map."
	    "terrain's default assumed), held by Sykes, Reno "
	    "and Banks.\n");
	tg_has(s, " against defender Sykes 6 x1.5 (abatis, 9.0) + Reno 4 x2 "
	    "(breastwork, 9.0) + Banks 3 x3 (fort, 9.0); the defender's "
	    "total 26.\n");
	/* 7.5: the column of his value before entrenchments. */
	tg_has(s, "read in the column of his value before entrenchments, 13 "
	    "(7.5).\n");
	free(s);
	tg_done(&t);
}
END_TEST

/* 11.0: a Demoralize-2 unit attacks at 1; a disorganized one says so. */
START_TEST(test_attacker_state)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct combat	 c;
	char		*s;

	base(g, &c);
	c.attacker_demoralized = 2;
	c.attack_value = 4;
	s = combat_words(g, &c);
	tg_has(s, "attacker Hood 1 (Demoralize-2 attacks at 1, 11.0) against");
	free(s);
	c.attacker_demoralized = 0;
	c.attacker_disorganized = true;
	c.attack_value = 7 * 4;
	s = combat_words(g, &c);
	tg_has(s, "attacker Hood 7 (disorganized) against");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * 7.4: six covered hexes give +4; four of them reduce it, of which at
 * most 3 count: +1.  7.8: a +1 bonus is unchanged by Flanks Refused.
 * A hex whose units are worth less than a quarter of the defender is not
 * covered (7.4 Flank Bonus Conditions).
 */
START_TEST(test_flank_max_reduction)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct combat	 c;
	struct flank	*fl = &c.flank;
	char		*s;
	int		 i;

	base(g, &c);
	for (i = 0; i < 6; i++)
		strcpy(fl->covered_why[i], "a");
	strcpy(fl->reduced_why[0], "a");
	strcpy(fl->reduced_why[1], "c");
	strcpy(fl->reduced_why[2], "d");
	strcpy(fl->reduced_why[3], "e");
	fl->covered = 6;
	fl->basic = 4;
	fl->reductions = 4;
	fl->stepped = 1;
	fl->final = 1;
	fl->special = "Flanks Refused (7.8)";
	s = combat_words(g, &c);
	tg_has(s, "(a; reduces by a)");
	tg_has(s, "(a; reduces by e)");
	tg_has(s, "; 6 covered: basic bonus +4, 4 reductions (at most 3 count), "
	    "+1; Flanks Refused (7.8): +1; final +1.\n");
	tg_has(s, "  (covered: a occupied by the attacker's side");
	free(s);

	/* One reduction: singular; one hex worth too little. */
	base(g, &c);
	strcpy(fl->covered_why[0], "a");
	strcpy(fl->covered_why[1], "a");
	strcpy(fl->covered_why[2], "a");
	strcpy(fl->covered_why[3], "a");
	strcpy(fl->covered_why[4], "q");
	strcpy(fl->reduced_why[3], "a");
	fl->covered = 4;
	fl->basic = 2;
	fl->reductions = 1;
	fl->stepped = 1;
	fl->final = 1;
	s = combat_words(g, &c);
	tg_has(s, " not covered: the units there are worth less than a quarter "
	    "of the defender; 4 covered: basic bonus +2, 1 reduction, +1; "
	    "final +1.\n");
	tg_hasnt(s, "at most 3");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * 7.5: the results, the defender's first: a number result is a manpower
 * loss, the letters after it; a unit untouched is said to be so.
 */
START_TEST(test_effects)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct combat	 c;
	char		*s;

	base(g, &c);
	c.standalone = false;
	g->march.unit = "Hood";
	g->march.mp = 2;
	g->march.ended = true;
	c.mp_cost = 2;
	dshares[0].unit = defs[0];
	dshares[0].lost = 1;
	dshares[0].disorganized = true;
	dshares[0].fatigue = 3;
	dshares[0].demoralized = 1;
	dshares[1].unit = defs[1];
	dshares[1].eliminated = true;
	dshares[1].lost = 4;
	dshares[2].unit = defs[2];
	ashare[0].unit = c.attacker;
	ashare[0].fatigue = 1;
	c.nattackers = 1;
	c.italic = true;
	s = combat_words(g, &c);
	tg_has(s, "The attack costs 1 MP (Attack Summary); Hood has 1 left.\n");
	tg_has(s, "Combat Chart (7.5), line +2 (printed in italics): defender, "
	    "column 12-16: 1; attacker, column 7-11: f.\n");
	tg_has(s, "Results, the defender's first (7.5):\n"
	    "  Sykes: loses 1 manpower (now 6), disorganized, fatigue +3 "
	    "(now 0), Demoralize-1.\n"
	    "  Reno: loses 4 manpower (now 4), eliminated.\n"
	    "  Banks: unaffected.\n"
	    "  Hood: fatigue +1 (now 0).\n");
	tg_has(s, "Hood's march is over (7.5).\n");
	free(s);
	tg_done(&t);
}
END_TEST

/* Issue 9: a value missing once the dice are rolled: they are not kept. */
START_TEST(test_stopped_after_dice)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct combat	 c;
	char		*s;

	base(g, &c);
	c.stopped = true;
	c.nreported = 2;
	c.result_defender = NULL;
	c.result_missing[0] = "?";
	s = combat_words(g, &c);
	tg_has(s, "defender, column 12-16: ?; attacker, column 7-11: f.\n"
	    "The ruling stops here: values are missing (reported below); "
	    "the dice are not kept, nothing is applied and the file is not "
	    "written.\n");
	tg_hasnt(s, "Results,");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * An assault (5.3, 7.1) by Jackson with Hood, a grand assault by
 * Johnston (Command 4) with Early: the defender is in loess, so the die
 * of 2 is 3 (7.1 Step 1), and 4 less 3 is 1: it must take place.
 */
static struct unit	*sel[2], *emp[2], *att[2], *join[1];
static quarters		 avals[2];
static hex_t		 gh[2];

static void
assault_base(struct game *g, struct assault *as)
{
	memset(as, 0, sizeof(*as));
	base(g, &as->cb);
	as->leader = tg_leader(g, "Jackson");
	sel[0] = emp[0] = att[0] = tg_unit(g, "Hood");
	as->selected = sel;
	as->nselected = 1;
	as->employed = emp;
	as->nemployed = 1;
	as->die = 2;
	as->die_mods = 1;
	as->loess = true;
	as->modified = 3;
	as->number = 0;
	as->held = true;
	as->cb.leader = as->leader;
	as->cb.attackers = att;
	as->cb.nattackers = 1;
	avals[0] = 7 * 4;
	as->cb.attacker_values = avals;
}

START_TEST(test_grand_loess)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct assault	 as;
	char		*s;

	assault_base(g, &as);
	as.gleader = tg_leader(g, "Johnston");
	gh[0] = tg_hex(g, "1013");
	gh[1] = tg_hex(g, "1011");
	as.ghexes = gh;
	as.nghexes = 2;
	as.gdie = 2;
	as.gmodified = 3;
	as.gnumber = 1;
	as.gjoined = true;
	as.ngused = 1;
	join[0] = tg_unit(g, "Early");
	as.gjoining = join;
	as.ngjoining = 1;
	att[1] = join[0];
	ashare[1].unit = join[0];
	avals[1] = 5 * 4;
	as.cb.nattackers = 2;
	as.cb.attack_value = 12 * 4;
	as.cb.grand = true;
	s = assault_words(g, &as);
	tg_has(s, "Step 5: the command die is 2, +1 for a defender in a loess "
	    "hex, modified 3; 3 less 3 is assault number 0: the assault "
	    "takes place with one unit, employing Hood.\n");
	tg_has(s, "the die is 2, +1 for a defender in a loess hex, modified 3; "
	    "4 less 3 is grand assault number 1: it must take place, with "
	    "1013 (of 2 eligible hexes asked for).\n"
	    "Early joins, gaining a Fatigue Level, and adds its Combat and "
	    "Artillery values");
	tg_has(s, "The defender in 1112 (clear, not given: map.terrain's "
	    "default assumed): Sykes, Reno and Banks.\n");
	tg_has(s, "Combat values (7.2): attacker Hood 7 + Early 5 = 12 (7.2: "
	    "the Maximum Value applies hex by hex) against");
	free(s);

	/* A modified 6 or more: no grand assault (7.1 Step 1). */
	as.gdie = 5;
	as.gmodified = 6;
	s = assault_words(g, &as);
	tg_has(s, "the die is 5, +1 for a defender in a loess hex, modified 6: "
	    "6 or more, the grand assault does not take place (7.1).\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-show's own printf (issue 14) writes what printf would: %s, %d
 * (negative too), %c, %%, %.0f, %.1f; other precisions go to snprintf.
 * Text in the picture is XML character data: markup escaped, what XML
 * 1.0 forbids (a control character other than tab and newline, DEL,
 * U+FFFE, U+FFFF) written as '?'.
 */
START_TEST(test_show_printf_esc)
{
	struct outbuf	o;
	struct show	s;
	char		buf[SHOW_FIXED_MAX];
	size_t		n;

	memset(&o, 0, sizeof(o));
	memset(&s, 0, sizeof(s));
	s.out = &o;
	show_printf(&s, "%s=%d,%d,%c %d%% %.0f %.1f", "x", -45, 0, 'q', 7,
	    -2.5, 0.25);
	show_esc(&s, "|a<b & \"c\">\t\n\x01\x7f\xef\xbf\xbe\xef\xbf\xbf"
	    "\xef\xbf\xbd|");
	ck_assert_int_eq(o.len, strlen("x=-45,0,q 7% -2 0.2|a&lt;b &amp; "
	    "&quot;c&quot;&gt;\t\n????\xef\xbf\xbd|"));
	ck_assert(memcmp(o.data, "x=-45,0,q 7% -2 0.2|a&lt;b &amp; "
	    "&quot;c&quot;&gt;\t\n????\xef\xbf\xbd|", o.len) == 0);
	outbuf_free(&o);
	n = show_fixed(buf, 2.5, 2);
	ck_assert_int_eq(n, 4);
	ck_assert(memcmp(buf, "2.50", 4) == 0);
	n = show_fixed(buf, 1e20, 0);
	ck_assert(memcmp(buf, "100000000000000000000", n) == 0);
}
END_TEST

static Suite *
cov_explain2_suite(void)
{
	Suite	*s = suite_create("cov_explain2");
	TCase	*tc = tcase_create("combat");

	tcase_add_test(tc, test_entrenchments);
	tcase_add_test(tc, test_attacker_state);
	tcase_add_test(tc, test_flank_max_reduction);
	tcase_add_test(tc, test_effects);
	tcase_add_test(tc, test_stopped_after_dice);
	suite_add_tcase(s, tc);
	tc = tcase_create("assault");
	tcase_add_test(tc, test_grand_loess);
	suite_add_tcase(s, tc);
	tc = tcase_create("show");
	tcase_add_test(tc, test_show_printf_esc);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_explain2_suite)
