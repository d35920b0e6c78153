/*
 * show_ruling.c — a log entry drawn, from what the rules wrote
 * into it (gcacw-file(5), log): a combat's flank ring, each neighbour of
 * the defender covered or not by the letters of 7.4 the explanation uses
 * and its reductions, with the modifiers in the legend; a retreat's or
 * rout's path with each hex's chart and priority (7.6); a march's path
 * with the MP of every step (6.0); an assault's hexes (5.3, 7.1).
 */
#include <stdio.h>
#include <string.h>

#include "show_int.h"

static const char *const dirs[6] = { "N", "NE", "SE", "S", "SW", "NW" };

void
show_defs_ruling(struct show *s)
{
	static const struct {
		const char *name, *colour;
	} arrows[] = {
		{ "arrow-attack", "#d7191c" },
		{ "arrow-retreat", "#6a3d9a" },
		{ "arrow-march", "#1b7837" },
	};
	int i;

	for (i = 0; i < 3; i++)
		show_printf(s, "<marker id=\"%s\" viewBox=\"0 0 10 10\" "
		    "refX=\"6\" refY=\"5\" markerWidth=\"4\" "
		    "markerHeight=\"4\" "
		    "orient=\"auto\"><path d=\"M0 0L10 5L0 10z\" fill=\"%s\"/>"
		    "</marker>\n", arrows[i].name, arrows[i].colour);
}

static const char *
str(const struct node *e, const char *key)
{
	const struct node *n = e != NULL && e->kind == N_MAP ? node_get(e,
	    key) : NULL;

	return n != NULL && n->kind == N_SCALAR ? n->str : NULL;
}

static const struct node *
sub(const struct node *e, const char *key)
{
	return e != NULL && e->kind == N_MAP ? node_get(e, key) : NULL;
}

/* A value in one line: "a 1, b 2" for a mapping, "x, y" for a list. */
static void
flat(const struct node *n, char *buf, size_t size)
{
	size_t	len;
	int	i;

	buf[0] = '\0';
	if (n == NULL)
		return;
	if (n->kind == N_SCALAR) {
		snprintf(buf, size, "%s", n->str);
		return;
	}
	/* An x- value kept as its text (N_RAW) is no list: its n is the
	 * text's length (found by fuzzing, gcacw-show/fuzz-x-value-in-entry). */
	if (n->kind != N_SEQ && n->kind != N_MAP)
		return;
	for (i = 0; i < n->n; i++) {
		len = strlen(buf);
		if (len + 4 >= size)
			break;
		if (n->kind == N_SEQ) {
			char item[128];

			flat(n->items[i], item, sizeof(item));
			snprintf(buf + len, size - len, "%s%s", i ? ", " : "",
			    item);
		} else {
			char item[128];

			flat(node_val(n, i), item, sizeof(item));
			snprintf(buf + len, size - len, "%s%s %s", i ? ", " :
			    "", node_key(n, i)->str, item);
		}
	}
}

static void
add_seq_hexes(struct show *s, const struct node *seq, const char *key)
{
	int i;

	if (seq == NULL || seq->kind != N_SEQ)
		return;
	for (i = 0; i < seq->n; i++)
		show_add(s, show_node_hex(s, key != NULL ? sub(seq->items[i],
		    key) : seq->items[i]));
}

static void
add_unit_hexes(struct show *s, const struct node *units)
{
	struct unit	*u;
	int		 i;

	if (units == NULL || units->kind != N_SEQ)
		return;
	for (i = 0; i < units->n; i++)
		if (units->items[i]->kind == N_SCALAR &&
		    (u = game_unit(s->g, units->items[i]->str)) != NULL &&
		    u->status == US_IN_PLAY)
			show_add(s, u->hex);
}

void
show_entry_hexes(struct show *s, const struct node *e)
{
	const char	*op = str(e, "op");
	hex_t		 t, n[6];
	int		 i;

	if (op == NULL)
		return;
	show_add(s, show_node_hex(s, sub(e, "from")));
	if ((t = show_node_hex(s, sub(e, "target"))) != HEX_NONE) {
		show_add(s, t);
		hex_neighbours(t, n);
		for (i = 0; i < 6; i++)
			show_add(s, n[i]);
	}
	show_add(s, show_node_hex(s, sub(e, "enemy")));
	show_add(s, show_node_hex(s, sub(e, "into")));
	if (strcmp(op, "retreat") == 0)
		add_seq_hexes(s, sub(e, "path"), NULL);
	else
		add_seq_hexes(s, sub(e, "path"), "hex");
	if (strcmp(op, "assault") == 0)
		add_unit_hexes(s, sub(e, "units"));
}

static void
outline(struct show *s, hex_t h, const char *style)
{
	double x, y;

	if (!show_has(s, h))
		return;
	show_xy(s, h, &x, &y);
	show_printf(s, "<use xlink:href=\"#hx\" x=\"%.1f\" y=\"%.1f\" "
	    "fill=\"none\" %s/>\n", x, y, style);
}

/* From a's centre toward b's, the ends pulled in by `in` of the way. */
static void
arrow(struct show *s, hex_t a, hex_t b, const char *colour,
    const char *marker)
{
	double x0, y0, x1, y1;

	if (!show_has(s, a) || !show_has(s, b))
		return;
	show_xy(s, a, &x0, &y0);
	show_xy(s, b, &x1, &y1);
	show_printf(s, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
	    "stroke=\"%s\" stroke-width=\"4\" marker-end=\"url(#%s)\"/>\n",
	    x0 + (x1 - x0) * .25, y0 + (y1 - y0) * .25, x0 + (x1 - x0) * .7,
	    y0 + (y1 - y0) * .7, colour, marker);
}

/* A label in a white box at (x, y), its left end. */
static void
label(struct show *s, double x, double y, const char *colour, const char *text)
{
	double w = 5.2 * (double)strlen(text) + 6;

	show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
	    "height=\"11\" rx=\"2\" fill=\"#ffffff\" stroke=\"%s\"/>"
	    "<text x=\"%.1f\" "
	    "y=\"%.1f\" font-size=\"8.5\" fill=\"%s\">", x, y - 8, w, colour,
	    x + 3, y, colour);
	show_esc(s, text);
	show_puts(s, "</text>\n");
}

/*
 * 7.4's flank ring: in each neighbour of the defender, on its side
 * toward him, a red disc with the letters that cover it (a occupied by
 * the attacker's side, b in its ZOC, c, d, e the terrain and map edge),
 * an orange tag with those that reduce the bonus, or a hollow grey disc:
 * not covered ("q": the units there are worth under a quarter of the
 * defender).
 */
static void
flank_ring(struct show *s, const struct node *e, hex_t t)
{
	const struct node	*fl = sub(e, "flank"), *hx = sub(fl, "hexes");
	hex_t			 n[6];
	double			 tx, ty, x, y, px, py, tw, tagx, tagy;
	char			 cov[16], red[16];
	const char		*w, *dash;
	int			 i;

	show_xy(s, t, &tx, &ty);
	hex_neighbours(t, n);
	show_puts(s, "<g id=\"flank\" font-family=\"DejaVu Sans, Arial, "
	    "sans-serif\" font-weight=\"bold\" text-anchor=\"middle\">\n");
	for (i = 0; i < 6; i++) {
		if (!show_has(s, n[i]))
			continue;
		show_xy(s, n[i], &x, &y);
		/* Beside the neighbour's stack, never on its
		 * counters or their markers (which hang below them): a
		 * diagonal neighbour's disc well toward the defender, a
		 * neighbour above or below off to the side of the column
		 * of counters. */
		if (tx > x - 1 && tx < x + 1) {
			px = x + 32;
			py = y + (ty - y) * .15;
		} else {
			px = x + (tx - x) * .45;
			py = y + (ty - y) * .45;
		}
		w = str(hx, dirs[i]);
		snprintf(cov, sizeof(cov), "%s", w != NULL ? w : "");
		red[0] = '\0';
		if ((dash = strchr(cov, '-')) != NULL) {
			snprintf(red, sizeof(red), "%s", dash + 1);
			cov[dash - cov] = '\0';
		}
		if (strpbrk(cov, "abcde") != NULL) {
			show_printf(s, "<circle cx=\"%.1f\" cy=\"%.1f\" "
			    "r=\"10\" fill=\"#d7191c\" stroke=\"#ffffff\" "
			    "stroke-width=\"1.5\"/><text x=\"%.1f\" "
			    "y=\"%.1f\" font-size=\"9\" fill=\"#ffffff\">",
			    px, py, px, py + 2);
			show_esc(s, cov);
			show_puts(s, "</text>\n");
			if (red[0] != '\0') {
				/* The tag above or below the disc, away
				 * from the defender: between the two
				 * stacks there is room for the disc only. */
				tw = 6.0 * (double)strlen(red) + 9;
				tagx = px - tw / 2;
				tagy = ty > y ? py - 22 : py + 11;
				show_printf(s, "<rect x=\"%.1f\" y=\"%.1f\" "
				    "width=\"%.1f\" height=\"11\" rx=\"2\" "
				    "fill=\"#fdae61\" stroke=\"#000000\" "
				    "stroke-width=\".6\"/><text x=\"%.1f\" "
				    "y=\"%.1f\" font-size=\"8\" "
				    "fill=\"#000000\">\xe2\x88\x92", tagx,
				    tagy, tw, px, tagy + 8.5);
				show_esc(s, red);
				show_puts(s, "</text>\n");
			}
		} else
			show_printf(s, "<circle cx=\"%.1f\" cy=\"%.1f\" "
			    "r=\"8\" fill=\"#ffffff\" stroke=\"#707070\" "
			    "stroke-width=\"1.5\"/><text x=\"%.1f\" "
			    "y=\"%.1f\" font-size=\"9\" fill=\"#505050\">%s"
			    "</text>\n", px, py, px, py + 3, strchr(cov, 'q') !=
			    NULL ? "q" : "\xe2\x80\x93");
	}
	show_puts(s, "</g>\n");
}

/* The legend's key to flank_ring's letters (7.4). */
static const struct show_line flank_key[] = {
	{ L_SMALL, "covered: a occupied by the attacker's side, b in its "
	    "ZOC, c mountain or", NULL },
	{ L_SMALL, "swamp without road, d a river or creek without "
	    "crossing, e off the map;", NULL },
	{ L_SMALL, "orange \xe2\x88\x92: reduced by a defender's unit, b "
	    "woods or loess, c, d, e as above;", NULL },
	{ L_SMALL, "grey: not covered (q: under a quarter of the defender's "
	    "value)", NULL },
};

static void
legend_combat(struct show *s, const struct node *e)
{
	const struct node	*mods = sub(e, "modifiers"), *fl = sub(e,
				    "flank");
	const char		*v;
	char			 a[256], b[256];
	int			 i;

	/* combat() drew it: the target is a hex id. */
	show_line(s, L_TEXT, NULL, "%s attacks %s from %s: %s attack, %s",
	    str(e, "attacker") != NULL ? str(e, "attacker") : "?",
	    str(e, "target"),
	    str(e, "from") != NULL ? str(e, "from") : "?",
	    str(e, "attack") != NULL ? str(e, "attack") : "?",
	    (v = str(sub(e, "values"), "ratio")) != NULL ? v : "");
	if (fl != NULL) {
		show_line(s, L_TEXT, "<circle cx=\"13\" cy=\"-1\" r=\"8\" "
		    "fill=\"#d7191c\"/>", "flank (7.4): %s covered, basic %s, "
		    "final %s%s%s", str(fl, "covered") != NULL ? str(fl,
		    "covered") : "?", str(fl, "basic") != NULL ? str(fl,
		    "basic") : "?", str(fl, "final") != NULL ? str(fl,
		    "final") : "?", str(fl, "special") != NULL ? "; " : "",
		    str(fl, "special") != NULL ? str(fl, "special") : "");
		show_lines(s, flank_key, sizeof(flank_key) /
		    sizeof(flank_key[0]));
	}
	if (mods != NULL && mods->kind == N_SEQ) {
		show_line(s, L_TEXT, NULL, "modifiers:");
		for (i = 0; i < mods->n; i++) {
			const struct node *m = mods->items[i];

			show_line(s, L_SMALL, NULL, "%s %s %s%s (%s): %s",
			    str(m, "side") != NULL ? str(m, "side") : "",
			    str(m, "name") != NULL ? str(m, "name") : "",
			    str(m, "value") != NULL && str(m, "value")[0] !=
			    '-' ? "+" : "", str(m, "value") != NULL ? str(m,
			    "value") : "", str(m, "rule") != NULL ? str(m,
			    "rule") : "", str(m, "why") != NULL ? str(m,
			    "why") : "");
		}
	}
	flat(sub(e, "dice"), a, sizeof(a));
	flat(sub(e, "result"), b, sizeof(b));
	if (a[0] != '\0' || b[0] != '\0')
		show_line(s, L_TEXT, NULL, "dice %s; difference %s; result %s",
		    a, str(e, "difference") != NULL ? str(e, "difference") :
		    "-", b);
}

static void
combat(struct show *s, const struct node *e)
{
	hex_t t = show_node_hex(s, sub(e, "target"));

	if (t == HEX_NONE)
		return;
	outline(s, t, "stroke=\"#d7191c\" stroke-width=\"4\"");
	arrow(s, show_node_hex(s, sub(e, "from")), t, "#d7191c",
	    "arrow-attack");
	if (sub(e, "flank") != NULL)
		flank_ring(s, e, t);
	legend_combat(s, e);
}

/* 7.6: the path from the hex left, each hex labelled with its Retreat
 * chart and priority; the other hexes each step could take in the
 * legend. */
static void
retreat(struct show *s, const struct node *e)
{
	const struct node	*path = sub(e, "path"), *steps = sub(e,
				    "steps"), *st;
	hex_t			 prev = show_node_hex(s, sub(e, "from")), h;
	char			 id[16], text[64], alt[256];
	double			 x, y;
	int			 i;

	show_line(s, L_TEXT, "<path d=\"M2 -4h18\" stroke=\"#6a3d9a\" "
	    "stroke-width=\"4\" marker-end=\"url(#arrow-retreat)\"/>",
	    "%s of %s from %s (7.6)", str(e, "kind") != NULL ? str(e,
	    "kind") : "retreat", (flat(sub(e, "units"), alt, sizeof(alt)),
	    alt), str(e, "from") != NULL ? str(e, "from") : "?");
	if (path == NULL || path->kind != N_SEQ)
		return;
	for (i = 0; i < path->n; i++) {
		h = show_node_hex(s, path->items[i]);
		if (prev != HEX_NONE && h != HEX_NONE)
			arrow(s, prev, h, "#6a3d9a", "arrow-retreat");
		prev = h;
	}
	for (i = 0; i < path->n; i++) {
		h = show_node_hex(s, path->items[i]);
		st = steps != NULL && steps->kind == N_SEQ && i < steps->n ?
		    steps->items[i] : NULL;
		if (st == NULL)
			continue;
		snprintf(text, sizeof(text), "C%s P%s", str(st, "chart") !=
		    NULL ? str(st, "chart") : "?", str(st, "priority") !=
		    NULL ? str(st, "priority") : "?");
		if (show_has(s, h)) {
			show_xy(s, h, &x, &y);
			label(s, x + 16, y + 8, "#6a3d9a", text);
		}
		flat(sub(st, "legal"), alt, sizeof(alt));
		show_line(s, L_SMALL, NULL, "%s: chart %s, priority %s, loss "
		    "%s (could take: %s)", show_id(s, h, id), str(st,
		    "chart") != NULL ? str(st, "chart") : "?", str(st,
		    "priority") != NULL ? str(st, "priority") : "?", str(st,
		    "loss") != NULL ? str(st, "loss") : "0", alt);
	}
}

/* 6.0: the path from the starting hex, each step's MP on it. */
static void
march(struct show *s, const struct node *e)
{
	const struct node	*path = sub(e, "path"), *mp = sub(e, "mp");
	hex_t			 prev = show_node_hex(s, sub(e, "from")), h;
	char			 text[64];
	double			 x, y;
	int			 i;

	show_line(s, L_TEXT, "<path d=\"M2 -4h18\" stroke=\"#1b7837\" "
	    "stroke-width=\"4\" marker-end=\"url(#arrow-march)\"/>",
	    "march of %s from %s: MP %s, spent %s, left %s%s%s",
	    str(e, "unit") != NULL ? str(e, "unit") : "?",
	    str(e, "from") != NULL ? str(e, "from") : "?",
	    str(mp, "before") != NULL ? str(mp, "before") : "?",
	    str(mp, "spent") != NULL ? str(mp, "spent") : "?",
	    str(mp, "left") != NULL ? str(mp, "left") : "?",
	    str(e, "stop") != NULL ? "; stopped: " : "",
	    str(e, "stop") != NULL ? str(e, "stop") : "");
	if (path == NULL || path->kind != N_SEQ)
		return;
	for (i = 0; i < path->n; i++) {
		h = show_node_hex(s, sub(path->items[i], "hex"));
		if (prev != HEX_NONE && h != HEX_NONE)
			arrow(s, prev, h, "#1b7837", "arrow-march");
		prev = h;
	}
	for (i = 0; i < path->n; i++) {
		const struct node *st = path->items[i];

		h = show_node_hex(s, sub(st, "hex"));
		snprintf(text, sizeof(text), "%s MP", str(st, "mp") != NULL ?
		    str(st, "mp") : "?");
		if (show_has(s, h)) {
			show_xy(s, h, &x, &y);
			label(s, x + 16, y + 8, "#1b7837", text);
		}
		show_line(s, L_SMALL, NULL, "%s: %s MP, %s", str(st, "hex") !=
		    NULL ? str(st, "hex") : "?", str(st, "mp") != NULL ?
		    str(st, "mp") : "?", str(st, "why") != NULL ? str(st,
		    "why") : "");
	}
}

/* 5.3, 7.1: the leader's hex, each participating unit's hex, arrows to
 * the target. */
static void
assault(struct show *s, const struct node *e)
{
	const struct node	*units = sub(e, "units");
	hex_t			 t = show_node_hex(s, sub(e, "target"));
	struct unit		*u;
	char			 names[256];
	int			 i;

	outline(s, t, "stroke=\"#d7191c\" stroke-width=\"4\"");
	outline(s, show_node_hex(s, sub(e, "from")), "stroke=\"#d7191c\" "
	    "stroke-width=\"3\" stroke-dasharray=\"6 4\"");
	if (units != NULL && units->kind == N_SEQ)
		for (i = 0; i < units->n; i++)
			if (units->items[i]->kind == N_SCALAR && (u =
			    game_unit(s->g, units->items[i]->str)) != NULL &&
			    u->status == US_IN_PLAY) {
				outline(s, u->hex, "stroke=\"#d7191c\" "
				    "stroke-width=\"3\" "
				    "stroke-dasharray=\"6 4\"");
				if (t != HEX_NONE)
					arrow(s, u->hex, t, "#d7191c",
					    "arrow-attack");
			}
	flat(units, names, sizeof(names));
	show_line(s, L_TEXT, "<path d=\"M2 -4h18\" stroke=\"#d7191c\" "
	    "stroke-width=\"3\" stroke-dasharray=\"6 4\"/>", "assault by %s "
	    "from %s on %s with %s", str(e, "leader") != NULL ? str(e,
	    "leader") : "?", str(e, "from") != NULL ? str(e, "from") : "?",
	    str(e, "target") != NULL ? str(e, "target") : "?", names);
}

void
show_entry(struct show *s, const struct node *e, int number)
{
	const char	*op = str(e, "op");
	char		 units[256];

	show_line(s, L_HEAD, NULL, "Log entry %d: %s, turn %s", number,
	    op != NULL ? op : "?", str(e, "turn") != NULL ? str(e, "turn") :
	    "?");
	if (op == NULL)
		return;
	show_printf(s, "<g id=\"entry-%d\" font-family=\"DejaVu Sans, Arial, "
	    "sans-serif\">\n", number);
	if (strcmp(op, "combat") == 0)
		combat(s, e);
	else if (strcmp(op, "retreat") == 0)
		retreat(s, e);
	else if (strcmp(op, "march") == 0 || strcmp(op, "activate-leader") ==
	    0)
		march(s, e);
	else if (strcmp(op, "assault") == 0)
		assault(s, e);
	else if (strcmp(op, "advance") == 0) {
		outline(s, show_node_hex(s, sub(e, "into")),
		    "stroke=\"#1b7837\" stroke-width=\"4\" "
		    "stroke-dasharray=\"8 4\"");
		flat(sub(e, "units"), units, sizeof(units));
		show_line(s, L_TEXT, NULL, "%s advanced into %s (7.6)", units,
		    str(e, "into") != NULL ? str(e, "into") : "?");
	} else
		show_line(s, L_TEXT, NULL, "(a %s entry: nothing to draw on "
		    "the map)", op);
	show_puts(s, "</g>\n");
}
