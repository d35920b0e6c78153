/*
 * assault.c — the Assault action (5.3, 7.1): the leader and the units he
 * selects, their fatigue, the command die and the assault number, the
 * employed units, and the combat (combat.c, one engine for a march
 * attack and an assault).  A refusal is one line citing the rule,
 * status 1, and nothing changes.
 */
#include <stdio.h>
#include <string.h>

#include "assault.h"
#include "combat_int.h"
#include "march.h"
#include "module.h"
#include "names.h"
#include "refuse.h"
#include "restrict.h"
#include "sequence.h"

/* 5.3, 7.1 Step 1: the active leader. */
static int
assault_leader(struct game *g, struct assault *as, const char *name,
    bool odds)
{
	const struct restriction	*rs;
	struct leader			*l;
	int				 st;

	if ((l = game_leader(g, name)) == NULL) {
		diag_plain(g->diag, ST_USAGE, "--assault %s: no leader of that "
		    "name in the file", name);
		return ST_USAGE;
	}
	/* DESIGN.md "The sequence held": the assault is this Action
	 * Phase's action (4.2, 5.0); the odds are a question, asked at any
	 * time. */
	if (!odds) {
		if ((st = sequence_begin(g, l->side, "--assault", l->name,
		    "an assault")) != 0)
			return st;
		sequence_begun(g);
	}
	if (l->status != US_IN_PLAY || l->with < 0)
		return refuse(g, "--assault", "%s is not on the map: only a "
		    "leader in play may assault (5.3)", name);
	if (l->rank == R_ARMY)
		return refuse(g, "--assault", "%s is an army leader: only a "
		    "corps, division or district leader may be selected for "
		    "an assault (5.3, 7.1)", name);
	/* SJW 18.0: under Union Panic "He may not declare a 'Corps
	 * Assault' action" (SJW's name for the assault of 5.3). */
	if (l->side == SIDE_USA && game_union_panic(g))
		return refuse(g, "--assault", "the Union Panic of turn %d: the "
		    "Union player may not declare a Corps Assault this turn "
		    "(SJW 18.0)", g->union_panic);
	if (l->command < 0)
		return refuse(g, "--assault", "%s has no Command value: the "
		    "assault number needs it (7.1)", name);
	/* An assault is the leader's action (5.3). */
	if ((rs = restrict_act(g, l->name, l->side,
	    g->units[l->with].hex)) != NULL)
		return restrict_refuse(g, "--assault", name, rs);
	as->leader = l;
	return 0;
}

/* 7.1 Step 1: the units selected, each once, in the leader's hex, of his
 * command (artillery of any), at Fatigue Level 3 or less. */
static int
assault_units(struct game *g, struct assault *as, const char **names,
    int n)
{
	const struct restriction *rs;
	hex_t	 at = g->units[as->leader->with].hex;
	int	 i, other = 0;

	as->selected = arena_alloc(&g->arena, (size_t)(n + 1) *
	    sizeof(*as->selected));
	for (i = 0; i < n; i++) {
		struct unit *u = game_unit(g, names[i]);

		if (u == NULL) {
			diag_plain(g->diag, ST_USAGE, "--units %s: no unit of "
			    "that name in the file%s", names[i],
			    game_unit_hint_text(g, names[i]));
			return ST_USAGE;
		}
		if (units_hold(as->selected, i, u))
			return refuse(g, "--units", "%s is named twice: a unit "
			    "is selected once (7.1 Step 1)", u->name);
		if (u->status != US_IN_PLAY || u->hex != at)
			return refuse(g, "--units", "%s is not in %s's hex: "
			    "only units stacked with the active leader "
			    "participate in an assault (7.1)", u->name,
			    as->leader->name);
		if (u->type != U_ARTILLERY &&
		    !leader_subordinate(g, as->leader, u))
			return refuse(g, "--units", "%s is not of %s's "
			    "command: only his subordinates, and artillery, "
			    "may be selected (7.1 Step 1)", u->name,
			    as->leader->name);
		if (u->fatigue > 3)
			return refuse(g, "--units", "%s is at Fatigue Level "
			    "%d: a unit selected for an assault must be at 3 "
			    "or less (7.1 Step 1)", u->name, u->fatigue);
		if (u->type == U_WAGON)
			return refuse(g, "--units", "%s is a wagon train, "
			    "which has no Combat value to attack with (7.2)",
			    u->name);
		if ((rs = restrict_act(g, u->name, u->side, u->hex)) != NULL ||
		    (rs = restrict_attack(g, u, as->cb.target)) != NULL)
			return restrict_refuse(g, "--units", u->name, rs);
		other += u->type != U_ARTILLERY;
		as->selected[as->nselected++] = u;
	}
	if (other == 0)
		return refuse(g, "--units", "an artillery unit may never be "
		    "the only unit in an assault (7.1 Step 1)");
	return 0;
}

/*
 * 7.1 Step 5: the assault number employs that many units (one when it
 * is 0), the first in --units order; artillery is never employed alone,
 * so when the first ones are all artillery the first other unit takes
 * the last place (DESIGN.md section 5).
 */
void
assault_employ(struct game *g, struct assault *as)
{
	int i, n = as->number == 0 ? 1 : as->number, other = 0;

	if (n > as->nselected)
		n = as->nselected;
	as->employed = arena_alloc(&g->arena, (size_t)(n + 1) *
	    sizeof(*as->employed));
	for (i = 0; i < n; i++) {
		as->employed[i] = as->selected[i];
		other += as->selected[i]->type != U_ARTILLERY;
	}
	for (i = n; other == 0 && i < as->nselected; i++)
		if (as->selected[i]->type != U_ARTILLERY) {
			as->employed[n - 1] = as->selected[i];
			other = 1;
		}
	as->nemployed = n;
}


/*
 * 7.7 Assault: the defender's cavalry in the target hex may retreat
 * before the command die, unless a cavalry leader declared the assault.
 * Checked before any die: each named unit is cavalry in the hex.
 */
static int
cavalry_check(struct game *g, struct assault *as, const struct assault_order *o)
{
	int i;

	if (o->ncavalry == 0)
		return 0;
	if (as->leader->cavalry)
		return refuse(g, "--cavalry-retreat", "%s is a cavalry leader: "
		    "no cavalry retreat is possible against his assault (7.7)",
		    as->leader->name);
	for (i = 0; i < o->ncavalry; i++) {
		struct unit *u = game_unit(g, o->cavalry[i]);

		if (u == NULL) {
			diag_plain(g->diag, ST_USAGE, "--cavalry-retreat %s: "
			    "no unit of that name in the file%s",
			    o->cavalry[i], game_unit_hint_text(g,
			    o->cavalry[i]));
			return ST_USAGE;
		}
		if (u->status != US_IN_PLAY || u->hex != as->cb.target ||
		    u->type != U_CAVALRY)
			return refuse(g, "--cavalry-retreat", "%s is not "
			    "cavalry in the hex assaulted: only it may make a "
			    "cavalry retreat from an assault (7.7)", u->name);
	}
	return 0;
}

/* 7.7: the cavalry retreat itself, as gcacw-retreat --cavalry makes it
 * (one implementation); the cavalry stacked together retreat together,
 * so the first named takes them all.  The enemy unit is the first
 * selected unit that is not artillery (RULINGS). */
static int
cavalry_retreat_now(struct game *g, struct dice *d, struct assault *as,
    const struct assault_order *o)
{
	struct retreat_order	 ro;
	int			 i, st;

	if (o->ncavalry == 0)
		return 0;
	memset(&ro, 0, sizeof(ro));
	ro.cavalry = o->cavalry[0];
	for (i = 0; i < as->nselected; i++)
		if (as->selected[i]->type != U_ARTILLERY) {
			ro.enemy = as->selected[i]->name;
			break;
		}
	as->cavalry = arena_alloc(&g->arena, sizeof(*as->cavalry));
	if ((st = retreat_resolve(g, d, &ro, as->cavalry)) != 0)
		return st;
	if (as->cavalry->stopped)
		return g->diag->status;
	/* The defenders again: the hex may be empty now. */
	for (i = game_first_unit(g, as->cb.target); i >= 0;
	    i = g->units[i].next_here)
		if (g->units[i].side != as->leader->side)
			break;
	if (i < 0) {
		as->emptied = true;
		return 0;
	}
	return combat_defenders(g, &as->cb, as->leader->name);
}

/*
 * 7.1 Grand Assault, what can be checked before any die (DESIGN.md
 * section 5): an army or district leader in reach, a non-cavalry active
 * leader, each --grand hex eligible (adjacent to the defender, holding a
 * unit not selected at Fatigue Level 3 or less), each --grand-units unit
 * in one of them, eligible to join (Fatigue Level 3 or less, not
 * selected, the Attack Restrictions), and each hex contributing one.
 */
static int
grand_check(struct game *g, struct assault *as, const struct assault_order *o)
{
	struct combat	*c = &as->cb;
	const struct restriction *rs;
	const char	*why;
	char		 id[16], tid[16];
	int		 i, j, k, best = -1;

	if (o->ngrand == 0) {
		if (o->ngrand_units > 0 || o->grand_leader != NULL) {
			diag_plain(g->diag, ST_USAGE, "--grand-units and "
			    "--grand-leader need --grand");
			return ST_USAGE;
		}
		return 0;
	}
	hex_format(g->map.geo, c->target, tid);
	if (as->leader->cavalry)
		return refuse(g, "--grand", "%s is a cavalry leader: the "
		    "active leader of a grand assault must not be (7.1 Grand "
		    "Assault)", as->leader->name);
	/* The army or district leader: the one named, or the one in reach
	 * with the highest Command value. */
	for (i = 0; i < g->nleaders; i++) {
		struct leader *l = &g->leaders[i];

		if (o->grand_leader != NULL &&
		    strcmp(l->name, o->grand_leader) != 0)
			continue;
		if (l->side != as->leader->side || l->status != US_IN_PLAY ||
		    l->with < 0 || (l->rank != R_ARMY &&
		    l->rank != R_DISTRICT) || l->command < 0 ||
		    l == as->leader)
			continue;
		/* 7.1: "situated within the command radius of the active
		 * leader's hex" (2.5). */
		if (!march_in_radius(g, as->leader, g->units[l->with].hex))
			continue;
		if (best < 0 || l->command > g->leaders[best].command)
			best = i;
	}
	if (best < 0) {
		if (o->grand_leader != NULL && game_leader(g,
		    o->grand_leader) == NULL) {
			diag_plain(g->diag, ST_USAGE, "--grand-leader %s: no "
			    "leader of that name in the file", o->grand_leader);
			return ST_USAGE;
		}
		if (o->grand_leader != NULL)
			return refuse(g, "--grand-leader", "%s is not a "
			    "friendly army or district leader with a Command "
			    "value within %s's command radius (7.1 Grand "
			    "Assault, 2.5)", o->grand_leader,
			    as->leader->name);
		return refuse(g, "--grand", "no friendly army or district "
		    "leader with a Command value is within %s's command "
		    "radius (7.1 Grand Assault, 2.5)", as->leader->name);
	}
	as->gleader = &g->leaders[best];
	as->ghexes = arena_alloc(&g->arena, (size_t)o->ngrand *
	    sizeof(*as->ghexes));
	for (i = 0; i < o->ngrand; i++) {
		hex_t	h;
		bool	any = false;

		if (hex_parse(&g->module->geo, o->grand[i], &h, &why) < 0) {
			diag_plain(g->diag, ST_USAGE, "--grand %s: not a hex "
			    "id: %s", o->grand[i], why);
			return ST_USAGE;
		}
		hex_format(g->map.geo, h, id);
		for (j = 0; j < i; j++)
			if (as->ghexes[j] == h)
				return refuse(g, "--grand", "%s is named twice "
				    "(7.1 Grand Assault, Step 2)", id);
		if (!hex_adjacent(h, c->target))
			return refuse(g, "--grand", "%s is not adjacent to the "
			    "defender in %s: it may not join a grand assault "
			    "(7.1 Grand Assault)", id, tid);
		for (k = game_first_unit(g, h); k >= 0;
		    k = g->units[k].next_here) {
			const struct unit *u = &g->units[k];

			/* 11.0: a demoralized unit "may not be selected to
			 * participate in a grand assault". */
			if (u->side == as->leader->side && u->fatigue <= 3 &&
			    !units_hold(as->selected, as->nselected, u) &&
			    u->type != U_WAGON && u->demoralized == 0)
				any = true;
		}
		if (!any)
			return refuse(g, "--grand", "%s holds no unit of yours "
			    "that was not selected for the assault, is at "
			    "Fatigue Level 3 or less and is not demoralized: it "
			    "is not eligible (7.1 Grand Assault, 11.0)", id);
		as->ghexes[as->nghexes++] = h;
	}
	as->gunits = arena_alloc(&g->arena, (size_t)(o->ngrand_units + 1) *
	    sizeof(*as->gunits));
	for (i = 0; i < o->ngrand_units; i++) {
		struct unit *u = game_unit(g, o->grand_units[i]);

		if (u == NULL) {
			diag_plain(g->diag, ST_USAGE, "--grand-units %s: no "
			    "unit of that name in the file%s",
			    o->grand_units[i],
			    game_unit_hint_text(g, o->grand_units[i]));
			return ST_USAGE;
		}
		if (units_hold(as->gunits, i, u))
			return refuse(g, "--grand-units", "%s is named twice "
			    "(7.1 Grand Assault, Step 3)", u->name);
		for (j = 0; j < as->nghexes; j++)
			if (u->status == US_IN_PLAY && u->hex == as->ghexes[j])
				break;
		if (j == as->nghexes || u->side != as->leader->side)
			return refuse(g, "--grand-units", "%s is not in a "
			    "--grand hex: a unit joins from a hex selected "
			    "for the grand assault (7.1 Grand Assault, Step "
			    "3)", u->name);
		if (units_hold(as->selected, as->nselected, u))
			return refuse(g, "--grand-units", "%s was selected "
			    "for the assault: it may not join the grand "
			    "assault too (7.1 Grand Assault, Step 3)",
			    u->name);
		if (u->fatigue > 3)
			return refuse(g, "--grand-units", "%s is at Fatigue "
			    "Level %d: a unit joining a grand assault must be "
			    "at 3 or less (7.1 Grand Assault, Step 3)",
			    u->name, u->fatigue);
		if (u->type == U_WAGON)
			return refuse(g, "--grand-units", "%s is a wagon "
			    "train, which has no Combat value to attack with "
			    "(7.2)", u->name);
		if (u->demoralized > 0)
			return refuse(g, "--grand-units", "%s has a "
			    "Demoralize-%d marker: a demoralized unit may not be "
			    "selected to participate in a grand assault (11.0)",
			    u->name, u->demoralized);
		if ((rs = restrict_act(g, u->name, u->side, u->hex)) != NULL ||
		    (rs = restrict_attack(g, u, c->target)) != NULL)
			return restrict_refuse(g, "--grand-units", u->name,
			    rs);
		/* "it must be eligible to participate in an attack as
		 * described in the Attack Restrictions rules". */
		c->attacker = u;
		c->from = u->hex;
		{
			int st = attack_terrain(g, c, tid);

			c->from = g->units[as->leader->with].hex;
			c->attacker = as->selected[0];
			if (st != 0)
				return st;
		}
		as->gunits[as->ngunits++] = u;
	}
	/* 7.1 Step 3: "Each hex chosen ... must contribute at least one
	 * eligible unit". */
	for (i = 0; i < as->nghexes; i++) {
		for (j = 0; j < as->ngunits; j++)
			if (as->gunits[j]->hex == as->ghexes[i])
				break;
		if (j == as->ngunits) {
			hex_format(g->map.geo, as->ghexes[i], id);
			return refuse(g, "--grand-units", "no unit of "
			    "--grand-units is in %s: each hex selected for a "
			    "grand assault contributes at least one (7.1 Grand "
			    "Assault, Step 3)", id);
		}
	}
	return 0;
}

/*
 * 7.1 Step 6, the grand assault: the Combat value condition (not in
 * SIV), the die (loess +1), the grand assault number, the hexes in
 * --grand order and their units, and the joining units' fatigue.
 */
void
assault_join(struct game *g, struct assault *as, int used)
{
	int i, j;

	as->ngused = used;
	as->ngjoining = 0;
	as->gjoining = arena_alloc(&g->arena, (size_t)(as->ngunits + 1) *
	    sizeof(*as->gjoining));
	for (i = 0; i < as->ngunits; i++)
		for (j = 0; j < used; j++)
			if (as->gunits[i]->hex == as->ghexes[j]) {
				as->gjoining[as->ngjoining++] = as->gunits[i];
				break;
			}
}

bool
assault_cv3_fails(struct game *g, struct assault *as, bool *data)
{
	const char	*missing;
	quarters	 cv = 0, v;
	int		 i;

	*data = false;
	if (!g->module->grand_assault_cv3)
		return false;
	for (i = 0; i < as->nemployed; i++) {
		/* A value not known is reported once, through the
		 * assault's combat (which would ask for it again), and no
		 * grand assault die is rolled. */
		if ((v = combat_unit_value(g, &as->cb, as->employed[i],
		    &missing)) < 0) {
			*data = true;
			return false;
		}
		cv += v;
	}
	return cv < 3 * 4;
}

/* 7.1 Steps 2 and 4: each unit gains a Fatigue Level (to 4 at most),
 * never an extended march; their levels before, n long. */
static int *
gain_fatigue(struct game *g, struct unit *const *units, int n)
{
	int *from = arena_alloc(&g->arena, (size_t)(n + 1) * sizeof(*from));
	int  i;

	for (i = 0; i < n; i++) {
		from[i] = units[i]->fatigue;
		if (units[i]->fatigue < 4)
			units[i]->fatigue++;
	}
	return from;
}

static int
grand_assault(struct game *g, struct dice *d, struct assault *as)
{
	bool	data;

	if (as->gleader == NULL)
		return 0;
	if (assault_cv3_fails(g, as, &data)) {
		as->gskipped = "the units committed to the assault have a "
		    "Combat value under 3 (7.1 Grand Assault)";
		return 0;
	}
	if (data)
		return g->diag->status;
	as->gattempted = true;
	as->gdie = dice_roll(d, g, "grand assault");
	as->gmodified = as->gdie + (as->loess ? 1 : 0);
	if (as->gmodified >= 6)
		return 0;
	as->gnumber = as->gleader->command - as->gmodified;
	if (as->gnumber <= 0)
		return 0;
	as->gjoined = true;
	assault_join(g, as, as->gnumber < as->nghexes ? as->gnumber :
	    as->nghexes);
	/* Step 4: each joining unit gains a Fatigue Level. */
	as->gfatigue_from = gain_fatigue(g, as->gjoining, as->ngjoining);
	return 0;
}

void
assault_attackers(struct game *g, const struct assault *as, struct combat *c)
{
	int i;

	/* 7.2: the employed units, then those joining the grand assault. */
	c->nattackers = as->nemployed + as->ngjoining;
	c->attackers = arena_alloc(&g->arena, (size_t)c->nattackers *
	    sizeof(*c->attackers));
	for (i = 0; i < as->nemployed; i++)
		c->attackers[i] = as->employed[i];
	for (i = 0; i < as->ngjoining; i++)
		c->attackers[as->nemployed + i] = as->gjoining[i];
	c->attacker = as->employed[0];
	c->grand = as->ngjoining > 0;
}

static struct node *
names_node(struct game *g, struct unit **u, int n)
{
	struct node	*v = node_seq(&g->arena, S_FLOW);
	int		 i;

	for (i = 0; i < n; i++)
		node_push(&g->arena, v, node_scalar(&g->arena, u[i]->name));
	return v;
}

/* Each unit's Fatigue Level before and after its one level (7.1 Steps
 * 2 and 4), whatever the combat did next: {U: "0 -> 1"}. */
static struct node *
fatigue_node(struct game *g, struct unit **u, const int *from, int n)
{
	struct node	*v = node_map(&g->arena, S_FLOW);
	int		 i;

	for (i = 0; i < n; i++)
		node_set(&g->arena, v, u[i]->name, node_scalar(&g->arena,
		    arena_printf(&g->arena, "%d -> %d", from[i],
		    from[i] < 4 ? from[i] + 1 : 4)));
	return v;
}

/* The log entry (DESIGN.md section 5, "Assaults (contract)"). */
static void
assault_log(struct game *g, struct assault *as)
{
	struct arena	*a = &g->arena;
	struct node	*e = node_map(a, S_BLOCK), *v, *dice;

	node_set(a, e, "op", node_plain(a, "assault"));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "leader", node_scalar(a, as->leader->name));
	node_set(a, e, "from", game_hex_node(g, as->cb.from));
	node_set(a, e, "target", game_hex_node(g, as->cb.target));
	node_set(a, e, "units", names_node(g, as->selected, as->nselected));
	/* 7.1 Step 2: the fatigue every selected unit gains. */
	if (as->fatigue_from != NULL)
		node_set(a, e, "fatigue", fatigue_node(g, as->selected,
		    as->fatigue_from, as->nselected));
	/* 7.4: the corps the stated Lee bonus is tied to this turn, held
	 * or not. */
	if (as->lee_corps != NULL)
		node_set(a, e, "lee", node_scalar(a, as->lee_corps));
	if (as->held)
		node_set(a, e, "employed", names_node(g, as->employed,
		    as->nemployed));
	if (as->cavalry != NULL)
		node_set(a, e, "cavalry_retreat", names_node(g,
		    as->cavalry->units, as->cavalry->nunits));
	if (as->emptied) {
		node_set(a, e, "held", node_bool(a, false));
		node_set(a, e, "why", node_scalar(a, "the defender's cavalry "
		    "retreat left the hex empty (7.7)"));
		dice = node_map(a, S_FLOW);
		node_set(a, dice, "cavalry retreat", node_int(a,
		    as->cavalry->die));
		node_set(a, e, "dice", dice);
		goto out;
	}
	v = node_map(a, S_FLOW);
	node_set(a, v, "die", node_int(a, as->die));
	if (as->die != 6) {
		node_set(a, v, "modified", node_int(a, as->modified));
		node_set(a, v, "number", node_int(a, as->number));
	}
	node_set(a, e, "command", v);
	if (as->gskipped != NULL) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "leader", node_scalar(a, as->gleader->name));
		node_set(a, v, "attempted", node_bool(a, false));
		node_set(a, v, "why", node_scalar(a, as->gskipped));
		node_set(a, e, "grand", v);
	} else if (as->gattempted) {
		struct node *h = node_seq(a, S_FLOW);
		int i;

		v = node_map(a, S_FLOW);
		node_set(a, v, "leader", node_scalar(a, as->gleader->name));
		node_set(a, v, "die", node_int(a, as->gdie));
		node_set(a, v, "modified", node_int(a, as->gmodified));
		if (as->gmodified < 6)
			node_set(a, v, "number", node_int(a, as->gnumber));
		for (i = 0; i < as->ngused; i++)
			node_push(a, h, game_hex_node(g, as->ghexes[i]));
		node_set(a, v, "hexes", h);
		node_set(a, v, "units", names_node(g, as->gjoining,
		    as->ngjoining));
		if (as->gfatigue_from != NULL)
			node_set(a, v, "fatigue", fatigue_node(g,
			    as->gjoining, as->gfatigue_from, as->ngjoining));
		node_set(a, e, "grand", v);
	}
	node_set(a, e, "held", node_bool(a, as->held));
	dice = node_map(a, S_FLOW);
	if (as->cavalry != NULL)
		node_set(a, dice, "cavalry retreat", node_int(a,
		    as->cavalry->die));
	node_set(a, dice, "command", node_int(a, as->die));
	if (as->gattempted)
		node_set(a, dice, "grand assault", node_int(a, as->gdie));
	if (as->held) {
		node_set(a, e, "defenders", names_node(g, as->cb.defenders,
		    as->cb.ndefenders));
		combat_log_fields(g, &as->cb, e, dice);
	} else
		node_set(a, e, "dice", dice);
out:
	if (g->log == NULL)
		g->log = node_seq(a, S_BLOCK);
	node_push(a, g->log, e);
}

int
assault_resolve(struct game *g, struct dice *d, const struct assault_order *o,
    struct assault *as)
{
	struct combat	*c = &as->cb;
	const char	*why;
	char		 id[16];
	int		 st, i, before;

	memset(as, 0, sizeof(*as));
	before = g->diag->count;
	if ((st = combat_pending_first(g)) != 0)
		return st;
	if (action_in_progress(g) && g->march.kind != NULL &&
	    strcmp(g->march.kind, "activate-leader") == 0)
		return refuse(g, "action", "an Activate Leader action is in "
		    "progress: an assault is an action of its own (5.3), "
		    "never within one");
	if ((st = assault_leader(g, as, o->leader, o->odds)) != 0)
		return st;
	if (hex_parse(&g->module->geo, o->target, &c->target, &why) < 0) {
		diag_plain(g->diag, ST_USAGE, "--target %s: not a hex id: %s",
		    o->target, why);
		return ST_USAGE;
	}
	if ((st = assault_units(g, as, o->units, o->nunits)) != 0)
		return st;
	c->leader = as->leader;
	c->from = g->units[as->leader->with].hex;
	c->attacker = as->selected[0];
	c->standalone = true;
	if ((st = combat_defenders(g, c, as->leader->name)) != 0)
		return st;
	hex_format(g->map.geo, c->target, id);
	/* 7.1 Attack Restrictions, for each selected unit: an assault's
	 * units start the action in the hex they attack from, so woods and
	 * loess hexsides never bar them (RULINGS). */
	g->has_action = false;
	for (i = 0; i < as->nselected; i++) {
		c->attacker = as->selected[i];
		if ((st = attack_terrain(g, c, id)) != 0)
			return st;
	}
	c->attacker = as->selected[0];
	if ((st = grand_check(g, as, o)) != 0)
		return st;
	if ((st = cavalry_check(g, as, o)) != 0 ||
	    (st = assault_bonus(g, as, o->lee)) != 0)
		return st;
	/* 7.1 Step 1 note and the Assault Die Roll Modifiers. */
	as->district = as->leader->rank == R_DISTRICT;
	as->loess = game_terrain_now(g, c->target, "the assault die roll "
	    "modifiers (7.1)") == T_LOESS;
	as->die_mods = (as->district ? -2 : 0) + (as->loess ? 1 : 0);
	if (g->diag->status != 0)
		return g->diag->status;
	if (o->odds)
		return 0;
	/* 7.1 Step 2: every selected unit gains a Fatigue Level, whether
	 * or not the assault takes place. */
	as->fatigue_from = gain_fatigue(g, as->selected, as->nselected);
	/* 7.1 Step 4 (7.7): the defender's cavalry retreat, before the
	 * command die.  A target left empty has nobody to assault: the
	 * assault ends there, the fatigue kept (RULINGS). */
	if ((st = cavalry_retreat_now(g, d, as, o)) != 0)
		return st;
	if (as->emptied) {
		assault_log(g, as);
		return 0;
	}
	/* 7.1 Step 5: the command die. */
	as->die = dice_roll(d, g, "command");
	as->modified = as->die + as->die_mods;
	as->number = as->leader->command - as->modified;
	as->held = as->die != 6 && as->number >= 0;
	if (!as->held) {
		assault_log(g, as);
		return 0;
	}
	assault_employ(g, as);
	if ((st = grand_assault(g, d, as)) != 0)
		return st;
	assault_attackers(g, as, c);
	st = combat_rule(g, c, before);
	if (c->stopped)
		return 0;
	if (st != 0)
		return st;
	st = combat_finish(g, c, d, o->defender_loss, o->ndefender_loss,
	    o->attacker_loss, o->nattacker_loss);
	if (c->stopped || st != 0)
		return st;
	assault_log(g, as);
	return 0;
}
