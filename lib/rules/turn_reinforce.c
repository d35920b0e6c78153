/*
 * turn_reinforce.c — the Reinforcement Phase (SIV 14.0 step 2, 18.0-18.2,
 * 20.0): the units and leaders due from the off-map boxes placed in
 * their entry areas (the scenario's `areas:`), the emergency
 * reinforcements whose conditions hold, the committed groups with the
 * delay 20.0 allows, and what is still due, for --next and --query.
 *
 * A unit's area is its `arrives.area`, else the first area whose `units`
 * lists it, else the first whose `box` lists its box.  It is due when it
 * is off the map with `arrives.turn` this turn or earlier (a unit that
 * could not be placed stays due), or when its emergency condition holds.
 * --reinforce never ends the phase: --next does, once nothing is due
 * that may be placed (turn_reinforce_due).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "county.h"
#include "phase.h"
#include "refuse.h"
#include "restrict.h"
#include "scenario.h"
#include "sequence.h"
#include "turn.h"
#include "zoc.h"

#define RULE_18		"SIV 18.0"
#define RULE_20		"SIV 20.0 Entry Areas for Committed Units"
#define LIST_MAX	12	/* hexes named in a sentence */
#define EMERGENCY_BOX	"Emergency Reinforcement"	/* DESIGN.md */

/*
 * The emergency reinforcements (SIV 18.1, 18.2 Emergency
 * Reinforcements), by the scenario's entry area: due in any
 * Reinforcement Phase from Turn `from` in which a unit of side `by` is
 * in one of `hexes`, or an infantry unit of it in one of `counties`.
 */
static const struct emergency {
	const char	*area;
	const char	*box;		/* where the unit waits */
	const char	*rule;
	int		 from;
	enum side	 by;
	const char	*hexes[3];
	const char	*counties[3];
} emergencies[] = {
	/* "If, in any Reinforcement Phase on Turn 5 (March 11) or later,
	 * any Confederate unit is in Harpers Ferry (N5524) or Moorefield
	 * (M0407), or a Confederate infantry unit is in Morgan or
	 * Hampshire County, the Union player takes the Kelley brigade" */
	{ "kelley", EMERGENCY_BOX, "SIV 18.2 Emergency Reinforcements", 5,
	    SIDE_CSA, { "N5524", "M0407", NULL },
	    { "Morgan", "Hampshire", NULL } },
	/* "If, in any Reinforcement Phase on Turn 40 (April 15) or later,
	 * any Confederate unit is in Winchester (N3333), or a Confederate
	 * infantry unit is in Berkeley or Jefferson County" */
	{ "harpers-ferry", EMERGENCY_BOX, "SIV 18.2 Emergency Reinforcements",
	    40, SIDE_CSA, { "N3333", NULL, NULL },
	    { "Berkeley", "Jefferson", NULL } },
	/* "If a Union unit is in Staunton (S2629) in any Reinforcement
	 * Phase, the Confederate player removes the Heth brigade" */
	{ "heth", EMERGENCY_BOX, "SIV 18.1 Emergency Reinforcements", 1,
	    SIDE_USA, { "S2629", NULL, NULL }, { NULL, NULL, NULL } },
};

/* The Strength markers the rules text prints; the others are on the
 * set-up pages (35, 36), which the text does not hold. */
static const struct printed {
	const char	*area;
	int		 manpower;
	const char	*rule;
} printed[] = {
	{ "heth", 3, "SIV 18.1: \"an organized manpower-3 Strength marker\"" },
	{ "kelley", 4, "SIV 18.2: \"an organized manpower-4 Strength "
	    "marker\"" },
	{ "harpers-ferry", 6, "SIV 18.2: \"organized manpower-6 Strength "
	    "markers\"" },
	{ "markham", 2, "SIV 18.2: \"an organized manpower-2 Strength "
	    "marker\"" },
	{ "banks-cavalry", 1, "SIV 18.2: \"All cavalry reinforcements have "
	    "an organized manpower-1 Strength marker\"" },
	{ "fremont-cavalry", 1, "SIV 18.2: \"All cavalry reinforcements "
	    "have an organized manpower-1 Strength marker\"" },
};

/* SIV 18.1: the area whose hexes the Virginia Central RR stations join,
 * and the hex they are traced to. */
#define CENTRAL_AREA	"csa-entry"
#define CENTRAL_END	"S3534"
#define CENTRAL_RULE	"SIV 18.1 Reinforcement Entry Areas"

/* A unit or a leader off the map, with its entry area. */
struct arrival {
	const char		*name;
	struct unit		*u;		/* a unit, or */
	struct leader		*l;		/* a leader */
	enum side		 side;
	struct offmap		*off;
	int			 committed;
	const char		*area;		/* NULL: none */
	const struct node	*an;		/* the area */
	const char		*rule;		/* the area's */
	const struct emergency	*em;		/* its condition, or NULL */
	const char		*why;		/* why due; NULL: not due */
	int			 due;		/* the turn its group is due */
};

/* A set of hexes. */
struct hexes {
	hex_t	*h;
	int	 n, cap;
};

/* One placement: a --reinforce U=H, or an automatic one. */
struct placing {
	struct arrival	 a;
	hex_t		 to;
	int		 with;		/* a leader's unit */
};

/* A unit placed earlier in this phase (this turn's reinforcement
 * entries). */
struct earlier {
	const char	*unit;
	hex_t		 hex;
	const char	*area;
	int		 due;
	bool		 leader;
};

static const char *
hexid(struct game *g, hex_t h)
{
	char id[16];

	hex_format(g->map.geo, h, id);
	return arena_strdup(&g->arena, id);
}

/* "N0111 (Patterson's Depot)", the scenario's place name when it has
 * one. */
static const char *
hexname(struct game *g, hex_t h)
{
	const struct node	*v = NULL;
	const char		*id = hexid(g, h);

	if (g->scen != NULL && g->scen->places != NULL)
		v = node_get(g->scen->places, id);
	if (v == NULL || v->kind != N_SCALAR || v->str[0] == '\0')
		return id;
	return arena_printf(&g->arena, "%s (%s)", id, v->str);
}

static hex_t
parse_hex(const struct game *g, const char *s)
{
	hex_t		 h = HEX_NONE;
	const char	*why;

	if (hex_parse(g->map.geo, s, &h, &why) != 0)
		return HEX_NONE;
	return h;
}

static bool
in_names(const struct node *n, const char *s)
{
	int i;

	if (n == NULL || s == NULL)
		return false;
	if (n->kind == N_SCALAR)
		return strcmp(n->str, s) == 0;
	for (i = 0; n->kind == N_SEQ && i < n->n; i++)
		if (n->items[i]->kind == N_SCALAR &&
		    strcmp(n->items[i]->str, s) == 0)
			return true;
	return false;
}

static bool
area_flag(const struct node *an, const char *key)
{
	return node_is(node_get(an, key), "true");
}

static void
hexes_add(struct game *g, struct hexes *s, hex_t h)
{
	int i;

	if (h == HEX_NONE)
		return;
	for (i = 0; i < s->n; i++)
		if (s->h[i] == h)
			return;
	s->h = arena_grow(&g->arena, s->h, s->n, &s->cap, sizeof(*s->h));
	s->h[s->n++] = h;
}

/* "S3534, S4032, ...": at most LIST_MAX of them. */
static const char *
hexes_text(struct game *g, const struct hexes *s)
{
	const char	*t = "";
	int		 i;

	for (i = 0; i < s->n && i < LIST_MAX; i++)
		t = arena_printf(&g->arena, "%s%s%s", t, i > 0 ? ", " : "",
		    hexid(g, s->h[i]));
	if (s->n > LIST_MAX)
		t = arena_printf(&g->arena, "%s, ... (%d hexes)", t, s->n);
	return s->n == 0 ? "none" : t;
}

/* ---- the entry areas ---- */

/* The arrival's area: its `arrives.area`, else the first that lists it
 * by name, else by box (by box first for a unit withdrawn or committed:
 * Kelley committed from the Department of the Rappahannock comes by
 * 20.0, not 18.2).  0, or the missing-data error for an area the
 * scenario does not have. */
static int
find_area(struct game *g, struct arrival *a, bool quiet)
{
	const struct node	*areas = g->scen != NULL ? g->scen->areas :
				    NULL, *v;
	int			 i, pass, first;

	if (areas == NULL || areas->kind != N_MAP)
		return 0;
	first = a->committed > 0 || a->off->withdrawn > 0 ? 1 : 0;
	if (a->off->area != NULL) {
		if ((v = node_get(areas, a->off->area)) == NULL) {
			if (!quiet)
				diag_error(g->diag, ST_DATA, a->off->pos,
				    arena_printf(&g->arena, "%s.%s.arrives."
				    "area", a->u != NULL ? "units" : "leaders",
				    a->name), "'%s' is not one of the "
				    "scenario's entry areas (areas:)",
				    a->off->area);
			return ST_DATA;
		}
		a->area = a->off->area;
		a->an = v;
	}
	for (pass = first; pass < first + 2 && a->an == NULL; pass++)
		for (i = 0; i < areas->n && a->an == NULL; i++) {
			v = node_val(areas, i);
			if (in_names(node_get(v, pass % 2 == 0 ? "units" :
			    "box"), pass % 2 == 0 ? a->name : a->off->box)) {
				a->area = node_key(areas, i)->str;
				a->an = v;
			}
		}
	if (a->an != NULL) {
		v = node_get(a->an, "rule");
		a->rule = v != NULL && v->kind == N_SCALAR ? v->str : RULE_18;
	}
	return 0;
}

static const struct emergency *
emergency_of(const char *area)
{
	size_t i;

	for (i = 0; area != NULL && i < sizeof(emergencies) /
	    sizeof(emergencies[0]); i++)
		if (strcmp(emergencies[i].area, area) == 0)
			return &emergencies[i];
	return NULL;
}

static const struct printed *
printed_of(const char *area)
{
	size_t i;

	for (i = 0; area != NULL && i < sizeof(printed) / sizeof(printed[0]);
	    i++)
		if (strcmp(printed[i].area, area) == 0)
			return &printed[i];
	return NULL;
}

/* The county of h; quiet: from the map only, never reported. */
static const char *
county_at(struct game *g, hex_t h, const char *rule, bool quiet)
{
	const struct hexinfo *hi;

	if (!quiet)
		return county_of_hex(g, h, rule);
	hi = map_hex(&g->map, h);
	return hi != NULL ? hi->county : NULL;
}

/* Why the emergency condition holds now ("because Garnett, a
 * Confederate unit, is in N5524"), or NULL. */
static const char *
emergency_holds(struct game *g, const struct emergency *em, bool quiet)
{
	const char	*side = em->by == SIDE_CSA ? "Confederate" : "Union";
	const char	*c;
	int		 i, k;

	if (g->turn < em->from)
		return NULL;
	for (k = 0; k < 3 && em->hexes[k] != NULL; k++) {
		hex_t h = parse_hex(g, em->hexes[k]);

		for (i = game_first_unit(g, h); i >= 0;
		    i = g->units[i].next_here)
			if (g->units[i].side == em->by)
				return arena_printf(&g->arena, "because %s, "
				    "a %s unit, is in %s", g->units[i].name,
				    side, hexname(g, h));
	}
	for (i = 0; em->counties[0] != NULL && i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->side != em->by || u->status != US_IN_PLAY ||
		    u->hex == HEX_NONE || u->type != U_INFANTRY)
			continue;
		if ((c = county_at(g, u->hex, em->rule, quiet)) == NULL)
			continue;
		for (k = 0; k < 3 && em->counties[k] != NULL; k++)
			if (strcmp(c, em->counties[k]) == 0)
				return arena_printf(&g->arena, "because %s, "
				    "%s infantry, is in %s, %s County",
				    u->name, side, hexid(g, u->hex), c);
	}
	return NULL;
}

/* The arrival of unit u or leader l, due or not.  0, or ST_DATA after
 * the error. */
static int
arrival_of(struct game *g, struct unit *u, struct leader *l,
    struct arrival *a, bool quiet)
{
	int st;

	memset(a, 0, sizeof(*a));
	a->u = u;
	a->l = l;
	a->name = u != NULL ? u->name : l->name;
	a->side = u != NULL ? u->side : l->side;
	a->off = u != NULL ? &u->off : &l->off;
	a->committed = u != NULL ? u->committed : l->committed;
	if ((u != NULL ? u->status : l->status) != US_OFF_MAP)
		return 0;
	if ((st = find_area(g, a, quiet)) != 0)
		return st;
	if ((a->em = emergency_of(a->area)) != NULL && (a->off->box == NULL ||
	    strcmp(a->off->box, a->em->box) != 0))
		a->em = NULL;
	if (a->off->arrives > 0 && a->off->arrives <= g->turn) {
		a->due = a->off->arrives;
		a->why = arena_printf(&g->arena, "due on Turn %d", a->due);
	} else if (a->em != NULL && a->off->arrives == 0 &&
	    (g->phase == PH_REINFORCEMENT || g->phase == PH_NONE) &&
	    (a->why = emergency_holds(g, a->em, quiet)) != NULL)
		a->due = g->turn;
	return 0;
}

/* SIV 20.0: "If the Union player delays a group's scheduled placement
 * by one or two turns, he may instead place that group in any hex from
 * M5806 to M5832". */
static int
late_by(const struct game *g, const struct arrival *a)
{
	return a->committed > 0 && a->off->arrives > 0 ? g->turn -
	    a->off->arrives : 0;
}

static bool
delayed_ok(const struct game *g, const struct arrival *a)
{
	int late = late_by(g, a);

	return node_get(a->an, "delayed") != NULL && late >= 1 && late <= 2;
}

/* "is due on Turn 12", "is due, because Garnett ...". */
static const char *
is_due(struct game *g, const struct arrival *a)
{
	return arena_printf(&g->arena, a->off->arrives > 0 ? "is %s" :
	    "is due, %s", a->why);
}

/* 18.2: "a road or pike hex". */
static bool
road_hex(struct game *g, hex_t h)
{
	hex_t	n[6];
	int	i;

	hex_neighbours(h, n);
	for (i = 0; i < 6; i++)
		if (map_hexside(&g->map, h, n[i]) & (HS_ROAD | HS_PIKE))
			return true;
	return false;
}

/*
 * SIV 18.1: "Any station on the Virginia Central RR, provided Augusta
 * County is not Union-controlled and no Union unit lies between that
 * station and S3534": the stations the map's railroad joins to S3534
 * by a line through no Union-occupied hex (its two ends are not
 * "between").  The railroad through S3534 is the Virginia Central (the
 * south map's only one).  *why says why none is offered, or NULL.
 */
static void
central_stations(struct game *g, struct hexes *out, bool quiet,
    const char **why)
{
	struct hexes	 line = { NULL, 0, 0 };
	hex_t		 end = parse_hex(g, CENTRAL_END), n[6];
	int		 i, k, who;

	*why = NULL;
	hex_neighbours(end, n);
	for (k = 0; k < 6; k++)
		if (map_hexside(&g->map, end, n[k]) & HS_RAILROAD)
			break;
	if (k == 6) {
		*why = "the map gives no railroad at " CENTRAL_END " "
		    "(map.hexsides), so only the seven printed hexes are "
		    "offered, not the Virginia Central RR stations";
		return;
	}
	who = quiet && !g->markers.has_counties ? COUNTY_UNKNOWN :
	    county_controller(g, "Augusta", CENTRAL_RULE);
	if (who == SIDE_USA || who == COUNTY_UNKNOWN) {
		*why = who == SIDE_USA ? "Augusta County is Union-controlled, "
		    "so no Virginia Central RR station is offered" : "who "
		    "controls Augusta County is not known";
		return;
	}
	hexes_add(g, &line, end);
	for (i = 0; i < line.n; i++) {
		const struct hexinfo *hi = map_hex(&g->map, line.h[i]);

		if (hi != NULL && (hi->features & HF_STATION))
			hexes_add(g, out, line.h[i]);
		if (i > 0 && game_occupied_by(g, line.h[i], SIDE_USA))
			continue;
		hex_neighbours(line.h[i], n);
		for (k = 0; k < 6; k++)
			if (map_hexside(&g->map, line.h[i], n[k]) &
			    HS_RAILROAD)
				hexes_add(g, &line, n[k]);
	}
}

static int
bound(const struct node *range, const char *key, int dflt)
{
	const struct node *v = node_get(range, key);

	return v != NULL && v->kind == N_SCALAR ? atoi(v->str) : dflt;
}

/* The hexes of a range clause on a sheet ({sheet: S, cols, rows}) that
 * the map holds, each with the id the clause reads (the sheet on top
 * where sheets overlap). */
static void
range_hexes(struct game *g, const struct node *where, const struct node *c,
    struct hexes *out)
{
	const struct node	*cols = node_get(c, "cols"),
				*rows = node_get(c, "rows");
	const char		*sheet = node_get(c, "sheet")->str;
	char			 id[16], fmt[16];
	int			 col, row;
	hex_t			 h;

	for (col = bound(cols, "min", 1); col <= bound(cols, "max", 99);
	    col++)
		for (row = bound(rows, "min", 1); row <= bound(rows, "max",
		    99); row++) {
			snprintf(id, sizeof(id), "%c%02d%02d", sheet[0], col,
			    row);
			if ((h = parse_hex(g, id)) == HEX_NONE ||
			    !map_on(&g->map, h))
				continue;
			hex_format(g->map.geo, h, fmt);
			if (strcmp(fmt, id) == 0 && restrict_where(g, where,
			    h, RULE_18))
				hexes_add(g, out, h);
		}
}

/* The hexes of a hex set: those it lists, and those of its ranges on a
 * sheet (SIV 18.2's "western edge of the south map", 20.0's "M5806 to
 * M5832"). */
static void
where_hexes(struct game *g, const struct node *where, struct hexes *out)
{
	const struct node	*c, *v;
	int			 i, k;

	for (i = 0; where != NULL && i < where->n; i++) {
		c = where->items[i];
		if ((v = node_get(c, "hexes")) != NULL)
			for (k = 0; k < v->n; k++)
				hexes_add(g, out, parse_hex(g,
				    v->items[k]->str));
		else if (node_get(c, "sheet") != NULL)
			range_hexes(g, where, c, out);
	}
}

/* Every hex the arrival may be placed in now, enemy units or not;
 * *note: why the Virginia Central stations are not among them. */
static void
area_hexes(struct game *g, const struct arrival *a, struct hexes *out,
    bool quiet, const char **note)
{
	struct hexes	all = { NULL, 0, 0 };
	int		i;

	*note = NULL;
	memset(out, 0, sizeof(*out));
	if (a->an == NULL)
		return;
	where_hexes(g, node_get(a->an, "where"), &all);
	if (delayed_ok(g, a))
		where_hexes(g, node_get(a->an, "delayed"), &all);
	if (strcmp(a->area, CENTRAL_AREA) == 0)
		central_stations(g, &all, quiet, note);
	for (i = 0; i < all.n; i++)
		if (!area_flag(a->an, "roads") || road_hex(g, all.h[i]))
			hexes_add(g, out, all.h[i]);
}

/* Those of them no enemy unit holds (18.1, 18.2, 20.0: "may not be
 * placed in a hex containing" enemy units; enemy ZOC is no bar). */
static int
free_hexes(struct game *g, const struct arrival *a, struct hexes *out,
    bool quiet)
{
	struct hexes	 all;
	const char	*note;
	int		 i;

	area_hexes(g, a, &all, quiet, &note);
	memset(out, 0, sizeof(*out));
	for (i = 0; i < all.n; i++)
		if (!game_occupied_by(g, all.h[i], side_enemy(a->side)))
			hexes_add(g, out, all.h[i]);
	return out->n;
}

/* ---- what this phase has placed ---- */

/* The units and leaders this turn's reinforcement entries placed. */
static struct earlier *
placed_earlier(struct game *g, int *n)
{
	struct earlier	*v = NULL;
	const struct node *e, *t, *us, *it, *x;
	int		 i, k, cap = 0;

	*n = 0;
	for (i = 0; g->log != NULL && i < g->log->n; i++) {
		e = g->log->items[i];
		if (!node_is(node_get(e, "op"), "reinforcement") ||
		    (t = node_get(e, "turn")) == NULL ||
		    t->kind != N_SCALAR || atoi(t->str) != g->turn ||
		    (us = node_get(e, "units")) == NULL || us->kind != N_SEQ)
			continue;
		for (k = 0; k < us->n; k++) {
			it = us->items[k];
			if (it->kind != N_MAP ||
			    (x = node_get(it, "unit")) == NULL ||
			    node_get(it, "hex") == NULL)
				continue;
			v = arena_grow(&g->arena, v, *n, &cap, sizeof(*v));
			v[*n].unit = x->str;
			v[*n].hex = parse_hex(g, node_get(it, "hex")->str);
			x = node_get(it, "area");
			v[*n].area = x != NULL ? x->str : "";
			x = node_get(it, "due");
			v[*n].due = x != NULL ? atoi(x->str) : 0;
			v[*n].leader = node_get(it, "with") != NULL;
			++*n;
		}
	}
	return v;
}

/* A unit placed this phase that is still in hex h, or -1. */
static int
placed_in(struct game *g, hex_t h, const struct placing *p, int np)
{
	struct earlier	*e;
	struct unit	*u;
	int		 i, n;

	for (i = 0; i < np; i++)
		if (p[i].a.u != NULL && p[i].to == h)
			return (int)(p[i].a.u - g->units);
	e = placed_earlier(g, &n);
	for (i = 0; i < n; i++)
		if (!e[i].leader && (u = game_unit(g, e[i].unit)) != NULL &&
		    u->status == US_IN_PLAY && u->hex == h)
			return (int)(u - g->units);
	return -1;
}

/* ---- the checks ---- */

static int
refuse_arrival(struct game *g, const struct arrival *a, const char *why)
{
	return refuse(g, arena_printf(&g->arena, "%s.%s", a->u != NULL ?
	    "units" : "leaders", a->name), "--reinforce %s: %s", a->name,
	    why);
}

/* "a Confederate unit in N5524 or M0407, or Confederate infantry in
 * Morgan or Hampshire County". */
static const char *
emergency_words(struct game *g, const struct emergency *em)
{
	const char	*side = em->by == SIDE_CSA ? "Confederate" : "Union";
	const char	*t;
	int		 k;

	t = arena_printf(&g->arena, "a %s unit in %s", side, em->hexes[0]);
	for (k = 1; k < 3 && em->hexes[k] != NULL; k++)
		t = arena_printf(&g->arena, "%s or %s", t, em->hexes[k]);
	if (em->counties[0] != NULL) {
		t = arena_printf(&g->arena, "%s, or %s infantry in %s", t,
		    side, em->counties[0]);
		for (k = 1; k < 3 && em->counties[k] != NULL; k++)
			t = arena_printf(&g->arena, "%s or %s", t,
			    em->counties[k]);
		t = arena_printf(&g->arena, "%s County", t);
	}
	if (em->from > 1)
		t = arena_printf(&g->arena, "%s, on Turn %d or later", t,
		    em->from);
	return t;
}

/* Is the arrival due?  Else the refusal saying when it is. */
static int
check_due(struct game *g, const struct arrival *a)
{
	const char *s;

	if (a->why != NULL)
		return 0;
	if (a->off->box == NULL || (a->u != NULL ? a->u->status :
	    a->l->status) != US_OFF_MAP)
		s = "it is not off the map";
	else if (a->off->arrives > g->turn)
		s = arena_printf(&g->arena, "it arrives on Turn %d",
		    a->off->arrives);
	else if (a->em != NULL)
		s = arena_printf(&g->arena, "it is in the %s box and comes "
		    "only in a Reinforcement Phase with %s (%s)", a->off->box,
		    emergency_words(g, a->em), a->em->rule);
	else
		s = arena_printf(&g->arena, "it is in the %s box with no "
		    "arrival due (arrives; %s)", a->off->box, RULE_18);
	return refuse_arrival(g, a, arena_printf(&g->arena, "not due in this "
	    "Reinforcement Phase: %s", s));
}

/* A unit due that no entry area takes: the scenario's data lack it. */
static int
no_area(struct game *g, const struct arrival *a)
{
	diag_error(g->diag, ST_DATA, a->u != NULL ? a->u->pos : a->l->pos,
	    arena_printf(&g->arena, "%s.%s.box", a->u != NULL ? "units" :
	    "leaders", a->name), "no entry area of the scenario (areas:) "
	    "lists %s or the box '%s', so %s does not say where it is "
	    "placed", a->name, a->off->box, RULE_18);
	return ST_DATA;
}

static const char *
area_rule(const struct arrival *a)
{
	return a->committed > 0 ? RULE_20 : a->rule;
}

/* h is not among the area's hexes: why, with the area's hexes. */
static int
refuse_outside(struct game *g, const struct arrival *a, hex_t h,
    const struct hexes *all, const char *note)
{
	struct arena	*ar = &g->arena;
	const char	*id = hexid(g, h), *late = "";

	if (area_flag(a->an, "roads") &&
	    restrict_where(g, node_get(a->an, "where"), h, a->rule))
		return refuse_arrival(g, a, arena_printf(ar, "%s has no road "
		    "or pike: \"a road or pike hex whose first two digits are "
		    "01\" (%s)", id, a->rule));
	if (a->committed > 0 && node_get(a->an, "delayed") != NULL &&
	    !delayed_ok(g, a))
		late = "; M5806 to M5832 only for a group placed one or two "
		    "turns late";
	return refuse_arrival(g, a, arena_printf(ar, "%s is not in its entry "
	    "area %s: %s%s%s (%s)", id, a->area, hexes_text(g, all), late,
	    note != NULL ? arena_printf(ar, "; %s", note) : "",
	    area_rule(a)));
}

/* May the arrival be placed in h?  Else the refusal citing its area. */
static int
check_hex(struct game *g, const struct arrival *a, hex_t h)
{
	struct hexes	 all;
	const char	*note;
	int		 i, before = g->diag->count;

	if (a->an == NULL)
		return no_area(g, a);
	area_hexes(g, a, &all, false, &note);
	if (g->diag->count > before)
		return ST_DATA;		/* county control not known */
	for (i = 0; i < all.n && all.h[i] != h; i++)
		;
	if (i == all.n)
		return refuse_outside(g, a, h, &all, note);
	if (game_occupied_by(g, h, side_enemy(a->side)))
		return refuse_arrival(g, a, arena_printf(&g->arena, "%s holds "
		    "%s units: reinforcements may not be placed in a hex "
		    "containing enemy units, though they may be placed in an "
		    "enemy ZOC (%s)", hexid(g, h), a->side == SIDE_CSA ?
		    "Union" : "Confederate", area_rule(a)));
	return 0;
}

/* Same arrival: the same area and turn due (a committed group: 20.0's
 * group, the same die roll and number). */
static bool
same_arrival(const struct arrival *a, const char *area, int due)
{
	return strcmp(a->area, area) == 0 && a->due == due;
}

/* 18.1, 18.2 "placed stacked in one of", 20.0 "all units in the group
 * must be placed in the same hex": with the others placed this call and
 * earlier in this phase. */
static int
check_stacked(struct game *g, const struct placing *p, int k)
{
	const struct arrival	*a = &p[k].a;
	struct earlier		*e;
	const char		*other = NULL;
	hex_t			 there = HEX_NONE;
	int			 i, n;

	if (!area_flag(a->an, "stacked"))
		return 0;
	for (i = 0; i < k && other == NULL; i++)
		if (p[i].a.an != NULL && same_arrival(a, p[i].a.area,
		    p[i].a.due) && p[i].to != p[k].to) {
			other = p[i].a.name;
			there = p[i].to;
		}
	e = placed_earlier(g, &n);
	for (i = 0; i < n && other == NULL; i++)
		if (same_arrival(a, e[i].area, e[i].due) &&
		    e[i].hex != p[k].to) {
			other = e[i].unit;
			there = e[i].hex;
		}
	if (other == NULL)
		return 0;
	return refuse_arrival(g, a, arena_printf(
	    &g->arena, "it arrives with %s, who is placed in %s: %s", other,
	    hexid(g, there), a->committed > 0 ? "\"all units in the group "
	    "must be placed in the same hex\" (" RULE_20 ")" : arena_printf(
	    &g->arena, "they are placed stacked in one hex (%s)", a->rule)));
}

/* A leader goes with a unit placed in his hex in this phase (his
 * subordinate first). */
static int
check_leader(struct game *g, struct placing *p, int np, int k)
{
	struct leader	*l = p[k].a.l;
	int		 i, u;

	p[k].with = -1;
	for (i = 0; i < np && l->leads != NULL; i++) {
		struct unit *v = p[i].a.u;
		int c;

		if (v == NULL || p[i].to != p[k].to)
			continue;
		for (c = 0; c < v->ncommand; c++)
			if (strcmp(v->command[c], l->leads) == 0)
				p[k].with = (int)(v - g->units);
		if (p[k].with >= 0)
			return 0;
	}
	if ((u = placed_in(g, p[k].to, p, np)) >= 0) {
		p[k].with = u;
		return 0;
	}
	return refuse_arrival(g, &p[k].a, arena_printf(
	    &g->arena, "a leader arrives with a unit: no unit is placed in "
	    "%s in this Reinforcement Phase; place one of the units he comes "
	    "with there (%s)", hexid(g, p[k].to), p[k].a.rule));
}

/* The manpower a unit's Strength marker shows, the printed one when its
 * file leaves it to the set-up; the missing-data error when the rules
 * text does not print it. */
static int
check_manpower(struct game *g, const struct arrival *a)
{
	if (a->u == NULL || a->u->manpower > 0 || printed_of(a->area) != NULL)
		return 0;
	diag_error(g->diag, ST_DATA, a->u->pos, arena_printf(&g->arena,
	    "units.%s.manpower", a->name), "not given; %s places its Strength "
	    "marker, whose manpower the %s (page %d of the rulebook) gives, "
	    "not the rules text: add `manpower: N` to the unit",
	    a->committed > 0 ? RULE_20 : a->rule, a->side == SIDE_USA ?
	    "UNION SET-UP" : "CONFEDERATE SET-UP", a->side == SIDE_USA ? 35 :
	    36);
	return ST_DATA;
}

/* ---- placing ---- */

static struct node *
placed_node(struct game *g, const struct placing *p)
{
	struct arena	*ar = &g->arena;
	struct node	*m = node_map(ar, S_FLOW);

	node_set(ar, m, "unit", node_scalar(ar, p->a.name));
	node_set(ar, m, "hex", game_hex_node(g, p->to));
	if (p->a.l != NULL)
		node_set(ar, m, "with", node_scalar(ar,
		    g->units[p->with].name));
	node_set(ar, m, "area", node_scalar(ar, p->a.area));
	node_set(ar, m, "due", node_int(ar, p->a.due));
	return m;
}

/* The arrival in its hex: in play, fatigue 0, organized, in supply
 * (DESIGN.md "Arrivals and departures"), out of its box. */
static void
place(struct game *g, struct turn_result *r, const struct placing *p)
{
	const struct printed	*pm = printed_of(p->a.area);
	struct unit		*u = p->a.u;
	const char		*late = "", *rule = p->a.committed > 0 ?
				    RULE_20 : p->a.rule;
	int			 k = late_by(g, &p->a);
	const char		*zoc = "";

	/* 18.1, 18.2, 20.0: "They may be placed in a Union ZOC". */
	if (u != NULL && zoc_of_side(g, side_enemy(u->side), p->to) !=
	    ZOC_NONE)
		zoc = arena_printf(&g->arena, "; in a %s ZOC, which does not "
		    "bar it", u->side == SIDE_CSA ? "Union" : "Confederate");
	if (k > 0)
		late = arena_printf(&g->arena, ", placed %d turn%s late%s", k,
		    k > 1 ? "s" : "", delayed_ok(g, &p->a) ? ": a group "
		    "delayed one or two turns may be placed in any hex from "
		    "M5806 to M5832" : "");
	p->a.off->box = NULL;
	p->a.off->arrives = 0;
	p->a.off->area = NULL;
	if (p->a.l != NULL) {
		p->a.l->status = US_IN_PLAY;
		p->a.l->with = p->with;
		turn_note(g, r, "%s (leader) placed in %s with %s, %s%s (%s)",
		    p->a.name, hexname(g, p->to), g->units[p->with].name,
		    p->a.why, late, rule);
		return;
	}
	u->status = US_IN_PLAY;
	game_place_unit(g, u, p->to);
	if (r->notes == NULL)
		r->notes = node_seq(&g->arena, S_BLOCK);
	(void)restrict_entered(g, u, p->to, r->notes);
	if (u->manpower < 0 && pm != NULL)
		u->manpower = pm->manpower;
	u->fatigue = 0;
	u->disorganized = false;
	u->out_of_supply = false;
	turn_note(g, r, "%s placed in %s, organized manpower %d%s, fatigue 0, "
	    "in supply, %s%s%s (%s)", u->name, hexname(g, p->to),
	    u->manpower, pm != NULL ? arena_printf(&g->arena, " (%s)",
	    pm->rule) : "", p->a.why, late, zoc, rule);
	if (strcmp(p->a.area, "markham") == 0)
		turn_note(g, r, "the Complete-side Union depot that comes with "
		    "the 28 PA is not placed by gcacw-turn, which does not "
		    "rule depots yet: the players place it at M5616 by hand "
		    "(SIV 18.2 Manassas Gap RR Reinforcements)");
}

/* Why the Virginia Central RR stations were not offered, once, when a
 * Confederate reinforcement is placed (SIV 18.1). */
static void
central_note(struct game *g, struct turn_result *r, const struct placing *p,
    int np)
{
	struct hexes	 none = { NULL, 0, 0 };
	const char	*why;
	int		 i;

	for (i = 0; i < np; i++)
		if (p[i].a.area != NULL && strcmp(p[i].a.area,
		    CENTRAL_AREA) == 0) {
			central_stations(g, &none, false, &why);
			if (why != NULL)
				turn_note(g, r, "%s (%s)", why, CENTRAL_RULE);
			return;
		}
}

/* Check every placement, then place them all: units first, so that
 * the leaders find theirs. */
static int
place_all(struct game *g, struct turn_result *r, struct placing *p, int np,
    struct node *units)
{
	int i, st = 0, pass;

	for (i = 0; i < np; i++)
		if ((st = check_due(g, &p[i].a)) != 0 ||
		    (st = check_hex(g, &p[i].a, p[i].to)) != 0 ||
		    (st = check_stacked(g, p, i)) != 0)
			return st;
	for (i = 0; i < np; i++)
		if (p[i].a.l != NULL && (st = check_leader(g, p, np, i)) != 0)
			return st;
	for (i = 0; i < np; i++)
		if (check_manpower(g, &p[i].a) != 0)
			st = ST_DATA;
	if (st != 0)
		return st;
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < np; i++)
			if ((p[i].a.l != NULL) == (pass == 1)) {
				place(g, r, &p[i]);
				node_push(&g->arena, units, placed_node(g,
				    &p[i]));
			}
	central_note(g, r, p, np);
	return 0;
}

/* The --reinforce list read against the game: names and hexes (an
 * unknown one is a usage error, 64), each once. */
static int
read_list(struct game *g, const struct turn_orders *o, struct placing *p)
{
	const char	*why;
	int		 i, k, st, before = g->diag->count;

	for (i = 0; i < o->nplace; i++) {
		const struct turn_place	*q = &o->place[i];
		struct unit		*u = game_unit(g, q->unit);
		struct leader		*l = u == NULL ? game_leader(g,
					    q->unit) : NULL;

		if (u == NULL && l == NULL) {
			diag_plain(g->diag, ST_USAGE, "--reinforce %s: no unit "
			    "or leader of that name%s", q->unit,
			    game_unit_hint_text(g, q->unit));
			return ST_USAGE;
		}
		if (hex_parse(g->map.geo, q->to, &p[i].to, &why) != 0) {
			diag_plain(g->diag, ST_USAGE, "--reinforce %s=%s: %s",
			    q->unit, q->to, why);
			return ST_USAGE;
		}
		for (k = 0; k < i; k++)
			if (strcmp(o->place[k].unit, q->unit) == 0) {
				diag_plain(g->diag, ST_USAGE, "--reinforce: %s "
				    "is named twice; a unit is placed once",
				    q->unit);
				return ST_USAGE;
			}
		if ((st = arrival_of(g, u, l, &p[i].a, false)) != 0)
			return st;
	}
	/* A county an emergency condition needs, reported. */
	return g->diag->count > before ? ST_DATA : 0;
}

/* ---- --reinforce with no list ---- */

/* An area whose one hex the rule names ("places it in Patterson's
 * Depot (N0111)"): placed without a choice.  A committed group may be
 * delayed (20.0), so it is the player's to place. */
static bool
automatic(struct game *g, const struct arrival *a, hex_t *h)
{
	struct hexes	all;
	const char	*note;

	if (a->an == NULL || a->u == NULL || a->committed > 0 ||
	    node_get(a->an, "delayed") != NULL)
		return false;
	area_hexes(g, a, &all, false, &note);
	if (all.n != 1)
		return false;
	*h = all.h[0];
	return true;
}

/* A due arrival every hex of which the enemy holds: it stays due, an
 * emergency one too ("is not placed on the map until the first
 * Reinforcement Phase in which no Confederate units are in ..."). */
static void
stays_due(struct game *g, struct turn_result *r, struct arrival *a,
    struct node *waiting)
{
	struct hexes	all;
	const char	*note;

	area_hexes(g, a, &all, false, &note);
	node_push(&g->arena, waiting, node_scalar(&g->arena, a->name));
	turn_note(g, r, "%s %s, but %s units hold %s %s: it stays due, and is "
	    "placed in the first Reinforcement Phase in which one is free "
	    "(%s)", a->name, is_due(g, a), a->side == SIDE_CSA ? "Union" :
	    "Confederate", all.n == 1 ? "its hex" : "every hex of its area",
	    hexes_text(g, &all), area_rule(a));
	if (a->off->arrives == 0) {
		a->off->arrives = g->turn;
		a->off->area = a->area;
	}
}

/* One due arrival of the no-list call: placed, waiting, or named for
 * the player to place. */
static int
auto_one(struct game *g, struct turn_result *r, struct arrival *a,
    struct placing *p, int *np, struct node *waiting)
{
	struct hexes	free;
	hex_t		h;

	if (a->an == NULL)
		return no_area(g, a);
	if (free_hexes(g, a, &free, false) == 0) {
		stays_due(g, r, a, waiting);
		return 0;
	}
	if (automatic(g, a, &h)) {
		p[*np].a = *a;
		p[*np].to = h;
		p[*np].with = -1;
		++*np;
		return 0;
	}
	turn_note(g, r, "%s %s: the %s player names its hex, "
	    "--reinforce=%s=H, one of %s (%s)", a->name, is_due(g, a),
	    a->side == SIDE_CSA ? "Confederate" : "Union", a->name,
	    hexes_text(g, &free), area_rule(a));
	return 0;
}

static int
reinforce_auto(struct game *g, struct turn_result *r, struct node *e)
{
	struct arena	*ar = &g->arena;
	struct node	*units = node_seq(ar, S_FLOW),
			*names = node_seq(ar, S_FLOW),
			*waiting = node_seq(ar, S_FLOW);
	struct placing	*p;
	struct arrival	 a;
	int		 i, np = 0, st, before = g->diag->count;

	p = arena_alloc(ar, (size_t)(g->nunits + 1) * sizeof(*p));
	for (i = 0; i < g->nunits; i++) {
		if ((st = arrival_of(g, &g->units[i], NULL, &a, false)) != 0)
			return st;
		if (a.why != NULL && (st = auto_one(g, r, &a, p, &np,
		    waiting)) != 0)
			return st;
	}
	for (i = 0; i < g->nleaders; i++) {
		if ((st = arrival_of(g, NULL, &g->leaders[i], &a, false)) != 0)
			return st;
		if (a.why != NULL)
			turn_note(g, r, "%s (leader) %s: name his hex with a "
			    "unit he comes with, --reinforce=%s=H (%s)",
			    a.name, is_due(g, &a), a.name, a.rule != NULL ?
			    a.rule : RULE_18);
	}
	if (g->diag->count > before)
		return ST_DATA;		/* a county the conditions need */
	if ((st = place_all(g, r, p, np, units)) != 0)
		return st;
	for (i = 0; i < np; i++)
		node_push(ar, names, node_scalar(ar, p[i].a.name));
	node_set(ar, e, "units", units);
	node_set(ar, e, "automatic", names);
	if (waiting->n > 0)
		node_set(ar, e, "waiting", waiting);
	if (np == 0 && waiting->n == 0 && r->notes == NULL)
		turn_note(g, r, "no reinforcement is due in this "
		    "Reinforcement Phase (%s)", RULE_18);
	return 0;
}

/* ---- the operation ---- */

static int
reinforce_check(struct game *g)
{
	int st;

	if ((st = turn_phase(g, PH_REINFORCEMENT, "--reinforce")) != 0)
		return st;
	if (!sequence_advanced(g))
		return refuse(g, "phase", "--reinforce: the Reinforcement "
		    "Phase is the SIV Advanced Game's (SIV 14.0 step 2, 18.0)");
	if (g->scen == NULL || g->scen->areas == NULL) {
		diag_error(g->diag, ST_DATA, (struct pos){ 0, 0 }, "scenario",
		    "the entry areas are the scenario's (areas:, SIV 18.1, "
		    "18.2, 20.0), and the game names no scenario that has "
		    "them");
		return ST_DATA;
	}
	return 0;
}

int
turn_reinforce(struct game *g, const struct turn_orders *o,
    struct turn_result *r)
{
	struct arena	*ar = &g->arena;
	struct node	*e, *units;
	struct placing	*p;
	int		 st;

	if ((st = reinforce_check(g)) != 0)
		return st;
	e = node_map(ar, S_BLOCK);
	node_set(ar, e, "op", node_plain(ar, "reinforcement"));
	node_set(ar, e, "turn", node_int(ar, g->turn));
	if (o->nplace == 0) {
		if ((st = reinforce_auto(g, r, e)) != 0)
			return st;
		turn_log(g, r, e, NULL);
		return 0;
	}
	p = arena_alloc(ar, (size_t)o->nplace * sizeof(*p));
	if ((st = read_list(g, o, p)) != 0)
		return st;
	units = node_seq(ar, S_FLOW);
	if ((st = place_all(g, r, p, o->nplace, units)) != 0)
		return st;
	node_set(ar, e, "units", units);
	turn_log(g, r, e, NULL);
	return 0;
}

/* ---- what is due: --next and --query ---- */

/*
 * May the arrival wait?  Only a committed group, one or two turns
 * (20.0: "If the Union player delays a group's scheduled placement by
 * one or two turns"); the others "must" be placed when a hex is free
 * (gcacw-turn(1) RULINGS: What may wait).
 */
static bool
may_wait(const struct game *g, const struct arrival *a)
{
	return a->committed > 0 && a->an != NULL &&
	    node_get(a->an, "delayed") != NULL && late_by(g, a) < 2;
}

/* A due leader may be placed when a unit of his arrival is still due,
 * or a unit placed this phase stands in a free hex of his area. */
static bool
leader_placeable(struct game *g, const struct arrival *a)
{
	struct hexes	free;
	struct arrival	b;
	int		i;

	for (i = 0; i < g->nunits; i++)
		if (arrival_of(g, &g->units[i], NULL, &b, true) == 0 &&
		    b.why != NULL && b.an != NULL && same_arrival(&b, a->area,
		    a->due))
			return true;
	free_hexes(g, a, &free, true);
	for (i = 0; i < free.n; i++)
		if (placed_in(g, free.h[i], NULL, 0) >= 0)
			return true;
	return false;
}

int
turn_reinforce_due(struct game *g, const char **first)
{
	struct hexes	free;
	struct arrival	a;
	int		i, n = 0;

	*first = NULL;
	if (g->scen == NULL || g->scen->areas == NULL)
		return 0;
	for (i = 0; i < g->nunits + g->nleaders; i++) {
		if (arrival_of(g, i < g->nunits ? &g->units[i] : NULL,
		    i < g->nunits ? NULL : &g->leaders[i - g->nunits], &a,
		    false) != 0 || a.why == NULL || a.an == NULL ||
		    may_wait(g, &a) || free_hexes(g, &a, &free, false) == 0)
			continue;
		if (a.l != NULL && !leader_placeable(g, &a))
			continue;
		if (n++ == 0)
			*first = a.name;
	}
	return n;
}

/*
 * The phase ends (--next): a due arrival every hex of which the enemy
 * holds stays due, recorded as stays_due() records it, so that an
 * emergency reinforcement triggered now is not lost ("is not placed on
 * the map until the first Reinforcement Phase in which no Confederate
 * units are in Patterson's Depot", 18.2; Heth, 18.1).  The names, or
 * NULL when none.
 */
struct node *
turn_reinforce_hold(struct game *g, struct turn_result *r)
{
	struct node	*waiting = node_seq(&g->arena, S_FLOW);
	struct hexes	 free;
	struct arrival	 a;
	int		 i;

	if (g->scen == NULL || g->scen->areas == NULL)
		return NULL;
	for (i = 0; i < g->nunits; i++)
		if (arrival_of(g, &g->units[i], NULL, &a, false) == 0 &&
		    a.why != NULL && a.an != NULL &&
		    free_hexes(g, &a, &free, false) == 0)
			stays_due(g, r, &a, waiting);
	return waiting->n > 0 ? waiting : NULL;
}

/* One --query line for an arrival due now or later. */
static void
query_one(struct game *g, FILE *f, const struct arrival *a)
{
	struct hexes free;

	if (a->why == NULL) {
		fprintf(f, "due later: %s on Turn %d (area %s)\n", a->name,
		    a->off->arrives, a->area != NULL ? a->area : "none");
		return;
	}
	if (a->an == NULL) {
		fprintf(f, "due: %s (no entry area of the scenario lists it "
		    "or its box)\n", a->name);
		return;
	}
	free_hexes(g, a, &free, true);
	fprintf(f, "due: %s (area %s: %s; %s)", a->name, a->area,
	    hexes_text(g, &free), a->why);
	if (free.n == 0)
		fprintf(f, ", every hex held by the enemy: it stays due");
	else if (may_wait(g, a))
		fprintf(f, ", may be delayed to Turn %d (SIV 20.0)",
		    a->off->arrives + 2);
	fputc('\n', f);
}

void
turn_reinforce_query(struct game *g, FILE *f)
{
	struct arrival	a;
	int		i, pass;

	if (g->scen == NULL || g->scen->areas == NULL)
		return;
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < g->nunits + g->nleaders; i++) {
			if (arrival_of(g, i < g->nunits ? &g->units[i] : NULL,
			    i < g->nunits ? NULL : &g->leaders[i - g->nunits],
			    &a, true) != 0)
				continue;
			if (pass == 0 && a.why != NULL)
				query_one(g, f, &a);
			else if (pass == 1 && a.why == NULL &&
			    a.off->arrives > g->turn && (i < g->nunits ?
			    g->units[i].status : g->leaders[i -
			    g->nunits].status) == US_OFF_MAP)
				query_one(g, f, &a);
		}
}
