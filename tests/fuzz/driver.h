/*
 * driver.h — one gcacw tool run as a libFuzzer target: its own options,
 * its own run(), and cli.c's document loop, with the input in memory and
 * no file written.
 *
 * An input is a game file whose first line may be a YAML comment that
 * starts "#!" and holds the tool's options, words split at blanks ('...'
 * and "..." quote):
 *
 *	#! --attacker Brown --target 4610 --attack hasty --dice 3,4,2
 *	gcacw: 1
 *	game: standard
 *	...
 *
 * Of the common options only --explain (written to /dev/null), --dice and
 * --seed are taken; --charts, -i, --help, --version and a FILE argument
 * end the run as a usage error would, so a target never opens a file.
 * Without --seed the dice are seeded with 0: a finding replays.
 *
 * Whatever a run writes back must load again without a word and be its
 * own canonical form: emit(load(out)) == out, byte for byte (DESIGN.md
 * section 4); else the target prints both and aborts.
 */
#ifndef GCACW_FUZZ_DRIVER_H
#define GCACW_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

#include "cli.h"

/*
 * Run tool t on one input.  reset, when not NULL, is called after the
 * run to free what the tool's option() kept and clear its options for
 * the next input (a tool's options live in a static struct).
 */
void	fuzz_tool(const struct tool *t, const uint8_t *data, size_t size,
	    void (*reset)(void));

/*
 * The same for a tool that rolls no dice and refuses --seed (gcacw-show):
 * its options line is taken as it is, without the --seed 0 in front.
 */
void	fuzz_query(const struct tool *t, const uint8_t *data, size_t size,
	    void (*reset)(void));

/*
 * A target includes its tool's source with main renamed fuzz_main
 * (libFuzzer brings the main), then names its entry point:
 *
 *	#define main	fuzz_main
 *	#include "../../../cmd/gcacw-vp.c"
 *	#undef main
 *	FUZZ_TARGET(fuzz_tool, vp, reset)
 *
 * run is fuzz_tool or fuzz_query, t the door's struct tool, reset as
 * above or NULL.
 */
int	fuzz_main(int, char *[]);
#define FUZZ_TARGET(run, t, reset)					\
int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);		\
int									\
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)		\
{									\
	run(&(t), data, size, (reset));					\
	return 0;							\
}

#endif
