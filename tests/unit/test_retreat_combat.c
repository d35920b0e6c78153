/*
 * test_retreat_combat.c — the retreats a combat or a march gives rise
 * to, as gcacw-retreat rules them (retreat.h), where they touch the
 * combat rules: the cavalry retreat before an enemy's march (7.7), who
 * may make one and its Small Force modifier in SIV; the advance after
 * combat (7.6) and the Flanks Refused marker it lifts (7.8); and the
 * options of gcacw-retreat (DESIGN.md section 5).  The retreats
 * themselves are test_retreat.c's and test_retreat_cavalry.c's.
 *
 * Unless a case says otherwise: a standard game on a clear map, Union
 * cavalry C (Combat value 1) in 1010, Confederate infantry E in 1011
 * and F in 1013.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "retreat.h"
#include "testcombat.h"

#define CAV_GAME(more)	TG_TURN1 TG_CLEAR "units:\n"			\
	"  C: {side: usa, type: cavalry, manpower: 1, tactical: 1, "	\
	"artillery: 0, hex: '1010'" more "}\n"				\
	"  E: {side: csa, type: infantry, manpower: 6, tactical: 1, "	\
	"artillery: 0, hex: '1011'}\n"					\
	"  F: {side: csa, type: infantry, manpower: 6, tactical: 1, "	\
	"artillery: 0, hex: '1013'}\n"					\
	"  Gone: {side: usa, type: cavalry, manpower: 1, tactical: 1, "	\
	"artillery: 0, status: eliminated}\n"				\
	"  Dead: {side: csa, type: infantry, manpower: 6, "		\
	"tactical: 1, artillery: 0, status: eliminated}\n"

/* gcacw-retreat's options: a decline or an advance takes no path. */
START_TEST(test_dsgn5_retreat_order_options)
{
	struct tg		t;
	struct retreat_order	o;

	tg_init(&t);
	memset(&o, 0, sizeof(o));
	o.decline = true;
	o.hexes = 2;
	ck_assert_int_eq(retreat_order_check(&t.d, &o), ST_USAGE);
	tg_has(tg_errors(&t), "--path, --hexes and --override are for "
	    "retreats");
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

/*
 * 7.7 Cavalry Retreat, refused: a cavalry not in play, an enemy not in
 * play, and no enemy to name during an Activate Leader action before
 * any unit marches.
 */
static const struct {
	const char	*cavalry, *enemy;
	const char	*said;
} cavalry_refusals[] = {
	{ "Nobody", "E", "Nobody is not a unit in play" },
	{ "Gone", "E", "Gone is not a unit in play" },
	{ "C", "Dead", "Dead is not an enemy unit in play" },
};

START_TEST(test_7_7_cavalry_refused)
{
	struct fx	f;
	struct retreat	r;
	size_t		i;

	fx_load(&f, CAV_GAME(""));
	DICE(&f, 3);
	for (i = 0; i < sizeof(cavalry_refusals) /
	    sizeof(cavalry_refusals[0]); i++) {
		ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d,
		    cavalry_refusals[i].cavalry, cavalry_refusals[i].enemy),
		    ST_REFUSED);
		tg_has(tg_errors(&f.t), cavalry_refusals[i].said);
	}
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 3);
	ck_assert_int_eq(game_unit(f.g, "C")->hex, tg_hex(f.g, "1010"));
	fx_done(&f);

	fx_load(&f, CAV_GAME("") "leaders:\n  Hill: {side: csa, "
	    "rank: corps, tactical: 1, command: 3, with: E}\n"
	    "action: {kind: activate-leader, leader: Hill, mp: 6, "
	    "allowance: 6, selected: [E], attacks: 0, ended: false}\n");
	DICE(&f, 3);
	ck_assert_int_eq(cavalry_retreat(f.g, &r, &f.d, "C", NULL), ST_USAGE);
	tg_has(tg_errors(&f.t), "name the active enemy unit with --enemy U");
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

	fx_load(&f, CAV_GAME(", entrenchment: abatis")
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

/*
 * 7.7 Cavalry Retreat Die Roll Modifiers, SIV: "-2 Small Force" does
 * not apply to Confederate cavalry in Stonewall in the Valley (the
 * printed exception; the chart's "siv-csa" column holds 0).  C (csa,
 * Combat value 1: "more than ½ and 1 or less") retreats before E's
 * march: no modifier is named, and the die 3 is the roll.  A Union
 * cavalry of the same value has the -2.
 */
START_TEST(test_7_7_siv_small_force_ignored)
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
		fx_load(&f, yaml);
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
	struct fx	f;
	struct retreat	r;

	memset(&r, 0, sizeof(r));
	fx_load(&f, TG_TURN1 TG_CLEAR "units:\n" BROWN("")
	    "  B2: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "artillery: 0, hex: \"4611\"}\n"
	    "  Held: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "artillery: 0, hex: \"4613\"}\n"
	    "markers: {flanks_refused: [\"4613\", \"4611\"]}\n"
	    "pending:\n"
	    "- {kind: advance, rule: '7.6', units: [Brown, B2], from: '4611', "
	    "into: '4610', optional: true}\n");
	ck_assert_int_eq(advance(f.g, &r, names, 2), 0);
	ck_assert_int_eq(tg_unit(f.g, "Brown")->hex, tg_hex(f.g, "4610"));
	ck_assert_int_eq(tg_unit(f.g, "B2")->hex, tg_hex(f.g, "4610"));
	ck_assert_int_eq(f.g->markers.nflanks_refused, 1);
	ck_assert_int_eq(f.g->markers.flanks_refused[0], tg_hex(f.g, "4613"));
	ck_assert_int_eq(f.g->pending.n, 0);
	fx_done(&f);
}
END_TEST

CHECK_TESTS(retreat_combat)
