/*
 * explain_turn.c — gcacw-turn's ruling in words (--explain): what was
 * rolled, the result as the table prints it, and each thing ruled, with
 * its rule, in the order it happened.
 */
#include "explain.h"
#include "phase.h"
#include "sequence.h"

static const char *
side_words(int s)
{
	return s == SIDE_USA ? "the Union player" : "the Confederate player";
}

static void
dice_words(FILE *f, const struct node *e)
{
	const struct node	*d = node_get(e, "dice"), *c;
	int			 i;

	if (d == NULL || d->kind != N_SEQ || d->n == 0)
		return;
	fprintf(f, "  dice:");
	for (i = 0; i < d->n; i++) {
		c = d->items[i];
		fprintf(f, "%s %s %s", i > 0 ? "," : "",
		    node_get(c, "purpose")->str, node_get(c, "die")->str);
	}
	fprintf(f, "\n");
}

/* "Strategic Segment (SIV 14.0 9 A, 16.0)": the phase the entry
 * records, its title without the article. */
static const char *
advanced_title(const struct turn_result *r)
{
	const struct node	*op = r->entry != NULL ? node_get(r->entry,
				    "op") : NULL;
	int			 p;

	for (p = PH_NONE + 1; op != NULL && p < PH_COUNT; p++)
		if (node_is(op, phase_names[p]))
			return phase_titles[p] + 4;	/* "the " */
	return "gcacw-turn";
}

void
turn_explain(FILE *f, struct game *g, const struct turn_result *r)
{
	const struct node	*n = r->notes;
	int			 i;

	switch (r->op) {
	case TURN_RANDOM_EVENTS:
		fprintf(f, "Random Events Phase, Turn %d (3.0):\n", r->turn);
		if (r->rolled)
			fprintf(f, "  two dice, %d: \"%s\"%s\n", r->roll,
			    r->result, r->rain >= 0 ? ", a Rain result (12.0)" :
			    "");
		break;
	case TURN_INITIATIVE:
	case TURN_PASS:
		fprintf(f, "Initiative Segment, Turn %d (4.2):\n", r->turn);
		break;
	case TURN_END:
		fprintf(f, "Turn Indication Phase, Turn %d (3.0):\n", r->turn);
		break;
	case TURN_QUERY:
		return;
	default:
		/* The Advanced Game's phases and segments: the entry's op
		 * is the phase's name. */
		fprintf(f, "%s, Turn %d:\n", advanced_title(r), r->turn);
		break;
	}
	/* The phase that ends comes before the dice of the one that
	 * begins. */
	i = 0;
	if (r->transfer_over && n != NULL && n->n > 0)
		fprintf(f, "  %s\n", n->items[i++]->str);
	if (r->entry != NULL)
		dice_words(f, r->entry);
	for (; n != NULL && i < n->n; i++)
		fprintf(f, "  %s\n", n->items[i]->str);
	if (r->winner >= 0 && !r->ended)
		fprintf(f, "  the initiative: %s\n", side_words(r->winner));
	if (sequence_held(g))
		fprintf(f, "  next: %s\n", sequence_next(g));
}

void
explain_next(FILE *f, struct game *g)
{
	if (sequence_held(g))
		fprintf(f, "Next: %s.\n", sequence_next(g));
}
