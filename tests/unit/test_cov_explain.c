/*
 * test_cov_explain.c — --explain's words for rulings no golden case
 * reaches (issue 15, branch coverage).  Each expected line is worked out
 * from the rulebook (/work/shared/rules/siv-rulebook.txt), not copied
 * from the code: 7.6's Retreat Charts ("Retreat Chart 1 — used for the
 * first hex entered in a normal or voluntary retreat; for each of the
 * first four hexes entered in a rout or cavalry retreat; and whenever the
 * retreating unit exits an enemy ZOC"; Chart 2 for the rest), 7.6's
 * Advance After Combat (leaders go along with the units they are with),
 * its declined options, its surrender, 7.7's cavalry retreat stopped for
 * want of a Combat value.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "retreat.h"

static const char game[] = TG_GAME(TG_CLEAR,
    TG_INF("Brown", "csa", 5, "1012")
    TG_INF("Smith", "csa", 5, "1012")
    TG_CAV("Ashby", "csa", 1, "1013"))
    "leaders:\n"
    "  Lee: {side: csa, rank: army, with: Smith}\n";

/* retreat_explain's text for r. */
static char *
words(struct game *g, const struct retreat *r)
{
	char	*buf;
	size_t	 len;
	FILE	*f = tg_memopen(&buf, &len);

	retreat_explain(g, r, f);
	return tg_memclose(f, &buf);
}

/* A retreat of Brown from 1012, away from 1112. */
static void
base(struct game *g, struct retreat *r, struct unit **units, int n,
    enum retreat_kind kind)
{
	memset(r, 0, sizeof(*r));
	r->op = RO_RETREAT;
	r->kind = kind;
	r->units = units;
	r->nunits = n;
	r->start = tg_hex(g, "1012");
	r->enemy = tg_hex(g, "1112");
	r->min = kind == RK_RETREAT || kind == RK_VOLUNTARY ? 1 : 4;
	r->max = kind == RK_RETREAT || kind == RK_VOLUNTARY ? 4 : 6;
	r->pending_index = -1;
}

/* One step into hex id on chart, leaving an enemy ZOC or not. */
static void
step(struct game *g, struct retreat *r, const char *id, int chart,
    bool zoc_exit)
{
	struct retreat_step *s = &r->steps[r->nsteps++];

	memset(s, 0, sizeof(*s));
	s->to = tg_hex(g, id);
	s->chart = chart;
	s->zoc_exit = zoc_exit;
}

START_TEST(test_declined)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct retreat	 r;
	char		*w;

	memset(&r, 0, sizeof(r));
	r.op = RO_DECLINE;
	r.declined = "advance";
	w = words(g, &r);
	ck_assert_str_eq(w, "The advance is declined (7.6).\n");
	free(w);
	tg_done(&t);
}
END_TEST

/* 7.6 Advance After Combat: none, one alone, two with a leader. */
START_TEST(test_advance)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct unit	*u[2] = { tg_unit(g, "Brown"), tg_unit(g, "Smith") };
	struct retreat	 r;
	char		*w;

	memset(&r, 0, sizeof(r));
	r.op = RO_ADVANCE;
	r.advanced_into = tg_hex(g, "1112");
	w = words(g, &r);
	ck_assert_str_eq(w, "No unit advances into 1112 (7.6).\n");
	free(w);
	r.units = u;
	r.nunits = 1;
	w = words(g, &r);
	ck_assert_str_eq(w, "Brown advances into 1112, the hex the defender "
	    "vacated (7.6); no leader is with the advance.\n");
	free(w);
	r.nunits = 2;
	w = words(g, &r);
	ck_assert_str_eq(w, "Brown and Smith advance into 1112, the hex the "
	    "defender vacated (7.6); Lee goes along with Smith.\n");
	free(w);
	tg_done(&t);
}
END_TEST

/* 7.6: which chart each hex reads, and why, for every kind. */
START_TEST(test_chart_why)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct unit	*u[3] = { tg_unit(g, "Brown"), tg_unit(g, "Smith"),
		tg_unit(g, "Ashby") };
	struct retreat	 r;
	char		*w;

	/* A normal retreat: chart 1 for its first hex, and for a later
	 * one only when it leaves an enemy ZOC. */
	base(g, &r, u, 3, RK_RETREAT);
	step(g, &r, "1011", 1, true);
	step(g, &r, "1010", 1, true);
	step(g, &r, "1009", 2, false);
	r.chosen = true;
	w = words(g, &r);
	tg_has(w, "Retreat of Brown, Smith and Ashby from 1012, 1 to 4 hexes, "
	    "away from the active enemy unit in 1112 (7.6).\n");
	tg_has(w, "Hex 1, Retreat Chart 1 (the first hex, leaving an enemy "
	    "ZOC):\n  enters 1011.\n");
	tg_has(w, "Hex 2, Retreat Chart 1 (leaving an enemy ZOC):");
	tg_has(w, "Hex 3, Retreat Chart 2 (past the first hex, not leaving an "
	    "enemy ZOC):");
	tg_has(w, "The chosen path: 3 hexes, a loss of 0 manpower for each "
	    "unit.\n");
	free(w);

	/* A rout: chart 1 for its first four hexes, then only out of a
	 * ZOC. */
	base(g, &r, u, 1, RK_ROUT);
	step(g, &r, "1011", 1, false);
	step(g, &r, "1010", 1, true);
	step(g, &r, "1009", 1, false);
	step(g, &r, "1008", 1, false);
	step(g, &r, "1007", 1, true);
	step(g, &r, "1006", 2, false);
	r.enemy_unit = "Wagner";
	w = words(g, &r);
	tg_has(w, "Rout of Brown from 1012, 4 to 6 hexes, away from Wagner in "
	    "1112 (7.6).\n");
	tg_has(w, "Hex 1, Retreat Chart 1 (one of the first four hexes of a "
	    "rout):");
	tg_has(w, "Hex 2, Retreat Chart 1 (one of the first four hexes of a "
	    "rout, leaving an enemy ZOC):");
	tg_has(w, "Hex 5, Retreat Chart 1 (leaving an enemy ZOC):");
	tg_has(w, "Hex 6, Retreat Chart 2 (past the fourth hex, not leaving an "
	    "enemy ZOC):");
	tg_has(w, "The player's path: 6 hexes");
	free(w);

	/* A cavalry retreat (7.7) reads the charts as a rout does. */
	base(g, &r, u + 2, 1, RK_CAVALRY);
	step(g, &r, "1014", 1, true);
	step(g, &r, "1015", 1, false);
	r.die = 3;
	r.modified = 4;
	r.mp_cut = 2;
	snprintf(r.modifiers, sizeof(r.modifiers), "+1 terrain");
	w = words(g, &r);
	tg_has(w, "Cavalry retreat of Ashby from 1012, 4 to 6 hexes, away from "
	    "the active enemy unit in 1112 (7.7).\n");
	tg_has(w, "Cavalry retreat die (7.7): 3, modifiers +1 terrain, modified "
	    "4; the active unit's Movement Allowance is cut by half of it, "
	    "2.\n");
	tg_has(w, "Hex 1, Retreat Chart 1 (one of the first four hexes of a "
	    "cavalry retreat, leaving an enemy ZOC):");
	tg_has(w, "Hex 2, Retreat Chart 1 (one of the first four hexes of a "
	    "cavalry retreat):");
	tg_has(w, "The player's path: 2 hexes");
	free(w);
	tg_done(&t);
}
END_TEST

/* 7.7 with no Combat value to weigh the force: nothing is rolled. */
START_TEST(test_cavalry_stopped)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, game);
	struct unit	*u[1] = { tg_unit(g, "Ashby") };
	struct retreat	 r;
	char		*w;

	base(g, &r, u, 1, RK_CAVALRY);
	r.stopped = true;
	w = words(g, &r);
	tg_has(w, "Cavalry retreat modifiers (7.7) but force: none; the force "
	    "modifiers");
	tg_has(w, "The ruling stops here: a value is missing; no die is rolled, "
	    "nothing moves and the file is not written.\n");
	ck_assert_ptr_null(strstr(w, "Hex 1"));
	free(w);
	tg_done(&t);
}
END_TEST

/* 7.6 voluntary retreat: a Fatigue Level on a "-" result only; 9.0: a
 * marker left behind; 7.6: surrender when no hex may be entered. */
START_TEST(test_voluntary_lifted_surrender)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, game);
	struct unit		*u[2] = { tg_unit(g, "Brown"), tg_unit(g,
				    "Smith") };
	enum entrenchment	 lifted[2] = { E_NONE, E_BREASTWORK };
	struct retreat		 r;
	char			*w;

	base(g, &r, u, 2, RK_VOLUNTARY);
	r.fatigue = true;
	r.lifted = lifted;
	r.surrender = true;
	w = words(g, &r);
	tg_has(w, "Voluntary retreat of Brown and Smith from 1012");
	tg_has(w, "Each unit gains a Fatigue Level: the retreat is taken on a "
	    "\"-\" result (7.6).\n");
	tg_has(w, "Smith leaves its breastwork marker behind (9.0).\n");
	ck_assert_ptr_null(strstr(w, "Brown leaves"));
	tg_has(w, "the units surrender (7.6).\n");
	ck_assert_ptr_null(strstr(w, "path:"));
	free(w);
	r.fatigue = false;
	r.lifted = NULL;
	r.surrender = false;
	w = words(g, &r);
	tg_has(w, "It costs no Fatigue Level: the result was not \"-\" "
	    "(7.6).\n");
	tg_has(w, "The player's path: 0 hexes");
	free(w);
	tg_done(&t);
}
END_TEST

/* A victory level's VP range as the scenarios print them (13.2's table:
 * "14 or more", "10 to 13", "-3 or less"), and one of a single value. */
START_TEST(test_vp_level_range)
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
	size_t		 len, i;
	FILE		*f;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		buf = NULL;
		f = open_memstream(&buf, &len);
		ck_assert_ptr_nonnull(f);
		vp_level_range(f, tg_read(&t, c[i].yaml));
		ck_assert_int_eq(fclose(f), 0);
		ck_assert_str_eq(buf, c[i].want);
		free(buf);
		tg_done(&t);
	}
}
END_TEST

static Suite *
cov_explain_suite(void)
{
	Suite	*s = suite_create("cov_explain");
	TCase	*tc = tcase_create("retreat");

	tcase_add_test(tc, test_declined);
	tcase_add_test(tc, test_advance);
	tcase_add_test(tc, test_chart_why);
	tcase_add_test(tc, test_cavalry_stopped);
	tcase_add_test(tc, test_voluntary_lifted_surrender);
	suite_add_tcase(s, tc);
	tc = tcase_create("vp");
	tcase_add_test(tc, test_vp_level_range);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_explain_suite)
