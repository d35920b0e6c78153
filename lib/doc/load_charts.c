/*
 * load_charts.c — the `charts` key and --charts files: overrides of the
 * built-in tables, in their shape (charts.h, DESIGN.md section 6).
 */
#include <string.h>

#include "games.h"
#include "load.h"
#include "scalar.h"
#include "schema.h"

static const char *
nearest_chart(const char *name)
{
	const char	*best = NULL;
	int		 i, d, bd = 1 << 30;

	for (i = 0; chart_list[i] != NULL; i++)
		if ((d = edit_distance(name, chart_list[i]->name)) < bd) {
			bd = d;
			best = chart_list[i]->name;
		}
	return best;
}

/*
 * Store labels as the table prints them ("1/2-3" is "½-3"), and open
 * rows as signed numbers ("3" is "+3"), so one cell has one name.
 */
static const char *
row_label(struct ld *l, const struct chart *c, const char *row)
{
	long	v;
	int	i = chart_row(c, row);

	if (i >= 0)
		return c->rows[i];
	/* Signed rows ("+6") where the table prints signed rows, plain
	 * numbers ("7", a Manpower value) where it does not. */
	if (c->open_rows == OPEN_SIGNED && parse_long(row, &v) == 0)
		return v == 0 ? "0" : arena_printf(&l->g->arena,
		    c->nrows > 0 && strchr("+-", c->rows[c->nrows - 1][0]) !=
		    NULL ? "%+ld" : "%ld", v);
	return row;
}

/*
 * A cell is checked where it is written, not where a ruling
 * first reads it.  A table with a form of its own says what its cells
 * read as; for the others the cells it prints do: when they all have
 * one shape -- a number (halves allowed: "1.5"), a signed modifier
 * ("+1", "-2*"), dice ("1D6+1") -- a supplied cell must have it too.
 */
enum shape { SH_NONE, SH_NUMBER, SH_SIGNED, SH_DICE, SH_TEXT };

static enum shape
shape_of(const char *v)
{
	const char	*p = v;
	int		 h;

	if (*p == '+' || *p == '-') {
		for (p++; *p >= '0' && *p <= '9'; p++)
			continue;
		if (p > v + 1 && (*p == '\0' || strcmp(p, "*") == 0 ||
		    strcmp(p, "\xe2\x80\xa0") == 0))
			return SH_SIGNED;
		return SH_TEXT;
	}
	if (parse_halves(v, &h) == 0)
		return SH_NUMBER;
	for (; *p >= '0' && *p <= '9'; p++)
		continue;
	if (p > v && p[0] == 'D' && p[1] == '6') {
		p += 2;
		if (*p == '+' || *p == '-')
			for (p++; *p >= '0' && *p <= '9'; p++)
				continue;
		/* "1D6, minimum 2" (the force march bonus's form). */
		if (strncmp(p, ", minimum ", 10) == 0)
			for (p += 10; *p >= '0' && *p <= '9'; p++)
				continue;
		if (*p == '\0')
			return SH_DICE;
	}
	return SH_TEXT;
}

static enum shape
printed_shape(const struct chart *c)
{
	enum shape	 s = SH_NONE, t;
	int		 i, n = c->nrows * (c->ncols > 0 ? c->ncols : 1);

	for (i = 0; c->cells != NULL && i < n; i++) {
		/* "0" is a number and a modifier alike: it says nothing. */
		if (c->cells[i] == NULL || strcmp(c->cells[i], "0") == 0)
			continue;
		t = shape_of(c->cells[i]);
		if (s == SH_NONE)
			s = t;
		else if (s != t)
			return SH_TEXT;
	}
	return s;
}

static const char *
inferred_form(const struct chart *c, const char *v)
{
	enum shape want = printed_shape(c), got = shape_of(v);

	if (want == SH_NONE || want == SH_TEXT || got == want ||
	    (want == SH_SIGNED && got == SH_NUMBER && strcmp(v, "0") == 0))
		return NULL;
	switch (want) {
	case SH_NUMBER:
		return "a number as the table prints them (3, 1.5)";
	case SH_SIGNED:
		return "a modifier as the table prints them (+1, -2, 0)";
	default:
		return "dice as the table prints them (1D6, 2D6+1)";
	}
}

static void
load_cell(struct ld *l, struct charts *cs, const struct chart *c,
    const char *row, const char *col, const struct node *v,
    const char *source)
{
	const char	*form;
	int		 i;

	if (!ld_is_scalar(l, v, "a chart cell"))
		return;
	/* A cell of gcacw-charts --template left empty is no value: say
	 * so, rather than let a ruling read "" or "~" as the cell. */
	if (v->str[0] == '\0' || (!v->quoted && (strcmp(v->str, "~") == 0 ||
	    strcmp(v->str, "null") == 0 || strcmp(v->str, "Null") == 0 ||
	    strcmp(v->str, "NULL") == 0))) {
		ld_err(l, v, "no value: fill in the cell from the %s (%s), or "
		    "delete the line", c->title, c->rule);
		return;
	}
	if ((c->form != NULL && (form = c->form(chart_row(c, row),
	    col != NULL ? chart_col(c, col) : 0, v->str)) != NULL) ||
	    (c->form == NULL && (form = inferred_form(c, v->str)) != NULL)) {
		ld_err(l, v, "'%s' does not read as a cell of the %s: %s "
		    "(%s)", v->str, c->title, form, c->rule);
		return;
	}
	if (col != NULL && (i = chart_col(c, col)) >= 0)
		col = c->cols[i];
	charts_set(&l->g->arena, cs, c, row_label(l, c, row), col, v->str,
	    source, v->pos);
}

static void
load_row(struct ld *l, struct charts *cs, const struct chart *c,
    const struct node *k, const struct node *v, const char *source)
{
	int i;

	if (!chart_row_ok(c, k->str)) {
		ld_err(l, k, "the %s has no row '%s' (%s)", c->title, k->str,
		    c->rule);
		return;
	}
	if (c->ncols == 0) {
		load_cell(l, cs, c, k->str, NULL, v, source);
		return;
	}
	if (!ld_is_map(l, v, "a mapping of columns to cells"))
		return;
	for (i = 0; i < v->n; i++) {
		const struct node	*ck = node_key(v, i);
		size_t			 p = ld_push(l, ck->str);

		if (chart_col(c, ck->str) < 0)
			ld_err(l, ck, "the %s has no column '%s' (%s)",
			    c->title, ck->str, c->rule);
		else
			load_cell(l, cs, c, k->str, ck->str, node_val(v, i),
			    source);
		ld_pop(l, p);
	}
}

void
load_charts(struct ld *l, struct charts *cs, const struct node *n,
    const char *source)
{
	int i, j;

	if (!ld_is_map(l, n, "a mapping of table names"))
		return;
	for (i = 0; i < n->n; i++) {
		const struct node	*k = node_key(n, i), *v = node_val(n, i);
		const struct chart	*c = chart_find(k->str);
		size_t			 p = ld_push(l, k->str);

		if (strncmp(k->str, "x-", 2) == 0) {
			/* Carried through with the document's own charts. */
			if (source == NULL) {
				if (l->g->charts_extra == NULL)
					l->g->charts_extra = node_map(
					    &l->g->arena, S_BLOCK);
				node_add(&l->g->arena, l->g->charts_extra,
				    (struct node *)k, (struct node *)v);
			}
			ld_pop(l, p);
			continue;
		}
		if (c == NULL)
			ld_err(l, k, "no table is named '%s'; did you mean "
			    "'%s'?", k->str, nearest_chart(k->str));
		else if (ld_is_map(l, v, "a mapping of rows"))
			for (j = 0; j < v->n; j++) {
				size_t q = ld_push(l, node_key(v, j)->str);

				load_row(l, cs, c, node_key(v, j),
				    node_val(v, j), source);
				ld_pop(l, q);
			}
		ld_pop(l, p);
	}
}

int
charts_load(struct arena *a, struct diag *d, struct charts *cs,
    const struct node *n, const char *source)
{
	struct ld	l;
	struct game	g;

	memset(&l, 0, sizeof(l));
	memset(&g, 0, sizeof(g));
	g.arena = *a;
	l.g = &g;
	l.d = d;
	ld_push(&l, "charts");
	load_charts(&l, cs, n, source);
	*a = g.arena;
	return l.errors > 0 ? -1 : 0;
}
