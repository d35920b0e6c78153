/*
 * recover.c — the Recovery Phase (8.0): the orders checked before anything
 * changes, the dice in the order the orders were given, then the phase
 * strictly in the rule's order.  Each activity's own rule is in its file:
 * recover_entrench.c (9.0), recover_bridge.c (10.1, 10.3),
 * recover_forage.c (SIV 24.3, SJW 20.4); the log entry is built in
 * recover_log.c, the words in explain_recover.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charts.h"
#include "combat.h"
#include "names.h"
#include "module.h"
#include "phase.h"
#include "recover_int.h"
#include "sequence.h"
#include "refuse.h"
#include "scenario.h"
#include "tables.h"

/* How refusals name each activity, and its rule. */
static const char *const doing[] = { "entrenching",
    "building a pontoon bridge", "repairing a bridge or ferry", "foraging" };
static const char *const activity_rule[] = { "9.0", "10.1", "10.3", "8.0" };

/* The unit an order names; an unknown name is a usage error. */
static int
order_unit(struct game *g, struct recover_attempt *a)
{
	const struct recover_order *o = a->order;

	a->unit = game_unit(g, o->unit);
	if (a->unit != NULL || game_leader(g, o->unit) != NULL)
		return 0;
	diag_plain(g->diag, ST_USAGE, "%s %s: no unit of that name%s",
	    recover_activity_options[o->activity], o->unit,
	    game_unit_hint_text(g, o->unit));
	return ST_USAGE;
}

/* A leader, or a unit out of play, may do nothing of this phase. */
static int
order_in_play(struct game *g, struct recover_attempt *a)
{
	const struct recover_order	*o = a->order;
	static const char *const	 leaders_may_not[] = { "entrench",
	    "build pontoon bridges", "repair bridges or ferries", "forage" };
	static const char *const	 leader_rule[] = { "9.0", "10.1",
	    "10.3", NULL };

	if (a->unit == NULL)
		return diag_refuse(g->diag, arena_printf(&g->arena,
		    "leaders.%s", o->unit), "%s is a leader: leaders may not "
		    "%s (%s)", o->unit, leaders_may_not[o->activity],
		    leader_rule[o->activity] != NULL ?
		    leader_rule[o->activity] : forage_rule(g));
	if (a->unit->status != US_IN_PLAY)
		return refuse_unit(g, a->unit, "%s is %s and out of play: "
		    "only units on the map may %s (8.0)", o->unit,
		    unit_status_names[a->unit->status],
		    recover_verbs[o->activity]);
	a->from = a->unit->hex;
	return 0;
}

/* 8.0 step 1, and 9.0, 10.1, 10.3: what every activity needs. */
static int
step1_check(struct game *g, struct recover *r, struct recover_attempt *a)
{
	struct unit	*u = a->unit;
	enum recover_activity act = a->order->activity;
	int		 i;

	for (i = 0; &r->attempts[i] != a; i++)
		if (r->attempts[i].unit == u &&
		    r->attempts[i].order->activity != RA_FORAGE)
			return refuse_unit(g, u, "%s is already ordered to "
			    "%s: a unit may perform only one of entrenching, "
			    "building a bridge and repairing a bridge or ferry "
			    "per Recovery Phase (8.0)", u->name,
			    recover_verbs[r->attempts[i].order->activity]);
	if (g->rain)
		return diag_refuse(g->diag, "rain", "it is a rain turn: %s may "
		    "not %s (8.0, 12.0)", u->name, recover_verbs[act]);
	if (u->demoralized > 0)
		return refuse_unit(g, u, "%s has a Demoralize-%d marker: a "
		    "demoralized unit may not %s (8.0, 11.0)", u->name,
		    u->demoralized, recover_verbs[act]);
	if (u->fatigue != 0)
		return refuse_unit(g, u, "%s needs Fatigue Level 0; %s is "
		    "at %d (8.0, %s)", doing[act], u->name, u->fatigue,
		    activity_rule[act]);
	switch (act) {
	case RA_ENTRENCH:
		return entrench_check(g, r, a);
	case RA_BRIDGE:
		return bridge_check(g, r, a);
	case RA_REPAIR:
		return repair_check(g, r, a);
	default:
		return 0;
	}
}

/* 8.0, 3.0: the phase follows the Action Cycle, and nothing pending. */
static int
phase_ready(struct game *g)
{
	const struct pending *p = pending_head(g);

	if (p != NULL)
		return diag_refuse(g->diag, "pending[0]", "%s is pending "
		    "(7.6): resolve it with gcacw-retreat first",
		    pending_what(g, p));
	/*
	 * 5.2: an Activate Leader action goes on while selected units are
	 * still to march, though the march of the one that marched last has
	 * ended; gcacw-march --end ends it (DESIGN.md section 5).
	 */
	if (g->has_action && g->march.leader != NULL &&
	    (g->march.nselected > 0 || !g->march.ended)) {
		const struct march	*m = &g->march;
		const char		*list = "";
		int			 i;

		for (i = 0; i < m->nselected; i++)
			list = arena_printf(&g->arena, "%s%s%s", list,
			    i > 0 ? ", " : "", m->selected[i]);
		return diag_refuse(g->diag, "action", "%s's Activate Leader "
		    "action is in progress%s%s%s: end it with gcacw-march "
		    "--end first; the Recovery Phase follows the Action Cycle "
		    "(3.0, 5.2)", m->leader, m->nselected > 0 ? ", with " :
		    "", list, m->nselected > 0 ? " still to march" : "");
	}
	if (g->has_action && !g->march.ended)
		return diag_refuse(g->diag, "action", "%s's march is in "
		    "progress: end it with gcacw-march --end first; the "
		    "Recovery Phase follows the Action Cycle (3.0)",
		    g->march.unit != NULL ? g->march.unit : "a unit");
	return 0;
}

/* An order's check stopped on missing data (status 65): noted, and the
 * next order is checked, so that every value missing is reported. */
static bool
missing(struct game *g, struct recover *r, struct recover_attempt *a, int st)
{
	(void)g;
	if (st != ST_DATA)
		return false;
	a->missing = true;
	r->stopped = true;
	return true;
}

int
recover_check(struct game *g, struct recover *r,
    const struct recover_orders *o)
{
	int i, st;

	memset(r, 0, sizeof(*r));
	r->orders = o;
	r->attempts = arena_alloc(&g->arena, (size_t)(o->norders + 1) *
	    sizeof(*r->attempts));
	r->nattempts = o->norders;
	for (i = 0; i < o->norders; i++) {
		r->attempts[i].order = &o->orders[i];
		r->attempts[i].made = true;
	}
	/* Names first: a usage error outranks a refusal. */
	for (i = 0; i < o->norders; i++)
		if ((st = order_unit(g, &r->attempts[i])) != 0)
			return st;
	if ((st = phase_ready(g)) != 0)
		return st;
	for (i = 0; i < o->norders; i++)
		if ((st = order_in_play(g, &r->attempts[i])) != 0)
			return st;
	if (o->dispersal && recover_rules(g)->forage != FORAGE_SJW)
		return diag_refuse(g->diag, "--dispersal", "Dispersal is an "
		    "optional rule of Stonewall Jackson's Way's foraging (SJW "
		    "20.4)");
	/* An order that lacks a value does not stop the others' checks:
	 * every missing value is reported at once, in order. */
	for (i = 0; i < o->norders; i++)
		if (o->orders[i].activity != RA_FORAGE &&
		    (st = step1_check(g, r, &r->attempts[i])) != 0 &&
		    !missing(g, r, &r->attempts[i], st))
			return g->diag->status;
	for (i = 0; i < o->norders; i++)
		if (o->orders[i].activity == RA_FORAGE &&
		    (st = forage_check(g, r, &r->attempts[i])) != 0 &&
		    !missing(g, r, &r->attempts[i], st))
			return g->diag->status;
	return g->diag->status;
}

void
recover_roll(struct game *g, struct recover *r, struct dice *d)
{
	static const char *const purpose[] = { NULL, "pontoon bridge",
	    "repair", "forage" };
	int i;

	for (i = 0; i < r->nattempts; i++) {
		struct recover_attempt *a = &r->attempts[i];

		if (a->order->activity != RA_ENTRENCH)
			a->die = dice_roll(d, g, purpose[a->order->activity]);
	}
}

static void
changed(struct recover *r, enum recover_step s, struct unit *u)
{
	r->changed[s][r->nchanged[s]++] = u;
}

static void
kept(struct game *g, struct recover *r, struct unit *u, enum recover_step s,
    const char *why)
{
	r->kept = r->nkept == 0 ? arena_alloc(&g->arena, (size_t)(RS_COUNT *
	    g->nunits + 1) * sizeof(*r->kept)) : r->kept;
	r->kept[r->nkept].unit = u;
	r->kept[r->nkept].step = s;
	r->kept[r->nkept++].why = why;
}

static bool
recovers(const struct unit *u)
{
	return u->status == US_IN_PLAY && u->fatigue <= 1;
}

/*
 * 8.0 step 3a, organized, and 3b, the normal side: the marker's side
 * (*side) flipped back, unless the unit has a Demoralize-2 marker at the
 * start of the step or, for 3a in the Advanced Game, is out of supply
 * (SJW 20.5 says the same).
 */
static void
flip_back(struct game *g, struct recover *r, struct unit *u,
    enum recover_step s, bool *side)
{
	if (!recovers(u) || !*side)
		return;
	if (u->demoralized == 2)
		kept(g, r, u, s, s == RS_3A ? "it has a Demoralize-2 marker at "
		    "the start of step 3a" : "it has a Demoralize-2 marker at "
		    "the start of step 3b");
	else if (s == RS_3A && g->advanced && u->out_of_supply)
		kept(g, r, u, s, "it is out of supply, in the Advanced Game");
	else {
		*side = false;
		changed(r, s, u);
	}
}

/*
 * 8.0 steps 3 to 6, every unit in play, one step after another: each
 * exception is read at the start of its own step.
 */
static void
recover_units(struct game *g, struct recover *r)
{
	const struct restriction	*x;
	int				 i;
	struct unit			*u;

	for (i = 0; i < g->nunits; i++)
		flip_back(g, r, &g->units[i], RS_3A, &g->units[i].disorganized);
	for (i = 0; i < g->nunits; i++)
		flip_back(g, r, &g->units[i], RS_3B, &g->units[i].exhausted);
	/* 3c: Demoralize-1 removed, Demoralize-2 flipped to 1. */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (recovers(u) && u->demoralized > 0) {
			u->demoralized--;
			changed(r, RS_3C, u);
		}
	}
	/* 4: Fatigue Level 3 or 4, exhausted. */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (u->status != US_IN_PLAY || u->fatigue < 3 || u->exhausted)
			continue;
		if ((x = scenario_restriction(g, RK_NO_FATIGUE_PENALTY,
		    u->name, u->side)) != NULL)
			kept(g, r, u, RS_4, arena_printf(&g->arena, "no unit "
			    "that reaches Fatigue Level 3 or 4 by combat or a "
			    "cavalry retreat this turn suffers any penalty for "
			    "it (%s)", x->rule));
		else {
			u->exhausted = true;
			changed(r, RS_4, u);
		}
	}
	/* 5: three Fatigue Levels off, to no less than 0. */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (u->status != US_IN_PLAY || u->fatigue == 0)
			continue;
		if ((x = scenario_restriction(g, RK_FATIGUE_FROZEN, u->name,
		    u->side)) != NULL)
			kept(g, r, u, RS_5, arena_printf(&g->arena, "its Fatigue "
			    "marker is not changed or removed in this Recovery "
			    "Phase (%s)", x->rule));
		else {
			u->fatigue = u->fatigue > 3 ? u->fatigue - 3 : 0;
			changed(r, RS_5, u);
		}
	}
	/* 6: SIV Advanced Game, Union units out of supply disorganized. */
	if (!recover_rules(g)->union_supply_disorganizes || !g->advanced)
		return;
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (u->status == US_IN_PLAY && u->side == SIDE_USA &&
		    u->out_of_supply && !u->disorganized) {
			u->disorganized = true;
			changed(r, RS_6, u);
		}
	}
}

int
recover_resolve(struct game *g, struct recover *r)
{
	int i, s;

	r->notes = node_seq(&g->arena, S_BLOCK);
	r->before = arena_alloc(&g->arena, (size_t)(g->nunits + 1) *
	    sizeof(*r->before));
	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		r->before[i] = (struct recover_before){ u->fatigue,
		    u->disorganized, u->exhausted, u->out_of_supply,
		    u->demoralized, u->entrenchment };
	}
	for (s = 0; s < RS_COUNT; s++)
		r->changed[s] = arena_alloc(&g->arena, (size_t)(g->nunits + 1) *
		    sizeof(struct unit *));
	/* Step 1, in the order the activities were given. */
	for (i = 0; i < r->nattempts; i++) {
		struct recover_attempt *a = &r->attempts[i];

		switch (a->order->activity) {
		case RA_ENTRENCH:
			a->unit->entrenchment = a->after;
			a->success = true;
			break;
		case RA_BRIDGE:
			bridge_resolve(g, r, a);
			break;
		case RA_REPAIR:
			repair_resolve(g, a);
			break;
		default:
			break;
		}
	}
	/* Step 2. */
	for (i = 0; i < r->nattempts; i++)
		if (r->attempts[i].order->activity == RA_FORAGE)
			forage_resolve(&r->attempts[i]);
	recover_units(g, r);
	/* 3.0: the Action Cycle is over; its ended march goes. */
	if (g->has_action) {
		r->cleared_march = g->march.unit;
		g->has_action = false;
	}
	if (g->log == NULL)
		g->log = node_seq(&g->arena, S_BLOCK);
	node_push(&g->arena, g->log, recover_log(g, r));
	/* 3.0: the Turn Indication Phase follows (gcacw-turn --end-turn);
	 * SIV 14.0: the Strategic Cycle first, on turns divisible by 5. */
	if (g->phase == PH_RECOVERY)
		sequence_advance(g);
	return g->diag->status;
}

int
recover_phase(struct game *g, struct dice *d,
    const struct recover_orders *o, struct recover **out)
{
	struct recover	*r = arena_alloc(&g->arena, sizeof(*r));
	int		 st;

	*out = r;
	st = recover_check(g, r, o);
	/* No die for a phase that cannot be finished; what was checked is
	 * explained, the errors are out. */
	if (r->stopped && st == ST_DATA)
		return 0;
	if (st != 0)
		return st;
	recover_roll(g, r, d);
	return recover_resolve(g, r);
}
