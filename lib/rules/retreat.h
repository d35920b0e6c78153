/*
 * retreat.h — retreats, routs, voluntary and cavalry retreats, and
 * advances after combat (7.6, 7.7, 10.2, 12.0).
 *
 * A retreat is planned, then carried out:
 *	retreat_from_pending	the first `pending` retreat or rout, or the
 *				voluntary retreat option, as combat left it;
 *	retreat_plan		the path: checked step by step when the
 *				player gives one, else chosen — obeying the
 *				priorities at every hex, then the least
 *				manpower lost, the fewest hexes (or exactly
 *				--hexes), the most road, the first hexes in
 *				the order of the map's directions;
 *	retreat_apply		the losses, the move, surrender, the ledger,
 *				Entrenchment markers lifted, enemy pontoon
 *				bridges destroyed, the log entry.
 */
#ifndef GCACW_RETREAT_H
#define GCACW_RETREAT_H

#include <stdio.h>

#include "dice.h"
#include "game.h"

enum retreat_kind { RK_RETREAT, RK_ROUT, RK_VOLUNTARY, RK_CAVALRY };

extern const char *const retreat_kind_names[];

/* One hex a retreat may enter at a step, with its Retreat Description. */
struct retreat_option {
	hex_t		hex;
	const char	*desc;		/* "1".."5", "4a", "4b" as printed */
	int		priority;
	int		loss;		/* manpower, each unit */
	bool		road;		/* along road, pike, trail, RR, city */
	bool		zoc, occupied, distant, friendly;
};

struct retreat_step {
	hex_t			from, to;
	int			chart;		/* Retreat Chart 1 or 2 */
	bool			zoc_exit;	/* leaves an enemy ZOC */
	struct retreat_option	legal[6];	/* a hex has six neighbours */
	int			nlegal;
	int			chosen;		/* index into legal */
	bool			override;	/* 7.6 Overriding Priorities */
	bool			extension;	/* past max, out of enemy */
};

/* The most hexes a retreat goes, extensions included (7.6 sets no bound
 * on those): this tool's bound, checked wherever a path is given or
 * searched (retreat.c), never a silent cut. */
#define RETREAT_MAXSTEPS 12

/* What gcacw-retreat did: a retreat (7.6, 7.7), or the pending option
 * declined, or the advance after combat made (7.6). */
enum retreat_op { RO_RETREAT, RO_DECLINE, RO_ADVANCE };

struct retreat {
	enum retreat_op		 op;
	const char		*declined;	/* the option's kind */
	int			 advanced;	/* units that advanced, the
						 * units (nunits) after an
						 * advance */
	hex_t			 advanced_into;
	struct node		*advance_notes;	/* what the advance did
						 * besides moving (9.0, 10.2,
						 * 7.8), or a retreat to the
						 * objectives it passed, logged */
	enum retreat_kind	 kind;
	enum side		 side;
	/* The stack, however many (6.4: stacking is unlimited); units and
	 * lost are in the game's arena, nunits long. */
	struct unit		**units;
	int			 nunits;
	hex_t			 start, enemy;
	const char		*enemy_unit;
	int			 min, max;
	bool			 fatigue;	/* voluntary after a "-" */
	struct retreat_step	 steps[RETREAT_MAXSTEPS];
	int			 nsteps;
	bool			 surrender;
	int			 override_step;	/* 1-based; 0 none */
	bool			 extended;
	int			 loss;		/* each unit, over the path */
	int			*lost;		/* by unit, for the log; -1:
						 * none (retreat_apply) */
	enum entrenchment	*lifted;	/* by unit, the marker it
						 * left (9.0); NULL: none */
	bool			 chosen;	/* the tool chose the path */
	int			 pending_index;	/* entry it resolves, or -1 */
	/* Cavalry retreat (7.7). */
	int			 die, modified, mp_cut;
	struct unit		*die_loser;
	char			 modifiers[256]; /* "+1 terrain, ..." */
	/* A cavalry retreat that lacks a Combat value (7.2) to weigh its
	 * force (7.7): the other modifiers are known, nothing is rolled or
	 * moved, and the ruling stops with status 65. */
	bool			 stopped;
};

/*
 * Fill r from the first pending entry.  voluntary names the units that
 * take the voluntary retreat option (NULL: all).  Returns 0, or a
 * status after a message (nothing pending: 1; the first entry is an
 * option and no choice was given: 64).
 */
int	retreat_from_pending(struct game *, struct retreat *, bool voluntary,
	    const char *const *units, int nunits);

/*
 * The legal hexes at the next step from `from`, `entered` hexes entered
 * so far, with the chart and each hex's Retreat Description (7.6).
 */
int	retreat_options(struct game *, const struct retreat *, hex_t from,
	    int entered, const hex_t *visited, int nvisited,
	    struct retreat_step *);

/*
 * The path: path/npath given by the player (override_step 1-based, or
 * 0), else chosen, of exactly `hexes` hexes when hexes > 0.  Returns 0
 * (r->surrender set when no path exists even with one override), or 1
 * after a refusal naming the rule and the legal hexes.
 */
int	retreat_plan(struct game *, struct retreat *, const hex_t *path,
	    int npath, int hexes, int override_step);

/*
 * The search retreat_plan makes (retreat.c): the best path of exactly
 * `hexes` hexes (0: any length from min to max, and its extension),
 * following the priorities, or overriding them once when may_override.
 * True with r's steps, nsteps, override_step, extended and loss set;
 * else false, *cut true when a path went on past RETREAT_MAXSTEPS.  Its
 * time is polynomial in the hexes within reach.
 */
bool	retreat_search(struct game *, struct retreat *, int hexes,
	    bool may_override, bool *cut);

/* Carry it out.  0, or a status after a message. */
int	retreat_apply(struct game *, struct retreat *);


/* 7.7: the cavalry retreat of unit `name` (and the cavalry with it). */
int	cavalry_retreat(struct game *, struct retreat *, struct dice *,
	    const char *name, const char *enemy);

/* 7.6 Advance After Combat: the first pending advance. */
int	advance(struct game *, struct retreat *, const char *const *units,
	    int nunits);
/* Give up the first pending entry, which must be an option. */
int	decline(struct game *, struct retreat *);

/* What the player asked gcacw-retreat for, from its options. */
struct retreat_order {
	bool		 decline, advance, voluntary;
	const char	*cavalry, *enemy;	/* 7.7 */
	const char	*const *units;		/* --voluntary, --advance */
	int		 nunits;
	hex_t		 path[RETREAT_MAXSTEPS];
	int		 npath, hexes, override;
	bool		 has_path;
};
/* The options together: 0, or ST_USAGE after a message naming them. */
int	retreat_order_check(struct diag *, const struct retreat_order *);
/* The order carried out in the rules' sequence: the pending entry or the
 * cavalry retreat, the path, then its effects; or a decline or advance. */
int	retreat_resolve(struct game *, struct dice *,
	    const struct retreat_order *, struct retreat *);

#endif
