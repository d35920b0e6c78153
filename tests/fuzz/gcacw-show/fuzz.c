/*
 * fuzz.c — gcacw-show as a libFuzzer target (../driver.h): any game with
 * any of --around, --radius, --zoc, --entry and --no-legend drawn as one
 * SVG picture, or refused cleanly.  A query that rolls no dice: the
 * driver gives it no --seed (fuzz_query).
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-show -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-show tests/fuzz/gcacw-show/corpus
 */
#include <stddef.h>
#include <stdint.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-show.c"
#undef main

/* The tool's options as they start. */
static void
reset(void)
{
	around = NULL;
	radius = -1;
	no_legend = false;
	zoc = 0;
	nentries = 0;
	drawn = 0;
}

FUZZ_TARGET(fuzz_query, show, reset)
