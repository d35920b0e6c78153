/*
 * move_int.h — what move_step.c, move_path.c and move_reach.c share, and
 * nothing else uses (move.h is the interface).
 */
#ifndef GCACW_MOVE_INT_H
#define GCACW_MOVE_INT_H

#include "move.h"
#include "table.h"

/* Enemy normal ZOC by hex, asked once per hex in a reach. */
struct move_zoc_cache {
	struct table	 t;		/* hex -> 0 or 1 */
};

/* Has the hex a terrain (listed, or map.terrain)?  Reports nothing. */
bool	move_has_terrain(const struct game *, hex_t);
/* The Terrain Chart's MP costs in force (module.h). */
const struct chart *move_terrain_chart(const struct game *);
/* MP in halves as players write them: "1", "1½". */
const char *move_mp_text(halves, char buf[24]);
/* Is h in the enemy's normal ZOC (2.4, 6.2)?  zc may be NULL. */
bool	move_enemy_zoc(struct game *, struct move_zoc_cache *, enum side enemy,
	    hex_t h);
/* move_price(), with the cache. */
bool	move_price_with(struct game *, const struct move_state *, hex_t from,
	    hex_t to, struct move_price *, struct move_zoc_cache *);

#endif
