/*
 * recover_forage.c — Foraging in the Advanced Games (8.0 step 2): SIV 24.3,
 * Union units only, on the Union Foraging Table; SJW 20.4, either side,
 * against the county's Forage Value, with the optional Dispersal rule.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "missing.h"
#include "recover_int.h"
#include "refuse.h"
#include "tables.h"

const char *
forage_rule(const struct game *g)
{
	return recover_rules(g)->forage == FORAGE_SJW ? "SJW 20.4" :
	    "SIV 24.3";
}

/*
 * SIV 24.3: a Union unit rolls, adds its Fatigue Level and 1 in the
 * counties the rule lists (the module's forage_counties), and succeeds on
 * 3 or less (the Union Foraging Table).
 */
static int
forage_siv(struct game *g, struct recover_attempt *a)
{
	const char *const	*poor = recover_rules(g)->forage_counties;
	const struct chart	*t = &chart_siv_foraging;
	struct unit		*u = a->unit;
	const char		*cell;
	char			 row[24];
	size_t			 i;
	int			 v, st;

	a->need = -1;
	for (i = 0; (int)i < t->nrows; i++) {
		cell = chart_get(&g->charts, t, t->rows[i], NULL);
		if (cell != NULL && strcmp(cell, "Success") == 0 &&
		    strstr(t->rows[i], "or less") != NULL)
			a->need = atoi(t->rows[i]);
	}
	if (a->need < 0)
		return missing_cell(g, t, "3 or less", NULL, "foraging (SIV "
		    "24.3)");
	if (u->fatigue > 0) {
		snprintf(row, sizeof(row), "fatigue-%d", u->fatigue);
		if ((st = recover_chart_number(g,
		    &chart_siv_foraging_modifiers, row, NULL,
		    "foraging (SIV 24.3)", &v)) != 0)
			return st;
		recover_mod_add(a, "SIV 24.3", v, "Fatigue Level %d",
		    u->fatigue);
	}
	for (i = 0; poor != NULL && poor[i] != NULL; i++)
		if (strcmp(poor[i], a->county) == 0)
			break;
	if (poor != NULL && poor[i] != NULL) {
		if ((st = recover_chart_number(g, &chart_siv_foraging_modifiers,
		    "county", NULL, "foraging (SIV 24.3)", &v)) != 0)
			return st;
		recover_mod_add(a, "SIV 24.3", v, "in %s County", a->county);
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

	if ((st = recover_chart_number(g, &chart_sjw_forage_values, a->county,
	    u->side == SIDE_USA ? "Union" : "Confederate", arena_printf(
	    &g->arena, "%s's foraging in %s County (SJW 20.4)", u->name,
	    a->county), &a->need)) != 0)
		return st;
	if (u->fatigue > 0)
		recover_mod_add(a, "SJW 20.4", u->fatigue, "Fatigue Level %d",
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
		recover_mod_add(a, "SJW 20.4", a->dispersal, "Dispersal: %d "
		    "friendly infantry unit%s foraged earlier in this or an "
		    "adjacent hex", a->dispersal, a->dispersal == 1 ? "" : "s");
	return 0;
}

/* 8.0 step 2, SIV 24.3, SJW 20.4. */
int
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
		return refuse_unit(g, u, "only Union units forage in "
		    "Stonewall in the Valley; Confederate units are always in "
		    "supply (SIV 24.0, 24.3)");
	for (i = 0; i < r->nattempts; i++) {
		const struct recover_attempt *b = &r->attempts[i];

		if (b->unit != u || b == a)
			continue;
		if (b->order->activity != RA_FORAGE)
			return refuse_unit(g, u, "%s is ordered to %s in "
			    "step 1 and may not forage (8.0, %s)", u->name,
			    recover_verbs[b->order->activity], forage_rule(g));
		if (b < a)
			return refuse_unit(g, u, "%s is ordered to forage "
			    "twice: a unit forages at most once a turn (%s)",
			    u->name, forage_rule(g));
	}
	if (u->fatigue > 2)
		return refuse_unit(g, u, "foraging needs Fatigue Level 0, 1 "
		    "or 2; %s is at %d (8.0, %s)", u->name, u->fatigue,
		    forage_rule(g));
	if (!u->out_of_supply)
		return refuse_unit(g, u, "%s is in supply: only "
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

void
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
