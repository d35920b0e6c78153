/*
 * module.h — game modules as tables of differences (DESIGN.md section 2).
 * The standard rules are the engine; a module says only where SIV or SJW
 * differ.  Rules read g->module->field, never test the game's name.
 */
#ifndef GCACW_MODULE_H
#define GCACW_MODULE_H

#include <stdbool.h>

#include "hex.h"

/* What the Recovery Phase does differently (8.0, 10.1, 10.3, foraging). */
enum forage_rules { FORAGE_NONE, FORAGE_SIV, FORAGE_SJW };
struct recover_rules {
	bool			 minor_bridges_unlimited;	/* SIV 10.1 */
	bool			 union_major_bridge;	/* 10.1: not in SIV */
	bool			 major_bridge_19;	/* SJW 19.0 */
	bool			 union_repair_county;	/* SIV 10.3, 22.1 */
	enum forage_rules	 forage;		/* SIV 24.3, SJW 20.4 */
	bool			 union_supply_disorganizes; /* 8.0 step 6 */
};

struct module {
	const char	*name;		/* standard | siv | sjw */
	const char	*title;
	int		 year;		/* for the 9.0 entrenchment procedure */
	struct geometry	 geo;		/* sheets and joins */
	int		 bridge_cv;	/* 10.1-10.3 threshold: 5, SIV 3 */
	bool		 csa_wins_ties;	/* 4.2: SIV initiative ties */
	/* 10.2: a destroyed major-river ferry leaves a ford (SIV: Snicker's
	 * and Berry's Ferry, the game's only ferries). */
	bool		 major_ferry_leaves_ford;
	const char	*rain_column;	/* column of the Rain Number tables */
	bool		 grand_assault_cv3;	/* 7.1: the CV-3 requirement */
	/* Scenario names (DESIGN.md section 4, contract); NULL-terminated,
	 * or NULL when any name will do. */
	const char *const *scenarios;
	/* The Advanced Game scenarios (SIV 27.0; SJW 22.0). */
	const char *const *advanced_scenarios;
	struct recover_rules recover;
};

extern const struct module module_standard, module_siv, module_sjw;

/* The module named, or NULL. */
const struct module *module_find(const char *name);

#endif
