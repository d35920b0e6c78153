/*
 * pending.c — the pending entries (see pending.h).
 */
#include <string.h>

#include "game.h"
#include "pending.h"

const char *const pending_kind_names[PK_COUNT] = { "retreat", "rout",
    "voluntary-retreat", "advance", "cavalry-retreat" };

struct pending *
pending_add(struct game *g, enum pending_kind kind)
{
	struct pending_list	*l = &g->pending;
	struct pending		*p;

	if (l->n == l->cap) {
		int		 cap = l->cap ? 2 * l->cap : 4;
		struct pending	*items = arena_alloc(&g->arena,
				    (size_t)cap * sizeof(*items));

		if (l->n > 0)
			memcpy(items, l->items, (size_t)l->n * sizeof(*items));
		l->items = items;
		l->cap = cap;
	}
	p = &l->items[l->n++];
	memset(p, 0, sizeof(*p));
	p->kind = kind;
	p->from = p->into = p->enemy = HEX_NONE;
	p->min = p->max = p->fatigue = -1;
	l->listed = true;
	return p;
}

void
pending_drop(struct game *g, int i)
{
	struct pending_list *l = &g->pending;

	if (i < 0 || i >= l->n)
		return;
	memmove(&l->items[i], &l->items[i + 1],
	    (size_t)(l->n - i - 1) * sizeof(*l->items));
	/* Nothing left pending: the key goes. */
	if (--l->n == 0)
		l->listed = false;
}

struct pending *
pending_head(struct game *g)
{
	return g->pending.n > 0 ? &g->pending.items[0] : NULL;
}

const char *
pending_what(struct game *g, const struct pending *p)
{
	const char *kind = pending_kind_names[p->kind];

	return arena_printf(&g->arena, "%s %s%s%s",
	    strchr("aeiou", kind[0]) != NULL ? "an" : "a", kind,
	    p->nunits > 0 ? " of " : "", p->nunits > 0 ? p->units[0] : "");
}

struct node *
pending_node(struct game *g, const struct pending *p)
{
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, p->flow ? S_FLOW : S_BLOCK);
	int		 i;

	node_set(a, m, "kind", node_plain(a, pending_kind_names[p->kind]));
	if (p->rule != NULL)
		node_set(a, m, "rule", node_scalar(a, p->rule));
	if (p->units != NULL)
		node_set(a, m, "units", game_names_node(g, p->units,
		    p->nunits));
	if (p->from != HEX_NONE)
		node_set(a, m, "from", game_hex_node(g, p->from));
	if (p->into != HEX_NONE)
		node_set(a, m, "into", game_hex_node(g, p->into));
	if (p->min >= 0)
		node_set(a, m, "min", node_int(a, p->min));
	if (p->max >= 0)
		node_set(a, m, "max", node_int(a, p->max));
	if (p->fatigue >= 0)
		node_set(a, m, "fatigue", node_int(a, p->fatigue));
	if (p->has_optional)
		node_set(a, m, "optional", node_bool(a, p->optional));
	if (p->enemy != HEX_NONE)
		node_set(a, m, "enemy", game_hex_node(g, p->enemy));
	if (p->enemy_unit != NULL)
		node_set(a, m, "enemy_unit", node_scalar(a, p->enemy_unit));
	for (i = 0; p->extra != NULL && i < p->extra->n; i++)
		node_add(a, m, node_key(p->extra, i), node_val(p->extra, i));
	return m;
}
