/*
 * testvp.h — what the tests of victory points (test_vp.c, and those of
 * the turn and of the log that score a game) add to fixture.h: a scored
 * item by its id.  Static inline: one copy a program.
 */
#ifndef GCACW_TESTVP_H
#define GCACW_TESTVP_H

#include <string.h>

#include "fixture.h"
#include "vp.h"

/* The item called id of a VP count; the test fails without one. */
static inline const struct vp_item *
vp_item(const struct vp_result *r, const char *id)
{
	int i;

	for (i = 0; i < r->nitems; i++)
		if (strcmp(r->items[i].id, id) == 0)
			return &r->items[i];
	ck_abort_msg("no item %s", id);
	return NULL;
}

#endif
