/*
 * testtable.h — table-driven tests (one row a case, OpenBSD regress
 * style): the number of rows of a table, and a Check loop test run once
 * for each row (_i, the row's index).
 *
 *	static const struct step { ... } steps[] = { ... };
 *	START_TEST(test_6_1_step) { const struct step *c = &steps[_i]; ... }
 *	add_table_test(tc, test_6_1_step, steps);
 */
#ifndef GCACW_TESTTABLE_H
#define GCACW_TESTTABLE_H

#include <check.h>

/* The number of elements of an array (OpenBSD's nitems()). */
#ifndef nitems
#define nitems(a)	(sizeof(a) / sizeof((a)[0]))
#endif

/* The loop test `t` once for each row of `rows`. */
#define add_table_test(tc, t, rows)	\
	tcase_add_loop_test((tc), (t), 0, (int)nitems(rows))

#endif
