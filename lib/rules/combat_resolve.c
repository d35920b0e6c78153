/*
 * combat_resolve.c — what gcacw-combat asks for: its options together
 * (see assault.h), and a march attack from order to result, the three
 * steps of 7.5 in the rulebook's order (see combat.h).
 */
#include <string.h>

#include "assault.h"
#include "combat_int.h"
#include "refuse.h"
#include "sequence.h"

int
combat_order_check(struct diag *d, const struct combat_order *o,
    const struct assault_order *a)
{
	if (a->leader != NULL) {
		if (o->target == NULL || !a->has_units || o->attacker != NULL ||
		    o->type >= 0)
			return refuse_usage(d, "--assault needs --target and "
			    "--units, and takes neither --attacker nor "
			    "--attack");
		/* 7.1 Step 4: the cavalry retreat comes before the command
		 * die, and changes the defender the odds are of. */
		if (o->odds && a->has_cavalry)
			return refuse_usage(d, "--odds and --cavalry-retreat: "
			    "the retreat changes the defender; ask for the "
			    "odds after it");
		return 0;
	}
	if (a->lee)
		return refuse_usage(d, "--lee goes with --assault: the Lee "
		    "bonus is an assault's (7.4)");
	if (o->attacker != NULL && o->target != NULL && o->type >= 0)
		return 0;
	return refuse_usage(d, "--attacker, --target and --attack are "
	    "required");
}

int
combat_resolve(struct game *g, struct dice *d, const struct combat_order *o,
    struct combat *cb)
{
	int st;

	/* A ruling stopped on missing data returns 0, its errors reported
	 * (g->diag), so that the explanation shows what was ruled; nothing
	 * is applied and nothing is written. */
	memset(cb, 0, sizeof(*cb));
	/* DESIGN.md "The sequence held": in a held game a march attack is
	 * part of a March; the odds are a question, asked at any time. */
	if (!o->odds && ((st = combat_pending_first(g)) != 0 ||
	    (st = sequence_attack(g, o->attacker)) != 0))
		return st;
	st = combat_prepare(g, cb, o->attacker, o->target,
	    (enum attack_type)o->type);
	if (cb->stopped)
		return 0;
	if (st != 0 || o->odds)
		return st;
	return combat_finish(g, cb, d, o->defender_loss, o->ndefender_loss,
	    o->attacker_loss, o->nattacker_loss);
}

int
combat_finish(struct game *g, struct combat *c, struct dice *d,
    const struct allocation *defender_loss, int ndefender_loss,
    const struct allocation *attacker_loss, int nattacker_loss)
{
	int st = combat_roll(g, c, d);

	if (c->stopped)
		return 0;
	if (st != 0)
		return st;
	return combat_apply(g, c, d, defender_loss, ndefender_loss,
	    attacker_loss, nattacker_loss);
}
