/*
 * schema.c — validation helpers (see schema.h).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "schema.h"

size_t
ld_push(struct ld *l, const char *key)
{
	size_t old = l->depth;

	if (l->depth < LD_DEPTH) {
		l->parts[l->depth].key = key;
		l->parts[l->depth].index = 0;
	}
	l->depth++;
	return old;
}

size_t
ld_push_index(struct ld *l, int i)
{
	size_t old = l->depth;

	if (l->depth < LD_DEPTH) {
		l->parts[l->depth].key = NULL;
		l->parts[l->depth].index = i;
	}
	l->depth++;
	return old;
}

void
ld_pop(struct ld *l, size_t old)
{
	l->depth = old;
}

/* Append s to the path, cut at the end of the buffer. */
static void
path_add(struct ld *l, size_t *len, const char *s)
{
	while (*s != '\0' && *len + 1 < sizeof(l->path))
		l->path[(*len)++] = *s++;
	l->path[*len] = '\0';
}

const char *
ld_path(struct ld *l)
{
	char	idx[16];
	size_t	len = 0, i;

	l->path[0] = '\0';
	for (i = 0; i < l->depth && i < LD_DEPTH; i++) {
		if (l->parts[i].key == NULL) {
			snprintf(idx, sizeof(idx), "[%d]", l->parts[i].index);
			path_add(l, &len, idx);
			continue;
		}
		if (len > 0 && l->parts[i].key[0] != '[')
			path_add(l, &len, ".");
		path_add(l, &len, l->parts[i].key);
	}
	return l->path;
}

void
ld_err(struct ld *l, const struct node *n, const char *fmt, ...)
{
	char	msg[1024];
	va_list	ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	l->errors++;
	diag_error(l->d, ST_DATA, n != NULL ? n->pos : (struct pos){0, 0},
	    ld_path(l), "%s", msg);
}

static const char *
nearest(const char *key, const char *const *known)
{
	const char	*best = NULL;
	int		 bd = 1 << 30, d;

	for (; *known != NULL; known++)
		if ((d = edit_distance(key, *known)) < bd) {
			bd = d;
			best = *known;
		}
	return best;
}

void
ld_keys(struct ld *l, const struct node *n, const char *const *known,
    struct node **extra)
{
	int i;

	if (extra != NULL)
		*extra = NULL;
	for (i = 0; i < n->n; i++) {
		const struct node	*k = node_key(n, i);
		const char *const	*p;
		const char		*near;

		if (strncmp(k->str, "x-", 2) == 0) {
			if (extra == NULL)
				continue;
			if (*extra == NULL)
				*extra = node_map(&l->g->arena, S_BLOCK);
			node_add(&l->g->arena, *extra, (struct node *)k,
			    node_val(n, i));
			continue;
		}
		for (p = known; *p != NULL; p++)
			if (strcmp(*p, k->str) == 0)
				break;
		if (*p != NULL)
			continue;
		/* No search for a hint nobody will read: a hostile file's
		 * million unknown keys would each cost one. */
		near = diag_full(l->d) ? NULL : nearest(k->str, known);
		if (near != NULL)
			ld_err(l, k, "unknown key '%s'; did you mean '%s'?",
			    k->str, near);
		else
			ld_err(l, k, "unknown key '%s'", k->str);
	}
}

static const char *
kind_name(const struct node *n)
{
	switch (n->kind) {
	case N_MAP:
		return "a mapping";
	case N_SEQ:
		return "a list";
	default:
		return "a scalar";
	}
}

static bool
is_kind(struct ld *l, const struct node *n, int kind, const char *what)
{
	if (n->kind == kind)
		return true;
	ld_err(l, n, "expected %s, got %s", what, kind_name(n));
	return false;
}

bool
ld_is_map(struct ld *l, const struct node *n, const char *what)
{
	return is_kind(l, n, N_MAP, what);
}

bool
ld_is_seq(struct ld *l, const struct node *n, const char *what)
{
	return is_kind(l, n, N_SEQ, what);
}

bool
ld_is_scalar(struct ld *l, const struct node *n, const char *what)
{
	return is_kind(l, n, N_SCALAR, what);
}

void
ld_each(struct ld *l, const struct node *n, const char *what,
    void (*check)(struct ld *, const struct node *))
{
	int i;

	if (!ld_is_seq(l, n, what))
		return;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		check(l, n->items[i]);
		ld_pop(l, p);
	}
}

int
ld_int(struct ld *l, const struct node *n, long min, long max, int *out)
{
	long v;

	if (!ld_is_scalar(l, n, "a whole number"))
		return -1;
	if (parse_long(n->str, &v) < 0) {
		ld_err(l, n, "'%s' is not a whole number", n->str);
		return -1;
	}
	if (v < min || v > max) {
		ld_err(l, n, "%ld is out of range %ld..%ld", v, min, max);
		return -1;
	}
	*out = (int)v;
	return 0;
}

int
ld_u64(struct ld *l, const struct node *n, uint64_t *out)
{
	char			*end;
	unsigned long long	 v;

	if (!ld_is_scalar(l, n, "a whole number"))
		return -1;
	errno = 0;
	if (n->str[0] < '0' || n->str[0] > '9' ||
	    (v = strtoull(n->str, &end, 10), errno != 0) || *end != '\0') {
		ld_err(l, n, "'%s' is not a whole number from 0 to "
		    "18446744073709551615", n->str);
		return -1;
	}
	*out = v;
	return 0;
}

int
ld_bool(struct ld *l, const struct node *n, bool *out)
{
	static const char *const yes[] = { "true", "True", "TRUE", "yes",
	    "Yes", "YES", "on", "On", "ON", NULL };
	static const char *const no[] = { "false", "False", "FALSE", "no",
	    "No", "NO", "off", "Off", "OFF", NULL };
	int i;

	if (!ld_is_scalar(l, n, "true or false"))
		return -1;
	for (i = 0; yes[i] != NULL; i++)
		if (strcmp(n->str, yes[i]) == 0) {
			*out = true;
			return 0;
		}
	for (i = 0; no[i] != NULL; i++)
		if (strcmp(n->str, no[i]) == 0) {
			*out = false;
			return 0;
		}
	ld_err(l, n, "'%s' is not true or false", n->str);
	return -1;
}

int
ld_halves(struct ld *l, const struct node *n, halves *out)
{
	if (!ld_is_scalar(l, n, "a combat value"))
		return -1;
	if (parse_halves(n->str, out) < 0) {
		ld_err(l, n, "'%s' is not a combat value (a whole number, "
		    "or one and a half: 0.5, 2.5)", n->str);
		return -1;
	}
	return 0;
}

int
ld_enum(struct ld *l, const struct node *n, const char *const *names,
    int count, int *out)
{
	char	list[512];
	size_t	len = 0;
	int	i;

	if (!ld_is_scalar(l, n, "a word"))
		return -1;
	for (i = 0; i < count; i++)
		if (names[i] != NULL && strcmp(n->str, names[i]) == 0) {
			*out = i;
			return 0;
		}
	list[0] = '\0';
	for (i = 0; i < count; i++) {
		if (names[i] == NULL)
			continue;
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
		    len ? ", " : "", names[i]);
		if (len >= sizeof(list))
			break;
	}
	ld_err(l, n, "'%s' is not one of: %s", n->str, list);
	return -1;
}

int
ld_str(struct ld *l, const struct node *n, const char **out)
{
	if (!ld_is_scalar(l, n, "text"))
		return -1;
	*out = n->str;
	return 0;
}

int
ld_hex(struct ld *l, const struct node *n, hex_t *out)
{
	const char *why;

	if (!ld_is_scalar(l, n, "a hex id"))
		return -1;
	if (hex_parse(&l->g->module->geo, n->str, out, &why) < 0) {
		ld_err(l, n, "'%s' is not a hex id: %s", n->str, why);
		return -1;
	}
	return 0;
}

int
ld_hexside(struct ld *l, const struct node *n, hexside_t *out)
{
	const char *why;

	if (!ld_is_scalar(l, n, "a hexside (HEX/HEX)"))
		return -1;
	if (hexside_parse(&l->g->module->geo, n->str, out, &why) < 0) {
		ld_err(l, n, "'%s' is not a hexside: %s", n->str, why);
		return -1;
	}
	return 0;
}

int
ld_hexes(struct ld *l, const struct node *n, hex_t **out, int *count)
{
	int i;

	if (!ld_is_seq(l, n, "a list of hexes"))
		return -1;
	*out = arena_alloc(&l->g->arena, (size_t)(n->n + 1) * sizeof(**out));
	*count = 0;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		if (ld_hex(l, n->items[i], &(*out)[*count]) == 0)
			(*count)++;
		ld_pop(l, p);
	}
	return 0;
}

int
ld_ints(struct ld *l, const struct node *n, const char *what, long min,
    long max, int **out, int *count)
{
	int i;

	if (!ld_is_seq(l, n, what))
		return -1;
	*out = arena_alloc(&l->g->arena, (size_t)(n->n + 1) * sizeof(**out));
	*count = 0;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		if (ld_int(l, n->items[i], min, max, &(*out)[*count]) == 0)
			(*count)++;
		ld_pop(l, p);
	}
	return 0;
}

int
ld_side(struct ld *l, const struct node *n, enum side *out)
{
	static const char *const sides[] = { "csa", "usa" };
	int i;

	if (ld_enum(l, n, sides, 2, &i) < 0)
		return -1;
	*out = (enum side)i;
	return 0;
}

int
ld_tactical(struct ld *l, const struct node *n, int *att, int *def,
    bool *split)
{
	const char	*slash;
	long		 a, d;
	char		 buf[32];

	if (!ld_is_scalar(l, n, "a tactical value"))
		return -1;
	slash = strchr(n->str, '/');
	if (slash == NULL) {
		if (parse_long(n->str, &a) < 0 || a < 0 || a > 99)
			goto bad;
		*att = *def = (int)a;
		*split = false;
		return 0;
	}
	if ((size_t)(slash - n->str) >= sizeof(buf))
		goto bad;
	memcpy(buf, n->str, (size_t)(slash - n->str));
	buf[slash - n->str] = '\0';
	if (parse_long(buf, &a) < 0 || parse_long(slash + 1, &d) < 0 ||
	    a < 0 || a > 99 || d < 0 || d > 99)
		goto bad;
	*att = (int)a;
	*def = (int)d;
	*split = true;
	return 0;
bad:
	ld_err(l, n, "'%s' is not a tactical value (a number 0..99, or "
	    "attack/defence as printed, e.g. \"5/4\")", n->str);
	return -1;
}
