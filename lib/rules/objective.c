/*
 * objective.c — a scenario's objective hexes (restriction kind
 * `objective`): infantry takes or loses control of them by
 * entering, and the Control markers are the file's `markers.control`.
 * SIV McDowell special rule 3: "If a Confederate infantry (not cavalry)
 * unit occupies or passes through an objective hex, the Confederate
 * player controls that hex.  Thereafter, if a Union infantry (not
 * cavalry) unit occupies or passes through that hex, he loses control of
 * it"; Winchester 4 adds the loss at the end of an Action Cycle with no
 * Confederate infantry or cavalry in the county; Bath 4, Piedmont 7 and
 * SJW 13.2, 22.1 are the same words with their sides.
 */
#include <string.h>

#include "county.h"
#include "module.h"
#include "names.h"
#include "objective.h"
#include "restrict.h"
#include "scenario.h"

/* Is the side listed in the restriction's key (a side or a list)? */
static bool
lists_side(const struct restriction *r, const char *key, enum side s)
{
	const struct node	*v = node_get(r->n, key);
	int			 i;

	if (v == NULL)
		return false;
	if (v->kind == N_SCALAR)
		return node_is(v, side_name(s));
	for (i = 0; i < v->n; i++)
		if (node_is(v->items[i], side_name(s)))
			return true;
	return false;
}

static bool
in_hexes(const struct game *g, const struct restriction *r, hex_t h)
{
	const struct node	*v = node_get(r->n, "hexes");
	const char		*why;
	hex_t			 x;
	int			 i;

	for (i = 0; v != NULL && i < v->n; i++)
		if (hex_parse(&g->module->geo, v->items[i]->str, &x, &why) ==
		    0 && x == h)
			return true;
	return false;
}

/* The marker of hex h: its index in markers.control, or -1. */
static int
marker(const struct game *g, hex_t h)
{
	int i;

	for (i = 0; i < g->markers.ncontrol; i++)
		if (g->markers.control_hex[i] == h)
			return i;
	return -1;
}

static void
set_marker(struct game *g, hex_t h, enum side s)
{
	struct markers	*m = &g->markers;
	hex_t		*hx;
	enum side	*sd;
	int		 i = marker(g, h);

	if (i >= 0) {
		m->control_side[i] = s;
		return;
	}
	hx = arena_alloc(&g->arena, (size_t)(m->ncontrol + 1) * sizeof(*hx));
	sd = arena_alloc(&g->arena, (size_t)(m->ncontrol + 1) * sizeof(*sd));
	if (m->ncontrol > 0) {
		memcpy(hx, m->control_hex, (size_t)m->ncontrol * sizeof(*hx));
		memcpy(sd, m->control_side, (size_t)m->ncontrol * sizeof(*sd));
	}
	hx[m->ncontrol] = h;
	sd[m->ncontrol++] = s;
	m->control_hex = hx;
	m->control_side = sd;
}

static void
drop_marker(struct game *g, int i)
{
	struct markers *m = &g->markers;

	memmove(&m->control_hex[i], &m->control_hex[i + 1],
	    (size_t)(m->ncontrol - i - 1) * sizeof(*m->control_hex));
	memmove(&m->control_side[i], &m->control_side[i + 1],
	    (size_t)(m->ncontrol - i - 1) * sizeof(*m->control_side));
	m->ncontrol--;
}

void
objective_entered(struct game *g, const struct unit *u, hex_t h,
    struct node *notes)
{
	const struct scenario	*s = g->scen;
	char			 id[16];
	int			 i, k;

	/* "infantry (not cavalry)": every such rule names infantry. */
	if (u->type != U_INFANTRY || u->status != US_IN_PLAY)
		return;
	for (i = 0; s != NULL && i < s->nr; i++) {
		const struct restriction *r = &s->r[i];

		if (r->kind != RK_OBJECTIVE || !in_hexes(g, r, h) ||
		    !restriction_binds(g, r, "", SIDE_CSA))
			continue;
		hex_format(g->map.geo, h, id);
		k = marker(g, h);
		if (lists_side(r, "gain", u->side)) {
			if (k >= 0 && g->markers.control_side[k] == u->side)
				continue;
			set_marker(g, h, u->side);
			game_note(g, notes, "%s enters the objective %s: %s "
			    "controls it (%s)", u->name, id, side_name(u->side),
			    r->rule);
		} else if (lists_side(r, "lose", u->side) && k >= 0 &&
		    g->markers.control_side[k] != u->side) {
			drop_marker(g, k);
			game_note(g, notes, "%s enters the objective %s: %s "
			    "loses control of it (%s)", u->name, id,
			    side_name(side_enemy(u->side)), r->rule);
		}
	}
}

/* A unit of the types listed of side s in the county? */
static bool
county_held(struct game *g, const struct restriction *r, enum side s,
    const char *county)
{
	const struct node	*types = node_get(r->n, "lost_if_county_empty");
	const char		*c;
	int			 i, j;

	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->status != US_IN_PLAY || u->side != s ||
		    u->hex == HEX_NONE ||
		    (c = county_of_hex(g, u->hex, r->rule)) == NULL ||
		    strcmp(c, county) != 0)
			continue;
		for (j = 0; j < (types->kind == N_SCALAR ? 1 : types->n); j++)
			if (node_is(types->kind == N_SCALAR ? types :
			    types->items[j], unit_type_names[u->type]))
				return true;
	}
	return false;
}

void
objective_cycle_end(struct game *g, struct node *notes)
{
	const struct scenario	*s = g->scen;
	const char		*county;
	char			 id[16];
	int			 i, k;

	for (i = 0; s != NULL && i < s->nr; i++) {
		const struct restriction *r = &s->r[i];

		if (r->kind != RK_OBJECTIVE || node_get(r->n,
		    "lost_if_county_empty") == NULL ||
		    !restriction_binds(g, r, "", SIDE_CSA))
			continue;
		for (k = g->markers.ncontrol - 1; k >= 0; k--) {
			hex_t		h = g->markers.control_hex[k];
			enum side	o = g->markers.control_side[k];

			if (!in_hexes(g, r, h) || !lists_side(r, "gain", o) ||
			    (county = county_of_hex(g, h, r->rule)) == NULL ||
			    county_held(g, r, o, county))
				continue;
			hex_format(g->map.geo, h, id);
			drop_marker(g, k);
			game_note(g, notes, "at the end of the Action Cycle no "
			    "%s unit of the kinds the rule names is in %s "
			    "county: %s loses control of the objective %s (%s)",
			    side_name(o), county, side_name(o), id, r->rule);
		}
	}
}
