/*
 * refuse.h — a rules refusal (exit status 1): the operation is illegal
 * and nothing changes.  The message cites the rule; the path says what
 * the player should look at (DESIGN.md section 5).  And an order the
 * options cannot make (exit status 64).
 */
#ifndef GCACW_REFUSE_H
#define GCACW_REFUSE_H

#include "game.h"

/* PROG: FILE: PATH: message; returns ST_REFUSED. */
int	refuse(struct game *, const char *path, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/* The same about one unit, at units.NAME. */
int	refuse_unit(struct game *, const struct unit *, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

/* An order the options cannot make (status 64): PROG: message; returns
 * ST_USAGE.  For the options that go together (march_order_check()). */
int	refuse_usage(struct diag *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));

#endif
