/*
 * march.h — the March and Activate Leader actions (5.1, 5.2), the Leader
 * Transfer Phase (3.0, 6.3), and what gcacw-march does with them: the
 * Movement Allowance, fatigue, the extended and the force march, a path
 * priced and checked by move.h and then carried out (the unit and its
 * leaders moved, MP spent, entrenchment and Flanks Refused markers as
 * 9.0 and 7.8 say, the ZOC-to-ZOC and ferry penalties), a cavalry
 * retreat opportunity left in `pending` (7.7), `--continue`, `--end`,
 * `--refuse-flanks`, and the log entry (`op: march`, DESIGN.md section 5
 * "Marches").
 *
 * The rules print nothing: march_resolve() fills a struct march_result
 * that march_explain() (explain.h) puts in words.  A refusal goes
 * through refuse.c (status 1) and changes nothing the tool writes; a
 * missing table cell through missing_cell() (missing.h, status 65).
 */
#ifndef GCACW_MARCH_H
#define GCACW_MARCH_H

#include <stdbool.h>

#include "dice.h"
#include "game.h"

struct move_reach;

/* The most hexes one --path may name: a march of 2D6+1 MP plus a force
 * march bonus of 2D6-1 is 24 MP; roads at 1 MP each. */
#define MARCH_MAXPATH	64

enum march_op {
	MO_MARCH,	/* --unit U --path: a March action, or a selected
			 * unit's march in an Activate Leader action */
	MO_CONTINUE,	/* --continue --path */
	MO_END,		/* --end */
	MO_LEADER,	/* --leader L --units U,U [--leader-to U] */
	MO_TRANSFER,	/* --transfer L --to U: the Leader Transfer Phase */
	MO_REACH	/* --query reach: a report, nothing changes */
};

struct march_order {
	enum march_op	  op;		/* set by march_order_check() */
	/* The operations asked for, as the options name them. */
	bool		  cont;		/* --continue */
	bool		  end;		/* --end */
	bool		  reach;	/* --query reach */
	bool		  advance;	/* --advance[=U,U] */
	bool		  has_units;	/* --units given */
	const char	 *unit;		/* --unit */
	const char	 *leader;	/* --leader, --transfer */
	const char	**units;	/* --units */
	int		  nunits;
	const char	 *leader_to;	/* --leader-to */
	const char	 *to;		/* --transfer ... --to */
	hex_t		  path[MARCH_MAXPATH];
	int		  npath;
	bool		  has_path;
	bool		  force;	/* --force (5.1 step 3) */
	bool		  refuse_flanks;	/* --refuse-flanks (7.8) */
	bool		  remove_flanks;	/* --remove-flanks: the marker
						 * of its hex lifted (7.8) */
	bool		  has_dismantle;	/* --dismantle H/H (10.2) */
	hexside_t	  dismantle;
	bool		  has_destroy;	/* --destroy H/H (10.2) */
	hexside_t	  destroy;
	bool		  has_pontoon;	/* --pontoon H/H: a scenario's bridge
					 * by a march action */
	hexside_t	  pontoon;
	int		  reach_mp;	/* --query reach --mp N; -1: none */
};

/* A roll of the dice with its purpose, for the explanation. */
struct march_dice {
	int		 die[2];
	int		 ndice;
};

/* One hex entered (or the stop before it), for the log and --explain. */
struct march_step {
	hex_t		 hex;
	halves		 mp;		/* what it cost */
	const char	*rule;		/* "road 1 (6.2)", ... */
	char		 why[160];	/* each part, in words */
};

enum march_stop {
	MS_NONE,	/* the path is done; MP left */
	MS_MP,		/* the MP reached 0 (6.1) */
	MS_ZOC,		/* entered enemy ZOC: attack or --end (6.2) */
	MS_ZOC_TO_ZOC,	/* all MP, the march over (6.2) */
	MS_CAVALRY,	/* an enemy cavalry may retreat (7.7): pending */
	MS_ELIMINATED,	/* the unit's own march took its last manpower */
	MS_FLANKS,	/* it refused flanks (7.8) */
	MS_ENDED	/* --end */
};

struct march_result {
	enum march_op	 op;
	struct unit	*unit;
	struct leader	*leader;
	hex_t		 from;		/* where this march began */
	/* The allowance (5.1 step 1, 5.2 step 3). */
	bool		 rolled;	/* rolled now (not an activation's) */
	struct march_dice allowance_dice;
	const char	*allowance_cell;	/* "1D6+1", as printed */
	const char	*allowance_row;
	int		 allowance;	/* in MP */
	bool		 minimum;	/* raised to the printed minimum */
	/* Fatigue (5.1 step 2). */
	int		 fatigue_from, fatigue_to;
	/* The extended march (5.1). */
	bool		 extended;
	int		 extended_die;
	int		 extended_mod;
	char		 extended_mods[160];	/* "+1 normal-fatigue-3-to-4" */
	const char	*extended_col;
	const char	*extended_row;
	const char	*extended_result;	/* "NE", "D", "1", ... */
	int		 extended_loss;
	bool		 extended_disorganized;
	/* The force march (5.1). */
	bool		 force;
	struct march_dice force_dice;
	int		 force_bonus;
	int		 force_loss;
	int		 mp_start;	/* the final Movement Allowance */
	/* The path. */
	struct march_step *steps;
	int		 nsteps;
	halves		 mp_before, mp_after;
	enum march_stop	 stop;
	bool		 zoc_penalty_disorganized;
	int		 zoc_loss;
	int		 ferry_penalty;	/* MP, included in its step */
	const char	*cavalry_unit;	/* MS_CAVALRY: the enemy cavalry */
	bool		 flanks_refused;	/* placed (7.8) */
	hex_t		 flanks_refused_hex;
	bool		 flanks_removed;	/* left behind or removed */
	hex_t		 flanks_hex;	/* the removed one's: a march may
					 * leave one hex's and refuse in
					 * another (7.8) */
	bool		 entrenchment_removed;	/* 9.0 */
	bool		 dismantled;	/* its own pontoon bridge (10.2) */
	hexside_t	 dismantled_at;
	/* The attempt to destroy a permanent bridge or ferry (10.2). */
	bool		 destroy;
	hexside_t	 destroy_at;
	bool		 destroy_ferry;	/* a ferry, not a bridge */
	int		 destroy_die;
	int		 destroy_mod;
	char		 destroy_mods[160];	/* "-2 Confederate ferry, ..." */
	int		 destroy_need;	/* the modified roll at most */
	bool		 destroyed;
	const char	*destroy_rule;	/* a scenario's at will: no die */
	const char	*bridge_rule;	/* --pontoon: the scenario's rule */
	hexside_t	 bridge_at;
	const char	**leaders_moved;	/* with the unit (6.3) */
	int		 nleaders_moved;
	bool		 eliminated;
	bool		 action_over;	/* `ended: true` written */
	/* Activate Leader (5.2). */
	const char	**selected;
	int		 nselected;
	const char	*leader_to;	/* its transfer, or NULL */
	/* Leader transfer (6.3). */
	const char	*transfer_from;
	const char	*transfer_to;
	int		 transfer_hexes;
	/* The losses, by cause, for the ledger (DESIGN.md section 4). */
	int		 lost[C_COUNT];
	struct node	*notes;
	/* --query reach: move_reach()'s answer (move.h). */
	struct move_reach *reach;
};

/*
 * march_order.c: the options together (which go with which, which exclude
 * which), and o->op, the operation they ask for; 0, or ST_USAGE after a
 * message naming them.
 */
int	march_order_check(struct diag *, struct march_order *);
/* The whole operation; 0, or a non-zero status after reporting. */
int	march_resolve(struct game *, struct dice *, const struct march_order *,
	    struct march_result *);
/*
 * --advance[=U,U] [--path H,...]: the pending advance after combat
 * (advance(), retreat.h), then, with a path, the march going on as
 * --continue (7.6).  r->op is MO_CONTINUE when the march went on, else
 * MO_REACH (nothing of the march to explain).
 */
struct retreat;
int	march_advance(struct game *, struct dice *, const struct march_order *,
	    const char *const *units, int nunits, struct retreat *,
	    struct march_result *);

/* march_allowance.c: the dice of a chart cell ("1D6+1", "2D6+1", "1D6,
 * minimum 2"): count, added, minimum.  -1 when the cell says otherwise. */
int	march_cell_dice(const char *cell, int *ndice, int *plus, int *min);
/* 5.1 step 1: the unit's Movement Allowance row, or NULL for a unit the
 * chart has no row for (wagon trains: not printed). */
const char *march_allowance_row(const struct unit *);
/* 5.2 step 3: the leader's row. */
const char *march_leader_row(const struct game *, const struct leader *);
/* 5.1: is this march an extended march (the fatigue it reaches)? */
bool	march_is_extended(const struct unit *, int new_fatigue);
/* The extended march table's column for the unit (organized, or its
 * disorganized manpower band). */
const char *march_extended_col(const struct unit *);
/* 5.1: the force march loss on the unmodified roll. */
int	march_force_loss(const struct unit *, int roll);

/* march_leader.c: 2.5: is hex h within the leader's command radius? */
bool	march_in_radius(struct game *, const struct leader *, hex_t);
/* 6.3: the hexes of the shortest transfer path (10 or fewer, not through
 * enemy-occupied hexes), or -1 when there is none within max. */
int	march_transfer_hexes(struct game *, enum side, hex_t from, hex_t to,
	    int max);

#endif
