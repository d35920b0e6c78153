/*
 * test_show.c — gcacw-show's picture (show.c, show_page.c,
 * show_counter.c, show_ruling.c).
 *
 * Its own number formatting, written for speed: show_fixed() must write
 * every value exactly as printf's "%.1f" and "%.0f" do, so that the
 * pictures stay byte for byte what printf made them; binary ties (x.25,
 * x.75) round to even, a negative value that rounds to nothing keeps its
 * sign.  Checked against snprintf on the values a campaign-size map's
 * coordinates take, on every multiple of 1/20 and its neighbours, and on
 * random doubles.  Its own printf and XML escapes.
 *
 * The picture of a game: log entries drawn as far as they go, the area
 * around a hex, the maps of a standard game, an --entry beyond the log.
 * What it must say is gcacw-show(1)'s and gcacw-file(5)'s, and the rule
 * it cites (/work/shared/rules/siv-rulebook.txt), not copied from the
 * code.  And the picture streamed through a small buffer: the same bytes
 * as held whole.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "show_int.h"
#include "testexplain.h"

static long	checked;

/* v by show_fixed and by snprintf, with 0 and 1 decimals. */
static void
same(double v)
{
	char	want[512], got[512];
	size_t	n;
	int	d;

	for (d = 0; d <= 1; d++) {
		snprintf(want, sizeof(want), "%.*f", d, v);
		n = show_fixed(got, v, d);
		/* Not ck_assert each time: Check reports every one it
		 * passes to its parent process. */
		if (n != strlen(want) || memcmp(got, want, n) != 0)
			ck_abort_msg("%.17g with %d decimals: printf \"%s\", "
			    "show_fixed \"%.*s\"", v, d, want, (int)n, got);
		checked++;
	}
}

START_TEST(test_dsgn5_show_fixed_ties_and_signs)
{
	static const double v[] = { 0.0, -0.0, 0.05, -0.05, 0.25, -0.25,
		0.75, -0.75, 1.25, 2.5, 3.5, -2.5, 0.45, 0.55, 1e-300,
		-1e-300, 4.9e-324, -4.9e-324, 0.049999999999999996,
		-0.04, 9.95, 99.95, 999.95, 1e14 + 0.25, 123456789.75,
		-123456789.25, 1e15, -1e15, 1e300, -1e300, 41.57, 83.1384,
		41.5692, 3e9 };
	size_t i;

	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		same(v[i]);
	same(INFINITY);
	same(-INFINITY);
}
END_TEST

/* Every multiple of 1/20 up to 10,000 (each x.x5 is a decimal tie, and
 * x.25, x.75 binary ones too), and the doubles either side of it. */
START_TEST(test_dsgn5_show_fixed_twentieths)
{
	double	v;
	long	i;

	for (i = -200000; i <= 200000; i++) {
		v = (double)i / 20;
		same(v);
		same(nextafter(v, HUGE_VAL));
		same(nextafter(v, -HUGE_VAL));
		same((double)i * 0.05);
	}
}
END_TEST

/*
 * The coordinates a campaign-size picture computes (show.c, show_page.c,
 * show_counter.c, show_ruling.c): hex centres of 200 x 200 hexes on up
 * to four grids side by side, ids above them, counters' corners and
 * stacks, hexside ends and middles, crossings, flank marks, arrows,
 * labels.
 */
START_TEST(test_dsgn5_show_fixed_campaign_coordinates)
{
	struct show	s;
	double		x, y, x1, y1, mx, my, ux, uy, len, k;
	int		g, c, r, d;
	hex_t		h, n[6];

	memset(&s, 0, sizeof(s));
	s.ngrids = 4;
	for (g = 0; g < 4; g++) {
		s.grids[g].grid = g;
		s.grids[g].col0 = g == 0 ? 0 : 3 * g;
		s.grids[g].col1 = s.grids[g].col0 + 199;
		s.grids[g].row0 = g;
		s.grids[g].row1 = g + 199;
		s.grids[g].x0 = SHOW_MARGIN + g * (199 * 1.5 * SHOW_R + 2 *
		    SHOW_R + SHOW_MARGIN);
	}
	for (g = 0; g < 4; g++)
		for (c = s.grids[g].col0; c <= s.grids[g].col1; c += g + 1)
			for (r = s.grids[g].row0; r <= s.grids[g].row1; r++) {
				h = hex_make(g, c, r);
				if (h == HEX_NONE)
					continue;
				show_xy(&s, h, &x, &y);
				same(x);
				same(y);
				same(y - 34);
				same(x - 22);
				same(y - 22);
				same(y + 22 - 3);
				same(x - 22 + 3);
				for (k = 0; k <= 16; k += 4) {
					same(x - k - 10);
					same(y - k - 7);
					same(y - k - 13);
					same(y - k - 1);
				}
				hex_neighbours(h, n);
				for (d = 0; d < 6; d++) {
					show_xy(&s, n[d], &x1, &y1);
					mx = (x + x1) / 2;
					my = (y + y1) / 2;
					ux = (x1 - x) / SHOW_H;
					uy = (y1 - y) / SHOW_H;
					len = SHOW_R / 2 / (SHOW_H);
					same(mx - (y1 - y) * len);
					same(my + (x1 - x) * len);
					same(mx + (y1 - y) * len);
					same(my - (x1 - x) * len);
					same(mx - (y1 - y) * len + ux * 4);
					same(my + (x1 - x) * len + uy * 4);
					same(mx - ux * 7 - uy * 4);
					same(my - uy * 7 + ux * 4);
					same(ux * 14);
					same(uy * 14);
					same(x1 + (x - x1) * .3);
					same(y1 + (y - y1) * .3);
					same(x + (x1 - x) * .25);
					same(y + (y1 - y) * .7);
				}
			}
}
END_TEST

/* Random doubles of every magnitude a picture could hold, and some. */
START_TEST(test_dsgn5_show_fixed_random)
{
	uint64_t	z = 0x9e3779b97f4a7c15u, b;
	double		v;
	int		i;

	for (i = 0; i < 200000; i++) {
		z = z * 6364136223846793005u + 1442695040888963407u;
		b = z >> 11;
		v = (double)b / (double)(1ull << 53) * ldexp(1.0, (int)(z %
		    40) - 8);
		same(z & 1 ? -v : v);
		/* Raw bit patterns: any double, NaN and infinity aside. */
		memcpy(&v, &z, sizeof(v));
		if (isfinite(v))
			same(v);
	}
	ck_assert_int_gt(checked, 600000);
}
END_TEST

/*
 * The picture's own printf writes what printf would: %s, %d (negative
 * too), %c, %%, %.0f, %.1f.  Text in the picture is XML character data:
 * markup escaped, what XML 1.0 forbids (a control character other than
 * tab and newline, DEL, U+FFFE, U+FFFF) written as '?'.
 */
START_TEST(test_dsgn5_show_printf_and_xml_text)
{
	struct outbuf	o;
	struct show	s;
	char		buf[SHOW_FIXED_MAX];
	size_t		n;

	memset(&o, 0, sizeof(o));
	memset(&s, 0, sizeof(s));
	s.out = &o;
	show_printf(&s, "%s=%d,%d,%c %d%% %.0f %.1f", "x", -45, 0, 'q', 7,
	    -2.5, 0.25);
	show_esc(&s, "|a<b & \"c\">\t\n\x01\x7f\xef\xbf\xbe\xef\xbf\xbf"
	    "\xef\xbf\xbd|");
	ck_assert_int_eq(o.len, strlen("x=-45,0,q 7% -2 0.2|a&lt;b &amp; "
	    "&quot;c&quot;&gt;\t\n????\xef\xbf\xbd|"));
	ck_assert(memcmp(o.data, "x=-45,0,q 7% -2 0.2|a&lt;b &amp; "
	    "&quot;c&quot;&gt;\t\n????\xef\xbf\xbd|", o.len) == 0);
	outbuf_free(&o);
	n = show_fixed(buf, 2.5, 2);
	ck_assert_int_eq(n, 4);
	ck_assert(memcmp(buf, "2.50", 4) == 0);
	n = show_fixed(buf, 1e20, 0);
	ck_assert(memcmp(buf, "100000000000000000000", n) == 0);
}
END_TEST

/*
 * A character of the U+FFxx block other than the two XML forbids goes
 * out as it is; a precision neither 0 nor 1 is snprintf's.
 */
START_TEST(test_dsgn5_show_esc_keeps_other_uffxx)
{
	struct outbuf	o;
	struct show	s;
	char		buf[SHOW_FIXED_MAX];

	memset(&o, 0, sizeof(o));
	memset(&s, 0, sizeof(s));
	s.out = &o;
	show_esc(&s, "a\xef\xbc\x81" "b");
	ck_assert_int_eq(o.len, 5);
	ck_assert(memcmp(o.data, "a\xef\xbc\x81" "b", 5) == 0);
	outbuf_free(&o);
	ck_assert_int_eq(show_fixed(buf, 1.5, -1), 8);
	ck_assert(memcmp(buf, "1.500000", 8) == 0);
}
END_TEST

/* gcacw-show(1): the picture of g with log entries 1 to n drawn. */
static char *
picture(struct game *g, int n, int *st)
{
	static const int	 all[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	struct show_opts	 o;

	memset(&o, 0, sizeof(o));
	o.entries = all;
	o.nentries = n;
	return svg_of(g, &o, st);
}

/*
 * gcacw-show(1): log entries without the keys the rules write are drawn
 * as far as they go, "?" for a value not there (the legend's words are
 * gcacw-show(1)'s); the map as gcacw-file(5) gives it: a hex listed
 * with a name and no terrain is of the map's terrain, an all-water
 * hexside and a bluff inside its high hex (2.3) are keyed; the rivers
 * unfordable (12.0) in the title; a unit out of supply is marked "OoS";
 * a name too long for its counter is cut before a whole character.
 */
START_TEST(test_dsgn5_show_entries_drawn_as_far_as_they_go)
{
	static const char yaml[] = TG_TURN1
	    "unfordable: {minor: 2}\n"
	    "map:\n  terrain: clear\n  hexes:\n    '1012': {name: Ford}\n"
	    "  hexsides:\n    1012/1013: [water]\n"
	    "    1110/1111: {features: [bluff], high: '1110'}\n"
	    "units:\n"
	    TG_UNIT("Brown", "csa", "infantry", 5, "1012", ", supply: out")
	    TG_INF("Abcdefghi\xc3\xa9xyz", "usa", 4, "1013")
	    "log:\n"
	    "- {op: combat, target: '1013'}\n"
	    "- {op: retreat, units: [Smith], from: '1013'}\n"
	    "- {op: march, unit: Brown, from: '1012'}\n"
	    "- {op: assault, leader: Lee, from: '1012', target: '1013'}\n"
	    "- {op: assault, target: x99, units: Brown}\n"
	    "- {op: retreat, path: ['1014', zz], steps: {a: 1}}\n"
	    "- {op: combat, target: '1013', modifiers: x, result: DR}\n"
	    "- {op: march, path: x}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	char		*s;
	int		 st;

	s = picture(g, 8, &st);
	ck_assert_int_eq(st, 0);
	tg_has(s, " \xc2\xb7 turn 1 \xc2\xb7 no rain \xc2\xb7 rivers "
	    "unfordable</text>");
	/* No hex lacks a terrain (map.terrain), but the unlisted ones
	 * take it: drawn as assumed. */
	tg_hasnt(s, ">terrain not given</text>");
	tg_has(s, ">terrain not given: map.terrain's clear assumed</text>");
	tg_has(s, ">all-water hexside</text>");
	tg_has(s, ">bluff, drawn inside its high hex</text>");
	tg_has(s, ">OoS</text>");
	tg_has(s, ">Abcdefghi\xe2\x80\xa6</text>");
	tg_has(s, ">Log entry 1: combat, turn ?</text>");
	tg_has(s, ">? attacks 1013 from ?: ? attack, </text>");
	/* Nothing else of entry 1 (nor of 7, whose modifiers are no
	 * list): the first dice line is entry 7's. */
	tg_hasnt(s, "flank (7.4)");
	tg_hasnt(s, ">modifiers:<");
	ck_assert_ptr_nonnull(strstr(s, ">Log entry 7:"));
	ck_assert(strstr(s, ">dice ") > strstr(s, ">Log entry 7:"));
	tg_has(s, ">retreat of Smith from 1013 (7.6)</text>");
	tg_has(s, ">march of Brown from 1012: MP ?, spent ?, left ?</text>");
	tg_has(s, ">assault by Lee from 1012 on 1013 with </text>");
	tg_has(s, ">assault by ? from ? on x99 with Brown</text>");
	tg_has(s, ">retreat of  from ? (7.6)</text>");
	tg_hasnt(s, ": chart ");
	/* A result and no dice; modifiers that are no list. */
	tg_has(s, ">Log entry 7: combat, turn ?</text>");
	tg_has(s, ">dice ; difference -; result DR</text>");
	tg_has(s, ">march of ? from ?: MP ?, spent ?, left ?</text>");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-show(1) --around 1012 --radius 1: the flank ring (7.4) of a
 * combat on 1013 is drawn in the neighbours of 1013 that are in the
 * picture, and not in the others; the title names the scenario, the
 * major rivers unfordable (12.0) and the area.
 */
START_TEST(test_7_4_show_flank_ring_around_a_hex)
{
	static const char yaml[] = TG_TURN1
	    "unfordable: {major: 3}\n" TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1012")
	    TG_INF("Smith", "usa", 4, "1013")
	    "log:\n"
	    "- {op: combat, attacker: Brown, from: '1012', target: '1013', "
	    "attack: hasty, flank: {covered: 1, basic: 0, final: 0, "
	    "hexes: {'N': a, S: q}}}\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, yaml);
	struct show_opts	 o;
	char			*s;
	int			 st;

	memset(&o, 0, sizeof(o));
	o.around = true;
	o.centre = tg_hex(g, "1012");
	o.radius = 1;
	g->scenario = "test";
	s = svg_of(g, &o, &st);
	ck_assert_int_eq(st, 0);
	tg_has(s, ">standard \xc2\xb7 test \xc2\xb7 turn 1 \xc2\xb7 no "
	    "rain \xc2\xb7 rivers unfordable \xc2\xb7 1 hexes around "
	    "1012</text>");
	/* N of 1013 is 1012, in the picture: covered (a); S of 1013, 1014,
	 * is not: no grey "q" disc. */
	tg_has(s, "fill=\"#ffffff\">a</text>");
	tg_hasnt(s, ">q</text>");
	tg_has(s, ">flank (7.4): 1 covered, basic 0, final 0</text>");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-show(1) DIAGNOSTICS: an --entry beyond the log is a usage error
 * (64, DESIGN.md section 5) that says how many entries the log holds.
 */
START_TEST(test_dsgn5_show_entry_beyond_the_log)
{
	static const char yaml[] = TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "1012"))
	    "log:\n- {op: supply}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	char		*s;
	int		 st;

	s = picture(g, 2, &st);
	ck_assert_int_eq(st, 64);
	ck_assert_str_eq(s, "");
	ck_assert_str_eq(tg_errors(&t), "gcacw-check: --entry 2: the log "
	    "holds 1 entry\n");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-file(5): in a `standard` game "each letter (and the unlettered
 * map) is a map of its own" (DESIGN.md section 3: an optional map letter
 * and four digits): a unit on sheet A and two on the unlettered map are
 * drawn as two maps, each the box around its units one hex wider
 * (gcacw-show(1)); sheet A's box is shorter than the other's.
 */
START_TEST(test_dsgn3_show_each_letter_a_map)
{
	static const char yaml[] = TG_GAME(TG_CLEAR,
	    TG_INF("Brown", "csa", 5, "A1012")
	    TG_INF("Smith", "usa", 4, "1012")
	    TG_INF("Jones", "usa", 4, "1015"));
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	char		*s;
	int		 st;

	s = picture(g, 0, &st);
	ck_assert_int_eq(st, 0);
	tg_has(s, ">A1011</text>");
	tg_has(s, ">A1013</text>");
	tg_hasnt(s, ">A1014</text>");
	tg_has(s, ">1011</text>");
	tg_has(s, ">1016</text>");
	tg_hasnt(s, ">1017</text>");
	free(s);
	tg_done(&t);
}
END_TEST

/*
 * The picture streamed, so that its memory is not the whole picture's:
 * with a drain on the buffer, show_svg draws the map once dry for the
 * legend and again after the head, through the buffer as it fills.  The
 * bytes must be the held picture's, whatever the buffer's size, with
 * every option and log entry kind drawn; the legend's lines are made
 * once; a drain that fails keeps its errno and gets nothing more.
 */

/* Every kind of log entry show_ruling.c draws, on a map with terrain,
 * a river and a stack; two sheets' worth of hexes. */
static const char game_yaml[] = TG_STD "turn: 2\nrain: false\n"
    "unfordable: {minor: 2}\n"
    "map:\n  terrain: clear\n  bounds: {cols: [1, 30], rows: [1, 25]}\n"
    "  hexes:\n    '1012': {name: Ford, terrain: woods}\n"
    "    '1013': {terrain: swamp}\n"
    "  hexsides:\n    1012/1013: [minor-river]\n"
    "    1110/1111: {features: [bluff], high: '1110'}\n"
    "units:\n"
    TG_UNIT("Brown", "csa", "infantry", 5, "1012", ", supply: out")
    TG_INF("Gray", "csa", 3, "1012")
    TG_CAV("Stuart", "csa", 2, "1112")
    TG_INF("Smith", "usa", 4, "1013")
    "log:\n"
    "- {op: combat, turn: 2, attacker: Brown, from: '1012', target: "
    "'1013', attack: normal, dice: [3, 4], result: DR, flank: {covered: "
    "1, basic: 0, final: 0, hexes: {'N': a, S: q}}}\n"
    "- {op: retreat, turn: 2, units: [Smith], from: '1013', path: "
    "['1014', '1015'], steps: [{hex: '1014', chart: 1, priority: 2, "
    "loss: 0}]}\n"
    "- {op: march, turn: 2, unit: Stuart, from: '1112', path: ['1113', "
    "'1114'], steps: [{hex: '1113', mp: 1}]}\n"
    "- {op: assault, turn: 2, leader: Lee, from: '1012', target: '1013', "
    "units: [Brown, Gray]}\n"
    "- {op: advance, turn: 2, units: [Brown], into: '1013'}\n"
    "- {op: recover, turn: 2}\n";

static const int all_six[] = { 1, 2, 3, 4, 5, 6 };

/* What a drain was handed, in order. */
struct sink {
	char	*data;
	size_t	 len, cap;
	int	 calls;
	int	 fail_at;	/* the call that fails, from 1; 0: none */
};

static struct sink	 sink;

static void
collect(struct outbuf *o, const char *p, size_t n)
{
	sink.calls++;
	if (o->drain_errno != 0)
		ck_abort_msg("drained again after a failed drain");
	if (sink.fail_at == sink.calls) {
		o->drain_errno = ENOSPC;
		return;
	}
	if (sink.len + n > sink.cap) {
		sink.cap = (sink.len + n) * 2;
		sink.data = xrealloc(sink.data, sink.cap);
	}
	memcpy(sink.data + sink.len, p, n);
	sink.len += n;
}

/* The picture held whole, as without a drain. */
static char *
held(struct game *g, const struct show_opts *o, size_t *len)
{
	struct outbuf	out;

	memset(&out, 0, sizeof(out));
	ck_assert_int_eq(show_svg(&out, g, o), 0);
	ck_assert(out.drain == NULL);
	*len = out.len;
	return out.data;
}

/* The picture streamed through a buffer of room bytes: what the drain
 * got, and what the buffer still holds after, as cli.c writes it. */
static void
streamed(struct game *g, const struct show_opts *o, size_t room)
{
	struct outbuf	out;

	memset(&out, 0, sizeof(out));
	memset(&sink, 0, sizeof(sink));
	outbuf_reserve(&out, room);
	out.drain = collect;
	ck_assert_int_eq(show_svg(&out, g, o), 0);
	ck_assert_int_eq(out.drain_errno, 0);
	ck_assert_uint_le(out.len, room);
	collect(&out, out.data, out.len);
	outbuf_free(&out);
}

/* The picture held and streamed through buffers of every size: the same
 * bytes. */
static void
same_streamed(struct game *g, const struct show_opts *o, const char *what)
{
	static const size_t	 rooms[] = { 1, 7, 100, 4096, 65536 };
	char			*want;
	size_t			 len, i;

	want = held(g, o, &len);
	ck_assert_uint_gt(len, 65536);
	for (i = 0; i < sizeof(rooms) / sizeof(rooms[0]); i++) {
		streamed(g, o, rooms[i]);
		if (sink.len != len || memcmp(sink.data, want, len) != 0)
			ck_abort_msg("%s, a buffer of %zu: %zu bytes streamed, "
			    "%zu held, not the same", what, rooms[i],
			    sink.len, len);
		/* A buffer of room bytes is drained once it fills: it
		 * never held the picture (each piece of it is less than
		 * 4 KiB; a bigger piece than the buffer goes whole). */
		if (rooms[i] >= 4096)
			ck_assert_int_ge(sink.calls, (int)(len / rooms[i]));
		free(sink.data);
	}
	free(want);
}

/* Every option of gcacw-show(1), streamed and held alike: the picture
 * on stdout is the same bytes (DESIGN.md section 5). */
START_TEST(test_dsgn5_show_stream_same_bytes)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, game_yaml);
	struct show_opts	 o;

	memset(&o, 0, sizeof(o));
	same_streamed(g, &o, "the last entry");
	o.entries = all_six;
	o.nentries = 6;
	same_streamed(g, &o, "--entry 1,2,3,4,5,6");
	o.zoc = SHOW_ZOC_CSA | SHOW_ZOC_USA;
	same_streamed(g, &o, "--zoc both");
	o.no_legend = true;
	same_streamed(g, &o, "--no-legend");
	tg_done(&t);
}
END_TEST

/* The legend's lines are made by the dry drawing only: streamed, the
 * ruling and stack lines appear in the legend once each (gcacw-show(1)). */
START_TEST(test_dsgn5_show_stream_legend_once)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, game_yaml);
	struct show_opts	 o;
	const char		*p, *q;

	memset(&o, 0, sizeof(o));
	o.entries = all_six;
	o.nentries = 6;
	streamed(g, &o, 512);
	p = xstrndup(sink.data, sink.len);
	q = strstr(p, ">Log entry 4: assault, turn 2</text>");
	ck_assert_ptr_nonnull(q);
	ck_assert_ptr_null(strstr(q + 1, ">Log entry 4: assault, turn 2<"));
	q = strstr(p, ">stack in 1012: 2 units");
	ck_assert_ptr_nonnull(q);
	ck_assert_ptr_null(strstr(q + 1, ">stack in 1012: 2 units"));
	free((char *)p);
	free(sink.data);
	tg_done(&t);
}
END_TEST

/* A drain that fails (a full disk) keeps its errno; nothing more is
 * handed to it, and the drawing goes on to its end (cli.c then exits
 * 74, gcacw(7), DESIGN.md section 5: a failed write to stdout is an
 * error). */
START_TEST(test_dsgn5_show_stream_drain_fails)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, game_yaml);
	struct show_opts	 o;
	struct outbuf		 out;

	memset(&o, 0, sizeof(o));
	memset(&out, 0, sizeof(out));
	memset(&sink, 0, sizeof(sink));
	sink.fail_at = 2;
	outbuf_reserve(&out, 4096);
	out.drain = collect;
	ck_assert_int_eq(show_svg(&out, g, &o), 0);
	ck_assert_int_eq(out.drain_errno, ENOSPC);
	ck_assert_int_eq(sink.calls, 2);
	ck_assert_uint_gt(sink.len, 0);
	ck_assert_int_eq(memcmp(sink.data, "<?xml", 5), 0);
	free(sink.data);
	outbuf_free(&out);
	tg_done(&t);
}
END_TEST

CHECK_TESTS_TIMEOUT(show, 60)
