/*
 * test_zoc.c — zones of control (2.4), rain (12.0), unfordable rivers
 * (12.0), destroyed and pontoon bridges (10.2): every river crossing,
 * and a hexside's terrain and features, one line a case; then the
 * units that exert ZOC and where.
 *
 * Every game is built by hand (testmap.h) on a clear map in the
 * standard module unless a case says otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "game.h"
#include "games.h"
#include "testmap.h"
#include "zoc.h"

#define H(id)	tg_hex(g, (id))

/* ZOC across a|b in both directions, asserted equal (2.4 is symmetric). */
static enum zoc
both_ways(hex_t a, hex_t b)
{
	enum zoc z = zoc_across(g, a, b);

	ck_assert_int_eq(zoc_across(g, b, a), z);
	return z;
}

/*
 * River crossings (2.4, 6.2, 10.2, 12.0), one line per case: the hexside's
 * features, the turn's conditions, the markers, and whether the river can
 * be crossed (and so whether ZOC cross it on a clear map).
 */
enum { M_STD, M_SIV };
enum { NOMARK = 0, DESTROYED = 1, PONTOON = 2 };

static const struct river_case {
	const char	*name;
	int		 module;
	unsigned	 features;
	bool		 rain;
	int		 turn, unf_minor, unf_major;
	int		 marks;
	bool		 open;
} river_cases[] = {
	{ "2.4 minor river without crossing blocks", M_STD,
	    HS_MINOR_RIVER, false, 1, 0, 0, NOMARK, false },
	{ "2.4 major river without crossing blocks", M_STD,
	    HS_MAJOR_RIVER, false, 1, 0, 0, NOMARK, false },
	{ "2.4 a road alone does not cross a river", M_STD,
	    HS_MINOR_RIVER | HS_ROAD, false, 1, 0, 0, NOMARK, false },
	{ "2.4 minor ford", M_STD,
	    HS_MINOR_RIVER | HS_FORD, false, 1, 0, 0, NOMARK, true },
	{ "2.4 major ford", M_STD,
	    HS_MAJOR_RIVER | HS_FORD, false, 1, 0, 0, NOMARK, true },
	{ "2.4 minor bridge", M_STD,
	    HS_MINOR_RIVER | HS_BRIDGE, false, 1, 0, 0, NOMARK, true },
	{ "2.4 major bridge", M_STD,
	    HS_MAJOR_RIVER | HS_BRIDGE, false, 1, 0, 0, NOMARK, true },
	{ "2.4 minor ferry", M_STD,
	    HS_MINOR_RIVER | HS_FERRY, false, 1, 0, 0, NOMARK, true },
	{ "2.4 major ferry", M_STD,
	    HS_MAJOR_RIVER | HS_FERRY, false, 1, 0, 0, NOMARK, true },
	{ "2.4 minor dam", M_STD,
	    HS_MINOR_RIVER | HS_DAM, false, 1, 0, 0, NOMARK, true },
	{ "2.4 major dam", M_STD,
	    HS_MAJOR_RIVER | HS_DAM, false, 1, 0, 0, NOMARK, true },
	{ "10.2 pontoon over a minor river", M_STD,
	    HS_MINOR_RIVER, false, 1, 0, 0, PONTOON, true },
	{ "10.2 pontoon over a major river", M_STD,
	    HS_MAJOR_RIVER, false, 1, 0, 0, PONTOON, true },

	{ "12.0 rain closes a minor ford", M_STD,
	    HS_MINOR_RIVER | HS_FORD, true, 1, 0, 0, NOMARK, false },
	{ "12.0 rain closes a major ford", M_STD,
	    HS_MAJOR_RIVER | HS_FORD, true, 1, 0, 0, NOMARK, false },
	{ "12.0 rain closes a ford with a road on it", M_STD,
	    HS_MINOR_RIVER | HS_FORD | HS_ROAD, true, 1, 0, 0, NOMARK, false },
	{ "12.0 rain leaves a minor bridge", M_STD,
	    HS_MINOR_RIVER | HS_BRIDGE, true, 1, 0, 0, NOMARK, true },
	{ "12.0 rain leaves a major bridge", M_STD,
	    HS_MAJOR_RIVER | HS_BRIDGE, true, 1, 0, 0, NOMARK, true },
	{ "12.0 rain leaves a minor ferry", M_STD,
	    HS_MINOR_RIVER | HS_FERRY, true, 1, 0, 0, NOMARK, true },
	{ "12.0 rain leaves a major ferry", M_STD,
	    HS_MAJOR_RIVER | HS_FERRY, true, 1, 0, 0, NOMARK, true },
	{ "12.0 rain leaves a dam", M_STD,
	    HS_MAJOR_RIVER | HS_DAM, true, 1, 0, 0, NOMARK, true },
	{ "12.0 rain leaves a pontoon bridge", M_STD,
	    HS_MINOR_RIVER | HS_FORD, true, 1, 0, 0, PONTOON, true },

	{ "12.0 unfordable minor closes a minor ford", M_STD,
	    HS_MINOR_RIVER | HS_FORD, false, 1, 3, 0, NOMARK, false },
	{ "12.0 unfordable minor leaves a major ford", M_STD,
	    HS_MAJOR_RIVER | HS_FORD, false, 1, 3, 0, NOMARK, true },
	{ "12.0 unfordable major closes a major ford", M_STD,
	    HS_MAJOR_RIVER | HS_FORD, false, 1, 0, 3, NOMARK, false },
	{ "12.0 unfordable major leaves a minor ford", M_STD,
	    HS_MINOR_RIVER | HS_FORD, false, 1, 0, 3, NOMARK, true },
	{ "12.0 unfordable minor leaves a minor bridge", M_STD,
	    HS_MINOR_RIVER | HS_BRIDGE, false, 1, 3, 3, NOMARK, true },
	{ "12.0 unfordable minor leaves a minor ferry", M_STD,
	    HS_MINOR_RIVER | HS_FERRY, false, 1, 3, 3, NOMARK, true },
	{ "12.0 unfordable major leaves a major ferry", M_STD,
	    HS_MAJOR_RIVER | HS_FERRY, false, 1, 3, 3, NOMARK, true },
	{ "12.0 unfordable leaves a dam", M_STD,
	    HS_MINOR_RIVER | HS_DAM, false, 1, 3, 3, NOMARK, true },
	{ "12.0 unfordable leaves a pontoon bridge", M_STD,
	    HS_MINOR_RIVER | HS_FORD, false, 1, 3, 3, PONTOON, true },
	{ "12.0 marker box: the marker's own turn is unfordable", M_STD,
	    HS_MINOR_RIVER | HS_FORD, false, 3, 3, 0, NOMARK, false },
	{ "12.0 marker box: the turn after it is fordable", M_STD,
	    HS_MINOR_RIVER | HS_FORD, false, 4, 3, 0, NOMARK, true },
	{ "12.0 marker box: major, its own turn", M_STD,
	    HS_MAJOR_RIVER | HS_FORD, false, 7, 0, 7, NOMARK, false },
	{ "12.0 marker box: major, the turn after", M_STD,
	    HS_MAJOR_RIVER | HS_FORD, false, 8, 0, 7, NOMARK, true },
	{ "12.0 marker box 0: off the track", M_STD,
	    HS_MAJOR_RIVER | HS_FORD, false, 5, 0, 0, NOMARK, true },

	{ "10.2 destroyed minor bridge leaves a ford", M_STD,
	    HS_MINOR_RIVER | HS_BRIDGE, false, 1, 0, 0, DESTROYED, true },
	{ "10.2 destroyed minor ferry leaves a ford", M_STD,
	    HS_MINOR_RIVER | HS_FERRY, false, 1, 0, 0, DESTROYED, true },
	{ "10.2 destroyed major bridge leaves nothing", M_STD,
	    HS_MAJOR_RIVER | HS_BRIDGE, false, 1, 0, 0, DESTROYED, false },
	{ "10.2 destroyed major bridge leaves nothing in SIV", M_SIV,
	    HS_MAJOR_RIVER | HS_BRIDGE, false, 1, 0, 0, DESTROYED, false },
	{ "10.2 destroyed major ferry leaves nothing (standard)", M_STD,
	    HS_MAJOR_RIVER | HS_FERRY, false, 1, 0, 0, DESTROYED, false },
	{ "10.2 destroyed major ferry leaves a ford in SIV", M_SIV,
	    HS_MAJOR_RIVER | HS_FERRY, false, 1, 0, 0, DESTROYED, true },
	{ "10.2 destroyed major bridge keeps a printed ford", M_STD,
	    HS_MAJOR_RIVER | HS_BRIDGE | HS_FORD, false, 1, 0, 0, DESTROYED,
	    true },
	{ "10.2 destroyed bridge under a pontoon bridge", M_STD,
	    HS_MAJOR_RIVER | HS_BRIDGE, true, 1, 3, 3, DESTROYED | PONTOON,
	    true },
	{ "6.2 dams are indestructible bridges", M_STD,
	    HS_MAJOR_RIVER | HS_DAM, true, 1, 0, 3, DESTROYED, true },
	{ "10.2 an indestructible bridge ignores a Destroyed marker", M_STD,
	    HS_MAJOR_RIVER | HS_BRIDGE | HS_INDESTRUCTIBLE, true, 1, 0, 3,
	    DESTROYED, true },
	{ "10.2 a Destroyed marker does not remove a ford", M_STD,
	    HS_MINOR_RIVER | HS_FORD, false, 1, 0, 0, DESTROYED, true },

	{ "12.0 rain closes the ford of a destroyed minor bridge", M_STD,
	    HS_MINOR_RIVER | HS_BRIDGE, true, 1, 0, 0, DESTROYED, false },
	{ "12.0 rain closes the ford of a destroyed minor ferry", M_STD,
	    HS_MINOR_RIVER | HS_FERRY, true, 1, 0, 0, DESTROYED, false },
	{ "12.0 rain closes the ford of a destroyed SIV major ferry", M_SIV,
	    HS_MAJOR_RIVER | HS_FERRY, true, 1, 0, 0, DESTROYED, false },
	{ "12.0 unfordable minor closes a destroyed minor bridge", M_STD,
	    HS_MINOR_RIVER | HS_BRIDGE, false, 1, 2, 0, DESTROYED, false },
	{ "12.0 unfordable minor closes a destroyed minor ferry", M_STD,
	    HS_MINOR_RIVER | HS_FERRY, false, 1, 2, 0, DESTROYED, false },
	{ "12.0 unfordable major leaves a destroyed minor bridge", M_STD,
	    HS_MINOR_RIVER | HS_BRIDGE, false, 1, 0, 2, DESTROYED, true },
	{ "10.2 unfordable major closes a destroyed SIV major ferry", M_SIV,
	    HS_MAJOR_RIVER | HS_FERRY, false, 1, 0, 2, DESTROYED, false },
	{ "10.2 unfordable minor leaves a destroyed SIV major ferry", M_SIV,
	    HS_MAJOR_RIVER | HS_FERRY, false, 1, 2, 0, DESTROYED, true },

	{ "2.4 no river: open", M_STD,
	    0, true, 1, 3, 3, NOMARK, true },
	{ "2.4 no river: a stray Destroyed marker changes nothing", M_STD,
	    HS_ROAD, true, 1, 3, 3, DESTROYED, true },
};

START_TEST(test_2_4_10_2_12_0_river_crossings)
{
	const struct river_case	*c = &river_cases[_i];
	hex_t			 a, b;

	new_game(c->module == M_SIV ? &module_siv : &module_standard);
	a = H(c->module == M_SIV ? "S1010" : "1010");
	b = hex_neighbour(a, DIR_NE);
	hexside(a, b, c->features);
	g->rain = c->rain;
	g->turn = c->turn;
	g->unfordable_minor = c->unf_minor;
	g->unfordable_major = c->unf_major;
	g->has_unfordable = c->unf_minor != 0 || c->unf_major != 0;
	if (c->marks & DESTROYED)
		destroy(b, a);
	if (c->marks & PONTOON)
		pontoon(a, b, SIDE_USA);
	ck_assert_msg(zoc_river_open(g, a, b) == c->open, "%s", c->name);
	ck_assert_msg(zoc_river_open(g, b, a) == c->open, "%s", c->name);
	ck_assert_msg(both_ways(a, b) == (c->open ? ZOC_NORMAL : ZOC_NONE),
	    "%s", c->name);
}
END_TEST

START_TEST(test_2_4_every_adjacent_hex_and_no_other)
{
	hex_t	a = H("0505"), n[6];
	int	d;

	hex_neighbours(a, n);
	for (d = 0; d < 6; d++)
		ck_assert_int_eq(zoc_across(g, a, n[d]), ZOC_NORMAL);
	ck_assert_int_eq(zoc_across(g, a, a), ZOC_NONE);
	ck_assert_int_eq(zoc_across(g, a, H("0507")), ZOC_NONE);
	ck_assert_int_eq(zoc_across(g, a, H("0905")), ZOC_NONE);
	ck_assert_int_eq(zoc_across(g, a, HEX_NONE), ZOC_NONE);
	ck_assert_int_eq(zoc_across(g, HEX_NONE, a), ZOC_NONE);
}
END_TEST

START_TEST(test_2_4_unit_exerts_into_neighbours_not_its_own_hex)
{
	hex_t	a = H("0505"), n[6];
	int	d;

	unit("A", SIDE_CSA, a);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, a), ZOC_NONE);
	hex_neighbours(a, n);
	for (d = 0; d < 6; d++) {
		ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, n[d]), ZOC_NORMAL);
		ck_assert_int_eq(zoc_of_side(g, SIDE_USA, n[d]), ZOC_NONE);
	}
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, H("0507")), ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, HEX_NONE), ZOC_NONE);
}
END_TEST

START_TEST(test_2_4_zoc_of_side_counts_that_side_only)
{
	hex_t	a = H("0505"), b = hex_neighbour(a, DIR_S);

	unit("U", SIDE_USA, a);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, b), ZOC_NORMAL);
	unit("C", SIDE_CSA, hex_neighbour(b, DIR_S));
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NORMAL);
}
END_TEST

/* 2.4: "Exceptions: ... ZOC extend into and out of swamp and mountain
 * hexes only across hexsides crossed by a road, pike, RR, or trail." */
static const unsigned roads[] = {
	HS_ROAD, HS_PIKE, HS_TRAIL, HS_RAILROAD, HS_UNFINISHED_RR
};

static void
check_roadbound(enum terrain t)
{
	hex_t		a = H("0505"), b = hex_neighbour(a, DIR_N);
	hex_t		c = hex_neighbour(a, DIR_SE), n[6];
	unsigned	i;
	int		d;

	terrain(a, t);
	hex_neighbours(a, n);
	for (d = 0; d < 6; d++)
		ck_assert_int_eq(both_ways(a, n[d]), ZOC_NONE);
	/* Non-road features do not open the hexside. */
	hexside(a, b, HS_CREEK | HS_RIDGE | HS_BORDER);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	for (i = 0; i < nitems(roads); i++) {
		new_game(&module_standard);
		terrain(a, t);
		hexside(a, c, roads[i]);
		ck_assert_msg(both_ways(a, c) == ZOC_NORMAL, "%s",
		    hexside_feature_name(roads[i]));
		ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	}
}

START_TEST(test_2_4_mountain_into_and_out_of_only_by_road)
{
	check_roadbound(T_MOUNTAIN);
}
END_TEST

START_TEST(test_2_4_swamp_into_and_out_of_only_by_road)
{
	/* 2.4 counts trails for ZOC though 6.2 does not for movement. */
	check_roadbound(T_SWAMP);
}
END_TEST

/*
 * One hexside a|b at a time, a in 0505 and b its neighbour in `dir`,
 * one line a case: the terrain of a and b (T_NONE: unlisted, the map's
 * clear), the hexside's features, rain, a pontoon bridge (the
 * Confederates'), and the ZOC across it both ways (2.4, 6.2, 10.2,
 * 12.0).
 */
static const struct side_case {
	const char	*name;
	enum hexdir	 dir;
	enum terrain	 ta, tb;
	unsigned	 features;
	bool		 rain, pontoon;
	enum zoc	 zoc;
} sides[] = {
	/* 2.4: a trail opens a mountain and a swamp. */
	{ "2.4 mountain to swamp", DIR_SW, T_MOUNTAIN, T_SWAMP, 0, false,
	    false, ZOC_NONE },
	{ "2.4 mountain to swamp by trail", DIR_SW, T_MOUNTAIN, T_SWAMP,
	    HS_TRAIL, false, false, ZOC_NORMAL },
	/* 6.2: a provisional swamp is rough but in rain, and rough does not
	 * stop ZOC; 12.0: in rain a swamp, open by road only. */
	{ "6.2 provisional swamp", DIR_NW, T_PROVISIONAL_SWAMP, T_NONE, 0,
	    false, false, ZOC_NORMAL },
	{ "6.2 provisional swamp by pike", DIR_NE, T_PROVISIONAL_SWAMP,
	    T_NONE, HS_PIKE, false, false, ZOC_NORMAL },
	{ "12.0 provisional swamp in rain", DIR_NW, T_PROVISIONAL_SWAMP,
	    T_NONE, 0, true, false, ZOC_NONE },
	{ "12.0 provisional swamp by pike in rain", DIR_NE,
	    T_PROVISIONAL_SWAMP, T_NONE, HS_PIKE, true, false, ZOC_NORMAL },
	/* 2.4: rough, hill, rolling and city do not stop ZOC. */
	{ "2.4 clear", DIR_S, T_CLEAR, T_NONE, 0, false, false, ZOC_NORMAL },
	{ "2.4 rolling", DIR_S, T_ROLLING, T_NONE, 0, false, false,
	    ZOC_NORMAL },
	{ "2.4 rough", DIR_S, T_ROUGH, T_NONE, 0, false, false, ZOC_NORMAL },
	{ "2.4 city", DIR_S, T_CITY, T_NONE, 0, false, false, ZOC_NORMAL },
	{ "2.4 hill", DIR_S, T_HILL, T_NONE, 0, false, false, ZOC_NORMAL },
	/* 2.4: "ZOC do not extend across all-water hexsides". */
	{ "2.4 all water", DIR_SE, T_NONE, T_NONE, HS_WATER, false, false,
	    ZOC_NONE },
	{ "2.4 all water in rain", DIR_SE, T_NONE, T_NONE, HS_WATER, true,
	    false, ZOC_NONE },
	/* 6.2: "Creek hexsides do not affect movement" in fair weather;
	 * 12.0: in rain only by road, pike, RR or trail, or when a city
	 * is on either side. */
	{ "6.2 creek", DIR_N, T_NONE, T_NONE, HS_CREEK, false, false,
	    ZOC_NORMAL },
	{ "12.0 creek in rain", DIR_N, T_NONE, T_NONE, HS_CREEK, true, false,
	    ZOC_NONE },
#define CREEK_BY(way, f)	{ "12.0 creek in rain by " way, DIR_N,	\
	T_NONE, T_NONE, HS_CREEK | f, true, false, ZOC_NORMAL }
	CREEK_BY("road", HS_ROAD), CREEK_BY("pike", HS_PIKE),
	CREEK_BY("trail", HS_TRAIL), CREEK_BY("railroad", HS_RAILROAD),
	CREEK_BY("unfinished railroad", HS_UNFINISHED_RR),
	{ "12.0 creek in rain out of a city", DIR_N, T_CITY, T_NONE,
	    HS_CREEK, true, false, ZOC_NORMAL },
	{ "12.0 creek in rain into a city", DIR_N, T_NONE, T_CITY, HS_CREEK,
	    true, false, ZOC_NORMAL },
	/* 2.4: woods and loess hexsides are restricted, unless a road, pike,
	 * RR or trail crosses them. */
	{ "2.4 into loess", DIR_SW, T_NONE, T_LOESS, 0, false, false,
	    ZOC_RESTRICTED },
	{ "2.4 woods to loess", DIR_SW, T_WOODS, T_LOESS, 0, false, false,
	    ZOC_RESTRICTED },
#define OPENED(t, way, f)	{ "2.4 " #t " by " way, DIR_NE, t, T_NONE, \
	f, false, false, ZOC_NORMAL }
	OPENED(T_WOODS, "road", HS_ROAD), OPENED(T_WOODS, "pike", HS_PIKE),
	OPENED(T_WOODS, "trail", HS_TRAIL),
	OPENED(T_WOODS, "railroad", HS_RAILROAD),
	OPENED(T_WOODS, "unfinished railroad", HS_UNFINISHED_RR),
	OPENED(T_LOESS, "road", HS_ROAD), OPENED(T_LOESS, "pike", HS_PIKE),
	OPENED(T_LOESS, "trail", HS_TRAIL),
	OPENED(T_LOESS, "railroad", HS_RAILROAD),
	OPENED(T_LOESS, "unfinished railroad", HS_UNFINISHED_RR),
	/* Woods and rivers: the river first; 10.2: a pontoon bridge is no
	 * road, the hexside stays woods. */
	{ "2.4 woods, minor river", DIR_SE, T_WOODS, T_NONE, HS_MINOR_RIVER,
	    false, false, ZOC_NONE },
	{ "2.4 woods, minor river ford", DIR_SE, T_WOODS, T_NONE,
	    HS_MINOR_RIVER | HS_FORD, false, false, ZOC_RESTRICTED },
	{ "12.0 woods, minor river ford in rain", DIR_SE, T_WOODS, T_NONE,
	    HS_MINOR_RIVER | HS_FORD, true, false, ZOC_NONE },
	{ "2.4 woods, bridge and road", DIR_SE, T_WOODS, T_NONE,
	    HS_MAJOR_RIVER | HS_BRIDGE | HS_ROAD, false, false, ZOC_NORMAL },
	{ "10.2 woods, pontoon bridge", DIR_SE, T_NONE, T_WOODS,
	    HS_MAJOR_RIVER, false, true, ZOC_RESTRICTED },
	/* Mountain beats woods, river beats road. */
	{ "2.4 mountain to woods", DIR_NW, T_MOUNTAIN, T_WOODS, 0, false,
	    false, ZOC_NONE },
	{ "2.4 mountain to woods by trail", DIR_NW, T_MOUNTAIN, T_WOODS,
	    HS_TRAIL, false, false, ZOC_NORMAL },
	{ "2.4 mountain, major river and trail", DIR_NW, T_MOUNTAIN, T_NONE,
	    HS_MAJOR_RIVER | HS_TRAIL, false, false, ZOC_NONE },
	{ "12.0 mountain, ferry and trail in rain", DIR_NW, T_MOUNTAIN,
	    T_NONE, HS_MAJOR_RIVER | HS_FERRY | HS_TRAIL, true, false,
	    ZOC_NORMAL },
	/* 12.0, rain: a creek into a city is open, the woods still
	 * restrict; a trail opens both a provisional swamp and a creek; a
	 * city does not open a swamp; a major ferry in woods: restricted,
	 * not closed. */
	{ "12.0 creek from a city into woods", DIR_S, T_CITY, T_WOODS,
	    HS_CREEK, true, false, ZOC_RESTRICTED },
	{ "12.0 provisional swamp, creek and trail", DIR_S,
	    T_PROVISIONAL_SWAMP, T_NONE, HS_CREEK | HS_TRAIL, true, false,
	    ZOC_NORMAL },
	{ "12.0 provisional swamp to a city over a creek", DIR_S,
	    T_PROVISIONAL_SWAMP, T_CITY, HS_CREEK, true, false, ZOC_NONE },
	{ "12.0 major ferry into woods", DIR_S, T_NONE, T_WOODS,
	    HS_MAJOR_RIVER | HS_FERRY, true, false, ZOC_RESTRICTED },
#undef CREEK_BY
#undef OPENED
};

START_TEST(test_2_4_12_0_zoc_across_a_hexside)
{
	const struct side_case	*c = &sides[_i];
	hex_t			 a = H("0505"), b = hex_neighbour(a, c->dir);

	if (c->ta != T_NONE)
		terrain(a, c->ta);
	if (c->tb != T_NONE)
		terrain(b, c->tb);
	if (c->features != 0)
		hexside(a, b, c->features);
	if (c->pontoon)
		pontoon(a, b, SIDE_CSA);
	g->rain = c->rain;
	ck_assert_msg(both_ways(a, b) == c->zoc, "%s", c->name);
}
END_TEST

/* 2.4, 12.0: an all-water hexside, a creek in rain, bar their own
 * hexside only. */
START_TEST(test_2_4_a_hexside_bars_only_itself)
{
	hex_t a = H("0505");

	hexside(a, hex_neighbour(a, DIR_SE), HS_WATER);
	hexside(a, hex_neighbour(a, DIR_N), HS_CREEK);
	g->rain = true;
	ck_assert_int_eq(both_ways(a, hex_neighbour(a, DIR_S)), ZOC_NORMAL);
}
END_TEST

START_TEST(test_2_4_woods_hexside_restricted)
{
	hex_t	a = H("0505"), b = hex_neighbour(a, DIR_N);
	hex_t	c = hex_neighbour(a, DIR_S), n[6];
	int	d;

	terrain(a, T_WOODS);
	hex_neighbours(a, n);
	for (d = 0; d < 6; d++)
		ck_assert_int_eq(both_ways(a, n[d]), ZOC_RESTRICTED);
	terrain(b, T_WOODS);
	ck_assert_int_eq(both_ways(a, b), ZOC_RESTRICTED);
	/* Beyond the woods hex, hexsides are plain again. */
	ck_assert_int_eq(both_ways(c, hex_neighbour(c, DIR_S)), ZOC_NORMAL);
}
END_TEST

START_TEST(test_10_2_enemy_pontoon_carries_zoc_for_both_sides)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_NE);

	hexside(a, b, HS_MINOR_RIVER);
	unit("C", SIDE_CSA, a);
	unit("U", SIDE_USA, b);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, a), ZOC_NONE);
	pontoon(a, b, SIDE_USA);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NORMAL);
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, a), ZOC_NORMAL);
}
END_TEST

START_TEST(test_10_2_destroyed_marker_only_on_its_hexside)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_N);
	hex_t c = hex_neighbour(a, DIR_S);

	hexside(a, b, HS_MAJOR_RIVER | HS_BRIDGE);
	hexside(a, c, HS_MAJOR_RIVER | HS_BRIDGE);
	destroy(a, c);
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	ck_assert_int_eq(both_ways(a, c), ZOC_NONE);
}
END_TEST

START_TEST(test_2_4_strongest_zoc_over_several_units)
{
	hex_t h = H("0505"), n[6];

	hex_neighbours(h, n);
	terrain(n[DIR_N], T_WOODS);
	hexside(h, n[DIR_S], HS_MINOR_RIVER);
	/* None across the river. */
	unit("River", SIDE_CSA, n[DIR_S]);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, h), ZOC_NONE);
	/* Restricted out of the woods outranks none. */
	unit("Woods", SIDE_CSA, n[DIR_N]);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, h), ZOC_RESTRICTED);
	/* Normal outranks restricted, wherever it stands in the ring. */
	unit("Clear", SIDE_CSA, n[DIR_NW]);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, h), ZOC_NORMAL);
	/* The enemy's units do not count. */
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, h), ZOC_NONE);
}
END_TEST

START_TEST(test_2_4_zoc_regardless_of_status)
{
	hex_t		 a = H("0505"), b = hex_neighbour(a, DIR_SE);
	struct unit	*u = unit("A", SIDE_CSA, a);

	u->disorganized = true;
	u->demoralized = 2;
	u->fatigue = 4;
	u->exhausted = true;
	u->manpower = 1;
	u->combat = 1;
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NORMAL);
	u->type = U_WAGON;
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NORMAL);
}
END_TEST

START_TEST(test_dsgn4_units_out_of_play_exert_none)
{
	hex_t		 a = H("0505"), b = hex_neighbour(a, DIR_SE);
	struct unit	*u = unit("A", SIDE_CSA, a);
	struct unit	*w;

	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NORMAL);
	game_place_unit(g, u, HEX_NONE);
	u->status = US_ELIMINATED;
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NONE);
	/* Leaving play is the status, even before the unit is moved out. */
	w = unit("W", SIDE_CSA, a);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NORMAL);
	w->status = US_WITHDRAWN;
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NONE);
}
END_TEST

static bool
undemoralized(const struct game *gg, const struct unit *u, void *arg)
{
	int *calls = arg;

	ck_assert_ptr_eq(gg, g);
	(*calls)++;
	return u->demoralized == 0;
}

START_TEST(test_7_4_zoc_of_units_keeps_only_chosen_units)
{
	hex_t		 h = H("0505"), n[6];
	struct unit	*u;
	int		 calls = 0;

	hex_neighbours(h, n);
	u = unit("D1", SIDE_CSA, n[DIR_N]);
	u->demoralized = 1;
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, h), ZOC_NORMAL);
	ck_assert_int_eq(zoc_of_units(g, SIDE_CSA, h, undemoralized, &calls),
	    ZOC_NONE);
	ck_assert_int_gt(calls, 0);
	/* A kept unit behind a rejected one in the same hex counts. */
	unit("Ok", SIDE_CSA, n[DIR_N]);
	ck_assert_int_eq(zoc_of_units(g, SIDE_CSA, h, undemoralized, &calls),
	    ZOC_NORMAL);
	/* Enemy units are never offered to the filter. */
	new_game(&module_standard);
	calls = 0;
	unit("U", SIDE_USA, n[DIR_S]);
	ck_assert_int_eq(zoc_of_units(g, SIDE_CSA, h, undemoralized, &calls),
	    ZOC_NONE);
	ck_assert_int_eq(calls, 0);
}
END_TEST

/*
 * 7.5 Combat Example: Wagner in 4610; Brown (4611) and Armstrong (4510)
 * occupy or exert ZOC into five of its six adjacent hexes on a clear map,
 * which is what makes them "covered" for the flank attack.
 */
START_TEST(test_7_5_example_five_of_six_hexes_covered)
{
	hex_t	w = H("4610"), n[6];
	int	d, covered = 0;

	unit("Wagner", SIDE_USA, w);
	unit("Brown", SIDE_CSA, H("4611"));
	unit("Armstrong", SIDE_CSA, H("4510"));
	hex_neighbours(w, n);
	for (d = 0; d < 6; d++) {
		if (game_occupied_by(g, n[d], SIDE_CSA) ||
		    zoc_of_side(g, SIDE_CSA, n[d]) != ZOC_NONE)
			covered++;
		else
			ck_assert_uint_eq(n[d], H("4710"));
	}
	ck_assert_int_eq(covered, 5);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, H("4710")), ZOC_NONE);
	/* And Wagner is in both CSA units' ZOC. */
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, w), ZOC_NORMAL);
}
END_TEST

START_TEST(test_2_3_no_zoc_into_off_map_partial_hexes)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_N);

	g->map.off_map = arena_alloc(&g->arena, sizeof(hex_t));
	g->map.off_map[0] = b;
	g->map.noff_map = 1;
	unit("A", SIDE_CSA, a);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, b), ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, hex_neighbour(a, DIR_S)),
	    ZOC_NORMAL);
}
END_TEST

/*
 * 2.4: a unit's ZOC is the six hexes around it; at the map's corner
 * (0101) the hexes off the map are no one's, and the ones on it count.
 */
START_TEST(test_2_4_zoc_at_the_corner)
{
	unit("A", SIDE_CSA, H("0102"));
	unit("U", SIDE_USA, H("1016"));
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, H("0101")), ZOC_NORMAL);
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, H("0101")), ZOC_NONE);
}
END_TEST

/*
 * DESIGN.md section 4, map.terrain: "without it an unlisted hex that a
 * rule needs is an error": game_terrain()'s missing-data error (65),
 * once per hex (game.h); ZOC treat it like clear and add nothing of
 * their own.
 */
START_TEST(test_dsgn4_missing_terrain_reported_once_acts_like_clear)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_N);

	g->map.deflt = T_NONE;
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	ck_assert_int_eq(zoc_across(g, a, b), ZOC_NORMAL);
	ck_assert_int_eq(diag.status, ST_DATA);
	ck_assert_int_eq(diag.count, 2);
	ck_assert_ptr_nonnull(strstr(reported(), "ZOC, 2.4"));
	/* Listed hexes need no default. */
	terrain(H("0909"), T_WOODS);
	terrain(H("0910"), T_CLEAR);
	ck_assert_int_eq(both_ways(H("0909"), H("0910")), ZOC_RESTRICTED);
	ck_assert_int_eq(diag.count, 2);
	diag.count = 0;		/* expected: keep teardown's check quiet */
}
END_TEST

CHECK_SUITE(zoc, setup, teardown, 0,
    CHECK_LOOPS({ test_2_4_10_2_12_0_river_crossings, N(river_cases) },
	{ test_2_4_12_0_zoc_across_a_hexside, N(sides) }))
