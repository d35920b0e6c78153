/*
 * test_module.c — the game modules as tables of differences
 * (DESIGN.md section 2; SIV 4.2, 7.1, 7.2, 7.7, 10.2, 10.3, 12.0, 13.0,
 * 22.0, 24.3, 27.1; SJW 19.0, 22.0).
 */
#include <string.h>

#include "check_main.h"
#include "games.h"
#include "hex.h"
#include "tables.h"

START_TEST(test_dsgn2_module_find)
{
	ck_assert_ptr_eq(module_find("standard"), &module_standard);
	ck_assert_ptr_eq(module_find("siv"), &module_siv);
	ck_assert_ptr_eq(module_find("sjw"), &module_sjw);
	ck_assert_ptr_null(module_find("SIV"));
	ck_assert_ptr_null(module_find("aga"));
	ck_assert_ptr_null(module_find(""));
	ck_assert_ptr_null(module_find(NULL));
	ck_assert_str_eq(module_siv.geo.name, "siv");
	ck_assert_str_eq(module_sjw.geo.name, "sjw");
}
END_TEST

/*
 * 10.2, 10.3: a bridge is destroyed or kept from repair by combat value
 * "5 or more (or, in Stonewall in the Valley, 3 or more)".
 */
START_TEST(test_10_2_bridge_cv_siv_three)
{
	ck_assert_int_eq(module_standard.bridge_cv, 5);
	ck_assert_int_eq(module_siv.bridge_cv, 3);
	ck_assert_int_eq(module_sjw.bridge_cv, 5);
}
END_TEST

/* 4.2: "In Stonewall in the Valley ... the Confederate player wins". */
START_TEST(test_4_2_siv_confederate_wins_ties)
{
	ck_assert(!module_standard.csa_wins_ties);
	ck_assert(module_siv.csa_wins_ties);
	ck_assert(!module_sjw.csa_wins_ties);
}
END_TEST

/* 10.2: Snicker's and Berry's Ferry, on the Shenandoah, leave a ford. */
START_TEST(test_10_2_siv_major_ferry_leaves_ford)
{
	ck_assert(!module_standard.major_ferry_leaves_ford);
	ck_assert(module_siv.major_ferry_leaves_ford);
	ck_assert(!module_sjw.major_ferry_leaves_ford);
}
END_TEST

/* 12.0 Rain Number Tables: columns OTR/AIO, SIV, All Others. */
START_TEST(test_12_0_rain_number_column)
{
	ck_assert_str_eq(module_standard.rain_column, "All Others");
	ck_assert_str_eq(module_siv.rain_column, "SIV");
	ck_assert_str_eq(module_sjw.rain_column, "All Others");
}
END_TEST

/* 7.2 Maximum Values: "note that there are different limits in OTR";
 * every game here reads the other column. */
START_TEST(test_7_2_maximum_values_column)
{
	const struct module *const m[] = { &module_standard, &module_siv,
	    &module_sjw };
	size_t i;

	for (i = 0; i < sizeof(m) / sizeof(m[0]); i++) {
		ck_assert_str_eq(m[i]->max_values_column, "Other Games");
		ck_assert_int_ge(chart_col(&chart_combat_value_limits,
		    m[i]->max_values_column), 0);
	}
}
END_TEST

/* 7.7: SIV's Confederate cavalry read the printed exceptions; no other
 * game has any. */
START_TEST(test_7_7_siv_confederate_cavalry_column)
{
	ck_assert_ptr_null(module_standard.cavalry_retreat_csa_column);
	ck_assert_str_eq(module_siv.cavalry_retreat_csa_column, "siv-csa");
	ck_assert_ptr_null(module_sjw.cavalry_retreat_csa_column);
	ck_assert_int_ge(chart_col(&chart_cavalry_retreat,
	    module_siv.cavalry_retreat_csa_column), 0);
}
END_TEST

/* SIV 22.0, 10.3: the control county seats; SIV 24.3: the counties where
 * foraging adds 1, Highland included as the rule's text has it. */
START_TEST(test_siv_22_0_24_3_county_data)
{
	const char *const	*c = module_siv.recover.forage_counties;
	int			 n;

	ck_assert_ptr_eq(module_siv.recover.county_seats,
	    &chart_siv_county_seats);
	ck_assert_ptr_null(module_standard.recover.county_seats);
	ck_assert_ptr_null(module_sjw.recover.county_seats);
	ck_assert_ptr_nonnull(c);
	for (n = 0; c[n] != NULL; n++)
		;
	ck_assert_int_eq(n, 6);
	ck_assert_str_eq(c[4], "Highland");
	ck_assert_ptr_null(module_standard.recover.forage_counties);
	ck_assert_ptr_null(module_sjw.recover.forage_counties);
}
END_TEST

/* SJW 19.0: what the file cannot tell of the Union's major-river bridge
 * is told to the players. */
START_TEST(test_sjw_19_0_major_bridge_note)
{
	ck_assert(module_sjw.recover.major_bridge_19);
	ck_assert_ptr_nonnull(strstr(module_sjw.recover.major_bridge_note,
	    "SJW 19.0"));
	ck_assert_ptr_null(module_standard.recover.major_bridge_note);
	ck_assert_ptr_null(module_siv.recover.major_bridge_note);
}
END_TEST

/* 7.1: the grand assault's CV 3 "requirement does not apply in AGA and SIV". */
START_TEST(test_7_1_grand_assault_cv3_not_in_siv)
{
	ck_assert(module_standard.grand_assault_cv3);
	ck_assert(!module_siv.grand_assault_cv3);
	ck_assert(module_sjw.grand_assault_cv3);
}
END_TEST

/* 9.0 picks the entrenchment procedure by year: both games are 1862. */
START_TEST(test_9_0_year)
{
	ck_assert_int_eq(module_standard.year, 0);
	ck_assert_int_eq(module_siv.year, 1862);
	ck_assert_int_eq(module_sjw.year, 1862);
}
END_TEST

static const struct sheet *
sheet(const struct geometry *geo, char letter)
{
	int i;

	for (i = 0; i < geo->nsheets; i++)
		if (geo->sheets[i].letter == letter)
			return &geo->sheets[i];
	return NULL;
}

/*
 * SIV 13.0 and 27.1: N(c,r) = M(c+14, r-33), M(c,r) = S(c+26, r-33);
 * "the north map lies on top of the center map, and the center map lies
 * on top of the south map".
 */
START_TEST(test_siv_27_1_sheets)
{
	const struct geometry	*geo = &module_siv.geo;
	const struct sheet	*n, *m, *s;

	ck_assert_int_eq(geo->nsheets, 3);
	ck_assert(geo->letters_required);
	ck_assert_ptr_nonnull(n = sheet(geo, 'N'));
	ck_assert_ptr_nonnull(m = sheet(geo, 'M'));
	ck_assert_ptr_nonnull(s = sheet(geo, 'S'));
	ck_assert_int_eq(n->dcol - m->dcol, 14);
	ck_assert_int_eq(n->drow - m->drow, -33);
	ck_assert_int_eq(m->dcol - s->dcol, 26);
	ck_assert_int_eq(m->drow - s->drow, -33);
	/* Joins by even columns keep "odd columns half a hex higher". */
	ck_assert_int_eq((n->dcol - m->dcol) % 2, 0);
	ck_assert_int_eq((m->dcol - s->dcol) % 2, 0);
	ck_assert_int_gt(n->top, m->top);
	ck_assert_int_gt(m->top, s->top);
	/* 13.0: odd columns of N end at the row shared with M's row 1. */
	ck_assert_int_eq(n->maxrow_odd, 34);
	ck_assert_int_eq(n->maxrow_even, 33);
}
END_TEST

/*
 * SJW 22.0: S(c,r) = N(c, r+23) ("S2403 ... is the same hex as N2426"),
 * and the South map is laid on top of the North map.
 */
START_TEST(test_sjw_22_0_sheets)
{
	const struct geometry	*geo = &module_sjw.geo;
	const struct sheet	*n, *s;

	ck_assert_int_eq(geo->nsheets, 2);
	ck_assert(geo->letters_required);
	ck_assert_ptr_nonnull(n = sheet(geo, 'N'));
	ck_assert_ptr_nonnull(s = sheet(geo, 'S'));
	ck_assert_ptr_null(sheet(geo, 'M'));
	ck_assert_int_eq(s->dcol - n->dcol, 0);
	ck_assert_int_eq(s->drow - n->drow, 23);
	ck_assert_int_gt(s->top, n->top);
}
END_TEST

/* The standard rules' letters never join (DESIGN.md section 3). */
START_TEST(test_dsgn3_standard_no_sheets)
{
	ck_assert_int_eq(module_standard.geo.nsheets, 0);
	ck_assert(!module_standard.geo.letters_required);
}
END_TEST

CHECK_TESTS(module)
