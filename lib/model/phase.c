/*
 * phase.c — the phases' names (phase.h).
 */
#include <stddef.h>

#include "phase.h"

const char *const phase_names[PH_COUNT] = {
	NULL, "random-events", "reinforcement", "off-map-movement",
	"harpers-ferry", "leader-transfer", "attachment", "action",
	"recovery", "strategic", "county-control", "bridge-repair", "depot",
	"supply-status", "ammunition", "commitment", "withdrawal", "lull",
	"turn-indication", "over",
};

const char *const phase_titles[PH_COUNT] = {
	NULL, "the Random Events Phase (3.0)",
	"the Reinforcement Phase (SIV 14.0, 18.0)",
	"the Union Off-Map Movement Phase (SIV 14.0, 21.0)",
	"the Harpers Ferry Phase (SIV 14.0, 17.0)",
	"the Leader Transfer Phase (3.0, 6.3)",
	"the Attachment Phase (SIV 14.0, 25.2)",
	"the Action Cycle (4.0)",
	"the Recovery Phase (8.0)",
	"the Strategic Segment (SIV 14.0 9 A, 16.0)",
	"the County Control Segment (SIV 14.0 9 B, 22.0)",
	"the Union Bridge Repair Segment (SIV 14.0 9 C, 23.2)",
	"the Depot Segment (SIV 14.0 9 D, 24.1)",
	"the Union Supply Status Segment (SIV 14.0 9 E, 24.2)",
	"the Ammunition Segment (SIV 14.0 9 F, 24.4)",
	"the Union Commitment Segment (SIV 14.0 9 G, 20.0)",
	"the Withdrawal Segment (SIV 14.0 9 H, 19.0)",
	"the Lull Segment (SIV 14.0 9 I, 16.0)",
	"the Turn Indication Phase (3.0)",
	"the end of the game",
};

const char *const phase_next[PH_COUNT] = {
	NULL, "gcacw-turn --random-events",
	"gcacw-turn --reinforce=U=H places the units due (--reinforce alone "
	"the automatic ones); gcacw-turn --next ends the phase",
	"gcacw-turn --off-map U=DEST moves a Union unit on or off the map; "
	"gcacw-turn --next ends the phase",
	"gcacw-turn --harpers-ferry",
	"gcacw-march --transfer L --to U (each leader once), or gcacw-turn "
	"--initiative to begin the Action Cycle",
	"gcacw-turn --next ends the phase (or --initiative begins the Action "
	"Cycle)",
	"gcacw-turn --initiative, then the action (gcacw-march, "
	"gcacw-combat, gcacw-retreat) or gcacw-turn --initiative --pass",
	"gcacw-recover",
	"gcacw-turn --strategic",
	"gcacw-turn --counties",
	"gcacw-turn --repair H/H (at most one bridge), or gcacw-turn --next",
	"gcacw-turn --next (depots are placed by hand: markers.depots)",
	"gcacw-turn --next (supply is set by hand: units.X.supply)",
	"gcacw-turn --next (ammunition is marked by hand: units.X.ammunition)",
	"gcacw-turn --commit 'G1;G2', or gcacw-turn --next",
	"gcacw-turn --withdraw U,U (each side once), or gcacw-turn --next",
	"gcacw-turn --lull [--increase usa=U,csa=U]",
	"gcacw-turn --end-turn", "gcacw-vp --final",
};
