/*
 * explain_vp.c — a scenario's victory points in words (gcacw-vp
 * --explain, --report) and as JSON (--report --format json).
 */
#include <string.h>

#include "explain.h"
#include "scenario.h"

static const char *
side_words(enum side s)
{
	return s == SIDE_USA ? "Union" : "Confederate";
}

static const char *
str(const struct node *n, const char *key)
{
	const struct node *v = node_get(n, key);

	return v != NULL && v->kind == N_SCALAR ? v->str : NULL;
}

void
vp_level_range(FILE *f, const struct node *e)
{
	const char *lo = str(e, "min"), *hi = str(e, "max");

	if (lo != NULL && hi != NULL && strcmp(lo, hi) == 0)
		fprintf(f, "%s", lo);
	else if (lo != NULL && hi != NULL)
		fprintf(f, "%s to %s", lo, hi);
	else if (lo != NULL)
		fprintf(f, "%s or more", lo);
	else
		fprintf(f, "%s or less", hi);
}

/* A per-turn item's when: an end item is always due in a final score,
 * the only one that lists the items not due. */
static const char *
when_words(enum vp_when w)
{
	return w == VP_TURN_END ? "each Turn Indication Phase" :
	    "each Strategic Cycle (turns divisible by 5)";
}

static void
item_line(FILE *f, const struct vp_item *it)
{
	fprintf(f, "  %+5d  %s (%s): %s\n", it->vp, it->id, it->rule,
	    it->text);
	if (it->how != NULL && it->how[0] != '\0')
		fprintf(f, "         counted: %s\n", it->how);
	if (!it->held)
		fprintf(f, "         its condition does not hold: no VP\n");
	else if (node_get(it->n, "scale") != NULL)
		fprintf(f, "         %d on the item's scale: %+d VP\n",
		    it->count, it->vp);
	else
		fprintf(f, "         %d x %s = %+d VP\n", it->count,
		    str(it->n, "vp"), it->vp);
	if (it->note != NULL)
		fprintf(f, "         note: %s\n", it->note);
}

void
vp_explain(FILE *f, const struct game *g, const struct vp_result *r)
{
	const struct scenario	*s = r->s;
	int			 i;

	fprintf(f, "%s (%s), turn %d (turns %d to %d): %s VP%s\n", s->title,
	    s->rule, g->turn, s->first, s->last, side_words(r->side),
	    r->turn_end ? ", this turn's per-turn items" : "");
	for (i = 0; i < r->nitems; i++)
		if (r->items[i].due)
			item_line(f, &r->items[i]);
	if (r->turn_end) {
		fprintf(f, "%s VP this turn: %+d (into ledger.vp)\n",
		    side_words(r->side), r->total);
		return;
	}
	for (i = 0; i < r->nitems; i++)
		if (!r->items[i].due)
			fprintf(f, "  %+5d  %s (%s), %s: %d entr%s in "
			    "ledger.vp\n", r->items[i].vp, r->items[i].id,
			    r->items[i].rule, when_words(r->items[i].when),
			    r->items[i].ledger_n, r->items[i].ledger_n == 1 ?
			    "y" : "ies");
	if (r->ledger_vp != 0)
		fprintf(f, "  %+5d  ledger.vp: entries of no item of the "
		    "table\n", r->ledger_vp);
	if (r->pending_turn)
		fprintf(f, "  note: turn %d's per-turn items are not in "
		    "ledger.vp yet (gcacw-vp --turn-end scores them)\n",
		    g->turn);
	fprintf(f, "%s VP: %d", side_words(r->side), r->total);
	if (r->level != NULL) {
		fprintf(f, " -- %s (", r->level);
		vp_level_range(f, r->level_n);
		fputs(")", f);
	}
	fputs("\n", f);
}

static void
json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s != NULL && *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

void
vp_explain_json(FILE *f, const struct game *g, const struct vp_result *r)
{
	int i, n = 0;

	fputs("{\"scenario\":", f);
	json_str(f, r->s->name);
	fprintf(f, ",\"game\":\"%s\",\"turn\":%d,\"side\":\"%s\","
	    "\"turn_end\":%s,\"vp\":%d,\"level\":", g->module->name, g->turn,
	    side_name(r->side), r->turn_end ? "true" : "false", r->total);
	if (r->level != NULL)
		json_str(f, r->level);
	else
		fputs("null", f);
	fprintf(f, ",\"ledger\":%d,\"items\":[", r->ledger_vp);
	for (i = 0; i < r->nitems; i++) {
		const struct vp_item *it = &r->items[i];

		if (!it->due && it->ledger_n == 0)
			continue;
		fprintf(f, "%s{\"id\":", n++ > 0 ? "," : "");
		json_str(f, it->id);
		fputs(",\"rule\":", f);
		json_str(f, it->rule);
		fprintf(f, ",\"count\":%d,\"held\":%s,\"vp\":%d,\"how\":",
		    it->count, it->held ? "true" : "false", it->vp);
		json_str(f, it->how);
		fputs("}", f);
	}
	fputs("]}\n", f);
}
