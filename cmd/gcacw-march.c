/*
 * gcacw-march.c — the March and Activate Leader actions, step by step
 * (5.1, 5.2, 6.1-6.3, 7.7, 7.8), the Leader Transfer Phase (3.0, 6.3),
 * and the reach query.  The advance after combat is gcacw-retreat's
 * (7.6): --advance calls the same rule.
 */
#include <string.h>

#include "cli_args.h"
#include "explain.h"
#include "retreat.h"

static struct march_order	o = { .reach_mp = -1 };
static struct name_list		units, advancing;
static const char		*path, *dismantle, *destroy, *pontoon;
static bool			 cont, end, reach;

static int
query(struct cli *c, const struct cli_option *opt, const char *arg)
{
	(void)opt;
	if (strcmp(arg, "reach") == 0) {
		reach = true;
		return 0;
	}
	diag_plain(&c->diag, ST_USAGE, "--query %s: the query is reach", arg);
	return ST_USAGE;
}

static const struct cli_option options[] = {
	{ "unit", CLI_STRING, &o.unit, NULL, 0, 0, NULL },
	{ "path", CLI_STRING, &path, NULL, 0, 0, NULL },
	{ "force", CLI_FLAG, &o.force, NULL, 0, 0, NULL },
	{ "continue", CLI_FLAG, &cont, NULL, 0, 0, NULL },
	{ "end", CLI_FLAG, &end, NULL, 0, 0, NULL },
	{ "leader", CLI_STRING, &o.leader, NULL, 0, 0, NULL },
	{ "units", CLI_NAMES, &units, NULL, 0, 0, NULL },
	{ "leader-to", CLI_STRING, &o.leader_to, NULL, 0, 0, NULL },
	{ "transfer", CLI_STRING, &o.leader, NULL, 0, 0, NULL },
	{ "to", CLI_STRING, &o.to, NULL, 0, 0, NULL },
	{ "refuse-flanks", CLI_FLAG, &o.refuse_flanks, NULL, 0, 0, NULL },
	{ "remove-flanks", CLI_FLAG, &o.remove_flanks, NULL, 0, 0, NULL },
	{ "dismantle", CLI_STRING, &dismantle, NULL, 0, 0, NULL },
	{ "destroy", CLI_STRING, &destroy, NULL, 0, 0, NULL },
	{ "pontoon", CLI_STRING, &pontoon, NULL, 0, 0, NULL },
	{ "advance", CLI_OPT_NAMES, &advancing, NULL, 0, 0, NULL },
	{ "query", CLI_CALL, NULL, NULL, 0, 0, query },
	{ "mp", CLI_NUMBER, &o.reach_mp, "a number of MP", 0, 99, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	o.cont = cont;
	o.end = end;
	o.reach = reach;
	o.has_units = units.given;
	o.advance = advancing.given;
	o.has_path = path != NULL;
	o.has_dismantle = dismantle != NULL;
	o.has_destroy = destroy != NULL;
	o.has_pontoon = pontoon != NULL;
	o.units = units.items;
	o.nunits = units.n;
	return march_order_check(&c->diag, &o);
}

/* 7.6: the advance after combat is gcacw-retreat's, the same rule;
 * with --path the march goes on. */
static int
advance_after_combat(struct cli *c, struct game *g, struct march_result *r)
{
	struct retreat	*ra = arena_alloc(&g->arena, sizeof(*ra));
	int		 st;

	st = march_advance(g, &c->dice, &o, advancing.items, advancing.n, ra,
	    r);
	if (st == 0 && cli_explain(c) != NULL && r->op == MO_CONTINUE) {
		retreat_words(g, ra, cli_explain(c));
		march_explain(g, r, cli_explain(c));
	} else if (st == 0 && cli_explain(c) != NULL)
		retreat_explain(g, ra, cli_explain(c));
	return st;
}

static int
run(struct cli *c, struct game *g)
{
	struct march_result	*r = arena_alloc(&g->arena, sizeof(*r));
	int			 st;

	if (path != NULL && (st = cli_hexes(g, "--path", path, MARCH_MAXPATH,
	    o.path, &o.npath)) != 0)
		return st;
	if (o.advance)
		return advance_after_combat(c, g, r);
	if (dismantle != NULL && (st = cli_hexside(g, "--dismantle",
	    dismantle, dismantle, &o.dismantle)) != 0)
		return st;
	if (destroy != NULL && (st = cli_hexside(g, "--destroy", destroy,
	    destroy, &o.destroy)) != 0)
		return st;
	if (pontoon != NULL && (st = cli_hexside(g, "--pontoon", pontoon,
	    pontoon, &o.pontoon)) != 0)
		return st;
	if ((st = march_resolve(g, &c->dice, &o, r)) != 0)
		return st;
	if (o.op == MO_REACH)
		march_explain_reach(cli_query(c), g, r);
	else if (cli_explain(c) != NULL)
		march_explain(g, r, cli_explain(c));
	return 0;
}

static const struct tool march = {
	.name = "gcacw-march",
	.synopsis = "--unit U [--path H,H,...] [--force] [--remove-flanks] "
	    "[--dismantle H/H] [--refuse-flanks] [--destroy H/H] [--pontoon H/H] "
	    "| --continue "
	    "[--path H,...] | --end | --leader L --units U,U "
	    "[--leader-to U] | --transfer L --to U | --advance[=U,U] "
	    "[--path H,...] | "
	    "--query reach [--unit U] [--mp N] [--explain] [--dice LIST] "
	    "[--seed N] [--charts FILE] [-ikn] [FILE]",
	.options_help = "A March (5.1) or Activate Leader (5.2) action, step "
	    "by step.\n"
	    "  --unit U         declare U's march: its Movement Allowance "
	    "rolled (5.1)\n"
	    "  --path H,H,...   the hexes it enters, in order\n"
	    "  --force          force march (5.1)\n"
	    "  --remove-flanks  lift the Flanks Refused marker of its hex "
	    "(7.8)\n"
	    "  --refuse-flanks  refuse flanks at the end (7.8)\n"
	    "  --dismantle H/H  dismantle its side's pontoon bridge (10.2)\n"
	    "  --destroy H/H    at the end of the march, try to destroy a "
	    "bridge or ferry\n                   (10.2)\n"
	    "  --pontoon H/H    a scenario's bridge built by the march action "
	    "(SIV Piedmont 6)\n"
	    "  --continue       go on with the march in progress\n"
	    "  --end            end the action in progress\n"
	    "  --leader L --units U,U [--leader-to U]\n"
	    "                   activate L with the units (5.2)\n"
	    "  --transfer L --to U  the Leader Transfer Phase (6.3)\n"
	    "  --advance[=U,U]  the pending advance after combat (7.6); with "
	    "--path,\n                   the march goes on\n"
	    "  --query reach [--mp N]  every hex within reach; change "
	    "nothing\n",
	.max_errors = 20,
	.options = options,
	.ready = ready,
	.run = run,
	.phases = PHASE_BIT(PH_ACTION) | PHASE_BIT(PH_LEADER_TRANSFER),
};

int
main(int argc, char *argv[])
{
	return cli_main(&march, argc, argv);
}
