/*
 * assault.h — the Assault action (5.3, 7.1): who takes part, the fatigue,
 * the command die and the assault number, then the combat of combat.h
 * with the +1 assault modifier and the active leader's Tactical value.
 */
#ifndef GCACW_ASSAULT_H
#define GCACW_ASSAULT_H

#include "combat.h"
#include "retreat.h"

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
	const char		**cavalry;	/* --cavalry-retreat (7.7) */
	int			 ncavalry;
	bool			 odds;
	bool			 lee;		/* --lee: the Lee bonus stated
						 * (7.4) */
	bool			 has_units;	/* --units given */
	bool			 has_cavalry;	/* --cavalry-retreat given */
	const struct allocation	*defender_loss, *attacker_loss;
	int			 ndefender_loss, nattacker_loss;
};

struct assault {
	struct leader	*leader;
	struct unit	**selected;	/* --units order */
	int		 nselected;
	int		*fatigue_from;	/* nselected: before Step 2 */
	struct unit	**employed;	/* --units order (7.1 Step 5) */
	int		 nemployed;
	int		 die;		/* the command die */
	int		 die_mods;	/* district -2, loess +1 */
	int		 modified;
	int		 number;	/* the assault number */
	bool		 held;		/* the assault takes place */
	bool		 district, loess;
	struct retreat	*cavalry;	/* the defender's cavalry retreat
					 * (7.7), or NULL */
	bool		 emptied;	/* it left the target empty */
	const char	*lee_corps;	/* 7.4: the corps the Lee bonus is
					 * tied to by this assault, or NULL */

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
	int		*gfatigue_from;	/* ngjoining: before Step 4 */

	struct combat	 cb;
};

/*
 * combat_resolve.c: gcacw-combat's options together, a march attack's
 * (o) or, when a->leader is given, an assault's (a): 0, or ST_USAGE
 * after a message naming them.
 */
int	combat_order_check(struct diag *, const struct combat_order *o,
	    const struct assault_order *a);
/*
 * Steps 1 to 5 of the assault procedure, then the combat: 0, or the
 * status of a refusal (nothing changed) or of the combat.
 */
int	assault_resolve(struct game *, struct dice *,
	    const struct assault_order *, struct assault *);

/* assault_bonus.c: 7.4's Lee (stated: --lee), Longstreet and Jackson
 * bonuses, into as->cb.bonus; before any die.  0, or the refusal. */
int	assault_bonus(struct game *, struct assault *, bool lee);

/* The parts, for the odds: the employed units for as->number (7.1
 * Step 5); the units joining from the first `used` --grand hexes; the
 * Combat value condition (not in SIV; *data when a value is missing);
 * the combat's attackers. */
void	assault_employ(struct game *, struct assault *);
void	assault_join(struct game *, struct assault *, int used);
bool	assault_cv3_fails(struct game *, struct assault *, bool *data);
void	assault_attackers(struct game *, const struct assault *,
	    struct combat *);

/*
 * --odds: over every face of the command die (and of the grand
 * assault die), each as likely: whether the assault takes place, each
 * assault number, and every result given that it takes place, each
 * distinct force's combat with its own odds.
 */
struct assault_case {
	int			 nemployed, ngused;
	int			 weight;	/* outcomes of the dice */
	struct combat		 cb;
	struct combat_odds	 odds;
};
struct assault_odds {
	int			 outcomes;	/* 6, or 36 with a grand die */
	int			 held;		/* outcomes it takes place */
	int			 number[6];	/* by command die face: the
						 * assault number, or
						 * INT_MIN for an unmodified
						 * 6 */
	int			 grand_used[6];	/* by grand die face: hexes
						 * used (-1: no grand) */
	bool			 cv3_fails[6];	/* by command die face */
	struct assault_case	*cases;
	int			 ncases;
	int			 total;		/* held * 72 */
	struct odds_tally	 def, att;	/* over total */
};
int	assault_odds(struct game *, struct assault *, struct assault_odds *);

#endif
