/*
 * game.c — the model's lookups: units and leaders by name, units by hex,
 * terrain with its default, hexsides with derived woods and loess.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "module.h"

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

/* Names hash to 64 bits; a collision of two names falls back to a scan. */
struct unit *
game_unit(struct game *g, const char *name)
{
	int i = table_get(&g->unit_index, name_hash(name));

	if (i >= 0 && strcmp(g->units[i].name, name) == 0)
		return &g->units[i];
	if (i < 0)
		return NULL;
	for (i = 0; i < g->nunits; i++)
		if (strcmp(g->units[i].name, name) == 0)
			return &g->units[i];
	return NULL;
}

struct leader *
game_leader(struct game *g, const char *name)
{
	int i = table_get(&g->leader_index, name_hash(name));

	if (i >= 0 && strcmp(g->leaders[i].name, name) == 0)
		return &g->leaders[i];
	if (i < 0)
		return NULL;
	for (i = 0; i < g->nleaders; i++)
		if (strcmp(g->leaders[i].name, name) == 0)
			return &g->leaders[i];
	return NULL;
}

/* Grow an arena array: arena memory cannot be realloc'd, so copy. */
static void *
grow(struct arena *a, void *old, int n, int *cap, size_t size)
{
	void *p;

	if (n < *cap)
		return old;
	*cap = *cap ? *cap * 2 : 16;
	p = arena_alloc(a, (size_t)*cap * size);
	if (old != NULL)
		memcpy(p, old, (size_t)n * size);
	return p;
}

struct unit *
game_add_unit(struct game *g, const char *name)
{
	struct unit *u;

	if (game_unit(g, name) != NULL)
		return NULL;
	g->units = grow(&g->arena, g->units, g->nunits, &g->capunits,
	    sizeof(*g->units));
	u = &g->units[g->nunits];
	memset(u, 0, sizeof(*u));
	u->name = arena_strdup(&g->arena, name);
	u->hex = HEX_NONE;
	u->combat = -1;
	u->artillery = -1;
	u->next_here = -1;
	if (table_get(&g->unit_index, name_hash(name)) < 0)
		table_put(&g->unit_index, name_hash(name), g->nunits);
	g->nunits++;
	return u;
}

struct leader *
game_add_leader(struct game *g, const char *name)
{
	struct leader *l;

	if (game_leader(g, name) != NULL)
		return NULL;
	g->leaders = grow(&g->arena, g->leaders, g->nleaders,
	    &g->capleaders, sizeof(*g->leaders));
	l = &g->leaders[g->nleaders];
	memset(l, 0, sizeof(*l));
	l->name = arena_strdup(&g->arena, name);
	l->command = -1;
	l->with = -1;
	if (table_get(&g->leader_index, name_hash(name)) < 0)
		table_put(&g->leader_index, name_hash(name), g->nleaders);
	g->nleaders++;
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
game_remove_unit(struct game *g, struct unit *u, enum unit_status status,
    struct node *notes)
{
	hex_t	from = u->hex;
	int	i, ui = (int)(u - g->units), to;
	char	id[16];
	const char *why = status == US_SURRENDERED ? "surrendered" :
		    status == US_WITHDRAWN ? "withdrawn" : "eliminated";

	game_place_unit(g, u, HEX_NONE);
	u->status = status;
	u->hex = HEX_NONE;
	if (status == US_ELIMINATED)
		u->manpower = 0;
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

struct node *
game_hex_node(struct game *g, hex_t h)
{
	char id[16];

	hex_format(g->map.geo, h, id);
	return node_scalar(&g->arena, id);
}

void
game_note(struct game *g, struct node *notes, const char *fmt, ...)
{
	char	buf[512];
	va_list	ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	node_push(&g->arena, notes, node_scalar(&g->arena, buf));
}
