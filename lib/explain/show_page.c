/*
 * show_page.c — where things lie on gcacw-show's page, and the text
 * written on it: the hexes drawn (sorted, for a binary search), each
 * hex's centre (DESIGN.md section 3: odd columns half a hex higher), XML
 * character data, the legend's lines.  The other show files use these;
 * this one uses none of them.
 */
#include <float.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "show_int.h"

/* show_fixed reads a double's bits: IEEE 754's binary64. */
_Static_assert(FLT_RADIX == 2 && DBL_MANT_DIG == 53 && DBL_MAX_EXP ==
    1024 && sizeof(double) == sizeof(uint64_t), "IEEE 754 doubles");

/* The picture's working memory is the game's arena: its pages are
 * mostly touched already, and fresh ones fault once a page. */
void
show_add(struct show *s, hex_t h)
{
	hex_t *p;

	if (h == HEX_NONE)
		return;
	if (s->nhexes == s->caphexes) {
		s->caphexes = s->caphexes ? s->caphexes * 2 : 256;
		p = arena_alloc(&s->g->arena, (size_t)s->caphexes *
		    sizeof(*s->hexes));
		if (s->nhexes > 0)
			memcpy(p, s->hexes, (size_t)s->nhexes *
			    sizeof(*s->hexes));
		s->hexes = p;
	}
	s->hexes[s->nhexes++] = h;
}

/*
 * The hexes sorted, each once: a radix sort, a byte at a time (qsort's
 * comparisons were more than the rest of the area's choosing; a
 * campaign file lists most hexes two or three times).
 */
void
show_sort(struct show *s)
{
	hex_t	*tmp, *from = s->hexes, *to, *t;
	size_t	 count[256], sum, k;
	int	 i, n = 0, shift;

	if (s->nhexes < 2)
		return;
	tmp = arena_alloc(&s->g->arena, (size_t)s->nhexes * sizeof(*tmp));
	to = tmp;
	for (shift = 0; shift < 32; shift += 8) {
		memset(count, 0, sizeof(count));
		for (i = 0; i < s->nhexes; i++)
			count[(from[i] >> shift) & 0xff]++;
		for (k = 0, sum = 0; k < 256; k++) {
			size_t c = count[k];

			count[k] = sum;
			sum += c;
		}
		for (i = 0; i < s->nhexes; i++)
			to[count[(from[i] >> shift) & 0xff]++] = from[i];
		t = from;
		from = to;
		to = t;
	}
	/* Four passes: the sorted hexes are back in s->hexes. */
	for (i = 0; i < s->nhexes; i++)
		if (n == 0 || s->hexes[n - 1] != s->hexes[i])
			s->hexes[n++] = s->hexes[i];
	s->nhexes = n;
}

/* A grid's table of places no bigger than this many cells for each hex
 * drawn (and a few): a sparse area is searched instead. */
#define CELLS_PER_HEX	8
#define CELLS_FREE	65536

/*
 * Once the area is settled: each hex's id, whether it is printable and
 * on the map, and a table of each grid's places, so that show_find is a
 * look-up (it is asked six times a hex).
 */
void
show_index(struct show *s)
{
	struct show_grid	*gr;
	size_t			 cells, rows;
	int			 i, k;

	s->info = arena_alloc(&s->g->arena, (size_t)s->nhexes *
	    sizeof(*s->info));
	for (i = 0; i < s->nhexes; i++) {
		struct show_hex *x = &s->info[i];

		hex_format(s->g->map.geo, s->hexes[i], x->id);
		x->printable = strchr(x->id, '(') == NULL;
		x->on = map_on(&s->g->map, s->hexes[i]);
	}
	for (k = 0; k < s->ngrids; k++) {
		gr = &s->grids[k];
		rows = (size_t)(gr->row1 - gr->row0) + 1;
		cells = ((size_t)(gr->col1 - gr->col0) + 1) * rows;
		if (cells > (size_t)s->nhexes * CELLS_PER_HEX + CELLS_FREE)
			continue;
		gr->cell = arena_alloc(&s->g->arena, cells *
		    sizeof(*gr->cell));
	}
	for (i = 0; i < s->nhexes; i++) {
		gr = (struct show_grid *)show_grid_of(s,
		    hex_grid(s->hexes[i]));
		if (gr->cell != NULL)
			gr->cell[(size_t)(hex_col(s->hexes[i]) - gr->col0) *
			    ((size_t)(gr->row1 - gr->row0) + 1) +
			    (size_t)(hex_row(s->hexes[i]) - gr->row0)] = i + 1;
	}
}

/* Where h is among the hexes drawn, or -1. */
int
show_find(const struct show *s, hex_t h)
{
	const struct show_grid	*gr;
	int			 c, r, lo, hi, mid;

	if (h == HEX_NONE || (gr = show_grid_of(s, hex_grid(h))) == NULL)
		return -1;
	c = hex_col(h);
	r = hex_row(h);
	if (c < gr->col0 || c > gr->col1 || r < gr->row0 || r > gr->row1)
		return -1;
	if (gr->cell != NULL)
		return gr->cell[(size_t)(c - gr->col0) *
		    ((size_t)(gr->row1 - gr->row0) + 1) + (size_t)(r -
		    gr->row0)] - 1;
	for (lo = 0, hi = s->nhexes - 1; lo <= hi;) {
		mid = lo + (hi - lo) / 2;
		if (s->hexes[mid] == h)
			return mid;
		if (s->hexes[mid] < h)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

bool
show_has(const struct show *s, hex_t h)
{
	return show_find(s, h) >= 0;
}

const struct show_grid *
show_grid_of(const struct show *s, int grid)
{
	int i;

	for (i = 0; i < s->ngrids; i++)
		if (s->grids[i].grid == grid)
			return &s->grids[i];
	return NULL;
}

/* Section 3: columns 3/4 of a hex's width apart, odd columns half a row
 * higher than even ones. */
void
show_xy(const struct show *s, hex_t h, double *x, double *y)
{
	const struct show_grid	*gr = show_grid_of(s, hex_grid(h));
	int			 c = hex_col(h), r = hex_row(h);

	if (gr == NULL) {
		*x = *y = -1000.0;
		return;
	}
	*x = gr->x0 + SHOW_R + (c - gr->col0) * 1.5 * SHOW_R;
	*y = SHOW_TITLE + SHOW_H / 2 + (r - gr->row0 + (c % 2 == 0 ? 0.5 :
	    0.0)) * SHOW_H;
}

/*
 * v as printf's "%.0f" (decimals 0) or "%.1f" (1) writes it, into buf;
 * its length.  printf's floating point was a quarter of a
 * campaign picture's instructions, and the picture must stay byte for
 * byte what printf wrote.  So exactly as glibc rounds: |v| is m 2^e with
 * m an integer below 2^53 (an IEEE 754 double's bits), and m 10^decimals
 * 2^e is rounded from that exact value to the nearest integer, a tie
 * (only x.25 and x.75 are ties in binary) to the even one; a negative
 * value keeps its sign even when it rounds to 0 ("-0.0"), as printf's
 * does.  Values too big for that (never a coordinate), infinities and
 * NaN go to snprintf.
 */
size_t
show_fixed(char buf[SHOW_FIXED_MAX], double v, int decimals)
{
	char		 digits[24];
	uint64_t	 bits, m, n, half;
	size_t		 len = 0, k = 0;
	int		 e;

	memcpy(&bits, &v, sizeof(bits));
	e = (int)(bits >> 52 & 0x7ff);
	if (e >= 1023 + 49 || decimals < 0 || decimals > 1)
		return (size_t)snprintf(buf, SHOW_FIXED_MAX, "%.*f", decimals,
		    v);
	if (e == 0)
		n = 0;		/* 0, or below 2^-1022 */
	else {
		m = (bits & (((uint64_t)1 << 52) - 1)) | (uint64_t)1 << 52;
		e = 1075 - e;	/* |v| = m 2^-e, e at least 4 */
		if (decimals == 1)
			m *= 10;	/* below 2^57 */
		if (e >= 64)
			n = 0;	/* below 2^-7: rounds to 0 */
		else {
			n = m >> e;
			half = (uint64_t)1 << (e - 1);
			m &= ((uint64_t)1 << e) - 1;	/* what is cut off */
			if (m > half || (m == half && (n & 1) != 0))
				n++;
		}
	}
	if (bits >> 63)
		buf[len++] = '-';
	if (decimals == 1) {
		digits[k++] = (char)('0' + n % 10);
		digits[k++] = '.';
		n /= 10;
	}
	do {
		digits[k++] = (char)('0' + n % 10);
		n /= 10;
	} while (n > 0);
	while (k > 0)
		buf[len++] = digits[--k];
	return len;
}

static void
put(struct show *s, const char *t, size_t n)
{
	struct outbuf *o = s->out;

	if (s->dry)
		return;
	/* Most pieces are a few bytes into room already there. */
	if (n <= o->cap - o->len && n > 0) {
		memcpy(o->data + o->len, t, n);
		o->len += n;
	} else
		outbuf_add(o, t, n);
}

void
show_puts(struct show *s, const char *t)
{
	put(s, t, strlen(t));
}

static void
put_int(struct show *s, int v)
{
	char		 buf[16];
	unsigned	 u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
	size_t		 k = sizeof(buf);

	do {
		buf[--k] = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	if (v < 0)
		buf[--k] = '-';
	put(s, buf + k, sizeof(buf) - k);
}

/*
 * printf's conversions the picture uses, written by hand (printf was
 * most of a picture's time): %s, %d, %c, %.0f, %.1f, %%.
 * Another is a mistake in this program, caught by the golden cases.
 */
void
show_printf(struct show *s, const char *fmt, ...)
{
	va_list		 ap;
	const char	*p, *q;
	char		 buf[SHOW_FIXED_MAX], c;

	if (s->dry)
		return;
	va_start(ap, fmt);
	for (p = fmt; *p != '\0'; p = q) {
		if ((q = strchr(p, '%')) == NULL)
			q = p + strlen(p);
		if (q > p)
			put(s, p, (size_t)(q - p));
		if (*q == '\0')
			break;
		if (q[1] == 's') {
			show_puts(s, va_arg(ap, const char *));
			q += 2;
		} else if (q[1] == 'd') {
			put_int(s, va_arg(ap, int));
			q += 2;
		} else if (q[1] == 'c') {
			c = (char)va_arg(ap, int);
			put(s, &c, 1);
			q += 2;
		} else if (q[1] == '%') {
			put(s, "%", 1);
			q += 2;
		} else if (q[1] == '.' && (q[2] == '0' || q[2] == '1') &&
		    q[3] == 'f') {
			put(s, buf, show_fixed(buf, va_arg(ap, double),
			    q[2] - '0'));
			q += 4;
		} else
			abort();
	}
	va_end(ap);
}

/*
 * Text as XML character data: markup escaped, and what XML 1.0 forbids
 * (control characters, U+FFFE, U+FFFF) written as '?'.  The runs
 * between those go out whole.
 */
void
show_esc(struct show *s, const char *t)
{
	const unsigned char	*p, *run;

	if (s->dry)
		return;
	for (p = run = (const unsigned char *)t; *p != '\0'; p++) {
		const char *rep;

		switch (*p) {
		case '&':
			rep = "&amp;";
			break;
		case '<':
			rep = "&lt;";
			break;
		case '>':
			rep = "&gt;";
			break;
		case '"':
			rep = "&quot;";
			break;
		default:
			if ((*p < 0x20 && *p != '\t' && *p != '\n') ||
			    *p == 0x7f)
				rep = "?";
			else if (p[0] == 0xef && p[1] == 0xbf &&
			    (p[2] == 0xbe || p[2] == 0xbf))
				rep = "?";
			else
				continue;
		}
		put(s, (const char *)run, (size_t)(p - run));
		show_puts(s, rep);
		if (p[0] == 0xef)
			p += 2;
		run = p + 1;
	}
	put(s, (const char *)run, (size_t)(p - run));
}

void
show_line(struct show *s, int style, const char *swatch, const char *fmt,
    ...)
{
	struct show_line	*l;
	va_list			 ap;

	if (s->replay)
		return;
	if (s->nlines == s->caplines) {
		s->caplines = s->caplines ? s->caplines * 2 : 32;
		s->lines = xrealloc(s->lines, (size_t)s->caplines *
		    sizeof(*s->lines));
	}
	l = &s->lines[s->nlines++];
	l->style = style;
	l->swatch = swatch;
	va_start(ap, fmt);
	l->text = arena_vprintf(&s->g->arena, fmt, ap);
	va_end(ap);
}

void
show_lines(struct show *s, const struct show_line *lines, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		show_line(s, lines[i].style, lines[i].swatch, "%s",
		    lines[i].text);
}

const char *
show_id(const struct show *s, hex_t h, char buf[16])
{
	hex_format(s->g->map.geo, h, buf);
	return buf;
}

/* A hex id of a log entry, or HEX_NONE. */
hex_t
show_node_hex(const struct show *s, const struct node *n)
{
	const char	*why;
	hex_t		 h;

	if (n == NULL || n->kind != N_SCALAR || hex_parse(s->g->map.geo,
	    n->str, &h, &why) < 0)
		return HEX_NONE;
	return h;
}
