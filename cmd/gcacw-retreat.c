/*
 * gcacw-retreat.c — retreats, routs, voluntary and cavalry retreats, and
 * advances after combat (7.6, 7.7).
 */
#include "cli_args.h"
#include "explain.h"

static struct retreat_order	o;
static struct name_list		voluntary, advancing;
static const char		*path;

static const struct cli_option options[] = {
	{ "path", CLI_STRING, &path, NULL, 0, 0, NULL },
	{ "hexes", CLI_NUMBER, &o.hexes, "a number of hexes", 1,
	    RETREAT_MAXSTEPS, NULL },
	{ "override", CLI_NUMBER, &o.override, "a number of hexes", 1,
	    RETREAT_MAXSTEPS, NULL },
	{ "voluntary", CLI_NAMES, &voluntary, NULL, 0, 0, NULL },
	{ "cavalry", CLI_STRING, &o.cavalry, NULL, 0, 0, NULL },
	{ "enemy", CLI_STRING, &o.enemy, NULL, 0, 0, NULL },
	{ "decline", CLI_FLAG, &o.decline, NULL, 0, 0, NULL },
	{ "advance", CLI_OPT_NAMES, &advancing, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	o.voluntary = voluntary.given;
	o.advance = advancing.given;
	o.has_path = path != NULL;
	return retreat_order_check(&c->diag, &o);
}

static int
run(struct cli *c, struct game *g)
{
	struct retreat	*r = arena_alloc(&g->arena, sizeof(*r));
	int		 st = 0;

	o.units = o.voluntary ? voluntary.items : advancing.items;
	o.nunits = o.voluntary ? voluntary.n : advancing.n;
	if (path != NULL && (st = cli_hexes(g, "--path", path,
	    RETREAT_MAXSTEPS, o.path, &o.npath)) != 0)
		return st;
	if ((st = retreat_resolve(g, &c->dice, &o, r)) == 0 &&
	    cli_explain(c) != NULL)
		retreat_explain(g, r, cli_explain(c));
	return st;
}

static const struct tool retreat = {
	.name = "gcacw-retreat",
	.synopsis = "[--path H,H,...] [--hexes N] [--override K] "
	    "[--voluntary U,U | --decline | --advance[=U,U] | --cavalry U "
	    "[--enemy U]] [--explain] [--dice LIST] [--seed N] "
	    "[--charts FILE] [-ikn] [FILE]",
	.options_help = "Carries out the first pending retreat or rout (7.6), "
	    "a voluntary retreat,\nan advance after combat, or a cavalry "
	    "retreat (7.7).\n  --path H,H,...   the defender's path, checked "
	    "hex by hex\n  --hexes N        a chosen path of exactly N hexes\n"
	    "  --override K     step K of --path overrides the priorities\n"
	    "  --voluntary U,U  take the voluntary retreat option\n"
	    "  --decline        give up the pending option\n"
	    "  --advance[=U,U]  advance into the vacated hex\n"
	    "  --cavalry U      a cavalry retreat; --enemy U, the active "
	    "unit\n",
	.max_errors = 20,
	.options = options,
	.ready = ready,
	.run = run,
	.phases = PHASE_BIT(PH_ACTION),
};

int
main(int argc, char *argv[])
{
	return cli_main(&retreat, argc, argv);
}
