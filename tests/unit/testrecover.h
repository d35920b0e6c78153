/*
 * testrecover.h — what the Recovery Phase tests (test_recover.c,
 * test_recover_bridge.c) add to fixture.h: a game loaded with the orders
 * of the command line, the phase run on given dice, the checks of a
 * refusal (its status, its one line, the game unchanged, no die rolled)
 * and of the log entry by dotted path, and a table's refused phases.
 * Everything is static inline: one copy a program.
 */
#ifndef GCACW_TESTRECOVER_H
#define GCACW_TESTRECOVER_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "check_main.h"
#include "fixture.h"
#include "recover_int.h"


struct fx {
	struct tg		 t;
	struct game		*g;
	struct dice		 d;
	int			 rolls[16];
	struct recover_order	 orders[16];
	struct recover_orders	 o;
	char			*before;	/* the game as loaded */
	bool			 rolled;
};

static inline void
fx_load(struct fx *f, const char *yaml)
{
	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	f->before = tg_emit(f->g);
	f->o.orders = f->orders;
}

static inline void
fx_order(struct fx *f, enum recover_activity act, const char *unit,
    const char *hexside)
{
	struct recover_order	*o = &f->orders[f->o.norders++];
	const char		*why = NULL;

	o->activity = act;
	o->unit = unit;
	if (hexside != NULL)
		ck_assert_msg(hexside_parse(f->g->map.geo, hexside, &o->hexside,
		    &why) == 0, "%s: %s", hexside, why);
}

/* The phase with these dice (--dice); every die must be used on success. */
static inline int
fx_run(struct fx *f, int n, const int *rolls)
{
	struct recover	*r;
	int		 st;

	ck_assert_int_le(n, 16);
	if (n > 0)
		memcpy(f->rolls, rolls, (size_t)n * sizeof(rolls[0]));
	dice_init(&f->d, f->g, f->rolls, n, false, 0);
	f->rolled = true;
	st = recover_phase(f->g, &f->d, &f->o, &r);
	if (st == 0)
		ck_assert_int_eq(dice_unused(&f->d), 0);
	return st;
}
#define RUN(f, ...)	fx_run((f), TG_DICE(__VA_ARGS__))
#define RUN0(f)		fx_run((f), 0, NULL)

static inline void
fx_done(struct fx *f)
{
	if (f->rolled)
		dice_free(&f->d);
	free(f->before);
	tg_done(&f->t);
}

static inline void
fx_ok(struct fx *f, int st)
{
	ck_assert_msg(st == 0, "status %d: %s", st, tg_errors(&f->t));
	ck_assert_str_eq(tg_errors(&f->t), "");
}

/* The game as it was loaded, and no die rolled. */
static inline void
fx_unchanged(struct fx *f)
{
	char *after = tg_emit(f->g);

	ck_assert_str_eq(after, f->before);
	free(after);
	ck_assert_int_eq(f->d.nrolls, 0);
}

/* A refusal: the status, the one line, and the game as it was. */
static inline void
fx_refused(struct fx *f, int st, int want, const char *line)
{
	char expect[1024];

	if (want == ST_USAGE)
		snprintf(expect, sizeof(expect), "%s: %s\n", TG_PROG, line);
	else
		snprintf(expect, sizeof(expect), "%s: <stdin>: %s\n", TG_PROG,
		    line);
	/* A phase stopped on missing data returns 0, the status raised in
	 * the diagnostics, so that it can be explained. */
	if (st == 0 && want == ST_DATA)
		st = f->g->diag->status;
	ck_assert_int_eq(st, want);
	ck_assert_str_eq(tg_errors(&f->t), expect);
	fx_unchanged(f);
}

#define U(f, name)	tg_unit((f)->g, (name))

/* A scalar in the last log entry by a dotted path (fixture.h). */
static inline const char *
log_str(const struct game *g, const char *path)
{
	const struct node *n = tg_log(g, path);

	ck_assert_msg(n != NULL && n->kind == N_SCALAR, "no %s in the log",
	    path);
	return n->str;
}

/* The phase with one order and its die, which must succeed. */
static inline void
run_one(struct fx *f, const char *yaml, enum recover_activity act,
    const char *unit, const char *hexside, int die)
{
	fx_load(f, yaml);
	fx_order(f, act, unit, hexside);
	fx_ok(f, RUN(f, die));
}

/* The result of the phase's activity k in the log. */
static inline const char *
result(struct fx *f, int k)
{
	char path[64];

	snprintf(path, sizeof(path), "activities.%d.result", k);
	return log_str(f->g, path);
}

/* A refusal on missing data: the status, the path the error names, and
 * the game as it was, no die rolled. */
static inline void
fx_missing(struct fx *f, int st, const char *path)
{
	if (st == 0)
		st = f->g->diag->status;
	ck_assert_int_eq(st, ST_DATA);
	ck_assert_msg(strstr(tg_errors(&f->t), path) != NULL, "%s not in %s",
	    path, tg_errors(&f->t));
	fx_unchanged(f);
}

/* An order as the command line gives it: --bridge Brown:4610/4611. */
struct cli_order {
	enum recover_activity	 act;
	const char		*unit;
	const char		*hexside;	/* bridge, repair */
};

/* The orders given, to the first with no unit. */
static inline void
fx_orders(struct fx *f, const struct cli_order *o, size_t n)
{
	size_t i;

	for (i = 0; i < n && o[i].unit != NULL; i++)
		fx_order(f, o[i].act, o[i].unit, o[i].hexside);
}

/*
 * A phase refused before any die is rolled: the game, its orders (to
 * the first with no unit), --dispersal and the scenario it is of (NULL:
 * none; fixture.h's tg_scenario); then the status and the one line
 * (fx_refused), or on missing data the path the error names and what
 * else it says, if anything (fx_missing).
 */
struct refusal {
	const char		*yaml;
	struct cli_order	 orders[2];
	bool			 dispersal;
	const char		*scenario;
	int			 status;
	const char		*line;
	const char		*missing, *also;
};

static inline void
expect_refusal(const struct refusal *c)
{
	struct fx f;

	fx_load(&f, c->yaml);
	if (c->scenario != NULL)
		tg_scenario(f.g, c->scenario);
	fx_orders(&f, c->orders, nitems(c->orders));
	f.o.dispersal = c->dispersal;
	if (c->missing != NULL) {
		fx_missing(&f, RUN0(&f), c->missing);
		if (c->also != NULL)
			tg_has(tg_errors(&f.t), c->also);
	} else
		fx_refused(&f, RUN0(&f), c->status, c->line);
	fx_done(&f);
}

static inline void
expect_refusals(const struct refusal *c, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		expect_refusal(&c[i]);
}

#endif
