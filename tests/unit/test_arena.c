/*
 * test_arena.c — the memory of the base layer: a document's from one
 * arena, freed at once (DESIGN.md section 2, Scale: "allocate from an
 * arena per document"), a tool's output held in an outbuf until every
 * document has been ruled on (outbuf.h; section 5: on a failure nothing
 * is written), and never-NULL allocation (STYLE.md, "Errors and
 * ownership"): what is handed out is zeroed and aligned, big requests
 * and lent memory keep what was handed out before, a big buffer is in
 * huge pages, and running out of memory is one line and exit 70
 * (section 5: 70 internal error).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "check_main.h"
#include "arena.h"
#include "diag.h"
#include "outbuf.h"

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

/* p[0..n) is aligned for any object and every `step`th byte is zero. */
static void
assert_fresh(const unsigned char *p, size_t n, size_t step)
{
	size_t i;

	ck_assert_uint_eq((uintptr_t)p % _Alignof(max_align_t), 0);
	for (i = 0; i < n; i += step)
		ck_assert_uint_eq(p[i], 0);
}

START_TEST(test_dsgn2_arena_zeroed_and_aligned)
{
	struct arena	a = { NULL, 0 };
	int		i;

	for (i = 1; i < 2000; i += 37) {
		unsigned char *p = arena_alloc(&a, (size_t)i);

		assert_fresh(p, (size_t)i, 1);
		memset(p, 0xff, (size_t)i);
	}
	arena_free(&a);
	ck_assert_ptr_null(a.head);
}
END_TEST

START_TEST(test_dsgn2_arena_big_blocks_keep_the_current_one)
{
	struct arena	 a = { NULL, 0 };
	char		*small1, *big, *small2;

	small1 = arena_strdup(&a, "Wagner");
	big = arena_alloc(&a, 1 << 20);
	small2 = arena_strdup(&a, "Brown");
	memset(big, 'x', 1 << 20);
	ck_assert_str_eq(small1, "Wagner");
	ck_assert_str_eq(small2, "Brown");
	ck_assert_uint_ge(a.used, (size_t)1 << 20);
	arena_free(&a);
}
END_TEST

/* Blocks after the first are huge pages, kept for the next document;
 * what is handed out stays zeroed, aligned and intact. */
START_TEST(test_dsgn2_arena_huge_blocks)
{
	struct arena	 a = { NULL, 0 };
	unsigned char	*p[64];
	int		 round, i;

	for (round = 0; round < 3; round++) {
		/* 64 x 100 KiB: the first block, then huge ones. */
		for (i = 0; i < 64; i++) {
			p[i] = arena_alloc(&a, 100 << 10);
			assert_fresh(p[i], 100 << 10, 4096);
			memset(p[i], i + 1, 100 << 10);
		}
		for (i = 0; i < 64; i++)
			ck_assert_int_eq(p[i][(100 << 10) - 1], i + 1);
		arena_free(&a);
	}
	arena_release();
}
END_TEST

/*
 * An arena may start in memory it is lent (the input's region of huge
 * pages, after the output's room): allocations come from inside it,
 * aligned, until it is full, then from blocks of the arena's own;
 * arena_free() frees those and leaves the lent memory, which can be lent
 * again (ASan: a free(3) of it would be an invalid free); a small one is
 * not taken.
 */
START_TEST(test_dsgn2_arena_start_in_lent_memory)
{
	static max_align_t	 mem[(256 << 10) / sizeof(max_align_t)];
	unsigned char		*lo = (unsigned char *)mem + 3, *hi =
				    (unsigned char *)mem + sizeof(mem);
	struct arena		 a = { NULL, 0 };
	unsigned char		*p;
	int			 round, i, inside;

	for (round = 0; round < 2; round++) {
		arena_start_in(&a, lo, sizeof(mem) - 3);
		for (i = inside = 0; i < 8; i++) {
			p = arena_alloc(&a, 60 << 10);
			ck_assert_int_eq((uintptr_t)p % _Alignof(max_align_t),
			    0);
			if (p >= lo && p + (60 << 10) <= hi)
				inside++;
			memset(p, 0xa5, 60 << 10);
		}
		/* 256 KiB less the block's header: four of 60 KiB. */
		ck_assert_int_eq(inside, 4);
		arena_free(&a);
		ck_assert_ptr_null(a.head);
	}
	arena_start_in(&a, mem, 1024);
	ck_assert_ptr_null(a.head);
	arena_release();
}
END_TEST

START_TEST(test_dsgn2_arena_strings)
{
	struct arena a = { NULL, 0 };

	ck_assert_str_eq(arena_strndup(&a, "4610/4611", 4), "4610");
	ck_assert_str_eq(arena_printf(&a, "%s %+d", "difference", 4),
	    "difference +4");
	arena_free(&a);
}
END_TEST

START_TEST(test_dsgn2_alloc_of_nothing_is_a_pointer)
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

/* A request larger than a block gets a block of its own, the first too. */
START_TEST(test_dsgn2_arena_first_request_larger_than_a_block)
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
START_TEST(test_dsgn2_arena_spare_limit)
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

/* ---- The buffer a tool's output is held in (outbuf.h) ---- */

/* An outbuf over lent memory grows into memory of its own, its text
 * kept, and outbuf_free leaves the lent memory alone. */
START_TEST(test_dsgn2_outbuf_lent)
{
	char		lent[8];
	struct outbuf	o = { lent, 0, sizeof(lent), true, NULL, 0 };

	outbuf_add(&o, "abcd", 4);
	ck_assert_ptr_eq(o.data, lent);
	outbuf_add(&o, "efghij", 6);
	ck_assert_ptr_ne(o.data, lent);
	ck_assert(!o.lent);
	ck_assert_int_eq(o.len, 10);
	ck_assert_int_eq(memcmp(o.data, "abcdefghij", 10), 0);
	outbuf_free(&o);
	ck_assert_ptr_null(o.data);
	o = (struct outbuf){ lent, 0, sizeof(lent), true, NULL, 0 };
	outbuf_free(&o);		/* not free(3)'d: lent */
	ck_assert_ptr_null(o.data);
}
END_TEST

/* A buffer of a MiB or more is in huge pages, 2 MiB aligned (gcacw-show's
 * picture faulted once a 4 KiB page), grown from lent memory or its own,
 * its text kept. */
START_TEST(test_dsgn2_outbuf_big_in_huge_pages)
{
	char		lent[8];
	struct outbuf	o = { lent, 0, sizeof(lent), true, NULL, 0 };
	size_t		big = (size_t)3 << 20;

	outbuf_add(&o, "abcd", 4);
	outbuf_reserve(&o, big);
	ck_assert(!o.lent);
	ck_assert_uint_eq((uintptr_t)o.data % ((size_t)2 << 20), 0);
	ck_assert_uint_ge(o.cap, big + 4);
	ck_assert_int_eq(memcmp(o.data, "abcd", 4), 0);
	memset(o.data + 4, 'x', o.cap - 4);
	o.len = o.cap;
	outbuf_add(&o, "yz", 2);
	ck_assert_uint_eq((uintptr_t)o.data % ((size_t)2 << 20), 0);
	ck_assert_int_eq(memcmp(o.data, "abcdxx", 6), 0);
	ck_assert_int_eq(memcmp(o.data + o.len - 3, "xyz", 3), 0);
	outbuf_free(&o);
}
END_TEST

/* A query that wrote nothing hands cli an empty report (DESIGN.md 5:
 * a query prints its report instead of the file): adding nothing to an
 * empty outbuf leaves it empty, with no memcpy from NULL (found by UBSan
 * through gcacw-show). */
START_TEST(test_dsgn5_outbuf_empty_report_adds_nothing)
{
	struct outbuf o = { NULL, 0, 0, false, NULL, 0 };

	outbuf_add(&o, NULL, 0);
	ck_assert_ptr_null(o.data);
	ck_assert_int_eq(o.len, 0);
	outbuf_add(&o, "ab", 2);
	outbuf_add(&o, NULL, 0);
	ck_assert_int_eq(o.len, 2);
	outbuf_free(&o);
}
END_TEST

/* ---- Out of memory ---- */

/* The exit tests' own line is not the suite's output. */
static void
quiet(void)
{
	if (freopen("/dev/null", "w", stderr) == NULL)
		abort();
}

/* A character the locale cannot write makes vsnprintf fail: the one
 * failure arena_printf() has, reported as an internal error (70). */
START_TEST(test_dsgn5_arena_printf_unwritable_exits_70)
{
	struct arena	a = { NULL, 0 };
	wchar_t		w[2] = { 0xd800, 0 };

	quiet();
	arena_printf(&a, "%ls", w);
}
END_TEST

/* STYLE.md: an allocation failure is one line and exit 70; one request
 * too large for each wrapper. */
START_TEST(test_dsgn5_out_of_memory_exits_70)
{
	quiet();
	switch (_i) {
	case 0:
		xmalloc(SIZE_MAX / 2);
		break;
	case 1:
		xcalloc(SIZE_MAX / 4, 2);
		break;
	case 2:
		xrealloc(NULL, SIZE_MAX / 2);
		break;
	default:
		huge_alloc(SIZE_MAX / 2);
		break;
	}
}
END_TEST

static Suite *
arena_suite(void)
{
	Suite	*s = suite_create("arena");
	TCase	*tc = tcase_create("arena");

	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, test_dsgn2_arena_zeroed_and_aligned);
	tcase_add_test(tc, test_dsgn2_arena_big_blocks_keep_the_current_one);
	tcase_add_test(tc, test_dsgn2_arena_strings);
	tcase_add_test(tc, test_dsgn2_arena_huge_blocks);
	tcase_add_test(tc, test_dsgn2_arena_start_in_lent_memory);
	tcase_add_test(tc, test_dsgn2_alloc_of_nothing_is_a_pointer);
	tcase_add_test(tc, test_dsgn2_arena_first_request_larger_than_a_block);
	tcase_add_test(tc, test_dsgn2_arena_spare_limit);
	tcase_add_test(tc, test_dsgn2_outbuf_lent);
	tcase_add_test(tc, test_dsgn2_outbuf_big_in_huge_pages);
	tcase_add_test(tc, test_dsgn5_outbuf_empty_report_adds_nothing);
	tcase_add_exit_test(tc, test_dsgn5_arena_printf_unwritable_exits_70,
	    ST_INTERNAL);
	if (NO_ASAN)
		tcase_add_loop_exit_test(tc, test_dsgn5_out_of_memory_exits_70,
		    ST_INTERNAL, 0, 4);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(arena_suite)
