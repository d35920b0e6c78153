/*
 * restrict_river.c — the scenario's restrictions on rivers and bridges
 * (restrict.h): unfordable rivers, the destroyed bridges a lifted one
 * makes fords, and bridges destroyed at will.  Apart from restrict.c so
 * that passage.c, which every crossing asks, asks it without a cycle
 * (restrict.c asks ZOC, which asks passage.c).
 */
#include <string.h>

#include "module.h"
#include "restrict.h"

/* Does the unfordable restriction r name the river of these features? */
static bool
names_river(const struct restriction *r, unsigned features)
{
	const char *key = (features & HS_MAJOR_RIVER) ? "major" :
	    (features & HS_MINOR_RIVER) ? "minor" : NULL;

	return key != NULL && node_is(node_get(r->n, key), "true");
}

/*
 * The scenario's unfordable restriction of the river these features are
 * of: one binding now, or when lifted is asked, one whose fords are
 * lifted (`lifted_fords: true`) and released, so that its destroyed
 * bridges leave fords.
 */
static const struct restriction *
unfordable(struct game *g, unsigned features, bool lifted)
{
	const struct scenario	*s = g->scen;
	int			 i;

	for (i = 0; s != NULL && i < s->nr; i++) {
		const struct restriction *r = &s->r[i];

		if (r->kind != RK_UNFORDABLE || !names_river(r, features))
			continue;
		if (lifted ? node_is(node_get(r->n, "lifted_fords"), "true") &&
		    r->id != NULL && scenario_released(g, r->id) :
		    restriction_binds(g, r, "", SIDE_CSA))
			return r;
	}
	return NULL;
}

const struct restriction *
restrict_unfordable_rule(struct game *g, unsigned features)
{
	return unfordable(g, features, false);
}

bool
restrict_unfordable(struct game *g, unsigned features)
{
	return game_unfordable(g, features) ||
	    restrict_unfordable_rule(g, features) != NULL;
}

bool
restrict_destroyed_ford(struct game *g, unsigned features)
{
	return unfordable(g, features, true) != NULL;
}

/* The scenario's destroy-bridge of that hexside (the loader read its
 * id), when rebuilt is asked: only those with `rebuild: false`. */
static const struct restriction *
destroy_bridge(struct game *g, hexside_t side, bool never_rebuilt)
{
	const struct scenario	*s = g->scen;
	const char		*why;
	hexside_t		 h;
	int			 i;

	for (i = 0; s != NULL && i < s->nr; i++) {
		const struct restriction *r = &s->r[i];

		if (r->kind != RK_DESTROY_BRIDGE ||
		    !restriction_binds(g, r, "", SIDE_CSA) ||
		    hexside_parse(&g->module->geo, node_get(r->n,
		    "hexside")->str, &h, &why) < 0 || h != side)
			continue;
		if (!never_rebuilt || node_is(node_get(r->n, "rebuild"),
		    "false"))
			return r;
	}
	return NULL;
}

const struct restriction *
restrict_destroy_bridge(struct game *g, hexside_t side)
{
	return destroy_bridge(g, side, false);
}

const struct restriction *
restrict_no_rebuild(struct game *g, hexside_t side)
{
	return destroy_bridge(g, side, true);
}
