/*
 * vp.h — a scenario's victory points (gcacw-vp): each item of its table
 * counted from the game file as the scenario's text says, the per-turn
 * items scored into `ledger.vp`, the total and the level from the table
 * (DESIGN.md section 4, gcacw-file(5) SCENARIOS).
 */
#ifndef GCACW_VP_H
#define GCACW_VP_H

#include <stdbool.h>

#include "game.h"
#include "scenario.h"

enum vp_when { VP_END, VP_TURN_END, VP_SEGMENT };

struct vp_item {
	const struct node	*n;
	const char		*id, *rule, *text, *note;
	enum vp_when		 when;
	bool			 due;	/* counted in this evaluation */
	bool			 held;	/* its if / if_any / unless held */
	bool			 scored;	/* a segment item in ledger.vp
						 * for this turn already: not
						 * scored again */
	int			 raw;	/* the count before cap, divide... */
	int			 count;
	int			 vp;
	char			*how;	/* which units, hexes, losses */
	int			 ledger_n;	/* a per-turn item's entries
						 * in ledger.vp, whose VP are
						 * its vp */
};

struct vp_result {
	const struct scenario	*s;
	enum side		 side;
	bool			 turn_end;	/* this turn's per-turn items */
	int			 segment;	/* the phase (phase.h) whose
						 * items these are; 0: none */
	struct vp_item		*items;
	int			 nitems;
	int			 ledger_vp;	/* ledger.vp entries of no
						 * item of the table */
	int			 ledger_entries;
	int			 scored_turns;	/* per-turn items scored */
	int			 nscored;	/* segment items skipped as
						 * scored this turn already */
	int			 total;
	const char		*level;		/* NULL with turn_end */
	const struct node	*level_n;
	bool			 pending_turn;	/* this turn's per-turn
						 * items not yet scored */
};

/*
 * Score the scenario g->scen: with turn_end, the per-turn items due on
 * g->turn (each Turn Indication Phase; SIV segments on turns divisible
 * by 5, but not a `segment:` item of a game held to the Advanced
 * sequence, which its segment scores, SIV 14.0 9; nor one ledger.vp
 * holds for this turn already); else the end items as the position
 * stands, with what ledger.vp holds, and the level.  0, or 65 after a
 * missing-data error (a county a condition needs and the map lacks),
 * reported through g->diag.
 */
int	vp_score(struct game *, bool turn_end, struct vp_result *);
/*
 * The items of segment `phase` (an enum phase: SIV 27.1's County Control
 * Segment, Withdrawal Segment, Union Commitment Segment), those whose
 * count is of `kind` only when kind is not NULL ("withdrawal_table":
 * 19.2's "Immediately record"), that ledger.vp does not hold for this
 * turn yet: each once a segment.  0 or 65, as vp_score().
 */
int	vp_score_segment(struct game *, int phase, const char *kind,
	    struct vp_result *);
/* How many of segment phase's items (of `kind` when not NULL) ledger.vp
 * holds for this turn: a segment scored already, counted without
 * evaluating anything. */
int	vp_segment_scored(const struct game *, int phase, const char *kind);
/* --turn-end: the per-turn items into ledger.vp, each once a turn
 * (refused, status 1, when this turn's are there already), and a log
 * entry.  --final: the log entry (op: vp, vp, level, items). */
int	vp_record_turn(struct game *, struct vp_result *);
/* The segment's items due into ledger.vp, and the log entry (op: vp,
 * segment: its name); nothing when none is due. */
void	vp_record_segment(struct game *, struct vp_result *);
/* The item's ruling in words, for a note: "branch (SIV 27.1 VP table):
 * Branch in S3712; if: Strategic Track box 5: +2 VP".  From g's arena. */
const char *vp_item_words(struct game *, const struct vp_item *);
/*
 * The SIV tables (the card): the Union Withdrawal Table's VP for one unit
 * of manpower mv withdrawn on turn t (19.2), and the Union Commitment
 * Table's VP lost for each infantry unit committed on turn t (20.0).
 */
int	vp_withdrawal_table(int t, int mv);
int	vp_commitment_table(int t);
/* --final allowed: the game over, or ended early; else the refusal. */
int	vp_final_check(struct game *, bool early);
void	vp_record_final(struct game *, struct vp_result *);
void	vp_result_free(struct vp_result *);

#endif
