/*
 * assault_odds.c — the exact odds of an assault (--odds): every face of
 * the command die (7.1 Step 5) and, with --grand, of the grand assault die,
 * each as likely; each distinct force's combat has its own odds
 * (combat_odds), and the results given that the assault takes place are
 * their sum, weighted by how many dice outcomes lead to each force.
 */
#include <limits.h>
#include <string.h>

#include "assault.h"
#include "combat_int.h"

/* Add n cases of result r to t (merging equal results). */
static void
tally_add(struct odds_tally *t, const char *r, int n)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->result[i], r) == 0) {
			t->count[i] += n;
			return;
		}
	if (t->n == ODDS_MAXCASES)
		diag_fatal("internal error: more than %d results (7.5)",
		    ODDS_MAXCASES);
	t->result[t->n] = r;
	t->count[t->n++] = n;
}

/* Likeliest first; a stable insertion sort keeps equal counts in the
 * order they were met. */
static void
tally_sort(struct odds_tally *t)
{
	int		 i, j, c;
	const char	*r;

	for (i = 1; i < t->n; i++) {
		c = t->count[i];
		r = t->result[i];
		for (j = i; j > 0 && t->count[j - 1] < c; j--) {
			t->count[j] = t->count[j - 1];
			t->result[j] = t->result[j - 1];
		}
		t->count[j] = c;
		t->result[j] = r;
	}
}

/* The case for this force, made and ruled the first time it is met. */
static int
force_case(struct game *g, struct assault *as, struct assault_odds *o,
    int used, int weight)
{
	struct assault_case	*k;
	int			 i, before = g->diag->count;

	for (i = 0; i < o->ncases; i++)
		if (o->cases[i].nemployed == as->nemployed &&
		    o->cases[i].ngused == used) {
			o->cases[i].weight += weight;
			return 0;
		}
	k = &o->cases[o->ncases++];
	k->nemployed = as->nemployed;
	k->ngused = used;
	k->weight = weight;
	memset(&k->cb, 0, sizeof(k->cb));
	k->cb.leader = as->cb.leader;
	k->cb.from = as->cb.from;
	k->cb.target = as->cb.target;
	k->cb.standalone = true;
	k->cb.defenders = as->cb.defenders;
	k->cb.ndefenders = as->cb.ndefenders;
	k->cb.defender_values = arena_alloc(&g->arena,
	    (size_t)(as->cb.ndefenders + 1) * sizeof(quarters));
	if (as->gleader != NULL)
		assault_join(g, as, used);
	else
		as->ngjoining = 0;
	assault_attackers(g, as, &k->cb);
	/* A value missing is reported once, by the first force that needs
	 * it: no odds. */
	if (combat_rule(g, &k->cb, before) != 0 || k->cb.stopped)
		return g->diag->status != 0 ? g->diag->status : ST_DATA;
	combat_odds(g, &k->cb, &k->odds);
	return 0;
}

int
assault_odds(struct game *g, struct assault *as, struct assault_odds *o)
{
	int	d1, d2, i, j, st, wgrand = as->gleader != NULL ? 6 : 1;
	bool	data;

	memset(o, 0, sizeof(*o));
	o->outcomes = 6 * wgrand;
	/* At most one force per outcome. */
	o->cases = arena_alloc(&g->arena, (size_t)o->outcomes *
	    sizeof(*o->cases));
	for (d2 = 0; d2 < 6; d2++) {
		/* 7.1 Grand Assault: modified 6 or more, or a number of 0
		 * or less, and none takes place. */
		int gm = d2 + 1 + (as->loess ? 1 : 0);
		int gn = as->gleader != NULL ? as->gleader->command - gm : 0;

		o->grand_used[d2] = as->gleader == NULL || gm >= 6 ||
		    gn <= 0 ? -1 : gn < as->nghexes ? gn : as->nghexes;
	}
	for (d1 = 1; d1 <= 6; d1++) {
		as->modified = d1 + as->die_mods;
		as->number = as->leader->command - as->modified;
		o->number[d1 - 1] = d1 == 6 ? INT_MIN : as->number;
		if (d1 == 6 || as->number < 0)
			continue;
		o->held += wgrand;
		assault_employ(g, as);
		if (as->gleader == NULL) {
			if ((st = force_case(g, as, o, 0, 1)) != 0)
				return st;
			continue;
		}
		o->cv3_fails[d1 - 1] = assault_cv3_fails(g, as, &data);
		if (data)
			return g->diag->status;
		for (d2 = 0; d2 < 6; d2++) {
			int used = o->cv3_fails[d1 - 1] ? 0 :
			    o->grand_used[d2] < 0 ? 0 : o->grand_used[d2];

			if ((st = force_case(g, as, o, used, 1)) != 0)
				return st;
		}
	}
	/* Every combat counted over 72 cases, the artillery die's parity
	 * included or not. */
	o->total = o->held * 72;
	for (i = 0; i < o->ncases; i++) {
		const struct assault_case *k = &o->cases[i];
		int scale;

		if (k->cb.stopped)
			return g->diag->status;
		scale = k->weight * 72 / k->odds.total;
		for (j = 0; j < k->odds.def.n; j++)
			tally_add(&o->def, k->odds.def.result[j],
			    k->odds.def.count[j] * scale);
		for (j = 0; j < k->odds.att.n; j++)
			tally_add(&o->att, k->odds.att.result[j],
			    k->odds.att.count[j] * scale);
	}
	tally_sort(&o->def);
	tally_sort(&o->att);
	return 0;
}
