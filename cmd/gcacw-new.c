/*
 * gcacw-new — a scenario's starting game (the scenario library,
 * gcacw-file(5)): its map sheets' named places, its set-up where the
 * rulebook prints it, turn 1, the ledger at zero, the generator seeded
 * and recorded; --list lists the library.
 */
#include <string.h>

#include "cli.h"
#include "explain.h"
#include "games.h"
#include "module.h"
#include "scalar.h"
#include "scenario.h"

static bool list;

static const struct cli_option options[] = {
	{ "list", CLI_QUERY, &list, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	if (c->dice_list != NULL) {
		diag_plain(&c->diag, ST_USAGE, "--dice: gcacw-new rolls no "
		    "dice; --seed N seeds the game's generator");
		return ST_USAGE;
	}
	if (list == (c->file != NULL)) {
		diag_plain(&c->diag, ST_USAGE, list ? "--list takes no "
		    "SCENARIO" : "which scenario? (gcacw-new --list lists "
		    "them)");
		return ST_USAGE;
	}
	return 0;
}

/* One line a scenario: game, name, turns, set-up, title and rule. */
static int
list_all(struct cli *c)
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
			 * players place them. */
			v = s->setup != NULL ? node_get(s->setup, "units") :
			    NULL;
			fprintf(f, "%-4s %-26s turns %3d-%-3d %-10s %s (%s)\n",
			    games[i]->name, s->name, s->first, s->last,
			    v != NULL && v->n > 0 ? "set-up" : "skeleton",
			    s->title, s->rule);
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

static int
run(struct cli *c, struct game *g)
{
	const struct module	*m;
	const struct scenario	*s;
	const char		*name = c->file, *slash;
	char			 game[8];

	(void)g;
	if (list)
		return list_all(c);
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
	    cli_scenario_game(name) != m)
		return unknown(c, name);
	if ((s = cli_scenario(c, m, name)) == NULL)
		return c->diag.status;
	return cli_new_game(c, s);
}

static const struct tool new = {
	.name = "gcacw-new",
	.synopsis = "[--seed N] SCENARIO\n--list",
	.options_help = "Writes a scenario's starting game on standard "
	    "output.\n"
	    "  SCENARIO         a name of --list (kernstown, or "
	    "siv/kernstown)\n"
	    "  --list           the scenarios: game, name, turns, set-up "
	    "or skeleton\n",
	.max_errors = 20,
	.options = options,
	.ready = ready,
	.run = run,
	.no_input = true,
};

int
main(int argc, char *argv[])
{
	return cli_main(&new, argc, argv);
}
