/*
 * fuzz.c — gcacw-check as a libFuzzer target (../driver.h): any input
 * loads or is refused cleanly, and whatever loads comes back unchanged
 * from a second trip: emit(load(emit(load(x)))) == emit(load(x))
 * (DESIGN.md section 4).  With --explain, the explanation is written too.
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-check -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-check tests/fuzz/gcacw-check/corpus
 */
#include <stddef.h>
#include <stdint.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-check.c"
#undef main

FUZZ_TARGET(fuzz_tool, check, NULL)
