/*
 * test_charts.c — the rulebooks' tables as data (DESIGN.md section 6):
 * shapes, cells checked against the printed charts and the rules'
 * worked examples, absent cells, overrides, labels, the missing-data
 * error; the rules' tables by symbol (tables.h), and overrides of them
 * taking effect in a ruling.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "charts.h"
#include "check_main.h"
#include "combat.h"
#include "diag.h"
#include "games.h"
#include "tables.h"
#include "fixture.h"

static const struct chart *
need(const char *name)
{
	const struct chart *c = chart_find(name);

	ck_assert_msg(c != NULL, "no chart %s", name);
	return c;
}

static const char *
cell(const char *name, const char *row, const char *col)
{
	return chart_get(NULL, need(name), row, col);
}

/*
 * The cells of the tables as the rulebooks print them, checked against
 * the printed charts and the rules' worked examples: a row a cell, in
 * groups of the rule or table that prints them.
 */
enum group {
	EX_DEF, EX_ATT,		/* 7.5 Combat Example */
	ENTRENCH,		/* 7.5: an entrenched defender's column */
	FLANK,			/* 7.4 Flank Attack Examples */
	DEF, ATT,		/* 7.5 Combat Chart */
	PLUS3,			/* 7.5, the attacker's +3 line */
	V14_ATT, V14_DEF,	/* 7.5, the rows of Charts & Tables v1.4 */
	RATIO,			/* 7.4 Ratio Chart */
	ARTY,			/* 7.4 Artillery Modifier Summary */
	ATTACK,			/* 6.1, 7.4 Attack Summary */
	MODS,			/* 7.4 Combat Die Roll Modifier Summary */
	XMARCH,			/* 5.1 Extended March Table */
	FRIENDLY,		/* 6.2 Friendly Occupied Hex Chart */
	MA,			/* 5.1, 5.2 Movement Allowances */
	SJW_MP,			/* SJW 14.0 terrain costs */
	RAIN,			/* 12.0 Rain Number Tables */
	LIMITS,			/* 7.2 Maximum Values */
	SIV, SJW,		/* the SIV and SJW tables */
	NPRINTED,		/* the groups of test_dsgn6_cells_as_printed */
	/* Groups whose tests check more than their cells. */
	RETREAT = NPRINTED,	/* 7.6 Retreat Charts */
	CAVALRY,		/* 7.7 Cavalry Retreat modifiers */
	TERRAIN			/* 6.2, 12.0 terrain costs */
};

/* One expected cell: the table, row, column (NULL for 1-D), value (NULL:
 * not printed), and where the rulebook prints it. */
struct spot {
	enum group	 group;
	const char	*chart, *row, *col, *want, *where;
};

static const struct spot printed_cells[] = {
	/* 7.5 Combat Example: Wagner (Combat value 7) at +4, "7-11": "The
	 * result is "1DR"." */
	{ EX_DEF, "combat-defender", "+4", "7-11", "1DR",
	    "7.5 Combat Example" },
	/* 7.5 Combat Example: Brown (Combat value 8) at +4, "7-11": "The
	 * result is "fa"." — Charts & Tables v1.4 agrees. */
	{ EX_ATT, "combat-attacker", "+4", "7-11", "fa", "7.5 Combat Example" },
	/* 7.5: Hindman's 8 reads the "7 to 11" column even when doubled to
	 * 16 by a Breastwork; at +1 that is "D", not 12-18's "1D". */
	{ ENTRENCH, "combat-defender", "+1", "7-11", "D", "7.5 Hindman" },
	{ ENTRENCH, "combat-defender", "+1", "12-18", "1D", "7.5 Hindman" },
	/* 7.4 Flank Attack Examples */
	{ FLANK, "combat-defender", "-3", "4-6", "-", "Combat Chart" },
	{ FLANK, "combat-defender", "-2", "4-6", "f", "Combat Chart" },
	{ FLANK, "combat-defender", "-1", "4-6", "F", "Combat Chart" },
	{ FLANK, "combat-defender", "0", "4-6", "D", "Combat Chart" },
	{ FLANK, "combat-attacker", "-3", "4-6", "2D", "Combat Chart" },
	{ FLANK, "combat-attacker", "-2", "4-6", "1D", "Combat Chart" },
	{ FLANK, "combat-attacker", "0", "4-6", "1D", "Combat Chart" },
	/* 7.5 Combat Chart, defender */
	{ DEF, "combat-defender", "-8", "½-3", "-", "≤ -8 row" },
	{ DEF, "combat-defender", "-8", "50+", "-", "≤ -8 row" },
	{ DEF, "combat-defender", "-6", "50+", "-", "-6 row" },
	{ DEF, "combat-defender", "-5", "38-49", "-", "-5 row" },
	{ DEF, "combat-defender", "-5", "50+", "1", "-5 row" },
	{ DEF, "combat-defender", "-4", "38-49", "1", "-4 row" },
	{ DEF, "combat-defender", "-3", "19-26", "-", "-3 row" },
	{ DEF, "combat-defender", "-3", "27-37", "1", "-3 row" },
	{ DEF, "combat-defender", "-2", "19-26", "f", "-2 row" },
	{ DEF, "combat-defender", "-2", "27-37", "1f", "-2 row" },
	{ DEF, "combat-defender", "-1", "12-18", "F", "-1 row" },
	{ DEF, "combat-defender", "-1", "19-26", "1F", "-1 row" },
	{ DEF, "combat-defender", "-1", "50+", "2F", "-1 row" },
	{ DEF, "combat-defender", "0", "19-26", "1D", "0 row" },
	{ DEF, "combat-defender", "0", "38-49", "2D", "0 row" },
	{ DEF, "combat-defender", "+2", "½-3", "Dr", "+2 row" },
	{ DEF, "combat-defender", "+2", "7-11", "1Dr", "+2 row" },
	{ DEF, "combat-defender", "+2", "50+", "3Dr", "+2 row" },
	{ DEF, "combat-defender", "+3", "38-49", "3Dr", "+3 row" },
	{ DEF, "combat-defender", "+3", "50+", "4Dr", "+3 row" },
	{ DEF, "combat-defender", "+4", "½-3", "DR", "+4 row" },
	{ DEF, "combat-defender", "+4", "19-26", "3DR", "+4 row" },
	{ DEF, "combat-defender", "+5", "½-3", "1DR", "+5 row" },
	{ DEF, "combat-defender", "+5", "4-6", "2DR", "+5 row" },
	{ DEF, "combat-defender", "+5", "50+", "5DR", "+5 row" },
	/* 7.5 Combat Chart, attacker */
	{ ATT, "combat-attacker", "-8", "½-3", "3D", "≤ -8 row" },
	{ ATT, "combat-attacker", "-8", "70+", "16D", "≤ -8 row" },
	{ ATT, "combat-attacker", "-7", "38-49", "9D", "-7 row" },
	{ ATT, "combat-attacker", "-6", "19-26", "5D", "-6 row" },
	{ ATT, "combat-attacker", "-6", "70+", "13D", "-6 row" },
	{ ATT, "combat-attacker", "-5", "60-69", "11D", "-5 row" },
	{ ATT, "combat-attacker", "-4", "60-69", "9D", "-4 row" },
	{ ATT, "combat-attacker", "-2", "50-59", "7D", "-2 row" },
	{ ATT, "combat-attacker", "-1", "½-3", "D", "-1 row" },
	{ ATT, "combat-attacker", "0", "70+", "8D", "0 row" },
	{ ATT, "combat-attacker", "+1", "38-49", "3D", "+1 row" },
	{ ATT, "combat-attacker", "+1", "70+", "7D", "+1 row" },
	{ ATT, "combat-attacker", "+2", "½-3", "Da", "+2 row" },
	{ ATT, "combat-attacker", "+2", "7-11", "1Da", "+2 row" },
	{ ATT, "combat-attacker", "+2", "70+", "6Da", "+2 row" },
	/* 7.5; Charts & Tables v1.4 (the v1.6 text prints the "+3" label
	 * with no cells): the attacker's +3 line, 7-11 column. */
	{ PLUS3, "combat-attacker", "+3", "7-11", "Fa", "v1.4 +3 row" },
	/* 7.5: the rows the v1.6 text cuts off, from Charts & Tables v1.4. */
	{ V14_ATT, "combat-attacker", "+3", "½-3", "Fa", "v1.4 +3 row" },
	{ V14_ATT, "combat-attacker", "+3", "12-18", "1Fa", "v1.4 +3 row" },
	{ V14_ATT, "combat-attacker", "+3", "70+", "6Fa", "v1.4 +3 row" },
	{ V14_ATT, "combat-attacker", "+4", "½-3", "fa", "v1.4 +4 row" },
	{ V14_ATT, "combat-attacker", "+4", "38-49", "3fa", "v1.4 +4 row" },
	{ V14_ATT, "combat-attacker", "+4", "70+", "5fa", "v1.4 +4 row" },
	{ V14_ATT, "combat-attacker", "+5", "12-18", "Ea", "v1.4 +5 row" },
	{ V14_ATT, "combat-attacker", "+5", "19-26", "1Ea", "v1.4 +5 row" },
	{ V14_ATT, "combat-attacker", "+5", "70+", "3Ea", "v1.4 +5 row" },
	{ V14_ATT, "combat-attacker", "+6", "12-18", "a", "v1.4 +6 row" },
	{ V14_ATT, "combat-attacker", "+6", "38-49", "1a", "v1.4 +6 row" },
	{ V14_ATT, "combat-attacker", "+6", "70+", "3a", "v1.4 +6 row" },
	{ V14_ATT, "combat-attacker", "+7", "19-26", "a", "v1.4 +7 row" },
	{ V14_ATT, "combat-attacker", "+7", "60-69", "2a", "v1.4 +7 row" },
	{ V14_ATT, "combat-attacker", "+8", "38-49", "1a", "v1.4 +8 row" },
	{ V14_ATT, "combat-attacker", "+9", "38-49", "a", "v1.4 +9 row" },
	{ V14_ATT, "combat-attacker", "+9", "50-59", "1a", "v1.4 +9 row" },
	{ V14_ATT, "combat-attacker", "+10", "50-59", "a", "v1.4 ≥ +10 row" },
	{ V14_ATT, "combat-attacker", "+10", "70+", "1a", "v1.4 ≥ +10 row" },
	/* 7.5: the defender's rows from Charts & Tables v1.4. */
	{ V14_DEF, "combat-defender", "+6", "½-3", "1DR", "v1.4 +6 row" },
	{ V14_DEF, "combat-defender", "+6", "7-11", "2DR", "v1.4 +6 row" },
	{ V14_DEF, "combat-defender", "+6", "50+", "6DR", "v1.4 +6 row" },
	{ V14_DEF, "combat-defender", "+7", "27-37", "6DR", "v1.4 +7 row" },
	{ V14_DEF, "combat-defender", "+7", "50+", "8DR", "v1.4 +7 row" },
	{ V14_DEF, "combat-defender", "+8", "½-3", "2DR*", "v1.4 +8 row" },
	{ V14_DEF, "combat-defender", "+8", "50+", "9DR*", "v1.4 +8 row" },
	{ V14_DEF, "combat-defender", "+9", "4-6", "3DR*", "v1.4 +9 row" },
	{ V14_DEF, "combat-defender", "+9", "50+", "10DR*", "v1.4 +9 row" },
	{ V14_DEF, "combat-defender", "+10", "½-3", "3DR*", "v1.4 ≥ +10 row" },
	{ V14_DEF, "combat-defender", "+10", "7-11", "5DR*", "v1.4 ≥ +10 row" },
	{ V14_DEF, "combat-defender", "+10", "50+", "11DR*", "v1.4 ≥ +10 row" },
	/* 7.4 Ratio Chart */
	{ RATIO, "ratio", "1-13", NULL, "-12", "1-13 or less" },
	{ RATIO, "ratio", "1-9", NULL, "-8", "Ratio Chart" },
	{ RATIO, "ratio", "1-2", NULL, "-1", "Ratio Chart" },
	/* 7.5 example: 8-7 rounds down to 1-1, modifier 0 */
	{ RATIO, "ratio", "1-1", NULL, "0", "7.5 example" },
	{ RATIO, "ratio", "2-1", NULL, "+1", "Ratio Chart" },
	{ RATIO, "ratio", "7-1", NULL, "+6", "Ratio Chart" },
	{ RATIO, "ratio", "14-1", NULL, "+13", "14-1 or more" },
	{ RATIO, "ratio", "8-7", NULL, NULL, "not a simplified ratio" },
	{ RATIO, "ratio", "15-1", NULL, NULL, "not printed" },
	/* 7.4 Artillery Modifier Summary */
	/* 7.5 example: differential 0 against rough is "-1*" */
	{ ARTY, "artillery", "rough/hill/loess", "-3 to +1", "-1*",
	    "7.5 example" },
	{ ARTY, "artillery", "clear", "-4 or less", "-3", "Clear" },
	{ ARTY, "artillery", "clear", "+8 or more", "+2†", "Clear" },
	{ ARTY, "artillery", "rolling", "+5 to +7", "+1*", "Rolling" },
	{ ARTY, "artillery", "rolling", "+8 or more", "+1", "Rolling" },
	{ ARTY, "artillery", "rough/hill/loess", "+8 or more", "+1*",
	    "Rough/Hill/Loess" },
	{ ARTY, "artillery", "clear", "+2 to +4", "NE", "Clear" },
	{ ARTY, "artillery", "woods/city/mountain", "-4 or less", "NE",
	    "Woods/City/Mountain" },
	{ ARTY, "artillery", "swamp", "+8 or more", "NE", "Swamp" },
	/* 6.1, 7.4 Attack Summary */
	{ ATTACK, "attack", "column-of-route", "modifier", "-3", "Attack" },
	{ ATTACK, "attack", "hasty", "infantry-mp", "1", "6.1" },
	{ ATTACK, "attack", "hasty", "cavalry-mp", "2", "6.1" },
	{ ATTACK, "attack", "hasty", "modifier", "-1", "7.5 example" },
	{ ATTACK, "attack", "normal", "modifier", "None", "Attack" },
	{ ATTACK, "attack", "prepared", "infantry-mp", "4", "6.1" },
	{ ATTACK, "attack", "prepared", "cavalry-mp", "8", "6.1" },
	{ ATTACK, "attack", "prepared", "modifier", "+1", "7.4" },
	/* 7.4 Combat Die Roll Modifier Summary */
	{ MODS, "combat-modifiers", "crossing", NULL, "+2", "Summary" },
	{ MODS, "combat-modifiers", "mountain", NULL, "+2", "Summary" },
	{ MODS, "combat-modifiers", "mountain-reduced", NULL, "+1",
	    "Summary; 7.4 Ridge" },
	{ MODS, "combat-modifiers", "ridge-uphill", NULL, "+2", "Summary" },
	{ MODS, "combat-modifiers", "hill", NULL, "+1", "Summary" },
	{ MODS, "combat-modifiers", "creek", NULL, "+1", "Summary" },
	{ MODS, "combat-modifiers", "creek-rain", NULL, "+2", "Summary" },
	{ MODS, "combat-modifiers", "demoralized-2", NULL, "-1", "Summary" },
	{ MODS, "combat-modifiers", "rain", NULL, "-1", "Summary; 12.0" },
	{ MODS, "combat-modifiers", "flank", NULL, NULL, "not a number" },
	/* 5.1 Extended March Table */
	{ XMARCH, "extended-march", "5", "organized", "NE", "≤ 5" },
	{ XMARCH, "extended-march", "5", "disorganized-10", "NE", "≤ 5" },
	{ XMARCH, "extended-march", "6", "organized", "D", "6" },
	{ XMARCH, "extended-march", "6", "disorganized-10", "1", "6" },
	{ XMARCH, "extended-march", "7", "disorganized-6-9", "1", "7" },
	{ XMARCH, "extended-march", "7", "disorganized-10", "2", "7" },
	{ XMARCH, "extended-march", "8", "disorganized-5", "1", "≥ 8" },
	{ XMARCH, "extended-march", "8", "disorganized-6-9", "2", "≥ 8" },
	{ XMARCH, "extended-march", "8", "disorganized-10", "3", "≥ 8" },
	{ XMARCH, "extended-march-modifiers", "exhausted-fatigue-3-to-4", NULL,
	    "+3", "Modifiers" },
	{ XMARCH, "extended-march-modifiers", "union-garrison", NULL, "+2",
	    "Garrison Units" },
	{ XMARCH, "extended-march-modifiers", "union-other", NULL, "+1",
	    "Other Union Units" },
	/* 6.2 Friendly Occupied Hex Chart */
	{ FRIENDLY, "friendly-occupied", "less-than-3",
	    "city/clear/rough/rolling/hill", "NE", "Less than 3" },
	/* The chart's +1, not 6.2's text +2 */
	{ FRIENDLY, "friendly-occupied", "3-11",
	    "city/clear/rough/rolling/hill", "+1 MP", "3 to 11" },
	{ FRIENDLY, "friendly-occupied", "3-11", "woods/loess/swamp/mountain",
	    "+3 MP", "3 to 11" },
	{ FRIENDLY, "friendly-occupied", "more-than-11",
	    "woods/loess/swamp/mountain", "+4 MP", "More than 11" },
	{ FRIENDLY, "friendly-occupied", "wagon",
	    "city/clear/rough/rolling/hill", "+2 MP", "Wagon" },
	/* 5.1, 5.2 Movement Allowances */
	{ MA, "movement-allowance", "usa-infantry", NULL, "1D6", "5.1" },
	{ MA, "movement-allowance", "usa-cavalry", NULL, "2D6", "5.1" },
	{ MA, "movement-allowance", "csa-infantry", NULL, "1D6+1", "5.1" },
	{ MA, "movement-allowance", "csa-cavalry", NULL, "2D6+1", "5.1" },
	{ MA, "leader-movement-allowance", "usa-infantry", NULL, "1D6+1",
	    "Movement Summary" },
	{ MA, "leader-movement-allowance", "csa-infantry", NULL, "1D6+2",
	    "5.2" },
	{ MA, "leader-movement-allowance", "usa-cavalry-corps", NULL, "2D6+2",
	    "Movement Summary" },
	{ MA, "leader-movement-allowance", "csa-cavalry-corps", NULL, "2D6+3",
	    "Movement Summary" },
	{ MA, "leader-movement-allowance", "siv-usa-infantry", NULL,
	    "1D6, minimum 2", "5.2 SIV" },
	/* SJW 14.0 terrain costs */
	{ SJW_MP, "sjw-terrain-mp", "clear", "normal", "3", "SJW 14.0" },
	{ SJW_MP, "sjw-terrain-mp", "clear", "rain", "3", "remains 3" },
	{ SJW_MP, "sjw-terrain-mp", "rough", "normal", "5", "SJW 14.0" },
	{ SJW_MP, "sjw-terrain-mp", "rough", "rain", "6", "6 instead of 5" },
	{ SJW_MP, "sjw-terrain-mp", "road", "rain", "2", "SJW 14.0" },
	{ SJW_MP, "sjw-terrain-mp", "paved-road", "rain", "1.5", "SJW 14.0" },
	{ SJW_MP, "sjw-terrain-mp", "railroad", "normal", "1", "SJW 14.0" },
	{ SJW_MP, "sjw-terrain-mp", "woods", "normal", NULL, "not printed" },
	{ SJW_MP, "sjw-terrain-mp", "woods", "rain", NULL, "not printed" },
	/* 12.0 Rain Number Tables */
	{ RAIN, "rain-minor", "current", "SIV", "0", "Minor" },
	{ RAIN, "rain-minor", "current+2", "OTR/AIO", "4", "Minor" },
	{ RAIN, "rain-minor", "current+3", "SIV", "n/a", "Minor" },
	{ RAIN, "rain-minor", "current+3", "All Others", "3", "Minor" },
	/* 12.0: "in any of the games, for a Rain Current result on
	 * turn 3 ... place it on turn 4" */
	{ RAIN, "rain-major", "current", "OTR/AIO", "1", "12.0 example" },
	{ RAIN, "rain-major", "current", "SIV", "1", "12.0 example" },
	{ RAIN, "rain-major", "current", "All Others", "1", "12.0 example" },
	{ RAIN, "rain-major", "current+2", "SIV", "5", "Major" },
	{ RAIN, "rain-major", "current+3", "OTR/AIO", "9", "Major" },
	{ RAIN, "rain-major", "current+3", "SIV", "n/a", "Major" },
	/* 7.2 Maximum Values */
	{ LIMITS, "combat-value-limits", "attacking", "Other Games", "80",
	    "7.2" },
	{ LIMITS, "combat-value-limits", "defending", "OTR", "60", "7.2" },
	{ LIMITS, "combat-value-limits", "defending-all-entrenched",
	    "Other Games", "160", "7.2" },
	/* the SIV tables */
	{ SIV, "siv-random-events", "2", NULL, "Rain (Current +2) *",
	    "Random Events Table" },
	{ SIV, "siv-random-events", "10", NULL, "Ashby", "15.0" },
	{ SIV, "siv-random-events", "12", NULL, "Rain (Current +2)",
	    "Random Events Table" },
	{ SIV, "siv-strategic", "3", NULL, "Advance the Strategic Marker",
	    "Strategic Table" },
	{ SIV, "siv-strategic", "11", NULL, "Union Reinforcement",
	    "Strategic Table" },
	{ SIV, "siv-harpers-ferry", "12 or more", NULL, "Surrender (see 17.0)",
	    "17.0" },
	{ SIV, "siv-harpers-ferry-modifiers", "naval-battery", NULL, "+3",
	    "17.0" },
	/* 19.2 example: Turn 25 is "manpower × 1½" */
	{ SIV, "siv-union-withdrawal", "25-30", NULL, "MV × 1½ *",
	    "19.2 example" },
	/* table note: manpower 5 on Turn 50 scores 5 + 1 */
	{ SIV, "siv-union-withdrawal", "45-50", NULL, "MV + 1",
	    "Union Withdrawal Table note" },
	{ SIV, "siv-union-withdrawal", "100+", NULL, "0", "19.2" },
	/* 20.0 example: Turn 65 is -7 VP a brigade */
	{ SIV, "siv-union-commitment", "65", NULL, "-7", "20.0 example" },
	{ SIV, "siv-union-commitment", "5-25", NULL, "-", "printed –" },
	{ SIV, "siv-foraging", "3 or less", NULL, "Success", "24.3" },
	{ SIV, "siv-foraging-modifiers", "fatigue-2", NULL, "+2", "24.3" },
	{ SIV, "siv-county-seats", "Augusta", "seat", "Staunton", "22.0" },
	{ SIV, "siv-county-seats", "Augusta", "hex", "S2629", "22.0" },
	{ SIV, "siv-county-seats", "Frederick", "hex", "N3333", "22.0" },
	{ SIV, "siv-county-seats", "Jefferson", "seat", "Harpers Ferry",
	    "22.0" },
	{ SIV, "siv-seven-pines", "2-4", NULL, "Minor Confederate victory",
	    "18.1" },
	{ SIV, "siv-strategic-track", "7", NULL, "End of Game",
	    "Strategic Track" },
	/* the SJW tables */
	{ SJW, "sjw-random-events", "2", NULL, "Rain (current+2)",
	    "Random Event Table" },
	{ SJW, "sjw-random-events", "9", NULL, "Rain (current)",
	    "Random Event Table" },
	{ SJW, "sjw-random-events", "12", NULL,
	    "Command Paralysis (Confederate)", "Random Event Table" },
	/* 20.4 example: "the Confederate Forage Value for Fairfax
	 * county (3)" */
	{ SJW, "sjw-forage-values", "Fairfax", "Confederate", "3",
	    "20.4 example" },
	{ SJW, "sjw-forage-values", "Loudoun", "Union", "6", "Forage Values" },
	{ SJW, "sjw-forage-values", "kinggeorge", "union", "4",
	    "Forage Values, label normalized" },
	/* 7.6 Retreat Charts */
	{ RETREAT, "retreat-1", "1", "loss", "0", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "3", "loss", "0/1†", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "4a", "priority", "4", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "4a", "loss", "0/1•", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "4b", "priority", "4", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "4b", "loss", "1/2•", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "5", "priority", "5", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "5", "loss", "3", "Retreat Chart 1" },
	{ RETREAT, "retreat-1", "5", "description",
	    "Retreat is into an enemy occupied hex.", "Chart 1" },
	{ RETREAT, "retreat-2", "1", "loss", "0", "Retreat Chart 2" },
	{ RETREAT, "retreat-2", "2", "loss", "0/1•", "Retreat Chart 2" },
	{ RETREAT, "retreat-2", "3", "loss", "3", "Retreat Chart 2" },
	/* 7.7 Cavalry Retreat modifiers */
	{ CAVALRY, "cavalry-retreat", "very-large-force", "standard", "+2",
	    "Very Large Force" },
	{ CAVALRY, "cavalry-retreat", "very-large-force", "siv-csa", "+4",
	    "increased to +4 in SIV" },
	{ CAVALRY, "cavalry-retreat", "large-force", "standard", NULL,
	    "SIV Confederates only" },
	{ CAVALRY, "cavalry-retreat", "large-force", "siv-csa", "+2",
	    "Large Force" },
	{ CAVALRY, "cavalry-retreat", "demoralized", "standard", "-2",
	    "Demoralized" },
	{ CAVALRY, "cavalry-retreat", "supply", "siv-csa", "-2", "Supply" },
	{ CAVALRY, "cavalry-retreat", "small-force", "standard", "-2",
	    "Small Force" },
	{ CAVALRY, "cavalry-retreat", "small-force", "siv-csa", "0",
	    "SIV Confederates ignore" },
	{ CAVALRY, "cavalry-retreat", "very-small-force", "standard", "-4",
	    "Very Small Force" },
	{ CAVALRY, "cavalry-retreat", "very-small-force", "siv-csa", "-2",
	    "altered to -2 in SIV" },
	/* 6.2, 12.0 terrain costs */
	{ TERRAIN, "terrain-mp", "road", "normal", "1", "6.2" },
	{ TERRAIN, "terrain-mp", "road", "rain", "2", "12.0" },
	{ TERRAIN, "terrain-mp", "pike", "normal", "1", "6.2" },
	{ TERRAIN, "terrain-mp", "pike", "rain", "1.5", "12.0: 1½" },
	{ TERRAIN, "terrain-mp", "trail-mountain", "normal", "2", "6.2" },
	{ TERRAIN, "terrain-mp", "trail-mountain", "rain", "3", "12.0" },
	{ TERRAIN, "terrain-mp", "trail", "normal", "1", "6.2" },
	{ TERRAIN, "terrain-mp", "trail", "rain", "2", "12.0" },
	{ TERRAIN, "terrain-mp", "railroad", "normal", "1", "6.2" },
	{ TERRAIN, "terrain-mp", "railroad", "rain", "2", "12.0" },
};

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/* Every cell of group g, as printed; the group has one at least. */
static void
check_group(enum group g)
{
	size_t	i;
	int	n = 0;

	for (i = 0; i < NELEM(printed_cells); i++) {
		const struct spot	*s = &printed_cells[i];
		const char		*got;

		if (s->group != g)
			continue;
		n++;
		got = cell(s->chart, s->row, s->col);
		ck_assert_msg(got == s->want || (got != NULL &&
		    s->want != NULL && strcmp(got, s->want) == 0),
		    "%s %s/%s: got %s, want %s (%s, group %d)", s->chart,
		    s->row, s->col ? s->col : "-", got ? got : "NULL",
		    s->want ? s->want : "NULL", s->where, (int)g);
	}
	ck_assert_msg(n > 0, "group %d has no cell", (int)g);
}

/* DESIGN.md 6: the tables are data, and hold what the rulebooks print:
 * each group of printed_cells (one Check a group). */
START_TEST(test_dsgn6_cells_as_printed)
{
	check_group((enum group)_i);
}
END_TEST

/*
 * DESIGN.md section 6: every table, its shape and whether it takes open
 * rows.  A table added to chart_list must be added here.
 */
static const struct {
	const char	*name;
	int		 nrows, ncols, open;
	const char	*game;
} shapes[] = {
	{ "combat-value-limits",	 4,  2, OPEN_NONE,	"standard" },
	{ "rain-minor",			 4,  3, OPEN_NONE,	"standard" },
	{ "rain-major",			 4,  3, OPEN_NONE,	"standard" },
	{ "siv-seven-pines",		 4,  0, OPEN_NONE,	"siv" },
	{ "siv-random-events",		11,  0, OPEN_NONE,	"siv" },
	{ "siv-strategic",		11,  0, OPEN_NONE,	"siv" },
	{ "siv-harpers-ferry",		 2,  0, OPEN_NONE,	"siv" },
	{ "siv-harpers-ferry-modifiers", 3,  0, OPEN_NONE,	"siv" },
	{ "siv-union-withdrawal",	10,  0, OPEN_NONE,	"siv" },
	{ "siv-union-commitment",	11,  0, OPEN_NONE,	"siv" },
	{ "siv-foraging",		 2,  0, OPEN_NONE,	"siv" },
	{ "siv-foraging-modifiers",	 3,  0, OPEN_NONE,	"siv" },
	{ "siv-county-seats",		13,  2, OPEN_NONE,	"siv" },
	{ "siv-strategic-track",	 8,  0, OPEN_NONE,	"siv" },
	{ "combat-defender",		19,  8, OPEN_SIGNED,	"standard" },
	{ "combat-attacker",		19, 10, OPEN_SIGNED,	"standard" },
	{ "combat-modifiers",		 9,  0, OPEN_NONE,	"standard" },
	{ "artillery",			 5,  5, OPEN_NONE,	"standard" },
	{ "attack",			 4,  3, OPEN_NONE,	"standard" },
	{ "ratio",			26,  0, OPEN_NONE,	"standard" },
	{ "retreat-1",			 6,  3, OPEN_NONE,	"standard" },
	{ "retreat-2",			 3,  3, OPEN_NONE,	"standard" },
	{ "cavalry-retreat",		 8,  2, OPEN_NONE,	"standard" },
	{ "movement-allowance",		 6,  0, OPEN_NONE,	"standard" },
	{ "leader-movement-allowance",	 7,  0, OPEN_NONE,	"standard" },
	{ "friendly-occupied",		 4,  2, OPEN_NONE,	"standard" },
	{ "extended-march",		 4,  4, OPEN_NONE,	"standard" },
	{ "extended-march-modifiers",	 7,  0, OPEN_NONE,	"standard" },
	{ "terrain-mp",			15,  2, OPEN_NONE,	"standard" },
	{ "strength-markers",		 0,  0, OPEN_SIGNED,	"standard" },
	{ "sjw-terrain-mp",		13,  2, OPEN_NONE,	"sjw" },
	{ "sjw-random-events",		11,  0, OPEN_NONE,	"sjw" },
	{ "sjw-forage-values",		16,  2, OPEN_NONE,	"sjw" },
	{ "bridge-markers",		 2,  2, OPEN_NONE,	"standard" },
};

START_TEST(test_dsgn6_every_table_has_its_shape)
{
	size_t	i;
	int	n;

	for (n = 0; chart_list[n] != NULL; n++)
		;
	ck_assert_int_eq(n, (int)NELEM(shapes));
	for (i = 0; i < NELEM(shapes); i++) {
		const struct chart *c = need(shapes[i].name);

		ck_assert_msg(c->nrows == shapes[i].nrows &&
		    c->ncols == shapes[i].ncols,
		    "%s is %dx%d, want %dx%d", c->name, c->nrows, c->ncols,
		    shapes[i].nrows, shapes[i].ncols);
		ck_assert_msg((int)c->open_rows == shapes[i].open,
		    "%s open_rows", c->name);
		ck_assert_str_eq(c->game, shapes[i].game);
	}
}
END_TEST

START_TEST(test_dsgn6_chart_list_well_formed)
{
	int i, j, r, k;

	for (i = 0; chart_list[i] != NULL; i++) {
		const struct chart	*c = chart_list[i];
		int			 stride = c->ncols > 0 ? c->ncols : 1;
		int			 printed = 0;

		ck_assert_msg(c->name != NULL && *c->name != '\0', "name");
		ck_assert_msg(c->title != NULL && *c->title != '\0',
		    "%s: title", c->name);
		ck_assert_msg(c->rule != NULL && *c->rule != '\0',
		    "%s: rule", c->name);
		ck_assert_msg(c->game != NULL && (strcmp(c->game,
		    "standard") == 0 || strcmp(c->game, "siv") == 0 ||
		    strcmp(c->game, "sjw") == 0), "%s: game", c->name);
		ck_assert_ptr_eq(chart_find(c->name), c);
		for (j = 0; j < i; j++)
			ck_assert_str_ne(chart_list[j]->name, c->name);
		ck_assert_msg(c->nrows >= 0 && c->ncols >= 0, "%s", c->name);
		ck_assert_msg((c->ncols > 0) == (c->cols != NULL),
		    "%s: cols", c->name);
		ck_assert_msg(c->nrows == 0 || (c->rows != NULL &&
		    c->cells != NULL), "%s: rows/cells", c->name);
		/* Each label is found at its own index: none is empty or
		 * a duplicate of another after normalization. */
		for (r = 0; r < c->nrows; r++) {
			ck_assert_msg(c->rows[r] != NULL &&
			    *c->rows[r] != '\0', "%s row %d", c->name, r);
			ck_assert_msg(chart_row(c, c->rows[r]) == r,
			    "%s row %s", c->name, c->rows[r]);
		}
		for (k = 0; k < c->ncols; k++) {
			ck_assert_msg(c->cols[k] != NULL &&
			    *c->cols[k] != '\0', "%s col %d", c->name, k);
			ck_assert_msg(chart_col(c, c->cols[k]) == k,
			    "%s col %s", c->name, c->cols[k]);
		}
		/* Walk every cell: under ASan a miscounted array faults. */
		for (r = 0; r < c->nrows; r++)
			for (k = 0; k < stride; k++) {
				const char *v = c->cells[r * stride + k];

				if (v != NULL) {
					ck_assert_msg(*v != '\0',
					    "%s: empty cell", c->name);
					/* 7.5: the printed en dash is ASCII */
					ck_assert_msg(strstr(v, "–") == NULL,
					    "%s: en dash", c->name);
					printed++;
				}
				ck_assert_ptr_eq(chart_get(NULL, c,
				    c->rows[r], c->ncols ? c->cols[k] : NULL),
				    v);
			}
		/* Only the tables nothing prints may be empty. */
		ck_assert_msg(printed > 0 ||
		    strcmp(c->name, "strength-markers") == 0 ||
		    strcmp(c->name, "bridge-markers") == 0,
		    "%s: no cell printed", c->name);
	}
}
END_TEST

/* 7.5: the whole chart, "≤ -8" to "≥ +10", every cell built in; no row
 * beyond, and a row beyond is never read (combat_chart_line()). */
START_TEST(test_7_5_combat_chart_complete)
{
	static const char *const names[] = {
		"combat-defender", "combat-attacker"
	};
	const struct chart	*c;
	char			 row[8];
	int			 i, r, k;

	for (i = 0; i < 2; i++) {
		c = need(names[i]);
		for (r = -8; r <= 10; r++) {
			snprintf(row, sizeof(row), r == 0 ? "%d" : "%+d", r);
			ck_assert_msg(chart_row(c, row) == r + 8, "%s %s",
			    names[i], row);
			for (k = 0; k < c->ncols; k++)
				ck_assert_msg(chart_get(NULL, c, row,
				    c->cols[k]) != NULL, "%s %s %s", names[i],
				    row, c->cols[k]);
		}
		ck_assert_int_eq(chart_row(c, "+11"), -1);
		ck_assert_int_eq(chart_row(c, "-9"), -1);
		ck_assert_msg(strstr(c->notes, "Charts & Tables v1.4") != NULL,
		    "%s: the source of the rows the v1.6 text lacks",
		    names[i]);
	}
}
END_TEST

START_TEST(test_7_6_retreat_charts)
{

	check_group(RETREAT);
	/* 4a is the "more distant" description, 4b the other */
	ck_assert_ptr_nonnull(strstr(cell("retreat-1", "4a", "description"),
	    "Retreat is into a hex more distant"));
	ck_assert_ptr_nonnull(strstr(cell("retreat-1", "4b", "description"),
	    "Retreat is not into a hex more distant"));
}
END_TEST

START_TEST(test_7_7_cavalry_retreat_modifiers)
{

	check_group(CAVALRY);
	ck_assert_ptr_nonnull(cell("cavalry-retreat", "terrain", "standard"));
}
END_TEST

START_TEST(test_6_2_12_0_terrain_costs_only_as_stated)
{
	static const char *const terrain[] = {	/* 2.3 */
		"clear", "rolling", "rough", "woods", "city", "swamp",
		"provisional-swamp", "hill", "mountain", "loess"
	};
	size_t i;

	check_group(TERRAIN);
	for (i = 0; i < NELEM(terrain); i++) {
		ck_assert_int_ge(chart_row(need("terrain-mp"), terrain[i]), 0);
		ck_assert_ptr_null(cell("terrain-mp", terrain[i], "normal"));
		ck_assert_ptr_null(cell("terrain-mp", terrain[i], "rain"));
	}
}
END_TEST

START_TEST(test_7_2_strength_markers_not_printed)
{
	const struct chart	*c = need("strength-markers");
	struct arena		 a = { 0 };
	struct charts		 ov = { 0 };

	ck_assert_int_eq(c->nrows, 0);
	ck_assert_ptr_null(chart_get(NULL, c, "7", NULL));
	ck_assert(chart_row_ok(c, "7"));
	ck_assert(!chart_row_ok(c, "seven"));
	charts_set(&a, &ov, c, "7", NULL, "3", "game.yaml",
	    (struct pos){ 3, 5 });
	ck_assert_str_eq(chart_get(&ov, c, "7", NULL), "3");
	ck_assert_str_eq(chart_get(&ov, c, "+7", NULL), "3");
	ck_assert_ptr_null(chart_get(&ov, c, "6", NULL));
	arena_free(&a);
}
END_TEST

/* A label looked up in a chart's rows or columns (chart_row,
 * chart_col), and the index it finds: -1 for none. */
struct label {
	int			(*find)(const struct chart *, const char *);
	const struct chart	*chart;
	const char		*text;
	int			 want;
};

static void
check_labels(const struct label *l, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		ck_assert_msg(l[i].find(l[i].chart, l[i].text) == l[i].want,
		    "%s: '%s' is not at %d", l[i].chart->name,
		    l[i].text != NULL ? l[i].text : "(null)", l[i].want);
}

START_TEST(test_dsgn6_override_fills_and_last_wins)
{
	const struct chart	*att = need("combat-attacker");
	const struct chart	*def = need("combat-defender");
	struct arena		 a = { 0 };
	struct charts		 ov = { 0 };
	struct pos		 p = { 1, 1 };

	charts_set(&a, &ov, att, "+3", "7-11", "1Da", "game.yaml", p);
	ck_assert_str_eq(chart_get(&ov, att, "+3", "7-11"), "1Da");
	/* the same cell of the other half of the chart is untouched */
	ck_assert_str_eq(chart_get(&ov, def, "+3", "7-11"), "1Dr");
	/* and so is the next cell (Charts & Tables v1.4's "Fa") */
	ck_assert_str_eq(chart_get(&ov, att, "+3", "4-6"), "Fa");
	charts_set(&a, &ov, att, "+3", "7-11", "2Da", "charts.yaml", p);
	ck_assert_str_eq(chart_get(&ov, att, "+3", "7-11"), "2Da");
	/* an override corrects a printed cell too */
	charts_set(&a, &ov, def, "+4", "7-11", "2DR", "charts.yaml", p);
	ck_assert_str_eq(chart_get(&ov, def, "+4", "7-11"), "2DR");
	ck_assert_str_eq(chart_get(NULL, def, "+4", "7-11"), "1DR");
	ck_assert_int_eq(ov.n, 3);
	ck_assert_str_eq(ov.cells[1].source, "charts.yaml");
	arena_free(&a);
}
END_TEST

START_TEST(test_dsgn6_override_open_rows_and_labels)
{
	const struct chart	*def = need("combat-defender");
	struct arena		 a = { 0 };
	struct charts		 ov = { 0 };
	struct pos		 p = { 0, 0 };

	/* A signed row matches its number ("6" is "+6"), "1/2" is "½". */
	charts_set(&a, &ov, def, "+6", "1/2-3", "2DR", "env", p);
	ck_assert_str_eq(chart_get(&ov, def, "+6", "½-3"), "2DR");
	ck_assert_str_eq(chart_get(&ov, def, "6", ".5-3"), "2DR");
	/* the cells next to it stay Charts & Tables v1.4's */
	ck_assert_str_eq(chart_get(&ov, def, "+7", "½-3"), "1DR");
	ck_assert_str_eq(chart_get(&ov, def, "+6", "4-6"), "2DR");
	arena_free(&a);
}
END_TEST

START_TEST(test_dsgn6_overrides_grow_in_the_arena)
{
	const struct chart	*sm = need("strength-markers");
	struct arena		 a = { 0 };
	struct charts		 ov = { 0 };
	char			*row, *val;
	int			 i;

	for (i = 1; i <= 200; i++) {
		row = arena_printf(&a, "%d", i);
		val = arena_printf(&a, "v%d", i);
		charts_set(&a, &ov, sm, row, NULL, val, "x", (struct pos){ 0,
		    0 });
	}
	ck_assert_int_eq(ov.n, 200);
	ck_assert_int_ge(ov.cap, 200);
	for (i = 1; i <= 200; i++) {
		char r[16], v[16];

		snprintf(r, sizeof(r), "+%d", i);
		snprintf(v, sizeof(v), "v%d", i);
		ck_assert_str_eq(chart_get(&ov, sm, r, NULL), v);
	}
	arena_free(&a);
}
END_TEST

START_TEST(test_dsgn6_label_normalization)
{
	static const struct label l[] = {
		/* ½ == 1/2 == .5 == 0.5, spaces ignored */
		{ chart_col, &chart_combat_defender, "½-3", 0 },
		{ chart_col, &chart_combat_defender, "1/2-3", 0 },
		{ chart_col, &chart_combat_defender, ".5-3", 0 },
		{ chart_col, &chart_combat_defender, "0.5-3", 0 },
		{ chart_col, &chart_combat_defender, " 1/2 - 3 ", 0 },
		{ chart_col, &chart_combat_defender, "11/2-3", -1 },
		/* case */
		{ chart_row, &chart_siv_county_seats, "AUGUSTA", 0 },
		{ chart_col, &chart_attack, "Infantry-MP", 0 },
		{ chart_row, &chart_artillery, "Rough/Hill/Loess", 2 },
		/* but not in a closed table: "6" is not "+6" there */
		{ chart_row, &chart_ratio, "+1", -1 },
		{ chart_row, &chart_combat_defender, "+x", -1 },
		{ chart_row, &chart_combat_defender, NULL, -1 },
	};
	const struct chart	*def = need("combat-defender");
	const struct chart	*xm = need("extended-march-modifiers");
	struct arena		 a = { 0 };
	struct charts		 ov = { 0 };

	check_labels(l, NELEM(l));
	/* en dash and minus sign are "-" */
	ck_assert_int_eq(chart_col(def, "7–11"), chart_col(def, "7-11"));
	ck_assert_int_eq(chart_row(def, "−1"), chart_row(def, "-1"));
	ck_assert_int_eq(chart_row(def, "–2"), chart_row(def, "-2"));
	/* signed rows of an open table match by value */
	ck_assert_int_eq(chart_row(def, "+0"), chart_row(def, "0"));
	ck_assert_int_eq(chart_row(def, "3"), chart_row(def, "+3"));
	ck_assert_int_eq(chart_row(def, "-0"), chart_row(def, "0"));
	ck_assert_int_ge(chart_row(def, "0"), 0);
	/* No printed label carries ≤ or ≥; overrides compare the same
	 * way, so one given as "≤ 2" is found as "<=2". */
	charts_set(&a, &ov, xm, "fatigue ≤ 2", NULL, "+9", "x",
	    (struct pos){ 0, 0 });
	charts_set(&a, &ov, xm, "fatigue ≥ 3", NULL, "+8", "x",
	    (struct pos){ 0, 0 });
	ck_assert_str_eq(chart_get(&ov, xm, "Fatigue<=2", NULL), "+9");
	ck_assert_str_eq(chart_get(&ov, xm, "fatigue >= 3", NULL), "+8");
	arena_free(&a);
}
END_TEST

START_TEST(test_dsgn6_chart_row_ok)
{
	const struct chart *def = need("combat-defender");
	const struct chart *ratio = need("ratio");

	ck_assert(chart_row_ok(def, "+5"));
	ck_assert(chart_row_ok(def, "0"));
	ck_assert(chart_row_ok(def, "+6"));
	ck_assert(chart_row_ok(def, "+12"));
	ck_assert(chart_row_ok(def, "-9"));
	ck_assert(!chart_row_ok(def, "+"));
	ck_assert(!chart_row_ok(def, "6a"));
	ck_assert(!chart_row_ok(def, ""));
	ck_assert(!chart_row_ok(def, "seven"));
	ck_assert(!chart_row_ok(def, NULL));
	ck_assert(chart_row_ok(ratio, "14-1"));
	ck_assert(!chart_row_ok(ratio, "15-1"));
	ck_assert(!chart_row_ok(ratio, "+14"));
}
END_TEST

START_TEST(test_dsgn6_addressing)
{
	ck_assert_ptr_null(chart_find("no-such-chart"));
	ck_assert_ptr_null(chart_find(NULL));
	/* a 1-D table has no columns; a 2-D table needs one */
	ck_assert_ptr_null(cell("ratio", "1-1", "0"));
	ck_assert_ptr_null(cell("combat-defender", "+4", NULL));
	ck_assert_ptr_null(cell("combat-defender", "+4", "80+"));
	ck_assert_int_eq(chart_col(need("ratio"), "anything"), -1);
}
END_TEST

/* Run chart_missing into a memory stream; return what it printed. */
static char *
missing(struct diag *d, const char *name, const char *row, const char *col,
    const char *needed_by)
{
	char	*buf = NULL;
	size_t	 len = 0;

	diag_init(d, "gcacw-combat", NULL);
	ck_assert_ptr_nonnull(d->out = open_memstream(&buf, &len));
	chart_missing(d, need(name), row, col, needed_by);
	ck_assert_int_eq(fclose(d->out), 0);
	return buf;
}

START_TEST(test_dsgn6_chart_missing_names_table_and_remedy)
{
	struct diag	 d;
	char		*out;

	out = missing(&d, "combat-attacker", "+5", "7-11",
	    "the attacker's combat result");
	ck_assert_str_eq(out, "gcacw-combat: <stdin>: "
	    "charts.combat-attacker.+5.7-11: the Combat Chart (attacker's "
	    "results) does not print this cell (7.5; Charts & Tables, Combat "
	    "Chart), needed for the attacker's combat result; supply it as "
	    "charts: {combat-attacker: {\"+5\": {\"7-11\": VALUE}}} in the "
	    "game file, in a --charts FILE or in $GCACW_CHARTS (gcacw-charts "
	    "--show combat-attacker prints the table; --template, a file of "
	    "every cell to supply)\n");
	ck_assert_int_eq(d.status, ST_DATA);
	ck_assert_int_eq(d.status, 65);
	ck_assert_int_eq(d.count, 1);
	free(out);
}
END_TEST

START_TEST(test_dsgn6_chart_missing_one_dimensional)
{
	struct diag	 d;
	char		*out;

	out = missing(&d, "strength-markers", "7", NULL, NULL);
	ck_assert_str_eq(out, "gcacw-combat: <stdin>: "
	    "charts.strength-markers.7: the Strength marker list (disorganized "
	    "Combat value) does not print this entry (7.2); supply it as "
	    "charts: {strength-markers: {\"7\": VALUE}} in the game file, in "
	    "a --charts FILE or in $GCACW_CHARTS (gcacw-charts --show "
	    "strength-markers prints the table; --template, a file of every "
	    "cell to supply)\n");
	ck_assert_int_eq(d.status, 65);
	/* one line */
	ck_assert_ptr_eq(strchr(out, '\n'), out + strlen(out) - 1);
	free(out);
}
END_TEST

/*
 * A chart made here as the registry's are (charts.h): its labels are
 * looked up as printed in the rulebooks' tables.  The Combat Chart's
 * first line is printed "≤ -8" and its last "≥ +10" (7.5), its columns
 * "½" and "1-6"; a player types "<=-8", "+1" or "1", "1/2" or "0.5".
 * Spaces do not count, a number is a number, but "11/2" is no half and
 * "1/23" neither.
 */
static const char *const local_rows[] = { "≤ -8", "+1", "0", "≥ +10" };
static const char *const local_cols[] = { "½", "1-6", "7-11" };
static const char *const local_cells[] = {
	"A", "B", "C",
	"D", "E", "F",
	"G", "H", "I",
	"J", "K", NULL,
};
static const struct chart local_combat = {
	"combat", "Combat Chart", "7.5", "standard", 4, 3, local_rows,
	local_cols, local_cells, NULL, OPEN_SIGNED, NULL, NULL
};
static const char *const local_rows1[] = { "Clear", "Woods" };
static const char *const local_cells1[] = { "1", "2" };
static const struct chart local_terrain = {
	"terrain", "Terrain Chart", "4.3", "standard", 2, 0, local_rows1,
	NULL, local_cells1, NULL, OPEN_NONE, NULL, NULL
};

START_TEST(test_dsgn6_labels_as_typed)
{
	static const struct label l[] = {
		/* ≤ and ≥ as typed; the sign and spaces (tab, CR, LF)
		 * free. */
		{ chart_row, &local_combat, "<=-8", 0 },
		{ chart_row, &local_combat, " <= - 8 ", 0 },
		{ chart_row, &local_combat, "\t+1\r\n", 1 },
		{ chart_row, &local_combat, "1", 1 },
		{ chart_row, &local_combat, "−0", 2 },
		{ chart_row, &local_combat, ">=+10", 3 },
		{ chart_row, &local_combat, "+2", -1 },
		{ chart_row, &local_combat, NULL, -1 },
		/* ½ as 1/2 or 0.5; not inside a longer number. */
		{ chart_col, &local_combat, "1/2", 0 },
		{ chart_col, &local_combat, "0.5", 0 },
		{ chart_col, &local_combat, "11/2", -1 },
		{ chart_col, &local_combat, "1/23", -1 },
		{ chart_col, &local_combat, "10.5", -1 },
		{ chart_col, &local_combat, "7–11", 2 },
		/* 1-D: rows only, letters in any case. */
		{ chart_row, &local_terrain, "WOODS", 1 },
	};
	char	long_label[200];

	check_labels(l, NELEM(l));
	/* A label longer than the lookup's own buffer: spaces, then +1. */
	memset(long_label, ' ', sizeof(long_label));
	strcpy(long_label + sizeof(long_label) - 3, "+1");
	ck_assert_int_eq(chart_row(&local_combat, long_label), 1);
}
END_TEST

/* An open table takes any signed row (the Combat Chart's +6); others not. */
START_TEST(test_dsgn6_open_rows_signed_only)
{
	struct chart	any = local_terrain;

	ck_assert(chart_row_ok(&local_combat, "+6"));
	ck_assert(chart_row_ok(&local_combat, "-9"));
	ck_assert(!chart_row_ok(&local_combat, "six"));
	ck_assert(!chart_row_ok(&local_combat, NULL));
	ck_assert(chart_row_ok(&local_terrain, "Clear"));
	ck_assert(!chart_row_ok(&local_terrain, "Swamp"));
	any.open_rows = OPEN_ANY;
	ck_assert(chart_row_ok(&any, "Swamp"));
}
END_TEST

START_TEST(test_dsgn6_cells_and_overrides_of_any_chart)
{
	struct arena	a = { NULL, 0 };
	struct charts	ov = { NULL, 0, 0 };
	struct chart	copy = local_combat;
	struct pos	p = { 1, 1 };

	/* Outside the table; a 2-D cell wants a column, a 1-D one none. */
	ck_assert_ptr_null(chart_builtin(&local_combat, -1, 0));
	ck_assert_ptr_null(chart_builtin(&local_combat, 4, 0));
	ck_assert_ptr_null(chart_builtin(&local_combat, 0, 3));
	ck_assert_ptr_null(chart_builtin(&local_combat, 0, -1));
	ck_assert_str_eq(chart_builtin(&local_terrain, 1, 0), "2");
	ck_assert_ptr_null(chart_builtin(&local_terrain, 0, 1));
	ck_assert_ptr_null(chart_get(NULL, &local_combat, "+1", NULL));
	ck_assert_ptr_null(chart_get(NULL, &local_combat, NULL, "½"));
	ck_assert_ptr_null(chart_get(NULL, &local_terrain, "Clear", "x"));
	ck_assert_str_eq(chart_get(NULL, &local_terrain, "clear", NULL), "1");
	ck_assert_ptr_null(chart_get(NULL, &local_terrain, "Swamp", NULL));
	ck_assert_ptr_null(chart_get(NULL, &local_combat, "+1", "12-16"));
	ck_assert(chart_not_printed(&local_combat, 3, 2));
	ck_assert(!chart_not_printed(&local_combat, 3, 1));

	/*
	 * Overrides: the last given wins; one of a chart of the same name
	 * (another copy of the table) counts, one of no chart or no value
	 * does not.
	 */
	charts_set(&a, &ov, &local_combat, "+1", "1-6", "X", "a.yaml", p);
	charts_set(&a, &ov, &copy, "1", "1 - 6", "Y", "b.yaml", p);
	charts_set(&a, &ov, NULL, "+1", "1-6", "Z", "c.yaml", p);
	charts_set(&a, &ov, &local_combat, "+1", "1-6", NULL, "d.yaml", p);
	charts_set(&a, &ov, &local_terrain, "+1", "1-6", "W", "e.yaml", p);
	ck_assert_str_eq(chart_get(&ov, &local_combat, "+1", "1-6"), "Y");
	ck_assert_str_eq(chart_override(&ov, &local_combat, "+1",
	    "1-6")->source, "b.yaml");
	ck_assert_ptr_null(chart_override(&ov, &local_combat, "+1", NULL));
	ck_assert_ptr_null(chart_override(&ov, &local_combat, NULL, "1-6"));
	ck_assert_str_eq(chart_get(&ov, &local_combat, "+1", "7-11"), "F");
	arena_free(&a);
}
END_TEST

/* The missing-data error names the cell, or the entry, to supply. */
START_TEST(test_dsgn6_missing_names_cell_or_entry)
{
	struct tg	t;

	tg_init(&t);
	chart_missing(&t.d, &local_combat, NULL, NULL, NULL);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "charts.combat..: the "
	    "Combat Chart does not print this cell (7.5); supply it as "
	    "charts: {combat: {\"\": {\"\": VALUE}}} in the game file"));
	tg_done(&t);
	tg_init(&t);
	chart_missing(&t.d, &local_terrain, "Swamp", NULL, "the march");
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "charts.terrain.Swamp: "
	    "the Terrain Chart does not print this entry (4.3), needed for "
	    "the march; supply it as charts: {terrain: {\"Swamp\": VALUE}}"));
	tg_done(&t);
}
END_TEST

/*
 * The rules read the tables by symbol (tables.h): each symbol is the
 * table the registry names, so an override given by name is the one the
 * rules read.
 */
START_TEST(test_dsgn6_symbols_are_the_registry_tables)
{
	static const struct {
		const struct chart	*c;
		const char		*name;
	} t[] = {
		{ &chart_combat_value_limits, "combat-value-limits" },
		{ &chart_rain_minor, "rain-minor" },
		{ &chart_rain_major, "rain-major" },
		{ &chart_siv_seven_pines, "siv-seven-pines" },
		{ &chart_siv_random_events, "siv-random-events" },
		{ &chart_siv_strategic, "siv-strategic" },
		{ &chart_siv_harpers_ferry, "siv-harpers-ferry" },
		{ &chart_siv_harpers_ferry_modifiers,
		    "siv-harpers-ferry-modifiers" },
		{ &chart_siv_union_withdrawal, "siv-union-withdrawal" },
		{ &chart_siv_union_commitment, "siv-union-commitment" },
		{ &chart_siv_foraging, "siv-foraging" },
		{ &chart_siv_foraging_modifiers, "siv-foraging-modifiers" },
		{ &chart_siv_county_seats, "siv-county-seats" },
		{ &chart_siv_strategic_track, "siv-strategic-track" },
		{ &chart_combat_defender, "combat-defender" },
		{ &chart_combat_attacker, "combat-attacker" },
		{ &chart_combat_modifiers, "combat-modifiers" },
		{ &chart_artillery, "artillery" },
		{ &chart_attack, "attack" },
		{ &chart_ratio, "ratio" },
		{ &chart_retreat_1, "retreat-1" },
		{ &chart_retreat_2, "retreat-2" },
		{ &chart_cavalry_retreat, "cavalry-retreat" },
		{ &chart_movement_allowance, "movement-allowance" },
		{ &chart_leader_movement_allowance,
		    "leader-movement-allowance" },
		{ &chart_friendly_occupied, "friendly-occupied" },
		{ &chart_extended_march, "extended-march" },
		{ &chart_extended_march_modifiers, "extended-march-modifiers" },
		{ &chart_terrain_mp, "terrain-mp" },
		{ &chart_strength_markers, "strength-markers" },
		{ &chart_bridge_markers, "bridge-markers" },
		{ &chart_sjw_terrain_mp, "sjw-terrain-mp" },
		{ &chart_sjw_random_events, "sjw-random-events" },
		{ &chart_sjw_forage_values, "sjw-forage-values" },
	};
	size_t	i;
	int	n;

	for (n = 0; chart_list[n] != NULL; n++)
		;
	ck_assert_int_eq(n, (int)NELEM(t));
	for (i = 0; i < NELEM(t); i++)
		ck_assert_msg(chart_find(t[i].name) == t[i].c, "%s",
		    t[i].name);
}
END_TEST

/*
 * Overrides in a ruling: A (csa, 4611) attacks D (usa, 4610), in woods
 * unless `map` says otherwise; the charts key after the units.
 */
#define RULING(map, a, d, charts)					\
	TG_STD "turn: 1\nrain: false\n" map "units:\n"			\
	"  A: {side: csa, type: infantry, manpower: " #a ", "		\
	"tactical: 1, artillery: 0, hex: \"4611\"}\n"			\
	"  D: {side: usa, type: infantry, manpower: " #d ", "		\
	"tactical: 1, artillery: 0, hex: \"4610\"}\n" charts
#define WOODS	"map:\n  terrain: woods\n"

static int
prepare(struct tg *t, struct combat *c, const char *yaml,
    enum attack_type type)
{
	struct game *g = tg_load(t, yaml);

	ck_assert_msg(g != NULL && t->d.status == 0, "fixture:\n%s\n%s",
	    tg_errors(t), yaml);
	return combat_prepare(g, c, "A", "4610", type);
}

static int
attack_modifier(const struct combat *c)
{
	int i;

	for (i = 0; i < c->nmods; i++)
		if (strcmp(c->mods[i].name, "attack") == 0)
			return c->mods[i].value;
	return 0;
}

/* 7.2 Maximum Values: the limits are the table's, corrected or not. */
START_TEST(test_7_2_maximum_values_override_takes_effect)
{
	struct tg	t;
	struct combat	c;

	ck_assert_int_eq(prepare(&t, &c, RULING(WOODS, 90, 80, ""),
	    ATTACK_NORMAL), 0);
	ck_assert_int_eq(c.attack_value, 80 * 4);
	ck_assert_int_eq(c.defend_value, 70 * 4);
	ck_assert_int_eq(c.defend_cap, 70);
	tg_done(&t);

	ck_assert_int_eq(prepare(&t, &c, RULING(WOODS, 90, 80, "charts:\n"
	    "  combat-value-limits:\n"
	    "    attacking: {Other Games: 85}\n"
	    "    defending: {Other Games: 75}\n"), ATTACK_NORMAL), 0);
	ck_assert_int_eq(c.attack_value, 85 * 4);
	ck_assert_int_eq(c.defend_value, 75 * 4);
	ck_assert_int_eq(c.defend_cap, 75);
	ck_assert_str_eq(c.ratio, "1-1");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* 6.1, 7.4 Attack Summary: the MP cost and the modifier are the
 * table's, corrected or not. */
START_TEST(test_6_1_7_4_attack_summary_override_takes_effect)
{
	struct tg	t;
	struct combat	c;

	ck_assert_int_eq(prepare(&t, &c, RULING(WOODS, 8, 7, ""),
	    ATTACK_HASTY), 0);
	ck_assert_int_eq(c.mp_cost, 2 * 1);
	ck_assert_int_eq(attack_modifier(&c), -1);
	tg_done(&t);

	ck_assert_int_eq(prepare(&t, &c, RULING(WOODS, 8, 7, "charts:\n"
	    "  attack:\n"
	    "    hasty: {infantry-mp: 3, modifier: \"-2\"}\n"
	    "    normal: {modifier: \"+1\"}\n"), ATTACK_HASTY), 0);
	ck_assert_int_eq(c.mp_cost, 2 * 3);
	ck_assert_int_eq(attack_modifier(&c), -2);
	ck_assert_int_eq(c.attacker_fixed, -2);
	tg_done(&t);

	/* "None" was the normal attack's; the override gives it +1. */
	ck_assert_int_eq(prepare(&t, &c, RULING(WOODS, 8, 7, "charts:\n"
	    "  attack: {normal: {modifier: \"+1\"}}\n"),
	    ATTACK_NORMAL), 0);
	ck_assert_int_eq(attack_modifier(&c), 1);
	tg_done(&t);

	/* A cell that is not a number is the missing-data error. */
	ck_assert_int_eq(prepare(&t, &c, RULING(WOODS, 8, 7, "charts:\n"
	    "  attack: {prepared: {modifier: lots}}\n"),
	    ATTACK_PREPARED), ST_DATA);
	ck_assert_msg(strstr(tg_errors(&t), "charts.attack.prepared.modifier:"
	    " the Attack Summary does not print this cell") != NULL, "%s",
	    tg_errors(&t));
	tg_done(&t);
}
END_TEST

/* 7.4 Combat Die Roll Modifier Summary: the terrain modifiers are the
 * table's, corrected or not. */
START_TEST(test_7_4_combat_modifier_summary_override_takes_effect)
{
	struct tg		 t;
	struct combat		 c;
	const char		*hill = "map:\n  terrain: woods\n  hexes:\n"
				    "    \"4611\": clear\n"
				    "    \"4610\": hill\n";
	char			 yaml[1024];

	snprintf(yaml, sizeof(yaml), RULING("%s", 8, 7, ""), hill);
	ck_assert_int_eq(prepare(&t, &c, yaml, ATTACK_NORMAL), 0);
	ck_assert_int_eq(c.defender_total, 1);
	tg_done(&t);

	snprintf(yaml, sizeof(yaml), RULING("%s", 8, 7, "charts:\n"
	    "  combat-modifiers: {hill: \"+3\"}\n"), hill);
	ck_assert_int_eq(prepare(&t, &c, yaml, ATTACK_NORMAL), 0);
	ck_assert_int_eq(c.defender_total, 3);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

CHECK_SUITE(charts, NULL, NULL, 0,
    CHECK_LOOPS({ test_dsgn6_cells_as_printed, NPRINTED }))
