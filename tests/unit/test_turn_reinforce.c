/*
 * test_turn_reinforce.c — the Reinforcement Phase (lib/rules/
 * turn_reinforce.c; SIV 18.0-18.2, 20.0): each entry area's hexes
 * accepted and a hex outside refused, enemy-occupied hexes refused and
 * enemy ZOC allowed, stacks kept together, leaders with a unit, the
 * emergency reinforcements' conditions (Kelley Turn 4 and 5, Cooper
 * and Slough Turn 39 and 40, Heth), the 28 PA, the committed groups with
 * 20.0's delay (its Turn 65 example: a group due Turn 70 placed in
 * M5820 on Turn 71, not on Turn 70), the manpower the rules text does
 * not print, and what --next and --query read as still due.  The games
 * are the Valley Campaign's, with its scenario's entry areas.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "phase.h"
#include "scenario.h"
#include "testplay.h"
#include "turn.h"
#include "zoc.h"

/* A Valley Campaign game on turn T in phase P. */
#define VC(turn, phase, map, units)					\
	TG_SIV "scenario: valley-campaign\nturn: " turn "\nphase: "	\
	phase "\nrain: false\n" map "units:\n" units
#define CLEAR	"map: {terrain: clear}\n"
/* An off-map unit; `more` adds keys (", manpower: 5"). */
#define OFF(name, side, type, box, more)				\
	"  " name ": {side: " side ", type: " type ", status: off-map, " \
	"box: \"" box "\"" more "}\n"
#define DUE(turn, area)	", arrives: {turn: " turn ", area: " area "}"
#define EWELL(more)	OFF("Elzey", "csa", "infantry", "Ewell's Division", \
	", manpower: 5" more) OFF("Taylor", "csa", "infantry",		\
	"Ewell's Division", ", manpower: 6" more)

/* The scenario file's text, read once. */
static const char *
scenario_text(void)
{
	static char	*text;
	FILE		*f;
	long		 n;

	if (text != NULL)
		return text;
	f = fopen("scenarios/siv/valley-campaign.yaml", "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	text = calloc(1, (size_t)n + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_uint_eq(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	return text;
}

static struct game *
vc(struct tg *t, const char *yaml)
{
	struct game *g = tg_load_ok(t, yaml);

	tg_scenario(g, scenario_text());
	return g;
}

/* --reinforce with "U=H,U=H" ("" for none): its status. */
static int
reinforce(struct game *g, const char *list, struct turn_result *r)
{
	return turn_place_run(g, TURN_REINFORCE, list, r);
}

static bool
placed(struct game *g, const char *unit, const char *hex)
{
	struct unit *u = tg_unit(g, unit);

	return u->status == US_IN_PLAY && u->hex == tg_hex(g, hex);
}

/* One unit off the map due now in area `area` placed in `hex`: the
 * status. */
static int
place_one(const char *box, const char *type, const char *area,
    const char *hex, const char *more_units, char **errors)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			 yaml[2048], list[64];
	int			 st;

	snprintf(yaml, sizeof(yaml), VC("12", "reinforcement", "%s", "  U: "
	    "{side: %s, type: %s, status: off-map, box: \"%s\", manpower: 3, "
	    "arrives: {turn: 12, area: %s}}\n%s"), "map:\n  terrain: clear\n"
	    "  hexsides:\n    S0105/S0106: [road]\n    S0208/S0209: [road]\n",
	    strcmp(area, "heth") == 0 || strcmp(area, "csa-entry") == 0 ?
	    "csa" : "usa", type, box, area, more_units);
	g = vc(&t, yaml);
	snprintf(list, sizeof(list), "U=%s", hex);
	st = reinforce(g, list, &r);
	if (st == 0)
		ck_assert(placed(g, "U", hex));
	if (errors != NULL)
		*errors = strdup(tg_errors(&t));
	tg_done(&t);
	return st;
}

/* Each printed hex of each entry area (SIV 18.1, 18.2, 20.0). */
static const struct {
	const char	*area, *box, *type, *hex;
} area_hexes[] = {
	/* 18.1 Reinforcement Entry Areas. */
	{ "csa-entry", "Richmond", "infantry", "S3534" },
	{ "csa-entry", "Richmond", "infantry", "S4032" },
	{ "csa-entry", "Richmond", "infantry", "S4131" },
	{ "csa-entry", "Richmond", "infantry", "S4423" },
	{ "csa-entry", "Richmond", "infantry", "S5018" },
	{ "csa-entry", "Richmond", "infantry", "S5118" },
	{ "csa-entry", "Richmond", "infantry", "S5416" },
	/* 18.1 Emergency Reinforcements: "S0934, S1334, or S1534". */
	{ "heth", "Emergency Reinforcement", "infantry", "S0934" },
	{ "heth", "Emergency Reinforcement", "infantry", "S1334" },
	{ "heth", "Emergency Reinforcement", "infantry", "S1534" },
	/* 18.2: Blenker, Stahel, Steinwehr, Bohlen. */
	{ "blenker", "Mountain Department", "infantry", "N0124" },
	{ "blenker", "Mountain Department", "infantry", "N0111" },
	{ "blenker", "Mountain Department", "infantry", "N1013" },
	{ "blenker", "Mountain Department", "infantry", "N1612" },
	/* 18.2: Fremont, Cluseret (Moorefield read M0407). */
	{ "fremont", "Mountain Department", "infantry", "N0124" },
	{ "fremont", "Mountain Department", "infantry", "M0407" },
	{ "fremont", "Mountain Department", "infantry", "N0111" },
	/* 18.2: Milroy, Crook: a road or pike hex of column 01. */
	{ "south-west-edge", "Mountain Department", "infantry", "S0105" },
	{ "south-west-edge", "Mountain Department", "infantry", "S0106" },
	/* 18.2 Cavalry Reinforcements. */
	{ "banks-cavalry", "Cavalry Reinforcements: Banks", "cavalry",
	    "N5524" },
	{ "banks-cavalry", "Cavalry Reinforcements: Banks", "cavalry",
	    "N5416" },
	{ "banks-cavalry", "Cavalry Reinforcements: Banks", "cavalry",
	    "N5007" },
	{ "banks-cavalry", "Cavalry Reinforcements: Banks", "cavalry",
	    "N5505" },
	{ "fremont-cavalry", "Cavalry Reinforcements: Fremont", "cavalry",
	    "M0407" },
	{ "fremont-cavalry", "Cavalry Reinforcements: Fremont", "cavalry",
	    "N0124" },
	{ "fremont-cavalry", "Cavalry Reinforcements: Fremont", "cavalry",
	    "N0111" },
	/* 18.2 Emergency Reinforcements, Manassas Gap RR. */
	{ "kelley", "Emergency Reinforcement", "infantry", "N0111" },
	{ "harpers-ferry", "Emergency Reinforcement", "infantry", "N5524" },
	{ "markham", "Manassas Gap RR", "infantry", "M5616" },
};

START_TEST(test_siv_18_0_each_area_hex_accepted)
{
	ck_assert_int_eq(place_one(area_hexes[_i].box, area_hexes[_i].type,
	    area_hexes[_i].area, area_hexes[_i].hex, "", NULL), 0);
}
END_TEST

/* A hex outside each area is refused, citing the area's rule. */
static const struct {
	const char	*area, *box, *type, *hex, *says;
} outside[] = {
	{ "csa-entry", "Richmond", "infantry", "S3535", "not in its entry "
	    "area csa-entry: S3534, S4032, S4131, S4423, S5018, S5118, S5416" },
	{ "heth", "Emergency Reinforcement", "infantry", "S2629",
	    "(SIV 18.1 Emergency Reinforcements)" },
	{ "blenker", "Mountain Department", "infantry", "M0407",
	    "(SIV 18.2 Union Reinforcement Entry Areas)" },
	{ "fremont", "Mountain Department", "infantry", "N1013",
	    "area fremont: N0124, M0407, N0111" },
	/* Column 01 without a road or pike, and a road hex of column 02. */
	{ "south-west-edge", "Mountain Department", "infantry", "S0110",
	    "S0110 has no road or pike" },
	{ "south-west-edge", "Mountain Department", "infantry", "S0208",
	    "area south-west-edge: S0105, S0106" },
	{ "banks-cavalry", "Cavalry Reinforcements: Banks", "cavalry",
	    "M0407", "(SIV 18.2 Cavalry Reinforcements)" },
	{ "fremont-cavalry", "Cavalry Reinforcements: Fremont", "cavalry",
	    "N5524", "(SIV 18.2 Cavalry Reinforcements)" },
	{ "kelley", "Emergency Reinforcement", "infantry", "N0124",
	    "area kelley: N0111" },
	{ "harpers-ferry", "Emergency Reinforcement", "infantry", "N5523",
	    "area harpers-ferry: N5524" },
	{ "markham", "Manassas Gap RR", "infantry", "M5816",
	    "area markham: M5616" },
};

START_TEST(test_siv_18_0_hex_outside_area_refused)
{
	char *err;

	ck_assert_int_eq(place_one(outside[_i].box, outside[_i].type,
	    outside[_i].area, outside[_i].hex, "", &err), ST_REFUSED);
	ck_assert_msg(strstr(err, outside[_i].says) != NULL, "%s", err);
	free(err);
}
END_TEST

/* "Confederate reinforcements may not be placed in a hex containing
 * Union units. They may be placed in a Union ZOC." */
START_TEST(test_siv_18_1_union_occupied_refused_zoc_allowed)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    EWELL(DUE("12", "csa-entry"))
				    TG_INF("Kimball", "usa", 7, "S4131")
				    TG_INF("Tyler", "usa", 4, "S3533")));

	ck_assert_int_eq(reinforce(g, "Elzey=S4131", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "S4131 holds Union "
	    "units"));
	ck_assert_int_eq(tg_unit(g, "Elzey")->status, US_OFF_MAP);
	ck_assert_int_ne(zoc_of_side(g, SIDE_USA, tg_hex(g, "S3534")),
	    ZOC_NONE);
	ck_assert_int_eq(reinforce(g, "Elzey=S3534,Taylor=S3534", &r), 0);
	ck_assert(placed(g, "Elzey", "S3534"));
	tg_done(&t);
}
END_TEST

/* 18.2: "Union reinforcements may not be placed in a hex containing
 * Confederate units. They may be placed in a Confederate ZOC." */
START_TEST(test_siv_18_2_confederate_occupied_refused_zoc_allowed)
{
	char *err;

	ck_assert_int_eq(place_one("Mountain Department", "infantry",
	    "blenker", "N0124", TG_INF("Ashby", "csa", 2, "N0124"), &err),
	    ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(err, "N0124 holds Confederate units"));
	free(err);
	ck_assert_int_eq(place_one("Mountain Department", "infantry",
	    "blenker", "N0124", TG_INF("Ashby", "csa", 2, "N0125"), NULL), 0);
}
END_TEST

/* Placed: in play, fatigue 0, organized, in supply, out of its box;
 * the phase does not end (--next ends it). */
START_TEST(test_siv_18_1_placed_unit_fresh_phase_goes_on)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    OFF("Branch", "csa", "infantry", "Richmond",
				    ", manpower: 4, fatigue: 2, disorganized: "
				    "true, supply: out"
				    DUE("12", "csa-entry"))));
	struct unit		*u = tg_unit(g, "Branch");

	ck_assert_int_eq(reinforce(g, "Branch=S5416", &r), 0);
	ck_assert_int_eq(u->status, US_IN_PLAY);
	ck_assert_int_eq(u->fatigue, 0);
	ck_assert(!u->disorganized);
	ck_assert(!u->out_of_supply);
	ck_assert_ptr_null(u->off.box);
	ck_assert_int_eq(u->off.arrives, 0);
	ck_assert_int_eq(g->phase, PH_REINFORCEMENT);
	ck_assert_str_eq(tg_log(g, "op")->str, "reinforcement");
	ck_assert_str_eq(tg_log(g, "units.0.unit")->str, "Branch");
	ck_assert_str_eq(tg_log(g, "units.0.hex")->str, "S5416");
	/* No railroad at S3534 in this map: the seven printed hexes. */
	ck_assert(noted(&r, "only the seven printed hexes are offered"));
	tg_done(&t);
}
END_TEST

/* "he must place them stacked in one of the following hexes": a split
 * in one call, or across two calls of the phase, is refused. */
START_TEST(test_siv_18_1_stack_split_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    EWELL(DUE("12", "csa-entry"))));

	ck_assert_int_eq(reinforce(g, "Elzey=S3534,Taylor=S4032", &r),
	    ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "it arrives with Elzey, "
	    "who is placed in S3534: they are placed stacked in one hex"));
	ck_assert_int_eq(tg_unit(g, "Elzey")->status, US_OFF_MAP);
	ck_assert_int_eq(reinforce(g, "Elzey=S3534", &r), 0);
	ck_assert_int_eq(reinforce(g, "Taylor=S4032", &r), ST_REFUSED);
	ck_assert_int_eq(reinforce(g, "Taylor=S3534", &r), 0);
	tg_done(&t);
}
END_TEST

/* A leader comes with a unit placed in his hex this phase (Ewell with
 * his division, 18.1); alone he is refused. */
START_TEST(test_siv_18_1_leader_with_a_unit)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    EWELL(DUE("12", "csa-entry")))
				    "leaders:\n  Ewell: {side: csa, rank: "
				    "division, status: off-map, box: \"Ewell's "
				    "Division\"" DUE("12", "csa-entry") "}\n");

	ck_assert_int_eq(reinforce(g, "Ewell=S3534", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "leaders.Ewell: "
	    "--reinforce Ewell: a leader arrives with a unit"));
	ck_assert_int_eq(reinforce(g, "Ewell=S3534,Elzey=S3534", &r), 0);
	ck_assert_int_eq(tg_leader(g, "Ewell")->status, US_IN_PLAY);
	ck_assert_int_eq(tg_leader(g, "Ewell")->with,
	    (int)(tg_unit(g, "Elzey") - g->units));
	ck_assert_str_eq(tg_log(g, "units.1.with")->str, "Elzey");
	tg_done(&t);
}
END_TEST

/* ... or with one placed earlier in the phase; --next waits for him. */
START_TEST(test_siv_18_1_leader_after_his_units)
{
	struct tg		 t;
	struct turn_result	 r;
	const char		*first;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    EWELL(DUE("12", "csa-entry")))
				    "leaders:\n  Ewell: {side: csa, rank: "
				    "division, status: off-map, box: \"Ewell's "
				    "Division\"" DUE("12", "csa-entry") "}\n");

	ck_assert_int_eq(turn_reinforce_due(g, &first), 3);
	ck_assert_int_eq(reinforce(g, "Elzey=S4423,Taylor=S4423", &r), 0);
	ck_assert_int_eq(turn_reinforce_due(g, &first), 1);
	ck_assert_str_eq(first, "Ewell");
	ck_assert_int_eq(reinforce(g, "Ewell=S3534", &r), ST_REFUSED);
	ck_assert_int_eq(reinforce(g, "Ewell=S4423", &r), 0);
	ck_assert_int_eq(tg_leader(g, "Ewell")->with,
	    (int)(tg_unit(g, "Elzey") - g->units));
	ck_assert_int_eq(turn_reinforce_due(g, &first), 0);
	tg_done(&t);
}
END_TEST

/* Not due: in its box with no arrival, or due on a later turn. */
START_TEST(test_siv_18_1_not_due_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    OFF("Branch", "csa", "infantry", "Richmond",
				    ", manpower: 4")
				    OFF("Mahone", "csa", "infantry", "Richmond",
				    ", manpower: 4" DUE("13", "csa-entry"))));

	ck_assert_int_eq(reinforce(g, "Branch=S3534", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "not due in this "
	    "Reinforcement Phase: it is in the Richmond box with no arrival "
	    "due"));
	ck_assert_int_eq(reinforce(g, "Mahone=S3534", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "it arrives on Turn 13"));
	tg_done(&t);
}
END_TEST

/* 18.1: "Any station on the Virginia Central RR, provided Augusta
 * County is not Union-controlled and no Union unit lies between that
 * station and S3534."  S3532 a station two railroad hexes from S3534. */
#define CENTRAL_MAP							\
	"map:\n  terrain: clear\n  hexes:\n"				\
	"    S3532: {terrain: clear, features: [station]}\n"		\
	"  hexsides:\n    S3534/S3533: [railroad]\n"			\
	"    S3533/S3532: [railroad]\n"
static const struct {
	const char	*more;		/* units, markers */
	int		 status;
} central[] = {
	{ "", 0 },
	/* A Union unit between the station and S3534. */
	{ TG_INF("Kimball", "usa", 7, "S3533"), ST_REFUSED },
	/* A Union unit beside the line is not between. */
	{ TG_INF("Kimball", "usa", 7, "S3633"), 0 },
	{ "markers: {counties: {Augusta: usa}}\n", ST_REFUSED },
	{ "markers: {counties: {Augusta: csa}}\n", 0 },
};

START_TEST(test_siv_18_1_virginia_central_station)
{
	struct tg		 t;
	struct turn_result	 r;
	char			 yaml[2048];
	struct game		*g;

	/* Units, or the top-level markers, after the units. */
	snprintf(yaml, sizeof(yaml), "%s%s", VC("12", "reinforcement",
	    CENTRAL_MAP, OFF("Branch", "csa", "infantry", "Richmond",
	    ", manpower: 4" DUE("12", "csa-entry"))), central[_i].more);
	g = vc(&t, yaml);
	ck_assert_int_eq(reinforce(g, "Branch=S3532", &r), central[_i].status);
	ck_assert_int_eq(placed(g, "Branch", "S3532"), central[_i].status ==
	    0);
	tg_done(&t);
}
END_TEST

/* 18.1 Heth: placed only when a Union unit is in Staunton (S2629),
 * in the hex the Confederate player names. */
START_TEST(test_siv_18_1_heth_when_union_in_staunton)
{
	static const struct {
		const char	*unit;
		bool		 due;
	} rows[] = {
		{ TG_INF("Kimball", "usa", 7, "S2629"), true },
		{ TG_INF("Kimball", "usa", 7, "S2630"), false },
		{ TG_INF("Kimball", "csa", 7, "S2629"), false },
	};
	size_t i;

	for (i = 0; i < nitems(rows); i++) {
		struct tg		 t;
		struct turn_result	 r;
		char			 yaml[1024];
		struct game		*g;

		snprintf(yaml, sizeof(yaml), "%s%s", VC("12", "reinforcement",
		    CLEAR, OFF("Heth", "csa", "infantry",
		    "Emergency Reinforcement", ", manpower: 3")), rows[i].unit);
		g = vc(&t, yaml);
		/* Not placed without his hex named. */
		ck_assert_int_eq(reinforce(g, "", &r), 0);
		ck_assert_int_eq(tg_unit(g, "Heth")->status, US_OFF_MAP);
		ck_assert(noted(&r, "Heth is due") == rows[i].due);
		ck_assert_int_eq(reinforce(g, "Heth=S1334", &r),
		    rows[i].due ? 0 : ST_REFUSED);
		ck_assert(placed(g, "Heth", "S1334") == rows[i].due);
		tg_done(&t);
	}
}
END_TEST

/* 18.1: "If Union units are in all of these hexes, the Confederate
 * player may delay Heth's arrival": he stays due, and --next is not
 * held up. */
START_TEST(test_siv_18_1_heth_every_hex_held_stays_due)
{
	struct tg		 t;
	struct turn_result	 r;
	const char		*first;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    OFF("Heth", "csa", "infantry",
				    "Emergency Reinforcement", ", manpower: 3")
				    TG_INF("A", "usa", 2, "S2629")
				    TG_INF("B", "usa", 2, "S0934")
				    TG_INF("C", "usa", 2, "S1334")
				    TG_INF("D", "usa", 2, "S1534")));

	ck_assert_int_eq(turn_reinforce_due(g, &first), 0);
	ck_assert_int_eq(reinforce(g, "", &r), 0);
	ck_assert(noted(&r, "Heth is due, because A, a Union unit, is in "
	    "S2629 (Staunton), but Union units hold every hex of its area S0934, S1334, "
	    "S1534: it stays due"));
	ck_assert_int_eq(tg_unit(g, "Heth")->off.arrives, 12);
	ck_assert_str_eq(tg_log(g, "waiting.0")->str, "Heth");
	tg_done(&t);
}
END_TEST

/* 18.2 Kelley: "If, in any Reinforcement Phase on Turn 5 (March 11) or
 * later, any Confederate unit is in Harpers Ferry (N5524) or Moorefield
 * (M0407), or a Confederate infantry unit is in Morgan or Hampshire
 * County". */
#define COUNTIES							\
	"map:\n  terrain: clear\n  hexes:\n"				\
	"    N2805: {terrain: clear, county: Morgan}\n"			\
	"    N1826: {terrain: clear, county: Hampshire}\n"		\
	"    N3528: {terrain: clear, county: Frederick}\n"		\
	"    N4317: {terrain: clear, county: Berkeley}\n"		\
	"    N4927: {terrain: clear, county: Jefferson}\n"
static const struct {
	const char	*turn, *unit, *who;
	bool		 due;
} emergency[] = {
	{ "4", TG_CAV("Ashby", "csa", 2, "N5524"), "Kelley", false },
	{ "5", TG_CAV("Ashby", "csa", 2, "N5524"), "Kelley", true },
	{ "5", TG_CAV("Ashby", "csa", 2, "M0407"), "Kelley", true },
	{ "5", TG_INF("Garnett", "csa", 8, "N2805"), "Kelley", true },
	{ "5", TG_INF("Garnett", "csa", 8, "N1826"), "Kelley", true },
	{ "5", TG_CAV("Ashby", "csa", 2, "N2805"), "Kelley", false },
	{ "5", TG_INF("Garnett", "csa", 8, "N3528"), "Kelley", false },
	{ "5", TG_INF("Garnett", "usa", 8, "N5524"), "Kelley", false },
	/* Cooper and Slough: "on Turn 40 (April 15) or later, any
	 * Confederate unit is in Winchester (N3333), or a Confederate
	 * infantry unit is in Berkeley or Jefferson County". */
	{ "39", TG_CAV("Ashby", "csa", 2, "N3333"), "Cooper", false },
	{ "40", TG_CAV("Ashby", "csa", 2, "N3333"), "Cooper", true },
	{ "40", TG_INF("Garnett", "csa", 8, "N4317"), "Cooper", true },
	{ "40", TG_INF("Garnett", "csa", 8, "N4927"), "Cooper", true },
	{ "40", TG_CAV("Ashby", "csa", 2, "N4317"), "Cooper", false },
	{ "40", TG_INF("Garnett", "csa", 8, "N3528"), "Cooper", false },
};

START_TEST(test_siv_18_2_emergency_conditions)
{
	struct tg		 t;
	struct turn_result	 r;
	char			 yaml[2048];
	struct game		*g;
	bool			 kelley;

	kelley = strcmp(emergency[_i].who, "Kelley") == 0;
	snprintf(yaml, sizeof(yaml), TG_SIV "scenario: valley-campaign\n"
	    "turn: %s\nphase: reinforcement\nrain: false\n" COUNTIES
	    "units:\n%s" OFF("Kelley", "usa", "infantry",
	    "Emergency Reinforcement", ", manpower: 4") OFF("Cooper", "usa",
	    "infantry", "Emergency Reinforcement", "") OFF("Slough", "usa",
	    "infantry", "Emergency Reinforcement", ", manpower: 6"),
	    emergency[_i].turn, emergency[_i].unit);
	g = vc(&t, yaml);
	ck_assert_int_eq(reinforce(g, "", &r), 0);
	ck_assert_str_eq(tg_errors(&t), "");
	ck_assert(placed(g, emergency[_i].who, kelley ? "N0111" : "N5524") ==
	    emergency[_i].due);
	if (!kelley) {
		ck_assert(placed(g, "Slough", "N5524") == emergency[_i].due);
		/* 18.2: "both placed ... with organized manpower-6
		 * Strength markers": Cooper's is the printed one. */
		if (emergency[_i].due)
			ck_assert_int_eq(tg_unit(g, "Cooper")->manpower, 6);
	} else if (emergency[_i].due)
		ck_assert_str_eq(tg_log(g, "automatic.0")->str, "Kelley");
	tg_done(&t);
}
END_TEST

/* "If Confederate units are in Patterson's Depot, Kelley is not placed
 * on the map until the first Reinforcement Phase in which no
 * Confederate units are in Patterson's Depot": he comes then even when
 * the condition no longer holds. */
START_TEST(test_siv_18_2_kelley_waits_for_patterson)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("6", "reinforcement", CLEAR,
				    OFF("Kelley", "usa", "infantry",
				    "Emergency Reinforcement", ", manpower: 4")
				    TG_CAV("Ashby", "csa", 2, "N5524")
				    TG_CAV("Munford", "csa", 2, "N0111")));
	const char		*first;

	ck_assert_int_eq(turn_reinforce_due(g, &first), 0);
	ck_assert_int_eq(reinforce(g, "", &r), 0);
	ck_assert(noted(&r, "it stays due"));
	ck_assert_str_eq(tg_log(g, "waiting.0")->str, "Kelley");
	ck_assert_int_eq(tg_unit(g, "Kelley")->off.arrives, 6);
	/* Turn 7: Ashby and Munford gone. */
	game_place_unit(g, tg_unit(g, "Ashby"), tg_hex(g, "N3030"));
	game_place_unit(g, tg_unit(g, "Munford"), tg_hex(g, "N3032"));
	g->turn = 7;
	ck_assert_int_eq(turn_reinforce_due(g, &first), 1);
	ck_assert_str_eq(first, "Kelley");
	ck_assert_int_eq(reinforce(g, "", &r), 0);
	ck_assert(placed(g, "Kelley", "N0111"));
	tg_done(&t);
}
END_TEST

/* 18.2 Manassas Gap RR: the 28 PA, due the turn after the County
 * Control Segment, placed in M5616 with manpower 2; the depot is the
 * players'. */
START_TEST(test_siv_18_2_28_pa_at_markham)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("41", "reinforcement", CLEAR,
				    OFF("28 PA", "usa", "infantry",
				    "Manassas Gap RR",
				    ", arrives: {turn: 41}")));

	ck_assert_int_eq(reinforce(g, "", &r), 0);
	ck_assert(placed(g, "28 PA", "M5616"));
	ck_assert_int_eq(tg_unit(g, "28 PA")->manpower, 2);
	ck_assert(noted(&r, "does not rule depots yet"));
	tg_done(&t);
}
END_TEST

/* 18.2 Cavalry Reinforcements: "All cavalry reinforcements have an
 * organized manpower-1 Strength marker." */
START_TEST(test_siv_18_2_cavalry_manpower_1)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    OFF("1 MD Cav", "usa", "cavalry",
				    "Cavalry Reinforcements: Banks",
				    ", arrives: {turn: 12}")));

	ck_assert_int_eq(reinforce(g, "", &r), 0);
	ck_assert(noted(&r, "1 MD Cav is due"));
	ck_assert_int_eq(reinforce(g, "1 MD Cav=N5007", &r), 0);
	ck_assert_int_eq(tg_unit(g, "1 MD Cav")->manpower, 1);
	tg_done(&t);
}
END_TEST

/* A manpower the rules text does not print is the set-up's: the
 * missing-data error names the field, nothing is placed. */
START_TEST(test_siv_18_2_manpower_not_printed_missing)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    OFF("Stahel", "usa", "infantry",
				    "Mountain Department",
				    ", arrives: {turn: 12}")));

	ck_assert_int_eq(reinforce(g, "Stahel=N0124", &r), ST_DATA);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "units.Stahel.manpower: "
	    "not given"));
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "UNION SET-UP (page 35 "
	    "of the rulebook)"));
	ck_assert_int_eq(tg_unit(g, "Stahel")->status, US_OFF_MAP);
	tg_done(&t);
}
END_TEST

/* SIV 20.0's example: the first group of Turn 65's commitment is due
 * on Turn 70.  M5816 then; M5806-M5832 when delayed one or two turns. */
#define GROUP(turn, more)						\
	VC(turn, "reinforcement", CLEAR,				\
	    OFF("Geary", "usa", "infantry", "Department of the Rappahannock", \
	    ", manpower: 5, committed: 65" DUE("70", "commitment"))	\
	    OFF("Bayard", "usa", "cavalry", "Department of the Rappahannock", \
	    ", manpower: 2, committed: 65" DUE("70", "commitment")) more)
static const struct {
	const char	*turn, *list, *more;
	int		 status;
	const char	*says;
} groups[] = {
	{ "70", "Geary=M5816,Bayard=M5816", "", 0, NULL },
	{ "70", "Geary=M5820,Bayard=M5820", "", ST_REFUSED,
	    "M5806 to M5832 only for a group placed one or two turns late" },
	{ "71", "Geary=M5820,Bayard=M5820", "", 0, NULL },
	{ "72", "Geary=M5832,Bayard=M5832", "", 0, NULL },
	{ "72", "Geary=M5806,Bayard=M5806", "", 0, NULL },
	{ "73", "Geary=M5820,Bayard=M5820", "", ST_REFUSED,
	    "not in its entry area commitment: M5816" },
	{ "73", "Geary=M5816,Bayard=M5816", "", 0, NULL },
	{ "71", "Geary=M5805,Bayard=M5805", "", ST_REFUSED,
	    "not in its entry area commitment" },
	{ "71", "Geary=M5820,Bayard=M5822", "", ST_REFUSED,
	    "\"all units in the group must be placed in the same hex\"" },
	{ "70", "Geary=M5816,Bayard=M5816", TG_CAV("Ashby", "csa", 2,
	    "M5816"), ST_REFUSED, "M5816 holds Confederate units" },
	{ "70", "Geary=M5816,Bayard=M5816", TG_CAV("Ashby", "csa", 2,
	    "M5817"), 0, NULL },
};

START_TEST(test_siv_20_0_placing_committed_groups)
{
	struct tg		 t;
	struct turn_result	 r;
	char			 yaml[2048], list[64];
	struct game		*g;

	snprintf(yaml, sizeof(yaml), GROUP("%s", "%s"), groups[_i].turn,
	    groups[_i].more);
	g = vc(&t, yaml);
	ck_assert_int_eq(reinforce(g, groups[_i].list, &r), groups[_i].status);
	if (groups[_i].says != NULL)
		ck_assert_msg(strstr(tg_errors(&t), groups[_i].says) != NULL,
		    "%s", tg_errors(&t));
	else {
		snprintf(list, sizeof(list), "%s",
		    strchr(groups[_i].list, '=') + 1);
		*strchr(list, ',') = '\0';
		ck_assert(placed(g, "Geary", list));
		ck_assert_int_eq(tg_unit(g, "Geary")->committed, 65);
	}
	tg_done(&t);
}
END_TEST

/* What --next waits for: the committed group may wait through Turn 71
 * (20.0's delay), not on Turn 72; the others are due when a hex is
 * free. */
START_TEST(test_siv_20_0_placing_due_count)
{
	static const struct {
		const char	*turn;
		int		 due;
	} rows[] = { { "70", 0 }, { "71", 0 }, { "72", 2 }, { "73", 2 } };
	size_t i;

	for (i = 0; i < nitems(rows); i++) {
		struct tg	 t;
		char		 yaml[2048];
		const char	*first;
		struct game	*g;

		snprintf(yaml, sizeof(yaml), GROUP("%s", ""), rows[i].turn);
		g = vc(&t, yaml);
		ck_assert_int_eq(turn_reinforce_due(g, &first), rows[i].due);
		if (rows[i].due > 0)
			ck_assert_str_eq(first, "Geary");
		tg_done(&t);
	}
}
END_TEST

/* 18.2's Strategic Table reinforcements are due, and --next refuses to
 * end the phase while they may be placed (gcacw-turn(1) RULINGS). */
START_TEST(test_siv_18_2_union_reinforcements_hold_next)
{
	struct tg		 t;
	struct turn_result	 r;
	const char		*first;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    OFF("Stahel", "usa", "infantry",
				    "Mountain Department", ", manpower: 5, "
				    "arrives: {turn: 12}")));

	ck_assert_int_eq(turn_reinforce_due(g, &first), 1);
	ck_assert_str_eq(first, "Stahel");
	ck_assert_int_eq(turn_op(g, TURN_NEXT, &r, 0, NULL), ST_REFUSED);
	ck_assert_int_eq(g->phase, PH_REINFORCEMENT);
	ck_assert_int_eq(reinforce(g, "Stahel=N1612", &r), 0);
	ck_assert_int_eq(turn_reinforce_due(g, &first), 0);
	ck_assert_int_eq(turn_op(g, TURN_NEXT, &r, 0, NULL), 0);
	ck_assert_int_eq(g->phase, PH_OFF_MAP_MOVEMENT);
	tg_done(&t);
}
END_TEST

/* --query: the units due now, with their free hexes, and later. */
START_TEST(test_siv_18_0_query_due)
{
	struct tg	 t;
	char		*buf;
	size_t		 len;
	FILE		*f;
	struct game	*g = vc(&t, VC("12", "action", CLEAR,
			    OFF("Branch", "csa", "infantry", "Richmond",
			    ", manpower: 4" DUE("12", "csa-entry"))
			    OFF("Crook", "usa", "infantry",
			    "Mountain Department", ", manpower: 3, arrives: "
			    "{turn: 13}")
			    TG_INF("Kimball", "usa", 7, "S4131")));
	char		*out;

	f = tg_memopen(&buf, &len);
	turn_reinforce_query(g, f);
	out = tg_memclose(f, &buf);
	ck_assert_str_eq(out, "due: Branch (area csa-entry: S3534, S4032, "
	    "S4423, S5018, S5118, S5416; due on Turn 12)\n"
	    "due later: Crook on Turn 13 (area south-west-edge)\n");
	free(out);
	tg_done(&t);
}
END_TEST

/* Nothing due: --query prints nothing. */
START_TEST(test_siv_18_0_query_nothing_due)
{
	struct tg	 t;
	char		*buf, *out;
	size_t		 len;
	FILE		*f;
	struct game	*g = vc(&t, VC("12", "action", CLEAR,
			    OFF("Branch", "csa", "infantry", "Richmond",
			    ", manpower: 4")));

	f = tg_memopen(&buf, &len);
	turn_reinforce_query(g, f);
	out = tg_memclose(f, &buf);
	ck_assert_str_eq(out, "");
	free(out);
	tg_done(&t);
}
END_TEST

/* Out of the phase, and outside the Advanced Game. */
START_TEST(test_siv_18_0_reinforce_out_of_phase_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "action", CLEAR,
				    EWELL(DUE("12", "csa-entry"))));

	ck_assert_int_eq(reinforce(g, "Elzey=S3534", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "phase:"));
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "turn: 3\n" CLEAR "units:\n"
	    TG_INF("Kimball", "usa", 7, "N3333"));
	ck_assert_int_eq(reinforce(g, "", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "the SIV Advanced "
	    "Game's (SIV 14.0 step 2, 18.0)"));
	tg_done(&t);
}
END_TEST

/* An unknown name, a bad hex, a name twice: usage errors (64). */
START_TEST(test_siv_18_0_reinforce_usage)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    EWELL(DUE("12", "csa-entry"))));

	ck_assert_int_eq(reinforce(g, "Elzy=S3534", &r), ST_USAGE);
	ck_assert_int_eq(reinforce(g, "Elzey=X1", &r), ST_USAGE);
	ck_assert_int_eq(reinforce(g, "Elzey=S3534,Elzey=S3534", &r),
	    ST_USAGE);
	ck_assert_int_eq(tg_unit(g, "Elzey")->status, US_OFF_MAP);
	tg_done(&t);
}
END_TEST

/* A unit due that no entry area takes is the scenario data's gap. */
START_TEST(test_siv_18_0_no_entry_area_missing)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc(&t, VC("12", "reinforcement", CLEAR,
				    OFF("Lost", "csa", "infantry", "Nowhere",
				    ", manpower: 3, arrives: {turn: 12}")));

	ck_assert_int_eq(reinforce(g, "Lost=S3534", &r), ST_DATA);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "units.Lost.box: no "
	    "entry area of the scenario (areas:) lists Lost or the box "
	    "'Nowhere'"));
	ck_assert_int_eq(reinforce(g, "", &r), ST_DATA);
	ck_assert_int_eq(tg_unit(g, "Lost")->status, US_OFF_MAP);
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn_reinforce, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_18_0_each_area_hex_accepted, N(area_hexes) },
	{ test_siv_18_0_hex_outside_area_refused, N(outside) },
	{ test_siv_18_1_virginia_central_station, N(central) },
	{ test_siv_18_2_emergency_conditions, N(emergency) },
	{ test_siv_20_0_placing_committed_groups, N(groups) }))
