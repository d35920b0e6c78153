/*
 * scenario.h — a scenario of the library (scenarios/<game>/<name>.yaml,
 * gcacw-file(5) SCENARIOS): its length, its special rules' restrictions,
 * its victory conditions and its set-up.
 *
 * The loader (lib/doc/load_scenario.c) validates the whole document
 * against the vocabulary first; the victory items, hex sets and unit
 * filters are then read straight from its nodes by the rules
 * (lib/rules/vp*.c), which may trust their shape.
 */
#ifndef GCACW_SCENARIO_H
#define GCACW_SCENARIO_H

#include <stdbool.h>

#include "game.h"
#include "node.h"

/* What a restriction forbids (gcacw-file(5), "Restrictions"). */
enum restriction_kind {
	RK_NO_ENTRENCH,		/* 9.0 */
	RK_NO_ACTION,		/* may not be activated; nor entrench */
	RK_NO_ENTER,		/* hexes a unit may not enter */
	RK_KEEP_AWAY,		/* at least N hexes from every enemy unit */
	RK_NO_ENEMY_ZOC,
	RK_NO_EXTENDED_MARCH,	/* 5.1 */
	RK_NO_FORCE_MARCH,	/* 5.1 */
	RK_NO_ATTACK,
	RK_FIRST_INITIATIVE,	/* for the sequence of play */
	RK_NO_RANDOM_EVENTS,
	RK_RAIN,
	RK_UNFORDABLE,
	RK_REINFORCEMENT,
	RK_WITHDRAWAL,
	/* Restrictions a program rules, so that text-only is left for
	 * what no program can rule. */
	RK_PASS_ENDS_CYCLE,	/* that side's pass ends the Action Cycle */
	RK_FATIGUE_FROZEN,	/* the Recovery Phase leaves fatigue as is */
	RK_RELEASE_ROLL,	/* a die at the start of a turn releases an
				 * id for that turn */
	RK_OBJECTIVE,		/* objective hexes whose control infantry
				 * takes by entering (markers.control) */
	RK_DESTROY_BRIDGE,	/* a bridge destroyed at will at the end of
				 * a march, not rebuilt */
	RK_MP_COLUMN,		/* the Terrain Chart's column for hexes */
	RK_NO_FATIGUE_PENALTY,	/* fatigue 3 or 4 from combat costs nothing */
	RK_MARCH_BRIDGE,	/* a major-river pontoon bridge built, once,
				 * by a march action */
	RK_TEXT_ONLY,		/* said, not enforced: `why` says why */
	RK_COUNT
};

struct restriction {
	enum restriction_kind	 kind;
	int			 side;	/* enum side, or -1: both */
	const struct node	*units;	/* sequence of names, or NULL: all */
	const struct node	*except;	/* names exempted, or NULL */
	int			 from, to;	/* turns; 0: open */
	const char		*id;	/* lifted by `released: [id]` */
	const char		*until;	/* what lifts it, verbatim */
	const char		*rule;	/* the special rule's citation */
	const struct node	*n;	/* the whole restriction */
};

struct scenario {
	const char		*name;
	const char		*game;
	const char		*title;
	const char		*rule;
	const char		*dates;
	int			 first, last;	/* turns */
	int			 year;		/* the last year `dates` names
						 * (9.0, 7.4); 0: none */
	bool			 advanced;
	const struct node	*maps;		/* sheet letters */
	const struct node	*places;	/* hex: name */
	const struct node	*hexsides;	/* hexside: [features] the
						 * scenario names (bridges) */
	const struct node	*counties;	/* name: {seat: hex} */
	const struct node	*areas;		/* entry areas: name: {where,
						 * units, box, ...} */
	const struct node	*special;
	const struct node	*items;		/* victory.items */
	const struct node	*levels;	/* victory.levels */
	enum side		 vp_side;	/* whose VP the table counts */
	const struct node	*setup;
	struct restriction	*r;
	int			 nr;
};

extern const char *const restriction_names[RK_COUNT];

/*
 * The year the game is set in: its scenario's (New Market and Piedmont
 * are 1864, SIV's other scenarios 1862), else the game module's; 0 when
 * neither says (the Standard rules).  9.0's procedures and effects and
 * 7.4's Longstreet bonus depend on it.
 */
int	game_year(const struct game *);

/*
 * The restriction of this kind that binds unit or leader `name` of side
 * `side` on the game's turn, or NULL.  A restriction whose id the game
 * lists in `released` binds nobody.
 */
const struct restriction *scenario_restriction(const struct game *,
		    enum restriction_kind, const char *name, enum side);
/* Is restriction id listed in `released` for this turn (or for good)? */
bool	scenario_released(const struct game *, const char *id);
/* Add id to `released`: for the turn given, or for good (0). */
void	scenario_release(struct game *, const char *id, int turn);
/* Does this one bind unit or leader `name` of side `side` now?  (For a
 * kind a scenario may give more than once with different hexes.) */
bool	restriction_binds(const struct game *, const struct restriction *,
	    const char *name, enum side);

#endif
