/*
 * testattack.h — what the tests of a march attack on one hex
 * (test_attack.c, test_flank.c) add to fixture.h: the Union Defender in
 * 0505, an odd column of a clear map in the standard game, attacked by
 * A (Confederate infantry) from 0504, its north neighbour; the
 * fixture's fragments by shorter names; and the game of the test, in
 * static storage, loaded afresh by load() and freed by the test case's
 * teardown().  Everything is static: one copy a program.
 */
#ifndef GCACW_TESTATTACK_H
#define GCACW_TESTATTACK_H

#include <limits.h>
#include <string.h>

#include "combat.h"
#include "check_main.h"
#include "fixture.h"

/*
 * The fixture's fragments (fixture.h), by shorter names: a unit line
 * (UNIT's `more` adds keys: ", demoralized: 1"); a game of the map
 * line(s), the units, then any other top-level keys; a clear map, with
 * hexes or hexsides listed ("    0605: mountain\n").
 */
#define UNIT		TG_UNIT
#define INF		TG_INF
#define CAV		TG_CAV
#define GAME		TG_GAME
#define RAIN		TG_GAME_RAIN
#define CLEAR		TG_CLEAR
#define MAPH		TG_MAPH
#define MAPS		TG_MAPS

#define DEFENDER	INF("Defender", "usa", 4, "0505")
#define A_N		INF("A", "csa", 4, "0504")

/* A number a table row does not check. */
#ifndef ANY
#define ANY		INT_MIN
#endif

static struct tg	t;
static bool		loaded;
static struct combat	c;

static void
teardown(void)
{
	if (loaded)
		tg_done(&t);
	loaded = false;
}

/* The game of yaml, which must load without an error; the one before
 * is freed. */
static inline struct game *
load(const char *yaml)
{
	teardown();
	loaded = true;
	return tg_load_ok(&t, yaml);
}

#define H(id)	tg_hex(t.g, (id))

#endif
