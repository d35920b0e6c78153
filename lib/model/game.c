/*
 * game.c — the model's index: a game made and freed, units and leaders
 * added and found by name, units placed and found by hex, a unit taken
 * out of play.  Terrain is in terrain.c, markers in markers.c, leaders'
 * rules in leader.c, log entries' helpers in log.c.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "module.h"
#include "scalar.h"

static uint64_t
name_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ULL;	/* FNV-1a */

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return h == TABLE_EMPTY ? 0 : h;
}

struct game *
game_new(struct diag *d, const struct module *m)
{
	struct game *g = xcalloc(1, sizeof(*g));

	g->diag = d;
	g->module = m;
	g->version = 1;
	g->map.geo = m != NULL ? &m->geo : NULL;
	return g;
}

void
game_free(struct game *g)
{
	if (g == NULL)
		return;
	map_free(&g->map);
	table_free(&g->unit_index);
	table_free(&g->leader_index);
	table_free(&g->hex_units);
	table_free(&g->reported);
	arena_free(&g->arena);
	free(g);
}

static const char *
unit_name_at(const struct game *g, int i)
{
	return g->units[i].name;
}

static const char *
leader_name_at(const struct game *g, int i)
{
	return g->leaders[i].name;
}

/*
 * The index of the name among n (at(g, i) the i-th), or -1.  Names hash
 * to 64 bits; a collision of two names falls back to a scan.
 */
static int
named(const struct game *g, const struct table *index, int n,
    const char *(*at)(const struct game *, int), const char *name)
{
	int i = table_get(index, name_hash(name));

	if (i >= 0 && strcmp(at(g, i), name) == 0)
		return i;
	if (i < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (strcmp(at(g, i), name) == 0)
			return i;
	return -1;
}

/* The first of two names that hash alike keeps the slot; named() scans
 * for the other. */
static void
index_name(struct table *index, const char *name, int i)
{
	if (table_get(index, name_hash(name)) < 0)
		table_put(index, name_hash(name), i);
}

struct unit *
game_unit(struct game *g, const char *name)
{
	int i = named(g, &g->unit_index, g->nunits, unit_name_at, name);

	return i >= 0 ? &g->units[i] : NULL;
}

struct leader *
game_leader(struct game *g, const char *name)
{
	int i = named(g, &g->leader_index, g->nleaders, leader_name_at,
	    name);

	return i >= 0 ? &g->leaders[i] : NULL;
}

struct unit *
game_add_unit(struct game *g, const char *name)
{
	struct unit *u;

	if (game_unit(g, name) != NULL)
		return NULL;
	g->units = arena_grow(&g->arena, g->units, g->nunits, &g->capunits,
	    sizeof(*g->units));
	u = &g->units[g->nunits];
	*u = (struct unit){ .name = arena_strdup(&g->arena, name),
	    .hex = HEX_NONE, .combat = -1, .artillery = -1, .next_here = -1 };
	index_name(&g->unit_index, name, g->nunits++);
	return u;
}

struct leader *
game_add_leader(struct game *g, const char *name)
{
	struct leader *l;

	if (game_leader(g, name) != NULL)
		return NULL;
	g->leaders = arena_grow(&g->arena, g->leaders, g->nleaders,
	    &g->capleaders, sizeof(*g->leaders));
	l = &g->leaders[g->nleaders];
	*l = (struct leader){ .name = arena_strdup(&g->arena, name),
	    .command = -1, .with = -1 };
	index_name(&g->leader_index, name, g->nleaders++);
	return l;
}

int
game_first_unit(const struct game *g, hex_t h)
{
	return table_get(&g->hex_units, h);
}

/* Units in a hex form a list through next_here, in input order. */
static void
unlink_unit(struct game *g, int ui)
{
	struct unit	*u = &g->units[ui];
	int		 i = table_get(&g->hex_units, u->hex), prev = -1;

	for (; i >= 0 && i != ui; i = g->units[i].next_here)
		prev = i;
	if (i != ui)
		return;
	if (prev >= 0)
		g->units[prev].next_here = u->next_here;
	else if (u->next_here >= 0)
		table_put(&g->hex_units, u->hex, u->next_here);
	else
		table_del(&g->hex_units, u->hex);
	u->next_here = -1;
}

static void
link_unit(struct game *g, int ui)
{
	struct unit	*u = &g->units[ui];
	int		 i = table_get(&g->hex_units, u->hex), prev = -1;

	for (; i >= 0 && i < ui; i = g->units[i].next_here)
		prev = i;
	u->next_here = i;
	if (prev >= 0)
		g->units[prev].next_here = ui;
	else
		table_put(&g->hex_units, u->hex, ui);
}

void
game_place_unit(struct game *g, struct unit *u, hex_t h)
{
	int ui = (int)(u - g->units);

	/* Unlink whatever the status: a unit may have left play first. */
	if (u->hex != HEX_NONE)
		unlink_unit(g, ui);
	u->hex = h;
	if (h != HEX_NONE && u->status == US_IN_PLAY)
		link_unit(g, ui);
}

bool
game_occupied_by(const struct game *g, hex_t h, enum side s)
{
	int i;

	for (i = game_first_unit(g, h); i >= 0; i = g->units[i].next_here)
		if (g->units[i].side == s)
			return true;
	return false;
}

void
game_remove_unit(struct game *g, struct unit *u, enum unit_status status,
    struct node *notes)
{
	hex_t from = u->hex;

	game_place_unit(g, u, HEX_NONE);
	u->status = status;
	u->hex = HEX_NONE;
	u->left = g->turn;
	if (status == US_ELIMINATED)
		u->manpower = 0;
	/* SIV Addition to 7.5: Ashby eliminated goes to his box, whence a
	 * random event may bring him back (15.0). */
	if (status == US_ELIMINATED && g->advanced &&
	    g->module->advanced_boxed_unit != NULL &&
	    strcmp(u->name, g->module->advanced_boxed_unit) == 0) {
		u->status = US_OFF_MAP;
		u->off.box = g->module->advanced_boxed_unit;
		if (notes != NULL)
			game_note(g, notes, "%s goes to the off-map %s box, "
			    "whence the Ashby random event may return him "
			    "(SIV Addition to 7.5, 15.0)", u->name, u->name);
	}
	leaders_reassign(g, u, from, notes);
}

const char *
side_name(enum side s)
{
	return s == SIDE_USA ? "usa" : "csa";
}

enum side
side_enemy(enum side s)
{
	return s == SIDE_USA ? SIDE_CSA : SIDE_USA;
}

/*
 * The name of n nearest to a misspelt one, when it is a near miss (a
 * typing slip: about a third of its letters, never all of them: "B" is
 * no slip for "A"), else NULL; *dist its distance.  Ties keep the first
 * listed.
 */
static const char *
nearest(const char *name, const char *(*at)(const struct game *, int),
    const struct game *g, int n, int *dist)
{
	const char	*best = NULL;
	int		 i, d, bd = (int)strlen(name) / 3 + 1;

	for (i = 0; i < n; i++)
		if ((d = edit_distance(name, at(g, i))) <= bd &&
		    d < (int)strlen(name) && (best == NULL || d < bd)) {
			bd = d;
			best = at(g, i);
		}
	*dist = bd;
	return best;
}

/*
 * A leader's name where a unit is wanted, or a slip of one,
 * points to the unit the leader is with, the stack the player means.
 */
const char *
game_unit_hint_text(struct game *g, const char *name)
{
	const struct leader	*l = game_leader(g, name);
	const char		*unit, *leader;
	int			 du, dl;

	if (l != NULL && l->with >= 0)
		return arena_printf(&g->arena, "; %s is a leader, with %s",
		    name, g->units[l->with].name);
	if (l != NULL)
		return arena_printf(&g->arena, "; %s is a leader", name);
	unit = nearest(name, unit_name_at, g, g->nunits, &du);
	leader = nearest(name, leader_name_at, g, g->nleaders, &dl);
	if (unit != NULL && (leader == NULL || du <= dl))
		return arena_printf(&g->arena, "; did you mean '%s'?", unit);
	if (leader != NULL && (l = game_leader(g, leader))->with >= 0)
		return arena_printf(&g->arena, "; did you mean '%s', the unit "
		    "%s is with?", g->units[l->with].name, leader);
	return "";
}

/* Global (col, row) squared distance: of hexes as near, the straightest. */
static int
offset2(hex_t a, hex_t b)
{
	int dc = hex_col(a) - hex_col(b), dr = hex_row(a) - hex_row(b);

	return dc * dc + dr * dr;
}

/* No map reaches further: 99 columns and rows on sheets that join. */
#define HINT_RADIUS	300

const char *
game_hex_hint_text(struct game *g, hex_t h)
{
	static const enum hexdir walk[6] = { DIR_N, DIR_NE, DIR_SE, DIR_S,
	    DIR_SW, DIR_NW };
	hex_t	best = HEX_NONE, x;
	char	id[16];
	int	r, i, k;

	if (h == HEX_NONE)
		return "";
	/*
	 * Ring by ring outwards: the ring of radius r starts r hexes to the
	 * south-west and walks r hexes in each direction clockwise from
	 * north.  The first ring with a hex on the map holds the nearest.
	 */
	for (r = 1; r <= HINT_RADIUS && best == HEX_NONE; r++) {
		for (x = h, k = 0; k < r && x != HEX_NONE; k++)
			x = hex_neighbour(x, DIR_SW);
		for (i = 0; i < 6 && x != HEX_NONE; i++)
			for (k = 0; k < r && x != HEX_NONE; k++) {
				if (map_on(&g->map, x) && (best == HEX_NONE ||
				    offset2(x, h) < offset2(best, h) ||
				    (offset2(x, h) == offset2(best, h) &&
				    x < best)))
					best = x;
				x = hex_neighbour(x, walk[i]);
			}
	}
	if (best == HEX_NONE)
		return "";
	hex_format(g->map.geo, best, id);
	return arena_printf(&g->arena, "; the nearest hex on it is %s", id);
}

/* SJW 18.0 (Advanced Game): "For the remainder of the turn in which
 * Union Panic occurs, and for the following turn". */
bool
game_union_panic(const struct game *g)
{
	return g->advanced && g->module->union_panic && g->union_panic > 0 &&
	    g->turn >= g->union_panic && g->turn <= g->union_panic + 1;
}
