/*
 * cli_args.c — option arguments shared by the tools (see cli_args.h).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cli_args.h"
#include "module.h"

static void *
grow(void *items, int n, int *cap, size_t size)
{
	if (n < *cap)
		return items;
	*cap = *cap ? *cap * 2 : 8;
	return xrealloc(items, (size_t)*cap * size);
}

void
cli_name_add(struct name_list *l, const char *name)
{
	l->items = grow(l->items, l->n, &l->cap, sizeof(*l->items));
	l->items[l->n++] = name;
}

void
cli_names(struct name_list *l, const char *arg)
{
	char *s = xstrdup(arg), *item, *save = NULL;

	for (item = strtok_r(s, ",", &save); item != NULL;
	    item = strtok_r(NULL, ",", &save))
		cli_name_add(l, xstrdup(item));
	free(s);
}

void
cli_names_free(struct name_list *l)
{
	int i;

	for (i = 0; i < l->n; i++)
		free((char *)l->items[i]);
	free(l->items);
	memset(l, 0, sizeof(*l));
}

int
cli_units(struct cli *c, const char *opt, const char *arg,
    struct name_list *l)
{
	size_t n = strlen(arg);

	if (n == 0 || *arg == ',' || arg[n - 1] == ',' ||
	    strstr(arg, ",,") != NULL) {
		diag_plain(&c->diag, ST_USAGE, "%s '%s': give unit names, e.g. "
		    "Brown,Wagner", opt, arg);
		return ST_USAGE;
	}
	cli_names(l, arg);
	return 0;
}

int
cli_unit_hexside(struct cli *c, const char *opt, const char *arg,
    const char **unit, const char **hexside)
{
	const char *colon = strrchr(arg, ':');

	if (colon == NULL || colon == arg || colon[1] == '\0') {
		diag_plain(&c->diag, ST_USAGE, "%s %s: give UNIT:HEX/HEX, e.g. "
		    "Brown:4611/4610", opt, arg);
		return ST_USAGE;
	}
	*unit = xstrndup(arg, (size_t)(colon - arg));
	*hexside = xstrdup(colon + 1);
	return 0;
}

int
cli_number(struct cli *c, const char *opt, const char *arg,
    const char *what, int min, int max, int *v)
{
	char *end;
	long  n = strtol(arg, &end, 10);

	if (*arg == '\0' || *end != '\0' || n < min || n > max) {
		diag_plain(&c->diag, ST_USAGE, "%s %s: %s, %d to %d", opt, arg,
		    what, min, max);
		return ST_USAGE;
	}
	*v = (int)n;
	return 0;
}

int
cli_hexes(struct game *g, const char *opt, const char *arg, int max,
    hex_t *out, int *n)
{
	char		*s = xstrdup(arg), *item, *save = NULL;
	const char	*why;
	int		 st = 0;

	*n = 0;
	/* "4710, 4709": blanks around an id are the shell's, not the id's. */
	for (item = strtok_r(s, ", \t", &save); item != NULL && st == 0;
	    item = strtok_r(NULL, ", \t", &save)) {
		if (*n == max) {
			diag_plain(g->diag, ST_USAGE, "%s: at most %d hexes",
			    opt, max);
			st = ST_USAGE;
		} else if (hex_parse(&g->module->geo, item, &out[(*n)++],
		    &why) < 0) {
			diag_plain(g->diag, ST_USAGE, "%s: '%s' is not a hex "
			    "id: %s", opt, item, why);
			st = ST_USAGE;
		}
	}
	free(s);
	return st;
}

int
cli_hex_on_map(struct game *g, const char *opt, const char *arg)
{
	const char	*why;
	hex_t		 h;

	if (arg == NULL || hex_parse(&g->module->geo, arg, &h, &why) < 0 ||
	    map_on(&g->map, h))
		return 0;
	/* A hex the map does not hold names the one meant. */
	diag_plain(g->diag, ST_USAGE, "%s %s: off the map (map.bounds, "
	    "map.off_map)%s", opt, arg, game_hex_hint_text(g, h));
	return ST_USAGE;
}

int
cli_hexside(struct game *g, const char *opt, const char *arg,
    const char *text, hexside_t *out)
{
	const char *why;

	if (hexside_parse(g->map.geo, text, out, &why) == 0)
		return 0;
	diag_plain(g->diag, ST_USAGE, "%s %s: '%s' is not a hexside: %s", opt,
	    arg, text, why);
	return ST_USAGE;
}

int
cli_losses(struct cli *c, const char *opt, const char *arg,
    struct loss_list *l)
{
	char	*s = xstrdup(arg), *item, *save = NULL, *eq, *end;
	long	 n;
	int	 st = 0;

	for (item = strtok_r(s, ",", &save); item != NULL;
	    item = strtok_r(NULL, ",", &save)) {
		if ((eq = strchr(item, '=')) == NULL || eq == item ||
		    eq[1] == '\0' || (n = strtol(eq + 1, &end, 10),
		    *end != '\0') || n < 0 || n > INT_MAX) {
			diag_plain(&c->diag, ST_USAGE, "%s %s: give UNIT=N, "
			    "e.g. Wagner=1", opt, arg);
			st = ST_USAGE;
			break;
		}
		*eq = '\0';
		l->items = grow(l->items, l->n, &l->cap, sizeof(*l->items));
		l->items[l->n].unit = xstrdup(item);
		l->items[l->n++].loss = (int)n;
	}
	free(s);
	return st;
}

void
cli_losses_free(struct loss_list *l)
{
	int i;

	for (i = 0; i < l->n; i++)
		free((char *)l->items[i].unit);
	free(l->items);
	memset(l, 0, sizeof(*l));
}
