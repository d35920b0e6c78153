/*
 * march_path.c — a march's path carried out (6.1, 6.2, 7.7, 7.8, 9.0,
 * 10.2): move.h prices and checks it as a whole, and only a path it
 * allows changes anything.  Then the unit and the leaders attached to it
 * move (6.3), MP are spent, entrenchment and Flanks Refused markers stay
 * behind (9.0, 7.8), the ZOC-to-ZOC penalty falls (6.2), a cavalry
 * retreat opportunity is left pending (7.7), an enemy pontoon bridge is
 * destroyed where the march ends (10.2), and flanks are refused when
 * asked (7.8).  The reach query is here too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "march_int.h"
#include "names.h"
#include "module.h"
#include "move.h"
#include "objective.h"
#include "refuse.h"
#include "restrict.h"
#include "zoc.h"

static void
add_flanks(struct game *g, hex_t h)
{
	struct markers	*m = &g->markers;
	hex_t		*v = arena_alloc(&g->arena,
	    (size_t)(m->nflanks_refused + 1) * sizeof(hex_t));

	if (m->nflanks_refused > 0)
		memcpy(v, m->flanks_refused, (size_t)m->nflanks_refused *
		    sizeof(hex_t));
	v[m->nflanks_refused++] = h;
	m->flanks_refused = v;
}

/* --remove-flanks: the hex the march begins in has a marker (7.8). */
int
march_flanks_check(struct game *g, const struct unit *u)
{
	char id[16];

	if (game_flank_refused(g, u->hex))
		return 0;
	hex_format(g->map.geo, u->hex, id);
	return refuse(g, "--remove-flanks", "there is no Flanks Refused "
	    "marker in %s, %s's hex, to remove (7.8)", id, u->name);
}

/* 7.8: "A Flanks Refused marker may be voluntarily removed from a stack
 * of units at no MP cost if one of the units in the hex initiates a
 * march. (The active unit does not actually have to leave the hex.)" */
void
march_lift_flanks(struct game *g, const struct unit *u,
    struct march_result *r)
{
	char id[16];

	(void)game_flank_lift(g, u->hex);
	hex_format(g->map.geo, u->hex, id);
	game_note(g, r->notes, "the Flanks Refused marker in %s is removed "
	    "as %s begins its march, at no MP cost (7.8)", id, u->name);
}

/* How many units in play are in hex h. */
static int
units_in(const struct game *g, hex_t h)
{
	int i, n = 0;

	for (i = game_first_unit(g, h); i >= 0; i = g->units[i].next_here)
		n++;
	return n;
}

/*
 * 7.7 Enemy Movement, Starts Adjacent: each enemy cavalry hex whose
 * normal ZOC the infantry or artillery unit is in may retreat; the
 * march pauses with one `pending` entry per hex (each retreats on its
 * own, 7.7 "Cavalry Units - Separate Hexes").
 */
static void
offer(struct game *g, struct march_result *r, struct unit *u,
    const hex_t *cav, int n)
{
	struct pending	*p;
	int		 i, k, c;

	for (i = 0; i < n; i++) {
		c = 0;
		for (k = game_first_unit(g, cav[i]); k >= 0;
		    k = g->units[k].next_here)
			c += g->units[k].type == U_CAVALRY;
		p = pending_add(g, PK_CAVALRY);
		p->rule = "7.7";
		p->units = arena_alloc(&g->arena, (size_t)(c + 1) *
		    sizeof(*p->units));
		for (k = game_first_unit(g, cav[i]); k >= 0;
		    k = g->units[k].next_here)
			if (g->units[k].type == U_CAVALRY)
				p->units[p->nunits++] = g->units[k].name;
		p->from = cav[i];
		p->enemy = u->hex;
		p->enemy_unit = u->name;
		p->has_optional = true;
		p->optional = true;
		if (r->cavalry_unit == NULL && p->nunits > 0)
			r->cavalry_unit = p->units[0];
	}
	r->stop = MS_CAVALRY;
}

/* 10.2: "The bridge remains on the map until an undemoralized enemy unit
 * with a Combat value of 5 or more (or, in SIV, 3 or more) ends a march
 * ... in one of the two hexes connected by the bridge." */
static void
enemy_pontoons(struct game *g, struct march_result *r, struct unit *u)
{
	struct markers	*m = &g->markers;
	char		 id[32];
	int		 i;
	bool		 strong = false, asked = false;

	if (u->status != US_IN_PLAY || u->demoralized > 0)
		return;
	for (i = 0; i < m->npontoons; i++) {
		hexside_t s = m->pontoons[i].hexside;

		if (m->pontoons[i].owner == u->side || (hexside_a(s) !=
		    u->hex && hexside_b(s) != u->hex))
			continue;
		/* The Combat value only where an enemy bridge is: a
		 * disorganized one may need a Strength marker nobody
		 * supplied (7.2), which no other march asks for. */
		if (!asked) {
			strong = unit_combat_value(g, u) >= 4 *
			    g->module->bridge_cv;
			asked = true;
		}
		if (!strong)
			return;
		hexside_format(g->map.geo, s, id);
		game_note(g, r->notes, "the enemy pontoon bridge at %s is "
		    "destroyed: %s ends its march there (10.2)", id, u->name);
		m->pontoons[i--] = m->pontoons[--m->npontoons];
	}
}

/* A march ended by the player (--end, or the next unit of an
 * activation): what ending a march does where the unit stands (10.2). */
void
march_ended(struct game *g, struct march_result *r, struct unit *u)
{
	enemy_pontoons(g, r, u);
}

/* Each step in words: its parts, and why it paid what it paid. */
static void
record(struct game *g, struct march_result *r, const struct move_plan *p)
{
	int	i, k;
	size_t	n;

	r->steps = arena_alloc(&g->arena, (size_t)(p->nsteps + 1) *
	    sizeof(*r->steps));
	r->nsteps = p->nsteps;
	for (i = 0; i < p->nsteps; i++) {
		const struct move_step	*s = &p->steps[i];
		struct march_step	*m = &r->steps[i];

		m->hex = s->price.to;
		m->mp = s->paid;
		/* The rule that set what it paid: 6.2 for ZOC to ZOC, 7.1
		 * for the minimum move and the ferry exception. */
		m->rule = s->zoc_to_zoc ? "6.2" : s->minimum ||
		    s->ferry_exception ? "7.1" : s->price.nparts > 0 ?
		    s->price.parts[0].rule : "6.2";
		n = 0;
		for (k = 0; k < s->price.nparts && n < sizeof(m->why); k++)
			n += (size_t)snprintf(m->why + n, sizeof(m->why) - n,
			    "%s%s", k > 0 ? ", " : "", s->price.parts[k].text);
		if (s->paid_why != NULL && n < sizeof(m->why))
			snprintf(m->why + n, sizeof(m->why) - n, "%s%s",
			    n > 0 ? "; " : "", s->paid_why);
		r->ferry_penalty += s->price.ferry / 2;
	}
}

/*
 * Whether u entered a hex in an earlier command of its march in progress:
 * the log's march entries for it, back to the one its march began with
 * (its first that is not a --continue).  Other units' entries of the
 * same activation lie between and are passed over.
 */
static bool
moved_earlier(const struct game *g, const struct unit *u)
{
	const struct node	*e, *path;
	int			 i;

	if (g->log == NULL)
		return false;
	for (i = g->log->n - 1; i >= 0; i--) {
		e = g->log->items[i];
		if (!node_is(node_get(e, "op"), "march") ||
		    !node_is(node_get(e, "unit"), u->name))
			continue;
		if ((path = node_get(e, "path")) != NULL &&
		    path->kind == N_SEQ && path->n > 0)
			return true;
		if (node_get(e, "continue") == NULL)
			return false;
	}
	return false;
}

/*
 * 10.2 Dismantling: "If at any time during a march, an active unit
 * occupies one of the two hexes connected by a friendly pontoon bridge,
 * the active player may "dismantle" that bridge.  If so, the Bridge
 * marker is removed.  This does not cost any MP, and the active unit may
 * continue its march afterwards."  Here: where the unit stands once the
 * path of this command is walked (a march dismantles on the way by
 * stopping its path there and going on with --continue).
 */
/* The rule of the scenario's march-bridge, for a fixed bridge. */
static const char *
fixed_rule(const struct game *g)
{
	int i;

	for (i = 0; g->scen != NULL && i < g->scen->nr; i++)
		if (g->scen->r[i].kind == RK_MARCH_BRIDGE)
			return g->scen->r[i].rule;
	return "the scenario's rule";
}

static int
dismantle(struct game *g, const struct march_order *o, struct unit *u,
    struct march_result *r)
{
	struct markers	*m = &g->markers;
	char		 id[32], at[16];
	int		 i;

	hexside_format(g->map.geo, o->dismantle, id);
	for (i = 0; i < m->npontoons; i++)
		if (m->pontoons[i].hexside == o->dismantle)
			break;
	if (i == m->npontoons)
		return refuse(g, "--dismantle", "no pontoon bridge crosses "
		    "%s (10.2)", id);
	if (m->pontoons[i].owner != u->side)
		return refuse(g, "--dismantle", "the pontoon bridge at %s is "
		    "the %s: a unit dismantles only a friendly pontoon bridge "
		    "(10.2)", id, m->pontoons[i].owner == SIDE_USA ? "Union's" :
		    "Confederates'");
	if (m->pontoons[i].fixed)
		return refuse(g, "--dismantle", "the pontoon bridge at %s is the "
		    "scenario's, which \"can never be moved\" (%s)", id,
		    fixed_rule(g));
	if (hexside_a(o->dismantle) != u->hex && hexside_b(o->dismantle) !=
	    u->hex) {
		hex_format(g->map.geo, u->hex, at);
		return refuse(g, "--dismantle", "%s is in %s, not in either hex "
		    "the pontoon bridge at %s connects (10.2)", u->name, at,
		    id);
	}
	m->pontoons[i] = m->pontoons[--m->npontoons];
	r->dismantled = true;
	r->dismantled_at = o->dismantle;
	return 0;
}

/* Has u attempted to destroy a bridge or ferry this turn (10.2: "A unit
 * may make a maximum of one attempt ... per turn")?  The log says. */
static bool
attempted(const struct game *g, const struct unit *u)
{
	const struct node	*e, *v;
	int			 i;

	if (g->log == NULL)
		return false;
	for (i = 0; i < g->log->n; i++) {
		e = g->log->items[i];
		if (node_get(e, "destroy") == NULL ||
		    !node_is(node_get(e, "op"), "march") ||
		    !node_is(node_get(e, "unit"), u->name))
			continue;
		if ((v = node_get(e, "turn")) != NULL && v->kind ==
		    N_SCALAR && atoi(v->str) == g->turn)
			return true;
	}
	return false;
}

static void
destroy_mod(struct march_result *r, int v, const char *why)
{
	size_t n = strlen(r->destroy_mods);

	r->destroy_mod += v;
	snprintf(r->destroy_mods + n, sizeof(r->destroy_mods) - n, "%s%+d %s",
	    n > 0 ? ", " : "", v, why);
}

/*
 * 10.2 Destroying Permanent Bridges and Ferries: "If an undemoralized
 * infantry unit with a Combat value of 5 or more (or, in Stonewall in the
 * Valley, 3 or more) ends a march in either of the two hexes connected by
 * a permanent bridge, or if an undemoralized infantry or cavalry unit of
 * any Combat value ends a march in either of the two hexes connected by
 * a ferry, the active player may attempt to destroy that bridge/ferry."
 * RULING: 10.2 supersedes SIV 23.1 in the Advanced Game, as 10.2 says
 * ("including the Stonewall in the Valley Advanced Game (see SIV
 * 23.1)"): one procedure in every game, SIV's Combat value 3.
 */
/* Mark the hexside destroyed (10.2). */
static void
mark_destroyed(struct game *g, hexside_t s)
{
	struct markers	*mk = &g->markers;
	hexside_t	*v = arena_alloc(&g->arena, (size_t)(mk->ndestroyed +
			    1) * sizeof(*v));

	if (mk->ndestroyed > 0)
		memcpy(v, mk->destroyed, (size_t)mk->ndestroyed * sizeof(*v));
	v[mk->ndestroyed++] = s;
	mk->destroyed = v;
}

/*
 * A scenario's bridge destroyed at will (destroy-bridge: SIV 13.4
 * special rule 5, New Market special rule 4: "If any unit ends a march
 * in ... the player controlling that unit may destroy ... (Exception:
 * The bridge may not be destroyed if an enemy unit is in one of those
 * two hexes at that time.)"): no die, any type of unit; 11.0 still bars
 * a demoralized one ("may not ... destroy a permanent bridge").
 */
static int
at_will(struct game *g, struct unit *u, hexside_t side,
    const struct restriction *x, struct march_result *r, const char *id)
{
	hex_t	h[2] = { hexside_a(side), hexside_b(side) };
	char	at[16];
	int	i;

	if (u->demoralized > 0)
		return refuse(g, "--destroy", "%s is demoralized: a demoralized "
		    "unit may not destroy a permanent bridge (11.0)", u->name);
	/* The marker goes on the map's bridge: its river is on the printed
	 * map, not in the rule's words. */
	if (!(map_hexside(&g->map, h[0], h[1]) & HS_BRIDGE)) {
		diag_error(g->diag, ST_DATA, g->map_pos, arena_printf(&g->arena,
		    "map.hexsides.%s", id), "not given: the bridge %s names "
		    "is on the printed map; add `%s: [major-river, bridge]` "
		    "(or minor-river) as the map shows it", x->rule, id);
		return ST_DATA;
	}
	for (i = 0; i < 2; i++)
		if (game_occupied_by(g, h[i], side_enemy(u->side))) {
			hex_format(g->map.geo, h[i], at);
			return refuse(g, "--destroy", "an enemy unit is in %s: "
			    "the bridge at %s may not be destroyed (%s)", at,
			    id, x->rule);
		}
	r->destroy = true;
	r->destroy_at = side;
	r->destroy_rule = x->rule;
	r->destroyed = true;
	mark_destroyed(g, side);
	return 0;
}

int
march_destroy(struct game *g, struct dice *d, const struct march_order *o,
    struct unit *u, struct march_result *r)
{
	struct march	*m = &g->march;
	enum side	 enemy = side_enemy(u->side);
	hex_t		 h[2] = { hexside_a(o->destroy), hexside_b(o->destroy) };
	unsigned	 f;
	const struct restriction *x;
	bool		 ferry, zoc = false;
	char		 id[32], at[16];
	int		 i;

	hexside_format(g->map.geo, o->destroy, id);
	if (h[0] != u->hex && h[1] != u->hex) {
		hex_format(g->map.geo, u->hex, at);
		return refuse(g, "--destroy", "%s ends its march in %s, not in "
		    "either hex %s connects (10.2)", u->name, at, id);
	}
	/* The scenario's bridge, which its rule names (the map need not). */
	if ((x = restrict_destroy_bridge(g, o->destroy)) != NULL) {
		if (game_destroyed(g, h[0], h[1]))
			return refuse(g, "--destroy", "the bridge at %s is "
			    "destroyed already (%s)", id, x->rule);
		return at_will(g, u, o->destroy, x, r, id);
	}
	f = map_hexside(&g->map, h[0], h[1]);
	if (!(f & (HS_BRIDGE | HS_FERRY)))
		return refuse(g, "--destroy", "no permanent bridge or ferry "
		    "crosses %s: dams and fords may not be destroyed, and a "
		    "pontoon bridge is dismantled or left to the enemy "
		    "(10.2)", id);
	ferry = !(f & HS_BRIDGE);
	if (game_destroyed(g, h[0], h[1]))
		return refuse(g, "--destroy", "the %s at %s is destroyed "
		    "already (10.2)", ferry ? "ferry" : "bridge", id);
	if (!ferry && (f & HS_INDESTRUCTIBLE))
		return refuse(g, "--destroy", "the bridge at %s is "
		    "indestructible (10.2)", id);
	if (u->demoralized > 0)
		return refuse(g, "--destroy", "%s is demoralized: only an "
		    "undemoralized unit may destroy a bridge or ferry (10.2)",
		    u->name);
	if (ferry ? u->type != U_INFANTRY && u->type != U_CAVALRY :
	    u->type != U_INFANTRY)
		return refuse(g, "--destroy", "%s is %s: a %s is destroyed by "
		    "%s (10.2)", u->name, u->type == U_WAGON ? "a wagon train" :
		    unit_type_names[u->type], ferry ?
		    "ferry" : "permanent bridge", ferry ? "infantry or cavalry" :
		    "infantry");
	if (!ferry && unit_combat_value(g, u) < 4 * g->module->bridge_cv) {
		if (g->diag->status != 0)
			return g->diag->status;
		return refuse(g, "--destroy", "%s's Combat value is under %d: "
		    "a permanent bridge is destroyed by infantry with a Combat "
		    "value of %d or more (10.2)", u->name,
		    g->module->bridge_cv, g->module->bridge_cv);
	}
	for (i = 0; i < 2; i++) {
		hex_format(g->map.geo, h[i], at);
		if (game_occupied_by(g, h[i], enemy))
			return refuse(g, "--destroy", "an enemy unit is in %s: "
			    "the %s at %s may not be destroyed (10.2)", at,
			    ferry ? "ferry" : "bridge", id);
		if (zoc_of_side(g, enemy, h[i]) == ZOC_NONE)
			continue;
		zoc = true;
		if (!game_occupied_by(g, h[i], u->side))
			return refuse(g, "--destroy", "%s is in enemy ZOC "
			    "(restricted ZOC included) not occupied by a "
			    "friendly unit: the %s at %s may not be destroyed "
			    "(10.2)", at, ferry ? "ferry" : "bridge", id);
	}
	if (attempted(g, u))
		return refuse(g, "--destroy", "%s has made its attempt to "
		    "destroy a bridge or ferry this turn: one a unit a turn "
		    "(10.2)", u->name);
	r->destroy = true;
	r->destroy_at = o->destroy;
	r->destroy_ferry = ferry;
	/* The Destruction Die Roll Modifiers. */
	if (ferry && u->side == SIDE_CSA)
		destroy_mod(r, -2, "Confederate ferry");
	if (!zoc)
		destroy_mod(r, -1, "no enemy ZOC");
	/* RULING: "spent its entire march in the hex ... neither moved nor
	 * attacked": it stands where its march began, has attacked none,
	 * and entered no hex, in this command or an earlier one of the
	 * march (left and come back is not staying). */
	if (u->hex == m->start && m->attacks == 0 && r->nsteps == 0 &&
	    !moved_earlier(g, u))
		destroy_mod(r, -1, "stayed in the hex");
	r->destroy_die = dice_roll(d, g, "destroy");
	/* "Bridge: If the modified roll is 2 or less ... Ferry: If the
	 * modified roll is 1 or less". */
	r->destroy_need = ferry ? 1 : 2;
	r->destroyed = r->destroy_die + r->destroy_mod <= r->destroy_need;
	if (r->destroyed)
		mark_destroyed(g, o->destroy);
	return 0;
}

/* 7.8 at the end of a march: one MP, not in a mountain or swamp hex, not
 * on entering enemy ZOC, one marker a hex; the march then ends. */
static int
refuse_flanks(struct game *g, struct march_result *r, struct unit *u)
{
	struct march	*m = &g->march;
	enum terrain	 t;
	char		 id[16], left[16];

	hex_format(g->map.geo, u->hex, id);
	if (r->stop == MS_ZOC)
		return refuse(g, "--refuse-flanks", "%s has just entered enemy "
		    "ZOC in %s and must stop: it may not refuse flanks when "
		    "entering an enemy normal ZOC (7.8)", u->name, id);
	if (r->stop != MS_NONE || m->ended)
		return refuse(g, "--refuse-flanks", "%s's march is over: "
		    "flanks are refused during a march, at a cost of one MP "
		    "(7.8)", u->name);
	t = game_terrain_now(g, u->hex, "Flanks Refused (7.8)");
	if (g->diag->status != 0)
		return g->diag->status;
	if (t == T_MOUNTAIN || t == T_SWAMP)
		return refuse(g, "--refuse-flanks", "%s is a %s hex: a Flanks "
		    "Refused marker may not be placed on a unit in a mountain "
		    "or swamp hex (7.8)", id, terrain_name(t));
	if (game_flank_refused(g, u->hex))
		return refuse(g, "--refuse-flanks", "%s already holds a Flanks "
		    "Refused marker: one at most in a hex (7.8)", id);
	if (m->mp < 2) {
		snprintf(left, sizeof(left), "%s", m->mp == 1 ? "\xc2\xbd" :
		    "0");
		return refuse(g, "--refuse-flanks", "refusing flanks costs one "
		    "MP and %s has %s left (7.8)", u->name, left);
	}
	m->mp -= 2;
	add_flanks(g, u->hex);
	m->ended = true;
	r->flanks_refused = true;
	r->flanks_refused_hex = u->hex;
	r->stop = MS_FLANKS;
	return 0;
}

/* The plan carried out. */
static void
apply(struct game *g, struct march_result *r, struct unit *u,
    const struct move_plan *p)
{
	struct march	*m = &g->march;
	hex_t		 from = u->hex;
	int		 i, ui = (int)(u - g->units);

	record(g, r, p);
	if (p->nsteps == 0)
		return;
	/* 9.0: "A unit's Abatis, Breastwork or Fort marker is removed at
	 * the moment the unit leaves the hex." */
	if (u->entrenchment != E_NONE) {
		u->entrenchment = E_NONE;
		r->entrenchment_removed = true;
	}
	/* 7.8: "It also must be removed if only one unit is in a hex and
	 * it moves"; it never goes with a unit. */
	if (game_flank_refused(g, from) && units_in(g, from) == 1) {
		(void)game_flank_lift(g, from);
		r->flanks_removed = true;
		r->flanks_hex = from;
	}
	/* 6.3: the leaders attached to the unit move with it. */
	for (i = 0; i < g->nleaders; i++)
		if (g->leaders[i].status == US_IN_PLAY &&
		    g->leaders[i].with == ui) {
			if (r->leaders_moved == NULL)
				r->leaders_moved = arena_alloc(&g->arena,
				    (size_t)(g->nleaders + 1) *
				    sizeof(*r->leaders_moved));
			r->leaders_moved[r->nleaders_moved++] =
			    g->leaders[i].name;
		}
	game_place_unit(g, u, p->end);
	/* An objective "occupied or passed through" (objective.c). */
	for (i = 0; i < p->nsteps; i++)
		objective_entered(g, u, p->steps[i].price.to, r->notes);
	m->mp = p->mp_left;
	switch (p->stop) {
	case MOVE_ZOC:
		r->stop = MS_ZOC;
		break;
	case MOVE_ZOC_TO_ZOC:
		r->stop = MS_ZOC_TO_ZOC;
		m->ended = true;
		m->mp = 0;
		/* 6.2: off the roads, "flipped to disorganized (or, if
		 * already disorganized, its Manpower value is reduced by
		 * 1)". */
		if (p->penalty == MOVE_DISORGANIZE) {
			u->disorganized = true;
			r->zoc_penalty_disorganized = true;
		} else if (p->penalty == MOVE_LOSE_MANPOWER)
			r->zoc_loss = march_lose(g, r, u, 1, C_ZOC);
		break;
	case MOVE_SPENT:
		r->stop = MS_MP;
		m->ended = true;
		break;
	default:
		break;
	}
}

int
march_walk(struct game *g, struct dice *d, const struct march_order *o,
    struct unit *u, struct march_result *r, bool fresh)
{
	struct march		*m = &g->march;
	struct move_state	 st;
	struct move_plan	 plan;
	hex_t			 cav[6];
	int			 n, s;

	move_state_init(g, u, &st);
	st.declined = m->declined;
	st.ndeclined = m->ndeclined;
	st.attacked = m->attacks > 0;
	r->mp_before = r->mp_after = m->mp;
	/* 7.7 Starts Adjacent: before the first step. */
	if (fresh && (n = move_cavalry(g, &st, u->hex, cav)) > 0) {
		offer(g, r, u, cav, n);
		if (o->npath > 0 || o->refuse_flanks || o->has_dismantle ||
		    o->has_destroy)
			game_note(g, r->notes, "the march pauses before its "
			    "first step: enemy cavalry may retreat (7.7); "
			    "--path, --dismantle, --refuse-flanks and --destroy "
			    "were not carried out: "
			    "after gcacw-retreat --cavalry, or to decline, go "
			    "on with gcacw-march --continue --path");
		return 0;
	}
	if (o->npath > 0) {
		memset(&plan, 0, sizeof(plan));
		if ((s = move_path(g, &st, o->path, o->npath, &plan)) != 0)
			return move_report(g, &plan, "--path");
		apply(g, r, u, &plan);
		/* RULING (gcacw-march(1)): 7.7's retreat is "to avoid
		 * attack", declared "before the enemy player declares an
		 * attack"; ZOC to ZOC ends the march "with no attack"
		 * (6.2): nothing to avoid, no march to resume, no offer. */
		if (u->status == US_IN_PLAY && plan.ncavalry > 0 &&
		    r->stop != MS_ZOC_TO_ZOC)
			offer(g, r, u, plan.cavalry, plan.ncavalry);
	}
	if (o->has_dismantle && u->status == US_IN_PLAY &&
	    (s = dismantle(g, o, u, r)) != 0)
		return s;
	if (o->refuse_flanks && u->status == US_IN_PLAY &&
	    (s = refuse_flanks(g, r, u)) != 0)
		return s;
	if (u->status != US_IN_PLAY) {
		m->ended = true;
		r->stop = MS_ELIMINATED;
	} else if (m->mp <= 0 && !m->ended && r->stop != MS_CAVALRY) {
		/* 6.1: at 0 "the unit may no longer move". */
		m->ended = true;
		if (r->stop == MS_NONE)
			r->stop = MS_MP;
	}
	r->mp_after = m->mp;
	/* 10.2: "ends a march in either of the two hexes": --destroy ends
	 * the march where the path stops, then attempts. */
	if (o->has_destroy && o->op != MO_END) {
		if (u->status != US_IN_PLAY)
			return refuse(g, "--destroy", "%s is out of play: its "
			    "march destroys nothing (10.2)", u->name);
		if (r->stop == MS_CAVALRY)
			return refuse(g, "--destroy", "%s's march pauses for a "
			    "cavalry retreat (7.7): resolve or decline it "
			    "first, then end the march with --end --destroy "
			    "(10.2)", u->name);
		if (!m->ended) {
			m->ended = true;
			if (r->stop == MS_NONE || r->stop == MS_ZOC)
				r->stop = MS_ENDED;
		}
		if ((s = march_destroy(g, d, o, u, r)) != 0)
			return s;
	}
	if (m->ended) {
		enemy_pontoons(g, r, u);
		r->action_over = m->leader == NULL || m->nselected == 0;
	}
	return 0;
}

/* --query reach: from the march in progress, or a march of --mp N. */
int
march_reach(struct game *g, const struct march_order *o,
    struct march_result *r)
{
	struct march		*m = &g->march;
	struct move_state	 st;
	struct unit		*u;
	const char		*name = o->unit;
	bool			 marching;

	if (name == NULL && g->has_action)
		name = m->unit;
	if (name == NULL) {
		diag_plain(g->diag, ST_USAGE, "--query reach: name the unit "
		    "with --unit U (no march is in progress)");
		return ST_USAGE;
	}
	if ((u = game_unit(g, name)) == NULL) {
		diag_plain(g->diag, ST_USAGE, "--unit %s: no unit of that name "
		    "in the file%s", name, game_unit_hint_text(g, name));
		return ST_USAGE;
	}
	if (u->status != US_IN_PLAY)
		return refuse(g, "--unit", "%s is %s and out of play", u->name,
		    unit_status_names[u->status]);
	marching = g->has_action && m->unit != NULL && !m->ended &&
	    strcmp(m->unit, u->name) == 0;
	if (!marching && o->reach_mp < 0) {
		diag_plain(g->diag, ST_USAGE, "--query reach: %s is not "
		    "marching: give --mp N, the Movement Allowance to assume",
		    u->name);
		return ST_USAGE;
	}
	move_state_init(g, u, &st);
	if (marching) {
		st.declined = m->declined;
		st.ndeclined = m->ndeclined;
		st.attacked = m->attacks > 0;
	}
	if (o->reach_mp >= 0)
		st.mp = 2 * o->reach_mp;
	r->unit = u;
	r->from = u->hex;
	r->mp_before = st.mp;
	r->reach = arena_alloc(&g->arena, sizeof(*r->reach));
	move_reach(g, &st, r->reach);
	return g->diag->status;
}
