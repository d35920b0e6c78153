/*
 * turn_county.c — the County Control Segment (SIV 14.0 9 B, 22.0-22.2)
 * and the Union Bridge Repair Segment (14.0 9 C, 23.2).
 *
 * The County Control Segment works each county's control out from the
 * units as they stand (22.1, then 22.2: county.c's county_compute(),
 * never the old record) and writes it as markers.counties, the answer
 * every other rule reads until the next segment (county_controller():
 * the VP items, the depots, the bridge repairs).  It gives the Manassas
 * Gap RR reinforcements their arrival when the Union holds Warren
 * (18.2), records Maryland's once-a-game event (22.2), and scores the
 * scenario's County Control Segment items (27.1) through turn_score.c.
 *
 * The Union Bridge Repair Segment: one attempt at one Destroyed Bridge
 * marker, when 23.2's first or second condition holds; one die, 2 or
 * less repairs it.
 */
#include <stdlib.h>
#include <string.h>

#include "county.h"
#include "module.h"
#include "phase.h"
#include "refuse.h"
#include "scenario.h"
#include "sequence.h"
#include "turn.h"
#include "zoc.h"

/* What a missing county is needed for, in the missing-data error. */
#define RULE_CONTROL	"the County Control Segment (SIV 22.1, 22.2)"
#define RULE_REPAIR	"the Union Bridge Repair Segment (SIV 23.2)"

/* 18.2 Manassas Gap RR Reinforcements: "Take these units from the
 * off-map 'Manassas Gap RR' box". */
#define MANASSAS_GAP	"Manassas Gap RR"
#define WARREN		"Warren"
/* 22.2 Maryland: "at least three Confederate infantry brigades". */
#define MARYLAND_BRIGADES	3
/* 23.2: "On a result of 2 or less, the repair attempt succeeds." */
#define REPAIR_AT_MOST	2

/* ---- The County Control Segment (22.0) ---- */

/*
 * 22.0: "There are 13 controllable counties on the map": the scenario's
 * `counties`, else the game's County Control table.  Their names into
 * *out; how many.
 */
static int
county_names(struct game *g, const char ***out)
{
	const struct node	*c = g->scen != NULL ? g->scen->counties : NULL;
	const struct chart	*t = g->module->recover.county_seats;
	const char		**v;
	int			 i, n;

	n = c != NULL && c->kind == N_MAP ? c->n : t != NULL ? t->nrows : 0;
	v = arena_alloc(&g->arena, (size_t)(n + 1) * sizeof(*v));
	for (i = 0; i < n; i++)
		v[i] = c != NULL && c->kind == N_MAP ? node_key(c, i)->str :
		    t->rows[i];
	*out = v;
	return n;
}

static const char *
control_name(int side)
{
	return side == SIDE_USA ? "usa" : side == SIDE_CSA ? "csa" : "none";
}

/* 22.0: the segment's answer, the record every rule reads from now on;
 * an uncontrolled county is not listed (gcacw-file(5)). */
static void
write_markers(struct game *g, const struct county_count *c, int n)
{
	struct markers	*m = &g->markers;
	int		 i;

	m->county_name = arena_alloc(&g->arena, (size_t)(n + 1) *
	    sizeof(*m->county_name));
	m->county_side = arena_alloc(&g->arena, (size_t)(n + 1) *
	    sizeof(*m->county_side));
	m->ncounties = 0;
	for (i = 0; i < n; i++)
		if (c[i].side == SIDE_USA || c[i].side == SIDE_CSA) {
			m->county_name[m->ncounties] = arena_strdup(&g->arena,
			    c[i].county);
			m->county_side[m->ncounties++] = (enum side)c[i].side;
		}
	m->has_counties = true;
}

/* One county's count as the players check it. */
static void
county_note(struct game *g, struct turn_result *r,
    const struct county_count *c)
{
	const int	*mp = c->manpower;
	const char	*seat = "";
	char		 id[16];

	if (c->seat == HEX_NONE) {
		turn_note(g, r, "%s has no control county seat: it is never "
		    "controlled (SIV 22.0)", c->county);
		return;
	}
	game_hex_id(g, c->seat, id);
	if (c->seat_unit != NULL)
		seat = arena_printf(&g->arena, "%s, Union infantry of manpower "
		    "%d, is in the control county seat %s", c->seat_unit->name,
		    c->seat_unit->manpower, id);
	else
		seat = arena_printf(&g->arena, "no Union infantry unit of "
		    "manpower 1 or more is in the control county seat %s", id);
	if (c->side == SIDE_USA)
		turn_note(g, r, "%s: %s, and the Union units in the county "
		    "total %d (2 or more): Union control (SIV 22.1)%s",
		    c->county, seat, mp[SIDE_USA], mp[SIDE_CSA] >= 8 ?
		    arena_printf(&g->arena, "; the Confederate %d does not "
		    "count: 22.2 is for a county the Union does not control",
		    mp[SIDE_CSA]) : "");
	else if (c->seat_unit != NULL)
		turn_note(g, r, "%s: %s, but the Union units in the county "
		    "total %d (22.1: at least 2); the Confederate units total "
		    "%d: %s (SIV 22.1, 22.2)", c->county, seat, mp[SIDE_USA],
		    mp[SIDE_CSA], c->side == SIDE_CSA ? "8 or more, "
		    "Confederate control" : "less than 8, nobody controls it");
	else
		turn_note(g, r, "%s: %s; the Confederate units in the county "
		    "total %d: %s (SIV 22.1, 22.2)", c->county, seat,
		    mp[SIDE_CSA], c->side == SIDE_CSA ? "8 or more, "
		    "Confederate control" : "less than 8, nobody controls it");
}

/* Each county's count noted; those with no unit and nobody in the seat
 * together. */
static void
county_notes(struct game *g, struct turn_result *r,
    const struct county_count *c, int n)
{
	const char	**empty;
	int		  i, k = 0;

	empty = arena_alloc(&g->arena, (size_t)(n + 1) * sizeof(*empty));
	for (i = 0; i < n; i++) {
		if (c[i].seat != HEX_NONE && c[i].seat_unit == NULL &&
		    c[i].manpower[SIDE_USA] == 0 &&
		    c[i].manpower[SIDE_CSA] == 0) {
			empty[k++] = c[i].county;
			continue;
		}
		county_note(g, r, &c[i]);
	}
	if (k > 0)
		turn_note(g, r, "no unit is in %s: nobody controls %s (SIV "
		    "22.1, 22.2)", turn_names_text(g, empty, k), k > 1 ? "them" :
		    "it");
}

static struct node *
counties_node(struct game *g, const struct county_count *c, int n)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_seq(a, S_BLOCK), *one, *mp;
	int		 i;

	for (i = 0; i < n; i++) {
		one = node_map(a, S_FLOW);
		node_set(a, one, "county", node_scalar(a, c[i].county));
		node_set(a, one, "side", node_plain(a, control_name(
		    c[i].side)));
		if (c[i].seat != HEX_NONE)
			node_set(a, one, "seat", game_hex_node(g, c[i].seat));
		if (c[i].seat_unit != NULL)
			node_set(a, one, "unit", node_scalar(a,
			    c[i].seat_unit->name));
		mp = node_map(a, S_FLOW);
		node_set(a, mp, "usa", node_int(a, c[i].manpower[SIDE_USA]));
		node_set(a, mp, "csa", node_int(a, c[i].manpower[SIDE_CSA]));
		node_set(a, one, "manpower", mp);
		node_push(a, v, one);
	}
	return v;
}

/* 22.2 Maryland: the Confederate infantry brigades in a Maryland
 * county's hexes. */
struct maryland {
	const char	**v;
	int		  n;
	bool		  known;	/* the map says which are Maryland's */
};

/*
 * A unit whose size the file does not give is counted as a brigade, as
 * --withdraw reads 19.1's "infantry brigades" (gcacw-turn(1) RULINGS).
 * 0, or 65 after a county went missing (reported by county.c).
 */
static int
maryland_count(struct game *g, struct maryland *md)
{
	const char	*c;
	int		 i, st = 0;

	md->v = arena_alloc(&g->arena, (size_t)(g->nunits + 1) *
	    sizeof(*md->v));
	md->n = 0;
	md->known = false;
	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->status != US_IN_PLAY || u->hex == HEX_NONE ||
		    u->side != SIDE_CSA || u->type != U_INFANTRY ||
		    (u->size != Z_NONE && u->size != Z_BRIGADE))
			continue;
		if ((c = county_of_hex(g, u->hex, RULE_CONTROL)) == NULL) {
			st = ST_DATA;
			continue;
		}
		if (county_maryland(g, c) == 1)
			md->v[md->n++] = u->name;
	}
	md->known = county_maryland(g, "") >= 0;
	return st;
}

/* 22.2 Maryland: "this VP loss applies at most once per game, not once
 * per segment": events.maryland, set once. */
static struct node *
maryland_apply(struct game *g, struct turn_result *r, struct maryland *md)
{
	struct arena		*a = &g->arena;
	struct node		*v = node_map(a, S_FLOW);
	const struct game_event	*e = game_event(g, "maryland");
	bool			 met = md->n >= MARYLAND_BRIGADES;

	node_set(a, v, "brigades", game_names_node(g, md->v, md->n));
	node_set(a, v, "met", node_bool(a, met));
	if (!md->known)
		turn_note(g, r, "the map marks no county as Maryland's "
		    "(map.counties.NAME.maryland): no Confederate brigade is "
		    "counted in Maryland (SIV 22.2 Maryland)");
	else if (!met)
		turn_note(g, r, "%d Confederate infantry brigade%s in Maryland"
		    "%s: at least 3 cost the Union VP (SIV 22.2 Maryland)",
		    md->n, md->n == 1 ? " is" : "s are", md->n > 0 ?
		    arena_printf(a, " (%s)", turn_names_text(g, md->v, md->n)) :
		    "");
	else if (e != NULL)
		turn_note(g, r, "%d Confederate infantry brigades are in "
		    "Maryland (%s), but the Maryland VP loss was recorded on "
		    "Turn %d (events.maryland): it applies at most once per "
		    "game (SIV 22.2 Maryland)", md->n, turn_names_text(g, md->v,
		    md->n), e->turn);
	else {
		game_event_set(g, "maryland", SIDE_CSA, g->turn);
		turn_note(g, r, "%d Confederate infantry brigades are in "
		    "Maryland (%s): the Union player loses VP, at most once "
		    "per game; events.maryland records it for Turn %d (SIV "
		    "22.2 Maryland). 27.1's victory conditions print no VP "
		    "for it, so none is scored (RULINGS: Maryland)", md->n,
		    turn_names_text(g, md->v, md->n), g->turn);
	}
	if ((e = game_event(g, "maryland")) != NULL)
		node_set(a, v, "event", node_int(a, e->turn));
	return v;
}

/*
 * 18.2: "If, in the County Control Segment of any Strategic Cycle, the
 * Union player controls Warren County ... Take these units from the
 * off-map 'Manassas Gap RR' box and place them in M5616 (Markham Depot)
 * in the Reinforcement Phase of the immediately following turn": each
 * unit and leader still in the box without an arrival is given one;
 * once, as the box is then empty.  The names given, or NULL.
 */
static struct node *
manassas_gap(struct game *g, struct turn_result *r)
{
	const char	**v;
	int		  i, n = 0;

	v = arena_alloc(&g->arena, (size_t)(g->nunits + g->nleaders + 1) *
	    sizeof(*v));
	for (i = 0; i < g->nunits; i++) {
		struct unit *u = &g->units[i];

		if (u->status == US_OFF_MAP && u->off.box != NULL &&
		    strcmp(u->off.box, MANASSAS_GAP) == 0 &&
		    u->off.arrives == 0) {
			u->off.arrives = g->turn + 1;
			v[n++] = u->name;
		}
	}
	for (i = 0; i < g->nleaders; i++) {
		struct leader *l = &g->leaders[i];

		if (l->status == US_OFF_MAP && l->off.box != NULL &&
		    strcmp(l->off.box, MANASSAS_GAP) == 0 &&
		    l->off.arrives == 0) {
			l->off.arrives = g->turn + 1;
			v[n++] = l->name;
		}
	}
	if (n == 0) {
		turn_note(g, r, "the Union controls Warren, but nothing waits "
		    "in the Manassas Gap RR box without an arrival: its "
		    "reinforcements come once (SIV 18.2)");
		return NULL;
	}
	turn_note(g, r, "the Union controls Warren: the Manassas Gap RR "
	    "Reinforcements (%s, with a Union depot on its Complete side) "
	    "are placed in M5616 (Markham Depot) in the Reinforcement Phase "
	    "of Turn %d (SIV 18.2, 22.0)", turn_names_text(g, v, n), g->turn + 1);
	return game_names_node(g, v, n);
}

/*
 * 22.2 Note: "If the Confederate player meets the requirements for
 * controlling more than one county, the Union player loses VP only for
 * the county with the largest VP loss."  27.1's table prints no VP for
 * Confederate control; its -2 row is for each listed county the Union
 * "does not control", whoever else does.  Nothing is limited (RULINGS:
 * 22.2 note).
 */
static void
largest_loss_note(struct game *g, struct turn_result *r,
    const struct county_count *c, int n)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		k += c[i].side == SIDE_CSA;
	if (k > 1)
		turn_note(g, r, "the Confederate player controls %d counties; "
		    "22.2's note (\"loses VP only for the county with the "
		    "largest VP loss\") limits a VP loss for Confederate "
		    "control, and 27.1's table prints none: each county the "
		    "Union does not control scores its row (RULINGS: 22.2 "
		    "note)", k);
}

int
turn_counties(struct game *g, struct turn_result *r)
{
	struct arena		*a = &g->arena;
	struct county_count	*c;
	struct maryland		 md;
	struct node		*e, *v, *vpe = NULL;
	const char		**names;
	int			 i, n, st = 0, m;

	if ((st = turn_segment_now(g, PH_COUNTY_CONTROL, "--counties")) != 0)
		return st;
	if (turn_logged(g, "county-control", "counties", -1) >= 0)
		return refuse(g, "log", "--counties: the County Control "
		    "Segment of Turn %d has been played (its log entry): both "
		    "players determine county control once a segment (SIV "
		    "14.0 9 B)", g->turn);
	n = county_names(g, &names);
	c = arena_alloc(a, (size_t)(n + 1) * sizeof(*c));
	for (i = 0; i < n; i++)
		if (county_compute(g, names[i], RULE_CONTROL, &c[i]) ==
		    COUNTY_UNKNOWN)
			st = ST_DATA;
	if (maryland_count(g, &md) != 0 || st != 0)
		return ST_DATA;
	write_markers(g, c, n);
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, phase_names[PH_COUNTY_CONTROL]));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "counties", counties_node(g, c, n));
	county_notes(g, r, c, n);
	for (i = 0; i < n; i++)
		if (strcmp(c[i].county, WARREN) == 0 && c[i].side == SIDE_USA &&
		    (v = manassas_gap(g, r)) != NULL)
			node_set(a, e, "arrivals", v);
	node_set(a, e, "maryland", maryland_apply(g, r, &md));
	largest_loss_note(g, r, c, n);
	m = g->log != NULL ? g->log->n : 0;
	if ((st = turn_segment_score(g, r, PH_COUNTY_CONTROL)) != 0)
		return st;
	if (r->scored)
		node_set(a, e, "vp", node_int(a, r->vp));
	/* The entry comes before the vp entry it caused. */
	if (g->log != NULL && g->log->n > m)
		vpe = g->log->items[--g->log->n];
	turn_log(g, r, e, NULL);
	if (vpe != NULL)
		node_push(a, g->log, vpe);
	return turn_phase_ends(g, r);
}

/* ---- The Union Bridge Repair Segment (23.2) ---- */

static bool
infantry_in(const struct game *g, hex_t h, enum side s,
    const struct unit **first)
{
	const struct unit	*u;
	int			 i;

	for (i = game_first_unit(g, h); i >= 0; i = u->next_here) {
		u = &g->units[i];
		if (u->side == s && u->type == U_INFANTRY) {
			*first = u;
			return true;
		}
	}
	return false;
}

/*
 * 23.2's second condition: "A Union infantry (not cavalry) unit is in
 * one of the two hexes connected by the destroyed bridge and there is no
 * Confederate unit or ZOC in the other hex.  If Union units are in both
 * of the hexes ..., the Union player may attempt to repair the bridge."
 * True with *why the ruling; false with *why what failed.
 */
static bool
by_units(struct game *g, const hex_t h[2], const char **why)
{
	const struct unit	*u = NULL;
	char			 id[2][16];
	int			 k;

	game_hex_id(g, h[0], id[0]);
	game_hex_id(g, h[1], id[1]);
	if (game_occupied_by(g, h[0], SIDE_USA) &&
	    game_occupied_by(g, h[1], SIDE_USA)) {
		*why = arena_printf(&g->arena, "Union units are in both %s "
		    "and %s", id[0], id[1]);
		return true;
	}
	*why = arena_printf(&g->arena, "no Union infantry unit is in %s or "
	    "%s", id[0], id[1]);
	for (k = 0; k < 2; k++) {
		if (!infantry_in(g, h[k], SIDE_USA, &u))
			continue;
		if (game_occupied_by(g, h[1 - k], SIDE_CSA))
			*why = arena_printf(&g->arena, "%s, Union infantry, is "
			    "in %s, but %s holds a Confederate unit", u->name,
			    id[k], id[1 - k]);
		else if (zoc_of_side(g, SIDE_CSA, h[1 - k]) != ZOC_NONE)
			*why = arena_printf(&g->arena, "%s, Union infantry, is "
			    "in %s, but %s is in Confederate ZOC", u->name,
			    id[k], id[1 - k]);
		else {
			*why = arena_printf(&g->arena, "%s, Union infantry, is "
			    "in %s, and %s has no Confederate unit or ZOC",
			    u->name, id[k], id[1 - k]);
			return true;
		}
	}
	return false;
}

/* The first Confederate unit in play in the county; *st 65 after a
 * unit's county went missing. */
static const struct unit *
confederate_in(struct game *g, const char *county, int *st)
{
	const char	*c;
	int		 i;

	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->status != US_IN_PLAY || u->hex == HEX_NONE ||
		    u->side != SIDE_CSA)
			continue;
		if ((c = county_of_hex(g, u->hex, RULE_REPAIR)) == NULL)
			*st = ST_DATA;
		else if (strcmp(c, county) == 0)
			return u;
	}
	return NULL;
}

/*
 * 23.2's first condition: "The destroyed bridge is in a county currently
 * controlled by the Union player (see 22.1) and no Confederate unit is
 * in that county."  A bridge joins two hexes, often of two counties
 * (the rivers are county lines): it is in either (as 10.3 reads "at
 * least one of the hexes connected by the bridge is situated in a
 * county"; RULINGS).  1 with *why the ruling, 0 with *why what failed,
 * or 65 after the missing county.
 */
static int
by_county(struct game *g, const hex_t h[2], const char **why)
{
	const struct hexinfo	*hi;
	const struct unit	*u;
	const char		*c[2], *failed = NULL, *one;
	int			 k, side, st = 0;

	for (k = 0; k < 2; k++) {
		hi = map_hex(&g->map, h[k]);
		c[k] = hi != NULL ? hi->county : NULL;
		if (c[k] == NULL || (k == 1 && c[0] != NULL &&
		    strcmp(c[0], c[1]) == 0))
			continue;
		side = county_controller(g, c[k], RULE_REPAIR);
		if (side == COUNTY_UNKNOWN)
			return ST_DATA;
		if (side != SIDE_USA)
			one = arena_printf(&g->arena, "%s is %s", c[k], side ==
			    SIDE_CSA ? "Confederate-controlled" :
			    "not controlled by the Union");
		else if ((u = confederate_in(g, c[k], &st)) != NULL)
			one = arena_printf(&g->arena, "%s is Union-controlled "
			    "but Confederate units are in it (%s)", c[k],
			    u->name);
		else if (st != 0)
			return st;
		else {
			*why = arena_printf(&g->arena, "%s is Union-controlled "
			    "and no Confederate unit is in it", c[k]);
			return 1;
		}
		failed = failed == NULL ? one : arena_printf(&g->arena,
		    "%s; %s", failed, one);
	}
	/* Neither county held: one the map does not give is needed. */
	for (k = 0; k < 2; k++)
		if (c[k] == NULL) {
			county_of_hex(g, h[k], RULE_REPAIR);
			st = ST_DATA;
		}
	if (st != 0)
		return st;
	*why = failed;
	return 0;
}

/* 23.2: "Remove the Destroyed Bridge marker". */
static void
remove_destroyed(struct game *g, hexside_t s)
{
	struct markers	*m = &g->markers;
	int		 i, j = 0;

	for (i = 0; i < m->ndestroyed; i++)
		if (m->destroyed[i] != s)
			m->destroyed[j++] = m->destroyed[i];
	m->ndestroyed = j;
}

/* The marker and the bridge: 0, or the refusal. */
static int
check_marker(struct game *g, const char *text, const hex_t h[2])
{
	unsigned f;

	if (!game_destroyed(g, h[0], h[1]))
		return refuse(g, "markers.destroyed", "--repair %s: no "
		    "Destroyed Bridge marker is on %s (markers.destroyed): the "
		    "Union player repairs destroyed bridges (SIV 23.2)", text,
		    text);
	f = map_hexside(&g->map, h[0], h[1]);
	if (!(f & HS_BRIDGE))
		return refuse(g, "markers.destroyed", "--repair %s: the "
		    "crossing destroyed at %s is a ferry, not a bridge: the "
		    "Union Bridge Repair Segment repairs bridges (SIV 23.2; a "
		    "ferry is repaired in the Recovery Phase, 10.3)", text,
		    text);
	return 0;
}

/*
 * 23.2: "The Union player may attempt a repair only if at least one of
 * the following two conditions is in effect": the second first, as it
 * needs no county; 0 with *cond and *why the one that holds, else the
 * refusal naming both, or 65 after a county the first needs went
 * missing.
 */
static int
eligible(struct game *g, const char *text, const hex_t h[2],
    const char **cond, const char **why)
{
	const char	*cwhy = NULL, *uwhy;
	int		 st;

	if (by_units(g, h, &uwhy)) {
		*cond = "units";
		*why = uwhy;
		return 0;
	}
	if ((st = by_county(g, h, &cwhy)) == 1) {
		*cond = "county";
		*why = cwhy;
		return 0;
	}
	if (st != 0)
		return st;
	return refuse(g, "units", "--repair %s: the Union player may attempt "
	    "a repair only if the bridge is in a county he controls with no "
	    "Confederate unit in it, or a Union infantry unit is in one of "
	    "its hexes and the other has no Confederate unit or ZOC, or Union "
	    "units are in both; neither holds: %s; %s (SIV 23.2)", text,
	    cwhy != NULL ? cwhy : "the map gives neither hex a county", uwhy);
}

/* The attempt's entry, with the die and what came of it. */
static struct node *
repair_entry(struct game *g, const char *text, const char *cond, int die)
{
	struct arena	*a = &g->arena;
	struct node	*e = node_map(a, S_BLOCK);

	node_set(a, e, "op", node_plain(a, phase_names[PH_BRIDGE_REPAIR]));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "hexside", node_scalar(a, text));
	node_set(a, e, "condition", node_plain(a, cond));
	node_set(a, e, "die", node_int(a, die));
	node_set(a, e, "repaired", node_bool(a, die <= REPAIR_AT_MOST));
	return e;
}

int
turn_repair(struct game *g, struct dice *d, const struct turn_orders *o,
    struct turn_result *r)
{
	hexside_t	 s;
	hex_t		 h[2];
	const char	*why, *cond = NULL;
	char		 text[32];
	int		 st, die;

	if ((st = turn_segment_now(g, PH_BRIDGE_REPAIR, "--repair")) != 0)
		return st;
	if (o->repair == NULL ||
	    hexside_parse(g->map.geo, o->repair, &s, &why) != 0) {
		diag_plain(g->diag, ST_USAGE, "--repair %s: %s", o->repair !=
		    NULL ? o->repair : "", o->repair != NULL ? why :
		    "a hexside H/H is needed");
		return ST_USAGE;
	}
	h[0] = hexside_a(s);
	h[1] = hexside_b(s);
	hexside_format(g->map.geo, s, text);
	if (turn_logged(g, "bridge-repair", "hexside", -1) >= 0)
		return refuse(g, "log", "--repair %s: the Union player has "
		    "made this segment's attempt (its log entry): he may "
		    "attempt to repair at most one bridge per Bridge Repair "
		    "Segment (SIV 23.2)", text);
	if ((st = check_marker(g, text, h)) != 0 ||
	    (st = eligible(g, text, h, &cond, &why)) != 0)
		return st;
	die = dice_roll(d, g, "repair");
	if (dice_missing(d) > 0)
		return 0;
	r->rolled = true;
	r->roll = die;
	turn_note(g, r, "%s may be repaired: %s (SIV 23.2)", text, why);
	if (die <= REPAIR_AT_MOST) {
		remove_destroyed(g, s);
		r->result = "repaired";
		turn_note(g, r, "one die, %d: 2 or less, the repair succeeds; "
		    "the Destroyed Bridge marker on %s is removed and the "
		    "bridge functions again (SIV 23.2)", die, text);
	} else {
		r->result = "failed";
		turn_note(g, r, "one die, %d: 3 or more, the repair fails; the "
		    "Destroyed Bridge marker on %s remains, and a later Bridge "
		    "Repair Segment may try again (SIV 23.2)", die, text);
	}
	turn_log(g, r, repair_entry(g, text, cond, die), d);
	return turn_phase_ends(g, r);
}
