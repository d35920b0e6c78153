/*
 * test_cov_base.c — the base layer's edges that the golden cases never
 * reach (issue 15, branch coverage): allocation of nothing and of too
 * much, the arena's kept blocks past their limit, a diagnostic's escapes,
 * and the scalars' refusals.  Each asserts what the edge does.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "check_main.h"
#include "arena.h"
#include "diag.h"
#include "scalar.h"
#include "table.h"

/* ASan refuses a huge request itself (allocator_may_return_null=0), so
 * the out-of-memory exits are checked only without it. */
#if defined(__SANITIZE_ADDRESS__)
#define NO_ASAN	0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NO_ASAN	0
#endif
#endif
#ifndef NO_ASAN
#define NO_ASAN	1
#endif

/* The exit tests' own line is not the suite's output. */
static void
quiet(void)
{
	if (freopen("/dev/null", "w", stderr) == NULL)
		abort();
}

START_TEST(test_alloc_of_nothing_is_a_pointer)
{
	struct arena	 a = { NULL, 0 };
	void		*p, *q, *r;
	char		*s;

	p = xmalloc(0);
	q = xcalloc(0, 0);
	r = xrealloc(NULL, 0);
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(q);
	ck_assert_ptr_nonnull(r);
	free(p);
	free(q);
	free(r);
	/* Nothing from an arena is a distinct byte, not NULL. */
	p = arena_alloc(&a, 0);
	q = arena_alloc(&a, 0);
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_ne(p, q);
	s = xstrndup("Jackson", 4);
	ck_assert_str_eq(s, "Jack");
	free(s);
	arena_free(&a);
}
END_TEST

/* STYLE.md: an allocation failure is one line and exit 70. */
START_TEST(test_xmalloc_out_of_memory)
{
	quiet();
	xmalloc(SIZE_MAX / 2);
}
END_TEST

START_TEST(test_xcalloc_out_of_memory)
{
	quiet();
	xcalloc(SIZE_MAX / 4, 2);
}
END_TEST

START_TEST(test_xrealloc_out_of_memory)
{
	quiet();
	xrealloc(NULL, SIZE_MAX / 2);
}
END_TEST

START_TEST(test_huge_alloc_out_of_memory)
{
	quiet();
	huge_alloc(SIZE_MAX / 2);
}
END_TEST

/* A character the locale cannot write makes vsnprintf fail: the one
 * failure arena_printf() has, reported as an internal error (70). */
START_TEST(test_arena_printf_unwritable)
{
	struct arena	a = { NULL, 0 };
	wchar_t		w[2] = { 0xd800, 0 };

	quiet();
	arena_printf(&a, "%ls", w);
}
END_TEST

/* A request larger than a block gets a block of its own, the first too. */
START_TEST(test_arena_first_request_larger_than_a_block)
{
	struct arena	 a = { NULL, 0 };
	unsigned char	*p;
	size_t		 n = 200 * 1024, i;

	p = arena_alloc(&a, n);
	for (i = 0; i < n; i++)
		ck_assert_uint_eq(p[i], 0);
	ck_assert_uint_eq(a.used, n);
	ck_assert_str_eq(arena_printf(&a, "%d-%s", 4610, "Brown"),
	    "4610-Brown");
	arena_free(&a);
}
END_TEST

/* Kept blocks stop at 64 MiB: an arena of 80 MiB gives the rest back,
 * and the next arena works the same from what was kept. */
START_TEST(test_arena_spare_limit)
{
	struct arena	 a = { NULL, 0 };
	int		 round, i;
	char		*p;

	for (round = 0; round < 2; round++) {
		for (i = 0; i < 80; i++) {
			p = arena_alloc(&a, 400 * 1024);
			ck_assert_uint_eq((unsigned char)p[400 * 1024 - 1], 0);
			memset(p, 'x', 400 * 1024);
		}
		ck_assert_uint_eq(a.used, (size_t)80 * 400 * 1024);
		arena_free(&a);
		ck_assert_ptr_null(a.head);
		ck_assert_uint_eq(a.used, 0);
	}
	arena_release();
}
END_TEST

START_TEST(test_diag_escapes_and_no_program)
{
	struct diag	 d;
	char		*buf = NULL;
	size_t		 len = 0;
	FILE		*f = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(f);
	diag_init(&d, NULL, NULL);
	ck_assert_str_eq(d.file, "<stdin>");
	diag_init(&d, "gcacw-check", "g.yaml");
	d.out = f;
	diag_error(&d, ST_DATA, (struct pos){ 2, 3 }, "a\tb",
	    "x\ry\x1bz\x7f!");
	ck_assert_int_eq(d.status, ST_DATA);
	/* A lower status does not lower it. */
	diag_error(&d, ST_REFUSED, (struct pos){ 0, 0 }, "", "later");
	ck_assert_int_eq(d.status, ST_DATA);
	fclose(f);
	ck_assert_str_eq(buf, "gcacw-check: g.yaml:2:3: a\\tb: "
	    "x\\ry\\x1bz\\x7f!\n"
	    "gcacw-check: g.yaml: later\n");
	free(buf);
}
END_TEST

START_TEST(test_scalar_refusals)
{
	long	v;
	int	h;
	char	buf[24], longname[80];

	memset(longname, 'a', sizeof(longname) - 1);
	longname[sizeof(longname) - 1] = '\0';
	ck_assert_int_eq(edit_distance(longname, "a"), 99);
	ck_assert_int_eq(edit_distance("a", longname), 99);
	ck_assert_int_eq(edit_distance("Jackson", "Jakson"), 1);
	ck_assert_int_eq(parse_long("", &v), -1);
	ck_assert_int_eq(parse_long("x1", &v), -1);
	ck_assert_int_eq(parse_long("99999999999999999999", &v), -1);
	ck_assert_int_eq(parse_long("12x", &v), -1);
	ck_assert_int_eq(parse_long("-12", &v), 0);
	ck_assert_int_eq(v, -12);
	ck_assert_int_eq(parse_long_prefix("", &v), -1);
	ck_assert_int_eq(parse_long_prefix("*1", &v), -1);
	ck_assert_int_eq(parse_long_prefix("-", &v), -1);
	ck_assert_int_eq(parse_long_prefix("99999999999999999999", &v), -1);
	ck_assert_int_eq(parse_long_prefix("+2*", &v), 0);
	ck_assert_int_eq(v, 2);
	ck_assert_int_eq(parse_halves("", &h), -1);
	ck_assert_int_eq(parse_halves("123456789012345678901234567890123",
	    &h), -1);
	ck_assert_int_eq(parse_halves("3.0", &h), 0);
	ck_assert_int_eq(h, 6);
	ck_assert_int_eq(parse_halves(".5", &h), 0);
	ck_assert_int_eq(h, 1);
	ck_assert_int_eq(parse_halves("\xc2\xbd", &h), 0);
	ck_assert_int_eq(h, 1);
	/* 7.2's "1/2", as gcacw-charts --template asks it written. */
	ck_assert_int_eq(parse_halves("1/2", &h), 0);
	ck_assert_int_eq(h, 1);
	ck_assert_int_eq(parse_halves("3/2", &h), -1);
	ck_assert_int_eq(parse_halves("x.5", &h), -1);
	ck_assert_int_eq(parse_halves("-1", &h), -1);
	ck_assert_int_eq(parse_halves("100001", &h), -1);
	ck_assert_str_eq(quarters_text(2, buf), "\xc2\xbd");
	ck_assert_str_eq(quarters_text(9, buf), "2\xc2\xbc");
	ck_assert_str_eq(quarters_text(8, buf), "2");
	ck_assert_str_eq(quarters_text(0, buf), "0");
}
END_TEST

/* Reserving in an empty table, in a larger one and for less than it
 * holds: every key put is there after. */
START_TEST(test_table_reserve)
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

static Suite *
cov_base_suite(void)
{
	Suite	*s = suite_create("cov_base");
	TCase	*tc = tcase_create("edges");

	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, test_alloc_of_nothing_is_a_pointer);
	tcase_add_test(tc, test_arena_first_request_larger_than_a_block);
	tcase_add_test(tc, test_arena_spare_limit);
	tcase_add_test(tc, test_diag_escapes_and_no_program);
	tcase_add_test(tc, test_scalar_refusals);
	tcase_add_test(tc, test_table_reserve);
	tcase_add_exit_test(tc, test_arena_printf_unwritable, ST_INTERNAL);
	if (NO_ASAN) {
		tcase_add_exit_test(tc, test_xmalloc_out_of_memory,
		    ST_INTERNAL);
		tcase_add_exit_test(tc, test_xcalloc_out_of_memory,
		    ST_INTERNAL);
		tcase_add_exit_test(tc, test_xrealloc_out_of_memory,
		    ST_INTERNAL);
		tcase_add_exit_test(tc, test_huge_alloc_out_of_memory,
		    ST_INTERNAL);
	}
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_base_suite)
