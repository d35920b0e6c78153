/*
 * recover_bridge.c — Recovery Phase step 1's work on rivers: building pontoon
 * bridges (10.1) and repairing permanent bridges and ferries (10.3), each
 * checked against every condition of its rule before any die is rolled, then
 * resolved with its die.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charts.h"
#include "combat.h"
#include "county.h"
#include "missing.h"
#include "module.h"
#include "recover_int.h"
#include "refuse.h"
#include "restrict.h"
#include "scalar.h"
#include "tables.h"

static const char *
sidetext(struct game *g, const struct recover_attempt *a)
{
	char id[32];

	hexside_format(g->map.geo, a->order->hexside, id);
	return arena_strdup(&g->arena, id);
}

/* 10.1: a hex "has a road" when a road, pike, trail or RR crosses any of
 * its hexsides: that is how a road is drawn through it. */
bool
hex_has_road(const struct game *g, hex_t h)
{
	hex_t	n[6];
	int	i;

	hex_neighbours(h, n);
	for (i = 0; i < 6; i++)
		if (map_hexside(&g->map, h, n[i]) & HS_ROADLIKE)
			return true;
	return false;
}

int
side_combat_value(struct game *g, enum side s, hex_t h)
{
	int i, v = 0;

	for (i = game_first_unit(g, h); i >= 0; i = g->units[i].next_here)
		if (g->units[i].side == s)
			v += unit_combat_value(g, &g->units[i]);
	return v;
}

/* 10.1, 10.3: what both activities ask of the unit and of the enemy. */
static int
river_unit(struct game *g, struct recover_attempt *a, const char *what,
    const char *rule)
{
	struct unit	*u = a->unit;
	hexside_t	 s = a->order->hexside;
	int		 cv = g->module->bridge_cv, v, k, errors;
	hex_t		 h[2];
	char		 buf[24], id[16];

	if (u->type != U_INFANTRY)
		return refuse_unit(g, u, "%s is %s: only infantry units may "
		    "%s (%s)", u->name, u->type == U_CAVALRY ? "cavalry" :
		    u->type == U_ARTILLERY ? "artillery" : "a wagon train",
		    what, rule);
	/* Errors counted, not the status: an earlier order's missing value
	 * must not stop this one's checks, so that every value missing is
	 * reported at once. */
	errors = g->diag->count;
	v = unit_combat_value(g, u);
	if (g->diag->count > errors)
		return ST_DATA;
	if (v < 4 * cv)
		return refuse_unit(g, u, "a unit needs a Combat value of %d "
		    "or more to %s; %s has %s (%s)", cv, what, u->name,
		    quarters_text(v, buf), rule);
	if (hexside_a(s) != a->from && hexside_b(s) != a->from) {
		hex_format(g->map.geo, a->from, id);
		return refuse_unit(g, u, "%s is not a hexside of %s's hex "
		    "%s (%s)", sidetext(g, a), u->name, id, rule);
	}
	a->across = hexside_a(s) == a->from ? hexside_b(s) : hexside_a(s);
	a->features = map_hexside(&g->map, hexside_a(s), hexside_b(s));
	a->major = (a->features & HS_MAJOR_RIVER) != 0;
	/* "Entrenchments are not taken into account." */
	h[0] = a->from;
	h[1] = a->across;
	for (k = 0; k < 2; k++) {
		v = side_combat_value(g, side_enemy(u->side), h[k]);
		if (g->diag->count > errors)
			return ST_DATA;
		if (v >= 4 * cv) {
			hex_format(g->map.geo, h[k], id);
			return refuse_unit(g, u, "enemy units of combined "
			    "Combat value %s in %s forbid it: no unit may %s "
			    "at %s while either hex holds enemy units of %d or "
			    "more, entrenchments not counted (%s)",
			    quarters_text(v, buf), id, what, sidetext(g, a), cv,
			    rule);
		}
	}
	return 0;
}

/* 12.0 and 10.1/10.3: the modifiers of the river itself. */
static void
river_mods(struct game *g, struct recover_attempt *a, const char *rule)
{
	if (restrict_unfordable(g, a->features))
		recover_mod_add(a, "12.0", 1, a->major ? "the major river is "
		    "unfordable" : "the minor river is unfordable");
	if (a->major)
		recover_mod_add(a, rule, 2, "a major river");
}

/*
 * 10.1: the Bridge markers of this class the side may still place: -1
 * unlimited, else the markers less those on the map; -2 after the
 * missing-data error.  SIV's minor river markers are "not a limit";
 * SJW 19.0 allows the Union one major-river bridge at a time; otherwise
 * the counter mix says, which the rulebooks do not print.
 */
static int
markers_free(struct game *g, enum side side, bool major, const char *unit)
{
	const struct recover_rules	*rr = recover_rules(g);
	const struct chart		*c = &chart_bridge_markers;
	const char			*cell;
	char				*end;
	int				 i, limit, used = 0;

	if (!major && rr->minor_bridges_unlimited)
		return -1;
	for (i = 0; i < g->markers.npontoons; i++) {
		hexside_t s = g->markers.pontoons[i].hexside;
		bool m = (map_hexside(&g->map, hexside_a(s), hexside_b(s)) &
		    HS_MAJOR_RIVER) != 0;

		if (g->markers.pontoons[i].owner == side && m == major)
			used++;
	}
	if (major && rr->major_bridge_19 && g->advanced && side == SIDE_USA)
		limit = 1;
	else {
		cell = chart_get(&g->charts, c, side_name(side),
		    major ? "major" : "minor");
		if (cell == NULL || (limit = (int)strtol(cell, &end, 10),
		    *end != '\0' || end == cell) || limit < 0) {
			missing_cell(g, c, side_name(side), major ? "major" :
			    "minor", arena_printf(&g->arena, "%s's pontoon "
			    "bridge (10.1: an unused Bridge marker)", unit));
			return -2;
		}
	}
	return limit > used ? limit - used : 0;
}

int
bridge_check(struct game *g, struct recover *r, struct recover_attempt *a)
{
	const struct recover_rules	*rr = recover_rules(g);
	const struct pontoon		*p;
	struct unit			*u = a->unit;
	bool				 ra, rb;
	int				 i, st, n;
	char				 id[16];

	if ((st = river_unit(g, a, "build a pontoon bridge", "10.1")) != 0)
		return st;
	if (!(a->features & HS_RIVER))
		return refuse_unit(g, u, (a->features & HS_CREEK) ?
		    "%s is a creek hexside: bridges may not be built across "
		    "creeks (10.1)" : "%s is not a minor or major river "
		    "hexside (10.1)", sidetext(g, a));
	if (a->features & HS_DAM)
		return refuse_unit(g, u, "%s has a dam: no pontoon bridge "
		    "may be built across it (10.1)", sidetext(g, a));
	if ((p = game_pontoon(g, a->from, a->across)) != NULL)
		return refuse_unit(g, u, "%s already has a pontoon bridge "
		    "(%s) (10.1)", sidetext(g, a), side_name(p->owner));
	if (a->major && u->side == SIDE_USA && !rr->union_major_bridge)
		return refuse_unit(g, u, "Union units may not bridge a "
		    "major river in %s (10.1)", g->module->title);
	if (a->major && u->side == SIDE_CSA && rr->major_bridge_19 &&
	    g->advanced)
		return refuse_unit(g, u, "the Confederate player may never "
		    "build a major-river bridge (SJW 19.0)");
	for (i = 0; &r->attempts[i] != a; i++) {
		const struct recover_attempt *b = &r->attempts[i];

		if (b->order->activity != RA_BRIDGE)
			continue;
		if (b->from == a->from) {
			hex_format(g->map.geo, a->from, id);
			return refuse_unit(g, u, "%s in %s already attempts "
			    "a bridge: at most one infantry unit per hex may "
			    "make a bridge-building attempt (10.1)",
			    b->unit->name, id);
		}
		if (b->order->hexside == a->order->hexside)
			return refuse_unit(g, u, "%s already attempts to "
			    "bridge %s: if it fails, another attempt waits "
			    "until the following turn; if it succeeds, the "
			    "hexside has a pontoon bridge (10.1)",
			    b->unit->name, sidetext(g, a));
	}
	if ((n = markers_free(g, u->side, a->major, u->name)) == -2)
		return ST_DATA;
	if (n == 0)
		return refuse_unit(g, u, "the %s player has no unused %s "
		    "river Bridge marker (10.1%s)", u->side == SIDE_USA ?
		    "Union" : "Confederate", a->major ? "major" : "minor",
		    a->major && rr->major_bridge_19 && g->advanced ? ", SJW "
		    "19.0: one major-river bridge at a time" : "");
	river_mods(g, a, "10.1");
	/* 10.1: exactly one of +0..+3, by the roads and the crossing. */
	ra = hex_has_road(g, a->from);
	rb = hex_has_road(g, a->across);
	a->road = ra && rb;
	if (ra && rb && (a->features & (HS_FORD | HS_FERRY | HS_BRIDGE)))
		recover_mod_add(a, "10.1", 0, "roads in both hexes and a ford, "
		    "ferry or permanent bridge on the hexside");
	else if (ra && rb)
		recover_mod_add(a, "10.1", 1, "roads in both hexes, no ford, "
		    "ferry or permanent bridge on the hexside");
	else if (ra || rb)
		recover_mod_add(a, "10.1", 2, "a road in only one of the two "
		    "hexes");
	else
		recover_mod_add(a, "10.1", 3, "no road in either hex");
	/* 10.1 Pontoon Bridge Construction: "5 or Less", except "an
	 * unmodified die roll of 6". */
	a->need = 5;
	a->six_fails = true;
	return 0;
}

void
bridge_resolve(struct game *g, struct recover *r, struct recover_attempt *a)
{
	struct markers	*m = &g->markers;
	struct pontoon	*p;
	const char	*note;
	int		 i;

	a->modified = a->die;
	for (i = 0; i < a->nmods; i++)
		a->modified += a->mods[i].value;
	/* Earlier attempts of this phase may have used the last marker. */
	if (markers_free(g, a->unit->side, a->major, a->unit->name) == 0) {
		a->made = false;
		game_note(g, r->notes, "%s's bridge at %s is not attempted: "
		    "the bridges built earlier in this phase used the last "
		    "unused %s river "
		    "Bridge marker (10.1)", a->unit->name, sidetext(g, a),
		    a->major ? "major" : "minor");
		return;
	}
	/* "On an unmodified die roll of 6, the bridge is not built." */
	a->success = a->die != 6 && a->modified <= a->need;
	note = recover_rules(g)->major_bridge_note;
	if (a->major && a->unit->side == SIDE_USA &&
	    recover_rules(g)->major_bridge_19 && g->advanced && note != NULL)
		game_note(g, r->notes, "%s", note);
	if (!a->success)
		return;
	p = arena_alloc(&g->arena, (size_t)(m->npontoons + 1) * sizeof(*p));
	if (m->npontoons > 0)
		memcpy(p, m->pontoons, (size_t)m->npontoons * sizeof(*p));
	p[m->npontoons].hexside = a->order->hexside;
	p[m->npontoons].owner = a->unit->side;
	m->pontoons = p;
	m->npontoons++;
	if (a->road)
		game_note(g, r->notes, "the pontoon bridge at %s carries a "
		    "road: both hexes have a road, pike, trail or RR (10.1 "
		    "Note)",
		    sidetext(g, a));
}

/*
 * SIV 10.3: "the Union player may only attempt to repair a bridge or
 * ferry if at least one of the hexes connected by the bridge is situated
 * in a county that is currently controlled by the Union player (see SIV
 * 22.1)": county.c's answer, the one gcacw-vp counts too.
 */
/* The county the map gives hex h, or NULL. */
static const char *
map_county(const struct game *g, hex_t h)
{
	const struct hexinfo *x = map_hex(&g->map, h);

	return x != NULL ? x->county : NULL;
}

/* "Rockingham uncontrolled", for the refusal. */
static const char *
control_words(struct game *g, const char *county, int side)
{
	return arena_printf(&g->arena, "%s %s", county, side ==
	    COUNTY_NOBODY ? "uncontrolled" : arena_printf(&g->arena,
	    "controlled by %s", side_name((enum side)side)));
}

static int
repair_county(struct game *g, struct recover_attempt *a)
{
	const char	*rule = "the Union's repair (10.3, SIV 22.1)";
	const char	*ca, *cb, *why;
	int		 sa = COUNTY_NOBODY, sb = COUNTY_NOBODY;
	char		 ida[16], idb[16];

	/* One hex in a Union county is enough, whatever the file says or
	 * does not say of the other: the map's counties are asked first,
	 * and a missing one is reported only when it matters. */
	ca = map_county(g, a->from);
	cb = map_county(g, a->across);
	if (ca != NULL && (sa = county_controller(g, ca, rule)) == SIDE_USA)
		return 0;
	if (cb != NULL && ca != NULL && strcmp(ca, cb) == 0)
		sb = sa;
	else if (cb != NULL && (sb = county_controller(g, cb, rule)) ==
	    SIDE_USA)
		return 0;
	if (ca == NULL)
		county_of_hex(g, a->from, rule);
	if (cb == NULL)
		county_of_hex(g, a->across, rule);
	if (ca == NULL || cb == NULL || sa == COUNTY_UNKNOWN ||
	    sb == COUNTY_UNKNOWN)
		return ST_DATA;
	hex_format(g->map.geo, a->from, ida);
	hex_format(g->map.geo, a->across, idb);
	why = control_words(g, ca, sa);
	if (strcmp(ca, cb) != 0)
		why = arena_printf(&g->arena, "%s, %s", why,
		    control_words(g, cb, sb));
	return refuse_unit(g, a->unit, "the Union may repair %s only if %s "
	    "or %s is in a county the Union controls; neither is (10.3, SIV "
	    "22.1: %s)", sidetext(g, a), ida, idb, why);
}

int
repair_check(struct game *g, struct recover *r, struct recover_attempt *a)
{
	const struct restriction *x;
	struct unit	*u = a->unit;
	int		 i, st;

	if ((st = river_unit(g, a, "repair a bridge or ferry", "10.3")) != 0)
		return st;
	if (!(a->features & (HS_BRIDGE | HS_FERRY)) ||
	    !game_destroyed(g, a->from, a->across))
		return refuse_unit(g, u, "%s has no destroyed permanent "
		    "bridge or ferry to repair (10.3)", sidetext(g, a));
	if ((x = restrict_no_rebuild(g, hexside_make(a->from, a->across))) !=
	    NULL)
		return refuse_unit(g, u, "the bridge at %s may not be rebuilt "
		    "once destroyed (%s)", sidetext(g, a), x->rule);
	for (i = 0; &r->attempts[i] != a; i++) {
		const struct recover_attempt *b = &r->attempts[i];

		if (b->order->activity == RA_REPAIR && b->order->hexside ==
		    a->order->hexside && b->unit->side == u->side)
			return refuse_unit(g, u, "%s already attempts to "
			    "repair %s: each player may make one repair "
			    "attempt per bridge or ferry per Recovery Phase "
			    "(10.3)", b->unit->name, sidetext(g, a));
	}
	if (u->side == SIDE_USA && recover_rules(g)->union_repair_county &&
	    (st = repair_county(g, a)) != 0)
		return st;
	river_mods(g, a, "10.3");
	/* A hexside with both is ruled as its bridge. */
	a->ferry = !(a->features & HS_BRIDGE);
	/* 10.3 Repair Procedure: a bridge on 3 or less, a ferry on 5 or
	 * less. */
	a->need = a->ferry ? 5 : 3;
	return 0;
}

void
repair_resolve(struct game *g, struct recover_attempt *a)
{
	struct markers	*m = &g->markers;
	int		 i;

	a->modified = a->die;
	for (i = 0; i < a->nmods; i++)
		a->modified += a->mods[i].value;
	a->success = a->modified <= a->need;
	if (!a->success)
		return;
	/* "Remove the Destroyed marker." */
	for (i = 0; i < m->ndestroyed; i++)
		if (m->destroyed[i] == a->order->hexside) {
			memmove(&m->destroyed[i], &m->destroyed[i + 1],
			    (size_t)(m->ndestroyed - i - 1) *
			    sizeof(m->destroyed[0]));
			m->ndestroyed--;
			break;
		}
}
