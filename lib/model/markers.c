/*
 * markers.c — the markers a crossing depends on: the Unfordable markers on
 * the Turn Track (12.0), Destroyed markers on permanent bridges and ferries
 * and pontoon bridges (10.2).  Whether and how a hexside may be crossed is
 * decided in rules/passage.c.
 */
#include "game.h"

bool
game_unfordable(const struct game *g, unsigned features)
{
	/* 12.0: a marker in box N makes the river unfordable from now up
	 * to and including turn N; 0 keeps it off the track. */
	if (features & HS_MAJOR_RIVER)
		return g->unfordable_major != 0 &&
		    g->turn <= g->unfordable_major;
	if (features & HS_MINOR_RIVER)
		return g->unfordable_minor != 0 &&
		    g->turn <= g->unfordable_minor;
	return false;
}

bool
game_destroyed(const struct game *g, hex_t a, hex_t b)
{
	hexside_t	s = hexside_make(a, b);
	int		i;

	for (i = 0; i < g->markers.ndestroyed; i++)
		if (g->markers.destroyed[i] == s)
			return true;
	return false;
}

const struct pontoon *
game_pontoon(const struct game *g, hex_t a, hex_t b)
{
	hexside_t	s = hexside_make(a, b);
	int		i;

	for (i = 0; i < g->markers.npontoons; i++)
		if (g->markers.pontoons[i].hexside == s)
			return &g->markers.pontoons[i];
	return NULL;
}
