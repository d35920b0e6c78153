/*
 * test_attack.c — whether a march attack may happen (7.1, 6.1, 10.2,
 * 12.0, the Attack Summary) and what it costs.
 *
 * Every refusal is one line citing the rule, status 1 (ST_REFUSED), and
 * changes nothing: the game written out before and after is the same.
 * Unless a test says otherwise A (Confederate infantry) in 0504 attacks
 * the Union Defender in 0505, its south neighbour, on a clear map of the
 * standard game, with no march in progress (standalone, DESIGN.md 4).
 */
#include <string.h>

#include "check_main.h"
#include "module.h"
#include "testcombat.h"
#include "testattack.h"

/* The hexside A attacks across. */
#define SIDE(features)	MAPS("    0504/0505: " features "\n")
#define BASE		DEFENDER A_N

/* One error line with no file position (diag.h). */
#define LINE(path, msg)	"gcacw-check: <stdin>: " path ": " msg "\n"

/*
 * Load yaml and prepare the attack; returns combat_prepare's status.
 * Whatever the outcome, the game must be as it was (a ruling that is
 * refused writes nothing; preparing changes nothing).
 */
static int
attempt(const char *yaml, const char *attacker, const char *target,
    enum attack_type type)
{
	struct game	*g = load(yaml);
	char		*before, *after;
	int		 st;

	before = tg_emit(g);
	st = combat_prepare(g, &c, attacker, target, type);
	after = tg_emit(g);
	ck_assert_msg(strcmp(before, after) == 0, "the game changed:\n%s\n"
	    "became\n%s", before, after);
	free(before);
	free(after);
	return st;
}

/* The attack must be allowed, with no error. */
static void
allowed(const char *yaml, const char *attacker, const char *target,
    enum attack_type type)
{
	int st = attempt(yaml, attacker, target, type);

	ck_assert_msg(st == 0, "refused (%d):\n%s%s", st, tg_errors(&t),
	    yaml);
	ck_assert_str_eq(tg_errors(&t), "");
	ck_assert_int_eq(t.d.status, 0);
}

/* The attack must be refused with exactly this line. */
static void
refused(const char *yaml, const char *attacker, const char *target,
    enum attack_type type, const char *line)
{
	int st = attempt(yaml, attacker, target, type);

	ck_assert_msg(st == ST_REFUSED, "status %d, not 1:\n%s%s", st,
	    tg_errors(&t), yaml);
	ck_assert_int_eq(t.d.status, ST_REFUSED);
	ck_assert_msg(strcmp(tg_errors(&t), line) == 0,
	    "\nfixture:\n%sgot:  %swant: %s", yaml, tg_errors(&t), line);
	ck_assert_int_eq(t.d.count, 1);
}

/* A's attack on 0505, normal. */
#define ALLOWED(yaml)		allowed(yaml, "A", "0505", ATTACK_NORMAL)
#define REFUSED(yaml, line)	refused(yaml, "A", "0505", ATTACK_NORMAL, line)

/* The refusal of 7.1 Rivers on 0504/0505. */
#define NO_CROSSING	LINE("--target", "no attack on 0505: no bridge, " \
	"dam, ferry or ford connects the hexes (7.1)")
#define RAIN_FORD	LINE("--target", "no attack on 0505: in rain no " \
	"attack crosses a ford or a destroyed bridge or ferry (12.0)")

/* ---- Who attacks what (7.1) ---- */

/* DESIGN.md section 4: no `action`, the attack is adjudicated on its
 * own; 7.1 Participation in Defense: every unit in the hex defends. */
START_TEST(test_7_1_standalone_allowed)
{
	ALLOWED(GAME(CLEAR, BASE INF("Second", "usa", 3, "0505")
	    INF("Friend", "csa", 3, "0504")));
	ck_assert(c.standalone);
	ck_assert_str_eq(c.attacker->name, "A");
	ck_assert_int_eq(c.from, H("0504"));
	ck_assert_int_eq(c.target, H("0505"));
	ck_assert_int_eq(c.type, ATTACK_NORMAL);
	ck_assert_int_eq(c.ndefenders, 2);
	ck_assert_str_eq(c.defenders[0]->name, "Defender");
	ck_assert_str_eq(c.defenders[1]->name, "Second");
}
END_TEST

START_TEST(test_7_1_march_is_not_standalone)
{
	ALLOWED(GAME(CLEAR, BASE) "action: {kind: march, unit: A, mp: 2}\n");
	ck_assert(!c.standalone);
}
END_TEST

/* DESIGN.md section 5: a unit the file does not hold is a usage error. */
START_TEST(test_dsgn5_unknown_attacker)
{
	int st = attempt(GAME(CLEAR, BASE), "Nobody", "0505", ATTACK_NORMAL);

	ck_assert_int_eq(st, ST_USAGE);
	ck_assert_str_eq(tg_errors(&t), TG_PROG ": --attacker Nobody: no "
	    "unit of that name in the file\n");
}
END_TEST

START_TEST(test_7_1_attacker_out_of_play)
{
	static const char *const status[] = { "eliminated", "surrendered",
	    "withdrawn" };
	char	yaml[1024], want[256];
	size_t	i;

	for (i = 0; i < sizeof(status) / sizeof(status[0]); i++) {
		snprintf(yaml, sizeof(yaml), GAME(CLEAR, BASE
		    "  Gone: {side: csa, type: infantry, manpower: 3, "
		    "status: %s}\n"), status[i]);
		snprintf(want, sizeof(want), LINE("--attacker", "Gone is %s "
		    "and out of play: only a unit on the map may attack (7.1)"),
		    status[i]);
		refused(yaml, "Gone", "0505", ATTACK_NORMAL, want);
	}
}
END_TEST

/* "any single, adjacent hex occupied by one or more enemy units" */
START_TEST(test_7_1_target_not_adjacent)
{
	refused(GAME(CLEAR, BASE INF("Far", "usa", 4, "0507")), "A", "0507",
	    ATTACK_NORMAL, LINE("--target", "0507 is not adjacent to A's "
	    "hex: an attack is on a single adjacent hex (7.1)"));
}
END_TEST

START_TEST(test_7_1_target_empty)
{
	refused(GAME(CLEAR, BASE), "A", "0604", ATTACK_NORMAL,
	    LINE("--target", "0604 holds no enemy unit: only an "
	    "enemy-occupied hex may be attacked (7.1)"));
}
END_TEST

START_TEST(test_7_1_target_friendly)
{
	refused(GAME(CLEAR, BASE INF("Friend", "csa", 4, "0604")), "A",
	    "0604", ATTACK_NORMAL, LINE("--target", "0604 holds no enemy "
	    "unit: only an enemy-occupied hex may be attacked (7.1)"));
}
END_TEST

/* 7.1 Artillery: "Artillery units may not be the only units in an
 * attack" — and a march attack is the active unit alone (RULINGS 18). */
START_TEST(test_7_1_artillery_may_not_attack_alone)
{
	refused(GAME(CLEAR, DEFENDER UNIT("Guns", "csa", "artillery", 1,
	    "0504", "")), "Guns", "0505", ATTACK_NORMAL, LINE("--attacker",
	    "Guns is artillery: artillery may not be the only unit in an "
	    "attack (7.1)"));
}
END_TEST

/* RULINGS 18: wagon trains may not attack. */
START_TEST(test_7_1_wagon_may_not_attack)
{
	refused(GAME(CLEAR, DEFENDER UNIT("Train", "csa", "wagon", 1,
	    "0504", "")), "Train", "0505", ATTACK_NORMAL, LINE("--attacker",
	    "Train is a wagon train, which has no Combat value to attack "
	    "with (7.2)"));
}
END_TEST

/* ---- 7.1 Rivers, 10.2, 12.0 ---- */

START_TEST(test_7_1_river_without_crossing_refused)
{
	REFUSED(GAME(SIDE("[minor-river]"), BASE), NO_CROSSING);
	REFUSED(GAME(SIDE("[major-river]"), BASE), NO_CROSSING);
	/* A road alone does not cross a river. */
	REFUSED(GAME(SIDE("[minor-river, road]"), BASE), NO_CROSSING);
}
END_TEST

/* "unless a bridge, dam, ferry, or ford connects the attacker's and
 * defender's hexes" — a pontoon bridge of one's own too (10.1). */
START_TEST(test_7_1_each_crossing_allows)
{
#define OWN_PONTOON	"markers: {pontoon_bridges: [{hexside: 0504/0505, " \
	"owner: csa}]}\n"
	static const char *const games[] = {
		GAME(SIDE("[minor-river, ford]"), BASE),
		GAME(SIDE("[major-river, ford]"), BASE),
		GAME(SIDE("[minor-river, bridge]"), BASE),
		GAME(SIDE("[major-river, bridge]"), BASE),
		GAME(SIDE("[minor-river, ferry]"), BASE),
		GAME(SIDE("[major-river, ferry]"), BASE),
		GAME(SIDE("[minor-river, dam]"), BASE),
		GAME(SIDE("[major-river, dam]"), BASE),
		GAME(SIDE("[minor-river]"), BASE) OWN_PONTOON,
		GAME(SIDE("[major-river]"), BASE) OWN_PONTOON,
	};
#undef OWN_PONTOON
	size_t i;

	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		ALLOWED(games[i]);
}
END_TEST

/* 10.2: "Enemy units may not ... attack across it" (RULINGS 7). */
START_TEST(test_10_2_enemy_pontoon_refused)
{
	REFUSED(GAME(SIDE("[minor-river]"), BASE) "markers: "
	    "{pontoon_bridges: [{hexside: 0504/0505, owner: usa}]}\n",
	    LINE("--target", "no attack on 0505: the only bridge is the "
	    "enemy's pontoon bridge, which may not be attacked across "
	    "(10.2)"));
}
END_TEST

/* 10.2: a destroyed bridge or ferry over a minor river leaves a ford. */
START_TEST(test_10_2_destroyed_minor_bridge_is_a_ford)
{
	ALLOWED(GAME(SIDE("[minor-river, bridge]"), BASE)
	    "markers: {destroyed: [0504/0505]}\n");
	ALLOWED(GAME(SIDE("[minor-river, ferry]"), BASE)
	    "markers: {destroyed: [0504/0505]}\n");
}
END_TEST

/* 12.0: "Attacks cannot be made across ford or destroyed bridge/ferry
 * hexsides in rain turns"; nor while the minor river is unfordable
 * (RULINGS 7). */
START_TEST(test_12_0_destroyed_minor_bridge_not_in_rain_or_unfordable)
{
	REFUSED(RAIN(SIDE("[minor-river, bridge]"), BASE)
	    "markers: {destroyed: [0504/0505]}\n", RAIN_FORD);
	REFUSED(GAME(SIDE("[minor-river, bridge]"), BASE)
	    "markers: {destroyed: [0504/0505]}\n"
	    "unfordable: {minor: 1, major: 0}\n",
	    LINE("--target", "no attack on 0505: the minor river is "
	    "unfordable this turn (12.0)"));
}
END_TEST

/* 10.2: over a major river a destroyed bridge or ferry leaves nothing. */
START_TEST(test_10_2_destroyed_major_bridge_refused)
{
	REFUSED(GAME(SIDE("[major-river, bridge]"), BASE)
	    "markers: {destroyed: [0504/0505]}\n",
	    LINE("--target", "no attack on 0505: the bridge is destroyed "
	    "and leaves no ford on a major river (10.2)"));
	REFUSED(GAME(SIDE("[major-river, ferry]"), BASE)
	    "markers: {destroyed: [0504/0505]}\n",
	    LINE("--target", "no attack on 0505: the ferry is destroyed "
	    "and leaves no ford on a major river (10.2)"));
}
END_TEST

/* 10.2 Exception: "If Snicker's Ferry or Berry's Ferry, both on the
 * Shenandoah River, are destroyed, a ford is considered to exist across
 * that hexside" — usable as a ford, so not in rain. */
START_TEST(test_10_2_siv_destroyed_major_ferry_leaves_a_ford)
{
#define SIV(rain)							\
	TG_SIV "turn: 1\nrain: " rain "\nmap:\n  terrain: clear\n"	\
	"  hexsides:\n    N0504/N0505: [major-river, ferry]\n"		\
	"units:\n" INF("Defender", "usa", 4, "N0505")			\
	INF("A", "csa", 4, "N0504")					\
	"markers: {destroyed: [N0504/N0505]}\n"

	allowed(SIV("false"), "A", "N0505", ATTACK_NORMAL);
	refused(SIV("true"), "A", "N0505", ATTACK_NORMAL,
	    LINE("--target", "no attack on N0505: in rain no attack crosses "
	    "a ford or a destroyed bridge or ferry (12.0)"));
#undef SIV
}
END_TEST

START_TEST(test_12_0_rain_ford_refused)
{
	REFUSED(RAIN(SIDE("[minor-river, ford]"), BASE), RAIN_FORD);
	REFUSED(RAIN(SIDE("[major-river, ford, road]"), BASE), RAIN_FORD);
	/* Bridges, ferries and dams serve in rain. */
	ALLOWED(RAIN(SIDE("[minor-river, bridge]"), BASE));
	ALLOWED(RAIN(SIDE("[major-river, ferry]"), BASE));
	ALLOWED(RAIN(SIDE("[major-river, dam]"), BASE));
}
END_TEST

/* 12.0 Unfordability Effects (RULINGS 7). */
START_TEST(test_12_0_unfordable_ford_refused)
{
	REFUSED(GAME(SIDE("[minor-river, ford]"), BASE)
	    "unfordable: {minor: 1, major: 0}\n",
	    LINE("--target", "no attack on 0505: the minor river is "
	    "unfordable this turn (12.0)"));
	REFUSED(GAME(SIDE("[major-river, ford]"), BASE)
	    "unfordable: {minor: 0, major: 3}\n",
	    LINE("--target", "no attack on 0505: the major river is "
	    "unfordable this turn (12.0)"));
	/* Each marker for its own rivers. */
	ALLOWED(GAME(SIDE("[major-river, ford]"), BASE)
	    "unfordable: {minor: 3, major: 0}\n");
	/* A bridge still crosses. */
	ALLOWED(GAME(SIDE("[minor-river, bridge]"), BASE)
	    "unfordable: {minor: 1, major: 1}\n");
}
END_TEST

/* 12.0: "Attacks cannot be made across creek hexsides in rain turns unless
 * the hexside is crossed by a road, pike, trail, or RR (or at least one of
 * the two hexes joined by the creek hexside is a city hex)." */
START_TEST(test_12_0_rain_creek_without_road_refused)
{
	REFUSED(RAIN(SIDE("[creek]"), BASE), LINE("--target", "no attack on "
	    "0505: in rain no attack crosses a creek without a road, pike, "
	    "trail or RR (12.0)"));
	ALLOWED(GAME(SIDE("[creek]"), BASE));
}
END_TEST

START_TEST(test_12_0_rain_creek_with_road_allowed)
{
	ALLOWED(RAIN(SIDE("[creek, road]"), BASE));
	ALLOWED(RAIN(SIDE("[creek, pike]"), BASE));
	ALLOWED(RAIN(SIDE("[creek, trail]"), BASE));
	ALLOWED(RAIN(SIDE("[creek, railroad]"), BASE));
}
END_TEST

START_TEST(test_12_0_rain_creek_with_city_hex_allowed)
{
	ALLOWED(RAIN(MAPH("    '0505': city\n")
	    "  hexsides:\n    0504/0505: [creek]\n", BASE));
	ALLOWED(RAIN(MAPH("    '0504': city\n")
	    "  hexsides:\n    0504/0505: [creek]\n", BASE));
}
END_TEST

/* 2.4, 6.2: no unit crosses an all-water hexside. */
START_TEST(test_2_4_all_water_hexside_refused)
{
	REFUSED(GAME(SIDE("[water]"), BASE), LINE("--target", "no attack on "
	    "0505: the hexside is all water (2.4, 6.2)"));
}
END_TEST

/* ---- 7.1 Mountains and Swamps ---- */

START_TEST(test_7_1_defender_in_mountain_or_swamp_without_road_refused)
{
	REFUSED(GAME(MAPH("    '0505': mountain\n"), BASE),
	    LINE("--target", "no attack on 0505: the defender is in a "
	    "mountain hex and no road, pike, RR or trail joins the hexes "
	    "(7.1)"));
	REFUSED(GAME(MAPH("    '0505': swamp\n"), BASE),
	    LINE("--target", "no attack on 0505: the defender is in a "
	    "swamp hex and no road, pike, RR or trail joins the hexes "
	    "(7.1)"));
}
END_TEST

START_TEST(test_7_1_attacker_in_mountain_or_swamp_without_road_refused)
{
	REFUSED(GAME(MAPH("    '0504': mountain\n"), BASE),
	    LINE("--target", "no attack on 0505: A is in a mountain hex "
	    "and no road, pike, RR or trail joins the hexes (7.1)"));
	REFUSED(GAME(MAPH("    '0504': swamp\n"), BASE),
	    LINE("--target", "no attack on 0505: A is in a swamp hex "
	    "and no road, pike, RR or trail joins the hexes (7.1)"));
}
END_TEST

START_TEST(test_7_1_mountain_or_swamp_with_road_allowed)
{
#define JOINED_BY(road)	GAME(MAPH("    '0505': mountain\n"		\
	"    '0504': swamp\n") "  hexsides:\n"				\
	"    0504/0505: [" road "]\n", BASE)
	static const char *const games[] = { JOINED_BY("road"),
	    JOINED_BY("pike"), JOINED_BY("trail"), JOINED_BY("railroad") };
#undef JOINED_BY
	size_t i;

	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		ALLOWED(games[i]);
}
END_TEST

/* 6.2, 12.0: a provisional swamp is a swamp only in rain turns. */
START_TEST(test_12_0_provisional_swamp_only_in_rain)
{
	ALLOWED(GAME(MAPH("    '0505': provisional-swamp\n"), BASE));
	REFUSED(RAIN(MAPH("    '0505': provisional-swamp\n"), BASE),
	    LINE("--target", "no attack on 0505: the defender is in a "
	    "swamp hex and no road, pike, RR or trail joins the hexes "
	    "(7.1)"));
	ALLOWED(RAIN(MAPH("    '0505': provisional-swamp\n")
	    "  hexsides:\n    0504/0505: [road]\n", BASE));
}
END_TEST

/* ---- 7.1 Woods or Loess Hexsides ---- */

#define WOODS_REFUSAL(kind)	LINE("--target", "no attack on 0505 "	\
	"across a " kind " hexside: A did not start its action in this hex " \
	"and no road, pike, RR or trail joins the hexes (7.1)")

/* Standalone: the attacker is taken to have started its action in its
 * hex (RULINGS 15). */
START_TEST(test_7_1_woods_hexside_standalone_allowed)
{
	ALLOWED(GAME(MAPH("    '0505': woods\n"), BASE));
	ALLOWED(GAME(MAPH("    '0504': woods\n"), BASE));
	ALLOWED(GAME(MAPH("    '0505': loess\n"), BASE));
}
END_TEST

START_TEST(test_7_1_woods_hexside_march_started_elsewhere_refused)
{
	REFUSED(GAME(MAPH("    '0505': woods\n"), BASE)
	    "action: {kind: march, unit: A, mp: 6, start: '0503'}\n",
	    WOODS_REFUSAL("woods"));
	REFUSED(GAME(MAPH("    '0504': woods\n"), BASE)
	    "action: {kind: march, unit: A, mp: 6, start: '0503'}\n",
	    WOODS_REFUSAL("woods"));
	REFUSED(GAME(MAPH("    '0505': loess\n"), BASE)
	    "action: {kind: march, unit: A, mp: 6, start: '0503'}\n",
	    WOODS_REFUSAL("loess"));
}
END_TEST

/* "it starts the action in the hex from which the attack is made" — by
 * `start`, or by default the hex the active unit is in. */
START_TEST(test_7_1_woods_hexside_started_in_this_hex_allowed)
{
	ALLOWED(GAME(MAPH("    '0505': woods\n"), BASE)
	    "action: {kind: march, unit: A, mp: 6, start: '0504'}\n");
	ALLOWED(GAME(MAPH("    '0505': woods\n"), BASE)
	    "action: {kind: march, unit: A, mp: 6}\n");
	ALLOWED(GAME(MAPH("    '0505': loess\n"), BASE)
	    "action: {kind: march, unit: A, mp: 6, start: '0504'}\n");
}
END_TEST

/* "or there is a road, pike, RR or trail connecting the attacker's and
 * defender's hexes ... the active unit [may] have marched one or more
 * hexes before". */
START_TEST(test_7_1_woods_hexside_road_allows)
{
	ALLOWED(GAME(MAPH("    '0505': woods\n") "  hexsides:\n"
	    "    0504/0505: [road]\n", BASE)
	    "action: {kind: march, unit: A, mp: 6, start: '0503'}\n");
	ALLOWED(GAME(MAPH("    '0505': loess\n") "  hexsides:\n"
	    "    0504/0505: [trail]\n", BASE)
	    "action: {kind: march, unit: A, mp: 6, start: '0503'}\n");
}
END_TEST

/* ---- The march in progress (7.1, 6.1, 7.5) ---- */

/* "In a march, only the active unit may attack." */
START_TEST(test_7_1_march_only_active_unit_attacks)
{
	REFUSED(GAME(CLEAR, BASE INF("B", "csa", 4, "0403"))
	    "action: {kind: march, unit: B, mp: 6}\n",
	    LINE("--attacker", "B is marching: only the active unit may "
	    "attack in a march (7.1)"));
}
END_TEST

/* 5.2, 7.1: in an Activate Leader action with no unit marching yet, a
 * selected unit attacks only within its own march. */
START_TEST(test_5_2_activate_leader_attack_needs_march)
{
	ck_assert_int_eq(attempt(TG_TURN1 TG_CLEAR "units:\n" BROWN("")
	    WAGNER("") "leaders:\n  Cheatham: {side: csa, rank: corps, "
	    "tactical: 1, command: 3, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, mp: 6, "
	    "allowance: 6, selected: [Brown], attacks: 0, ended: false}\n",
	    "Brown", "4610", ATTACK_NORMAL), ST_REFUSED);
	tg_has(tg_errors(&t), "Brown is not marching");
	tg_has(tg_errors(&t), "(5.2, 7.1)");
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 1);
}
END_TEST

/* 7.5: D, F, f and E end the march: no further attack. */
START_TEST(test_7_5_ended_march_refused)
{
	REFUSED(GAME(CLEAR, BASE)
	    "action: {kind: march, unit: A, mp: 6, ended: true}\n",
	    LINE("--attacker", "A's march has ended (7.5: a D, F, f or E "
	    "result ends it)"));
}
END_TEST

/*
 * 6.1, Attack Summary: hasty 1, normal 2, prepared 4 MP for infantry;
 * 2, 4, 8 for cavalry.  With exactly the cost the attack is made and the
 * cost recorded (in halves); with a whole MP less it is refused.
 */
START_TEST(test_6_1_attack_mp_costs)
{
	static const struct {
		enum attack_type type;
		const char	*unit;
		int		 cost;
	} cases[] = {
		{ ATTACK_HASTY, "infantry", 1 },
		{ ATTACK_NORMAL, "infantry", 2 },
		{ ATTACK_PREPARED, "infantry", 4 },
		{ ATTACK_HASTY, "cavalry", 2 },
		{ ATTACK_NORMAL, "cavalry", 4 },
		{ ATTACK_PREPARED, "cavalry", 8 },
	};
	static const char *const names[] = { "column", "hasty", "normal",
	    "prepared" };
	char	yaml[1024], want[512];
	size_t	i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(yaml, sizeof(yaml), GAME(CLEAR, DEFENDER
		    UNIT("A", "csa", "%s", 4, "0504", ""))
		    "action: {kind: march, unit: A, mp: %d}\n", cases[i].unit,
		    cases[i].cost);
		allowed(yaml, "A", "0505", cases[i].type);
		ck_assert_int_eq(c.mp_cost, 2 * cases[i].cost);

		snprintf(yaml, sizeof(yaml), GAME(CLEAR, DEFENDER
		    UNIT("A", "csa", "%s", 4, "0504", ""))
		    "action: {kind: march, unit: A, mp: %d}\n", cases[i].unit,
		    cases[i].cost - 1);
		snprintf(want, sizeof(want), LINE("--attack", "a %s attack "
		    "by %s costs %d MP and A has %d left (6.1, Attack "
		    "Summary)"), names[cases[i].type], cases[i].unit,
		    cases[i].cost, cases[i].cost - 1);
		refused(yaml, "A", "0505", cases[i].type, want);
	}
}
END_TEST

/* MP are kept in halves: 3½ is not enough for a prepared attack. */
START_TEST(test_6_1_attack_mp_halves)
{
	refused(GAME(CLEAR, BASE) "action: {kind: march, unit: A, "
	    "mp: 3.5}\n", "A", "0505", ATTACK_PREPARED, LINE("--attack",
	    "a prepared attack by infantry costs 4 MP and A has 3\xc2\xbd "
	    "left (6.1, Attack Summary)"));
	allowed(GAME(CLEAR, BASE) "action: {kind: march, unit: A, "
	    "mp: 1.5}\n", "A", "0505", ATTACK_HASTY);
	ck_assert_int_eq(c.mp_cost, 2);
}
END_TEST

/* Attack Summary, General exception: "a prepared attack carried out by an
 * infantry unit against a loess hex would cost 5 MP, not 4". */
START_TEST(test_6_1_loess_costs_one_more)
{
	allowed(GAME(MAPH("    '0505': loess\n"), BASE)
	    "action: {kind: march, unit: A, mp: 5}\n", "A", "0505",
	    ATTACK_PREPARED);
	ck_assert_int_eq(c.mp_cost, 10);
	refused(GAME(MAPH("    '0505': loess\n"), BASE)
	    "action: {kind: march, unit: A, mp: 4}\n", "A", "0505",
	    ATTACK_PREPARED, LINE("--attack", "a prepared attack by "
	    "infantry against loess costs 5 MP and A has 4 left (6.1, "
	    "Attack Summary)"));
	/* Cavalry, hasty: 2 + 1. */
	allowed(GAME(MAPH("    '0505': loess\n"), DEFENDER
	    UNIT("A", "csa", "cavalry", 4, "0504", ""))
	    "action: {kind: march, unit: A, mp: 3}\n", "A", "0505",
	    ATTACK_HASTY);
	ck_assert_int_eq(c.mp_cost, 6);
	/* The attacker's loess hex is no penalty: the defender's is. */
	allowed(GAME(MAPH("    '0504': loess\n"), BASE)
	    "action: {kind: march, unit: A, mp: 4}\n", "A", "0505",
	    ATTACK_PREPARED);
	ck_assert_int_eq(c.mp_cost, 8);
}
END_TEST

/* Attack Summary: "A column of route attack may not be declared if a
 * unit's remaining Movement Allowance is 0"; it costs nothing. */
START_TEST(test_6_1_column_of_route_needs_mp)
{
	refused(GAME(CLEAR, BASE) "action: {kind: march, unit: A, mp: 0}\n",
	    "A", "0505", ATTACK_COLUMN, LINE("--attack", "a column of route "
	    "attack may not be declared with no Movement Points left (6.1)"));
	allowed(GAME(CLEAR, BASE) "action: {kind: march, unit: A, "
	    "mp: 0.5}\n", "A", "0505", ATTACK_COLUMN);
	ck_assert_int_eq(c.mp_cost, 0);
	allowed(GAME(CLEAR, DEFENDER UNIT("A", "csa", "cavalry", 4, "0504",
	    "")) "action: {kind: march, unit: A, mp: 1}\n", "A", "0505",
	    ATTACK_COLUMN);
	ck_assert_int_eq(c.mp_cost, 0);
	refused(GAME(CLEAR, DEFENDER UNIT("A", "csa", "cavalry", 4, "0504",
	    "")) "action: {kind: march, unit: A, mp: 0}\n", "A", "0505",
	    ATTACK_COLUMN, LINE("--attack", "a column of route attack may "
	    "not be declared with no Movement Points left (6.1)"));
}
END_TEST

/* c.mp_cost is the Attack Summary's cost in halves, whatever MP are
 * left. */
START_TEST(test_6_1_mp_cost_recorded_in_halves)
{
	allowed(GAME(CLEAR, BASE) "action: {kind: march, unit: A, mp: 9}\n",
	    "A", "0505", ATTACK_HASTY);
	ck_assert_int_eq(c.mp_cost, 2);
	allowed(GAME(CLEAR, DEFENDER UNIT("A", "csa", "cavalry", 4, "0504",
	    "")) "action: {kind: march, unit: A, mp: 9}\n", "A", "0505",
	    ATTACK_PREPARED);
	ck_assert_int_eq(c.mp_cost, 16);
	allowed(GAME(MAPH("    '0505': loess\n"), BASE)
	    "action: {kind: march, unit: A, mp: 9}\n", "A", "0505",
	    ATTACK_NORMAL);
	ck_assert_int_eq(c.mp_cost, 6);
}
END_TEST

/* ---- What must come first (DESIGN.md section 4, RULINGS 19) ---- */

START_TEST(test_dsgn4_pending_blocks_attack)
{
	REFUSED(GAME(CLEAR, BASE) "pending: [{kind: retreat, rule: '7.6', "
	    "units: [Defender], from: '0505', min: 2, max: 4, enemy: "
	    "'0504'}]\n",
	    LINE("pending[0]", "a retreat of Defender is pending (7.6): "
	    "resolve it with gcacw-retreat first"));
	REFUSED(GAME(CLEAR, BASE) "pending: [{kind: advance, rule: '7.6', "
	    "units: [A], from: '0504', into: '0505'}, {kind: rout, "
	    "units: [Defender], from: '0505', min: 4, max: 6, enemy: "
	    "'0504'}]\n",
	    LINE("pending[0]", "an advance of A is pending (7.6): "
	    "resolve it with gcacw-retreat first"));
	REFUSED(GAME(CLEAR, BASE) "pending: [{kind: voluntary-retreat, "
	    "units: [Defender], from: '0505', min: 1, max: 4, optional: true, "
	    "enemy: '0504'}]\n",
	    LINE("pending[0]", "a voluntary-retreat of Defender is pending "
	    "(7.6): resolve it with gcacw-retreat first"));
	/* An empty list blocks nothing. */
	ALLOWED(GAME(CLEAR, BASE) "pending: []\n");
}
END_TEST

/* game.h: an unlisted hex with no map.terrain default is missing data
 * (status 65), reported once with the map's position. */
START_TEST(test_dsgn4_unlisted_hex_is_missing_data)
{
	static const char yaml[] = TG_STD "turn: 1\nrain: false\n"
	    "map:\n  hexes:\n    '0504': clear\n" "units:\n" BASE;
	int st = attempt(yaml, "A", "0505", ATTACK_NORMAL);

	ck_assert_int_eq(st, ST_DATA);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_str_eq(tg_errors(&t), tg_line(yaml, "map:\n  |hexes:",
	    "map.hexes", "hex 0505 has no terrain (needed by 7.1 attacks) "
	    "and map.terrain gives no default; list it under map.hexes or "
	    "set map.terrain"));
}
END_TEST

/* DESIGN.md section 5: a target that is not a hex id is a usage error. */
START_TEST(test_dsgn5_target_not_a_hex_id)
{
	int st = attempt(GAME(CLEAR, BASE), "A", "here", ATTACK_NORMAL);

	ck_assert_int_eq(st, ST_USAGE);
	ck_assert_int_eq(t.d.status, ST_USAGE);
	ck_assert_msg(strncmp(tg_errors(&t), TG_PROG ": --target here: not a "
	    "hex id:", strlen(TG_PROG ": --target here: not a hex id:")) == 0,
	    "%s", tg_errors(&t));
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 1);
}
END_TEST

CHECK_SUITE(attack, NULL, teardown, 0,
    CHECK_NO_LOOPS)
