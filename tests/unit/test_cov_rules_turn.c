/*
 * test_cov_rules_turn.c — the sequence of play's parts that no golden
 * case reaches one by one (issue 15, branch coverage of lib/rules/turn_*):
 * every spelling of a Rain result the rulebooks print and what is not
 * one (12.0), and a corrected Random Events Table read through the
 * game's charts (SIV 12.0's marks).
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "turn.h"

#define UNITS	"units:\n" TG_INF("A", "csa", 5, "N1010") \
		TG_INF("B", "usa", 5, "N1212")

/*
 * 12.0, Minor and Major River Rain Number Tables: "Rain (Current)" and
 * "Rain (Current +1)" to "+3"; the SIV rulebook also prints
 * "Rain (Current+1)", and SJW's table "Rain (current+2)".  Any other
 * text is no Rain result: no Rain Number to look up.
 */
START_TEST(test_12_0_rain_spellings)
{
	static const struct {
		const char	*s;
		int		 n;
	} cases[] = {
		{ "Rain (Current)", 0 },
		{ "Rain (Current +1)", 1 },
		{ "Rain (Current+2)", 2 },
		{ "rain (current +3)", 3 },
		{ "RAIN (CURRENT  +  1)", 1 },	/* spaces either side */
		{ "Rain (Current +4)", -1 },	/* no such row */
		{ "Rain (Current +0)", -1 },
		{ "Rain (Current -1)", -1 },
		{ "Rain (Current +1", -1 },	/* unclosed */
		{ "Rain (Current +12)", -1 },
		{ "Rain (Currently)", -1 },
		{ "Rain", -1 },
		{ "No effect", -1 },
		{ "", -1 },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_msg(turn_rain_kind(cases[i].s) == cases[i].n,
		    "'%s': %d, not %d", cases[i].s,
		    turn_rain_kind(cases[i].s), cases[i].n);
	ck_assert_int_eq(turn_rain_kind(NULL), -1);
}
END_TEST

/*
 * SIV 12.0: "On May 1 (Turn 56) and later, several results on the
 * Random Events Table are read as different results": a cell ending in
 * " *" reads "Rain (Current +1)" then, one ending in " \u2020" "Rain
 * (Current)", one ending in " \u00b0" "No effect"; before, the cell
 * without its mark.  A corrected table in the game file keeps the marks'
 * meaning; a mark alone is no mark (nothing before it).
 */
START_TEST(test_siv_12_0_corrected_marks)
{
	static const char yaml[] = TG_SIV "turn: 3\nadvanced: true\n"
	    "charts:\n  siv-random-events:\n"
	    "    \"2\": \"Ashby *\"\n"
	    "    \"3\": \"No effect \u2020\"\n"
	    "    \"4\": \"Rain (Current) \u00b0\"\n"
	    "    \"5\": \" *\"\n"
	    TG_CLEAR UNITS;
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	const char	*printed;

	/* Turn 3 of the Advanced Game, before May 1 (Turn 56). */
	ck_assert_str_eq(turn_random_result(g, 2, &printed), "Ashby");
	ck_assert_str_eq(printed, "Ashby *");
	ck_assert_str_eq(turn_random_result(g, 3, &printed), "No effect");
	ck_assert_str_eq(turn_random_result(g, 4, &printed),
	    "Rain (Current)");
	ck_assert_str_eq(turn_random_result(g, 5, &printed), " *");
	g->turn = 56;
	ck_assert_str_eq(turn_random_result(g, 2, &printed),
	    "Rain (Current +1)");
	ck_assert_str_eq(turn_random_result(g, 3, &printed),
	    "Rain (Current)");
	ck_assert_str_eq(turn_random_result(g, 4, &printed), "No effect");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

static Suite *
cov_rules_turn_suite(void)
{
	Suite	*s = suite_create("cov_rules_turn");
	TCase	*tc = tcase_create("turn");

	tcase_add_test(tc, test_12_0_rain_spellings);
	tcase_add_test(tc, test_siv_12_0_corrected_marks);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_rules_turn_suite)
