/*
 * check_main.h — the main of a unit-test program: run one Check suite,
 * print Check's summary line, exit non-zero on any failure.
 *
 *	static Suite *hex_suite(void) { ... }
 *	CHECK_MAIN(hex_suite)
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

#endif
