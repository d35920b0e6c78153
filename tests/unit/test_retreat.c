/*
 * test_retreat.c — retreats, routs and voluntary retreats (7.6), with
 * the rain and unfordable rivers of 12.0, the bridges of 10.2, the
 * entrenchments of 9.0 and Flanks Refused of 7.8; advance after combat
 * and declining an option; the rout of the 7.5 combat example.
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
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "combat.h"
#include "dice.h"
#include "explain.h"
#include "module.h"
#include "retreat.h"
#include "fixture.h"

#define HEAD		TG_TURN1
#define HEAD_RAIN	TG_TURN1_RAIN
#define D_E	"  D: {side: usa, type: infantry, manpower: 6, hex: '1010'}\n" \
		"  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n"
#define PENDING(kind, units, min, max, more) "pending: [{kind: " kind \
	", rule: '7.6', units: [" units "], from: '1010', min: " #min \
	", max: " #max ", enemy: '1011', enemy_unit: E" more "}]\n"
#define RETREAT_D	PENDING("retreat", "D", 2, 4, "")
#define SIV_D_E	"  D: {side: usa, type: infantry, manpower: 6, hex: S1010}\n" \
		"  E: {side: csa, type: infantry, manpower: 6, hex: S1011}\n"
#define SIV_RETREAT_D "pending: [{kind: retreat, rule: '7.6', units: [D], " \
	"from: S1010, min: 2, max: 4, enemy: S1011, enemy_unit: E}]\n"
#define ROUT_D		PENDING("rout", "D", 4, 6, "")

struct fx {
	struct tg		 t;
	struct game		*g;
	struct retreat		 r;
	struct retreat_step	 st;
	char			 yaml[8192];
};

/* Load a game built from its parts; it must load cleanly. */
static void
fx_make(struct fx *f, const char *head, const char *terrain,
    const char *hexes, const char *hexsides, const char *units,
    const char *tail)
{
	int n;

	memset(f, 0, sizeof(*f));
	n = snprintf(f->yaml, sizeof(f->yaml), "%smap:\n  terrain: %s\n"
	    "  hexes: {%s}\n  hexsides: {%s}\nunits:\n%s%s", head, terrain,
	    hexes, hexsides, units, tail);
	ck_assert_int_lt(n, (int)sizeof(f->yaml));
	f->g = tg_load_ok(&f->t, f->yaml);
}

/* A whole game given as one string. */
static void
fx_load(struct fx *f, const char *yaml)
{
	memset(f, 0, sizeof(*f));
	ck_assert_uint_lt(strlen(yaml), sizeof(f->yaml));
	strcpy(f->yaml, yaml);
	f->g = tg_load_ok(&f->t, f->yaml);
}

static void
fx_done(struct fx *f)
{
	tg_done(&f->t);
}

/*
 * Lookups in f's game and its retreat (fixture.h): a hex by id and the
 * id of a hex, a unit and a leader by name, the path planned
 * ("1009,1008"), the Retreat Charts used along it ("1,2,2"), the option
 * chosen at step k, and the latest log entry's value under a key.
 */
#define H(f, hex)	tg_hex((f)->g, (hex))
#define id(f, h)	tg_hexid((f)->g, (h))
#define U(f, name)	tg_unit((f)->g, (name))
#define L(f, name)	tg_leader((f)->g, (name))
#define fx_path(f)	tg_retreat_path((f)->g, &(f)->r)
#define fx_charts(f)	tg_retreat_charts(&(f)->r)
#define chosen(f, k)	tg_retreat_chosen(&(f)->r, (k))
#define log_get(f, key)	node_get(tg_last_log((f)->g), (key))

static int
unit_index(struct fx *f, const char *name)
{
	return (int)(U(f, name) - f->g->units);
}

/* The first pending entry, as the tool reads it without options. */
static void
fx_pending(struct fx *f)
{
	int st = retreat_from_pending(f->g, &f->r, false, NULL, 0);

	ck_assert_msg(st == 0, "retreat_from_pending: %d\n%s", st,
	    tg_errors(&f->t));
}

/* "1009,1008" into hexes; returns the count. */
static int
parse_path(struct fx *f, const char *csv, hex_t *out)
{
	char	buf[256], *p, *save = NULL;
	int	n = 0;

	if (csv == NULL)
		return 0;
	ck_assert_uint_lt(strlen(csv), sizeof(buf));
	strcpy(buf, csv);
	for (p = strtok_r(buf, ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save)) {
		ck_assert_int_lt(n, RETREAT_MAXSTEPS + 1);
		out[n++] = H(f, p);
	}
	return n;
}

/* retreat_plan with a --path (NULL: chosen), --hexes, --override. */
static int
fx_plan(struct fx *f, const char *path, int hexes, int override)
{
	hex_t	p[RETREAT_MAXSTEPS + 1];
	int	n = parse_path(f, path, p);

	return retreat_plan(f->g, &f->r, p, n, hexes, override);
}

/* The pending retreat, planned and carried out; both must succeed. */
static void
fx_retreat(struct fx *f, const char *path, int hexes, int override)
{
	int st;

	fx_pending(f);
	st = fx_plan(f, path, hexes, override);
	ck_assert_msg(st == 0, "retreat_plan: %d\n%s", st, tg_errors(&f->t));
	st = retreat_apply(f->g, &f->r);
	ck_assert_msg(st == 0, "retreat_apply: %d\n%s", st, tg_errors(&f->t));
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

/* One option of a step, "desc:priority:loss", or NULL when not legal. */
static const char *
option_text(struct fx *f, const struct retreat_step *s, const char *hex)
{
	static char	buf[4][32];
	static int	k;
	hex_t		h = H(f, hex);
	int		i;

	for (i = 0; i < s->nlegal; i++)
		if (s->legal[i].hex == h) {
			k = (k + 1) % 4;
			snprintf(buf[k], sizeof(buf[k]), "%s:%d:%d",
			    s->legal[i].desc, s->legal[i].priority,
			    s->legal[i].loss);
			return buf[k];
		}
	return NULL;
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

/* 7.6 Retreat Priorities: every hex of the path is of the lowest
 * priority legal at its step (unless it is the one override). */
static void
assert_priorities_kept(struct fx *f)
{
	int k, i, best;

	for (k = 0; k < f->r.nsteps; k++) {
		const struct retreat_step *s = &f->r.steps[k];

		best = 99;
		for (i = 0; i < s->nlegal; i++)
			if (s->legal[i].priority < best)
				best = s->legal[i].priority;
		if (!s->override)
			ck_assert_msg(chosen(f, k)->priority == best,
			    "step %d enters %s of priority %d; %d was legal",
			    k + 1, id(f, s->to), chosen(f, k)->priority, best);
	}
}

static int
pending_count(struct fx *f)
{
	return f->g->pending.n;
}

/*
 * The option `hex` at the first step of D's retreat in the game given
 * ("desc:priority:loss", or NULL for not legal).
 */
static void
expect_first(const char *head, const char *terrain, const char *hexes,
    const char *hexsides, const char *units, const char *tail,
    const char *hex, const char *want)
{
	struct fx	 f;
	const char	*got;

	fx_make(&f, head, terrain, hexes, hexsides, units, tail);
	fx_pending(&f);
	got = option_text(&f, fx_opts(&f, id(&f, f.r.start), 0, NULL), hex);
	if (want == NULL)
		ck_assert_msg(got == NULL, "%s is legal (%s), it should not "
		    "be:\n%s", hex, got, f.yaml);
	else
		ck_assert_msg(got != NULL && strcmp(got, want) == 0,
		    "%s is %s, expected %s:\n%s", hex, got != NULL ? got :
		    "not legal", want, f.yaml);
	fx_done(&f);
}

/* The same on the standard fixture: D in 1010, E in 1011, a retreat. */
static void
expect_std(const char *head, const char *hexes, const char *hexsides,
    const char *hex, const char *want)
{
	expect_first(head, "clear", hexes, hexsides, D_E, RETREAT_D, hex,
	    want);
}

/*
 * A --path refused (exit 1) with a message holding `why`, and nothing
 * changed.
 */
static void
expect_refused(const char *head, const char *terrain, const char *hexes,
    const char *hexsides, const char *units, const char *tail,
    const char *path, const char *why)
{
	struct fx	f;
	int		st;

	fx_make(&f, head, terrain, hexes, hexsides, units, tail);
	fx_pending(&f);
	st = fx_plan(&f, path, 0, 0);
	ck_assert_msg(st == ST_REFUSED, "--path %s: status %d, expected 1",
	    path, st);
	ck_assert_msg(strstr(tg_errors(&f.t), why) != NULL, "--path %s: "
	    "'%s' is not in:\n%s", path, why, tg_errors(&f.t));
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 1);
	ck_assert_int_eq(pending_count(&f), 1);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1010");
	fx_done(&f);
}

/* ---------------------------------------------------------------- */
/* 7.6 Retreat Restrictions, each alone. */

START_TEST(test_7_6_open_map_options_from_the_start)
{
	struct fx f;

	/* The fixture itself: three more distant hexes (priority 2, no
	 * road), two in E's ZOC not more distant (4b), E's hex never. */
	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
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
	static const char *const roads[] = { "road", "pike", "trail",
	    "railroad" };
	char	side[64];
	size_t	i;

	expect_std(HEAD, "'1009': mountain", "", "1009", NULL);
	expect_refused(HEAD, "clear", "'1009': mountain", "", D_E, RETREAT_D,
	    "1009,1008", "--path[0]: 1009 may not be entered from 1010: a "
	    "mountain or swamp hex, entered or left only by road, pike, "
	    "trail or RR (7.6)");
	for (i = 0; i < sizeof(roads) / sizeof(roads[0]); i++) {
		snprintf(side, sizeof(side), "1010/1009: [%s]", roads[i]);
		expect_std(HEAD, "'1009': mountain", side, "1009", "1:1:0");
	}
}
END_TEST

START_TEST(test_7_6_mountain_left_only_across_a_road)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "'1010': mountain", "1010/1110: [trail]",
	    D_E, RETREAT_D);
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1010", 0, NULL)),
	    "1110:1");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_swamp_entered_only_across_a_road)
{
	expect_std(HEAD, "'1009': swamp", "", "1009", NULL);
	expect_std(HEAD, "'1009': swamp", "1009/1010: [road]", "1009",
	    "1:1:0");
	expect_std(HEAD, "'1010': swamp", "", "1110", NULL);
	expect_std(HEAD, "'1010': swamp", "1010/1110: [pike]", "1110",
	    "1:1:0");
}
END_TEST

START_TEST(test_12_0_provisional_swamp_restricts_only_in_rain)
{
	expect_std(HEAD, "'1009': provisional-swamp", "", "1009", "2:2:0");
	expect_std(HEAD_RAIN, "'1009': provisional-swamp", "", "1009", NULL);
	expect_std(HEAD_RAIN, "'1009': provisional-swamp",
	    "1010/1009: [road]", "1009", "1:1:0");
}
END_TEST

START_TEST(test_7_6_river_crossed_only_at_a_crossing)
{
	expect_std(HEAD, "", "1010/1009: [minor-river]", "1009", NULL);
	expect_std(HEAD, "", "1010/1009: [major-river]", "1009", NULL);
	expect_refused(HEAD, "clear", "", "1010/1009: [minor-river]", D_E,
	    RETREAT_D, "1009,1008", "--path[0]: 1009 may not be entered from "
	    "1010: a river crossed only at a bridge, dam, ferry or ford "
	    "(7.6); legal hexes: 1110 (priority 2, the lowest), 1111 "
	    "(priority 4), 0911 (priority 4), 0910 (priority 2, the "
	    "lowest)");
}
END_TEST

START_TEST(test_7_6_river_crossed_at_each_crossing)
{
	static const char *const rivers[] = { "minor-river", "major-river" };
	static const char *const crossings[] = { "ford", "bridge", "ferry",
	    "dam" };
	char	side[64];
	size_t	i, j;

	for (i = 0; i < 2; i++)
		for (j = 0; j < 4; j++) {
			snprintf(side, sizeof(side), "1010/1009: [%s, %s]",
			    rivers[i], crossings[j]);
			expect_std(HEAD, "", side, "1009", "2:2:0");
		}
}
END_TEST

START_TEST(test_7_6_12_0_no_ford_in_rain)
{
	expect_std(HEAD_RAIN, "", "1010/1009: [minor-river, ford]", "1009",
	    NULL);
	expect_std(HEAD_RAIN, "", "1010/1009: [major-river, ford, road]",
	    "1009", NULL);
	expect_refused(HEAD_RAIN, "clear", "", "1010/1009: [minor-river, "
	    "ford]", D_E, RETREAT_D, "1009,1008", "1009 may not be entered "
	    "from 1010: no retreat crosses a ford in rain (7.6, 12.0)");
	/* Bridges, ferries and dams serve in rain. */
	expect_std(HEAD_RAIN, "", "1010/1009: [minor-river, bridge]", "1009",
	    "2:2:0");
	expect_std(HEAD_RAIN, "", "1010/1009: [major-river, ferry]", "1009",
	    "2:2:0");
	expect_std(HEAD_RAIN, "", "1010/1009: [minor-river, dam]", "1009",
	    "2:2:0");
}
END_TEST

START_TEST(test_7_6_12_0_no_creek_without_road_in_rain)
{
	expect_std(HEAD, "", "1010/1009: [creek]", "1009", "2:2:0");
	expect_std(HEAD_RAIN, "", "1010/1009: [creek]", "1009", NULL);
	expect_refused(HEAD_RAIN, "clear", "", "1010/1009: [creek]", D_E,
	    RETREAT_D, "1009,1008", "1009 may not be entered from 1010: a "
	    "creek with no road, in rain (7.6, 12.0)");
	expect_std(HEAD_RAIN, "", "1010/1009: [creek, road]", "1009",
	    "1:1:0");
	expect_std(HEAD_RAIN, "", "1010/1009: [creek, trail]", "1009",
	    "1:1:0");
	/* 12.0: a city hex on either side opens the creek; it also counts
	 * as a road hexside (7.6), hence priority 1. */
	expect_std(HEAD_RAIN, "'1009': city", "1010/1009: [creek]", "1009",
	    "1:1:0");
	expect_std(HEAD_RAIN, "'1010': city", "1010/1009: [creek]", "1009",
	    "1:1:0");
}
END_TEST

START_TEST(test_12_0_unfordable_rivers_close_their_fords)
{
	static const char minor[] = HEAD "unfordable: {minor: 2, major: 0}\n";
	static const char major[] = HEAD "unfordable: {minor: 0, major: 1}\n";
	static const char over[] = TG_STD "turn: 3\nrain: false\n"
	    "unfordable: {minor: 2, major: 2}\n";

	expect_std(minor, "", "1010/1009: [minor-river, ford]", "1009", NULL);
	expect_std(minor, "", "1010/1009: [major-river, ford]", "1009",
	    "2:2:0");
	expect_std(major, "", "1010/1009: [major-river, ford]", "1009", NULL);
	expect_std(major, "", "1010/1009: [minor-river, ford]", "1009",
	    "2:2:0");
	expect_refused(minor, "clear", "", "1010/1009: [minor-river, ford]",
	    D_E, RETREAT_D, "1009,1008", "1009 may not be entered from 1010: "
	    "the river is unfordable this turn (12.0)");
	/* A bridge is no ford. */
	expect_std(minor, "", "1010/1009: [minor-river, bridge]", "1009",
	    "2:2:0");
	/* The marker's box is past: fordable again. */
	expect_std(over, "", "1010/1009: [minor-river, ford]", "1009",
	    "2:2:0");
}
END_TEST

START_TEST(test_10_2_enemy_pontoon_bridge_not_crossed)
{
	expect_std(HEAD "markers: {pontoon_bridges: [{hexside: 1010/1009, "
	    "owner: csa}]}\n", "", "1010/1009: [minor-river]", "1009", NULL);
	expect_refused(HEAD "markers: {pontoon_bridges: [{hexside: 1010/1009, "
	    "owner: csa}]}\n", "clear", "", "1010/1009: [major-river]", D_E,
	    RETREAT_D, "1009,1008", "1009 may not be entered from 1010: the "
	    "enemy's pontoon bridge may not be crossed (10.2)");
	/* Its own pontoon bridge the retreating side crosses. */
	expect_std(HEAD "markers: {pontoon_bridges: [{hexside: 1010/1009, "
	    "owner: usa}]}\n", "", "1010/1009: [minor-river]", "1009",
	    "2:2:0");
}
END_TEST

START_TEST(test_10_2_destroyed_minor_river_bridge_is_a_ford)
{
	static const char destroyed[] = HEAD
	    "markers: {destroyed: [1010/1009]}\n";
	static const char destroyed_rain[] = HEAD_RAIN
	    "markers: {destroyed: [1010/1009]}\n";

	expect_std(destroyed, "", "1010/1009: [minor-river, bridge]", "1009",
	    "2:2:0");
	expect_std(destroyed, "", "1010/1009: [minor-river, ferry]", "1009",
	    "2:2:0");
	/* A ford, so not in rain (12.0). */
	expect_std(destroyed_rain, "", "1010/1009: [minor-river, bridge]",
	    "1009", NULL);
}
END_TEST

START_TEST(test_10_2_destroyed_major_river_bridge_leaves_nothing)
{
	static const char destroyed[] = HEAD
	    "markers: {destroyed: [1010/1009]}\n";

	expect_std(destroyed, "", "1010/1009: [major-river, bridge]", "1009",
	    NULL);
	/* Standard rules: a destroyed major-river ferry leaves no ford. */
	expect_std(destroyed, "", "1010/1009: [major-river, ferry]", "1009",
	    NULL);
	expect_refused(destroyed, "clear", "", "1010/1009: [major-river, "
	    "bridge]", D_E, RETREAT_D, "1009,1008", "1009 may not be entered "
	    "from 1010: the bridge or ferry is destroyed and leaves no ford on "
	    "a major river (10.2)");
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
	expect_first(siv, "clear", "", "S1010/S1009: [major-river, ferry]",
	    SIV_D_E, SIV_RETREAT_D, "S1009", "2:2:0");
	expect_first(siv_rain, "clear", "", "S1010/S1009: [major-river, "
	    "ferry]", SIV_D_E, SIV_RETREAT_D, "S1009", NULL);
	/* A destroyed major-river bridge leaves nothing, even in SIV. */
	expect_first(siv, "clear", "", "S1010/S1009: [major-river, bridge]",
	    SIV_D_E, SIV_RETREAT_D, "S1009", NULL);
}
END_TEST

START_TEST(test_7_6_never_off_the_map)
{
	struct fx f;

	/* Row 9 is off the map; 1110 and 0910 (row 10) are on it. */
	fx_make(&f, HEAD, "clear\n  bounds: {cols: [1, 58], rows: [10, 34]}",
	    "", "", D_E, RETREAT_D);
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
	static const char water[] = "'1009': water, '1110': water, "
	    "'0910': water";
	struct fx f;

	fx_make(&f, HEAD, "clear", water, "", D_E, RETREAT_D);
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1010", 0, NULL)),
	    "1111:4 0911:4");
	ck_assert_ptr_null(option_of(&f, fx_opts(&f, "1111", 1, "1111"),
	    "1010"));
	ck_assert_ptr_nonnull(option_of(&f, &f.st, "1112"));
	fx_done(&f);
	expect_refused(HEAD, "clear", water, "", D_E, RETREAT_D,
	    "1111,1010", "--path[1]: 1010 may not be entered from 1111: the "
	    "hex the retreat began in (7.6)");
}
END_TEST

START_TEST(test_7_6_never_the_same_hex_twice)
{
	/* Around E at one hex: 1111 and 1112 are both one hex from 1011, so
	 * 1111 is no closer from 1112; only having entered it forbids it. */
	static const char water[] = "'1009': water, '1110': water, "
	    "'0910': water, '1210': water, '1211': water";
	struct fx f;

	fx_make(&f, HEAD, "clear", water, "", D_E, RETREAT_D);
	fx_pending(&f);
	ck_assert_ptr_nonnull(option_of(&f, fx_opts(&f, "1112", 2, "1112"),
	    "1111"));
	ck_assert_ptr_null(option_of(&f, fx_opts(&f, "1112", 2,
	    "1111,1112"), "1111"));
	fx_done(&f);
	expect_refused(HEAD, "clear", water, "", D_E, RETREAT_D,
	    "1111,1112,1111", "--path[2]: 1111 may not be entered from 1112: "
	    "already entered in this retreat (7.6)");
}
END_TEST

/*
 * A corridor: 1010 -> 1110 -> 1009 -> 1008 -> 1007, everything else
 * water, and a water hexside between 1010 and 1009.  The second hex,
 * 1009, is next to the start: a two-hex retreat would end adjacent.
 */
#define CORRIDOR_ADJ	"'1010': clear, '1011': clear, '1110': clear, " \
	"'1009': clear, '1008': clear, '1007': clear"

START_TEST(test_7_6_not_ending_adjacent_to_the_start)
{
	struct fx f;

	fx_make(&f, HEAD, "water", CORRIDOR_ADJ, "1010/1009: [water]", D_E,
	    RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1110,1009,1008");
	ck_assert_str_eq(fx_charts(&f), "1,2,2");
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1008");
	fx_done(&f);
	expect_refused(HEAD, "water", CORRIDOR_ADJ, "1010/1009: [water]", D_E,
	    RETREAT_D, "1110,1009", "--path: the retreat may not end in 1009, "
	    "next to the hex it began in (7.6)");
	/* Open ground: the same rule. */
	expect_refused(HEAD, "clear", "", "", D_E, RETREAT_D, "1009,1110",
	    "--path: the retreat may not end in 1110, next to the hex it "
	    "began in (7.6)");
}
END_TEST

START_TEST(test_7_6_never_closer_to_the_active_enemy_unit)
{
	struct fx f;

	/* From 1110 (two hexes from E), 1111 is one: closer. */
	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	fx_pending(&f);
	ck_assert_str_eq(legal_text(&f, fx_opts(&f, "1110", 1, "1110")),
	    "1109:1 1209:1 1210:1 1009:1");
	fx_done(&f);
	expect_refused(HEAD, "clear", "", "", D_E, RETREAT_D, "1110,1111",
	    "--path[1]: 1111 may not be entered from 1110: closer to the "
	    "active enemy unit (7.6)");
}
END_TEST

START_TEST(test_7_6_never_into_the_active_enemy_units_hex)
{
	expect_std(HEAD, "", "", "1011", NULL);
	expect_refused(HEAD, "clear", "", "", D_E, RETREAT_D, "1011,1012",
	    "--path[0]: 1011 may not be entered from 1010: the active enemy "
	    "unit's hex (7.6)");
}
END_TEST

START_TEST(test_6_2_never_into_water)
{
	expect_std(HEAD, "'1009': water", "", "1009", NULL);
	expect_std(HEAD, "", "1010/1009: [water]", "1009", NULL);
	expect_refused(HEAD, "clear", "'1009': water", "", D_E, RETREAT_D,
	    "1009,1008", "--path[0]: 1009 may not be entered from 1010: "
	    "water (6.2)");
}
END_TEST

/* ---------------------------------------------------------------- */
/* Retreat Charts 1 and 2: which one, hex by hex. */

START_TEST(test_7_6_chart_1_first_hex_then_chart_2_retreat)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
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

	fx_make(&f, HEAD, "clear", "", "", D_E,
	    PENDING("voluntary-retreat", "D", 1, 4, ", fatigue: 0, optional: "
	    "true"));
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 1), 0);
	ck_assert_int_eq(fx_plan(&f, NULL, 4, 0), 0);
	ck_assert_str_eq(fx_charts(&f), "1,2,2,2");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chart_1_first_four_hexes_of_a_rout)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "", D_E, ROUT_D);
	fx_retreat(&f, NULL, 6, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006,1005,1004");
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1,2,2");
	fx_done(&f);
	/* A rout of four: Chart 1 throughout. */
	fx_make(&f, HEAD, "clear", "", "", D_E, ROUT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chart_1_whenever_leaving_an_enemy_zoc)
{
	struct fx f;

	/* X in 0909 is next to 1009 (not to 1010): leaving 1009, the
	 * second hex of a retreat is on Chart 1. */
	fx_make(&f, HEAD, "clear", "", "", D_E
	    "  X: {side: csa, type: infantry, manpower: 2, hex: '0909'}\n",
	    RETREAT_D);
	fx_pending(&f);
	fx_opts(&f, "1009", 1, "1009");
	ck_assert(f.st.zoc_exit);
	ck_assert_int_eq(f.st.chart, 1);
	fx_done(&f);
	/* Without X: Chart 2. */
	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	fx_pending(&f);
	fx_opts(&f, "1009", 1, "1009");
	ck_assert(!f.st.zoc_exit);
	ck_assert_int_eq(f.st.chart, 2);
	fx_done(&f);
	/* A rout's fifth hex: Chart 2, unless it leaves an enemy ZOC. */
	fx_make(&f, HEAD, "clear", "", "", D_E
	    "  X: {side: csa, type: infantry, manpower: 2, hex: '0905'}\n",
	    ROUT_D);
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
	fx_make(&f, HEAD, "clear", "'0909': woods", "", D_E
	    "  X: {side: csa, type: infantry, manpower: 2, hex: '0909'}\n",
	    RETREAT_D);
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

/* X (csa) in 1008: its ZOC covers 1009, not 1010. */
#define X_1008	"  X: {side: csa, type: infantry, manpower: 2, hex: '1008'}\n"
/* F (usa, friendly) somewhere. */
#define F_AT(h)	"  F: {side: usa, type: infantry, manpower: 2, hex: '" h "'}\n"
/* A river between E and 1111 stops E's ZOC there. */
#define NO_ZOC_1111	"1011/1111: [minor-river]"

struct row {
	const char	*hexes, *hexsides, *units, *hex, *want;
};

START_TEST(test_7_6_chart_1_every_description)
{
	static const struct row rows[] = {
	/* 1: along a road, more distant, no ZOC. */
	{ "", "1010/1110: [road]", "", "1110", "1:1:0" },
	{ "", "1010/1110: [pike]", "", "1110", "1:1:0" },
	{ "", "1010/1110: [railroad]", "", "1110", "1:1:0" },
	{ "", "1010/1110: [unfinished-railroad]", "", "1110", "1:1:0" },
	/* 2: not along a road. */
	{ "", "", "", "1110", "2:2:0" },
	/* 3: not more distant, no ZOC; † 0 along a road, 1 otherwise. */
	{ "", NO_ZOC_1111, "", "1111", "3:3:1" },
	{ "", NO_ZOC_1111 ", 1010/1111: [road]", "", "1111", "3:3:0" },
	/* †: a friendly unit does not lower it (that is •). */
	{ "", NO_ZOC_1111, F_AT("1111"), "1111", "3:3:1" },
	/* 4a: enemy ZOC, more distant; • 0 along a road or into a
	 * friendly-occupied hex, 1 otherwise. */
	{ "", "", X_1008, "1009", "4a:4:1" },
	{ "", "1010/1009: [trail]", X_1008, "1009", "4a:4:0" },
	{ "", "", X_1008 F_AT("1009"), "1009", "4a:4:0" },
	/* 4b: enemy ZOC, not more distant; • 1 or 2. */
	{ "", "", "", "0911", "4b:4:2" },
	{ "", "1010/0911: [road]", "", "0911", "4b:4:1" },
	{ "", "", F_AT("0911"), "0911", "4b:4:1" },
	{ "", "1010/0911: [road]", F_AT("0911"), "0911", "4b:4:1" },
	/* 5: enemy-occupied, 3, road or not. */
	{ "", "", "  Y: {side: csa, type: infantry, manpower: 2, hex: "
	    "'0910'}\n", "0910", "5:5:3" },
	{ "", "1010/0910: [road]", "  Y: {side: csa, type: infantry, "
	    "manpower: 2, hex: '0910'}\n", "0910", "5:5:3" },
	/* 7.6: entering or leaving a city hex is crossing a road
	 * hexside — for priority 1, for † and for •. */
	{ "'1110': city", "", "", "1110", "1:1:0" },
	{ "'1010': city", "", "", "1110", "1:1:0" },
	{ "'1010': city", "", "", "0911", "4b:4:1" },
	{ "'1111': city", NO_ZOC_1111, "", "1111", "3:3:0" },
	{ "'1009': city", "", X_1008, "1009", "4a:4:0" },
	};
	char	units[512];
	size_t	i;

	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		snprintf(units, sizeof(units), "%s%s", D_E, rows[i].units);
		expect_first(HEAD, "clear", rows[i].hexes, rows[i].hexsides,
		    units, RETREAT_D, rows[i].hex, rows[i].want);
	}
}
END_TEST

START_TEST(test_7_6_chart_2_every_description)
{
	/* The second hex of a retreat, out of 1009 (no enemy ZOC there);
	 * X in 1007 puts 1008 in an enemy ZOC. */
	static const struct row rows[] = {
	/* 1: no enemy ZOC, not occupied; road or not, distance or not. */
	{ "", "", "", "1008", "1:1:0" },
	{ "", "", "", "1110", "1:1:0" },
	/* 2: enemy ZOC; • 0 along a road or into a friendly hex. */
	{ "", "", "X1007", "1008", "2:2:1" },
	{ "", "1009/1008: [road]", "X1007", "1008", "2:2:0" },
	{ "", "", "X1007F1008", "1008", "2:2:0" },
	{ "'1008': city", "", "X1007", "1008", "2:2:0" },
	};
	size_t i;

	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct fx	 f;
		char		 units[512];
		const char	*got;

		snprintf(units, sizeof(units), "%s%s%s", D_E,
		    strstr(rows[i].units, "X1007") != NULL ? "  X: {side: csa, "
		    "type: infantry, manpower: 2, hex: '1007'}\n" : "",
		    strstr(rows[i].units, "F1008") != NULL ? F_AT("1008") : "");
		fx_make(&f, HEAD, "clear", rows[i].hexes, rows[i].hexsides,
		    units, RETREAT_D);
		fx_pending(&f);
		fx_opts(&f, "1009", 1, "1009");
		ck_assert_int_eq(f.st.chart, 2);
		got = option_text(&f, &f.st, rows[i].hex);
		ck_assert_msg(got != NULL && strcmp(got, rows[i].want) == 0,
		    "row %zu: %s is %s, expected %s", i, rows[i].hex,
		    got != NULL ? got : "not legal", rows[i].want);
		fx_done(&f);
	}
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

	fx_make(&f, HEAD, "clear", LOSS_HEXES, NO_ZOC_1111, units,
	    PENDING("retreat", "D, D2", 2, 4, ""));
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
 * units, each losing its manpower (issue 9: the 65th and later were
 * once left behind without a word). */
START_TEST(test_7_6_a_stack_of_70_retreats_whole)
{
	char			*stack = tg_stack("S", 70, "side: usa, type: "
				    "infantry, manpower: 2, hex: '1010'");
	char			*names = tg_names("S", 70);
	char			 units[8192], tail[1024], name[16];
	struct fx		 f;
	const struct node	*lost;
	int			 i;

	ck_assert_int_lt(snprintf(units, sizeof(units), "%s"
	    "  E: {side: csa, type: infantry, manpower: 6, hex: '1011'}\n",
	    stack), (int)sizeof(units));
	ck_assert_int_lt(snprintf(tail, sizeof(tail), PENDING("retreat",
	    "%s", 2, 4, ""), names), (int)sizeof(tail));
	fx_make(&f, HEAD, "clear", LOSS_HEXES, NO_ZOC_1111, units, tail);
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

	fx_make(&f, HEAD, "clear", LOSS_HEXES, NO_ZOC_1111, units,
	    PENDING("retreat", "D, D2", 2, 4, ""));
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

	fx_make(&f, HEAD, "clear", "'0910': water", NO_ZOC_1111 ", "
	    "1010/1009: [road], 1010/1110: [road]", D_E "  X: {side: csa, "
	    "type: infantry, manpower: 2, hex: '1109'}\n", RETREAT_D);
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

START_TEST(test_7_6_path_of_a_lower_priority_refused)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, "1111,1112", 0, 0), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --path[0]: "
	    "1111 is priority 4 on Retreat Chart 1, and a hex of priority 2 "
	    "may be entered (7.6 Retreat Priorities); legal hexes: 1009 "
	    "(priority 2, the lowest), 1110 (priority 2, the lowest), 1111 "
	    "(priority 4), 0911 (priority 4), 0910 (priority 2, the "
	    "lowest)\n");
	fx_done(&f);
	/* At the second hex too. */
	expect_refused(HEAD, "clear", "", "", D_E
	    "  X: {side: csa, type: infantry, manpower: 2, hex: '1007'}\n",
	    RETREAT_D, "1009,1008", "--path[1]: 1008 is priority 2 on Retreat "
	    "Chart 2, and a hex of priority 1 may be entered");
}
END_TEST

START_TEST(test_7_6_path_through_an_illegal_hex_refused)
{
	expect_refused(HEAD, "clear", "", "", D_E, RETREAT_D, "1009,1107",
	    "--path[1]: 1107 may not be entered from 1009: not adjacent: a "
	    "retreat goes hex by hex (7.6); legal hexes: 1008 (priority 1, the lowest), 1109 (priority 1, "
	    "the lowest), 1110 (priority 1, the lowest), 0910 (priority 1, "
	    "the lowest), 0909 (priority 1, the lowest)");
	expect_refused(HEAD, "clear", "'1008': mountain", "", D_E, RETREAT_D,
	    "1009,1008", "--path[1]: 1008 may not be entered from 1009: a "
	    "mountain or swamp hex, entered or left only by road, pike, trail "
	    "or RR (7.6)");
}
END_TEST

START_TEST(test_7_6_path_too_short_refused)
{
	expect_refused(HEAD, "clear", "", "", D_E, RETREAT_D, "1009",
	    "--path: a retreat is at least 2 hexes (7.6)");
	expect_refused(HEAD, "clear", "", "", D_E, ROUT_D, "1009,1008,1007",
	    "--path: a rout is at least 4 hexes (7.6)");
}
END_TEST

/* A corridor north, 1009..1004, everything else water. */
#define CORRIDOR_N	"'1010': clear, '1011': clear, '1009': clear, " \
	"'1008': clear, '1007': clear, '1006': clear, '1005': clear, " \
	"'1004': clear"
#define Y_AT(n, h)	"  Y" #n ": {side: csa, type: infantry, manpower: 2, " \
	"hex: '" h "'}\n"

START_TEST(test_7_6_path_ending_in_an_enemy_occupied_hex_refused)
{
	struct fx f;

	expect_refused(HEAD, "water", CORRIDOR_N, "", D_E Y_AT(1, "1008"),
	    RETREAT_D, "1009,1008", "--path: the retreat may not end in 1008, "
	    "an enemy-occupied hex: it goes on (7.6)");
	/* Through it, it may go. */
	fx_make(&f, HEAD, "water", CORRIDOR_N, "", D_E Y_AT(1, "1008"),
	    RETREAT_D);
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
	struct fx f;

	/* Y in 1006, the fourth hex: a --path of five is accepted. */
	fx_make(&f, HEAD, "water", CORRIDOR_N, "", "  D: {side: usa, type: "
	    "infantry, manpower: 9, hex: '1010'}\n  E: {side: csa, type: "
	    "infantry, manpower: 6, hex: '1011'}\n" Y_AT(1, "1006"),
	    RETREAT_D);
	fx_retreat(&f, "1009,1008,1007,1006,1005", 0, 0);
	ck_assert(f.r.extended);
	ck_assert(f.r.steps[4].extension);
	ck_assert(!f.r.steps[3].extension);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1005");
	ck_assert_ptr_nonnull(log_get(&f, "extended"));
	fx_done(&f);
	/* --hexes 4 ends in Y's hex, so goes on one more. */
	fx_make(&f, HEAD, "water", CORRIDOR_N, "", "  D: {side: usa, type: "
	    "infantry, manpower: 9, hex: '1010'}\n  E: {side: csa, type: "
	    "infantry, manpower: 6, hex: '1011'}\n" Y_AT(1, "1006"),
	    RETREAT_D);
	fx_retreat(&f, NULL, 4, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007,1006,1005");
	ck_assert(f.r.extended);
	ck_assert(f.r.steps[4].extension);
	fx_done(&f);
	/* Without it, the chosen path is not extended: two hexes. */
	fx_make(&f, HEAD, "water", CORRIDOR_N, "", D_E Y_AT(1, "1006"),
	    RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008");
	ck_assert(!f.r.extended);
	fx_done(&f);
	/* Past the fourth hex out of a hex no enemy holds: refused. */
	expect_refused(HEAD, "clear", "", "", D_E, RETREAT_D,
	    "1009,1008,1007,1006,1005", "--path[4]: a retreat is at most 4 "
	    "hexes; it goes on only to leave an enemy-occupied hex (7.6)");
}
END_TEST

/*
 * 7.6: past the maximum the retreat goes on while it is in an
 * enemy-occupied hex; gcacw-retreat follows at most RETREAT_MAXSTEPS
 * (12) hexes.  A rout up a corridor whose 4th to 12th hexes are all
 * enemy-occupied must enter a 13th: that is an error naming the bound,
 * never a surrender (issue 9: the search once stopped there without a
 * word, and the stack surrendered).
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

START_TEST(test_7_6_extended_when_nothing_else_avoids_an_enemy_hex)
{
	struct fx f;

	/* The corridor's second to fourth hexes are enemy-held and the
	 * first is next to the start: the retreat must go on to 1005. */
	fx_make(&f, HEAD, "water", CORRIDOR_N, "", "  D: {side: usa, type: "
	    "infantry, manpower: 15, hex: '1010'}\n  E: {side: csa, type: "
	    "infantry, manpower: 6, hex: '1011'}\n" Y_AT(1, "1008")
	    Y_AT(2, "1007") Y_AT(3, "1006"), RETREAT_D);
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
	static const char land[] = "'1010': clear, '1011': clear, "
	    "'1110': clear, '1209': clear, '1208': clear, '0910': clear, "
	    "'1009': clear, '1008': clear";
	static const char sides[] = "1010/1009: [water], 1009/1110: [water]";
	static const char units[] = D_E "  X: {side: csa, type: infantry, "
	    "manpower: 2, hex: '1208'}\n";
	struct fx f;

	fx_make(&f, HEAD, "water", land, sides, units, RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "0910,1009,1008");
	ck_assert_int_eq(f.r.loss, 0);
	ck_assert(f.r.chosen);
	assert_priorities_kept(&f);
	fx_done(&f);
	/* The shorter branch is legal, at a loss. */
	fx_make(&f, HEAD, "water", land, sides, units, RETREAT_D);
	fx_retreat(&f, "1110,1209", 0, 0);
	ck_assert_int_eq(f.r.loss, 1);
	ck_assert_int_eq(U(&f, "D")->manpower, 5);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chosen_path_fewest_hexes_before_road)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "1010/1009: [road], 1009/1008: [road], "
	    "1008/1007: [road], 1007/1006: [road]", D_E, RETREAT_D);
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
	fx_make(&f, HEAD, "clear", "", "1110/1209: [road]", D_E, RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1110,1209");
	ck_assert(chosen(&f, 1)->road);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_chosen_path_first_in_direction_order)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008");
	fx_done(&f);
	fx_make(&f, HEAD, "clear", "'1009': water", "", D_E, RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "1110,1109");
	fx_done(&f);
	fx_make(&f, HEAD, "clear", "'1009': water, '1110': water", "", D_E,
	    RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(fx_path(&f), "0910,0909");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_hexes_exact_and_in_range)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	fx_retreat(&f, NULL, 3, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007");
	fx_done(&f);
	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, NULL, 5, 0), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --hexes: a "
	    "retreat is 2 to 4 hexes (7.6)\n");
	fx_done(&f);
	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, NULL, 1, 0), ST_REFUSED);
	fx_done(&f);
	fx_make(&f, HEAD, "clear", "", "", D_E, ROUT_D);
	fx_pending(&f);
	ck_assert_int_eq(fx_plan(&f, NULL, 3, 0), ST_REFUSED);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --hexes: a "
	    "rout is 4 to 6 hexes (7.6)\n");
	fx_done(&f);
}
END_TEST

/*
 * Following the priorities, a road north (1009, priority 1) runs out
 * after 1007; east, off the priorities, 1110-1210-1310-1410 is four hexes.
 */
#define SHORT_NORTH	"'1010': clear, '1011': clear, '1009': clear, " \
	"'1008': clear, '1007': clear, '1110': clear, '1210': clear, " \
	"'1310': clear, '1410': clear"
#define SHORT_SIDES	"1010/1009: [road], 1009/1110: [water]"

START_TEST(test_7_6_hexes_never_forces_an_override)
{
	struct fx	f;
	int		st;

	fx_make(&f, HEAD, "water", SHORT_NORTH, SHORT_SIDES, D_E, RETREAT_D);
	fx_retreat(&f, NULL, 3, 0);
	ck_assert_str_eq(fx_path(&f), "1009,1008,1007");
	fx_done(&f);
	/* RULINGS 7: a retreat of two or three hexes obeys the priorities
	 * and avoids surrender, so none may override them; four hexes
	 * cannot be had (an override would reach 1410). */
	fx_make(&f, HEAD, "water", SHORT_NORTH, SHORT_SIDES, D_E, RETREAT_D);
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

	fx_make(&f, HEAD, "water", "'1010': clear, '1011': clear, '1520': "
	    "clear", "", units, RETREAT_D);
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
	fx_make(&f, HEAD, "water", "'1010': clear, '1011': clear, '1009': "
	    "clear", "", units, PENDING("retreat", "D, D2", 2, 4, ""));
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
 * 1009 (along a road, priority 1) is a dead end; 1110 (priority 2)
 * leads on to 1109.  Following the priorities means surrender.
 */
#define DEAD_END	"'1010': clear, '1011': clear, '1009': clear, " \
	"'1110': clear, '1109': clear"
#define DEAD_SIDES	"1010/1009: [road], 1009/1110: [water], " \
	"1009/1109: [water]"

START_TEST(test_7_6_override_once_to_avoid_surrender)
{
	struct fx f;

	fx_make(&f, HEAD, "water", DEAD_END, DEAD_SIDES, D_E, RETREAT_D);
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
	fx_make(&f, HEAD, "water", DEAD_END, DEAD_SIDES, D_E, RETREAT_D);
	fx_retreat(&f, "1110,1109", 0, 1);
	ck_assert(f.r.steps[0].override);
	ck_assert_int_eq(f.r.override_step, 1);
	ck_assert(!f.r.chosen);
	fx_done(&f);
	/* Without --override, the path breaks the priorities. */
	expect_refused(HEAD, "water", DEAD_END, DEAD_SIDES, D_E, RETREAT_D,
	    "1110,1109", "--path[0]: 1110 is priority 2 on Retreat Chart 1, "
	    "and a hex of priority 1 may be entered");
}
END_TEST

START_TEST(test_7_6_override_refused_when_the_priorities_suffice)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
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

	fx_make(&f, HEAD "markers: {flanks_refused: ['1010']}\n", "clear", "",
	    "", units, VOLUNTARY(0));
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
	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, VOLUNTARY(0));
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
	struct fx	 f;
	const char	*d[] = { "D", "D2" };

	/* A "-" result: a Fatigue Level each, to at most 4. */
	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, VOLUNTARY(1));
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 2), 0);
	ck_assert(f.r.fatigue);
	ck_assert_int_eq(fx_plan(&f, NULL, 0, 0), 0);
	ck_assert_int_eq(retreat_apply(f.g, &f.r), 0);
	ck_assert_int_eq(U(&f, "D")->fatigue, 2);
	ck_assert_int_eq(U(&f, "D2")->fatigue, 4);
	fx_done(&f);
	/* Any other result: no Fatigue cost. */
	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, VOLUNTARY(0));
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 2), 0);
	ck_assert_int_eq(fx_plan(&f, NULL, 0, 0), 0);
	ck_assert_int_eq(retreat_apply(f.g, &f.r), 0);
	ck_assert_int_eq(U(&f, "D")->fatigue, 1);
	ck_assert_int_eq(U(&f, "D2")->fatigue, 4);
	fx_done(&f);
	/* A retreat or rout costs none either. */
	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, PENDING("retreat",
	    "D", 2, 4, ""));
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_int_eq(U(&f, "D")->fatigue, 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_voluntary_retreat_options_are_usage)
{
	struct fx	 f;
	const char	*nobody[] = { "Nobody" };
	const char	*enemy[] = { "E" };
	const char	*d[] = { "D" };

	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, VOLUNTARY(0));
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, nobody, 1),
	    ST_USAGE);
	ck_assert_str_eq(tg_errors(&f.t), "gcacw-check: <stdin>: --voluntary: "
	    "Nobody is not one of the defending units\n");
	fx_done(&f);
	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, VOLUNTARY(0));
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, enemy, 1),
	    ST_USAGE);
	fx_done(&f);
	/* An option needs a choice: --voluntary or --decline. */
	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, VOLUNTARY(0));
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, false, NULL, 0),
	    ST_USAGE);
	fx_done(&f);
	/* A required retreat is no option. */
	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, true, d, 1),
	    ST_USAGE);
	fx_done(&f);
	/* Nothing pending: refused. */
	fx_make(&f, HEAD, "clear", "", "", D_E, "");
	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, false, NULL, 0),
	    ST_REFUSED);
	fx_done(&f);
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

	fx_make(&f, HEAD, "clear", "", "", units, RETREAT_D);
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

	fx_make(&f, HEAD, "clear", "", "", units, PENDING("retreat", "D, D2",
	    2, 4, ""));
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
	struct fx f;

	fx_make(&f, HEAD "markers: {flanks_refused: ['1010']}\n", "clear", "",
	    "", D_E "  Rear: {side: usa, type: infantry, manpower: 2, "
	    "hex: '1010'}\n", RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1008");
	ck_assert_int_eq(f.g->markers.nflanks_refused, 1);
	ck_assert_str_eq(id(&f, f.g->markers.flanks_refused[0]), "1010");
	fx_done(&f);

	fx_make(&f, HEAD "markers: {flanks_refused: ['1010']}\n", "clear", "",
	    "", D_E, RETREAT_D);
	fx_retreat(&f, NULL, 0, 0);
	ck_assert_str_eq(id(&f, U(&f, "D")->hex), "1008");
	ck_assert_int_eq(f.g->markers.nflanks_refused, 0);
	fx_done(&f);
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

START_TEST(test_7_5_example_wagner_routs_along_the_road_to_4908)
{
	struct fx	f;
	int		k;

	fx_load(&f, HASTY_HEAD HASTY_ROADS HASTY_UNITS(WAGNER_AFTER,
	    "fatigue: 2") HASTY_PENDING);
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
	fx_load(&f, HASTY_HEAD HASTY_ROADS HASTY_UNITS(WAGNER_AFTER,
	    "fatigue: 2") HASTY_PENDING);
	fx_retreat(&f, NULL, 6, 0);
	ck_assert_str_eq(fx_charts(&f), "1,1,1,1,2,2");
	ck_assert_int_eq(strncmp(fx_path(&f), "4710,4709,4808,4908,", 20), 0);
	ck_assert_int_eq(f.r.loss, 0);
	fx_done(&f);
	/* The player's path, as the example gives it. */
	fx_load(&f, HASTY_HEAD HASTY_ROADS HASTY_UNITS(WAGNER_AFTER,
	    "fatigue: 2") HASTY_PENDING);
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
	ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, NULL, 0), 0);
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

static void
fx_after_rout(struct fx *f, const char *wagner)
{
	char yaml[4096];

	snprintf(yaml, sizeof(yaml), AFTER_ROUT, wagner);
	fx_load(f, yaml);
}

START_TEST(test_7_6_advance_into_the_vacated_hex)
{
	struct fx f;

	fx_after_rout(&f, "4908");
	ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, NULL, 0), 0);
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
	{
		const char *brown[] = { "Brown" };

		ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, brown, 1), 0);
	}
	ck_assert_str_eq(id(&f, U(&f, "Brown")->hex), "4610");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_advance_refused_while_the_hex_is_held)
{
	struct fx f;

	fx_after_rout(&f, "4610");
	ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, NULL, 0), ST_REFUSED);
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
	ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, armstrong, 1), ST_USAGE);
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
	struct fx f;

	/* 10.2: "until an undemoralized enemy unit with a Combat value of 5
	 * or more ... ends a march, retreat, or advance after combat in one
	 * of the two hexes connected by the bridge". */
	fx_load(&f, ADVANCE_PONTOON("manpower: 8"));
	ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, NULL, 0), 0);
	ck_assert_str_eq(id(&f, U(&f, "Brown")->hex), "4610");
	ck_assert_int_eq(f.g->markers.npontoons, 0);
	fx_done(&f);
	fx_load(&f, ADVANCE_PONTOON("manpower: 8, demoralized: 1"));
	ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, NULL, 0), 0);
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	fx_done(&f);
	fx_load(&f, ADVANCE_PONTOON("manpower: 4"));
	ck_assert_int_eq(advance(f.g, &(struct retreat){ 0 }, NULL, 0), 0);
	ck_assert_int_eq(f.g->markers.npontoons, 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_decline_an_option)
{
	struct fx f;

	fx_make(&f, HEAD, "clear", "", "", VOL_UNITS, VOLUNTARY(1));
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

	fx_make(&f, HEAD, "clear", "", "", D_E, ROUT_D);
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

	fx_make(&f, HEAD, "clear", "", "", D_E, RETREAT_D);
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

	fx_load(&f, HASTY_HEAD HASTY_ROADS HASTY_UNITS(WAGNER_AFTER,
	    "fatigue: 2") HASTY_PENDING);
	fx_retreat(&f, NULL, 0, 0);
	out = open_memstream(&text, &len);
	ck_assert_ptr_nonnull(out);
	retreat_explain(f.g, &f.r, out);
	fclose(out);
	ck_assert_ptr_nonnull(strstr(text, "Rout of Wagner from 4610, 4 to 6 "
	    "hexes, away from Brown in 4611 (7.6)."));
	ck_assert_ptr_nonnull(strstr(text, "Hex 1, Retreat Chart 1 (one of "
	    "the first four hexes of a rout, leaving an enemy ZOC):"));
	/* Issue 9: each hex says why its chart applies. */
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
 * The search against the exhaustive walk it replaced (issue 16): the
 * walk below is the old search of retreat.c, every path in the map's
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

static int
walk_best_priority(const struct retreat_step *s)
{
	int i, best = 99;

	for (i = 0; i < s->nlegal; i++)
		if (s->legal[i].priority < best)
			best = s->legal[i].priority;
	return best;
}

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
	want = walk_best_priority(st);
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

static Suite *
retreat_suite(void)
{
	Suite	*s = suite_create("retreat");
	TCase	*tc;

	tc = tcase_create("restrictions");
	tcase_add_test(tc, test_7_6_open_map_options_from_the_start);
	tcase_add_test(tc, test_7_6_mountain_entered_only_across_a_road);
	tcase_add_test(tc, test_7_6_mountain_left_only_across_a_road);
	tcase_add_test(tc, test_7_6_swamp_entered_only_across_a_road);
	tcase_add_test(tc, test_12_0_provisional_swamp_restricts_only_in_rain);
	tcase_add_test(tc, test_7_6_river_crossed_only_at_a_crossing);
	tcase_add_test(tc, test_7_6_river_crossed_at_each_crossing);
	tcase_add_test(tc, test_7_6_12_0_no_ford_in_rain);
	tcase_add_test(tc, test_7_6_12_0_no_creek_without_road_in_rain);
	tcase_add_test(tc, test_12_0_unfordable_rivers_close_their_fords);
	tcase_add_test(tc, test_10_2_enemy_pontoon_bridge_not_crossed);
	tcase_add_test(tc, test_10_2_destroyed_minor_river_bridge_is_a_ford);
	tcase_add_test(tc, test_10_2_destroyed_major_river_bridge_leaves_nothing);
	tcase_add_test(tc, test_10_2_siv_destroyed_major_river_ferry_is_a_ford);
	tcase_add_test(tc, test_7_6_never_off_the_map);
	tcase_add_test(tc, test_7_6_never_into_the_start_hex);
	tcase_add_test(tc, test_7_6_never_the_same_hex_twice);
	tcase_add_test(tc, test_7_6_not_ending_adjacent_to_the_start);
	tcase_add_test(tc, test_7_6_never_closer_to_the_active_enemy_unit);
	tcase_add_test(tc, test_7_6_never_into_the_active_enemy_units_hex);
	tcase_add_test(tc, test_6_2_never_into_water);
	suite_add_tcase(s, tc);

	tc = tcase_create("charts");
	tcase_add_test(tc, test_7_6_chart_1_first_hex_then_chart_2_retreat);
	tcase_add_test(tc, test_7_6_chart_1_first_hex_then_chart_2_voluntary);
	tcase_add_test(tc, test_7_6_chart_1_first_four_hexes_of_a_rout);
	tcase_add_test(tc, test_7_6_chart_1_whenever_leaving_an_enemy_zoc);
	tcase_add_test(tc, test_2_4_7_6_restricted_zoc_is_an_enemy_zoc);
	tcase_add_test(tc, test_7_6_chart_1_every_description);
	tcase_add_test(tc, test_7_6_chart_2_every_description);
	tcase_add_test(tc, test_7_6_loss_applied_to_every_unit_of_the_stack);
	tcase_add_test(tc, test_7_6_a_stack_of_70_retreats_whole);
	tcase_add_test(tc, test_7_5_7_6_unit_eliminated_mid_retreat);
	suite_add_tcase(s, tc);

	tc = tcase_create("priorities");
	tcase_add_test(tc, test_7_6_lower_priority_never_chosen);
	tcase_add_test(tc, test_7_6_path_of_a_lower_priority_refused);
	tcase_add_test(tc, test_7_6_path_through_an_illegal_hex_refused);
	tcase_add_test(tc, test_7_6_path_too_short_refused);
	tcase_add_test(tc, test_7_6_path_ending_in_an_enemy_occupied_hex_refused);
	tcase_add_test(tc, test_7_6_extended_only_out_of_an_enemy_occupied_hex);
	tcase_add_test(tc, test_7_6_extended_when_nothing_else_avoids_an_enemy_hex);
	tcase_add_test(tc, test_7_6_retreat_past_the_steps_bound_is_an_error);
	suite_add_tcase(s, tc);

	tc = tcase_create("chosen");
	tcase_add_test(tc, test_7_6_chosen_path_least_loss_before_fewest_hexes);
	tcase_add_test(tc, test_7_6_chosen_path_fewest_hexes_before_road);
	tcase_add_test(tc, test_7_6_chosen_path_road_among_equals);
	tcase_add_test(tc, test_7_6_chosen_path_first_in_direction_order);
	tcase_add_test(tc, test_7_6_hexes_exact_and_in_range);
	tcase_add_test(tc, test_7_6_hexes_never_forces_an_override);
	suite_add_tcase(s, tc);

	tc = tcase_create("surrender");
	tcase_add_test(tc, test_7_6_surrender_when_no_hex_may_be_entered);
	tcase_add_test(tc, test_7_6_surrender_when_only_an_enemy_hex_leads_nowhere);
	tcase_add_test(tc, test_7_6_override_once_to_avoid_surrender);
	tcase_add_test(tc, test_7_6_override_refused_when_the_priorities_suffice);
	suite_add_tcase(s, tc);

	tc = tcase_create("voluntary");
	tcase_add_test(tc, test_7_6_voluntary_retreat_of_some_units);
	tcase_add_test(tc, test_7_6_voluntary_retreat_may_end_adjacent);
	tcase_add_test(tc, test_7_6_voluntary_retreat_fatigue_after_a_dash_only);
	tcase_add_test(tc, test_7_6_voluntary_retreat_options_are_usage);
	suite_add_tcase(s, tc);

	tc = tcase_create("stack");
	tcase_add_test(tc, test_7_6_leaders_retreat_with_their_units);
	tcase_add_test(tc, test_9_0_entrenchment_markers_removed_on_retreat);
	tcase_add_test(tc, test_7_8_flanks_refused_marker_stays_behind);
	tcase_add_test(tc, test_10_2_enemy_pontoon_bridge_destroyed_at_the_end_hex);
	tcase_add_test(tc, test_10_2_siv_pontoon_bridge_destroyed_from_combat_value_3);
	suite_add_tcase(s, tc);

	tc = tcase_create("example");
	tcase_add_test(tc, test_7_5_example_wagner_routs_along_the_road_to_4908);
	tcase_add_test(tc, test_7_5_example_without_roads_takes_priority_2);
	tcase_add_test(tc, test_7_5_example_end_to_end);
	tcase_add_test(tc, test_7_6_explain_each_step);
	suite_add_tcase(s, tc);

	tc = tcase_create("advance");
	tcase_add_test(tc, test_7_6_advance_into_the_vacated_hex);
	tcase_add_test(tc, test_7_6_advance_refused_while_the_hex_is_held);
	tcase_add_test(tc, test_7_6_advance_only_by_the_units_of_the_result);
	tcase_add_test(tc, test_10_2_advance_destroys_an_enemy_pontoon_bridge);
	tcase_add_test(tc, test_7_6_decline_an_option);
	tcase_add_test(tc, test_7_6_decline_refused_on_a_required_retreat);
	tcase_add_test(tc, test_dsgn4_retreat_log_entry);
	suite_add_tcase(s, tc);

	tc = tcase_create("search");
	tcase_set_timeout(tc, 180);	/* 3 s; 25 s under ASan on a busy machine */
	tcase_add_test(tc, test_7_6_search_chooses_as_the_exhaustive_walk);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(retreat_suite)
