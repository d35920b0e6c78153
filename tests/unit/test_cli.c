/*
 * test_cli.c — what -i never does (issue 9, "Nothing lost"): a run that
 * wrote a query's report does not replace FILE, whether or not the tool
 * marked the option CLI_QUERY; a marked option is refused before the
 * file is read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "cli.h"
#include "diag.h"
#include "fixture.h"

static bool	ask;
static int	ran;

/* A tool that answers a question when asked, like --odds. */
static int
run(struct cli *c, struct game *g)
{
	(void)g;
	ran++;
	if (ask)
		fputs("a report\n", cli_query(c));
	return 0;
}

static const struct cli_option unmarked[] = {
	{ "ask", CLI_FLAG, &ask, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static const struct cli_option marked[] = {
	{ "ask", CLI_QUERY, &ask, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static const char game[] = TG_TURN1 TG_CLEAR;

/* Run a tool with OPTIONS on a file holding `game`; the file's bytes. */
static int
run_in_place(const struct cli_option *options, char **after)
{
	struct tool	 t = { "gcacw-test", "[--ask] [-i] [FILE]", "", 0,
			    NULL, NULL, run, false, false, false, 0, 0 };
	char		 path[] = "/tmp/gcacw-test-cli.XXXXXX";
	char		*argv[] = { "gcacw-test", "--ask", "-i", path, NULL };
	FILE		*f;
	long		 n;
	int		 fd, st;

	t.options = options;
	ask = false;
	ran = 0;
	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_int_eq(write(fd, game, sizeof(game) - 1),
	    (ssize_t)sizeof(game) - 1);
	close(fd);
	/* Check runs each test in a child: its messages are not wanted. */
	ck_assert_ptr_nonnull(freopen("/dev/null", "w", stderr));
	st = cli_main(&t, 4, argv);
	ck_assert_ptr_nonnull(f = fopen(path, "rb"));
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	*after = calloc(1, (size_t)n + 1);
	ck_assert_int_eq(fread(*after, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	unlink(path);
	return st;
}

START_TEST(test_query_run_never_rewrites)
{
	char *after;

	ck_assert_int_eq(run_in_place(unmarked, &after), ST_USAGE);
	ck_assert_int_eq(ran, 1);
	ck_assert_str_eq(after, game);
	free(after);
}
END_TEST

START_TEST(test_query_option_refused_with_in_place)
{
	char *after;

	ck_assert_int_eq(run_in_place(marked, &after), ST_USAGE);
	ck_assert_str_eq(after, game);
	/* Refused at option time: the tool never ran. */
	ck_assert_int_eq(ran, 0);
	free(after);
}
END_TEST

static Suite *
cli_suite(void)
{
	Suite	*s = suite_create("cli");
	TCase	*tc = tcase_create("in-place");

	tcase_add_test(tc, test_query_run_never_rewrites);
	tcase_add_test(tc, test_query_option_refused_with_in_place);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cli_suite)
