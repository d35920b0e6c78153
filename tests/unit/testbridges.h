/*
 * testbridges.h — the game text of the bridge tests (test_bridges.c,
 * test_cov_bridge.c, 10.0-10.3): turn 3 of a standard game, a clear map
 * with the hexsides given, units, Brown in 4611, the Bridge markers of
 * the counter mix and a Destroyed marker on 4610/4611.
 */
#ifndef GCACW_TESTBRIDGES_H
#define GCACW_TESTBRIDGES_H

#include "fixture.h"

#define STD		TG_STD "turn: 3\nrain: false\n"
#define STD_RAIN	TG_STD "turn: 3\nrain: true\n"
#define MAP(sides)	"map:\n  terrain: clear\n  hexsides:\n" sides
#define SIDE(hs, f)	"    " hs ": [" f "]\n"
#define UNIT(name, side, type, mp, hex, more) "  " name ": {side: " side \
	", type: " type ", manpower: " #mp ", hex: \"" hex "\"" more "}\n"
#define BROWN(more)	"units:\n" UNIT("Brown", "csa", "infantry", 8, "4611", \
	more)
#define MARKERS(side, cls, n) "charts:\n  bridge-markers: {" side ": {" cls \
	": " #n "}}\n"
#define DESTROYED	"markers:\n  destroyed: [4610/4611]\n"

#endif
