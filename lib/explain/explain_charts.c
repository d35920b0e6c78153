/*
 * explain_charts.c — the built-in tables as gcacw-charts shows them:
 * listed, printed as on the card with each cell's origin, the cells the
 * rulebooks do not print, and a file of those cells for the players to
 * fill in once from their printed card (charts.h, DESIGN.md section 6).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "explain.h"
#include "games.h"
#include "module.h"
#include "tables.h"

/* What to copy from the printed card, for the tables not printed. */
static const struct {
	const char	*name;
	const char	*copy;
} copy_hints[] = {
	{ "terrain-mp", "Copy from the game's Terrain Chart the MP cost to "
	    "enter each major terrain type without a road, pike, trail or "
	    "railroad: column normal, and column rain for a rain turn "
	    "(12.0)." },
	{ "strength-markers", "Copy, for each Manpower value (the number on "
	    "a Strength marker's organized side), the Combat value printed on "
	    "its disorganized side: the smaller number, which may be 1/2 "
	    "(7.2)." },
	{ "bridge-markers", "Count in the counter mix the pontoon Bridge "
	    "markers of each side, minor-river and major-river, those on the "
	    "map included (10.1)." },
	{ "sjw-terrain-mp", "Copy from Stonewall Jackson's Way's Terrain "
	    "Chart the MP cost to enter each major terrain type without a "
	    "road, paved road or railroad: column normal, and column rain for "
	    "a rain turn (SJW 14.0)." },
};

/* Columns as a terminal shows them: UTF-8 characters, not bytes. */
static int
width(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			n++;
	return n;
}

static void
pad(FILE *f, const char *s, int w)
{
	int n;

	fputs(s, f);
	for (n = width(s); n < w; n++)
		fputc(' ', f);
}

/* Text wrapped before 72 columns, each line after `prefix`. */
static void
wrap(FILE *f, const char *prefix, const char *text)
{
	const char	*s = text, *w;
	int		 col = 0, n;

	while (*s != '\0') {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		for (w = s; *w != '\0' && *w != ' '; w++)
			continue;
		n = (int)(w - s);
		if (col > 0 && col + 1 + n > 72) {
			fputc('\n', f);
			col = 0;
		}
		if (col == 0)
			col = fprintf(f, "%s%.*s", prefix, n, s);
		else
			col += fprintf(f, " %.*s", n, s);
		s = w;
	}
	if (col > 0)
		fputc('\n', f);
}

static bool
of_game(const struct charts_view *v, const struct chart *c)
{
	return v->module == NULL || strcmp(c->game, "standard") == 0 ||
	    strcmp(c->game, v->module->name) == 0;
}

static int
cols_of(const struct chart *c)
{
	return c->ncols > 0 ? c->ncols : 1;
}

static const char *
col_label(const struct chart *c, int k)
{
	return c->ncols > 0 ? c->cols[k] : NULL;
}

/*
 * The rows a table has beyond its printed ones: first the rows a game
 * needs, *nneeded of them (the Strength marker list's, with a game:
 * every Manpower value from 1 to the largest of the game's units, since
 * a unit's manpower falls in combat and retreats, 7.5, 7.6), then those
 * an override adds to an open table.  NULL-terminated, freed by the
 * caller; the labels live in the charts or the arena.
 */
static const char **
extra_rows(const struct charts_view *v, const struct chart *c,
    struct arena *a, int *nneeded)
{
	const char	**rows;
	int		  n = 0, max = 0, i, j;

	if (c == &chart_strength_markers && v->g != NULL)
		for (i = 0; i < v->g->nunits; i++)
			if (v->g->units[i].manpower > max)
				max = v->g->units[i].manpower;
	rows = xcalloc((size_t)max + (v->ov != NULL ? (size_t)v->ov->n : 0) +
	    1, sizeof(*rows));
	for (i = 1; i <= max; i++)
		if (chart_row(c, arena_printf(a, "%d", i)) < 0)
			rows[n++] = arena_printf(a, "%d", i);
	*nneeded = n;
	for (i = 0; v->ov != NULL && i < v->ov->n; i++) {
		const struct chart_cell *o = &v->ov->cells[i];

		/* The loader stores an open row as one label ("+11"). */
		if (o->chart != c || chart_row(c, o->row) >= 0)
			continue;
		for (j = 0; j < n && strcmp(rows[j], o->row) != 0; j++)
			continue;
		if (j == n)
			rows[n++] = o->row;
	}
	return rows;
}

/* A cell the players must still supply: not printed, not overridden. */
static bool
still_missing(const struct charts_view *v, const struct chart *c,
    const char *row, int r, int k)
{
	if (r >= 0 && !chart_not_printed(c, r, k))
		return false;
	return chart_override(v->ov, c, row, col_label(c, k)) == NULL;
}

/* Is this override the one in force for its cell? */
static bool
in_force(const struct charts_view *v, const struct chart_cell *o)
{
	return chart_override(v->ov, o->chart, o->row, o->col) == o;
}

/* A table's cells in words: "30 cells, 20 not printed, 2 supplied". */
static void
counts(const struct charts_view *v, const struct chart *c, char *buf,
    size_t size)
{
	int cells = c->nrows * cols_of(c), unprinted = 0, over = 0, r, k;

	for (r = 0; r < c->nrows; r++)
		for (k = 0; k < cols_of(c); k++)
			unprinted += chart_not_printed(c, r, k);
	for (r = 0; v->ov != NULL && r < v->ov->n; r++)
		over += v->ov->cells[r].chart == c &&
		    in_force(v, &v->ov->cells[r]);
	if (cells == 0)
		snprintf(buf, size, "no cells printed");
	else if (unprinted > 0)
		snprintf(buf, size, "%d cells, %d not printed", cells,
		    unprinted);
	else
		snprintf(buf, size, "%d cells", cells);
	if (over > 0)
		snprintf(buf + strlen(buf), size - strlen(buf), ", %d supplied",
		    over);
}

void
explain_charts_list(FILE *f, const struct charts_view *v)
{
	const struct chart	*c;
	char			 buf[96];
	int			 i, wn = 0, wc = 0;

	for (i = 0; (c = chart_list[i]) != NULL; i++) {
		if (!of_game(v, c))
			continue;
		if ((int)strlen(c->name) > wn)
			wn = (int)strlen(c->name);
		counts(v, c, buf, sizeof buf);
		if ((int)strlen(buf) > wc)
			wc = (int)strlen(buf);
	}
	for (i = 0; (c = chart_list[i]) != NULL; i++) {
		if (!of_game(v, c))
			continue;
		counts(v, c, buf, sizeof buf);
		fprintf(f, "%-*s  %-8s  %-*s  %s (%s)\n", wn, c->name, c->game,
		    wc, buf, c->title, c->rule);
	}
}

/* An override's origin in words. */
static void
origin(FILE *f, const struct charts_view *v, const struct chart_cell *o)
{
	const char *from = v->origin != NULL ? v->origin(v->arg, o->source) :
	    NULL;

	if (o->source == NULL)
		fputs("the game file", f);
	else if (from != NULL)
		fprintf(f, "%s %s", from, o->source);
	else
		fputs(o->source, f);
	if (o->pos.line > 0)
		fprintf(f, ", line %d", o->pos.line);
}

/*
 * One cell as shown: its value, "value*" when overridden, "?" missing.
 * r is the printed row, -1 a row the game needs, -2 one an override adds.
 */
static const char *
shown(const struct charts_view *v, const struct chart *c, const char *row,
    int r, int k, struct arena *a, bool *over, bool *missing,
    bool *empty)
{
	const struct chart_cell	*o = chart_override(v->ov, c, row,
	    col_label(c, k));
	const char		*b = r >= 0 ? chart_builtin(c, r, k) : NULL;

	if (o != NULL) {
		*over = true;
		return arena_printf(a, "%s*", o->value);
	}
	if (b != NULL)
		return b;
	if (r >= 0 && c->empty != NULL) {
		*empty = true;
		return "n/a";
	}
	/* A row an override adds: only its cells given are in it. */
	if (r == -2)
		return "";
	*missing = true;
	return "?";
}

void
explain_charts_show(FILE *f, const struct charts_view *v,
    const struct chart *c)
{
	struct arena	  a;
	const char	**extra, **rows, ***cell;
	int		  nrows, nextra, nneeded, ncols = cols_of(c), r, k, i;
	int		 *w, *at;
	int		  nmissing = 0;
	bool		  over = false, missing = false, empty = false;

	memset(&a, 0, sizeof(a));
	extra = extra_rows(v, c, &a, &nneeded);
	for (nextra = 0; extra[nextra] != NULL; nextra++)
		continue;
	nrows = c->nrows + nextra;
	rows = xcalloc((size_t)nrows + 1, sizeof(*rows));
	at = xcalloc((size_t)nrows + 1, sizeof(*at));
	cell = xcalloc((size_t)nrows + 1, sizeof(*cell));
	w = xcalloc((size_t)ncols + 1, sizeof(*w));
	for (r = 0; r < nrows; r++) {
		rows[r] = r < c->nrows ? c->rows[r] : extra[r - c->nrows];
		at[r] = r < c->nrows ? r : r - c->nrows < nneeded ? -1 : -2;
	}
	/* Open rows are numbers: each in its place among the printed. */
	for (i = c->nrows; c->open_rows == OPEN_SIGNED && i < nrows; i++)
		for (r = i; r > 0 && strtol(rows[r - 1], NULL, 10) >
		    strtol(rows[r], NULL, 10); r--) {
			const char	*t = rows[r];
			int		 x = at[r];

			rows[r] = rows[r - 1];
			at[r] = at[r - 1];
			rows[r - 1] = t;
			at[r - 1] = x;
		}
	for (r = 0; r < nrows; r++) {
		cell[r] = arena_alloc(&a, (size_t)ncols * sizeof(**cell));
		if (width(rows[r]) > w[0])
			w[0] = width(rows[r]);
		for (k = 0; k < ncols; k++) {
			bool m = false;

			cell[r][k] = shown(v, c, rows[r], at[r], k, &a,
			    &over, &m, &empty);
			if (m) {
				missing = true;
				nmissing++;
			}
			if (width(cell[r][k]) > w[k + 1])
				w[k + 1] = width(cell[r][k]);
		}
	}
	for (k = 0; k < c->ncols; k++)
		if (width(c->cols[k]) > w[k + 1])
			w[k + 1] = width(c->cols[k]);

	fprintf(f, "%s: %s\n", c->name, c->title);
	fprintf(f, "game %s; rule %s\n", c->game, c->rule);
	if (v->module != NULL && !of_game(v, c))
		fprintf(f, "(a table of %s, not of this game's)\n", c->game);
	fputc('\n', f);
	if (c->ncols > 0) {
		pad(f, "", w[0]);
		for (k = 0; k < ncols; k++) {
			fputs("  ", f);
			if (k == ncols - 1)
				fputs(c->cols[k], f);
			else
				pad(f, c->cols[k], w[k + 1]);
		}
		fputc('\n', f);
	}
	for (r = 0; r < nrows; r++) {
		int last = ncols - 1;

		/* No blanks at the end of a line. */
		while (last >= 0 && cell[r][last][0] == '\0')
			last--;
		if (last < 0)
			fputs(rows[r], f);
		else
			pad(f, rows[r], w[0]);
		for (k = 0; k <= last; k++) {
			fputs("  ", f);
			if (k == last)
				fputs(cell[r][k], f);
			else
				pad(f, cell[r][k], w[k + 1]);
		}
		fputc('\n', f);
	}
	if (nrows == 0)
		fputs("(no rows printed: an override adds them)\n", f);
	if (c->open_rows != OPEN_NONE)
		fputs("(open: an override may add rows)\n", f);

	if (over || missing || empty)
		fputc('\n', f);
	if (over)
		fputs("*    supplied by an override, listed below\n", f);
	if (missing)
		fprintf(f, "?    not printed in the rulebooks: %d to supply "
		    "(gcacw-charts --template)\n", nmissing);
	if (empty)
		fprintf(f, "n/a  printed empty: %s\n", c->empty);
	if (over) {
		fputs("\nOverrides in force:\n", f);
		for (i = 0; v->ov != NULL && i < v->ov->n; i++) {
			const struct chart_cell	*o = &v->ov->cells[i];
			const char		*b;
			int			 rr;

			if (o->chart != c || !in_force(v, o))
				continue;
			fprintf(f, "  %s%s%s: %s, from ", o->row,
			    o->col != NULL ? "." : "", o->col != NULL ?
			    o->col : "", o->value);
			origin(f, v, o);
			rr = chart_row(c, o->row);
			b = rr >= 0 ? chart_builtin(c, rr, o->col != NULL ?
			    chart_col(c, o->col) : 0) : NULL;
			if (b != NULL)
				fprintf(f, "; built in: %s", b);
			else if (rr >= 0 && c->empty != NULL)
				fputs("; built in: printed empty", f);
			else
				fputs("; not printed", f);
			fputc('\n', f);
		}
	}
	if (c->notes != NULL) {
		fputs("\nNotes:\n", f);
		wrap(f, "  ", c->notes);
	}
	free(w);
	free(at);
	free(cell);
	free(rows);
	free(extra);
	arena_free(&a);
}

/* Each cell still to supply, by table, as calls of fn. */
static void
each_missing(const struct charts_view *v, const struct chart *c,
    struct arena *a, void (*fn)(void *, const struct chart *,
    const char *, const char *), void *arg)
{
	const char	**extra;
	int		  r, k, nneeded;

	extra = extra_rows(v, c, a, &nneeded);
	for (r = 0; r < c->nrows; r++)
		for (k = 0; k < cols_of(c); k++)
			if (still_missing(v, c, c->rows[r], r, k))
				fn(arg, c, c->rows[r], col_label(c, k));
	/* The rows the game needs, those not supplied. */
	for (r = 0; r < nneeded; r++)
		for (k = 0; k < cols_of(c); k++)
			if (still_missing(v, c, extra[r], -1, k))
				fn(arg, c, extra[r], col_label(c, k));
	free(extra);
}

/* An open table whose rows are not printed, nor known without a game. */
static bool
rows_unknown(const struct charts_view *v, const struct chart *c)
{
	return c->nrows == 0 && v->g == NULL;
}

static void
put_path(void *arg, const struct chart *c, const char *row,
    const char *col)
{
	FILE *f = arg;

	fprintf(f, "charts.%s.%s%s%s\n", c->name, row, col != NULL ? "." : "",
	    col != NULL ? col : "");
}

/*
 * The values printed on the counters that the file does not
 * give (2.2, 7.4): each unit's Tactical and Artillery values, each
 * leader's Command value and, but an army leader's, his Tactical value.
 * Units and leaders out of play need none.
 */
/* One path of explain_counter_values: printed while under max. */
static void
one_value(FILE *f, int *n, int max, const char *sep, const char *what,
    const char *name, const char *field)
{
	if (f != NULL && (max < 0 || *n < max))
		fprintf(f, "%s%s.%s.%s", *n > 0 ? sep : "", what, name, field);
	(*n)++;
}

int
explain_counter_values(FILE *f, const struct game *g, const char *sep,
    int max)
{
	int i, n = 0;

	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->status != US_IN_PLAY)
			continue;
		if (!u->has_tactical)
			one_value(f, &n, max, sep, "units", u->name,
			    "tactical");
		if (u->artillery < 0)
			one_value(f, &n, max, sep, "units", u->name,
			    "artillery");
	}
	for (i = 0; i < g->nleaders; i++) {
		const struct leader *l = &g->leaders[i];

		if (l->status != US_IN_PLAY)
			continue;
		if (l->command < 0)
			one_value(f, &n, max, sep, "leaders", l->name,
			    "command");
		if (l->rank != R_ARMY && !l->has_tactical)
			one_value(f, &n, max, sep, "leaders", l->name,
			    "tactical");
	}
	return n;
}

static void
counter_values_missing(FILE *f, const struct game *g)
{
	if (explain_counter_values(f, g, "\n", -1) > 0)
		fputc('\n', f);
}

void
explain_charts_missing(FILE *f, const struct charts_view *v)
{
	struct arena		 a;
	const struct chart	*c;
	int			 i;

	memset(&a, 0, sizeof(a));
	for (i = 0; (c = chart_list[i]) != NULL; i++) {
		if (!of_game(v, c))
			continue;
		if (rows_unknown(v, c))
			fprintf(f, "charts.%s.MANPOWER\n", c->name);
		else
			each_missing(v, c, &a, put_path, f);
	}
	arena_free(&a);
	if (v->g != NULL)
		counter_values_missing(f, v->g);
}

/* A label as a YAML key: plain when it cannot be read as anything else. */
static void
put_key(FILE *f, const char *s)
{
	const char *p;

	for (p = s; *p != '\0'; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9' && p > s) || (*p == '-' && p > s)))
			break;
	if (*p == '\0' && strcmp(s, "null") != 0 && strcmp(s, "true") != 0 &&
	    strcmp(s, "false") != 0 && strcmp(s, "yes") != 0 &&
	    strcmp(s, "no") != 0 && strcmp(s, "on") != 0 &&
	    strcmp(s, "off") != 0 && strcmp(s, "y") != 0 &&
	    strcmp(s, "n") != 0) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	for (p = s; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			fputc('\\', f);
		fputc(*p, f);
	}
	fputc('"', f);
}

struct tpl {
	FILE		*f;
	const char	*row;		/* the row last written */
	int		 n;		/* cells written */
};

static void
put_cell(void *arg, const struct chart *c, const char *row,
    const char *col)
{
	struct tpl *t = arg;

	if (t->n++ == 0) {
		put_key(t->f, c->name);
		fputs(":\n", t->f);
	}
	if (c->ncols == 0) {
		fputs("  ", t->f);
		put_key(t->f, row);
		fputs(":\n", t->f);
		return;
	}
	if (t->row == NULL || strcmp(t->row, row) != 0) {
		fputs("  ", t->f);
		put_key(t->f, row);
		fputs(":\n", t->f);
		t->row = row;
	}
	fputs("    ", t->f);
	put_key(t->f, col);
	fputs(":\n", t->f);
}

static const char *
copy_hint(const struct chart *c)
{
	size_t i;

	for (i = 0; i < sizeof copy_hints / sizeof copy_hints[0]; i++)
		if (strcmp(copy_hints[i].name, c->name) == 0)
			return copy_hints[i].copy;
	return NULL;
}

void
explain_charts_template(FILE *f, const struct charts_view *v)
{
	struct arena		 a;
	const struct chart	*c;
	struct tpl		 t;
	char			*buf;
	size_t			 len;
	FILE			*m;
	int			 i, written = 0;

	memset(&a, 0, sizeof(a));
	wrap(f, "# ", "Chart cells the rulebooks do not print, for the "
	    "players to fill in once from their printed cards and counters.  "
	    "Use the file with --charts FILE or $GCACW_CHARTS, or put its "
	    "tables under the charts: key of a game file.  A cell left empty "
	    "is an error that names it: fill it in, or delete its line.");
	wrap(f, "# ", "Written by gcacw-charts --template.");
	for (i = 0; (c = chart_list[i]) != NULL; i++) {
		if (!of_game(v, c))
			continue;
		/* The cells first: a table with none left is not written. */
		buf = NULL;
		len = 0;
		if ((m = open_memstream(&buf, &len)) == NULL)
			diag_fatal("out of memory");
		memset(&t, 0, sizeof(t));
		t.f = m;
		if (!rows_unknown(v, c))
			each_missing(v, c, &a, put_cell, &t);
		if (fclose(m) != 0)
			diag_fatal("out of memory");
		if (t.n > 0 || rows_unknown(v, c)) {
			fputc('\n', f);
			wrap(f, "# ", arena_printf(&a, "%s: %s; %s.", c->name,
			    c->title, c->rule));
			if (copy_hint(c) != NULL)
				wrap(f, "# ", copy_hint(c));
		}
		if (rows_unknown(v, c)) {
			/* Which rows a game needs is its units' manpower:
			 * commented out, to be written row by row. */
			wrap(f, "# ", "Its rows are open: one for each Manpower "
			    "value, \"7\": and the value for manpower 7 "
			    "(gcacw-charts --template FILE lists the rows a "
			    "game needs).  Uncomment the table and add its "
			    "rows:");
			fprintf(f, "#%s:\n#  \"1\":\n", c->name);
		}
		fwrite(buf, 1, len, f);
		written += t.n;
		free(buf);
	}
	if (written == 0)
		fputs("\n# Every cell is supplied: nothing to fill in.\n{}\n", f);
	arena_free(&a);
}
