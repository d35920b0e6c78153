/*
 * testcombat.h — what the combat tests (test_combat.c, test_cov_combat.c,
 * test_cov_rules23.c) add to fixture.h: Brown (csa, 8, in 4611) and
 * Wagner (usa, 7, in 4610), values in quarters, a game loaded with a
 * combat prepared, its dice, and the end.  Everything is static inline:
 * one copy a program.
 */
#ifndef GCACW_TESTCOMBAT_H
#define GCACW_TESTCOMBAT_H

#include <string.h>

#include "combat.h"
#include "dice.h"
#include "fixture.h"

#define WOODS		"map:\n  terrain: woods\n"

/* Brown (8, tactical 2) in 4611 attacks Wagner (7, tactical 2) in 4610. */
#define BROWN(more)	"  Brown: {side: csa, type: infantry, manpower: 8, " \
	"tactical: 2, artillery: 0, hex: \"4611\"" more "}\n"
#define WAGNER(more)	"  Wagner: {side: usa, type: infantry, manpower: 7, " \
	"tactical: 2, artillery: 0, hex: \"4610\"" more "}\n"

/* Quarters, as struct combat keeps values: Q(3) is 3, Q(3) + 2 is 3½. */
#define Q(n)	((n) * 4)

struct fx {
	struct tg	 t;
	struct game	*g;
	struct combat	 c;
	struct dice	 d;
	int		 rolls[8];
	bool		 rolled;
};

static inline void
fx_load(struct fx *f, const char *yaml)
{
	memset(f, 0, sizeof(*f));
	f->g = tg_load_ok(&f->t, yaml);
}

static inline int
fx_prepare(struct fx *f, const char *attacker, const char *target,
    enum attack_type type)
{
	return combat_prepare(f->g, &f->c, attacker, target, type);
}

/* The dice as --dice gives them. */
static inline void
fx_dice(struct fx *f, int n, const int *rolls)
{
	ck_assert_int_le(n, 8);
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

static inline void
fx_done(struct fx *f)
{
	if (f->rolled)
		dice_free(&f->d);
	tg_done(&f->t);
}

#endif
