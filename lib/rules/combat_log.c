/*
 * combat_log.c — the log entry of a combat (DESIGN.md section 4): who
 * fought, the values and ratio, every modifier with its rule, the flank
 * procedure, the dice, the difference, the results exactly as the Combat
 * Chart prints them, and what each did.
 */
#include <stdio.h>

#include "combat_int.h"
#include "names.h"

/* 8, 3.5, 10.25: plain numbers, read back by any YAML reader. */
static struct node *
quarters_node(struct arena *a, quarters q)
{
	static const char *const frac[4] = { "", ".25", ".5", ".75" };

	return node_plain(a, arena_printf(a, "%d%s", q / 4, frac[q % 4]));
}

static struct node *
values_node(struct game *g, const struct combat *c)
{
	struct arena	*a = &g->arena;
	struct node	*v = node_map(a, S_FLOW);

	node_set(a, v, "attacker", quarters_node(a, c->attack_value));
	node_set(a, v, "defender", quarters_node(a, c->defend_value));
	node_set(a, v, "ratio", node_scalar(a, c->ratio));
	node_set(a, v, "attacker_column", node_scalar(a, c->attack_column));
	node_set(a, v, "defender_column", node_scalar(a, c->defend_column));
	node_set(a, v, "defender_unentrenched",
	    quarters_node(a, c->defend_column_value));
	if (c->artillery_cell != NULL) {
		node_set(a, v, "artillery_attacker",
		    node_int(a, c->attack_artillery));
		node_set(a, v, "artillery_defender",
		    node_int(a, c->defend_artillery));
	}
	return v;
}

static struct node *
modifiers_node(struct game *g, const struct combat *c)
{
	struct arena	*a = &g->arena;
	struct node	*seq = node_seq(a, S_BLOCK), *m;
	int		 i;

	for (i = 0; i < c->nmods; i++) {
		m = node_map(a, S_FLOW);
		node_set(a, m, "side", node_plain(a, c->mods[i].defender ?
		    "defender" : "attacker"));
		node_set(a, m, "name", node_plain(a, c->mods[i].name));
		node_set(a, m, "rule", node_scalar(a, c->mods[i].rule));
		node_set(a, m, "value", node_int(a, c->mods[i].value));
		node_set(a, m, "why", node_scalar(a, c->mods[i].why));
		node_push(a, seq, m);
	}
	if (c->artillery_cell != NULL) {
		m = node_map(a, S_FLOW);
		node_set(a, m, "side", node_plain(a, "attacker"));
		node_set(a, m, "name", node_plain(a, "artillery"));
		node_set(a, m, "rule", node_scalar(a, "7.4"));
		node_set(a, m, "value", node_int(a, c->artillery_mod));
		node_set(a, m, "why", node_scalar(a, arena_printf(a,
		    "differential %+d, Artillery Modifier Summary %s%s",
		    c->attack_artillery - c->defend_artillery,
		    c->artillery_cell, c->artillery_die ? (c->die_artillery %
		    2 == 0 ? ", die even" : ", die odd") : "")));
		node_push(a, seq, m);
	}
	return seq;
}

static struct node *
flank_node(struct game *g, const struct combat *c)
{
	static const char *const dirs[6] = { "N", "NE", "SE", "S", "SW",
	    "NW" };
	struct arena	*a = &g->arena;
	struct node	*f = node_map(a, S_FLOW), *h;
	int		 i;

	node_set(a, f, "covered", node_int(a, c->flank.covered));
	node_set(a, f, "basic", node_int(a, c->flank.basic));
	node_set(a, f, "final", node_int(a, c->flank.final));
	if (c->flank.reductions > 0)
		node_set(a, f, "reductions", node_int(a, c->flank.reductions));
	if (c->flank.special != NULL)
		node_set(a, f, "special", node_scalar(a, c->flank.special));
	h = node_map(a, S_FLOW);
	for (i = 0; i < 6; i++) {
		const char *cw = c->flank.covered_why[i];

		if (cw[0] == '\0')
			continue;
		node_set(a, h, dirs[i], node_scalar(a, c->flank.reduced_why[i]
		    [0] != '\0' ? arena_printf(a, "%s-%s", cw,
		    c->flank.reduced_why[i]) : cw));
	}
	if (h->n > 0)
		node_set(a, f, "hexes", h);
	return f;
}

/* What the results did to each unit, {} when nothing. */
static struct node *
shares_node(struct game *g, const struct share *s, int n)
{
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_FLOW), *e;
	int		 i;

	for (i = 0; i < n; i++) {
		e = node_map(a, S_FLOW);
		if (s[i].lost > 0)
			node_set(a, e, "manpower", node_int(a, -s[i].lost));
		if (s[i].disorganized)
			node_set(a, e, "disorganized", node_bool(a, true));
		if (s[i].fatigue != 0)
			node_set(a, e, "fatigue", node_int(a, s[i].fatigue));
		if (s[i].demoralized != 0)
			node_set(a, e, "demoralized",
			    node_int(a, s[i].demoralized));
		if (s[i].eliminated)
			node_set(a, e, "eliminated", node_bool(a, true));
		node_set(a, m, s[i].unit->name, e);
	}
	return m;
}

struct node *
combat_log(struct game *g, const struct combat *c)
{
	struct arena		*a = &g->arena;
	struct node		*e = node_map(a, S_BLOCK), *v;
	const struct share	*def = c->defender_shares;
	int			 i, ndef = c->ndefenders;

	node_set(a, e, "op", node_plain(a, "combat"));
	node_set(a, e, "turn", node_int(a, g->turn));
	if (c->standalone)
		node_set(a, e, "standalone", node_bool(a, true));
	node_set(a, e, "attack", node_plain(a, attack_type_names[c->type]));
	node_set(a, e, "attacker", node_scalar(a, c->attacker->name));
	node_set(a, e, "from", game_hex_node(g, c->from));
	node_set(a, e, "target", game_hex_node(g, c->target));
	v = node_seq(a, S_FLOW);
	for (i = 0; i < ndef; i++)
		node_push(a, v, node_scalar(a, def[i].unit->name));
	node_set(a, e, "defenders", v);
	if (!c->standalone) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "cost", node_half(a, c->mp_cost));
		node_set(a, v, "left", node_half(a, g->march.mp));
		node_set(a, e, "mp", v);
	}
	combat_log_fields(g, c, e, node_map(a, S_FLOW));
	return e;
}

void
combat_log_fields(struct game *g, const struct combat *c, struct node *e,
    struct node *dice)
{
	struct arena		*a = &g->arena;
	struct node		*v;
	const struct share	*def = c->defender_shares;
	int			 ndef = c->ndefenders;

	node_set(a, e, "values", values_node(g, c));
	node_set(a, e, "modifiers", modifiers_node(g, c));
	node_set(a, e, "flank", flank_node(g, c));
	v = dice;
	if (c->artillery_die)
		node_set(a, v, "artillery", node_int(a, c->die_artillery));
	node_set(a, v, "attacker", node_int(a, c->die_attacker));
	node_set(a, v, "defender", node_int(a, c->die_defender));
	if (c->death_leader != NULL)
		node_set(a, v, "commander death", node_int(a, c->die_death));
	node_set(a, e, "dice", v);
	v = node_map(a, S_FLOW);
	node_set(a, v, "attacker", node_int(a, c->die_attacker +
	    c->attacker_fixed + c->artillery_mod));
	node_set(a, v, "defender", node_int(a, c->die_defender +
	    c->defender_total));
	node_set(a, e, "modified", v);
	node_set(a, e, "difference", node_int(a, c->difference));
	node_set(a, e, "row", node_scalar(a, c->row));
	if (c->italic)
		node_set(a, e, "italic", node_bool(a, true));
	v = node_map(a, S_FLOW);
	node_set(a, v, "attacker", node_scalar(a, c->result_attacker));
	node_set(a, v, "defender", node_scalar(a, c->result_defender));
	node_set(a, e, "result", v);
	v = shares_node(g, def, ndef);
	node_set(a, e, "defender_effects", v);
	node_set(a, e, "attacker_effects", shares_node(g, c->attacker_share,
	    c->nattackers));
	if (c->notes->n > 0)
		node_set(a, e, "notes", c->notes);
}
