/*
 * recover_mod.c — the die roll modifiers of the Recovery Phase's
 * activities (10.1, 10.3, SIV 24.3, SJW 20.4), and the numbers their
 * charts give them.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "missing.h"
#include "recover_int.h"

void
recover_mod_add(struct recover_attempt *a, const char *rule, int value,
    const char *fmt, ...)
{
	struct recover_mod	*m;
	va_list			 ap;

	/* A few of known kinds (RECOVER_MAXMODS): never dropped. */
	if (a->nmods == RECOVER_MAXMODS)
		diag_fatal("internal error: more than %d die roll modifiers "
		    "for %s", RECOVER_MAXMODS, a->unit != NULL ?
		    a->unit->name : "an activity");
	m = &a->mods[a->nmods++];
	m->rule = rule;
	m->value = value;
	va_start(ap, fmt);
	vsnprintf(m->why, sizeof(m->why), fmt, ap);
	va_end(ap);
}

/* A chart's "+1" as a number; the missing-data error when absent. */
int
recover_chart_number(struct game *g, const struct chart *c, const char *row,
    const char *col, const char *needed_by, int *v)
{
	const char	*cell;
	char		*end;

	cell = chart_get(&g->charts, c, row, col);
	if (cell == NULL || (*v = (int)strtol(cell, &end, 10), *end != '\0'))
		return missing_cell(g, c, row, col, needed_by);
	return 0;
}
