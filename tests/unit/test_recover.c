/*
 * test_recover.c — the Recovery Phase (8.0; recover.c, recover_entrench.c,
 * recover_forage.c): steps 3a-c, 4, 5 and 6 with their exceptions,
 * entrenching (9.0, the 1862 procedure) and the scenario rules that
 * forbid it, foraging (SIV 24.3, SJW 20.4 with Dispersal), the dice in
 * command-line order, what refuses the phase (each with its exact
 * message, status 1, the game untouched), and the log entry.
 *
 * Each game is a YAML string loaded by fixture.h.  Standard games are on
 * a clear map; 4611 and 4610 are adjacent (DESIGN.md section 3).  Pontoon
 * bridges and repairs are in test_recover_bridge.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "games.h"
#include "names.h"
#include "testrecover.h"

#define STD	TG_STD "turn: 3\nrain: false\nmap:\n  terrain: clear\n"
#define STD_RAIN TG_STD "turn: 3\nrain: true\nmap:\n  terrain: clear\n"
/* SJW, Advanced Game, a Fairfax County hex and a Culpeper one. */
#define SJW_ADV	TG_SJW "turn: 6\nadvanced: true\nmap:\n  terrain: clear\n" \
	"  hexes:\n    N1010: {county: Fairfax}\n" \
	"    N1011: {county: Fairfax}\n" \
	"    N1012: {county: Fairfax}\n    N1013: {county: Fairfax}\n" \
	"    N3010: {county: Culpeper}\n"
/* SIV, Advanced Game: Frederick (no modifier) and Hardy, Highland. */
#define SIV_ADV	TG_SIV "turn: 12\nadvanced: true\nmap:\n  terrain: clear\n" \
	"  hexes:\n    N3333: {county: Frederick}\n" \
	"    M0407: {county: Hardy}\n    S0218: {county: Highland}\n"
/* A Confederate infantry unit of manpower 5 in a standard game's hex. */
#define CSA(name, hex, more) "  " name ": {side: csa, type: infantry, " \
	"manpower: 5, hex: \"" hex "\"" more "}\n"

/* The phase on the game given, without orders or dice; it must
 * succeed. */
static void
fx_phase(struct fx *f, const char *yaml)
{
	fx_load(f, yaml);
	fx_ok(f, RUN0(f));
}

/*
 * 8.0 step 3.
 */

START_TEST(test_8_0_3a_fatigue_0_and_1_organize)
{
	struct fx f;

	fx_phase(&f, STD "units:\n"
	    CSA("A", "4611", ", disorganized: true, combat: 4")
	    CSA("B", "4612", ", disorganized: true, combat: 4, fatigue: 1")
	    CSA("C", "4613", ", disorganized: true, combat: 4, fatigue: 2"));
	ck_assert(!U(&f, "A")->disorganized);
	ck_assert(!U(&f, "B")->disorganized);
	/* Fatigue 2 is not recovered in step 3, and then drops to 0. */
	ck_assert(U(&f, "C")->disorganized);
	ck_assert_int_eq(U(&f, "C")->fatigue, 0);
	ck_assert_str_eq(log_str(f.g, "units.A.organized"), "true");
	ck_assert_ptr_null(tg_log(f.g, "units.C.organized"));
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_3a_demoralize2_stays_disorganized)
{
	struct fx f;

	fx_phase(&f, STD "units:\n" CSA("A", "4611", ", disorganized: true, "
	    "combat: 4, demoralized: 2"));
	ck_assert(U(&f, "A")->disorganized);
	/* 3c comes after: the marker flips to Demoralize-1 all the same. */
	ck_assert_int_eq(U(&f, "A")->demoralized, 1);
	ck_assert_str_eq(log_str(f.g, "notes.0"), "A stays disorganized: it "
	    "has a Demoralize-2 marker at the start of step 3a (8.0)");
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_3a_out_of_supply_stays_disorganized_advanced_game)
{
	struct fx f;

	fx_phase(&f, SJW_ADV "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 5, hex: N1010, "
	    "disorganized: true, combat: 4, supply: out}\n"
	    "  B: {side: usa, type: infantry, manpower: 5, hex: N3010, "
	    "disorganized: true, combat: 4}\n");
	ck_assert(U(&f, "A")->disorganized);
	ck_assert(!U(&f, "B")->disorganized);
	ck_assert_str_eq(log_str(f.g, "notes.0"), "A stays disorganized: it "
	    "is out of supply, in the Advanced Game (8.0)");
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_3a_out_of_supply_organizes_in_basic_game)
{
	struct fx f;

	fx_phase(&f, STD "units:\n" CSA("A", "4611", ", disorganized: true, "
	    "combat: 4, supply: out"));
	ck_assert(!U(&f, "A")->disorganized);
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_3b_exhausted_to_normal)
{
	struct fx f;

	fx_phase(&f, STD "units:\n"
	    CSA("A", "4611", ", exhausted: true, fatigue: 1")
	    CSA("B", "4612", ", exhausted: true, fatigue: 2"));
	ck_assert(!U(&f, "A")->exhausted);
	ck_assert(U(&f, "B")->exhausted);
	ck_assert_str_eq(log_str(f.g, "units.A.normal"), "true");
	ck_assert_str_eq(log_str(f.g, "units.A.fatigue"), "1 -> 0");
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_3b_demoralize2_stays_exhausted)
{
	struct fx f;

	fx_phase(&f, STD "units:\n" CSA("A", "4611", ", exhausted: true, "
	    "demoralized: 2"));
	ck_assert(U(&f, "A")->exhausted);
	ck_assert_int_eq(U(&f, "A")->demoralized, 1);
	ck_assert_str_eq(log_str(f.g, "notes.0"), "A stays exhausted: it has "
	    "a Demoralize-2 marker at the start of step 3b (8.0)");
	ck_assert_str_eq(log_str(f.g, "units.A.demoralized"), "2 -> 1");
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_3c_demoralize_markers)
{
	struct fx f;

	fx_phase(&f, STD "units:\n"
	    CSA("A", "4611", ", demoralized: 1")
	    CSA("B", "4612", ", demoralized: 2, fatigue: 1")
	    CSA("C", "4613", ", demoralized: 1, fatigue: 2"));
	ck_assert_int_eq(U(&f, "A")->demoralized, 0);
	ck_assert_int_eq(U(&f, "B")->demoralized, 1);
	ck_assert_int_eq(U(&f, "C")->demoralized, 1);
	ck_assert_str_eq(log_str(f.g, "units.A.demoralized"), "1 -> 0");
	fx_done(&f);
}
END_TEST

/* A Demoralize-1 unit (not 2) at the start of 3a and 3b recovers in both,
 * though 3c removes its marker only afterwards. */
START_TEST(test_8_0_3_demoralize1_does_not_hold_back)
{
	struct fx f;

	fx_phase(&f, STD "units:\n" CSA("A", "4611", ", demoralized: 1, "
	    "disorganized: true, combat: 3, exhausted: true"));
	ck_assert(!U(&f, "A")->disorganized);
	ck_assert(!U(&f, "A")->exhausted);
	ck_assert_int_eq(U(&f, "A")->demoralized, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_4_fatigue_3_and_4_exhausted)
{
	struct fx f;

	fx_phase(&f, STD "units:\n"
	    CSA("A", "4611", ", fatigue: 3")
	    CSA("B", "4612", ", fatigue: 4")
	    CSA("C", "4613", ", fatigue: 4, exhausted: true")
	    CSA("D", "4614", ", fatigue: 2"));
	ck_assert(U(&f, "A")->exhausted);
	ck_assert(U(&f, "B")->exhausted);
	ck_assert(U(&f, "C")->exhausted);
	ck_assert(!U(&f, "D")->exhausted);
	ck_assert_str_eq(log_str(f.g, "units.A.exhausted"), "true");
	/* Already exhausted: "no further effect"; only its fatigue. */
	ck_assert_ptr_null(tg_log(f.g, "units.C.exhausted"));
	ck_assert_str_eq(log_str(f.g, "units.C.fatigue"), "4 -> 1");
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_5_fatigue_less_three_not_below_0)
{
	/* From Fatigue Level k, F<k> ends at after[k]. */
	static const int after[] = { 0, 0, 0, 0, 1 };
	struct fx	 f;
	char		 name[8];
	size_t		 k;

	fx_phase(&f, STD "units:\n"
	    CSA("F0", "4610", "")
	    CSA("F1", "4611", ", fatigue: 1")
	    CSA("F2", "4612", ", fatigue: 2")
	    CSA("F3", "4613", ", fatigue: 3")
	    CSA("F4", "4614", ", fatigue: 4"));
	for (k = 0; k < nitems(after); k++) {
		snprintf(name, sizeof(name), "F%zu", k);
		ck_assert_int_eq(U(&f, name)->fatigue, after[k]);
	}
	ck_assert_ptr_null(tg_log(f.g, "units.F0"));
	ck_assert_str_eq(log_str(f.g, "units.F2.fatigue"), "2 -> 0");
	fx_done(&f);
}
END_TEST

/* 8.0: step 3 reads the fatigue before step 5 lowers it: a unit at 2
 * ends at 0 still disorganized, exhausted and demoralized. */
START_TEST(test_8_0_strictly_in_order_fatigue_2)
{
	struct fx f;

	fx_phase(&f, STD "units:\n" CSA("A", "4611", ", fatigue: 2, "
	    "disorganized: true, combat: 3, exhausted: true, demoralized: 1"));
	ck_assert_int_eq(U(&f, "A")->fatigue, 0);
	ck_assert(U(&f, "A")->disorganized);
	ck_assert(U(&f, "A")->exhausted);
	ck_assert_int_eq(U(&f, "A")->demoralized, 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_6_siv_advanced_union_out_of_supply_disorganized)
{
	struct fx f;

	fx_phase(&f, SIV_ADV "units:\n"
	    "  Banks: {side: usa, type: infantry, manpower: 6, hex: N3333, "
	    "supply: out}\n"
	    "  Shields: {side: usa, type: infantry, manpower: 6, hex: "
	    "N3334}\n"
	    "  Jackson: {side: csa, type: infantry, manpower: 6, hex: S1010, "
	    "supply: out}\n");
	ck_assert(U(&f, "Banks")->disorganized);
	ck_assert(!U(&f, "Shields")->disorganized);
	ck_assert(!U(&f, "Jackson")->disorganized);
	ck_assert_str_eq(log_str(f.g, "units.Banks.disorganized"), "true");
	fx_done(&f);
}
END_TEST

/* Step 6 is SIV's Advanced Game's: an out-of-supply Union unit stays
 * organized in SIV's basic game and in SJW's Advanced Game. */
START_TEST(test_8_0_6_not_in_siv_basic_game)
{
	struct fx f;

	fx_phase(&f, TG_SIV "turn: 12\nmap:\n  terrain: clear\nunits:\n"
	    "  Banks: {side: usa, type: infantry, manpower: 6, hex: N3333, "
	    "supply: out}\n");
	ck_assert(!U(&f, "Banks")->disorganized);
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_6_not_in_sjw)
{
	struct fx f;

	fx_phase(&f, SJW_ADV "units:\n"
	    "  Pope: {side: usa, type: infantry, manpower: 6, hex: N3010, "
	    "supply: out}\n");
	ck_assert(!U(&f, "Pope")->disorganized);
	fx_done(&f);
}
END_TEST

START_TEST(test_8_0_units_out_of_play_untouched)
{
	struct fx f;

	fx_phase(&f, STD "units:\n"
	    "  Gone: {side: csa, type: infantry, manpower: 0, status: "
	    "eliminated, fatigue: 4, disorganized: true, combat: 1, "
	    "demoralized: 2}\n");
	ck_assert_int_eq(U(&f, "Gone")->fatigue, 4);
	ck_assert(!U(&f, "Gone")->exhausted);
	ck_assert_int_eq(U(&f, "Gone")->demoralized, 2);
	ck_assert_int_eq(tg_log(f.g, "units")->n, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_dsgn4_log_entry_of_the_phase)
{
	struct fx f;

	fx_phase(&f, STD "units:\n" CSA("A", "4611", ", fatigue: 4")
	    CSA("B", "4612", ""));
	ck_assert_str_eq(log_str(f.g, "op"), "recover");
	ck_assert_str_eq(log_str(f.g, "turn"), "3");
	ck_assert_ptr_null(tg_log(f.g, "activities"));
	ck_assert_int_eq(tg_log(f.g, "units")->n, 1);
	ck_assert_str_eq(log_str(f.g, "units.A.exhausted"), "true");
	ck_assert_str_eq(log_str(f.g, "units.A.fatigue"), "4 -> 1");
	fx_done(&f);
}
END_TEST

/*
 * 3.0 and DESIGN.md section 4: the phase follows the Action Cycle, and
 * nothing may be pending.
 */

START_TEST(test_3_0_ended_march_cleared)
{
	struct fx f;

	fx_phase(&f, STD "units:\n" CSA("A", "4611", ", fatigue: 1")
	    "action: {kind: march, unit: A, mp: 0, start: \"4612\", ended: "
	    "true}\n");
	ck_assert(!f.g->has_action);
	ck_assert_str_eq(log_str(f.g, "notes.0"), "the ended march of A is "
	    "cleared: the Action Cycle is over (3.0)");
	fx_done(&f);
}
END_TEST

START_TEST(test_3_0_march_in_progress_refused)
{
	expect_refusal(&(struct refusal){ STD "units:\n" CSA("A", "4611",
	    ", fatigue: 1") "action: {kind: march, unit: A, mp: 3, start: "
	    "\"4612\"}\n", .status = ST_REFUSED, .line = "action: A's march is "
	    "in progress: end it with gcacw-march --end first; the Recovery "
	    "Phase follows the Action Cycle (3.0)" });
}
END_TEST

START_TEST(test_dsgn4_pending_retreat_refused)
{
	expect_refusal(&(struct refusal){ STD "units:\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 5, hex: "
	    "\"4610\"}\n"
	    "pending:\n- {kind: retreat, units: [Wagner], from: \"4610\", "
	    "enemy: \"4611\", min: 1, max: 2}\n", .status = ST_REFUSED,
	    .line = "pending[0]: a retreat of Wagner is pending (7.6): "
	    "resolve it with gcacw-retreat first" });
}
END_TEST

/*
 * 9.0: the 1862 procedure.
 */

#define BROWN(more) "units:\n  Brown: {side: csa, type: infantry, " \
	"manpower: 8, hex: \"4611\"" more "}\n"
/* Brown of the Union instead. */
#define UNION_BROWN "units:\n  Brown: {side: usa, type: infantry, " \
	"manpower: 8, hex: \"4611\"}\n"
#define ENTRENCH_BROWN	{ { RA_ENTRENCH, "Brown", NULL } }

/* Brown entrenches: the marker he has after, and the log's word. */
static void
entrench_once(const char *yaml, enum entrenchment want)
{
	struct fx f;

	fx_load(&f, yaml);
	fx_order(&f, RA_ENTRENCH, "Brown", NULL);
	fx_ok(&f, RUN0(&f));
	ck_assert_str_eq(entrenchment_names[U(&f, "Brown")->entrenchment],
	    entrenchment_names[want]);
	ck_assert_str_eq(log_str(f.g, "activities.0.activity"), "entrench");
	ck_assert_str_eq(result(&f, 0), "entrenched");
	ck_assert_ptr_null(tg_log(f.g, "activities.0.die"));
	fx_done(&f);
}

START_TEST(test_9_0_1862_none_to_breastwork_build)
{
	struct fx f;

	entrench_once(STD BROWN(""), E_BREASTWORK_BUILD);
	fx_load(&f, STD BROWN(""));
	fx_order(&f, RA_ENTRENCH, "Brown", NULL);
	fx_ok(&f, RUN0(&f));
	ck_assert_str_eq(log_str(f.g, "activities.0.marker"),
	    "none -> breastwork-build");
	ck_assert_str_eq(log_str(f.g, "units.Brown.entrenchment"),
	    "none -> breastwork-build");
	fx_done(&f);
}
END_TEST

#define REDOUBT(side) TG_STD "turn: 3\nmap:\n  terrain: clear\n  hexes:\n" \
	"    \"4611\": {features: [redoubt]" side "}\n"

/* The marker the procedure builds next on each, and where a redoubt
 * starts it: a Union redoubt is no benefit to the Confederate Brown. */
static const struct {
	const char		*yaml;
	enum entrenchment	 want;
} entrench_next_marker[] = {
	{ STD BROWN(", entrenchment: breastwork-build"), E_BREASTWORK },
	{ STD BROWN(", entrenchment: breastwork"), E_FORT_BUILD },
	{ STD BROWN(", entrenchment: fort-build"), E_FORT },
	{ REDOUBT("") BROWN(""), E_BREASTWORK },
	{ REDOUBT(", redoubt: usa") BROWN(""), E_BREASTWORK_BUILD },
	{ REDOUBT(", redoubt: usa") UNION_BROWN, E_BREASTWORK },
};

START_TEST(test_9_0_1862_next_marker)
{
	entrench_once(entrench_next_marker[_i].yaml,
	    entrench_next_marker[_i].want);
}
END_TEST

#define NAVAL_BATTERY TG_STD "turn: 3\nmap:\n  terrain: clear\n  hexes:\n" \
	"    \"4611\": {features: [naval-battery]}\n"

START_TEST(test_9_0_naval_battery_is_a_confederate_redoubt)
{
	entrench_once(NAVAL_BATTERY BROWN(""), E_BREASTWORK);
	entrench_once(NAVAL_BATTERY UNION_BROWN, E_BREASTWORK_BUILD);
}
END_TEST

/* What the 1862 procedure does not build on, and who may not entrench
 * at all. */
static const struct refusal entrench_refused[] = {
	{ STD BROWN(", entrenchment: fort"), ENTRENCH_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: Brown already has a "
	    "Fort marker: the 1862 procedure builds nothing further (9.0)" },
	{ STD BROWN(", entrenchment: abatis"), ENTRENCH_BROWN,
	    .status = ST_REFUSED, .line = "units.Brown: Brown has an Abatis "
	    "marker, which the 1862 procedure does not build on (9.0)" },
	{ STD BROWN("") "leaders:\n  Jackson: {side: csa, rank: corps, with: "
	    "Brown}\n", { { RA_ENTRENCH, "Jackson", NULL } },
	    .status = ST_REFUSED, .line = "leaders.Jackson: Jackson is a "
	    "leader: leaders may not entrench (9.0)" },
};

START_TEST(test_9_0_entrench_refused)
{
	expect_refusal(&entrench_refused[_i]);
}
END_TEST

/* 8.0 step 1: at Fatigue Level 0, not in a rain turn, not demoralized,
 * one activity, and only units on the map. */
static const struct refusal step_1_refused[] = {
	{ STD BROWN(", fatigue: 2"), ENTRENCH_BROWN, .status = ST_REFUSED,
	    .line = "units.Brown: entrenching needs Fatigue Level 0; Brown is "
	    "at 2 (8.0, 9.0)" },
	{ STD_RAIN BROWN(""), ENTRENCH_BROWN, .status = ST_REFUSED,
	    .line = "rain: it is a rain turn: Brown may not entrench (8.0, "
	    "12.0)" },
	{ STD BROWN(", demoralized: 1"), ENTRENCH_BROWN, .status = ST_REFUSED,
	    .line = "units.Brown: Brown has a Demoralize-1 marker: a "
	    "demoralized unit may not entrench (8.0, 11.0)" },
	{ STD BROWN(""), { { RA_ENTRENCH, "Brown", NULL },
	    { RA_ENTRENCH, "Brown", NULL } }, .status = ST_REFUSED,
	    .line = "units.Brown: Brown is already ordered to entrench: a unit "
	    "may perform only one of entrenching, building a bridge and "
	    "repairing a bridge or ferry per Recovery Phase (8.0)" },
	{ STD "units:\n  Gone: {side: csa, type: infantry, manpower: 0, "
	    "status: eliminated}\n", { { RA_ENTRENCH, "Gone", NULL } },
	    .status = ST_REFUSED, .line = "units.Gone: Gone is eliminated and "
	    "out of play: only units on the map may entrench (8.0)" },
};

START_TEST(test_8_0_1_entrench_refused)
{
	expect_refusal(&step_1_refused[_i]);
}
END_TEST

START_TEST(test_dsgn5_unknown_unit_is_a_usage_error)
{
	expect_refusal(&(struct refusal){ STD BROWN(""),
	    { { RA_ENTRENCH, "Nobody", NULL } }, .status = ST_USAGE,
	    .line = "--entrench Nobody: no unit of that name" });
}
END_TEST

/* SJW 13.3 (Stuart's Raid) special rule 6: "Neither player may entrench
 * in this scenario." */
#define NO_ENTRENCH	TG_SCEN("sjw") "special:\n  - rule: SJW 13.3 "	\
	"special rule 6\n    text: Neither player may entrench in this "	\
	"scenario.\n    restrictions:\n      - {kind: no-entrench}\n"
/* SJW 13.2 (Lee vs. Pope) special rule 4: "Reynolds ... may not take
 * any action or entrench on Turns 1 and 2"; rule 3: 6 NY until a
 * Confederate unit comes within 4 hexes of S2820, an event the tools do
 * not see (`released`). */
#define NO_ACTION	TG_SCEN("sjw") "special:\n  - rule: SJW 13.2 "	\
	"special rule 4\n    text: Reynolds may not act.\n    "		\
	"restrictions:\n      - {kind: no-action, side: usa, units: "	\
	"[Reynolds], turns: {from: 1, to: 2}}\n  - rule: SJW 13.2 special "	\
	"rule 3\n    text: 6 NY may not act.\n    restrictions:\n      - "	\
	"{kind: no-action, side: usa, units: [6 NY], id: 6ny, until: a "	\
	"Confederate unit enters within 4 hexes of S2820}\n"
/* Stuart's Raid, turn 2: Lee's cavalry. */
#define STUARTS_RAID	TG_SJW "scenario: stuarts-raid\nturn: 2\nmap:\n" \
	"  terrain: clear\nunits:\n  Lee: {side: csa, type: cavalry, " \
	"manpower: 2, hex: N1010}\n"
/* Lee vs. Pope on a turn, with the restrictions lifted (`released`):
 * Reynolds, 6 NY and Banks. */
#define LEE_VS_POPE(turn, released) TG_SJW "scenario: lee-vs-pope\nturn: " \
	#turn "\n" released "map:\n  terrain: clear\nunits:\n  Reynolds: " \
	"{side: usa, type: infantry, manpower: 6, hex: N1010}\n  6 NY: " \
	"{side: usa, type: cavalry, manpower: 1, hex: N1020}\n  Banks: " \
	"{side: usa, type: infantry, manpower: 6, hex: N1030}\n"

START_TEST(test_9_0_scenario_forbids_entrenching)
{
	expect_refusal(&(struct refusal){ STUARTS_RAID,
	    { { RA_ENTRENCH, "Lee", NULL } }, .scenario = NO_ENTRENCH,
	    .status = ST_REFUSED, .line = "units.Lee: Lee may not entrench in "
	    "this scenario (SJW 13.3 special rule 6)" });
}
END_TEST

START_TEST(test_9_0_scenario_no_action_by_unit_and_turn)
{
	static const struct refusal refused[] = {
	{ LEE_VS_POPE(2, ""), { { RA_ENTRENCH, "Reynolds", NULL } },
	    .scenario = NO_ACTION, .status = ST_REFUSED,
	    .line = "units.Reynolds: Reynolds may not be activated, act or "
	    "entrench in this scenario (SJW 13.2 special rule 4; through turn "
	    "2)" },
	{ LEE_VS_POPE(2, ""), { { RA_ENTRENCH, "6 NY", NULL } },
	    .scenario = NO_ACTION, .status = ST_REFUSED,
	    .line = "units.6 NY: 6 NY may not be activated, act or entrench in "
	    "this scenario (SJW 13.2 special rule 3; until a Confederate unit "
	    "enters within 4 hexes of S2820) (lifted: add '6ny' to "
	    "`released`)" },
	};
	struct fx f;

	fx_load(&f, LEE_VS_POPE(2, ""));
	tg_scenario(f.g, NO_ACTION);
	fx_order(&f, RA_ENTRENCH, "Banks", NULL);
	fx_ok(&f, RUN0(&f));
	fx_done(&f);
	expect_refusals(refused, nitems(refused));
	fx_load(&f, LEE_VS_POPE(3, "released: [6ny]\n"));
	tg_scenario(f.g, NO_ACTION);
	fx_order(&f, RA_ENTRENCH, "Reynolds", NULL);
	fx_order(&f, RA_ENTRENCH, "6 NY", NULL);
	fx_ok(&f, RUN0(&f));
	ck_assert_int_eq(U(&f, "Reynolds")->entrenchment, E_BREASTWORK_BUILD);
	ck_assert_int_eq(U(&f, "6 NY")->entrenchment, E_BREASTWORK_BUILD);
	fx_done(&f);
}
END_TEST

START_TEST(test_9_0_no_scenario_no_restriction)
{
	struct fx f;

	fx_load(&f, STUARTS_RAID);
	fx_order(&f, RA_ENTRENCH, "Lee", NULL);
	fx_ok(&f, RUN0(&f));
	fx_done(&f);
}
END_TEST

START_TEST(test_9_0_only_the_1862_procedure)
{
	struct fx	f;
	struct module	late = module_standard;

	late.year = 1864;
	late.title = "A game of 1864";
	fx_load(&f, STD BROWN(""));
	f.g->module = &late;
	fx_order(&f, RA_ENTRENCH, "Brown", NULL);
	fx_refused(&f, RUN0(&f), ST_REFUSED, "units.Brown: the rulebooks here "
	    "give only the 1862 entrenchment procedure; A game of 1864 is set "
	    "in 1864 (9.0: the series rules' 1864-1865 procedure is not "
	    "printed)");
	fx_done(&f);
}
END_TEST

START_TEST(test_9_0_entrench_next_table)
{
	/* The marker a unit has, and the one the procedure builds next
	 * (-1: none). */
	static const struct {
		enum entrenchment	has;
		int			next;
	} next[] = {
	{ E_NONE, E_BREASTWORK_BUILD },
	{ E_BREASTWORK_BUILD, E_BREASTWORK },
	{ E_BREASTWORK, E_FORT_BUILD },
	{ E_FORT_BUILD, E_FORT },
	{ E_FORT, -1 },
	{ E_ABATIS, -1 },
	};
	struct fx	f;
	struct unit	*u;
	size_t		i;

	fx_load(&f, STD BROWN(""));
	u = U(&f, "Brown");
	for (i = 0; i < nitems(next); i++) {
		u->entrenchment = next[i].has;
		ck_assert_int_eq(entrench_next(f.g, u), next[i].next);
	}
	fx_done(&f);
}
END_TEST

/*
 * Step 2: foraging.
 */

#define SJW_UNIT(name, side, type, hex, more) "  " name ": {side: " side \
	", type: " type ", manpower: 4, hex: " hex ", supply: out" more "}\n"
#define SIV_UNIT(name, side, hex, more) "  " name ": {side: " side ", type: " \
	"infantry, manpower: 4, hex: " hex ", supply: out" more "}\n"
/* Hill (csa) out of supply in Fairfax, N1010. */
#define HILL(more)	SJW_ADV "units:\n" SJW_UNIT("Hill", "csa", "infantry", \
	"N1010", more)
#define FORAGE(unit)	{ { RA_FORAGE, unit, NULL } }

/* Units a and b forage with these dice; the phase must succeed. */
static void
forage_two(struct fx *f, const char *yaml, const char *a, const char *b,
    int die_a, int die_b)
{
	const struct cli_order orders[] = { { RA_FORAGE, a, NULL },
	    { RA_FORAGE, b, NULL } };

	fx_load(f, yaml);
	fx_orders(f, orders, nitems(orders));
	fx_ok(f, RUN(f, die_a, die_b));
}

/* SJW 20.4's example: CSA, Fatigue Level 2, Fairfax (3): a 1 succeeds. */
START_TEST(test_sjw_20_4_fairfax_example_succeeds)
{
	struct fx f;

	run_one(&f, HILL(", fatigue: 2"), RA_FORAGE, "Hill", NULL, 1);
	ck_assert(!U(&f, "Hill")->out_of_supply);
	ck_assert_str_eq(log_str(f.g, "activities.0.county"), "Fairfax");
	ck_assert_str_eq(log_str(f.g, "activities.0.die"), "1");
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "3");
	ck_assert_str_eq(log_str(f.g, "activities.0.need"), "3 or less");
	ck_assert_str_eq(result(&f, 0), "foraged");
	ck_assert_str_eq(log_str(f.g, "units.Hill.supply"), "in");
	fx_done(&f);
}
END_TEST

START_TEST(test_sjw_20_4_fairfax_example_die_2_fails)
{
	struct fx f;

	run_one(&f, HILL(", fatigue: 2"), RA_FORAGE, "Hill", NULL, 2);
	ck_assert(U(&f, "Hill")->out_of_supply);
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "4");
	ck_assert_str_eq(result(&f, 0), "failed");
	fx_done(&f);
}
END_TEST

START_TEST(test_sjw_20_4_union_forage_value)
{
	struct fx f;

	/* Fairfax: Union 5.  Fatigue 0, a 5 succeeds. */
	run_one(&f, SJW_ADV "units:\n" SJW_UNIT("Sigel", "usa", "infantry",
	    "N1010", ""), RA_FORAGE, "Sigel", NULL, 5);
	ck_assert(!U(&f, "Sigel")->out_of_supply);
	ck_assert_str_eq(log_str(f.g, "activities.0.need"), "5 or less");
	fx_done(&f);
}
END_TEST

START_TEST(test_sjw_20_4_dispersal)
{
	static const struct cli_order orders[] = {
		{ RA_FORAGE, "A", NULL }, { RA_FORAGE, "Cav", NULL },
		{ RA_FORAGE, "B", NULL }, { RA_FORAGE, "C", NULL },
		{ RA_FORAGE, "D", NULL }, { RA_FORAGE, "Far", NULL },
	};
	struct fx f;

	/* Three infantry in one hex: +0, +1, +2.  A fourth in an adjacent
	 * hex: +3; a cavalry unit in the hex: none, and counts for none. */
	fx_load(&f, SJW_ADV "units:\n"
	    SJW_UNIT("A", "csa", "infantry", "N1010", "")
	    SJW_UNIT("Cav", "csa", "cavalry", "N1010", "")
	    SJW_UNIT("B", "csa", "infantry", "N1010", "")
	    SJW_UNIT("C", "csa", "infantry", "N1010", "")
	    SJW_UNIT("D", "csa", "infantry", "N1011", "")
	    SJW_UNIT("Far", "csa", "infantry", "N1013", ""));
	f.o.dispersal = true;
	fx_orders(&f, orders, nitems(orders));
	fx_ok(&f, RUN(&f, 1, 1, 1, 1, 1, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "1");
	ck_assert_str_eq(log_str(f.g, "activities.1.modified"), "1");
	ck_assert_str_eq(log_str(f.g, "activities.2.modified"), "2");
	ck_assert_str_eq(log_str(f.g, "activities.3.modified"), "3");
	ck_assert_str_eq(log_str(f.g, "activities.4.modified"), "4");
	ck_assert_str_eq(log_str(f.g, "activities.4.modifiers.0.why"),
	    "Dispersal: 3 friendly infantry units foraged earlier in this or "
	    "an adjacent hex");
	/* N1013 is two hexes from N1011: only D would be adjacent, and
	 * N1012 holds no one. */
	ck_assert_str_eq(log_str(f.g, "activities.5.modified"), "1");
	ck_assert(U(&f, "C")->out_of_supply == false);
	ck_assert(U(&f, "D")->out_of_supply);
	fx_done(&f);
}
END_TEST

START_TEST(test_sjw_20_4_no_dispersal_without_the_option)
{
	struct fx f;

	forage_two(&f, SJW_ADV "units:\n"
	    SJW_UNIT("A", "csa", "infantry", "N1010", "")
	    SJW_UNIT("B", "csa", "infantry", "N1010", ""), "A", "B", 3, 3);
	ck_assert_str_eq(log_str(f.g, "activities.1.modified"), "3");
	ck_assert(!U(&f, "B")->out_of_supply);
	fx_done(&f);
}
END_TEST

/* Refused: a county whose Forage Value the charts do not print, a unit
 * above Fatigue Level 2, and Dispersal outside SJW. */
static const struct refusal sjw_forage_refused[] = {
	{ TG_SJW "turn: 6\nadvanced: true\nmap:\n  terrain: clear\n  hexes:\n"
	    "    N1010: {county: Nowhere}\nunits:\n" SJW_UNIT("Hill", "csa",
	    "infantry", "N1010", ""), FORAGE("Hill"), .status = ST_DATA,
	    .line = "charts.sjw-forage-values.Nowhere.Confederate: the Forage "
	    "Values does not print this cell (SJW 20.4; Stonewall Jackson's "
	    "Way Charts), needed for Hill's foraging in Nowhere County (SJW "
	    "20.4); supply it as charts: {sjw-forage-values: {\"Nowhere\": "
	    "{\"Confederate\": VALUE}}} in the game file, in a --charts FILE "
	    "or in $GCACW_CHARTS (gcacw-charts --show sjw-forage-values prints "
	    "the table; --template, a file of every cell to supply)" },
	{ HILL(", fatigue: 3"), FORAGE("Hill"), .status = ST_REFUSED,
	    .line = "units.Hill: foraging needs Fatigue Level 0, 1 or 2; Hill "
	    "is at 3 (8.0, SJW 20.4)" },
	{ STD BROWN(""), .dispersal = true, .status = ST_REFUSED,
	    .line = "--dispersal: Dispersal is an optional rule of Stonewall "
	    "Jackson's Way's foraging (SJW 20.4)" },
};

START_TEST(test_sjw_20_4_forage_refused)
{
	expect_refusal(&sjw_forage_refused[_i]);
}
END_TEST

/* Banks and Shields (usa) out of supply in Frederick. */
#define BANKS_SHIELDS(banks, shields) SIV_ADV "units:\n" \
	SIV_UNIT("Banks", "usa", "N3333", banks) \
	SIV_UNIT("Shields", "usa", "N3333", shields)

START_TEST(test_siv_24_3_union_forage_3_or_less)
{
	struct fx f;

	forage_two(&f, BANKS_SHIELDS("", ""), "Banks", "Shields", 3, 4);
	ck_assert(!U(&f, "Banks")->out_of_supply);
	ck_assert(U(&f, "Shields")->out_of_supply);
	ck_assert_str_eq(log_str(f.g, "activities.0.need"), "3 or less");
	/* Step 6 then disorganizes the one still out of supply. */
	ck_assert(!U(&f, "Banks")->disorganized);
	ck_assert(U(&f, "Shields")->disorganized);
	fx_done(&f);
}
END_TEST

START_TEST(test_siv_24_3_fatigue_modifier)
{
	struct fx f;

	forage_two(&f, BANKS_SHIELDS(", fatigue: 2", ", fatigue: 1"), "Banks",
	    "Shields", 1, 3);
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "3");
	ck_assert_str_eq(log_str(f.g, "activities.0.modifiers.0.value"), "2");
	ck_assert_str_eq(log_str(f.g, "activities.1.modified"), "4");
	ck_assert(!U(&f, "Banks")->out_of_supply);
	ck_assert(U(&f, "Shields")->out_of_supply);
	fx_done(&f);
}
END_TEST

START_TEST(test_siv_24_3_county_modifier_and_highland)
{
	struct fx f;

	/* Hardy is in the table and the rule; Highland in the rule only. */
	forage_two(&f, SIV_ADV "units:\n" SIV_UNIT("Fremont", "usa", "M0407",
	    "") SIV_UNIT("Milroy", "usa", "S0218", ""), "Fremont", "Milroy", 3,
	    2);
	ck_assert_str_eq(log_str(f.g, "activities.0.modified"), "4");
	ck_assert_str_eq(log_str(f.g, "activities.0.modifiers.0.why"),
	    "in Hardy County");
	ck_assert(U(&f, "Fremont")->out_of_supply);
	ck_assert_str_eq(log_str(f.g, "activities.1.modified"), "3");
	ck_assert_str_eq(log_str(f.g, "activities.1.modifiers.0.why"),
	    "in Highland County");
	ck_assert(!U(&f, "Milroy")->out_of_supply);
	fx_done(&f);
}
END_TEST

/* Refused: the Confederates, a hex of no county given, a unit in
 * supply, twice a turn, a leader. */
static const struct refusal siv_forage_refused[] = {
	{ SIV_ADV "units:\n" SIV_UNIT("Jackson", "csa", "N3333", ""),
	    FORAGE("Jackson"), .status = ST_REFUSED, .line = "units.Jackson: "
	    "only Union units forage in Stonewall in the Valley; Confederate "
	    "units are always in supply (SIV 24.0, 24.3)" },
	{ SIV_ADV "units:\n" SIV_UNIT("Banks", "usa", "S1010", ""),
	    FORAGE("Banks"), .status = ST_DATA, .line = "map.hexes.S1010."
	    "county: Banks's foraging needs the county of its hex S1010 (SIV "
	    "24.3): give map.hexes.S1010.county" },
	{ SIV_ADV "units:\n  Banks: {side: usa, type: infantry, manpower: 4, "
	    "hex: N3333}\n", FORAGE("Banks"), .status = ST_REFUSED,
	    .line = "units.Banks: Banks is in supply: only out-of-supply units "
	    "forage (SIV 24.3)" },
	{ SIV_ADV "units:\n" SIV_UNIT("Banks", "usa", "N3333", ""),
	    { { RA_FORAGE, "Banks", NULL }, { RA_FORAGE, "Banks", NULL } },
	    .status = ST_REFUSED, .line = "units.Banks: Banks is ordered to "
	    "forage twice: a unit forages at most once a turn (SIV 24.3)" },
	{ SIV_ADV "units:\n" SIV_UNIT("Banks", "usa", "N3333", "")
	    "leaders:\n  Shields: {side: usa, rank: division, with: Banks}\n",
	    FORAGE("Shields"), .status = ST_REFUSED, .line = "leaders.Shields: "
	    "Shields is a leader: leaders may not forage (SIV 24.3)" },
};

START_TEST(test_siv_24_3_forage_refused)
{
	expect_refusal(&siv_forage_refused[_i]);
}
END_TEST

/* Foraging comes before step 3a: a unit that forages is in supply when
 * 3a asks, and organizes. */
START_TEST(test_8_0_2_before_3a)
{
	struct fx f;

	run_one(&f, HILL(", disorganized: true, combat: 3"), RA_FORAGE, "Hill",
	    NULL, 1);
	ck_assert(!U(&f, "Hill")->out_of_supply);
	ck_assert(!U(&f, "Hill")->disorganized);
	fx_done(&f);
}
END_TEST

/* Refused: in the Basic Game, under the standard rules alone, and after
 * a step 1 activity (listed first, the forage is still refused for the
 * order after it). */
static const struct refusal step_2_refused[] = {
	{ TG_SJW "turn: 6\nmap:\n  terrain: clear\nunits:\n" SJW_UNIT("Hill",
	    "csa", "infantry", "N1010", ""), FORAGE("Hill"),
	    .status = ST_REFUSED, .line = "advanced: foraging is an Advanced "
	    "Game activity (8.0, step 2): this is the Basic Game" },
	{ TG_STD "turn: 3\nadvanced: true\nmap:\n  terrain: clear\n"
	    BROWN(", supply: out"), FORAGE("Brown"), .status = ST_REFUSED,
	    .line = "game: the standard rules have no Forage rules: each "
	    "game's Advanced Game gives them (8.0, step 2)" },
	{ HILL(""), { { RA_FORAGE, "Hill", NULL },
	    { RA_ENTRENCH, "Hill", NULL } }, .status = ST_REFUSED,
	    .line = "units.Hill: Hill is ordered to entrench in step 1 and may "
	    "not forage (8.0, SJW 20.4)" },
};

START_TEST(test_8_0_2_forage_refused)
{
	expect_refusal(&step_2_refused[_i]);
}
END_TEST

/*
 * The dice: one for each bridge, repair and forage, in the order given
 * (DESIGN.md section 5); none for entrenching.
 */

START_TEST(test_dsgn5_dice_in_command_line_order)
{
	/* --forage Hill --entrench Pope --bridge Ewell:N2010/N2011: the
	 * first die is the forage's, the second the bridge's. */
	static const struct cli_order orders[] = {
		{ RA_FORAGE, "Hill", NULL },
		{ RA_ENTRENCH, "Pope", NULL },
		{ RA_BRIDGE, "Ewell", "N2010/N2011" },
	};
	/* The dice rolled, in order, and what each was for. */
	static const char *const purposes[] = { "forage", "pontoon bridge" };
	struct fx	f;
	size_t		i;

	fx_load(&f, SJW_ADV "  hexsides:\n    N2010/N2011: [minor-river]\n"
	    "units:\n"
	    SJW_UNIT("Hill", "csa", "infantry", "N1010", "")
	    "  Pope: {side: usa, type: infantry, manpower: 6, hex: N3010}\n"
	    "  Ewell: {side: csa, type: infantry, manpower: 6, hex: N2010}\n"
	    "charts:\n  bridge-markers: {csa: {minor: 2}}\n");
	fx_orders(&f, orders, nitems(orders));
	fx_ok(&f, RUN(&f, 6, 1));
	ck_assert_str_eq(log_str(f.g, "activities.0.die"), "6");
	ck_assert_str_eq(result(&f, 0), "failed");
	ck_assert_str_eq(log_str(f.g, "activities.2.die"), "1");
	ck_assert_int_eq(f.d.nrolls, (int)nitems(purposes));
	for (i = 0; i < nitems(purposes); i++)
		ck_assert_str_eq(f.d.rolls[i].purpose, purposes[i]);
	fx_done(&f);
}
END_TEST

START_TEST(test_dsgn5_entrenching_rolls_no_die)
{
	struct fx f;

	fx_load(&f, STD BROWN(""));
	fx_order(&f, RA_ENTRENCH, "Brown", NULL);
	fx_ok(&f, RUN0(&f));
	ck_assert_int_eq(f.d.nrolls, 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_dsgn5_explain_in_words)
{
	struct fx	 f;
	struct recover	 r;
	char		*text = NULL;
	size_t		 len = 0;
	FILE		*out;

	fx_load(&f, STD "units:\n"
	    "  Brown: {side: csa, type: infantry, manpower: 8, hex: \"4611\"}\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 5, hex: \"4609\", "
	    "fatigue: 4, demoralized: 2}\n");
	fx_order(&f, RA_ENTRENCH, "Brown", NULL);
	dice_init(&f.d, f.g, NULL, 0, true, 1);
	f.rolled = true;
	ck_assert_int_eq(recover_check(f.g, &r, &f.o), 0);
	recover_roll(f.g, &r, &f.d);
	ck_assert_int_eq(recover_resolve(f.g, &r), 0);
	out = open_memstream(&text, &len);
	recover_explain(f.g, &r, out);
	fclose(out);
	ck_assert_ptr_nonnull(strstr(text, "Brown in 4611 entrenches (9.0, "
	    "the 1862 procedure): none -> breastwork-build."));
	ck_assert_ptr_nonnull(strstr(text, "Step 2 (8.0): foraging is for the "
	    "Advanced Game only."));
	ck_assert_ptr_nonnull(strstr(text, "Step 4 (8.0): units at Fatigue "
	    "Level 3 or 4 flip to exhausted: Wagner."));
	ck_assert_ptr_nonnull(strstr(text, "Step 5 (8.0): units lose three "
	    "Fatigue Levels, to no less than 0: Wagner (4 to 1)."));
	ck_assert_ptr_null(strstr(text, "Step 6"));
	free(text);
	fx_done(&f);
}
END_TEST

CHECK_SUITE(recover, NULL, NULL, 0,
    CHECK_LOOPS({ test_9_0_1862_next_marker,
	    (int)nitems(entrench_next_marker) },
	{ test_9_0_entrench_refused, (int)nitems(entrench_refused) },
	{ test_8_0_1_entrench_refused, (int)nitems(step_1_refused) },
	{ test_sjw_20_4_forage_refused, (int)nitems(sjw_forage_refused) },
	{ test_siv_24_3_forage_refused, (int)nitems(siv_forage_refused) },
	{ test_8_0_2_forage_refused, (int)nitems(step_2_refused) }))
