/*
 * gcacw-turn.c — the sequence of play between the actions (3.0, 4.0,
 * 12.0; SIV 14.0 in the Advanced Game): one phase's or segment's
 * operation a run, and --query, which says where the game is and what
 * comes next.  The option table; the rules are lib/rules/turn*.c.
 */
#include <string.h>

#include "cli_args.h"
#include "explain.h"

static bool			 events, initiative, pass, end_turn, query;
static bool			 next, harpers, strategic, counties, lull;
static struct name_list		 withdraw, swamp, reinforce, off_map;
static const char		*repair, *commit, *increase, *cavalry;
static struct turn_swamp_order	*moves;

static int
swamp_move(struct cli *c, const struct cli_option *opt, const char *arg)
{
	const char	*eq = strchr(arg, '=');
	char		*unit;

	(void)opt;
	if (eq == NULL || eq == arg || eq[1] == '\0' ||
	    strchr(eq + 1, ',') != NULL) {
		diag_plain(&c->diag, ST_USAGE, "--swamp-move '%s': give U=H, "
		    "a unit and the hex it moves to", arg);
		return ST_USAGE;
	}
	unit = xstrndup(arg, (size_t)(eq - arg));
	cli_name_add(&swamp, unit);
	moves = xrealloc(moves, (size_t)swamp.n * sizeof(*moves));
	moves[swamp.n - 1] = (struct turn_swamp_order){ unit, eq + 1 };
	return 0;
}

static const struct cli_option options[] = {
	{ "random-events", CLI_FLAG, &events, NULL, 0, 0, NULL },
	{ "cavalry", CLI_STRING, &cavalry, NULL, 0, 0, NULL },
	{ "reinforce", CLI_OPT_NAMES, &reinforce, NULL, 0, 0, NULL },
	{ "off-map", CLI_NAMES, &off_map, NULL, 0, 0, NULL },
	{ "harpers-ferry", CLI_FLAG, &harpers, NULL, 0, 0, NULL },
	{ "initiative", CLI_FLAG, &initiative, NULL, 0, 0, NULL },
	{ "pass", CLI_FLAG, &pass, NULL, 0, 0, NULL },
	{ "strategic", CLI_FLAG, &strategic, NULL, 0, 0, NULL },
	{ "counties", CLI_FLAG, &counties, NULL, 0, 0, NULL },
	{ "repair", CLI_STRING, &repair, NULL, 0, 0, NULL },
	{ "commit", CLI_STRING, &commit, NULL, 0, 0, NULL },
	{ "withdraw", CLI_NAMES, &withdraw, NULL, 0, 0, NULL },
	{ "lull", CLI_FLAG, &lull, NULL, 0, 0, NULL },
	{ "increase", CLI_STRING, &increase, NULL, 0, 0, NULL },
	{ "next", CLI_FLAG, &next, NULL, 0, 0, NULL },
	{ "end-turn", CLI_FLAG, &end_turn, NULL, 0, 0, NULL },
	{ "swamp-move", CLI_CALL, NULL, NULL, 0, 0, swamp_move },
	{ "query", CLI_QUERY, &query, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static struct turn_orders	 orders;

static int
ready(struct cli *c)
{
	const struct turn_asked	a = { events, initiative, pass, end_turn,
				    query, withdraw.given, swamp.n > 0, next,
				    reinforce.given, off_map.given, harpers,
				    strategic, counties, repair != NULL,
				    commit != NULL, lull, increase != NULL,
				    cavalry != NULL };
	int			st;

	if ((st = turn_order_check(&c->diag, &a, &orders)) != 0)
		return st;
	return turn_order_args(&c->diag, reinforce.given ? "--reinforce" :
	    "--off-map", reinforce.given ? reinforce.items : off_map.items,
	    reinforce.given ? reinforce.n : off_map.n, commit, increase,
	    &orders);
}

static int
run(struct cli *c, struct game *g)
{
	struct turn_orders	o = orders;
	struct turn_result	r;
	int			st;

	if (o.op == TURN_QUERY) {
		turn_query(g, cli_query(c));
		return 0;
	}
	o.withdraw = withdraw.items;
	o.nwithdraw = withdraw.n;
	o.swamp = moves;
	o.nswamp = swamp.n;
	o.cavalry = cavalry;
	o.repair = repair;
	if ((st = turn_run(g, &c->dice, &o, &r)) == 0 &&
	    cli_explain(c) != NULL)
		turn_explain(cli_explain(c), g, &r);
	return st;
}

static const struct tool turn = {
	.name = "gcacw-turn",
	.synopsis = "--random-events [--swamp-move U=H] [--cavalry U] "
	    "[--explain] [--dice LIST] [--seed N] [-ikn] [FILE]\n"
	    "--reinforce[=U=H,...] | --off-map U=DEST,... | --harpers-ferry "
	    "[--explain] [--dice LIST] [-ikn] [FILE]\n"
	    "--initiative [--pass] [--explain] [--dice LIST] [-ikn] [FILE]\n"
	    "--strategic | --counties | --repair H/H | --commit 'G1;G2' | "
	    "--withdraw U,U | --lull [--increase usa=U,csa=U] [--explain] "
	    "[--dice LIST] [-ikn] [FILE]\n"
	    "--next | --end-turn [--withdraw U,U] [--explain] [-ikn] [FILE]\n"
	    "--query [FILE]",
	.options_help = "Rules on the sequence of play between the actions "
	    "(3.0; SIV 14.0).\n"
	    "  --random-events  the Random Events Phase: two dice (12.0)\n"
	    "  --swamp-move U=H where rain moves U out of a provisional swamp\n"
	    "  --cavalry U      the Union cavalry regiment chosen (SIV 18.2)\n"
	    "  --reinforce[=U=H,...]  the Reinforcement Phase (SIV 18.0)\n"
	    "  --off-map U=DEST the Union Off-Map Movement Phase (SIV 21.0)\n"
	    "  --harpers-ferry  the Harpers Ferry Phase (SIV 17.0)\n"
	    "  --initiative     the Initiative Segment: both dice (4.2)\n"
	    "  --pass           the side with the initiative passes (4.2, 4.4)\n"
	    "  --strategic      the Strategic Segment (SIV 16.0)\n"
	    "  --counties       the County Control Segment (SIV 22.0)\n"
	    "  --repair H/H     the Union Bridge Repair Segment (SIV 23.2)\n"
	    "  --commit 'A,B;C' the Union Commitment Segment (SIV 20.0)\n"
	    "  --withdraw U,U   the Withdrawal Segment (SIV 19.0); with\n"
	    "                   --end-turn, a scenario's withdrawal\n"
	    "  --lull           the Lull Segment (SIV 16.0)\n"
	    "  --increase usa=U,csa=U  the Lull's manpower increases\n"
	    "  --next           end a phase with nothing more to do\n"
	    "  --end-turn       the Turn Indication Phase (3.0)\n"
	    "  --query          print the phase and what comes next\n",
	.max_errors = 20,
	.options = options,
	.ready = ready,
	.run = run,
};

int
main(int argc, char *argv[])
{
	return cli_main(&turn, argc, argv);
}
