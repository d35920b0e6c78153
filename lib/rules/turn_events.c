/*
 * turn_events.c — the Random Events Phase (3.0; SIV 12.0, 15.0; SJW
 * 14.0): two dice on the game's table, and a Rain result's markers —
 * Rain on the Turn Track (12.0 Rain, extensions only), the Minor and
 * Major Rivers Unfordable markers (12.0 River Fordability) and, when
 * rain begins, the provisional swamps' effects (12.0 Rain Effects).
 * In SIV's Advanced Game the other results are applied (15.0): Command
 * Stagnation and its Union penalty as events that last the turn, Ashby's
 * return, the Union Cavalry Reinforcement's die and regiment (18.2).
 * Elsewhere they are recorded for the players to act on.
 */
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "names.h"
#include "phase.h"
#include "refuse.h"
#include "restrict.h"
#include "scenario.h"
#include "sequence.h"
#include "turn.h"
#include "zoc.h"

/* 12.0: "Place Rain markers" only in boxes that hold none. */
static void
place_rain(struct game *g, struct turn_result *r, int n)
{
	int	t, i, *v;
	bool	there;
	char	added[64] = "";

	for (t = g->turn; t <= g->turn + n; t++) {
		for (there = false, i = 0; i < g->nrain_turns; i++)
			there |= g->rain_turns[i] == t;
		if (there)
			continue;
		v = arena_alloc(&g->arena, (size_t)(g->nrain_turns + 1) *
		    sizeof(int));
		if (g->nrain_turns > 0)
			memcpy(v, g->rain_turns, (size_t)g->nrain_turns *
			    sizeof(int));
		v[g->nrain_turns++] = t;
		g->rain_turns = v;
		snprintf(added + strlen(added), sizeof(added) - strlen(added),
		    "%s%d", added[0] != '\0' ? ", " : "", t);
	}
	g->has_rain_turns = true;
	if (added[0] != '\0')
		turn_note(g, r, "Rain markers placed in the Turn %s box%s "
		    "(12.0 Rain)", added, strchr(added, ',') != NULL ? "es" :
		    "");
	else
		turn_note(g, r, "no Rain marker added: the result does not "
		    "extend the rain period (12.0 Rain, note)");
}

/* 12.0 River Fordability: placed, or advanced, by the Rain Number. */
static int
move_unfordable(struct game *g, struct turn_result *r, bool major, int n)
{
	int	*box = major ? &g->unfordable_major : &g->unfordable_minor;
	int	 k = turn_rain_number(g, major, n), was = *box;
	const char *which = major ? "Major" : "Minor";

	if (k < 0)
		return ST_DATA;
	g->has_unfordable = true;
	if (k == 0) {
		turn_note(g, r, "%s River Rain Number 0: the %s Rivers "
		    "Unfordable marker is neither placed nor moved (12.0)",
		    which, which);
		return 0;
	}
	if (was != 0 && was >= g->turn) {
		*box = was + k;
		turn_note(g, r, "%s River Rain Number %d: the %s Rivers "
		    "Unfordable marker advances from Turn %d to Turn %d (12.0)",
		    which, k, which, was, *box);
	} else {
		*box = g->turn + k;
		turn_note(g, r, "%s River Rain Number %d: the %s Rivers "
		    "Unfordable marker is placed on Turn %d (12.0)", which, k,
		    which, *box);
	}
	return 0;
}

/* 12.0 Provisional Swamps: "with no road, pike, or RR". */
static bool
swamp_bound(struct game *g, hex_t h)
{
	hex_t	n[6];
	int	i;

	if (game_terrain(g, h, "12.0 Provisional Swamps") !=
	    T_PROVISIONAL_SWAMP)
		return false;
	hex_neighbours(h, n);
	for (i = 0; i < 6; i++)
		if (game_hexside(g, h, n[i], "12.0 Provisional Swamps") &
		    (HS_ROAD | HS_PIKE | HS_RAILROAD | HS_UNFINISHED_RR))
			return false;
	return true;
}

/*
 * 12.0: "an adjacent, non-enemy occupied hex ... not into another swamp
 * hex or across a major/minor river hexside without a bridge or ferry".
 * 0: illegal; 1: legal, out of enemy ZOC; 2: legal, in enemy ZOC.
 */
static int
swamp_exit(struct game *g, const struct unit *u, hex_t to)
{
	unsigned		 f;
	enum terrain		 t;
	enum side		 e = side_enemy(u->side);

	if (!hex_adjacent(u->hex, to) || !map_on(&g->map, to) ||
	    game_occupied_by(g, to, e))
		return 0;
	t = game_terrain_now(g, to, "12.0 Provisional Swamps");
	if (t == T_SWAMP || t == T_WATER || t == T_NONE)
		return 0;
	f = game_hexside(g, u->hex, to, "12.0 Provisional Swamps");
	if (f & HS_WATER)
		return 0;
	if ((f & HS_RIVER) && (!(f & (HS_BRIDGE | HS_FERRY)) ||
	    game_destroyed(g, u->hex, to)) && game_pontoon(g, u->hex,
	    to) == NULL)
		return 0;
	return zoc_of_side(g, e, to) != ZOC_NONE ? 2 : 1;
}

static const struct turn_swamp_order *
swamp_order(const struct turn_orders *o, const char *unit)
{
	int i;

	for (i = 0; i < o->nswamp; i++)
		if (strcmp(o->swamp[i].unit, unit) == 0)
			return &o->swamp[i];
	return NULL;
}

/* Check every --swamp-move before anything changes. */
static int
check_swamp_orders(struct game *g, const struct turn_orders *o)
{
	struct unit	*u;
	const char	*why;
	hex_t		 h;
	int		 i;

	for (i = 0; i < o->nswamp; i++) {
		if ((u = game_unit(g, o->swamp[i].unit)) == NULL) {
			diag_plain(g->diag, ST_USAGE, "--swamp-move %s: no "
			    "unit of that name%s", o->swamp[i].unit,
			    game_unit_hint_text(g, o->swamp[i].unit));
			return ST_USAGE;
		}
		if (hex_parse(g->map.geo, o->swamp[i].hex, &h, &why) != 0) {
			diag_plain(g->diag, ST_USAGE, "--swamp-move %s=%s: %s",
			    u->name, o->swamp[i].hex, why);
			return ST_USAGE;
		}
	}
	return 0;
}

static int
swamp_move(struct game *g, const struct turn_orders *o,
    struct turn_result *r, struct unit *u)
{
	const struct turn_swamp_order	*so = swamp_order(o, u->name);
	struct turn_swamp		*s;
	hex_t				 n[6], to = HEX_NONE, h;
	int				 i, k, best = 0;
	char				 id[16], tid[16];

	hex_neighbours(u->hex, n);
	for (i = 0; i < 6; i++)
		if ((k = swamp_exit(g, u, n[i])) != 0 && (best == 0 ||
		    k < best)) {
			best = k;
			to = n[i];
		}
	hex_format(g->map.geo, u->hex, id);
	if (so != NULL) {
		hex_parse(g->map.geo, so->hex, &h, NULL);
		hex_format(g->map.geo, h, tid);
		if ((k = swamp_exit(g, u, h)) == 0)
			return refuse_unit(g, u, "--swamp-move %s=%s: %s may "
			    "not go there from %s: adjacent, not enemy "
			    "occupied, not a swamp, not across a river without "
			    "a bridge or ferry (12.0 Provisional Swamps)",
			    u->name, so->hex, u->name, id);
		if (k == 2 && best == 1)
			return refuse_unit(g, u, "--swamp-move %s=%s: %s is in "
			    "enemy ZOC and another hex is not (12.0 "
			    "Provisional Swamps)", u->name, so->hex, tid);
		to = h;
	}
	s = arena_alloc(&g->arena, (size_t)(r->nswamps + 1) * sizeof(*s));
	if (r->nswamps > 0)
		memcpy(s, r->swamps, (size_t)r->nswamps * sizeof(*s));
	r->swamps = s;
	s = &r->swamps[r->nswamps++];
	s->unit = u;
	s->from = u->hex;
	s->to = to;
	s->fatigue = u->fatigue;
	s->disorganized = u->disorganized;
	s->chosen = so != NULL;
	s->zoc = to != HEX_NONE && (so != NULL ? swamp_exit(g, u, to) :
	    best) == 2;
	/* "the unit gains one Fatigue Level and its Strength marker is
	 * disorganized (If it is already disorganized, it is not further
	 * affected.)" */
	if (u->fatigue < 4)
		u->fatigue++;
	u->disorganized = true;
	if (to == HEX_NONE) {
		/* "If no legal hex is available to move into, the unit is
		 * eliminated, and VP are awarded for its loss": the loss is
		 * filed as a retreat loss, a unit eliminated for want of a
		 * hex to go to (7.6). */
		s->lost = u->manpower;
		g->has_ledger = true;
		g->ledger.losses[u->side][C_RETREAT] += u->manpower;
		turn_note(g, r, "%s in provisional swamp %s: fatigue %d -> %d, "
		    "disorganized; no legal hex to move to: eliminated, "
		    "manpower %d lost (12.0 Provisional Swamps)", u->name, id,
		    s->fatigue, u->fatigue, s->lost);
		game_remove_unit(g, u, US_ELIMINATED, r->notes);
		return 0;
	}
	hex_format(g->map.geo, to, tid);
	turn_note(g, r, "%s in provisional swamp %s: fatigue %d -> %d, "
	    "disorganized, moved to %s%s (12.0 Provisional Swamps)", u->name,
	    id, s->fatigue, u->fatigue, tid, s->chosen ? " (--swamp-move)" :
	    s->zoc ? ", into enemy ZOC: no other hex" : "");
	game_place_unit(g, u, to);
	return 0;
}

/* 12.0: "If rain takes effect while one or more units occupy a
 * provisional swamp hex with a Flanks Refused marker, that marker is
 * removed." */
static void
swamp_flanks(struct game *g, struct turn_result *r)
{
	struct markers	*m = &g->markers;
	int		 i, j = 0;
	char		 id[16];

	for (i = 0; i < m->nflanks_refused; i++) {
		hex_t h = m->flanks_refused[i];

		if (game_first_unit(g, h) >= 0 && swamp_bound(g, h)) {
			hex_format(g->map.geo, h, id);
			turn_note(g, r, "the Flanks Refused marker in %s is "
			    "removed (12.0 Provisional Swamps)", id);
			continue;
		}
		m->flanks_refused[j++] = h;
	}
	m->nflanks_refused = j;
}

static int
swamps(struct game *g, const struct turn_orders *o, struct turn_result *r)
{
	struct unit	**in;
	int		  i, n = 0, st;

	swamp_flanks(g, r);
	in = arena_alloc(&g->arena, (size_t)(g->nunits + 1) * sizeof(*in));
	for (i = 0; i < g->nunits; i++)
		if (g->units[i].status == US_IN_PLAY &&
		    g->units[i].hex != HEX_NONE &&
		    swamp_bound(g, g->units[i].hex))
			in[n++] = &g->units[i];
	for (i = 0; i < n; i++)
		if ((st = swamp_move(g, o, r, in[i])) != 0)
			return st;
	for (i = 0; i < o->nswamp; i++)
		if (swamp_order(o, o->swamp[i].unit) == &o->swamp[i]) {
			int k;
			bool found = false;

			for (k = 0; k < r->nswamps; k++)
				found |= strcmp(r->swamps[k].unit->name,
				    o->swamp[i].unit) == 0;
			if (!found)
				return refuse(g, "units", "--swamp-move %s: %s "
				    "is not in a provisional swamp hex without "
				    "road, pike or RR (12.0 Provisional Swamps)",
				    o->swamp[i].unit, o->swamp[i].unit);
		}
	return 0;
}

/* Why no dice are rolled this phase, or NULL. */
static const char *
no_events(struct game *g)
{
	const struct turn_game		*tg = &g->module->turn;
	const struct restriction	*x;

	if (tg->events == NULL)
		return "the Standard rules print no Random Events Table; each "
		    "game uses its own (12.0)";
	if ((x = scenario_restriction(g, RK_NO_RANDOM_EVENTS, "",
	    SIDE_CSA)) != NULL)
		return arena_printf(&g->arena, "random events are not "
		    "determined in this scenario (%s)", x->rule != NULL ?
		    x->rule : g->scen->rule);
	if (!g->advanced && !tg->basic_events)
		return arena_printf(&g->arena, "the Random Event Phase is the "
		    "Advanced Game's (SJW 3.0)");
	if (g->turn < tg->first_turn)
		return arena_printf(&g->arena, "no Random Event is determined "
		    "on Turn %d (%s)", g->turn, tg->events_rule);
	return NULL;
}

/*
 * A scenario's die at the start of a turn (the restriction kind
 * release-roll; SIV 13.4 special rule 6, "At the start of Turn 5 (June
 * 10), the Union player rolls one die.  On a result of 2 or less ... for
 * that turn"): rolled after the Random Events Table's dice; a success
 * releases the restriction's id for this turn only (`released: [{id,
 * turn}]`).
 */
static int
release_rolls(struct game *g, struct dice *d, struct turn_result *r,
    struct node *e)
{
	const struct scenario	*s = g->scen;
	struct arena		*a = &g->arena;
	const struct node	*roller;
	struct node		*v = NULL, *one;
	const char		*id;
	int			 i, die, most;

	for (i = 0; s != NULL && i < s->nr; i++) {
		const struct restriction *x = &s->r[i];

		if (x->kind != RK_RELEASE_ROLL ||
		    !restriction_binds(g, x, "", SIDE_CSA))
			continue;
		id = node_get(x->n, "release")->str;
		most = atoi(node_get(x->n, "at_most")->str);
		roller = node_get(x->n, "roller");
		die = dice_roll(d, g, "release");
		if (dice_missing(d) > 0)
			return 0;
		if (die <= most)
			scenario_release(g, id, g->turn);
		turn_note(g, r, "%s rolls %d for '%s': %s (%s)", roller !=
		    NULL ? roller->str : "the players", die, id, die <= most ?
		    arena_printf(a, "%d or less, released for Turn %d", most,
		    g->turn) : arena_printf(a, "more than %d, not released",
		    most), x->rule);
		one = node_map(a, S_FLOW);
		node_set(a, one, "id", node_scalar(a, id));
		node_set(a, one, "die", node_int(a, die));
		node_set(a, one, "at_most", node_int(a, most));
		node_set(a, one, "released", node_bool(a, die <= most));
		if (v == NULL)
			v = node_seq(a, S_FLOW);
		node_push(a, v, one);
	}
	if (v != NULL)
		node_set(a, e, "release_rolls", v);
	return 0;
}

/* SIV 15.0's events are the Advanced Game's: "In the Basic Game, only
 * the 'Rain' results apply; the other results have no effect" (12.0). */
static bool
siv_advanced(const struct game *g)
{
	return g->advanced && g->module->turn.advanced_events;
}

/* SIV 18.2: "the 'Banks' section of the Cavalry Reinforcements box",
 * the "'Fremont' section": the boxes of the off-map units. */
static const char *const sections[] = { "Cavalry Reinforcements: Banks",
	"Cavalry Reinforcements: Fremont" };
static const char *const section_words[] = { "Banks", "Fremont" };

/* The section of the Cavalry Reinforcements box u is in: 0 Banks,
 * 1 Fremont; -1: none. */
static int
section_of(const struct unit *u)
{
	int k;

	if (u->status != US_OFF_MAP || u->off.box == NULL)
		return -1;
	for (k = 0; k < 2; k++)
		if (strcmp(u->off.box, sections[k]) == 0)
			return k;
	return -1;
}

/* --cavalry U, checked before any die: a regiment the Union player may
 * choose if the die sends him to its section (SIV 18.2). */
static int
check_cavalry(struct game *g, const struct turn_orders *o)
{
	struct unit *u;

	if (o->cavalry == NULL)
		return 0;
	if (!siv_advanced(g))
		return refuse(g, "--cavalry", "%s: no cavalry regiment is "
		    "taken from the Cavalry Reinforcements box in this game: "
		    "%s", o->cavalry, !g->module->turn.advanced_events ?
		    "the box is Stonewall in the Valley's (SIV 18.2)" :
		    "in the Basic Game only the Rain results apply; the other "
		    "results have no effect (SIV 12.0)");
	if ((u = game_unit(g, o->cavalry)) == NULL) {
		diag_plain(g->diag, ST_USAGE, "--cavalry %s: no unit of that "
		    "name%s", o->cavalry, game_unit_hint_text(g, o->cavalry));
		return ST_USAGE;
	}
	if (section_of(u) < 0)
		return refuse(g, "--cavalry", "%s is not in the Cavalry "
		    "Reinforcements box: the Union player chooses one cavalry "
		    "regiment from its Banks or Fremont section (SIV 18.2)",
		    u->name);
	if (u->off.arrives != 0)
		return refuse(g, "--cavalry", "%s has been taken from the "
		    "Cavalry Reinforcements box already: it is due on Turn %d "
		    "(SIV 18.2)", u->name, u->off.arrives);
	return 0;
}

/* 15.0 Union Command Stagnation penalty: "every Union infantry unit on
 * the map is at that moment 6 or more hexes from the nearest Confederate
 * infantry unit ... Union and Confederate cavalry units are ignored."
 * The nearest pair; *usa and *csa NULL when one side has none. */
static int
nearest_infantry(struct game *g, const struct unit **usa,
    const struct unit **csa)
{
	int i, j, d, best = -1;

	*usa = *csa = NULL;
	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->side != SIDE_USA || u->type != U_INFANTRY ||
		    u->status != US_IN_PLAY || u->hex == HEX_NONE)
			continue;
		if (*usa == NULL)
			*usa = u;
		for (j = 0; j < g->nunits; j++) {
			const struct unit *v = &g->units[j];

			if (v->side != SIDE_CSA || v->type != U_INFANTRY ||
			    v->status != US_IN_PLAY || v->hex == HEX_NONE ||
			    (d = hex_distance(u->hex, v->hex)) < 0)
				continue;
			if (best < 0 || d < best) {
				best = d;
				*usa = u;
				*csa = v;
			}
		}
	}
	return best;
}

/* The Union Command Stagnation penalty decided at the moment the event
 * occurs (15.0). */
static bool
stagnation_penalty(struct game *g, struct turn_result *r, struct node *v)
{
	struct arena		*a = &g->arena;
	const struct unit	*usa, *csa;
	int			 d = nearest_infantry(g, &usa, &csa);
	char			 h1[16], h2[16];
	bool			 penalty = d < 0 || d >= 6;

	if (d >= 0)
		node_set(a, v, "nearest", node_int(a, d));
	node_set(a, v, "penalty", node_bool(a, penalty));
	if (usa == NULL)
		turn_note(g, r, "no Union infantry unit is on the map, so "
		    "every one is 6 or more hexes from the nearest Confederate "
		    "infantry unit (SIV 15.0; gcacw-turn(1) RULINGS)");
	else if (csa == NULL)
		turn_note(g, r, "no Confederate infantry unit is on the map: "
		    "no Union infantry unit is within 5 hexes of one (SIV "
		    "15.0; gcacw-turn(1) RULINGS)");
	else
		turn_note(g, r, "the nearest Union infantry unit to a "
		    "Confederate infantry unit, cavalry ignored: %s in %s, %d "
		    "hex%s from %s in %s, %s (SIV 15.0)", usa->name,
		    game_hex_id(g, usa->hex, h1), d, d == 1 ? "" : "es",
		    csa->name, game_hex_id(g, csa->hex, h2), penalty ?
		    "6 or more" : "less than 6");
	if (!penalty) {
		game_event_clear(g, "union_stagnation_penalty");
		turn_note(g, r, "no Union Command Stagnation penalty: not "
		    "every Union infantry unit on the map is 6 or more hexes "
		    "from the nearest Confederate infantry unit (SIV 15.0)");
		return false;
	}
	game_event_set(g, "union_stagnation_penalty", SIDE_USA, g->turn);
	turn_note(g, r, "the Union Command Stagnation penalty: no Union "
	    "infantry unit may be activated or build entrenchments on Turn "
	    "%d; Union cavalry and all Confederate units are activated "
	    "normally; lifted once a Confederate infantry unit moves within "
	    "5 hexes of a Union infantry unit (SIV 15.0; "
	    "events.union_stagnation_penalty)", g->turn);
	return true;
}

/* 15.0 Command Stagnation: "the designated player subtracts 1 from the
 * movement allowance of each of his infantry units and 2 from the
 * movement allowance of each of his cavalry units for the current
 * turn" (gcacw-march reads events.command_stagnation). */
static void
stagnation(struct game *g, struct turn_result *r, struct node *e,
    enum side s)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_map(a, S_FLOW);
	const char	*who = s == SIDE_USA ? "Union" : "Confederate";

	game_event_set(g, "command_stagnation", s, g->turn);
	r->applied = true;
	node_set(a, v, "side", node_plain(a, side_name(s)));
	turn_note(g, r, "%s Command Stagnation: on Turn %d each %s infantry "
	    "unit's Movement Allowance is 1 less and each %s cavalry unit's 2 "
	    "less (SIV 15.0; events.command_stagnation)", who, g->turn, who,
	    who);
	if (s == SIDE_USA)
		stagnation_penalty(g, r, v);
	node_set(a, e, "stagnation", v);
}

/* Was Ashby eliminated: `status: eliminated`, or in the off-map "Ashby"
 * box where 15.0 says the player put it ("in accordance with 7.5")? */
static bool
ashby_eliminated(const struct unit *u)
{
	return u->status == US_ELIMINATED || (u->status == US_OFF_MAP &&
	    u->off.box != NULL && strcmp(u->off.box, "Ashby") == 0);
}

/*
 * 15.0 Ashby: "If Ashby has been eliminated, the Confederate player may
 * place Ashby in Staunton (S2629) with a manpower-1 organized Strength
 * marker ... If Union units are in Staunton at that moment, this result
 * is treated as 'no effect.'"  A new Strength marker on a unit that came
 * back from the dead box: no Fatigue, Demoralize or out-of-supply marker,
 * normal side up, unentrenched (as 27.0 sets up units); full ammunition
 * is `ammunition` absent, the default.
 */
static int
ashby(struct game *g, struct turn_result *r, struct node *e)
{
	struct arena	*a = &g->arena;
	struct unit	*u = game_unit(g, "Ashby");
	struct node	*v = node_map(a, S_FLOW);
	const char	*why;
	hex_t		 h;

	node_set(a, e, "ashby", v);
	node_set(a, v, "returned", node_bool(a, false));
	if (u == NULL) {
		turn_note(g, r, "no effect: the file has no unit Ashby, so it "
		    "has not been eliminated during the game (SIV 15.0)");
		return 0;
	}
	if (!ashby_eliminated(u)) {
		turn_note(g, r, "no effect: Ashby has not been eliminated "
		    "(it is %s) (SIV 15.0)", u->status == US_IN_PLAY ?
		    "in play" : u->status == US_OFF_MAP ? arena_printf(a,
		    "in the off-map %s box", u->off.box) :
		    unit_status_names[u->status]);
		return 0;
	}
	if (hex_parse(g->map.geo, "S2629", &h, &why) != 0) {
		diag_plain(g->diag, ST_DATA, "Staunton (S2629) is not a hex "
		    "of this game's map: %s (SIV 15.0 Ashby)", why);
		return ST_DATA;
	}
	if (game_occupied_by(g, h, SIDE_USA)) {
		turn_note(g, r, "no effect: Union units are in Staunton "
		    "(S2629) (SIV 15.0)");
		return 0;
	}
	u->status = US_IN_PLAY;
	u->left = 0;
	memset(&u->off, 0, sizeof(u->off));
	u->manpower = 1;
	u->combat = -1;		/* a new Strength marker */
	u->disorganized = false;
	u->fatigue = 0;
	u->exhausted = false;
	u->demoralized = 0;
	u->entrenchment = E_NONE;
	u->out_of_supply = false;
	game_place_unit(g, u, h);
	r->applied = true;
	node_set(a, v, "returned", node_bool(a, true));
	node_set(a, v, "hex", game_hex_node(g, h));
	turn_note(g, r, "Ashby was eliminated and no Union unit is in "
	    "Staunton: Ashby returns to Staunton (S2629) with a manpower-1 "
	    "organized Strength marker, at Fatigue Level 0%s, and may be "
	    "activated normally (SIV 15.0)", game_optional(g, "ammunition") ?
	    ", fully supplied with ammunition" : "");
	return 0;
}

/* The scenario's entry area of a section: the area whose `box` names it
 * (valley-campaign's banks-cavalry, fremont-cavalry); NULL: none. */
static const struct node *
section_area(const struct game *g, int k, const char **name)
{
	const struct node	*areas = g->scen != NULL ? g->scen->areas :
				    NULL, *b;
	int			 i, j;

	for (i = 0; areas != NULL && i < areas->n; i++) {
		b = node_get(node_val(areas, i), "box");
		for (j = 0; b != NULL && b->kind == N_SEQ && j < b->n; j++)
			if (strcmp(b->items[j]->str, sections[k]) == 0) {
				*name = node_key(areas, i)->str;
				return node_val(areas, i);
			}
	}
	return NULL;
}

/*
 * 18.2: "If Confederate units are in all of the placement hexes ... the
 * reinforcement result is treated as 'no effect.'"  The hexes the area
 * lists (its `hexes` clauses, read through restrict_where); 1 when each
 * holds a Confederate unit, 0 when one does not, -1 after the missing-
 * data error of an area the scenario does not give.
 */
static int
section_blocked(struct game *g, struct turn_result *r, int k)
{
	const struct node	*area, *where, *c, *hx;
	const char		*name = NULL, *rule, *why;
	char			 list[128] = "";
	int			 i, j, n = 0, held = 0;
	hex_t			 h;

	if (g->scen == NULL) {
		diag_plain(g->diag, ST_DATA, "the %s section's placement hexes "
		    "are the scenario's entry area, and the game names no "
		    "scenario (scenario: valley-campaign) (SIV 18.2)",
		    section_words[k]);
		return -1;
	}
	if ((area = section_area(g, k, &name)) == NULL ||
	    (where = node_get(area, "where")) == NULL) {
		diag_plain(g->diag, ST_DATA, "scenario %s gives no entry area "
		    "for the box \"%s\" (areas: NAME: {where, box: [...]}), "
		    "whose placement hexes SIV 18.2 lists", g->scen->name,
		    sections[k]);
		return -1;
	}
	rule = node_get(area, "rule") != NULL ? node_get(area, "rule")->str :
	    "SIV 18.2";
	for (i = 0; where->kind == N_SEQ && i < where->n; i++) {
		c = where->items[i];
		if ((hx = node_get(c, "hexes")) == NULL || hx->kind != N_SEQ)
			return 0;	/* not a list: gcacw-turn --reinforce
					 * rules each hex */
		for (j = 0; j < hx->n; j++) {
			if (hex_parse(g->map.geo, hx->items[j]->str, &h,
			    &why) != 0 || !restrict_where(g, where, h, rule))
				continue;
			n++;
			held += game_occupied_by(g, h, SIDE_CSA);
			snprintf(list + strlen(list), sizeof(list) -
			    strlen(list), "%s%s", list[0] != '\0' ? ", " : "",
			    hx->items[j]->str);
		}
	}
	if (n == 0 || held < n)
		return 0;
	turn_note(g, r, "Confederate units are in all of the %s section's "
	    "placement hexes (%s, the scenario's %s): no effect (SIV 18.2)",
	    section_words[k], list, name);
	return 1;
}

/*
 * 18.2 Cavalry Reinforcements: "the Union player rolls one die.  On a
 * result of 4 or less, the Union player may choose one cavalry regiment
 * from the 'Banks' section ...; on a result of 5 or more ... from the
 * 'Fremont' section.  All cavalry reinforcements have an organized
 * manpower-1 Strength marker.  In the immediately following
 * Reinforcement Phase, the Union player places" it: `arrives` this
 * turn, in the area of its box.  "if all the cavalry units have already
 * been taken from the Cavalry Reinforcements box": of the section the
 * die gives, the only one he may choose from (RULINGS).
 */
static int
cavalry(struct game *g, struct dice *d, const struct turn_orders *o,
    struct turn_result *r, struct node *e)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_map(a, S_FLOW), *arr;
	struct unit	*u = NULL, *c;
	const char	*left = "";
	int		 die, k, i, n = 0, st;

	die = dice_roll(d, g, "cavalry reinforcement");
	if (dice_missing(d) > 0)
		return 0;
	k = die <= 4 ? 0 : 1;
	node_set(a, v, "die", node_int(a, die));
	node_set(a, v, "section", node_plain(a, k == 0 ? "banks" :
	    "fremont"));
	node_set(a, e, "cavalry", v);
	turn_note(g, r, "the cavalry die, %d: %s, one cavalry regiment from "
	    "the %s section of the Cavalry Reinforcements box (SIV 18.2)", die,
	    k == 0 ? "4 or less" : "5 or more", section_words[k]);
	for (i = 0; i < g->nunits; i++) {
		c = &g->units[i];
		if (section_of(c) != k || c->off.arrives != 0)
			continue;
		left = arena_printf(a, "%s%s%s", left, n > 0 ? ", " : "",
		    c->name);
		if (n++ == 0)
			u = c;
	}
	if (n == 0) {
		turn_note(g, r, "every cavalry regiment of the %s section has "
		    "been taken already: no effect (SIV 18.2)",
		    section_words[k]);
		goto ignored;
	}
	if ((st = section_blocked(g, r, k)) != 0) {
		if (st < 0)
			return ST_DATA;
		goto ignored;
	}
	if (o->cavalry != NULL) {
		c = game_unit(g, o->cavalry);
		if (section_of(c) != k)
			return refuse(g, "--cavalry", "%s is in the %s "
			    "section, and the die, %d, gives the %s section: "
			    "choose one of %s (SIV 18.2)", c->name,
			    section_words[section_of(c)], die,
			    section_words[k], left);
		u = c;
	}
	u->off.arrives = g->turn;
	u->manpower = 1;
	u->disorganized = false;
	r->applied = true;
	node_set(a, v, "unit", node_scalar(a, u->name));
	arr = node_seq(a, S_FLOW);
	node_push(a, arr, node_scalar(a, u->name));
	node_set(a, e, "arrivals", arr);
	turn_note(g, r, "%s, %s, arrives in this turn's Reinforcement Phase "
	    "with an organized manpower-1 Strength marker, in a placement hex "
	    "of the %s section without Confederate units (SIV 18.2; "
	    "gcacw-turn --reinforce)", u->name, o->cavalry != NULL ?
	    "chosen with --cavalry" : n == 1 ? arena_printf(a, "the only "
	    "regiment left in the %s section", section_words[k]) :
	    arena_printf(a, "the first in the file of the %s section's %s "
	    "(--cavalry U chooses another)", section_words[k], left),
	    section_words[k]);
	return 0;
ignored:
	if (o->cavalry != NULL)
		turn_note(g, r, "--cavalry %s is not used: no regiment is "
		    "taken (SIV 18.2)", o->cavalry);
	return 0;
}

/* SIV 15.0: the results the Advanced Game applies (Rain aside). */
static int
siv_event(struct game *g, struct dice *d, const struct turn_orders *o,
    struct turn_result *r, struct node *e)
{
	const char *res = r->result;

	if (strcmp(res, "Union Cavalry Reinforcement") == 0)
		return cavalry(g, d, o, r, e);
	if (o->cavalry != NULL)
		turn_note(g, r, "--cavalry %s is not used: the result is not "
		    "Union Cavalry Reinforcement (SIV 18.2)", o->cavalry);
	if (strcmp(res, "Union Command Stagnation") == 0)
		stagnation(g, r, e, SIDE_USA);
	else if (strcmp(res, "Confederate Command Stagnation") == 0)
		stagnation(g, r, e, SIDE_CSA);
	else if (strcmp(res, "Ashby") == 0)
		return ashby(g, r, e);
	return 0;
}

/* What the players do with a result that is not Rain. */
static const char *
recorded(struct game *g, const char *result)
{
	if (strcmp(result, "No effect") == 0)
		return NULL;
	if (!g->advanced)
		return "recorded: in the Basic Game only the Rain results "
		    "apply; the other results have no effect (SIV 12.0)";
	return "recorded for the players to act on: gcacw-turn applies "
	    "only Rain (gcacw-turn(1) RULINGS)";
}

int
turn_random_events(struct game *g, struct dice *d,
    const struct turn_orders *o, struct turn_result *r)
{
	const struct turn_game	*tg = &g->module->turn;
	struct arena		*a = &g->arena;
	struct node		*e;
	const char		*why, *rec;
	int			 st, d1, d2;
	bool			 was_rain = g->rain;

	if ((st = turn_phase(g, PH_RANDOM_EVENTS, "--random-events")) != 0 ||
	    (st = check_swamp_orders(g, o)) != 0 ||
	    (st = check_cavalry(g, o)) != 0)
		return st;
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "random-events"));
	node_set(a, e, "turn", node_int(a, g->turn));
	if ((why = no_events(g)) != NULL) {
		node_set(a, e, "result", node_plain(a, "none"));
		turn_note(g, r, "%s: %s", scenario_restriction(g,
		    RK_RELEASE_ROLL, "", SIDE_CSA) != NULL ? "no Random Events "
		    "Table dice" : "no dice", why);
		r->result = "none";
		if ((st = release_rolls(g, d, r, e)) != 0)
			return st;
		g->phase = PH_RANDOM_EVENTS;
		sequence_advance(g);
		turn_log(g, r, e, d);
		return 0;
	}
	r->rolled = true;
	d1 = dice_roll(d, g, "random events");
	d2 = dice_roll(d, g, "random events");
	if (dice_missing(d) > 0)
		return 0;
	r->roll = d1 + d2;
	if ((r->result = turn_random_result(g, r->roll, &r->printed)) == NULL)
		return ST_DATA;
	if (tg->roller != NULL)
		node_set(a, e, "roller", node_plain(a, tg->roller));
	node_set(a, e, "roll", node_int(a, r->roll));
	node_set(a, e, "result", node_scalar(a, r->result));
	if (strcmp(r->printed, r->result) != 0 &&
	    turn_rain_kind(r->printed) != turn_rain_kind(r->result))
		turn_note(g, r, "\"%s\" is read as \"%s\" on May 1 and later "
		    "(SIV 12.0)", r->printed, r->result);
	r->rain = turn_rain_kind(r->result);
	if (r->rain >= 0) {
		r->applied = true;
		place_rain(g, r, r->rain);
		g->rain = true;
		if ((st = move_unfordable(g, r, false, r->rain)) != 0 ||
		    (st = move_unfordable(g, r, true, r->rain)) != 0)
			return st;
		if (!was_rain) {
			r->rain_began = true;
			if ((st = swamps(g, o, r)) != 0)
				return st;
		}
	} else if (siv_advanced(g)) {
		if ((st = siv_event(g, d, o, r, e)) != 0)
			return st;
		if (dice_missing(d) > 0)
			return 0;
	} else if ((rec = recorded(g, r->result)) != NULL)
		turn_note(g, r, "%s: %s", r->result, rec);
	if (o->cavalry != NULL && r->rain >= 0)
		turn_note(g, r, "--cavalry %s is not used: the result is not "
		    "Union Cavalry Reinforcement (SIV 18.2)", o->cavalry);
	if (o->nswamp > 0 && !r->rain_began)
		return refuse(g, "units", "--swamp-move: rain has not begun "
		    "this phase, so no unit leaves a provisional swamp (12.0 "
		    "Provisional Swamps)");
	node_set(a, e, "applied", node_bool(a, r->applied));
	if ((st = release_rolls(g, d, r, e)) != 0)
		return st;
	g->phase = PH_RANDOM_EVENTS;
	sequence_advance(g);
	turn_log(g, r, e, d);
	return 0;
}
