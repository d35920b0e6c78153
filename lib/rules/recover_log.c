/*
 * recover_log.c — the Recovery Phase's log entry (DESIGN.md section 4),
 * built from the phase's results: the activities with their dice, then
 * each unit that changed, with only what changed, so that players check
 * the phase at a glance (8.0).
 */
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "recover_int.h"

static const char *
result_text(const struct recover_attempt *a)
{
	switch (a->order->activity) {
	case RA_ENTRENCH:
		return "entrenched";
	case RA_BRIDGE:
		return !a->made ? "no-marker" : a->success ? "built" : "failed";
	case RA_REPAIR:
		return a->success ? "repaired" : "failed";
	default:
		return a->success ? "foraged" : "failed";
	}
}

static struct node *
activity_node(struct game *g, const struct recover_attempt *a)
{
	struct arena	*ar = &g->arena;
	struct node	*m = node_map(ar, S_BLOCK), *mods, *x;
	char		 id[32];
	int		 i;

	node_set(ar, m, "unit", node_scalar(ar, a->unit->name));
	node_set(ar, m, "activity", node_plain(ar,
	    recover_activity_names[a->order->activity]));
	node_set(ar, m, "hex", game_hex_node(g, a->from));
	if (a->order->activity == RA_BRIDGE ||
	    a->order->activity == RA_REPAIR) {
		hexside_format(g->map.geo, a->order->hexside, id);
		node_set(ar, m, "hexside", node_scalar(ar, id));
	}
	if (a->order->activity == RA_REPAIR)
		node_set(ar, m, "crossing", node_plain(ar, a->ferry ? "ferry" :
		    "bridge"));
	if (a->order->activity == RA_FORAGE)
		node_set(ar, m, "county", node_scalar(ar, a->county));
	if (a->order->activity == RA_ENTRENCH) {
		node_set(ar, m, "marker", node_scalar(ar, arena_printf(ar,
		    "%s -> %s", entrenchment_names[a->before],
		    entrenchment_names[a->after])));
	} else {
		node_set(ar, m, "die", node_int(ar, a->die));
		mods = node_seq(ar, S_BLOCK);
		for (i = 0; i < a->nmods; i++) {
			x = node_map(ar, S_FLOW);
			node_set(ar, x, "rule", node_scalar(ar,
			    a->mods[i].rule));
			node_set(ar, x, "value", node_int(ar,
			    a->mods[i].value));
			node_set(ar, x, "why", node_scalar(ar,
			    a->mods[i].why));
			node_push(ar, mods, x);
		}
		if (a->nmods > 0)
			node_set(ar, m, "modifiers", mods);
		node_set(ar, m, "modified", node_int(ar, a->modified));
		node_set(ar, m, "need", node_scalar(ar, arena_printf(ar,
		    "%d or less%s", a->need, a->six_fails ? ", not an "
		    "unmodified 6" : "")));
	}
	node_set(ar, m, "result", node_plain(ar, result_text(a)));
	if (a->order->activity == RA_BRIDGE && a->success) {
		node_set(ar, m, "owner", node_plain(ar,
		    side_name(a->unit->side)));
		node_set(ar, m, "road", node_bool(ar, a->road));
	}
	return m;
}

/* Only what changed, each as "before -> after" or the side it flipped to. */
static struct node *
unit_changes(struct game *g, const struct recover_before *b,
    const struct unit *u)
{
	struct arena	*ar = &g->arena;
	struct node	*m = node_map(ar, S_FLOW);

	if (b->entrenchment != u->entrenchment)
		node_set(ar, m, "entrenchment", node_scalar(ar, arena_printf(ar,
		    "%s -> %s", entrenchment_names[b->entrenchment],
		    entrenchment_names[u->entrenchment])));
	if (b->out_of_supply != u->out_of_supply)
		node_set(ar, m, "supply", node_plain(ar, u->out_of_supply ?
		    "out" : "in"));
	if (b->disorganized != u->disorganized)
		node_set(ar, m, u->disorganized ? "disorganized" : "organized",
		    node_bool(ar, true));
	if (b->exhausted != u->exhausted)
		node_set(ar, m, u->exhausted ? "exhausted" : "normal",
		    node_bool(ar, true));
	if (b->demoralized != u->demoralized)
		node_set(ar, m, "demoralized", node_scalar(ar, arena_printf(ar,
		    "%d -> %d", b->demoralized, u->demoralized)));
	if (b->fatigue != u->fatigue)
		node_set(ar, m, "fatigue", node_scalar(ar, arena_printf(ar,
		    "%d -> %d", b->fatigue, u->fatigue)));
	return m;
}

struct node *
recover_log(struct game *g, const struct recover *r)
{
	struct arena	*ar = &g->arena;
	struct node	*e = node_map(ar, S_BLOCK), *v, *c;
	int		 i;

	node_set(ar, e, "op", node_plain(ar, "recover"));
	node_set(ar, e, "turn", node_int(ar, g->turn));
	if (r->nattempts > 0) {
		v = node_seq(ar, S_BLOCK);
		for (i = 0; i < r->nattempts; i++)
			node_push(ar, v, activity_node(g, &r->attempts[i]));
		node_set(ar, e, "activities", v);
		/* DESIGN.md section 4: each roll with its purpose, in the
		 * order rolled (the command line's). */
		v = node_seq(ar, S_FLOW);
		for (i = 0; i < r->nattempts; i++) {
			const struct recover_attempt *a = &r->attempts[i];

			if (a->die == 0)
				continue;
			c = node_map(ar, S_FLOW);
			node_set(ar, c, "purpose", node_scalar(ar, arena_printf(
			    ar, "%s %s", recover_activity_options[
			    a->order->activity] + 2, a->unit->name)));
			node_set(ar, c, "die", node_int(ar, a->die));
			node_push(ar, v, c);
		}
		if (v->n > 0)
			node_set(ar, e, "dice", v);
	}
	v = node_map(ar, S_BLOCK);
	for (i = 0; i < g->nunits; i++)
		if ((c = unit_changes(g, &r->before[i], &g->units[i]))->n > 0)
			node_set(ar, v, g->units[i].name, c);
	node_set(ar, e, "units", v);
	for (i = 0; i < r->nkept; i++)
		node_push(ar, r->notes, node_scalar(ar, arena_printf(ar,
		    "%s stays %s: %s (8.0)", r->kept[i].unit->name,
		    recover_kept_words(r->kept[i].unit, r->kept[i].step),
		    r->kept[i].why)));
	if (r->cleared_march != NULL)
		node_push(ar, r->notes, node_scalar(ar, arena_printf(ar,
		    "the ended march of %s is cleared: the Action Cycle is "
		    "over (3.0)", r->cleared_march)));
	if (r->notes->n > 0)
		node_set(ar, e, "notes", r->notes);
	return e;
}

const char *
recover_kept_words(const struct unit *u, enum recover_step s)
{
	static char buf[32];

	switch (s) {
	case RS_3A:
		return "disorganized";
	case RS_4:
		return "on its normal side";
	case RS_5:
		snprintf(buf, sizeof(buf), "at Fatigue Level %d", u->fatigue);
		return buf;
	default:
		return "exhausted";
	}
}
