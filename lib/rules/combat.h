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
 * What the combat_*.c and assault*.c files share is in combat_int.h.
 */
#ifndef GCACW_COMBAT_H
#define GCACW_COMBAT_H

#include <stdbool.h>
#include <stdio.h>

#include "dice.h"
#include "game.h"

struct chart;

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
	/* The value is not known, and why: "not printed
	 * (charts.ratio.2-1)", "not ruled: ..."; NULL when known. */
	const char	*missing;
};

/*
 * A combat has at most one modifier of each kind 7.4 lists (ratio,
 * tactical, flank, attack type, rain, crossing, creek, elevation,
 * Demoralization-2): nine, whatever the stack.  More is a bug, reported
 * as an internal error (status 70), never dropped.
 */
#define COMBAT_MAXMODS	32

/* The flank attack procedure (7.4, 7.8, 9.0). */
struct flank {
	int	 covered;		/* step 1: 0..6 */
	int	 basic;			/* step 2: 0, 2 or 4 */
	int	 reductions;		/* step 3, before the cap of 3 */
	int	 stepped;		/* basic less the reductions, >= 0 */
	int	 final;			/* after Flanks Refused, redoubt,
					 * cavalry: what is applied */
	char	 covered_why[6][8];	/* per direction (a hex has six):
					 * "a", "bc", ""; at most four
					 * letters, one of a, b, q, then
					 * c, d, e (7.4) */
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

	/* Who fights (7.1): the active unit against the whole hex, every
	 * unit in it however many (6.4: stacking is unlimited); both
	 * arrays in the game's arena, ndefenders long. */
	struct unit		**defenders;
	int			 ndefenders;

	/* Every attacking unit: the active unit alone in a march attack;
	 * in an assault (5.3, 7.1) the employed units, then those joining
	 * a grand assault, with the active leader, whose Tactical value
	 * is the attacker's (7.4).  `attacker` is then the first. */
	struct unit		**attackers;
	int			 nattackers;
	const struct leader	*leader;	/* NULL: a march attack */
	bool			 grand;		/* a grand assault joined */
	/* 7.4: the assault's leader bonus, "lee", "jackson" or
	 * "longstreet" (+1 to the attack roll); NULL: none. */
	const char		*bonus;
	const char		*bonus_why;

	/* Combat values (7.2, 9.0, 11.0), as they were before the
	 * results changed the units. */
	quarters		*defender_values;
	quarters		*attacker_values;	/* nattackers; -1:
						 * not known */
	int			 attacker_demoralized;
	bool			 attacker_disorganized;
	/* Each unit's Strength marker side before the results: its value
	 * above is the disorganized one (7.2); nattackers, ndefenders. */
	bool			*attacker_disorg;
	bool			*defender_disorg;
	quarters		 attack_value;	/* capped (7.2) */
	quarters		 defend_value;	/* with entrenchments, capped */
	quarters		 defend_column_value;	/* unentrenched */
	int			 defend_cap;	/* 7.2 Maximum Values */
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
	struct modifier		 mods[COMBAT_MAXMODS];
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

	/* SJW 17.0 (Advanced Game): on both unmodified dice 1 with a
	 * Confederate corps commander in the defending hex or with a unit
	 * of his attacking, the Confederate player's die (rolled after the
	 * defender's), even killing the one of highest Tactical value. */
	struct leader		*death_leader;	/* NULL: no death die */
	int			 die_death;
	bool			 death_killed;

	/* What the results did (combat_apply), for the log entry and the
	 * explanation: each defender's share, the attacker's, and the
	 * notes on leaders and markers (a sequence of sentences). */
	struct share		*defender_shares;	/* ndefenders */
	struct share		*attacker_share;
	struct node		*notes;

	/*
	 * A ruling that lacks a value goes on without it as far
	 * as the procedure allows, so that every missing value is reported
	 * at once (each once, in the order the procedure needs it) and the
	 * explanation shows what could be ruled.  What is not known says
	 * why ("not printed (charts.strength-markers.7)"); NULL: known.
	 */
	bool			 stopped;	/* a value is missing */
	const char		*attack_missing;	/* attacker's value */
	const char		**defender_missing;	/* ndefenders */
	const char		*values_missing;	/* a side's total */
	const char		*artillery_missing;
	const char		*flank_missing;
	const char		*result_missing[2];	/* defender, attacker */
	const char		**reported;	/* lines reported, as keys */
	int			 nreported, capreported;
};

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
/* Step 2.  0, or ST_DATA when the chart lacks a cell (c->stopped, the
 * other result kept). */
int	combat_roll(struct game *, struct combat *, struct dice *);
/* The Combat Chart's line a difference reads: its first line is printed
 * "≤ -8" and its last "≥ +10"; every difference beyond reads them (7.5). */
int	combat_chart_line(int difference);
/* Step 3.  0, or ST_USAGE/ST_REFUSED for a bad allocation. */
int	combat_apply(struct game *, struct combat *, struct dice *,
	    const struct allocation *defender_loss, int ndefender_loss,
	    const struct allocation *attacker_loss, int nattacker_loss);
/* What a player asks for: one attack, its loss allocations, or only its
 * odds. */
struct combat_order {
	const char		*attacker, *target;
	int			 type;		/* enum attack_type; -1 unset */
	bool			 odds;		/* step 1 only */
	const struct allocation	*defender_loss, *attacker_loss;
	int			 ndefender_loss, nattacker_loss;
};
/*
 * Steps 1-3 in order, or step 1 alone for the odds: 0, or the first
 * step's status.  A ruling that stops on missing data (c->stopped)
 * returns 0 with ST_DATA raised in g->diag: the data errors are out,
 * nothing is applied, and c holds what was ruled, for the explanation.
 * The dice are rolled only when every modifier is known:
 * nothing missing after them but a Combat Chart cell, so that the
 * dice a ruling takes are those a replay with the data supplied takes.
 */
int	combat_resolve(struct game *, struct dice *,
	    const struct combat_order *, struct combat *);
/*
 * Instead of steps 2 and 3: the odds of every result (7.5), over every
 * face of both dice and the artillery die's parity, each case as likely.
 */
#define ODDS_MAXCASES	72
struct odds_tally {
	const char	*result[ODDS_MAXCASES];	/* likeliest first */
	int		 count[ODDS_MAXCASES];
	int		 n;
};
struct combat_odds {
	int			 total;		/* 36 or 72 cases */
	int			 diff[ODDS_MAXCASES];	/* ascending */
	int			 diff_count[ODDS_MAXCASES];
	int			 ndiffs;
	struct odds_tally	 def, att;
};
void	combat_odds(struct game *, const struct combat *,
	    struct combat_odds *);


/* The defender's terrain modifiers (7.4) into c->mods, for combat and for
 * the cavalry retreat's terrain modifier (7.7); c->from, c->target and
 * c->attacker set. */
void	combat_terrain(struct game *, struct combat *);

/* One unit's part in a result, and what it did (combat_results.c). */
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

/* The result's parts: the number, and the letters. */
struct result {
	int	loss;
	bool	D, F, f, E, r, R, Rstar, a;
};
int	result_parse(const char *, struct result *);

/* 7.2: 1, 2 or 3 more on the attacker's loss number in a grand assault
 * of Combat value 80 to 89, 90 to 99, 100 or more; 0 otherwise. */
int	grand_loss_increase(const struct combat *);

#endif
