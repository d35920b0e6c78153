/*
 * turn_end.c — the Turn Indication Phase (3.0): a scenario's withdrawals
 * (SIV 13.1 special rule 2), the per-turn VP items (through gcacw-vp's
 * code), the markers that leave the Turn Track at the end of their turn
 * (12.0), and the turn advanced — or, after the last turn, the game
 * over.
 */
#include <string.h>

#include "phase.h"
#include "refuse.h"
#include "scenario.h"
#include "turn.h"
#include "vp.h"
#include "zoc.h"

/* The scenario's withdrawal rule for the side, binding now or not. */
static const struct restriction *
withdrawal_rule(const struct game *g, enum side s)
{
	int i;

	for (i = 0; g->scen != NULL && i < g->scen->nr; i++)
		if (g->scen->r[i].kind == RK_WITHDRAWAL &&
		    (g->scen->r[i].side < 0 || g->scen->r[i].side == (int)s))
			return &g->scen->r[i];
	return NULL;
}

static bool
in_hexes(struct game *g, const struct restriction *x, hex_t h)
{
	const struct node	*v = node_get(x->n, "hexes");
	hex_t			 k;
	int			 i;

	for (i = 0; v != NULL && v->kind == N_SEQ && i < v->n; i++)
		if (hex_parse(g->map.geo, v->items[i]->str, &k, NULL) == 0 &&
		    k == h)
			return true;
	return false;
}

/* SIV 13.1: "all six hexes adjacent to it are either hexes containing
 * Confederate units or Confederate ZOC not occupied by Union units". */
static bool
hemmed_in(struct game *g, const struct unit *u)
{
	enum side	e = side_enemy(u->side);
	hex_t		n[6];
	int		i;

	hex_neighbours(u->hex, n);
	for (i = 0; i < 6; i++)
		if (!game_occupied_by(g, n[i], e) &&
		    (zoc_of_side(g, e, n[i]) == ZOC_NONE ||
		    game_occupied_by(g, n[i], u->side)))
			return false;
	return true;
}

static int
check_withdrawal(struct game *g, struct unit *u)
{
	const struct restriction	*x = withdrawal_rule(g, u->side);
	const char			*rule;
	char				 id[16];

	if (u->status != US_IN_PLAY || u->hex == HEX_NONE)
		return refuse_unit(g, u, "--withdraw %s: %s is not in play",
		    u->name, u->name);
	/* The withdrawals are scenario rules (SIV 13.1 special rule 2,
	 * 19.0): without a scenario there are none to name. */
	if (g->scen == NULL)
		return refuse_unit(g, u, "--withdraw %s: there is no scenario: "
		    "withdrawals are scenario rules (SIV 13.1 special rule 2, "
		    "19.0)", u->name);
	if (x == NULL)
		return refuse_unit(g, u, "--withdraw %s: the scenario lets no "
		    "%s unit withdraw", u->name, side_name(u->side));
	rule = x->rule != NULL ? x->rule : g->scen->rule;
	if (scenario_restriction(g, RK_WITHDRAWAL, u->name, u->side) !=
	    x)
		return refuse_unit(g, u, "--withdraw %s: units withdraw on "
		    "Turns %d to %d only, and this is Turn %d (%s)", u->name,
		    x->from, x->to, g->turn, rule);
	hex_format(g->map.geo, u->hex, id);
	if (!in_hexes(g, x, u->hex))
		return refuse_unit(g, u, "--withdraw %s: %s is not a hex units "
		    "withdraw from (%s)", u->name, id, rule);
	if (hemmed_in(g, u))
		return refuse_unit(g, u, "--withdraw %s: all six hexes around "
		    "%s hold enemy units or enemy ZOC not occupied by friendly "
		    "units (%s)", u->name, id, rule);
	return 0;
}

static bool
brigade_left(const struct game *g, enum side s)
{
	int i;

	for (i = 0; i < g->nunits; i++)
		if (g->units[i].status == US_IN_PLAY &&
		    g->units[i].side == s && g->units[i].hex != HEX_NONE &&
		    g->units[i].type == U_INFANTRY &&
		    g->units[i].size == Z_BRIGADE)
			return true;
	return false;
}

static int
withdraw(struct game *g, const struct turn_orders *o, struct turn_result *r,
    struct node *e)
{
	struct arena	*a = &g->arena;
	struct unit	*u;
	struct node	*v = node_seq(a, S_FLOW);
	int		 i, k, st;
	char		 id[16];

	for (i = 0; i < o->nwithdraw; i++) {
		if ((u = game_unit(g, o->withdraw[i])) == NULL) {
			diag_plain(g->diag, ST_USAGE, "--withdraw %s: no unit "
			    "of that name%s", o->withdraw[i],
			    game_unit_hint_text(g, o->withdraw[i]));
			return ST_USAGE;
		}
		if ((st = check_withdrawal(g, u)) != 0)
			return st;
		hex_format(g->map.geo, u->hex, id);
		/* "A leader attached to a withdrawing unit must also
		 * withdraw, but the Union player scores no victory points
		 * for him." */
		for (k = 0; k < g->nleaders; k++)
			if (g->leaders[k].with == (int)(u - g->units)) {
				g->leaders[k].with = -1;
				g->leaders[k].status = US_WITHDRAWN;
				turn_note(g, r, "%s withdraws with %s",
				    g->leaders[k].name, u->name);
			}
		turn_note(g, r, "%s withdraws from %s on Turn %d, manpower %d "
		    "(%s)", u->name, id, g->turn, u->manpower,
		    withdrawal_rule(g, u->side)->rule);
		game_remove_unit(g, u, US_WITHDRAWN, r->notes);
		node_push(a, v, node_scalar(a, u->name));
		if (u->type == U_INFANTRY && u->size == Z_BRIGADE &&
		    !brigade_left(g, u->side))
			return refuse_unit(g, u, "--withdraw: no %s infantry "
			    "brigade would remain on the map (%s: \"As long "
			    "as at least one Union infantry brigade remains on "
			    "the map at the end of the turn\")",
			    side_name(u->side), withdrawal_rule(g,
			    u->side)->rule);
	}
	if (v->n > 0)
		node_set(a, e, "withdrawn", v);
	return 0;
}

static int
score(struct game *g, struct turn_result *r, struct node *e)
{
	struct vp_result	v;
	int			i, st;
	bool			due = false;

	if (g->scen == NULL)
		return 0;
	if ((st = vp_score(g, true, &v)) == 0) {
		for (i = 0; i < v.nitems; i++)
			due |= v.items[i].due;
		if (due && (st = vp_record_turn(g, &v)) == 0) {
			r->scored = true;
			for (i = 0; i < v.nitems; i++)
				if (v.items[i].due)
					r->vp += v.items[i].vp;
			node_set(&g->arena, e, "vp", node_int(&g->arena,
			    r->vp));
			turn_note(g, r, "this turn's per-turn VP items: %d VP "
			    "into ledger.vp (gcacw-vp --turn-end)", r->vp);
		}
	}
	vp_result_free(&v);
	/* The vp entry vp_record_turn appended goes after this one. */
	return st;
}

/* 12.0: "Remove a marker from the Turn Track at the end of the turn
 * corresponding to the box it occupies"; 7.8: a Flanks Refused marker
 * "never accompanies a unit when it leaves a hex". */
static void
markers(struct game *g, struct turn_result *r)
{
	struct markers	*m = &g->markers;
	int		 i, j = 0;
	char		 id[16];

	if (g->unfordable_minor != 0 && g->unfordable_minor <= g->turn) {
		g->unfordable_minor = 0;
		turn_note(g, r, "the Minor Rivers Unfordable marker leaves the "
		    "Turn Track (12.0)");
	}
	if (g->unfordable_major != 0 && g->unfordable_major <= g->turn) {
		g->unfordable_major = 0;
		turn_note(g, r, "the Major Rivers Unfordable marker leaves the "
		    "Turn Track (12.0)");
	}
	for (i = 0; i < m->nflanks_refused; i++) {
		if (game_first_unit(g, m->flanks_refused[i]) < 0) {
			hex_format(g->map.geo, m->flanks_refused[i], id);
			turn_note(g, r, "the Flanks Refused marker in %s, a "
			    "hex no unit holds, is removed (7.8)", id);
			continue;
		}
		m->flanks_refused[j++] = m->flanks_refused[i];
	}
	m->nflanks_refused = j;
}

int
turn_indication(struct game *g, const struct turn_orders *o, struct turn_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*e, *vpe = NULL;
	int		 st, i, n;

	if ((st = turn_phase(g, PH_TURN_INDICATION, "--end-turn")) != 0)
		return st;
	if (g->phase == PH_NONE && g->pending.n > 0)
		return refuse(g, "pending", "a retreat or advance is pending: "
		    "gcacw-retreat resolves it before the turn ends");
	if (g->phase == PH_NONE && g->has_action && !g->march.ended)
		return refuse(g, "action", "the action of %s is not over "
		    "(gcacw-march --end ends it)", g->march.unit != NULL ?
		    g->march.unit : g->march.leader);
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "end-turn"));
	node_set(a, e, "turn", node_int(a, g->turn));
	if ((st = withdraw(g, o, r, e)) != 0)
		return st;
	n = g->log != NULL ? g->log->n : 0;
	if ((st = score(g, r, e)) != 0)
		return st;
	/* This phase's entry comes before the vp entry it caused. */
	if (g->log != NULL && g->log->n > n)
		vpe = g->log->items[--g->log->n];
	markers(g, r);
	g->has_initiative = false;
	g->has_passed = false;
	g->acted = false;
	if (g->has_action && g->march.ended)
		g->has_action = false;
	if (g->scen != NULL && g->turn >= g->scen->last) {
		r->over = true;
		g->phase = PH_OVER;
		node_set(a, e, "over", node_bool(a, true));
		turn_note(g, r, "Turn %d is the scenario's last: the game is "
		    "over; gcacw-vp --final scores it (%s)", g->turn,
		    g->scen->rule);
	} else {
		g->turn++;
		g->phase = PH_RANDOM_EVENTS;
		node_set(a, e, "next", node_int(a, g->turn));
		for (g->rain = false, i = 0; i < g->nrain_turns; i++)
			g->rain |= g->rain_turns[i] == g->turn;
		turn_note(g, r, "the Turn marker advances to Turn %d (3.0)%s",
		    g->turn, g->rain ? ", a rain turn (12.0)" : "");
	}
	turn_log(g, r, e, NULL);
	if (vpe != NULL)
		node_push(a, g->log, vpe);
	return 0;
}
