/*
 * explain.h — human-readable rulings and summaries, for --explain.
 */
#ifndef GCACW_EXPLAIN_H
#define GCACW_EXPLAIN_H

#include <stdio.h>

#include "assault.h"
#include "combat.h"
#include "game.h"
#include "march.h"
#include "recover.h"
#include "retreat.h"
#include "turn.h"
#include "vp.h"

/*
 * The state of a game the way players set it out at the table: game and
 * turn, weather (12.0), units by hex with fatigue and status, leaders,
 * markers, and what the rules require next.
 */
void	explain_game(FILE *, struct game *);

/* A combat in words, the 7.5 example's narrative as the model; with
 * --odds (nothing rolled) the values and modifiers only. */
void	combat_explain(struct game *, const struct combat *, FILE *);
/* An assault step by step (5.3, 7.1), as the rulebook's Palmer example
 * tells it, then its combat. */
void	assault_explain(struct game *, const struct assault *, FILE *);
/* The --odds report of an assault. */
void	assault_explain_odds(FILE *, const struct assault *,
	    const struct assault_odds *);

/* A retreat, rout, decline or advance in words (7.6, 7.7). */
void	retreat_explain(struct game *, const struct retreat *, FILE *);
/* The same without the closing "Next:" line: the advance of gcacw-march
 * --advance --path, whose march goes on and says what is next. */
void	retreat_words(struct game *, const struct retreat *, FILE *);

/* The --odds report: the attack, its modifiers, the dice differences,
 * each side's results likeliest first, and the cells not printed (7.5). */
void	explain_odds(FILE *, const struct combat *,
	    const struct combat_odds *);

/* The Recovery Phase step by step (8.0), its activities with their dice. */
void	recover_explain(struct game *, const struct recover *, FILE *);
/* explain_turn.c: gcacw-turn's ruling in words. */
void	turn_explain(FILE *, struct game *, const struct turn_result *);
/* explain_turn.c: in a game held to the sequence of play, the step the
 * tools take next, "Next: ...", a line; nothing otherwise. */
void	explain_next(FILE *, struct game *);

/*
 * gcacw-charts: the built-in tables with the overrides in force.  A
 * game, when given, narrows the tables to its own (the standard ones
 * and its game's) and tells which rows of the Strength marker list it
 * needs: every Manpower value from 1 to the largest of its units.
 */
struct charts_view {
	const struct module	*module;	/* NULL: every game's tables */
	const struct game	*g;		/* or NULL */
	const struct charts	*ov;		/* overrides in force, or NULL */
	/* How an override's source was given ("--charts"), or NULL. */
	const char		*(*origin)(void *, const char *source);
	void			*arg;
};
/* One line a table: name, game, cells (not printed, supplied), title
 * and rule. */
void	explain_charts_list(FILE *, const struct charts_view *);
/* A table as on the card, each cell built in, supplied (marked "*",
 * with its source below) or missing ("?"); then its notes. */
void	explain_charts_show(FILE *, const struct charts_view *,
	    const struct chart *);
/* Each cell still to supply, as its path charts.TABLE.ROW[.COL]. */
void	explain_charts_missing(FILE *, const struct charts_view *);
/* The counters' values the game lacks, as paths joined by sep, the
 * first max (-1: all; a NULL FILE: none); returns how many there are. */
int	explain_counter_values(FILE *, const struct game *, const char *sep,
	    int max);
/* A chart file of those cells, commented, their values left empty. */
void	explain_charts_template(FILE *, const struct charts_view *);

/* A march, an Activate Leader action, --end or a leader transfer in words
 * (5.1, 5.2, 6.1-6.3, 7.7, 7.8). */
void	march_explain(struct game *, const struct march_result *, FILE *);
/* The --query reach table: every hex within reach, its cost, what stops
 * there, the cheapest path; then the hexes nobody priced. */
void	march_explain_reach(FILE *, struct game *,
	    const struct march_result *);

/*
 * A scenario's VP the way the players count them at the end (gcacw-vp):
 * each item of the table with its rule, what was counted and its VP,
 * what ledger.vp holds, the total and the level with its range.  Text,
 * or one JSON object for scripts.
 */
void	vp_explain(FILE *, const struct game *, const struct vp_result *);
void	vp_explain_json(FILE *, const struct game *,
	    const struct vp_result *);
/* A level's range as the table prints it: "120 to 169", "250 or more". */
void	vp_level_range(FILE *, const struct node *level);

#endif
