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
	TURN_QUERY };

/* --swamp-move U=H: where a unit 12.0 forces out of a swamp goes. */
struct turn_swamp_order {
	const char	*unit;
	const char	*hex;		/* read against the game's sheets */
};

struct turn_orders {
	enum turn_op			 op;
	const char *const		*withdraw;	/* --withdraw U,U */
	int				 nwithdraw;
	const struct turn_swamp_order	*swamp;		/* --swamp-move */
	int				 nswamp;
};

/* What gcacw-turn's options asked for, before they make one order. */
struct turn_asked {
	bool	events, initiative, pass, end_turn, query;
	bool	withdraw, swamp;	/* --withdraw, --swamp-move given */
};
/*
 * Which of them go together: each phase is an operation of its own
 * (3.0), --pass is the Initiative Segment's (4.2), --withdraw the Turn
 * Indication Phase's, --swamp-move the Random Events Phase's (12.0).
 * 0 with o->op set, or ST_USAGE after the message.
 */
int	turn_order_check(struct diag *, const struct turn_asked *,
	    struct turn_orders *);

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

/* turn_events.c, turn_initiative.c, turn_end.c */
int	turn_random_events(struct game *, struct dice *,
	    const struct turn_orders *, struct turn_result *);
int	turn_initiative(struct game *, struct dice *, bool pass,
	    struct turn_result *);
int	turn_indication(struct game *, const struct turn_orders *,
	    struct turn_result *);

/* turn_game.c: a note of what was ruled, and the entry appended to the
 * log.  (What the games differ in between the actions is the module's,
 * g->module->turn, module.h.) */
void	turn_note(struct game *, struct turn_result *, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
void	turn_log(struct game *, struct turn_result *, struct node *entry,
	    const struct dice *);
/* Is phase p (or none) the game's?  Else the refusal naming it. */
int	turn_phase(struct game *, int p, const char *what);
/* Does the side have a unit eligible for activation (4.2)? */
bool	turn_eligible(struct game *, enum side);

#endif
