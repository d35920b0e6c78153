/*
 * test_restrict.c — the scenario's restrictions the rules enforce
 * (issue 12; gcacw-file(5) "Restrictions"; restrict.h): each kind on the
 * rule that refuses it — gcacw-march's March and Activate Leader, the
 * steps of a path and --query reach, the extended and the force march;
 * gcacw-combat's march attacks and assaults; the retreat's path.  The
 * recovery's no-entrench and no-action are test_recover.c's.
 *
 * Each scenario is written in the vocabulary from a rulebook's special
 * rule, cited, on the standard game's hexes: 1010, 1011, 1012, ... run
 * south in a straight line (test_move_path.c); a unit in 1113 exerts ZOC
 * into 1012 and 1013.
 */
#include <string.h>

#include "assault.h"
#include "check_main.h"
#include "combat.h"
#include "dice.h"
#include "fixture.h"
#include "march.h"
#include "move.h"
#include "restrict.h"
#include "retreat.h"

#define COSTS	"charts:\n  terrain-mp: {clear: {normal: 1, rain: 2}}\n"
#define GAME(units)	TG_TURN1 COSTS TG_CLEAR "units:\n" units
#define CSA(name, hex, more)	TG_UNIT(name, "csa", "infantry", 6, hex,	\
	", command: [Jackson]" more)
#define USA(name, hex)	TG_INF(name, "usa", 6, hex)
#define JACKSON(with)	"leaders:\n  Jackson: {side: csa, rank: division, " \
	"leads: Jackson, tactical: 3, command: 3, with: " with "}\n"
/* One special rule with its restrictions (flow mappings, one a line). */
#define SPECIAL(rule, r)	TG_SCEN("standard") "special:\n  - rule: "	\
	rule "\n    text: as printed\n    restrictions:\n" r
#define R(x)	"      - " x "\n"

/* SIV 13.2 (McDowell) special rule 1: "On Turn 1, no unit may be
 * activated or build entrenchments except the following Confederate
 * units and leaders: Jackson, Taliaferro, Stonewall, Ashby, Campbell". */
#define MCDOWELL_1	SPECIAL("SIV 13.2 special rule 1", R("{kind: "	\
	"no-action, turns: {from: 1, to: 1}, except: [Jackson, "	\
	"Taliaferro, Stonewall, Ashby, Campbell]}"))

static int
resolve(struct game *g, struct march_order *o, struct march_result *r,
    int n, const int *dice)
{
	struct dice	d;
	int		st;

	dice_init(&d, g, dice, n, false, 0);
	st = march_resolve(g, &d, o, r);
	dice_free(&d);
	return st;
}

/* A march of unit along path (hex ids, comma-separated). */
static int
march(struct game *g, const char *unit, const char *path, bool force,
    struct march_result *r, int n, const int *dice)
{
	struct march_order	 o;
	char			 buf[128], *p, *save;

	memset(&o, 0, sizeof(o));
	o.op = MO_MARCH;
	o.unit = unit;
	o.reach_mp = -1;
	o.force = force;
	snprintf(buf, sizeof(buf), "%s", path);
	for (p = strtok_r(buf, ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save))
		o.path[o.npath++] = tg_hex(g, p);
	o.has_path = o.npath > 0;
	return resolve(g, &o, r, n, dice);
}

/* It succeeds, or the test fails with what was reported. */
#define OK(t, x)	do { int st_ = (x);				\
	ck_assert_msg(st_ == 0, "status %d:\n%s", st_, tg_errors(t));	\
} while (0)

/* The one refusal reported holds `what`. */
static void
refused_with(struct tg *t, int st, const char *what)
{
	ck_assert_int_eq(st, ST_REFUSED);
	ck_assert_msg(strstr(tg_errors(t), what) != NULL, "expected \"%s\" "
	    "in:\n%s", what, tg_errors(t));
}

/* The hex sets of the vocabulary, for the rules (restrict_where). */
START_TEST(test_restrict_where)
{
	struct tg		 t;
	struct game		*g;
	const struct scenario	*s;
	const struct node	*w;

	g = tg_load_ok(&t, GAME(CSA("A", "1010", "")));
	s = tg_scenario(g, SPECIAL("SJW 13.3 special rule 5", R("{kind: "
	    "no-enter, where: [{within: {of: ['1014'], hexes: 1}}, {hexes: "
	    "['2020']}], retreat: true}")));
	w = node_get(s->r[0].n, "where");
	ck_assert(restrict_where(g, w, tg_hex(g, "1013"), s->r[0].rule));
	ck_assert(restrict_where(g, w, tg_hex(g, "1014"), s->r[0].rule));
	ck_assert(restrict_where(g, w, tg_hex(g, "2020"), s->r[0].rule));
	ck_assert(!restrict_where(g, w, tg_hex(g, "1012"), s->r[0].rule));
	tg_done(&t);
}
END_TEST

/* no-action: SIV 13.2 special rule 1, on a March action. */
START_TEST(test_no_action_march)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(CSA("A", "1010", "") CSA("Stonewall", "1020",
	    "")));
	tg_scenario(g, MCDOWELL_1);
	refused_with(&t, march(g, "A", "1011", false, &r, TG_DICE(4)),
	    "--unit: A may not be activated, act or entrench in this "
	    "scenario (SIV 13.2 special rule 1; through turn 1)");
	ck_assert_int_eq(tg_unit(g, "A")->fatigue, 0);
	/* Stonewall is excepted. */
	tg_done(&t);
	g = tg_load_ok(&t, GAME(CSA("Stonewall", "1020", "")));
	tg_scenario(g, MCDOWELL_1);
	OK(&t, march(g, "Stonewall", "1021", false, &r, TG_DICE(4)));
	tg_done(&t);
	/* On turn 2 it binds nobody. */
	g = tg_load_ok(&t, TG_STD "turn: 2\n" COSTS TG_CLEAR "units:\n"
	    CSA("A", "1010", ""));
	tg_scenario(g, MCDOWELL_1);
	ck_assert_int_eq(march(g, "A", "1011", false, &r, TG_DICE(4)), 0);
	tg_done(&t);
}
END_TEST

/* no-action on an Activate Leader action: the leader and every unit
 * selected. */
START_TEST(test_no_action_activate_leader)
{
	static const char	*units[] = { "Stonewall", "A" };
	struct march_order	 o;
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(CSA("Stonewall", "1010", "") CSA("A", "1011",
	    "")) JACKSON("Stonewall"));
	tg_scenario(g, MCDOWELL_1);
	memset(&o, 0, sizeof(o));
	o.op = MO_LEADER;
	o.leader = "Jackson";
	o.units = units;
	o.nunits = 2;
	o.reach_mp = -1;
	refused_with(&t, resolve(g, &o, &r, TG_DICE(4)), "--units: A may "
	    "not be activated");
	tg_done(&t);
	/* The leader himself, not excepted. */
	g = tg_load_ok(&t, GAME(CSA("Stonewall", "1010", "")) JACKSON(
	    "Stonewall"));
	tg_scenario(g, SPECIAL("SIV 13.2 special rule 1", R("{kind: "
	    "no-action, turns: {to: 1}, except: [Stonewall]}")));
	o.nunits = 1;
	refused_with(&t, resolve(g, &o, &r, TG_DICE(4)), "--leader: Jackson "
	    "may not be activated");
	tg_done(&t);
}
END_TEST

/* no-enter: SJW 13.3 special rule 5, "Stuart and F. Lee may not enter
 * or retreat within 4 hexes of Rappahannock Station"; here within 1 of
 * 1014.  The step is refused, and --query reach leaves the hexes out. */
START_TEST(test_no_enter_march_and_reach)
{
	struct march_order	 o;
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(CSA("F. Lee", "1010", "")
	    CSA("Other", "1030", "")));
	tg_scenario(g, SPECIAL("SJW 13.3 special rule 5", R("{kind: "
	    "no-enter, units: [Stuart, F. Lee], where: [{within: {of: "
	    "['1014'], hexes: 1}}], retreat: true}")));
	refused_with(&t, march(g, "F. Lee", "1011,1012,1013", false, &r,
	    TG_DICE(6)), "--path: step 3, 1013: F. Lee may not enter this "
	    "hex in this scenario (SJW 13.3 special rule 5)");
	ck_assert_int_eq(tg_unit(g, "F. Lee")->hex, tg_hex(g, "1010"));
	tg_done(&t);
	g = tg_load_ok(&t, GAME(CSA("F. Lee", "1010", "")
	    CSA("Other", "1030", "")));
	tg_scenario(g, SPECIAL("SJW 13.3 special rule 5", R("{kind: "
	    "no-enter, units: [Stuart, F. Lee], where: [{within: {of: "
	    "['1014'], hexes: 1}}], retreat: true}")));
	memset(&o, 0, sizeof(o));
	o.op = MO_REACH;
	o.unit = "F. Lee";
	o.reach_mp = 6;
	OK(&t, resolve(g, &o, &r, 0, NULL));
	ck_assert_int_ge(move_reach_find(r.reach, tg_hex(g, "1012")), 0);
	ck_assert_int_lt(move_reach_find(r.reach, tg_hex(g, "1013")), 0);
	ck_assert_int_lt(move_reach_find(r.reach, tg_hex(g, "1015")), 0);
	/* Another unit is not bound. */
	ck_assert_int_eq(march(g, "Other", "1029,1028", false, &r,
	    TG_DICE(6)), 0);
	tg_done(&t);
}
END_TEST

/* keep-away: SIV 13.2 special rule 2, "Confederate units activated on
 * Turn 1 must remain at least 4 hexes away from Union units". */
START_TEST(test_keep_away)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(CSA("A", "1010", "") USA("U", "1016")));
	tg_scenario(g, SPECIAL("SIV 13.2 special rule 2", R("{kind: "
	    "keep-away, side: csa, turns: {to: 1}, from: usa, hexes: 4}")));
	refused_with(&t, march(g, "A", "1011,1012,1013", false, &r,
	    TG_DICE(6)), "step 3, 1013: A must keep at least 4 hexes from "
	    "every Union unit in this scenario (SIV 13.2 special rule 2; "
	    "through turn 1)");
	tg_done(&t);
	g = tg_load_ok(&t, GAME(CSA("A", "1010", "") USA("U", "1016")));
	tg_scenario(g, SPECIAL("SIV 13.2 special rule 2", R("{kind: "
	    "keep-away, side: csa, turns: {to: 1}, from: usa, hexes: 4}")));
	ck_assert_int_eq(march(g, "A", "1011,1012", false, &r, TG_DICE(6)),
	    0);
	tg_done(&t);
}
END_TEST

/* no-enemy-zoc: SJW 13.5 special rule 2, "On Turn 1, Confederate units
 * eligible to march may not enter a Union ZOC". */
START_TEST(test_no_enemy_zoc)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(CSA("A", "1010", "") USA("U", "1113")));
	tg_scenario(g, SPECIAL("SJW 13.5 special rule 2", R("{kind: "
	    "no-enemy-zoc, side: csa, turns: {to: 1}}")));
	refused_with(&t, march(g, "A", "1011,1012", false, &r, TG_DICE(6)),
	    "step 2, 1012: A may not enter an enemy ZOC in this scenario "
	    "(SJW 13.5 special rule 2; through turn 1)");
	tg_done(&t);
}
END_TEST

/* no-extended-march, no-force-march: SJW 13.3 special rule 3, "On Turn
 * 1, F. Lee may not conduct an extended march ..., nor may he conduct a
 * forced march."  Refused before any die is rolled (none is given). */
START_TEST(test_no_extended_no_force)
{
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;
	const char		*scen = SPECIAL("SJW 13.3 special rule 3",
	    R("{kind: no-extended-march, units: [F. Lee], turns: {to: 1}}")
	    R("{kind: no-force-march, units: [F. Lee], turns: {to: 1}}"));

	g = tg_load_ok(&t, GAME(CSA("F. Lee", "1010", ", fatigue: 2")));
	tg_scenario(g, scen);
	refused_with(&t, march(g, "F. Lee", "1011", false, &r, 0, NULL),
	    "--unit: F. Lee may not make an extended march (5.1) in this "
	    "scenario (SJW 13.3 special rule 3; through turn 1)");
	ck_assert_int_eq(tg_unit(g, "F. Lee")->fatigue, 2);
	tg_done(&t);
	g = tg_load_ok(&t, GAME(CSA("F. Lee", "1010", ", fatigue: 1")));
	tg_scenario(g, scen);
	refused_with(&t, march(g, "F. Lee", "1011", true, &r, 0, NULL),
	    "--force: F. Lee may not force march (5.1) in this scenario");
	tg_done(&t);
	g = tg_load_ok(&t, GAME(CSA("F. Lee", "1010", ", fatigue: 1")));
	tg_scenario(g, scen);
	OK(&t, march(g, "F. Lee", "1011", false, &r, TG_DICE(4)));
	tg_done(&t);
}
END_TEST

/* no-attack: SIV 13.2 special rule 2, "no Union unit may be attacked on
 * Turn 1": a march attack. */
START_TEST(test_no_attack_march_attack)
{
	struct combat_order	 o;
	struct combat		 c;
	struct dice		 d;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(CSA("A", "1010", "") USA("U", "1011")));
	tg_scenario(g, SPECIAL("SIV 13.2 special rule 2", R("{kind: "
	    "no-attack, side: csa, turns: {to: 1}}")));
	memset(&o, 0, sizeof(o));
	o.attacker = "A";
	o.target = "1011";
	o.type = -1;
	dice_init(&d, g, NULL, 0, false, 0);
	refused_with(&t, combat_resolve(g, &d, &o, &c), "--attacker: A may "
	    "not attack in this scenario (SIV 13.2 special rule 2; through "
	    "turn 1)");
	dice_free(&d);
	tg_done(&t);
}
END_TEST

#define PALMER	TG_TURN1 TG_CLEAR "units:\n"				\
	"  Johnson: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 8, artillery: 2, tactical: 2, hex: '1010'}\n"	\
	"  Stewart: {side: csa, type: infantry, manpower: 6, "		\
	"artillery: 1, tactical: 1, hex: '1110'}\n"			\
	"leaders:\n  Palmer: {side: usa, rank: division, leads: XIV, "	\
	"tactical: 2, command: 5, with: Johnson}\n"

static int
assault(struct tg *t, const char *scen)
{
	static const char	*units[] = { "Johnson" };
	struct assault_order	 o;
	struct assault		 as;
	struct dice		 d;
	struct game		*g;
	int			 st;

	g = tg_load_ok(t, PALMER);
	tg_scenario(g, scen);
	memset(&o, 0, sizeof(o));
	o.leader = "Palmer";
	o.target = "1110";
	o.units = units;
	o.nunits = 1;
	dice_init(&d, g, NULL, 0, false, 0);
	st = assault_resolve(g, &d, &o, &as);
	dice_free(&d);
	return st;
}

/* An assault: no-attack of its units, no-action of its leader and its
 * units. */
START_TEST(test_assault_restricted)
{
	struct tg t;

	refused_with(&t, assault(&t, SPECIAL("SIV 13.2 special rule 2",
	    R("{kind: no-attack, side: usa}"))), "--units: Johnson may not "
	    "attack in this scenario (SIV 13.2 special rule 2)");
	tg_done(&t);
	refused_with(&t, assault(&t, SPECIAL("SJW 13.2 special rule 4",
	    R("{kind: no-action, units: [Palmer], turns: {to: 2}}"))),
	    "--assault: Palmer may not be activated, act or entrench");
	tg_done(&t);
	refused_with(&t, assault(&t, SPECIAL("SJW 13.2 special rule 2",
	    R("{kind: no-action, units: [Johnson], id: parke, until: a "
	    "Confederate unit enters Spotsylvania or Stafford county}"))),
	    "--units: Johnson may not be activated, act or entrench in this "
	    "scenario (SJW 13.2 special rule 2; until a Confederate unit "
	    "enters Spotsylvania or Stafford county) (lifted: add 'parke' to "
	    "`released`)");
	tg_done(&t);
}
END_TEST

/* no-enter with `retreat: true` (SJW 13.3 special rule 5): a prohibited
 * hex for the retreat.  D retreats from 1010 away from E in 1011; 1009,
 * 1110 and 0910 are the more distant hexes. */
#define RETREAT	TG_TURN1 TG_CLEAR "units:\n"				\
	"  D: {side: usa, type: infantry, manpower: 6, hex: '1010'}\n"	\
	"  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"	\
	"pending: [{kind: retreat, rule: '7.6', units: [D], from: '1010', " \
	"min: 2, max: 4, enemy: '1011', enemy_unit: E}]\n"

static int
retreat_into(struct tg *t, const char *scen, const char *hex,
    struct retreat *r)
{
	struct game	*g = tg_load_ok(t, RETREAT);
	hex_t		 p[2];

	tg_scenario(g, scen);
	ck_assert_int_eq(retreat_from_pending(g, r, false, NULL, 0), 0);
	if (hex == NULL)
		return retreat_plan(g, r, NULL, 0, 0, 0);
	/* Two hexes: the first given, then on away from E. */
	p[0] = tg_hex(g, hex);
	p[1] = hex_neighbour(p[0], DIR_N);
	return retreat_plan(g, r, p, 2, 0, 0);
}

START_TEST(test_no_enter_retreat)
{
	static struct retreat	 r;
	struct tg		 t;
	const char		*no = SPECIAL("SJW 13.3 special rule 5",
	    R("{kind: no-enter, units: [D], where: [{hexes: ['1009', "
	    "'1110']}], retreat: true}"));

	refused_with(&t, retreat_into(&t, no, "1009", &r), "D may not "
	    "retreat into this hex in this scenario (SJW 13.3 special rule "
	    "5)");
	tg_done(&t);
	OK(&t, retreat_into(&t, no, NULL, &r));
	ck_assert(!r.surrender);
	ck_assert_str_eq(tg_hexid(t.g, r.steps[0].to), "0910");
	tg_done(&t);
	/* Without `retreat: true` it binds marches only. */
	ck_assert_int_eq(retreat_into(&t, SPECIAL("SJW 13.3 special rule 5",
	    R("{kind: no-enter, units: [D], where: [{hexes: ['1009']}]}")),
	    "1009", &r), 0);
	tg_done(&t);
}
END_TEST

static Suite *
restrict_suite(void)
{
	Suite	*s = suite_create("restrict");
	TCase	*tc = tcase_create("restrict");

	tcase_add_test(tc, test_restrict_where);
	tcase_add_test(tc, test_no_action_march);
	tcase_add_test(tc, test_no_action_activate_leader);
	tcase_add_test(tc, test_no_enter_march_and_reach);
	tcase_add_test(tc, test_keep_away);
	tcase_add_test(tc, test_no_enemy_zoc);
	tcase_add_test(tc, test_no_extended_no_force);
	tcase_add_test(tc, test_no_attack_march_attack);
	tcase_add_test(tc, test_assault_restricted);
	tcase_add_test(tc, test_no_enter_retreat);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(restrict_suite)
