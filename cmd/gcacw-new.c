/*
 * gcacw-new.c — a scenario's starting game (the scenario library,
 * gcacw-file(5)): its map sheets' named places, its set-up where the
 * rulebook prints it, turn 1, the ledger at zero, the generator seeded
 * and recorded; --list lists the library.
 */
#include "cli.h"

static bool list;
static const char *template;

static const struct cli_option options[] = {
	{ "list", CLI_QUERY, &list, NULL, 0, 0, NULL },
	{ "template", CLI_STRING, &template, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
ready(struct cli *c)
{
	return cli_new_check(c, list, template);
}

static int
run(struct cli *c, struct game *g)
{
	const struct scenario	*s;

	(void)g;
	if (template != NULL)
		return cli_new_template(c, template);
	if (list)
		return cli_new_list(c);
	if ((s = cli_new_scenario(c, c->file)) == NULL)
		return c->diag.status;
	return cli_new_game(c, s);
}

static const struct tool new = {
	.name = "gcacw-new",
	.synopsis = "[--seed N] SCENARIO\n--list\n--template units|leaders",
	.options_help = "Writes a scenario's starting game on standard "
	    "output.\n"
	    "  SCENARIO         a name of --list (kernstown, or "
	    "siv/kernstown)\n"
	    "  --list           the scenarios: game, name, turns, set-up "
	    "or skeleton\n"
	    "  --template units|leaders\n"
	    "                   a unit's or a leader's fields, commented, "
	    "to fill in\n",
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
