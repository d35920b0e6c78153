/*
 * emit.c — the model to a canonical document (see emit.h).
 */
#include <stdio.h>
#include <string.h>

#include "charts.h"
#include "emit.h"
#include "module.h"
#include "names.h"
#include "phase.h"

/* Hex ids are quoted when they are all digits, so that other YAML
 * readers keep them as text ("4610", not the number 4610). */
static struct node *
hexside_node(struct game *g, hexside_t s)
{
	char id[32];

	hexside_format(g->map.geo, s, id);
	return node_scalar(&g->arena, id);
}

static void
add_extra(struct game *g, struct node *m, const struct node *extra)
{
	int i;

	if (extra == NULL)
		return;
	for (i = 0; i < extra->n; i++)
		node_add(&g->arena, m, node_key(extra, i), node_val(extra, i));
}

static struct node *
range_node(struct game *g, int lo, int hi)
{
	struct node *seq = node_seq(&g->arena, S_FLOW);

	node_push(&g->arena, seq, node_int(&g->arena, lo));
	node_push(&g->arena, seq, node_int(&g->arena, hi));
	return seq;
}

static struct node *
bounds_node(struct game *g, const struct bounds *b)
{
	struct node *m = node_map(&g->arena, S_FLOW);

	node_set(&g->arena, m, "cols", range_node(g, b->col0, b->col1));
	node_set(&g->arena, m, "rows", range_node(g, b->row0, b->row1));
	add_extra(g, m, b->extra);
	return m;
}

/*
 * The map's hexes and hexsides and the units are most of a campaign
 * file: they go from the model to the writer as the document is written,
 * with no second tree of nodes, for speed.  Each writes exactly what
 * hex_info_node(), hexside_info_node() and unit_node() would build.
 */
static int
put(struct node_writer *w, const char *s, enum node_style style)
{
	return w->scalar(w, s, strlen(s), style);
}

static int
put_int(struct node_writer *w, const char *key, long v)
{
	char	buf[32], *p = buf + sizeof(buf);
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	return put(w, key, S_ANY) &&
	    w->scalar(w, p, (size_t)(buf + sizeof(buf) - p), S_PLAIN);
}

static int
put_hex(struct node_writer *w, const struct game *g, hex_t h)
{
	char id[16];

	hex_format(g->map.geo, h, id);
	return put(w, id, S_ANY);
}

static int
put_extra(struct node_writer *w, const struct node *extra)
{
	int i;

	for (i = 0; extra != NULL && i < extra->n; i++)
		if (!w->node(w, node_key(extra, i)) ||
		    !w->node(w, node_val(extra, i)))
			return 0;
	return 1;
}

static int
put_features(struct node_writer *w, unsigned f, bool hexside)
{
	int i, n = hexside ? HS_FEATURE_COUNT : HF_FEATURE_COUNT;

	if (!w->start(w, N_SEQ, S_FLOW))
		return 0;
	for (i = 0; i < n; i++)
		if ((f & (1u << i)) && !put(w, hexside ?
		    hexside_feature_name(1u << i) :
		    hex_feature_name(1u << i), S_PLAIN))
			return 0;
	return w->end(w, N_SEQ);
}

/* map.hexes' entry i. */
static int
put_hexinfo(struct node_writer *w, const struct game *g, int i)
{
	const struct hexinfo *x = &g->map.hexes[i];

	if (!put_hex(w, g, x->id))
		return 0;
	/* The shorthand when only the terrain is given. */
	if (x->features == 0 && x->name == NULL && x->county == NULL &&
	    x->extra == NULL && x->terrain != T_NONE)
		return put(w, terrain_name(x->terrain), S_PLAIN);
	return w->start(w, N_MAP, S_FLOW) &&
	    (x->terrain == T_NONE || (put(w, "terrain", S_ANY) &&
	    put(w, terrain_name(x->terrain), S_PLAIN))) &&
	    (x->name == NULL || (put(w, "name", S_ANY) &&
	    put(w, x->name, S_ANY))) &&
	    (x->county == NULL || (put(w, "county", S_ANY) &&
	    put(w, x->county, S_ANY))) &&
	    (x->features == 0 || (put(w, "features", S_ANY) &&
	    put_features(w, x->features, false))) &&
	    (!(x->features & HF_REDOUBT) || x->redoubt_side == SIDE_CSA ||
	    (put(w, "redoubt", S_ANY) &&
	    put(w, side_name(x->redoubt_side), S_PLAIN))) &&
	    put_extra(w, x->extra) && w->end(w, N_MAP);
}

/* map.hexsides' entry i. */
static int
put_hexsideinfo(struct node_writer *w, const struct game *g, int i)
{
	const struct hexsideinfo	*s = &g->map.hexsides[i];
	char				 id[32];

	hexside_format(g->map.geo, s->id, id);
	if (!put(w, id, S_ANY))
		return 0;
	if (s->high == HEX_NONE && s->extra == NULL)
		return put_features(w, s->features, true);
	return w->start(w, N_MAP, S_FLOW) && put(w, "features", S_ANY) &&
	    put_features(w, s->features, true) &&
	    (s->high == HEX_NONE || (put(w, "high", S_ANY) &&
	    put_hex(w, g, s->high))) &&
	    put_extra(w, s->extra) && w->end(w, N_MAP);
}

/* A block mapping of n entries, put_entry(w, g, i) writing each. */
static int
put_entries(struct node_writer *w, const struct game *g, int n,
    int (*put_entry)(struct node_writer *, const struct game *, int))
{
	int i;

	if (!w->start(w, N_MAP, S_BLOCK))
		return 0;
	for (i = 0; i < n; i++)
		if (!put_entry(w, g, i))
			return 0;
	return w->end(w, N_MAP);
}

static int
write_hexes(struct node_writer *w, const void *arg)
{
	const struct game *g = arg;

	return put_entries(w, g, g->map.nhexes, put_hexinfo);
}

static int
write_hexsides(struct node_writer *w, const void *arg)
{
	const struct game *g = arg;

	return put_entries(w, g, g->map.nhexsides, put_hexsideinfo);
}

/* node_half()'s text: 3 -> "1.5". */
static const char *
half_text(int h, char buf[32])
{
	if (h % 2 == 0)
		snprintf(buf, 32, "%d", h / 2);
	else
		snprintf(buf, 32, "%s%d.5", h < 0 ? "-" : "", (h < 0 ? -h : h) /
		    2);
	return buf;
}

static int
put_tactical(struct node_writer *w, bool split, int att, int def)
{
	char buf[32];

	if (!split)
		return put_int(w, "tactical", att);
	snprintf(buf, sizeof(buf), "%d/%d", att, def);
	return put(w, "tactical", S_ANY) && put(w, buf, S_QUOTED);
}

/* SIV 18.0-21.0: box, arrives, withdrawn (load.c load_offmap). */
static int
put_offmap(struct node_writer *w, const struct offmap *o)
{
	if (o->box != NULL && (!put(w, "box", S_ANY) ||
	    !put(w, o->box, S_ANY)))
		return 0;
	if (o->arrives > 0) {
		if (!put(w, "arrives", S_ANY) || !w->start(w, N_MAP, S_FLOW) ||
		    !put_int(w, "turn", o->arrives))
			return 0;
		if (o->area != NULL && (!put(w, "area", S_ANY) ||
		    !put(w, o->area, S_ANY)))
			return 0;
		if (!w->end(w, N_MAP))
			return 0;
	}
	return o->withdrawn <= 0 || put_int(w, "withdrawn", o->withdrawn);
}

static int
put_unit(struct node_writer *w, const struct game *g, const struct unit *u)
{
	char	half[32];
	int	i;

	if (!put(w, u->name, S_ANY) || !w->start(w, N_MAP, S_BLOCK) ||
	    !put(w, "side", S_ANY) || !put(w, side_name(u->side), S_PLAIN) ||
	    !put(w, "type", S_ANY) ||
	    !put(w, unit_type_names[u->type], S_PLAIN))
		return 0;
	if (u->size != Z_NONE && (!put(w, "size", S_ANY) ||
	    !put(w, unit_size_names[u->size], S_PLAIN)))
		return 0;
	if (u->command != NULL) {
		if (!put(w, "command", S_ANY) || !w->start(w, N_SEQ, S_FLOW))
			return 0;
		for (i = 0; i < u->ncommand; i++)
			if (!put(w, u->command[i], S_ANY))
				return 0;
		if (!w->end(w, N_SEQ))
			return 0;
	}
	if (u->status != US_IN_PLAY) {
		if (!put(w, "status", S_ANY) ||
		    !put(w, unit_status_names[u->status], S_PLAIN))
			return 0;
	} else if (u->hex != HEX_NONE && (!put(w, "hex", S_ANY) ||
	    !put_hex(w, g, u->hex)))
		return 0;
	if (u->status != US_IN_PLAY && u->left > 0 &&
	    !put_int(w, "left", u->left))
		return 0;
	if (u->committed > 0 && !put_int(w, "committed", u->committed))
		return 0;
	if (!put_offmap(w, &u->off))
		return 0;
	if ((u->manpower >= 0 && !put_int(w, "manpower", u->manpower)) ||
	    !put(w, "disorganized", S_ANY) ||
	    !put(w, u->disorganized ? "true" : "false", S_PLAIN))
		return 0;
	if (u->combat >= 0 && (!put(w, "combat", S_ANY) ||
	    !put(w, half_text(u->combat, half), S_PLAIN)))
		return 0;
	if (!put_int(w, "fatigue", u->fatigue) ||
	    !put(w, "exhausted", S_ANY) ||
	    !put(w, u->exhausted ? "true" : "false", S_PLAIN) ||
	    !put_int(w, "demoralized", u->demoralized))
		return 0;
	if (u->has_tactical && !put_tactical(w, u->tactical_split,
	    u->tactical_attack, u->tactical_defence))
		return 0;
	if (u->artillery >= 0 && !put_int(w, "artillery", u->artillery))
		return 0;
	if (!put(w, "entrenchment", S_ANY) ||
	    !put(w, entrenchment_names[u->entrenchment], S_PLAIN))
		return 0;
	if (u->out_of_supply && (!put(w, "supply", S_ANY) ||
	    !put(w, "out", S_PLAIN)))
		return 0;
	if (u->army != NULL && (!put(w, "army", S_ANY) ||
	    !put(w, u->army, S_ANY)))
		return 0;
	return put_extra(w, u->extra) && w->end(w, N_MAP);
}

static int
write_units(struct node_writer *w, const void *arg)
{
	const struct game	*g = arg;
	int			 i;

	if (!w->start(w, N_MAP, S_BLOCK))
		return 0;
	for (i = 0; i < g->nunits; i++)
		if (!put_unit(w, g, &g->units[i]))
			return 0;
	return w->end(w, N_MAP);
}

/* A list of hexes as map or markers write it, under key in m when there
 * are any. */
static void
set_hexes(struct game *g, struct node *m, const char *key, const hex_t *h,
    int n)
{
	if (n > 0)
		node_set(&g->arena, m, key, game_hexes_node(g, h, n));
}

static struct node *
map_node(struct game *g)
{
	struct map	*mp = &g->map;
	struct node	*m = node_map(&g->arena, S_BLOCK), *v;
	int		 i;

	if (mp->deflt != T_NONE)
		node_set(&g->arena, m, "terrain",
		    node_plain(&g->arena, terrain_name(mp->deflt)));
	if (mp->nbounds == 1 && mp->bounds[0].sheet == 0)
		node_set(&g->arena, m, "bounds",
		    bounds_node(g, &mp->bounds[0]));
	else if (mp->nbounds > 0) {
		v = node_map(&g->arena, S_BLOCK);
		for (i = 0; i < mp->nbounds; i++) {
			char letter[2] = { mp->bounds[i].sheet, '\0' };

			node_set(&g->arena, v, letter,
			    bounds_node(g, &mp->bounds[i]));
		}
		node_set(&g->arena, m, "bounds", v);
	}
	set_hexes(g, m, "off_map", mp->off_map, mp->noff_map);
	if (mp->nhexes > 0)
		node_set(&g->arena, m, "hexes",
		    node_gen(&g->arena, write_hexes, g));
	if (mp->nhexsides > 0)
		node_set(&g->arena, m, "hexsides",
		    node_gen(&g->arena, write_hexsides, g));
	add_extra(g, m, mp->extra);
	return m;
}

static struct node *
tactical_node(struct game *g, bool split, int att, int def)
{
	char buf[32];

	if (!split)
		return node_int(&g->arena, att);
	snprintf(buf, sizeof(buf), "%d/%d", att, def);
	return node_quoted(&g->arena, buf);
}

static struct node *
leader_node(struct game *g, const struct leader *l)
{
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_BLOCK);

	node_set(a, m, "side", node_plain(a, side_name(l->side)));
	node_set(a, m, "rank", node_plain(a, leader_rank_names[l->rank]));
	if (l->leads != NULL)
		node_set(a, m, "leads", node_scalar(a, l->leads));
	if (l->has_tactical)
		node_set(a, m, "tactical", tactical_node(g, l->tactical_split,
		    l->tactical_attack, l->tactical_defence));
	if (l->command >= 0)
		node_set(a, m, "command", node_int(a, l->command));
	if (l->status != US_IN_PLAY)
		node_set(a, m, "status",
		    node_plain(a, unit_status_names[l->status]));
	else if (l->with >= 0)
		node_set(a, m, "with", node_scalar(a, g->units[l->with].name));
	if (l->status != US_IN_PLAY && l->left > 0)
		node_set(a, m, "left", node_int(a, l->left));
	if (l->committed > 0)
		node_set(a, m, "committed", node_int(a, l->committed));
	if (l->off.box != NULL)
		node_set(a, m, "box", node_scalar(a, l->off.box));
	if (l->off.arrives > 0) {
		struct node *v = node_map(a, S_FLOW);

		node_set(a, v, "turn", node_int(a, l->off.arrives));
		if (l->off.area != NULL)
			node_set(a, v, "area", node_scalar(a, l->off.area));
		node_set(a, m, "arrives", v);
	}
	if (l->off.withdrawn > 0)
		node_set(a, m, "withdrawn", node_int(a, l->off.withdrawn));
	if (l->cavalry)
		node_set(a, m, "cavalry", node_bool(a, true));
	if (l->substitute)
		node_set(a, m, "substitute", node_bool(a, true));
	add_extra(g, m, l->extra);
	return m;
}

static struct node *
markers_node(struct game *g)
{
	struct arena	*a = &g->arena;
	struct markers	*mk = &g->markers;
	struct node	*m = node_map(a, S_BLOCK), *v, *b;
	int		 i;

	set_hexes(g, m, "flanks_refused", mk->flanks_refused,
	    mk->nflanks_refused);
	if (mk->ndestroyed > 0) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < mk->ndestroyed; i++)
			node_push(a, v, hexside_node(g, mk->destroyed[i]));
		node_set(a, m, "destroyed", v);
	}
	if (mk->npontoons > 0) {
		v = node_seq(a, S_BLOCK);
		for (i = 0; i < mk->npontoons; i++) {
			b = node_map(a, S_FLOW);
			node_set(a, b, "hexside",
			    hexside_node(g, mk->pontoons[i].hexside));
			node_set(a, b, "owner",
			    node_plain(a, side_name(mk->pontoons[i].owner)));
			if (mk->pontoons[i].fixed)
				node_set(a, b, "fixed", node_bool(a, true));
			add_extra(g, b, mk->pontoons[i].extra);
			node_push(a, v, b);
		}
		node_set(a, m, "pontoon_bridges", v);
	}
	if (mk->ncontrol > 0) {
		v = node_map(a, S_FLOW);
		for (i = 0; i < mk->ncontrol; i++)
			node_add(a, v, game_hex_node(g, mk->control_hex[i]),
			    node_plain(a, side_name(mk->control_side[i])));
		node_set(a, m, "control", v);
	}
	if (mk->nstations > 0) {
		v = node_map(a, S_FLOW);
		for (i = 0; i < mk->nstations; i++)
			node_add(a, v, game_hex_node(g, mk->station_hex[i]),
			    node_plain(a, mk->station_destroyed[i] ?
			    "destroyed" : "damaged"));
		node_set(a, m, "stations", v);
	}
	set_hexes(g, m, "depots_removed", mk->depots_removed,
	    mk->ndepots_removed);
	if (mk->has_counties) {
		v = node_map(a, S_FLOW);
		for (i = 0; i < mk->ncounties; i++)
			node_add(a, v, node_scalar(a, mk->county_name[i]),
			    node_plain(a, side_name(mk->county_side[i])));
		node_set(a, m, "counties", v);
	}
	add_extra(g, m, mk->extra);
	return m->n > 0 ? m : NULL;
}

static struct node *
ledger_node(struct game *g)
{
	struct arena	*a = &g->arena;
	struct ledger	*lg = &g->ledger;
	struct node	*m = node_map(a, S_BLOCK), *losses, *routs, *v;
	int		 s, c;
	static const enum side order[] = { SIDE_USA, SIDE_CSA };

	losses = node_map(a, S_BLOCK);
	routs = node_map(a, S_FLOW);
	for (s = 0; s < 2; s++) {
		v = node_map(a, S_FLOW);
		for (c = 0; c < C_COUNT; c++)
			node_set(a, v, cause_names[c],
			    node_int(a, lg->losses[order[s]][c]));
		add_extra(g, v, lg->side_extra[order[s]]);
		node_set(a, losses, side_name(order[s]), v);
		node_set(a, routs, side_name(order[s]),
		    node_int(a, lg->routs[order[s]]));
	}
	add_extra(g, losses, lg->losses_extra);
	add_extra(g, routs, lg->routs_extra);
	node_set(a, m, "losses", losses);
	node_set(a, m, "routs", routs);
	node_set(a, m, "vp", lg->vp != NULL ? lg->vp : node_seq(a, S_FLOW));
	add_extra(g, m, lg->extra);
	return m;
}

/* Only the document's own overrides are written back; those from
 * --charts or $GCACW_CHARTS stay outside the file. */
static struct node *
charts_node(struct game *g)
{
	struct arena	*a = &g->arena;
	struct node	*m = node_map(a, S_BLOCK), *t, *r;
	int		 i;

	for (i = 0; i < g->charts.n; i++) {
		const struct chart_cell *c = &g->charts.cells[i];

		if (c->source != NULL)
			continue;
		if ((t = node_get(m, c->chart->name)) == NULL) {
			t = node_map(a, S_BLOCK);
			node_set(a, m, c->chart->name, t);
		}
		if (c->col == NULL) {
			node_set(a, t, c->row, node_scalar(a, c->value));
			continue;
		}
		if ((r = node_get(t, c->row)) == NULL) {
			r = node_map(a, S_FLOW);
			node_add(a, t, node_quoted(a, c->row), r);
		}
		node_set(a, r, c->col, node_scalar(a, c->value));
	}
	add_extra(g, m, g->charts_extra);
	return m->n > 0 ? m : NULL;
}

static struct node *
action_node(struct game *g)
{
	struct arena	*a = &g->arena;
	struct march	*m = &g->march;
	struct node	*v = node_map(a, S_FLOW);

	node_set(a, v, "kind", node_plain(a, m->kind));
	if (m->unit != NULL)
		node_set(a, v, "unit", node_scalar(a, m->unit));
	node_set(a, v, "mp", node_half(a, m->mp));
	if (m->start != HEX_NONE)
		node_set(a, v, "start", game_hex_node(g, m->start));
	node_set(a, v, "attacks", node_int(a, m->attacks));
	node_set(a, v, "ended", node_bool(a, m->ended));
	if (m->leader != NULL)
		node_set(a, v, "leader", node_scalar(a, m->leader));
	if (m->allowance >= 0 && m->leader != NULL)
		node_set(a, v, "allowance", node_half(a, m->allowance));
	if (m->leader != NULL)
		node_set(a, v, "selected", game_names_node(g, m->selected,
		    m->nselected));
	if (m->transferred)
		node_set(a, v, "transferred", node_bool(a, true));
	set_hexes(g, v, "declined", m->declined, m->ndeclined);
	add_extra(g, v, m->extra);
	return v;
}

static void
emit_state(struct game *g, struct node *doc)
{
	struct arena	*a = &g->arena;
	struct node	*v;
	int		 i;

	if (g->has_action)
		node_set(a, doc, "action", action_node(g));
	if (g->pending.listed) {
		v = node_seq(a, g->pending.flow ? S_FLOW : S_BLOCK);
		for (i = 0; i < g->pending.n; i++)
			node_push(a, v, pending_node(g, &g->pending.items[i]));
		node_set(a, doc, "pending", v);
	}
	if (g->has_ledger)
		node_set(a, doc, "ledger", ledger_node(g));
	if (g->has_dice) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < g->ndice; i++)
			node_push(a, v, node_int(a, g->dice[i]));
		node_set(a, doc, "dice", v);
	}
	if (g->has_rng) {
		char buf[32];

		v = node_map(a, S_FLOW);
		snprintf(buf, sizeof(buf), "%llu",
		    (unsigned long long)g->rng_seed);
		node_set(a, v, "seed", node_plain(a, buf));
		snprintf(buf, sizeof(buf), "%llu",
		    (unsigned long long)g->rng_draws);
		node_set(a, v, "draws", node_plain(a, buf));
		add_extra(g, v, g->rng_extra);
		node_set(a, doc, "rng", v);
	}
	if (g->log != NULL)
		node_set(a, doc, "log", g->log);
}

struct node *
game_emit(struct game *g)
{
	struct arena	*a = &g->arena;
	struct node	*doc = node_map(a, S_BLOCK), *v;
	int		 i;

	node_set(a, doc, "gcacw", node_int(a, g->version));
	node_set(a, doc, "game", node_plain(a, g->module->name));
	if (g->scenario != NULL)
		node_set(a, doc, "scenario", node_scalar(a, g->scenario));
	if (g->has_advanced)
		node_set(a, doc, "advanced", node_bool(a, g->advanced));
	node_set(a, doc, "turn", node_int(a, g->turn));
	if (g->phase != PH_NONE)
		node_set(a, doc, "phase", node_plain(a, phase_names[g->phase]));
	if (g->has_initiative)
		node_set(a, doc, "initiative", node_plain(a,
		    side_name(g->initiative)));
	if (g->has_passed)
		node_set(a, doc, "passed", node_plain(a, side_name(g->passed)));
	if (g->acted)
		node_set(a, doc, "acted", node_bool(a, true));
	node_set(a, doc, "rain", node_bool(a, g->rain));
	if (g->union_panic > 0)
		node_set(a, doc, "union_panic", node_int(a, g->union_panic));
	if (g->noptional > 0) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < g->noptional; i++)
			node_push(a, v, node_plain(a, g->optional_rules[i]));
		node_set(a, doc, "optional_rules", v);
	}
	if (g->nevents > 0) {
		v = node_map(a, S_BLOCK);
		for (i = 0; i < g->nevents; i++) {
			const struct game_event	*ev = &g->events[i];
			struct node		*e = node_map(a, S_FLOW);

			if (ev->side >= 0)
				node_set(a, e, "side", node_plain(a,
				    side_name((enum side)ev->side)));
			if (ev->turn > 0)
				node_set(a, e, "turn", node_int(a, ev->turn));
			node_set(a, v, ev->name, e);
		}
		node_set(a, doc, "events", v);
	}
	if (g->has_strategic) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "box", node_int(a, g->strategic_box));
		node_set(a, v, "major_union_victory",
		    node_bool(a, g->major_union_victory));
		if (g->strategic_lull)
			node_set(a, v, "lull", node_bool(a, true));
		add_extra(g, v, g->strategic_extra);
		node_set(a, doc, "strategic", v);
	}
	if (g->has_released) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < g->nreleased; i++) {
			struct node *e;

			if (g->released_turn == NULL ||
			    g->released_turn[i] == 0) {
				node_push(a, v, node_scalar(a,
				    g->released[i]));
				continue;
			}
			e = node_map(a, S_FLOW);
			node_set(a, e, "id", node_scalar(a, g->released[i]));
			node_set(a, e, "turn", node_int(a,
			    g->released_turn[i]));
			node_push(a, v, e);
		}
		node_set(a, doc, "released", v);
	}
	if (g->has_rain_turns) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < g->nrain_turns; i++)
			node_push(a, v, node_int(a, g->rain_turns[i]));
		node_set(a, doc, "rain_turns", v);
	}
	if (g->has_unfordable) {
		v = node_map(a, S_FLOW);
		node_set(a, v, "minor", node_int(a, g->unfordable_minor));
		node_set(a, v, "major", node_int(a, g->unfordable_major));
		add_extra(g, v, g->unfordable_extra);
		node_set(a, doc, "unfordable", v);
	}
	if ((v = charts_node(g)) != NULL)
		node_set(a, doc, "charts", v);
	node_set(a, doc, "map", map_node(g));
	node_set(a, doc, "units", node_gen(a, write_units, g));
	if (g->nleaders > 0) {
		v = node_map(a, S_BLOCK);
		for (i = 0; i < g->nleaders; i++)
			node_add(a, v, node_scalar(a, g->leaders[i].name),
			    leader_node(g, &g->leaders[i]));
		node_set(a, doc, "leaders", v);
	}
	if ((v = markers_node(g)) != NULL)
		node_set(a, doc, "markers", v);
	emit_state(g, doc);
	add_extra(g, doc, g->extra);
	return doc;
}
