/*
 * recover_int.h — what the recover_*.c files share and nothing else uses
 * but their unit tests: the phase's parts, step 1's activities (9.0, 10.1,
 * 10.3) and step 2's foraging (SIV 24.3, SJW 20.4).
 */
#ifndef GCACW_RECOVER_INT_H
#define GCACW_RECOVER_INT_H

#include "recover.h"

/* The parts, for the tests.  recover_check fills r->attempts. */
int	recover_check(struct game *, struct recover *,
	    const struct recover_orders *);
void	recover_roll(struct game *, struct recover *, struct dice *);
int	recover_resolve(struct game *, struct recover *);
/* The log entry (recover_log.c): the activities, then each unit that
 * changed, with only what changed. */
struct node *recover_log(struct game *, const struct recover *);

/*
 * 9.0, the 1862 procedure: the marker a unit's entrenching leaves, or -1
 * when the procedure builds nothing further on what it has.
 */
int	entrench_next(const struct game *, const struct unit *);

/*
 * recover_bridge.c: pontoon bridges (10.1) and repairs (10.3), each checked
 * (0, or a status after the message) and then resolved with its die.
 */
int	bridge_check(struct game *, struct recover *, struct recover_attempt *);
void	bridge_resolve(struct game *, struct recover *,
	    struct recover_attempt *);
int	repair_check(struct game *, struct recover *, struct recover_attempt *);
void	repair_resolve(struct game *, struct recover_attempt *);
/* Does any hexside of the hex carry a road, pike, trail or RR (10.1)? */
bool	hex_has_road(const struct game *, hex_t);
/*
 * The combined Combat value of the units of side s in hex h, without
 * entrenchments (10.1, 10.3), in quarters.
 */
int	side_combat_value(struct game *, enum side, hex_t);



/* The activities' verbs, for refusals: "entrench", ...
 * (recover_activity.c). */
extern const char *const recover_verbs[];

/* Step 1's entrenching (recover_entrench.c) and step 2's foraging
 * (recover_forage.c). */
int	entrench_check(struct game *, struct recover *,
	    struct recover_attempt *);
int	forage_check(struct game *, struct recover *,
	    struct recover_attempt *);
void	forage_resolve(struct recover_attempt *);
/* The game's Forage rule, "SIV 24.3" or "SJW 20.4". */
const char *forage_rule(const struct game *);

/* A modifier of an activity's die roll, its reason printf-style, and a
 * chart's "+1" as a number, else the missing-data error (recover_mod.c). */
void	recover_mod_add(struct recover_attempt *, const char *rule,
	    int value, const char *fmt, ...)
	    __attribute__((format(printf, 4, 5)));
int	recover_chart_number(struct game *, const struct chart *,
	    const char *row, const char *col, const char *needed_by, int *);

#endif
