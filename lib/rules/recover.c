/*
 * recover.c — the Recovery Phase (8.0): the orders checked before anything
 * changes, the dice in the order the orders were given, then the phase
 * strictly in the rule's order; entrenchments (9.0) and foraging (SIV
 * 24.3, SJW 20.4).  Pontoon bridges and repairs are in bridges.c, the log
 * entry and the words in explain_recover.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charts.h"
#include "combat.h"
#include "names.h"
#include "module.h"
#include "recover.h"

const char *const recover_activity_names[] = { "entrench", "bridge",
    "repair", "forage" };
const char *const recover_activity_options[] = { "--entrench", "--bridge",
    "--repair", "--forage" };

/* How refusals name each activity, and its rule. */
static const char *const doing[] = { "entrenching",
    "building a pontoon bridge", "repairing a bridge or ferry", "foraging" };
static const char *const to_do[] = { "entrench", "build a pontoon bridge",
    "repair a bridge or ferry", "forage" };
static const char *const activity_rule[] = { "9.0", "10.1", "10.3", "8.0" };

/*
 * Scenario rules that forbid entrenching.  The scenarios issue fills this
 * table (SJW 13.3 Stuart's Raid, special rule 6, "Neither player may
 * entrench in this scenario", is the first waiting; the rules that hold
 * named units back until a turn need more than a side and a turn, and
 * come with it too).  The tests supply their own through
 * recover_orders.bans.
 */
const struct entrench_ban entrench_bans[] = {
	{ NULL, NULL, -1, 0, NULL }
};

/*
 * What the games change in this phase.  10.1: SIV's minor river Bridge
 * markers are "not a limit", and its Union units may not bridge a major
 * river; SJW 19.0 (Advanced Game): the Confederate player never builds a
 * major-river bridge, the Union player one at a time; 10.3: SIV's Union
 * repairs need a county the Union controls; the Forage rules are each
 * game's (SIV 24.3, SJW 20.4); 8.0 step 6 is SIV's.
 */
const struct recover_rules *
recover_rules(const struct game *g)
{
	return &g->module->recover;
}

int
recover_refuse(struct game *g, const struct unit *u, const char *fmt, ...)
{
	char	msg[512];
	va_list	ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return diag_refuse(g->diag, arena_printf(&g->arena, "units.%s",
	    u->name), "%s", msg);
}

static const char *
forage_rule(const struct game *g)
{
	return recover_rules(g)->forage == FORAGE_SJW ? "SJW 20.4" :
	    "SIV 24.3";
}

/* Does the unit stand in a redoubt it may benefit from (9.0)? */
static bool
own_redoubt(const struct game *g, const struct unit *u)
{
	const struct hexinfo *x = map_hex(&g->map, u->hex);

	/* 9.0: "All Naval Batteries ... also contain a Confederate
	 * redoubt." */
	return x != NULL && (((x->features & HF_REDOUBT) &&
	    x->redoubt_side == (int)u->side) ||
	    ((x->features & HF_NAVAL_BATTERY) && u->side == SIDE_CSA));
}

/*
 * 9.0, Entrenchments (1862).  An Abatis marker is not part of this
 * procedure (the 1863 and later ones, which the rulebooks here do not
 * give, build it): it is not built on, and entrenching refuses rather
 * than guess what it would become.
 */
int
entrench_next(const struct game *g, const struct unit *u)
{
	switch (u->entrenchment) {
	case E_NONE:
		return own_redoubt(g, u) ? E_BREASTWORK : E_BREASTWORK_BUILD;
	case E_BREASTWORK_BUILD:
		return E_BREASTWORK;
	case E_BREASTWORK:
		return E_FORT_BUILD;
	case E_FORT_BUILD:
		return E_FORT;
	case E_ABATIS:
	case E_FORT:
		break;
	}
	return -1;
}

/* The unit an order names; an unknown name is a usage error. */
static int
order_unit(struct game *g, struct recover_attempt *a)
{
	const struct recover_order *o = a->order;

	a->unit = game_unit(g, o->unit);
	if (a->unit != NULL || game_leader(g, o->unit) != NULL)
		return 0;
	diag_plain(g->diag, ST_USAGE, "%s %s: no unit of that name",
	    recover_activity_options[o->activity], o->unit);
	return ST_USAGE;
}

/* A leader, or a unit out of play, may do nothing of this phase. */
static int
order_in_play(struct game *g, struct recover_attempt *a)
{
	const struct recover_order	*o = a->order;
	static const char *const	 leaders_may_not[] = { "entrench",
	    "build pontoon bridges", "repair bridges or ferries", "forage" };
	static const char *const	 leader_rule[] = { "9.0", "10.1",
	    "10.3", NULL };

	if (a->unit == NULL)
		return diag_refuse(g->diag, arena_printf(&g->arena,
		    "leaders.%s", o->unit), "%s is a leader: leaders may not "
		    "%s (%s)", o->unit, leaders_may_not[o->activity],
		    leader_rule[o->activity] != NULL ?
		    leader_rule[o->activity] : forage_rule(g));
	if (a->unit->status != US_IN_PLAY)
		return recover_refuse(g, a->unit, "%s is %s and out of play: "
		    "only units on the map may %s (8.0)", o->unit,
		    unit_status_names[a->unit->status], to_do[o->activity]);
	a->from = a->unit->hex;
	return 0;
}

static const struct entrench_ban *
entrench_banned(const struct game *g, const struct entrench_ban *bans,
    const struct unit *u)
{
	for (; bans != NULL && bans->game != NULL; bans++)
		if (strcmp(bans->game, g->module->name) == 0 &&
		    g->scenario != NULL && bans->scenario != NULL &&
		    strcmp(bans->scenario, g->scenario) == 0 &&
		    (bans->side < 0 || bans->side == (int)u->side) &&
		    (bans->last_turn == 0 || g->turn <= bans->last_turn))
			return bans;
	return NULL;
}

static int
entrench_check(struct game *g, struct recover *r, struct recover_attempt *a)
{
	const struct entrench_ban	*ban;
	struct unit			*u = a->unit;
	int				 next;

	ban = entrench_banned(g, r->orders->bans != NULL ? r->orders->bans :
	    entrench_bans, u);
	if (ban != NULL)
		return recover_refuse(g, u, "no %s unit may entrench in this "
		    "scenario%s (%s)", u->side == SIDE_USA ? "Union" :
		    "Confederate", ban->last_turn > 0 ? arena_printf(&g->arena,
		    " through turn %d", ban->last_turn) : "", ban->rule);
	/* The standard rules name no year (module.h): the rulebooks here
	 * give only the 1862 procedure, so it is the one they are ruled by. */
	if (g->module->year != 1862 && g->module->year != 0)
		return recover_refuse(g, u, "the rulebooks here give only the "
		    "1862 entrenchment procedure; %s is set in %d (9.0)",
		    g->module->title, g->module->year);
	if ((next = entrench_next(g, u)) < 0)
		return recover_refuse(g, u, u->entrenchment == E_FORT ? "%s "
		    "already has a Fort marker: the 1862 procedure builds "
		    "nothing further (9.0)" : "%s has an Abatis marker, which "
		    "the 1862 procedure does not build on (9.0)", u->name);
	a->before = u->entrenchment;
	a->after = next;
	return 0;
}

/* 8.0 step 1, and 9.0, 10.1, 10.3: what every activity needs. */
static int
step1_check(struct game *g, struct recover *r, struct recover_attempt *a)
{
	struct unit	*u = a->unit;
	enum recover_activity act = a->order->activity;
	int		 i;

	for (i = 0; &r->attempts[i] != a; i++)
		if (r->attempts[i].unit == u &&
		    r->attempts[i].order->activity != RA_FORAGE)
			return recover_refuse(g, u, "%s is already ordered to "
			    "%s: a unit may perform only one of entrenching, "
			    "building a bridge and repairing a bridge or ferry "
			    "per Recovery Phase (8.0)", u->name,
			    to_do[r->attempts[i].order->activity]);
	if (g->rain)
		return diag_refuse(g->diag, "rain", "it is a rain turn: %s may "
		    "not %s (8.0, 12.0)", u->name, to_do[act]);
	if (u->demoralized > 0)
		return recover_refuse(g, u, "%s has a Demoralize-%d marker: a "
		    "demoralized unit may not %s (8.0, 11.0)", u->name,
		    u->demoralized, to_do[act]);
	if (u->fatigue != 0)
		return recover_refuse(g, u, "%s needs Fatigue Level 0; %s is "
		    "at %d (8.0, %s)", doing[act], u->name, u->fatigue,
		    activity_rule[act]);
	switch (act) {
	case RA_ENTRENCH:
		return entrench_check(g, r, a);
	case RA_BRIDGE:
		return bridge_check(g, r, a);
	case RA_REPAIR:
		return repair_check(g, r, a);
	default:
		return 0;
	}
}

static void
add_mod(struct recover_attempt *a, const char *rule, int value,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void
add_mod(struct recover_attempt *a, const char *rule, int value,
    const char *fmt, ...)
{
	struct recover_mod	*m;
	va_list			 ap;

	if (a->nmods == (int)(sizeof(a->mods) / sizeof(a->mods[0])))
		return;
	m = &a->mods[a->nmods++];
	m->rule = rule;
	m->value = value;
	va_start(ap, fmt);
	vsnprintf(m->why, sizeof(m->why), fmt, ap);
	va_end(ap);
}

/* A chart's "+1" as a number; the missing-data error when absent. */
static int
chart_number(struct game *g, const char *table, const char *row,
    const char *col, const char *needed_by, int *v)
{
	const struct chart	*c = chart_find(table);
	const char		*cell;
	char			*end;

	cell = c != NULL ? chart_get(&g->charts, c, row, col) : NULL;
	if (cell == NULL || (*v = (int)strtol(cell, &end, 10), *end != '\0')) {
		if (c != NULL)
			chart_missing(g->diag, c, row, col, needed_by);
		return ST_DATA;
	}
	return 0;
}

/*
 * SIV 24.3: a Union unit rolls, adds its Fatigue Level and 1 in the
 * counties the rule lists, and succeeds on 3 or less (the Union Foraging
 * Table).  The rule's text lists Hampshire, Mineral, Hardy, Morgan,
 * Highland and Pendleton; the table omits Highland.  The rule is followed.
 */
static int
forage_siv(struct game *g, struct recover_attempt *a)
{
	static const char *const poor[] = { "Hampshire", "Mineral", "Hardy",
	    "Morgan", "Highland", "Pendleton" };
	const struct chart	*t = chart_find("siv-foraging");
	struct unit		*u = a->unit;
	const char		*cell;
	char			 row[24];
	size_t			 i;
	int			 v, st;

	a->need = -1;
	for (i = 0; t != NULL && (int)i < t->nrows; i++) {
		cell = chart_get(&g->charts, t, t->rows[i], NULL);
		if (cell != NULL && strcmp(cell, "Success") == 0 &&
		    strstr(t->rows[i], "or less") != NULL)
			a->need = atoi(t->rows[i]);
	}
	if (a->need < 0) {
		if (t != NULL)
			chart_missing(g->diag, t, "3 or less", NULL, "foraging "
			    "(SIV 24.3)");
		return ST_DATA;
	}
	if (u->fatigue > 0) {
		snprintf(row, sizeof(row), "fatigue-%d", u->fatigue);
		if ((st = chart_number(g, "siv-foraging-modifiers", row, NULL,
		    "foraging (SIV 24.3)", &v)) != 0)
			return st;
		add_mod(a, "SIV 24.3", v, "Fatigue Level %d", u->fatigue);
	}
	for (i = 0; i < sizeof(poor) / sizeof(poor[0]); i++)
		if (strcmp(poor[i], a->county) == 0)
			break;
	if (i < sizeof(poor) / sizeof(poor[0])) {
		if ((st = chart_number(g, "siv-foraging-modifiers", "county",
		    NULL, "foraging (SIV 24.3)", &v)) != 0)
			return st;
		add_mod(a, "SIV 24.3", v, "in %s County", a->county);
	}
	return 0;
}

/*
 * SJW 20.4: either side; roll plus Fatigue Level against the Forage Value
 * of the unit's county for its side.  Dispersal (optional): +1 to an
 * infantry unit for each friendly infantry unit that attempted to forage
 * earlier in the phase in its hex or an adjacent one.
 */
static int
forage_sjw(struct game *g, struct recover *r, struct recover_attempt *a)
{
	struct unit	*u = a->unit;
	int		 i, st;

	if ((st = chart_number(g, "sjw-forage-values", a->county,
	    u->side == SIDE_USA ? "Union" : "Confederate", arena_printf(
	    &g->arena, "%s's foraging in %s County (SJW 20.4)", u->name,
	    a->county), &a->need)) != 0)
		return st;
	if (u->fatigue > 0)
		add_mod(a, "SJW 20.4", u->fatigue, "Fatigue Level %d",
		    u->fatigue);
	if (!r->orders->dispersal || u->type != U_INFANTRY)
		return 0;
	for (i = 0; &r->attempts[i] != a; i++) {
		const struct recover_attempt *b = &r->attempts[i];

		if (b->order->activity == RA_FORAGE && b->unit->side ==
		    u->side && b->unit->type == U_INFANTRY &&
		    (b->from == a->from || hex_adjacent(b->from, a->from)))
			a->dispersal++;
	}
	if (a->dispersal > 0)
		add_mod(a, "SJW 20.4", a->dispersal, "Dispersal: %d friendly "
		    "infantry unit%s foraged earlier in this or an adjacent "
		    "hex", a->dispersal, a->dispersal == 1 ? "" : "s");
	return 0;
}

/* 8.0 step 2, SIV 24.3, SJW 20.4. */
static int
forage_check(struct game *g, struct recover *r, struct recover_attempt *a)
{
	const struct recover_rules	*rr = recover_rules(g);
	const struct hexinfo		*x;
	struct unit			*u = a->unit;
	char				 id[16];
	int				 i;

	if (!g->advanced)
		return diag_refuse(g->diag, "advanced", "foraging is an "
		    "Advanced Game activity (8.0, step 2): this is the Basic "
		    "Game");
	if (rr->forage == FORAGE_NONE)
		return diag_refuse(g->diag, "game", "the standard rules have "
		    "no Forage rules: each game's Advanced Game gives them "
		    "(8.0, step 2)");
	if (rr->forage == FORAGE_SIV && u->side != SIDE_USA)
		return recover_refuse(g, u, "only Union units forage in "
		    "Stonewall in the Valley; Confederate units are always in "
		    "supply (SIV 24.0, 24.3)");
	for (i = 0; i < r->nattempts; i++) {
		const struct recover_attempt *b = &r->attempts[i];

		if (b->unit != u || b == a)
			continue;
		if (b->order->activity != RA_FORAGE)
			return recover_refuse(g, u, "%s is ordered to %s in "
			    "step 1 and may not forage (8.0, %s)", u->name,
			    to_do[b->order->activity], forage_rule(g));
		if (b < a)
			return recover_refuse(g, u, "%s is ordered to forage "
			    "twice: a unit forages at most once a turn (%s)",
			    u->name, forage_rule(g));
	}
	if (u->fatigue > 2)
		return recover_refuse(g, u, "foraging needs Fatigue Level 0, 1 "
		    "or 2; %s is at %d (8.0, %s)", u->name, u->fatigue,
		    forage_rule(g));
	if (!u->out_of_supply)
		return recover_refuse(g, u, "%s is in supply: only "
		    "out-of-supply units forage (%s)", u->name, forage_rule(g));
	x = map_hex(&g->map, u->hex);
	if (x == NULL || x->county == NULL) {
		hex_format(g->map.geo, u->hex, id);
		diag_error(g->diag, ST_DATA, (struct pos){ 0, 0 },
		    arena_printf(&g->arena, "map.hexes.%s.county", id),
		    "%s's foraging needs the county of its hex %s (%s): give "
		    "map.hexes.%s.county", u->name, id, forage_rule(g), id);
		return ST_DATA;
	}
	a->county = x->county;
	return rr->forage == FORAGE_SIV ? forage_siv(g, a) :
	    forage_sjw(g, r, a);
}

/* 8.0, 3.0: the phase follows the Action Cycle, and nothing pending. */
static int
phase_ready(struct game *g)
{
	const struct pending *p = pending_head(g);

	if (p != NULL)
		return diag_refuse(g->diag, "pending[0]", "%s is pending "
		    "(7.6): resolve it with gcacw-retreat first",
		    pending_what(g, p));
	if (g->has_action && !g->march.ended)
		return diag_refuse(g->diag, "action", "%s's march is in "
		    "progress: end it with gcacw-march --end first; the "
		    "Recovery Phase follows the Action Cycle (3.0)",
		    g->march.unit != NULL ? g->march.unit : "a unit");
	return 0;
}

int
recover_check(struct game *g, struct recover *r,
    const struct recover_orders *o)
{
	int i, st;

	memset(r, 0, sizeof(*r));
	r->orders = o;
	r->attempts = arena_alloc(&g->arena, (size_t)(o->norders + 1) *
	    sizeof(*r->attempts));
	r->nattempts = o->norders;
	for (i = 0; i < o->norders; i++) {
		r->attempts[i].order = &o->orders[i];
		r->attempts[i].made = true;
	}
	/* Names first: a usage error outranks a refusal. */
	for (i = 0; i < o->norders; i++)
		if ((st = order_unit(g, &r->attempts[i])) != 0)
			return st;
	if ((st = phase_ready(g)) != 0)
		return st;
	for (i = 0; i < o->norders; i++)
		if ((st = order_in_play(g, &r->attempts[i])) != 0)
			return st;
	if (o->dispersal && recover_rules(g)->forage != FORAGE_SJW)
		return diag_refuse(g->diag, "--dispersal", "Dispersal is an "
		    "optional rule of Stonewall Jackson's Way's foraging (SJW "
		    "20.4)");
	for (i = 0; i < o->norders; i++)
		if (o->orders[i].activity != RA_FORAGE &&
		    (st = step1_check(g, r, &r->attempts[i])) != 0)
			return st;
	for (i = 0; i < o->norders; i++)
		if (o->orders[i].activity == RA_FORAGE &&
		    (st = forage_check(g, r, &r->attempts[i])) != 0)
			return st;
	return g->diag->status;
}

void
recover_roll(struct game *g, struct recover *r, struct dice *d)
{
	static const char *const purpose[] = { NULL, "pontoon bridge",
	    "repair", "forage" };
	int i;

	for (i = 0; i < r->nattempts; i++) {
		struct recover_attempt *a = &r->attempts[i];

		if (a->order->activity != RA_ENTRENCH)
			a->die = dice_roll(d, g, purpose[a->order->activity]);
	}
}

static void
changed(struct recover *r, enum recover_step s, struct unit *u)
{
	r->changed[s][r->nchanged[s]++] = u;
}

static void
kept(struct game *g, struct recover *r, struct unit *u, enum recover_step s,
    const char *why)
{
	r->kept = r->nkept == 0 ? arena_alloc(&g->arena, (size_t)(3 *
	    g->nunits + 1) * sizeof(*r->kept)) : r->kept;
	r->kept[r->nkept].unit = u;
	r->kept[r->nkept].step = s;
	r->kept[r->nkept++].why = why;
}

static bool
recovers(const struct unit *u)
{
	return u->status == US_IN_PLAY && u->fatigue <= 1;
}

/*
 * 8.0 steps 3 to 6, every unit in play, one step after another: each
 * exception is read at the start of its own step.
 */
static void
recover_units(struct game *g, struct recover *r)
{
	int		 i;
	struct unit	*u;

	/* 3a: organized, unless Demoralize-2 now or, in the Advanced Game,
	 * out of supply (SJW 20.5 says the same). */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (!recovers(u) || !u->disorganized)
			continue;
		if (u->demoralized == 2)
			kept(g, r, u, RS_3A, "it has a Demoralize-2 marker at "
			    "the start of step 3a");
		else if (g->advanced && u->out_of_supply)
			kept(g, r, u, RS_3A, "it is out of supply, in the "
			    "Advanced Game");
		else {
			u->disorganized = false;
			changed(r, RS_3A, u);
		}
	}
	/* 3b: normal side, unless Demoralize-2 at the start of 3b. */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (!recovers(u) || !u->exhausted)
			continue;
		if (u->demoralized == 2)
			kept(g, r, u, RS_3B, "it has a Demoralize-2 marker at "
			    "the start of step 3b");
		else {
			u->exhausted = false;
			changed(r, RS_3B, u);
		}
	}
	/* 3c: Demoralize-1 removed, Demoralize-2 flipped to 1. */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (recovers(u) && u->demoralized > 0) {
			u->demoralized--;
			changed(r, RS_3C, u);
		}
	}
	/* 4: Fatigue Level 3 or 4, exhausted. */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (u->status == US_IN_PLAY && u->fatigue >= 3 &&
		    !u->exhausted) {
			u->exhausted = true;
			changed(r, RS_4, u);
		}
	}
	/* 5: three Fatigue Levels off, to no less than 0. */
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (u->status == US_IN_PLAY && u->fatigue > 0) {
			u->fatigue = u->fatigue > 3 ? u->fatigue - 3 : 0;
			changed(r, RS_5, u);
		}
	}
	/* 6: SIV Advanced Game, Union units out of supply disorganized. */
	if (!recover_rules(g)->union_supply_disorganizes || !g->advanced)
		return;
	for (i = 0; i < g->nunits; i++) {
		u = &g->units[i];
		if (u->status == US_IN_PLAY && u->side == SIDE_USA &&
		    u->out_of_supply && !u->disorganized) {
			u->disorganized = true;
			changed(r, RS_6, u);
		}
	}
}

static void
forage_resolve(struct recover_attempt *a)
{
	int i;

	a->modified = a->die;
	for (i = 0; i < a->nmods; i++)
		a->modified += a->mods[i].value;
	a->success = a->modified <= a->need;
	if (a->success)
		a->unit->out_of_supply = false;
}

int
recover_resolve(struct game *g, struct recover *r)
{
	int i, s;

	r->notes = node_seq(&g->arena, S_BLOCK);
	r->before = arena_alloc(&g->arena, (size_t)(g->nunits + 1) *
	    sizeof(*r->before));
	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		r->before[i] = (struct recover_before){ u->fatigue,
		    u->disorganized, u->exhausted, u->out_of_supply,
		    u->demoralized, u->entrenchment };
	}
	for (s = 0; s < RS_COUNT; s++)
		r->changed[s] = arena_alloc(&g->arena, (size_t)(g->nunits + 1) *
		    sizeof(struct unit *));
	/* Step 1, in the order the activities were given. */
	for (i = 0; i < r->nattempts; i++) {
		struct recover_attempt *a = &r->attempts[i];

		switch (a->order->activity) {
		case RA_ENTRENCH:
			a->unit->entrenchment = a->after;
			a->success = true;
			break;
		case RA_BRIDGE:
			bridge_resolve(g, r, a);
			break;
		case RA_REPAIR:
			repair_resolve(g, a);
			break;
		default:
			break;
		}
	}
	/* Step 2. */
	for (i = 0; i < r->nattempts; i++)
		if (r->attempts[i].order->activity == RA_FORAGE)
			forage_resolve(&r->attempts[i]);
	recover_units(g, r);
	/* 3.0: the Action Cycle is over; its ended march goes. */
	if (g->has_action) {
		r->cleared_march = g->march.unit;
		g->has_action = false;
	}
	if (g->log == NULL)
		g->log = node_seq(&g->arena, S_BLOCK);
	node_push(&g->arena, g->log, recover_log(g, r));
	return g->diag->status;
}

int
recover_phase(struct game *g, struct dice *d,
    const struct recover_orders *o, FILE *explain)
{
	struct recover	*r = arena_alloc(&g->arena, sizeof(*r));
	int		 st;

	if ((st = recover_check(g, r, o)) != 0)
		return st;
	recover_roll(g, r, d);
	if ((st = recover_resolve(g, r)) != 0)
		return st;
	if (explain != NULL)
		recover_explain(g, r, explain);
	return 0;
}
