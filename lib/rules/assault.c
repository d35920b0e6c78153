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
#include "module.h"
#include "names.h"
#include "refuse.h"

/* 5.3, 7.1 Step 1: the active leader. */
static int
assault_leader(struct game *g, struct assault *as, const char *name)
{
	struct leader *l;

	if ((l = game_leader(g, name)) == NULL) {
		diag_plain(g->diag, ST_USAGE, "--assault %s: no leader of that "
		    "name in the file", name);
		return ST_USAGE;
	}
	if (l->status != US_IN_PLAY || l->with < 0)
		return refuse(g, "--assault", "%s is not on the map: only a "
		    "leader in play may assault (5.3)", name);
	if (l->rank == R_ARMY)
		return refuse(g, "--assault", "%s is an army leader: only a "
		    "corps, division or district leader may be selected for "
		    "an assault (5.3, 7.1)", name);
	if (l->command < 0)
		return refuse(g, "--assault", "%s has no Command value: the "
		    "assault number needs it (7.1)", name);
	as->leader = l;
	return 0;
}

/* 7.1 Step 1: the units selected, each once, in the leader's hex, of his
 * command (artillery of any), at Fatigue Level 3 or less. */
static int
assault_units(struct game *g, struct assault *as, const char **names,
    int n)
{
	hex_t	 at = g->units[as->leader->with].hex;
	int	 i, j, other = 0;

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
		for (j = 0; j < i; j++)
			if (as->selected[j] == u)
				return refuse(g, "--units", "%s is named "
				    "twice: a unit is selected once (7.1 "
				    "Step 1)", u->name);
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
static void
employ(struct game *g, struct assault *as)
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

static struct node *
names_node(struct game *g, struct unit **u, int n)
{
	struct node	*v = node_seq(&g->arena, S_FLOW);
	int		 i;

	for (i = 0; i < n; i++)
		node_push(&g->arena, v, node_scalar(&g->arena, u[i]->name));
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
	if (as->held)
		node_set(a, e, "employed", names_node(g, as->employed,
		    as->nemployed));
	v = node_map(a, S_FLOW);
	node_set(a, v, "die", node_int(a, as->die));
	if (as->die != 6) {
		node_set(a, v, "modified", node_int(a, as->modified));
		node_set(a, v, "number", node_int(a, as->number));
	}
	node_set(a, e, "command", v);
	node_set(a, e, "held", node_bool(a, as->held));
	dice = node_map(a, S_FLOW);
	node_set(a, dice, "command", node_int(a, as->die));
	if (as->held) {
		node_set(a, e, "defenders", names_node(g, as->cb.defenders,
		    as->cb.ndefenders));
		combat_log_fields(g, &as->cb, e, dice);
	} else
		node_set(a, e, "dice", dice);
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
	if (g->has_action && g->march.kind != NULL &&
	    strcmp(g->march.kind, "activate-leader") == 0)
		return refuse(g, "action", "an Activate Leader action is in "
		    "progress: an assault is an action of its own (5.3), "
		    "never within one");
	if ((st = assault_leader(g, as, o->leader)) != 0)
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
	/* 7.1 Step 1 note and the Assault Die Roll Modifiers. */
	as->district = as->leader->rank == R_DISTRICT;
	as->loess = game_terrain_now(g, c->target, "the assault die roll "
	    "modifiers (7.1)") == T_LOESS;
	if (g->diag->status != 0)
		return g->diag->status;
	if (o->odds)
		return 0;
	/* 7.1 Step 2: every selected unit gains a Fatigue Level, whether
	 * or not the assault takes place; never an extended march. */
	for (i = 0; i < as->nselected; i++)
		if (as->selected[i]->fatigue < 4)
			as->selected[i]->fatigue++;
	/* 7.1 Step 5: the command die. */
	as->die = dice_roll(d, g, "command");
	as->die_mods = (as->district ? -2 : 0) + (as->loess ? 1 : 0);
	as->modified = as->die + as->die_mods;
	as->number = as->leader->command - as->modified;
	as->held = as->die != 6 && as->number >= 0;
	if (!as->held) {
		assault_log(g, as);
		return 0;
	}
	employ(g, as);
	c->attackers = as->employed;
	c->nattackers = as->nemployed;
	c->attacker = as->employed[0];
	st = combat_rule(g, c, before);
	if (c->stopped)
		return 0;
	if (st != 0)
		return st;
	st = combat_roll(g, c, d);
	if (c->stopped)
		return 0;
	if (st != 0)
		return st;
	if ((st = combat_apply(g, c, d, o->defender_loss, o->ndefender_loss,
	    o->attacker_loss, o->nattacker_loss)) != 0)
		return st;
	assault_log(g, as);
	return 0;
}
