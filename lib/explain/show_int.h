/*
 * show_int.h — what the parts of gcacw-show's picture share: the hexes
 * drawn, where each lies on the page, the legend's lines.
 */
#ifndef GCACW_SHOW_INT_H
#define GCACW_SHOW_INT_H

#include "outbuf.h"
#include "show.h"

/* A hex's radius in pixels: a counter fits, with its id above it. */
#define SHOW_R		48.0
#define SHOW_H		83.1384	/* sqrt(3) * SHOW_R: row to row */
#define SHOW_MARGIN	24.0
#define SHOW_TITLE	48.0	/* the title's band */
#define SHOW_LEGEND_W	540.0

/* Each grid's place on the page (a `standard` game's letters are grids
 * that never join: side by side). */
struct show_grid {
	int	 grid;
	int	 col0, col1, row0, row1;
	double	 x0;
	int	*cell;		/* each place's hex, index + 1; 0: none */
};

/* What the drawing asks of each hex more than once, found once
 * (hex_format was a tenth of a campaign picture's time). */
struct show_hex {
	char	 id[16];	/* hex_format's */
	bool	 printable;	/* hex_printable() */
	bool	 on;		/* map_on() */
};

/* Legend line styles. */
enum { L_HEAD, L_TEXT, L_SMALL };

struct show_line {
	int		 style;
	const char	*text;
	const char	*swatch;	/* an SVG fragment drawn before it */
};

struct show {
	struct outbuf		*out;		/* the picture, written here */
	struct game		*g;
	const struct show_opts	*o;
	hex_t			*hexes;		/* sorted, unique */
	struct show_hex		*info;		/* each of hexes' */
	int			 nhexes, caphexes;
	struct show_grid	 grids[64];
	int			 ngrids;
	double			 mapw, maph;
	unsigned		 terrains;	/* 1 << enum terrain drawn */
	unsigned		 features;	/* HS_ bits drawn */
	bool			 destroyed, pontoons, joins, off;
	bool			 assumed;	/* a hex's terrain is the
						 * map's default */
	/* Streamed (show_svg), the map is drawn twice: first dry, for
	 * the legend, writing nothing; then again, when show_line adds
	 * no line (replay: the legend's lines are known). */
	bool			 dry, replay;
	struct show_line	*lines;
	int			 nlines, caplines;
	int			*entries;	/* resolved, from 0 */
	int			 nentries;
};

/* show_page.c */
const struct show_grid *show_grid_of(const struct show *, int grid);
void	show_add(struct show *, hex_t);
void	show_sort(struct show *);
void	show_index(struct show *);
int	show_find(const struct show *, hex_t);
bool	show_has(const struct show *, hex_t);
void	show_xy(const struct show *, hex_t, double *x, double *y);
void	show_esc(struct show *, const char *);
/* The picture's text, straight into s->out (no stream, no copy: a
 * campaign's picture is big).  show_printf knows %s, %d, %c, %.0f, %.1f and
 * %%, as printf writes them, and nothing else. */
void	show_puts(struct show *, const char *);
void	show_printf(struct show *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* printf's "%.0f" or "%.1f" of v into buf; its length. */
#define SHOW_FIXED_MAX	320
size_t	show_fixed(char buf[SHOW_FIXED_MAX], double v, int decimals);
void	show_line(struct show *, int style, const char *swatch,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Lines of the legend that are the same in every picture, in order. */
void	show_lines(struct show *, const struct show_line *, size_t n);
const char *show_id(const struct show *, hex_t, char buf[16]);
hex_t	show_node_hex(const struct show *, const struct node *);

/* show_counter.c: counters, stacks, leaders, markers; ZOC. */
void	show_defs_counters(struct show *);
void	show_zoc(struct show *);
void	show_counters(struct show *);
void	show_legend_counters(struct show *);

/* show_ruling.c: the log entries drawn. */
void	show_defs_ruling(struct show *);
void	show_entry_hexes(struct show *, const struct node *);
void	show_entry(struct show *, const struct node *, int number);

#endif
