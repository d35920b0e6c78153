/*
 * test_scenario_rules.c — a scenario's vocabulary (gcacw-file(5)
 * SCENARIOS) asked through the rules that read it: an unfordable
 * restriction closes fords and stops ZOC (SIV 13.4 special rule 4), a
 * release for one turn opens them and makes destroyed bridges fords
 * (rule 6), `not:` in hex sets (SIV Bath special rule 2), a no-action
 * bound to where the unit stands (SJW 22.1 special rule 2), objectives
 * taken and lost (SIV McDowell special rule 3), a pass that ends the
 * Action Cycle (SIV Bath special rule 3), a withdrawal from the hexes
 * the scenario names (SIV 13.1 special rule 2); and its victory table
 * scored (gcacw-vp(1)): scales, the ledger's VP, the final entry's
 * items, SJW 22.1's unsurrounded units.
 *
 * Hexes: 1010, 1011, ... run south in a line (test_move_path.c); the
 * river hexsides are the test's own.
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "objective.h"
#include "restrict.h"
#include "retreat.h"
#include "scenario.h"
#include "testplay.h"
#include "testvp.h"
#include "turn.h"
#include "zoc.h"

#define SPECIAL_IN(game, rule, r)	TG_SCEN(game) "special:\n"	\
	"  - rule: " rule "\n    text: as printed\n    restrictions:\n" r
#define SPECIAL(rule, r)	SPECIAL_IN("siv", rule, r)
#define R(x)	"      - " x "\n"
#define RIVER(more)	TG_SIV "turn: 5\nrain: false\n" more		\
	"map:\n  terrain: clear\n  hexsides:\n"			\
	"    N1010/N1011: [major-river, ford]\n"			\
	"    N1011/N1012: [major-river, bridge]\n"			\
	"markers: {destroyed: ['N1011/N1012']}\n"			\
	"units:\n" TG_INF("A", "csa", 5, "N1010") TG_INF("B", "usa", 5, "N1012")
#define UNFORDABLE	SPECIAL("SIV 13.4 special rule 4", R("{kind: "	\
	"unfordable, major: true, minor: false, id: open, lifted_fords: "	\
	"true}"))

/* 13.4 rule 4: "units may not cross ... major rivers at ford or
 * destroyed bridge hexsides ... ZOC do not extend across major rivers at
 * ford or destroyed bridge hexsides". */
START_TEST(test_siv_13_4_unfordable_closes_fords_and_zoc)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, RIVER(""));
	hex_t		 a = tg_hex(g, "N1010"), m = tg_hex(g, "N1011");

	/* No restriction: the ford carries A's ZOC into 1011. */
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, m), ZOC_NORMAL);
	tg_scenario(g, UNFORDABLE);
	ck_assert(restrict_unfordable(g, HS_MAJOR_RIVER));
	ck_assert(!restrict_unfordable(g, HS_MINOR_RIVER));
	ck_assert_int_eq(zoc_across(g, a, m), ZOC_NONE);
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, m), ZOC_NONE);
	tg_done(&t);
}
END_TEST

/* 13.4 rule 6: released for Turn 5 only ({id, turn}), the rivers open,
 * ZOC extend, and the destroyed bridge is a ford; on Turn 6 not. */
START_TEST(test_siv_13_4_release_for_one_turn)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, RIVER("released: [{id: open, "
			    "turn: 5}]\n"));
	hex_t		 m = tg_hex(g, "N1011");

	tg_scenario(g, UNFORDABLE);
	ck_assert(scenario_released(g, "open"));
	ck_assert(!restrict_unfordable(g, HS_MAJOR_RIVER));
	ck_assert(restrict_destroyed_ford(g, HS_MAJOR_RIVER | HS_BRIDGE));
	ck_assert_int_eq(zoc_of_side(g, SIDE_CSA, m), ZOC_NORMAL);
	/* B's ZOC crosses the destroyed bridge, a ford this turn. */
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, m), ZOC_NORMAL);
	g->turn = 6;
	ck_assert(!scenario_released(g, "open"));
	ck_assert(restrict_unfordable(g, HS_MAJOR_RIVER));
	ck_assert_int_eq(zoc_of_side(g, SIDE_USA, m), ZOC_NONE);
	/* A release for good stays. */
	scenario_release(g, "open", 0);
	ck_assert(scenario_released(g, "open"));
	tg_done(&t);
}
END_TEST

/* Bath rule 2: `not:` is the complement of its hex set; a no-attack with
 * `where` forbids attacks on those hexes only. */
START_TEST(test_siv_bath_2_not_clause)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 1\n"
				    "rain: false\nmap:\n  terrain: clear\n"
				    "  hexes:\n    N2906: {county: Morgan}\n"
				    "    N3006: {county: Frederick}\n"
				    "units:\n" TG_INF("A", "csa", 5, "N2906"));
	const struct unit	*a = tg_unit(g, "A");
	const char		*where = "[{not: [{hexes: [N3102]}, {county: "
				    "Morgan}]}]";
	char			 yaml[1024];

	snprintf(yaml, sizeof(yaml), SPECIAL("SIV Bath special rule 2",
	    "      - {kind: no-enter, side: csa, where: %s}\n"
	    "      - {kind: no-attack, side: csa, where: %s}\n"), where,
	    where);
	tg_scenario(g, yaml);
	ck_assert_ptr_nonnull(restrict_enter(g, a, tg_hex(g, "N3006")));
	ck_assert_ptr_null(restrict_enter(g, a, tg_hex(g, "N2906")));
	/* Hancock is listed first: its county is never asked. */
	ck_assert_ptr_null(restrict_enter(g, a, tg_hex(g, "N3102")));
	ck_assert_ptr_nonnull(restrict_attack(g, a, tg_hex(g, "N3006")));
	ck_assert_ptr_null(restrict_attack(g, a, tg_hex(g, "N2906")));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* SJW 22.1 rule 2: a no-action with `where` binds where the unit stands
 * (a leader: his unit's hex), and `except` still frees Griffin. */
START_TEST(test_sjw_22_1_2_eligible_by_county)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_SJW "turn: 1\nrain: false\n"
			    "map:\n  terrain: clear\n  hexes:\n"
			    "    S1418: {county: Culpeper}\n"
			    "    S2403: {county: Fauquier}\n"
			    "units:\n" TG_INF("A", "usa", 5, "S1418")
			    TG_INF("B", "usa", 5, "S2403")
			    TG_INF("Griffin", "usa", 3, "S2403"));

	tg_scenario(g, SPECIAL_IN("sjw", "SJW 22.1 special rule 2", R("{kind: "
	    "no-action, side: usa, turns: {from: 1, to: 1}, except: [Griffin], "
	    "where: [{not: [{county: [Culpeper, Madison]}]}]}")));
	ck_assert_ptr_null(restrict_act(g, "A", SIDE_USA,
	    tg_unit(g, "A")->hex));
	ck_assert_ptr_nonnull(restrict_act(g, "B", SIDE_USA,
	    tg_unit(g, "B")->hex));
	ck_assert_ptr_null(restrict_act(g, "Griffin", SIDE_USA,
	    tg_unit(g, "Griffin")->hex));
	/* 4.2: the side still has a unit eligible. */
	ck_assert(turn_eligible(g, SIDE_USA));
	g->turn = 2;
	ck_assert_ptr_null(restrict_act(g, "B", SIDE_USA,
	    tg_unit(g, "B")->hex));
	tg_done(&t);
}
END_TEST

/* McDowell rule 3: Confederate infantry entering takes the objective,
 * cavalry never ("infantry (not cavalry)"), and Union infantry takes the
 * marker off (gcacw-march, gcacw-retreat and advances call this for each
 * hex entered: golden cases). */
START_TEST(test_siv_13_2_objective_taken_and_lost)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_SIV "turn: 3\nrain: false\n"
			    TG_CLEAR "units:\n" TG_INF("A", "csa", 5, "N1010")
			    TG_CAV("C", "csa", 2, "N1010")
			    TG_INF("U", "usa", 5, "N1014"));
	struct node	*notes = node_seq(&g->arena, S_BLOCK);
	hex_t		 h = tg_hex(g, "N1011");

	tg_scenario(g, SPECIAL("SIV 13.2 special rule 3", R("{kind: "
	    "objective, hexes: [N1011], gain: [csa], lose: [usa]}")));
	objective_entered(g, tg_unit(g, "C"), h, notes);
	ck_assert_int_eq(g->markers.ncontrol, 0);
	objective_entered(g, tg_unit(g, "A"), h, notes);
	ck_assert_int_eq(g->markers.ncontrol, 1);
	ck_assert_int_eq(g->markers.control_side[0], SIDE_CSA);
	objective_entered(g, tg_unit(g, "U"), h, notes);
	ck_assert_int_eq(g->markers.ncontrol, 0);
	ck_assert_int_eq(notes->n, 2);
	tg_done(&t);
}
END_TEST

/* Bath rule 3: "the Action Phase ends the moment the Confederate player
 * passes": his pass ends the Action Cycle, the Union's does not. */
START_TEST(test_siv_bath_3_pass_ends_cycle)
{
	struct tg		 t;
	struct turn_orders	 o = { .op = TURN_PASS };
	struct turn_result	 r;
	struct dice		 d;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 1\n"
				    "phase: action\ninitiative: usa\n"
				    "rain: false\n" TG_CLEAR "units:\n"
				    TG_INF("A", "csa", 5, "N1010")
				    TG_INF("U", "usa", 5, "N1014"));

	tg_scenario(g, SPECIAL("SIV Bath special rule 3", R("{kind: "
	    "pass-ends-cycle, side: csa, turns: {from: 1, to: 2}}")));
	dice_init(&d, g, NULL, 0, false, 0);
	ck_assert_int_eq(turn_run(g, &d, &o, &r), 0);
	ck_assert(!r.ended);
	ck_assert_int_eq(g->initiative, SIDE_CSA);
	ck_assert_int_eq(turn_run(g, &d, &o, &r), 0);
	ck_assert(r.ended);
	dice_free(&d);
	tg_done(&t);
}
END_TEST

/*
 * SIV 13.1 special rule 2: "As long as at least one Union infantry
 * brigade remains on the map at the end of the turn, there is no limit
 * to the number of units the Union player may withdraw": Bri, a
 * brigade, stays on the map, and Div, a division, withdraws from a hex
 * of the scenario's withdrawal restriction.
 */
START_TEST(test_siv_13_1_withdraw_division)
{
	static const char *const names[] = { "Div" };
	struct turn_orders	 o = { .op = TURN_END, .withdraw = names,
				    .nwithdraw = 1 };
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SIV "turn: 3\nphase: turn-indication\n"
	    TG_CLEAR "units:\n"
	    TG_UNIT("Div", "usa", "infantry", 6, "N1011", ", size: division")
	    TG_UNIT("Bri", "usa", "infantry", 2, "N1215", ", size: brigade")
	    TG_INF("Reb", "csa", 3, "N1520"));
	tg_scenario(g, SPECIAL("TEST special rule 3", R("{kind: withdrawal, "
	    "side: usa, hexes: [N1011]}")));
	ck_assert_int_eq(turn_orders_run(g, &o, &r, 0, NULL), 0);
	ck_assert_int_eq(tg_unit(g, "Div")->status, US_WITHDRAWN);
	ck_assert(noted(&r, "Div withdraws from N1011 on Turn 3, manpower 6 "
	    "(TEST special rule 3)"));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* A victory table of the Union's (gcacw-file(5) SCENARIOS): 10 VP or more
 * is a Win, 9 or less a Loss. */
#define VP_SCEN(game, items)						\
	"scenario: 1\ngame: " game "\nname: test\ntitle: Test\n"	\
	"rule: TEST 1.0\nturns: {first: 1, last: 20}\n"		\
	"victory:\n  side: usa\n"					\
	"  levels: [{min: 10, level: Win}, {max: 9, level: Loss}]\n"	\
	"  items:\n" items

/* Turn 5 of a standard game, A in 1010, the ledger's losses `ledger`. */
#define VP_GAME(ledger)	TG_STD "turn: 5\nrain: false\n" TG_CLEAR	\
	"units:\n" TG_INF("A", "csa", 5, "1010")			\
	"ledger:\n  losses:\n    csa: " ledger "\n"

/* g, with the scenario scen, scored into r. */
static void
vp_scored(struct game *g, const char *scen, struct vp_result *r)
{
	tg_scenario(g, scen);
	ck_assert_int_eq(vp_score(g, false, r), 0);
}

/* r freed, with no error reported of t's game, and t done. */
static void
vp_done(struct tg *t, struct vp_result *r)
{
	vp_result_free(r);
	ck_assert_str_eq(tg_errors(t), "");
	tg_done(t);
}

/*
 * gcacw-file(5) Victory items: a `scale` scores "the vp of the first
 * entry whose range holds the count": the Confederates lost 9, outside
 * 1..2, inside 3 and more: 8 VP.  ledger.vp (DESIGN.md 4): "an entry
 * with item, the id of one of the scenario's per-turn items, is that
 * item's"; `lost` is an end item, so its entry is VP recorded by hand,
 * added apart: +3 of the Union's, -1 of the Confederates'.  Total
 * 8 + 2 = 10: a Win.
 */
START_TEST(test_dsgn4_vp_scale_and_ledger)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, VP_GAME("{combat: 7, retreat: 2}")
	    "  vp:\n"
	    "    - {turn: 2, side: usa, vp: 3, why: hand, item: lost}\n"
	    "    - {turn: 2, side: csa, vp: 1, why: hand}\n");
	vp_scored(g, VP_SCEN("standard", "    - {id: lost, rule: R, "
	    "text: T, when: end, scale: [{min: 1, max: 2, vp: 5}, {min: 3, "
	    "vp: 8}], count: {losses: {side: csa}}}\n"), &r);
	ck_assert_int_eq(vp_item(&r, "lost")->count, 9);
	ck_assert_int_eq(vp_item(&r, "lost")->vp, 8);
	ck_assert_int_eq(vp_item(&r, "lost")->ledger_n, 0);
	ck_assert_int_eq(r.ledger_vp, 2);
	ck_assert_int_eq(r.ledger_entries, 2);
	ck_assert_int_eq(r.total, 10);
	ck_assert_str_eq(r.level, "Win");
	vp_done(&t, &r);
}
END_TEST

/*
 * gcacw-vp(1) --final (DESIGN.md 4, the log entry): the entry's items,
 * each "{id, rule, count, vp, how}", how being what was counted; the
 * losses of no cause count nothing (0, "a cause ... left out is 0"), so
 * the item has no `how`, where the losses of every cause say each one.
 */
START_TEST(test_dsgn4_vp_final_nothing_counted)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, VP_GAME("{combat: 7}"));
	vp_scored(g, VP_SCEN("standard",
	    "    - {id: none, rule: R, text: T, vp: 1, count: {losses: "
	    "{side: csa, causes: []}}}\n"
	    "    - {id: all, rule: R, text: T, vp: 1, count: {losses: "
	    "{side: csa}}}\n"), &r);
	vp_record_final(g, &r);
	ck_assert_str_eq(tg_log(g, "items.0.id")->str, "none");
	ck_assert_str_eq(tg_log(g, "items.0.count")->str, "0");
	ck_assert_ptr_null(tg_log(g, "items.0.how"));
	ck_assert_str_eq(tg_log(g, "items.1.id")->str, "all");
	ck_assert_str_eq(tg_log(g, "items.1.count")->str, "7");
	ck_assert_ptr_nonnull(strstr(tg_log(g, "items.1.how")->str,
	    "combat 7"));
	ck_assert_str_eq(tg_log(g, "level")->str, "Loss");
	vp_done(&t, &r);
}
END_TEST

/*
 * SJW 22.1's note (gcacw-file(5) `unsurrounded: true`): a unit is
 * surrounded when its six adjacent hexes all hold enemy *infantry* or lie
 * in its ZOC.  U in N1010 has Confederate infantry north (N1009), whose
 * ZOC covers N1010's northern neighbours (V, Union, stands in the
 * north-eastern one), and Confederate cavalry south-east of it, outside
 * that ZOC: the cavalry's hex holds no infantry, so U is not surrounded
 * and counts; so does V, whose north-eastern hex is empty and outside
 * N's ZOC.
 */
START_TEST(test_sjw_22_1_cavalry_no_ring)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;
	char			 yaml[1024], se[16], ne[16];

	g = tg_load_ok(&t, TG_SJW "turn: 5\n" TG_CLEAR "units:\n"
	    TG_INF("U", "usa", 3, "N1010"));
	snprintf(se, sizeof(se), "%s", tg_hexid(g,
	    hex_neighbour(tg_hex(g, "N1010"), DIR_SE)));
	snprintf(ne, sizeof(ne), "%s", tg_hexid(g,
	    hex_neighbour(tg_hex(g, "N1010"), DIR_NE)));
	tg_done(&t);
	snprintf(yaml, sizeof(yaml), TG_SJW "turn: 5\n" TG_CLEAR "units:\n"
	    TG_INF("U", "usa", 3, "N1010") TG_INF("V", "usa", 3, "%s")
	    TG_INF("N", "csa", 3, "N1009") TG_CAV("S", "csa", 3, "%s"), ne,
	    se);
	g = tg_load_ok(&t, yaml);
	vp_scored(g, VP_SCEN("sjw", "    - {id: free, rule: R, text: T, "
	    "vp: 1, count: {units: {units: {side: usa}, where: [{map: "
	    "true}], unsurrounded: true}}}\n"), &r);
	ck_assert_int_eq(vp_item(&r, "free")->count, 2);
	tg_hasnt(vp_item(&r, "free")->how, "surrounded");
	vp_done(&t, &r);
}
END_TEST

CHECK_TESTS(scenario_rules)
