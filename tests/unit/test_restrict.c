/*
 * test_restrict.c — the scenario's restrictions the rules enforce
 * (gcacw-file(5) "Restrictions"; restrict.h): each kind on the rule that
 * refuses it — gcacw-march's March and Activate Leader, the steps of a
 * path and --query reach, the extended and the force march;
 * gcacw-combat's march attacks and assaults; the retreat's path — and
 * the keep-away's `from` one way and the other.  The recovery's
 * no-entrench and no-action are test_recover.c's.
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
#include "testplay.h"

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

/* It succeeds, or the test fails with what was reported. */
#define OK(t, x)	do { int st_ = (x);				\
	ck_assert_msg(st_ == 0, "status %d:\n%s", st_, tg_errors(t));	\
} while (0)

/* The hex sets of the vocabulary, for the rules (restrict_where). */
START_TEST(test_sjw_13_3_no_enter_hex_sets)
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

/* SJW 13.3 special rule 5, "Stuart and F. Lee may not enter or retreat
 * within 4 hexes of Rappahannock Station"; here within 1 of 1014. */
#define NO_ENTER_5	SPECIAL("SJW 13.3 special rule 5", R("{kind: "	\
	"no-enter, units: [Stuart, F. Lee], where: [{within: {of: "	\
	"['1014'], hexes: 1}}], retreat: true}"))
/* SIV 13.2 special rule 2, "Confederate units activated on Turn 1 must
 * remain at least 4 hexes away from Union units". */
#define KEEP_AWAY_2	SPECIAL("SIV 13.2 special rule 2", R("{kind: "	\
	"keep-away, side: csa, turns: {to: 1}, from: usa, hexes: 4}"))
/* SJW 13.3 special rule 3, "On Turn 1, F. Lee may not conduct an
 * extended march ..., nor may he conduct a forced march." */
#define NO_EXTENDED_3	SPECIAL("SJW 13.3 special rule 3", R("{kind: "	\
	"no-extended-march, units: [F. Lee], turns: {to: 1}}") R("{kind: " \
	"no-force-march, units: [F. Lee], turns: {to: 1}}"))

/*
 * gcacw-march under a scenario's restrictions, one line a march: the
 * game and the scenario, the unit, its path (--force or not) and its
 * die, and the refusal (NULL: the march is made).  A refusal moves
 * nothing (DESIGN.md section 5): the unit stays where it was; one made
 * before the march is declared leaves its fatigue as it was.
 */
static const struct restricted_march {
	const char	*game, *scen;
	const char	*unit, *path;
	bool		 force;
	int		 die;		/* 0: none given */
	const char	*refused;
	int		 fatigue;	/* after a refusal; -1: not asked */
} marches[] = {
	/* no-action: SIV 13.2 special rule 1, on a March action;
	 * Stonewall is excepted; on turn 2 it binds nobody. */
	{ GAME(CSA("A", "1010", "") CSA("Stonewall", "1020", "")),
	    MCDOWELL_1, "A", "1011", false, 4, "--unit: A may not be "
	    "activated, act or entrench in this scenario (SIV 13.2 special "
	    "rule 1; through turn 1)", 0 },
	{ GAME(CSA("Stonewall", "1020", "")), MCDOWELL_1, "Stonewall",
	    "1021", false, 4, NULL, -1 },
	{ TG_STD "turn: 2\n" COSTS TG_CLEAR "units:\n" CSA("A", "1010", ""),
	    MCDOWELL_1, "A", "1011", false, 4, NULL, -1 },
	/* no-enter: the step is refused. */
	{ GAME(CSA("F. Lee", "1010", "") CSA("Other", "1030", "")),
	    NO_ENTER_5, "F. Lee", "1011,1012,1013", false, 6, "--path: step "
	    "3, 1013: F. Lee may not enter this hex in this scenario (SJW "
	    "13.3 special rule 5)", -1 },
	/* keep-away. */
	{ GAME(CSA("A", "1010", "") USA("U", "1016")), KEEP_AWAY_2, "A",
	    "1011,1012,1013", false, 6, "step 3, 1013: A must keep at least "
	    "4 hexes from every Union unit in this scenario (SIV 13.2 "
	    "special rule 2; through turn 1)", -1 },
	{ GAME(CSA("A", "1010", "") USA("U", "1016")), KEEP_AWAY_2, "A",
	    "1011,1012", false, 6, NULL, -1 },
	/* no-enemy-zoc: SJW 13.5 special rule 2, "On Turn 1, Confederate
	 * units eligible to march may not enter a Union ZOC". */
	{ GAME(CSA("A", "1010", "") USA("U", "1113")),
	    SPECIAL("SJW 13.5 special rule 2", R("{kind: no-enemy-zoc, "
	    "side: csa, turns: {to: 1}}")), "A", "1011,1012", false, 6,
	    "step 2, 1012: A may not enter an enemy ZOC in this scenario "
	    "(SJW 13.5 special rule 2; through turn 1)", -1 },
	/* no-extended-march, no-force-march: refused before any die is
	 * rolled (none is given). */
	{ GAME(CSA("F. Lee", "1010", ", fatigue: 2")), NO_EXTENDED_3,
	    "F. Lee", "1011", false, 0, "--unit: F. Lee may not make an "
	    "extended march (5.1) in this scenario (SJW 13.3 special rule 3; "
	    "through turn 1)", 2 },
	{ GAME(CSA("F. Lee", "1010", ", fatigue: 1")), NO_EXTENDED_3,
	    "F. Lee", "1011", true, 0, "--force: F. Lee may not force march "
	    "(5.1) in this scenario", -1 },
	{ GAME(CSA("F. Lee", "1010", ", fatigue: 1")), NO_EXTENDED_3,
	    "F. Lee", "1011", false, 4, NULL, -1 },
};

START_TEST(test_dsgn5_march_restrictions)
{
	const struct restricted_march	*c = &marches[_i];
	struct march_result		 r;
	struct tg			 t;
	struct game			*g = tg_load_ok(&t, c->game);
	struct unit			*u = tg_unit(g, c->unit);
	hex_t				 hex = u->hex;
	int				 st;

	tg_scenario(g, c->scen);
	st = march_path(g, c->unit, c->path, c->force, &r, c->die > 0,
	    c->die > 0 ? &c->die : NULL);
	if (c->refused == NULL)
		OK(&t, st);
	else {
		tg_refused(&t, st, c->refused);
		ck_assert_int_eq(u->hex, hex);
		if (c->fatigue >= 0)
			ck_assert_int_eq(u->fatigue, c->fatigue);
	}
	tg_done(&t);
}
END_TEST

/* no-action on an Activate Leader action: the leader and every unit
 * selected. */
START_TEST(test_siv_13_2_no_action_activate_leader)
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
	tg_refused(&t, march_run(g, &o, &r, TG_DICE(4)), "--units: A may "
	    "not be activated");
	tg_done(&t);
	/* The leader himself, not excepted. */
	g = tg_load_ok(&t, GAME(CSA("Stonewall", "1010", "")) JACKSON(
	    "Stonewall"));
	tg_scenario(g, SPECIAL("SIV 13.2 special rule 1", R("{kind: "
	    "no-action, turns: {to: 1}, except: [Stonewall]}")));
	o.nunits = 1;
	tg_refused(&t, march_run(g, &o, &r, TG_DICE(4)), "--leader: Jackson "
	    "may not be activated");
	tg_done(&t);
}
END_TEST

/* no-enter (SJW 13.3 special rule 5): --query reach leaves the hexes
 * out; another unit is not bound. */
START_TEST(test_sjw_13_3_no_enter_reach)
{
	struct march_order	 o = { .op = MO_REACH, .unit = "F. Lee",
				    .reach_mp = 6 };
	struct march_result	 r;
	struct tg		 t;
	struct game		*g;

	g = tg_load_ok(&t, GAME(CSA("F. Lee", "1010", "")
	    CSA("Other", "1030", "")));
	tg_scenario(g, NO_ENTER_5);
	OK(&t, march_run(g, &o, &r, 0, NULL));
	ck_assert_int_ge(move_reach_find(r.reach, tg_hex(g, "1012")), 0);
	ck_assert_int_lt(move_reach_find(r.reach, tg_hex(g, "1013")), 0);
	ck_assert_int_lt(move_reach_find(r.reach, tg_hex(g, "1015")), 0);
	ck_assert_int_eq(march_path(g, "Other", "1029,1028", false, &r,
	    TG_DICE(6)), 0);
	tg_done(&t);
}
END_TEST

/* Whether the keep-away `restriction` (a special rule TEST 2) binds
 * `unit` entering `hex` in a game of `units` on a clear map: NULL, or
 * the restriction in words. */
static const char *
kept_away(const char *units, const char *restriction, const char *unit,
    const char *hex)
{
	static char			 what[256];
	char				 yaml[2048], scen[1024];
	struct tg			 t;
	struct game			*g;
	const struct restriction	*r;

	snprintf(yaml, sizeof(yaml), TG_TURN1 TG_CLEAR "units:\n%s", units);
	g = tg_load_ok(&t, yaml);
	snprintf(scen, sizeof(scen), SPECIAL("TEST 2", R("%s")), restriction);
	tg_scenario(g, scen);
	r = restrict_enter(g, tg_unit(g, unit), tg_hex(g, hex));
	if (r != NULL)
		snprintf(what, sizeof(what), "%s", restrict_what(g, r));
	tg_done(&t);
	return r != NULL ? what : NULL;
}

/* A (Confederate) in 1010, U (Union) in 1016, C (Confederate) in 1020. */
#define AUC	TG_INF("A", "csa", 6, "1010") TG_INF("U", "usa", 6, "1016") \
	TG_INF("C", "csa", 6, "1020")

/*
 * gcacw-file(5), keep-away: "a unit in play of the side kept away from
 * (from; absent: the unit's enemy)", nearer than `hexes`; each case a
 * restriction, and the steps it binds (with its words) or not.
 */
static const struct keep_case {
	const char	*what;
	const char	*units, *keep;
	struct {
		const char	*unit, *hex;
		bool		 bound;
		const char	*words;		/* NULL: not asked */
	} steps[5];
} keep_cases[] = {
	/* Absent from: the unit's enemy.  1013 is 3 hexes from U, 1014
	 * two; the Union's U is not of the side restricted. */
	{ "from the enemy", AUC, "{kind: keep-away, side: csa, hexes: 3}", {
		{ "A", "1013", false, NULL },
		{ "A", "1014", true, "must keep at least 3 hexes from every "
		    "enemy unit" },
		{ "U", "1011", false, NULL },
	} },
	/* from: csa, for Union units: kept from the Confederates,
	 * whichever of them is near (C in 1020 as well as A in 1010). */
	{ "from csa", AUC, "{kind: keep-away, side: usa, from: csa, hexes: "
	    "2}", {
		{ "U", "1015", false, NULL },
		{ "U", "1018", false, NULL },
		{ "U", "1019", true, "must keep at least 2 hexes from every "
		    "Confederate unit" },
		{ "U", "1011", true, NULL },
	} },
	/* DESIGN.md section 4, units that leave play: an eliminated Union
	 * unit keeps nobody away; U in 1016 does. */
	{ "from units in play only", TG_INF("A", "csa", 6, "1010")
	    "  E: {side: usa, type: infantry, manpower: 3, tactical: 1, "
	    "artillery: 0, status: eliminated}\n" TG_INF("U", "usa", 6, "1016"),
	    "{kind: keep-away, side: csa, hexes: 3}", {
		{ "A", "1013", false, NULL },
		{ "A", "1014", true, NULL },
	} },
};

START_TEST(test_siv_13_2_keep_away_from)
{
	const struct keep_case	*c = &keep_cases[_i];
	const char		*words;
	int			 k;

	for (k = 0; c->steps[k].unit != NULL; k++) {
		words = kept_away(c->units, c->keep, c->steps[k].unit,
		    c->steps[k].hex);
		ck_assert_msg((words != NULL) == c->steps[k].bound, "%s: %s "
		    "into %s", c->what, c->steps[k].unit, c->steps[k].hex);
		if (c->steps[k].words != NULL)
			ck_assert_pstr_eq(words, c->steps[k].words);
	}
}
END_TEST

/* no-attack: SIV 13.2 special rule 2, "no Union unit may be attacked on
 * Turn 1": a march attack. */
START_TEST(test_siv_13_2_no_attack_march_attack)
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
	tg_refused(&t, combat_resolve(g, &d, &o, &c), "--attacker: A may "
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
	struct assault_order	 o = { .leader = "Palmer", .target = "1110",
				    .units = units, .nunits = 1 };
	struct assault		 as;
	struct dice		 d;
	struct game		*g;
	int			 st;

	g = tg_load_ok(t, PALMER);
	tg_scenario(g, scen);
	dice_init(&d, g, NULL, 0, false, 0);
	st = assault_resolve(g, &d, &o, &as);
	dice_free(&d);
	return st;
}

/* An assault: no-attack of its units, no-action of its leader and its
 * units. */
START_TEST(test_dsgn5_assault_restrictions)
{
	struct tg t;

	tg_refused(&t, assault(&t, SPECIAL("SIV 13.2 special rule 2",
	    R("{kind: no-attack, side: usa}"))), "--units: Johnson may not "
	    "attack in this scenario (SIV 13.2 special rule 2)");
	tg_done(&t);
	tg_refused(&t, assault(&t, SPECIAL("SJW 13.2 special rule 4",
	    R("{kind: no-action, units: [Palmer], turns: {to: 2}}"))),
	    "--assault: Palmer may not be activated, act or entrench");
	tg_done(&t);
	tg_refused(&t, assault(&t, SPECIAL("SJW 13.2 special rule 2",
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

START_TEST(test_sjw_13_3_no_enter_retreat)
{
	static struct retreat	 r;
	struct tg		 t;
	const char		*no = SPECIAL("SJW 13.3 special rule 5",
	    R("{kind: no-enter, units: [D], where: [{hexes: ['1009', "
	    "'1110']}], retreat: true}"));

	tg_refused(&t, retreat_into(&t, no, "1009", &r), "D may not "
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

CHECK_SUITE(restrict, NULL, NULL, 0,
    CHECK_LOOPS({ test_dsgn5_march_restrictions, N(marches) },
	{ test_siv_13_2_keep_away_from, N(keep_cases) }))
