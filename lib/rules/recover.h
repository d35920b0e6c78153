/*
 * recover.h — the Recovery Phase (8.0): entrenchments (9.0), pontoon
 * bridges (10.1), repairs of permanent bridges and ferries (10.3),
 * foraging (SIV 24.3, SJW 20.4), and the recovery of every unit in play.
 *
 * One call rules the whole phase, in four parts:
 *	recover_check	 every order is checked before anything changes: an
 *			 ineligible order refuses the phase (status 1, the
 *			 rule cited), an unknown unit is a usage error (64),
 *			 a value the file lacks stops it (65);
 *	recover_roll	 one die for each bridge, repair and forage order,
 *			 in the order the orders were given (the command
 *			 line's); entrenching rolls none;
 *	recover_resolve	 8.0 strictly in order: step 1's activities in the
 *			 order given, step 2's foraging, steps 3a-c, 4, 5
 *			 and 6 for every unit in play; the ended march
 *			 cleared; the log entry;
 *	recover_explain	 the phase in words (--explain).
 * recover_phase() runs them; the parts, and what the recover_*.c files share,
 * are in recover_int.h.  Everything a phase allocates comes from the
 * game's arena.
 */
#ifndef GCACW_RECOVER_H
#define GCACW_RECOVER_H

#include <stdbool.h>
#include <stdio.h>

#include "dice.h"
#include "game.h"
#include "module.h"

enum recover_activity { RA_ENTRENCH, RA_BRIDGE, RA_REPAIR, RA_FORAGE,
	RA_COUNT };

extern const char *const recover_activity_names[];	/* "entrench"... */
extern const char *const recover_activity_options[];	/* "--entrench"... */

/* One activity a player asks for (gcacw-recover's options, in order). */
struct recover_order {
	enum recover_activity	 activity;
	const char		*unit;
	hexside_t		 hexside;	/* bridge, repair */
};

struct recover_orders {
	const struct recover_order	*orders;
	int				 norders;
	bool				 dispersal;	/* SJW 20.4, optional */
};

/*
 * An activity's die has at most three modifiers (10.1: an unfordable
 * river, a major river, the roads; SIV 24.3: fatigue, the county; SJW
 * 20.4: fatigue, dispersal).  More is a bug, reported as an internal
 * error (status 70), never dropped.
 */
#define RECOVER_MAXMODS	6

/* One die roll modifier of an activity. */
struct recover_mod {
	const char	*rule;
	int		 value;
	char		 why[96];
};

/* One activity: what was asked, the die, and what came of it. */
struct recover_attempt {
	const struct recover_order *order;
	struct unit		*unit;
	hex_t			 from;		/* the unit's hex */
	hex_t			 across;	/* the hexside's other hex */
	unsigned		 features;	/* of the hexside */
	int			 die;		/* 0: none (entrench) */
	struct recover_mod	 mods[RECOVER_MAXMODS];
	int			 nmods;
	int			 modified;
	int			 need;		/* succeeds on <= need */
	bool			 six_fails;	/* 10.1: the unmodified 6 */
	bool			 made;		/* false: no Bridge marker was
						 * left when its turn came */
	bool			 success;
	enum entrenchment	 before, after;	/* entrench */
	bool			 major;		/* bridge, repair */
	bool			 road;		/* 10.1 Note: the bridge carries
						 * a road */
	bool			 ferry;		/* repair: a ferry */
	const char		*county;	/* forage */
	int			 dispersal;	/* SJW 20.4 optional modifier */
	bool			 missing;	/* a value it needs is
						 * missing (reported) */
};

/* Steps 3a-6 of 8.0, for the explanation. */
enum recover_step { RS_3A, RS_3B, RS_3C, RS_4, RS_5, RS_6, RS_COUNT };
/* What a unit an exception kept at step s stays: "disorganized",
 * "exhausted" (3b), "on its normal side" (4), "at Fatigue Level 2" (5). */
const char	*recover_kept_words(const struct unit *, enum recover_step);

/* A unit an exception kept as it was (8.0 step 3). */
struct recover_kept {
	struct unit		*unit;
	enum recover_step	 step;
	const char		*why;
};

/* A unit as it was when the phase began, for the log entry. */
struct recover_before {
	int			 fatigue;
	bool			 disorganized, exhausted, out_of_supply;
	int			 demoralized;
	enum entrenchment	 entrenchment;
};

struct recover {
	const struct recover_orders *orders;
	struct recover_attempt	*attempts;	/* one per order, in order */
	int			 nattempts;
	struct recover_before	*before;	/* per unit, g->units order */
	struct unit		**changed[RS_COUNT];	/* per step */
	int			 nchanged[RS_COUNT];
	struct recover_kept	*kept;
	int			 nkept;
	const char		*cleared_march;	/* its unit, or NULL */
	struct node		*notes;
	/* An order lacks a value: every order is still checked, so that
	 * each value missing is reported at once; then no die is rolled and
	 * nothing changes. */
	bool			 stopped;
};

/*
 * The whole phase; 0, or the status after the message (nothing changed).
 * A phase stopped on missing data (r->stopped) returns 0 with ST_DATA
 * raised in g->diag, for the explanation of what was checked.
 */
int	recover_phase(struct game *, struct dice *,
	    const struct recover_orders *, struct recover **);

/*
 * What the games change in this phase.  10.1: SIV's minor river Bridge
 * markers are "not a limit", and its Union units may not bridge a major
 * river; SJW 19.0 (Advanced Game): the Confederate player never builds a
 * major-river bridge, the Union player one at a time; 10.3: SIV's Union
 * repairs need a county the Union controls; the Forage rules are each
 * game's (SIV 24.3, SJW 20.4); 8.0 step 6 is SIV's.
 */
static inline const struct recover_rules *
recover_rules(const struct game *g)
{
	return &g->module->recover;
}

#endif
