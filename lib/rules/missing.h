/*
 * missing.h — the missing-data error of a chart lookup (DESIGN.md section
 * 6, exit status 65): a cell a rule needs that the rulebooks do not print
 * and nobody supplied, or one supplied in a form the rule cannot read.
 * Every rule reports one here, as it reports a refusal through refuse.h;
 * the message is chart_missing()'s (charts.h).  A ruling that reports
 * each value once keeps its own record of what it has reported
 * (combat_missing(), move_report()) and comes here for the message.
 */
#ifndef GCACW_MISSING_H
#define GCACW_MISSING_H

#include "charts.h"
#include "game.h"

/* The error for chart c's cell at row, col (NULL for a one-dimensional
 * table), naming what needed it (or NULL); returns ST_DATA. */
int	missing_cell(struct game *, const struct chart *c, const char *row,
	    const char *col, const char *needed_by);
/* The cell in force (chart_get()), or NULL after missing_cell(). */
const char *needed_cell(struct game *, const struct chart *c,
	    const char *row, const char *col, const char *needed_by);

#endif
