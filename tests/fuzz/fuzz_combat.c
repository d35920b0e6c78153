/*
 * fuzz_combat — libFuzzer target over gcacw-combat's operation: any game
 * that loads is attacked from its first unit's hex into each adjacent
 * enemy-occupied hex with every attack type, on dice taken from the
 * input; whatever comes out must load again (DESIGN.md section 7).
 *
 *	make fuzz && build-fuzz/fuzz_combat -max_total_time=600 tests/fuzz/corpus
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "emit.h"
#include "load.h"
#include "yamlio.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static FILE *devnull;

static struct game *
load(const char *buf, size_t len, struct diag *d, struct arena *a)
{
	struct yaml_reader	*r = yaml_reader_new(buf, len);
	struct node		*doc;
	struct game		*g = NULL;

	if (yaml_reader_next(r, a, d, &doc) == 1)
		g = game_load(d, a, doc, NULL, 0);
	yaml_reader_free(r);
	return g;
}

/* One attack; afterwards the file must read back. */
static void
attack(const char *buf, size_t len, int ui, hex_t target, int type,
    const int *rolls)
{
	struct diag	 d;
	struct arena	 a;
	struct game	*g;
	struct combat	 c;
	struct dice	 dice;
	struct outbuf	 out = { NULL, 0, 0 };
	char		 id[16];

	diag_init(&d, "fuzz", NULL);
	d.out = devnull;
	memset(&a, 0, sizeof(a));
	if ((g = load(buf, len, &d, &a)) == NULL)
		goto done;
	memset(&dice, 0, sizeof(dice));
	dice_init(&dice, g, rolls, 3, true, 1);
	hex_format(g->map.geo, target, id);
	if (combat_prepare(g, &c, g->units[ui].name, id,
	    (enum attack_type)type) == 0 && combat_roll(g, &c, &dice) == 0 &&
	    combat_apply(g, &c, &dice, NULL, 0, NULL, 0) == 0) {
		struct game	*back;
		struct arena	 b;

		yaml_write(&out, game_emit(g));
		memset(&b, 0, sizeof(b));
		d.status = 0;
		if ((back = load(out.data, out.len, &d, &b)) == NULL) {
			fwrite(out.data, 1, out.len, stderr);
			abort();
		}
		game_free(back);
		arena_free(&b);
	}
	dice_free(&dice);
	game_free(g);
done:
	arena_free(&a);
	free(out.data);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag	 d;
	struct arena	 a;
	struct game	*g;
	hex_t		 n[6];
	int		 rolls[3], i, k, t, ui = -1;

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	for (i = 0; i < 3; i++)
		rolls[i] = 1 + (size > (size_t)i ? data[size - 1 - i] : 0) % 6;
	diag_init(&d, "fuzz", NULL);
	d.out = devnull;
	memset(&a, 0, sizeof(a));
	if ((g = load((const char *)data, size, &d, &a)) == NULL)
		goto done;
	for (i = 0; i < g->nunits && ui < 0; i++)
		if (g->units[i].status == US_IN_PLAY)
			ui = i;
	if (ui >= 0) {
		hex_neighbours(g->units[ui].hex, n);
		for (i = 0; i < 6; i++)
			for (k = game_first_unit(g, n[i]); k >= 0;
			    k = g->units[k].next_here)
				if (g->units[k].side != g->units[ui].side) {
					for (t = 0; t < ATTACK_COUNT; t++)
						attack((const char *)data, size,
						    ui, n[i], t, rolls);
					break;
				}
	}
	game_free(g);
done:
	arena_free(&a);
	return 0;
}
