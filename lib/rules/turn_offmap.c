/*
 * turn_offmap.c — the Union Off-Map Movement Phase (SIV 21.0).
 */
#include "refuse.h"
#include "turn.h"

int
turn_off_map(struct game *g, const struct turn_orders *o, struct turn_result *r)
{
	(void)o; (void)r;
	return refuse(g, "phase", "--off-map is not built yet");
}

