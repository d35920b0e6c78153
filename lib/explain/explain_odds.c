/*
 * explain_odds.c — the --odds report: the attack, its modifiers, the
 * difference of every case, then each side's results, likeliest first
 * (7.5).
 */
#include <limits.h>
#include <stdio.h>

#include "explain.h"
#include "scalar.h"

static void
tally(FILE *f, const char *who, const struct odds_tally *t, int total)
{
	int i;

	fprintf(f, "%s's results:\n", who);
	for (i = 0; i < t->n; i++)
		fprintf(f, "  %-14s %3d/%d  %5.1f%%\n", t->result[i],
		    t->count[i], total, 100.0 * t->count[i] / total);
}

static void	names(FILE *, struct unit *const *, int);

void
explain_odds(FILE *f, const struct combat *c, const struct combat_odds *o)
{
	char	av[24], dv[24];
	int	i;

	/* Every unit of the force and of the hex, by name: the odds are
	 * theirs, not the first unit's. */
	names(f, c->attackers != NULL && c->nattackers > 0 ? c->attackers :
	    &c->attacker, c->nattackers > 0 ? c->nattackers : 1);
	fputs(c->nattackers > 1 ? " attack " : " attacks ", f);
	names(f, c->defenders, c->ndefenders);
	fprintf(f, " (%s): %s against %s, ratio %s; "
	    "columns %s (attacker), %s (defender)\n",
	    c->leader != NULL ? "assault" : attack_type_text[c->type],
	    quarters_text(c->attack_value, av),
	    quarters_text(c->defend_value, dv), c->ratio, c->attack_column,
	    c->defend_column);
	fprintf(f, "modifiers: attacker %+d, defender %+d", c->attacker_fixed,
	    c->defender_total);
	if (c->artillery_die)
		fprintf(f, "; artillery die: even %+d, odd %+d",
		    c->artillery_even, c->artillery_odd);
	else if (c->artillery_even != 0)
		fprintf(f, "; artillery %+d", c->artillery_even);
	fprintf(f, "\n%d cases, each as likely\n", o->total);
	fputs("difference:", f);
	for (i = 0; i < o->ndiffs; i++)
		fprintf(f, " %+d:%d", o->diff[i], o->diff_count[i]);
	fputc('\n', f);
	tally(f, "defender", &o->def, o->total);
	tally(f, "attacker", &o->att, o->total);
}

/* "Johnson", "Johnson and Baird", "A, B and C". */
static void
names(FILE *f, struct unit *const *u, int n)
{
	int i;

	for (i = 0; i < n; i++)
		fprintf(f, "%s%s", i == 0 ? "" : i + 1 == n ? " and " : ", ",
		    u[i]->name);
}

void
assault_explain_odds(FILE *f, const struct assault *as,
    const struct assault_odds *o)
{
	int i, n;

	fprintf(f, "%s (Command %d) assaults %s with ", as->leader->name,
	    as->leader->command, as->cb.defenders[0]->name);
	names(f, as->selected, as->nselected);
	fprintf(f, "\ncommand die (7.1 Step 5), modifier %+d:\n",
	    as->die_mods);
	for (i = 0; i < 6; i++) {
		n = o->number[i];
		if (n == INT_MIN)
			fprintf(f, "  %d: an unmodified 6 ends the assault\n",
			    i + 1);
		else if (n < 0)
			fprintf(f, "  %d: assault number %d, it ends\n", i + 1,
			    n);
		else
			fprintf(f, "  %d: assault number %d, %d employed\n",
			    i + 1, n, n == 0 ? 1 : n < as->nselected ? n :
			    as->nselected);
	}
	if (as->gleader != NULL) {
		fprintf(f, "grand assault die (7.1), %s (Command %d), modifier "
		    "%+d:\n", as->gleader->name, as->gleader->command,
		    as->loess ? 1 : 0);
		for (i = 0; i < 6; i++)
			if (o->grand_used[i] < 0)
				fprintf(f, "  %d: no grand assault\n", i + 1);
			else
				fprintf(f, "  %d: %d %s\n", i + 1,
				    o->grand_used[i], o->grand_used[i] == 1 ?
				    "hex joins" : "hexes join");
		for (i = 0; i < 6; i++)
			if (o->cv3_fails[i])
				fprintf(f, "  (command die %d: Combat value "
				    "under 3, no grand assault is attempted)\n",
				    i + 1);
	}
	fprintf(f, "it takes place: %d/%d  %5.1f%%\n", o->held, o->outcomes,
	    100.0 * o->held / o->outcomes);
	if (o->held == 0)
		return;
	fprintf(f, "given it takes place, %d cases, each as likely\n",
	    o->total);
	tally(f, "defender", &o->def, o->total);
	tally(f, "attacker", &o->att, o->total);
	for (i = 0; i < o->ncases; i++) {
		const struct assault_case *k = &o->cases[i];

		fprintf(f, "-- force %d of %d (%d/%d of the dice): ", i + 1,
		    o->ncases, k->weight, o->outcomes);
		names(f, k->cb.attackers, k->cb.nattackers);
		fputc('\n', f);
		explain_odds(f, &k->cb, &k->odds);
	}
}
