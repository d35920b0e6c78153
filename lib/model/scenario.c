/*
 * scenario.c — which of a scenario's restrictions binds a unit now
 * (scenario.h).  The rules that enforce them ask here and cite the
 * restriction's special rule in their refusal.
 */
#include <string.h>

#include "module.h"
#include "scenario.h"

const char *const restriction_names[RK_COUNT] = {
	"no-entrench", "no-action", "no-enter", "keep-away", "no-enemy-zoc",
	"no-extended-march", "no-force-march", "no-attack",
	"first-initiative", "no-random-events", "rain", "unfordable",
	"reinforcement", "withdrawal", "pass-ends-cycle", "fatigue-frozen",
	"release-roll", "objective", "destroy-bridge", "mp-column",
	"no-fatigue-penalty", "march-bridge", "text-only",
};

static bool
listed(const struct node *names, const char *name)
{
	int i;

	for (i = 0; names != NULL && i < names->n; i++)
		if (strcmp(names->items[i]->str, name) == 0)
			return true;
	return false;
}

bool
scenario_released(const struct game *g, const char *id)
{
	int i;

	for (i = 0; id != NULL && i < g->nreleased; i++)
		if (strcmp(g->released[i], id) == 0 &&
		    (g->released_turn == NULL || g->released_turn[i] == 0 ||
		    g->released_turn[i] == g->turn))
			return true;
	return false;
}

bool
restriction_binds(const struct game *g, const struct restriction *r,
    const char *name, enum side side)
{
	if (r->side >= 0 && (enum side)r->side != side)
		return false;
	if (r->from > 0 && g->turn < r->from)
		return false;
	if (r->to > 0 && g->turn > r->to)
		return false;
	if (r->units != NULL && !listed(r->units, name))
		return false;
	if (listed(r->except, name))
		return false;
	return !scenario_released(g, r->id);
}

const struct restriction *
scenario_restriction(const struct game *g, enum restriction_kind kind,
    const char *name, enum side side)
{
	const struct scenario	*s = g->scen;
	int			 i;

	for (i = 0; s != NULL && i < s->nr; i++)
		if (s->r[i].kind == kind && restriction_binds(g, &s->r[i], name, side))
			return &s->r[i];
	return NULL;
}

int
game_year(const struct game *g)
{
	if (g->scen != NULL && g->scen->year > 0)
		return g->scen->year;
	return g->module->year;
}

void
scenario_release(struct game *g, const char *id, int turn)
{
	const char	**ids;
	int		 *turns, i;

	if (scenario_released(g, id))
		return;
	ids = arena_alloc(&g->arena, (size_t)(g->nreleased + 1) *
	    sizeof(*ids));
	turns = arena_alloc(&g->arena, (size_t)(g->nreleased + 1) *
	    sizeof(*turns));
	for (i = 0; i < g->nreleased; i++) {
		ids[i] = g->released[i];
		turns[i] = g->released_turn != NULL ? g->released_turn[i] : 0;
	}
	ids[i] = id;
	turns[i] = turn;
	g->released = ids;
	g->released_turn = turns;
	g->nreleased++;
	g->has_released = true;
}
