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
	const char		**grand;	/* --grand hexes, preferred
						 * first; NULL: none wanted */
	int			 ngrand;
	const char		**grand_units;	/* --grand-units */
	int			 ngrand_units;
	const char		*grand_leader;	/* --grand-leader; NULL:
						 * the best in reach */
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

	/* The grand assault (7.1), when --grand asks for one. */
	struct leader	*gleader;	/* army or district leader */
	hex_t		*ghexes;	/* --grand order */
	int		 nghexes;
	struct unit	**gunits;	/* --grand-units order */
	int		 ngunits;
	const char	*gskipped;	/* why none was attempted, or NULL */
	bool		 gattempted;
	int		 gdie, gmodified, gnumber;
	bool		 gjoined;	/* it takes place */
	int		 ngused;	/* hexes used: the first ngused */
	struct unit	**gjoining;	/* units of those hexes */
	int		 ngjoining;

	struct combat	 cb;
};

/*
 * Steps 1 to 5 of the assault procedure, then the combat: 0, or the
 * status of a refusal (nothing changed) or of the combat.
 */
int	assault_resolve(struct game *, struct dice *,
	    const struct assault_order *, struct assault *);

#endif
