/*
 * siv.c — Stonewall in the Valley: its module, where it differs from the
 * GCACW Standard Basic Game Rules (DESIGN.md section 2), its tables
 * (chartdef.h, DESIGN.md section 6) and the game data its rules read.
 */
#include <stddef.h>

#include "chartdef.h"
#include "games.h"
#include "tables.h"

static const char *const siv_scenarios[] = { "kernstown", "mcdowell",
    "winchester", "cross-keys-port-republic", "bath", "new-market",
    "piedmont", "valley-campaign", NULL };
static const char *const siv_advanced[] = { "valley-campaign", NULL };

/*
 * SIV 12.0: "On May 1 (Turn 56) and later, several results on the
 * Random Events Table are read as different results.  This substitution
 * applies in the Advanced Game and in Scenarios 2 and 3."  Scenario 2
 * (McDowell) begins on April 30, so May 1 is its Turn 2; Scenario 3
 * (Winchester) begins on May 21.
 */
static const struct scenario_turn siv_may_first[] = {
	{ "mcdowell", 2 },		/* April 30 to May 11, 1862 */
	{ "winchester", 1 },		/* May 21 to June 2, 1862 */
	{ NULL, 0 },
};

/*
 * SIV 24.3: a Union unit foraging in these counties adds 1.  The rule's
 * text lists Hampshire, Mineral, Hardy, Morgan, Highland and Pendleton;
 * the Union Foraging Table's modifiers omit Highland.  The rule is
 * followed.
 */
static const char *const siv_forage_counties[] = { "Hampshire", "Mineral",
    "Hardy", "Morgan", "Highland", "Pendleton", NULL };

/*
 * Stonewall in the Valley, March to June 1862 (27.1).  The south sheet is
 * the base grid.  13.0: N(c,r) = M(c+14, r-33), "N0134 is the same hex as
 * M1501, and N1734 is the same hex as M3101"; 27.1: M(c,r) = S(c+26, r-33),
 * "M0134 is the same hex as S2701".  So N and M lie north of S, at negative
 * rows of the base grid.  "In north-map hex columns whose first two digits
 * are odd, the southernmost hex is the same hex as the northernmost hex of
 * the center map": odd columns of N (and, by the same join, M) end at row
 * 34, even columns at 33, their row 34 being cut in half by the join.  The
 * south sheet's last rows are not given.  "The north map lies on top of the
 * center map, and the center map lies on top of the south map" (27.1).
 */
/* SIV 14.0: the Advanced Game Sequence of Play, steps 1 to 10. */
static const enum phase siv_advanced_phases[] = {
	PH_RANDOM_EVENTS, PH_REINFORCEMENT, PH_OFF_MAP_MOVEMENT,
	PH_HARPERS_FERRY, PH_LEADER_TRANSFER, PH_ATTACHMENT, PH_ACTION,
	PH_RECOVERY, PH_STRATEGIC, PH_COUNTY_CONTROL, PH_BRIDGE_REPAIR,
	PH_DEPOT, PH_SUPPLY_STATUS, PH_AMMUNITION, PH_COMMITMENT,
	PH_WITHDRAWAL, PH_LULL, PH_TURN_INDICATION, PH_NONE
};

const struct module module_siv = {
	.name = "siv",
	.title = "Stonewall in the Valley",
	.year = 1862,
	.geo = {
		.name = "siv",
		.nsheets = 3,
		.sheets = {
			{ .letter = 'N', .dcol = 40, .drow = -66,
			    .maxrow_odd = 34, .maxrow_even = 33, .top = 3 },
			{ .letter = 'M', .dcol = 26, .drow = -33,
			    .maxrow_odd = 34, .maxrow_even = 33, .top = 2 },
			{ .letter = 'S', .dcol = 0, .drow = 0,
			    .maxrow_odd = 0, .maxrow_even = 0, .top = 1 },
		},
		.letters_required = true,
	},
	/* 10.2, 10.3: "5 or more (or, in Stonewall in the Valley, 3 or
	 * more)" */
	.bridge_cv = 3,
	/* 4.2: "if both players roll the same number, the Confederate player
	 * wins initiative" */
	.csa_wins_ties = true,
	/* 10.2: "If Snicker's Ferry or Berry's Ferry, both on the Shenandoah
	 * River, are destroyed, a ford is considered to exist" */
	.major_ferry_leaves_ford = true,
	.rain_column = "SIV",			/* 12.0 Rain Number Tables */
	.max_values_column = "Other Games",	/* 7.2 Maximum Values */
	/* 7.7: "If the cavalry unit(s) are Confederate, the modifier is
	 * increased to +4 in Stonewall in the Valley", and the other
	 * printed exceptions. */
	.cavalry_retreat_csa_column = "siv-csa",
	/* 7.1: "this requirement does not apply in AGA and SIV" */
	.grand_assault_cv3 = false,
	.usa_infantry_leader_row = "siv-usa-infantry",	/* 5.2 */
	.usa_cavalry_no_command = true,			/* 5.2 */
	.scenarios = siv_scenarios,
	.advanced_scenarios = siv_advanced,
	.advanced_boxed_unit = "Ashby",		/* Addition to 7.5 */
	.recover = {
		/* 10.1: "the number of minor river Bridge markers in the
		 * game is not a limit" */
		.minor_bridges_unlimited = true,
		/* 10.1: "Union units may attempt to build a bridge over a
		 * major river in all GCACW games except Stonewall in the
		 * Valley" */
		.union_major_bridge = false,
		.major_bridge_19 = false,
		.major_bridge_note = NULL,
		/* 10.3: Union repairs need county control (22.1). */
		.union_repair_county = true,
		.county_seats = &chart_siv_county_seats,
		.forage = FORAGE_SIV,			/* 24.3 */
		.forage_counties = siv_forage_counties,
		.union_supply_disorganizes = true,	/* 8.0 step 6 */
	},
	/* SIV 12.0: "one of the players rolls two dice"; "In the Basic
	 * Game, only the Rain results apply". */
	.turn = {
		.events = &chart_siv_random_events,
		.events_rule = "SIV 12.0",
		.basic_events = true,
		.first_turn = 1,
		.roller = NULL,
		.termination = false,
		.may_first = 56,		/* May 1 */
		.may_first_scenarios = siv_may_first,
		.advanced_phases = siv_advanced_phases,
		.strategic_every = 5,		/* 14.0 9 */
		.advanced_events = true,	/* 15.0 */
	},
};

/*
 * 18.1 (SIV): the Battle of Seven Pines roll.
 */
static const char *const seven_pines_rows[] = { "1", "2-4", "5", "6" };
static const char *const seven_pines_cells[] = {
	"Major Confederate victory",
	"Minor Confederate victory",
	"Minor Union victory",
	"Major Union victory",
};
LIST_OK(seven_pines);

const struct chart chart_siv_seven_pines = {
	.name = "siv-seven-pines",
	.title = "Battle of Seven Pines (die)",
	.rule = "SIV 18.1",
	.game = "siv",
	LIST(seven_pines),
	.notes = "Major Confederate victory: the Confederate player receives "
	    "all of Whiting's Division as a reinforcement.  Minor Confederate "
	    "victory: only the leader Whiting and the Law and Hood brigades.  "
	    "Minor Union victory: no reinforcements.  Major Union victory: no "
	    "reinforcements; in addition, if the Confederate player does not "
	    "withdraw one infantry brigade from the map, the Union player "
	    "gains VP (see 19.1).",
	.open_rows = OPEN_NONE
};

/*
 * Stonewall in the Valley Tables.
 */
#define siv_events_rows	two_dice_rows
static const char *const siv_events_cells[] = {
	/* 2 */		"Rain (Current +2) *",
	/* 3 */		"Rain (Current +1)",
	/* 4 */		"No effect †",
	/* 5 */		"Rain (Current) °",
	/* 6 */		"Union Cavalry Reinforcement",
	/* 7 */		"No effect",
	/* 8 */		"Union Command Stagnation",
	/* 9 */		"No effect",
	/* 10 */	"Ashby",
	/* 11 */	"Confederate Command Stagnation",
	/* 12 */	"Rain (Current +2)",
};
LIST_OK(siv_events);

const struct chart chart_siv_random_events = {
	.name = "siv-random-events",
	.title = "Random Events Table",
	.rule = "SIV 12.0, 15.0; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_events),
	.notes = "Rows are the total of two dice.  * On May 1 and later, read "
	    "as \"Rain (Current +1).\"  † On May 1 and later, read as \"Rain "
	    "(Current).\"  ° On May 1 and later, read as \"No effect.\"  May 1 "
	    "is Turn 56; the substitution applies in the Advanced Game and in "
	    "Scenarios 2 and 3 (SIV 12.0).  In the Basic Game only the "
	    "\"Rain\" results apply; the other results have no effect.",
	.open_rows = OPEN_NONE
};

#define siv_strategic_rows	two_dice_rows
static const char *const siv_strategic_cells[] = {
	/* 2 */		"Lull *",
	/* 3 */		"Advance the Strategic Marker",
	/* 4 */		"Lull †",
	/* 5 */		"Lull °",
	/* 6 */		"Advance the Strategic Marker",
	/* 7 */		"Lull °",
	/* 8 */		"Advance the Strategic Marker",
	/* 9 */		"Lull °",
	/* 10 */	"Confederate Reinforcement",
	/* 11 */	"Union Reinforcement",
	/* 12 */	"Lull *",
};
LIST_OK(siv_strategic);

const struct chart chart_siv_strategic = {
	.name = "siv-strategic",
	.title = "Strategic Table",
	.rule = "SIV 16.0; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_strategic),
	.notes = "Rows are the total of two dice.  * On May 10 (Turn 65) and "
	    "later, read as \"Confederate Reinforcement.\"  † On May 10 (Turn "
	    "65) and later, read as \"Union Reinforcement.\"  ° On May 10 "
	    "(Turn 65) and later, read as \"No effect.\"",
	.open_rows = OPEN_NONE
};

static const char *const siv_hf_rows[] = { "11 or less", "12 or more" };
static const char *const siv_hf_cells[] = {
	"No effect",
	"Surrender (see 17.0)",
};
LIST_OK(siv_hf);

const struct chart chart_siv_harpers_ferry = {
	.name = "siv-harpers-ferry",
	.title = "Harpers Ferry Table",
	.rule = "SIV 17.0; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_hf),
	.notes = "Rows are the modified total of two dice (see "
	    "siv-harpers-ferry-modifiers).  The Confederate player may roll "
	    "for a Harpers Ferry surrender at most once per turn.",
	.open_rows = OPEN_NONE
};

static const char *const siv_hf_mod_rows[] = {
	"naval-battery", "loudoun-heights", "bolivar-heights"
};
static const char *const siv_hf_mod_cells[] = {
	/* N5623 */	"+3",
	/* N5624 */	"+1",
	/* N5423 */	"+1",
};
LIST_OK(siv_hf_mod);

const struct chart chart_siv_harpers_ferry_modifiers = {
	.name = "siv-harpers-ferry-modifiers",
	.title = "Harpers Ferry Table Modifiers",
	.rule = "SIV 17.0; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_hf_mod),
	.notes = "Modifiers (cumulative): +3: A Confederate infantry unit "
	    "with an Artillery value of at least 1 is in N5623 (Naval "
	    "Battery).  +1: ... is in N5624 (Loudoun Heights).  +1: ... is in "
	    "N5423 (Bolivar Heights).",
	.open_rows = OPEN_NONE
};

static const char *const siv_withdrawal_rows[] = {
	"5", "10", "15-20", "25-30", "35-40", "45-50", "55-65", "70-80",
	"85-95", "100+"
};
static const char *const siv_withdrawal_cells[] = {
	/* 5 */		"MV × 3",
	/* 10 */	"MV × 2½ *",
	/* 15-20 */	"MV × 2",
	/* 25-30 */	"MV × 1½ *",
	/* 35-40 */	"MV + 2 †",
	/* 45-50 */	"MV + 1",
	/* 55-65 */	"MV × 1",
	/* 70-80 */	"MV × ½ *",
	/* 85-95 */	"MV × ¼ *",
	/* 100+ */	"0",
};
LIST_OK(siv_withdrawal);

const struct chart chart_siv_union_withdrawal = {
	.name = "siv-union-withdrawal",
	.title = "Union Withdrawal Table",
	.rule = "SIV 19.2; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_withdrawal),
	.notes = "Rows are turns; the value is the VP gained.  * Round "
	    "fractions up.  † Exception: If the withdrawn unit's manpower is "
	    "1, the VP gained is 2 (not 3); if the withdrawn unit's manpower "
	    "is 2, the VP gained is 3 (not 4).  MV: manpower value.  VP: "
	    "victory points.  Note: In the Union Withdrawal Segment of the "
	    "Strategic Cycle, note the manpower of each Union infantry unit "
	    "withdrawn from the map and modify that value as shown for the "
	    "current turn.  No VP are scored for withdrawn leaders.  Cavalry "
	    "units may not withdraw.  For example, a manpower-5 unit withdrawn "
	    "on Turn 50 scores the Union player 6 VP (5 + 1 = 6).",
	.open_rows = OPEN_NONE
};

static const char *const siv_commitment_rows[] = {
	"5-25", "30", "35-40", "45-50", "55-60", "65", "70", "75-80", "85",
	"90-100", "105"
};
static const char *const siv_commitment_cells[] = {
	/* 5-25 */	"-",
	/* 30 */	"-11",
	/* 35-40 */	"-10",
	/* 45-50 */	"-9",
	/* 55-60 */	"-8",
	/* 65 */	"-7",
	/* 70 */	"-6",
	/* 75-80 */	"-5",
	/* 85 */	"-4",
	/* 90-100 */	"-3",
	/* 105 */	"0",
};
LIST_OK(siv_commitment);

const struct chart chart_siv_union_commitment = {
	.name = "siv-union-commitment",
	.title = "Union Commitment Table",
	.rule = "SIV 20.0; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_commitment),
	.notes = "Rows are turns; the value is the VP lost (printed \"–\" for "
	    "Turns 5-25, stored \"-\").  Note: The Union player loses the "
	    "listed VP for each infantry unit \"committed\" in the Union "
	    "Commitment Phase of that Strategic Cycle.  No VP loss results "
	    "from committed leaders and cavalry units.  Units may not be "
	    "committed before Turn 30.",
	.open_rows = OPEN_NONE
};

static const char *const siv_forage_rows[] = { "3 or less", "4 or more" };
static const char *const siv_forage_cells[] = { "Success", "Failure" };
LIST_OK(siv_forage);

const struct chart chart_siv_foraging = {
	.name = "siv-foraging",
	.title = "Union Foraging Table",
	.rule = "SIV 24.3; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_forage),
	.notes = "Rows are the modified die (see siv-foraging-modifiers).  "
	    "Note: In Step 2 of the Recovery Phase, the Union player must roll "
	    "one die and consult this table for each of his units that "
	    "forages.  A unit that forages successfully has its out-of-supply "
	    "marker removed; a unit that fails to forage keeps its "
	    "out-of-supply marker.",
	.open_rows = OPEN_NONE
};

static const char *const siv_forage_mod_rows[] = {
	"county", "fatigue-1", "fatigue-2"
};
static const char *const siv_forage_mod_cells[] = { "+1", "+1", "+2" };
LIST_OK(siv_forage_mod);

const struct chart chart_siv_foraging_modifiers = {
	.name = "siv-foraging-modifiers",
	.title = "Union Foraging Table Modifiers",
	.rule = "SIV 24.3; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_forage_mod),
	.notes = "Modifiers (cumulative): +1: The foraging unit is in Hardy, "
	    "Hampshire, Mineral, Morgan, or Pendleton County.  +1: The "
	    "foraging unit's current Fatigue Level is 1.  +2: The foraging "
	    "unit's current Fatigue Level is 2.  The text of 24.3 lists "
	    "Hampshire, Mineral, Hardy, Morgan, Highland and Pendleton: it "
	    "adds Highland, which the table omits.",
	.open_rows = OPEN_NONE
};

static const char *const siv_seats_rows[] = {
	"Augusta", "Berkeley", "Fauquier", "Frederick", "Hampshire", "Hardy",
	"Highland", "Jefferson", "Mineral", "Morgan", "Rockingham",
	"Shenandoah", "Warren"
};
static const char *const siv_seats_cols[] = { "seat", "hex" };
static const char *const siv_seats_cells[] = {
	/* Augusta */		"Staunton",		"S2629",
	/* Berkeley */		"Martinsburg",		"N4317",
	/* Fauquier */		"Markham Depot",	"M5616",
	/* Frederick */		"Winchester",		"N3333",
	/* Hampshire */		"Romney",		"N0124",
	/* Hardy */		"Moorefield",		"M0407",
	/* Highland */		"McDowell",		"S0218",
	/* Jefferson */		"Harpers Ferry",	"N5524",
	/* Mineral */		"Patterson's Depot",	"N0111",
	/* Morgan */		"Sir John's Run",	"N2805",
	/* Rockingham */	"Harrisonburg",		"S3712",
	/* Shenandoah */	"Strasburg",		"M3712",
	/* Warren */		"Front Royal",		"M4615",
};
GRID_OK(siv_seats);

const struct chart chart_siv_county_seats = {
	.name = "siv-county-seats",
	.title = "County Control (control county seats)",
	.rule = "SIV 22.0; Stonewall in the Valley Tables, County Control",
	.game = "siv",
	GRID(siv_seats),
	.notes = "Printed as \"Staunton (S2629)\": the seat and its hex.  In a "
	    "County Control Segment, the Union player controls a county if a "
	    "Union infantry unit with manpower of 1 or more is in the control "
	    "county seat.  In addition, the total manpower of all Union units "
	    "in that county (including cavalry) must be at least 2.  The "
	    "Confederate player controls a county not currently controlled by "
	    "the Union player if the total manpower of all Confederate units "
	    "in that county (including cavalry) is 8 or more.  These units may "
	    "be anywhere in the county; they need not be in the control county "
	    "seat.",
	.open_rows = OPEN_NONE
};

static const char *const siv_track_rows[] = {
	"0", "1", "2", "3", "4", "5", "6", "7"
};
static const char *const siv_track_cells[] = {
	"Place the Strategic marker here at the start of the game",
	"Army of the Potomac lands on the Peninsula",
	"Union build-up on the Peninsula",
	"Siege of Yorktown — see Note 1",
	"Battle of Williamsburg — see Note 2",
	"Advance on Richmond — see Note 3",
	"Battle of Seven Pines — see Note 4",
	"End of Game",
};
LIST_OK(siv_track);

const struct chart chart_siv_strategic_track = {
	.name = "siv-strategic-track",
	.title = "Strategic Track",
	.rule = "SIV 16.0; Stonewall in the Valley Tables",
	.game = "siv",
	LIST(siv_track),
	.notes = "Rows are the boxes.  Note 1: Ewell's Division arrives "
	    "(Ewell, Taylor, Trimble, Elzey, 2/6 VA cavalry).  Note 2: The "
	    "Union player may begin building depots at stations on the "
	    "Manassas Gap RR.  Note 3: The Union player may begin building "
	    "depots at stations on the Winchester and Potomac RR.  In "
	    "addition, the Union player scores VP in each Confederate "
	    "Withdrawal Segment in which the Branch brigade, the Mahone "
	    "brigade, or both are on the map (see the Advanced Game "
	    "scenario's victory conditions).  Note 4: Roll one die: 1 is a "
	    "major Confederate victory; 2, 3, or 4 is a minor Confederate "
	    "victory; 5 is a minor Union victory; 6 is a major Union victory "
	    "(see 18.1 and siv-seven-pines).",
	.open_rows = OPEN_NONE
};

