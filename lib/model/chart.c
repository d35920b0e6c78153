/*
 * chart.c — the lookup engine of the rulebooks' tables (charts.h,
 * DESIGN.md section 6): a cell by its row and column labels, a player's
 * override before the built-in value, and the missing-data error.  The
 * tables themselves are each game's, in lib/games/.
 *
 * Overrides (struct charts) are matched on labels normalized by
 * normalize(): that is the one place that decides when "1/2-3" is "½-3".
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "charts.h"

/*
 * A label as compared: no white space, ASCII lower case, "½" "1/2" "0.5"
 * all ".5", "≤" "<=", "≥" ">=", en dash and minus sign "-".  The result
 * is never longer than the label, so a buffer of strlen + 1 holds it.
 */
struct norm {
	char	 buf[64];
	char	*s;
};

static bool
starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static bool
isdig(int c)
{
	return c >= '0' && c <= '9';
}

static void
normalize(struct norm *n, const char *label)
{
	size_t	 len = strlen(label) + 1;
	char	*d;

	n->s = len <= sizeof(n->buf) ? n->buf : xmalloc(len);
	d = n->s;
	while (*label != '\0') {
		int prev = d > n->s ? d[-1] : '\0';

		if (*label == ' ' || *label == '\t' || *label == '\n' ||
		    *label == '\r') {
			label++;
		} else if (starts(label, "½")) {
			*d++ = '.';
			*d++ = '5';
			label += strlen("½");
		} else if (starts(label, "1/2") && !isdig(prev) &&
		    !isdig(label[3])) {
			*d++ = '.';
			*d++ = '5';
			label += 3;
		} else if (starts(label, "0.") && !isdig(prev) &&
		    isdig(label[2])) {
			label++;	/* "0.5" is ".5" */
		} else if (starts(label, "≤") || starts(label, "≥")) {
			*d++ = starts(label, "≤") ? '<' : '>';
			*d++ = '=';
			label += strlen("≤");
		} else if (starts(label, "–") || starts(label, "−")) {
			*d++ = '-';
			label += strlen("–");
		} else {
			unsigned char c = (unsigned char)*label++;

			*d++ = c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
		}
	}
	*d = '\0';
}

static void
norm_free(struct norm *n)
{
	if (n->s != n->buf)
		free(n->s);
}

/* A normalized signed integer label ("+6", "-9", "0"). */
static bool
signed_value(const char *s, long *v)
{
	const char *p = s;

	if (*p == '+' || *p == '-')
		p++;
	if (!isdig(*p))
		return false;
	while (isdig(*p))
		p++;
	if (*p != '\0')
		return false;
	errno = 0;
	*v = strtol(s, NULL, 10);
	return errno == 0;
}

/* Does the normalized label name this table label? */
static bool
label_match(const char *norm, const char *label, bool numeric)
{
	struct norm	 n;
	bool		 eq;
	long		 a, b;

	normalize(&n, label);
	eq = strcmp(norm, n.s) == 0 ||
	    (numeric && signed_value(norm, &a) && signed_value(n.s, &b) &&
	    a == b);
	norm_free(&n);
	return eq;
}

static bool
labels_equal(const char *x, const char *y, bool numeric)
{
	struct norm	 n;
	bool		 eq;

	if (x == NULL || y == NULL)
		return x == y;
	normalize(&n, x);
	eq = label_match(n.s, y, numeric);
	norm_free(&n);
	return eq;
}

static int
find_label(const char *const *labels, int n, const char *label,
    bool numeric)
{
	struct norm	 nl;
	int		 i;

	if (label == NULL)
		return -1;
	normalize(&nl, label);
	for (i = 0; i < n; i++)
		if (label_match(nl.s, labels[i], numeric))
			break;
	norm_free(&nl);
	return i < n ? i : -1;
}

int
chart_row(const struct chart *c, const char *label)
{
	return find_label(c->rows, c->nrows, label,
	    c->open_rows == OPEN_SIGNED);
}

int
chart_col(const struct chart *c, const char *label)
{
	return find_label(c->cols, c->ncols, label, false);
}

bool
chart_row_ok(const struct chart *c, const char *label)
{
	struct norm	 n;
	long		 v;
	bool		 ok;

	if (label == NULL)
		return false;
	if (chart_row(c, label) >= 0)
		return true;
	switch (c->open_rows) {
	case OPEN_SIGNED:
		normalize(&n, label);
		ok = signed_value(n.s, &v);
		norm_free(&n);
		return ok;
	case OPEN_ANY:
		return true;
	default:
		return false;
	}
}

const struct chart_cell *
chart_override(const struct charts *ov, const struct chart *c,
    const char *row, const char *col)
{
	bool	numeric = c->open_rows == OPEN_SIGNED;
	int	i;

	/* A one-dimensional table is addressed with col == NULL only. */
	if (row == NULL || (c->ncols == 0) != (col == NULL))
		return NULL;
	for (i = ov != NULL ? ov->n - 1 : -1; i >= 0; i--) {
		const struct chart_cell *o = &ov->cells[i];

		if (o->value == NULL || (o->chart != c &&
		    (o->chart == NULL || strcmp(o->chart->name, c->name) != 0)))
			continue;
		if (labels_equal(o->row, row, numeric) &&
		    (c->ncols == 0 || labels_equal(o->col, col, false)))
			return o;
	}
	return NULL;
}

const char *
chart_builtin(const struct chart *c, int r, int k)
{
	if (r < 0 || r >= c->nrows || k < 0 || k >= (c->ncols > 0 ?
	    c->ncols : 1))
		return NULL;
	return c->cells[r * (c->ncols > 0 ? c->ncols : 1) + k];
}

bool
chart_not_printed(const struct chart *c, int r, int k)
{
	return c->empty == NULL && chart_builtin(c, r, k) == NULL;
}

const char *
chart_get(const struct charts *ov, const struct chart *c, const char *row,
    const char *col)
{
	const struct chart_cell	*o;
	int			 r, k;

	if (row == NULL || (c->ncols == 0) != (col == NULL))
		return NULL;
	if ((o = chart_override(ov, c, row, col)) != NULL)
		return o->value;
	if ((r = chart_row(c, row)) < 0)
		return NULL;
	if (c->ncols == 0)
		return c->cells[r];
	if ((k = chart_col(c, col)) < 0)
		return NULL;
	return c->cells[r * c->ncols + k];
}

void
chart_missing(struct diag *d, const struct chart *c, const char *row,
    const char *col, const char *needed_by)
{
	const char	*kind = c->ncols > 0 ? "cell" : "entry";
	char		*path, *how;
	int		 n;

	if (row == NULL)
		row = "";
	if (c->ncols > 0 && col == NULL)
		col = "";
	if (c->ncols > 0) {
		n = snprintf(NULL, 0, "charts.%s.%s.%s", c->name, row, col);
		path = xmalloc((size_t)n + 1);
		snprintf(path, (size_t)n + 1, "charts.%s.%s.%s", c->name, row,
		    col);
		n = snprintf(NULL, 0, "{%s: {\"%s\": {\"%s\": VALUE}}}",
		    c->name, row, col);
		how = xmalloc((size_t)n + 1);
		snprintf(how, (size_t)n + 1, "{%s: {\"%s\": {\"%s\": VALUE}}}",
		    c->name, row, col);
	} else {
		n = snprintf(NULL, 0, "charts.%s.%s", c->name, row);
		path = xmalloc((size_t)n + 1);
		snprintf(path, (size_t)n + 1, "charts.%s.%s", c->name, row);
		n = snprintf(NULL, 0, "{%s: {\"%s\": VALUE}}", c->name, row);
		how = xmalloc((size_t)n + 1);
		snprintf(how, (size_t)n + 1, "{%s: {\"%s\": VALUE}}", c->name,
		    row);
	}
	diag_error(d, ST_DATA, (struct pos){ 0, 0 }, path,
	    "the %s does not print this %s (%s)%s%s; supply it as charts: %s "
	    "in the game file, in a --charts FILE or in $GCACW_CHARTS "
	    "(gcacw-charts --show %s prints the table; --template, a file "
	    "of every cell to supply)",
	    c->title, kind, c->rule, needed_by != NULL ? ", needed for " : "",
	    needed_by != NULL ? needed_by : "", how, c->name);
	free(path);
	free(how);
}

void
charts_set(struct arena *a, struct charts *ov, const struct chart *c,
    const char *row, const char *col, const char *value, const char *source,
    struct pos p)
{
	ov->cells = arena_grow(a, ov->cells, ov->n, &ov->cap,
	    sizeof(*ov->cells));
	ov->cells[ov->n++] = (struct chart_cell){ .chart = c, .row = row,
	    .col = col, .value = value, .source = source, .pos = p };
}
