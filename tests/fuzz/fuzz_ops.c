/*
 * fuzz_ops — libFuzzer target over the other operations: for any game
 * that loads, the first pending retreat (with a chosen path), or an
 * entrenchment order for the first unit in play and the Recovery Phase;
 * whatever comes out must load again (DESIGN.md section 7).
 *
 *	make fuzz && build-fuzz/fuzz_ops -max_total_time=600 tests/fuzz/corpus
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "load.h"
#include "recover.h"
#include "retreat.h"
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

/* The result must read back. */
static void
reload(struct game *g, struct diag *d)
{
	struct outbuf	 out = { NULL, 0, 0 };
	struct arena	 b;
	struct game	*back;

	yaml_write(&out, game_emit(g));
	memset(&b, 0, sizeof(b));
	d->status = 0;
	if ((back = load(out.data, out.len, d, &b)) == NULL) {
		fwrite(out.data, 1, out.len, stderr);
		abort();
	}
	game_free(back);
	arena_free(&b);
	free(out.data);
}

static void
one(const uint8_t *data, size_t size, int op)
{
	struct diag		 d;
	struct arena		 a;
	struct game		*g;
	struct dice		 dice;
	struct retreat		*r;
	struct recover_order	 order;
	struct recover_orders	 orders;
	int			 rolls[4] = { 1, 2, 3, 4 }, i, st = -1;

	diag_init(&d, "fuzz", NULL);
	d.out = devnull;
	memset(&a, 0, sizeof(a));
	if ((g = load((const char *)data, size, &d, &a)) == NULL)
		goto done;
	memset(&dice, 0, sizeof(dice));
	dice_init(&dice, g, rolls, 4, true, 1);
	if (op == 0) {
		r = xcalloc(1, sizeof(*r));
		if (retreat_from_pending(g, r, false, NULL, 0) == 0 &&
		    retreat_plan(g, r, NULL, 0, 0, 0) == 0)
			st = retreat_apply(g, r);
		free(r);
	} else {
		memset(&order, 0, sizeof(order));
		memset(&orders, 0, sizeof(orders));
		for (i = 0; i < g->nunits; i++)
			if (g->units[i].status == US_IN_PLAY)
				break;
		if (op == 2 && i < g->nunits) {
			order.activity = RA_ENTRENCH;
			order.unit = g->units[i].name;
			orders.orders = &order;
			orders.norders = 1;
		}
		st = recover_phase(g, &dice, &orders, NULL);
	}
	if (st == 0 && d.status == 0)
		reload(g, &d);
	dice_free(&dice);
	game_free(g);
done:
	arena_free(&a);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int op;

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	for (op = 0; op < 3; op++)
		one(data, size, op);
	return 0;
}
