/*
 * test_cov_doc23.c — the refusals of a game file and of a scenario, the
 * turn's and the victory's rulings, and the words of --explain and
 * gcacw-show, in the cases no golden case reaches (issue 15, branch
 * coverage).  Each expected line is worked out from the rule it cites
 * (/work/shared/rules/siv-rulebook.txt) or from the message the loader
 * is documented to give (gcacw-file(5), DESIGN.md section 5: PROG:
 * FILE:LINE:COL: PATH: msg), not copied from the code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "cli.h"
#include "dice.h"
#include "explain.h"
#include "fixture.h"
#include "load.h"
#include "march.h"
#include "scenario.h"
#include "show_int.h"
#include "turn.h"
#include "testvp.h"
#include "vp.h"
#include "yamlio.h"
#include "zoc.h"

/* yaml is refused with exactly the one line want. */
static void
refused1(const char *yaml, const char *want)
{
	struct tg	 t;

	ck_assert_ptr_null(tg_load(&t, yaml));
	ck_assert_str_eq(tg_errors(&t), want);
	tg_done(&t);
}

/* A clear map of turn 1 and Brown, of Cheatham's division, in 4610. */
#define BASE								\
	TG_TURN1 TG_CLEAR "units:\n"					\
	"  Brown: {side: csa, type: infantry, hex: '4610', manpower: "	\
	"5, command: [Cheatham]}\n"

/*
 * DESIGN.md section 4: a unit in play has a hex, one out of play a
 * status and the turn it `left`.  An unknown status is the one error: it
 * says neither that the unit is in play (so `left` is not refused) nor
 * that it is out of play (so no hex is required).
 */
START_TEST(test_unit_status_unknown)
{
	static const char yaml[] = BASE
	    "  Gone: {side: csa, type: infantry, manpower: 5, status: lost, "
	    "left: 3}\n";

	refused1(yaml, tg_line(yaml, "status: |lost", "units.Gone.status",
	    "'lost' is not one of: eliminated, surrendered, withdrawn"));
}
END_TEST

/*
 * Issue 9, 6.3: a `leads` one slip away from a formation of the unit the
 * leader is with is a misspelling; of several at one slip, the first
 * listed is named.  Cheatham leads "Cheatham" (8 letters: a third of it
 * and one, 3 slips, at most); Brown is of Cheathxx (2 slips), Cheathan
 * and Cheathaz (1 slip each): Cheathan is the nearest, first.
 */
START_TEST(test_leads_hint_nearest)
{
	static const char yaml[] = TG_TURN1 TG_CLEAR "units:\n"
	    "  Brown: {side: csa, type: infantry, hex: '4610', manpower: "
	    "5, command: [Cheathxx, Cheathan, Cheathaz]}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, with: "
	    "Brown}\n";

	refused1(yaml, tg_line(yaml, "with: |Brown}", "leaders.Cheatham.with",
	    "Brown is not in Cheatham's command Cheatham; a leader stays "
	    "with a subordinate unit (6.3); did you mean leads: Cheathan?"));
}
END_TEST

/*
 * 6.3 and SIV 5.2 (Select Participants: "artillery units occupying the
 * same hex as the active leader ... even though the artillery units do
 * not belong to the leader's command"): a division leader may stand
 * with an artillery unit of another command; the same leader with an
 * infantry unit of that command is refused.
 */
START_TEST(test_leader_with_artillery)
{
	static const char guns[] = TG_TURN1 TG_CLEAR "units:\n"
	    "  Guns: {side: csa, type: artillery, hex: '4610', manpower: 1, "
	    "command: [Reserve]}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, with: "
	    "Guns}\n";
	static const char foot[] = TG_TURN1 TG_CLEAR "units:\n"
	    "  Guns: {side: csa, type: infantry, hex: '4610', manpower: 1, "
	    "command: [Reserve]}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, with: "
	    "Guns}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, guns);

	ck_assert_int_eq(tg_leader(g, "Cheatham")->with,
	    (int)(tg_unit(g, "Guns") - g->units));
	tg_done(&t);
	refused1(foot, tg_line(foot, "with: |Guns}", "leaders.Cheatham.with",
	    "Guns is not in Cheatham's command Cheatham; a leader stays "
	    "with a subordinate unit (6.3)"));
}
END_TEST

/* gcacw-file(5) leaders: status "as for units": an unknown one is the
 * leader's one error. */
START_TEST(test_leader_status_unknown)
{
	static const char yaml[] = BASE "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, status: lost, with: "
	    "Brown}\n";

	refused1(yaml, tg_line(yaml, "status: |lost", "leaders.Cheatham.status",
	    "'lost' is not one of: eliminated, surrendered, withdrawn"));
}
END_TEST

/*
 * gcacw-file(5) action: the cavalry that declined a retreat (7.7) are
 * hexes; an Activate Leader action (5.2) names a leader that exists,
 * selects a list of units, each once.
 */
START_TEST(test_action_values)
{
	static const char march[] = BASE
	    "action: {kind: march, unit: Brown, mp: 3, declined: ['46x0']}\n";
	static const char text[] = BASE
	    "action: {kind: activate-leader, leader: [1], mp: 3}\n";
	static const char nobody[] = BASE
	    "action: {kind: activate-leader, leader: Nobody, mp: 3}\n";
	static const char scalar[] = BASE "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, mp: 3, "
	    "selected: Brown}\n";
	static const char twice[] = BASE "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, mp: 3, "
	    "selected: [Brown, Brown]}\n";

	refused1(march, tg_line(march, "declined: [|'46x0'",
	    "action.declined[0]", "'46x0' is not a hex id: hex ids are four "
	    "digits, column then row: 4710, or N4710 after a sheet letter"));
	refused1(text, tg_line(text, "leader: |[1]", "action.leader",
	    "expected text, got a list"));
	refused1(nobody, tg_line(nobody, "leader: |Nobody", "action.leader",
	    "no leader is named 'Nobody'"));
	refused1(scalar, tg_line(scalar, "selected: |Brown", "action.selected",
	    "expected a list of units, got a scalar"));
	refused1(twice, tg_line(twice, "Brown, |Brown]", "action.selected[1]",
	    "listed twice"));
}
END_TEST

/*
 * gcacw-file(5) pending: the units concerned are named (text), and so
 * is the active enemy unit, enemy_unit (7.6, 7.7).  The path of a bad
 * unit names the list, as gcacw-retreat's does (load_pending.c, the
 * golden case gcacw-check/pending-unit-unknown).
 */
START_TEST(test_pending_names)
{
	static const char units[] = BASE "pending: [{kind: retreat, rule: "
	    "'7.6', units: [[1]], from: '4610', min: 1, max: 2, enemy: "
	    "'4611'}]\n";
	static const char enemy[] = BASE "pending: [{kind: cavalry-retreat, "
	    "rule: '7.7', units: [Brown], from: '4610', enemy: '4611', "
	    "enemy_unit: [1]}]\n";

	refused1(units, tg_line(units, "units: [|[1]", "pending[0].units",
	    "expected text, got a list"));
	refused1(enemy, tg_line(enemy, "enemy_unit: |[1]",
	    "pending[0].enemy_unit", "expected text, got a list"));
}
END_TEST

/*
 * DESIGN.md 6: "Only the document's own chart overrides are written
 * back; those from --charts or $GCACW_CHARTS stay outside the file": so
 * does an x- key of a --charts file, while the document's own x- key
 * under charts is carried through.
 */
START_TEST(test_dsgn6_charts_file_x_key)
{
	struct chart_source	 src;
	struct tg		 s, t;
	char			*out;

	ck_assert_ptr_nonnull(tg_read(&s, "x-from-file: 1\n"));
	src.file = "charts.yaml";
	src.charts = s.doc;
	ck_assert_ptr_nonnull(tg_load_with(&t, TG_TURN1 "charts: {x-own: 2}\n"
	    TG_CLEAR, &src, 1));
	ck_assert_str_eq(tg_errors(&t), "");
	out = tg_emit(t.g);
	tg_has(out, "x-own: 2");
	tg_hasnt(out, "x-from-file");
	free(out);
	tg_done(&t);
	tg_done(&s);
}
END_TEST

/*
 * yaml loaded as a scenario of the standard game (gcacw-file(5)
 * SCENARIOS): refused with exactly the lines of want, in any order.
 */
static void
scen_refused(const char *yaml, const char *const *want, int n)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD);
	struct yaml_reader	*r = yaml_reader_new(yaml, strlen(yaml));
	struct node		*doc = NULL;
	int			 i;

	ck_assert_int_eq(yaml_reader_next(r, &g->arena, g->diag, &doc), 1);
	ck_assert_ptr_null(scenario_load(g, doc, NULL));
	for (i = 0; i < n; i++)
		ck_assert_msg(strstr(tg_errors(&t), want[i]) != NULL,
		    "not reported: %s\nin:\n%s", want[i], tg_errors(&t));
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), n);
	yaml_reader_free(r);
	tg_done(&t);
}

/*
 * gcacw-file(5) SCENARIOS: `scenario` is the format, 1 (1..99 read);
 * `turns` a mapping whose `first` defaults to 1; `maps` a list of sheet
 * letters; the victory's `items` a list; a restriction's `side` csa or
 * usa.
 */
START_TEST(test_scenario_head)
{
	static const char yaml[] = "scenario: 100\ngame: standard\n"
	    "name: test\ntitle: Test\nrule: TEST 1.0\n"
	    "turns: {last: 9}\n"
	    "maps: 3\n"
	    "special:\n"
	    "  - {rule: R, text: T, restrictions: [{kind: first-initiative, "
	    "side: both}]}\n"
	    "victory: {side: usa, items: 3, levels: [{level: Draw}]}\n";
	char	*want[4];
	int	 i;

	want[0] = strdup(tg_line(yaml, "scenario: |100", "scenario",
	    "100 is out of range 1..99"));
	want[1] = strdup(tg_line(yaml, "maps: |3", "maps",
	    "expected a list of sheets, got a scalar"));
	want[2] = strdup(tg_line(yaml, "side: |both", "special[0]."
	    "restrictions[0].side", "'both' is not one of: csa, usa"));
	want[3] = strdup(tg_line(yaml, "items: |3", "victory.items",
	    "expected a list of items, got a scalar"));
	scen_refused(yaml, (const char *const *)want, 4);
	for (i = 0; i < 4; i++)
		free(want[i]);
}
END_TEST

/*
 * gcacw-file(5) SCENARIOS: a scenario is a mapping; its `game` a name;
 * `turns` {first: N, last: N}; the victory's `side`, `items` and
 * `levels` are each required.
 */
START_TEST(test_scenario_shape)
{
	static const char *const list[] = {
	    "gcacw-check: <stdin>:1:1: expected a scenario (scenario: 1, "
	    "game, name, ...), got a list\n",
	};
	static const char head[] = "scenario: 1\ngame: [standard]\n"
	    "name: test\ntitle: Test\nrule: TEST 1.0\n"
	    "turns: 3\n"
	    "victory: {side: usa, levels: [{level: Draw}]}\n";
	static const char *const want[] = {
	    "gcacw-check: <stdin>:2:7: game: expected a game, got a list\n",
	    "gcacw-check: <stdin>:6:8: turns: expected {first, last}, got "
	    "a scalar\n",
	    "gcacw-check: <stdin>:7:10: victory: `side`, `items` and "
	    "`levels` are required\n",
	};
	static const char nolevels[] = TG_SCEN("standard");
	char		*noitems;

	scen_refused("[1]\n", list, 1);
	scen_refused(head, want, 3);
	/* TG_SCEN's victory without its levels. */
	noitems = strdup(nolevels);
	ck_assert_ptr_nonnull(noitems);
	*strstr(noitems, ", levels: [{level: Draw}]") = '\0';
	strcat(noitems, "}\n");
	{
		const char *const w[] = { tg_line(noitems, "victory: |{",
		    "victory", "`side`, `items` and `levels` are required") };

		scen_refused(noitems, w, 1);
	}
	free(noitems);
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

/*
 * gcacw-file(5) Victory items: a `scale` scores "the vp of the first
 * entry whose range holds the count": the Confederates lost 9, outside
 * 1..2, inside 3 and more: 8 VP.  ledger.vp: "an entry with item, the id
 * of one of the scenario's per-turn items, is that item's"; `lost` is an
 * end item, so its entry is VP recorded by hand, added apart: +3 of the
 * Union's, -1 of the Confederates'.  Total 8 + 2 = 10: a Win.
 */
START_TEST(test_vp_scale_ledger)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_STD "turn: 5\nrain: false\n" TG_CLEAR
	    "units:\n" TG_INF("A", "csa", 5, "1010")
	    "ledger:\n  losses:\n    csa: {combat: 7, retreat: 2}\n"
	    "  vp:\n"
	    "    - {turn: 2, side: usa, vp: 3, why: hand, item: lost}\n"
	    "    - {turn: 2, side: csa, vp: 1, why: hand}\n");
	tg_scenario(g, VP_SCEN("standard", "    - {id: lost, rule: R, "
	    "text: T, when: end, scale: [{min: 1, max: 2, vp: 5}, {min: 3, "
	    "vp: 8}], count: {losses: {side: csa}}}\n"));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "lost")->count, 9);
	ck_assert_int_eq(vp_item(&r, "lost")->vp, 8);
	ck_assert_int_eq(vp_item(&r, "lost")->ledger_n, 0);
	ck_assert_int_eq(r.ledger_vp, 2);
	ck_assert_int_eq(r.ledger_entries, 2);
	ck_assert_int_eq(r.total, 10);
	ck_assert_str_eq(r.level, "Win");
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * gcacw-vp(1) --final: the log entry's items, each "{id, rule, count,
 * vp, how}", how being what was counted; the losses of no cause count
 * nothing (0, "a cause ... left out is 0"), so the item has no `how`,
 * where the losses of every cause say each one.
 */
START_TEST(test_vp_final_nothing_counted)
{
	struct tg		 t;
	struct vp_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_STD "turn: 5\nrain: false\n" TG_CLEAR
	    "units:\n" TG_INF("A", "csa", 5, "1010")
	    "ledger:\n  losses:\n    csa: {combat: 7}\n");
	tg_scenario(g, VP_SCEN("standard",
	    "    - {id: none, rule: R, text: T, vp: 1, count: {losses: "
	    "{side: csa, causes: []}}}\n"
	    "    - {id: all, rule: R, text: T, vp: 1, count: {losses: "
	    "{side: csa}}}\n"));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	vp_record_final(g, &r);
	ck_assert_str_eq(tg_log(g, "items.0.id")->str, "none");
	ck_assert_str_eq(tg_log(g, "items.0.count")->str, "0");
	ck_assert_ptr_null(tg_log(g, "items.0.how"));
	ck_assert_str_eq(tg_log(g, "items.1.id")->str, "all");
	ck_assert_str_eq(tg_log(g, "items.1.count")->str, "7");
	ck_assert_ptr_nonnull(strstr(tg_log(g, "items.1.how")->str,
	    "combat 7"));
	ck_assert_str_eq(tg_log(g, "level")->str, "Loss");
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
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
	tg_scenario(g, VP_SCEN("sjw", "    - {id: free, rule: R, text: T, "
	    "vp: 1, count: {units: {units: {side: usa}, where: [{map: "
	    "true}], unsurrounded: true}}}\n"));
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	ck_assert_int_eq(vp_item(&r, "free")->count, 2);
	tg_hasnt(vp_item(&r, "free")->how, "surrounded");
	vp_result_free(&r);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* One operation of gcacw-turn with these orders and dice. */
static int
turn_with(struct game *g, struct turn_orders *o, const int *dice,
    int ndice, struct turn_result *r)
{
	struct dice	d;
	int		st;

	memset(r, 0, sizeof(*r));
	r->winner = -1;
	dice_init(&d, g, dice, ndice, false, 0);
	st = turn_run(g, &d, o, r);
	dice_free(&d);
	return st;
}

/*
 * SIV 12.0 Provisional Swamps: a unit rain forces out "may not [move]
 * into an enemy ZOC unless there are no non-enemy ZOC present".  Around
 * Tyler in N2021: N2020 is water, N2022 a swamp, Burks holds N1921 and
 * Hill N2221, whose ZOCs cover N1922, N2121 and N2122: every legal hex
 * is in enemy ZOC, so --swamp-move Tyler=N2122 is obeyed, into enemy
 * ZOC.  SIV's 3 on the Random Events Table: "Rain (Current +1)".
 */
START_TEST(test_12_0_swamp_move_into_zoc)
{
	static const struct turn_swamp_order sw[] = { { "Tyler", "N2122" } };
	struct turn_orders	 o = { .op = TURN_RANDOM_EVENTS, .swamp = sw,
				    .nswamp = 1 };
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "turn: 3\n"
				    "phase: random-events\nmap:\n"
				    "  terrain: clear\n  hexes:\n"
				    "    N2021: provisional-swamp\n"
				    "    N2020: water\n    N2022: swamp\n"
				    "units:\n"
				    TG_INF("Tyler", "usa", 3, "N2021")
				    TG_INF("Burks", "csa", 5, "N1921")
				    TG_INF("Hill", "csa", 5, "N2221"));
	int			 dice[2] = { 1, 2 };

	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N1922")),
	    ZOC_NONE);
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N2121")),
	    ZOC_NONE);
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N2122")),
	    ZOC_NONE);
	ck_assert_int_eq(turn_with(g, &o, dice, 2, &r), 0);
	ck_assert(r.rain_began);
	ck_assert_int_eq(r.nswamps, 1);
	ck_assert(r.swamps[0].chosen);
	ck_assert(r.swamps[0].zoc);
	ck_assert_int_eq(tg_unit(g, "Tyler")->hex, tg_hex(g, "N2122"));
	ck_assert_str_eq(tg_errors(&t), "");
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
	int			 i;
	bool			 noted = false;

	g = tg_load_ok(&t, TG_SIV "turn: 3\nphase: turn-indication\n"
	    TG_CLEAR "units:\n"
	    TG_UNIT("Div", "usa", "infantry", 6, "N1011", ", size: division")
	    TG_UNIT("Bri", "usa", "infantry", 2, "N1215", ", size: brigade")
	    TG_INF("Reb", "csa", 3, "N1520"));
	tg_scenario(g, TG_SCEN("siv") "special:\n"
	    "  - rule: TEST special rule 3\n    text: T\n    restrictions:\n"
	    "      - {kind: withdrawal, side: usa, hexes: [N1011]}\n");
	ck_assert_int_eq(turn_with(g, &o, NULL, 0, &r), 0);
	ck_assert_int_eq(tg_unit(g, "Div")->status, US_WITHDRAWN);
	for (i = 0; r.notes != NULL && i < r.notes->n; i++)
		noted |= strstr(r.notes->items[i]->str, "Div withdraws "
		    "from N1011 on Turn 3, manpower 6 (TEST special rule "
		    "3)") != NULL;
	ck_assert(noted);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * gcacw-march(1) --continue --refuse-flanks, no path: the paused march
 * goes on, and where it stands the unit refuses its flanks for 1 MP,
 * ending its march (7.8); --explain says so, not that the march merely
 * goes on from where it paused.
 */
START_TEST(test_7_8_continue_refuse_flanks)
{
	static const char	 yaml[] = TG_GAME(TG_CLEAR,
				    TG_INF("Brown", "csa", 5, "1012")
				    TG_INF("Smith", "usa", 5, "1520"))
				    "action: {kind: march, unit: Brown, "
				    "mp: 4, start: '1012', attacks: 0, "
				    "ended: false}\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, yaml);
	struct march_order	 o;
	struct march_result	 r;
	struct dice		 d;
	char			*buf;
	size_t			 len;
	FILE			*f;

	memset(&o, 0, sizeof(o));
	o.op = MO_CONTINUE;
	o.reach_mp = -1;
	o.refuse_flanks = true;
	dice_init(&d, g, NULL, 0, false, 0);
	ck_assert_msg(march_resolve(g, &d, &o, &r) == 0, "%s", tg_errors(&t));
	dice_free(&d);
	ck_assert(r.flanks_refused);
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_int_eq(g->markers.flanks_refused[0], tg_hex(g, "1012"));
	ck_assert(g->march.ended);
	ck_assert_int_eq(g->march.mp, 6);	/* 3 MP, in halves */
	f = tg_memopen(&buf, &len);
	march_explain(g, &r, f);
	tg_memclose(f, &buf);
	tg_has(buf, "Brown goes on with its march (6.1).\n");
	tg_hasnt(buf, "from where it paused");
	tg_has(buf, "Brown refuses its flanks in 1012 for 1 MP; its march "
	    "ends (7.8).\n");
	free(buf);
	tg_done(&t);
}
END_TEST

/*
 * gcacw-show's places (show_page.c): "a grid's table of places no bigger
 * than 8 cells for each hex drawn (and 65536): a sparse area is searched
 * instead".  Three hexes at the corners and the middle of a box 3991
 * columns by 21 rows (83811 cells) are sparse: show_find still gives
 * each one's index in the sorted list, and -1 for a hex inside the box
 * that is not drawn, one outside the box on every side, one of another
 * grid, and none; show_xy puts a hex of no grid drawn off the page.
 */
START_TEST(test_show_sparse_find)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_TURN1 TG_CLEAR);
	int		 gd = hex_grid(tg_hex(g, "1010"));
	hex_t		 a = hex_make(gd, 10, 10), b = hex_make(gd, 2000, 20),
			 c = hex_make(gd, 4000, 30);
	struct show	 s;
	double		 x, y;

	memset(&s, 0, sizeof(s));
	s.g = g;
	show_add(&s, c);
	show_add(&s, a);
	show_add(&s, b);
	show_add(&s, a);
	show_sort(&s);
	ck_assert_int_eq(s.nhexes, 3);
	s.ngrids = 1;
	s.grids[0].grid = gd;
	s.grids[0].col0 = 10;
	s.grids[0].col1 = 4000;
	s.grids[0].row0 = 10;
	s.grids[0].row1 = 30;
	show_index(&s);
	ck_assert_ptr_null(s.grids[0].cell);
	ck_assert_int_eq(show_find(&s, a), 0);
	ck_assert_int_eq(show_find(&s, b), 1);
	ck_assert_int_eq(show_find(&s, c), 2);
	ck_assert(show_has(&s, b));
	ck_assert_int_eq(show_find(&s, hex_make(gd, 11, 11)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 3000, 29)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 9, 20)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 4001, 20)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 20, 9)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 20, 31)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd + 1, 10, 10)), -1);
	ck_assert_int_eq(show_find(&s, HEX_NONE), -1);
	show_xy(&s, hex_make(gd + 1, 10, 10), &x, &y);
	ck_assert(x < 0 && y < 0);
	tg_done(&t);
}
END_TEST

/* gcacw-show(1)'s picture of g, all of it (radius < 0) or the hexes
 * within radius of centre, as a string; it must succeed. */
static char *
svg(struct game *g, const char *centre, int radius)
{
	struct show_opts	 o;
	struct outbuf		 out;
	char			*s;

	memset(&o, 0, sizeof(o));
	memset(&out, 0, sizeof(out));
	if (radius >= 0) {
		o.around = true;
		o.centre = tg_hex(g, centre);
		o.radius = radius;
	}
	ck_assert_int_eq(show_svg(&out, g, &o), 0);
	s = xmalloc(out.len + 1);
	if (out.len > 0)
		memcpy(s, out.data, out.len);
	s[out.len] = '\0';
	outbuf_free(&out);
	return s;
}

/* gcacw-show(1) of a game of turn 1 with n Confederate infantry units
 * S1..Sn stacked in 1012: the picture, and how many counters (a
 * counter's tooltip is "<g><title>NAME, ...") it draws. */
static char *
stack_svg(int n, int *counters)
{
	struct tg	 t;
	char		*units = tg_stack("S", n, "side: csa, type: infantry, "
			    "manpower: 1, hex: '1012'");
	char		*yaml, *s;
	const char	*p;
	size_t		 len = strlen(units) + 256;
	struct game	*g;

	yaml = xmalloc(len);
	snprintf(yaml, len, "%s%s", TG_TURN1 TG_CLEAR "units:\n", units);
	g = tg_load_ok(&t, yaml);
	s = svg(g, NULL, -1);
	*counters = 0;
	for (p = s; (p = strstr(p, "<g><title>S")) != NULL; p++)
		(*counters)++;
	tg_done(&t);
	free(yaml);
	free(units);
	return s;
}

/*
 * gcacw-show(1): "A stack is cascaded, its first unit on top, with the
 * number of units circled"; stacking is unlimited (6.4).  Five units:
 * five counters, 5 circled.  513 units: the circle says 513.
 */
START_TEST(test_show_stack_count)
{
	char	*s;
	int	 n;

	s = stack_svg(5, &n);
	ck_assert_int_eq(n, 5);
	tg_has(s, "text-anchor=\"middle\">5</text>");
	free(s);
	s = stack_svg(513, &n);
	ck_assert_msg(strstr(s, "text-anchor=\"middle\">513</text>") !=
	    NULL, "the circle does not say 513");
	ck_assert_ptr_null(strstr(s, "text-anchor=\"middle\">512</text>"));
	free(s);
}
END_TEST

/*
 * gcacw-vp(1) ENVIRONMENT: GCACW_SCENARIOS says where the scenario
 * library is, "by default" the installed directory and the source tree;
 * set but empty it names no directory, so the default holds, as when it
 * is unset.
 */
START_TEST(test_scenario_dirs_empty)
{
	char	*dflt;

	ck_assert_int_eq(unsetenv("GCACW_SCENARIOS"), 0);
	dflt = strdup(cli_scenario_dirs());
	ck_assert_ptr_nonnull(dflt);
	ck_assert_str_ne(dflt, "");
	ck_assert_int_eq(setenv("GCACW_SCENARIOS", "", 1), 0);
	ck_assert_str_eq(cli_scenario_dirs(), dflt);
	ck_assert_int_eq(setenv("GCACW_SCENARIOS", "/nonexistent", 1), 0);
	ck_assert_str_eq(cli_scenario_dirs(), "/nonexistent");
	ck_assert_int_eq(unsetenv("GCACW_SCENARIOS"), 0);
	free(dflt);
}
END_TEST

static Suite *
cov_doc23_suite(void)
{
	Suite	*s = suite_create("cov_doc23");
	TCase	*tc = tcase_create("load");

	tcase_add_test(tc, test_unit_status_unknown);
	tcase_add_test(tc, test_leads_hint_nearest);
	tcase_add_test(tc, test_leader_with_artillery);
	tcase_add_test(tc, test_leader_status_unknown);
	tcase_add_test(tc, test_action_values);
	tcase_add_test(tc, test_pending_names);
	tcase_add_test(tc, test_dsgn6_charts_file_x_key);
	tcase_add_test(tc, test_scenario_head);
	tcase_add_test(tc, test_scenario_shape);
	tcase_add_test(tc, test_scenario_dirs_empty);
	suite_add_tcase(s, tc);
	tc = tcase_create("rules");
	tcase_add_test(tc, test_vp_scale_ledger);
	tcase_add_test(tc, test_vp_final_nothing_counted);
	tcase_add_test(tc, test_sjw_22_1_cavalry_no_ring);
	tcase_add_test(tc, test_12_0_swamp_move_into_zoc);
	tcase_add_test(tc, test_siv_13_1_withdraw_division);
	tcase_add_test(tc, test_7_8_continue_refuse_flanks);
	suite_add_tcase(s, tc);
	tc = tcase_create("explain");
	tcase_add_test(tc, test_show_sparse_find);
	tcase_add_test(tc, test_show_stack_count);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_doc23_suite)
