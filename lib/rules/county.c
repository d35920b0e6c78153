/*
 * county.c — county control, one source (county.h; SIV 22.0-22.2).
 */
#include <stdio.h>
#include <string.h>

#include "charts.h"
#include "county.h"
#include "module.h"
#include "scenario.h"

const char *
county_of_hex(struct game *g, hex_t h, const char *rule)
{
	const struct hexinfo	*hi = map_hex(&g->map, h);
	char			 id[16], path[64];

	if (hi != NULL && hi->county != NULL)
		return hi->county;
	hex_format(g->map.geo, h, id);
	if (table_get(&g->reported, h) < 0) {
		table_put(&g->reported, h, 1);
		snprintf(path, sizeof(path), "map.hexes.%s.county", id);
		diag_error(g->diag, ST_DATA, g->map_pos, path, "not given; %s "
		    "needs the county of %s: add `county: NAME` to the hex",
		    rule, id);
	}
	return NULL;
}

hex_t
county_seat(struct game *g, const char *county, const char *rule)
{
	const struct chart	*seats = g->module->recover.county_seats;
	const struct node	*n = NULL;
	const char		*cell, *why;
	hex_t			 seat = HEX_NONE;

	if (g->scen != NULL && g->scen->counties != NULL)
		n = node_get(node_get(g->scen->counties, county), "seat");
	if (n != NULL && n->kind == N_SCALAR)
		cell = n->str;
	else if ((cell = seats != NULL ? chart_get(&g->charts, seats, county,
	    "hex") : NULL) == NULL)
		return HEX_NONE;
	/* The scenario's seats were checked as it was read; a chart cell
	 * corrected into no hex is the file's. */
	if (hex_parse(&g->module->geo, cell, &seat, &why) < 0 &&
	    seats != NULL) {
		const struct chart_cell *o = chart_override(&g->charts, seats,
		    county, "hex");

		diag_error(g->diag, ST_DATA, o != NULL ? o->pos :
		    (struct pos){ 0, 0 }, arena_printf(&g->arena,
		    "charts.%s.%s.hex", seats->name, county), "'%s' is not a "
		    "hex (%s): %s's control county seat is a hex, as the %s "
		    "table prints it (%s); %s needs it", cell, why, county,
		    seats->title, seats->rule, rule);
		return HEX_NONE;
	}
	return seat;
}

/* The manpower of a side's units in the county; -1 after a unit's
 * county went missing. */
static int
manpower_in(struct game *g, const char *county, enum side s,
    const char *rule)
{
	const char	*c;
	int		 i, n = 0;
	bool		 unknown = false;

	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->status != US_IN_PLAY || u->hex == HEX_NONE ||
		    u->side != s)
			continue;
		if ((c = county_of_hex(g, u->hex, rule)) == NULL)
			unknown = true;
		else if (strcmp(c, county) == 0)
			n += u->manpower;
	}
	return unknown ? -1 : n;
}

/* The County Control Segment's record, when the file keeps one. */
static int
recorded(const struct game *g, const char *county)
{
	int i;

	for (i = 0; i < g->markers.ncounties; i++)
		if (strcmp(g->markers.county_name[i], county) == 0)
			return (int)g->markers.county_side[i];
	return COUNTY_NOBODY;
}

/* SIV 22.1: "a Union infantry (not cavalry) unit with manpower of 1 or
 * more is in the control county seat": the first in the hex, or NULL. */
static const struct unit *
seat_infantry(const struct game *g, hex_t seat)
{
	const struct unit	*u;
	int			 i;

	for (i = game_first_unit(g, seat); i >= 0; i = u->next_here) {
		u = &g->units[i];
		if (u->side == SIDE_USA && u->type == U_INFANTRY &&
		    u->manpower >= 1)
			return u;
	}
	return NULL;
}

int
county_compute(struct game *g, const char *county, const char *rule,
    struct county_count *c)
{
	int n = g->diag->count, us, cs;

	memset(c, 0, sizeof(*c));
	c->county = county;
	c->seat_unit = NULL;
	/* SIV 22.0: a county the table gives no seat is never controlled;
	 * a seat corrected into no hex is the file's error. */
	if ((c->seat = county_seat(g, county, rule)) == HEX_NONE)
		return c->side = g->diag->count > n ? COUNTY_UNKNOWN :
		    COUNTY_NOBODY;
	c->seat_unit = seat_infantry(g, c->seat);
	us = manpower_in(g, county, SIDE_USA, rule);
	cs = manpower_in(g, county, SIDE_CSA, rule);
	if (us < 0 || cs < 0)
		return c->side = COUNTY_UNKNOWN;
	c->manpower[SIDE_USA] = us;
	c->manpower[SIDE_CSA] = cs;
	/* 22.1: "In addition, the total manpower of all Union units in
	 * that county (including cavalry) must be at least 2"; 22.2: "a
	 * county not currently controlled by the Union player if the total
	 * manpower of all Confederate units in that county (including
	 * cavalry) is 8 or more". */
	if (c->seat_unit != NULL && us >= 2)
		return c->side = SIDE_USA;
	return c->side = cs >= 8 ? SIDE_CSA : COUNTY_NOBODY;
}

/*
 * The map's counties (DESIGN.md "Counties": map.counties, {NAME:
 * {adjacent, maryland}}), where the map loader keeps them: with the
 * map's other keys that it carries through (map.extra), so that the
 * file is written back as it was read.  NULL when the map has none.
 */
static const struct node *
map_counties(const struct game *g)
{
	const struct node *v = node_get(g->map.extra, "counties");

	return v != NULL && v->kind == N_MAP ? v : NULL;
}

int
county_maryland(const struct game *g, const char *county)
{
	const struct node *v = map_counties(g);

	if (v == NULL)
		return -1;
	return node_is(node_get(node_get(v, county), "maryland"), "true");
}

int
county_controller(struct game *g, const char *county, const char *rule)
{
	hex_t	seat;
	int	n;
	bool	inf;

	if (g->markers.has_counties)
		return recorded(g, county);
	/* SIV 22.0: a county the table gives no seat is never controlled;
	 * a seat corrected into no hex is the file's error. */
	n = g->diag->count;
	if ((seat = county_seat(g, county, rule)) == HEX_NONE)
		return g->diag->count > n ? COUNTY_UNKNOWN : COUNTY_NOBODY;
	/* SIV 22.1: "a Union infantry (not cavalry) unit with manpower of
	 * 1 or more is in the control county seat". */
	inf = seat_infantry(g, seat) != NULL;
	/* "the total manpower of all Union units in that county
	 * (including cavalry) must be at least 2". */
	if (inf && (n = manpower_in(g, county, SIDE_USA, rule)) != 0) {
		if (n < 0)
			return COUNTY_UNKNOWN;
		if (n >= 2)
			return SIDE_USA;
	}
	/* SIV 22.2: "a county not currently controlled by the Union
	 * player if the total manpower of all Confederate units in that
	 * county (including cavalry) is 8 or more". */
	if ((n = manpower_in(g, county, SIDE_CSA, rule)) < 0)
		return COUNTY_UNKNOWN;
	return n >= 8 ? SIDE_CSA : COUNTY_NOBODY;
}
