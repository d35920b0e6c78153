/*
 * test_arena.c — the arena and never-NULL allocation (STYLE.md, "Errors
 * and ownership"), and the one diagnostic path (DESIGN.md section 5).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "arena.h"
#include "diag.h"
#include "outbuf.h"

START_TEST(test_arena_zeroed_and_aligned)
{
	struct arena	a = { NULL, 0 };
	int		i;

	for (i = 1; i < 2000; i += 37) {
		unsigned char *p = arena_alloc(&a, (size_t)i);
		int j;

		ck_assert_uint_eq((uintptr_t)p % _Alignof(max_align_t), 0);
		for (j = 0; j < i; j++)
			ck_assert_uint_eq(p[j], 0);
		memset(p, 0xff, (size_t)i);
	}
	arena_free(&a);
	ck_assert_ptr_null(a.head);
}
END_TEST

START_TEST(test_arena_big_blocks_keep_the_current_one)
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

/* Issue 16: blocks after the first are huge pages, kept for the next
 * document; what is handed out stays zeroed, aligned and intact. */
START_TEST(test_issue16_arena_huge_blocks)
{
	struct arena	 a = { NULL, 0 };
	unsigned char	*p[64];
	int		 round, i, j;

	for (round = 0; round < 3; round++) {
		/* 64 x 100 KiB: the first block, then huge ones. */
		for (i = 0; i < 64; i++) {
			p[i] = arena_alloc(&a, 100 << 10);
			ck_assert_int_eq((uintptr_t)p[i] %
			    _Alignof(max_align_t), 0);
			for (j = 0; j < 100 << 10; j += 4096)
				ck_assert_int_eq(p[i][j], 0);
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
 * Issue 16: an arena may start in memory it is lent (the input's region
 * of huge pages, after the output's room): allocations come from inside
 * it, aligned, until it is full, then from blocks of the arena's own;
 * arena_free() frees those and leaves the lent memory, which can be lent
 * again (ASan: a free(3) of it would be an invalid free); a small one is
 * not taken.
 */
START_TEST(test_issue16_arena_start_in_lent_memory)
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

/* Issue 16: an outbuf over lent memory grows into memory of its own,
 * its text kept, and outbuf_free leaves the lent memory alone. */
START_TEST(test_issue16_outbuf_lent)
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

/* Issue 14: a buffer of a MiB or more is in huge pages, 2 MiB aligned
 * (gcacw-show's picture faulted once a 4 KiB page), grown from lent
 * memory or its own, its text kept. */
START_TEST(test_issue14_outbuf_big_in_huge_pages)
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

/* A query that wrote nothing hands cli an empty report: adding nothing
 * to an empty outbuf leaves it empty, with no memcpy from NULL (found by
 * UBSan through gcacw-show). */
START_TEST(test_outbuf_add_nothing)
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

START_TEST(test_arena_strings)
{
	struct arena a = { NULL, 0 };

	ck_assert_str_eq(arena_strndup(&a, "4610/4611", 4), "4610");
	ck_assert_str_eq(arena_printf(&a, "%s %+d", "difference", 4),
	    "difference +4");
	arena_free(&a);
}
END_TEST

static char *
capture(void (*fn)(struct diag *), int *status, int *count)
{
	struct diag	 d;
	char		*buf = NULL;
	size_t		 len = 0;

	diag_init(&d, "gcacw-combat", NULL);
	d.out = open_memstream(&buf, &len);
	fn(&d);
	fclose(d.out);
	*status = d.status;
	*count = d.count;
	return buf;
}

static void
one_error(struct diag *d)
{
	diag_error(d, ST_DATA, (struct pos){ 14, 15 }, "units.Brown.fatigue",
	    "%d is out of range 0..4", 7);
}

START_TEST(test_dsgn5_error_line_format)
{
	int	 status, count;
	char	*out = capture(one_error, &status, &count);

	ck_assert_str_eq(out, "gcacw-combat: <stdin>:14:15: "
	    "units.Brown.fatigue: 7 is out of range 0..4\n");
	ck_assert_int_eq(status, ST_DATA);
	ck_assert_int_eq(count, 1);
	free(out);
}
END_TEST

static void
no_position(struct diag *d)
{
	diag_error(d, ST_DATA, (struct pos){ 0, 0 }, "charts.ratio.1-1",
	    "missing");
	diag_plain(d, ST_USAGE, "--dice: 1 roll was not used");
}

START_TEST(test_dsgn5_error_without_position)
{
	int	 status, count;
	char	*out = capture(no_position, &status, &count);

	ck_assert_str_eq(out, "gcacw-combat: <stdin>: charts.ratio.1-1: "
	    "missing\ngcacw-combat: --dice: 1 roll was not used\n");
	/* The highest status raised wins: 65 over 64. */
	ck_assert_int_eq(status, ST_DATA);
	free(out);
}
END_TEST

static void
many(struct diag *d)
{
	int i;

	d->max = 20;
	for (i = 0; i < 25; i++)
		diag_error(d, ST_DATA, (struct pos){ i + 1, 1 }, "x", "e%d", i);
}

START_TEST(test_issue2_at_most_twenty_lines)
{
	int	 status, count, lines = 0;
	char	*out = capture(many, &status, &count), *p;

	for (p = out; *p != '\0'; p++)
		lines += *p == '\n';
	ck_assert_int_eq(lines, 20);
	ck_assert_int_eq(count, 25);
	ck_assert_int_eq(status, ST_DATA);
	free(out);
}
END_TEST

static Suite *
arena_suite(void)
{
	Suite	*s = suite_create("arena");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_arena_zeroed_and_aligned);
	tcase_add_test(tc, test_arena_big_blocks_keep_the_current_one);
	tcase_add_test(tc, test_arena_strings);
	tcase_add_test(tc, test_issue16_arena_huge_blocks);
	tcase_add_test(tc, test_issue16_outbuf_lent);
	tcase_add_test(tc, test_issue16_arena_start_in_lent_memory);
	tcase_add_test(tc, test_outbuf_add_nothing);
	tcase_add_test(tc, test_issue14_outbuf_big_in_huge_pages);
	tcase_add_test(tc, test_dsgn5_error_line_format);
	tcase_add_test(tc, test_dsgn5_error_without_position);
	tcase_add_test(tc, test_issue2_at_most_twenty_lines);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(arena_suite)
