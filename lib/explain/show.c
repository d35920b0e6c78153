/*
 * show.c — gcacw-show's picture: the area drawn, the hexes in
 * the geometry of DESIGN.md section 3 (odd columns half a hex higher),
 * terrain in the colours and patterns 2.3 describes, hexside features,
 * sheet joins (SIV 13.0, 27.1; SJW 22.0), the title and the legend.  The
 * counters and ZOC are show_counter.c's, the rulings show_ruling.c's.
 *
 * One SVG 1.1 document, no external reference: patterns, markers and
 * the hex shape are in its own <defs>.  Sizes are fixed per hex, so a
 * picture is as large as the area it shows.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "module.h"
#include "show_int.h"

/* 2.3: light yellow clear, light green rolling, orange hill; the others
 * are patterns (show_defs), water blue.  Grey print keeps them apart by
 * texture.  Each terrain's fill, and its words in the legend. */
static const struct {
	const char	*fill;
	const char	*words;
} terrain_look[T_COUNT] = {
	[T_NONE] = { "url(#t-none)", "terrain not given" },
	[T_CLEAR] = { "#fbf4bd", "clear (light yellow)" },
	[T_ROLLING] = { "#cfe8a6", "rolling (light green)" },
	[T_ROUGH] = { "url(#t-rough)", "rough (green brush)" },
	[T_WOODS] = { "url(#t-woods)", "woods (dark green forest)" },
	[T_CITY] = { "url(#t-city)", "city (grey grid)" },
	[T_SWAMP] = { "url(#t-swamp)", "swamp (marsh)" },
	[T_PROVISIONAL_SWAMP] = { "url(#t-pswamp)",
	    "provisional swamp (light green marsh)" },
	[T_HILL] = { "#f4a450", "hill (orange)" },
	[T_MOUNTAIN] = { "url(#t-mountain)",
	    "mountain (brown elevated land)" },
	[T_LOESS] = { "url(#t-loess)", "loess (stippled)" },
	[T_WATER] = { "#9ccbe9", "water" },
};

/* A sheet's hex as printed, into the joined grid: parsed as an id. */
static void
add_sheet_hex(struct show *s, char sheet, int c, int r)
{
	char		 id[16];
	const char	*why;
	hex_t		 h;

	if (sheet != 0)
		snprintf(id, sizeof(id), "%c%02d%02d", sheet, c, r);
	else
		snprintf(id, sizeof(id), "%02d%02d", c, r);
	if (hex_parse(s->g->map.geo, id, &h, &why) == 0)
		show_add(s, h);
}

static void
add_bounds(struct show *s)
{
	const struct geometry	*geo = s->g->map.geo;
	const struct bounds	*b;
	int			 i, k, c, r;

	for (i = 0; i < s->g->map.nbounds; i++) {
		b = &s->g->map.bounds[i];
		for (k = 0; k < (b->sheet == 0 && geo->nsheets > 0 ?
		    geo->nsheets : 1); k++)
			for (c = b->col0; c <= b->col1; c++)
				for (r = b->row0; r <= b->row1; r++)
					add_sheet_hex(s, b->sheet != 0 ?
					    b->sheet : geo->nsheets > 0 ?
					    geo->sheets[k].letter : 0, c, r);
	}
}

/* Sort, drop doubles, and lay each grid out beside the one before. */
static void
settle(struct show *s)
{
	struct show_grid	*gr;
	int			 i, n = 0;
	double			 x = SHOW_MARGIN, h;

	show_sort(s);
	n = s->nhexes;
	s->ngrids = 0;
	for (i = 0; i < n; i++) {
		int g = hex_grid(s->hexes[i]), c = hex_col(s->hexes[i]),
		    r = hex_row(s->hexes[i]);

		if ((gr = (struct show_grid *)show_grid_of(s, g)) == NULL) {
			gr = &s->grids[s->ngrids++];
			gr->grid = g;
			gr->col0 = gr->col1 = c;
			gr->row0 = gr->row1 = r;
		}
		/* Sorted by grid, then column (hex_t's order): a grid's
		 * first hex has its lowest column. */
		if (c > gr->col1)
			gr->col1 = c;
		if (r < gr->row0)
			gr->row0 = r;
		if (r > gr->row1)
			gr->row1 = r;
	}
	s->maph = 0;
	for (i = 0; i < s->ngrids; i++) {
		gr = &s->grids[i];
		gr->x0 = x;
		x += (gr->col1 - gr->col0) * 1.5 * SHOW_R + 2 * SHOW_R +
		    SHOW_MARGIN;
		h = (gr->row1 - gr->row0 + 1.5) * SHOW_H;
		if (h > s->maph)
			s->maph = h;
	}
	s->mapw = x;
}

/* Every hex from the top left to the bottom right of what is listed:
 * a map without bounds is drawn as the rectangle around what it holds,
 * one hex wider on every side. */
static void
fill_box(struct show *s)
{
	struct show_grid	 grids[64];
	int			 i, n, c, r;

	settle(s);
	n = s->ngrids;
	memcpy(grids, s->grids, sizeof(grids));
	for (i = 0; i < n; i++)
		for (c = grids[i].col0 - 1; c <= grids[i].col1 + 1; c++)
			for (r = grids[i].row0 - 1; r <= grids[i].row1 + 1;
			    r++)
				show_add(s, hex_make(grids[i].grid, c, r));
}

static void
choose_area(struct show *s)
{
	struct game	*g = s->g;
	hex_t		 h;
	int		 i, c, r, dc, dr, n = 0;

	if (s->o->around) {
		c = hex_col(s->o->centre);
		r = hex_row(s->o->centre);
		for (dc = -s->o->radius; dc <= s->o->radius; dc++)
			for (dr = -s->o->radius - 1; dr <= s->o->radius + 1;
			    dr++) {
				h = hex_make(hex_grid(s->o->centre), c + dc,
				    r + dr);
				if (h != HEX_NONE && hex_distance(h,
				    s->o->centre) <= s->o->radius)
					show_add(s, h);
			}
		settle(s);
		return;
	}
	add_bounds(s);
	for (i = 0; i < g->nunits; i++)
		if (g->units[i].status == US_IN_PLAY) {
			show_add(s, g->units[i].hex);
			n++;
		}
	for (i = 0; i < s->nentries; i++)
		show_entry_hexes(s, g->log->items[s->entries[i]]);
	/* The map the file describes (terrain, features,
	 * hexsides), the units and the ruling drawn, not every hex it
	 * names: a hex listed only for its name or county (a scenario's
	 * places lie all over its sheets) is drawn when it falls in the
	 * frame, and frames the picture only when nothing else does. */
	(void)n;
	for (i = 0; i < g->map.nhexes; i++)
		if (g->map.hexes[i].terrain != T_NONE ||
		    g->map.hexes[i].features != 0)
			show_add(s, g->map.hexes[i].id);
	if (s->nhexes == 0)
		for (i = 0; i < g->map.nhexes; i++)
			show_add(s, g->map.hexes[i].id);
	for (i = 0; i < g->map.nhexsides; i++) {
		show_add(s, hexside_a(g->map.hexsides[i].id));
		show_add(s, hexside_b(g->map.hexsides[i].id));
	}
	if (g->map.nbounds == 0)
		fill_box(s);
	settle(s);
}


static enum terrain
terrain_of(const struct show *s, hex_t h)
{
	const struct hexinfo *x = map_hex(&s->g->map, h);

	/* Never game_terrain(): an unlisted hex is no error in a picture. */
	if (x != NULL && x->terrain != T_NONE)
		return x->terrain;
	return s->g->map.deflt;
}

static void
defs(struct show *s)
{
	show_puts(s, "<defs>\n"
	    "<polygon id=\"hx\" points=\"48,0 24,41.57 -24,41.57 -48,0 "
	    "-24,-41.57 24,-41.57\"/>\n"
	    "<pattern id=\"t-none\" width=\"8\" height=\"8\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"8\" height=\"8\" "
	    "fill=\"#ffffff\"/><path d=\"M0 8L8 0\" stroke=\"#bbbbbb\"/>"
	    "</pattern>\n"
	    "<pattern id=\"t-rough\" width=\"14\" height=\"12\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"14\" "
	    "height=\"12\" fill=\"#f3efb8\"/><path d=\"M1 10l2-5l2 5M8 5l2-4"
	    "l2 4\" fill=\"none\" stroke=\"#3f8a2f\" stroke-width=\"1.1\"/>"
	    "</pattern>\n"
	    "<pattern id=\"t-woods\" width=\"12\" height=\"12\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"12\" "
	    "height=\"12\" fill=\"#7fbf6a\"/><circle cx=\"3\" cy=\"3\" "
	    "r=\"2.6\" fill=\"#256b25\"/><circle cx=\"9\" cy=\"9\" r=\"2.6\" "
	    "fill=\"#256b25\"/></pattern>\n"
	    "<pattern id=\"t-city\" width=\"8\" height=\"8\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"8\" height=\"8\" "
	    "fill=\"#dcdcdc\"/><path d=\"M0 0H8M0 0V8\" stroke=\"#808080\" "
	    "stroke-width=\"1\"/></pattern>\n"
	    "<pattern id=\"t-swamp\" width=\"14\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"14\" "
	    "height=\"10\" fill=\"#a9d8b8\"/><path d=\"M2 7h6M5 7V2M4 7L2 3"
	    "M6 7L8 3\" fill=\"none\" stroke=\"#1f6656\"/></pattern>\n"
	    "<pattern id=\"t-pswamp\" width=\"14\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"14\" "
	    "height=\"10\" fill=\"#dbf0cc\"/><path d=\"M2 7h6M5 7V3\" "
	    "fill=\"none\" stroke=\"#4f9a74\"/></pattern>\n"
	    "<pattern id=\"t-mountain\" width=\"14\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"14\" "
	    "height=\"10\" fill=\"#c89d6e\"/><path d=\"M1 8l4-5l4 5\" "
	    "fill=\"none\" stroke=\"#6b3d12\" stroke-width=\"1.2\"/>"
	    "</pattern>\n"
	    "<pattern id=\"t-loess\" width=\"6\" height=\"6\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"6\" height=\"6\" "
	    "fill=\"#efdfb4\"/><circle cx=\"1.5\" cy=\"1.5\" r=\".8\" "
	    "fill=\"#8a6a3a\"/><circle cx=\"4.5\" cy=\"4.5\" r=\".8\" "
	    "fill=\"#8a6a3a\"/></pattern>\n"
	    "<pattern id=\"assumed\" width=\"10\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\"><path d=\"M0 10L10 0M-2 2L2 -2"
	    "M8 12L12 8\" stroke=\"#808080\" stroke-opacity=\".55\" "
	    "stroke-width=\"1.2\"/></pattern>\n"
	    "<pattern id=\"off\" width=\"6\" height=\"6\" "
	    "patternUnits=\"userSpaceOnUse\"><rect width=\"6\" height=\"6\" "
	    "fill=\"#e8e8e8\" fill-opacity=\".75\"/><path d=\"M0 6L6 0\" "
	    "stroke=\"#9a9a9a\"/></pattern>\n");
	show_defs_counters(s);
	show_defs_ruling(s);
	show_puts(s, "</defs>\n");
}

static void
terrain(struct show *s)
{
	double		 x, y, x0, y0;
	enum terrain	 t;
	bool		 off = false;
	int		 i;

	show_puts(s, "<g id=\"terrain\" stroke=\"#6e6e6e\" "
	    "stroke-width=\".7\">\n");
	for (i = 0; i < s->nhexes; i++) {
		t = terrain_of(s, s->hexes[i]);
		s->terrains |= 1u << t;
		show_xy(s, s->hexes[i], &x, &y);
		show_printf(s, "<use xlink:href=\"#hx\" x=\"%.1f\" y=\"%.1f\" "
		    "fill=\"%s\"/>\n", x, y, terrain_look[t].fill);
	}
	/* A hex the map does not describe is drawn as the
	 * default it takes, hatched grey: assumed, not the printed map. */
	for (i = 0; i < s->nhexes; i++) {
		const struct hexinfo *hi = map_hex(&s->g->map, s->hexes[i]);

		if ((hi != NULL && hi->terrain != T_NONE) ||
		    s->g->map.deflt == T_NONE)
			continue;
		show_xy(s, s->hexes[i], &x0, &y0);
		show_printf(s, "<use xlink:href=\"#hx\" x=\"%.1f\" y=\"%.1f\" "
		    "fill=\"url(#assumed)\"/>\n", x0, y0);
		s->assumed = true;
	}
	/* Partial hexes and those outside the bounds (2.3): not playable. */
	for (i = 0; i < s->nhexes; i++)
		if (!s->info[i].on) {
			show_xy(s, s->hexes[i], &x, &y);
			show_printf(s, "<use xlink:href=\"#hx\" x=\"%.1f\" "
			    "y=\"%.1f\" fill=\"url(#off)\"/>\n", x, y);
			off = true;
		}
	show_puts(s, "</g>\n");
	s->off = off;
}

/* The two ends of the hexside a|b (a's centre first). */
static void
edge(const struct show *s, hex_t a, hex_t b, double e[4], double c[4])
{
	double	mx, my, dx, dy, len;

	show_xy(s, a, &c[0], &c[1]);
	show_xy(s, b, &c[2], &c[3]);
	mx = (c[0] + c[2]) / 2;
	my = (c[1] + c[3]) / 2;
	dx = c[2] - c[0];
	dy = c[3] - c[1];
	len = dx * dx + dy * dy > 0 ? SHOW_R / 2 / (SHOW_H) : 0;
	e[0] = mx - dy * len;
	e[1] = my + dx * len;
	e[2] = mx + dy * len;
	e[3] = my - dx * len;
}

static void
line(struct show *s, const double p[4], const char *style)
{
	show_printf(s, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
	    "%s/>\n", p[0], p[1], p[2], p[3], style);
}

/* Rivers, creeks, water, borders, ridges and bluffs lie on the hexside;
 * a ridge or bluff is drawn inside its high hex (2.3, 7.4). */
static void
edge_features(struct show *s, const struct hexsideinfo *x)
{
	hex_t		 a = hexside_a(x->id), b = hexside_b(x->id);
	unsigned	 f = x->features;
	double		 e[4], c[4], p[4], dx, dy;

	edge(s, a, b, e, c);
	if (f & HS_WATER)
		line(s, e, "stroke=\"#4a8fd0\" stroke-width=\"9\"");
	if (f & HS_MAJOR_RIVER)
		line(s, e, "stroke=\"#1f5fb0\" stroke-width=\"7\"");
	else if (f & HS_MINOR_RIVER)
		line(s, e, "stroke=\"#2f78c8\" stroke-width=\"4.5\"");
	if (f & HS_CREEK)
		line(s, e, "stroke=\"#4a9ae0\" stroke-width=\"2.2\"");
	if (f & HS_BORDER)
		line(s, e, "stroke=\"#7a3f9a\" stroke-width=\"1.3\" "
		    "stroke-dasharray=\"6 2 1 2\"");
	if ((f & (HS_RIDGE | HS_BLUFF)) && (x->high == a || x->high == b)) {
		/* Toward the high hex's centre by 4 px. */
		dx = (x->high == a ? c[0] - c[2] : c[2] - c[0]) / SHOW_H * 4;
		dy = (x->high == a ? c[1] - c[3] : c[3] - c[1]) / SHOW_H * 4;
		p[0] = e[0] + dx;
		p[1] = e[1] + dy;
		p[2] = e[2] + dx;
		p[3] = e[3] + dy;
		line(s, p, f & HS_BLUFF ? "stroke=\"#4a2a0a\" "
		    "stroke-width=\"6\" stroke-dasharray=\"1.5 2.5\"" :
		    "stroke=\"#8c510a\" stroke-width=\"3\"");
		if (f & HS_BLUFF)
			line(s, p, "stroke=\"#4a2a0a\" stroke-width=\"1.5\"");
	}
	s->features |= f;
}

/* Roads, pikes, trails and railroads cross the hexside centre to centre:
 * the half in each hex drawn. */
static void
road_features(struct show *s, const struct hexsideinfo *x)
{
	hex_t		 a = hexside_a(x->id), b = hexside_b(x->id);
	unsigned	 f = x->features;
	double		 e[4], c[4], p[4];

	if (!(f & HS_ROADLIKE))
		return;
	edge(s, a, b, e, c);
	p[0] = show_has(s, a) ? c[0] : (c[0] + c[2]) / 2;
	p[1] = show_has(s, a) ? c[1] : (c[1] + c[3]) / 2;
	p[2] = show_has(s, b) ? c[2] : (c[0] + c[2]) / 2;
	p[3] = show_has(s, b) ? c[3] : (c[1] + c[3]) / 2;
	if (f & HS_PIKE) {
		line(s, p, "stroke=\"#5a3412\" stroke-width=\"5\" "
		    "stroke-linecap=\"round\"");
		line(s, p, "stroke=\"#e8c89a\" stroke-width=\"2\" "
		    "stroke-linecap=\"round\"");
	} else if (f & HS_ROAD)
		line(s, p, "stroke=\"#8b5a2b\" stroke-width=\"3\" "
		    "stroke-linecap=\"round\"");
	else if (f & HS_TRAIL)
		line(s, p, "stroke=\"#8b5a2b\" stroke-width=\"1.6\" "
		    "stroke-dasharray=\"4 3\"");
	if (f & HS_RAILROAD) {
		line(s, p, "stroke=\"#111111\" stroke-width=\"3.5\"");
		line(s, p, "stroke=\"#ffffff\" stroke-width=\"1.5\" "
		    "stroke-dasharray=\"5 5\"");
	} else if (f & HS_UNFINISHED_RR)
		line(s, p, "stroke=\"#555555\" stroke-width=\"2\" "
		    "stroke-dasharray=\"2 4\"");
}

/* Fords, bridges, dams, ferries at the hexside's middle; destroyed
 * bridges and ferries (10.2) and pontoon bridges (10.1) from `markers`. */
static void
crossings(struct show *s, hex_t a, hex_t b, unsigned f)
{
	double	 e[4], c[4], mx, my, ux, uy;

	edge(s, a, b, e, c);
	mx = (c[0] + c[2]) / 2;
	my = (c[1] + c[3]) / 2;
	ux = (c[2] - c[0]) / SHOW_H;
	uy = (c[3] - c[1]) / SHOW_H;
	if (f & HS_BRIDGE)
		show_printf(s, "<path d=\"M%.1f %.1fl%.1f %.1fM%.1f %.1fl%.1f "
		    "%.1f\" stroke=\"#222222\" stroke-width=\"2\"/>\n",
		    mx - ux * 7 - uy * 4, my - uy * 7 + ux * 4, ux * 14,
		    uy * 14, mx - ux * 7 + uy * 4, my - uy * 7 - ux * 4,
		    ux * 14, uy * 14);
	if (f & HS_FORD)
		show_printf(s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" "
		    "fill=\"#ffffff\" stroke=\"#1f5fb0\" stroke-width=\"1.5\"/>"
		    "\n", mx, my);
	if (f & HS_FERRY)
		show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"8\" "
		    "height=\"5\" fill=\"#ffffff\" stroke=\"#222222\"/>\n",
		    mx - 4, my - 2.5);
	if (f & HS_DAM)
		line(s, e, "stroke=\"#222222\" stroke-width=\"3\" "
		    "stroke-dasharray=\"0 18 12\"");
	if (game_destroyed(s->g, a, b)) {
		show_printf(s, "<path d=\"M%.1f %.1fl10 10m0 -10l-10 10\" "
		    "stroke=\"#c00000\" stroke-width=\"2.5\"/>\n", mx - 5,
		    my - 5);
		s->destroyed = true;
	}
	if (game_pontoon(s->g, a, b) != NULL) {
		show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" "
		    "height=\"8\" fill=\"#f0c020\" stroke=\"#222222\"/>\n",
		    mx - 6, my - 4);
		s->pontoons = true;
	}
}

static void
hexsides(struct show *s)
{
	struct map		*m = &s->g->map;
	const struct hexsideinfo *x;
	int			 i;

	show_puts(s, "<g id=\"hexsides\" fill=\"none\">\n");
	for (i = 0; i < m->nhexsides; i++) {
		x = &m->hexsides[i];
		if (show_has(s, hexside_a(x->id)) ||
		    show_has(s, hexside_b(x->id)))
			edge_features(s, x);
	}
	for (i = 0; i < m->nhexsides; i++) {
		x = &m->hexsides[i];
		if (show_has(s, hexside_a(x->id)) ||
		    show_has(s, hexside_b(x->id)))
			road_features(s, x);
	}
	for (i = 0; i < m->nhexsides; i++) {
		x = &m->hexsides[i];
		if ((show_has(s, hexside_a(x->id)) ||
		    show_has(s, hexside_b(x->id))))
			crossings(s, hexside_a(x->id), hexside_b(x->id),
			    x->features & HS_CROSSING);
	}
	/* The markers are drawn by crossings() above: the loader takes a
	 * Destroyed marker only on a hexside the map lists with a bridge
	 * or ferry (10.2), a pontoon bridge only on one it lists with a
	 * river (10.1), and the rules add them nowhere else. */
	show_puts(s, "</g>\n");
}

static char
sheet_of(const struct show *s, int i)
{
	const char *id = s->info[i].id;

	return id[0] >= 'A' && id[0] <= 'Z' ? id[0] : 0;
}

/* Hex ids as printed, the sheet on top where sheets overlap; a heavy
 * dashed line where the sheet changes (the joins). */
static void
ids_and_joins(struct show *s)
{
	double	x, y, e[4], c[4];
	hex_t	n[6];
	int	i, d, k;

	if (s->g->map.geo != NULL && s->g->map.geo->nsheets > 0) {
		show_puts(s, "<g id=\"joins\" stroke=\"#000000\" "
		    "stroke-width=\"3\" stroke-dasharray=\"9 5\">\n");
		for (i = 0; i < s->nhexes; i++) {
			hex_neighbours(s->hexes[i], n);
			for (d = 0; d < 6; d++)
				if (n[d] > s->hexes[i] &&
				    (k = show_find(s, n[d])) >= 0 &&
				    sheet_of(s, k) != sheet_of(s, i)) {
					edge(s, s->hexes[i], n[d], e, c);
					line(s, e, "");
					s->joins = true;
				}
		}
		show_puts(s, "</g>\n");
	}
	show_puts(s, "<g id=\"ids\" font-family=\"DejaVu Sans, Arial, "
	    "sans-serif\" font-size=\"8\" fill=\"#303030\" "
	    "text-anchor=\"middle\">\n");
	for (i = 0; i < s->nhexes; i++) {
		if (!s->info[i].printable)
			continue;
		show_xy(s, s->hexes[i], &x, &y);
		show_printf(s, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", x,
		    y - 34, s->info[i].id);
	}
	show_puts(s, "</g>\n");
}

static void
legend_map(struct show *s)
{
	static const struct {
		unsigned	 bits;
		const char	*swatch, *text;
	} sides[] = {
		{ HS_PIKE, "<path d=\"M2 0h22\" stroke=\"#5a3412\" "
		    "stroke-width=\"5\"/><path d=\"M2 0h22\" stroke=\"#e8c89a\" "
		    "stroke-width=\"2\"/>", "pike" },
		{ HS_ROAD, "<path d=\"M2 0h22\" stroke=\"#8b5a2b\" "
		    "stroke-width=\"3\"/>", "road" },
		{ HS_TRAIL, "<path d=\"M2 0h22\" stroke=\"#8b5a2b\" "
		    "stroke-width=\"1.6\" stroke-dasharray=\"4 3\"/>", "trail" },
		{ HS_RAILROAD, "<path d=\"M2 0h22\" stroke=\"#111111\" "
		    "stroke-width=\"3.5\"/><path d=\"M2 0h22\" "
		    "stroke=\"#ffffff\" stroke-width=\"1.5\" "
		    "stroke-dasharray=\"5 5\"/>", "railroad" },
		{ HS_UNFINISHED_RR, "<path d=\"M2 0h22\" stroke=\"#555555\" "
		    "stroke-width=\"2\" stroke-dasharray=\"2 4\"/>",
		    "unfinished railroad" },
		{ HS_MAJOR_RIVER, "<path d=\"M2 0h22\" stroke=\"#1f5fb0\" "
		    "stroke-width=\"7\"/>", "major river" },
		{ HS_MINOR_RIVER, "<path d=\"M2 0h22\" stroke=\"#2f78c8\" "
		    "stroke-width=\"4.5\"/>", "minor river" },
		{ HS_CREEK, "<path d=\"M2 0h22\" stroke=\"#4a9ae0\" "
		    "stroke-width=\"2.2\"/>", "creek" },
		{ HS_WATER, "<path d=\"M2 0h22\" stroke=\"#4a8fd0\" "
		    "stroke-width=\"9\"/>", "all-water hexside" },
		{ HS_FORD, "<circle cx=\"13\" cy=\"0\" r=\"4\" fill=\"#ffffff\" "
		    "stroke=\"#1f5fb0\" stroke-width=\"1.5\"/>", "ford" },
		{ HS_BRIDGE, "<path d=\"M6 -4h14M6 4h14\" stroke=\"#222222\" "
		    "stroke-width=\"2\"/>", "bridge" },
		{ HS_FERRY, "<rect x=\"9\" y=\"-2.5\" width=\"8\" height=\"5\" "
		    "fill=\"#ffffff\" stroke=\"#222222\"/>", "ferry" },
		{ HS_DAM, "<path d=\"M8 0h12\" stroke=\"#222222\" "
		    "stroke-width=\"3\"/>", "dam" },
		{ HS_RIDGE, "<path d=\"M2 0h22\" stroke=\"#8c510a\" "
		    "stroke-width=\"3\"/>", "ridge, drawn inside its high hex" },
		{ HS_BLUFF, "<path d=\"M2 0h22\" stroke=\"#4a2a0a\" "
		    "stroke-width=\"6\" stroke-dasharray=\"1.5 2.5\"/>",
		    "bluff, drawn inside its high hex" },
		{ HS_BORDER, "<path d=\"M2 0h22\" stroke=\"#7a3f9a\" "
		    "stroke-width=\"1.3\" stroke-dasharray=\"6 2 1 2\"/>",
		    "county border" },
	};
	char	sw[256];
	int	i;

	show_line(s, L_HEAD, NULL, "Terrain (2.3)");
	for (i = 0; i < T_COUNT; i++)
		if (s->terrains & (1u << i)) {
			snprintf(sw, sizeof(sw), "<use xlink:href=\"#hx\" "
			    "transform=\"translate(12,-4) scale(.22)\" "
			    "fill=\"%s\" stroke=\"#6e6e6e\" "
			    "stroke-width=\"3\"/>", terrain_look[i].fill);
			show_line(s, L_TEXT, arena_strdup(&s->g->arena, sw),
			    "%s", terrain_look[i].words);
		}
	for (i = 0; i < (int)(sizeof(sides) / sizeof(sides[0])); i++)
		if (s->features & sides[i].bits)
			show_line(s, L_TEXT, sides[i].swatch, "%s",
			    sides[i].text);
	if (s->assumed)
		show_line(s, L_TEXT, "<use xlink:href=\"#hx\" "
		    "transform=\"translate(12,-4) scale(.22)\" "
		    "fill=\"url(#assumed)\" stroke=\"#6e6e6e\" "
		    "stroke-width=\"3\"/>", "terrain not given: map.terrain's "
		    "%s assumed", terrain_name(s->g->map.deflt));
	if (s->off)
		show_line(s, L_TEXT, "<use xlink:href=\"#hx\" "
		    "transform=\"translate(12,-4) scale(.22)\" "
		    "fill=\"url(#off)\" stroke=\"#6e6e6e\" stroke-width=\"3\"/>",
		    "off the map (partial hex, or outside map.bounds)");
	if (s->destroyed)
		show_line(s, L_TEXT, "<path d=\"M8 -5l10 10m0 -10l-10 10\" "
		    "stroke=\"#c00000\" stroke-width=\"2.5\"/>",
		    "bridge or ferry destroyed (10.2)");
	if (s->pontoons)
		show_line(s, L_TEXT, "<rect x=\"7\" y=\"-4\" width=\"12\" "
		    "height=\"8\" fill=\"#f0c020\" stroke=\"#222222\"/>",
		    "pontoon bridge (10.1)");
	if (s->joins)
		show_line(s, L_TEXT, "<path d=\"M2 0h22\" stroke=\"#000000\" "
		    "stroke-width=\"3\" stroke-dasharray=\"9 5\"/>",
		    "where map sheets join (the sheet on top names the hex)");
}

static void
legend(struct show *s, double x0, double height)
{
	double	y = SHOW_TITLE + 14;
	int	i;

	show_printf(s, "<g id=\"legend\" font-family=\"DejaVu Sans, Arial, "
	    "sans-serif\" fill=\"#000000\">\n<rect x=\"%.1f\" y=\"%.1f\" "
	    "width=\"%.1f\" height=\"%.1f\" fill=\"#ffffff\" "
	    "stroke=\"#808080\"/>\n", x0 - 8, SHOW_TITLE - 4,
	    SHOW_LEGEND_W - 16, height);
	for (i = 0; i < s->nlines; i++) {
		const struct show_line *l = &s->lines[i];

		if (l->style == L_HEAD)
			y += 6;
		if (l->swatch != NULL)
			show_printf(s, "<g transform=\"translate(%.1f,%.1f)\">"
			    "%s</g>\n", x0, y - 4, l->swatch);
		show_printf(s, "<text x=\"%.1f\" y=\"%.1f\" "
		    "font-size=\"%s\"%s>",
		    x0 + (l->swatch != NULL ? 30 : l->style == L_SMALL ? 10 :
		    0), y, l->style == L_HEAD ? "12" : l->style == L_SMALL ?
		    "9.5" : "10.5", l->style == L_HEAD ?
		    " font-weight=\"bold\"" : "");
		show_esc(s, l->text);
		show_puts(s, "</text>\n");
		y += l->style == L_HEAD ? 17 : l->style == L_SMALL ? 13 : 15;
	}
	show_puts(s, "</g>\n");
}

static double
legend_height(const struct show *s)
{
	double	y = 14;
	int	i;

	for (i = 0; i < s->nlines; i++)
		y += s->lines[i].style == L_HEAD ? 23 : s->lines[i].style ==
		    L_SMALL ? 13 : 15;
	return y + 10;
}

static void
title(struct show *s)
{
	struct game	*g = s->g;
	char		 id[16];

	show_puts(s, "<text x=\"24\" y=\"30\" font-family=\"DejaVu Sans, "
	    "Arial, sans-serif\" font-size=\"17\" font-weight=\"bold\">");
	show_esc(s, g->module != NULL ? g->module->name : "?");
	if (g->scenario != NULL) {
		show_puts(s, " \xc2\xb7 ");
		show_esc(s, g->scenario);
	}
	show_printf(s, " \xc2\xb7 turn %d \xc2\xb7 %s", g->turn, g->rain ?
	    "rain (12.0)" : "no rain");
	if (g->unfordable_major != 0 || g->unfordable_minor != 0)
		show_puts(s, " \xc2\xb7 rivers unfordable");
	if (s->o->around)
		show_printf(s, " \xc2\xb7 %d hexes around %s", s->o->radius,
		    show_id(s, s->o->centre, id));
	show_puts(s, "</text>\n");
}

/* The --entry numbers, checked against the log: from 1; default the
 * last entry, none when there is no log. */
static int
resolve_entries(struct show *s)
{
	struct game	*g = s->g;
	int		 n = g->log != NULL && g->log->kind == N_SEQ ?
			    g->log->n : 0, i;

	s->entries = arena_alloc(&g->arena, sizeof(int) *
	    (size_t)(s->o->nentries > 0 ? s->o->nentries : 1));
	if (s->o->entries == NULL) {
		if (n > 0)
			s->entries[s->nentries++] = n - 1;
		return 0;
	}
	for (i = 0; i < s->o->nentries; i++) {
		if (s->o->entries[i] > n) {
			diag_plain(g->diag, ST_USAGE, "--entry %d: the log "
			    "holds %d entr%s", s->o->entries[i], n, n == 1 ?
			    "y" : "ies");
			return ST_USAGE;
		}
		s->entries[s->nentries++] = s->o->entries[i] - 1;
	}
	return 0;
}

/*
 * The picture of the moment ruled.  With --entry N, the
 * counters stand where they stood just after entry N: the moves of the
 * later entries are taken back, last first, from what each logged (a
 * march's unit and its from; a retreat's units and from; an advance's
 * units, back to the hex of the attack before it).  A later entry that
 * moved nobody changes nothing.
 */
static hex_t
hex_at(struct game *g, const struct node *e, const char *key)
{
	const struct node	*v = node_get(e, key);
	const char		*why;
	hex_t			 h;

	if (v == NULL || v->kind != N_SCALAR ||
	    hex_parse(&g->module->geo, v->str, &h, &why) != 0)
		return HEX_NONE;
	return h;
}

static void
put_back(struct game *g, const char *name, hex_t h)
{
	struct unit *u;

	if (name != NULL && h != HEX_NONE && (u = game_unit(g, name)) !=
	    NULL && u->status == US_IN_PLAY)
		game_place_unit(g, u, h);
}

/* The hex the advancing units attacked from: the last attack before. */
static hex_t
advanced_from(struct game *g, int k)
{
	const struct node *e;

	for (k--; k >= 0; k--) {
		e = g->log->items[k];
		if (node_is(node_get(e, "op"), "combat") ||
		    node_is(node_get(e, "op"), "assault"))
			return hex_at(g, e, "from");
	}
	return HEX_NONE;
}

static int
max_entry(const struct show *s)
{
	int i, m = -1;

	for (i = 0; i < s->nentries; i++)
		if (s->entries[i] > m)
			m = s->entries[i];
	return m;
}

static void
rewind_to(struct game *g, int last)
{
	const struct node	*e, *v;
	hex_t			 h;
	int			 k, i;

	for (k = g->log->n - 1; k > last; k--) {
		e = g->log->items[k];
		if (node_is(node_get(e, "op"), "march") &&
		    (v = node_get(e, "unit")) != NULL && v->kind == N_SCALAR)
			put_back(g, v->str, hex_at(g, e, "from"));
		else if (node_is(node_get(e, "op"), "retreat") ||
		    node_is(node_get(e, "op"), "advance")) {
			h = node_is(node_get(e, "op"), "retreat") ?
			    hex_at(g, e, "from") : advanced_from(g, k);
			v = node_get(e, "units");
			for (i = 0; v != NULL && v->kind == N_SEQ && i < v->n;
			    i++)
				put_back(g, v->items[i]->str, h);
		}
	}
}

/*
 * About what the picture takes, a little more (a campaign file's: 78
 * bytes a hex, 31 its id, 292 a hexside, 593 a counter): its buffer is
 * sized once, in huge pages when it is big (outbuf.c).
 */
static size_t
picture_size(const struct show *s)
{
	size_t	n = (size_t)s->nhexes, sides = (size_t)s->g->map.nhexsides;

	return 160 * n + 320 * (sides < 3 * n ? sides : 3 * n) + 640 *
	    (size_t)s->g->nunits + 65536;
}

/* The map and what is drawn on it: the picture's body. */
static void
draw(struct show *s)
{
	int	i;

	terrain(s);
	hexsides(s);
	if (s->o->zoc != 0)
		show_zoc(s);
	ids_and_joins(s);
	show_counters(s);
	for (i = 0; i < s->nentries; i++)
		show_entry(s, s->g->log->items[s->entries[i]], s->entries[i] +
		    1);
}

/* The legend's lines are known once everything is drawn: the map key
 * first, then the counters', then each ruling's. */
static void
legend_lines(struct show *s)
{
	struct show_line	*ruling = s->lines;
	int			 nruling = s->nlines, i;

	s->lines = NULL;
	s->nlines = s->caplines = 0;
	legend_map(s);
	show_legend_counters(s);
	for (i = 0; i < nruling; i++)
		show_line(s, ruling[i].style, ruling[i].swatch, "%s",
		    ruling[i].text);
	free(ruling);
}

/* The document's head, into head: its size is the legend's height's. */
static void
head_of(struct show *s, struct outbuf *head, double lh)
{
	struct outbuf	*out = s->out;
	double		 w, h;

	w = s->mapw + (s->o->no_legend ? 0 : SHOW_LEGEND_W);
	h = SHOW_TITLE + (s->maph > lh ? s->maph : lh) + SHOW_MARGIN;
	s->out = head;
	show_printf(s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
	    "width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">\n",
	    w, h, w, h);
	show_puts(s, "<title>");
	show_esc(s, s->g->module != NULL ? s->g->module->name : "?");
	show_printf(s, ", turn %d</title>\n", s->g->turn);
	defs(s);
	show_printf(s, "<rect width=\"%.0f\" height=\"%.0f\" "
	    "fill=\"#ffffff\"/>\n", w, h);
	title(s);
	s->out = out;
}

/*
 * The picture goes straight into out (no stream, no second copy of it,
 * for speed): the map and rulings first, then the document's head,
 * whose size the legend decides, is put before them (a move of bytes
 * already in memory), then the legend.
 * When out drains (cli_query_stream), the picture is not held
 * at all: the map is drawn once dry, for the legend (no text made), and
 * again after the head, through out as it fills.  The second drawing
 * allocates nothing (no legend line, no reserve), so nothing can fail
 * once the first bytes are out but a write.
 */
int
show_svg(struct outbuf *out, struct game *g, const struct show_opts *o)
{
	struct show	 s;
	struct outbuf	 head;
	size_t		 start = out->len, body;
	double		 lh;
	int		 st;
	bool		 drain = out->drain != NULL;

	memset(&s, 0, sizeof(s));
	memset(&head, 0, sizeof(head));
	s.g = g;
	s.o = o;
	s.out = out;
	if ((st = resolve_entries(&s)) != 0)
		return st;
	if (s.nentries > 0)
		rewind_to(g, max_entry(&s));
	choose_area(&s);
	show_index(&s);
	if (drain)
		s.dry = true;
	else
		outbuf_reserve(out, picture_size(&s));
	draw(&s);
	s.dry = false;
	if (!o->no_legend)
		legend_lines(&s);
	lh = o->no_legend ? 0 : legend_height(&s);
	head_of(&s, &head, lh);
	if (drain) {
		outbuf_add(out, head.data, head.len);
		s.replay = true;
		draw(&s);
	} else {
		body = out->len - start;
		outbuf_reserve(out, head.len);
		memmove(out->data + start + head.len, out->data + start,
		    body);
		memcpy(out->data + start, head.data, head.len);
		out->len += head.len;
	}
	outbuf_free(&head);
	if (!o->no_legend)
		legend(&s, s.mapw + 8, lh);
	show_puts(&s, "</svg>\n");
	free(s.lines);
	return 0;
}
