/*
 * test_table.c — the hash that indexes hexes, hexsides and units by id
 * (DESIGN.md section 2, Scale: "index hexes and hexsides by id").  Checked
 * against a plain array model under long random runs of puts, replaces and
 * deletions, so that deletions inside probe runs are exercised.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "table.h"

START_TEST(test_dsgn2_table_empty)
{
	struct table t;

	memset(&t, 0, sizeof(t));
	ck_assert_int_eq(table_get(&t, 0), -1);
	ck_assert_int_eq(table_get(&t, 4610), -1);
	table_del(&t, 4610);		/* nothing to delete */
	ck_assert_uint_eq(t.n, 0);
	table_free(&t);
	table_free(&t);			/* twice is harmless */
}
END_TEST

START_TEST(test_dsgn2_table_put_get_replace_del)
{
	struct table t;

	memset(&t, 0, sizeof(t));
	table_put(&t, 4610, 0);
	table_put(&t, 4611, 7);
	table_put(&t, 0, 3);		/* zero is a key like any */
	table_put(&t, TABLE_EMPTY - 1, 9);
	ck_assert_int_eq(table_get(&t, 4610), 0);
	ck_assert_int_eq(table_get(&t, 4611), 7);
	ck_assert_int_eq(table_get(&t, 0), 3);
	ck_assert_int_eq(table_get(&t, TABLE_EMPTY - 1), 9);
	ck_assert_int_eq(table_get(&t, 4612), -1);
	ck_assert_uint_eq(t.n, 4);
	table_put(&t, 4611, 8);
	ck_assert_int_eq(table_get(&t, 4611), 8);
	ck_assert_uint_eq(t.n, 4);
	table_del(&t, 4611);
	ck_assert_int_eq(table_get(&t, 4611), -1);
	ck_assert_uint_eq(t.n, 3);
	table_del(&t, 4611);		/* already gone */
	ck_assert_uint_eq(t.n, 3);
	ck_assert_int_eq(table_get(&t, 4610), 0);
	table_put(&t, 4611, 1);
	ck_assert_int_eq(table_get(&t, 4611), 1);
	table_free(&t);
	ck_assert_uint_eq(t.n, 0);
	ck_assert_int_eq(table_get(&t, 4610), -1);
	/* Usable again after table_free. */
	table_put(&t, 1, 1);
	ck_assert_int_eq(table_get(&t, 1), 1);
	table_free(&t);
}
END_TEST

/* Growth: every key survives the rehashes; the load stays under 1. */
START_TEST(test_dsgn2_table_growth)
{
	struct table	t;
	uint64_t	k;
	const int	n = 20000;

	memset(&t, 0, sizeof(t));
	for (k = 0; k < (uint64_t)n; k++) {
		table_put(&t, k * 0x10001ULL, (int)k);
		if (t.n >= t.cap)
			ck_abort_msg("full after %llu puts",
			    (unsigned long long)k);
	}
	ck_assert_uint_eq(t.n, (size_t)n);
	/* cap is a power of two */
	ck_assert_uint_eq(t.cap & (t.cap - 1), 0);
	for (k = 0; k < (uint64_t)n; k++)
		if (table_get(&t, k * 0x10001ULL) != (int)k)
			ck_abort_msg("key %llu lost", (unsigned long long)k);
	ck_assert_int_eq(table_get(&t, 3), -1);
	table_free(&t);
}
END_TEST

/* xorshift64*: a fixed sequence, so a failure replays. */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545f4914f6cdd1dULL;
}

/*
 * Random puts and deletions over a key universe small enough that the
 * table runs near its highest load, with long probe runs, and deletions
 * in the middle of them; every key is checked against the model after
 * every step.
 */
static void
against_model(uint64_t seed, int universe, int steps, bool hex_like)
{
	struct table	 t;
	uint64_t	*keys = calloc((size_t)universe, sizeof(*keys));
	int		*model = calloc((size_t)universe, sizeof(*model));
	size_t		 live = 0;
	int		 i, j, step;

	memset(&t, 0, sizeof(t));
	for (i = 0; i < universe; i++) {
		/* Hex-like keys (packed coordinates, close together) or
		 * scattered 64-bit ones. */
		keys[i] = hex_like ? (uint64_t)((i % 60) << 13 | i / 60) :
		    rnd(&seed);
		if (keys[i] == TABLE_EMPTY)
			keys[i] = 1;
		model[i] = -1;
	}
	for (step = 0; step < steps; step++) {
		i = (int)(rnd(&seed) % (uint64_t)universe);
		if (rnd(&seed) % 3 == 0) {
			table_del(&t, keys[i]);
			live -= model[i] >= 0;
			model[i] = -1;
		} else {
			int v = (int)(rnd(&seed) % 1000);

			table_put(&t, keys[i], v);
			live += model[i] < 0;
			model[i] = v;
		}
		/* Plain tests, not ck_assert: Check marks every assertion
		 * through a pipe, which would dominate the run. */
		if (t.n != live || table_get(&t, keys[i]) != model[i])
			ck_abort_msg("step %d key %d: n %zu (want %zu), value "
			    "%d (want %d)", step, i, t.n, live,
			    table_get(&t, keys[i]), model[i]);
		/* Every key, often enough to catch a probe run broken by a
		 * deletion elsewhere in it. */
		if (universe <= 64 || step % (universe / 16) == 0 ||
		    step > steps - 50)
			for (j = 0; j < universe; j++)
				if (table_get(&t, keys[j]) != model[j])
					ck_abort_msg("step %d key %d: %d, want "
					    "%d", step, j, table_get(&t,
					    keys[j]), model[j]);
	}
	/* Delete everything: the table ends empty. */
	for (i = 0; i < universe; i++)
		table_del(&t, keys[i]);
	ck_assert_uint_eq(t.n, 0);
	for (i = 0; i < universe; i++)
		ck_assert_int_eq(table_get(&t, keys[i]), -1);
	table_free(&t);
	free(keys);
	free(model);
}

START_TEST(test_dsgn2_table_random_against_model)
{
	/* 64 keys: a 64- or 128-slot table, often three-quarters full. */
	against_model(0x9e3779b97f4a7c15ULL, 64, 20000, false);
	against_model(12345, 64, 20000, true);
	against_model(7, 500, 30000, false);
	against_model(8, 3000, 30000, true);
}
END_TEST

/* Deleting every other key of a dense block keeps the rest reachable. */
START_TEST(test_dsgn2_table_delete_in_runs)
{
	struct table	t;
	uint64_t	k;

	memset(&t, 0, sizeof(t));
	for (k = 1; k <= 47; k++)	/* a dense block: long runs */
		table_put(&t, k, (int)k);
	for (k = 1; k <= 47; k += 2)
		table_del(&t, k);
	for (k = 1; k <= 47; k++)
		ck_assert_int_eq(table_get(&t, k), k % 2 ? -1 : (int)k);
	for (k = 1; k <= 47; k += 2)
		table_put(&t, k, (int)(100 + k));
	for (k = 1; k <= 47; k++)
		ck_assert_int_eq(table_get(&t, k), k % 2 ? (int)(100 + k) :
		    (int)k);
	ck_assert_uint_eq(t.n, 47);
	table_free(&t);
}
END_TEST

/* Reserving in an empty table, in a larger one and for less than it
 * holds: every key put is there after. */
START_TEST(test_dsgn2_table_reserve)
{
	struct table	t;
	uint64_t	k;

	memset(&t, 0, sizeof(t));
	table_reserve(&t, 10);
	ck_assert_uint_eq(t.cap, 64);
	for (k = 1; k <= 40; k++)
		table_put(&t, k, (int)k * 2);
	table_reserve(&t, 1000);
	ck_assert_uint_ge(t.cap * 3, 1000 * 4);
	table_reserve(&t, 5);
	ck_assert_uint_ge(t.cap * 3, 1000 * 4);
	for (k = 1; k <= 40; k++)
		ck_assert_int_eq(table_get(&t, k), (int)k * 2);
	table_free(&t);
}
END_TEST

CHECK_TESTS_TIMEOUT(table, 60)
