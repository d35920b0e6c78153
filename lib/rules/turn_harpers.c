/*
 * turn_harpers.c — the Harpers Ferry Phase (SIV 14.0 step 4, 17.0):
 * every Union unit in Harpers Ferry/Bolivar (N5524) or within 3 hexes of
 * it traces a path of road, pike or railroad hexes to a map-edge hex,
 * entering no Confederate-occupied hex and no Confederate ZOC that no
 * Union unit occupies (zoc.c's ZOC, with 2.4's limits across rivers and
 * into mountains); if one cannot, two dice on the Harpers Ferry Table
 * with its modifiers, and on 12 or more those that cannot surrender.
 *
 * The roads are the map's hexsides (map.hexsides: road, pike, railroad,
 * unfinished-railroad): a path runs from hex to hex across hexsides a
 * road crosses.  A map that gives no road at all, or no bounds (so no
 * edge), cannot say who is besieged: the missing-data error, never a
 * guess.
 */
#include <stdlib.h>
#include <string.h>

#include "missing.h"
#include "module.h"
#include "phase.h"
#include "refuse.h"
#include "sequence.h"
#include "table.h"
#include "tables.h"
#include "turn.h"
#include "zoc.h"

#define RULE		"SIV 17.0"
/* 17.0: "every Union unit in Harpers Ferry/Bolivar (N5524) or within 3
 * hexes of it". */
#define HARPERS_FERRY	"N5524"
#define HF_RADIUS	3
/* 17.0: "road, pike, or railroad hexes"; 6.2: "Unfinished railroads are
 * treated as roads for all game purposes." */
/* The Harpers Ferry Table's rows. */
#define ROW_NO_EFFECT	"11 or less"
#define ROW_SURRENDER	"12 or more"
#define HF_SURRENDER_AT	12

/* 17.0 Harpers Ferry Table Modifiers: the rows of the modifiers' table
 * and their hexes. */
static const struct {
	const char	*row, *hex, *place;
} hf_mods[] = {
	{ "naval-battery", "N5623", "Naval Battery" },
	{ "loudoun-heights", "N5624", "Loudoun Heights" },
	{ "bolivar-heights", "N5423", "Bolivar Heights" },
};
#define NMODS	((int)(sizeof(hf_mods) / sizeof(hf_mods[0])))

/* A Union unit that must trace, and the edge hex it reached. */
struct hf_unit {
	struct unit	*u;
	hex_t		 edge;		/* HEX_NONE: it cannot trace */
};

/* A modifier in force: the unit that makes it, and its value. */
struct hf_mod {
	const struct unit	*u;
	int			 value;
};

static hex_t
hex_of(const struct game *g, const char *id)
{
	hex_t h = HEX_NONE;

	if (hex_parse(g->map.geo, id, &h, NULL) != 0)
		return HEX_NONE;
	return h;
}

static int
check_phase(struct game *g)
{
	int st;

	if ((st = turn_phase(g, PH_HARPERS_FERRY, "--harpers-ferry")) != 0)
		return st;
	if (!sequence_advanced(g) || !sequence_plays(g, PH_HARPERS_FERRY) ||
	    hex_of(g, HARPERS_FERRY) == HEX_NONE)
		return refuse(g, "advanced", "--harpers-ferry: the Harpers "
		    "Ferry Phase is SIV's Advanced Game's (SIV 14.0 step 4, "
		    "17.0), and this game does not play it");
	if (turn_logged(g, phase_names[PH_HARPERS_FERRY], "besieged", -1) >= 0)
		return refuse(g, "log", "--harpers-ferry: the Harpers Ferry "
		    "Phase of Turn %d has been played (its log entry): the "
		    "Confederate player may roll for a Harpers Ferry surrender "
		    "at most once per turn (SIV 17.0)", g->turn);
	return 0;
}

/* 17.0: the Union units in N5524 or within 3 hexes of it, into *out;
 * how many. */
static int
near_units(struct game *g, struct hf_unit **out)
{
	hex_t		 hf = hex_of(g, HARPERS_FERRY);
	struct hf_unit	*v;
	int		 i, n = 0, d;

	v = arena_alloc(&g->arena, (size_t)(g->nunits + 1) * sizeof(*v));
	for (i = 0; i < g->nunits; i++) {
		struct unit *u = &g->units[i];

		if (u->status != US_IN_PLAY || u->hex == HEX_NONE ||
		    u->side != SIDE_USA)
			continue;
		if ((d = hex_distance(u->hex, hf)) < 0 || d > HF_RADIUS)
			continue;
		v[n].u = u;
		v[n++].edge = HEX_NONE;
	}
	*out = v;
	return n;
}

/*
 * What the trace needs of the map: its edge (map.bounds) and its roads.
 * A map without bounds has no edge but the sheets' printed limits, and a
 * map without a single road hexside has not been given its roads (the
 * scenario's set-up says the rules text lacks them): 65, reported.
 */
static int
roads_given(struct game *g, const struct hf_unit *v)
{
	char	id[16];
	int	i;

	game_hex_id(g, v[0].u->hex, id);
	if (g->map.nbounds == 0) {
		diag_error(g->diag, ST_DATA, g->map_pos, "map.bounds", "not "
		    "given; SIV 17.0 traces the Union units in and around "
		    "Harpers Ferry (%s, %s) to a map-edge hex, and without the "
		    "map's bounds its edge is not known: add `bounds:` with "
		    "each sheet's columns and rows ({N: {cols: [1, C], rows: "
		    "[1, R]}, ...})", v[0].u->name, id);
		return ST_DATA;
	}
	for (i = 0; i < g->map.nhexsides; i++)
		if (g->map.hexsides[i].features & ZOC_TRACE_ROADS)
			return 0;
	diag_error(g->diag, ST_DATA, g->map_pos, "map.hexsides", "no road, "
	    "pike or railroad is given; SIV 17.0 traces the Union units in and "
	    "around Harpers Ferry (%s, %s) along road, pike and railroad hexes "
	    "to a map-edge hex: add the hexsides each road crosses, as "
	    "`%s/H: [road]` (or pike, railroad), and list the hexes they "
	    "pass (map.hexes.H)", v[0].u->name, id, id);
	return ST_DATA;
}

/* Does a road, pike or railroad run through hex h (one of its hexsides
 * carries it)? */
static bool
road_hex(const struct game *g, hex_t h)
{
	hex_t	n[6];
	int	i;

	hex_neighbours(h, n);
	for (i = 0; i < 6; i++)
		if (map_hexside(&g->map, h, n[i]) & ZOC_TRACE_ROADS)
			return true;
	return false;
}

/*
 * 17.0: "a continuous path of road, pike, or railroad hexes, of
 * unlimited length, to any map-edge hex" from the unit's hex, itself a
 * road hex, which the path leaves and does not enter.  The edge hex
 * reached, or HEX_NONE.
 */
static hex_t
trace(struct game *g, hex_t from)
{
	if (!road_hex(g, from))
		return HEX_NONE;
	return zoc_trace_edge(g, SIDE_USA, from, true);
}

/*
 * 17.0 modifier k: "A Confederate infantry unit with an Artillery value
 * of at least 1 is in" its hex: the printed value, as a demoralized
 * unit's is 0 only "in both attack and defense" (11.0), and this roll is
 * neither.  0 with m->u NULL when none is; 65 after the missing-data
 * error (an infantry unit there whose Artillery value the file does not
 * give, when no other decides it; a cell corrected into no number).
 */
static int
modifier(struct game *g, int k, struct hf_mod *m)
{
	const struct unit	*u, *unknown = NULL;
	const char		*cell;
	char			*end;
	int			 i;

	m->u = NULL;
	m->value = 0;
	for (i = game_first_unit(g, hex_of(g, hf_mods[k].hex)); i >= 0;
	    i = u->next_here) {
		u = &g->units[i];
		if (u->side != SIDE_CSA || u->type != U_INFANTRY)
			continue;
		if (u->artillery >= 1) {
			m->u = u;
			break;
		}
		if (u->artillery < 0 && unknown == NULL)
			unknown = u;
	}
	if (m->u == NULL && unknown != NULL) {
		diag_error(g->diag, ST_DATA, unknown->pos, arena_printf(
		    &g->arena, "units.%s.artillery", unknown->name), "not "
		    "given; the Harpers Ferry Table modifier for %s (%s) needs "
		    "the Artillery value of %s, printed on the counter (SIV "
		    "17.0): add `artillery: N`", hf_mods[k].hex,
		    hf_mods[k].place, unknown->name);
		return ST_DATA;
	}
	if (m->u == NULL)
		return 0;
	if ((cell = needed_cell(g, &chart_siv_harpers_ferry_modifiers,
	    hf_mods[k].row, NULL, "the Harpers Ferry Table Modifiers (SIV "
	    "17.0)")) == NULL)
		return ST_DATA;
	m->value = (int)strtol(cell, &end, 10);
	if (end == cell || *end != '\0')
		return missing_cell(g, &chart_siv_harpers_ferry_modifiers,
		    hf_mods[k].row, NULL, "the Harpers Ferry Table Modifiers "
		    "(SIV 17.0): a number such as +3");
	return 0;
}

/* Each trace noted; the entry's `units`: those that cannot trace. */
static struct node *
trace_notes(struct game *g, struct turn_result *r, const struct hf_unit *v,
    int n)
{
	struct node	*units = node_seq(&g->arena, S_FLOW);
	char		 id[16], eid[16];
	int		 i;

	for (i = 0; i < n; i++) {
		game_hex_id(g, v[i].u->hex, id);
		if (v[i].edge != HEX_NONE) {
			game_hex_id(g, v[i].edge, eid);
			turn_note(g, r, "%s in %s traces a road, pike or "
			    "railroad path to the map-edge hex %s (SIV 17.0)",
			    v[i].u->name, id, eid);
			continue;
		}
		node_push(&g->arena, units, node_scalar(&g->arena,
		    v[i].u->name));
		turn_note(g, r, "%s in %s cannot trace: %s (SIV 17.0)",
		    v[i].u->name, id, road_hex(g, v[i].u->hex) ? "no road, "
		    "pike or railroad path reaches a map-edge hex without "
		    "entering a hex of Confederate units or a Confederate ZOC "
		    "no Union unit occupies" : "no road, pike or railroad runs "
		    "through its hex");
	}
	return units;
}

/* The modifiers in force, noted and listed; their sum. */
static int
modifier_notes(struct game *g, struct turn_result *r,
    const struct hf_mod *m, struct node *e)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_seq(a, S_FLOW), *one;
	int		 k, sum = 0;

	for (k = 0; k < NMODS; k++) {
		if (m[k].u == NULL)
			continue;
		sum += m[k].value;
		turn_note(g, r, "%+d: %s, Confederate infantry with Artillery "
		    "%d, is in %s (%s) (SIV 17.0 Harpers Ferry Table "
		    "Modifiers)", m[k].value, m[k].u->name, m[k].u->artillery,
		    hf_mods[k].hex, hf_mods[k].place);
		one = node_map(a, S_FLOW);
		node_set(a, one, "hex", node_plain(a, hf_mods[k].hex));
		node_set(a, one, "unit", node_scalar(a, m[k].u->name));
		node_set(a, one, "modifier", node_int(a, m[k].value));
		node_push(a, v, one);
	}
	node_set(a, e, "modifiers", v);
	return sum;
}

/*
 * 17.0 Harpers Ferry Surrender: "every Union unit and leader in N5524 or
 * within 3 hexes of it that cannot trace the path described above is
 * immediately removed from play": the leaders with them surrender with
 * them (not reassigned, 7.5), the units' manpower is a surrender loss
 * (27.1: "the surrender of Harpers Ferry").
 */
static void
surrender(struct game *g, struct turn_result *r, struct hf_unit *v, int n,
    struct node *e)
{
	struct arena	*a = &g->arena;
	struct node	*leaders = node_seq(a, S_FLOW);
	int		 i, j, ui;

	g->has_ledger = true;
	for (i = 0; i < n; i++) {
		if (v[i].edge != HEX_NONE)
			continue;
		ui = (int)(v[i].u - g->units);
		for (j = 0; j < g->nleaders; j++) {
			struct leader *l = &g->leaders[j];

			if (l->status != US_IN_PLAY || l->with != ui)
				continue;
			l->status = US_SURRENDERED;
			l->left = g->turn;
			l->with = -1;
			node_push(a, leaders, node_scalar(a, l->name));
			turn_note(g, r, "%s, the leader with %s, surrenders: "
			    "removed from play (SIV 17.0)", l->name,
			    v[i].u->name);
		}
		g->ledger.losses[SIDE_USA][C_SURRENDER] += v[i].u->manpower;
		turn_note(g, r, "%s surrenders: removed from play, its "
		    "manpower %d a Union loss (ledger.losses.usa.surrender; "
		    "SIV 17.0, 27.1)", v[i].u->name, v[i].u->manpower);
		game_remove_unit(g, v[i].u, US_SURRENDERED, r->notes);
	}
	if (leaders->n > 0)
		node_set(a, e, "leaders", leaders);
	turn_note(g, r, "a Union depot in Harpers Ferry remains; Confederate "
	    "units entering its hex with no Union unit in it destroy it (SIV "
	    "17.0 note)");
}

/* Two dice, the modifiers, the table: 0 or 65; dice missing leave
 * nothing changed. */
static int
roll(struct game *g, struct dice *d, struct turn_result *r,
    struct hf_unit *v, int n, struct node *e)
{
	struct arena	*a = &g->arena;
	struct hf_mod	 m[NMODS];
	const char	*cell;
	int		 k, st, d1, d2, mod, total;

	for (k = 0; k < NMODS; k++)
		if ((st = modifier(g, k, &m[k])) != 0)
			return st;
	d1 = dice_roll(d, g, "harpers ferry");
	d2 = dice_roll(d, g, "harpers ferry");
	if (dice_missing(d) > 0)
		return 0;
	r->rolled = true;
	r->roll = d1 + d2;
	turn_note(g, r, "at least one Union unit cannot trace: Harpers Ferry "
	    "is besieged, and the Confederate player rolls two dice, %d + %d "
	    "= %d (SIV 17.0)", d1, d2, d1 + d2);
	mod = modifier_notes(g, r, m, e);
	total = d1 + d2 + mod;
	if ((cell = needed_cell(g, &chart_siv_harpers_ferry, total >=
	    HF_SURRENDER_AT ? ROW_SURRENDER : ROW_NO_EFFECT, NULL,
	    "the Harpers Ferry Table (SIV 17.0)")) == NULL)
		return ST_DATA;
	r->result = strncmp(cell, "Surrender", 9) == 0 ? "Surrender" :
	    "No effect";
	turn_note(g, r, "modified total %d + %d = %d: %s, \"%s\" (SIV 17.0, "
	    "Harpers Ferry Table)", d1 + d2, mod, total, total >=
	    HF_SURRENDER_AT ? ROW_SURRENDER : ROW_NO_EFFECT, cell);
	node_set(a, e, "modified", node_int(a, total));
	node_set(a, e, "result", node_plain(a, r->result));
	if (r->result[0] == 'S')
		surrender(g, r, v, n, e);
	return 0;
}

int
turn_harpers_ferry(struct game *g, struct dice *d, struct turn_result *r)
{
	struct arena	*a = &g->arena;
	struct hf_unit	*v;
	struct node	*e, *units;
	int		 i, n, st, failed = 0, before;

	if ((st = check_phase(g)) != 0)
		return st;
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, phase_names[PH_HARPERS_FERRY]));
	node_set(a, e, "turn", node_int(a, g->turn));
	if ((n = near_units(g, &v)) == 0) {
		node_set(a, e, "besieged", node_bool(a, false));
		turn_note(g, r, "no Union unit is in %s or within 3 hexes of "
		    "it: nothing happens (SIV 17.0)", HARPERS_FERRY);
		turn_log(g, r, e, d);
		return turn_phase_ends(g, r);
	}
	if ((st = roads_given(g, v)) != 0)
		return st;
	before = g->diag->count;
	for (i = 0; i < n; i++)
		failed += (v[i].edge = trace(g, v[i].u->hex)) == HEX_NONE;
	/* A terrain the ZOC needed and the map lacks (game_terrain()). */
	if (g->diag->count > before)
		return ST_DATA;
	units = trace_notes(g, r, v, n);
	node_set(a, e, "besieged", node_bool(a, failed > 0));
	node_set(a, e, "units", units);
	if (failed == 0)
		turn_note(g, r, "every Union unit in %s or within 3 hexes of "
		    "it traces a path to the map edge: nothing happens, and no "
		    "die is rolled (SIV 17.0)", HARPERS_FERRY);
	else if ((st = roll(g, d, r, v, n, e)) != 0 || dice_missing(d) > 0)
		return st;
	turn_log(g, r, e, d);
	return turn_phase_ends(g, r);
}
