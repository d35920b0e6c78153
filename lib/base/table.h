/*
 * table.h — an open-addressing hash from 64-bit keys to int values,
 * for indexing hexes, hexsides and units by id.  Keys must not be
 * TABLE_EMPTY.  The table owns its slots (table_free()).
 */
#ifndef GCACW_TABLE_H
#define GCACW_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define TABLE_EMPTY UINT64_MAX

struct table {
	uint64_t	*keys;
	int		*vals;
	size_t		 cap;	/* a power of two, or 0 */
	size_t		 n;
	bool		 borrowed;	/* slots in an arena: not freed */
};

struct arena;

/* The value for key, or -1. */
int	table_get(const struct table *, uint64_t key);
/* Set key to val (val >= 0), replacing any old value. */
void	table_put(struct table *, uint64_t key, int val);
void	table_del(struct table *, uint64_t key);
/* Room for n keys in all, grown once: a loader that knows how many
 * keys come (a campaign's hexes) rehashes none. */
void	table_reserve(struct table *, size_t n);
/* The same, the slots taken from arena a, which must outlive the table
 * (a later growth is the table's own memory). */
void	table_reserve_in(struct table *, size_t n, struct arena *a);
void	table_free(struct table *);

#endif
