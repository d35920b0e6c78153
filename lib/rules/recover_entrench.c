/*
 * recover_entrench.c — Entrenchments (9.0): the 1862 procedure's next marker,
 * redoubts, and the scenario's restrictions and the events that forbid
 * entrenching (restrict.h: SIV 15.0's Union Command Stagnation penalty);
 * checked in the Recovery Phase's step 1 (8.0).
 */
#include <string.h>

#include "recover_int.h"
#include "refuse.h"
#include "restrict.h"

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

int
entrench_check(struct game *g, struct recover *r, struct recover_attempt *a)
{
	const struct restriction	*rs;
	struct unit			*u = a->unit;
	int				 next, year;

	(void)r;
	/* The scenario's no-entrench, and no-action which implies it; and
	 * SIV 15.0's Union Command Stagnation penalty, which forbids Union
	 * infantry to "build entrenchments during the current turn". */
	if ((rs = restrict_entrench(g, u)) != NULL)
		return refuse_unit(g, u, "%s", restrict_says(g, u->name, rs));
	/* 9.0: "Depending on the year depicted in the game being played,
	 * players use one of several different procedures": the year is
	 * the scenario's (New Market and Piedmont are 1864).  The standard
	 * rules name no year (module.h): the rulebooks here give only the
	 * 1862 procedure, so it is the one they are ruled by. */
	if ((year = game_year(g)) != 1862 && year != 0)
		return refuse_unit(g, u, "the rulebooks here give only the "
		    "1862 entrenchment procedure; %s is set in %d (9.0: the "
		    "series rules' %s procedure is not printed)", g->scen !=
		    NULL ? g->scen->title : g->module->title, year,
		    year >= 1864 ? "1864-1865" : year == 1863 ? "1863" :
		    "1861");
	if ((next = entrench_next(g, u)) < 0)
		return refuse_unit(g, u, u->entrenchment == E_FORT ? "%s "
		    "already has a Fort marker: the 1862 procedure builds "
		    "nothing further (9.0)" : "%s has an Abatis marker, which "
		    "the 1862 procedure does not build on (9.0)", u->name);
	a->before = u->entrenchment;
	a->after = next;
	return 0;
}
