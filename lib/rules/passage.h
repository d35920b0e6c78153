/*
 * passage.h — whether a hexside may be crossed now, by what, and if not,
 * why (2.4, 6.2, 7.1, 7.4, 7.6, 10.2, 12.0): rivers and their bridges,
 * dams, ferries, fords and pontoon bridges, destroyed crossings, rain and
 * unfordable rivers, creeks, mountains and swamps off the roads, water.
 * The one place zones of control, marches, attacks, flank attacks and
 * retreats ask it.
 *
 * The rules ask the question for different crossers, and answer it a
 * little differently for each: a ZOC crosses any pontoon bridge (10.2), a
 * unit only its own side's; 6.2 lets a trail into a mountain hex but not
 * into a swamp; in rain 12.0 closes fords to everything but the flank
 * attack's covered hexes (7.4 (d)).  So each question names its use.
 */
#ifndef GCACW_PASSAGE_H
#define GCACW_PASSAGE_H

#include <stdbool.h>

#include "game.h"

enum passage_use {
	PASS_ZOC,	/* a zone of control extends across (2.4) */
	PASS_MARCH,	/* a marching unit moves across (6.2) */
	PASS_ATTACK,	/* a march attack is made across (7.1) */
	PASS_FLANK,	/* a hex next to the defender is covered by the
			 * hexside between them (7.4 (c), (d)) */
	PASS_RETREAT,	/* a retreating or routing unit steps across (7.6) */
	PASS_USE_COUNT
};

/* How the hexside's river is crossed. */
enum passage_by {
	BY_NONE,	/* it may not be */
	BY_LAND,	/* there is no river */
	BY_DAM,		/* an indestructible bridge (6.2) */
	BY_BRIDGE,	/* a permanent bridge, not destroyed */
	BY_PONTOON,	/* a pontoon bridge the crosser may use (10.2) */
	BY_FORD,	/* a ford, or the one a destroyed bridge or ferry
			 * leaves (10.2), usable now (12.0) */
	BY_FERRY	/* a ferry, not destroyed: last, as it may cost an MP
			 * penalty (6.2) */
};

/* What forbids a crossing.  A bit set: several may hold at once. */
enum passage_bar {
	PB_WATER	 = 1 << 0,	/* an all-water hexside (2.4); for a
					 * march or retreat, a water hex
					 * entered (6.2) */
	PB_ROADBOUND	 = 1 << 1,	/* a mountain or swamp hex entered or
					 * left off the roads (2.4, 6.2, 7.1,
					 * 7.4 (c), 7.6) */
	PB_CREEK	 = 1 << 2,	/* a creek off the roads in rain (12.0,
					 * 7.4 (d)) */
	PB_NO_CROSSING	 = 1 << 3,	/* a river with no bridge, dam, ferry
					 * or ford (2.4, 6.2, 7.1, 7.6) */
	PB_RAIN_FORD	 = 1 << 4,	/* only a ford, in rain (12.0) */
	PB_UNFORDABLE	 = 1 << 5,	/* only a ford, over a river
					 * unfordable this turn (12.0) */
	PB_ENEMY_PONTOON = 1 << 6,	/* only the enemy's pontoon bridge
					 * (10.2) */
	PB_DESTROYED	 = 1 << 7,	/* only a destroyed bridge or ferry,
					 * which leaves no ford (10.2) */
	PB_WOODS	 = 1 << 8	/* an attack across a woods or loess
					 * hexside off the roads, by a unit
					 * that did not start its action in
					 * the hex (7.1) */
};
/* The river's bars: at most one of them holds. */
#define PB_RIVER	(PB_NO_CROSSING | PB_RAIN_FORD | PB_UNFORDABLE | \
	PB_ENEMY_PONTOON | PB_DESTROYED)

struct passage {
	bool		 possible;	/* for this use, now */
	enum passage_by	 by;		/* the river alone: the other bars
					 * do not change it */
	unsigned	 bars;		/* every PB_ bar that holds for the
					 * use */
	unsigned	 bar;		/* the one the use names, or 0 */
	/*
	 * The bar in the use's words, with its rules: the refusal text of
	 * a march, an attack or a retreat.  NULL when possible; for ZOC
	 * and flank attacks, which refuse nothing; and for an attack's
	 * PB_ROADBOUND and PB_WOODS, whose refusals name the attacker.
	 */
	const char	*why;
	bool		 roadbound_to;	/* PB_ROADBOUND: of the hex entered,
					 * else of the hex left */
	bool		 restricted;	/* woods or loess off the roads: a
					 * restricted ZOC (2.4) */
	unsigned	 features;	/* game_hexside(): HS_ and HSX_ */
	enum terrain	 terrain_from;	/* now (12.0) */
	enum terrain	 terrain_to;
};

/*
 * May a unit of side s (or its ZOC, or its attack) cross from hex `from`
 * into adjacent hex `to` now?  For a flank attack, `from` is the
 * defender's hex.  ZOC and flank attacks cross any pontoon bridge, so s
 * does not matter to them.  Fills p; returns p->possible.
 *
 * Terrain is looked up first (game_terrain(): the missing-data error
 * names the use's rule), but for ZOC: only when the water and the river
 * let them across (p->features are then the map's alone, the terrains
 * T_NONE).
 */
bool	passage_across(struct game *, hex_t from, hex_t to, enum side,
	    enum passage_use, struct passage *p);

/*
 * The river alone, no terrain looked up: its bar for the use (a PB_RIVER
 * bit), or 0 when it is crossed or there is none; *by how (may be NULL).
 */
unsigned passage_river(struct game *, hex_t, hex_t, enum side,
	    enum passage_use, enum passage_by *by);

#endif
