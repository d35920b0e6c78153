/*
 * gcacw-vp.c — a scenario's victory points, as its table counts them
 * (DESIGN.md section 4; the scenario library, gcacw-file(5)):
 * --turn-end scores the per-turn items into ledger.vp, --final logs the
 * total and the level, --report prints them instead of the game.
 */
#include <string.h>

#include "cli.h"
#include "explain.h"
#include "vp.h"

static bool		 final, turn_end, report, early;
static const char	*format = "text";

static const struct cli_option options[] = {
	{ "final", CLI_FLAG, &final, NULL, 0, 0, NULL },
	{ "turn-end", CLI_FLAG, &turn_end, NULL, 0, 0, NULL },
	{ "early", CLI_FLAG, &early, NULL, 0, 0, NULL },
	{ "report", CLI_QUERY, &report, NULL, 0, 0, NULL },
	{ "format", CLI_STRING, &format, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	if (strcmp(format, "text") != 0 && strcmp(format, "json") != 0) {
		diag_plain(&c->diag, ST_USAGE, "--format %s: text or json",
		    format);
		return ST_USAGE;
	}
	if (report && (final || turn_end)) {
		diag_plain(&c->diag, ST_USAGE, "--report is a query: it "
		    "records nothing; drop --%s", final ? "final" :
		    "turn-end");
		return ST_USAGE;
	}
	if (early && !final) {
		diag_plain(&c->diag, ST_USAGE, "--early goes with --final");
		return ST_USAGE;
	}
	if (strcmp(format, "text") != 0 && !report) {
		diag_plain(&c->diag, ST_USAGE, "--format is --report's");
		return ST_USAGE;
	}
	if (c->dice_list != NULL) {
		diag_plain(&c->diag, ST_USAGE, "--dice: gcacw-vp rolls no "
		    "dice");
		return ST_USAGE;
	}
	return 0;
}

static int
run(struct cli *c, struct game *g)
{
	struct vp_result	r;
	int			st;

	if (final && (st = vp_final_check(g, early)) != 0)
		return st;
	if (turn_end) {
		if ((st = vp_score(g, true, &r)) == 0 &&
		    (st = vp_record_turn(g, &r)) == 0 &&
		    cli_explain(c) != NULL)
			vp_explain(cli_explain(c), g, &r);
		vp_result_free(&r);
		if (st != 0)
			return st;
	}
	if ((st = vp_score(g, false, &r)) == 0) {
		if (final)
			vp_record_final(g, &r);
		if (report && strcmp(format, "json") == 0)
			vp_explain_json(cli_query(c), g, &r);
		else if (report)
			vp_explain(cli_query(c), g, &r);
		if (cli_explain(c) != NULL && (final || !turn_end))
			vp_explain(cli_explain(c), g, &r);
	}
	vp_result_free(&r);
	return st;
}

static const struct tool vp = {
	.name = "gcacw-vp",
	.synopsis = "[--turn-end] [--final [--early]] [--explain] [-ikn] "
	    "[FILE]\n"
	    "--report [--format text|json] [FILE]",
	.options_help = "Scores the game's scenario as its victory table "
	    "reads.\n"
	    "  --turn-end       score this turn's per-turn items into "
	    "ledger.vp\n"
	    "  --final          log the total and the level (op: vp) of a "
	    "game over\n"
	    "  --early          with --final: the players end it before "
	    "its last turn\n"
	    "  --report         print the score instead of the game\n"
	    "  --format F       the report as text (default) or json\n",
	.max_errors = 20,
	.options = options,
	.ready = ready,
	.run = run,
	.needs_scenario = true,
};

int
main(int argc, char *argv[])
{
	return cli_main(&vp, argc, argv);
}
