/*
 * combat_resolve.c — a march attack from order to result: the three steps
 * of 7.5 in the rulebook's order (see combat.h).
 */
#include <string.h>

#include "combat_int.h"
#include "sequence.h"

int
combat_resolve(struct game *g, struct dice *d, const struct combat_order *o,
    struct combat *cb)
{
	int st;

	/* Issue 9: a ruling stopped on missing data returns 0, its errors
	 * reported (g->diag), so that the explanation shows what was
	 * ruled; nothing is applied and nothing is written. */
	memset(cb, 0, sizeof(*cb));
	/* Issue 27: in a held game a march attack is part of a March;
	 * the odds are a question, asked at any time. */
	if (!o->odds && ((st = combat_pending_first(g)) != 0 ||
	    (st = sequence_attack(g, o->attacker)) != 0))
		return st;
	st = combat_prepare(g, cb, o->attacker, o->target,
	    (enum attack_type)o->type);
	if (cb->stopped)
		return 0;
	if (st != 0 || o->odds)
		return st;
	st = combat_roll(g, cb, d);
	if (cb->stopped)
		return 0;
	if (st != 0)
		return st;
	return combat_apply(g, cb, d, o->defender_loss, o->ndefender_loss,
	    o->attacker_loss, o->nattacker_loss);
}
