/*
 * test_scenario_rules.c — the scenario vocabulary issue 27 added, asked
 * through the rules that read it: an unfordable restriction closes fords
 * and stops ZOC (SIV 13.4 special rule 4), a release for one turn opens
 * them and makes destroyed bridges fords (rule 6), `not:` in hex sets
 * (SIV Bath special rule 2), a no-action bound to where the unit stands
 * (SJW 22.1 special rule 2), objectives taken and lost (SIV McDowell
 * special rule 3), and a pass that ends the
 * Action Cycle (SIV Bath special rule 3).
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
START_TEST(test_13_4_unfordable_closes_fords_and_zoc)
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
START_TEST(test_13_4_release_for_one_turn)
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
START_TEST(test_bath_2_not_clause)
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
START_TEST(test_13_2_objective_taken_and_lost)
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
START_TEST(test_bath_3_pass_ends_cycle)
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

static Suite *
scenario_rules_suite(void)
{
	Suite	*s = suite_create("scenario_rules");
	TCase	*tc = tcase_create("scenario_rules");

	tcase_add_test(tc, test_13_4_unfordable_closes_fords_and_zoc);
	tcase_add_test(tc, test_13_4_release_for_one_turn);
	tcase_add_test(tc, test_bath_2_not_clause);
	tcase_add_test(tc, test_sjw_22_1_2_eligible_by_county);
	tcase_add_test(tc, test_13_2_objective_taken_and_lost);
	tcase_add_test(tc, test_bath_3_pass_ends_cycle);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(scenario_rules_suite)
