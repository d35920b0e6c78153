/*
 * assault_bonus.c — the leader bonuses of an assault (7.4 Lee, Longstreet
 * and Jackson): +1 to the attack roll "if the ... leader successfully
 * undertakes an assault action", never two of them.  Jackson's is the
 * corps leader Jackson's in SJW (module), Longstreet's the corps leader
 * Longstreet's in a scenario of 1864 or later, Lee's one the Confederate
 * player states (--lee) for an assault whose leader Lee is stacked with,
 * tied to one corps a turn.  The leaders are known by their names and
 * ranks in the file (gcacw-combat(1) RULINGS); a Sub counter (SJW 17.0)
 * is not the leader it replaced.
 */
#include <stdlib.h>
#include <string.h>

#include "assault.h"
#include "combat_int.h"
#include "module.h"
#include "refuse.h"
#include "scenario.h"

/* The Confederate leader of that name and rank, in play, not a Sub. */
static bool
is_leader(const struct leader *l, const char *name, enum leader_rank rank)
{
	return l->side == SIDE_CSA && l->rank == rank && !l->substitute &&
	    l->status == US_IN_PLAY && strcmp(l->name, name) == 0;
}

/*
 * "assaults started by leaders within one corps": a corps or district
 * leader's corps is his own formation ("The SEV district ... is treated
 * as a corps"); a division leader's, the corps leader's whose command
 * the unit he is with belongs to, else his own formation.
 */
static const char *
corps_of(const struct game *g, const struct leader *l)
{
	const struct unit	*u = &g->units[l->with];
	int			 i;

	if (l->rank != R_DIVISION)
		return l->leads;
	for (i = 0; i < g->nleaders; i++)
		if (g->leaders[i].side == l->side &&
		    g->leaders[i].rank == R_CORPS &&
		    leader_subordinate(g, &g->leaders[i], u))
			return g->leaders[i].leads;
	return l->leads;
}

/* The corps this turn's Lee bonus is tied to (the log's assaults), or
 * NULL: "If the subsequent assault roll fails, Lee's bonus is still tied
 * to that corps for the rest of the turn." */
static const char *
lee_tied(const struct game *g)
{
	const struct node	*e, *v, *t;
	int			 i;

	for (i = 0; g->log != NULL && i < g->log->n; i++) {
		e = g->log->items[i];
		if (!node_is(node_get(e, "op"), "assault") ||
		    (v = node_get(e, "lee")) == NULL || v->kind != N_SCALAR ||
		    (t = node_get(e, "turn")) == NULL || t->kind != N_SCALAR ||
		    atoi(t->str) != g->turn)
			continue;
		return v->str;
	}
	return NULL;
}

/* --lee: the bonus stated, checked before any die. */
static int
lee(struct game *g, struct assault *as)
{
	const struct leader	*l = as->leader, *lee = NULL;
	const char		*corps, *tied;
	int			 i;

	for (i = 0; i < g->nleaders; i++)
		if (is_leader(&g->leaders[i], "Lee", R_ARMY))
			lee = &g->leaders[i];
	if (l->side != SIDE_CSA)
		return refuse(g, "--lee", "the Lee bonus is the Confederate "
		    "player's (7.4)");
	if (lee == NULL || lee->with < 0 || g->units[lee->with].hex !=
	    g->units[l->with].hex)
		return refuse(g, "--lee", "the army leader Lee is not stacked "
		    "in %s's hex: the Lee bonus needs him there (7.4)",
		    l->name);
	if (as->cb.bonus != NULL)
		return refuse(g, "--lee", "%s's assault has the %s bonus, which "
		    "can never be combined with the Lee bonus (7.4)", l->name,
		    as->cb.bonus);
	corps = corps_of(g, l);
	if ((tied = lee_tied(g)) != NULL && strcmp(tied, corps) != 0)
		return refuse(g, "--lee", "the Lee bonus is tied to %s's corps "
		    "this turn: it may only be used with assaults of leaders "
		    "from that corps (7.4)", tied);
	as->lee_corps = corps;
	as->cb.bonus = "lee";
	as->cb.bonus_why = arena_printf(&g->arena, "Lee stacked with %s, "
	    "stated (tied to %s's corps this turn)", l->name, corps);
	return 0;
}

int
assault_bonus(struct game *g, struct assault *as, bool stated_lee)
{
	const struct leader *l = as->leader;

	/* "Jackson: In the games SJW, HCR, and SLB". */
	if (g->module->jackson_assault_bonus && is_leader(l, "Jackson",
	    R_CORPS)) {
		as->cb.bonus = "jackson";
		as->cb.bonus_why = "the corps leader Jackson's assault";
	}
	/* "Longstreet: In any scenario occurring in 1864 or later". */
	if (game_year(g) >= 1864 && is_leader(l, "Longstreet", R_CORPS)) {
		as->cb.bonus = "longstreet";
		as->cb.bonus_why = "the corps leader Longstreet's assault, "
		    "1864 or later";
	}
	return stated_lee ? lee(g, as) : 0;
}
