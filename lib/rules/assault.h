/*
 * assault.h — the Assault action (5.3, 7.1): who takes part, the fatigue,
 * the command die and the assault number, then the combat of combat.h
 * with the +1 assault modifier and the active leader's Tactical value.
 */
#ifndef GCACW_ASSAULT_H
#define GCACW_ASSAULT_H

#include "combat.h"

struct assault_order {
	const char		*leader, *target;
	const char		**units;	/* --units, in order */
	int			 nunits;
	bool			 odds;
	const struct allocation	*defender_loss, *attacker_loss;
	int			 ndefender_loss, nattacker_loss;
};

struct assault {
	struct leader	*leader;
	struct unit	**selected;	/* --units order */
	int		 nselected;
	struct unit	**employed;	/* --units order (7.1 Step 5) */
	int		 nemployed;
	int		 die;		/* the command die */
	int		 die_mods;	/* district -2, loess +1 */
	int		 modified;
	int		 number;	/* the assault number */
	bool		 held;		/* the assault takes place */
	bool		 district, loess;
	struct combat	 cb;
};

/*
 * Steps 1 to 5 of the assault procedure, then the combat: 0, or the
 * status of a refusal (nothing changed) or of the combat.
 */
int	assault_resolve(struct game *, struct dice *,
	    const struct assault_order *, struct assault *);

#endif
