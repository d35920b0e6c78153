/*
 * test_turn_strategic.c — the Strategic Segment and the Lull Segment
 * (lib/rules/turn_strategic.c; SIV 16.0, 18.1, 18.2, 26.0, 27.1 special
 * rule 2a): every row of the Strategic Table before and from Turn 65,
 * every row of the Battle of Seven Pines die, the Strategic Track's boxes
 * 3, 4 and 7, the Richmond and Mountain Department boxes emptied in the
 * rule's order, the Lull's eight steps with 16.0's own example, and each
 * refusal.
 */
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "phase.h"
#include "scenario.h"
#include "sequence.h"
#include "testplay.h"
#include "turn.h"

/* The units the rules text puts in the off-map boxes (18.1, 18.2), as
 * gcacw-new valley-campaign writes them; Fremont is not among them (his
 * set-up is on the set-up pages). */
#define BOXES								\
	"  Branch: {side: csa, type: infantry, size: brigade, status: "	\
	"off-map, box: Richmond}\n"					\
	"  Mahone: {side: csa, type: infantry, size: brigade, status: "	\
	"off-map, box: Richmond}\n"					\
	"  Lawton: {side: csa, type: infantry, size: brigade, status: "	\
	"off-map, box: Richmond}\n"					\
	"  Elzey: {side: csa, type: infantry, status: off-map, box: "	\
	"\"Ewell's Division\"}\n"					\
	"  Taylor: {side: csa, type: infantry, status: off-map, box: "	\
	"\"Ewell's Division\"}\n"					\
	"  Trimble: {side: csa, type: infantry, status: off-map, box: "	\
	"\"Ewell's Division\"}\n"					\
	"  2/6 VA: {side: csa, type: cavalry, status: off-map, box: "	\
	"\"Ewell's Division\"}\n"					\
	"  Hampton: {side: csa, type: infantry, status: off-map, box: "	\
	"\"Whiting's Division\"}\n"					\
	"  Hatton: {side: csa, type: infantry, status: off-map, box: "	\
	"\"Whiting's Division\"}\n"					\
	"  Hood: {side: csa, type: infantry, status: off-map, box: "	\
	"\"Whiting's Division\"}\n"					\
	"  Law: {side: csa, type: infantry, status: off-map, box: "	\
	"\"Whiting's Division\"}\n"					\
	"  Pettigrew: {side: csa, type: infantry, status: off-map, box: "\
	"\"Whiting's Division\"}\n"					\
	"  Stahel: {side: usa, type: infantry, status: off-map, box: "	\
	"Mountain Department}\n"					\
	"  Steinwehr: {side: usa, type: infantry, status: off-map, box: "\
	"Mountain Department}\n"					\
	"  Bohlen: {side: usa, type: infantry, status: off-map, box: "	\
	"Mountain Department}\n"					\
	"  Milroy: {side: usa, type: infantry, status: off-map, box: "	\
	"Mountain Department}\n"					\
	"  Cluseret: {side: usa, type: infantry, status: off-map, "	\
	"box: Mountain Department}\n"					\
	"  Crook: {side: usa, type: infantry, size: brigade, status: "	\
	"off-map, box: Mountain Department}\n"
#define LEADERS								\
	"leaders:\n"							\
	"  Ewell: {side: csa, rank: division, status: off-map, box: "	\
	"\"Ewell's Division\"}\n"					\
	"  Whiting: {side: csa, rank: division, status: off-map, box: "	\
	"\"Whiting's Division\"}\n"					\
	"  Blenker: {side: usa, rank: division, status: off-map, box: "	\
	"Mountain Department}\n"

/* A Valley Campaign game on `turn`, `phase` its phase line (or ""),
 * `more` top-level keys, with Kimball in Frederick, Garnett in
 * Rockingham, Ashby in Augusta, then `units`. */
#define GAME_U(turn, phase, more, units)				\
	TG_SIV "scenario: valley-campaign\nturn: " turn "\n" phase	\
	"rain: false\n" more						\
	"map:\n  terrain: clear\n  hexes:\n"				\
	"    N3333: {terrain: clear, county: Frederick}\n"		\
	"    S3712: {terrain: clear, county: Rockingham}\n"		\
	"    S2629: {terrain: clear, county: Augusta}\n"		\
	"    M3712: {terrain: clear, county: Shenandoah}\n"		\
	"units:\n"							\
	TG_INF("Kimball", "usa", 5, "N3333")				\
	TG_INF("Garnett", "csa", 6, "S3712")				\
	TG_CAV("Ashby", "csa", 3, "S2629")				\
	units BOXES LEADERS
#define GAME(turn, phase, more)	GAME_U(turn, phase, more, "")
#define STRATEGIC	"phase: strategic\n"
#define LULL		"phase: lull\n"
#define BOX(n)		"strategic: {box: " #n "}\n"
#define IN_LULL		"strategic: {box: 1, lull: true}\n"
/* Turn 5's Lull Segment (16.0's example), with `units`. */
#define LULL_5_U(units)	GAME_U("5", LULL, IN_LULL, units)
#define LULL_5		LULL_5_U("")

/* The entry's list at key as "A, B" ("" when absent). */
static const char *
listed(const struct node *e, const char *key)
{
	static char		 buf[256];
	const struct node	*v = node_get(e, key);
	int			 i;

	buf[0] = '\0';
	for (i = 0; v != NULL && i < v->n; i++) {
		if (i > 0)
			strcat(buf, ", ");
		strcat(buf, v->items[i]->str);
	}
	return buf;
}

static int
arrives(struct game *g, const char *name)
{
	struct unit	*u = game_unit(g, name);

	return u != NULL ? u->off.arrives : tg_leader(g, name)->off.arrives;
}

static int
strategic(struct game *g, struct turn_result *r, int d1, int d2)
{
	return turn_op(g, TURN_STRATEGIC, r, TG_DICE(d1, d2));
}

/*
 * The Strategic Table (16.0), each row: the sum, two dice making it, the
 * result as printed without its mark (before Turn 65) and as read on
 * Turn 65 and later ("* ... Confederate Reinforcement.  † ... Union
 * Reinforcement.  ° ... No effect.").
 */
static const struct {
	int		 d1, d2;
	const char	*before, *after;
} strategic_rows[] = {
	{ 1, 1, "Lull", "Confederate Reinforcement" },		/* 2 * */
	{ 1, 2, "Advance the Strategic Marker",
	    "Advance the Strategic Marker" },			/* 3 */
	{ 1, 3, "Lull", "Union Reinforcement" },		/* 4 † */
	{ 1, 4, "Lull", "No effect" },				/* 5 ° */
	{ 2, 4, "Advance the Strategic Marker",
	    "Advance the Strategic Marker" },			/* 6 */
	{ 3, 4, "Lull", "No effect" },				/* 7 ° */
	{ 4, 4, "Advance the Strategic Marker",
	    "Advance the Strategic Marker" },			/* 8 */
	{ 4, 5, "Lull", "No effect" },				/* 9 ° */
	{ 4, 6, "Confederate Reinforcement",
	    "Confederate Reinforcement" },			/* 10 */
	{ 5, 6, "Union Reinforcement", "Union Reinforcement" },	/* 11 */
	{ 6, 6, "Lull", "Confederate Reinforcement" },		/* 12 * */
};

/* What the result did to g (turn T): only its own effect. */
static void
ck_effect(struct game *g, const char *result, int turn)
{
	bool lull = strcmp(result, "Lull") == 0;
	bool adv = strcmp(result, "Advance the Strategic Marker") == 0;
	bool csa = strcmp(result, "Confederate Reinforcement") == 0;
	bool usa = strcmp(result, "Union Reinforcement") == 0;

	ck_assert_int_eq(g->strategic_lull, lull);
	ck_assert_int_eq(g->strategic_box, adv ? 1 : 0);
	ck_assert_int_eq(arrives(g, "Branch"), csa ? turn + 1 : 0);
	ck_assert_int_eq(arrives(g, "Stahel"), usa ? turn + 1 : 0);
	ck_assert_int_eq(scenario_released(g, "schenck-released"), usa);
}

START_TEST(test_siv_16_0_strategic_table_before_turn_65)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("60", STRATEGIC,
				    BOX(0)));

	ck_assert_int_eq(strategic(g, &r, strategic_rows[_i].d1,
	    strategic_rows[_i].d2), 0);
	ck_assert_int_eq(r.roll, strategic_rows[_i].d1 +
	    strategic_rows[_i].d2);
	ck_assert_str_eq(r.result, strategic_rows[_i].before);
	ck_assert_str_eq(tg_path(r.entry, "op")->str, "strategic");
	ck_assert_str_eq(tg_path(r.entry, "result")->str,
	    strategic_rows[_i].before);
	ck_assert_int_eq(atoi(tg_path(r.entry, "roll")->str), r.roll);
	ck_effect(g, strategic_rows[_i].before, 60);
	ck_assert_int_eq(g->phase, PH_COUNTY_CONTROL);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_16_0_strategic_table_turn_65_and_later)
{
	static const char *const turns[] = { "65", "100" };
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	size_t			 k;

	for (k = 0; k < nitems(turns); k++) {
		g = tg_load_ok(&t, k == 0 ? GAME("65", STRATEGIC, BOX(0)) :
		    GAME("100", STRATEGIC, BOX(0)));
		ck_assert_int_eq(strategic(g, &r, strategic_rows[_i].d1,
		    strategic_rows[_i].d2), 0);
		ck_assert_str_eq(r.result, strategic_rows[_i].after);
		ck_assert_str_eq(tg_path(r.entry, "result")->str,
		    strategic_rows[_i].after);
		if (strcmp(strategic_rows[_i].before,
		    strategic_rows[_i].after) != 0)
			ck_assert(noted(&r, "read as"));
		ck_effect(g, strategic_rows[_i].after, g->turn);
		ck_assert_str_eq(tg_errors(&t), "");
		tg_done(&t);
	}
}
END_TEST

/* 18.1 Battle of Seven Pines, each die: Whiting's Division all, in part,
 * or not at all; a Major Union victory recorded. */
static const struct {
	const char	*words;
	const char	*arrivals;
	bool		 major_union;
} pines_rows[] = {
	{ "Major Confederate victory",
	    "Whiting, Hampton, Hatton, Hood, Law, Pettigrew", false },
	{ "Minor Confederate victory", "Whiting, Law, Hood", false },
	{ "Minor Confederate victory", "Whiting, Law, Hood", false },
	{ "Minor Confederate victory", "Whiting, Law, Hood", false },
	{ "Minor Union victory", "", false },
	{ "Major Union victory", "", true },
};

START_TEST(test_siv_18_1_seven_pines_die)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("25", STRATEGIC,
				    BOX(5)));

	/* 3 + 3 = 6, Advance: box 5 to box 6; then the die. */
	ck_assert_int_eq(turn_op(g, TURN_STRATEGIC, &r, TG_DICE(3, 3,
	    _i + 1)), 0);
	ck_assert_int_eq(g->strategic_box, 6);
	ck_assert_str_eq(tg_path(r.entry, "seven_pines")->str,
	    pines_rows[_i].words);
	ck_assert_int_eq(atoi(tg_path(r.entry, "die")->str), _i + 1);
	ck_assert_str_eq(listed(r.entry, "arrivals"), pines_rows[_i].arrivals);
	ck_assert_int_eq(g->major_union_victory, pines_rows[_i].major_union);
	ck_assert_int_eq(arrives(g, "Hood"), _i < 4 ? 26 : 0);
	ck_assert_int_eq(arrives(g, "Pettigrew"), _i == 0 ? 26 : 0);
	ck_assert_str_eq(tg_path(r.entry, "dice.2.purpose")->str,
	    "seven pines");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* Only box 6 rolls the Seven Pines die: box 4 to 5 takes two dice. */
START_TEST(test_siv_18_1_seven_pines_only_on_box_6)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("25", STRATEGIC,
				    BOX(4)));

	ck_assert_int_eq(strategic(g, &r, 3, 3), 0);
	ck_assert_int_eq(g->strategic_box, 5);
	ck_assert_ptr_null(node_get(r.entry, "seven_pines"));
	ck_assert_int_eq(tg_path(r.entry, "dice")->n, 2);
	tg_done(&t);
}
END_TEST

/* 18.1 Ewell's Division: box 3 brings Ewell, Elzey, Taylor, Trimble and
 * the 2/6 VA cavalry, due next turn, their area the scenario's. */
START_TEST(test_siv_18_1_box_3_ewell_division)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("10", STRATEGIC,
				    BOX(2)));

	ck_assert_int_eq(strategic(g, &r, 1, 2), 0);
	ck_assert_int_eq(atoi(tg_path(r.entry, "box.from")->str), 2);
	ck_assert_int_eq(atoi(tg_path(r.entry, "box.to")->str), 3);
	ck_assert_str_eq(listed(r.entry, "arrivals"),
	    "Ewell, Elzey, Taylor, Trimble, 2/6 VA");
	ck_assert_int_eq(arrives(g, "Ewell"), 11);
	ck_assert_int_eq(arrives(g, "2/6 VA"), 11);
	ck_assert_ptr_null(tg_unit(g, "Elzey")->off.area);
	ck_assert_str_eq(tg_unit(g, "Elzey")->off.box, "Ewell's Division");
	ck_assert_int_eq(tg_unit(g, "Elzey")->status, US_OFF_MAP);
	ck_assert_int_eq(arrives(g, "Hood"), 0);
	ck_assert(!scenario_released(g, "schenck-released"));
	tg_done(&t);
}
END_TEST

/* 27.1 special rule 2a: "The Strategic Track marker reaches box 4". */
START_TEST(test_siv_27_1_box_4_releases_schenck)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("10", STRATEGIC,
				    BOX(3)));

	ck_assert_int_eq(strategic(g, &r, 4, 4), 0);
	ck_assert_int_eq(g->strategic_box, 4);
	ck_assert(scenario_released(g, "schenck-released"));
	ck_assert_str_eq(listed(r.entry, "released"), "schenck-released");
	ck_assert_str_eq(listed(r.entry, "arrivals"), "");
	tg_done(&t);
}
END_TEST

/* 16.0, 26.0: box 7 ends the game once the cycle is complete. */
START_TEST(test_siv_26_0_box_7_ends_the_game)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("40", STRATEGIC,
				    BOX(6)));
	enum phase		 p;

	ck_assert_int_eq(strategic(g, &r, 2, 4), 0);
	ck_assert_int_eq(g->strategic_box, 7);
	ck_assert_str_eq(tg_path(r.entry, "game_ends")->str, "true");
	ck_assert_int_eq(g->phase, PH_COUNTY_CONTROL);
	while ((p = sequence_advance(g)) != PH_NONE && p != PH_OVER &&
	    p != PH_TURN_INDICATION)
		continue;
	ck_assert_int_eq(p, PH_OVER);
	ck_assert_int_eq(g->turn, 40);
	tg_done(&t);
}
END_TEST

/* 16.0: "eight boxes, numbered 0 through 7": no box beyond 7. */
START_TEST(test_siv_16_0_advance_at_box_7_no_effect)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("40", STRATEGIC,
				    BOX(7)));

	ck_assert_int_eq(strategic(g, &r, 4, 4), 0);
	ck_assert_int_eq(g->strategic_box, 7);
	ck_assert_ptr_null(node_get(r.entry, "box"));
	ck_assert_ptr_null(node_get(r.entry, "game_ends"));
	ck_assert(noted(&r, "already in box 7"));
	tg_done(&t);
}
END_TEST

/* 18.1: "The first time ... Branch ...; the second time, the Mahone
 * brigade; and the third time, the Lawton brigade"; then "no effect". */
START_TEST(test_siv_18_1_confederate_reinforcement_order)
{
	static const char *const order[] = { "Branch", "Mahone", "Lawton",
	    "" };
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", STRATEGIC,
				    BOX(0)));
	size_t			 k;

	for (k = 0; k < nitems(order); k++) {
		g->turn = 5 + 5 * (int)k;
		g->phase = PH_STRATEGIC;
		ck_assert_int_eq(strategic(g, &r, 4, 6), 0);
		ck_assert_str_eq(r.result, "Confederate Reinforcement");
		ck_assert_str_eq(listed(r.entry, "arrivals"), order[k]);
	}
	ck_assert_int_eq(arrives(g, "Branch"), 6);
	ck_assert_int_eq(arrives(g, "Mahone"), 11);
	ck_assert_int_eq(arrives(g, "Lawton"), 16);
	ck_assert(noted(&r, "treated as \"no effect\""));
	tg_done(&t);
}
END_TEST

/* 18.1: a brigade already on the map is not given again: the next in
 * the box comes. */
START_TEST(test_siv_18_1_confederate_reinforcement_counts_the_box)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", STRATEGIC,
				    BOX(0)));
	struct unit		*b = tg_unit(g, "Branch");

	b->status = US_IN_PLAY;
	b->off.box = NULL;
	game_place_unit(g, b, tg_hex(g, "S2629"));
	ck_assert_int_eq(strategic(g, &r, 4, 6), 0);
	ck_assert_str_eq(listed(r.entry, "arrivals"), "Mahone");
	tg_done(&t);
}
END_TEST

/* 18.2: the Mountain Department group the first time, Crook the second,
 * no effect the third; each time Schenck released (27.1 2a).  Fremont,
 * whom the file lacks, is noted, not made up. */
START_TEST(test_siv_18_2_union_reinforcement_first_second_third)
{
	static const char *const got[] = {
		"Blenker, Stahel, Steinwehr, Bohlen, Milroy, Cluseret",
		"Crook", ""
	};
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", STRATEGIC,
				    BOX(0)));
	size_t			 k;

	for (k = 0; k < nitems(got); k++) {
		g->turn = 5 + 5 * (int)k;
		g->phase = PH_STRATEGIC;
		ck_assert_int_eq(strategic(g, &r, 5, 6), 0);
		ck_assert_str_eq(r.result, "Union Reinforcement");
		ck_assert_str_eq(listed(r.entry, "arrivals"), got[k]);
		ck_assert(scenario_released(g, "schenck-released"));
		/* Released once, by the first. */
		ck_assert_str_eq(listed(r.entry, "released"), k == 0 ?
		    "schenck-released" : "");
		if (k == 0)
			ck_assert(noted(&r, "Fremont is not in the file"));
	}
	ck_assert_int_eq(arrives(g, "Blenker"), 6);
	ck_assert_int_eq(arrives(g, "Milroy"), 6);
	ck_assert_int_eq(arrives(g, "Crook"), 11);
	ck_assert(noted(&r, "treated as \"no effect\""));
	tg_done(&t);
}
END_TEST

/* 16.0 Lull: strategic.lull set, the cycle goes on. */
START_TEST(test_siv_16_0_lull_result_sets_lull)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", STRATEGIC,
				    BOX(0)));
	char			*out;

	ck_assert_int_eq(strategic(g, &r, 3, 4), 0);
	ck_assert(g->strategic_lull);
	ck_assert_int_eq(g->phase, PH_COUNTY_CONTROL);
	out = tg_emit(g);
	tg_has(out, "lull: true");
	free(out);
	tg_done(&t);
}
END_TEST

/* ---- refusals of --strategic ---- */

START_TEST(test_siv_16_0_strategic_refused_out_of_phase)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, GAME("5",
				    "phase: county-control\n", BOX(0)));

	ck_assert_int_eq(strategic(g, &r, 3, 4), ST_REFUSED);
	tg_has(tg_errors(&t), "--strategic is for the Strategic Segment");
	ck_assert_ptr_null(g->log);
	ck_assert(!g->strategic_lull);
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_14_0_strategic_refused_turn_not_divisible_by_5)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, GAME("7", "", BOX(0)));

	ck_assert_int_eq(strategic(g, &r, 1, 2), ST_REFUSED);
	tg_has(tg_errors(&t), "14.0 step 9: only on turns divisible by 5");
	ck_assert_int_eq(g->strategic_box, 0);
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_14_0_strategic_refused_basic_game)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, TG_SIV "turn: 5\n" TG_CLEAR
				    "units:\n" TG_INF("A", "csa", 4, "S1010"));

	ck_assert_int_eq(strategic(g, &r, 1, 2), ST_REFUSED);
	tg_has(tg_errors(&t), "SIV's Advanced Game's");
	tg_done(&t);
}
END_TEST

/* A file without phase may not roll twice in one Strategic Cycle. */
START_TEST(test_siv_14_0_strategic_refused_second_roll)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, GAME("5", "", BOX(0)));

	ck_assert_int_eq(strategic(g, &r, 1, 2), 0);
	g->phase = PH_NONE;
	ck_assert_int_eq(strategic(g, &r, 1, 2), ST_REFUSED);
	tg_has(tg_errors(&t), "has been played");
	ck_assert_int_eq(g->strategic_box, 1);
	tg_done(&t);
}
END_TEST

/* ---- the Lull Segment ---- */

static int
lull(struct game *g, const char *usa, const char *csa,
    struct turn_result *r, int die)
{
	struct turn_orders o = { .op = TURN_LULL };

	o.increase[SIDE_USA] = usa;
	o.increase[SIDE_CSA] = csa;
	return turn_orders_run(g, &o, r, TG_DICE(die));
}

/* 16.0's example: "A Lull result occurs in the Strategic Segment of Turn
 * 5 ... In Step 8, advance the Turn marker to Turn 10.  Play resumes
 * with the Strategic Segment of Turn 10". */
START_TEST(test_siv_16_0_lull_turn_5_example)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, LULL_5);

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 4), 0);
	ck_assert_int_eq(g->turn, 10);
	ck_assert_int_eq(g->phase, PH_STRATEGIC);
	ck_assert(!g->strategic_lull);
	ck_assert_str_eq(tg_path(r.entry, "op")->str, "lull");
	ck_assert_int_eq(atoi(tg_path(r.entry, "turn")->str), 5);
	ck_assert_int_eq(atoi(tg_path(r.entry, "next_turn")->str), 10);
	ck_assert(noted(&r, "Phases 1 through 8 of Turn 10 are skipped "
	    "(16.0 step 8)"));
	ck_assert(noted(&r, "may not build entrenchments or bridges"));
	/* The Strategic Segment of Turn 10 then plays. */
	ck_assert_int_eq(strategic(g, &r, 1, 2), 0);
	ck_assert_int_eq(atoi(tg_path(r.entry, "turn")->str), 10);
	tg_done(&t);
}
END_TEST

/* Steps 1-5: every unit, on the map or in an off-map box; not one out of
 * play. */
START_TEST(test_siv_16_0_lull_steps_1_to_5)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, LULL_5_U(
				    TG_UNIT("Tired", "usa", "infantry", 4,
				    "N3333", ", fatigue: 3, exhausted: true, "
				    "supply: out, disorganized: true, "
				    "demoralized: 2")
				    "  Boxed: {side: usa, type: infantry, "
				    "manpower: 3, status: off-map, box: "
				    "off-map-1, fatigue: 2, demoralized: 1}\n"
				    "  Gone: {side: usa, type: infantry, "
				    "manpower: 2, status: eliminated, left: 3, "
				    "fatigue: 4}\n"));
	struct unit		*u = tg_unit(g, "Tired");

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 6), 0);
	ck_assert_int_eq(u->fatigue, 0);
	ck_assert(!u->exhausted);
	ck_assert(!u->out_of_supply);
	ck_assert(!u->disorganized);
	ck_assert_int_eq(u->demoralized, 0);
	ck_assert_int_eq(u->manpower, 4);
	ck_assert_int_eq(tg_unit(g, "Boxed")->fatigue, 0);
	ck_assert_int_eq(tg_unit(g, "Boxed")->demoralized, 0);
	ck_assert_int_eq(tg_unit(g, "Gone")->fatigue, 4);
	ck_assert_str_eq(listed(r.entry, "fatigue"), "Tired, Boxed");
	ck_assert_str_eq(listed(r.entry, "exhausted"), "Tired");
	ck_assert_str_eq(listed(r.entry, "supply"), "Tired");
	ck_assert_str_eq(listed(r.entry, "disorganized"), "Tired");
	ck_assert_str_eq(listed(r.entry, "demoralized"), "Tired, Boxed");
	ck_assert(noted(&r, "Tired (3), Boxed (2)"));
	tg_done(&t);
}
END_TEST

/* Step 6, each die: "On a roll of 2 or less ... by 1.  On a roll of 3
 * or more, no Union unit may be increased." */
START_TEST(test_siv_16_0_lull_union_die)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, LULL_5);

	ck_assert_int_eq(lull(g, "Kimball", NULL, &r, _i + 1), 0);
	ck_assert_int_eq(tg_unit(g, "Kimball")->manpower, _i < 2 ? 6 : 5);
	ck_assert_int_eq(atoi(tg_path(r.entry, "die")->str), _i + 1);
	ck_assert_str_eq(tg_path(r.entry, "dice.0.purpose")->str,
	    "manpower");
	if (_i < 2) {
		ck_assert_str_eq(tg_path(r.entry, "increases.0.unit")->str,
		    "Kimball");
		ck_assert_int_eq(atoi(tg_path(r.entry,
		    "increases.0.to")->str), 6);
	} else {
		ck_assert_ptr_null(node_get(r.entry, "increases"));
		ck_assert(noted(&r, "--increase usa=Kimball is ignored"));
	}
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_16_0_lull_union_die_no_unit_named)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, LULL_5);

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 1), 0);
	ck_assert_int_eq(tg_unit(g, "Kimball")->manpower, 5);
	ck_assert(noted(&r, "none is named (--increase usa=U)"));
	tg_done(&t);
}
END_TEST

/* Step 7, the Exception: +2 with every Confederate infantry unit on the
 * map in Augusta or Rockingham (cavalry not counted). */
START_TEST(test_siv_16_0_lull_confederate_plus_2)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, LULL_5_U(
				    TG_CAV("Munford", "csa", 2, "M3712")));

	ck_assert_int_eq(lull(g, NULL, "Garnett", &r, 5), 0);
	ck_assert_int_eq(tg_unit(g, "Garnett")->manpower, 8);
	ck_assert_str_eq(tg_path(r.entry, "increases.0.side")->str, "csa");
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_16_0_lull_confederate_plus_1_elsewhere)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, LULL_5_U(
				    TG_INF("Taliaferro", "csa", 4, "M3712")));

	ck_assert_int_eq(lull(g, NULL, "Taliaferro", &r, 5), 0);
	ck_assert_int_eq(tg_unit(g, "Taliaferro")->manpower, 5);
	ck_assert(noted(&r, "Taliaferro in M3712"));
	tg_done(&t);
}
END_TEST

/* "a unit's manpower may never exceed 8": 7 + 2 is 8. */
START_TEST(test_siv_16_0_lull_confederate_never_above_8)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, LULL_5_U(
				    TG_INF("Jackson's", "csa", 7, "S2629")));

	ck_assert_int_eq(lull(g, NULL, "Jackson's", &r, 5), 0);
	ck_assert_int_eq(tg_unit(g, "Jackson's")->manpower, 8);
	ck_assert(noted(&r, "never above 8"));
	tg_done(&t);
}
END_TEST

/* Step 8 skips turns: the Unfordable markers of the turns passed leave
 * the track; the new turn's rain is read. */
START_TEST(test_siv_16_0_lull_skipped_turns_markers)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", LULL, IN_LULL
				    "unfordable: {minor: 7, major: 10}\n"
				    "rain_turns: [10]\n"));

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 5), 0);
	ck_assert_int_eq(g->unfordable_minor, 0);
	ck_assert_int_eq(g->unfordable_major, 10);
	ck_assert(g->rain);
	tg_done(&t);
}
END_TEST

/* 16.0 Note: "a Lull result has no effect on ammunition resupply". */
START_TEST(test_siv_16_0_lull_ammunition_untouched)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", LULL, IN_LULL
				    "optional_rules: [ammunition]\n"));

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 5), 0);
	ck_assert(noted(&r, "no effect on ammunition resupply"));
	tg_done(&t);
}
END_TEST

/* 18.1: a brigade the file lacks is passed over, said so, never made
 * up. */
START_TEST(test_siv_18_1_confederate_reinforcement_absent_brigade)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV
				    "scenario: valley-campaign\nturn: 5\n"
				    STRATEGIC "rain: false\n" TG_CLEAR
				    "units:\n"
				    TG_INF("Garnett", "csa", 6, "S3712")
				    "  Mahone: {side: csa, type: infantry, "
				    "status: off-map, box: Richmond}\n");

	ck_assert_int_eq(strategic(g, &r, 4, 6), 0);
	ck_assert_str_eq(listed(r.entry, "arrivals"), "Mahone");
	ck_assert(noted(&r, "Branch is not in the file"));
	ck_assert_ptr_null(game_unit(g, "Branch"));
	tg_done(&t);
}
END_TEST

/* ---- refusals of --lull ---- */

static const struct {
	const char	*usa, *csa;
	int		 status;
	const char	*says;
} increase_refusals[] = {
	{ "Ashby", NULL, ST_REFUSED, "Ashby is a Confederate unit" },
	{ NULL, "Ashby", ST_REFUSED, "Ashby is not an infantry unit" },
	{ "Crook", NULL, ST_REFUSED, "Crook is not on the map" },
	{ NULL, "Kimball", ST_REFUSED, "Kimball is a Union unit" },
	{ "Full", NULL, ST_REFUSED, "may never exceed 8" },
	{ "Nobody", NULL, ST_USAGE, "--increase usa=Nobody: no unit of that "
	    "name" },
	{ "Blenker", NULL, ST_USAGE, "Blenker is a leader" },
};

START_TEST(test_siv_16_0_lull_increase_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, LULL_5_U(
				    TG_UNIT("Worn", "usa", "infantry", 4,
				    "N3333", ", fatigue: 2")
				    TG_INF("Full", "usa", 8, "N3333")));

	ck_assert_int_eq(lull(g, increase_refusals[_i].usa,
	    increase_refusals[_i].csa, &r, 1), increase_refusals[_i].status);
	tg_has(tg_errors(&t), increase_refusals[_i].says);
	/* Nothing changed. */
	ck_assert_int_eq(g->turn, 5);
	ck_assert_int_eq(tg_unit(g, "Worn")->fatigue, 2);
	ck_assert_ptr_null(g->log);
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_16_0_lull_refused_out_of_phase)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, GAME("5",
				    "phase: withdrawal\n", IN_LULL));

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 1), ST_REFUSED);
	tg_has(tg_errors(&t), "--lull is for the Lull Segment");
	ck_assert_int_eq(g->turn, 5);
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_14_0_lull_refused_turn_not_divisible_by_5)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, GAME("7", "", IN_LULL));

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 1), ST_REFUSED);
	tg_has(tg_errors(&t), "14.0 step 9: only on turns divisible by 5");
	ck_assert_int_eq(g->turn, 7);
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_14_0_lull_refused_without_lull_result)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load(&t, GAME("5", "", BOX(1)));

	ck_assert_int_eq(lull(g, NULL, NULL, &r, 1), ST_REFUSED);
	tg_has(tg_errors(&t), "was not Lull");
	ck_assert_int_eq(g->turn, 5);
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn_strategic, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_16_0_strategic_table_before_turn_65,
	N(strategic_rows) },
	{ test_siv_16_0_strategic_table_turn_65_and_later, N(strategic_rows) },
	{ test_siv_18_1_seven_pines_die, N(pines_rows) },
	{ test_siv_16_0_lull_union_die, 6 },
	{ test_siv_16_0_lull_increase_refused, N(increase_refusals) }))
