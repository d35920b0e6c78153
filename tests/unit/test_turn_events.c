/*
 * test_turn_events.c — the Random Events Phase's rain and what it does
 * to the provisional swamps (lib/rules/turn_events.c; 12.0 Rain
 * Effects): a unit in a swamp that turns to swamp is moved out by its
 * player's --swamp-move, into an enemy ZOC only when every hex it may
 * enter is in one.
 */
#include "check_main.h"
#include "fixture.h"
#include "testplay.h"
#include "turn.h"
#include "zoc.h"

/*
 * SIV 12.0 Provisional Swamps: a unit rain forces out "may not [move]
 * into an enemy ZOC unless there are no non-enemy ZOC present".  Around
 * Tyler in N2021: N2020 is water, N2022 a swamp, Burks holds N1921 and
 * Hill N2221, whose ZOCs cover N1922, N2121 and N2122: every legal hex
 * is in enemy ZOC, so --swamp-move Tyler=N2122 is obeyed, into enemy
 * ZOC.  SIV's 3 on the Random Events Table: "Rain (Current +1)".
 */
START_TEST(test_12_0_swamp_move_into_zoc)
{
	static const struct turn_swamp_order sw[] = { { "Tyler", "N2122" } };
	struct turn_orders	 o = { .op = TURN_RANDOM_EVENTS, .swamp = sw,
				    .nswamp = 1 };
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TP_SWAMP_GAME
				    "units:\n"
				    TG_INF("Tyler", "usa", 3, "N2021")
				    TG_INF("Burks", "csa", 5, "N1921")
				    TG_INF("Hill", "csa", 5, "N2221"));
	int			 dice[2] = { 1, 2 };

	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N1922")),
	    ZOC_NONE);
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N2121")),
	    ZOC_NONE);
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "N2122")),
	    ZOC_NONE);
	ck_assert_int_eq(turn_orders_run(g, &o, &r, 2, dice), 0);
	ck_assert(r.rain_began);
	ck_assert_int_eq(r.nswamps, 1);
	ck_assert(r.swamps[0].chosen);
	ck_assert(r.swamps[0].zoc);
	ck_assert_int_eq(tg_unit(g, "Tyler")->hex, tg_hex(g, "N2122"));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

CHECK_TESTS(turn_events)
