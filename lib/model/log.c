/*
 * log.c — helpers for the log entries the rules write (DESIGN.md section
 * 4): hex ids as nodes and as text, notes.
 */
#include <stdarg.h>

#include "game.h"

const char *
game_hex_id(const struct game *g, hex_t h, char buf[16])
{
	hex_format(g->map.geo, h, buf);
	return buf;
}

struct node *
game_hex_node(struct game *g, hex_t h)
{
	char id[16];

	return node_scalar(&g->arena, game_hex_id(g, h, id));
}

struct node *
game_names_node(struct game *g, const char *const *names, int n)
{
	struct node	*v = node_seq(&g->arena, S_FLOW);
	int		 i;

	for (i = 0; i < n; i++)
		node_push(&g->arena, v, node_scalar(&g->arena, names[i]));
	return v;
}

struct node *
game_hexes_node(struct game *g, const hex_t *h, int n)
{
	struct node	*v = node_seq(&g->arena, S_FLOW);
	int		 i;

	for (i = 0; i < n; i++)
		node_push(&g->arena, v, game_hex_node(g, h[i]));
	return v;
}

void
game_log_die(struct game *g, struct node *dice, const char *purpose,
    int value)
{
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_FLOW);

	node_set(a, m, "purpose", node_scalar(a, purpose));
	node_set(a, m, "die", node_int(a, value));
	node_push(a, dice, m);
}

void
game_vnote(struct game *g, struct node *notes, const char *fmt, va_list ap)
{
	node_push(&g->arena, notes, node_scalar(&g->arena,
	    arena_vprintf(&g->arena, fmt, ap)));
}

void
game_note(struct game *g, struct node *notes, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	game_vnote(g, notes, fmt, ap);
	va_end(ap);
}
