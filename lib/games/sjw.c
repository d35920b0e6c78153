/*
 * sjw.c — Stonewall Jackson's Way: its module, where it differs from the
 * GCACW Standard Basic Game Rules (DESIGN.md section 2), and its tables
 * (chartdef.h, DESIGN.md section 6).
 */
#include <stddef.h>

#include "chartdef.h"
#include "games.h"
#include "tables.h"

static const char *const sjw_scenarios[] = { "cedar-mountain",
    "lee-vs-pope", "stuarts-raid", "jacksons-march",
    "rappahannock-to-bull-run", "rapidan-to-rappahannock",
    "rapidan-to-manassas", NULL };
static const char *const sjw_advanced[] = { "rapidan-to-rappahannock",
    "rapidan-to-manassas", NULL };

/*
 * Stonewall Jackson's Way, August 1862.  22.0: S(c,r) = N(c, r+23),
 * "S2403 (Culpeper) on the South map is the same hex as N2426", and the
 * South map is laid on top, so the overlap band takes South ids ("Warrenton
 * Junction is given as S3108, not N3131").  The north sheet is the base
 * grid; neither sheet's last rows are given.  Its rules (4.0-12.0) refer to
 * the Standard Rules for everything this struct holds.
 */
const struct module module_sjw = {
	.name = "sjw",
	.title = "Stonewall Jackson's Way",
	.year = 1862,
	.geo = {
		.name = "sjw",
		.nsheets = 2,
		.sheets = {
			{ .letter = 'N', .dcol = 0, .drow = 0,
			    .maxrow_odd = 0, .maxrow_even = 0, .top = 1 },
			{ .letter = 'S', .dcol = 0, .drow = 23,
			    .maxrow_odd = 0, .maxrow_even = 0, .top = 2 },
		},
		.letters_required = true,
	},
	.bridge_cv = 5,				/* 10.2, 10.3 */
	.csa_wins_ties = false,			/* 4.2 */
	.major_ferry_leaves_ford = false,	/* 10.2 */
	.rain_column = "All Others",		/* 12.0 Rain Number Tables */
	.max_values_column = "Other Games",	/* 7.2 Maximum Values */
	.cavalry_retreat_csa_column = NULL,	/* 7.7: no exception */
	.grand_assault_cv3 = true,		/* 7.1 */
	.commander_death = true,		/* 17.0 */
	.union_panic = true,			/* 18.0 */
	.jackson_assault_bonus = true,		/* 7.4 */
	.terrain_mp = &chart_sjw_terrain_mp,	/* SJW 14.0 */
	.scenarios = sjw_scenarios,
	.advanced_scenarios = sjw_advanced,
	.recover = {
		.minor_bridges_unlimited = false,	/* 10.1 */
		.union_major_bridge = true,		/* 10.1 */
		/* SJW 19.0 (Advanced Game): the Confederate player never
		 * builds a major-river bridge, the Union player one at a
		 * time, ... */
		.major_bridge_19 = true,
		/* ... and only where the file cannot tell. */
		.major_bridge_note = "SJW 19.0 also lets the Union bridge a "
		    "major river only across the Rappahannock, after Chatham "
		    "Bridge was dismantled on an earlier turn: the file does "
		    "not record these, so the players check them",
		.union_repair_county = false,		/* 10.3 */
		.county_seats = NULL,
		.forage = FORAGE_SJW,			/* 20.4 */
		.forage_counties = NULL,
		.union_supply_disorganizes = false,	/* 8.0 step 6 */
	},
	/* SJW 3.0: "Random Event Phase (Advanced Game only, excluding Turn
	 * 1)"; 14.0: "Starting with Turn 2 ... the Union player rolls two
	 * dice"; 15.0 Random Termination of the Action Cycle. */
	.turn = {
		.events = &chart_sjw_random_events,
		.events_rule = "SJW 14.0",
		.basic_events = false,
		.first_turn = 2,
		.roller = "usa",
		.termination = true,
		.may_first = 0,
		.may_first_scenarios = NULL,
	},
};

/*
 * Stonewall Jackson's Way.
 */
static const char *const sjw_terrain_rows[] = {
	"clear", "rolling", "rough", "woods", "city", "swamp",
	"provisional-swamp", "hill", "mountain", "loess",
	"road", "paved-road", "railroad"
};
/* SJW 14.0 prints no Terrain Chart: the standard one's columns. */
#define sjw_terrain_cols	terrain_mp_cols
static const char *const sjw_terrain_cells[] = {
/* SJW 14.0: "the cost to enter clear terrain on a rain turn remains the
 * normal 3 MP" */
/* clear */		"3",	"3",
/* rolling */		NULL,	NULL,
/* SJW 14.0: "the cost to enter rough terrain is 6 instead of 5" */
/* rough */		"5",	"6",
/* woods */		NULL,	NULL,
/* city */		NULL,	NULL,
/* swamp */		NULL,	NULL,
/* provisional-swamp */	NULL,	NULL,
/* hill */		NULL,	NULL,
/* mountain */		NULL,	NULL,
/* loess */		NULL,	NULL,
/* SJW 14.0: "2 MP (instead of 1) ... road or railroad" */
/* road */		"1",	"2",
/* SJW 14.0: "1.5 MP (instead of 1) ... paved road" */
/* paved-road */	"1",	"1.5",
/* railroad */		"1",	"2",
};
GRID_OK(sjw_terrain);

const struct chart chart_sjw_terrain_mp = {
	.name = "sjw-terrain-mp",
	.title = "Terrain Chart (movement point costs, Stonewall Jackson's "
	    "Way)",
	.rule = "SJW 14.0 (Rain: Movement)",
	.game = "sjw",
	GRID(sjw_terrain),
	.notes = "Only the costs SJW 14.0 states are built in: \"A unit "
	    "spends 2 MP (instead of 1) to enter a hex by crossing a hexside "
	    "crossed by a road or railroad.  A unit spends 1.5 MP (instead of "
	    "1) to enter a hex by crossing a hexside crossed by a paved road.  "
	    "On a rain turn, the cost to enter any major terrain type without "
	    "gaining the benefit of a road, paved road, or railroad increases "
	    "by 1 (e.g., the cost to enter rough terrain is 6 instead of 5).  "
	    "However, the cost to enter clear terrain on a rain turn remains "
	    "the normal 3 MP.\"  The other terrain costs are not printed and "
	    "must be supplied.",
	.open_rows = OPEN_NONE
};

#define sjw_events_rows	two_dice_rows	/* the total of two dice */
static const char *const sjw_events_cells[] = {
	/* 2 */		"Rain (current+2)",
	/* 3 */		"Rain (current+1)",
	/* 4 */		"Reinforcement Advance (Union)",
	/* 5 */		"Reinforcement Advance (Confederate)",
	/* 6 */		"Reinforcement Delay (Union)",
	/* 7 */		"Reinforcement Advance (Union)",
	/* 8 */		"Command Paralysis (Union)",
	/* 9 */		"Rain (current)",
	/* 10 */	"Reinforcement Advance (Confederate)",
	/* 11 */	"Reinforcement Delay (Confederate)",
	/* 12 */	"Command Paralysis (Confederate)",
};
LIST_OK(sjw_events);

const struct chart chart_sjw_random_events = {
	.name = "sjw-random-events",
	.title = "Random Event Table",
	.rule = "SJW 14.0; Stonewall Jackson's Way Charts",
	.game = "sjw",
	LIST(sjw_events),
	.notes = "Rows are the total of two dice, rolled by the Union player "
	    "in the Random Event Phase from Turn 2 on (Advanced Game).  See "
	    "14.0 for the explanation of each Random Event result.",
	.open_rows = OPEN_NONE
};

static const char *const sjw_forage_rows[] = {
	"Caroline", "Clarke", "Culpeper", "Fairfax", "Fauquier", "Frederick",
	"King George", "Loudoun", "Madison", "Montgomery", "Orange",
	"Prince William", "Rappahannock", "Spotsylvania", "Stafford", "Warren"
};
static const char *const sjw_forage_cols[] = { "Confederate", "Union" };
static const char *const sjw_forage_cells[] = {
/* Caroline */		"6",	"3",
/* Clarke */		"5",	"5",
/* Culpeper */		"5",	"3",
/* Fairfax */		"3",	"5",
/* Fauquier */		"4",	"4",
/* Frederick */		"5",	"5",
/* King George */	"4",	"4",
/* Loudoun */		"5",	"6",
/* Madison */		"5",	"3",
/* Montgomery */	"4",	"6",
/* Orange */		"6",	"3",
/* Prince William */	"4",	"4",
/* Rappahannock */	"4",	"3",
/* Spotsylvania */	"5",	"3",
/* Stafford */		"4",	"4",
/* Warren */		"4",	"4",
};
GRID_OK(sjw_forage);

const struct chart chart_sjw_forage_values = {
	.name = "sjw-forage-values",
	.title = "Forage Values",
	.rule = "SJW 20.4; Stonewall Jackson's Way Charts",
	.game = "sjw",
	GRID(sjw_forage),
	.notes = "Rows are counties; use the value of the unit's nationality.  "
	    "Foraging Summary: roll one die and add the unit's current "
	    "Fatigue level.  If the modified die roll is less than or equal "
	    "to the Forage Value, the unit's foraging succeeds and it is "
	    "flipped to its front (in-supply) side; if greater, it fails and "
	    "the unit remains out of supply.",
	.open_rows = OPEN_NONE
};
