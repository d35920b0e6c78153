/*
 * fuzz.c — gcacw-vp as a libFuzzer target (../driver.h): any game of a
 * scenario of the library is scored, --turn-end and --final recorded, or
 * refused cleanly; what it writes loads again unchanged.
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-vp -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-vp tests/fuzz/gcacw-vp/corpus
 */
#include <stddef.h>
#include <stdint.h>

#include "driver.h"

/* The tool itself, its main renamed: libFuzzer brings the main. */
int	gcacw_vp_main(int, char *[]);
#define main	gcacw_vp_main
#include "../../../cmd/gcacw-vp.c"
#undef main

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* The door's options, as a fresh run has them. */
static void
reset(void)
{
	final = turn_end = report = false;
	format = "text";
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_tool(&vp, data, size, reset);
	return 0;
}
