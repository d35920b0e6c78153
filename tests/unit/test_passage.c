/*
 * test_passage.c — whether a hexside may be crossed now, by what, and why
 * not, for each use (2.4, 6.2, 7.1, 7.4, 7.6, 10.2, 12.0).  The exact
 * refusal texts are also pinned by the golden cases; the table of every
 * river crossing for ZOC is in test_zoc.c.
 *
 * Every game is built by hand (testmap.h) on a clear map in the
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
#include "testmap.h"

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
#define NUSES	nitems(every_use)

/*
 * DESIGN.md section 5: a refusal's message cites the rule.  The words
 * of each use's refusal, one line a case: the hexside A|B's features,
 * A's terrain, rain, the Unfordable markers' boxes (turn 1), a
 * Destroyed marker, the Union's pontoon bridge; the side and its use.
 */
static const struct words {
	enum passage_use use;
	enum side	 side;
	unsigned	 features;
	enum terrain	 ta;		/* T_NONE: clear */
	bool		 rain;
	int		 unf_minor, unf_major;
	bool		 destroyed, pontoon;
	const char	*why;
} words[] = {
	/* 12.0: no fords in rain, nor over an unfordable river. */
	{ PASS_ATTACK, SIDE_CSA, HS_MINOR_RIVER | HS_FORD, T_NONE, true, 0, 0,
	    false, false, "in rain no attack crosses a ford or a destroyed "
	    "bridge or ferry (12.0)" },
	{ PASS_RETREAT, SIDE_USA, HS_MAJOR_RIVER | HS_FORD | HS_ROAD, T_NONE,
	    true, 0, 0, false, false, "no retreat crosses a ford in rain "
	    "(7.6, 12.0)" },
	{ PASS_ATTACK, SIDE_CSA, HS_MINOR_RIVER | HS_FORD, T_NONE, false, 1,
	    0, false, false, "the minor river is unfordable this turn "
	    "(12.0)" },
	{ PASS_RETREAT, SIDE_CSA, HS_MINOR_RIVER | HS_FORD, T_NONE, false, 1,
	    0, false, false, "the river is unfordable this turn (12.0)" },
	{ PASS_ATTACK, SIDE_CSA, HS_MAJOR_RIVER | HS_FORD, T_NONE, false, 0,
	    1, false, false, "the major river is unfordable this turn "
	    "(12.0)" },
	/* 10.2: the enemy's pontoon bridge; a destroyed bridge or ferry
	 * over a major river. */
	{ PASS_ATTACK, SIDE_CSA, HS_MINOR_RIVER, T_NONE, false, 0, 0, false,
	    true, "the only bridge is the enemy's pontoon bridge, which may "
	    "not be attacked across (10.2)" },
	{ PASS_RETREAT, SIDE_CSA, HS_MINOR_RIVER, T_NONE, false, 0, 0, false,
	    true, "the enemy's pontoon bridge may not be crossed (10.2)" },
	{ PASS_ATTACK, SIDE_CSA, HS_MAJOR_RIVER | HS_BRIDGE, T_NONE, false, 0,
	    0, true, false, "the bridge is destroyed and leaves no ford on a "
	    "major river (10.2)" },
	{ PASS_ATTACK, SIDE_CSA, HS_MAJOR_RIVER | HS_FERRY, T_NONE, false, 0,
	    0, true, false, "the ferry is destroyed and leaves no ford on a "
	    "major river (10.2)" },
	{ PASS_RETREAT, SIDE_CSA, HS_MAJOR_RIVER | HS_FERRY, T_NONE, false, 0,
	    0, true, false, "the bridge or ferry is destroyed and leaves no "
	    "ford on a major river (10.2)" },
	/* 7.1, 7.6: a road alone does not cross a river. */
	{ PASS_ATTACK, SIDE_CSA, HS_MINOR_RIVER | HS_ROAD, T_NONE, false, 0,
	    0, false, false, "no bridge, dam, ferry or ford connects the hexes "
	    "(7.1)" },
	{ PASS_RETREAT, SIDE_CSA, HS_MINOR_RIVER | HS_ROAD, T_NONE, false, 0,
	    0, false, false, "a river crossed only at a bridge, dam, ferry or "
	    "ford (7.6)" },
	/* 7.6: out of a mountain off the roads. */
	{ PASS_RETREAT, SIDE_CSA, 0, T_MOUNTAIN, false, 0, 0, false, false,
	    "a mountain or swamp hex, entered or left only by road, pike, "
	    "trail or RR (7.6)" },
	/* 12.0: a creek in rain. */
	{ PASS_ATTACK, SIDE_CSA, HS_CREEK, T_NONE, true, 0, 0, false, false,
	    "in rain no attack crosses a creek without a road, pike, trail or "
	    "RR (12.0)" },
	/* 2.4, 6.2: an all-water hexside. */
	{ PASS_ATTACK, SIDE_CSA, HS_WATER, T_NONE, false, 0, 0, false, false,
	    "the hexside is all water (2.4, 6.2)" },
	{ PASS_RETREAT, SIDE_CSA, HS_WATER, T_NONE, false, 0, 0, false, false,
	    "water (6.2)" },
};

START_TEST(test_dsgn5_refusal_words)
{
	const struct words *c = &words[_i];

	if (c->features != 0)
		hexside(A, B, c->features);
	if (c->ta != T_NONE)
		terrain(A, c->ta);
	g->rain = c->rain;
	g->unfordable_minor = c->unf_minor;
	g->unfordable_major = c->unf_major;
	if (c->destroyed)
		destroy(B, A);
	if (c->pontoon)
		pontoon(A, B, SIDE_USA);
	ck_assert_pstr_eq(across(c->side, c->use).why, c->why);
}
END_TEST

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

	hexside(A, B, HS_MINOR_RIVER | HS_FORD);
	ck_assert(may(SIDE_CSA, PASS_ATTACK));
	ck_assert_int_eq(across(SIDE_CSA, PASS_ATTACK).by, BY_FORD);
	g->rain = true;
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert(!p.possible);
	ck_assert_int_eq(p.bar, PB_RAIN_FORD);
	ck_assert_int_eq(p.by, BY_NONE);
}
END_TEST

START_TEST(test_12_0_rain_no_march_retreat_or_zoc_across_ford)
{
	struct passage p;

	hexside(A, B, HS_MAJOR_RIVER | HS_FORD | HS_ROAD);
	g->rain = true;
	p = across(SIDE_USA, PASS_RETREAT);
	ck_assert_int_eq(p.bar, PB_RAIN_FORD);
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
	hexside(A, B, HS_MINOR_RIVER | HS_FORD);
	g->rain = true;
	ck_assert(may(SIDE_CSA, PASS_FLANK));
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).by, BY_FORD);
}
END_TEST

START_TEST(test_7_4_d_unfordable_ford_covers)
{
	struct passage p;

	hexside(A, B, HS_MINOR_RIVER | HS_FORD);
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
	hexside(A, B, HS_MAJOR_RIVER | HS_FORD);
	g->unfordable_minor = 2;
	ck_assert(may(SIDE_CSA, PASS_FLANK));
}
END_TEST

START_TEST(test_12_0_unfordable_attack_names_the_river)
{
	struct passage p;

	hexside(A, B, HS_MINOR_RIVER | HS_FORD);
	g->unfordable_minor = 1;
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bar, PB_UNFORDABLE);
	new_game(&module_standard);
	hexside(A, B, HS_MAJOR_RIVER | HS_FORD);
	g->unfordable_major = 1;
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

	hexside(A, B, HS_MINOR_RIVER);
	pontoon(A, B, SIDE_USA);
	for (i = 0; i < nitems(units); i++) {
		p = across(SIDE_USA, units[i]);
		ck_assert(p.possible);
		ck_assert_int_eq(p.by, BY_PONTOON);
		p = across(SIDE_CSA, units[i]);
		ck_assert_int_eq(p.bars, PB_ENEMY_PONTOON);
		ck_assert_ptr_nonnull(p.why);
	}
	/* 10.2: ZOC cross it whoever built it; 7.4 (d): a bridge. */
	ck_assert_int_eq(across(SIDE_CSA, PASS_ZOC).by, BY_PONTOON);
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).by, BY_PONTOON);
}
END_TEST

/* 10.2: a pontoon bridge serves in rain and while the river is
 * unfordable, over a ford it closes. */
START_TEST(test_10_2_pontoon_in_rain_and_unfordable)
{
	hexside(A, B, HS_MINOR_RIVER | HS_FORD);
	pontoon(A, B, SIDE_CSA);
	g->rain = true;
	g->unfordable_minor = 3;
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_PONTOON);
	ck_assert_int_eq(across(SIDE_USA, PASS_MARCH).bar, PB_RAIN_FORD);
}
END_TEST

START_TEST(test_10_2_destroyed_minor_bridge_leaves_a_ford)
{
	hexside(A, B, HS_MINOR_RIVER | HS_BRIDGE);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_BRIDGE);
	destroy(B, A);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_FORD);
	/* 12.0: a ford like any other, closed in rain. */
	g->rain = true;
	ck_assert_int_eq(across(SIDE_CSA, PASS_ATTACK).bar, PB_RAIN_FORD);
}
END_TEST

START_TEST(test_10_2_destroyed_major_bridge_or_ferry_leaves_nothing)
{
	struct passage p;

	hexside(A, B, HS_MAJOR_RIVER | HS_BRIDGE);
	destroy(B, A);
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bars, PB_DESTROYED);
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).bars, PB_DESTROYED);
	ck_assert_int_eq(across(SIDE_CSA, PASS_ZOC).bars, PB_DESTROYED);
	new_game(&module_standard);
	hexside(A, B, HS_MAJOR_RIVER | HS_FERRY);
	destroy(B, A);
}
END_TEST

/* 10.2: "If Snicker's Ferry or Berry's Ferry ... are destroyed, a ford is
 * considered to exist across that hexside." */
START_TEST(test_10_2_siv_destroyed_major_ferry_leaves_a_ford)
{
	new_game(&module_siv);
	hexside(A, B, HS_MAJOR_RIVER | HS_FERRY);
	destroy(B, A);
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).by, BY_FORD);
	new_game(&module_siv);
	hexside(A, B, HS_MAJOR_RIVER | HS_BRIDGE);
	destroy(B, A);
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).bar, PB_DESTROYED);
}
END_TEST

/* 6.2: "Dams are indestructible bridges"; 12.0: they serve in rain and
 * while the river is unfordable. */
START_TEST(test_6_2_dam_is_an_indestructible_bridge)
{
	unsigned i;

	hexside(A, B, HS_MAJOR_RIVER | HS_DAM);
	destroy(B, A);
	g->rain = true;
	g->unfordable_major = 3;
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_USA, every_use[i]).by, BY_DAM);
	/* 10.2: an indestructible bridge ignores a Destroyed marker. */
	new_game(&module_standard);
	hexside(A, B, HS_MAJOR_RIVER | HS_BRIDGE | HS_INDESTRUCTIBLE);
	destroy(B, A);
	ck_assert_int_eq(across(SIDE_USA, PASS_RETREAT).by, BY_BRIDGE);
}
END_TEST

/* 6.2: a ferry may cost an MP penalty, a ford does not: the ford is named
 * while it may be used, the ferry in rain. */
START_TEST(test_6_2_ford_before_ferry_bridge_before_both)
{
	hexside(A, B, HS_MINOR_RIVER | HS_FERRY | HS_FORD);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_FORD);
	g->rain = true;
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_FERRY);
	new_game(&module_standard);
	hexside(A, B, HS_MINOR_RIVER | HS_BRIDGE | HS_FORD | HS_FERRY);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).by, BY_BRIDGE);
}
END_TEST

START_TEST(test_2_4_6_2_7_1_7_6_river_without_crossing)
{
	struct passage	p;
	unsigned	i;

	/* A road alone does not cross a river. */
	hexside(A, B, HS_MINOR_RIVER | HS_ROAD);
	for (i = 0; i < NUSES; i++) {
		p = across(SIDE_CSA, every_use[i]);
		ck_assert_int_eq(p.bars, PB_NO_CROSSING);
		ck_assert_int_eq(p.by, BY_NONE);
	}
}
END_TEST

/* 6.2: swamps "except across a hexside crossed by a road, pike, or RR";
 * 2.4, 7.1, 7.4 (c) and 7.6 count a trail too. */
START_TEST(test_6_2_trail_opens_a_mountain_not_a_swamp_to_a_march)
{
	struct passage	p;
	unsigned	i;

	terrain(B, T_SWAMP);
	hexside(A, B, HS_TRAIL);
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
	hexside(A, B, HS_RAILROAD);
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

	hexside(A, B, HS_CREEK);
	for (i = 0; i < NUSES; i++)
		ck_assert(may(SIDE_CSA, every_use[i]));
	g->rain = true;
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_CSA, every_use[i]).bars,
		    PB_CREEK);
	terrain(B, T_CITY);
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_CSA, every_use[i]).bars,
		    every_use[i] == PASS_FLANK ? PB_CREEK : 0);
	hexside(A, B, HS_CREEK | HS_TRAIL);
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

	hexside(A, B, HS_WATER);
	for (i = 0; i < NUSES; i++)
		ck_assert_int_eq(across(SIDE_CSA, every_use[i]).bars,
		    every_use[i] == PASS_FLANK ? 0 : PB_WATER);
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
	hexside(A, B, HS_ROAD);
	ck_assert(may(SIDE_CSA, PASS_ATTACK));
	ck_assert(!across(SIDE_CSA, PASS_ZOC).restricted);
}
END_TEST

/* DESIGN.md section 5: a refusal's message cites the rule; with several
 * bars, each use names the one its rule states first, as the golden
 * cases pin. */
START_TEST(test_dsgn5_each_use_names_its_first_bar)
{
	struct passage p;

	hexside(A, B, HS_MINOR_RIVER | HS_WATER | HS_CREEK);
	terrain(B, T_SWAMP);
	g->rain = true;
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bars, PB_NO_CROSSING | PB_WATER | PB_ROADBOUND |
	    PB_CREEK);
	ck_assert_int_eq(p.bar, PB_NO_CROSSING);
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).bar, PB_WATER);
	ck_assert_int_eq(across(SIDE_CSA, PASS_MARCH).bar, PB_WATER);
	ck_assert_int_eq(across(SIDE_CSA, PASS_FLANK).bar, PB_ROADBOUND);
	hexside(A, B, HS_CREEK);
	terrain(B, T_CLEAR);
	ck_assert_int_eq(across(SIDE_CSA, PASS_RETREAT).bar, PB_CREEK);
}
END_TEST

/*
 * DESIGN.md section 4, map.terrain (game.h): an unlisted hex with no
 * default is the missing-data error, naming the use's rule.  ZOC look at
 * terrain only where the water and the river let them across.
 */
START_TEST(test_dsgn4_missing_terrain_only_where_needed)
{
	struct passage p;

	g->map.deflt = T_NONE;
	hexside(A, B, HS_MINOR_RIVER);
	p = across(SIDE_CSA, PASS_ZOC);
	ck_assert_int_eq(p.bars, PB_NO_CROSSING);
	ck_assert_int_eq(p.terrain_to, T_NONE);
	ck_assert_int_eq(diag.count, 0);
	p = across(SIDE_CSA, PASS_ATTACK);
	ck_assert_int_eq(p.bars, PB_NO_CROSSING);
	ck_assert_int_eq(diag.status, ST_DATA);
	ck_assert_int_eq(diag.count, 2);
	ck_assert_ptr_nonnull(strstr(reported(), "(needed by 7.1 attacks)"));
	diag.count = 0;		/* expected: keep teardown's check quiet */
}
END_TEST

/* 12.0: passage_river() rules the river alone: no river, by land; a
 * ford in rain, closed to a march and open to 7.4 (d); and it looks up
 * no terrain (DESIGN.md section 4: none is needed). */
START_TEST(test_12_0_river_crossing_alone_needs_no_terrain)
{
	enum passage_by by;

	g->map.deflt = T_NONE;
	ck_assert_uint_eq(passage_river(g, A, B, SIDE_CSA, PASS_MARCH, &by),
	    0);
	ck_assert_int_eq(by, BY_LAND);
	hexside(A, B, HS_MAJOR_RIVER | HS_FORD);
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

CHECK_SUITE(passage, setup, teardown, 0,
    CHECK_LOOPS({ test_dsgn5_refusal_words, N(words) }))
