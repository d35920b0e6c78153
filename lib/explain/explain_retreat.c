/*
 * explain_retreat.c — a retreat in words: each step's chart, the legal
 * hexes with their priority and loss, and the choice (7.6, 7.7).
 */
#include <stdio.h>

#include "explain.h"

static const char *
hexid(struct game *g, hex_t h, char buf[16])
{
	hex_format(g->map.geo, h, buf);
	return buf;
}

static void
option(FILE *f, struct game *g, const struct retreat_option *o)
{
	char id[16];

	fprintf(f, "%s priority %d (description %s: %s%s%s%s), loss %d",
	    hexid(g, o->hex, id), o->priority, o->desc,
	    o->occupied ? "enemy-occupied" : o->zoc ? "enemy ZOC" :
	    "no enemy ZOC", o->distant ? ", more distant" : ", not more "
	    "distant", o->road ? ", along a road" : "", o->friendly ?
	    ", friendly-occupied" : "", o->loss);
}

void
retreat_explain(struct game *g, const struct retreat *r, FILE *f)
{
	char	id[16], en[16];
	int	i, k;

	if (r->op == RO_DECLINE) {
		fprintf(f, "The %s is declined (7.6).\n", r->declined);
		return;
	}
	if (r->op == RO_ADVANCE) {
		fprintf(f, "%d unit%s advance%s into %s, the hex the defender "
		    "vacated (7.6); leaders with them go along.\n",
		    r->advanced, r->advanced == 1 ? "" : "s", r->advanced == 1 ?
		    "s" : "", hexid(g, r->advanced_into, id));
		return;
	}
	fprintf(f, "%s of ", r->kind == RK_RETREAT ? "Retreat" :
	    r->kind == RK_ROUT ? "Rout" : r->kind == RK_VOLUNTARY ?
	    "Voluntary retreat" : "Cavalry retreat");
	for (i = 0; i < r->nunits; i++)
		fprintf(f, "%s%s", i ? (i + 1 == r->nunits ? " and " : ", ") :
		    "", r->units[i]->name);
	fprintf(f, " from %s, %d to %d hexes, away from %s in %s (%s).\n",
	    hexid(g, r->start, id), r->min, r->max, r->enemy_unit != NULL ?
	    r->enemy_unit : "the active enemy unit", hexid(g, r->enemy, en),
	    r->kind == RK_CAVALRY ? "7.7" : "7.6");
	if (r->kind == RK_CAVALRY)
		fprintf(f, "Cavalry retreat die (7.7): %d, modifiers %s, "
		    "modified %d; the active unit's Movement Allowance is cut "
		    "by half of it, %d%s.\n", r->die, r->modifiers[0] ?
		    r->modifiers : "none", r->modified, r->mp_cut,
		    r->die_loser != NULL ? "; the unmodified 1 costs a "
		    "manpower" : "");
	if (r->surrender) {
		fputs("No hex may be retreated into, even overriding the "
		    "priorities once: the units surrender (7.6).\n", f);
		return;
	}
	for (k = 0; k < r->nsteps; k++) {
		const struct retreat_step *s = &r->steps[k];

		fprintf(f, "Hex %d, Retreat Chart %d%s:", k + 1, s->chart,
		    s->zoc_exit ? " (leaving an enemy ZOC)" : "");
		for (i = 0; i < s->nlegal; i++) {
			fputs(i ? ";\n    " : "\n    ", f);
			option(f, g, &s->legal[i]);
		}
		fprintf(f, "\n  enters %s%s%s.\n", hexid(g, s->to, id),
		    s->override ? ", overriding the priorities once to "
		    "avoid surrender (7.6)" : "", s->extension ? ", past the "
		    "most hexes, out of an enemy-occupied hex (7.6)" : "");
	}
	fprintf(f, "%s path: %d hex%s, a loss of %d manpower for each "
	    "unit.\n", r->chosen ? "The chosen" : "The player's", r->nsteps,
	    r->nsteps == 1 ? "" : "es", r->loss);
}
