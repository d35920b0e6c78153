/*
 * retreat_resolve.c — what gcacw-retreat asks for, in the rules' order
 * (see retreat.h): the retreat or rout pending after combat, a voluntary
 * or cavalry retreat, the decline of an option, or the advance (7.6, 7.7).
 */
#include "refuse.h"
#include "retreat.h"

int
retreat_order_check(struct diag *d, const struct retreat_order *o)
{
	if (o->decline + o->advance + o->voluntary + (o->cavalry != NULL) > 1)
		return refuse_usage(d, "--voluntary, --cavalry, --advance and "
		    "--decline exclude one another");
	if ((o->decline || o->advance) && (o->has_path || o->hexes ||
	    o->override))
		return refuse_usage(d, "--path, --hexes and --override are for "
		    "retreats");
	if (o->has_path && o->hexes)
		return refuse_usage(d, "--path and --hexes exclude one "
		    "another");
	if (o->override && !o->has_path)
		return refuse_usage(d, "--override K names a step of --path");
	if (o->enemy != NULL && o->cavalry == NULL)
		return refuse_usage(d, "--enemy goes with --cavalry");
	return 0;
}

int
retreat_resolve(struct game *g, struct dice *d, const struct retreat_order *o,
    struct retreat *r)
{
	int st;

	if (o->decline)
		return decline(g, r);
	if (o->advance)
		return advance(g, r, o->units, o->nunits);
	if (o->override > o->npath)
		return refuse_usage(g->diag, "--override %d: the path has %d "
		    "hexes", o->override, o->npath);
	if (o->cavalry != NULL)
		st = cavalry_retreat(g, r, d, o->cavalry, o->enemy);
	else
		st = retreat_from_pending(g, r, o->voluntary, o->units,
		    o->nunits);
	/* A cavalry retreat that stopped on a missing value moves nobody. */
	if (st == 0 && r->nunits > 0 && !r->stopped)
		st = retreat_plan(g, r, o->path, o->npath, o->hexes,
		    o->override);
	if (st == 0 && r->nunits > 0 && !r->stopped)
		st = retreat_apply(g, r);
	return st;
}
