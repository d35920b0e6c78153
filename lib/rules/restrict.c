/*
 * restrict.c — the scenario's restrictions, asked by the rules that
 * enforce them (restrict.h): gcacw-march, gcacw-combat, gcacw-recover
 * and the retreat path.  Which restriction binds a unit now (side,
 * units, except, turns, `released`) is scenario.c's; what it forbids
 * here is read from its node, which the loader has checked.
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

const struct restriction *
restrict_act(struct game *g, const char *name, enum side side, hex_t h)
{
	return first(g, RK_NO_ACTION, name, side, where_given, NULL, h);
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

int
restrict_refuse(struct game *g, const char *path, const char *who,
    const struct restriction *r)
{
	return refuse(g, path, "%s %s in this scenario %s", who,
	    restrict_what(g, r), restrict_cite(g, r));
}
