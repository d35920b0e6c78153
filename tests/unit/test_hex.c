/*
 * test_hex.c — hex ids, neighbours, distance, joins and hexsides
 * (DESIGN.md section 3; SIV 7.1, 7.5, 13.0, 27.1; SJW 22.0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "games.h"
#include "hex.h"

static const struct geometry *std_geo = &module_standard.geo;
static const struct geometry *siv = &module_siv.geo;
static const struct geometry *sjw = &module_sjw.geo;

/* Parse an id that must be valid. */
static hex_t
H(const struct geometry *geo, const char *id)
{
	const char	*why = NULL;
	hex_t		 h;

	ck_assert_msg(hex_parse(geo, id, &h, &why) == 0, "%s: %s", id,
	    why == NULL ? "?" : why);
	ck_assert_uint_ne(h, HEX_NONE);
	return h;
}

static const char *
F(const struct geometry *geo, hex_t h, char buf[16])
{
	hex_format(geo, h, buf);
	return buf;
}

/* The parse error for an id that must be refused. */
static const char *
parse_error(const struct geometry *geo, const char *id)
{
	const char	*why = NULL;
	hex_t		 h = 0;

	ck_assert_msg(hex_parse(geo, id, &h, &why) == -1,
	    "%s was accepted", id);
	ck_assert_ptr_nonnull(why);
	return why;
}

/* Section 3, odd column: (c,r-1) (c,r+1) (c-1,r-1) (c-1,r) (c+1,r-1) (c+1,r). */
START_TEST(test_dsgn3_neighbours_odd_column)
{
	static const char *const want[6] = {
		"4509",	/* N */
		"4609",	/* NE: (c+1, r-1) */
		"4610",	/* SE: (c+1, r) */
		"4511",	/* S */
		"4410",	/* SW: (c-1, r) */
		"4409",	/* NW: (c-1, r-1) */
	};
	hex_t	out[6];
	int	d;

	hex_neighbours(H(std_geo, "4510"), out);
	for (d = 0; d < 6; d++) {
		ck_assert_uint_eq(out[d], H(std_geo, want[d]));
		ck_assert_uint_eq(hex_neighbour(H(std_geo, "4510"),
		    (enum hexdir)d), out[d]);
	}
}
END_TEST

/* Section 3, even column: (c,r-1) (c,r+1) (c-1,r) (c-1,r+1) (c+1,r) (c+1,r+1). */
START_TEST(test_dsgn3_neighbours_even_column)
{
	static const char *const want[6] = {
		"4609",	/* N */
		"4710",	/* NE: (c+1, r) */
		"4711",	/* SE: (c+1, r+1) */
		"4611",	/* S */
		"4511",	/* SW: (c-1, r+1) */
		"4510",	/* NW: (c-1, r) */
	};
	hex_t	out[6];
	int	d;

	hex_neighbours(H(std_geo, "4610"), out);
	for (d = 0; d < 6; d++)
		ck_assert_uint_eq(out[d], H(std_geo, want[d]));
}
END_TEST

/* Adjacency is mutual, and the way back is the opposite direction. */
START_TEST(test_dsgn3_neighbours_mutual)
{
	static const char *const ids[] = { "4510", "4610", "0101", "0202" };
	hex_t	h, n;
	size_t	i;
	int	d;

	for (i = 0; i < sizeof ids / sizeof ids[0]; i++) {
		h = H(std_geo, ids[i]);
		for (d = 0; d < 6; d++) {
			n = hex_neighbour(h, (enum hexdir)d);
			ck_assert_int_eq(hex_direction(h, n), d);
			ck_assert_int_eq(hex_direction(n, h), (d + 3) % 6);
			ck_assert(hex_adjacent(n, h));
		}
		ck_assert(!hex_adjacent(h, h));
		ck_assert_int_eq(hex_direction(h, h), -1);
	}
}
END_TEST

/*
 * 7.5 combat example: Armstrong in 4510 and Brown in 4611 cover five of
 * Wagner's (4610) six neighbours — by occupying them or by their ZOC,
 * which is the six hexes around each (7.4 (a), (b)).  The sixth, 4710,
 * stays open.
 */
START_TEST(test_7_5_example_five_covered_hexes)
{
	hex_t	wagner = H(std_geo, "4610"), armstrong = H(std_geo, "4510");
	hex_t	brown = H(std_geo, "4611"), around[6];
	int	d, covered = 0;

	ck_assert(hex_adjacent(armstrong, wagner));
	ck_assert(hex_adjacent(brown, wagner));
	hex_neighbours(wagner, around);
	for (d = 0; d < 6; d++) {
		hex_t h = around[d];

		if (h == armstrong || h == brown || hex_adjacent(h, armstrong) ||
		    hex_adjacent(h, brown))
			covered++;
		else
			ck_assert_uint_eq(h, H(std_geo, "4710"));
	}
	ck_assert_int_eq(covered, 5);
}
END_TEST

/*
 * 7.1 grand assault example (from AIO, a game with a "W" map): W3013 and
 * W2813 are both adjacent to W2914; Johnston in W3117 is within Hardee's
 * (W3014) command radius of three hexes.
 */
START_TEST(test_7_1_example_grand_assault_hexes)
{
	hex_t target = H(std_geo, "W2914");

	ck_assert(hex_adjacent(H(std_geo, "W3013"), target));
	ck_assert(hex_adjacent(H(std_geo, "W2813"), target));
	ck_assert(hex_adjacent(H(std_geo, "W3014"), target));
	ck_assert_int_eq(hex_distance(H(std_geo, "W3117"),
	    H(std_geo, "W3014")), 3);
}
END_TEST

START_TEST(test_dsgn3_distance_properties)
{
	hex_t	a, b, around[6];
	int	c1, r1, c2, r2, d, dist;

	for (c1 = 10; c1 <= 15; c1++)
		for (r1 = 10; r1 <= 15; r1++) {
			a = hex_make(0, c1, r1);
			ck_assert_int_eq(hex_distance(a, a), 0);
			hex_neighbours(a, around);
			for (d = 0; d < 6; d++)
				ck_assert_int_eq(hex_distance(a, around[d]), 1);
			for (c2 = 8; c2 <= 17; c2++)
				for (r2 = 8; r2 <= 17; r2++) {
					b = hex_make(0, c2, r2);
					dist = hex_distance(a, b);
					ck_assert_int_eq(dist,
					    hex_distance(b, a));
					ck_assert_int_eq(dist == 1,
					    hex_adjacent(a, b));
					/* A step changes the distance by one
					 * at most. */
					for (d = 0; d < 6; d++)
						ck_assert_int_le(abs(
						    hex_distance(around[d], b) -
						    dist), 1);
				}
		}
	/* Straight down a column, and zigzagging east along a row pair. */
	ck_assert_int_eq(hex_distance(H(std_geo, "0101"),
	    H(std_geo, "0110")), 9);
	ck_assert_int_eq(hex_distance(H(std_geo, "0101"),
	    H(std_geo, "1101")), 10);
	/* Going east from an odd column climbs half a hex for free. */
	ck_assert_int_eq(hex_distance(H(std_geo, "0105"),
	    H(std_geo, "0503")), 4);
}
END_TEST

START_TEST(test_dsgn3_packing_keeps_negative_coordinates)
{
	hex_t h = hex_make(0, -3, -66);

	ck_assert_int_eq(hex_grid(h), 0);
	ck_assert_int_eq(hex_col(h), -3);
	ck_assert_int_eq(hex_row(h), -66);
	h = hex_make(26, 99, 99);
	ck_assert_int_eq(hex_grid(h), 26);
	ck_assert_int_eq(hex_col(h), 99);
	ck_assert_int_eq(hex_row(h), 99);
	/* Odd column -3 (NE at r-1) and even -2 (NE at r). */
	ck_assert_uint_eq(hex_neighbour(hex_make(0, -3, 5), DIR_NE),
	    hex_make(0, -2, 4));
	ck_assert_uint_eq(hex_neighbour(hex_make(0, -2, 5), DIR_NE),
	    hex_make(0, -1, 5));
	ck_assert_int_eq(hex_distance(hex_make(0, -3, -3),
	    hex_make(0, 3, 3)), hex_distance(hex_make(0, 1, 1),
	    hex_make(0, 7, 7)));
}
END_TEST

/* Standard game: letters are separate maps, never adjacent. */
START_TEST(test_dsgn3_standard_letters_separate_grids)
{
	char buf[16];

	ck_assert_int_eq(hex_distance(H(std_geo, "W3013"),
	    H(std_geo, "X3013")), -1);
	ck_assert_int_eq(hex_distance(H(std_geo, "W3013"),
	    H(std_geo, "3013")), -1);
	ck_assert(!hex_adjacent(H(std_geo, "W3013"), H(std_geo, "X3014")));
	ck_assert_int_eq(hex_direction(H(std_geo, "W3013"),
	    H(std_geo, "3014")), -1);
	ck_assert_str_eq(F(std_geo, H(std_geo, "W3013"), buf), "W3013");
	ck_assert_str_eq(F(std_geo, H(std_geo, "4610"), buf), "4610");
	ck_assert_str_eq(F(std_geo, H(std_geo, "A0101"), buf), "A0101");
	ck_assert_str_eq(F(std_geo, H(std_geo, "Z9999"), buf), "Z9999");
}
END_TEST

/* SIV 13.0: N0134 is M1501, N1734 is M3101; 27.1: M0134 is S2701. */
START_TEST(test_siv_13_0_27_1_sheet_joins)
{
	ck_assert_uint_eq(H(siv, "N0134"), H(siv, "M1501"));
	ck_assert_uint_eq(H(siv, "N1734"), H(siv, "M3101"));
	ck_assert_uint_eq(H(siv, "M0134"), H(siv, "S2701"));
	/* One grid: hexes either side of the seams are neighbours. */
	ck_assert_int_eq(hex_direction(H(siv, "M1501"), H(siv, "N0133")),
	    DIR_N);
	ck_assert_int_eq(hex_direction(H(siv, "M1601"), H(siv, "N0233")),
	    DIR_N);
	ck_assert_int_eq(hex_direction(H(siv, "S2701"), H(siv, "M0133")),
	    DIR_N);
	ck_assert_int_eq(hex_distance(H(siv, "N0134"), H(siv, "S2701")),
	    hex_distance(H(siv, "M1501"), H(siv, "M0134")));
}
END_TEST

/*
 * 27.1: the north map lies on top of the center map, the center map on
 * top of the south map.  13.0: only odd columns share their last row; an
 * even column's row 34 is half a hex, cut by the join.
 */
START_TEST(test_siv_27_1_overlap_takes_top_sheet)
{
	char buf[16];

	ck_assert_str_eq(F(siv, H(siv, "M1501"), buf), "N0134");
	ck_assert_str_eq(F(siv, H(siv, "M3101"), buf), "N1734");
	ck_assert_str_eq(F(siv, H(siv, "M1601"), buf), "M1601");
	ck_assert_str_eq(F(siv, H(siv, "N0234"), buf), "M1601");
	ck_assert_str_eq(F(siv, H(siv, "S2701"), buf), "M0134");
	ck_assert_str_eq(F(siv, H(siv, "M0234"), buf), "S2801");
	ck_assert_str_eq(F(siv, H(siv, "M0133"), buf), "M0133");
	/* Rows past N's edge lie on M (the map's bounds are map data). */
	ck_assert_str_eq(F(siv, H(siv, "N3435"), buf), "M4802");
	ck_assert_str_eq(F(siv, H(siv, "N5513"), buf), "N5513");
	ck_assert_str_eq(F(siv, H(siv, "S2629"), buf), "S2629");
}
END_TEST

/* Every four-digit id reads back as the same hex after formatting. */
START_TEST(test_dsgn3_format_round_trips)
{
	const struct geometry	*geos[] = { siv, sjw, std_geo };
	const char		*letters[] = { "NMS", "NS", "W" };
	char			 id[8], buf[16];
	const char		*l;
	size_t			 i;
	int			 c, r;
	hex_t			 h;

	for (i = 0; i < 3; i++)
		for (l = letters[i]; *l != '\0'; l++)
			for (c = 1; c <= 99; c++)
				for (r = 1; r <= 99; r++) {
					snprintf(id, sizeof id, "%c%02d%02d",
					    *l, c, r);
					h = H(geos[i], id);
					ck_assert_uint_eq(H(geos[i],
					    F(geos[i], h, buf)), h);
				}
}
END_TEST

/* An id no sheet prints is written "(col,row)" and refused as input. */
START_TEST(test_dsgn3_format_off_map)
{
	char		 buf[16];
	const char	*why;
	hex_t		 h;

	ck_assert_str_eq(F(std_geo, hex_neighbour(H(std_geo, "0110"),
	    DIR_SW), buf), "(0,10)");
	ck_assert_str_eq(F(siv, hex_make(0, -5, 200), buf), "S(-5,200)");
	ck_assert_int_eq(hex_parse(siv, buf, &h, &why), -1);
	/* Just off the north map's north edge (7.4 (e)). */
	ck_assert_str_eq(F(siv, hex_neighbour(H(siv, "N0101"), DIR_N), buf),
	    "S(41,-66)");
	/* South of N0233: half a hex on N, whole on the center sheet. */
	ck_assert_str_eq(F(siv, hex_neighbour(H(siv, "N0233"), DIR_S), buf),
	    "M1601");
	ck_assert_str_eq(F(std_geo, HEX_NONE, buf), "(none)");
}
END_TEST

/* SJW 22.0: S2403 is N2426, S4101 is N4124; the South map lies on top. */
START_TEST(test_sjw_22_0_join_south_on_top)
{
	char buf[16];

	ck_assert_uint_eq(H(sjw, "S2403"), H(sjw, "N2426"));
	ck_assert_uint_eq(H(sjw, "S4101"), H(sjw, "N4124"));
	/* "Warrenton Junction is given as S3108, not N3131" */
	ck_assert_uint_eq(H(sjw, "S3108"), H(sjw, "N3131"));
	ck_assert_str_eq(F(sjw, H(sjw, "N3131"), buf), "S3108");
	ck_assert_str_eq(F(sjw, H(sjw, "N4124"), buf), "S4101");
	/* North of the band the North map's ids stand. */
	ck_assert_str_eq(F(sjw, H(sjw, "N4123"), buf), "N4123");
	ck_assert_int_eq(hex_direction(H(sjw, "S4101"), H(sjw, "N4123")),
	    DIR_N);
}
END_TEST

START_TEST(test_dsgn3_parse_errors)
{
	static const char *const bad[] = {
		"", "461", "46100", "4610 ", " 4610", "46a0", "NN3333",
		"N333", "+461", "4610/4611",
	};
	/* An id refused, and why, on a map of each geometry. */
	static const struct {
		const struct geometry	*geo;
		const char		*id, *why;
	} why_not[] = {
		/* A word is no sheet letter in the wrong case. */
		{ &module_standard.geo, "nowhere", "hex ids are four digits, "
		  "column then row: 4710, or N4710 after a sheet letter" },
		{ &module_siv.geo, "N33-33", "hex ids are a sheet letter (N, M "
		  "or S) and four digits, column then row: N4710" },
		{ &module_siv.geo, "n3333",
		  "sheet letters are capitals: N3333, not n3333" },
		{ &module_standard.geo, "n4610",
		  "sheet letters are capitals: N4610, not n4610" },
		{ &module_standard.geo, "0000",
		  "hex columns and rows are numbered from 01" },
		{ &module_standard.geo, "4600",
		  "hex columns and rows are numbered from 01" },
		{ &module_siv.geo, "N0010",
		  "hex columns and rows are numbered from 01" },
		{ &module_siv.geo, "3333",
		  "hex ids on this map need a sheet letter: N, M or S" },
		{ &module_sjw.geo, "3333",
		  "hex ids on this map need a sheet letter: N or S" },
		{ &module_sjw.geo, "M0101",
		  "this map has no sheet M; its sheets are N or S" },
		{ &module_siv.geo, "W3013",
		  "this map has no sheet W; its sheets are N, M or S" },
	};
	const char	*why;
	size_t		 i;
	hex_t		 h;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_str_eq(parse_error(std_geo, bad[i]),
		    "hex ids are four digits, column then row: 4710, or N4710 "
		    "after a sheet letter");
	for (i = 0; i < sizeof why_not / sizeof why_not[0]; i++)
		ck_assert_str_eq(parse_error(why_not[i].geo, why_not[i].id),
		    why_not[i].why);
	ck_assert_int_eq(hex_parse(std_geo, NULL, &h, &why), -1);
	ck_assert_uint_eq(h, HEX_NONE);
}
END_TEST

START_TEST(test_dsgn3_hexside_either_order)
{
	const char	*why = NULL;
	hexside_t	 s1, s2;
	char		 buf[32];

	ck_assert_int_eq(hexside_parse(siv, "N3333/N3334", &s1, &why), 0);
	ck_assert_int_eq(hexside_parse(siv, "N3334/N3333", &s2, &why), 0);
	ck_assert(s1 == s2);
	ck_assert(s1 == hexside_make(H(siv, "N3334"), H(siv, "N3333")));
	ck_assert_uint_lt(hexside_a(s1), hexside_b(s1));
	ck_assert_uint_eq(hexside_a(s1), H(siv, "N3333"));
	ck_assert_uint_eq(hexside_b(s1), H(siv, "N3334"));
	hexside_format(siv, s2, buf);
	ck_assert_str_eq(buf, "N3333/N3334");

	/* Across a seam, each hex under its top sheet's id. */
	ck_assert_int_eq(hexside_parse(siv, "N0133/M1501", &s1, &why), 0);
	hexside_format(siv, s1, buf);
	ck_assert_str_eq(buf, "N0133/N0134");
	ck_assert_int_eq(hexside_parse(siv, buf, &s2, &why), 0);
	ck_assert(s1 == s2);
}
END_TEST

START_TEST(test_dsgn3_hexside_errors)
{
	const char	*why = NULL;
	hexside_t	 s;

	ck_assert_int_eq(hexside_parse(siv, "N3333/N3336", &s, &why), -1);
	ck_assert_str_eq(why, "hexes N3333 and N3336 are not adjacent");
	ck_assert_int_eq(hexside_parse(siv, "N3333/N3333", &s, &why), -1);
	ck_assert_int_eq(hexside_parse(std_geo, "W3013/X3014", &s, &why),
	    -1);
	ck_assert_str_eq(why, "hexes W3013 and X3014 are not adjacent");
	ck_assert_int_eq(hexside_parse(siv, "N3333", &s, &why), -1);
	ck_assert_int_eq(hexside_parse(siv, "N3333/N3334/N3335", &s, &why),
	    -1);
	ck_assert_int_eq(hexside_parse(siv, "/N3334", &s, &why), -1);
	ck_assert_int_eq(hexside_parse(siv, "N3333/3334", &s, &why), -1);
	ck_assert_str_eq(why,
	    "hex ids on this map need a sheet letter: N, M or S");
	ck_assert_int_eq(hexside_parse(siv,
	    "N333333333333333333333/N3334", &s, &why), -1);
}
END_TEST

CHECK_TESTS(hex)
