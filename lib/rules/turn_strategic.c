/*
 * turn_strategic.c — the Strategic Segment and the Lull Segment (SIV 16.0, 18.1, 18.2).
 */
#include "refuse.h"
#include "turn.h"

int
turn_strategic(struct game *g, struct dice *d, struct turn_result *r)
{
	(void)d; (void)r;
	return refuse(g, "phase", "--strategic is not built yet");
}

int
turn_lull(struct game *g, struct dice *d, const struct turn_orders *o, struct turn_result *r)
{
	(void)d; (void)o; (void)r;
	return refuse(g, "phase", "--lull is not built yet");
}

