/*
 * combat_odds.c — the exact chance of every result of a combat (7.5):
 * every face of the attacker's and defender's dice, and the artillery
 * die's parity when the artillery modifier calls for one: 36 or 72 cases
 * (see combat.h; explain_odds.c puts them in words).
 */
#include <stdio.h>
#include <string.h>

#include "combat_int.h"
#include "tables.h"

static void
count(struct odds_tally *t, const char *result)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->result[i], result) == 0) {
			t->count[i]++;
			return;
		}
	t->result[t->n] = result;	/* at most one per case */
	t->count[t->n++] = 1;
}

/* Likeliest first; ties in the order first met. */
static void
sort_tally(struct odds_tally *t)
{
	int i, j;

	for (i = 1; i < t->n; i++)
		for (j = i; j > 0 && t->count[j] > t->count[j - 1]; j--) {
			const char	*r = t->result[j];
			int		 c = t->count[j];

			t->result[j] = t->result[j - 1];
			t->count[j] = t->count[j - 1];
			t->result[j - 1] = r;
			t->count[j - 1] = c;
		}
}

/*
 * The cell of a difference (7.5: "≤ -8" and "≥ +10" are the first and
 * last lines).  The chart is whole (Charts & Tables v1.4 above the v1.6
 * text's rows) and an override only replaces a cell, so there is one.
 */
static const char *
cell(struct game *g, const struct chart *ch, int diff, const char *col)
{
	char	row[16];

	diff = combat_chart_line(diff);
	snprintf(row, sizeof(row), diff == 0 ? "%d" : "%+d", diff);
	return chart_get(&g->charts, ch, row, col);
}

static void
count_diff(struct combat_odds *o, int diff)
{
	int i;

	for (i = 0; i < o->ndiffs && o->diff[i] < diff; i++)
		continue;
	if (i < o->ndiffs && o->diff[i] == diff) {
		o->diff_count[i]++;
		return;
	}
	memmove(o->diff + i + 1, o->diff + i, (size_t)(o->ndiffs - i) *
	    sizeof(*o->diff));
	memmove(o->diff_count + i + 1, o->diff_count + i,
	    (size_t)(o->ndiffs - i) * sizeof(*o->diff_count));
	o->diff[i] = diff;
	o->diff_count[i] = 1;
	o->ndiffs++;
}

void
combat_odds(struct game *g, const struct combat *c, struct combat_odds *o)
{
	const struct chart	*def = &chart_combat_defender;
	const struct chart	*att = &chart_combat_attacker;
	int			 par, a, d;

	memset(o, 0, sizeof(*o));
	if (c->stopped)
		return;		/* a value is missing: no odds */
	o->total = c->artillery_die ? 72 : 36;
	for (par = 0; par < (c->artillery_die ? 2 : 1); par++) {
		int art = par == 0 ? c->artillery_even : c->artillery_odd;

		for (a = 1; a <= 6; a++)
			for (d = 1; d <= 6; d++) {
				int diff = a + c->attacker_fixed + art -
				    (d + c->defender_total);

				count(&o->def, cell(g, def, diff,
				    c->defend_column));
				count(&o->att, cell(g, att, diff,
				    c->attack_column));
				count_diff(o, diff);
			}
	}
	sort_tally(&o->def);
	sort_tally(&o->att);
}
