/*
 * move_step.c — one step of a march priced (6.1, 6.2, 10.0, 10.1, 12.0;
 * SJW 14.0): the Terrain Chart or the road, pike, RR or trail crossed,
 * leaving enemy ZOC, the friendly-occupied hex, the ferry; and the facts
 * the march's rules read (passage, enemy-occupied, ZOC), as they stand
 * now.  Nothing is reported: what a chart lacks is returned (move.h).
 */
#include <stdio.h>
#include <string.h>

#include "module.h"
#include "move.h"
#include "move_int.h"
#include "restrict.h"
#include "scalar.h"
#include "tables.h"

void
move_state_init(struct game *g, struct unit *u, struct move_state *st)
{
	memset(st, 0, sizeof(*st));
	st->unit = u;
	st->at = st->start = u->hex;
	if (g->has_action && !g->march.ended && g->march.unit != NULL &&
	    strcmp(g->march.unit, u->name) == 0) {
		st->start = g->march.start != HEX_NONE ? g->march.start :
		    u->hex;
		st->mp = g->march.mp;
		st->attacked = g->march.attacks > 0;
		st->moved = u->hex != st->start;
	}
}

bool
move_has_terrain(const struct game *g, hex_t h)
{
	const struct hexinfo *x = map_hex(&g->map, h);

	return (x != NULL && x->terrain != T_NONE) || g->map.deflt != T_NONE;
}

const struct chart *
move_terrain_chart(const struct game *g)
{
	/* SJW 14.0 has its own costs (clear 3, rough 5, paved roads). */
	return g->module->terrain_mp != NULL ? g->module->terrain_mp :
	    &chart_terrain_mp;
}

const char *
move_mp_text(halves h, char buf[24])
{
	return quarters_text(h * 2, buf);
}

static void
add_missing(struct game *g, struct move_price *p, const struct chart *c,
    const char *row, const char *col, const char *needed)
{
	struct move_missing *m;

	if (p->nmissing == MOVE_MAXMISSING)
		return;
	m = &p->missing[p->nmissing++];
	m->chart = c;
	m->row = row;
	m->col = col;
	m->needed = arena_strdup(&g->arena, needed);
	m->hex = p->to;
}

static struct move_part *
add_part(struct move_price *p, enum move_part_kind kind, halves mp,
    const char *rule)
{
	struct move_part *q = &p->parts[p->nparts++];

	q->kind = kind;
	q->mp = mp;
	q->rule = rule;
	p->cost += mp;
	return q;
}

/* A chart cell in halves: "1", "1.5"; -1 when absent or not a number. */
static halves
cell_halves(struct game *g, const struct chart *c, const char *row,
    const char *col)
{
	const char	*cell;
	halves		 h;

	/* A row the chart may take (an open chart's, such as the Strength
	 * markers', comes only from an override). */
	if (!chart_row_ok(c, row))
		return -1;
	if ((cell = chart_get(&g->charts, c, row, col)) == NULL ||
	    parse_halves(cell, &h) < 0)
		return -1;
	return h;
}

/* Does a road, pike, trail or RR run in hex h (10.1: into any hexside)? */
static bool
road_in(const struct game *g, hex_t h)
{
	hex_t	n[6];
	int	d;

	hex_neighbours(h, n);
	for (d = 0; d < 6; d++)
		if (n[d] != HEX_NONE &&
		    (map_hexside(&g->map, h, n[d]) & HS_ROADLIKE))
			return true;
	return false;
}

/* One road-like way into the hex: its row, kind and words. */
struct way {
	unsigned		 bits;
	const char		*row;
	enum move_part_kind	 kind;
	const char		*words;
};

/*
 * The base cost: a road, pike, RR or trail crossed sets it (6.2: "it
 * ignores the major terrain cost and pays 1 MP instead"), else the major
 * terrain entered (6.1, Terrain Chart), each in rain from its own column
 * (12.0; SJW 14.0).
 */
static void
base_cost(struct game *g, struct move_price *p, bool pontoon_road)
{
	const struct chart	*c = move_terrain_chart(g);
	bool			 standard = c == &chart_terrain_mp;
	const struct restriction *x = restrict_mp_column(g, p->to);
	bool			 rain = x != NULL ? node_is(node_get(x->n,
				    "column"), "rain") : g->rain;
	const char		*col = rain ? "rain" : "normal";
	const char		*rrule = x != NULL ? x->rule : standard ?
				    "12.0" : "SJW 14.0";
	const char		*in_rain = x != NULL ? (rain ?
				    " in the rain column" : "") : " in rain";
	unsigned		 f = p->passage.features;
	enum terrain		 t = p->passage.terrain_to, listed;
	struct way		 ways[5];
	struct move_part	*q;
	const char		*row, *name;
	char			 mp[24], need[160];
	halves			 h, best = -1;
	int			 i, nways = 0, besti = -1;

	/*
	 * RULING: where several ways cross one hexside (a road and a
	 * trail), the cheapest applies; the terrain cost is then not read
	 * at all, so a road move never needs the Terrain Chart (6.2).  A
	 * way the chart has no row for (a trail in SJW, which has none)
	 * gives no benefit.
	 */
	if (f & (HS_ROAD | HS_UNFINISHED_RR))
		ways[nways++] = (struct way){ HS_ROAD, "road", MV_ROAD,
		    (f & HS_ROAD) ? "road" : "unfinished railroad, a road" };
	if (f & HS_PIKE)
		ways[nways++] = standard ?
		    (struct way){ HS_PIKE, "pike", MV_PIKE, "pike" } :
		    (struct way){ HS_PIKE, "paved-road", MV_PIKE,
		    "paved road" };
	if (f & HS_RAILROAD)
		ways[nways++] = (struct way){ HS_RAILROAD, "railroad",
		    MV_RAILROAD, "railroad" };
	if (f & HS_TRAIL)
		ways[nways++] = t == T_MOUNTAIN ?
		    (struct way){ HS_TRAIL, "trail-mountain", MV_TRAIL,
		    "trail into mountain" } :
		    (struct way){ HS_TRAIL, "trail", MV_TRAIL, "trail" };
	/* 10.1: "considered to have a road (not pike) running across it as
	 * long as both hexes connected by the bridge have roads, pikes,
	 * trails, or RR in them".  RULING: a hex has one in it when one
	 * crosses any of its hexsides. */
	if (pontoon_road)
		ways[nways++] = (struct way){ 0, "road", MV_PONTOON,
		    "pontoon bridge, a road" };
	for (i = 0; i < nways; i++) {
		h = cell_halves(g, c, ways[i].row, col);
		if (h >= 0 && (best < 0 || h < best)) {
			best = h;
			besti = i;
		}
	}
	if (besti >= 0) {
		q = add_part(p, ways[besti].kind, best, rain ? rrule :
		    ways[besti].kind == MV_PONTOON ? "10.1" : "6.2");
		snprintf(q->text, sizeof(q->text), "%s%s %s (%s)",
		    ways[besti].words, rain ? in_rain : "",
		    move_mp_text(best, mp), q->rule);
		return;
	}
	/*
	 * 6.2: "Provisional swamp hexes function as rough hexes except in
	 * rain turns".  RULING: in fair weather the provisional-swamp row
	 * of the chart is read when someone supplied it (the printed chart
	 * has the line), else the rough row, as 6.2 says.
	 */
	row = terrain_name(t);
	listed = game_terrain(g, p->to, NULL);
	if (listed == T_PROVISIONAL_SWAMP && !rain &&
	    cell_halves(g, c, "provisional-swamp", col) >= 0)
		row = "provisional-swamp";
	name = row;
	if ((h = cell_halves(g, c, row, col)) < 0) {
		snprintf(need, sizeof(need), "the MP to enter %s%s (6.1%s)",
		    name, rain ? in_rain : "", rain ? arena_printf(&g->arena,
		    ", %s", rrule) : "");
		add_missing(g, p, c, row, col, need);
		return;
	}
	q = add_part(p, MV_TERRAIN, h, rain ? rrule : "6.1");
	snprintf(q->text, sizeof(q->text), "%s%s %s (%s, Terrain Chart)",
	    name, rain ? in_rain : "", move_mp_text(h, mp), q->rule);
}

/* The printed row labels of the friendly-occupied chart, in words. */
static const char *
friendly_words(const char *row)
{
	if (strcmp(row, "less-than-3") == 0)
		return "less than 3 CV";
	if (strcmp(row, "more-than-11") == 0)
		return "more than 11 CV";
	if (strcmp(row, "wagon") == 0)
		return "wagon train";
	return "3-11 CV";
}

/* The row of a combined Combat value, in quarters (6.2 chart). */
static const char *
friendly_row(int q)
{
	if (q < 3 * 4)
		return "less-than-3";
	if (q <= 11 * 4)
		return "3-11";
	return "more-than-11";
}

/* "+3 MP", "NE": halves, or -1 when absent or unreadable. */
static halves
penalty_halves(struct game *g, const char *row, const char *col)
{
	const char	*cell = chart_get(&g->charts, &chart_friendly_occupied,
			    row, col);
	long		 v;

	if (cell == NULL)
		return -1;
	if (strcmp(cell, "NE") == 0 || strcmp(cell, "-") == 0)
		return 0;
	if (parse_long_prefix(cell, &v) < 0 || v < 0)
		return -1;
	return (halves)v * 2;
}

/*
 * 6.2, Charts & Tables: "An active infantry, artillery, or wagon train
 * unit must pay an MP penalty to enter a hex already occupied by one or
 * more friendly infantry and/or artillery units with a combined Combat
 * value of 3 or more, or a hex occupied by a wagon train ... not
 * cumulative ... Cavalry units do not pay such MP penalties and do not
 * trigger them."  Leaders are not units: they count for nothing.
 */
static void
friendly_penalty(struct game *g, const struct move_state *st,
    struct move_price *p)
{
	const struct chart	*c = &chart_friendly_occupied;
	const struct unit	*u, *mover = st->unit;
	const struct unit	*unknown[16];
	enum terrain		 t = p->passage.terrain_to;
	const char		*col, *row, *rows[2];
	struct move_part	*q;
	char			 need[256], mrow[16];
	int			 i, lo = 0, hi = 0, nunknown = 0, k, nrows = 0;
	halves			 h, best = 0, v;
	bool			 wagon = false, any = false;

	if (mover->type == U_CAVALRY)
		return;
	for (i = game_first_unit(g, p->to); i >= 0; i = u->next_here) {
		u = &g->units[i];
		if (u == mover || u->side != mover->side ||
		    u->status != US_IN_PLAY)
			continue;
		if (u->type == U_WAGON) {
			wagon = true;
			continue;
		}
		if (u->type != U_INFANTRY && u->type != U_ARTILLERY)
			continue;
		any = true;
		/* 7.2: organized, the marker's number is the manpower. */
		if (!u->disorganized) {
			lo += u->manpower * 4;
			hi += u->manpower * 4;
		} else if (u->combat >= 0) {
			lo += u->combat * 2;
			hi += u->combat * 2;
		} else {
			snprintf(mrow, sizeof(mrow), "%d", u->manpower);
			if ((v = cell_halves(g, &chart_strength_markers,
			    mrow, NULL)) >= 0) {
				lo += v * 2;
				hi += v * 2;
			} else {
				/* Unprinted: at most the organized value. */
				hi += u->manpower * 4;
				if (nunknown < 16)
					unknown[nunknown++] = u;
			}
		}
	}
	if (!any && !wagon)
		return;
	/* The chart's columns: city, clear, rough, rolling, hill; woods,
	 * loess, swamp, mountain (provisional swamps as they stand now).
	 * RULING: the chart as printed, whose columns put loess with
	 * woods (its preamble puts it with clear; 6.2 does not name it). */
	col = t == T_WOODS || t == T_LOESS || t == T_SWAMP ||
	    t == T_MOUNTAIN ? "woods/loess/swamp/mountain" :
	    "city/clear/rough/rolling/hill";
	if (any) {
		row = friendly_row(lo);
		if (strcmp(row, friendly_row(hi)) != 0) {
			/* The row depends on a value nobody supplied. */
			for (k = 0; k < nunknown; k++) {
				snprintf(mrow, sizeof(mrow), "%d",
				    unknown[k]->manpower);
				snprintf(need, sizeof(need), "the combined "
				    "Combat value of the friendly units in "
				    "the hex entered (6.2): %s's disorganized "
				    "Combat value (7.2); or give units.%s."
				    "combat", unknown[k]->name,
				    unknown[k]->name);
				add_missing(g, p, &chart_strength_markers,
				    arena_strdup(&g->arena, mrow), NULL,
				    need);
			}
			row = NULL;
		}
		if (row != NULL)
			rows[nrows++] = row;
	}
	if (wagon)
		rows[nrows++] = "wagon";
	/* "MP penalties to enter a friendly-occupied hex are not
	 * cumulative": the highest applies. */
	row = NULL;
	for (k = 0; k < nrows; k++) {
		if ((h = penalty_halves(g, rows[k], col)) < 0) {
			snprintf(need, sizeof(need), "the MP penalty to enter "
			    "a friendly-occupied hex (6.2)");
			add_missing(g, p, c, rows[k], col, need);
			continue;
		}
		if (row == NULL || h > best) {
			best = h;
			row = rows[k];
		}
	}
	if (row == NULL || best == 0)
		return;
	q = add_part(p, MV_FRIENDLY, best, "6.2; Charts & Tables");
	snprintf(q->text, sizeof(q->text), "friendly-occupied %s, %s: +%s MP "
	    "(6.2 chart)", terrain_name(t), friendly_words(row),
	    move_mp_text(best, need));
}

/*
 * 6.2: "At a major river ferry on any turn, or a minor river ferry in a
 * rain turn or while unfordable, the crossing unit's Manpower value is
 * divided by 3 (drop fractions) for an MP penalty, in addition to the
 * normal cost to enter the far hex"; over a minor river in fair weather,
 * no penalty (12.0 repeats it for unfordable rivers).
 */
static void
ferry_penalty(struct game *g, const struct move_state *st,
    struct move_price *p)
{
	unsigned		 f = p->passage.features;
	struct move_part	*q;
	const char		*when;
	halves			 h;

	if (p->passage.by != BY_FERRY)
		return;
	if (f & HS_MAJOR_RIVER)
		when = "a major river";
	else if (g->rain)
		when = "a minor river in rain";
	else if (restrict_unfordable(g, f))
		when = "a minor river while unfordable";
	else
		return;
	h = st->unit->manpower / 3 * 2;
	q = add_part(p, MV_FERRY, h, (f & HS_MAJOR_RIVER) || g->rain ?
	    "6.2" : "6.2, 12.0");
	p->ferry = h;
	snprintf(q->text, sizeof(q->text), "ferry over %s, manpower %d ÷ 3: "
	    "+%d (%s)", when, st->unit->manpower, h / 2, q->rule);
}

bool
move_enemy_zoc(struct game *g, struct move_zoc_cache *zc, enum side enemy,
    hex_t h)
{
	int v;

	if (zc == NULL)
		return zoc_of_side(g, enemy, h) == ZOC_NORMAL;
	if ((v = table_get(&zc->t, h)) >= 0)
		return v != 0;
	v = zoc_of_side(g, enemy, h) == ZOC_NORMAL;
	table_put(&zc->t, h, v);
	return v != 0;
}

bool
move_price_with(struct game *g, const struct move_state *st, hex_t from,
    hex_t to, struct move_price *p, struct move_zoc_cache *zc)
{
	enum side	 side = st->unit->side, enemy = side_enemy(side);
	char		 id[16], need[96];
	bool		 pontoon_road;

	memset(p, 0, sizeof(*p));
	p->from = from;
	p->to = to;
	p->adjacent = hex_adjacent(from, to);
	p->on_map = p->adjacent && map_on(&g->map, to);
	if (!p->on_map)
		return false;
	/* The map's own missing data: reported by game_terrain() when the
	 * path is reported, never here. */
	if (!move_has_terrain(g, from) || !move_has_terrain(g, to)) {
		hex_format(g->map.geo, move_has_terrain(g, to) ? from : to,
		    id);
		snprintf(need, sizeof(need), "hex %s has no terrain", id);
		add_missing(g, p, NULL, NULL, NULL, need);
		p->missing[0].hex = move_has_terrain(g, to) ? from : to;
		return false;
	}
	/* 2.4, 6.2, 10.2, 12.0: water, rivers and their crossings,
	 * mountains and swamps off the roads, creeks in rain. */
	passage_across(g, from, to, side, PASS_MARCH, &p->passage);
	p->enemy_occupied = game_occupied_by(g, to, enemy);
	/* 6.2: "Restricted ZOC hexes do not affect movement in any way". */
	p->zoc_from = move_enemy_zoc(g, zc, enemy, from);
	p->zoc_to = move_enemy_zoc(g, zc, enemy, to);
	pontoon_road = p->passage.by == BY_PONTOON && road_in(g, from) &&
	    road_in(g, to);
	p->road = (p->passage.features & HS_ROADLIKE) || pontoon_road;
	if (!p->passage.possible || p->enemy_occupied)
		return true;
	base_cost(g, p, pontoon_road);
	/* 6.2: "ZOC to non-ZOC costs normal MP plus 1." */
	if (p->zoc_from && !p->zoc_to) {
		struct move_part *q = add_part(p, MV_ZOC_EXIT, 2, "6.2");

		snprintf(q->text, sizeof(q->text), "leaving enemy ZOC +1 "
		    "(6.2)");
	}
	friendly_penalty(g, st, p);
	ferry_penalty(g, st, p);
	return p->nmissing == 0;
}

bool
move_price(struct game *g, const struct move_state *st, hex_t from,
    hex_t to, struct move_price *p)
{
	return move_price_with(g, st, from, to, p, NULL);
}

int
move_cavalry(struct game *g, const struct move_state *st, hex_t h,
    hex_t out[6])
{
	const struct unit	*u;
	enum side		 enemy = side_enemy(st->unit->side);
	hex_t			 n[6];
	int			 d, i, k, count = 0;
	bool			 declined;

	/*
	 * 7.7: "An enemy infantry/artillery unit performing a march moves
	 * into a normal (not restricted) ZOC exerted by a cavalry unit".
	 * RULING: artillery too, as 7.7 says; 6.2 names infantry only.
	 */
	if (st->unit->type != U_INFANTRY && st->unit->type != U_ARTILLERY)
		return 0;
	hex_neighbours(h, n);
	for (d = 0; d < 6; d++) {
		if (n[d] == HEX_NONE)
			continue;
		for (i = game_first_unit(g, n[d]); i >= 0; i = u->next_here) {
			u = &g->units[i];
			if (u->side == enemy && u->type == U_CAVALRY &&
			    u->status == US_IN_PLAY)
				break;
		}
		if (i < 0 || zoc_across(g, n[d], h) != ZOC_NORMAL)
			continue;
		declined = false;
		for (k = 0; k < st->ndeclined; k++)
			if (st->declined[k] == n[d])
				declined = true;
		if (!declined)
			out[count++] = n[d];
	}
	return count;
}
