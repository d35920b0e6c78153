/*
 * turn_offmap.c — the Union Off-Map Movement Phase (SIV 14.0 step 3,
 * 21.0): Union units between the center map's west edge (M0113, M0118),
 * the two boxes of the Off-Map Movement Display (`off-map-1`,
 * `off-map-2`) and the south map's (S1101 Franklin, S1601 Oak Hats), one
 * step a phase from where each was at the start of the phase.
 *
 * Leaders: one with a unit that leaves the map goes into the box with
 * it (game_unit_to_box); one in a box has no unit, and moves when named
 * in the same --off-map list as a unit of his box going the same way,
 * with which he is placed on the map.  The phase is not ended here:
 * --next ends it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "phase.h"
#include "refuse.h"
#include "sequence.h"
#include "restrict.h"
#include "turn.h"
#include "zoc.h"

#define RULE_21	"SIV 21.0"

/* Where off-map movement begins and ends (21.0). */
enum spot { AT_NONE, AT_CENTER, AT_BOX1, AT_BOX2, AT_SOUTH };

static const char *const box_names[] = {
	[AT_BOX1] = "off-map-1", [AT_BOX2] = "off-map-2",
};

/* The moves 21.0 allows, each with its words. */
static const struct offmap_move {
	enum spot	 from, to;
	const char	*rule;
} moves[] = {
	{ AT_CENTER, AT_BOX1, "\"A Union unit in M0113 or M0118 at the start "
	    "of this phase may be placed in box 1 of the Off-Map Movement "
	    "Display\"" },
	{ AT_BOX1, AT_BOX2, "\"A Union unit in box 1 at the start of this "
	    "phase may be placed in box 2 of the Off-Map Movement "
	    "Display\"" },
	{ AT_BOX1, AT_CENTER, "\"A Union unit in box 1 at the start of this "
	    "phase may be ... placed on the map in M0113 or M0118\"" },
	{ AT_BOX2, AT_BOX1, "\"A Union unit in box 2 at the start of this "
	    "phase may be placed in box 1 of the Off-Map Movement "
	    "Display\"" },
	{ AT_BOX2, AT_SOUTH, "\"A Union unit in box 2 at the start of this "
	    "phase may be ... placed on the map in S1101 (Franklin) or S1601 "
	    "(Oak Hats)\"" },
	{ AT_SOUTH, AT_BOX2, "\"A Union unit in S1101 (Franklin) or S1601 "
	    "(Oak Hats) at the start of this phase may be placed in box 2 of "
	    "the Off-Map Movement Display\"" },
};

/* Each --off-map item read against the game. */
struct offmove {
	struct unit	*u;		/* a unit, or */
	struct leader	*l;		/* a leader in a box */
	const char	*name;
	enum spot	 from, to;
	const char	*from_s, *to_s;	/* a hex id or a box's name */
	hex_t		 hex;		/* the hex it goes to, or HEX_NONE */
	const char	*rule;
};

static enum spot
spot_of_hex(const struct game *g, hex_t h)
{
	static const struct {
		const char	*id;
		enum spot	 at;
	} hexes[] = {
		{ "M0113", AT_CENTER }, { "M0118", AT_CENTER },
		{ "S1101", AT_SOUTH }, { "S1601", AT_SOUTH },
	};
	hex_t	x;
	size_t	i;

	for (i = 0; i < sizeof(hexes) / sizeof(hexes[0]); i++) {
		const char *why;

		if (hex_parse(g->map.geo, hexes[i].id, &x, &why) == 0 &&
		    x == h)
			return hexes[i].at;
	}
	return AT_NONE;
}

static enum spot
spot_of_box(const char *box)
{
	if (box == NULL)
		return AT_NONE;
	if (strcmp(box, box_names[AT_BOX1]) == 0)
		return AT_BOX1;
	if (strcmp(box, box_names[AT_BOX2]) == 0)
		return AT_BOX2;
	return AT_NONE;
}

/* Did the unit or leader move in an earlier --off-map of this phase
 * (this turn's off-map-movement entries)?  Its move, or NULL. */
static const struct node *
moved_earlier(const struct game *g, const char *name)
{
	const struct node	*e, *t, *v, *x;
	int			 i, k;

	for (i = 0; g->log != NULL && i < g->log->n; i++) {
		e = g->log->items[i];
		if (!node_is(node_get(e, "op"), "off-map-movement") ||
		    (t = node_get(e, "turn")) == NULL ||
		    t->kind != N_SCALAR || atoi(t->str) != g->turn ||
		    (v = node_get(e, "moves")) == NULL || v->kind != N_SEQ)
			continue;
		for (k = 0; k < v->n; k++)
			if ((x = node_get(v->items[k], "unit")) != NULL &&
			    x->kind == N_SCALAR && strcmp(x->str, name) == 0)
				return v->items[k];
	}
	return NULL;
}

static int
refuse_move(struct game *g, const struct offmove *m, const char *why)
{
	return refuse(g, arena_printf(&g->arena, "%s.%s", m->u != NULL ?
	    "units" : "leaders", m->name), "--off-map %s: %s", m->name, why);
}

/* Read U=DEST: who, from where, to where.  0, ST_USAGE or a refusal. */
static int
read_move(struct game *g, const struct turn_place *q, struct offmove *m)
{
	const char	*why;
	char		 id[16];

	memset(m, 0, sizeof(*m));
	m->name = q->unit;
	m->hex = HEX_NONE;
	if ((m->u = game_unit(g, q->unit)) == NULL &&
	    (m->l = game_leader(g, q->unit)) == NULL) {
		diag_plain(g->diag, ST_USAGE, "--off-map %s: no unit or leader "
		    "of that name%s", q->unit, game_unit_hint_text(g, q->unit));
		return ST_USAGE;
	}
	if ((m->to = spot_of_box(q->to)) != AT_NONE)
		m->to_s = box_names[m->to];
	else if (hex_parse(g->map.geo, q->to, &m->hex, &why) != 0) {
		diag_plain(g->diag, ST_USAGE, "--off-map %s=%s: give "
		    "off-map-1, off-map-2 or a hex: %s", q->unit, q->to, why);
		return ST_USAGE;
	} else {
		hex_format(g->map.geo, m->hex, id);
		m->to_s = arena_strdup(&g->arena, id);
		m->to = spot_of_hex(g, m->hex);
	}
	if (m->u != NULL && m->u->status == US_IN_PLAY &&
	    m->u->hex != HEX_NONE) {
		hex_format(g->map.geo, m->u->hex, id);
		m->from_s = arena_strdup(&g->arena, id);
		m->from = spot_of_hex(g, m->u->hex);
	} else if ((m->u != NULL ? m->u->status : m->l->status) ==
	    US_OFF_MAP) {
		m->from_s = m->u != NULL ? m->u->off.box : m->l->off.box;
		m->from = spot_of_box(m->from_s);
	}
	return 0;
}

/* "in M0114", "in the box Richmond", "not on the map". */
static const char *
where_words(struct game *g, const struct offmove *m)
{
	if (m->from_s == NULL)
		return "not on the map";
	return arena_printf(&g->arena, "in %s%s", m->u != NULL &&
	    m->u->status == US_IN_PLAY ? "" : "the box ", m->from_s);
}

/* 21.0: the unit's one move this phase, from where it was at its start,
 * by one of the moves the rule lists. */
static int
check_move(struct game *g, struct offmove *m)
{
	const struct node	*was;
	size_t			 i;

	if ((m->u != NULL ? m->u->side : m->l->side) != SIDE_USA)
		return refuse_move(g, m, "Confederate units may not enter the "
		    "Off-Map Movement Display (" RULE_21 ")");
	if ((was = moved_earlier(g, m->name)) != NULL)
		return refuse_move(g, m, arena_printf(&g->arena, "it moved "
		    "already in this Off-Map Movement Phase, from %s to %s: "
		    "one move a phase, from where it was at the start of the "
		    "phase (" RULE_21 ")", node_get(was, "from") != NULL ?
		    node_get(was, "from")->str : "?", node_get(was, "to") !=
		    NULL ? node_get(was, "to")->str : "?"));
	if (m->l != NULL && m->l->status == US_IN_PLAY)
		return refuse_move(g, m, arena_printf(&g->arena, "a leader on "
		    "the map goes into the box with the unit he is with%s: "
		    "name the unit (" RULE_21 ")", m->l->with >= 0 ?
		    arena_printf(&g->arena, ", %s", g->units[m->l->with].name) :
		    ""));
	if (m->from == AT_NONE)
		return refuse_move(g, m, arena_printf(&g->arena, "it is %s: "
		    "off-map movement begins in M0113, M0118, S1101, S1601 or "
		    "a box of the Off-Map Movement Display, off-map-1 or "
		    "off-map-2 (" RULE_21 ")", where_words(g, m)));
	for (i = 0; i < sizeof(moves) / sizeof(moves[0]); i++)
		if (moves[i].from == m->from && moves[i].to == m->to) {
			m->rule = moves[i].rule;
			break;
		}
	if (m->rule == NULL)
		return refuse_move(g, m, arena_printf(&g->arena, "from %s it "
		    "may go only to %s, not %s (" RULE_21 ")", m->from_s,
		    m->from == AT_CENTER ? "off-map-1" : m->from == AT_BOX1 ?
		    "off-map-2, M0113 or M0118" : m->from == AT_BOX2 ?
		    "off-map-1, S1101 or S1601" : "off-map-2", m->to_s));
	if (m->hex != HEX_NONE && game_occupied_by(g, m->hex, SIDE_CSA))
		return refuse_move(g, m, arena_printf(&g->arena, "%s holds "
		    "Confederate units: units from an off-map movement box "
		    "\"may not be placed in a hex containing Confederate "
		    "units, though they may be placed in a Confederate ZOC\" "
		    "(" RULE_21 " Restriction)", m->to_s));
	return 0;
}

/* A leader in a box moves with a unit of his box going the same way:
 * its index in v, or the refusal. */
static int
leader_unit(struct game *g, const struct offmove *v, int n, int k,
    int *with)
{
	int i;

	for (i = 0; i < n; i++)
		if (v[i].u != NULL && v[i].from == v[k].from &&
		    v[i].to == v[k].to && (v[k].hex == HEX_NONE ||
		    v[i].hex == v[k].hex)) {
			*with = i;
			return 0;
		}
	return refuse_move(g, &v[k], arena_printf(&g->arena, "a leader in a "
	    "box moves with a unit: name a unit of %s going to %s in the "
	    "same --off-map (" RULE_21 " moves units; gcacw-turn(1) "
	    "RULINGS)", v[k].from_s, v[k].to_s));
}

static struct node *
move_node(struct game *g, const char *name, const char *from, const char *to)
{
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_FLOW);

	node_set(a, m, "unit", node_scalar(a, name));
	node_set(a, m, "from", node_scalar(a, from));
	node_set(a, m, "to", node_scalar(a, to));
	return m;
}

/* A unit leaves the map for box 1 or 2, its leaders with it. */
static void
to_box(struct game *g, struct turn_result *r, const struct offmove *m,
    struct node *log)
{
	int i, k = (int)(m->u - g->units);

	for (i = 0; i < g->nleaders; i++)
		if (g->leaders[i].status == US_IN_PLAY &&
		    g->leaders[i].with == k) {
			node_push(&g->arena, log, move_node(g,
			    g->leaders[i].name, m->from_s, m->to_s));
			turn_note(g, r, "%s (leader) goes with %s into %s "
			    "(" RULE_21 ")", g->leaders[i].name, m->name,
			    m->to_s);
		}
	game_unit_to_box(g, m->u, box_names[m->to]);
}

/*
 * One move.  21.0: "a unit's Fatigue Level is not changed, and its
 * Demoralization and out-of-supply markers (if any) remain as they are.
 * Its Strength marker and counter status (normal or exhausted) are
 * likewise unchanged."
 */
static void
move_one(struct game *g, struct turn_result *r, struct offmove *v, int k,
    int with, struct node *log)
{
	struct offmove *m = &v[k];

	node_push(&g->arena, log, move_node(g, m->name, m->from_s, m->to_s));
	if (m->l != NULL) {
		m->l->off.box = m->hex == HEX_NONE ? box_names[m->to] : NULL;
		if (m->hex != HEX_NONE) {
			m->l->status = US_IN_PLAY;
			m->l->with = (int)(v[with].u - g->units);
		}
		turn_note(g, r, "%s (leader) goes with %s from %s to %s "
		    "(" RULE_21 ")", m->name, v[with].name, m->from_s,
		    m->to_s);
		return;
	}
	turn_note(g, r, "%s: %s to %s, fatigue %d and its markers unchanged%s "
	    "(" RULE_21 ": %s)", m->name, m->from_s, m->to_s, m->u->fatigue,
	    m->hex != HEX_NONE && zoc_of_side(g, SIDE_CSA, m->hex) !=
	    ZOC_NONE ? "; in a Confederate ZOC, which does not bar it" : "",
	    m->rule);
	if (m->from == AT_CENTER || m->from == AT_SOUTH)
		to_box(g, r, m, log);
	else if (m->hex != HEX_NONE) {
		m->u->status = US_IN_PLAY;
		m->u->off.box = NULL;
		game_place_unit(g, m->u, m->hex);
		if (r->notes == NULL)
			r->notes = node_seq(&g->arena, S_BLOCK);
		(void)restrict_entered(g, m->u, m->hex, r->notes);
	} else
		m->u->off.box = box_names[m->to];
}

static int
offmap_check(struct game *g, const struct turn_orders *o)
{
	int st;

	if ((st = turn_phase(g, PH_OFF_MAP_MOVEMENT, "--off-map")) != 0)
		return st;
	if (!sequence_advanced(g))
		return refuse(g, "phase", "--off-map: the Union Off-Map "
		    "Movement Phase is the SIV Advanced Game's (SIV 14.0 step "
		    "3, 21.0)");
	if (o->nplace == 0)
		return refuse_usage(g->diag, "--off-map: give U=DEST, a unit "
		    "and off-map-1, off-map-2 or a hex");
	return 0;
}

int
turn_off_map(struct game *g, const struct turn_orders *o,
    struct turn_result *r)
{
	struct arena	*a = &g->arena;
	struct offmove	*v;
	struct node	*e, *log;
	int		 i, k, st, *with;

	if ((st = offmap_check(g, o)) != 0)
		return st;
	v = arena_alloc(a, (size_t)o->nplace * sizeof(*v));
	with = arena_alloc(a, (size_t)o->nplace * sizeof(*with));
	for (i = 0; i < o->nplace; i++) {
		if ((st = read_move(g, &o->place[i], &v[i])) != 0)
			return st;
		for (k = 0; k < i; k++)
			if (strcmp(v[k].name, v[i].name) == 0)
				return refuse_move(g, &v[i], "it is named "
				    "twice: one move a phase (" RULE_21 ")");
		if ((st = check_move(g, &v[i])) != 0)
			return st;
	}
	for (i = 0; i < o->nplace; i++)
		if (v[i].l != NULL && (st = leader_unit(g, v, o->nplace, i,
		    &with[i])) != 0)
			return st;
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "off-map-movement"));
	node_set(a, e, "turn", node_int(a, g->turn));
	log = node_seq(a, S_FLOW);
	/* Units first, so that a leader finds his unit on the map. */
	for (k = 0; k < 2; k++)
		for (i = 0; i < o->nplace; i++)
			if ((v[i].l != NULL) == (k == 1))
				move_one(g, r, v, i, with[i], log);
	node_set(a, e, "moves", log);
	turn_log(g, r, e, NULL);
	return 0;
}
