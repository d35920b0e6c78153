/*
 * fuzz.c — gcacw-retreat as a libFuzzer target (../driver.h): the first
 * pending retreat or rout, a voluntary retreat, an advance, a decline or
 * a cavalry retreat, as the options line asks (--path, --hexes,
 * --override, --voluntary, --advance, --decline, --cavalry, --enemy,
 * --dice), carried out or refused cleanly; the game written back must
 * load again and be canonical (DESIGN.md section 7).
 *
 *	make fuzz && build-fuzz/fuzz-gcacw-retreat -max_total_time=600 \
 *	    build-fuzz/corpus/gcacw-retreat tests/fuzz/gcacw-retreat/corpus
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

#define main	fuzz_main
#include "../../../cmd/gcacw-retreat.c"
#undef main

/* The tool's options as they start, what they kept freed. */
static void
reset(void)
{
	cli_names_free(&voluntary);
	cli_names_free(&advancing);
	memset(&o, 0, sizeof(o));
	path = NULL;
}

FUZZ_TARGET(fuzz_tool, retreat, reset)
