/*
 * test_results.c — the Combat Chart's results and what they do (7.5, 7.6,
 * 7.8, 11.0): parsing a result, manpower losses over a force and their
 * allocation, the letter results, Demoralize markers, elimination and
 * displaced leaders, the ledger, the pending retreat, rout, voluntary
 * retreat and advance, the march, the log entry; and the odds report.
 *
 * A combat is prepared and rolled as gcacw-combat does it; to apply a
 * given result, the results the chart gave are then replaced by it, as
 * if the chart had printed it (or a `charts:` key corrects the cell the
 * dice read).  The attacker A (csa) is in 4611, the defenders (usa) in
 * 4610, on a woods map so no artillery value is needed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "module.h"
#include "testcombat.h"

#define HEAD		TG_TURN1 "map:\n  terrain: woods\n"
#define ATTACKER(mp, more) "  A: {side: csa, type: infantry, manpower: " \
	#mp ", tactical: 1, hex: \"4611\"" more "}\n"
#define DEFENDER(name, mp, more) "  " name ": {side: usa, type: infantry, " \
	"manpower: " #mp ", tactical: 1, hex: \"4610\"" more "}\n"
/* A's 8 against X, Y and Z of 3, 5 and 5. */
#define XYZ		HEAD "units:\n" ATTACKER(8, "")		\
	DEFENDER("X", 3, "") DEFENDER("Y", 5, "") DEFENDER("Z", 5, "")
/* A's 8 against X and Y of 2 and 5. */
#define XY		HEAD "units:\n" ATTACKER(8, "")		\
	DEFENDER("X", 2, "") DEFENDER("Y", 5, "")

/* Load, prepare A's attack on 4610 and roll 1 and 6. */
static void
fx_ready(struct fx *f, const char *yaml, enum attack_type type)
{
	int st;

	fx_attack(f, yaml, "A", type);
	st = ROLL(f, 1, 6);
	ck_assert_msg(st == 0, "combat_roll: %d\n%s", st, tg_errors(&f->t));
}

/* Apply these results, as if the chart had printed them. */
static int
fx_result(struct fx *f, const char *defender, const char *attacker,
    const struct allocation *dl, int ndl, const struct allocation *al,
    int nal)
{
	f->c.result_defender = defender;
	f->c.result_attacker = attacker;
	return combat_apply(f->g, &f->c, &f->d, dl, ndl, al, nal);
}

/* Both steps; the results must apply. */
static void
fx_fight(struct fx *f, const char *yaml, const char *defender,
    const char *attacker)
{
	int st;

	fx_ready(f, yaml, ATTACK_NORMAL);
	st = fx_result(f, defender, attacker, NULL, 0, NULL, 0);
	ck_assert_msg(st == 0, "combat_apply(%s, %s): %d\n%s", defender,
	    attacker, st, tg_errors(&f->t));
}

/* Lookups in f's game (fixture.h). */
#define U(f, name)	tg_unit((f)->g, (name))
#define H(f, id)	tg_hex((f)->g, (id))
#define last_log(f)	tg_last_log((f)->g)

/* Each "unit=manpower" of `list` (separated by spaces). */
static void
ck_manpower(struct fx *f, const char *list)
{
	char	 buf[256], *p, *save = NULL, *eq;

	ck_assert_uint_lt(strlen(list), sizeof(buf));
	strcpy(buf, list);
	for (p = strtok_r(buf, " ", &save); p != NULL;
	    p = strtok_r(NULL, " ", &save)) {
		ck_assert_ptr_nonnull(eq = strchr(p, '='));
		*eq = '\0';
		ck_assert_msg(U(f, p)->manpower == atoi(eq + 1),
		    "%s: manpower %d, expected %s", p, U(f, p)->manpower,
		    eq + 1);
	}
}

/* The flow sequence at path as "a,b,c". */
static const char *
names(const struct node *root, const char *path, char *buf, size_t len)
{
	const struct node	*n = tg_path(root, path);
	int			 i;

	buf[0] = '\0';
	ck_assert_msg(n != NULL && n->kind == N_SEQ, "%s is not a list", path);
	for (i = 0; i < n->n; i++)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s%s",
		    i > 0 ? "," : "", n->items[i]->str);
	return buf;
}

/* Pending obligation k as its node, with `units` named as listed and
 * each path=value of `pairs`. */
static const struct node *
ck_pending(struct fx *f, int k, const char *units, const char *pairs)
{
	const struct node	*p;
	char			 buf[128];

	ck_assert_int_lt(k, f->g->pending.n);
	p = pending_node(f->g, &f->g->pending.items[k]);
	if (units != NULL)
		ck_assert_str_eq(names(p, "units", buf, sizeof(buf)), units);
	ck_paths(p, pairs);
	return p;
}

/*
 * 7.5 Letter Results, Number Results.
 */

static const struct {
	const char	*s;
	int		 rc, loss;
	const char	*letters;	/* which are set: "DFfErRSa", S = R* */
} parses[] = {
	{ "-", 0, 0, "" },
	{ "1DR", 0, 1, "DR" },
	{ "2Dr", 0, 2, "Dr" },
	{ "fa", 0, 0, "fa" },
	{ "Da", 0, 0, "Da" },
	{ "1D", 0, 1, "D" },
	{ "F", 0, 0, "F" },
	{ "1F", 0, 1, "F" },
	{ "f", 0, 0, "f" },
	{ "E", 0, 0, "E" },
	{ "R*", 0, 0, "S" },
	{ "3DR*", 0, 3, "DS" },
	{ "1", 0, 1, "" },
	{ "16D", 0, 16, "D" },
	{ "X", -1, 0, NULL },
	{ "1DQ", -1, 0, NULL },
	{ "D-", -1, 0, NULL },
};

START_TEST(test_7_5_result_parse)
{
	const int	 i = _i;
	struct result	 r;
	const char	*l = parses[i].letters;

	ck_assert_msg(result_parse(parses[i].s, &r) == parses[i].rc,
	    "'%s': %d", parses[i].s, result_parse(parses[i].s, &r));
	if (parses[i].rc < 0)
		return;
	ck_assert_msg(r.loss == parses[i].loss, "'%s': loss %d", parses[i].s,
	    r.loss);
	ck_assert_msg(r.D == (strchr(l, 'D') != NULL) &&
	    r.F == (strchr(l, 'F') != NULL) &&
	    r.f == (strchr(l, 'f') != NULL) &&
	    r.E == (strchr(l, 'E') != NULL) &&
	    r.r == (strchr(l, 'r') != NULL) &&
	    r.R == (strchr(l, 'R') != NULL) &&
	    r.Rstar == (strchr(l, 'S') != NULL) &&
	    r.a == (strchr(l, 'a') != NULL),
	    "'%s': D%d F%d f%d E%d r%d R%d R*%d a%d", parses[i].s, r.D, r.F,
	    r.f, r.E, r.r, r.R, r.Rstar, r.a);
}
END_TEST

START_TEST(test_7_5_number_result_one_defender)
{
	struct fx f;

	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 7, ""),
	    "1", "-");
	ck_manpower(&f, "X=6 A=8");
	/* No "D": the new marker stays organized. */
	ck_assert(!U(&f, "X")->disorganized);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 1);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_CSA][C_COMBAT], 0);
	ck_path_str(last_log(&f), "defender_effects.X.manpower", "-1");
	fx_done(&f);
}
END_TEST

/* RULINGS 12: one point at a time from the most manpower left, ties to
 * the first listed. */
static const struct {
	const char	*result;
	int		 x, y, z;	/* left of 3, 5, 5 */
} default_losses[] = {
	{ "1", 3, 4, 5 },	/* Y and Z tie: Y, listed first */
	{ "2", 3, 4, 4 },
	{ "3", 3, 3, 4 },	/* Y 4, Z 5: Z; then Y and Z 4: Y */
	{ "4", 3, 3, 3 },
	{ "5", 2, 3, 3 },	/* all at 3: X first */
	{ "7", 2, 2, 2 },
	{ "13", 0, 0, 0 },
};

START_TEST(test_7_5_default_loss_allocation)
{
	const int	 i = _i;
	struct fx	 f;
	int		 total;

	fx_fight(&f, XYZ, default_losses[i].result, "-");
	ck_assert_msg(U(&f, "X")->manpower == default_losses[i].x &&
	    U(&f, "Y")->manpower == default_losses[i].y &&
	    U(&f, "Z")->manpower == default_losses[i].z,
	    "%s: %d %d %d, expected %d %d %d", default_losses[i].result,
	    U(&f, "X")->manpower, U(&f, "Y")->manpower, U(&f, "Z")->manpower,
	    default_losses[i].x, default_losses[i].y, default_losses[i].z);
	total = 13 - default_losses[i].x - default_losses[i].y -
	    default_losses[i].z;
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], total);
	fx_done(&f);
}
END_TEST

/*
 * --defender-loss as chosen (7.5): the game, the result, the
 * allocation; the manpower left; then the combat losses in the ledger
 * (or ANY), a unit every defender's letter reached though it lost
 * nothing, and a unit given up whole (or NULL).
 */

static const struct {
	const char		*yaml, *result;
	struct allocation	 al[2];
	int			 nal;
	const char		*manpower;
	int			 ledger;
	const char		*lettered, *eliminated;
} chosen_losses[] = {
	{ XYZ, "2", { { "X", 2 } }, 1, "X=1 Y=5 Z=5", 2, NULL, NULL },
	/* The letter applies to each defending unit, loss or not. */
	{ XYZ, "2D", { { "X", 1 }, { "Z", 1 } }, 2, "X=2 Y=5 Z=4", ANY, "Y",
	    NULL },
	{ XYZ, "2", { { "Y", 0 }, { "Z", 2 } }, 2, "Y=5 Z=3", ANY, NULL,
	    NULL },
	/* A whole unit may be given up. */
	{ XY, "2", { { "X", 2 } }, 1, "Y=5", ANY, NULL, "X" },
};

START_TEST(test_7_5_defender_loss_allocation_as_chosen)
{
	struct fx	f;
	int		i;

	for (i = 0; i < N(chosen_losses); i++) {
		fx_ready(&f, chosen_losses[i].yaml, ATTACK_NORMAL);
		ck_assert_int_eq(fx_result(&f, chosen_losses[i].result, "-",
		    chosen_losses[i].al, chosen_losses[i].nal, NULL, 0), 0);
		ck_manpower(&f, chosen_losses[i].manpower);
		if (chosen_losses[i].ledger != ANY)
			ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT],
			    chosen_losses[i].ledger);
		if (chosen_losses[i].lettered != NULL)
			ck_assert(U(&f, chosen_losses[i].lettered)->
			    disorganized);
		if (chosen_losses[i].eliminated != NULL)
			ck_assert_int_eq(U(&f, chosen_losses[i].eliminated)->
			    status, US_ELIMINATED);
		fx_done(&f);
	}
}
END_TEST

static const struct {
	const char		*result;
	struct allocation	 al[2];
	int			 nal;
	const char		*names;	/* what the message must name */
	const char		*why;
} bad_allocations[] = {
	{ "2", { { "X", 1 } }, 1, "", "not the whole loss" },
	{ "2", { { "X", 2 }, { "Y", 1 } }, 2, "", "more than the loss" },
	{ "3", { { "X", 3 } }, 1, "X", "more than X has" },
	{ "2", { { "Nobody", 2 } }, 1, "Nobody", "no such defender" },
	{ "2", { { "A", 2 } }, 1, "A", "the attacker is no defender" },
	{ "D", { { "X", 1 } }, 1, "loss", "the result has no loss" },
	{ "-", { { "X", 0 } }, 1, "loss", "the result has no loss" },
};

START_TEST(test_7_5_defender_loss_allocation_refused)
{
	const int	 i = _i;
	struct fx	 f;

	fx_ready(&f, XY, ATTACK_NORMAL);
	ck_assert_int_eq(fx_result(&f, bad_allocations[i].result, "-",
	    bad_allocations[i].al, bad_allocations[i].nal, NULL, 0),
	    ST_USAGE);
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 1);
	ck_assert_msg(strstr(tg_errors(&f.t), "--defender-loss") != NULL &&
	    strstr(tg_errors(&f.t), bad_allocations[i].names) != NULL,
	    "%s: %s", bad_allocations[i].why, tg_errors(&f.t));
	/* Nothing is applied. */
	ck_manpower(&f, "X=2 Y=5");
	ck_assert(!U(&f, "X")->disorganized);
	ck_assert_ptr_null(f.g->log);
	ck_assert(!f.g->pending.listed);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 0);
	fx_done(&f);
}
END_TEST

#define A_AGAINST_X	HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 7, "")

START_TEST(test_7_5_attacker_loss)
{
	static const struct allocation one[] = { { "A", 1 } };
	static const struct allocation two[] = { { "A", 2 } };
	struct fx f;

	fx_fight(&f, A_AGAINST_X, "-", "2D");
	ck_manpower(&f, "A=6 X=7");
	ck_assert(U(&f, "A")->disorganized);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_CSA][C_COMBAT], 2);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 0);
	ck_path_str(last_log(&f), "attacker_effects.A.manpower", "-2");
	fx_done(&f);

	fx_ready(&f, A_AGAINST_X, ATTACK_NORMAL);
	ck_assert_int_eq(fx_result(&f, "-", "1D", NULL, 0, one, 1), 0);
	ck_manpower(&f, "A=7");
	fx_done(&f);

	fx_ready(&f, A_AGAINST_X, ATTACK_NORMAL);
	ck_assert_int_eq(fx_result(&f, "-", "1D", NULL, 0, two, 1), ST_USAGE);
	tg_has(tg_errors(&f.t), "--attacker-loss");
	ck_manpower(&f, "A=8");
	ck_assert_ptr_null(f.g->log);
	fx_done(&f);
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
		snprintf(yaml, sizeof(yaml), DUEL(TG_TURN1, CHARTS(
		    "  combat-attacker: {\"0\": {\"7-11\": %s}}\n"
		    "  combat-defender: {\"0\": {\"7-11\": \"-\"}}\n")),
		    k[i].cell);
		fx_attack(&f, yaml, "Brown", ATTACK_NORMAL);
		ck_assert_int_eq(ROLL(&f, 3, 3), 0);
		ck_assert_int_eq(f.c.difference, 0);
		ck_assert_int_eq(fx_apply(&f), 0);
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

/* D, F, f, E on fatigue and the marker (7.5). */
static const struct {
	const char	*result;
	int		 fatigue, after;
	bool		 disorganized, disorganized_after;
} letters[] = {
	{ "D", 0, 3, false, true },
	{ "D", 1, 4, false, true },	/* "to a maximum of 4" */
	{ "D", 4, 4, false, true },
	{ "D", 2, 4, true, true },	/* already disorganized: stays */
	{ "F", 0, 2, false, false },
	{ "F", 3, 4, false, false },
	{ "F", 2, 4, true, true },
	{ "f", 0, 1, false, false },
	{ "f", 4, 4, false, false },
	{ "E", 2, 2, false, false },	/* no fatigue */
	{ "-", 2, 2, false, false },
	{ "1", 1, 1, false, false },	/* a number alone */
};

START_TEST(test_7_5_letter_results_fatigue_and_disorganization)
{
	static const char *const who[] = { "X", "A" };
	static const char *const side[] = { "defender", "attacker" };
	const int	 i = _i;
	char		 yaml[1024];
	struct fx	 f;
	struct unit	*u;
	int		 k;

	/* The same result on the defender and on the attacker. */
	snprintf(yaml, sizeof(yaml), HEAD "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 1, "
	    "fatigue: %d, disorganized: %s, combat: 3, hex: \"4611\"}\n"
	    "  X: {side: usa, type: infantry, manpower: 8, tactical: 1, "
	    "fatigue: %d, disorganized: %s, combat: 3, hex: \"4610\"}\n",
	    letters[i].fatigue, letters[i].disorganized ? "true" : "false",
	    letters[i].fatigue, letters[i].disorganized ? "true" : "false");
	fx_fight(&f, yaml, letters[i].result, letters[i].result);
	for (k = 0; k < 2; k++) {
		u = U(&f, who[k]);
		ck_assert_msg(u->fatigue == letters[i].after &&
		    u->disorganized == letters[i].disorganized_after,
		    "%s %s from fatigue %d: fatigue %d disorganized %d",
		    side[k], letters[i].result, letters[i].fatigue,
		    u->fatigue, u->disorganized);
	}
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_r_pending_retreat_two_to_four)
{
	struct fx f;

	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 3, "")
	    DEFENDER("Y", 5, ""), "Dr", "Da");
	ck_assert(f.g->pending.listed);
	ck_assert_int_eq(f.g->pending.n, 2);
	ck_pending(&f, 0, "X,Y", "kind=retreat rule=7.6 from=4610 min=2 "
	    "max=4 enemy=4611 enemy_unit=A");
	/* A retreat is no rout: no Demoralize marker. */
	ck_assert_int_eq(U(&f, "X")->demoralized, 0);
	ck_assert_int_eq(f.g->ledger.routs[SIDE_USA], 0);
	/* Then the advance (7.6). */
	ck_pending(&f, 1, "A", "kind=advance from=4611 into=4610 "
	    "optional=true");
	fx_done(&f);
}
END_TEST

/* R and R* on the Demoralize marker (7.5, 11.0). */
static const struct {
	const char	*result;
	int		 demoralized, after;
	int		 manpower_after;	/* of 5 */
} demoralize[] = {
	{ "R", 0, 1, 5 },
	{ "R", 1, 2, 5 },
	{ "R", 2, 2, 5 },	/* "its Manpower value is unaffected" */
	{ "DR", 2, 2, 5 },
	{ "1DR", 2, 2, 4 },
	{ "R*", 0, 2, 5 },
	{ "R*", 1, 2, 5 },	/* "flip ... no further effect" */
	{ "R*", 2, 2, 4 },	/* "reduced by one in addition" */
	{ "2DR*", 2, 2, 2 },
	{ "2DR*", 0, 2, 3 },
};

START_TEST(test_7_5_rout_results_demoralize)
{
	const int	 i = _i;
	char		 yaml[1024];
	struct fx	 f;

	snprintf(yaml, sizeof(yaml), HEAD "units:\n" ATTACKER(8, "")
	    "  X: {side: usa, type: infantry, manpower: 5, tactical: 1, "
	    "demoralized: %d, hex: \"4610\"}\n", demoralize[i].demoralized);
	fx_fight(&f, yaml, demoralize[i].result, "-");
	ck_assert_msg(U(&f, "X")->demoralized == demoralize[i].after &&
	    U(&f, "X")->manpower == demoralize[i].manpower_after,
	    "%s on D%d: D%d, manpower %d; expected D%d, %d",
	    demoralize[i].result, demoralize[i].demoralized,
	    U(&f, "X")->demoralized, U(&f, "X")->manpower,
	    demoralize[i].after, demoralize[i].manpower_after);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT],
	    5 - demoralize[i].manpower_after);
	/* 7.6: a rout, 4 to 6 hexes. */
	ck_assert(f.g->pending.listed);
	ck_pending(&f, 0, NULL, "kind=rout min=4 max=6 from=4610");
	/* RULINGS 14: each infantry unit routed. */
	ck_assert_int_eq(f.g->ledger.routs[SIDE_USA], 1);
	fx_done(&f);
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

	fx_attack(&f, TG_TURN1 WOODS "units:\n" BROWN("")
	    "  Wagner: {side: usa, type: infantry, manpower: 1, tactical: 2, "
	    "artillery: 0, demoralized: 2, hex: \"4610\"}\n"
	    CHARTS("  combat-defender: {\"+3\": {\"1/2-3\": \"1R*\"}}\n"),
	    "Brown", ATTACK_NORMAL);
	ck_assert_str_eq(f.c.ratio, "8-1");
	ck_assert_int_eq(ROLL(&f, 1, 6), 0);
	ck_assert_int_eq(f.c.difference, 3);
	ck_assert_str_eq(f.c.result_defender, "1R*");
	ck_assert_int_eq(fx_apply(&f), 0);
	ck_assert_int_eq(tg_unit(f.g, "Wagner")->manpower, 0);
	ck_assert_int_eq(tg_unit(f.g, "Wagner")->status, US_ELIMINATED);
	fx_done(&f);
}
END_TEST

/*
 * A stack of 70 (6.4: stacking is unlimited): every unit defends (7.1),
 * so a rout's letters, its ledger entry and its pending rout cover all
 * 70, and its log names them all (the 65th and later were once left out
 * without a word).
 */
#define BIG_STACK	70

static char *
big_stack_game(void)
{
	static char	 yaml[16384];
	char		*stack = tg_stack("S", BIG_STACK, "side: usa, type: "
			    "infantry, manpower: 2, tactical: 1, hex: \"4610\"");

	ck_assert_int_lt(snprintf(yaml, sizeof(yaml), HEAD "units:\n"
	    ATTACKER(8, "") "%s", stack), (int)sizeof(yaml));
	free(stack);
	return yaml;
}

START_TEST(test_7_5_rout_of_a_big_stack_applies_to_all)
{
	struct fx		 f;
	const struct node	*p;
	char			 name[16];
	int			 i;

	fx_fight(&f, big_stack_game(), "1R", "-");
	/* 7.5: the loss off the unit with the most manpower, the first
	 * listed on a tie; the R on every unit. */
	ck_manpower(&f, "S1=1 S70=2");
	for (i = 1; i <= BIG_STACK; i++) {
		snprintf(name, sizeof(name), "S%d", i);
		ck_assert_msg(U(&f, name)->demoralized == 1, "%s", name);
	}
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 1);
	ck_assert_int_eq(f.g->ledger.routs[SIDE_USA], BIG_STACK);
	p = ck_pending(&f, 0, NULL, "kind=rout units.69=S70");
	ck_assert_int_eq(tg_path(p, "units")->n, BIG_STACK);
	ck_assert_int_eq(tg_log(f.g, "defenders")->n, BIG_STACK);
	fx_done(&f);
}
END_TEST

/* --defender-loss: one allocation per unit of the 70 (7.5). */
START_TEST(test_7_5_defender_loss_over_a_big_stack)
{
	struct allocation	 al[BIG_STACK];
	char			 who[BIG_STACK][16];
	struct fx		 f;
	int			 i;

	for (i = 0; i < BIG_STACK; i++) {
		snprintf(who[i], sizeof(who[i]), "S%d", i + 1);
		al[i].unit = who[i];
		al[i].loss = 1;
	}
	fx_ready(&f, big_stack_game(), ATTACK_NORMAL);
	ck_assert_msg(fx_result(&f, "70", "-", al, BIG_STACK, NULL, 0) == 0,
	    "%s", tg_errors(&f.t));
	for (i = 0; i < BIG_STACK; i++)
		ck_assert_msg(U(&f, who[i])->manpower == 1, "%s",
		    who[i]);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], BIG_STACK);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_6_voluntary_retreat_when_no_r_or_R)
{
	struct fx f;

	/* "-": one Fatigue Level for those who go. */
	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 3, "")
	    DEFENDER("Y", 5, ""), "-", "1D");
	ck_assert(f.g->pending.listed);
	ck_assert_int_eq(f.g->pending.n, 1);
	ck_pending(&f, 0, "X,Y", "kind=voluntary-retreat rule=7.6 from=4610 "
	    "min=1 max=4 fatigue=1 optional=true enemy=4611");
	fx_done(&f);

	/* Any other result without r or R: no Fatigue cost. */
	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 3, ""),
	    "1F", "1D");
	ck_pending(&f, 0, NULL, "kind=voluntary-retreat fatigue=0");
	fx_done(&f);

	/* Only the survivors are named. */
	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 1, "")
	    DEFENDER("Y", 1, ""), "1D", "1D");
	ck_pending(&f, 0, "Y", "");
	fx_done(&f);

	/* No defender left: nothing to retreat. */
	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 1, ""),
	    "1D", "1D");
	ck_assert(f.g->pending.n == 0);
	fx_done(&f);
}
END_TEST

/*
 * 7.1, 7.5: the march in progress.
 */

#define MARCH(mp)	"action: {kind: march, unit: A, mp: " #mp "}\n"

static const struct {
	const char	*defender, *attacker;
	int		 manpower;	/* the attacker's */
	bool		 ended;
} marches[] = {
	{ "-", "D", 8, true },
	{ "-", "1D", 8, true },
	{ "-", "F", 8, true },
	{ "-", "f", 8, true },
	{ "DR", "fa", 8, true },
	{ "-", "E", 8, true },
	{ "Dr", "a", 8, false },	/* "its march may continue" */
	{ "Dr", "Da", 8, true },
	{ "-", "-", 8, false },
	{ "-", "1", 8, false },
	{ "-", "1", 1, true },		/* the attacker eliminated */
};

START_TEST(test_7_5_march_cost_attacks_and_end)
{
	const int	 i = _i;
	char		 yaml[1024];
	struct fx	 f;

	snprintf(yaml, sizeof(yaml), HEAD MARCH(4) "units:\n"
	    "  A: {side: csa, type: infantry, manpower: %d, tactical: 1, "
	    "hex: \"4611\"}\n" DEFENDER("X", 5, ""), marches[i].manpower);
	fx_ready(&f, yaml, ATTACK_HASTY);
	ck_assert(!f.c.standalone);
	ck_assert_int_eq(fx_result(&f, marches[i].defender,
	    marches[i].attacker, NULL, 0, NULL, 0), 0);
	/* Attack Summary: a hasty infantry attack costs 1 MP. */
	ck_assert_int_eq(f.g->march.mp, 2 * 3);
	ck_assert_int_eq(f.g->march.attacks, 1);
	ck_assert_msg(f.g->march.ended == marches[i].ended, "%s/%s, manpower "
	    "%d: ended %d", marches[i].defender, marches[i].attacker,
	    marches[i].manpower, f.g->march.ended);
	ck_paths(last_log(&f), "mp.cost=1 mp.left=3");
	ck_assert_ptr_null(tg_path(last_log(&f), "standalone"));
	fx_done(&f);
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

	fx_attack(&f, TG_TURN1 TG_CLEAR "units:\n"
	    "  Brown: {side: csa, type: infantry, manpower: 8, tactical: 5, "
	    "artillery: 0, hex: \"4611\"}\n" WAGNER("")
	    "action: {kind: march, unit: Brown, mp: 2, start: '4612', "
	    "attacks: 0, ended: false}\n", "Brown", ATTACK_NORMAL);
	ck_assert_int_eq(f.c.mp_cost, 2 * 2);
	ck_assert_int_eq(ROLL(&f, 6, 1), 0);
	ck_assert_int_eq(f.c.difference, 8);
	ck_assert_str_eq(f.c.result_attacker, "a");
	ck_assert_int_eq(fx_apply(&f), 0);
	ck_assert_int_eq(f.g->march.mp, 0);
	ck_assert_int_eq(f.g->march.attacks, 1);
	ck_assert(f.g->march.ended);
	fx_done(&f);
}
END_TEST

START_TEST(test_dsgn4_standalone_counts_no_mp)
{
	struct fx f;

	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 5, ""),
	    "-", "D");
	ck_assert(f.c.standalone);
	ck_assert(!f.g->has_action);
	ck_assert_int_eq(f.g->march.attacks, 0);
	ck_assert(!f.g->march.ended);
	ck_path_str(last_log(&f), "standalone", "true");
	ck_assert_ptr_null(tg_path(last_log(&f), "mp"));
	fx_done(&f);
}
END_TEST

/*
 * 7.5 Unit and Leader Elimination.
 */

START_TEST(test_7_5_elimination_at_manpower_zero)
{
	static const struct allocation al[] = { { "X", 2 } };
	struct fx	 f;
	int		 i;

	fx_fight(&f, XY, "2D", "-");
	/* The default allocation takes Y's 2; the chosen one X's. */
	ck_manpower(&f, "Y=3");
	fx_done(&f);

	fx_ready(&f, XY, ATTACK_NORMAL);
	ck_assert_int_eq(fx_result(&f, "2D", "-", al, 1, NULL, 0), 0);
	ck_assert_int_eq(U(&f, "X")->status, US_ELIMINATED);
	ck_assert_int_eq(U(&f, "X")->hex, HEX_NONE);
	ck_manpower(&f, "X=0");
	for (i = game_first_unit(f.g, H(&f, "4610")); i >= 0;
	    i = f.g->units[i].next_here)
		ck_assert_str_ne(f.g->units[i].name, "X");
	ck_assert_int_eq(game_first_unit(f.g, H(&f, "4610")),
	    (int)(U(&f, "Y") - f.g->units));
	ck_paths(last_log(&f), "defender_effects.X.eliminated=true "
	    "defender_effects.X.manpower=-2");
	ck_assert_ptr_null(tg_path(last_log(&f),
	    "defender_effects.Y.eliminated"));
	fx_done(&f);

	/* The attacker too. */
	fx_fight(&f, HEAD "units:\n" ATTACKER(1, "") DEFENDER("X", 5, ""),
	    "-", "1D");
	ck_assert_int_eq(U(&f, "A")->status, US_ELIMINATED);
	ck_assert_int_eq(game_first_unit(f.g, H(&f, "4611")), -1);
	ck_path_str(last_log(&f), "attacker_effects.A.eliminated", "true");
	fx_done(&f);
}
END_TEST

/* The note about leader l in the last log entry, or NULL. */
static const char *
leader_note(const struct fx *f, const char *l)
{
	const struct node	*n = tg_path(last_log(f), "notes");
	int			 i;

	for (i = 0; n != NULL && i < n->n; i++)
		if (strncmp(n->items[i]->str, l, strlen(l)) == 0)
			return n->items[i]->str;
	return NULL;
}

/* Banks's X (1) and the units given, against A's 8: after the result,
 * Banks is with `with` (NULL: eliminated), and his note says `said`. */
#define BANKS_X(units)	HEAD "units:\n" ATTACKER(8, "")			\
	DEFENDER("X", 1, ", command: [Banks]") units			\
	"leaders:\n  Banks: {side: usa, rank: corps, leads: Banks, "	\
	"tactical: 1, with: X}\n"
#define BANKS_UNIT(name, cmd, hex) "  " name ": {side: usa, type: "	\
	"infantry, manpower: 3, command: [" cmd "], hex: \"" hex "\"}\n"

static void
ck_banks(struct fx *f, const char *with, const char *said)
{
	struct leader *l = game_leader(f->g, "Banks");

	if (with != NULL) {
		ck_assert_int_eq(l->status, US_IN_PLAY);
		ck_assert_int_eq(l->with, (int)(U(f, with) - f->g->units));
	} else {
		ck_assert_int_eq(l->status, US_ELIMINATED);
		ck_assert_int_eq(l->with, -1);
	}
	if (said != NULL) {
		ck_assert_ptr_nonnull(leader_note(f, "Banks"));
		tg_has(leader_note(f, "Banks"), said);
	}
}

START_TEST(test_7_5_leader_goes_to_subordinate_in_same_hex)
{
	static const struct allocation al[] = { { "X", 1 } };
	struct fx f;

	fx_ready(&f, BANKS_X(DEFENDER("Y", 5, ", command: [Banks]")
	    BANKS_UNIT("Near", "Banks", "4609")), ATTACK_NORMAL);
	ck_assert_int_eq(fx_result(&f, "1", "-", al, 1, NULL, 0), 0);
	ck_banks(&f, "Y", "Y");
	fx_done(&f);
}
END_TEST

START_TEST(test_7_5_leader_goes_to_nearest_subordinate)
{
	struct fx f;

	/* Far (3 hexes from 4610) is listed before Near (2). */
	fx_fight(&f, BANKS_X(BANKS_UNIT("Far", "Banks", "4613")
	    BANKS_UNIT("Near", "Banks", "4608")
	    BANKS_UNIT("Other", "Pope", "4609")), "1", "-");
	ck_assert_int_eq(hex_distance(H(&f, "4610"), H(&f, "4613")), 3);
	ck_assert_int_eq(hex_distance(H(&f, "4610"), H(&f, "4608")), 2);
	ck_assert_int_eq(U(&f, "X")->status, US_ELIMINATED);
	ck_banks(&f, "Near", "Near");
	fx_done(&f);

	/* RULINGS 17: a tie goes to the first listed. */
	fx_fight(&f, BANKS_X(BANKS_UNIT("South", "Banks", "4612")
	    BANKS_UNIT("North", "Banks", "4608")), "1", "-");
	ck_assert_int_eq(hex_distance(H(&f, "4610"), H(&f, "4612")), 2);
	ck_banks(&f, "South", NULL);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_5_leader_eliminated_with_no_subordinate)
{
	struct fx f;

	fx_fight(&f, BANKS_X(DEFENDER("Y", 4, ", command: [Pope]")
	    "  Gone: {side: usa, type: infantry, manpower: 3, "
	    "command: [Banks], status: eliminated}\n"), "4", "-");
	ck_assert_int_eq(U(&f, "X")->status, US_ELIMINATED);
	ck_banks(&f, NULL, "eliminated");
	fx_done(&f);
}
END_TEST

/*
 * The ledger (DESIGN.md section 4).
 */

START_TEST(test_dsgn4_ledger_routs_infantry_only)
{
	struct fx f;

	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "") DEFENDER("X", 3, "")
	    "  Cav: {side: usa, type: cavalry, manpower: 2, tactical: 1, "
	    "hex: \"4610\"}\n" DEFENDER("Y", 3, ""), "2DR", "-");
	/* Both routed and demoralized; only the infantry counted. */
	ck_assert_int_eq(U(&f, "Cav")->demoralized, 1);
	ck_assert_int_eq(f.g->ledger.routs[SIDE_USA], 2);
	ck_assert_int_eq(f.g->ledger.routs[SIDE_CSA], 0);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 2);
	ck_assert(f.g->has_ledger);
	fx_done(&f);

	fx_fight(&f, HEAD "units:\n" ATTACKER(8, "")
	    "  Cav: {side: usa, type: cavalry, manpower: 2, tactical: 1, "
	    "hex: \"4610\"}\n", "R*", "-");
	ck_assert_int_eq(f.g->ledger.routs[SIDE_USA], 0);
	fx_done(&f);

	/* Losses add to what the file's ledger holds. */
	fx_fight(&f, HEAD "ledger:\n  losses:\n    usa: {combat: 5}\n"
	    "    csa: {combat: 1}\n  routs: {usa: 2, csa: 0}\n"
	    "units:\n" ATTACKER(8, "") DEFENDER("X", 6, ""), "1DR", "1Da");
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 6);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_CSA][C_COMBAT], 2);
	ck_assert_int_eq(f.g->ledger.routs[SIDE_USA], 3);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_RETREAT], 0);
	fx_done(&f);
}
END_TEST

/* RULINGS 13: a new Strength marker, whose disorganized value the file
 * must give again. */
START_TEST(test_7_5_new_strength_marker_drops_combat)
{
#define MARKED_X	HEAD "units:\n" ATTACKER(8, "")			\
	DEFENDER("X", 5, ", disorganized: true, combat: 2")
	struct fx f;

	fx_fight(&f, MARKED_X, "1", "-");
	ck_manpower(&f, "X=4");
	ck_assert_int_eq(U(&f, "X")->combat, -1);
	/* "if the original Strength marker was disorganized before the
	 * combat, the new Strength marker is also disorganized". */
	ck_assert(U(&f, "X")->disorganized);
	fx_done(&f);

	fx_fight(&f, MARKED_X, "F", "-");
	ck_assert_int_eq(U(&f, "X")->combat, 2 * 2);
	fx_done(&f);
#undef MARKED_X
}
END_TEST

/*
 * 7.8 Removal of Flanks Refused Markers: "if only one unit is in a hex
 * and it moves or attacks".
 */

static bool
flanks_refused_in(const struct fx *f, hex_t h)
{
	int i;

	for (i = 0; i < f->g->markers.nflanks_refused; i++)
		if (f->g->markers.flanks_refused[i] == h)
			return true;
	return false;
}

#define REFUSED	"markers:\n  flanks_refused: [\"4611\", \"4609\"]\n"

START_TEST(test_7_8_flanks_refused_removed_when_alone_attacks)
{
	struct fx		 f;
	const struct node	*n;
	int			 i, found = 0;

	fx_fight(&f, HEAD REFUSED "units:\n" ATTACKER(8, "")
	    DEFENDER("X", 5, "")
	    "  Z: {side: usa, type: infantry, manpower: 2, tactical: 1, "
	    "hex: \"4609\"}\n", "-", "-");
	ck_assert(!flanks_refused_in(&f, H(&f, "4611")));
	/* Only that hex's marker. */
	ck_assert(flanks_refused_in(&f, H(&f, "4609")));
	n = tg_path(last_log(&f), "notes");
	for (i = 0; n != NULL && i < n->n; i++)
		found += strstr(n->items[i]->str, "Flanks Refused") != NULL;
	ck_assert_int_eq(found, 1);
	fx_done(&f);
}
END_TEST

START_TEST(test_7_8_flanks_refused_kept_when_not_alone)
{
	struct fx f;

	fx_fight(&f, HEAD REFUSED "units:\n" ATTACKER(8, "")
	    "  B: {side: csa, type: infantry, manpower: 3, tactical: 1, "
	    "hex: \"4611\"}\n" DEFENDER("X", 5, ""), "-", "-");
	ck_assert(flanks_refused_in(&f, H(&f, "4611")));
	fx_done(&f);
}
END_TEST

START_TEST(test_7_8_flanks_refused_removed_when_alone_attacker_eliminated)
{
	struct fx f;

	/* The only unit in the hex attacked: the marker goes, whatever
	 * became of the unit. */
	fx_fight(&f, HEAD REFUSED "units:\n" ATTACKER(1, "")
	    DEFENDER("X", 5, ""), "-", "1D");
	ck_assert_int_eq(U(&f, "A")->status, US_ELIMINATED);
	ck_assert(!flanks_refused_in(&f, H(&f, "4611")));
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
		fx_attack(&f, yaml, "Brown", ATTACK_NORMAL);
		ck_assert_int_eq(ROLL(&f, 3, 3), 0);
		ck_assert_int_eq(fx_apply(&f), 0);
		ck_assert_int_eq(f.g->markers.nflanks_refused, i == 0 ? 1 : 0);
		fx_done(&f);
	}
}
END_TEST

/*
 * The log entry (DESIGN.md section 4).
 */

START_TEST(test_dsgn4_combat_log_entry)
{
	static const char *const keys[] = { "side", "name", "rule", "value",
	    "why" };
	struct fx		 f;
	const struct node	*e, *m;
	char			 buf[128], want[16];
	int			 i, k;

	fx_ready(&f, TG_STD "turn: 3\nrain: true\nmap:\n  terrain: woods\n"
	    "units:\n" ATTACKER(8, "") DEFENDER("X", 3, "")
	    DEFENDER("Y", 2, ""), ATTACK_PREPARED);
	ck_assert_int_eq(fx_result(&f, "D", "1D", NULL, 0, NULL, 0), 0);
	e = last_log(&f);
	ck_paths(e, "op=combat turn=3 standalone=true attack=prepared "
	    "attacker=A from=4611 target=4610");
	ck_assert_str_eq(names(e, "defenders", buf, sizeof(buf)), "X,Y");
	ck_paths(e, "values.attacker=8 values.defender=5 values.ratio=1-1 "
	    "values.attacker_column=7-11 values.defender_column=4-6");
	/* Ratio, tactical, attack type, rain: each with its rule. */
	m = tg_path(e, "modifiers");
	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(m->kind, N_SEQ);
	ck_assert_int_eq(m->n, f.c.nmods);
	ck_assert_int_ge(m->n, 4);
	for (i = 0; i < m->n; i++) {
		for (k = 0; k < 5; k++)
			ck_assert_msg(path_str(m->items[i], keys[k]) != NULL,
			    "modifiers[%d].%s is absent", i, keys[k]);
		ck_assert_str_eq(path_str(m->items[i], "name"),
		    f.c.mods[i].name);
		snprintf(want, sizeof(want), "%d", f.c.mods[i].value);
		ck_assert_str_eq(path_str(m->items[i], "value"), want);
		ck_assert_str_eq(path_str(m->items[i], "side"),
		    f.c.mods[i].defender ? "defender" : "attacker");
	}
	ck_paths(e, "modifiers.2.name=attack modifiers.2.value=1 "
	    "modifiers.3.name=rain modifiers.3.value=-1");
	ck_path_str(e, "modifiers.3.rule", "7.4, 12.0");
	ck_paths(e, "flank.covered=3 flank.basic=0 flank.final=0");
	ck_assert_ptr_null(tg_path(e, "dice.artillery"));
	/* 1 + 0 (ratio) + 0 (tactical) + 1 (prepared) - 1 (rain) - 6. */
	ck_paths(e, "dice.attacker=1 dice.defender=6 difference=-5 "
	    "result.defender=D result.attacker=1D "
	    "defender_effects.X.disorganized=true "
	    "defender_effects.X.fatigue=3 attacker_effects.A.manpower=-1");
	fx_done(&f);
}
END_TEST

/*
 * --odds: the exact chance of every result, worked out here from the
 * Combat Chart as printed (Charts & Tables), column 7-11.
 */

/* Rows -8 (≤ -8) to +10 (≥ +10); above +5 (defender) and +2
 * (attacker), Charts & Tables v1.4; +4 the 7.5 example's "fa". */
static const char *const printed_defender_7_11[19] = {
	"-", "-", "-", "-", "-", "-", "f", "F", "D", "D", "1Dr", "1Dr",
	"1DR", "2DR", "2DR", "2DR", "3DR*", "4DR*", "5DR*"
};
static const char *const printed_attacker_7_11[19] = {
	"5D", "4D", "3D", "2D", "2D", "2D", "2D", "1D", "1D", "1D", "1Da",
	"Fa", "fa", "Ea", "a", "a", "a", "a", "a"
};

static const char *
printed_7_11(bool attacker, int diff)
{
	int r = (diff < -8 ? -8 : diff > 10 ? 10 : diff) + 8;

	return attacker ? printed_attacker_7_11[r] : printed_defender_7_11[r];
}

struct tally {
	char	result[32][64];
	int	count[32];
	int	n;
};

static void
tally_add(struct tally *t, const char *result, int n)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->result[i], result) == 0)
			break;
	if (i == t->n) {
		ck_assert_int_lt(t->n, 32);
		snprintf(t->result[t->n++], sizeof(t->result[0]), "%s", result);
	}
	t->count[i] += n;
}

/* The counts of one side's section of the report: "  NAME  N/TOTAL ..." */
static void
report_section(const char *report, const char *who, struct tally *t,
    int *total)
{
	char		 head[64], name[64];
	const char	*p, *end, *slash, *q, *a, *b;

	memset(t, 0, sizeof(*t));
	snprintf(head, sizeof(head), "%s's results:\n", who);
	p = strstr(report, head);
	ck_assert_msg(p != NULL, "no '%s' in\n%s", head, report);
	for (p += strlen(head); strncmp(p, "  ", 2) == 0; p = end + 1) {
		end = strchr(p, '\n');
		ck_assert_ptr_nonnull(end);
		slash = memchr(p, '/', (size_t)(end - p));
		ck_assert_ptr_nonnull(slash);
		for (q = slash; q > p && q[-1] >= '0' && q[-1] <= '9'; q--)
			continue;
		ck_assert_ptr_ne(q, slash);
		for (a = p + 2, b = q; b > a && b[-1] == ' '; b--)
			continue;
		ck_assert_int_lt(b - a, (int)sizeof(name));
		memcpy(name, a, (size_t)(b - a));
		name[b - a] = '\0';
		tally_add(t, name, atoi(q));
		*total = atoi(slash + 1);
	}
}

static void
ck_tally_eq(const struct tally *got, const struct tally *want, const char *who)
{
	int i, j;

	ck_assert_msg(got->n == want->n, "%s: %d results, expected %d", who,
	    got->n, want->n);
	for (i = 0; i < want->n; i++) {
		for (j = 0; j < got->n; j++)
			if (strcmp(got->result[j], want->result[i]) == 0)
				break;
		ck_assert_msg(j < got->n, "%s: '%s' is not reported", who,
		    want->result[i]);
		ck_assert_msg(got->count[j] == want->count[i], "%s: '%s' %d "
		    "times, expected %d", who, want->result[i], got->count[j],
		    want->count[i]);
	}
}

/*
 * The odds report of attacker's attack on 4610 in yaml, checked against
 * the printed column 7-11 over every face of the dice: the attacker's
 * die plus `mod` (and `art_mod` more on an even artillery die, when
 * there is one to roll) less the defender's.  Each result is counted
 * once a case of `cases`, the artillery die folded in.  The report
 * names no cell to supply ("charts: {"); it is returned, to be freed.
 */
static char *
ck_odds(struct fx *f, const char *yaml, const char *attacker,
    enum attack_type type, int mod, int art_mod, int cases)
{
	struct tally		 want_d, want_a, got_d, got_a;
	struct combat_odds	 odds;
	char			*report, head[32];
	size_t			 len;
	FILE			*o;
	int			 art, arts, fold, a, d, diff, i, total = 0;

	memset(f, 0, sizeof(*f));
	memset(&want_d, 0, sizeof(want_d));
	memset(&want_a, 0, sizeof(want_a));
	f->g = tg_load(&f->t, yaml);
	ck_assert_ptr_nonnull(f->g);
	ck_assert_int_eq(fx_prepare(f, attacker, "4610", type), 0);
	/* With an artillery die, three faces of each parity give the
	 * same case. */
	arts = f->c.artillery_die ? 6 : 1;
	fold = f->c.artillery_die ? 3 : 1;
	o = tg_memopen(&report, &len);
	combat_odds(f->g, &f->c, &odds);
	explain_odds(o, &f->c, &odds);
	tg_memclose(o, &report);
	for (art = 1; art <= arts; art++)
		for (a = 1; a <= 6; a++)
			for (d = 1; d <= 6; d++) {
				diff = a + mod + (arts > 1 && art % 2 == 0 ?
				    art_mod : 0) - d;
				tally_add(&want_d, printed_7_11(false, diff),
				    1);
				tally_add(&want_a, printed_7_11(true, diff), 1);
			}
	for (i = 0; i < want_d.n; i++) {
		ck_assert_int_eq(want_d.count[i] % fold, 0);
		want_d.count[i] /= fold;
	}
	for (i = 0; i < want_a.n; i++) {
		ck_assert_int_eq(want_a.count[i] % fold, 0);
		want_a.count[i] /= fold;
	}
	snprintf(head, sizeof(head), "%d cases", cases);
	tg_has(report, head);
	report_section(report, "defender", &got_d, &total);
	ck_assert_int_eq(total, cases);
	ck_tally_eq(&got_d, &want_d, "defender");
	report_section(report, "attacker", &got_a, &total);
	ck_assert_int_eq(total, cases);
	ck_tally_eq(&got_a, &want_a, "attacker");
	ck_assert_ptr_null(strstr(report, "charts: {"));
	return report;
}

START_TEST(test_7_5_odds_combat_example)
{
	struct fx	 f;
	char		*report;

	/* The example's modifiers: ratio 0, tactical +1, flank +2, hasty
	 * -1; the artillery -1* on an even die, nothing on an odd one.
	 * Every face of the three dice: 216 cases, 3 to each of the 72.
	 * 7.5 with the whole chart: every cell is built in (Charts &
	 * Tables v1.4 above the v1.6 text's rows), none to supply. */
	report = ck_odds(&f, EXAMPLE_7_5, "Brown", ATTACK_HASTY,
	    0 + 1 + 2 - 1, -1, 72);
	ck_assert_ptr_null(strstr(report, "not printed"));
	/* A query: nothing changed. */
	ck_assert_ptr_null(f.g->log);
	ck_assert(!f.g->pending.listed);
	ck_assert_int_eq(game_unit(f.g, "Wagner")->manpower, 7);
	ck_assert_int_eq(f.g->ledger.losses[SIDE_USA][C_COMBAT], 0);
	ck_assert_int_eq(f.t.d.status, 0);
	free(report);
	tg_done(&f.t);
}
END_TEST

START_TEST(test_7_5_odds_without_artillery_die_36_cases)
{
	struct fx	 f;
	char		*report;

	/* 8 against 7 in woods, tactical 2 each, normal: no modifier.
	 * Attacker +3 and +5 ("Fa", "Ea", Charts & Tables v1.4) rule. */
	report = ck_odds(&f, HEAD "units:\n"
	    "  A: {side: csa, type: infantry, manpower: 8, tactical: 2, "
	    "hex: \"4611\"}\n"
	    "  X: {side: usa, type: infantry, manpower: 7, tactical: 2, "
	    "hex: \"4610\"}\n", "A", ATTACK_NORMAL, 0, 0, 36);
	ck_assert(!f.c.artillery_die);
	free(report);
	tg_done(&f.t);
}
END_TEST

CHECK_SUITE(results, NULL, NULL, 0,
    CHECK_LOOPS({ test_7_5_result_parse, N(parses) },
	{ test_7_5_default_loss_allocation, N(default_losses) },
	{ test_7_5_defender_loss_allocation_refused, N(bad_allocations) },
	{ test_7_5_letter_results_fatigue_and_disorganization, N(letters) },
	{ test_7_5_rout_results_demoralize, N(demoralize) },
	{ test_7_5_march_cost_attacks_and_end, N(marches) }))
