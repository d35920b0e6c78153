/*
 * county.h — county control (SIV 22.0-22.2), one answer for every rule
 * that reads it: the 10.3 bridge repair, the VP tables' `counties`
 * count, and the Advanced Game's segments: one source, so that no two
 * rules disagree on who controls a county.
 *
 * When the file has `markers.counties` (the County Control Segment's
 * record, gcacw-file(5)), that is who controls each county, and a county
 * it does not list is nobody's.  Without it, control is worked out from
 * the units now: SIV 22.1, the Union when a Union infantry unit of
 * manpower 1 or more is in the control county seat and the Union units
 * in the county total 2 or more; else SIV 22.2, the Confederates when
 * theirs total 8 or more.
 */
#ifndef GCACW_COUNTY_H
#define GCACW_COUNTY_H

#include "game.h"

#define COUNTY_NOBODY	(-1)	/* nobody controls it */
#define COUNTY_UNKNOWN	(-2)	/* the file lacks what it needs: reported */

/*
 * The control county seat of a county (SIV 22.0): the scenario's
 * `counties` when it names one, else the game's table (the module's
 * chart, which a `charts` correction changes).  HEX_NONE when the county
 * has none; a seat cell corrected into no hex is reported (status 65),
 * citing `rule`, and HEX_NONE returned.
 */
hex_t	county_seat(struct game *, const char *county, const char *rule);
/*
 * Who controls the county: SIDE_USA, SIDE_CSA, COUNTY_NOBODY (a county
 * without a control county seat is never controlled), or COUNTY_UNKNOWN
 * after reporting the missing data (status 65, citing `rule`): a unit's
 * hex whose county the map does not give when the count needs it, a
 * seat corrected into no hex.
 */
int	county_controller(struct game *, const char *county, const char *rule);
/* The county of hex h from the map (map.hexes.H.county), or NULL after
 * reporting it missing once per hex (status 65), citing `rule`. */
const char *county_of_hex(struct game *, hex_t, const char *rule);

/*
 * What SIV 22.1 and 22.2 count in one county, worked out from the units
 * now and never from markers.counties: the County Control Segment's own
 * count (gcacw-turn --counties), which writes that record.  `seat` is
 * HEX_NONE when the county has no control county seat; `seat_unit` the
 * first Union infantry unit of manpower 1 or more in the seat (22.1), or
 * NULL; `manpower` each side's total in the county, cavalry included;
 * `side` as county_controller() answers.
 */
struct county_count {
	const char		*county;
	hex_t			 seat;
	const struct unit	*seat_unit;
	int			 manpower[SIDE_COUNT];
	int			 side;
};
/* Fills c and returns c->side (COUNTY_UNKNOWN after the report). */
int	county_compute(struct game *, const char *county, const char *rule,
	    struct county_count *c);
/*
 * Is the county in Maryland (SIV 22.2: "any hex north of the Potomac
 * River"; the map's `counties: {NAME: {maryland: true}}`, DESIGN.md
 * "Counties")?  1 or 0; -1 when the map describes no county at all, so
 * that nothing says which counties are Maryland's.
 */
int	county_maryland(const struct game *, const char *county);

#endif
