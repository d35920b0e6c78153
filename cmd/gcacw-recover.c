/*
 * gcacw-recover.c — the Recovery Phase for every unit on the map (8.0), with
 * the activities the players ask for: entrenching (9.0), pontoon bridges
 * (10.1), repairs (10.3) and foraging (SIV 24.3, SJW 20.4).
 */
#include "cli_args.h"
#include "explain.h"

/* The activities in command-line order; each hexside is read after load,
 * once the game's sheets are known. */
static struct recover_orders	o;
static struct recover_order	*orders;
static struct name_list		units, hexsides, args;

static int
order(struct cli *c, const struct cli_option *opt, const char *arg)
{
	const char	*name = recover_activity_options[opt->min];
	const char	*unit, *hexside;
	int		 i, n = units.n;

	if (opt->min == RA_ENTRENCH || opt->min == RA_FORAGE) {
		if (cli_units(c, name, arg, &units) != 0)
			return ST_USAGE;
		hexside = NULL;
	} else if (cli_unit_hexside(c, name, arg, &unit, &hexside) != 0)
		return ST_USAGE;
	else
		cli_name_add(&units, unit);
	o.orders = orders = xrealloc(orders, units.n * sizeof(*orders));
	for (i = n; i < units.n; i++) {
		orders[i] = (struct recover_order){ .unit = units.items[i],
		    .activity = (enum recover_activity)opt->min };
		cli_name_add(&hexsides, hexside);
		cli_name_add(&args, xstrdup(arg));
	}
	o.norders = units.n;
	return 0;
}

static const struct cli_option options[] = {
	{ "entrench", CLI_CALL, NULL, NULL, RA_ENTRENCH, 0, order },
	{ "bridge", CLI_CALL, NULL, NULL, RA_BRIDGE, 0, order },
	{ "repair", CLI_CALL, NULL, NULL, RA_REPAIR, 0, order },
	{ "forage", CLI_CALL, NULL, NULL, RA_FORAGE, 0, order },
	{ "dispersal", CLI_FLAG, &o.dispersal, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
run(struct cli *c, struct game *g)
{
	struct recover	*r;
	int		 i, st;

	for (i = 0; i < o.norders; i++)
		if (hexsides.items[i] != NULL && cli_hexside(g,
		    recover_activity_options[o.orders[i].activity],
		    args.items[i], hexsides.items[i], &orders[i].hexside))
			return ST_USAGE;
	if ((st = recover_phase(g, &c->dice, &o, &r)) == 0 &&
	    cli_explain(c) != NULL)
		recover_explain(g, r, cli_explain(c));
	return st;
}

static const struct tool recover = {
	.name = "gcacw-recover",
	.synopsis = "[--entrench U,U] [--bridge U:H/H] [--repair U:H/H] "
	    "[--forage U,U] [--dispersal] [--explain] [--dice LIST] "
	    "[--seed N] [--charts FILE] [-ikn] [FILE]",
	.options_help = "Runs the Recovery Phase (8.0) for every unit in "
	    "play, with the activities asked\nfor; one die each for bridges, "
	    "repairs and foraging, in the order given.\n"
	    "  --entrench U,U   entrench (9.0)\n"
	    "  --bridge U:H/H   build a pontoon bridge across H/H (10.1)\n"
	    "  --repair U:H/H   repair the destroyed bridge or ferry (10.3)\n"
	    "  --forage U,U     forage (Advanced Game: SIV 24.3, SJW 20.4)\n"
	    "  --dispersal      the SJW optional Dispersal rule (20.4)\n",
	.max_errors = 20,
	.options = options,
	.run = run,
	.phases = PHASE_BIT(PH_RECOVERY),
};

int
main(int argc, char *argv[])
{
	return cli_main(&recover, argc, argv);
}
