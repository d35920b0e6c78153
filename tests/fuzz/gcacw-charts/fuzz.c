/*
 * fuzz.c — gcacw-charts as a libFuzzer target (../driver.h): any game
 * with any of --list, --show TABLE, --missing or --template gives its
 * report or is refused cleanly.
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-charts -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-charts tests/fuzz/gcacw-charts/corpus
 */
#include <stddef.h>
#include <stdint.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-charts.c"
#undef main

/* The tool's options as they start. */
static void
reset(void)
{
	list = missing = template = false;
	show = NULL;
}

FUZZ_TARGET(fuzz_tool, charts, reset)
