/*
 * test_explain_retreat.c — gcacw-retreat --explain (explain_retreat.c)
 * on retreats and advances built by hand, as the rules would have left
 * them.  Each expected line is worked out from the rulebook
 * (/work/shared/rules/siv-rulebook.txt), not copied from the code: 7.6's
 * Retreat Charts ("Retreat Chart 1 — used for the first hex entered in a
 * normal or voluntary retreat; for each of the first four hexes entered
 * in a rout or cavalry retreat; and whenever the retreating unit exits
 * an enemy ZOC"; Chart 2 for the rest), 7.6's Advance After Combat
 * (leaders go along with the units they are with), its declined options,
 * its surrender, 7.7's cavalry retreat die and its stop for want of a
 * Combat value.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "retreat.h"
#include "testexplain.h"

/* Brown and Smith, Lee with Smith, in 1012; Ashby's cavalry in 1013. */
static const char game[] = TG_GAME(TG_CLEAR,
    TG_INF("Brown", "csa", 5, "1012")
    TG_INF("Smith", "csa", 5, "1012")
    TG_CAV("Ashby", "csa", 1, "1013"))
    "leaders:\n"
    "  Lee: {side: csa, rank: army, with: Smith}\n";

/* Hood, Early and Rodes in 1012, Ewell in 1011 with the leader Stays;
 * the leader Gone out of play. */
static const char leaders_game[] = TG_GAME(TG_CLEAR,
    TG_INF("Hood", "csa", 7, "1012")
    TG_INF("Early", "csa", 5, "1012")
    TG_INF("Rodes", "csa", 4, "1012")
    TG_INF("Ewell", "csa", 4, "1011"))
    "leaders:\n"
    "  Gone: {side: csa, rank: corps, status: eliminated}\n"
    "  Stays: {side: csa, rank: division, with: Ewell}\n";

/* Hood in 1012 and Ashby's cavalry in 1013, Sykes (usa) in 1112. */
static const char zoc_game[] = TG_GAME(TG_CLEAR,
    TG_INF("Hood", "csa", 7, "1012")
    TG_CAV("Ashby", "csa", 1, "1013")
    TG_INF("Sykes", "usa", 6, "1112"));

/* The units named, up to three, into u; how many. */
static int
units_of(struct game *g, const char *const names[3], struct unit *u[3])
{
	int	n;

	for (n = 0; n < 3 && names[n] != NULL; n++)
		u[n] = tg_unit(g, names[n]);
	return n;
}

/*
 * An advance after combat into 1112 by the units named (7.6), or, when
 * declined names an option, that option declined; its whole text.
 */
struct advance {
	const char	*yaml;
	const char	*declined;
	const char	*units[3];
	const char	*want;
};

static void
explain_advances(const struct advance *c, size_t n)
{
	struct tg	 t;
	struct game	*g;
	struct unit	*u[3];
	struct retreat	 r;
	char		*w;
	size_t		 i;

	for (i = 0; i < n; i++) {
		g = tg_load_ok(&t, c[i].yaml);
		memset(&r, 0, sizeof(r));
		if (c[i].declined != NULL) {
			r.op = RO_DECLINE;
			r.declined = c[i].declined;
		} else {
			r.op = RO_ADVANCE;
			r.advanced_into = tg_hex(g, "1112");
			r.units = u;
			r.nunits = units_of(g, c[i].units, u);
		}
		w = retreat_text(g, &r);
		ck_assert_str_eq(w, c[i].want);
		free(w);
		tg_done(&t);
	}
}

START_TEST(test_7_6_explain_advance_declined)
{
	static const struct advance c[] = {
		{ game, "advance", { NULL }, "The advance is declined "
		    "(7.6).\n" },
	};

	explain_advances(c, nitems(c));
}
END_TEST

/* 7.6 Advance After Combat: none, one alone, two with a leader. */
START_TEST(test_7_6_explain_advance_leader_goes_along)
{
	static const struct advance c[] = {
		{ game, NULL, { NULL }, "No unit advances into 1112 (7.6).\n" },
		{ game, NULL, { "Brown" }, "Brown advances into 1112, the hex "
		    "the defender vacated (7.6); no leader is with the "
		    "advance.\n" },
		{ game, NULL, { "Brown", "Smith" }, "Brown and Smith advance "
		    "into 1112, the hex the defender vacated (7.6); Lee goes "
		    "along with Smith.\n" },
	};

	explain_advances(c, nitems(c));
}
END_TEST

/*
 * 7.6 Advance After Combat: three units listed "A, B and C"; a leader
 * out of play goes along with nobody, a leader with another unit stays.
 */
START_TEST(test_7_6_explain_advance_three_no_leader)
{
	static const struct advance c[] = {
		{ leaders_game, NULL, { "Hood", "Early", "Rodes" }, "Hood, "
		    "Early and Rodes advance into 1112, the hex the defender "
		    "vacated (7.6); no leader is with the advance.\n" },
	};

	explain_advances(c, nitems(c));
}
END_TEST

/*
 * A retreat of the units named from a hex, away from the enemy in 1112,
 * planned by hand step by step, and what its explanation says and does
 * not.
 */
struct plan {
	const char		*yaml;
	enum retreat_kind	 kind;
	const char		*units[3];
	const char		*from;
	int			 min, max;
	struct {
		const char	*hex;
		int		 chart;
		bool		 zoc_exit;
	}			 steps[6];
	bool			 chosen, stopped, fatigue, surrender;
	bool			 lifts;		/* lifted holds each unit's */
	enum entrenchment	 lifted[3];
	const char		*enemy_unit;
	/* 7.7's die. */
	int			 die, modified, mp_cut;
	const char		*modifiers, *die_loser;
	const char		*has[6], *hasnt[2];
};

static void
explain_plans(const struct plan *c, size_t n)
{
	struct tg		 t;
	struct game		*g;
	struct unit		*u[3];
	enum entrenchment	 lifted[3];
	struct retreat		 r;
	char			*w;
	size_t			 i, k;

	for (i = 0; i < n; i++) {
		g = tg_load_ok(&t, c[i].yaml);
		memset(&r, 0, sizeof(r));
		r.op = RO_RETREAT;
		r.kind = c[i].kind;
		r.units = u;
		r.nunits = units_of(g, c[i].units, u);
		r.start = tg_hex(g, c[i].from);
		r.enemy = tg_hex(g, "1112");
		r.min = c[i].min;
		r.max = c[i].max;
		r.pending_index = -1;
		for (k = 0; k < nitems(c[i].steps) && c[i].steps[k].hex !=
		    NULL; k++) {
			r.steps[k].to = tg_hex(g, c[i].steps[k].hex);
			r.steps[k].chart = c[i].steps[k].chart;
			r.steps[k].zoc_exit = c[i].steps[k].zoc_exit;
		}
		r.nsteps = (int)k;
		r.chosen = c[i].chosen;
		r.stopped = c[i].stopped;
		r.fatigue = c[i].fatigue;
		r.surrender = c[i].surrender;
		if (c[i].lifts) {
			memcpy(lifted, c[i].lifted, sizeof(lifted));
			r.lifted = lifted;
		}
		r.enemy_unit = c[i].enemy_unit;
		r.die = c[i].die;
		r.modified = c[i].modified;
		r.mp_cut = c[i].mp_cut;
		if (c[i].modifiers != NULL)
			snprintf(r.modifiers, sizeof(r.modifiers), "%s",
			    c[i].modifiers);
		if (c[i].die_loser != NULL)
			r.die_loser = tg_unit(g, c[i].die_loser);
		w = retreat_text(g, &r);
		for (k = 0; k < nitems(c[i].has) && c[i].has[k] != NULL; k++)
			tg_has(w, c[i].has[k]);
		for (k = 0; k < nitems(c[i].hasnt) && c[i].hasnt[k] != NULL;
		    k++)
			tg_hasnt(w, c[i].hasnt[k]);
		free(w);
		tg_done(&t);
	}
}

/* 7.6: which chart each hex reads, and why, for every kind. */
START_TEST(test_7_6_explain_retreat_chart_of_each_hex)
{
	static const struct plan c[] = {
		/* A normal retreat: chart 1 for its first hex, and for a
		 * later one only when it leaves an enemy ZOC. */
		{ .yaml = game, .kind = RK_RETREAT,
		    .units = { "Brown", "Smith", "Ashby" }, .from = "1012",
		    .min = 1, .max = 4,
		    .steps = { { "1011", 1, true }, { "1010", 1, true },
			{ "1009", 2, false } },
		    .chosen = true,
		    .has = { "Retreat of Brown, Smith and Ashby from 1012, 1 "
			"to 4 hexes, away from the active enemy unit in 1112 "
			"(7.6).\n",
			"Hex 1, Retreat Chart 1 (the first hex, leaving an "
			"enemy ZOC):\n  enters 1011.\n",
			"Hex 2, Retreat Chart 1 (leaving an enemy ZOC):",
			"Hex 3, Retreat Chart 2 (past the first hex, not "
			"leaving an enemy ZOC):",
			"The chosen path: 3 hexes, a loss of 0 manpower for "
			"each unit.\n" } },
		/* A rout: chart 1 for its first four hexes, then only out
		 * of a ZOC. */
		{ .yaml = game, .kind = RK_ROUT, .units = { "Brown" },
		    .from = "1012", .min = 4, .max = 6,
		    .steps = { { "1011", 1, false }, { "1010", 1, true },
			{ "1009", 1, false }, { "1008", 1, false },
			{ "1007", 1, true }, { "1006", 2, false } },
		    .enemy_unit = "Wagner",
		    .has = { "Rout of Brown from 1012, 4 to 6 hexes, away from "
			"Wagner in 1112 (7.6).\n",
			"Hex 1, Retreat Chart 1 (one of the first four hexes "
			"of a rout):",
			"Hex 2, Retreat Chart 1 (one of the first four hexes "
			"of a rout, leaving an enemy ZOC):",
			"Hex 5, Retreat Chart 1 (leaving an enemy ZOC):",
			"Hex 6, Retreat Chart 2 (past the fourth hex, not "
			"leaving an enemy ZOC):",
			"The player's path: 6 hexes" } },
		/* A cavalry retreat (7.7) reads the charts as a rout does. */
		{ .yaml = game, .kind = RK_CAVALRY, .units = { "Ashby" },
		    .from = "1012", .min = 4, .max = 6,
		    .steps = { { "1014", 1, true }, { "1015", 1, false } },
		    .die = 3, .modified = 4, .mp_cut = 2,
		    .modifiers = "+1 terrain",
		    .has = { "Cavalry retreat of Ashby from 1012, 4 to 6 hexes, "
			"away from the active enemy unit in 1112 (7.7).\n",
			"Cavalry retreat die (7.7): 3, modifiers +1 terrain, "
			"modified 4; the active unit's Movement Allowance is "
			"cut by half of it, 2.\n",
			"Hex 1, Retreat Chart 1 (one of the first four hexes "
			"of a cavalry retreat, leaving an enemy ZOC):",
			"Hex 2, Retreat Chart 1 (one of the first four hexes "
			"of a cavalry retreat):",
			"The player's path: 2 hexes" } },
	};

	explain_plans(c, nitems(c));
}
END_TEST

/*
 * 7.6: "Retreat Chart 1 -- used for the first hex entered in a normal
 * ... retreat ... and whenever the retreating unit exits an enemy ZOC":
 * the first hex, leaving an enemy ZOC, says both.  7.7: a cavalry
 * retreat without modifiers says "none"; "the unmodified 1" costs a
 * manpower.
 */
START_TEST(test_7_6_explain_chart_1_first_hex_and_zoc)
{
	static const struct plan c[] = {
		{ .yaml = zoc_game, .kind = RK_RETREAT, .units = { "Hood" },
		    .from = "1012", .min = 2, .max = 4,
		    .steps = { { "1011", 1, true } },
		    .has = { "Hex 1, Retreat Chart 1 (the first hex, leaving "
			"an enemy ZOC):\n  enters 1011.\n" } },
		/* Leaving no enemy ZOC (2.4: "ZOC extend into and out of
		 * swamp and mountain hexes only across hexsides crossed by
		 * a road"). */
		{ .yaml = zoc_game, .kind = RK_RETREAT, .units = { "Hood" },
		    .from = "1012", .min = 2, .max = 4,
		    .steps = { { "1011", 1, false } },
		    .has = { "Hex 1, Retreat Chart 1 (the first hex):\n  "
			"enters 1011.\n" } },
		{ .yaml = zoc_game, .kind = RK_CAVALRY, .units = { "Ashby" },
		    .from = "1013", .min = 1, .max = 1,
		    .steps = { { "1011", 1, false } },
		    .die = 1, .modified = 1, .mp_cut = 0, .die_loser = "Ashby",
		    .has = { "Cavalry retreat die (7.7): 1, modifiers none, "
			"modified 1; the active unit's Movement Allowance is "
			"cut by half of it, 0; the unmodified 1 costs a "
			"manpower.\n" } },
	};

	explain_plans(c, nitems(c));
}
END_TEST

/* 7.7 with no Combat value to weigh the force: nothing is rolled. */
START_TEST(test_7_7_explain_cavalry_retreat_without_combat_value)
{
	static const struct plan c[] = {
		{ .yaml = game, .kind = RK_CAVALRY, .units = { "Ashby" },
		    .from = "1012", .min = 4, .max = 6, .stopped = true,
		    .has = { "Cavalry retreat modifiers (7.7) but force: none; "
			"the force modifiers",
			"The ruling stops here: a value is missing; no die is "
			"rolled, nothing moves and the file is not "
			"written.\n" },
		    .hasnt = { "Hex 1" } },
	};

	explain_plans(c, nitems(c));
}
END_TEST

/* 7.6 voluntary retreat: a Fatigue Level on a "-" result only; 9.0: a
 * marker left behind; 7.6: surrender when no hex may be entered. */
START_TEST(test_7_6_explain_voluntary_fatigue_and_surrender)
{
	static const struct plan c[] = {
		{ .yaml = game, .kind = RK_VOLUNTARY,
		    .units = { "Brown", "Smith" }, .from = "1012", .min = 1,
		    .max = 4, .fatigue = true, .surrender = true,
		    .lifts = true, .lifted = { E_NONE, E_BREASTWORK },
		    .has = { "Voluntary retreat of Brown and Smith from 1012",
			"Each unit gains a Fatigue Level: the retreat is taken "
			"on a \"-\" result (7.6).\n",
			"Smith leaves its breastwork marker behind (9.0).\n",
			"the units surrender (7.6).\n" },
		    .hasnt = { "Brown leaves", "path:" } },
		{ .yaml = game, .kind = RK_VOLUNTARY,
		    .units = { "Brown", "Smith" }, .from = "1012", .min = 1,
		    .max = 4,
		    .has = { "It costs no Fatigue Level: the result was not "
			"\"-\" (7.6).\n",
			"The player's path: 0 hexes" } },
	};

	explain_plans(c, nitems(c));
}
END_TEST

CHECK_TESTS(explain_retreat)
