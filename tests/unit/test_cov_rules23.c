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

#include "assault.h"
#include "check_main.h"
#include "combat.h"
#include "dice.h"
#include "fixture.h"
#include "march.h"
#include "module.h"
#include "retreat.h"
#include "testcombat.h"

static int
fx_prep(struct fx *f, const char *yaml, const char *attacker,
    const char *target)
{
	fx_load(f, yaml);
	return fx_prepare(f, attacker, target, ATTACK_NORMAL);
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

/*
 * 7.5 R*: "Unit is routed and demoralized -2", and the loss on a unit
 * already Demoralize-2 is one more (7.5); a unit loses no more than its
 * manpower.  Wagner (1 manpower, Demoralize-2) in column ½-3: Brown's 8
 * against 1 is 8-1, +7 (7.4 Ratio Chart); Tactical 2 less 2; the
 * defender's Demoralize-2 -1 (Combat Die Roll Modifier Summary).  Dice
 * 1 and 6: 1 + 7 - (6 - 1) = +3, corrected to "1R*": 1 + 1 = 2 lost
 * of 1, so 1, and Wagner is eliminated (7.5).
 */
START_TEST(test_7_5_loss_capped_at_manpower)
{
	struct fx f;

	ck_assert_int_eq(fx_prep(&f, TG_TURN1 WOODS "units:\n" BROWN("")
	    "  Wagner: {side: usa, type: infantry, manpower: 1, tactical: 2, "
	    "artillery: 0, demoralized: 2, hex: \"4610\"}\n"
	    "charts:\n"
	    "  combat-defender: {\"+3\": {\"1/2-3\": \"1R*\"}}\n",
	    "Brown", "4610"), 0);
	ck_assert_str_eq(f.c.ratio, "8-1");
	DICE(&f, 1, 6);
	ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
	ck_assert_int_eq(f.c.difference, 3);
	ck_assert_str_eq(f.c.result_defender, "1R*");
	ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL, 0), 0);
	ck_assert_int_eq(tg_unit(f.g, "Wagner")->manpower, 0);
	ck_assert_int_eq(tg_unit(f.g, "Wagner")->status, US_ELIMINATED);
	fx_done(&f);
}
END_TEST

/*
 * 7.8: the Flanks Refused marker is removed "if the only unit in the
 * hex attacks": Brown attacks from 4611, where Other (listed first)
 * stays, so the marker of 4611 stays.  Alone, Brown's attack lifts it.
 */
START_TEST(test_7_8_marker_stays_when_another_unit_stays)
{
	static const char *const other[] = {
		"  Other: {side: csa, type: infantry, manpower: 3, tactical: "
		"1, artillery: 0, hex: \"4611\"}\n", ""
	};
	struct fx	f;
	char		yaml[2048];
	int		i;

	for (i = 0; i < 2; i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 WOODS "units:\n%s"
		    BROWN("") WAGNER("") "markers: {flanks_refused: "
		    "[\"4611\"]}\n", other[i]);
		ck_assert_int_eq(fx_prep(&f, yaml, "Brown", "4610"), 0);
		DICE(&f, 3, 3);
		ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
		ck_assert_int_eq(combat_apply(f.g, &f.c, &f.d, NULL, 0, NULL,
		    0), 0);
		ck_assert_int_eq(f.g->markers.nflanks_refused, i == 0 ? 1 : 0);
		fx_done(&f);
	}
}
END_TEST

/*
 * SJW 17.0: of the Confederate corps commanders defending the hex, the
 * one of highest Tactical value may die, the first in the file on a tie
 * (RULINGS): Jackson and Longstreet both 3, Jackson first.  Ewell-Corps,
 * eliminated (out of play, with no unit), is on no hex and never at
 * risk, though his value is higher.
 */
START_TEST(test_sjw_17_0_tie_and_out_of_play)
{
	struct fx f;

	ck_assert_int_eq(fx_prep(&f, SJW_HEAD "units:\n"
	    SJW_UNIT("Ewell", "csa", "command: [Jackson, Longstreet], ",
	    "N4610")
	    SJW_UNIT("Ricketts", "usa", "", "N4611")
	    "leaders:\n"
	    "  Gone: {side: csa, rank: corps, leads: Gone, tactical: 4, "
	    "command: 4, status: eliminated}\n"
	    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", "")
	    SJW_LEADER("Longstreet", "csa", "corps", 3, "Ewell", ""),
	    "Ricketts", "N4610"), 0);
	DICE(&f, 1, 1, 2);
	ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
	ck_assert_ptr_nonnull(f.c.death_leader);
	ck_assert_str_eq(f.c.death_leader->name, "Jackson");
	ck_assert(f.c.death_killed);
	fx_done(&f);

	/* The higher value later in the file: Jackson (3) before
	 * Longstreet (2), listed first. */
	ck_assert_int_eq(fx_prep(&f, SJW_HEAD "units:\n"
	    SJW_UNIT("Ewell", "csa", "command: [Jackson, Longstreet], ",
	    "N4610")
	    SJW_UNIT("Ricketts", "usa", "", "N4611")
	    "leaders:\n"
	    SJW_LEADER("Longstreet", "csa", "corps", 2, "Ewell", "")
	    SJW_LEADER("Jackson", "csa", "corps", 3, "Ewell", ""),
	    "Ricketts", "N4610"), 0);
	DICE(&f, 1, 1, 5);
	ck_assert_int_eq(combat_roll(f.g, &f.c, &f.d), 0);
	ck_assert_ptr_nonnull(f.c.death_leader);
	ck_assert_str_eq(f.c.death_leader->name, "Jackson");
	ck_assert(!f.c.death_killed);
	fx_done(&f);
}
END_TEST

/*
 * 7.4 Tactical Modifier: a leader lends his value "only if it is
 * stacked in the same hex as a subordinate attacking unit": Cheatham,
 * Brown's commander but eliminated, is in no hex and lends nothing:
 * Brown's 2 less Wagner's 2.
 */
START_TEST(test_7_4_leader_out_of_play_lends_nothing)
{
	struct fx f;

	ck_assert_int_eq(fx_prep(&f, TG_TURN1 WOODS "units:\n"
	    BROWN(", command: [Cheatham]") WAGNER("") "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheatham, "
	    "tactical: 4, status: eliminated}\n", "Brown", "4610"), 0);
	ck_assert_int_eq(tg_mod(&f.c, "tactical")->value, 0);
	ck_assert_str_eq(tg_mod(&f.c, "tactical")->why,
	    "Brown's 2 less Wagner's 2");
	fx_done(&f);
}
END_TEST

/* One march order of --unit (5.1), with the dice given. */
static int
march1(struct game *g, const char *unit, bool force,
    struct march_result *r, int n, const int *dice)
{
	struct march_order	o;
	struct dice		d;
	int			st;

	memset(&o, 0, sizeof(o));
	memset(r, 0, sizeof(*r));
	o.op = MO_MARCH;
	o.unit = unit;
	o.reach_mp = -1;
	o.force = force;
	dice_init(&d, g, dice, n, false, 0);
	st = march_resolve(g, &d, &o, r);
	dice_free(&d);
	return st;
}

/*
 * 5.1: the Extended March Table's loss comes before the force march
 * (step 2, then step 3), and "A unit whose own march brings its
 * manpower to 0 is eliminated and the march is over" (DESIGN.md
 * section 5): A (1 manpower, Fatigue 2 to 3: extended) rolls 4 for its
 * allowance, then 1 on the extended march die, the "5" row, corrected
 * to a loss of 1: eliminated, it never force marches.
 */
START_TEST(test_5_1_extended_loss_ends_force_march)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "charts:\n  extended-march: "
	    "{'5': {organized: '1'}}\nunits:\n"
	    TG_UNIT("A", "csa", "infantry", 1, "1010", ", fatigue: 2"));
	ck_assert_int_eq(march1(g, "A", true, &r, TG_DICE(4, 1)), 0);
	ck_assert(r.extended);
	ck_assert_str_eq(r.extended_result, "1");
	ck_assert(r.eliminated);
	ck_assert(!r.force);
	ck_assert_int_eq(r.force_dice.ndice, 0);
	ck_assert_int_eq(r.stop, MS_ELIMINATED);
	ck_assert_int_eq(tg_unit(g, "A")->status, US_ELIMINATED);
	tg_done(&t);
}
END_TEST

/*
 * SJW 18.0: only the Union Panic forbids a Union force march; in the
 * Advanced Game with no panic yet a Union unit may force march (5.1):
 * 1D6 for the Union infantry's allowance, then the force march die.
 */
START_TEST(test_sjw_18_0_no_panic_force_march)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_SJW "turn: 3\nrain: false\nadvanced: true\n"
	    TG_CLEAR "units:\n" TG_INF("U", "usa", 6, "N1010"));
	ck_assert_int_eq(march1(g, "U", true, &r, TG_DICE(4, 4, 4, 4)), 0);
	ck_assert(r.force);
	ck_assert_int_eq(g->union_panic, 0);
	tg_done(&t);
}
END_TEST

/*
 * 5.2 Activate Leader: once a selected unit's march is over, the next
 * selected unit marches with the leader's Movement Allowance (no die):
 * Other, after Brown, marches 6 MP of Cheatham's, its Fatigue Level up
 * one (step 7), and no unit is left to march.
 */
START_TEST(test_5_2_next_unit_after_one_ended)
{
	struct tg		 t;
	struct march_result	 r;
	struct game		*g;

	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "units:\n"
	    TG_INF("Brown", "csa", 5, "1010")
	    TG_INF("Other", "csa", 5, "1010")
	    "leaders:\n  Cheatham: {side: csa, rank: corps, leads: "
	    "Cheatham, tactical: 1, command: 3, with: Brown}\n"
	    "action: {kind: activate-leader, leader: Cheatham, unit: Brown, "
	    "mp: 0, allowance: 6, selected: [Other], attacks: 0, "
	    "ended: true}\n");
	ck_assert_int_eq(march1(g, "Other", false, &r, 0, NULL), 0);
	ck_assert(!r.rolled);
	ck_assert_int_eq(r.allowance, 6);
	ck_assert_int_eq(r.fatigue_to, 1);
	ck_assert_str_eq(g->march.unit, "Other");
	ck_assert_int_eq(g->march.nselected, 0);
	ck_assert_int_eq(g->march.mp, 2 * 6);
	tg_done(&t);
}
END_TEST

/*
 * 7.7 and DESIGN.md section 4: a cavalry retreat opportunity that is
 * not the march's own (offered against another unit, or against no
 * unit named) is not declined by --continue: it must be resolved
 * first, with gcacw-retreat.
 */
START_TEST(test_7_7_other_cavalry_pending_blocks_continue)
{
	static const char *const enemy[] = { ", enemy_unit: Other", "" };
	struct tg		 t;
	struct march_result	 r;
	struct march_order	 o;
	struct dice		 d;
	struct game		*g;
	char			 yaml[2048];
	int			 i;

	for (i = 0; i < 2; i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 TG_CLEAR "units:\n"
		    TG_INF("Brown", "csa", 5, "1010")
		    TG_INF("Other", "csa", 5, "1210")
		    TG_CAV("C", "usa", 2, "1110")
		    "action: {kind: march, unit: Brown, mp: 6, start: '1010', "
		    "attacks: 0, ended: false}\n"
		    "pending: [{kind: cavalry-retreat, rule: '7.7', "
		    "units: [C], from: '1110', enemy: '1210'%s}]\n",
		    enemy[i]);
		g = tg_load_ok(&t, yaml);
		memset(&o, 0, sizeof(o));
		o.op = MO_CONTINUE;
		o.reach_mp = -1;
		o.path[o.npath++] = tg_hex(g, "1011");
		o.has_path = true;
		dice_init(&d, g, NULL, 0, false, 0);
		ck_assert_int_eq(march_resolve(g, &d, &o, &r), ST_REFUSED);
		tg_has(tg_errors(&t), "is pending (7.7): resolve it with "
		    "gcacw-retreat first");
		ck_assert_int_eq(g->pending.n, 1);
		ck_assert_int_eq(tg_unit(g, "Brown")->hex, tg_hex(g, "1010"));
		dice_free(&d);
		tg_done(&t);
	}
}
END_TEST

/*
 * 5.0, 5.3: one action at a time, and an assault is an action of its
 * own; once a march has ended (`ended: true`) the next action may be an
 * assault.  The Palmer example's position (7.1): Palmer (Command 5)
 * with Johnson and Baird in 1010 against Stewart in 1110; the command
 * die 6 ends the assault (Step 5), and both selected units have gained
 * a Fatigue Level all the same (Step 2).
 */
START_TEST(test_5_3_assault_after_an_ended_march)
{
	static const char	*names[] = { "Johnson", "Baird" };
	struct tg		 t;
	struct game		*g;
	struct assault_order	 o;
	struct assault		 as;
	struct dice		 d;
	int			 six[] = { 6 };

	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "units:\n"
	    "  Johnson: {side: usa, type: infantry, command: [XIV], "
	    "manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "
	    "hex: \"1010\"}\n"
	    "  Baird: {side: usa, type: infantry, command: [XIV], "
	    "manpower: 7, artillery: 2, tactical: 3, fatigue: 1, "
	    "hex: \"1010\"}\n"
	    "  Stewart: {side: csa, type: infantry, manpower: 6, "
	    "artillery: 1, tactical: 1, fatigue: 0, hex: \"1110\"}\n"
	    "  Marcher: {side: usa, type: infantry, manpower: 5, "
	    "tactical: 1, artillery: 0, fatigue: 1, hex: \"1012\"}\n"
	    "leaders:\n"
	    "  Palmer: {side: usa, rank: corps, leads: XIV, tactical: 2, "
	    "command: 5, with: Johnson}\n"
	    "action: {kind: march, unit: Marcher, mp: 0, start: '1014', "
	    "attacks: 0, ended: true}\n");
	memset(&o, 0, sizeof(o));
	o.leader = "Palmer";
	o.target = "1110";
	o.units = names;
	o.nunits = 2;
	dice_init(&d, g, six, 1, false, 0);
	ck_assert_int_eq(assault_resolve(g, &d, &o, &as), 0);
	ck_assert_str_eq(tg_errors(&t), "");
	ck_assert_int_eq(as.die, 6);
	ck_assert(!as.held);
	ck_assert_int_eq(tg_unit(g, "Johnson")->fatigue, 1);
	ck_assert_int_eq(tg_unit(g, "Baird")->fatigue, 2);
	dice_free(&d);
	tg_done(&t);
}
END_TEST

/*
 * 7.7 Cavalry Retreat Die Roll Modifiers, SIV: "-2 Small Force" does
 * not apply to Confederate cavalry in Stonewall in the Valley (the
 * printed exception; the chart's "siv-csa" column holds 0).  C (csa,
 * Combat value 1: "more than ½ and 1 or less") retreats before E's
 * march: no modifier is named, and the die 3 is the roll.  A Union
 * cavalry of the same value has the -2.
 */
START_TEST(test_siv_7_7_small_force_ignored)
{
	static const struct { const char *cav, *enemy; int mod; } k[] = {
		{ "csa", "usa", 0 }, { "usa", "csa", -2 }
	};
	struct fx	f;
	struct retreat	r;
	char		yaml[2048];
	size_t		i;

	for (i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
		snprintf(yaml, sizeof(yaml), TG_SIV "turn: 1\nrain: false\n"
		    TG_CLEAR "units:\n"
		    "  C: {side: %s, type: cavalry, manpower: 1, tactical: 1, "
		    "artillery: 0, hex: S1010}\n"
		    "  E: {side: %s, type: infantry, manpower: 6, tactical: 1, "
		    "artillery: 0, hex: S1011}\n"
		    "action: {kind: march, unit: E, mp: 4, start: S1012, "
		    "attacks: 0, ended: false}\n", k[i].cav, k[i].enemy);
		memset(&f, 0, sizeof(f));
		f.g = tg_load_ok(&f.t, yaml);
		DICE(&f, 3);
		ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d, "C", "E"), 0);
		ck_assert_int_eq(r.die, 3);
		ck_assert_int_eq(r.modified, 3 + k[i].mod);
		ck_assert_str_eq(r.modifiers, k[i].mod == 0 ? "" :
		    "-2 small-force");
		fx_done(&f);
	}
}
END_TEST

/*
 * 7.6 Advance After Combat with two units named in another order than
 * the result lists them: both advance.  7.8: the Flanks Refused marker
 * of the hex they leave empty (4611) is removed, another hex's (4613,
 * listed first) stays.
 */
START_TEST(test_7_6_advance_two_named_7_8_marker_left)
{
	static const char *const names[] = { "B2", "Brown" };
	struct tg	 t;
	struct game	*g;
	struct retreat	 r;

	memset(&r, 0, sizeof(r));
	g = tg_load_ok(&t, TG_TURN1 TG_CLEAR "units:\n" BROWN("")
	    "  B2: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "artillery: 0, hex: \"4611\"}\n"
	    "  Held: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "artillery: 0, hex: \"4613\"}\n"
	    "markers: {flanks_refused: [\"4613\", \"4611\"]}\n"
	    "pending:\n"
	    "- {kind: advance, rule: '7.6', units: [Brown, B2], from: '4611', "
	    "into: '4610', optional: true}\n");
	ck_assert_int_eq(advance(g, &r, names, 2), 0);
	ck_assert_int_eq(tg_unit(g, "Brown")->hex, tg_hex(g, "4610"));
	ck_assert_int_eq(tg_unit(g, "B2")->hex, tg_hex(g, "4610"));
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_int_eq(g->markers.flanks_refused[0], tg_hex(g, "4613"));
	ck_assert_int_eq(g->pending.n, 0);
	tg_done(&t);
}
END_TEST

/*
 * 10.2: "an undemoralized infantry or cavalry unit of any Combat value"
 * may attempt to destroy a ferry: Union cavalry (then infantry) Brown,
 * its march spent in 1012, tries the 1012/1013 ferry.  Die 2; -1
 * neither hex an enemy ZOC, -1 it spent its entire march in the hex (no
 * -2: that is the Confederate's); 0 is "1 or less": destroyed.
 */
START_TEST(test_10_2_cavalry_destroys_a_ferry)
{
	static const char *const type[] = { "cavalry", "infantry" };
	struct tg		 t;
	struct march_result	 r;
	struct march_order	 o;
	struct dice		 d;
	struct game		*g;
	const char		*why;
	char			 yaml[1024];
	int			 i;

	for (i = 0; i < 2; i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 "map:\n  terrain: "
		    "clear\n  hexsides:\n    1012/1013: [minor-river, ferry]\n"
		    "units:\n  Brown: {side: usa, type: %s, manpower: 3, "
		    "tactical: 1, artillery: 0, hex: '1012'}\n"
		    "action: {kind: march, unit: Brown, mp: 4, start: '1012', "
		    "attacks: 0, ended: false}\n", type[i]);
		g = tg_load_ok(&t, yaml);
		memset(&o, 0, sizeof(o));
		o.op = MO_CONTINUE;
		o.reach_mp = -1;
		o.has_destroy = true;
		ck_assert_int_eq(hexside_parse(&g->module->geo, "1012/1013",
		    &o.destroy, &why), 0);
		dice_init(&d, g, (int[]){ 2 }, 1, false, 0);
		ck_assert_msg(march_resolve(g, &d, &o, &r) == 0, "%s",
		    tg_errors(&t));
		dice_free(&d);
		ck_assert(r.destroy);
		ck_assert(r.destroy_ferry);
		ck_assert_int_eq(r.destroy_die, 2);
		ck_assert_int_eq(r.destroy_mod, -2);
		ck_assert(r.destroyed);
		tg_done(&t);
	}
}
END_TEST

/*
 * A grand assault (7.1): Hardee (Command 4) assaults Geary in 2914 with
 * Cleburne from 3014; Johnston (army, Command 4), with French in his
 * command radius, may add Stevenson from 3013 (both hexes adjacent to
 * 2914, as in the rulebook's Johnston example).
 */
#define GRAND(cleburne, stevenson, charts)				\
	TG_TURN1 "map:\n  terrain: clear\n" charts "units:\n"		\
	"  Cleburne: {side: csa, type: infantry, command: [Hardee], "	\
	"artillery: 0, tactical: 3, fatigue: 0, hex: '3014', "		\
	cleburne "}\n"							\
	"  Stevenson: {side: csa, type: infantry, manpower: 6, "	\
	"artillery: 0, tactical: 1, fatigue: 2, hex: '3013'"		\
	stevenson "}\n"						\
	"  French: {side: csa, type: infantry, command: [AoT], "	\
	"manpower: 4, artillery: 0, tactical: 1, hex: '3117'}\n"	\
	"  Geary: {side: usa, type: infantry, manpower: 10, "		\
	"artillery: 0, tactical: 2, hex: '2914'}\n"			\
	"leaders:\n"							\
	"  Hardee: {side: csa, rank: corps, leads: Hardee, tactical: 3, " \
	"command: 4, with: Cleburne}\n"					\
	"  Johnston: {side: csa, rank: army, leads: AoT, command: 4, "	\
	"with: French}\n"

static int
grand_odds(struct tg *t, const char *yaml, struct assault *as,
    struct assault_odds *od)
{
	static const char	*names[] = { "Cleburne" };
	static const char	*grand[] = { "3013" };
	static const char	*gunits[] = { "Stevenson" };
	struct assault_order	 o;
	struct dice		 d;
	struct game		*g;
	int			 st;

	g = tg_load_ok(t, yaml);
	memset(&o, 0, sizeof(o));
	o.leader = "Hardee";
	o.target = "2914";
	o.units = names;
	o.nunits = 1;
	o.grand = grand;
	o.ngrand = 1;
	o.grand_units = gunits;
	o.ngrand_units = 1;
	o.odds = true;
	dice_init(&d, g, NULL, 0, false, 0);
	ck_assert_int_eq(assault_resolve(g, &d, &o, as), 0);
	ck_assert_ptr_nonnull(as->gleader);
	ck_assert_str_eq(as->gleader->name, "Johnston");
	st = assault_odds(g, as, od);
	dice_free(&d);
	return st;
}

/*
 * Issue 11 --odds with a grand assault, 7.1: "the units committed to
 * the assault must have a combined Combat value of 3 or more" for a
 * grand assault to be attempted.  Cleburne alone, Combat value 2: on
 * command die faces 1-4 (assault numbers 3 to 0) the assault takes
 * place, each with the 6 faces of the grand die, but Stevenson never
 * joins: one force, 24 of 36 outcomes.
 */
START_TEST(test_7_1_odds_grand_under_three)
{
	struct tg		 t;
	struct assault		 as;
	struct assault_odds	 od;
	int			 i;

	ck_assert_int_eq(grand_odds(&t, GRAND("manpower: 2", "", ""), &as, &od),
	    0);
	ck_assert_int_eq(od.outcomes, 36);
	ck_assert_int_eq(od.held, 24);
	for (i = 0; i < 4; i++)
		ck_assert(od.cv3_fails[i]);
	ck_assert_int_eq(od.ncases, 1);
	ck_assert_int_eq(od.cases[0].ngused, 0);
	ck_assert_int_eq(od.cases[0].nemployed, 1);
	ck_assert_int_eq(od.cases[0].weight, 24);
	ck_assert_int_eq(od.total, 24 * 72);
	tg_done(&t);
}
END_TEST

/*
 * Issue 9: Cleburne's Combat value (disorganized 8, a Strength marker
 * the file corrects into no number, 7.2) is not known: whether the
 * committed units reach 3 cannot be told, so there are no odds, and the
 * missing cell is named once.  The same for a joining unit's (Stevenson
 * disorganized).
 */
START_TEST(test_7_1_odds_grand_value_unknown)
{
	struct tg		 t;
	struct assault		 as;
	struct assault_odds	 od;

	ck_assert_int_eq(grand_odds(&t, GRAND("manpower: 8, disorganized: "
	    "true", "", "charts:\n  strength-markers: {\"17\": 8}\n"), &as, &od),
	    ST_DATA);
	tg_has(tg_errors(&t), "charts.strength-markers.8");
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 1);
	ck_assert_int_eq(od.ncases, 0);
	tg_done(&t);

	/* Stevenson's, which joins on grand die 1 (Command 4 less 1: 3
	 * hexes, the one given): the first force it joins stops. */
	ck_assert_int_eq(grand_odds(&t, GRAND("manpower: 8",
	    ", disorganized: true", "charts:\n  "
	    "strength-markers: {\"17\": 8}\n"), &as, &od), ST_DATA);
	tg_has(tg_errors(&t), "charts.strength-markers.6");
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 1);
	ck_assert_int_eq(od.ncases, 1);
	ck_assert_int_eq(od.cases[0].ngused, 1);
	tg_done(&t);
}
END_TEST

/*
 * 7.7 Starts Adjacent: a march that begins next to enemy cavalry pauses
 * before its first step for the cavalry retreat; a --destroy given with
 * it (10.2) is not carried out, and the note says so (gcacw-march(1));
 * with nothing else asked, there is nothing to say.
 * A (csa) in 1010, Union cavalry C in 1011; die 4 for A's allowance.
 */
START_TEST(test_7_7_starts_adjacent_destroy_waits)
{
	struct tg		 t;
	struct march_result	 r;
	struct march_order	 o;
	struct dice		 d;
	struct game		*g;
	const char		*why;
	char			*notes;
	int			 i;

	for (i = 0; i < 2; i++) {
		g = tg_load_ok(&t, TG_TURN1 "map:\n  terrain: clear\n"
		    "  hexsides:\n    1009/1010: [minor-river, bridge]\n"
		    "units:\n" TG_INF("A", "csa", 6, "1010")
		    TG_CAV("C", "usa", 2, "1011"));
		memset(&o, 0, sizeof(o));
		memset(&r, 0, sizeof(r));
		o.op = MO_MARCH;
		o.unit = "A";
		o.reach_mp = -1;
		o.has_destroy = i == 0;
		ck_assert_int_eq(hexside_parse(&g->module->geo, "1009/1010",
		    &o.destroy, &why), 0);
		dice_init(&d, g, (int[]){ 4 }, 1, false, 0);
		ck_assert_msg(march_resolve(g, &d, &o, &r) == 0, "%s",
		    tg_errors(&t));
		dice_free(&d);
		ck_assert_int_eq(r.stop, MS_CAVALRY);
		ck_assert(!r.destroy);
		ck_assert_int_eq(g->pending.n, 1);
		ck_assert_int_eq(g->pending.items[0].kind, PK_CAVALRY);
		ck_assert_int_eq(tg_unit(g, "A")->hex, tg_hex(g, "1010"));
		notes = tg_write(r.notes);
		if (i == 0) {
			tg_has(notes, "the march pauses before its first "
			    "step: enemy cavalry may retreat (7.7)");
			tg_has(notes, "--destroy were not carried out");
		} else
			tg_hasnt(notes, "were not carried out");
		free(notes);
		tg_done(&t);
	}
}
END_TEST

/*
 * 7.5 on a multi-unit force: "a letter applies to every unit", the
 * loss as the attacker allocates it.  Palmer assaults Stewart in 1110
 * (woods: no artillery) with Johnson (8) and Baird (2): command die 1
 * from Command 5 is number 4, both employed (7.1 Step 5); 10 against 6
 * is 1-1, +0; Palmer's Tactical 2 less Stewart's 1, +1; the assault +1
 * (7.4).  Dice 1 and 3: 0, the attackers' column 7-11, corrected to
 * "2r" then "2a", both lost by Baird, who is eliminated: Johnson alone
 * retreats (r), or alone may advance (a).
 */
START_TEST(test_7_5_eliminated_attacker_stays)
{
	static const char	*names[] = { "Johnson", "Baird" };
	static const struct allocation al[] = { { "Baird", 2 } };
	static const struct { const char *cell; enum pending_kind k; } c[] = {
		{ "2r", PK_RETREAT }, { "2a", PK_ADVANCE }
	};
	struct tg		 t;
	struct game		*g;
	struct assault_order	 o;
	struct assault		 as;
	struct dice		 d;
	char			 yaml[2048];
	int			 dice[] = { 1, 1, 3 }, i, j;

	for (i = 0; i < 2; i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 WOODS "units:\n"
		    "  Johnson: {side: usa, type: infantry, command: [XIV], "
		    "manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "
		    "hex: \"1010\"}\n"
		    "  Baird: {side: usa, type: infantry, command: [XIV], "
		    "manpower: 2, artillery: 2, tactical: 3, fatigue: 1, "
		    "hex: \"1010\"}\n"
		    "  Stewart: {side: csa, type: infantry, manpower: 6, "
		    "artillery: 1, tactical: 1, fatigue: 0, hex: \"1110\"}\n"
		    "leaders:\n"
		    "  Palmer: {side: usa, rank: corps, leads: XIV, "
		    "tactical: 2, command: 5, with: Johnson}\n"
		    "charts:\n"
		    "  combat-attacker: {\"0\": {\"7-11\": %s}}\n"
		    "  combat-defender: {\"0\": {\"4-6\": \"-\"}}\n",
		    c[i].cell);
		g = tg_load_ok(&t, yaml);
		memset(&o, 0, sizeof(o));
		o.leader = "Palmer";
		o.target = "1110";
		o.units = names;
		o.nunits = 2;
		o.attacker_loss = al;
		o.nattacker_loss = 1;
		dice_init(&d, g, dice, 3, false, 0);
		ck_assert_msg(assault_resolve(g, &d, &o, &as) == 0, "%s",
		    tg_errors(&t));
		dice_free(&d);
		ck_assert_int_eq(as.nemployed, 2);
		ck_assert_str_eq(as.cb.ratio, "1-1");
		ck_assert_int_eq(as.cb.difference, 0);
		ck_assert_str_eq(as.cb.result_attacker, c[i].cell);
		ck_assert_int_eq(tg_unit(g, "Baird")->status, US_ELIMINATED);
		ck_assert_int_eq(tg_unit(g, "Johnson")->manpower, 8);
		for (j = 0; j < g->pending.n; j++)
			if (g->pending.items[j].kind == c[i].k)
				break;
		ck_assert_int_lt(j, g->pending.n);
		ck_assert_int_eq(g->pending.items[j].nunits, 1);
		ck_assert_str_eq(g->pending.items[j].units[0], "Johnson");
		tg_done(&t);
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
	tcase_add_test(tc, test_7_5_loss_capped_at_manpower);
	tcase_add_test(tc, test_7_8_marker_stays_when_another_unit_stays);
	tcase_add_test(tc, test_sjw_17_0_tie_and_out_of_play);
	tcase_add_test(tc, test_7_4_leader_out_of_play_lends_nothing);
	suite_add_tcase(s, tc);
	tc = tcase_create("march");
	tcase_add_test(tc, test_5_1_extended_loss_ends_force_march);
	tcase_add_test(tc, test_sjw_18_0_no_panic_force_march);
	tcase_add_test(tc, test_5_2_next_unit_after_one_ended);
	tcase_add_test(tc, test_7_7_other_cavalry_pending_blocks_continue);
	tcase_add_test(tc, test_10_2_cavalry_destroys_a_ferry);
	tcase_add_test(tc, test_7_7_starts_adjacent_destroy_waits);
	suite_add_tcase(s, tc);
	tc = tcase_create("assault");
	tcase_add_test(tc, test_5_3_assault_after_an_ended_march);
	tcase_add_test(tc, test_7_1_odds_grand_under_three);
	tcase_add_test(tc, test_7_1_odds_grand_value_unknown);
	tcase_add_test(tc, test_7_5_eliminated_attacker_stays);
	suite_add_tcase(s, tc);
	tc = tcase_create("retreat");
	tcase_add_test(tc, test_siv_7_7_small_force_ignored);
	tcase_add_test(tc, test_7_6_advance_two_named_7_8_marker_left);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_rules23_suite)
