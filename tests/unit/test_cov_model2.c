/*
 * test_cov_model2.c — the model's chart lookup and its hints, at the
 * edges no game file reaches (issue 15, branch coverage).
 *
 * A label is looked up as printed in the rulebooks' tables (charts.h):
 * the Combat Chart's first line is printed "≤ -8" and its last "≥ +10"
 * (7.5), its columns "½" and "1-6"; a player types "<=-8", "+1" or "1",
 * "1/2" or "0.5".  Spaces do not count, a number is a number, but "11/2"
 * is no half and "1/23" neither.
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "game.h"

static const char *const rows[] = { "≤ -8", "+1", "0", "≥ +10" };
static const char *const cols[] = { "½", "1-6", "7-11" };
static const char *const cells[] = {
	"A", "B", "C",
	"D", "E", "F",
	"G", "H", "I",
	"J", "K", NULL,
};
static const struct chart combat = {
	"combat", "Combat Chart", "7.5", "standard", 4, 3, rows, cols, cells,
	NULL, OPEN_SIGNED, NULL, NULL
};
static const char *const rows1[] = { "Clear", "Woods" };
static const char *const cells1[] = { "1", "2" };
static const struct chart terrain = {
	"terrain", "Terrain Chart", "4.3", "standard", 2, 0, rows1, NULL,
	cells1, NULL, OPEN_NONE, NULL, NULL
};

START_TEST(test_labels)
{
	char	long_label[200];

	/* ≤ and ≥ as typed; the sign and spaces (tab, CR, LF) free. */
	ck_assert_int_eq(chart_row(&combat, "<=-8"), 0);
	ck_assert_int_eq(chart_row(&combat, " <= - 8 "), 0);
	ck_assert_int_eq(chart_row(&combat, "\t+1\r\n"), 1);
	ck_assert_int_eq(chart_row(&combat, "1"), 1);
	ck_assert_int_eq(chart_row(&combat, "−0"), 2);
	ck_assert_int_eq(chart_row(&combat, ">=+10"), 3);
	ck_assert_int_eq(chart_row(&combat, "+2"), -1);
	ck_assert_int_eq(chart_row(&combat, NULL), -1);
	/* ½ as 1/2 or 0.5; not inside a longer number. */
	ck_assert_int_eq(chart_col(&combat, "1/2"), 0);
	ck_assert_int_eq(chart_col(&combat, "0.5"), 0);
	ck_assert_int_eq(chart_col(&combat, "11/2"), -1);
	ck_assert_int_eq(chart_col(&combat, "1/23"), -1);
	ck_assert_int_eq(chart_col(&combat, "10.5"), -1);
	ck_assert_int_eq(chart_col(&combat, "7–11"), 2);
	/* A label longer than the lookup's own buffer: spaces, then +1. */
	memset(long_label, ' ', sizeof(long_label));
	strcpy(long_label + sizeof(long_label) - 3, "+1");
	ck_assert_int_eq(chart_row(&combat, long_label), 1);
	/* 1-D: rows only, letters in any case. */
	ck_assert_int_eq(chart_row(&terrain, "WOODS"), 1);
}
END_TEST

/* An open table takes any signed row (the Combat Chart's +6); others not. */
START_TEST(test_open_rows)
{
	struct chart	any = terrain;

	ck_assert(chart_row_ok(&combat, "+6"));
	ck_assert(chart_row_ok(&combat, "-9"));
	ck_assert(!chart_row_ok(&combat, "six"));
	ck_assert(!chart_row_ok(&combat, NULL));
	ck_assert(chart_row_ok(&terrain, "Clear"));
	ck_assert(!chart_row_ok(&terrain, "Swamp"));
	any.open_rows = OPEN_ANY;
	ck_assert(chart_row_ok(&any, "Swamp"));
}
END_TEST

START_TEST(test_get)
{
	struct arena	a = { NULL, 0 };
	struct charts	ov = { NULL, 0, 0 };
	struct chart	copy = combat;
	struct pos	p = { 1, 1 };

	/* Outside the table; a 2-D cell wants a column, a 1-D one none. */
	ck_assert_ptr_null(chart_builtin(&combat, -1, 0));
	ck_assert_ptr_null(chart_builtin(&combat, 4, 0));
	ck_assert_ptr_null(chart_builtin(&combat, 0, 3));
	ck_assert_ptr_null(chart_builtin(&combat, 0, -1));
	ck_assert_str_eq(chart_builtin(&terrain, 1, 0), "2");
	ck_assert_ptr_null(chart_builtin(&terrain, 0, 1));
	ck_assert_ptr_null(chart_get(NULL, &combat, "+1", NULL));
	ck_assert_ptr_null(chart_get(NULL, &combat, NULL, "½"));
	ck_assert_ptr_null(chart_get(NULL, &terrain, "Clear", "x"));
	ck_assert_str_eq(chart_get(NULL, &terrain, "clear", NULL), "1");
	ck_assert_ptr_null(chart_get(NULL, &terrain, "Swamp", NULL));
	ck_assert_ptr_null(chart_get(NULL, &combat, "+1", "12-16"));
	ck_assert(chart_not_printed(&combat, 3, 2));
	ck_assert(!chart_not_printed(&combat, 3, 1));

	/*
	 * Overrides: the last given wins; one of a chart of the same name
	 * (another copy of the table) counts, one of no chart or no value
	 * does not.
	 */
	charts_set(&a, &ov, &combat, "+1", "1-6", "X", "a.yaml", p);
	charts_set(&a, &ov, &copy, "1", "1 - 6", "Y", "b.yaml", p);
	charts_set(&a, &ov, NULL, "+1", "1-6", "Z", "c.yaml", p);
	charts_set(&a, &ov, &combat, "+1", "1-6", NULL, "d.yaml", p);
	charts_set(&a, &ov, &terrain, "+1", "1-6", "W", "e.yaml", p);
	ck_assert_str_eq(chart_get(&ov, &combat, "+1", "1-6"), "Y");
	ck_assert_str_eq(chart_override(&ov, &combat, "+1", "1-6")->source,
	    "b.yaml");
	ck_assert_ptr_null(chart_override(&ov, &combat, "+1", NULL));
	ck_assert_ptr_null(chart_override(&ov, &combat, NULL, "1-6"));
	ck_assert_str_eq(chart_get(&ov, &combat, "+1", "7-11"), "F");
	arena_free(&a);
}
END_TEST

/* The missing-data error names the cell, or the entry, to supply. */
START_TEST(test_missing)
{
	struct tg	t;

	tg_init(&t);
	chart_missing(&t.d, &combat, NULL, NULL, NULL);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "charts.combat..: the "
	    "Combat Chart does not print this cell (7.5); supply it as "
	    "charts: {combat: {\"\": {\"\": VALUE}}} in the game file"));
	tg_done(&t);
	tg_init(&t);
	chart_missing(&t.d, &terrain, "Swamp", NULL, "the march");
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "charts.terrain.Swamp: "
	    "the Terrain Chart does not print this entry (4.3), needed for "
	    "the march; supply it as charts: {terrain: {\"Swamp\": VALUE}}"));
	tg_done(&t);
}
END_TEST

static const char game[] = TG_GAME(TG_CLEAR,
    TG_INF("Hood", "csa", 7, "0505")
    TG_INF("Early", "csa", 5, "0506"))
    "leaders:\n"
    "  Jackson: {side: csa, rank: corps, with: Hood}\n"
    "  Stuart: {side: csa, rank: corps, status: eliminated}\n";

/* Issue 9: a leader's name, or a slip of one, where a unit is wanted. */
START_TEST(test_unit_hint)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);

	ck_assert_str_eq(game_unit_hint_text(g, "Jackson"),
	    "; Jackson is a leader, with Hood");
	ck_assert_str_eq(game_unit_hint_text(g, "Stuart"),
	    "; Stuart is a leader");
	ck_assert_str_eq(game_unit_hint_text(g, "Jaxkson"),
	    "; did you mean 'Hood', the unit Jackson is with?");
	/* A slip of a leader with no unit: nothing to point to. */
	ck_assert_str_eq(game_unit_hint_text(g, "Stuar"), "");
	ck_assert_str_eq(game_unit_hint_text(g, "Eraly"),
	    "; did you mean 'Early'?");
	ck_assert_str_eq(game_unit_hint_text(g, "Longstreet"), "");
	ck_assert_str_eq(game_hex_hint_text(g, HEX_NONE), "");
	tg_done(&t);
}
END_TEST

static Suite *
cov_model2_suite(void)
{
	Suite	*s = suite_create("cov_model2");
	TCase	*tc = tcase_create("chart");

	tcase_add_test(tc, test_labels);
	tcase_add_test(tc, test_open_rows);
	tcase_add_test(tc, test_get);
	tcase_add_test(tc, test_missing);
	suite_add_tcase(s, tc);
	tc = tcase_create("hint");
	tcase_add_test(tc, test_unit_hint);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_model2_suite)
