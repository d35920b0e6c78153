/*
 * passage.c — a river hexside's crossings this turn (see passage.h).
 */
#include <string.h>

#include "passage.h"
#include "module.h"

void
crossing_of(struct game *g, hex_t a, hex_t b, struct crossing *c)
{
	unsigned		 f = map_hexside(&g->map, a, b);
	const struct pontoon	*p = game_pontoon(g, a, b);

	memset(c, 0, sizeof(*c));
	if (!(f & HS_RIVER))
		return;
	c->river = true;
	c->major = (f & HS_MAJOR_RIVER) != 0;
	/* 10.2: an indestructible bridge is never destroyed; a marker on
	 * it has no effect (the loader refuses one). */
	c->destroyed = (f & (HS_BRIDGE | HS_FERRY)) &&
	    !(f & HS_INDESTRUCTIBLE) && game_destroyed(g, a, b);
	/* 6.2: "Dams are indestructible bridges"; 12.0: bridges and
	 * ferries serve in rain and while the river is unfordable. */
	c->standing = (f & HS_DAM) || ((f & (HS_BRIDGE | HS_FERRY)) &&
	    !c->destroyed);
	if (p != NULL) {
		/* A destroyed pontoon bridge leaves the map: a marker is a
		 * standing bridge. */
		c->pontoon = true;
		c->pontoon_owner = (int)p->owner;
	}
	/* 10.2: a destroyed bridge or ferry over a minor river leaves a
	 * ford; over a major river nothing, but where the module says so
	 * of its ferries (SIV: Snicker's and Berry's). */
	c->ford = (f & HS_FORD) || (c->destroyed && (!c->major ||
	    ((f & HS_FERRY) && g->module->major_ferry_leaves_ford)));
	/* 12.0: no fords in rain, nor while the river is unfordable. */
	c->ford_open = c->ford && !g->rain && !game_unfordable(g, f);
}

bool
crossing_open(const struct crossing *c, int side)
{
	if (!c->river || c->standing || c->ford_open)
		return true;
	return c->pontoon && (side < 0 || c->pontoon_owner == side);
}
