/*
 * fuzz_load — libFuzzer target over the loader and the emitter: any
 * input must load or be refused cleanly, and whatever loads must come
 * back unchanged from a second trip: emit(load(emit(load(x)))) equals
 * emit(load(x)) (DESIGN.md section 4).
 *
 *	make fuzz && build-fuzz/fuzz_load -max_total_time=600 tests/fuzz/corpus
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "load.h"
#include "yamlio.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static FILE *devnull;

/* Load every document of buf and emit it into out; -1 on any error. */
static int
trip(const char *buf, size_t len, struct outbuf *out)
{
	struct yaml_reader	*r = yaml_reader_new(buf, len);
	struct diag		 d;
	struct arena		 a;
	struct node		*doc;
	struct game		*g;
	int			 got, st = 0;

	diag_init(&d, "fuzz", NULL);
	d.out = devnull;
	memset(&a, 0, sizeof(a));
	while ((got = yaml_reader_next(r, &a, &d, &doc)) == 1) {
		if ((g = game_load(&d, &a, doc, NULL, 0)) == NULL) {
			st = -1;
			break;
		}
		yaml_write(out, game_emit(g));
		game_free(g);
	}
	if (got < 0)
		st = -1;
	arena_free(&a);
	yaml_reader_free(r);
	return st;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct outbuf	one = { NULL, 0, 0 }, two = { NULL, 0, 0 };

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	if (trip((const char *)data, size, &one) == 0 && one.len > 0) {
		if (trip(one.data, one.len, &two) != 0 || two.len != one.len ||
		    memcmp(one.data, two.data, one.len) != 0) {
			fwrite(one.data, 1, one.len, stderr);
			fputs("\n--- second trip differs or fails ---\n", stderr);
			fwrite(two.data, 1, two.len, stderr);
			abort();
		}
	}
	free(one.data);
	free(two.data);
	return 0;
}
