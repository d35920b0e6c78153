/*
 * test_passage.c — whether a hexside may be crossed now, by what, and why
 * not, for each use (2.4, 6.2, 7.1, 7.4, 7.6, 10.2, 12.0).  The exact
 * refusal texts are also pinned by the golden cases; the table of every
 * river crossing for ZOC is in test_zoc.c.
 *
 * Every game is built by hand on a clear map (map.terrain: clear) in the
 * standard module unless a case says otherwise; units cross from A (0505)
 * into B, its neighbour to the north (0504).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "game.h"
#include "games.h"
#include "passage.h"

static struct diag	 diag;
static char		*diag_text;
static size_t		 diag_len;
static struct game	*g;
static hex_t		 A, B;

static void
new_game(const struct module *m)
{
	const char *why = NULL;

	if (g != NULL)
		game_free(g);
	g = game_new(&diag, m);
	g->map.deflt = T_CLEAR;
	g->turn = 1;
	ck_assert_int_eq(hex_parse(&g->module->geo, m == &module_siv ?
	    "S0505" : "0505", &A, &why), 0);
	B = hex_neighbour(A, DIR_N);
}

static void
setup(void)
{
	diag_init(&diag, "test_passage", "<test>");
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
	/* Passages add no errors of their own (game.h: missing data only). */
	ck_assert_int_eq(count, 0);
}

/* Set, or set again, a hex's terrain. */
static void
terrain(hex_t h, enum terrain t)
{
	struct hexinfo *x = (struct hexinfo *)map_hex(&g->map, h);

	if (x == NULL)
		x = map_add_hex(&g->arena, &g->map, h);
	ck_assert_ptr_nonnull(x);
	x->terrain = t;
}

/* Set, or set again, the features of the hexside A|B. */
static void
hexside(unsigned features)
{
	struct hexsideinfo *x;

	x = (struct hexsideinfo *)map_hexside_info(&g->map, A, B);
	if (x == NULL)
		x = map_add_hexside(&g->arena, &g->map, hexside_make(A, B));
	ck_assert_ptr_nonnull(x);
	x->features = features;
}

static void
destroy(void)
{
	g->markers.destroyed = arena_alloc(&g->arena, sizeof(hexside_t));
	g->markers.destroyed[0] = hexside_make(B, A);
	g->markers.ndestroyed = 1;
}

static void
pontoon(enum side owner)
{
	g->markers.pontoons = arena_alloc(&g->arena, sizeof(struct pontoon));
	memset(g->markers.pontoons, 0, sizeof(struct pontoon));
	g->markers.pontoons[0].hexside = hexside_make(A, B);
	g->markers.pontoons[0].owner = owner;
	g->markers.npontoons = 1;
}

/* From A into B, by a unit (or ZOC) of side s. */
static struct passage
across(enum side s, enum passage_use use)
{
	struct passage	p;
	bool		ok = passage_across(g, A, B, s, use, &p);

	ck_assert(ok == p.possible);
	ck_assert(p.possible == (p.bars == 0));
	ck_assert(p.possible == (p.bar == 0));
	ck_assert(p.bar == 0 || (p.bars & p.bar) != 0);
	return p;
}

static bool
may(enum side s, enum passage_use use)
{
	return across(s, use).possible;
}

static const enum passage_use every_use[] = {
	PASS_ZOC, PASS_MARCH, PASS_ATTACK, PASS_FLANK, PASS_RETREAT
};
#define NUSES	(sizeof(every_use) / sizeof(every_use[0]))

START_TEST(test_2_4_open_hexside_every_use_by_land)
{
	struct passage	p;
	unsigned	i;

	for (i = 0; i < NUSES; i++) {
		p = across(SIDE_CSA, every_use[i]);
		ck_assert(p.possible);
		ck_assert_int_eq(p.by, BY_LAND);
		ck_assert_ptr_null(p.why);
		ck_assert(!p.restricted);
		ck_assert_int_eq(p.terrain_from, T_CLEAR);
		ck_assert_int_eq(p.terrain_to, T_CLEAR);
	}
}
END_TEST

START_TEST(test_12_0_rain_no_attack_across_ford)
{
	struct passage p;

	hexside(HS_MINOR_RIVER | HS_FORD);
	ck_assert(may(SIDE_CSA, PASS_ATTACK));
	ck_assert_int_eq(across(SIDE_CSA, PASS_ATTACK).by, BY_FORD);
	g->rain = true;
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert(!p.possible);
	ck_assert_int_eq(p.bar, PB_RAIN_FORD);
	ck_assert_int_eq(p.by, BY_NONE);
	ck_assert_str_eq(p.why, "in rain no attack crosses a ford or a "
	    "destroyed bridge or ferry (12.0)");
}
END_TEST

START_TEST(test_12_0_rain_no_march_retreat_or_zoc_across_ford)
{
	struct passage p;

	hexside(HS_MAJOR_RIVER | HS_FORD | HS_ROAD);
	g->rain = true;
	p = across(SIDE_USA, PASS_RETREAT);
	ck_assert_int_eq(p.bar, PB_RAIN_FORD);
	ck_assert_str_eq(p.why, "no retreat crosses a ford in rain (7.6, "
	    "12.0)");
	p = across(SIDE_USA, PASS_MARCH);
	ck_assert_int_eq(p.bar, PB_RAIN_FORD);
	ck_assert_ptr_nonnull(p.why);
	p = across(SIDE_USA, PASS_ZOC);
	ck_assert_int_eq(p.bar, PB_RAIN_FORD);
	ck_assert_ptr_null(p.why);
}
END_TEST

/* 7.4 (d) names fords over unfordable rivers and creeks in rain, not
 * fords in rain: the ford still joins the hexes. */
START_TEST(test_7_4_d_rain_leaves_a_ford_uncovered)
{
	hexside(HS_MINOR_RIVER | HS_FORD);
	g->rain = true;
	ck_assert(may(SIDE_CSA, PASS_FLANK));
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).by, BY_FORD);
}
END_TEST

START_TEST(test_7_4_d_unfordable_ford_covers)
{
	struct passage p;

	hexside(HS_MINOR_RIVER | HS_FORD);
	g->unfordable_minor = 2;
	p = across(SIDE_CSA, PASS_FLANK);
	ck_assert(!p.possible);
	ck_assert_int_eq(p.bars, PB_UNFORDABLE);
	ck_assert_ptr_null(p.why);
	/* In rain too: the ford is still over an unfordable river. */
	g->rain = true;
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).bars, PB_UNFORDABLE);
	/* Unfordable minor rivers leave major ones fordable. */
	new_game(&module_standard);
	hexside(HS_MAJOR_RIVER | HS_FORD);
	g->unfordable_minor = 2;
	ck_assert(may(SIDE_CSA, PASS_FLANK));
}
END_TEST

START_TEST(test_12_0_unfordable_attack_names_the_river)
{
	struct passage p;

	hexside(HS_MINOR_RIVER | HS_FORD);
	g->unfordable_minor = 1;
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bar, PB_UNFORDABLE);
	ck_assert_str_eq(p.why, "the minor river is unfordable this turn "
	    "(12.0)");
	ck_assert_str_eq(across(SIDE_CSA, PASS_RETREAT).why, "the river is "
	    "unfordable this turn (12.0)");
	new_game(&module_standard);
	hexside(HS_MAJOR_RIVER | HS_FORD);
	g->unfordable_major = 1;
	ck_assert_str_eq(across(SIDE_CSA, PASS_ATTACK).why, "the major river "
	    "is unfordable this turn (12.0)");
	/* 12.0: the marker's box is the last unfordable turn. */
	g->turn = 2;
	ck_assert(may(SIDE_CSA, PASS_ATTACK));
}
END_TEST

START_TEST(test_10_2_own_pontoon_crossed_enemy_not)
{
	static const enum passage_use units[] = {
		PASS_MARCH, PASS_ATTACK, PASS_RETREAT
	};
	struct passage	p;
	unsigned	i;

	hexside(HS_MINOR_RIVER);
	pontoon(SIDE_USA);
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		p = across(SIDE_USA, units[i]);
		ck_assert(p.possible);
		ck_assert_int_eq(p.by, BY_PONTOON);
		p = across(SIDE_CSA, units[i]);
		ck_assert_int_eq(p.bars, PB_ENEMY_PONTOON);
		ck_assert_ptr_nonnull(p.why);
	}
	ck_assert_str_eq(across(SIDE_CSA, PASS_ATTACK).why, "the only bridge "
	    "is the enemy's pontoon bridge, which may not be attacked across "
	    "(10.2)");
	ck_assert_str_eq(across(SIDE_CSA, PASS_RETREAT).why, "the enemy's "
	    "pontoon bridge may not be crossed (10.2)");
	/* 10.2: ZOC cross it whoever built it; 7.4 (d): a bridge. */
	ck_assert_int_eq(across(SIDE_CSA, PASS_ZOC).by, BY_PONTOON);
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).by, BY_PONTOON);
}
END_TEST

/* 10.2: a pontoon bridge serves in rain and while the river is
 * unfordable, over a ford it closes. */
START_TEST(test_10_2_pontoon_in_rain_and_unfordable)
{
	hexside(HS_MINOR_RIVER | HS_FORD);
	pontoon(SIDE_CSA);
	g->rain = true;
	g->unfordable_minor = 3;
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_PONTOON);
	ck_assert_int_eq(across(SIDE_USA, PASS_MARCH).bar, PB_RAIN_FORD);
}
END_TEST

START_TEST(test_10_2_destroyed_minor_bridge_leaves_a_ford)
{
	hexside(HS_MINOR_RIVER | HS_BRIDGE);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_BRIDGE);
	destroy();
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_FORD);
	/* 12.0: a ford like any other, closed in rain. */
	g->rain = true;
	ck_assert_int_eq(across(SIDE_CSA, PASS_ATTACK).bar, PB_RAIN_FORD);
}
END_TEST

START_TEST(test_10_2_destroyed_major_bridge_or_ferry_leaves_nothing)
{
	struct passage p;

	hexside(HS_MAJOR_RIVER | HS_BRIDGE);
	destroy();
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bars, PB_DESTROYED);
	ck_assert_str_eq(p.why, "the bridge is destroyed and leaves no ford "
	    "on a major river (10.2)");
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).bars, PB_DESTROYED);
	ck_assert_int_eq(across(SIDE_CSA, PASS_ZOC).bars, PB_DESTROYED);
	new_game(&module_standard);
	hexside(HS_MAJOR_RIVER | HS_FERRY);
	destroy();
	ck_assert_str_eq(across(SIDE_CSA, PASS_ATTACK).why, "the ferry is "
	    "destroyed and leaves no ford on a major river (10.2)");
	ck_assert_str_eq(across(SIDE_CSA, PASS_RETREAT).why, "the bridge or "
	    "ferry is destroyed and leaves no ford on a major river (10.2)");
}
END_TEST

/* 10.2: "If Snicker's Ferry or Berry's Ferry ... are destroyed, a ford is
 * considered to exist across that hexside." */
START_TEST(test_10_2_siv_destroyed_major_ferry_leaves_a_ford)
{
	new_game(&module_siv);
	hexside(HS_MAJOR_RIVER | HS_FERRY);
	destroy();
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).by, BY_FORD);
	new_game(&module_siv);
	hexside(HS_MAJOR_RIVER | HS_BRIDGE);
	destroy();
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).bar, PB_DESTROYED);
}
END_TEST

/* 6.2: "Dams are indestructible bridges"; 12.0: they serve in rain and
 * while the river is unfordable. */
START_TEST(test_6_2_dam_is_an_indestructible_bridge)
{
	unsigned i;

	hexside(HS_MAJOR_RIVER | HS_DAM);
	destroy();
	g->rain = true;
	g->unfordable_major = 3;
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_USA, every_use[i]).by, BY_DAM);
	/* 10.2: an indestructible bridge ignores a Destroyed marker. */
	new_game(&module_standard);
	hexside(HS_MAJOR_RIVER | HS_BRIDGE | HS_INDESTRUCTIBLE);
	destroy();
	ck_assert_int_eq(across(SIDE_USA, PASS_RETREAT).by, BY_BRIDGE);
}
END_TEST

/* 6.2: a ferry may cost an MP penalty, a ford does not: the ford is named
 * while it may be used, the ferry in rain. */
START_TEST(test_6_2_ford_before_ferry_bridge_before_both)
{
	hexside(HS_MINOR_RIVER | HS_FERRY | HS_FORD);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_FORD);
	g->rain = true;
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_FERRY);
	new_game(&module_standard);
	hexside(HS_MINOR_RIVER | HS_BRIDGE | HS_FORD | HS_FERRY);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_BRIDGE);
}
END_TEST

START_TEST(test_2_4_6_2_7_1_7_6_river_without_crossing)
{
	struct passage	p;
	unsigned	i;

	/* A road alone does not cross a river. */
	hexside(HS_MINOR_RIVER | HS_ROAD);
	for (i = 0; i < NUSES; i++) {
		p = across(SIDE_CSA, every_use[i]);
		ck_assert_int_eq(p.bars, PB_NO_CROSSING);
		ck_assert_int_eq(p.by, BY_NONE);
	}
	ck_assert_str_eq(across(SIDE_CSA, PASS_ATTACK).why, "no bridge, dam, "
	    "ferry or ford connects the hexes (7.1)");
	ck_assert_str_eq(across(SIDE_CSA, PASS_RETREAT).why, "a river crossed "
	    "only at a bridge, dam, ferry or ford (7.6)");
}
END_TEST

/* 6.2: swamps "except across a hexside crossed by a road, pike, or RR";
 * 2.4, 7.1, 7.4 (c) and 7.6 count a trail too. */
START_TEST(test_6_2_trail_opens_a_mountain_not_a_swamp_to_a_march)
{
	struct passage	p;
	unsigned	i;

	terrain(B, T_SWAMP);
	hexside(HS_TRAIL);
	p = across(SIDE_CSA, PASS_MARCH);
	ck_assert_int_eq(p.bars, PB_ROADBOUND);
	ck_assert(p.roadbound_to);
	ck_assert_ptr_nonnull(p.why);
	for (i = 0; i < NUSES; i++)
		if (every_use[i] != PASS_MARCH)
			ck_assert(may(SIDE_CSA, every_use[i]));
	terrain(B, T_MOUNTAIN);
	ck_assert(may(SIDE_CSA, PASS_MARCH));
	/* Out of a mountain by trail into a swamp: the swamp bars it. */
	terrain(A, T_MOUNTAIN);
	terrain(B, T_SWAMP);
	ck_assert(across(SIDE_CSA, PASS_MARCH).roadbound_to);
	hexside(HS_RAILROAD);
	ck_assert(may(SIDE_CSA, PASS_MARCH));
}
END_TEST

START_TEST(test_7_1_mountain_or_swamp_names_the_hex)
{
	struct passage	p;
	unsigned	i;

	terrain(A, T_MOUNTAIN);
	for (i = 0; i < NUSES; i++) {
		p = across(SIDE_CSA, every_use[i]);
		ck_assert_int_eq(p.bars, PB_ROADBOUND);
		ck_assert(!p.roadbound_to);
	}
	/* The attacker's refusal names him: combat_attack.c words it. */
	ck_assert_ptr_null(across(SIDE_CSA, PASS_ATTACK).why);
	ck_assert_str_eq(across(SIDE_CSA, PASS_RETREAT).why, "a mountain or "
	    "swamp hex, entered or left only by road, pike, trail or RR "
	    "(7.6)");
	terrain(B, T_SWAMP);
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert(p.roadbound_to);
	ck_assert_int_eq(p.terrain_to, T_SWAMP);
	ck_assert_int_eq(p.terrain_from, T_MOUNTAIN);
}
END_TEST

START_TEST(test_12_0_provisional_swamp_bars_only_in_rain)
{
	terrain(B, T_PROVISIONAL_SWAMP);
	ck_assert(may(SIDE_CSA, PASS_MARCH));
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).terrain_to, T_ROUGH);
	g->rain = true;
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).bars, PB_ROADBOUND);
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).bars, PB_ROADBOUND);
}
END_TEST

/* 12.0: "Units may always cross a creek hexside if at least one of the
 * two hexes joined by that hexside is a city hex"; 7.4 (d) has no such
 * exception. */
START_TEST(test_12_0_city_opens_a_creek_but_not_for_7_4_d)
{
	unsigned i;

	hexside(HS_CREEK);
	for (i = 0; i < NUSES; i++)
		ck_assert(may(SIDE_CSA, every_use[i]));
	g->rain = true;
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_CSA, every_use[i]).bars,
		    PB_CREEK);
	ck_assert_str_eq(across(SIDE_CSA, PASS_ATTACK).why, "in rain no "
	    "attack crosses a creek without a road, pike, trail or RR "
	    "(12.0)");
	terrain(B, T_CITY);
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_CSA, every_use[i]).bars,
		    every_use[i] == PASS_FLANK ? PB_CREEK : 0);
	hexside(HS_CREEK | HS_TRAIL);
	terrain(B, T_CLEAR);
	for (i = 0; i < NUSES; i++)
		ck_assert(may(SIDE_CSA, every_use[i]));
}
END_TEST

/* 2.4: "ZOC do not extend across all-water hexsides"; 7.4 names no
 * water. */
START_TEST(test_2_4_all_water_hexside_bars_all_but_flank)
{
	unsigned i;

	hexside(HS_WATER);
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_CSA, every_use[i]).bars,
		    every_use[i] == PASS_FLANK ? 0 : PB_WATER);
	ck_assert_str_eq(across(SIDE_CSA, PASS_ATTACK).why, "the hexside is "
	    "all water (2.4, 6.2)");
	ck_assert_str_eq(across(SIDE_CSA, PASS_RETREAT).why, "water (6.2)");
}
END_TEST

/* 6.2: "Units may not enter water hexes." */
START_TEST(test_6_2_water_hex_not_entered_by_march_or_retreat)
{
	terrain(B, T_WATER);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).bars, PB_WATER);
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).bars, PB_WATER);
	/* Left, it is not entered. */
	terrain(B, T_CLEAR);
	terrain(A, T_WATER);
	ck_assert(may(SIDE_CSA, PASS_RETREAT));
}
END_TEST

/* 7.1: across a woods or loess hexside only from the hex the unit started
 * its action in, or along a road, pike, RR or trail; 2.4: a restricted
 * ZOC. */
START_TEST(test_7_1_woods_attack_only_from_the_start_hex)
{
	struct passage p;

	terrain(B, T_WOODS);
	/* A standalone attack: no action, so no restriction. */
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert(p.possible);
	ck_assert(p.restricted);
	ck_assert(across(SIDE_CSA, PASS_ZOC).restricted);
	g->has_action = true;
	g->march.start = A;
	ck_assert(may(SIDE_CSA, PASS_ATTACK));
	g->march.start = hex_neighbour(A, DIR_S);
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bars, PB_WOODS);
	ck_assert_ptr_null(p.why);
	ck_assert(p.features & HSX_WOODS);
	/* Only attacks mind it. */
	ck_assert(may(SIDE_CSA, PASS_MARCH));
	ck_assert(may(SIDE_CSA, PASS_RETREAT));
	hexside(HS_ROAD);
	ck_assert(may(SIDE_CSA, PASS_ATTACK));
	ck_assert(!across(SIDE_CSA, PASS_ZOC).restricted);
}
END_TEST

/* Several bars: each use names the one its rule states first, as the
 * golden cases pin. */
START_TEST(test_each_use_names_its_first_bar)
{
	struct passage p;

	hexside(HS_MINOR_RIVER | HS_WATER | HS_CREEK);
	terrain(B, T_SWAMP);
	g->rain = true;
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bars, PB_NO_CROSSING | PB_WATER | PB_ROADBOUND |
	    PB_CREEK);
	ck_assert_int_eq(p.bar, PB_NO_CROSSING);
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).bar, PB_WATER);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).bar, PB_WATER);
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).bar, PB_ROADBOUND);
	hexside(HS_CREEK);
	terrain(B, T_CLEAR);
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).bar, PB_CREEK);
}
END_TEST

/*
 * game.h: an unlisted hex with no map.terrain default is the missing-data
 * error, naming the use's rule.  ZOC look at terrain only where the water
 * and the river let them across.
 */
START_TEST(test_game_h_missing_terrain_only_where_needed)
{
	struct passage p;

	g->map.deflt = T_NONE;
	hexside(HS_MINOR_RIVER);
	p = across(SIDE_CSA, PASS_ZOC);
	ck_assert_int_eq(p.bars, PB_NO_CROSSING);
	ck_assert_int_eq(p.terrain_to, T_NONE);
	ck_assert_int_eq(diag.count, 0);
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bars, PB_NO_CROSSING);
	ck_assert_int_eq(diag.status, ST_DATA);
	ck_assert_int_eq(diag.count, 2);
	fflush(diag.out);
	ck_assert_ptr_nonnull(strstr(diag_text, "(needed by 7.1 attacks)"));
	diag.count = 0;		/* expected: keep teardown's check quiet */
}
END_TEST

START_TEST(test_passage_river_alone)
{
	enum passage_by by;

	g->map.deflt = T_NONE;
	ck_assert_uint_eq(passage_river(g, A, B, SIDE_CSA, PASS_MARCH, &by),
	    0);
	ck_assert_int_eq(by, BY_LAND);
	hexside(HS_MAJOR_RIVER | HS_FORD);
	g->rain = true;
	ck_assert_uint_eq(passage_river(g, A, B, SIDE_CSA, PASS_MARCH, &by),
	    PB_RAIN_FORD);
	ck_assert_int_eq(by, BY_NONE);
	ck_assert_uint_eq(passage_river(g, A, B, SIDE_CSA, PASS_FLANK, NULL),
	    0);
	/* No terrain was looked up. */
	ck_assert_int_eq(diag.count, 0);
}
END_TEST

static Suite *
passage_suite(void)
{
	Suite	*s = suite_create("passage");
	TCase	*tc = tcase_create("passage");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_2_4_open_hexside_every_use_by_land);
	tcase_add_test(tc, test_12_0_rain_no_attack_across_ford);
	tcase_add_test(tc, test_12_0_rain_no_march_retreat_or_zoc_across_ford);
	tcase_add_test(tc, test_7_4_d_rain_leaves_a_ford_uncovered);
	tcase_add_test(tc, test_7_4_d_unfordable_ford_covers);
	tcase_add_test(tc, test_12_0_unfordable_attack_names_the_river);
	tcase_add_test(tc, test_10_2_own_pontoon_crossed_enemy_not);
	tcase_add_test(tc, test_10_2_pontoon_in_rain_and_unfordable);
	tcase_add_test(tc, test_10_2_destroyed_minor_bridge_leaves_a_ford);
	tcase_add_test(tc,
	    test_10_2_destroyed_major_bridge_or_ferry_leaves_nothing);
	tcase_add_test(tc, test_10_2_siv_destroyed_major_ferry_leaves_a_ford);
	tcase_add_test(tc, test_6_2_dam_is_an_indestructible_bridge);
	tcase_add_test(tc, test_6_2_ford_before_ferry_bridge_before_both);
	tcase_add_test(tc, test_2_4_6_2_7_1_7_6_river_without_crossing);
	tcase_add_test(tc,
	    test_6_2_trail_opens_a_mountain_not_a_swamp_to_a_march);
	tcase_add_test(tc, test_7_1_mountain_or_swamp_names_the_hex);
	tcase_add_test(tc, test_12_0_provisional_swamp_bars_only_in_rain);
	tcase_add_test(tc, test_12_0_city_opens_a_creek_but_not_for_7_4_d);
	tcase_add_test(tc, test_2_4_all_water_hexside_bars_all_but_flank);
	tcase_add_test(tc, test_6_2_water_hex_not_entered_by_march_or_retreat);
	tcase_add_test(tc, test_7_1_woods_attack_only_from_the_start_hex);
	tcase_add_test(tc, test_each_use_names_its_first_bar);
	tcase_add_test(tc, test_game_h_missing_terrain_only_where_needed);
	tcase_add_test(tc, test_passage_river_alone);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(passage_suite)
