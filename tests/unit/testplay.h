/*
 * testplay.h — what the tests of the actions and of the sequence of
 * play (test_march.c, test_restrict.c, test_sequence.c, test_turn.c, ...;
 * through testmove.h the movement tests) add to fixture.h: a path given
 * as hex ids, gcacw-march's and gcacw-turn's operations run on a loaded
 * game with the dice given (TG_DICE), and what a turn's result noted.
 * Everything is static inline: one copy a program.
 */
#ifndef GCACW_TESTPLAY_H
#define GCACW_TESTPLAY_H

/* A SIV game's Random Events Phase, Turn 3, around the provisional
 * swamp N2021 (12.0 Provisional Swamps): water N2020, swamp N2022; the
 * caller goes on with the map's hexsides or the units. */
#define TP_SWAMP_GAME	TG_SIV "turn: 3\nphase: random-events\nmap:\n"	\
	"  terrain: clear\n  hexes:\n    N2021: provisional-swamp\n"	\
	"    N2020: water\n    N2022: swamp\n"

#include <string.h>

#include "dice.h"
#include "fixture.h"
#include "march.h"
#include "check_main.h"
#include "turn.h"

/* The hexes of a comma-separated list ("1011,1012") into out; how many. */
static inline int
hex_list(const struct game *g, const char *list, hex_t *out, int max)
{
	char	buf[512], *save, *p;
	int	n = 0;

	ck_assert_uint_lt(strlen(list), sizeof(buf));
	strcpy(buf, list);
	for (p = strtok_r(buf, ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save)) {
		ck_assert_int_lt(n, max);
		out[n++] = tg_hex(g, p);
	}
	return n;
}

/* ---- gcacw-march ---- */

/* The order on g with these dice; its status. */
static inline int
march_run(struct game *g, const struct march_order *o,
    struct march_result *r, int n, const int *dice)
{
	struct dice	d;
	int		st;

	dice_init(&d, g, dice, n, false, 0);
	st = march_resolve(g, &d, o, r);
	dice_free(&d);
	return st;
}

/* A March of `unit` along `path` (hex ids; NULL or "": none), no
 * --query reach. */
static inline void
march_order(struct march_order *o, const struct game *g, const char *unit,
    const char *path)
{
	memset(o, 0, sizeof(*o));
	o->op = MO_MARCH;
	o->unit = unit;
	o->reach_mp = -1;
	if (path != NULL)
		o->npath = hex_list(g, path, o->path, MARCH_MAXPATH);
	o->has_path = o->npath > 0;
}

/* The same run, --force or not. */
static inline int
march_path(struct game *g, const char *unit, const char *path, bool force,
    struct march_result *r, int n, const int *dice)
{
	struct march_order o;

	march_order(&o, g, unit, path);
	o.force = force;
	return march_run(g, &o, r, n, dice);
}

/* ---- gcacw-turn ---- */

/* The orders on g with these dice, into a result cleared first (no
 * winner); their status. */
static inline int
turn_orders_run(struct game *g, const struct turn_orders *o,
    struct turn_result *r, int n, const int *dice)
{
	struct dice	d;
	int		st;

	memset(r, 0, sizeof(*r));
	r->winner = -1;
	dice_init(&d, g, dice, n, false, 0);
	st = turn_run(g, &d, o, r);
	dice_free(&d);
	return st;
}

/* The operation alone. */
static inline int
turn_op(struct game *g, enum turn_op op, struct turn_result *r, int n,
    const int *dice)
{
	struct turn_orders o = { .op = op };

	return turn_orders_run(g, &o, r, n, dice);
}

/* Does one of r's notes hold s? */
static inline bool
noted(const struct turn_result *r, const char *s)
{
	int i;

	for (i = 0; r->notes != NULL && i < r->notes->n; i++)
		if (strstr(r->notes->items[i]->str, s) != NULL)
			return true;
	return false;
}

/* gcacw-turn's --reinforce or --off-map (op) with "U=H,U=H" ("" for
 * none): its status. */
static inline int
turn_place_run(struct game *g, enum turn_op op, const char *list,
    struct turn_result *r)
{
	static char		 buf[512];
	static struct turn_place p[16];
	struct turn_orders	 o = { .op = op, .place = p };
	char			*save, *item, *eq;

	ck_assert_uint_lt(strlen(list), sizeof(buf));
	strcpy(buf, list);
	for (item = strtok_r(buf, ",", &save); item != NULL;
	    item = strtok_r(NULL, ",", &save)) {
		ck_assert_ptr_nonnull(eq = strrchr(item, '='));
		*eq = '\0';
		p[o.nplace].unit = item;
		p[o.nplace++].to = eq + 1;
	}
	return turn_orders_run(g, &o, r, 0, NULL);
}

#endif
