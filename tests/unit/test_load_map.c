/*
 * test_load_map.c — the `map` key of a game file (lib/doc/load_map.c;
 * gcacw-file(5) "map", DESIGN.md section 4): each value of the wrong
 * shape refused with the message the loader is documented to give
 * ("expected WHAT, got a list"), at the position of the offending value
 * (section 5); bounds by sheet; the hexside index the map is read into
 * (section 2: "index hexes and hexsides by id"), and the hint for a hex
 * far off a small map.  And the hex ids a map is written in, at the
 * edges of the grid (lib/model/hex.c; section 3, Hex geometry): what no
 * map reaches, the ids of joined sheets (SIV 13.0, 27.1; SJW 22.0)
 * refused with the words the loader passes on, and hexsides that are no
 * two adjacent hexes.
 */
#include <string.h>

#include "check_main.h"
#include "fixture_io.h"
#include "games.h"
#include "hex.h"

#define NOT_A_HEX_ID	" is not a hex id: hex ids are four digits, " \
	"column then row: 4710, or N4710 after a sheet letter"
#define SHEET_OR_BOUNDS	"bounds are {cols, rows}, or a sheet letter " \
	"for each sheet"

/* A map that is refused: exactly the lines of w, up to the first with
 * no `at`. */
static const struct map_case {
	const char	*yaml;
	struct want	 w[9];
} refusals[] = {
	/* map.terrain is a terrain's name; bounds are ranges of two
	 * numbers; off_map is a list of hexes. */
	{ TG_STD "map:\n"
	  "  terrain: [clear]\n"
	  "  bounds: {cols: 3, rows: [1, 2, 3]}\n"
	  "  off_map: 4710\n"
	  "  hexes: [4710]\n"
	  "  hexsides: [4710/4711]\n", {
		{ "terrain: |[clear]", "map.terrain",
		    "expected a word, got a list" },
		{ "cols: |3", "map.bounds.cols",
		    "expected a range [first, last], got a scalar" },
		{ "rows: |[1, 2, 3]", "map.bounds.rows",
		    "a range has two numbers, [first, last]" },
		{ "off_map: |4710", "map.off_map",
		    "expected a list of hexes, got a scalar" },
		{ "hexes: |[4710]", "map.hexes",
		    "expected a mapping of hex ids, got a list" },
		{ "hexsides: |[4710/4711]", "map.hexsides",
		    "expected a mapping of hexsides, got a list" } } },
	/* bounds per sheet: each key a capital letter, each value {cols,
	 * rows} of ranges of numbers from 1 to 99, first <= last. */
	{ TG_STD "map:\n"
	  "  bounds:\n"
	  "    ab: {cols: [1, 9]}\n"
	  "    '1': {cols: [1, 9]}\n"
	  "    n: {cols: [1, 9]}\n"
	  "    M: 3\n"
	  "    N: {rows: [1, 2]}\n"
	  "    S: {cols: [x, 9], rows: [9, 1]}\n"
	  "    T: {cols: [1, 100]}\n"
	  "  off_map: [4710, 47x0]\n", {
		{ "|ab:", "map.bounds.ab", SHEET_OR_BOUNDS },
		{ "|'1':", "map.bounds.1", SHEET_OR_BOUNDS },
		{ "|n:", "map.bounds.n", SHEET_OR_BOUNDS },
		{ "M: |3", "map.bounds.M", "expected {cols: [first, last], "
		    "rows: [first, last]}, got a scalar" },
		{ "[|x, 9]", "map.bounds.S.cols", "'x' is not a whole number" },
		{ "rows: |[9, 1]", "map.bounds.S.rows",
		    "the range [9, 1] is empty" },
		{ "[1, |100]", "map.bounds.T.cols",
		    "100 is out of range 1..99" },
		{ "|47x0", "map.off_map[1]", "'47x0'" NOT_A_HEX_ID } } },
	/* Bounds that are a list. */
	{ TG_STD "map:\n  bounds: [1, 2]\n", {
		{ "bounds: |[1, 2]", "map.bounds",
		    "expected a mapping, got a list" } } },
	/* A hexside's `high` is one of its two hexes (2.3's high-ground
	 * hexsides): a word that is no hex id is refused as such. */
	{ TG_STD "map:\n"
	  "  terrain: clear\n"
	  "  hexsides:\n"
	  "    4710/4711: {high: zz}\n", {
		{ "high: |zz", "map.hexsides.4710/4711.high",
		    "'zz'" NOT_A_HEX_ID } } },
};

START_TEST(test_dsgn4_map_refusals)
{
	const struct map_case	*c = &refusals[_i];
	int			 n;

	for (n = 0; n < 9 && c->w[n].at != NULL; n++)
		continue;
	tio_load_refused(c->yaml, c->w, n);
}
END_TEST

/* Rows alone bound the whole map; an empty `hexes` or `hexsides` is no
 * error. */
START_TEST(test_dsgn4_map_rows_only)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "map:\n  bounds: {rows: "
	    "[2, 5]}\n  hexes: {}\n  hexsides: {}\n");

	ck_assert_int_eq(g->map.nbounds, 1);
	ck_assert_int_eq(g->map.bounds[0].row0, 2);
	ck_assert_int_eq(g->map.bounds[0].row1, 5);
	/* No cols: the whole width, 1..99. */
	ck_assert_int_eq(g->map.bounds[0].col0, 1);
	ck_assert_int_eq(g->map.bounds[0].col1, 99);
	ck_assert_int_eq(g->map.nhexes, 0);
	tg_done(&t);
}
END_TEST

/* Names of no terrain or feature print as "?"; a map's hexsides grow
 * past any first guess, each kept once. */
START_TEST(test_dsgn2_map_hexsides_grow_kept_once)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD);
	struct hexsideinfo	*x;
	int			 i;

	ck_assert_str_eq(terrain_name(T_COUNT), "?");
	ck_assert_str_eq(hexside_feature_name(0), "?");
	ck_assert_str_eq(hex_feature_name(1u << 31), "?");
	for (i = 1; i <= 70; i++) {
		hex_t a = hex_make(0, 10, i), b = hex_make(0, 10, i + 1);

		ck_assert_ptr_nonnull(x = map_add_hexside(&g->arena, &g->map,
		    hexside_make(a, b)));
		x->features = HS_RAILROAD;
	}
	ck_assert_ptr_null(map_add_hexside(&g->arena, &g->map,
	    hexside_make(hex_make(0, 10, 1), hex_make(0, 10, 2))));
	ck_assert_int_eq(g->map.nhexsides, 70);
	for (i = 1; i <= 70; i++)
		ck_assert_uint_eq(map_hexside(&g->map, hex_make(0, 10, i),
		    hex_make(0, 10, i + 1)), HS_RAILROAD);
	tg_done(&t);
}
END_TEST

/* DESIGN.md 5 (an error names what was meant): a hex far beyond a small
 * map has no hex of the map within the search, and the search stops at
 * the grid's edge; no hint rather than a wrong one. */
START_TEST(test_dsgn5_hex_hint_none_far_off_the_map)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "map: {terrain: clear, "
	    "bounds: {cols: [1, 2], rows: [1, 2]}}\n");

	ck_assert_str_eq(game_hex_hint_text(g, hex_make(0, 4095, 4095)), "");
	ck_assert_str_eq(game_hex_hint_text(g, HEX_NONE), "");
	ck_assert_str_eq(game_hex_hint_text(g, hex_make(0, 3, 3)), "; the "
	    "nearest hex on it is 0202");
	tg_done(&t);
}
END_TEST

/* ---- Hex ids at the edges of the grid (hex.c; DESIGN.md 3) ---- */

/*
 * Hex ids (2.3): the grid holds columns and rows -4096..4095 on grids
 * 0..62; beyond them there is no hex.  No neighbour in a direction that
 * is none, no distance between two grids (two maps of a `standard`
 * game).
 */
START_TEST(test_dsgn3_hex_grid_edges)
{
	hex_t	a = hex_make(0, 47, 10), b = hex_make(1, 47, 11), n[6];
	char	buf[16];

	ck_assert_uint_eq(hex_make(-1, 1, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(63, 1, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, -4097, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, 4096, 1), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, 1, -4097), HEX_NONE);
	ck_assert_uint_eq(hex_make(0, 1, 4096), HEX_NONE);
	ck_assert_uint_ne(hex_make(62, 4095, -4096), HEX_NONE);
	ck_assert_int_eq(hex_col(hex_make(62, 4095, -4096)), 4095);
	ck_assert_int_eq(hex_row(hex_make(62, 4095, -4096)), -4096);

	ck_assert_uint_eq(hex_neighbour(HEX_NONE, 0), HEX_NONE);
	ck_assert_uint_eq(hex_neighbour(a, (enum hexdir)-1), HEX_NONE);
	ck_assert_uint_eq(hex_neighbour(a, (enum hexdir)6), HEX_NONE);
	hex_neighbours(a, n);
	ck_assert_uint_eq(hex_neighbour(a, 0), n[0]);

	ck_assert_int_eq(hex_distance(HEX_NONE, a), -1);
	ck_assert_int_eq(hex_distance(a, HEX_NONE), -1);
	ck_assert_int_eq(hex_distance(a, b), -1);
	ck_assert_int_eq(hex_distance(a, hex_make(0, 47, 11)), 1);

	hex_format(NULL, HEX_NONE, buf);
	ck_assert_str_eq(buf, "(none)");
	ck_assert(!hex_printable(NULL, HEX_NONE));
	/* On a `standard` map grid 1 is sheet A (hex_parse's "A4711"). */
	hex_format(NULL, b, buf);
	ck_assert_str_eq(buf, "A4711");
	ck_assert(hex_printable(NULL, b));
}
END_TEST

/*
 * Hex ids on joined sheets (SIV 13.0 and 27.1: sheets N, M and S; SJW
 * 22.0: N and S): a sheet letter is required, a capital one; a grid of
 * another map is no hex of this game.
 */
START_TEST(test_dsgn3_hex_ids_on_joined_sheets)
{
	static const char pair[] = "a hexside is two hex ids joined by '/': "
	    "N3333/N3334";
	const struct geometry	*siv = &module_siv.geo;
	const struct geometry	*sjw = &module_sjw.geo;
	const struct {
		const struct geometry	*geo;
		const char		*id, *why;
	} ids[] = {
		{ siv, NULL, "hex ids are a sheet letter (N, M or S) and four "
		    "digits, column then row: N4710" },
		{ siv, "s1010",
		    "sheet letters are capitals: S1010, not s1010" },
		{ siv, "1010", "hex ids on this map need a sheet letter: N, M "
		    "or S" },
		{ sjw, "1010", "hex ids on this map need a sheet letter: N or "
		    "S" },
		{ sjw, "xx", "hex ids are a sheet letter (N or S) and four "
		    "digits, column then row: N4710" },
	}, sides[] = {
		/* A hexside: two hex ids and one '/'. */
		{ NULL, NULL, pair },
		{ NULL, "4710/4711/4712", pair },
		{ NULL, "47104710471047104710/4711", pair },
		{ NULL, "4710/4712", "hexes 4710 and 4712 are not adjacent" },
	};
	const char	*why;
	hex_t		 h;
	hexside_t	 s;
	char		 buf[16];
	size_t		 i;

	for (i = 0; i < sizeof(ids) / sizeof(ids[0]); i++) {
		ck_assert_int_eq(hex_parse(ids[i].geo, ids[i].id, &h, &why),
		    -1);
		ck_assert_str_eq(why, ids[i].why);
	}
	/* Not a hex of this game (a grid of a `standard` map's sheet):
	 * no id as printed, its coordinates in parentheses. */
	hex_format(siv, hex_make(1, 10, 10), buf);
	ck_assert_str_eq(buf, "?(10,10)");
	ck_assert(!hex_printable(siv, hex_make(1, 10, 10)));

	for (i = 0; i < sizeof(sides) / sizeof(sides[0]); i++) {
		ck_assert_int_eq(hexside_parse(sides[i].geo, sides[i].id, &s,
		    &why), -1);
		ck_assert_str_eq(why, sides[i].why);
	}
	ck_assert_int_eq(hexside_parse(NULL, "4710/4711", &s, &why), 0);
	ck_assert_uint_eq(hexside_a(s), hex_make(0, 47, 10));
}
END_TEST

CHECK_SUITE(load_map, NULL, NULL, 0,
    CHECK_LOOPS({ test_dsgn4_map_refusals, N(refusals) }))
