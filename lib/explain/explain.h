/*
 * explain.h — human-readable rulings and summaries, for --explain.
 */
#ifndef GCACW_EXPLAIN_H
#define GCACW_EXPLAIN_H

#include <stdio.h>

#include "game.h"

/*
 * The state of a game the way players set it out at the table: game and
 * turn, weather (12.0), units by hex with fatigue and status, leaders,
 * markers, and what the rules require next.
 */
void	explain_game(FILE *, struct game *);

#endif
