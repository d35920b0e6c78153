/*
 * test_cov_retreat.c — retreat rulings no other test reaches (issue 15,
 * branch coverage): the --path and --hexes a player gives (7.6), a
 * retreat out of enemy-occupied hexes beyond what is followed, the
 * cavalry retreat's modifiers and Movement Allowance (7.7), and the
 * --odds of an assault with a value not given (7.1, issue 9).
 * Expected values are worked out from the rulebook (/work/shared/rules/)
 * or from the refusal the code documents, not copied from what it
 * prints.
 *
 * D (usa) retreats from 1010 away from E (csa) in 1011, directly south
 * of it, as in test_retreat.c: 1009 is north of 1010, two hexes from
 * 1011 (more distant), not in E's ZOC.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assault.h"
#include "check_main.h"
#include "dice.h"
#include "fixture.h"
#include "retreat.h"

#define D_E	"  D: {side: usa, type: infantry, manpower: 6, hex: '1010'}\n" \
		"  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
#define RETREAT_D	"pending: [{kind: retreat, rule: '7.6', units: [D], " \
	"from: '1010', min: 2, max: 4, enemy: '1011', enemy_unit: E}]\n"

struct fx {
	struct tg	 t;
	struct game	*g;
	struct retreat	 r;
};

static void
fx_start(struct fx *f, const char *yaml)
{
	int st;

	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	st = retreat_from_pending(f->g, &f->r, false, NULL, 0);
	ck_assert_msg(st == 0, "retreat_from_pending: %d\n%s", st,
	    tg_errors(&f->t));
}

static void
ck_has(struct fx *f, const char *s)
{
	ck_assert_msg(strstr(tg_errors(&f->t), s) != NULL, "\"%s\" not in:\n%s",
	    s, tg_errors(&f->t));
}

/*
 * 7.6: a retreat is 2 to 4 hexes and goes on only to leave an enemy-
 * occupied hex; a --path longer than any retreat the tool follows
 * (RETREAT_MAXSTEPS, 12) is refused before a hex of it is looked at.
 */
START_TEST(test_7_6_path_longer_than_any_retreat_refused)
{
	static const char *const ids[] = { "1009", "1008", "1007", "1006",
	    "1005", "1004", "1003", "1002", "1001", "1101", "1102", "1103",
	    "1104" };
	struct fx	f;
	hex_t		p[RETREAT_MAXSTEPS + 1];
	int		i;

	fx_start(&f, TG_GAME(TG_CLEAR, D_E) RETREAT_D);
	for (i = 0; i <= RETREAT_MAXSTEPS; i++)
		p[i] = tg_hex(f.g, ids[i]);
	ck_assert_int_eq(retreat_plan(f.g, &f.r, p, RETREAT_MAXSTEPS + 1, 0,
	    0), ST_REFUSED);
	ck_has(&f, "--path: a retreat of 13 hexes is too long");
	ck_assert_int_eq(f.r.nsteps, 0);
	tg_done(&f.t);
}
END_TEST

/*
 * 7.6 Retreat Restrictions: a unit may not retreat into a water hex.
 * D on the only land hex but E's: no hex may be entered, and the
 * refusal of a --path lists the legal hexes as "none".
 */
START_TEST(test_7_6_path_with_no_legal_hex_lists_none)
{
	struct fx	f;
	hex_t		p[2];

	fx_start(&f, TG_GAME("map:\n  terrain: water\n  hexes: {'1010': "
	    "clear, '1011': clear}\n", D_E) RETREAT_D);
	p[0] = tg_hex(f.g, "1009");
	p[1] = tg_hex(f.g, "1008");
	ck_assert_int_eq(retreat_plan(f.g, &f.r, p, 2, 0, 0), ST_REFUSED);
	ck_has(&f, "--path[0]: 1009 may not be entered from 1010: ");
	ck_has(&f, "; legal hexes: none");
	tg_done(&f.t);
}
END_TEST


/*
 * 7.6 Overriding Retreat Priorities, with --hexes.  Water all round:
 * 1009, along a road (Chart 1 priority 1), is a dead end; 1110
 * (priority 2) leads on to 1109, and no further.  Following the
 * priorities means surrender whatever the length, so they are
 * overridden once: two hexes, 1110 then 1109; three are not to be had
 * even so.
 */
#define DEAD_END	TG_GAME("map:\n  terrain: water\n  hexes: {'1010': "  \
	"clear, '1011': clear, '1009': clear, '1110': clear, '1109': "	\
	"clear}\n  hexsides: {1010/1009: [road], 1009/1110: [water], "	\
	"1009/1109: [water]}\n", D_E) RETREAT_D

START_TEST(test_7_6_hexes_with_the_one_override)
{
	struct fx	f;

	fx_start(&f, DEAD_END);
	ck_assert_int_eq(retreat_plan(f.g, &f.r, NULL, 0, 2, 0), 0);
	ck_assert(!f.r.surrender);
	ck_assert_str_eq(tg_retreat_path(f.g, &f.r), "1110,1109");
	ck_assert_int_eq(f.r.override_step, 1);
	tg_done(&f.t);
	fx_start(&f, DEAD_END);
	ck_assert_int_eq(retreat_plan(f.g, &f.r, NULL, 0, 3, 0), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --hexes: "
	    "no retreat of exactly 3 hexes is legal (7.6)\n");
	ck_assert(!f.r.surrender);
	tg_done(&f.t);
}
END_TEST

/*
 * 7.6: a unit goes on past its maximum only to leave an enemy-occupied
 * hex.  D's only way out of 1030 is a corridor of enemy units, 1029 up
 * to 1010: every hex it may end in is more than RETREAT_MAXSTEPS (12)
 * hexes off, and the tool says it follows no further (an internal
 * error, status 70), rather than making it surrender.
 */
START_TEST(test_7_6_corridor_of_enemies_beyond_what_is_followed)
{
	char		yaml[4096];
	size_t		n;
	int		row;
	struct fx	f;

	n = (size_t)snprintf(yaml, sizeof(yaml), TG_TURN1 "map:\n  terrain: "
	    "water\n  hexes: {'1030': clear, '1031': clear");
	for (row = 10; row < 30; row++)
		n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, ", '10%02d': "
		    "clear", row);
	n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, "}\nunits:\n"
	    "  D: {side: usa, type: infantry, manpower: 8, hex: '1030'}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1031'}\n");
	for (row = 10; row < 30; row++)
		n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, "  X%d: {side: "
		    "csa, type: infantry, manpower: 1, hex: '10%02d'}\n", row,
		    row);
	n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, "pending: [{kind: "
	    "retreat, rule: '7.6', units: [D], from: '1030', min: 2, max: 4, "
	    "enemy: '1031', enemy_unit: E}]\n");
	ck_assert_uint_lt(n, sizeof(yaml));
	fx_start(&f, yaml);
	ck_assert_int_eq(retreat_plan(f.g, &f.r, NULL, 0, 0, 0), ST_INTERNAL);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: the retreat "
	    "goes on past 12 hexes, out of enemy-occupied hexes (7.6): more "
	    "than gcacw-retreat follows\n");
	tg_done(&f.t);
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.7 Cavalry Retreat: C (usa cavalry) in 1010, E (csa infantry) in
 * 1011 next to it. */
#define E_INF	"  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"

/* cavalry_retreat of C from `enemy` (NULL: the marching unit), one
 * die; it must succeed. */
static void
cav(struct fx *f, const char *yaml, int die, const char *enemy)
{
	struct dice	d;
	int		rolls[1] = { die }, st;

	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	dice_init(&d, f->g, rolls, 1, false, 0);
	st = cavalry_retreat(f->g, &f->r, &d, "C", enemy);
	dice_free(&d);
	ck_assert_msg(st == 0, "cavalry_retreat: %d\n%s", st,
	    tg_errors(&f->t));
	ck_assert_int_eq(f->r.die, die);
}

/*
 * 7.7 Cavalry Retreat Die Roll Modifiers: Very Large Force is a Combat
 * value of 3 or more, Small Force more than ½ and 1 or less, Very Small
 * Force ½, and Large Force (2 to under 3) is SIV's Confederates' only.
 * A cavalry of 1½ has none of them: the die unmodified on clear.
 */
START_TEST(test_7_7_combat_value_1_5_no_force_modifier)
{
	struct fx f;

	cav(&f, TG_GAME(TG_CLEAR, "  C: {side: usa, type: cavalry, "
	    "manpower: 2, disorganized: true, combat: 1.5, hex: '1010'}\n"
	    E_INF), 3, "E");
	ck_assert_int_eq(f.r.modified, 3);
	ck_assert_str_eq(f.r.modifiers, "");
	tg_done(&f.t);
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

	cav(&f, TG_GAME(TG_CLEAR, "  C: {side: usa, type: cavalry, "
	    "manpower: 2, hex: '1010'}\n" E_INF "  F: {side: csa, type: "
	    "infantry, manpower: 6, hex: '2020'}\n")
	    "action: {kind: march, unit: F, mp: 6}\n", 5, "E");
	ck_assert_int_eq(f.r.modified, 5);
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert_int_eq(f.g->march.mp, 12);
	ck_assert(!f.g->march.ended);
	tg_done(&f.t);
	/* Lee activated, no unit of his marching yet: no allowance to cut,
	 * and nothing marches. */
	cav(&f, TG_GAME(TG_CLEAR, "  C: {side: usa, type: cavalry, "
	    "manpower: 2, hex: '1010'}\n" E_INF) "leaders:\n  Lee: {side: "
	    "csa, rank: army, command: 4, with: E}\naction: {kind: "
	    "activate-leader, leader: Lee, mp: 6}\n", 5, "E");
	ck_assert_int_eq(f.r.mp_cut, 2);
	ck_assert_ptr_null(f.g->march.unit);
	ck_assert(!f.g->march.ended);
	tg_done(&f.t);
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.1 Assaults, --odds (issue 11): Palmer (Command 5) with Johnson in
 * 1010 assaults Stewart in 1110, `stewart` the rest of his line. */
#define PALMER(stewart)							\
	TG_TURN1 "map:\n  terrain: clear\nunits:\n"			\
	"  Johnson: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "		\
	"hex: \"1010\"}\n"						\
	"  Stewart: {side: csa, type: infantry, manpower: 6, "		\
	"artillery: 1, fatigue: 0, hex: \"1110\"" stewart "}\n"	\
	"leaders:\n"							\
	"  Palmer: {side: usa, rank: corps, leads: XIV, "		\
	"tactical: 2, command: 5, with: Johnson}\n"

static int
odds(struct tg *t, const char *yaml, struct assault_odds *od)
{
	static const char	*names[] = { "Johnson" };
	struct game		*g = tg_load_ok(t, yaml);
	struct assault_order	 o;
	struct assault		 as;
	struct dice		 d;
	int			 st;

	memset(&o, 0, sizeof(o));
	memset(&as, 0, sizeof(as));
	o.leader = "Palmer";
	o.target = "1110";
	o.units = names;
	o.nunits = 1;
	o.odds = true;
	dice_init(&d, g, NULL, 0, false, 0);
	st = assault_resolve(g, &d, &o, &as);
	dice_free(&d);
	ck_assert_msg(st == 0, "assault_resolve: %d\n%s", st, tg_errors(t));
	return assault_odds(g, &as, od);
}

/*
 * 7.4 Tactical modifier: the difference of the two sides' best Tactical
 * ratings.  Stewart's is not given: no odds can be worked out (issue 9:
 * a value not known stops the ruling, status 65), the value is named
 * once, by the first force that needs it, and nothing is tallied.
 */
START_TEST(test_7_1_odds_need_the_defenders_values)
{
	struct tg		t;
	struct assault_odds	od;

	ck_assert_int_eq(odds(&t, PALMER(""), &od), ST_DATA);
	ck_assert_msg(strstr(tg_errors(&t), "units.Stewart.tactical: not "
	    "given") != NULL, "%s", tg_errors(&t));
	ck_assert_msg(strstr(tg_errors(&t), "(7.4)") != NULL, "%s",
	    tg_errors(&t));
	/* Reported once, by the first force that needs it. */
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 1);
	ck_assert_int_eq(od.def.n, 0);
	ck_assert_int_eq(od.att.n, 0);
	tg_done(&t);
}
END_TEST

static Suite *
cov_retreat_suite(void)
{
	Suite	*s = suite_create("cov_retreat");
	TCase	*tc = tcase_create("retreat");

	tcase_add_test(tc, test_7_6_path_longer_than_any_retreat_refused);
	tcase_add_test(tc, test_7_6_path_with_no_legal_hex_lists_none);
	tcase_add_test(tc, test_7_6_hexes_with_the_one_override);
	tcase_add_test(tc, test_7_6_corridor_of_enemies_beyond_what_is_followed);
	tcase_add_test(tc, test_7_7_combat_value_1_5_no_force_modifier);
	tcase_add_test(tc, test_7_7_another_units_march_keeps_its_allowance);
	tcase_add_test(tc, test_7_1_odds_need_the_defenders_values);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_retreat_suite)
