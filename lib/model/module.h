/*
 * module.h — game modules as tables of differences (DESIGN.md section 2).
 * The standard rules are the engine; a module says only where SIV or SJW
 * differ.  Rules read g->module->field, never test the game's name.  The
 * modules themselves, and each game's data they point to, are in
 * lib/games/ (games.h).
 */
#ifndef GCACW_MODULE_H
#define GCACW_MODULE_H

#include <stdbool.h>

#include "hex.h"
#include "phase.h"

struct chart;

/* What the Recovery Phase does differently (8.0, 10.1, 10.3, foraging). */
enum forage_rules { FORAGE_NONE, FORAGE_SIV, FORAGE_SJW };
struct recover_rules {
	bool			 minor_bridges_unlimited;	/* SIV 10.1 */
	bool			 union_major_bridge;	/* 10.1: not in SIV */
	bool			 major_bridge_19;	/* SJW 19.0 */
	/* SJW 19.0's conditions on the Union's major-river bridge that the
	 * file does not record, told to the players; NULL: none. */
	const char		*major_bridge_note;
	bool			 union_repair_county;	/* SIV 10.3, 22.1 */
	/* SIV 22.0: the control county seats, a table (county -> "hex"),
	 * for the county control of SIV 10.3 repairs; NULL: none. */
	const struct chart	*county_seats;
	enum forage_rules	 forage;		/* SIV 24.3, SJW 20.4 */
	/* SIV 24.3: the counties where foraging adds 1, NULL-terminated;
	 * NULL: none. */
	const char *const	*forage_counties;
	bool			 union_supply_disorganizes; /* 8.0 step 6 */
};

/* SIV 12.0: the first turn of a scenario that the May 1 substitution
 * applies to. */
struct scenario_turn {
	const char	*scenario;
	int		 turn;
};

/*
 * What the phases between the actions do differently (3.0, 12.0; SIV
 * 12.0; SJW 3.0, 14.0, 15.0): the Random Events Table, when and by whom
 * it is rolled, its date substitution, and the random termination of the
 * Action Cycle.
 */
struct turn_game {
	/* 12.0: "Each GCACW game uses its original Random Events Table";
	 * NULL: the game has none. */
	const struct chart	*events;
	const char		*events_rule;	/* cited when not rolled */
	bool			 basic_events;	/* rolled in the Basic Game */
	int			 first_turn;	/* of random events */
	const char		*roller;	/* who rolls, or NULL */
	bool			 termination;	/* SJW 15.0 */
	/* SIV 12.0: the Advanced Game's first turn of the substitution
	 * (May 1); 0: none.  Its scenarios' first turns, {NULL}-ended;
	 * NULL: none. */
	int			 may_first;
	const struct scenario_turn *may_first_scenarios;
	/* The Advanced Game's sequence of play (SIV 14.0), PH_NONE-ended:
	 * its phases in order, the Strategic Cycle's segments included
	 * (rules/sequence_advanced.c says which a turn plays); NULL: the
	 * Advanced Game plays the Basic Game's (3.0). */
	const enum phase	*advanced_phases;
	/* The Strategic Cycle's interval (SIV 14.0 9: "only on turns
	 * divisible by 5"); 0: none. */
	int			 strategic_every;
	/* SIV 15.0: the Advanced Game applies the table's other results
	 * (Command Stagnation, Ashby, the Union Cavalry Reinforcement). */
	bool			 advanced_events;
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
	/* 7.2: column of the Maximum Values table ("Other Games"; OTR has
	 * its own). */
	const char	*max_values_column;
	/* 7.7: column of the Cavalry Retreat Die Roll Modifiers that
	 * Confederate cavalry read (SIV's printed exceptions, "siv-csa");
	 * NULL: "standard", as every other cavalry. */
	const char	*cavalry_retreat_csa_column;
	bool		 grand_assault_cv3;	/* 7.1: the CV-3 requirement */
	/* Advanced Game: SJW 17.0, the death of a Confederate corps
	 * commander on both unmodified combat dice 1; SJW 18.0, Union
	 * Panic on an italic result against the Union. */
	bool		 commander_death;
	bool		 union_panic;
	/* 7.4: "In the games SJW, HCR, and SLB the Confederate player adds
	 * 1 to his attack roll if the corps leader Jackson successfully
	 * undertakes an assault action". */
	bool		 jackson_assault_bonus;
	/* 5.2: the Movement Summary row of Union infantry leaders (SIV:
	 * "siv-usa-infantry", 1D6 minimum 2); NULL: "usa-infantry". */
	const char	*usa_infantry_leader_row;
	/* 5.2: "Union cavalry units in SIV do not belong to a command". */
	bool		 usa_cavalry_no_command;
	/* 6.2, 12.0: the Terrain Chart's MP costs (SJW 14.0 its own);
	 * NULL: the standard `terrain-mp`. */
	const struct chart *terrain_mp;
	/* Scenario names (DESIGN.md section 4, contract); NULL-terminated,
	 * or NULL when any name will do. */
	const char *const *scenarios;
	/* The Advanced Game scenarios (SIV 27.0; SJW 22.0). */
	const char *const *advanced_scenarios;
	/* SIV Addition to 7.5: "In the Advanced Game, if the cavalry unit
	 * "Ashby" is eliminated, the Confederate player must place Ashby
	 * in the off-map "Ashby" box": the unit of this name goes to the
	 * box of the same name; NULL: none. */
	const char	*advanced_boxed_unit;
	struct recover_rules recover;
	struct turn_game turn;
};

#endif
