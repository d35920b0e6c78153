/*
 * retreat_cavalry.c — the cavalry retreat (7.7): who may retreat and when,
 * the die with its modifiers (the Charts & Tables' Cavalry Retreat Die
 * Roll Modifiers, SIV's Confederate values), the active unit's Movement
 * Allowance cut by half the modified roll, the loss on an unmodified 1;
 * the retreat itself is planned and carried out as any other.
 */
#include <stdio.h>
#include <string.h>

#include "charts.h"
#include "combat.h"
#include "module.h"
#include "refuse.h"
#include "retreat.h"
#include "scalar.h"
#include "tables.h"
#include "zoc.h"

/* A rules refusal, status 1, through the game's diagnostics. */

/* One row of the modifier table for this cavalry's column. */
static int
modifier(struct game *g, const char *row, const char *col, int *total,
    char *why, size_t len)
{
	const struct chart	*c = &chart_cavalry_retreat;
	const char		*cell = chart_get(&g->charts, c, row, col);
	long			 v;
	size_t			 n = strlen(why);

	if (cell == NULL || parse_long_prefix(cell, &v) < 0 || v == 0)
		return 0;
	*total += (int)v;
	snprintf(why + n, len - n, "%s%+ld %s", n ? ", " : "", v, row);
	return (int)v;
}

/* The terrain modifier the cavalry would have in combat (7.7 "+?"). */
static int
terrain_modifier(struct game *g, struct unit *enemy, hex_t at)
{
	struct combat	c;
	int		i, sum = 0;

	memset(&c, 0, sizeof(c));
	c.attacker = enemy;
	c.from = enemy->hex;
	c.target = at;
	combat_terrain(g, &c);
	for (i = 0; i < c.nmods; i++)
		if (c.mods[i].defender)
			sum += c.mods[i].value;
	return sum > 0 ? sum : 0;
}

static struct unit *
enemy_unit(struct game *g, const char *name)
{
	const struct pending *p = pending_head(g);

	if (name != NULL)
		return game_unit(g, name);
	if (p != NULL && p->kind == PK_CAVALRY && p->enemy_unit != NULL)
		return game_unit(g, p->enemy_unit);
	if (g->has_action && g->march.unit != NULL)
		return game_unit(g, g->march.unit);
	return NULL;
}

int
cavalry_retreat(struct game *g, struct retreat *r, struct dice *d,
    const char *name, const char *enemy_name)
{
	struct unit	*u = game_unit(g, name), *e;
	const char	*col;
	quarters	 force = 0;
	char		 why[256] = "";
	int		 i, n = 0, demoralized = 0, tired = 0, mods = 0, t;
	int		 unsupplied = 0;

	memset(r, 0, sizeof(*r));
	r->pending_index = -1;
	if (u == NULL || u->status != US_IN_PLAY)
		return refuse(g, "--cavalry", "%s is not a unit in play", name);
	if (u->type != U_CAVALRY)
		return refuse(g, "--cavalry", "%s is not cavalry: only cavalry "
		    "makes a cavalry retreat (7.7)", name);
	if (pending_head(g) != NULL) {
		if (pending_head(g)->kind != PK_CAVALRY)
			return refuse(g, "pending[0]", "%s is pending: resolve "
			    "it first (7.6)",
			    pending_kind_names[pending_head(g)->kind]);
		r->pending_index = 0;
	}
	if ((e = enemy_unit(g, enemy_name)) == NULL) {
		if (enemy_name != NULL)
			diag_plain(g->diag, ST_USAGE, "--enemy %s: no unit of "
			    "that name in the file%s", enemy_name,
			    game_unit_hint_text(g, enemy_name));
		else
			diag_plain(g->diag, ST_USAGE, "--cavalry: name the "
			    "active enemy unit with --enemy U, or retreat "
			    "during its march (7.7)");
		return ST_USAGE;
	}
	if (e->status != US_IN_PLAY || e->side == u->side)
		return refuse(g, "--enemy", "%s is not an enemy unit in play",
		    e->name);
	/* 7.7: against infantry or artillery, never cavalry; from a
	 * normal (not restricted) ZOC the enemy has entered. */
	if (e->type != U_INFANTRY && e->type != U_ARTILLERY)
		return refuse(g, "--enemy", "%s is not infantry or artillery: "
		    "a cavalry retreat avoids only those (7.7)", e->name);
	if (zoc_across(g, u->hex, e->hex) != ZOC_NORMAL)
		return refuse(g, "--enemy", "%s is not in the cavalry's normal "
		    "zone of control: no cavalry retreat (7.7)", e->name);
	r->kind = RK_CAVALRY;
	r->side = u->side;
	r->start = u->hex;
	r->enemy = e->hex;
	r->enemy_unit = e->name;
	/* 7.7 step 3: "The cavalry unit must retreat from four to six
	 * hexes." */
	r->min = 4;
	r->max = 6;
	/* 7.7: cavalry stacked together retreat together, however many
	 * (6.4): counted first, then listed. */
	for (i = game_first_unit(g, u->hex); i >= 0; i = g->units[i].next_here)
		n += g->units[i].type == U_CAVALRY;
	r->units = arena_alloc(&g->arena, (size_t)(n + 1) * sizeof(*r->units));
	r->lost = arena_alloc(&g->arena, (size_t)(n + 1) * sizeof(*r->lost));
	n = 0;
	for (i = game_first_unit(g, u->hex); i >= 0; i = g->units[i].next_here)
		if (g->units[i].type == U_CAVALRY) {
			struct unit *c = &g->units[i];

			r->units[r->nunits++] = c;
			force += unit_combat_value(g, c) *
			    unit_entrenchment(g, c) / 4;
			demoralized += c->demoralized > 0;
			tired += c->fatigue == 4;
			unsupplied += c->out_of_supply;
			n++;
		}
	/* A Combat value nobody supplied (7.2; each reported above): the
	 * force modifiers cannot be weighed, the others still are, for the
	 * explanation; nothing is rolled. */
	if (g->diag->status == ST_DATA)
		r->stopped = true;
	else if (g->diag->status != 0)
		return g->diag->status;
	/* The column of the cavalry's side in this game (module.h). */
	col = u->side == SIDE_CSA && g->module->cavalry_retreat_csa_column !=
	    NULL ? g->module->cavalry_retreat_csa_column : "standard";
	if ((t = terrain_modifier(g, e, u->hex)) > 0) {
		mods += t;
		snprintf(why, sizeof(why), "%+d terrain", t);
	}
	/*
	 * 7.7, the modifiers' conditions, in quarters and counting
	 * entrenchments: Very Large Force "3 or more"; Large Force "2 or
	 * more and less than 3"; Very Small Force "the only cavalry unit
	 * ... has a Combat value of ½"; Small Force "more than ½ and 1 or
	 * less".
	 */
	if (r->stopped)
		;
	else if (force >= 12)
		modifier(g, "very-large-force", col, &mods, why, sizeof(why));
	else if (force >= 8)
		modifier(g, "large-force", col, &mods, why, sizeof(why));
	else if (n == 1 && force == 2)
		modifier(g, "very-small-force", col, &mods, why, sizeof(why));
	else if (force > 2 && force <= 4)
		modifier(g, "small-force", col, &mods, why, sizeof(why));
	if (demoralized == n)
		modifier(g, "demoralized", col, &mods, why, sizeof(why));
	if (tired == n)
		modifier(g, "fatigue", col, &mods, why, sizeof(why));
	/* Supply: all out of supply, in the Advanced Game. */
	if (g->advanced && unsupplied == n)
		modifier(g, "supply", col, &mods, why, sizeof(why));
	snprintf(r->modifiers, sizeof(r->modifiers), "%s", why);
	if (r->stopped)
		return 0;
	r->die = dice_roll(d, g, "cavalry retreat");
	r->modified = r->die + mods;
	/* 7.7 step 1: the modified roll halved, fractions dropped, off the
	 * active unit's Movement Allowance. */
	r->mp_cut = r->modified > 0 ? r->modified / 2 : 0;
	if (g->has_action && g->march.unit != NULL &&
	    strcmp(g->march.unit, e->name) == 0) {
		g->march.mp -= 2 * r->mp_cut;
		if (g->march.mp < 0)
			g->march.mp = 0;
		/* 7.7 Resume Action: at 0 the march ends, unless the unit has
		 * not moved yet (it may still move one hex, 6.2). */
		if (g->march.mp == 0 && e->hex != g->march.start)
			g->march.ended = true;
	}
	/* 7.7 step 2: an unmodified 1 costs one cavalry unit (the one with
	 * the most manpower, the first listed on a tie) a manpower. */
	if (r->die == 1) {
		struct unit *lose = r->units[0];

		for (i = 1; i < r->nunits; i++)
			if (r->units[i]->manpower > lose->manpower)
				lose = r->units[i];
		lose->manpower--;
		lose->combat = -1;
		lose->disorganized = true;
		g->has_ledger = true;
		g->ledger.losses[lose->side][C_CAVALRY_RETREAT]++;
		r->die_loser = lose;
		if (lose->manpower == 0)
			game_remove_unit(g, lose, US_ELIMINATED, NULL);
	}
	return 0;
}
