/*
 * test_retreat.c — retreats, routs and voluntary retreats (7.6), with
 * the rain and unfordable rivers of 12.0, the bridges of 10.2, the
 * entrenchments of 9.0 and Flanks Refused of 7.8; the --path and
 * --hexes a player gives; advance after combat and declining an option;
 * the rout of the 7.5 combat example; and the search for the chosen
 * path against the exhaustive walk it replaced.
 *
 * Unless a case says otherwise, the game is standard on a clear map:
 * D (usa) retreats from 1010 away from the active enemy unit E (csa) in
 * 1011, directly south of it.  1010's neighbours, in the order of the
 * map's directions (N, NE, SE, S, SW, NW), are 1009, 1110, 1111, 1011,
 * 0911 and 0910; counted from 1011, 1009, 1110 and 0910 are two hexes
 * away ("more distant" than 1010), 1111 and 0911 one (not more distant,
 * and in E's ZOC).  Hex distances in the expectations were counted on
 * the map (cube coordinates, DESIGN.md section 3), not taken from the
 * library.  Maps of `terrain: water` list the only land a case allows,
 * so that a path is forced.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "combat.h"
#include "dice.h"
#include "explain.h"
#include "module.h"
#include "testretreat.h"

#define HEAD		TG_TURN1
#define HEAD_RAIN	TG_TURN1_RAIN
#define D_E_OF(mp) "  D: {side: usa, type: infantry, manpower: " #mp \
	", hex: '1010'}\n" \
	"  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
#define D_E		D_E_OF(6)
#define PENDING(kind, units, min, max, more) "pending: [{kind: " kind \
	", rule: '7.6', units: [" units "], from: '1010', min: " #min \
	", max: " #max ", enemy: '1011', enemy_unit: E" more "}]\n"
#define RETREAT_D	PENDING("retreat", "D", 2, 4, "")
#define SIV_D_E	"  D: {side: usa, type: infantry, manpower: 6, hex: S1010}\n" \
		"  E: {side: csa, type: infantry, manpower: 6, hex: S1011}\n"
#define SIV_RETREAT_D "pending: [{kind: retreat, rule: '7.6', units: [D], " \
	"from: S1010, min: 2, max: 4, enemy: S1011, enemy_unit: E}]\n"
#define ROUT_D		PENDING("rout", "D", 4, 6, "")

/*
 * A case on the fixture: what it changes (NULL: as above), then what
 * it expects.  With a `path`, that --path is refused (status 1) in one
 * line holding `why`, and nothing changes.  Else the option into `hex`
 * is `want` ("desc:priority:loss"; NULL: not legal) at the first step,
 * or at the second when the retreat entered `from` first; and with a
 * `chart`, that step is on that Retreat Chart.
 */
struct rcase {
	const char	*head;			/* HEAD */
	const char	*terrain;		/* clear */
	const char	*hexes, *hexsides;	/* none listed */
	const char	*units;			/* D_E */
	const char	*tail;			/* RETREAT_D */
	const char	*from, *hex, *want;
	int		 chart;
	const char	*path, *why;
};

static const char *
or_else(const char *s, const char *otherwise)
{
	return s != NULL ? s : otherwise;
}

/* The game of a case; it must load cleanly. */
static void
fx_case(struct fx *f, const struct rcase *c)
{
	fx_make(f, or_else(c->head, HEAD), or_else(c->terrain, "clear"),
	    or_else(c->hexes, ""), or_else(c->hexsides, ""),
	    or_else(c->units, D_E), or_else(c->tail, RETREAT_D));
}

/* The first pending entry, as the tool reads it without options. */
static void
fx_pending(struct fx *f)
{
	int st = retreat_from_pending(f->g, &f->r, false, NULL, 0);

	ck_assert_msg(st == 0, "retreat_from_pending: %d\n%s", st,
	    tg_errors(&f->t));
}

/* The pending retreat, planned and carried out; both must succeed. */
static void
fx_retreat(struct fx *f, const char *path, int hexes, int override)
{
	fx_pending(f);
	fx_carry_out(f, path, hexes, override);
}

/* The advance of the units named (none: all of the result's). */
static int
fx_advance(struct fx *f, const char *const *units, int nunits)
{
	return advance(f->g, &(struct retreat){ 0 }, units, nunits);
}

/*
 * The legal hexes of the next step from `from`, `entered` hexes into the
 * retreat, the hexes in `visited` (csv) entered before; into f->st.
 */
static struct retreat_step *
fx_opts(struct fx *f, const char *from, int entered, const char *visited)
{
	hex_t	v[RETREAT_MAXSTEPS + 2];
	int	n;

	v[0] = f->r.start;
	n = 1 + parse_path(f, visited, v + 1);
	retreat_options(f->g, &f->r, H(f, from), entered, v, n, &f->st);
	return &f->st;
}

static const struct retreat_option *
option_of(struct fx *f, const struct retreat_step *s, const char *hex)
{
	hex_t	h = H(f, hex);
	int	i;

	for (i = 0; i < s->nlegal; i++)
		if (s->legal[i].hex == h)
			return &s->legal[i];
	return NULL;
}

/* One option of a step, "desc:priority:loss", or NULL when not legal. */
static const char *
option_text(struct fx *f, const struct retreat_step *s, const char *hex)
{
	static char			 buf[4][32];
	static int			 k;
	const struct retreat_option	*o = option_of(f, s, hex);

	if (o == NULL)
		return NULL;
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof(buf[k]), "%s:%d:%d", o->desc, o->priority,
	    o->loss);
	return buf[k];
}

/* Every legal hex of a step, "1009:2 1110:2 ..." (hex:priority). */
static const char *
legal_text(struct fx *f, const struct retreat_step *s)
{
	static char	buf[256];
	size_t		n = 0;
	int		i;

	buf[0] = '\0';
	for (i = 0; i < s->nlegal; i++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s:%d",
		    i ? " " : "", id(f, s->legal[i].hex), s->legal[i].priority);
	return buf;
}

/* The lowest priority among a step's legal hexes. */
static int
best_priority(const struct retreat_step *s)
{
	int i, best = 99;

	for (i = 0; i < s->nlegal; i++)
		if (s->legal[i].priority < best)
			best = s->legal[i].priority;
	return best;
}

/* 7.6 Retreat Priorities: every hex of the path is of the lowest
 * priority legal at its step (unless it is the one override). */
static void
assert_priorities_kept(struct fx *f)
{
	int k;

	for (k = 0; k < f->r.nsteps; k++) {
		const struct retreat_step *s = &f->r.steps[k];

		if (!s->override)
			ck_assert_msg(chosen(f, k)->priority ==
			    best_priority(s), "step %d enters %s of priority "
			    "%d; %d was legal", k + 1, id(f, s->to),
			    chosen(f, k)->priority, best_priority(s));
	}
}

static int
pending_count(struct fx *f)
{
	return f->g->pending.n;
}

/* A --path refused (status 1) in one line holding `why`, nothing
 * changed. */
static void
expect_refused(struct fx *f, const char *path, const char *why)
{
	int st = fx_plan(f, path, 0, 0);

	ck_assert_msg(st == ST_REFUSED, "--path %s: status %d, expected 1",
	    path, st);
	ck_assert_msg(strstr(tg_errors(&f->t), why) != NULL, "--path %s: "
	    "'%s' is not in:\n%s", path, why, tg_errors(&f->t));
	ck_assert_int_eq(tg_nlines(tg_errors(&f->t)), 1);
	ck_assert_int_eq(pending_count(f), 1);
	ck_assert_str_eq(id(f, U(f, "D")->hex), "1010");
}

/* The option a case asks of its step. */
static void
expect_option(struct fx *f, const struct rcase *c)
{
	const char *got;

	if (c->from == NULL)
		fx_opts(f, id(f, f->r.start), 0, NULL);
	else
		fx_opts(f, c->from, 1, c->from);
	if (c->chart != 0)
		ck_assert_int_eq(f->st.chart, c->chart);
	got = option_text(f, &f->st, c->hex);
	if (c->want == NULL)
		ck_assert_msg(got == NULL, "%s is legal (%s), it should not "
		    "be:\n%s", c->hex, got, f->yaml);
	else
		ck_assert_msg(got != NULL && strcmp(got, c->want) == 0,
		    "%s is %s, expected %s:\n%s", c->hex, got != NULL ? got :
		    "not legal", c->want, f->yaml);
}

/* Each case of a table, in its own game. */
static void
expect_cases(const struct rcase *c, size_t n)
{
	struct fx	f;
	size_t		i;

	for (i = 0; i < n; i++) {
		fx_case(&f, &c[i]);
		fx_pending(&f);
		if (c[i].path != NULL)
			expect_refused(&f, c[i].path, c[i].why);
		else
			expect_option(&f, &c[i]);
		fx_done(&f);
	}
}

/* ---------------------------------------------------------------- */
/* 7.6 Retreat Restrictions, each alone. */

START_TEST(test_7_6_open_map_options_from_the_start)
{
	struct fx f;

	/* The fixture itself: three more distant hexes (priority 2, no
	 * road), two in E's ZOC not more distant (4b), E's hex never. */
	fx_case(&f, &(struct rcase){ 0 });
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1010", 0, NULL)),
	    "1009:2 1110:2 1111:4 0911:4 0910:2");
	ck_assert_int_eq(f.st.chart, 1);
	ck_assert(f.st.zoc_exit);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_mountain_entered_only_across_a_road)
{
	static const struct rcase cases[] = {
	{ .hexes = "'1009': mountain", .hex = "1009" },
	{ .hexes = "'1009': mountain", .path = "1009,1008", .why = "--path[0]: "
	    "1009 may not be entered from 1010: a mountain or swamp hex, "
	    "entered or left only by road, pike, trail or RR (7.6)" },
	{ .hexes = "'1009': mountain", .hexsides = "1010/1009: [road]",
	    .hex = "1009", .want = "1:1:0" },
	{ .hexes = "'1009': mountain", .hexsides = "1010/1009: [pike]",
	    .hex = "1009", .want = "1:1:0" },
	{ .hexes = "'1009': mountain", .hexsides = "1010/1009: [trail]",
	    .hex = "1009", .want = "1:1:0" },
	{ .hexes = "'1009': mountain", .hexsides = "1010/1009: [railroad]",
	    .hex = "1009", .want = "1:1:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_mountain_left_only_across_a_road)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ .hexes = "'1010': mountain",
	    .hexsides = "1010/1110: [trail]" });
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1010", 0, NULL)),
	    "1110:1");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_swamp_entered_only_across_a_road)
{
	static const struct rcase cases[] = {
	{ .hexes = "'1009': swamp", .hex = "1009" },
	{ .hexes = "'1009': swamp", .hexsides = "1009/1010: [road]",
	    .hex = "1009", .want = "1:1:0" },
	{ .hexes = "'1010': swamp", .hex = "1110" },
	{ .hexes = "'1010': swamp", .hexsides = "1010/1110: [pike]",
	    .hex = "1110", .want = "1:1:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_12_0_provisional_swamp_restricts_only_in_rain)
{
	static const struct rcase cases[] = {
	{ .hexes = "'1009': provisional-swamp", .hex = "1009",
	    .want = "2:2:0" },
	{ .head = HEAD_RAIN, .hexes = "'1009': provisional-swamp",
	    .hex = "1009" },
	{ .head = HEAD_RAIN, .hexes = "'1009': provisional-swamp",
	    .hexsides = "1010/1009: [road]", .hex = "1009", .want = "1:1:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_river_crossed_only_at_a_crossing)
{
	static const struct rcase cases[] = {
	{ .hexsides = "1010/1009: [minor-river]", .hex = "1009" },
	{ .hexsides = "1010/1009: [major-river]", .hex = "1009" },
	{ .hexsides = "1010/1009: [minor-river]", .path = "1009,1008",
	    .why = "--path[0]: 1009 may not be entered from 1010: a river "
	    "crossed only at a bridge, dam, ferry or ford (7.6); legal hexes: "
	    "1110 (priority 2, the lowest), 1111 (priority 4), 0911 (priority "
	    "4), 0910 (priority 2, the lowest)" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_river_crossed_at_each_crossing)
{
	static const char *const rivers[] = { "minor-river", "major-river" };
	static const char *const crossings[] = { "ford", "bridge", "ferry",
	    "dam" };
	char	side[64];
	size_t	i, j;

	for (i = 0; i < nitems(rivers); i++)
		for (j = 0; j < nitems(crossings); j++) {
			snprintf(side, sizeof(side), "1010/1009: [%s, %s]",
			    rivers[i], crossings[j]);
			expect_cases(&(struct rcase){ .hexsides = side,
			    .hex = "1009", .want = "2:2:0" }, 1);
		}
}
END_TEST

START_TEST(test_7_6_12_0_no_ford_in_rain)
{
	static const struct rcase cases[] = {
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [minor-river, ford]",
	    .hex = "1009" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [major-river, ford, "
	    "road]", .hex = "1009" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [minor-river, ford]",
	    .path = "1009,1008", .why = "1009 may not be entered from 1010: "
	    "no retreat crosses a ford in rain (7.6, 12.0)" },
	/* Bridges, ferries and dams serve in rain. */
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [minor-river, bridge]",
	    .hex = "1009", .want = "2:2:0" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [major-river, ferry]",
	    .hex = "1009", .want = "2:2:0" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [minor-river, dam]",
	    .hex = "1009", .want = "2:2:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_12_0_no_creek_without_road_in_rain)
{
	static const struct rcase cases[] = {
	{ .hexsides = "1010/1009: [creek]", .hex = "1009", .want = "2:2:0" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [creek]", .hex = "1009" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [creek]",
	    .path = "1009,1008", .why = "1009 may not be entered from 1010: a "
	    "creek with no road, in rain (7.6, 12.0)" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [creek, road]",
	    .hex = "1009", .want = "1:1:0" },
	{ .head = HEAD_RAIN, .hexsides = "1010/1009: [creek, trail]",
	    .hex = "1009", .want = "1:1:0" },
	/* 12.0: a city hex on either side opens the creek; it also counts
	 * as a road hexside (7.6), hence priority 1. */
	{ .head = HEAD_RAIN, .hexes = "'1009': city",
	    .hexsides = "1010/1009: [creek]", .hex = "1009", .want = "1:1:0" },
	{ .head = HEAD_RAIN, .hexes = "'1010': city",
	    .hexsides = "1010/1009: [creek]", .hex = "1009", .want = "1:1:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_12_0_unfordable_rivers_close_their_fords)
{
	static const char minor[] = HEAD "unfordable: {minor: 2, major: 0}\n";
	static const char major[] = HEAD "unfordable: {minor: 0, major: 1}\n";
	static const char over[] = TG_STD "turn: 3\nrain: false\n"
	    "unfordable: {minor: 2, major: 2}\n";
	static const struct rcase cases[] = {
	{ .head = minor, .hexsides = "1010/1009: [minor-river, ford]",
	    .hex = "1009" },
	{ .head = minor, .hexsides = "1010/1009: [major-river, ford]",
	    .hex = "1009", .want = "2:2:0" },
	{ .head = major, .hexsides = "1010/1009: [major-river, ford]",
	    .hex = "1009" },
	{ .head = major, .hexsides = "1010/1009: [minor-river, ford]",
	    .hex = "1009", .want = "2:2:0" },
	{ .head = minor, .hexsides = "1010/1009: [minor-river, ford]",
	    .path = "1009,1008", .why = "1009 may not be entered from 1010: "
	    "the river is unfordable this turn (12.0)" },
	/* A bridge is no ford. */
	{ .head = minor, .hexsides = "1010/1009: [minor-river, bridge]",
	    .hex = "1009", .want = "2:2:0" },
	/* The marker's box is past: fordable again. */
	{ .head = over, .hexsides = "1010/1009: [minor-river, ford]",
	    .hex = "1009", .want = "2:2:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

#define PONTOON_1009(owner) HEAD "markers: {pontoon_bridges: [{hexside: " \
	"1010/1009, owner: " owner "}]}\n"

START_TEST(test_10_2_enemy_pontoon_bridge_not_crossed)
{
	static const struct rcase cases[] = {
	{ .head = PONTOON_1009("csa"), .hexsides = "1010/1009: [minor-river]",
	    .hex = "1009" },
	{ .head = PONTOON_1009("csa"), .hexsides = "1010/1009: [major-river]",
	    .path = "1009,1008", .why = "1009 may not be entered from 1010: "
	    "the enemy's pontoon bridge may not be crossed (10.2)" },
	/* Its own pontoon bridge the retreating side crosses. */
	{ .head = PONTOON_1009("usa"), .hexsides = "1010/1009: [minor-river]",
	    .hex = "1009", .want = "2:2:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

#define DESTROYED_1009	"markers: {destroyed: [1010/1009]}\n"

START_TEST(test_10_2_destroyed_minor_river_bridge_is_a_ford)
{
	static const struct rcase cases[] = {
	{ .head = HEAD DESTROYED_1009, .hexsides = "1010/1009: [minor-river, "
	    "bridge]", .hex = "1009", .want = "2:2:0" },
	{ .head = HEAD DESTROYED_1009, .hexsides = "1010/1009: [minor-river, "
	    "ferry]", .hex = "1009", .want = "2:2:0" },
	/* A ford, so not in rain (12.0). */
	{ .head = HEAD_RAIN DESTROYED_1009, .hexsides = "1010/1009: "
	    "[minor-river, bridge]", .hex = "1009" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_10_2_destroyed_major_river_bridge_leaves_nothing)
{
	static const struct rcase cases[] = {
	{ .head = HEAD DESTROYED_1009, .hexsides = "1010/1009: [major-river, "
	    "bridge]", .hex = "1009" },
	/* Standard rules: a destroyed major-river ferry leaves no ford. */
	{ .head = HEAD DESTROYED_1009, .hexsides = "1010/1009: [major-river, "
	    "ferry]", .hex = "1009" },
	{ .head = HEAD DESTROYED_1009, .hexsides = "1010/1009: [major-river, "
	    "bridge]", .path = "1009,1008", .why = "1009 may not be entered "
	    "from 1010: the bridge or ferry is destroyed and leaves no ford on "
	    "a major river (10.2)" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_10_2_siv_destroyed_major_river_ferry_is_a_ford)
{
	static const char siv[] = TG_SIV "turn: 1\nrain: false\n"
	    "markers: {destroyed: [S1010/S1009]}\n";
	static const char siv_rain[] = TG_SIV "turn: 1\nrain: true\n"
	    "markers: {destroyed: [S1010/S1009]}\n";
	/* 10.2: Snicker's and Berry's Ferry, SIV's major-river ferries,
	 * leave a ford when destroyed. */
	static const struct rcase cases[] = {
	{ .head = siv, .hexsides = "S1010/S1009: [major-river, ferry]",
	    .units = SIV_D_E, .tail = SIV_RETREAT_D, .hex = "S1009",
	    .want = "2:2:0" },
	{ .head = siv_rain, .hexsides = "S1010/S1009: [major-river, ferry]",
	    .units = SIV_D_E, .tail = SIV_RETREAT_D, .hex = "S1009" },
	/* A destroyed major-river bridge leaves nothing, even in SIV. */
	{ .head = siv, .hexsides = "S1010/S1009: [major-river, bridge]",
	    .units = SIV_D_E, .tail = SIV_RETREAT_D, .hex = "S1009" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_never_off_the_map)
{
	struct fx f;

	/* Row 9 is off the map; 1110 and 0910 (row 10) are on it. */
	fx_case(&f, &(struct rcase){ .terrain = "clear\n  bounds: {cols: "
	    "[1, 58], rows: [10, 34]}" });
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1010", 0, NULL)),
	    "1110:2 1111:4 0911:4 0910:2");
	ck_assert_int_eq(fx_plan(&f, "1009,1008", 0, 0), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "--path[0]: 1009 may "
	    "not be entered from 1010: off the map (7.6)"));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_never_into_the_start_hex)
{
	/* The more distant hexes are water: the retreat goes into E's ZOC,
	 * 1111, from where 1010 is no closer to E (both are one hex from
	 * 1011): only the start-hex restriction keeps it out. */
	static const struct rcase water = { .hexes = "'1009': water, "
	    "'1110': water, '0910': water", .path = "1111,1010",
	    .why = "--path[1]: 1010 may not be entered from 1111: the hex "
	    "the retreat began in (7.6)" };
	struct fx f;

	fx_case(&f, &water);
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1010", 0, NULL)),
	    "1111:4 0911:4");
	ck_assert_ptr_null(option_of(&f, fx_opts(&f, "1111", 1, "1111"),
	    "1010"));
	ck_assert_ptr_nonnull(option_of(&f, &f.st, "1112"));
	fx_done(&f);
	expect_cases(&water, 1);
}
END_TEST

START_TEST(test_7_6_never_the_same_hex_twice)
{
	/* Around E at one hex: 1111 and 1112 are both one hex from 1011, so
	 * 1111 is no closer from 1112; only having entered it forbids it. */
	static const struct rcase water = { .hexes = "'1009': water, "
	    "'1110': water, '0910': water, '1210': water, '1211': water",
	    .path = "1111,1112,1111", .why = "--path[2]: 1111 may not be "
	    "entered from 1112: already entered in this retreat (7.6)" };
	struct fx f;

	fx_case(&f, &water);
	fx_pending(&f);
	ck_assert_ptr_nonnull(option_of(&f, fx_opts(&f, "1112", 2, "1112"),
	    "1111"));
	ck_assert_ptr_null(option_of(&f, fx_opts(&f, "1112", 2,
	    "1111,1112"), "1111"));
	fx_done(&f);
	expect_cases(&water, 1);
}
END_TEST

/*
 * A corridor: 1010 -> 1110 -> 1009 -> 1008 -> 1007, everything else
 * water, and a water hexside between 1010 and 1009.  The second hex,
 * 1009, is next to the start: a two-hex retreat would end adjacent.
 */
#define CORRIDOR_ADJ	.terrain = "water", .hexes = "'1010': clear, " \
	"'1011': clear, '1110': clear, '1009': clear, '1008': clear, " \
	"'1007': clear", .hexsides = "1010/1009: [water]"

START_TEST(test_7_6_not_ending_adjacent_to_the_start)
{
	static const struct rcase cases[] = {
	{ CORRIDOR_ADJ, .path = "1110,1009", .why = "--path: the retreat may "
	    "not end in 1009, next to the hex it began in (7.6)" },
	/* Open ground: the same rule. */
	{ .path = "1009,1110", .why = "--path: the retreat may not end in "
	    "1110, next to the hex it began in (7.6)" },
	};
	struct fx f;

	fx_case(&f, &cases[0]);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1110,1009,1008");
	ck_assert_str_eq(fx_charts(&f), "1,2,2");
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1008");
	fx_done(&f);
	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_never_closer_to_the_active_enemy_unit)
{
	static const struct rcase closer = { .path = "1110,1111",
	    .why = "--path[1]: 1111 may not be entered from 1110: closer to "
	    "the active enemy unit (7.6)" };
	struct fx f;

	/* From 1110 (two hexes from E), 1111 is one: closer. */
	fx_case(&f, &closer);
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1110", 1, "1110")),
	    "1109:1 1209:1 1210:1 1009:1");
	fx_done(&f);
	expect_cases(&closer, 1);
}
END_TEST

START_TEST(test_7_6_never_into_the_active_enemy_units_hex)
{
	static const struct rcase cases[] = {
	{ .hex = "1011" },
	{ .path = "1011,1012", .why = "--path[0]: 1011 may not be entered "
	    "from 1010: the active enemy unit's hex (7.6)" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_6_2_never_into_water)
{
	static const struct rcase cases[] = {
	{ .hexes = "'1009': water", .hex = "1009" },
	{ .hexsides = "1010/1009: [water]", .hex = "1009" },
	{ .hexes = "'1009': water", .path = "1009,1008", .why = "--path[0]: "
	    "1009 may not be entered from 1010: water (6.2)" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

/* ---------------------------------------------------------------- */
/* Retreat Charts 1 and 2: which one, hex by hex. */

START_TEST(test_7_6_chart_1_first_hex_then_chart_2_retreat)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ 0 });
	fx_retreat(&f, NULL, 4, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006");
	ck_assert_str_eq(fx_charts(&f), "1,2,2,2");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chart_1_first_hex_then_chart_2_voluntary)
{
	struct fx	 f;
	const char	*d[] = { "D" };

	fx_case(&f, &(struct rcase){ .tail = PENDING("voluntary-retreat", "D",
	    1, 4, ", fatigue: 0, optional: true") });
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 1), 0);
	ck_assert_int_eq(fx_plan(&f, NULL, 4, 0), 0);
	ck_assert_str_eq(fx_charts(&f), "1,2,2,2");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chart_1_first_four_hexes_of_a_rout)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ .tail = ROUT_D });
	fx_retreat(&f, NULL, 6, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006,1005,1004");
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1,2,2");
	fx_done(&f);
	/* A rout of four: Chart 1 throughout. */
	fx_case(&f, &(struct rcase){ .tail = ROUT_D });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1");
	fx_done(&f);
}
END_TEST

/* X (csa) somewhere: an enemy unit besides E. */
#define X_AT(h)	"  X: {side: csa, type: infantry, manpower: 2, hex: '" h "'}\n"

START_TEST(test_7_6_chart_1_whenever_leaving_an_enemy_zoc)
{
	struct fx f;

	/* X in 0909 is next to 1009 (not to 1010): leaving 1009, the
	 * second hex of a retreat is on Chart 1. */
	fx_case(&f, &(struct rcase){ .units = D_E X_AT("0909") });
	fx_pending(&f);
	fx_opts(&f, "1009", 1, "1009");
	ck_assert(f.st.zoc_exit);
	ck_assert_int_eq(f.st.chart, 1);
	fx_done(&f);
	/* Without X: Chart 2. */
	fx_case(&f, &(struct rcase){ 0 });
	fx_pending(&f);
	fx_opts(&f, "1009", 1, "1009");
	ck_assert(!f.st.zoc_exit);
	ck_assert_int_eq(f.st.chart, 2);
	fx_done(&f);
	/* A rout's fifth hex: Chart 2, unless it leaves an enemy ZOC. */
	fx_case(&f, &(struct rcase){ .units = D_E X_AT("0905"),
	    .tail = ROUT_D });
	fx_pending(&f);
	ck_assert_int_eq(fx_opts(&f, "1006", 4, "1009,1008,1007,1006")->chart,
	    2);
	ck_assert_int_eq(fx_opts(&f, "1005", 5,
	    "1009,1008,1007,1006,1005")->chart, 1);
	ck_assert(f.st.zoc_exit);
	fx_done(&f);
}
END_TEST

START_TEST(test_2_4_7_6_restricted_zoc_is_an_enemy_zoc)
{
	struct fx f;

	/* X in a woods hex: its ZOC into 1009 crosses a woods hexside with
	 * no road, restricted (2.4); leaving it is still leaving an enemy
	 * ZOC, and entering it is entering one. */
	fx_case(&f, &(struct rcase){ .hexes = "'0909': woods",
	    .units = D_E X_AT("0909") });
	fx_pending(&f);
	ck_assert_str_eq(option_text(&f, fx_opts(&f, "1010", 0, NULL),
	    "1009"), "4a:4:1");
	fx_opts(&f, "1009", 1, "1009");
	ck_assert(f.st.zoc_exit);
	ck_assert_int_eq(f.st.chart, 1);
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* Retreat Descriptions, priorities and manpower losses. */

/* F (usa, friendly) and Y (csa) somewhere. */
#define F_AT(h)	"  F: {side: usa, type: infantry, manpower: 2, hex: '" h "'}\n"
#define Y_AT(n, h)	"  Y" #n ": {side: csa, type: infantry, manpower: 2, " \
	"hex: '" h "'}\n"
/* A river between E and 1111 stops E's ZOC there. */
#define NO_ZOC_1111	"1011/1111: [minor-river]"

START_TEST(test_7_6_chart_1_every_description)
{
	/* X in 1008: its ZOC covers 1009, not 1010. */
	static const struct rcase cases[] = {
	/* 1: along a road, more distant, no ZOC. */
	{ .hexsides = "1010/1110: [road]", .hex = "1110", .want = "1:1:0" },
	{ .hexsides = "1010/1110: [pike]", .hex = "1110", .want = "1:1:0" },
	{ .hexsides = "1010/1110: [railroad]", .hex = "1110",
	    .want = "1:1:0" },
	{ .hexsides = "1010/1110: [unfinished-railroad]", .hex = "1110",
	    .want = "1:1:0" },
	/* 2: not along a road. */
	{ .hex = "1110", .want = "2:2:0" },
	/* 3: not more distant, no ZOC; † 0 along a road, 1 otherwise. */
	{ .hexsides = NO_ZOC_1111, .hex = "1111", .want = "3:3:1" },
	{ .hexsides = NO_ZOC_1111 ", 1010/1111: [road]", .hex = "1111",
	    .want = "3:3:0" },
	/* †: a friendly unit does not lower it (that is •). */
	{ .hexsides = NO_ZOC_1111, .units = D_E F_AT("1111"), .hex = "1111",
	    .want = "3:3:1" },
	/* 4a: enemy ZOC, more distant; • 0 along a road or into a
	 * friendly-occupied hex, 1 otherwise. */
	{ .units = D_E X_AT("1008"), .hex = "1009", .want = "4a:4:1" },
	{ .hexsides = "1010/1009: [trail]", .units = D_E X_AT("1008"),
	    .hex = "1009", .want = "4a:4:0" },
	{ .units = D_E X_AT("1008") F_AT("1009"), .hex = "1009",
	    .want = "4a:4:0" },
	/* 4b: enemy ZOC, not more distant; • 1 or 2. */
	{ .hex = "0911", .want = "4b:4:2" },
	{ .hexsides = "1010/0911: [road]", .hex = "0911", .want = "4b:4:1" },
	{ .units = D_E F_AT("0911"), .hex = "0911", .want = "4b:4:1" },
	{ .hexsides = "1010/0911: [road]", .units = D_E F_AT("0911"),
	    .hex = "0911", .want = "4b:4:1" },
	/* 5: enemy-occupied, 3, road or not. */
	{ .units = D_E Y_AT(1, "0910"), .hex = "0910", .want = "5:5:3" },
	{ .hexsides = "1010/0910: [road]", .units = D_E Y_AT(1, "0910"),
	    .hex = "0910", .want = "5:5:3" },
	/* 7.6: entering or leaving a city hex is crossing a road
	 * hexside — for priority 1, for † and for •. */
	{ .hexes = "'1110': city", .hex = "1110", .want = "1:1:0" },
	{ .hexes = "'1010': city", .hex = "1110", .want = "1:1:0" },
	{ .hexes = "'1010': city", .hex = "0911", .want = "4b:4:1" },
	{ .hexes = "'1111': city", .hexsides = NO_ZOC_1111, .hex = "1111",
	    .want = "3:3:0" },
	{ .hexes = "'1009': city", .units = D_E X_AT("1008"), .hex = "1009",
	    .want = "4a:4:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_chart_2_every_description)
{
	/* The second hex of a retreat, out of 1009 (no enemy ZOC there);
	 * X in 1007 puts 1008 in an enemy ZOC. */
	static const struct rcase cases[] = {
	/* 1: no enemy ZOC, not occupied; road or not, distance or not. */
	{ .from = "1009", .chart = 2, .hex = "1008", .want = "1:1:0" },
	{ .from = "1009", .chart = 2, .hex = "1110", .want = "1:1:0" },
	/* 2: enemy ZOC; • 0 along a road or into a friendly hex. */
	{ .units = D_E X_AT("1007"), .from = "1009", .chart = 2,
	    .hex = "1008", .want = "2:2:1" },
	{ .hexsides = "1009/1008: [road]", .units = D_E X_AT("1007"),
	    .from = "1009", .chart = 2, .hex = "1008", .want = "2:2:0" },
	{ .units = D_E X_AT("1007") F_AT("1008"), .from = "1009", .chart = 2,
	    .hex = "1008", .want = "2:2:0" },
	{ .hexes = "'1008': city", .units = D_E X_AT("1007"), .from = "1009",
	    .chart = 2, .hex = "1008", .want = "2:2:0" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

/*
 * The more distant hexes are water and E's ZOC does not cross the river
 * into 1111: the first hex is 1111, priority 3 and a loss of 1 (no road);
 * then 1210, Chart 2 priority 1.
 */
#define LOSS_HEXES	"'1009': water, '1110': water, '0910': water"

START_TEST(test_7_6_loss_applied_to_every_unit_of_the_stack)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 6, hex: '1010'}\n"
	    "  D2: {side: usa, type: infantry, manpower: 4, hex: '1010', "
	    "disorganized: true, combat: 2}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n";
	struct fx		 f;
	const struct node	*lost;

	fx_case(&f, &(struct rcase){ .hexes = LOSS_HEXES,
	    .hexsides = NO_ZOC_1111, .units = units,
	    .tail = PENDING("retreat", "D, D2", 2, 4, "") });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1111,1210");
	ck_assert_str_eq(chosen(&f, 0)->desc, "3");
	ck_assert_int_eq(chosen(&f, 0)->loss, 1);
	ck_assert_int_eq(f.r.loss, 1);
	/* 7.6 Manpower Loss: each unit, a new Strength marker on its
	 * disorganized side (the combat value it had is gone). */
	ck_assert_int_eq(U(&f, "D")->manpower, 5);
	ck_assert_int_eq(U(&f, "D2")->manpower, 3);
	ck_assert(U(&f, "D")->disorganized);
	ck_assert(U(&f, "D2")->disorganized);
	ck_assert_int_eq(U(&f, "D")->combat, -1);
	ck_assert_int_eq(U(&f, "D2")->combat, -1);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1210");
	ck_assert_str_eq(id(&f, U(&f, "D2")->hex), "1210");
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 2);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_CSA][C_RETREAT], 0);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 0);
	lost = log_get(&f, "losses");
	ck_assert_ptr_nonnull(lost);
	ck_assert_str_eq(node_get(lost, "D")->str, "1");
	ck_assert_str_eq(node_get(lost, "D2")->str, "1");
	ck_assert_int_eq(pending_count(&f), 0);
	fx_done(&f);
}
END_TEST

/* 6.4: stacking is unlimited, and the whole stack retreats (7.6): 70
 * units, each losing its manpower, none left behind. */
START_TEST(test_7_6_a_stack_of_70_retreats_whole)
{
	char			*stack = tg_stack("S", 70, "side: usa, type: "
				    "infantry, manpower: 2, hex: '1010'");
	char			*names = tg_names("S", 70);
	char			 name[16];
	struct fx		 f;
	const struct node	*lost;
	int			 i;

	fx_loadf(&f, "%smap:\n  terrain: clear\n  hexes: {%s}\n  hexsides: "
	    "{%s}\nunits:\n%s  E: {side: csa, type: infantry, manpower: 6, "
	    "hex: '1011'}\n" PENDING("retreat", "%s", 2, 4, ""), HEAD,
	    LOSS_HEXES, NO_ZOC_1111, stack, names);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_int_eq(f.r.nunits, 70);
	ck_assert_str_eq(fx_path(&f), "1111,1210");
	lost = log_get(&f, "losses");
	for (i = 1; i <= 70; i++) {
		snprintf(name, sizeof(name), "S%d", i);
		ck_assert_msg(U(&f, name)->manpower == 1, "%s", name);
		ck_assert_str_eq(id(&f, U(&f, name)->hex), "1210");
		ck_assert_str_eq(node_get(lost, name)->str, "1");
	}
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 70);
	ck_assert_int_eq(log_get(&f, "units")->n, 70);
	fx_done(&f);
	free(names);
	free(stack);
}
END_TEST

START_TEST(test_7_5_7_6_unit_eliminated_mid_retreat)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 1, hex: '1010', "
	    "command: [Div]}\n"
	    "  D2: {side: usa, type: infantry, manpower: 4, hex: '1010', "
	    "command: [Div]}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
	    "leaders:\n"
	    "  Lee: {side: usa, rank: division, leads: Div, with: D}\n";
	struct fx f;

	fx_case(&f, &(struct rcase){ .hexes = LOSS_HEXES,
	    .hexsides = NO_ZOC_1111, .units = units,
	    .tail = PENDING("retreat", "D, D2", 2, 4, "") });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1111,1210");
	/* D is gone at the first hex; D2 goes on. */
	ck_assert_int_eq(U(&f, "D")->status, US_ELIMINATED);
	ck_assert_int_eq(U(&f, "D")->hex, HEX_NONE);
	ck_assert_int_eq(U(&f, "D")->manpower, 0);
	ck_assert_int_eq(U(&f, "D2")->status, US_IN_PLAY);
	ck_assert_int_eq(U(&f, "D2")->manpower, 3);
	ck_assert_str_eq(id(&f, U(&f, "D2")->hex), "1210");
	/* 7.5: the leader goes to the nearest unit of his command. */
	ck_assert_int_eq(L(&f, "Lee")->status, US_IN_PLAY);
	ck_assert_int_eq(L(&f, "Lee")->with, unit_index(&f, "D2"));
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 2);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_lower_priority_never_chosen)
{
	/* X in 1109 puts 1009 and 1110 in an enemy ZOC; both have roads
	 * (4a, no loss).  1111, out of E's ZOC, is priority 3 with a loss
	 * of 1: it must be taken, the loss notwithstanding. */
	struct fx f;

	fx_case(&f, &(struct rcase){ .hexes = "'0910': water",
	    .hexsides = NO_ZOC_1111 ", 1010/1009: [road], 1010/1110: [road]",
	    .units = D_E X_AT("1109") });
	fx_pending(&f);
	ck_assert_str_eq(option_text(&f, fx_opts(&f, "1010", 0, NULL),
	    "1009"), "4a:4:0");
	ck_assert_str_eq(option_text(&f, &f.st, "1110"), "4a:4:0");
	ck_assert_str_eq(option_text(&f, &f.st, "1111"), "3:3:1");
	ck_assert_int_eq(fx_plan(&f, NULL, 0, 0), 0);
	ck_assert_str_eq(fx_path(&f), "1111,1210");
	ck_assert_int_eq(f.r.loss, 1);
	assert_priorities_kept(&f);
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* The player's --path. */

START_TEST(test_7_6_path_of_a_lower_priority_refused)
{
	/* At the second hex too. */
	static const struct rcase second = { .units = D_E X_AT("1007"),
	    .path = "1009,1008", .why = "--path[1]: 1008 is priority 2 on "
	    "Retreat Chart 2, and a hex of priority 1 may be entered" };
	struct fx f;

	fx_case(&f, &(struct rcase){ 0 });
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, "1111,1112", 0, 0), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --path[0]: "
	    "1111 is priority 4 on Retreat Chart 1, and a hex of priority 2 "
	    "may be entered (7.6 Retreat Priorities); legal hexes: 1009 "
	    "(priority 2, the lowest), 1110 (priority 2, the lowest), 1111 "
	    "(priority 4), 0911 (priority 4), 0910 (priority 2, the "
	    "lowest)\n");
	fx_done(&f);
	expect_cases(&second, 1);
}
END_TEST

START_TEST(test_7_6_path_through_an_illegal_hex_refused)
{
	static const struct rcase cases[] = {
	{ .path = "1009,1107", .why = "--path[1]: 1107 may not be entered "
	    "from 1009: not adjacent: a retreat goes hex by hex (7.6); legal "
	    "hexes: 1008 (priority 1, the lowest), 1109 (priority 1, the "
	    "lowest), 1110 (priority 1, the lowest), 0910 (priority 1, the "
	    "lowest), 0909 (priority 1, the lowest)" },
	{ .hexes = "'1008': mountain", .path = "1009,1008", .why = "--path[1]: "
	    "1008 may not be entered from 1009: a mountain or swamp hex, "
	    "entered or left only by road, pike, trail or RR (7.6)" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

START_TEST(test_7_6_path_too_short_refused)
{
	static const struct rcase cases[] = {
	{ .path = "1009", .why = "--path: a retreat is at least 2 hexes "
	    "(7.6)" },
	{ .tail = ROUT_D, .path = "1009,1008,1007", .why = "--path: a rout is "
	    "at least 4 hexes (7.6)" },
	};

	expect_cases(cases, nitems(cases));
}
END_TEST

/*
 * 7.6: a retreat is 2 to 4 hexes and goes on only to leave an enemy-
 * occupied hex; a --path longer than any retreat the tool follows
 * (RETREAT_MAXSTEPS, 12) is refused before a hex of it is looked at.
 */
START_TEST(test_7_6_path_longer_than_any_retreat_refused)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ 0 });
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, "1009,1008,1007,1006,1005,1004,1003,"
	    "1002,1001,1101,1102,1103,1104", 0, 0), ST_REFUSED);
	tg_has(tg_errors(&f.t), "--path: a retreat of 13 hexes is too long");
	ck_assert_int_eq(f.r.nsteps, 0);
	fx_done(&f);
}
END_TEST

/*
 * 7.6 Retreat Restrictions: a unit may not retreat into a water hex.
 * D on the only land hex but E's: no hex may be entered, and the
 * refusal of a --path lists the legal hexes as "none".
 */
START_TEST(test_7_6_path_with_no_legal_hex_lists_none)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ .terrain = "water",
	    .hexes = "'1010': clear, '1011': clear" });
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, "1009,1008", 0, 0), ST_REFUSED);
	tg_has(tg_errors(&f.t), "--path[0]: 1009 may not be entered from "
	    "1010: ");
	tg_has(tg_errors(&f.t), "; legal hexes: none");
	fx_done(&f);
}
END_TEST

/* A corridor north, 1009..1004, everything else water. */
#define CORRIDOR_N	.terrain = "water", .hexes = "'1010': clear, " \
	"'1011': clear, '1009': clear, '1008': clear, '1007': clear, " \
	"'1006': clear, '1005': clear, '1004': clear"

START_TEST(test_7_6_path_ending_in_an_enemy_occupied_hex_refused)
{
	static const struct rcase y1008 = { CORRIDOR_N,
	    .units = D_E Y_AT(1, "1008"), .path = "1009,1008",
	    .why = "--path: the retreat may not end in 1008, an "
	    "enemy-occupied hex: it goes on (7.6)" };
	struct fx f;

	expect_cases(&y1008, 1);
	/* Through it, it may go. */
	fx_case(&f, &y1008);
	fx_retreat(&f, "1009,1008,1007", 0, 0);
	/* 4a into Y's ZOC (1), Chart 1 out of it into Y's hex (5: 3),
	 * then Chart 2 into Y's ZOC (2: 1). */
	ck_assert_str_eq(chosen(&f, 0)->desc, "4a");
	ck_assert_str_eq(chosen(&f, 1)->desc, "5");
	ck_assert_int_eq(f.r.steps[1].chart, 1);
	ck_assert_str_eq(chosen(&f, 2)->desc, "2");
	ck_assert_int_eq(f.r.steps[2].chart, 2);
	ck_assert_int_eq(U(&f, "D")->manpower, 1);
	ck_assert(!f.r.chosen);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_extended_only_out_of_an_enemy_occupied_hex)
{
	/* Y in 1006, the fourth hex. */
	static const struct rcase y1006 = { CORRIDOR_N,
	    .units = D_E_OF(9) Y_AT(1, "1006") };
	struct fx f;

	/* A --path of five is accepted. */
	fx_case(&f, &y1006);
	fx_retreat(&f, "1009,1008,1007,1006,1005", 0, 0);
	ck_assert(f.r.extended);
	ck_assert(f.r.steps[4].extension);
	ck_assert(!f.r.steps[3].extension);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1005");
	ck_assert_ptr_nonnull(log_get(&f, "extended"));
	fx_done(&f);
	/* --hexes 4 ends in Y's hex, so goes on one more. */
	fx_case(&f, &y1006);
	fx_retreat(&f, NULL, 4, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006,1005");
	ck_assert(f.r.extended);
	ck_assert(f.r.steps[4].extension);
	fx_done(&f);
	/* Without it, the chosen path is not extended: two hexes. */
	fx_case(&f, &(struct rcase){ CORRIDOR_N,
	    .units = D_E Y_AT(1, "1006") });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008");
	ck_assert(!f.r.extended);
	fx_done(&f);
	/* Past the fourth hex out of a hex no enemy holds: refused. */
	expect_cases(&(struct rcase){ .path = "1009,1008,1007,1006,1005",
	    .why = "--path[4]: a retreat is at most 4 hexes; it goes on only "
	    "to leave an enemy-occupied hex (7.6)" }, 1);
}
END_TEST

START_TEST(test_7_6_extended_when_nothing_else_avoids_an_enemy_hex)
{
	struct fx f;

	/* The corridor's second to fourth hexes are enemy-held and the
	 * first is next to the start: the retreat must go on to 1005. */
	fx_case(&f, &(struct rcase){ CORRIDOR_N, .units = D_E_OF(15)
	    Y_AT(1, "1008") Y_AT(2, "1007") Y_AT(3, "1006") });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006,1005");
	ck_assert(f.r.extended);
	ck_assert(f.r.steps[4].extension);
	/* 4a (1), three enemy hexes (3 each), 4a (1), all on Chart 1:
	 * each hex left is in an enemy ZOC. */
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1,1");
	ck_assert_int_eq(f.r.loss, 11);
	ck_assert_int_eq(U(&f, "D")->manpower, 4);
	fx_done(&f);
}
END_TEST

/*
 * 7.6: past the maximum the retreat goes on while it is in an
 * enemy-occupied hex; gcacw-retreat follows at most RETREAT_MAXSTEPS
 * (12) hexes.  A rout up a corridor whose 4th to 12th hexes are all
 * enemy-occupied must enter a 13th: that is an error naming the bound
 * (status 70), never a surrender.
 */
START_TEST(test_7_6_retreat_past_the_steps_bound_is_an_error)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 60, hex: '1020'}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1021'}\n"
	    Y_AT(1, "1016") Y_AT(2, "1015") Y_AT(3, "1014") Y_AT(4, "1013")
	    Y_AT(5, "1012") Y_AT(6, "1011") Y_AT(7, "1010") Y_AT(8, "1009")
	    Y_AT(9, "1008");
	struct fx	f;
	int		st;

	fx_make(&f, HEAD, "water", "'1021': clear, '1020': clear, '1019': "
	    "clear, '1018': clear, '1017': clear, '1016': clear, '1015': "
	    "clear, '1014': clear, '1013': clear, '1012': clear, '1011': "
	    "clear, '1010': clear, '1009': clear, '1008': clear, '1007': "
	    "clear, '1006': clear", "", units, "pending: [{kind: rout, "
	    "rule: '7.6', units: [D], from: '1020', min: 4, max: 6, "
	    "enemy: '1021', enemy_unit: E}]\n");
	fx_pending(&f);
	st = fx_plan(&f, NULL, 0, 0);
	ck_assert_msg(st == 70, "retreat_plan: %d, surrender %d\n%s", st,
	    f.r.surrender, tg_errors(&f.t));
	ck_assert(!f.r.surrender);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: the rout goes on "
	    "past 12 hexes, out of enemy-occupied hexes (7.6): more than "
	    "gcacw-retreat follows\n");
	fx_done(&f);
}
END_TEST

/*
 * The same for a retreat: D's only way out of 1030 is a corridor of
 * enemy units, 1029 up to 1010: every hex it may end in is more than
 * RETREAT_MAXSTEPS (12) hexes off, and the tool says it follows no
 * further (an internal error, status 70), rather than making it
 * surrender.
 */
START_TEST(test_7_6_corridor_of_enemies_beyond_what_is_followed)
{
	char		yaml[4096];
	size_t		n;
	int		row;
	struct fx	f;

	n = (size_t)snprintf(yaml, sizeof(yaml), HEAD "map:\n  terrain: "
	    "water\n  hexes: {'1030': clear, '1031': clear");
	for (row = 10; row < 30; row++)
		n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, ", '10%02d': "
		    "clear", row);
	n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, "}\nunits:\n"
	    "  D: {side: usa, type: infantry, manpower: 8, hex: '1030'}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1031'}\n");
	for (row = 10; row < 30; row++)
		n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, "  X%d: "
		    "{side: csa, type: infantry, manpower: 1, hex: '10%02d'}\n",
		    row, row);
	n += (size_t)snprintf(yaml + n, sizeof(yaml) - n, "pending: [{kind: "
	    "retreat, rule: '7.6', units: [D], from: '1030', min: 2, max: 4, "
	    "enemy: '1031', enemy_unit: E}]\n");
	ck_assert_uint_lt(n, sizeof(yaml));
	fx_load(&f, yaml);
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, NULL, 0, 0), ST_INTERNAL);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: the retreat "
	    "goes on past 12 hexes, out of enemy-occupied hexes (7.6): more "
	    "than gcacw-retreat follows\n");
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* The chosen path (RULINGS 1): priorities, then the least loss, the
 * fewest hexes, the most road, the first in the map's directions. */

START_TEST(test_7_6_chosen_path_least_loss_before_fewest_hexes)
{
	/*
	 * Two branches, both priority 2 at the first hex.  North-east
	 * (first in direction order): 1110 then 1209, in X's ZOC, a loss of
	 * 1 in two hexes.  North-west: 0910, then 1009 next to the start
	 * (the retreat may not end there), then 1008: three hexes, no loss.
	 */
	static const struct rcase branches = { .terrain = "water",
	    .hexes = "'1010': clear, '1011': clear, '1110': clear, "
	    "'1209': clear, '1208': clear, '0910': clear, '1009': clear, "
	    "'1008': clear", .hexsides = "1010/1009: [water], 1009/1110: "
	    "[water]", .units = D_E X_AT("1208") };
	struct fx f;

	fx_case(&f, &branches);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "0910,1009,1008");
	ck_assert_int_eq(f.r.loss, 0);
	ck_assert(f.r.chosen);
	assert_priorities_kept(&f);
	fx_done(&f);
	/* The shorter branch is legal, at a loss. */
	fx_case(&f, &branches);
	fx_retreat(&f, "1110,1209", 0, 0);
	ck_assert_int_eq(f.r.loss, 1);
	ck_assert_int_eq(U(&f, "D")->manpower, 5);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chosen_path_fewest_hexes_before_road)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ .hexsides = "1010/1009: [road], "
	    "1009/1008: [road], 1008/1007: [road], 1007/1006: [road]" });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008");
	ck_assert(chosen(&f, 0)->road);
	ck_assert(chosen(&f, 1)->road);
	ck_assert_str_eq(chosen(&f, 0)->desc, "1");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chosen_path_road_among_equals)
{
	struct fx f;

	/* 1009, 1110 and 0910 are all priority 2; from 1110 a road leads
	 * on: that path is taken though 1009 comes first. */
	fx_case(&f, &(struct rcase){ .hexsides = "1110/1209: [road]" });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1110,1209");
	ck_assert(chosen(&f, 1)->road);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chosen_path_first_in_direction_order)
{
	/* The water given, the path chosen. */
	static const struct {
		const char *hexes, *path;
	} cases[] = {
	{ "", "1009,1008" },
	{ "'1009': water", "1110,1109" },
	{ "'1009': water, '1110': water", "0910,0909" },
	};
	struct fx	f;
	size_t		i;

	for (i = 0; i < nitems(cases); i++) {
		fx_case(&f, &(struct rcase){ .hexes = cases[i].hexes });
		fx_retreat(&f, NULL, 0, 0);
		ck_assert_str_eq(fx_path(&f), cases[i].path);
		fx_done(&f);
	}
}
END_TEST

START_TEST(test_7_6_hexes_exact_and_in_range)
{
	/* --hexes out of the retreat's range, and the refusal. */
	static const struct {
		const char	*tail;
		int		 hexes;
		const char	*errors;	/* NULL: not asked */
	} cases[] = {
	{ RETREAT_D, 5, "gcacw-check: <stdin>: --hexes: a retreat is 2 to 4 "
	    "hexes (7.6)\n" },
	{ RETREAT_D, 1, NULL },
	{ ROUT_D, 3, "gcacw-check: <stdin>: --hexes: a rout is 4 to 6 hexes "
	    "(7.6)\n" },
	};
	struct fx	f;
	size_t		i;

	fx_case(&f, &(struct rcase){ 0 });
	fx_retreat(&f, NULL, 3, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007");
	fx_done(&f);
	for (i = 0; i < nitems(cases); i++) {
		fx_case(&f, &(struct rcase){ .tail = cases[i].tail });
		fx_pending(&f);
		ck_assert_int_eq(fx_plan(&f, NULL, cases[i].hexes, 0),
		    ST_REFUSED);
		if (cases[i].errors != NULL)
			ck_assert_str_eq(tg_errors(&f.t), cases[i].errors);
		fx_done(&f);
	}
}
END_TEST

/*
 * Following the priorities, a road north (1009, priority 1) runs out
 * after 1007; east, off the priorities, 1110-1210-1310-1410 is four hexes.
 */
#define SHORT_NORTH	.terrain = "water", .hexes = "'1010': clear, " \
	"'1011': clear, '1009': clear, '1008': clear, '1007': clear, " \
	"'1110': clear, '1210': clear, '1310': clear, '1410': clear", \
	.hexsides = "1010/1009: [road], 1009/1110: [water]"

START_TEST(test_7_6_hexes_never_forces_an_override)
{
	struct fx	f;
	int		st;

	fx_case(&f, &(struct rcase){ SHORT_NORTH });
	fx_retreat(&f, NULL, 3, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007");
	fx_done(&f);
	/* RULINGS 7: a retreat of two or three hexes obeys the priorities
	 * and avoids surrender, so none may override them; four hexes
	 * cannot be had (an override would reach 1410). */
	fx_case(&f, &(struct rcase){ SHORT_NORTH });
	fx_pending(&f);
	st = fx_plan(&f, NULL, 4, 0);
	ck_assert_msg(st == ST_REFUSED, "--hexes 4 gave %d, path %s, "
	    "override at step %d", st, fx_path(&f), f.r.override_step);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --hexes: no "
	    "retreat of exactly 4 hexes follows the retreat priorities "
	    "(7.6)\n");
	ck_assert_int_eq(f.r.override_step, 0);
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.6 Surrender and Overriding Retreat Priorities. */

START_TEST(test_7_6_surrender_when_no_hex_may_be_entered)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 6, hex: '1010', "
	    "command: [Corps, Div]}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
	    "  D3: {side: usa, type: infantry, manpower: 3, hex: '1520', "
	    "command: [Corps]}\n"
	    "leaders:\n"
	    "  Lee: {side: usa, rank: division, leads: Div, with: D}\n"
	    "  Grant: {side: usa, rank: corps, leads: Corps, with: D}\n";
	struct fx f;

	fx_case(&f, &(struct rcase){ .terrain = "water", .hexes = "'1010': "
	    "clear, '1011': clear, '1520': clear", .units = units });
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, NULL, 0, 0), 0);
	ck_assert(f.r.surrender);
	ck_assert_int_eq(f.r.nsteps, 0);
	ck_assert_int_eq(retreat_apply(f.g, &f.r), 0);
	ck_assert_int_eq(U(&f, "D")->status, US_SURRENDERED);
	ck_assert_int_eq(U(&f, "D")->hex, HEX_NONE);
	ck_assert_int_eq(U(&f, "D")->manpower, 6);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_SURRENDER], 6);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 0);
	/* 7.5 via RULINGS 8: Grant goes to D3; Lee has no unit left. */
	ck_assert_int_eq(L(&f, "Grant")->with, unit_index(&f, "D3"));
	ck_assert_int_eq(L(&f, "Lee")->status, US_ELIMINATED);
	ck_assert_int_eq(pending_count(&f), 0);
	ck_assert(node_is(log_get(&f, "surrender"), "true"));
	ck_assert_str_eq(node_get(log_get(&f, "losses"), "D")->str, "6");
	ck_assert_ptr_null(log_get(&f, "path"));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_surrender_when_only_an_enemy_hex_leads_nowhere)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 6, hex: '1010'}\n"
	    "  D2: {side: usa, type: infantry, manpower: 4, hex: '1010'}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
	    Y_AT(1, "1009");
	struct fx f;

	/* 1009, enemy-held, may be entered but not ended in, and nothing
	 * lies beyond it. */
	fx_case(&f, &(struct rcase){ .terrain = "water", .hexes = "'1010': "
	    "clear, '1011': clear, '1009': clear", .units = units,
	    .tail = PENDING("retreat", "D, D2", 2, 4, "") });
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1010", 0, NULL)),
	    "1009:5");
	ck_assert_int_eq(fx_plan(&f, NULL, 0, 0), 0);
	ck_assert(f.r.surrender);
	ck_assert_int_eq(retreat_apply(f.g, &f.r), 0);
	ck_assert_int_eq(U(&f, "D")->status, US_SURRENDERED);
	ck_assert_int_eq(U(&f, "D2")->status, US_SURRENDERED);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_SURRENDER], 10);
	fx_done(&f);
}
END_TEST

/*
 * Water all round: 1009 (along a road, Chart 1 priority 1) is a dead
 * end; 1110 (priority 2) leads on to 1109, and no further.  Following
 * the priorities means surrender, whatever the length.
 */
static const struct rcase dead_end = { .terrain = "water",
    .hexes = "'1010': clear, '1011': clear, '1009': clear, '1110': clear, "
    "'1109': clear", .hexsides = "1010/1009: [road], 1009/1110: [water], "
    "1009/1109: [water]" };

START_TEST(test_7_6_override_once_to_avoid_surrender)
{
	struct rcase	refused = dead_end;
	struct fx	f;

	fx_case(&f, &dead_end);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert(!f.r.surrender);
	ck_assert_str_eq(fx_path(&f), "1110,1109");
	ck_assert_int_eq(f.r.override_step, 1);
	ck_assert(f.r.steps[0].override);
	ck_assert(!f.r.steps[1].override);
	ck_assert_int_eq(chosen(&f, 0)->priority, 2);
	ck_assert_ptr_nonnull(option_of(&f, &f.r.steps[0], "1009"));
	ck_assert_str_eq(log_get(&f, "override")->str, "1");
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1109");
	fx_done(&f);
	/* The player's override, at the same step. */
	fx_case(&f, &dead_end);
	fx_retreat(&f, "1110,1109", 0, 1);
	ck_assert(f.r.steps[0].override);
	ck_assert_int_eq(f.r.override_step, 1);
	ck_assert(!f.r.chosen);
	fx_done(&f);
	/* Without --override, the path breaks the priorities. */
	refused.path = "1110,1109";
	refused.why = "--path[0]: 1110 is priority 2 on Retreat Chart 1, and "
	    "a hex of priority 1 may be entered";
	expect_cases(&refused, 1);
}
END_TEST

/* With --hexes, the one override too: two hexes, 1110 then 1109; three
 * are not to be had even so. */
START_TEST(test_7_6_hexes_with_the_one_override)
{
	struct fx f;

	fx_case(&f, &dead_end);
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, NULL, 2, 0), 0);
	ck_assert(!f.r.surrender);
	ck_assert_str_eq(fx_path(&f), "1110,1109");
	ck_assert_int_eq(f.r.override_step, 1);
	fx_done(&f);
	fx_case(&f, &dead_end);
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, NULL, 3, 0), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --hexes: "
	    "no retreat of exactly 3 hexes is legal (7.6)\n");
	ck_assert(!f.r.surrender);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_override_refused_when_the_priorities_suffice)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ 0 });
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, "1111,1112", 0, 1), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --override: "
	    "following the retreat priorities avoids surrender, so they may "
	    "not be overridden (7.6)\n");
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.6 Defender's Voluntary Retreat Option. */

#define VOL_UNITS \
	"  D: {side: usa, type: infantry, manpower: 6, hex: '1010', " \
	"fatigue: 1}\n" \
	"  D2: {side: usa, type: infantry, manpower: 4, hex: '1010', " \
	"fatigue: 4}\n" \
	"  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
#define VOLUNTARY(fatigue) PENDING("voluntary-retreat", "D, D2", 1, 4, \
	", fatigue: " #fatigue ", optional: true")

START_TEST(test_7_6_voluntary_retreat_of_some_units)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 6, hex: '1010', "
	    "entrenchment: abatis}\n"
	    "  D2: {side: usa, type: infantry, manpower: 4, hex: '1010', "
	    "entrenchment: breastwork}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n";
	struct fx	 f;
	const char	*d[] = { "D" };

	fx_case(&f, &(struct rcase){ .head = HEAD "markers: {flanks_refused: "
	    "['1010']}\n", .units = units, .tail = VOLUNTARY(0) });
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 1), 0);
	ck_assert_int_eq(f.r.kind, RK_VOLUNTARY);
	ck_assert_int_eq(f.r.nunits, 1);
	ck_assert_int_eq(fx_plan(&f, NULL, 0, 0), 0);
	/* One hex is enough, and it may be next to the start. */
	ck_assert_str_eq(fx_path(&f), "1009");
	ck_assert_int_eq(retreat_apply(f.g, &f.r), 0);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1009");
	ck_assert_str_eq(id(&f, U(&f, "D2")->hex), "1010");
	/* D's marker is lifted; D2, staying, keeps its own, and the hex
	 * its Flanks Refused marker (7.8: it never goes with a unit). */
	ck_assert_int_eq(U(&f, "D")->entrenchment, E_NONE);
	ck_assert_int_eq(U(&f, "D2")->entrenchment, E_BREASTWORK);
	ck_assert_int_eq(f.g->markers.nflanks_refused, 1);
	ck_assert_str_eq(id(&f, f.g->markers.flanks_refused[0]), "1010");
	ck_assert_int_eq(log_get(&f, "units")->n, 1);
	ck_assert_int_eq(pending_count(&f), 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_voluntary_retreat_may_end_adjacent)
{
	struct fx	 f;
	const char	*d[] = { "D", "D2" };

	/* RULINGS 5: whatever its length. */
	fx_case(&f, &(struct rcase){ .units = VOL_UNITS,
	    .tail = VOLUNTARY(0) });
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 2), 0);
	ck_assert_int_eq(fx_plan(&f, "1009,1110", 0, 0), 0);
	ck_assert_int_eq(retreat_apply(f.g, &f.r), 0);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1110");
	ck_assert_str_eq(id(&f, U(&f, "D2")->hex), "1110");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_voluntary_retreat_fatigue_after_a_dash_only)
{
	/* A "-" result: a Fatigue Level each, to at most 4.  Any other
	 * result: no Fatigue cost. */
	static const struct {
		const char	*tail;
		bool		 dash;
		int		 d, d2;	/* their Fatigue Levels after */
	} cases[] = {
	{ VOLUNTARY(1), true, 2, 4 },
	{ VOLUNTARY(0), false, 1, 4 },
	};
	struct fx	 f;
	const char	*d[] = { "D", "D2" };
	size_t		 i;

	for (i = 0; i < nitems(cases); i++) {
		fx_case(&f, &(struct rcase){ .units = VOL_UNITS,
		    .tail = cases[i].tail });
		ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 2),
		    0);
		if (cases[i].dash)
			ck_assert(f.r.fatigue);
		fx_carry_out(&f, NULL, 0, 0);
		ck_assert_int_eq(U(&f, "D")->fatigue, cases[i].d);
		ck_assert_int_eq(U(&f, "D2")->fatigue, cases[i].d2);
		fx_done(&f);
	}
	/* A retreat or rout costs none either. */
	fx_case(&f, &(struct rcase){ .units = VOL_UNITS,
	    .tail = PENDING("retreat", "D", 2, 4, "") });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_int_eq(U(&f, "D")->fatigue, 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_voluntary_retreat_options_are_usage)
{
	/* What retreat_from_pending says to the units named (or to none)
	 * with the pending entry given. */
	static const struct {
		const char	*units, *tail, *name;
		bool		 voluntary;
		int		 status;
		const char	*errors;	/* NULL: not asked */
	} cases[] = {
	{ VOL_UNITS, VOLUNTARY(0), "Nobody", true, ST_USAGE,
	    "gcacw-check: <stdin>: --voluntary: Nobody is not one of the "
	    "defending units\n" },
	{ VOL_UNITS, VOLUNTARY(0), "E", true, ST_USAGE, NULL },
	/* An option needs a choice: --voluntary or --decline. */
	{ VOL_UNITS, VOLUNTARY(0), NULL, false, ST_USAGE, NULL },
	/* A required retreat is no option. */
	{ D_E, RETREAT_D, "D", true, ST_USAGE, NULL },
	/* Nothing pending: refused. */
	{ D_E, "", NULL, false, ST_REFUSED, NULL },
	};
	struct fx	f;
	size_t		i;

	for (i = 0; i < nitems(cases); i++) {
		fx_case(&f, &(struct rcase){ .units = cases[i].units,
		    .tail = cases[i].tail });
		ck_assert_int_eq(retreat_from_pending(f.g, &f.r,
		    cases[i].voluntary, cases[i].name != NULL ?
		    &cases[i].name : NULL, cases[i].name != NULL),
		    cases[i].status);
		if (cases[i].errors != NULL)
			ck_assert_str_eq(tg_errors(&f.t), cases[i].errors);
		fx_done(&f);
	}
}
END_TEST

/* ---------------------------------------------------------------- */
/* The stack and what it leaves behind (7.6, 7.8, 9.0, 10.2). */

START_TEST(test_7_6_leaders_retreat_with_their_units)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 6, hex: '1010', "
	    "command: [Div]}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
	    "leaders:\n"
	    "  Lee: {side: usa, rank: division, leads: Div, with: D}\n";
	struct fx f;

	fx_case(&f, &(struct rcase){ .units = units });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1008");
	ck_assert_int_eq(L(&f, "Lee")->status, US_IN_PLAY);
	ck_assert_int_eq(L(&f, "Lee")->with, unit_index(&f, "D"));
	fx_done(&f);
}
END_TEST

START_TEST(test_9_0_entrenchment_markers_removed_on_retreat)
{
	static const char units[] =
	    "  D: {side: usa, type: infantry, manpower: 6, hex: '1010', "
	    "entrenchment: breastwork}\n"
	    "  D2: {side: usa, type: infantry, manpower: 4, hex: '1010', "
	    "entrenchment: abatis}\n"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011', "
	    "entrenchment: fort}\n";
	struct fx		 f;
	const struct node	*notes;

	fx_case(&f, &(struct rcase){ .units = units,
	    .tail = PENDING("retreat", "D, D2", 2, 4, "") });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_int_eq(U(&f, "D")->entrenchment, E_NONE);
	ck_assert_int_eq(U(&f, "D2")->entrenchment, E_NONE);
	/* The enemy's are not the retreat's business. */
	ck_assert_int_eq(U(&f, "E")->entrenchment, E_FORT);
	notes = log_get(&f, "notes");
	ck_assert_ptr_nonnull(notes);
	ck_assert_int_eq(notes->n, 2);
	ck_assert_ptr_nonnull(strstr(notes->items[0]->str, "breastwork"));
	ck_assert_ptr_nonnull(strstr(notes->items[1]->str, "abatis"));
	fx_done(&f);
}
END_TEST

/*
 * 7.8: the marker never goes with a unit that leaves; it stays on the
 * units left behind, and goes when no unit is left under it.
 */
START_TEST(test_7_8_flanks_refused_marker_stays_behind)
{
	/* Rear, staying, or nobody; the markers left. */
	static const struct {
		const char	*units;
		int		 left;
	} cases[] = {
	{ D_E "  Rear: {side: usa, type: infantry, manpower: 2, hex: "
	    "'1010'}\n", 1 },
	{ D_E, 0 },
	};
	struct fx	f;
	size_t		i;

	for (i = 0; i < nitems(cases); i++) {
		fx_case(&f, &(struct rcase){ .head = HEAD "markers: "
		    "{flanks_refused: ['1010']}\n", .units = cases[i].units });
		fx_retreat(&f, NULL, 0, 0);
		ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1008");
		ck_assert_int_eq(f.g->markers.nflanks_refused, cases[i].left);
		if (cases[i].left == 1)
			ck_assert_str_eq(id(&f, f.g->markers.flanks_refused[0]),
			    "1010");
		fx_done(&f);
	}
}
END_TEST

/*
 * A retreat along 1009, 1008, ending in 1008; the pontoon bridge given
 * spans a minor river on one of 1008's sides (or elsewhere).
 */
static bool
pontoon_survives(const char *head, const char *units, const char *pending,
    const char *river, const char *owner, const char *path)
{
	struct fx	f;
	char		hd[256], side[64];
	bool		left;

	snprintf(hd, sizeof(hd), "%smarkers: {pontoon_bridges: [{hexside: %s, "
	    "owner: %s}]}\n", head, river, owner);
	snprintf(side, sizeof(side), "%s: [minor-river]", river);
	fx_make(&f, hd, "clear", "", side, units, pending);
	fx_retreat(&f, path, 0, 0);
	left = f.g->markers.npontoons == 1;
	if (!left)
		ck_assert_ptr_nonnull(strstr(log_get(&f, "notes")->items[0]->str,
		    "pontoon bridge"));
	fx_done(&f);
	return left;
}

#define UNIT_D(more)	"  D: {side: usa, type: infantry, hex: '1010', " more \
	"}\n  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"

START_TEST(test_10_2_enemy_pontoon_bridge_destroyed_at_the_end_hex)
{
	/* Combat value 5 or more, undemoralized: destroyed. */
	ck_assert(!pontoon_survives(HEAD, UNIT_D("manpower: 5"), RETREAT_D,
	    "1008/1007", "csa", "1009,1008"));
	ck_assert(!pontoon_survives(HEAD, UNIT_D("manpower: 5"), RETREAT_D,
	    "1008/0908", "csa", "1009,1008"));
	/* Combat value 4: not in the standard rules. */
	ck_assert(pontoon_survives(HEAD, UNIT_D("manpower: 4"), RETREAT_D,
	    "1008/1007", "csa", "1009,1008"));
	/* Demoralized (as a routed unit is): never. */
	ck_assert(pontoon_survives(HEAD, UNIT_D("manpower: 8, demoralized: 1"),
	    RETREAT_D, "1008/1007", "csa", "1009,1008"));
	/* Its own side's bridge stays. */
	ck_assert(pontoon_survives(HEAD, UNIT_D("manpower: 8"), RETREAT_D,
	    "1008/1007", "usa", "1009,1008"));
	/* Only where the retreat ends: 1009 was passed through. */
	ck_assert(pontoon_survives(HEAD, UNIT_D("manpower: 8"), RETREAT_D,
	    "1009/0909", "csa", "1009,1008"));
	/* One unit of the stack is enough. */
	ck_assert(!pontoon_survives(HEAD, UNIT_D("manpower: 4") "  D2: {side: "
	    "usa, type: infantry, manpower: 5, hex: '1010'}\n",
	    PENDING("retreat", "D, D2", 2, 4, ""), "1008/1007", "csa",
	    "1009,1008"));
	ck_assert(pontoon_survives(HEAD, UNIT_D("manpower: 4") "  D2: {side: "
	    "usa, type: infantry, manpower: 7, hex: '1010', demoralized: 2}\n",
	    PENDING("retreat", "D, D2", 2, 4, ""), "1008/1007", "csa",
	    "1009,1008"));
}
END_TEST

#define SIV_UNIT_D(more) "  D: {side: usa, type: infantry, hex: S1010, " \
	more "}\n  E: {side: csa, type: infantry, manpower: 6, hex: S1011}\n"

START_TEST(test_10_2_siv_pontoon_bridge_destroyed_from_combat_value_3)
{
	static const char siv[] = TG_SIV "turn: 1\nrain: false\n";

	ck_assert(!pontoon_survives(siv, SIV_UNIT_D("manpower: 3"),
	    SIV_RETREAT_D, "S1008/S1007", "csa", "S1009,S1008"));
	ck_assert(pontoon_survives(siv, SIV_UNIT_D("manpower: 2"),
	    SIV_RETREAT_D, "S1008/S1007", "csa", "S1009,S1008"));
}
END_TEST
/* ---------------------------------------------------------------- */
/* The rulebook's 7.5 combat example: Wagner routs to 4908. */

#define HASTY_HEAD	HEAD "map:\n  terrain: clear\n  hexes:\n" \
	"    '4610': rough\n"
#define HASTY_ROADS	"  hexsides:\n    4610/4710: [road]\n" \
	"    4709/4710: [road]\n    4709/4808: [road]\n    4808/4908: [road]\n"
#define HASTY_UNITS(wagner, brown) "units:\n" \
	"  Wagner: {side: usa, type: infantry, size: division, hex: '4610', " \
	wagner ", tactical: 2, artillery: 2}\n" \
	"  Brown: {side: csa, type: infantry, size: division, command: " \
	"[Cheatham], hex: '4611', manpower: 8, " brown ", tactical: 2, " \
	"artillery: 2}\n" \
	"  Armstrong: {side: csa, type: infantry, size: brigade, hex: '4510', " \
	"manpower: 2, fatigue: 1, tactical: 1, artillery: 0}\n" \
	"leaders:\n" \
	"  Cheatham: {side: csa, rank: division, leads: Cheatham, tactical: 3, " \
	"with: Brown}\n"
/* Wagner after the 1DR: 6 manpower, disorganized, Fatigue 4, D-1. */
#define WAGNER_AFTER	"manpower: 6, disorganized: true, fatigue: 4, " \
	"demoralized: 1"
#define HASTY_PENDING	"pending:\n" \
	"- {kind: rout, rule: '7.6', units: [Wagner], from: '4610', min: 4, " \
	"max: 6, enemy: '4611', enemy_unit: Brown}\n" \
	"- {kind: advance, rule: '7.6', units: [Brown], from: '4611', " \
	"into: '4610', optional: true}\n"
/* The game after the 1DR, the rout pending. */
#define WAGNER_ROUTS	HASTY_HEAD HASTY_ROADS HASTY_UNITS(WAGNER_AFTER, \
	"fatigue: 2") HASTY_PENDING

START_TEST(test_7_5_example_wagner_routs_along_the_road_to_4908)
{
	struct fx	f;
	int		k;

	fx_load(&f, WAGNER_ROUTS);
	fx_retreat(&f, NULL, 0, 0);
	/* "Wagner routs four hexes to 4908, using Retreat Chart 1 for all
	 * four hexes ... a retreat path hex existed with a Priority Number
	 * of 1 ... There is no additional manpower loss." */
	ck_assert_int_eq(f.r.kind, RK_ROUT);
	ck_assert_str_eq(fx_path(&f), "4710,4709,4808,4908");
	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(f.r.steps[k].chart, 1);
		ck_assert_int_eq(chosen(&f, k)->priority, 1);
		ck_assert_str_eq(chosen(&f, k)->desc, "1");
		ck_assert_int_eq(chosen(&f, k)->loss, 0);
	}
	assert_priorities_kept(&f);
	ck_assert_str_eq(id(&f, U(&f, "Wagner")->hex), "4908");
	ck_assert_int_eq(U(&f, "Wagner")->manpower, 6);
	ck_assert(U(&f, "Wagner")->disorganized);
	ck_assert_int_eq(U(&f, "Wagner")->fatigue, 4);
	ck_assert_int_eq(U(&f, "Wagner")->demoralized, 1);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 0);
	/* The advance is what is left to do. */
	ck_assert_int_eq(pending_count(&f), 1);
	ck_assert(node_is(node_get(pending_node(f.g, &f.g->pending.items[0]),
	    "kind"), "advance"));
	fx_done(&f);
	/* "could have retreated two additional hexes past 4908 (using
	 * Retreat Chart 2)". */
	fx_load(&f, WAGNER_ROUTS);
	fx_retreat(&f, NULL, 6, 0);
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1,2,2");
	ck_assert_int_eq(strncmp(fx_path(&f), "4710,4709,4808,4908,", 20), 0);
	ck_assert_int_eq(f.r.loss, 0);
	fx_done(&f);
	/* The player's path, as the example gives it. */
	fx_load(&f, WAGNER_ROUTS);
	fx_retreat(&f, "4710,4709,4808,4908", 0, 0);
	ck_assert_str_eq(id(&f, U(&f, "Wagner")->hex), "4908");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_5_example_without_roads_takes_priority_2)
{
	struct fx	f;
	int		k;

	/* 4710 is the only hex out of Brown's and Armstrong's ZOC; then
	 * the first more distant hex in direction order, north. */
	fx_load(&f, HASTY_HEAD HASTY_UNITS(WAGNER_AFTER, "fatigue: 2")
	    HASTY_PENDING);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "4710,4709,4708,4707");
	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(f.r.steps[k].chart, 1);
		ck_assert_int_eq(chosen(&f, k)->priority, 2);
		ck_assert_str_eq(chosen(&f, k)->desc, "2");
	}
	ck_assert_str_eq(legal_text(&f, &f.r.steps[0]),
	    "4609:4 4710:2 4711:4 4511:4 4510:5");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_5_example_end_to_end)
{
	static struct combat	c;
	struct fx		f;
	struct dice		d;
	int			rolls[] = { 3, 4, 2 };

	fx_load(&f, HASTY_HEAD HASTY_ROADS HASTY_UNITS("manpower: 7, "
	    "fatigue: 1", "fatigue: 1"));
	memset(&c, 0, sizeof(c));
	ck_assert_int_eq(combat_prepare(f.g, &c, "Brown", "4610",
	    ATTACK_HASTY), 0);
	dice_init(&d, f.g, rolls, 3, false, 0);
	ck_assert_int_eq(combat_roll(f.g, &c, &d), 0);
	ck_assert_str_eq(c.result_defender, "1DR");
	ck_assert_int_eq(combat_apply(f.g, &c, &d, NULL, 0, NULL, 0), 0);
	dice_free(&d);
	/* What gcacw-combat left is what gcacw-retreat reads. */
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "4710,4709,4808,4908");
	ck_assert_int_eq(U(&f, "Wagner")->manpower, 6);
	ck_assert_int_eq(fx_advance(&f, NULL, 0), 0);
	/* "He does so, accompanied by Cheatham." */
	ck_assert_str_eq(id(&f, U(&f, "Brown")->hex), "4610");
	ck_assert_int_eq(L(&f, "Cheatham")->with, unit_index(&f, "Brown"));
	ck_assert_int_eq(pending_count(&f), 0);
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* 7.6 Advance After Combat, and declining an option. */

#define AFTER_ROUT	HASTY_HEAD HASTY_ROADS \
	"units:\n" \
	"  Wagner: {side: usa, type: infantry, hex: '%s', manpower: 6}\n" \
	"  Brown: {side: csa, type: infantry, command: [Cheatham], hex: " \
	"'4611', manpower: 8, entrenchment: abatis}\n" \
	"  Armstrong: {side: csa, type: infantry, hex: '4510', manpower: 2}\n" \
	"leaders:\n" \
	"  Cheatham: {side: csa, rank: division, leads: Cheatham, with: " \
	"Brown}\n" \
	"pending:\n" \
	"- {kind: advance, rule: '7.6', units: [Brown], from: '4611', " \
	"into: '4610', optional: true}\n"

/* The advance after combat pending, Wagner in `wagner`. */
static void
fx_after_rout(struct fx *f, const char *wagner)
{
	fx_loadf(f, AFTER_ROUT, wagner);
}

START_TEST(test_7_6_advance_into_the_vacated_hex)
{
	static const char *const brown = "Brown";
	struct fx f;

	fx_after_rout(&f, "4908");
	ck_assert_int_eq(fx_advance(&f, NULL, 0), 0);
	ck_assert_str_eq(id(&f, U(&f, "Brown")->hex), "4610");
	ck_assert_int_eq(L(&f, "Cheatham")->with, unit_index(&f, "Brown"));
	ck_assert_int_eq(U(&f, "Brown")->entrenchment, E_NONE);
	ck_assert_str_eq(id(&f, U(&f, "Armstrong")->hex), "4510");
	ck_assert_int_eq(pending_count(&f), 0);
	ck_assert(node_is(log_get(&f, "op"), "advance"));
	ck_assert_str_eq(log_get(&f, "into")->str, "4610");
	fx_done(&f);
	/* Naming the units. */
	fx_after_rout(&f, "4908");
	ck_assert_int_eq(fx_advance(&f, &brown, 1), 0);
	ck_assert_str_eq(id(&f, U(&f, "Brown")->hex), "4610");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_advance_refused_while_the_hex_is_held)
{
	struct fx f;

	fx_after_rout(&f, "4610");
	ck_assert_int_eq(fx_advance(&f, NULL, 0), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "4610 is still held by "
	    "Wagner"));
	ck_assert_str_eq(id(&f, U(&f, "Brown")->hex), "4611");
	ck_assert_int_eq(pending_count(&f), 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_advance_only_by_the_units_of_the_result)
{
	struct fx	 f;
	const char	*armstrong[] = { "Armstrong" };

	fx_after_rout(&f, "4908");
	ck_assert_int_eq(fx_advance(&f, armstrong, 1), ST_USAGE);
	fx_done(&f);
	/* An advance pending is not a retreat. */
	fx_after_rout(&f, "4908");
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, false, NULL, 0),
	    ST_USAGE);
	fx_done(&f);
}
END_TEST

#define ADVANCE_PONTOON(brown) HEAD \
	"markers: {pontoon_bridges: [{hexside: 4610/4609, owner: usa}]}\n" \
	"map:\n  terrain: clear\n  hexsides:\n    4610/4609: [minor-river]\n" \
	"units:\n" \
	"  Wagner: {side: usa, type: infantry, hex: '4908', manpower: 6}\n" \
	"  Brown: {side: csa, type: infantry, hex: '4611', " brown "}\n" \
	"pending:\n" \
	"- {kind: advance, rule: '7.6', units: [Brown], from: '4611', " \
	"into: '4610', optional: true}\n"

START_TEST(test_10_2_advance_destroys_an_enemy_pontoon_bridge)
{
	/* 10.2: "until an undemoralized enemy unit with a Combat value of 5
	 * or more ... ends a march, retreat, or advance after combat in one
	 * of the two hexes connected by the bridge". */
	static const struct {
		const char	*yaml;
		const char	*brown;	/* his hex after; NULL: not asked */
		int		 left;	/* pontoon bridges */
	} cases[] = {
	{ ADVANCE_PONTOON("manpower: 8"), "4610", 0 },
	{ ADVANCE_PONTOON("manpower: 8, demoralized: 1"), NULL, 1 },
	{ ADVANCE_PONTOON("manpower: 4"), NULL, 1 },
	};
	struct fx	f;
	size_t		i;

	for (i = 0; i < nitems(cases); i++) {
		fx_load(&f, cases[i].yaml);
		ck_assert_int_eq(fx_advance(&f, NULL, 0), 0);
		if (cases[i].brown != NULL)
			ck_assert_str_eq(id(&f, U(&f, "Brown")->hex),
			    cases[i].brown);
		ck_assert_int_eq(f.g->markers.npontoons, cases[i].left);
		fx_done(&f);
	}
}
END_TEST

START_TEST(test_7_6_decline_an_option)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ .units = VOL_UNITS,
	    .tail = VOLUNTARY(1) });
	ck_assert_int_eq(decline(f.g, &(struct retreat){ 0 }), 0);
	ck_assert_int_eq(pending_count(&f), 0);
	ck_assert(node_is(log_get(&f, "op"), "decline"));
	/* Nothing moved, no fatigue. */
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1010");
	ck_assert_int_eq(U(&f, "D")->fatigue, 1);
	fx_done(&f);
	fx_after_rout(&f, "4908");
	ck_assert_int_eq(decline(f.g, &(struct retreat){ 0 }), 0);
	ck_assert_str_eq(id(&f, U(&f, "Brown")->hex), "4611");
	ck_assert_int_eq(pending_count(&f), 0);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_decline_refused_on_a_required_retreat)
{
	struct fx f;

	fx_case(&f, &(struct rcase){ .tail = ROUT_D });
	ck_assert_int_eq(decline(f.g, &(struct retreat){ 0 }), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&f.t), "the rout is required, "
	    "not an option (7.6)"));
	ck_assert_int_eq(pending_count(&f), 1);
	fx_done(&f);
}
END_TEST

/* ---------------------------------------------------------------- */
/* The log entry (DESIGN.md section 4). */

START_TEST(test_dsgn4_retreat_log_entry)
{
	struct fx		 f;
	const struct node	*p, *s;

	fx_case(&f, &(struct rcase){ 0 });
	fx_retreat(&f, NULL, 0, 0);
	ck_assert(node_is(log_get(&f, "op"), "retreat"));
	ck_assert(node_is(log_get(&f, "turn"), "1"));
	ck_assert(node_is(log_get(&f, "kind"), "retreat"));
	ck_assert_int_eq(log_get(&f, "units")->n, 1);
	ck_assert(node_is(log_get(&f, "units")->items[0], "D"));
	ck_assert(node_is(log_get(&f, "from"), "1010"));
	ck_assert(node_is(log_get(&f, "enemy"), "1011"));
	p = log_get(&f, "path");
	ck_assert_int_eq(p->n, 2);
	ck_assert(node_is(p->items[0], "1009"));
	ck_assert(node_is(p->items[1], "1008"));
	ck_assert(node_is(log_get(&f, "chosen"), "true"));
	s = log_get(&f, "steps");
	ck_assert_int_eq(s->n, 2);
	ck_assert(node_is(node_get(s->items[0], "chart"), "1"));
	ck_assert(node_is(node_get(s->items[0], "priority"), "2"));
	ck_assert(node_is(node_get(s->items[0], "description"), "2"));
	ck_assert(node_is(node_get(s->items[1], "chart"), "2"));
	ck_assert(node_is(node_get(node_get(s->items[0], "legal"), "1111"),
	    "4"));
	ck_assert_int_eq(log_get(&f, "losses")->n, 0);
	ck_assert_ptr_null(log_get(&f, "surrender"));
	ck_assert_ptr_null(log_get(&f, "override"));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_explain_each_step)
{
	struct fx	 f;
	char		*text = NULL;
	size_t		 len = 0;
	FILE		*out;

	fx_load(&f, WAGNER_ROUTS);
	fx_retreat(&f, NULL, 0, 0);
	out = open_memstream(&text, &len);
	ck_assert_ptr_nonnull(out);
	retreat_explain(f.g, &f.r, out);
	fclose(out);
	ck_assert_ptr_nonnull(strstr(text, "Rout of Wagner from 4610, 4 to 6 "
	    "hexes, away from Brown in 4611 (7.6)."));
	ck_assert_ptr_nonnull(strstr(text, "Hex 1, Retreat Chart 1 (one of "
	    "the first four hexes of a rout, leaving an enemy ZOC):"));
	/* Each hex says why its chart applies. */
	ck_assert_ptr_nonnull(strstr(text, "Hex 4, Retreat Chart 1 (one of "
	    "the first four hexes of a rout):"));
	ck_assert_ptr_nonnull(strstr(text, "4710 priority 1 (description 1"));
	ck_assert_ptr_nonnull(strstr(text, "enters 4908."));
	ck_assert_ptr_nonnull(strstr(text, "The chosen path: 4 hexes, a loss "
	    "of 0 manpower for each unit."));
	free(text);
	fx_done(&f);
}
END_TEST

/*
 * The search against the exhaustive walk it replaced: the walk below is
 * the old search of retreat.c, every path in the map's
 * direction order kept when strictly better, without its guard on the
 * time taken (a position it would take too long over is skipped and
 * counted).  Both must choose the same path, step for step, on every
 * generated position, length and override.
 */
#define WALK_MAXVISITS	100000L

struct walk {
	struct game		*g;
	struct retreat		*r;
	int			 hexes;
	bool			 may_override;
	struct retreat_step	 cur[RETREAT_MAXSTEPS];
	struct retreat_step	 best[RETREAT_MAXSTEPS];
	int			 nbest, best_loss, best_road;
	int			 best_override;
	bool			 best_extended, found, cut;
	long			 visits;
};

static bool
walk_may_end(struct game *g, const struct retreat *r, hex_t h, int entered)
{
	if (entered < 1 || game_occupied_by(g, h, side_enemy(r->side)))
		return false;
	return r->kind == RK_VOLUNTARY || !hex_adjacent(h, r->start);
}

static bool
walk_better(const struct walk *s, int n, int loss, int road, int ovr,
    bool ext)
{
	if (!s->found)
		return true;
	if ((ovr != 0) != (s->best_override != 0))
		return ovr == 0;
	if (ext != s->best_extended)
		return !ext;
	if (loss != s->best_loss)
		return loss < s->best_loss;
	if (n != s->nbest)
		return n < s->nbest;
	return road > s->best_road;
}

static void
walk_consider(struct walk *s, int n, hex_t at)
{
	int	i, loss = 0, road = 0, ovr = 0;
	bool	ext = false;

	if (!walk_may_end(s->g, s->r, at, n))
		return;
	if (s->hexes > 0 && n != s->hexes && !s->cur[n - 1].extension)
		return;
	for (i = 0; i < n; i++) {
		const struct retreat_option *o =
		    &s->cur[i].legal[s->cur[i].chosen];

		loss += o->loss;
		road += o->road;
		if (s->cur[i].override)
			ovr = i + 1;
		ext |= s->cur[i].extension;
	}
	if (!walk_better(s, n, loss, road, ovr, ext))
		return;
	memcpy(s->best, s->cur, (size_t)n * sizeof(s->cur[0]));
	s->nbest = n;
	s->best_loss = loss;
	s->best_road = road;
	s->best_override = ovr;
	s->best_extended = ext;
	s->found = true;
}

static void
walk(struct walk *s, hex_t at, int entered, hex_t *visited, bool used)
{
	struct retreat_step	*st;
	int			 i, want;
	int			 cap = s->hexes > 0 ? s->hexes : s->r->max;
	bool			 extension = false;

	if (++s->visits > WALK_MAXVISITS)
		return;
	if (entered >= s->r->min && (entered <= cap ||
	    s->cur[entered - 1].extension))
		walk_consider(s, entered, at);
	if (entered >= cap) {
		if (!game_occupied_by(s->g, at, side_enemy(s->r->side)))
			return;
		if (entered >= RETREAT_MAXSTEPS) {
			s->cut = true;
			return;
		}
		extension = true;
	}
	if (entered >= RETREAT_MAXSTEPS)
		return;
	st = &s->cur[entered];
	retreat_options(s->g, s->r, at, entered, visited, entered + 1, st);
	st->extension = extension;
	want = best_priority(st);
	for (i = 0; i < st->nlegal; i++) {
		bool over = st->legal[i].priority != want;

		if (over && (used || !s->may_override))
			continue;
		st->chosen = i;
		st->to = st->legal[i].hex;
		st->override = over;
		visited[entered + 1] = st->to;
		walk(s, st->to, entered + 1, visited, used || over);
	}
}

/* The old search on r; -1 when it took too long, else found. */
static int
walk_choose(struct game *g, struct retreat *r, int hexes, bool may_override,
    bool *cut)
{
	struct walk	*s = calloc(1, sizeof(*s));
	hex_t		 visited[RETREAT_MAXSTEPS + 2];
	int		 found;

	ck_assert_ptr_nonnull(s);
	s->g = g;
	s->r = r;
	s->hexes = hexes;
	s->may_override = may_override;
	visited[0] = r->start;
	walk(s, r->start, 0, visited, false);
	if (s->visits > WALK_MAXVISITS) {
		free(s);
		return -1;
	}
	if ((found = s->found)) {
		memcpy(r->steps, s->best,
		    (size_t)s->nbest * sizeof(s->best[0]));
		r->nsteps = s->nbest;
		r->override_step = s->best_override;
		r->extended = s->best_extended;
		r->loss = s->best_loss;
	}
	*cut = !found && s->cut;
	free(s);
	return found;
}

/* A small generator, the same positions on every run. */
static unsigned long diff_seed;

static int
diff_rand(int n)
{
	diff_seed = diff_seed * 6364136223846793005UL + 1442695040888963407UL;
	return (int)((diff_seed >> 33) % (unsigned long)n);
}

/*
 * Position i: D (usa) in 2020 and the active enemy unit E next to it;
 * enemy units, friendly units, rough ground, mountains, water and
 * swamps scattered within six hexes; roads, trails, rivers with fords
 * and bridges, creeks; rain or not; a retreat, a rout, a voluntary
 * retreat or a cavalry retreat.  The denser the enemy, the more paths
 * go on past their maximum.
 */
static void
diff_position(struct fx *f, int i, char *yaml, size_t len)
{
	static const char *const terrain[] = { "rough", "woods", "mountain",
	    "swamp", "water", "city" };
	static const char *const side[] = { "[road]", "[trail]",
	    "[minor-river]", "[minor-river, ford]", "[major-river, bridge]",
	    "[creek]", "[road, creek]" };
	static const int kmin[] = { 2, 4, 1, 4 }, kmax[] = { 4, 6, 4, 6 };
	char	 hexes[4096] = "", sides[4096] = "", units[16384] = "";
	char	 id[16], id2[16];
	hex_t	 start, enemy, n[6], h;
	size_t	 a = 0, b = 0, c = 0;
	char	 terr[32][32];
	int	 dense, rough, k, j, d, col, row, t;
	bool	 rain;

	memset(f, 0, sizeof(*f));
	diff_seed = 0x9e3779b97f4a7c15UL ^ (unsigned long)i * 2654435761UL;
	dense = (int[]){ 0, 5, 15, 30, 55, 75 }[diff_rand(6)];
	rough = (int[]){ 5, 20, 35, 50 }[diff_rand(4)];
	k = diff_rand(4);
	d = diff_rand(6);
	rain = diff_rand(4) == 0;
	/* The map's hexes first: the neighbours come from a first load. */
	ck_assert_int_lt(snprintf(yaml, len, "%smap: {terrain: clear}\n"
	    "units:\n  D: {side: usa, type: infantry, manpower: 9, hex: "
	    "'2020'}\n", HEAD), (int)len);
	f->g = tg_load_ok(&f->t, yaml);
	start = H(f, "2020");
	hex_neighbours(start, n);
	enemy = n[d];	/* E next to D, in direction d */
	memset(terr, 0, sizeof(terr));
	for (col = 14; col <= 26; col++)
		for (row = 14; row <= 26; row++) {
			snprintf(id, sizeof(id), "%02d%02d", col, row);
			h = H(f, id);
			/* None next to D: E stands there. */
			if (hex_distance(h, start) <= 1 ||
			    diff_rand(100) >= rough)
				continue;
			t = rough >= 35 && diff_rand(2) ? 2 + 2 *
			    diff_rand(2) : diff_rand(6);	/* mountain, water */
			terr[col][row] = (char)(t + 1);
			a += (size_t)snprintf(hexes + a, sizeof(hexes) - a,
			    "%s'%s': %s", a ? ", " : "", id, terrain[t]);
		}
	ck_assert_uint_lt(a, sizeof(hexes));
	for (col = 14; col <= 26; col++)
		for (row = 14; row <= 26; row++) {
			snprintf(id, sizeof(id), "%02d%02d", col, row);
			h = H(f, id);
			if (h == start)
				continue;
			if (terr[col][row] == 5)	/* water */
				;
			else if (h == enemy || diff_rand(100) < dense)
				c += (size_t)snprintf(units + c, sizeof(units) -
				    c, "  %s%s: {side: csa, type: infantry, "
				    "manpower: 3, hex: '%s'}\n", h == enemy ?
				    "E" : "C", h == enemy ? "" : id, id);
			else if (diff_rand(100) < 4)
				c += (size_t)snprintf(units + c, sizeof(units) -
				    c, "  F%s: {side: usa, type: infantry, "
				    "manpower: 3, hex: '%s'}\n", id, id);
			hex_neighbours(h, n);
			for (j = 0; j < 3; j++)
				if (diff_rand(100) < rough / 2) {
					snprintf(id2, sizeof(id2), "%s",
					    id(f, n[j]));
					b += (size_t)snprintf(sides + b,
					    sizeof(sides) - b, "%s%s/%s: %s",
					    b ? ", " : "", id, id2,
					    side[diff_rand(7)]);
				}
		}
	ck_assert_uint_lt(b, sizeof(sides));
	ck_assert_uint_lt(c, sizeof(units));
	fx_done(f);
	ck_assert_int_lt(snprintf(yaml, len, "%smap:\n  terrain: clear\n"
	    "  hexes: {%s}\n  hexsides: {%s}\nunits:\n  D: {side: usa, type: "
	    "%s, manpower: 9, hex: '2020'}\n%s", rain ? HEAD_RAIN : HEAD,
	    hexes, sides, k == 3 ? "cavalry" : "infantry", units), (int)len);
	f->g = tg_load_ok(&f->t, yaml);
	memset(&f->r, 0, sizeof(f->r));
	f->r.kind = k == 3 ? RK_CAVALRY : k == 2 ? RK_VOLUNTARY : k == 1 ?
	    RK_ROUT : RK_RETREAT;
	f->r.side = SIDE_USA;
	f->r.start = start;
	f->r.enemy = enemy;
	f->r.min = kmin[k];
	f->r.max = kmax[k];
	f->r.units = arena_alloc(&f->g->arena, sizeof(*f->r.units));
	f->r.units[0] = U(f, "D");
	f->r.nunits = 1;
}

/* The two answers, the same to the last field a ruling uses. */
static void
diff_same(struct fx *f, int i, int hexes, bool ovr, const struct retreat *a,
    bool fa, bool cuta, const struct retreat *b, bool fb, bool cutb)
{
	int k;

	ck_assert_msg(fa == fb && cuta == cutb, "position %d, hexes %d, "
	    "override %d: found %d/%d, cut %d/%d", i, hexes, ovr, fa, fb,
	    cuta, cutb);
	if (!fa)
		return;
	ck_assert_msg(a->nsteps == b->nsteps && a->loss == b->loss &&
	    a->override_step == b->override_step && a->extended ==
	    b->extended, "position %d, hexes %d, override %d: %d hexes, "
	    "loss %d, override %d, extended %d; the walk %d, %d, %d, %d",
	    i, hexes, ovr, a->nsteps, a->loss, a->override_step, a->extended,
	    b->nsteps, b->loss, b->override_step, b->extended);
	for (k = 0; k < a->nsteps; k++) {
		const struct retreat_step *x = &a->steps[k], *y = &b->steps[k];

		ck_assert_msg(x->to == y->to && x->from == y->from &&
		    x->chosen == y->chosen && x->override == y->override &&
		    x->extension == y->extension && x->chart == y->chart &&
		    x->nlegal == y->nlegal && x->zoc_exit == y->zoc_exit &&
		    memcmp(x->legal, y->legal, (size_t)x->nlegal *
		    sizeof(x->legal[0])) == 0, "position %d, hexes %d, "
		    "override %d: step %d: %s, the walk %s", i, hexes, ovr, k,
		    id(f, x->to), id(f, y->to));
	}
}

/* 300 positions; under the sanitizers, whose run checks memory and not
 * the choice, every sixth of them (CI time: 22 s of ASan). */
#define DIFF_POSITIONS	300
#if defined(__SANITIZE_ADDRESS__)
#define DIFF_STEP	6
#else
#define DIFF_STEP	1
#endif

START_TEST(test_7_6_search_chooses_as_the_exhaustive_walk)
{
	static char	yaml[32768];
	struct fx	f;
	struct retreat	a, b;
	int		i, hexes, o, w, compared = 0, skipped = 0, found = 0;
	int		extended = 0, overridden = 0;
	bool		fa, cuta, cutb;

	for (i = 0; i < DIFF_POSITIONS; i += DIFF_STEP) {
		diff_position(&f, i, yaml, sizeof(yaml));
		for (o = 0; o < 2; o++)
			for (hexes = 0; hexes <= f.r.max; hexes++) {
				if (hexes > 0 && hexes < f.r.min)
					continue;
				a = f.r;
				b = f.r;
				fa = retreat_search(f.g, &a, hexes, o, &cuta);
				w = walk_choose(f.g, &b, hexes, o, &cutb);
				if (w < 0) {
					skipped++;
					continue;
				}
				diff_same(&f, i, hexes, o, &a, fa, cuta, &b,
				    w == 1, cutb);
				compared++;
				found += fa;
				extended += fa && a.extended;
				overridden += fa && a.override_step > 0;
			}
		fx_done(&f);
	}
	/* The positions are varied: most are compared, and among them are
	 * paths found, extended and overridden, and surrenders. */
	ck_assert_msg(skipped * 20 < compared, "%d compared, %d skipped",
	    compared, skipped);
	ck_assert_msg(found + 10 / DIFF_STEP < compared &&
	    extended * DIFF_STEP > 20 && overridden * DIFF_STEP > 10,
	    "%d compared: %d found, %d extended, %d overridden", compared,
	    found, extended, overridden);
}
END_TEST

/* The search against the walk takes 3 s, 25 s under ASan on a busy
 * machine: longer than Check's default when forked. */
CHECK_TESTS_TIMEOUT(retreat, 180)
