/*
 * log.c — helpers for the log entries the rules write (DESIGN.md section
 * 4): hex ids as nodes, notes.
 */
#include <stdarg.h>
#include <stdio.h>

#include "game.h"

struct node *
game_hex_node(struct game *g, hex_t h)
{
	char id[16];

	hex_format(g->map.geo, h, id);
	return node_scalar(&g->arena, id);
}

void
game_note(struct game *g, struct node *notes, const char *fmt, ...)
{
	char	buf[512];
	va_list	ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	node_push(&g->arena, notes, node_scalar(&g->arena, buf));
}
