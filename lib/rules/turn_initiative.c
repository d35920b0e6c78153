/*
 * turn_initiative.c — the Initiative Segment (4.2) and the end of the
 * Action Cycle (4.4; SJW 15.0): both dice, the higher wins; SIV's
 * Confederate ties; no dice when a side has no unit eligible; a
 * scenario's first initiatives; a pass yields the initiative, and the
 * second pass of an Action Phase ends the cycle.
 */
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "objective.h"
#include "phase.h"
#include "refuse.h"
#include "scenario.h"
#include "sequence.h"
#include "turn.h"

/* A scenario's "automatically wins the first initiative(s)" for this
 * turn, not yet used up; NULL when none. */
static const struct restriction *
first_initiative(const struct game *g)
{
	const struct scenario	*s = g->scen;
	const struct node	*c;
	int			 i, count;

	for (i = 0; s != NULL && i < s->nr; i++) {
		const struct restriction *x = &s->r[i];

		if (x->kind != RK_FIRST_INITIATIVE || x->side < 0 ||
		    (x->from > 0 && g->turn < x->from) ||
		    (x->to > 0 && g->turn > x->to))
			continue;
		c = node_get(x->n, "count");
		count = c != NULL && c->kind == N_SCALAR ? atoi(c->str) : 1;
		if (sequence_first_given(g) < count)
			return x;
	}
	return NULL;
}

/*
 * The Initiative Segment opens the Action Cycle, and each Action Phase
 * after an action (4.1); --initiative in the Leader Transfer Phase ends
 * that phase (3.0: it comes before the Action Cycle).  A pass is made
 * by the side holding the initiative, before it acts (4.2).
 */
static int
segment_open(struct game *g, bool pass)
{
	int st;

	if (!pass && (g->phase == PH_LEADER_TRANSFER ||
	    g->phase == PH_ATTACHMENT))
		return 0;
	if ((st = turn_phase(g, PH_ACTION, pass ? "--pass" :
	    "--initiative")) != 0)
		return st;
	if (g->pending.n > 0)
		return refuse(g, "pending", "a retreat or advance is pending: "
		    "gcacw-retreat resolves it before the next Initiative "
		    "Segment (4.1)");
	if (g->has_action && !g->march.ended)
		return refuse(g, "action", "the action of %s is not over: it "
		    "goes on, or gcacw-march --end ends it (4.1: a new Action "
		    "Phase begins when an action is complete)",
		    g->march.unit != NULL ? g->march.unit : g->march.leader);
	/* 4.2: "obligating him to perform an action in the subsequent
	 * Activation Segment", or a pass; `acted` says it was done. */
	if (!pass && g->has_initiative && !g->acted)
		return refuse(g, "initiative", "%s has the initiative and has "
		    "not used it: take it with an action, or gcacw-turn "
		    "--initiative --pass (4.2)", side_name(g->initiative));
	if (pass && !g->has_initiative)
		return refuse(g, "initiative", "nobody has the initiative to "
		    "pass: gcacw-turn --initiative rolls for it (4.2)");
	if (pass && g->acted)
		return refuse(g, "acted", "%s has taken this Action Phase's "
		    "action, so there is nothing to pass: a new Action Phase "
		    "begins with gcacw-turn --initiative (4.1, 4.4)",
		    side_name(g->initiative));
	return 0;
}

/* A new Action Phase (4.1): the last one's action is over and goes. */
static void
phase_begins(struct game *g)
{
	g->acted = false;
	if (g->has_action && g->march.ended)
		g->has_action = false;
}

static void
cycle_ends(struct game *g, struct turn_result *r, struct node *e)
{
	r->ended = true;
	g->has_initiative = false;
	g->has_passed = false;
	phase_begins(g);
	g->phase = PH_RECOVERY;
	if (r->notes == NULL)
		r->notes = node_seq(&g->arena, S_BLOCK);
	objective_cycle_end(g, r->notes);
	node_set(&g->arena, e, "ended", node_bool(&g->arena, true));
	turn_note(g, r, "the Action Cycle ends: proceed to the Recovery "
	    "Phase, gcacw-recover (4.4)");
}

/* 4.2: side w has the initiative, to take with an action or pass; the
 * entry names the winner. */
static void
initiative_to(struct game *g, struct turn_result *r, struct node *e,
    enum side w)
{
	r->winner = w;
	g->has_initiative = true;
	g->initiative = w;
	g->has_passed = false;
	node_set(&g->arena, e, "winner", node_plain(&g->arena, side_name(w)));
}

static void
pass(struct game *g, struct turn_result *r, struct node *e)
{
	struct arena			*a = &g->arena;
	const struct restriction	*x;
	enum side			 s = g->initiative, o = side_enemy(s);

	node_set(a, e, "passed", node_plain(a, side_name(s)));
	if ((x = scenario_restriction(g, RK_PASS_ENDS_CYCLE, "", s)) != NULL) {
		/* The scenario's pass-ends-cycle: "the Action Phase ends
		 * the moment the Confederate player passes" (SIV Bath
		 * special rule 3). */
		turn_note(g, r, "%s passes, which ends the Action Cycle in this "
		    "scenario (%s)", side_name(s), x->rule);
		cycle_ends(g, r, e);
	} else if (g->has_passed) {
		turn_note(g, r, "%s passes after %s passed: both players have "
		    "passed in this Action Phase (4.2, 4.4)", side_name(s),
		    side_name(g->passed));
		cycle_ends(g, r, e);
	} else if (!turn_eligible(g, o)) {
		turn_note(g, r, "%s passes and %s has no unit eligible for "
		    "activation (4.4)", side_name(s), side_name(o));
		cycle_ends(g, r, e);
	} else {
		initiative_to(g, r, e, o);
		g->has_passed = true;
		g->passed = s;
		turn_note(g, r, "%s passes: the initiative goes to %s, who must "
		    "take it or pass; a second pass ends the Action Cycle "
		    "(4.2)", side_name(s), side_name(o));
	}
}

/* SJW 15.0: "Starting with Turn 3" (the Advanced Game's, SJW Charts). */
static bool
terminates(struct game *g, struct dice *d, struct turn_result *r,
    struct node *e)
{
	int	t = dice_roll(d, g, "termination");
	int	top = g->turn >= 12 ? 3 : 2;

	node_set(&g->arena, e, "termination", node_int(&g->arena, t));
	turn_note(g, r, "matching 1s on Turn %d: termination die %d, the "
	    "Action Cycle ends on 1%s%d (SJW 15.0)", g->turn, t,
	    top == 3 ? "-" : " or ", top);
	return t <= top;
}

static void
roll(struct game *g, struct dice *d, struct turn_result *r, struct node *e)
{
	int		 c, u;
	enum side	 w;

	for (;;) {
		c = dice_roll(d, g, "confederate");
		u = dice_roll(d, g, "union");
		if (dice_missing(d) > 0)
			return;
		if (c != u)
			break;
		if (g->module->turn.termination && g->advanced && g->turn >= 3 &&
		    c == 1) {
			/* "the Confederate player wins the initiative die
			 * roll on matching 1s" */
			if (terminates(g, d, r, e)) {
				if (dice_missing(d) > 0)
					return;
				cycle_ends(g, r, e);
				return;
			}
			w = SIDE_CSA;
			goto won;
		}
		if (g->module->csa_wins_ties) {
			turn_note(g, r, "both dice %d: the Confederate player "
			    "wins ties in Stonewall in the Valley (4.2)", c);
			w = SIDE_CSA;
			goto won;
		}
		turn_note(g, r, "both dice %d: a tie, rolled again (4.2 "
		    "names no winner of a tie in this game)", c);
	}
	w = c > u ? SIDE_CSA : SIDE_USA;
won:
	initiative_to(g, r, e, w);
	turn_note(g, r, "%s wins the initiative: take it with an action, "
	    "or pass (4.2)", side_name(w));
}

int
turn_initiative(struct game *g, struct dice *d, bool passing,
    struct turn_result *r)
{
	struct arena			*a = &g->arena;
	const struct restriction	*x;
	struct node			*e;
	bool				 ce, ue;
	int				 st;

	if ((st = segment_open(g, passing)) != 0)
		return st;
	if (g->phase == PH_LEADER_TRANSFER) {
		turn_note(g, r, "the Leader Transfer Phase is over: the Action "
		    "Cycle begins (3.0)");
		r->transfer_over = true;
	} else if (g->phase == PH_ATTACHMENT) {
		turn_note(g, r, "the Attachment Phase is over: the Action "
		    "Cycle begins (SIV 14.0)");
		r->transfer_over = true;
	}
	if (!passing)
		phase_begins(g);
	g->phase = PH_ACTION;
	ce = turn_eligible(g, SIDE_CSA);
	ue = turn_eligible(g, SIDE_USA);
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "initiative"));
	node_set(a, e, "turn", node_int(a, g->turn));
	if (passing)
		pass(g, r, e);
	else if (!ce && !ue) {
		turn_note(g, r, "neither player has a unit eligible for "
		    "activation: no dice (4.4)");
		cycle_ends(g, r, e);
	} else if (!ce || !ue) {
		initiative_to(g, r, e, ce ? SIDE_CSA : SIDE_USA);
		node_set(a, e, "automatic", node_plain(a, "no-eligible-unit"));
		turn_note(g, r, "%s has no unit eligible for activation: %s "
		    "wins automatically and the dice are not rolled (4.2)",
		    side_name(side_enemy(r->winner)), side_name(r->winner));
	} else if ((x = first_initiative(g)) != NULL) {
		initiative_to(g, r, e, x->side);
		node_set(a, e, "automatic", node_plain(a, "first-initiative"));
		turn_note(g, r, "%s wins automatically: the scenario's first "
		    "initiative (%s)", side_name(r->winner), x->rule != NULL ?
		    x->rule : g->scen->rule);
	} else
		roll(g, d, r, e);
	turn_log(g, r, e, d);
	return 0;
}
