/*
 * scenario_game.c — the starting game of a scenario (gcacw-new): its
 * first turn, its named places, its set-up where the rulebook prints it,
 * the ledger at zero and the generator seeded, as a document that is
 * then loaded and checked like any game file.
 */
#include <stdio.h>
#include <string.h>

#include "load.h"
#include "module.h"
#include "scenario.h"

/* A scenario whose special rules make every turn a rain turn (SIV New
 * Market: "Rain conditions exist with all their effects"). */
static bool
rains(const struct scenario *s, int turn)
{
	int i;

	for (i = 0; i < s->nr; i++)
		if (s->r[i].kind == RK_RAIN && (s->r[i].from == 0 ||
		    s->r[i].from <= turn) && (s->r[i].to == 0 ||
		    turn <= s->r[i].to))
			return true;
	return false;
}

/*
 * The file alone says what the special rules make hold from
 * the start: a rain restriction's turns are Rain markers (`rain_turns`,
 * SIV New Market special rule 2), an unfordable restriction that nothing
 * lifts is the Unfordable marker in the box of its last turn (SIV
 * Piedmont special rule 2, "throughout the scenario").  One that an id
 * lifts (SIV 13.4 special rule 4) stays the rule's: the tools read it.
 */
static void
starting_state(struct arena *a, const struct scenario *s, struct node *doc)
{
	struct node	*rt = node_seq(a, S_FLOW), *uf;
	int		 i, t, box[2] = { 0, 0 };

	for (t = s->first; t <= s->last; t++)
		if (rains(s, t))
			node_push(a, rt, node_int(a, t));
	if (rt->n > 0)
		node_set(a, doc, "rain_turns", rt);
	for (i = 0; i < s->nr; i++) {
		const struct restriction *r = &s->r[i];

		if (r->kind != RK_UNFORDABLE || r->id != NULL)
			continue;
		t = r->to > 0 ? r->to : s->last;
		if (node_is(node_get(r->n, "minor"), "true"))
			box[0] = t;
		if (node_is(node_get(r->n, "major"), "true"))
			box[1] = t;
	}
	if (box[0] == 0 && box[1] == 0)
		return;
	uf = node_map(a, S_FLOW);
	node_set(a, uf, "minor", node_int(a, box[0]));
	node_set(a, uf, "major", node_int(a, box[1]));
	node_set(a, doc, "unfordable", uf);
}

static struct node *
places_map(struct arena *a, const struct scenario *s)
{
	struct node	*map = node_map(a, S_BLOCK), *hexes, *h;
	int		 i;

	if (s->hexsides != NULL)
		node_set(a, map, "hexsides", (struct node *)s->hexsides);
	if (s->places == NULL || s->places->n == 0)
		return map;
	hexes = node_map(a, S_BLOCK);
	for (i = 0; i < s->places->n; i++) {
		const struct node *name = node_val(s->places, i);

		h = node_map(a, S_FLOW);
		if (name->len > 0)
			node_set(a, h, "name", (struct node *)name);
		node_add(a, hexes, node_key(s->places, i), h);
	}
	node_set(a, map, "hexes", hexes);
	return map;
}

struct node *
scenario_game_doc(struct arena *a, const struct scenario *s, uint64_t seed)
{
	struct node	*doc = node_map(a, S_BLOCK), *rng, *v;
	char		 buf[32];
	static const char *const parts[] = { "units", "leaders", "markers",
	    "strategic" };
	size_t		 i;

	node_set(a, doc, "gcacw", node_int(a, 1));
	node_set(a, doc, "game", node_plain(a, s->game));
	node_set(a, doc, "scenario", node_scalar(a, s->name));
	node_set(a, doc, "turn", node_int(a, s->first));
	/* The game starts at the start of its first turn (3.0): gcacw-turn
	 * takes it through the phases, and each tool keeps to its own. */
	node_set(a, doc, "phase", node_plain(a, "random-events"));
	node_set(a, doc, "rain", node_bool(a, rains(s, s->first)));
	starting_state(a, s, doc);
	node_set(a, doc, "map", places_map(a, s));
	node_set(a, doc, "units", node_map(a, S_BLOCK));
	for (i = 0; s->setup != NULL && i < sizeof(parts) / sizeof(*parts);
	    i++)
		if ((v = node_get(s->setup, parts[i])) != NULL)
			node_set(a, doc, parts[i], v);
	node_set(a, doc, "ledger", node_map(a, S_BLOCK));
	rng = node_map(a, S_FLOW);
	snprintf(buf, sizeof(buf), "%llu", (unsigned long long)seed);
	node_set(a, rng, "seed", node_plain(a, arena_strdup(a, buf)));
	node_set(a, rng, "draws", node_int(a, 0));
	node_set(a, doc, "rng", rng);
	node_set(a, doc, "log", node_seq(a, S_BLOCK));
	return doc;
}
