/*
 * sequence.c — the sequence of play held (sequence.h): 4.2's initiative,
 * 5.0's one action at a time, 4.1's one action an Action Phase, and the
 * next step in words.
 */
#include <stdlib.h>
#include <string.h>

#include "refuse.h"
#include "scenario.h"
#include "sequence.h"

bool
sequence_held(const struct game *g)
{
	return g->phase != PH_NONE || g->has_initiative;
}

bool
action_in_progress(const struct game *g)
{
	const struct march *m = &g->march;

	if (!g->has_action)
		return false;
	return !m->ended || (m->leader != NULL && m->nselected > 0);
}

int
sequence_in(struct game *g, enum phase p, const char *what)
{
	if (g->phase == PH_NONE || g->phase == (int)p)
		return 0;
	return refuse(g, "phase", "%s is for %s, and this is %s; what runs "
	    "now: %s", what, phase_titles[p], phase_titles[g->phase],
	    sequence_next(g));
}

/* Who is acting in the action in progress, for messages. */
static const char *
acting(const struct game *g)
{
	const struct march *m = &g->march;

	if (m->leader != NULL && (m->unit == NULL || m->ended))
		return m->leader;
	return m->unit != NULL ? m->unit : "a unit";
}

/* Initiatives this turn's log shows won by a scenario's rule. */
int
sequence_first_given(const struct game *g)
{
	const struct node	*e, *v;
	int			 i, n = 0;

	for (i = 0; g->log != NULL && i < g->log->n; i++) {
		e = g->log->items[i];
		if (!node_is(node_get(e, "op"), "initiative") ||
		    (v = node_get(e, "turn")) == NULL ||
		    v->kind != N_SCALAR || atoi(v->str) != g->turn)
			continue;
		n += node_is(node_get(e, "automatic"), "first-initiative");
	}
	return n;
}

/*
 * The action a scenario's first initiative must be used for
 * (SIV Piedmont special rule 5: "They must be used in exactly this
 * order"): the `actions` item of the initiative just won by that rule,
 * or NULL (none required, or the initiative was rolled).
 */
const struct node *
sequence_first_action(const struct game *g, const char **rule)
{
	const struct scenario	*s = g->scen;
	const struct node	*e, *acts;
	int			 i, k;

	if (!g->has_initiative || g->log == NULL)
		return NULL;
	for (i = g->log->n - 1; i >= 0; i--)
		if (node_is(node_get(g->log->items[i], "op"), "initiative"))
			break;
	if (i < 0)
		return NULL;
	e = g->log->items[i];
	if (!node_is(node_get(e, "automatic"), "first-initiative"))
		return NULL;
	k = sequence_first_given(g);
	for (i = 0; s != NULL && i < s->nr; i++) {
		const struct restriction *x = &s->r[i];

		if (x->kind != RK_FIRST_INITIATIVE || x->side !=
		    (int)g->initiative || (x->from > 0 && g->turn < x->from) ||
		    (x->to > 0 && g->turn > x->to) ||
		    (acts = node_get(x->n, "actions")) == NULL ||
		    k < 1 || k > acts->n)
			continue;
		*rule = x->rule;
		return acts->items[k - 1];
	}
	return NULL;
}

/* The scenario's order for its first initiatives (sequence_first_action()):
 * {unit: U} is U's March, {leader: L} L's Activate Leader action. */
static int
first_action(struct game *g, const char *path, const char *who,
    const char *what)
{
	const struct node	*act, *u, *l;
	const char		*rule = NULL;
	bool			 march = strcmp(what, "a March") == 0;
	bool			 leader = strcmp(what, "an Activate Leader "
				    "action") == 0;

	if ((act = sequence_first_action(g, &rule)) == NULL)
		return 0;
	u = node_get(act, "unit");
	l = node_get(act, "leader");
	if ((u != NULL && march && node_is(u, who)) ||
	    (l != NULL && leader && node_is(l, who)))
		return 0;
	return refuse(g, path, "%s may not begin %s: this initiative, won by "
	    "the scenario's rule, must be used for %s (%s)", who, what,
	    u != NULL ? arena_printf(&g->arena, "%s's March", u->str) :
	    arena_printf(&g->arena, "an Activate Leader action of %s",
	    l->str), rule);
}

int
sequence_begin(struct game *g, enum side s, const char *path,
    const char *who, const char *what)
{
	if (action_in_progress(g))
		return refuse(g, "action", "%s may not begin %s: the action of "
		    "%s is not over; it goes on, or gcacw-march --end ends it "
		    "(5.0: one action at a time)", who, what, acting(g));
	if (!sequence_held(g))
		return 0;
	if (g->phase != PH_NONE && g->phase != PH_ACTION)
		return sequence_in(g, PH_ACTION, what);
	if (!g->has_initiative)
		return refuse(g, "initiative", "%s may not begin %s: nobody has "
		    "the initiative yet; gcacw-turn --initiative rolls for it "
		    "(4.2)", who, what);
	if (g->initiative != s)
		return refuse(g, path, "%s may not begin %s: %s holds the "
		    "initiative in this Action Phase, and only the side that "
		    "takes it acts (4.2, 4.3); %s acts after winning an "
		    "Initiative Segment (gcacw-turn --initiative)", who, what,
		    side_name(g->initiative), side_name(s));
	if (g->acted)
		return refuse(g, "acted", "%s may not begin %s: this Action "
		    "Phase's action has been taken; a new Action Phase begins "
		    "with gcacw-turn --initiative (4.1, 4.3)", who, what);
	return first_action(g, path, who, what);
}

void
sequence_begun(struct game *g)
{
	if (sequence_held(g))
		g->acted = true;
}

int
sequence_attack(struct game *g, const char *attacker)
{
	const struct unit *u;

	if (!sequence_held(g) || g->has_action ||
	    (u = game_unit(g, attacker)) == NULL)
		return 0;
	return refuse(g, "--attacker", "%s is not marching: a march attack "
	    "is part of the unit's March (6.1, 7.1); gcacw-march --unit %s "
	    "declares it", u->name, u->name);
}

/* The pending obligation, as gcacw-retreat takes it. */
static const char *
next_pending(struct game *g, const struct pending *p)
{
	const char *what = pending_what(g, p);

	switch (p->kind) {
	case PK_VOLUNTARY:
		return arena_printf(&g->arena, "%s: gcacw-retreat --voluntary "
		    "U,U takes it, gcacw-retreat --decline gives it up (7.6)",
		    what);
	case PK_ADVANCE:
		return arena_printf(&g->arena, "%s: gcacw-retreat --advance"
		    "[=U,U] (or gcacw-march --advance) takes it, gcacw-retreat "
		    "--decline gives it up (7.6)", what);
	case PK_CAVALRY:
		return arena_printf(&g->arena, "%s: gcacw-retreat --cavalry %s "
		    "takes it, gcacw-march --continue or --end declines it "
		    "(7.7)", what, p->nunits > 0 ? p->units[0] : "U");
	default:
		return arena_printf(&g->arena, "%s: gcacw-retreat carries it "
		    "out (7.6)", what);
	}
}

/* The action going on. */
static const char *
next_action(struct game *g)
{
	const struct march	*m = &g->march;
	const char		*list = "";
	int			 i;

	if (m->unit != NULL && !m->ended)
		return arena_printf(&g->arena, "%s's march goes on (%d%s MP "
		    "left): gcacw-march --continue --path H,..., gcacw-combat "
		    "--attacker %s --target H --attack TYPE, or gcacw-march "
		    "--end (5.1, 6.1)", m->unit, m->mp / 2, m->mp % 2 != 0 ?
		    "½" : "", m->unit);
	for (i = 0; i < m->nselected; i++)
		list = arena_printf(&g->arena, "%s%s%s", list, i == 0 ? "" :
		    i + 1 == m->nselected ? " or " : ", ", m->selected[i]);
	return arena_printf(&g->arena, "the activation of %s goes on: "
	    "gcacw-march --unit U (%s) marches the next selected unit, or "
	    "gcacw-march --end ends the action (5.2)", m->leader, list);
}

/* The Action Cycle's step, between actions. */
static const char *
next_action_phase(struct game *g)
{
	const struct node	*act, *u;
	const char		*s, *rule = NULL;

	if (!g->has_initiative)
		return "gcacw-turn --initiative rolls for the initiative (4.2)";
	if (g->acted)
		return "a new Action Phase: gcacw-turn --initiative rolls for "
		    "the initiative (4.1)";
	s = side_name(g->initiative);
	if ((act = sequence_first_action(g, &rule)) != NULL) {
		u = node_get(act, "unit");
		return arena_printf(&g->arena, "%s uses this initiative, the "
		    "scenario's, for %s (%s)", s, u != NULL ? arena_printf(
		    &g->arena, "%s's March: gcacw-march --unit %s", u->str,
		    u->str) : arena_printf(&g->arena, "%s's Activate Leader "
		    "action: gcacw-march --leader %s --units U,U",
		    node_get(act, "leader")->str, node_get(act,
		    "leader")->str), rule);
	}
	return arena_printf(&g->arena, "%s takes the initiative with an "
	    "action (gcacw-march --unit U, gcacw-march --leader L --units "
	    "U,U, gcacw-combat --assault L ...), or passes (gcacw-turn "
	    "--initiative --pass%s) (4.2)", s, g->has_passed ? ", which ends "
	    "the Action Cycle" : "");
}

const char *
sequence_next(struct game *g)
{
	const struct pending *p = pending_head(g);

	if (p != NULL)
		return next_pending(g, p);
	if (action_in_progress(g))
		return next_action(g);
	switch (g->phase) {
	case PH_NONE:
		if (g->has_initiative)
			return next_action_phase(g);
		return "gcacw-turn --random-events begins the sequence of "
		    "play (3.0)";
	case PH_ACTION:
		return next_action_phase(g);
	default:
		return phase_next[g->phase];
	}
}
