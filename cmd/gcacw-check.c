/*
 * gcacw-check.c — validate a game file and write it back in canonical form.
 */
#include <stdio.h>

#include "cli.h"
#include "explain.h"
#include "undo.h"

static bool undo;

static const struct cli_option options[] = {
	{ "undo", CLI_FLAG, &undo, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static int
run(struct cli *c, struct game *g)
{
	const char	*what = NULL;
	int		 st;

	/* --undo: the last entry, where the log alone takes it back. */
	if (undo) {
		if ((st = log_undo(g, &what)) != 0)
			return st;
		if (c->explain)
			fprintf(c->explain_out, "Taken back: %s.\n", what);
	}
	/* Loading validated the document; the canonical form is written by
	 * the caller.  Nothing is ruled on. */
	if (c->explain)
		explain_game(c->explain_out, g);
	return 0;
}

static const struct tool check = {
	.name = "gcacw-check",
	.synopsis = "[--undo] [--explain] [--charts FILE] [-ikn] [FILE]",
	.options_help = "Validates a game file and writes it back in "
	    "canonical form;\nreports up to 20 errors, one a line.\n"
	    "  --undo           take back the last log entry, where the log "
	    "alone can\n",
	.max_errors = 20,
	.options = options,
	.run = run,
};

int
main(int argc, char *argv[])
{
	return cli_main(&check, argc, argv);
}
