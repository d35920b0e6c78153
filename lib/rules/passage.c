/*
 * passage.c — whether a hexside may be crossed now, by what, and why not
 * (see passage.h).
 */
#include <string.h>

#include "module.h"
#include "passage.h"
#include "restrict.h"

/* Which text a bar takes where the words depend on the hexside. */
enum variant { V_ANY, V_MAJOR, V_MINOR, V_BRIDGE, V_FERRY };

/* A bar in a use's words, with the rules that make it one. */
struct wording {
	unsigned	 bar;
	enum variant	 variant;
	const char	*why;
};

/*
 * Each use's bars in the order it names them: the first that holds is the
 * refusal.  A bar a use does not list does not bar it (7.4 (c), (d) say
 * nothing of water; only an attack minds where its action started).
 */
static const struct wording zoc_words[] = {
	{ PB_WATER, V_ANY, NULL },
	{ PB_RAIN_FORD, V_ANY, NULL },
	{ PB_UNFORDABLE, V_ANY, NULL },
	{ PB_DESTROYED, V_ANY, NULL },
	{ PB_NO_CROSSING, V_ANY, NULL },
	{ PB_ROADBOUND, V_ANY, NULL },
	{ PB_CREEK, V_ANY, NULL },
	{ 0, V_ANY, NULL }
};

static const struct wording march_words[] = {
	{ PB_WATER, V_ANY, "water (2.4, 6.2)" },
	{ PB_ROADBOUND, V_ANY, "a mountain hex is entered or left only by "
	    "road, pike, trail or RR, a swamp hex only by road, pike or RR "
	    "(6.2)" },
	{ PB_CREEK, V_ANY, "a creek with no road, pike, trail or RR, in rain "
	    "(12.0)" },
	{ PB_RAIN_FORD, V_ANY, "no unit crosses a ford or a destroyed bridge "
	    "or ferry in rain (12.0)" },
	{ PB_UNFORDABLE, V_ANY, "the river is unfordable this turn (12.0)" },
	{ PB_ENEMY_PONTOON, V_ANY, "the enemy's pontoon bridge may not be "
	    "crossed (10.2)" },
	{ PB_DESTROYED, V_ANY, "the bridge or ferry is destroyed and leaves "
	    "no ford on a major river (10.2)" },
	{ PB_NO_CROSSING, V_ANY, "a river crossed only at a bridge, dam, "
	    "ferry or ford (6.2)" },
	{ 0, V_ANY, NULL }
};

/* The unit's words are combat_attack.c's: the refusal names the
 * attacker. */
static const struct wording attack_words[] = {
	{ PB_RAIN_FORD, V_ANY, "in rain no attack crosses a ford or a "
	    "destroyed bridge or ferry (12.0)" },
	{ PB_UNFORDABLE, V_MAJOR, "the major river is unfordable this turn "
	    "(12.0)" },
	{ PB_UNFORDABLE, V_MINOR, "the minor river is unfordable this turn "
	    "(12.0)" },
	{ PB_ENEMY_PONTOON, V_ANY, "the only bridge is the enemy's pontoon "
	    "bridge, which may not be attacked across (10.2)" },
	{ PB_DESTROYED, V_BRIDGE, "the bridge is destroyed and leaves no ford "
	    "on a major river (10.2)" },
	{ PB_DESTROYED, V_FERRY, "the ferry is destroyed and leaves no ford "
	    "on a major river (10.2)" },
	{ PB_NO_CROSSING, V_ANY, "no bridge, dam, ferry or ford connects the "
	    "hexes (7.1)" },
	{ PB_CREEK, V_ANY, "in rain no attack crosses a creek without a road, "
	    "pike, trail or RR (12.0)" },
	{ PB_WATER, V_ANY, "the hexside is all water (2.4, 6.2)" },
	{ PB_ROADBOUND, V_ANY, NULL },
	{ PB_WOODS, V_ANY, NULL },
	{ 0, V_ANY, NULL }
};

/* (c) first, then (d): a river, or in rain a creek. */
static const struct wording flank_words[] = {
	{ PB_ROADBOUND, V_ANY, NULL },
	{ PB_UNFORDABLE, V_ANY, NULL },
	{ PB_DESTROYED, V_ANY, NULL },
	{ PB_NO_CROSSING, V_ANY, NULL },
	{ PB_CREEK, V_ANY, NULL },
	{ 0, V_ANY, NULL }
};

static const struct wording retreat_words[] = {
	{ PB_WATER, V_ANY, "water (6.2)" },
	{ PB_ROADBOUND, V_ANY, "a mountain or swamp hex, entered or left only "
	    "by road, pike, trail or RR (7.6)" },
	{ PB_CREEK, V_ANY, "a creek with no road, in rain (7.6, 12.0)" },
	{ PB_RAIN_FORD, V_ANY, "no retreat crosses a ford in rain (7.6, "
	    "12.0)" },
	{ PB_UNFORDABLE, V_ANY, "the river is unfordable this turn (12.0)" },
	{ PB_ENEMY_PONTOON, V_ANY, "the enemy's pontoon bridge may not be "
	    "crossed (10.2)" },
	{ PB_DESTROYED, V_ANY, "the bridge or ferry is destroyed and leaves "
	    "no ford on a major river (10.2)" },
	{ PB_NO_CROSSING, V_ANY, "a river crossed only at a bridge, dam, "
	    "ferry or ford (7.6)" },
	{ 0, V_ANY, NULL }
};

/* How the rules differ by use. */
static const struct use {
	const char		*rule;		/* for the missing-data error */
	/*
	 * ZOC are asked of every neighbour of every unit: the hexes'
	 * terrain is looked up only where the water and the river let
	 * them across, and so a hex beyond a river need not be listed.
	 */
	bool			 lazy;
	/* 10.2: "ZOC extend across undestroyed bridges normally, even a
	 * pontoon bridge constructed by the enemy player"; 7.4 (d) covers
	 * no hex across a bridge, whoever built it. */
	bool			 any_pontoon;
	/* 12.0: no fords in rain; 7.4 (d) names only unfordable ones. */
	bool			 rain_closes_fords;
	/* 12.0: "Units may always cross a creek hexside if at least one
	 * of the two hexes joined by that hexside is a city hex"; 7.4 (d)
	 * has no such exception. */
	bool			 city_opens_creeks;
	/* 6.2: "Units may not enter water hexes." */
	bool			 water_hexes;
	/* 2.4, 7.1, 7.4 (c), 7.6 count a trail into a swamp; 6.2 does
	 * not ("except across a hexside crossed by a road, pike, or RR"). */
	bool			 trail_opens_swamps;
	const struct wording	*words;
} uses[PASS_USE_COUNT] = {
	[PASS_ZOC] = { "ZOC, 2.4", true, true, true, true, false, true,
	    zoc_words },
	[PASS_MARCH] = { "6.2 movement", false, false, true, true, true,
	    false, march_words },
	[PASS_ATTACK] = { "7.1 attacks", false, false, true, true, false,
	    true, attack_words },
	[PASS_FLANK] = { "7.4 flank attacks", false, true, false, false,
	    false, true, flank_words },
	[PASS_RETREAT] = { "7.6 retreats", false, false, true, true, true,
	    true, retreat_words },
};

unsigned
passage_river(struct game *g, hex_t a, hex_t b, enum side s,
    enum passage_use use, enum passage_by *by)
{
	const struct use	*u = &uses[use];
	unsigned		 f = map_hexside(&g->map, a, b);
	const struct pontoon	*p;
	enum passage_by		 how = BY_NONE;
	unsigned		 bar = 0;
	bool			 destroyed, pontoon, ford, rain, ford_open;

	if (!(f & HS_RIVER)) {
		if (by != NULL)
			*by = BY_LAND;
		return 0;
	}
	/* 10.2: an indestructible bridge is never destroyed; a marker on
	 * it has no effect (the loader refuses one). */
	destroyed = (f & (HS_BRIDGE | HS_FERRY)) &&
	    !(f & HS_INDESTRUCTIBLE) && game_destroyed(g, a, b);
	/* 10.2: a destroyed pontoon bridge leaves the map, so a marker is
	 * a standing bridge; "enemy units may not cross that bridge in a
	 * march, retreat, or advance after combat; nor may they attack
	 * across it". */
	p = game_pontoon(g, a, b);
	pontoon = p != NULL && (u->any_pontoon || p->owner == s);
	/* 10.2: a destroyed bridge or ferry over a minor river leaves a
	 * ford; over a major river nothing, but where the module says so
	 * of its ferries (SIV: Snicker's and Berry's). */
	ford = (f & HS_FORD) || (destroyed && (!(f & HS_MAJOR_RIVER) ||
	    ((f & HS_FERRY) && g->module->major_ferry_leaves_ford) ||
	    restrict_destroyed_ford(g, f)));
	/* 12.0: no fords in rain, nor while the river is unfordable (its
	 * markers, or the scenario's rule). */
	rain = u->rain_closes_fords && g->rain;
	ford_open = ford && !rain && !restrict_unfordable(g, f);
	/* 6.2: "Dams are indestructible bridges"; 12.0: bridges and
	 * ferries serve in rain and while the river is unfordable. */
	if (f & HS_DAM)
		how = BY_DAM;
	else if ((f & HS_BRIDGE) && !destroyed)
		how = BY_BRIDGE;
	else if (pontoon)
		how = BY_PONTOON;
	else if (ford_open)
		how = BY_FORD;
	else if ((f & HS_FERRY) && !destroyed)
		how = BY_FERRY;
	else if (ford && rain)
		bar = PB_RAIN_FORD;
	else if (ford)
		bar = PB_UNFORDABLE;
	else if (p != NULL)
		bar = PB_ENEMY_PONTOON;
	else if (destroyed)
		bar = PB_DESTROYED;
	else
		bar = PB_NO_CROSSING;
	if (by != NULL)
		*by = how;
	return bar;
}

/* 2.4, 6.2, 7.1, 7.4 (c), 7.6: entered or left only along the roads. */
static bool
roadbound(const struct use *u, enum terrain t, unsigned f)
{
	if (t == T_MOUNTAIN)
		return !(f & HS_ROADLIKE);
	if (t == T_SWAMP)
		return !(f & (u->trail_opens_swamps ? HS_ROADLIKE :
		    HS_ROADLIKE & ~HS_TRAIL));
	return false;
}

static bool
fits(enum variant v, unsigned f)
{
	switch (v) {
	case V_MAJOR:
		return (f & HS_MAJOR_RIVER) != 0;
	case V_MINOR:
		return !(f & HS_MAJOR_RIVER);
	case V_BRIDGE:
		return (f & HS_BRIDGE) != 0;
	case V_FERRY:
		return !(f & HS_BRIDGE);
	default:
		return true;
	}
}

/* Keep the bars the use knows; name the first it names; a river the
 * scenario makes unfordable cites the scenario's special rule, not
 * 12.0's markers. */
static bool
named(struct game *g, const struct use *u, struct passage *p)
{
	const struct restriction *r;

	const struct wording	*w;
	unsigned		 known = 0;

	for (w = u->words; w->bar != 0; w++)
		known |= w->bar;
	p->bars &= known;
	p->possible = p->bars == 0;
	for (w = u->words; w->bar != 0; w++)
		if ((p->bars & w->bar) && fits(w->variant, p->features)) {
			p->bar = w->bar;
			p->why = w->why;
			break;
		}
	if (p->bar == PB_UNFORDABLE && p->why != NULL &&
	    (r = restrict_unfordable_rule(g, p->features)) != NULL)
		p->why = arena_printf(&g->arena, "the %s river is unfordable "
		    "in this scenario (%s)", (p->features & HS_MAJOR_RIVER) ?
		    "major" : "minor", r->rule);
	return p->possible;
}

bool
passage_across(struct game *g, hex_t from, hex_t to, enum side s,
    enum passage_use use, struct passage *p)
{
	const struct use	*u = &uses[use];
	unsigned		 f;
	enum terrain		 tf, tt;

	memset(p, 0, sizeof(*p));
	p->bars = passage_river(g, from, to, s, use, &p->by);
	/* 2.4: nothing crosses an all-water hexside. */
	p->features = f = map_hexside(&g->map, from, to);
	if (f & HS_WATER)
		p->bars |= PB_WATER;
	if (u->lazy && p->bars != 0)
		return named(g, u, p);
	p->features = f = game_hexside(g, from, to, u->rule);
	p->terrain_from = tf = game_terrain_now(g, from, u->rule);
	p->terrain_to = tt = game_terrain_now(g, to, u->rule);
	if (u->water_hexes && tt == T_WATER)
		p->bars |= PB_WATER;
	if (roadbound(u, tt, f)) {
		p->bars |= PB_ROADBOUND;
		p->roadbound_to = true;
	} else if (roadbound(u, tf, f))
		p->bars |= PB_ROADBOUND;
	/* 12.0: in rain, creeks only along a road, pike, RR or trail. */
	if (g->rain && (f & HS_CREEK) && !(f & HS_ROADLIKE) &&
	    !(u->city_opens_creeks && (tf == T_CITY || tt == T_CITY)))
		p->bars |= PB_CREEK;
	/* 2.4: restricted across a woods or loess hexside with no road;
	 * 7.1: attacked across only from the hex the unit started its
	 * action in (a standalone attack has no action). */
	p->restricted = (f & (HSX_WOODS | HSX_LOESS)) && !(f & HS_ROADLIKE);
	if (p->restricted && g->has_action && g->march.start != from)
		p->bars |= PB_WOODS;
	return named(g, u, p);
}
