/*
 * driver.c — a tool's life without its I/O, for the fuzz targets (see
 * driver.h).  cli.c is compiled in here rather than linked from libgcacw
 * for run_stream(), which is static: the documents of an input are
 * loaded, ruled on, emitted and their dice carried over exactly as the
 * tools do it.  libgcacw's own cli.o is then never linked in.
 */
#include "../../lib/cli/cli.c"

#include "driver.h"

#define MAXWORDS	64
#define MAXLINE		1024	/* the options line, at most */

static FILE *devnull;

/* The common options a target takes (cli.c's codes); see driver.h. */
static const struct option fuzz_opts[] = {
	{ "explain", no_argument, NULL, OPT_EXPLAIN },
	{ "dice", required_argument, NULL, OPT_DICE },
	{ "seed", required_argument, NULL, OPT_SEED },
};

/*
 * argv from the input's first line when it starts "#!" ("#! --odds"),
 * argv[0] the tool's name; the words are copied into buf.  Returns argc,
 * or -1 when the line is too long or has too many words.
 */
static int
words(const char *name, const uint8_t *data, size_t size, char *buf,
    char **argv)
{
	size_t	i = 2, n = 0;
	int	argc = 0;
	uint8_t	q;

	argv[argc++] = (char *)name;
	if (size < 2 || data[0] != '#' || data[1] != '!') {
		argv[argc] = NULL;
		return argc;
	}
	while (i < size && data[i] != '\n') {
		if (data[i] == ' ' || data[i] == '\t' || data[i] == '\r') {
			i++;
			continue;
		}
		if (argc == MAXWORDS || i > MAXLINE)
			return -1;
		argv[argc++] = buf + n;
		while (i < size && i <= MAXLINE && data[i] != '\n' &&
		    data[i] != ' ' && data[i] != '\t' && data[i] != '\r') {
			if (data[i] != '\'' && data[i] != '"') {
				buf[n++] = (char)data[i++];
				continue;
			}
			q = data[i++];
			while (i < size && i <= MAXLINE && data[i] != '\n' &&
			    data[i] != q)
				buf[n++] = (char)data[i++];
			if (i < size && data[i] == q)
				i++;
		}
		buf[n++] = '\0';
	}
	argv[argc] = NULL;
	return argc;
}

/* cli.c's parse_options() for the options a target takes; 0 or a status. */
static int
options(struct cli *c, int argc, char **argv)
{
	const struct tool	*t = c->tool;
	size_t			 nc, nt = 0;
	struct option		*all;
	const char		*why;
	char			*end;
	int			 ch, st = 0;

	nc = sizeof(fuzz_opts) / sizeof(fuzz_opts[0]);
	while (t->longopts != NULL && t->longopts[nt].name != NULL)
		nt++;
	all = xcalloc(nc + nt + 1, sizeof(*all));
	memcpy(all, fuzz_opts, sizeof(fuzz_opts));
	if (nt > 0)
		memcpy(all + nc, t->longopts, nt * sizeof(*all));
	optind = 0;		/* glibc: start afresh for each input */
	opterr = 0;
	while (st == 0 && (ch = getopt_long(argc, argv, t->shortopts, all,
	    NULL)) != -1) {
		switch (ch) {
		case OPT_EXPLAIN:
			c->explain = true;
			break;
		case OPT_DICE:
			free(c->dice_list);
			c->ndice_list = dice_parse_list(optarg, &c->dice_list,
			    &why);
			if (c->ndice_list < 0) {
				c->dice_list = NULL;
				st = ST_USAGE;
			}
			break;
		case OPT_SEED:
			errno = 0;
			c->seed = strtoull(optarg, &end, 10);
			if (errno != 0 || *end != '\0' || *optarg < '0' ||
			    *optarg > '9')
				st = ST_USAGE;
			c->have_seed = true;
			break;
		case '?':
		case ':':
			st = ST_USAGE;
			break;
		default:
			st = t->option != NULL ? t->option(c, ch, optarg) :
			    ST_USAGE;
			break;
		}
	}
	free(all);
	if (st == 0 && optind < argc)
		st = ST_USAGE;		/* a FILE: never opened here */
	if (st == 0 && t->ready != NULL)
		st = t->ready(c);
	return st;
}

/*
 * What a run wrote back must load without a word and be written again
 * byte for byte (DESIGN.md section 4: the canonical form is a fixed
 * point); else print both and abort, for libFuzzer to keep the input.
 */
static void
fixed_point(const struct tool *t, const struct outbuf *out)
{
	struct yaml_reader	*r;
	struct diag		 d;
	struct arena		 a;
	struct node		*doc;
	struct game		*g;
	struct outbuf		 again = { NULL, 0, 0 };
	int			 got;

	if (out->len == 0)
		return;
	r = yaml_reader_new(out->data, out->len);
	diag_init(&d, t->name, "<output>");
	d.out = stderr;
	memset(&a, 0, sizeof(a));
	while ((got = yaml_reader_next(r, &a, &d, &doc)) == 1) {
		if ((g = game_load(&d, &a, doc, NULL, 0)) == NULL)
			break;
		yaml_write(&again, game_emit(g));
		game_free(g);
	}
	if (got != 0 || d.status != 0 || d.count != 0 ||
	    again.len != out->len || memcmp(again.data, out->data,
	    out->len) != 0) {
		fprintf(stderr, "--- %s wrote ---\n", t->name);
		fwrite(out->data, 1, out->len, stderr);
		fputs("--- which, loaded and written again, is ---\n", stderr);
		if (again.data != NULL)
			fwrite(again.data, 1, again.len, stderr);
		abort();
	}
	free(again.data);
	arena_free(&a);
	yaml_reader_free(r);
}

void
fuzz_tool(const struct tool *t, const uint8_t *data, size_t size,
    void (*reset)(void))
{
	struct cli	 c;
	char		 buf[2 * MAXLINE + 2], *argv[MAXWORDS + 1];
	int		 argc;

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	memset(&c, 0, sizeof(c));
	c.tool = t;
	c.explain_out = devnull;
	diag_init(&c.diag, t->name, NULL);
	c.diag.out = devnull;
	c.diag.max = t->max_errors;
	if ((argc = words(t->name, data, size, buf, argv)) > 0 &&
	    options(&c, argc, argv) == 0) {
		if (!c.have_seed)
			c.have_seed = true;	/* seed 0 */
		if (run_stream(&c, (const char *)data, size) == 0 && !c.query)
			fixed_point(t, &c.out);
	}
	if (reset != NULL)
		reset();
	free(c.out.data);
	free(c.dice_list);
	arena_free(&c.arena);
}
