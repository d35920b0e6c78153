/*
 * march_allowance.c — what a march is worth before its first step (5.1,
 * 5.2): the Movement Allowance from the Movement Summary (read through
 * chart_get, so that an override takes effect), the extended march and
 * the force march.
 */
#include <stdlib.h>
#include <string.h>

#include "march_int.h"
#include "module.h"

/*
 * "1D6", "2D6+1", "1D6+2", "1D6, minimum 2": N dice, plus K, and a
 * printed minimum (0: none).  Anything else is not a cell this rule can
 * roll: -1.
 */
int
march_cell_dice(const char *cell, int *ndice, int *plus, int *min)
{
	const char	*p = cell;
	char		*end;
	long		 v;

	*ndice = *plus = *min = 0;
	if (cell == NULL || (*p != '1' && *p != '2') || p[1] != 'D' ||
	    p[2] != '6')
		return -1;
	*ndice = *p - '0';
	p += 3;
	if (*p == '+') {
		v = strtol(p + 1, &end, 10);
		if (end == p + 1 || v < 0 || v > 99)
			return -1;
		*plus = (int)v;
		p = end;
	}
	if (strncmp(p, ", minimum ", 10) == 0) {
		v = strtol(p + 10, &end, 10);
		if (end == p + 10 || v < 0 || v > 99)
			return -1;
		*min = (int)v;
		p = end;
	}
	return *p == '\0' ? 0 : -1;
}

/* 5.1 step 1: "a Union infantry or artillery unit ... one die; a
 * Confederate ... one die and adds 1.  A Union cavalry unit ... two
 * dice; a Confederate cavalry unit ... two dice ... and adds 1." */
const char *
march_allowance_row(const struct unit *u)
{
	bool usa = u->side == SIDE_USA;

	switch (u->type) {
	case U_INFANTRY:
	case U_ARTILLERY:
		return usa ? "usa-infantry" : "csa-infantry";
	case U_CAVALRY:
		return usa ? "usa-cavalry" : "csa-cavalry";
	case U_WAGON:
		return usa ? "usa-wagon" : "csa-wagon";
	}
	return NULL;
}

/* 5.2 step 3 and the Movement Summary: infantry leaders by side (SIV's
 * Union exception as the module says), cavalry leaders by rank. */
const char *
march_leader_row(const struct game *g, const struct leader *l)
{
	bool usa = l->side == SIDE_USA;

	if (l->cavalry)
		return l->rank == R_CORPS ? (usa ? "usa-cavalry-corps" :
		    "csa-cavalry-corps") : (usa ? "usa-cavalry-division" :
		    "csa-cavalry-division");
	if (usa && g->module->usa_infantry_leader_row != NULL)
		return g->module->usa_infantry_leader_row;
	return usa ? "usa-infantry" : "csa-infantry";
}

/* 5.1: "brings a unit on its normal side to a new Fatigue Level of 3 or
 * 4, or a unit on its exhausted side to ... 2, 3, or 4". */
bool
march_is_extended(const struct unit *u, int new_fatigue)
{
	return new_fatigue >= (u->exhausted ? 2 : 3);
}

/* The Extended March Table's columns: organized (any manpower), or
 * disorganized by manpower. */
const char *
march_extended_col(const struct unit *u)
{
	if (!u->disorganized)
		return "organized";
	if (u->manpower <= 5)
		return "disorganized-5";
	if (u->manpower <= 9)
		return "disorganized-6-9";
	return "disorganized-10";
}

/*
 * 5.1 Force March: "If the unmodified infantry roll was 6, the unit's
 * Manpower Value is reduced by 2 (or by 1 if its Manpower is already less
 * than 6).  If the unmodified roll was 2-5 (infantry) or 8+ (cavalry),
 * Manpower is reduced by 1.  If ... 1 (infantry) or 7 or less (cavalry),
 * Manpower is unaffected."
 */
int
march_force_loss(const struct unit *u, int roll)
{
	if (u->type == U_CAVALRY)
		return roll >= 8 ? 1 : 0;
	if (roll == 6)
		return u->manpower < 6 ? 1 : 2;
	return roll >= 2 ? 1 : 0;
}

/* Manpower lost by the unit's own march, to the ledger by cause; at 0
 * the unit is eliminated (DESIGN.md section 5). */
int
march_lose(struct game *g, struct march_result *r, struct unit *u,
    int loss, enum cause cause)
{
	if (loss > u->manpower)
		loss = u->manpower;
	if (loss <= 0)
		return 0;
	u->manpower -= loss;
	u->combat = -1;		/* a new Strength marker (5.1) */
	u->disorganized = true;
	g->has_ledger = true;
	g->ledger.losses[u->side][cause] += loss;
	r->lost[cause] += loss;
	if (u->manpower == 0 && !r->eliminated) {
		r->eliminated = true;
		game_note(g, r->notes, "%s is eliminated: its march took its "
		    "last manpower", u->name);
		game_remove_unit(g, u, US_ELIMINATED, r->notes);
	}
	return loss;
}
