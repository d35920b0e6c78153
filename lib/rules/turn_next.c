/*
 * turn_next.c — a phase ended (turn.h): --next for a phase with nothing
 * more to do, and what every operation that ends its phase shares: the
 * segment's VP scored, the next phase the turn plays entered.
 */
#include <string.h>

#include "phase.h"
#include "refuse.h"
#include "sequence.h"
#include "turn.h"

/* The phases --next may end: those whose operations are the players'
 * choice (SIV 14.0: "may"), once what the rule requires is done. */
static bool
endable(enum phase p)
{
	switch (p) {
	case PH_REINFORCEMENT:
	case PH_OFF_MAP_MOVEMENT:
	case PH_LEADER_TRANSFER:
	case PH_ATTACHMENT:
	case PH_BRIDGE_REPAIR:
	case PH_DEPOT:
	case PH_SUPPLY_STATUS:
	case PH_AMMUNITION:
	case PH_COMMITMENT:
	case PH_WITHDRAWAL:
		return true;
	default:
		return false;
	}
}

/* What a phase ended without its operation leaves undone, said in the
 * entry: the players' to do by hand. */
static const char *
by_hand(enum phase p)
{
	switch (p) {
	case PH_DEPOT:
		return "depots are not ruled here: the players place them in "
		    "markers.depots (SIV 24.1)";
	case PH_SUPPLY_STATUS:
		return "Union supply is not ruled here: the players set "
		    "units.X.supply (SIV 24.2)";
	case PH_AMMUNITION:
		return "ammunition is not ruled here: the players mark it "
		    "(SIV 24.4)";
	case PH_ATTACHMENT:
		return "no substitute unit is attached (SIV 25.2)";
	default:
		return NULL;
	}
}

int
turn_phase_ends(struct game *g, struct turn_result *r)
{
	struct arena	*a = &g->arena;
	enum phase	 p = (enum phase)g->phase, np;
	int		 st;

	if ((st = turn_segment_score(g, r, p)) != 0)
		return st;
	np = sequence_advance(g);
	if (np == PH_NONE)
		return 0;
	if (r->entry != NULL)
		node_set(a, r->entry, "next", node_plain(a, phase_names[np]));
	turn_note(g, r, "%s ends: %s follows%s", phase_titles[p],
	    phase_titles[np], np == PH_OVER ? " (SIV 16.0, 26.0: the "
	    "Strategic Track reached box 7)" : "");
	/* The entry may be in the log already: its notes go with it. */
	if (r->entry != NULL && node_get(r->entry, "notes") == NULL)
		node_set(a, r->entry, "notes", r->notes);
	return 0;
}

int
turn_next(struct game *g, struct turn_result *r)
{
	struct arena	*a = &g->arena;
	enum phase	 p = (enum phase)g->phase;
	const char	*first = NULL, *hand;
	struct node	*e, *held;
	int		 n;

	if (p == PH_NONE)
		return refuse(g, "phase", "--next: the file has no phase, so "
		    "there is no phase to end; gcacw-turn --random-events "
		    "begins the sequence of play (3.0)");
	if (!endable(p))
		return refuse(g, "phase", "--next: %s does not end by itself; "
		    "what runs now: %s", phase_titles[p], sequence_next(g));
	if (p == PH_REINFORCEMENT &&
	    (n = turn_reinforce_due(g, &first)) > 0)
		return refuse(g, "phase", "--next: %s is due in this "
		    "Reinforcement Phase and may be placed%s: gcacw-turn "
		    "--reinforce=%s=H places it (SIV 18.0; 20.0: committed "
		    "units \"must\" be placed)", first, n > 1 ? arena_printf(a,
		    ", with %d other unit%s", n - 1, n > 2 ? "s" : "") : "",
		    first);
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, phase_names[p]));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "ended", node_bool(a, true));
	if ((hand = by_hand(p)) != NULL)
		turn_note(g, r, "%s", hand);
	if (p == PH_REINFORCEMENT && (held = turn_reinforce_hold(g, r)) != NULL)
		node_set(a, e, "waiting", held);
	turn_log(g, r, e, NULL);
	return turn_phase_ends(g, r);
}
