/*
 * phase.h — where in the sequence of play a game is (3.0, 4.0; SIV
 * 14.0 in the Advanced Game; the file's `phase`, gcacw-file(5)).  A game
 * without `phase` is PH_NONE: no tool refuses anything for its phase.
 * gcacw-turn writes `phase`, and from then on each tool runs only in the
 * phases its struct tool lists (lib/cli).  Which phases a game plays,
 * and which the rule skips on a turn, is rules/sequence_advanced.c's.
 */
#ifndef GCACW_PHASE_H
#define GCACW_PHASE_H

/* In the order of SIV 14.0 (the Basic Game plays a subset, 3.0). */
enum phase {
	PH_NONE,		/* not given: unrestricted */
	PH_RANDOM_EVENTS,	/* 3.0 Random Events Phase; SIV 14.0 1 */
	PH_REINFORCEMENT,	/* SIV 14.0 2, 18.0 */
	PH_OFF_MAP_MOVEMENT,	/* SIV 14.0 3, 21.0 */
	PH_HARPERS_FERRY,	/* SIV 14.0 4, 17.0 */
	PH_LEADER_TRANSFER,	/* 3.0, 6.3 Leader Transfer Phase (SJW 3.0's
				 * Commander Transfer Phase); SIV 14.0 5 */
	PH_ATTACHMENT,		/* SIV 14.0 6, 25.2 */
	PH_ACTION,		/* 4.0 the Action Cycle */
	PH_RECOVERY,		/* 8.0 the Recovery Phase */
	PH_STRATEGIC,		/* SIV 14.0 9 A, 16.0: the Strategic Cycle,
				 * on turns divisible by 5 */
	PH_COUNTY_CONTROL,	/* 9 B, 22.0 */
	PH_BRIDGE_REPAIR,	/* 9 C, 23.2 */
	PH_DEPOT,		/* 9 D, 24.1 */
	PH_SUPPLY_STATUS,	/* 9 E, 24.2 */
	PH_AMMUNITION,		/* 9 F, 24.4 */
	PH_COMMITMENT,		/* 9 G, 20.0 */
	PH_WITHDRAWAL,		/* 9 H, 19.0 */
	PH_LULL,		/* 9 I, 16.0 */
	PH_TURN_INDICATION,	/* 3.0 the Turn Indication Phase */
	PH_OVER,		/* the last turn has ended */
	PH_COUNT
};

/* The bit of a phase, for struct tool's `phases`. */
#define PHASE_BIT(p)	(1u << (p))

/* "random-events", ...; phase_names[PH_NONE] is NULL. */
extern const char *const phase_names[PH_COUNT];
/* What the phase is called in the rules, for messages. */
extern const char *const phase_titles[PH_COUNT];
/* What runs in the phase, for messages: "gcacw-recover". */
extern const char *const phase_next[PH_COUNT];

#endif
