/*
 * check_main.h — the main of a unit-test program: run one Check suite,
 * print Check's summary line, exit non-zero on any failure.
 *
 *	static Suite *hex_suite(void) { ... }
 *	CHECK_MAIN(hex_suite)
 *
 * or, for a program of plain tests (one case, no loops, no timeouts of
 * its own, no exit or signal tests), the tests in the order they run:
 *
 *	CHECK_TESTS(hex, test_dsgn3_neighbours, test_dsgn3_distance)
 *
 * A program whose tests need longer than Check's default when forked
 * (under ASan) gives its timeout in seconds:
 *
 *	CHECK_TESTS_TIMEOUT(load, 60, test_dsgn4_..., ...)
 */
#ifndef GCACW_CHECK_MAIN_H
#define GCACW_CHECK_MAIN_H

#include <check.h>
#include <stdlib.h>

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

#define CHECK_TESTS(name, ...)	CHECK_TESTS_TIMEOUT(name, 0, __VA_ARGS__)

/* seconds 0: Check's own default. */
#define CHECK_TESTS_TIMEOUT(name, seconds, ...)				\
static Suite *								\
name##_suite(void)							\
{									\
	const TTest	*tests[] = { __VA_ARGS__ };			\
	Suite		*s = suite_create(#name);			\
	TCase		*tc = tcase_create(#name);			\
	size_t		 i;						\
									\
	if ((seconds) > 0)						\
		tcase_set_timeout(tc, (seconds));			\
	for (i = 0; i < sizeof(tests) / sizeof(tests[0]); i++)		\
		tcase_add_test(tc, tests[i]);				\
	suite_add_tcase(s, tc);						\
	return s;							\
}									\
CHECK_MAIN(name##_suite)

#endif
