/*
 * test_cov_schema.c — the loader's typed readers (lib/doc/schema.c) on
 * what the golden cases never give them (issue 15, branch coverage):
 * the wrong kind of node, numbers out of range, a key path deeper and
 * longer than its buffer.  Each asserts the value read or the error line.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "node.h"
#include "schema.h"

/* An ld over a loaded standard game; errors go to t's stream. */
static struct game *
setup(struct tg *t, struct ld *l)
{
	struct game *g = tg_load_ok(t, TG_STD);

	memset(l, 0, sizeof(*l));
	l->g = g;
	l->d = &t->d;
	return g;
}

/* The last line reported holds want. */
#define ck_err_has(t, want)	do {					\
	fflush((t)->d.out);						\
	ck_assert_msg(strstr(tg_errors(t), (want)) != NULL,		\
	    "'%s' not in:\n%s", (want), tg_errors(t));			\
} while (0)

START_TEST(test_kinds_refused)
{
	struct tg	 t;
	struct ld	 l;
	struct game	*g = setup(&t, &l);
	struct arena	*a = &g->arena;
	struct node	*map = node_map(a, S_BLOCK), *seq = node_seq(a, S_BLOCK);
	struct node	*sc = node_scalar(a, "x");
	int		 i, att, def;
	bool		 b, split;
	uint64_t	 u;
	halves		 h;
	hex_t		 hx;
	hexside_t	 hs;
	const char	*s;
	enum side	 side;

	ck_assert(!ld_is_map(&l, seq, "a unit"));
	ck_err_has(&t, "expected a unit, got a list");
	ck_assert(!ld_is_seq(&l, sc, "the units"));
	ck_err_has(&t, "expected the units, got a scalar");
	ck_assert(!ld_is_scalar(&l, map, "a name"));
	ck_err_has(&t, "expected a name, got a mapping");
	ck_assert_int_eq(ld_int(&l, map, 0, 9, &i), -1);
	ck_assert_int_eq(ld_u64(&l, seq, &u), -1);
	ck_assert_int_eq(ld_bool(&l, map, &b), -1);
	ck_assert_int_eq(ld_halves(&l, map, &h), -1);
	ck_assert_int_eq(ld_enum(&l, seq, (const char *const[]){ "a" }, 1,
	    &i), -1);
	ck_assert_int_eq(ld_str(&l, map, &s), -1);
	ck_assert_int_eq(ld_hex(&l, map, &hx), -1);
	ck_assert_int_eq(ld_hexside(&l, seq, &hs), -1);
	ck_assert_int_eq(ld_side(&l, map, &side), -1);
	ck_assert_int_eq(ld_tactical(&l, seq, &att, &def, &split), -1);
	ck_err_has(&t, "expected a tactical value, got a list");
	ck_assert_int_eq(l.errors, 13);
	tg_done(&t);
}
END_TEST

START_TEST(test_scalars_read_and_refused)
{
	struct tg	 t;
	struct ld	 l;
	struct game	*g = setup(&t, &l);
	struct arena	*a = &g->arena;
	static const char *const names[] = { "csa", NULL, "usa" };
	int		 i, att, def;
	bool		 b;
	bool		 split;
	uint64_t	 u;
	halves		 h;
	hex_t		 hx;
	hexside_t	 hs;
	const char	*s;

	ck_assert_int_eq(ld_int(&l, node_scalar(a, "7x"), 0, 9, &i), -1);
	ck_err_has(&t, "'7x' is not a whole number");
	ck_assert_int_eq(ld_int(&l, node_scalar(a, "10"), 0, 9, &i), -1);
	ck_err_has(&t, "10 is out of range 0..9");
	ck_assert_int_eq(ld_int(&l, node_scalar(a, "-1"), 0, 9, &i), -1);
	ck_assert_int_eq(ld_u64(&l, node_scalar(a, "-1"), &u), -1);
	ck_err_has(&t, "'-1' is not a whole number from 0 to "
	    "18446744073709551615");
	ck_assert_int_eq(ld_u64(&l, node_scalar(a, "18446744073709551616"),
	    &u), -1);
	ck_assert_int_eq(ld_u64(&l, node_scalar(a, "12 "), &u), -1);
	ck_assert_int_eq(ld_u64(&l, node_scalar(a, "18446744073709551615"),
	    &u), 0);
	ck_assert(u == UINT64_MAX);
	ck_assert_int_eq(ld_bool(&l, node_scalar(a, "On"), &b), 0);
	ck_assert(b);
	ck_assert_int_eq(ld_bool(&l, node_scalar(a, "OFF"), &b), 0);
	ck_assert(!b);
	ck_assert_int_eq(ld_bool(&l, node_scalar(a, "maybe"), &b), -1);
	ck_err_has(&t, "'maybe' is not true or false");
	ck_assert_int_eq(ld_halves(&l, node_scalar(a, "1.25"), &h), -1);
	ck_err_has(&t, "'1.25' is not a combat value");
	ck_assert_int_eq(ld_halves(&l, node_scalar(a, "2.5"), &h), 0);
	ck_assert_int_eq(h, 5);
	/* A name missing from the table is neither matched nor listed. */
	ck_assert_int_eq(ld_enum(&l, node_scalar(a, "usa"), names, 3, &i), 0);
	ck_assert_int_eq(i, 2);
	ck_assert_int_eq(ld_enum(&l, node_scalar(a, "both"), names, 3, &i),
	    -1);
	ck_err_has(&t, "'both' is not one of: csa, usa\n");
	ck_assert_int_eq(ld_str(&l, node_scalar(a, "Jackson"), &s), 0);
	ck_assert_str_eq(s, "Jackson");
	ck_assert_int_eq(ld_hex(&l, node_scalar(a, "46x0"), &hx), -1);
	ck_err_has(&t, "'46x0' is not a hex id: ");
	ck_assert_int_eq(ld_hexside(&l, node_scalar(a, "4610/4612"), &hs),
	    -1);
	ck_err_has(&t, "'4610/4612' is not a hexside: ");
	ck_assert_int_eq(ld_hexside(&l, node_scalar(a, "4610/4611"), &hs),
	    0);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "5"), &att, &def,
	    &split), 0);
	ck_assert(att == 5 && def == 5 && !split);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "5/4"), &att, &def,
	    &split), 0);
	ck_assert(att == 5 && def == 4 && split);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "100"), &att, &def,
	    &split), -1);
	ck_err_has(&t, "'100' is not a tactical value");
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "-1"), &att, &def,
	    &split), -1);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a,
	    "000000000000000000000000000000000005/4"), &att, &def, &split),
	    -1);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "x/4"), &att, &def,
	    &split), -1);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "5/x"), &att, &def,
	    &split), -1);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "-1/4"), &att, &def,
	    &split), -1);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "100/4"), &att, &def,
	    &split), -1);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "5/-1"), &att, &def,
	    &split), -1);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "5/100"), &att, &def,
	    &split), -1);
	tg_done(&t);
}
END_TEST

/* A path deeper than LD_DEPTH keeps its first LD_DEPTH parts; one
 * longer than its buffer is cut, NUL-terminated. */
START_TEST(test_path_deep_and_long)
{
	struct tg	 t;
	struct ld	 l;
	char		 key[200];
	size_t		 d0, i;

	setup(&t, &l);

	ck_assert_str_eq(ld_path(&l), "");
	d0 = ld_push(&l, "units");
	ld_push_index(&l, 3);
	ld_push(&l, "[x]");
	ld_push(&l, "name");
	ck_assert_str_eq(ld_path(&l), "units[3][x].name");
	ld_pop(&l, d0);
	memset(key, 'k', sizeof(key) - 1);
	key[sizeof(key) - 1] = '\0';
	for (i = 0; i < LD_DEPTH + 4; i++) {
		if (i % 2 == 0)
			ld_push(&l, key);
		else
			ld_push_index(&l, (int)i);
	}
	ck_assert_uint_eq(l.depth, LD_DEPTH + 4);
	ck_assert_uint_eq(strlen(ld_path(&l)), sizeof(l.path) - 1);
	ld_pop(&l, d0);
	ck_assert_uint_eq(l.depth, 0);
	ck_assert_str_eq(ld_path(&l), "");
	tg_done(&t);
}
END_TEST

/* x- keys kept when asked, skipped when not; an unknown key next to no
 * known one gets no "did you mean". */
START_TEST(test_keys_extra_and_no_suggestion)
{
	struct tg	 t;
	struct ld	 l;
	struct game	*g = setup(&t, &l);
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_BLOCK), *extra = NULL;
	static const char *const none[] = { NULL };
	static const char *const known[] = { "name", NULL };

	node_set(a, m, "x-note", node_scalar(a, "kept"));
	node_set(a, m, "name", node_scalar(a, "Brown"));
	ld_keys(&l, m, known, NULL);
	ck_assert_int_eq(l.errors, 0);
	ld_keys(&l, m, known, &extra);
	ck_assert_ptr_nonnull(extra);
	ck_assert_str_eq(node_get(extra, "x-note")->str, "kept");
	ld_keys(&l, m, none, NULL);
	ck_assert_int_eq(l.errors, 1);
	ck_err_has(&t, "unknown key 'name'\n");
	tg_done(&t);
}
END_TEST

static Suite *
cov_schema_suite(void)
{
	Suite	*s = suite_create("cov_schema");
	TCase	*tc = tcase_create("readers");

	tcase_add_test(tc, test_kinds_refused);
	tcase_add_test(tc, test_scalars_read_and_refused);
	tcase_add_test(tc, test_path_deep_and_long);
	tcase_add_test(tc, test_keys_extra_and_no_suggestion);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_schema_suite)
