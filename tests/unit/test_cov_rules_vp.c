/*
 * test_cov_rules_vp.c — the victory vocabulary's parts one by one (issue
 * 15, branch coverage of lib/rules/vp_count.c): the count modifiers, the
 * unit filters, the hex sets and the withdrawn count, each item scored
 * through vp_score() from a scenario written here.  The expected counts
 * are those gcacw-file(5) gives: SCENARIOS, "Count expressions", "Unit
 * filters" and "Hex sets".
 *
 * Every item scores 1 VP a count, so an item's vp is its count.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "scenario.h"
#include "vp.h"

#define SCEN_HEAD							\
	"scenario: 1\ngame: standard\nname: test\ntitle: Test\n"	\
	"rule: TEST 1.0\nturns: {first: 1, last: 9}\n"			\
	"victory:\n  side: usa\n  levels: [{level: Draw}]\n  items:\n"

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

static void
score(struct scored *s, const char *items)
{
	static char	 yaml[8192];
	struct game	*g = tg_load_ok(&s->t, GAME);

	ck_assert_int_lt(snprintf(yaml, sizeof(yaml), "%s%s", SCEN_HEAD,
	    items), (int)sizeof(yaml));
	tg_scenario(g, yaml);
	ck_assert_int_eq(vp_score(g, false, &s->r), 0);
	ck_assert_str_eq(tg_errors(&s->t), "");
}

static int
count(const struct scored *s, const char *id)
{
	int i;

	for (i = 0; i < s->r.nitems; i++)
		if (strcmp(s->r.items[i].id, id) == 0)
			return s->r.items[i].count;
	ck_abort_msg("no item %s", id);
	return 0;
}

static void
done(struct scored *s)
{
	vp_result_free(&s->r);
	tg_done(&s->t);
}

/*
 * gcacw-file(5), "Count expressions": the modifiers in the order divide
 * (rounded down), cap, at_least, below; below is 0 for a count of -1.
 * The Confederate losses are 7 in combat and 9 by every cause.
 */
START_TEST(test_modifiers)
{
	struct scored s;

	score(&s,
	    ITEM("div", "losses: {side: csa, causes: [combat]}, divide: 2")
	    ITEM("divcap", "losses: {side: csa, causes: [combat]}, "
	    "divide: 2, cap: 2")
	    ITEM("capnot", "losses: {side: csa}, cap: 20")
	    ITEM("atleast9", "losses: {side: csa}, at_least: 9")
	    ITEM("atleast10", "losses: {side: csa}, at_least: 10")
	    ITEM("below10", "losses: {side: csa}, below: 10")
	    ITEM("below9", "losses: {side: csa}, below: 9")
	    ITEM("nobody", "nearest: {units: {side: usa, type: wagon}, "
	    "to: '1010'}")
	    ITEM("nobodydiv", "nearest: {units: {side: usa, type: wagon}, "
	    "to: '1010'}, divide: 2")
	    ITEM("nobodybelow", "nearest: {units: {side: usa, type: wagon}, "
	    "to: '1010'}, below: 3")
	    ITEM("nearbelow", "nearest: {units: {side: csa}, to: '1012'}, "
	    "below: 3"));
	ck_assert_int_eq(count(&s, "div"), 3);		/* 7 / 2 */
	ck_assert_int_eq(count(&s, "divcap"), 2);	/* 3, at most 2 */
	ck_assert_int_eq(count(&s, "capnot"), 9);
	ck_assert_int_eq(count(&s, "atleast9"), 1);
	ck_assert_int_eq(count(&s, "atleast10"), 0);
	ck_assert_int_eq(count(&s, "below10"), 1);
	ck_assert_int_eq(count(&s, "below9"), 0);
	/* "with no such unit in play, -1", which divide keeps and below
	 * does not count. */
	ck_assert_int_eq(count(&s, "nobody"), -1);
	ck_assert_int_eq(count(&s, "nobodydiv"), -1);
	ck_assert_int_eq(count(&s, "nobodybelow"), 0);
	/* B in 1011 is 1 hex from 1012: less than 3. */
	ck_assert_int_eq(count(&s, "nearbelow"), 1);
	done(&s);
}
END_TEST

/*
 * gcacw-file(5): an x- key is a note, wherever it stands; in a count
 * expression it is not the count, even before it (found by review: the
 * first key that was no modifier was taken for the count, and an x- note
 * scored 0).  The Confederate losses are 9.
 */
START_TEST(test_count_x_note_first)
{
	struct scored s;

	score(&s,
	    ITEM("note", "x-why: [a, b], losses: {side: csa}")
	    ITEM("notediv", "x-why: {a: 1}, losses: {side: csa}, divide: 2, "
	    "x-more: c"));
	ck_assert_int_eq(count(&s, "note"), 9);
	ck_assert_int_eq(count(&s, "notediv"), 4);
	done(&s);
}
END_TEST

/*
 * gcacw-file(5), "Unit filters": every key must hold; "a unit whose size
 * is not given matches none"; demoralized: false, "only units with no
 * Demoralize marker"; only units in play (D is withdrawn).
 */
START_TEST(test_unit_filters)
{
	struct scored s;

	score(&s,
	    ITEM("csa", "units: {units: {side: csa}, where: [{map: true}]}")
	    ITEM("all", "units: {where: [{map: true}]}")
	    ITEM("brigade", "units: {units: {size: brigade}, "
	    "where: [{map: true}]}")
	    ITEM("division", "units: {units: {side: csa, size: [division]}, "
	    "where: [{map: true}]}")
	    ITEM("steady", "units: {units: {side: csa, demoralized: false}, "
	    "where: [{map: true}]}")
	    ITEM("shaken", "units: {units: {side: csa, demoralized: true}, "
	    "where: [{map: true}]}")
	    ITEM("cavalry", "units: {units: {type: cavalry}, "
	    "where: [{map: true}]}")
	    ITEM("named", "units: {units: {units: [A, C]}, "
	    "where: [{map: true}]}")
	    ITEM("onecsa", "occupied: {units: {side: csa}, "
	    "where: [{map: true}]}"));
	ck_assert_int_eq(count(&s, "csa"), 2);		/* A, B */
	ck_assert_int_eq(count(&s, "all"), 3);		/* not D */
	ck_assert_int_eq(count(&s, "brigade"), 1);	/* A; B has no size */
	ck_assert_int_eq(count(&s, "division"), 0);
	ck_assert_int_eq(count(&s, "steady"), 1);	/* B */
	ck_assert_int_eq(count(&s, "shaken"), 2);	/* only false filters */
	ck_assert_int_eq(count(&s, "cavalry"), 1);	/* C */
	ck_assert_int_eq(count(&s, "named"), 2);
	ck_assert_int_eq(count(&s, "onecsa"), 1);	/* occupied: 0 or 1 */
	done(&s);
}
END_TEST

/*
 * gcacw-file(5), "Hex sets": a hex matches a clause when every key
 * holds, the set when any clause does; cols and rows are the id's first
 * and last two digits, either bound open; within counts hex distance;
 * an empty set holds no hex.
 */
START_TEST(test_hex_sets)
{
	struct scored s;

	score(&s,
	    ITEM("col10", "units: {where: [{cols: {min: 10, max: 10}}]}")
	    ITEM("row11", "units: {where: [{rows: {min: 11}}]}")
	    ITEM("row10", "units: {where: [{rows: {max: 10}}]}")
	    ITEM("both", "units: {where: [{cols: {min: 15}, rows: {max: 9}}]}")
	    ITEM("near", "units: {where: [{within: {of: ['1012'], "
	    "hexes: 1}}]}")
	    ITEM("either", "units: {where: [{hexes: ['1010']}, "
	    "{hexes: ['1510']}]}")
	    ITEM("nowhere", "units: {where: []}"));
	ck_assert_int_eq(count(&s, "col10"), 2);	/* A, B */
	ck_assert_int_eq(count(&s, "row11"), 1);	/* B */
	ck_assert_int_eq(count(&s, "row10"), 2);	/* A, C */
	ck_assert_int_eq(count(&s, "both"), 0);		/* C is row 10 */
	ck_assert_int_eq(count(&s, "near"), 1);		/* B */
	ck_assert_int_eq(count(&s, "either"), 2);	/* A, C */
	ck_assert_int_eq(count(&s, "nowhere"), 0);
	done(&s);
}
END_TEST

/*
 * gcacw-file(5), "Count expressions", withdrawn: "the summed manpower of
 * the units of the filter with status: withdrawn whose left is in the
 * turns"; D (manpower 4) left on Turn 3.
 */
START_TEST(test_withdrawn)
{
	struct scored s;

	score(&s,
	    ITEM("usa", "withdrawn: {units: {side: usa}, turns: {from: 1, "
	    "to: 5}}")
	    ITEM("csa", "withdrawn: {units: {side: csa}, turns: {from: 1, "
	    "to: 5}}")
	    ITEM("later", "withdrawn: {units: {side: usa}, turns: {from: 4, "
	    "to: 9}}")
	    ITEM("earlier", "withdrawn: {units: {side: usa}, turns: {from: 1, "
	    "to: 2}}"));
	ck_assert_int_eq(count(&s, "usa"), 4);
	ck_assert_int_eq(count(&s, "csa"), 0);
	ck_assert_int_eq(count(&s, "later"), 0);
	ck_assert_int_eq(count(&s, "earlier"), 0);
	done(&s);
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
	"scenario: 1\ngame: siv\nname: test\ntitle: Test\n"		\
	"rule: TEST 1.0\nturns: {first: 1, last: 9}\n" counties		\
	"victory:\n  side: usa\n  levels: [{level: Draw}]\n  items:\n"	\
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
	struct game	*g;

	snprintf(yaml, sizeof(yaml), "%s%s", SIV_COUNTIES, units);
	g = tg_load_ok(&s.t, yaml);
	tg_scenario(g, SIV_SCEN(FREDERICK));
	ck_assert_int_eq(vp_score(g, false, &s.r), 0);
	ck_assert_str_eq(tg_errors(&s.t), "");
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
START_TEST(test_siv_22_county_control)
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
START_TEST(test_county_missing)
{
	struct scored	 s;
	struct game	*g;

	g = tg_load_ok(&s.t, SIV_COUNTIES TG_INF("C", "csa", 8, "N3334"));
	tg_scenario(g, SIV_SCEN(""));
	ck_assert_int_eq(vp_score(g, false, &s.r), 0);
	ck_assert_int_eq(count(&s, "csa"), 1);	/* the table's seat */
	done(&s);
	g = tg_load_ok(&s.t, SIV_COUNTIES TG_INF("C", "csa", 8, "N3336"));
	tg_scenario(g, "scenario: 1\ngame: siv\nname: test\ntitle: Test\n"
	    "rule: TEST 1.0\nturns: {first: 1, last: 9}\nvictory:\n  side: "
	    "usa\n  levels: [{level: Draw}]\n  items:\n" ITEM("clarke",
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

static Suite *
cov_rules_vp_suite(void)
{
	Suite	*s = suite_create("cov_rules_vp");
	TCase	*tc = tcase_create("vocabulary");

	tcase_add_test(tc, test_modifiers);
	tcase_add_test(tc, test_count_x_note_first);
	tcase_add_test(tc, test_unit_filters);
	tcase_add_test(tc, test_hex_sets);
	tcase_add_test(tc, test_withdrawn);
	tcase_add_test(tc, test_siv_22_county_control);
	tcase_add_test(tc, test_county_missing);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_rules_vp_suite)
