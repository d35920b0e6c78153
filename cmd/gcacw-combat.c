/*
 * gcacw-combat — a march attack, adjudicated in full (7.1-7.5).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "combat.h"

struct opts {
	const char		*attacker, *target;
	int			 type;
	bool			 odds;
	struct allocation	 loss[2][64];	/* defender, attacker */
	int			 nloss[2];
};

static struct opts opts = { .type = -1 };

enum { OPT_ATTACKER = 1, OPT_TARGET, OPT_ATTACK, OPT_DLOSS, OPT_ALOSS,
	OPT_ODDS };

static const struct option longopts[] = {
	{ "attacker", required_argument, NULL, OPT_ATTACKER },
	{ "target", required_argument, NULL, OPT_TARGET },
	{ "attack", required_argument, NULL, OPT_ATTACK },
	{ "defender-loss", required_argument, NULL, OPT_DLOSS },
	{ "attacker-loss", required_argument, NULL, OPT_ALOSS },
	{ "odds", no_argument, NULL, OPT_ODDS },
	{ NULL, 0, NULL, 0 },
};

/* "U=N" or "U=N,V=M"; names may hold spaces, not '=' or ','. */
static int
losses(struct cli *c, int side, const char *arg)
{
	char	*s = xstrdup(arg), *item, *save = NULL, *eq, *end;
	long	 n;
	int	 st = 0;

	for (item = strtok_r(s, ",", &save); item != NULL && st == 0;
	    item = strtok_r(NULL, ",", &save)) {
		if ((eq = strchr(item, '=')) == NULL || eq == item ||
		    (n = strtol(eq + 1, &end, 10), *end != '\0') ||
		    eq[1] == '\0' || n < 0 || opts.nloss[side] == 64) {
			diag_plain(&c->diag, ST_USAGE, "%s %s: give UNIT=N, "
			    "e.g. Wagner=1", side ? "--attacker-loss" :
			    "--defender-loss", arg);
			st = ST_USAGE;
			break;
		}
		*eq = '\0';
		opts.loss[side][opts.nloss[side]].unit = xstrdup(item);
		opts.loss[side][opts.nloss[side]++].loss = (int)n;
	}
	free(s);
	return st;
}

static int
option(struct cli *c, int opt, const char *arg)
{
	switch (opt) {
	case OPT_ATTACKER:
		opts.attacker = arg;
		return 0;
	case OPT_TARGET:
		opts.target = arg;
		return 0;
	case OPT_ATTACK:
		if ((opts.type = attack_type_parse(arg)) >= 0)
			return 0;
		diag_plain(&c->diag, ST_USAGE, "--attack %s: column, hasty, "
		    "normal or prepared", arg);
		return ST_USAGE;
	case OPT_DLOSS:
		return losses(c, 0, arg);
	case OPT_ALOSS:
		return losses(c, 1, arg);
	case OPT_ODDS:
		opts.odds = true;
		return 0;
	}
	return ST_USAGE;
}

static int
ready(struct cli *c)
{
	if (opts.attacker != NULL && opts.target != NULL && opts.type >= 0)
		return 0;
	diag_plain(&c->diag, ST_USAGE, "--attacker, --target and --attack "
	    "are required");
	return ST_USAGE;
}

static int
run(struct cli *c, struct game *g)
{
	struct combat	 cb;
	char		*buf = NULL;
	size_t		 len = 0;
	FILE		*f;
	int		 st;

	if ((st = combat_prepare(g, &cb, opts.attacker, opts.target,
	    (enum attack_type)opts.type)) != 0)
		return st;
	if (opts.odds) {
		/* A query: the report instead of the file, nothing changed. */
		if ((f = open_memstream(&buf, &len)) == NULL)
			return ST_INTERNAL;
		combat_odds(g, &cb, f);
		fclose(f);
		if (c->explain)
			combat_explain(g, &cb, c->explain_out);
		cli_printf(c, "%s", buf);
		free(buf);
		c->query = true;
		return 0;
	}
	if ((st = combat_roll(g, &cb, &c->dice)) != 0 ||
	    (st = combat_apply(g, &cb, &c->dice, opts.loss[0], opts.nloss[0],
	    opts.loss[1], opts.nloss[1])) != 0)
		return st;
	if (c->explain)
		combat_explain(g, &cb, c->explain_out);
	return 0;
}

static const struct tool combat = {
	.name = "gcacw-combat",
	.synopsis = "--attacker U --target H --attack "
	    "column|hasty|normal|prepared [--odds] [--defender-loss U=N] "
	    "[--attacker-loss U=N] [--explain] [--dice LIST] [--seed N] "
	    "[--charts FILE] [-i] [FILE]",
	.options_help = "Rules on a march attack (7.1-7.5) and applies the "
	    "results.\n"
	    "  --attacker U     the active unit\n"
	    "  --target H       the adjacent enemy-occupied hex\n"
	    "  --attack TYPE    column, hasty, normal or prepared\n"
	    "  --odds           print every result's chance; change nothing\n"
	    "  --defender-loss U=N, --attacker-loss U=N\n"
	    "                   divide a manpower loss among the units\n",
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
	return cli_main(&combat, argc, argv);
}
