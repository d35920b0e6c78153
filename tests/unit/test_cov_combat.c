/*
 * test_cov_combat.c — combat, assault and retreat rulings no other test
 * reaches (issue 15, branch coverage).  Each expected value is worked
 * out from the rulebook (/work/shared/rules/) or from the message the
 * code documents (combat.h: a value not known reads "not printed
 * (charts.NAME.ROW.COL)" or "not given (units.NAME.FIELD)", issue 9),
 * not copied from what the code prints.
 *
 * Unless a case says otherwise Brown (csa, 8, tactical 2) in 4611
 * attacks Wagner (usa, 7, tactical 2) in 4610 on a woods map (7.4: no
 * artillery modifier in woods), and a `charts:` key corrects one cell
 * of the printed tables into something no ruling can read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assault.h"
#include "check_main.h"
#include "combat_int.h"
#include "dice.h"
#include "fixture.h"
#include "recover_int.h"
#include "retreat.h"
#include "testcombat.h"

/* The standard game, fair weather or rain, woods, Brown and Wagner,
 * then `charts` (a block under `charts:`, or ""). */
#define DUEL(head, charts)						\
	head WOODS "units:\n" BROWN("") WAGNER("") charts
#define CHARTS(body)	"charts:\n" body

/* Load yaml and prepare Brown's normal attack on 4610: the status. */
static int
fx_prep(struct fx *f, const char *yaml)
{
	fx_load(f, yaml);
	return fx_prepare(f, "Brown", "4610", ATTACK_NORMAL);
}

/* The modifier called name must be there, not known, for `why`. */
static void
ck_unknown(const struct combat *c, const char *name, const char *why)
{
	const struct modifier *m = tg_mod(c, name);

	ck_assert_msg(m != NULL, "no %s modifier", name);
	ck_assert_ptr_nonnull(m->missing);
	ck_assert_str_eq(m->missing, why);
	ck_assert(c->stopped);
}

/* The missing-data line chart_missing() writes for a cell (DESIGN.md
 * section 5: no position, the path, then how to supply it). */
static void
ck_err_has(struct tg *t, const char *s)
{
	ck_assert_msg(strstr(tg_errors(t), s) != NULL, "\"%s\" not in:\n%s",
	    s, tg_errors(t));
}

/* Issue 28: a chart cell of the wrong form stops the load (exit 65),
 * naming the cell. */
static void
load_refused(const char *yaml, const char *want)
{
	struct tg t;

	/* tg_load starts the fixture afresh (tg_init). */
	(void)tg_load(&t, yaml);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_msg(strstr(tg_errors(&t), want) != NULL, "%s not in %s",
	    want, tg_errors(&t));
	tg_done(&t);
}

/*
 * 7.2 Maximum Values: a limit the file corrects into no number is not
 * known; the values are still added up uncapped, the ratio waits for
 * them (issue 9), and both rows are reported.
 */
START_TEST(test_7_2_limits_unreadable)
{
	/* Issue 28: a limit corrected into no number is refused where it
	 * is written (7.2), not found unknown mid-combat. */
	load_refused(DUEL(TG_TURN1, CHARTS("  combat-value-limits:\n"
	    "    attacking: {Other Games: x}\n")), "charts.combat-value-"
	    "limits.attacking.Other Games: 'x' does not read as a cell");
}
END_TEST

/*
 * 7.2, 7.4: a defence capped at 0 (a table so corrected) is below any
 * attack: the ratio is the Ratio Chart's last row, "14-1 or more", +13.
 */
START_TEST(test_7_4_ratio_against_nothing)
{
	struct fx f;

	ck_assert_int_eq(fx_prep(&f, DUEL(TG_TURN1, CHARTS(
	    "  combat-value-limits:\n"
	    "    defending: {Other Games: 0}\n"))), 0);
	ck_assert_int_eq(f.c.defend_value, 0);
	ck_assert_str_eq(f.c.ratio, "14-1");
	ck_assert_int_eq(tg_mod(&f.c, "ratio")->value, 13);
	fx_done(&f);
}
END_TEST

/*
 * 7.4 Ratio Modifier: 8 against 7 is 1-1; that entry corrected into no
 * number stops the ruling before the dice, and neither combat_roll nor
 * combat_odds nor combat_resolve rolls or counts anything.
 */
START_TEST(test_7_4_ratio_unreadable_stops_the_dice)
{
	/* Issue 28: refused at load, before any die (7.4). */
	load_refused(DUEL(TG_TURN1, CHARTS("  ratio: {\"1-1\": x}\n")),
	    "charts.ratio.1-1: 'x' does not read as a cell");
}
END_TEST

/* 7.4, 12.0: the rain modifier's entry corrected into no number, or
 * into one no die roll modifier can be (beyond ±99). */
START_TEST(test_7_4_rain_entry_unreadable)
{
	/* Issue 28: no modifier at all is refused at load; one of the
	 * right form that no ruling can use is not known when used. */
	static const char *const bad[] = { "\"-100\"" };
	struct fx	f;
	char		yaml[1024];
	size_t		i;

	load_refused(DUEL(TG_TURN1_RAIN, CHARTS("  combat-modifiers: "
	    "{rain: x}\n")), "charts.combat-modifiers.rain: 'x' does not "
	    "read as a cell");
	load_refused(DUEL(TG_TURN1_RAIN, CHARTS("  combat-modifiers: "
	    "{rain: \"100\"}\n")), "charts.combat-modifiers.rain: '100' "
	    "does not read as a cell");
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(yaml, sizeof(yaml), DUEL(TG_TURN1_RAIN,
		    CHARTS("  combat-modifiers: {rain: %s}\n")), bad[i]);
		ck_assert_int_eq(fx_prep(&f, yaml), ST_DATA);
		ck_unknown(&f.c, "rain", "not printed (charts."
		    "combat-modifiers.rain)");
		ck_err_has(&f.t, "charts.combat-modifiers.rain");
		/* The modifiers known are still summed: a normal attack
		 * has none of its own, the ratio 8-7 is 1-1 (0), the
		 * tactical 2 less 2 (0). */
		ck_assert_int_eq(f.c.attacker_fixed, 0);
		fx_done(&f);
	}
}
END_TEST

/* 7.4 Terrain: a hill hex's entry corrected into no number leaves the
 * elevation modifier not known. */
START_TEST(test_7_4_hill_entry_unreadable)
{
	/* Issue 28: a hill entry corrected into no modifier is refused at
	 * load (7.4). */
	load_refused(TG_TURN1 "map:\n  terrain: woods\n  hexes:\n"
	    "    4610: hill\n" "units:\n" BROWN("") WAGNER("")
	    CHARTS("  combat-modifiers: {hill: x}\n"),
	    "charts.combat-modifiers.hill: 'x' does not read as a cell");
}
END_TEST

/*
 * 7.2, 7.4 Demoralization-2: a Demoralize-2 defender beside one whose
 * disorganized value the Strength marker does not give: whether it is
 * half the hex's value cannot be told.
 */
START_TEST(test_7_4_demoralized_half_unknown)
{
	struct fx f;

	ck_assert_int_eq(fx_prep(&f, TG_TURN1 WOODS "units:\n" BROWN("")
	    WAGNER(", demoralized: 2")
	    "  Kimball: {side: usa, type: infantry, manpower: 4, tactical: 1, "
	    "artillery: 0, hex: \"4610\", disorganized: true}\n"
	    CHARTS("  strength-markers: {\"17\": 8}\n")), ST_DATA);
	ck_unknown(&f.c, "demoralized", "not ruled: it needs the defending "
	    "units' Combat values (7.2)");
	ck_assert_str_eq(f.c.defender_missing[1], "not printed (charts."
	    "strength-markers.4)");
	ck_assert_ptr_null(f.c.defender_missing[0]);
	ck_assert_str_eq(f.c.defend_column, "?");
	fx_done(&f);
}
END_TEST

/*
 * 6.1, 7.4 Attack Summary: the type's modifier, "None" or a number
 * with the footnote's "*"; anything else, or past ±99, is not known,
 * and the MP cost neither (the attack is then refused for want of it).
 */
START_TEST(test_7_4_attack_summary_cells)
{
	static const char *const bad[] = { "x", "5x", "\"100\"", "\"-100\"" };
	struct fx	f;
	char		yaml[1024];
	int		v = 99;
	size_t		i;

	ck_assert_int_eq(attack_type_parse("column-of-route"), ATTACK_COLUMN);
	ck_assert_int_eq(attack_type_parse("column"), ATTACK_COLUMN);
	ck_assert_int_eq(attack_type_parse("assault"), -1);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(yaml, sizeof(yaml), DUEL(TG_TURN1, CHARTS(
		    "  attack: {normal: {modifier: %s}}\n")), bad[i]);
		ck_assert_int_eq(fx_prep(&f, yaml), ST_DATA);
		ck_unknown(&f.c, "attack", "not printed (the Attack "
		    "Summary's modifier)");
		ck_err_has(&f.t, "charts.attack.normal.modifier");
		ck_err_has(&f.t, "the attack's modifier (7.4)");
		fx_done(&f);
	}
	/* "0*" is the footnote's 0. */
	ck_assert_int_eq(fx_prep(&f, DUEL(TG_TURN1, CHARTS(
	    "  attack: {normal: {modifier: \"0*\"}}\n"))), 0);
	ck_assert_ptr_null(tg_mod(&f.c, "attack"));
	ck_assert_int_eq(attack_summary(f.g, ATTACK_PREPARED, "modifier", &v),
	    0);
	ck_assert_int_eq(v, 1);
	fx_done(&f);
	/* The MP cost, not known: the attack cannot be weighed (6.1). */
	ck_assert_int_eq(fx_prep(&f, DUEL(TG_TURN1, CHARTS(
	    "  attack: {normal: {infantry-mp: x}}\n"))), ST_DATA);
	ck_err_has(&f.t, "charts.attack.normal.infantry-mp");
	ck_err_has(&f.t, "the attack's MP cost (6.1)");
	fx_done(&f);
}
END_TEST

/*
 * 7.4: in an assault the active leader's Tactical value is the
 * attacker's; a corps leader without one is missing data, and the
 * assault stops before the combat's dice.
 */
START_TEST(test_7_4_assault_leader_unrated)
{
	static const char yaml[] = TG_TURN1 "map:\n  terrain: clear\n"
	    "units:\n"
	    "  Johnson: {side: usa, type: infantry, command: [XIV], "
	    "manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "
	    "hex: \"1010\"}\n"
	    "  Stewart: {side: csa, type: infantry, manpower: 6, "
	    "artillery: 1, tactical: 1, fatigue: 0, hex: \"1110\"}\n"
	    "leaders:\n"
	    "  Palmer: {side: usa, rank: corps, leads: XIV, command: 5, "
	    "with: Johnson}\n";
	static const char	*names[] = { "Johnson" };
	struct fx		 f;
	struct assault		 as;
	struct assault_order	 o;

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, yaml);
	memset(&o, 0, sizeof(o));
	o.leader = "Palmer";
	o.target = "1110";
	o.units = names;
	o.nunits = 1;
	/* The command die 1 (Command 5: held), then nothing more. */
	DICE(&f, 1, 6, 6);
	memset(&as, 0, sizeof(as));
	ck_assert_int_eq(assault_resolve(f.g, &f.d, &o, &as), 0);
	ck_assert_int_eq(f.g->diag->status, ST_DATA);
	ck_unknown(&as.cb, "tactical", "not given (leaders.Palmer.tactical)");
	ck_err_has(&f.t, "leaders.Palmer.tactical: not given, and the "
	    "tactical modifier (7.4) needs it");
	/* No combat die was rolled: Stewart is untouched. */
	ck_assert_int_eq(as.cb.die_attacker, 0);
	ck_assert_int_eq(game_unit(f.g, "Stewart")->manpower, 6);
	fx_done(&f);
}
END_TEST

/*
 * 7.1 Step 5: artillery is never employed alone.  Assault number 1
 * employs the first of Battery, Guns and Johnson: two batteries come
 * first, so the first unit that is not artillery, Johnson, takes the
 * place.
 */
START_TEST(test_7_1_employ_skips_artillery)
{
	static const char yaml[] = TG_TURN1 TG_CLEAR "units:\n"
	    "  Battery: {side: usa, type: artillery, manpower: 1, "
	    "artillery: 2, tactical: 0, hex: \"1010\"}\n"
	    "  Guns: {side: usa, type: artillery, manpower: 1, "
	    "artillery: 2, tactical: 0, hex: \"1010\"}\n"
	    TG_INF("Johnson", "usa", 8, "1010");
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, yaml);
	struct unit	*sel[3] = { tg_unit(g, "Battery"), tg_unit(g, "Guns"),
		tg_unit(g, "Johnson") };
	struct assault	 as;

	memset(&as, 0, sizeof(as));
	as.selected = sel;
	as.nselected = 3;
	as.number = 1;
	assault_employ(g, &as);
	ck_assert_int_eq(as.nemployed, 1);
	ck_assert_str_eq(as.employed[0]->name, "Johnson");
	/* Number 0 employs one unit too (7.1 Step 5). */
	as.number = 0;
	assault_employ(g, &as);
	ck_assert_int_eq(as.nemployed, 1);
	ck_assert_str_eq(as.employed[0]->name, "Johnson");
	/* More than were selected employs them all. */
	as.number = 5;
	assault_employ(g, &as);
	ck_assert_int_eq(as.nemployed, 3);
	tg_done(&t);
}
END_TEST

/*
 * 7.1 Continue Action: a march attack that spends the active unit's last
 * MP ends its action even on a result that would not (the attacker's
 * "a" at +8: Brown's tactical 5 less Wagner's 2 is +3, the dice 6 and
 * 1; a normal attack costs an infantry unit 2 MP, the Attack Summary).
 */
START_TEST(test_7_1_last_mp_ends_the_march)
{
	struct fx f;

	ck_assert_int_eq(fx_prep(&f, TG_TURN1 TG_CLEAR "units:\n"
	    "  Brown: {side: csa, type: infantry, manpower: 8, tactical: 5, "
	    "artillery: 0, hex: \"4611\"}\n" WAGNER("")
	    "action: {kind: march, unit: Brown, mp: 2, start: '4612', "
	    "attacks: 0, ended: false}\n"), 0);
	ck_assert_int_eq(f.c.mp_cost, 2 * 2);
	DICE(&f, 6, 1);
	ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
	ck_assert_int_eq(f.c.difference, 8);
	ck_assert_str_eq(f.c.result_attacker, "a");
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_assert_int_eq(f.g->march.mp, 0);
	ck_assert_int_eq(f.g->march.attacks, 1);
	ck_assert(f.g->march.ended);
	fx_done(&f);
}
END_TEST

/* 5.2, 7.1: in an Activate Leader action with no unit marching yet, a
 * selected unit attacks only within its own march. */
START_TEST(test_5_2_activate_leader_attack_needs_march)
{
	struct fx f;

	ck_assert_int_eq(fx_prep(&f, TG_TURN1 TG_CLEAR "units:\n" BROWN("")
	    WAGNER("") "leaders:\n  Cheatham: {side: csa, rank: corps, "
	    "tactical: 1, command: 3, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, mp: 6, "
	    "allowance: 6, selected: [Brown], attacks: 0, ended: false}\n"),
	    ST_REFUSED);
	ck_err_has(&f.t, "Brown is not marching");
	ck_err_has(&f.t, "(5.2, 7.1)");
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 1);
	fx_done(&f);
}
END_TEST

/* SJW: Ricketts (usa) in N4611 against Ewell and Hood in N4610. */
#define SJW_HEAD	TG_SJW "turn: 3\nrain: false\nadvanced: true\n"	\
	"map:\n  terrain: clear\n"
#define SJW_UNIT(name, side, cmd, hex)					\
	"  " name ": {side: " side ", type: infantry, size: division, "	\
	cmd "hex: " hex ", manpower: 7, fatigue: 1, tactical: 2, "	\
	"artillery: 1}\n"
#define SJW_LEADER(name, side, rank, tac, with, more)			\
	"  " name ": {side: " side ", rank: " rank ", leads: " name	\
	", tactical: " #tac ", command: 4, with: " with more "}\n"

/*
 * SJW 17.0: on both dice 1, of the Confederate corps commanders in the
 * defending hex the one of highest Tactical value may die: Jackson (3)
 * before Longstreet (2), never a substitute (Banks, 4), nor a division
 * leader (Hill, 4), nor the Union's McDowell.  The even die kills him.
 */
START_TEST(test_sjw_17_0_who_may_die)
{
	struct fx f;

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, SJW_HEAD "units:\n"
	    SJW_UNIT("Ewell", "csa", "command: [Jackson, Hill], ", "N4610")
	    SJW_UNIT("Hood", "csa", "command: [Longstreet, Banks], ",
	    "N4610")
	    SJW_UNIT("Ricketts", "usa", "command: [McDowell], ", "N4611")
	    "leaders:\n"
	    SJW_LEADER("McDowell", "usa", "corps", 1, "Ricketts", "")
	    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", "")
	    SJW_LEADER("Longstreet", "csa", "corps", 2, "Hood", "")
	    SJW_LEADER("Hill", "csa", "division", 4, "Ewell", "")
	    SJW_LEADER("Banks", "csa", "corps", 4, "Hood",
	    ", substitute: true"));
	ck_assert_int_eq(combat_prepare(f.g, &f.c, "Ricketts", "N4610",
	    ATTACK_NORMAL), 0);
	DICE(&f, 1, 1, 4);
	ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
	ck_assert_ptr_nonnull(f.c.death_leader);
	ck_assert_str_eq(f.c.death_leader->name, "Jackson");
	ck_assert_int_eq(f.c.die_death, 4);
	ck_assert(f.c.death_killed);
	fx_done(&f);

	/* Attacking: the corps commander of the attacking unit, in its hex
	 * (Jackson), not one elsewhere (Longstreet); an odd die spares
	 * him. */
	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, SJW_HEAD "units:\n"
	    SJW_UNIT("Ewell", "csa", "command: [Jackson], ", "N4610")
	    SJW_UNIT("Hood", "csa", "command: [Longstreet], ", "N4609")
	    SJW_UNIT("Ricketts", "usa", "", "N4611")
	    "leaders:\n"
	    SJW_LEADER("Longstreet", "csa", "corps", 4, "Hood", "")
	    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", ""));
	ck_assert_int_eq(combat_prepare(f.g, &f.c, "Ewell", "N4611",
	    ATTACK_NORMAL), 0);
	DICE(&f, 1, 1, 3);
	ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
	ck_assert_ptr_nonnull(f.c.death_leader);
	ck_assert_str_eq(f.c.death_leader->name, "Jackson");
	ck_assert(!f.c.death_killed);
	fx_done(&f);
}
END_TEST

/*
 * SJW 18.0 applies "for the rest of the turn Union Panic occurred and
 * the next": a panic recorded for a later turn does not modify this
 * turn's combat, nor one two turns back.
 */
START_TEST(test_sjw_18_0_panic_turns)
{
	static const char *const heads[] = { "turn: 3\nunion_panic: 4\n",
		"turn: 5\nunion_panic: 3\n", "turn: 4\nunion_panic: 3\n" };
	struct fx	f;
	char		yaml[1024];
	int		i;

	for (i = 0; i < 3; i++) {
		snprintf(yaml, sizeof(yaml), TG_SJW "%srain: false\n"
		    "advanced: true\nmap:\n  terrain: clear\nunits:\n"
		    SJW_UNIT("Ewell", "csa", "", "N4610")
		    SJW_UNIT("Ricketts", "usa", "", "N4611"), heads[i]);
		memset(&f, 0, sizeof(f));
		f.g = tg_load_ok(&f.t, yaml);
		ck_assert_int_eq(combat_prepare(f.g, &f.c, "Ricketts",
		    "N4610", ATTACK_NORMAL), 0);
		if (i < 2)
			ck_assert_ptr_null(tg_mod(&f.c, "union panic"));
		else
			ck_assert_int_eq(tg_mod(&f.c, "union panic")->value,
			    -1);
		fx_done(&f);
	}
}
END_TEST

/*
 * SIV plays neither SJW 17.0 nor 18.0, Advanced Game or not: both dice
 * 1 roll no third die (were a corps commander there), and a result of the italic 0 line ("they have no
 * such effect in Stonewall in the Valley", the Combat Chart's note)
 * starts no Union Panic.
 */
START_TEST(test_siv_no_death_no_panic)
{
	struct fx f;

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, TG_SIV "turn: 1\nrain: false\nadvanced: true\n"
	    WOODS "units:\n"
	    "  Brown: {side: csa, type: infantry, manpower: 7, tactical: 2, "
	    "artillery: 0, hex: S1011}\n"
	    "  Wagner: {side: usa, type: infantry, manpower: 8, tactical: 2, "
	    "artillery: 0, hex: S1010}\n");
	ck_assert_int_eq(combat_prepare(f.g, &f.c, "Wagner", "S1011",
	    ATTACK_NORMAL), 0);
	ck_assert_ptr_null(tg_mod(&f.c, "union panic"));
	DICE(&f, 1, 1, 6);
	ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
	ck_assert_ptr_null(f.c.death_leader);
	ck_assert_int_eq(f.c.die_death, 0);
	ck_assert(f.c.italic);
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_assert_int_eq(f.g->union_panic, 0);
	fx_done(&f);
}
END_TEST

/*
 * Issue 9: a value the ruling needs twice is reported once, and named
 * once where it would be used.  7.4 Ridge, down a ridge into a mountain
 * hex: the mountain modifier and the ridge's are both the reduced one
 * (the Ridge Combat Example), here corrected into no number.
 */
START_TEST(test_missing_reported_once)
{
	struct fx	 f;
	const char	*p;
	int		 n = 0;

	ck_assert_int_eq(fx_prep(&f, TG_TURN1 "map:\n  terrain: woods\n"
	    "  hexes:\n    \"4611\": clear\n    \"4610\": mountain\n"
	    "  hexsides:\n    \"4610/4611\": {features: [ridge, road], "
	    "high: \"4611\"}\n" "units:\n" BROWN("") WAGNER("")
	    CHARTS("  combat-modifiers: {mountain-reduced: \"-100\"}\n")), ST_DATA);
	for (p = tg_errors(&f.t); (p = strstr(p,
	    "charts.combat-modifiers.mountain-reduced:")) != NULL; p++)
		n++;
	ck_assert_int_eq(n, 1);
	ck_unknown(&f.c, "elevation", "not printed (charts.combat-modifiers."
	    "mountain-reduced)");
	fx_done(&f);
}
END_TEST

/*
 * 7.7 Cavalry Retreat, refused: a cavalry not in play, an enemy not in
 * play, and no enemy to name during an Activate Leader action before
 * any unit marches.
 */
#define CAV_GAME(more)	TG_TURN1 TG_CLEAR "units:\n"			\
	"  C: {side: usa, type: cavalry, manpower: 1, tactical: 1, "	\
	"artillery: 0, hex: '1010'" more "}\n"				\
	"  E: {side: csa, type: infantry, manpower: 6, tactical: 1, "	\
	"artillery: 0, hex: '1011'}\n"					\
	"  F: {side: csa, type: infantry, manpower: 6, tactical: 1, "	\
	"artillery: 0, hex: '1013'}\n"					\
	"  Gone: {side: usa, type: cavalry, manpower: 1, tactical: 1, "	\
	"artillery: 0, status: eliminated}\n"				\
	"  Dead: {side: csa, type: infantry, manpower: 6, tactical: 1, "	\
	"artillery: 0, status: eliminated}\n"

START_TEST(test_7_7_cavalry_refused)
{
	struct fx	f;
	struct retreat	r;

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, CAV_GAME(""));
	DICE(&f, 3);
	ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d, "Nobody", "E"),
	    ST_REFUSED);
	ck_err_has(&f.t, "Nobody is not a unit in play");
	ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d, "Gone", "E"),
	    ST_REFUSED);
	ck_err_has(&f.t, "Gone is not a unit in play");
	ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d, "C", "Dead"),
	    ST_REFUSED);
	ck_err_has(&f.t, "Dead is not an enemy unit in play");
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 3);
	ck_assert_int_eq(game_unit(f.g, "C")->hex, tg_hex(f.g, "1010"));
	fx_done(&f);

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, CAV_GAME("") "leaders:\n  Hill: {side: csa, "
	    "rank: corps, tactical: 1, command: 3, with: E}\n"
	    "action: {kind: activate-leader, leader: Hill, mp: 6, "
	    "allowance: 6, selected: [E], attacks: 0, ended: false}\n");
	DICE(&f, 3);
	ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d, "C", NULL), ST_USAGE);
	ck_err_has(&f.t, "name the active enemy unit with --enemy U");
	fx_done(&f);
}
END_TEST

/*
 * 7.7: a cavalry of Combat value 1 behind an abatis counts 1½ (9.0,
 * "counting entrenchments"): more than the Small Force's "1 or less",
 * less than the Large Force's 2, so no force modifier; the die 3 is
 * the roll, halved (dropping the fraction) off the active unit's MA —
 * but the active unit, F, is not the enemy named, whose MA is not cut.
 */
START_TEST(test_7_7_between_small_and_large)
{
	struct fx	f;
	struct retreat	r;

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, CAV_GAME(", entrenchment: abatis")
	    "action: {kind: march, unit: F, mp: 4, start: '1013', "
	    "attacks: 0, ended: false}\n");
	DICE(&f, 3);
	ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d, "C", "E"), 0);
	ck_assert_str_eq(r.modifiers, "");
	ck_assert_int_eq(r.die, 3);
	ck_assert_int_eq(r.modified, 3);
	ck_assert_int_eq(r.mp_cut, 1);
	ck_assert_int_eq(f.g->march.mp, 2 * 4);
	ck_assert(!f.g->march.ended);
	fx_done(&f);
}
END_TEST

/* Palmer's assault (the 7.1 example's units) on Stewart in 1110. */
#define PALMER(more)							\
	TG_TURN1 TG_CLEAR "units:\n"					\
	"  Johnson: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "		\
	"hex: \"1010\"}\n"						\
	"  Baird: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 7, artillery: 2, tactical: 3, fatigue: 0, "		\
	"status: eliminated}\n"						\
	"  Stewart: {side: csa, type: infantry, manpower: 6, "		\
	"artillery: 1, tactical: 1, fatigue: 0, hex: \"1110\"}\n"	\
	"  Forrest: {side: csa, type: cavalry, manpower: 2, "		\
	"artillery: 0, tactical: 1, status: eliminated}\n"		\
	more								\
	"leaders:\n"							\
	"  Palmer: {side: usa, rank: corps, leads: XIV, "		\
	"tactical: 2, command: 5, with: Johnson}\n"

static int
fx_assault(struct fx *f, struct assault *as, struct assault_order *o,
    const char *unit)
{
	static const char *names[2];

	names[0] = "Johnson";
	names[1] = unit;
	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, PALMER(""));
	o->leader = "Palmer";
	o->target = "1110";
	o->units = names;
	o->nunits = unit != NULL ? 2 : 1;
	DICE(f, 1, 6, 6);
	return assault_resolve(f->g, &f->d, o, as);
}

/*
 * 7.1 Step 1 and 7.7, refused before any die and any fatigue: a unit
 * selected that is out of play; a cavalry retreat by a unit that is not
 * cavalry in the hex, or out of play; and a grand assault's leader
 * named with no --grand hex (a usage error).
 */
START_TEST(test_7_1_assault_refused)
{
	static const char	*inf[] = { "Stewart" }, *gone[] = { "Forrest" };
	struct fx		 f;
	struct assault		 as;
	struct assault_order	 o;

	memset(&o, 0, sizeof(o));
	ck_assert_int_eq(fx_assault(&f, &as, &o, "Baird"), ST_REFUSED);
	ck_err_has(&f.t, "Baird is not in Palmer's hex");
	ck_err_has(&f.t, "(7.1)");
	fx_done(&f);

	memset(&o, 0, sizeof(o));
	o.cavalry = inf;
	o.ncavalry = 1;
	ck_assert_int_eq(fx_assault(&f, &as, &o, NULL), ST_REFUSED);
	ck_err_has(&f.t, "Stewart is not cavalry in the hex assaulted");
	ck_err_has(&f.t, "(7.7)");
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 0);
	fx_done(&f);

	memset(&o, 0, sizeof(o));
	o.cavalry = gone;
	o.ncavalry = 1;
	ck_assert_int_eq(fx_assault(&f, &as, &o, NULL), ST_REFUSED);
	ck_err_has(&f.t, "Forrest is not cavalry in the hex assaulted");
	fx_done(&f);

	memset(&o, 0, sizeof(o));
	o.grand_leader = "Thomas";
	ck_assert_int_eq(fx_assault(&f, &as, &o, NULL), ST_USAGE);
	ck_err_has(&f.t, "--grand-units and --grand-leader need --grand");
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 0);
	fx_done(&f);
}
END_TEST

/* The 7.7 assault example's hex: Stewart and Wheeler in 1110. */
#define WHEELER(more)							\
	TG_TURN1 TG_CLEAR "units:\n"					\
	"  Guns: {side: usa, type: artillery, manpower: 1, "		\
	"artillery: 2, tactical: 0, hex: \"1010\"}\n"			\
	"  Johnson: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "		\
	"hex: \"1010\"}\n"						\
	"  Stewart: {side: csa, type: infantry, manpower: 6, "		\
	"artillery: 1, tactical: 1, fatigue: 0, hex: \"1110\"}\n"	\
	"  Wheeler: {side: csa, type: cavalry, manpower: 3, "		\
	"artillery: 0, tactical: 1, fatigue: 0, hex: \"1110\"" more "}\n" \
	"leaders:\n"							\
	"  Palmer: {side: usa, rank: corps, leads: XIV, "		\
	"tactical: 2, command: 5, with: Johnson}\n"

/*
 * 7.7 Assault: the defender's cavalry retreats before the command die,
 * away from the first selected unit that is not artillery (RULINGS):
 * Johnson, not Guns.  A cavalry whose Combat value is not known
 * (disorganized, its Strength marker entry corrected into no number)
 * rolls nothing, and the assault stops before the command die.
 */
START_TEST(test_7_7_assault_cavalry_enemy)
{
	static const char	*names[] = { "Guns", "Johnson" };
	static const char	*cav[] = { "Wheeler" };
	struct fx		 f;
	struct assault		 as;
	struct assault_order	 o;

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, WHEELER(""));
	memset(&o, 0, sizeof(o));
	o.leader = "Palmer";
	o.target = "1110";
	o.units = names;
	o.nunits = 2;
	o.cavalry = cav;
	o.ncavalry = 1;
	DICE(&f, 3, 5, 4, 3);
	ck_assert_int_eq(assault_resolve(f.g, &f.d, &o, &as), 0);
	ck_assert_ptr_nonnull(as.cavalry);
	ck_assert_str_eq(as.cavalry->enemy_unit, "Johnson");
	ck_assert_int_ne(game_unit(f.g, "Wheeler")->hex, tg_hex(f.g, "1110"));
	ck_assert(!as.emptied);
	ck_assert_int_eq(as.die, 5);
	fx_done(&f);

	memset(&f, 0, sizeof(f));
	f.g = tg_load_ok(&f.t, WHEELER(", disorganized: true")
	    CHARTS("  strength-markers: {\"17\": 8}\n"));
	DICE(&f, 3, 5, 4, 3);
	ck_assert_int_eq(assault_resolve(f.g, &f.d, &o, &as), ST_DATA);
	ck_assert(as.cavalry->stopped);
	ck_assert_int_eq(as.cavalry->die, 0);
	ck_assert_int_eq(as.die, 0);
	ck_assert_int_eq(game_unit(f.g, "Wheeler")->hex, tg_hex(f.g, "1110"));
	ck_err_has(&f.t, "charts.strength-markers.3");
	fx_done(&f);
}
END_TEST

#define JOHNSTON_REST							\
	"  Bate: {side: csa, type: infantry, command: [Hardee], "	\
	"manpower: 5, artillery: 1, tactical: 1, fatigue: 0, "	\
	"hex: '3014'}\n"	\
	"  Stevenson: {side: csa, type: infantry, command: [Hood], "	\
	"manpower: 6, artillery: 1, tactical: 1, fatigue: 2, "	\
	"hex: '3013'}\n"	\
	"  Loring: {side: csa, type: infantry, command: [Polk], "	\
	"manpower: 5, artillery: 1, tactical: 1, fatigue: 2, "	\
	"hex: '2813'}\n"	\
	"  French: {side: csa, type: infantry, command: [AoT, Roddey, Forrest], "	\
	"manpower: 4, artillery: 1, tactical: 1, fatigue: 0, "	\
	"hex: '3117'}\n"	\
	"  Far: {side: csa, type: infantry, command: [AoM], "	\
	"manpower: 4, artillery: 1, tactical: 1, fatigue: 0, "	\
	"hex: '3140'}\n"	\
	"  Geary: {side: usa, type: infantry, command: [AoC], "	\
	"manpower: 10, artillery: 2, tactical: 2, fatigue: 0, "	\
	"hex: '2914'}\n"	\
	"leaders:\n"	\
	"  Sherman: {side: usa, rank: army, leads: AoC, command: 5, "	\
	"with: Geary}\n"	\
	"  Bragg: {side: csa, rank: army, leads: AoM, command: 5, "	\
	"with: Far}\n"	\
	"  Lee: {side: csa, rank: army, leads: AoT, command: 6, "	\
	"status: eliminated}\n"	\
	"  Polk: {side: csa, rank: corps, leads: Polk, tactical: 1, "	\
	"command: 5, with: Loring}\n"	\
	"  Hardee: {side: csa, rank: corps, leads: Hardee, tactical: 3, "	\
	"command: 4, with: Cleburne}\n"	\
	"  Roddey: {side: csa, rank: district, leads: Roddey, "		\
	"tactical: 1, command: 3, with: French}\n"			\
	"  Johnston: {side: csa, rank: army, leads: AoT, command: 4, "	\
	"with: French}\n"						\
	"  Forrest: {side: csa, rank: district, leads: Forrest, "	\
	"tactical: 1, command: 2, with: French}\n"

#define JOHNSTON(map, cleburne, more)					\
	TG_TURN1 "map:\n  terrain: clear\n" map "units:\n"		\
	"  Cleburne: {side: csa, type: infantry, command: [Hardee], "	\
	"manpower: 8, artillery: 2, tactical: 3, fatigue: 0, "		\
	"hex: '3014'" cleburne "}\n"					\
	"  Gone: {side: csa, type: infantry, command: [Hood], "	\
	"manpower: 8, artillery: 2, tactical: 3, fatigue: 0, "		\
	"status: eliminated}\n"						\
	JOHNSTON_REST more

/* The example's order: Hardee with Cleburne and Bate on 2914, from
 * 3013 and 2813 with Stevenson and `joining`; the example's dice. */
static int
fx_johnston(struct fx *f, struct assault *as, const char *yaml,
    const char *joining)
{
	static const char	*names[] = { "Cleburne", "Bate" };
	static const char	*grand[] = { "3013", "2813" };
	static const char	*gunits[2];
	static const struct allocation al[] = { { "Cleburne", 1 },
		{ "Loring", 1 } };
	struct assault_order	 o;

	gunits[0] = "Stevenson";
	gunits[1] = joining;
	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	memset(&o, 0, sizeof(o));
	o.leader = "Hardee";
	o.target = "2914";
	o.units = names;
	o.nunits = 2;
	o.grand = grand;
	o.ngrand = 2;
	o.grand_units = gunits;
	o.ngrand_units = 2;
	o.attacker_loss = al;
	o.nattacker_loss = 2;
	DICE(f, 2, 1, 1, 6);
	return assault_resolve(f->g, &f->d, &o, as);
}

/*
 * 7.1 Grand Assault, the rulebook's Johnston example: the army or
 * district leader is the friendly one within the active leader's
 * command radius with the highest Command value.  Not Sherman (the
 * enemy's), not Bragg (out of reach), not Lee (out of play), not Polk
 * (a corps leader), not Roddey before him nor Forrest after him
 * (district leaders of Command 3 and 2, less than Johnston's 4):
 * Johnston.
 */
START_TEST(test_7_1_grand_leader_chosen)
{
	struct fx	f;
	struct assault	as;

	ck_assert_int_eq(fx_johnston(&f, &as, JOHNSTON("", "", ""), "Loring"),
	    0);
	ck_assert_ptr_nonnull(as.gleader);
	ck_assert_str_eq(as.gleader->name, "Johnston");
	fx_done(&f);
}
END_TEST

/*
 * 7.1 Grand Assault, refused or stopped: a joining unit out of play is
 * in no --grand hex (Step 3); one across a river no bridge crosses may
 * not attack (7.1 Attack Restrictions); and with a committed unit's
 * Combat value not known, whether they reach 3 cannot be told, so no
 * grand assault die is rolled.
 */
START_TEST(test_7_1_grand_refused_or_stopped)
{
	struct fx	f;
	struct assault	as;

	ck_assert_int_eq(fx_johnston(&f, &as, JOHNSTON("", "", ""), "Gone"),
	    ST_REFUSED);
	ck_err_has(&f.t, "Gone is not in a --grand hex");
	ck_err_has(&f.t, "(7.1 Grand Assault, Step 3)");
	ck_assert_int_eq(game_unit(f.g, "Cleburne")->fatigue, 0);
	fx_done(&f);

	ck_assert_int_eq(fx_johnston(&f, &as, JOHNSTON("  hexsides:\n"
	    "    \"2813/2914\": [minor-river]\n", "", ""), "Loring"),
	    ST_REFUSED);
	ck_err_has(&f.t, "no attack on 2914");
	ck_assert_int_eq(game_unit(f.g, "Cleburne")->fatigue, 0);
	fx_done(&f);

	ck_assert_int_eq(fx_johnston(&f, &as, JOHNSTON("",
	    ", disorganized: true", CHARTS("  strength-markers: {\"17\": 8}\n")),
	    "Loring"), ST_DATA);
	ck_assert(!as.gattempted);
	ck_assert_int_eq(as.gdie, 0);
	ck_assert_ptr_null(as.gskipped);
	/* Reported once (issue 9). */
	ck_err_has(&f.t, "charts.strength-markers.8");
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 1);
	fx_done(&f);
}
END_TEST

/* SIV, Advanced Game: Banks out of supply in Frederick (no county
 * modifier) and Fremont in Hardy (SIV 24.3's +1), both foraging. */
#define SIV_FORAGE(fatigue, charts)					\
	TG_SIV "turn: 12\nadvanced: true\nmap:\n  terrain: clear\n"	\
	"  hexes:\n    N3333: {county: Frederick}\n"			\
	"    M0407: {county: Hardy}\n" "units:\n"			\
	"  Banks: {side: usa, type: infantry, manpower: 4, hex: N3333, " \
	"supply: out" fatigue "}\n"					\
	"  Fremont: {side: usa, type: infantry, manpower: 4, hex: M0407, " \
	"supply: out}\n" charts

/* The Recovery Phase with Banks (and Fremont) foraging: the status. */
static int
fx_forage(struct fx *f, const char *yaml, int norders)
{
	static struct recover_order	 ro[2];
	struct recover_orders		 o;
	struct recover			*r;

	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	memset(ro, 0, sizeof(ro));
	ro[0].activity = RA_FORAGE;
	ro[0].unit = "Banks";
	ro[1].activity = RA_FORAGE;
	ro[1].unit = "Fremont";
	memset(&o, 0, sizeof(o));
	o.orders = ro;
	o.norders = norders;
	DICE(f, 1, 1);
	return recover_phase(f->g, &f->d, &o, &r);
}

/*
 * SIV 24.3 Union Foraging Table and its modifiers, each corrected into
 * something no ruling can read: no row of the table reads "Success" for
 * a roll "or less"; the Fatigue Level 2 modifier; the county modifier.
 * The phase stops before its dice (issue 9): it returns 0 with the
 * missing-data status raised, and nobody's supply changes.
 */
START_TEST(test_siv_24_3_forage_tables_unreadable)
{
	struct fx f;

	ck_assert_int_eq(fx_forage(&f, SIV_FORAGE("", CHARTS(
	    "  siv-foraging: {\"3 or less\": Failure}\n")), 1), 0);
	ck_assert_int_eq(f.g->diag->status, ST_DATA);
	ck_err_has(&f.t, "charts.siv-foraging.3 or less");
	ck_assert(game_unit(f.g, "Banks")->out_of_supply);
	ck_assert_int_eq(dice_unused(&f.d), 2);
	fx_done(&f);

	/* Issue 28: a modifier corrected into no modifier is refused at
	 * load, naming the cell. */
	load_refused(SIV_FORAGE(", fatigue: 2", CHARTS(
	    "  siv-foraging-modifiers: {fatigue-2: x}\n")),
	    "charts.siv-foraging-modifiers.fatigue-2: 'x' does not read");
	load_refused(SIV_FORAGE("", CHARTS(
	    "  siv-foraging-modifiers: {county: \"+1x\"}\n")),
	    "charts.siv-foraging-modifiers.county: '+1x' does not read");
}
END_TEST

/* gcacw-retreat's options: a decline or an advance takes no path. */
START_TEST(test_retreat_order_options)
{
	struct tg		t;
	struct retreat_order	o;

	tg_init(&t);
	memset(&o, 0, sizeof(o));
	o.decline = true;
	o.hexes = 2;
	ck_assert_int_eq(retreat_order_check(&t.d, &o), ST_USAGE);
	ck_err_has(&t, "--path, --hexes and --override are for retreats");
	memset(&o, 0, sizeof(o));
	o.advance = true;
	o.override = 1;
	ck_assert_int_eq(retreat_order_check(&t.d, &o), ST_USAGE);
	memset(&o, 0, sizeof(o));
	o.advance = true;
	o.has_path = true;
	ck_assert_int_eq(retreat_order_check(&t.d, &o), ST_USAGE);
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 3);
	/* A plain retreat with a path is fine. */
	memset(&o, 0, sizeof(o));
	o.has_path = true;
	ck_assert_int_eq(retreat_order_check(&t.d, &o), 0);
	tg_done(&t);
}
END_TEST

static Suite *
cov_combat_suite(void)
{
	Suite	*s = suite_create("cov_combat");
	TCase	*tc = tcase_create("combat");

	tcase_add_test(tc, test_7_2_limits_unreadable);
	tcase_add_test(tc, test_7_4_ratio_against_nothing);
	tcase_add_test(tc, test_7_4_ratio_unreadable_stops_the_dice);
	tcase_add_test(tc, test_7_4_rain_entry_unreadable);
	tcase_add_test(tc, test_7_4_hill_entry_unreadable);
	tcase_add_test(tc, test_7_4_demoralized_half_unknown);
	tcase_add_test(tc, test_7_4_attack_summary_cells);
	tcase_add_test(tc, test_7_1_last_mp_ends_the_march);
	tcase_add_test(tc, test_5_2_activate_leader_attack_needs_march);
	tcase_add_test(tc, test_sjw_17_0_who_may_die);
	tcase_add_test(tc, test_sjw_18_0_panic_turns);
	tcase_add_test(tc, test_siv_no_death_no_panic);
	tcase_add_test(tc, test_missing_reported_once);
	suite_add_tcase(s, tc);
	tc = tcase_create("assault");
	tcase_add_test(tc, test_7_4_assault_leader_unrated);
	tcase_add_test(tc, test_7_1_employ_skips_artillery);
	tcase_add_test(tc, test_7_1_assault_refused);
	tcase_add_test(tc, test_7_7_assault_cavalry_enemy);
	tcase_add_test(tc, test_7_1_grand_leader_chosen);
	tcase_add_test(tc, test_7_1_grand_refused_or_stopped);
	suite_add_tcase(s, tc);
	tc = tcase_create("retreat");
	tcase_add_test(tc, test_retreat_order_options);
	tcase_add_test(tc, test_7_7_cavalry_refused);
	tcase_add_test(tc, test_7_7_between_small_and_large);
	suite_add_tcase(s, tc);
	tc = tcase_create("recover");
	tcase_add_test(tc, test_siv_24_3_forage_tables_unreadable);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_combat_suite)
