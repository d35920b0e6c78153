/*
 * turn_withdrawal.c — the Union Commitment Segment and the Withdrawal Segment (SIV 19.0, 20.0).
 */
#include "refuse.h"
#include "turn.h"

int
turn_commit(struct game *g, struct dice *d, const struct turn_orders *o, struct turn_result *r)
{
	(void)d; (void)o; (void)r;
	return refuse(g, "phase", "--commit is not built yet");
}

int
turn_withdraw(struct game *g, const struct turn_orders *o, struct turn_result *r)
{
	(void)o; (void)r;
	return refuse(g, "phase", "--withdraw is not built yet");
}

