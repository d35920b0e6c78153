/*
 * gcacw-show.c — the situation as a picture: the map, the
 * counters, ZOC and a ruling of the log drawn, as one SVG document on
 * standard output.  A query: it writes a picture, never a game, and rolls
 * no dice.  The drawing is lib/explain/show*.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_args.h"
#include "show.h"

#define MAX_ENTRIES	16

static const char	*around;
static int		 radius = -1;
static bool		 no_legend;
static unsigned		 zoc;
static int		 entries[MAX_ENTRIES];
static int		 nentries;
static int		 drawn;		/* documents drawn this run */

static int
zoc_side(struct cli *c, const struct cli_option *opt, const char *arg)
{
	(void)opt;
	if (strcmp(arg, "csa") == 0)
		zoc = SHOW_ZOC_CSA;
	else if (strcmp(arg, "usa") == 0)
		zoc = SHOW_ZOC_USA;
	else if (strcmp(arg, "both") == 0)
		zoc = SHOW_ZOC_CSA | SHOW_ZOC_USA;
	else {
		diag_plain(&c->diag, ST_USAGE, "--zoc %s: give csa, usa or "
		    "both", arg);
		return ST_USAGE;
	}
	return 0;
}

/* "N" or "N,M,...": log entries counted from 1, the first. */
static int
entry_list(struct cli *c, const struct cli_option *opt, const char *arg)
{
	const char	*p = arg;
	char		*end;
	long		 n;

	(void)opt;
	nentries = 0;
	for (;;) {
		n = strtol(p, &end, 10);
		if (end == p || (*end != ',' && *end != '\0') || n < 1 ||
		    n > 1000000) {
			diag_plain(&c->diag, ST_USAGE, "--entry %s: give log "
			    "entries by number, from 1 (the first): 3 or "
			    "1,2", arg);
			return ST_USAGE;
		}
		if (nentries == MAX_ENTRIES) {
			diag_plain(&c->diag, ST_USAGE, "--entry %s: at most "
			    "%d entries", arg, MAX_ENTRIES);
			return ST_USAGE;
		}
		entries[nentries++] = (int)n;
		if (*end == '\0')
			return 0;
		p = end + 1;
	}
}

static const struct cli_option options[] = {
	{ "around", CLI_STRING, &around, NULL, 0, 0, NULL },
	{ "radius", CLI_NUMBER, &radius, "a number of hexes", 0, 60, NULL },
	{ "zoc", CLI_CALL, NULL, NULL, 0, 0, zoc_side },
	{ "entry", CLI_CALL, NULL, NULL, 0, 0, entry_list },
	{ "no-legend", CLI_FLAG, &no_legend, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	drawn = 0;
	if (c->in_place) {
		diag_plain(&c->diag, ST_USAGE, "gcacw-show draws a picture: "
		    "it never rewrites FILE; drop -i");
		return ST_USAGE;
	}
	if (c->dice_list != NULL || c->have_seed) {
		diag_plain(&c->diag, ST_USAGE, "%s: gcacw-show rolls no dice",
		    c->dice_list != NULL ? "--dice" : "--seed");
		return ST_USAGE;
	}
	if (radius >= 0 && around == NULL) {
		diag_plain(&c->diag, ST_USAGE, "--radius: give --around HEX "
		    "too");
		return ST_USAGE;
	}
	return 0;
}

static int
run(struct cli *c, struct game *g)
{
	struct show_opts	 o;
	const char		*why;
	int			 st;

	/* One picture: an SVG file holds one document. */
	if (drawn++ > 0) {
		diag_plain(g->diag, ST_USAGE, "the input holds more than one "
		    "game: gcacw-show draws one (split the stream)");
		return ST_USAGE;
	}
	memset(&o, 0, sizeof(o));
	if (around != NULL) {
		if (hex_parse(g->map.geo, around, &o.centre, &why) < 0) {
			diag_plain(g->diag, ST_USAGE, "--around %s: not a hex "
			    "id: %s", around, why);
			return ST_USAGE;
		}
		if ((st = cli_hex_on_map(g, "--around", around)) != 0)
			return st;
		o.around = true;
		o.radius = radius >= 0 ? radius : 3;
	}
	/* Checked here too, before anything of the picture is written: an
	 * error leaves nothing of it (show_svg says the same). */
	for (st = 0; st < nentries; st++)
		if (g->log == NULL || g->log->kind != N_SEQ ||
		    entries[st] > g->log->n) {
			diag_plain(g->diag, ST_USAGE, "--entry %d: the log "
			    "holds %d entr%s", entries[st], g->log != NULL &&
			    g->log->kind == N_SEQ ? g->log->n : 0, g->log !=
			    NULL && g->log->kind == N_SEQ && g->log->n == 1 ?
			    "y" : "ies");
			return ST_USAGE;
		}
	o.zoc = zoc;
	o.entries = nentries > 0 ? entries : NULL;
	o.nentries = nentries;
	o.no_legend = no_legend;
	return show_svg(cli_query_stream(c), g, &o);
}

static const struct tool show = {
	.name = "gcacw-show",
	.synopsis = "[--around HEX [--radius N]] [--zoc csa|usa|both] "
	    "[--entry N[,N...]] [--no-legend] [FILE]",
	.options_help = "Draws the game as one SVG picture on standard "
	    "output.\n"
	    "  --around HEX     only the hexes near HEX\n"
	    "  --radius N       how near, in hexes (default 3)\n"
	    "  --zoc SIDE       shade csa's, usa's or both sides' ZOC\n"
	    "  --entry N,...    draw these log entries, from 1 (default the "
	    "last)\n"
	    "  --no-legend      the map alone, without title key and "
	    "ruling\n",
	.max_errors = 20,
	.options = options,
	.ready = ready,
	.run = run,
};

int
main(int argc, char *argv[])
{
	return cli_main(&show, argc, argv);
}
