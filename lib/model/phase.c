/*
 * phase.c — the phases' names (phase.h).
 */
#include <stddef.h>

#include "phase.h"

const char *const phase_names[PH_COUNT] = {
	NULL, "random-events", "action", "recovery", "turn-indication",
	"over",
};

const char *const phase_titles[PH_COUNT] = {
	NULL, "the Random Events Phase (3.0)", "the Action Cycle (4.0)",
	"the Recovery Phase (8.0)", "the Turn Indication Phase (3.0)",
	"the end of the game",
};

const char *const phase_next[PH_COUNT] = {
	NULL, "gcacw-turn --random-events",
	"gcacw-turn --initiative, then the action (gcacw-march, "
	"gcacw-combat, gcacw-retreat) or gcacw-turn --initiative --pass",
	"gcacw-recover", "gcacw-turn --end-turn", "gcacw-vp --final",
};
