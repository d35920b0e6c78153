/*
 * test_cov_model.c — the model's edges that no game reaches (issue 15,
 * branch coverage): names are found through a 64-bit hash of the name
 * (lib/model/game.c), and two names of one hash fall back to a scan.  No
 * two names of the games collide, so a collision is made here by
 * pointing a name's hash at another unit; each lookup must still give
 * the unit or leader of that name, or none.
 */
#include <stdint.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "table.h"

/* name_hash's FNV-1a, for the slot a name takes. */
static uint64_t
fnv(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return h;
}

static const char game[] = TG_GAME(TG_CLEAR,
    TG_INF("Brown", "csa", 5, "0505")
    TG_INF("Smith", "csa", 5, "0506"))
    "leaders:\n"
    "  Lee: {side: csa, rank: army, with: Brown}\n"
    "  Hill: {side: csa, rank: corps, with: Smith}\n";

START_TEST(test_unit_collision)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct unit	*brown = tg_unit(g, "Brown"), *smith = tg_unit(g, "Smith");

	/* Smith's and Nobody's hashes now lead to Brown. */
	table_put(&g->unit_index, fnv("Smith"), (int)(brown - g->units));
	table_put(&g->unit_index, fnv("Nobody"), (int)(brown - g->units));
	ck_assert_ptr_eq(game_unit(g, "Smith"), smith);
	ck_assert_ptr_eq(game_unit(g, "Brown"), brown);
	ck_assert_ptr_null(game_unit(g, "Nobody"));
	ck_assert_ptr_null(game_unit(g, "Jones"));
	tg_done(&t);
}
END_TEST

START_TEST(test_leader_collision)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct leader	*lee = tg_leader(g, "Lee"), *hill = tg_leader(g, "Hill");

	table_put(&g->leader_index, fnv("Hill"), (int)(lee - g->leaders));
	table_put(&g->leader_index, fnv("Nobody"), (int)(lee - g->leaders));
	ck_assert_ptr_eq(game_leader(g, "Hill"), hill);
	ck_assert_ptr_eq(game_leader(g, "Lee"), lee);
	ck_assert_ptr_null(game_leader(g, "Nobody"));
	ck_assert_ptr_null(game_leader(g, "Jackson"));
	tg_done(&t);
}
END_TEST

static Suite *
cov_model_suite(void)
{
	Suite	*s = suite_create("cov_model");
	TCase	*tc = tcase_create("names");

	tcase_add_test(tc, test_unit_collision);
	tcase_add_test(tc, test_leader_collision);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_model_suite)
