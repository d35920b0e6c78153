/*
 * testretreat.h — what the retreat tests (test_retreat.c,
 * test_retreat_cavalry.c) add to fixture.h: a game loaded from a string,
 * a printf format or its parts (head, terrain, map hexes and hexsides,
 * units, tail), a retreat planned with a --path, --hexes and --override
 * and carried out, and the lookups they make in the game and the
 * retreat.  Everything is static inline: one copy a program.
 *
 *	struct fx f;
 *
 *	fx_make(&f, HEAD, "clear", "'1009': water", "", units, pending);
 *	ck_assert_int_eq(retreat_from_pending(f.g, &f.r, false, NULL, 0), 0);
 *	fx_carry_out(&f, NULL, 0, 0);
 *	ck_assert_str_eq(fx_path(&f), "1110,1109");
 *	fx_done(&f);
 */
#ifndef GCACW_TESTRETREAT_H
#define GCACW_TESTRETREAT_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "check_main.h"
#include "fixture.h"
#include "retreat.h"


struct fx {
	struct tg		 t;
	struct game		*g;
	struct retreat		 r;
	struct retreat_step	 st;	/* the options of one step */
	struct dice		 d;	/* a cavalry retreat's die */
	int			 rolls[4];
	bool			 rolled;
	char			 yaml[8192];	/* the game, for messages */
};

/* A game from a printf format; it must load cleanly. */
static inline void __attribute__((format(printf, 2, 3)))
fx_loadf(struct fx *f, const char *fmt, ...)
{
	va_list	ap;
	int	n;

	memset(f, 0, sizeof(*f));
	va_start(ap, fmt);
	n = vsnprintf(f->yaml, sizeof(f->yaml), fmt, ap);
	va_end(ap);
	ck_assert_int_lt(n, (int)sizeof(f->yaml));
	f->g = tg_load_ok(&f->t, f->yaml);
}

/* A whole game given as one string. */
static inline void
fx_load(struct fx *f, const char *yaml)
{
	fx_loadf(f, "%s", yaml);
}

/* A game built from its parts: map.hexes and map.hexsides are the
 * contents of flow mappings ("'1009': water"), tail what follows the
 * units (pending, action, leaders). */
static inline void
fx_make(struct fx *f, const char *head, const char *terrain,
    const char *hexes, const char *hexsides, const char *units,
    const char *tail)
{
	fx_loadf(f, "%smap:\n  terrain: %s\n  hexes: {%s}\n  hexsides: {%s}\n"
	    "units:\n%s%s", head, terrain, hexes, hexsides, units, tail);
}

static inline void
fx_done(struct fx *f)
{
	if (f->rolled)
		dice_free(&f->d);
	tg_done(&f->t);
}

/*
 * Lookups in f's game and its retreat (fixture.h): a hex by id and the
 * id of a hex, a unit and a leader by name, the path planned
 * ("1009,1008"), the Retreat Charts used along it ("1,2,2"), the option
 * chosen at step k, and the latest log entry's value under a key.
 */
#define H(f, hex)	tg_hex((f)->g, (hex))
#define id(f, h)	tg_hexid((f)->g, (h))
#define U(f, name)	tg_unit((f)->g, (name))
#define L(f, name)	tg_leader((f)->g, (name))
#define fx_path(f)	tg_retreat_path((f)->g, &(f)->r)
#define fx_charts(f)	tg_retreat_charts(&(f)->r)
#define chosen(f, k)	tg_retreat_chosen(&(f)->r, (k))
#define log_get(f, key)	node_get(tg_last_log((f)->g), (key))

/* The index of a unit, as a leader's `with` holds it. */
static inline int
unit_index(struct fx *f, const char *name)
{
	return (int)(U(f, name) - f->g->units);
}

/* "1009,1008" into hexes; returns the count. */
static inline int
parse_path(struct fx *f, const char *csv, hex_t *out)
{
	char	buf[256], *p, *save = NULL;
	int	n = 0;

	if (csv == NULL)
		return 0;
	ck_assert_uint_lt(strlen(csv), sizeof(buf));
	strcpy(buf, csv);
	for (p = strtok_r(buf, ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save)) {
		ck_assert_int_lt(n, RETREAT_MAXSTEPS + 1);
		out[n++] = H(f, p);
	}
	return n;
}

/* retreat_plan with a --path (NULL: chosen), --hexes, --override. */
static inline int
fx_plan(struct fx *f, const char *path, int hexes, int override)
{
	hex_t	p[RETREAT_MAXSTEPS + 1];
	int	n = parse_path(f, path, p);

	return retreat_plan(f->g, &f->r, p, n, hexes, override);
}

/* f's retreat planned so and carried out; both must succeed. */
static inline void
fx_carry_out(struct fx *f, const char *path, int hexes, int override)
{
	int st = fx_plan(f, path, hexes, override);

	ck_assert_msg(st == 0, "retreat_plan: %d\n%s", st, tg_errors(&f->t));
	st = retreat_apply(f->g, &f->r);
	ck_assert_msg(st == 0, "retreat_apply: %d\n%s", st, tg_errors(&f->t));
}

#endif
