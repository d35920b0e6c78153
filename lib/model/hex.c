/*
 * hex.c — hex ids, neighbours, distance, hexsides and sheet joins
 * (DESIGN.md section 3, contract).
 *
 * A hex_t packs, from the top: the grid in 6 bits, the global column in
 * 13 bits and the global row in 13 bits, each coordinate stored with an
 * even bias so that negative global coordinates (SIV's north sheet lies at
 * negative rows of the south sheet) pack too and the stored column keeps
 * its parity.  Grid 0 is the joined grid of a multi-sheet game, or the
 * letterless map of a `standard` game; grids 1..26 are the letters A..Z of
 * a `standard` game, which never join.
 */
#include <stdio.h>
#include <string.h>

#include "hex.h"

#define GRID_SHIFT	26
#define COL_SHIFT	13
#define COORD_MASK	0x1fffu
#define COORD_BIAS	4096		/* even: keeps column parity */
#define COORD_MIN	(-COORD_BIAS)
#define COORD_MAX	(COORD_BIAS - 1)
/* Grid 63 would collide with HEX_NONE. */
#define GRID_MAX	62

static const char BAD_ZERO[] =
    "hex columns and rows are numbered from 01";
static const char BAD_SIDE[] =
    "a hexside is two hex ids joined by '/': N3333/N3334";

/*
 * Messages that name hexes or sheets are built here; like the static
 * ones they need no freeing, and they last until the next error.
 */
static _Thread_local char why_buf[128];

/*
 * The six neighbours (section 3): odd columns sit half a hex higher than
 * even ones, so the columns either side meet an odd column at rows r-1
 * and r, and an even column at rows r and r+1.  In enum hexdir order.
 */
static const int step_odd[6][2] = {
	{ 0, -1 },	/* N */
	{ 1, -1 },	/* NE */
	{ 1, 0 },	/* SE */
	{ 0, 1 },	/* S */
	{ -1, 0 },	/* SW */
	{ -1, -1 },	/* NW */
};
static const int step_even[6][2] = {
	{ 0, -1 },	/* N */
	{ 1, 0 },	/* NE */
	{ 1, 1 },	/* SE */
	{ 0, 1 },	/* S */
	{ -1, 1 },	/* SW */
	{ -1, 0 },	/* NW */
};

static bool
odd(int c)
{
	return c % 2 != 0;
}

hex_t
hex_make(int grid, int col, int row)
{
	if (grid < 0 || grid > GRID_MAX || col < COORD_MIN ||
	    col > COORD_MAX || row < COORD_MIN || row > COORD_MAX)
		return HEX_NONE;
	return (hex_t)grid << GRID_SHIFT |
	    (hex_t)(col + COORD_BIAS) << COL_SHIFT |
	    (hex_t)(row + COORD_BIAS);
}

int
hex_grid(hex_t h)
{
	return (int)(h >> GRID_SHIFT);
}

int
hex_col(hex_t h)
{
	return (int)(h >> COL_SHIFT & COORD_MASK) - COORD_BIAS;
}

int
hex_row(hex_t h)
{
	return (int)(h & COORD_MASK) - COORD_BIAS;
}

static bool
joined(const struct geometry *geo)
{
	return geo != NULL && geo->nsheets > 0;
}

/* The sheet whose coordinates are the grid's: the one not shifted. */
static const struct sheet *
base_sheet(const struct geometry *geo)
{
	int i;

	for (i = 0; i < geo->nsheets; i++)
		if (geo->sheets[i].dcol == 0 && geo->sheets[i].drow == 0)
			return &geo->sheets[i];
	return &geo->sheets[0];
}

/* "N, M or S": the sheet letters, for messages. */
static void
sheet_letters(const struct geometry *geo, char *buf, size_t size)
{
	size_t	n = 0;
	int	i;

	buf[0] = '\0';
	for (i = 0; i < geo->nsheets && n + 5 < size; i++) {
		if (i > 0)
			n += (size_t)snprintf(buf + n, size - n, "%s",
			    i == geo->nsheets - 1 ? " or " : ", ");
		buf[n++] = geo->sheets[i].letter;
		buf[n] = '\0';
	}
}

/* Four digits and nothing after them? */
static bool
four_digits(const char *s)
{
	int i;

	for (i = 0; i < 4; i++)
		if (s[i] < '0' || s[i] > '9')
			return false;
	return s[4] == '\0';
}

/*
 * What a hex id looks like on this map, for a word that is none, so
 * that the message says what to write: "nowhere" is not a sheet letter
 * in the wrong case.
 */
static const char *
bad_form(const struct geometry *geo)
{
	char letters[32];

	if (!joined(geo))
		return "hex ids are four digits, column then row: 4710, or "
		    "N4710 after a sheet letter";
	sheet_letters(geo, letters, sizeof letters);
	if (geo->letters_required)
		snprintf(why_buf, sizeof why_buf, "hex ids are a sheet letter "
		    "(%s) and four digits, column then row: %c4710", letters,
		    geo->sheets[0].letter);
	else
		snprintf(why_buf, sizeof why_buf, "hex ids are four digits, "
		    "column then row: 4710, or %c4710 after a sheet letter "
		    "(%s)", geo->sheets[0].letter, letters);
	return why_buf;
}

int
hex_parse(const struct geometry *geo, const char *s, hex_t *out,
    const char **why)
{
	const struct sheet	*sh = NULL;
	char			 letter = '\0', letters[32];
	int			 col, row, i;

	*out = HEX_NONE;
	if (s == NULL) {
		*why = bad_form(geo);
		return -1;
	}
	if (*s >= 'a' && *s <= 'z' && four_digits(s + 1)) {
		snprintf(why_buf, sizeof why_buf, "sheet letters are "
		    "capitals: %c%s, not %s", *s - 'a' + 'A', s + 1, s);
		*why = why_buf;
		return -1;
	}
	if (*s >= 'A' && *s <= 'Z')
		letter = *s++;
	if (!four_digits(s)) {
		*why = bad_form(geo);
		return -1;
	}
	col = (s[0] - '0') * 10 + (s[1] - '0');
	row = (s[2] - '0') * 10 + (s[3] - '0');
	if (col == 0 || row == 0) {
		*why = BAD_ZERO;
		return -1;
	}

	/* A `standard` game: each letter is a map of its own. */
	if (!joined(geo)) {
		*out = hex_make(letter == '\0' ? 0 : letter - 'A' + 1, col,
		    row);
		return 0;
	}

	/* Joined sheets (SIV 13.0, 27.1; SJW 22.0): one grid. */
	if (letter == '\0') {
		if (geo->letters_required) {
			sheet_letters(geo, letters, sizeof letters);
			snprintf(why_buf, sizeof why_buf,
			    "hex ids on this map need a sheet letter: %s",
			    letters);
			*why = why_buf;
			return -1;
		}
		sh = base_sheet(geo);
	} else {
		for (i = 0; i < geo->nsheets; i++)
			if (geo->sheets[i].letter == letter)
				sh = &geo->sheets[i];
		if (sh == NULL) {
			sheet_letters(geo, letters, sizeof letters);
			snprintf(why_buf, sizeof why_buf,
			    "this map has no sheet %c; its sheets are %s",
			    letter, letters);
			*why = why_buf;
			return -1;
		}
	}
	*out = hex_make(0, col + sh->dcol, row + sh->drow);
	return 0;
}

/* Can sheet coordinate (c, r) be written as four digits? */
static bool
on_sheet(int c, int r)
{
	return c >= 1 && c <= 99 && r >= 1 && r <= 99;
}

/*
 * Is it a whole hex printed on the sheet?  Where the sheet's last rows are
 * not known, any four-digit id is taken as one.
 */
static bool
whole_hex(const struct sheet *sh, int c, int r)
{
	int maxrow = odd(c) ? sh->maxrow_odd : sh->maxrow_even;

	return on_sheet(c, r) && (maxrow == 0 || r <= maxrow);
}

/*
 * A hex no sheet can name in four digits (a coordinate outside 01..99, as
 * the hypothetical hex just off a map edge of 7.4 (e) may be) is written
 * "(col,row)" after the base sheet's letter, in its coordinates:
 * recognizable, and refused by hex_parse, so never taken for a map hex.
 */
static void
format_coords(char letter, int col, int row, bool printed, char buf[16])
{
	if (printed) {
		/* By hand: ids are written for every hex of every file, and
		 * snprintf was most of that time. */
		char *p = buf;

		if (letter != '\0')
			*p++ = letter;
		*p++ = (char)('0' + col / 10);
		*p++ = (char)('0' + col % 10);
		*p++ = (char)('0' + row / 10);
		*p++ = (char)('0' + row % 10);
		*p = '\0';
	} else if (letter != '\0')
		snprintf(buf, 16, "%c(%d,%d)", letter, col, row);
	else
		snprintf(buf, 16, "(%d,%d)", col, row);
}

/* The sheet on top among those holding global (col, row), or NULL. */
static const struct sheet *
top_sheet(const struct geometry *geo, int col, int row, bool whole)
{
	const struct sheet	*best = NULL, *sh;
	int			 i, c, r;

	for (i = 0; i < geo->nsheets; i++) {
		sh = &geo->sheets[i];
		c = col - sh->dcol;
		r = row - sh->drow;
		if ((whole ? whole_hex(sh, c, r) : on_sheet(c, r)) &&
		    (best == NULL || sh->top > best->top))
			best = sh;
	}
	return best;
}

void
hex_format(const struct geometry *geo, hex_t h, char buf[16])
{
	const struct sheet	*best, *sh;
	int			 col, row, grid;

	if (h == HEX_NONE) {
		snprintf(buf, 16, "(none)");
		return;
	}
	col = hex_col(h);
	row = hex_row(h);
	grid = hex_grid(h);
	if (!joined(geo)) {
		format_coords(grid == 0 ? '\0' : grid <= 26 ?
		    (char)('A' + grid - 1) : '?', col, row,
		    on_sheet(col, row), buf);
		return;
	}
	if (grid != 0) {
		/* Not a hex of this game: hex_parse never makes one. */
		format_coords('?', col, row, false, buf);
		return;
	}

	/*
	 * Where sheets overlap, the id is the top sheet's (SIV 27.1, SJW
	 * 22.0).  Past a sheet's last whole row (an even column's row 34 on
	 * SIV's N and M, 13.0) a four-digit id still names the hex.
	 */
	if ((best = top_sheet(geo, col, row, true)) == NULL)
		best = top_sheet(geo, col, row, false);
	if (best != NULL)
		format_coords(best->letter, col - best->dcol, row - best->drow,
		    true, buf);
	else {
		sh = base_sheet(geo);
		format_coords(sh->letter, col - sh->dcol, row - sh->drow,
		    false, buf);
	}
}

hex_t
hex_neighbour(hex_t h, enum hexdir d)
{
	const int	(*step)[2];
	int		 col;

	if (h == HEX_NONE || (int)d < 0 || (int)d > 5)
		return HEX_NONE;
	col = hex_col(h);
	step = odd(col) ? step_odd : step_even;
	return hex_make(hex_grid(h), col + step[d][0],
	    hex_row(h) + step[d][1]);
}

void
hex_neighbours(hex_t h, hex_t out[6])
{
	int d;

	for (d = DIR_N; d <= DIR_NW; d++)
		out[d] = hex_neighbour(h, (enum hexdir)d);
}

int
hex_direction(hex_t a, hex_t b)
{
	int d;

	if (a == HEX_NONE || b == HEX_NONE)
		return -1;
	for (d = DIR_N; d <= DIR_NW; d++)
		if (hex_neighbour(a, (enum hexdir)d) == b)
			return d;
	return -1;
}

bool
hex_adjacent(hex_t a, hex_t b)
{
	return hex_direction(a, b) >= 0;
}

static int
iabs(int x)
{
	return x < 0 ? -x : x;
}

/*
 * Cube coordinates for "odd columns up": x = c, z = r - (c + odd(c)) / 2,
 * y = -x - z; the distance is the largest coordinate difference.
 */
int
hex_distance(hex_t a, hex_t b)
{
	int	ca, cb, xa, za, xb, zb, dx, dy, dz, d;

	if (a == HEX_NONE || b == HEX_NONE || hex_grid(a) != hex_grid(b))
		return -1;
	ca = hex_col(a);
	cb = hex_col(b);
	xa = ca;
	za = hex_row(a) - (ca + (odd(ca) ? 1 : 0)) / 2;
	xb = cb;
	zb = hex_row(b) - (cb + (odd(cb) ? 1 : 0)) / 2;
	dx = iabs(xa - xb);
	dz = iabs(za - zb);
	dy = iabs((-xa - za) - (-xb - zb));
	d = dx > dy ? dx : dy;
	return d > dz ? d : dz;
}

hexside_t
hexside_make(hex_t a, hex_t b)
{
	if (a > b) {
		hex_t t = a;

		a = b;
		b = t;
	}
	return (hexside_t)a << 32 | b;
}

hex_t
hexside_a(hexside_t s)
{
	return (hex_t)(s >> 32);
}

hex_t
hexside_b(hexside_t s)
{
	return (hex_t)(s & 0xffffffffu);
}

int
hexside_parse(const struct geometry *geo, const char *s, hexside_t *out,
    const char **why)
{
	const char	*slash;
	char		 first[16];
	hex_t		 a, b;
	size_t		 n;

	*out = 0;
	if (s == NULL || (slash = strchr(s, '/')) == NULL ||
	    strchr(slash + 1, '/') != NULL ||
	    (n = (size_t)(slash - s)) >= sizeof first) {
		*why = BAD_SIDE;
		return -1;
	}
	memcpy(first, s, n);
	first[n] = '\0';
	if (hex_parse(geo, first, &a, why) == -1 ||
	    hex_parse(geo, slash + 1, &b, why) == -1)
		return -1;
	if (!hex_adjacent(a, b)) {
		/* Both parts parsed, so each is at most five characters. */
		snprintf(why_buf, sizeof why_buf,
		    "hexes %s and %s are not adjacent", first, slash + 1);
		*why = why_buf;
		return -1;
	}
	*out = hexside_make(a, b);
	return 0;
}

void
hexside_format(const struct geometry *geo, hexside_t s, char buf[32])
{
	char a[16], b[16];

	hex_format(geo, hexside_a(s), a);
	hex_format(geo, hexside_b(s), b);
	snprintf(buf, 32, "%s/%s", a, b);
}

bool
hex_printable(const struct geometry *geo, hex_t h)
{
	char id[16];

	if (h == HEX_NONE)
		return false;
	hex_format(geo, h, id);
	return strchr(id, '(') == NULL;
}
