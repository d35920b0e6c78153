/*
 * combat_resolve.c — a march attack from order to result: the three steps
 * of 7.5 in the rulebook's order (see combat.h).
 */
#include "combat.h"

int
combat_resolve(struct game *g, struct dice *d, const struct combat_order *o,
    struct combat *cb)
{
	int st;

	if ((st = combat_prepare(g, cb, o->attacker, o->target,
	    (enum attack_type)o->type)) != 0 || o->odds)
		return st;
	if ((st = combat_roll(g, cb, d)) != 0)
		return st;
	return combat_apply(g, cb, d, o->defender_loss, o->ndefender_loss,
	    o->attacker_loss, o->nattacker_loss);
}
