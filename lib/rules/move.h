/*
 * move.h — movement priced and checked, step by step (6.1, 6.2, 7.1, 7.7,
 * 10.0-10.2, 12.0; SJW 14.0).  Pure: nothing here changes the game, prints
 * or reports unless a function says so; the march (gcacw-march) applies
 * what these compute.
 *
 *	move_price	one step from a hex into an adjacent one: its MP cost
 *			in halves, part by part, each with its rule and words;
 *			or the cells of the charts it needs that nobody
 *			supplied; and whether the hexside may be crossed at all
 *			(passage.h), the hex is enemy-occupied, the hexes are in
 *			enemy normal ZOC;
 *	move_path	a whole path from the unit's hex: every step priced and
 *			checked against the march so far (MP left, ZOC entered,
 *			ZOC left only where the march began, ZOC to ZOC, the
 *			minimum one-hex move), where it stops and why, or the
 *			first step the rules refuse, or every missing cell;
 *	move_report	the plan's refusal (refuse(), exit 1) or its missing
 *			cells (missing_cell(), exit 65), through g->diag;
 *	move_reach	every hex the unit could reach this march, the cheapest
 *			path to each, and the hexes it cannot price.
 *
 * MP are kept in halves (game.h): a pike in rain costs 1½ = 3 (12.0).
 *
 * Ownership: a plan's steps and missing cells, and a reach's hexes, are
 * allocated from g->arena and live as long as the game.
 */
#ifndef GCACW_MOVE_H
#define GCACW_MOVE_H

#include <stdbool.h>

#include "game.h"
#include "passage.h"
#include "zoc.h"

/*
 * The march as it stands, the question's context.  move_state_init()
 * fills it from the game's `action` (game.h struct march); the caller may
 * then change any field (an Activate Leader action's unit, a march not
 * yet begun).
 */
struct move_state {
	struct unit	*unit;		/* the marching unit */
	hex_t		 at;		/* where it stands: the path's origin */
	hex_t		 start;		/* the hex it began its action in:
					 * 6.2, it leaves enemy ZOC only there */
	halves		 mp;		/* Movement Points left */
	bool		 moved;		/* it has entered a hex this march */
	bool		 attacked;	/* it has attacked this march: 7.1, no
					 * minimum one-hex move after that */
	/*
	 * 7.7: enemy cavalry hexes whose retreat opportunity came and went
	 * this march (declined, or forfeited): "he forfeits his ability to
	 * perform a cavalry retreat in the hex occupied by his cavalry unit
	 * for the duration of the enemy unit's march".  Not offered again.
	 */
	const hex_t	*declined;
	int		 ndeclined;
};

/*
 * From g->march (when g->has_action and its unit is u) or as a fresh
 * march (no action: at = start = u->hex, mp 0, nothing done).  `moved`
 * is taken as u->hex != march.start: a march that came back to its start
 * hex must set it itself.
 */
void	move_state_init(struct game *, struct unit *u, struct move_state *);

/* What a part of a step's cost is: the base (one of them), then extras. */
enum move_part_kind {
	MV_TERRAIN,		/* the major terrain entered (Terrain Chart) */
	MV_ROAD,		/* road, or unfinished RR "treated as roads" */
	MV_PIKE,		/* pike (SJW: paved road) */
	MV_RAILROAD,
	MV_TRAIL,		/* trail; into a mountain 2 (6.2) */
	MV_PONTOON,		/* a pontoon bridge, a road when both hexes
				 * have one (10.0, 10.1) */
	MV_ZOC_EXIT,		/* leaving enemy ZOC: +1 (6.2) */
	MV_FRIENDLY,		/* friendly-occupied hex (6.2 chart) */
	MV_FERRY		/* ferry: manpower ÷ 3 (6.2, 12.0) */
};

struct move_part {
	enum move_part_kind kind;
	halves		 mp;
	const char	*rule;		/* "6.2", "12.0", "6.2; Charts & Tables" */
	/* In words, MP included: "road 1 (6.2)", "pike in rain 1½ (12.0)",
	 * "leaving enemy ZOC +1 (6.2)", "friendly-occupied woods, 3-11 CV:
	 * +3 MP (6.2 chart)", "ferry over a major river, manpower 7 ÷ 3:
	 * +2 (6.2)". */
	char		 text[128];
};

/* A chart cell a price needs that nobody supplied (DESIGN.md section 6). */
struct move_missing {
	const struct chart *chart;	/* NULL: the hex has no terrain (the
					 * map's error, game_terrain()) */
	const char	*row;		/* "woods", "7" */
	const char	*col;		/* "normal", "rain"; NULL for 1-D */
	const char	*needed;	/* what needed it, for missing_cell():
					 * "the MP cost to enter woods (6.2),
					 * step 3 (1012)" */
	int		 step;		/* 1-based; 0 in a reach */
	hex_t		 hex;		/* the hex entered */
};

#define MOVE_MAXPARTS	6
#define MOVE_MAXMISSING	4		/* at most, in one step */

/*
 * One step's price and the facts the march's rules read: its cost is the
 * sum of its parts (known when nmissing == 0).  Terrain and ZOC are as
 * they stand now (rain, unfordable rivers, markers, units).
 */
struct move_price {
	hex_t		 from, to;
	bool		 adjacent;
	bool		 on_map;	/* `to` is (map_on()) */
	struct passage	 passage;	/* PASS_MARCH, the unit's side */
	bool		 enemy_occupied; /* `to` (6.2) */
	bool		 zoc_from;	/* enemy normal ZOC in `from` (6.2;
					 * restricted ZOC do not count, 2.4) */
	bool		 zoc_to;
	/* 6.2: the hexes are connected by a road, pike, RR or trail (a
	 * pontoon bridge counting as a road, 10.1): the ZOC-to-ZOC penalty
	 * falls only off them. */
	bool		 road;
	halves		 cost;		/* sum of the parts */
	halves		 ferry;		/* the ferry penalty alone, or 0 */
	struct move_part parts[MOVE_MAXPARTS];
	int		 nparts;
	struct move_missing missing[MOVE_MAXMISSING];
	int		 nmissing;	/* > 0: cost unknown */
};

/*
 * Price the step from `from` into adjacent `to` for the state's unit
 * (its side, type, manpower, organization) in the march `st` (its start
 * hex: the ZOC exit).  Fills p; reports nothing, and looks up no terrain
 * the map lacks (a hex without terrain is a missing entry, chart NULL).
 * Returns true when the step is priced (nmissing == 0).  Whether it may
 * be taken, and what it spends, is move_path()'s.
 */
bool	move_price(struct game *, const struct move_state *st, hex_t from,
	    hex_t to, struct move_price *p);

/* Where a path (or a reach's hex) leaves the march. */
enum move_stop {
	MOVE_GO,		/* the path is done; the march may go on */
	MOVE_ZOC,		/* entered enemy normal ZOC from outside it:
				 * attack or end (6.2); MP left kept */
	MOVE_ZOC_TO_ZOC,	/* all MP spent, the march over, no attack
				 * (6.2) */
	MOVE_SPENT,		/* MP reached 0: the march over (6.1) */
	MOVE_REFUSED		/* a step is illegal (or not ruled: status) */
};

extern const char *const move_stop_names[];	/* "go", "zoc", ... */

/* 6.2: the ZOC-to-ZOC penalty off the roads. */
enum move_penalty { MOVE_NO_PENALTY, MOVE_DISORGANIZE, MOVE_LOSE_MANPOWER };

struct move_step {
	int		 n;		/* 1-based */
	struct move_price price;
	halves		 mp_before;
	halves		 paid;		/* what it spends: the cost; all MP
					 * left (ZOC to ZOC, the minimum move,
					 * the ferry exception) */
	halves		 mp_after;
	/* Why `paid` is not the cost, or NULL: "ZOC to ZOC: all MP (6.2)",
	 * "the minimum one-hex move: all MP (7.1)", "the ferry exception:
	 * all MP (7.1)". */
	const char	*paid_why;
	bool		 zoc_entered;	/* entered enemy normal ZOC (6.2) */
	bool		 zoc_to_zoc;
	bool		 minimum;	/* the minimum one-hex move (7.1) */
	bool		 ferry_exception; /* 7.1 */
	enum move_penalty penalty;	/* ZOC to ZOC off the roads (6.2) */
	/* 6.2, 7.7: an infantry or artillery unit entered the normal ZOC of
	 * enemy cavalry: the hexes of that cavalry (not declined), in the
	 * order of the map's directions from the hex entered. */
	hex_t		 cavalry[6];
	int		 ncavalry;
};

/* The first step the rules refuse. */
struct move_refusal {
	int		 step;		/* 1-based */
	hex_t		 hex;		/* the hex it would enter */
	const char	*rule;		/* "6.2" */
	char		 why[512];	/* "enemy ZOC entered at step 2 (4710)
					 * stops the march (6.2)" */
	char		 text[560];	/* "step 3, 4711: " and why */
};

struct move_plan {
	/*
	 * ST_DONE; ST_REFUSED (the refusal); ST_DATA (missing cells, no
	 * refusal); ST_USAGE (a hex not adjacent to the one before: the
	 * refusal says which).  A refusal that holds whatever the missing
	 * costs are wins over them; a refusal for MP is not ruled once a
	 * cost before it is unknown.
	 */
	int		 status;
	struct move_state start;	/* the state it was planned from */
	struct move_step *steps;	/* every step, priced, up to the stop
					 * (or the refusal, included) */
	int		 nsteps;
	enum move_stop	 stop;		/* MOVE_REFUSED when status != 0 */
	int		 stop_step;	/* the step it stops at (1-based) */
	halves		 mp_left;	/* after the last step */
	hex_t		 end;		/* the hex it ends in */
	struct move_refusal refusal;
	struct move_missing *missing;	/* every missing cell of the path */
	int		 nmissing;
	/* At the stop: the enemy cavalry whose retreat the move offers
	 * (7.7), and the ZOC-to-ZOC penalty. */
	hex_t		 cavalry[6];
	int		 ncavalry;
	enum move_penalty penalty;
};

/*
 * Plan the path hexes[0..n-1] (the hexes entered, not the origin) from
 * st->at.  Every step is priced, refusals checked in the order the
 * unit would meet them; a path that goes on past its stop (ZOC entered,
 * ZOC to ZOC, MP spent) is refused at the step after it.  Reports
 * nothing: see move_report().  Returns plan->status.
 */
int	move_path(struct game *, const struct move_state *st,
	    const hex_t *hexes, int n, struct move_plan *plan);

/*
 * Report a plan that is not ST_DONE through g->diag: its refusal, as
 * refuse(g, path, "%s", refusal.text) (status 1), else every missing cell
 * through missing_cell() (status 65; a hex without terrain is already
 * reported by the map).  `path` is the option the path came from
 * ("--path").  Returns plan->status.
 */
int	move_report(struct game *, const struct move_plan *, const char *path);

/*
 * 7.7: the hexes of enemy cavalry (not declined in st) that exert a
 * normal ZOC into hex h, for an infantry or artillery unit in h: into
 * out[6], in the order of the map's directions.  Returns how many; 0 for
 * any other unit.  For a march that begins in their ZOC ("Starts
 * Adjacent") as for each hex entered.
 */
int	move_cavalry(struct game *, const struct move_state *st, hex_t h,
	    hex_t out[6]);

/* One hex a unit could reach this march. */
struct move_reach_hex {
	hex_t		 hex;
	halves		 spent;		/* MP paid to get there */
	halves		 mp_left;
	int		 prev;		/* index of the hex before, or -1 for
					 * the origin */
	int		 steps;		/* hexes entered to get there */
	enum move_stop	 stop;		/* MOVE_GO: it may go on from there */
	bool		 minimum;	/* by the minimum one-hex move or the
					 * ferry exception (7.1) */
	int		 ncavalry;	/* 7.7: opportunities it offers */
};

/* A hex next to a reachable one that cannot be priced: why. */
struct move_unpriced {
	hex_t		 hex;
	hex_t		 from;		/* the cheapest hex it was tried from */
	struct move_missing missing;	/* the first cell missing */
};

struct move_reach {
	struct move_reach_hex *hexes;	/* the origin first (spent 0), then
					 * in hex id order */
	int		 n;
	struct move_unpriced *unpriced;	/* in hex id order; none of them
					 * reached another way */
	int		 nunpriced;
};

/*
 * Every hex the state's unit could reach this march with st->mp, and the
 * cheapest path to each (Dijkstra on halves: ties to the fewer steps, then
 * the predecessor with the lower hex id, so the output is the same
 * everywhere), honouring the stops: a hex where the march would stop (ZOC
 * entered, ZOC to ZOC, MP spent) is reached but not gone through.  Hexes
 * whose step cannot be priced are listed apart, not an error.  Reports
 * nothing.  Returns 0.
 */
int	move_reach(struct game *, const struct move_state *st,
	    struct move_reach *r);

/* The hexes entered to reach r->hexes[i], origin excluded, into out (at
 * most max); returns how many (the whole count even past max). */
int	move_reach_path(const struct move_reach *, int i, hex_t *out,
	    int max);

/* The index of hex h in r->hexes, or -1. */
int	move_reach_find(const struct move_reach *, hex_t h);

#endif
