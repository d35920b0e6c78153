/*
 * objective.h — a scenario's objective hexes and their Control markers
 * (`markers.control`; restriction kind `objective`, gcacw-file(5)), kept
 * by the rules that move units: each hex a march enters, a retreat
 * passes through or an advance takes (objective_entered), and the end of
 * the Action Cycle (objective_cycle_end).  What changed is told in
 * `notes` (a sequence), for the log entry.
 */
#ifndef GCACW_OBJECTIVE_H
#define GCACW_OBJECTIVE_H

#include "game.h"

void	objective_entered(struct game *, const struct unit *, hex_t,
	    struct node *notes);
void	objective_cycle_end(struct game *, struct node *notes);

#endif
