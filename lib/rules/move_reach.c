/*
 * move_reach.c — every hex a marching unit could reach with the MP it has,
 * and the cheapest path to each (6.1, 6.2, 7.1): Dijkstra on halves over
 * the steps move_price() prices, with the march's stops.  A hex where the
 * march would stop (enemy ZOC entered, ZOC to ZOC, MP spent) is reached
 * but not gone through; a hex whose price needs a cell nobody supplied is
 * listed apart.
 *
 * Every step's price depends only on the two hexes and on whether it is
 * the march's first (the minimum one-hex move and the ferry exception,
 * 7.1; leaving ZOC only from the start hex, 6.2), and the first steps are
 * the origin's, settled first: so the cheapest spent at each hex is all a
 * search needs to know.  ZOC are asked once per hex (the cache).
 */
#include <stdlib.h>
#include <string.h>

#include "move.h"
#include "move_int.h"
#include "restrict.h"

struct place {
	hex_t		 hex;
	halves		 spent;
	halves		 left;
	int		 steps;
	int		 prev;		/* node index, or -1 */
	enum move_stop	 stop;
	bool		 minimum;
	bool		 settled;
	int		 ncavalry;
};

struct entry;

struct search {
	struct game		*g;
	const struct move_state	*st;
	struct place		*nodes;
	int			 n, cap;
	struct table		 index;		/* hex -> node */
	struct entry		*heap;
	int			 nheap, capheap;
	struct move_unpriced	*unpriced;
	int			 nunpriced, capunpriced;
	struct table		 unpriced_index;
	struct move_zoc_cache	 zc;
};

/* Which of two ways into a hex is better: less spent, fewer steps, then
 * the lower hex before it, so that the answer is the same everywhere. */
static int
better(const struct search *s, halves spent, int steps, int prev,
    const struct place *x)
{
	hex_t a, b;

	if (spent != x->spent)
		return spent < x->spent;
	if (steps != x->steps)
		return steps < x->steps;
	a = prev < 0 ? 0 : s->nodes[prev].hex;
	b = x->prev < 0 ? 0 : s->nodes[x->prev].hex;
	return a < b;
}

/* A heap entry: the node and its key when pushed (a node improved later
 * is pushed again; the stale entry is skipped). */
struct entry {
	halves		 spent;
	int		 steps;
	hex_t		 hex;
	int		 node;
};

/* Heap order: spent, steps, hex id. */
static int
before(const struct entry *a, const struct entry *b)
{
	if (a->spent != b->spent)
		return a->spent < b->spent;
	if (a->steps != b->steps)
		return a->steps < b->steps;
	return a->hex < b->hex;
}

static void
heap_push(struct search *s, int i)
{
	struct entry	t;
	int		k, p;

	if (s->nheap == s->capheap) {
		s->capheap = s->capheap ? s->capheap * 2 : 64;
		s->heap = xrealloc(s->heap, (size_t)s->capheap *
		    sizeof(*s->heap));
	}
	k = s->nheap++;
	s->heap[k] = (struct entry){ s->nodes[i].spent, s->nodes[i].steps,
	    s->nodes[i].hex, i };
	while (k > 0 && before(&s->heap[k], &s->heap[p = (k - 1) / 2])) {
		t = s->heap[p];
		s->heap[p] = s->heap[k];
		s->heap[k] = t;
		k = p;
	}
}

/* The best node not yet settled, or -1. */
static int
heap_pop(struct search *s)
{
	struct entry	top, t;
	struct place	*x;
	int		k, c;

	while (s->nheap > 0) {
		top = s->heap[0];
		s->heap[0] = s->heap[--s->nheap];
		k = 0;
		for (;;) {
			c = 2 * k + 1;
			if (c >= s->nheap)
				break;
			if (c + 1 < s->nheap &&
			    before(&s->heap[c + 1], &s->heap[c]))
				c++;
			if (!before(&s->heap[c], &s->heap[k]))
				break;
			t = s->heap[c];
			s->heap[c] = s->heap[k];
			s->heap[k] = t;
			k = c;
		}
		x = &s->nodes[top.node];
		if (!x->settled && x->spent == top.spent &&
		    x->steps == top.steps)
			return top.node;
	}
	return -1;
}

static int
place_get(struct search *s, hex_t h)
{
	int i = table_get(&s->index, h);

	if (i >= 0)
		return i;
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 256;
		s->nodes = xrealloc(s->nodes, (size_t)s->cap *
		    sizeof(*s->nodes));
	}
	i = s->n++;
	memset(&s->nodes[i], 0, sizeof(s->nodes[i]));
	s->nodes[i].hex = h;
	s->nodes[i].spent = -1;
	s->nodes[i].prev = -1;
	table_put(&s->index, h, i);
	return i;
}

static void
unpriced(struct search *s, hex_t h, hex_t from, const struct move_missing *m)
{
	struct move_unpriced *u;

	if (table_get(&s->unpriced_index, h) >= 0)
		return;
	if (s->nunpriced == s->capunpriced) {
		s->capunpriced = s->capunpriced ? s->capunpriced * 2 : 16;
		s->unpriced = xrealloc(s->unpriced, (size_t)s->capunpriced *
		    sizeof(*s->unpriced));
	}
	table_put(&s->unpriced_index, h, s->nunpriced);
	u = &s->unpriced[s->nunpriced++];
	u->hex = h;
	u->from = from;
	u->missing = *m;
}

/* Every step out of node i. */
static void
expand(struct search *s, int i)
{
	struct game		*g = s->g;
	const struct move_state	*st = s->st;
	struct move_price	 p;
	struct place		*x;
	hex_t			 from = s->nodes[i].hex, n[6];
	halves			 left = s->nodes[i].left, paid;
	enum move_stop		 stop;
	bool			 first = i == 0, minimum, least;
	int			 d, j, k, steps = s->nodes[i].steps + 1;

	/* 7.1: the first step of a march that has not attacked. */
	least = first && !st->moved && !st->attacked;
	hex_neighbours(from, n);
	for (d = 0; d < 6; d++) {
		if (n[d] == HEX_NONE)
			continue;
		if ((j = table_get(&s->index, n[d])) >= 0 &&
		    s->nodes[j].settled)
			continue;
		move_price_with(g, st, from, n[d], &p, &s->zc);
		if (!p.on_map)
			continue;
		if (p.nmissing > 0 && p.missing[0].chart == NULL) {
			unpriced(s, n[d], from, &p.missing[0]);
			continue;
		}
		/* 6.2: enemy ZOC is left only from the start hex. */
		if (p.zoc_from && from != st->start)
			return;
		if (!p.passage.possible || p.enemy_occupied ||
		    restrict_enter(g, st->unit, n[d]) != NULL)
			continue;
		minimum = false;
		if (p.zoc_from && p.zoc_to) {
			/* 6.2: all MP left (move_path.c's RULING). */
			if (left <= 0 && !least)
				continue;
			paid = left;
			stop = MOVE_ZOC_TO_ZOC;
		} else {
			if (p.nmissing > 0) {
				if (left > 0 || least)
					unpriced(s, n[d], from, &p.missing[0]);
				continue;
			}
			if (p.cost <= left)
				paid = p.cost;
			else if (least || (first && !st->moved &&
			    from == st->start && p.ferry > 0 &&
			    p.cost - p.ferry <= left)) {
				/* 7.1: the minimum one-hex move; the ferry
				 * exception. */
				paid = left;
				minimum = true;
			} else
				continue;
			if (left - paid == 0)
				stop = MOVE_SPENT;
			else
				stop = p.zoc_to ? MOVE_ZOC : MOVE_GO;
		}
		k = place_get(s, n[d]);
		x = &s->nodes[k];
		if (x->spent >= 0 && !better(s, s->nodes[i].spent + paid,
		    steps, i, x))
			continue;
		x->spent = s->nodes[i].spent + paid;
		x->left = left - paid;
		x->steps = steps;
		x->prev = i;
		x->stop = stop;
		x->minimum = minimum;
		heap_push(s, k);
	}
}

static struct search *sorting;

static int
by_hex(const void *a, const void *b)
{
	hex_t x = sorting->nodes[*(const int *)a].hex;
	hex_t y = sorting->nodes[*(const int *)b].hex;

	return x < y ? -1 : x > y;
}

static int
unpriced_by_hex(const void *a, const void *b)
{
	hex_t x = ((const struct move_unpriced *)a)->hex;
	hex_t y = ((const struct move_unpriced *)b)->hex;

	return x < y ? -1 : x > y;
}

int
move_reach(struct game *g, const struct move_state *st, struct move_reach *r)
{
	struct search		 s;
	struct place		*x;
	hex_t			 cav[6];
	int			 i, k, *order, *rank;

	memset(r, 0, sizeof(*r));
	memset(&s, 0, sizeof(s));
	s.g = g;
	s.st = st;
	i = place_get(&s, st->at);
	s.nodes[i].spent = 0;
	s.nodes[i].left = st->mp;
	heap_push(&s, i);
	while ((i = heap_pop(&s)) >= 0) {
		x = &s.nodes[i];
		x->settled = true;
		if (i != 0 && move_enemy_zoc(g, &s.zc,
		    side_enemy(st->unit->side), x->hex))
			x->ncavalry = move_cavalry(g, st, x->hex, cav);
		if (i == 0 || x->stop == MOVE_GO)
			expand(&s, i);
	}

	/* The origin, then the rest by hex id; prev follows. */
	order = xmalloc((size_t)s.n * sizeof(*order));
	rank = xmalloc((size_t)s.n * sizeof(*rank));
	for (i = k = 0; i < s.n; i++)
		if (i != 0 && s.nodes[i].settled)
			order[k++] = i;
	sorting = &s;
	qsort(order, (size_t)k, sizeof(*order), by_hex);
	sorting = NULL;
	memmove(order + 1, order, (size_t)k * sizeof(*order));
	order[0] = 0;
	k++;
	for (i = 0; i < s.n; i++)
		rank[i] = -1;
	for (i = 0; i < k; i++)
		rank[order[i]] = i;
	r->n = k;
	r->hexes = arena_alloc(&g->arena, (size_t)k * sizeof(*r->hexes));
	for (i = 0; i < k; i++) {
		x = &s.nodes[order[i]];
		r->hexes[i].hex = x->hex;
		r->hexes[i].spent = x->spent;
		r->hexes[i].mp_left = x->left;
		r->hexes[i].prev = x->prev < 0 ? -1 : rank[x->prev];
		r->hexes[i].steps = x->steps;
		r->hexes[i].stop = x->stop;
		r->hexes[i].minimum = x->minimum;
		r->hexes[i].ncavalry = x->ncavalry;
	}

	/* The unpriced hexes no other way reached. */
	r->unpriced = arena_alloc(&g->arena, (size_t)(s.nunpriced > 0 ?
	    s.nunpriced : 1) * sizeof(*r->unpriced));
	for (i = 0; i < s.nunpriced; i++) {
		k = table_get(&s.index, s.unpriced[i].hex);
		if (k >= 0 && s.nodes[k].settled)
			continue;
		r->unpriced[r->nunpriced++] = s.unpriced[i];
	}
	qsort(r->unpriced, (size_t)r->nunpriced, sizeof(*r->unpriced),
	    unpriced_by_hex);

	free(order);
	free(rank);
	free(s.nodes);
	free(s.heap);
	free(s.unpriced);
	table_free(&s.index);
	table_free(&s.unpriced_index);
	table_free(&s.zc.t);
	return 0;
}

int
move_reach_find(const struct move_reach *r, hex_t h)
{
	int lo = 1, hi = r->n - 1, mid;

	if (r->n > 0 && r->hexes[0].hex == h)
		return 0;
	while (lo <= hi) {
		mid = (lo + hi) / 2;
		if (r->hexes[mid].hex == h)
			return mid;
		if (r->hexes[mid].hex < h)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

int
move_reach_path(const struct move_reach *r, int i, hex_t *out, int max)
{
	int count, k, j;

	if (i < 0 || i >= r->n)
		return 0;
	count = r->hexes[i].steps;
	for (j = i, k = count - 1; j > 0 && k >= 0; j = r->hexes[j].prev,
	    k--)
		if (k < max)
			out[k] = r->hexes[j].hex;
	return count;
}
