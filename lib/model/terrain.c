/*
 * terrain.c — what the map says of a hex and a hexside now: terrain with
 * map.terrain's default and the missing-data error, provisional swamps in
 * rain (6.2, 12.0), hexsides with woods and loess derived (2.3).
 */
#include "game.h"

enum terrain
game_terrain(struct game *g, hex_t h, const char *why)
{
	const struct hexinfo	*x = map_hex(&g->map, h);
	char			 id[16];

	if (x != NULL && x->terrain != T_NONE)
		return x->terrain;
	if (g->map.deflt != T_NONE)
		return g->map.deflt;
	if (table_get(&g->reported, h) < 0) {
		table_put(&g->reported, h, 1);
		hex_format(g->map.geo, h, id);
		diag_error(g->diag, ST_DATA, x != NULL ? x->pos : g->map_pos,
		    "map.hexes", "hex %s has no terrain%s%s%s and map.terrain "
		    "gives no default; list it under map.hexes or set "
		    "map.terrain", id, why != NULL ? " (needed by " : "",
		    why != NULL ? why : "", why != NULL ? ")" : "");
	}
	return T_NONE;
}

const char *
game_terrain_assumed(const struct game *g, hex_t h)
{
	const struct hexinfo *x = map_hex(&g->map, h);

	return (x == NULL || x->terrain == T_NONE) && g->map.deflt != T_NONE ?
	    ", not given: map.terrain's default assumed" : "";
}

enum terrain
game_terrain_now(struct game *g, hex_t h, const char *why)
{
	enum terrain t = game_terrain(g, h, why);

	/* 6.2, 12.0: provisional swamps are swamps in rain turns and
	 * function as rough hexes otherwise. */
	if (t == T_PROVISIONAL_SWAMP)
		return g->rain ? T_SWAMP : T_ROUGH;
	return t;
}

unsigned
game_hexside(struct game *g, hex_t a, hex_t b, const char *why)
{
	unsigned	f = map_hexside(&g->map, a, b);
	enum terrain	ta = game_terrain(g, a, why);
	enum terrain	tb = game_terrain(g, b, why);

	/* 2.3: a woods (loess) hexside lies between a woods (loess) hex and
	 * any other hex. */
	if (ta == T_WOODS || tb == T_WOODS)
		f |= HSX_WOODS;
	if (ta == T_LOESS || tb == T_LOESS)
		f |= HSX_LOESS;
	return f;
}
