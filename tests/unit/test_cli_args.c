/*
 * test_cli_args.c — the option arguments the tools share (lib/cli/
 * cli_args.c; cli_args.h), at their edges: a bad argument is a usage
 * error (64, DESIGN.md section 5) whose one line names the option; the
 * lists grow past any first size and are freed to empty, for a tool run
 * again (cli_run).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "cli_args.h"
#include "fixture.h"

/* A tool's options being read, what it reports caught in memory. */
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

/* A reader's status st is a usage error, and x has said the one line
 * fmt makes. */
static void	usage_said(struct ctx *, int, const char *, ...)
		    __attribute__((format(printf, 3, 4)));

static void
usage_said(struct ctx *x, int st, const char *fmt, ...)
{
	char	want[256];
	va_list	ap;

	ck_assert_int_eq(st, ST_USAGE);
	va_start(ap, fmt);
	vsnprintf(want, sizeof(want), fmt, ap);
	va_end(ap);
	ck_assert_str_eq(ctx_said(x), want);
}

/* Each argument of bad, read by read, is a usage error saying the line
 * fmt makes of it. */
static void
all_refused(int (*read)(struct cli *, const char *), const char *const *bad,
    size_t n, const char *fmt)
{
	struct ctx	x;
	size_t		i;

	for (i = 0; i < n; i++) {
		ctx_init(&x);
		usage_said(&x, read(&x.c, bad[i]), fmt, bad[i]);
		ctx_done(&x);
	}
}

/* cli_args.h: "empty items are skipped"; the list grows; freed, it is
 * empty and can be filled again. */
START_TEST(test_dsgn5_names_grow_and_free)
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

/* --units ARG, its list left empty. */
static int
read_units(struct cli *c, const char *arg)
{
	struct name_list	l;
	int			st;

	memset(&l, 0, sizeof(l));
	st = cli_units(c, "--units", arg, &l);
	ck_assert_int_eq(l.n, 0);
	return st;
}

/* "OPT 'ARG': give unit names": no empty name anywhere. */
START_TEST(test_dsgn5_units_refused)
{
	static const char *const bad[] = { "", ",A", "A,", "A,,B" };

	all_refused(read_units, bad, sizeof(bad) / sizeof(*bad),
	    "gcacw-test: --units '%s': give unit names, e.g. Brown,Wagner\n");
}
END_TEST

/* --mp ARG, the value left as it was. */
static int
read_mp(struct cli *c, const char *arg)
{
	int v = -5, st;

	st = cli_number(c, "--mp", arg, "a number of MP", 0, 99, &v);
	ck_assert_int_eq(v, -5);
	return st;
}

/* "OPT ARG: WHAT, MIN to MAX": empty, trailing junk, either bound. */
START_TEST(test_dsgn5_number_refused)
{
	static const char *const bad[] = { "", "3x", "-1", "100" };
	struct ctx	 x;
	int		 v = -5;

	all_refused(read_mp, bad, sizeof(bad) / sizeof(*bad),
	    "gcacw-test: --mp %s: a number of MP, 0 to 99\n");
	ctx_init(&x);
	ck_assert_int_eq(cli_number(&x.c, "--mp", "99", "a number of MP", 0,
	    99, &v), 0);
	ck_assert_int_eq(v, 99);
	ck_assert_str_eq(ctx_said(&x), "");
	ctx_done(&x);
}
END_TEST

/* --defender-loss ARG, its list left empty. */
static int
read_losses(struct cli *c, const char *arg)
{
	struct loss_list	l;
	int			st;

	memset(&l, 0, sizeof(l));
	st = cli_losses(c, "--defender-loss", arg, &l);
	ck_assert_int_eq(l.n, 0);
	cli_losses_free(&l);
	return st;
}

/* "U=N,V=M": a name (spaces allowed) and a whole number 0 or more;
 * anything else "give UNIT=N". */
START_TEST(test_dsgn5_losses)
{
	static const char *const bad[] = { "Brown", "=1", "Brown=",
	    "Brown=1x", "Brown=-1", "Brown=99999999999" };
	struct loss_list	 l;
	struct ctx		 x;

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

	all_refused(read_losses, bad, sizeof(bad) / sizeof(*bad),
	    "gcacw-test: --defender-loss %s: give UNIT=N, e.g. Wagner=1\n");
}
END_TEST

/* UNIT:HEX/HEX needs both parts; a list of hexes has at most its number;
 * a hex that is no id is left to the reader that parses it. */
START_TEST(test_dsgn5_unit_hexside_and_hexes)
{
	struct ctx	 x;
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_TURN1 TG_CLEAR);
	const char	*unit = NULL, *side = NULL;
	hex_t		 h[2];
	int		 n;

	ctx_init(&x);
	ck_assert_int_eq(cli_unit_hexside(&x.c, "--destroy", "Brown:", &unit,
	    &side), ST_USAGE);
	usage_said(&x, cli_unit_hexside(&x.c, "--destroy", ":4611/4610",
	    &unit, &side), "gcacw-test: --destroy Brown:: give UNIT:HEX/HEX, "
	    "e.g. Brown:4611/4610\ngcacw-test: --destroy :4611/4610: give "
	    "UNIT:HEX/HEX, e.g. Brown:4611/4610\n");
	ck_assert_ptr_null(unit);
	ctx_done(&x);

	ck_assert_int_eq(cli_hexes(g, "--path", "4710, 4711,4712", 2, h, &n),
	    ST_USAGE);
	ck_assert_int_eq(n, 2);
	ck_assert_uint_eq(h[1], tg_hex(g, "4711"));
	tg_has(tg_errors(&t), "gcacw-check: --path: at most 2 hexes\n");
	ck_assert_int_eq(cli_hex_on_map(g, "--target", NULL), 0);
	ck_assert_int_eq(cli_hex_on_map(g, "--target", "47x0"), 0);
	tg_done(&t);
}
END_TEST

CHECK_TESTS(cli_args)
