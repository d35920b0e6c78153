/*
 * gcacw-charts.c — the rulebooks' tables: listed, shown with the overrides
 * in force, and the cells the rulebooks do not print, as a list or as a
 * file to fill in (DESIGN.md section 6).  A query: it never writes a game.
 */
#include <string.h>

#include "cli.h"
#include "explain.h"
#include "games.h"
#include "scalar.h"

static bool			 list, missing, template;
static const struct chart	*show;

static int
show_table(struct cli *c, const struct cli_option *opt, const char *arg)
{
	const char	*best = NULL;
	int		 i, d, bd = 1 << 30;

	(void)opt;
	if ((show = chart_find(arg)) != NULL)
		return 0;
	for (i = 0; chart_list[i] != NULL; i++)
		if ((d = edit_distance(arg, chart_list[i]->name)) < bd) {
			bd = d;
			best = chart_list[i]->name;
		}
	/* A hint only when it is near: "attack" is no guess for "nosuch". */
	if (bd <= 2 || bd * 3 <= (int)strlen(arg))
		diag_plain(&c->diag, ST_USAGE, "--show %s: no table is named "
		    "'%s'; did you mean '%s'?", arg, arg, best);
	else
		diag_plain(&c->diag, ST_USAGE, "--show %s: no table is named "
		    "'%s' (--list lists them)", arg, arg);
	return ST_USAGE;
}

static const struct cli_option options[] = {
	{ "list", CLI_QUERY, &list, NULL, 0, 0, NULL },
	{ "show", CLI_CALL, NULL, NULL, 0, 0, show_table },
	{ "missing", CLI_QUERY, &missing, NULL, 0, 0, NULL },
	{ "template", CLI_QUERY, &template, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	if (list + (show != NULL) + missing + template != 1) {
		diag_plain(&c->diag, ST_USAGE, "one of --list, --show TABLE, "
		    "--missing and --template");
		return ST_USAGE;
	}
	if (c->in_place) {
		diag_plain(&c->diag, ST_USAGE, "--show is a query: it never "
		    "rewrites FILE; drop -i");
		return ST_USAGE;
	}
	if (c->dice_list != NULL) {
		diag_plain(&c->diag, ST_USAGE, "--dice: gcacw-charts rolls no "
		    "dice");
		return ST_USAGE;
	}
	return 0;
}

static const char *
origin(void *arg, const char *source)
{
	return cli_chart_origin(arg, source);
}

static int
run(struct cli *c, struct game *g)
{
	struct charts_view	v;
	FILE			*f = cli_query(c);

	memset(&v, 0, sizeof(v));
	v.module = g != NULL ? g->module : NULL;
	v.g = g;
	v.ov = g != NULL ? &g->charts : cli_charts(c);
	v.origin = origin;
	v.arg = c;
	if (list)
		explain_charts_list(f, &v);
	else if (show != NULL)
		explain_charts_show(f, &v, show);
	else if (missing)
		explain_charts_missing(f, &v);
	else
		explain_charts_template(f, &v);
	return 0;
}

static const struct tool charts = {
	.name = "gcacw-charts",
	.synopsis = "--list | --show TABLE | --missing | --template "
	    "[--charts FILE] [FILE]",
	.options_help = "Lists and shows the built-in tables, and the cells "
	    "the rulebooks do not print.\n"
	    "  --list           every table: name, game, cells, title, rule\n"
	    "  --show TABLE     one table as on the card, overrides marked\n"
	    "  --missing        each cell still to supply, as its path\n"
	    "  --template       a chart file of those cells, to fill in\n"
	    "  FILE             a game file (- is standard input): its "
	    "game's tables\n"
	    "                   and charts; without FILE no game is read\n",
	.max_errors = 20,
	.input_optional = true,
	.options = options,
	.ready = ready,
	.run = run,
};

int
main(int argc, char *argv[])
{
	return cli_main(&charts, argc, argv);
}
