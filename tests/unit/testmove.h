/*
 * testmove.h — what the movement tests (test_move_step.c,
 * test_move_path.c, test_move_reach.c) add to fixture.h: a game made of
 * a head, a map's hexes and hexsides, its units and a tail, with the
 * march state of its unit M; one step priced and its parts as words; a
 * path planned (its hexes read by testplay.h), allowed or refused; a
 * reach and the lookups in it.  Everything is static inline: one copy a
 * program.
 *
 * Unless a case says otherwise: a standard game, turn 1, fair weather, a
 * clear map; M, Confederate infantry of manpower 6, in 1010; the off-road
 * costs are the tests' own, the rulebooks print none (DESIGN.md section
 * 6): CHARTS supplies clear 1 (rain 2), woods 2 (3), rough 2 (3), swamp
 * 3 (4), mountain 3 (4), loess 1 (2).  Hexes 1010, 1011, 1012, ... run
 * south in a straight line.
 */
#ifndef GCACW_TESTMOVE_H
#define GCACW_TESTMOVE_H

#include <stdio.h>
#include <string.h>

#include "fixture.h"
#include "move.h"
#include "testplay.h"

#define FAIR	TG_TURN1
#define RAIN	TG_TURN1_RAIN
#define COSTS							\
	"    clear: {normal: 1, rain: 2}\n"				\
	"    woods: {normal: 2, rain: 3}\n"				\
	"    rough: {normal: 2, rain: 3}\n"				\
	"    swamp: {normal: 3, rain: 4}\n"				\
	"    mountain: {normal: 3, rain: 4}\n"				\
	"    loess: {normal: 1, rain: 2}\n"
#define CHARTS	"charts:\n  terrain-mp:\n" COSTS

/* One unit line without combat values; M, the marching unit. */
#define UNIT_AT(name, side, type, mp, hex, more) "  " name ": {side: " \
	side ", type: " type ", manpower: " #mp ", hex: '" hex "'" more "}\n"
#define M	UNIT_AT("M", "csa", "infantry", 6, "1010", "")

/* The most hexes a test's path names. */
#define FX_MAXPATH	64

struct fx {
	struct tg		 t;
	struct game		*g;
	struct move_state	 st;
	struct move_price	 p;
	struct move_plan	 plan;
	struct move_reach	 r;
	hex_t			 path[FX_MAXPATH];
	char			 yaml[16384];
};

/* The game of `yaml` (copied), and M's state with `mp` halves. */
static inline void
fx_load(struct fx *f, const char *yaml, halves mp)
{
	int n;

	memset(f, 0, sizeof(*f));
	n = snprintf(f->yaml, sizeof(f->yaml), "%s", yaml);
	ck_assert_int_lt(n, (int)sizeof(f->yaml));
	f->g = tg_load_ok(&f->t, f->yaml);
	move_state_init(f->g, tg_unit(f->g, "M"), &f->st);
	f->st.mp = mp;
}

/* A game: head, map.hexes and map.hexsides (flow contents), units,
 * then anything (charts, markers, action); M's state with `mp` halves. */
static inline void
fx_make(struct fx *f, const char *head, const char *hexes,
    const char *hexsides, const char *units, const char *tail, halves mp)
{
	char	yaml[sizeof(f->yaml)];
	int	n;

	n = snprintf(yaml, sizeof(yaml), "%smap:\n  terrain: clear\n"
	    "  hexes: {%s}\n  hexsides: {%s}\nunits:\n%s%s", head, hexes,
	    hexsides, units, tail);
	ck_assert_int_lt(n, (int)sizeof(yaml));
	fx_load(f, yaml, mp);
}

/* ---- one step ---- */

/* Price M's step from `from` into `to`; true when priced. */
static inline bool
fx_price(struct fx *f, const char *from, const char *to)
{
	hex_t a = tg_hex(f->g, from), b = tg_hex(f->g, to);

	ck_assert_msg(hex_adjacent(a, b), "%s, %s not adjacent", from, to);
	return move_price(f->g, &f->st, a, b, &f->p);
}

/* The parts' words, joined by "; ". */
static inline const char *
parts(const struct move_price *p)
{
	static char	buf[1024];
	int		i;

	buf[0] = '\0';
	for (i = 0; i < p->nparts; i++) {
		if (i > 0)
			strcat(buf, "; ");
		strcat(buf, p->parts[i].text);
	}
	return buf;
}

/* ---- a path ---- */

/* Plan the comma-separated path; the status. */
static inline int
fx_path(struct fx *f, const char *hexes)
{
	int n = hex_list(f->g, hexes, f->path, FX_MAXPATH);

	return move_path(f->g, &f->st, f->path, n, &f->plan);
}

/* The same, which must be refused with exactly `text`. */
static inline void
fx_refused(struct fx *f, const char *hexes, const char *text)
{
	int st = fx_path(f, hexes);

	ck_assert_int_eq(st, ST_REFUSED);
	ck_assert_int_eq(f->plan.stop, MOVE_REFUSED);
	ck_assert_str_eq(f->plan.refusal.text, text);
}

/* The same, which must be allowed. */
static inline void
fx_ok(struct fx *f, const char *hexes)
{
	int st = fx_path(f, hexes);

	ck_assert_msg(st == ST_DONE, "%d %s %d", st, f->plan.refusal.text,
	    f->plan.nmissing);
}

/* ---- a reach ---- */

/* M's reach with its state as it stands; a query reports nothing. */
static inline void
fx_reach(struct fx *f)
{
	ck_assert_int_eq(move_reach(f->g, &f->st, &f->r), 0);
	ck_assert_str_eq(tg_errors(&f->t), "");
}

/* The entry of hex `id`, which must be reached. */
static inline const struct move_reach_hex *
reach_at(struct fx *f, const char *id)
{
	int i = move_reach_find(&f->r, tg_hex(f->g, id));

	ck_assert_msg(i >= 0, "%s not reached", id);
	return &f->r.hexes[i];
}

static inline bool
reached(struct fx *f, const char *id)
{
	return move_reach_find(&f->r, tg_hex(f->g, id)) >= 0;
}

#endif
