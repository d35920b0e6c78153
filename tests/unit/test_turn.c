/*
 * test_turn.c — gcacw-turn's tables (issue 13): every entry of the SIV
 * and SJW Random Events Tables, before and after SIV's May 1
 * substitution (SIV 12.0); every entry of the Minor and Major River Rain
 * Number Tables (12.0); the Unfordable markers placed and advanced; the
 * SJW 15.0 termination die at each bound; the Initiative Segment's ties.
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "games.h"
#include "tables.h"
#include "turn.h"

#define UNITS	"units:\n" TG_INF("A", "csa", 5, "N1010") \
		TG_INF("B", "usa", 5, "N1212")

static struct game *
game_of(struct tg *t, const char *yaml)
{
	return tg_load_ok(t, yaml);
}

/* SIV Random Events Table, rows 2-12: as printed without the marks,
 * and as read on May 1 and later. */
static const char *const siv_before[] = {
	"Rain (Current +2)", "Rain (Current +1)", "No effect",
	"Rain (Current)", "Union Cavalry Reinforcement", "No effect",
	"Union Command Stagnation", "No effect", "Ashby",
	"Confederate Command Stagnation", "Rain (Current +2)",
};
static const char *const siv_after[] = {
	"Rain (Current +1)", "Rain (Current +1)", "Rain (Current)",
	"No effect", "Union Cavalry Reinforcement", "No effect",
	"Union Command Stagnation", "No effect", "Ashby",
	"Confederate Command Stagnation", "Rain (Current +2)",
};
static const char *const sjw_events[] = {
	"Rain (current+2)", "Rain (current+1)",
	"Reinforcement Advance (Union)", "Reinforcement Advance (Confederate)",
	"Reinforcement Delay (Union)", "Reinforcement Advance (Union)",
	"Command Paralysis (Union)", "Rain (current)",
	"Reinforcement Advance (Confederate)",
	"Reinforcement Delay (Confederate)", "Command Paralysis (Confederate)",
};
/* The rain of each: N of Rain (Current +N), or -1. */
static const int siv_before_rain[] = { 2, 1, -1, 0, -1, -1, -1, -1, -1,
	-1, 2 };
static const int siv_after_rain[] = { 1, 1, 0, -1, -1, -1, -1, -1, -1,
	-1, 2 };
static const int sjw_rain[] = { 2, 1, -1, -1, -1, -1, -1, 0, -1, -1, -1 };

START_TEST(siv_table_before_may)
{
	struct tg	 t;
	struct game	*g = game_of(&t, TG_SIV "turn: 55\nadvanced: true\n"
			    TG_CLEAR UNITS);
	const char	*printed, *r;

	r = turn_random_result(g, _i, &printed);
	ck_assert_str_eq(r, siv_before[_i - 2]);
	ck_assert_int_eq(turn_rain_kind(r), siv_before_rain[_i - 2]);
	ck_assert_ptr_nonnull(printed);
	tg_done(&t);
}
END_TEST

START_TEST(siv_table_may_1)
{
	struct tg	 t;
	struct game	*g = game_of(&t, TG_SIV "turn: 56\nadvanced: true\n"
			    TG_CLEAR UNITS);
	const char	*printed, *r;

	r = turn_random_result(g, _i, &printed);
	ck_assert_str_eq(r, siv_after[_i - 2]);
	ck_assert_int_eq(turn_rain_kind(r), siv_after_rain[_i - 2]);
	tg_done(&t);
}
END_TEST

/* The Basic Game outside Scenarios 2 and 3 reads the table as printed,
 * whatever the turn (SIV 12.0). */
START_TEST(siv_table_basic_no_substitution)
{
	struct tg	 t;
	struct game	*g = game_of(&t, TG_SIV "turn: 60\n" TG_CLEAR UNITS);
	const char	*printed;

	ck_assert_str_eq(turn_random_result(g, _i, &printed),
	    siv_before[_i - 2]);
	tg_done(&t);
}
END_TEST

START_TEST(sjw_table)
{
	struct tg	 t;
	struct game	*g = game_of(&t, TG_SJW "turn: 5\nadvanced: true\n"
			    TG_CLEAR UNITS);
	const char	*printed, *r;

	r = turn_random_result(g, _i, &printed);
	ck_assert_str_eq(r, sjw_events[_i - 2]);
	ck_assert_str_eq(printed, sjw_events[_i - 2]);
	ck_assert_int_eq(turn_rain_kind(r), sjw_rain[_i - 2]);
	tg_done(&t);
}
END_TEST

START_TEST(standard_has_no_table)
{
	struct tg	 t;
	struct game	*g = game_of(&t, TG_TURN1 TG_CLEAR "units:\n"
			    TG_INF("A", "csa", 5, "1010"));
	const char	*printed;

	ck_assert_ptr_null(turn_random_result(g, 7, &printed));
	tg_done(&t);
}
END_TEST

/* 12.0 Minor and Major River Rain Number Tables, by row (Current to
 * Current +3) and column. */
static const int minor[4][3] = { { 1, 0, 0 }, { 2, 1, 1 }, { 4, 3, 2 },
	{ 6, -1, 3 } };
static const int major[4][3] = { { 1, 1, 1 }, { 3, 3, 2 }, { 6, 5, 3 },
	{ 9, -1, 4 } };

START_TEST(rain_numbers_siv)
{
	struct tg	 t;
	struct game	*g = game_of(&t, TG_SIV "turn: 3\n" TG_CLEAR UNITS);

	ck_assert_int_eq(turn_rain_number(g, false, _i), minor[_i][1]);
	ck_assert_int_eq(turn_rain_number(g, true, _i), major[_i][1]);
	/* "n/a": SIV has no Rain (Current +3); asked, it is the
	 * missing-data error. */
	ck_assert_int_eq(t.d.status, _i == 3 ? ST_DATA : 0);
	tg_done(&t);
}
END_TEST

START_TEST(rain_numbers_all_others)
{
	struct tg	 t;
	struct game	*g = game_of(&t, TG_SJW "turn: 3\n" TG_CLEAR UNITS);

	ck_assert_int_eq(turn_rain_number(g, false, _i), minor[_i][2]);
	ck_assert_int_eq(turn_rain_number(g, true, _i), major[_i][2]);
	tg_done(&t);
}
END_TEST

/* OTR/AIO's column, which no game of gcacw reads yet, as printed. */
START_TEST(rain_numbers_otr)
{
	static const char *const rows[] = { "current", "current+1",
	    "current+2", "current+3" };
	struct charts	none = { NULL, 0, 0 };
	char		n[8];

	snprintf(n, sizeof(n), "%d", minor[_i][0]);
	ck_assert_str_eq(chart_get(&none, &chart_rain_minor, rows[_i],
	    "OTR/AIO"), n);
	snprintf(n, sizeof(n), "%d", major[_i][0]);
	ck_assert_str_eq(chart_get(&none, &chart_rain_major, rows[_i],
	    "OTR/AIO"), n);
}
END_TEST

static struct game *
events(struct tg *t, struct dice *d, const char *yaml, int d1, int d2,
    struct turn_result *r)
{
	struct turn_orders	 o = { .op = TURN_RANDOM_EVENTS };
	struct game		*g = game_of(t, yaml);
	int			 v[2] = { d1, d2 };

	dice_init(d, g, v, 2, false, 0);
	ck_assert_int_eq(turn_run(g, d, &o, r), 0);
	return g;
}

/* 12.0: placed at turn + N when off the track, advanced by N when on
 * it; a marker left behind in an earlier box is off the track. */
START_TEST(unfordable_moves)
{
	struct tg		 t;
	struct dice		 d;
	struct turn_result	 r;
	struct game		*g;

	g = events(&t, &d, TG_SIV "turn: 6\nunfordable: {minor: 2, major: "
	    "7}\n" TG_CLEAR UNITS, 6, 6, &r);
	ck_assert_int_eq(r.rain, 2);
	ck_assert_int_eq(g->unfordable_minor, 9);	/* 6 + 3 */
	ck_assert_int_eq(g->unfordable_major, 12);	/* 7 + 5 */
	ck_assert_int_eq(g->nrain_turns, 3);
	ck_assert(g->rain);
	dice_free(&d);
	tg_done(&t);
	g = events(&t, &d, TG_SJW "turn: 4\nadvanced: true\n" TG_CLEAR UNITS,
	    4, 5, &r);
	ck_assert_int_eq(r.rain, 0);
	ck_assert_int_eq(g->unfordable_minor, 0);	/* 0: not placed */
	ck_assert_int_eq(g->unfordable_major, 5);
	dice_free(&d);
	tg_done(&t);
}
END_TEST

/* SJW 15.0: 1-2 ends the Action Cycle on Turns 3-11, 1-3 from 12. */
static const struct {
	int	turn, die;
	bool	ends;
} terms[] = {
	{ 3, 2, true }, { 3, 3, false }, { 11, 2, true }, { 11, 3, false },
	{ 12, 3, true }, { 12, 4, false }, { 20, 1, true }, { 20, 6, false },
};

START_TEST(sjw_termination)
{
	struct tg		 t;
	struct dice		 d;
	struct turn_result	 r;
	struct turn_orders	 o = { .op = TURN_INITIATIVE };
	struct game		*g;
	char			 yaml[512];
	int			 v[3] = { 1, 1, terms[_i].die };

	snprintf(yaml, sizeof(yaml), TG_SJW "turn: %d\nadvanced: true\n"
	    TG_CLEAR UNITS, terms[_i].turn);
	g = game_of(&t, yaml);
	dice_init(&d, g, v, 3, false, 0);
	ck_assert_int_eq(turn_run(g, &d, &o, &r), 0);
	ck_assert(r.ended == terms[_i].ends);
	if (!terms[_i].ends)
		ck_assert_int_eq(r.winner, SIDE_CSA);
	dice_free(&d);
	tg_done(&t);
}
END_TEST

/* 4.2: the higher die wins; SIV's ties go to the Confederate player. */
START_TEST(initiative_dice)
{
	struct tg		 t;
	struct dice		 d;
	struct turn_result	 r;
	struct turn_orders	 o = { .op = TURN_INITIATIVE };
	struct game		*g = game_of(&t, TG_SIV "turn: 3\n" TG_CLEAR
				    UNITS);
	int			 v[2] = { 1 + _i / 6, 1 + _i % 6 };

	dice_init(&d, g, v, 2, false, 0);
	ck_assert_int_eq(turn_run(g, &d, &o, &r), 0);
	ck_assert_int_eq(r.winner, v[0] >= v[1] ? SIDE_CSA : SIDE_USA);
	ck_assert(g->has_initiative && (int)g->initiative == r.winner);
	dice_free(&d);
	tg_done(&t);
}
END_TEST

static Suite *
turn_suite(void)
{
	Suite	*s = suite_create("turn");
	TCase	*tc = tcase_create("tables");

	tcase_add_loop_test(tc, siv_table_before_may, 2, 13);
	tcase_add_loop_test(tc, siv_table_may_1, 2, 13);
	tcase_add_loop_test(tc, siv_table_basic_no_substitution, 2, 13);
	tcase_add_loop_test(tc, sjw_table, 2, 13);
	tcase_add_test(tc, standard_has_no_table);
	tcase_add_loop_test(tc, rain_numbers_siv, 0, 4);
	tcase_add_loop_test(tc, rain_numbers_all_others, 0, 4);
	tcase_add_loop_test(tc, rain_numbers_otr, 0, 4);
	tcase_add_test(tc, unfordable_moves);
	tcase_add_loop_test(tc, sjw_termination, 0,
	    (int)(sizeof(terms) / sizeof(terms[0])));
	tcase_add_loop_test(tc, initiative_dice, 0, 36);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(turn_suite)
