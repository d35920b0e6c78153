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

#define main	fuzz_main
#include "../../../cmd/gcacw-vp.c"
#undef main

/* The door's options, as a fresh run has them. */
static void
reset(void)
{
	final = turn_end = report = false;
	format = "text";
}

FUZZ_TARGET(fuzz_tool, vp, reset)
