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

/* The tool itself, its main renamed: libFuzzer brings the main. */
int	gcacw_march_main(int, char *[]);
#define main	gcacw_march_main
#include "../../../cmd/gcacw-march.c"
#undef main

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_tool(&march, data, size, reset);
	return 0;
}
