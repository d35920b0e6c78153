/*
 * fuzz.c — gcacw-march as a libFuzzer target (../driver.h): the march,
 * --continue, --end, the Activate Leader action, the leader transfer,
 * the advance and the reach query the options line asks for, carried
 * out or refused cleanly; the game written back must load again and be
 * canonical (DESIGN.md section 7).
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-march -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-march tests/fuzz/gcacw-march/corpus
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-march.c"
#undef main

/* The tool's options as they start, what they kept freed. */
static void
reset(void)
{
	cli_names_free(&units);
	cli_names_free(&advancing);
	memset(&o, 0, sizeof(o));
	o.reach_mp = -1;
	path = dismantle = destroy = pontoon = NULL;
	cont = end = reach = false;
}

FUZZ_TARGET(fuzz_tool, march, reset)
