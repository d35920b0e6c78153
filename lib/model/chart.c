/*
 * charts.c — every table of the rulebooks as data (DESIGN.md section 6).
 *
 * Each table is transcribed from the text of the rulebooks as we have them
 * (siv-rulebook.txt: rules 7.2, 7.4, 12.0, the SIV tables and the GCACW
 * Charts & Tables v1.6; sjw-rulebook.txt: its rules and charts), cell for
 * cell.  A cell the text does not print is NULL, never a guess: the ruling
 * that needs it stops and chart_missing() says how to supply it.  The
 * printed en dash "–" is stored as ASCII "-"; every other mark (½, †, *,
 * ×) is kept as printed.  Footnotes go in the notes, as printed.
 *
 * Overrides (struct charts) are matched on labels normalized by
 * normalize(): that is the one place that decides when "1/2-3" is "½-3".
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "charts.h"

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/* A table of rows by columns, or of one value a row; the assertions make
 * a miscounted row a compile error rather than a shifted chart. */
#define GRID(p)		.nrows = NELEM(p##_rows), .ncols = NELEM(p##_cols), \
			.rows = p##_rows, .cols = p##_cols, .cells = p##_cells
#define LIST(p)		.nrows = NELEM(p##_rows), .ncols = 0, \
			.rows = p##_rows, .cols = NULL, .cells = p##_cells
#define GRID_OK(p)	_Static_assert(NELEM(p##_cells) == \
			    NELEM(p##_rows) * NELEM(p##_cols), #p ": cells")
#define LIST_OK(p)	_Static_assert(NELEM(p##_cells) == NELEM(p##_rows), \
			    #p ": cells")

/*
 * 7.2 Maximum Values.
 */
static const char *const maxcv_rows[] = {
	"attacking", "defending", "defending-half-entrenched",
	"defending-all-entrenched"
};
static const char *const maxcv_cols[] = { "OTR", "Other Games" };
static const char *const maxcv_cells[] = {
	"70",	"80",
	"60",	"70",
	"100",	"120",
	"130",	"160",
};
GRID_OK(maxcv);

static const struct chart combat_value_limits = {
	.name = "combat-value-limits",
	.title = "Maximum Values (combined Combat value)",
	.rule = "7.2",
	.game = "standard",
	GRID(maxcv),
	.notes = "Printed rows: \"Attacking\", \"Defending\", \"Defending: At "
	    "least ½ defending units entrenched\", \"Defending: All defending "
	    "units entrenched\"; columns \"OTR\" and \"Other Games\".  In a "
	    "grand assault the limit applies to each hex containing attacking "
	    "units.  If in a grand assault the total Combat value of attacking "
	    "units is 80 or more, the attacker's Manpower value loss is "
	    "increased by 1 (80 to 89), 2 (90 to 99) or 3 (100 or more).",
	.open_rows = OPEN_NONE
};

/*
 * 12.0 River Fordability: the Minor and Major River Rain Number Tables.
 */
static const char *const rain_rows[] = {
	"current", "current+1", "current+2", "current+3"
};
static const char *const rain_cols[] = { "OTR/AIO", "SIV", "All Others" };
#define rain_minor_rows	rain_rows
#define rain_minor_cols	rain_cols
static const char *const rain_minor_cells[] = {
	/* Rain (Current) */	"1",	"0",	"0",
	/* Rain (Current +1) */	"2",	"1",	"1",
	/* Rain (Current +2) */	"4",	"3",	"2",
	/* Rain (Current +3) */	"6",	"n/a",	"3",
};
GRID_OK(rain_minor);
#define rain_major_rows	rain_rows
#define rain_major_cols	rain_cols
static const char *const rain_major_cells[] = {
	/* Rain (Current) */	"1",	"1",	"1",
	/* Rain (Current +1) */	"3",	"3",	"2",
	/* Rain (Current +2) */	"6",	"5",	"3",
	/* Rain (Current +3) */	"9",	"n/a",	"4",
};
GRID_OK(rain_major);

#define RAIN_NOTES(which)						\
	"Rows are the Rain results \"Rain (Current)\" to \"Rain (Current " \
	"+3)\".  Place the " which " Rivers Unfordable marker on the Turn " \
	"Track a number of boxes ahead of the current turn equal to the " \
	"Rain Number; if it is already on the Turn Track, advance it by " \
	"the Rain Number."

static const struct chart rain_minor = {
	.name = "rain-minor",
	.title = "Minor River Rain Number Table",
	.rule = "12.0 River Fordability",
	.game = "standard",
	GRID(rain_minor),
	.notes = RAIN_NOTES("Minor") "  Do not place the Minor Rivers "
	    "Unfordable marker on the Track if the Rain Number is 0.",
	.open_rows = OPEN_NONE
};

static const struct chart rain_major = {
	.name = "rain-major",
	.title = "Major River Rain Number Table",
	.rule = "12.0 River Fordability",
	.game = "standard",
	GRID(rain_major),
	.notes = RAIN_NOTES("Major"),
	.open_rows = OPEN_NONE
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

static const struct chart siv_seven_pines = {
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
static const char *const dice_rows[] = {
	"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"
};
#define siv_events_rows	dice_rows
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

static const struct chart siv_random_events = {
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

#define siv_strategic_rows	dice_rows
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

static const struct chart siv_strategic = {
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

static const struct chart siv_harpers_ferry = {
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

static const struct chart siv_harpers_ferry_modifiers = {
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

static const struct chart siv_union_withdrawal = {
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

static const struct chart siv_union_commitment = {
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

static const struct chart siv_foraging = {
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

static const struct chart siv_foraging_modifiers = {
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

static const struct chart siv_county_seats = {
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

static const struct chart siv_strategic_track = {
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

/*
 * Charts & Tables: the Combat Chart (7.5).  Rows are the attacker's
 * modified die roll minus the defender's.
 */
static const char *const combat_def_rows[] = {
	"-8", "-7", "-6", "-5", "-4", "-3", "-2", "-1", "0",
	"+1", "+2", "+3", "+4", "+5"
};
static const char *const combat_def_cols[] = {
	"½-3", "4-6", "7-11", "12-18", "19-26", "27-37", "38-49", "50+"
};
static const char *const combat_def_cells[] = {
/*		 ½-3	4-6	7-11	12-18	19-26	27-37	38-49	50+ */
/* ≤ -8 */	"-",	"-",	"-",	"-",	"-",	"-",	"-",	"-",
/* -7 */	"-",	"-",	"-",	"-",	"-",	"-",	"-",	"-",
/* -6 */	"-",	"-",	"-",	"-",	"-",	"-",	"-",	"-",
/* -5 */	"-",	"-",	"-",	"-",	"-",	"-",	"-",	"1",
/* -4 */	"-",	"-",	"-",	"-",	"-",	"-",	"1",	"1",
/* -3 */	"-",	"-",	"-",	"-",	"-",	"1",	"1",	"1",
/* -2 */	"f",	"f",	"f",	"f",	"f",	"1f",	"1f",	"1f",
/* -1 */	"F",	"F",	"F",	"F",	"1F",	"1F",	"1F",	"2F",
/* 0 * */	"D",	"D",	"D",	"D",	"1D",	"1D",	"2D",	"2D",
/* +1 */	"D",	"D",	"D",	"1D",	"1D",	"2D",	"2D",	"2D",
/* +2 */	"Dr",	"Dr",	"1Dr",	"1Dr",	"2Dr",	"2Dr",	"2Dr",	"3Dr",
/* +3 */	"Dr",	"Dr",	"1Dr",	"1Dr",	"2Dr",	"2Dr",	"3Dr",	"4Dr",
/* +4 */	"DR",	"1DR",	"1DR",	"2DR",	"3DR",	"3DR",	"4DR",	"5DR",
/* +5 */	"1DR",	"2DR",	"2DR",	"3DR",	"3DR",	"3DR",	"4DR",	"5DR",
};
GRID_OK(combat_def);

static const char *const combat_att_rows[] = {
	"-8", "-7", "-6", "-5", "-4", "-3", "-2", "-1", "0",
	"+1", "+2", "+3", "+4"
};
static const char *const combat_att_cols[] = {
	"½-3", "4-6", "7-11", "12-18", "19-26", "27-37", "38-49", "50-59",
	"60-69", "70+"
};
static const char *const combat_att_cells[] = {
/*        ½-3    4-6    7-11   12-18  19-26  27-37  38-49  50-59  60-69  70+ */
/* ≤-8 */ "3D",  "4D",  "5D",  "5D",  "6D",  "8D",  "10D", "12D", "14D", "16D",
/* -7 */  "2D",  "3D",  "4D",  "4D",  "5D",  "7D",  "9D",  "11D", "13D", "15D",
/* -6 */  "2D",  "2D",  "3D",  "3D",  "5D",  "6D",  "8D",  "10D", "12D", "13D",
/* -5 */  "1D",  "2D",  "2D",  "3D",  "4D",  "6D",  "7D",  "9D",  "11D", "12D",
/* -4 */  "1D",  "2D",  "2D",  "2D",  "3D",  "5D",  "6D",  "8D",  "9D",  "10D",
/* -3 */  "1D",  "2D",  "2D",  "2D",  "3D",  "4D",  "5D",  "7D",  "8D",  "9D",
/* -2 */  "D",   "1D",  "2D",  "2D",  "3D",  "3D",  "5D",  "7D",  "8D",  "9D",
/* -1 */  "D",   "1D",  "1D",  "1D",  "2D",  "3D",  "5D",  "6D",  "7D",  "8D",
/* 0 * */ "D",   "1D",  "1D",  "1D",  "2D",  "3D",  "4D",  "5D",  "6D",  "8D",
/* +1 */  "D",   "1D",  "1D",  "1D",  "2D",  "3D",  "3D",  "4D",  "5D",  "7D",
/* +2 */  "Da",  "Da",  "1Da", "1Da", "2Da", "2Da", "3Da", "4Da", "5Da", "6Da",
	/* The text prints the "+3" label and no cells. */
/* +3 */  NULL,  NULL,  NULL,  NULL,  NULL,  NULL,  NULL,  NULL,  NULL,  NULL,
	/*
	 * 7.5 Combat Example: "The Confederate player cross-references the
	 * +4 line with the "7-11" Combat Value column on the Attacker's
	 * Combat Value (right) side of the Combat Chart. ... The result is
	 * "fa"."  The one attacker cell above +2 the text fixes.
	 */
/* +4 */  NULL,  NULL,  "fa",  NULL,  NULL,  NULL,  NULL,  NULL,  NULL,  NULL,
};
GRID_OK(combat_att);

#define COMBAT_NOTES							\
	"Rows are the attacker's modified die roll minus the defender's " \
	"modified die roll.  The row \"-8\" is printed \"≤ -8\": a " \
	"difference of -8 or less reads it.  The \"0\" row is printed "	\
	"\"0 *\": \"* The results on the \"0\" line are printed in italics " \
	"on the physical chart.  Italicized results trigger Union panic in " \
	"Stonewall Jackson's Way (they have no such effect in Stonewall in " \
	"the Valley).\" (SJW 18.0 words this as \"any combat result " \
	"containing an asterisk (*)\".)  Note: A Combat value may fall " \
	"between two columns on the Combat Chart (e.g. 3½).  If so, round " \
	"the value up by ½ and use the right column of the two possible " \
	"choices.  A dash (printed \"–\", stored \"-\") means the player's " \
	"units are unaffected.  Key: numbers are Manpower Value loss; D = " \
	"Disorganized / Fatigue (and ammunition loss); F = Fatigue -2; f = " \
	"Fatigue -1; E = End Action; r = Unit must retreat; R = Unit is " \
	"routed and demoralized -1; R* = Unit is routed and demoralized -2; " \
	"a = Unit may advance after combat."

static const struct chart combat_defender = {
	.name = "combat-defender",
	.title = "Combat Chart (defender's results)",
	.rule = "7.5; Charts & Tables, Combat Chart",
	.game = "standard",
	GRID(combat_def),
	.notes = COMBAT_NOTES "  Columns are the defender's combined Combat "
	    "value, not including entrenchment benefits.  Rows above +5 are "
	    "not printed in the rulebooks as we have them (DESIGN.md section "
	    "6): supply them as \"+6\", \"+7\", ...",
	.open_rows = OPEN_SIGNED
};

static const struct chart combat_attacker = {
	.name = "combat-attacker",
	.title = "Combat Chart (attacker's results)",
	.rule = "7.5; Charts & Tables, Combat Chart",
	.game = "standard",
	GRID(combat_att),
	.notes = COMBAT_NOTES "  Columns are the attacker's combined Combat "
	    "value.  The text prints the \"+3\" row with no cells and no row "
	    "above it: rows \"+3\" and up are absent (DESIGN.md section 6) "
	    "except \"+4\" in the \"7-11\" column, \"fa\", which the 7.5 "
	    "Combat Example fixes.  Supply the others as overrides.  In a "
	    "grand assault of Combat value 80 or more the attacker's loss "
	    "number is increased (7.2).",
	.open_rows = OPEN_SIGNED
};

/*
 * Charts & Tables: Artillery Modifier Summary (7.4).
 */
static const char *const artillery_rows[] = {
	"clear", "rolling", "rough/hill/loess", "woods/city/mountain", "swamp"
};
static const char *const artillery_cols[] = {
	"-4 or less", "-3 to +1", "+2 to +4", "+5 to +7", "+8 or more"
};
static const char *const artillery_cells[] = {
/*			 -4-	-3..+1	+2..+4	+5..+7	+8+ */
/* Clear */		"-3",	"-2",	"NE",	"+1",	"+2†",
/* Rolling */		"-2",	"-1",	"NE",	"+1*",	"+1",
/* Rough/Hill/Loess @ */"-1",	"-1*",	"NE",	"NE",	"+1*",
/* Woods/City/Mtn */	"NE",	"NE",	"NE",	"NE",	"NE",
/* Swamp $ */		"NE",	"NE",	"NE",	"NE",	"NE",
};
GRID_OK(artillery);

static const struct chart artillery = {
	.name = "artillery",
	.title = "Artillery Modifier Summary",
	.rule = "7.4; Charts & Tables, Artillery Modifier Summary",
	.game = "standard",
	GRID(artillery),
	.notes = "Artillery Value Differential = attacker's Artillery value "
	    "minus defender's Artillery value (the columns); rows are the "
	    "defender's terrain.  * Just prior to combat, roll a die.  If the "
	    "roll is even, the indicated modifier is used; if the roll is odd, "
	    "no modifier is used.  † Just prior to combat, roll a die.  If the "
	    "roll is even, the +2 modifier is used; if the roll is odd, a +1 "
	    "modifier is used instead.  @ (on Rough/Hill/Loess) Also applies "
	    "to provisional swamp hexes in non-rain turns.  $ (on Swamp) Also "
	    "applies to provisional swamp hexes in rain turns.  NE: No "
	    "Effect.  Note: If the total of the defenders' printed Artillery "
	    "values (not counting entrenchments) in the hex is 1, a -2 "
	    "modifier is converted to -1.  If the total is 2, a -3 modifier is "
	    "converted to -2.  7.4 adds: if neither side has Artillery values, "
	    "no artillery modifier applies; if the defender's Artillery value "
	    "is 0, a negative modifier is converted to \"no effect\".  7.4 "
	    "prints the fourth row \"Woods/City/Mtn\".",
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: Attack Summary (6.1, 7.4).
 */
static const char *const attack_rows[] = {
	"column-of-route", "hasty", "normal", "prepared"
};
static const char *const attack_cols[] = {
	"infantry-mp", "cavalry-mp", "modifier"
};
static const char *const attack_cells[] = {
/* Column of Route */	"0*",	"0*",	"-3",
/* Hasty */		"1",	"2",	"-1",
/* Normal */		"2",	"4",	"None",
/* Prepared */		"4",	"8",	"+1",
};
GRID_OK(attack);

static const struct chart attack = {
	.name = "attack",
	.title = "Attack Summary",
	.rule = "6.1, 7.4; Charts & Tables, Attack Summary",
	.game = "standard",
	GRID(attack),
	.notes = "Printed columns: \"Infantry MP cost\", \"Cavalry / mounted "
	    "infantry MP cost\", \"Combat modifier to attacker's roll\".  "
	    "* A column of route attack may not be declared if a unit's "
	    "remaining Movement Allowance is 0.  General exception: If the "
	    "defender is in loess terrain, a +1 MP penalty applies to the MP "
	    "cost to undertake that attack (e.g., a prepared attack carried "
	    "out by an infantry unit against a loess hex would cost 5 MP, not "
	    "4).  In an assault action these modifiers never apply; an "
	    "assault always gives +1 (7.4).",
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: Ratio Chart (7.4).
 */
static const char *const ratio_rows[] = {
	"1-13", "1-12", "1-11", "1-10", "1-9", "1-8", "1-7", "1-6", "1-5",
	"1-4", "1-3", "1-2", "1-1",
	"2-1", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1", "9-1", "10-1",
	"11-1", "12-1", "13-1", "14-1"
};
static const char *const ratio_cells[] = {
	"-12", "-11", "-10", "-9", "-8", "-7", "-6", "-5", "-4",
	"-3", "-2", "-1", "0",
	"+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "+9",
	"+10", "+11", "+12", "+13"
};
LIST_OK(ratio);

static const struct chart ratio = {
	.name = "ratio",
	.title = "Ratio Chart",
	.rule = "7.4; Charts & Tables, Ratio Chart",
	.game = "standard",
	LIST(ratio),
	.notes = "Rows are the attacker to defender ratio; the value is the "
	    "attacker's ratio modifier.  \"1-13\" is printed \"1-13 or "
	    "less\" and \"14-1\" is printed \"14-1 or more\".  The ratio is "
	    "rounded down in favor of the defender to one of the simplified "
	    "ratios listed (7.4).",
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: Retreat Charts 1 and 2 (7.6).
 */
static const char *const retreat1_rows[] = {
	"1", "2", "3", "4a", "4b", "5"
};
static const char *const retreat_cols[] = {
	"priority", "loss", "description"
};
#define retreat1_cols	retreat_cols
static const char *const retreat1_cells[] = {
	"1", "0",
	    "Retreat follows road, pike, trail, or RR into a hex more distant "
	    "from the active enemy unit than the hex retreated out of. That "
	    "hex is neither in an enemy ZOC nor enemy occupied.",
	"2", "0",
	    "Retreat does not follow road, pike, trail, or RR, and the hex "
	    "retreated into is more distant from the active enemy unit than "
	    "the hex retreated out of. That hex is neither in an enemy ZOC nor "
	    "enemy occupied.",
	"3", "0/1†",
	    "Retreat is not into a hex more distant from the active unit than "
	    "the hex retreated out of. The hex retreated into is not in an "
	    "enemy ZOC or enemy occupied.",
	"4", "0/1•",
	    "Retreat is into an enemy ZOC, but not an enemy occupied hex. "
	    "Retreat is into a hex more distant from the active enemy unit "
	    "than the hex retreated out of.",
	"4", "1/2•",
	    "Retreat is into an enemy ZOC, but not an enemy occupied hex. "
	    "Retreat is not into a hex more distant from the active enemy unit "
	    "than the hex retreated out of.",
	"5", "3",
	    "Retreat is into an enemy occupied hex.",
};
GRID_OK(retreat1);

static const char *const retreat2_rows[] = { "1", "2", "3" };
#define retreat2_cols	retreat_cols
static const char *const retreat2_cells[] = {
	"1", "0",
	    "Retreat is not into an enemy ZOC or enemy occupied hex.",
	"2", "0/1•",
	    "Retreat is into an enemy ZOC, but not an enemy occupied hex.",
	"3", "3",
	    "Retreat is into an enemy occupied hex.",
};
GRID_OK(retreat2);

#define RETREAT_NOTES							\
	"Prior to entering each hex in a retreat, check Retreat Chart 1 or " \
	"2 (see 7.6).  A unit must retreat into a hex using the \"Retreat " \
	"Description\" with the lowest \"Priority Number.\"  Printed " \
	"columns: \"Priority\", \"Manpower loss *\", \"Retreat " \
	"description\".  * A cavalry unit does not suffer Manpower loss in " \
	"a cavalry retreat even if it retreats into a hex calling for "	\
	"Manpower loss on a Retreat Chart.  Exception: If it retreats into " \
	"an enemy occupied hex, it loses 3 manpower.  † Use the number to " \
	"the left of the slash for Manpower loss if the retreat or rout is " \
	"along a road, pike, trail, or RR.  Otherwise use the number to the " \
	"right of the slash.  • Use the number to the left of the slash for " \
	"Manpower loss if the retreat or rout is along a road, pike, trail, " \
	"or RR, or into a friendly-occupied hex.  Otherwise use the number " \
	"to the right of the slash.  Note: A hex \"more distant from the " \
	"active enemy unit\" is defined as one that places the retreating " \
	"or routing unit one hex further from the active enemy unit " \
	"triggering the retreat than the hex from which the retreating " \
	"unit exits, counting by the shortest path possible.  Overriding " \
	"retreat priorities: If, by adhering to retreat rules, there is no " \
	"possibility of avoiding surrender of a retreating unit due to " \
	"\"retreat restrictions,\" a player may \"override\" retreat " \
	"priorities no more than once in that retreat (see 7.6).  In a " \
	"retreat, entering or exiting a city hex is the equivalent of "	\
	"crossing a road hexside (7.6)."

static const struct chart retreat_1 = {
	.name = "retreat-1",
	.title = "Retreat Chart 1",
	.rule = "7.6; Charts & Tables, Retreat Charts",
	.game = "standard",
	GRID(retreat1),
	.notes = "Used for the first hex entered in a normal or voluntary "
	    "retreat; for each of the first four hexes entered in a rout or "
	    "cavalry retreat; and whenever the retreating unit exits an enemy "
	    "ZOC.  The two priority-4 descriptions are rows \"4a\" (into a hex "
	    "more distant from the active enemy unit) and \"4b\" (not more "
	    "distant).  " RETREAT_NOTES,
	.open_rows = OPEN_NONE
};

static const struct chart retreat_2 = {
	.name = "retreat-2",
	.title = "Retreat Chart 2",
	.rule = "7.6; Charts & Tables, Retreat Charts",
	.game = "standard",
	GRID(retreat2),
	.notes = "Used for the second, third, or fourth hexes entered in a "
	    "normal or voluntary retreat, and for the fifth or sixth hexes "
	    "entered in a rout or cavalry retreat, assuming the unit is not "
	    "exiting an enemy ZOC.  " RETREAT_NOTES,
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: Cavalry Retreat Die Roll Modifiers (7.7).  The SIV
 * Confederate column folds in the exceptions printed under each modifier.
 */
static const char *const cavretreat_rows[] = {
	"terrain", "very-large-force", "large-force", "demoralized",
	"fatigue", "supply", "small-force", "very-small-force"
};
static const char *const cavretreat_cols[] = { "standard", "siv-csa" };
static const char *const cavretreat_cells[] = {
/* +? Terrain */	"terrain",	"terrain",
/* Very Large Force */	"+2",		"+4",
/* Large Force */	NULL,		"+2",
/* Demoralized */	"-2",		"-2",
/* Fatigue */		"-2",		"-2",
/* Supply */		"-2",		"-2",
/* Small Force */	"-2",		"0",
/* Very Small Force */	"-4",		"-2",
};
GRID_OK(cavretreat);

static const struct chart cavalry_retreat = {
	.name = "cavalry-retreat",
	.title = "Cavalry Retreat Die Roll Modifiers",
	.rule = "7.7; Charts & Tables, Cavalry Retreat Die Roll Modifiers",
	.game = "standard",
	GRID(cavretreat),
	.notes = "Modifiers are cumulative.  Column \"standard\" is every "
	    "cavalry unit except Confederate cavalry in Stonewall in the "
	    "Valley, which reads \"siv-csa\" (the printed exceptions); NULL: "
	    "the modifier does not apply; \"0\": SIV Confederates ignore it.  "
	    "The terrain row is printed \"+?\" and stored \"terrain\": the "
	    "modifier is the terrain combat modifier.  "
	    "+? Terrain: If a cavalry unit occupies a location where it would "
	    "receive a positive die roll in combat due to terrain (for "
	    "occupying a mountain or hill hex, or for being separated from the "
	    "active unit by a river, creek, or ridge hexside), that same "
	    "modifier is used to increase its roll in the cavalry retreat.  "
	    "+2 Very Large Force: If the cavalry unit(s) in the hex have a "
	    "combined Combat value of 3 or more, counting entrenchments.  "
	    "Exception: If the cavalry unit(s) are Confederate, the modifier "
	    "is increased to +4 in Stonewall in the Valley.  "
	    "+2 Large Force (Confederate player in Stonewall in the Valley "
	    "only): If Confederate cavalry unit(s) in the hex have a combined "
	    "Combat value of 2 or more and less than 3, counting "
	    "entrenchments.  -2 Demoralized: If all the cavalry units are "
	    "Demoralize-1 or -2.  -2 Fatigue: If all cavalry in the hex are "
	    "at Fatigue Level 4.  -2 Supply: If all cavalry in the hex are "
	    "out of supply (Advanced Games only, where cavalry can be out of "
	    "supply).  -2 Small Force: If the cavalry unit(s) in the hex have "
	    "a combined Combat value of more than ½ and 1 or less, counting "
	    "entrenchments.  Exception: In Stonewall in the Valley, "
	    "Confederate cavalry units ignore this modifier.  "
	    "-4 Very Small Force: If the only cavalry unit in the hex has a "
	    "Combat value of ½.  Exception: If the cavalry unit is "
	    "Confederate, the modifier is altered to -2 in Stonewall in the "
	    "Valley.",
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: Movement Summary (5.1, 5.2).
 */
static const char *const ma_rows[] = {
	"usa-infantry", "usa-cavalry", "csa-infantry", "csa-cavalry"
};
static const char *const ma_cells[] = { "1D6", "2D6", "1D6+1", "2D6+1" };
LIST_OK(ma);

static const struct chart movement_allowance = {
	.name = "movement-allowance",
	.title = "Movement Summary (Movement Allowance in a march action)",
	.rule = "5.1; Charts & Tables, Movement Summary",
	.game = "standard",
	LIST(ma),
	.notes = "Printed rows: \"USA Infantry or Artillery Unit\", \"USA "
	    "Cavalry Unit or Mounted Infantry\", \"CSA Infantry or Artillery "
	    "Unit\", \"CSA Cavalry Unit\".",
	.open_rows = OPEN_NONE
};

static const char *const lma_rows[] = {
	"usa-infantry", "usa-cavalry-division", "usa-cavalry-corps",
	"csa-infantry", "csa-cavalry-division", "csa-cavalry-corps",
	"siv-usa-infantry"
};
static const char *const lma_cells[] = {
	"1D6+1", "2D6+1", "2D6+2", "1D6+2", "2D6+2", "2D6+3",
	"1D6, minimum 2"
};
LIST_OK(lma);

static const struct chart leader_movement_allowance = {
	.name = "leader-movement-allowance",
	.title = "Movement Summary (Movement Allowance in an Activate Leader "
	    "action)",
	.rule = "5.2; Charts & Tables, Movement Summary",
	.game = "standard",
	LIST(lma),
	.notes = "Printed rows: \"USA Infantry Leader\", \"USA Cavalry "
	    "Division Leader\", \"USA Cavalry Corps Leader\", \"CSA Infantry "
	    "Leader\", \"CSA Cavalry Division Leader\", \"CSA Cavalry Corps "
	    "Leader\".  The USA Infantry Leader row reads \"1D6+1 (in "
	    "Stonewall in the Valley, 1D6 with a minimum of 2)\"; the row "
	    "\"siv-usa-infantry\" holds that exception (5.2: \"In Stonewall in "
	    "the Valley, Union infantry leaders roll one die (not increased by "
	    "1), with a minimum Movement Allowance of 2 even if the roll is "
	    "1\"; SIV 15.0 lowers the minimum to 1 under Union Command "
	    "Stagnation).",
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: MP Costs to Enter a Friendly-Occupied Hex (6.2).
 */
static const char *const friendly_rows[] = {
	"less-than-3", "3-11", "more-than-11", "wagon"
};
static const char *const friendly_cols[] = {
	"city/clear/rough/rolling/hill", "woods/loess/swamp/mountain"
};
static const char *const friendly_cells[] = {
/* Less than 3 */	"NE",		"NE",
/* 3 to 11 */		"+1 MP",	"+3 MP",
/* More than 11 */	"+2 MP",	"+4 MP",
/* Wagon Train(s) */	"+2 MP",	"+4 MP",
};
GRID_OK(friendly);

static const struct chart friendly_occupied = {
	.name = "friendly-occupied",
	.title = "MP Costs to Enter a Friendly-Occupied Hex",
	.rule = "6.2; Charts & Tables, MP Costs to Enter a Friendly-Occupied "
	    "Hex",
	.game = "standard",
	GRID(friendly),
	.notes = "Rows are the combined Combat value in the hex (printed "
	    "\"Less than 3\", \"3 to 11\", \"More than 11\", \"Wagon "
	    "Train(s)\"); columns are the major terrain entered (printed "
	    "\"City, clear, rough, rolling, hill\" and \"Woods, loess, swamp, "
	    "mountain\").  MP penalties to enter a friendly-occupied hex are "
	    "not cumulative.  Cavalry units do not pay such MP penalties and "
	    "do not trigger them.  The chart is transcribed as printed; the "
	    "texts disagree with it: 6.2 gives +2 MP for a combined value of "
	    "3-11 in city, clear, rough, rolling or hill hexes (the chart +1) "
	    "and \"+3 to +4\" in woods, swamp or mountain; the chart's own "
	    "preamble puts loess with the +2 terrain (\"the highest MP "
	    "penalty in city, clear, rough, loess, rolling, and hill hexes is "
	    "+2\") while its columns put loess with woods.",
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: Extended March Table (5.1).
 */
static const char *const xmarch_rows[] = { "5", "6", "7", "8" };
static const char *const xmarch_cols[] = {
	"organized", "disorganized-5", "disorganized-6-9", "disorganized-10"
};
static const char *const xmarch_cells[] = {
/* ≤ 5 */	"NE",	"NE",	"NE",	"NE",
/* 6 */		"D",	"1",	"1",	"1",
/* 7 */		"D",	"1",	"1",	"2",
/* ≥ 8 */	"D",	"1",	"2",	"3",
};
GRID_OK(xmarch);

static const struct chart extended_march = {
	.name = "extended-march",
	.title = "Extended March Table",
	.rule = "5.1; Charts & Tables, Extended March Table",
	.game = "standard",
	GRID(xmarch),
	.notes = "Rows are the modified die roll: \"5\" is printed \"≤ 5\" "
	    "and \"8\" is printed \"≥ 8\".  Printed columns: \"Organized (any "
	    "Manpower value)\", \"Disorganized, Manpower ≤ 5\", "
	    "\"Disorganized, Manpower 6 to 9\", \"Disorganized, Manpower ≥ "
	    "10\".  Results: NE: No effect.  D: Disorganized.  The unit's "
	    "Strength marker is flipped to its disorganized side.  1 / 2 / 3: "
	    "The unit's Manpower value is reduced by the indicated number.  "
	    "Replace the Strength marker with a new disorganized marker "
	    "reflecting its reduced Manpower value.  When to consult: a march "
	    "that brings a unit on its normal side to Fatigue Level 3 or 4, "
	    "or a unit on its exhausted side to 2, 3 or 4 (5.1).",
	.open_rows = OPEN_NONE
};

static const char *const xmarch_mod_rows[] = {
	"normal-fatigue-3-to-4", "exhausted-fatigue-2-to-3",
	"exhausted-fatigue-3-to-4", "wagon-train", "union-garrison",
	"union-other", "out-of-supply"
};
static const char *const xmarch_mod_cells[] = {
	"+1", "+1", "+3", "+1", "+2", "+1", "+1"
};
LIST_OK(xmarch_mod);

static const struct chart extended_march_modifiers = {
	.name = "extended-march-modifiers",
	.title = "Extended March Table Modifiers",
	.rule = "5.1; Charts & Tables, Extended March Table",
	.game = "standard",
	LIST(xmarch_mod),
	.notes = "Modifiers (cumulative): +1: If a march by a unit on its "
	    "normal side increases its Fatigue Level from 3 to 4.  +1: If a "
	    "march by a unit on its exhausted side increases its Fatigue "
	    "Level from 2 to 3.  +3: If a march by a unit on its exhausted "
	    "side increases its Fatigue Level from 3 to 4.  +1: If the march "
	    "is by a Wagon Train.  (For Union wagons, this modifier is in "
	    "addition to the +1 modifier for \"Other Union Units\" below.)  "
	    "Union army modifiers: +2 Garrison Units (infantry, artillery, "
	    "and cavalry): If the march is made by a Union unit not belonging "
	    "to the Army of the Potomac.  +1 Other Union Units: All Union "
	    "units (including wagon trains) not covered by the case above.  "
	    "Other modifiers: +1: If, in the Advanced Game, the unit is \"out "
	    "of supply.\"",
	.open_rows = OPEN_NONE
};

/*
 * The Terrain Chart's MP costs.  The rulebooks as we have them do not
 * print the Terrain Chart (DESIGN.md section 6); only the costs the rules
 * text states are here: 6.2 (road, pike, railroad, trail) and 12.0 (their
 * rain costs).  Everything else must be supplied.
 */
static const char *const terrain_rows[] = {
	"clear", "rolling", "rough", "woods", "city", "swamp",
	"provisional-swamp", "hill", "mountain", "loess",
	"road", "pike", "trail-mountain", "trail", "railroad"
};
static const char *const terrain_cols[] = { "normal", "rain" };
static const char *const terrain_cells[] = {
/* clear */		NULL,	NULL,
/* rolling */		NULL,	NULL,
/* rough */		NULL,	NULL,
/* woods */		NULL,	NULL,
/* city */		NULL,	NULL,
/* swamp */		NULL,	NULL,
/* provisional-swamp */	NULL,	NULL,
/* hill */		NULL,	NULL,
/* mountain */		NULL,	NULL,
/* loess */		NULL,	NULL,
/* 6.2, 12.0: "expends 2 (not 1) MP" */
/* road */		"1",	"2",
/* 12.0: "expends 1½ (not 1) MP in a rain turn" */
/* pike */		"1",	"1.5",
/* 6.2, 12.0: "3 MP instead of 2" */
/* trail-mountain */	"2",	"3",
/* 6.2, 12.0: "2 MP instead of 1" */
/* trail */		"1",	"2",
/* railroad */		"1",	"2",
};
GRID_OK(terrain);

static const struct chart terrain_mp = {
	.name = "terrain-mp",
	.title = "Terrain Chart (movement point costs)",
	.rule = "2.3, 6.2, 12.0; Terrain Chart",
	.game = "standard",
	GRID(terrain),
	.notes = "The Terrain Chart is not printed in the rulebooks as we "
	    "have them (DESIGN.md section 6): only the costs the rules text "
	    "states are built in.  6.2: entering a hex through a road, pike, "
	    "or railroad hexside costs 1 MP regardless of terrain (unfinished "
	    "railroads are roads); through a trail hexside, 2 MP into a "
	    "mountain hex (row \"trail-mountain\") and 1 MP into any other.  "
	    "12.0: in a rain turn road and railroad cost 2, pike 1½ (stored "
	    "\"1.5\"), trail 3 into mountain and 2 otherwise; \"the cost to "
	    "enter all types of major terrain without benefit of roads, "
	    "pikes, trails, or RR is increased (see Terrain Chart).\"  6.2: "
	    "provisional swamp hexes function as rough hexes except in rain "
	    "turns, when they convert to normal swamp hexes.",
	.open_rows = OPEN_NONE
};

/*
 * The disorganized Combat value on each Strength marker (7.2): printed on
 * the counters, not in the rulebooks.  No rows are built in.
 */
static const struct chart strength_markers = {
	.name = "strength-markers",
	.title = "Strength marker list (disorganized Combat value)",
	.rule = "7.2",
	.game = "standard",
	.nrows = 0,
	.ncols = 0,
	.rows = NULL,
	.cols = NULL,
	.cells = NULL,
	.notes = "Rows are the Manpower value (the organized side, e.g. "
	    "\"7\"); the value is the Combat value printed on the marker's "
	    "disorganized side (\"the smaller number in value\", which may be "
	    "1/2, 7.2).  The rulebooks do not print these: they must be "
	    "supplied, e.g. charts: {strength-markers: {\"7\": VALUE}}.",
	.open_rows = OPEN_SIGNED
};

/*
 * Stonewall Jackson's Way.
 */
static const char *const sjw_terrain_rows[] = {
	"clear", "rolling", "rough", "woods", "city", "swamp",
	"provisional-swamp", "hill", "mountain", "loess",
	"road", "paved-road", "railroad"
};
#define sjw_terrain_cols	terrain_cols
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

static const struct chart sjw_terrain_mp = {
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

#define sjw_events_rows	dice_rows
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

static const struct chart sjw_random_events = {
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

static const struct chart sjw_forage_values = {
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

/*
 * 10.1: "the player must have an unused minor river Bridge marker" (or
 * major): how many each side has is the counter mix, which the rulebooks
 * do not print.  SIV's minor river markers are "not a limit" (10.1) and
 * SJW 19.0 gives the Union one major-river bridge at a time: those are
 * never read from here.
 */
static const char *const bridge_markers_rows[] = { "csa", "usa" };
static const char *const bridge_markers_cols[] = { "minor", "major" };
static const char *const bridge_markers_cells[] = {
/* csa */	NULL,	NULL,
/* usa */	NULL,	NULL,
};
GRID_OK(bridge_markers);

static const struct chart bridge_markers = {
	.name = "bridge-markers",
	.title = "Bridge marker count (the counter mix's pontoon Bridge "
	    "markers)",
	.rule = "10.1",
	.game = "standard",
	GRID(bridge_markers),
	.notes = "Rows are the sides, columns the river class; the value is "
	    "the number of Bridge markers of that class in the game, counting "
	    "those on the map.  Not printed in the rulebooks: supply them "
	    "from the counter mix, e.g. charts: {bridge-markers: {usa: "
	    "{minor: 2}}}.  Stonewall in the Valley's minor river markers are "
	    "unlimited (10.1); in the Stonewall Jackson's Way Advanced Game "
	    "the Union may have one major-river bridge at a time and the "
	    "Confederates none (SJW 19.0).",
	.open_rows = OPEN_NONE
};

const struct chart *const chart_list[] = {
	/* Standard rules 1.0-12.0 */
	&combat_value_limits,
	&rain_minor,
	&rain_major,
	/* Stonewall in the Valley */
	&siv_seven_pines,
	&siv_random_events,
	&siv_strategic,
	&siv_harpers_ferry,
	&siv_harpers_ferry_modifiers,
	&siv_union_withdrawal,
	&siv_union_commitment,
	&siv_foraging,
	&siv_foraging_modifiers,
	&siv_county_seats,
	&siv_strategic_track,
	/* GCACW Charts & Tables v1.6 */
	&combat_defender,
	&combat_attacker,
	&artillery,
	&attack,
	&ratio,
	&retreat_1,
	&retreat_2,
	&cavalry_retreat,
	&movement_allowance,
	&leader_movement_allowance,
	&friendly_occupied,
	&extended_march,
	&extended_march_modifiers,
	/* Not printed: supplied by the players */
	&terrain_mp,
	&strength_markers,
	&bridge_markers,
	/* Stonewall Jackson's Way */
	&sjw_terrain_mp,
	&sjw_random_events,
	&sjw_forage_values,
	NULL
};

/*
 * A label as compared: no white space, ASCII lower case, "½" "1/2" "0.5"
 * all ".5", "≤" "<=", "≥" ">=", en dash and minus sign "-".  The result
 * is never longer than the label, so a buffer of strlen + 1 holds it.
 */
struct norm {
	char	 buf[64];
	char	*s;
};

static bool
starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static bool
isdig(int c)
{
	return c >= '0' && c <= '9';
}

static void
normalize(struct norm *n, const char *label)
{
	size_t	 len = strlen(label) + 1;
	char	*d;

	n->s = len <= sizeof(n->buf) ? n->buf : xmalloc(len);
	d = n->s;
	while (*label != '\0') {
		int prev = d > n->s ? d[-1] : '\0';

		if (*label == ' ' || *label == '\t' || *label == '\n' ||
		    *label == '\r') {
			label++;
		} else if (starts(label, "½")) {
			*d++ = '.';
			*d++ = '5';
			label += strlen("½");
		} else if (starts(label, "1/2") && !isdig(prev) &&
		    !isdig(label[3])) {
			*d++ = '.';
			*d++ = '5';
			label += 3;
		} else if (starts(label, "0.") && !isdig(prev) &&
		    isdig(label[2])) {
			label++;	/* "0.5" is ".5" */
		} else if (starts(label, "≤") || starts(label, "≥")) {
			*d++ = starts(label, "≤") ? '<' : '>';
			*d++ = '=';
			label += strlen("≤");
		} else if (starts(label, "–") || starts(label, "−")) {
			*d++ = '-';
			label += strlen("–");
		} else {
			unsigned char c = (unsigned char)*label++;

			*d++ = c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
		}
	}
	*d = '\0';
}

static void
norm_free(struct norm *n)
{
	if (n->s != n->buf)
		free(n->s);
}

/* A normalized signed integer label ("+6", "-9", "0"). */
static bool
signed_value(const char *s, long *v)
{
	const char *p = s;

	if (*p == '+' || *p == '-')
		p++;
	if (!isdig(*p))
		return false;
	while (isdig(*p))
		p++;
	if (*p != '\0')
		return false;
	errno = 0;
	*v = strtol(s, NULL, 10);
	return errno == 0;
}

/* Does the normalized label name this table label? */
static bool
label_match(const char *norm, const char *label, bool numeric)
{
	struct norm	 n;
	bool		 eq;
	long		 a, b;

	normalize(&n, label);
	eq = strcmp(norm, n.s) == 0 ||
	    (numeric && signed_value(norm, &a) && signed_value(n.s, &b) &&
	    a == b);
	norm_free(&n);
	return eq;
}

static bool
labels_equal(const char *x, const char *y, bool numeric)
{
	struct norm	 n;
	bool		 eq;

	if (x == NULL || y == NULL)
		return x == y;
	normalize(&n, x);
	eq = label_match(n.s, y, numeric);
	norm_free(&n);
	return eq;
}

static int
find_label(const char *const *labels, int n, const char *label,
    bool numeric)
{
	struct norm	 nl;
	int		 i;

	if (label == NULL)
		return -1;
	normalize(&nl, label);
	for (i = 0; i < n; i++)
		if (label_match(nl.s, labels[i], numeric))
			break;
	norm_free(&nl);
	return i < n ? i : -1;
}

const struct chart *
chart_find(const char *name)
{
	int i;

	if (name == NULL)
		return NULL;
	for (i = 0; chart_list[i] != NULL; i++)
		if (strcmp(chart_list[i]->name, name) == 0)
			return chart_list[i];
	return NULL;
}

int
chart_row(const struct chart *c, const char *label)
{
	return find_label(c->rows, c->nrows, label,
	    c->open_rows == OPEN_SIGNED);
}

int
chart_col(const struct chart *c, const char *label)
{
	return find_label(c->cols, c->ncols, label, false);
}

bool
chart_row_ok(const struct chart *c, const char *label)
{
	struct norm	 n;
	long		 v;
	bool		 ok;

	if (label == NULL)
		return false;
	if (chart_row(c, label) >= 0)
		return true;
	switch (c->open_rows) {
	case OPEN_SIGNED:
		normalize(&n, label);
		ok = signed_value(n.s, &v);
		norm_free(&n);
		return ok;
	case OPEN_ANY:
		return true;
	default:
		return false;
	}
}

const char *
chart_get(const struct charts *ov, const struct chart *c, const char *row,
    const char *col)
{
	bool	numeric = c->open_rows == OPEN_SIGNED;
	int	i, r, k;

	/* A one-dimensional table is addressed with col == NULL only. */
	if (row == NULL || (c->ncols == 0) != (col == NULL))
		return NULL;
	for (i = ov != NULL ? ov->n - 1 : -1; i >= 0; i--) {
		const struct chart_cell *o = &ov->cells[i];

		if (o->value == NULL || (o->chart != c &&
		    (o->chart == NULL || strcmp(o->chart->name, c->name) != 0)))
			continue;
		if (labels_equal(o->row, row, numeric) &&
		    (c->ncols == 0 || labels_equal(o->col, col, false)))
			return o->value;
	}
	if ((r = chart_row(c, row)) < 0)
		return NULL;
	if (c->ncols == 0)
		return c->cells[r];
	if ((k = chart_col(c, col)) < 0)
		return NULL;
	return c->cells[r * c->ncols + k];
}

void
chart_missing(struct diag *d, const struct chart *c, const char *row,
    const char *col, const char *needed_by)
{
	const char	*kind = c->ncols > 0 ? "cell" : "entry";
	char		*path, *how;
	int		 n;

	if (row == NULL)
		row = "";
	if (c->ncols > 0 && col == NULL)
		col = "";
	if (c->ncols > 0) {
		n = snprintf(NULL, 0, "charts.%s.%s.%s", c->name, row, col);
		path = xmalloc((size_t)n + 1);
		snprintf(path, (size_t)n + 1, "charts.%s.%s.%s", c->name, row,
		    col);
		n = snprintf(NULL, 0, "{%s: {\"%s\": {\"%s\": VALUE}}}",
		    c->name, row, col);
		how = xmalloc((size_t)n + 1);
		snprintf(how, (size_t)n + 1, "{%s: {\"%s\": {\"%s\": VALUE}}}",
		    c->name, row, col);
	} else {
		n = snprintf(NULL, 0, "charts.%s.%s", c->name, row);
		path = xmalloc((size_t)n + 1);
		snprintf(path, (size_t)n + 1, "charts.%s.%s", c->name, row);
		n = snprintf(NULL, 0, "{%s: {\"%s\": VALUE}}", c->name, row);
		how = xmalloc((size_t)n + 1);
		snprintf(how, (size_t)n + 1, "{%s: {\"%s\": VALUE}}", c->name,
		    row);
	}
	diag_error(d, ST_DATA, (struct pos){ 0, 0 }, path,
	    "the %s does not print this %s (%s)%s%s; supply it as charts: %s "
	    "in the game file, in a --charts FILE or in $GCACW_CHARTS",
	    c->title, kind, c->rule, needed_by != NULL ? ", needed for " : "",
	    needed_by != NULL ? needed_by : "", how);
	free(path);
	free(how);
}

void
charts_set(struct arena *a, struct charts *ov, const struct chart *c,
    const char *row, const char *col, const char *value, const char *source,
    struct pos p)
{
	struct chart_cell *o;

	if (ov->n == ov->cap) {
		/* Arena memory cannot be realloc'd: copy into a block twice
		 * the size and leave the old one to the arena. */
		int			 cap = ov->cap > 0 ? ov->cap * 2 : 16;
		struct chart_cell	*cells;

		cells = arena_alloc(a, (size_t)cap * sizeof(*cells));
		if (ov->n > 0)
			memcpy(cells, ov->cells,
			    (size_t)ov->n * sizeof(*cells));
		ov->cells = cells;
		ov->cap = cap;
	}
	o = &ov->cells[ov->n++];
	o->chart = c;
	o->row = row;
	o->col = col;
	o->value = value;
	o->source = source;
	o->pos = p;
}
