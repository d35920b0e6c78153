/*
 * turn_reinforce.c — the Reinforcement Phase (SIV 18.0-18.2, 20.0).
 */
#include "refuse.h"
#include "turn.h"

int
turn_reinforce(struct game *g, const struct turn_orders *o, struct turn_result *r)
{
	(void)o; (void)r;
	return refuse(g, "phase", "--reinforce is not built yet");
}

int
turn_reinforce_due(struct game *g, const char **first)
{
	(void)g; *first = NULL;
	return 0;
}

void
turn_reinforce_query(struct game *g, FILE *f)
{
	(void)g; (void)f;
}

