/*
 * test_zoc.c — zones of control (2.4), rain (12.0), unfordable rivers
 * (12.0), destroyed and pontoon bridges (10.2).
 *
 * Every game is built by hand on a clear map (map.terrain: clear) in the
 * standard module unless a case says otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "game.h"
#include "games.h"
#include "zoc.h"

static struct diag	 diag;
static char		*diag_text;
static size_t		 diag_len;
static struct game	*g;

static void
new_game(const struct module *m)
{
	if (g != NULL)
		game_free(g);
	g = game_new(&diag, m);
	g->map.deflt = T_CLEAR;
	g->turn = 1;
}

static void
setup(void)
{
	diag_init(&diag, "test_zoc", "<test>");
	diag.out = open_memstream(&diag_text, &diag_len);
	ck_assert_ptr_nonnull(diag.out);
	g = NULL;
	new_game(&module_standard);
}

static void
teardown(void)
{
	int count = diag.count;

	fclose(diag.out);
	free(diag_text);
	diag_text = NULL;
	game_free(g);
	g = NULL;
	/* ZOC add no errors of their own (game.h: missing data only). */
	ck_assert_int_eq(count, 0);
}

static hex_t
H(const char *id)
{
	const char	*why = NULL;
	hex_t		 h;

	ck_assert_msg(hex_parse(&g->module->geo, id, &h, &why) == 0,
	    "%s: %s", id, why != NULL ? why : "?");
	return h;
}

static void
terrain(hex_t h, enum terrain t)
{
	struct hexinfo *x = map_add_hex(&g->arena, &g->map, h);

	ck_assert_ptr_nonnull(x);
	x->terrain = t;
}

static void
hexside(hex_t a, hex_t b, unsigned features)
{
	struct hexsideinfo *x;

	x = map_add_hexside(&g->arena, &g->map, hexside_make(a, b));
	ck_assert_ptr_nonnull(x);
	x->features = features;
}

static struct unit *
unit(const char *name, enum side s, hex_t h)
{
	struct unit *u = game_add_unit(g, name);

	ck_assert_ptr_nonnull(u);
	u->side = s;
	game_place_unit(g, u, h);
	return u;
}

static void
destroy(hex_t a, hex_t b)
{
	hexside_t *p;

	p = arena_alloc(&g->arena, (size_t)(g->markers.ndestroyed + 1) *
	    sizeof(*p));
	if (g->markers.ndestroyed > 0)
		memcpy(p, g->markers.destroyed,
		    (size_t)g->markers.ndestroyed * sizeof(*p));
	p[g->markers.ndestroyed++] = hexside_make(a, b);
	g->markers.destroyed = p;
}

static void
pontoon(hex_t a, hex_t b, enum side owner)
{
	struct pontoon *p;

	p = arena_alloc(&g->arena, (size_t)(g->markers.npontoons + 1) *
	    sizeof(*p));
	if (g->markers.npontoons > 0)
		memcpy(p, g->markers.pontoons,
		    (size_t)g->markers.npontoons * sizeof(*p));
	p[g->markers.npontoons].hexside = hexside_make(a, b);
	p[g->markers.npontoons].owner = owner;
	g->markers.npontoons++;
	g->markers.pontoons = p;
}

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
	for (i = 0; i < sizeof(roads) / sizeof(roads[0]); i++) {
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

START_TEST(test_2_4_mountain_to_swamp_with_trail)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_SW);

	terrain(a, T_MOUNTAIN);
	terrain(b, T_SWAMP);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	hexside(a, b, HS_TRAIL);
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
}
END_TEST

START_TEST(test_12_0_provisional_swamp_is_swamp_only_in_rain)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_NW);
	hex_t c = hex_neighbour(a, DIR_NE);

	terrain(a, T_PROVISIONAL_SWAMP);
	hexside(a, c, HS_PIKE);
	/* 6.2: rough otherwise, and rough does not stop ZOC. */
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	ck_assert_int_eq(both_ways(a, c), ZOC_NORMAL);
	g->rain = true;
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	ck_assert_int_eq(both_ways(a, c), ZOC_NORMAL);
}
END_TEST

START_TEST(test_2_4_rough_hill_rolling_city_do_not_stop_zoc)
{
	static const enum terrain open[] = {
		T_CLEAR, T_ROLLING, T_ROUGH, T_CITY, T_HILL
	};
	hex_t		a = H("0505"), b = hex_neighbour(a, DIR_S);
	unsigned	i;

	for (i = 0; i < sizeof(open) / sizeof(open[0]); i++) {
		new_game(&module_standard);
		terrain(a, open[i]);
		ck_assert_msg(both_ways(a, b) == ZOC_NORMAL, "%s",
		    terrain_name(open[i]));
	}
}
END_TEST

START_TEST(test_2_4_all_water_hexside_blocks)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_SE);

	hexside(a, b, HS_WATER);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	g->rain = true;
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	/* Only that hexside. */
	ck_assert_int_eq(both_ways(a, hex_neighbour(a, DIR_S)), ZOC_NORMAL);
}
END_TEST

START_TEST(test_12_0_rain_creek_without_road_blocks)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_N);

	hexside(a, b, HS_CREEK);
	/* 6.2: "Creek hexsides do not affect movement" in fair weather. */
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	g->rain = true;
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	ck_assert_int_eq(both_ways(a, hex_neighbour(a, DIR_S)), ZOC_NORMAL);
}
END_TEST

START_TEST(test_12_0_rain_creek_with_road_pike_rr_or_trail)
{
	hex_t		a = H("0505"), b = hex_neighbour(a, DIR_N);
	unsigned	i;

	for (i = 0; i < sizeof(roads) / sizeof(roads[0]); i++) {
		new_game(&module_standard);
		g->rain = true;
		hexside(a, b, HS_CREEK | roads[i]);
		ck_assert_msg(both_ways(a, b) == ZOC_NORMAL, "%s",
		    hexside_feature_name(roads[i]));
	}
}
END_TEST

START_TEST(test_12_0_rain_creek_with_city_hex_on_either_side)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_N);

	g->rain = true;
	hexside(a, b, HS_CREEK);
	terrain(a, T_CITY);
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	new_game(&module_standard);
	g->rain = true;
	hexside(a, b, HS_CREEK);
	terrain(b, T_CITY);
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
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

START_TEST(test_2_4_loess_hexside_restricted)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_SW);

	terrain(b, T_LOESS);
	ck_assert_int_eq(both_ways(a, b), ZOC_RESTRICTED);
	terrain(a, T_WOODS);
	ck_assert_int_eq(both_ways(a, b), ZOC_RESTRICTED);
}
END_TEST

START_TEST(test_2_4_road_makes_woods_and_loess_normal)
{
	static const enum terrain restricting[] = { T_WOODS, T_LOESS };
	hex_t		a = H("0505"), b = hex_neighbour(a, DIR_NE);
	unsigned	i, t;

	for (t = 0; t < 2; t++) {
		for (i = 0; i < sizeof(roads) / sizeof(roads[0]); i++) {
			new_game(&module_standard);
			terrain(a, restricting[t]);
			hexside(a, b, roads[i]);
			ck_assert_msg(both_ways(a, b) == ZOC_NORMAL, "%s %s",
			    terrain_name(restricting[t]),
			    hexside_feature_name(roads[i]));
		}
	}
}
END_TEST

START_TEST(test_2_4_woods_with_river_combinations)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_SE);

	terrain(a, T_WOODS);
	hexside(a, b, HS_MINOR_RIVER);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	new_game(&module_standard);
	terrain(a, T_WOODS);
	hexside(a, b, HS_MINOR_RIVER | HS_FORD);
	ck_assert_int_eq(both_ways(a, b), ZOC_RESTRICTED);
	g->rain = true;
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	new_game(&module_standard);
	terrain(a, T_WOODS);
	hexside(a, b, HS_MAJOR_RIVER | HS_BRIDGE | HS_ROAD);
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	/* 10.2: a pontoon bridge is no road: the hexside stays woods. */
	new_game(&module_standard);
	terrain(b, T_WOODS);
	hexside(a, b, HS_MAJOR_RIVER);
	pontoon(a, b, SIDE_CSA);
	ck_assert_int_eq(both_ways(a, b), ZOC_RESTRICTED);
}
END_TEST

START_TEST(test_2_4_mountain_beats_woods_and_river_beats_road)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_NW);

	terrain(a, T_MOUNTAIN);
	terrain(b, T_WOODS);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	hexside(a, b, HS_TRAIL);
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	new_game(&module_standard);
	terrain(a, T_MOUNTAIN);
	hexside(a, b, HS_MAJOR_RIVER | HS_TRAIL);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	new_game(&module_standard);
	terrain(a, T_MOUNTAIN);
	hexside(a, b, HS_MAJOR_RIVER | HS_FERRY | HS_TRAIL);
	g->rain = true;
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
}
END_TEST

START_TEST(test_12_0_rain_combinations)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_S);

	/* A creek into a city in rain is open; the woods still restrict. */
	g->rain = true;
	terrain(a, T_CITY);
	terrain(b, T_WOODS);
	hexside(a, b, HS_CREEK);
	ck_assert_int_eq(both_ways(a, b), ZOC_RESTRICTED);
	/* A provisional swamp behind a creek with a trail: the trail opens
	 * both the swamp and the creek. */
	new_game(&module_standard);
	g->rain = true;
	terrain(a, T_PROVISIONAL_SWAMP);
	hexside(a, b, HS_CREEK | HS_TRAIL);
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	/* A city does not open a swamp. */
	new_game(&module_standard);
	g->rain = true;
	terrain(a, T_PROVISIONAL_SWAMP);
	terrain(b, T_CITY);
	hexside(a, b, HS_CREEK);
	ck_assert_int_eq(both_ways(a, b), ZOC_NONE);
	/* Rain and a major ferry in woods: restricted, not closed. */
	new_game(&module_standard);
	g->rain = true;
	terrain(b, T_WOODS);
	hexside(a, b, HS_MAJOR_RIVER | HS_FERRY);
	ck_assert_int_eq(both_ways(a, b), ZOC_RESTRICTED);
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
 * game.h: an unlisted hex with no map.terrain default is game_terrain()'s
 * missing-data error (65), once per hex; ZOC treat it like clear and add
 * nothing of their own.
 */
START_TEST(test_game_h_missing_terrain_reported_once_acts_like_clear)
{
	hex_t a = H("0505"), b = hex_neighbour(a, DIR_N);

	g->map.deflt = T_NONE;
	ck_assert_int_eq(both_ways(a, b), ZOC_NORMAL);
	ck_assert_int_eq(zoc_across(g, a, b), ZOC_NORMAL);
	ck_assert_int_eq(diag.status, ST_DATA);
	ck_assert_int_eq(diag.count, 2);
	fflush(diag.out);
	ck_assert_ptr_nonnull(strstr(diag_text, "ZOC, 2.4"));
	/* Listed hexes need no default. */
	terrain(H("0909"), T_WOODS);
	terrain(H("0910"), T_CLEAR);
	ck_assert_int_eq(both_ways(H("0909"), H("0910")), ZOC_RESTRICTED);
	ck_assert_int_eq(diag.count, 2);
	diag.count = 0;		/* expected: keep teardown's check quiet */
}
END_TEST

static Suite *
zoc_suite(void)
{
	Suite	*s = suite_create("zoc");
	TCase	*tc = tcase_create("zoc");
	int	 n = (int)(sizeof(river_cases) / sizeof(river_cases[0]));

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_loop_test(tc, test_2_4_10_2_12_0_river_crossings, 0, n);
	tcase_add_test(tc, test_2_4_every_adjacent_hex_and_no_other);
	tcase_add_test(tc,
	    test_2_4_unit_exerts_into_neighbours_not_its_own_hex);
	tcase_add_test(tc, test_2_4_zoc_of_side_counts_that_side_only);
	tcase_add_test(tc, test_2_4_mountain_into_and_out_of_only_by_road);
	tcase_add_test(tc, test_2_4_swamp_into_and_out_of_only_by_road);
	tcase_add_test(tc, test_2_4_mountain_to_swamp_with_trail);
	tcase_add_test(tc, test_12_0_provisional_swamp_is_swamp_only_in_rain);
	tcase_add_test(tc, test_2_4_rough_hill_rolling_city_do_not_stop_zoc);
	tcase_add_test(tc, test_2_4_all_water_hexside_blocks);
	tcase_add_test(tc, test_12_0_rain_creek_without_road_blocks);
	tcase_add_test(tc, test_12_0_rain_creek_with_road_pike_rr_or_trail);
	tcase_add_test(tc, test_12_0_rain_creek_with_city_hex_on_either_side);
	tcase_add_test(tc, test_2_4_woods_hexside_restricted);
	tcase_add_test(tc, test_2_4_loess_hexside_restricted);
	tcase_add_test(tc, test_2_4_road_makes_woods_and_loess_normal);
	tcase_add_test(tc, test_2_4_woods_with_river_combinations);
	tcase_add_test(tc, test_2_4_mountain_beats_woods_and_river_beats_road);
	tcase_add_test(tc, test_12_0_rain_combinations);
	tcase_add_test(tc, test_10_2_enemy_pontoon_carries_zoc_for_both_sides);
	tcase_add_test(tc, test_10_2_destroyed_marker_only_on_its_hexside);
	tcase_add_test(tc, test_2_4_strongest_zoc_over_several_units);
	tcase_add_test(tc, test_2_4_zoc_regardless_of_status);
	tcase_add_test(tc, test_dsgn4_units_out_of_play_exert_none);
	tcase_add_test(tc, test_7_4_zoc_of_units_keeps_only_chosen_units);
	tcase_add_test(tc, test_7_5_example_five_of_six_hexes_covered);
	tcase_add_test(tc, test_2_3_no_zoc_into_off_map_partial_hexes);
	tcase_add_test(tc,
	    test_game_h_missing_terrain_reported_once_acts_like_clear);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(zoc_suite)
