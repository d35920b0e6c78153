/*
 * cli.c — the life of a tool (see cli.h).
 */
/* realpath(3) is XSI in glibc; the Makefile asks for POSIX only. */
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "cli_args.h"
#include "emit.h"
#include "load.h"
#include "sequence.h"
#include "torture.h"
#include "yamlio.h"

/* The common long options without a short form; a tool's own options
 * are 1 + their index, below these (and the short forms 'h', 'i', 'V'
 * are cases of their own). */
enum {
	OPT_EXPLAIN = 1000,
	OPT_DICE,
	OPT_SEED,
	OPT_CHARTS,
	OPT_BACKUP
};

static const struct option common_opts[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "explain", no_argument, NULL, OPT_EXPLAIN },
	{ "dice", required_argument, NULL, OPT_DICE },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "charts", required_argument, NULL, OPT_CHARTS },
	{ "in-place", no_argument, NULL, 'i' },
	{ "backup", no_argument, NULL, OPT_BACKUP },
	{ "dry-run", no_argument, NULL, 'n' },
	{ "keep-going", no_argument, NULL, 'k' },
};

static int	in_place_target(struct cli *, char **, struct stat *);

/*
 * "usage: NAME SYNOPSIS", wrapped before 80 columns at the blanks that
 * are outside brackets (inside a group too long for a line, at any),
 * the lines after the first indented under the synopsis, as OpenBSD's
 * utilities print theirs.  A synopsis of several forms separates them
 * with newlines: each starts a line of its own under the first.
 */
static void
usage(const struct tool *t, FILE *f)
{
	const char	*s = t->synopsis, *w;
	int		 indent, col, depth, n;

	col = indent = fprintf(f, "usage: %s ", t->name);
	while (*s != '\0') {
		if (*s == '\n') {
			col = fprintf(f, "\n%*s%s ", indent - (int)strlen(t->name)
			    - 1, "", t->name) - 1;
			for (s++; *s == ' '; s++)
				continue;
			continue;
		}
		for (w = s, depth = 0; *w != '\0' && *w != '\n' &&
		    (*w != ' ' || depth > 0); w++)
			depth += (*w == '[') - (*w == ']');
		/* A group too long for any line breaks at its own blanks. */
		if (w - s > 79 - indent)
			for (w = s; *w != '\0' && *w != '\n' && *w != ' '; w++)
				continue;
		/* An option keeps its argument: "--attack column|hasty". */
		if ((*s == '-' || (*s == '[' && s[1] == '-')) && *w == ' ' &&
		    w[1] != '\0' && strchr("-[|\n", w[1]) == NULL)
			for (w++; *w != '\0' && *w != '\n' && *w != ' '; w++)
				continue;
		n = (int)(w - s);
		if (col > indent && col + 1 + n >= 80) {
			fprintf(f, "\n%*s", indent, "");
			col = indent;
		} else if (col > indent) {
			fputc(' ', f);
			col++;
		}
		col += fprintf(f, "%.*s", n, s);
		for (s = w; *s == ' '; s++)
			continue;
	}
	fputc('\n', f);
}

static void
help(const struct tool *t)
{
	usage(t, stdout);
	fputs(t->options_help, stdout);
	fputs("  --explain        the ruling in words, on standard error\n"
	    "  --dice LIST      every die the ruling rolls, in order (3,4,2)\n"
	    "                   or by name (attacker=4,defender=2)\n"
	    "  --seed N         seed the dice generator\n"
	    "  --charts FILE    chart entries to fill or correct\n"
	    "  -i, --in-place   rewrite FILE instead of writing to stdout\n"
	    "  --backup         with -i, keep the file as it was in FILE~\n"
	    "  -n, --dry-run    rule and explain, but write no game\n"
	    "  -k, --keep-going rule every document of a stream; write each "
	    "that succeeds\n",
	    stdout);
	/* A tool that reads a game only when asked says so itself. */
	if (!t->input_optional)
		fputs("  FILE             the game file; none or - is standard "
		    "input\n", stdout);
	fputs("  -h, --help, -V, --version\n", stdout);
}

FILE *
cli_explain(struct cli *c)
{
	return c->explain ? c->explain_out : NULL;
}

FILE *
cli_query(struct cli *c)
{
	if (c->query_out == NULL &&
	    (c->query_out = open_memstream(&c->query_buf, &c->query_len)) ==
	    NULL)
		diag_fatal("out of memory");
	c->query = true;
	return c->query_out;
}

struct outbuf *
cli_query_buf(struct cli *c)
{
	c->query = true;
	return &c->out;
}

/* What a streamed report writes (cli_query_stream); on a failure, its
 * errno (outbuf.h: the rest is dropped). */
static void
drain_stdout(struct outbuf *o, const char *p, size_t n)
{
	if (fwrite(p, 1, n, stdout) != n)
		o->drain_errno = errno != 0 ? errno : EIO;
}

#define STREAM_ROOM	((size_t)64 << 10)

struct outbuf *
cli_query_stream(struct cli *c)
{
	struct outbuf *o = cli_query_buf(c);

	if (c->in_place || c->in_memory || c->keep_going || !c->last_doc ||
	    o->len != 0)
		return o;
	outbuf_reserve(o, STREAM_ROOM);
	o->drain = drain_stdout;
	o->drain_errno = 0;
	return o;
}

/* After run: a streamed report's write failure is the run's (74). */
static int
stream_done(struct cli *c, int st)
{
	int	err = c->out.drain_errno;

	if (c->out.drain == NULL)
		return st;
	c->out.drain = NULL;
	c->out.drain_errno = 0;
	if (err == 0)
		return st;
	diag_plain(&c->diag, ST_IOERR, "cannot write standard output: %s",
	    strerror(err));
	return ST_IOERR;
}

/* A query's report joins the output held for stdout. */
static void
query_done(struct cli *c)
{
	if (c->query_out == NULL)
		return;
	/* A memory stream fails to write only for want of memory; its
	 * report would be cut short ("(null)" from --odds). */
	if ((ferror(c->query_out) | fclose(c->query_out)) != 0)
		diag_fatal("out of memory");
	outbuf_add(&c->out, c->query_buf, c->query_len);
	free(c->query_buf);
	c->query_out = NULL;
	c->query_buf = NULL;
	c->query_len = 0;
}

/* An input this big goes into huge pages (read_all), a region of whole
 * ones. */
#define HUGE_INPUT ((size_t)256 << 10)
#define HUGE_REGION ((size_t)2 << 20)

/* Read all of a file or stdin; 0, or an exit status after a message.
 * With huge not NULL, a big regular file is read into huge pages, in a
 * region with room after it for the output and the rest for
 * the document's arena: the three are most of a tool's memory, and fault
 * once instead of once a page (c->region, c->in_room; *huge is the
 * region's size, 0 when the input has memory of its own).  The output
 * takes the input's place once the input is read (input_done).
 * A regular file over the limit is refused by its size before any of it
 * is read, and a pipe is read up to the limit and one byte: a hostile
 * input costs no more than the limit. */
static int
read_all(struct cli *c, const char *path, const char *from, char **buf,
    size_t *len, size_t *huge)
{
	struct stat	 sb;
	FILE		*f = stdin;
	size_t		 cap = 65536, n;
	char		*p = NULL;
	const char	*name = path != NULL ? path : "<stdin>";

	if (huge != NULL)
		*huge = 0;
	if (path != NULL && (f = fopen(path, "rb")) == NULL) {
		if (errno == ENOMEM)
			diag_fatal("out of memory");
		diag_plain(&c->diag, ST_NOINPUT, "%s%scannot open %s: %s",
		    from != NULL ? from : "", from != NULL ? ": " : "", path,
		    strerror(errno));
		return ST_NOINPUT;
	}
	if (fstat(fileno(f), &sb) != 0)
		memset(&sb, 0, sizeof(sb));
	if (S_ISDIR(sb.st_mode)) {
		/* No input to read is 66, as for a missing one. */
		diag_plain(&c->diag, ST_NOINPUT, "%s%scannot read %s: %s",
		    from != NULL ? from : "", from != NULL ? ": " : "", name,
		    strerror(EISDIR));
		goto fail;
	}
	if (S_ISREG(sb.st_mode) && sb.st_size > 0 &&
	    (uintmax_t)sb.st_size > YAML_MAX_BYTES) {
		diag_plain(&c->diag, ST_DATA, "%s: input is larger than 64 "
		    "MiB", name);
		goto fail;
	}
	/* Sized from the input when it is a file: one buffer, no copies
	 * as it grows, and room to see the end of the input. */
	if (S_ISREG(sb.st_mode) && sb.st_size >= 0)
		cap = (size_t)sb.st_size + 1;
	if (huge != NULL && cap >= HUGE_INPUT) {
		c->in_room = cap + cap / 8;
		*huge = (c->in_room + HUGE_REGION - 1) & ~(HUGE_REGION - 1);
		p = huge_alloc(*huge);
		c->region = *huge;
	} else
		p = xmalloc(cap);
	*len = 0;
	for (;;) {
		if (*len == cap) {
			if (cap > YAML_MAX_BYTES)
				break;
			/* Never more than the limit and the byte that
			 * tells the input is over it. */
			cap = cap * 2 > YAML_MAX_BYTES + 1 ?
			    YAML_MAX_BYTES + 1 : cap * 2;
			if (huge != NULL && *huge > 0) {
				/* The file grew as it was read: on in
				 * memory of its own. */
				char *q = memcpy(xmalloc(cap), p, *len);

				free(p);
				*huge = c->region = c->in_room = 0;
				p = q;
			} else
				p = xrealloc(p, cap);
		}
		n = fread(p + *len, 1, cap - *len, f);
		*len += n;
		if (n == 0 || *len > YAML_MAX_BYTES)
			break;
	}
	if (ferror(f)) {
		diag_plain(&c->diag, errno == EISDIR ? ST_NOINPUT : ST_IOERR,
		    "cannot read %s: %s", path != NULL ? path :
		    "standard input", strerror(errno));
		goto fail;
	}
	if (*len > YAML_MAX_BYTES) {
		diag_plain(&c->diag, ST_DATA, "%s: input is larger than 64 "
		    "MiB", name);
		goto fail;
	}
	if (f != stdin)
		fclose(f);
	*buf = p;
	return 0;
fail:
	if (f != stdin)
		fclose(f);
	if (huge != NULL)
		*huge = c->region = c->in_room = 0;
	free(p);
	return c->diag.status;
}

/* --charts FILE and $GCACW_CHARTS: a mapping in the shape of `charts`. */
static int
add_chart_source(struct cli *c, const char *path, const char *from)
{
	struct diag		 d;
	struct yaml_reader	*r;
	struct node		*doc = NULL;
	struct charts		 check;
	char			*buf;
	size_t			 len;
	int			 st;

	if ((st = read_all(c, path, from, &buf, &len, NULL)) != 0)
		return st;
	diag_init(&d, c->tool->name, path);
	r = yaml_reader_new(buf, len);
	if (yaml_reader_next(r, &c->arena, &d, &doc) == 1) {
		memset(&check, 0, sizeof(check));
		charts_load(&c->arena, &d, &check, doc, path);
	} else if (d.status == 0)
		diag_plain(&d, ST_DATA, "%s: no charts in the file", path);
	yaml_reader_free(r);
	/* The nodes point into buf: keep it as long as the arena. */
	if (d.status != 0) {
		free(buf);
		c->diag.status = d.status;
		return d.status;
	}
	c->sources = xrealloc(c->sources, (size_t)(c->nsources + 1) *
	    sizeof(*c->sources));
	c->sources[c->nsources].file = arena_strdup(&c->arena, path);
	c->sources[c->nsources].charts = doc;
	c->nsources++;
	free(buf);
	return 0;
}

const struct charts *
cli_charts(struct cli *c)
{
	int i;

	if (c->source_charts != NULL)
		return c->source_charts;
	c->source_charts = arena_alloc(&c->arena, sizeof(*c->source_charts));
	memset(c->source_charts, 0, sizeof(*c->source_charts));
	/* Each was checked when it was read: this reports nothing. */
	for (i = 0; i < c->nsources; i++)
		charts_load(&c->arena, &c->diag, c->source_charts,
		    c->sources[i].charts, c->sources[i].file);
	return c->source_charts;
}

const char *
cli_chart_origin(struct cli *c, const char *source)
{
	int i;

	if (source == NULL)
		return NULL;
	for (i = 0; i < c->nsources; i++)
		if (c->sources[i].file == source)
			return i == 0 && c->env_source ? "$GCACW_CHARTS" :
			    "--charts";
	return "--charts";
}

/* The common options, then the tool's: val 1 + index in t->options. */
static struct option *
merge_options(const struct tool *t)
{
	size_t		 nc = sizeof(common_opts) / sizeof(common_opts[0]);
	size_t		 nt = 0, i;
	struct option	*all;

	while (t->options != NULL && t->options[nt].name != NULL)
		nt++;
	all = xcalloc(nc + nt + 1, sizeof(*all));
	memcpy(all, common_opts, sizeof(common_opts));
	for (i = 0; i < nt; i++) {
		all[nc + i].name = t->options[i].name;
		all[nc + i].has_arg = t->options[i].kind == CLI_FLAG ||
		    t->options[i].kind == CLI_QUERY ? no_argument :
		    t->options[i].kind == CLI_OPT_NAMES ? optional_argument :
		    required_argument;
		all[nc + i].val = 1 + (int)i;
	}
	return all;
}

/* One of the tool's options, read into its destination by kind. */
static int
take_option(struct cli *c, const struct cli_option *o, const char *arg)
{
	char opt[64];

	snprintf(opt, sizeof(opt), "--%s", o->name);
	switch (o->kind) {
	case CLI_STRING:
		*(const char **)o->dest = arg;
		return 0;
	case CLI_FLAG:
	case CLI_QUERY:
		*(bool *)o->dest = true;
		return 0;
	case CLI_NAMES:
	case CLI_OPT_NAMES:
		((struct name_list *)o->dest)->given = true;
		if (arg != NULL)
			cli_names(o->dest, arg);
		return 0;
	case CLI_NUMBER:
		return cli_number(c, opt, arg, o->what, o->min, o->max,
		    o->dest);
	case CLI_LOSSES:
		return cli_losses(c, opt, arg, o->dest);
	case CLI_CALL:
		return o->call(c, o, arg);
	}
	return ST_USAGE;
}

/* What a common option that is a flag sets, or NULL. */
static bool *
common_flag(struct cli *c, int ch)
{
	switch (ch) {
	case OPT_EXPLAIN:
		return &c->explain;
	case 'i':
		return &c->in_place;
	case OPT_BACKUP:
		return &c->backup;
	case 'n':
		return &c->dry_run;
	case 'k':
		return &c->keep_going;
	default:
		return NULL;
	}
}

static int
parse_options(struct cli *c, int argc, char **argv)
{
	const struct tool	*t = c->tool;
	struct option		*all = merge_options(t);
	const char		*query = NULL;
	char			 dice_why[1536];
	char			*end, *target;
	bool			*flag;
	int			 ch, st = 0;

	optind = 0;		/* glibc: start afresh (cli_run runs again) */
	opterr = 0;
	while (st == 0 && (ch = getopt_long(argc, argv, "ihknV", all,
	    NULL)) != -1) {
		if (c->in_memory && (ch == 'h' || ch == 'V' ||
		    ch == OPT_CHARTS || ch == 'i')) {
			/* cli_run: nothing but the input is read or written. */
			diag_plain(&c->diag, ST_USAGE, "%s: not with an input "
			    "held in memory", argv[optind - 1]);
			st = ST_USAGE;
			break;
		}
		if ((flag = common_flag(c, ch)) != NULL) {
			*flag = true;
			continue;
		}
		switch (ch) {
		case 'h':
			help(t);
			st = -1;
			break;
		case 'V':
			printf("%s (gcacw) %s\n", t->name, GCACW_VERSION);
			st = -1;
			break;
		case OPT_DICE:
			free(c->dice_list);
			c->dice_first = 0;
			c->ndice_list = dice_parse(optarg, &c->dice_list,
			    dice_why, sizeof dice_why);
			if (c->ndice_list < 0) {
				c->dice_list = NULL;
				diag_plain(&c->diag, ST_USAGE, "--dice %s: %s",
				    optarg, dice_why);
				st = ST_USAGE;
			}
			break;
		case OPT_SEED:
			errno = 0;
			c->seed = strtoull(optarg, &end, 10);
			if (errno != 0 || *end != '\0' || *optarg < '0' ||
			    *optarg > '9') {
				diag_plain(&c->diag, ST_USAGE, "--seed %s: "
				    "not a whole number", optarg);
				st = ST_USAGE;
			}
			c->have_seed = true;
			break;
		case OPT_CHARTS:
			st = add_chart_source(c, optarg, "--charts");
			break;
		case '?':
			if (optopt != 0 && optopt < 128)
				diag_plain(&c->diag, ST_USAGE,
				    "unknown or incomplete option -%c", optopt);
			else
				diag_plain(&c->diag, ST_USAGE, "unknown option "
				    "or missing argument: %s",
				    argv[optind - 1]);
			st = ST_USAGE;
			break;
		default:
			st = ch >= 1 && ch < OPT_EXPLAIN ? take_option(c,
			    &t->options[ch - 1], optarg) : ST_USAGE;
			if (st == 0 && t->options[ch - 1].kind == CLI_QUERY) {
				query = t->options[ch - 1].name;
				c->asked_query = true;
			}
			break;
		}
	}
	free(all);
	if (st != 0)
		return st;
	if (argc - optind > 1) {
		diag_plain(&c->diag, ST_USAGE, "one input file at most");
		return ST_USAGE;
	}
	if (argc - optind == 1 && c->in_memory) {
		diag_plain(&c->diag, ST_USAGE, "%s: not with an input held in "
		    "memory", argv[optind]);
		return ST_USAGE;
	}
	c->have_input = argc - optind == 1;
	/* "-" is standard input, as for most Unix filters. */
	if (argc - optind == 1 && strcmp(argv[optind], "-") == 0) {
		if (c->in_place) {
			diag_plain(&c->diag, ST_USAGE, "-i needs a FILE to "
			    "rewrite, not standard input");
			return ST_USAGE;
		}
	} else if (argc - optind == 1)
		c->file = argv[optind];
	if (c->backup && !c->in_place) {
		diag_plain(&c->diag, ST_USAGE, "--backup keeps the file -i "
		    "replaces: give -i too");
		return ST_USAGE;
	}
	if (c->in_place && t->no_input) {
		diag_plain(&c->diag, ST_USAGE, "-i: %s reads no game to "
		    "rewrite; it writes one on standard output", t->name);
		return ST_USAGE;
	}
	if (c->in_place && c->file == NULL) {
		diag_plain(&c->diag, ST_USAGE, "-i needs a FILE to rewrite");
		return ST_USAGE;
	}
	/* A query's report must never replace the game. */
	if (c->in_place && query != NULL) {
		diag_plain(&c->diag, ST_USAGE, "--%s is a query: it never "
		    "rewrites FILE; drop -i", query);
		return ST_USAGE;
	}
	/* -i replaces FILE whole: what failed would be lost from it. */
	if (c->in_place && c->keep_going) {
		diag_plain(&c->diag, ST_USAGE, "-k writes only the documents "
		    "that succeed: not with -i");
		return ST_USAGE;
	}
	/* Refuse before reading: opening a FIFO would wait for a writer. */
	if (c->in_place) {
		if ((st = in_place_target(c, &target, NULL)) != 0)
			return st;
		free(target);
	}
	return t->ready != NULL ? t->ready(c) : 0;
}

/* What a file that -i cannot replace is, for the message. */
static const char *
file_kind(mode_t m)
{
	if (S_ISDIR(m))
		return "is a directory";
	if (S_ISFIFO(m))
		return "is a FIFO";
	if (S_ISCHR(m))
		return "is a character device";
	if (S_ISBLK(m))
		return "is a block device";
	if (S_ISSOCK(m))
		return "is a socket";
	return "is not a regular file";
}

/*
 * The file -i replaces, into *target (the caller frees it), its status
 * into *sb when sb is not NULL; 0, or an exit status after a message.
 * Nothing the user had is lost.  Only a regular
 * file can be replaced: a FIFO, a device or /dev/stdin would become a
 * plain file (as root, /dev/stdin is the system's symlink).  A symlink
 * stays one: its final target is rewritten, and the temporary file goes
 * beside that target so that the rename stays in one directory, atomic.
 * The target must be the very file FILE names (a /proc link to a deleted
 * file resolves to a name that is not it).
 */
static int
in_place_target(struct cli *c, char **target, struct stat *sb)
{
	struct stat	st, lst, rst;

	*target = NULL;
	if (stat(c->file, &st) != 0) {
		diag_plain(&c->diag, ST_NOINPUT, "cannot open %s: %s", c->file,
		    strerror(errno));
		return ST_NOINPUT;
	}
	if (!S_ISREG(st.st_mode)) {
		diag_plain(&c->diag, ST_USAGE, "-i needs a regular file: %s %s",
		    c->file, file_kind(st.st_mode));
		return ST_USAGE;
	}
	if (sb != NULL)
		*sb = st;
	if (lstat(c->file, &lst) == 0 && !S_ISLNK(lst.st_mode)) {
		*target = xstrdup(c->file);
		return 0;
	}
	if ((*target = realpath(c->file, NULL)) == NULL ||
	    stat(*target, &rst) != 0 || rst.st_dev != st.st_dev ||
	    rst.st_ino != st.st_ino) {
		diag_plain(&c->diag, ST_USAGE, "-i: cannot find the file %s "
		    "links to", c->file);
		free(*target);
		*target = NULL;
		return ST_USAGE;
	}
	return 0;
}

/* The directory of target, to sync once the rename is made. */
static char *
dir_of(const char *target)
{
	const char	*slash = strrchr(target, '/');
	char		*dir;

	if (slash == NULL)
		return xstrdup(".");
	dir = xstrdup(target);
	dir[slash == target ? 1 : slash - target] = '\0';
	return dir;
}

/*
 * Make what was written into the directory durable: the rename is only
 * on disk once the directory is.  A file system that cannot sync a
 * directory (EINVAL) has nothing more to do.  Nothing is allocated here:
 * FILE is replaced already, and running out of memory now would report
 * a failure for a file that was rewritten (tests/torture.sh).
 */
static int
sync_dir(const char *dir)
{
	int fd, ok;

	if ((fd = open(dir, O_RDONLY | O_DIRECTORY)) < 0)
		return -1;
	ok = fsync(fd) == 0 || errno == EINVAL;
	close(fd);
	return ok ? 0 : -1;
}

/*
 * -i: FILE replaced atomically, keeping its mode, its owner where
 * permitted, and a symlink to it.  The temporary file FILE.gcacw-XXXXXX
 * is removed on every failure; only a kill -9 can leave one behind, and
 * FILE itself is then the old content, whole.
 */
static int
keep_backup(struct cli *c, const char *target)
{
	char	*bak = xmalloc(strlen(target) + 2);
	int	 st = 0;

	sprintf(bak, "%s~", target);
	if ((unlink(bak) != 0 && errno != ENOENT) || link(target, bak) != 0) {
		diag_plain(&c->diag, ST_IOERR, "cannot keep %s~ (--backup): "
		    "%s; %s is unchanged", c->file, strerror(errno), c->file);
		st = ST_IOERR;
	}
	free(bak);
	return st;
}

static int
write_in_place(struct cli *c)
{
	struct stat	 sb;
	sigset_t	 block, old;
	char		*target, *tmp, *dir;
	const char	*what = "write";
	int		 fd, st;
	FILE		*f = NULL;

	if ((st = in_place_target(c, &target, &sb)) != 0)
		return st;
	dir = dir_of(target);
	tmp = xmalloc(strlen(target) + sizeof(".gcacw-XXXXXX"));
	sprintf(tmp, "%s.gcacw-XXXXXX", target);
	/* An interrupt now must not leave the temporary file behind. */
	sigemptyset(&block);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGQUIT);
	sigaddset(&block, SIGTERM);
	sigprocmask(SIG_BLOCK, &block, &old);
	if ((fd = mkstemp(tmp)) < 0) {
		diag_plain(&c->diag, ST_IOERR, "cannot create a temporary file "
		    "beside %s: %s", c->file, strerror(errno));
		st = ST_IOERR;
		goto done;
	}
	/* The owner first: chown may clear the set-id bits of the mode. */
	if ((fchown(fd, sb.st_uid, sb.st_gid) != 0 && errno != EPERM) ||
	    fchmod(fd, sb.st_mode & 07777) != 0) {
		what = "keep the mode or owner of";
		goto fail;
	}
	if ((f = fdopen(fd, "wb")) == NULL) {
		/* Out of memory is 70, never a write error. */
		if (errno == ENOMEM) {
			close(fd);
			unlink(tmp);
			diag_plain(&c->diag, ST_INTERNAL, "out of memory");
			st = ST_INTERNAL;
			goto done;
		}
		goto fail;
	}
	if (fwrite(c->out.data, 1, c->out.len, f) != c->out.len ||
	    fflush(f) != 0 || fsync(fd) != 0)
		goto fail;
	fd = -1;
	if (fclose(f) != 0) {
		f = NULL;
		goto fail;
	}
	f = NULL;
	/* --backup: the file as it was stays, as FILE~, the same inode
	 * under a second name, so mode, owner and bytes are exactly its
	 * own; the rename then replaces FILE alone. */
	if (c->backup && (st = keep_backup(c, target)) != 0) {
		unlink(tmp);
		goto done;
	}
	if (rename(tmp, target) != 0)
		goto fail;
	if (sync_dir(dir) != 0) {
		/* FILE is replaced; only its durability is in doubt. */
		diag_plain(&c->diag, ST_IOERR, "cannot sync the directory of "
		    "%s: %s", c->file, strerror(errno));
		st = ST_IOERR;
	}
	goto done;
fail:
	diag_plain(&c->diag, ST_IOERR, "cannot %s %s: %s", what, c->file,
	    strerror(errno));
	st = ST_IOERR;
	if (f != NULL)
		fclose(f);
	else if (fd >= 0)
		close(fd);
	unlink(tmp);
done:
	sigprocmask(SIG_SETMASK, &old, NULL);
	free(dir);
	free(tmp);
	free(target);
	return st;
}

/* Write the output: stdout, or FILE replaced atomically (-i). */
static int
write_out(struct cli *c)
{
	if (c->in_place)
		return write_in_place(c);
	if (fwrite(c->out.data, 1, c->out.len, stdout) != c->out.len ||
	    fflush(stdout) != 0 || ferror(stdout)) {
		diag_plain(&c->diag, ST_IOERR, "cannot write standard "
		    "output: %s", strerror(errno));
		return ST_IOERR;
	}
	return 0;
}

/*
 * Drop the --dice rolls this document took; the rest go on.  Plain dice
 * are taken in order, so those taken are the first ones: the list starts
 * later, and a stream costs nothing per document here (shifting the
 * list after every document did).  Named dice may be taken out
 * of order: those left are gathered up.
 */
static void
dice_left(struct cli *c)
{
	struct die_given	*left = c->dice_list + c->dice_first;
	int			 i, n = 0;

	if (c->ndice_list > 0 && left[0].purpose == NULL) {
		n = c->ndice_list - c->dice.used_list;
		c->dice_first += c->dice.used_list;
	} else {
		for (i = 0; i < c->ndice_list; i++)
			if (!c->dice.used[i])
				left[n++] = left[i];
	}
	c->dice_taken += c->ndice_list - n;
	c->ndice_list = n;
}

/* A die's purpose as --dice names it: '-' for each space. */
static void
put_die_name(FILE *f, const char *purpose)
{
	for (; *purpose != '\0'; purpose++)
		fputc(*purpose == ' ' ? '-' : *purpose, f);
}

/* Dice given and never rolled: a named one by its name. */
static void
dice_not_used(struct cli *c)
{
	const struct die_given	*left = c->dice_list + c->dice_first;
	char			*buf = NULL;
	size_t			 len = 0;
	FILE			*f;
	int			 i;

	if (left[0].purpose == NULL) {
		diag_plain(&c->diag, ST_USAGE, "--dice: %d roll%s not used",
		    c->ndice_list, c->ndice_list == 1 ? " was" : "s were");
		return;
	}
	if ((f = open_memstream(&buf, &len)) == NULL)
		diag_fatal("out of memory");
	for (i = 0; i < c->ndice_list; i++) {
		if (i > 0)
			fputs(", ", f);
		put_die_name(f, left[i].purpose);
		fprintf(f, "=%d", left[i].value);
	}
	if (fclose(f) != 0)
		diag_fatal("out of memory");
	diag_plain(&c->diag, ST_USAGE, "--dice: not used: %s", buf);
	free(buf);
}

/*
 * --dice given must supply every die: a ruling on dice the player did
 * not give is not the one asked for.  One line names, in
 * order, each die still needed with its purpose; a plain die by its place
 * in the list, counted across the stream.
 */
static int
dice_short(struct cli *c)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*f;
	int	 i, n = 0, place = c->dice_taken;

	if ((f = open_memstream(&buf, &len)) == NULL)
		diag_fatal("out of memory");
	for (i = 0; i < c->dice.nrolls; i++) {
		const struct roll *r = &c->dice.rolls[i];

		place++;
		if (r->source != DS_MISSING)
			continue;
		if (n++ > 0)
			fputs(", ", f);
		if (c->dice.named)
			put_die_name(f, r->purpose);
		else
			fprintf(f, "die %d (%s)", place, r->purpose);
	}
	if (fclose(f) != 0)
		diag_fatal("out of memory");
	diag_plain(&c->diag, ST_USAGE, "--dice: too few dice: still needed, "
	    "in order: %s", buf);
	free(buf);
	return ST_USAGE;
}

/*
 * Rule, the explanation first and the diagnostics after it: a ruling that
 * stops on a value nobody supplied explains what it could rule, then
 * names each missing value.  The rules report as they go and
 * the door explains at the end, so the diagnostics are held back here.
 * With --dice given, a die the rule lacks does not stop it (it goes on,
 * on a stand-in, to find every die it needs), so the explanation is held
 * too: printed when every die was given, else thrown away with the
 * diagnostics for the one line naming the dice still needed.
 */
static int
run_held(struct cli *c, struct game *g)
{
	struct diag	 saved = c->diag;
	FILE		*explain = c->explain_out, *held, *said = NULL;
	char		*buf = NULL, *sbuf = NULL;
	size_t		 len = 0, slen = 0;
	bool		 given = c->dice_list != NULL;
	int		 st;

	if ((held = open_memstream(&buf, &len)) == NULL ||
	    (given && (said = open_memstream(&sbuf, &slen)) == NULL))
		diag_fatal("out of memory");
	c->diag.out = held;
	if (given)
		c->explain_out = said;
	st = c->tool->run(c, g);
	if ((ferror(held) | fclose(held)) != 0 || (said != NULL &&
	    (ferror(said) | fclose(said)) != 0))
		diag_fatal("out of memory");
	c->diag.out = saved.out;
	c->explain_out = explain;
	if (given && dice_missing(&c->dice) > 0) {
		c->diag.count = saved.count;
		c->diag.status = saved.status;
		st = dice_short(c);
	} else {
		if (slen > 0)
			fwrite(sbuf, 1, slen, explain);
		if (len > 0) {
			fflush(explain);
			fwrite(buf, 1, len, saved.out);
		}
	}
	free(buf);
	free(sbuf);
	return st;
}

/*
 * The scenario's rules, for the restrictions every tool enforces and for
 * gcacw-vp.  A tool that scores needs a scenario.
 */
static int
attach_scenario(struct cli *c, struct game *g)
{
	if (g->scenario == NULL) {
		if (!c->tool->needs_scenario)
			return 0;
		diag_error(&c->diag, ST_DATA, (struct pos){0, 0}, "scenario",
		    "not given: %s scores a scenario's victory conditions; "
		    "add `scenario: NAME` (gcacw-new --list lists them)",
		    c->tool->name);
		return ST_DATA;
	}
	if ((g->scen = cli_scenario(c, g->module, g->scenario)) == NULL)
		return c->diag.status != 0 ? c->diag.status : ST_DATA;
	return 0;
}

/*
 * Once a game has a `phase`, a tool runs only in the phases it
 * lists, and says which phase it is and what runs there.
 */
static int
check_phase(struct cli *c, struct game *g)
{
	if (g->phase == PH_NONE || c->tool->phases == 0 || c->asked_query ||
	    (c->tool->phases & PHASE_BIT(g->phase)) != 0)
		return 0;
	diag_error(&c->diag, ST_REFUSED, g->phase_pos, "phase",
	    "%s does not run in %s; what runs now: %s", c->tool->name,
	    phase_titles[g->phase], sequence_next(g));
	return ST_REFUSED;
}

/*
 * --keep-going: what this document gave goes out now, so that
 * memory is bounded by the largest document, not the stream; "---"
 * before a game when one went out before (held, yaml_write would have
 * put it there).  0, or 74.
 */
static int
flush_document(struct cli *c, size_t start, bool ok, bool *sent)
{
	if (!ok) {
		/* Nothing of a failed document is written. */
		c->out.len = start;
		return 0;
	}
	if (c->in_memory || c->out.len == 0)
		return 0;
	if (*sent && !c->query && fwrite("---\n", 1, 4, stdout) != 4)
		goto fail;
	if (fwrite(c->out.data, 1, c->out.len, stdout) != c->out.len ||
	    fflush(stdout) != 0)
		goto fail;
	*sent = true;
	c->out.len = 0;
	return 0;
fail:
	diag_plain(&c->diag, ST_IOERR, "cannot write standard output: %s",
	    strerror(errno));
	return ST_IOERR;
}

/* The reader's captures of map.hexes and map.hexsides, to the loader
 * (load.h). */
static struct node *
begin_hexes(void *arg, struct arena *a, struct node *const *root,
    size_t n, struct pos at, size_t npairs)
{
	return load_capture_begin(arg, 0, a, root, n, at, npairs);
}

static struct node *
begin_hexsides(void *arg, struct arena *a, struct node *const *root,
    size_t n, struct pos at, size_t npairs)
{
	return load_capture_begin(arg, 1, a, root, n, at, npairs);
}

static void
pair_hexes(void *arg, const struct item *it, size_t n)
{
	load_capture_pair(arg, 0, it, n);
}

static void
pair_hexsides(void *arg, const struct item *it, size_t n)
{
	load_capture_pair(arg, 1, it, n);
}

/* A big input's document goes to an arena that starts in the input's
 * region after the output's room (read_all), or else with a huge page
 * of its own (arena_start_big). */
static void
big_start(struct cli *c, struct arena *a, size_t len)
{
	if (c->region > 0 && c->input != NULL)
		arena_start_in(a, c->input + c->in_room, c->region -
		    c->in_room);
	if (len >= HUGE_INPUT)
		arena_start_big(a);
}

void
cli_map_captures(struct yaml_capture *caps, struct load_capture *lc)
{
	const struct yaml_capture c[2] = {
		{ "map", "hexes", begin_hexes, pair_hexes, lc },
		{ "map", "hexsides", begin_hexsides, pair_hexsides, lc },
	};

	memcpy(caps, c, sizeof(c));
}

/*
 * The input, read to its end, makes room for the output before
 * any of it is written: a tool's peak memory is the larger of the two
 * with the document's, not both.  Freed, or, in a region (read_all), the
 * output written in its place.
 */
static void
input_done(struct cli *c)
{
	if (c->input == NULL)
		return;
	if (c->region == 0) {
		free(c->input);
		c->input = NULL;
	} else if (c->out.data == NULL) {
		c->out.data = c->input;
		c->out.cap = c->in_room;
		c->out.lent = true;
	}
}

/* Did the ruling take a die from the generator? */
static bool
rolled_rng(const struct dice *d)
{
	int i;

	for (i = 0; i < d->nrolls; i++)
		if (d->rolls[i].source == DS_RNG)
			return true;
	return false;
}

/* Load, rule on and emit each document of the stream in turn. */
static int
run_stream(struct cli *c, const char *buf, size_t len)
{
	struct yaml_reader	*r = yaml_reader_new(buf, len);
	struct load_capture	*lc = load_capture_new(&c->diag);
	struct yaml_capture	 caps[2];
	struct arena		 a;
	struct node		*doc;
	struct game		*g;
	int			 st = 0, got, ndocs = 0, worst = 0, wst;
	size_t			 start;
	bool			 sent = false, ok, dry;

	memset(&a, 0, sizeof(a));
	cli_map_captures(caps, lc);
	yaml_reader_capture(r, caps, 2);
	yaml_reader_keys(r, game_top_keys);
	c->diag.name_first = c->keep_going;
	/* A message about the second document on names it. */
	while ((st == 0 || c->keep_going) && (c->diag.document = ndocs + 1,
	    big_start(c, &a, len), got = yaml_reader_next(r, &a, &c->diag,
	    &doc)) != 0) {
		if (st > worst)
			worst = st;
		st = 0;
		if (got < 0) {
			load_capture_reset(lc);
			break;
		}
		ndocs++;
		c->last_doc = yaml_reader_ended(r);
		if (c->last_doc)
			input_done(c);
		/* The output in one buffer, not a doubling series. */
		if (!c->keep_going && c->out.data == NULL)
			outbuf_reserve(&c->out, len + len / 8);
		/* --keep-going: each document on its own, its nodes freed
		 * after it; its status starts afresh. */
		if (c->keep_going) {
			if (c->diag.status > worst)
				worst = c->diag.status;
			c->diag.status = 0;
		}
		start = c->out.len;
		g = game_load_captured(&c->diag, &a, doc, c->sources,
		    c->nsources, lc);
		load_capture_reset(lc);
		if (g == NULL) {
			st = c->diag.status != 0 ? c->diag.status : ST_DATA;
			goto next;
		}
		if ((st = attach_scenario(c, g)) != 0 ||
		    (st = check_phase(c, g)) != 0) {
			game_free(g);
			goto next;
		}
		memset(&c->dice, 0, sizeof(c->dice));
		/* No list: NULL, not NULL + 0 (undefined; clang's UBSan,
		 * found by the fuzz target). */
		dice_init_given(&c->dice, g, c->dice_list != NULL ?
		    c->dice_list + c->dice_first : NULL, c->ndice_list,
		    c->have_seed, c->seed);
		/* --seed starts the generator once for the whole stream. */
		if (c->have_seed)
			g->rng_draws = c->seed_draws;
		/* A dry run must not show the dice the file's
		 * generator will roll next, or a player previews them and
		 * chooses: its dice come from a throwaway generator, derived
		 * from the file's state (so the dry run is reproducible) but
		 * never the file's next draws. */
		dry = c->dry_run && !c->query && c->dice_list == NULL &&
		    !c->have_seed && g->has_rng;
		if (dry) {
			g->rng_seed = dice_splitmix(g->rng_seed ^
			    UINT64_C(0x6472792d72756e), g->rng_draws);
			g->rng_draws = 0;
		}
		st = stream_done(c, run_held(c, g));
		if (dry && cli_explain(c) != NULL && rolled_rng(&c->dice))
			fprintf(cli_explain(c), "Dry run: these dice are a "
			    "throwaway generator's, not the file's; the real run "
			    "rolls its own (gcacw(7), -n).\n");
		query_done(c);
		if (st == 0 && g->phase != PH_NONE && c->tool->phase_after !=
		    PH_NONE && !c->query)
			g->phase = c->tool->phase_after;
		if (st == 0 && c->diag.status == 0 && !c->query &&
		    !(c->keep_going && c->dry_run))
			yaml_write(&c->out, game_emit(g));
		if (c->have_seed)
			c->seed_draws = g->rng_draws;
		/* --dice runs on across the documents of a stream. */
		if (c->dice_list != NULL)
			dice_left(c);
		dice_free(&c->dice);
		game_free(g);
next:
		if (!c->keep_going)
			continue;
		if (st == 0)
			st = c->diag.status;
		ok = st == 0;
		if ((wst = flush_document(c, start, ok, &sent)) != 0) {
			st = worst = wst;
			break;
		}
		arena_free(&a);
	}
	if (st > worst)
		worst = st;
	if (c->keep_going) {
		/* A stream that could not be read on counts too. */
		if (c->diag.status > worst)
			worst = c->diag.status;
		c->diag.status = worst;
		st = worst;
	}
	arena_free(&a);
	yaml_reader_free(r);
	load_capture_free(lc);
	c->diag.document = 0;
	if (st == 0 && c->diag.status == 0 && ndocs == 0)
		diag_plain(&c->diag, ST_DATA, "%s: no game in the input",
		    c->diag.file);
	if (st == 0 && c->diag.status == 0 && c->ndice_list > 0)
		dice_not_used(c);
	return st != 0 ? st : c->diag.status;
}

int
cli_main(const struct tool *t, int argc, char **argv)
{
	struct cli	 c;
	const char	*env;
	size_t		 len, huge = 0;
	int		 st;

#ifdef TORTURE
	torture_init();
#endif
	memset(&c, 0, sizeof(c));
	c.tool = t;
	c.explain_out = stderr;
	diag_init(&c.diag, t->name, NULL);
	/* A closed pipe is an error to report, not a silent death; so is
	 * a file size limit (SIGXFSZ would kill the tool mid-write,
	 * leaving -i's temporary file): the write fails with EFBIG, 74. */
	signal(SIGPIPE, SIG_IGN);
	signal(SIGXFSZ, SIG_IGN);
	if ((env = getenv("GCACW_CHARTS")) != NULL && *env != '\0' &&
	    (st = add_chart_source(&c, env, "$GCACW_CHARTS")) != 0)
		goto done;
	c.env_source = c.nsources > 0;
	if ((st = parse_options(&c, argc, argv)) != 0) {
		if (st == ST_USAGE)
			usage(t, stderr);
		st = st < 0 ? 0 : st;
		goto done;
	}
	diag_init(&c.diag, t->name, c.file);
	c.diag.max = t->max_errors;
	if (t->no_input || (t->input_optional && !c.have_input)) {
		/* No game: the tool answers from the tables alone. */
		st = t->run(&c, NULL);
		query_done(&c);
		if (st == 0)
			st = c.diag.status;
	} else {
		if ((st = read_all(&c, c.file, NULL, &c.input, &len,
		    &huge)) != 0)
			goto done;
		st = run_stream(&c, c.input, len);
	}
	/*
	 * Whatever asked the question, a report never replaces
	 * the game (a CLI_QUERY option with -i is refused earlier).
	 */
	if (st == 0 && c.in_place && c.query) {
		diag_plain(&c.diag, ST_USAGE, "this run is a query: it never "
		    "rewrites FILE; drop -i");
		st = ST_USAGE;
	}
	/* An explanation that could not be written fails the run, as a
	 * game that could not be written does. */
	if (st == 0 && c.explain && (fflush(c.explain_out) != 0 ||
	    ferror(c.explain_out))) {
		diag_plain(&c.diag, ST_IOERR, "cannot write the explanation "
		    "on standard error");
		st = ST_IOERR;
	}
	/*
	 * A dry run rules and explains, and writes no game; a
	 * query writes no game either, so its report is printed all the
	 * same (with -i it was refused above).
	 */
	if (st == 0 && (!c.dry_run || c.query))
		st = write_out(&c);
done:
	if (st == 0 && !c.in_place && fclose(stdout) != 0) {
		diag_plain(&c.diag, ST_IOERR, "cannot write standard output: "
		    "%s", strerror(errno));
		st = ST_IOERR;
	}
	free(c.input);
	outbuf_free(&c.out);
	free(c.dice_list);
	free(c.sources);
	cli_scenarios_free(&c);
	arena_free(&c.arena);
	arena_release();
	return st;
}

int
cli_run(const struct tool *t, int argc, char **argv, const char *buf,
    size_t len, FILE *err, struct outbuf *out, bool *query)
{
	struct cli	c;
	int		st;

	memset(&c, 0, sizeof(c));
	c.tool = t;
	c.in_memory = true;
	c.explain_out = err;
	diag_init(&c.diag, t->name, NULL);
	c.diag.out = err;
	c.diag.max = t->max_errors;
	if ((st = parse_options(&c, argc, argv)) == 0)
		st = run_stream(&c, buf, len);
	*query = c.query;
	if (st == 0 && (!c.dry_run || c.query))
		*out = c.out;
	else {
		outbuf_free(&c.out);
		memset(out, 0, sizeof(*out));
	}
	free(c.dice_list);
	cli_scenarios_free(&c);
	arena_free(&c.arena);
	return st;
}
