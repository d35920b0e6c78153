/*
 * turn_harpers.c — the Harpers Ferry Phase (SIV 17.0).
 */
#include "refuse.h"
#include "turn.h"

int
turn_harpers_ferry(struct game *g, struct dice *d, struct turn_result *r)
{
	(void)d; (void)r;
	return refuse(g, "phase", "--harpers-ferry is not built yet");
}

