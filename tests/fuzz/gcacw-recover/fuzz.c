/*
 * fuzz.c — gcacw-recover as a libFuzzer target (../driver.h): the
 * Recovery Phase with the activities the options line asks for
 * (--entrench, --bridge, --repair, --forage, --dispersal, --dice), run or
 * refused cleanly; the game written back must load again and be
 * canonical (DESIGN.md section 7).
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-recover -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-recover tests/fuzz/gcacw-recover/corpus
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-recover.c"
#undef main

/* The tool's options as they start, what they kept freed. */
static void
reset(void)
{
	cli_names_free(&units);
	cli_names_free(&hexsides);
	cli_names_free(&args);
	free(orders);
	orders = NULL;
	memset(&o, 0, sizeof(o));
}

FUZZ_TARGET(fuzz_tool, recover, reset)
