/*
 * test_explain_combat.c — gcacw-combat --explain and --odds
 * (explain_combat.c, explain_odds.c) on combats and assaults ruled by
 * hand, as the rules would have left them.  Each expected phrase is
 * worked out from the rulebook (/work/shared/rules/siv-rulebook.txt),
 * not copied from the code:
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
 * A value missing once the dice are rolled stops the ruling (DESIGN.md
 * section 6): the dice are not kept.
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
#include "testexplain.h"

/* Hood (csa) in 1012 with Jackson, Early with Johnston; Sykes, Reno and
 * Banks (usa) in 1112 behind abatis, a breastwork and a fort. */
static const char entrenched_game[] = TG_GAME(TG_CLEAR,
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

static const char redoubt_game[] = REDOUBT_GAME;

/*
 * Hood's hasty attack from 1012 on 1112, rolled 4 and 2 (line +2), every
 * value known: its defenders with their Combat values, the defender's
 * total after entrenchments (9.0) and before (the column's, 7.5), the
 * ratio, the defender's column and the results.
 */
struct hasty {
	const char	*defenders[3];
	int		 values[3];
	int		 defend, column;
	const char	*ratio, *defend_column;
	const char	*result_defender, *result_attacker;
};

/* 7 against 13: 9.0, 6 x1.5 + 4 x2 + 3 x3 = 9 + 8 + 9 = 26. */
static const struct hasty entrenched = {
	{ "Sykes", "Reno", "Banks" }, { 6, 4, 3 }, 26, 13, "1-4", "12-16",
	"1", "f"
};

/* 7 against Sykes's 6 x1.5 = 9. */
static const struct hasty redoubt = {
	{ "Sykes" }, { 6 }, 9, 6, "1-2", "7-11", "-", "-"
};

/* What a combat points to, as the rules' arrays would be. */
static struct unit	*defs[3], *atts[3];
static quarters		 dvals[3], avals[3];
static const char	*dmissing[3];
static struct share	 dshares[3], ashares[3];

static void
hasty(struct game *g, struct combat *c, const struct hasty *h)
{
	int	i;

	memset(c, 0, sizeof(*c));
	memset(dshares, 0, sizeof(dshares));
	memset(ashares, 0, sizeof(ashares));
	for (i = 0; i < 3 && h->defenders[i] != NULL; i++) {
		defs[i] = tg_unit(g, h->defenders[i]);
		dvals[i] = h->values[i] * 4;
		dmissing[i] = NULL;
		dshares[i].unit = defs[i];
	}
	c->ndefenders = i;
	c->attacker = tg_unit(g, "Hood");
	c->from = tg_hex(g, "1012");
	c->target = tg_hex(g, "1112");
	c->type = ATTACK_HASTY;
	c->standalone = true;
	c->defenders = defs;
	c->defender_values = dvals;
	c->defender_missing = dmissing;
	c->attack_value = 7 * 4;
	c->defend_value = h->defend * 4;
	c->defend_column_value = h->column * 4;
	c->defend_cap = 40;
	snprintf(c->ratio, sizeof(c->ratio), "%s", h->ratio);
	c->attack_column = "7-11";
	c->defend_column = h->defend_column;
	c->die_attacker = 4;
	c->die_defender = 2;
	c->difference = 2;
	c->row = "+2";
	c->result_defender = h->result_defender;
	c->result_attacker = h->result_attacker;
	c->defender_shares = dshares;
	c->attacker_share = ashares;
	ashares[0].unit = c->attacker;
	c->nattackers = 1;
}

/*
 * An assault (5.3, 7.1) by Jackson on 1112 with the n units named, each
 * of its Combat value (-1: not known, 7.2), all employed: the assault
 * takes place, its combat h.
 */
static struct unit	*sel[3], *emp[3];

static void
jackson_assaults(struct game *g, struct assault *as, const struct hasty *h,
    const char *const units[], const int values[], int n)
{
	int	i;

	memset(as, 0, sizeof(*as));
	hasty(g, &as->cb, h);
	as->leader = tg_leader(g, "Jackson");
	for (i = 0; i < n; i++) {
		sel[i] = emp[i] = atts[i] = tg_unit(g, units[i]);
		avals[i] = values[i] < 0 ? -1 : values[i] * 4;
		ashares[i].unit = atts[i];
	}
	as->selected = sel;
	as->nselected = n;
	as->employed = emp;
	as->nemployed = n;
	as->held = true;
	as->cb.leader = as->leader;
	as->cb.attackers = atts;
	as->cb.nattackers = n;
	as->cb.attacker_values = avals;
}

/* 7.4's letters in the six directions: why each hex is covered, why it
 * reduces the bonus (NULL or missing: neither). */
static void
flank_letters(struct flank *fl, const char *const covered[6],
    const char *const reduced[6])
{
	int	i;

	for (i = 0; i < 6; i++) {
		if (covered[i] != NULL)
			strcpy(fl->covered_why[i], covered[i]);
		if (reduced[i] != NULL)
			strcpy(fl->reduced_why[i], reduced[i]);
	}
}

/* 9.0, one unit at a time: each multiplier named with its marker. */
START_TEST(test_9_0_explain_entrenchment_multipliers)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, entrenched_game);
	struct combat	 c;
	char		*s;

	hasty(g, &c, &entrenched);
	s = combat_text(g, &c);
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
START_TEST(test_11_0_explain_demoralized_attacker)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, entrenched_game);
	struct combat	 c;
	char		*s;

	hasty(g, &c, &entrenched);
	c.attacker_demoralized = 2;
	c.attack_value = 4;
	s = combat_text(g, &c);
	tg_has(s, "attacker Hood 1 (Demoralize-2 attacks at 1, 11.0) against");
	free(s);
	c.attacker_demoralized = 0;
	c.attacker_disorganized = true;
	c.attack_value = 7 * 4;
	s = combat_text(g, &c);
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
START_TEST(test_7_4_explain_flank_reductions_at_most_3)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, entrenched_game);
	struct combat	 c;
	struct flank	*fl = &c.flank;
	char		*s;

	hasty(g, &c, &entrenched);
	flank_letters(fl, (const char *const[6]){ "a", "a", "a", "a", "a",
	    "a" }, (const char *const[6]){ "a", "c", "d", "e" });
	fl->covered = 6;
	fl->basic = 4;
	fl->reductions = 4;
	fl->stepped = 1;
	fl->final = 1;
	fl->special = "Flanks Refused (7.8)";
	s = combat_text(g, &c);
	tg_has(s, "(a; reduces by a)");
	tg_has(s, "(a; reduces by e)");
	tg_has(s, "; 6 covered: basic bonus +4, 4 reductions (at most 3 count), "
	    "+1; Flanks Refused (7.8): +1; final +1.\n");
	tg_has(s, "  (covered: a occupied by the attacker's side");
	free(s);

	/* One reduction: singular; one hex worth too little. */
	hasty(g, &c, &entrenched);
	flank_letters(fl, (const char *const[6]){ "a", "a", "a", "a", "q" },
	    (const char *const[6]){ NULL, NULL, NULL, "a" });
	fl->covered = 4;
	fl->basic = 2;
	fl->reductions = 1;
	fl->stepped = 1;
	fl->final = 1;
	s = combat_text(g, &c);
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
START_TEST(test_7_5_explain_results_defender_first)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, entrenched_game);
	struct combat	 c;
	char		*s;

	hasty(g, &c, &entrenched);
	c.standalone = false;
	g->march.unit = "Hood";
	g->march.mp = 2;
	g->march.ended = true;
	c.mp_cost = 2;
	dshares[0].lost = 1;
	dshares[0].disorganized = true;
	dshares[0].fatigue = 3;
	dshares[0].demoralized = 1;
	dshares[1].eliminated = true;
	dshares[1].lost = 4;
	ashares[0].fatigue = 1;
	c.italic = true;
	s = combat_text(g, &c);
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

/* The defender's result missing once the dice are rolled: they are not
 * kept (DESIGN.md section 6). */
START_TEST(test_dsgn6_explain_defender_result_missing)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, entrenched_game);
	struct combat	 c;
	char		*s;

	hasty(g, &c, &entrenched);
	c.stopped = true;
	c.nreported = 2;
	c.result_defender = NULL;
	c.result_missing[0] = "?";
	s = combat_text(g, &c);
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
 * The attacker's result missing from the chart once the dice are rolled
 * is named where the result would be (DESIGN.md section 6); no
 * attacker's shares known: only the defender's effects are listed (7.5).
 */
START_TEST(test_dsgn6_explain_attacker_result_missing)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, redoubt_game);
	struct combat	 c;
	char		*s;

	hasty(g, &c, &redoubt);
	c.result_attacker = NULL;
	c.result_missing[1] = "charts.combat-attacker.+2.7-11";
	c.stopped = true;
	c.nreported = 1;
	s = combat_text(g, &c);
	tg_has(s, "defender, column 7-11: -; attacker, column 7-11: "
	    "charts.combat-attacker.+2.7-11.\nThe ruling stops here: a value "
	    "is missing (reported below); the dice are not kept, nothing is "
	    "applied and the file is not written.\n");
	free(s);

	hasty(g, &c, &redoubt);
	c.attacker_share = NULL;
	s = combat_text(g, &c);
	tg_has(s, "Results, the defender's first (7.5):\n  Sykes: "
	    "unaffected.\n");
	tg_hasnt(s, "Hood: ");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * 9.0: a unit with no entrenchment marker in a redoubt of its side
 * counts x1.5.  7.4: a hex covered (b, in the attacker's ZOC) whose
 * units are worth under a quarter of the defender is still covered by
 * its b, so it is not listed as "not covered".  7.5: a number result is
 * a loss; Demoralize (11.0) alone is said alone.  7.6: the march goes
 * on when the result did not end it.
 */
START_TEST(test_9_0_explain_redoubt_x1_5)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, redoubt_game);
	struct combat	 c;
	char		*s;

	hasty(g, &c, &redoubt);
	strcpy(c.flank.covered_why[0], "bq");
	c.flank.covered = 1;
	c.standalone = false;
	g->march.unit = "Hood";
	g->march.mp = 4;
	g->march.ended = false;
	c.mp_cost = 2;
	dshares[0].demoralized = 1;
	c.result_defender = "-";
	s = combat_text(g, &c);
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
 * 7.6: a retreat of three units lists them "A, B and C", 2 to 4 hexes.
 */
START_TEST(test_7_6_explain_next_retreat_of_three)
{
	static const char yaml[] = TG_GAME(TG_CLEAR,
	    TG_INF("Hood", "csa", 7, "1012")
	    TG_INF("Sykes", "usa", 6, "1112")
	    TG_INF("Reno", "usa", 4, "1112")
	    TG_INF("Banks", "usa", 3, "1112"))
	    "pending:\n"
	    "- {kind: retreat, units: [Sykes, Reno, Banks], from: '1112', "
	    "min: 2, max: 4, enemy: '1012'}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	struct combat	 c;
	char		*s;

	hasty(g, &c, &redoubt);
	s = combat_text(g, &c);
	tg_has(s, "Next: the defender's retreat, Sykes, Reno and Banks from "
	    "1112, 2 to 4 hexes (7.6); gcacw-retreat rules on it.\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * An assault by Jackson with Hood, a grand assault by Johnston (Command
 * 4) with Early: the defender is in loess, so the die of 2 is 3 (7.1
 * Step 1), and 4 less 3 is 1: it must take place.
 */
START_TEST(test_7_1_explain_grand_assault_loess)
{
	static const char *const units[] = { "Hood" };
	static const int	 values[] = { 7 };
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, entrenched_game);
	struct assault		 as;
	struct unit		*join[1];
	hex_t			 gh[2];
	char			*s;

	jackson_assaults(g, &as, &entrenched, units, values, 1);
	as.die = 2;
	as.die_mods = 1;
	as.loess = true;
	as.modified = 3;
	as.number = 0;
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
	atts[1] = join[0];
	ashares[1].unit = join[0];
	avals[1] = 5 * 4;
	as.cb.nattackers = 2;
	as.cb.attack_value = 12 * 4;
	as.cb.grand = true;
	s = assault_text(g, &as);
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
	s = assault_text(g, &as);
	tg_has(s, "the die is 5, +1 for a defender in a loess hex, modified 6: "
	    "6 or more, the grand assault does not take place (7.1).\n");
	free(s);
	tg_done(&t);
}
END_TEST

/* Jackson's assault with Hood, Early (whose Combat value is not known)
 * and Rodes. */
static const char *const three[] = { "Hood", "Early", "Rodes" };
static const int three_values[] = { 7, -1, 4 };

static void
assault_of_three(struct game *g, struct assault *as)
{
	jackson_assaults(g, as, &redoubt, three, three_values, 3);
	as->die = 1;
	as->modified = 1;
	as->number = 2;
	as->cb.attack_missing = "charts.strength-markers.5";
}

/*
 * An assault (5.3, 7.1) by Jackson with Hood, Early and Rodes: 7.2, an
 * attacker's Combat value not known is "?", and the total is not given.
 * 7.7 Step 4: two cavalry units retreat (plural), here 0 hexes: to
 * nowhere.  7.1 Step 6: Johnston's 4 less 1 is 3, and the three eligible
 * hexes asked for join, listed "A, B and C"; one hex asked for is "hex".
 */
START_TEST(test_7_1_explain_assault_of_three)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, redoubt_game);
	struct assault	 as;
	struct retreat	 cr;
	struct unit	*cav[2];
	hex_t		 gh[3];
	char		*s;

	assault_of_three(g, &as);
	memset(&cr, 0, sizeof(cr));
	cav[0] = tg_unit(g, "Buford");
	cav[1] = tg_unit(g, "Gregg");
	cr.units = cav;
	cr.nunits = 2;
	cr.die = 3;
	cr.modified = 3;
	as.cavalry = &cr;
	as.gleader = tg_leader(g, "Johnston");
	gh[0] = tg_hex(g, "1011");
	gh[1] = tg_hex(g, "1013");
	gh[2] = tg_hex(g, "1111");
	as.ghexes = gh;
	as.nghexes = 3;
	as.ngused = 3;
	as.gdie = 1;
	as.gmodified = 1;
	as.gnumber = 3;
	as.gjoined = true;
	as.gjoining = emp;
	as.ngjoining = 3;
	s = assault_text(g, &as);
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
	s = assault_text(g, &as);
	tg_has(s, "with 1011 (of 1 eligible hex asked for).\n");
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
START_TEST(test_7_1_explain_odds_assault_never_held)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, redoubt_game);
	struct assault		 as;
	struct assault_odds	 o;
	char			*s;
	int			 i;

	assault_of_three(g, &as);
	tg_leader(g, "Jackson")->command = 1;
	as.nselected = 1;
	as.die_mods = 1;
	as.loess = true;
	memset(&o, 0, sizeof(o));
	o.outcomes = 6;
	for (i = 0; i < 5; i++)
		o.number[i] = 1 - (i + 2);
	o.number[5] = INT_MIN;
	s = assault_odds_text(&as, &o);
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

CHECK_TESTS(explain_combat)
