/*
 * gcacw-combat.c — a march attack, adjudicated in full (7.1-7.5).
 */
#include "assault.h"
#include "cli_args.h"
#include "explain.h"

static struct combat_order	o = { .type = -1 };
static struct assault_order	a;
static struct loss_list		loss[2];	/* defender, attacker */
static struct name_list		assault_units, grand_hexes, grand_units;
static struct name_list		cavalry_units;
static const char		*assault_leader, *grand_leader;
static bool			 lee;

static int
attack(struct cli *c, const struct cli_option *opt, const char *arg)
{
	(void)opt;
	if ((o.type = attack_type_parse(arg)) >= 0)
		return 0;
	diag_plain(&c->diag, ST_USAGE, "--attack %s: column, hasty, normal or "
	    "prepared", arg);
	return ST_USAGE;
}

static const struct cli_option options[] = {
	{ "attacker", CLI_STRING, &o.attacker, NULL, 0, 0, NULL },
	{ "target", CLI_STRING, &o.target, NULL, 0, 0, NULL },
	{ "attack", CLI_CALL, NULL, NULL, 0, 0, attack },
	{ "assault", CLI_STRING, &assault_leader, NULL, 0, 0, NULL },
	{ "units", CLI_NAMES, &assault_units, NULL, 0, 0, NULL },
	{ "grand", CLI_NAMES, &grand_hexes, NULL, 0, 0, NULL },
	{ "grand-units", CLI_NAMES, &grand_units, NULL, 0, 0, NULL },
	{ "grand-leader", CLI_STRING, &grand_leader, NULL, 0, 0, NULL },
	{ "cavalry-retreat", CLI_NAMES, &cavalry_units, NULL, 0, 0, NULL },
	{ "defender-loss", CLI_LOSSES, &loss[0], NULL, 0, 0, NULL },
	{ "attacker-loss", CLI_LOSSES, &loss[1], NULL, 0, 0, NULL },
	{ "lee", CLI_FLAG, &lee, NULL, 0, 0, NULL },
	{ "odds", CLI_QUERY, &o.odds, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	a.leader = assault_leader;
	a.grand_leader = grand_leader;
	a.lee = lee;
	a.has_units = assault_units.given;
	a.has_cavalry = cavalry_units.given;
	return combat_order_check(&c->diag, &o, &a);
}

/* An assault (5.3, 7.1). */
static int
assault(struct cli *c, struct game *g)
{
	struct assault		as;
	struct assault_odds	odds;
	int			st;

	a.target = o.target;
	a.units = assault_units.items;
	a.nunits = assault_units.n;
	a.grand = grand_hexes.items;
	a.ngrand = grand_hexes.n;
	a.grand_units = grand_units.items;
	a.ngrand_units = grand_units.n;
	a.cavalry = cavalry_units.items;
	a.ncavalry = cavalry_units.n;
	a.defender_loss = o.defender_loss;
	a.ndefender_loss = o.ndefender_loss;
	a.attacker_loss = o.attacker_loss;
	a.nattacker_loss = o.nattacker_loss;
	a.odds = o.odds;
	st = assault_resolve(g, &c->dice, &a, &as);
	if (st == 0 && o.odds) {
		if ((st = assault_odds(g, &as, &odds)) == 0)
			assault_explain_odds(cli_query(c), &as, &odds);
		return st;
	}
	if (st == 0 && cli_explain(c) != NULL)
		assault_explain(g, &as, cli_explain(c));
	return st;
}

static int
run(struct cli *c, struct game *g)
{
	struct combat		cb;
	struct combat_odds	odds;
	int			st;

	o.defender_loss = loss[0].items;
	o.ndefender_loss = loss[0].n;
	o.attacker_loss = loss[1].items;
	o.nattacker_loss = loss[1].n;
	if ((st = cli_hex_on_map(g, "--target", o.target)) != 0)
		return st;
	if (a.leader != NULL)
		return assault(c, g);
	st = combat_resolve(g, &c->dice, &o, &cb);
	if (st == 0 && o.odds) {
		combat_odds(g, &cb, &odds);
		explain_odds(cli_query(c), &cb, &odds);
	}
	if (st == 0 && cli_explain(c) != NULL)
		combat_explain(g, &cb, cli_explain(c));
	return st;
}

static const struct tool combat = {
	.name = "gcacw-combat",
	.synopsis = "--attacker U --target H --attack "
	    "column|hasty|normal|prepared [--odds] [--defender-loss U=N] "
	    "[--attacker-loss U=N] [--explain] [--dice LIST] [--seed N] "
	    "[--charts FILE] [-ikn] [FILE]\n"
	    "--assault L --target H --units U,U "
	    "[--grand H,H --grand-units U,U [--grand-leader L]] "
	    "[--cavalry-retreat U] [--lee] [--odds] "
	    "[--defender-loss U=N] [--attacker-loss U=N] [--explain] "
	    "[--dice LIST] [--seed N] [--charts FILE] [-ikn] [FILE]",
	.options_help = "Rules on a march attack (7.1-7.5), or an assault "
	    "(5.3, 7.1), and applies the results.\n"
	    "  --attacker U     the active unit\n"
	    "  --target H       the adjacent enemy-occupied hex\n"
	    "  --attack TYPE    column, hasty, normal or prepared\n"
	    "  --assault L      an assault by leader L (5.3, 7.1)\n"
	    "  --units U,U      the units L selects, in order of employment\n"
	    "  --lee            state the Lee bonus (7.4)\n"
	    "  --odds           print every result's chance; change nothing\n"
	    "  --defender-loss U=N, --attacker-loss U=N\n"
	    "                   divide a manpower loss among the units\n",
	.max_errors = 20,
	.options = options,
	.ready = ready,
	.run = run,
	.phases = PHASE_BIT(PH_ACTION),
};

int
main(int argc, char *argv[])
{
	return cli_main(&combat, argc, argv);
}
