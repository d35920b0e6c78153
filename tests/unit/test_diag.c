/*
 * test_diag.c — the one diagnostic path (diag.h; DESIGN.md section 5):
 * one line "PROG: FILE:LINE:COL: PATH: message" an error, without the
 * position when there is none, control characters escaped, the highest
 * status raised kept, and at most diag.max lines said.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"

/* A diag of prog saying its lines into t's memory stream (tg_errors). */
static struct diag *
captured(struct tg *t, const char *prog)
{
	tg_init(t);
	t->d.prog = prog;
	return &t->d;
}

START_TEST(test_dsgn5_error_line_format)
{
	struct tg	 t;
	struct diag	*d = captured(&t, "gcacw-combat");

	diag_error(d, ST_DATA, (struct pos){ 14, 15 }, "units.Brown.fatigue",
	    "%d is out of range 0..4", 7);
	ck_assert_str_eq(tg_errors(&t), "gcacw-combat: <stdin>:14:15: "
	    "units.Brown.fatigue: 7 is out of range 0..4\n");
	ck_assert_int_eq(d->status, ST_DATA);
	ck_assert_int_eq(d->count, 1);
	tg_done(&t);
}
END_TEST

START_TEST(test_dsgn5_error_without_position)
{
	struct tg	 t;
	struct diag	*d = captured(&t, "gcacw-combat");

	diag_error(d, ST_DATA, (struct pos){ 0, 0 }, "charts.ratio.1-1",
	    "missing");
	diag_plain(d, ST_USAGE, "--dice: 1 roll was not used");
	ck_assert_str_eq(tg_errors(&t), "gcacw-combat: <stdin>: "
	    "charts.ratio.1-1: missing\ngcacw-combat: --dice: 1 roll was not "
	    "used\n");
	/* The highest status raised wins: 65 over 64. */
	ck_assert_int_eq(d->status, ST_DATA);
	tg_done(&t);
}
END_TEST

/* gcacw-check reports up to 20 errors; the rest are counted. */
START_TEST(test_dsgn5_at_most_twenty_lines)
{
	struct tg	 t;
	struct diag	*d = captured(&t, "gcacw-combat");
	int		 i;

	d->max = 20;
	for (i = 0; i < 25; i++)
		diag_error(d, ST_DATA, (struct pos){ i + 1, 1 }, "x", "e%d", i);
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 20);
	ck_assert_int_eq(d->count, 25);
	ck_assert_int_eq(d->status, ST_DATA);
	tg_done(&t);
}
END_TEST

/* No program name: the file is <stdin>; control characters in a path or
 * a message are escaped, so an error stays one line; a lower status
 * does not lower the one raised. */
START_TEST(test_dsgn5_error_escapes_and_no_program)
{
	struct diag	 d;
	char		*buf;
	size_t		 len;
	FILE		*f = tg_memopen(&buf, &len);

	diag_init(&d, NULL, NULL);
	ck_assert_str_eq(d.file, "<stdin>");
	diag_init(&d, "gcacw-check", "g.yaml");
	d.out = f;
	diag_error(&d, ST_DATA, (struct pos){ 2, 3 }, "a\tb",
	    "x\ry\x1bz\x7f!");
	ck_assert_int_eq(d.status, ST_DATA);
	diag_error(&d, ST_REFUSED, (struct pos){ 0, 0 }, "", "later");
	ck_assert_int_eq(d.status, ST_DATA);
	ck_assert_str_eq(tg_memclose(f, &buf), "gcacw-check: g.yaml:2:3: "
	    "a\\tb: x\\ry\\x1bz\\x7f!\n"
	    "gcacw-check: g.yaml: later\n");
	free(buf);
}
END_TEST

CHECK_TESTS(diag)
