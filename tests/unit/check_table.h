/*
 * check_table.h — the main of a unit-test program that check_main.h's
 * CHECK_TESTS does not fit: its loop tests, each run over the rows of
 * its table, then its plain tests in the order they run, all in one
 * test case with the teardown given (or NULL).
 *
 *	CHECK_TABLE(combat, NULL,
 *	    CHECK_LOOPS({ test_7_2_combat_value, N(combat_values) },
 *		{ test_7_5_combat_chart_columns, N(columns) }),
 *	    test_7_2_disorganized_value_missing_is_data_error,
 *	    test_7_5_combat_example_in_full)
 *
 * A program without loop tests gives CHECK_NO_LOOPS.
 */
#ifndef GCACW_CHECK_TABLE_H
#define GCACW_CHECK_TABLE_H

#include <stddef.h>

#include "check_main.h"

struct check_loop {
	const TTest	*test;
	int		 rows;
};

static inline Suite *
check_table(const char *name, void (*teardown)(void),
    const struct check_loop *loops, size_t nloops,
    const TTest *const *tests, size_t ntests)
{
	Suite	*s = suite_create(name);
	TCase	*tc = tcase_create(name);
	size_t	 i;

	if (teardown != NULL)
		tcase_add_checked_fixture(tc, NULL, teardown);
	for (i = 0; i < nloops; i++)
		tcase_add_loop_test(tc, loops[i].test, 0, loops[i].rows);
	for (i = 0; i < ntests; i++)
		tcase_add_test(tc, tests[i]);
	suite_add_tcase(s, tc);
	return s;
}

/* The loop tests, and how many they are.  (A test is a pointer
 * variable, not a constant: the lists are built with the suite.) */
#define CHECK_LOOPS(...)						\
	(const struct check_loop[]){ __VA_ARGS__ },			\
	sizeof((const struct check_loop[]){ __VA_ARGS__ }) /		\
	    sizeof(struct check_loop)
#define CHECK_NO_LOOPS	NULL, 0

#define CHECK_TABLE(name, teardown, loops, ...)				\
static Suite *								\
name##_suite(void)							\
{									\
	const TTest	*tests[] = { __VA_ARGS__ };			\
									\
	return check_table(#name, teardown, loops, tests,		\
	    sizeof(tests) / sizeof(tests[0]));				\
}									\
CHECK_MAIN(name##_suite)

#endif
