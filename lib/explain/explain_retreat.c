/*
 * explain_retreat.c — a retreat in words: each step's chart, the legal
 * hexes with their priority and loss, and the choice (7.6, 7.7).
 */
#include <stdio.h>

#include "explain.h"
#include "names.h"

static void
option(FILE *f, struct game *g, const struct retreat_option *o)
{
	char id[16];

	fprintf(f, "%s priority %d (description %s: %s%s%s%s), loss %d",
	    game_hex_id(g, o->hex, id), o->priority, o->desc,
	    o->occupied ? "enemy-occupied" : o->zoc ? "enemy ZOC" :
	    "no enemy ZOC", o->distant ? ", more distant" : ", not more "
	    "distant", o->road ? ", along a road" : "", o->friendly ?
	    ", friendly-occupied" : "", o->loss);
}

/*
 * Why a step reads its chart (7.6): Chart 1 for the first hex of a
 * retreat, the first four of a rout or cavalry retreat, and whenever the
 * unit leaves an enemy ZOC; Chart 2 otherwise.
 */
static const char *
chart_why(const struct retreat *r, const struct retreat_step *s, int k)
{
	bool rout = r->kind == RK_ROUT || r->kind == RK_CAVALRY;

	if (s->chart == 2)
		return rout ? "past the fourth hex, not leaving an enemy ZOC" :
		    "past the first hex, not leaving an enemy ZOC";
	if (rout && k <= 4 && r->kind == RK_CAVALRY)
		return s->zoc_exit ? "one of the first four hexes of a "
		    "cavalry retreat, leaving an enemy ZOC" : "one of the "
		    "first four hexes of a cavalry retreat";
	if (rout && k <= 4)
		return s->zoc_exit ? "one of the first four hexes of a "
		    "rout, leaving an enemy ZOC" : "one of the first four "
		    "hexes of a rout";
	if (!rout && k == 1)
		return s->zoc_exit ? "the first hex, leaving an enemy ZOC" :
		    "the first hex";
	return "leaving an enemy ZOC";
}

/* The unit of r that leader l is with, or NULL: he goes with it. */
static const struct unit *
leader_of(const struct game *g, const struct retreat *r,
    const struct leader *l)
{
	int i;

	for (i = 0; i < r->nunits; i++)
		if (l->status == US_IN_PLAY && l->with >= 0 &&
		    &g->units[l->with] == r->units[i])
			return r->units[i];
	return NULL;
}

/* 7.6 Advance After Combat: the units by name, and the leaders with
 * them, who go along. */
static void
advanced(FILE *f, struct game *g, const struct retreat *r)
{
	const struct unit	*u;
	char			 id[16];
	int			 i, k = 0;

	for (i = 0; i < r->nunits; i++)
		fprintf(f, "%s%s", i ? (i + 1 == r->nunits ? " and " : ", ") :
		    "", r->units[i]->name);
	fprintf(f, " advance%s into %s, the hex the defender vacated (7.6)",
	    r->nunits == 1 ? "s" : "", game_hex_id(g, r->advanced_into, id));
	for (i = 0; i < g->nleaders; i++)
		if ((u = leader_of(g, r, &g->leaders[i])) != NULL) {
			fprintf(f, "; %s goes along with %s",
			    g->leaders[i].name, u->name);
			k++;
		}
	fputs(k ? ".\n" : "; no leader is with the advance.\n", f);
}

/* The leaders with the retreating units go with them (7.6,
 * 6.3), named as an advance names its own. */
static void
leaders_along(FILE *f, struct game *g, const struct retreat *r)
{
	const struct unit	*u;
	int			 i;

	for (i = 0; i < g->nleaders; i++)
		if ((u = leader_of(g, r, &g->leaders[i])) != NULL)
			fprintf(f, "  %s goes with %s.\n", g->leaders[i].name,
			    u->name);
}

void
retreat_words(struct game *g, const struct retreat *r, FILE *f)
{
	char	id[16], en[16];
	int	i, k;

	if (r->op == RO_DECLINE) {
		fprintf(f, "The %s is declined (7.6).\n", r->declined);
		return;
	}
	if (r->op == RO_ADVANCE) {
		if (r->nunits == 0)
			fprintf(f, "No unit advances into %s (7.6).\n",
			    game_hex_id(g, r->advanced_into, id));
		else
			advanced(f, g, r);
		for (i = 0; r->advance_notes != NULL &&
		    i < r->advance_notes->n; i++)
			fprintf(f, "  %s.\n", r->advance_notes->items[i]->str);
		return;
	}
	fprintf(f, "%s of ", r->kind == RK_RETREAT ? "Retreat" :
	    r->kind == RK_ROUT ? "Rout" : r->kind == RK_VOLUNTARY ?
	    "Voluntary retreat" : "Cavalry retreat");
	for (i = 0; i < r->nunits; i++)
		fprintf(f, "%s%s", i ? (i + 1 == r->nunits ? " and " : ", ") :
		    "", r->units[i]->name);
	fprintf(f, " from %s, %d to %d hexes, away from %s in %s (%s).\n",
	    game_hex_id(g, r->start, id), r->min, r->max,
	    r->enemy_unit != NULL ? r->enemy_unit : "the active enemy unit",
	    game_hex_id(g, r->enemy, en), r->kind == RK_CAVALRY ? "7.7" :
	    "7.6");
	if (r->kind == RK_CAVALRY && r->stopped) {
		fprintf(f, "Cavalry retreat modifiers (7.7) but force: %s; the "
		    "force modifiers (Very Large, Large, Small, Very Small "
		    "Force) need every cavalry unit's Combat value (7.2): not "
		    "printed (reported below).\n", r->modifiers[0] ?
		    r->modifiers : "none");
		fputs("The ruling stops here: a value is missing; no die is "
		    "rolled, nothing moves and the file is not written.\n", f);
		return;
	}
	if (r->kind == RK_CAVALRY)
		fprintf(f, "Cavalry retreat die (7.7): %d, modifiers %s, "
		    "modified %d; the active unit's Movement Allowance is cut "
		    "by half of it, %d%s.\n", r->die, r->modifiers[0] ?
		    r->modifiers : "none", r->modified, r->mp_cut,
		    r->die_loser != NULL ? "; the unmodified 1 costs a "
		    "manpower" : "");
	/* What a voluntary retreat costs, and what any retreat leaves
	 * behind. */
	if (r->kind == RK_VOLUNTARY)
		fprintf(f, "%s\n", r->fatigue ? "Each unit gains a Fatigue "
		    "Level: the retreat is taken on a \"-\" result (7.6)." :
		    "It costs no Fatigue Level: the result was not \"-\" "
		    "(7.6).");
	for (i = 0; r->lifted != NULL && i < r->nunits; i++)
		if (r->lifted[i] != E_NONE)
			fprintf(f, "%s leaves its %s marker behind (9.0).\n",
			    r->units[i]->name, entrenchment_names[r->lifted[i]]);
	if (r->surrender) {
		fputs("No hex may be retreated into, even overriding the "
		    "priorities once: the units surrender (7.6).\n", f);
		return;
	}
	for (k = 0; k < r->nsteps; k++) {
		const struct retreat_step *s = &r->steps[k];

		fprintf(f, "Hex %d, Retreat Chart %d (%s):", k + 1, s->chart,
		    chart_why(r, s, k + 1));
		for (i = 0; i < s->nlegal; i++) {
			fputs(i ? ";\n    " : "\n    ", f);
			option(f, g, &s->legal[i]);
		}
		fprintf(f, "\n  enters %s%s%s.\n", game_hex_id(g, s->to, id),
		    s->override ? ", overriding the priorities once to "
		    "avoid surrender (7.6)" : "", s->extension ? ", past the "
		    "most hexes, out of an enemy-occupied hex (7.6)" : "");
	}
	fprintf(f, "%s path: %d hex%s, a loss of %d manpower for each "
	    "unit.\n", r->chosen ? "The chosen" : "The player's", r->nsteps,
	    r->nsteps == 1 ? "" : "es", r->loss);
	if (r->nsteps > 0)
		leaders_along(f, g, r);
	for (i = 0; r->advance_notes != NULL && i < r->advance_notes->n; i++)
		fprintf(f, "  %s.\n", r->advance_notes->items[i]->str);
}

void
retreat_explain(struct game *g, const struct retreat *r, FILE *f)
{
	retreat_words(g, r, f);
	explain_next(f, g);
}
