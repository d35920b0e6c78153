/*
 * passage.h — what a hexside offers for crossing its river this turn
 * (6.2, 10.0-10.2, 12.0), the one place zones of control, attacks,
 * flank attacks and retreats ask it.
 */
#ifndef GCACW_PASSAGE_H
#define GCACW_PASSAGE_H

#include <stdbool.h>

#include "game.h"

struct crossing {
	bool	river;		/* a minor or major river */
	bool	major;
	bool	standing;	/* a dam, or a bridge or ferry not destroyed */
	bool	pontoon;	/* a pontoon bridge marker */
	int	pontoon_owner;	/* enum side */
	bool	destroyed;	/* a Destroyed marker on a bridge or ferry */
	bool	ford;		/* a ford, or the ford a destroyed bridge or
				 * ferry leaves (10.2) */
	bool	ford_open;	/* usable: not in rain, river fordable (12.0) */
};

void	crossing_of(struct game *, hex_t, hex_t, struct crossing *);
/*
 * May the river be crossed (no river: yes)?  side: the side crossing,
 * whose own pontoon bridges only it may use (10.2), or -1 for zones of
 * control, which cross any pontoon bridge.
 */
bool	crossing_open(const struct crossing *, int side);

#endif
