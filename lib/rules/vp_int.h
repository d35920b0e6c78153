/*
 * vp_int.h — what vp.c and vp_count.c share: the evaluation's context
 * and the count expressions (gcacw-file(5) SCENARIOS).
 */
#ifndef GCACW_VP_INT_H
#define GCACW_VP_INT_H

#include <stdio.h>

#include "vp.h"

struct vp_ctx {
	struct game		*g;
	const struct scenario	*s;
	const char		*rule;	/* the item's, for missing data */
	FILE			*how;	/* the item's `how`, or NULL */
	int			 said;
	const char		*prefix;	/* for the next part: "unless: " */
};

/* Append a part of how an item was counted ("Kimball in N3333"). */
void	vp_say(struct vp_ctx *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
bool	vp_who(const struct game *, const struct node *who,
	    const struct unit *);
bool	vp_where(struct vp_ctx *, const struct node *where, hex_t);
bool	vp_is_infantry(const struct game *, const struct unit *, void *);
int	vp_count(struct vp_ctx *, const struct node *count, int *raw);
/* The kind of a count expression ("withdrawal_table"), its first key
 * that is no modifier and no x- note; NULL when it has none. */
const char *vp_count_kind(const struct node *count);

#endif
