/*
 * show_counter.c — the counters as players know them: side
 * colour, type symbol, name, manpower with the disorganized side shown,
 * fatigue, and the markers on or under them (exhausted, demoralized,
 * entrenchment 9.0, Flanks Refused 7.8, out of supply); leaders with the
 * unit they are with (6.3); a stack cascaded with its count.  And the
 * sides' ZOC (2.4), normal and restricted, as rules/zoc.c finds them.
 */
#include <stdio.h>
#include <string.h>

#include "show_int.h"
#include "zoc.h"

#define CW	44.0		/* a counter's side */

/* Grey print keeps the sides apart: a light Confederate counter with
 * dark text, a dark Union one with white text. */
static const char *const side_fill[SIDE_COUNT] = { "#c9bfa8", "#2b4a8a" };
static const char *const side_ink[SIDE_COUNT] = { "#111111", "#ffffff" };
static const char *const side_words[SIDE_COUNT] = { "Confederate",
	"Union" };
static const char *const type_words[] = { "infantry", "cavalry",
	"artillery", "wagon train" };
static const char *const size_words[] = { "", "squadron", "regiment",
	"brigade", "division", "demi-division" };
static const char *const works[] = { "", "Ab", "Bw-", "Bw", "Ft-", "Ft" };
static const char *const works_words[] = { "none", "abatis",
	"breastwork being built", "breastwork", "fort being built", "fort" };

void
show_defs_counters(struct show *s)
{
	/* ZOC: Confederate lines rising, Union lines falling; a restricted
	 * ZOC (2.4) dashed and lighter. */
	show_puts(s, "<pattern id=\"zoc-csa\" width=\"10\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
	    "<path d=\"M0 0V10\" stroke=\"#8a1010\" stroke-width=\"2\" "
	    "stroke-opacity=\".55\"/></pattern>\n"
	    "<pattern id=\"zoc-csa-r\" width=\"10\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
	    "<path d=\"M0 0V10\" stroke=\"#8a1010\" stroke-width=\"1.5\" "
	    "stroke-opacity=\".45\" stroke-dasharray=\"3 3\"/></pattern>\n"
	    "<pattern id=\"zoc-usa\" width=\"10\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-45)\">"
	    "<path d=\"M0 0V10\" stroke=\"#10308a\" stroke-width=\"2\" "
	    "stroke-opacity=\".55\"/></pattern>\n"
	    "<pattern id=\"zoc-usa-r\" width=\"10\" height=\"10\" "
	    "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-45)\">"
	    "<path d=\"M0 0V10\" stroke=\"#10308a\" stroke-width=\"1.5\" "
	    "stroke-opacity=\".45\" stroke-dasharray=\"3 3\"/></pattern>\n");
}

void
show_zoc(struct show *s)
{
	double		 x, y;
	enum zoc	 z;
	int		 i, side;

	show_puts(s, "<g id=\"zoc\" stroke=\"none\">\n");
	for (side = 0; side < SIDE_COUNT; side++) {
		if (!(s->o->zoc & (1u << side)))
			continue;
		for (i = 0; i < s->nhexes; i++) {
			if (!s->info[i].on)
				continue;
			z = zoc_of_side(s->g, (enum side)side, s->hexes[i]);
			if (z == ZOC_NONE)
				continue;
			show_xy(s, s->hexes[i], &x, &y);
			show_printf(s, "<use xlink:href=\"#hx\" x=\"%.1f\" "
			    "y=\"%.1f\" fill=\"url(#zoc-%s%s)\"/>\n", x, y,
			    side_name((enum side)side), z == ZOC_RESTRICTED ?
			    "-r" : "");
		}
	}
	show_puts(s, "</g>\n");
}

/* At most n bytes of t, cut at a character boundary, "…" when cut. */
static void
short_name(struct show *s, const char *t, size_t n)
{
	char	buf[64];
	size_t	len = strlen(t);

	if (len <= n) {
		show_esc(s, t);
		return;
	}
	while (n > 0 && ((unsigned char)t[n] & 0xc0) == 0x80)
		n--;
	memcpy(buf, t, n);
	buf[n] = '\0';
	show_esc(s, buf);
	show_puts(s, "\xe2\x80\xa6");
}

/* NATO-like type symbols in a 20 x 12 box: infantry crossed, cavalry one
 * diagonal, artillery a dot, wagons two wheels. */
static void
symbol(struct show *s, const struct unit *u, double x, double y)
{
	const char *ink = side_ink[u->side];

	show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"20\" height=\"12\" "
	    "fill=\"none\" stroke=\"%s\"/>", x - 10, y - 7, ink);
	switch (u->type) {
	case U_INFANTRY:
		show_printf(s, "<path d=\"M%.1f %.1fl20 12m0 -12l-20 12\" "
		    "stroke=\"%s\"/>", x - 10, y - 7, ink);
		break;
	case U_CAVALRY:
		show_printf(s, "<path d=\"M%.1f %.1fl20 -12\" stroke=\"%s\"/>",
		    x - 10, y + 5, ink);
		break;
	case U_ARTILLERY:
		show_printf(s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" "
		    "fill=\"%s\"/>", x, y - 1, ink);
		break;
	case U_WAGON:
		show_printf(s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.2\" "
		    "fill=\"none\" stroke=\"%s\"/><circle cx=\"%.1f\" "
		    "cy=\"%.1f\" r=\"2.2\" fill=\"none\" stroke=\"%s\"/>",
		    x - 5, y + 2, ink, x + 5, y + 2, ink);
		break;
	}
}

/* What the counter and its markers say, in words: the tooltip, and the
 * text a reader of the file finds. */
static void
tooltip(struct show *s, struct game *g, const struct unit *u, hex_t h)
{
	char	id[16];
	int	i;

	show_puts(s, "<title>");
	show_esc(s, u->name);
	hex_format(g->map.geo, h, id);
	show_printf(s, ", %s %s%s%s in %s: manpower %d%s, fatigue %d",
	    side_words[u->side], u->size != Z_NONE ? size_words[u->size] :
	    "", u->size != Z_NONE ? " " : "", type_words[u->type], id,
	    u->manpower, u->disorganized ? " (disorganized side)" : "",
	    u->fatigue);
	if (u->exhausted)
		show_puts(s, ", exhausted");
	if (u->demoralized > 0)
		show_printf(s, ", demoralized %d", u->demoralized);
	if (u->entrenchment != E_NONE)
		show_printf(s, ", %s", works_words[u->entrenchment]);
	if (u->out_of_supply)
		show_puts(s, ", out of supply");
	for (i = 0; i < g->nleaders; i++)
		if (g->leaders[i].with == (int)(u - g->units) &&
		    g->leaders[i].status == US_IN_PLAY) {
			show_puts(s, ", with ");
			show_esc(s, g->leaders[i].name);
		}
	show_puts(s, "</title>");
}

static void
counter(struct show *s, const struct unit *u, hex_t h, double x, double y)
{
	const char	*ink = side_ink[u->side];

	show_printf(s, "<g>");
	tooltip(s, s->g, u, h);
	show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" "
	    "height=\"%.0f\" rx=\"3\" fill=\"%s\" stroke=\"#000000\"/>",
	    x - CW / 2, y - CW / 2, CW, CW, side_fill[u->side]);
	/* The disorganized side (7.5): a white band under the manpower. */
	if (u->disorganized)
		show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" "
		    "height=\"13\" fill=\"#ffffff\" fill-opacity=\".9\"/>",
		    x - CW / 2 + 1, y + CW / 2 - 14, CW - 2);
	show_printf(s, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"8\" "
	    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">", x,
	    y - 13, ink);
	short_name(s, u->name, 10);
	show_puts(s, "</text>");
	symbol(s, u, x, y);
	show_printf(s, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" "
	    "font-weight=\"bold\" fill=\"%s\">%d%s</text>", x - CW / 2 + 3,
	    y + CW / 2 - 3, u->disorganized ? "#c00000" : ink, u->manpower,
	    u->disorganized ? "D" : "");
	if (u->fatigue > 0)
		show_printf(s, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" "
		    "text-anchor=\"end\" fill=\"%s\">F%d</text>",
		    x + CW / 2 - 3, y + CW / 2 - 3, u->disorganized ?
		    "#000000" : ink, u->fatigue);
	show_puts(s, "</g>\n");
}

/* A marker under the stack: fill, ink, text. */
static double
chip(struct show *s, double x, double y, const char *fill, const char *ink,
    const char *text, bool leader)
{
	double w = 5.5 * (double)(strlen(text) < 9 ? strlen(text) : 10) +
	    (leader ? 13 : 5);

	show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
	    "height=\"10\" rx=\"2\" fill=\"%s\" stroke=\"#000000\" "
	    "stroke-width=\".6\"/>"
	    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"8\" "
	    "text-anchor=\"middle\" fill=\"%s\">%s", x, y, w, fill,
	    x + w / 2, y + 8, ink, leader ? "\xe2\x98\x85" : "");
	short_name(s, text, 9);
	show_puts(s, "</text>");
	return w + 2;
}

static void
stack(struct show *s, hex_t h)
{
	struct game	*g = s->g;
	int		 idx[512], n = 0, all = 0, k, i;
	double		 x, y, o, cx;
	const struct unit *top;
	char		 dm[16];

	/* At most 512 counters drawn (those under the fifth are hidden by
	 * it), every unit counted: stacking is unlimited (6.4). */
	for (k = game_first_unit(g, h); k >= 0; k = g->units[k].next_here) {
		if (n < 512)
			idx[n++] = k;
		all++;
	}
	if (n == 0)
		return;
	show_xy(s, h, &x, &y);
	/* The first unit on top, the others behind it up and to the left. */
	for (k = n - 1; k >= 0; k--) {
		o = (k < 4 ? k : 4) * 4.0;
		counter(s, &g->units[idx[k]], h, x - o, y - o);
	}
	if (all > 1)
		show_printf(s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"7\" "
		    "fill=\"#ffffff\" stroke=\"#000000\"/><text x=\"%.1f\" "
		    "y=\"%.1f\" font-size=\"9\" font-weight=\"bold\" "
		    "text-anchor=\"middle\">%d</text>\n", x + CW / 2,
		    y - CW / 2, x + CW / 2, y - CW / 2 + 3, all);
	/* Markers under it: the top unit's, and the hex's Flanks Refused. */
	top = &g->units[idx[0]];
	cx = x - CW / 2;
	show_puts(s, "<g>");
	/* Leaders with any unit of the stack (6.3), first. */
	for (i = 0; i < g->nleaders; i++) {
		const struct leader *l = &g->leaders[i];

		if (l->status != US_IN_PLAY || l->with < 0 ||
		    g->units[l->with].hex != h)
			continue;
		show_puts(s, "<g><title>");
		show_esc(s, l->name);
		show_printf(s, ", %s leader with ", side_words[l->side]);
		show_esc(s, g->units[l->with].name);
		show_puts(s, "</title>");
		cx += chip(s, cx, y + CW / 2 + 2, "#f6e27a", "#000000",
		    l->name, true);
		show_puts(s, "</g>");
	}
	if (top->exhausted)
		cx += chip(s, cx, y + CW / 2 + 2, "#ffd23f", "#000000", "Ex",
		    false);
	if (top->demoralized > 0) {
		snprintf(dm, sizeof(dm), "Dm%d", top->demoralized);
		cx += chip(s, cx, y + CW / 2 + 2, "#c00000", "#ffffff", dm,
		    false);
	}
	if (top->entrenchment != E_NONE)
		cx += chip(s, cx, y + CW / 2 + 2, "#8b5a2b", "#ffffff",
		    works[top->entrenchment], false);
	if (top->out_of_supply)
		cx += chip(s, cx, y + CW / 2 + 2, "#ffffff", "#000000", "OoS",
		    false);
	if (game_flank_refused(g, h))
		chip(s, cx, y + CW / 2 + 2, "#000000", "#ffffff", "FR", false);
	show_puts(s, "</g>\n");
	if (n > 1) {
		char id[16];

		show_line(s, L_SMALL, NULL, "stack in %s: %d units, %s on top",
		    show_id(s, h, id), n, top->name);
	}
}

void
show_counters(struct show *s)
{
	int i;

	show_puts(s, "<g id=\"counters\" font-family=\"DejaVu Sans, Arial, "
	    "sans-serif\" stroke-width=\"1\">\n");
	for (i = 0; i < s->nhexes; i++)
		stack(s, s->hexes[i]);
	show_puts(s, "</g>\n");
}

/* The legend's key to the counters, and to each side's ZOC (2.4). */
#define SWATCH(fill, stroke)	"<rect x=\"2\" y=\"-8\" width=\"22\" " \
				"height=\"14\" fill=\"" fill "\" " \
				"stroke=\"" stroke "\"/>"
static const struct show_line counters_key[] = {
	{ L_HEAD, "Counters", NULL },
	{ L_TEXT, "Confederate unit", SWATCH("#c9bfa8", "#000000") },
	{ L_TEXT, "Union unit", SWATCH("#2b4a8a", "#000000") },
	{ L_SMALL, "box: infantry crossed, cavalry one line, artillery a "
	    "dot, wagons two wheels", NULL },
	{ L_SMALL, "bottom left: manpower, nD on white: the disorganized "
	    "side; Fn: fatigue", NULL },
	{ L_SMALL, "under: Ex exhausted, Dm1/Dm2 demoralized, Ab abatis, Bw "
	    "breastwork, Ft fort", NULL },
	{ L_SMALL, "(Bw-, Ft-: being built), OoS out of supply, FR Flanks "
	    "Refused (7.8)", NULL },
	{ L_SMALL, "\xe2\x98\x85 under it: a leader with the stack; a circled "
	    "number: units stacked", NULL },
};
static const struct show_line zoc_key[SIDE_COUNT][2] = {
	[SIDE_CSA] = {
		{ L_TEXT, "Confederate ZOC", SWATCH("url(#zoc-csa)",
		    "#808080") },
		{ L_TEXT, "Confederate restricted ZOC (woods or loess, no "
		    "road)", SWATCH("url(#zoc-csa-r)", "#808080") },
	},
	[SIDE_USA] = {
		{ L_TEXT, "Union ZOC", SWATCH("url(#zoc-usa)", "#808080") },
		{ L_TEXT, "Union restricted ZOC (woods or loess, no road)",
		    SWATCH("url(#zoc-usa-r)", "#808080") },
	},
};

void
show_legend_counters(struct show *s)
{
	int side;

	show_lines(s, counters_key, sizeof(counters_key) /
	    sizeof(counters_key[0]));
	if (s->o->zoc == 0)
		return;
	show_line(s, L_HEAD, NULL, "Zones of control (2.4)");
	for (side = 0; side < SIDE_COUNT; side++)
		if (s->o->zoc & (1u << side))
			show_lines(s, zoc_key[side], 2);
}
