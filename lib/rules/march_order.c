/*
 * march_order.c — what gcacw-march's options ask for (see march.h): one
 * operation of March (5.1), Activate Leader (5.2), the Leader Transfer
 * Phase (6.3), the advance after combat (7.6) or the reach query, and the
 * options each takes with it (7.8 Flanks Refused, 10.2 bridges, SIV
 * Piedmont special rule 6).
 */
#include <stddef.h>

#include "march.h"
#include "refuse.h"

/* An option given without the operation it goes with, and what to say. */
struct misplaced {
	bool		 given;
	const char	*msg;
};

int
march_order_check(struct diag *d, struct march_order *o)
{
	/* --transfer L --to U; --unit with --query reach names the unit
	 * asked about, not a march. */
	bool	transfer = o->to != NULL;
	bool	march = o->unit != NULL && !o->reach;
	bool	leader = o->leader != NULL && !transfer;
	bool	walking = march || o->cont || o->end;
	/* In the order they are checked: the first one given is said. */
	const struct misplaced with[] = {
		{ transfer && o->leader == NULL,
		    "--to goes with --transfer L" },
		{ o->has_units && !leader, "--units goes with --leader L" },
		{ leader && !o->has_units,
		    "--leader L needs --units U,U (5.2)" },
		{ o->leader_to != NULL && !o->has_units,
		    "--leader-to goes with --leader L --units U,U" },
		{ o->force && !march,
		    "--force goes with --unit U (5.1 step 3)" },
		{ o->reach_mp >= 0 && !o->reach,
		    "--mp goes with --query reach" },
		{ o->has_path && !(march || o->cont || o->advance),
		    "--path goes with --unit U, --continue or --advance" },
		/* SIV Piedmont special rule 6: "instead of marching, the
		 * unit remains in place". */
		{ o->has_pontoon && (!march || o->has_path || o->force ||
		    o->refuse_flanks || o->has_dismantle || o->has_destroy),
		    "--pontoon goes with --unit U alone: the unit stays in "
		    "place (SIV Piedmont special rule 6)" },
		/* 7.8: the marker of the hex a march leaves is lifted as it
		 * begins; flanks are refused as it ends. */
		{ o->remove_flanks && !march,
		    "--remove-flanks goes with --unit U, as the march begins "
		    "(7.8)" },
		{ o->refuse_flanks && !walking,
		    "--refuse-flanks goes with --unit, --continue or --end "
		    "(7.8)" },
		/* 10.2: a pontoon bridge is dismantled during a march, a
		 * bridge or ferry destroyed as one ends. */
		{ o->has_dismantle && !walking,
		    "--dismantle goes with --unit, --continue or --end "
		    "(10.2)" },
		{ o->has_destroy && !walking,
		    "--destroy goes with --unit, --continue or --end (10.2)" },
	};
	size_t	i;
	int	ops;

	ops = march + o->cont + o->end + leader + transfer + o->advance +
	    o->reach;
	if (ops == 0)
		return refuse_usage(d, "give --unit U --path H,..., "
		    "--continue, --end, --leader L --units U,U, --transfer L "
		    "--to U, --advance or --query reach");
	if (ops > 1)
		return refuse_usage(d, "--unit, --continue, --end, --leader, "
		    "--transfer, --advance and --query are separate "
		    "operations");
	for (i = 0; i < sizeof(with) / sizeof(with[0]); i++)
		if (with[i].given)
			return refuse_usage(d, "%s", with[i].msg);
	o->op = o->reach ? MO_REACH : o->cont ? MO_CONTINUE : o->end ? MO_END :
	    transfer ? MO_TRANSFER : leader ? MO_LEADER : MO_MARCH;
	return 0;
}
