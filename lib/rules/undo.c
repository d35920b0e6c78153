/*
 * undo.c — gcacw-check --undo: the last log entry taken back, where the
 * log alone reverses it exactly.  A ruling's entry records
 * what it did, not the whole state before it, so only the entries whose
 * every change is in the file beside them can be taken back: a score
 * (op: vp), whether --final (the entry is the whole change) or
 * --turn-end (the entry and its lines of ledger.vp).  Any other ruling
 * is refused, naming the backup -i --backup keeps.
 */
#include <stdlib.h>
#include <string.h>

#include "refuse.h"
#include "undo.h"

static bool
is(const struct node *e, const char *key, const char *v)
{
	return node_is(node_get(e, key), v);
}

/* Drop the ledger.vp lines of turn t. */
static void
drop_turn_lines(struct game *g, const char *t)
{
	struct node	*v = g->ledger.vp;
	int		 i, k = 0;

	for (i = 0; v != NULL && i < v->n; i++)
		if (!node_is(node_get(v->items[i], "turn"), t))
			v->items[k++] = v->items[i];
	if (v != NULL)
		v->n = k;
}

int
log_undo(struct game *g, const char **what)
{
	struct node		*e;
	const struct node	*t;

	if (g->log == NULL || g->log->n == 0)
		return refuse(g, "log", "the log is empty: nothing to take "
		    "back");
	e = g->log->items[g->log->n - 1];
	t = node_get(e, "turn");
	if (is(e, "op", "vp") && !is(e, "early", "true") &&
	    (is(e, "final", "true") || is(e, "turn_end", "true"))) {
		if (is(e, "turn_end", "true") && t != NULL)
			drop_turn_lines(g, t->str);
		g->log->n--;
		*what = is(e, "final", "true") ? "the final score" :
		    "the turn's score and its ledger.vp lines";
		return 0;
	}
	return refuse(g, "log", "the last entry (op: %s, turn %s) cannot be "
	    "taken back from the log alone: it does not record the state "
	    "before it; restore the file -i --backup kept (mv FILE~ FILE)",
	    node_get(e, "op") != NULL ? node_get(e, "op")->str : "?",
	    t != NULL ? t->str : "?");
}
