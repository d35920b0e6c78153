/*
 * check_main.h — the main of a unit-test program: one Check suite of
 * one test case, run; Check's summary line printed; a non-zero exit on
 * any failure.  A program lists its tests in the order they run:
 *
 *	CHECK_TESTS(hex, test_dsgn3_neighbours, test_dsgn3_distance)
 *	CHECK_TESTS_TIMEOUT(show, 60, test_dsgn5_show_..., ...)
 *
 * and, with table-driven tests (one row a case, OpenBSD regress style:
 * each a Check loop test run once for each row, _i the row's index), a
 * fixture or a timeout of its own (in seconds, 0: Check's default, for
 * the runs forked under ASan), the loop tests first:
 *
 *	CHECK_SUITE(combat, setup, teardown, 60,
 *	    CHECK_LOOPS({ test_7_2_combat_value, N(combat_values) },
 *		{ test_7_5_combat_chart_columns, N(columns) }),
 *	    test_7_2_disorganized_value_missing_is_data_error,
 *	    test_7_5_combat_example_in_full)
 *
 * CHECK_NO_LOOPS where there are none.  A program with exit or signal
 * tests builds its suite itself and ends with CHECK_MAIN(its_suite).
 */
#ifndef GCACW_CHECK_MAIN_H
#define GCACW_CHECK_MAIN_H

#include <check.h>
#include <stddef.h>
#include <stdlib.h>

/* The number of rows of a case table (OpenBSD's nitems()). */
#define nitems(a)	(sizeof(a) / sizeof((a)[0]))
#define N(a)		((int)nitems(a))

#define CHECK_MAIN(suite_fn)						\
int									\
main(void)								\
{									\
	SRunner	*sr = srunner_create(suite_fn());			\
	int	 failed;						\
									\
	srunner_run_all(sr, CK_NORMAL);					\
	failed = srunner_ntests_failed(sr);				\
	srunner_free(sr);						\
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;		\
}

struct check_loop {
	const TTest	*test;
	int		 rows;
};
struct check_loops {
	const struct check_loop	*loop;
	size_t			 n;
};

static inline Suite *
check_suite(const char *name, void (*setup)(void), void (*teardown)(void),
    int timeout, struct check_loops loops, const TTest *const *tests,
    size_t ntests)
{
	Suite	*s = suite_create(name);
	TCase	*tc = tcase_create(name);
	size_t	 i;

	if (timeout > 0)
		tcase_set_timeout(tc, timeout);
	if (setup != NULL || teardown != NULL)
		tcase_add_checked_fixture(tc, setup, teardown);
	for (i = 0; i < loops.n; i++)
		tcase_add_loop_test(tc, loops.loop[i].test, 0,
		    loops.loop[i].rows);
	for (i = 0; i < ntests; i++)
		tcase_add_test(tc, tests[i]);
	suite_add_tcase(s, tc);
	return s;
}

/* The loop tests, and how many they are, as one value.  (A test is a
 * pointer variable, not a constant: the lists are built with the
 * suite.) */
#define CHECK_LOOPS(...)						\
	((struct check_loops){ (const struct check_loop[]){ __VA_ARGS__ },\
	    sizeof((const struct check_loop[]){ __VA_ARGS__ }) /	\
	    sizeof(struct check_loop) })
#define CHECK_NO_LOOPS	((struct check_loops){ NULL, 0 })

#define CHECK_SUITE(name, setup, teardown, timeout, loops, ...)		\
static Suite *								\
name##_suite(void)							\
{									\
	const TTest	*tests[] = { __VA_ARGS__ };			\
									\
	return check_suite(#name, (setup), (teardown), (timeout),	\
	    (loops), tests, nitems(tests));				\
}									\
CHECK_MAIN(name##_suite)

#define CHECK_TESTS(name, ...)						\
	CHECK_SUITE(name, NULL, NULL, 0, CHECK_NO_LOOPS, __VA_ARGS__)
#define CHECK_TESTS_TIMEOUT(name, timeout, ...)				\
	CHECK_SUITE(name, NULL, NULL, (timeout), CHECK_NO_LOOPS, __VA_ARGS__)
#endif
