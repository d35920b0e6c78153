/*
 * turn_score.c — the VP items a segment scores (SIV 27.1): the County
 * Control Segment's, the Withdrawal Segment's at its end, the Union
 * Commitment Segment's, each into ledger.vp once a segment through
 * gcacw-vp's code (vp.h), with its count noted as the players check it.
 */
#include "phase.h"
#include "turn.h"
#include "vp.h"

int
turn_segment_score(struct game *g, struct turn_result *r, int p)
{
	struct vp_result	v;
	int			i, st, n = 0;

	if (g->scen == NULL || p <= PH_NONE || p >= PH_COUNT)
		return 0;
	if ((st = vp_score_segment(g, p, NULL, &v)) == 0) {
		for (i = 0; i < v.nitems; i++)
			if (v.items[i].due) {
				turn_note(g, r, "%s", vp_item_words(g,
				    &v.items[i]));
				n++;
			}
		if (n > 0) {
			vp_record_segment(g, &v);
			r->scored = true;
			r->vp += v.total;
			turn_note(g, r, "the segment's VP items: %+d VP into "
			    "ledger.vp (%s)", v.total, v.s->rule);
		}
	}
	vp_result_free(&v);
	return st;
}
