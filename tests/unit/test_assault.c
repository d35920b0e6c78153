/*
 * test_assault.c — the Assault action (5.3, 7.1): the fatigue of every
 * selected unit, the command die and its modifiers, the assault number
 * and the employed units, artillery never employed alone, the grand
 * assault's leader, die and hexes, the refusals before any die, the
 * defender's cavalry retreat before the command die (7.7), --odds, and
 * the combat with the +1 assault modifier, the active leader's Tactical
 * value and the leaders' bonuses (7.4), its results on a force (7.5).
 *
 * The games are the rulebook's Palmer example (7.1): Palmer (Command 5,
 * Tactical 2) in 1010 with Johnson (8) and Baird (7), Stewart (6) in
 * 1110; and its Johnston example for the grand assault.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "testcombat.h"


/* The Palmer example's units and leader. */
#define JOHNSON							\
	"  Johnson: {side: usa, type: infantry, command: [XIV], "	\
	"manpower: 8, artillery: 2, tactical: 2, fatigue: 0, "		\
	"hex: \"1010\"}\n"
#define BAIRD(mp, more)							\
	"  Baird: {side: usa, type: infantry, command: [XIV], "		\
	"manpower: " #mp ", artillery: 2, tactical: 3, " more "}\n"
#define STEWART	"  Stewart: {side: csa, type: infantry, manpower: 6, "	\
	"artillery: 1, tactical: 1, fatigue: 0, hex: \"1110\"}\n"
#define PALMER_LEADS(rank, tactical)					\
	"leaders:\n  Palmer: {side: usa, rank: " rank ", leads: XIV, "	\
	tactical "command: 5, with: Johnson}\n"

/* Palmer of that rank, the hexes given (map.hexes) and more units. */
#define PALMER(rank, hexes, more)					\
	TG_TURN1 "map:\n  terrain: clear\n" hexes "units:\n" JOHNSON	\
	BAIRD(7, "fatigue: 1, hex: \"1010\"") STEWART more		\
	PALMER_LEADS(rank, "tactical: 2, ")

/* Baird eliminated, and Forrest (the defender's cavalry) too. */
#define PALMER_GONE							\
	TG_TURN1 TG_CLEAR "units:\n" JOHNSON				\
	BAIRD(7, "fatigue: 0, status: eliminated") STEWART		\
	"  Forrest: {side: csa, type: cavalry, manpower: 2, "		\
	"artillery: 0, tactical: 1, status: eliminated}\n"		\
	PALMER_LEADS("corps", "tactical: 2, ")

/*
 * The names of a comma list ("Johnson,Baird") into *names and *n, in
 * one of four rotating slots: an order's units, grand hexes, grand
 * units and cavalry.
 */
static void
order_list(const char ***names, int *n, const char *list)
{
	static char		 buf[4][128];
	static const char	*out[4][8];
	static int		 slot;
	char			*p, *save = NULL;

	slot = (slot + 1) % 4;
	ck_assert_uint_lt(strlen(list), sizeof(buf[slot]));
	strcpy(buf[slot], list);
	*n = 0;
	for (p = strtok_r(buf[slot], ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save)) {
		ck_assert_int_lt(*n, 8);
		out[slot][(*n)++] = p;
	}
	*names = out[slot];
}

/* The order --assault leader --target target --units units; static
 * storage, one order at a time. */
static struct assault_order *
order(const char *leader, const char *target, const char *units)
{
	static struct assault_order o;

	memset(&o, 0, sizeof(o));
	o.leader = leader;
	o.target = target;
	order_list(&o.units, &o.nunits, units);
	return &o;
}

/* The order on these dice (--dice): assault_resolve's status. */
static int
fx_resolve(struct fx *f, const struct assault_order *o, int n,
    const int *rolls)
{
	fx_dice(f, n, rolls);
	return assault_resolve(f->g, &f->d, o, &f->as);
}
#define RESOLVE(f, o, ...)	fx_resolve((f), (o), TG_DICE(__VA_ARGS__))

/* Palmer's assault on 1110 with units, in the game yaml. */
static int
fx_palmer(struct fx *f, const char *yaml, const char *units, int n,
    const int *rolls)
{
	fx_load(f, yaml);
	return fx_resolve(f, order("Palmer", "1110", units), n, rolls);
}
#define ASSAULT(f, yaml, units, ...)					\
	fx_palmer((f), (yaml), (units), TG_DICE(__VA_ARGS__))

/* 7.1, the Palmer example: die 5 from Command 5 is assault number 0:
 * one unit, Johnson, first in --units; both gain a Fatigue Level. */
START_TEST(test_7_1_palmer_example)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "", ""),
	    "Johnson,Baird", 5, 4, 3), 0);
	ck_assert(f.as.held);
	ck_assert_int_eq(f.as.number, 0);
	ck_assert_int_eq(f.as.nemployed, 1);
	ck_assert_str_eq(f.as.employed[0]->name, "Johnson");
	ck_assert_int_eq(game_unit(f.g, "Baird")->fatigue, 2);
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 4);
	ck_assert_int_eq(f.as.cb.attack_value, 8 * 4);
	ck_assert_int_eq(f.as.cb.difference, 2);
	fx_done(&f);
}
END_TEST

/* 7.1 Step 5: an unmodified 6 ends the assault; the fatigue stays (Step
 * 2). */
START_TEST(test_7_1_command_die_six_ends_assault)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "", ""),
	    "Johnson,Baird", 6), 0);
	ck_assert(!f.as.held);
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 1);
	ck_assert_int_eq(game_unit(f.g, "Baird")->fatigue, 2);
	ck_assert_int_eq(game_unit(f.g, "Stewart")->fatigue, 0);
	fx_done(&f);
}
END_TEST

/*
 * 5.0, 5.3: one action at a time, and an assault is an action of its
 * own; once a march has ended (`ended: true`) the next action may be an
 * assault.  The command die 6 ends the assault (7.1 Step 5), and both
 * selected units have gained a Fatigue Level all the same (Step 2).
 */
START_TEST(test_5_3_assault_after_an_ended_march)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "",
	    "  Marcher: {side: usa, type: infantry, manpower: 5, "
	    "tactical: 1, artillery: 0, fatigue: 1, hex: \"1012\"}\n")
	    "action: {kind: march, unit: Marcher, mp: 0, start: '1014', "
	    "attacks: 0, ended: true}\n", "Johnson,Baird", 6), 0);
	ck_assert_str_eq(tg_errors(&f.t), "");
	ck_assert_int_eq(f.as.die, 6);
	ck_assert(!f.as.held);
	ck_assert_int_eq(tg_unit(f.g, "Johnson")->fatigue, 1);
	ck_assert_int_eq(tg_unit(f.g, "Baird")->fatigue, 2);
	fx_done(&f);
}
END_TEST

/* 7.1 Assault Die Roll Modifiers: a district leader -2; +1 against a
 * loess hex. */
static const struct {
	const char	*yaml;
	int		 rolls[4], nrolls;
	int		 modified, number, nemployed;	/* ANY */
	bool		 ends;		/* no assault: checked */
} modified_dice[] = {
	{ PALMER("district", "", ""), { 4, 4, 3 }, 3, 2, 3, 2, false },
	{ PALMER("corps", "  hexes:\n    \"1110\": {terrain: loess}\n", ""),
	    { 5, 4, 4, 3 }, 4, 6, -1, ANY, true },
};

START_TEST(test_7_1_command_die_modifiers)
{
	struct fx f;

	ck_assert_int_eq(fx_palmer(&f, modified_dice[_i].yaml,
	    "Johnson,Baird", modified_dice[_i].nrolls,
	    modified_dice[_i].rolls), 0);
	ck_assert_int_eq(f.as.modified, modified_dice[_i].modified);
	ck_assert_int_eq(f.as.number, modified_dice[_i].number);
	if (modified_dice[_i].nemployed != ANY)
		ck_assert_int_eq(f.as.nemployed, modified_dice[_i].nemployed);
	if (modified_dice[_i].ends)
		ck_assert(!f.as.held);
	fx_done(&f);
}
END_TEST

/* 7.1 Step 1: artillery never alone; when the first ones employed would
 * be artillery only, the first other unit takes the last place. */
START_TEST(test_7_1_artillery_never_employed_alone)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "",
	    "  Battery: {side: usa, type: artillery, manpower: 1, "
	    "artillery: 3, tactical: 0, fatigue: 0, hex: \"1010\"}\n"),
	    "Battery,Baird,Johnson", 5, 4, 3), 0);
	ck_assert_int_eq(f.as.nemployed, 1);
	ck_assert_str_eq(f.as.employed[0]->name, "Baird");
	ck_assert_int_eq(game_unit(f.g, "Battery")->fatigue, 1);
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
	struct fx	 f;
	struct unit	*sel[3];

	fx_load(&f, TG_TURN1 TG_CLEAR "units:\n"
	    "  Battery: {side: usa, type: artillery, manpower: 1, "
	    "artillery: 2, tactical: 0, hex: \"1010\"}\n"
	    "  Guns: {side: usa, type: artillery, manpower: 1, "
	    "artillery: 2, tactical: 0, hex: \"1010\"}\n"
	    TG_INF("Johnson", "usa", 8, "1010"));
	sel[0] = tg_unit(f.g, "Battery");
	sel[1] = tg_unit(f.g, "Guns");
	sel[2] = tg_unit(f.g, "Johnson");
	f.as.selected = sel;
	f.as.nselected = 3;
	f.as.number = 1;
	assault_employ(f.g, &f.as);
	ck_assert_int_eq(f.as.nemployed, 1);
	ck_assert_str_eq(f.as.employed[0]->name, "Johnson");
	/* Number 0 employs one unit too (7.1 Step 5). */
	f.as.number = 0;
	assault_employ(f.g, &f.as);
	ck_assert_int_eq(f.as.nemployed, 1);
	ck_assert_str_eq(f.as.employed[0]->name, "Johnson");
	/* More than were selected employs them all. */
	f.as.number = 5;
	assault_employ(f.g, &f.as);
	ck_assert_int_eq(f.as.nemployed, 3);
	fx_done(&f);
}
END_TEST

/* 7.4: the +1 assault modifier, never an attack type's; the active
 * leader's Tactical value, never a unit's (Baird's 3). */
START_TEST(test_7_4_assault_modifier_and_leader_tactical)
{
	struct fx		 f;
	const struct modifier	*m;

	ck_assert_int_eq(ASSAULT(&f, PALMER("corps", "", ""),
	    "Baird,Johnson", 3, 4, 3), 0);
	ck_assert((m = tg_mod(&f.as.cb, "assault")) != NULL);
	ck_assert_int_eq(m->value, 1);
	ck_assert(tg_mod(&f.as.cb, "attack") == NULL);
	ck_assert((m = tg_mod(&f.as.cb, "tactical")) != NULL);
	ck_assert_int_eq(m->value, 2 - 1);
	/* 7.2: both employed, values summed; 7.4 artillery summed. */
	ck_assert_int_eq(f.as.cb.attack_value, 15 * 4);
	ck_assert_int_eq(f.as.cb.attack_artillery, 4);
	fx_done(&f);
}
END_TEST

/*
 * 7.4: in an assault the active leader's Tactical value is the
 * attacker's; a corps leader without one is missing data, and the
 * assault stops before the combat's dice: the command die 1 (Command 5:
 * held), then nothing more; Stewart is untouched.
 */
START_TEST(test_7_4_assault_leader_unrated)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, TG_TURN1 "map:\n  terrain: clear\n"
	    "units:\n" JOHNSON STEWART PALMER_LEADS("corps", ""), "Johnson",
	    1, 6, 6), 0);
	ck_assert_int_eq(f.g->diag->status, ST_DATA);
	ck_unknown(&f.as.cb, "tactical", "not given (leaders.Palmer.tactical)");
	tg_has(tg_errors(&f.t), "leaders.Palmer.tactical: not given, and the "
	    "tactical modifier (7.4) needs it");
	ck_assert_int_eq(f.as.cb.die_attacker, 0);
	ck_assert_int_eq(game_unit(f.g, "Stewart")->manpower, 6);
	fx_done(&f);
}
END_TEST

/* 7.1 Step 1: a refusal changes nothing (no fatigue, no die). */
START_TEST(test_7_1_refusal_changes_nothing)
{
	struct fx f;

	ck_assert_int_eq(ASSAULT(&f, PALMER("army", "", ""),
	    "Johnson,Baird", 5, 4, 3), ST_REFUSED);
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 0);
	ck_assert_int_eq(game_unit(f.g, "Baird")->fatigue, 1);
	fx_done(&f);
}
END_TEST

/*
 * 7.1 Step 1 and 7.7, refused before any die and any fatigue: a unit
 * selected that is out of play; a cavalry retreat by a unit that is not
 * cavalry in the hex, or out of play; and a grand assault's leader
 * named with no --grand hex (a usage error).  Each case: --units,
 * --cavalry-retreat and --grand-leader (or NULL), the status, what the
 * message says, and whether Johnson's fatigue is looked at.
 */
static const struct {
	const char	*units, *cavalry, *grand_leader;
	int		 status;
	const char	*said[2];
	bool		 fatigue;
} assault_refusals[] = {
	{ "Johnson,Baird", NULL, NULL, ST_REFUSED,
	    { "Baird is not in Palmer's hex", "(7.1)" }, false },
	{ "Johnson", "Stewart", NULL, ST_REFUSED,
	    { "Stewart is not cavalry in the hex assaulted", "(7.7)" }, true },
	{ "Johnson", "Forrest", NULL, ST_REFUSED,
	    { "Forrest is not cavalry in the hex assaulted" }, false },
	{ "Johnson", NULL, "Thomas", ST_USAGE,
	    { "--grand-units and --grand-leader need --grand" }, true },
};

START_TEST(test_7_1_assault_refused)
{
	struct assault_order	*o;
	struct fx		 f;
	int			 i, k;

	for (i = 0; i < N(assault_refusals); i++) {
		fx_load(&f, PALMER_GONE);
		o = order("Palmer", "1110", assault_refusals[i].units);
		if (assault_refusals[i].cavalry != NULL)
			order_list(&o->cavalry, &o->ncavalry,
			    assault_refusals[i].cavalry);
		o->grand_leader = assault_refusals[i].grand_leader;
		ck_assert_int_eq(RESOLVE(&f, o, 1, 6, 6),
		    assault_refusals[i].status);
		for (k = 0; k < 2 && assault_refusals[i].said[k] != NULL; k++)
			tg_has(tg_errors(&f.t), assault_refusals[i].said[k]);
		if (assault_refusals[i].fatigue)
			ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 0);
		fx_done(&f);
	}
}
END_TEST

/* The 7.7 assault example's hex: Stewart and Wheeler in 1110. */
#define WHEELER(more)							\
	TG_TURN1 TG_CLEAR "units:\n"					\
	"  Guns: {side: usa, type: artillery, manpower: 1, "		\
	"artillery: 2, tactical: 0, hex: \"1010\"}\n"			\
	JOHNSON STEWART							\
	"  Wheeler: {side: csa, type: cavalry, manpower: 3, "		\
	"artillery: 0, tactical: 1, fatigue: 0, hex: \"1110\"" more "}\n" \
	PALMER_LEADS("corps", "tactical: 2, ")

/* Palmer's assault with Guns and Johnson, Wheeler retreating. */
static int
fx_wheeler(struct fx *f, const char *yaml)
{
	struct assault_order *o;

	fx_load(f, yaml);
	o = order("Palmer", "1110", "Guns,Johnson");
	order_list(&o->cavalry, &o->ncavalry, "Wheeler");
	return RESOLVE(f, o, 3, 5, 4, 3);
}

/*
 * 7.7 Assault: the defender's cavalry retreats before the command die,
 * away from the first selected unit that is not artillery (RULINGS):
 * Johnson, not Guns.  A cavalry whose Combat value is not known
 * (disorganized, its Strength marker entry corrected into no number)
 * rolls nothing, and the assault stops before the command die.
 */
START_TEST(test_7_7_assault_cavalry_enemy)
{
	struct fx f;

	ck_assert_int_eq(fx_wheeler(&f, WHEELER("")), 0);
	ck_assert_ptr_nonnull(f.as.cavalry);
	ck_assert_str_eq(f.as.cavalry->enemy_unit, "Johnson");
	ck_assert_int_ne(game_unit(f.g, "Wheeler")->hex, tg_hex(f.g, "1110"));
	ck_assert(!f.as.emptied);
	ck_assert_int_eq(f.as.die, 5);
	fx_done(&f);

	ck_assert_int_eq(fx_wheeler(&f, WHEELER(", disorganized: true")
	    CHARTS("  strength-markers: {\"17\": 8}\n")), ST_DATA);
	ck_assert(f.as.cavalry->stopped);
	ck_assert_int_eq(f.as.cavalry->die, 0);
	ck_assert_int_eq(f.as.die, 0);
	ck_assert_int_eq(game_unit(f.g, "Wheeler")->hex, tg_hex(f.g, "1110"));
	tg_has(tg_errors(&f.t), "charts.strength-markers.3");
	fx_done(&f);
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
	static const struct allocation al[] = { { "Baird", 2 } };
	static const struct { const char *cell; enum pending_kind k; } c[] = {
		{ "2r", PK_RETREAT }, { "2a", PK_ADVANCE }
	};
	struct assault_order	*o;
	struct fx		 f;
	char			 yaml[2048];
	int			 i, j;

	for (i = 0; i < 2; i++) {
		snprintf(yaml, sizeof(yaml), TG_TURN1 WOODS "units:\n"
		    JOHNSON BAIRD(2, "fatigue: 1, hex: \"1010\"") STEWART
		    PALMER_LEADS("corps", "tactical: 2, ")
		    CHARTS("  combat-attacker: {\"0\": {\"7-11\": %s}}\n"
		    "  combat-defender: {\"0\": {\"4-6\": \"-\"}}\n"),
		    c[i].cell);
		fx_load(&f, yaml);
		o = order("Palmer", "1110", "Johnson,Baird");
		o->attacker_loss = al;
		o->nattacker_loss = 1;
		ck_assert_msg(RESOLVE(&f, o, 1, 1, 3) == 0, "%s",
		    tg_errors(&f.t));
		ck_assert_int_eq(f.as.nemployed, 2);
		ck_assert_str_eq(f.as.cb.ratio, "1-1");
		ck_assert_int_eq(f.as.cb.difference, 0);
		ck_assert_str_eq(f.as.cb.result_attacker, c[i].cell);
		ck_assert_int_eq(tg_unit(f.g, "Baird")->status, US_ELIMINATED);
		ck_assert_int_eq(tg_unit(f.g, "Johnson")->manpower, 8);
		for (j = 0; j < f.g->pending.n; j++)
			if (f.g->pending.items[j].kind == c[i].k)
				break;
		ck_assert_int_lt(j, f.g->pending.n);
		ck_assert_int_eq(f.g->pending.items[j].nunits, 1);
		ck_assert_str_eq(f.g->pending.items[j].units[0], "Johnson");
		fx_done(&f);
	}
}
END_TEST

/* --odds (DESIGN.md section 5: a query) exact over the command die: the
 * Palmer position's two forces (dice 1-3 both divisions, 4-5 Johnson
 * alone), the results weighted 3 and 2 over 5 outcomes of 6 in which it
 * takes place. */
START_TEST(test_7_1_odds_exact_over_command_die)
{
	struct fx		 f;
	struct assault_order	*o;
	struct assault_odds	 od;
	int			 i, dr = -1;

	fx_load(&f, PALMER("corps", "", ""));
	o = order("Palmer", "1110", "Johnson,Baird");
	o->odds = true;
	ck_assert_int_eq(fx_resolve(&f, o, 0, NULL), 0);
	ck_assert_int_eq(assault_odds(f.g, &f.as, &od), 0);
	ck_assert_int_eq(od.outcomes, 6);
	ck_assert_int_eq(od.held, 5);
	ck_assert_int_eq(od.ncases, 2);
	ck_assert_int_eq(od.cases[0].weight, 3);
	ck_assert_int_eq(od.cases[1].weight, 2);
	ck_assert_int_eq(od.total, 360);
	for (i = 0; i < od.def.n; i++)
		if (strcmp(od.def.result[i], "Dr") == 0)
			dr = od.def.count[i];
	/* Dr: 11 of 36 for both divisions, 9 of 36 for Johnson alone. */
	ck_assert_int_eq(dr, 11 * 2 * 3 + 9 * 2 * 2);
	/* Nothing changed: no fatigue. */
	ck_assert_int_eq(game_unit(f.g, "Johnson")->fatigue, 0);
	fx_done(&f);
}
END_TEST

/*
 * 7.4 Tactical modifier: the difference of the two sides' best Tactical
 * ratings.  Stewart's is not given: no odds can be worked out (DESIGN.md
 * section 6: a value not known stops the ruling, status 65), the value
 * is named once, by the first force that needs it, and nothing is
 * tallied.
 */
START_TEST(test_7_1_odds_need_the_defenders_values)
{
	struct fx		 f;
	struct assault_order	*o;
	struct assault_odds	 od;

	fx_load(&f, TG_TURN1 "map:\n  terrain: clear\nunits:\n" JOHNSON
	    "  Stewart: {side: csa, type: infantry, manpower: 6, artillery: 1, "
	    "fatigue: 0, hex: \"1110\"}\n" PALMER_LEADS("corps",
	    "tactical: 2, "));
	o = order("Palmer", "1110", "Johnson");
	o->odds = true;
	ck_assert_int_eq(fx_resolve(&f, o, 0, NULL), 0);
	ck_assert_int_eq(assault_odds(f.g, &f.as, &od), ST_DATA);
	tg_has(tg_errors(&f.t), "units.Stewart.tactical: not given");
	tg_has(tg_errors(&f.t), "(7.4)");
	/* Reported once, by the first force that needs it. */
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 1);
	ck_assert_int_eq(od.def.n, 0);
	ck_assert_int_eq(od.att.n, 0);
	fx_done(&f);
}
END_TEST

/*
 * 7.1 Grand Assault.  Hardee (corps, Command 4) leads it; Johnston
 * (army, Command 4) is with French.
 */
#define HARDEE_JOHNSTON							\
	"  Hardee: {side: csa, rank: corps, leads: Hardee, tactical: 3, " \
	"command: 4, with: Cleburne}\n"					\
	"  Johnston: {side: csa, rank: army, leads: AoT, command: 4, "	\
	"with: French}\n"

/* The rulebook's Johnston example, with its other leaders. */
#define JOHNSTON_REST							\
	"  Bate: {side: csa, type: infantry, command: [Hardee], "	\
	"manpower: 5, artillery: 1, tactical: 1, fatigue: 0, "		\
	"hex: '3014'}\n"						\
	"  Stevenson: {side: csa, type: infantry, command: [Hood], "	\
	"manpower: 6, artillery: 1, tactical: 1, fatigue: 2, "		\
	"hex: '3013'}\n"						\
	"  Loring: {side: csa, type: infantry, command: [Polk], "	\
	"manpower: 5, artillery: 1, tactical: 1, fatigue: 2, "		\
	"hex: '2813'}\n"						\
	"  French: {side: csa, type: infantry, "			\
	"command: [AoT, Roddey, Forrest], "				\
	"manpower: 4, artillery: 1, tactical: 1, fatigue: 0, "		\
	"hex: '3117'}\n"						\
	"  Far: {side: csa, type: infantry, command: [AoM], "		\
	"manpower: 4, artillery: 1, tactical: 1, fatigue: 0, "		\
	"hex: '3140'}\n"						\
	"  Geary: {side: usa, type: infantry, command: [AoC], "	\
	"manpower: 10, artillery: 2, tactical: 2, fatigue: 0, "		\
	"hex: '2914'}\n"						\
	"leaders:\n"							\
	"  Sherman: {side: usa, rank: army, leads: AoC, command: 5, "	\
	"with: Geary}\n"						\
	"  Bragg: {side: csa, rank: army, leads: AoM, command: 5, "	\
	"with: Far}\n"							\
	"  Lee: {side: csa, rank: army, leads: AoT, command: 6, "	\
	"status: eliminated}\n"						\
	"  Polk: {side: csa, rank: corps, leads: Polk, tactical: 1, "	\
	"command: 5, with: Loring}\n"					\
	HARDEE_JOHNSTON							\
	"  Roddey: {side: csa, rank: district, leads: Roddey, "		\
	"tactical: 1, command: 3, with: French}\n"			\
	"  Forrest: {side: csa, rank: district, leads: Forrest, "	\
	"tactical: 1, command: 2, with: French}\n"

#define JOHNSTON(map, cleburne, more)					\
	TG_TURN1 "map:\n  terrain: clear\n" map "units:\n"		\
	"  Cleburne: {side: csa, type: infantry, command: [Hardee], "	\
	"manpower: 8, artillery: 2, tactical: 3, fatigue: 0, "		\
	"hex: '3014'" cleburne "}\n"					\
	"  Gone: {side: csa, type: infantry, command: [Hood], "		\
	"manpower: 8, artillery: 2, tactical: 3, fatigue: 0, "		\
	"status: eliminated}\n"						\
	JOHNSTON_REST more

/* Hardee's grand assault on 2914 with `units`, Johnston (or the one
 * found) adding `grand_units` from the `grand` hexes. */
static struct assault_order *
grand_order(const char *units, const char *grand, const char *grand_units)
{
	struct assault_order *o = order("Hardee", "2914", units);

	order_list(&o->grand, &o->ngrand, grand);
	order_list(&o->grand_units, &o->ngrand_units, grand_units);
	return o;
}

/* The example's order: Hardee with Cleburne and Bate on 2914, from
 * 3013 and 2813 with Stevenson and `joining`; the example's dice. */
static int
fx_johnston(struct fx *f, const char *yaml, const char *joining)
{
	static const struct allocation al[] = { { "Cleburne", 1 },
		{ "Loring", 1 } };
	struct assault_order	*o;
	char			 gunits[64];

	snprintf(gunits, sizeof(gunits), "Stevenson,%s", joining);
	fx_load(f, yaml);
	o = grand_order("Cleburne,Bate", "3013,2813", gunits);
	o->attacker_loss = al;
	o->nattacker_loss = 2;
	return RESOLVE(f, o, 2, 1, 1, 6);
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
	struct fx f;

	ck_assert_int_eq(fx_johnston(&f, JOHNSTON("", "", ""), "Loring"), 0);
	ck_assert_ptr_nonnull(f.as.gleader);
	ck_assert_str_eq(f.as.gleader->name, "Johnston");
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
	struct fx f;

	ck_assert_int_eq(fx_johnston(&f, JOHNSTON("", "", ""), "Gone"),
	    ST_REFUSED);
	tg_has(tg_errors(&f.t), "Gone is not in a --grand hex");
	tg_has(tg_errors(&f.t), "(7.1 Grand Assault, Step 3)");
	ck_assert_int_eq(game_unit(f.g, "Cleburne")->fatigue, 0);
	fx_done(&f);

	ck_assert_int_eq(fx_johnston(&f, JOHNSTON("  hexsides:\n"
	    "    \"2813/2914\": [minor-river]\n", "", ""), "Loring"),
	    ST_REFUSED);
	tg_has(tg_errors(&f.t), "no attack on 2914");
	ck_assert_int_eq(game_unit(f.g, "Cleburne")->fatigue, 0);
	fx_done(&f);

	ck_assert_int_eq(fx_johnston(&f, JOHNSTON("", ", disorganized: true",
	    CHARTS("  strength-markers: {\"17\": 8}\n")), "Loring"), ST_DATA);
	ck_assert(!f.as.gattempted);
	ck_assert_int_eq(f.as.gdie, 0);
	ck_assert_ptr_null(f.as.gskipped);
	/* Reported once (DESIGN.md section 6). */
	tg_has(tg_errors(&f.t), "charts.strength-markers.8");
	ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 1);
	fx_done(&f);
}
END_TEST

/*
 * A smaller grand assault: Hardee assaults Geary in 2914 with Cleburne
 * from 3014; Johnston, with French in his command radius, may add
 * Stevenson from 3013 (both hexes adjacent to 2914, as in the rulebook's
 * Johnston example).
 */
#define GRAND(cleburne, stevenson, charts)				\
	TG_TURN1 "map:\n  terrain: clear\n" charts "units:\n"		\
	"  Cleburne: {side: csa, type: infantry, command: [Hardee], "	\
	"artillery: 0, tactical: 3, fatigue: 0, hex: '3014', "		\
	cleburne "}\n"							\
	"  Stevenson: {side: csa, type: infantry, manpower: 6, "	\
	"artillery: 0, tactical: 1, fatigue: 2, hex: '3013'"		\
	stevenson "}\n"							\
	"  French: {side: csa, type: infantry, command: [AoT], "	\
	"manpower: 4, artillery: 0, tactical: 1, hex: '3117'}\n"	\
	"  Geary: {side: usa, type: infantry, manpower: 10, "		\
	"artillery: 0, tactical: 2, hex: '2914'}\n"			\
	"leaders:\n" HARDEE_JOHNSTON

/* --odds of that grand assault, Johnston its grand leader: the
 * status of assault_odds. */
static int
fx_grand_odds(struct fx *f, const char *yaml, struct assault_odds *od)
{
	struct assault_order *o;

	fx_load(f, yaml);
	o = grand_order("Cleburne", "3013", "Stevenson");
	o->odds = true;
	ck_assert_int_eq(fx_resolve(f, o, 0, NULL), 0);
	ck_assert_ptr_nonnull(f->as.gleader);
	ck_assert_str_eq(f->as.gleader->name, "Johnston");
	return assault_odds(f->g, &f->as, od);
}

/*
 * --odds with a grand assault, 7.1: "the units committed to the assault
 * must have a combined Combat value of 3 or more" for a grand assault to
 * be attempted.  Cleburne alone, Combat value 2: on command die faces
 * 1-4 (assault numbers 3 to 0) the assault takes place, each with the 6
 * faces of the grand die, but Stevenson never joins: one force, 24 of 36
 * outcomes.
 */
START_TEST(test_7_1_odds_grand_under_three)
{
	struct fx		 f;
	struct assault_odds	 od;
	int			 i;

	ck_assert_int_eq(fx_grand_odds(&f, GRAND("manpower: 2", "", ""), &od),
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
	fx_done(&f);
}
END_TEST

/*
 * DESIGN.md section 6: Cleburne's Combat value (disorganized 8, a
 * Strength marker the file corrects into no number, 7.2) is not known:
 * whether the committed units reach 3 cannot be told, so there are no
 * odds, and the missing cell is named once.  The same for a joining
 * unit's (Stevenson disorganized), which joins on grand die 1 (Command
 * 4 less 1: 3 hexes, the one given): the first force it joins stops.
 */
START_TEST(test_7_1_odds_grand_value_unknown)
{
	static const struct {
		const char	*yaml, *cell;
		int		 ncases;
	} k[] = {
		{ GRAND("manpower: 8, disorganized: true", "",
		    CHARTS("  strength-markers: {\"17\": 8}\n")),
		    "charts.strength-markers.8", 0 },
		{ GRAND("manpower: 8", ", disorganized: true",
		    CHARTS("  strength-markers: {\"17\": 8}\n")),
		    "charts.strength-markers.6", 1 },
	};
	struct fx		 f;
	struct assault_odds	 od;
	int			 i;

	for (i = 0; i < N(k); i++) {
		ck_assert_int_eq(fx_grand_odds(&f, k[i].yaml, &od), ST_DATA);
		tg_has(tg_errors(&f.t), k[i].cell);
		ck_assert_int_eq(tg_nlines(tg_errors(&f.t)), 1);
		ck_assert_int_eq(od.ncases, k[i].ncases);
		if (k[i].ncases > 0)
			ck_assert_int_eq(od.cases[0].ngused, 1);
		fx_done(&f);
	}
}
END_TEST

/*
 * 7.4's leader bonuses.  A case: the game (and a scenario's dates, or
 * NULL), the leader of the assault and whether --lee is stated; then
 * the bonus ("": not looked at), assault_bonus's status (ANY) and what
 * the message says (or NULL).
 */
#define CORPS(game, more)						\
	TG_##game "turn: 3\nrain: false\n" TG_CLEAR "units:\n"		\
	TG_UNIT("Ewell", "csa", "infantry", 7, "N4611",			\
	", command: [Jackson]") TG_UNIT("Hood", "csa", "infantry", 7,	\
	"N4611", ", command: [Longstreet]") "leaders:\n"		\
	"  Jackson: {side: csa, rank: corps, leads: Jackson, "		\
	"tactical: 3, command: 4, with: Ewell" more "}\n"		\
	"  Longstreet: {side: csa, rank: corps, leads: Longstreet, "	\
	"tactical: 3, command: 4, with: Hood}\n"			\
	"  Lee: {side: csa, rank: army, leads: ANV, command: 5, "	\
	"with: Hood}\n"
#define TIED(turn)	"log:\n- {op: assault, turn: " #turn ", "	\
	"leader: Jackson, lee: Jackson, held: false}\n"

struct bonus_case {
	const char	*yaml, *dates, *leader;
	bool		 lee;
	const char	*bonus;
	int		 st;
	const char	*said;
};

/* assault_bonus for the leader of the assault, in game g: the bonus,
 * and the status in *st. */
static const char *
bonus(struct game *g, const char *leader, bool lee, int *st)
{
	static struct assault	 as;

	memset(&as, 0, sizeof(as));
	as.leader = tg_leader(g, leader);
	*st = assault_bonus(g, &as, lee);
	return as.cb.bonus;
}

static void
ck_bonuses(const struct bonus_case *k, int n)
{
	struct tg	 t;
	struct game	*g;
	const char	*got;
	char		 scen[512];
	int		 i, st;

	for (i = 0; i < n; i++) {
		g = tg_load_ok(&t, k[i].yaml);
		if (k[i].dates != NULL) {
			snprintf(scen, sizeof(scen), TG_SCEN("siv")
			    "dates: %s\n", k[i].dates);
			tg_scenario(g, scen);
		}
		got = bonus(g, k[i].leader, k[i].lee, &st);
		if (k[i].bonus == NULL)
			ck_assert_ptr_null(got);
		else if (k[i].bonus[0] != '\0')
			ck_assert_str_eq(got, k[i].bonus);
		if (k[i].st != ANY)
			ck_assert_int_eq(st, k[i].st);
		if (k[i].said != NULL)
			tg_has(tg_errors(&t), k[i].said);
		tg_done(&t);
	}
}

/*
 * 7.4 Jackson: "In the games SJW, HCR, and SLB": SJW's corps leader
 * Jackson, not SIV's (nor a Sub in his place, SJW 17.0).  Longstreet:
 * "In any scenario occurring in 1864 or later": the scenario's year,
 * and it may "never be combined with the Lee bonus".
 */
START_TEST(test_7_4_jackson_and_longstreet_bonuses)
{
	static const struct bonus_case k[] = {
		{ CORPS(SJW, ""), NULL, "Jackson", false, "jackson", ANY,
		    NULL },
		{ CORPS(SJW, ""), NULL, "Longstreet", false, NULL, ANY, NULL },
		{ CORPS(SIV, ""), NULL, "Jackson", false, NULL, ANY, NULL },
		{ CORPS(SJW, ", substitute: true"), NULL, "Jackson", false,
		    NULL, ANY, NULL },
		{ CORPS(SIV, ""), "June 4 to 6, 1864", "Longstreet", false,
		    "longstreet", ANY, NULL },
		{ CORPS(SIV, ""), "June 4 to 6, 1864", "Longstreet", true,
		    "longstreet", 1, NULL },
	};

	ck_bonuses(k, N(k));
}
END_TEST

/*
 * 7.4 Lee: stated for an assault of a leader Lee is stacked with; "may
 * only be used with assaults started by leaders within one corps per
 * turn", tied even when the assault roll failed (the log's `lee`);
 * another turn's tie binds nothing.
 */
START_TEST(test_7_4_lee_bonus_one_corps_a_turn)
{
	static const struct bonus_case k[] = {
		{ CORPS(SJW, ""), NULL, "Longstreet", true, "lee", 0, NULL },
		{ CORPS(SJW, "") TIED(3), NULL, "Longstreet", true, "", 1,
		    "tied to Jackson's corps this turn" },
		{ CORPS(SJW, "") TIED(2), NULL, "Longstreet", true, "lee",
		    ANY, NULL },
	};

	ck_bonuses(k, N(k));
}
END_TEST

CHECK_SUITE(assault, NULL, NULL, 0,
    CHECK_LOOPS({ test_7_1_command_die_modifiers, N(modified_dice) }))
