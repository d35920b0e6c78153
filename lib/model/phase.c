/*
 * phase.c — the phases' names (phase.h).
 */
#include <stddef.h>

#include "phase.h"

const char *const phase_names[PH_COUNT] = {
	NULL, "random-events", "leader-transfer", "action", "recovery",
	"turn-indication", "over",
};

const char *const phase_titles[PH_COUNT] = {
	NULL, "the Random Events Phase (3.0)",
	"the Leader Transfer Phase (3.0, 6.3)", "the Action Cycle (4.0)",
	"the Recovery Phase (8.0)", "the Turn Indication Phase (3.0)",
	"the end of the game",
};

const char *const phase_next[PH_COUNT] = {
	NULL, "gcacw-turn --random-events",
	"gcacw-march --transfer L --to U (each leader once), or gcacw-turn "
	"--initiative to begin the Action Cycle",
	"gcacw-turn --initiative, then the action (gcacw-march, "
	"gcacw-combat, gcacw-retreat) or gcacw-turn --initiative --pass",
	"gcacw-recover", "gcacw-turn --end-turn", "gcacw-vp --final",
};
