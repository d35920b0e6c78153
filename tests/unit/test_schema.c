/*
 * test_schema.c — the loaders' typed readers (lib/doc/schema.c) on what
 * no game file gives them: the wrong kind of node, numbers out of range,
 * a key path deeper and longer than its buffer.  DESIGN.md section 4:
 * every value is checked; section 5: each error is one line naming its
 * path.  Each test asserts the value read or the error line.
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

/* What the readers read into. */
struct got {
	int		 i, att, def;
	bool		 b, split;
	uint64_t	 u;
	halves		 h;
	hex_t		 hx;
	hexside_t	 hs;
	const char	*s;
	enum side	 side;
};

/* What was reported so far holds want. */
#define ck_err_has(t, want)	do {					\
	fflush((t)->d.out);						\
	ck_assert_msg(strstr(tg_errors(t), (want)) != NULL,		\
	    "'%s' not in:\n%s", (want), tg_errors(t));			\
} while (0)

/* Each reader refuses a node of the wrong kind, one error each. */
START_TEST(test_dsgn4_wrong_kind_refused)
{
	struct tg	 t;
	struct ld	 l;
	struct game	*g = setup(&t, &l);
	struct arena	*a = &g->arena;
	struct node	*map = node_map(a, S_BLOCK);
	struct node	*seq = node_seq(a, S_BLOCK), *sc = node_scalar(a, "x");
	struct got	 v;

	ck_assert(!ld_is_map(&l, seq, "a unit"));
	ck_err_has(&t, "expected a unit, got a list");
	ck_assert(!ld_is_seq(&l, sc, "the units"));
	ck_err_has(&t, "expected the units, got a scalar");
	ck_assert(!ld_is_scalar(&l, map, "a name"));
	ck_err_has(&t, "expected a name, got a mapping");
	ck_assert_int_eq(ld_int(&l, map, 0, 9, &v.i), -1);
	ck_assert_int_eq(ld_u64(&l, seq, &v.u), -1);
	ck_assert_int_eq(ld_bool(&l, map, &v.b), -1);
	ck_assert_int_eq(ld_halves(&l, map, &v.h), -1);
	ck_assert_int_eq(ld_enum(&l, seq, (const char *const[]){ "a" }, 1,
	    &v.i), -1);
	ck_assert_int_eq(ld_str(&l, map, &v.s), -1);
	ck_assert_int_eq(ld_hex(&l, map, &v.hx), -1);
	ck_assert_int_eq(ld_hexside(&l, seq, &v.hs), -1);
	ck_assert_int_eq(ld_side(&l, map, &v.side), -1);
	ck_assert_int_eq(ld_tactical(&l, seq, &v.att, &v.def, &v.split), -1);
	ck_err_has(&t, "expected a tactical value, got a list");
	ck_assert_int_eq(l.errors, 13);
	tg_done(&t);
}
END_TEST

/*
 * Scalars read, and refused with the value named: whole numbers in
 * range, the generator's 64-bit seed, YAML 1.1 booleans, halves (7.2),
 * names from a table, hexes and hexsides (DESIGN.md 3), tactical values
 * (7.4: 0..99, or attack/defence as printed).
 */
START_TEST(test_dsgn4_scalars_read_and_refused)
{
	static const char *const names[] = { "csa", NULL, "usa" };
	static const char *const bad_u64[] = { "18446744073709551616",
	    "12 " };
	static const char *const bad_tactical[] = { "-1",
	    "000000000000000000000000000000000005/4", "x/4", "5/x", "-1/4",
	    "100/4", "5/-1", "5/100" };
	struct tg	 t;
	struct ld	 l;
	struct game	*g = setup(&t, &l);
	struct arena	*a = &g->arena;
	struct got	 v;
	size_t		 k;

	ck_assert_int_eq(ld_int(&l, node_scalar(a, "7x"), 0, 9, &v.i), -1);
	ck_err_has(&t, "'7x' is not a whole number");
	ck_assert_int_eq(ld_int(&l, node_scalar(a, "10"), 0, 9, &v.i), -1);
	ck_err_has(&t, "10 is out of range 0..9");
	ck_assert_int_eq(ld_int(&l, node_scalar(a, "-1"), 0, 9, &v.i), -1);
	ck_assert_int_eq(ld_u64(&l, node_scalar(a, "-1"), &v.u), -1);
	ck_err_has(&t, "'-1' is not a whole number from 0 to "
	    "18446744073709551615");
	for (k = 0; k < sizeof(bad_u64) / sizeof(bad_u64[0]); k++)
		ck_assert_msg(ld_u64(&l, node_scalar(a, bad_u64[k]),
		    &v.u) == -1, "'%s' read", bad_u64[k]);
	ck_assert_int_eq(ld_u64(&l, node_scalar(a, "18446744073709551615"),
	    &v.u), 0);
	ck_assert(v.u == UINT64_MAX);
	ck_assert_int_eq(ld_bool(&l, node_scalar(a, "On"), &v.b), 0);
	ck_assert(v.b);
	ck_assert_int_eq(ld_bool(&l, node_scalar(a, "OFF"), &v.b), 0);
	ck_assert(!v.b);
	ck_assert_int_eq(ld_bool(&l, node_scalar(a, "maybe"), &v.b), -1);
	ck_err_has(&t, "'maybe' is not true or false");
	ck_assert_int_eq(ld_halves(&l, node_scalar(a, "1.25"), &v.h), -1);
	ck_err_has(&t, "'1.25' is not a combat value");
	ck_assert_int_eq(ld_halves(&l, node_scalar(a, "2.5"), &v.h), 0);
	ck_assert_int_eq(v.h, 5);
	/* A name missing from the table is neither matched nor listed. */
	ck_assert_int_eq(ld_enum(&l, node_scalar(a, "usa"), names, 3, &v.i), 0);
	ck_assert_int_eq(v.i, 2);
	ck_assert_int_eq(ld_enum(&l, node_scalar(a, "both"), names, 3, &v.i),
	    -1);
	ck_err_has(&t, "'both' is not one of: csa, usa\n");
	ck_assert_int_eq(ld_str(&l, node_scalar(a, "Jackson"), &v.s), 0);
	ck_assert_str_eq(v.s, "Jackson");
	ck_assert_int_eq(ld_hex(&l, node_scalar(a, "46x0"), &v.hx), -1);
	ck_err_has(&t, "'46x0' is not a hex id: ");
	ck_assert_int_eq(ld_hexside(&l, node_scalar(a, "4610/4612"), &v.hs),
	    -1);
	ck_err_has(&t, "'4610/4612' is not a hexside: ");
	ck_assert_int_eq(ld_hexside(&l, node_scalar(a, "4610/4611"), &v.hs),
	    0);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "5"), &v.att, &v.def,
	    &v.split), 0);
	ck_assert(v.att == 5 && v.def == 5 && !v.split);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "5/4"), &v.att, &v.def,
	    &v.split), 0);
	ck_assert(v.att == 5 && v.def == 4 && v.split);
	ck_assert_int_eq(ld_tactical(&l, node_scalar(a, "100"), &v.att, &v.def,
	    &v.split), -1);
	ck_err_has(&t, "'100' is not a tactical value");
	for (k = 0; k < sizeof(bad_tactical) / sizeof(bad_tactical[0]); k++)
		ck_assert_msg(ld_tactical(&l, node_scalar(a, bad_tactical[k]),
		    &v.att, &v.def, &v.split) == -1, "'%s' read",
		    bad_tactical[k]);
	tg_done(&t);
}
END_TEST

/* DESIGN.md 5's PATH: one deeper than LD_DEPTH keeps its first LD_DEPTH
 * parts; one longer than its buffer is cut, NUL-terminated. */
START_TEST(test_dsgn5_path_deep_and_long)
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

/* DESIGN.md 4: x- keys are kept when asked, skipped when not; an unknown
 * key next to no known one gets no "did you mean". */
START_TEST(test_dsgn4_x_keys_kept_no_suggestion)
{
	static const char *const none[] = { NULL };
	static const char *const known[] = { "name", NULL };
	struct tg	 t;
	struct ld	 l;
	struct game	*g = setup(&t, &l);
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_BLOCK), *extra = NULL;

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

CHECK_TESTS(schema)
