/*
 * node.c — document values (see node.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "node.h"

_Static_assert(sizeof(struct node) == 24, "struct node: 24 bytes");

static struct node *
node_new(struct arena *a, enum node_kind kind, enum node_style style)
{
	struct node *n = arena_alloc_ptr(a, sizeof(*n));

	n->kind = kind;
	n->style = style;
	return n;
}

struct node *
node_scalar(struct arena *a, const char *s)
{
	struct node	*n = node_new(a, N_SCALAR, S_ANY);
	size_t		 len = strlen(s);

	if (len > UINT32_MAX)
		diag_fatal("a text of %zu bytes: over 4 GB", len);
	n->len = (uint32_t)len;
	n->str = arena_strndup(a, s, len);
	return n;
}

struct node *
node_quoted(struct arena *a, const char *s)
{
	struct node *n = node_scalar(a, s);

	n->style = S_QUOTED;
	return n;
}

struct node *
node_plain(struct arena *a, const char *s)
{
	struct node *n = node_scalar(a, s);

	n->style = S_PLAIN;
	return n;
}

struct node *
node_int(struct arena *a, long v)
{
	char		buf[32], *p = buf + sizeof(buf) - 1;
	unsigned long	u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	/* By hand, not snprintf: the emitter writes thousands of these. */
	*p = '\0';
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	return node_plain(a, p);
}

struct node *
node_half(struct arena *a, int h)
{
	char buf[32];

	if (h % 2 == 0)
		snprintf(buf, sizeof(buf), "%d", h / 2);
	else
		snprintf(buf, sizeof(buf), "%s%d.5", h < 0 ? "-" : "",
		    (h < 0 ? -h : h) / 2);
	return node_plain(a, buf);
}

struct node *
node_bool(struct arena *a, bool b)
{
	return node_plain(a, b ? "true" : "false");
}

struct node *
node_seq(struct arena *a, enum node_style style)
{
	return node_new(a, N_SEQ, style);
}

struct node *
node_map(struct arena *a, enum node_style style)
{
	return node_new(a, N_MAP, style);
}

struct node *
node_gen(struct arena *a, node_gen_fn *gen, const void *arg)
{
	struct node *n = node_new(a, N_GEN, S_ANY);

	n->gen = gen;
	n->arg = arg;
	return n;
}

/* The items c holds room for (node.h). */
static int
capacity(const struct node *c)
{
	int k = c->kind == N_MAP ? 2 * c->n : c->n, cap = 8;

	if (c->exact || k == 0)
		return k;
	while (cap < k)
		cap *= 2;
	return cap;
}

static void
append(struct arena *a, struct node *c, struct node *item)
{
	int have = c->kind == N_MAP ? 2 * c->n : c->n, need = have + 1,
	    cap = capacity(c);

	if (c->kind == N_MAP)
		need++;		/* the value follows */
	if (need > cap) {
		struct node	**items;

		cap = 8;
		while (cap < need)
			cap *= 2;
		items = arena_alloc_ptr(a, (size_t)cap * sizeof(*items));
		if (have > 0)
			memcpy(items, c->items, (size_t)have * sizeof(*items));
		c->items = items;
		c->exact = false;
	}
	if (c->kind == N_MAP)
		c->items[2 * c->n] = item;	/* the value follows */
	else
		c->items[c->n++] = item;
}

void
node_push(struct arena *a, struct node *seq, struct node *item)
{
	append(a, seq, item);
}

void
node_set(struct arena *a, struct node *map, const char *key,
    struct node *val)
{
	int i;

	for (i = 0; i < map->n; i++)
		if (node_is(map->items[2 * i], key)) {
			map->items[2 * i + 1] = val;
			return;
		}
	append(a, map, node_scalar(a, key));
	map->items[2 * map->n + 1] = val;
	map->n++;
}

void
node_add(struct arena *a, struct node *map, struct node *key,
    struct node *val)
{
	append(a, map, key);
	map->items[2 * map->n + 1] = val;
	map->n++;
}

struct node *
node_get(const struct node *map, const char *key)
{
	int i;

	if (map == NULL || map->kind != N_MAP)
		return NULL;
	for (i = 0; i < map->n; i++)
		if (node_is(map->items[2 * i], key))
			return map->items[2 * i + 1];
	return NULL;
}

struct node *
node_key(const struct node *map, int i)
{
	return map->items[2 * i];
}

struct node *
node_val(const struct node *map, int i)
{
	return map->items[2 * i + 1];
}

bool
node_is(const struct node *n, const char *s)
{
	return n != NULL && n->kind == N_SCALAR && strlen(s) == n->len &&
	    memcmp(n->str, s, n->len) == 0;
}

struct node *
node_copy(struct arena *a, const struct node *n)
{
	struct node	*c;
	int		 i, k;

	if (n == NULL)
		return NULL;
	c = node_new(a, n->kind, n->style);
	c->quoted = n->quoted;
	if (n->kind != N_GEN)
		c->pos = n->pos;
	if (n->kind == N_SCALAR || n->kind == N_RAW) {
		c->len = n->len;
		c->str = n->str != NULL ? arena_strndup(a, n->str, n->len) :
		    NULL;
		return c;
	}
	if (n->kind == N_GEN) {
		c->gen = n->gen;
		c->arg = n->arg;
		return c;
	}
	k = n->kind == N_MAP ? 2 * n->n : n->n;
	c->n = n->n;
	c->exact = true;
	c->items = arena_alloc_ptr(a, (size_t)(k ? k : 1) *
	    sizeof(*c->items));
	for (i = 0; i < k; i++)
		c->items[i] = node_copy(a, n->items[i]);
	return c;
}
