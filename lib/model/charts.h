/*
 * charts.h — the rulebooks' tables as data, and their lookup (DESIGN.md
 * section 6).  The tables are each game's (lib/games/tables.h); this is
 * their shape and the engine that reads them.
 *
 * A chart is a grid of cells, each a string exactly as printed ("1DR",
 * "-", "+2†", "NE"), addressed by row and column labels.  A
 * one-dimensional table (a row label and one value) has ncols == 0 and is
 * addressed with col == NULL.  A cell the rulebooks do not print is NULL
 * in the built-in table: never a guess.
 *
 * Overrides come from a game file's `charts` key, `--charts FILE` or
 * $GCACW_CHARTS, in the same shape, table name -> row -> column -> cell:
 *	charts:
 *	  combat-attacker: {"+3": {"7-11": "1Da"}}	# two-dimensional
 *	  strength-markers: {"7": 3}			# one-dimensional
 * They fill or correct cells.  Row and column labels must be the table's
 * own, except that a table with open_rows (the Combat Chart and the
 * Strength marker list, whose rows are numbers) takes any further row of
 * its kind ("+11", "7"), and matches "6" to "+6".  The built-in tables are constant; overrides live
 * in the game's arena (struct charts), the last one given winning.
 */
#ifndef GCACW_CHARTS_H
#define GCACW_CHARTS_H

#include <stdbool.h>

#include "diag.h"

struct arena;

struct chart {
	const char		 *name;		/* key under `charts` */
	const char		 *title;	/* as printed */
	const char		 *rule;		/* "7.5; Charts & Tables" */
	const char		 *game;		/* "standard", "siv", "sjw" */
	int			  nrows;
	int			  ncols;	/* 0: one value per row */
	const char *const	 *rows;		/* row labels */
	const char *const	 *cols;		/* column labels, or NULL */
	const char *const	 *cells;	/* nrows * max(ncols, 1) */
	const char		 *notes;	/* footnotes as printed */
	/* Further rows an override may add: a signed integer label
	 * ("+6", "-9"), or any label.  0: none. */
	enum { OPEN_NONE, OPEN_SIGNED, OPEN_ANY } open_rows;
	/* What a NULL cell means where the table prints the cell empty
	 * ("the modifier does not apply"); NULL: a NULL cell is not
	 * printed in the rulebooks, the missing-data error. */
	const char		 *empty;
	/* For a table whose cells a ruling reads as numbers: NULL when a
	 * corrected cell v of row r (-1: a row the table does not print)
	 * and column c reads, else the form it must have ("a whole
	 * number"), so that a cell no ruling can read is refused where it
	 * is written.  NULL: any text. */
	const char		*(*form)(int r, int c, const char *v);
};

/* One corrected or supplied cell. */
struct chart_cell {
	const struct chart	*chart;
	const char		*row;
	const char		*col;		/* NULL for 1-D tables */
	const char		*value;
	const char		*source;	/* file it came from */
	struct pos		 pos;
};

struct charts {
	struct chart_cell	*cells;
	int			 n, cap;
};

int	chart_row(const struct chart *, const char *label);	/* -1 */
int	chart_col(const struct chart *, const char *label);	/* -1 */
/* May an override name this row (a printed row, or an open one)? */
bool	chart_row_ok(const struct chart *, const char *label);

/*
 * The cell in force: the last override of it, else the built-in value.
 * NULL when neither exists; chart_missing() then reports the error.
 */
const char *chart_get(const struct charts *, const struct chart *,
	    const char *row, const char *col);
/* The last override of a cell, or NULL (gcacw-charts shows its source). */
const struct chart_cell *chart_override(const struct charts *,
	    const struct chart *, const char *row, const char *col);
/* The built-in cell of row r, column k (0 for a one-dimensional table). */
const char *chart_builtin(const struct chart *, int r, int k);
/* Is the built-in cell one the rulebooks do not print (NULL, and the
 * table's NULL cells are not printed ones)? */
bool	chart_not_printed(const struct chart *, int r, int k);
/*
 * The missing-data error (status 65): names the table, the entry, and how
 * to supply it, e.g.
 *   gcacw-combat: <stdin>: charts.strength-markers.7: the Strength
 *   marker list (disorganized Combat value) does not print this entry
 *   (7.2), ...; supply it as charts: {strength-markers: {"7": VALUE}} in
 *   the game file, in a --charts FILE or in $GCACW_CHARTS
 *   (gcacw-charts --show strength-markers prints the table; --template,
 *   a file of every cell to supply)
 */
void	chart_missing(struct diag *, const struct chart *, const char *row,
	    const char *col, const char *needed_by);

/* Add an override; the strings must outlive the charts (an arena's). */
void	charts_set(struct arena *, struct charts *, const struct chart *,
	    const char *row, const char *col, const char *value,
	    const char *source, struct pos);

#endif
