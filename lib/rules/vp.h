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
	struct vp_item		*items;
	int			 nitems;
	int			 ledger_vp;	/* ledger.vp entries of no
						 * item of the table */
	int			 ledger_entries;
	int			 scored_turns;	/* per-turn items scored */
	int			 total;
	const char		*level;		/* NULL with turn_end */
	const struct node	*level_n;
	bool			 pending_turn;	/* this turn's per-turn
						 * items not yet scored */
};

/*
 * Score the scenario g->scen: with turn_end, the per-turn items due on
 * g->turn (each Turn Indication Phase; SIV segments on turns divisible
 * by 5); else the end items as the position stands, with what ledger.vp
 * holds, and the level.  0, or 65 after a missing-data error (a county
 * a condition needs and the map lacks), reported through g->diag.
 */
int	vp_score(struct game *, bool turn_end, struct vp_result *);
/* --turn-end: the per-turn items into ledger.vp, each once a turn
 * (refused, status 1, when this turn's are there already), and a log
 * entry.  --final: the log entry (op: vp, vp, level, items). */
int	vp_record_turn(struct game *, struct vp_result *);
/* --final allowed: the game over, or ended early; else the refusal. */
int	vp_final_check(struct game *, bool early);
void	vp_record_final(struct game *, struct vp_result *);
void	vp_result_free(struct vp_result *);

#endif
