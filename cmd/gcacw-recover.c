/*
 * gcacw-recover — the Recovery Phase for every unit on the map (8.0), with
 * the activities the players ask for: entrenching (9.0), pontoon bridges
 * (10.1), repairs (10.3) and foraging (SIV 24.3, SJW 20.4).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "recover.h"

#define MAXORDERS 256

/* The activities in command-line order; hexsides are read after load,
 * once the game's sheets are known. */
struct opts {
	struct recover_order	 orders[MAXORDERS];
	const char		*hexside[MAXORDERS];
	const char		*arg[MAXORDERS];
	int			 norders;
	bool			 dispersal;
	char			*copies[MAXORDERS];	/* of the arguments */
	int			 ncopies;
};

static struct opts opts;

static const struct option longopts[] = {
	{ "entrench", required_argument, NULL, 1 + RA_ENTRENCH },
	{ "bridge", required_argument, NULL, 1 + RA_BRIDGE },
	{ "repair", required_argument, NULL, 1 + RA_REPAIR },
	{ "forage", required_argument, NULL, 1 + RA_FORAGE },
	{ "dispersal", no_argument, NULL, 1 + RA_COUNT },
	{ NULL, 0, NULL, 0 },
};

static int
add(struct cli *c, enum recover_activity act, const char *unit,
    const char *hexside, const char *arg)
{
	if (opts.norders == MAXORDERS) {
		diag_plain(&c->diag, ST_USAGE, "at most %d activities",
		    MAXORDERS);
		return ST_USAGE;
	}
	opts.orders[opts.norders].activity = act;
	opts.orders[opts.norders].unit = unit;
	opts.hexside[opts.norders] = hexside;
	opts.arg[opts.norders++] = arg;
	return 0;
}

static int
option(struct cli *c, int opt, const char *arg)
{
	enum recover_activity	 act = (enum recover_activity)(opt - 1);
	char			*s, *item, *save = NULL, *colon;
	int			 st = 0;

	if (opt == 1 + RA_COUNT) {
		opts.dispersal = true;
		return 0;
	}
	if (opts.ncopies == MAXORDERS) {
		diag_plain(&c->diag, ST_USAGE, "at most %d activities",
		    MAXORDERS);
		return ST_USAGE;
	}
	/* Kept for the life of the tool: the orders point into it. */
	s = opts.copies[opts.ncopies++] = xstrdup(arg);
	if (act == RA_ENTRENCH || act == RA_FORAGE) {
		if (*s == '\0' || *s == ',' || s[strlen(s) - 1] == ',' ||
		    strstr(s, ",,") != NULL) {
			diag_plain(&c->diag, ST_USAGE, "%s '%s': give unit "
			    "names, e.g. Brown,Wagner",
			    recover_activity_options[act], arg);
			return ST_USAGE;
		}
		for (item = strtok_r(s, ",", &save); item != NULL && st == 0;
		    item = strtok_r(NULL, ",", &save))
			st = add(c, act, item, NULL, arg);
		return st;
	}
	/* U:H/H; a name may hold a colon, the hexside may not. */
	if ((colon = strrchr(s, ':')) == NULL || colon == s ||
	    colon[1] == '\0') {
		diag_plain(&c->diag, ST_USAGE, "%s %s: give UNIT:HEX/HEX, e.g. "
		    "Brown:4611/4610", recover_activity_options[act], arg);
		return ST_USAGE;
	}
	*colon = '\0';
	return add(c, act, s, colon + 1, arg);
}

static int
run(struct cli *c, struct game *g)
{
	struct recover_orders	 o;
	const char		*why;
	int			 i;

	for (i = 0; i < opts.norders; i++)
		if (opts.hexside[i] != NULL && hexside_parse(g->map.geo,
		    opts.hexside[i], &opts.orders[i].hexside, &why) < 0) {
			diag_plain(g->diag, ST_USAGE, "%s %s: '%s' is not a "
			    "hexside: %s", recover_activity_options[
			    opts.orders[i].activity], opts.arg[i],
			    opts.hexside[i], why);
			return ST_USAGE;
		}
	memset(&o, 0, sizeof(o));
	o.orders = opts.orders;
	o.norders = opts.norders;
	o.dispersal = opts.dispersal;
	return recover_phase(g, &c->dice, &o, c->explain ? c->explain_out :
	    NULL);
}

static const struct tool recover = {
	.name = "gcacw-recover",
	.synopsis = "[--entrench U,U] [--bridge U:H/H] [--repair U:H/H] "
	    "[--forage U,U] [--dispersal] [--explain] [--dice LIST] "
	    "[--seed N] [--charts FILE] [-i] [FILE]",
	.options_help = "Runs the Recovery Phase (8.0) for every unit in "
	    "play, with the activities asked\nfor; one die each for bridges, "
	    "repairs and foraging, in the order given.\n"
	    "  --entrench U,U   entrench (9.0)\n"
	    "  --bridge U:H/H   build a pontoon bridge across H/H (10.1)\n"
	    "  --repair U:H/H   repair the destroyed bridge or ferry (10.3)\n"
	    "  --forage U,U     forage (Advanced Game: SIV 24.3, SJW 20.4)\n"
	    "  --dispersal      the SJW optional Dispersal rule (20.4)\n",
	.max_errors = 20,
	.longopts = longopts,
	.shortopts = "",
	.option = option,
	.run = run,
};

int
main(int argc, char *argv[])
{
	return cli_main(&recover, argc, argv);
}
