/*
 * test_retreat_cavalry.c — the cavalry retreat (7.7): who may make one,
 * the die and every Cavalry Retreat Die Roll Modifier (the Charts &
 * Tables, with SIV's Confederate values), the active unit's Movement
 * Allowance cut by half the modified roll, the loss on an unmodified 1,
 * the retreat of four to six hexes with no loss but in an
 * enemy-occupied hex, fatigue and disorganization, stacks and repeated
 * retreats.
 *
 * Unless a case says otherwise: a standard game on a clear map, cavalry
 * C (usa) in 1010, the marching enemy infantry E (csa) in 1011 with
 * `action: {kind: march, unit: E, mp: 6}`; SIV cases use S-sheet hexes
 * with the sides swapped where SIV's Confederate column is meant.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "module.h"
#include "testretreat.h"

#define HEAD	TG_TURN1
#define SIV	TG_SIV "turn: 1\nrain: false\n"
#define CAV(name, side, more) "  " name ": {side: " side ", type: cavalry, " \
	more "}\n"
#define C(more)	CAV("C", "usa", "hex: '1010', " more)
#define E_INF	"  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
#define MARCH	"action: {kind: march, unit: E, mp: 6}\n"
/* The fixture's cavalry and enemy. */
#define C_E	C("manpower: 2") E_INF

/* A game of turn 1 on a clear map with the hexes, hexsides, units and
 * tail given. */
static void
fx_clear(struct fx *f, const char *hexes, const char *hexsides,
    const char *units, const char *tail)
{
	fx_make(f, HEAD, "clear", hexes, hexsides, units, tail);
}

/* cavalry_retreat of `name` with one die; the status. */
static int
fx_cavalry(struct fx *f, int die, const char *name, const char *enemy)
{
	f->rolls[0] = die;
	if (f->rolled)
		dice_free(&f->d);
	dice_init(&f->d, f->g, f->rolls, 1, false, 0);
	f->rolled = true;
	return cavalry_retreat(f->g, &f->r, &f->d, name, enemy);
}

/* The same, which must succeed. */
static void
fx_cav_ok(struct fx *f, int die, const char *name, const char *enemy)
{
	int st = fx_cavalry(f, die, name, enemy);

	ck_assert_msg(st == 0, "cavalry_retreat: %d\n%s", st,
	    tg_errors(&f->t));
	ck_assert_int_eq(f->r.die, die);
}

/* Then planned (chosen, or --hexes) and carried out. */
static void
fx_retreat(struct fx *f, int hexes)
{
	fx_carry_out(f, NULL, hexes, 0);
}

/*
 * The sum of the modifiers to the cavalry retreat die of the cavalry C
 * in the game given (die 3), the enemy E marching.
 */
static int
modifiers(const char *head, const char *hexes, const char *hexsides,
    const char *units)
{
	struct fx	f;
	int		m;

	fx_make(&f, head, "clear", hexes, hexsides, units, MARCH);
	fx_cav_ok(&f, 3, "C", NULL);
	m = f.r.modified - f.r.die;
	fx_done(&f);
	return m;
}

/* On the standard fixture: the cavalry given, E in 1011. */
static int
std_mods(const char *hexes, const char *hexsides, const char *cavalry)
{
	char units[512];

	snprintf(units, sizeof(units), "%s%s", cavalry, E_INF);
	return modifiers(HEAD, hexes, hexsides, units);
}

/* SIV: cavalry of side `side` in S1010 against the other side's
 * infantry in S1011. */
static int
siv_mods(const char *side, const char *more)
{
	char units[512];

	snprintf(units, sizeof(units), "  C: {side: %s, type: cavalry, hex: "
	    "S1010, %s}\n  E: {side: %s, type: infantry, manpower: 6, hex: "
	    "S1011}\n", side, more, strcmp(side, "csa") == 0 ? "usa" : "csa");
	return modifiers(SIV, "", "", units);
}

/* ---------------------------------------------------------------- */
/* Cavalry Retreat Die Roll Modifiers. */

START_TEST(test_7_7_no_modifier_for_a_cavalry_of_2_on_clear)
{
	ck_assert_int_eq(std_mods("", "", C("manpower: 2")), 0);
}
END_TEST

START_TEST(test_7_7_terrain_modifier_as_in_combat)
{
	/* "+? Terrain": the positive terrain modifier it would have if E
	 * attacked it (7.4). */
	ck_assert_int_eq(std_mods("'1010': hill", "", C("manpower: 2")), 1);
	ck_assert_int_eq(std_mods("'1010': mountain", "1010/1011: [road]",
	    C("manpower: 2")), 2);
	ck_assert_int_eq(std_mods("", "1010/1011: [minor-river, ford]",
	    C("manpower: 2")), 2);
	ck_assert_int_eq(std_mods("", "1010/1011: [major-river, bridge]",
	    C("manpower: 2")), 2);
	ck_assert_int_eq(std_mods("", "1010/1011: [creek]", C("manpower: 2")),
	    1);
	ck_assert_int_eq(std_mods("", "1010/1011: {features: [ridge], high: "
	    "'1010'}", C("manpower: 2")), 2);
	/* Down a ridge, or uphill for the enemy: nothing positive. */
	ck_assert_int_eq(std_mods("", "1010/1011: {features: [ridge], high: "
	    "'1011'}", C("manpower: 2")), 0);
	ck_assert_int_eq(std_mods("'1011': hill", "", C("manpower: 2")), 0);
	/* Hill and creek: both, as in combat. */
	ck_assert_int_eq(std_mods("'1010': hill", "1010/1011: [creek]",
	    C("manpower: 2")), 2);
}
END_TEST

START_TEST(test_7_7_force_modifiers_standard)
{
	/* Very Large Force: 3 or more, +2. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 3")), 2);
	ck_assert_int_eq(std_mods("", "", C("manpower: 5")), 2);
	/* Combined over the hex's cavalry. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 2")
	    CAV("C2", "usa", "hex: '1010', manpower: 1")), 2);
	/* Counting entrenchments: 2 under an abatis is 3. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, entrenchment: "
	    "abatis")), 2);
	/* Large Force is SIV's Confederates' only. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 2")), 0);
	/* Small Force: more than ½ and 1 or less, -2. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 1")), -2);
	ck_assert_int_eq(std_mods("", "", C("manpower: 1, disorganized: true, "
	    "combat: 0.5") CAV("C2", "usa", "hex: '1010', manpower: 1, "
	    "disorganized: true, combat: 0.5")), -2);
	/* Very Small Force: the only cavalry unit, at ½, -4. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 1, disorganized: true, "
	    "combat: 0.5")), -4);
	/* Infantry in the hex does not count. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 1") "  I: {side: usa, "
	    "type: infantry, manpower: 8, hex: '1010'}\n"), -2);
}
END_TEST

START_TEST(test_7_7_force_modifiers_siv_confederate)
{
	/* Very Large +4, Large (2 to under 3) +2, Small ignored, Very
	 * Small -2. */
	ck_assert_int_eq(siv_mods("csa", "manpower: 3"), 4);
	ck_assert_int_eq(siv_mods("csa", "manpower: 2"), 2);
	ck_assert_int_eq(siv_mods("csa", "manpower: 3, disorganized: true, "
	    "combat: 2.5"), 2);
	ck_assert_int_eq(siv_mods("csa", "manpower: 1"), 0);
	ck_assert_int_eq(siv_mods("csa", "manpower: 1, disorganized: true, "
	    "combat: 0.5"), -2);
	/* SIV's Union cavalry: the standard values. */
	ck_assert_int_eq(siv_mods("usa", "manpower: 3"), 2);
	ck_assert_int_eq(siv_mods("usa", "manpower: 2"), 0);
	ck_assert_int_eq(siv_mods("usa", "manpower: 1"), -2);
	ck_assert_int_eq(siv_mods("usa", "manpower: 1, disorganized: true, "
	    "combat: 0.5"), -4);
}
END_TEST

/*
 * Very Large Force is a Combat value of 3 or more, Small Force more than
 * ½ and 1 or less, Very Small Force ½, and Large Force (2 to under 3) is
 * SIV's Confederates' only.  A cavalry of 1½ has none of them: the die
 * unmodified on clear.
 */
START_TEST(test_7_7_combat_value_1_5_no_force_modifier)
{
	struct fx f;

	fx_clear(&f, "", "", C("manpower: 2, disorganized: true, combat: 1.5")
	    E_INF, "");
	fx_cav_ok(&f, 3, "C", "E");
	ck_assert_int_eq(f.r.modified, 3);
	ck_assert_str_eq(f.r.modifiers, "");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_demoralized_only_when_all_are)
{
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, demoralized: 1")),
	    -2);
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, demoralized: 2")),
	    -2);
	/* C and C2 make 3: +2 Very Large with them. */
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, demoralized: 1")
	    CAV("C2", "usa", "hex: '1010', manpower: 1")), 2);
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, demoralized: 1")
	    CAV("C2", "usa", "hex: '1010', manpower: 1, demoralized: 2")), 0);
}
END_TEST

START_TEST(test_7_7_fatigue_only_when_all_are_at_level_4)
{
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, fatigue: 4")), -2);
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, fatigue: 3")), 0);
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, fatigue: 4")
	    CAV("C2", "usa", "hex: '1010', manpower: 1, fatigue: 3")), 2);
	ck_assert_int_eq(std_mods("", "", C("manpower: 2, fatigue: 4")
	    CAV("C2", "usa", "hex: '1010', manpower: 1, fatigue: 4")), 0);
}
END_TEST

/* Supply: all the cavalry out of supply, in the Advanced Game only. */
START_TEST(test_7_7_supply_only_when_all_are_out_in_the_advanced_game)
{
	char units[512];

	snprintf(units, sizeof(units), "%s%s", C("manpower: 2, supply: out"),
	    E_INF);
	ck_assert_int_eq(modifiers(HEAD "advanced: true\n", "", "", units),
	    -2);
	ck_assert_int_eq(modifiers(HEAD, "", "", units), 0);
	snprintf(units, sizeof(units), "%s%s%s", C("manpower: 2, supply: out"),
	    CAV("C2", "usa", "hex: '1010', manpower: 1"), E_INF);
	ck_assert_int_eq(modifiers(HEAD "advanced: true\n", "", "", units),
	    2);
}
END_TEST

START_TEST(test_7_7_modifiers_are_cumulative)
{
	/* Hill +1, Very Small -4, Demoralized -2, Fatigue -2. */
	ck_assert_int_eq(std_mods("'1010': hill", "", C("manpower: 1, "
	    "disorganized: true, combat: 0.5, demoralized: 1, fatigue: 4")),
	    -7);
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.7 step 1: the enemy's Movement Allowance. */

START_TEST(test_7_7_halved_roll_off_the_movement_allowance)
{
	struct fx f;

	/* 5 halved, rounded down: 2 MP off E's 6. */
	fx_clear(&f, "", "", C_E, MARCH);
	fx_cav_ok(&f, 5, "C", NULL);
	ck_assert_int_eq(f.r.modified, 5);
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert_int_eq(f.g->march.mp, 2 * 4);		/* halves */
	fx_done(&f);
	/* The modified roll: 3 + 1 (hill) = 4, 2 MP. */
	fx_clear(&f, "'1010': hill", "", C_E, MARCH);
	fx_cav_ok(&f, 3, "C", NULL);
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert_int_eq(f.g->march.mp, 2 * 4);
	fx_done(&f);
	/* A half MP left stays: 2½ - 1 = 1½. */
	fx_clear(&f, "", "", C_E,
	    "action: {kind: march, unit: E, mp: 2.5}\n");
	fx_cav_ok(&f, 2, "C", NULL);
	ck_assert_int_eq(f.g->march.mp, 3);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_movement_allowance_never_below_0)
{
	struct fx f;

	fx_clear(&f, "", "", C("manpower: 3") E_INF,
	    "action: {kind: march, unit: E, mp: 1}\n");
	fx_cav_ok(&f, 6, "C", NULL);
	ck_assert_int_eq(f.r.modified, 8);
	ck_assert_int_eq(f.r.mp_cut, 4);
	ck_assert_int_eq(f.g->march.mp, 0);
	fx_done(&f);
	/* A modified roll below 0 cuts nothing, and adds nothing. */
	fx_clear(&f, "", "", C("manpower: 1, disorganized: true, "
	    "combat: 0.5") E_INF, MARCH);
	fx_cav_ok(&f, 2, "C", NULL);
	ck_assert_int_eq(f.r.modified, -2);
	ck_assert_int_eq(f.r.mp_cut, 0);
	ck_assert_int_eq(f.g->march.mp, 12);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_no_march_no_movement_allowance)
{
	struct fx f;

	/* No action in the file: the enemy is named, the roll is made (for
	 * the loss), nothing else changes. */
	fx_clear(&f, "", "", C_E, "");
	fx_cav_ok(&f, 5, "C", "E");
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert(!f.g->has_action);
	fx_done(&f);
	/* Another unit is marching: its allowance is not E's. */
	fx_clear(&f, "", "", C_E "  E2: {side: csa, "
	    "type: infantry, manpower: 4, hex: '1520'}\n",
	    "action: {kind: march, unit: E2, mp: 6}\n");
	fx_cav_ok(&f, 5, "C", "E");
	ck_assert_int_eq(f.g->march.mp, 12);
	fx_done(&f);
}
END_TEST

/*
 * 7.7 step 1: the halved roll comes off the Movement Allowance of the
 * active unit, the one whose ZOC the cavalry retreats from.  F marches
 * (6 MP, 12 halves) far off; the cavalry retreats from E: F keeps its
 * Movement Allowance.  Nor does a leader's activation before a unit
 * of his marches.
 */
START_TEST(test_7_7_another_units_march_keeps_its_allowance)
{
	struct fx f;

	fx_clear(&f, "", "", C_E "  F: {side: csa, type: infantry, manpower: "
	    "6, hex: '2020'}\n", "action: {kind: march, unit: F, mp: 6}\n");
	fx_cav_ok(&f, 5, "C", "E");
	ck_assert_int_eq(f.r.modified, 5);
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert_int_eq(f.g->march.mp, 12);
	ck_assert(!f.g->march.ended);
	fx_done(&f);
	/* Lee activated, no unit of his marching yet: no allowance to cut,
	 * and nothing marches. */
	fx_clear(&f, "", "", C_E, "leaders:\n  Lee: {side: csa, rank: army, "
	    "command: 4, with: E}\naction: {kind: activate-leader, leader: "
	    "Lee, mp: 6}\n");
	fx_cav_ok(&f, 5, "C", "E");
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert_ptr_null(f.g->march.unit);
	ck_assert(!f.g->march.ended);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_march_cut_to_0_ends_once_the_unit_has_moved)
{
	/* E's march, and after a cut of 2 MP (die 4) its MP and whether it
	 * is over. */
	static const struct {
		const char	*march;
		int		 mp;
		bool		 ended;
	} cases[] = {
	/* E came from 1012: at 0 MP its march is over. */
	{ "action: {kind: march, unit: E, mp: 1, start: '1012'}\n", 0, true },
	/* E has not moved yet: it may still move one hex (6.2). */
	{ "action: {kind: march, unit: E, mp: 1, start: '1011'}\n", 0, false },
	/* MP left: it goes on. */
	{ "action: {kind: march, unit: E, mp: 3, start: '1012'}\n", 2, false },
	};
	struct fx	f;
	size_t		i;

	for (i = 0; i < nitems(cases); i++) {
		fx_clear(&f, "", "", C_E, cases[i].march);
		fx_cav_ok(&f, 4, "C", NULL);
		ck_assert_int_eq(f.g->march.mp, cases[i].mp);
		ck_assert(f.g->march.ended == cases[i].ended);
		fx_done(&f);
	}
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.7 step 2: the unmodified 1. */

START_TEST(test_7_7_unmodified_1_costs_the_largest_cavalry_a_manpower)
{
	struct fx f;

	fx_clear(&f, "", "", C("manpower: 2, fatigue: 1")
	    CAV("C2", "usa", "hex: '1010', manpower: 3") E_INF, MARCH);
	fx_cav_ok(&f, 1, "C", NULL);
	ck_assert_ptr_eq(f.r.die_loser, U(&f, "C2"));
	ck_assert_int_eq(U(&f, "C2")->manpower, 2);
	ck_assert(U(&f, "C2")->disorganized);
	ck_assert_int_eq(U(&f, "C2")->combat, -1);
	ck_assert_int_eq(U(&f, "C")->manpower, 2);
	ck_assert(!U(&f, "C")->disorganized);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_CAVALRY_RETREAT], 1);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 0);
	fx_done(&f);
	/* On a tie, the first listed. */
	fx_clear(&f, "", "", C("manpower: 3")
	    CAV("C2", "usa", "hex: '1010', manpower: 3") E_INF, MARCH);
	fx_cav_ok(&f, 1, "C2", NULL);
	ck_assert_ptr_eq(f.r.die_loser, U(&f, "C"));
	ck_assert_int_eq(U(&f, "C")->manpower, 2);
	ck_assert_int_eq(U(&f, "C2")->manpower, 3);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_modified_1_costs_nothing)
{
	struct fx f;

	/* 3 - 2 (demoralized) = 1, but the roll itself was 3. */
	fx_clear(&f, "", "", C("manpower: 2, demoralized: 1") E_INF,
	    MARCH);
	fx_cav_ok(&f, 3, "C", NULL);
	ck_assert_int_eq(f.r.modified, 1);
	ck_assert_ptr_null(f.r.die_loser);
	ck_assert_int_eq(U(&f, "C")->manpower, 2);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_CAVALRY_RETREAT], 0);
	fx_done(&f);
	/* 1 + 2 (Very Large) = 3: the unmodified 1 still costs. */
	fx_clear(&f, "", "", C("manpower: 4") E_INF, MARCH);
	fx_cav_ok(&f, 1, "C", NULL);
	ck_assert_int_eq(f.r.modified, 3);
	ck_assert_int_eq(U(&f, "C")->manpower, 3);
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.7 step 3 onwards: the retreat. */

START_TEST(test_7_7_retreat_of_4_to_6_hexes_on_chart_1_then_2)
{
	struct fx f;

	fx_clear(&f, "", "", C("manpower: 2, fatigue: 1") E_INF, MARCH);
	fx_cav_ok(&f, 4, "C", NULL);
	ck_assert_int_eq(f.r.kind, RK_CAVALRY);
	ck_assert_int_eq(f.r.min, 4);
	ck_assert_int_eq(f.r.max, 6);
	fx_retreat(&f, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006");
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1");
	ck_assert_str_eq(id(&f, U(&f, "C")->hex), "1006");
	fx_done(&f);
	fx_clear(&f, "", "", C_E, MARCH);
	fx_cav_ok(&f, 4, "C", NULL);
	fx_retreat(&f, 6);
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1,2,2");
	fx_done(&f);
	fx_clear(&f, "", "", C_E, MARCH);
	fx_cav_ok(&f, 4, "C", NULL);
	ck_assert_int_eq(retreat_plan(f.g, &f.r, NULL, 0, 3, 0), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "a cavalry-retreat is 4 "
	    "to 6 hexes (7.6)"));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_fatigue_and_disorganization_after_the_retreat)
{
	struct fx f;

	fx_clear(&f, "", "", C("manpower: 2, fatigue: 1")
	    CAV("C2", "usa", "hex: '1010', manpower: 1, fatigue: 4") E_INF,
	    MARCH);
	fx_cav_ok(&f, 4, "C", NULL);
	/* Not before the retreat. */
	ck_assert_int_eq(U(&f, "C")->fatigue, 1);
	ck_assert(!U(&f, "C")->disorganized);
	fx_retreat(&f, 0);
	ck_assert_int_eq(U(&f, "C")->fatigue, 2);
	ck_assert_int_eq(U(&f, "C2")->fatigue, 4);
	ck_assert(U(&f, "C")->disorganized);
	ck_assert(U(&f, "C2")->disorganized);
	ck_assert_int_eq(U(&f, "C")->manpower, 2);
	fx_done(&f);
}
END_TEST

/* A corridor north of 1010, everything else water. */
#define CORRIDOR	"'1010': clear, '1011': clear, '1009': clear, " \
	"'1008': clear, '1007': clear, '1006': clear, '1005': clear"

/* C (5) and C2 (4), and Y holding 1008, the corridor's second hex. */
#define C5_C2_4	C("manpower: 5") CAV("C2", "usa", "hex: '1010', manpower: 4")
#define Y_1008	"  Y: {side: csa, type: infantry, manpower: 2, hex: '1008'}\n"

static void
fx_corridor(struct fx *f, const char *land, const char *cavalry,
    const char *more)
{
	fx_loadf(f, HEAD "map:\n  terrain: water\n  hexes: {" CORRIDOR "%s}\n"
	    "units:\n%s" E_INF "%s" MARCH, land, cavalry, more);
}

START_TEST(test_7_7_no_loss_for_a_chart_loss)
{
	struct fx f;

	/* X in 0909 puts 1009 and 1008 in an enemy ZOC: 4a, a loss of 1
	 * for anyone else (no road), none for cavalry. */
	fx_corridor(&f, ", '0909': clear", C("manpower: 2"), "  X: {side: "
	    "csa, type: infantry, manpower: 2, hex: '0909'}\n");
	fx_cav_ok(&f, 4, "C", NULL);
	fx_retreat(&f, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006");
	ck_assert_str_eq(chosen(&f, 0)->desc, "4a");
	ck_assert_int_eq(chosen(&f, 0)->loss, 0);
	ck_assert_str_eq(chosen(&f, 1)->desc, "4a");
	ck_assert_int_eq(chosen(&f, 1)->loss, 0);
	ck_assert_int_eq(f.r.loss, 0);
	ck_assert_int_eq(U(&f, "C")->manpower, 2);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_CAVALRY_RETREAT], 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_enemy_occupied_hex_costs_3)
{
	struct fx f;

	/* Y holds 1008, the only way on: priority 5, 3 each. */
	fx_corridor(&f, "", C5_C2_4, Y_1008);
	fx_cav_ok(&f, 4, "C", NULL);
	fx_retreat(&f, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006");
	ck_assert_str_eq(chosen(&f, 1)->desc, "5");
	ck_assert_int_eq(chosen(&f, 1)->loss, 3);
	ck_assert_int_eq(f.r.loss, 3);
	ck_assert_int_eq(U(&f, "C")->manpower, 2);
	ck_assert_int_eq(U(&f, "C2")->manpower, 1);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_CAVALRY_RETREAT], 6);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_unmodified_1_and_enemy_hex_losses_add_up)
{
	struct fx		 f;
	const struct node	*lost;

	fx_corridor(&f, "", C5_C2_4, Y_1008);
	fx_cav_ok(&f, 1, "C", NULL);
	ck_assert_ptr_eq(f.r.die_loser, U(&f, "C"));
	fx_retreat(&f, 0);
	ck_assert_int_eq(U(&f, "C")->manpower, 1);
	ck_assert_int_eq(U(&f, "C2")->manpower, 1);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_CAVALRY_RETREAT], 7);
	lost = log_get(&f, "losses");
	ck_assert_str_eq(node_get(lost, "C")->str, "4");
	ck_assert_str_eq(node_get(lost, "C2")->str, "3");
	ck_assert_ptr_nonnull(strstr(log_get(&f, "notes")->items[0]->str,
	    "the unmodified 1 costs C a manpower (7.7)"));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_stacked_cavalry_together_infantry_stays)
{
	static const char units[] = "  I: {side: usa, type: infantry, "
	    "manpower: 8, hex: '1010'}\n" C("manpower: 2")
	    CAV("C2", "usa", "hex: '1010', manpower: 1") E_INF
	    "leaders:\n  Stuart: {side: usa, rank: division, leads: Cav, "
	    "with: C2}\n";
	struct fx f;

	fx_clear(&f, "", "", units, MARCH);
	fx_cav_ok(&f, 4, "C2", NULL);
	ck_assert_int_eq(f.r.nunits, 2);
	fx_retreat(&f, 0);
	ck_assert_str_eq(id(&f, U(&f, "C")->hex), "1006");
	ck_assert_str_eq(id(&f, U(&f, "C2")->hex), "1006");
	ck_assert_str_eq(id(&f, U(&f, "I")->hex), "1010");
	ck_assert_int_eq(U(&f, "I")->fatigue, 0);
	ck_assert(!U(&f, "I")->disorganized);
	ck_assert_int_eq(game_leader(f.g, "Stuart")->with,
	    (int)(U(&f, "C2") - f.g->units));
	ck_assert_int_eq(log_get(&f, "units")->n, 2);
	fx_done(&f);
}
END_TEST

/* 7.7 with 6.4's unlimited stacking: 70 cavalry retreat together, none
 * left behind. */
START_TEST(test_7_7_a_stack_of_70_cavalry_retreats_whole)
{
	char		*stack = tg_stack("C", 70, "side: usa, type: cavalry, "
			    "hex: '1010', manpower: 1");
	char		 units[8192], name[16];
	struct fx	 f;
	int		 i;

	ck_assert_int_lt(snprintf(units, sizeof(units), "%s" E_INF, stack),
	    (int)sizeof(units));
	fx_clear(&f, "", "", units, MARCH);
	fx_cav_ok(&f, 4, "C70", NULL);
	ck_assert_int_eq(f.r.nunits, 70);
	fx_retreat(&f, 0);
	for (i = 1; i <= 70; i++) {
		snprintf(name, sizeof(name), "C%d", i);
		ck_assert_msg(U(&f, name)->hex == U(&f, "C1")->hex, "%s",
		    name);
	}
	ck_assert_str_ne(id(&f, U(&f, "C1")->hex), "1010");
	ck_assert_int_eq(log_get(&f, "units")->n, 70);
	fx_done(&f);
	free(stack);
}
END_TEST

START_TEST(test_7_7_log_entry)
{
	struct fx		 f;
	const struct node	*c;

	fx_clear(&f, "", "", C_E, MARCH);
	fx_cav_ok(&f, 5, "C", NULL);
	fx_retreat(&f, 0);
	ck_assert(node_is(log_get(&f, "op"), "retreat"));
	ck_assert(node_is(log_get(&f, "kind"), "cavalry-retreat"));
	c = log_get(&f, "cavalry");
	ck_assert_ptr_nonnull(c);
	ck_assert(node_is(node_get(c, "rule"), "7.7"));
	ck_assert(node_is(node_get(c, "die"), "5"));
	ck_assert(node_is(node_get(c, "modifiers"), "none"));
	ck_assert(node_is(node_get(c, "modified"), "5"));
	ck_assert(node_is(node_get(c, "mp_cut"), "2"));
	ck_assert_int_eq(f.d.nrolls, 1);
	ck_assert_str_eq(f.d.rolls[0].purpose, "cavalry retreat");
	ck_assert_int_eq(log_get(&f, "losses")->n, 0);
	fx_done(&f);
	/* Each modifier named. */
	fx_clear(&f, "'1010': hill", "", C("manpower: 3, fatigue: 4")
	    E_INF, MARCH);
	fx_cav_ok(&f, 2, "C", NULL);
	ck_assert_int_eq(f.r.modified, 3);
	fx_retreat(&f, 0);
	c = log_get(&f, "cavalry");
	ck_assert_str_eq(node_get(c, "modifiers")->str, "+1 terrain, +2 "
	    "very-large-force, -2 fatigue");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_pending_cavalry_retreat_names_the_enemy)
{
	struct fx f;

	fx_clear(&f, "", "", C_E,
	    "pending: [{kind: cavalry-retreat, rule: '7.7', units: [C], from: "
	    "'1010', enemy: '1011', enemy_unit: E}]\n");
	fx_cav_ok(&f, 4, "C", NULL);
	ck_assert_str_eq(f.r.enemy_unit, "E");
	ck_assert_str_eq(id(&f, f.r.enemy), "1011");
	fx_retreat(&f, 0);
	ck_assert(f.g->pending.n == 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_repeated_cavalry_retreats)
{
	struct fx f;

	/* The disorganized side of C's Strength marker (not printed in the
	 * rulebooks, 7.2) is needed for the second roll's force. */
	fx_make(&f, HEAD "charts: {strength-markers: {\"2\": 1}}\n", "clear",
	    "", "", C_E, MARCH);
	fx_cav_ok(&f, 4, "C", NULL);
	fx_retreat(&f, 0);
	ck_assert_str_eq(id(&f, U(&f, "C")->hex), "1006");
	ck_assert_int_eq(f.g->march.mp, 8);
	/* E marches on, next to C again (north of it): C retreats
	 * again, away from E. */
	game_place_unit(f.g, U(&f, "E"), H(&f, "1005"));
	/* 6 - 2 (Small Force: C is now 1): 2 MP more off E. */
	fx_cav_ok(&f, 6, "C", NULL);
	ck_assert_int_eq(f.r.modified, 4);
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert_int_eq(f.g->march.mp, 4);
	fx_retreat(&f, 0);
	ck_assert_str_eq(fx_path(&f), "1107,1207,1308,1408");
	ck_assert_int_eq(U(&f, "C")->fatigue, 2);
	ck_assert_int_eq(f.g->log->n, 2);
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* Who may not. */

START_TEST(test_7_7_only_cavalry)
{
	struct fx f;

	fx_clear(&f, "", "", C("manpower: 2") "  I: {side: usa, type: "
	    "infantry, manpower: 4, hex: '1010'}\n" E_INF, MARCH);
	ck_assert_int_eq(fx_cavalry(&f, 4, "I", NULL), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "I is not cavalry"));
	ck_assert_int_eq(f.g->march.mp, 12);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_not_from_enemy_cavalry)
{
	struct fx f;

	fx_clear(&f, "", "", C("manpower: 2") "  E: {side: csa, type: "
	    "cavalry, manpower: 6, hex: '1011'}\n", MARCH);
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", NULL), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "E is not infantry or "
	    "artillery"));
	fx_done(&f);
	/* Artillery it may avoid. */
	fx_clear(&f, "", "", C("manpower: 2") "  E: {side: csa, type: "
	    "artillery, manpower: 2, hex: '1011'}\n", MARCH);
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", NULL), 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_only_from_a_normal_zoc)
{
	struct fx f;

	/* A woods hexside without road: restricted ZOC. */
	fx_clear(&f, "'1010': woods", "", C_E, MARCH);
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", NULL), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "not in the cavalry's "
	    "normal zone of control"));
	ck_assert_int_eq(f.g->march.mp, 12);
	fx_done(&f);
	/* With a road across it, normal. */
	fx_clear(&f, "'1010': woods", "1010/1011: [road]",
	    C_E, MARCH);
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", NULL), 0);
	fx_done(&f);
	/* Not adjacent at all. */
	fx_clear(&f, "", "", C("manpower: 2") "  E: {side: csa, type: "
	    "infantry, manpower: 6, hex: '1012'}\n", MARCH);
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", NULL), ST_REFUSED);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_not_while_something_else_is_pending)
{
	struct fx f;

	fx_clear(&f, "", "", C_E, MARCH
	    "pending: [{kind: retreat, rule: '7.6', units: [C], from: '1010', "
	    "min: 2, max: 4, enemy: '1011', enemy_unit: E}]\n");
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", NULL), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "retreat is pending"));
	ck_assert_int_eq(f.g->march.mp, 12);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_7_enemy_needed_without_a_march)
{
	struct fx f;

	fx_clear(&f, "", "", C_E, "");
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", NULL), ST_USAGE);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "--enemy"));
	fx_done(&f);
	/* Not one's own side. */
	fx_clear(&f, "", "", C_E "  I: {side: usa, "
	    "type: infantry, manpower: 4, hex: '1009'}\n", "");
	ck_assert_int_eq(fx_cavalry(&f, 4, "C", "I"), ST_REFUSED);
	fx_done(&f);
}
END_TEST

CHECK_TESTS(retreat_cavalry)
