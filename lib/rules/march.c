/*
 * march.c — the March and Activate Leader actions from order to result
 * (5.1, 5.2, 6.5): who may act, the Movement Allowance, fatigue, the
 * extended and force march, `--continue` and `--end`, and the Leader
 * Transfer Phase (3.0, 6.3).  The path is march_path.c's, the log entry
 * march_log.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charts.h"
#include "march_int.h"
#include "missing.h"
#include "names.h"
#include "module.h"
#include "refuse.h"
#include "restrict.h"
#include "retreat.h"
#include "scalar.h"
#include "sequence.h"
#include "tables.h"
#include "zoc.h"

/* Is this pending entry the cavalry retreat opportunity of the march in
 * progress (7.7), which --continue declines? */
static bool
own_cavalry(const struct game *g, const struct pending *p)
{
	return p->kind == PK_CAVALRY && g->has_action && g->march.unit !=
	    NULL && p->enemy_unit != NULL &&
	    strcmp(p->enemy_unit, g->march.unit) == 0;
}

/*
 * DESIGN.md section 4: what the rules require next comes first, and the
 * refusal names the tool that resolves it; a march's own cavalry retreat
 * opportunity is declined by --continue or --end (7.7).
 */
static int
pending_first(struct game *g, const struct march_order *o)
{
	int i;

	for (i = 0; i < g->pending.n; i++) {
		struct pending *p = &g->pending.items[i];

		if ((o->op == MO_CONTINUE || o->op == MO_END) &&
		    own_cavalry(g, p))
			continue;
		return refuse(g, arena_printf(&g->arena, "pending[%d]", i),
		    "%s is pending (%s): resolve it with gcacw-retreat first",
		    pending_what(g, p), p->kind == PK_CAVALRY ? "7.7" : "7.6");
	}
	return 0;
}

/* Drop the march's cavalry opportunities: declined (7.7), their hexes
 * kept so that they are not offered again this march. */
int
march_decline(struct game *g, struct march_result *r)
{
	struct march	*m = &g->march;
	hex_t		*d;
	int		 i, n = 0;

	for (i = g->pending.n - 1; i >= 0; i--) {
		struct pending *p = &g->pending.items[i];

		if (!own_cavalry(g, p))
			continue;
		d = arena_alloc(&g->arena, (size_t)(m->ndeclined + 2) *
		    sizeof(*d));
		if (m->ndeclined > 0)
			memcpy(d, m->declined, (size_t)m->ndeclined *
			    sizeof(*d));
		d[m->ndeclined++] = p->from;
		m->declined = d;
		game_note(g, r->notes, "the cavalry retreat opportunity of %s "
		    "is declined (7.7)", p->nunits > 0 ? p->units[0] :
		    "the enemy cavalry");
		pending_drop(g, i);
		n++;
	}
	return n;
}

/* A unit named on the command line: a usage error when there is none. */
static struct unit *
named_unit(struct game *g, const char *opt, const char *name)
{
	struct unit *u = game_unit(g, name);

	if (u == NULL)
		diag_plain(g->diag, ST_USAGE, "%s %s: no unit of that name in "
		    "the file%s", opt, name, game_unit_hint_text(g, name));
	return u;
}

static int
in_play(struct game *g, const char *opt, const struct unit *u,
    const char *rule)
{
	if (u->status == US_IN_PLAY)
		return 0;
	return refuse(g, opt, "%s is %s and out of play (%s)", u->name,
	    unit_status_names[u->status], rule);
}

/* 5.1, 6.5: "eligible to march only if it is currently at a Fatigue
 * Level of 3 or less". */
static int
fresh_enough(struct game *g, const char *opt, const struct unit *u)
{
	if (u->fatigue <= 3)
		return 0;
	return refuse(g, opt, "%s is at Fatigue Level %d: a unit at level 4 "
	    "may not perform an action (5.1, 6.5)", u->name, u->fatigue);
}

/* Roll a Movement Allowance cell ("2D6+1", "1D6, minimum 2"). */
static int
roll_cell(struct game *g, struct dice *d, const struct chart *c,
    const char *row, const char *who, struct march_result *r)
{
	const char	*cell = chart_get(&g->charts, c, row, NULL);
	int		 n, plus, min, i, sum = 0;

	r->allowance_row = row;
	if (cell == NULL) {
		missing_cell(g, c, row, NULL, arena_printf(&g->arena, "the "
		    "Movement Allowance of %s (%s)", who, c ==
		    &chart_movement_allowance ? "5.1" : "5.2"));
		return g->diag->status;
	}
	r->allowance_cell = cell;
	if (march_cell_dice(cell, &n, &plus, &min) < 0) {
		diag_plain(g->diag, ST_DATA, "charts.%s.%s: '%s' is not a "
		    "Movement Allowance this tool can roll (ND6, ND6+K, or "
		    "\"1D6, minimum M\")", c->name, row, cell);
		return ST_DATA;
	}
	for (i = 0; i < n; i++) {
		r->allowance_dice.die[i] = dice_roll(d, g, "movement");
		sum += r->allowance_dice.die[i];
	}
	r->allowance_dice.ndice = n;
	r->rolled = true;
	r->allowance = sum + plus;
	if (r->allowance < min) {
		r->allowance = min;
		r->minimum = true;
	}
	return 0;
}

/* A cell of the extended march modifiers, added when printed. */
static void
xmod(struct game *g, struct march_result *r, const char *row)
{
	const char	*cell;
	long		 v;
	size_t		 n = strlen(r->extended_mods);

	if ((cell = needed_cell(g, &chart_extended_march_modifiers, row, NULL,
	    "the extended march (5.1)")) == NULL)
		return;
	/* A cell supplied wrong is a data error, as one of the table's is:
	 * left out, the roll would be made without the modifier (5.1). */
	if (parse_long_prefix(cell, &v) < 0) {
		diag_plain(g->diag, ST_DATA, "charts.%s.%s: '%s' is not a die "
		    "roll modifier (+N or -N)",
		    chart_extended_march_modifiers.name, row, cell);
		return;
	}
	r->extended_mod += (int)v;
	snprintf(r->extended_mods + n, sizeof(r->extended_mods) - n, "%s%+ld "
	    "%s", n > 0 ? ", " : "", v, row);
}

/*
 * 5.1 Extended March: the die, its modifiers (Charts & Tables), the
 * column by organization and manpower, the result.
 */
static int
extended_march(struct game *g, struct dice *d, struct unit *u,
    struct march_result *r)
{
	const char	*cell, *row;
	int		 m;

	r->extended = true;
	r->extended_col = march_extended_col(u);
	if (!u->exhausted && r->fatigue_to == 4)
		xmod(g, r, "normal-fatigue-3-to-4");
	if (u->exhausted && r->fatigue_to == 3)
		xmod(g, r, "exhausted-fatigue-2-to-3");
	if (u->exhausted && r->fatigue_to == 4)
		xmod(g, r, "exhausted-fatigue-3-to-4");
	if (u->type == U_WAGON)
		xmod(g, r, "wagon-train");
	/* "Garrison Units: a Union unit not belonging to the Army of the
	 * Potomac"; "Other Union Units: all Union units not covered".
	 * Garrison units are "infantry, artillery, and cavalry": a Union
	 * wagon train is always an other unit ("For Union wagons, this
	 * modifier is in addition to the +1 modifier for Other Union
	 * Units"). */
	if (u->side == SIDE_USA)
		xmod(g, r, u->type != U_WAGON && (u->army == NULL ||
		    strcmp(u->army, "potomac") != 0) ? "union-garrison" :
		    "union-other");
	if (g->advanced && u->out_of_supply)
		xmod(g, r, "out-of-supply");
	if (g->diag->status != 0)
		return g->diag->status;
	r->extended_die = dice_roll(d, g, "extended march");
	m = r->extended_die + r->extended_mod;
	row = m <= 5 ? "5" : m >= 8 ? "8" : m == 6 ? "6" : "7";
	r->extended_row = row;
	if ((cell = needed_cell(g, &chart_extended_march, row,
	    r->extended_col, "the extended march (5.1)")) == NULL)
		return g->diag->status;
	r->extended_result = cell;
	if (strcmp(cell, "D") == 0) {
		r->extended_disorganized = !u->disorganized;
		u->disorganized = true;
	} else if (strcmp(cell, "NE") != 0) {
		long v;

		if (parse_long(cell, &v) < 0 || v < 0 || v > 99) {
			diag_plain(g->diag, ST_DATA, "charts.extended-march.%s."
			    "%s: '%s' is not NE, D or a manpower loss", row,
			    r->extended_col, cell);
			return ST_DATA;
		}
		r->extended_loss = march_lose(g, r, u, (int)v,
		    C_EXTENDED_MARCH);
	}
	return 0;
}

/* 5.1 Force March: "only if the unit's Strength marker is currently
 * organized.  Artillery and wagon units can never force march." */
static int
force_allowed(struct game *g, const struct unit *u, bool after_extended)
{
	const struct restriction *rs;

	if ((rs = restrict_force(g, u)) != NULL)
		return restrict_refuse(g, "--force", u->name, rs);
	if (u->type == U_ARTILLERY || u->type == U_WAGON)
		return refuse(g, "--force", "%s is %s: artillery and wagon "
		    "units can never force march (5.1)", u->name,
		    u->type == U_ARTILLERY ? "artillery" : "a wagon train");
	if (u->disorganized)
		return refuse(g, "--force", "%s is disorganized%s: only an "
		    "organized unit may force march (5.1)", u->name,
		    after_extended ? " by its extended march" : "");
	/* SJW 18.0, Advanced Game: in the turn of the Union Panic and the
	 * next, "His units may not conduct a forced march." */
	if (u->side == SIDE_USA && game_union_panic(g))
		return refuse(g, "--force", "the Union Panic of turn %d: Union "
		    "units may not force march this turn (SJW 18.0)",
		    g->union_panic);
	return 0;
}

static int
force_march(struct game *g, struct dice *d, struct unit *u,
    struct march_result *r)
{
	bool	cav = u->type == U_CAVALRY;
	int	i, sum = 0, min = cav ? 4 : 2;

	r->force = true;
	r->force_dice.ndice = cav ? 2 : 1;
	for (i = 0; i < r->force_dice.ndice; i++) {
		r->force_dice.die[i] = dice_roll(d, g, "force march");
		sum += r->force_dice.die[i];
	}
	/* "subtract 1 ... The minimum bonus is 2 MP for infantry, 4 MP
	 * for cavalry." */
	r->force_bonus = sum - 1 < min ? min : sum - 1;
	u->disorganized = true;
	r->force_loss = march_lose(g, r, u, march_force_loss(u, sum),
	    C_FORCE_MARCH);
	return 0;
}

/* 5.2 step 6: "its Leader Activation marker is removed". */
static void
drop_selected(struct march *m, const char *name)
{
	int i;

	for (i = 0; i < m->nselected; i++)
		if (strcmp(m->selected[i], name) == 0)
			break;
	if (i == m->nselected)
		return;
	for (; i + 1 < m->nselected; i++)
		m->selected[i] = m->selected[i + 1];
	m->nselected--;
}

/*
 * The action is now u's march: in an activation, a selected unit's (5.2
 * step 6), else a March action of its own (5.1).
 */
static void
march_of(struct game *g, const struct unit *u, bool activation)
{
	struct march *m = &g->march;

	if (activation)
		drop_selected(m, u->name);
	else {
		memset(m, 0, sizeof(*m));
		m->kind = "march";
		m->allowance = -1;
		g->has_action = true;
	}
	m->unit = u->name;
}

/* Room for one more pontoon bridge marker. */
static struct pontoon *
arena_realloc_pontoons(struct game *g)
{
	struct markers	*mk = &g->markers;
	struct pontoon	*v = arena_alloc(&g->arena, (size_t)(mk->npontoons +
			    1) * sizeof(*v));

	if (mk->npontoons > 0)
		memcpy(v, mk->pontoons, (size_t)mk->npontoons * sizeof(*v));
	return v;
}

/*
 * Steps 1 to 3 of 5.1 (steps 6 and 7 of 5.2 in an activation, where the
 * allowance is the leader's): the allowance, fatigue, the extended march,
 * the force march.  Then the action is the unit's, and its path follows.
 */
static int
begin(struct game *g, struct dice *d, const struct march_order *o,
    struct unit *u, struct march_result *r)
{
	struct march	*m = &g->march;
	const struct restriction *rs;
	bool		 activation = action_in_progress(g) && m->leader != NULL;
	int		 st;

	if (o->force && (st = force_allowed(g, u, false)) != 0)
		return st;
	/* The scenario's no-extended-march: refused before any die. */
	if (march_is_extended(u, u->fatigue + 1) &&
	    (rs = restrict_extended(g, u)) != NULL)
		return restrict_refuse(g, "--unit", u->name, rs);
	r->from = u->hex;
	if (activation) {
		r->allowance = m->allowance / 2;
		r->leader = game_leader(g, m->leader);
	} else if ((st = roll_cell(g, d, &chart_movement_allowance,
	    march_allowance_row(u), u->name, r)) != 0)
		return st;
	r->fatigue_from = u->fatigue;
	r->fatigue_to = ++u->fatigue;
	if (march_is_extended(u, u->fatigue) && (st = extended_march(g, d, u,
	    r)) != 0)
		return st;
	if (o->force && !r->eliminated) {
		if ((st = force_allowed(g, u, true)) != 0)
			return st;
		force_march(g, d, u, r);
	}
	/* SIV 15.0 Command Stagnation: from the allowance, before the force
	 * march bonus is added to it (5.1 step 3). */
	r->mp_start = restrict_allowance(g, u, r->allowance, activation,
	    r->notes) + r->force_bonus;
	march_of(g, u, activation);
	m->mp = 2 * r->mp_start;
	m->start = r->from;	/* u->hex is gone if its march killed it */
	m->attacks = 0;
	m->ended = false;
	m->declined = NULL;
	m->ndeclined = 0;
	if (o->remove_flanks)
		march_lift_flanks(g, u, r);
	/* DESIGN.md section 5: "A unit whose own march brings its
	 * manpower to 0 is eliminated and the march is over": no MP left. */
	if (r->eliminated) {
		m->mp = 0;
		m->ended = true;
		r->stop = MS_ELIMINATED;
		r->action_over = m->leader == NULL || m->nselected == 0;
		return 0;
	}
	return march_walk(g, d, o, u, r, true);
}

/* Has the scenario's one march-bridge been built (a fixed pontoon)? */
static bool
bridge_built(const struct game *g)
{
	int i;

	for (i = 0; i < g->markers.npontoons; i++)
		if (g->markers.pontoons[i].fixed)
			return true;
	return false;
}

/*
 * A scenario's pontoon bridge built by a march action (the restriction
 * kind march-bridge; SIV Piedmont special rule 6: "by activating Moor or
 * Thoburn for a march action while adjacent to a ford over a major
 * river ...  That unit gains one fatigue level as usual.  However,
 * instead of marching, the unit remains in place and a pontoon bridge is
 * extended from the unit's hex across the major river ford (no die is
 * rolled) ... This bridge can never be moved and this ability can only be used
 * once per scenario ... does not need to make an extended march roll").
 * No Movement Allowance is rolled: the unit does not march (RULINGS).
 */
static int
march_bridge(struct game *g, const struct march_order *o, struct unit *u,
    struct march_result *r)
{
	const struct restriction *x = scenario_restriction(g, RK_MARCH_BRIDGE,
			    u->name, u->side);
	struct march	*m = &g->march;
	struct pontoon	*p;
	hexside_t	 hs = o->pontoon;
	unsigned	 f = map_hexside(&g->map, hexside_a(hs), hexside_b(hs));
	char		 id[32];
	bool		 activation = action_in_progress(g) && m->leader != NULL;

	hexside_format(g->map.geo, hs, id);
	if (x == NULL)
		return refuse(g, "--pontoon", "no rule of the scenario lets %s "
		    "build a pontoon bridge by a march action; bridges are "
		    "built in the Recovery Phase (10.1: gcacw-recover "
		    "--bridge)", u->name);
	if (bridge_built(g))
		return refuse(g, "--pontoon", "the scenario's pontoon bridge "
		    "has been built: \"this ability can only be used once per "
		    "scenario\" (%s)", x->rule);
	if (u->demoralized > 0)
		return refuse(g, "--pontoon", "%s is demoralized: a demoralized "
		    "unit may not build a bridge (11.0)", u->name);
	if (hexside_a(hs) != u->hex && hexside_b(hs) != u->hex)
		return refuse(g, "--pontoon", "%s is not in either hex %s "
		    "connects: the bridge is extended from the unit's hex (%s)",
		    u->name, id, x->rule);
	if (!(f & HS_MAJOR_RIVER) || !((f & HS_FORD) || ((f & HS_BRIDGE) &&
	    game_destroyed(g, hexside_a(hs), hexside_b(hs)))))
		return refuse(g, "--pontoon", "%s is not a ford over a major "
		    "river (a destroyed bridge counts as one) (%s)", id,
		    x->rule);
	if (game_pontoon(g, hexside_a(hs), hexside_b(hs)) != NULL)
		return refuse(g, "--pontoon", "a pontoon bridge crosses %s "
		    "already (10.1)", id);
	r->from = u->hex;
	r->fatigue_from = u->fatigue;
	r->fatigue_to = u->fatigue < 4 ? ++u->fatigue : u->fatigue;
	r->bridge_rule = x->rule;
	r->bridge_at = hs;
	march_of(g, u, activation);
	m->mp = 0;
	m->start = u->hex;
	m->ended = true;
	g->markers.pontoons = arena_realloc_pontoons(g);
	p = &g->markers.pontoons[g->markers.npontoons++];
	memset(p, 0, sizeof(*p));
	p->hexside = hs;
	p->owner = u->side;
	p->fixed = true;
	game_note(g, r->notes, "%s stays in place and extends a pontoon bridge "
	    "across %s, no die rolled and no extended march; it can never be "
	    "moved (%s)", u->name, id, x->rule);
	r->stop = MS_ENDED;
	r->action_over = m->leader == NULL || m->nselected == 0;
	return 0;
}

/*
 * 5.2 step 9: "Steps 6-8 are repeated for each unit chosen to
 * participate": choosing the next selected unit ends the march of the
 * one marching, where it stands (RULINGS: --end ends the activation).
 */
static void
next_selected(struct game *g, struct march_result *r)
{
	struct march	*m = &g->march;
	struct unit	*p = game_unit(g, m->unit);

	m->ended = true;
	if (p == NULL || p->status != US_IN_PLAY)
		return;
	game_note(g, r->notes, "%s's march ends where it stands, %s MP "
	    "unspent, as the next selected unit marches (5.2)", p->name,
	    arena_printf(&g->arena, "%d%s", m->mp / 2, m->mp % 2 != 0 ?
	    "½" : ""));
	march_ended(g, r, p);
}

static int
order_march(struct game *g, struct dice *d, const struct march_order *o,
    struct march_result *r)
{
	struct march	*m = &g->march;
	const struct restriction *rs;
	struct unit	*u;
	int		 st, i;

	if ((u = named_unit(g, "--unit", o->unit)) == NULL)
		return ST_USAGE;
	r->unit = u;
	/* 5.2 steps 6-8: a selected unit's march is part of the activation;
	 * anything else is a new action (4.2, 5.0). */
	if (action_in_progress(g) && m->leader != NULL) {
		for (i = 0; i < m->nselected; i++)
			if (strcmp(m->selected[i], u->name) == 0)
				break;
		if (i == m->nselected)
			return refuse(g, "--unit", "%s is not selected for the "
			    "activation of %s, whose units still to march are "
			    "%s; or end it with --end (5.2)", u->name,
			    m->leader, march_list(g, m->selected,
			    m->nselected));
		if (m->unit != NULL && !m->ended)
			next_selected(g, r);
	} else if ((st = sequence_begin(g, u->side, "--unit", u->name,
	    "a March")) != 0)
		return st;
	else
		sequence_begun(g);
	if ((st = in_play(g, "--unit", u, "5.1")) != 0 ||
	    (st = fresh_enough(g, "--unit", u)) != 0)
		return st;
	if ((rs = restrict_act(g, u->name, u->side, u->hex)) != NULL)
		return restrict_refuse(g, "--unit", u->name, rs);
	if (o->remove_flanks && (st = march_flanks_check(g, u)) != 0)
		return st;
	if (o->has_pontoon)
		return march_bridge(g, o, u, r);
	return begin(g, d, o, u, r);
}

static int
order_continue(struct game *g, struct dice *d, const struct march_order *o,
    struct march_result *r)
{
	struct march	*m = &g->march;
	struct unit	*u;
	int		 declined;

	if (!g->has_action || m->unit == NULL || m->ended)
		return refuse(g, "--continue", "no march is in progress to "
		    "continue (6.1)%s", g->has_action && m->ended ?
		    ": the last one has ended" : "");
	u = game_unit(g, m->unit);
	if (u == NULL || u->status != US_IN_PLAY)
		return refuse(g, "--continue", "%s is out of play: its march "
		    "is over", m->unit);
	r->unit = u;
	r->from = u->hex;
	if (m->leader != NULL)
		r->leader = game_leader(g, m->leader);
	r->mp_before = r->mp_after = m->mp;
	declined = march_decline(g, r);
	if (!o->has_path && !o->refuse_flanks && !o->has_dismantle &&
	    !o->has_destroy)
		return declined > 0 ? 0 : refuse_usage(g->diag, "--continue: "
		    "give --path H,... (or --refuse-flanks, --dismantle, "
		    "--destroy); with a cavalry retreat pending, --continue "
		    "alone declines it (7.7)");
	return march_walk(g, d, o, u, r, false);
}

static int
order_end(struct game *g, struct dice *d, const struct march_order *o,
    struct march_result *r)
{
	struct march	*m = &g->march;
	struct unit	*u;
	bool		 marching;

	if (!action_in_progress(g))
		return refuse(g, "--end", "no action is in progress to end");
	r->unit = m->unit != NULL ? game_unit(g, m->unit) : NULL;
	marching = r->unit != NULL && !m->ended && r->unit->status ==
	    US_IN_PLAY;
	r->mp_before = r->mp_after = m->mp;
	if (m->leader != NULL)
		r->leader = game_leader(g, m->leader);
	march_decline(g, r);
	/* 10.2: "ends a march in either of the two hexes". */
	if (marching && !o->refuse_flanks && !o->has_dismantle &&
	    !o->has_destroy)
		march_ended(g, r, r->unit);
	if (o->refuse_flanks || o->has_dismantle) {
		int st;

		u = r->unit;
		if (u == NULL || m->ended || u->status != US_IN_PLAY)
			return refuse(g, o->refuse_flanks ? "--refuse-flanks" :
			    "--dismantle", "no unit is marching: %s (%s)",
			    o->refuse_flanks ? "flanks are refused at the end "
			    "of a march" : "a pontoon bridge is dismantled "
			    "during a march", o->refuse_flanks ? "7.8" :
			    "10.2");
		r->from = u->hex;
		if ((st = march_walk(g, d, o, u, r, false)) != 0)
			return st;
	}
	/* 10.2: "ends a march in either of the two hexes": this --end ends
	 * the unit's march (not one that was over already). */
	if (o->has_destroy) {
		int st;

		if (!marching)
			return refuse(g, "--destroy", "no unit's march ends "
			    "here: a bridge or ferry is destroyed by a unit "
			    "ending its march (10.2)");
		m->ended = true;
		r->from = r->from == HEX_NONE ? r->unit->hex : r->from;
		if ((st = march_destroy(g, d, o, r->unit, r)) != 0)
			return st;
	}
	/* 5.2: the activation ends with the march; the units still
	 * selected do not march. */
	if (m->nselected > 0) {
		r->selected = m->selected;
		r->nselected = m->nselected;
	}
	m->nselected = 0;
	m->ended = true;
	r->stop = r->stop == MS_NONE ? MS_ENDED : r->stop;
	r->action_over = true;
	return 0;
}

/*
 * 5.2 steps 1 to 5: the leader, the units selected, the leader's
 * Movement Allowance, the leader's one transfer.
 */
static int
order_leader(struct game *g, struct dice *d, const struct march_order *o,
    struct march_result *r)
{
	struct march	*m = &g->march;
	struct leader	*l = game_leader(g, o->leader);
	const struct restriction *rs;
	struct unit	*u, *to = NULL;
	const char	**sel;
	int		 i, j, st;

	if (l == NULL) {
		diag_plain(g->diag, ST_USAGE, "--leader %s: no leader of that "
		    "name in the file", o->leader);
		return ST_USAGE;
	}
	r->leader = l;
	if ((st = sequence_begin(g, l->side, "--leader", l->name,
	    "an Activate Leader action")) != 0)
		return st;
	sequence_begun(g);
	if (l->status != US_IN_PLAY || l->with < 0)
		return refuse(g, "--leader", "%s is out of play", l->name);
	/* 5.2: "Only one district, division, or corps leader". */
	if (l->rank == R_ARMY)
		return refuse(g, "--leader", "%s is an army leader: only a "
		    "district, division or corps leader may be activated "
		    "(5.2)", l->name);
	if ((rs = restrict_act(g, l->name, l->side,
	    g->units[l->with].hex)) != NULL)
		return restrict_refuse(g, "--leader", l->name, rs);
	sel = arena_alloc(&g->arena, (size_t)(o->nunits + 1) * sizeof(*sel));
	for (i = 0; i < o->nunits; i++) {
		if ((u = named_unit(g, "--units", o->units[i])) == NULL)
			return ST_USAGE;
		for (j = 0; j < i; j++)
			if (strcmp(sel[j], u->name) == 0) {
				diag_plain(g->diag, ST_USAGE, "--units: %s is "
				    "named twice", u->name);
				return ST_USAGE;
			}
		if ((st = in_play(g, "--units", u, "5.2")) != 0 ||
		    (st = fresh_enough(g, "--units", u)) != 0)
			return st;
		if ((rs = restrict_act(g, u->name, u->side, u->hex)) != NULL)
			return restrict_refuse(g, "--units", u->name, rs);
		if (u->side != l->side)
			return refuse(g, "--units", "%s is not of %s's side "
			    "(5.2)", u->name, l->name);
		if (u->type == U_CAVALRY && u->side == SIDE_USA &&
		    g->module->usa_cavalry_no_command)
			return refuse(g, "--units", "%s is Union cavalry, which "
			    "belongs to no command in this game and marches "
			    "only on its own (5.2)", u->name);
		/* 5.2: "Artillery units in any game may be selected to join
		 * in an Activate Leader action of any non-cavalry leader." */
		if (!leader_subordinate(g, l, u) && !(u->type == U_ARTILLERY &&
		    !l->cavalry))
			return refuse(g, "--units", "%s does not belong to %s's "
			    "command%s (5.2)", u->name, l->name,
			    u->type == U_ARTILLERY ? ", and artillery joins "
			    "only a non-cavalry leader" : "");
		if (!march_in_radius(g, l, u->hex))
			return refuse(g, "--units", "%s is outside %s's command "
			    "radius: three hexes, not into an enemy-occupied "
			    "hex or an enemy ZOC not occupied by a friendly "
			    "unit (2.5, 5.2)", u->name, l->name);
		sel[i] = u->name;
		if (o->leader_to != NULL && strcmp(o->leader_to, u->name) == 0)
			to = u;
	}
	if (o->leader_to != NULL && to == NULL) {
		if (named_unit(g, "--leader-to", o->leader_to) == NULL)
			return ST_USAGE;
		return refuse(g, "--leader-to", "%s is not one of the units "
		    "selected: the active leader transfers only to a selected "
		    "subordinate unit (5.2 step 5)", o->leader_to);
	}
	if ((st = roll_cell(g, d, &chart_leader_movement_allowance,
	    march_leader_row(g, l), l->name, r)) != 0)
		return st;
	if (to != NULL) {
		r->transfer_from = g->units[l->with].name;
		l->with = (int)(to - g->units);
		r->leader_to = to->name;
	}
	memset(m, 0, sizeof(*m));
	g->has_action = true;
	m->kind = "activate-leader";
	m->leader = l->name;
	m->mp = 2 * r->allowance;
	m->allowance = 2 * r->allowance;
	m->start = HEX_NONE;
	m->selected = sel;
	m->nselected = o->nunits;
	m->transferred = to != NULL;
	r->selected = sel;
	r->nselected = o->nunits;
	r->mp_start = r->allowance;
	return 0;
}

/*
 * 3.0: the Leader Transfer Phase comes once a turn, and each leader
 * transfers once in it ("tracing a path of contiguous hexes, 10 hexes or
 * fewer"; two would double the distance).  The log says whether he has.
 */
static int
transferred(struct game *g, const struct leader *l)
{
	const struct node	*e, *v;
	int			 i;

	for (i = 0; g->log != NULL && i < g->log->n; i++) {
		e = g->log->items[i];
		if (!node_is(node_get(e, "op"), "leader-transfer") ||
		    !node_is(node_get(e, "leader"), l->name) ||
		    (v = node_get(e, "turn")) == NULL || v->kind != N_SCALAR ||
		    atoi(v->str) != g->turn)
			continue;
		v = node_get(e, "to");
		return refuse(g, "--transfer", "%s has transferred this turn "
		    "already, to %s: each leader transfers once, in the "
		    "Leader Transfer Phase (3.0, 6.3)", l->name, v != NULL &&
		    v->kind == N_SCALAR ? v->str : "another unit");
	}
	return 0;
}

/*
 * The Leader Transfer Phase (3.0, 6.3): "tracing a path of contiguous
 * hexes, 10 hexes or fewer, not through enemy-occupied hexes", to a unit
 * of his command: 6.3, "it must always be stacked with a subordinate
 * unit".
 */
static int
order_transfer(struct game *g, const struct march_order *o,
    struct march_result *r)
{
	struct leader	*l = game_leader(g, o->leader);
	struct unit	*u, *from;
	char		 a[16], b[16];
	int		 n, st;

	if (l == NULL) {
		diag_plain(g->diag, ST_USAGE, "--transfer %s: no leader of "
		    "that name in the file", o->leader);
		return ST_USAGE;
	}
	if ((u = named_unit(g, "--to", o->to)) == NULL)
		return ST_USAGE;
	r->leader = l;
	if (action_in_progress(g))
		return refuse(g, "action", "an action is in progress: the "
		    "Leader Transfer Phase comes before the Action Cycle "
		    "(3.0); end it with --end first");
	if ((st = transferred(g, l)) != 0)
		return st;
	if (l->status != US_IN_PLAY || l->with < 0)
		return refuse(g, "--transfer", "%s is out of play", l->name);
	if (u->status != US_IN_PLAY)
		return refuse(g, "--to", "%s is out of play", u->name);
	if (u->side != l->side)
		return refuse(g, "--to", "%s is not of %s's side (6.3)",
		    u->name, l->name);
	/* 6.3: a leader "must always be stacked with a subordinate unit";
	 * artillery outside his command joins an activation (5.2) but is
	 * not his to be with. */
	if (!leader_subordinate(g, l, u))
		return refuse(g, "--to", "%s does not belong to %s's command: "
		    "a leader transfers from one subordinate unit to another "
		    "(3.0, 6.3)", u->name, l->name);
	from = &g->units[l->with];
	if (from == u)
		return refuse(g, "--to", "%s is already with %s", l->name,
		    u->name);
	n = march_transfer_hexes(g, l->side, from->hex, u->hex, 10);
	hex_format(g->map.geo, from->hex, a);
	hex_format(g->map.geo, u->hex, b);
	if (n < 0)
		return refuse(g, "--to", "no path of 10 hexes or fewer, not "
		    "through enemy-occupied hexes, leads from %s to %s (6.3)",
		    a, b);
	r->transfer_from = from->name;
	r->transfer_to = u->name;
	r->transfer_hexes = n;
	r->from = from->hex;
	l->with = (int)(u - g->units);
	return 0;
}

int
march_resolve(struct game *g, struct dice *d, const struct march_order *o,
    struct march_result *r)
{
	int st = 0, i;

	memset(r, 0, sizeof(*r));
	r->op = o->op;
	r->from = HEX_NONE;
	r->flanks_hex = HEX_NONE;
	r->flanks_refused_hex = HEX_NONE;
	r->notes = node_seq(&g->arena, S_BLOCK);
	if (o->op == MO_TRANSFER)
		st = sequence_in(g, PH_LEADER_TRANSFER, "--transfer");
	else if (o->op != MO_REACH)
		st = sequence_in(g, PH_ACTION, o->op == MO_LEADER ? "--leader" :
		    o->op == MO_CONTINUE ? "--continue" : o->op == MO_END ?
		    "--end" : "--unit");
	if (st != 0)
		return st;
	if (o->op != MO_REACH && (st = pending_first(g, o)) != 0)
		return st;
	switch (o->op) {
	case MO_MARCH:
		st = order_march(g, d, o, r);
		break;
	case MO_CONTINUE:
		st = order_continue(g, d, o, r);
		break;
	case MO_END:
		st = order_end(g, d, o, r);
		break;
	case MO_LEADER:
		st = order_leader(g, d, o, r);
		break;
	case MO_TRANSFER:
		st = order_transfer(g, o, r);
		break;
	case MO_REACH:
	default:
		return march_reach(g, o, r);
	}
	if (st != 0 || g->diag->status != 0)
		return st != 0 ? st : g->diag->status;
	/* SIV 15.0: "Once a Confederate infantry unit moves within 5 hexes
	 * of a Union infantry unit", each hex its march entered. */
	for (i = 0; r->unit != NULL && i < r->nsteps; i++)
		if (restrict_penalty_lift(g, r->unit, r->steps[i].hex,
		    r->notes))
			break;
	/* SIV 27.1 special rules 1a, 2a: lifted "the moment" a unit
	 * enters those hexes. */
	for (i = 0; r->unit != NULL && i < r->nsteps; i++)
		(void)restrict_entered(g, r->unit, r->steps[i].hex, r->notes);
	march_log(g, r);
	return 0;
}

/*
 * --advance [--path]: the advance after combat (gcacw-retreat's rule,
 * 7.6), then the march goes on along the path: "Regardless of whether or
 * not a unit obtaining an "a" advances, its march may continue as long
 * as it did not also suffer a "D", "F", "f", or "E" result.  However, it
 * may not continue to move if it advances into an enemy ZOC."  The path
 * is checked as --continue's is (6.2 refuses the ZOC exit).
 */
int
march_advance(struct game *g, struct dice *d, const struct march_order *o,
    const char *const *units, int nunits, struct retreat *ra,
    struct march_result *r)
{
	struct march_order	 c;
	struct unit		*u;
	char			 id[16];
	int			 st;

	memset(r, 0, sizeof(*r));
	r->op = MO_REACH;	/* nothing to explain without a path */
	if ((st = sequence_in(g, PH_ACTION, "--advance")) != 0 ||
	    (st = advance(g, ra, units, nunits)) != 0 || !o->has_path)
		return st;
	u = g->march.unit != NULL ? game_unit(g, g->march.unit) : NULL;
	if (u != NULL && u->status == US_IN_PLAY && !g->march.ended &&
	    zoc_of_side(g, side_enemy(u->side), u->hex) == ZOC_NORMAL) {
		hex_format(g->map.geo, u->hex, id);
		return refuse(g, "--path", "%s advanced into enemy ZOC in %s: "
		    "it may not continue to move; it attacks again or ends its "
		    "march (7.6)", u->name, id);
	}
	c = *o;
	c.op = MO_CONTINUE;
	return march_resolve(g, d, &c, r);
}
