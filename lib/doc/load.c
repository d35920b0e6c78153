/*
 * load.c — a game file document to the model (DESIGN.md section 4).
 * The map is in load_map.c, pending entries in load_pending.c; the
 * validation helpers in schema.c.
 */
#include <string.h>

#include "games.h"
#include "load.h"
#include "names.h"
#include "phase.h"
#include "schema.h"

const char *const game_top_keys[] = { "gcacw", "game", "scenario",
    "advanced", "turn", "union_panic", "strategic", "released",
    "rain", "rain_turns", "unfordable", "charts", "map", "units", "leaders",
    "markers", "action", "pending", "ledger", "dice", "rng", "log",
    "phase", "initiative", "passed", "acted", "events", "optional_rules",
    NULL };
static const char *const unit_keys[] = { "side", "type", "size", "command",
    "hex", "status", "manpower", "disorganized", "combat", "fatigue",
    "exhausted", "demoralized", "tactical", "artillery", "entrenchment",
    "supply", "army", "left", "committed", "box", "arrives", "withdrawn",
    NULL };
static const char *const leader_keys[] = { "side", "rank", "leads",
    "tactical", "command", "with", "status", "cavalry", "substitute", "box",
    "arrives", "withdrawn", "committed", "left", NULL };
static const char *const marker_keys[] = { "flanks_refused", "destroyed",
    "pontoon_bridges", "control", "stations", "depots_removed", "counties",
    NULL };
static const char *const strategic_keys[] = { "box",
    "major_union_victory", "lull", NULL };
static const char *const ledger_keys[] = { "losses", "routs", "vp", NULL };
static const char *const unfordable_keys[] = { "minor", "major", NULL };
static const char *const rng_keys[] = { "seed", "draws", NULL };
static const char *const pontoon_keys[] = { "hexside", "owner", "fixed",
    NULL };
static const char *const action_keys[] = { "kind", "unit", "mp", "start",
    "attacks", "ended", "leader", "allowance", "selected", "transferred",
    "declined", NULL };

#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void
require(struct ld *l, const struct node *n, const char *key,
    const char *what)
{
	if (node_get(n, key) == NULL)
		ld_err(l, n, "`%s` is required (%s)", key, what);
}

/*
 * SIV 18.0-21.0 (DESIGN.md "Arrivals and departures"): `box` is where a
 * unit or leader with status off-map is, and only such a one has it;
 * `arrives: {turn, area}` the Reinforcement Phase it is due in;
 * `withdrawn` the Withdrawal Segment that sent it to the Department of
 * the Rappahannock (19.2).
 */
static void
load_offmap(struct ld *l, const struct node *n, struct offmap *o,
    enum unit_status status)
{
	static const char *const arrives_keys[] = { "turn", "area", NULL };

	FIELD(l, n, "box", v, if (ld_str(l, v, &o->box) == 0 &&
	    status != US_OFF_MAP)
		ld_err(l, v, "only a unit or leader with status off-map is in "
		    "an off-map box (SIV 21.0): give status: off-map, or leave "
		    "box out"));
	if (status == US_OFF_MAP)
		require(l, n, "box", "the off-map box it is in (SIV 18.0-21.0: "
		    "Richmond, Mountain Department, Department of the "
		    "Rappahannock, ...)");
	FIELD(l, n, "arrives", v, if (ld_is_map(l, v, "{turn, area}")) {
		o->pos = v->pos;
		ld_keys(l, v, arrives_keys, NULL);
		require(l, v, "turn", "the Reinforcement Phase it is due in "
		    "(SIV 18.0)");
		FIELD(l, v, "turn", w, ld_int(l, w, 1, 9999, &o->arrives));
		FIELD(l, v, "area", w, ld_str(l, w, &o->area));
		if (status != US_OFF_MAP)
			ld_err(l, v, "only a unit or leader off the map "
			    "(status: off-map) arrives (SIV 18.0)");
	});
	FIELD(l, n, "withdrawn", v, ld_int(l, v, 1, 9999, &o->withdrawn));
}

static void
load_unit_fields(struct ld *l, const struct node *n, struct unit *u)
{
	int	v_int;
	hex_t	hex = HEX_NONE;
	bool	manpower_ok = false, status_ok = true;

	FIELD(l, n, "side", v, ld_side(l, v, &u->side));
	FIELD(l, n, "type", v, if (ld_enum(l, v, unit_type_names,
	    NELEM(unit_type_names), &v_int) == 0)
		u->type = (enum unit_type)v_int);
	FIELD(l, n, "size", v, if (ld_enum(l, v, unit_size_names,
	    NELEM(unit_size_names), &v_int) == 0)
		u->size = (enum unit_size)v_int);
	FIELD(l, n, "command", v, {
		if (v->kind == N_SCALAR) {
			u->command = arena_alloc(&l->g->arena,
			    sizeof(*u->command));
			u->command[0] = v->str;
			u->ncommand = 1;
		} else if (ld_is_seq(l, v, "a list of formations")) {
			int i;

			u->command = arena_alloc(&l->g->arena,
			    (size_t)(v->n + 1) * sizeof(*u->command));
			for (i = 0; i < v->n; i++) {
				size_t p = ld_push_index(l, i);

				if (ld_str(l, v->items[i],
				    &u->command[u->ncommand]) == 0)
					u->ncommand++;
				ld_pop(l, p);
			}
		}
	});
	FIELD(l, n, "hex", v, ld_hex(l, v, &hex));
	FIELD(l, n, "status", v, if (ld_enum(l, v, unit_status_names,
	    NELEM(unit_status_names), &v_int) == 0)
		u->status = (enum unit_status)v_int;
	    else
		status_ok = false);
	FIELD(l, n, "manpower", v, manpower_ok = ld_int(l, v, 0, 999,
	    &u->manpower) == 0);
	FIELD(l, n, "disorganized", v, ld_bool(l, v, &u->disorganized));
	FIELD(l, n, "combat", v, ld_halves(l, v, &u->combat));
	FIELD(l, n, "fatigue", v, ld_int(l, v, 0, 4, &u->fatigue));
	FIELD(l, n, "exhausted", v, ld_bool(l, v, &u->exhausted));
	FIELD(l, n, "demoralized", v, ld_int(l, v, 0, 2, &u->demoralized));
	FIELD(l, n, "tactical", v, if (ld_tactical(l, v, &u->tactical_attack,
	    &u->tactical_defence, &u->tactical_split) == 0)
		u->has_tactical = true);
	FIELD(l, n, "artillery", v, ld_int(l, v, 0, 99, &u->artillery));
	FIELD(l, n, "entrenchment", v, if (ld_enum(l, v, entrenchment_names,
	    NELEM(entrenchment_names), &v_int) == 0)
		u->entrenchment = (enum entrenchment)v_int);
	FIELD(l, n, "supply", v, if (ld_enum(l, v, supply_names, 2,
	    &v_int) == 0)
		u->out_of_supply = v_int == 1);
	/* DESIGN.md section 5: the Extended March Table's Union modifiers
	 * read it; any name, "potomac" the Army of the Potomac. */
	FIELD(l, n, "army", v, ld_str(l, v, &u->army));
	/* DESIGN.md section 4: the turn a unit left play; victory
	 * conditions count withdrawals by it (SIV 13.1, 19.2). */
	FIELD(l, n, "left", v, if (ld_int(l, v, 1, 9999, &u->left) == 0 &&
	    u->status == US_IN_PLAY && status_ok)
		ld_err(l, v, "only a unit out of play (status) has left "
		    "play on a turn"));
	/* SIV 20.0: the Union Commitment Segment a unit was committed in,
	 * which costs the Union VP (SIV 27.1). */
	FIELD(l, n, "committed", v, ld_int(l, v, 1, 9999, &u->committed));
	if (status_ok)
		load_offmap(l, n, &u->off, u->status);

	/* DESIGN.md section 4: a unit in play has a hex and no status; a
	 * unit that left play has a status and no hex. */
	if (!status_ok)
		return;		/* an unknown status says nothing of hex */
	if (u->status == US_IN_PLAY) {
		require(l, n, "hex", "where the unit is; a unit out of play "
		    "has `status` instead");
		if (manpower_ok && u->manpower == 0)
			FIELD(l, n, "manpower", v, ld_err(l, v, "a unit in "
			    "play has manpower 1 or more; at 0 it is "
			    "eliminated (7.5): give it status: eliminated"));
		if (hex != HEX_NONE)
			game_place_unit(l->g, u, hex);
	} else
		FIELD(l, n, "hex", v, ld_err(l, v, "a unit with status %s is "
		    "out of play and has no hex",
		    unit_status_names[u->status]));
}

/* What must hold once every unit is in: its hex is on the map, not
 * water (6.2: units may not enter water hexes). */
static void
check_unit_hex(struct ld *l, const struct node *n, struct unit *u)
{
	const struct hexinfo	*x;
	char			 id[16];

	if (u->hex == HEX_NONE)
		return;
	hex_format(l->g->map.geo, u->hex, id);
	if (!map_on(&l->g->map, u->hex)) {
		size_t p = ld_push(l, "hex");

		ld_err(l, node_get(n, "hex"), "%s is off the map "
		    "(map.bounds, map.off_map)%s", id,
		    game_hex_hint_text(l->g, u->hex));
		ld_pop(l, p);
	}
	x = map_hex(&l->g->map, u->hex);
	if ((x != NULL && x->terrain == T_WATER) ||
	    ((x == NULL || x->terrain == T_NONE) &&
	    l->g->map.deflt == T_WATER)) {
		size_t p = ld_push(l, "hex");

		ld_err(l, node_get(n, "hex"), "%s is a water hex; units may "
		    "not be in water hexes (6.2)", id);
		ld_pop(l, p);
	}
}

/* 6.2, 7.6: no unit shares a hex with the enemy (a retreat may pass
 * through one, never end there). */
static void
check_enemy_hex(struct ld *l, const struct node *n, struct unit *u)
{
	const struct unit	*first;
	char			 id[16];
	int			 k;

	if (u->status != US_IN_PLAY || u->hex == HEX_NONE ||
	    (k = game_first_unit(l->g, u->hex)) < 0)
		return;
	first = &l->g->units[k];
	if (first->side == u->side)
		return;
	hex_format(l->g->map.geo, u->hex, id);
	FIELD(l, n, "hex", v, ld_err(l, v, "%s is held by %s, an enemy unit: "
	    "units may not share a hex with the enemy (6.2, 7.6)", id,
	    first->name));
}

static void
load_units(struct ld *l, const struct node *n)
{
	int i;

	if (!ld_is_map(l, n, "a mapping of unit names"))
		return;
	l->g->units = arena_alloc(&l->g->arena, (size_t)(n->n + 1) *
	    sizeof(*l->g->units));
	l->g->capunits = n->n + 1;
	for (i = 0; i < n->n; i++) {
		const struct node	*k = node_key(n, i);
		const struct node	*v = node_val(n, i);
		size_t			 p = ld_push(l, k->str);
		struct unit		*u;

		u = game_add_unit(l->g, k->str);
		if (u == NULL) {
			ld_err(l, k, "two units are named '%s'", k->str);
			ld_pop(l, p);
			continue;
		}
		u->pos = k->pos;
		if (ld_is_map(l, v,
		    "a unit: {side, type, manpower, hex, ...}")) {
			ld_keys(l, v, unit_keys, &u->extra);
			require(l, v, "side", "csa or usa");
			require(l, v, "type", "infantry, cavalry, artillery "
			    "or wagon");
			/* An off-map unit's Strength marker is placed when
			 * it enters (SIV 27.1 "Important note"): its
			 * manpower may be left for the set-up to give. */
			u->manpower = -1;
			if (!node_is(node_get(v, "status"), "off-map"))
				require(l, v, "manpower", "its Manpower value");
			load_unit_fields(l, v, u);
		}
		ld_pop(l, p);
	}
	for (i = 0; i < n->n; i++) {
		struct unit	*u = game_unit(l->g, node_key(n, i)->str);
		size_t		 p = ld_push(l, node_key(n, i)->str);

		if (u != NULL && node_val(n, i)->kind == N_MAP) {
			check_unit_hex(l, node_val(n, i), u);
			check_enemy_hex(l, node_val(n, i), u);
		}
		ld_pop(l, p);
	}
}

/*
 * A `leads` one slip away from a formation of the unit the
 * leader is with is a misspelling of it, and says so.
 */
static const char *
leads_hint(struct ld *l, const struct unit *u, const char *leads)
{
	const char	*best = NULL;
	int		 i, d, bd = (int)strlen(leads) / 3 + 1;

	for (i = 0; i < u->ncommand; i++)
		if ((d = edit_distance(leads, u->command[i])) <= bd &&
		    (best == NULL || d < bd)) {
			bd = d;
			best = u->command[i];
		}
	return best != NULL ? arena_printf(&l->g->arena, "; did you mean "
	    "leads: %s?", best) : "";
}

/* 6.3: a leader is with a unit of its side; a corps or division leader
 * with a unit of its own command, when the unit's command is given. */
static void
check_leader_with(struct ld *l, const struct node *at, struct leader *ld,
    const struct unit *u)
{
	int i;

	if (u->side != ld->side) {
		ld_err(l, at, "%s is a %s unit; a leader is with a unit of "
		    "its own side (6.3)", u->name, side_name(u->side));
		return;
	}
	if (u->status != US_IN_PLAY)
		ld_err(l, at, "%s is out of play; a leader in play is with a "
		    "unit in play (6.3)", u->name);
	if (ld->leads == NULL || u->ncommand == 0 ||
	    (ld->rank != R_CORPS && ld->rank != R_DIVISION) ||
	    u->type == U_ARTILLERY)
		return;
	for (i = 0; i < u->ncommand; i++)
		if (strcmp(u->command[i], ld->leads) == 0)
			return;
	ld_err(l, at, "%s is not in %s's command %s; a leader stays with a "
	    "subordinate unit (6.3)%s", u->name, ld->name, ld->leads,
	    leads_hint(l, u, ld->leads));
}

static void
load_leader(struct ld *l, const struct node *n, struct leader *ld)
{
	const char	*with = NULL;
	int		 x;

	ld_keys(l, n, leader_keys, &ld->extra);
	require(l, n, "side", "csa or usa");
	require(l, n, "rank", "army, district, corps or division (2.2)");
	FIELD(l, n, "side", v, ld_side(l, v, &ld->side));
	FIELD(l, n, "rank", v, if (ld_enum(l, v, leader_rank_names,
	    NELEM(leader_rank_names), &x) == 0)
		ld->rank = (enum leader_rank)x);
	FIELD(l, n, "leads", v, ld_str(l, v, &ld->leads));
	FIELD(l, n, "tactical", v, if (ld_tactical(l, v, &ld->tactical_attack,
	    &ld->tactical_defence, &ld->tactical_split) == 0)
		ld->has_tactical = true);
	FIELD(l, n, "command", v, ld_int(l, v, 0, 99, &ld->command));
	FIELD(l, n, "cavalry", v, ld_bool(l, v, &ld->cavalry));
	FIELD(l, n, "substitute", v, ld_bool(l, v, &ld->substitute));
	FIELD(l, n, "status", v, if (ld_enum(l, v, unit_status_names,
	    NELEM(unit_status_names), &x) == 0)
		ld->status = (enum unit_status)x);
	FIELD(l, n, "with", v, ld_str(l, v, &with));
	FIELD(l, n, "committed", v, ld_int(l, v, 1, 9999, &ld->committed));
	FIELD(l, n, "left", v, if (ld_int(l, v, 1, 9999, &ld->left) == 0 &&
	    ld->status == US_IN_PLAY)
		ld_err(l, v, "only a leader out of play (status) has left play "
		    "on a turn"));
	load_offmap(l, n, &ld->off, ld->status);
	if (ld->status != US_IN_PLAY) {
		if (with != NULL)
			FIELD(l, n, "with", v, ld_err(l, v, "a leader out of "
			    "play is with no unit"));
		return;
	}
	if (with == NULL) {
		ld_err(l, n, "`with` is required: a leader is always stacked "
		    "with a subordinate unit (2.2, 6.3)");
		return;
	}
	FIELD(l, n, "with", v, {
		struct unit *u = game_unit(l->g, with);

		if (u == NULL)
			ld_err(l, v, "no unit is named '%s'%s", with,
			    game_unit_hint_text(l->g, with));
		else {
			ld->with = (int)(u - l->g->units);
			check_leader_with(l, v, ld, u);
		}
	});
}

static void
load_leaders(struct ld *l, const struct node *n)
{
	int i;

	if (!ld_is_map(l, n, "a mapping of leader names"))
		return;
	for (i = 0; i < n->n; i++) {
		const struct node	*k = node_key(n, i);
		const struct node	*v = node_val(n, i);
		size_t			 p = ld_push(l, k->str);
		struct leader		*ld = game_add_leader(l->g, k->str);

		if (ld == NULL)
			ld_err(l, k, "two leaders are named '%s'", k->str);
		else {
			ld->pos = k->pos;
			if (ld_is_map(l, v, "a leader: {side, rank, leads, "
			    "with, ...}"))
				load_leader(l, v, ld);
		}
		ld_pop(l, p);
	}
}

static int
load_pontoon(struct ld *l, const struct node *b, struct pontoon *pb)
{
	const struct node *f;

	if (!ld_is_map(l, b, "{hexside, owner}"))
		return -1;
	ld_keys(l, b, pontoon_keys, &pb->extra);
	require(l, b, "hexside", "the river hexside bridged");
	require(l, b, "owner", "the side that built it, 10.2");
	pb->pos = b->pos;
	FIELD(l, b, "owner", w, ld_side(l, w, &pb->owner));
	FIELD(l, b, "fixed", w, ld_bool(l, w, &pb->fixed));
	if ((f = node_get(b, "hexside")) == NULL)
		return -1;
	FIELD(l, b, "hexside", w, {
		if (ld_hexside(l, w, &pb->hexside) < 0)
			f = NULL;
		/* 10.1: across a river, never a creek. */
		else if (!(map_hexside(&l->g->map, hexside_a(pb->hexside),
		    hexside_b(pb->hexside)) & HS_RIVER))
			ld_err(l, w, "a pontoon bridge crosses a minor or "
			    "major river (10.1)");
	});
	return f == NULL ? -1 : 0;
}

/*
 * A marker mapping's key k read as a hex into hexes[n]: 0, or -1 after
 * the error.  A hex listed twice, as two ids of one hex where the sheets
 * overlap (SIV 13.0, SJW 22.0), is an error, not a duplicate key written
 * out.
 */
static int
hex_key(struct ld *l, const struct node *k, hex_t *hexes, int n)
{
	char	id[16];
	int	i;

	if (ld_hex(l, k, &hexes[n]) < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (hexes[i] == hexes[n]) {
			hex_format(l->g->map.geo, hexes[n], id);
			ld_err(l, k, "the hex is listed twice (%s, as another "
			    "id of the same hex where sheets overlap)", id);
			return -1;
		}
	return 0;
}

/*
 * SJW railroad station markers (DESIGN.md section 4), placed by the
 * players, and the Union depots removed from the map (SJW 20.1): what
 * the scenarios' victory conditions count.
 */
static void
load_stations(struct ld *l, const struct node *n)
{
	static const char *const states[] = { "damaged", "destroyed" };
	struct markers	*m = &l->g->markers;
	struct arena	*a = &l->g->arena;
	int		 i, st;

	FIELD(l, n, "stations", v, if (ld_is_map(l, v,
	    "a mapping of hex: damaged | destroyed")) {
		m->station_hex = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(hex_t));
		m->station_destroyed = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(bool));
		for (i = 0; i < v->n; i++) {
			size_t q = ld_push(l, node_key(v, i)->str);

			if (hex_key(l, node_key(v, i), m->station_hex,
			    m->nstations) == 0 &&
			    ld_enum(l, node_val(v, i), states, 2, &st) == 0)
				m->station_destroyed[m->nstations++] = st;
			ld_pop(l, q);
		}
	});
	FIELD(l, n, "depots_removed", v, ld_hexes(l, v, &m->depots_removed,
	    &m->ndepots_removed));
}

/* SIV 22.0: the counties controlled, by name: {Frederick: usa}. */
static void
load_counties(struct ld *l, const struct node *n)
{
	struct markers	*m = &l->g->markers;
	struct arena	*a = &l->g->arena;
	int		 i, j;

	FIELD(l, n, "counties", v, if (ld_is_map(l, v,
	    "a mapping of county: side")) {
		m->has_counties = true;
		m->county_name = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(*m->county_name));
		m->county_side = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(*m->county_side));
		for (i = 0; i < v->n; i++) {
			size_t q = ld_push(l, node_key(v, i)->str);

			for (j = 0; j < m->ncounties; j++)
				if (strcmp(m->county_name[j],
				    node_key(v, i)->str) == 0)
					break;
			if (j < m->ncounties)
				ld_err(l, node_key(v, i), "'%s' is listed "
				    "twice", node_key(v, i)->str);
			else if (ld_side(l, node_val(v, i),
			    &m->county_side[m->ncounties]) == 0)
				m->county_name[m->ncounties++] =
				    node_key(v, i)->str;
			ld_pop(l, q);
		}
	});
}

static void
load_marker_lists(struct ld *l, const struct node *n)
{
	struct markers	*m = &l->g->markers;
	struct arena	*a = &l->g->arena;
	int		 i;

	FIELD(l, n, "flanks_refused", v, ld_hexes(l, v, &m->flanks_refused,
	    &m->nflanks_refused));
	FIELD(l, n, "destroyed", v, if (ld_is_seq(l, v, "a list of hexsides")) {
		m->destroyed = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(hexside_t));
		for (i = 0; i < v->n; i++) {
			hexside_t	s;
			size_t		p = ld_push_index(l, i);

			if (ld_hexside(l, v->items[i], &s) < 0) {
				ld_pop(l, p);
				continue;
			}
			/* 10.2: Destroyed markers go on permanent bridges
			 * and ferries; dams and fords cannot be destroyed. */
			if (!(map_hexside(&l->g->map, hexside_a(s),
			    hexside_b(s)) & (HS_BRIDGE | HS_FERRY)))
				ld_err(l, v->items[i], "%s has no permanent "
				    "bridge or ferry to destroy (10.2)",
				    v->items[i]->str);
			else if (map_hexside(&l->g->map, hexside_a(s),
			    hexside_b(s)) & HS_INDESTRUCTIBLE)
				ld_err(l, v->items[i], "the bridge at %s is "
				    "indestructible (10.2)", v->items[i]->str);
			m->destroyed[m->ndestroyed++] = s;
			ld_pop(l, p);
		}
	});
	FIELD(l, n, "pontoon_bridges", v, if (ld_is_seq(l, v,
	    "a list of {hexside, owner}")) {
		m->pontoons = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(*m->pontoons));
		for (i = 0; i < v->n; i++) {
			const struct node	*b = v->items[i];
			struct pontoon		*pb =
			    &m->pontoons[m->npontoons];
			size_t			 p = ld_push_index(l, i);

			if (load_pontoon(l, b, pb) == 0)
				m->npontoons++;
			ld_pop(l, p);
		}
	});
	FIELD(l, n, "control", v, if (ld_is_map(l, v,
	    "a mapping of hex: side")) {
		m->control_hex = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(hex_t));
		m->control_side = arena_alloc(a, (size_t)(v->n + 1) *
		    sizeof(enum side));
		for (i = 0; i < v->n; i++) {
			size_t q = ld_push(l, node_key(v, i)->str);

			if (hex_key(l, node_key(v, i), m->control_hex,
			    m->ncontrol) == 0 &&
			    ld_side(l, node_val(v, i),
			    &m->control_side[m->ncontrol]) == 0)
				m->ncontrol++;
			ld_pop(l, q);
		}
	});
	load_stations(l, n);
	load_counties(l, n);
}

static void
load_ledger(struct ld *l, const struct node *n)
{
	struct ledger	*lg = &l->g->ledger;
	int		 s, c;

	if (!ld_is_map(l, n, "{losses, routs, vp}"))
		return;
	l->g->has_ledger = true;
	ld_keys(l, n, ledger_keys, &lg->extra);
	FIELD(l, n, "losses", v, if (ld_is_map(l, v,
	    "{usa: {...}, csa: {...}}")) {
		static const char *const sides[] = { "csa", "usa", NULL };

		ld_keys(l, v, sides, &lg->losses_extra);
		for (s = 0; s < SIDE_COUNT; s++)
			FIELD(l, v, sides[s], w, if (ld_is_map(l, w,
			    "losses by cause")) {
				static const char *causes[C_COUNT + 1];

				for (c = 0; c < C_COUNT; c++)
					causes[c] = cause_names[c];
				ld_keys(l, w, causes, &lg->side_extra[s]);
				for (c = 0; c < C_COUNT; c++)
					FIELD(l, w, cause_names[c], x, ld_int(l,
					    x, 0, 100000, &lg->losses[s][c]));
			});
	});
	FIELD(l, n, "routs", v, if (ld_is_map(l, v, "{usa: N, csa: N}")) {
		static const char *const sides[] = { "csa", "usa", NULL };

		ld_keys(l, v, sides, &lg->routs_extra);
		for (s = 0; s < SIDE_COUNT; s++)
			FIELD(l, v, sides[s], w, ld_int(l, w, 0, 100000,
			    &lg->routs[s]));
	});
	FIELD(l, n, "vp", v, if (ld_is_seq(l, v, "a list of {turn, side, vp, "
	    "why}"))
		lg->vp = (struct node *)v);
}

static void
load_dice(struct ld *l, const struct node *n)
{
	struct game *g = l->g;

	if (ld_ints(l, n, "a list of die rolls", 1, 6, &g->dice,
	    &g->ndice) == 0)
		g->has_dice = true;
}

static void
load_rng(struct ld *l, const struct node *n)
{
	if (!ld_is_map(l, n, "{seed, draws}"))
		return;
	ld_keys(l, n, rng_keys, &l->g->rng_extra);
	require(l, n, "seed", "the generator's seed");
	l->g->has_rng = true;
	FIELD(l, n, "seed", v, ld_u64(l, v, &l->g->rng_seed));
	FIELD(l, n, "draws", v, ld_u64(l, v, &l->g->rng_draws));
}

/* The log is written by the tools; its entries are kept as they are,
 * with their shape checked. */
static void
load_entries(struct ld *l, const struct node *n, struct node **out,
    const char *what)
{
	int i;

	if (!ld_is_seq(l, n, what))
		return;
	for (i = 0; i < n->n; i++)
		if (n->items[i]->kind != N_MAP) {
			size_t p = ld_push_index(l, i);

			ld_err(l, n->items[i], "each entry is a mapping");
			ld_pop(l, p);
		}
	*out = (struct node *)n;
}

static void
load_weather(struct ld *l, const struct node *doc)
{
	struct game	*g = l->g;
	int		 i;
	bool		 listed = false;

	FIELD(l, doc, "rain", v, ld_bool(l, v, &g->rain));
	FIELD(l, doc, "rain_turns", v, if (ld_ints(l, v, "a list of turns",
	    1, 9999, &g->rain_turns, &g->nrain_turns) == 0)
		g->has_rain_turns = true);
	FIELD(l, doc, "unfordable", v, if (ld_is_map(l, v, "{minor, major}")) {
		g->has_unfordable = true;
		ld_keys(l, v, unfordable_keys, &g->unfordable_extra);
		FIELD(l, v, "minor", w, ld_int(l, w, 0, 9999,
		    &g->unfordable_minor));
		FIELD(l, v, "major", w, ld_int(l, w, 0, 9999,
		    &g->unfordable_major));
	});
	if (!g->has_rain_turns)
		return;
	for (i = 0; i < g->nrain_turns; i++)
		listed |= g->rain_turns[i] == g->turn;
	/* 12.0: a Rain marker in the current turn's box makes it a rain
	 * turn; the two keys must tell the same story. */
	if (node_get(doc, "rain") == NULL)
		g->rain = listed;
	else if (listed != g->rain)
		FIELD(l, doc, "rain", v, ld_err(l, v, "rain is %s but "
		    "rain_turns %s turn %d", g->rain ? "true" : "false",
		    listed ? "lists" : "does not list", g->turn));
}

/* The selected units of an Activate Leader action (5.2): units of the
 * file, of the leader's side, each once. */
static void
load_selected(struct ld *l, const struct node *v, struct march *m)
{
	struct unit	*u;
	int		 i, j;

	if (!ld_is_seq(l, v, "a list of units"))
		return;
	m->selected = arena_alloc(&l->g->arena, (size_t)(v->n + 1) *
	    sizeof(*m->selected));
	for (i = 0; i < v->n; i++) {
		size_t p = ld_push_index(l, i);

		if (ld_str(l, v->items[i], &m->selected[m->nselected]) == 0) {
			if ((u = game_unit(l->g, v->items[i]->str)) == NULL)
				ld_err(l, v->items[i], "no unit is named "
				    "'%s'", v->items[i]->str);
			else if (u->status != US_IN_PLAY)
				ld_err(l, v->items[i], "not a unit in play");
			for (j = 0; j < m->nselected; j++)
				if (strcmp(m->selected[j],
				    v->items[i]->str) == 0)
					ld_err(l, v->items[i], "listed twice");
			m->nselected++;
		}
		ld_pop(l, p);
	}
}

/* The action in progress, written by gcacw-march and read by the attack
 * tools (DESIGN.md section 4, section 5 "Marches"). */
static void
load_action(struct ld *l, const struct node *n)
{
	static const char *const kinds[] = { "march", "activate-leader" };
	struct march	*m = &l->g->march;
	struct unit	*u;
	int		 k = 0;

	if (!ld_is_map(l, n, "{kind, unit, mp, start, attacks, ended}"))
		return;
	l->g->has_action = true;
	m->pos = n->pos;
	m->kind = "march";
	m->start = HEX_NONE;
	m->allowance = -1;
	ld_keys(l, n, action_keys, &m->extra);
	FIELD(l, n, "kind", v, if (ld_enum(l, v, kinds, 2, &k) == 0)
		m->kind = kinds[k]);
	if (k == 0)
		require(l, n, "unit", "the active unit");
	else
		require(l, n, "leader", "the active leader (5.2)");
	require(l, n, "mp", "its Movement Points left");
	FIELD(l, n, "unit", v, if (ld_str(l, v, &m->unit) == 0) {
		if ((u = game_unit(l->g, m->unit)) == NULL)
			ld_err(l, v, "no unit is named '%s'%s", m->unit,
			    game_unit_hint_text(l->g, m->unit));
		else if (u->status == US_IN_PLAY && m->start == HEX_NONE)
			m->start = u->hex;
	});
	FIELD(l, n, "mp", v, ld_halves(l, v, &m->mp));
	FIELD(l, n, "start", v, ld_hex(l, v, &m->start));
	FIELD(l, n, "attacks", v, ld_int(l, v, 0, 999, &m->attacks));
	FIELD(l, n, "ended", v, ld_bool(l, v, &m->ended));
	/* 7.7: the cavalry whose retreat opportunity passed this march. */
	FIELD(l, n, "declined", v, ld_hexes(l, v, &m->declined,
	    &m->ndeclined));
	/* 5.2: only an Activate Leader action has these. */
	FIELD(l, n, "leader", v, if (k == 0)
		ld_err(l, v, "only an activate-leader action has a leader");
	    else if (ld_str(l, v, &m->leader) == 0 &&
	    game_leader(l->g, m->leader) == NULL)
		ld_err(l, v, "no leader is named '%s'", m->leader));
	FIELD(l, n, "allowance", v, if (k == 0)
		ld_err(l, v, "only an activate-leader action has an "
		    "allowance");
	    else
		ld_halves(l, v, &m->allowance));
	FIELD(l, n, "selected", v, if (k == 0)
		ld_err(l, v, "only an activate-leader action selects units");
	    else
		load_selected(l, v, m));
	FIELD(l, n, "transferred", v, if (k == 0)
		ld_err(l, v, "only an activate-leader action transfers its "
		    "leader");
	    else
		ld_bool(l, v, &m->transferred));
}

/* SIV 16.0, 18.1: the Strategic Track box and the Major Union victory,
 * which SIV 27.1's victory conditions read. */
static void
load_strategic(struct ld *l, const struct node *n)
{
	struct game *g = l->g;

	if (!ld_is_map(l, n, "{box, major_union_victory}"))
		return;
	g->has_strategic = true;
	ld_keys(l, n, strategic_keys, &g->strategic_extra);
	require(l, n, "box", "the Strategic Track box, 0..7 (SIV 16.0)");
	FIELD(l, n, "box", v, ld_int(l, v, 0, 7, &g->strategic_box));
	FIELD(l, n, "major_union_victory", v, ld_bool(l, v,
	    &g->major_union_victory));
	FIELD(l, n, "lull", v, ld_bool(l, v, &g->strategic_lull));
}

/*
 * Events that last (DESIGN.md "The Advanced Games"): NAME: {side, turn}.
 * The names are the rules' (SIV 15.0 command_stagnation, ...); a name
 * the tools do not read is kept and written back.
 */
static void
load_events(struct ld *l, const struct node *n)
{
	static const char *const keys[] = { "side", "turn", NULL };
	struct game	*g = l->g;
	enum side	 s;
	int		 i;

	if (!ld_is_map(l, n, "a mapping of event: {side, turn}"))
		return;
	for (i = 0; i < n->n; i++) {
		const struct node	*v = node_val(n, i);
		size_t			 p = ld_push(l, node_key(n, i)->str);
		int			 turn = 0;

		if (ld_is_map(l, v, "{side, turn}")) {
			ld_keys(l, v, keys, NULL);
			require(l, v, "turn", "the turn the event occurred");
			game_event_set(g, node_key(n, i)->str, -1, 0);
			FIELD(l, v, "turn", w, if (ld_int(l, w, 1, 9999,
			    &turn) == 0)
				g->events[g->nevents - 1].turn = turn);
			FIELD(l, v, "side", w, if (ld_side(l, w, &s) == 0)
				g->events[g->nevents - 1].side = (int)s);
			g->events[g->nevents - 1].pos = node_key(n, i)->pos;
		}
		ld_pop(l, p);
	}
}

/* The optional rules in use (SIV 24.4: `ammunition`). */
static void
load_optional(struct ld *l, const struct node *n)
{
	static const char *const known[] = { "ammunition" };
	struct game	*g = l->g;
	int		 i, k;

	if (!ld_is_seq(l, n, "a list of optional rules (ammunition)"))
		return;
	g->optional_rules = arena_alloc(&g->arena, (size_t)(n->n + 1) *
	    sizeof(*g->optional_rules));
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		if (ld_enum(l, n->items[i], known, NELEM(known), &k) == 0)
			g->optional_rules[g->noptional++] = known[k];
		ld_pop(l, p);
	}
}

/* The scenario restrictions the players have lifted (gcacw-file(5)):
 * ids checked against the scenario by the tools that load it. */
static void
load_released(struct ld *l, const struct node *n)
{
	struct game	*g = l->g;
	int		 i;

	static const char *const keys[] = { "id", "turn", NULL };

	if (!ld_is_seq(l, n, "a list of restriction ids"))
		return;
	g->has_released = true;
	g->released = arena_alloc(&g->arena, (size_t)(n->n + 1) *
	    sizeof(*g->released));
	g->released_turn = arena_alloc(&g->arena, (size_t)(n->n + 1) *
	    sizeof(*g->released_turn));
	for (i = 0; i < n->n; i++) {
		const struct node	*e = n->items[i];
		size_t			 p = ld_push_index(l, i);

		/* {id, turn}: a release for that turn only (SIV 13.4
		 * special rule 6). */
		g->released_turn[g->nreleased] = 0;
		if (e->kind == N_MAP) {
			ld_keys(l, e, keys, NULL);
			if (node_get(e, "id") == NULL ||
			    node_get(e, "turn") == NULL)
				ld_err(l, e, "a release for one turn is {id, "
				    "turn}");
			else if (ld_str(l, node_get(e, "id"),
			    &g->released[g->nreleased]) == 0 &&
			    ld_int(l, node_get(e, "turn"), 1, 9999,
			    &g->released_turn[g->nreleased]) == 0)
				g->nreleased++;
		} else if (ld_str(l, e, &g->released[g->nreleased]) == 0)
			g->nreleased++;
		ld_pop(l, p);
	}
}

/* Scenario names are a contract (DESIGN.md section 4). */
static void
load_scenario(struct ld *l, const struct node *n)
{
	const char *const	*names = l->g->module->scenarios;
	int			 count, i;

	if (ld_str(l, n, &l->g->scenario) < 0 || names == NULL)
		return;
	for (count = 0; names[count] != NULL; count++)
		continue;
	if (ld_enum(l, n, names, count, &i) < 0)
		return;
	/* The Advanced Game scenarios play its rules; `advanced` may say
	 * otherwise. */
	names = l->g->module->advanced_scenarios;
	for (i = 0; names != NULL && names[i] != NULL; i++)
		if (strcmp(names[i], l->g->scenario) == 0)
			l->g->advanced = true;
}

/* Where in the sequence of play the game is (gcacw-turn(1)). */
static void
load_sequence(struct ld *l, const struct node *doc)
{
	struct game	*g = l->g;
	int		 i;

	FIELD(l, doc, "phase", v, if (ld_enum(l, v, phase_names + 1,
	    PH_COUNT - 1, &i) == 0) {
		g->phase = i + 1;
		g->phase_pos = v->pos;
	});
	FIELD(l, doc, "initiative", v, if (ld_side(l, v,
	    &g->initiative) == 0)
		g->has_initiative = true);
	FIELD(l, doc, "passed", v, if (ld_side(l, v, &g->passed) == 0)
		g->has_passed = true);
	FIELD(l, doc, "acted", v, ld_bool(l, v, &g->acted));
}

static void
load_body(struct ld *l, const struct node *doc)
{
	struct game *g = l->g;

	FIELD(l, doc, "scenario", v, load_scenario(l, v));
	FIELD(l, doc, "advanced", v, if (ld_bool(l, v, &g->advanced) == 0)
		g->has_advanced = true);
	g->turn = 1;
	FIELD(l, doc, "turn", v, ld_int(l, v, 1, 9999, &g->turn));
	FIELD(l, doc, "events", v, load_events(l, v));
	FIELD(l, doc, "optional_rules", v, load_optional(l, v));
	FIELD(l, doc, "union_panic", v, ld_int(l, v, 1, 9999,
	    &g->union_panic));
	FIELD(l, doc, "strategic", v, load_strategic(l, v));
	FIELD(l, doc, "released", v, load_released(l, v));
	load_sequence(l, doc);
	load_weather(l, doc);
	FIELD(l, doc, "map", v, load_map(l, v));
	FIELD(l, doc, "units", v, load_units(l, v));
	FIELD(l, doc, "leaders", v, load_leaders(l, v));
	FIELD(l, doc, "markers", v, if (ld_is_map(l, v, "a mapping")) {
		ld_keys(l, v, marker_keys, &g->markers.extra);
		load_marker_lists(l, v);
	});
	FIELD(l, doc, "action", v, load_action(l, v));
	FIELD(l, doc, "pending", v, load_pending(l, v));
	FIELD(l, doc, "ledger", v, load_ledger(l, v));
	FIELD(l, doc, "dice", v, load_dice(l, v));
	FIELD(l, doc, "rng", v, load_rng(l, v));
	FIELD(l, doc, "log", v, load_entries(l, v, &g->log,
	    "a list of log entries"));
}

struct game *
game_load(struct diag *d, struct arena *a, const struct node *doc,
    const struct chart_source *src, int nsrc)
{
	return game_load_captured(d, a, doc, src, nsrc, NULL);
}

struct game *
game_load_captured(struct diag *d, struct arena *a, const struct node *doc,
    const struct chart_source *src, int nsrc, struct load_capture *cap)
{
	struct ld		 l;
	struct game		*g;
	const struct module	*m = NULL;
	const struct node	*cv;
	int			 version, i;

	memset(&l, 0, sizeof(l));
	l.d = d;
	/* The game the capture's hexes went into, if they did (load.h). */
	if ((g = load_capture_game(cap)) == NULL)
		g = game_new(d, &module_standard);
	arena_join(&g->arena, a);	/* the game takes the document's */
	l.g = g;
	l.cap = cap;
	if (doc->kind != N_MAP) {
		ld_err(&l, doc, "a game file is a mapping (gcacw: 1, game: "
		    "..., units: ...)");
		goto fail;
	}
	require(&l, doc, "gcacw", "the format version, 1");
	require(&l, doc, "game", "standard, siv or sjw");
	FIELD(&l, doc, "gcacw", v, if (ld_int(&l, v, 1, 99, &version) == 0 &&
	    version != 1)
		ld_err(&l, v, "format version %d is not supported; this is "
		    "gcacw %s, which reads version 1", version,
		    GCACW_VERSION));
	FIELD(&l, doc, "game", v, if (ld_is_scalar(&l, v, "a game") &&
	    (m = module_find(v->str)) == NULL)
		ld_err(&l, v, "unknown game '%s' (standard, siv or sjw)",
		    v->str));
	if (m == NULL)		/* hexes cannot be read without the game */
		goto fail;
	g->module = m;
	g->map.geo = &m->geo;
	ld_keys(&l, doc, game_top_keys, &g->extra);
	for (i = 0; i < nsrc; i++)
		load_charts(&l, &g->charts, src[i].charts, src[i].file);
	if ((cv = node_get(doc, "charts")) != NULL) {
		size_t p = ld_push(&l, "charts");

		load_charts(&l, &g->charts, cv, NULL);
		ld_pop(&l, p);
	}
	load_body(&l, doc);
	if (l.errors > 0)
		goto fail;
	return g;
fail:
	game_free(g);
	return NULL;
}
