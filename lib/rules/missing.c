/*
 * missing.c — the missing-data error of a chart lookup, one path for
 * every rule (missing.h).
 */
#include "missing.h"

int
missing_cell(struct game *g, const struct chart *c, const char *row,
    const char *col, const char *needed_by)
{
	chart_missing(g->diag, c, row, col, needed_by);
	return ST_DATA;
}

const char *
needed_cell(struct game *g, const struct chart *c, const char *row,
    const char *col, const char *needed_by)
{
	const char *cell = chart_get(&g->charts, c, row, col);

	if (cell == NULL)
		missing_cell(g, c, row, col, needed_by);
	return cell;
}
