/*
 * fuzz.c — gcacw-combat as a libFuzzer target (../driver.h): the attack
 * the options line asks for (--attacker, --target, --attack, --odds, the
 * loss allocations, --dice) prepared, rolled and applied, or refused
 * cleanly; the game written back must load again and be canonical
 * (DESIGN.md section 7).
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-combat -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-combat tests/fuzz/gcacw-combat/corpus
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-combat.c"
#undef main

/* The tool's options as they start, what they kept freed. */
static void
reset(void)
{
	cli_losses_free(&loss[0]);
	cli_losses_free(&loss[1]);
	memset(&o, 0, sizeof(o));
	o.type = -1;
	/* The assault's options too: a --assault kept from an
	 * earlier input pointed into that input's words, gone (found by
	 * fuzzing: a read past the driver's stack in name_hash). */
	assault_leader = grand_leader = NULL;
	lee = false;
	cli_names_free(&assault_units);
	cli_names_free(&grand_hexes);
	cli_names_free(&grand_units);
	cli_names_free(&cavalry_units);
}

FUZZ_TARGET(fuzz_tool, combat, reset)
