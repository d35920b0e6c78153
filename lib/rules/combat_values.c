/*
 * combat_values.c — Combat and Artillery values (7.2, 7.3), demoralization
 * (11.0) and entrenchments (9.0).
 */
#include <stdio.h>
#include <string.h>

#include "combat_int.h"
#include "missing.h"
#include "module.h"
#include "scalar.h"
#include "scenario.h"
#include "tables.h"

/*
 * 7.2: a unit's Combat value in quarters, or -1 when it is disorganized
 * and neither the unit nor the charts give its marker's value; row gets
 * the strength-markers entry it needs.
 */
static quarters
marker_value(struct game *g, const struct unit *u, char row[16])
{
	const char	*cell;
	halves		 h;

	/* 7.2: organized, the marker's number is the manpower. */
	if (!u->disorganized)
		return u->manpower * 4;
	if (u->combat >= 0)
		return u->combat * 2;
	/* The disorganized side of the Strength marker for this manpower;
	 * the rulebooks do not print it (DESIGN.md section 6). */
	snprintf(row, 16, "%d", u->manpower);
	if ((cell = chart_get(&g->charts, &chart_strength_markers, row,
	    NULL)) != NULL && parse_halves(cell, &h) == 0)
		return h * 2;
	return -1;
}

static const char *
marker_need(struct game *g, const struct unit *u)
{
	return arena_printf(&g->arena, "%s's disorganized Combat value "
	    "(7.2); or give units.%s.combat", u->name, u->name);
}

quarters
unit_combat_value(struct game *g, const struct unit *u)
{
	char		row[16];
	quarters	v;

	if ((v = marker_value(g, u, row)) >= 0)
		return v;
	missing_cell(g, &chart_strength_markers, row, NULL, marker_need(g, u));
	return 0;
}

quarters
combat_unit_value(struct game *g, struct combat *c, const struct unit *u,
    const char **missing)
{
	char		row[16];
	quarters	v;

	*missing = NULL;
	if ((v = marker_value(g, u, row)) >= 0)
		return v;
	*missing = combat_missing(g, c, &chart_strength_markers, row, NULL,
	    marker_need(g, u));
	return -1;
}

/* 11.0: the value v of a unit when attacking. */
quarters
combat_attacking(const struct unit *u, quarters v)
{
	if (u->demoralized == 0)
		return v;
	/* 11.0: a demoralized unit of 1 or ½ attacks at ½. */
	if (v <= 4)
		return 2;
	/* Demoralize-2 attacks at 1. */
	if (u->demoralized == 2)
		return 4;
	/* Demoralize-1 halves, fractions dropped.  1½ would halve to 0:
	 * it attacks at ½, as the exception does for 1 (RULINGS). */
	v = v / 8 * 4;
	return v < 4 ? 2 : v;
}

quarters
unit_attack_value(struct game *g, const struct unit *u)
{
	return combat_attacking(u, unit_combat_value(g, u));
}

int
unit_entrenchment(const struct game *g, const struct unit *u)
{
	const struct hexinfo	*x;
	bool			 late = game_year(g) >= 1864;

	/* 9.0: abatis ×1.5; breastwork ×2; fort-build ×2 (1863 or
	 * earlier); fort ×3; breastwork-build nothing before 1864, ×1.5
	 * from 1864.  Markers apply unit by unit. */
	switch (u->entrenchment) {
	case E_ABATIS:
		return 6;
	case E_BREASTWORK_BUILD:
		if (late)
			return 6;
		break;
	case E_BREASTWORK:
	case E_FORT_BUILD:
		return 8;
	case E_FORT:
		return 12;
	case E_NONE:
		break;
	}
	/* 9.0: a redoubt the unit may benefit from, with no other
	 * entrenchment, multiplies by 1.5; Naval Batteries hold a
	 * Confederate redoubt. */
	x = map_hex(&g->map, u->hex);
	if (x != NULL && (((x->features & HF_REDOUBT) &&
	    x->redoubt_side == (int)u->side) ||
	    ((x->features & HF_NAVAL_BATTERY) && u->side == SIDE_CSA)))
		return 6;
	return 4;
}
