/*
 * sequence.h — the sequence of play held by every action tool (3.0,
 * 4.1-4.4, 5.0; DESIGN.md "The sequence held"): who may act
 * now, one action at a time, one action an Action Phase, and what the
 * tools will accept next.
 *
 * A game is held to the sequence when its file has `phase` or
 * `initiative` (gcacw-turn writes both); a file with neither is a
 * standalone ruling and nothing here refuses it.  Each action tool asks
 * sequence_begin() before a new action (a March, an Activate Leader
 * action, an assault) and calls sequence_begun() once it is taken, which
 * writes `acted`; the next Initiative Segment clears it.
 */
#ifndef GCACW_SEQUENCE_H
#define GCACW_SEQUENCE_H

#include <stdbool.h>

#include "game.h"
#include "phase.h"

/* Does the file hold the game to the sequence of play? */
bool	sequence_held(const struct game *);
/* Is the action in the file still going on?  An Activate Leader action
 * lasts while units are still to march (5.2). */
bool	action_in_progress(const struct game *);
/* Is the game in phase p (or held to no phase)?  Else the refusal,
 * naming what `what` is for and what runs now. */
int	sequence_in(struct game *, enum phase p, const char *what);
/*
 * May side s begin a new action now, `what` ("a March", "an assault")
 * by `who`?  4.2: only the side holding the initiative acts; 5.0: one
 * action at a time; 4.1, 4.3: one action an Action Phase.  0, or the
 * refusal (status 1) at `path`.
 */
int	sequence_begin(struct game *, enum side s, const char *path,
	    const char *who, const char *what);
/* The action is taken: `acted` (4.3). */
void	sequence_begun(struct game *);
/*
 * A march attack (6.1, 7.1) by the unit named is part of a March: in a
 * held game there must be one in progress.  The attacker's own checks
 * (a unit of that name, the marching one) are combat_attack.c's.
 */
int	sequence_attack(struct game *, const char *attacker);
/* Initiatives this turn's log shows won by a scenario's first-initiative
 * rule (4.2's dice not rolled). */
int	sequence_first_given(const struct game *);
/* The action a scenario's first initiative, just won, must be used for
 * (SIV Piedmont special rule 5): {unit: U}, U's March; {leader: L}, L's
 * Activate Leader action; its rule in *rule.  NULL: none required. */
const struct node *sequence_first_action(const struct game *,
	    const char **rule);
/*
 * sequence_advanced.c: the phases a turn plays.  Does the game play the
 * Advanced Game's sequence (SIV 14.0), and is this turn one of its
 * Strategic Cycle's?
 */
bool	sequence_advanced(const struct game *);
bool	sequence_cycle_turn(const struct game *);
/* Does the game's sequence have phase p at all? */
bool	sequence_plays(const struct game *, enum phase p);
/* Why the rule skips phase p on this turn (its words, with the rule),
 * or NULL when the turn plays it. */
const char *sequence_skips(const struct game *, enum phase p);
/* The phase after p in the game's sequence, skipped or not; PH_NONE
 * after the last. */
enum phase sequence_after(const struct game *, enum phase p);
/*
 * The game's phase ends: the next one the turn plays becomes `phase`
 * (PH_OVER after a Strategic Cycle that left the Strategic Track in box
 * 7, SIV 16.0, 26.0).  Each Strategic Cycle segment passed over because
 * the rule skips it gets its log entry {op, turn, skipped: true, why}.
 * The new phase; PH_NONE (nothing changed) after the last.
 */
enum phase sequence_advance(struct game *);

/*
 * What the tools accept now, as a player reads it at the table: the
 * pending obligation, the action going on, or the phase's step, with
 * the command that takes it ("gcacw-turn --initiative rolls for the
 * initiative (4.2)").  From g->arena; never NULL.
 */
const char *sequence_next(struct game *);

#endif
