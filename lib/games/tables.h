/*
 * tables.h — every built-in table of the rulebooks, by symbol (charts.h,
 * DESIGN.md section 6).  A rule reads a cell with chart_get(&g->charts,
 * &chart_ratio, row, col), so that a player's override takes effect; by
 * name (chart_find, games.h) only the loader of overrides and the tests
 * look a table up.  The tables are in standard.c, siv.c and sjw.c.
 */
#ifndef GCACW_TABLES_H
#define GCACW_TABLES_H

#include "charts.h"

/* Standard rules 1.0-12.0 */
extern const struct chart chart_combat_value_limits;	/* 7.2 */
extern const struct chart chart_rain_minor;		/* 12.0 */
extern const struct chart chart_rain_major;		/* 12.0 */

/* Stonewall in the Valley */
extern const struct chart chart_siv_seven_pines;	/* SIV 18.1 */
extern const struct chart chart_siv_random_events;	/* SIV 15.0 */
extern const struct chart chart_siv_strategic;		/* SIV 16.0 */
extern const struct chart chart_siv_harpers_ferry;	/* SIV 17.0 */
extern const struct chart chart_siv_harpers_ferry_modifiers;
extern const struct chart chart_siv_union_withdrawal;	/* SIV 19.2 */
extern const struct chart chart_siv_union_commitment;	/* SIV 20.0 */
extern const struct chart chart_siv_foraging;		/* SIV 24.3 */
extern const struct chart chart_siv_foraging_modifiers;	/* SIV 24.3 */
extern const struct chart chart_siv_county_seats;	/* SIV 22.0 */
extern const struct chart chart_siv_strategic_track;	/* SIV 16.0 */

/* GCACW Charts & Tables v1.6 */
extern const struct chart chart_combat_defender;	/* 7.5 */
extern const struct chart chart_combat_attacker;	/* 7.5 */
extern const struct chart chart_combat_modifiers;	/* 7.4 */
extern const struct chart chart_artillery;		/* 7.4 */
extern const struct chart chart_attack;			/* 6.1, 7.4 */
extern const struct chart chart_ratio;			/* 7.4 */
extern const struct chart chart_retreat_1;		/* 7.6 */
extern const struct chart chart_retreat_2;		/* 7.6 */
extern const struct chart chart_cavalry_retreat;	/* 7.7 */
extern const struct chart chart_movement_allowance;	/* 5.1 */
extern const struct chart chart_leader_movement_allowance; /* 5.2 */
extern const struct chart chart_friendly_occupied;	/* 6.2 */
extern const struct chart chart_extended_march;		/* 5.1 */
extern const struct chart chart_extended_march_modifiers; /* 5.1 */

/* Not printed: supplied by the players */
extern const struct chart chart_terrain_mp;		/* 6.2, 12.0 */
extern const struct chart chart_strength_markers;	/* 7.2 */
extern const struct chart chart_bridge_markers;		/* 10.1 */

/* Stonewall Jackson's Way */
extern const struct chart chart_sjw_terrain_mp;		/* SJW 14.0 */
extern const struct chart chart_sjw_random_events;	/* SJW 14.0 */
extern const struct chart chart_sjw_forage_values;	/* SJW 20.4 */

#endif
