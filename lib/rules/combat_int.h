/*
 * combat_int.h — what the combat_*.c and assault*.c files share (an
 * assault is ruled by the march attack's steps after its own, 7.1) and
 * nothing else uses but their unit tests.
 */
#ifndef GCACW_COMBAT_INT_H
#define GCACW_COMBAT_INT_H

#include "combat.h"

/*
 * The Attack Summary's cell for an attack type (6.1, 7.4), column
 * "infantry-mp", "cavalry-mp" or "modifier", as a number ("None" is 0);
 * -1 after the missing-data error (status 65) when it is not one.
 */
int	attack_summary(struct game *, enum attack_type, const char *col,
	    int *);

/* A unit's value v when attacking (11.0). */
quarters combat_attacking(const struct unit *, quarters v);

/*
 * The ruling's steps after whether the attack may happen: values, ratio,
 * modifiers, flank (combat_prepare's last part), for a combat whose
 * attackers, defenders, hexes and leader are set (an assault's).
 * before: g->diag->count when the ruling began (any error since that is
 * not a missing value stops it).
 */
int	combat_rule(struct game *, struct combat *, int before);
/* Steps 2 and 3 (7.5) after combat_rule(): the dice, then the results
 * with the losses divided as given.  0 for a ruling stopped on missing
 * data (c->stopped, the errors reported), else the first step's
 * status. */
int	combat_finish(struct game *, struct combat *, struct dice *,
	    const struct allocation *defender_loss, int ndefender_loss,
	    const struct allocation *attacker_loss, int nattacker_loss);
/* 7.1: the defenders in c->target, adjacent to c->from (c->attacker
 * set; who names it in a refusal): 0 or the refusal's status. */
int	combat_defenders(struct game *, struct combat *, const char *who);
/* Is u one of units[0..n-1] (the attackers, the units an assault
 * selected)? */
bool	units_hold(struct unit *const *units, int n, const struct unit *u);
/* DESIGN.md section 4: what the rules require next comes first (7.6). */
int	combat_pending_first(struct game *);
/* 7.1, 10.2, 12.0: may c->attacker attack c->target from c->from? 0 or
 * the refusal's status; target_id for the message. */
int	attack_terrain(struct game *, struct combat *, const char *target_id);
/* The log entry's combat fields, from `values` on, into map e; dice is
 * the `dice` map, which may already hold the assault's dice. */
void	combat_log_fields(struct game *, const struct combat *,
	    struct node *e, struct node *dice);

/*
 * A missing value, reported once per ruling (the same line never
 * twice) and in the order asked; c->stopped set.  Returns the phrase the
 * explanation shows, "not printed (charts.NAME.ROW.COL)".
 */
const char *combat_missing(struct game *, struct combat *,
	    const struct chart *, const char *row, const char *col,
	    const char *needed_by);
/* A field the file lacks ("units", "Kimball", "tactical"), reported
 * once; its phrase, "not given (units.Kimball.tactical)". */
const char *combat_missing_field(struct game *, struct combat *,
	    const char *kind, const char *name, const char *field,
	    const char *rule);
/* A unit's Combat value (7.2) for this ruling: -1 when it is missing,
 * after combat_missing(), with *missing its phrase. */
quarters combat_unit_value(struct game *, struct combat *,
	    const struct unit *, const char **missing);

/* The parts of combat_prepare, for the tests: whether the attack may
 * happen and its MP cost (7.1, 6.1, 12.0); the flank procedure (7.4). */
int	attack_allowed(struct game *, struct combat *, const char *attacker,
	    const char *target);
void	flank_attack(struct game *, struct combat *);

/* The log entry of a combat (DESIGN.md section 4), from c's results. */
struct node *combat_log(struct game *, const struct combat *);

#endif
