/*
 * restrict.h — the scenario's restrictions the rules enforce (its special
 * rules, gcacw-file(5) "Restrictions"; scenario.h): may this unit or
 * leader act now, enter a hex, retreat into one, attack, entrench, march
 * extended or forced.  Each question answers with the restriction that
 * forbids it, or NULL; restrict_cite() words its citation for the
 * refusal (refuse.h).  A game without a scenario (g->scen NULL) is
 * restricted by no special rule; the events of its file still bind it
 * (SIV 15.0 Command Stagnation).
 */
#ifndef GCACW_RESTRICT_H
#define GCACW_RESTRICT_H

#include <stdbool.h>

#include "game.h"
#include "scenario.h"

/* Is hex h in the hex set `where` (a list of clauses, gcacw-file(5)
 * "Hex sets")?  `rule` is cited when a clause needs data the map lacks
 * (a county: reported, status 65). */
bool	restrict_where(struct game *, const struct node *where, hex_t,
	    const char *rule);

/* no-action: may unit or leader `name` of side `side`, standing in hex
 * h (a leader: his unit's), not act now?  A no-action with `where`
 * binds only in those hexes (SJW 22.1 special rule 2). */
const struct restriction *restrict_act(struct game *, const char *name,
	    enum side, hex_t);
/* no-entrench, or no-action (which implies it). */
const struct restriction *restrict_entrench(struct game *,
	    const struct unit *);
/* no-attack: on the hex `target`; a no-attack with `where` forbids
 * attacks on those hexes only (SIV Bath special rule 2). */
const struct restriction *restrict_attack(struct game *,
	    const struct unit *, hex_t target);
/* no-extended-march, no-force-march (5.1). */
const struct restriction *restrict_extended(struct game *,
	    const struct unit *);
const struct restriction *restrict_force(struct game *,
	    const struct unit *);
/*
 * A march step into h: no-enter (its hexes), keep-away (a hex nearer
 * than N hexes to a unit of the side kept away from), no-enemy-zoc.
 */
const struct restriction *restrict_enter(struct game *, const struct unit *,
	    hex_t);
/* A retreat or rout into h: no-enter with `retreat: true`. */
const struct restriction *restrict_retreat(struct game *,
	    const struct unit *, hex_t);

/*
 * Is the river of a hexside with these features unfordable now: 12.0's
 * Unfordable markers (game_unfordable()), or the scenario's unfordable
 * restriction (SIV Piedmont special rule 2, Cross Keys 4), which
 * restrict_unfordable_rule() returns (NULL: none binds).  Every
 * crossing asks passage.c, which asks here: marches, retreats, attacks,
 * ZOC and flank attacks alike.
 */
bool	restrict_unfordable(struct game *, unsigned features);
const struct restriction *restrict_unfordable_rule(struct game *,
	    unsigned features);
/* SIV 13.4 special rule 6: while an unfordable restriction with
 * `lifted_fords` is lifted this turn, units cross "at ford and bridge
 * hexsides (including destroyed bridge hexsides)": a destroyed bridge
 * over such a river is a ford. */
bool	restrict_destroyed_ford(struct game *, unsigned features);

/* destroy-bridge: the scenario's bridge destroyed at will at the end of
 * a march (SIV 13.4 special rule 5, New Market 4), or NULL. */
const struct restriction *restrict_destroy_bridge(struct game *, hexside_t);
/* The same, with `rebuild: false`: never repaired (SIV 13.4 rule 5). */
const struct restriction *restrict_no_rebuild(struct game *, hexside_t);

/* mp-column: the Terrain Chart column a step into h is priced from
 * (SIV Bath special rule 1, Mountain Winter in Morgan county), or NULL:
 * the turn's weather. */
const struct restriction *restrict_mp_column(struct game *, hex_t);

/*
 * The events that restrict (`events`, DESIGN.md "The Advanced Games"),
 * which the file alone records: SIV 15.0 Command Stagnation.
 *
 * restrict_stagnation: what the turn's Command Stagnation of u's side
 * takes from u's Movement Allowance: 1 from an infantry unit, 2 from a
 * cavalry unit, else 0.  restrict_allowance: the allowance mp after it,
 * never below 0 and, for a Union infantry unit marching in an Activate
 * Leader action (`activation`), never below 1 (15.0 Note); what was
 * taken is noted in `notes` (a sequence).
 */
int	restrict_stagnation(const struct game *, const struct unit *);
int	restrict_allowance(struct game *, const struct unit *, int mp,
	    bool activation, struct node *notes);
/*
 * The Union Command Stagnation penalty (`events.union_stagnation_penalty`
 * of this turn): does it forbid u's activation and entrenching?  It is
 * a no-action (restrict_act() and restrict_entrench() return it for a
 * Union infantry unit).  restrict_penalty_lift: Confederate infantry
 * unit u has entered hex h; when h is within 5 hexes of a Union infantry
 * unit the penalty is lifted (the event removed, noted in `notes`) and
 * true returned.
 */
bool	restrict_penalty(const struct game *, const struct unit *);
bool	restrict_penalty_lift(struct game *, const struct unit *, hex_t h,
	    struct node *notes);

/*
 * Unit u has entered hex h (a march step, a retreat, an advance, a
 * placement): each restriction `lifted_by` such an entry (SIV 27.1
 * special rules 1a, 2a: "lifted the moment a Union unit enters any hex
 * of Augusta County") is released for good, noted in `notes`.  The
 * number released.
 */
int	restrict_entered(struct game *, const struct unit *u, hex_t h,
	    struct node *notes);

/* What a restriction forbids, in words ("may not enter these hexes"). */
const char *restrict_what(struct game *, const struct restriction *);
/*
 * The citation a refusal ends with: "(RULE; until TEXT)", or "(RULE;
 * through turn N)", then " (lifted: add 'ID' to `released`)" when it has
 * an id.  From g->arena.
 */
const char *restrict_cite(struct game *, const struct restriction *);
/* The refusal's sentence: "WHO WHAT in this scenario (RULE...)", or for
 * an event's "WHO WHAT on Turn N (RULE...)".  From g->arena. */
const char *restrict_says(struct game *, const char *who,
	    const struct restriction *);
/* The refusal (exit 1) at `path`: restrict_says()'s sentence. */
int	restrict_refuse(struct game *, const char *path, const char *who,
	    const struct restriction *);

#endif
