/*
 * combat_attack.c — whether a march attack may happen (7.1, 6.1, 12.0) and
 * what it costs (the Attack Summary).  A refusal is one line citing the rule,
 * status 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat_int.h"
#include "missing.h"
#include "module.h"
#include "names.h"
#include "passage.h"
#include "refuse.h"
#include "restrict.h"
#include "scalar.h"
#include "tables.h"
#include "zoc.h"

/* A rules refusal, status 1, through the game's diagnostics. */

const char *const attack_type_names[ATTACK_COUNT] = { "column", "hasty",
    "normal", "prepared" };
/* As the rules name them. */
const char *const attack_type_text[ATTACK_COUNT] = { "column of route",
    "hasty", "normal", "prepared" };

/* The Attack Summary's rows. */
static const char *const attack_summary_rows[ATTACK_COUNT] = {
	"column-of-route", "hasty", "normal", "prepared"
};

int
attack_type_parse(const char *s)
{
	int i;

	for (i = 0; i < ATTACK_COUNT; i++)
		if (strcmp(s, attack_type_names[i]) == 0)
			return i;
	if (strcmp(s, "column-of-route") == 0)
		return ATTACK_COLUMN;
	return -1;
}

int
attack_summary(struct game *g, enum attack_type t, const char *col, int *v)
{
	const struct chart	*ch = &chart_attack;
	const char		*row = attack_summary_rows[t], *cell;
	char			*end;
	long			 n;

	cell = chart_get(&g->charts, ch, row, col);
	/* "None"; a number, perhaps with the footnote's "*" ("0*"). */
	if (cell != NULL && strcmp(cell, "None") == 0) {
		*v = 0;
		return 0;
	}
	if (cell != NULL) {
		n = strtol(cell, &end, 10);
		if (end != cell && (*end == '\0' || strcmp(end, "*") == 0) &&
		    n >= -99 && n <= 99) {
			*v = (int)n;
			return 0;
		}
	}
	missing_cell(g, ch, row, col, strcmp(col, "modifier") == 0 ?
	    "the attack's modifier (7.4)" : "the attack's MP cost (6.1)");
	return -1;
}

/*
 * The restrictions of 7.1, 10.2 and 12.0 on the hexside and the terrain,
 * as passage.c decides them: rivers crossed only where a bridge, dam,
 * ferry or ford connects the hexes and may be used now, never the enemy's
 * pontoon bridge; in rain no fords nor creeks off the roads; no all-water
 * hexsides; mountains and swamps only by road; woods and loess only from
 * the hex the unit started its action in, or by road.
 */
int
attack_terrain(struct game *g, struct combat *c, const char *target_id)
{
	struct passage p;

	if (passage_across(g, c->from, c->target, c->attacker->side,
	    PASS_ATTACK, &p))
		return 0;
	if (p.why != NULL)
		return refuse(g, "--target", "no attack on %s: %s", target_id,
		    p.why);
	if (p.bar == PB_ROADBOUND)
		return refuse(g, "--target", "no attack on %s: %s is in a %s "
		    "hex and no road, pike, RR or trail joins the hexes (7.1)",
		    target_id, p.roadbound_to ? "the defender" :
		    c->attacker->name, terrain_name(p.roadbound_to ?
		    p.terrain_to : p.terrain_from));
	return refuse(g, "--target", "no attack on %s across a %s hexside: "
	    "%s did not start its action in this hex and no road, pike, RR "
	    "or trail joins the hexes (7.1)", target_id,
	    (p.features & HSX_WOODS) ? "woods" : "loess", c->attacker->name);
}

/* The march in progress (6.1, 7.1): the active unit, and its MP. */
static int
attack_march(struct game *g, struct combat *c, enum terrain td)
{
	struct march	*m = &g->march;
	int		 cav = c->attacker->type == U_CAVALRY, mp;

	if (attack_summary(g, c->type, cav ? "cavalry-mp" : "infantry-mp",
	    &mp) < 0)
		return g->diag->status;
	c->mp_cost = 2 * mp;
	/* Attack Summary, General exception (a note, not a cell): +1 MP
	 * against a loess hex. */
	if (td == T_LOESS)
		c->mp_cost += 2;
	if (c->standalone)
		return 0;
	if (m->unit == NULL)
		return refuse(g, "--attacker", "%s is not marching: in an "
		    "Activate Leader action a selected unit attacks in its own "
		    "march (5.2, 7.1)", c->attacker->name);
	if (strcmp(m->unit, c->attacker->name) != 0)
		return refuse(g, "--attacker", "%s is marching: only the "
		    "active unit may attack in a march (7.1)", m->unit);
	if (m->ended)
		return refuse(g, "--attacker", "%s's march has ended (7.5: a "
		    "D, F, f or E result ends it)", m->unit);
	if (c->type == ATTACK_COLUMN && m->mp == 0)
		return refuse(g, "--attack", "a column of route attack may "
		    "not be declared with no Movement Points left (6.1)");
	if (m->mp < c->mp_cost) {
		char cost[24], left[24];

		return refuse(g, "--attack", "a %s attack by %s%s costs %s MP "
		    "and %s has %s left (6.1, Attack Summary)",
		    attack_type_text[c->type], cav ? "cavalry" : "infantry",
		    td == T_LOESS ? " against loess" : "",
		    quarters_text(c->mp_cost * 2, cost), m->unit,
		    quarters_text(m->mp * 2, left));
	}
	return 0;
}

/*
 * DESIGN.md section 4: what the rules require next comes first.  7.6: a
 * retreat or rout is carried out at once, and so is a voluntary retreat
 * ("before the enemy player performs further actions") or an advance.
 */
int
combat_pending_first(struct game *g)
{
	const struct pending *p = pending_head(g);

	if (p == NULL)
		return 0;
	return refuse(g, "pending[0]", "%s is pending (7.6): resolve it "
	    "with gcacw-retreat first", pending_what(g, p));
}

bool
units_hold(struct unit *const *units, int n, const struct unit *u)
{
	int i;

	for (i = 0; i < n; i++)
		if (units[i] == u)
			return true;
	return false;
}

/*
 * 7.1: a single adjacent hex, every enemy unit in it defending (6.4 sets
 * no limit on how many: counted first, then listed).  c->from, c->target
 * and c->attacker set; who names the attacker in the refusal.
 */
int
combat_defenders(struct game *g, struct combat *c, const char *who)
{
	char	id[16];
	int	i, n = 0;

	hex_format(g->map.geo, c->target, id);
	if (!hex_adjacent(c->from, c->target))
		return refuse(g, "--target", "%s is not adjacent to %s's hex: "
		    "an attack is on a single adjacent hex (7.1)", id, who);
	for (i = game_first_unit(g, c->target); i >= 0;
	    i = g->units[i].next_here)
		n += g->units[i].side != c->attacker->side;
	c->defenders = arena_alloc(&g->arena, (size_t)(n + 1) *
	    sizeof(*c->defenders));
	c->defender_values = arena_alloc(&g->arena, (size_t)(n + 1) *
	    sizeof(*c->defender_values));
	c->ndefenders = 0;
	for (i = game_first_unit(g, c->target); i >= 0;
	    i = g->units[i].next_here)
		if (g->units[i].side != c->attacker->side)
			c->defenders[c->ndefenders++] = &g->units[i];
	if (c->ndefenders == 0)
		return refuse(g, "--target", "%s holds no enemy unit: only an "
		    "enemy-occupied hex may be attacked (7.1)", id);
	return 0;
}

/* 7.1: the attacker, the target, and whether the attack may happen. */
int
attack_allowed(struct game *g, struct combat *c, const char *name,
    const char *target)
{
	const struct restriction *rs;
	const char	*why;
	char		 id[16];
	int		 st;

	if ((st = combat_pending_first(g)) != 0)
		return st;
	if (hex_parse(&g->module->geo, target, &c->target, &why) < 0) {
		diag_plain(g->diag, ST_USAGE, "--target %s: not a hex id: %s",
		    target, why);
		return ST_USAGE;
	}
	if ((c->attacker = game_unit(g, name)) == NULL) {
		diag_plain(g->diag, ST_USAGE, "--attacker %s: no unit of that "
		    "name in the file%s", name, game_unit_hint_text(g, name));
		return ST_USAGE;
	}
	if (c->attacker->status != US_IN_PLAY)
		return refuse(g, "--attacker", "%s is %s and out of play: only "
		    "a unit on the map may attack (7.1)", name,
		    unit_status_names[c->attacker->status]);
	/* The scenario's no-attack (and no-action: a unit that may not act
	 * attacks no more than it marches). */
	if ((rs = restrict_attack(g, c->attacker, c->target)) != NULL ||
	    (rs = restrict_act(g, c->attacker->name, c->attacker->side,
	    c->attacker->hex)) != NULL)
		return restrict_refuse(g, "--attacker", name, rs);
	c->from = c->attacker->hex;
	c->standalone = !g->has_action;
	c->attackers = &c->attacker;
	c->nattackers = 1;
	if ((st = combat_defenders(g, c, name)) != 0)
		return st;
	hex_format(g->map.geo, c->target, id);
	/* 7.1: artillery may not attack alone, and a march attack is the
	 * active unit alone. */
	if (c->attacker->type == U_ARTILLERY)
		return refuse(g, "--attacker", "%s is artillery: artillery "
		    "may not be the only unit in an attack (7.1)", name);
	if (c->attacker->type == U_WAGON)
		return refuse(g, "--attacker", "%s is a wagon train, which has "
		    "no Combat value to attack with (7.2)", name);
	if ((st = attack_terrain(g, c, id)) != 0)
		return st;
	return attack_march(g, c, game_terrain_now(g, c->target,
	    "the Attack Summary"));
}
