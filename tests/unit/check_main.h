/*
 * check_main.h — the main of a unit-test program: one Check suite of
 * one test case holding every test of the program, in the order the
 * file defines them; Check's summary line printed; a non-zero exit on
 * any failure.  Each START_TEST registers itself as the program starts,
 * so no test is written and never run, and the program's end says only
 * what is not the default:
 *
 *	CHECK_TESTS(hex)
 *
 * or, with table-driven tests (one row a case, OpenBSD regress style:
 * each a Check loop test run once for each row of its table, _i the
 * row's index), a fixture, or a timeout of its own in seconds (0:
 * Check's default; for the runs forked under ASan):
 *
 *	CHECK_SUITE(combat, setup, teardown, 60,
 *	    CHECK_LOOPS({ test_7_2_combat_value, N(combat_values) },
 *		{ test_7_5_combat_chart_columns, N(columns) }))
 *
 * CHECK_NO_LOOPS where there are none.  A program with exit or signal
 * tests, or with rows known only when it runs, builds its suite itself
 * and ends with CHECK_MAIN(its_suite).
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

/* The program's tests, in the order they are defined. */
struct check_entry {
	const TTest		*test;
	struct check_entry	*next;
};
static struct check_entry	*check_first;
static struct check_entry	**check_last = &check_first;

static inline void
check_register(struct check_entry *e)
{
	*check_last = e;
	check_last = &e->next;
}

/* Check's START_TEST, and the test's entry linked in before main(). */
#undef START_TEST
#define START_TEST(name)						\
static void name##_fn(int _i CK_ATTRIBUTE_UNUSED);			\
static const TTest name##_ttest = { ""#name, name##_fn, __FILE__,	\
    __LINE__ };								\
static const TTest *name = &name##_ttest;				\
static struct check_entry name##_entry = { &name##_ttest, NULL };	\
__attribute__((constructor)) static void				\
name##_register(void)							\
{									\
	(void)name;							\
	check_register(&name##_entry);					\
}									\
static void name##_fn(int _i CK_ATTRIBUTE_UNUSED)

struct check_loop {
	const TTest	*test;
	int		 rows;
};
struct check_loops {
	const struct check_loop	*loop;
	size_t			 n;
};

/* Every registered test, a loop test over its rows where loops names
 * it. */
static inline Suite *
check_suite(const char *name, void (*setup)(void), void (*teardown)(void),
    int timeout, struct check_loops loops)
{
	Suite			*s = suite_create(name);
	TCase			*tc = tcase_create(name);
	const struct check_entry *e;
	size_t			 i;

	if (timeout > 0)
		tcase_set_timeout(tc, timeout);
	if (setup != NULL || teardown != NULL)
		tcase_add_checked_fixture(tc, setup, teardown);
	for (e = check_first; e != NULL; e = e->next) {
		for (i = 0; i < loops.n; i++)
			if (loops.loop[i].test == e->test)
				break;
		if (i < loops.n)
			tcase_add_loop_test(tc, e->test, 0,
			    loops.loop[i].rows);
		else
			tcase_add_test(tc, e->test);
	}
	suite_add_tcase(s, tc);
	return s;
}

/* The loop tests and their rows, as one value.  (A test is a pointer
 * variable, not a constant: the list is built with the suite.) */
#define CHECK_LOOPS(...)						\
	((struct check_loops){ (const struct check_loop[]){ __VA_ARGS__ },\
	    sizeof((const struct check_loop[]){ __VA_ARGS__ }) /	\
	    sizeof(struct check_loop) })
#define CHECK_NO_LOOPS	((struct check_loops){ NULL, 0 })

#define CHECK_SUITE(name, setup, teardown, timeout, loops)		\
static Suite *								\
name##_suite(void)							\
{									\
	return check_suite(#name, (setup), (teardown), (timeout),	\
	    (loops));							\
}									\
CHECK_MAIN(name##_suite)

#define CHECK_TESTS(name)						\
	CHECK_SUITE(name, NULL, NULL, 0, CHECK_NO_LOOPS)
#define CHECK_TESTS_TIMEOUT(name, timeout)				\
	CHECK_SUITE(name, NULL, NULL, (timeout), CHECK_NO_LOOPS)

#endif
