/*
 * gcacw-retreat — retreats, routs, voluntary and cavalry retreats, and
 * advances after combat (7.6, 7.7).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "module.h"
#include "retreat.h"

#define MAXLIST 64

struct opts {
	hex_t		 path[RETREAT_MAXSTEPS + 1];
	const char	*path_arg;
	int		 npath;
	int		 hexes, override;
	const char	*voluntary[MAXLIST];
	int		 nvoluntary;
	bool		 voluntary_set, decline, advance;
	const char	*advancing[MAXLIST];
	int		 nadvancing;
	const char	*cavalry, *enemy;
};

static struct opts opts;

enum { OPT_PATH = 1, OPT_HEXES, OPT_OVERRIDE, OPT_VOLUNTARY, OPT_CAVALRY,
	OPT_DECLINE, OPT_ADVANCE, OPT_ENEMY };

static const struct option longopts[] = {
	{ "path", required_argument, NULL, OPT_PATH },
	{ "hexes", required_argument, NULL, OPT_HEXES },
	{ "override", required_argument, NULL, OPT_OVERRIDE },
	{ "voluntary", required_argument, NULL, OPT_VOLUNTARY },
	{ "cavalry", required_argument, NULL, OPT_CAVALRY },
	{ "enemy", required_argument, NULL, OPT_ENEMY },
	{ "decline", no_argument, NULL, OPT_DECLINE },
	{ "advance", optional_argument, NULL, OPT_ADVANCE },
	{ NULL, 0, NULL, 0 },
};

/* "A,B,C" into names (kept: argv outlives the run). */
static int
names(char *arg, const char **out, int *n)
{
	char *item, *save = NULL;

	for (item = strtok_r(arg, ",", &save); item != NULL;
	    item = strtok_r(NULL, ",", &save))
		if (*n < MAXLIST)
			out[(*n)++] = item;
	return 0;
}

static int
number(struct cli *c, const char *opt, const char *arg, int *v)
{
	char *end;
	long  n = strtol(arg, &end, 10);

	if (*arg == '\0' || *end != '\0' || n < 1 || n > RETREAT_MAXSTEPS) {
		diag_plain(&c->diag, ST_USAGE, "%s %s: a number of hexes, 1 "
		    "to %d", opt, arg, RETREAT_MAXSTEPS);
		return ST_USAGE;
	}
	*v = (int)n;
	return 0;
}

static int
option(struct cli *c, int opt, const char *arg)
{
	switch (opt) {
	case OPT_PATH:
		opts.path_arg = arg;
		return 0;
	case OPT_HEXES:
		return number(c, "--hexes", arg, &opts.hexes);
	case OPT_OVERRIDE:
		return number(c, "--override", arg, &opts.override);
	case OPT_VOLUNTARY:
		opts.voluntary_set = true;
		return names((char *)arg, opts.voluntary, &opts.nvoluntary);
	case OPT_CAVALRY:
		opts.cavalry = arg;
		return 0;
	case OPT_ENEMY:
		opts.enemy = arg;
		return 0;
	case OPT_DECLINE:
		opts.decline = true;
		return 0;
	case OPT_ADVANCE:
		opts.advance = true;
		return arg != NULL ? names((char *)arg, opts.advancing,
		    &opts.nadvancing) : 0;
	}
	return ST_USAGE;
}

static int
ready(struct cli *c)
{
	int n = (opts.decline != 0) + (opts.advance != 0) +
	    (opts.voluntary_set != 0) + (opts.cavalry != NULL);

	if (n > 1) {
		diag_plain(&c->diag, ST_USAGE, "--voluntary, --cavalry, "
		    "--advance and --decline exclude one another");
		return ST_USAGE;
	}
	if ((opts.decline || opts.advance) && (opts.path_arg != NULL ||
	    opts.hexes || opts.override)) {
		diag_plain(&c->diag, ST_USAGE, "--path, --hexes and --override "
		    "are for retreats");
		return ST_USAGE;
	}
	if (opts.path_arg != NULL && opts.hexes) {
		diag_plain(&c->diag, ST_USAGE, "--path and --hexes exclude one "
		    "another");
		return ST_USAGE;
	}
	if (opts.override && opts.path_arg == NULL) {
		diag_plain(&c->diag, ST_USAGE, "--override K names a step of "
		    "--path");
		return ST_USAGE;
	}
	if (opts.enemy != NULL && opts.cavalry == NULL) {
		diag_plain(&c->diag, ST_USAGE, "--enemy goes with --cavalry");
		return ST_USAGE;
	}
	return 0;
}

/* --path, read now that the game's sheets are known. */
static int
parse_path(struct game *g)
{
	char		*s, *item, *save = NULL;
	const char	*why;
	int		 st = 0;

	if (opts.path_arg == NULL)
		return 0;
	s = xstrdup(opts.path_arg);
	opts.npath = 0;
	for (item = strtok_r(s, ",", &save); item != NULL && st == 0;
	    item = strtok_r(NULL, ",", &save)) {
		if (opts.npath == RETREAT_MAXSTEPS) {
			diag_plain(g->diag, ST_USAGE, "--path: at most %d "
			    "hexes",
			    RETREAT_MAXSTEPS);
			st = ST_USAGE;
		} else if (hex_parse(&g->module->geo, item,
		    &opts.path[opts.npath++], &why) < 0) {
			diag_plain(g->diag, ST_USAGE, "--path: '%s' is not a "
			    "hex id: %s", item, why);
			st = ST_USAGE;
		}
	}
	free(s);
	if (st == 0 && opts.override > opts.npath) {
		diag_plain(g->diag, ST_USAGE, "--override %d: the path has %d "
		    "hexes", opts.override, opts.npath);
		st = ST_USAGE;
	}
	return st;
}

static int
run(struct cli *c, struct game *g)
{
	struct retreat	*r;
	int		 st;

	if (opts.decline)
		return decline(g, c->explain ? c->explain_out : NULL);
	if (opts.advance)
		return advance(g, opts.advancing, opts.nadvancing,
		    c->explain ? c->explain_out : NULL);
	if ((st = parse_path(g)) != 0)
		return st;
	r = xcalloc(1, sizeof(*r));
	if (opts.cavalry != NULL)
		st = cavalry_retreat(g, r, &c->dice, opts.cavalry, opts.enemy);
	else
		st = retreat_from_pending(g, r, opts.voluntary_set,
		    opts.voluntary, opts.nvoluntary);
	if (st == 0 && r->nunits > 0)
		st = retreat_plan(g, r, opts.path, opts.npath, opts.hexes,
		    opts.override);
	if (st == 0 && r->nunits > 0)
		st = retreat_apply(g, r);
	if (st == 0 && c->explain)
		retreat_explain(g, r, c->explain_out);
	free(r);
	return st;
}

static const struct tool retreat = {
	.name = "gcacw-retreat",
	.synopsis = "[--path H,H,...] [--hexes N] [--override K] "
	    "[--voluntary U,U | --decline | --advance[=U,U] | --cavalry U "
	    "[--enemy U]] [--explain] [--dice LIST] [--seed N] "
	    "[--charts FILE] [-i] [FILE]",
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
	.longopts = longopts,
	.shortopts = "",
	.option = option,
	.ready = ready,
	.run = run,
};

int
main(int argc, char *argv[])
{
	return cli_main(&retreat, argc, argv);
}
