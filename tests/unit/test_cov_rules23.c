/*
 * test_cov_rules23.c — combat, assault, retreat and march rulings no
 * other test reaches (issue 15, branch coverage).  Each expected value
 * is worked out from the rulebook (/work/shared/rules/) or from the
 * message the code documents, not copied from what the code prints.
 *
 * Unless a case says otherwise Brown (csa, 8, tactical 2) in 4611
 * attacks Wagner (usa, 7, tactical 2) in 4610 on a woods map (7.4: no
 * artillery modifier in woods), and a `charts:` key corrects one cell
 * of the printed Combat Chart so that a die roll lands on the result
 * the case needs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "combat.h"
#include "dice.h"
#include "fixture.h"
#include "march.h"

#define WOODS		"map:\n  terrain: woods\n"
#define BROWN(more)	"  Brown: {side: csa, type: infantry, manpower: 8, " \
	"tactical: 2, artillery: 0, hex: \"4611\"" more "}\n"
#define WAGNER(more)	"  Wagner: {side: usa, type: infantry, manpower: 7, " \
	"tactical: 2, artillery: 0, hex: \"4610\"" more "}\n"

struct fx {
	struct tg	 t;
	struct game	*g;
	struct combat	 c;
	struct dice	 d;
	int		 rolls[8];
	bool		 rolled;
};

static int
fx_prep(struct fx *f, const char *yaml, const char *attacker,
    const char *target)
{
	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	return combat_prepare(f->g, &f->c, attacker, target, ATTACK_NORMAL);
}

static void
fx_dice(struct fx *f, int n, const int *rolls)
{
	ck_assert_int_le(n, 8);
	memcpy(f->rolls, rolls, (size_t)n * sizeof(rolls[0]));
	dice_init(&f->d, f->g, f->rolls, n, false, 0);
	f->rolled = true;
}
#define DICE(f, ...)	fx_dice((f), TG_DICE(__VA_ARGS__))

static void
fx_done(struct fx *f)
{
	if (f->rolled)
		dice_free(&f->d);
	tg_done(&f->t);
}

/* SJW, Advanced Game, turn 3, no panic yet: Ricketts (usa) in N4611
 * attacks Ewell (csa) in N4610 in woods, both 7 manpower, Tactical 2. */
#define SJW_HEAD	TG_SJW "turn: 3\nrain: false\nadvanced: true\n"	\
	WOODS
#define SJW_UNIT(name, side, cmd, hex)					\
	"  " name ": {side: " side ", type: infantry, size: division, "	\
	cmd "hex: " hex ", manpower: 7, fatigue: 1, tactical: 2, "	\
	"artillery: 0}\n"
#define SJW_LEADER(name, side, rank, tac, with, more)			\
	"  " name ": {side: " side ", rank: " rank ", leads: " name	\
	", tactical: " #tac ", command: 4, with: " with more "}\n"

/*
 * SJW 18.0 "If any combat result ... is applied against the Union
 * player, Union Panic is triggered", and the Combat Chart's note: the
 * results of the "0" line (italic) are those.  Ricketts attacks at 7
 * against 7: 1-1, +0 (7.4 Ratio Chart), Tactical 2 less 2, no artillery
 * in woods; dice 3 and 3 are the 0 line, column 7-11.  Whatever the
 * Union's own (attacker's) result there holds — a loss, D, F, f, E, r,
 * R, R*, a — the panic starts this turn; "-" is no result against him.
 */
START_TEST(test_sjw_18_0_every_italic_letter_panics)
{
	static const struct { const char *cell; int panic; } k[] = {
		{ "F", 3 }, { "f", 3 }, { "E", 3 }, { "r", 3 }, { "R", 3 },
		{ "\"R*\"", 3 }, { "a", 3 }, { "1", 3 }, { "D", 3 },
		{ "\"-\"", 0 }
	};
	struct fx	f;
	char		yaml[2048];
	size_t		i;

	for (i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
		snprintf(yaml, sizeof(yaml), SJW_HEAD "units:\n"
		    SJW_UNIT("Ewell", "csa", "", "N4610")
		    SJW_UNIT("Ricketts", "usa", "", "N4611")
		    "charts:\n"
		    "  combat-attacker: {\"0\": {\"7-11\": %s}}\n"
		    "  combat-defender: {\"0\": {\"7-11\": \"-\"}}\n",
		    k[i].cell);
		ck_assert_int_eq(fx_prep(&f, yaml, "Ricketts", "N4610"), 0);
		ck_assert_str_eq(f.c.ratio, "1-1");
		DICE(&f, 3, 3);
		ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
		ck_assert_int_eq(f.c.difference, 0);
		ck_assert(f.c.italic);
		ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL,
		    0), 0);
		ck_assert_msg(f.g->union_panic == k[i].panic, "%s: panic %d",
		    k[i].cell, f.g->union_panic);
		fx_done(&f);
	}
}
END_TEST

/*
 * 7.5 Combat Results: "R = Unit is routed and demoralized -1; R* = Unit
 * is routed and demoralized -2"; a rout is 4 to 6 hexes (7.6).  The
 * attacker's own result R or R* (a chart so corrected): Brown is routed
 * from 4611, away from Wagner, and demoralized 1 or 2.  8 against 7 is
 * 1-1, +0; dice 3 and 3 are the 0 line, Brown's column 7-11.
 */
START_TEST(test_7_5_attacker_routed)
{
	static const struct { const char *cell; int dem; } k[] = {
		{ "R", 1 }, { "\"R*\"", 2 }
	};
	struct fx	 f;
	char		 yaml[2048];
	size_t		 i;
	struct pending	*p;

	for (i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 WOODS "units:\n"
		    BROWN("") WAGNER("") "charts:\n"
		    "  combat-attacker: {\"0\": {\"7-11\": %s}}\n"
		    "  combat-defender: {\"0\": {\"7-11\": \"-\"}}\n",
		    k[i].cell);
		ck_assert_int_eq(fx_prep(&f, yaml, "Brown", "4610"), 0);
		DICE(&f, 3, 3);
		ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
		ck_assert_int_eq(f.c.difference, 0);
		ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL,
		    0), 0);
		ck_assert_int_eq(tg_unit(f.g, "Brown")->demoralized,
		    k[i].dem);
		/* Wagner's "-": his voluntary retreat first, then Brown's
		 * rout. */
		ck_assert_int_eq(f.g->pending.n, 2);
		p = &f.g->pending.items[1];
		ck_assert_int_eq(p->kind, PK_ROUT);
		ck_assert_int_eq(p->min, 4);
		ck_assert_int_eq(p->max, 6);
		ck_assert_int_eq(p->nunits, 1);
		ck_assert_str_eq(p->units[0], "Brown");
		ck_assert_int_eq(p->from, tg_hex(f.g, "4611"));
		ck_assert_int_eq(p->enemy, tg_hex(f.g, "4610"));
		fx_done(&f);
	}
}
END_TEST

static Suite *
cov_rules23_suite(void)
{
	Suite	*s = suite_create("cov_rules23");
	TCase	*tc = tcase_create("combat");

	tcase_add_test(tc, test_sjw_18_0_every_italic_letter_panics);
	tcase_add_test(tc, test_7_5_attacker_routed);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_rules23_suite)
