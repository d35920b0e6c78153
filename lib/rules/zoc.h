/*
 * zoc.h — zones of control (2.4), with rain (12.0), unfordable rivers
 * (12.0), destroyed bridges and ferries (10.2) and pontoon bridges (10.2).
 *
 * ZOC depend only on where a unit is, never on its status (2.4), so the
 * questions are asked of hexes: whether ZOC cross from one hex into an
 * adjacent one, and what ZOC a side exerts into a hex.
 */
#ifndef GCACW_ZOC_H
#define GCACW_ZOC_H

#include "game.h"

enum zoc { ZOC_NONE, ZOC_RESTRICTED, ZOC_NORMAL };

/*
 * The ZOC a unit in `from` exerts into adjacent `into`: none when the
 * hexside blocks it (river without a usable crossing, mountain or swamp
 * without road, pike, RR or trail, all-water; in rain a ford, a destroyed
 * bridge or ferry, or a creek without road unless a city hex is joined),
 * restricted across a woods or loess hexside with no road, pike, RR or
 * trail, normal otherwise.  ZOC_NONE when the hexes are not adjacent.
 */
enum zoc	zoc_across(struct game *, hex_t from, hex_t into);

/* The strongest ZOC any unit in play of side s exerts into hex h. */
enum zoc	zoc_of_side(struct game *, enum side, hex_t);

/*
 * The same, counting only the units for which keep(g, u, arg) is true
 * (e.g. undemoralized units for flank attacks, 7.4).
 */
enum zoc	zoc_of_units(struct game *, enum side, hex_t,
		    bool (*keep)(const struct game *, const struct unit *,
		    void *), void *arg);

/*
 * Whether units can cross the river (if any) of the hexside a|b this turn:
 * a bridge, dam, pontoon or ferry not destroyed, or a ford (or the ford a
 * destroyed minor-river bridge or ferry leaves, 10.2) when not raining and
 * the river is fordable (12.0).  True when the hexside has no river.
 */
bool		zoc_river_open(struct game *, hex_t a, hex_t b);

/* The hexsides a road trace follows: road, pike, railroad (6.2 counts
 * the unfinished railroad as railroad). */
#define ZOC_TRACE_ROADS	(HS_ROAD | HS_PIKE | HS_RAILROAD | HS_UNFINISHED_RR)
/* A map-edge hex: one with a neighbour off the map (SIV 17.0, 19.1). */
bool		zoc_map_edge(const struct game *, hex_t);
/*
 * SIV 17.0, 19.1: a path of unlimited length from hex `from` (which it
 * leaves and does not enter) to a map-edge hex, entering no hex of a
 * unit of s's enemy and no enemy ZOC that no unit of side s occupies;
 * with `roads`, only across hexsides a road, pike or railroad crosses.
 * Breadth first, each hex once.  The edge hex reached, or HEX_NONE.
 */
hex_t		zoc_trace_edge(struct game *, enum side s, hex_t from,
		    bool roads);

#endif
