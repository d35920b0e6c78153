/*
 * test_cov_args.c — the option arguments the tools share (lib/cli/
 * cli_args.c; cli_args.h), at the edges the golden cases leave (issue
 * 15, branch coverage): a bad argument is a usage error (64, DESIGN.md
 * section 5) whose one line names the option; the lists grow past any
 * first size and are freed to empty, for a tool run again (cli_run).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "cli_args.h"
#include "diag.h"

struct ctx {
	struct cli	 c;
	FILE		*err;
	char		*buf;
	size_t		 len;
};

static void
ctx_init(struct ctx *x)
{
	memset(x, 0, sizeof(*x));
	diag_init(&x->c.diag, "gcacw-test", NULL);
	ck_assert_ptr_nonnull(x->err = open_memstream(&x->buf, &x->len));
	x->c.diag.out = x->err;
}

/* What was reported; the stream is closed. */
static const char *
ctx_said(struct ctx *x)
{
	ck_assert_int_eq(fclose(x->err), 0);
	x->err = NULL;
	return x->buf;
}

static void
ctx_done(struct ctx *x)
{
	if (x->err != NULL)
		fclose(x->err);
	free(x->buf);
}

/* cli_args.h: "empty items are skipped"; the list grows; freed, it is
 * empty and can be filled again. */
START_TEST(test_names)
{
	struct name_list	l;
	char			arg[64];
	int			i;

	memset(&l, 0, sizeof(l));
	cli_names(&l, "A,,B,");
	ck_assert_int_eq(l.n, 2);
	ck_assert_str_eq(l.items[0], "A");
	ck_assert_str_eq(l.items[1], "B");
	for (i = 0; i < 20; i++) {
		snprintf(arg, sizeof(arg), "U%d", i);
		cli_names(&l, arg);
	}
	ck_assert_int_eq(l.n, 22);
	ck_assert_str_eq(l.items[21], "U19");
	cli_names_free(&l);
	ck_assert_int_eq(l.n, 0);
	ck_assert_ptr_null(l.items);
	cli_names(&l, "C");
	ck_assert_int_eq(l.n, 1);
	cli_names_free(&l);
}
END_TEST

/* "OPT 'ARG': give unit names": no empty name anywhere. */
START_TEST(test_units_refused)
{
	static const char *const bad[] = { "", ",A", "A,", "A,,B" };
	struct name_list	 l;
	struct ctx		 x;
	char			 want[128];
	size_t			 i;

	for (i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		memset(&l, 0, sizeof(l));
		ctx_init(&x);
		ck_assert_int_eq(cli_units(&x.c, "--units", bad[i], &l),
		    ST_USAGE);
		snprintf(want, sizeof(want), "gcacw-test: --units '%s': give "
		    "unit names, e.g. Brown,Wagner\n", bad[i]);
		ck_assert_str_eq(ctx_said(&x), want);
		ck_assert_int_eq(l.n, 0);
		ctx_done(&x);
	}
}
END_TEST

/* "OPT ARG: WHAT, MIN to MAX": empty, trailing junk, either bound. */
START_TEST(test_number)
{
	static const char *const bad[] = { "", "3x", "-1", "100" };
	struct ctx	 x;
	char		 want[128];
	size_t		 i;
	int		 v = -5;

	for (i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		ctx_init(&x);
		ck_assert_int_eq(cli_number(&x.c, "--mp", bad[i], "a number "
		    "of MP", 0, 99, &v), ST_USAGE);
		snprintf(want, sizeof(want), "gcacw-test: --mp %s: a number "
		    "of MP, 0 to 99\n", bad[i]);
		ck_assert_str_eq(ctx_said(&x), want);
		ck_assert_int_eq(v, -5);
		ctx_done(&x);
	}
	ctx_init(&x);
	ck_assert_int_eq(cli_number(&x.c, "--mp", "99", "a number of MP", 0,
	    99, &v), 0);
	ck_assert_int_eq(v, 99);
	ck_assert_str_eq(ctx_said(&x), "");
	ctx_done(&x);
}
END_TEST

/* "U=N,V=M": a name (spaces allowed) and a whole number 0 or more;
 * anything else "give UNIT=N". */
START_TEST(test_losses)
{
	static const char *const bad[] = { "Brown", "=1", "Brown=",
	    "Brown=1x", "Brown=-1", "Brown=99999999999" };
	struct loss_list	 l;
	struct ctx		 x;
	char			 want[128];
	size_t			 i;

	memset(&l, 0, sizeof(l));
	ctx_init(&x);
	ck_assert_int_eq(cli_losses(&x.c, "--defender-loss", "Brown=1,"
	    "A. P. Hill=0", &l), 0);
	ck_assert_str_eq(ctx_said(&x), "");
	ck_assert_int_eq(l.n, 2);
	ck_assert_str_eq(l.items[0].unit, "Brown");
	ck_assert_int_eq(l.items[0].loss, 1);
	ck_assert_str_eq(l.items[1].unit, "A. P. Hill");
	ck_assert_int_eq(l.items[1].loss, 0);
	cli_losses_free(&l);
	ck_assert_int_eq(l.n, 0);
	ck_assert_ptr_null(l.items);
	ctx_done(&x);

	for (i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		ctx_init(&x);
		ck_assert_int_eq(cli_losses(&x.c, "--defender-loss", bad[i],
		    &l), ST_USAGE);
		snprintf(want, sizeof(want), "gcacw-test: --defender-loss "
		    "%s: give UNIT=N, e.g. Wagner=1\n", bad[i]);
		ck_assert_str_eq(ctx_said(&x), want);
		ck_assert_int_eq(l.n, 0);
		ctx_done(&x);
		cli_losses_free(&l);
	}
}
END_TEST

static Suite *
cov_args_suite(void)
{
	Suite	*s = suite_create("cov_args");
	TCase	*tc = tcase_create("arguments");

	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_units_refused);
	tcase_add_test(tc, test_number);
	tcase_add_test(tc, test_losses);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_args_suite)
