/*
 * refuse.c — rules refusals, and orders the options cannot make, through
 * the one diagnostic path (refuse.h).
 */
#include <stdarg.h>
#include <stdio.h>

#include "refuse.h"

int
refuse(struct game *g, const char *path, const char *fmt, ...)
{
	va_list	ap;
	int	st;

	va_start(ap, fmt);
	st = diag_vrefuse(g->diag, path, fmt, ap);
	va_end(ap);
	return st;
}

int
refuse_unit(struct game *g, const struct unit *u, const char *fmt, ...)
{
	va_list	ap;
	int	st;

	va_start(ap, fmt);
	st = diag_vrefuse(g->diag, arena_printf(&g->arena, "units.%s",
	    u->name), fmt, ap);
	va_end(ap);
	return st;
}

int
refuse_usage(struct diag *d, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	diag_vplain(d, ST_USAGE, fmt, ap);
	va_end(ap);
	return ST_USAGE;
}
