/*
 * retreat.c — planning a retreat (7.6, 7.7, 12.0): which hexes are legal
 * at each step, which Retreat Chart and which Retreat Description apply,
 * and the path — the player's, checked, or one chosen for him.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charts.h"
#include "module.h"
#include "passage.h"
#include "refuse.h"
#include "restrict.h"
#include "retreat.h"
#include "scalar.h"
#include "tables.h"
#include "zoc.h"

/* A rules refusal, status 1, through the game's diagnostics. */

const char *const retreat_kind_names[] = { "retreat", "rout",
    "voluntary-retreat", "cavalry-retreat" };

static bool
occupied_by(const struct game *g, hex_t h, enum side s)
{
	return game_occupied_by(g, h, s);
}

/* Why a retreat may not step from x into adjacent y, or NULL (7.6). */
static const char *
step_blocked(struct game *g, const struct retreat *r, hex_t x, hex_t y,
    const hex_t *visited, int nvisited)
{
	const struct restriction *rs;
	struct passage	p;
	int		i;

	if (y == r->start)
		return "the hex the retreat began in (7.6)";
	for (i = 0; i < nvisited; i++)
		if (visited[i] == y)
			return "already entered in this retreat (7.6)";
	if (!map_on(&g->map, y))
		return "off the map (7.6)";
	if (y == r->enemy)
		return "the active enemy unit's hex (7.6)";
	if (hex_distance(y, r->enemy) < hex_distance(x, r->enemy))
		return "closer to the active enemy unit (7.6)";
	/* The scenario's no-enter with `retreat: true`: a prohibited hex
	 * for the whole stack when it binds any unit of it. */
	for (i = 0; i < r->nunits; i++)
		if ((rs = restrict_retreat(g, r->units[i], y)) != NULL)
			return arena_printf(&g->arena, "%s may not retreat "
			    "into this hex in this scenario %s",
			    r->units[i]->name, restrict_cite(g, rs));
	/* 7.6 Retreat Restrictions, 10.2, 12.0: water, mountains and
	 * swamps off the roads, creeks off the roads in rain, rivers but at
	 * a bridge, dam or ferry that stands, the retreating side's own
	 * pontoon bridge, or a ford usable now (passage.c). */
	if (passage_across(g, x, y, r->side, PASS_RETREAT, &p))
		return NULL;
	return p.why;
}

/* A Retreat Chart row as printed: its priority and its loss ("0/1†"). */
static void
chart_row_values(struct game *g, int chart, const char *desc, bool left,
    int *priority, int *loss)
{
	const struct chart	*c = chart == 1 ? &chart_retreat_1 :
				    &chart_retreat_2;
	const char		*p = chart_get(&g->charts, c, desc, "priority");
	const char		*l = chart_get(&g->charts, c, desc, "loss");
	const char		*slash;
	long			 v;

	*priority = p != NULL && parse_long_prefix(p, &v) == 0 ? (int)v : 9;
	*loss = 0;
	if (l == NULL || parse_long_prefix(l, &v) < 0)
		return;
	*loss = (int)v;
	/* 0/1†, 0/1•, 1/2•: the left number along a road (or into a
	 * friendly-occupied hex, •), the right one otherwise. */
	if (!left && (slash = strchr(l, '/')) != NULL &&
	    parse_long_prefix(slash + 1, &v) == 0)
		*loss = (int)v;
}

static void
describe(struct game *g, const struct retreat *r, int chart,
    struct retreat_option *o)
{
	const char *d;

	if (chart == 1) {
		if (o->occupied)
			d = "5";
		else if (o->zoc)
			d = o->distant ? "4a" : "4b";
		else if (o->distant)
			d = o->road ? "1" : "2";
		else
			d = "3";
	} else
		d = o->occupied ? "3" : o->zoc ? "2" : "1";
	o->desc = d;
	/* †: the left number along a road; •: along a road or into a
	 * friendly-occupied hex. */
	chart_row_values(g, chart, d, o->road || (o->friendly &&
	    strcmp(d, "3") != 0), &o->priority, &o->loss);
	/* 7.7: in a cavalry retreat only an enemy-occupied hex costs
	 * manpower: the Retreat Chart's loss for it, 3 ("Retreat Priority
	 * #5 applies"). */
	if (r->kind == RK_CAVALRY && !o->occupied)
		o->loss = 0;
}

int
retreat_options(struct game *g, const struct retreat *r, hex_t from,
    int entered, const hex_t *visited, int nvisited, struct retreat_step *s)
{
	enum side	enemy = side_enemy(r->side);
	hex_t		n[6];
	int		i, k = entered + 1;
	bool		first;

	memset(s, 0, sizeof(*s));
	s->from = from;
	s->to = HEX_NONE;
	s->chosen = -1;
	/* 7.6: Retreat Chart 1 for the first hex of a retreat, the first
	 * four of a rout or cavalry retreat, and whenever the unit leaves
	 * an enemy ZOC (restricted ZOC too); Chart 2 otherwise. */
	s->zoc_exit = zoc_of_side(g, enemy, from) != ZOC_NONE;
	first = (r->kind == RK_ROUT || r->kind == RK_CAVALRY) ? k <= 4 :
	    k == 1;
	s->chart = first || s->zoc_exit ? 1 : 2;
	hex_neighbours(from, n);
	for (i = 0; i < 6; i++) {
		struct retreat_option	*o = &s->legal[s->nlegal];
		unsigned		 f;

		if (step_blocked(g, r, from, n[i], visited, nvisited) != NULL)
			continue;
		memset(o, 0, sizeof(*o));
		o->hex = n[i];
		f = game_hexside(g, from, n[i], "7.6 retreats");
		/* 7.6: entering or leaving a city hex is as crossing a road
		 * hexside. */
		o->road = (f & HS_ROADLIKE) || game_terrain(g, from, NULL) ==
		    T_CITY || game_terrain(g, n[i], NULL) == T_CITY;
		o->zoc = zoc_of_side(g, enemy, n[i]) != ZOC_NONE;
		o->occupied = occupied_by(g, n[i], enemy);
		o->friendly = occupied_by(g, n[i], r->side);
		o->distant = hex_distance(n[i], r->enemy) >
		    hex_distance(from, r->enemy);
		describe(g, r, s->chart, o);
		s->nlegal++;
	}
	return s->nlegal;
}

/* The lowest priority number among the legal hexes (7.6 step 3). */
static int
best_priority(const struct retreat_step *s)
{
	int i, best = 99;

	for (i = 0; i < s->nlegal; i++)
		if (s->legal[i].priority < best)
			best = s->legal[i].priority;
	return best;
}

/* May the retreat end after `entered` hexes, in hex h (7.6)? */
static bool
may_end(struct game *g, const struct retreat *r, hex_t h, int entered)
{
	if (entered < 1 || occupied_by(g, h, side_enemy(r->side)))
		return false;
	/* Not adjacent to the start, but for the voluntary retreat. */
	return r->kind == RK_VOLUNTARY || !hex_adjacent(h, r->start);
}

/* The search for the best path. */
/*
 * The search's bounds.  7.6 sets no length past the maximum while the
 * retreat is in an enemy-occupied hex; RETREAT_MAXSTEPS is this tool's,
 * and SEARCH_MAXVISITS a guard on the time taken.  Neither is reached
 * in play; when one stops every path, retreat_plan says so (status 70)
 * rather than rule a surrender.
 */
#define SEARCH_MAXVISITS	2000000L
#define CUT_STEPS		1
#define CUT_VISITS		2

struct search {
	struct game		*g;
	struct retreat		*r;
	int			 hexes;		/* exactly, or 0 */
	bool			 may_override;
	struct retreat_step	 cur[RETREAT_MAXSTEPS];
	struct retreat_step	 best[RETREAT_MAXSTEPS];
	int			 nbest, best_loss, best_road;
	int			 best_override;
	bool			 best_extended, found;
	long			 visits;
	/* A path cut short by the search's bounds: RETREAT_MAXSTEPS
	 * (CUT_STEPS), or SEARCH_MAXVISITS hexes tried (CUT_VISITS).  No
	 * path found with one of them met is an error, not a surrender
	 * (retreat_plan). */
	int			 cut;
};

/* Is the path in s->cur, n steps long, better than the best so far? */
static bool
better(const struct search *s, int n, int loss, int road, int ovr,
    bool ext)
{
	if (!s->found)
		return true;
	if ((ovr != 0) != (s->best_override != 0))
		return ovr == 0;
	if (ext != s->best_extended)
		return !ext;
	if (loss != s->best_loss)
		return loss < s->best_loss;
	if (n != s->nbest)
		return n < s->nbest;
	return road > s->best_road;	/* else the first found stands */
}

static void
consider(struct search *s, int n, hex_t at)
{
	int	i, loss = 0, road = 0, ovr = 0;
	bool	ext = false;

	if (!may_end(s->g, s->r, at, n))
		return;
	if (s->hexes > 0 && n != s->hexes && !s->cur[n - 1].extension)
		return;
	for (i = 0; i < n; i++) {
		const struct retreat_option *o =
		    &s->cur[i].legal[s->cur[i].chosen];

		loss += o->loss;
		road += o->road;
		if (s->cur[i].override)
			ovr = i + 1;
		ext |= s->cur[i].extension;
	}
	if (!better(s, n, loss, road, ovr, ext))
		return;
	memcpy(s->best, s->cur, (size_t)n * sizeof(s->cur[0]));
	s->nbest = n;
	s->best_loss = loss;
	s->best_road = road;
	s->best_override = ovr;
	s->best_extended = ext;
	s->found = true;
}

static void
walk(struct search *s, hex_t at, int entered, hex_t *visited, bool used)
{
	struct retreat_step	*st;
	int			 i, want;
	int			 cap = s->hexes > 0 ? s->hexes : s->r->max;
	bool			 extension = false;

	if (++s->visits > SEARCH_MAXVISITS) {
		s->cut = CUT_VISITS;	/* a guard: only the best
					 * priority's hexes are followed */
		return;
	}
	if (entered >= s->r->min && (entered <= cap ||
	    s->cur[entered - 1].extension))
		consider(s, entered, at);
	if (entered >= cap) {
		/* 7.6: past the maximum only out of an enemy-occupied hex. */
		if (!occupied_by(s->g, at, side_enemy(s->r->side)))
			return;
		if (entered >= RETREAT_MAXSTEPS) {
			s->cut = CUT_STEPS;	/* it would go on */
			return;
		}
		extension = true;
	}
	if (entered >= RETREAT_MAXSTEPS)
		return;
	st = &s->cur[entered];
	retreat_options(s->g, s->r, at, entered, visited, entered + 1, st);
	st->extension = extension;
	want = best_priority(st);
	for (i = 0; i < st->nlegal; i++) {
		bool over = st->legal[i].priority != want;

		if (over && (used || !s->may_override))
			continue;
		st->chosen = i;
		st->to = st->legal[i].hex;
		st->override = over;
		visited[entered + 1] = st->to;
		walk(s, st->to, entered + 1, visited, used || over);
	}
}

/* The best path, with or without one override; *cut the bound the
 * search met when it found none, else 0. */
static bool
choose(struct game *g, struct retreat *r, int hexes, bool may_override,
    int *cut)
{
	struct search	*s = xcalloc(1, sizeof(*s));
	hex_t		 visited[RETREAT_MAXSTEPS + 2];
	bool		 found;

	s->g = g;
	s->r = r;
	s->hexes = hexes;
	s->may_override = may_override;
	visited[0] = r->start;
	walk(s, r->start, 0, visited, false);
	if ((found = s->found)) {
		memcpy(r->steps, s->best,
		    (size_t)s->nbest * sizeof(s->best[0]));
		r->nsteps = s->nbest;
		r->override_step = s->best_override;
		r->extended = s->best_extended;
		r->loss = s->best_loss;
	}
	*cut = found ? 0 : s->cut;
	free(s);
	return found;
}

static void
legal_list(struct game *g, const struct retreat_step *s, char *buf,
    size_t len)
{
	size_t	n = 0;
	int	i, best = best_priority(s);
	char	id[16];

	buf[0] = '\0';
	for (i = 0; i < s->nlegal && n < len; i++) {
		hex_format(g->map.geo, s->legal[i].hex, id);
		n += (size_t)snprintf(buf + n, len - n, "%s%s (priority %d%s)",
		    i ? ", " : "", id, s->legal[i].priority,
		    s->legal[i].priority == best ? ", the lowest" : "");
	}
	if (s->nlegal == 0)
		snprintf(buf, len, "none");
}

/* The player's path, checked hex by hex. */
static int
check_path(struct game *g, struct retreat *r, const hex_t *path, int n,
    int override_step)
{
	hex_t	visited[RETREAT_MAXSTEPS + 2];
	char	id[16], from[16], legal[512], step[32];
	hex_t	at = r->start;
	int	k, i, best;

	visited[0] = r->start;
	if (n > RETREAT_MAXSTEPS)
		return refuse(g, "--path", "a retreat of %d hexes is too long",
		    n);
	for (k = 0; k < n; k++) {
		struct retreat_step *s = &r->steps[k];

		snprintf(step, sizeof(step), "--path[%d]", k);
		retreat_options(g, r, at, k, visited, k + 1, s);
		hex_format(g->map.geo, path[k], id);
		hex_format(g->map.geo, at, from);
		legal_list(g, s, legal, sizeof(legal));
		for (i = 0; i < s->nlegal; i++)
			if (s->legal[i].hex == path[k])
				break;
		if (i == s->nlegal) {
			const char *why = hex_adjacent(at, path[k]) ?
			    step_blocked(g, r, at, path[k], visited, k + 1) :
			    "not adjacent: a retreat goes hex by hex (7.6)";

			return refuse(g, step, "%s may not be entered from %s: "
			    "%s; legal hexes: %s", id, from, why != NULL ? why :
			    "not legal", legal);
		}
		best = best_priority(s);
		if (s->legal[i].priority != best && k + 1 != override_step)
			return refuse(g, step, "%s is priority %d on Retreat "
			    "Chart %d, and a hex of priority %d may be entered "
			    "(7.6 Retreat Priorities); legal hexes: %s", id,
			    s->legal[i].priority, s->chart, best, legal);
		s->chosen = i;
		s->to = path[k];
		s->override = k + 1 == override_step;
		s->extension = k >= r->max;
		if (s->extension && !occupied_by(g, at,
		    side_enemy(r->side)))
			return refuse(g, step, "a %s is at most %d hexes; it "
			    "goes on only to leave an enemy-occupied hex (7.6)",
			    retreat_kind_names[r->kind], r->max);
		r->loss += s->legal[i].loss;
		visited[k + 1] = path[k];
		at = path[k];
	}
	r->nsteps = n;
	r->override_step = override_step;
	r->extended = n > r->max;
	hex_format(g->map.geo, at, id);
	if (n < r->min)
		return refuse(g, "--path", "a %s is at least %d hexes (7.6)",
		    retreat_kind_names[r->kind], r->min);
	if (occupied_by(g, at, side_enemy(r->side)))
		return refuse(g, "--path", "the retreat may not end in %s, an "
		    "enemy-occupied hex: it goes on (7.6)", id);
	if (!may_end(g, r, at, n))
		return refuse(g, "--path", "the retreat may not end in %s, "
		    "next to the hex it began in (7.6)", id);
	return 0;
}

/* No path, and the search met a bound: an error, never a surrender. */
static int
beyond(struct game *g, const struct retreat *r, int cut)
{
	if (cut == CUT_STEPS)
		diag_plain(g->diag, ST_INTERNAL, "the %s goes on past %d "
		    "hexes, out of enemy-occupied hexes (7.6): more than "
		    "gcacw-retreat follows", retreat_kind_names[r->kind],
		    RETREAT_MAXSTEPS);
	else
		diag_plain(g->diag, ST_INTERNAL, "the search for the %s's "
		    "path gave up after %ld hexes tried: more than "
		    "gcacw-retreat follows", retreat_kind_names[r->kind],
		    SEARCH_MAXVISITS);
	return ST_INTERNAL;
}

int
retreat_plan(struct game *g, struct retreat *r, const hex_t *path,
    int npath, int hexes, int override_step)
{
	struct retreat	 probe;
	int		 st, cut = 0;

	r->nsteps = 0;
	r->loss = 0;
	if (hexes > 0 && (hexes < r->min || hexes > r->max))
		return refuse(g, "--hexes", "a %s is %d to %d hexes (7.6)",
		    retreat_kind_names[r->kind], r->min, r->max);
	/* 7.6 Overriding Retreat Priorities: only when following them
	 * cannot avoid surrender. */
	if (override_step > 0) {
		probe = *r;
		if (choose(g, &probe, 0, false, &cut))
			return refuse(g, "--override", "following the retreat "
			    "priorities avoids surrender, so they may not be "
			    "overridden (7.6)");
		if (cut)
			return beyond(g, r, cut);
	}
	if (npath > 0) {
		if ((st = check_path(g, r, path, npath, override_step)) != 0)
			return st;
		return g->diag->status;
	}
	r->chosen = true;
	if (choose(g, r, hexes, false, &cut))
		return g->diag->status;
	if (cut)
		return beyond(g, r, cut);
	/* The override only when the priorities cannot avoid surrender,
	 * whatever the length. */
	probe = *r;
	if (hexes > 0 && choose(g, &probe, 0, false, &cut))
		return refuse(g, "--hexes", "no retreat of exactly %d hexes "
		    "follows the retreat priorities (7.6)", hexes);
	if (cut)
		return beyond(g, r, cut);
	if (choose(g, r, hexes, true, &cut))
		return g->diag->status;
	if (cut)
		return beyond(g, r, cut);
	probe = *r;
	if (hexes > 0 && choose(g, &probe, 0, true, &cut))
		return refuse(g, "--hexes", "no retreat of exactly %d hexes is "
		    "legal (7.6)", hexes);
	if (cut)
		return beyond(g, r, cut);
	r->surrender = true;	/* 7.6 Surrender */
	return g->diag->status;
}
