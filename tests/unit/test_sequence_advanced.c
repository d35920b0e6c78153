/*
 * test_sequence_advanced.c — the phases a turn plays (SIV 14.0): the
 * Advanced Game's sequence on an ordinary turn and on the turns of the
 * Strategic Cycle, each segment the rule skips (9 D and E on Turn 5,
 * 9 F on Turns 5 and 10 and without the optional rule, 9 G before Turn
 * 30, 9 I unless the result was Lull) passed over with its log entry,
 * the game over after a cycle that left the track in box 7 (16.0,
 * 26.0), and the Basic Game's sequence (3.0) untouched.  With the new
 * file fields the sequence reads (off-map boxes, arrivals, events,
 * optional rules) read and written back.
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "phase.h"
#include "sequence.h"

#define ADV(turn, more)							\
	TG_SIV "scenario: valley-campaign\nturn: " turn "\n"		\
	"phase: random-events\nrain: false\n" more			\
	"map: {terrain: clear}\nunits:\n" TG_INF("A", "csa", 4, "S1010")

/* The phases from g's phase to the end of the turn, by name. */
static const char *
walk(struct game *g)
{
	static char	buf[512];
	enum phase	p;

	buf[0] = '\0';
	while ((p = sequence_advance(g)) != PH_NONE) {
		strcat(buf, phase_names[p]);
		if (p == PH_TURN_INDICATION || p == PH_OVER)
			break;
		strcat(buf, " ");
	}
	return buf;
}

/* The log's skipped segments, by name. */
static const char *
skipped(const struct game *g)
{
	static char	buf[256];
	int		i;

	buf[0] = '\0';
	for (i = 0; g->log != NULL && i < g->log->n; i++)
		if (node_is(node_get(g->log->items[i], "skipped"), "true")) {
			strcat(buf, node_get(g->log->items[i], "op")->str);
			strcat(buf, " ");
		}
	return buf;
}

START_TEST(test_siv_14_0_ordinary_turn)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, ADV("7", ""));

	ck_assert_str_eq(walk(g), "reinforcement off-map-movement "
	    "harpers-ferry leader-transfer attachment action recovery "
	    "turn-indication");
	ck_assert_str_eq(skipped(g), "");
	tg_done(&t);
}
END_TEST

static const struct {
	const char	*turn, *more;
	const char	*phases;	/* after the Recovery Phase */
	const char	*skipped;
} cycles[] = {
	/* 14.0 9 D, E: "not performed on Turn 5"; F: "not performed on
	 * Turns 5 and 10"; G: "Turn 30 and later"; I: a Lull only. */
	{ "5", "", "strategic county-control bridge-repair withdrawal "
	    "turn-indication", "depot supply-status ammunition commitment "
	    "lull " },
	{ "10", "optional_rules: [ammunition]\n", "strategic county-control "
	    "bridge-repair depot supply-status withdrawal turn-indication",
	    "ammunition commitment lull " },
	{ "15", "optional_rules: [ammunition]\n", "strategic county-control "
	    "bridge-repair depot supply-status ammunition withdrawal "
	    "turn-indication", "commitment lull " },
	/* 24.4: without the optional rule, no Ammunition Segment. */
	{ "15", "", "strategic county-control bridge-repair depot "
	    "supply-status withdrawal turn-indication",
	    "ammunition commitment lull " },
	{ "30", "", "strategic county-control bridge-repair depot "
	    "supply-status commitment withdrawal turn-indication",
	    "ammunition lull " },
	/* 16.0: "perform the following eight steps ... during the Lull
	 * Segment". */
	{ "25", "strategic: {box: 2, lull: true}\n", "strategic "
	    "county-control bridge-repair depot supply-status withdrawal "
	    "lull turn-indication", "ammunition commitment " },
	/* 26.0: box 7 ends the game at the end of that turn, once the
	 * Strategic Cycle is complete. */
	{ "40", "strategic: {box: 7}\n", "strategic county-control "
	    "bridge-repair depot supply-status commitment withdrawal over",
	    "ammunition lull " },
};

START_TEST(test_siv_14_0_strategic_cycle_segments)
{
	struct tg	 t;
	char		 yaml[1024];
	struct game	*g;

	snprintf(yaml, sizeof(yaml), ADV("%s", "%s"), cycles[_i].turn,
	    cycles[_i].more);
	g = tg_load_ok(&t, yaml);
	g->phase = PH_RECOVERY;
	ck_assert_str_eq(walk(g), cycles[_i].phases);
	ck_assert_str_eq(skipped(g), cycles[_i].skipped);
	tg_done(&t);
}
END_TEST

/* 3.0: the Basic Game has no Strategic Cycle, on Turn 5 or any. */
START_TEST(test_siv_14_0_basic_game_sequence)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_SIV "scenario: kernstown\n"
			    "turn: 5\nphase: random-events\nrain: false\n"
			    TG_CLEAR "units:\n" TG_INF("A", "csa", 4, "N1010"));

	ck_assert(!sequence_advanced(g));
	ck_assert_str_eq(walk(g), "leader-transfer action recovery "
	    "turn-indication");
	ck_assert(sequence_skips(g, PH_STRATEGIC) != NULL);
	tg_done(&t);
}
END_TEST

/* The contract's fields round-trip: status off-map with its box,
 * arrives, withdrawn, events, optional_rules, strategic.lull. */
START_TEST(test_siv_18_0_offmap_fields_round_trip)
{
	static const char yaml[] = TG_SIV "scenario: valley-campaign\n"
	    "turn: 10\nrain: false\noptional_rules: [ammunition]\n"
	    "events:\n  command_stagnation: {side: usa, turn: 10}\n"
	    "strategic: {box: 2, major_union_victory: false, lull: true}\n"
	    TG_CLEAR "units:\n"
	    "  Branch: {side: csa, type: infantry, status: off-map, box: "
	    "Richmond, arrives: {turn: 11, area: csa-entry}}\n"
	    "  Shields: {side: usa, type: infantry, status: off-map, box: "
	    "Department of the Rappahannock, manpower: 5, withdrawn: 10}\n"
	    "leaders:\n  Ewell: {side: csa, rank: division, status: off-map, "
	    "box: \"Ewell's Division\", arrives: {turn: 11}}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	char		*out;

	ck_assert_int_eq(g->units[0].status, US_OFF_MAP);
	ck_assert_str_eq(g->units[0].off.box, "Richmond");
	ck_assert_int_eq(g->units[0].off.arrives, 11);
	ck_assert_str_eq(g->units[0].off.area, "csa-entry");
	ck_assert_int_eq(g->units[0].manpower, -1);
	ck_assert_int_eq(g->units[1].off.withdrawn, 10);
	ck_assert_int_eq(g->leaders[0].off.arrives, 11);
	ck_assert(game_event_now(g, "command_stagnation", SIDE_USA) != NULL);
	ck_assert(game_event_now(g, "command_stagnation", SIDE_CSA) == NULL);
	ck_assert(game_optional(g, "ammunition"));
	ck_assert(g->strategic_lull);
	out = tg_emit(g);
	ck_assert_ptr_nonnull(strstr(out, "command_stagnation: {side: usa, "
	    "turn: 10}"));
	ck_assert_ptr_nonnull(strstr(out, "arrives: {turn: 11, area: "
	    "csa-entry}"));
	ck_assert_ptr_nonnull(strstr(out, "withdrawn: 10"));
	ck_assert_ptr_nonnull(strstr(out, "optional_rules: [ammunition]"));
	ck_assert_ptr_nonnull(strstr(out, "lull: true"));
	free(out);
	tg_done(&t);
}
END_TEST

/* A box only off the map; off the map, a box. */
START_TEST(test_siv_21_0_box_needs_off_map)
{
	struct tg t;

	ck_assert_ptr_null(tg_load(&t, TG_SIV "turn: 1\nrain: false\n"
	    TG_CLEAR "units:\n  A: {side: csa, type: infantry, hex: S1010, "
	    "manpower: 3, box: Richmond}\n"));
	tg_has(tg_errors(&t), "only a unit or leader with status off-map");
	tg_done(&t);
	ck_assert_ptr_null(tg_load(&t, TG_SIV "turn: 1\nrain: false\n"
	    TG_CLEAR "units:\n  A: {side: csa, type: infantry, status: "
	    "off-map}\n"));
	tg_has(tg_errors(&t), "`box` is required");
	tg_done(&t);
}
END_TEST

CHECK_SUITE(sequence_advanced, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_14_0_strategic_cycle_segments, N(cycles) }))
