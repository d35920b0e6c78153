/*
 * table.c — open addressing with linear probing and backward-shift
 * deletion; keys are mixed with the SplitMix64 finalizer.
 */
#include <stdlib.h>

#include "arena.h"
#include "table.h"

static uint64_t
mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ULL;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebULL;
	x ^= x >> 31;
	return x;
}

int
table_get(const struct table *t, uint64_t key)
{
	size_t i;

	if (t->cap == 0)
		return -1;
	for (i = mix(key) & (t->cap - 1); t->keys[i] != TABLE_EMPTY;
	    i = (i + 1) & (t->cap - 1))
		if (t->keys[i] == key)
			return t->vals[i];
	return -1;
}

static void
slots(struct table *t, size_t cap, struct arena *a)
{
	t->cap = cap;
	t->borrowed = a != NULL;
	if (a != NULL) {
		t->keys = arena_alloc_uninit(a, cap * sizeof(*t->keys));
		t->vals = arena_alloc_uninit(a, cap * sizeof(*t->vals));
	} else {
		t->keys = xmalloc(cap * sizeof(*t->keys));
		t->vals = xmalloc(cap * sizeof(*t->vals));
	}
}

static void
grow_in(struct table *t, size_t cap, struct arena *a)
{
	struct table	 old = *t;
	size_t		 i;

	slots(t, cap, a);
	t->n = 0;
	for (i = 0; i < t->cap; i++)
		t->keys[i] = TABLE_EMPTY;
	for (i = 0; i < old.cap; i++)
		if (old.keys[i] != TABLE_EMPTY)
			table_put(t, old.keys[i], old.vals[i]);
	if (!old.borrowed) {
		free(old.keys);
		free(old.vals);
	}
}

static void
grow(struct table *t, size_t cap)
{
	grow_in(t, cap, NULL);
}

void
table_reserve_in(struct table *t, size_t n, struct arena *a)
{
	size_t cap = t->cap ? t->cap : 64;

	while (n * 4 > cap * 3)
		cap *= 2;
	if (cap > t->cap)
		grow_in(t, cap, a);
}

void
table_reserve(struct table *t, size_t n)
{
	table_reserve_in(t, n, NULL);
}

void
table_put(struct table *t, uint64_t key, int val)
{
	size_t i;

	if ((t->n + 1) * 4 > t->cap * 3)
		grow(t, t->cap ? t->cap * 2 : 64);
	for (i = mix(key) & (t->cap - 1); t->keys[i] != TABLE_EMPTY;
	    i = (i + 1) & (t->cap - 1))
		if (t->keys[i] == key) {
			t->vals[i] = val;
			return;
		}
	t->keys[i] = key;
	t->vals[i] = val;
	t->n++;
}

void
table_del(struct table *t, uint64_t key)
{
	size_t i, j, home, mask = t->cap - 1;

	if (t->cap == 0)
		return;
	for (i = mix(key) & mask; t->keys[i] != key; i = (i + 1) & mask)
		if (t->keys[i] == TABLE_EMPTY)
			return;
	/* Shift later members of the run back so no probe is broken. */
	for (j = (i + 1) & mask; t->keys[j] != TABLE_EMPTY;
	    j = (j + 1) & mask) {
		home = mix(t->keys[j]) & mask;
		if (((j - home) & mask) >= ((j - i) & mask)) {
			t->keys[i] = t->keys[j];
			t->vals[i] = t->vals[j];
			i = j;
		}
	}
	t->keys[i] = TABLE_EMPTY;
	t->n--;
}

void
table_free(struct table *t)
{
	if (!t->borrowed) {
		free(t->keys);
		free(t->vals);
	}
	t->borrowed = false;
	t->keys = NULL;
	t->vals = NULL;
	t->cap = t->n = 0;
}
