/*
 * testmove.h — what the march step and reach tests (test_move_step.c,
 * test_cov_move.c) add to fixture.h: a game made of a head, a map's hexes
 * and hexsides, its units and a tail, marching unit M's state at 12 MP,
 * a step priced, and the price's parts as words.  Everything is static
 * inline: one copy a program.
 */
#ifndef GCACW_TESTMOVE_H
#define GCACW_TESTMOVE_H

#include <stdio.h>
#include <string.h>

#include "fixture.h"
#include "move.h"

struct fx {
	struct tg		 t;
	struct game		*g;
	struct move_state	 st;
	struct move_price	 p;
	struct move_reach	 r;
	char			 yaml[16384];
};

/* A game: head, map.hexes and map.hexsides (flow contents), units,
 * then anything (charts, markers, action); M's state, 12 MP. */
static inline void
fx_make(struct fx *f, const char *head, const char *hexes,
    const char *hexsides, const char *units, const char *tail)
{
	int n;

	memset(f, 0, sizeof(*f));
	n = snprintf(f->yaml, sizeof(f->yaml), "%smap:\n  terrain: clear\n"
	    "  hexes: {%s}\n  hexsides: {%s}\nunits:\n%s%s", head, hexes,
	    hexsides, units, tail);
	ck_assert_int_lt(n, (int)sizeof(f->yaml));
	f->g = tg_load_ok(&f->t, f->yaml);
	move_state_init(f->g, tg_unit(f->g, "M"), &f->st);
	f->st.mp = 12 * 2;
}

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

#endif
