/*
 * test_combat.c — a march attack's values, modifiers and chart (7.2-7.5,
 * 9.0, 11.0, 12.0): combat values, Demoralize attack values,
 * entrenchments and redoubts, the maximum values, the columns, the ratio,
 * the tactical, artillery, terrain, attack-type, rain and Demoralize-2
 * modifiers, the rulebook's 7.5 example in full, and the Combat Chart's
 * rows; the SJW Advanced Game's leader death and Union Panic (SJW 17.0,
 * 18.0); and the values a ruling needs but cannot read (DESIGN.md
 * section 6), with the SIV Union Foraging Table's (SIV 24.3), whose
 * cells are checked as the combat tables' are.
 *
 * Each game is a YAML string loaded by fixture.h.  Unless a case says
 * otherwise the attacker is in 4611 and the defender in 4610 (adjacent:
 * DESIGN.md section 3), alone, so no flank bonus applies; a woods map
 * keeps the artillery modifier out of cases that are not about it (7.4:
 * no artillery modifier applies in woods).  Expected values come from the
 * rules text and the charts as printed, worked out in the tests; a value
 * not known reads "not printed (charts.NAME.ROW.COL)" or "not given
 * (units.NAME.FIELD)" (combat.h), and a `charts:` key corrects one cell
 * of the printed tables into something no ruling can read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "combat_int.h"
#include "recover_int.h"
#include "testcombat.h"

#define HEAD		TG_TURN1
#define HEAD_RAIN	TG_TURN1_RAIN
#define CLEAR		"map:\n  terrain: clear\n"

/* A unit of either side; tactical 1 where tactical values do not matter. */
#define UNIT(name, side, mp, more, hex)					\
	"  " name ": {side: " side ", type: infantry, manpower: " #mp	\
	", tactical: 1" more ", hex: \"" hex "\"}\n"
/* A Confederate defender of 4 in 4610. */
#define CSA(name, more)	"  " name ": {side: csa, type: infantry, "	\
	"manpower: 4, tactical: 1, hex: \"4610\", " more "}\n"

/* Load yaml and prepare Brown's normal attack on 4610: the status. */
static int
brown_attacks(struct fx *f, const char *yaml)
{
	fx_load(f, yaml);
	return fx_prepare(f, "Brown", "4610", ATTACK_NORMAL);
}

/*
 * 7.2 Combat Values
 */

/* `combat` is the disorganized side's number: unused while the marker is
 * organized; a disorganized unit's own `combat` is its marker, and wins
 * over the Strength marker list; 7.2: "may have a Combat value of 1/2
 * ... retained in combat". */
static const struct {
	const char	*yaml;
	struct {
		const char	*unit;
		quarters	 value;
	}		 want[3];
} combat_values[] = {
	{ HEAD WOODS "units:\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 7, combat: 3, "
	    "hex: \"4610\"}\n",
	    { { "Wagner", Q(7) } } },
	{ HEAD WOODS "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 7, disorganized: "
	    "true, combat: 3, hex: \"4610\"}\n"
	    "  B: {side: usa, type: infantry, manpower: 1, disorganized: "
	    "true, combat: 0.5, hex: \"4610\"}\n"
	    "  C: {side: usa, type: infantry, manpower: 4, disorganized: "
	    "true, combat: 2, hex: \"4610\"}\n"
	    "charts:\n  strength-markers: {\"4\": 1}\n",
	    { { "A", Q(3) }, { "B", 2 }, { "C", Q(2) } } },
	{ HEAD WOODS "charts:\n"
	    "  strength-markers: {\"7\": 3, \"1\": 0.5}\n"
	    "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 7, disorganized: "
	    "true, hex: \"4610\"}\n"
	    "  B: {side: usa, type: infantry, manpower: 1, disorganized: "
	    "true, hex: \"4610\"}\n",
	    { { "A", Q(3) }, { "B", 2 } } },
};

START_TEST(test_7_2_combat_value)
{
	struct fx	f;
	int		k;

	fx_load(&f, combat_values[_i].yaml);
	for (k = 0; k < 3 && combat_values[_i].want[k].unit != NULL; k++)
		ck_assert_int_eq(unit_combat_value(f.g, tg_unit(f.g,
		    combat_values[_i].want[k].unit)),
		    combat_values[_i].want[k].value);
	ck_assert_int_eq(f.t.d.status, 0);
	fx_done(&f);
}
END_TEST

#define WAGNER_UNMARKED	HEAD WOODS "units:\n"				\
	"  Wagner: {side: usa, type: infantry, manpower: 7, "		\
	"disorganized: true, tactical: 2, hex: \"4610\"}\n" BROWN("")

START_TEST(test_7_2_disorganized_value_missing_is_data_error)
{
	struct fx	 f;
	const char	*err;
	quarters	 v;

	fx_load(&f, WAGNER_UNMARKED);
	v = unit_combat_value(f.g, game_unit(f.g, "Wagner"));
	/* Never a guess: no positive value is made up. */
	ck_assert_int_le(v, 0);
	ck_assert_int_eq(f.t.d.status, ST_DATA);
	err = tg_errors(&f.t);
	ck_assert_int_eq(tg_nlines(err), 1);
	tg_has(err, "charts.strength-markers.7:");
	tg_has(err, "units.Wagner.combat");
	fx_done(&f);

	/* And the combat stops there, before any modifier. */
	ck_assert_int_eq(brown_attacks(&f, WAGNER_UNMARKED), ST_DATA);
	tg_has(tg_errors(&f.t), "units.Wagner.combat");
	fx_done(&f);
}
END_TEST

/*
 * 11.0: attack values of demoralized units.
 */

static const struct {
	int		 manpower;
	const char	*combat;	/* disorganized value, or NULL */
	int		 demoralized;
	quarters	 attack;
	const char	*why;
} attack_values[] = {
	{ 7, NULL, 0, Q(7), "not demoralized: its Combat value" },
	{ 1, "0.5", 0, 2, "not demoralized: ½ kept (7.2)" },
	{ 7, NULL, 1, Q(3), "D1 halves 7, rounding down" },
	{ 8, NULL, 1, Q(4), "D1 halves 8" },
	{ 3, NULL, 1, Q(1), "D1 halves 3, rounding down" },
	{ 2, NULL, 1, Q(1), "D1 halves 2" },
	{ 1, NULL, 1, 2, "D1 of 1 attacks at ½ (11.0 exception)" },
	{ 1, "0.5", 1, 2, "D1 of ½ attacks at ½ (11.0 exception)" },
	{ 3, "1.5", 1, 2, "D1 of 1½ attacks at ½ (RULINGS 2)" },
	{ 5, "2.5", 1, Q(1), "D1 halves 2½ to 1¼, rounding down to 1" },
	{ 7, NULL, 2, Q(1), "D2 attacks at 1" },
	{ 2, NULL, 2, Q(1), "D2 of 2 attacks at 1" },
	{ 3, "1.5", 2, Q(1), "D2 of 1½ attacks at 1" },
	{ 1, NULL, 2, 2, "D2 of 1 attacks at ½ (11.0 exception)" },
	{ 1, "0.5", 2, 2, "D2 of ½ attacks at ½ (11.0 exception)" },
};

START_TEST(test_11_0_demoralized_attack_value)
{
	const int	 i = _i;
	char		 yaml[512], marker[64] = "";
	struct fx	 f;
	struct unit	*u;

	if (attack_values[i].combat != NULL)
		snprintf(marker, sizeof(marker), "disorganized: true, "
		    "combat: %s, ", attack_values[i].combat);
	snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: %d, %s"
	    "demoralized: %d, hex: \"4611\"}\n", attack_values[i].manpower,
	    marker, attack_values[i].demoralized);
	fx_load(&f, yaml);
	u = game_unit(f.g, "A");
	ck_assert_msg(unit_attack_value(f.g, u) == attack_values[i].attack,
	    "%s: %d quarters, expected %d", attack_values[i].why,
	    unit_attack_value(f.g, u), attack_values[i].attack);
	fx_done(&f);
}
END_TEST

START_TEST(test_11_0_demoralized_defends_at_full_value)
{
	struct fx f;

	/* 11.0: "The unit's Combat value when defending is normal." */
	fx_attack(&f, HEAD WOODS "units:\n" BROWN("")
	    WAGNER(", demoralized: 2"), "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.defend_value, Q(7));
	ck_assert_int_eq(f.c.defender_values[0], Q(7));
	fx_done(&f);

	/* And a demoralized attacker attacks at its reduced value. */
	fx_attack(&f, HEAD WOODS "units:\n" BROWN(", demoralized: 1")
	    WAGNER(""), "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.attack_value, Q(4));
	ck_assert_int_eq(f.c.attacker_demoralized, 1);
	ck_assert_str_eq(f.c.ratio, "1-2");
	fx_done(&f);
}
END_TEST

/*
 * 9.0 Effects of Entrenchments, Redoubts.
 */

#define REDOUBT_CSA	"{terrain: clear, features: [redoubt]}"
#define REDOUBT_USA	"{terrain: clear, features: [redoubt], redoubt: usa}"
#define NAVAL_BATTERY	"{terrain: clear, features: [naval-battery]}"

static const struct {
	const char	*head;		/* the game */
	const char	*hex;		/* the unit's hex */
	const char	*side;
	const char	*marker;
	const char	*hexinfo;	/* the hex's entry, or NULL */
	int		 times4;	/* expected multiplier ×4 */
	const char	*why;
} entrenchments[] = {
	{ TG_STD, "4610", "usa", "none", NULL, 4, "no marker: ×1" },
	{ TG_STD, "4610", "usa", "abatis", NULL, 6, "abatis ×1.5" },
	{ TG_SIV, "S1010", "usa", "breastwork-build", NULL, 4,
	    "breastwork-build in 1862: not modified" },
	{ TG_STD, "4610", "usa", "breastwork-build", NULL, 4,
	    "breastwork-build, no year after 1863: not modified" },
	{ TG_SIV, "S1010", "usa", "breastwork", NULL, 8,
	    "completed breastwork doubles" },
	{ TG_SIV, "S1010", "usa", "fort-build", NULL, 8,
	    "fort-build (1863 or earlier) doubles" },
	{ TG_SIV, "S1010", "usa", "fort", NULL, 12, "completed fort triples" },
	{ TG_STD, "4610", "csa", "none", REDOUBT_CSA, 6,
	    "printed redoubts are Confederate: ×1.5" },
	{ TG_STD, "4610", "usa", "none", REDOUBT_CSA, 4,
	    "a Confederate redoubt does nothing for the Union" },
	{ TG_STD, "4610", "usa", "none", REDOUBT_USA, 6,
	    "a Union redoubt: ×1.5" },
	{ TG_STD, "4610", "csa", "none", REDOUBT_USA, 4,
	    "a Union redoubt does nothing for the Confederates" },
	{ TG_STD, "4610", "csa", "breastwork", REDOUBT_CSA, 8,
	    "a redoubt only with no other entrenchment: the breastwork's ×2" },
	{ TG_STD, "4610", "csa", "abatis", REDOUBT_CSA, 6,
	    "a redoubt with an abatis: the abatis' ×1.5, not ×2.25" },
	{ TG_STD, "4610", "csa", "none", NAVAL_BATTERY, 6,
	    "a Naval Battery holds a Confederate redoubt" },
	{ TG_STD, "4610", "usa", "none", NAVAL_BATTERY, 4,
	    "a Naval Battery's redoubt is Confederate" },
};

START_TEST(test_9_0_entrenchment_multiplier)
{
	const int	 i = _i;
	char		 yaml[768], hexes[256] = "";
	struct fx	 f;

	if (entrenchments[i].hexinfo != NULL)
		snprintf(hexes, sizeof(hexes), "  hexes:\n    \"%s\": %s\n",
		    entrenchments[i].hex, entrenchments[i].hexinfo);
	snprintf(yaml, sizeof(yaml), "%sturn: 1\nrain: false\n"
	    "map:\n  terrain: clear\n%s"
	    "units:\n  X: {side: %s, type: infantry, manpower: 4, "
	    "entrenchment: %s, hex: \"%s\"}\n", entrenchments[i].head, hexes,
	    entrenchments[i].side, entrenchments[i].marker,
	    entrenchments[i].hex);
	fx_load(&f, yaml);
	ck_assert_msg(unit_entrenchment(f.g, game_unit(f.g, "X")) ==
	    entrenchments[i].times4, "%s: got %d/4", entrenchments[i].why,
	    unit_entrenchment(f.g, game_unit(f.g, "X")));
	fx_done(&f);
}
END_TEST

/*
 * 7.1: "all units in the defending hex" defend, and stacking is
 * unlimited (6.4): a stack of 70 is 70 defenders, each value counted
 * (the 65th and later were once left out without a word).
 */
START_TEST(test_7_1_every_unit_of_a_big_stack_defends)
{
	struct fx	 f;
	char		*stack = tg_stack("S", 70, "side: usa, type: infantry, "
			    "manpower: 1, tactical: 1, hex: \"4610\"");
	static char	 yaml[16384];
	int		 i;

	ck_assert_int_lt(snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n%s"
	    UNIT("Big", "csa", 22, "", "4611"), stack), (int)sizeof(yaml));
	fx_attack(&f, yaml, "Big", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.ndefenders, 70);
	for (i = 0; i < 70; i++)
		ck_assert_int_eq(f.c.defender_values[i], Q(1));
	ck_assert_str_eq(f.c.defenders[69]->name, "S70");
	/* The column reads the whole value; the cap is 7.2's own. */
	ck_assert_int_eq(f.c.defend_column_value, Q(70));
	ck_assert_int_eq(f.c.defend_value, f.c.defend_cap * 4);
	fx_done(&f);
	free(stack);
}
END_TEST

/* 7.2, 9.0: a hex's values add up with fractions kept; the column is read
 * with the value before entrenchments, a ½ between columns rounded up. */
START_TEST(test_7_2_defender_values_sum_with_fractions_kept)
{
	struct fx f;

	/* 3 under an abatis is 4½; with 2 and 1, 7½ against 22: 22/7½ is
	 * 2.93, a 2-1 (7 would have made it 3-1). */
	fx_attack(&f, HEAD WOODS "units:\n"
	    UNIT("A", "usa", 3, ", entrenchment: abatis", "4610")
	    UNIT("B", "usa", 2, "", "4610") UNIT("C", "usa", 1, "", "4610")
	    UNIT("Big", "csa", 22, "", "4611"), "Big", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.ndefenders, 3);
	ck_assert_int_eq(f.c.defender_values[0], Q(3));
	ck_assert_int_eq(f.c.defend_value, Q(7) + 2);
	ck_assert_int_eq(f.c.defend_column_value, Q(6));
	ck_assert_str_eq(f.c.ratio, "2-1");
	ck_assert_int_eq(mod_value(&f.c, "ratio"), 1);
	ck_assert_str_eq(f.c.defend_column, "4-6");
	ck_assert_int_eq(ROLL(&f, 1, 6), 0);
	ck_assert_int_eq(fx_apply(&f), 0);
	ck_paths(tg_last_log(f.g), "values.defender=7.5 "
	    "values.defender_unentrenched=6");
	fx_done(&f);

	/* 3 under an abatis and a disorganized ½: 5 for the ratio, and
	 * 3½ for the column, which falls between ½-3 and 4-6: 4-6. */
	fx_attack(&f, HEAD WOODS "units:\n"
	    UNIT("A", "usa", 3, ", entrenchment: abatis", "4610")
	    UNIT("B", "usa", 1, ", disorganized: true, combat: 0.5", "4610")
	    BROWN(""), "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.defend_value, Q(5));
	ck_assert_int_eq(f.c.defend_column_value, Q(3) + 2);
	ck_assert_str_eq(f.c.defend_column, "4-6");
	ck_assert_str_eq(f.c.ratio, "1-1");
	fx_done(&f);
}
END_TEST

/* 7.2 Maximum Values. */
static const struct {
	const char	*hexes;		/* map.hexes entries, or "" */
	const char	*units;		/* in 4610 and 4611 */
	quarters	 attack, defend;
	int		 cap;
	const char	*why;
} caps[] = {
	{ "", UNIT("D", "usa", 10, "", "4610") UNIT("A", "csa", 90, "", "4611"),
	    Q(80), Q(10), 70, "attacking: at most 80" },
	{ "", UNIT("D", "usa", 40, "", "4610") UNIT("E", "usa", 40, "", "4610")
	    UNIT("A", "csa", 80, "", "4611"),
	    Q(80), Q(70), 70, "defending: at most 70" },
	{ "", UNIT("D", "usa", 50, ", entrenchment: breastwork", "4610")
	    UNIT("E", "usa", 50, "", "4610") UNIT("A", "csa", 80, "", "4611"),
	    Q(80), Q(120), 120, "exactly half entrenched: 150 capped at 120" },
	{ "", UNIT("D", "usa", 40, ", entrenchment: breastwork", "4610")
	    UNIT("E", "usa", 20, "", "4610") UNIT("F", "usa", 20, "", "4610")
	    UNIT("A", "csa", 80, "", "4611"),
	    Q(80), Q(70), 70, "one of three entrenched, under half: 120 "
	    "capped at 70" },
	{ "", UNIT("D", "usa", 50, ", entrenchment: breastwork", "4610")
	    UNIT("E", "usa", 50, ", entrenchment: abatis", "4610")
	    UNIT("A", "csa", 80, "", "4611"),
	    Q(80), Q(160), 160, "all entrenched: 175 capped at 160" },
	{ "", UNIT("D", "usa", 50, ", entrenchment: breastwork", "4610")
	    UNIT("E", "usa", 50, ", entrenchment: breastwork-build", "4610")
	    UNIT("A", "csa", 80, "", "4611"),
	    Q(80), Q(120), 120, "a breastwork-build that multiplies nothing "
	    "is not entrenched (RULINGS 10): 150 capped at 120, not 160" },
	{ "  hexes:\n    \"4610\": {terrain: woods, features: [redoubt]}\n",
	    UNIT("D", "csa", 60, "", "4610") UNIT("E", "csa", 60, "", "4610")
	    UNIT("A", "usa", 80, "", "4611"),
	    Q(80), Q(160), 160, "benefiting from a redoubt is entrenched "
	    "(RULINGS 10): 180 capped at 160" },
};

START_TEST(test_7_2_maximum_values)
{
	const int	 i = _i;
	char		 yaml[1024];
	struct fx	 f;

	snprintf(yaml, sizeof(yaml), HEAD WOODS "%sunits:\n%s", caps[i].hexes,
	    caps[i].units);
	fx_attack(&f, yaml, "A", ATTACK_NORMAL);
	ck_assert_msg(f.c.attack_value == caps[i].attack &&
	    f.c.defend_value == caps[i].defend && f.c.defend_cap ==
	    caps[i].cap, "%s: attack %d, defend %d, cap %d", caps[i].why,
	    f.c.attack_value, f.c.defend_value, f.c.defend_cap);
	fx_done(&f);
}
END_TEST

/*
 * 7.5: the Combat Chart's columns.
 */

/* A unit of value `spec`: "7" organized, "3.5" disorganized (combat). */
static inline void
unit_of_value(char *buf, size_t len, const char *name, const char *side,
    const char *hex, const char *spec)
{
	char marker[64] = "";

	if (strchr(spec, '.') != NULL)
		snprintf(marker, sizeof(marker), "%d, disorganized: true, "
		    "combat: %s", atoi(spec) + 1, spec);
	else
		snprintf(marker, sizeof(marker), "%s", spec);
	snprintf(buf, len, "  %s: {side: %s, type: infantry, manpower: %s, "
	    "tactical: 1, hex: \"%s\"}\n", name, side, marker, hex);
}

/* A (csa) of value `attacker` in 4611 attacks D (usa) of value
 * `defender` in 4610, normally. */
static void
fx_values(struct fx *f, const char *attacker, const char *defender)
{
	char yaml[1024], a[256], d[256];

	unit_of_value(a, sizeof(a), "A", "csa", "4611", attacker);
	unit_of_value(d, sizeof(d), "D", "usa", "4610", defender);
	snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n%s%s", a, d);
	fx_attack(f, yaml, "A", ATTACK_NORMAL);
}

static const struct {
	const char	*value;
	const char	*attacker, *defender;	/* the columns */
} columns[] = {
	{ "0.5", "½-3", "½-3" },
	{ "3", "½-3", "½-3" },
	{ "3.5", "4-6", "4-6" },	/* 7.5 Note: between columns */
	{ "4", "4-6", "4-6" },
	{ "6", "4-6", "4-6" },
	{ "6.5", "7-11", "7-11" },
	{ "7", "7-11", "7-11" },
	{ "11", "7-11", "7-11" },
	{ "11.5", "12-18", "12-18" },
	{ "12", "12-18", "12-18" },
	{ "18", "12-18", "12-18" },
	{ "19", "19-26", "19-26" },
	{ "26", "19-26", "19-26" },
	{ "26.5", "27-37", "27-37" },
	{ "27", "27-37", "27-37" },
	{ "37", "27-37", "27-37" },
	{ "38", "38-49", "38-49" },
	{ "49", "38-49", "38-49" },
	{ "49.5", "50-59", "50+" },
	{ "50", "50-59", "50+" },
	{ "59", "50-59", "50+" },
	{ "60", "60-69", "50+" },
	{ "69", "60-69", "50+" },
	{ "69.5", "70+", "50+" },
	{ "70", "70+", "50+" },
};

START_TEST(test_7_5_combat_chart_columns)
{
	const int	 i = _i;
	struct fx	 f;

	fx_values(&f, columns[i].value, columns[i].value);
	ck_assert_msg(strcmp(f.c.attack_column, columns[i].attacker) == 0,
	    "attacker %s: column %s, expected %s", columns[i].value,
	    f.c.attack_column, columns[i].attacker);
	ck_assert_msg(strcmp(f.c.defend_column, columns[i].defender) == 0,
	    "defender %s: column %s, expected %s", columns[i].value,
	    f.c.defend_column, columns[i].defender);
	ck_assert_str_eq(f.c.ratio, "1-1");
	fx_done(&f);
}
END_TEST

/* 7.5 Entrenchments and Combat Values: the Hindman example. */
START_TEST(test_7_5_hindman_breastwork_ratio_16_column_7_11)
{
	struct fx f;

	fx_load(&f, HEAD "map:\n  terrain: clear\n  hexes:\n"
	    "    \"1010\": rough\n"
	    "units:\n"
	    "  Hindman: {side: csa, type: infantry, size: division, "
	    "manpower: 8, artillery: 0, tactical: 2, entrenchment: "
	    "breastwork, hex: \"1010\"}\n"
	    "  Polk: {side: usa, type: infantry, size: division, manpower: 16, "
	    "artillery: 0, tactical: 2, hex: \"1011\"}\n");
	ck_assert_int_eq(fx_prepare(&f, "Polk", "1010", ATTACK_NORMAL), 0);
	ck_assert_int_eq(f.c.defend_value, Q(16));
	ck_assert_int_eq(f.c.defend_column_value, Q(8));
	ck_assert_str_eq(f.c.ratio, "1-1");
	ck_assert_str_eq(f.c.defend_column, "7-11");
	ck_assert_str_eq(f.c.attack_column, "12-18");
	fx_done(&f);
}
END_TEST

/*
 * 7.4 Ratio Modifier: rounded down in the defender's favour to a ratio of
 * the Ratio Chart; 1-13 or less is -12, 14-1 or more +13.
 */
static const struct {
	const char	*attacker, *defender;
	const char	*ratio;
	int		 modifier;
} ratios[] = {
	{ "8", "7", "1-1", 0 },		/* the 7.5 example */
	{ "7", "8", "1-2", -1 },
	{ "16", "16", "1-1", 0 },
	{ "16", "8", "2-1", 1 },
	{ "23", "8", "2-1", 1 },	/* 2.9 rounds down */
	{ "24", "8", "3-1", 2 },
	{ "7", "15", "1-3", -2 },	/* 1-2.1 rounds to 1-3 */
	{ "29", "2", "14-1", 13 },	/* 14½ */
	{ "28", "2", "14-1", 13 },
	{ "27", "2", "13-1", 12 },
	{ "30", "2", "14-1", 13 },	/* 15-1: "14-1 or more" */
	{ "1", "20", "1-13", -12 },	/* "1-13 or less" */
	{ "1", "13", "1-13", -12 },
	{ "1", "12", "1-12", -11 },
	{ "0.5", "6", "1-12", -11 },
	{ "0.5", "7", "1-13", -12 },
	{ "0.0", "6", "1-13", -12 },	/* a Combat value of 0: "or less" */
	{ "2.5", "5", "1-2", -1 },	/* fractions kept (7.2) */
	{ "5", "2.5", "2-1", 1 },
	{ "3", "1.5", "2-1", 1 },
	{ "3.5", "7", "1-2", -1 },
	{ "3", "7", "1-3", -2 },
};

START_TEST(test_7_4_ratio_rounded_in_defenders_favour)
{
	const int	 i = _i;
	struct fx	 f;

	fx_values(&f, ratios[i].attacker, ratios[i].defender);
	ck_assert_msg(strcmp(f.c.ratio, ratios[i].ratio) == 0 &&
	    mod_value(&f.c, "ratio") == ratios[i].modifier,
	    "%s against %s: %s (%+d), expected %s (%+d)", ratios[i].attacker,
	    ratios[i].defender, f.c.ratio, mod_value(&f.c, "ratio"),
	    ratios[i].ratio, ratios[i].modifier);
	ck_assert_ptr_nonnull(tg_mod(&f.c, "ratio"));
	ck_assert_str_eq(tg_mod(&f.c, "ratio")->rule, "7.4");
	ck_assert(!tg_mod(&f.c, "ratio")->defender);
	fx_done(&f);
}
END_TEST

/*
 * 7.2, 7.4: a defence capped at 0 (a table so corrected) is below any
 * attack: the ratio is the Ratio Chart's last row, "14-1 or more", +13.
 */
START_TEST(test_7_4_ratio_against_nothing)
{
	struct fx f;

	ck_assert_int_eq(brown_attacks(&f, DUEL(TG_TURN1, CHARTS(
	    "  combat-value-limits:\n"
	    "    defending: {Other Games: 0}\n"))), 0);
	ck_assert_int_eq(f.c.defend_value, 0);
	ck_assert_str_eq(f.c.ratio, "14-1");
	ck_assert_int_eq(tg_mod(&f.c, "ratio")->value, 13);
	fx_done(&f);
}
END_TEST

/*
 * 7.4 Tactical Modifier.  Each case: A (csa) attacks 4610; the modifier
 * expected, and a name its reason must give (or NULL).
 */

#define TACTICAL_UNITS							\
	"units:\n"							\
	"  A: {side: csa, type: infantry, manpower: 8, tactical: 1, "	\
	"command: [Cheatham], hex: \"4611\"}\n"				\
	"  B: {side: csa, type: infantry, manpower: 4, tactical: 0, "	\
	"command: [Cheatham], hex: \"4611\"}\n"				\
	"  C: {side: csa, type: infantry, manpower: 4, tactical: 0, "	\
	"command: [Other], hex: \"4611\"}\n"				\
	"  Far: {side: csa, type: infantry, manpower: 4, tactical: 0, "	\
	"command: [Cheatham], hex: \"4612\"}\n"				\
	"  D: {side: usa, type: infantry, manpower: 8, tactical: 1, "	\
	"hex: \"4610\"}\n"
#define CHEATHAM(rank, tactical, with)	TACTICAL_UNITS "leaders:\n"	\
	"  Cheatham: {side: csa, rank: " rank ", leads: Cheatham, "	\
	"tactical: " tactical ", with: " with "}\n"
#define TACTICAL(name, side, mp, tactical, hex)				\
	"  " name ": {side: " side ", type: infantry, manpower: " #mp	\
	", tactical: " tactical ", hex: \"" hex "\"}\n"

static const struct {
	const char	*why;
	struct {
		const char	*yaml;	/* after the head and map */
		int		 value;
		const char	*named;
	}		 k[3];
} tacticals[] = {
	/* Before the slash when attacking, after it when defending: 3 less
	 * 4.  Read the wrong way round it would be 1 less 2, or 3 less 2.
	 * Then the best of the defending hex, units and leaders. */
	{ "split values", {
	    { "units:\n" TACTICAL("A", "csa", 8, "3/1", "4611")
		TACTICAL("D", "usa", 8, "2/4", "4610"), -1, NULL },
	    { "units:\n" TACTICAL("A", "csa", 8, "2", "4611")
		TACTICAL("D", "usa", 4, "1", "4610")
		TACTICAL("E", "usa", 4, "3/0", "4610")
		TACTICAL("F", "usa", 4, "0/2", "4610"), 0, NULL } } },
	/* Cheatham is with B, not with A: he lends to any attack by a
	 * subordinate active unit in his hex (7.4, March action); a
	 * leader's split value lends its attack number; a leader worse
	 * than the unit lends nothing better. */
	{ "a subordinate in the hex lends", {
	    { CHEATHAM("division", "3", "B"), 3 - 1, "Cheatham" },
	    { CHEATHAM("corps", "4/1", "A"), 4 - 1, NULL },
	    { CHEATHAM("division", "0", "A"), 1 - 1, NULL } } },
	/* Lee leads another command, though he is in the attacker's hex
	 * and with a unit of his own command there; a subordinate leader
	 * in another hex: "only if it is stacked in the same hex as a
	 * subordinate attacking unit". */
	{ "a leader not subordinate, or elsewhere, does not lend", {
	    { TACTICAL_UNITS "leaders:\n"
		"  Lee: {side: csa, rank: corps, leads: Other, tactical: 4, "
		"with: C}\n", 0, NULL },
	    { CHEATHAM("division", "4", "Far"), 0, NULL } } },
	/* RULINGS 11: with no `command`, only a leader with the attacker
	 * itself lends. */
	{ "an attacker without a command", {
	    { "units:\n" TACTICAL("A", "csa", 8, "1", "4611")
		TACTICAL("B", "csa", 4, "0", "4611")
		TACTICAL("D", "usa", 8, "1", "4610") "leaders:\n"
		"  Near: {side: csa, rank: division, leads: X, tactical: 3, "
		"with: B}\n", 0, NULL },
	    { "units:\n" TACTICAL("A", "csa", 8, "1", "4611")
		TACTICAL("D", "usa", 8, "1", "4610") "leaders:\n"
		"  Near: {side: csa, rank: division, leads: X, tactical: 3, "
		"with: A}\n", 3 - 1, NULL } } },
	/* "the highest Tactical value among the units and leaders in the
	 * defending hex"; a leader's split value after the slash: Banks (3
	 * defending) counts; Shields, one hex away, does not. */
	{ "the defender's leaders count", {
	    { "units:\n" TACTICAL("A", "csa", 8, "2", "4611")
		TACTICAL("D", "usa", 8, "1", "4610")
		TACTICAL("Away", "usa", 8, "1", "4609") "leaders:\n"
		"  Banks: {side: usa, rank: corps, leads: Banks, "
		"tactical: 1/3, with: D}\n"
		"  Shields: {side: usa, rank: division, leads: Shields, "
		"tactical: 4, with: Away}\n", 2 - 3, "Banks" } } },
};

START_TEST(test_7_4_tactical_modifier)
{
	const struct modifier	*m;
	char			 yaml[2048];
	struct fx		 f;
	int			 k;

	for (k = 0; k < 3 && tacticals[_i].k[k].yaml != NULL; k++) {
		snprintf(yaml, sizeof(yaml), HEAD WOODS "%s",
		    tacticals[_i].k[k].yaml);
		fx_attack(&f, yaml, "A", ATTACK_NORMAL);
		ck_assert_msg(mod_value(&f.c, "tactical") ==
		    tacticals[_i].k[k].value, "%s, case %d: %+d",
		    tacticals[_i].why, k, mod_value(&f.c, "tactical"));
		if ((m = tg_mod(&f.c, "tactical")) != NULL) {
			ck_assert_str_eq(m->rule, "7.4");
			ck_assert(!m->defender);
		}
		if (tacticals[_i].k[k].named != NULL)
			tg_has(m->why, tacticals[_i].k[k].named);
		fx_done(&f);
	}
}
END_TEST

/*
 * 7.4 Tactical Modifier: a leader lends his value "only if it is
 * stacked in the same hex as a subordinate attacking unit": Cheatham,
 * Brown's commander but eliminated, is in no hex and lends nothing:
 * Brown's 2 less Wagner's 2.
 */
START_TEST(test_7_4_leader_out_of_play_lends_nothing)
{
	struct fx f;

	ck_assert_int_eq(brown_attacks(&f, TG_TURN1 WOODS "units:\n"
	    BROWN(", command: [Cheatham]") WAGNER("") "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, "
	    "tactical: 4, status: eliminated}\n"), 0);
	ck_assert_int_eq(tg_mod(&f.c, "tactical")->value, 0);
	ck_assert_str_eq(tg_mod(&f.c, "tactical")->why,
	    "Brown's 2 less Wagner's 2");
	fx_done(&f);
}
END_TEST

/* A tactical value the ruling needs and the file does not give stops
 * it (DESIGN.md section 6), naming it; RULINGS 11: an army leader
 * without one is skipped. */
static const struct {
	const char	*yaml;
	const char	*attacker;
	const char	*path;		/* named, or NULL: no error */
} tactical_missing[] = {
	{ HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, hex: \"4611\"}\n"
	    WAGNER(""), "A", "units.A.tactical:" },
	{ HEAD WOODS "units:\n" BROWN("")
	    "  D: {side: usa, type: infantry, manpower: 8, hex: \"4610\"}\n",
	    "Brown", "units.D.tactical:" },
	/* A subordinate leader who would lend: his value is needed. */
	{ HEAD WOODS "units:\n" BROWN(", command: [Cheatham]")
	    WAGNER("") "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, "
	    "with: Brown}\n", "Brown", "leaders.Cheatham.tactical:" },
	{ HEAD WOODS "units:\n" BROWN(", command: [Army]")
	    WAGNER("") "leaders:\n"
	    "  Jackson: {side: csa, rank: army, leads: Army, with: Brown}\n",
	    "Brown", NULL },
};

START_TEST(test_7_4_tactical_missing_is_data_error)
{
	struct fx	f;
	int		i;

	for (i = 0; i < N(tactical_missing); i++) {
		if (tactical_missing[i].path == NULL) {
			fx_attack(&f, tactical_missing[i].yaml,
			    tactical_missing[i].attacker, ATTACK_NORMAL);
			ck_assert_int_eq(mod_value(&f.c, "tactical"), 0);
			ck_assert_str_eq(tg_errors(&f.t), "");
		} else {
			fx_load(&f, tactical_missing[i].yaml);
			ck_assert_int_eq(fx_prepare(&f,
			    tactical_missing[i].attacker, "4610",
			    ATTACK_NORMAL), ST_DATA);
			tg_has(tg_errors(&f.t), tactical_missing[i].path);
		}
		fx_done(&f);
	}
}
END_TEST

/*
 * 7.4 Artillery Modifier, its Special Cases, 9.0, 11.0.
 */

/* The Artillery Modifier Summary as printed (Charts & Tables). */
static const char *const printed_artillery[5][5] = {
	/* -4 or less, -3 to +1, +2 to +4, +5 to +7, +8 or more */
	{ "-3", "-2", "NE", "+1", "+2\xe2\x80\xa0" },	/* Clear */
	{ "-2", "-1", "NE", "+1*", "+1" },		/* Rolling */
	{ "-1", "-1*", "NE", "NE", "+1*" },		/* Rough/Hill/Loess */
	{ "NE", "NE", "NE", "NE", "NE" },		/* Woods/City/Mtn */
	{ "NE", "NE", "NE", "NE", "NE" },		/* Swamp */
};

/* What a printed cell gives on an even and an odd die: * even the
 * modifier, odd none; † even +2, odd +1; NE nothing. */
static inline void
printed_cell_rolls(const char *cell, int *even, int *odd)
{
	int v = strcmp(cell, "NE") == 0 ? 0 : atoi(cell);

	*even = *odd = v;
	if (strchr(cell, '*') != NULL)
		*odd = 0;
	else if (strstr(cell, "\xe2\x80\xa0") != NULL) {
		*even = 2;
		*odd = 1;
	}
}

static const struct {
	const char	*terrain;
	bool		 rain;
	int		 row;		/* in printed_artillery */
} artillery_terrain[] = {
	{ "clear", false, 0 },
	{ "rolling", false, 1 },
	{ "rough", false, 2 },
	{ "hill", false, 2 },
	{ "loess", false, 2 },
	{ "provisional-swamp", false, 2 },	/* @: rough when dry */
	{ "woods", false, 3 },
	{ "city", false, 3 },
	{ "mountain", false, 3 },
	{ "swamp", false, 4 },
	{ "provisional-swamp", true, 4 },	/* $: swamp in rain */
};

/* One differential in each column; the defender's 5 is no special case. */
static const int artillery_differential[5] = { -5, -2, 3, 6, 9 };

START_TEST(test_7_4_artillery_summary_every_row_and_column)
{
	const int	 t = _i / 5, col = _i % 5;
	const int	 row = artillery_terrain[t].row;
	const char	*cell = printed_artillery[row][col];
	char		 yaml[1024];
	struct fx	 f;
	int		 even, odd;

	snprintf(yaml, sizeof(yaml), TG_STD "turn: 1\nrain: %s\n"
	    "map:\n  terrain: clear\n  hexes:\n    \"4610\": %s\n"
	    "  hexsides:\n    \"4610/4611\": [road]\n"
	    "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 1, "
	    "artillery: %d, hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "artillery: 5, hex: \"4610\"}\n",
	    artillery_terrain[t].rain ? "true" : "false",
	    artillery_terrain[t].terrain, 5 + artillery_differential[col]);
	fx_attack(&f, yaml, "A", ATTACK_NORMAL);
	printed_cell_rolls(cell, &even, &odd);
	if (row <= 2) {
		ck_assert_ptr_nonnull(f.c.artillery_cell);
		ck_assert_msg(strcmp(f.c.artillery_cell, cell) == 0,
		    "%s, %+d: cell %s, expected %s",
		    artillery_terrain[t].terrain, artillery_differential[col],
		    f.c.artillery_cell, cell);
	} else
		/* 7.4: not even determined in woods, city, mountain, swamp. */
		ck_assert_ptr_null(f.c.artillery_cell);
	ck_assert_msg(f.c.artillery_even == even && f.c.artillery_odd == odd &&
	    f.c.artillery_die == (even != odd), "%s%s, %+d: even %+d odd %+d "
	    "die %d, expected %+d %+d %d", artillery_terrain[t].terrain,
	    artillery_terrain[t].rain ? " in rain" : "",
	    artillery_differential[col], f.c.artillery_even, f.c.artillery_odd,
	    f.c.artillery_die, even, odd, even != odd);
	if (even != odd) {
		ck_assert_int_eq(ROLL(&f, 2, 3, 3), 0);
		ck_assert_int_eq(f.c.artillery_mod, even);
		ck_assert_int_eq(ROLL(&f, 5, 3, 3), 0);
		ck_assert_int_eq(f.c.artillery_mod, odd);
		ck_assert_int_eq(f.d.nrolls, 3);
	} else {
		ck_assert_int_eq(ROLL(&f, 3, 3), 0);
		ck_assert_int_eq(f.c.artillery_mod, even);
		ck_assert_int_eq(f.d.nrolls, 2);
	}
	fx_done(&f);
}
END_TEST

/* Terrain for 4610 and 4611, A (4, usa) attacking the csa units given
 * in 4610, the artillery values given. */
static inline void
artillery_fixture(struct fx *f, const char *terrain, const char *attacker,
    const char *defenders)
{
	char yaml[1024];

	snprintf(yaml, sizeof(yaml), HEAD "map:\n  terrain: %s\n"
	    "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 4, tactical: 1, "
	    "%s, hex: \"4611\"}\n%s", terrain, attacker, defenders);
	fx_attack(f, yaml, "A", ATTACK_NORMAL);
}

/*
 * One case of the artillery modifier: the terrain, the attacker's keys,
 * the defenders; then what must come of it, a number ANY (or a NULL
 * cell) where the case does not say: the Summary's cell, whether a die
 * is rolled, the modifier on an even and an odd die, the defender's
 * value in the differential and as printed.
 */
struct artillery_case {
	const char	*terrain, *attacker, *defenders;
	const char	*cell;
	int		 die;
	int		 even, odd;
	int		 defend, printed;
};

static void
ck_artillery(struct fx *f, const struct artillery_case *k)
{
	artillery_fixture(f, k->terrain, k->attacker, k->defenders);
	if (k->cell != NULL)
		ck_assert_str_eq(f->c.artillery_cell, k->cell);
	if (k->die != ANY)
		ck_assert_int_eq(f->c.artillery_die, k->die);
	if (k->even != ANY)
		ck_assert_int_eq(f->c.artillery_even, k->even);
	if (k->odd != ANY)
		ck_assert_int_eq(f->c.artillery_odd, k->odd);
	if (k->defend != ANY)
		ck_assert_int_eq(f->c.defend_artillery, k->defend);
	if (k->printed != ANY)
		ck_assert_int_eq(f->c.defend_artillery_printed, k->printed);
}

/* ck_artillery on each case, then the end. */
static void
ck_artillery_cases(const struct artillery_case *k, int n)
{
	struct fx f;

	for (; n > 0; n--, k++) {
		ck_artillery(&f, k);
		fx_done(&f);
	}
}

/* The artillery die on an even face, then on an odd one, the combat
 * dice 3 and 3: the modifier of each (and the difference it makes,
 * unless ANY). */
static void
ck_artillery_faces(struct fx *f, const int even[3], const int odd[3])
{
	ck_assert_int_eq(ROLL(f, even[0], 3, 3), 0);
	ck_assert_int_eq(f->c.die_artillery, even[0]);
	ck_assert_int_eq(f->c.artillery_mod, even[1]);
	if (even[2] != ANY)
		ck_assert_int_eq(f->c.difference, even[2]);
	ck_assert_int_eq(ROLL(f, odd[0], 3, 3), 0);
	ck_assert_int_eq(f->c.artillery_mod, odd[1]);
	if (odd[2] != ANY)
		ck_assert_int_eq(f->c.difference, odd[2]);
}

START_TEST(test_7_4_artillery_star_die_even_uses_odd_none)
{
	/* The 7.5 example's cell: rough, differential 0, -1*; rolling,
	 * +5 to +7: +1*. */
	static const struct artillery_case k[] = {
		{ "rough", "artillery: 2", CSA("D", "artillery: 2"), "-1*",
		    true, ANY, ANY, ANY, ANY },
		{ "rolling", "artillery: 6", CSA("D", "artillery: 1"), "+1*",
		    ANY, ANY, ANY, ANY, ANY },
	};
	struct fx f;

	ck_artillery(&f, &k[0]);
	ck_assert_int_eq(f.c.attacker_fixed, 0);
	ck_artillery_faces(&f, (int[]){ 4, -1, 3 - 1 - 3 },
	    (int[]){ 3, 0, 3 - 3 });
	fx_done(&f);

	ck_artillery(&f, &k[1]);
	ck_artillery_faces(&f, (int[]){ 6, 1, ANY }, (int[]){ 1, 0, ANY });
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_dagger_die_even_two_odd_one)
{
	/* Clear, +8 or more: +2†.  The defender's 0 touches only negative
	 * modifiers. */
	static const struct artillery_case k = { "clear", "artillery: 8",
	    CSA("D", "artillery: 0"), "+2\xe2\x80\xa0", true, ANY, ANY, ANY,
	    ANY };
	struct fx f;

	ck_artillery(&f, &k);
	ck_artillery_faces(&f, (int[]){ 6, 2, ANY }, (int[]){ 5, 1, ANY });
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_defender_zero_negative_is_none)
{
	/* Clear, +1: -2, made "no effect"; no die.  Rough, +1: -1*, either
	 * way nothing: no die is rolled (RULINGS 8), and the first die is
	 * the attacker's. */
	static const struct artillery_case k[] = {
		{ "clear", "artillery: 1", CSA("D", "artillery: 0"), NULL,
		    false, 0, 0, 0, ANY },
		{ "rough", "artillery: 1", CSA("D", "artillery: 0"), "-1*",
		    false, ANY, ANY, ANY, ANY },
	};
	struct fx f;

	ck_artillery_cases(k, 1);
	ck_artillery(&f, &k[1]);
	ck_assert_int_eq(ROLL(&f, 4, 3), 0);
	ck_assert_int_eq(f.c.die_attacker, 4);
	ck_assert_int_eq(f.c.die_defender, 3);
	ck_assert_int_eq(f.c.artillery_mod, 0);
	ck_assert_int_eq(f.d.nrolls, 2);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_printed_total_one_minus2_is_minus1)
{
	/* "not counting entrenchments": 1 under a breastwork is 2 in the
	 * differential, still 1 printed.  Rolling -1 is not a -2:
	 * unchanged. */
	static const struct artillery_case k[] = {
		{ "clear", "artillery: 0", CSA("D", "artillery: 1"), "-2",
		    ANY, -1, -1, ANY, ANY },
		{ "clear", "artillery: 0",
		    CSA("D", "artillery: 1, entrenchment: breastwork"), NULL,
		    ANY, -1, ANY, 2, 1 },
		{ "rolling", "artillery: 0", CSA("D", "artillery: 1"), NULL,
		    ANY, -1, ANY, ANY, ANY },
	};

	ck_artillery_cases(k, N(k));
}
END_TEST

START_TEST(test_7_4_artillery_printed_total_two_minus3_is_minus2)
{
	/* 2 under a fort: 6, differential -6, -3 made -2; the same total
	 * over two units; printed 2 leaves a -2 alone (only 1 converts
	 * it); printed 3 leaves a -3 alone: 3 under an abatis is 5. */
	static const struct artillery_case k[] = {
		{ "clear", "artillery: 0",
		    CSA("D", "artillery: 2, entrenchment: fort"), "-3",
		    ANY, -2, ANY, 6, ANY },
		{ "clear", "artillery: 0",
		    CSA("D", "artillery: 1, entrenchment: fort")
		    CSA("E", "artillery: 1, entrenchment: fort"), NULL,
		    ANY, -2, ANY, ANY, 2 },
		{ "clear", "artillery: 0", CSA("D", "artillery: 2"), "-2",
		    ANY, -2, ANY, ANY, ANY },
		{ "clear", "artillery: 0",
		    CSA("D", "artillery: 3, entrenchment: abatis"), "-3",
		    ANY, -3, ANY, ANY, ANY },
	};

	ck_artillery_cases(k, N(k));
}
END_TEST

START_TEST(test_11_0_demoralized_artillery_is_zero)
{
	/* A demoralized attacker's 5 is 0, and the defender has none:
	 * neither side has artillery.  A Demoralize-2 defender's 3 is 0:
	 * differential +3, NE, where 3 against 3 would have been -2. */
	static const struct artillery_case k[] = {
		{ "clear", "artillery: 5, demoralized: 1",
		    CSA("D", "artillery: 0"), NULL, false, ANY, ANY, ANY,
		    ANY },
		{ "clear", "artillery: 3",
		    CSA("D", "artillery: 3, demoralized: 2"), "NE",
		    ANY, 0, ANY, 0, 0 },
	};
	struct fx f;

	ck_artillery(&f, &k[0]);
	ck_assert_int_eq(f.c.attack_artillery, 0);
	ck_assert_ptr_null(f.c.artillery_cell);
	fx_done(&f);
	ck_artillery_cases(&k[1], 1);
}
END_TEST

START_TEST(test_9_0_entrenched_defender_artillery_rounded_up)
{
	/* 1 under an abatis: 1½, rounded up to 2; two such units: the
	 * hex's total, 3, is rounded, not each unit; multiplied unit by
	 * unit: 2 doubled and 1 not. */
	static const struct artillery_case k[] = {
		{ "clear", "artillery: 0",
		    CSA("D", "artillery: 1, entrenchment: abatis"), NULL,
		    ANY, ANY, ANY, 2, 1 },
		{ "clear", "artillery: 0",
		    CSA("D", "artillery: 1, entrenchment: abatis")
		    CSA("E", "artillery: 1, entrenchment: abatis"), NULL,
		    ANY, ANY, ANY, 3, ANY },
		{ "clear", "artillery: 0",
		    CSA("D", "artillery: 2, entrenchment: breastwork")
		    CSA("E", "artillery: 1"), NULL, ANY, ANY, ANY, 5, 3 },
	};

	ck_artillery_cases(k, N(k));
}
END_TEST

START_TEST(test_9_0_redoubt_artillery_rounded_up)
{
	struct fx f;

	/* 9.0: "multiply the sum of all the Artillery values in the hex by
	 * 1.5 and round fractions up": 3 is 4½, 5. */
	fx_attack(&f, HEAD "map:\n  terrain: clear\n"
	    "  hexes:\n    \"4610\": " REDOUBT_CSA "\n"
	    "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "artillery: 9, hex: \"4611\"}\n"
	    CSA("D", "artillery: 2") CSA("E", "artillery: 1"), "A",
	    ATTACK_NORMAL);
	ck_assert_int_eq(f.c.defend_artillery, 5);
	ck_assert_int_eq(f.c.defend_artillery_printed, 3);
	/* Differential 9 - 5 = +4: NE, not the +8's +2†. */
	ck_assert_str_eq(f.c.artillery_cell, "NE");
	/* Combat values in the redoubt: 4 × 1.5 each, fractions kept. */
	ck_assert_int_eq(f.c.defend_value, Q(12));
	ck_assert_int_eq(f.c.defend_column_value, Q(8));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_none_in_woods_city_mountain_swamp)
{
	static const char *const terrains[] = { "woods", "city", "mountain",
	    "swamp" };
	char		 yaml[1024];
	struct fx	 f;
	size_t		 i;

	for (i = 0; i < sizeof(terrains) / sizeof(terrains[0]); i++) {
		/* No artillery values at all: none is needed. */
		snprintf(yaml, sizeof(yaml), HEAD "map:\n  terrain: clear\n"
		    "  hexes:\n    \"4610\": %s\n"
		    "  hexsides:\n    \"4610/4611\": [road]\n"
		    "units:\n" UNIT("A", "usa", 8, "", "4611")
		    UNIT("D", "csa", 8, "", "4610"), terrains[i]);
		fx_attack(&f, yaml, "A", ATTACK_NORMAL);
		ck_assert_ptr_null(f.c.artillery_cell);
		ck_assert(!f.c.artillery_die);
		ck_assert_int_eq(ROLL(&f, 2, 5), 0);
		ck_assert_int_eq(f.c.die_artillery, 0);
		ck_assert_int_eq(f.c.die_attacker, 2);
		ck_assert_int_eq(f.c.die_defender, 5);
		ck_assert_str_eq(f.d.rolls[0].purpose, "attacker");
		ck_assert_int_eq(fx_apply(&f), 0);
		ck_assert_ptr_null(tg_log(f.g, "dice.artillery"));
		ck_assert_ptr_null(tg_log(f.g, "values.artillery_attacker"));
		ck_assert_str_eq(tg_errors(&f.t), "");
		fx_done(&f);
	}
}
END_TEST

START_TEST(test_7_4_artillery_neither_side_no_modifier_no_die)
{
	static const struct artillery_case k = { "clear", "artillery: 0",
	    CSA("D", "artillery: 0"), NULL, false, ANY, ANY, ANY, ANY };
	struct fx	f;
	int		i;

	ck_artillery(&f, &k);
	ck_assert_ptr_null(f.c.artillery_cell);
	ck_assert_int_eq(ROLL(&f, 4, 2), 0);
	ck_assert_int_eq(f.c.die_attacker, 4);
	ck_assert_int_eq(f.c.die_defender, 2);
	ck_assert_int_eq(f.c.artillery_mod, 0);
	ck_assert_int_eq(dice_unused(&f.d), 0);
	ck_assert_int_eq(fx_apply(&f), 0);
	for (i = 0; tg_log(f.g, "modifiers") != NULL &&
	    i < tg_log(f.g, "modifiers")->n; i++)
		ck_assert_str_ne(node_get(tg_log(f.g, "modifiers")->items[i],
		    "name")->str, "artillery");
	fx_done(&f);
}
END_TEST

START_TEST(test_dsgn5_dice_order_artillery_attacker_defender)
{
	static const char *const order[] = { "artillery", "attacker",
	    "defender" };
	struct fx	f;
	int		i;

	artillery_fixture(&f, "rough", "artillery: 2",
	    CSA("D", "artillery: 2"));
	ck_assert_int_eq(ROLL(&f, 3, 4, 2), 0);
	ck_assert_int_eq(f.c.die_artillery, 3);
	ck_assert_int_eq(f.c.die_attacker, 4);
	ck_assert_int_eq(f.c.die_defender, 2);
	ck_assert_int_eq(f.d.nrolls, 3);
	for (i = 0; i < 3; i++)
		ck_assert_str_eq(f.d.rolls[i].purpose, order[i]);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_missing_is_data_error)
{
	struct fx f;

	fx_load(&f, HEAD CLEAR "units:\n" UNIT("A", "usa", 8, "", "4611")
	    CSA("D", "artillery: 1"));
	ck_assert_int_eq(fx_prepare(&f, "A", "4610", ATTACK_NORMAL), ST_DATA);
	tg_has(tg_errors(&f.t), "units.A.artillery:");
	fx_done(&f);
}
END_TEST

/*
 * 7.4 Terrain, 12.0: the defender's modifiers.
 */

static const struct {
	const char	*from, *to;	/* the attacker's and defender's hex */
	const char	*hexside;	/* 4610/4611, or NULL */
	bool		 rain;
	const char	*more;		/* further top-level keys */
	int		 crossing, creek, elevation;
	const char	*why;
} terrains[] = {
	{ "clear", "clear", NULL, false, "", 0, 0, 0, "open ground" },
	{ "clear", "clear", "[minor-river, ford]", false, "", 2, 0, 0,
	    "across a ford" },
	{ "clear", "clear", "[minor-river, bridge]", false, "", 2, 0, 0,
	    "across a bridge" },
	{ "clear", "clear", "[major-river, ferry]", false, "", 2, 0, 0,
	    "across a ferry" },
	{ "clear", "clear", "[minor-river, dam]", false, "", 2, 0, 0,
	    "across a dam" },
	{ "clear", "clear", "[minor-river]", false, "markers:\n"
	    "  pontoon_bridges: [{hexside: \"4610/4611\", owner: csa}]\n",
	    2, 0, 0, "across the attacker's own pontoon bridge (a bridge)" },
	{ "clear", "clear", "[creek]", false, "", 0, 1, 0, "across a creek" },
	{ "clear", "clear", "[creek, road]", false, "", 0, 1, 0,
	    "across a creek, even by a road" },
	{ "clear", "clear", "[creek, road]", true, "", 0, 2, 0,
	    "across a creek in rain (12.0)" },
	{ "clear", "hill", NULL, false, "", 0, 0, 1, "defending in a hill" },
	{ "hill", "hill", NULL, false, "", 0, 0, 0,
	    "hill attacked from a hill" },
	{ "mountain", "hill", "[road]", false, "", 0, 0, 0,
	    "hill attacked from a mountain" },
	{ "clear", "hill", "{features: [ridge], high: \"4611\"}", false, "",
	    0, 0, 0, "hill attacked down a ridge" },
	{ "clear", "mountain", "[road]", false, "", 0, 0, 2,
	    "defending in a mountain" },
	{ "mountain", "mountain", "[road]", false, "", 0, 0, 1,
	    "mountain attacked from a mountain" },
	{ "clear", "mountain", "{features: [ridge, road], high: \"4611\"}",
	    false, "", 0, 0, 1, "down a ridge into a mountain (Ridge Combat "
	    "Example: +1, not +2)" },
	{ "clear", "clear", "{features: [ridge], high: \"4610\"}", false, "",
	    0, 0, 2, "up a ridge" },
	{ "clear", "clear", "{features: [ridge], high: \"4611\"}", false, "",
	    0, 0, 0, "down a ridge into clear" },
	{ "clear", "clear", "{features: [bluff], high: \"4610\"}", false, "",
	    0, 0, 2, "up a bluff" },
	{ "clear", "clear", "{features: [bluff], high: \"4611\"}", false, "",
	    0, 0, 0, "down a bluff" },
	{ "clear", "hill", "{features: [ridge], high: \"4610\"}", false, "",
	    0, 0, 2, "a hill up a ridge: +2, not +3 (RULINGS 1)" },
	{ "clear", "mountain", "{features: [ridge, road], high: \"4610\"}",
	    false, "", 0, 0, 2, "a mountain up a ridge: +2, not +4 "
	    "(RULINGS 1)" },
	{ "hill", "clear", "{features: [ridge], high: \"4610\"}", false, "",
	    0, 0, 2, "up a ridge from a hill" },
	{ "clear", "clear", "{features: [minor-river, ford, ridge], high: "
	    "\"4610\"}", false, "", 2, 0, 2, "a ford up a ridge: they add" },
	{ "clear", "clear", "{features: [creek, ridge], high: \"4610\"}",
	    false, "", 0, 1, 2, "a creek up a ridge: they add" },
	{ "clear", "hill", "[minor-river, bridge]", false, "", 2, 0, 1,
	    "a bridge into a hill: they add" },
};

START_TEST(test_7_4_terrain_modifiers)
{
	static const char *const names[] = { "crossing", "creek",
	    "elevation" };
	const int	 i = _i;
	char		 yaml[1024], side[256] = "";
	struct fx	 f;
	size_t		 k;
	int		 want;

	if (terrains[i].hexside != NULL)
		snprintf(side, sizeof(side), "  hexsides:\n    \"4610/4611\": "
		    "%s\n", terrains[i].hexside);
	snprintf(yaml, sizeof(yaml), TG_STD "turn: 1\nrain: %s\n"
	    "map:\n  terrain: woods\n  hexes:\n    \"4611\": %s\n"
	    "    \"4610\": %s\n%s%s"
	    "units:\n" BROWN("") WAGNER(""), terrains[i].rain ? "true" :
	    "false", terrains[i].from, terrains[i].to, side,
	    terrains[i].more);
	fx_attack(&f, yaml, "Brown", ATTACK_NORMAL);
	ck_assert_msg(mod_value(&f.c, "crossing") == terrains[i].crossing &&
	    mod_value(&f.c, "creek") == terrains[i].creek &&
	    mod_value(&f.c, "elevation") == terrains[i].elevation,
	    "%s: crossing %+d creek %+d elevation %+d, expected %+d %+d %+d",
	    terrains[i].why, mod_value(&f.c, "crossing"),
	    mod_value(&f.c, "creek"), mod_value(&f.c, "elevation"),
	    terrains[i].crossing, terrains[i].creek, terrains[i].elevation);
	want = terrains[i].crossing + terrains[i].creek +
	    terrains[i].elevation;
	ck_assert_msg(f.c.defender_total == want, "%s: defender %+d, "
	    "expected %+d", terrains[i].why, f.c.defender_total, want);
	for (k = 0; k < sizeof(names) / sizeof(names[0]); k++)
		if (tg_mod(&f.c, names[k]) != NULL)
			ck_assert(tg_mod(&f.c, names[k])->defender);
	fx_done(&f);
}
END_TEST

/* 7.4 Types of Attacks. */
START_TEST(test_7_4_attack_type_modifier)
{
	static const int want[ATTACK_COUNT] = { -3, -1, 0, 1 };
	struct fx	 f;
	int		 t;

	for (t = 0; t < ATTACK_COUNT; t++) {
		fx_attack(&f, DUEL(HEAD, ""), "Brown", (enum attack_type)t);
		ck_assert_int_eq(mod_value(&f.c, "attack"), want[t]);
		if (want[t] == 0)
			ck_assert_ptr_null(tg_mod(&f.c, "attack"));
		else
			ck_assert(!tg_mod(&f.c, "attack")->defender);
		ck_assert_int_eq(f.c.attacker_fixed, want[t]);
		ck_assert_int_eq(f.c.defender_total, 0);
		fx_done(&f);
	}
}
END_TEST

/*
 * 6.1, 7.4 Attack Summary: the type's modifier, "None" or a number
 * with the footnote's "*"; anything else, or past ±99, is not known,
 * and the MP cost neither (the attack is then refused for want of it).
 */
START_TEST(test_7_4_attack_summary_cells)
{
	static const char *const bad[] = { "x", "5x", "\"100\"", "\"-100\"" };
	struct fx	f;
	char		yaml[1024];
	int		v = 99;
	size_t		i;

	ck_assert_int_eq(attack_type_parse("column-of-route"), ATTACK_COLUMN);
	ck_assert_int_eq(attack_type_parse("column"), ATTACK_COLUMN);
	ck_assert_int_eq(attack_type_parse("assault"), -1);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(yaml, sizeof(yaml), DUEL(TG_TURN1, CHARTS(
		    "  attack: {normal: {modifier: %s}}\n")), bad[i]);
		ck_assert_int_eq(brown_attacks(&f, yaml), ST_DATA);
		ck_unknown(&f.c, "attack", "not printed (the Attack "
		    "Summary's modifier)");
		tg_has(tg_errors(&f.t), "charts.attack.normal.modifier");
		tg_has(tg_errors(&f.t), "the attack's modifier (7.4)");
		fx_done(&f);
	}
	/* "0*" is the footnote's 0. */
	ck_assert_int_eq(brown_attacks(&f, DUEL(TG_TURN1, CHARTS(
	    "  attack: {normal: {modifier: \"0*\"}}\n"))), 0);
	ck_assert_ptr_null(tg_mod(&f.c, "attack"));
	ck_assert_int_eq(attack_summary(f.g, ATTACK_PREPARED, "modifier", &v),
	    0);
	ck_assert_int_eq(v, 1);
	fx_done(&f);
	/* The MP cost, not known: the attack cannot be weighed (6.1). */
	ck_assert_int_eq(brown_attacks(&f, DUEL(TG_TURN1, CHARTS(
	    "  attack: {normal: {infantry-mp: x}}\n"))), ST_DATA);
	tg_has(tg_errors(&f.t), "charts.attack.normal.infantry-mp");
	tg_has(tg_errors(&f.t), "the attack's MP cost (6.1)");
	fx_done(&f);
}
END_TEST

/* 7.4 Rain, 12.0: the attacker subtracts 1. */
START_TEST(test_7_4_rain_minus_one)
{
	struct fx f;

	fx_attack(&f, DUEL(HEAD_RAIN, ""), "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "rain"), -1);
	ck_assert(!tg_mod(&f.c, "rain")->defender);
	ck_assert_int_eq(f.c.attacker_fixed, -1);
	fx_done(&f);

	fx_attack(&f, DUEL(HEAD, ""), "Brown", ATTACK_NORMAL);
	ck_assert_ptr_null(tg_mod(&f.c, "rain"));
	fx_done(&f);
}
END_TEST

/* 7.4, 12.0: the rain modifier's entry corrected into no number, or
 * into one no die roll modifier can be (beyond ±99).  No modifier at all
 * is refused at load; one of the right form that no ruling can use is
 * not known when used. */
START_TEST(test_7_4_rain_entry_unreadable)
{
	static const char *const bad[] = { "\"-100\"" };
	struct fx	f;
	char		yaml[1024];
	size_t		i;

	load_refused(DUEL(TG_TURN1_RAIN, CHARTS("  combat-modifiers: "
	    "{rain: x}\n")), "charts.combat-modifiers.rain: 'x' does not "
	    "read as a cell");
	load_refused(DUEL(TG_TURN1_RAIN, CHARTS("  combat-modifiers: "
	    "{rain: \"100\"}\n")), "charts.combat-modifiers.rain: '100' "
	    "does not read as a cell");
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(yaml, sizeof(yaml), DUEL(TG_TURN1_RAIN,
		    CHARTS("  combat-modifiers: {rain: %s}\n")), bad[i]);
		ck_assert_int_eq(brown_attacks(&f, yaml), ST_DATA);
		ck_unknown(&f.c, "rain", "not printed (charts."
		    "combat-modifiers.rain)");
		tg_has(tg_errors(&f.t), "charts.combat-modifiers.rain");
		/* The modifiers known are still summed: a normal attack
		 * has none of its own, the ratio 8-7 is 1-1 (0), the
		 * tactical 2 less 2 (0). */
		ck_assert_int_eq(f.c.attacker_fixed, 0);
		fx_done(&f);
	}
}
END_TEST

/* 7.4 Demoralization-2, 11.0: the defender subtracts 1. */
static const struct {
	const char	*units;		/* in 4610 */
	int		 modifier;
	const char	*why;
} d2_defence[] = {
	{ CSA("D", "demoralized: 2"), -1, "alone" },
	{ CSA("D", "demoralized: 2") CSA("E", "demoralized: 0"), -1,
	    "exactly half the Combat value" },
	{ CSA("D", "demoralized: 2") CSA("E", "demoralized: 1"), -1,
	    "half, the other D1" },
	{ UNIT("D", "csa", 3, ", demoralized: 2", "4610")
	    CSA("E", "demoralized: 0"), 0, "3 of 7: less than half" },
	{ CSA("D", "demoralized: 1"), 0, "Demoralize-1 alone" },
	{ UNIT("D", "csa", 8, ", disorganized: true, combat: 2, "
	    "demoralized: 2", "4610") UNIT("E", "csa", 3, "", "4610"), 0,
	    "2 of 5, by Combat values, not manpower" },
	{ UNIT("D", "csa", 8, ", disorganized: true, combat: 3, "
	    "demoralized: 2", "4610") UNIT("E", "csa", 3, "", "4610"), -1,
	    "3 of 6, by Combat values" },
};

START_TEST(test_7_4_demoralize2_defender_minus_one)
{
	const int	 i = _i;
	char		 yaml[1024];
	struct fx	 f;

	snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n"
	    UNIT("A", "usa", 8, "", "4611") "%s", d2_defence[i].units);
	fx_attack(&f, yaml, "A", ATTACK_NORMAL);
	ck_assert_msg(mod_value(&f.c, "demoralized") == d2_defence[i].modifier,
	    "%s: %+d", d2_defence[i].why, mod_value(&f.c, "demoralized"));
	ck_assert_int_eq(f.c.defender_total, d2_defence[i].modifier);
	if (d2_defence[i].modifier != 0)
		ck_assert(tg_mod(&f.c, "demoralized")->defender);
	fx_done(&f);
}
END_TEST

/*
 * 7.2, 7.4 Demoralization-2: a Demoralize-2 defender beside one whose
 * disorganized value the Strength marker does not give: whether it is
 * half the hex's value cannot be told.
 */
START_TEST(test_7_4_demoralized_half_unknown)
{
	struct fx f;

	ck_assert_int_eq(brown_attacks(&f, TG_TURN1 WOODS "units:\n"
	    BROWN("") WAGNER(", demoralized: 2")
	    "  Kimball: {side: usa, type: infantry, manpower: 4, tactical: 1, "
	    "artillery: 0, hex: \"4610\", disorganized: true}\n"
	    CHARTS("  strength-markers: {\"17\": 8}\n")), ST_DATA);
	ck_unknown(&f.c, "demoralized", "not ruled: it needs the defending "
	    "units' Combat values (7.2)");
	ck_assert_str_eq(f.c.defender_missing[1], "not printed (charts."
	    "strength-markers.4)");
	ck_assert_ptr_null(f.c.defender_missing[0]);
	ck_assert_str_eq(f.c.defend_column, "?");
	fx_done(&f);
}
END_TEST

/*
 * 7.5 Combat Example (from HSN), every step of it.
 */
START_TEST(test_7_5_combat_example_in_full)
{
	struct fx		 f;
	const struct node	*m, *v;
	int			 i, found = 0;

	fx_attack(&f, EXAMPLE_7_5, "Brown", ATTACK_HASTY);
	/* "compares Brown's Combat value (8) to Wagner's (7) ... 8-7, which
	 * is rounded down to a 1-1 ratio.  The ratio modifier ... is 0." */
	ck_assert_int_eq(f.c.attack_value, Q(8));
	ck_assert_int_eq(f.c.defend_value, Q(7));
	ck_assert_int_eq(f.c.defend_column_value, Q(7));
	ck_assert_str_eq(f.c.ratio, "1-1");
	ck_assert_int_eq(mod_value(&f.c, "ratio"), 0);
	ck_assert_ptr_nonnull(tg_mod(&f.c, "ratio"));
	/* "Cheatham's 3 ... Wagner's 2 ... +1". */
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 1);
	/* "The Artillery Value Differential is 0 ... Rough ... -1*". */
	ck_assert_int_eq(f.c.attack_artillery, 2);
	ck_assert_int_eq(f.c.defend_artillery, 2);
	ck_assert_str_eq(f.c.artillery_cell, "-1*");
	ck_assert(f.c.artillery_die);
	ck_assert_int_eq(f.c.artillery_even, -1);
	ck_assert_int_eq(f.c.artillery_odd, 0);
	/* "five hexes ... covered ... basic flank attack bonus of +2 ...
	 * also the final flank bonus". */
	ck_assert_int_eq(f.c.flank.covered, 5);
	ck_assert_int_eq(f.c.flank.basic, 2);
	ck_assert_int_eq(f.c.flank.final, 2);
	ck_assert_int_eq(mod_value(&f.c, "flank"), 2);
	/* "subtract 1 ... due to the hasty attack". */
	ck_assert_int_eq(mod_value(&f.c, "attack"), -1);
	/* "-1 (hasty attack) +0 (ratio) +1 (tactical) +2 (flank) = +2
	 * (final).  The Union roll is not modified." */
	ck_assert_int_eq(f.c.attacker_fixed, 2);
	ck_assert_int_eq(f.c.defender_total, 0);
	ck_assert_str_eq(f.c.attack_column, "7-11");
	ck_assert_str_eq(f.c.defend_column, "7-11");

	/* "rolls a die and obtains a 3, so the -1 modifier is not used ...
	 * the Confederate player obtains a 4 ... the Union player obtains
	 * a 2 ... +4". */
	ck_assert_int_eq(ROLL(&f, 3, 4, 2), 0);
	ck_assert_int_eq(f.c.die_artillery, 3);
	ck_assert_int_eq(f.c.artillery_mod, 0);
	ck_assert_int_eq(f.c.die_attacker, 4);
	ck_assert_int_eq(f.c.die_defender, 2);
	ck_assert_int_eq(f.c.difference, 4);
	ck_assert_str_eq(f.c.row, "+4");
	ck_assert(!f.c.italic);
	ck_assert_str_eq(f.c.result_defender, "1DR");
	ck_assert_str_eq(f.c.result_attacker, "fa");

	ck_assert_int_eq(fx_apply(&f), 0);
	ck_assert_int_eq(f.t.d.status, 0);
	ck_paths(tg_last_log(f.g), "values.attacker=8 values.defender=7 "
	    "values.ratio=1-1 values.attacker_column=7-11 "
	    "values.defender_column=7-11 flank.covered=5 flank.basic=2 "
	    "flank.final=2 dice.artillery=3 dice.attacker=4 dice.defender=2 "
	    "difference=4 result.defender=1DR result.attacker=fa");
	ck_assert_ptr_null(tg_log(f.g, "italic"));
	/* The artillery modifier in the log: 0, from -1* on an odd die. */
	m = tg_log(f.g, "modifiers");
	ck_assert_ptr_nonnull(m);
	for (i = 0; i < m->n; i++) {
		v = m->items[i];
		if (strcmp(node_get(v, "name")->str, "artillery") != 0)
			continue;
		found++;
		ck_paths(v, "value=0 side=attacker");
		tg_has(node_get(v, "why")->str, "-1*");
	}
	ck_assert_int_eq(found, 1);
	fx_done(&f);
}
END_TEST

/*
 * 7.5 The Combat Chart's rows.  A case: the attack, its fixed modifier
 * (ANY: not checked), the dice, the difference (ANY), the row read,
 * whether it is the italic 0 line (ANY), and the results.
 */
struct chart_case {
	const char		*yaml, *attacker;
	enum attack_type	 type;
	int			 fixed;
	int			 die_attacker, die_defender;
	int			 difference;
	const char		*row;
	int			 italic;
	const char		*defender_result, *attacker_result;
};

static void
ck_chart_row(struct fx *f, const struct chart_case *k)
{
	fx_attack(f, k->yaml, k->attacker, k->type);
	if (k->fixed != ANY)
		ck_assert_int_eq(f->c.attacker_fixed, k->fixed);
	ck_assert_int_eq(ROLL(f, k->die_attacker, k->die_defender), 0);
	if (k->difference != ANY)
		ck_assert_int_eq(f->c.difference, k->difference);
	ck_assert_str_eq(f->c.row, k->row);
	if (k->italic != ANY)
		ck_assert_int_eq(f->c.italic, k->italic);
	if (k->defender_result != NULL)
		ck_assert_str_eq(f->c.result_defender, k->defender_result);
	if (k->attacker_result != NULL)
		ck_assert_str_eq(f->c.result_attacker, k->attacker_result);
}

START_TEST(test_7_5_difference_below_minus_8_reads_minus_8_row)
{
	/* 2 against 10: 1-5, -4; column of route -3; 1 less 5: -11.  The
	 * printed "≤ -8" row: defender 7-11 "–", attacker ½-3 "3D". */
	static const struct chart_case k = { HEAD WOODS "units:\n"
	    UNIT("A", "csa", 2, "", "4611") UNIT("D", "usa", 10, "", "4610"),
	    "A", ATTACK_COLUMN, -7, 1, 5, -11, "-8", ANY, "-", "3D" };
	struct fx f;

	ck_chart_row(&f, &k);
	ck_assert_int_eq(fx_apply(&f), 0);
	ck_log_str(f.g, "difference", "-11");
	fx_done(&f);
}
END_TEST

/* 42 against 7: 6-1, +5; 6 less 5: +6. */
#define PLUS_SIX_UNITS	"units:\n" UNIT("A", "csa", 42, "", "4611")	\
	UNIT("D", "usa", 7, "", "4610")

/*
 * 7.5: the rows the v1.6 text cuts off (the defender's above +5, the
 * attacker's above +2) rule from Charts & Tables v1.4; they used to stop
 * with the missing-data error.
 */
START_TEST(test_7_5_v1_4_rows_rule)
{
	/* Defender 7-11 at +6: "2DR"; attacker 38-49 at +6: "1a".  The
	 * attacker's +3 line, 7-11: "Fa" (the defender's "1Dr"). */
	static const struct chart_case k[] = {
		{ HEAD WOODS PLUS_SIX_UNITS, "A", ATTACK_NORMAL, 5, 6, 5, 6,
		    "+6", ANY, "2DR", "1a" },
		{ DUEL(HEAD, ""), "Brown", ATTACK_NORMAL, ANY, 4, 1, ANY,
		    "+3", ANY, "1Dr", "Fa" },
	};
	struct fx	f;
	int		i;

	for (i = 0; i < N(k); i++) {
		ck_chart_row(&f, &k[i]);
		ck_assert_str_eq(tg_errors(&f.t), "");
		fx_done(&f);
	}
}
END_TEST

/* 7.5: "≥ +10" is the last line, as "≤ -8" is the first: +11 reads +10. */
START_TEST(test_7_5_plus10_or_more_reads_last_row)
{
	/* 56 against 7: 8-1, +7; 6 less 1: +12, read on the "≥ +10" line
	 * (defender 7-11 "5DR*", attacker 50-59 "a"). */
	static const struct chart_case k = { HEAD WOODS "units:\n"
	    UNIT("A", "csa", 56, "", "4611") UNIT("D", "usa", 7, "", "4610"),
	    "A", ATTACK_NORMAL, 7, 6, 1, 12, "+10", ANY, "5DR*", "a" };
	struct fx f;

	ck_assert_int_eq(combat_chart_line(10), 10);
	ck_assert_int_eq(combat_chart_line(11), 10);
	ck_assert_int_eq(combat_chart_line(25), 10);
	ck_assert_int_eq(combat_chart_line(-9), -8);
	ck_assert_int_eq(combat_chart_line(9), 9);
	ck_chart_row(&f, &k);
	fx_done(&f);
}
END_TEST

/* An override still corrects a cell, now a built-in one (DESIGN.md
 * section 6: a player whose card differs). */
START_TEST(test_7_5_override_corrects_v1_4_row)
{
	static const struct chart_case k = { HEAD WOODS CHARTS(
	    "  combat-defender: {\"+6\": {\"7-11\": 3DR}}\n"
	    "  combat-attacker: {\"+6\": {\"38-49\": a}}\n") PLUS_SIX_UNITS,
	    "A", ATTACK_NORMAL, ANY, 6, 5, ANY, "+6", ANY, "3DR", "a" };
	struct fx f;

	ck_chart_row(&f, &k);
	ck_assert_str_eq(tg_errors(&f.t), "");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_5_zero_row_is_italic)
{
	/* The 0 row, 7-11: "D" and "1D"; the -1 row is not italic. */
	static const struct chart_case k[] = {
		{ DUEL(HEAD, ""), "Brown", ATTACK_NORMAL, ANY, 3, 3, 0, "0",
		    true, "D", "1D" },
		{ DUEL(HEAD, ""), "Brown", ATTACK_NORMAL, ANY, 3, 4, ANY, "-1",
		    false, NULL, NULL },
	};
	struct fx f;

	ck_chart_row(&f, &k[0]);
	ck_assert_int_eq(fx_apply(&f), 0);
	ck_paths(tg_last_log(f.g), "italic=true row=0");
	fx_done(&f);

	ck_chart_row(&f, &k[1]);
	ck_assert_int_eq(fx_apply(&f), 0);
	ck_assert_ptr_null(tg_log(f.g, "italic"));
	fx_done(&f);
}
END_TEST

/*
 * SJW, Advanced Game, turn 3: divisions of 7 manpower, Tactical 2, with
 * the artillery given; corps leaders of Command 4.
 */
#define SJW_ADV(map)	TG_SJW "turn: 3\nrain: false\nadvanced: true\n" map
#define SJW_DIV(name, side, cmd, hex, art)				\
	"  " name ": {side: " side ", type: infantry, size: division, "	\
	cmd "hex: " hex ", manpower: 7, fatigue: 1, tactical: 2, "	\
	"artillery: " #art "}\n"
#define SJW_LEADER(name, side, rank, tac, with, more)			\
	"  " name ": {side: " side ", rank: " rank ", leads: " name	\
	", tactical: " #tac ", command: 4, with: " with more "}\n"

/* The attack, the dice 1, 1 and the death die: who may die, and whether
 * he does (the die 0 where it is not checked). */
struct death_case {
	const char	*yaml, *attacker, *target;
	int		 die;
	const char	*leader;
	bool		 killed;
	int		 die_death;
};

static void
ck_death_cases(const struct death_case *k, int n)
{
	struct fx	f;
	int		i;

	for (i = 0; i < n; i++) {
		fx_load(&f, k[i].yaml);
		ck_assert_int_eq(fx_prepare(&f, k[i].attacker, k[i].target,
		    ATTACK_NORMAL), 0);
		ck_assert_int_eq(ROLL(&f, 1, 1, k[i].die), 0);
		ck_assert_ptr_nonnull(f.c.death_leader);
		ck_assert_str_eq(f.c.death_leader->name, k[i].leader);
		ck_assert_int_eq(f.c.death_killed, k[i].killed);
		if (k[i].die_death != 0)
			ck_assert_int_eq(f.c.die_death, k[i].die_death);
		fx_done(&f);
	}
}

/*
 * SJW 17.0: on both dice 1, of the Confederate corps commanders in the
 * defending hex the one of highest Tactical value may die: Jackson (3)
 * before Longstreet (2), never a substitute (Banks, 4), nor a division
 * leader (Hill, 4), nor the Union's McDowell.  The even die kills him.
 * Attacking: the corps commander of the attacking unit, in its hex
 * (Jackson), not one elsewhere (Longstreet); an odd die spares him.
 */
START_TEST(test_sjw_17_0_who_may_die)
{
	static const struct death_case k[] = {
		{ SJW_ADV(CLEAR) "units:\n"
		    SJW_DIV("Ewell", "csa", "command: [Jackson, Hill], ",
		    "N4610", 1)
		    SJW_DIV("Hood", "csa", "command: [Longstreet, Banks], ",
		    "N4610", 1)
		    SJW_DIV("Ricketts", "usa", "command: [McDowell], ",
		    "N4611", 1)
		    "leaders:\n"
		    SJW_LEADER("McDowell", "usa", "corps", 1, "Ricketts", "")
		    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", "")
		    SJW_LEADER("Longstreet", "csa", "corps", 2, "Hood", "")
		    SJW_LEADER("Hill", "csa", "division", 4, "Ewell", "")
		    SJW_LEADER("Banks", "csa", "corps", 4, "Hood",
		    ", substitute: true"),
		    "Ricketts", "N4610", 4, "Jackson", true, 4 },
		{ SJW_ADV(CLEAR) "units:\n"
		    SJW_DIV("Ewell", "csa", "command: [Jackson], ", "N4610", 1)
		    SJW_DIV("Hood", "csa", "command: [Longstreet], ", "N4609",
		    1)
		    SJW_DIV("Ricketts", "usa", "", "N4611", 1)
		    "leaders:\n"
		    SJW_LEADER("Longstreet", "csa", "corps", 4, "Hood", "")
		    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", ""),
		    "Ewell", "N4611", 3, "Jackson", false, 0 },
	};

	ck_death_cases(k, N(k));
}
END_TEST

/*
 * SJW 17.0: of the Confederate corps commanders defending the hex, the
 * one of highest Tactical value may die, the first in the file on a tie
 * (RULINGS): Jackson and Longstreet both 3, Jackson first.  Ewell-Corps,
 * eliminated (out of play, with no unit), is on no hex and never at
 * risk, though his value is higher.  Then the higher value later in the
 * file: Jackson (3) before Longstreet (2), listed first.
 */
START_TEST(test_sjw_17_0_tie_and_out_of_play)
{
#define EWELL_CORPS(first, second)	SJW_ADV(WOODS) "units:\n"	\
	SJW_DIV("Ewell", "csa", "command: [Jackson, Longstreet], ",	\
	"N4610", 0) SJW_DIV("Ricketts", "usa", "", "N4611", 0)		\
	"leaders:\n" first second
	static const struct death_case k[] = {
		{ EWELL_CORPS("  Gone: {side: csa, rank: corps, leads: Gone, "
		    "tactical: 4, command: 4, status: eliminated}\n"
		    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", ""),
		    SJW_LEADER("Longstreet", "csa", "corps", 3, "Ewell", "")),
		    "Ricketts", "N4610", 2, "Jackson", true, 0 },
		{ EWELL_CORPS(
		    SJW_LEADER("Longstreet", "csa", "corps", 2, "Ewell", ""),
		    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", "")),
		    "Ricketts", "N4610", 5, "Jackson", false, 0 },
	};
#undef EWELL_CORPS

	ck_death_cases(k, N(k));
}
END_TEST

/*
 * SJW 18.0 applies "for the rest of the turn Union Panic occurred and
 * the next": a panic recorded for a later turn does not modify this
 * turn's combat, nor one two turns back.
 */
START_TEST(test_sjw_18_0_panic_turns)
{
	static const char *const heads[] = { "turn: 3\nunion_panic: 4\n",
		"turn: 5\nunion_panic: 3\n", "turn: 4\nunion_panic: 3\n" };
	struct fx	f;
	char		yaml[1024];
	int		i;

	for (i = 0; i < 3; i++) {
		snprintf(yaml, sizeof(yaml), TG_SJW "%srain: false\n"
		    "advanced: true\nmap:\n  terrain: clear\nunits:\n"
		    SJW_DIV("Ewell", "csa", "", "N4610", 1)
		    SJW_DIV("Ricketts", "usa", "", "N4611", 1), heads[i]);
		fx_load(&f, yaml);
		ck_assert_int_eq(fx_prepare(&f, "Ricketts", "N4610",
		    ATTACK_NORMAL), 0);
		if (i < 2)
			ck_assert_ptr_null(tg_mod(&f.c, "union panic"));
		else
			ck_assert_int_eq(tg_mod(&f.c, "union panic")->value,
			    -1);
		fx_done(&f);
	}
}
END_TEST

/*
 * SJW 18.0 "If any combat result ... is applied against the Union
 * player, Union Panic is triggered", and the Combat Chart's note: the
 * results of the "0" line (italic) are those.  Ricketts attacks at 7
 * against 7: 1-1, +0 (7.4 Ratio Chart), Tactical 2 less 2, no artillery
 * in woods; dice 3 and 3 are the 0 line, column 7-11.  Whatever the
 * Union's own (attacker's) result there holds — a loss, D, F, f, E, r,
 * R, R*, a — the panic starts this turn; "-" is no result against him.
 */
START_TEST(test_sjw_18_0_every_italic_letter_panics)
{
	static const struct { const char *cell; int panic; } k[] = {
		{ "F", 3 }, { "f", 3 }, { "E", 3 }, { "r", 3 }, { "R", 3 },
		{ "\"R*\"", 3 }, { "a", 3 }, { "1", 3 }, { "D", 3 },
		{ "\"-\"", 0 }
	};
	struct fx	f;
	char		yaml[2048];
	size_t		i;

	for (i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
		snprintf(yaml, sizeof(yaml), SJW_ADV(WOODS) "units:\n"
		    SJW_DIV("Ewell", "csa", "", "N4610", 0)
		    SJW_DIV("Ricketts", "usa", "", "N4611", 0)
		    "charts:\n"
		    "  combat-attacker: {\"0\": {\"7-11\": %s}}\n"
		    "  combat-defender: {\"0\": {\"7-11\": \"-\"}}\n",
		    k[i].cell);
		fx_load(&f, yaml);
		ck_assert_int_eq(fx_prepare(&f, "Ricketts", "N4610",
		    ATTACK_NORMAL), 0);
		ck_assert_str_eq(f.c.ratio, "1-1");
		ck_assert_int_eq(ROLL(&f, 3, 3), 0);
		ck_assert_int_eq(f.c.difference, 0);
		ck_assert(f.c.italic);
		ck_assert_int_eq(fx_apply(&f), 0);
		ck_assert_msg(f.g->union_panic == k[i].panic, "%s: panic %d",
		    k[i].cell, f.g->union_panic);
		fx_done(&f);
	}
}
END_TEST

/*
 * 7.5, the Combat Chart's note on the italic 0 line: "they have no such
 * effect in Stonewall in the Valley".  SIV plays neither SJW 17.0 nor
 * 18.0, Advanced Game or not: both dice 1 roll no third die (were a
 * corps commander there), and a result of the italic 0 line starts no
 * Union Panic.
 */
START_TEST(test_7_5_siv_italic_line_no_death_no_panic)
{
	struct fx f;

	fx_load(&f, TG_SIV "turn: 1\nrain: false\nadvanced: true\n"
	    WOODS "units:\n"
	    "  Brown: {side: csa, type: infantry, manpower: 7, tactical: 2, "
	    "artillery: 0, hex: S1011}\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 8, tactical: 2, "
	    "artillery: 0, hex: S1010}\n");
	ck_assert_int_eq(fx_prepare(&f, "Wagner", "S1011", ATTACK_NORMAL), 0);
	ck_assert_ptr_null(tg_mod(&f.c, "union panic"));
	ck_assert_int_eq(ROLL(&f, 1, 1, 6), 0);
	ck_assert_ptr_null(f.c.death_leader);
	ck_assert_int_eq(f.c.die_death, 0);
	ck_assert(f.c.italic);
	ck_assert_int_eq(fx_apply(&f), 0);
	ck_assert_int_eq(f.g->union_panic, 0);
	fx_done(&f);
}
END_TEST

/*
 * DESIGN.md section 6: a chart cell the file corrects into something
 * that does not read as one is refused where it is written, at load,
 * before any die: a 7.2 Maximum Values limit, a 7.4 Ratio Chart entry
 * (8 against 7 would read the 1-1), a 7.4 hill modifier.
 */
static const struct {
	const char	*yaml, *want;
} unreadable_cells[] = {
	{ DUEL(TG_TURN1, CHARTS("  combat-value-limits:\n"
	    "    attacking: {Other Games: x}\n")), "charts.combat-value-"
	    "limits.attacking.Other Games: 'x' does not read as a cell" },
	{ DUEL(TG_TURN1, CHARTS("  ratio: {\"1-1\": x}\n")),
	    "charts.ratio.1-1: 'x' does not read as a cell" },
	{ TG_TURN1 "map:\n  terrain: woods\n  hexes:\n"
	    "    4610: hill\n" "units:\n" BROWN("") WAGNER("")
	    CHARTS("  combat-modifiers: {hill: x}\n"),
	    "charts.combat-modifiers.hill: 'x' does not read as a cell" },
};

START_TEST(test_dsgn6_cell_of_wrong_form_refused_at_load)
{
	load_refused(unreadable_cells[_i].yaml, unreadable_cells[_i].want);
}
END_TEST

/*
 * DESIGN.md section 6: a value the ruling needs twice is reported once,
 * and named once where it would be used.  7.4 Ridge, down a ridge into a
 * mountain hex: the mountain modifier and the ridge's are both the
 * reduced one (the Ridge Combat Example), here corrected into no number.
 */
START_TEST(test_dsgn6_missing_reported_once)
{
	struct fx	 f;
	const char	*p;
	int		 n = 0;

	ck_assert_int_eq(brown_attacks(&f, TG_TURN1 "map:\n  terrain: woods\n"
	    "  hexes:\n    \"4611\": clear\n    \"4610\": mountain\n"
	    "  hexsides:\n    \"4610/4611\": {features: [ridge, road], "
	    "high: \"4611\"}\n" "units:\n" BROWN("") WAGNER("")
	    CHARTS("  combat-modifiers: {mountain-reduced: \"-100\"}\n")),
	    ST_DATA);
	for (p = tg_errors(&f.t); (p = strstr(p,
	    "charts.combat-modifiers.mountain-reduced:")) != NULL; p++)
		n++;
	ck_assert_int_eq(n, 1);
	ck_unknown(&f.c, "elevation", "not printed (charts.combat-modifiers."
	    "mountain-reduced)");
	fx_done(&f);
}
END_TEST

/* SIV, Advanced Game: Banks out of supply in Frederick (no county
 * modifier) and Fremont in Hardy (SIV 24.3's +1), both foraging. */
#define SIV_FORAGE(fatigue, charts)					\
	TG_SIV "turn: 12\nadvanced: true\nmap:\n  terrain: clear\n"	\
	"  hexes:\n    N3333: {county: Frederick}\n"			\
	"    M0407: {county: Hardy}\n" "units:\n"			\
	"  Banks: {side: usa, type: infantry, manpower: 4, hex: N3333, " \
	"supply: out" fatigue "}\n"					\
	"  Fremont: {side: usa, type: infantry, manpower: 4, hex: M0407, " \
	"supply: out}\n" charts

/* The Recovery Phase with Banks (and Fremont) foraging: the status. */
static int
fx_forage(struct fx *f, const char *yaml, int norders)
{
	static struct recover_order	 ro[2];
	struct recover_orders		 o;
	struct recover			*r;

	fx_load(f, yaml);
	memset(ro, 0, sizeof(ro));
	ro[0].activity = RA_FORAGE;
	ro[0].unit = "Banks";
	ro[1].activity = RA_FORAGE;
	ro[1].unit = "Fremont";
	memset(&o, 0, sizeof(o));
	o.orders = ro;
	o.norders = norders;
	DICE(f, 1, 1);
	return recover_phase(f->g, &f->d, &o, &r);
}

/*
 * SIV 24.3 Union Foraging Table and its modifiers, each corrected into
 * something no ruling can read: no row of the table reads "Success" for
 * a roll "or less"; the Fatigue Level 2 modifier; the county modifier.
 * The phase stops before its dice: it returns 0 with the missing-data
 * status raised, and nobody's supply changes.  A modifier corrected
 * into no modifier is refused at load, naming the cell.
 */
START_TEST(test_siv_24_3_forage_tables_unreadable)
{
	struct fx f;

	ck_assert_int_eq(fx_forage(&f, SIV_FORAGE("", CHARTS(
	    "  siv-foraging: {\"3 or less\": Failure}\n")), 1), 0);
	ck_assert_int_eq(f.g->diag->status, ST_DATA);
	tg_has(tg_errors(&f.t), "charts.siv-foraging.3 or less");
	ck_assert(game_unit(f.g, "Banks")->out_of_supply);
	ck_assert_int_eq(dice_unused(&f.d), 2);
	fx_done(&f);

	load_refused(SIV_FORAGE(", fatigue: 2", CHARTS(
	    "  siv-foraging-modifiers: {fatigue-2: x}\n")),
	    "charts.siv-foraging-modifiers.fatigue-2: 'x' does not read");
	load_refused(SIV_FORAGE("", CHARTS(
	    "  siv-foraging-modifiers: {county: \"+1x\"}\n")),
	    "charts.siv-foraging-modifiers.county: '+1x' does not read");
}
END_TEST

CHECK_SUITE(combat, NULL, NULL, 0,
    CHECK_LOOPS({ test_7_2_combat_value, N(combat_values) },
	{ test_11_0_demoralized_attack_value, N(attack_values) },
	{ test_9_0_entrenchment_multiplier, N(entrenchments) },
	{ test_7_2_maximum_values, N(caps) },
	{ test_7_5_combat_chart_columns, N(columns) },
	{ test_7_4_ratio_rounded_in_defenders_favour, N(ratios) },
	{ test_7_4_tactical_modifier, N(tacticals) },
	{ test_7_4_artillery_summary_every_row_and_column,
	    N(artillery_terrain) * 5 },
	{ test_7_4_terrain_modifiers, N(terrains) },
	{ test_7_4_demoralize2_defender_minus_one, N(d2_defence) },
	{ test_dsgn6_cell_of_wrong_form_refused_at_load, N(unreadable_cells) }))
