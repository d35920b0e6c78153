/*
 * march_int.h — what the march*.c files share and nothing else uses.
 */
#ifndef GCACW_MARCH_INT_H
#define GCACW_MARCH_INT_H

#include "march.h"
#include "sequence.h"

/* march.c */
int		 march_decline(struct game *, struct march_result *);
int		 march_lose(struct game *, struct march_result *, struct unit *,
		    int loss, enum cause);
/* march_path.c: the path of the order from the unit's hex, then
 * --refuse-flanks; `fresh` for a march just begun (7.7 Starts
 * Adjacent). */
int		 march_walk(struct game *, struct dice *,
		    const struct march_order *, struct unit *,
		    struct march_result *, bool fresh);
/* 10.2: the attempt to destroy --destroy's bridge or ferry, the unit's
 * march having ended. */
int		 march_destroy(struct game *, struct dice *,
		    const struct march_order *, struct unit *,
		    struct march_result *);
/* 7.8: --remove-flanks, checked before any die, then carried out. */
int		 march_flanks_check(struct game *, const struct unit *);
void		 march_lift_flanks(struct game *, const struct unit *,
		    struct march_result *);
/* 10.2: a march the player ends, in the hex the unit stands in. */
void		 march_ended(struct game *, struct march_result *,
		    struct unit *);
int		 march_reach(struct game *, const struct march_order *,
		    struct march_result *);
/* march_log.c */
const char	*march_list(struct game *, const char **, int);
void		 march_log(struct game *, const struct march_result *);

#endif
