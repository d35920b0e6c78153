/*
 * explain_combat.c — a combat ruled in words, the way a careful player
 * checks it at the table, modifier by modifier with rule numbers; the
 * 7.5 combat example's narrative is the model.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "names.h"
#include "scalar.h"

static void
who(FILE *f, struct game *g, const struct combat *c)
{
	char	a[24], d[16], v[24];
	int	i;

	if (c->leader != NULL) {
		/* An assault: assault_explain has said who attacks. */
		fprintf(f, "The defender in %s (%s%s): ",
		    game_hex_id(g, c->target, d),
		    terrain_name(game_terrain_now(g, c->target, NULL)),
		    game_terrain_assumed(g, c->target));
		for (i = 0; i < c->ndefenders; i++)
			fprintf(f, "%s%s", i == 0 ? "" : i + 1 ==
			    c->ndefenders ? " and " : ", ",
			    c->defenders[i]->name);
		fputs(".\n", f);
		return;
	}
	fprintf(f, "%s (%s %s) in %s makes a %s attack on %s (%s%s), held by ",
	    c->attacker->name, side_name(c->attacker->side),
	    unit_type_names[c->attacker->type], game_hex_id(g, c->from, a),
	    attack_type_text[c->type], game_hex_id(g, c->target, d),
	    terrain_name(game_terrain_now(g, c->target, NULL)),
	    game_terrain_assumed(g, c->target));
	for (i = 0; i < c->ndefenders; i++)
		fprintf(f, "%s%s", i == 0 ? "" : i + 1 == c->ndefenders ?
		    " and " : ", ", c->defenders[i]->name);
	fputs(".\n", f);
	if (c->standalone)
		fputs("No march is in progress: the attack is ruled on its "
		    "own, as if the unit began its action in its hex; no MP "
		    "are counted.\n", f);
	else
		fprintf(f, "The attack costs %s MP (Attack Summary); %s has "
		    "%s left.\n", quarters_text(c->mp_cost * 2, v),
		    g->march.unit, quarters_text(g->march.mp * 2, a));
}

static void
values(FILE *f, struct game *g, const struct combat *c)
{
	char	a[24], d[24], col[24];
	int	i;

	/* Say which value is the attacker's and which total is the
	 * defender's, not "Hood 7 against Sykes 6 = 6". */
	if (c->leader != NULL) {
		fputs("Combat values (7.2): attacker ", f);
		for (i = 0; i < c->nattackers; i++) {
			const struct unit *u = c->attackers[i];
			quarters q = c->attacker_values[i];

			fprintf(f, "%s%s %s%s", i ? " + " : "", u->name,
			    q < 0 ? "?" : quarters_text(q, a),
			    q >= 0 && c->attacker_disorg != NULL &&
			    c->attacker_disorg[i] ?
			    " (disorganized)" : "");
		}
		if (c->attack_missing == NULL && c->nattackers > 1)
			fprintf(f, " = %s", quarters_text(c->attack_value, a));
		if (c->grand)
			fputs(" (7.2: the Maximum Value applies hex by hex)",
			    f);
	} else if (c->attack_missing != NULL)
		fprintf(f, "Combat values (7.2): attacker %s's disorganized "
		    "Combat value: %s", c->attacker->name, c->attack_missing);
	else
		fprintf(f, "Combat values (7.2): attacker %s %s%s",
		    c->attacker->name, quarters_text(c->attack_value, a),
		    c->attacker_demoralized ? (c->attacker_demoralized == 1 ?
		    " (Demoralize-1 attacks at half, 11.0)" :
		    " (Demoralize-2 attacks at 1, 11.0)") :
		    c->attacker_disorganized ? " (disorganized)" : "");
	fputs(" against defender ", f);
	for (i = 0; i < c->ndefenders; i++) {
		const struct unit *u = c->defenders[i];
		int e = unit_entrenchment(g, u);

		/* Where the missing value would be used, so that the
		 * player knows what to supply. */
		if (c->defender_missing[i] != NULL)
			fprintf(f, "%s%s's disorganized Combat value: %s",
			    i ? " + " : "", u->name, c->defender_missing[i]);
		else
			fprintf(f, "%s%s %s%s", i ? " + " : "", u->name,
			    quarters_text(c->defender_values[i], d),
			    c->defender_disorg != NULL &&
			    c->defender_disorg[i] ? " (disorganized)" : "");
		if (e != 4)
			fprintf(f, " x%s (%s, 9.0)", e == 6 ? "1.5" : e == 8 ?
			    "2" : "3", u->entrenchment != E_NONE ?
			    entrenchment_names[u->entrenchment] : "redoubt");
	}
	if (c->values_missing != NULL) {
		fputs("; the totals are not known.\n", f);
		return;
	}
	fprintf(f, "; the defender's total %s", quarters_text(c->defend_value,
	    d));
	if (c->defend_value == c->defend_cap * 4)
		fprintf(f, " (the most a defence may count, 7.2)");
	fprintf(f, ".\n");
	if (c->defend_value != c->defend_column_value)
		fprintf(f, "The defender's results are read in the column of "
		    "his value before entrenchments, %s (7.5).\n",
		    quarters_text(c->defend_column_value, col));
}

static void
flank(FILE *f, struct game *g, const struct combat *c)
{
	const struct flank	*fl = &c->flank;
	hex_t			 n[6];
	char			 id[16];
	int			 i, k = 0;

	hex_neighbours(c->target, n);
	if (c->flank_missing != NULL) {
		fprintf(f, "Flank attack (7.4): %s.\n", c->flank_missing);
		return;
	}
	fprintf(f, "Flank attack (7.4): ");
	for (i = 0; i < 6; i++) {
		const char *w = fl->covered_why[i];

		if (strpbrk(w, "abcde") == NULL)
			continue;
		fprintf(f, "%s%s (%s", k++ ? ", " : "covered ",
		    game_hex_id(g, n[i], id), w);
		if (fl->reduced_why[i][0] != '\0')
			fprintf(f, "; reduces by %s", fl->reduced_why[i]);
		fputc(')', f);
	}
	for (i = 0; i < 6; i++)
		if (strchr(fl->covered_why[i], 'q') != NULL &&
		    strpbrk(fl->covered_why[i], "abcde") == NULL)
			fprintf(f, "%s%s not covered: the units there are "
			    "worth "
			    "less than a quarter of the defender", k++ ? "; " :
			    "", game_hex_id(g, n[i], id));
	fprintf(f, "%s%d covered: basic bonus %+d", k ? "; " : "", fl->covered,
	    fl->basic);
	if (fl->basic > 0 && fl->reductions > 0)
		fprintf(f, ", %d reduction%s%s, %+d", fl->reductions,
		    fl->reductions == 1 ? "" : "s", fl->reductions > 3 ?
		    " (at most 3 count)" : "", fl->stepped);
	if (fl->special != NULL)
		fprintf(f, "; %s: %+d", fl->special, fl->final);
	fprintf(f, "; final %+d.\n", fl->final);
	if (fl->covered > 0)
		fputs("  (covered: a occupied by the attacker's side, b in its "
		    "ZOC, c mountain or swamp\n  without road, d a river or "
		    "creek without crossing, e off the map; reduced: a\n  "
		    "occupied by the defender's side, b behind woods or loess, "
		    "c, d, e as above.)\n", f);
}

/*
 * 7.4 Special Cases, named when they changed the chart's cell v: no
 * defending artillery cancels a negative modifier; a printed Artillery
 * value of 1 or 2 softens -2 or -3 by one.
 */
static void
artillery_special(FILE *f, const struct combat *c, int v)
{
	if (c->defend_artillery == 0 && v < 0)
		fprintf(f, " (the defender has no artillery: %+d becomes +0, "
		    "7.4)", v);
	else if (c->defend_artillery_printed == 1 && v == -2)
		fputs(" (the defender's printed Artillery value is 1: -2 "
		    "becomes -1, 7.4)", f);
	else if (c->defend_artillery_printed == 2 && v == -3)
		fputs(" (the defender's printed Artillery value is 2: -3 "
		    "becomes -2, 7.4)", f);
}

static void
modifiers(FILE *f, const struct combat *c, bool defender)
{
	bool	unknown = false;
	int	i, k = 0, total;

	fprintf(f, "%s's die roll modifiers:", defender ? "Defender" :
	    "Attacker");
	for (i = 0; i < c->nmods; i++) {
		const struct modifier *m = &c->mods[i];

		if (m->defender != defender)
			continue;
		if (m->missing != NULL)
			fprintf(f, "\n  ? %s (%s): %s", m->name, m->rule,
			    m->missing);
		else
			fprintf(f, "\n  %+d %s (%s): %s", m->value, m->name,
			    m->rule, m->why);
		k++;
		unknown |= m->missing != NULL;
	}
	if (!defender && c->artillery_missing != NULL) {
		fprintf(f, "\n  ? artillery (7.4): %s", c->artillery_missing);
		k++;
		unknown = true;
	} else if (!defender && c->artillery_cell != NULL) {
		fprintf(f, "\n  artillery (7.4): %d against %d, differential "
		    "%+d, %s", c->attack_artillery, c->defend_artillery,
		    c->attack_artillery - c->defend_artillery,
		    c->artillery_cell);
		artillery_special(f, c, (int)strtol(c->artillery_cell, NULL,
		    10));
		if (c->artillery_die)
			fprintf(f, " -- the die decides: even %+d, odd %+d",
			    c->artillery_even, c->artillery_odd);
		else
			fprintf(f, ": %+d", c->artillery_even);
		k++;
	}
	if (k == 0)
		fputs(" none", f);
	if (unknown) {
		fputs("\n  total not known\n", f);
		return;
	}
	/* The total is the total; only a die left to roll for the
	 * artillery keeps it open. */
	total = defender ? c->defender_total : c->attacker_fixed;
	if (!defender && c->artillery_cell != NULL && !c->artillery_die)
		total += c->artillery_even;
	fprintf(f, "\n  total %+d%s\n", total, !defender &&
	    c->artillery_cell != NULL && c->artillery_die ?
	    " and the artillery modifier" : "");
}

/*
 * 7.2: a grand assault of Combat value 80 or more loses more than the
 * chart's number; say by how much and why, so the loss below reads as
 * the total.
 */
static void
grand_loss(FILE *f, const struct combat *c)
{
	struct result	r;
	char		v[24];
	int		k = grand_loss_increase(c);

	if (k == 0 || result_parse(c->result_attacker, &r) < 0)
		return;
	fprintf(f, "Attacker's loss (7.2): a grand assault of Combat value %s "
	    "(%s) adds %d to ", quarters_text(c->attack_value, v), k == 3 ?
	    "100 or more" : k == 2 ? "90 to 99" : "80 to 89", k);
	if (r.loss > 0)
		fprintf(f, "the loss number: %d + %d = %d manpower.\n", r.loss,
		    k, r.loss + k);
	else
		fprintf(f, "a loss number, and %s has none: no manpower "
		    "lost.\n", c->result_attacker);
}

/* What the results did to each unit, as a player says it. */
static void
effects(FILE *f, const struct share *s, int n)
{
	int i, k;

	for (i = 0; s != NULL && i < n; i++) {
		const struct unit *u = s[i].unit;

		k = 0;
		fprintf(f, "  %s:", u->name);
		/* The loss first: no comma before it. */
		if (s[i].lost > 0) {
			fprintf(f, " loses %d manpower (now %d)", s[i].lost,
			    u->manpower);
			k++;
		}
		if (s[i].disorganized)
			fprintf(f, "%s disorganized", k++ ? "," : "");
		if (s[i].fatigue != 0)
			fprintf(f, "%s fatigue +%d (now %d)", k++ ? "," : "",
			    s[i].fatigue, u->fatigue);
		if (s[i].demoralized != 0)
			fprintf(f, "%s Demoralize-%d", k++ ? "," : "",
			    s[i].demoralized);
		if (s[i].eliminated)
			fprintf(f, "%s eliminated", k++ ? "," : "");
		if (k == 0)
			fputs(" unaffected", f);
		fputs(".\n", f);
	}
}

/* What is left to do (7.6): the entries this combat added; a retreat or
 * rout says whose it is, the side and the units from their hex (a grand
 * assault's attackers retreat hex by hex). */
static void
next(FILE *f, struct game *g, const struct combat *c)
{
	const struct pending	*p;
	const struct unit	*u;
	char			 id[16];
	int			 i, j;

	for (i = 0; i < g->pending.n; i++) {
		p = &g->pending.items[i];
		if (p->kind == PK_RETREAT || p->kind == PK_ROUT) {
			u = p->nunits > 0 ? game_unit(g, p->units[0]) : NULL;
			fprintf(f, "Next: the %s%s, ", u == NULL ? "" :
			    u->side == c->attacker->side ? "attacker's " :
			    "defender's ", pending_kind_names[p->kind]);
			for (j = 0; j < p->nunits; j++)
				fprintf(f, "%s%s", j == 0 ? "" : j ==
				    p->nunits - 1 ? " and " : ", ",
				    p->units[j]);
			fprintf(f, " from %s, %s hexes (7.6); gcacw-retreat "
			    "rules on it.\n", game_hex_id(g, p->from, id),
			    p->kind == PK_ROUT ? "4 to 6" : "2 to 4");
		} else if (p->kind == PK_VOLUNTARY)
			fprintf(f, "Next: the defender may retreat 1 to 4 "
			    "hexes of his own will (7.6)%s; gcacw-retreat "
			    "--voluntary or --decline.\n", p->fatigue == 1 ?
			    ", each unit gaining a Fatigue Level on this \"-\" "
			    "result" : "");
		else if (p->kind == PK_ADVANCE)
			fprintf(f, "Next: the attacker may advance into the "
			    "vacated hex (7.6).\n");
	}
}

/*
 * Where a ruling that lacks a value stops.  The dice are rolled
 * only when every modifier is known (combat.h); then nothing is applied.
 */
static void
stopped(FILE *f, const struct combat *c)
{
	fprintf(f, "The ruling stops here: %s missing (reported below); %s "
	    "nothing is applied and the file is not written.\n",
	    c->nreported == 1 ? "a value is" : "values are",
	    c->die_attacker == 0 ? "no die is rolled," : "the dice are not "
	    "kept,");
}

static void
combat_words(struct game *g, const struct combat *c, FILE *f)
{
	int i;

	who(f, g, c);
	values(f, g, c);
	if (c->values_missing != NULL)
		fputs("Ratio (7.4): not ruled: it needs both sides' Combat "
		    "values (7.2).\n", f);
	else
		fprintf(f, "Ratio (7.4): %s, modifier as the Ratio Chart gives "
		    "it.\n", c->ratio);
	flank(f, g, c);
	modifiers(f, c, false);
	modifiers(f, c, true);
	if (c->stopped && c->die_attacker == 0) {
		stopped(f, c);
		return;
	}
	if (c->result_defender == NULL && c->result_attacker == NULL)
		return;		/* --odds: nothing rolled */
	if (c->artillery_die)
		fprintf(f, "Dice: artillery %d (%s: %+d); ", c->die_artillery,
		    c->die_artillery % 2 ? "odd" : "even", c->artillery_mod);
	else
		fputs("Dice: ", f);
	fprintf(f, "attacker %d %+d = %d; defender %d %+d = %d; "
	    "difference %+d.\n", c->die_attacker, c->attacker_fixed +
	    c->artillery_mod, c->die_attacker + c->attacker_fixed +
	    c->artillery_mod, c->die_defender, c->defender_total,
	    c->die_defender + c->defender_total, c->difference);
	fprintf(f, "Combat Chart (7.5), line %s%s: defender, column %s: %s; "
	    "attacker, column %s: %s.\n", c->row, c->italic ? " (printed in "
	    "italics)" : "", c->defend_column, c->result_defender != NULL ?
	    c->result_defender : c->result_missing[0], c->attack_column,
	    c->result_attacker != NULL ? c->result_attacker :
	    c->result_missing[1]);
	if (c->stopped) {
		stopped(f, c);
		return;
	}
	grand_loss(f, c);
	fputs("Results, the defender's first (7.5):\n", f);
	effects(f, c->defender_shares, c->ndefenders);
	effects(f, c->attacker_share, c->nattackers);
	for (i = 0; c->notes != NULL && i < c->notes->n; i++)
		fprintf(f, "  %s\n", c->notes->items[i]->str);
	if (!c->standalone && g->march.ended)
		fprintf(f, "%s's march is over (7.5).\n", g->march.unit);
	next(f, g, c);
}

static void
unit_list(FILE *f, struct unit *const *u, int n)
{
	int i;

	for (i = 0; i < n; i++)
		fprintf(f, "%s%s", i == 0 ? "" : i == n - 1 ? " and " : ", ",
		    u[i]->name);
}

/* 7.1 Step 6, as the rulebook's Johnston example tells it. */
static void
grand_explain(struct game *g, const struct assault *as, FILE *f)
{
	char	id[16];
	int	i;

	if (as->gleader == NULL)
		return;
	if (as->gskipped != NULL) {
		fprintf(f, "Step 6: no grand assault is attempted: %s.\n",
		    as->gskipped);
		return;
	}
	fprintf(f, "Step 6, grand assault: %s (Command value %d) is within "
	    "%s's command radius (2.5); the die is %d", as->gleader->name,
	    as->gleader->command, as->leader->name, as->gdie);
	if (as->loess)
		fprintf(f, ", +1 for a defender in a loess hex, modified %d",
		    as->gmodified);
	if (as->gmodified >= 6) {
		fputs(": 6 or more, the grand assault does not take place "
		    "(7.1).\n", f);
		return;
	}
	fprintf(f, "; %d less %d is grand assault number %d",
	    as->gleader->command, as->gmodified, as->gnumber);
	if (!as->gjoined) {
		fputs(": 0 or less, the grand assault does not take place "
		    "(7.1).\n", f);
		return;
	}
	fputs(": it must take place, with ", f);
	for (i = 0; i < as->ngused; i++) {
		game_hex_id(g, as->ghexes[i], id);
		fprintf(f, "%s%s", i == 0 ? "" : i == as->ngused - 1 ?
		    " and " : ", ", id);
	}
	fprintf(f, " (of %d eligible hex%s asked for).\n", as->nghexes,
	    as->nghexes == 1 ? "" : "es");
	unit_list(f, as->gjoining, as->ngjoining);
	fprintf(f, " %s a Fatigue Level, and %s Combat and Artillery "
	    "values (7.1 Grand Assault, Steps 3 to 5).\n",
	    as->ngjoining == 1 ? "joins, gaining" : "join, each gaining",
	    as->ngjoining == 1 ? "adds its" : "add their");
}

static void
assault_words(struct game *g, const struct assault *as, FILE *f)
{
	const struct leader	*l = as->leader;
	char			 id[16];

	game_hex_id(g, as->cb.target, id);
	fprintf(f, "Assault (5.3, 7.1): %s (Command value %d) assaults %s "
	    "with ", l->name, l->command, id);
	unit_list(f, as->selected, as->nselected);
	fputs(".\n", f);
	fputs("Step 2: ", f);
	unit_list(f, as->selected, as->nselected);
	fprintf(f, " %s a Fatigue Level, whether or not the assault takes "
	    "place (never an extended march).\n", as->nselected == 1 ?
	    "gains" : "each gain");
	if (as->cavalry != NULL) {
		const struct retreat *r = as->cavalry;

		fputs("Step 4, cavalry retreat (7.7): ", f);
		unit_list(f, r->units, r->nunits);
		fprintf(f, " (die %d%s%s, modified %d; no Movement Allowance "
		    "to cut in an assault) retreat%s %d hexes to %s%s.\n",
		    r->die, r->modifiers[0] != '\0' ? ", " : "",
		    r->modifiers, r->modified, r->nunits == 1 ? "s" : "",
		    r->nsteps, r->nsteps > 0 ? game_hex_id(g,
		    r->steps[r->nsteps - 1].to, id) : "nowhere",
		    r->die_loser != NULL ? ", losing a manpower on the "
		    "unmodified 1" : "");
		if (as->emptied) {
			fputs("The hex assaulted is empty: the assault ends "
			    "before the command die, the fatigue kept.\n", f);
			return;
		}
	}
	fprintf(f, "Step 5: the command die is %d", as->die);
	if (as->die == 6) {
		fputs(": an unmodified 6 ends the assault (7.1).\n", f);
		return;
	}
	if (as->district)
		fputs(", -2 for a district leader", f);
	if (as->loess)
		fputs(", +1 for a defender in a loess hex", f);
	if (as->die_mods != 0)
		fprintf(f, ", modified %d", as->modified);
	fprintf(f, "; %d less %d is assault number %d", l->command,
	    as->modified, as->number);
	if (!as->held) {
		fputs(": less than 0, the assault ends (7.1).\n", f);
		return;
	}
	if (as->number == 0)
		fputs(": the assault takes place with one unit", f);
	else
		fputs(": the assault takes place", f);
	fputs(", employing ", f);
	unit_list(f, as->employed, as->nemployed);
	if (as->nemployed < as->nselected)
		fputs(" (the first in --units order; the others are "
		    "dropped)", f);
	fputs(".\n", f);
	grand_explain(g, as, f);
	fprintf(f, "The combat: the +1 assault modifier instead of an attack "
	    "type, and %s's Tactical value (7.4).\n", l->name);
	combat_words(g, &as->cb, f);
}

/* Ends with the step the tools take next, after the results' own
 * "Next:" lines (a pending retreat or advance says it there). */
void
combat_explain(struct game *g, const struct combat *c, FILE *f)
{
	combat_words(g, c, f);
	if (g->pending.n == 0 && !c->stopped)
		explain_next(f, g);
}

void
assault_explain(struct game *g, const struct assault *as, FILE *f)
{
	assault_words(g, as, f);
	if (g->pending.n == 0 && !as->cb.stopped)
		explain_next(f, g);
}
