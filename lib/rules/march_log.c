/*
 * march_log.c — the log entry of a march (DESIGN.md section 5,
 * "Marches"): `op: march` (or activate-leader, leader-transfer), each
 * hex entered with its MP and the rule that priced it, the dice with
 * their purpose, and what the march cost in fatigue, disorganization and
 * manpower, by the ledger's causes.
 */
#include <string.h>

#include "march_int.h"
#include "names.h"

static const char *const stop_names[] = {
	"none", "mp", "zoc", "zoc-to-zoc", "cavalry-retreat", "eliminated",
	"flanks-refused", "ended"
};

/* "A, B and C". */
const char *
march_list(struct game *g, const char **v, int n)
{
	const char	*s = "";
	int		 i;

	for (i = 0; i < n; i++)
		s = arena_printf(&g->arena, "%s%s%s", s, i == 0 ? "" : i + 1 ==
		    n ? " and " : ", ", v[i]);
	return s;
}

static void
die(struct game *g, struct node *seq, const char *purpose, int value)
{
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_FLOW);

	node_set(a, m, "purpose", node_scalar(a, purpose));
	node_set(a, m, "die", node_int(a, value));
	node_push(a, seq, m);
}

static struct node *
dice_node(struct game *g, const struct march_result *r)
{
	struct node	*v = node_seq(&g->arena, S_FLOW);
	int		 i;

	for (i = 0; i < r->allowance_dice.ndice; i++)
		die(g, v, "movement", r->allowance_dice.die[i]);
	if (r->extended)
		die(g, v, "extended march", r->extended_die);
	for (i = 0; i < r->force_dice.ndice; i++)
		die(g, v, "force march", r->force_dice.die[i]);
	return v;
}

static struct node *
allowance_node(struct game *g, const struct march_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_map(a, S_FLOW);

	node_set(a, v, "row", node_scalar(a, r->allowance_row));
	node_set(a, v, "cell", node_scalar(a, r->allowance_cell));
	node_set(a, v, "mp", node_int(a, r->allowance));
	if (r->minimum)
		node_set(a, v, "minimum", node_bool(a, true));
	node_set(a, v, "rule", node_scalar(a, r->op == MO_LEADER ? "5.2" :
	    "5.1"));
	return v;
}

static struct node *
steps_node(struct game *g, const struct march_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_seq(a, S_BLOCK), *s;
	int		 i;

	for (i = 0; i < r->nsteps; i++) {
		s = node_map(a, S_FLOW);
		node_set(a, s, "hex", game_hex_node(g, r->steps[i].hex));
		node_set(a, s, "mp", node_half(a, r->steps[i].mp));
		node_set(a, s, "rule", node_scalar(a, r->steps[i].rule));
		node_set(a, s, "why", node_scalar(a, r->steps[i].why));
		node_push(a, v, s);
	}
	return v;
}

static void
march_fields(struct game *g, struct node *e, const struct march_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*v;
	int		 c, spent = 0, i;

	node_set(a, e, "unit", node_scalar(a, r->unit->name));
	if (r->leader != NULL)
		node_set(a, e, "leader", node_scalar(a, r->leader->name));
	if (r->from != HEX_NONE)
		node_set(a, e, "from", game_hex_node(g, r->from));
	if (r->rolled)
		node_set(a, e, "allowance", allowance_node(g, r));
	if (r->fatigue_to > 0) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "from", node_int(a, r->fatigue_from));
		node_set(a, v, "to", node_int(a, r->fatigue_to));
		node_set(a, e, "fatigue", v);
	}
	if (r->extended) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "die", node_int(a, r->extended_die));
		node_set(a, v, "modifier", node_int(a, r->extended_mod));
		if (r->extended_mods[0] != '\0')
			node_set(a, v, "why", node_scalar(a,
			    r->extended_mods));
		node_set(a, v, "column", node_scalar(a, r->extended_col));
		node_set(a, v, "row", node_quoted(a, r->extended_row));
		node_set(a, v, "result", node_quoted(a,
		    r->extended_result));
		node_set(a, e, "extended_march", v);
	}
	if (r->force) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "bonus", node_int(a, r->force_bonus));
		node_set(a, v, "loss", node_int(a, r->force_loss));
		node_set(a, e, "force_march", v);
	}
	if (r->allowance_dice.ndice + r->extended + r->force_dice.ndice > 0)
		node_set(a, e, "dice", dice_node(g, r));
	if (r->op == MO_MARCH)
		node_set(a, e, "mp_start", node_int(a, r->mp_start));
	if (r->nsteps > 0)
		node_set(a, e, "path", steps_node(g, r));
	for (i = 0; i < r->nsteps; i++)
		spent += r->steps[i].mp;
	if (r->flanks_refused)
		spent += 2;
	/* A unit its own march eliminated before its first step spent
	 * nothing and has nothing left (DESIGN.md section 5). */
	if (r->stop != MS_ELIMINATED || r->nsteps > 0) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "before", node_half(a, r->mp_before));
		node_set(a, v, "spent", node_half(a, spent));
		node_set(a, v, "left", node_half(a, r->mp_after));
		node_set(a, e, "mp", v);
	}
	if (r->stop != MS_NONE)
		node_set(a, e, "stop", node_plain(a, stop_names[r->stop]));
	if (r->zoc_penalty_disorganized || r->extended_disorganized ||
	    r->force)
		node_set(a, e, "disorganized", node_bool(a, true));
	v = node_map(a, S_FLOW);
	for (c = 0; c < C_COUNT; c++)
		if (r->lost[c] > 0)
			node_set(a, v, cause_names[c], node_int(a, r->lost[c]));
	if (v->n > 0)
		node_set(a, e, "losses", v);
	if (r->flanks_refused)
		node_set(a, e, "flanks_refused", game_hex_node(g,
		    r->flanks_refused_hex));
	if (r->dismantled) {
		char id[32];

		hexside_format(g->map.geo, r->dismantled_at, id);
		node_set(a, e, "dismantled", node_scalar(a, id));
	}
	if (r->bridge_rule != NULL) {
		char id[32];

		hexside_format(g->map.geo, r->bridge_at, id);
		v = node_map(a, S_FLOW);
		node_set(a, v, "hexside", node_scalar(a, id));
		node_set(a, v, "rule", node_scalar(a, r->bridge_rule));
		node_set(a, e, "pontoon", v);
	}
	if (r->destroy) {
		char id[32];

		hexside_format(g->map.geo, r->destroy_at, id);
		v = node_map(a, S_FLOW);
		node_set(a, v, "hexside", node_scalar(a, id));
		node_set(a, v, "what", node_plain(a, r->destroy_ferry ?
		    "ferry" : "bridge"));
		if (r->destroy_rule == NULL) {
			node_set(a, v, "die", node_int(a, r->destroy_die));
			node_set(a, v, "modifier", node_int(a,
			    r->destroy_mod));
			if (r->destroy_mods[0] != '\0')
				node_set(a, v, "why", node_scalar(a,
				    r->destroy_mods));
		}
		node_set(a, v, "result", node_plain(a, r->destroyed ?
		    "destroyed" : "failed"));
		node_set(a, v, "rule", node_scalar(a, r->destroy_rule != NULL ?
		    r->destroy_rule : "10.2"));
		node_set(a, e, "destroy", v);
	}
	if (r->nleaders_moved > 0) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < r->nleaders_moved; i++)
			node_push(a, v, node_scalar(a, r->leaders_moved[i]));
		node_set(a, e, "leaders", v);
	}
	node_set(a, e, "ended", node_bool(a, g->march.ended));
}

void
march_log(struct game *g, const struct march_result *r)
{
	struct arena	*a = &g->arena;
	struct node	*e = node_map(a, S_BLOCK), *v;
	int		 i;

	node_set(a, e, "op", node_plain(a, r->op == MO_LEADER ?
	    "activate-leader" : r->op == MO_TRANSFER ? "leader-transfer" :
	    "march"));
	node_set(a, e, "turn", node_int(a, g->turn));
	switch (r->op) {
	case MO_MARCH:
		node_set(a, e, "action", node_plain(a, r->leader != NULL ?
		    "activate-leader" : "march"));
		march_fields(g, e, r);
		break;
	case MO_CONTINUE:
		node_set(a, e, "continue", node_bool(a, true));
		march_fields(g, e, r);
		break;
	case MO_END:
		node_set(a, e, "end", node_bool(a, true));
		if (r->unit != NULL)
			march_fields(g, e, r);
		else if (r->leader != NULL)
			node_set(a, e, "leader", node_scalar(a,
			    r->leader->name));
		if (r->nselected > 0) {
			v = node_seq(a, S_FLOW);
			for (i = 0; i < r->nselected; i++)
				node_push(a, v, node_scalar(a,
				    r->selected[i]));
			node_set(a, e, "not_marched", v);
		}
		break;
	case MO_LEADER:
		node_set(a, e, "leader", node_scalar(a, r->leader->name));
		v = node_seq(a, S_FLOW);
		for (i = 0; i < r->nselected; i++)
			node_push(a, v, node_scalar(a, r->selected[i]));
		node_set(a, e, "units", v);
		node_set(a, e, "allowance", allowance_node(g, r));
		node_set(a, e, "dice", dice_node(g, r));
		if (r->leader_to != NULL) {
			v = node_map(a, S_FLOW);
			node_set(a, v, "from", node_scalar(a,
			    r->transfer_from));
			node_set(a, v, "to", node_scalar(a, r->leader_to));
			node_set(a, e, "transfer", v);
		}
		break;
	case MO_TRANSFER:
		node_set(a, e, "leader", node_scalar(a, r->leader->name));
		node_set(a, e, "from", node_scalar(a, r->transfer_from));
		node_set(a, e, "to", node_scalar(a, r->transfer_to));
		node_set(a, e, "hexes", node_int(a, r->transfer_hexes));
		node_set(a, e, "rule", node_scalar(a, "3.0, 6.3"));
		break;
	default:
		return;
	}
	if (r->notes->n > 0)
		node_set(a, e, "notes", r->notes);
	if (g->log == NULL)
		g->log = node_seq(a, S_BLOCK);
	node_push(a, g->log, e);
}
