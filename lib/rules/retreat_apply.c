/*
 * retreat_apply.c — a planned retreat carried out (7.6, 7.7, 9.0, 10.2):
 * the pending entry it resolves, manpower losses hex by hex, the move,
 * surrender, fatigue, Entrenchment markers, enemy pontoon bridges, the
 * ledger and the log entry; the pending entry made a retreat.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "names.h"
#include "module.h"
#include "objective.h"
#include "restrict.h"
#include "retreat.h"

static bool
listed(const char *name, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return true;
	return false;
}

/* The loader bounds an entry's hexes; a retreat plans that many. */
_Static_assert(PENDING_MAX_HEXES <= RETREAT_MAXSTEPS,
    "a pending entry may ask more hexes than a retreat plans");

/* The entry was validated by the loader, or written by combat: its
 * fields are there and its units in play where it says. */
int
retreat_from_pending(struct game *g, struct retreat *r, bool voluntary,
    const char *const *names, int nnames)
{
	const struct pending	*p = pending_head(g);
	int			 i;

	memset(r, 0, sizeof(*r));
	r->pending_index = -1;
	if (p == NULL) {
		diag_error(g->diag, ST_REFUSED, (struct pos){ 0, 0 }, "pending",
		    "no retreat is pending (7.6)");
		return ST_REFUSED;
	}
	switch (p->kind) {
	case PK_RETREAT:
		r->kind = RK_RETREAT;
		break;
	case PK_ROUT:
		r->kind = RK_ROUT;
		break;
	case PK_VOLUNTARY:
		r->kind = RK_VOLUNTARY;
		break;
	default:
		diag_error(g->diag, ST_USAGE, (struct pos){ 0, 0 },
		    "pending[0]",
		    "the first pending entry is %s: give %s or --decline",
		    p->kind == PK_ADVANCE ? "an advance" : "a cavalry retreat",
		    p->kind == PK_ADVANCE ? "--advance" : "--cavalry U");
		return ST_USAGE;
	}
	if (r->kind == RK_VOLUNTARY && !voluntary) {
		diag_error(g->diag, ST_USAGE, (struct pos){ 0, 0 },
		    "pending[0]",
		    "the defender may retreat voluntarily (7.6): give "
		    "--voluntary U,U, or --decline");
		return ST_USAGE;
	}
	if (r->kind != RK_VOLUNTARY && voluntary) {
		diag_error(g->diag, ST_USAGE, (struct pos){ 0, 0 },
		    "pending[0]",
		    "--voluntary: the pending %s is not an option (7.6)",
		    pending_kind_names[p->kind]);
		return ST_USAGE;
	}
	/* 7.6 "Closer to Attacker" counts from the active enemy unit: on a
	 * map that does not join the retreat's, there is no counting (and
	 * the search would follow every path, retreat.c). */
	if (hex_distance(p->from, p->enemy) < 0) {
		char from[16], enemy[16];

		hex_format(g->map.geo, p->from, from);
		hex_format(g->map.geo, p->enemy, enemy);
		diag_error(g->diag, ST_DATA, p->pos, "pending[0].enemy",
		    "%s is on a map that does not join %s's: a retreat goes "
		    "away from the active enemy unit (7.6)", enemy, from);
		return ST_DATA;
	}
	r->pending_index = 0;
	r->start = p->from;
	r->enemy = p->enemy;
	r->min = p->min;
	r->max = p->max;
	r->fatigue = p->fatigue > 0;
	r->enemy_unit = p->enemy_unit;
	for (i = 0; i < nnames; i++)
		if (!listed(names[i], p->units, p->nunits)) {
			diag_error(g->diag, ST_USAGE, (struct pos){ 0, 0 },
			    "--voluntary", "%s is not one of the defending "
			    "units", names[i]);
			return ST_USAGE;
		}
	/* 7.6: every unit of the entry retreats (or every one named),
	 * however many (6.4). */
	r->units = arena_alloc(&g->arena, (size_t)(p->nunits + 1) *
	    sizeof(*r->units));
	r->lost = arena_alloc(&g->arena, (size_t)(p->nunits + 1) *
	    sizeof(*r->lost));
	for (i = 0; i < p->nunits; i++) {
		if (nnames > 0 && !listed(p->units[i], names, nnames))
			continue;
		r->units[r->nunits++] = game_unit(g, p->units[i]);
	}
	r->side = r->units[0]->side;
	return 0;
}

/* 7.6: a loss on entering a hex, each unit of the stack. */
static void
step_loss(struct game *g, struct retreat *r, int loss, struct node *notes)
{
	enum cause	cause = r->kind == RK_CAVALRY ? C_CAVALRY_RETREAT :
			    C_RETREAT;
	int		i, n;

	for (i = 0; i < r->nunits; i++) {
		struct unit *u = r->units[i];

		if (u->status != US_IN_PLAY || loss == 0)
			continue;
		n = loss < u->manpower ? loss : u->manpower;
		u->manpower -= n;
		u->combat = -1;
		u->disorganized = true;
		g->has_ledger = true;
		g->ledger.losses[u->side][cause] += n;
		r->lost[i] = (r->lost[i] >= 0 ? r->lost[i] : 0) + n;
		if (u->manpower == 0) {
			game_note(g, notes, "%s is eliminated (7.5)", u->name);
			game_remove_unit(g, u, US_ELIMINATED, notes);
		}
	}
}

/*
 * 10.2: an undemoralized unit of Combat value 5 or more (SIV 3) that ends
 * a retreat or an advance after combat in a hex of an enemy pontoon
 * bridge destroys it.
 */
static void
pontoons(struct game *g, enum side side, struct unit *const *units, int n,
    hex_t at, struct node *notes)
{
	struct markers	*m = &g->markers;
	int		 i, j;
	char		 id[32];

	for (i = 0; i < m->npontoons; i++) {
		hexside_t s = m->pontoons[i].hexside;

		if (m->pontoons[i].owner == side || (hexside_a(s) != at &&
		    hexside_b(s) != at))
			continue;
		for (j = 0; j < n; j++)
			if (units[j]->status == US_IN_PLAY &&
			    units[j]->demoralized == 0 &&
			    unit_combat_value(g, units[j]) >=
			    4 * g->module->bridge_cv)
				break;
		if (j == n)
			continue;
		hexside_format(g->map.geo, s, id);
		game_note(g, notes, "the enemy pontoon bridge at %s is "
		    "destroyed by %s (10.2)", id, units[j]->name);
		m->pontoons[i--] = m->pontoons[--m->npontoons];
	}
}

/*
 * 7.8: a Flanks Refused marker never goes with the units; it lies on the
 * units of its hex, so when the last of them leaves it is removed.
 */
static void
flanks_refused_left(struct game *g, hex_t h, struct node *notes)
{
	char id[16];

	if (game_first_unit(g, h) >= 0)
		return;
	if (game_flank_lift(g, h)) {
		hex_format(g->map.geo, h, id);
		game_note(g, notes, "the Flanks Refused marker in %s is "
		    "removed: no unit is left under it (7.8)", id);
	}
}

static struct node *
steps_node(struct game *g, const struct retreat *r)
{
	struct arena	*a = &g->arena;
	struct node	*seq = node_seq(a, S_BLOCK), *m, *legal;
	int		 i, j;

	for (i = 0; i < r->nsteps; i++) {
		const struct retreat_step	*s = &r->steps[i];
		const struct retreat_option	*o = &s->legal[s->chosen];

		m = node_map(a, S_FLOW);
		node_set(a, m, "hex", game_hex_node(g, s->to));
		node_set(a, m, "chart", node_int(a, s->chart));
		node_set(a, m, "priority", node_int(a, o->priority));
		node_set(a, m, "description", node_scalar(a, o->desc));
		node_set(a, m, "loss", node_int(a, o->loss));
		if (s->override)
			node_set(a, m, "override", node_bool(a, true));
		if (s->extension)
			node_set(a, m, "extension", node_bool(a, true));
		legal = node_map(a, S_FLOW);
		for (j = 0; j < s->nlegal; j++)
			node_add(a, legal, game_hex_node(g, s->legal[j].hex),
			    node_int(a, s->legal[j].priority));
		node_set(a, m, "legal", legal);
		node_push(a, seq, m);
	}
	return seq;
}

/* The cavalry unit the unmodified 1 cost a manpower (7.7): one of the
 * retreating stack. */
static int
loser_index(const struct retreat *r)
{
	int i;

	for (i = 0; i < r->nunits; i++)
		if (r->units[i] == r->die_loser)
			break;
	return i;
}

/* The manpower each unit lost, the 7.7 die's loser first. */
static struct node *
losses_node(struct game *g, const struct retreat *r)
{
	struct node	*m = node_map(&g->arena, S_FLOW);
	int		 i, first = r->die_loser != NULL ? loser_index(r) : -1;

	if (first >= 0)
		node_set(&g->arena, m, r->units[first]->name,
		    node_int(&g->arena, r->lost[first]));
	for (i = 0; i < r->nunits; i++)
		if (i != first && r->lost[i] >= 0)
			node_set(&g->arena, m, r->units[i]->name,
			    node_int(&g->arena, r->lost[i]));
	return m;
}

static struct node *
retreat_log(struct game *g, const struct retreat *r, struct node *notes)
{
	struct arena	*a = &g->arena;
	struct node	*e = node_map(a, S_BLOCK), *v;
	int		 i;

	node_set(a, e, "op", node_plain(a, "retreat"));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "kind", node_plain(a, retreat_kind_names[r->kind]));
	v = node_seq(a, S_FLOW);
	for (i = 0; i < r->nunits; i++)
		node_push(a, v, node_scalar(a, r->units[i]->name));
	node_set(a, e, "units", v);
	node_set(a, e, "from", game_hex_node(g, r->start));
	node_set(a, e, "enemy", game_hex_node(g, r->enemy));
	if (r->kind == RK_CAVALRY) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "rule", node_scalar(a, "7.7"));
		node_set(a, v, "die", node_int(a, r->die));
		node_set(a, v, "modifiers", node_scalar(a, r->modifiers[0] ?
		    r->modifiers : "none"));
		node_set(a, v, "modified", node_int(a, r->modified));
		node_set(a, v, "mp_cut", node_int(a, r->mp_cut));
		node_set(a, e, "cavalry", v);
	}
	if (r->surrender)
		node_set(a, e, "surrender", node_bool(a, true));
	else {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < r->nsteps; i++)
			node_push(a, v, game_hex_node(g, r->steps[i].to));
		node_set(a, e, "path", v);
		node_set(a, e, "chosen", node_bool(a, r->chosen));
		node_set(a, e, "steps", steps_node(g, r));
		if (r->override_step > 0)
			node_set(a, e, "override", node_int(a,
			    r->override_step));
		if (r->extended)
			node_set(a, e, "extended", node_bool(a, true));
	}
	node_set(a, e, "losses", losses_node(g, r));
	if (notes->n > 0)
		node_set(a, e, "notes", notes);
	return e;
}

int
retreat_apply(struct game *g, struct retreat *r)
{
	struct node	*notes = node_seq(&g->arena, S_BLOCK);
	struct node	*onotes = node_seq(&g->arena, S_BLOCK);
	hex_t		 at = r->start;
	int		 i, k;

	pending_drop(g, r->pending_index);
	for (i = 0; i < r->nunits; i++)
		r->lost[i] = -1;	/* nothing lost yet */
	if (r->die_loser != NULL) {
		/* 7.7 step 2: the unmodified 1, before the retreat. */
		r->lost[loser_index(r)] = 1;
		game_note(g, notes, "the unmodified 1 costs %s a manpower "
		    "(7.7)",
		    r->die_loser->name);
	}
	if (r->surrender) {
		/* 7.6 Surrender: no legal hex, even with one override. */
		for (i = 0; i < r->nunits; i++) {
			struct unit *u = r->units[i];

			/* Eliminated by the 7.7 die's 1: nothing to surrender. */
			if (u->status != US_IN_PLAY)
				continue;
			g->has_ledger = true;
			g->ledger.losses[u->side][C_SURRENDER] += u->manpower;
			/* On top of the 7.7 die's 1, when it cost this one. */
			r->lost[i] = (r->lost[i] >= 0 ? r->lost[i] : 0) +
			    u->manpower;
			game_note(g, notes, "%s surrenders: no hex may be "
			    "retreated into (7.6)", u->name);
			game_remove_unit(g, u, US_SURRENDERED, notes);
		}
	} else {
		/* 9.0: entrenchments stay behind. */
		for (i = 0; i < r->nunits; i++)
			if (r->units[i]->entrenchment != E_NONE) {
				if (r->lifted == NULL)
					r->lifted = arena_alloc(&g->arena,
					    (size_t)r->nunits *
					    sizeof(*r->lifted));
				r->lifted[i] = r->units[i]->entrenchment;
				game_note(g, notes, "%s's %s marker is "
				    "removed as it "
				    "leaves the hex (9.0)", r->units[i]->name,
				    entrenchment_names[
				    r->units[i]->entrenchment]);
				r->units[i]->entrenchment = E_NONE;
			}
		for (k = 0; k < r->nsteps; k++) {
			const struct retreat_step *s = &r->steps[k];

			at = s->to;
			for (i = 0; i < r->nunits; i++)
				if (r->units[i]->status == US_IN_PLAY)
					game_place_unit(g, r->units[i], at);
			step_loss(g, r, s->legal[s->chosen].loss, notes);
			/* "occupies or passes through an objective hex":
			 * logged, and explained (r->advance_notes). */
			for (i = 0; i < r->nunits; i++) {
				objective_entered(g, r->units[i], at, onotes);
				/* SIV 15.0: a retreat moves the unit too. */
				(void)restrict_penalty_lift(g, r->units[i],
				    at, onotes);
				(void)restrict_entered(g, r->units[i], at,
				    onotes);
			}
		}
		for (i = 0; i < r->nunits; i++) {
			struct unit *u = r->units[i];

			if (u->status != US_IN_PLAY)
				continue;
			/* 7.6: a voluntary retreat after a "-" result costs
			 * a Fatigue Level; 7.7: a cavalry retreat one, and
			 * the Strength marker is disorganized. */
			if ((r->kind == RK_VOLUNTARY && r->fatigue) ||
			    r->kind == RK_CAVALRY)
				u->fatigue = u->fatigue < 4 ?
				    u->fatigue + 1 : 4;
			if (r->kind == RK_CAVALRY)
				u->disorganized = true;
		}
		pontoons(g, r->side, r->units, r->nunits, at, notes);
		flanks_refused_left(g, r->start, notes);
	}
	for (i = 0; i < onotes->n; i++)
		node_push(&g->arena, notes, onotes->items[i]);
	r->advance_notes = onotes;
	if (g->log == NULL)
		g->log = node_seq(&g->arena, S_BLOCK);
	node_push(&g->arena, g->log, retreat_log(g, r, notes));
	return g->diag->status;
}

/* The first pending entry, which must be of kind `kind` (or any, -1). */
static const struct pending *
first_pending(struct game *g, int kind, const char *what)
{
	const struct pending *p = pending_head(g);

	if (p == NULL) {
		diag_error(g->diag, ST_REFUSED, (struct pos){ 0, 0 }, "pending",
		    "nothing is pending: %s", what);
		return NULL;
	}
	if (kind >= 0 && p->kind != (enum pending_kind)kind) {
		diag_error(g->diag, ST_REFUSED, (struct pos){ 0, 0 },
		    "pending[0]", "the first pending entry is not an %s: %s",
		    pending_kind_names[kind], what);
		return NULL;
	}
	return p;
}

int
decline(struct game *g, struct retreat *r)
{
	const struct pending	*p = first_pending(g, -1, "nothing to "
	    "decline");
	struct node		*e;

	if (p == NULL)
		return ST_REFUSED;
	if (!p->optional) {
		diag_error(g->diag, ST_REFUSED, (struct pos){ 0, 0 },
		    "pending[0]", "the %s is required, not an option (7.6)",
		    pending_kind_names[p->kind]);
		return ST_REFUSED;
	}
	e = node_map(&g->arena, S_BLOCK);
	node_set(&g->arena, e, "op", node_plain(&g->arena, "decline"));
	node_set(&g->arena, e, "turn", node_int(&g->arena, g->turn));
	node_set(&g->arena, e, "declined", pending_node(g, p));
	if (g->log == NULL)
		g->log = node_seq(&g->arena, S_BLOCK);
	node_push(&g->arena, g->log, e);
	r->op = RO_DECLINE;
	r->declined = pending_kind_names[p->kind];
	pending_drop(g, 0);
	return 0;
}

int
advance(struct game *g, struct retreat *r, const char *const *names,
    int nnames)
{
	const struct pending	*p = first_pending(g, PK_ADVANCE, "no "
	    "advance to make (7.6)");
	struct node		*e, *moved, *notes;
	struct unit		*u, **movers;
	hex_t			 into, from;
	char			 id[16];
	int			 i, j, nmoved = 0;

	if (p == NULL)
		return ST_REFUSED;
	into = p->into;
	hex_format(g->map.geo, into, id);
	u = game_unit(g, p->units[0]);
	/* 7.6: the advance is into the hex the defender vacated. */
	for (i = game_first_unit(g, into); i >= 0; i = g->units[i].next_here)
		if (g->units[i].side != u->side) {
			diag_error(g->diag, ST_REFUSED, (struct pos){ 0, 0 },
			    "pending[0]", "%s is still held by %s: an advance "
			    "is into the hex the defender vacated (7.6)", id,
			    g->units[i].name);
			return ST_REFUSED;
		}
	movers = arena_alloc(&g->arena, (size_t)p->nunits * sizeof(*movers));
	notes = node_seq(&g->arena, S_BLOCK);
	from = u->hex;
	for (i = 0; i < p->nunits; i++) {
		u = game_unit(g, p->units[i]);
		if (nnames > 0 && !listed(u->name, names, nnames))
			continue;
		if (u->entrenchment != E_NONE) {
			game_note(g, notes, "%s's %s marker is removed as it "
			    "leaves the hex (9.0)", u->name,
			    entrenchment_names[u->entrenchment]);
			u->entrenchment = E_NONE;
		}
		game_place_unit(g, u, into);
		objective_entered(g, u, into, notes);
		/* SIV 15.0 "moves within 5 hexes": an advance is a move. */
		(void)restrict_penalty_lift(g, u, into, notes);
		(void)restrict_entered(g, u, into, notes);
		movers[nmoved++] = u;
	}
	if (nmoved > 0) {
		pontoons(g, movers[0]->side, movers, nmoved, into, notes);
		flanks_refused_left(g, from, notes);
	}
	for (j = 0; j < nnames; j++) {
		for (i = 0; i < nmoved; i++)
			if (strcmp(movers[i]->name, names[j]) == 0)
				break;
		if (i == nmoved) {
			diag_error(g->diag, ST_USAGE, (struct pos){ 0, 0 },
			    "--advance", "%s may not advance: it is not one of "
			    "the units the result lets advance", names[j]);
			return ST_USAGE;
		}
	}
	moved = node_seq(&g->arena, S_FLOW);
	for (i = 0; i < nmoved; i++)
		node_push(&g->arena, moved, node_scalar(&g->arena,
		    movers[i]->name));
	e = node_map(&g->arena, S_BLOCK);
	node_set(&g->arena, e, "op", node_plain(&g->arena, "advance"));
	node_set(&g->arena, e, "turn", node_int(&g->arena, g->turn));
	node_set(&g->arena, e, "units", moved);
	node_set(&g->arena, e, "into", game_hex_node(g, into));
	if (notes->n > 0)
		node_set(&g->arena, e, "notes", notes);
	if (g->log == NULL)
		g->log = node_seq(&g->arena, S_BLOCK);
	node_push(&g->arena, g->log, e);
	r->op = RO_ADVANCE;
	r->advanced = nmoved;
	r->units = movers;
	r->nunits = nmoved;
	r->advanced_into = into;
	r->advance_notes = notes;
	pending_drop(g, 0);
	return 0;
}
