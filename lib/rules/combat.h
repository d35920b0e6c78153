/*
 * combat.h — march attacks (7.1-7.5, 7.8, 9.0, 11.0, 12.0).
 *
 * A combat is ruled in four steps, each a function:
 *	combat_prepare	 whether the attack may happen (a refusal, status 1,
 *			 cites the rule), the combat values, the ratio, every
 *			 modifier but the dice, the flank bonus;
 *	combat_roll	 the dice (the artillery die only when called for),
 *			 the difference, the Combat Chart's two results;
 *	combat_apply	 the results on the units, the ledger, the pending
 *			 retreat or advance, the march, and the log entry;
 *	combat_odds	 instead of rolling: every result's exact probability.
 *
 * Combat values are kept in quarters: a disorganized unit may be worth ½
 * (7.2) and an abatis or redoubt multiplies by 1.5 (9.0), fractions kept.
 */
#ifndef GCACW_COMBAT_H
#define GCACW_COMBAT_H

#include <stdbool.h>
#include <stdio.h>

#include "dice.h"
#include "game.h"

typedef int quarters;

enum attack_type { ATTACK_COLUMN, ATTACK_HASTY, ATTACK_NORMAL,
	ATTACK_PREPARED, ATTACK_COUNT };

extern const char *const attack_type_names[];	/* "column", "hasty"... */
extern const char *const attack_type_text[];	/* "column of route"... */

/* One die roll modifier, as a player would check it at the table. */
struct modifier {
	const char	*name;		/* "ratio", "tactical", "flank" */
	const char	*rule;		/* "7.4" */
	int		 value;
	bool		 defender;	/* modifies the defender's roll */
	char		 why[200];
};

/* The flank attack procedure (7.4, 7.8, 9.0). */
struct flank {
	int	 covered;		/* step 1: 0..6 */
	int	 basic;			/* step 2: 0, 2 or 4 */
	int	 reductions;		/* step 3, before the cap of 3 */
	int	 stepped;		/* basic less the reductions, >= 0 */
	int	 final;			/* after Flanks Refused, redoubt,
					 * cavalry: what is applied */
	char	 covered_why[6][8];	/* per direction: "a", "bc", "" */
	char	 reduced_why[6][8];
	const char *special;		/* "Flanks Refused (7.8)", or NULL */
};

/* A unit's loss chosen by the player (--defender-loss U=N). */
struct allocation {
	const char	*unit;
	int		 loss;
};

struct combat {
	/* What was asked. */
	struct unit		*attacker;
	hex_t			 from, target;
	enum attack_type	 type;
	bool			 standalone;	/* no march in progress */
	int			 mp_cost;	/* Attack Summary, halves */

	/* Who fights (7.1): the active unit against the whole hex. */
	struct unit		*defenders[64];
	int			 ndefenders;

	/* Combat values (7.2, 9.0, 11.0), as they were before the
	 * results changed the units. */
	quarters		 defender_values[64];
	int			 attacker_demoralized;
	bool			 attacker_disorganized;
	quarters		 attack_value;	/* capped at 80 */
	quarters		 defend_value;	/* with entrenchments, capped */
	quarters		 defend_column_value;	/* unentrenched */
	int			 defend_cap;	/* 70, 120 or 160 */
	char			 ratio[16];	/* "1-1" */
	const char		*attack_column;	/* "7-11" */
	const char		*defend_column;

	/* Artillery (7.3, 7.4). */
	int			 attack_artillery;
	int			 defend_artillery;	/* rounded up */
	int			 defend_artillery_printed;
	const char		*artillery_cell;	/* "-1*", or NULL */
	bool			 artillery_die;	/* a die is rolled for it */
	int			 artillery_even, artillery_odd;

	struct flank		 flank;
	struct modifier		 mods[32];
	int			 nmods;
	int			 attacker_fixed;	/* all but artillery */
	int			 defender_total;

	/* The dice and the chart. */
	int			 die_artillery, die_attacker, die_defender;
	int			 artillery_mod;
	int			 difference;
	const char		*row;		/* "+4" */
	bool			 italic;	/* the italic 0 row (7.5) */
	const char		*result_attacker;	/* "fa" */
	const char		*result_defender;	/* "1DR" */

	/* What the results did (combat_apply), for the log entry and the
	 * explanation: each defender's share, the attacker's, and the
	 * notes on leaders and markers (a sequence of sentences). */
	struct share		*defender_shares;	/* ndefenders */
	struct share		*attacker_share;
	struct node		*notes;
};

/* 8, 3½, 10½: a value as players write it. */
const char *quarters_text(quarters, char buf[24]);

/* Parse "hasty" etc.; -1 when unknown. */
int	attack_type_parse(const char *);

/*
 * A unit's Combat value (7.2): its manpower when organized; when
 * disorganized, its `combat`, else the charts' strength-markers entry for
 * its manpower, else the missing-data error (status 65) and 0.
 */
quarters unit_combat_value(struct game *, const struct unit *);
/* Its value when attacking: Demoralize-1 halves, Demoralize-2 is 1, and
 * a unit of 1 or ½ attacks at ½ (11.0). */
quarters unit_attack_value(struct game *, const struct unit *);
/* Its entrenchment multiplier when defending, in quarters of 1 (4 = ×1,
 * 6 = ×1.5, 8 = ×2, 12 = ×3) (9.0). */
int	 unit_entrenchment(const struct game *, const struct unit *);


/*
 * Step 1.  Returns 0, ST_REFUSED after a refusal citing the rule, or
 * ST_DATA after a missing-data error; all reported through g->diag.
 */
int	combat_prepare(struct game *, struct combat *, const char *attacker,
	    const char *target, enum attack_type);
/* Step 2.  0, or ST_DATA when the chart lacks the cell. */
int	combat_roll(struct game *, struct combat *, struct dice *);
/* Step 3.  0, or ST_USAGE/ST_REFUSED for a bad allocation. */
int	combat_apply(struct game *, struct combat *, struct dice *,
	    const struct allocation *defender_loss, int ndefender_loss,
	    const struct allocation *attacker_loss, int nattacker_loss);
/* Instead of steps 2 and 3: the odds of every result, printed to f. */
void	combat_odds(struct game *, const struct combat *, FILE *);
/* The ruling in words, the 7.5 example's narrative as the model; with
 * --odds (nothing rolled) the values and modifiers only. */
void	combat_explain(struct game *, const struct combat *, FILE *);

/* The defender's terrain modifiers (7.4) into c->mods, for combat and for
 * the cavalry retreat's terrain modifier (7.7); c->from, c->target and
 * c->attacker set. */
void	combat_terrain(struct game *, struct combat *);

/* The parts of combat_prepare, for the tests: whether the attack may
 * happen and its MP cost (7.1, 6.1, 12.0); the flank procedure (7.4). */
int	attack_allowed(struct game *, struct combat *, const char *attacker,
	    const char *target);
void	flank_attack(struct game *, struct combat *);

/* One unit's part in a result, and what it did (results.c). */
struct share {
	struct unit	*unit;
	int		 loss;		/* its part of the number result */
	int		 extra;		/* R* on a Demoralize-2 unit */
	int		 lost;		/* manpower lost, at most what it had */
	bool		 disorganized;	/* D */
	int		 fatigue;	/* Fatigue Levels gained */
	int		 demoralized;	/* its new Demoralize level; 0: same */
	bool		 eliminated;
};

/* The log entry of a combat (DESIGN.md section 4), from c's results. */
struct node *combat_log(struct game *, const struct combat *);

/* The result's parts: the number, and the letters. */
struct result {
	int	loss;
	bool	D, F, f, E, r, R, Rstar, a;
};
int	result_parse(const char *, struct result *);

#endif
