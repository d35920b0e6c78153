/*
 * explain_odds.c — the --odds report: the attack, its modifiers, the
 * difference of every case, then each side's results, likeliest first
 * (7.5).
 */
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

void
explain_odds(FILE *f, const struct combat *c, const struct combat_odds *o)
{
	char	av[24], dv[24];
	int	i;

	fprintf(f, "%s attacks %s (%s): %s against %s, ratio %s; "
	    "columns %s (attacker), %s (defender)\n", c->attacker->name,
	    c->defenders[0]->name, attack_type_text[c->type],
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
