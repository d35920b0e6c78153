/*
 * test_combat.c — a march attack's values, modifiers and chart (7.2-7.5,
 * 9.0, 11.0, 12.0): combat values, Demoralize attack values,
 * entrenchments and redoubts, the maximum values, the columns, the ratio,
 * the tactical, artillery, terrain, attack-type, rain and Demoralize-2
 * modifiers, the rulebook's 7.5 example in full, and the Combat Chart's
 * rows.
 *
 * Each game is a YAML string loaded by fixture.h.  Unless a case says
 * otherwise the attacker is in 4611 and the defender in 4610 (adjacent:
 * DESIGN.md section 3), alone, so no flank bonus applies; a woods map
 * keeps the artillery modifier out of cases that are not about it (7.4:
 * no artillery modifier applies in woods).  Expected values come from the
 * rules text and the charts as printed, worked out in the tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "combat.h"
#include "dice.h"
#include "fixture.h"
#include "testcombat.h"

#define HEAD		TG_TURN1
#define HEAD_RAIN	TG_TURN1_RAIN
#define CLEAR		"map:\n  terrain: clear\n"

/* Load, and prepare Brown's (or `attacker`'s) attack on 4610; it must be
 * allowed and need no data the file lacks. */
static inline void
fx_attack(struct fx *f, const char *yaml, const char *attacker,
    enum attack_type type)
{
	int st;

	fx_load(f, yaml);
	st = fx_prepare(f, attacker, "4610", type);
	ck_assert_msg(st == 0, "combat_prepare: %d\n%s", st,
	    tg_errors(&f->t));
}

/* Its value; 0 when it does not apply. */
static inline int
mod_value(const struct combat *c, const char *name)
{
	const struct modifier *m = tg_mod(c, name);

	return m != NULL ? m->value : 0;
}

/* A scalar in the last log entry by a dotted path ("values.ratio",
 * "modifiers.0.name"), or NULL. */
static inline const char *
log_str(const struct game *g, const char *path)
{
	const struct node *n = tg_log(g, path);

	return n != NULL && n->kind == N_SCALAR ? n->str : NULL;
}

#define ck_log_str(g, path, want) do {					\
	const char *got_ = log_str((g), (path));			\
	ck_assert_msg(got_ != NULL, "log[-1].%s is absent", (path));	\
	ck_assert_str_eq(got_, (want));					\
} while (0)

/*
 * 7.2 Combat Values
 */

START_TEST(test_7_2_organized_value_is_manpower)
{
	struct fx	 f;
	struct unit	*u;

	/* `combat` is the disorganized side's number: unused while the
	 * marker is organized. */
	fx_load(&f, HEAD WOODS "units:\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 7, combat: 3, "
	    "hex: \"4610\"}\n");
	u = game_unit(f.g, "Wagner");
	ck_assert_int_eq(unit_combat_value(f.g, u), Q(7));
	ck_assert_int_eq(f.t.d.status, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_2_disorganized_value_is_units_combat)
{
	struct fx f;

	fx_load(&f, HEAD WOODS "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 7, disorganized: "
	    "true, combat: 3, hex: \"4610\"}\n"
	    "  B: {side: usa, type: infantry, manpower: 1, disorganized: "
	    "true, combat: 0.5, hex: \"4610\"}\n"
	    "  C: {side: usa, type: infantry, manpower: 4, disorganized: "
	    "true, combat: 2, hex: \"4610\"}\n"
	    "charts:\n  strength-markers: {\"4\": 1}\n");
	ck_assert_int_eq(unit_combat_value(f.g, game_unit(f.g, "A")), Q(3));
	/* 7.2: "may have a Combat value of 1/2 ... retained in combat". */
	ck_assert_int_eq(unit_combat_value(f.g, game_unit(f.g, "B")), 2);
	/* The unit's own `combat` is its marker: it wins over the list. */
	ck_assert_int_eq(unit_combat_value(f.g, game_unit(f.g, "C")), Q(2));
	ck_assert_int_eq(f.t.d.status, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_2_disorganized_value_from_strength_markers_chart)
{
	struct fx f;

	fx_load(&f, HEAD WOODS "charts:\n"
	    "  strength-markers: {\"7\": 3, \"1\": 0.5}\n"
	    "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 7, disorganized: "
	    "true, hex: \"4610\"}\n"
	    "  B: {side: usa, type: infantry, manpower: 1, disorganized: "
	    "true, hex: \"4610\"}\n");
	ck_assert_int_eq(unit_combat_value(f.g, game_unit(f.g, "A")), Q(3));
	ck_assert_int_eq(unit_combat_value(f.g, game_unit(f.g, "B")), 2);
	ck_assert_int_eq(f.t.d.status, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_2_disorganized_value_missing_is_data_error)
{
	struct fx	 f;
	const char	*err;
	quarters	 v;

	fx_load(&f, HEAD WOODS "units:\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 7, "
	    "disorganized: true, tactical: 2, hex: \"4610\"}\n"
	    BROWN(""));
	v = unit_combat_value(f.g, game_unit(f.g, "Wagner"));
	/* Never a guess: no positive value is made up. */
	ck_assert_int_le(v, 0);
	ck_assert_int_eq(f.t.d.status, ST_DATA);
	err = tg_errors(&f.t);
	ck_assert_int_eq(tg_nlines(err), 1);
	ck_assert_msg(strstr(err, "charts.strength-markers.7:") != NULL,
	    "%s", err);
	ck_assert_msg(strstr(err, "units.Wagner.combat") != NULL, "%s", err);
	fx_done(&f);

	/* And the combat stops there, before any modifier. */
	fx_load(&f, HEAD WOODS "units:\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 7, "
	    "disorganized: true, tactical: 2, hex: \"4610\"}\n"
	    BROWN(""));
	ck_assert_int_eq(fx_prepare(&f, "Brown", "4610", ATTACK_NORMAL),
	    ST_DATA);
	ck_assert_msg(strstr(tg_errors(&f.t), "units.Wagner.combat") != NULL,
	    "%s", tg_errors(&f.t));
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
	char		 yaml[512];
	struct fx	 f;
	struct unit	*u;

	if (attack_values[i].combat != NULL)
		snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n"
		    "  A: {side: csa, type: infantry, manpower: %d, "
		    "disorganized: true, combat: %s, demoralized: %d, "
		    "hex: \"4611\"}\n", attack_values[i].manpower,
		    attack_values[i].combat, attack_values[i].demoralized);
	else
		snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n"
		    "  A: {side: csa, type: infantry, manpower: %d, "
		    "demoralized: %d, hex: \"4611\"}\n",
		    attack_values[i].manpower, attack_values[i].demoralized);
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
	{ TG_SIV, "S1010", "usa", "fort", NULL, 12,
	    "completed fort triples" },
	{ TG_STD, "4610", "csa", "none", "{terrain: clear, features: "
	    "[redoubt]}", 6, "printed redoubts are Confederate: ×1.5" },
	{ TG_STD, "4610", "usa", "none", "{terrain: clear, features: "
	    "[redoubt]}", 4, "a Confederate redoubt does nothing for the "
	    "Union" },
	{ TG_STD, "4610", "usa", "none", "{terrain: clear, features: "
	    "[redoubt], redoubt: usa}", 6, "a Union redoubt: ×1.5" },
	{ TG_STD, "4610", "csa", "none", "{terrain: clear, features: "
	    "[redoubt], redoubt: usa}", 4, "a Union redoubt does nothing "
	    "for the Confederates" },
	{ TG_STD, "4610", "csa", "breastwork", "{terrain: clear, features: "
	    "[redoubt]}", 8, "a redoubt only with no other entrenchment: "
	    "the breastwork's ×2" },
	{ TG_STD, "4610", "csa", "abatis", "{terrain: clear, features: "
	    "[redoubt]}", 6, "a redoubt with an abatis: the abatis' ×1.5, "
	    "not ×2.25" },
	{ TG_STD, "4610", "csa", "none", "{terrain: clear, features: "
	    "[naval-battery]}", 6, "a Naval Battery holds a Confederate "
	    "redoubt" },
	{ TG_STD, "4610", "usa", "none", "{terrain: clear, features: "
	    "[naval-battery]}", 4, "a Naval Battery's redoubt is "
	    "Confederate" },
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
 * (issue 9: the 65th and later were once left out without a word).
 */
START_TEST(test_7_1_every_unit_of_a_big_stack_defends)
{
	struct fx	 f;
	char		*stack = tg_stack("S", 70, "side: usa, type: infantry, "
			    "manpower: 1, tactical: 1, hex: \"4610\"");
	static char	 yaml[16384];
	int		 i;

	ck_assert_int_lt(snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n%s"
	    "  Big: {side: csa, type: infantry, manpower: 22, tactical: 1, "
	    "hex: \"4611\"}\n", stack), (int)sizeof(yaml));
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
	    "  A: {side: usa, type: infantry, manpower: 3, tactical: 1, "
	    "entrenchment: abatis, hex: \"4610\"}\n"
	    "  B: {side: usa, type: infantry, manpower: 2, tactical: 1, "
	    "hex: \"4610\"}\n"
	    "  C: {side: usa, type: infantry, manpower: 1, tactical: 1, "
	    "hex: \"4610\"}\n"
	    "  Big: {side: csa, type: infantry, manpower: 22, tactical: 1, "
	    "hex: \"4611\"}\n", "Big", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.ndefenders, 3);
	ck_assert_int_eq(f.c.defender_values[0], Q(3));
	ck_assert_int_eq(f.c.defend_value, Q(7) + 2);
	ck_assert_int_eq(f.c.defend_column_value, Q(6));
	ck_assert_str_eq(f.c.ratio, "2-1");
	ck_assert_int_eq(mod_value(&f.c, "ratio"), 1);
	ck_assert_str_eq(f.c.defend_column, "4-6");
	ck_assert_int_eq(ROLL(&f, 1, 6), 0);
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_log_str(f.g, "values.defender", "7.5");
	ck_log_str(f.g, "values.defender_unentrenched", "6");
	fx_done(&f);

	/* 3 under an abatis and a disorganized ½: 5 for the ratio, and
	 * 3½ for the column, which falls between ½-3 and 4-6: 4-6. */
	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 3, tactical: 1, "
	    "entrenchment: abatis, hex: \"4610\"}\n"
	    "  B: {side: usa, type: infantry, manpower: 1, tactical: 1, "
	    "disorganized: true, combat: 0.5, hex: \"4610\"}\n"
	    BROWN(""), "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.defend_value, Q(5));
	ck_assert_int_eq(f.c.defend_column_value, Q(3) + 2);
	ck_assert_str_eq(f.c.defend_column, "4-6");
	ck_assert_str_eq(f.c.ratio, "1-1");
	fx_done(&f);
}
END_TEST

/* A unit of either side; tactical 1 where tactical values do not matter. */
#define UNIT(name, side, mp, more, hex)					\
	"  " name ": {side: " side ", type: infantry, manpower: " #mp	\
	", tactical: 1" more ", hex: \"" hex "\"}\n"

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
	if (strchr(spec, '.') != NULL)
		snprintf(buf, len, "  %s: {side: %s, type: infantry, "
		    "manpower: %d, disorganized: true, combat: %s, "
		    "tactical: 1, hex: \"%s\"}\n", name, side, atoi(spec) + 1,
		    spec, hex);
	else
		snprintf(buf, len, "  %s: {side: %s, type: infantry, "
		    "manpower: %s, tactical: 1, hex: \"%s\"}\n", name, side,
		    spec, hex);
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
	char		 yaml[1024], a[256], d[256];
	struct fx	 f;

	unit_of_value(a, sizeof(a), "A", "csa", "4611", columns[i].value);
	unit_of_value(d, sizeof(d), "D", "usa", "4610", columns[i].value);
	snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n%s%s", a, d);
	fx_attack(&f, yaml, "A", ATTACK_NORMAL);
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
	char		 yaml[1024], a[256], d[256];
	struct fx	 f;

	unit_of_value(a, sizeof(a), "A", "csa", "4611", ratios[i].attacker);
	unit_of_value(d, sizeof(d), "D", "usa", "4610", ratios[i].defender);
	snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n%s%s", a, d);
	fx_attack(&f, yaml, "A", ATTACK_NORMAL);
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
 * 7.4 Tactical Modifier.
 */

START_TEST(test_7_4_tactical_split_values)
{
	struct fx f;

	/* Before the slash when attacking, after it when defending: 3 less
	 * 4.  Read the wrong way round it would be 1 less 2, or 3 less 2. */
	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 3/1, "
	    "hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 8, tactical: 2/4, "
	    "hex: \"4610\"}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), -1);
	ck_assert_str_eq(tg_mod(&f.c, "tactical")->rule, "7.4");
	ck_assert(!tg_mod(&f.c, "tactical")->defender);
	fx_done(&f);

	/* The best of the defending hex, units and leaders. */
	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 2, "
	    "hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 4, tactical: 1, "
	    "hex: \"4610\"}\n"
	    "  E: {side: usa, type: infantry, manpower: 4, tactical: 3/0, "
	    "hex: \"4610\"}\n"
	    "  F: {side: usa, type: infantry, manpower: 4, tactical: 0/2, "
	    "hex: \"4610\"}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 0);
	fx_done(&f);
}
END_TEST

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

START_TEST(test_7_4_tactical_leader_subordinate_in_hex_lends)
{
	struct fx f;

	/* Cheatham is with B, not with A: he lends to any attack by a
	 * subordinate active unit in his hex (7.4, March action). */
	fx_attack(&f, HEAD WOODS TACTICAL_UNITS "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, "
	    "tactical: 3, with: B}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 3 - 1);
	ck_assert_ptr_nonnull(strstr(tg_mod(&f.c, "tactical")->why,
	    "Cheatham"));
	fx_done(&f);

	/* A leader's split value: the attack number. */
	fx_attack(&f, HEAD WOODS TACTICAL_UNITS "leaders:\n"
	    "  Cheatham: {side: csa, rank: corps, leads: Cheatham, "
	    "tactical: 4/1, with: A}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 4 - 1);
	fx_done(&f);

	/* A leader worse than the unit lends nothing better. */
	fx_attack(&f, HEAD WOODS TACTICAL_UNITS "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, "
	    "tactical: 0, with: A}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 1 - 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_tactical_leader_not_subordinate_does_not_lend)
{
	struct fx f;

	/* Lee leads another command, though he is in the attacker's hex
	 * and with a unit of his own command there. */
	fx_attack(&f, HEAD WOODS TACTICAL_UNITS "leaders:\n"
	    "  Lee: {side: csa, rank: corps, leads: Other, tactical: 4, "
	    "with: C}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 0);
	fx_done(&f);

	/* A subordinate leader in another hex: "only if it is stacked in
	 * the same hex as a subordinate attacking unit". */
	fx_attack(&f, HEAD WOODS TACTICAL_UNITS "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, "
	    "tactical: 4, with: Far}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_tactical_attacker_without_command)
{
	struct fx f;

	/* RULINGS 11: with no `command`, only a leader with the attacker
	 * itself lends. */
	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4611\"}\n"
	    "  B: {side: csa, type: infantry, manpower: 4, tactical: 0, "
	    "hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4610\"}\n"
	    "leaders:\n"
	    "  Near: {side: csa, rank: division, leads: X, tactical: 3, "
	    "with: B}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 0);
	fx_done(&f);

	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4610\"}\n"
	    "leaders:\n"
	    "  Near: {side: csa, rank: division, leads: X, tactical: 3, "
	    "with: A}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 3 - 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_tactical_defenders_leaders_count)
{
	struct fx f;

	/* "the highest Tactical value among the units and leaders in the
	 * defending hex"; a leader's split value after the slash. */
	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 2, "
	    "hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4610\"}\n"
	    "  Away: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4609\"}\n"
	    "leaders:\n"
	    "  Banks: {side: usa, rank: corps, leads: Banks, tactical: 1/3, "
	    "with: D}\n"
	    "  Shields: {side: usa, rank: division, leads: Shields, "
	    "tactical: 4, with: Away}\n", "A", ATTACK_NORMAL);
	/* Banks (3 defending) counts; Shields, one hex away, does not. */
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 2 - 3);
	ck_assert_ptr_nonnull(strstr(tg_mod(&f.c, "tactical")->why,
	    "Banks"));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_tactical_missing_is_data_error)
{
	struct fx f;

	fx_load(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, hex: \"4611\"}\n"
	    WAGNER(""));
	ck_assert_int_eq(fx_prepare(&f, "A", "4610", ATTACK_NORMAL), ST_DATA);
	ck_assert_msg(strstr(tg_errors(&f.t), "units.A.tactical:") != NULL,
	    "%s", tg_errors(&f.t));
	fx_done(&f);

	fx_load(&f, HEAD WOODS "units:\n" BROWN("")
	    "  D: {side: usa, type: infantry, manpower: 8, hex: \"4610\"}\n");
	ck_assert_int_eq(fx_prepare(&f, "Brown", "4610", ATTACK_NORMAL),
	    ST_DATA);
	ck_assert_msg(strstr(tg_errors(&f.t), "units.D.tactical:") != NULL,
	    "%s", tg_errors(&f.t));
	fx_done(&f);

	/* A subordinate leader who would lend: his value is needed. */
	fx_load(&f, HEAD WOODS "units:\n" BROWN(", command: [Cheatham]")
	    WAGNER("") "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, "
	    "with: Brown}\n");
	ck_assert_int_eq(fx_prepare(&f, "Brown", "4610", ATTACK_NORMAL),
	    ST_DATA);
	ck_assert_msg(strstr(tg_errors(&f.t), "leaders.Cheatham.tactical:") !=
	    NULL, "%s", tg_errors(&f.t));
	fx_done(&f);

	/* RULINGS 11: an army leader without one is skipped. */
	fx_attack(&f, HEAD WOODS "units:\n" BROWN(", command: [Army]")
	    WAGNER("") "leaders:\n"
	    "  Jackson: {side: csa, rank: army, leads: Army, with: Brown}\n",
	    "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "tactical"), 0);
	ck_assert_str_eq(tg_errors(&f.t), "");
	fx_done(&f);
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

#define CSA(name, more)	"  " name ": {side: csa, type: infantry, "	\
	"manpower: 4, tactical: 1, hex: \"4610\", " more "}\n"

START_TEST(test_7_4_artillery_star_die_even_uses_odd_none)
{
	struct fx f;

	/* The 7.5 example's cell: rough, differential 0, -1*. */
	artillery_fixture(&f, "rough", "artillery: 2",
	    CSA("D", "artillery: 2"));
	ck_assert_str_eq(f.c.artillery_cell, "-1*");
	ck_assert(f.c.artillery_die);
	ck_assert_int_eq(f.c.attacker_fixed, 0);
	ck_assert_int_eq(ROLL(&f, 4, 3, 3), 0);
	ck_assert_int_eq(f.c.die_artillery, 4);
	ck_assert_int_eq(f.c.artillery_mod, -1);
	ck_assert_int_eq(f.c.difference, 3 - 1 - 3);
	ck_assert_int_eq(ROLL(&f, 3, 3, 3), 0);
	ck_assert_int_eq(f.c.artillery_mod, 0);
	ck_assert_int_eq(f.c.difference, 3 - 3);
	fx_done(&f);

	/* Rolling, +5 to +7: +1*. */
	artillery_fixture(&f, "rolling", "artillery: 6",
	    CSA("D", "artillery: 1"));
	ck_assert_str_eq(f.c.artillery_cell, "+1*");
	ck_assert_int_eq(ROLL(&f, 6, 3, 3), 0);
	ck_assert_int_eq(f.c.artillery_mod, 1);
	ck_assert_int_eq(ROLL(&f, 1, 3, 3), 0);
	ck_assert_int_eq(f.c.artillery_mod, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_dagger_die_even_two_odd_one)
{
	struct fx f;

	/* Clear, +8 or more: +2†.  The defender's 0 touches only negative
	 * modifiers. */
	artillery_fixture(&f, "clear", "artillery: 8",
	    CSA("D", "artillery: 0"));
	ck_assert_str_eq(f.c.artillery_cell, "+2\xe2\x80\xa0");
	ck_assert(f.c.artillery_die);
	ck_assert_int_eq(ROLL(&f, 6, 3, 3), 0);
	ck_assert_int_eq(f.c.artillery_mod, 2);
	ck_assert_int_eq(ROLL(&f, 5, 3, 3), 0);
	ck_assert_int_eq(f.c.artillery_mod, 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_defender_zero_negative_is_none)
{
	struct fx f;

	/* Clear, +1: -2, made "no effect"; no die. */
	artillery_fixture(&f, "clear", "artillery: 1",
	    CSA("D", "artillery: 0"));
	ck_assert_int_eq(f.c.defend_artillery, 0);
	ck_assert_int_eq(f.c.artillery_even, 0);
	ck_assert_int_eq(f.c.artillery_odd, 0);
	ck_assert(!f.c.artillery_die);
	fx_done(&f);

	/* Rough, +1: -1*, either way nothing: no die is rolled (RULINGS
	 * 8), and the first die is the attacker's. */
	artillery_fixture(&f, "rough", "artillery: 1",
	    CSA("D", "artillery: 0"));
	ck_assert_str_eq(f.c.artillery_cell, "-1*");
	ck_assert(!f.c.artillery_die);
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
	struct fx f;

	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 1"));
	ck_assert_str_eq(f.c.artillery_cell, "-2");
	ck_assert_int_eq(f.c.artillery_even, -1);
	ck_assert_int_eq(f.c.artillery_odd, -1);
	fx_done(&f);

	/* "not counting entrenchments": 1 under a breastwork is 2 in the
	 * differential, still 1 printed. */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 1, entrenchment: breastwork"));
	ck_assert_int_eq(f.c.defend_artillery, 2);
	ck_assert_int_eq(f.c.defend_artillery_printed, 1);
	ck_assert_int_eq(f.c.artillery_even, -1);
	fx_done(&f);

	/* Rolling -1 is not a -2: unchanged. */
	artillery_fixture(&f, "rolling", "artillery: 0",
	    CSA("D", "artillery: 1"));
	ck_assert_int_eq(f.c.artillery_even, -1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_printed_total_two_minus3_is_minus2)
{
	struct fx f;

	/* 2 under a fort: 6, differential -6, -3 made -2. */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 2, entrenchment: fort"));
	ck_assert_str_eq(f.c.artillery_cell, "-3");
	ck_assert_int_eq(f.c.defend_artillery, 6);
	ck_assert_int_eq(f.c.artillery_even, -2);
	fx_done(&f);

	/* The same total over two units. */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 1, entrenchment: fort")
	    CSA("E", "artillery: 1, entrenchment: fort"));
	ck_assert_int_eq(f.c.defend_artillery_printed, 2);
	ck_assert_int_eq(f.c.artillery_even, -2);
	fx_done(&f);

	/* Printed 2 leaves a -2 alone (only 1 converts it). */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 2"));
	ck_assert_str_eq(f.c.artillery_cell, "-2");
	ck_assert_int_eq(f.c.artillery_even, -2);
	fx_done(&f);

	/* Printed 3 leaves a -3 alone: 3 under an abatis is 5. */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 3, entrenchment: abatis"));
	ck_assert_str_eq(f.c.artillery_cell, "-3");
	ck_assert_int_eq(f.c.artillery_even, -3);
	fx_done(&f);
}
END_TEST

START_TEST(test_11_0_demoralized_artillery_is_zero)
{
	struct fx f;

	/* A demoralized attacker's 5 is 0, and the defender has none:
	 * neither side has artillery. */
	artillery_fixture(&f, "clear", "artillery: 5, demoralized: 1",
	    CSA("D", "artillery: 0"));
	ck_assert_int_eq(f.c.attack_artillery, 0);
	ck_assert_ptr_null(f.c.artillery_cell);
	ck_assert(!f.c.artillery_die);
	fx_done(&f);

	/* A Demoralize-2 defender's 3 is 0: differential +3, NE, where 3
	 * against 3 would have been -2. */
	artillery_fixture(&f, "clear", "artillery: 3",
	    CSA("D", "artillery: 3, demoralized: 2"));
	ck_assert_int_eq(f.c.defend_artillery, 0);
	ck_assert_int_eq(f.c.defend_artillery_printed, 0);
	ck_assert_str_eq(f.c.artillery_cell, "NE");
	ck_assert_int_eq(f.c.artillery_even, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_9_0_entrenched_defender_artillery_rounded_up)
{
	struct fx f;

	/* 1 under an abatis: 1½, rounded up to 2. */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 1, entrenchment: abatis"));
	ck_assert_int_eq(f.c.defend_artillery, 2);
	ck_assert_int_eq(f.c.defend_artillery_printed, 1);
	fx_done(&f);

	/* Two such units: the hex's total, 3, is rounded, not each unit. */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 1, entrenchment: abatis")
	    CSA("E", "artillery: 1, entrenchment: abatis"));
	ck_assert_int_eq(f.c.defend_artillery, 3);
	fx_done(&f);

	/* Multiplied unit by unit: 2 doubled and 1 not. */
	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 2, entrenchment: breastwork")
	    CSA("E", "artillery: 1"));
	ck_assert_int_eq(f.c.defend_artillery, 5);
	ck_assert_int_eq(f.c.defend_artillery_printed, 3);
	fx_done(&f);
}
END_TEST

START_TEST(test_9_0_redoubt_artillery_rounded_up)
{
	char		 yaml[1024];
	struct fx	 f;

	/* 9.0: "multiply the sum of all the Artillery values in the hex by
	 * 1.5 and round fractions up": 3 is 4½, 5. */
	snprintf(yaml, sizeof(yaml), HEAD "map:\n  terrain: clear\n"
	    "  hexes:\n    \"4610\": {terrain: clear, features: [redoubt]}\n"
	    "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "artillery: 9, hex: \"4611\"}\n"
	    CSA("D", "artillery: 2") CSA("E", "artillery: 1"));
	fx_attack(&f, yaml, "A", ATTACK_NORMAL);
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
		    "units:\n"
		    "  A: {side: usa, type: infantry, manpower: 8, "
		    "tactical: 1, hex: \"4611\"}\n"
		    "  D: {side: csa, type: infantry, manpower: 8, "
		    "tactical: 1, hex: \"4610\"}\n", terrains[i]);
		fx_attack(&f, yaml, "A", ATTACK_NORMAL);
		ck_assert_ptr_null(f.c.artillery_cell);
		ck_assert(!f.c.artillery_die);
		ck_assert_int_eq(ROLL(&f, 2, 5), 0);
		ck_assert_int_eq(f.c.die_artillery, 0);
		ck_assert_int_eq(f.c.die_attacker, 2);
		ck_assert_int_eq(f.c.die_defender, 5);
		ck_assert_str_eq(f.d.rolls[0].purpose, "attacker");
		ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL,
		    0), 0);
		ck_assert_ptr_null(tg_log(f.g, "dice.artillery"));
		ck_assert_ptr_null(tg_log(f.g, "values.artillery_attacker"));
		ck_assert_str_eq(tg_errors(&f.t), "");
		fx_done(&f);
	}
}
END_TEST

START_TEST(test_7_4_artillery_neither_side_no_modifier_no_die)
{
	struct fx	f;
	int		i;

	artillery_fixture(&f, "clear", "artillery: 0",
	    CSA("D", "artillery: 0"));
	ck_assert_ptr_null(f.c.artillery_cell);
	ck_assert(!f.c.artillery_die);
	ck_assert_int_eq(ROLL(&f, 4, 2), 0);
	ck_assert_int_eq(f.c.die_attacker, 4);
	ck_assert_int_eq(f.c.die_defender, 2);
	ck_assert_int_eq(f.c.artillery_mod, 0);
	ck_assert_int_eq(dice_unused(&f.d), 0);
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	for (i = 0; tg_log(f.g, "modifiers") != NULL &&
	    i < tg_log(f.g, "modifiers")->n; i++)
		ck_assert_str_ne(node_get(tg_log(f.g, "modifiers")->items[i],
		    "name")->str, "artillery");
	fx_done(&f);
}
END_TEST

START_TEST(test_dsgn5_dice_order_artillery_attacker_defender)
{
	struct fx f;

	artillery_fixture(&f, "rough", "artillery: 2",
	    CSA("D", "artillery: 2"));
	ck_assert_int_eq(ROLL(&f, 3, 4, 2), 0);
	ck_assert_int_eq(f.c.die_artillery, 3);
	ck_assert_int_eq(f.c.die_attacker, 4);
	ck_assert_int_eq(f.c.die_defender, 2);
	ck_assert_int_eq(f.d.nrolls, 3);
	ck_assert_str_eq(f.d.rolls[0].purpose, "artillery");
	ck_assert_str_eq(f.d.rolls[1].purpose, "attacker");
	ck_assert_str_eq(f.d.rolls[2].purpose, "defender");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_4_artillery_missing_is_data_error)
{
	struct fx f;

	fx_load(&f, HEAD CLEAR "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4611\"}\n" CSA("D", "artillery: 1"));
	ck_assert_int_eq(fx_prepare(&f, "A", "4610", ATTACK_NORMAL), ST_DATA);
	ck_assert_msg(strstr(tg_errors(&f.t), "units.A.artillery:") != NULL,
	    "%s", tg_errors(&f.t));
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
	const int	 i = _i;
	char		 yaml[1024], side[256] = "";
	struct fx	 f;
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
	if (tg_mod(&f.c, "crossing") != NULL)
		ck_assert(tg_mod(&f.c, "crossing")->defender);
	if (tg_mod(&f.c, "creek") != NULL)
		ck_assert(tg_mod(&f.c, "creek")->defender);
	if (tg_mod(&f.c, "elevation") != NULL)
		ck_assert(tg_mod(&f.c, "elevation")->defender);
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
		fx_attack(&f, HEAD WOODS "units:\n" BROWN("") WAGNER(""),
		    "Brown", (enum attack_type)t);
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

/* 7.4 Rain, 12.0: the attacker subtracts 1. */
START_TEST(test_7_4_rain_minus_one)
{
	struct fx f;

	fx_attack(&f, HEAD_RAIN WOODS "units:\n" BROWN("") WAGNER(""),
	    "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(mod_value(&f.c, "rain"), -1);
	ck_assert(!tg_mod(&f.c, "rain")->defender);
	ck_assert_int_eq(f.c.attacker_fixed, -1);
	fx_done(&f);

	fx_attack(&f, HEAD WOODS "units:\n" BROWN("") WAGNER(""),
	    "Brown", ATTACK_NORMAL);
	ck_assert_ptr_null(tg_mod(&f.c, "rain"));
	fx_done(&f);
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
	{ "  D: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "demoralized: 2, hex: \"4610\"}\n" CSA("E", "demoralized: 0"), 0,
	    "3 of 7: less than half" },
	{ CSA("D", "demoralized: 1"), 0, "Demoralize-1 alone" },
	{ "  D: {side: csa, type: infantry, manpower: 8, tactical: 1, "
	    "disorganized: true, combat: 2, demoralized: 2, hex: \"4610\"}\n"
	    "  E: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "hex: \"4610\"}\n", 0, "2 of 5, by Combat values, not manpower" },
	{ "  D: {side: csa, type: infantry, manpower: 8, tactical: 1, "
	    "disorganized: true, combat: 3, demoralized: 2, hex: \"4610\"}\n"
	    "  E: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "hex: \"4610\"}\n", -1, "3 of 6, by Combat values" },
};

START_TEST(test_7_4_demoralize2_defender_minus_one)
{
	const int	 i = _i;
	char		 yaml[1024];
	struct fx	 f;

	snprintf(yaml, sizeof(yaml), HEAD WOODS "units:\n"
	    "  A: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "hex: \"4611\"}\n%s", d2_defence[i].units);
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
 * 7.5 Combat Example (from HSN), every step of it.
 */
#define EXAMPLE_7_5							\
	HEAD "map:\n  terrain: clear\n  hexes:\n    \"4610\": rough\n"	\
	"units:\n"							\
	"  Wagner: {side: usa, type: infantry, size: division, "	\
	"manpower: 7, artillery: 2, tactical: 2, fatigue: 1, "		\
	"hex: \"4610\"}\n"						\
	"  Brown: {side: csa, type: infantry, size: division, "		\
	"command: [Cheatham], manpower: 8, artillery: 2, tactical: 2, "	\
	"fatigue: 1, hex: \"4611\"}\n"					\
	"  Armstrong: {side: csa, type: infantry, size: brigade, "	\
	"manpower: 2, artillery: 0, tactical: 1, fatigue: 1, "		\
	"hex: \"4510\"}\n"						\
	"leaders:\n"							\
	"  Cheatham: {side: csa, rank: division, leads: Cheatham, "	\
	"tactical: 3, with: Brown}\n"

START_TEST(test_7_5_combat_example_in_full)
{
	struct fx	 f;
	const struct node *m;

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

	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_assert_int_eq(f.t.d.status, 0);
	ck_log_str(f.g, "values.attacker", "8");
	ck_log_str(f.g, "values.defender", "7");
	ck_log_str(f.g, "values.ratio", "1-1");
	ck_log_str(f.g, "values.attacker_column", "7-11");
	ck_log_str(f.g, "values.defender_column", "7-11");
	ck_log_str(f.g, "flank.covered", "5");
	ck_log_str(f.g, "flank.basic", "2");
	ck_log_str(f.g, "flank.final", "2");
	ck_log_str(f.g, "dice.artillery", "3");
	ck_log_str(f.g, "dice.attacker", "4");
	ck_log_str(f.g, "dice.defender", "2");
	ck_log_str(f.g, "difference", "4");
	ck_log_str(f.g, "result.defender", "1DR");
	ck_log_str(f.g, "result.attacker", "fa");
	ck_assert_ptr_null(tg_log(f.g, "italic"));
	/* The artillery modifier in the log: 0, from -1* on an odd die. */
	m = tg_log(f.g, "modifiers");
	ck_assert_ptr_nonnull(m);
	{
		int i, found = 0;

		for (i = 0; i < m->n; i++) {
			const struct node *v = m->items[i];

			if (strcmp(node_get(v, "name")->str, "artillery") != 0)
				continue;
			found++;
			ck_assert_str_eq(node_get(v, "value")->str, "0");
			ck_assert_str_eq(node_get(v, "side")->str, "attacker");
			ck_assert_ptr_nonnull(strstr(node_get(v, "why")->str,
			    "-1*"));
		}
		ck_assert_int_eq(found, 1);
	}
	fx_done(&f);
}
END_TEST

/*
 * 7.5 The Combat Chart's rows.
 */

START_TEST(test_7_5_difference_below_minus_8_reads_minus_8_row)
{
	struct fx f;

	/* 2 against 10: 1-5, -4; column of route -3; 1 less 5: -11. */
	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 2, tactical: 1, "
	    "hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 10, tactical: 1, "
	    "hex: \"4610\"}\n", "A", ATTACK_COLUMN);
	ck_assert_int_eq(f.c.attacker_fixed, -7);
	ck_assert_int_eq(ROLL(&f, 1, 5), 0);
	ck_assert_int_eq(f.c.difference, -11);
	ck_assert_str_eq(f.c.row, "-8");
	/* The printed "≤ -8" row: defender 7-11 "–", attacker ½-3 "3D". */
	ck_assert_str_eq(f.c.result_defender, "-");
	ck_assert_str_eq(f.c.result_attacker, "3D");
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_log_str(f.g, "difference", "-11");
	fx_done(&f);
}
END_TEST

/* 42 against 7: 6-1, +5; 6 less 5: +6. */
#define PLUS_SIX_UNITS							\
	"units:\n"							\
	"  A: {side: csa, type: infantry, manpower: 42, tactical: 1, "	\
	"hex: \"4611\"}\n"						\
	"  D: {side: usa, type: infantry, manpower: 7, tactical: 1, "	\
	"hex: \"4610\"}\n"

/*
 * 7.5: the rows the v1.6 text cuts off (the defender's above +5, the
 * attacker's above +2) rule from Charts & Tables v1.4; they used to stop
 * with the missing-data error.
 */
START_TEST(test_7_5_v1_4_rows_rule)
{
	struct fx	 f;

	fx_attack(&f, HEAD WOODS PLUS_SIX_UNITS, "A", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.attacker_fixed, 5);
	ck_assert_int_eq(ROLL(&f, 6, 5), 0);
	ck_assert_int_eq(f.c.difference, 6);
	ck_assert_str_eq(f.c.row, "+6");
	/* Defender 7-11 at +6: "2DR"; attacker 38-49 at +6: "1a". */
	ck_assert_str_eq(f.c.result_defender, "2DR");
	ck_assert_str_eq(f.c.result_attacker, "1a");
	ck_assert_str_eq(tg_errors(&f.t), "");
	fx_done(&f);

	/* The attacker's +3 line, 7-11: "Fa" (the defender's "1Dr"). */
	fx_attack(&f, HEAD WOODS "units:\n" BROWN("") WAGNER(""), "Brown",
	    ATTACK_NORMAL);
	ck_assert_int_eq(ROLL(&f, 4, 1), 0);
	ck_assert_str_eq(f.c.row, "+3");
	ck_assert_str_eq(f.c.result_defender, "1Dr");
	ck_assert_str_eq(f.c.result_attacker, "Fa");
	ck_assert_str_eq(tg_errors(&f.t), "");
	fx_done(&f);
}
END_TEST

/* 7.5: "≥ +10" is the last line, as "≤ -8" is the first: +11 reads +10. */
START_TEST(test_7_5_plus10_or_more_reads_last_row)
{
	struct fx	 f;

	ck_assert_int_eq(combat_chart_line(10), 10);
	ck_assert_int_eq(combat_chart_line(11), 10);
	ck_assert_int_eq(combat_chart_line(25), 10);
	ck_assert_int_eq(combat_chart_line(-9), -8);
	ck_assert_int_eq(combat_chart_line(9), 9);

	/* 56 against 7: 8-1, +7; 6 less 1: +12, read on the "≥ +10" line
	 * (defender 7-11 "5DR*", attacker 50-59 "a"). */
	fx_attack(&f, HEAD WOODS "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 56, tactical: 1, "
	    "hex: \"4611\"}\n"
	    "  D: {side: usa, type: infantry, manpower: 7, tactical: 1, "
	    "hex: \"4610\"}\n", "A", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.attacker_fixed, 7);
	ck_assert_int_eq(ROLL(&f, 6, 1), 0);
	ck_assert_int_eq(f.c.difference, 12);
	ck_assert_str_eq(f.c.row, "+10");
	ck_assert_str_eq(f.c.result_defender, "5DR*");
	ck_assert_str_eq(f.c.result_attacker, "a");
	fx_done(&f);
}
END_TEST

/* An override still corrects a cell, now a built-in one (DESIGN.md
 * section 6: a player whose card differs). */
START_TEST(test_7_5_override_corrects_v1_4_row)
{
	struct fx f;

	fx_attack(&f, HEAD WOODS "charts:\n"
	    "  combat-defender: {\"+6\": {\"7-11\": 3DR}}\n"
	    "  combat-attacker: {\"+6\": {\"38-49\": a}}\n"
	    PLUS_SIX_UNITS, "A", ATTACK_NORMAL);
	ck_assert_int_eq(ROLL(&f, 6, 5), 0);
	ck_assert_str_eq(f.c.row, "+6");
	ck_assert_str_eq(f.c.result_defender, "3DR");
	ck_assert_str_eq(f.c.result_attacker, "a");
	ck_assert_str_eq(tg_errors(&f.t), "");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_5_zero_row_is_italic)
{
	struct fx f;

	fx_attack(&f, HEAD WOODS "units:\n" BROWN("") WAGNER(""), "Brown",
	    ATTACK_NORMAL);
	ck_assert_int_eq(ROLL(&f, 3, 3), 0);
	ck_assert_int_eq(f.c.difference, 0);
	ck_assert_str_eq(f.c.row, "0");
	ck_assert(f.c.italic);
	/* The 0 row, 7-11: "D" and "1D". */
	ck_assert_str_eq(f.c.result_defender, "D");
	ck_assert_str_eq(f.c.result_attacker, "1D");
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_log_str(f.g, "italic", "true");
	ck_log_str(f.g, "row", "0");
	fx_done(&f);

	fx_attack(&f, HEAD WOODS "units:\n" BROWN("") WAGNER(""), "Brown",
	    ATTACK_NORMAL);
	ck_assert_int_eq(ROLL(&f, 3, 4), 0);
	ck_assert_str_eq(f.c.row, "-1");
	ck_assert(!f.c.italic);
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_assert_ptr_null(tg_log(f.g, "italic"));
	fx_done(&f);
}
END_TEST

static Suite *
combat_suite(void)
{
	Suite	*s = suite_create("combat");
	TCase	*tc;

#define N(a)	((int)(sizeof(a) / sizeof((a)[0])))
	tc = tcase_create("values");
	tcase_add_test(tc, test_7_2_organized_value_is_manpower);
	tcase_add_test(tc, test_7_2_disorganized_value_is_units_combat);
	tcase_add_test(tc,
	    test_7_2_disorganized_value_from_strength_markers_chart);
	tcase_add_test(tc, test_7_2_disorganized_value_missing_is_data_error);
	tcase_add_loop_test(tc, test_11_0_demoralized_attack_value, 0,
	    N(attack_values));
	tcase_add_test(tc, test_11_0_demoralized_defends_at_full_value);
	tcase_add_loop_test(tc, test_9_0_entrenchment_multiplier, 0,
	    N(entrenchments));
	tcase_add_test(tc, test_7_1_every_unit_of_a_big_stack_defends);
	tcase_add_test(tc, test_7_2_defender_values_sum_with_fractions_kept);
	tcase_add_loop_test(tc, test_7_2_maximum_values, 0, N(caps));
	tcase_add_loop_test(tc, test_7_5_combat_chart_columns, 0, N(columns));
	tcase_add_test(tc, test_7_5_hindman_breastwork_ratio_16_column_7_11);
	suite_add_tcase(s, tc);

	tc = tcase_create("modifiers");
	tcase_add_loop_test(tc, test_7_4_ratio_rounded_in_defenders_favour, 0,
	    N(ratios));
	tcase_add_test(tc, test_7_4_tactical_split_values);
	tcase_add_test(tc, test_7_4_tactical_leader_subordinate_in_hex_lends);
	tcase_add_test(tc,
	    test_7_4_tactical_leader_not_subordinate_does_not_lend);
	tcase_add_test(tc, test_7_4_tactical_attacker_without_command);
	tcase_add_test(tc, test_7_4_tactical_defenders_leaders_count);
	tcase_add_test(tc, test_7_4_tactical_missing_is_data_error);
	tcase_add_loop_test(tc, test_7_4_artillery_summary_every_row_and_column,
	    0, N(artillery_terrain) * 5);
	tcase_add_test(tc, test_7_4_artillery_star_die_even_uses_odd_none);
	tcase_add_test(tc, test_7_4_artillery_dagger_die_even_two_odd_one);
	tcase_add_test(tc, test_7_4_artillery_defender_zero_negative_is_none);
	tcase_add_test(tc,
	    test_7_4_artillery_printed_total_one_minus2_is_minus1);
	tcase_add_test(tc,
	    test_7_4_artillery_printed_total_two_minus3_is_minus2);
	tcase_add_test(tc, test_11_0_demoralized_artillery_is_zero);
	tcase_add_test(tc, test_9_0_entrenched_defender_artillery_rounded_up);
	tcase_add_test(tc, test_9_0_redoubt_artillery_rounded_up);
	tcase_add_test(tc,
	    test_7_4_artillery_none_in_woods_city_mountain_swamp);
	tcase_add_test(tc, test_7_4_artillery_neither_side_no_modifier_no_die);
	tcase_add_test(tc, test_dsgn5_dice_order_artillery_attacker_defender);
	tcase_add_test(tc, test_7_4_artillery_missing_is_data_error);
	tcase_add_loop_test(tc, test_7_4_terrain_modifiers, 0, N(terrains));
	tcase_add_test(tc, test_7_4_attack_type_modifier);
	tcase_add_test(tc, test_7_4_rain_minus_one);
	tcase_add_loop_test(tc, test_7_4_demoralize2_defender_minus_one, 0,
	    N(d2_defence));
	suite_add_tcase(s, tc);

	tc = tcase_create("chart");
	tcase_add_test(tc, test_7_5_combat_example_in_full);
	tcase_add_test(tc, test_7_5_difference_below_minus_8_reads_minus_8_row);
	tcase_add_test(tc, test_7_5_v1_4_rows_rule);
	tcase_add_test(tc, test_7_5_plus10_or_more_reads_last_row);
	tcase_add_test(tc, test_7_5_override_corrects_v1_4_row);
	tcase_add_test(tc, test_7_5_zero_row_is_italic);
	suite_add_tcase(s, tc);
#undef N
	return s;
}

CHECK_MAIN(combat_suite)
