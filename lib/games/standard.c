/*
 * standard.c — the GCACW Standard Basic Game Rules: their module, the
 * engine every game's module differs from (DESIGN.md section 2), and
 * their tables and those of the GCACW Charts & Tables v1.6 (chartdef.h,
 * DESIGN.md section 6).
 */
#include <stddef.h>
#include <string.h>

#include "chartdef.h"
#include "scalar.h"
#include "games.h"
#include "tables.h"

/*
 * The standard rules name no game, so no year: 0 means the year is not
 * known, and the 9.0 entrenchment procedure must be told it by a module.
 * Letters are optional and never join: each is a map of its own (the
 * rulebook's examples quote hexes from other games, "W3014" from AIO, 7.1).
 */
const struct module module_standard = {
	.name = "standard",
	.title = "GCACW Standard Basic Game Rules",
	.year = 0,
	.geo = {
		.name = "standard",
		.nsheets = 0,
		.letters_required = false,
	},
	.bridge_cv = 5,				/* 10.2, 10.3 */
	.csa_wins_ties = false,			/* 4.2: no tie rule but SIV's */
	.major_ferry_leaves_ford = false,	/* 10.2 */
	.rain_column = "All Others",		/* 12.0 Rain Number Tables */
	.max_values_column = "Other Games",	/* 7.2 Maximum Values */
	.cavalry_retreat_csa_column = NULL,	/* 7.7: no exception */
	.grand_assault_cv3 = true,		/* 7.1 */
	.recover = {
		.minor_bridges_unlimited = false,	/* 10.1 */
		.union_major_bridge = true,		/* 10.1 */
		.major_bridge_19 = false,
		.major_bridge_note = NULL,
		.union_repair_county = false,		/* 10.3 */
		.county_seats = NULL,
		.forage = FORAGE_NONE,		/* 8.0 step 2: each game's */
		.forage_counties = NULL,
		.union_supply_disorganizes = false,	/* 8.0 step 6 */
	},
	/* The Standard rules print no Random Events Table of their own:
	 * "Each GCACW game uses its original Random Events Table" (12.0). */
	.turn = {
		.events = NULL,
		.events_rule = "12.0",
		.basic_events = false,
		.first_turn = 1,
		.roller = NULL,
		.termination = false,
		.may_first = 0,
		.may_first_scenarios = NULL,
	},
};

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

const struct chart chart_combat_value_limits = {
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

/* The total of two dice: the rows of each game's Random Events Table
 * (12.0: "Each GCACW game uses its original Random Events Table"). */
const char *const two_dice_rows[11] = {
	"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"
};

#define RAIN_NOTES(which)						\
	"Rows are the Rain results \"Rain (Current)\" to \"Rain (Current " \
	"+3)\".  Place the " which " Rivers Unfordable marker on the Turn " \
	"Track a number of boxes ahead of the current turn equal to the " \
	"Rain Number; if it is already on the Turn Track, advance it by " \
	"the Rain Number."

const struct chart chart_rain_minor = {
	.name = "rain-minor",
	.title = "Minor River Rain Number Table",
	.rule = "12.0 River Fordability",
	.game = "standard",
	GRID(rain_minor),
	.notes = RAIN_NOTES("Minor") "  Do not place the Minor Rivers "
	    "Unfordable marker on the Track if the Rain Number is 0.",
	.open_rows = OPEN_NONE
};

const struct chart chart_rain_major = {
	.name = "rain-major",
	.title = "Major River Rain Number Table",
	.rule = "12.0 River Fordability",
	.game = "standard",
	GRID(rain_major),
	.notes = RAIN_NOTES("Major"),
	.open_rows = OPEN_NONE
};

/*
 * Charts & Tables: the Combat Chart (7.5).  Rows are the attacker's
 * modified die roll minus the defender's, "≤ -8" to "≥ +10", stored "-8"
 * and "+10" (combat_chart_line() reads any difference beyond on them).
 * The v1.6 text cuts the chart off above the defender's +5 row and the
 * attacker's +2 row; those rows are from the published Charts & Tables
 * v1.4, whose every row the v1.6 text prints matches it cell for cell
 * and whose attacker's +4 line, 7-11 column, is the 7.5 Combat Example's
 * "fa" (../shared/data/combat-chart.md).
 */
static const char *const combat_rows[] = {
	"-8", "-7", "-6", "-5", "-4", "-3", "-2", "-1", "0",
	"+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "+9", "+10"
};
#define combat_def_rows	combat_rows
#define combat_att_rows	combat_rows
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
	/* Charts & Tables v1.4: the v1.6 text prints no row above +5. */
/* +6 */	"1DR",	"2DR",	"2DR",	"3DR",	"3DR",	"4DR",	"5DR",	"6DR",
/* +7 */	"1DR",	"2DR",	"2DR",	"3DR",	"4DR",	"6DR",	"7DR",	"8DR",
/* +8 */	"2DR*",	"2DR*",	"3DR*",	"4DR*",	"5DR*",	"7DR*",	"7DR*",	"9DR*",
/* +9 */	"2DR*",	"3DR*",	"4DR*",	"4DR*",	"5DR*",	"7DR*",	"8DR*",	"10DR*",
/* ≥ +10 */	"3DR*",	"4DR*",	"5DR*",	"5DR*",	"6DR*",	"8DR*",	"9DR*",	"11DR*",
};
GRID_OK(combat_def);

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
	/*
	 * Charts & Tables v1.4: the v1.6 text prints the "+3" label with no
	 * cells and no row above it.  7.5 Combat Example: "The Confederate
	 * player cross-references the +4 line with the "7-11" Combat Value
	 * column on the Attacker's Combat Value (right) side of the Combat
	 * Chart. ... The result is "fa"." — as v1.4 prints it.
	 */
/* +3 */  "Fa",  "Fa",  "Fa",  "1Fa", "2Fa", "2Fa", "3Fa", "4Fa", "5Fa", "6Fa",
/* +4 */  "fa",  "fa",  "fa",  "1fa", "1fa", "2fa", "3fa", "3fa", "4fa", "5fa",
/* +5 */  "Ea",  "Ea",  "Ea",  "Ea",  "1Ea", "1Ea", "2Ea", "2Ea", "3Ea", "3Ea",
/* +6 */  "a",   "a",   "a",   "a",   "1a",  "1a",  "1a",  "2a",  "2a",  "3a",
/* +7 */  "a",   "a",   "a",   "a",   "a",   "1a",  "1a",  "1a",  "2a",  "2a",
/* +8 */  "a",   "a",   "a",   "a",   "a",   "a",   "1a",  "1a",  "1a",  "2a",
/* +9 */  "a",   "a",   "a",   "a",   "a",   "a",   "a",   "1a",  "1a",  "1a",
/* ≥+10 */ "a",  "a",   "a",   "a",   "a",   "a",   "a",   "a",   "1a",  "1a",
};
GRID_OK(combat_att);

#define COMBAT_NOTES							\
	"Rows are the attacker's modified die roll minus the defender's " \
	"modified die roll.  The row \"-8\" is printed \"≤ -8\": a " \
	"difference of -8 or less reads it; the row \"+10\", printed "	\
	"\"≥ +10\", a difference of +10 or more.  The \"0\" row is printed " \
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

const struct chart chart_combat_defender = {
	.name = "combat-defender",
	.title = "Combat Chart (defender's results)",
	.rule = "7.5; Charts & Tables, Combat Chart",
	.game = "standard",
	GRID(combat_def),
	.notes = COMBAT_NOTES "  Columns are the defender's combined Combat "
	    "value, not including entrenchment benefits.  Rows +6 to +10 are "
	    "from Charts & Tables v1.4 (the v1.6 text prints none above +5); "
	    "a player whose printed chart differs corrects a cell with an "
	    "override.",
	/* Signed labels, so an override's "6" is "+6"; the chart is whole,
	 * and a row beyond -8 or +10 is never read (combat_chart_line()). */
	.open_rows = OPEN_SIGNED
};

const struct chart chart_combat_attacker = {
	.name = "combat-attacker",
	.title = "Combat Chart (attacker's results)",
	.rule = "7.5; Charts & Tables, Combat Chart",
	.game = "standard",
	GRID(combat_att),
	.notes = COMBAT_NOTES "  Columns are the attacker's combined Combat "
	    "value.  Rows +3 to +10 are from Charts & Tables v1.4 (the v1.6 "
	    "text prints the \"+3\" row with no cells and no row above it); "
	    "the 7.5 Combat Example's \"fa\" (+4, \"7-11\") agrees.  A "
	    "player whose printed chart differs corrects a cell with an "
	    "override.  In a grand assault of Combat value 80 or more the "
	    "attacker's loss number is increased (7.2).",
	.open_rows = OPEN_SIGNED	/* as the defender's */
};

/*
 * Charts & Tables: Combat Die Roll Modifier Summary (7.4).  Only the
 * modifiers one number fixes are rows; the others are ruled from their
 * own tables (notes).
 */
static const char *const combat_mod_rows[] = {
	"crossing", "mountain", "mountain-reduced", "ridge-uphill", "hill",
	"creek", "creek-rain", "demoralized-2", "rain"
};
static const char *const combat_mod_cells[] = {
	/* Defender's die roll modifiers */
	/* across bridge, dam, ferry, ford */		"+2",
	/* in a mountain hex */				"+2",
	/* "but only +1 if the attacker is also in a
	 * mountain hex or the attack is down a ridge" */	"+1",
	/* uphill across a ridge or bluff hexside */	"+2",
	/* in a hill hex */				"+1",
	/* across a creek */				"+1",
	/* "(+2 in a rain turn)" */			"+2",
	/* at least ½ of the Combat value Demoralize-2 */	"-1",
	/* Attacker's die roll modifiers */
	/* attacks in a rain turn */			"-1",
};
LIST_OK(combat_mod);

const struct chart chart_combat_modifiers = {
	.name = "combat-modifiers",
	.title = "Combat Die Roll Modifier Summary",
	.rule = "7.4; Charts & Tables, Combat Die Roll Modifier Summary",
	.game = "standard",
	LIST(combat_mod),
	.notes = "Defender's die roll modifiers (see 7.4): +2: Defending "
	    "across bridge, dam, ferry, ford (row \"crossing\").  +2: "
	    "Defending in a mountain hex (but only +1 if the attacker is also "
	    "in a mountain hex or the attack is down a ridge) (rows "
	    "\"mountain\" and \"mountain-reduced\").  +1 or +2: Defender's "
	    "flanks refused (7.8).  +2: Defending against an attack uphill "
	    "across a ridge or bluff hexside (row \"ridge-uphill\").  +1: "
	    "Defending in a hill hex (but +0 if the attack is from a hill, "
	    "from a mountain, or down a ridge) (row \"hill\").  +1: Defending "
	    "across a creek (+2 in a rain turn) (rows \"creek\" and "
	    "\"creek-rain\").  -1: If at least ½ of the Combat value in the "
	    "hex is contributed by Demoralize-2 units (row "
	    "\"demoralized-2\").  Attacker's die roll modifiers (see 7.4): +1 "
	    "to +4: Flank attack bonus.  -3 to +2: Artillery modifiers (the "
	    "Artillery Modifier Summary, artillery).  +1: Assault action.  "
	    "+/-: Ratio modifier (the Ratio Chart, ratio).  +/-: Tactical "
	    "modifier.  -1: Attacks in a rain turn (row \"rain\").  Attack "
	    "type in march: Prepared +1; Hasty -1; Column of Route -3 (the "
	    "Attack Summary's modifier column, attack).  7.4 Ridge: attacking "
	    "down a ridge, the defender adds 1 in a mountain hex (row "
	    "\"mountain-reduced\") and 0 in any other.  The hill, mountain and "
	    "ridge modifiers do not add up: the largest applies (Ridge Combat "
	    "Example).",
	.open_rows = OPEN_NONE
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

/*
 * The forms of the cells a ruling reads as numbers (struct chart's form):
 * a corrected cell is refused at load unless it reads as the printed
 * ones do.  Digits, then what follows them.
 */
static const char *
digits(const char *v)
{
	int n;

	/* No table prints a number of more than one digit: three keep
	 * every reading within an int. */
	for (n = 0; v[n] >= '0' && v[n] <= '9'; n++)
		if (n == 3)
			return NULL;
	return n > 0 ? v + n : NULL;
}

/* "+2", "-1", "0", then one of the marks in tail ("" for none). */
static int
signed_then(const char *v, const char *const *tail)
{
	if (*v == '+' || *v == '-')
		v++;
	if ((v = digits(v)) == NULL)
		return 0;
	for (; *tail != NULL; tail++)
		if (strcmp(v, *tail) == 0)
			return 1;
	return 0;
}

/* 7.4: "NE", or a signed modifier alone, with * or with †. */
static const char *
artillery_form(int r, int c, const char *v)
{
	static const char *const marks[] = { "", "*", "\xe2\x80\xa0", NULL };

	(void)r;
	(void)c;
	return strcmp(v, "NE") == 0 || signed_then(v, marks) ? NULL :
	    "NE, or a modifier such as +1, -1*, +2\xe2\x80\xa0";
}

const struct chart chart_artillery = {
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
	.open_rows = OPEN_NONE,
	.form = artillery_form
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

const struct chart chart_attack = {
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

const struct chart chart_ratio = {
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

/*
 * 7.6: a priority is a whole number; a Manpower loss a number, or two
 * with a slash and its mark (0/1\xe2\x80\xa0, 1/2\xe2\x80\xa2); the description
 * is words.
 */
static const char *
retreat_form(int r, int c, const char *v)
{
	const char *e = digits(v);

	(void)r;
	if (c == 0)
		return e != NULL && *e == '\0' ? NULL :
		    "a priority is a whole number under 1000, such as 1";
	if (c != 1 || (e != NULL && (*e == '\0' || (*e == '/' &&
	    (e = digits(e + 1)) != NULL && (strcmp(e, "\xe2\x80\xa0") == 0 ||
	    strcmp(e, "\xe2\x80\xa2") == 0)))))
		return NULL;
	return "a Manpower loss is a number, or two with a slash and "
	    "\xe2\x80\xa0 or \xe2\x80\xa2, such as 3 or 0/1\xe2\x80\xa0";
}

const struct chart chart_retreat_1 = {
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
	.open_rows = OPEN_NONE,
	.form = retreat_form
};

const struct chart chart_retreat_2 = {
	.name = "retreat-2",
	.title = "Retreat Chart 2",
	.rule = "7.6; Charts & Tables, Retreat Charts",
	.game = "standard",
	GRID(retreat2),
	.notes = "Used for the second, third, or fourth hexes entered in a "
	    "normal or voluntary retreat, and for the fifth or sixth hexes "
	    "entered in a rout or cavalry retreat, assuming the unit is not "
	    "exiting an enemy ZOC.  " RETREAT_NOTES,
	.open_rows = OPEN_NONE,
	.form = retreat_form
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

/* 7.7: a signed modifier; the terrain row's "terrain" is the combat
 * terrain modifier. */
static const char *
cavalry_retreat_form(int r, int c, const char *v)
{
	static const char *const none[] = { "", NULL };

	(void)c;
	if (signed_then(v, none) || (r == 0 && strcmp(v, "terrain") == 0))
		return NULL;
	return r == 0 ? "terrain, or a modifier such as +2" :
	    "a modifier such as +2 or -2";
}

const struct chart chart_cavalry_retreat = {
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
	.open_rows = OPEN_NONE,
	.empty = "the modifier does not apply",
	.form = cavalry_retreat_form
};

/*
 * Charts & Tables: Movement Summary (5.1, 5.2).
 */
static const char *const ma_rows[] = {
	"usa-infantry", "usa-cavalry", "csa-infantry", "csa-cavalry",
	"usa-wagon", "csa-wagon"
};
/* Wagon trains' allowance is not printed in the rulebooks as we have
 * them (DESIGN.md section 5, "Marches"): NULL, to be supplied. */
static const char *const ma_cells[] = { "1D6", "2D6", "1D6+1", "2D6+1",
	NULL, NULL };
LIST_OK(ma);

const struct chart chart_movement_allowance = {
	.name = "movement-allowance",
	.title = "Movement Summary (Movement Allowance in a march action)",
	.rule = "5.1; Charts & Tables, Movement Summary",
	.game = "standard",
	LIST(ma),
	.notes = "Printed rows: \"USA Infantry or Artillery Unit\", \"USA "
	    "Cavalry Unit or Mounted Infantry\", \"CSA Infantry or Artillery "
	    "Unit\", \"CSA Cavalry Unit\".  Wagon trains' rows "
	    "(\"usa-wagon\", \"csa-wagon\") are not printed: supply them.",
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

const struct chart chart_leader_movement_allowance = {
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

const struct chart chart_friendly_occupied = {
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

const struct chart chart_extended_march = {
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

const struct chart chart_extended_march_modifiers = {
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
const char *const terrain_mp_cols[2] = { "normal", "rain" };
#define terrain_cols	terrain_mp_cols
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

const struct chart chart_terrain_mp = {
	.name = "terrain-mp",
	.title = "Terrain Chart (movement point costs)",
	.rule = "2.3, 6.2, 12.0; Terrain Chart",
	.game = "standard",
	GRID(terrain),
	.notes = "The Terrain Chart is not printed in the rulebooks as we "
	    "have them: only the costs the rules text "
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

/* 7.2: a Combat value, whole or with a half ("3", "1/2", "½", "2.5"),
 * refused where it is written rather than read as a missing cell. */
static const char *
halves_form(int r, int c, const char *v)
{
	int h;

	(void)r;
	(void)c;
	return parse_halves(v, &h) == 0 ? NULL :
	    "a Combat value such as 3, 1/2 or 2\xc2\xbd";
}

/*
 * The disorganized Combat value on each Strength marker (7.2): printed on
 * the counters, not in the rulebooks.  No rows are built in.
 */
const struct chart chart_strength_markers = {
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
	.open_rows = OPEN_SIGNED,
	.form = halves_form
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

const struct chart chart_bridge_markers = {
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
