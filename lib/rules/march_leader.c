/*
 * march_leader.c — where leaders reach (2.5, 6.3): the command radius of
 * an Activate Leader action, and the path of a leader transfer.  Both are
 * short breadth-first searches over the hexes around one hex; terrain is
 * irrelevant to both (2.5; 6.3 names only enemy-occupied hexes).
 */
#include <stdlib.h>

#include "march.h"
#include "zoc.h"

/* The hexes within r of a hex: 1 + 3r(r+1); r = 10 gives 331. */
#define RING_MAX(r)	(1 + 3 * (r) * ((r) + 1))

static bool
seen(const hex_t *v, int n, hex_t h)
{
	int i;

	for (i = 0; i < n; i++)
		if (v[i] == h)
			return true;
	return false;
}

/*
 * Breadth first from `from`, at most `max` hexes, entering a hex only
 * when pass(g, s, h) allows; the number of hexes to `to`, or -1.
 */
static int
search(struct game *g, enum side s, hex_t from, hex_t to, int max,
    bool (*pass)(struct game *, enum side, hex_t))
{
	hex_t	*v, nb[6];
	int	 n = 1, head = 0, level_end = 1, depth = 0, i, found = -1;

	if (from == to)
		return 0;
	/* Out of memory is exit 70, never "not within reach": a refusal
	 * for want of memory would be a ruling the rules did not make (the
	 * fault injection of make torture found one). */
	v = xcalloc((size_t)RING_MAX(max), sizeof(*v));
	v[0] = from;
	while (head < n && depth < max && found < 0) {
		for (; head < level_end && found < 0; head++) {
			hex_neighbours(v[head], nb);
			for (i = 0; i < 6; i++) {
				if (!map_on(&g->map, nb[i]) || seen(v, n,
				    nb[i]))
					continue;
				if (nb[i] == to) {
					found = depth + 1;
					break;
				}
				if (pass(g, s, nb[i]))
					v[n++] = nb[i];
			}
		}
		level_end = n;
		depth++;
	}
	free(v);
	return found;
}

/* 2.5: "A command radius may not enter an enemy-occupied hex or an enemy
 * ZOC, unless that ZOC hex is occupied by a friendly unit."  Restricted
 * ZOC count: 2.4 makes them work as normal ZOC unless a rule says
 * otherwise, and 2.5 does not. */
static bool
radius_pass(struct game *g, enum side s, hex_t h)
{
	if (game_occupied_by(g, h, side_enemy(s)))
		return false;
	return zoc_of_side(g, side_enemy(s), h) == ZOC_NONE ||
	    game_occupied_by(g, h, s);
}

/* 6.3: "not through enemy-occupied hexes". */
static bool
transfer_pass(struct game *g, enum side s, hex_t h)
{
	return !game_occupied_by(g, h, side_enemy(s));
}

/*
 * 2.5: "a path of three or fewer contiguous hexes between a leader's hex
 * (exclusive) and a unit's hex (inclusive) ... The hex occupied by a
 * leader is considered within its own command radius."  The unit's hex
 * itself is entered last: it holds a friendly unit, so an enemy ZOC
 * there does not block it, but an enemy unit would.
 */
bool
march_in_radius(struct game *g, const struct leader *l, hex_t h)
{
	hex_t from;

	if (l->with < 0)
		return false;
	from = g->units[l->with].hex;
	if (h == from)
		return true;
	if (game_occupied_by(g, h, side_enemy(l->side)))
		return false;
	return search(g, l->side, from, h, 3, radius_pass) >= 0;
}

int
march_transfer_hexes(struct game *g, enum side s, hex_t from, hex_t to,
    int max)
{
	if (game_occupied_by(g, to, side_enemy(s)))
		return -1;
	return search(g, s, from, to, max, transfer_pass);
}
