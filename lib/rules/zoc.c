/*
 * zoc.c — zones of control (2.4), as rain (12.0), unfordable rivers
 * (12.0), destroyed bridges and ferries and pontoon bridges (10.2) change
 * them.
 *
 * ZOC are a property of hexes, not of units (2.4: "regardless of its
 * status"): a side exerts ZOC into a hex when one of its units in play
 * stands in an adjacent hex whose hexside lets ZOC across, which
 * passage.c decides.  Terrain the map does not give is the caller's
 * missing-data error, raised once by game_terrain(); here T_NONE simply
 * acts like clear.
 */
#include <stdlib.h>
#include <string.h>

#include "passage.h"
#include "zoc.h"

/*
 * 10.2: "ZOC extend across undestroyed bridges normally, even a pontoon
 * bridge constructed by the enemy player"; 12.0: not across fords or
 * destroyed bridges and ferries in rain, nor where the river is
 * unfordable ("if a unit cannot cross a hexside due to unfordability
 * effects then its ZOC does not extend across that hexside").
 */
bool
zoc_river_open(struct game *g, hex_t a, hex_t b)
{
	return passage_river(g, a, b, SIDE_CSA, PASS_ZOC, NULL) == 0;
}

enum zoc
zoc_across(struct game *g, hex_t from, hex_t into)
{
	struct passage p;

	/* 2.3: partial hexes are off-map and nothing is exerted there. */
	if (!hex_adjacent(from, into) || !map_on(&g->map, from) ||
	    !map_on(&g->map, into))
		return ZOC_NONE;
	/* 2.4: not across all-water hexsides, nor rivers but at fords,
	 * dams, ferries or bridges (10.2, 12.0), nor into or out of
	 * mountains and swamps but by road, pike, RR or trail (provisional
	 * swamps are swamps in rain, 12.0); 12.0: nor in rain across creeks
	 * but by road or into a city hex.  The side does not matter: ZOC
	 * cross any pontoon bridge (10.2). */
	if (!passage_across(g, from, into, SIDE_CSA, PASS_ZOC, &p))
		return ZOC_NONE;
	/* 2.4: restricted across a woods or loess hexside with no road. */
	return p.restricted ? ZOC_RESTRICTED : ZOC_NORMAL;
}

enum zoc
zoc_of_units(struct game *g, enum side s, hex_t h,
    bool (*keep)(const struct game *, const struct unit *, void *), void *arg)
{
	hex_t			 n[6];
	const struct unit	*u;
	enum zoc		 best = ZOC_NONE, z;
	int			 d, i;

	if (h == HEX_NONE)
		return ZOC_NONE;
	hex_neighbours(h, n);
	for (d = 0; d < 6 && best != ZOC_NORMAL; d++) {
		if (n[d] == HEX_NONE)
			continue;
		for (i = game_first_unit(g, n[d]); i >= 0; i = u->next_here) {
			u = &g->units[i];
			/* 2.4: status does not matter, only being in play. */
			if (u->side != s || u->status != US_IN_PLAY)
				continue;
			if (keep != NULL && !keep(g, u, arg))
				continue;
			/* One unit is enough: ZOC depend on the hex only. */
			z = zoc_across(g, n[d], h);
			if (z > best)
				best = z;
			break;
		}
	}
	return best;
}

enum zoc
zoc_of_side(struct game *g, enum side s, hex_t h)
{
	return zoc_of_units(g, s, h, NULL, NULL);
}

bool
zoc_map_edge(const struct game *g, hex_t h)
{
	hex_t	n[6];
	int	i;

	hex_neighbours(h, n);
	for (i = 0; i < 6; i++)
		if (!map_on(&g->map, n[i]))
			return true;
	return false;
}

/* "may not enter a hex containing [enemy] units, nor a [enemy] ZOC not
 * occupied by a [friendly] unit" (17.0; 19.1 alike). */
static bool
trace_enterable(struct game *g, enum side s, hex_t h)
{
	enum side e = side_enemy(s);

	return map_on(&g->map, h) && !game_occupied_by(g, h, e) &&
	    (game_occupied_by(g, h, s) || zoc_of_side(g, e, h) == ZOC_NONE);
}

hex_t
zoc_trace_edge(struct game *g, enum side s, hex_t from, bool roads)
{
	struct table	 seen;
	hex_t		*q, n[6], h, found = HEX_NONE;
	size_t		 head = 0, nq = 1, cap = 64;
	int		 i;

	memset(&seen, 0, sizeof(seen));
	q = xmalloc(cap * sizeof(*q));
	q[0] = from;
	table_put(&seen, from, 0);
	while (head < nq) {
		h = q[head++];
		if (zoc_map_edge(g, h)) {
			found = h;
			break;
		}
		hex_neighbours(h, n);
		for (i = 0; i < 6; i++) {
			if ((roads && !(map_hexside(&g->map, h, n[i]) &
			    ZOC_TRACE_ROADS)) || table_get(&seen, n[i]) >= 0 ||
			    !trace_enterable(g, s, n[i]))
				continue;
			table_put(&seen, n[i], 0);
			if (nq == cap)
				q = xrealloc(q, (cap *= 2) * sizeof(*q));
			q[nq++] = n[i];
		}
	}
	free(q);
	table_free(&seen);
	return found;
}
