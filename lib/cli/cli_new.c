/*
 * cli_new.c — what gcacw-new writes besides a scenario's game
 * (cli_new_game(), cli_scenario.c): which of its options go together,
 * the scenario a name means, with the nearest name when none does, the
 * library listed, and the unit and leader templates.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "explain.h"
#include "games.h"
#include "module.h"
#include "node.h"
#include "scalar.h"
#include "scenario.h"

int
cli_new_check(struct cli *c, bool list, const char *template)
{
	if (c->dice_list != NULL) {
		diag_plain(&c->diag, ST_USAGE, "--dice: gcacw-new rolls no "
		    "dice; --seed N seeds the game's generator");
		return ST_USAGE;
	}
	if (template != NULL) {
		if (strcmp(template, "units") != 0 &&
		    strcmp(template, "leaders") != 0) {
			diag_plain(&c->diag, ST_USAGE, "--template %s: units "
			    "or leaders", template);
			return ST_USAGE;
		}
		if (list || c->file != NULL) {
			diag_plain(&c->diag, ST_USAGE, "--template takes no "
			    "SCENARIO and no --list");
			return ST_USAGE;
		}
		return 0;
	}
	if (list == (c->file != NULL)) {
		diag_plain(&c->diag, ST_USAGE, list ? "--list takes no "
		    "SCENARIO" : "which scenario? (gcacw-new --list lists "
		    "them)");
		return ST_USAGE;
	}
	return 0;
}

/*
 * --template: a unit or a leader without reading gcacw-file(5) whole:
 * every field, commented, the required ones marked, ready to paste under
 * the game's units: or leaders: and fill in from the counter.
 */
static const char unit_template[] =
"# A unit for a game file (gcacw-file(5), units): paste it under units:,\n"
"# name it as its counter does and fill it in; gcacw-check checks it.\n"
"# Fields marked \"required\" must be given; the others have the default\n"
"# shown (a fresh unit).  gcacw-charts --missing FILE lists the counter\n"
"# values a game still lacks.\n"
"units:\n"
"  NAME:\n"
"    side: csa             # required: csa or usa\n"
"    type: infantry        # required: infantry, cavalry, artillery, wagon\n"
"    size: brigade         # division, brigade, regiment, squadron (2.2)\n"
"    command: [CODE]       # its formations, as its leaders' leads (6.3)\n"
"    hex: S0832            # required in play: the hex id as printed\n"
"    manpower: 4           # required: the Strength marker's number (7.2)\n"
"    tactical: 1           # on the counter: the Tactical value (7.4)\n"
"    artillery: 0          # on the counter: the Artillery value (7.3)\n"
"    disorganized: false   # the Strength marker's side (7.2)\n"
"    fatigue: 0            # the Fatigue Level, 0 to 4 (5.1, 8.0)\n"
"    exhausted: false      # on its reverse (exhausted) side (8.0)\n"
"    demoralized: 0        # 0, 1 or 2: the Demoralize marker (11.0)\n"
"    entrenchment: none    # none, breastwork-build, breastwork, ... (9.0)\n";

/* Does the set-up place a unit on the map? */
static bool
placed(const struct node *units)
{
	int i;

	for (i = 0; units != NULL && i < units->n; i++)
		if (node_get(node_val(units, i), "hex") != NULL)
			return true;
	return false;
}

static const char leader_template[] =
"# A leader for a game file (gcacw-file(5), leaders): paste it under\n"
"# leaders:, name it as its counter does and fill it in; gcacw-check\n"
"# checks it.  Fields marked \"required\" must be given.\n"
"leaders:\n"
"  NAME:\n"
"    side: csa             # required: csa or usa\n"
"    rank: corps           # required: army, district, corps or division\n"
"    leads: CODE           # the formation he commands (units' command)\n"
"    tactical: 2           # on the counter; an army leader has none (7.4)\n"
"    command: 3            # on the counter: the Command value (2.2, 7.1)\n"
"    with: UNIT            # required in play: a unit of his command (6.3)\n";

int
cli_new_template(struct cli *c, const char *which)
{
	fputs(strcmp(which, "units") == 0 ? unit_template : leader_template,
	    cli_query(c));
	return 0;
}

/* One line a scenario: game, name, turns, set-up, title and rule. */
int
cli_new_list(struct cli *c)
{
	static const struct module *const games[] = { &module_siv,
	    &module_sjw };
	const struct scenario	*s;
	const struct node	*v;
	const char *const	*n;
	FILE			*f = cli_query(c);
	size_t			 i;

	if (cli_explain(c) != NULL)
		fprintf(cli_explain(c), "The scenario library: the first of "
		    "these directories that holds GAME/NAME.yaml: %s\n",
		    cli_scenario_dirs());
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		for (n = games[i]->scenarios; *n != NULL; n++) {
			if ((s = cli_scenario(c, games[i], *n)) == NULL)
				return c->diag.status;
			/* "set-up": its units are placed; "skeleton": the
			 * players place them (units in off-map boxes are
			 * not placed, SIV 27.0). */
			v = s->setup != NULL ? node_get(s->setup, "units") :
			    NULL;
			fprintf(f, "%-4s %-26s turns %3d-%-3d %-10s %s (%s)\n",
			    games[i]->name, s->name, s->first, s->last,
			    placed(v) ? "set-up" : "skeleton", s->title,
			    s->rule);
		}
	return 0;
}

/* A name not in the library, with the nearest one when it is near. */
static int
unknown(struct cli *c, const char *name)
{
	static const struct module *const games[] = { &module_siv,
	    &module_sjw };
	const char *const	*n;
	const char		*best = NULL, *bgame = NULL;
	int			 d, bd = 1 << 30;
	size_t			 i;

	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		for (n = games[i]->scenarios; *n != NULL; n++)
			if ((d = edit_distance(name, *n)) < bd) {
				bd = d;
				best = *n;
				bgame = games[i]->name;
			}
	if (bd <= 2 || bd * 3 <= (int)strlen(name))
		diag_plain(&c->diag, ST_USAGE, "%s: no such scenario; did you "
		    "mean '%s' (%s)?", c->file, best, bgame);
	else
		diag_plain(&c->diag, ST_USAGE, "%s: no such scenario "
		    "(gcacw-new --list lists them)", c->file);
	return ST_USAGE;
}

const struct scenario *
cli_new_scenario(struct cli *c, const char *name)
{
	const struct module	*m;
	const char		*slash;
	char			 game[8];

	/* "kernstown" or "siv/kernstown". */
	if ((slash = strchr(name, '/')) != NULL &&
	    (size_t)(slash - name) < sizeof(game)) {
		snprintf(game, sizeof(game), "%.*s", (int)(slash - name),
		    name);
		m = module_find(game);
		name = slash + 1;
	} else
		m = cli_scenario_game(name);
	if (m == NULL || m->scenarios == NULL ||
	    cli_scenario_game(name) != m) {
		(void)unknown(c, name);
		return NULL;
	}
	return cli_scenario(c, m, name);
}
