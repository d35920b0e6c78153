/*
 * show_page.c — where things lie on gcacw-show's page, and the text
 * written on it: the hexes drawn (sorted, for a binary search), each
 * hex's centre (DESIGN.md section 3: odd columns half a hex higher), XML
 * character data, the legend's lines.  The other show files use these;
 * this one uses none of them.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "show_int.h"

int
show_hex_cmp(const void *a, const void *b)
{
	hex_t x = *(const hex_t *)a, y = *(const hex_t *)b;

	return x < y ? -1 : x > y;
}

void
show_add(struct show *s, hex_t h)
{
	if (h == HEX_NONE)
		return;
	if (s->nhexes == s->caphexes) {
		s->caphexes = s->caphexes ? s->caphexes * 2 : 256;
		s->hexes = xrealloc(s->hexes, (size_t)s->caphexes *
		    sizeof(*s->hexes));
	}
	s->hexes[s->nhexes++] = h;
}

bool
show_has(const struct show *s, hex_t h)
{
	return bsearch(&h, s->hexes, (size_t)s->nhexes, sizeof(hex_t),
	    show_hex_cmp) != NULL;
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
 * Text as XML character data: markup escaped, and what XML 1.0 forbids
 * (control characters, U+FFFE, U+FFFF) written as '?'.
 */
void
show_esc(FILE *f, const char *t)
{
	const unsigned char *p;

	for (p = (const unsigned char *)t; *p != '\0'; p++)
		switch (*p) {
		case '&':
			fputs("&amp;", f);
			break;
		case '<':
			fputs("&lt;", f);
			break;
		case '>':
			fputs("&gt;", f);
			break;
		case '"':
			fputs("&quot;", f);
			break;
		default:
			if ((*p < 0x20 && *p != '\t' && *p != '\n') ||
			    *p == 0x7f)
				fputc('?', f);
			else if (p[0] == 0xef && p[1] == 0xbf &&
			    (p[2] == 0xbe || p[2] == 0xbf)) {
				fputc('?', f);
				p += 2;
			} else
				fputc(*p, f);
		}
}

void
show_line(struct show *s, int style, const char *swatch, const char *fmt,
    ...)
{
	struct show_line	*l;
	va_list			 ap;
	char			*t;
	int			 n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	t = xmalloc((size_t)(n > 0 ? n : 0) + 1);
	va_start(ap, fmt);
	vsnprintf(t, (size_t)(n > 0 ? n : 0) + 1, fmt, ap);
	va_end(ap);
	if (s->nlines == s->caplines) {
		s->caplines = s->caplines ? s->caplines * 2 : 32;
		s->lines = xrealloc(s->lines, (size_t)s->caplines *
		    sizeof(*s->lines));
	}
	l = &s->lines[s->nlines++];
	l->style = style;
	l->swatch = swatch;
	l->text = arena_strdup(&s->g->arena, t);
	free(t);
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
