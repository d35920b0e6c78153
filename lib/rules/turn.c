/*
 * turn.c — one operation of gcacw-turn (turn.h): the phase's rules are
 * in turn_events.c, turn_initiative.c and turn_end.c.
 */
#include <string.h>

#include "turn.h"

int
turn_run(struct game *g, struct dice *d, const struct turn_orders *o,
    struct turn_result *r)
{
	memset(r, 0, sizeof(*r));
	r->op = o->op;
	r->turn = g->turn;
	r->rain = -1;
	r->winner = -1;
	switch (o->op) {
	case TURN_RANDOM_EVENTS:
		return turn_random_events(g, d, o, r);
	case TURN_INITIATIVE:
	case TURN_PASS:
		return turn_initiative(g, d, o->op == TURN_PASS, r);
	case TURN_END:
		return turn_indication(g, o, r);
	default:
		return 0;
	}
}
