/*
 * testcombat.h — what the combat tests (test_combat.c, test_results.c,
 * test_assault.c, test_retreat_combat.c, test_march_combat.c) add to
 * fixture.h: Brown (csa, 8, in 4611) and Wagner (usa, 7, in 4610), the
 * 7.5 Combat Example's position, values in quarters, a game loaded with
 * a combat (or an assault) prepared, its dice, the checks of a value
 * not known (DESIGN.md section 6) and of the log entry by dotted path,
 * and the end.  Everything is static inline: one copy a program.
 */
#ifndef GCACW_TESTCOMBAT_H
#define GCACW_TESTCOMBAT_H

#include <limits.h>
#include <string.h>

#include "assault.h"
#include "combat.h"
#include "dice.h"
#include "fixture.h"

#define WOODS		"map:\n  terrain: woods\n"
#define CHARTS(body)	"charts:\n" body

/* Brown (8, tactical 2) in 4611 attacks Wagner (7, tactical 2) in 4610. */
#define BROWN(more)	"  Brown: {side: csa, type: infantry, manpower: 8, " \
	"tactical: 2, artillery: 0, hex: \"4611\"" more "}\n"
#define WAGNER(more)	"  Wagner: {side: usa, type: infantry, manpower: 7, " \
	"tactical: 2, artillery: 0, hex: \"4610\"" more "}\n"

/* The standard game, fair weather or rain, woods, Brown and Wagner,
 * then `charts` (a block under `charts:`, or ""). */
#define DUEL(head, charts)						\
	head WOODS "units:\n" BROWN("") WAGNER("") charts

/*
 * 7.5 Combat Example (from HSN): Brown, with Cheatham, attacks Wagner in
 * rough 4610; Armstrong (2 manpower in the example) in 4510 helps cover
 * Wagner's hex.
 */
#define EXAMPLE_7_5_WITH(armstrong)					\
	TG_TURN1 "map:\n  terrain: clear\n  hexes:\n    \"4610\": rough\n" \
	"units:\n"							\
	"  Wagner: {side: usa, type: infantry, size: division, "	\
	"manpower: 7, artillery: 2, tactical: 2, fatigue: 1, "		\
	"hex: \"4610\"}\n"						\
	"  Brown: {side: csa, type: infantry, size: division, "		\
	"command: [Cheatham], manpower: 8, artillery: 2, tactical: 2, "	\
	"fatigue: 1, hex: \"4611\"}\n"					\
	"  Armstrong: {side: csa, type: infantry, size: brigade, "	\
	"manpower: " armstrong ", artillery: 0, tactical: 1, "		\
	"fatigue: 1, hex: \"4510\"}\n"					\
	"leaders:\n"							\
	"  Cheatham: {side: csa, rank: division, leads: Cheatham, "	\
	"tactical: 3, with: Brown}\n"
#define EXAMPLE_7_5	EXAMPLE_7_5_WITH("2")

/* A number a table row does not check. */
#ifndef ANY
#define ANY	INT_MIN
#endif

/* Quarters, as struct combat keeps values: Q(3) is 3, Q(3) + 2 is 3½. */
#define Q(n)	((n) * 4)

struct fx {
	struct tg	 t;
	struct game	*g;
	struct combat	 c;
	struct assault	 as;
	struct dice	 d;
	int		 rolls[8];
	bool		 rolled;
};

static inline struct game *
fx_load(struct fx *f, const char *yaml)
{
	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
	return f->g;
}

static inline int
fx_prepare(struct fx *f, const char *attacker, const char *target,
    enum attack_type type)
{
	return combat_prepare(f->g, &f->c, attacker, target, type);
}

/* Load, and prepare `attacker`'s attack on 4610; it must be allowed and
 * need no data the file lacks. */
static inline void
fx_attack(struct fx *f, const char *yaml, const char *attacker,
    enum attack_type type)
{
	int st;

	fx_load(f, yaml);
	st = fx_prepare(f, attacker, "4610", type);
	ck_assert_msg(st == 0, "combat_prepare: %d\n%s", st,
	    tg_errors(&f->t));
}

/* The dice as --dice gives them. */
static inline void
fx_dice(struct fx *f, int n, const int *rolls)
{
	ck_assert_int_le(n, 8);
	if (n > 0)
		memcpy(f->rolls, rolls, (size_t)n * sizeof(rolls[0]));
	if (f->rolled)
		dice_free(&f->d);
	dice_init(&f->d, f->g, f->rolls, n, false, 0);
	f->rolled = true;
}
#define DICE(f, ...)	fx_dice((f), TG_DICE(__VA_ARGS__))

/* The dice, then step 2. */
static inline int
fx_roll(struct fx *f, int n, const int *rolls)
{
	fx_dice(f, n, rolls);
	return combat_roll(f->g, &f->c, &f->d);
}
#define ROLL(f, ...)	fx_roll((f), TG_DICE(__VA_ARGS__))

/* Step 3, the results as the chart gave them, no loss allocated. */
static inline int
fx_apply(struct fx *f)
{
	return combat_apply(f->g, &f->c, &f->d, NULL, 0, NULL, 0);
}

static inline void
fx_done(struct fx *f)
{
	if (f->rolled)
		dice_free(&f->d);
	tg_done(&f->t);
}

/* A modifier's value; 0 when it does not apply. */
static inline int
mod_value(const struct combat *c, const char *name)
{
	const struct modifier *m = tg_mod(c, name);

	return m != NULL ? m->value : 0;
}

/* The modifier called name must be there, not known, for `why`: the
 * combat stops (DESIGN.md section 6). */
static inline void
ck_unknown(const struct combat *c, const char *name, const char *why)
{
	const struct modifier *m = tg_mod(c, name);

	ck_assert_msg(m != NULL, "no %s modifier", name);
	ck_assert_ptr_nonnull(m->missing);
	ck_assert_str_eq(m->missing, why);
	ck_assert(c->stopped);
}

/* A chart cell of the wrong form stops the load (exit 65), naming the
 * cell (DESIGN.md section 6). */
static inline void
load_refused(const char *yaml, const char *want)
{
	struct tg t;

	/* tg_load starts the fixture afresh (tg_init). */
	(void)tg_load(&t, yaml);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_msg(strstr(tg_errors(&t), want) != NULL, "%s not in %s",
	    want, tg_errors(&t));
	tg_done(&t);
}

/* A scalar by a dotted path from n ("values.ratio", "0.units.1"), or
 * NULL. */
static inline const char *
path_str(const struct node *n, const char *path)
{
	n = tg_path(n, path);
	return n != NULL && n->kind == N_SCALAR ? n->str : NULL;
}

#define ck_path_str(root, path, want) do {				\
	const char *got_ = path_str((root), (path));			\
	ck_assert_msg(got_ != NULL, "%s is absent", (path));		\
	ck_assert_str_eq(got_, (want));					\
} while (0)
#define ck_log_str(g, path, want)	ck_path_str(tg_last_log(g), path, want)

/*
 * Each "path=value" of `pairs` (separated by spaces) as ck_path_str
 * checks it from n: ck_paths(p, "kind=rout min=4 max=6").
 */
static inline void
ck_paths(const struct node *n, const char *pairs)
{
	char	 buf[1024], *p, *save = NULL, *eq;

	ck_assert_uint_lt(strlen(pairs), sizeof(buf));
	strcpy(buf, pairs);
	for (p = strtok_r(buf, " ", &save); p != NULL;
	    p = strtok_r(NULL, " ", &save)) {
		eq = strchr(p, '=');
		ck_assert_msg(eq != NULL, "'%s' is no path=value", p);
		*eq = '\0';
		ck_path_str(n, p, eq + 1);
	}
}

#endif
