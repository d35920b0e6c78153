/*
 * phase.h — where in the sequence of play a game is (3.0, 4.0; the
 * file's `phase`, gcacw-file(5)).  A game without `phase` is PH_NONE:
 * no tool refuses anything for its phase.  gcacw-turn writes `phase`,
 * and from then on each tool runs only in the phases its struct tool
 * lists (lib/cli).
 */
#ifndef GCACW_PHASE_H
#define GCACW_PHASE_H

enum phase {
	PH_NONE,		/* not given: unrestricted */
	PH_RANDOM_EVENTS,	/* 3.0 Random Events Phase */
	PH_LEADER_TRANSFER,	/* 3.0, 6.3 Leader Transfer Phase (SJW 3.0's
				 * Commander Transfer Phase) */
	PH_ACTION,		/* 4.0 the Action Cycle */
	PH_RECOVERY,		/* 8.0 the Recovery Phase */
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
