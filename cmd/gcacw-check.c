/*
 * gcacw-check — validate a game file and write it back in canonical form.
 */
#include <stdio.h>

#include "cli.h"
#include "explain.h"

static int
run(struct cli *c, struct game *g)
{
	/* Loading validated the document; the canonical form is written by
	 * the caller.  Nothing is ruled on. */
	if (c->explain)
		explain_game(c->explain_out, g);
	return 0;
}

static const struct tool check = {
	.name = "gcacw-check",
	.synopsis = "[--explain] [--charts FILE] [-ikn] [FILE]",
	.options_help = "Validates a game file and writes it back in "
	    "canonical form;\nreports up to 20 errors, one a line.\n",
	.max_errors = 20,
	.run = run,
};

int
main(int argc, char *argv[])
{
	return cli_main(&check, argc, argv);
}
