/*
 * scalar.c — numbers and names read from text, with no document around
 * them: the loader's typed scalars, the charts' cells and labels and the
 * emitter's typing checks all use these (see scalar.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "scalar.h"

int
edit_distance(const char *a, const char *b)
{
	size_t	la = strlen(a), lb = strlen(b), i, j;
	int	*row, best;

	if (la > 64 || lb > 64)
		return 99;
	row = xmalloc((lb + 1) * sizeof(*row));
	for (j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (i = 1; i <= la; i++) {
		int diag = row[0];

		row[0] = (int)i;
		for (j = 1; j <= lb; j++) {
			int up = row[j], v;

			v = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < v)
				v = up + 1;
			if (row[j - 1] + 1 < v)
				v = row[j - 1] + 1;
			diag = up;
			row[j] = v;
		}
	}
	best = row[lb];
	free(row);
	return best;
}

/* A signed number at the start of s, *end just past it: 0, or -1 (no
 * sign or digit first, no digits, or out of range). */
static int
number_at(const char *s, long *v, char **end)
{
	if (*s == '\0' || strchr("+-0123456789", *s) == NULL)
		return -1;
	errno = 0;
	*v = strtol(s, end, 10);
	return errno != 0 || *end == s ? -1 : 0;
}

int
parse_long(const char *s, long *v)
{
	char *end;

	return number_at(s, v, &end) < 0 || *end != '\0' ? -1 : 0;
}

/* A signed number at the start of s ("+2†", "-1*"). */
int
parse_long_prefix(const char *s, long *v)
{
	char *end;

	return number_at(s, v, &end);
}

/* "3", "0.5", ".5", "3.5", "½", "3½", "1/2": halves (7.2 keeps ½ exactly). */
int
parse_halves(const char *s, int *out)
{
	long	whole = 0;
	size_t	len = strlen(s);
	char	buf[32];
	int	half = 0;

	if (len == 0 || len >= sizeof(buf))
		return -1;
	memcpy(buf, s, len + 1);
	/* 7.2: "the smaller number, which may be 1/2", as the chart
	 * template asks it written. */
	if (strcmp(buf, "1/2") == 0) {
		*out = 1;
		return 0;
	}
	if (len >= 2 && strcmp(buf + len - 2, "\xc2\xbd") == 0) {
		half = 1;		/* "½" */
		buf[len - 2] = '\0';
	} else if (len >= 2 && strcmp(buf + len - 2, ".5") == 0) {
		half = 1;
		buf[len - 2] = '\0';
	} else if (len >= 2 && strcmp(buf + len - 2, ".0") == 0)
		buf[len - 2] = '\0';
	if (buf[0] != '\0' && parse_long(buf, &whole) < 0)
		return -1;
	if (buf[0] == '-' || whole < 0 || whole > 100000)
		return -1;
	*out = (int)(whole * 2 + half);
	return 0;
}

/* A value in quarters as players write it: 8, 3½, 10½, 5¼. */
const char *
quarters_text(int q, char buf[24])
{
	static const char *const frac[4] = { "", "\xc2\xbc", "\xc2\xbd",
	    "\xc2\xbe" };

	if (q < 4 && q % 4 != 0)
		snprintf(buf, 24, "%s", frac[q % 4]);
	else
		snprintf(buf, 24, "%d%s", q / 4, frac[q % 4]);
	return buf;
}
