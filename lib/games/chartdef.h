/*
 * chartdef.h — how lib/games/ writes its tables (charts.h, DESIGN.md
 * section 6).  Private to lib/games/: the rules see the tables through
 * tables.h, never these macros.
 *
 * Each table is transcribed from the text of the rulebooks as we have them
 * (siv-rulebook.txt: rules 7.2, 7.4, 12.0, the SIV tables and the GCACW
 * Charts & Tables v1.6; sjw-rulebook.txt: its rules and charts), cell for
 * cell.  A cell the text does not print is NULL, never a guess: the ruling
 * that needs it stops and chart_missing() says how to supply it.  The
 * printed en dash "–" is stored as ASCII "-"; every other mark (½, †, *,
 * ×) is kept as printed.  Footnotes go in the notes, as printed.
 */
#ifndef GCACW_CHARTDEF_H
#define GCACW_CHARTDEF_H

#include <stddef.h>

#include "charts.h"

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/* A table of rows by columns, or of one value a row; the assertions make
 * a miscounted row a compile error rather than a shifted chart. */
#define GRID(p)		.nrows = NELEM(p##_rows), .ncols = NELEM(p##_cols), \
			.rows = p##_rows, .cols = p##_cols, .cells = p##_cells
#define LIST(p)		.nrows = NELEM(p##_rows), .ncols = 0, \
			.rows = p##_rows, .cols = NULL, .cells = p##_cells
#define GRID_OK(p)	_Static_assert(NELEM(p##_cells) == \
			    NELEM(p##_rows) * NELEM(p##_cols), #p ": cells")
#define LIST_OK(p)	_Static_assert(NELEM(p##_cells) == NELEM(p##_rows), \
			    #p ": cells")

/* standard.c: "2" to "12", the rows of a two-dice table; the Terrain
 * Chart's columns, "normal" and "rain" (6.2, 12.0). */
extern const char *const two_dice_rows[11];
extern const char *const terrain_mp_cols[2];

#endif
