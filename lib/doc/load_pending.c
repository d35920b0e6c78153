/*
 * load_pending.c — the `pending` list (gcacw-file(5), DESIGN.md section 4):
 * each entry's fields typed, the fields its kind needs, and the units it
 * names, so that every tool, gcacw-check first, accepts or refuses the
 * same entries and the rules that resolve them trust what they read.
 */
#include <string.h>

#include "load.h"
#include "pending.h"
#include "schema.h"

static const char *const pending_keys[] = { "kind", "rule", "units", "from",
    "into", "min", "max", "fatigue", "optional", "enemy", "enemy_unit",
    NULL };

/* A unit named in an entry must be in the file (a unit out of play is). */
static void
pending_unit(struct ld *l, const struct node *n)
{
	struct game *g = l->g;

	if (game_unit(g, n->str) == NULL)
		ld_err(l, n, "no such unit%s", game_unit_hint_text(g, n->str));
}

/* The retreating units are in play in the hex the retreat begins in
 * (7.6), the advancing ones in play (7.6).  The path names the list, as
 * gcacw-retreat's did. */
static void
check_units(struct ld *l, const struct node *units, const struct pending *p)
{
	const struct unit	*u;
	int			 i;

	for (i = 0; i < units->n; i++) {
		if (units->items[i]->kind != N_SCALAR ||
		    (u = game_unit(l->g, units->items[i]->str)) == NULL)
			continue;	/* reported */
		if (p->kind == PK_ADVANCE && u->status != US_IN_PLAY)
			ld_err(l, units->items[i], "not a unit in play");
		else if (p->kind != PK_ADVANCE && (u->status != US_IN_PLAY ||
		    u->hex != p->from))
			ld_err(l, units->items[i], "this unit is not in the "
			    "hex the retreat begins in");
	}
}

static void
load_units(struct ld *l, const struct node *v, struct pending *p)
{
	int i;

	if (!ld_is_seq(l, v, "a list of units"))
		return;
	p->units = arena_alloc(&l->g->arena, (size_t)(v->n + 1) *
	    sizeof(*p->units));
	for (i = 0; i < v->n; i++)
		if (ld_str(l, v->items[i], &p->units[p->nunits]) == 0) {
			pending_unit(l, v->items[i]);
			p->nunits++;
		}
}

/* A field the kind needs, absent: in gcacw-retreat's words. */
static void
needed(struct ld *l, const struct node *n, const char *key, bool need,
    const char *what)
{
	size_t s;

	if (!need || node_get(n, key) != NULL)
		return;
	s = ld_push(l, key);
	ld_err(l, n, "%s is needed here", what);
	ld_pop(l, s);
}

/* 7.6: "a maximum of four hexes" in a retreat (the defender's voluntary
 * retreat too: "from one to four hexes"), six in a rout; past it only
 * out of an enemy-occupied hex, which the maximum does not count. */
static void
check_max(struct ld *l, const struct node *v, const struct pending *p,
    bool retreat)
{
	int most = p->kind == PK_ROUT ? 6 : 4;

	if (p->min > p->max)
		ld_err(l, v, "a retreat goes from min to max hexes, 1 <= min "
		    "<= max <= %d", PENDING_MAX_HEXES);
	else if (retreat && p->max > most)
		ld_err(l, v, "a %s goes at most %d hexes (7.6)",
		    pending_kind_names[p->kind], most);
}

static void
load_entry(struct ld *l, const struct node *n, struct pending *p)
{
	const char	*list;
	bool		 retreat, advance;
	int		 k;

	ld_keys(l, n, pending_keys, &p->extra);
	p->pos = n->pos;
	p->flow = n->style == S_FLOW;
	if (node_get(n, "kind") == NULL) {
		ld_err(l, n, "`kind` is required (retreat, rout, "
		    "voluntary-retreat, advance or cavalry-retreat)");
		return;
	}
	k = -1;
	FIELD(l, n, "kind", v, ld_enum(l, v, pending_kind_names, PK_COUNT,
	    &k));
	if (k < 0)
		return;		/* what it needs depends on the kind */
	p->kind = (enum pending_kind)k;
	/* What each kind needs: a retreat its units, hexes and bounds, an
	 * advance its units and hex; a cavalry retreat nothing more. */
	retreat = p->kind == PK_RETREAT || p->kind == PK_ROUT ||
	    p->kind == PK_VOLUNTARY;
	advance = p->kind == PK_ADVANCE;
	list = retreat ? "a list of the retreating units" : "a list of units";
	FIELD(l, n, "rule", v, ld_str(l, v, &p->rule));
	FIELD(l, n, "units", v, {
		load_units(l, v, p);
		if ((retreat || advance) && v->kind == N_SEQ && v->n == 0)
			ld_err(l, v, "%s is needed here", list);
	});
	needed(l, n, "units", retreat || advance, list);
	FIELD(l, n, "from", v, ld_hex(l, v, &p->from));
	needed(l, n, "from", retreat, "a hex id");
	FIELD(l, n, "into", v, ld_hex(l, v, &p->into));
	needed(l, n, "into", advance, "a hex id");
	FIELD(l, n, "min", v, ld_int(l, v, 1, PENDING_MAX_HEXES, &p->min));
	needed(l, n, "min", retreat, "a number");
	FIELD(l, n, "max", v, if (ld_int(l, v, 1, PENDING_MAX_HEXES,
	    &p->max) == 0)
		check_max(l, v, p, retreat));
	needed(l, n, "max", retreat, "a number");
	FIELD(l, n, "fatigue", v, ld_int(l, v, 0, 1, &p->fatigue));
	FIELD(l, n, "optional", v, if (ld_bool(l, v, &p->optional) == 0)
		p->has_optional = true);
	FIELD(l, n, "enemy", v, ld_hex(l, v, &p->enemy));
	needed(l, n, "enemy", retreat, "a hex id");
	FIELD(l, n, "enemy_unit", v, if (ld_str(l, v, &p->enemy_unit) == 0)
		pending_unit(l, v));
	/* Where the units are, once the hex is known. */
	if (advance || (retreat && p->from != HEX_NONE))
		FIELD(l, n, "units", v, if (v->kind == N_SEQ)
			check_units(l, v, p));
}

/*
 * 7.6: a combat leaves each unit one obligation, retreat or advance; so
 * resolving one entry never makes another wrong (its units moved).
 */
static void
check_once(struct ld *l, const struct node *units, int e)
{
	const struct pending_list	*pl = &l->g->pending;
	int				 i, j, k;

	for (i = 0; i < units->n; i++) {
		if (units->items[i]->kind != N_SCALAR)
			continue;
		for (j = 0; j < e; j++)
			for (k = 0; k < pl->items[j].nunits; k++)
				if (strcmp(pl->items[j].units[k],
				    units->items[i]->str) == 0)
					goto twice;
		continue;
twice:
		ld_err(l, units->items[i], "%s is named in pending[%d] too: a "
		    "unit has one pending entry at most (7.6)",
		    units->items[i]->str, j);
	}
}

void
load_pending(struct ld *l, const struct node *n)
{
	struct pending_list	*pl = &l->g->pending;
	int			 i;

	if (!ld_is_seq(l, n, "a list of pending obligations"))
		return;
	pl->listed = true;
	pl->flow = n->style == S_FLOW;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		if (n->items[i]->kind != N_MAP)
			ld_err(l, n->items[i], "each entry is a mapping");
		else {
			load_entry(l, n->items[i],
			    pending_add(l->g, PK_RETREAT));
			FIELD(l, n->items[i], "units", v, if (v->kind == N_SEQ)
				check_once(l, v, pl->n - 1));
		}
		ld_pop(l, p);
	}
}
