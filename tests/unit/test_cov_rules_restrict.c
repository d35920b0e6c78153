/*
 * test_cov_rules_restrict.c — the keep-away restriction's `from` one way
 * and the other (issue 15, branch coverage of lib/rules/restrict.c):
 * gcacw-file(5) SCENARIOS, keep-away, "a unit in play of the side kept
 * away from (from; absent: the unit's enemy)", nearer than `hexes`.
 *
 * Hexes 1010, 1011, ... run south in a straight line (test_move_path.c).
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "restrict.h"

#define SPECIAL(r)	TG_SCEN("standard") "special:\n  - rule: TEST 2\n" \
	"    text: as printed\n    restrictions:\n      - " r "\n"

/* A (Confederate) in 1010, U (Union) in 1016, C (Confederate) in 1020. */
#define GAME	TG_GAME(TG_CLEAR, TG_INF("A", "csa", 6, "1010")		\
	TG_INF("U", "usa", 6, "1016") TG_INF("C", "csa", 6, "1020"))

/* Absent from: the unit's enemy.  1013 is 3 hexes from U, 1014 two. */
START_TEST(test_keep_away_from_the_enemy)
{
	struct tg			 t;
	struct game			*g = tg_load_ok(&t, GAME);
	const struct restriction	*r;

	tg_scenario(g, SPECIAL("{kind: keep-away, side: csa, hexes: 3}"));
	ck_assert_ptr_null(restrict_enter(g, tg_unit(g, "A"),
	    tg_hex(g, "1013")));
	r = restrict_enter(g, tg_unit(g, "A"), tg_hex(g, "1014"));
	ck_assert_ptr_nonnull(r);
	ck_assert_str_eq(restrict_what(g, r), "must keep at least 3 hexes "
	    "from every enemy unit");
	/* The Union's U is not of the side restricted. */
	ck_assert_ptr_null(restrict_enter(g, tg_unit(g, "U"),
	    tg_hex(g, "1011")));
	tg_done(&t);
}
END_TEST

/* from: csa, for Union units: kept from the Confederates, whichever of
 * them is near (C in 1020 as well as A in 1010). */
START_TEST(test_keep_away_from_csa)
{
	struct tg			 t;
	struct game			*g = tg_load_ok(&t, GAME);
	const struct restriction	*r;

	tg_scenario(g, SPECIAL("{kind: keep-away, side: usa, from: csa, "
	    "hexes: 2}"));
	ck_assert_ptr_null(restrict_enter(g, tg_unit(g, "U"),
	    tg_hex(g, "1015")));
	ck_assert_ptr_null(restrict_enter(g, tg_unit(g, "U"),
	    tg_hex(g, "1018")));
	r = restrict_enter(g, tg_unit(g, "U"), tg_hex(g, "1019"));
	ck_assert_ptr_nonnull(r);
	ck_assert_str_eq(restrict_what(g, r), "must keep at least 2 hexes "
	    "from every Confederate unit");
	ck_assert_ptr_nonnull(restrict_enter(g, tg_unit(g, "U"),
	    tg_hex(g, "1011")));
	tg_done(&t);
}
END_TEST

static Suite *
cov_rules_restrict_suite(void)
{
	Suite	*s = suite_create("cov_rules_restrict");
	TCase	*tc = tcase_create("keep-away");

	tcase_add_test(tc, test_keep_away_from_the_enemy);
	tcase_add_test(tc, test_keep_away_from_csa);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_rules_restrict_suite)
