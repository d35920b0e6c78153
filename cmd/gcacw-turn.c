/*
 * gcacw-turn.c — the sequence of play between the actions (3.0, 4.0,
 * 12.0): --random-events, --initiative [--pass], --end-turn,
 * and --query, which says where the game is and what comes next.
 */
#include <string.h>

#include "cli_args.h"
#include "explain.h"

static bool			 events, initiative, pass, end_turn, query;
static struct name_list		 withdraw, swamp;
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
	{ "initiative", CLI_FLAG, &initiative, NULL, 0, 0, NULL },
	{ "pass", CLI_FLAG, &pass, NULL, 0, 0, NULL },
	{ "end-turn", CLI_FLAG, &end_turn, NULL, 0, 0, NULL },
	{ "withdraw", CLI_NAMES, &withdraw, NULL, 0, 0, NULL },
	{ "swamp-move", CLI_CALL, NULL, NULL, 0, 0, swamp_move },
	{ "query", CLI_QUERY, &query, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static struct turn_orders	 orders;

static int
ready(struct cli *c)
{
	const struct turn_asked	a = { events, initiative, pass, end_turn,
				    query, withdraw.given, swamp.n > 0 };

	return turn_order_check(&c->diag, &a, &orders);
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
	if ((st = turn_run(g, &c->dice, &o, &r)) == 0 &&
	    cli_explain(c) != NULL)
		turn_explain(cli_explain(c), g, &r);
	return st;
}

static const struct tool turn = {
	.name = "gcacw-turn",
	.synopsis = "--random-events [--swamp-move U=H] [--explain] "
	    "[--dice LIST] [--seed N] [-ikn] [FILE]\n"
	    "--initiative [--pass] [--explain] [--dice LIST] [-ikn] [FILE]\n"
	    "--end-turn [--withdraw U,U] [--explain] [-ikn] [FILE]\n"
	    "--query [FILE]",
	.options_help = "Rules on the sequence of play between the actions "
	    "(3.0).\n"
	    "  --random-events  the Random Events Phase: two dice (12.0)\n"
	    "  --swamp-move U=H where rain moves U out of a provisional swamp\n"
	    "  --initiative     the Initiative Segment: both dice (4.2)\n"
	    "  --pass           the side with the initiative passes (4.2, 4.4)\n"
	    "  --end-turn       the Turn Indication Phase (3.0)\n"
	    "  --withdraw U,U   units the scenario lets withdraw now\n"
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
