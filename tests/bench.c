/*
 * bench — gcacw against the floor of a bare libyaml parse-and-emit of
 * the same bytes (DESIGN.md section 2, "Scale").
 *
 * It builds the campaign file (see generate()) and times, over many runs
 * in one process, (a) libyaml alone: every event parsed and handed to the
 * emitter, and (b) gcacw: read, load and validate, emit canonically, and
 * prints the medians and their ratio.  The targets are process for
 * process, with tests/bench.sh running `pair`:
 *
 *	bench march RUNS FILE	writes the file and times --query reach
 *				for Rider with 13 MP in one process, the
 *				load excluded (target: under 10 ms);
 *	bench pair [-m] RUNS RATIO FILE A... -- B...
 *				runs the commands A and B in turn, RUNS
 *				times each, interleaved, stdin from FILE and
 *				stdout to /dev/null, and prints each one's
 *				median wall time, peak RSS and minor faults,
 *				and the median of the paired ratios B/A
 *				against RATIO, PASS or FAIL (and with -m the
 *				memory targets); exit 1 on a FAIL.
 *	bench mem RATIO FILE CMD...
 *				CMD's peak RSS on FILE beyond its RSS on
 *				a one-line file, against RATIO times FILE's
 *				size, PASS or FAIL.
 *	bench near [-a] RUNS MS NAME FILE CMD...
 *				CMD and /bin/true in turn, RUNS times each,
 *				stdin from FILE: the medians of both and of
 *				the paired differences, the difference
 *				against MS (a small file's ruling
 *				within 0.5 ms of /bin/true), or with -a
 *				CMD's own median (--odds under 5 ms).
 *
 * usage: bench [RUNS] [FILE]   (FILE: also write the generated file)
 *        bench march RUNS FILE
 *        bench pair [-m] RUNS RATIO FILE CMD... -- CMD...
 *        bench mem RATIO FILE CMD...
 *        bench near [-a] RUNS MS NAME FILE CMD...
 */
/* wait4(2): a child's own rusage. */
#define _DEFAULT_SOURCE

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <malloc.h>

#include <yaml.h>

#include "cli.h"
#include "emit.h"
#include "load.h"
#include "march.h"
#include "move.h"
#include "yamlio.h"

extern char **environ;

static void
add(struct outbuf *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#include <stdarg.h>

static void
add(struct outbuf *o, const char *fmt, ...)
{
	va_list	ap;
	int	n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (o->len + (size_t)n + 1 > o->cap) {
		o->cap = (o->len + (size_t)n + 1) * 2;
		o->data = xrealloc(o->data, o->cap);
	}
	va_start(ap, fmt);
	vsnprintf(o->data + o->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	o->len += (size_t)n;
}

/*
 * The campaign file: the shape of a real Advanced Game file,
 * not mostly log.  Every hex of the three sheets listed with its terrain
 * and county (every fifth with a name and a feature too), 1,500 river
 * hexsides, 250 units, 500 log entries of the kinds the tools write.  For
 * gcacw-march a Confederate cavalry unit, Rider, in N5510 at
 * the head of a 21-hex road (N5510-N5531, away from every other unit),
 * with the test's own off-road costs (the rulebooks print none, section
 * 6); for gcacw-combat an attacker in S4016 next to a defender in S4017.
 */
static void
generate(struct outbuf *o)
{
	static const char *const terrain[] = { "clear", "rolling", "rough",
	    "woods", "hill", "mountain", "city", "swamp" };
	static const char *const county[] = { "Frederick", "Shenandoah",
	    "Rockingham", "Augusta", "Page", "Warren", "Clarke", "Loudoun" };
	static const char sheets[] = "NMS";
	int s, c, r, i, n = 0;

	add(o, "gcacw: 1\ngame: siv\nscenario: valley-campaign\nturn: 40\n"
	    "rain: false\n");
	add(o, "charts:\n  terrain-mp:\n"
	    "    clear: {normal: 2, rain: 3}\n"
	    "    rolling: {normal: 2, rain: 3}\n"
	    "    rough: {normal: 3, rain: 4}\n"
	    "    woods: {normal: 3, rain: 4}\n"
	    "    hill: {normal: 3, rain: 4}\n"
	    "    mountain: {normal: 4, rain: 5}\n"
	    "    city: {normal: 1, rain: 2}\n"
	    "    swamp: {normal: 4, rain: 5}\n");
	add(o, "map:\n  terrain: clear\n  hexes:\n");
	for (s = 0; s < 3; s++)
		for (c = 1; c <= 58; c++)
			for (r = 1; r <= 33; r++, n++) {
				add(o, "    %c%02d%02d: {terrain: %s, ",
				    sheets[s], c, r, terrain[(c * 7 + r) % 8]);
				if ((c + r) % 5 == 0)
					add(o, "name: Place %d, ", n);
				add(o, "county: %s", county[(c / 8 + r / 6) %
				    8]);
				if ((c + r) % 5 == 0)
					add(o, ", features: [village]");
				add(o, "}\n");
			}
	add(o, "  hexsides:\n");
	for (i = 0; i < 1500; i++) {
		c = 1 + i % 500 % 25 * 2;
		r = 1 + i % 500 / 25;
		add(o, "    %c%02d%02d/%c%02d%02d: [road, minor-river, ford]\n",
		    sheets[i / 500], c, r, sheets[i / 500], c, r + 1);
	}
	for (r = 10; r <= 30; r++)
		add(o, "    N55%02d/N55%02d: [road]\n", r, r + 1);
	add(o, "units:\n");
	add(o, "  Rider: {side: csa, type: cavalry, size: brigade, "
	    "command: [Corps 0], hex: N5510, manpower: 4, fatigue: 0, "
	    "tactical: 2, artillery: 0}\n");
	add(o, "  Attacker: {side: csa, type: infantry, size: division, "
	    "command: [Corps 1], hex: S4016, manpower: 9, fatigue: 0, "
	    "tactical: 3, artillery: 1}\n");
	add(o, "  Defender: {side: usa, type: infantry, size: brigade, "
	    "command: [Corps 2], hex: S4017, manpower: 4, fatigue: 1, "
	    "tactical: 2, artillery: 0}\n");
	for (i = 0; i < 250; i++)
		add(o, "  Unit %d: {side: %s, type: infantry, size: brigade, "
		    "command: [Corps %d], hex: %c%02d%02d, manpower: %d, "
		    "fatigue: %d, tactical: 2, artillery: 1}\n", i,
		    i % 2 ? "usa" : "csa", i % 7, sheets[i % 3],
		    1 + i % 50, 1 + i / 50, 1 + i % 12, i % 5);
	add(o, "log:\n");
	for (i = 0; i < 500; i++)
		if (i % 2 == 0)
			add(o, "- {op: combat, turn: %d, units: [Unit %d, "
			    "Unit %d], dice: {attacker: %d, defender: %d}, "
			    "difference: %d, result: {attacker: 1D, "
			    "defender: Dr}}\n", 1 + i / 13, i % 250,
			    (i + 1) % 250, 1 + i % 6, 1 + i / 6 % 6,
			    i % 7 - 3);
		else
			add(o, "- {op: march, turn: %d, unit: Unit %d, path: "
			    "[N%02d01, N%02d02], mp: %d, fatigue: %d}\n",
			    1 + i / 13, i % 250, 1 + i % 50, 1 + i % 50,
			    1 + i % 6, i % 4);
}

static int
collect(void *data, unsigned char *buf, size_t n)
{
	struct outbuf *o = data;

	if (o->len + n > o->cap) {
		o->cap = (o->len + n) * 2;
		o->data = xrealloc(o->data, o->cap);
	}
	memcpy(o->data + o->len, buf, n);
	o->len += n;
	return 1;
}

/*
 * The floor: libyaml parses every event and emits it again, into memory
 * as gcacw does (a tool holds its output until it has succeeded).
 */
static void
bare(const struct outbuf *in, struct outbuf *out)
{
	yaml_parser_t	p;
	yaml_emitter_t	e;
	yaml_event_t	ev;
	int		done = 0;

	memset(&p, 0, sizeof(p));
	memset(&e, 0, sizeof(e));
	yaml_parser_initialize(&p);
	yaml_emitter_initialize(&e);
	yaml_parser_set_input_string(&p, (const unsigned char *)in->data,
	    in->len);
	out->len = 0;
	yaml_emitter_set_output(&e, collect, out);
	yaml_emitter_set_width(&e, -1);
	yaml_emitter_set_unicode(&e, 1);
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			fprintf(stderr, "bench: libyaml: %s\n", p.problem);
			exit(1);
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		if (!yaml_emitter_emit(&e, &ev)) {
			fprintf(stderr, "bench: emitter: %s\n", e.problem);
			exit(1);
		}
	}
	yaml_emitter_delete(&e);
	yaml_parser_delete(&p);
}

static void
gcacw(const struct outbuf *in, struct outbuf *out)
{
	struct yaml_reader	*r = yaml_reader_new(in->data, in->len);
	struct load_capture	*lc;
	struct yaml_capture	 caps[2];
	struct diag		 d;
	struct arena		 a;
	struct node		*doc;
	struct game		*g;

	diag_init(&d, "bench", NULL);
	memset(&a, 0, sizeof(a));
	out->len = 0;
	/* As the tools read: hexes and hexsides loaded as read. */
	lc = load_capture_new(&d);
	cli_map_captures(caps, lc);
	yaml_reader_capture(r, caps, 2);
	while (arena_start_big(&a), yaml_reader_next(r, &a, &d, &doc) == 1) {
		g = game_load_captured(&d, &a, doc, NULL, 0, lc);
		load_capture_reset(lc);
		if (g == NULL)
			exit(1);
		yaml_write(out, game_emit(g));
		game_free(g);
	}
	arena_free(&a);
	yaml_reader_free(r);
	load_capture_free(lc);
	if (d.status != 0)
		exit(1);
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(*v), cmp);
	return v[n / 2];
}

/* bench march RUNS FILE: --query reach for Rider with 13 MP, in one
 * process, each run on a fresh load that is not timed. */
static int
march_bench(int runs, const char *path)
{
	struct outbuf		 in = { NULL, 0, 0, false, NULL, 0 };
	struct march_order	 o;
	struct march_result	 res;
	struct dice		 d;
	struct diag		 dg;
	struct arena		 a;
	struct yaml_reader	*r;
	struct node		*doc;
	struct game		*g;
	double			*t, t0, m;
	int			 i, n = 0;
	FILE			*f;

	generate(&in);
	if ((f = fopen(path, "w")) == NULL) {
		perror(path);
		return 1;
	}
	fwrite(in.data, 1, in.len, f);
	fclose(f);
	t = xcalloc((size_t)runs, sizeof(*t));
	memset(&o, 0, sizeof(o));
	o.op = MO_REACH;
	o.unit = "Rider";
	o.reach_mp = 13;
	for (i = 0; i < runs; i++) {
		diag_init(&dg, "bench", NULL);
		memset(&a, 0, sizeof(a));
		r = yaml_reader_new(in.data, in.len);
		if (yaml_reader_next(r, &a, &dg, &doc) != 1 ||
		    (g = game_load(&dg, &a, doc, NULL, 0)) == NULL)
			return 1;
		dice_init(&d, g, NULL, 0, true, 1);
		t0 = now();
		if (march_resolve(g, &d, &o, &res) != 0)
			return 1;
		t[i] = now() - t0;
		n = res.reach->n;
		game_free(g);
		arena_free(&a);
		yaml_reader_free(r);
	}
	m = median(t, runs);
	printf("bench: campaign file %zu bytes; --query reach, cavalry, 13 "
	    "MP: %d hexes\n", in.len, n);
	printf("bench: reach beyond the load  median %.3f ms  target 10 ms  "
	    "%s\n", m, m < 10 ? "PASS" : "FAIL");
	free(t);
	free(in.data);
	arena_release();
	return m < 10 ? 0 : 1;
}

/* One run of a process: wall time, peak RSS, minor page faults. */
struct run {
	double	ms;
	double	rss_kb;
	double	minflt;
};

/* One run of argv with stdin from path, stdout and stderr to /dev/null;
 * -1 when it could not run or failed (any exit status will do when
 * spawn_any is set: a hostile input is refused). */
static int spawn_any;

static int
spawn_once(char **argv, const char *path, struct run *out)
{
	posix_spawn_file_actions_t	fa;
	struct rusage			ru;
	pid_t				pid;
	int				st;
	double				t0;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, path, O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	t0 = now();
	if (posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ) != 0) {
		posix_spawn_file_actions_destroy(&fa);
		return -1;
	}
	/* wait4: the child's own peak RSS and faults, not the sum of
	 * every child so far. */
	if (wait4(pid, &st, 0, &ru) < 0 || !WIFEXITED(st) ||
	    (WEXITSTATUS(st) != 0 && !spawn_any)) {
		posix_spawn_file_actions_destroy(&fa);
		return -1;
	}
	out->ms = now() - t0;
	out->rss_kb = (double)ru.ru_maxrss;
	out->minflt = (double)ru.ru_minflt;
	posix_spawn_file_actions_destroy(&fa);
	return 0;
}

static const char *
base(const char *path)
{
	return strrchr(path, '/') != NULL ? strrchr(path, '/') + 1 : path;
}

static int failed;

static void
verdict(const char *what, double v, const char *unit, double target)
{
	printf("bench:   %-26s %8.2f%s  target %.2f%s  %s\n", what, v, unit,
	    target, unit, v <= target ? "PASS" : "FAIL");
	if (v > target)
		failed = 1;
}

/*
 * bench pair [-m] RUNS RATIO FILE A... -- B...: A and B in turn, RUNS
 * times each, interleaved, each ratio B/A taken on the pair run together
 * (the same machine load); the median of the paired ratios against
 * RATIO (0: no target).  With -m also the memory targets: B's
 * peak RSS at most twice A's + 2 MB, its minor faults at most twice A's.
 */
static int
pair_bench(int mem, int runs, double target, const char *path, char **a,
    char **b)
{
	struct run	 ra, rb;
	double		*ta, *tb, *ratio, *rss[2], *flt[2];
	int		 i;

	ta = xcalloc((size_t)runs, sizeof(*ta));
	tb = xcalloc((size_t)runs, sizeof(*tb));
	ratio = xcalloc((size_t)runs, sizeof(*ratio));
	for (i = 0; i < 2; i++) {
		rss[i] = xcalloc((size_t)runs, sizeof(*rss[i]));
		flt[i] = xcalloc((size_t)runs, sizeof(*flt[i]));
	}
	/* One of each first, untimed: the page cache and the loader. */
	if (spawn_once(a, path, &ra) < 0 || spawn_once(b, path, &rb) < 0) {
		fprintf(stderr, "bench: %s or %s failed on %s\n", a[0], b[0],
		    path);
		return 1;
	}
	for (i = 0; i < runs; i++) {
		if (spawn_once(a, path, &ra) < 0 ||
		    spawn_once(b, path, &rb) < 0 || ra.ms <= 0)
			return 1;
		ta[i] = ra.ms;
		tb[i] = rb.ms;
		ratio[i] = rb.ms / ra.ms;
		rss[0][i] = ra.rss_kb;
		rss[1][i] = rb.rss_kb;
		flt[0][i] = ra.minflt;
		flt[1][i] = rb.minflt;
	}
	printf("bench: process %-14s median %6.2f ms  %6.0f KB RSS  %5.0f "
	    "faults\n", base(a[0]), median(ta, runs), median(rss[0], runs),
	    median(flt[0], runs));
	printf("bench: process %-14s median %6.2f ms  %6.0f KB RSS  %5.0f "
	    "faults\n", base(b[0]), median(tb, runs), median(rss[1], runs),
	    median(flt[1], runs));
	if (target > 0)
		verdict("paired wall ratio", median(ratio, runs), "x", target);
	else
		printf("bench:   paired wall ratio %.2f\n",
		    median(ratio, runs));
	if (mem) {
		double fa = median(flt[0], runs), ma = median(rss[0], runs);

		verdict("peak RSS / (2 floor + 2 MB)", median(rss[1], runs) /
		    (2 * ma + 2048), "", 1);
		verdict("minor faults / floor", median(flt[1], runs) / fa, "x",
		    2);
	}
	free(ta);
	free(tb);
	free(ratio);
	for (i = 0; i < 2; i++) {
		free(rss[i]);
		free(flt[i]);
	}
	return 0;
}

/*
 * bench near: a small ruling against the start of a process that does
 * nothing, run by the same posix_spawn, in turn (the same load).  A
 * shell's `date` around a command would time two processes more.
 */
static int
near_bench(int absolute, int runs, double ms, const char *name,
    const char *path, char **cmd)
{
	static char	*truecmd[] = { "/bin/true", NULL };
	struct run	 rt, rc;
	double		*tc, *tt, *diff, v;
	int		 i;

	tc = xcalloc((size_t)runs, sizeof(*tc));
	tt = xcalloc((size_t)runs, sizeof(*tt));
	diff = xcalloc((size_t)runs, sizeof(*diff));
	if (spawn_once(truecmd, path, &rt) < 0 ||
	    spawn_once(cmd, path, &rc) < 0) {
		fprintf(stderr, "bench: %s failed on %s\n", cmd[0], path);
		return 1;
	}
	for (i = 0; i < runs; i++) {
		if (spawn_once(truecmd, path, &rt) < 0 ||
		    spawn_once(cmd, path, &rc) < 0)
			return 1;
		tt[i] = rt.ms;
		tc[i] = rc.ms;
		diff[i] = rc.ms - rt.ms;
	}
	v = absolute ? median(tc, runs) : median(diff, runs);
	printf("bench: %-34s %5.2f ms, /bin/true %5.2f ms: %s %5.2f ms  "
	    "target %.1f ms  %s\n", name, median(tc, runs), median(tt, runs),
	    absolute ? "itself" : "beyond", v, ms, v <= ms ? "PASS" : "FAIL");
	if (v > ms)
		failed = 1;
	free(tc);
	free(tt);
	free(diff);
	return 0;
}

/*
 * The lowest peak RSS of MEM_RUNS runs of cmd on path, and on a one-line
 * document (the program, its libraries and its fixed buffers): RSS does
 * not vary with load, but by some hundred KB from run to run (where the
 * kernel puts the mappings).  -1 when cmd did not run.
 */
#define MEM_RUNS 9

static int
mem_runs(const char *path, const char *tpath, char **cmd, double *base,
    double *peak)
{
	struct run	 r;
	int		 i;

	spawn_any = 1;
	for (i = 0; i < MEM_RUNS; i++) {
		if (spawn_once(cmd, tpath, &r) < 0)
			break;
		*base = i == 0 || r.rss_kb < *base ? r.rss_kb : *base;
		if (spawn_once(cmd, path, &r) < 0)
			break;
		*peak = i == 0 || r.rss_kb < *peak ? r.rss_kb : *peak;
	}
	spawn_any = 0;
	return i < MEM_RUNS ? -1 : 0;
}

/*
 * bench mem RATIO FILE CMD...: the memory target, the memory CMD
 * touches on FILE beyond what it touches on a one-line document, at most
 * RATIO times FILE's size: its peak RSS with transparent huge pages off
 * for it (PR_SET_THP_DISABLE, inherited), in the kernel's 4 KiB pages.
 * With them on, the kernel may back a big buffer with whole 2 MiB pages
 * (the tools ask it to, for fewer faults): that RSS is printed
 * beside it.
 */
static int
mem_bench(double target, const char *path, char **cmd)
{
	static const char	 tiny[] = "gcacw: 1\n";
	char			 tpath[] = "/tmp/gcacw-bench-tiny.XXXXXX";
	struct stat		 sb;
	double			 base = 0, peak = 0, hbase = 0, hpeak = 0;
	int			 fd, bad;

	if ((fd = mkstemp(tpath)) < 0 || write(fd, tiny, sizeof(tiny) - 1) !=
	    (ssize_t)(sizeof(tiny) - 1) || close(fd) != 0 ||
	    stat(path, &sb) != 0)
		return 1;
	bad = mem_runs(path, tpath, cmd, &hbase, &hpeak) < 0;
	if (!bad && prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0) == 0) {
		bad = mem_runs(path, tpath, cmd, &base, &peak) < 0;
		prctl(PR_SET_THP_DISABLE, 0, 0, 0, 0);
	} else {
		base = hbase;
		peak = hpeak;
	}
	unlink(tpath);
	if (bad) {
		fprintf(stderr, "bench: %s did not run\n", cmd[0]);
		return 1;
	}
	printf("bench:   %zu KB input: %.0f KB beyond a one-line file's in "
	    "4 KiB pages; with huge pages %.0f KB (%.2fx)\n",
	    (size_t)sb.st_size >> 10, peak - base, hpeak - hbase,
	    (hpeak - hbase) * 1024 / (double)sb.st_size);
	verdict("memory / input", (peak - base) * 1024 / (double)sb.st_size,
	    "x", target);
	return 0;
}

int
main(int argc, char *argv[])
{
	struct outbuf	 in = { NULL, 0, 0, false, NULL, 0 };
	struct outbuf	 out = { NULL, 0, 0, false, NULL, 0 };
	struct outbuf	 bout = { NULL, 0, 0, false, NULL, 0 };
	int		 runs = argc > 1 ? atoi(argv[1]) : 21, i;
	double		*tb, *tg, t;
	FILE		*f;

	if (argc > 3 && strcmp(argv[1], "march") == 0)
		return march_bench(atoi(argv[2]) > 0 ? atoi(argv[2]) : 1,
		    argv[3]);
	if (argc > 1 && strcmp(argv[1], "near") == 0) {
		int abs_ = argc > 2 && strcmp(argv[2], "-a") == 0, k = 2 + abs_;

		if (argc < k + 5) {
			fputs("usage: bench near [-a] RUNS MS NAME FILE "
			    "CMD...\n", stderr);
			return 64;
		}
		if (near_bench(abs_, atoi(argv[k]) > 0 ? atoi(argv[k]) : 1,
		    atof(argv[k + 1]), argv[k + 2], argv[k + 3],
		    argv + k + 4) != 0)
			return 1;
		return failed;
	}
	if (argc > 4 && strcmp(argv[1], "mem") == 0)
		return mem_bench(atof(argv[2]), argv[3], argv + 4) != 0 ? 1 :
		    failed;
	if (argc > 1 && strcmp(argv[1], "pair") == 0) {
		int mem = argc > 2 && strcmp(argv[2], "-m") == 0, k = 2 + mem;

		for (i = k + 3; i < argc && strcmp(argv[i], "--") != 0; i++)
			continue;
		if (argc < k + 5 || i == k + 3 || i + 1 >= argc) {
			fputs("usage: bench pair [-m] RUNS RATIO FILE CMD... "
			    "-- CMD...\n", stderr);
			return 64;
		}
		argv[i] = NULL;
		if (pair_bench(mem, atoi(argv[k]) > 0 ? atoi(argv[k]) : 1,
		    atof(argv[k + 1]), argv[k + 2], argv + k + 3,
		    argv + i + 1) != 0)
			return 1;
		return failed;
	}
	if (runs < 1)
		runs = 1;
	if (getenv("BENCH_KEEP") != NULL) {
		mallopt(M_TRIM_THRESHOLD, 256 << 20);
		mallopt(M_MMAP_THRESHOLD, 256 << 20);
	}
	generate(&in);
	if (argc > 2 && (f = fopen(argv[2], "w")) != NULL) {
		fwrite(in.data, 1, in.len, f);
		fclose(f);
	}
	tb = xcalloc((size_t)runs, sizeof(*tb));
	tg = xcalloc((size_t)runs, sizeof(*tg));
	for (i = 0; i < runs; i++) {
		t = now();
		bare(&in, &bout);
		tb[i] = now() - t;
		t = now();
		gcacw(&in, &out);
		tg[i] = now() - t;
	}
	qsort(tb, (size_t)runs, sizeof(*tb), cmp);
	qsort(tg, (size_t)runs, sizeof(*tg), cmp);
	printf("bench: input %zu bytes, output %zu bytes, %d runs\n", in.len,
	    out.len, runs);
	printf("bench: libyaml parse+emit  median %.2f ms\n", tb[runs / 2]);
	printf("bench: gcacw load+emit     median %.2f ms\n", tg[runs / 2]);
	printf("bench: ratio %.2f in one process (the targets are process "
	    "for process)\n", tg[runs / 2] / tb[runs / 2]);
	free(tb);
	free(tg);
	free(in.data);
	free(out.data);
	free(bout.data);
	arena_release();
	return 0;
}
