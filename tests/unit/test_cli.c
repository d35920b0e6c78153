/*
 * test_cli.c — what -i never does (issue 9, "Nothing lost"): a run that
 * wrote a query's report does not replace FILE, whether or not the tool
 * marked the option CLI_QUERY; a marked option is refused before the
 * file is read.  And cli_run(), the in-memory life of the fuzz targets.
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

/*
 * cli_run(), a tool's life on an input held in memory (lib/cli/cli.c;
 * cli.h), which only the fuzz targets call (issue 15, branch coverage):
 * nothing but the input is read or written, so FILE, -i, --charts,
 * --help and --version are usage errors naming the option; each game of
 * the stream is emitted into the buffer, -k too; a dry run gives no
 * game, but a query's report all the same (issue 9).
 */
static const struct tool tool = { "gcacw-test", "[--ask] [FILE]", "", 0,
	marked, NULL, run, false, false, false, 0, 0 };
static const char two[] = TG_TURN1 TG_CLEAR "---\n" TG_TURN1 TG_CLEAR;

struct ran {
	int		 st;
	bool		 query;
	struct outbuf	 out;
	char		*err;	/* what went to err */
	size_t		 errlen;
};

/* cli_run with the words of argv (NULL-ended) on input. */
static void
run_words(struct ran *r, const char *input, char **argv)
{
	FILE	*err;
	int	 argc = 0;

	while (argv[argc] != NULL)
		argc++;
	ask = false;
	ran = 0;
	memset(r, 0, sizeof(*r));
	ck_assert_ptr_nonnull(err = open_memstream(&r->err, &r->errlen));
	r->st = cli_run(&tool, argc, argv, input, strlen(input), err, &r->out,
	    &r->query);
	ck_assert_int_eq(fclose(err), 0);
}

static void
ran_done(struct ran *r)
{
	free(r->out.data);
	free(r->err);
}

/* The output as a string (cli_run's buffer is not terminated). */
static char *
out_text(const struct ran *r)
{
	char	*s = calloc(1, r->out.len + 1);

	ck_assert_ptr_nonnull(s);
	if (r->out.len > 0)
		memcpy(s, r->out.data, r->out.len);
	return s;
}

/* cli.h: in memory, nothing else is read or written. */
START_TEST(test_refused_in_memory)
{
	static char *const words[][3] = {
		{ "gcacw-test", "-h", NULL },
		{ "gcacw-test", "-V", NULL },
		{ "gcacw-test", "-i", NULL },
		{ "gcacw-test", "--charts=x.yaml", NULL },
		{ "gcacw-test", "game.yaml", NULL },
	};
	static const char *const want[] = {
		"gcacw-test: -h: not with an input held in memory\n",
		"gcacw-test: -V: not with an input held in memory\n",
		"gcacw-test: -i: not with an input held in memory\n",
		"gcacw-test: --charts=x.yaml: not with an input held in "
		"memory\n",
		"gcacw-test: game.yaml: not with an input held in memory\n",
	};
	struct ran	 r;
	char		*argv[3];
	size_t		 i;

	for (i = 0; i < sizeof(want) / sizeof(*want); i++) {
		memcpy(argv, words[i], sizeof(argv));
		run_words(&r, game, argv);
		ck_assert_int_eq(r.st, ST_USAGE);
		ck_assert_str_eq(r.err, want[i]);
		ck_assert_uint_eq(r.out.len, 0);
		ck_assert_int_eq(ran, 0);
		ran_done(&r);
	}
}
END_TEST

/* Each game of a stream ruled and emitted, "---" between them; with -k
 * the same bytes (held in memory, nothing is flushed to stdout). */
START_TEST(test_stream_emitted)
{
	char		*plain[] = { "gcacw-test", NULL };
	char		*keep[] = { "gcacw-test", "-k", NULL };
	struct ran	 r, k;
	char		*a, *b;

	run_words(&r, two, plain);
	ck_assert_int_eq(r.st, 0);
	ck_assert_int_eq(ran, 2);
	ck_assert(!r.query);
	ck_assert_str_eq(r.err, "");
	a = out_text(&r);
	ck_assert_ptr_nonnull(strstr(a, "\n---\n"));
	ck_assert_ptr_nonnull(strstr(a, "game: standard\n"));
	run_words(&k, two, keep);
	ck_assert_int_eq(k.st, 0);
	ck_assert_int_eq(ran, 2);
	b = out_text(&k);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	ran_done(&r);
	ran_done(&k);
}
END_TEST

/* Issue 9: a dry run writes no game; a query's report is written all the
 * same, and said to be one. */
START_TEST(test_dry_run_and_query)
{
	char		*dry[] = { "gcacw-test", "-n", NULL };
	char		*query[] = { "gcacw-test", "-n", "--ask", NULL };
	struct ran	 r;
	char		*s;

	run_words(&r, game, dry);
	ck_assert_int_eq(r.st, 0);
	ck_assert_int_eq(ran, 1);
	ck_assert_uint_eq(r.out.len, 0);
	ck_assert(!r.query);
	ran_done(&r);

	run_words(&r, game, query);
	ck_assert_int_eq(r.st, 0);
	ck_assert(r.query);
	s = out_text(&r);
	ck_assert_str_eq(s, "a report\n");
	free(s);
	ran_done(&r);
}
END_TEST

/* A failed document gives nothing in memory, and its status. */
START_TEST(test_failure_gives_nothing)
{
	char		*plain[] = { "gcacw-test", NULL };
	char		*keep[] = { "gcacw-test", "-k", NULL };
	static const char bad[] = TG_TURN1 TG_CLEAR "---\n" TG_STD
	    "turn: 0\n";
	struct ran	 r;

	run_words(&r, bad, plain);
	ck_assert_int_eq(r.st, ST_DATA);
	ck_assert_uint_eq(r.out.len, 0);
	ck_assert_ptr_nonnull(strstr(r.err, "turn: 0 is out of range"));
	ran_done(&r);

	/* -k: every document ruled, the second's error named by its
	 * number, the status the worst; in memory, a run that failed
	 * gives no output at all (cli_run frees it). */
	run_words(&r, bad, keep);
	ck_assert_int_eq(r.st, ST_DATA);
	ck_assert_int_eq(ran, 1);
	ck_assert_uint_eq(r.out.len, 0);
	ck_assert_ptr_nonnull(strstr(r.err, "document 2: turn: 0 is out of "
	    "range"));
	ran_done(&r);
}
END_TEST

static Suite *
cli_suite(void)
{
	Suite	*s = suite_create("cli");
	TCase	*tc = tcase_create("in-place");

	tcase_add_test(tc, test_query_run_never_rewrites);
	tcase_add_test(tc, test_query_option_refused_with_in_place);
	tcase_add_test(tc, test_refused_in_memory);
	tcase_add_test(tc, test_stream_emitted);
	tcase_add_test(tc, test_dry_run_and_query);
	tcase_add_test(tc, test_failure_gives_nothing);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cli_suite)
