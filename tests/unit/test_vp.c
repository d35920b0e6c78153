/*
 * test_vp.c — victory points (lib/rules/vp_count.c, vp.c and
 * lib/explain/explain_vp.c).  The victory vocabulary's parts one by one:
 * the count modifiers, the unit filters, the hex sets, the withdrawn
 * count and the SIV counties, each item scored through vp_score() from a
 * scenario written here.  The expected counts are those gcacw-file(5)
 * gives: SCENARIOS, "Count expressions", "Unit filters" and "Hex sets"
 * (DESIGN.md section 4: the scenario's table scores the game).  Every
 * item scores 1 VP a count, so an item's vp is its count.  Then the
 * score in words and as JSON, as gcacw-vp(1) prints it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "scenario.h"
#include "testexplain.h"
#include "testvp.h"
#include "vp.h"

/* The head of a scenario of game, its counties (SIV 22.0) given or
 * "", then its items. */
#define SCEN_OF(game, counties)						\
	"scenario: 1\ngame: " game "\nname: test\ntitle: Test\n"		\
	"rule: TEST 1.0\nturns: {first: 1, last: 9}\n" counties		\
	"victory:\n  side: usa\n  levels: [{level: Draw}]\n  items:\n"
#define SCEN_HEAD	SCEN_OF("standard", "")

/* An item: id I, count C (a flow mapping's inside). */
#define ITEM(i, c)							\
	"    - {id: " i ", rule: R, text: T, vp: 1, when: end, count: {"	\
	c "}}\n"

/*
 * The game: A, a demoralized Confederate infantry brigade in 1010; B,
 * Confederate infantry of no size in 1011; C, Union cavalry in 1510; D,
 * a Union brigade of manpower 4 withdrawn on Turn 3.  The Confederates
 * lost 7 manpower in combat and 2 in retreats.
 */
#define GAME								\
	TG_STD "turn: 5\nrain: false\n" TG_CLEAR "units:\n"		\
	TG_UNIT("A", "csa", "infantry", 5, "1010",			\
	    ", size: brigade, demoralized: 1")				\
	TG_INF("B", "csa", 3, "1011")					\
	TG_CAV("C", "usa", 2, "1510")					\
	"  D: {side: usa, type: infantry, size: brigade, manpower: 4, "	\
	"tactical: 1, artillery: 0, status: withdrawn, left: 3}\n"	\
	"ledger:\n  losses:\n    csa: {combat: 7, retreat: 2}\n"

struct scored {
	struct tg		t;
	struct vp_result	r;
};

/* The game scored by the scenario, without an error. */
static void
score_in(struct scored *s, const char *game, const char *scen)
{
	struct game	*g = tg_load_ok(&s->t, game);

	tg_scenario(g, scen);
	ck_assert_int_eq(vp_score(g, false, &s->r), 0);
	ck_assert_str_eq(tg_errors(&s->t), "");
}

/* GAME scored by the items given. */
static void
score(struct scored *s, const char *items)
{
	static char	 yaml[8192];

	ck_assert_int_lt(snprintf(yaml, sizeof(yaml), "%s%s", SCEN_HEAD,
	    items), (int)sizeof(yaml));
	score_in(s, GAME, yaml);
}

/* The count of the item called id (testvp.h: the test fails without
 * one). */
static int
count(const struct scored *s, const char *id)
{
	return vp_item(&s->r, id)->count;
}

static void
done(struct scored *s)
{
	vp_result_free(&s->r);
	tg_done(&s->t);
}

/* An item of the table (ITEM's id and count) and the count it must
 * make. */
struct counted {
	const char	*id, *count;
	int		 want;
};

/* The items scored together, each count checked. */
static void
counts_are(const struct counted *c, size_t n)
{
	struct scored	 s;
	char		 items[4096];
	size_t		 i, len = 0;
	int		 k;

	for (i = 0; i < n; i++) {
		k = snprintf(items + len, sizeof(items) - len, ITEM("%s", "%s"),
		    c[i].id, c[i].count);
		ck_assert(k >= 0 && (size_t)k < sizeof(items) - len);
		len += (size_t)k;
	}
	score(&s, items);
	for (i = 0; i < n; i++)
		ck_assert_msg(count(&s, c[i].id) == c[i].want, "%s: %d, not %d",
		    c[i].id, count(&s, c[i].id), c[i].want);
	done(&s);
}

/*
 * gcacw-file(5), "Count expressions": the modifiers in the order divide
 * (rounded down), cap, at_least, below; below is 0 for a count of -1.
 * The Confederate losses are 7 in combat and 9 by every cause.
 */
START_TEST(test_dsgn4_vp_count_modifiers)
{
	static const struct counted c[] = {
		{ "div", "losses: {side: csa, causes: [combat]}, divide: 2",
		    3 },					/* 7 / 2 */
		{ "divcap", "losses: {side: csa, causes: [combat]}, "
		    "divide: 2, cap: 2", 2 },			/* 3, at most 2 */
		{ "capnot", "losses: {side: csa}, cap: 20", 9 },
		{ "atleast9", "losses: {side: csa}, at_least: 9", 1 },
		{ "atleast10", "losses: {side: csa}, at_least: 10", 0 },
		{ "below10", "losses: {side: csa}, below: 10", 1 },
		{ "below9", "losses: {side: csa}, below: 9", 0 },
		/* "with no such unit in play, -1", which divide keeps and
		 * below does not count. */
		{ "nobody", "nearest: {units: {side: usa, type: wagon}, "
		    "to: '1010'}", -1 },
		{ "nobodydiv", "nearest: {units: {side: usa, type: wagon}, "
		    "to: '1010'}, divide: 2", -1 },
		{ "nobodybelow", "nearest: {units: {side: usa, type: wagon}, "
		    "to: '1010'}, below: 3", 0 },
		/* B in 1011 is 1 hex from 1012: less than 3. */
		{ "nearbelow", "nearest: {units: {side: csa}, to: '1012'}, "
		    "below: 3", 1 },
	};

	counts_are(c, nitems(c));
}
END_TEST

/*
 * gcacw-file(5): an x- key is a note, wherever it stands; in a count
 * expression it is not the count, even before it (found by review: the
 * first key that was no modifier was taken for the count, and an x- note
 * scored 0).  The Confederate losses are 9.
 */
START_TEST(test_dsgn4_vp_count_x_note_first)
{
	static const struct counted c[] = {
		{ "note", "x-why: [a, b], losses: {side: csa}", 9 },
		{ "notediv", "x-why: {a: 1}, losses: {side: csa}, divide: 2, "
		    "x-more: c", 4 },
	};

	counts_are(c, nitems(c));
}
END_TEST

/*
 * gcacw-file(5), "Unit filters": every key must hold; "a unit whose size
 * is not given matches none"; demoralized: false, "only units with no
 * Demoralize marker"; only units in play (D is withdrawn).
 */
START_TEST(test_dsgn4_vp_unit_filters)
{
	static const struct counted c[] = {
		{ "csa", "units: {units: {side: csa}, where: [{map: true}]}",
		    2 },					/* A, B */
		{ "all", "units: {where: [{map: true}]}", 3 },	/* not D */
		{ "brigade", "units: {units: {size: brigade}, "
		    "where: [{map: true}]}", 1 },	/* A; B has no size */
		{ "division", "units: {units: {side: csa, size: [division]}, "
		    "where: [{map: true}]}", 0 },
		{ "steady", "units: {units: {side: csa, demoralized: false}, "
		    "where: [{map: true}]}", 1 },		/* B */
		{ "shaken", "units: {units: {side: csa, demoralized: true}, "
		    "where: [{map: true}]}", 2 },	/* only false filters */
		{ "cavalry", "units: {units: {type: cavalry}, "
		    "where: [{map: true}]}", 1 },		/* C */
		{ "named", "units: {units: {units: [A, C]}, "
		    "where: [{map: true}]}", 2 },
		{ "onecsa", "occupied: {units: {side: csa}, "
		    "where: [{map: true}]}", 1 },	/* occupied: 0 or 1 */
	};

	counts_are(c, nitems(c));
}
END_TEST

/*
 * gcacw-file(5), "Hex sets": a hex matches a clause when every key
 * holds, the set when any clause does; cols and rows are the id's first
 * and last two digits, either bound open; within counts hex distance;
 * an empty set holds no hex.
 */
START_TEST(test_dsgn4_vp_hex_sets)
{
	static const struct counted c[] = {
		{ "col10", "units: {where: [{cols: {min: 10, max: 10}}]}",
		    2 },					/* A, B */
		{ "row11", "units: {where: [{rows: {min: 11}}]}", 1 },	/* B */
		{ "row10", "units: {where: [{rows: {max: 10}}]}", 2 },	/* A, C */
		{ "both", "units: {where: [{cols: {min: 15}, rows: {max: "
		    "9}}]}", 0 },				/* C is row 10 */
		{ "near", "units: {where: [{within: {of: ['1012'], "
		    "hexes: 1}}]}", 1 },			/* B */
		{ "either", "units: {where: [{hexes: ['1010']}, "
		    "{hexes: ['1510']}]}", 2 },			/* A, C */
		{ "nowhere", "units: {where: []}", 0 },
	};

	counts_are(c, nitems(c));
}
END_TEST

/*
 * gcacw-file(5), "Count expressions", withdrawn: "the summed manpower of
 * the units of the filter with status: withdrawn whose left is in the
 * turns"; D (manpower 4) left on Turn 3.
 */
START_TEST(test_dsgn4_vp_withdrawn_manpower)
{
	static const struct counted c[] = {
		{ "usa", "withdrawn: {units: {side: usa}, turns: {from: 1, "
		    "to: 5}}", 4 },
		{ "csa", "withdrawn: {units: {side: csa}, turns: {from: 1, "
		    "to: 5}}", 0 },
		{ "later", "withdrawn: {units: {side: usa}, turns: {from: 4, "
		    "to: 9}}", 0 },
		{ "earlier", "withdrawn: {units: {side: usa}, turns: {from: 1, "
		    "to: 2}}", 0 },
	};

	counts_are(c, nitems(c));
}
END_TEST

/*
 * SIV 22.1 and 22.2 through the counties count: Frederick's control
 * county seat is N3333; N3334 and N3335 are in Frederick too, N3336 in
 * Clarke.  The units are the test's own, after this head.
 */
#define SIV_COUNTIES							\
	TG_SIV "turn: 5\nrain: false\nmap:\n  terrain: clear\n"		\
	"  hexes:\n    N3333: {county: Frederick}\n"			\
	"    N3334: {county: Frederick}\n"				\
	"    N3335: {county: Frederick}\n"				\
	"    N3336: {county: Clarke}\nunits:\n"
#define SIV_SCEN(counties)						\
	SCEN_OF("siv", counties)					\
	ITEM("usa", "counties: {side: usa, counties: [Frederick]}")	\
	ITEM("csa", "counties: {side: csa, counties: Frederick}")	\
	ITEM("nocsa", "counties: {side: csa, counties: [Frederick], "	\
	"controlled: false}")
#define FREDERICK	"counties:\n  Frederick: {seat: N3333}\n"

/* Frederick's control, as (usa, csa, not csa) counts. */
static void
frederick(const char *units, int usa, int csa)
{
	struct scored	 s;
	char		 yaml[4096];

	snprintf(yaml, sizeof(yaml), "%s%s", SIV_COUNTIES, units);
	score_in(&s, yaml, SIV_SCEN(FREDERICK));
	ck_assert_msg(count(&s, "usa") == usa && count(&s, "csa") == csa &&
	    count(&s, "nocsa") == !csa, "%s: usa %d csa %d", units,
	    count(&s, "usa"), count(&s, "csa"));
	done(&s);
}

/*
 * SIV 22.1: "a Union infantry (not cavalry) unit with manpower of 1 or
 * more is in the control county seat ... the total manpower of all Union
 * units in that county (including cavalry) must be at least 2".  22.2:
 * the Confederates control "a county not currently controlled by the
 * Union player if the total manpower of all Confederate units in that
 * county (including cavalry) is 8 or more ... anywhere in the county".
 */
START_TEST(test_siv_22_1_county_control)
{
	/* Infantry of 1 in the seat and cavalry of 1 elsewhere in the
	 * county: 2, the Union's, though 9 Confederates are there. */
	frederick(TG_INF("U", "usa", 1, "N3333") TG_CAV("V", "usa", 1, "N3334")
	    TG_INF("C", "csa", 9, "N3335"), 1, 0);
	/* Infantry of 1 alone: not 2; the Confederates' 8, split over two
	 * hexes, none in the seat, take it. */
	frederick(TG_INF("U", "usa", 1, "N3333") TG_INF("C", "csa", 5, "N3334")
	    TG_CAV("D", "csa", 3, "N3335"), 0, 1);
	/* Cavalry in the seat is not infantry: no Union control; 7
	 * Confederates are not 8. */
	frederick(TG_CAV("V", "usa", 5, "N3333") TG_INF("C", "csa", 7,
	    "N3334"), 0, 0);
	/* 8 Confederates, but one of them outside, in Clarke. */
	frederick(TG_INF("C", "csa", 7, "N3334") TG_INF("D", "csa", 1, "N3336"),
	    0, 0);
	/* Out of play counts for nothing. */
	frederick(TG_INF("C", "csa", 8, "N3334")
	    "  U: {side: usa, type: infantry, manpower: 4, tactical: 1, "
	    "artillery: 0, status: eliminated}\n", 0, 1);
}
END_TEST

/*
 * gcacw-file(5): a county counted with its seat neither in the
 * scenario's counties nor in the game's table (SIV 22.0: Frederick's is
 * there, Clarke's is not), and a hex whose county a rule needs and the
 * map lacks, stop with the missing-data error (exit 65); each hex is
 * named once, however many items ask.
 */
START_TEST(test_dsgn6_vp_county_seat_missing)
{
	struct scored	 s;
	struct game	*g;

	g = tg_load_ok(&s.t, SIV_COUNTIES TG_INF("C", "csa", 8, "N3334"));
	tg_scenario(g, SIV_SCEN(""));
	ck_assert_int_eq(vp_score(g, false, &s.r), 0);
	ck_assert_int_eq(count(&s, "csa"), 1);	/* the table's seat */
	done(&s);
	g = tg_load_ok(&s.t, SIV_COUNTIES TG_INF("C", "csa", 8, "N3336"));
	tg_scenario(g, SCEN_OF("siv", "") ITEM("clarke",
	    "counties: {side: csa, counties: [Clarke]}"));
	ck_assert_int_eq(vp_score(g, false, &s.r), ST_DATA);
	ck_assert_ptr_nonnull(strstr(tg_errors(&s.t), "scenario.counties: "
	    "test: no control county seat for Clarke in the scenario or the "
	    "game's table"));
	done(&s);

	g = tg_load_ok(&s.t, SIV_COUNTIES TG_INF("C", "csa", 8, "N3334")
	    TG_INF("D", "csa", 1, "N1010"));
	tg_scenario(g, SIV_SCEN(FREDERICK));
	ck_assert_int_eq(vp_score(g, false, &s.r), ST_DATA);
	ck_assert_int_eq(tg_nlines(tg_errors(&s.t)), 1);
	ck_assert_ptr_nonnull(strstr(tg_errors(&s.t),
	    "map.hexes.N1010.county: not given"));
	done(&s);
}
END_TEST

/*
 * gcacw-vp --explain and --report (explain_vp.c): the score in words and
 * as JSON, each line worked out from the scenario's table and
 * gcacw-vp(1), not copied from the code.
 */

/* A victory level's VP range as the scenarios print them (SIV 13.2's
 * table: "14 or more", "10 to 13", "-3 or less"), and one of a single
 * value. */
START_TEST(test_siv_13_2_explain_vp_level_range)
{
	static const struct {
		const char *yaml, *want;
	} c[] = {
		{ "{min: 14, level: Confederate Decisive Victory}\n",
		    "14 or more" },
		{ "{min: 10, max: 13, level: Confederate Substantive "
		    "Victory}\n", "10 to 13" },
		{ "{max: -3, level: Union Decisive Victory}\n",
		    "-3 or less" },
		{ "{min: 4, max: 4, level: Draw}\n", "4" },
		{ "{min: [4], max: -3, level: Draw}\n", "-3 or less" },
	};
	struct tg	 t;
	char		*buf;
	size_t		 i;

	for (i = 0; i < nitems(c); i++) {
		buf = vp_range_text(tg_read(&t, c[i].yaml));
		ck_assert_str_eq(buf, c[i].want);
		free(buf);
		tg_done(&t);
	}
}
END_TEST

/*
 * gcacw-vp(1), gcacw-file(5) ledger.vp: an item scored in each Strategic
 * Cycle (SIV 14.0: turns divisible by 5) is not due on Turn 4; its VP are
 * the ledger's entry for it (+3).  An entry of no item (VP the players
 * recorded by hand, of the table's side: +2) is summed apart: 5, the
 * level "99 or less".
 * On Turn 5 the item is due; --turn-end scores it (0 Confederate R
 * results: 0 VP), and a per-turn score has no level.
 */
START_TEST(test_siv_14_0_explain_vp_strategic_cycle_ledger)
{
	static const char scen[] = "scenario: 1\ngame: standard\n"
	    "name: test\ntitle: Test\nrule: TEST 1.0\n"
	    "turns: {first: 1, last: 9}\n"
	    "victory:\n  side: usa\n"
	    "  levels: [{min: 100, level: Big}, {max: 99, level: Low}]\n"
	    "  items:\n"
	    "    - {id: seg, rule: R, text: T, vp: 1, when: segment, "
	    "count: {routs: {side: csa}}}\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD "turn: 4\n"
	    "rain: false\n" TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1012")
	    "ledger:\n  vp:\n"
	    "  - {turn: 2, side: usa, vp: 3, why: x, item: seg}\n"
	    "  - {turn: 3, side: usa, vp: 2, why: by hand}\n");
	struct vp_result	 r;
	char			*s;

	tg_scenario(g, scen);
	ck_assert_int_eq(vp_score(g, false, &r), 0);
	s = vp_text(g, &r, false);
	ck_assert_str_eq(s, "Test (TEST 1.0), turn 4 (turns 1 to 9): Union "
	    "VP\n"
	    "     +3  seg (R), each Strategic Cycle (turns divisible by 5): 1 "
	    "entry in ledger.vp\n"
	    "     +2  ledger.vp: entries of no item of the table\n"
	    "Union VP: 5 -- Low (99 or less)\n");
	free(s);
	s = vp_text(g, &r, true);
	ck_assert_str_eq(s, "{\"scenario\":\"test\",\"game\":\"standard\","
	    "\"turn\":4,\"side\":\"usa\",\"turn_end\":false,\"vp\":5,"
	    "\"level\":\"Low\",\"ledger\":2,\"items\":[{\"id\":\"seg\","
	    "\"rule\":\"R\",\"count\":0,\"held\":false,\"vp\":3,"
	    "\"how\":\"\"}]}\n");
	free(s);
	vp_result_free(&r);

	g->turn = 5;
	ck_assert_int_eq(vp_score(g, true, &r), 0);
	s = vp_text(g, &r, true);
	ck_assert_str_eq(s, "{\"scenario\":\"test\",\"game\":\"standard\","
	    "\"turn\":5,\"side\":\"usa\",\"turn_end\":true,\"vp\":0,"
	    "\"level\":null,\"ledger\":0,\"items\":[{\"id\":\"seg\","
	    "\"rule\":\"R\",\"count\":0,\"held\":true,\"vp\":0,"
	    "\"how\":\"0 R results\"}]}\n");
	free(s);
	vp_result_free(&r);
	tg_done(&t);
}
END_TEST

CHECK_TESTS(vp)
