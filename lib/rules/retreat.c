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
#include "table.h"
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

/* A Retreat Chart row's values, by chart, description and column, looked
 * up once in a search (retreat_search): -1 not yet. */
struct rows {
	signed char	priority[2][6][2], loss[2][6][2];
};

static void
describe(struct game *g, const struct retreat *r, int chart,
    struct retreat_option *o, struct rows *rows)
{
	static const char *const descs[] = { "1", "2", "3", "4a", "4b", "5" };
	int	d, left;

	if (chart == 1) {
		if (o->occupied)
			d = 5;
		else if (o->zoc)
			d = o->distant ? 3 : 4;
		else if (o->distant)
			d = o->road ? 0 : 1;
		else
			d = 2;
	} else
		d = o->occupied ? 2 : o->zoc ? 1 : 0;
	o->desc = descs[d];
	/* †: the left number along a road; •: along a road or into a
	 * friendly-occupied hex. */
	left = o->road || (o->friendly && d != 2);
	if (rows == NULL)
		chart_row_values(g, chart, o->desc, left, &o->priority,
		    &o->loss);
	else {
		if (rows->priority[chart - 1][d][left] < 0) {
			chart_row_values(g, chart, o->desc, left, &o->priority,
			    &o->loss);
			rows->priority[chart - 1][d][left] =
			    (signed char)o->priority;
			rows->loss[chart - 1][d][left] = (signed char)o->loss;
		}
		o->priority = rows->priority[chart - 1][d][left];
		o->loss = rows->loss[chart - 1][d][left];
	}
	/* 7.7: in a cavalry retreat only an enemy-occupied hex costs
	 * manpower: the Retreat Chart's loss for it, 3 ("Retreat Priority
	 * #5 applies"). */
	if (r->kind == RK_CAVALRY && !o->occupied)
		o->loss = 0;
}

/*
 * A hex and its neighbours as any retreat through it finds them: whether
 * it is in an enemy ZOC, and the hexes a step may enter but for the hexes
 * already entered ("Same Hex"), with all but their Retreat Descriptions.
 */
struct around {
	hex_t			hex;
	bool			zoc_exit;
	int			n;
	struct retreat_option	o[6];
};

/* Is h in an enemy ZOC; each hex asked once when zocs is given. */
static bool
in_enemy_zoc(struct game *g, const struct retreat *r, hex_t h,
    struct table *zocs)
{
	int z;

	if (zocs != NULL && (z = table_get(zocs, h)) >= 0)
		return z;
	z = zoc_of_side(g, side_enemy(r->side), h) != ZOC_NONE;
	if (zocs != NULL)
		table_put(zocs, h, z);
	return z;
}

static void
look_around(struct game *g, const struct retreat *r, hex_t from,
    struct around *a, struct table *zocs)
{
	enum side	enemy = side_enemy(r->side);
	hex_t		n[6];
	int		i;

	a->hex = from;
	a->n = 0;
	a->zoc_exit = in_enemy_zoc(g, r, from, zocs);
	hex_neighbours(from, n);
	for (i = 0; i < 6; i++) {
		struct retreat_option	*o = &a->o[a->n];
		unsigned		 f;

		/* step_blocked's other reasons come before "Same Hex" and
		 * do not depend on the hexes entered. */
		if (step_blocked(g, r, from, n[i], NULL, 0) != NULL)
			continue;
		memset(o, 0, sizeof(*o));
		o->hex = n[i];
		f = game_hexside(g, from, n[i], "7.6 retreats");
		/* 7.6: entering or leaving a city hex is as crossing a road
		 * hexside. */
		o->road = (f & HS_ROADLIKE) || game_terrain(g, from, NULL) ==
		    T_CITY || game_terrain(g, n[i], NULL) == T_CITY;
		o->zoc = in_enemy_zoc(g, r, n[i], zocs);
		o->occupied = occupied_by(g, n[i], enemy);
		o->friendly = occupied_by(g, n[i], r->side);
		o->distant = hex_distance(n[i], r->enemy) >
		    hex_distance(from, r->enemy);
		a->n++;
	}
}

/* The step out of a's hex, `entered` hexes entered so far. */
static int
options(struct game *g, const struct retreat *r, const struct around *a,
    int entered, const hex_t *visited, int nvisited, struct retreat_step *s,
    struct rows *rows)
{
	int	i, j, k = entered + 1;
	bool	first;

	memset(s, 0, sizeof(*s));
	s->from = a->hex;
	s->to = HEX_NONE;
	s->chosen = -1;
	/* 7.6: Retreat Chart 1 for the first hex of a retreat, the first
	 * four of a rout or cavalry retreat, and whenever the unit leaves
	 * an enemy ZOC (restricted ZOC too); Chart 2 otherwise. */
	s->zoc_exit = a->zoc_exit;
	first = (r->kind == RK_ROUT || r->kind == RK_CAVALRY) ? k <= 4 :
	    k == 1;
	s->chart = first || s->zoc_exit ? 1 : 2;
	for (i = 0; i < a->n; i++) {
		/* 7.6 Same Hex. */
		for (j = 0; j < nvisited; j++)
			if (visited[j] == a->o[i].hex)
				break;
		if (j < nvisited)
			continue;
		s->legal[s->nlegal] = a->o[i];
		describe(g, r, s->chart, &s->legal[s->nlegal], rows);
		s->nlegal++;
	}
	return s->nlegal;
}

int
retreat_options(struct game *g, const struct retreat *r, hex_t from,
    int entered, const hex_t *visited, int nvisited, struct retreat_step *s)
{
	struct around a;

	look_around(g, r, from, &a, NULL);
	return options(g, r, &a, entered, visited, nvisited, s, NULL);
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

/*
 * The search for the best path (7.6), by dynamic programming.
 *
 * Paths are ordered as retreat_plan promises: one that follows the
 * priorities at every hex before one that overrides them once; one that
 * ends by its maximum before one extended past it; then the least
 * manpower lost, the fewest hexes, the most road; then the first in the
 * order of the map's directions at the first hex where two differ.
 *
 * What may follow a hex depends on the hex, on the hexes entered so far
 * (the chart, the minimum and maximum), on whether the override was
 * used, and on which hexes were entered ("Same Hex") — but of those only
 * on the ones as far from the active enemy unit as this hex: a retreat
 * never enters a hex closer than the one it leaves ("Closer to
 * Attacker"), so a hex nearer than this one could not be entered again
 * anyway.  Those hexes are the state's `level`, kept as the directions
 * back from the hex, one step each.  On a hex grid the hexes at distance
 * d from a hex are a ring of 6d, each next to two of them; a retreat
 * moves along it one way only (it may not step back into the hex it
 * came from), so a level is an arc of the ring ending where the retreat
 * is, and only the arc's last hex is next to it.  The arc's first hex
 * could matter only if the retreat went round the ring to it: 6d hexes
 * or more between the arc and the hexes still to enter (at most
 * RETREAT_MAXSTEPS in all).  When they are fewer the level is cut to its
 * last hex (cut_level), which then holds for the rest of that arc.  With
 * RETREAT_MAXSTEPS at 12 every level from the second ring out is cut: a
 * hex has three at most (none, or the hex before it on either side), and
 * the states are at most the hexes within RETREAT_MAXSTEPS of the start,
 * times the hexes entered, times the override used or not, times three —
 * a polynomial, where an exhaustive walk of the paths grows 3.7 times
 * with each hex.  Each state is solved once, its six neighbours looked
 * at once.
 *
 * Each part of the order adds up along a path (loss, road) or is decided
 * at its end (length, extension), and the override is used once: so the
 * best path's rest, from any state on it, is the best rest from that
 * state, and the best path is found by taking at each state the best
 * step with the best rest after it, the lowest direction on a tie.
 *
 * 7.6 sets no length past the maximum while the retreat is in an
 * enemy-occupied hex; RETREAT_MAXSTEPS is this tool's.  A path that
 * would go on past it is never taken, and when no other path exists
 * retreat_plan says so (status 70) rather than rule a surrender.
 */

/* The best rest of a retreat from one state (see above); small, as a
 * field of enemy units makes thousands. */
struct state {
	uint64_t	level;		/* from `at` back, 3 bits a hex: the
					 * direction to the one entered before */
	hex_t		at;
	int		child;		/* the state after the next hex */
	signed char	nlevel;
	signed char	entered;	/* hexes, `at` the last */
	signed char	next;		/* legal index; -1: ends here */
	bool		cut_level;	/* the level's first hexes left out */
	bool		used;		/* the override, on the way */
	bool		solved, found;
	bool		cut;		/* a path went on past
					 * RETREAT_MAXSTEPS */
	/* The rest from here: an override in it, extended past the
	 * maximum, its loss and road (each unit, at most 3 and 1 a hex);
	 * n the whole path's length. */
	bool		over, ext;
	signed char	road, n;
	short		loss;
};

struct search {
	struct game		*g;
	struct retreat		*r;
	int			 hexes;		/* exactly, or 0 */
	int			 cap;		/* the maximum */
	bool			 may_override;
	struct state		*states;
	int			 n, capstates;
	struct table		 index;		/* state key -> state */
	/* Each hex's neighbours, looked at once (look_around), and the
	 * Retreat Chart rows. */
	struct around		*around;
	int			 naround, caparound;
	struct table		 around_index;	/* hex -> around */
	struct table		 zocs;		/* hex -> in an enemy ZOC */
	struct rows		 rows;
};

/* The hex's index in s->around: its neighbours looked at the first time. */
static int
around_get(struct search *s, hex_t h)
{
	int i = table_get(&s->around_index, h);

	if (i >= 0)
		return i;
	if (s->naround == s->caparound) {
		s->caparound = s->caparound ? s->caparound * 2 : 64;
		s->around = xrealloc(s->around, (size_t)s->caparound *
		    sizeof(*s->around));
	}
	i = s->naround++;
	look_around(s->g, s->r, h, &s->around[i], &s->zocs);
	table_put(&s->around_index, h, i);
	return i;
}

/*
 * The state of the key, added unsolved if new: its index.  A key packs
 * the hex's index in s->around (16 bits: the hexes within
 * RETREAT_MAXSTEPS of the start are a few hundred), the hexes entered,
 * the override and the level, whole: equal keys, equal states.
 */
static int
state_get(struct search *s, hex_t at, int entered, bool used, int nlevel,
    uint64_t level, bool cut_level)
{
	uint64_t	key;
	int		i, a = around_get(s, at);

	key = (uint64_t)a | (uint64_t)entered << 16 | (uint64_t)used << 20 |
	    (uint64_t)nlevel << 21 | (uint64_t)cut_level << 25 | level << 26;
	if ((i = table_get(&s->index, key)) >= 0)
		return i;
	if (s->n == s->capstates) {
		s->capstates = s->capstates ? s->capstates * 2 : 1024;
		s->states = xrealloc(s->states, (size_t)s->capstates *
		    sizeof(*s->states));
	}
	i = s->n++;
	memset(&s->states[i], 0, sizeof(s->states[i]));
	s->states[i].at = at;
	s->states[i].entered = (signed char)entered;
	s->states[i].used = used;
	s->states[i].nlevel = (signed char)nlevel;
	s->states[i].level = level;
	s->states[i].cut_level = cut_level;
	table_put(&s->index, key, i);
	return i;
}

/* Is the rest x better than the rest y, from the same state? */
static bool
better(const struct state *x, const struct state *y)
{
	if (x->over != y->over)
		return !x->over;
	if (x->ext != y->ext)
		return !x->ext;
	if (x->loss != y->loss)
		return x->loss < y->loss;
	if (x->n != y->n)
		return x->n < y->n;
	return x->road > y->road;	/* else the lower direction stands */
}

static void
solve(struct search *s, int xi)
{
	struct game		*g = s->g;
	struct retreat		*r = s->r;
	struct retreat_step	 st;
	struct state		 x = s->states[xi], best, cand;
	hex_t			 visited[RETREAT_MAXSTEPS + 2], h;
	uint64_t		 level;
	int			 i, c, a, want, d, nlevel, nv = 0;
	bool			 cut = false, same, cut_level;

	memset(&best, 0, sizeof(best));
	/* 7.6: the retreat may end here. */
	if (x.entered >= r->min && may_end(g, r, x.at, x.entered) &&
	    (s->hexes == 0 || x.entered == s->hexes || x.entered > s->cap)) {
		best.found = true;
		best.next = best.child = -1;
		best.ext = x.entered > s->cap;
		best.n = x.entered;
	}
	if (x.entered >= s->cap) {
		/* 7.6: past the maximum only out of an enemy-occupied hex. */
		if (!occupied_by(g, x.at, side_enemy(r->side)))
			goto done;
		if (x.entered >= RETREAT_MAXSTEPS) {
			cut = true;	/* it would go on */
			goto done;
		}
	}
	if (x.entered >= RETREAT_MAXSTEPS)
		goto done;
	/* The hexes entered that may matter: the level.  The start hex is
	 * never entered again ("Start Hex"), and is not in a level. */
	visited[nv++] = r->start;
	if (x.entered > 0)
		visited[nv++] = x.at;
	for (h = x.at, i = 0; i < x.nlevel; i++) {
		h = hex_neighbour(h, (enum hexdir)(x.level >> 3 * i & 7));
		visited[nv++] = h;
	}
	a = around_get(s, x.at);
	options(g, r, &s->around[a], x.entered, visited, nv, &st, &s->rows);
	want = best_priority(&st);
	d = hex_distance(x.at, r->enemy);
	for (i = 0; i < st.nlegal; i++) {
		const struct retreat_option *o = &st.legal[i];
		bool over = o->priority != want;

		if (over && (x.used || !s->may_override))
			continue;
		/* Along the level, or out to a level of its own. */
		same = x.entered > 0 && hex_distance(o->hex, r->enemy) == d;
		level = same ? x.level << 3 |
		    (uint64_t)hex_direction(o->hex, x.at) : 0;
		nlevel = same ? x.nlevel + 1 : 0;
		cut_level = same && (x.cut_level ||
		    6 * d > nlevel + RETREAT_MAXSTEPS - (x.entered + 1));
		if (cut_level) {
			level &= 7;
			nlevel = 1;
		}
		c = state_get(s, o->hex, x.entered + 1, x.used || over,
		    nlevel, level, cut_level);
		if (!s->states[c].solved)
			solve(s, c);
		cut |= s->states[c].cut;
		if (!s->states[c].found)
			continue;
		cand = s->states[c];
		cand.over = over || cand.over;
		cand.loss = (short)(cand.loss + o->loss);
		cand.road = (signed char)(cand.road + o->road);
		if (best.found && !better(&cand, &best))
			continue;
		best = cand;
		best.next = (signed char)i;
		best.child = c;
	}
done:
	x = s->states[xi];	/* the array may have moved */
	x.solved = true;
	x.cut = cut;
	if ((x.found = best.found)) {
		x.next = best.next;
		x.child = best.child;
		x.over = best.over;
		x.ext = best.ext;
		x.loss = best.loss;
		x.road = best.road;
		x.n = best.n;
	}
	s->states[xi] = x;
}

bool
retreat_search(struct game *g, struct retreat *r, int hexes,
    bool may_override, bool *cut)
{
	struct search	 s;
	struct state	*x;
	hex_t		 visited[RETREAT_MAXSTEPS + 2];
	int		 k, i, want;
	bool		 found;

	memset(&s, 0, sizeof(s));
	s.g = g;
	s.r = r;
	s.hexes = hexes;
	s.cap = hexes > 0 ? hexes : r->max;
	s.may_override = may_override;
	memset(&s.rows, -1, sizeof(s.rows));
	solve(&s, state_get(&s, r->start, 0, false, 0, 0, false));
	x = &s.states[0];
	*cut = !x->found && x->cut;
	if ((found = x->found)) {
		/* The path, step by step, as the player would give it. */
		r->nsteps = x->n;
		r->override_step = 0;
		r->extended = x->ext;
		r->loss = x->loss;
		visited[0] = r->start;
		for (k = 0; k < r->nsteps; k++) {
			struct retreat_step *st = &r->steps[k];

			options(g, r, &s.around[around_get(&s, x->at)], k,
			    visited, k + 1, st, &s.rows);
			want = best_priority(st);
			i = x->next;
			st->chosen = i;
			st->to = st->legal[i].hex;
			st->override = st->legal[i].priority != want;
			st->extension = k >= s.cap;
			if (st->override)
				r->override_step = k + 1;
			visited[k + 1] = st->to;
			x = &s.states[x->child];
		}
	}
	free(s.states);
	free(s.around);
	table_free(&s.index);
	table_free(&s.around_index);
	table_free(&s.zocs);
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

/* No path, and one went on past RETREAT_MAXSTEPS: an error, never a
 * surrender. */
static int
beyond(struct game *g, const struct retreat *r)
{
	diag_plain(g->diag, ST_INTERNAL, "the %s goes on past %d hexes, out "
	    "of enemy-occupied hexes (7.6): more than gcacw-retreat follows",
	    retreat_kind_names[r->kind], RETREAT_MAXSTEPS);
	return ST_INTERNAL;
}

int
retreat_plan(struct game *g, struct retreat *r, const hex_t *path,
    int npath, int hexes, int override_step)
{
	struct retreat	 probe;
	int		 st, k;
	bool		 cut = false, may_override;

	r->nsteps = 0;
	r->loss = 0;
	if (hexes > 0 && (hexes < r->min || hexes > r->max))
		return refuse(g, "--hexes", "a %s is %d to %d hexes (7.6)",
		    retreat_kind_names[r->kind], r->min, r->max);
	/* 7.6 Overriding Retreat Priorities: only when following them
	 * cannot avoid surrender. */
	if (override_step > 0) {
		probe = *r;
		if (retreat_search(g, &probe, 0, false, &cut))
			return refuse(g, "--override", "following the retreat "
			    "priorities avoids surrender, so they may not be "
			    "overridden (7.6)");
		if (cut)
			return beyond(g, r);
	}
	if (npath > 0) {
		if ((st = check_path(g, r, path, npath, override_step)) != 0)
			return st;
		return g->diag->status;
	}
	r->chosen = true;
	/* By the priorities, then overriding them: the override only when
	 * the priorities cannot avoid surrender, whatever the length. */
	for (k = 0; k < 2; k++) {
		may_override = k == 1;
		if (retreat_search(g, r, hexes, may_override, &cut))
			return g->diag->status;
		if (cut)
			return beyond(g, r);
		probe = *r;
		if (hexes > 0 && retreat_search(g, &probe, 0, may_override,
		    &cut))
			return refuse(g, "--hexes", "no retreat of exactly %d "
			    "hexes %s (7.6)", hexes, may_override ? "is legal" :
			    "follows the retreat priorities");
		if (cut)
			return beyond(g, r);
	}
	r->surrender = true;	/* 7.6 Surrender */
	return g->diag->status;
}
