/*
 * test_bridges.c — Recovery Phase step 1 on rivers: building pontoon
 * bridges (10.1) and repairing permanent bridges and ferries (10.3).
 * Every eligibility condition and restriction, every die roll modifier
 * and combination of the road modifier, the success boundaries, the
 * unmodified 6, the SIV thresholds and exceptions, the Bridge markers,
 * SJW 19.0, and the SIV county-control condition of repairs.
 *
 * Standard games are on a clear map: Brown (Confederate infantry, 8) in
 * 4611 works on the hexside 4610/4611 (adjacent: DESIGN.md section 3).
 * A road on 4611/4612 puts a road in 4611 only; one on 4609/4610 in 4610
 * only.  SIV games use N3333 (Winchester, Frederick County's seat) and
 * N3334.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "dice.h"
#include "module.h"
#include "recover_int.h"
#include "fixture.h"
#include "testrecover.h"
#include "testbridges.h"

#define ROAD_4611	SIDE("4611/4612", "road")
#define ROAD_4610	SIDE("4609/4610", "road")
#define CSA_MINOR	MARKERS("csa", "minor", 3)

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

/* Brown bridges 4610/4611 with this die: the result and the modified. */
static void
bridge(struct fx *f, const char *yaml, int die, const char *result,
    int modified)
{
	char m[8];

	fx_load(f, yaml);
	fx_order(f, RA_BRIDGE, "Brown", "4611/4610");
	fx_ok(f, RUN(f, die));
	ck_assert_str_eq(log_str(f->g, "activities.0.activity"), "bridge");
	ck_assert_str_eq(log_str(f->g, "activities.0.result"), result);
	snprintf(m, sizeof(m), "%d", modified);
	ck_assert_str_eq(log_str(f->g, "activities.0.modified"), m);
	ck_assert_int_eq(f->g->markers.npontoons,
	    strcmp(result, "built") == 0 ? 1 : 0);
}

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
	    ROAD_4610) BROWN("") CSA_MINOR "markers:\n  destroyed: "
	    "[4610/4611]\n", 5, "built", 5);
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
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN("")
	    CSA_MINOR, 3, "failed", 6);
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

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, ford, road"))
	    "units:\n" UNIT("Wagner", "usa", "infantry", 6, "4610", "")
	    MARKERS("usa", "minor", 1));
	fx_order(&f, RA_BRIDGE, "Wagner", "4610/4611");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	ck_assert_int_eq(f.g->markers.pontoons[0].owner, SIDE_USA);
	ck_assert(game_pontoon(f.g, hexside_a(f.orders[0].hexside),
	    hexside_b(f.orders[0].hexside)) == &f.g->markers.pontoons[0]);
	fx_done(&f);
}
END_TEST

/*
 * 10.1 eligibility and restrictions.
 */

START_TEST(test_10_1_infantry_only)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) "units:\n"
	    UNIT("Stuart", "csa", "cavalry", 8, "4611", "") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Stuart", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Stuart: Stuart is "
	    "cavalry: only infantry units may build a pontoon bridge (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_combat_value_5)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) "units:\n"
	    UNIT("Brown", "csa", "infantry", 4, "4611", "") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: a unit needs a "
	    "Combat value of 5 or more to build a pontoon bridge; Brown has 4 "
	    "(10.1)");
	fx_done(&f);
	bridge(&f, STD MAP(SIDE("4610/4611", "minor-river")) "units:\n"
	    UNIT("Brown", "csa", "infantry", 5, "4611", "") CSA_MINOR, 1,
	    "built", 4);
	fx_done(&f);
}
END_TEST

/* 7.2: a disorganized unit's Combat value is its marker's other side. */
START_TEST(test_10_1_disorganized_combat_value)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN(
	    ", disorganized: true, combat: 4") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: a unit needs a "
	    "Combat value of 5 or more to build a pontoon bridge; Brown has 4 "
	    "(10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_siv_combat_value_3)
{
	struct fx f;
	const char *y = TG_SIV "turn: 3\nmap:\n  terrain: clear\n  hexsides:\n"
	    "    N3333/N3334: [minor-river]\nunits:\n  Jackson: {side: csa, "
	    "type: infantry, manpower: %d, hex: N3334}\n";
	char buf[512];

	snprintf(buf, sizeof(buf), y, 2);
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Jackson", "N3333/N3334");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Jackson: a unit needs a "
	    "Combat value of 3 or more to build a pontoon bridge; Jackson has "
	    "2 (10.1)");
	fx_done(&f);
	/* 3 will do; and SIV's minor river markers are not a limit. */
	snprintf(buf, sizeof(buf), y, 3);
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Jackson", "N3333/N3334");
	fx_ok(&f, RUN(&f, 2));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_hexside_of_the_units_hex)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4609/4610", "minor-river")) BROWN("")
	    CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4609/4610");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: 4609/4610 is not a "
	    "hexside of Brown's hex 4611 (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_not_across_creeks)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "creek")) BROWN("") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: 4610/4611 is a "
	    "creek hexside: bridges may not be built across creeks (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_river_hexside_only)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "road")) BROWN("") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: 4610/4611 is not a "
	    "minor or major river hexside (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_not_over_a_dam)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, dam")) BROWN("")
	    CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: 4610/4611 has a "
	    "dam: no pontoon bridge may be built across it (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_not_over_a_pontoon_bridge)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN("")
	    CSA_MINOR "markers:\n  pontoon_bridges: [{hexside: 4610/4611, "
	    "owner: usa}]\n");
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: 4610/4611 already "
	    "has a pontoon bridge (usa) (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_one_unit_per_hex)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")
	    SIDE("4611/4612", "minor-river")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4611", "") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_order(&f, RA_BRIDGE, "Smith", "4611/4612");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Smith: Brown in 4611 "
	    "already attempts a bridge: at most one infantry unit per hex may "
	    "make a bridge-building attempt (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_one_attempt_per_hexside)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4610", "") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_order(&f, RA_BRIDGE, "Smith", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Smith: Brown already "
	    "attempts to bridge 4610/4611: if it fails, another attempt waits "
	    "until the following turn; if it succeeds, the hexside has a "
	    "pontoon bridge (10.1)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_enemy_combat_value_forbids)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN("")
	    UNIT("Wagner", "usa", "infantry", 3, "4610", "")
	    UNIT("Opdycke", "usa", "infantry", 2, "4610", "") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: enemy units of "
	    "combined Combat value 5 in 4610 forbid it: no unit may build a "
	    "pontoon bridge at 4610/4611 while either hex holds enemy units "
	    "of 5 or more, entrenchments not counted (10.1)");
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

START_TEST(test_10_1_siv_enemy_threshold_3)
{
	struct fx f;
	const char *y = TG_SIV "turn: 3\nmap:\n  terrain: clear\n  hexsides:\n"
	    "    N3333/N3334: [minor-river]\nunits:\n  Jackson: {side: csa, "
	    "type: infantry, manpower: 5, hex: N3334}\n  Banks: {side: usa, "
	    "type: infantry, manpower: %d, hex: N3333}\n";
	char buf[512];

	snprintf(buf, sizeof(buf), y, 3);
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Jackson", "N3333/N3334");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Jackson: enemy units of "
	    "combined Combat value 3 in N3333 forbid it: no unit may build a "
	    "pontoon bridge at N3333/N3334 while either hex holds enemy units "
	    "of 3 or more, entrenchments not counted (10.1)");
	fx_done(&f);
	snprintf(buf, sizeof(buf), y, 2);
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Jackson", "N3333/N3334");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_siv_union_not_over_a_major_river)
{
	struct fx f;

	fx_load(&f, TG_SIV "turn: 3\nmap:\n  terrain: clear\n  hexsides:\n"
	    "    N3333/N3334: [major-river]\nunits:\n  Banks: {side: usa, "
	    "type: infantry, manpower: 5, hex: N3334}\n");
	fx_order(&f, RA_BRIDGE, "Banks", "N3333/N3334");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Banks: Union units may not "
	    "bridge a major river in Stonewall in the Valley (10.1)");
	fx_done(&f);
}
END_TEST

/* The Confederates may, with a major river Bridge marker: the counter mix
 * is not printed, so the count is missing data until supplied. */
START_TEST(test_10_1_siv_confederate_major_needs_marker_count)
{
	struct fx f;
	const char *y = TG_SIV "turn: 3\nmap:\n  terrain: clear\n  hexsides:\n"
	    "    N3333/N3334: [major-river, ford, road]\nunits:\n  Jackson: "
	    "{side: csa, type: infantry, manpower: 5, hex: N3334}\n";
	char buf[512];

	fx_load(&f, y);
	fx_order(&f, RA_BRIDGE, "Jackson", "N3333/N3334");
	fx_refused(&f, RUN0(&f), ST_DATA, "charts.bridge-markers.csa.major: "
	    "the Bridge marker count (the counter mix's pontoon Bridge "
	    "markers) does not print this cell (10.1), needed for Jackson's "
	    "pontoon bridge (10.1: an unused Bridge marker); supply it as "
	    "charts: {bridge-markers: {\"csa\": {\"major\": VALUE}}} in the "
	    "game file, in a --charts FILE or in $GCACW_CHARTS (gcacw-charts "
	    "--show bridge-markers prints the table; --template, a file of every "
	    "cell to supply)");
	fx_done(&f);
	snprintf(buf, sizeof(buf), "%s%s", y, MARKERS("csa", "major", 1));
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Jackson", "N3333/N3334");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "3");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_standard_minor_marker_count_missing)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN(""));
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_DATA, "charts.bridge-markers.csa.minor: "
	    "the Bridge marker count (the counter mix's pontoon Bridge "
	    "markers) does not print this cell (10.1), needed for Brown's "
	    "pontoon bridge (10.1: an unused Bridge marker); supply it as "
	    "charts: {bridge-markers: {\"csa\": {\"minor\": VALUE}}} in the "
	    "game file, in a --charts FILE or in $GCACW_CHARTS (gcacw-charts "
	    "--show bridge-markers prints the table; --template, a file of every "
	    "cell to supply)");
	fx_done(&f);
}
END_TEST

/* Markers on the map of the same owner and class are in use; others are
 * not counted. */
START_TEST(test_10_1_no_unused_marker)
{
	struct fx f;
	const char *y = STD MAP(SIDE("4610/4611", "minor-river")
	    SIDE("4011/4012", "minor-river") SIDE("4111/4112", "minor-river")
	    SIDE("4211/4212", "major-river")) BROWN("")
	    "charts:\n  bridge-markers: {csa: {minor: 1, major: 1}}\n"
	    "markers:\n  pontoon_bridges:\n  - {hexside: 4111/4112, owner: "
	    "usa}\n  - {hexside: 4211/4212, owner: csa}\n%s";
	char buf[1024];

	snprintf(buf, sizeof(buf), y, "");
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	fx_done(&f);
	snprintf(buf, sizeof(buf), y, "  - {hexside: 4011/4012, owner: csa}\n");
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: the Confederate "
	    "player has no unused minor river Bridge marker (10.1)");
	fx_done(&f);
}
END_TEST

/* Two attempts, one marker: the first built takes it, and the second is
 * not made (its die, rolled in order, is logged unused). */
START_TEST(test_10_1_last_marker_used_earlier_in_the_phase)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")
	    SIDE("4011/4012", "minor-river")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4011", "")
	    MARKERS("csa", "minor", 1));
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_order(&f, RA_BRIDGE, "Smith", "4011/4012");
	fx_ok(&f, RUN(&f, 1, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	ck_assert_str_eq(log_str(f.g, "activities.1.result"), "no-marker");
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	ck_assert_str_eq(log_str(f.g, "notes.0"), "Smith's bridge at 4011/4012 "
	    "is not attempted: the bridges built earlier in this phase used "
	    "the last unused minor river Bridge marker (10.1)");
	fx_done(&f);
	/* Had the first failed, the second would have had its marker. */
	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")
	    SIDE("4011/4012", "minor-river")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4011", "")
	    MARKERS("csa", "minor", 1));
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_order(&f, RA_BRIDGE, "Smith", "4011/4012");
	fx_ok(&f, RUN(&f, 6, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "failed");
	ck_assert_str_eq(log_str(f.g, "activities.1.result"), "built");
	fx_done(&f);
}
END_TEST

START_TEST(test_sjw_19_0_confederates_never_bridge_a_major_river)
{
	struct fx f;

	fx_load(&f, TG_SJW "turn: 3\nadvanced: true\nmap:\n  terrain: clear\n"
	    "  hexsides:\n    N2010/N2011: [major-river]\nunits:\n  Ewell: "
	    "{side: csa, type: infantry, manpower: 6, hex: N2010}\n");
	fx_order(&f, RA_BRIDGE, "Ewell", "N2010/N2011");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Ewell: the Confederate "
	    "player may never build a major-river bridge (SJW 19.0)");
	fx_done(&f);
}
END_TEST

START_TEST(test_sjw_19_0_union_one_major_bridge_at_a_time)
{
	struct fx f;
	const char *y = TG_SJW "turn: 3\nadvanced: true\nmap:\n  terrain: "
	    "clear\n  hexsides:\n    N2010/N2011: [major-river, ford, road]\n"
	    "    N3010/N3011: [major-river]\nunits:\n  Pope: {side: usa, type: "
	    "infantry, manpower: 6, hex: N2010}\n%s";
	char buf[1024];

	snprintf(buf, sizeof(buf), y, "");
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Pope", "N2010/N2011");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "built");
	ck_assert_str_eq(log_str(f.g, "notes.0"), "SJW 19.0 also lets the "
	    "Union bridge a major river only across the Rappahannock, after "
	    "Chatham Bridge was dismantled on an earlier turn: the file does "
	    "not record these, so the players check them");
	fx_done(&f);
	snprintf(buf, sizeof(buf), y, "markers:\n  pontoon_bridges: "
	    "[{hexside: N3010/N3011, owner: usa}]\n");
	fx_load(&f, buf);
	fx_order(&f, RA_BRIDGE, "Pope", "N2010/N2011");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Pope: the Union player has "
	    "no unused major river Bridge marker (10.1, SJW 19.0: one "
	    "major-river bridge at a time)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_no_bridges_in_rain)
{
	struct fx f;

	fx_load(&f, STD_RAIN MAP(SIDE("4610/4611", "minor-river")) BROWN("")
	    CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "rain: it is a rain turn: Brown "
	    "may not build a pontoon bridge (8.0, 12.0)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_fatigue_0_not_demoralized)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN(
	    ", fatigue: 1") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: building a pontoon "
	    "bridge needs Fatigue Level 0; Brown is at 1 (8.0, 10.1)");
	fx_done(&f);
	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN(
	    ", demoralized: 2") CSA_MINOR);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: Brown has a "
	    "Demoralize-2 marker: a demoralized unit may not build a pontoon "
	    "bridge (8.0, 11.0)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_1_not_with_another_activity)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river")) BROWN("")
	    CSA_MINOR);
	fx_order(&f, RA_ENTRENCH, "Brown", NULL);
	fx_order(&f, RA_BRIDGE, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: Brown is already "
	    "ordered to entrench: a unit may perform only one of "
	    "entrenching, building a bridge and repairing a bridge or ferry "
	    "per Recovery Phase (8.0)");
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
 * 10.3 Repairing Permanent Bridges and Ferries.
 */

static void
repair(struct fx *f, const char *yaml, int die, const char *result,
    int modified)
{
	char m[8];

	fx_load(f, yaml);
	fx_order(f, RA_REPAIR, "Brown", "4611/4610");
	fx_ok(f, RUN(f, die));
	ck_assert_str_eq(log_str(f->g, "activities.0.activity"), "repair");
	ck_assert_str_eq(log_str(f->g, "activities.0.result"), result);
	snprintf(m, sizeof(m), "%d", modified);
	ck_assert_str_eq(log_str(f->g, "activities.0.modified"), m);
	ck_assert_int_eq(f->g->markers.ndestroyed,
	    strcmp(result, "repaired") == 0 ? 0 : 1);
}

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

	repair(&f, STD "unfordable: {minor: 3, major: 0}\n" MAP(SIDE(
	    "4610/4611", "minor-river, bridge")) BROWN("") DESTROYED, 2,
	    "repaired", 3);
	ck_assert_int_eq(log_mod(f.g, 0, "the minor river is unfordable"), 1);
	fx_done(&f);
	repair(&f, STD "unfordable: {minor: 3, major: 0}\n" MAP(SIDE(
	    "4610/4611", "minor-river, bridge")) BROWN("") DESTROYED, 3,
	    "failed", 4);
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

START_TEST(test_10_3_only_a_destroyed_bridge_or_ferry)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge"))
	    BROWN(""));
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: 4610/4611 has no "
	    "destroyed permanent bridge or ferry to repair (10.3)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_infantry_of_combat_value_5)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")) "units:\n"
	    UNIT("Stuart", "csa", "cavalry", 8, "4611", "") DESTROYED);
	fx_order(&f, RA_REPAIR, "Stuart", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Stuart: Stuart is "
	    "cavalry: only infantry units may repair a bridge or ferry (10.3)");
	fx_done(&f);
	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")) "units:\n"
	    UNIT("Brown", "csa", "infantry", 4, "4611", "") DESTROYED);
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: a unit needs a "
	    "Combat value of 5 or more to repair a bridge or ferry; Brown has "
	    "4 (10.3)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_enemy_combat_value_forbids)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")) BROWN("")
	    UNIT("Wagner", "usa", "infantry", 5, "4610",
	    ", entrenchment: none") DESTROYED);
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: enemy units of "
	    "combined Combat value 5 in 4610 forbid it: no unit may repair a "
	    "bridge or ferry at 4610/4611 while either hex holds enemy units "
	    "of 5 or more, entrenchments not counted (10.3)");
	fx_done(&f);
	repair(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")) BROWN("")
	    UNIT("Wagner", "usa", "infantry", 4, "4610",
	    ", entrenchment: breastwork") DESTROYED, 1, "repaired", 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_one_attempt_per_bridge_per_side)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")) BROWN("")
	    UNIT("Smith", "csa", "infantry", 6, "4610", "") DESTROYED);
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_order(&f, RA_REPAIR, "Smith", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Smith: Brown already "
	    "attempts to repair 4610/4611: each player may make one repair "
	    "attempt per bridge or ferry per Recovery Phase (10.3)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_no_repairs_in_rain)
{
	struct fx f;

	fx_load(&f, STD_RAIN MAP(SIDE("4610/4611", "minor-river, bridge"))
	    BROWN("") DESTROYED);
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "rain: it is a rain turn: Brown "
	    "may not repair a bridge or ferry (8.0, 12.0)");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_fatigue_0_not_demoralized)
{
	struct fx f;

	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")) BROWN(
	    ", fatigue: 3") DESTROYED);
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: repairing a bridge "
	    "or ferry needs Fatigue Level 0; Brown is at 3 (8.0, 10.3)");
	fx_done(&f);
	fx_load(&f, STD MAP(SIDE("4610/4611", "minor-river, bridge")) BROWN(
	    ", demoralized: 1") DESTROYED);
	fx_order(&f, RA_REPAIR, "Brown", "4610/4611");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: Brown has a "
	    "Demoralize-1 marker: a demoralized unit may not repair a bridge "
	    "or ferry (8.0, 11.0)");
	fx_done(&f);
}
END_TEST

/* SIV 10.3: the Union repairs only where it controls a county (22.1). */
#define SIV_REPAIR(hexes, control) TG_SIV "turn: 3\nmap:\n  terrain: clear\n" \
	hexes "  hexsides:\n    N3333/N3334: [minor-river, bridge]\nunits:\n" \
	"  Banks: {side: usa, type: infantry, manpower: 3, hex: N3334}\n" \
	"markers:\n  destroyed: [N3333/N3334]\n" control
/* The same with more units after Banks. */
#define SIV_REPAIR_U(hexes, units, control) TG_SIV "turn: 3\nmap:\n" \
	"  terrain: clear\n" hexes "  hexsides:\n    N3333/N3334: " \
	"[minor-river, bridge]\nunits:\n  Banks: {side: usa, type: " \
	"infantry, manpower: 3, hex: N3334}\n" units "markers:\n" \
	"  destroyed: [N3333/N3334]\n" control
#define FREDERICK "  hexes:\n    N3333: {county: Frederick}\n" \
	"    N3334: {county: Frederick}\n"

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

	fx_load(&f, SIV_REPAIR_U(FREDERICK, "  Kimball: {side: usa, type: "
	    "infantry, manpower: 1, hex: N3333}\n", ""));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_ok(&f, RUN(&f, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "repaired");
	ck_assert_int_eq(f.g->markers.ndestroyed, 0);
	fx_done(&f);
	fx_load(&f, SIV_REPAIR(FREDERICK, "  counties: {Frederick: usa}\n"));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_ok(&f, RUN(&f, 1));
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_siv_union_county_not_controlled)
{
	struct fx f;

	/* Banks (3) is in Frederick, but not in its seat. */
	fx_load(&f, SIV_REPAIR(FREDERICK, ""));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Banks: the Union may "
	    "repair N3333/N3334 only if N3334 or N3333 is in a county the "
	    "Union controls; neither is (10.3, SIV 22.1: Frederick "
	    "uncontrolled)");
	fx_done(&f);
	/* The segment's record says the Confederates hold it. */
	fx_load(&f, SIV_REPAIR_U(FREDERICK, "  Kimball: {side: usa, type: "
	    "infantry, manpower: 3, hex: N3333}\n",
	    "  counties: {Frederick: csa}\n"));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Banks: the Union may "
	    "repair N3333/N3334 only if N3334 or N3333 is in a county the "
	    "Union controls; neither is (10.3, SIV 22.1: Frederick "
	    "controlled by csa)");
	fx_done(&f);
	/* Pendleton has no control county seat: it is never controlled. */
	fx_load(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Pendleton}\n"
	    "    N3334: {county: Pendleton}\n", ""));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Banks: the Union may "
	    "repair N3333/N3334 only if N3334 or N3333 is in a county the "
	    "Union controls; neither is (10.3, SIV 22.1: Pendleton "
	    "uncontrolled)");
	fx_done(&f);
}
END_TEST

/* What the ruling needs the file to give: the county of both hexes, and
 * of every unit's hex when the Union's total in the county counts. */
START_TEST(test_10_3_siv_union_county_needs_data)
{
	struct fx f;

	fx_load(&f, SIV_REPAIR("", ""));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_missing(&f, RUN0(&f), "map.hexes.N3333.county");
	tg_has(tg_errors(&f.t), "map.hexes.N3333.county: not given; the "
	    "Union's repair (10.3, SIV 22.1) needs the county of N3333");
	fx_done(&f);
	/* Kimball (1) in Winchester: the Union's total counts, and Far's
	 * county is not given. */
	fx_load(&f, SIV_REPAIR_U(FREDERICK, "  Kimball: {side: usa, type: "
	    "infantry, manpower: 1, hex: N3333}\n  Far: {side: usa, type: "
	    "cavalry, manpower: 1, hex: N1010}\n", ""));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_missing(&f, RUN0(&f), "map.hexes.N1010.county");
	tg_has(tg_errors(&f.t), "map.hexes.N1010.county: not given; the "
	    "Union's repair (10.3, SIV 22.1) needs the county of N1010");
	fx_done(&f);
}
END_TEST

/* One hex in a county the Union controls is enough, whatever the file
 * says or does not say of the other. */
START_TEST(test_10_3_siv_union_one_hex_enough)
{
	struct fx f;

	fx_load(&f, SIV_REPAIR("  hexes:\n    N3333: {county: Frederick}\n",
	    "  counties: {Frederick: usa}\n"));
	fx_order(&f, RA_REPAIR, "Banks", "N3333/N3334");
	fx_ok(&f, RUN(&f, 3));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "repaired");
	fx_done(&f);
}
END_TEST

START_TEST(test_10_3_siv_confederates_need_no_county)
{
	struct fx f;

	fx_load(&f, TG_SIV "turn: 3\nmap:\n  terrain: clear\n  hexsides:\n"
	    "    N3333/N3334: [minor-river, bridge]\nunits:\n  Jackson: {side: "
	    "csa, type: infantry, manpower: 3, hex: N3334}\nmarkers:\n"
	    "  destroyed: [N3333/N3334]\n");
	fx_order(&f, RA_REPAIR, "Jackson", "N3333/N3334");
	fx_ok(&f, RUN(&f, 4));
	ck_assert_str_eq(log_str(f.g, "activities.0.result"), "failed");
	ck_assert_int_eq(f.g->markers.ndestroyed, 1);
	fx_done(&f);
}
END_TEST

static Suite *
bridges_suite(void)
{
	Suite	*s = suite_create("bridges");
	TCase	*tc = tcase_create("modifiers");

	tcase_add_test(tc, test_10_1_plus_0_roads_both_and_ford);
	tcase_add_test(tc, test_10_1_plus_0_ferry_or_destroyed_bridge);
	tcase_add_test(tc, test_10_1_road_across_the_hexside_is_in_both_hexes);
	tcase_add_test(tc, test_10_1_plus_1_roads_both_no_crossing);
	tcase_add_test(tc, test_10_1_plus_2_road_in_one_hex);
	tcase_add_test(tc, test_10_1_plus_3_no_road);
	tcase_add_test(tc, test_10_1_pike_trail_and_rr_are_roads);
	tcase_add_test(tc, test_10_1_unfordable_plus_1);
	tcase_add_test(tc, test_10_1_major_river_plus_2_and_unfordable);
	tcase_add_test(tc, test_10_1_unmodified_6_not_built);
	tcase_add_test(tc, test_10_1_marker_placed_with_its_owner);
	tcase_add_test(tc, test_10_1_hex_has_road);
	suite_add_tcase(s, tc);

	tc = tcase_create("eligibility");
	tcase_add_test(tc, test_10_1_infantry_only);
	tcase_add_test(tc, test_10_1_combat_value_5);
	tcase_add_test(tc, test_10_1_disorganized_combat_value);
	tcase_add_test(tc, test_10_1_siv_combat_value_3);
	tcase_add_test(tc, test_10_1_hexside_of_the_units_hex);
	tcase_add_test(tc, test_10_1_not_across_creeks);
	tcase_add_test(tc, test_10_1_river_hexside_only);
	tcase_add_test(tc, test_10_1_not_over_a_dam);
	tcase_add_test(tc, test_10_1_not_over_a_pontoon_bridge);
	tcase_add_test(tc, test_10_1_one_unit_per_hex);
	tcase_add_test(tc, test_10_1_one_attempt_per_hexside);
	tcase_add_test(tc, test_10_1_enemy_combat_value_forbids);
	tcase_add_test(tc,
	    test_10_1_enemy_below_threshold_entrenchments_not_counted);
	tcase_add_test(tc, test_10_1_siv_enemy_threshold_3);
	tcase_add_test(tc, test_10_1_siv_union_not_over_a_major_river);
	tcase_add_test(tc, test_10_1_siv_confederate_major_needs_marker_count);
	tcase_add_test(tc, test_10_1_standard_minor_marker_count_missing);
	tcase_add_test(tc, test_10_1_no_unused_marker);
	tcase_add_test(tc, test_10_1_last_marker_used_earlier_in_the_phase);
	tcase_add_test(tc,
	    test_sjw_19_0_confederates_never_bridge_a_major_river);
	tcase_add_test(tc, test_sjw_19_0_union_one_major_bridge_at_a_time);
	tcase_add_test(tc, test_10_1_no_bridges_in_rain);
	tcase_add_test(tc, test_10_1_fatigue_0_not_demoralized);
	tcase_add_test(tc, test_10_1_not_with_another_activity);
	suite_add_tcase(s, tc);

	tc = tcase_create("repair");
	tcase_add_test(tc, test_10_3_bridge_repaired_on_3_or_less);
	tcase_add_test(tc, test_10_3_ferry_repaired_on_5_or_less);
	tcase_add_test(tc, test_10_3_unfordable_plus_1);
	tcase_add_test(tc, test_10_3_major_river_plus_2);
	tcase_add_test(tc, test_10_3_only_a_destroyed_bridge_or_ferry);
	tcase_add_test(tc, test_10_3_infantry_of_combat_value_5);
	tcase_add_test(tc, test_10_3_enemy_combat_value_forbids);
	tcase_add_test(tc, test_10_3_one_attempt_per_bridge_per_side);
	tcase_add_test(tc, test_10_3_no_repairs_in_rain);
	tcase_add_test(tc, test_10_3_fatigue_0_not_demoralized);
	tcase_add_test(tc, test_10_3_siv_union_county_controlled);
	tcase_add_test(tc, test_10_3_siv_union_county_not_controlled);
	tcase_add_test(tc, test_10_3_siv_union_county_needs_data);
	tcase_add_test(tc, test_10_3_siv_union_one_hex_enough);
	tcase_add_test(tc, test_10_3_siv_confederates_need_no_county);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(bridges_suite)
