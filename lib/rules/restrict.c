/*
 * restrict.c — the scenario's restrictions, asked by the rules that
 * enforce them (restrict.h): gcacw-march, gcacw-combat, gcacw-recover
 * and the retreat path.  Which restriction binds a unit now (side,
 * units, except, turns, `released`) is scenario.c's; what it forbids
 * here is read from its node, which the loader has checked.  And the
 * events of the file that restrict as they do (SIV 15.0 Command
 * Stagnation and its Union penalty).
 */
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "refuse.h"
#include "restrict.h"
#include "vp_int.h"
#include "zoc.h"

bool
restrict_where(struct game *g, const struct node *where, hex_t h,
    const char *rule)
{
	struct vp_ctx x;

	memset(&x, 0, sizeof(x));
	x.g = g;
	x.s = g->scen;
	x.rule = rule;
	return vp_where(&x, where, h);
}

/* The first restriction of kind k binding unit or leader name, for which
 * hit() (NULL: always) holds. */
static const struct restriction *
first(struct game *g, enum restriction_kind k, const char *name,
    enum side side, bool (*hit)(struct game *, const struct restriction *,
    const struct unit *, hex_t), const struct unit *u, hex_t h)
{
	const struct scenario	*s = g->scen;
	int			 i;

	for (i = 0; s != NULL && i < s->nr; i++)
		if (s->r[i].kind == k &&
		    restriction_binds(g, &s->r[i], name, side) &&
		    (hit == NULL || hit(g, &s->r[i], u, h)))
			return &s->r[i];
	return NULL;
}

/* A restriction with `where` binds only in those hexes (no-action:
 * where the unit stands; no-attack: the hex attacked). */
static bool
where_given(struct game *g, const struct restriction *r,
    const struct unit *u, hex_t h)
{
	const struct node *w = node_get(r->n, "where");

	(void)u;
	if (w == NULL)
		return true;
	return h != HEX_NONE && restrict_where(g, w, h, r->rule);
}

/*
 * SIV 15.0 Union Command Stagnation penalty: "no Union infantry unit may
 * be activated or build entrenchments during the current turn ... Once a
 * Confederate infantry unit moves within 5 hexes of a Union infantry
 * unit, this stagnation penalty no longer has any effect": a no-action
 * of the turn's event, not of the scenario (restrict_says()).
 */
static const struct restriction stagnation_penalty = {
	.kind = RK_NO_ACTION,
	.side = SIDE_USA,
	.rule = "SIV 15.0 Union Command Stagnation penalty",
	.until = "a Confederate infantry unit moves within 5 hexes of a "
	    "Union infantry unit",
};

const struct restriction *
restrict_act(struct game *g, const char *name, enum side side, hex_t h)
{
	const struct unit *u = game_unit(g, name);

	if (u != NULL && u->side == side && restrict_penalty(g, u))
		return &stagnation_penalty;
	return first(g, RK_NO_ACTION, name, side, where_given, NULL, h);
}

/* 15.0: "subtracts 1 from the movement allowance of each of his infantry
 * units and 2 from the movement allowance of each of his cavalry units
 * for the current turn"; artillery and wagons are neither. */
int
restrict_stagnation(const struct game *g, const struct unit *u)
{
	if (game_event_now(g, "command_stagnation", (int)u->side) == NULL)
		return 0;
	return u->type == U_INFANTRY ? 1 : u->type == U_CAVALRY ? 2 : 0;
}

/*
 * 15.0 Note: "In a Union 'Activate Leader' action, the minimum movement
 * allowance of a participating Union infantry unit is normally 2.
 * However, when the Union Command Stagnation event is in effect, the
 * minimum ... is reduced to 1."  Elsewhere the allowance stops at 0,
 * which 6.1 knows ("may not be declared if the unit's Movement
 * Allowance is 0").
 */
int
restrict_allowance(struct game *g, const struct unit *u, int mp,
    bool activation, struct node *notes)
{
	int		 cut = restrict_stagnation(g, u), min = 0, left;
	bool		 usa_leader = activation && u->side == SIDE_USA &&
			    u->type == U_INFANTRY;
	const char	*why = " (SIV 15.0)", *raised = "";

	if (cut == 0)
		return mp;
	if (usa_leader)
		min = 1;
	left = mp - cut < min ? min : mp - cut;
	if (left != mp - cut)
		raised = arena_printf(&g->arena, ", raised to %d", left);
	if (usa_leader && left == 1)
		why = ": in a Union Activate Leader action the minimum of a "
		    "participating infantry unit is 1, not 2, while the event "
		    "is in effect (SIV 15.0 Note)";
	else if (left != mp - cut)
		why = ": an allowance is never less than 0 (SIV 15.0, 6.1)";
	game_note(g, notes, "%s Command Stagnation, Turn %d: %d MP less for "
	    "%s, %s: %s%d - %d = %d MP%s%s", u->side == SIDE_USA ? "Union" :
	    "Confederate", g->turn, cut, u->name, u->type == U_INFANTRY ?
	    "infantry" : "cavalry", activation ? "the leader's " : "", mp,
	    cut, mp - cut, raised, why);
	return left;
}

bool
restrict_penalty(const struct game *g, const struct unit *u)
{
	return u->side == SIDE_USA && u->type == U_INFANTRY &&
	    game_event_now(g, "union_stagnation_penalty", SIDE_USA) != NULL;
}

bool
restrict_penalty_lift(struct game *g, const struct unit *u, hex_t h,
    struct node *notes)
{
	char	a[16], b[16];
	int	i, d;

	if (u->side != SIDE_CSA || u->type != U_INFANTRY || h == HEX_NONE ||
	    game_event_now(g, "union_stagnation_penalty", SIDE_USA) == NULL)
		return false;
	for (i = 0; i < g->nunits; i++) {
		const struct unit *v = &g->units[i];

		if (v->side != SIDE_USA || v->type != U_INFANTRY ||
		    v->status != US_IN_PLAY || v->hex == HEX_NONE ||
		    (d = hex_distance(v->hex, h)) < 0 || d > 5)
			continue;
		game_event_clear(g, "union_stagnation_penalty");
		game_note(g, notes, "%s enters %s, %d hex%s from %s in %s: the "
		    "Union Command Stagnation penalty is lifted, and Union "
		    "infantry may be activated and build entrenchments again "
		    "this turn (SIV 15.0: \"Once a Confederate infantry unit "
		    "moves within 5 hexes of a Union infantry unit\")",
		    u->name, game_hex_id(g, h, a), d, d == 1 ? "" : "es",
		    v->name, game_hex_id(g, v->hex, b));
		return true;
	}
	return false;
}

const struct restriction *
restrict_entrench(struct game *g, const struct unit *u)
{
	const struct restriction *r;

	if ((r = first(g, RK_NO_ENTRENCH, u->name, u->side, NULL, u,
	    HEX_NONE)) != NULL)
		return r;
	return restrict_act(g, u->name, u->side, u->hex);
}

const struct restriction *
restrict_attack(struct game *g, const struct unit *u, hex_t target)
{
	return first(g, RK_NO_ATTACK, u->name, u->side, where_given, u,
	    target);
}

const struct restriction *
restrict_extended(struct game *g, const struct unit *u)
{
	return first(g, RK_NO_EXTENDED_MARCH, u->name, u->side, NULL, u,
	    HEX_NONE);
}

const struct restriction *
restrict_force(struct game *g, const struct unit *u)
{
	return first(g, RK_NO_FORCE_MARCH, u->name, u->side, NULL, u,
	    HEX_NONE);
}

static bool
in_where(struct game *g, const struct restriction *r, const struct unit *u,
    hex_t h)
{
	(void)u;
	return restrict_where(g, node_get(r->n, "where"), h, r->rule);
}

static bool
in_where_retreat(struct game *g, const struct restriction *r,
    const struct unit *u, hex_t h)
{
	return node_is(node_get(r->n, "retreat"), "true") &&
	    in_where(g, r, u, h);
}

/* keep-away: a unit in play of the side kept away from (`from`; absent:
 * the unit's enemy) nearer than `hexes` to h. */
static bool
too_near(struct game *g, const struct restriction *r, const struct unit *u,
    hex_t h)
{
	const struct node	*from = node_get(r->n, "from");
	enum side		 e = side_enemy(u->side);
	int			 i, n = atoi(node_get(r->n, "hexes")->str);

	if (from != NULL)
		e = strcmp(from->str, side_name(SIDE_USA)) == 0 ? SIDE_USA :
		    SIDE_CSA;
	for (i = 0; i < g->nunits; i++) {
		const struct unit *v = &g->units[i];

		if (v->side == e && v->status == US_IN_PLAY &&
		    v->hex != HEX_NONE && hex_distance(v->hex, h) < n)
			return true;
	}
	return false;
}

/*
 * no-enemy-zoc.  RULING: "may not enter a Union ZOC" (SJW 13.4 special
 * rule 2) names no kind of ZOC, so a restricted ZOC (2.4) is one too.
 */
static bool
in_enemy_zoc(struct game *g, const struct restriction *r,
    const struct unit *u, hex_t h)
{
	(void)r;
	return zoc_of_side(g, side_enemy(u->side), h) != ZOC_NONE;
}

const struct restriction *
restrict_enter(struct game *g, const struct unit *u, hex_t h)
{
	const struct restriction *r;

	if ((r = first(g, RK_NO_ENTER, u->name, u->side, in_where, u,
	    h)) != NULL ||
	    (r = first(g, RK_KEEP_AWAY, u->name, u->side, too_near, u,
	    h)) != NULL)
		return r;
	return first(g, RK_NO_ENEMY_ZOC, u->name, u->side, in_enemy_zoc, u,
	    h);
}

const struct restriction *
restrict_retreat(struct game *g, const struct unit *u, hex_t h)
{
	return first(g, RK_NO_ENTER, u->name, u->side, in_where_retreat, u,
	    h);
}

const struct restriction *
restrict_mp_column(struct game *g, hex_t h)
{
	return first(g, RK_MP_COLUMN, "", SIDE_CSA, in_where, NULL, h);
}

const char *
restrict_what(struct game *g, const struct restriction *r)
{
	const struct node *v;

	switch (r->kind) {
	case RK_NO_ENTRENCH:
		return "may not entrench";
	case RK_NO_ACTION:
		return "may not be activated, act or entrench";
	case RK_NO_ENTER:
		return "may not enter this hex";
	case RK_KEEP_AWAY:
		v = node_get(r->n, "from");
		return arena_printf(&g->arena, "must keep at least %s hexes "
		    "from every %s unit", node_get(r->n, "hexes")->str,
		    v == NULL ? "enemy" : strcmp(v->str, "usa") == 0 ?
		    "Union" : "Confederate");
	case RK_NO_ENEMY_ZOC:
		return "may not enter an enemy ZOC";
	case RK_NO_EXTENDED_MARCH:
		return "may not make an extended march (5.1)";
	case RK_NO_FORCE_MARCH:
		return "may not force march (5.1)";
	case RK_NO_ATTACK:
		return "may not attack";
	default:
		return restriction_names[r->kind];
	}
}

const char *
restrict_cite(struct game *g, const struct restriction *r)
{
	const char *c;

	if (r->until != NULL)
		c = arena_printf(&g->arena, "(%s; until %s)", r->rule,
		    r->until);
	else if (r->to > 0)
		c = arena_printf(&g->arena, "(%s; through turn %d)", r->rule,
		    r->to);
	else
		c = arena_printf(&g->arena, "(%s)", r->rule);
	if (r->id != NULL)
		c = arena_printf(&g->arena, "%s (lifted: add '%s' to "
		    "`released`)", c, r->id);
	return c;
}

const char *
restrict_says(struct game *g, const char *who, const struct restriction *r)
{
	if (r == &stagnation_penalty)
		return arena_printf(&g->arena, "%s may not be activated or "
		    "build entrenchments on Turn %d %s", who, g->turn,
		    restrict_cite(g, r));
	return arena_printf(&g->arena, "%s %s in this scenario %s", who,
	    restrict_what(g, r), restrict_cite(g, r));
}

int
restrict_refuse(struct game *g, const char *path, const char *who,
    const struct restriction *r)
{
	return refuse(g, path, "%s", restrict_says(g, who, r));
}

/* Does the file hold a unit or leader the restriction names?  One that
 * binds nobody here is not worth a hex's county. */
static bool
binds_someone(struct game *g, const struct restriction *x)
{
	int i;

	if (x->units == NULL)
		return true;
	for (i = 0; i < x->units->n; i++)
		if (game_unit(g, x->units->items[i]->str) != NULL ||
		    game_leader(g, x->units->items[i]->str) != NULL)
			return true;
	return false;
}

int
restrict_entered(struct game *g, const struct unit *u, hex_t h,
    struct node *notes)
{
	const struct scenario	*s = g->scen;
	const struct node	*by, *c, *side;
	char			 id[16];
	int			 i, k, n = 0;

	for (i = 0; s != NULL && h != HEX_NONE && i < s->nr; i++) {
		const struct restriction *x = &s->r[i];

		if (x->id == NULL || scenario_released(g, x->id) ||
		    (by = node_get(x->n, "lifted_by")) == NULL ||
		    (x->to > 0 && g->turn > x->to) || !binds_someone(g, x))
			continue;
		for (k = 0; k < by->n; k++) {
			c = by->items[k];
			side = node_get(c, "side");
			if ((side != NULL && !node_is(side,
			    side_name(u->side))) || !restrict_where(g,
			    node_get(c, "where"), h, x->rule))
				continue;
			scenario_release(g, x->id, 0);
			game_note(g, notes, "%s enters %s: the restriction %s is "
			    "lifted (%s: \"%s\")", u->name, game_hex_id(g, h,
			    id), x->id, x->rule, x->until != NULL ? x->until :
			    "lifted by this entry");
			n++;
			break;
		}
	}
	return n;
}
