/*
 * fuzz.c — gcacw-turn as a libFuzzer target (../driver.h): the Random
 * Events Phase with its swamp moves, the Initiative Segment and its pass,
 * the end of the turn with its withdrawals, and --query, as the options
 * line asks, carried out or refused cleanly; the game written back must
 * load again and be canonical (DESIGN.md section 7).
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-turn -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-turn tests/fuzz/gcacw-turn/corpus
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-turn.c"
#undef main

/* The tool's options as they start, what they kept freed: the swamp
 * moves' units are swamp's items, freed with it. */
static void
reset(void)
{
	cli_names_free(&withdraw);
	cli_names_free(&swamp);
	free(moves);
	moves = NULL;
	events = initiative = pass = end_turn = query = false;
}

FUZZ_TARGET(fuzz_tool, turn, reset)
