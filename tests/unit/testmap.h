/*
 * testmap.h — what the ZOC and passage tests (test_zoc.c,
 * test_passage.c) add to fixture.h: a game built by hand, without YAML,
 * in a module, on a clear map (map.terrain: clear), turn 1, fair
 * weather; its diagnostics kept in a memory stream that the checked
 * fixture's teardown finds empty (ZOC and passages add no errors of
 * their own: game.h, missing data only); a hex's terrain, a hexside's
 * features, Destroyed and pontoon bridge markers, units.  A is hex 0505
 * of the module (S0505 in SIV), B its neighbour to the north.
 * Everything is static: one copy a program.
 */
#ifndef GCACW_TESTMAP_H
#define GCACW_TESTMAP_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "game.h"
#include "games.h"
#include "check_main.h"

static struct diag	 diag;
static char		*diag_text;
static size_t		 diag_len;
static struct game	*g;
static hex_t		 A, B;

/* A new game of module m, in place of the one before. */
static inline void
new_game(const struct module *m)
{
	if (g != NULL)
		game_free(g);
	g = game_new(&diag, m);
	g->map.deflt = T_CLEAR;
	g->turn = 1;
	A = tg_hex(g, m == &module_siv ? "S0505" : "0505");
	B = hex_neighbour(A, DIR_N);
}

static inline void
setup(void)
{
	diag_init(&diag, TG_PROG, "<test>");
	diag.out = open_memstream(&diag_text, &diag_len);
	ck_assert_ptr_nonnull(diag.out);
	g = NULL;
	new_game(&module_standard);
}

static inline void
teardown(void)
{
	int count = diag.count;

	fclose(diag.out);
	free(diag_text);
	diag_text = NULL;
	game_free(g);
	g = NULL;
	ck_assert_int_eq(count, 0);
}

/* What was reported; a test that expects it clears diag.count. */
static inline const char *
reported(void)
{
	fflush(diag.out);
	return diag_text != NULL ? diag_text : "";
}

/* Set, or set again, a hex's terrain. */
static inline void
terrain(hex_t h, enum terrain t)
{
	struct hexinfo *x = (struct hexinfo *)map_hex(&g->map, h);

	if (x == NULL)
		x = map_add_hex(&g->arena, &g->map, h);
	ck_assert_ptr_nonnull(x);
	x->terrain = t;
}

/* Set, or set again, the features of the hexside a|b. */
static inline void
hexside(hex_t a, hex_t b, unsigned features)
{
	struct hexsideinfo *x;

	x = (struct hexsideinfo *)map_hexside_info(&g->map, a, b);
	if (x == NULL)
		x = map_add_hexside(&g->arena, &g->map, hexside_make(a, b));
	ck_assert_ptr_nonnull(x);
	x->features = features;
}

/* A Destroyed marker on a|b (10.2), after those already placed. */
static inline void
destroy(hex_t a, hex_t b)
{
	hexside_t *p;

	p = arena_alloc(&g->arena, (size_t)(g->markers.ndestroyed + 1) *
	    sizeof(*p));
	if (g->markers.ndestroyed > 0)
		memcpy(p, g->markers.destroyed,
		    (size_t)g->markers.ndestroyed * sizeof(*p));
	p[g->markers.ndestroyed++] = hexside_make(a, b);
	g->markers.destroyed = p;
}

/* A pontoon bridge of `owner` on a|b (10.1), after those placed. */
static inline void
pontoon(hex_t a, hex_t b, enum side owner)
{
	struct pontoon *p;

	p = arena_alloc(&g->arena, (size_t)(g->markers.npontoons + 1) *
	    sizeof(*p));
	if (g->markers.npontoons > 0)
		memcpy(p, g->markers.pontoons,
		    (size_t)g->markers.npontoons * sizeof(*p));
	memset(&p[g->markers.npontoons], 0, sizeof(*p));
	p[g->markers.npontoons].hexside = hexside_make(a, b);
	p[g->markers.npontoons].owner = owner;
	g->markers.npontoons++;
	g->markers.pontoons = p;
}

/* A unit of side s placed in h. */
static inline struct unit *
unit(const char *name, enum side s, hex_t h)
{
	struct unit *u = game_add_unit(g, name);

	ck_assert_ptr_nonnull(u);
	u->side = s;
	game_place_unit(g, u, h);
	return u;
}

#endif
