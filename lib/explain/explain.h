/*
 * explain.h — human-readable rulings and summaries, for --explain.
 */
#ifndef GCACW_EXPLAIN_H
#define GCACW_EXPLAIN_H

#include <stdio.h>

#include "combat.h"
#include "game.h"
#include "march.h"
#include "recover.h"
#include "retreat.h"

/*
 * The state of a game the way players set it out at the table: game and
 * turn, weather (12.0), units by hex with fatigue and status, leaders,
 * markers, and what the rules require next.
 */
void	explain_game(FILE *, struct game *);

/* A combat in words, the 7.5 example's narrative as the model; with
 * --odds (nothing rolled) the values and modifiers only. */
void	combat_explain(struct game *, const struct combat *, FILE *);

/* A retreat, rout, decline or advance in words (7.6, 7.7). */
void	retreat_explain(struct game *, const struct retreat *, FILE *);

/* The --odds report: the attack, its modifiers, the dice differences,
 * each side's results likeliest first, and the cells not printed (7.5). */
void	explain_odds(FILE *, const struct combat *,
	    const struct combat_odds *);

/* The Recovery Phase step by step (8.0), its activities with their dice. */
void	recover_explain(struct game *, const struct recover *, FILE *);

/* A march, an Activate Leader action, --end or a leader transfer in words
 * (5.1, 5.2, 6.1-6.3, 7.7, 7.8). */
void	march_explain(struct game *, const struct march_result *, FILE *);
/* The --query reach table: every hex within reach, its cost, what stops
 * there, the cheapest path; then the hexes nobody priced. */
void	march_explain_reach(FILE *, struct game *,
	    const struct march_result *);

#endif
