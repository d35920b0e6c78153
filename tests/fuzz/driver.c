/*
 * driver.c — a tool's life without its I/O, for the fuzz targets (see
 * driver.h): cli_run() loads, rules on and emits the documents of an
 * input and carries the dice over exactly as the tools do.
 */
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "emit.h"
#include "load.h"
#include "yamlio.h"

#define MAXWORDS	64
#define MAXLINE		1024	/* the options line, at most */

static FILE *devnull;

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
	struct outbuf		 again = { .data = NULL };
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

static void
fuzz_run(const struct tool *t, const uint8_t *data, size_t size,
    void (*reset)(void), bool seed)
{
	struct outbuf	 out = { .data = NULL };
	bool		 query;
	char		 buf[2 * MAXLINE + 2], *argv[MAXWORDS + 3];
	int		 argc;

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	if ((argc = words(t->name, data, size, buf, argv)) > 0) {
		/* Without --seed, seed 0: a finding replays.  A later --seed
		 * of the input's own wins. */
		if (seed) {
			memmove(argv + 3, argv + 1, (size_t)argc *
			    sizeof(*argv));
			argv[1] = "--seed";
			argv[2] = "0";
			argc += 2;
		}
		if (cli_run(t, argc, argv, (const char *)data, size,
		    devnull, &out, &query) == 0 && !query)
			fixed_point(t, &out);
	}
	if (reset != NULL)
		reset();
	free(out.data);
}

void
fuzz_tool(const struct tool *t, const uint8_t *data, size_t size,
    void (*reset)(void))
{
	fuzz_run(t, data, size, reset, true);
}

void
fuzz_query(const struct tool *t, const uint8_t *data, size_t size,
    void (*reset)(void))
{
	fuzz_run(t, data, size, reset, false);
}
