/*
 * cli_scenario.c — the scenario library (gcacw-file(5) SCENARIOS):
 * scenarios/<game>/<name>.yaml found in $GCACW_SCENARIOS (directories
 * separated by colons), else where `make install` put it, else in the
 * source tree the tools were built from; each file read, checked and
 * kept for the run (a stream's documents share it).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "emit.h"
#include "explain.h"
#include "games.h"
#include "load.h"
#include "module.h"
#include "scenario.h"
#include "yamlio.h"

#ifndef GCACW_SCENARIOS
#define GCACW_SCENARIOS "/usr/local/share/gcacw/scenarios"
#endif

struct cli_scen {
	struct diag		 d;
	struct game		*carrier;	/* holds the scenario */
	const struct scenario	*s;
	char			*buf;		/* the file's bytes */
	char			*key;		/* "siv/kernstown" */
	char			*path;		/* the file read */
	int			 document;	/* of the stream, first named */
};

static char *
concat(const char *a, size_t alen, const char *b, const char *c,
    const char *d)
{
	size_t	 n = alen + strlen(b) + strlen(c) + strlen(d) + 1;
	char	*p = xmalloc(n);

	snprintf(p, n, "%.*s%s%s%s", (int)alen, a, b, c, d);
	return p;
}

/*
 * Where the tool itself is, so that an installed tool finds
 * the library installed beside it (BINDIR/../share/gcacw/scenarios)
 * whatever PREFIX it was built with, and a tool of a moved source tree
 * the tree's scenarios/ (build/bin/../../scenarios).  The compiled-in
 * directories follow.  Linux's /proc/self/exe; without it, those only.
 */
static const char *
default_dirs(void)
{
	static char	*dirs;
	char		 exe[4096], *slash;
	ssize_t		 n;

	if (dirs != NULL)
		return dirs;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n <= 0 || (size_t)n >= sizeof(exe) - 1 ||
	    (exe[n] = '\0', slash = strrchr(exe, '/')) == NULL) {
		dirs = xstrdup(GCACW_SCENARIOS);
		return dirs;
	}
	*slash = '\0';
	dirs = concat(exe, strlen(exe), "/../share/gcacw/scenarios:", exe,
	    "/../../scenarios:" GCACW_SCENARIOS);
	return dirs;
}

const char *
cli_scenario_dirs(void)
{
	const char *env = getenv("GCACW_SCENARIOS");

	return env != NULL && *env != '\0' ? env : default_dirs();
}

/* The first DIR/game/name.yaml of the path that opens, or NULL. */
static FILE *
open_scenario(const char *game, const char *name, char **path)
{
	const char	*dirs = cli_scenario_dirs(), *p, *end;
	char		*dir;
	FILE		*f;

	for (p = dirs; *p != '\0'; p = *end != '\0' ? end + 1 : end) {
		end = p + strcspn(p, ":");
		if (end == p)
			continue;
		dir = concat(p, (size_t)(end - p), "/", game, "/");
		*path = concat(dir, strlen(dir), name, ".yaml", "");
		free(dir);
		if ((f = fopen(*path, "rb")) != NULL)
			return f;
		/* A failed allocation is 70, never "not found". */
		if (errno == ENOMEM)
			diag_fatal("out of memory");
		free(*path);
	}
	*path = NULL;
	return NULL;
}

static char *
slurp(FILE *f, size_t *len)
{
	size_t	 cap = 16384, n;
	char	*p = xmalloc(cap);

	*len = 0;
	while ((n = fread(p + *len, 1, cap - *len, f)) > 0) {
		*len += n;
		if (*len == cap) {
			if (cap > YAML_MAX_BYTES)
				break;
			p = xrealloc(p, cap *= 2);
		}
	}
	return p;
}

static void
load_file(struct cli *c, struct cli_scen *e, const struct module *m,
    const char *name, FILE *f, const char *path)
{
	struct yaml_reader	*r;
	struct node		*doc = NULL;
	size_t			 len;

	diag_init(&e->d, c->tool->name, e->key);
	e->d.file = path;
	e->d.out = c->diag.out;
	e->d.max = c->diag.max;
	e->buf = slurp(f, &len);
	if (ferror(f))
		diag_plain(&e->d, ST_IOERR, "cannot read %s: %s", path,
		    strerror(errno));
	e->carrier = game_new(&e->d, m);
	if (e->d.status != 0)
		return;
	r = yaml_reader_new(e->buf, len);
	if (yaml_reader_next(r, &e->carrier->arena, &e->d, &doc) == 1)
		e->s = scenario_load(e->carrier, doc, name);
	else if (e->d.status == 0)
		diag_plain(&e->d, ST_DATA, "%s: no scenario in the file",
		    path);
	yaml_reader_free(r);
}

const struct scenario *
cli_scenario(struct cli *c, const struct module *m, const char *name)
{
	struct cli_scen	*e;
	char		*key, *path;
	FILE		*f;
	int		 i;

	key = concat(m->name, strlen(m->name), "/", name, "");
	for (i = 0; i < c->nscens; i++)
		if (strcmp(c->scens[i].key, key) == 0) {
			free(key);
			/* Tried for an earlier document of the stream and
			 * not loaded: --keep-going names each failure. */
			if (c->scens[i].s == NULL)
				diag_error(&c->diag, c->scens[i].d.status,
				    (struct pos){ 0, 0 }, "scenario", "%s was "
				    "not loaded: see document %d", name,
				    c->scens[i].document);
			return c->scens[i].s;
		}
	c->scens = xrealloc(c->scens, (size_t)(c->nscens + 1) *
	    sizeof(*c->scens));
	e = &c->scens[c->nscens++];
	memset(e, 0, sizeof(*e));
	e->key = key;
	e->document = c->diag.document > 0 ? c->diag.document : 1;
	if ((f = open_scenario(m->name, name, &path)) == NULL) {
		diag_init(&e->d, c->tool->name, NULL);
		e->d.status = ST_NOINPUT;
		diag_plain(&c->diag, ST_NOINPUT, "scenario %s: not in the "
		    "scenario library (looked for %s/%s.yaml in %s; "
		    "$GCACW_SCENARIOS sets where)", name, m->name, name,
		    cli_scenario_dirs());
		return NULL;
	}
	e->path = path;
	load_file(c, e, m, name, f, path);
	fclose(f);
	if (e->s == NULL && e->d.status > c->diag.status)
		c->diag.status = e->d.status;
	return e->s;
}

/* The scenario's game, for a name given alone (the names are unique
 * across the games: DESIGN.md section 4). */
const struct module *
cli_scenario_game(const char *name)
{
	static const struct module *const games[] = { &module_siv,
	    &module_sjw };
	const char *const	*n;
	size_t			 i;

	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		for (n = games[i]->scenarios; n != NULL && *n != NULL; n++)
			if (strcmp(*n, name) == 0)
				return games[i];
	return NULL;
}

void
cli_scenarios_free(struct cli *c)
{
	int i;

	for (i = 0; i < c->nscens; i++) {
		/* The scenario's nodes point into buf: free it last. */
		game_free(c->scens[i].carrier);
		free(c->scens[i].buf);
		free(c->scens[i].key);
		free(c->scens[i].path);
	}
	free(c->scens);
	c->scens = NULL;
	c->nscens = 0;
}

/* SIV 27.0: "Some units begin the game in off-map boxes": which, box by
 * box, still to enter the map. */
static void
off_map_comment(FILE *f, const struct game *g)
{
	const char	*box;
	int		 i, k, n = 0;

	for (i = 0; i < g->nunits + g->nleaders; i++) {
		const struct offmap *o = i < g->nunits ? &g->units[i].off :
		    &g->leaders[i - g->nunits].off;

		if (o->box == NULL)
			continue;
		for (k = 0; k < i; k++)
			if ((k < g->nunits ? g->units[k].off.box :
			    g->leaders[k - g->nunits].off.box) != NULL &&
			    strcmp(k < g->nunits ? g->units[k].off.box :
			    g->leaders[k - g->nunits].off.box, o->box) == 0)
				break;
		if (k < i)
			continue;
		if (n++ == 0)
			fprintf(f, "# Still to enter the map, from the off-map "
			    "boxes (SIV 27.0, 18.0-20.0):\n");
		box = o->box;
		fprintf(f, "#   %s:", box);
		for (k = i; k < g->nunits + g->nleaders; k++) {
			const char *b = k < g->nunits ? g->units[k].off.box :
			    g->leaders[k - g->nunits].off.box;

			if (b != NULL && strcmp(b, box) == 0)
				fprintf(f, " %s%s", k < g->nunits ?
				    g->units[k].name : g->leaders[k -
				    g->nunits].name, k < g->nunits ? "" :
				    " (leader)");
		}
		fputc('\n', f);
	}
}

/* The comment gcacw-new writes above the game: what the scenario is and
 * what of its set-up the players still place by hand. */
static void
new_comment(struct cli *c, const struct scenario *s, uint64_t seed,
    const struct game *g)
{
	const struct node	*miss, *unp, *v;
	char			*buf = NULL;
	size_t			 len = 0;
	FILE			*f;
	int			 i, k;
	static const char *const parts[] = { "units", "leaders" };

	if ((f = open_memstream(&buf, &len)) == NULL)
		diag_fatal("out of memory");
	/* dates is optional: none leaves no empty ", ,". */
	fprintf(f, "# gcacw-new %s: %s (%s), %s%sturns %d to %d; rng seed "
	    "%llu\n", s->name, s->title, s->rule, s->dates != NULL ?
	    s->dates : "", s->dates != NULL ? ", " : "", s->first, s->last,
	    (unsigned long long)seed);
	v = s->setup != NULL ? node_get(s->setup, "complete") : NULL;
	if (v == NULL || !node_is(v, "true"))
		fprintf(f, "# The set-up is not all printed in the rules "
		    "text: add what is missing below.\n");
	miss = s->setup != NULL ? node_get(s->setup, "missing") : NULL;
	for (i = 0; miss != NULL && i < miss->n; i++)
		fprintf(f, "#   not printed: %s\n", miss->items[i]->str);
	unp = s->setup != NULL ? node_get(s->setup, "unplaced") : NULL;
	if (unp != NULL) {
		if ((v = node_get(unp, "where")) != NULL)
			fprintf(f, "# placed by the player: %s\n", v->str);
		for (k = 0; k < 2; k++)
			for (i = 0; (v = node_get(unp, parts[k])) != NULL &&
			    i < v->n; i++)
				fprintf(f, "#   %s\n", node_key(v, i)->str);
	}
	off_map_comment(f, g);
	/* The counters' values (2.2) the game still lacks. */
	if ((k = explain_counter_values(NULL, g, "", -1)) > 0)
		fprintf(f, "# %d values of the counters to enter (Tactical, "
		    "Artillery, Command): gcacw-charts --missing FILE lists "
		    "each.\n", k);
	fprintf(f, "# The map lists the hexes the scenario names; their "
	    "terrain is on the printed map.\n");
	if (fclose(f) != 0)
		diag_fatal("out of memory");
	outbuf_add(&c->out, buf, len);
	free(buf);
}

int
cli_new_game(struct cli *c, const struct scenario *s)
{
	struct arena	 a;
	struct node	*doc;
	struct game	*g;
	uint64_t	 seed = c->have_seed ? c->seed : dice_system_seed();

	memset(&a, 0, sizeof(a));
	doc = scenario_game_doc(&a, s, seed);
	if ((g = game_load(&c->diag, &a, doc, NULL, 0)) == NULL) {
		arena_free(&a);
		return c->diag.status != 0 ? c->diag.status : ST_DATA;
	}
	g->has_rng = true;
	g->rng_seed = seed;
	new_comment(c, s, seed, g);
	yaml_write(&c->out, game_emit(g));
	game_free(g);
	return 0;
}
