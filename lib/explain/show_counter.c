/*
 * show_counter.c — the counters as players know them (issue 14): side
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
show_defs_counters(FILE *f)
{
	/* ZOC: Confederate lines rising, Union lines falling; a restricted
	 * ZOC (2.4) dashed and lighter. */
	fputs("<pattern id=\"zoc-csa\" width=\"10\" height=\"10\" "
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
	    "stroke-opacity=\".45\" stroke-dasharray=\"3 3\"/></pattern>\n",
	    f);
}

void
show_zoc(struct show *s)
{
	double		 x, y;
	enum zoc	 z;
	int		 i, side;

	fputs("<g id=\"zoc\" stroke=\"none\">\n", s->f);
	for (side = 0; side < SIDE_COUNT; side++) {
		if (!(s->o->zoc & (1u << side)))
			continue;
		for (i = 0; i < s->nhexes; i++) {
			if (!map_on(&s->g->map, s->hexes[i]))
				continue;
			z = zoc_of_side(s->g, (enum side)side, s->hexes[i]);
			if (z == ZOC_NONE)
				continue;
			show_xy(s, s->hexes[i], &x, &y);
			fprintf(s->f, "<use xlink:href=\"#hx\" x=\"%.1f\" "
			    "y=\"%.1f\" fill=\"url(#zoc-%s%s)\"/>\n", x, y,
			    side_name((enum side)side), z == ZOC_RESTRICTED ?
			    "-r" : "");
		}
	}
	fputs("</g>\n", s->f);
}

/* At most n bytes of t, cut at a character boundary, "…" when cut. */
static void
short_name(FILE *f, const char *t, size_t n)
{
	char	buf[64];
	size_t	len = strlen(t);

	if (len <= n) {
		show_esc(f, t);
		return;
	}
	while (n > 0 && ((unsigned char)t[n] & 0xc0) == 0x80)
		n--;
	memcpy(buf, t, n);
	buf[n] = '\0';
	show_esc(f, buf);
	fputs("\xe2\x80\xa6", f);
}

/* NATO-like type symbols in a 20 x 12 box: infantry crossed, cavalry one
 * diagonal, artillery a dot, wagons two wheels. */
static void
symbol(FILE *f, const struct unit *u, double x, double y)
{
	const char *ink = side_ink[u->side];

	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"20\" height=\"12\" "
	    "fill=\"none\" stroke=\"%s\"/>", x - 10, y - 7, ink);
	switch (u->type) {
	case U_INFANTRY:
		fprintf(f, "<path d=\"M%.1f %.1fl20 12m0 -12l-20 12\" "
		    "stroke=\"%s\"/>", x - 10, y - 7, ink);
		break;
	case U_CAVALRY:
		fprintf(f, "<path d=\"M%.1f %.1fl20 -12\" stroke=\"%s\"/>",
		    x - 10, y + 5, ink);
		break;
	case U_ARTILLERY:
		fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" "
		    "fill=\"%s\"/>", x, y - 1, ink);
		break;
	case U_WAGON:
		fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.2\" "
		    "fill=\"none\" stroke=\"%s\"/><circle cx=\"%.1f\" "
		    "cy=\"%.1f\" r=\"2.2\" fill=\"none\" stroke=\"%s\"/>",
		    x - 5, y + 2, ink, x + 5, y + 2, ink);
		break;
	}
}

/* What the counter and its markers say, in words: the tooltip, and the
 * text a reader of the file finds. */
static void
tooltip(FILE *f, struct game *g, const struct unit *u, hex_t h)
{
	char	id[16];
	int	i;

	fputs("<title>", f);
	show_esc(f, u->name);
	hex_format(g->map.geo, h, id);
	fprintf(f, ", %s %s%s%s in %s: manpower %d%s, fatigue %d",
	    side_words[u->side], u->size != Z_NONE ? size_words[u->size] :
	    "", u->size != Z_NONE ? " " : "", type_words[u->type], id,
	    u->manpower, u->disorganized ? " (disorganized side)" : "",
	    u->fatigue);
	if (u->exhausted)
		fputs(", exhausted", f);
	if (u->demoralized > 0)
		fprintf(f, ", demoralized %d", u->demoralized);
	if (u->entrenchment != E_NONE)
		fprintf(f, ", %s", works_words[u->entrenchment]);
	if (u->out_of_supply)
		fputs(", out of supply", f);
	for (i = 0; i < g->nleaders; i++)
		if (g->leaders[i].with == (int)(u - g->units) &&
		    g->leaders[i].status == US_IN_PLAY) {
			fputs(", with ", f);
			show_esc(f, g->leaders[i].name);
		}
	fputs("</title>", f);
}

static void
counter(struct show *s, const struct unit *u, hex_t h, double x, double y)
{
	FILE		*f = s->f;
	const char	*ink = side_ink[u->side];

	fprintf(f, "<g>");
	tooltip(f, s->g, u, h);
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" "
	    "height=\"%.0f\" rx=\"3\" fill=\"%s\" stroke=\"#000000\"/>",
	    x - CW / 2, y - CW / 2, CW, CW, side_fill[u->side]);
	/* The disorganized side (7.5): a white band under the manpower. */
	if (u->disorganized)
		fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" "
		    "height=\"13\" fill=\"#ffffff\" fill-opacity=\".9\"/>",
		    x - CW / 2 + 1, y + CW / 2 - 14, CW - 2);
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"8\" "
	    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">", x,
	    y - 13, ink);
	short_name(f, u->name, 10);
	fputs("</text>", f);
	symbol(f, u, x, y);
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" "
	    "font-weight=\"bold\" fill=\"%s\">%d%s</text>", x - CW / 2 + 3,
	    y + CW / 2 - 3, u->disorganized ? "#c00000" : ink, u->manpower,
	    u->disorganized ? "D" : "");
	if (u->fatigue > 0)
		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" "
		    "text-anchor=\"end\" fill=\"%s\">F%d</text>",
		    x + CW / 2 - 3, y + CW / 2 - 3, u->disorganized ?
		    "#000000" : ink, u->fatigue);
	fputs("</g>\n", f);
}

/* A marker under the stack: fill, ink, text. */
static double
chip(FILE *f, double x, double y, const char *fill, const char *ink,
    const char *text, bool leader)
{
	double w = 5.5 * (double)(strlen(text) < 9 ? strlen(text) : 10) +
	    (leader ? 13 : 5);

	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"10\" "
	    "rx=\"2\" fill=\"%s\" stroke=\"#000000\" stroke-width=\".6\"/>"
	    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"8\" "
	    "text-anchor=\"middle\" fill=\"%s\">%s", x, y, w, fill,
	    x + w / 2, y + 8, ink, leader ? "\xe2\x98\x85" : "");
	short_name(f, text, 9);
	fputs("</text>", f);
	return w + 2;
}

static bool
refused(const struct game *g, hex_t h)
{
	int i;

	for (i = 0; i < g->markers.nflanks_refused; i++)
		if (g->markers.flanks_refused[i] == h)
			return true;
	return false;
}

static void
stack(struct show *s, hex_t h)
{
	struct game	*g = s->g;
	FILE		*f = s->f;
	int		 idx[512], n = 0, k, i;
	double		 x, y, o, cx;
	const struct unit *top;
	char		 dm[16];

	for (k = game_first_unit(g, h); k >= 0 && n < 512;
	    k = g->units[k].next_here)
		idx[n++] = k;
	if (n == 0)
		return;
	show_xy(s, h, &x, &y);
	/* The first unit on top, the others behind it up and to the left. */
	for (k = n - 1; k >= 0; k--) {
		o = (k < 4 ? k : 4) * 4.0;
		counter(s, &g->units[idx[k]], h, x - o, y - o);
	}
	if (n > 1)
		fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"7\" "
		    "fill=\"#ffffff\" stroke=\"#000000\"/><text x=\"%.1f\" "
		    "y=\"%.1f\" font-size=\"9\" font-weight=\"bold\" "
		    "text-anchor=\"middle\">%d</text>\n", x + CW / 2,
		    y - CW / 2, x + CW / 2, y - CW / 2 + 3, n);
	/* Markers under it: the top unit's, and the hex's Flanks Refused. */
	top = &g->units[idx[0]];
	cx = x - CW / 2;
	fputs("<g>", f);
	/* Leaders with any unit of the stack (6.3), first. */
	for (i = 0; i < g->nleaders; i++) {
		const struct leader *l = &g->leaders[i];

		if (l->status != US_IN_PLAY || l->with < 0 ||
		    g->units[l->with].hex != h)
			continue;
		fputs("<g><title>", f);
		show_esc(f, l->name);
		fprintf(f, ", %s leader with ", side_words[l->side]);
		show_esc(f, g->units[l->with].name);
		fputs("</title>", f);
		cx += chip(f, cx, y + CW / 2 + 2, "#f6e27a", "#000000",
		    l->name, true);
		fputs("</g>", f);
	}
	if (top->exhausted)
		cx += chip(f, cx, y + CW / 2 + 2, "#ffd23f", "#000000", "Ex",
		    false);
	if (top->demoralized > 0) {
		snprintf(dm, sizeof(dm), "Dm%d", top->demoralized);
		cx += chip(f, cx, y + CW / 2 + 2, "#c00000", "#ffffff", dm,
		    false);
	}
	if (top->entrenchment != E_NONE)
		cx += chip(f, cx, y + CW / 2 + 2, "#8b5a2b", "#ffffff",
		    works[top->entrenchment], false);
	if (top->out_of_supply)
		cx += chip(f, cx, y + CW / 2 + 2, "#ffffff", "#000000", "OoS",
		    false);
	if (refused(g, h))
		chip(f, cx, y + CW / 2 + 2, "#000000", "#ffffff", "FR", false);
	fputs("</g>\n", f);
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

	fputs("<g id=\"counters\" font-family=\"DejaVu Sans, Arial, "
	    "sans-serif\" stroke-width=\"1\">\n", s->f);
	for (i = 0; i < s->nhexes; i++)
		stack(s, s->hexes[i]);
	fputs("</g>\n", s->f);
}

void
show_legend_counters(struct show *s)
{
	show_line(s, L_HEAD, NULL, "Counters");
	show_line(s, L_TEXT, "<rect x=\"2\" y=\"-8\" width=\"22\" "
	    "height=\"14\" fill=\"#c9bfa8\" stroke=\"#000000\"/>",
	    "Confederate unit");
	show_line(s, L_TEXT, "<rect x=\"2\" y=\"-8\" width=\"22\" "
	    "height=\"14\" fill=\"#2b4a8a\" stroke=\"#000000\"/>",
	    "Union unit");
	show_line(s, L_SMALL, NULL, "box: infantry crossed, cavalry one "
	    "line, artillery a dot, wagons two wheels");
	show_line(s, L_SMALL, NULL, "bottom left: manpower, nD on white: "
	    "the disorganized side; Fn: fatigue");
	show_line(s, L_SMALL, NULL, "under: Ex exhausted, Dm1/Dm2 "
	    "demoralized, Ab abatis, Bw breastwork, Ft fort");
	show_line(s, L_SMALL, NULL, "(Bw-, Ft-: being built), OoS out of "
	    "supply, FR Flanks Refused (7.8)");
	show_line(s, L_SMALL, NULL, "\xe2\x98\x85 under it: a leader with the "
	    "stack; a circled number: units stacked");
	if (s->o->zoc == 0)
		return;
	show_line(s, L_HEAD, NULL, "Zones of control (2.4)");
	if (s->o->zoc & SHOW_ZOC_CSA) {
		show_line(s, L_TEXT, "<rect x=\"2\" y=\"-8\" width=\"22\" "
		    "height=\"14\" fill=\"url(#zoc-csa)\" stroke=\"#808080\"/>",
		    "Confederate ZOC");
		show_line(s, L_TEXT, "<rect x=\"2\" y=\"-8\" width=\"22\" "
		    "height=\"14\" fill=\"url(#zoc-csa-r)\" "
		    "stroke=\"#808080\"/>", "Confederate restricted ZOC "
		    "(woods or loess, no road)");
	}
	if (s->o->zoc & SHOW_ZOC_USA) {
		show_line(s, L_TEXT, "<rect x=\"2\" y=\"-8\" width=\"22\" "
		    "height=\"14\" fill=\"url(#zoc-usa)\" stroke=\"#808080\"/>",
		    "Union ZOC");
		show_line(s, L_TEXT, "<rect x=\"2\" y=\"-8\" width=\"22\" "
		    "height=\"14\" fill=\"url(#zoc-usa-r)\" "
		    "stroke=\"#808080\"/>", "Union restricted ZOC "
		    "(woods or loess, no road)");
	}
}
