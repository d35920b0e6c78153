/*
 * turn_county.c — the County Control Segment and the Union Bridge Repair Segment (SIV 22.0, 23.2).
 */
#include "refuse.h"
#include "turn.h"

int
turn_counties(struct game *g, struct turn_result *r)
{
	(void)r;
	return refuse(g, "phase", "--counties is not built yet");
}

int
turn_repair(struct game *g, struct dice *d, const struct turn_orders *o, struct turn_result *r)
{
	(void)d; (void)o; (void)r;
	return refuse(g, "phase", "--repair is not built yet");
}

