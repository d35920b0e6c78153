/*
 * leader.c — leaders' rules the model keeps: who commands whom (6.3,
 * 7.4), and where a leader goes when his unit leaves play (7.5).
 */
#include <string.h>

#include "game.h"

bool
leader_subordinate(const struct game *g, const struct leader *l,
    const struct unit *u)
{
	int i;

	if (l->side != u->side || l->status != US_IN_PLAY)
		return false;
	if (l->leads != NULL)
		for (i = 0; i < u->ncommand; i++)
			if (strcmp(u->command[i], l->leads) == 0)
				return true;
	return u->ncommand == 0 && l->with == (int)(u - g->units);
}

/* The leader's new unit: the nearest subordinate in play, or -1. */
static int
nearest_subordinate(struct game *g, const struct leader *l, hex_t from)
{
	int i, best = -1, bd = 0, d;

	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->status != US_IN_PLAY || !leader_subordinate(g, l, u))
			continue;
		d = hex_distance(from, u->hex);
		if (d >= 0 && (best < 0 || d < bd)) {
			best = i;
			bd = d;
		}
	}
	return best;
}

void
leaders_reassign(struct game *g, const struct unit *u, hex_t from,
    struct node *notes)
{
	int	i, ui = (int)(u - g->units), to;
	char	id[16];
	const char *why = u->status == US_SURRENDERED ? "surrendered" :
		    u->status == US_WITHDRAWN ? "withdrawn" : "eliminated";

	for (i = 0; i < g->nleaders; i++) {
		struct leader *l = &g->leaders[i];

		if (l->status != US_IN_PLAY || l->with != ui)
			continue;
		to = nearest_subordinate(g, l, from);
		if (to < 0) {
			l->status = US_ELIMINATED;
			l->with = -1;
			if (notes != NULL)
				node_push(&g->arena, notes, node_scalar(
				    &g->arena, arena_printf(&g->arena, "%s "
				    "eliminated: no unit of his command is "
				    "left (7.5)", l->name)));
			continue;
		}
		l->with = to;
		if (notes != NULL) {
			hex_format(g->map.geo, g->units[to].hex, id);
			node_push(&g->arena, notes, node_scalar(&g->arena,
			    arena_printf(&g->arena, "%s goes to %s in %s, "
			    "the nearest unit of his command, as %s is %s "
			    "(7.5)", l->name, g->units[to].name, id, u->name,
			    why)));
		}
	}
}
