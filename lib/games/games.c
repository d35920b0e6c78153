/*
 * games.c — the registry of the games gcacw knows: their modules by name
 * (the game file's `game`) and every built-in table by name (the
 * `charts` key), for the loader and the tests (games.h).
 */
#include <stddef.h>
#include <string.h>

#include "games.h"
#include "tables.h"

static const struct module *const modules[] = {
	&module_standard, &module_siv, &module_sjw,
};

const struct module *
module_find(const char *name)
{
	size_t i;

	if (name == NULL)
		return NULL;
	for (i = 0; i < sizeof modules / sizeof modules[0]; i++)
		if (strcmp(modules[i]->name, name) == 0)
			return modules[i];
	return NULL;
}

const struct chart *const chart_list[] = {
	/* Standard rules 1.0-12.0 */
	&chart_combat_value_limits,
	&chart_rain_minor,
	&chart_rain_major,
	/* Stonewall in the Valley */
	&chart_siv_seven_pines,
	&chart_siv_random_events,
	&chart_siv_strategic,
	&chart_siv_harpers_ferry,
	&chart_siv_harpers_ferry_modifiers,
	&chart_siv_union_withdrawal,
	&chart_siv_union_commitment,
	&chart_siv_foraging,
	&chart_siv_foraging_modifiers,
	&chart_siv_county_seats,
	&chart_siv_strategic_track,
	/* GCACW Charts & Tables v1.6 */
	&chart_combat_defender,
	&chart_combat_attacker,
	&chart_combat_modifiers,
	&chart_artillery,
	&chart_attack,
	&chart_ratio,
	&chart_retreat_1,
	&chart_retreat_2,
	&chart_cavalry_retreat,
	&chart_movement_allowance,
	&chart_leader_movement_allowance,
	&chart_friendly_occupied,
	&chart_extended_march,
	&chart_extended_march_modifiers,
	/* Not printed: supplied by the players */
	&chart_terrain_mp,
	&chart_strength_markers,
	&chart_bridge_markers,
	/* Stonewall Jackson's Way */
	&chart_sjw_terrain_mp,
	&chart_sjw_random_events,
	&chart_sjw_forage_values,
	NULL
};

const struct chart *
chart_find(const char *name)
{
	int i;

	if (name == NULL)
		return NULL;
	for (i = 0; chart_list[i] != NULL; i++)
		if (strcmp(chart_list[i]->name, name) == 0)
			return chart_list[i];
	return NULL;
}
