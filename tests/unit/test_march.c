/*
 * test_march.c — the March action's numbers (5.1, 5.2): the Movement
 * Summary's cells as dice, who rolls on which row, when a march is an
 * extended march and on which column, the force march's loss.
 */
#include "check_main.h"
#include "march.h"
#include "fixture.h"

START_TEST(test_5_1_movement_summary_cells)
{
	int n, plus, min;

	ck_assert_int_eq(march_cell_dice("2D6+1", &n, &plus, &min), 0);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(plus, 1);
	ck_assert_int_eq(march_cell_dice("1D6, minimum 2", &n, &plus, &min),
	    0);
	ck_assert_int_eq(min, 2);
	ck_assert_int_eq(march_cell_dice("1D6", &n, &plus, &min), 0);
	ck_assert_int_eq(plus, 0);
	ck_assert_int_eq(march_cell_dice("3", &n, &plus, &min), -1);
	ck_assert_int_eq(march_cell_dice(NULL, &n, &plus, &min), -1);
}
END_TEST

START_TEST(test_5_1_allowance_rows)
{
	struct unit u = { .side = SIDE_USA, .type = U_ARTILLERY };

	ck_assert_str_eq(march_allowance_row(&u), "usa-infantry");
	u.side = SIDE_CSA;
	u.type = U_CAVALRY;
	ck_assert_str_eq(march_allowance_row(&u), "csa-cavalry");
	u.type = U_WAGON;
	ck_assert_str_eq(march_allowance_row(&u), "csa-wagon");
}
END_TEST

START_TEST(test_5_1_extended_march_when)
{
	struct unit u = { .exhausted = false };

	ck_assert(!march_is_extended(&u, 2));
	ck_assert(march_is_extended(&u, 3));
	u.exhausted = true;
	ck_assert(march_is_extended(&u, 2));
	ck_assert(!march_is_extended(&u, 1));
}
END_TEST

START_TEST(test_5_1_extended_march_columns)
{
	struct unit u = { .manpower = 12 };

	ck_assert_str_eq(march_extended_col(&u), "organized");
	u.disorganized = true;
	ck_assert_str_eq(march_extended_col(&u), "disorganized-10");
	u.manpower = 6;
	ck_assert_str_eq(march_extended_col(&u), "disorganized-6-9");
	u.manpower = 5;
	ck_assert_str_eq(march_extended_col(&u), "disorganized-5");
}
END_TEST

START_TEST(test_5_1_force_march_loss_on_the_unmodified_roll)
{
	struct unit u = { .type = U_INFANTRY, .manpower = 8 };

	ck_assert_int_eq(march_force_loss(&u, 6), 2);
	ck_assert_int_eq(march_force_loss(&u, 3), 1);
	ck_assert_int_eq(march_force_loss(&u, 1), 0);
	u.manpower = 5;
	ck_assert_int_eq(march_force_loss(&u, 6), 1);
	u.type = U_CAVALRY;
	ck_assert_int_eq(march_force_loss(&u, 7), 0);
	ck_assert_int_eq(march_force_loss(&u, 8), 1);
	ck_assert_int_eq(march_force_loss(&u, 12), 1);
}
END_TEST

static Suite *
march_suite(void)
{
	Suite	*s = suite_create("march");
	TCase	*tc = tcase_create("march");

	tcase_add_test(tc, test_5_1_movement_summary_cells);
	tcase_add_test(tc, test_5_1_allowance_rows);
	tcase_add_test(tc, test_5_1_extended_march_when);
	tcase_add_test(tc, test_5_1_extended_march_columns);
	tcase_add_test(tc, test_5_1_force_march_loss_on_the_unmodified_roll);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(march_suite)
