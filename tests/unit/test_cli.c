/*
 * test_cli.c — a tool's life (lib/cli/cli.c, cli.h; DESIGN.md section
 * 5): the exit statuses when the system fails it (74 when input cannot
 * be read or output cannot be written, 66 when it cannot be opened, 65
 * for no game, 64 for a usage error), -i leaving FILE as it was on every
 * failure and never after a query's report, the phases a tool runs in
 * (3.0), -k and -n; and cli_run(), the in-memory life of the fuzz
 * targets, which reads and writes nothing but the input it is given.
 */
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "cli.h"
#include "fixture_io.h"
#include "phase.h"

/* ---- The tools under test ---- */

static bool	  ask;
static int	  ran;
/* Before the game is written, the test's sabotage of the system. */
static int	(*sabotage)(void);

/* A tool that rules nothing and, asked, answers like --odds; a report
 * written in two parts is one report. */
static int
run(struct cli *c, struct game *g)
{
	(void)g;
	ran++;
	/* In spawn's child: a failed sabotage is a status, not an
	 * assertion. */
	if (sabotage != NULL && sabotage() != 0)
		return ST_INTERNAL;
	if (ask) {
		fputs("a ", cli_query(c));
		fputs("report\n", cli_query(c));
	}
	return 0;
}

/* --ask, the question, as a tool may or may not mark it. */
static const struct cli_option unmarked[] = {
	{ "ask", CLI_FLAG, &ask, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static const struct cli_option marked[] = {
	{ "ask", CLI_QUERY, &ask, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, NULL, 0, 0, NULL },
};

static const struct tool tool = { "gcacw-test", "[-i] [FILE]", "", 0,
	marked, NULL, run, false, false, false, 0, 0 };
/* A tool of the Recovery Phase (8.0), which ends it. */
static const struct tool recovery = { "gcacw-test", "[--ask] [FILE]", "",
	0, marked, NULL, run, false, false, false, PHASE_BIT(PH_RECOVERY),
	PH_TURN_INDICATION };

static const char game[] = TG_TURN1 TG_CLEAR;
static const char two[] = TG_TURN1 TG_CLEAR "---\n" TG_TURN1 TG_CLEAR;

/* ---- cli_run(): in memory ---- */

struct ran {
	int		 st;
	bool		 query;
	struct outbuf	 out;
	char		*err;	/* what went to err */
	size_t		 errlen;
	char		*text;	/* out, NUL-terminated */
};

/* cli_run with tool t and the words of argv (NULL-ended) on input. */
static void
run_mem(struct ran *r, const struct tool *t, const char *input,
    char **argv)
{
	FILE	*err;
	int	 argc = 0;

	while (argv[argc] != NULL)
		argc++;
	ran = 0;
	ask = false;
	memset(r, 0, sizeof(*r));
	ck_assert_ptr_nonnull(err = open_memstream(&r->err, &r->errlen));
	r->st = cli_run(t, argc, argv, input, strlen(input), err, &r->out,
	    &r->query);
	ck_assert_int_eq(fclose(err), 0);
	ck_assert_ptr_nonnull(r->text = calloc(1, r->out.len + 1));
	if (r->out.len > 0)
		memcpy(r->text, r->out.data, r->out.len);
}

static void
ran_done(struct ran *r)
{
	free(r->out.data);
	free(r->err);
	free(r->text);
}

/*
 * A run in memory and what it must give: its status; what it said, in
 * full (err) or in part (said); what it wrote, in full (out; "": nothing
 * at all) or in part (wrote); how often the tool ran, and whether what
 * it wrote is a query's report (ANY: either).
 */
#define ANY	(-1)

struct mem_run {
	const struct tool	*tool;
	const char		*input;
	char			*words[4];	/* after the tool's */
	int			 st;
	const char		*err, *said, *out, *wrote;
	int			 ran, query;
};

static void
runs_give(const struct mem_run *m, size_t n)
{
	struct ran	 r;
	char		*argv[6] = { "gcacw-test" };
	size_t		 i;
	int		 k;

	for (i = 0; i < n; i++, m++) {
		for (k = 0; k < 4 && m->words[k] != NULL; k++)
			argv[k + 1] = m->words[k];
		argv[k + 1] = NULL;
		run_mem(&r, m->tool, m->input, argv);
		ck_assert_int_eq(r.st, m->st);
		if (m->err != NULL)
			ck_assert_str_eq(r.err, m->err);
		if (m->said != NULL)
			tg_has(r.err, m->said);
		if (m->out != NULL && m->out[0] == '\0')
			ck_assert_uint_eq(r.out.len, 0);
		else if (m->out != NULL)
			ck_assert_str_eq(r.text, m->out);
		if (m->wrote != NULL)
			tg_has(r.text, m->wrote);
		if (m->ran != ANY)
			ck_assert_int_eq(ran, m->ran);
		if (m->query != ANY)
			ck_assert_int_eq(r.query, m->query);
		ran_done(&r);
	}
}

/* cli.h: in memory, nothing else is read or written, so FILE, -i,
 * --charts, --help and --version are usage errors naming the option. */
START_TEST(test_dsgn5_in_memory_refuses_files)
{
#define NOT_IN_MEMORY(word)						\
	{ .tool = &tool, .input = game, .words = { word }, .st = ST_USAGE, \
	  .err = "gcacw-test: " word ": not with an input held in memory\n", \
	  .out = "", .ran = 0, .query = ANY }
	static const struct mem_run m[] = {
		NOT_IN_MEMORY("-h"),
		NOT_IN_MEMORY("-V"),
		NOT_IN_MEMORY("-i"),
		NOT_IN_MEMORY("--charts=x.yaml"),
		NOT_IN_MEMORY("game.yaml"),
	};
#undef NOT_IN_MEMORY

	runs_give(m, sizeof(m) / sizeof(m[0]));
}
END_TEST

/* Each game of a stream ruled and emitted, "---" between them; with -k
 * the same bytes (held in memory, nothing is flushed to stdout). */
START_TEST(test_dsgn5_stream_emitted_with_keep_going_or_not)
{
	char		*plain[] = { "gcacw-test", NULL };
	char		*keep[] = { "gcacw-test", "-k", NULL };
	struct ran	 r, k;

	run_mem(&r, &tool, two, plain);
	ck_assert_int_eq(r.st, 0);
	ck_assert_int_eq(ran, 2);
	ck_assert(!r.query);
	ck_assert_str_eq(r.err, "");
	ck_assert_ptr_nonnull(strstr(r.text, "\n---\n"));
	ck_assert_ptr_nonnull(strstr(r.text, "game: standard\n"));
	run_mem(&k, &tool, two, keep);
	ck_assert_int_eq(k.st, 0);
	ck_assert_int_eq(ran, 2);
	ck_assert_str_eq(r.text, k.text);
	ran_done(&r);
	ran_done(&k);
}
END_TEST

/* A dry run writes no game; a query's report is written all the same,
 * and said to be one. */
START_TEST(test_dsgn5_dry_run_and_query)
{
	static const struct mem_run m[] = {
		{ .tool = &tool, .input = game, .words = { "-n" }, .st = 0,
		  .out = "", .ran = 1, .query = 0 },
		{ .tool = &tool, .input = game, .words = { "-n", "--ask" },
		  .st = 0, .out = "a report\n", .ran = ANY, .query = 1 },
	};

	runs_give(m, sizeof(m) / sizeof(m[0]));
}
END_TEST

/* A failed document gives nothing in memory, and its status (DESIGN.md
 * 5: on any non-zero status nothing is written); with -k every document
 * is ruled, the second's error named by its number, the status the
 * worst, and a run that failed gives no output at all (cli_run frees
 * it). */
START_TEST(test_dsgn5_failure_writes_nothing)
{
	static const char bad[] = TG_TURN1 TG_CLEAR "---\n" TG_STD
	    "turn: 0\n";
	static const struct mem_run m[] = {
		{ .tool = &tool, .input = bad, .st = ST_DATA,
		  .said = "turn: 0 is out of range", .out = "", .ran = ANY,
		  .query = ANY },
		{ .tool = &tool, .input = bad, .words = { "-k" },
		  .st = ST_DATA, .said = "document 2: turn: 0 is out of range",
		  .out = "", .ran = 1, .query = ANY },
	};

	runs_give(m, sizeof(m) / sizeof(m[0]));
}
END_TEST

/* 3.0: a tool runs in its phases only, and moves the game on to the
 * next; a query runs in any phase and moves nothing. */
START_TEST(test_3_0_tool_runs_in_its_phases)
{
	static const struct mem_run m[] = {
		{ .tool = &recovery, .input = TG_TURN1 "phase: recovery\n",
		  .st = 0, .wrote = "phase: turn-indication\n", .ran = 1,
		  .query = ANY },
		{ .tool = &recovery, .input = TG_TURN1 "phase: action\n",
		  .st = ST_REFUSED, .said = "phase: gcacw-test does not run "
		  "in the Action Cycle (4.0); what runs now: gcacw-turn "
		  "--initiative", .ran = 0, .query = ANY },
		{ .tool = &recovery, .input = TG_TURN1 "phase: recovery\n",
		  .words = { "--ask" }, .st = 0, .out = "a report\n",
		  .ran = ANY, .query = 1 },
	};

	runs_give(m, sizeof(m) / sizeof(m[0]));
}
END_TEST

/* --seed beyond 2^64 - 1 is no seed; named dice not rolled are named
 * back, each. */
START_TEST(test_dsgn5_seed_and_unused_named_dice)
{
	static const struct mem_run m[] = {
		{ .tool = &recovery, .input = TG_TURN1,
		  .words = { "--seed", "99999999999999999999999" },
		  .st = ST_USAGE, .err = "gcacw-test: --seed "
		  "99999999999999999999999: not a whole number\n", .ran = 0,
		  .query = ANY },
		{ .tool = &recovery, .input = TG_TURN1,
		  .words = { "--dice", "a=4,d=2" }, .st = ST_USAGE,
		  .err = "gcacw-test: --dice: not used: attacker=4, "
		  "defender=2\n", .out = "", .ran = ANY, .query = ANY },
	};

	runs_give(m, sizeof(m) / sizeof(m[0]));
}
END_TEST

/*
 * A library in a directory of the test's own ($GCACW_SCENARIOS; DESIGN.md
 * 4: scenarios/<game>/<name>.yaml): siv/bath.yaml a scenario (of the
 * name only), siv/kernstown.yaml a directory.  A stream's games of one
 * scenario share it, read once; a scenario that cannot be read is 74,
 * naming the file.
 */
START_TEST(test_dsgn5_scenario_library)
{
	static const char scen[] = "scenario: 1\ngame: siv\nname: bath\n"
	    "title: Test\nrule: TEST 1.0\nturns: {first: 1, last: 9}\n"
	    "victory: {side: usa, items: [], levels: [{level: Draw}]}\n";
	static const char stream[] = TG_SIV "scenario: bath\nturn: 1\n---\n"
	    TG_SIV "scenario: bath\nturn: 2\n";
	char		 dir[] = "/tmp/gcacw-test-lib.XXXXXX", path[128];
	char		*plain[] = { "gcacw-test", NULL };
	char		 want[256];
	struct ran	 r;
	FILE		*f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/siv", dir);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	snprintf(path, sizeof(path), "%s/siv/kernstown.yaml", dir);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	snprintf(path, sizeof(path), "%s/siv/bath.yaml", dir);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(scen, f);
	ck_assert_int_eq(fclose(f), 0);
	ck_assert_int_eq(setenv("GCACW_SCENARIOS", dir, 1), 0);

	run_mem(&r, &tool, stream, plain);
	ck_assert_str_eq(r.err, "");
	ck_assert_int_eq(r.st, 0);
	ck_assert_int_eq(ran, 2);
	tg_has(r.text, "scenario: bath\nturn: 2\n");
	ran_done(&r);

	run_mem(&r, &tool, TG_SIV "scenario: kernstown\nturn: 1\n", plain);
	snprintf(want, sizeof(want), "gcacw-test: cannot read %s/siv/kernstown."
	    "yaml: Is a directory\n", dir);
	ck_assert_str_eq(r.err, want);
	ck_assert_int_eq(r.st, ST_IOERR);
	ck_assert_int_eq(ran, 0);
	ran_done(&r);

	unlink(path);
	snprintf(path, sizeof(path), "%s/siv/kernstown.yaml", dir);
	rmdir(path);
	snprintf(path, sizeof(path), "%s/siv", dir);
	rmdir(path);
	rmdir(dir);
	ck_assert_int_eq(unsetenv("GCACW_SCENARIOS"), 0);
}
END_TEST

/* ---- cli_main(): in a process of its own ---- */

/* Standard error into a file, to read back. */
static char errpath[64];

static void
err_to_file(void)
{
	int fd;

	strcpy(errpath, "/tmp/gcacw-test-io-err.XXXXXX");
	ck_assert_int_ge(fd = mkstemp(errpath), 0);
	close(fd);
}

/* What err_to_file caught; the file is gone after. */
static char *
err_text(void)
{
	char *s;

	s = tio_slurp(errpath);
	unlink(errpath);
	errpath[0] = '\0';
	return s;
}

/* What spawn's child does before cli_main, if anything. */
static void	(*child_setup)(void);
/* libgcov's, in a coverage build only: the child's counts written. */
extern void	 __gcov_dump(void) __attribute__((weak));

/*
 * cli_main in a process of its own (it closes stdout; the tests close
 * stdin, redirect stdout, set limits), what it writes on stderr into
 * errpath (made by err_to_file, else dropped): its exit status, and
 * `ran` set to how often the tool ran.  The child leaves by _exit:
 * LeakSanitizer's check at exit costs a second a process under ASan (CI
 * time); cli_main frees what it took, and the tests that check that run
 * in this process.
 */
static int
spawn(const struct tool *t, int argc, char **argv)
{
	int	 fd[2], ep[2], res[2] = { -1, -1 }, wst;
	char	 buf[4096];
	ssize_t	 n;
	pid_t	 pid;
	FILE	*f;

	/* stderr by a pipe: the file size limit binds the child's files. */
	ck_assert_int_eq(pipe(fd), 0);
	ck_assert_int_eq(pipe(ep), 0);
	fflush(stdout);
	fflush(stderr);
	ck_assert_int_ge(pid = fork(), 0);
	if (pid == 0) {
		close(fd[0]);
		close(ep[0]);
		if (dup2(ep[1], 2) < 0)
			_exit(1);
		close(ep[1]);
		if (child_setup != NULL)
			child_setup();
		ran = 0;
		res[0] = cli_main(t, argc, argv);
		res[1] = ran;
		fflush(NULL);
		if (write(fd[1], res, sizeof(res)) != (ssize_t)sizeof(res))
			_exit(1);
		if (__gcov_dump != NULL)
			__gcov_dump();
		_exit(0);
	}
	close(fd[1]);
	close(ep[1]);
	ck_assert_ptr_nonnull(f = fopen(errpath[0] != '\0' ? errpath :
	    "/dev/null", "w"));
	while ((n = read(ep[0], buf, sizeof(buf))) > 0)
		fwrite(buf, 1, (size_t)n, f);
	ck_assert_int_eq(fclose(f), 0);
	close(ep[0]);
	ck_assert_int_eq(read(fd[0], res, sizeof(res)), (ssize_t)sizeof(res));
	close(fd[0]);
	ck_assert_int_eq(waitpid(pid, &wst, 0), pid);
	ck_assert(WIFEXITED(wst) && WEXITSTATUS(wst) == 0);
	child_setup = NULL;
	ran = res[1];
	return res[0];
}

/* cli_main by spawn, which must give status st: what it said on stderr
 * (the caller frees it). */
static char *
spawn_said(const struct tool *t, int argc, char **argv, int st)
{
	err_to_file();
	ck_assert_int_eq(spawn(t, argc, argv), st);
	return err_text();
}

/* A file holding text, its path into path (a mkstemp template). */
static void
file_of(char *path, const char *text)
{
	int fd;

	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
}

/* No FILE.gcacw-XXXXXX left beside FILE. */
static void
no_temporary(const char *path)
{
	const char	*base = strrchr(path, '/') + 1;
	struct dirent	*e;
	DIR		*d;
	size_t		 n = strlen(base);

	ck_assert_ptr_nonnull(d = opendir("/tmp"));
	while ((e = readdir(d)) != NULL)
		ck_assert_msg(strncmp(e->d_name, base, n) != 0 ||
		    strncmp(e->d_name + n, ".gcacw-", 7) != 0, "left: %s",
		    e->d_name);
	closedir(d);
}

/* Run a tool with --ask -i on a file holding `game`, --ask marked or not
 * by options: its status, the file's bytes after into *after. */
static int
run_in_place(const struct cli_option *options, char **after)
{
	struct tool	 t = tool;
	char		 path[] = "/tmp/gcacw-test-cli.XXXXXX";
	char		*argv[] = { "gcacw-test", "--ask", "-i", path,
			    NULL };
	int		 st;

	t.synopsis = "[--ask] [-i] [FILE]";
	t.options = options;
	ask = false;
	file_of(path, game);
	st = spawn(&t, 4, argv);
	*after = tio_slurp(path);
	unlink(path);
	return st;
}

/* DESIGN.md 5: "A query never changes a file: with -i it is a usage
 * error" — even when the tool did not mark its option CLI_QUERY: a run
 * that wrote a query's report does not replace FILE. */
START_TEST(test_dsgn5_query_run_never_rewrites)
{
	char *after;

	ck_assert_int_eq(run_in_place(unmarked, &after), ST_USAGE);
	ck_assert_int_eq(ran, 1);
	ck_assert_str_eq(after, game);
	free(after);
}
END_TEST

START_TEST(test_dsgn5_query_option_refused_with_in_place)
{
	char *after;

	ck_assert_int_eq(run_in_place(marked, &after), ST_USAGE);
	ck_assert_str_eq(after, game);
	/* Refused at option time: the tool never ran. */
	ck_assert_int_eq(ran, 0);
	free(after);
}
END_TEST

static void
close_stdin(void)
{
	close(0);
}

static void
stdout_full(void)
{
	if (freopen("/dev/full", "w", stdout) == NULL)
		_exit(1);
}

/* No file descriptor left when -i creates its temporary file. */
static int
no_descriptors(void)
{
	struct rlimit	rl;
	int		fd = dup(0);

	/* The lowest free descriptor is the limit: nothing opens. */
	ck_assert_int_ge(fd, 0);
	close(fd);
	getrlimit(RLIMIT_NOFILE, &rl);
	rl.rlim_cur = (rlim_t)fd;
	return setrlimit(RLIMIT_NOFILE, &rl);
}

/* A file size limit of 8 bytes: the game cannot be written whole (the
 * tool ignores SIGXFSZ; write(2) fails with EFBIG). */
static int
tiny_files(void)
{
	struct rlimit	rl;

	getrlimit(RLIMIT_FSIZE, &rl);
	rl.rlim_cur = 8;
	return setrlimit(RLIMIT_FSIZE, &rl);
}

/*
 * The system fails the tool: one line saying what could not be done,
 * the exit status DESIGN.md 5 gives it, and FILE (a word "FILE" in the
 * command line) as it was, no temporary file left beside it.
 */
enum { NO_FILE, GAME_FILE, EMPTY_FILE };

static const struct failure {
	const char	*words[4];
	int		 file;		/* what FILE holds */
	void		(*setup)(void);	/* in the child, first */
	int		(*sabotage)(void);
	int		 status;
	const char	*err;		/* %s: FILE */
	int		 ran;
} failures[] = {
	/* Standard input that cannot be read (closed): 74, naming it. */
	{ { "gcacw-test" }, NO_FILE, close_stdin, NULL, ST_IOERR,
	  "gcacw-test: cannot read standard input: Bad file descriptor\n",
	  0 },
	/* -i when the system refuses: 74. */
	{ { "gcacw-test", "-i", "FILE" }, GAME_FILE, NULL, no_descriptors,
	  ST_IOERR, "gcacw-test: cannot create a temporary file beside %s: "
	  "Too many open files\n", 1 },
	{ { "gcacw-test", "-i", "FILE" }, GAME_FILE, NULL, tiny_files,
	  ST_IOERR, "gcacw-test: cannot write %s: File too large\n", 1 },
	/* -k writes each game as it succeeds: a full disk is 74 at once. */
	{ { "gcacw-test", "-k", "FILE" }, GAME_FILE, stdout_full, NULL,
	  ST_IOERR, "gcacw-test: cannot write standard output: No space "
	  "left on device\n", 1 },
	/* -i on a file that is not there: 66, as for any input. */
	{ { "gcacw-test", "-i", "/tmp/gcacw-test-io-none.yaml" }, NO_FILE,
	  NULL, NULL, ST_NOINPUT, "gcacw-test: cannot open "
	  "/tmp/gcacw-test-io-none.yaml: No such file or directory\n", 0 },
	/* An empty file holds no game: 65 (the input is not a valid game
	 * file). */
	{ { "gcacw-test", "FILE" }, EMPTY_FILE, NULL, NULL, ST_DATA,
	  "gcacw-test: %s: no game in the input\n", 0 },
	/* Standard output on a full disk: 74, and the game is not half
	 * said to be written. */
	{ { "gcacw-test", "FILE" }, GAME_FILE, stdout_full, NULL, ST_IOERR,
	  "gcacw-test: cannot write standard output: No space left on "
	  "device\n", 1 },
};

START_TEST(test_dsgn5_exit_status_when_the_system_fails)
{
	const struct failure	*f = &failures[_i];
	const char		*held = f->file == GAME_FILE ? game : "";
	char			 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char			*argv[5], want[512], *e, *after;
	int			 argc;

	if (f->file != NO_FILE)
		file_of(path, held);
	for (argc = 0; argc < 4 && f->words[argc] != NULL; argc++)
		argv[argc] = strcmp(f->words[argc], "FILE") == 0 ? path :
		    (char *)f->words[argc];
	argv[argc] = NULL;
	child_setup = f->setup;
	sabotage = f->sabotage;
	e = spawn_said(&tool, argc, argv, f->status);
	sabotage = NULL;
	snprintf(want, sizeof(want), f->err, path);
	ck_assert_str_eq(e, want);
	ck_assert_int_eq(ran, f->ran);
	if (f->file != NO_FILE) {
		after = tio_slurp(path);
		ck_assert_str_eq(after, held);
		no_temporary(path);
		unlink(path);
		free(after);
	}
	free(e);
}
END_TEST

/*
 * -i on a name that links to a file which is gone (a descriptor's link
 * in /proc to a deleted file): the link resolves to no file that is the
 * one FILE names, so there is nothing to replace (the target must be the
 * very file FILE names): 64.
 */
START_TEST(test_dsgn5_in_place_deleted_target)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX", link[64];
	char	*argv[] = { "gcacw-test", "-i", link, NULL };
	char	 want[256];
	char	*e;
	int	 fd;

	file_of(path, game);
	ck_assert_int_ge(fd = open(path, O_RDONLY), 0);
	unlink(path);
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	e = spawn_said(&tool, 3, argv, ST_USAGE);
	snprintf(want, sizeof(want), "gcacw-test: -i: cannot find the file "
	    "%s links to\n", link);
	ck_assert_int_eq(strncmp(e, want, strlen(want)), 0);
	ck_assert_int_eq(ran, 0);
	close(fd);
	free(e);
}
END_TEST

/* -i replaces only a regular file: a character device or a socket is
 * refused by what it is, 64, before anything is read. */
START_TEST(test_dsgn5_in_place_not_regular)
{
	struct sockaddr_un	 sun;
	char			 sock[] = "/tmp/gcacw-test-io.sock";
	char			*dev[] = { "gcacw-test", "-i", "/dev/null",
				    NULL };
	char			*so[] = { "gcacw-test", "-i", sock, NULL };
	char			*e;
	int			 fd;

	e = spawn_said(&tool, 3, dev, ST_USAGE);
	ck_assert_str_eq(e, "gcacw-test: -i needs a regular file: /dev/null "
	    "is a character device\nusage: gcacw-test [-i] [FILE]\n");
	free(e);

	unlink(sock);
	ck_assert_int_ge(fd = socket(AF_UNIX, SOCK_STREAM, 0), 0);
	memset(&sun, 0, sizeof(sun));
	sun.sun_family = AF_UNIX;
	strcpy(sun.sun_path, sock);
	ck_assert_int_eq(bind(fd, (struct sockaddr *)&sun, sizeof(sun)), 0);
	e = spawn_said(&tool, 3, so, ST_USAGE);
	ck_assert_str_eq(e, "gcacw-test: -i needs a regular file: "
	    "/tmp/gcacw-test-io.sock is a socket\nusage: gcacw-test [-i] "
	    "[FILE]\n");
	close(fd);
	unlink(sock);
	free(e);
}
END_TEST

/* --charts names a directory: 66, saying which option gave it; a charts
 * file that is no YAML: 65, at the fault's place. */
START_TEST(test_dsgn5_charts_unreadable)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	*dir[] = { "gcacw-test", "--charts", "/tmp", NULL };
	char	*bad[] = { "gcacw-test", "--charts", path, NULL };
	char	 want[256];
	char	*e;

	e = spawn_said(&tool, 3, dir, ST_NOINPUT);
	ck_assert_str_eq(e, "gcacw-test: --charts: cannot read /tmp: Is a "
	    "directory\n");
	free(e);

	file_of(path, "a: [\n");
	e = spawn_said(&tool, 3, bad, ST_DATA);
	snprintf(want, sizeof(want), "gcacw-test: %s:2:1: YAML: ", path);
	ck_assert_int_eq(strncmp(e, want, strlen(want)), 0);
	ck_assert_int_eq(tg_nlines(e), 1);
	unlink(path);
	free(e);
}
END_TEST

static char	outpath[64];

static void
stdout_to_out(void)
{
	if (freopen(outpath, "w", stdout) == NULL)
		_exit(1);
}

/* Run tool t by cli_main on a two-game file with the words of argv
 * (FILE last, NULL-ended); what went to stdout into *out. */
static int
main_out(const struct tool *t, char **argv, char **out)
{
	char	 path[] = "/tmp/gcacw-test-io.XXXXXX";
	char	 opath[] = "/tmp/gcacw-test-io-out.XXXXXX";
	char	*words[8];
	int	 argc = 0, fd, st;

	while (argv[argc] != NULL) {
		words[argc] = argv[argc];
		argc++;
	}
	file_of(path, two);
	words[argc++] = path;
	words[argc] = NULL;
	ck_assert_int_ge(fd = mkstemp(opath), 0);
	close(fd);
	strcpy(outpath, opath);
	child_setup = stdout_to_out;
	ask = false;
	st = spawn(t, argc, words);
	*out = tio_slurp(opath);
	unlink(opath);
	unlink(path);
	return st;
}

/* -k: a query's reports go out one after the other, with no "---"
 * (which separates games); -k -n rules each game and writes none; an
 * empty $GCACW_CHARTS names no file. */
START_TEST(test_dsgn5_keep_going_reports_and_dry_run)
{
	char	*query[] = { "gcacw-test", "-k", "--ask", NULL };
	char	*dry[] = { "gcacw-test", "-k", "-n", NULL };
	char	*plain[] = { "gcacw-test", NULL };
	char	*out, *e;

	ck_assert_int_eq(main_out(&recovery, query, &out), 0);
	ck_assert_int_eq(ran, 2);
	ck_assert_str_eq(out, "a report\na report\n");
	free(out);

	ck_assert_int_eq(main_out(&tool, dry, &out), 0);
	ck_assert_int_eq(ran, 2);
	ck_assert_str_eq(out, "");
	free(out);

	ck_assert_int_eq(setenv("GCACW_CHARTS", "", 1), 0);
	err_to_file();
	ck_assert_int_eq(main_out(&tool, plain, &out), 0);
	ck_assert_int_eq(unsetenv("GCACW_CHARTS"), 0);
	e = err_text();
	ck_assert_str_eq(e, "");
	ck_assert_int_eq(ran, 2);
	tg_has(out, "---\n");
	free(out);
	free(e);
}
END_TEST

CHECK_SUITE(cli, NULL, NULL, 0,
    CHECK_LOOPS({ test_dsgn5_exit_status_when_the_system_fails, N(failures) }))
