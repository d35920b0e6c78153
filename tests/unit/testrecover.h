/*
 * testrecover.h — the fixture of the Recovery Phase tests (test_recover.c,
 * test_bridges.c): a game loaded from YAML, the orders of the command
 * line, the phase run on given dice, and the checks of a refusal (its
 * status, its one line, the game unchanged, no die rolled) and of the log
 * entry by dotted path.  Everything is static inline: one copy a program.
 */
#ifndef GCACW_TESTRECOVER_H
#define GCACW_TESTRECOVER_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "recover.h"
#include "testgame.h"

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
	f->g = tg_load(&f->t, yaml);
	ck_assert_msg(f->g != NULL && f->t.d.status == 0,
	    "fixture does not load:\n%s\n%s", tg_errors(&f->t), yaml);
	f->before = tg_write(game_emit(f->g));
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
#define RUN(f, ...)	fx_run((f),					\
	(int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)),		\
	(int[]){ __VA_ARGS__ })
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

/* A refusal: the status, the one line, and the game as it was. */
static inline void
fx_refused(struct fx *f, int st, int want, const char *line)
{
	char	 expect[1024];
	char	*after;

	if (want == ST_USAGE)
		snprintf(expect, sizeof(expect), "%s: %s\n", TG_PROG, line);
	else
		snprintf(expect, sizeof(expect), "%s: <stdin>: %s\n", TG_PROG,
		    line);
	ck_assert_int_eq(st, want);
	ck_assert_str_eq(tg_errors(&f->t), expect);
	after = tg_write(game_emit(f->g));
	ck_assert_str_eq(after, f->before);
	free(after);
	ck_assert_int_eq(f->d.nrolls, 0);
}

static inline struct unit *
U(struct fx *f, const char *name)
{
	struct unit *u = game_unit(f->g, name);

	ck_assert_ptr_nonnull(u);
	return u;
}

/* A value in the last log entry by a dotted path, or NULL. */
static inline const struct node *
log_node(const struct game *g, const char *path)
{
	const struct node	*n;
	char			 buf[128], *p, *save = NULL, *end;
	long			 i;

	ck_assert_ptr_nonnull(g->log);
	ck_assert_int_gt(g->log->n, 0);
	n = g->log->items[g->log->n - 1];
	ck_assert_uint_lt(strlen(path), sizeof(buf));
	strcpy(buf, path);
	for (p = strtok_r(buf, ".", &save); p != NULL && n != NULL;
	    p = strtok_r(NULL, ".", &save)) {
		if (n->kind == N_MAP)
			n = node_get(n, p);
		else if (n->kind == N_SEQ) {
			i = strtol(p, &end, 10);
			n = *end == '\0' && i >= 0 && i < n->n ? n->items[i] :
			    NULL;
		} else
			n = NULL;
	}
	return n;
}

static inline const char *
log_str(const struct game *g, const char *path)
{
	const struct node *n = log_node(g, path);

	ck_assert_msg(n != NULL && n->kind == N_SCALAR, "no %s in the log",
	    path);
	return n->str;
}

#endif
