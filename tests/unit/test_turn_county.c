/*
 * test_turn_county.c — the County Control Segment and the Union Bridge
 * Repair Segment (lib/rules/turn_county.c, county.c; SIV 22.0-22.2,
 * 18.2 Manassas Gap RR, 23.2, 27.1): each condition of 22.1 and 22.2
 * deciding a county, the record written fresh and read by the VP items
 * and the 10.3 repair, Maryland once a game, Warren's Manassas Gap RR
 * arrivals, the segment's VP with 27.1's example; each condition of 23.2
 * and its die; every refusal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "county.h"
#include "fixture.h"
#include "phase.h"
#include "recover.h"
#include "testplay.h"
#include "turn.h"
#include "vp.h"

/* The counties' hexes: Frederick (seat Winchester N3333), Warren (seat
 * Front Royal M4615), Rockingham (seat Harrisonburg S3712), and
 * Washington, which the map may call Maryland's. */
#define HEXES								\
	"    N3333: {terrain: clear, county: Frederick}\n"		\
	"    N3332: {terrain: clear, county: Frederick}\n"		\
	"    N3331: {terrain: clear, county: Frederick}\n"		\
	"    N3330: {terrain: clear, county: Frederick}\n"		\
	"    M4615: {terrain: clear, county: Warren}\n"			\
	"    M4616: {terrain: clear, county: Warren}\n"			\
	"    S3712: {terrain: clear, county: Rockingham}\n"		\
	"    S3713: {terrain: clear, county: Rockingham}\n"		\
	"    N4010: {terrain: clear, county: Washington}\n"		\
	"    N4011: {terrain: clear, county: Washington}\n"

/* A Valley Campaign game on `turn`, `phase` its phase line (or ""),
 * `more` top-level keys, then the units. */
#define GAME(turn, phase, more, units)					\
	TG_SIV "scenario: valley-campaign\nturn: " turn "\n" phase	\
	"rain: false\n" more "map:\n  terrain: clear\n  hexes:\n"	\
	HEXES "units:\n" units
#define CC		"phase: county-control\n"
#define BR		"phase: bridge-repair\n"
#define U(name, side, type, mp, hex)					\
	"  " name ": {side: " side ", type: " type ", manpower: " #mp	\
	", hex: " hex "}\n"
#define INF(name, side, mp, hex)	U(name, side, "infantry", mp, hex)
#define CAV(name, side, mp, hex)	U(name, side, "cavalry", mp, hex)

/* The log entry of op (the last one). */
static const struct node *
entry(const struct game *g, const char *op)
{
	int i;

	for (i = g->log != NULL ? g->log->n - 1 : -1; i >= 0; i--)
		if (node_is(node_get(g->log->items[i], "op"), op))
			return g->log->items[i];
	ck_abort_msg("no log entry of op %s", op);
	return NULL;
}

/* The segment's record for the county: "usa", "csa" or NULL. */
static const char *
recorded(const struct game *g, const char *county)
{
	int i;

	ck_assert(g->markers.has_counties);
	for (i = 0; i < g->markers.ncounties; i++)
		if (strcmp(g->markers.county_name[i], county) == 0)
			return side_name(g->markers.county_side[i]);
	return NULL;
}

static int
counties(struct game *g, struct turn_result *r)
{
	static const int none[1] = { 0 };

	return turn_orders_run(g, &(struct turn_orders){ .op = TURN_COUNTIES },
	    r, 0, none);
}

/* The one county's answer after the segment. */
static const char *
frederick_after(const char *units)
{
	static char	 yaml[2048], side[8];
	struct tg	 t;
	struct turn_result r;
	struct game	*g;
	const char	*s;

	snprintf(yaml, sizeof(yaml), "%s", GAME("5", CC, "", "") );
	snprintf(yaml + strlen(yaml), sizeof(yaml) - strlen(yaml), "%s",
	    units);
	g = tg_load_ok(&t, yaml);
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_str_eq(tg_errors(&t), "");
	s = recorded(g, "Frederick");
	snprintf(side, sizeof(side), "%s", s != NULL ? s : "none");
	tg_done(&t);
	return side;
}

/*
 * 22.1: "the Union player controls a county if a Union infantry (not
 * cavalry) unit with manpower of 1 or more is in the control county
 * seat.  In addition, the total manpower of all Union units in that
 * county (including cavalry) must be at least 2."  22.2: "a county not
 * currently controlled by the Union player if the total manpower of all
 * Confederate units in that county (including cavalry) is 8 or more.
 * These units may be anywhere in the county."  Each row one condition
 * deciding Frederick (seat N3333).
 */
static const struct {
	const char	*units, *side;
} frederick[] = {
	/* manpower 1 in the seat, cavalry making up the 2 */
	{ INF("Kimball", "usa", 1, "N3333") CAV("1 MD", "usa", 1, "N3332"),
	    "usa" },
	/* cavalry in the seat does not control, whatever its manpower */
	{ CAV("1 MD", "usa", 3, "N3333") INF("Kimball", "usa", 2, "N3332"),
	    "none" },
	/* the county's Union total 1, then 2 */
	{ INF("Kimball", "usa", 1, "N3333"), "none" },
	{ INF("Kimball", "usa", 1, "N3333") INF("Tyler", "usa", 1, "N3331"),
	    "usa" },
	/* infantry alone in the seat, total 2 */
	{ INF("Kimball", "usa", 2, "N3333"), "usa" },
	/* a unit outside the county does not count */
	{ INF("Kimball", "usa", 1, "N3333") INF("Tyler", "usa", 5, "M4616"),
	    "none" },
	/* the Confederate total 7, then 8, anywhere in the county, cavalry
	 * included */
	{ INF("Garnett", "csa", 5, "N3332") CAV("Ashby", "csa", 2, "N3331"),
	    "none" },
	{ INF("Garnett", "csa", 5, "N3332") CAV("Ashby", "csa", 3, "N3331"),
	    "csa" },
	/* Confederates in the seat itself count the same */
	{ INF("Garnett", "csa", 8, "N3333"), "csa" },
	/* Union control comes first: 22.2 is for a county the Union does
	 * not control */
	{ INF("Kimball", "usa", 2, "N3333") INF("Garnett", "csa", 8, "N3332"),
	    "usa" },
	/* the Union fails 22.1: the Confederates may then control it */
	{ INF("Kimball", "usa", 1, "N3333") INF("Garnett", "csa", 8, "N3332"),
	    "csa" },
};

START_TEST(test_siv_22_1_22_2_conditions_decide)
{
	ck_assert_str_eq(frederick_after(frederick[_i].units),
	    frederick[_i].side);
}
END_TEST

/* 22.1: "with manpower of 1 or more": a Union infantry unit of manpower
 * 0 in the seat (a file cannot hold one in play, so it is set here) does
 * not control, though the county's total is 2. */
START_TEST(test_siv_22_1_seat_unit_manpower_0)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC, "",
				    INF("Kimball", "usa", 1, "N3333")
				    INF("Tyler", "usa", 2, "N3332")));

	tg_unit(g, "Kimball")->manpower = 0;
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_ptr_null(recorded(g, "Frederick"));
	ck_assert(noted(&r, "no Union infantry unit of manpower 1 or more is "
	    "in the control county seat N3333"));
	tg_done(&t);
	g = tg_load_ok(&t, GAME("5", CC, "", INF("Kimball", "usa", 1, "N3333")
	    INF("Tyler", "usa", 2, "N3332")));
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_str_eq(recorded(g, "Frederick"), "usa");
	ck_assert_str_eq(tg_path(entry(g, "county-control"),
	    "counties.3.unit")->str, "Kimball");
	tg_done(&t);
}
END_TEST

/*
 * DESIGN.md "Counties": markers.counties is written fresh from the units
 * (not read from the old record, which the segment replaces), an
 * uncontrolled county absent; the log lists every county with its side,
 * its seat, the unit in the seat and the manpower counted.
 */
START_TEST(test_siv_22_0_record_written_fresh)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC,
				    "markers:\n  counties: {Frederick: csa, "
				    "Augusta: usa}\n",
				    INF("Kimball", "usa", 3, "N3333")
				    INF("Garnett", "csa", 9, "S3712")));
	const struct node	*e;

	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_str_eq(recorded(g, "Frederick"), "usa");
	ck_assert_str_eq(recorded(g, "Rockingham"), "csa");
	ck_assert_ptr_null(recorded(g, "Augusta"));
	ck_assert_int_eq(g->markers.ncounties, 2);
	e = entry(g, "county-control");
	ck_assert_int_eq(tg_path(e, "counties")->n, 13);
	ck_assert_str_eq(tg_path(e, "counties.3.county")->str, "Frederick");
	ck_assert_str_eq(tg_path(e, "counties.3.side")->str, "usa");
	ck_assert_str_eq(tg_path(e, "counties.3.seat")->str, "N3333");
	ck_assert_str_eq(tg_path(e, "counties.3.manpower.usa")->str, "3");
	ck_assert_str_eq(tg_path(e, "counties.10.county")->str, "Rockingham");
	ck_assert_str_eq(tg_path(e, "counties.10.manpower.csa")->str, "9");
	ck_assert_ptr_null(tg_path(e, "counties.10.unit"));
	ck_assert_str_eq(tg_path(e, "counties.0.side")->str, "none");
	ck_assert_int_eq(g->phase, PH_BRIDGE_REPAIR);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* The map's counties, as the map loader keeps them (county.c):
 * Washington Maryland's, Frederick not. */
static void
maryland_map(struct game *g)
{
	struct arena	*a = &g->arena;
	struct node	*c = node_map(a, S_BLOCK), *w = node_map(a, S_FLOW),
			*f = node_map(a, S_FLOW);

	node_set(a, w, "maryland", node_plain(a, "true"));
	node_set(a, f, "maryland", node_plain(a, "false"));
	node_set(a, c, "Washington", w);
	node_set(a, c, "Frederick", f);
	if (g->map.extra == NULL)
		g->map.extra = node_map(a, S_BLOCK);
	node_set(a, g->map.extra, "counties", c);
}

#define THREE_IN_MARYLAND						\
	INF("Taliaferro", "csa", 3, "N4010")				\
	INF("Fulkerson", "csa", 3, "N4010")				\
	INF("Garnett", "csa", 3, "N4011")

/*
 * 22.2 Maryland: "If, in a County Control Segment, at least three
 * Confederate infantry brigades are in any hex in Maryland ..., the
 * Union player loses VP ... at most once per game, not once per
 * segment."  events.maryland on Turn 5, and kept at 5 on Turn 10.
 */
START_TEST(test_siv_22_2_maryland_once_a_game)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC, "",
				    THREE_IN_MARYLAND));
	const struct game_event	*e;

	maryland_map(g);
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_ptr_nonnull(e = game_event(g, "maryland"));
	ck_assert_int_eq(e->side, SIDE_CSA);
	ck_assert_int_eq(e->turn, 5);
	ck_assert_str_eq(tg_path(entry(g, "county-control"),
	    "maryland.met")->str, "true");
	ck_assert_int_eq(tg_path(entry(g, "county-control"),
	    "maryland.brigades")->n, 3);
	ck_assert(noted(&r, "the Union player loses VP, at most once per "
	    "game"));
	/* Turn 10's segment: met again, not recorded again. */
	g->turn = 10;
	g->phase = PH_COUNTY_CONTROL;
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_int_eq(game_event(g, "maryland")->turn, 5);
	ck_assert(noted(&r, "was recorded on Turn 5 (events.maryland): it "
	    "applies at most once per game"));
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* "at least three Confederate infantry brigades": two are not enough,
 * nor are cavalry, regiments or brigades outside Maryland. */
START_TEST(test_siv_22_2_maryland_three_brigades)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC, "",
				    INF("Taliaferro", "csa", 3, "N4010")
				    INF("Fulkerson", "csa", 3, "N4011")
				    CAV("Ashby", "csa", 3, "N4011")
				    "  21 VA: {side: csa, type: infantry, "
				    "size: regiment, manpower: 1, hex: N4010}\n"
				    INF("Garnett", "csa", 3, "N3332")));

	maryland_map(g);
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_ptr_null(game_event(g, "maryland"));
	ck_assert_str_eq(tg_path(entry(g, "county-control"),
	    "maryland.met")->str, "false");
	ck_assert(noted(&r, "2 Confederate infantry brigades are in Maryland "
	    "(Taliaferro and Fulkerson)"));
	tg_done(&t);
}
END_TEST

/* RULING: a map that describes no county says nothing of Maryland: no
 * brigade is counted there, said so. */
START_TEST(test_siv_22_2_maryland_map_silent)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC, "",
				    THREE_IN_MARYLAND));

	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_ptr_null(game_event(g, "maryland"));
	ck_assert(noted(&r, "the map marks no county as Maryland's"));
	tg_done(&t);
}
END_TEST

#define PA28	"  28 PA: {side: usa, type: infantry, size: regiment, "	\
	"status: off-map, box: Manassas Gap RR, manpower: 2}\n"

/*
 * 18.2: "If, in the County Control Segment of any Strategic Cycle, the
 * Union player controls Warren County ... Take these units from the
 * off-map 'Manassas Gap RR' box and place them ... in the Reinforcement
 * Phase of the immediately following turn": 28 PA due on Turn 6; once.
 */
START_TEST(test_siv_18_2_warren_manassas_gap_arrivals)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC, "",
				    INF("Tyler", "usa", 2, "M4615") PA28));

	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_str_eq(recorded(g, "Warren"), "usa");
	ck_assert_int_eq(tg_unit(g, "28 PA")->off.arrives, 6);
	ck_assert_str_eq(tg_path(entry(g, "county-control"),
	    "arrivals.0")->str, "28 PA");
	/* Turn 10, still due (not yet placed): not given again. */
	g->turn = 10;
	g->phase = PH_COUNTY_CONTROL;
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_int_eq(tg_unit(g, "28 PA")->off.arrives, 6);
	ck_assert(noted(&r, "its reinforcements come once"));
	tg_done(&t);
	/* Warren not the Union's: nothing. */
	g = tg_load_ok(&t, GAME("5", CC, "", INF("Tyler", "usa", 1, "M4615")
	    PA28));
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_int_eq(tg_unit(g, "28 PA")->off.arrives, 0);
	ck_assert_ptr_null(tg_path(entry(g, "county-control"), "arrivals"));
	tg_done(&t);
}
END_TEST

/* scenarios/siv/valley-campaign.yaml, loaded as g's scenario. */
static void
valley(struct game *g)
{
	FILE	*f = fopen("scenarios/siv/valley-campaign.yaml", "r");
	char	*buf;
	long	 n;

	ck_assert_ptr_nonnull(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = arena_alloc(&g->arena, (size_t)n + 1);
	ck_assert_int_eq((long)fread(buf, 1, (size_t)n, f), n);
	buf[n] = '\0';
	fclose(f);
	tg_scenario(g, buf);
}

/* The ledger.vp entry of item id on turn t, its VP; -999 when none. */
static int
ledger_vp(const struct game *g, const char *id)
{
	const struct node	*v = g->ledger.vp;
	int			 i;

	for (i = 0; v != NULL && i < v->n; i++)
		if (node_is(node_get(v->items[i], "item"), id))
			return atoi(node_get(v->items[i], "vp")->str);
	return -999;
}

#define SEATS_HEXES							\
	"    N5524: {terrain: clear, county: Jefferson}\n"		\
	"    N4317: {terrain: clear, county: Berkeley}\n"		\
	"    N2805: {terrain: clear, county: Morgan}\n"

/*
 * 27.1: "-2 For each of the following counties the Union player does not
 * control in a County Control Segment: Jefferson, Hardy, Berkeley,
 * Hampshire, Morgan, Mineral. Example: In the County Control Segment of
 * Turn 50, if the Union player does not control Hardy, Hampshire, and
 * Mineral Counties, he loses 9 VP."  The example's turn and counties,
 * the table's -2 a county: 6 VP (the scenario's note, RULINGS: 27.1
 * example); Frederick's +3 and Warren's +2 scored too, once a segment.
 */
START_TEST(test_siv_22_0_segment_vp_27_1_example)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV
				    "scenario: valley-campaign\nturn: 50\n"
				    CC "rain: false\nstrategic: {box: 2}\n"
				    "map:\n  terrain: clear\n  hexes:\n"
				    HEXES SEATS_HEXES "units:\n"
				    INF("Saxton", "usa", 2, "N5524")
				    INF("Kenly", "usa", 2, "N4317")
				    INF("Lander", "usa", 2, "N2805")
				    INF("Kimball", "usa", 2, "N3333")
				    INF("Tyler", "usa", 2, "M4615"));

	valley(g);
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert(r.scored);
	ck_assert_int_eq(ledger_vp(g, "counties-not-controlled"), -6);
	ck_assert_int_eq(ledger_vp(g, "frederick"), 3);
	ck_assert_int_eq(ledger_vp(g, "warren"), 2);
	ck_assert_int_eq(ledger_vp(g, "augusta"), 0);
	ck_assert_int_eq(r.vp, -1);
	ck_assert_str_eq(tg_path(entry(g, "county-control"), "vp")->str,
	    "-1");
	/* The entry comes before the vp entry it caused. */
	ck_assert(node_is(node_get(g->log->items[g->log->n - 2], "op"),
	    "county-control"));
	ck_assert(node_is(node_get(g->log->items[g->log->n - 1], "op"),
	    "vp"));
	ck_assert_int_eq(g->phase, PH_BRIDGE_REPAIR);
	ck_assert_int_eq(vp_segment_scored(g, PH_COUNTY_CONTROL, NULL), 7);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * DESIGN.md "Counties": the segment's answer "stands until the next
 * segment and is what every other rule reads": Kimball leaves
 * Winchester after the segment, and gcacw-vp's county count and the 10.3
 * repair still find Frederick the Union's (markers.counties).
 */
START_TEST(test_siv_22_0_record_read_by_vp_and_10_3)
{
	struct tg		 t;
	struct turn_result	 r;
	struct vp_result	 v;
	struct recover		*rc;
	struct recover_order	 ro = { RA_REPAIR, "Kimball", 0 };
	struct recover_orders	 ros = { &ro, 1, false };
	struct dice		 d;
	struct game		*g = tg_load_ok(&t, TG_SIV
				    "scenario: valley-campaign\nturn: 5\n"
				    "rain: false\nstrategic: {box: 0}\n"
				    "map:\n  terrain: clear\n  hexes:\n" HEXES
				    "  hexsides:\n    N3332/N3331: "
				    "[minor-river, bridge]\n"
				    "markers:\n  destroyed: [N3332/N3331]\n"
				    "units:\n"
				    INF("Kimball", "usa", 3, "N3333"));
	int			 i, die = 1;

	valley(g);
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_str_eq(recorded(g, "Frederick"), "usa");
	game_place_unit(g, tg_unit(g, "Kimball"), tg_hex(g, "N3332"));
	ck_assert_int_eq(county_controller(g, "Frederick", "test"), SIDE_USA);
	/* gcacw-vp: the next evaluation of the segment's items. */
	g->ledger.vp = NULL;
	ck_assert_int_eq(vp_score_segment(g, PH_COUNTY_CONTROL, NULL, &v), 0);
	for (i = 0; i < v.nitems; i++)
		if (v.items[i].id != NULL &&
		    strcmp(v.items[i].id, "frederick") == 0)
			break;
	ck_assert_int_lt(i, v.nitems);
	ck_assert(v.items[i].due);
	ck_assert_int_eq(v.items[i].count, 1);
	ck_assert_int_eq(v.items[i].vp, 3);
	vp_result_free(&v);
	/* 10.3: the Union repairs in a county it controls. */
	ck_assert_int_eq(hexside_parse(g->map.geo, "N3331/N3332",
	    &ro.hexside, NULL), 0);
	dice_init(&d, g, &die, 1, false, 0);
	ck_assert_int_eq(recover_phase(g, &d, &ros, &rc), 0);
	dice_free(&d);
	ck_assert_int_eq(g->markers.ndestroyed, 0);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* 22.2 Note (RULINGS): the Confederate player controls two counties;
 * 27.1's table prints no VP for Confederate control, so the note has
 * nothing to limit, and says so. */
START_TEST(test_siv_22_2_note_largest_loss)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC, "",
				    INF("Garnett", "csa", 8, "N3332")
				    INF("Jackson", "csa", 8, "S3713")));

	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_str_eq(recorded(g, "Frederick"), "csa");
	ck_assert_str_eq(recorded(g, "Rockingham"), "csa");
	ck_assert(noted(&r, "the Confederate player controls 2 counties"));
	tg_done(&t);
}
END_TEST

/* The County Control Segment's refusals: out of its segment, outside
 * the Advanced Game, on a turn without a Strategic Cycle, twice. */
START_TEST(test_siv_22_0_counties_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			*before;

	g = tg_load_ok(&t, GAME("5", BR, "", INF("Kimball", "usa", 2,
	    "N3333")));
	before = tg_emit(g);
	tg_refused(&t, counties(g, &r), "--counties");
	tg_unchanged(g, before);
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "turn: 5\nrain: false\nmap: {terrain: "
	    "clear}\nunits:\n" INF("Kimball", "usa", 2, "N3333"));
	tg_refused(&t, counties(g, &r), "is the SIV Advanced Game's");
	tg_done(&t);
	g = tg_load_ok(&t, GAME("7", "", "", INF("Kimball", "usa", 2,
	    "N3333")));
	tg_refused(&t, counties(g, &r), "Turn 7: SIV 14.0 step 9: the "
	    "Strategic Cycle is only on turns divisible by 5");
	tg_done(&t);
	g = tg_load_ok(&t, GAME("5", "", "", INF("Kimball", "usa", 2,
	    "N3333")));
	ck_assert_int_eq(counties(g, &r), 0);
	ck_assert_int_eq(g->phase, PH_NONE);
	before = tg_emit(g);
	tg_refused(&t, counties(g, &r), "has been played (its log entry)");
	tg_unchanged(g, before);
	tg_done(&t);
}
END_TEST

/* What the count needs: the county of every unit's hex; nothing changes
 * without it. */
START_TEST(test_siv_22_0_counties_needs_unit_county)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, GAME("5", CC, "",
				    INF("Kimball", "usa", 2, "N3333")
				    INF("Far", "csa", 2, "N1010")));

	ck_assert_int_eq(counties(g, &r), ST_DATA);
	ck_assert_msg(strstr(tg_errors(&t), "map.hexes.N1010.county: not "
	    "given; the County Control Segment (SIV 22.1, 22.2) needs the "
	    "county of N1010") != NULL, "%s", tg_errors(&t));
	ck_assert(!g->markers.has_counties);
	ck_assert_int_eq(g->phase, PH_COUNTY_CONTROL);
	tg_done(&t);
}
END_TEST

/* ---- SIV 23.2, the Union Bridge Repair Segment ---- */

/* The destroyed bridge N3332/N3331, both its hexes in Frederick, and a
 * destroyed ferry in Warren. */
#define REPAIR_GAME(turn, phase, markers, units)			\
	TG_SIV "scenario: valley-campaign\nturn: " turn "\n" phase	\
	"rain: false\nmap:\n  terrain: clear\n  hexes:\n" HEXES		\
	"  hexsides:\n    N3332/N3331: [minor-river, bridge]\n"		\
	"    M4615/M4616: [minor-river, ferry]\n"			\
	"markers:\n  destroyed: [N3332/N3331, M4615/M4616]\n" markers	\
	"units:\n" INF("Jackson", "csa", 1, "S3713") units
#define FRED_USA	"  counties: {Frederick: usa}\n"

static int
repair(struct game *g, const char *hs, struct turn_result *r, int n,
    const int *dice)
{
	struct turn_orders o = { .op = TURN_REPAIR, .repair = hs };

	return turn_orders_run(g, &o, r, n, dice);
}

/*
 * 23.2: "The destroyed bridge is in a county currently controlled by the
 * Union player (see 22.1) and no Confederate unit is in that county":
 * Frederick the Union's in the segment's record, no unit at the bridge.
 * "On a result of 2 or less, the repair attempt succeeds.  Remove the
 * Destroyed Bridge marker."
 */
START_TEST(test_siv_23_2_county_condition_die_2)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, REPAIR_GAME("5", BR,
				    FRED_USA, INF("Kimball", "usa", 1,
				    "N3333")));
	const struct node	*e;

	ck_assert_int_eq(repair(g, "N3331/N3332", &r, TG_DICE(2)), 0);
	ck_assert(!game_destroyed(g, tg_hex(g, "N3332"), tg_hex(g, "N3331")));
	ck_assert(game_destroyed(g, tg_hex(g, "M4615"), tg_hex(g, "M4616")));
	e = entry(g, "bridge-repair");
	ck_assert_str_eq(tg_path(e, "hexside")->str, "N3331/N3332");
	ck_assert_str_eq(tg_path(e, "condition")->str, "county");
	ck_assert_str_eq(tg_path(e, "die")->str, "2");
	ck_assert_str_eq(tg_path(e, "repaired")->str, "true");
	ck_assert_str_eq(tg_path(e, "dice.0.purpose")->str, "repair");
	ck_assert(noted(&r, "Frederick is Union-controlled and no Confederate "
	    "unit is in it"));
	/* Turn 5: the Depot, Supply, Ammunition and Commitment Segments are
	 * skipped (14.0 9 D-G). */
	ck_assert_int_eq(g->phase, PH_WITHDRAWAL);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* "On a result of 3 or more, the repair attempt fails and the Destroyed
 * Bridge marker remains on the map." */
START_TEST(test_siv_23_2_die_3_fails)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, REPAIR_GAME("5", BR,
				    FRED_USA, ""));

	ck_assert_int_eq(repair(g, "N3331/N3332", &r, TG_DICE(3)), 0);
	ck_assert(game_destroyed(g, tg_hex(g, "N3332"), tg_hex(g, "N3331")));
	ck_assert_str_eq(tg_path(entry(g, "bridge-repair"),
	    "repaired")->str, "false");
	ck_assert(noted(&r, "3 or more, the repair fails"));
	tg_done(&t);
}
END_TEST

/*
 * 23.2's second condition: "A Union infantry (not cavalry) unit is in
 * one of the two hexes connected by the destroyed bridge and there is no
 * Confederate unit or ZOC in the other hex.  If Union units are in both
 * of the hexes ..., the Union player may attempt to repair the bridge."
 * Frederick not the Union's, so only the units decide.  Each row: the
 * units, eligible or not, what the refusal says.
 */
static const struct {
	const char	*units;
	bool		 ok;
	const char	*why;
} unit_rows[] = {
	{ INF("Kimball", "usa", 1, "N3332"), true,
	    "Kimball, Union infantry, is in N3332, and N3331 has no "
	    "Confederate unit or ZOC" },
	{ CAV("1 MD", "usa", 1, "N3332"), false,
	    "no Union infantry unit is in N3331 or N3332" },
	{ INF("Kimball", "usa", 1, "N3332") CAV("Ashby", "csa", 1, "N3331"),
	    false, "Kimball, Union infantry, is in N3332, but N3331 holds a "
	    "Confederate unit" },
	/* Ashby in N3330 exerts ZOC into N3331 */
	{ INF("Kimball", "usa", 1, "N3332") CAV("Ashby", "csa", 1, "N3330"),
	    false, "Kimball, Union infantry, is in N3332, but N3331 is in "
	    "Confederate ZOC" },
	{ CAV("1 MD", "usa", 1, "N3332") CAV("1 VT", "usa", 1, "N3331")
	    CAV("Ashby", "csa", 1, "N3330"), true,
	    "Union units are in both N3331 and N3332" },
};

START_TEST(test_siv_23_2_units_condition)
{
	char			 yaml[4096];
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	int			 st;

	snprintf(yaml, sizeof(yaml), REPAIR_GAME("5", BR, "", "%s"),
	    unit_rows[_i].units);
	g = tg_load_ok(&t, yaml);
	st = repair(g, "N3331/N3332", &r, TG_DICE(1));
	if (unit_rows[_i].ok) {
		ck_assert_int_eq(st, 0);
		ck_assert_str_eq(tg_path(entry(g, "bridge-repair"),
		    "condition")->str, "units");
		ck_assert(noted(&r, unit_rows[_i].why));
		ck_assert(!game_destroyed(g, tg_hex(g, "N3332"),
		    tg_hex(g, "N3331")));
	} else {
		tg_refused(&t, st, unit_rows[_i].why);
		ck_assert(game_destroyed(g, tg_hex(g, "N3332"),
		    tg_hex(g, "N3331")));
	}
	tg_done(&t);
}
END_TEST

/* 23.2 (a) fails: the county is not the Union's, or a Confederate unit
 * is in it (anywhere in the county, not at the bridge). */
START_TEST(test_siv_23_2_county_condition_fails)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, REPAIR_GAME("5", BR, "  counties: {Frederick: "
	    "csa}\n", ""));
	tg_refused(&t, repair(g, "N3331/N3332", &r, TG_DICE(1)),
	    "neither holds: Frederick is Confederate-controlled; no Union "
	    "infantry unit is in N3331 or N3332 (SIV 23.2)");
	tg_done(&t);
	g = tg_load_ok(&t, REPAIR_GAME("5", BR, "  counties: {}\n", ""));
	tg_refused(&t, repair(g, "N3331/N3332", &r, TG_DICE(1)),
	    "Frederick is not controlled by the Union");
	tg_done(&t);
	g = tg_load_ok(&t, REPAIR_GAME("5", BR, FRED_USA,
	    CAV("Ashby", "csa", 1, "N3333")));
	tg_refused(&t, repair(g, "N3331/N3332", &r, TG_DICE(1)),
	    "Frederick is Union-controlled but Confederate units are in it "
	    "(Ashby)");
	tg_done(&t);
}
END_TEST

/* 23.2's refusals: "at most one bridge per Bridge Repair Segment"; no
 * Destroyed Bridge marker; a destroyed ferry (10.3's, not 23.2's); out
 * of the segment; a turn with no Strategic Cycle; not a hexside. */
START_TEST(test_siv_23_2_repair_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			*before;

	g = tg_load_ok(&t, REPAIR_GAME("5", "", FRED_USA, ""));
	ck_assert_int_eq(repair(g, "N3331/N3332", &r, TG_DICE(4)), 0);
	before = tg_emit(g);
	tg_refused(&t, repair(g, "N3331/N3332", &r, TG_DICE(1)),
	    "at most one bridge per Bridge Repair Segment (SIV 23.2)");
	tg_unchanged(g, before);
	tg_done(&t);
	g = tg_load_ok(&t, REPAIR_GAME("5", BR, FRED_USA, ""));
	tg_refused(&t, repair(g, "N3333/N3332", &r, TG_DICE(1)),
	    "no Destroyed Bridge marker is on N3332/N3333");
	tg_done(&t);
	g = tg_load_ok(&t, REPAIR_GAME("5", BR, FRED_USA,
	    INF("Tyler", "usa", 2, "M4615")));
	tg_refused(&t, repair(g, "M4615/M4616", &r, TG_DICE(1)),
	    "is a ferry, not a bridge");
	tg_done(&t);
	g = tg_load_ok(&t, REPAIR_GAME("5", CC, FRED_USA, ""));
	tg_refused(&t, repair(g, "N3331/N3332", &r, TG_DICE(1)),
	    "--repair");
	ck_assert_int_eq(g->phase, PH_COUNTY_CONTROL);
	tg_done(&t);
	g = tg_load_ok(&t, REPAIR_GAME("8", "", FRED_USA, ""));
	tg_refused(&t, repair(g, "N3331/N3332", &r, TG_DICE(1)),
	    "Turn 8: SIV 14.0 step 9");
	tg_done(&t);
	g = tg_load_ok(&t, REPAIR_GAME("5", BR, FRED_USA, ""));
	ck_assert_int_eq(repair(g, "N3332/N3330", &r, TG_DICE(1)), ST_USAGE);
	ck_assert_msg(strstr(tg_errors(&t), "--repair N3332/N3330") != NULL,
	    "%s", tg_errors(&t));
	tg_done(&t);
}
END_TEST

/* What (a) needs when (b) fails: the county of the bridge's hexes. */
START_TEST(test_siv_23_2_needs_county)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV
				    "scenario: valley-campaign\nturn: 5\n" BR
				    "rain: false\nmap:\n  terrain: clear\n"
				    "  hexsides:\n    N1010/N1011: "
				    "[minor-river, bridge]\nmarkers:\n"
				    "  destroyed: [N1010/N1011]\n" FRED_USA
				    "units:\n" INF("Kimball", "usa", 2,
				    "N3333"));

	ck_assert_int_eq(repair(g, "N1010/N1011", &r, TG_DICE(1)), ST_DATA);
	ck_assert_msg(strstr(tg_errors(&t), "map.hexes.N1010.county: not "
	    "given; the Union Bridge Repair Segment (SIV 23.2) needs the "
	    "county of N1010") != NULL, "%s", tg_errors(&t));
	ck_assert(game_destroyed(g, tg_hex(g, "N1010"), tg_hex(g, "N1011")));
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn_county, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_22_1_22_2_conditions_decide, N(frederick) },
	{ test_siv_23_2_units_condition, N(unit_rows) }))
