/*
 * test_assault.c — the Assault action (5.3, 7.1): the fatigue of every
 * selected unit, the command die and its modifiers, the assault number
 * and the employed units, artillery never employed alone, the grand
 * assault's die and hexes, and the combat with the +1 assault modifier
 * and the active leader's Tactical value (7.4).
 *
 * The games are the rulebook's Palmer example (7.1): Palmer (Command 5,
 * Tactical 2) in 1010 with Johnson (8) and Baird (7), Stewart (6) in
 * 1110; and its Johnston example for the grand assault.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assault.h"
#include "check_main.h"
#include "dice.h"
#include "fixture.h"

#define PALMER(rank, hexes, more)					\
	TG_TURN1 "map:\n  terrain: clear\n" hexes "units:\n"		\
	"  Johnson: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "		\
	"hex: \"1010\"}\n"						\
	"  Baird: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 7, artillery: 2, tactical: 3, fatigue: 1, "		\
	"hex: \"1010\"}\n"						\
	"  Stewart: {side: csa, type: infantry, manpower: 6, "		\
	"artillery: 1, tactical: 1, fatigue: 0, hex: \"1110\"}\n"	\
	more								\
	"leaders:\n"							\
	"  Palmer: {side: usa, rank: " rank ", leads: XIV, "		\
	"tactical: 2, command: 5, with: Johnson}\n"

struct fx {
	struct tg	 t;
	struct game	*g;
	struct assault	 as;
	struct dice	 d;
	int		 rolls[8];
};

static int
fx_assault(struct fx *f, const char *yaml, const char *units, int n,
    const int *rolls)
{
	static const char	*names[4];
	static char		 buf[128];
	struct assault_order	 o;
	char			*p;
	int			 k = 0;

	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	snprintf(buf, sizeof(buf), "%s", units);
	for (p = strtok(buf, ","); p != NULL && k < 4; p = strtok(NULL, ","))
		names[k++] = p;
	memset(&o, 0, sizeof(o));
	o.leader = "Palmer";
	o.target = "1110";
	o.units = names;
	o.nunits = k;
	memcpy(f->rolls, rolls, (size_t)n * sizeof(rolls[0]));
	dice_init(&f->d, f->g, f->rolls, n, false, 0);
	return assault_resolve(f->g, &f->d, &o, &f->as);
}
#define ASSAULT(f, yaml, units, ...)					\
	fx_assault((f), (yaml), (units), TG_DICE(__VA_ARGS__))

static void
fx_done(struct fx *f)
{
	dice_free(&f->d);
	tg_done(&f->t);
}

/* 7.1, the Palmer example: die 5 from Command 5 is assault number 0:
 * one unit, Johnson, first in --units; both gain a Fatigue Level. */
START_TEST(test_7_1_palmer_example)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "", ""),
	    "Johnson,Baird", 5, 4, 3), 0);
	ck_assert(f.as.held);
	ck_assert_int_eq(f.as.number, 0);
	ck_assert_int_eq(f.as.nemployed, 1);
	ck_assert_str_eq(f.as.employed[0]->name, "Johnson");
	ck_assert_int_eq(game_unit(f.g, "Baird")->fatigue, 2);
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 4);
	ck_assert_int_eq(f.as.cb.attack_value, 8 * 4);
	ck_assert_int_eq(f.as.cb.difference, 2);
	fx_done(&f);
}
END_TEST

/* 7.1 Step 5: an unmodified 6 ends the assault; the fatigue stays. */
START_TEST(test_7_1_command_die_six_ends_assault)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "", ""),
	    "Johnson,Baird", 6), 0);
	ck_assert(!f.as.held);
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 1);
	ck_assert_int_eq(game_unit(f.g, "Baird")->fatigue, 2);
	ck_assert_int_eq(game_unit(f.g, "Stewart")->fatigue, 0);
	fx_done(&f);
}
END_TEST

/* 7.1 Assault Die Roll Modifiers: a district leader -2. */
START_TEST(test_7_1_district_leader_minus_two)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("district", "", ""),
	    "Johnson,Baird", 4, 4, 3), 0);
	ck_assert_int_eq(f.as.modified, 2);
	ck_assert_int_eq(f.as.number, 3);
	ck_assert_int_eq(f.as.nemployed, 2);
	fx_done(&f);
}
END_TEST

/* 7.1 Assault Die Roll Modifiers: +1 against a loess hex. */
START_TEST(test_7_1_loess_plus_one)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps",
	    "  hexes:\n    \"1110\": {terrain: loess}\n", ""),
	    "Johnson,Baird", 5, 4, 4, 3), 0);
	ck_assert_int_eq(f.as.modified, 6);
	ck_assert_int_eq(f.as.number, -1);
	ck_assert(!f.as.held);
	fx_done(&f);
}
END_TEST

/* 7.1 Step 1: artillery never alone; when the first ones employed would
 * be artillery only, the first other unit takes the last place. */
START_TEST(test_7_1_artillery_never_employed_alone)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "",
	    "  Battery: {side: usa, type: artillery, manpower: 1, "
	    "artillery: 3, tactical: 0, fatigue: 0, hex: \"1010\"}\n"),
	    "Battery,Baird,Johnson", 5, 4, 3), 0);
	ck_assert_int_eq(f.as.nemployed, 1);
	ck_assert_str_eq(f.as.employed[0]->name, "Baird");
	ck_assert_int_eq(game_unit(f.g, "Battery")->fatigue, 1);
	fx_done(&f);
}
END_TEST

/* 7.4: the +1 assault modifier, never an attack type's; the active
 * leader's Tactical value, never a unit's (Baird's 3). */
START_TEST(test_7_4_assault_modifier_and_leader_tactical)
{
	struct fx		 f;
	const struct modifier	*m;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "", ""),
	    "Baird,Johnson", 3, 4, 3), 0);
	ck_assert((m = tg_mod(&f.as.cb, "assault")) != NULL);
	ck_assert_int_eq(m->value, 1);
	ck_assert(tg_mod(&f.as.cb, "attack") == NULL);
	ck_assert((m = tg_mod(&f.as.cb, "tactical")) != NULL);
	ck_assert_int_eq(m->value, 2 - 1);
	/* 7.2: both employed, values summed; 7.4 artillery summed. */
	ck_assert_int_eq(f.as.cb.attack_value, 15 * 4);
	ck_assert_int_eq(f.as.cb.attack_artillery, 4);
	fx_done(&f);
}
END_TEST

/* 7.1 Step 1: a refusal changes nothing (no fatigue, no die). */
START_TEST(test_7_1_refusal_changes_nothing)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("army", "", ""),
	    "Johnson,Baird", 5, 4, 3), ST_REFUSED);
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 0);
	ck_assert_int_eq(game_unit(f.g, "Baird")->fatigue, 1);
	fx_done(&f);
}
END_TEST

/* Issue 11 --odds: exact over the command die; the Palmer position's
 * two forces (dice 1-3 both divisions, 4-5 Johnson alone), the results
 * weighted 3 and 2 over 5 outcomes of 6 in which it takes place. */
START_TEST(test_7_1_odds_exact_over_command_die)
{
	struct fx		 f;
	struct assault_order	 o;
	struct assault_odds	 od;
	static const char	*names[] = { "Johnson", "Baird" };
	int			 i, dr = -1;

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, PALMER("corps", "", ""));
	memset(&o, 0, sizeof(o));
	o.leader = "Palmer";
	o.target = "1110";
	o.units = names;
	o.nunits = 2;
	o.odds = true;
	dice_init(&f.d, f.g, f.rolls, 0, false, 0);
	ck_assert_int_eq(assault_resolve(f.g, &f.d, &o, &f.as), 0);
	ck_assert_int_eq(assault_odds(f.g, &f.as, &od), 0);
	ck_assert_int_eq(od.outcomes, 6);
	ck_assert_int_eq(od.held, 5);
	ck_assert_int_eq(od.ncases, 2);
	ck_assert_int_eq(od.cases[0].weight, 3);
	ck_assert_int_eq(od.cases[1].weight, 2);
	ck_assert_int_eq(od.total, 360);
	for (i = 0; i < od.def.n; i++)
		if (strcmp(od.def.result[i], "Dr") == 0)
			dr = od.def.count[i];
	/* Dr: 11 of 36 for both divisions, 9 of 36 for Johnson alone. */
	ck_assert_int_eq(dr, 11 * 2 * 3 + 9 * 2 * 2);
	/* Nothing changed: no fatigue. */
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 0);
	fx_done(&f);
}
END_TEST

/* 7.4's leader bonuses: the leader of the assault, in game g. */
static const char *
bonus(struct game *g, const char *leader, bool lee, int *st)
{
	static struct assault	 as;

	memset(&as, 0, sizeof(as));
	as.leader = tg_leader(g, leader);
	*st = assault_bonus(g, &as, lee);
	return as.cb.bonus;
}

#define CORPS(game, more)						\
	TG_##game "turn: 3\nrain: false\n" TG_CLEAR "units:\n"		\
	TG_UNIT("Ewell", "csa", "infantry", 7, "N4611",			\
	", command: [Jackson]") TG_UNIT("Hood", "csa", "infantry", 7,	\
	"N4611", ", command: [Longstreet]") "leaders:\n"		\
	"  Jackson: {side: csa, rank: corps, leads: Jackson, "		\
	"tactical: 3, command: 4, with: Ewell" more "}\n"		\
	"  Longstreet: {side: csa, rank: corps, leads: Longstreet, "	\
	"tactical: 3, command: 4, with: Hood}\n"			\
	"  Lee: {side: csa, rank: army, leads: ANV, command: 5, "	\
	"with: Hood}\n"

/*
 * 7.4 Jackson: "In the games SJW, HCR, and SLB": SJW's corps leader
 * Jackson, not SIV's (nor a Sub in his place, SJW 17.0).  Longstreet:
 * "In any scenario occurring in 1864 or later": the scenario's year.
 */
START_TEST(test_7_4_jackson_and_longstreet_bonuses)
{
	struct tg	 t;
	struct game	*g;
	int		 st;

	g = tg_load_ok(&t, CORPS(SJW, ""));
	ck_assert_str_eq(bonus(g, "Jackson", false, &st), "jackson");
	ck_assert_ptr_null(bonus(g, "Longstreet", false, &st));
	tg_done(&t);
	g = tg_load_ok(&t, CORPS(SIV, ""));
	ck_assert_ptr_null(bonus(g, "Jackson", false, &st));
	tg_done(&t);
	g = tg_load_ok(&t, CORPS(SJW, ", substitute: true"));
	ck_assert_ptr_null(bonus(g, "Jackson", false, &st));
	tg_done(&t);
	g = tg_load_ok(&t, CORPS(SIV, ""));
	tg_scenario(g, TG_SCEN("siv") "dates: June 4 to 6, 1864\n");
	ck_assert_str_eq(bonus(g, "Longstreet", false, &st), "longstreet");
	/* "never be combined with the Lee bonus" */
	ck_assert_str_eq(bonus(g, "Longstreet", true, &st), "longstreet");
	ck_assert_int_eq(st, 1);
	tg_done(&t);
}
END_TEST

/*
 * 7.4 Lee: stated for an assault of a leader Lee is stacked with; "may
 * only be used with assaults started by leaders within one corps per
 * turn", tied even when the assault roll failed (the log's `lee`).
 */
START_TEST(test_7_4_lee_bonus_one_corps_a_turn)
{
	struct tg	 t;
	struct game	*g;
	int		 st;

	g = tg_load_ok(&t, CORPS(SJW, ""));
	ck_assert_str_eq(bonus(g, "Longstreet", true, &st), "lee");
	ck_assert_int_eq(st, 0);
	tg_done(&t);
	g = tg_load_ok(&t, CORPS(SJW, "") "log:\n- {op: assault, turn: 3, "
	    "leader: Jackson, lee: Jackson, held: false}\n");
	ck_assert_int_eq((bonus(g, "Longstreet", true, &st), st), 1);
	tg_has(tg_errors(&t), "tied to Jackson's corps this turn");
	tg_done(&t);
	/* Another turn's tie binds nothing. */
	g = tg_load_ok(&t, CORPS(SJW, "") "log:\n- {op: assault, turn: 2, "
	    "leader: Jackson, lee: Jackson, held: false}\n");
	ck_assert_str_eq(bonus(g, "Longstreet", true, &st), "lee");
	tg_done(&t);
}
END_TEST

static Suite *
assault_suite(void)
{
	Suite	*s = suite_create("assault");
	TCase	*tc = tcase_create("assault");

	tcase_add_test(tc, test_7_1_palmer_example);
	tcase_add_test(tc, test_7_1_command_die_six_ends_assault);
	tcase_add_test(tc, test_7_1_district_leader_minus_two);
	tcase_add_test(tc, test_7_1_loess_plus_one);
	tcase_add_test(tc, test_7_1_artillery_never_employed_alone);
	tcase_add_test(tc, test_7_4_assault_modifier_and_leader_tactical);
	tcase_add_test(tc, test_7_1_refusal_changes_nothing);
	tcase_add_test(tc, test_7_1_odds_exact_over_command_die);
	tcase_add_test(tc, test_7_4_jackson_and_longstreet_bonuses);
	tcase_add_test(tc, test_7_4_lee_bonus_one_corps_a_turn);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(assault_suite)
