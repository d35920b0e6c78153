/*
 * test_turn_withdrawal.c — the Union Commitment Segment and the
 * Withdrawal Segment (lib/rules/turn_withdrawal.c, turn_score.c; SIV
 * 19.0, 19.1, 19.2, 20.0, 27.1) scored by the Shenandoah Valley
 * Campaign's own victory items: 19.2's example and every row of the
 * Union Withdrawal Table, 20.0's two examples and every row of the
 * Union Commitment Table, the Confederate path to the map edge, Branch,
 * Mahone and Seven Pines at the end of the segment, each item once a
 * segment, and each refusal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "phase.h"
#include "scenario.h"
#include "testplay.h"
#include "turn.h"
#include "vp.h"

/* A Valley Campaign game on Turn `turn`, in phase `phase` ("" for none:
 * a standalone ruling), with `more` (the strategic track, the map) and
 * then its units. */
#define VC(turn, phase, more)						\
	TG_SIV "scenario: valley-campaign\nturn: " turn "\n" phase	\
	"rain: false\n" more
#define IN(p)		"phase: " p "\n"
#define TRACK(box)	"strategic: {box: " box "}\n"
#define PINES		"strategic: {box: 6, major_union_victory: true}\n"
/* The counties 19.1 and 19.2 name, and one they do not. */
#define COUNTIES							\
	"map:\n  terrain: clear\n  hexes:\n"				\
	"    M5616: {county: Fauquier}\n"				\
	"    M5617: {county: Fauquier}\n"				\
	"    N5007: {county: Washington}\n"				\
	"    M5812: {county: Loudoun}\n"				\
	"    N3333: {county: Frederick}\n"				\
	"    S3712: {county: Rockingham}\n"				\
	"    S2629: {county: Augusta}\n"				\
	"    S2630: {county: Augusta}\n"				\
	"    M3712: {county: Shenandoah}\n"
#define BRIG(name, side, mp, hex)					\
	TG_UNIT(name, side, "infantry", mp, hex, ", size: brigade")
/* In the Department of the Rappahannock box. */
#define DOR(name, type, mp)						\
	"  " name ": {side: usa, type: " type ", manpower: " #mp	\
	", status: off-map, box: Department of the Rappahannock}\n"
#define DOR_LEADER(name)						\
	"  " name ": {side: usa, rank: division, status: off-map, "	\
	"box: Department of the Rappahannock}\n"

/* scenarios/siv/valley-campaign.yaml, read once. */
static const char *
valley_campaign(void)
{
	static char	*yaml;
	FILE		*f;
	long		 n;

	if (yaml != NULL)
		return yaml;
	ck_assert_ptr_nonnull(f = fopen("scenarios/siv/valley-campaign.yaml",
	    "rb"));
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	yaml = xmalloc((size_t)n + 1);
	ck_assert_uint_eq(fread(yaml, 1, (size_t)n, f), (size_t)n);
	yaml[n] = '\0';
	fclose(f);
	return yaml;
}

/* The game, which loads clean, with its scenario's victory items. */
static struct game *
vc_game(struct tg *t, const char *yaml)
{
	struct game *g = tg_load_ok(t, yaml);

	tg_scenario(g, valley_campaign());
	ck_assert(g->advanced);
	return g;
}

/* Names split at commas into v (at most 16). */
static int
split(char *buf, const char **v)
{
	char	*p, *save = NULL;
	int	 n = 0;

	for (p = strtok_r(buf, ",", &save); p != NULL && n < 16;
	    p = strtok_r(NULL, ",", &save))
		v[n++] = p;
	return n;
}

/* --withdraw LIST. */
static int
withdraw(struct game *g, const char *list, struct turn_result *r)
{
	static char		 buf[512];
	const char		*v[16];
	struct turn_orders	 o = { .op = TURN_WITHDRAW, .withdraw = v };

	snprintf(buf, sizeof(buf), "%s", list);
	o.nwithdraw = split(buf, v);
	return turn_orders_run(g, &o, r, 0, NULL);
}

/* --commit 'G1;G2' with the die given (0: none). */
static int
commit(struct game *g, const char *groups, int die, struct turn_result *r)
{
	static char		 buf[512];
	static const char	*names[8][16];
	struct turn_group	 gr[8];
	struct turn_orders	 o = { .op = TURN_COMMIT, .groups = gr };
	char			*p, *save = NULL;
	int			 dice[1] = { die };

	snprintf(buf, sizeof(buf), "%s", groups);
	for (p = strtok_r(buf, ";", &save); p != NULL && o.ngroups < 8;
	    p = strtok_r(NULL, ";", &save), o.ngroups++) {
		gr[o.ngroups].units = names[o.ngroups];
		gr[o.ngroups].n = split(p, names[o.ngroups]);
	}
	return turn_orders_run(g, &o, r, die > 0 ? 1 : 0, dice);
}

/* ledger.vp's VP of item id on this turn, and how many entries. */
static int
ledger(const struct game *g, const char *id, int *entries)
{
	const struct node	*vp = g->ledger.vp, *e, *item, *t;
	int			 i, n = 0;

	*entries = 0;
	for (i = 0; vp != NULL && i < vp->n; i++) {
		e = vp->items[i];
		item = node_get(e, "item");
		t = node_get(e, "turn");
		if (item == NULL || strcmp(item->str, id) != 0 || t == NULL ||
		    atoi(t->str) != g->turn)
			continue;
		n += atoi(node_get(e, "vp")->str);
		++*entries;
	}
	return n;
}

static int
ledger_vp(const struct game *g, const char *id)
{
	int entries;

	return ledger(g, id, &entries);
}

static int
log_n(const struct game *g)
{
	return g->log != NULL ? g->log->n : 0;
}

/* ---- 19.2 Union Withdrawal ---- */

/*
 * SIV 19.2's example: "two infantry brigades in the Withdrawal Segment
 * of Turn 25 ... manpower 5, the other manpower 6 ... 8 VP (5 × 1½ =
 * 7½, rounded up to 8) and ... 9 VP (6 × 1½ = 9), for a total of 17
 * VP", recorded at once: the Union Withdrawal Table's item in ledger.vp
 * before the segment ends.
 */
START_TEST(test_siv_19_2_example_turn_25_17_vp)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("25", IN("withdrawal"),
				    TRACK("0") COUNTIES "units:\n"
				    BRIG("Abercrombie", "usa", 5, "M5616")
				    BRIG("Geary", "usa", 6, "M5617")
				    BRIG("Kimball", "usa", 7, "N3333")));
	struct unit		*u;

	ck_assert_int_eq(withdraw(g, "Abercrombie,Geary", &r), 0);
	ck_assert_int_eq(r.vp, 17);
	ck_assert_int_eq(ledger_vp(g, "union-withdrawal"), 17);
	ck_assert(noted(&r, "5 \u00d7 1\u00bd = 7\u00bd, rounded up: 8 VP"));
	ck_assert(noted(&r, "6 \u00d7 1\u00bd = 9 VP"));
	u = tg_unit(g, "Geary");
	ck_assert_int_eq(u->status, US_OFF_MAP);
	ck_assert_str_eq(u->off.box, "Department of the Rappahannock");
	ck_assert_int_eq(u->off.withdrawn, 25);
	ck_assert_uint_eq(u->hex, HEX_NONE);
	ck_assert_int_eq(u->manpower, 6);
	/* The log: the withdrawal, then the VP it caused. */
	ck_assert_str_eq(tg_path(g->log->items[0], "op")->str, "withdrawal");
	ck_assert_str_eq(tg_path(g->log->items[0], "side")->str, "usa");
	ck_assert_str_eq(tg_path(g->log->items[0], "units.1")->str, "Geary");
	ck_assert_str_eq(tg_path(g->log->items[0], "vp")->str, "17");
	ck_assert_str_eq(tg_log(g, "op")->str, "vp");
	ck_assert_str_eq(tg_log(g, "segment")->str, "withdrawal");
	/* The segment goes on: the Confederates may still withdraw. */
	ck_assert_int_eq(g->phase, PH_WITHDRAWAL);
	ck_assert_int_eq(tg_unit(g, "Kimball")->status, US_IN_PLAY);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* The Union Withdrawal Table, each row (the card; * round fractions
 * up; † MV 1 -> 2, MV 2 -> 3), and its note's example: "a manpower-5
 * unit withdrawn on Turn 50 scores the Union player 6 VP". */
static const struct {
	const char	*turn;
	int		 mv, vp;
	const char	*words;
} withdrawal_rows[] = {
	{ "5", 5, 15, "5 \u00d7 3 = 15" },
	{ "10", 5, 13, "5 \u00d7 2\u00bd = 12\u00bd, rounded up: 13" },
	{ "10", 4, 10, "4 \u00d7 2\u00bd = 10" },
	{ "15", 5, 10, "5 \u00d7 2 = 10" },
	{ "20", 3, 6, "3 \u00d7 2 = 6" },
	{ "25", 5, 8, "5 \u00d7 1\u00bd = 7\u00bd, rounded up: 8" },
	{ "30", 7, 11, "7 \u00d7 1\u00bd = 10\u00bd, rounded up: 11" },
	{ "35", 5, 7, "5 + 2 = 7" },
	{ "40", 1, 2, "1 + 2, but 2 for manpower 1" },
	{ "35", 2, 3, "2 + 2, but 3 for manpower 2" },
	{ "45", 4, 5, "4 + 1 = 5" },
	{ "50", 5, 6, "5 + 1 = 6" },
	{ "55", 5, 5, "5 \u00d7 1 = 5" },
	{ "65", 8, 8, "8 \u00d7 1 = 8" },
	{ "70", 5, 3, "5 \u00d7 \u00bd = 2\u00bd, rounded up: 3" },
	{ "80", 4, 2, "4 \u00d7 \u00bd = 2" },
	{ "85", 5, 2, "5 \u00d7 \u00bc = 1\u00bc, rounded up: 2" },
	{ "95", 3, 1, "3 \u00d7 \u00bc = \u00be, rounded up: 1" },
	{ "100", 6, 0, "Turn 100 and later: 0" },
	{ "105", 8, 0, "Turn 100 and later: 0" },
};

START_TEST(test_siv_19_2_union_withdrawal_table_row)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			 yaml[2048];

	snprintf(yaml, sizeof(yaml), VC("%s", IN("withdrawal"), TRACK("0")
	    COUNTIES "units:\n" "  Ord: {side: usa, type: infantry, size: "
	    "brigade, manpower: %d, hex: M5616}\n"), withdrawal_rows[_i].turn,
	    withdrawal_rows[_i].mv);
	g = vc_game(&t, yaml);
	ck_assert_int_eq(vp_withdrawal_table(g->turn, withdrawal_rows[_i].mv),
	    withdrawal_rows[_i].vp);
	ck_assert_int_eq(withdraw(g, "Ord", &r), 0);
	ck_assert_int_eq(r.vp, withdrawal_rows[_i].vp);
	ck_assert_int_eq(ledger_vp(g, "union-withdrawal"),
	    withdrawal_rows[_i].vp);
	ck_assert_msg(noted(&r, withdrawal_rows[_i].words), "Turn %s: no "
	    "\"%s\" in the notes", withdrawal_rows[_i].turn,
	    withdrawal_rows[_i].words);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * 19.2: "Out-of-supply, Fatigue, and Demoralization markers are removed.
 * Exhausted units are flipped to their normal sides, and disorganized
 * Strength markers are flipped to their organized sides"; the leader
 * with a withdrawn unit goes into the box with it; a leader named alone
 * goes alone; "no VP for withdrawn leaders".  Loudoun and Washington
 * County (Maryland) too.
 */
START_TEST(test_siv_19_2_markers_removed_leaders_withdraw)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("45", IN("withdrawal"),
				    TRACK("0") COUNTIES "units:\n"
				    TG_UNIT("Ord", "usa", "infantry", 4,
				    "M5812", ", size: brigade, fatigue: 3, "
				    "exhausted: true, disorganized: true, "
				    "demoralized: 2, supply: out, "
				    "entrenchment: abatis")
				    BRIG("Bayard", "usa", 3, "N5007")
				    BRIG("Kimball", "usa", 7, "N3333")
				    "leaders:\n"
				    "  McDowell: {side: usa, rank: army, "
				    "with: Ord}\n"
				    "  Shields: {side: usa, rank: division, "
				    "with: Bayard}\n"));
	struct unit		*u;
	struct leader		*l;

	ck_assert_int_eq(withdraw(g, "Ord,Shields", &r), 0);
	u = tg_unit(g, "Ord");
	ck_assert_int_eq(u->fatigue, 0);
	ck_assert(!u->exhausted);
	ck_assert(!u->disorganized);
	ck_assert_int_eq(u->demoralized, 0);
	ck_assert(!u->out_of_supply);
	ck_assert_int_eq(u->entrenchment, E_NONE);
	l = tg_leader(g, "McDowell");
	ck_assert_int_eq(l->status, US_OFF_MAP);
	ck_assert_int_eq(l->with, -1);
	ck_assert_str_eq(l->off.box, "Department of the Rappahannock");
	ck_assert_int_eq(l->off.withdrawn, 45);
	l = tg_leader(g, "Shields");
	ck_assert_int_eq(l->status, US_OFF_MAP);
	ck_assert_int_eq(l->off.withdrawn, 45);
	ck_assert_int_eq(tg_unit(g, "Bayard")->status, US_IN_PLAY);
	/* Manpower 4 on Turn 45: 4 + 1; the leaders nothing. */
	ck_assert_int_eq(r.vp, 5);
	ck_assert(noted(&r, "no VP for withdrawn leaders"));
	ck_assert_str_eq(tg_log(g, "op")->str, "vp");
	ck_assert_str_eq(tg_path(g->log->items[0], "units.1")->str,
	    "McDowell");
	ck_assert_str_eq(tg_path(g->log->items[0], "units.2")->str,
	    "Shields");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);

	g = vc_game(&t, VC("45", IN("withdrawal"), TRACK("0") COUNTIES
	    "units:\n" BRIG("Bayard", "usa", 3, "N5007")));
	ck_assert_int_eq(withdraw(g, "Bayard", &r), 0);
	ck_assert_int_eq(r.vp, 4);
	tg_done(&t);
}
END_TEST

/* 19.2: "Only infantry units and leaders (not cavalry units) in a hex
 * in Loudoun, Fauquier, or Washington County". */
START_TEST(test_siv_19_2_refused_cavalry_and_county)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("25", IN("withdrawal"),
				    TRACK("0") COUNTIES "units:\n"
				    TG_CAV("1 ME Cav", "usa", 1, "M5616")
				    BRIG("Kimball", "usa", 7, "N3333")
				    BRIG("Ord", "usa", 5, "M5616")
				    "leaders:\n  Shields: {side: usa, rank: "
				    "division, with: Kimball}\n"));

	tg_refused(&t, withdraw(g, "Ord,1 ME Cav", &r), "--withdraw 1 ME "
	    "Cav: only infantry units and leaders withdraw, not cavalry "
	    "units (SIV 19.2)");
	ck_assert_int_eq(tg_unit(g, "Ord")->status, US_IN_PLAY);
	tg_done(&t);

	g = vc_game(&t, VC("25", IN("withdrawal"), TRACK("0") COUNTIES
	    "units:\n" BRIG("Kimball", "usa", 7, "N3333")
	    "leaders:\n  Shields: {side: usa, rank: division, with: "
	    "Kimball}\n"));
	tg_refused(&t, withdraw(g, "Kimball", &r), "units.Kimball: "
	    "--withdraw Kimball: N3333 is in Frederick County; only units and "
	    "leaders in Loudoun, Fauquier or Washington County (Maryland) "
	    "withdraw (SIV 19.2)");
	tg_done(&t);
	g = vc_game(&t, VC("25", IN("withdrawal"), TRACK("0") COUNTIES
	    "units:\n" BRIG("Kimball", "usa", 7, "N3333")
	    "leaders:\n  Shields: {side: usa, rank: division, with: "
	    "Kimball}\n"));
	tg_refused(&t, withdraw(g, "Shields", &r), "leaders.Shields: "
	    "--withdraw Shields: N3333 is in Frederick County");
	ck_assert_int_eq(log_n(g), 0);
	tg_done(&t);
}
END_TEST

/* ---- 19.1 Confederate Withdrawal ---- */

/*
 * 19.1: "This path may not enter a hex containing Union units, nor a
 * Union ZOC (though it may enter a Union ZOC occupied by a Confederate
 * unit)."  Around Taliaferro in S3712 (S3711, S3811, S3812, S3713,
 * S3612, S3611 clockwise from north): Union brigades in S3711 and S3713
 * occupy two neighbours and cover the other four with their ZOC, so no
 * path leaves; Branch in S3811 opens that hex to the path.
 */
#define RINGED(more)							\
	VC("45", IN("withdrawal"), TRACK("0") COUNTIES "units:\n"	\
	BRIG("Taliaferro", "csa", 4, "S3712")				\
	BRIG("Tyler", "usa", 3, "S3711")				\
	BRIG("Carroll", "usa", 3, "S3713") more)

START_TEST(test_siv_19_1_trace_blocked_by_union_zoc)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, RINGED(""));

	tg_refused(&t, withdraw(g, "Taliaferro", &r), "--withdraw "
	    "Taliaferro: no path from S3712 reaches a map-edge hex without "
	    "entering a hex of Union units or a Union ZOC no Confederate unit "
	    "occupies (SIV 19.1)");
	ck_assert_int_eq(tg_unit(g, "Taliaferro")->status, US_IN_PLAY);
	ck_assert_int_eq(log_n(g), 0);
	tg_done(&t);
}
END_TEST

START_TEST(test_siv_19_1_trace_through_zoc_a_confederate_occupies)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, RINGED(
				    BRIG("Taylor", "csa", 3, "S3811")));
	struct unit		*u;

	ck_assert_int_eq(withdraw(g, "Taliaferro", &r), 0);
	u = tg_unit(g, "Taliaferro");
	ck_assert_int_eq(u->status, US_WITHDRAWN);
	ck_assert_int_eq(u->left, 45);
	ck_assert_uint_eq(u->hex, HEX_NONE);
	ck_assert(noted(&r, "its path reaches the map edge at"));
	ck_assert_str_eq(tg_log(g, "op")->str, "withdrawal");
	ck_assert_str_eq(tg_log(g, "side")->str, "csa");
	ck_assert_str_eq(tg_log(g, "units.0")->str, "Taliaferro");
	/* No VP at once: the segment's items wait for its end. */
	ck_assert_ptr_null(tg_log(g, "vp"));
	ck_assert_int_eq(r.vp, 0);
	ck_assert_int_eq(g->phase, PH_WITHDRAWAL);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* A unit on a map-edge hex traces at once; the path takes any hex on the
 * map, not only roads (19.1 says "a path", 17.0's road, pike or RR is
 * Harpers Ferry's). */
START_TEST(test_siv_19_1_map_edge_hex)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("45", IN("withdrawal"),
				    TRACK("0") "map:\n  terrain: clear\n"
				    "  hexes:\n    S0150: {county: Augusta}\n"
				    "units:\n"
				    BRIG("Taliaferro", "csa", 4, "S0150")));

	ck_assert_int_eq(withdraw(g, "Taliaferro", &r), 0);
	ck_assert(noted(&r, "reaches the map edge at S0150"));
	tg_done(&t);
}
END_TEST

/* 19.1: "Only infantry brigades (not cavalry units or leaders) in a hex
 * in Augusta or Rockingham County". */
START_TEST(test_siv_19_1_refused_leader_cavalry_regiment_county)
{
	static const struct {
		const char *unit, *want;
	} cases[] = {
		{ "Jackson", "leaders.Jackson: --withdraw Jackson: Confederate "
		    "leaders do not withdraw; only infantry brigades (SIV "
		    "19.1)" },
		{ "Ashby", "units.Ashby: --withdraw Ashby: only infantry "
		    "brigades withdraw, not cavalry units (SIV 19.1)" },
		{ "VA Militia", "--withdraw VA Militia: only infantry "
		    "brigades withdraw, not infantry regiment (SIV 19.1)" },
		{ "Garnett", "--withdraw Garnett: M3712 is in Shenandoah "
		    "County; only brigades in Augusta or Rockingham County "
		    "withdraw (SIV 19.1)" },
	};
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	size_t			 i;

	for (i = 0; i < nitems(cases); i++) {
		g = vc_game(&t, VC("45", IN("withdrawal"), TRACK("0")
		    COUNTIES "units:\n"
		    BRIG("Taliaferro", "csa", 4, "S3712")
		    TG_CAV("Ashby", "csa", 2, "S2629")
		    TG_UNIT("VA Militia", "csa", "infantry", 2, "S2630",
		    ", size: regiment")
		    BRIG("Garnett", "csa", 5, "M3712")
		    "leaders:\n  Jackson: {side: csa, rank: army, "
		    "with: Taliaferro}\n"));
		tg_refused(&t, withdraw(g, cases[i].unit, &r),
		    cases[i].want);
		ck_assert_int_eq(log_n(g), 0);
		tg_done(&t);
	}
}
END_TEST

/* ---- 19.0 the segment ---- */

/* Out of the segment, on a turn without a Strategic Cycle, outside the
 * Advanced Game (14.0 9 H: "Withdrawal Segment: Both players may
 * withdraw units from the map"). */
START_TEST(test_siv_19_0_refused_out_of_the_segment)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("45", IN("strategic"),
				    TRACK("0") COUNTIES "units:\n"
				    BRIG("Ord", "usa", 5, "M5616")));

	ck_assert_int_eq(withdraw(g, "Ord", &r), ST_REFUSED);
	tg_has(tg_errors(&t), "--withdraw");
	ck_assert_int_eq(tg_unit(g, "Ord")->status, US_IN_PLAY);
	tg_done(&t);

	/* Standalone, Turn 47: no Strategic Cycle. */
	g = vc_game(&t, VC("47", "", TRACK("0") COUNTIES "units:\n"
	    BRIG("Ord", "usa", 5, "M5616")));
	tg_refused(&t, withdraw(g, "Ord", &r), "turn: --withdraw: Turn 47: "
	    "SIV 14.0 step 9: the Strategic Cycle is only on turns divisible "
	    "by 5");
	tg_done(&t);

	/* Standalone, the Basic Game. */
	g = tg_load_ok(&t, TG_SIV "turn: 45\nrain: false\n" COUNTIES
	    "units:\n" BRIG("Ord", "usa", 5, "M5616"));
	tg_refused(&t, withdraw(g, "Ord", &r), "advanced: --withdraw: the "
	    "Withdrawal Segment (SIV 14.0 9 H, 19.0) is the SIV Advanced "
	    "Game's, and this game is not it (a scenario's withdrawals go "
	    "with --end-turn)");
	tg_done(&t);
}
END_TEST

/* Standalone on a Strategic Cycle's turn: the segment's rules, and VP
 * at once all the same. */
START_TEST(test_siv_19_0_standalone)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("45", "", TRACK("0")
				    COUNTIES "units:\n"
				    BRIG("Ord", "usa", 5, "M5616")));

	ck_assert_int_eq(withdraw(g, "Ord", &r), 0);
	ck_assert_int_eq(ledger_vp(g, "union-withdrawal"), 6);
	ck_assert_int_eq(g->phase, PH_NONE);
	ck_assert(noted(&r, "gcacw-vp --turn-end scores them"));
	tg_done(&t);
}
END_TEST

/* Each side withdraws once a segment, all its units in one order, its
 * own (19.1, 19.2); every name once, each in play. */
START_TEST(test_siv_19_0_refused_sides_twice_not_in_play)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
#define SIDES	VC("45", IN("withdrawal"), TRACK("0") COUNTIES "units:\n" \
	BRIG("Ord", "usa", 5, "M5616")					\
	BRIG("Bayard", "usa", 4, "M5617")				\
	BRIG("Taliaferro", "csa", 4, "S3712")				\
	BRIG("Garnett", "csa", 5, "S2629")				\
	DOR("Abercrombie", "infantry", 5)				\
	"  Fulkerson: {side: csa, type: infantry, size: brigade, "	\
	"manpower: 3, status: eliminated}\n")

	g = vc_game(&t, SIDES);
	tg_refused(&t, withdraw(g, "Ord,Taliaferro", &r), "--withdraw: Ord "
	    "is usa and Taliaferro csa: each side withdraws its own units, in "
	    "its own order (SIV 19.1, 19.2)");
	tg_done(&t);

	g = vc_game(&t, SIDES);
	tg_refused(&t, withdraw(g, "Ord,Ord", &r), "--withdraw: Ord is "
	    "named twice");
	tg_done(&t);

	g = vc_game(&t, SIDES);
	tg_refused(&t, withdraw(g, "Abercrombie", &r), "--withdraw "
	    "Abercrombie: Abercrombie is not on the map");
	tg_refused(&t, withdraw(g, "Fulkerson", &r), "--withdraw "
	    "Fulkerson: Fulkerson is not on the map");
	tg_done(&t);

	g = vc_game(&t, SIDES);
	ck_assert_int_eq(withdraw(g, "Ord", &r), 0);
	ck_assert_int_eq(withdraw(g, "Taliaferro", &r), 0);
	tg_refused(&t, withdraw(g, "Bayard", &r), "log: --withdraw: the "
	    "Union player withdrew in this Withdrawal Segment already (log "
	    "entry 1)");
	tg_refused(&t, withdraw(g, "Garnett", &r), "the Confederate "
	    "player withdrew in this Withdrawal Segment already (log entry "
	    "3)");
	ck_assert_int_eq(tg_unit(g, "Bayard")->status, US_IN_PLAY);
	ck_assert_int_eq(tg_unit(g, "Garnett")->status, US_IN_PLAY);
	tg_done(&t);

	g = vc_game(&t, SIDES);
	ck_assert_int_eq(withdraw(g, "Nobody", &r), ST_USAGE);
	tg_has(tg_errors(&t), "--withdraw Nobody: no unit or leader of that "
	    "name");
	tg_done(&t);
#undef SIDES
}
END_TEST

/* ---- 27.1 the segment's items at its end ---- */

/* The Withdrawal Segment ended with --next (turn_next.c calls
 * turn_phase_ends, which scores the segment's items). */
static int
segment_ends(struct game *g, struct turn_result *r)
{
	return turn_op(g, TURN_NEXT, r, 0, NULL);
}

/*
 * 27.1: "If the Strategic Track marker is in box 5, 6, or 7, the Union
 * player scores 2 VP at the end of each Withdrawal Segment in which the
 * Confederate Branch brigade is anywhere on the map" (and Mahone):
 * nothing when the Confederates withdraw, 2 + 2 at the segment's end;
 * one withdrawn, 2; box 4, nothing.
 */
START_TEST(test_siv_27_1_branch_mahone_end_of_segment_box_5)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
#define BM(box)	VC("45", IN("withdrawal"), TRACK(box) COUNTIES "units:\n" \
	BRIG("Branch", "csa", 5, "S3712") BRIG("Mahone", "csa", 4, "S2629") \
	BRIG("Taliaferro", "csa", 4, "S2630") BRIG("Kimball", "usa", 7, \
	"N3333"))

	g = vc_game(&t, BM("5"));
	ck_assert_int_eq(withdraw(g, "Taliaferro", &r), 0);
	ck_assert_int_eq(ledger_vp(g, "branch"), 0);
	ck_assert_int_eq(segment_ends(g, &r), 0);
	ck_assert_int_eq(ledger_vp(g, "branch"), 2);
	ck_assert_int_eq(ledger_vp(g, "mahone"), 2);
	ck_assert_int_eq(r.vp, 4);
	ck_assert(noted(&r, "branch (SIV 27.1 VP table): Branch in S3712; "
	    "if: Strategic Track box 5: +2 VP"));
	ck_assert_int_eq(g->phase, PH_TURN_INDICATION);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);

	g = vc_game(&t, BM("5"));
	ck_assert_int_eq(withdraw(g, "Branch", &r), 0);
	ck_assert_int_eq(segment_ends(g, &r), 0);
	ck_assert_int_eq(ledger_vp(g, "branch"), 0);
	ck_assert_int_eq(ledger_vp(g, "mahone"), 2);
	ck_assert_int_eq(r.vp, 2);
	tg_done(&t);

	g = vc_game(&t, BM("4"));
	ck_assert_int_eq(segment_ends(g, &r), 0);
	ck_assert_int_eq(r.vp, 0);
	ck_assert_int_eq(ledger_vp(g, "branch"), 0);
	tg_done(&t);
#undef BM
}
END_TEST

/*
 * 27.1 Seven Pines: "the Union player scores 4 VP at the end of each
 * Withdrawal Segment ... Exception: If, at the start of the Withdrawal
 * Segment, the Confederate player withdraws a Confederate infantry
 * brigade of manpower 4 or more (other than Branch and Mahone)".  No
 * withdrawal: 4; Taliaferro (4) withdrawn: 0; Branch (5) withdrawn
 * instead: 4 all the same.
 */
START_TEST(test_siv_27_1_seven_pines_exception)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
#define SP	VC("45", IN("withdrawal"), PINES COUNTIES "units:\n"	\
	BRIG("Branch", "csa", 5, "S3712") BRIG("Taliaferro", "csa", 4,	\
	"S2630") BRIG("Kimball", "usa", 7, "N3333"))

	g = vc_game(&t, SP);
	ck_assert_int_eq(segment_ends(g, &r), 0);
	ck_assert_int_eq(ledger_vp(g, "seven-pines"), 4);
	ck_assert_int_eq(ledger_vp(g, "branch"), 2);
	tg_done(&t);

	g = vc_game(&t, SP);
	ck_assert_int_eq(withdraw(g, "Taliaferro", &r), 0);
	ck_assert_int_eq(segment_ends(g, &r), 0);
	ck_assert_int_eq(ledger_vp(g, "seven-pines"), 0);
	ck_assert(noted(&r, "Taliaferro (manpower 4) withdrawn this "
	    "segment"));
	tg_done(&t);

	g = vc_game(&t, SP);
	ck_assert_int_eq(withdraw(g, "Branch", &r), 0);
	ck_assert_int_eq(segment_ends(g, &r), 0);
	ck_assert_int_eq(ledger_vp(g, "seven-pines"), 4);
	ck_assert_int_eq(ledger_vp(g, "branch"), 0);
	tg_done(&t);
#undef SP
}
END_TEST

/*
 * Each item once a segment: a second scoring the same turn adds
 * nothing; the Union Withdrawal Table's item, scored at the
 * withdrawal, is not scored again at the end; the Confederates
 * withdraw no more once the segment's VP are in.  A scenario without
 * items of the segment scores nothing.
 */
START_TEST(test_siv_27_1_segment_scored_once)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("45", IN("withdrawal"),
				    TRACK("5") COUNTIES "units:\n"
				    BRIG("Branch", "csa", 5, "S3712")
				    BRIG("Ord", "usa", 5, "M5616")
				    BRIG("Bayard", "usa", 4, "M5617")));
	int			 n, entries;

	ck_assert_int_eq(withdraw(g, "Ord", &r), 0);
	ck_assert_int_eq(r.vp, 6);
	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(turn_segment_score(g, &r, PH_WITHDRAWAL), 0);
	ck_assert_int_eq(r.vp, 2);
	ck_assert_int_eq(ledger(g, "union-withdrawal", &entries), 6);
	ck_assert_int_eq(entries, 1);
	n = g->ledger.vp->n;
	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(turn_segment_score(g, &r, PH_WITHDRAWAL), 0);
	ck_assert_int_eq(r.vp, 0);
	ck_assert(!r.scored);
	ck_assert_int_eq(g->ledger.vp->n, n);
	tg_refused(&t, withdraw(g, "Branch", &r), "ledger.vp: --withdraw: "
	    "Turn 45's Withdrawal Segment VP are in ledger.vp already: the "
	    "segment is over");
	ck_assert_int_eq(tg_unit(g, "Branch")->status, US_IN_PLAY);
	ck_assert_int_eq(turn_segment_score(g, &r, PH_NONE), 0);
	ck_assert_int_eq(turn_segment_score(g, &r, PH_STRATEGIC), 0);
	ck_assert_int_eq(g->ledger.vp->n, n);
	tg_done(&t);

	g = tg_load_ok(&t, VC("45", IN("withdrawal"), TRACK("5") COUNTIES
	    "units:\n" BRIG("Branch", "csa", 5, "S3712")));
	tg_scenario(g, TG_SCEN("siv"));
	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(turn_segment_score(g, &r, PH_WITHDRAWAL), 0);
	ck_assert(!r.scored);
	ck_assert_ptr_null(g->ledger.vp);
	tg_done(&t);
}
END_TEST

/*
 * The County Control Segment's items, through the same function
 * (turn_phase_ends calls it as each segment ends): 27.1's example of
 * Turn 50, Hardy, Hampshire and Mineral not Union-controlled, read as
 * the table's -2 a county (RULINGS: 27.1 example), with Augusta's +35
 * and Frederick's +3: 35 + 3 - 6 = 32; nothing of another segment.
 */
START_TEST(test_siv_27_1_county_control_segment_items)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("50", IN("county-control"),
				    TRACK("5") COUNTIES
				    "units:\n" BRIG("Branch", "csa", 5, "S3712")
				    "markers:\n  counties: {Augusta: usa, "
				    "Frederick: usa, Jefferson: usa, Berkeley: "
				    "usa, Morgan: usa, Rockingham: csa}\n"));

	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(turn_segment_score(g, &r, PH_COUNTY_CONTROL), 0);
	ck_assert_int_eq(r.vp, 32);
	ck_assert_int_eq(ledger_vp(g, "augusta"), 35);
	ck_assert_int_eq(ledger_vp(g, "frederick"), 3);
	ck_assert_int_eq(ledger_vp(g, "rockingham"), 0);
	ck_assert_int_eq(ledger_vp(g, "counties-not-controlled"), -6);
	ck_assert_int_eq(ledger_vp(g, "branch"), 0);
	ck_assert_str_eq(tg_log(g, "segment")->str, "county-control");
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * The Turn Indication Phase of a game held to the Advanced sequence
 * scores no `segment:` item (its segment did); a file without phase is
 * scored by gcacw-vp --turn-end as before, less what a segment scored
 * already this turn, and a second --turn-end is refused.
 */
START_TEST(test_siv_27_1_turn_end_leaves_segment_items)
{
	struct tg		 t;
	struct turn_result	 r;
	struct vp_result	 v;
	struct game		*g = vc_game(&t, VC("45", IN("turn-indication"),
				    TRACK("5") COUNTIES "units:\n"
				    BRIG("Branch", "csa", 5, "S3712")
				    BRIG("Kimball", "usa", 7, "N3333")));
	int			 i, due = 0;

	ck_assert_int_eq(vp_score(g, true, &v), 0);
	for (i = 0; i < v.nitems; i++)
		due += v.items[i].due;
	ck_assert_int_eq(due, 0);
	vp_result_free(&v);
	ck_assert_int_eq(turn_op(g, TURN_END, &r, 0, NULL), 0);
	ck_assert_ptr_null(g->ledger.vp);
	ck_assert_int_eq(g->turn, 46);
	tg_done(&t);

	g = vc_game(&t, VC("45", "", TRACK("5") COUNTIES "units:\n"
	    BRIG("Branch", "csa", 5, "S3712")
	    BRIG("Ord", "usa", 5, "M5616")
	    BRIG("Kimball", "usa", 7, "N3333")));
	ck_assert_int_eq(withdraw(g, "Ord", &r), 0);
	ck_assert_int_eq(vp_score(g, true, &v), 0);
	ck_assert(!v.items[0].scored);
	for (i = 0; i < v.nitems; i++)
		if (strcmp(v.items[i].id, "union-withdrawal") == 0)
			ck_assert(v.items[i].scored && !v.items[i].due);
		else if (strcmp(v.items[i].id, "branch") == 0)
			ck_assert(v.items[i].due && v.items[i].vp == 2);
	ck_assert_int_eq(v.nscored, 1);
	ck_assert_int_eq(vp_record_turn(g, &v), 0);
	vp_result_free(&v);
	ck_assert_int_eq(ledger_vp(g, "union-withdrawal"), 6);
	ck_assert_int_eq(ledger_vp(g, "branch"), 2);
	ck_assert_int_eq(vp_score(g, true, &v), 0);
	ck_assert_int_eq(vp_record_turn(g, &v), ST_REFUSED);
	tg_has(tg_errors(&t), "turn 45's per-turn VP are in ledger.vp "
	    "already");
	vp_result_free(&v);
	tg_done(&t);

	/* Scored before the Union withdrew: too late for its VP. */
	g = vc_game(&t, VC("45", "", TRACK("5") COUNTIES "units:\n"
	    BRIG("Ord", "usa", 5, "M5616")));
	ck_assert_int_eq(vp_score(g, true, &v), 0);
	ck_assert_int_eq(vp_record_turn(g, &v), 0);
	vp_result_free(&v);
	tg_refused(&t, withdraw(g, "Ord", &r), "ledger.vp: --withdraw: "
	    "Turn 45's Withdrawal Segment VP are in ledger.vp already");
	ck_assert_int_eq(tg_unit(g, "Ord")->status, US_IN_PLAY);
	tg_done(&t);
}
END_TEST

/* ---- 20.0 Union Commitment ---- */

#define COMMIT_UNITS							\
	"units:\n" BRIG("Kimball", "usa", 7, "N3333")			\
	DOR("Ord A", "infantry", 5) DOR("Ord B", "infantry", 5)		\
	DOR("Ord C", "infantry", 5) DOR("Ord D", "infantry", 5)		\
	DOR("Shields A", "infantry", 5) DOR("Shields B", "infantry", 5)	\
	DOR("Shields C", "infantry", 5) DOR("Bayard", "infantry", 4)	\
	DOR("1 PA Cav", "cavalry", 1) DOR("1 ME Cav", "cavalry", 1)	\
	"leaders:\n" DOR_LEADER("McDowell") DOR_LEADER("Shields")
#define COMMIT_GAME(turn)						\
	VC(turn, IN("commitment"), TRACK("0") TG_CLEAR COMMIT_UNITS)

/*
 * 20.0's example: "eight infantry brigades and one cavalry regiment ...
 * three groups: the first of three infantry brigades and the cavalry
 * brigade, the second of three infantry brigades, and the third of the
 * remaining two infantry brigades.  ... the result is 5 ... Turn 70
 * ... Turn 71 ... Turn 72."  Eight infantry at -7 on Turn 65: -56.
 */
START_TEST(test_siv_20_0_example_die_5_turns_70_71_72)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, COMMIT_GAME("65"));
	const struct node	*e;
	struct unit		*u;

	ck_assert_int_eq(commit(g, "Ord A,Ord B,Ord C,1 PA Cav;Ord D,"
	    "Shields A,Shields B;Shields C,Bayard", 5, &r), 0);
	ck_assert_int_eq(tg_unit(g, "Ord A")->off.arrives, 70);
	ck_assert_int_eq(tg_unit(g, "1 PA Cav")->off.arrives, 70);
	ck_assert_int_eq(tg_unit(g, "Shields B")->off.arrives, 71);
	ck_assert_int_eq(tg_unit(g, "Bayard")->off.arrives, 72);
	u = tg_unit(g, "Shields C");
	ck_assert_int_eq(u->off.arrives, 72);
	ck_assert_str_eq(u->off.area, "commitment");
	ck_assert_int_eq(u->committed, 65);
	ck_assert_int_eq(u->status, US_OFF_MAP);
	ck_assert_int_eq(tg_unit(g, "1 ME Cav")->off.arrives, 0);
	ck_assert_int_eq(r.vp, -56);
	ck_assert_int_eq(ledger_vp(g, "union-commitment"), -56);
	e = g->log->items[0];
	ck_assert_str_eq(tg_path(e, "op")->str, "commitment");
	ck_assert_str_eq(tg_path(e, "die")->str, "5");
	ck_assert_str_eq(tg_path(e, "groups.0.turn")->str, "70");
	ck_assert_str_eq(tg_path(e, "groups.1.turn")->str, "71");
	ck_assert_str_eq(tg_path(e, "groups.2.turn")->str, "72");
	ck_assert_str_eq(tg_path(e, "groups.2.units.1")->str, "Bayard");
	ck_assert_str_eq(tg_path(e, "vp")->str, "-56");
	ck_assert_str_eq(tg_path(e, "dice.0.purpose")->str, "commitment");
	ck_assert_str_eq(tg_path(e, "next")->str, "withdrawal");
	ck_assert_str_eq(tg_path(g->log->items[1], "op")->str, "vp");
	ck_assert(noted(&r, "group 3 (Shields C, Bayard): the die 5 + 2, "
	    "placed in the Reinforcement Phase of Turn 72"));
	/* The operation ends the segment (once). */
	ck_assert_int_eq(g->phase, PH_WITHDRAWAL);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/*
 * 20.0's VP example: "one leader, one cavalry unit, and three infantry
 * brigades in the Union Commitment Segment of Turn 65 ... -7 VP ... (there
 * is no VP loss for the leader and the cavalry unit) ... 21 VP (3 × 7 =
 * 21)".  The leader is committed as the units are.
 */
START_TEST(test_siv_20_0_vp_loss_example_turn_65)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, COMMIT_GAME("65"));
	struct leader		*l;

	ck_assert_int_eq(commit(g, "McDowell,1 PA Cav,Ord A,Ord B,Ord C", 2,
	    &r), 0);
	ck_assert_int_eq(r.vp, -21);
	ck_assert_int_eq(ledger_vp(g, "union-commitment"), -21);
	ck_assert(noted(&r, "-7 VP for each infantry unit committed, none "
	    "for leaders and cavalry: 3 infantry, -21 VP"));
	l = tg_leader(g, "McDowell");
	ck_assert_int_eq(l->off.arrives, 67);
	ck_assert_str_eq(l->off.area, "commitment");
	ck_assert_int_eq(l->committed, 65);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* The Union Commitment Table, each row: "30 | -11", "35-40 | -10",
 * "45-50 | -9", "55-60 | -8", "65 | -7", "70 | -6", "75-80 | -5",
 * "85 | -4", "90-100 | -3", "105 | 0"; each of two infantry units. */
static const struct {
	const char	*turn;
	int		 each;
} commitment_rows[] = {
	{ "30", 11 }, { "35", 10 }, { "40", 10 }, { "45", 9 }, { "50", 9 },
	{ "55", 8 }, { "60", 8 }, { "65", 7 }, { "70", 6 }, { "75", 5 },
	{ "80", 5 }, { "85", 4 }, { "90", 3 }, { "95", 3 }, { "100", 3 },
	{ "105", 0 },
};

START_TEST(test_siv_20_0_union_commitment_table_row)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	char			 yaml[4096];

	snprintf(yaml, sizeof(yaml), COMMIT_GAME("%s"),
	    commitment_rows[_i].turn);
	g = vc_game(&t, yaml);
	ck_assert_int_eq(vp_commitment_table(g->turn),
	    commitment_rows[_i].each);
	ck_assert_int_eq(commit(g, "Ord A,Ord B,1 PA Cav", 1, &r), 0);
	ck_assert_int_eq(r.vp, -2 * commitment_rows[_i].each);
	ck_assert_int_eq(ledger_vp(g, "union-commitment"),
	    -2 * commitment_rows[_i].each);
	ck_assert_int_eq(tg_unit(g, "Ord A")->off.arrives, g->turn + 1);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST

/* 20.0: "Units may not be committed before Turn 30" (the table's "5-25
 * | –"); out of the segment. */
START_TEST(test_siv_20_0_refused_before_turn_30)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("25", "", TRACK("0")
				    TG_CLEAR COMMIT_UNITS));

	tg_refused(&t, commit(g, "Ord A", 3, &r), "turn: --commit: Turn "
	    "25: SIV 14.0 9 G, 20.0: the Union may not commit units before "
	    "Turn 30");
	ck_assert_int_eq(tg_unit(g, "Ord A")->off.arrives, 0);
	ck_assert_int_eq(log_n(g), 0);
	tg_done(&t);

	g = vc_game(&t, VC("35", IN("withdrawal"), TRACK("0") TG_CLEAR
	    COMMIT_UNITS));
	ck_assert_int_eq(commit(g, "Ord A", 3, &r), ST_REFUSED);
	tg_has(tg_errors(&t), "--commit");
	ck_assert_int_eq(tg_unit(g, "Ord A")->off.arrives, 0);
	tg_done(&t);
}
END_TEST

/* 20.0 Groups: "one leader, one cavalry regiment, and up to three
 * infantry brigades ... as long as each group contains at least one
 * cavalry or infantry unit"; the members from the box, each once. */
START_TEST(test_siv_20_0_refused_groups)
{
	static const struct {
		const char *groups, *want;
	} cases[] = {
		{ "Ord A;McDowell,Shields,Ord B", "--commit: group 2 has 2 "
		    "leaders, 0 cavalry and 1 infantry: \"One group may "
		    "consist of one leader, one cavalry regiment, and up to "
		    "three infantry brigades\" (SIV 20.0 Groups)" },
		{ "1 PA Cav,1 ME Cav", "group 1 has 0 leaders, 2 cavalry and "
		    "0 infantry" },
		{ "Ord A,Ord B,Ord C,Ord D", "group 1 has 0 leaders, 0 "
		    "cavalry and 4 infantry" },
		{ "Ord A;McDowell", "--commit: group 2 has no cavalry or "
		    "infantry unit; \"each group contains at least one cavalry "
		    "or infantry unit\" (SIV 20.0 Groups)" },
		{ "Ord A;Kimball", "--commit: Kimball is on the map, in N3333, "
		    "not a Union unit or leader in the Department of the "
		    "Rappahannock box (SIV 20.0: the Union player commits from "
		    "that box)" },
		{ "Ord A,Ord B;Ord A", "--commit: Ord A is named twice" },
	};
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g;
	size_t			 i;

	for (i = 0; i < nitems(cases); i++) {
		g = vc_game(&t, COMMIT_GAME("65"));
		tg_refused(&t, commit(g, cases[i].groups, 3, &r),
		    cases[i].want);
		ck_assert_int_eq(tg_unit(g, "Ord A")->off.arrives, 0);
		ck_assert_ptr_null(g->ledger.vp);
		ck_assert_int_eq(log_n(g), 0);
		tg_done(&t);
	}
	g = vc_game(&t, COMMIT_GAME("65"));
	ck_assert_int_eq(commit(g, "Ord A;Nobody", 3, &r), ST_USAGE);
	tg_has(tg_errors(&t), "--commit Nobody: no unit or leader of that "
	    "name");
	tg_done(&t);
}
END_TEST

/* Once a segment: a second --commit, a unit committed already ("Once
 * selected, a unit must be committed"). */
START_TEST(test_siv_20_0_refused_twice)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = vc_game(&t, VC("65", "", TRACK("0")
				    TG_CLEAR COMMIT_UNITS));

	ck_assert_int_eq(commit(g, "Ord A", 4, &r), 0);
	tg_refused(&t, commit(g, "Ord B", 4, &r), "log: --commit: the "
	    "Union player committed in this Union Commitment Segment already "
	    "(log entry 1) (SIV 20.0)");
	ck_assert_int_eq(tg_unit(g, "Ord B")->off.arrives, 0);
	tg_done(&t);

	g = vc_game(&t, VC("65", IN("commitment"), TRACK("0") TG_CLEAR
	    "units:\n  Ord A: {side: usa, type: infantry, manpower: 5, "
	    "status: off-map, box: Department of the Rappahannock, "
	    "committed: 60, arrives: {turn: 66, area: commitment}}\n"));
	tg_refused(&t, commit(g, "Ord A", 4, &r), "--commit: Ord A is "
	    "committed already, due on Turn 66");
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn_withdrawal, NULL, NULL, 60,
    CHECK_LOOPS({ test_siv_19_2_union_withdrawal_table_row,
	N(withdrawal_rows) },
	{ test_siv_20_0_union_commitment_table_row, N(commitment_rows) }))
