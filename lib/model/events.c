/*
 * events.c — the events that last, the optional rules in use, and units
 * taken into an off-map box (game.h; DESIGN.md "The Advanced Games").
 */
#include <string.h>

#include "game.h"

const struct game_event *
game_event(const struct game *g, const char *name)
{
	int i;

	for (i = 0; i < g->nevents; i++)
		if (strcmp(g->events[i].name, name) == 0)
			return &g->events[i];
	return NULL;
}

const struct game_event *
game_event_now(const struct game *g, const char *name, int side)
{
	const struct game_event *e = game_event(g, name);

	if (e == NULL || e->turn != g->turn || (side >= 0 && e->side >= 0 &&
	    e->side != side))
		return NULL;
	return e;
}

void
game_event_set(struct game *g, const char *name, int side, int turn)
{
	struct game_event	*e = (struct game_event *)game_event(g, name);
	struct game_event	*v;

	if (e == NULL) {
		v = arena_alloc(&g->arena, (size_t)(g->nevents + 1) *
		    sizeof(*v));
		if (g->nevents > 0)
			memcpy(v, g->events, (size_t)g->nevents * sizeof(*v));
		g->events = v;
		e = &g->events[g->nevents++];
		memset(e, 0, sizeof(*e));
		e->name = arena_strdup(&g->arena, name);
	}
	e->side = side;
	e->turn = turn;
}

void
game_event_clear(struct game *g, const char *name)
{
	const struct game_event	*e = game_event(g, name);
	int			 i;

	if (e == NULL)
		return;
	i = (int)(e - g->events);
	memmove(&g->events[i], &g->events[i + 1], (size_t)(g->nevents - i -
	    1) * sizeof(*g->events));
	g->nevents--;
}

bool
game_optional(const struct game *g, const char *rule)
{
	int i;

	for (i = 0; i < g->noptional; i++)
		if (strcmp(g->optional_rules[i], rule) == 0)
			return true;
	return false;
}

void
game_unit_to_box(struct game *g, struct unit *u, const char *box)
{
	int i, k = (int)(u - g->units);

	for (i = 0; i < g->nleaders; i++) {
		struct leader *l = &g->leaders[i];

		if (l->status != US_IN_PLAY || l->with != k)
			continue;
		l->status = US_OFF_MAP;
		l->with = -1;
		l->off.box = box;
		l->off.arrives = 0;
		l->off.area = NULL;
	}
	game_place_unit(g, u, HEX_NONE);
	u->status = US_OFF_MAP;
	u->off.box = box;
	u->off.arrives = 0;
	u->off.area = NULL;
}
