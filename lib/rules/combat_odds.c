/*
 * odds.c — the exact chance of every result of a combat (7.5): every
 * face of the attacker's and defender's dice, and the artillery die's
 * parity when the artillery modifier calls for one: 36 or 72 cases.
 */
#include <stdio.h>
#include <string.h>

#include "combat.h"
#include "scalar.h"

#define MAXRES 64

struct tally {
	const char	*result[MAXRES];
	int		 count[MAXRES];
	int		 n;
};

static void
count(struct tally *t, const char *result, int weight)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->result[i], result) == 0) {
			t->count[i] += weight;
			return;
		}
	if (t->n < MAXRES) {
		t->result[t->n] = result;
		t->count[t->n++] = weight;
	}
}

static const char *
cell(struct game *g, const char *chart, int diff, const char *col,
    char *missing, size_t len)
{
	const struct chart	*ch = chart_find(chart);
	const char		*v;
	char			 row[16];

	if (diff < -8)
		diff = -8;
	if (diff == 0)
		snprintf(row, sizeof(row), "0");
	else
		snprintf(row, sizeof(row), "%+d", diff);
	char			 line[128];

	if ((v = chart_get(&g->charts, ch, row, col)) != NULL)
		return v;
	snprintf(line, sizeof(line), "  charts: {%s: {\"%s\": {\"%s\": "
	    "RESULT}}}\n", chart, row, col);
	if (strstr(missing, line) == NULL &&
	    strlen(missing) + strlen(line) < len)
		strcat(missing, line);
	return "(not printed)";
}

static void
print_tally(FILE *f, const char *who, struct tally *t, int total)
{
	int i, j;

	/* Likeliest first; ties in the order first met. */
	for (i = 1; i < t->n; i++)
		for (j = i; j > 0 && t->count[j] > t->count[j - 1]; j--) {
			const char	*r = t->result[j];
			int		 c = t->count[j];

			t->result[j] = t->result[j - 1];
			t->count[j] = t->count[j - 1];
			t->result[j - 1] = r;
			t->count[j - 1] = c;
		}
	fprintf(f, "%s's results:\n", who);
	for (i = 0; i < t->n; i++)
		fprintf(f, "  %-14s %3d/%d  %5.1f%%\n", t->result[i],
		    t->count[i], total, 100.0 * t->count[i] / total);
}

void
combat_odds(struct game *g, const struct combat *c, FILE *f)
{
	struct tally	 def, att;
	char		 missing[2048] = "", av[24], dv[24];
	int		 par, a, d, total = c->artillery_die ? 72 : 36;
	int		 diffs[40] = { 0 }, lo = 99, hi = -99, i;

	memset(&def, 0, sizeof(def));
	memset(&att, 0, sizeof(att));
	for (par = 0; par < (c->artillery_die ? 2 : 1); par++) {
		int art = par == 0 ? c->artillery_even : c->artillery_odd;

		for (a = 1; a <= 6; a++)
			for (d = 1; d <= 6; d++) {
				int diff = a + c->attacker_fixed + art -
				    (d + c->defender_total);

				count(&def, cell(g, "combat-defender", diff,
				    c->defend_column, missing,
				    sizeof(missing)), 1);
				count(&att, cell(g, "combat-attacker", diff,
				    c->attack_column, missing,
				    sizeof(missing)), 1);
				if (diff + 20 >= 0 && diff + 20 < 40)
					diffs[diff + 20]++;
				lo = diff < lo ? diff : lo;
				hi = diff > hi ? diff : hi;
			}
	}
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
	fprintf(f, "\n%d cases, each as likely\n", total);
	fputs("difference:", f);
	for (i = lo; i <= hi; i++)
		if (i + 20 >= 0 && i + 20 < 40 && diffs[i + 20] > 0)
			fprintf(f, " %+d:%d", i, diffs[i + 20]);
	fputc('\n', f);
	print_tally(f, "defender", &def, total);
	print_tally(f, "attacker", &att, total);
	if (missing[0] != '\0')
		fprintf(f, "The Combat Chart as the rulebooks print it lacks "
		    "these cells (7.5); supply them to rule on them:\n%s",
		    missing);
}
