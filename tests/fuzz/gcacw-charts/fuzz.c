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

/* The tool itself, its main renamed: libFuzzer brings the main. */
int	gcacw_charts_main(int, char *[]);
#define main	gcacw_charts_main
#include "../../../cmd/gcacw-charts.c"
#undef main

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* The tool's options as they start. */
static void
reset(void)
{
	list = missing = template = false;
	show = NULL;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_tool(&charts, data, size, reset);
	return 0;
}
