/*
 * combat_missing.c — the values a combat ruling lacks: each reported
 * once, in the order the procedure asks for it (the ruling goes on
 * without it, so that every value missing is named at once), and the
 * phrase the explanation shows where it would be used.
 */
#include <stdio.h>
#include <string.h>

#include "combat_int.h"
#include "missing.h"

/* Has this line been reported in this ruling?  Remembers it if not. */
static bool
reported(struct game *g, struct combat *c, const char *key)
{
	int i;

	for (i = 0; i < c->nreported; i++)
		if (strcmp(c->reported[i], key) == 0)
			return true;
	if (c->nreported == c->capreported) {
		/* Arena memory is not realloc'd: a block twice the size. */
		int		 cap = c->capreported > 0 ? 2 * c->capreported :
				    8;
		const char	**r = arena_alloc(&g->arena, (size_t)cap *
				    sizeof(*r));

		if (c->nreported > 0)
			memcpy(r, c->reported, (size_t)c->nreported *
			    sizeof(*r));
		c->reported = r;
		c->capreported = cap;
	}
	c->reported[c->nreported++] = arena_strdup(&g->arena, key);
	return false;
}

const char *
combat_missing(struct game *g, struct combat *c, const struct chart *ch,
    const char *row, const char *col, const char *needed_by)
{
	const char *path = col != NULL ? arena_printf(&g->arena,
	    "charts.%s.%s.%s", ch->name, row, col) : arena_printf(&g->arena,
	    "charts.%s.%s", ch->name, row);

	c->stopped = true;
	if (!reported(g, c, arena_printf(&g->arena, "%s\n%s", path,
	    needed_by != NULL ? needed_by : "")))
		missing_cell(g, ch, row, col, needed_by);
	return arena_printf(&g->arena, "not printed (%s)", path);
}

const char *
combat_missing_field(struct game *g, struct combat *c, const char *kind,
    const char *name, const char *field, const char *rule)
{
	const char *path = arena_printf(&g->arena, "%s.%s.%s", kind, name,
	    field);

	c->stopped = true;
	if (!reported(g, c, path))
		diag_error(g->diag, ST_DATA, (struct pos){ 0, 0 }, NULL,
		    "%s: not given, and %s needs it; add it to the file",
		    path, rule);
	return arena_printf(&g->arena, "not given (%s)", path);
}
