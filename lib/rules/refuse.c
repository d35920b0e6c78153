/*
 * refuse.c — rules refusals, and orders the options cannot make, through
 * the one diagnostic path (refuse.h).
 */
#include <stdarg.h>
#include <stdio.h>

#include "refuse.h"

static int
vrefuse(struct game *g, const char *path, const char *fmt, va_list ap)
{
	char msg[1024];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	return diag_refuse(g->diag, path, "%s", msg);
}

int
refuse(struct game *g, const char *path, const char *fmt, ...)
{
	va_list	ap;
	int	st;

	va_start(ap, fmt);
	st = vrefuse(g, path, fmt, ap);
	va_end(ap);
	return st;
}

int
refuse_unit(struct game *g, const struct unit *u, const char *fmt, ...)
{
	va_list	ap;
	int	st;

	va_start(ap, fmt);
	st = vrefuse(g, arena_printf(&g->arena, "units.%s", u->name), fmt,
	    ap);
	va_end(ap);
	return st;
}

int
refuse_usage(struct diag *d, const char *fmt, ...)
{
	va_list	ap;
	char	msg[1024];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_plain(d, ST_USAGE, "%s", msg);
	return ST_USAGE;
}
