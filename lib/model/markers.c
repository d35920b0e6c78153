/*
 * markers.c — the markers a crossing depends on: the Unfordable markers on
 * the Turn Track (12.0), Destroyed markers on permanent bridges and ferries
 * and pontoon bridges (10.2).  Whether and how a hexside may be crossed is
 * decided in rules/passage.c; and the Flanks Refused markers (7.8).
 */
#include <string.h>

#include "game.h"

bool
game_flank_refused(const struct game *g, hex_t h)
{
	int i;

	for (i = 0; i < g->markers.nflanks_refused; i++)
		if (g->markers.flanks_refused[i] == h)
			return true;
	return false;
}

bool
game_flank_lift(struct game *g, hex_t h)
{
	struct markers	*m = &g->markers;
	int		 i;

	for (i = 0; i < m->nflanks_refused; i++)
		if (m->flanks_refused[i] == h) {
			/* The others keep their order: the file lists them
			 * as they were given (DESIGN.md section 4). */
			memmove(&m->flanks_refused[i],
			    &m->flanks_refused[i + 1],
			    (size_t)(m->nflanks_refused - i - 1) *
			    sizeof(hex_t));
			m->nflanks_refused--;
			return true;
		}
	return false;
}

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
