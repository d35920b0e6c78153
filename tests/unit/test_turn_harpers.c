/*
 * test_turn_harpers.c — the Harpers Ferry Phase (lib/rules/turn_harpers.c;
 * SIV 17.0): the Union units in N5524 or within 3 hexes trace road, pike
 * or railroad hexes to the map edge past Confederate units and ZOC; the
 * rulebook's own ZOC example; no die when none is besieged; the Harpers
 * Ferry Table's 11 and 12 and each of its modifiers; the surrender's
 * effects on the units, their leaders and the ledger; what the map must
 * give; every refusal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "phase.h"
#include "testplay.h"
#include "turn.h"
#include "zoc.h"

/*
 * The north map's corner around Harpers Ferry (N5524), its east edge
 * column 58; a road from N5524 through N5623 and N5723 to the edge hex
 * N5823.  Loudoun Heights (N5624) a mountain no road enters.
 */
#define ROAD								\
	"    N5524/N5623: [road]\n"					\
	"    N5623/N5723: [road]\n"					\
	"    N5723/N5823: [road]\n"
#define HF_MAP(hexes, sides)						\
	"map:\n  terrain: clear\n"					\
	"  bounds: {N: {cols: [50, 58], rows: [15, 30]}}\n"		\
	"  hexes:\n    N5624: mountain\n" hexes				\
	"  hexsides:\n" ROAD sides
#define HF_HEAD(phase)							\
	TG_SIV "scenario: valley-campaign\nturn: 12\n" phase		\
	"rain: false\n"
#define HF	"phase: harpers-ferry\n"
#define HF_GAME(hexes, sides, units)					\
	HF_HEAD(HF) HF_MAP(hexes, sides) "units:\n" units
#define U(name, side, type, mp, art, hex)				\
	"  " name ": {side: " side ", type: " type ", manpower: " #mp	\
	", artillery: " #art ", hex: " hex "}\n"
#define INF(name, side, mp, hex)	U(name, side, "infantry", mp, 0, hex)
/* Off the road, 2 hexes from Harpers Ferry: it never traces. */
#define MILES	INF("Miles", "usa", 3, "N5425")
#define SAXTON	INF("Saxton", "usa", 4, "N5524")

/* The phase on these dice; *rolled how many were rolled. */
static int
hf_run(struct game *g, struct turn_result *r, int n, const int *dice,
    int *rolled)
{
	struct turn_orders	 o = { .op = TURN_HARPERS_FERRY };
	struct dice		 d;
	int			 st;

	memset(r, 0, sizeof(*r));
	r->winner = -1;
	dice_init(&d, g, dice, n, false, 0);
	st = turn_run(g, &d, &o, r);
	*rolled = d.nrolls;
	dice_free(&d);
	return st;
}

static const int no_dice[1] = { 0 };

/* 17.0: "if every Union unit in N5524 or within 3 hexes of it can trace
 * a path to a map edge, nothing happens": no die. */
START_TEST(test_siv_17_0_not_besieged_no_die)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, HF_GAME("", "", SAXTON
				    INF("Kimball", "usa", 5, "N5723")));
	int			 rolled;

	ck_assert_int_eq(hf_run(g, &r, 0, no_dice, &rolled), 0);
	ck_assert_int_eq(rolled, 0);
	ck_assert(!r.rolled);
	ck_assert_str_eq(tg_log(g, "besieged")->str, "false");
	ck_assert_int_eq(tg_log(g, "units")->n, 0);
	ck_assert_ptr_null(tg_log(g, "result"));
	ck_assert(noted(&r, "Saxton in N5524 traces a road, pike or railroad "
	    "path to the map-edge hex N5823"));
	ck_assert(noted(&r, "no die is rolled"));
	ck_assert_int_eq(tg_unit(g, "Saxton")->status, US_IN_PLAY);
	ck_assert_int_eq(g->phase, PH_LEADER_TRANSFER);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* 17.0: "If there are no Union units in N5524 or within 3 hexes of it
 * ... nothing happens": Kimball 4 hexes away (N5124) does not count,
 * off the road as he is; at 3 (N5224) he does. */
START_TEST(test_siv_17_0_within_3_hexes)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, HF_GAME("", "",
				    INF("Kimball", "usa", 5, "N5124")));
	int			 rolled;

	ck_assert_int_eq(hf_run(g, &r, 0, no_dice, &rolled), 0);
	ck_assert_int_eq(rolled, 0);
	ck_assert_str_eq(tg_log(g, "besieged")->str, "false");
	ck_assert_ptr_null(tg_log(g, "units"));
	ck_assert(noted(&r, "no Union unit is in N5524 or within 3 hexes of "
	    "it: nothing happens"));
	tg_done(&t);
	g = tg_load_ok(&t, HF_GAME("", "", INF("Kimball", "usa", 5, "N5224")));
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(1, 1), &rolled), 0);
	ck_assert_int_eq(rolled, 2);
	ck_assert_str_eq(tg_log(g, "besieged")->str, "true");
	ck_assert_str_eq(tg_log(g, "units.0")->str, "Kimball");
	ck_assert(noted(&r, "no road, pike or railroad runs through its hex"));
	tg_done(&t);
}
END_TEST

/*
 * The Harpers Ferry Table: "11 or less: No effect"; "12 or more:
 * Surrender".  Miles cannot trace; no modifier.  Each row: the dice and
 * the result.
 */
static const struct {
	int		 d1, d2;
	const char	*result;
} table_rows[] = {
	{ 5, 6, "No effect" },
	{ 6, 6, "Surrender" },
	{ 1, 1, "No effect" },
};

START_TEST(test_siv_17_0_table_11_or_12)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, HF_GAME("", "", MILES));
	int			 rolled;

	ck_assert_int_eq(hf_run(g, &r, TG_DICE(table_rows[_i].d1,
	    table_rows[_i].d2), &rolled), 0);
	ck_assert_int_eq(rolled, 2);
	ck_assert_str_eq(tg_log(g, "result")->str, table_rows[_i].result);
	ck_assert_str_eq(tg_log(g, "modified")->str, arena_printf(&g->arena,
	    "%d", table_rows[_i].d1 + table_rows[_i].d2));
	ck_assert_str_eq(tg_log(g, "dice.1.purpose")->str, "harpers ferry");
	ck_assert_int_eq(tg_unit(g, "Miles")->status, table_rows[_i].result[0]
	    == 'S' ? US_SURRENDERED : US_IN_PLAY);
	tg_done(&t);
}
END_TEST

/*
 * 17.0 Harpers Ferry Table Modifiers: "+3: A Confederate infantry unit
 * with an Artillery value of at least 1 is in N5623 (Naval Battery).
 * +1: ... in N5624 (Loudoun Heights).  +1: ... in N5423 (Bolivar
 * Heights)."  Dice 4 + 4; each row: the Confederate units, the modifier.
 */
static const struct {
	const char	*units;
	int		 modifier;
} mod_rows[] = {
	{ U("Walker", "csa", "infantry", 3, 1, "N5623"), 3 },
	{ U("Walker", "csa", "infantry", 3, 1, "N5624"), 1 },
	{ U("Walker", "csa", "infantry", 3, 2, "N5423"), 1 },
	/* Artillery 0, cavalry, or another hex: no modifier */
	{ U("Walker", "csa", "infantry", 3, 0, "N5623"), 0 },
	{ U("Ashby", "csa", "cavalry", 3, 1, "N5623"), 0 },
	{ U("Walker", "csa", "infantry", 3, 3, "N5522"), 0 },
	/* "all modifiers are cumulative" */
	{ U("Walker", "csa", "infantry", 3, 1, "N5623")
	  U("Jackson", "csa", "infantry", 5, 2, "N5624")
	  U("Ewell", "csa", "infantry", 5, 1, "N5423"), 5 },
	/* 11.0's "Artillery value is 0 in both attack and defense" is
	 * combat's: the roll is neither (RULINGS) */
	{ "  Walker: {side: csa, type: infantry, manpower: 3, artillery: 1, "
	  "demoralized: 2, hex: N5623}\n", 3 },
	/* one unit that qualifies is enough */
	{ U("Ashby", "csa", "cavalry", 3, 1, "N5623")
	  U("Walker", "csa", "infantry", 3, 1, "N5623"), 3 },
};

START_TEST(test_siv_17_0_modifiers)
{
	char			 yaml[2048];
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	int			 rolled, total = 8 + mod_rows[_i].modifier;

	snprintf(yaml, sizeof(yaml), "%s%s", HF_GAME("", "", MILES),
	    mod_rows[_i].units);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(4, 4), &rolled), 0);
	ck_assert_str_eq(tg_log(g, "modified")->str, arena_printf(&g->arena,
	    "%d", total));
	ck_assert_str_eq(tg_log(g, "result")->str, total >= 12 ? "Surrender" :
	    "No effect");
	ck_assert_int_eq(tg_log(g, "modifiers")->n, mod_rows[_i].modifier ==
	    5 ? 3 : mod_rows[_i].modifier > 0 ? 1 : 0);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * 17.0 Harpers Ferry Surrender: "every Union unit and leader in N5524 or
 * within 3 hexes of it that cannot trace the path described above is
 * immediately removed from play."  Saxton's road runs into Walker's hex
 * (N5623), Miles has no road; Kimball in the edge hex N5823, 3 hexes
 * away, traces and stays, and so does Shields with him.  Banks, with
 * Saxton, surrenders too.  4 + 5 + 3 (Walker in the Naval Battery) = 12.
 * 27.1 counts "the surrender of Harpers Ferry" among the Union's losses:
 * ledger.losses.usa.surrender, added to what it held.
 */
START_TEST(test_siv_17_0_surrender_effects)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, HF_GAME("", "", SAXTON
				    MILES INF("Kimball", "usa", 5, "N5823")
				    U("Walker", "csa", "infantry", 3, 1,
				    "N5623"))
				    "leaders:\n"
				    "  Banks: {side: usa, rank: corps, with: "
				    "Saxton}\n"
				    "  Shields: {side: usa, rank: division, "
				    "with: Kimball}\n"
				    "ledger:\n  losses:\n    usa: {surrender: "
				    "2}\n");
	struct unit		*u;
	int			 rolled;

	ck_assert_int_eq(hf_run(g, &r, TG_DICE(4, 5), &rolled), 0);
	ck_assert_str_eq(tg_log(g, "result")->str, "Surrender");
	ck_assert_str_eq(tg_log(g, "modified")->str, "12");
	ck_assert_int_eq(tg_log(g, "units")->n, 2);
	ck_assert_str_eq(tg_log(g, "units.0")->str, "Saxton");
	ck_assert_str_eq(tg_log(g, "units.1")->str, "Miles");
	ck_assert_str_eq(tg_log(g, "leaders.0")->str, "Banks");
	u = tg_unit(g, "Saxton");
	ck_assert_int_eq(u->status, US_SURRENDERED);
	ck_assert_int_eq(u->hex, HEX_NONE);
	ck_assert_int_eq(u->left, 12);
	ck_assert_int_eq(u->manpower, 4);
	ck_assert_int_eq(tg_unit(g, "Miles")->status, US_SURRENDERED);
	ck_assert_int_eq(game_first_unit(g, tg_hex(g, "N5524")), -1);
	ck_assert_int_eq(tg_leader(g, "Banks")->status, US_SURRENDERED);
	ck_assert_int_eq(tg_leader(g, "Banks")->with, -1);
	ck_assert_int_eq(tg_unit(g, "Kimball")->status, US_IN_PLAY);
	ck_assert_int_eq(tg_leader(g, "Shields")->status, US_IN_PLAY);
	ck_assert_int_eq(g->ledger.losses[SIDE_USA][C_SURRENDER], 2 + 4 + 3);
	ck_assert(noted(&r, "Kimball in N5823 traces"));
	ck_assert(noted(&r, "a Union depot in Harpers Ferry remains"));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* The rulebook's example's hexsides: the rivers on Loudoun Heights'
 * north (N5623, N5724) and west (N5524), a trail up it from N5625 and
 * N5525, N5725 off the trail. */
#define LOUDOUN								\
	"    N5624/N5623: [major-river]\n"				\
	"    N5624/N5524: [major-river]\n"				\
	"    N5624/N5724: [major-river]\n"				\
	"    N5624/N5625: [trail]\n"					\
	"    N5624/N5525: [trail]\n"

/*
 * 17.0: "ZOC do not extend across minor or major river hexsides without
 * a bridge or ford, and do not extend from or into mountains unless a
 * road, pike, trail, or railroad runs through them — for example, a
 * Confederate unit in N5624 does not exert ZOC into N5524, N5623, or
 * N5724."  So Saxton's road through N5623 stays open; with no river
 * between Loudoun Heights and N5623 (a trail across it instead) the
 * Confederate ZOC closes it.
 */
START_TEST(test_siv_17_0_zoc_example_loudoun_heights)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, HF_GAME("", LOUDOUN, SAXTON
				    INF("Jackson", "csa", 5, "N5624")));
	int			 rolled;

	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N5524")),
	    ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N5623")),
	    ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N5724")),
	    ZOC_NONE);
	/* The mountain without a road: none into N5725 either; the trail
	 * carries it into N5625 and N5525. */
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N5725")),
	    ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N5625")),
	    ZOC_NORMAL);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N5525")),
	    ZOC_NORMAL);
	ck_assert_int_eq(hf_run(g, &r, 0, no_dice, &rolled), 0);
	ck_assert_str_eq(tg_log(g, "besieged")->str, "false");
	ck_assert_int_eq(rolled, 0);
	tg_done(&t);
	g = tg_load_ok(&t, HF_GAME("", "    N5624/N5623: [trail]\n", SAXTON
	    INF("Jackson", "csa", 5, "N5624")));
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N5623")),
	    ZOC_NORMAL);
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(1, 1), &rolled), 0);
	ck_assert_str_eq(tg_log(g, "besieged")->str, "true");
	ck_assert_str_eq(tg_log(g, "units.0")->str, "Saxton");
	tg_done(&t);
}
END_TEST

/* 17.0: "nor a Confederate ZOC not occupied by a Union unit": Jackson in
 * N5523 exerts ZOC into N5623; with Kimball in N5623 Saxton's road
 * passes. */
START_TEST(test_siv_17_0_zoc_occupied_by_union)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, HF_GAME("", "", SAXTON
				    INF("Jackson", "csa", 5, "N5523")));
	int			 rolled;

	ck_assert_int_eq(hf_run(g, &r, TG_DICE(1, 1), &rolled), 0);
	ck_assert_str_eq(tg_log(g, "besieged")->str, "true");
	ck_assert(noted(&r, "Saxton in N5524 cannot trace: no road, pike or "
	    "railroad path reaches a map-edge hex"));
	tg_done(&t);
	g = tg_load_ok(&t, HF_GAME("", "", SAXTON INF("Kimball", "usa", 2,
	    "N5623") INF("Jackson", "csa", 5, "N5523")));
	ck_assert_int_eq(hf_run(g, &r, 0, no_dice, &rolled), 0);
	ck_assert_str_eq(tg_log(g, "besieged")->str, "false");
	ck_assert_int_eq(rolled, 0);
	tg_done(&t);
}
END_TEST

/* 6.2: "Unfinished railroads are treated as roads for all game
 * purposes"; pikes and railroads are the path's as roads are; a trail
 * is not. */
static const struct {
	const char	*feature;
	bool		 traces;
} road_rows[] = {
	{ "road", true }, { "pike", true }, { "railroad", true },
	{ "unfinished-railroad", true }, { "trail", false },
};

START_TEST(test_siv_17_0_road_pike_railroad)
{
	char			 yaml[2048];
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	int			 rolled;

	snprintf(yaml, sizeof(yaml), HF_HEAD(HF) "map:\n  terrain: clear\n"
	    "  bounds: {N: {cols: [50, 58], rows: [15, 30]}}\n"
	    "  hexsides:\n    N5524/N5623: [%s]\n    N5623/N5723: [road]\n"
	    "    N5723/N5823: [road]\nunits:\n" SAXTON,
	    road_rows[_i].feature);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(1, 1), &rolled), 0);
	ck_assert_str_eq(tg_log(g, "besieged")->str, road_rows[_i].traces ?
	    "false" : "true");
	tg_done(&t);
}
END_TEST

/* What the trace and the table need of the file: the map's bounds (its
 * edge), its roads, a Confederate infantry unit's Artillery value in a
 * modifier's hex.  The missing-data error; nothing changes, no die. */
START_TEST(test_siv_17_0_needs_data)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			*before;
	int			 rolled;

	g = tg_load_ok(&t, HF_HEAD(HF) "map:\n  terrain: clear\n  hexsides:\n"
	    ROAD "units:\n" SAXTON);
	before = tg_emit(g);
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(6, 6), &rolled), ST_DATA);
	ck_assert_int_eq(rolled, 0);
	ck_assert_msg(strstr(tg_errors(&t), "map.bounds: not given; SIV 17.0 "
	    "traces the Union units") != NULL, "%s", tg_errors(&t));
	tg_unchanged(g, before);
	tg_done(&t);
	g = tg_load_ok(&t, HF_HEAD(HF) "map:\n  terrain: clear\n  bounds: {N: "
	    "{cols: [50, 58], rows: [15, 30]}}\nunits:\n" SAXTON);
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(6, 6), &rolled), ST_DATA);
	ck_assert_msg(strstr(tg_errors(&t), "map.hexsides: no road, pike or "
	    "railroad is given; SIV 17.0") != NULL, "%s", tg_errors(&t));
	ck_assert_int_eq(tg_unit(g, "Saxton")->status, US_IN_PLAY);
	tg_done(&t);
	g = tg_load_ok(&t, HF_GAME("", "", MILES
	    "  Walker: {side: csa, type: infantry, manpower: 3, hex: "
	    "N5623}\n"));
	before = tg_emit(g);
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(6, 6), &rolled), ST_DATA);
	ck_assert_int_eq(rolled, 0);
	ck_assert_msg(strstr(tg_errors(&t), "units.Walker.artillery: not "
	    "given; the Harpers Ferry Table modifier for N5623 (Naval "
	    "Battery)") != NULL, "%s", tg_errors(&t));
	tg_unchanged(g, before);
	tg_done(&t);
}
END_TEST

/* The refusals: out of the phase, outside the SIV Advanced Game, a
 * second time in a turn ("at most once per turn"). */
START_TEST(test_siv_17_0_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			*before;
	int			 rolled;

	g = tg_load_ok(&t, HF_HEAD("phase: reinforcement\n") HF_MAP("", "")
	    "units:\n" MILES);
	before = tg_emit(g);
	tg_refused(&t, hf_run(g, &r, TG_DICE(6, 6), &rolled),
	    "--harpers-ferry");
	ck_assert_int_eq(rolled, 0);
	tg_unchanged(g, before);
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "turn: 12\nrain: false\n" HF_MAP("", "")
	    "units:\n" MILES);
	tg_refused(&t, hf_run(g, &r, TG_DICE(6, 6), &rolled),
	    "the Harpers Ferry Phase is SIV's Advanced Game's");
	tg_done(&t);
	g = tg_load_ok(&t, HF_HEAD("") HF_MAP("", "") "units:\n" MILES);
	ck_assert_int_eq(hf_run(g, &r, TG_DICE(1, 1), &rolled), 0);
	ck_assert_int_eq(g->phase, PH_NONE);
	before = tg_emit(g);
	tg_refused(&t, hf_run(g, &r, TG_DICE(6, 6), &rolled),
	    "at most once per turn (SIV 17.0)");
	tg_unchanged(g, before);
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn_harpers, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_17_0_table_11_or_12, N(table_rows) },
	{ test_siv_17_0_modifiers, N(mod_rows) },
	{ test_siv_17_0_road_pike_railroad, N(road_rows) }))
