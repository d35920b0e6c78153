/*
 * turn_score.c — the VP items a segment scores (SIV 27.1).
 */
#include "refuse.h"
#include "turn.h"

int
turn_segment_score(struct game *g, struct turn_result *r, int p)
{
	(void)g; (void)r; (void)p;
	return 0;
}

