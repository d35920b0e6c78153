/*
 * dice.h — dice sources (DESIGN.md section 5).  The --dice list, when
 * given, supplies every die of the ruling and nothing else does (never
 * a silent top-up); a die it lacks is recorded as missing, with its
 * purpose, so that the tool can name every die still needed.  Without
 * --dice: the file's `dice` queue, then the seeded generator in `rng` (or
 * --seed).  With none of these a seed is drawn from the system and
 * recorded, so every ruling can be replayed.
 *
 * The --dice list is plain ("4,2": in the order the ruling rolls) or
 * named ("attacker=4,defender=2": a named die is taken by the first roll
 * of its purpose); the two do not mix.  The names are the purposes in
 * dice.c's table, with their short forms; a rule that rolls for a new
 * purpose adds it there.
 *
 * The generator is SplitMix64 used as a counter: draw n (from 0) is
 * mix(seed + (n + 1) * 0x9E3779B97F4A7C15), with mix the SplitMix64
 * finalizer (Steele, Lea and Flood 2014).  A die is 1 + x mod 6; a draw
 * x >= 2^64 - (2^64 mod 6) is rejected and the next one taken, so the
 * rolls are exactly uniform.  The state is (seed, draws): the same on
 * every machine.
 *
 * Every roll is recorded with its purpose, for the log entry.
 */
#ifndef GCACW_DICE_H
#define GCACW_DICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct game;

enum dice_source { DS_LIST, DS_QUEUE, DS_RNG, DS_MISSING };

struct roll {
	int			 value;		/* 1..6 */
	const char		*purpose;	/* "artillery", "attacker" */
	enum dice_source	 source;
};

/* One die of --dice. */
struct die_given {
	int		 value;		/* 1..6 */
	const char	*purpose;	/* named: the roll it is for; or NULL */
};

struct dice {
	const struct die_given	*list;	/* --dice, or NULL */
	int			 nlist, used_list;
	bool			*used;	/* [nlist]: taken by a roll */
	bool			 strict;/* --dice given: it alone supplies */
	bool			 named;
	int			 nmissing;	/* rolls --dice lacked */
	struct die_given	*owned;	/* dice_init's copy of its list */
	struct roll		*rolls;	/* rolls made, in order */
	int			 nrolls, caprolls;
	bool			 seeded;/* a generator is available */
};

/*
 * Parse "3,4,2" or "attacker=4,d=2" (each 1..6).  Returns the count and
 * the array (the caller's to free), or -1 with the reason in why.
 */
int	dice_parse(const char *, struct die_given **out, char *why,
	    size_t whylen);

/*
 * Set up the sources for game g: list, when not NULL (even empty: a
 * stream's earlier documents may have used it all), alone; else g's
 * queue, then g's rng, or --seed (have_seed), or a seed drawn from the
 * system, written to g->rng_seed with g->rng_draws = 0.  dice_init takes
 * plain rolls; dice_init_given the parsed --dice, kept by pointer.
 */
void	dice_init(struct dice *, struct game *, const int *list, int nlist,
	    bool have_seed, uint64_t seed);
void	dice_init_given(struct dice *, struct game *,
	    const struct die_given *list, int nlist, bool have_seed,
	    uint64_t seed);
/*
 * One die, 1..6, recorded with its purpose.  Consumes the list, or the
 * queue or rng.  A die the list lacks is recorded as DS_MISSING and a
 * stand-in returned, so that the ruling goes on to name every die it
 * needs; its result must then be thrown away (dice_missing).
 */
int	dice_roll(struct dice *, struct game *, const char *purpose);
/* Rolls of --dice left unused (a usage error for most tools). */
int	dice_unused(const struct dice *);
/* Rolls --dice lacked: the ruling stands on nothing (a usage error). */
int	dice_missing(const struct dice *);
/* The names --dice knows, for messages: "artillery (art), ...". */
const char *dice_names(void);
void	dice_free(struct dice *);

/* The generator itself, for tests: draw n of a seed. */
uint64_t dice_splitmix(uint64_t seed, uint64_t n);

/* A seed nobody gave (the kernel's generator, else time and pid), for a
 * generator whose seed is then recorded (gcacw-new). */
uint64_t	dice_system_seed(void);

#endif
