/*
 * test_recover_bridge.c — Recovery Phase step 1 on rivers
 * (recover_bridge.c): building pontoon bridges (10.1) and repairing
 * permanent bridges and ferries (10.3).  Every eligibility condition and
 * restriction, every die roll modifier and combination of the road
 * modifier, the success boundaries, the unmodified 6, the SIV thresholds
 * and exceptions, the Bridge markers and their counts, SJW 19.0 in the
 * Advanced and the basic game, the SIV county-control condition of
 * repairs and the data it needs, and repairs beside other attempts.
 *
 * Standard games are turn 3 on a clear map: Brown (Confederate infantry,
 * 8) in 4611 works on the hexside 4610/4611 (adjacent: DESIGN.md section
 * 3).  A road on 4611/4612 puts a road in 4611 only; one on 4609/4610 in
 * 4610 only.  SIV games use N3333 (Winchester, Frederick County's seat)
 * and N3334.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "module.h"
#include "testrecover.h"

#define STD		TG_STD "turn: 3\nrain: false\n"
#define STD_RAIN	TG_STD "turn: 3\nrain: true\n"
#define MAP(sides)	"map:\n  terrain: clear\n  hexsides:\n" sides
#define SIDE(hs, f)	"    " hs ": [" f "]\n"
#define UNIT(name, side, type, mp, hex, more) "  " name ": {side: " side \
	", type: " type ", manpower: " #mp ", hex: \"" hex "\"" more "}\n"
#define BROWN(more)	"units:\n" UNIT("Brown", "csa", "infantry", 8, "4611", \
	more)
#define MARKERS(side, cls, n) "charts:\n  bridge-markers: {" side ": {" cls \
	": " #n "}}\n"
#define DESTROYED	"markers:\n  destroyed: [4610/4611]\n"

#define ROAD_4611	SIDE("4611/4612", "road")
#define ROAD_4610	SIDE("4609/4610", "road")
#define CSA_MINOR	MARKERS("csa", "minor", 3)
/* The hexside to bridge or repair, and the fixture's units and markers. */
#define MINOR		MAP(SIDE("4610/4611", "minor-river"))
#define BRIDGED		MAP(SIDE("4610/4611", "minor-river, bridge"))
#define BRIDGE_BROWN	{ { RA_BRIDGE, "Brown", "4610/4611" } }
#define REPAIR_BROWN	{ { RA_REPAIR, "Brown", "4610/4611" } }

/* SIV, turn 3: the hexside N3333/N3334 given, then units. */
#define SIV_SIDE(f)	TG_SIV "turn: 3\nmap:\n  terrain: clear\n" \
	"  hexsides:\n    N3333/N3334: [" f "]\nunits:\n"
#define JACKSON(mp)	"  Jackson: {side: csa, type: infantry, manpower: " \
	#mp ", hex: N3334}\n"

/* The value of the modifier whose why begins with `why`; 99 if none. */
static int
log_mod(const struct game *g, int activity, const char *why)
{
	char			 path[64];
	const struct node	*mods;
	int			 i;

	snprintf(path, sizeof(path), "activities.%d.modifiers", activity);
	if ((mods = tg_log(g, path)) == NULL)
		return 99;
	for (i = 0; i < mods->n; i++)
		if (strncmp(node_get(mods->items[i], "why")->str, why,
		    strlen(why)) == 0)
			return atoi(node_get(mods->items[i], "value")->str);
	return 99;
}

/*
 * Brown bridges or repairs 4610/4611 with this die: the activity logged,
 * its result and the modified roll, and the markers on the map after
 * (a pontoon bridge built, the Destroyed marker left unless repaired).
 */
static void
attempt(struct fx *f, enum recover_activity act, const char *yaml, int die,
    const char *want, int modified)
{
	char m[8];

	run_one(f, yaml, act, "Brown", "4611/4610", die);
	ck_assert_str_eq(log_str(f->g, "activities.0.activity"),
	    act == RA_BRIDGE ? "bridge" : "repair");
	ck_assert_str_eq(result(f, 0), want);
	snprintf(m, sizeof(m), "%d", modified);
	ck_assert_str_eq(log_str(f->g, "activities.0.modified"), m);
	if (act == RA_BRIDGE)
		ck_assert_int_eq(f->g->markers.npontoons,
		    strcmp(want, "built") == 0 ? 1 : 0);
	else
		ck_assert_int_eq(f->g->markers.ndestroyed,
		    strcmp(want, "repaired") == 0 ? 0 : 1);
}
#define bridge(f, ...)	attempt((f), RA_BRIDGE, __VA_ARGS__)
#define repair(f, ...)	attempt((f), RA_REPAIR, __VA_ARGS__)

/*
 * 10.1 Construction Die Roll Modifiers: exactly one of +0..+3.
 */

START_TEST(test_10_1_plus_0_roads_both_and_ford)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, ford") ROAD_4611
	    ROAD_4610) BROWN("") CSA_MINOR, 5, "built", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "roads in both hexes and"), 0);
	ck_assert_str_eq(log_str(f.g, "activities.0.owner"), "csa");
	ck_assert_str_eq(log_str(f.g, "activities.0.road"), "true");
	ck_assert_str_eq(log_str(f.g, "notes.0"), "the pontoon bridge at "
	    "4610/4611 carries a road: both hexes have a road, pike, trail or "
	    "RR (10.1 Note)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_plus_0_ferry_or_destroyed_bridge)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, ferry") ROAD_4611
	    ROAD_4610) BROWN("") CSA_MINOR, 5, "built", 5);
	fx_done(&f);
	/* "A unit may build a pontoon bridge across a hexside that already
	 * contains a permanent bridge (destroyed or not)." */
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge") ROAD_4611
	    ROAD_4610) BROWN("") CSA_MINOR DESTROYED, 5, "built", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "roads in both hexes and"), 0);
	fx_done(&f);
}
END_TEST

/* A road on the bridged hexside itself lies in both hexes. */
START_TEST(test_10_1_road_across_the_hexside_is_in_both_hexes)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, ford, road"))
	    BROWN("") CSA_MINOR, 2, "built", 2);
	ck_assert_int_eq(log_mod(f.g, 0, "roads in both hexes and"), 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_plus_1_roads_both_no_crossing)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river") ROAD_4611
	    ROAD_4610) BROWN("") CSA_MINOR, 4, "built", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "roads in both hexes, no"), 1);
	fx_done(&f);
	/* The boundary: a modified 6 is not built. */
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river") ROAD_4611
	    ROAD_4610) BROWN("") CSA_MINOR, 5, "failed", 6);
	ck_assert_ptr_null(tg_log(f.g, "notes"));
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_plus_2_road_in_one_hex)
{
	struct fx f;

	/* A ford makes no difference here. */
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, ford") ROAD_4611)
	    BROWN("") CSA_MINOR, 3, "built", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "a road in only one"), 2);
	/* 10.1 Note: no road runs across it. */
	ck_assert_str_eq(log_str(f.g, "activities.0.road"), "false");
	ck_assert_ptr_null(tg_log(f.g, "notes"));
	fx_done(&f);
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river") ROAD_4610)
	    BROWN("") CSA_MINOR, 4, "failed", 6);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_plus_3_no_road)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, ford")) BROWN("")
	    CSA_MINOR, 2, "built", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "no road in either"), 3);
	fx_done(&f);
	bridge(&f, STD MINOR BROWN("") CSA_MINOR, 3, "failed", 6);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_pike_trail_and_rr_are_roads)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river")
	    SIDE("4611/4612", "pike") SIDE("4609/4610", "trail")) BROWN("")
	    CSA_MINOR, 1, "built", 2);
	ck_assert_int_eq(log_mod(f.g, 0, "roads in both hexes, no"), 1);
	fx_done(&f);
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river")
	    SIDE("4611/4612", "railroad")) BROWN("") CSA_MINOR, 1, "built", 3);
	ck_assert_int_eq(log_mod(f.g, 0, "a road in only one"), 2);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_unfordable_plus_1)
{
	struct fx f;

	/* The minor marker in box 4 on turn 3: unfordable (12.0). */
	bridge(&f, STD "unfordable: {minor: 4, major: 0}\n" MAP(SIDE(
	    "4610/4611", "minor-river, ford") ROAD_4611 ROAD_4610) BROWN("")
	    CSA_MINOR, 4, "built", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "the minor river is unfordable"), 1);
	fx_done(&f);
	/* The major river's marker does not make a minor river unfordable. */
	bridge(&f, STD "unfordable: {minor: 0, major: 4}\n" MAP(SIDE(
	    "4610/4611", "minor-river, ford") ROAD_4611 ROAD_4610) BROWN("")
	    CSA_MINOR, 4, "built", 4);
	ck_assert_int_eq(log_mod(f.g, 0, "the minor river"), 99);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_major_river_plus_2_and_unfordable)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "major-river, ford") ROAD_4611
	    ROAD_4610) BROWN("") MARKERS("csa", "major", 1), 3, "built", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "a major river"), 2);
	fx_done(&f);
	/* +1 unfordable, +2 major, +3 no road: only a 1 would do... */
	bridge(&f, STD "unfordable: {minor: 0, major: 3}\n" MAP(SIDE(
	    "4610/4611", "major-river")) BROWN("") MARKERS("csa", "major", 1),
	    1, "failed", 7);
	ck_assert_int_eq(log_mod(f.g, 0, "the major river is unfordable"), 1);
	ck_assert_int_eq(log_mod(f.g, 0, "a major river"), 2);
	ck_assert_int_eq(log_mod(f.g, 0, "no road in either"), 3);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_unmodified_6_not_built)
{
	struct fx f;

	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, ford, road"))
	    BROWN("") CSA_MINOR, 6, "failed", 6);
	ck_assert_str_eq(log_str(f.g, "activities.0.die"), "6");
	ck_assert_str_eq(log_str(f.g, "activities.0.need"), "5 or less, not "
	    "an unmodified 6");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_marker_placed_with_its_owner)
{
	struct fx f;

	run_one(&f, STD MAP(SIDE("4610/4611", "minor-river, ford, road"))
	    "units:\n" UNIT("Wagner", "usa", "infantry", 6, "4610", "")
	    MARKERS("usa", "minor", 1), RA_BRIDGE, "Wagner", "4610/4611", 1);
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	ck_assert_int_eq(f.g->markers.pontoons[0].owner, SIDE_USA);
	ck_assert(game_pontoon(f.g, hexside_a(f.orders[0].hexside),
	    hexside_b(f.orders[0].hexside)) == &f.g->markers.pontoons[0]);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_hex_has_road)
{
	struct fx	f;
	hex_t		h;
	const char	*why;

	fx_load(&f, STD MAP(ROAD_4611));
	ck_assert_int_eq(hex_parse(f.g->map.geo, "4611", &h, &why), 0);
	ck_assert(hex_has_road(f.g, h));
	ck_assert_int_eq(hex_parse(f.g->map.geo, "4612", &h, &why), 0);
	ck_assert(hex_has_road(f.g, h));
	ck_assert_int_eq(hex_parse(f.g->map.geo, "4610", &h, &why), 0);
	ck_assert(!hex_has_road(f.g, h));
	fx_done(&f);
}
END_TEST

/*
 * 10.1 eligibility and restrictions.
 */

/* Each refused before a die is rolled, with the line that says why. */
static const struct refusal bridge_refused[] = {
	{ STD MINOR "units:\n" UNIT("Stuart", "csa", "cavalry", 8, "4611", "")
	    CSA_MINOR, { { RA_BRIDGE, "Stuart", "4610/4611" } },
	    .status = ST_REFUSED, .line = "units.Stuart: Stuart is cavalry: "
	    "only infantry units may build a pontoon bridge (10.1)" },
	/* 7.2: a disorganized unit's Combat value is its marker's other
	 * side. */
	{ STD MINOR BROWN(", disorganized: true, combat: 4") CSA_MINOR,
	    BRIDGE_BROWN, .status = ST_REFUSED, .line = "units.Brown: a unit "
	    "needs a Combat value of 5 or more to build a pontoon bridge; "
	    "Brown has 4 (10.1)" },
	{ STD MAP(SIDE("4609/4610", "minor-river")) BROWN("") CSA_MINOR,
	    { { RA_BRIDGE, "Brown", "4609/4610" } }, .status = ST_REFUSED,
	    .line = "units.Brown: 4609/4610 is not a hexside of Brown's hex "
	    "4611 (10.1)" },
	{ STD MAP(SIDE("4610/4611", "creek")) BROWN("") CSA_MINOR,
	    BRIDGE_BROWN, .status = ST_REFUSED, .line = "units.Brown: "
	    "4610/4611 is a creek hexside: bridges may not be built across "
	    "creeks (10.1)" },
	{ STD MAP(SIDE("4610/4611", "road")) BROWN("") CSA_MINOR,
	    BRIDGE_BROWN, .status = ST_REFUSED, .line = "units.Brown: "
	    "4610/4611 is not a minor or major river hexside (10.1)" },
	{ STD MAP(SIDE("4610/4611", "minor-river, dam")) BROWN("") CSA_MINOR,
	    BRIDGE_BROWN, .status = ST_REFUSED, .line = "units.Brown: "
	    "4610/4611 has a dam: no pontoon bridge may be built across it "
	    "(10.1)" },
	{ STD MINOR BROWN("") CSA_MINOR "markers:\n  pontoon_bridges: "
	    "[{hexside: 4610/4611, owner: usa}]\n", BRIDGE_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: 4610/4611 already has "
	    "a pontoon bridge (usa) (10.1)" },
	/* One unit a hex. */
	{ STD MAP(SIDE("4610/4611", "minor-river") SIDE("4611/4612",
	    "minor-river")) BROWN("") UNIT("Smith", "csa", "infantry", 6,
	    "4611", "") CSA_MINOR, { { RA_BRIDGE, "Brown", "4610/4611" },
	    { RA_BRIDGE, "Smith", "4611/4612" } }, .status = ST_REFUSED,
	    .line = "units.Smith: Brown in 4611 already attempts a bridge: at "
	    "most one infantry unit per hex may make a bridge-building attempt "
	    "(10.1)" },
	/* One attempt a hexside. */
	{ STD MINOR BROWN("") UNIT("Smith", "csa", "infantry", 6, "4610", "")
	    CSA_MINOR, { { RA_BRIDGE, "Brown", "4610/4611" },
	    { RA_BRIDGE, "Smith", "4610/4611" } }, .status = ST_REFUSED,
	    .line = "units.Smith: Brown already attempts to bridge 4610/4611: "
	    "if it fails, another attempt waits until the following turn; if "
	    "it succeeds, the hexside has a pontoon bridge (10.1)" },
	/* The enemy's combined Combat value in either hex. */
	{ STD MINOR BROWN("") UNIT("Wagner", "usa", "infantry", 3, "4610", "")
	    UNIT("Opdycke", "usa", "infantry", 2, "4610", "") CSA_MINOR,
	    BRIDGE_BROWN, .status = ST_REFUSED, .line = "units.Brown: enemy "
	    "units of combined Combat value 5 in 4610 forbid it: no unit may "
	    "build a pontoon bridge at 4610/4611 while either hex holds enemy "
	    "units of 5 or more, entrenchments not counted (10.1)" },
	{ SIV_SIDE("major-river") "  Banks: {side: usa, type: infantry, "
	    "manpower: 5, hex: N3334}\n", { { RA_BRIDGE, "Banks",
	    "N3333/N3334" } }, .status = ST_REFUSED, .line = "units.Banks: "
	    "Union units may not bridge a major river in Stonewall in the "
	    "Valley (10.1)" },
	/* Outside SJW 19.0 the refusal for want of a major marker cites
	 * 10.1 alone. */
	{ STD MAP(SIDE("4610/4611", "major-river") SIDE("4011/4012",
	    "major-river")) BROWN("") "charts:\n  bridge-markers: {csa: "
	    "{minor: 3, major: 1}}\nmarkers:\n  pontoon_bridges:\n  - "
	    "{hexside: 4011/4012, owner: csa}\n", BRIDGE_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: the Confederate player "
	    "has no unused major river Bridge marker (10.1)" },
};

START_TEST(test_10_1_attempt_refused)
{
	expect_refusal(&bridge_refused[_i]);
}
END_TEST

/* What 10.1 needs the file to give: a Bridge marker count (the counter
 * mix is not printed), and a disorganized unit's Combat value (7.2) for
 * the 5 of 10.1, the builder's or the enemy's in either hex. */
static const struct refusal bridge_needs_data[] = {
	{ STD MINOR BROWN(""), BRIDGE_BROWN, .status = ST_DATA,
	    .line = "charts.bridge-markers.csa.minor: the Bridge marker count "
	    "(the counter mix's pontoon Bridge markers) does not print this "
	    "cell (10.1), needed for Brown's pontoon bridge (10.1: an unused "
	    "Bridge marker); supply it as charts: {bridge-markers: {\"csa\": "
	    "{\"minor\": VALUE}}} in the game file, in a --charts FILE or in "
	    "$GCACW_CHARTS (gcacw-charts --show bridge-markers prints the "
	    "table; --template, a file of every cell to supply)" },
	{ STD MINOR BROWN(", disorganized: true") CSA_MINOR, BRIDGE_BROWN,
	    .missing = "charts.strength-markers.8", .also = "Brown's "
	    "disorganized Combat value (7.2)" },
	{ STD MINOR BROWN("") UNIT("Wagner", "usa", "infantry", 6, "4610",
	    ", disorganized: true") CSA_MINOR, BRIDGE_BROWN,
	    .missing = "charts.strength-markers.6", .also = "Wagner's "
	    "disorganized Combat value (7.2)" },
};

START_TEST(test_10_1_attempt_needs_its_data)
{
	expect_refusal(&bridge_needs_data[_i]);
}
END_TEST

START_TEST(test_10_1_combat_value_5)
{
	struct fx f;

	expect_refusal(&(struct refusal){ STD MINOR "units:\n" UNIT("Brown",
	    "csa", "infantry", 4, "4611", "") CSA_MINOR, BRIDGE_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: a unit needs a Combat "
	    "value of 5 or more to build a pontoon bridge; Brown has 4 "
	    "(10.1)" });
	bridge(&f, STD MINOR "units:\n" UNIT("Brown", "csa", "infantry", 5,
	    "4611", "") CSA_MINOR, 1, "built", 4);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_siv_combat_value_3)
{
	struct fx f;

	expect_refusal(&(struct refusal){ SIV_SIDE("minor-river") JACKSON(2),
	    { { RA_BRIDGE, "Jackson", "N3333/N3334" } }, .status = ST_REFUSED,
	    .line = "units.Jackson: a unit needs a Combat value of 3 or more "
	    "to build a pontoon bridge; Jackson has 2 (10.1)" });
	/* 3 will do; and SIV's minor river markers are not a limit. */
	run_one(&f, SIV_SIDE("minor-river") JACKSON(3), RA_BRIDGE, "Jackson",
	    "N3333/N3334", 2);
	ck_assert_str_eq(result(&f, 0), "built");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_enemy_below_threshold_entrenchments_not_counted)
{
	struct fx f;

	/* 4 behind a Fort (x3 when defending) is still 4: built into it. */
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river, ford, road"))
	    BROWN("") UNIT("Wagner", "usa", "infantry", 4, "4610",
	    ", entrenchment: fort") CSA_MINOR, 1, "built", 1);
	fx_done(&f);
}
END_TEST

#define BANKS_N3333(mp)	"  Banks: {side: usa, type: infantry, manpower: " \
	#mp ", hex: N3333}\n"

START_TEST(test_10_1_siv_enemy_threshold_3)
{
	struct fx f;

	expect_refusal(&(struct refusal){ SIV_SIDE("minor-river") JACKSON(5)
	    BANKS_N3333(3), { { RA_BRIDGE, "Jackson", "N3333/N3334" } },
	    .status = ST_REFUSED, .line = "units.Jackson: enemy units of "
	    "combined Combat value 3 in N3333 forbid it: no unit may build a "
	    "pontoon bridge at N3333/N3334 while either hex holds enemy units "
	    "of 3 or more, entrenchments not counted (10.1)" });
	run_one(&f, SIV_SIDE("minor-river") JACKSON(5) BANKS_N3333(2),
	    RA_BRIDGE, "Jackson", "N3333/N3334", 1);
	ck_assert_str_eq(result(&f, 0), "built");
	fx_done(&f);
}
END_TEST

/* The Confederates may, with a major river Bridge marker: the counter mix
 * is not printed, so the count is missing data until supplied. */
START_TEST(test_10_1_siv_confederate_major_needs_marker_count)
{
	struct fx f;

	expect_refusal(&(struct refusal){ SIV_SIDE("major-river, ford, road")
	    JACKSON(5), { { RA_BRIDGE, "Jackson", "N3333/N3334" } },
	    .status = ST_DATA, .line = "charts.bridge-markers.csa.major: the "
	    "Bridge marker count (the counter mix's pontoon Bridge markers) "
	    "does not print this cell (10.1), needed for Jackson's pontoon "
	    "bridge (10.1: an unused Bridge marker); supply it as charts: "
	    "{bridge-markers: {\"csa\": {\"major\": VALUE}}} in the game file, "
	    "in a --charts FILE or in $GCACW_CHARTS (gcacw-charts --show "
	    "bridge-markers prints the table; --template, a file of every cell "
	    "to supply)" });
	run_one(&f, SIV_SIDE("major-river, ford, road") JACKSON(5)
	    MARKERS("csa", "major", 1), RA_BRIDGE, "Jackson", "N3333/N3334", 1);
	ck_assert_str_eq(result(&f, 0), "built");
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "3");
	fx_done(&f);
}
END_TEST

/* 10.1: a Bridge marker count must be a whole number of 0 or more (an
 * empty cell the loader refuses already). */
START_TEST(test_10_1_marker_count_not_a_number)
{
	static const char *const bad[] = { "many", "2x", "-1" };
	char	buf[512];
	size_t	i;

	for (i = 0; i < nitems(bad); i++) {
		snprintf(buf, sizeof(buf), "%s%s%s\"%s\"}}\n", STD, MINOR
		    BROWN(""), "charts:\n  bridge-markers: {csa: {minor: ",
		    bad[i]);
		expect_refusal(&(struct refusal){ buf, BRIDGE_BROWN,
		    .missing = "charts.bridge-markers.csa.minor" });
	}
}
END_TEST

/* Markers on the map of the same owner and class are in use; others are
 * not counted. */
#define IN_USE(more) STD MAP(SIDE("4610/4611", "minor-river") \
	SIDE("4011/4012", "minor-river") SIDE("4111/4112", "minor-river") \
	SIDE("4211/4212", "major-river")) BROWN("") \
	"charts:\n  bridge-markers: {csa: {minor: 1, major: 1}}\n" \
	"markers:\n  pontoon_bridges:\n  - {hexside: 4111/4112, owner: " \
	"usa}\n  - {hexside: 4211/4212, owner: csa}\n" more

START_TEST(test_10_1_no_unused_marker)
{
	struct fx f;

	run_one(&f, IN_USE(""), RA_BRIDGE, "Brown", "4610/4611", 1);
	ck_assert_str_eq(result(&f, 0), "built");
	fx_done(&f);
	expect_refusal(&(struct refusal){ IN_USE("  - {hexside: 4011/4012, "
	    "owner: csa}\n"), BRIDGE_BROWN, .status = ST_REFUSED,
	    .line = "units.Brown: the Confederate player has no unused minor "
	    "river Bridge marker (10.1)" });
}
END_TEST

/* Two attempts, one marker: the first built takes it, and the second is
 * not made (its die, rolled in order, is logged unused). */
#define TWO_ATTEMPTS(river, cls) STD MAP(SIDE("4610/4611", river) \
	SIDE("4011/4012", river)) BROWN("") \
	UNIT("Smith", "csa", "infantry", 6, "4011", "") \
	MARKERS("csa", cls, 1)

/* The attempts of Brown at 4610/4611 and Smith at 4011/4012, with these
 * dice; the phase must succeed. */
static void
two_attempts(struct fx *f, const char *yaml, int brown, int smith)
{
	static const struct cli_order orders[] = {
		{ RA_BRIDGE, "Brown", "4610/4611" },
		{ RA_BRIDGE, "Smith", "4011/4012" },
	};

	fx_load(f, yaml);
	fx_orders(f, orders, nitems(orders));
	fx_ok(f, RUN(f, brown, smith));
}

START_TEST(test_10_1_last_marker_used_earlier_in_the_phase)
{
	struct fx f;

	two_attempts(&f, TWO_ATTEMPTS("minor-river", "minor"), 1, 1);
	ck_assert_str_eq(result(&f, 0), "built");
	ck_assert_str_eq(result(&f, 1), "no-marker");
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	ck_assert_str_eq(log_str(f.g, "notes.0"), "Smith's bridge at 4011/4012 "
	    "is not attempted: the bridges built earlier in this phase used "
	    "the last unused minor river Bridge marker (10.1)");
	fx_done(&f);
	/* Had the first failed, the second would have had its marker. */
	two_attempts(&f, TWO_ATTEMPTS("minor-river", "minor"), 6, 1);
	ck_assert_str_eq(result(&f, 0), "failed");
	ck_assert_str_eq(result(&f, 1), "built");
	fx_done(&f);
}
END_TEST

/* The same with a major river (die 1 +2 major +0 roads and a ford = 3). */
START_TEST(test_10_1_last_major_marker_used_earlier_in_the_phase)
{
	struct fx f;

	two_attempts(&f, TWO_ATTEMPTS("major-river, ford, road", "major"), 1,
	    1);
	ck_assert_str_eq(result(&f, 0), "built");
	ck_assert_str_eq(result(&f, 1), "no-marker");
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	ck_assert_str_eq(log_str(f.g, "notes.1"), "Smith's bridge at 4011/4012 "
	    "is not attempted: the bridges built earlier in this phase used "
	    "the last unused major river Bridge marker (10.1)");
	fx_done(&f);
}
END_TEST

/* 10.1: outside SJW 19.0 the Union's major-river markers are the counter
 * mix's, from the chart; die 1 +2 major +0 (roads and a ford) = 3. */
START_TEST(test_10_1_union_major_bridge_from_the_chart)
{
	struct fx f;

	run_one(&f, STD MAP(SIDE("4610/4611", "major-river, ford, road"))
	    "units:\n" UNIT("Wagner", "usa", "infantry", 6, "4610", "")
	    MARKERS("usa", "major", 1), RA_BRIDGE, "Wagner", "4610/4611", 1);
	ck_assert_str_eq(result(&f, 0), "built");
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "3");
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	/* No SJW 19.0 note outside SJW. */
	ck_assert_ptr_null(tg_log(f.g, "notes.1"));
	fx_done(&f);
}
END_TEST

/* SJW turn 3, a major river across N2010/N2011 with a ford and a road:
 * `name` of `side` (6) in N2010, in the Advanced Game or not. */
#define SJW(adv, side, name, more) TG_SJW "turn: 3\nadvanced: " adv "\n" \
	"map:\n  terrain: clear\n  hexsides:\n    N2010/N2011: [major-river, " \
	"ford, road]\nunits:\n  " name ": {side: " side ", type: infantry, " \
	"manpower: 6, hex: N2010}\n" more

/* SJW 19.0: the Confederates never bridge a major river; and in the
 * basic game, where SJW 19.0 does not apply, a Union major bridge
 * refused for want of a marker cites 10.1 alone, not SJW 19.0's one
 * bridge at a time. */
static const struct refusal sjw_refused[] = {
	{ TG_SJW "turn: 3\nadvanced: true\nmap:\n  terrain: clear\n"
	    "  hexsides:\n    N2010/N2011: [major-river]\nunits:\n  Ewell: "
	    "{side: csa, type: infantry, manpower: 6, hex: N2010}\n",
	    { { RA_BRIDGE, "Ewell", "N2010/N2011" } }, .status = ST_REFUSED,
	    .line = "units.Ewell: the Confederate player may never build a "
	    "major-river bridge (SJW 19.0)" },
	{ SJW("false", "usa", "Pope", MARKERS("usa", "major", 0)),
	    { { RA_BRIDGE, "Pope", "N2010/N2011" } }, .status = ST_REFUSED,
	    .line = "units.Pope: the Union player has no unused major river "
	    "Bridge marker (10.1)" },
};

START_TEST(test_sjw_19_0_major_bridge_refused)
{
	expect_refusal(&sjw_refused[_i]);
}
END_TEST

/* SJW's Advanced Game: Pope by two major rivers. */
#define POPE(more) TG_SJW "turn: 3\nadvanced: true\nmap:\n  terrain: " \
	"clear\n  hexsides:\n    N2010/N2011: [major-river, ford, road]\n" \
	"    N3010/N3011: [major-river]\nunits:\n  Pope: {side: usa, type: " \
	"infantry, manpower: 6, hex: N2010}\n" more

START_TEST(test_sjw_19_0_union_one_major_bridge_at_a_time)
{
	struct fx f;

	run_one(&f, POPE(""), RA_BRIDGE, "Pope", "N2010/N2011", 1);
	ck_assert_str_eq(result(&f, 0), "built");
	ck_assert_str_eq(log_str(f.g, "notes.0"), "SJW 19.0 also lets the "
	    "Union bridge a major river only across the Rappahannock, after "
	    "Chatham Bridge was dismantled on an earlier turn: the file does "
	    "not record these, so the players check them");
	fx_done(&f);
	expect_refusal(&(struct refusal){ POPE("markers:\n  pontoon_bridges: "
	    "[{hexside: N3010/N3011, owner: usa}]\n"), { { RA_BRIDGE, "Pope",
	    "N2010/N2011" } }, .status = ST_REFUSED, .line = "units.Pope: the "
	    "Union player has no unused major river Bridge marker (10.1, SJW "
	    "19.0: one major-river bridge at a time)" });
}
END_TEST

/* SJW 19.0 is an advanced rule: in the basic game the Union's major
 * markers come from the chart, and with no SJW 19.0 note. */
START_TEST(test_sjw_19_0_basic_game_union)
{
	struct fx f;

	expect_refusal(&(struct refusal){ SJW("false", "usa", "Pope", ""),
	    { { RA_BRIDGE, "Pope", "N2010/N2011" } },
	    .missing = "charts.bridge-markers.usa.major" });
	run_one(&f, SJW("false", "usa", "Pope", MARKERS("usa", "major", 1)),
	    RA_BRIDGE, "Pope", "N2010/N2011", 1);
	ck_assert_str_eq(result(&f, 0), "built");
	/* Only the 10.1 Note on the road; no SJW 19.0 note. */
	ck_assert_ptr_nonnull(strstr(log_str(f.g, "notes.0"), "10.1 Note"));
	ck_assert_ptr_null(tg_log(f.g, "notes.1"));
	fx_done(&f);
}
END_TEST

/* SJW 19.0's ban on Confederate major bridges is advanced too. */
START_TEST(test_sjw_19_0_basic_game_confederate)
{
	struct fx f;

	run_one(&f, SJW("false", "csa", "Ewell", MARKERS("csa", "major", 1)),
	    RA_BRIDGE, "Ewell", "N2010/N2011", 3);
	/* 3 +2 major +0 = 5: built. */
	ck_assert_str_eq(result(&f, 0), "built");
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "5");
	fx_done(&f);
}
END_TEST

/* 8.0 step 1: not in a rain turn, and one activity a unit. */
static const struct refusal step_1_refused[] = {
	{ STD_RAIN MINOR BROWN("") CSA_MINOR, BRIDGE_BROWN,
	    .status = ST_REFUSED, .line = "rain: it is a rain turn: Brown may "
	    "not build a pontoon bridge (8.0, 12.0)" },
	{ STD MINOR BROWN("") CSA_MINOR, { { RA_ENTRENCH, "Brown", NULL },
	    { RA_BRIDGE, "Brown", "4610/4611" } }, .status = ST_REFUSED,
	    .line = "units.Brown: Brown is already ordered to entrench: a unit "
	    "may perform only one of entrenching, building a bridge and "
	    "repairing a bridge or ferry per Recovery Phase (8.0)" },
	{ STD_RAIN BRIDGED BROWN("") DESTROYED, REPAIR_BROWN,
	    .status = ST_REFUSED, .line = "rain: it is a rain turn: Brown may "
	    "not repair a bridge or ferry (8.0, 12.0)" },
};

START_TEST(test_8_0_1_bridge_and_repair_refused)
{
	expect_refusal(&step_1_refused[_i]);
}
END_TEST

START_TEST(test_10_1_fatigue_0_not_demoralized)
{
	static const struct refusal cases[] = {
	{ STD MINOR BROWN(", fatigue: 1") CSA_MINOR, BRIDGE_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: building a pontoon "
	    "bridge needs Fatigue Level 0; Brown is at 1 (8.0, 10.1)" },
	{ STD MINOR BROWN(", demoralized: 2") CSA_MINOR, BRIDGE_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: Brown has a "
	    "Demoralize-2 marker: a demoralized unit may not build a pontoon "
	    "bridge (8.0, 11.0)" },
	};

	expect_refusals(cases, nitems(cases));
}
END_TEST

/*
 * 10.3 Repairing Permanent Bridges and Ferries.
 */

START_TEST(test_10_3_bridge_repaired_on_3_or_less)
{
	struct fx f;

	repair(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge, road"))
	    BROWN("") DESTROYED, 3, "repaired", 3);
	ck_assert_str_eq(log_str(f.g, "activities.0.crossing"), "bridge");
	ck_assert_str_eq(log_str(f.g, "activities.0.need"), "3 or less");
	ck_assert_ptr_null(tg_log(f.g, "activities.0.modifiers"));
	ck_assert(!game_destroyed(f.g, hexside_a(f.orders[0].hexside),
	    hexside_b(f.orders[0].hexside)));
	fx_done(&f);
	repair(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge, road"))
	    BROWN("") DESTROYED, 4, "failed", 4);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_ferry_repaired_on_5_or_less)
{
	struct fx f;

	repair(&f, STD MAP(SIDE("4610/4611", "minor-river, ferry"))
	    BROWN("") DESTROYED, 5, "repaired", 5);
	ck_assert_str_eq(log_str(f.g, "activities.0.crossing"), "ferry");
	fx_done(&f);
	repair(&f, STD MAP(SIDE("4610/4611", "minor-river, ferry"))
	    BROWN("") DESTROYED, 6, "failed", 6);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_unfordable_plus_1)
{
	struct fx f;

	repair(&f, STD "unfordable: {minor: 3, major: 0}\n" BRIDGED BROWN("")
	    DESTROYED, 2, "repaired", 3);
	ck_assert_int_eq(log_mod(f.g, 0, "the minor river is unfordable"), 1);
	fx_done(&f);
	repair(&f, STD "unfordable: {minor: 3, major: 0}\n" BRIDGED BROWN("")
	    DESTROYED, 3, "failed", 4);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_major_river_plus_2)
{
	struct fx f;

	repair(&f, STD MAP(SIDE("4610/4611", "major-river, bridge")) BROWN("")
	    DESTROYED, 1, "repaired", 3);
	ck_assert_int_eq(log_mod(f.g, 0, "a major river"), 2);
	fx_done(&f);
	repair(&f, STD MAP(SIDE("4610/4611", "major-river, bridge")) BROWN("")
	    DESTROYED, 2, "failed", 4);
	fx_done(&f);
	/* A major-river ferry, unfordable too: +3, a 2 makes 5. */
	repair(&f, STD "unfordable: {minor: 0, major: 5}\n" MAP(SIDE(
	    "4610/4611", "major-river, ferry")) BROWN("") DESTROYED, 2,
	    "repaired", 5);
	ck_assert_int_eq(log_mod(f.g, 0, "the major river is unfordable"), 1);
	fx_done(&f);
}
END_TEST

/* Each refused before a die is rolled: a bridge or ferry destroyed is
 * needed (a hexside with neither has nothing to repair, and no
 * Destroyed marker: the file may not give it one, 10.2), and each
 * player makes one attempt a bridge or ferry. */
static const struct refusal repair_refused[] = {
	{ STD BRIDGED BROWN(""), REPAIR_BROWN, .status = ST_REFUSED,
	    .line = "units.Brown: 4610/4611 has no destroyed permanent bridge "
	    "or ferry to repair (10.3)" },
	{ STD MINOR BROWN(""), REPAIR_BROWN, .status = ST_REFUSED,
	    .line = "units.Brown: 4610/4611 has no destroyed permanent bridge "
	    "or ferry to repair (10.3)" },
	{ STD BRIDGED BROWN("") UNIT("Smith", "csa", "infantry", 6, "4610", "")
	    DESTROYED, { { RA_REPAIR, "Brown", "4610/4611" },
	    { RA_REPAIR, "Smith", "4610/4611" } }, .status = ST_REFUSED,
	    .line = "units.Smith: Brown already attempts to repair 4610/4611: "
	    "each player may make one repair attempt per bridge or ferry per "
	    "Recovery Phase (10.3)" },
};

START_TEST(test_10_3_repair_refused)
{
	expect_refusal(&repair_refused[_i]);
}
END_TEST

START_TEST(test_10_3_infantry_of_combat_value_5)
{
	static const struct refusal cases[] = {
	{ STD BRIDGED "units:\n" UNIT("Stuart", "csa", "cavalry", 8, "4611",
	    "") DESTROYED, { { RA_REPAIR, "Stuart", "4610/4611" } },
	    .status = ST_REFUSED, .line = "units.Stuart: Stuart is cavalry: "
	    "only infantry units may repair a bridge or ferry (10.3)" },
	{ STD BRIDGED "units:\n" UNIT("Brown", "csa", "infantry", 4, "4611",
	    "") DESTROYED, REPAIR_BROWN, .status = ST_REFUSED,
	    .line = "units.Brown: a unit needs a Combat value of 5 or more to "
	    "repair a bridge or ferry; Brown has 4 (10.3)" },
	};

	expect_refusals(cases, nitems(cases));
}
END_TEST

START_TEST(test_10_3_enemy_combat_value_forbids)
{
	struct fx f;

	expect_refusal(&(struct refusal){ STD BRIDGED BROWN("")
	    UNIT("Wagner", "usa", "infantry", 5, "4610", ", entrenchment: "
	    "none") DESTROYED, REPAIR_BROWN, .status = ST_REFUSED,
	    .line = "units.Brown: enemy units of combined Combat value 5 in "
	    "4610 forbid it: no unit may repair a bridge or ferry at 4610/4611 "
	    "while either hex holds enemy units of 5 or more, entrenchments "
	    "not counted (10.3)" });
	repair(&f, STD BRIDGED BROWN("") UNIT("Wagner", "usa", "infantry", 4,
	    "4610", ", entrenchment: breastwork") DESTROYED, 1, "repaired", 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_fatigue_0_not_demoralized)
{
	static const struct refusal cases[] = {
	{ STD BRIDGED BROWN(", fatigue: 3") DESTROYED, REPAIR_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: repairing a bridge or "
	    "ferry needs Fatigue Level 0; Brown is at 3 (8.0, 10.3)" },
	{ STD BRIDGED BROWN(", demoralized: 1") DESTROYED, REPAIR_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: Brown has a "
	    "Demoralize-1 marker: a demoralized unit may not repair a bridge "
	    "or ferry (8.0, 11.0)" },
	};

	expect_refusals(cases, nitems(cases));
}
END_TEST

/* 10.3: other attempts of the phase (a bridge, a repair elsewhere) do not
 * count against a repair; the second of two destroyed markers is the
 * one removed. */
START_TEST(test_10_3_repair_beside_other_attempts)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")
	    SIDE("4011/4012", "minor-river, ferry")
	    SIDE("4111/4112", "minor-river, ford, road")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4011", "")
	    UNIT("Jones", "csa", "infantry", 6, "4111", "")
	    MARKERS("csa", "minor", 3)
	    "markers:\n  destroyed: [4011/4012, 4610/4611]\n");
	fx_order(&f, RA_BRIDGE, "Jones", "4111/4112");
	fx_order(&f, RA_REPAIR, "Smith", "4011/4012");
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	/* Jones: 1 +0 = 1 built; Smith's ferry 6 > 5 failed; Brown's
	 * bridge 3 <= 3 repaired. */
	fx_ok(&f, RUN(&f, 1, 6, 3));
	ck_assert_str_eq(result(&f, 0), "built");
	ck_assert_str_eq(result(&f, 1), "failed");
	ck_assert_str_eq(result(&f, 2), "repaired");
	ck_assert_int_eq(f.g->markers.ndestroyed, 1);
	ck_assert(game_destroyed(f.g, hexside_a(f.orders[1].hexside),
	    hexside_b(f.orders[1].hexside)));
	ck_assert(!game_destroyed(f.g, hexside_a(f.orders[2].hexside),
	    hexside_b(f.orders[2].hexside)));
	fx_done(&f);
}
END_TEST

/* 10.3: outside SIV the Union repairs with no county condition. */
START_TEST(test_10_3_union_repair_outside_siv)
{
	struct fx f;

	run_one(&f, STD BRIDGED "units:\n" UNIT("Wagner", "usa", "infantry", 6,
	    "4610", "") DESTROYED, RA_REPAIR, "Wagner", "4610/4611", 3);
	ck_assert_str_eq(result(&f, 0), "repaired");
	ck_assert_int_eq(f.g->markers.ndestroyed, 0);
	fx_done(&f);
}
END_TEST

/* SIV 10.3: the Union repairs only where it controls a county (22.1):
 * Banks (3) by the destroyed bridge N3333/N3334, the hexes, units and
 * County Control record given. */
#define SIV_REPAIR_U(hexes, units, control) TG_SIV "turn: 3\nmap:\n" \
	"  terrain: clear\n" hexes "  hexsides:\n    N3333/N3334: " \
	"[minor-river, bridge]\nunits:\n  Banks: {side: usa, type: " \
	"infantry, manpower: 3, hex: N3334}\n" units "markers:\n" \
	"  destroyed: [N3333/N3334]\n" control
#define SIV_REPAIR(hexes, control) SIV_REPAIR_U(hexes, "", control)
#define FREDERICK "  hexes:\n    N3333: {county: Frederick}\n" \
	"    N3334: {county: Frederick}\n"
#define KIMBALL(mp) "  Kimball: {side: usa, type: infantry, manpower: " #mp \
	", hex: N3333}\n"
#define REPAIR_BANKS	{ { RA_REPAIR, "Banks", "N3333/N3334" } }

/*
 * SIV 10.3, 22.1: the county is the Union's when a Union infantry unit
 * of manpower 1 or more is in its control county seat (Frederick:
 * Winchester, N3333) and the Union units in it total 2 or more, worked
 * out from the units (county.c, the answer gcacw-vp counts too); or, when
 * the file keeps the County Control Segment's record (markers.counties),
 * as it says.
 */
START_TEST(test_10_3_siv_union_county_controlled)
{
	struct fx f;

	run_one(&f, SIV_REPAIR_U(FREDERICK, KIMBALL(1), ""), RA_REPAIR,
	    "Banks", "N3333/N3334", 1);
	ck_assert_str_eq(result(&f, 0), "repaired");
	ck_assert_int_eq(f.g->markers.ndestroyed, 0);
	fx_done(&f);
	run_one(&f, SIV_REPAIR(FREDERICK, "  counties: {Frederick: usa}\n"),
	    RA_REPAIR, "Banks", "N3333/N3334", 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_siv_union_county_not_controlled)
{
	static const struct refusal cases[] = {
	/* Banks (3) is in Frederick, but not in its seat. */
	{ SIV_REPAIR(FREDERICK, ""), REPAIR_BANKS, .status = ST_REFUSED,
	    .line = "units.Banks: the Union may repair N3333/N3334 only if "
	    "N3334 or N3333 is in a county the Union controls; neither is "
	    "(10.3, SIV 22.1: Frederick uncontrolled)" },
	/* The segment's record says the Confederates hold it. */
	{ SIV_REPAIR_U(FREDERICK, KIMBALL(3), "  counties: {Frederick: "
	    "csa}\n"), REPAIR_BANKS, .status = ST_REFUSED,
	    .line = "units.Banks: the Union may repair N3333/N3334 only if "
	    "N3334 or N3333 is in a county the Union controls; neither is "
	    "(10.3, SIV 22.1: Frederick controlled by csa)" },
	/* Pendleton has no control county seat: it is never controlled. */
	{ SIV_REPAIR("  hexes:\n    N3333: {county: Pendleton}\n"
	    "    N3334: {county: Pendleton}\n", ""), REPAIR_BANKS,
	    .status = ST_REFUSED, .line = "units.Banks: the Union may repair "
	    "N3333/N3334 only if N3334 or N3333 is in a county the Union "
	    "controls; neither is (10.3, SIV 22.1: Pendleton uncontrolled)" },
	};

	expect_refusals(cases, nitems(cases));
}
END_TEST

/* What the ruling needs the file to give: the county of both hexes, and
 * of every unit's hex when the Union's total in the county counts. */
START_TEST(test_10_3_siv_union_county_needs_data)
{
	static const struct refusal cases[] = {
	{ SIV_REPAIR("", ""), REPAIR_BANKS,
	    .missing = "map.hexes.N3333.county", .also = "map.hexes.N3333."
	    "county: not given; the Union's repair (10.3, SIV 22.1) needs the "
	    "county of N3333" },
	/* Kimball (1) in Winchester: the Union's total counts, and Far's
	 * county is not given. */
	{ SIV_REPAIR_U(FREDERICK, KIMBALL(1) "  Far: {side: usa, type: "
	    "cavalry, manpower: 1, hex: N1010}\n", ""), REPAIR_BANKS,
	    .missing = "map.hexes.N1010.county", .also = "map.hexes.N1010."
	    "county: not given; the Union's repair (10.3, SIV 22.1) needs the "
	    "county of N1010" },
	};

	expect_refusals(cases, nitems(cases));
}
END_TEST

/* SIV 10.3, 22.1: a hex listed without its county says nothing of it;
 * with the other hex in a county of no seat (never controlled, so 0),
 * the ruling needs the missing county. */
START_TEST(test_10_3_siv_county_missing_beside_uncontrolled)
{
	static const struct refusal cases[] = {
	{ SIV_REPAIR("  hexes:\n    N3333: {terrain: clear}\n"
	    "    N3334: {county: Pendleton}\n", ""), REPAIR_BANKS,
	    .missing = "map.hexes.N3333.county" },
	{ SIV_REPAIR("  hexes:\n    N3333: {county: Pendleton}\n", ""),
	    REPAIR_BANKS, .missing = "map.hexes.N3334.county" },
	};

	expect_refusals(cases, nitems(cases));
}
END_TEST

/* One hex in a county the Union controls is enough, whatever the file
 * says or does not say of the other. */
START_TEST(test_10_3_siv_union_one_hex_enough)
{
	struct fx f;

	run_one(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Frederick}\n",
	    "  counties: {Frederick: usa}\n"), RA_REPAIR, "Banks",
	    "N3333/N3334", 3);
	ck_assert_str_eq(result(&f, 0), "repaired");
	fx_done(&f);
}
END_TEST

/* SIV 22.1: the control marker of the county's seat is found among
 * others. */
START_TEST(test_10_3_siv_control_among_other_markers)
{
	struct fx f;

	run_one(&f, SIV_REPAIR(FREDERICK, "  control: {N1111: csa, N3333: "
	    "csa}\n  counties: {Augusta: csa, Frederick: usa}\n"), RA_REPAIR,
	    "Banks", "N3333/N3334", 2);
	ck_assert_str_eq(result(&f, 0), "repaired");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_siv_confederates_need_no_county)
{
	struct fx f;

	run_one(&f, SIV_SIDE("minor-river, bridge") "  Jackson: {side: csa, "
	    "type: infantry, manpower: 3, hex: N3334}\nmarkers:\n"
	    "  destroyed: [N3333/N3334]\n", RA_REPAIR, "Jackson",
	    "N3333/N3334", 4);
	ck_assert_str_eq(result(&f, 0), "failed");
	ck_assert_int_eq(f.g->markers.ndestroyed, 1);
	fx_done(&f);
}
END_TEST

/*
 * SIV 22.0: a county seat is a hex, as the County Control table prints
 * it.  A game file's cell corrected into no hex is an error of the data,
 * told at the cell, not a county "never controlled" that would refuse
 * the repair (10.3, SIV 22.1) for a reason the rules do not give.  Where
 * the other hex's county is the Union's, the repair stands on it alone.
 */
START_TEST(test_siv_22_0_county_seat_not_a_hex)
{
	struct fx f;

	fx_load(&f, SIV_REPAIR(FREDERICK, "charts:\n  siv-county-seats:\n"
	    "    Frederick: {hex: zz}\n"));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_missing(&f, RUN0(&f), "charts.siv-county-seats.Frederick.hex");
	/* The cell's place: line 17, "    Frederick: {hex: zz}". */
	ck_assert_msg(strstr(tg_errors(&f.t), "<stdin>:17:22: charts."
	    "siv-county-seats.Frederick.hex: 'zz' is not a hex (") != NULL &&
	    strstr(tg_errors(&f.t), "Frederick's control county seat is a "
	    "hex, as the County Control (control county seats) table prints "
	    "it (SIV 22.0;") != NULL, "%s", tg_errors(&f.t));
	ck_assert_ptr_null(strstr(tg_errors(&f.t), "neither is"));
	fx_done(&f);

	/* Shenandoah the Union's by the segment's record: the repair
	 * needs nothing of Frederick. */
	run_one(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Frederick}\n"
	    "    N3334: {county: Shenandoah}\n", "  counties: {Shenandoah: "
	    "usa}\ncharts:\n  siv-county-seats:\n    Frederick: {hex: zz}\n"),
	    RA_REPAIR, "Banks", "N3333/N3334", 2);
	ck_assert_str_eq(result(&f, 0), "repaired");
	fx_done(&f);
}
END_TEST

CHECK_SUITE(recover_bridge, NULL, NULL, 0,
    CHECK_LOOPS({ test_10_1_attempt_refused, (int)nitems(bridge_refused) },
	{ test_10_1_attempt_needs_its_data, (int)nitems(bridge_needs_data) },
	{ test_sjw_19_0_major_bridge_refused, (int)nitems(sjw_refused) },
	{ test_8_0_1_bridge_and_repair_refused, (int)nitems(step_1_refused) },
	{ test_10_3_repair_refused, (int)nitems(repair_refused) }))
