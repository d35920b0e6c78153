/*
 * test_move_step.c — one step of a march priced (6.1, 6.2, 10.0, 10.1,
 * 12.0; SJW 14.0): the march state it is priced in, the Terrain Chart's
 * cells and their rain column, roads, pikes, railroads, unfinished
 * railroads, trails (2 into mountain), the crossings and their refusals
 * (passage.h), the ferry penalty, the friendly-occupied hex and its
 * chart's rows and columns, the cells a step needs that nobody supplied,
 * the enemy in the hex and around it.
 *
 * testmove.h says what a game is unless a case says otherwise; M steps
 * south, from 1010 into 1011 (N1010 into N1011 in SJW, whose cases read
 * the SJW chart's printed cells).  Each expected value is worked out
 * from the rulebook text (/work/shared/rules/), not copied from what the
 * code prints.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "move.h"
#include "testmove.h"

#define SJW(rain)	TG_SJW "turn: 1\nrain: " rain "\n"
#define M_N		UNIT_AT("M", "csa", "infantry", 6, "N1010", "")
#define M_TYPE(type)	UNIT_AT("M", "csa", type, 6, "1010", "")
#define F_INF(mp)	TG_INF("F", "csa", mp, "1011")
#define F_DIS(mp, more)	TG_UNIT("F", "csa", "infantry", mp, "1011",	\
	", disorganized: true" more)
#define PONTOON(owner)	"markers: {pontoon_bridges: [{hexside: 1010/1011, " \
	"owner: " owner "}]}\n"
#define DESTROYED	"markers: {destroyed: [1010/1011]}\n"
#define UNFORDABLE	"unfordable: {minor: 1, major: 0}\n"
/* The friendly-occupied chart's cell for clear hexes, corrected. */
#define FRIENDLY(row, cell) CHARTS "  friendly-occupied:\n    " row	\
	": {city/clear/rough/rolling/hill: " cell "}\n"
#define ROADBOUND	"a mountain hex is entered or left only by road, " \
	"pike, trail or RR, a swamp hex only by road, pike or RR (6.2)"

/* Price M's step into the hex south of it; true when priced. */
static bool
price_south(struct fx *f)
{
	return move_price(f->g, &f->st, f->st.at, hex_neighbour(f->st.at,
	    DIR_S), &f->p);
}

/* ---- the step's price, one line a case ---- */

static const struct priced {
	const char	*what;
	const char	*head, *hexes, *hexsides, *units, *tail;
	halves		 cost;
	const char	*words;
} priced[] = {
	/* 6.1: off the roads, the Terrain Chart's cell; 12.0: "In rain
	 * turns, the cost to enter all types of major terrain without
	 * benefit of roads, pikes, trails, or RR is increased (see Terrain
	 * Chart)": the chart's rain column. */
	{ "6.1 clear", FAIR, "", "", M, CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)" },
	{ "6.1 woods", FAIR, "'1011': woods", "", M, CHARTS, 4,
	    "woods 2 (6.1, Terrain Chart)" },
	{ "12.0 woods in rain", RAIN, "'1011': woods", "", M, CHARTS, 6,
	    "woods in rain 3 (12.0, Terrain Chart)" },

	/* 6.2 roads, pikes, railroads, trails; 12.0 in rain.  No Terrain
	 * Chart cell is read: none is needed. */
	{ "6.2 a road costs 1 whatever the terrain", FAIR, "'1011': woods",
	    "1010/1011: [road]", M, "", 2, "road 1 (6.2)" },
	{ "12.0 a road in rain costs 2", RAIN, "'1011': woods",
	    "1010/1011: [road]", M, "", 4, "road in rain 2 (12.0)" },
	{ "6.2 a pike costs 1", FAIR, "", "1010/1011: [pike]", M, "", 2,
	    "pike 1 (6.2)" },
	/* 12.0: "A unit entering a hex across a pike hexside expends 1½
	 * (not 1) MP in a rain turn": exactly 3 halves. */
	{ "12.0 a pike in rain costs 1½", RAIN, "", "1010/1011: [pike]", M,
	    "", 3, "pike in rain 1½ (12.0)" },
	{ "6.2 a railroad costs 1", FAIR, "", "1010/1011: [railroad]", M, "",
	    2, "railroad 1 (6.2)" },
	{ "12.0 a railroad in rain costs 2", RAIN, "",
	    "1010/1011: [railroad]", M, "", 4, "railroad in rain 2 (12.0)" },
	/* 6.2: "Unfinished railroads are treated as roads for all game
	 * purposes." */
	{ "6.2 an unfinished railroad is a road", FAIR, "'1011': woods",
	    "1010/1011: [unfinished-railroad]", M, "", 2,
	    "unfinished railroad, a road 1 (6.2)" },
	{ "12.0 an unfinished railroad in rain is a road", RAIN, "",
	    "1010/1011: [unfinished-railroad]", M, "", 4,
	    "unfinished railroad, a road in rain 2 (12.0)" },
	/* 6.2: "Entering a mountain hex through a trail hexside costs 2
	 * MP; entering a non-mountain hex through a trail hexside costs 1
	 * MP"; 12.0: 3 and 2 in rain. */
	{ "6.2 a trail into mountain costs 2", FAIR, "'1011': mountain",
	    "1010/1011: [trail]", M, "", 4, "trail into mountain 2 (6.2)" },
	{ "12.0 a trail into mountain in rain costs 3", RAIN,
	    "'1011': mountain", "1010/1011: [trail]", M, "", 6,
	    "trail into mountain in rain 3 (12.0)" },
	{ "6.2 a trail elsewhere costs 1", FAIR, "'1011': woods",
	    "1010/1011: [trail]", M, "", 2, "trail 1 (6.2)" },
	{ "12.0 a trail elsewhere in rain costs 2", RAIN, "'1011': woods",
	    "1010/1011: [trail]", M, "", 4, "trail in rain 2 (12.0)" },
	/* RULING: several ways across one hexside, the cheapest: in rain
	 * a pike (1½) beats a road (2).  Of two equal ways (a road and a
	 * railroad, 1 each) the first, the road, is named. */
	{ "6.2 the cheapest way across a hexside", RAIN, "",
	    "1010/1011: [road, pike]", M, "", 3, "pike in rain 1½ (12.0)" },
	{ "6.2 a road before an equal railroad", FAIR, "'1011': woods",
	    "1010/1011: [road, railroad]", M, "", 2, "road 1 (6.2)" },
	{ "6.2 a road before an equal railroad, listed after it", FAIR,
	    "'1011': woods", "1010/1011: [railroad, road]", M, "", 2,
	    "road 1 (6.2)" },
	/* 6.2: "Provisional swamp hexes function as rough hexes except in
	 * rain turns, when they convert to normal swamp hexes"; the chart's
	 * own line, when someone supplies it (RULING). */
	{ "6.2 a provisional swamp is rough in fair weather", FAIR,
	    "'1011': provisional-swamp", "", M, CHARTS, 4,
	    "rough 2 (6.1, Terrain Chart)" },
	{ "6.2 a provisional swamp's own chart line", FAIR,
	    "'1011': provisional-swamp", "", M, CHARTS
	    "    provisional-swamp: {normal: 3}\n", 6,
	    "provisional-swamp 3 (6.1, Terrain Chart)" },
	{ "6.2 a provisional swamp in rain, by road", RAIN,
	    "'1011': provisional-swamp", "1010/1011: [road]", M, "", 4,
	    "road in rain 2 (12.0)" },
	/* 6.2: swamps "except across a hexside crossed by a road, pike, or
	 * RR". */
	{ "6.2 a swamp by railroad", FAIR, "'1011': swamp",
	    "1010/1011: [railroad]", M, "", 2, "railroad 1 (6.2)" },

	/* SJW 14.0: clear 3; "the cost to enter clear terrain on a rain
	 * turn remains the normal 3 MP"; rough 6 in rain. */
	{ "SJW 14.0 clear 3", SJW("false"), "", "", M_N, "", 6,
	    "clear 3 (6.1, Terrain Chart)" },
	{ "SJW 14.0 clear 3 in rain", SJW("true"), "", "", M_N, "", 6,
	    "clear in rain 3 (SJW 14.0, Terrain Chart)" },
	{ "SJW 14.0 rough 6 in rain", SJW("true"), "N1011: rough", "", M_N,
	    "", 12, "rough in rain 6 (SJW 14.0, Terrain Chart)" },
	/* SJW 14.0: "A unit spends 1.5 MP (instead of 1) to enter a hex by
	 * crossing a hexside crossed by a paved road" (a pike on the
	 * map). */
	{ "SJW 14.0 a paved road in rain costs 1½", SJW("true"), "",
	    "N1010/N1011: [pike]", M_N, "", 3,
	    "paved road in rain 1½ (SJW 14.0)" },
	{ "SJW 14.0 a road in rain costs 2", SJW("true"), "",
	    "N1010/N1011: [road]", M_N, "", 4, "road in rain 2 (SJW 14.0)" },
	{ "SJW 14.0 a paved road costs 1", SJW("false"), "",
	    "N1010/N1011: [pike]", M_N, "", 2, "paved road 1 (6.2)" },
	/* A trail in SJW has no row in its chart (SJW 14.0): it gives no
	 * benefit, the clear hex entered costs 3 ("the normal 3 MP"). */
	{ "SJW 14.0 a trail is no way", SJW("false"), "",
	    "N1010/N1011: [trail]", M_N, "", 6,
	    "clear 3 (6.1, Terrain Chart)" },

	/* 10.0: "A unit entering a hex across a bridge, dam, or ford
	 * ignores the cost of the major terrain in that hex and instead
	 * pays 1 MP as long as a road, pike, or RR crosses that bridge,
	 * dam, or ford ... Units entering a hex across a bridge or ford
	 * which is not traversed by a road, pike or RR must pay that hex's
	 * major terrain MP cost." */
	{ "10.0 a bridge with a road", FAIR, "'1011': woods",
	    "1010/1011: [major-river, bridge, road]", M, CHARTS, 2,
	    "road 1 (6.2)" },
	{ "10.0 a bridge without a road", FAIR, "'1011': woods",
	    "1010/1011: [major-river, bridge]", M, CHARTS, 4,
	    "woods 2 (6.1, Terrain Chart)" },
	{ "10.0 a dam without a road", FAIR, "'1011': woods",
	    "1010/1011: [major-river, dam]", M, CHARTS, 4,
	    "woods 2 (6.1, Terrain Chart)" },
	{ "10.0 a ford with a road", FAIR, "",
	    "1010/1011: [minor-river, ford, road]", M, "", 2,
	    "road 1 (6.2)" },
	/* 12.0: "Units may cross creeks only across road, pike, RR or
	 * trail hexsides in rain turns. Exception: Units may always cross a
	 * creek hexside if at least one of the two hexes joined by that
	 * hexside is a city hex"; 6.2: "Creek hexsides do not affect
	 * movement" otherwise. */
	{ "6.2 a creek in fair weather", FAIR, "", "1010/1011: [creek]", M,
	    CHARTS, 2, "clear 1 (6.1, Terrain Chart)" },
	{ "12.0 a creek in rain by trail", RAIN, "",
	    "1010/1011: [creek, trail]", M, CHARTS, 4,
	    "trail in rain 2 (12.0)" },
	{ "12.0 a creek in rain into a city", RAIN, "'1011': city",
	    "1010/1011: [creek]", M, CHARTS "    city: {rain: 2}\n", 4,
	    "city in rain 2 (12.0, Terrain Chart)" },
	/* 10.1: one's own pontoon bridge is "considered to have a road
	 * (not pike) running across it as long as both hexes connected by
	 * the bridge have roads, pikes, trails, or RR in them": with a road
	 * on one side only, or none beyond it, the terrain's cost. */
	{ "10.1 one's own pontoon bridge, a road", FAIR, "'1011': woods",
	    "1010/1011: [major-river], 1009/1010: [road], "
	    "1011/1012: [pike]", M, CHARTS PONTOON("csa"), 2,
	    "pontoon bridge, a road 1 (10.1)" },
	{ "10.1 a pontoon bridge without a road beyond it", FAIR,
	    "'1011': woods", "1010/1011: [major-river]", M,
	    CHARTS PONTOON("csa"), 4, "woods 2 (6.1, Terrain Chart)" },
	{ "10.1 a pontoon bridge without a road on the near side", FAIR,
	    "'1011': woods", "1010/1011: [major-river], 1011/1012: [pike]", M,
	    CHARTS PONTOON("csa"), 4, "woods 2 (6.1, Terrain Chart)" },
	{ "10.1 a pontoon bridge with a road on the near side only", FAIR,
	    "'1011': woods", "1010/1011: [major-river], 1009/1010: [road]", M,
	    CHARTS PONTOON("csa"), 4, "woods 2 (6.1, Terrain Chart)" },
	/* 10.2: a destroyed bridge over a minor river leaves a ford. */
	{ "10.2 a destroyed minor-river bridge leaves a ford", FAIR, "",
	    "1010/1011: [minor-river, bridge, road]", M, CHARTS DESTROYED, 2,
	    "road 1 (6.2)" },

	/* 6.2: "At a major river ferry on any turn ... the crossing unit's
	 * Manpower value is divided by 3 (drop fractions) for an MP
	 * penalty, in addition to the normal cost to enter the far hex";
	 * "Crossing a ferry over a minor river in non-rain turns costs no
	 * MP penalty beyond normal movement"; in rain or while unfordable
	 * it does (12.0); a ford beside the ferry, open: no penalty. */
	{ "6.2 a major-river ferry: manpower ÷ 3", FAIR, "",
	    "1010/1011: [major-river, ferry, road]",
	    UNIT_AT("M", "csa", "infantry", 8, "1010", ""), "", 2 + 4,
	    "road 1 (6.2); ferry over a major river, manpower 8 ÷ 3: +2 "
	    "(6.2)" },
	{ "6.2 a minor-river ferry in fair weather", FAIR, "",
	    "1010/1011: [minor-river, ferry, road]", M, "", 2,
	    "road 1 (6.2)" },
	{ "6.2 a minor-river ferry in rain", RAIN, "",
	    "1010/1011: [minor-river, ferry, road]", M, "", 4 + 4,
	    "road in rain 2 (12.0); ferry over a minor river in rain, "
	    "manpower 6 ÷ 3: +2 (6.2)" },
	{ "6.2 a minor-river ferry while unfordable", FAIR, "",
	    "1010/1011: [minor-river, ferry, road]", M, UNFORDABLE, 2 + 4,
	    "road 1 (6.2); ferry over a minor river while unfordable, "
	    "manpower 6 ÷ 3: +2 (6.2, 12.0)" },
	{ "6.2 a ford beside the ferry", FAIR, "",
	    "1010/1011: [minor-river, ferry, ford, road]", M, "", 2,
	    "road 1 (6.2)" },

	/* 6.2, the friendly-occupied hex (Charts & Tables): less than 3
	 * CV nothing, 3-11 +1 in clear, more than 11 +2; the second column
	 * is "Woods, loess, swamp, mountain": 3 to 11 there is +3 MP,
	 * whatever the way in (a road does not spare it: the hex is
	 * entered). */
	{ "6.2 friendly-occupied clear, 3 CV", FAIR, "", "", M F_INF(3),
	    CHARTS, 4, "clear 1 (6.1, Terrain Chart); friendly-occupied "
	    "clear, 3-11 CV: +1 MP (6.2 chart)" },
	{ "6.2 friendly-occupied clear, 11 CV", FAIR, "", "", M F_INF(11),
	    CHARTS, 4, "clear 1 (6.1, Terrain Chart); friendly-occupied "
	    "clear, 3-11 CV: +1 MP (6.2 chart)" },
	{ "6.2 friendly-occupied woods, 4 CV", FAIR, "'1011': woods", "",
	    M F_INF(4), CHARTS, 10, "woods 2 (6.1, Terrain Chart); "
	    "friendly-occupied woods, 3-11 CV: +3 MP (6.2 chart)" },
	{ "6.2 friendly-occupied woods by road", FAIR, "'1011': woods",
	    "1010/1011: [road]", M F_INF(4), "", 8, "road 1 (6.2); "
	    "friendly-occupied woods, 3-11 CV: +3 MP (6.2 chart)" },
	{ "6.2 friendly-occupied loess by road", FAIR, "'1011': loess",
	    "1010/1011: [road]", M F_INF(4), "", 2 + 6, "road 1 (6.2); "
	    "friendly-occupied loess, 3-11 CV: +3 MP (6.2 chart)" },
	{ "6.2 friendly-occupied swamp by road", FAIR, "'1011': swamp",
	    "1010/1011: [road]", M F_INF(4), "", 2 + 6, "road 1 (6.2); "
	    "friendly-occupied swamp, 3-11 CV: +3 MP (6.2 chart)" },
	{ "6.2 friendly-occupied mountain by road", FAIR, "'1011': mountain",
	    "1010/1011: [road]", M F_INF(4), "", 2 + 6, "road 1 (6.2); "
	    "friendly-occupied mountain, 3-11 CV: +3 MP (6.2 chart)" },
	{ "6.2 friendly-occupied clear, more than 11 CV", FAIR, "", "",
	    M F_INF(7) TG_INF("G", "csa", 5, "1011"), CHARTS, 6,
	    "clear 1 (6.1, Terrain Chart); friendly-occupied clear, more "
	    "than 11 CV: +2 MP (6.2 chart)" },
	{ "6.2 friendly-occupied clear, less than 3 CV", FAIR, "", "",
	    M F_INF(2), CHARTS, 2, "clear 1 (6.1, Terrain Chart)" },
	/* The wagon train row; "not cumulative": the highest. */
	{ "6.2 friendly-occupied by a wagon train", FAIR, "'1011': woods", "",
	    M TG_UNIT("W", "csa", "wagon", 1, "1011", "") F_INF(4), CHARTS,
	    12, "woods 2 (6.1, Terrain Chart); friendly-occupied woods, "
	    "wagon train: +4 MP (6.2 chart)" },
	/* "Cavalry units do not pay such MP penalties and do not trigger
	 * them"; leaders count for nothing; artillery pays. */
	{ "6.2 cavalry pays no friendly-occupied penalty", FAIR, "", "",
	    M_TYPE("cavalry") F_INF(8), CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)" },
	{ "6.2 cavalry triggers no friendly-occupied penalty", FAIR, "", "",
	    M TG_CAV("C", "csa", 8, "1011"), CHARTS, 2,
	    "clear 1 (6.1, Terrain Chart)" },
	{ "6.2 a leader counts for nothing", FAIR, "", "", M F_INF(2)
	    "leaders:\n  L: {side: csa, rank: division, leads: X, with: F}\n",
	    CHARTS, 2, "clear 1 (6.1, Terrain Chart)" },
	{ "6.2 artillery pays the friendly-occupied penalty", FAIR, "", "",
	    UNIT_AT("M", "csa", "artillery", 2, "1010", "") F_INF(3), CHARTS,
	    4, "clear 1 (6.1, Terrain Chart); friendly-occupied clear, 3-11 "
	    "CV: +1 MP (6.2 chart)" },
	/* A disorganized unit's Combat value (7.2) is read only when the
	 * row depends on it: 2 is less than 3 whatever it is; given, it is
	 * read. */
	{ "6.2 friendly-occupied by 2 disorganized", FAIR, "", "",
	    M F_DIS(2, ""), CHARTS, 2, "clear 1 (6.1, Terrain Chart)" },
	{ "6.2 friendly-occupied by 12 disorganized, combat 4", FAIR, "", "",
	    M F_DIS(12, ", combat: 4"), CHARTS, 4, "clear 1 (6.1, Terrain "
	    "Chart); friendly-occupied clear, 3-11 CV: +1 MP (6.2 chart)" },
	/* A cell corrected by a `charts:` key is read: "less than 3" given
	 * +1 is paid (named as the chart prints the row); "-" is no
	 * penalty. */
	{ "6.2 friendly-occupied cell corrected", FAIR, "", "", M F_INF(2),
	    FRIENDLY("less-than-3", "+1 MP"), 2 + 2, "clear 1 (6.1, Terrain "
	    "Chart); friendly-occupied clear, less than 3 CV: +1 MP (6.2 "
	    "chart)" },
	{ "6.2 friendly-occupied cell corrected to none", FAIR, "", "",
	    M F_INF(4), FRIENDLY("3-11", "\"-\""), 2,
	    "clear 1 (6.1, Terrain Chart)" },
};

START_TEST(test_6_1_step_priced)
{
	const struct priced	*c = &priced[_i];
	struct fx		 f;

	fx_make(&f, c->head, c->hexes, c->hexsides, c->units, c->tail, 24);
	ck_assert_msg(price_south(&f), "%s: not priced: %s", c->what,
	    f.p.nmissing > 0 ? f.p.missing[0].needed : "");
	ck_assert_msg(f.p.passage.possible, "%s", c->what);
	ck_assert_str_eq(parts(&f.p), c->words);
	ck_assert_msg(f.p.cost == c->cost, "%s: %d", c->what, f.p.cost);
	ck_assert_str_eq(tg_errors(&f.t), "");
	tg_done(&f.t);
}
END_TEST

/* ---- 6.2 what may not be entered or crossed: passage's words ---- */

static const struct barred {
	const char	*what;
	const char	*head, *hexes, *hexsides, *tail;
	const char	*why;
} barred[] = {
	{ "6.2 a water hex", FAIR, "'1011': water", "", CHARTS,
	    "water (2.4, 6.2)" },
	{ "6.2 a mountain off the roads, entered", FAIR, "'1011': mountain",
	    "", CHARTS, ROADBOUND },
	{ "6.2 a mountain off the roads, left", FAIR, "'1010': mountain", "",
	    CHARTS, ROADBOUND },
	/* 6.2: swamps "except across a hexside crossed by a road, pike, or
	 * RR": not a trail. */
	{ "6.2 a swamp not by trail", FAIR, "'1011': swamp",
	    "1010/1011: [trail]", CHARTS, ROADBOUND },
	/* In rain a provisional swamp is a swamp: entered only by road,
	 * pike or RR. */
	{ "6.2 a provisional swamp in rain off the roads", RAIN,
	    "'1011': provisional-swamp", "", CHARTS, ROADBOUND },
	{ "6.2 a minor river with a road, no crossing", FAIR, "",
	    "1010/1011: [minor-river, road]", CHARTS, "a river crossed only "
	    "at a bridge, dam, ferry or ford (6.2)" },
	{ "6.2 a major river, no crossing", FAIR, "",
	    "1010/1011: [major-river]", CHARTS, "a river crossed only at a "
	    "bridge, dam, ferry or ford (6.2)" },
	/* 12.0: "In rain turns, units may cross minor and major rivers
	 * only at bridge, dam, and ferry hexsides—never at fords"; nor
	 * while unfordable. */
	{ "12.0 a ford in rain", RAIN, "", "1010/1011: [minor-river, ford]",
	    CHARTS, "no unit crosses a ford or a destroyed bridge or ferry in "
	    "rain (12.0)" },
	{ "12.0 a ford while unfordable", FAIR, "",
	    "1010/1011: [minor-river, ford]", CHARTS UNFORDABLE,
	    "the river is unfordable this turn (12.0)" },
	{ "12.0 a creek in rain", RAIN, "", "1010/1011: [creek]", CHARTS,
	    "a creek with no road, pike, trail or RR, in rain (12.0)" },
	/* 10.2, 12.0: the ford a destroyed minor-river bridge leaves is
	 * closed in rain. */
	{ "12.0 a destroyed bridge's ford in rain", RAIN, "",
	    "1010/1011: [minor-river, bridge, road]", CHARTS DESTROYED,
	    "no unit crosses a ford or a destroyed bridge or ferry in rain "
	    "(12.0)" },
	/* 10.2: "Enemy units may not cross that bridge in a march". */
	{ "10.2 the enemy's pontoon bridge", FAIR, "",
	    "1010/1011: [major-river]", CHARTS PONTOON("usa"),
	    "the enemy's pontoon bridge may not be crossed (10.2)" },
	/* 10.2: a destroyed bridge over a major river leaves no ford. */
	{ "10.2 a destroyed major-river bridge", FAIR, "",
	    "1010/1011: [major-river, bridge]", CHARTS DESTROYED, "the bridge "
	    "or ferry is destroyed and leaves no ford on a major river "
	    "(10.2)" },
};

START_TEST(test_6_2_step_barred)
{
	const struct barred	*c = &barred[_i];
	struct fx		 f;

	fx_make(&f, c->head, c->hexes, c->hexsides, M, c->tail, 24);
	price_south(&f);
	ck_assert_msg(!f.p.passage.possible, "%s", c->what);
	ck_assert_str_eq(f.p.passage.why, c->why);
	ck_assert_int_eq(f.p.nparts, 0);
	tg_done(&f.t);
}
END_TEST

/* ---- DESIGN.md section 6: the cells a step needs that nobody supplied,
 * never a guess; a price reports nothing ---- */

static const struct missing {
	const char	*what;
	const char	*head, *hexes, *units, *tail;
	const char	*chart, *row;
	const char	*col;		/* NULL: not asked */
	const char	*needed;	/* NULL: not asked */
	int		 nmissing;	/* 0: at least 1 */
} missing[] = {
	{ "6.1 the unprinted cost of woods", FAIR, "'1011': woods", M, "",
	    "terrain-mp", "woods", "normal", "the MP to enter woods (6.1)",
	    1 },
	/* 12.0: in rain the cost is the chart's rain column; the cell is
	 * named with the rule that sends the step there (12.0; SJW 14.0 in
	 * Stonewall Jackson's Way, whose chart prints no woods). */
	{ "12.0 the unprinted cost of woods in rain", RAIN, "'1011': woods",
	    M, "", "terrain-mp", "woods", NULL, "the MP to enter woods in "
	    "rain (6.1, 12.0)", 0 },
	{ "SJW 14.0 the unprinted cost of woods in rain", SJW("true"),
	    "N1011: woods", M_N, "", "sjw-terrain-mp", "woods", NULL,
	    "the MP to enter woods in rain (6.1, SJW 14.0)", 0 },
	/* A friendly-occupied cell that is no number is missing, named as
	 * 6.2's. */
	{ "6.2 a friendly-occupied cell that is no number", FAIR, "",
	    M F_INF(4), FRIENDLY("3-11", "some"), "friendly-occupied", "3-11",
	    NULL, "the MP penalty to enter a friendly-occupied hex (6.2)",
	    0 },
	{ "6.2 a friendly-occupied cell that is negative", FAIR, "",
	    M F_INF(4), FRIENDLY("3-11", "\"-1\""), "friendly-occupied",
	    "3-11", NULL, "the MP penalty to enter a friendly-occupied hex "
	    "(6.2)", 0 },
	/* 7.2: 12 disorganized is at most 12, so "3-11" or "more than 11":
	 * the row depends on the Strength marker, unprinted. */
	{ "6.2 friendly-occupied by 12 disorganized", FAIR, "",
	    M F_DIS(12, ""), CHARTS, "strength-markers", "12", NULL, NULL,
	    1 },
};

START_TEST(test_dsgn6_step_cell_missing)
{
	const struct missing	*c = &missing[_i];
	struct fx		 f;

	fx_make(&f, c->head, c->hexes, "", c->units, c->tail, 24);
	ck_assert_msg(!price_south(&f), "%s: priced", c->what);
	if (c->nmissing > 0)
		ck_assert_int_eq(f.p.nmissing, c->nmissing);
	else
		ck_assert_int_ge(f.p.nmissing, 1);
	ck_assert_str_eq(f.p.missing[0].chart->name, c->chart);
	ck_assert_str_eq(f.p.missing[0].row, c->row);
	if (c->col != NULL)
		ck_assert_str_eq(f.p.missing[0].col, c->col);
	if (c->needed != NULL)
		ck_assert_str_eq(f.p.missing[0].needed, c->needed);
	ck_assert_str_eq(tg_errors(&f.t), "");
	tg_done(&f.t);
}
END_TEST

/* DESIGN.md section 6: a cell that is not a number is refused where it
 * is written, naming the cell and the form, rather than found missing
 * by the first march into clear. */
START_TEST(test_dsgn6_unreadable_terrain_cell_refused)
{
	struct tg t;

	(void)tg_load(&t, TG_TURN1 "charts:\n  terrain-mp:\n"
	    "    clear: {normal: lots, rain: 2}\n");
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "charts.terrain-mp.clear."
	    "normal: 'lots' does not read as a cell of the Terrain Chart"));
	tg_done(&t);
}
END_TEST

/* 17 disorganized units of manpower 1 with no Combat value given and no
 * Strength marker printed (7.2): combined, 0 to 17, so the row ("less
 * than 3" or "more than 11") depends on each of them; a step keeps at
 * most MOVE_MAXMISSING of the cells it needs. */
START_TEST(test_6_2_missing_cells_capped)
{
	struct fx	 f;
	char		*stack, units[8192];
	int		 i;

	stack = tg_stack("D", 17, "side: csa, type: infantry, manpower: 1, "
	    "hex: '1011', disorganized: true");
	snprintf(units, sizeof(units), "%s%s", M, stack);
	free(stack);
	fx_make(&f, FAIR, "", "", units, CHARTS, 24);
	ck_assert(!fx_price(&f, "1010", "1011"));
	ck_assert_int_eq(f.p.nmissing, MOVE_MAXMISSING);
	for (i = 0; i < MOVE_MAXMISSING; i++) {
		ck_assert_str_eq(f.p.missing[i].chart->name,
		    "strength-markers");
		ck_assert_str_eq(f.p.missing[i].row, "1");
	}
	tg_done(&f.t);
}
END_TEST

/* The hex M stands in is not "already occupied by friendly units" for
 * M: stepping back into it pays no penalty. */
START_TEST(test_6_2_the_mover_is_not_its_own_friend)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, CHARTS, 24);
	ck_assert(fx_price(&f, "1011", "1010"));
	ck_assert_str_eq(parts(&f.p), "clear 1 (6.1, Terrain Chart)");
	ck_assert_int_eq(f.p.cost, 2);
	tg_done(&f.t);
}
END_TEST

/* ---- the enemy in the hex and around it (2.4, 6.2) ---- */

/* 6.2: the enemy-occupied hex is the march's refusal, not passage's. */
START_TEST(test_6_2_enemy_occupied_hex)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M TG_INF("E", "usa", 4, "1011"), CHARTS,
	    24);
	fx_price(&f, "1010", "1011");
	ck_assert(f.p.passage.possible);
	ck_assert(f.p.enemy_occupied);
	tg_done(&f.t);
}
END_TEST

/* 6.2: "Restricted ZOC hexes do not affect movement in any way": E in
 * woods in 1111 (next to 1011), across a woods hexside; by road, a
 * normal ZOC. */
START_TEST(test_2_4_restricted_zoc_is_no_zoc_for_movement)
{
	static const char *const sides[] = { "", "1011/1111: [road]" };
	struct fx	f;
	int		i;

	for (i = 0; i < 2; i++) {
		fx_make(&f, FAIR, "'1111': woods", sides[i],
		    M TG_INF("E", "usa", 4, "1111"), CHARTS, 24);
		fx_price(&f, "1010", "1011");
		ck_assert(f.p.zoc_to == (i == 1));
		tg_done(&f.t);
	}
}
END_TEST

/* ---- the march a step is priced in ---- */

/* DESIGN.md section 4, "State between tools": a march leaves `action`
 * (the active unit, MP left, the hex it started in, attacks made). */
START_TEST(test_dsgn4_march_state_read_from_the_action)
{
	struct fx f;

	fx_make(&f, FAIR, "", "", M, "action: {kind: march, unit: M, mp: 5, "
	    "start: '1009', attacks: 1}\n", 24);
	ck_assert_int_eq(f.st.start, tg_hex(f.g, "1009"));
	ck_assert_int_eq(f.st.at, tg_hex(f.g, "1010"));
	ck_assert(f.st.moved);
	ck_assert(f.st.attacked);
	move_state_init(f.g, tg_unit(f.g, "M"), &f.st);
	ck_assert_int_eq(f.st.mp, 10);
	tg_done(&f.t);
}
END_TEST

/*
 * 6.1, 6.2: a march's MP and the hex it began in (where alone enemy ZOC
 * is left) belong to the unit marching now: another unit's march, a
 * march ended, or an Activate Leader action before its first unit
 * marches (5.2) gives a fresh start where the unit stands, with no MP
 * spent or left.  A march whose start the file does not give began
 * where the unit stands.
 */
static const struct fresh {
	const char	*action;
	const char	*unit;
	int		 mp;	/* halves */
} fresh[] = {
	{ "{kind: march, unit: A, mp: 4, start: '1010', attacks: 0, "
	    "ended: false}", "B", 0 },
	{ "{kind: march, unit: A, mp: 4, start: '1010', attacks: 0, "
	    "ended: true}", "A", 0 },
	{ "{kind: activate-leader, leader: Lee, allowance: 4, "
	    "selected: [A, B], mp: 4, attacks: 0, ended: false}", "A", 0 },
	{ "{kind: march, unit: A, mp: 4, attacks: 0, ended: false}", "A", 8 },
	{ "{kind: march, unit: A, mp: 5}", "A", 10 },
	{ "{kind: march, unit: B, mp: 5, start: '1013'}", "A", 0 },
};

START_TEST(test_6_1_fresh_march_state)
{
	struct tg		 t;
	struct move_state	 st;
	struct game		*g;
	char			 yaml[1024];
	size_t			 i;

	for (i = 0; i < nitems(fresh); i++) {
		snprintf(yaml, sizeof(yaml), "%saction: %s\n",
		    TG_GAME(TG_CLEAR, TG_INF("A", "csa", 6, "1010")
		    TG_INF("B", "csa", 6, "1012")) "leaders:\n  Lee: {side: "
		    "csa, rank: division, leads: Lee, tactical: 3, command: 3, "
		    "with: A}\n", fresh[i].action);
		g = tg_load_ok(&t, yaml);
		move_state_init(g, tg_unit(g, fresh[i].unit), &st);
		ck_assert_int_eq(st.at, tg_unit(g, fresh[i].unit)->hex);
		ck_assert_int_eq(st.start, tg_unit(g, fresh[i].unit)->hex);
		ck_assert_int_eq(st.mp, fresh[i].mp);
		ck_assert(!st.moved && !st.attacked);
		tg_done(&t);
	}
}
END_TEST

CHECK_SUITE(move_step, NULL, NULL, 0,
    CHECK_LOOPS({ test_6_1_step_priced, N(priced) },
	{ test_6_2_step_barred, N(barred) },
	{ test_dsgn6_step_cell_missing, N(missing) }))
