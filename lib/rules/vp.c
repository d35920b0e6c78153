/*
 * vp.c — a scenario's victory points (vp.h): each item's conditions and
 * count, its VP, the per-turn items kept in ledger.vp, the total and the
 * level read from the scenario's table.
 */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "phase.h"
#include "refuse.h"
#include "sequence.h"
#include "vp_int.h"

static const char *const when_names[] = { "end", "turn-end", "segment" };

static const char *
str(const struct node *n, const char *key)
{
	const struct node *v = node_get(n, key);

	return v != NULL && v->kind == N_SCALAR ? v->str : NULL;
}

static enum vp_when
item_when(const struct node *n)
{
	const char	*w = str(n, "when");
	int		 i;

	for (i = 0; w != NULL && i < 3; i++)
		if (strcmp(w, when_names[i]) == 0)
			return (enum vp_when)i;
	return VP_END;
}

/* Conditions: all of `if`, one of `if_any`, none of `unless`. */
static bool
conditions(struct vp_ctx *x, const struct node *item)
{
	static const char *const keys[] = { "if", "if_any", "unless" };
	static const char *const says[] = { "if: ", "if any: ", "unless: " };
	const struct node	*c;
	int			 k, i, held;
	bool			 ok = true;

	for (k = 0; k < 3; k++) {
		if ((c = node_get(item, keys[k])) == NULL)
			continue;
		for (i = 0, held = 0; i < c->n; i++) {
			x->prefix = says[k];
			held += vp_count(x, c->items[i], NULL) > 0;
		}
		if ((k == 0 && held < c->n) || (k == 1 && held == 0) ||
		    (k == 2 && held > 0))
			ok = false;
	}
	return ok;
}

/* The VP of a count: per count, or the scale's entry that holds it. */
static int
item_vp(const struct node *item, int count)
{
	const struct node	*scale = node_get(item, "scale"), *e;
	int			 i;

	if (scale == NULL)
		return atoi(str(item, "vp")) * count;
	for (i = 0; i < scale->n; i++) {
		e = scale->items[i];
		if ((str(e, "min") == NULL || count >= atoi(str(e, "min"))) &&
		    (str(e, "max") == NULL || count <= atoi(str(e, "max"))))
			return atoi(str(e, "vp"));
	}
	return 0;
}

/* Which items an evaluation scores: the end items, this turn's
 * per-turn items, or one segment's (with only the counts of `kind`). */
struct pick {
	bool		 turn_end;
	int		 segment;	/* enum phase; PH_NONE: not a segment */
	const char	*kind;
};

/*
 * In a game held to the SIV Advanced sequence, each segment scores its
 * own items (SIV 14.0 9 B, G, H; 27.1 "For each County Control
 * Segment", "at the end of each Withdrawal Segment"; 19.2 "Immediately
 * record"): gcacw-turn, not the Turn Indication Phase.  A file without
 * `phase` is scored by gcacw-vp --turn-end as before.
 */
static bool
segments_score(const struct game *g)
{
	return sequence_advanced(g) && sequence_held(g);
}

/* Is the item's count of that kind (NULL: any)? */
static bool
of_kind(const struct node *n, const char *kind)
{
	const char *k = vp_count_kind(node_get(n, "count"));

	return kind == NULL || (k != NULL && strcmp(k, kind) == 0);
}

static bool
due(const struct game *g, const struct node *n, enum vp_when w,
    const struct pick *k)
{
	const char *seg = str(n, "segment");

	if (k->segment != PH_NONE)
		return w == VP_SEGMENT && seg != NULL &&
		    strcmp(seg, phase_names[k->segment]) == 0 &&
		    of_kind(n, k->kind);
	if (!k->turn_end)
		return w == VP_END;
	if (w == VP_SEGMENT && seg != NULL && segments_score(g))
		return false;
	/* SIV 14.0: the Strategic Cycle comes on turns divisible by 5. */
	return w == VP_TURN_END || (w == VP_SEGMENT && g->turn % 5 == 0);
}

/* Does ledger.vp hold item id for this turn? */
static bool
in_ledger(const struct game *g, const char *id)
{
	const struct node	*vp = g->ledger.vp, *e;
	const char		*t, *item;
	int			 i;

	for (i = 0; id != NULL && vp != NULL && i < vp->n; i++) {
		e = vp->items[i];
		if ((item = str(e, "item")) != NULL && strcmp(item, id) == 0 &&
		    (t = str(e, "turn")) != NULL && atoi(t) == g->turn)
			return true;
	}
	return false;
}

static void
score_item(struct game *g, const struct scenario *s, struct vp_item *it,
    const struct pick *k)
{
	struct vp_ctx	 x;
	char		*buf = NULL;
	size_t		 len = 0;

	it->id = str(it->n, "id");
	it->rule = str(it->n, "rule");
	it->text = str(it->n, "text");
	it->note = str(it->n, "note");
	it->when = item_when(it->n);
	if (!(it->due = due(g, it->n, it->when, k)))
		return;
	/* A segment's items are scored once a segment, whoever scored
	 * them first (gcacw-turn's segment, or gcacw-vp --turn-end). */
	if (it->when == VP_SEGMENT && in_ledger(g, it->id)) {
		it->due = false;
		it->scored = true;
		return;
	}
	memset(&x, 0, sizeof(x));
	x.g = g;
	x.s = s;
	x.rule = it->rule;
	if ((x.how = open_memstream(&buf, &len)) == NULL)
		diag_fatal("out of memory");
	it->count = vp_count(&x, node_get(it->n, "count"), &it->raw);
	it->held = conditions(&x, it->n);
	if (fclose(x.how) != 0)
		diag_fatal("out of memory");
	it->how = buf;
	it->vp = it->held ? item_vp(it->n, it->count) : 0;
}

/* The item of ledger.vp entry e, or NULL. */
static struct vp_item *
entry_item(struct vp_result *r, const struct node *e)
{
	const char	*id = str(e, "item");
	int		 i;

	for (i = 0; id != NULL && i < r->nitems; i++)
		if (r->items[i].when != VP_END &&
		    strcmp(r->items[i].id, id) == 0)
			return &r->items[i];
	return NULL;
}

/*
 * ledger.vp: an entry of the table's side adds, of the other counts
 * against it (gcacw-file(5)).  An entry of a per-turn item is that
 * item's; the others (VP players recorded by hand) are summed apart.
 */
static void
sum_ledger(struct game *g, struct vp_result *r)
{
	const struct node	*vp = g->ledger.vp, *e;
	const char		*side, *v, *t;
	struct vp_item		*it;
	int			 i, n;

	for (i = 0; vp != NULL && i < vp->n; i++) {
		e = vp->items[i];
		if ((v = str(e, "vp")) == NULL)
			continue;
		side = str(e, "side");
		n = side != NULL && strcmp(side, side_name(r->side)) != 0 ?
		    -atoi(v) : atoi(v);
		if ((it = entry_item(r, e)) != NULL) {
			it->vp += n;
			it->ledger_n++;
		} else
			r->ledger_vp += n;
		r->ledger_entries++;
		if (str(e, "item") != NULL && (t = str(e, "turn")) != NULL &&
		    atoi(t) == g->turn)
			r->scored_turns++;
	}
}

static void
find_level(struct vp_result *r)
{
	const struct node	*e;
	int			 i;

	for (i = 0; i < r->s->levels->n; i++) {
		e = r->s->levels->items[i];
		if ((str(e, "min") == NULL || r->total >= atoi(str(e,
		    "min"))) && (str(e, "max") == NULL ||
		    r->total <= atoi(str(e, "max")))) {
			r->level = str(e, "level");
			r->level_n = e;
			return;
		}
	}
}

static int
evaluate(struct game *g, const struct pick *k, struct vp_result *r)
{
	const struct scenario	*s = g->scen;
	const struct pick	 each_turn = { true, PH_NONE, NULL };
	int			 i, st = g->diag->status;
	bool			 per_turn = false;

	memset(r, 0, sizeof(*r));
	r->s = s;
	r->side = s->vp_side;
	r->turn_end = k->turn_end;
	r->segment = k->segment;
	r->nitems = s->items->n;
	r->items = xcalloc((size_t)r->nitems, sizeof(*r->items));
	for (i = 0; i < r->nitems; i++) {
		r->items[i].n = s->items->items[i];
		score_item(g, s, &r->items[i], k);
		per_turn |= r->items[i].when != VP_END &&
		    due(g, r->items[i].n, r->items[i].when, &each_turn);
		r->nscored += r->items[i].scored;
		if (r->items[i].due)
			r->total += r->items[i].vp;
	}
	if (!k->turn_end && k->segment == PH_NONE) {
		sum_ledger(g, r);
		for (i = 0; i < r->nitems; i++)
			if (r->items[i].when != VP_END)
				r->total += r->items[i].vp;
		r->total += r->ledger_vp;
		r->pending_turn = per_turn && r->scored_turns == 0;
		find_level(r);
	}
	return g->diag->status > st ? g->diag->status : 0;
}

int
vp_score(struct game *g, bool turn_end, struct vp_result *r)
{
	const struct pick k = { turn_end, PH_NONE, NULL };

	return evaluate(g, &k, r);
}

int
vp_score_segment(struct game *g, int phase, const char *kind,
    struct vp_result *r)
{
	const struct pick k = { false, phase, kind };

	if (g->scen == NULL || phase <= PH_NONE || phase >= PH_COUNT ||
	    phase_names[phase] == NULL) {
		memset(r, 0, sizeof(*r));
		return 0;
	}
	return evaluate(g, &k, r);
}

int
vp_segment_scored(const struct game *g, int phase, const char *kind)
{
	const struct pick	 k = { false, phase, kind };
	const struct node	*n;
	int			 i, scored = 0;

	if (g->scen == NULL || phase <= PH_NONE || phase >= PH_COUNT ||
	    phase_names[phase] == NULL)
		return 0;
	for (i = 0; i < g->scen->items->n; i++) {
		n = g->scen->items->items[i];
		scored += due(g, n, item_when(n), &k) &&
		    in_ledger(g, str(n, "id"));
	}
	return scored;
}

static struct node *
items_node(struct game *g, const struct vp_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_seq(a, S_BLOCK), *e;
	int		 i;

	for (i = 0; i < r->nitems; i++) {
		const struct vp_item *it = &r->items[i];

		if (!it->due && it->ledger_n == 0)
			continue;
		e = node_map(a, S_FLOW);
		node_set(a, e, "id", node_scalar(a, it->id));
		node_set(a, e, "rule", node_scalar(a, it->rule));
		if (it->due)
			node_set(a, e, "count", node_int(a, it->count));
		else
			node_set(a, e, "ledger", node_int(a, it->ledger_n));
		node_set(a, e, "vp", node_int(a, it->vp));
		if (it->how != NULL && it->how[0] != '\0')
			node_set(a, e, "how", node_scalar(a, arena_strdup(a,
			    it->how)));
		node_push(a, v, e);
	}
	return v;
}

static void
append_log(struct game *g, struct node *e)
{
	if (g->log == NULL)
		g->log = node_seq(&g->arena, S_BLOCK);
	g->log->style = S_BLOCK;	/* `log: []` as gcacw-new writes it */
	node_push(&g->arena, g->log, e);
}

/*
 * Are this turn's per-turn items in ledger.vp already?  A segment item's
 * entry is not: the segment scores its items once each (SIV 14.0 9), and
 * an item scored so is left out of the evaluation (r->nscored), so that
 * the rest may still be scored; with nothing left, the turn is.
 */
static bool
turn_scored(const struct game *g, struct vp_result *r)
{
	const struct node	*vp = g->ledger.vp, *e;
	const struct vp_item	*it;
	const char		*t;
	int			 i, due = 0;

	for (i = 0; vp != NULL && i < vp->n; i++) {
		e = vp->items[i];
		if (str(e, "item") == NULL || (t = str(e, "turn")) == NULL ||
		    atoi(t) != g->turn)
			continue;
		if ((it = entry_item(r, e)) == NULL ||
		    it->when != VP_SEGMENT)
			return true;
	}
	for (i = 0; i < r->nitems; i++)
		due += r->items[i].due;
	return r->nscored > 0 && due == 0;
}

/* The due items into ledger.vp, one entry each. */
static void
ledger_items(struct game *g, const struct vp_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*e;
	int		 i;

	if (g->ledger.vp == NULL)
		g->ledger.vp = node_seq(a, S_BLOCK);
	g->ledger.vp->style = S_BLOCK;
	g->has_ledger = true;
	for (i = 0; i < r->nitems; i++) {
		const struct vp_item *it = &r->items[i];

		if (!it->due)
			continue;
		e = node_map(a, S_FLOW);
		node_set(a, e, "turn", node_int(a, g->turn));
		node_set(a, e, "side", node_plain(a, side_name(r->side)));
		node_set(a, e, "vp", node_int(a, it->vp));
		node_set(a, e, "why", node_scalar(a, it->rule));
		node_set(a, e, "item", node_scalar(a, it->id));
		node_push(a, g->ledger.vp, e);
	}
}

/* The log entry of a score: {op: vp, turn, KEY: VALUE, side, vp,
 * items}. */
static void
log_score(struct game *g, const struct vp_result *r, const char *key,
    struct node *value)
{
	struct arena	*a = &g->arena;
	struct node	*e = node_map(a, S_BLOCK);

	node_set(a, e, "op", node_plain(a, "vp"));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, key, value);
	node_set(a, e, "side", node_plain(a, side_name(r->side)));
	node_set(a, e, "vp", node_int(a, r->total));
	node_set(a, e, "items", items_node(g, r));
	append_log(g, e);
}

int
vp_record_turn(struct game *g, struct vp_result *r)
{
	if (turn_scored(g, r))
		return refuse(g, "ledger.vp", "turn %d's per-turn VP are in "
		    "ledger.vp already: they are scored once a turn "
		    "(gcacw-file(5), ledger)", g->turn);
	ledger_items(g, r);
	log_score(g, r, "turn_end", node_bool(&g->arena, true));
	return 0;
}

void
vp_record_segment(struct game *g, struct vp_result *r)
{
	int i, due = 0;

	for (i = 0; i < r->nitems; i++)
		due += r->items[i].due;
	if (due == 0 || r->segment <= PH_NONE)
		return;
	ledger_items(g, r);
	log_score(g, r, "segment", node_plain(&g->arena,
	    phase_names[r->segment]));
}

const char *
vp_item_words(struct game *g, const struct vp_item *it)
{
	const char *how = it->how != NULL && it->how[0] != '\0' ? it->how :
	    "nothing counted";

	if (!it->held)
		return arena_printf(&g->arena, "%s (%s): %s; its conditions "
		    "do not hold: 0 VP", it->id, it->rule, how);
	return arena_printf(&g->arena, "%s (%s): %s: %+d VP", it->id, it->rule,
	    how, it->vp);
}

/*
 * --final scores a game that is over: the file's phase says so, or, in a
 * file the sequence does not hold, its turn is the scenario's last.
 * Before that, only the players' --early ends it (a sudden death, a
 * concession); a game scored final is not scored again.
 */
int
vp_final_check(struct game *g, bool early)
{
	const struct scenario	*s = g->scen;
	int			 i;

	for (i = 0; g->log != NULL && i < g->log->n; i++)
		if (node_is(node_get(g->log->items[i], "op"), "vp") &&
		    node_is(node_get(g->log->items[i], "final"), "true"))
			return refuse(g, "--final", "the game was scored final "
			    "already (log entry %d, turn %s): it is over", i + 1,
			    str(g->log->items[i], "turn") != NULL ?
			    str(g->log->items[i], "turn") : "?");
	if (early || g->phase == PH_OVER)
		return 0;
	if (g->phase == PH_NONE && s != NULL && g->turn >= s->last)
		return 0;
	if (g->phase == PH_NONE)
		return refuse(g, "--final", "turn %d is not the scenario's "
		    "last (turns %d to %d): the game is not over; --early "
		    "scores a game the players end before its last turn",
		    g->turn, s != NULL ? s->first : 1, s != NULL ? s->last :
		    g->turn);
	return refuse(g, "--final", "the game is not over: turn %d of %d to "
	    "%d, %s; it ends with gcacw-turn --end-turn on Turn %d, or "
	    "--early scores a game the players end now", g->turn,
	    s != NULL ? s->first : 1, s != NULL ? s->last : g->turn,
	    phase_titles[g->phase], s != NULL ? s->last : g->turn);
}

void
vp_record_final(struct game *g, struct vp_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*e = node_map(a, S_BLOCK);

	node_set(a, e, "op", node_plain(a, "vp"));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "final", node_bool(a, true));
	/* An early end (--early): the sequence stops here. */
	if (g->phase != PH_OVER && !(g->phase == PH_NONE && g->scen != NULL &&
	    g->turn >= g->scen->last)) {
		node_set(a, e, "early", node_bool(a, true));
		if (g->phase != PH_NONE) {
			g->phase = PH_OVER;
			g->has_initiative = g->has_passed = g->acted = false;
		}
	}
	node_set(a, e, "side", node_plain(a, side_name(r->side)));
	node_set(a, e, "vp", node_int(a, r->total));
	node_set(a, e, "level", node_scalar(a, r->level));
	node_set(a, e, "ledger", node_int(a, r->ledger_vp));
	node_set(a, e, "items", items_node(g, r));
	append_log(g, e);
}

void
vp_result_free(struct vp_result *r)
{
	int i;

	for (i = 0; i < r->nitems; i++)
		free(r->items[i].how);
	free(r->items);
	memset(r, 0, sizeof(*r));
}
