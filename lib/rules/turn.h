/*
 * turn.h — the sequence of play between the actions (3.0, 4.0, 12.0;
 * SJW 14.0, 15.0): the Random Events Phase with rain and the
 * Unfordable markers, the Initiative Segment with its passes and the end
 * of the Action Cycle, and the Turn Indication Phase with withdrawals,
 * the per-turn VP and the markers that leave the Turn Track.
 *
 * Each operation checks first (a refusal, status 1, changes nothing),
 * then rolls its dice (DESIGN.md section 5, "The turn"), then changes
 * the game and appends one log entry.  Everything it allocates comes
 * from the game's arena.
 */
#ifndef GCACW_TURN_H
#define GCACW_TURN_H

#include <stdbool.h>
#include <stdio.h>

#include "dice.h"
#include "game.h"

enum turn_op { TURN_RANDOM_EVENTS, TURN_INITIATIVE, TURN_PASS, TURN_END,
	TURN_QUERY,
	/* The Advanced Game (SIV 14.0; DESIGN.md "The SIV Advanced Game in
	 * detail"). */
	TURN_NEXT,		/* --next: a phase with nothing to do ends */
	TURN_REINFORCE,		/* --reinforce [U=H,...]: SIV 18.0, 20.0 */
	TURN_OFF_MAP,		/* --off-map U=DEST: SIV 21.0 */
	TURN_HARPERS_FERRY,	/* --harpers-ferry: SIV 17.0 */
	TURN_STRATEGIC,		/* --strategic: SIV 16.0 */
	TURN_COUNTIES,		/* --counties: SIV 22.0 */
	TURN_REPAIR,		/* --repair H/H: SIV 23.2 */
	TURN_COMMIT,		/* --commit 'G1;G2': SIV 20.0 */
	TURN_WITHDRAW,		/* --withdraw U,U alone: SIV 19.0 */
	TURN_LULL,		/* --lull [--increase usa=U,csa=U]: 16.0 */
	TURN_NOPS
};

/* --swamp-move U=H: where a unit 12.0 forces out of a swamp goes. */
struct turn_swamp_order {
	const char	*unit;
	const char	*hex;		/* read against the game's sheets */
};

/* U=H of --reinforce, U=DEST of --off-map: as given, read against the
 * game by the rule (a hex, or an off-map box). */
struct turn_place {
	const char	*unit;
	const char	*to;
};

/* One group of --commit 'A,B;C' (SIV 20.0 Groups). */
struct turn_group {
	const char *const	*units;
	int			 n;
};

struct turn_orders {
	enum turn_op			 op;
	const char *const		*withdraw;	/* --withdraw U,U */
	int				 nwithdraw;
	const struct turn_swamp_order	*swamp;		/* --swamp-move */
	int				 nswamp;
	const struct turn_place		*place;		/* --reinforce,
							 * --off-map */
	int				 nplace;
	const struct turn_group		*groups;	/* --commit */
	int				 ngroups;
	/* --lull --increase usa=U,csa=U (SIV 16.0 steps 6, 7); NULL: not
	 * given. */
	const char			*increase[SIDE_COUNT];
	const char			*cavalry;	/* --cavalry U, SIV
							 * 18.2 */
	const char			*repair;	/* --repair H/H */
};

/* What gcacw-turn's options asked for, before they make one order. */
struct turn_asked {
	bool	events, initiative, pass, end_turn, query;
	bool	withdraw, swamp;	/* --withdraw, --swamp-move given */
	bool	next, reinforce, off_map, harpers_ferry, strategic, counties;
	bool	repair, commit, lull, increase, cavalry;
};
/*
 * Which of them go together: each phase is an operation of its own
 * (3.0), --pass is the Initiative Segment's (4.2), --withdraw the Turn
 * Indication Phase's, --swamp-move the Random Events Phase's (12.0).
 * 0 with o->op set, or ST_USAGE after the message.
 */
int	turn_order_check(struct diag *, const struct turn_asked *,
	    struct turn_orders *);

/*
 * The arguments read into the order: U=H items of --reinforce or
 * --off-map (opt names which), --commit's groups 'A,B;C', --increase's
 * usa=U,csa=U.  0, or ST_USAGE after the message.  What they hold lives
 * as long as the tool.
 */
int	turn_order_args(struct diag *, const char *opt,
	    const char *const *items, int n, const char *commit,
	    const char *increase, struct turn_orders *);

/* A unit in a provisional swamp when rain began (12.0 Rain Effects). */
struct turn_swamp {
	struct unit	*unit;
	hex_t		 from, to;	/* to: HEX_NONE when eliminated */
	int		 fatigue;	/* before */
	bool		 disorganized;	/* before */
	bool		 chosen;	/* by --swamp-move */
	bool		 zoc;		/* into enemy ZOC: no other hex */
	int		 lost;		/* manpower, when eliminated */
};

struct turn_result {
	enum turn_op	 op;
	int		 turn;		/* the turn ruled on */
	struct node	*entry;		/* the log entry appended */
	struct node	*notes;		/* what was ruled, each with its
					 * rule: logged and explained */
	/* --random-events */
	bool		 rolled;
	int		 roll;		/* the sum */
	const char	*printed;	/* the table's cell as printed */
	const char	*result;	/* after any substitution */
	int		 rain;		/* N of Rain (Current +N); -1 */
	bool		 applied;	/* the result took effect */
	bool		 rain_began;
	struct turn_swamp *swamps;
	int		 nswamps;
	/* --initiative */
	int		 winner;	/* enum side, or -1 */
	bool		 transfer_over;	/* notes[0] ends the Leader
					 * Transfer Phase (3.0) */
	bool		 ended;		/* the Action Cycle ended (4.4) */
	/* --end-turn */
	bool		 over;		/* the last turn ended the game */
	int		 vp;		/* per-turn VP scored */
	bool		 scored;
};

/* One operation: 0, or the status after the message. */
int	turn_run(struct game *, struct dice *, const struct turn_orders *,
	    struct turn_result *);
/* --query: which phase, and what must or may happen next. */
void	turn_query(struct game *, FILE *);

/*
 * The parts, for the tests.  turn_random_result: the table's result for
 * a two-dice sum on this game's turn, after the date substitution (NULL
 * when the game has no table); *printed the cell as printed.
 */
const char *turn_random_result(struct game *, int sum, const char **printed);
/* N of "Rain (Current +N)" in either game's spelling, or -1. */
int	turn_rain_kind(const char *result);
/* The Minor (major false) or Major River Rain Number of Rain (Current
 * +n) in this game's column; -1 after the missing-data error. */
int	turn_rain_number(struct game *, bool major, int n);

/* turn_events.c, turn_initiative.c, turn_end.c, and the Advanced
 * Game's: turn_next.c (--next), turn_reinforce.c, turn_offmap.c,
 * turn_harpers.c, turn_strategic.c (and --lull), turn_county.c (and
 * --repair), turn_withdrawal.c (and --commit). */
int	turn_random_events(struct game *, struct dice *,
	    const struct turn_orders *, struct turn_result *);
int	turn_initiative(struct game *, struct dice *, bool pass,
	    struct turn_result *);
int	turn_indication(struct game *, const struct turn_orders *,
	    struct turn_result *);
int	turn_next(struct game *, struct turn_result *);
int	turn_reinforce(struct game *, const struct turn_orders *,
	    struct turn_result *);
int	turn_off_map(struct game *, const struct turn_orders *,
	    struct turn_result *);
int	turn_harpers_ferry(struct game *, struct dice *, struct turn_result *);
int	turn_strategic(struct game *, struct dice *, struct turn_result *);
int	turn_lull(struct game *, struct dice *, const struct turn_orders *,
	    struct turn_result *);
int	turn_counties(struct game *, struct turn_result *);
int	turn_repair(struct game *, struct dice *, const struct turn_orders *,
	    struct turn_result *);
int	turn_commit(struct game *, struct dice *, const struct turn_orders *,
	    struct turn_result *);
int	turn_withdraw(struct game *, const struct turn_orders *,
	    struct turn_result *);
/*
 * turn_next.c: may the phase end now (--next, or an operation that ends
 * it)?  0, or the refusal naming what is still to do (a unit due and
 * placeable, SIV 18.0).  And the phase ended: the next one it leads to,
 * with the scoring of SIV 27.1's items of the segment that ends (the
 * Withdrawal Segment's), noted in r.
 */
int	turn_phase_ends(struct game *, struct turn_result *);
/* turn_score.c: the scenario's VP items of segment p (SIV 27.1: the
 * County Control Segment's, the Withdrawal Segment's, the Commitment
 * Segment's) scored into ledger.vp, noted in r; 0 when it has none. */
int	turn_segment_score(struct game *, struct turn_result *, int p);
/* turn_reinforce.c: units due in this Reinforcement Phase that may be
 * placed now, for --next's refusal and --query; n of them, the first in
 * *first. */
int	turn_reinforce_due(struct game *, const char **first);
/* The Reinforcement Phase ends: due units whose every hex the enemy
 * holds stay due, their `arrives` written (18.1, 18.2); the names, or
 * NULL. */
struct node *turn_reinforce_hold(struct game *, struct turn_result *);
void	turn_reinforce_query(struct game *, FILE *);

/* turn_game.c: a note of what was ruled, and the entry appended to the
 * log.  (What the games differ in between the actions is the module's,
 * g->module->turn, module.h.) */
void	turn_note(struct game *, struct turn_result *, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
void	turn_log(struct game *, struct turn_result *, struct node *entry,
	    const struct dice *);
/* Is phase p (or none) the game's?  Else the refusal naming it. */
int	turn_phase(struct game *, int p, const char *what);
/*
 * May segment p run now?  In its phase; in a file without `phase`, the
 * SIV Advanced Game on a turn that plays the segment (SIV 14.0 9: the
 * Strategic Cycle on turns divisible by 5; 9 G, Turn 30 and later).
 * 0, or the refusal citing `what`.
 */
int	turn_segment_now(struct game *, int p, const char *what);
/* The index of this turn's log entry of op `op` that has `key` (an
 * operation's own entry, not --next's nor a skipped segment's), of side
 * s when s >= 0; or -1.  A file without `phase` could ask for a
 * once-a-turn segment twice. */
int	turn_logged(const struct game *, const char *op, const char *key,
	    int s);
/* "A", "A and B", "A, B and C" of n names, for a sentence. */
const char *turn_names_text(struct game *, const char *const *, int n);
/* Does the side have a unit eligible for activation (4.2)? */
bool	turn_eligible(struct game *, enum side);

#endif
