/*
 * sequence_advanced.c — which phases a turn plays (sequence.h): the
 * Basic Game's (3.0), or the Advanced Game's of the game module (SIV
 * 14.0) with its Strategic Cycle on turns divisible by 5 and the
 * segments the rule skips on some of them.
 */
#include <string.h>

#include "module.h"
#include "sequence.h"

/* 3.0: the Basic Game's sequence of play. */
static const enum phase basic_phases[] = {
	PH_RANDOM_EVENTS, PH_LEADER_TRANSFER, PH_ACTION, PH_RECOVERY,
	PH_TURN_INDICATION, PH_NONE
};

bool
sequence_advanced(const struct game *g)
{
	return g->advanced && g->module->turn.advanced_phases != NULL;
}

static const enum phase *
phases(const struct game *g)
{
	return sequence_advanced(g) ? g->module->turn.advanced_phases :
	    basic_phases;
}

static bool
cycle_segment(enum phase p)
{
	return p >= PH_STRATEGIC && p <= PH_LULL;
}

bool
sequence_cycle_turn(const struct game *g)
{
	int every = g->module->turn.strategic_every;

	return sequence_advanced(g) && every > 0 && g->turn % every == 0;
}

/*
 * SIV 14.0 9: the Strategic Cycle "only on turns divisible by 5"; D and
 * E "not performed on Turn 5", F "not performed on Turns 5 and 10"
 * (and only with 24.4, an optional rule), G "Turn 30 and later", I
 * only when the cycle's result was Lull (16.0).
 */
const char *
sequence_skips(const struct game *g, enum phase p)
{
	if (!cycle_segment(p))
		return NULL;
	if (!sequence_cycle_turn(g))
		return "SIV 14.0 step 9: the Strategic Cycle is only on turns "
		    "divisible by 5";
	switch (p) {
	case PH_DEPOT:
		return g->turn == 5 ? "SIV 14.0 9 D: the Depot Segment is not "
		    "performed on Turn 5" : NULL;
	case PH_SUPPLY_STATUS:
		return g->turn == 5 ? "SIV 14.0 9 E: the Union Supply Status "
		    "Segment is not performed on Turn 5" : NULL;
	case PH_AMMUNITION:
		if (g->turn == 5 || g->turn == 10)
			return "SIV 14.0 9 F: the Ammunition Segment is not "
			    "performed on Turns 5 and 10";
		return game_optional(g, "ammunition") ? NULL : "SIV 24.4: the "
		    "ammunition rules are optional, and the game does not use "
		    "them (optional_rules)";
	case PH_COMMITMENT:
		return g->turn < 30 ? "SIV 14.0 9 G, 20.0: the Union may not "
		    "commit units before Turn 30" : NULL;
	case PH_LULL:
		return g->strategic_lull ? NULL : "SIV 14.0 9 I: the Strategic "
		    "Table's result in this cycle was not Lull";
	default:
		return NULL;
	}
}

bool
sequence_plays(const struct game *g, enum phase p)
{
	const enum phase *v;

	for (v = phases(g); *v != PH_NONE; v++)
		if (*v == p)
			return true;
	return false;
}

enum phase
sequence_after(const struct game *g, enum phase p)
{
	const enum phase *v;

	for (v = phases(g); *v != PH_NONE; v++)
		if (*v == p)
			break;
	if (*v == PH_NONE || v[1] == PH_NONE)
		return PH_NONE;
	return v[1];
}

/* The record of a segment the rule skips: every segment of a Strategic
 * Cycle leaves one (DESIGN.md "The Advanced Games"). */
static void
log_skipped(struct game *g, enum phase p, const char *why)
{
	struct arena	*a = &g->arena;
	struct node	*e = node_map(a, S_FLOW);

	node_set(a, e, "op", node_plain(a, phase_names[p]));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "skipped", node_bool(a, true));
	node_set(a, e, "why", node_scalar(a, why));
	if (g->log == NULL)
		g->log = node_seq(a, S_BLOCK);
	g->log->style = S_BLOCK;
	node_push(a, g->log, e);
}

enum phase
sequence_advance(struct game *g)
{
	enum phase	 p = (enum phase)g->phase;
	const char	*why;

	for (;;) {
		p = sequence_after(g, p);
		if (p == PH_NONE)
			break;
		/* 16.0, 26.0: the track in box 7 ends the game once the
		 * Strategic Cycle is complete. */
		if (p == PH_TURN_INDICATION && sequence_cycle_turn(g) &&
		    g->has_strategic && g->strategic_box >= 7) {
			p = PH_OVER;
			break;
		}
		if ((why = sequence_skips(g, p)) == NULL)
			break;
		if (sequence_cycle_turn(g))
			log_skipped(g, p, why);
	}
	if (p != PH_NONE)
		g->phase = p;
	return p;
}
