/*
 * dice.h — dice sources (DESIGN.md section 5), in order of precedence:
 * the --dice list, the file's `dice` queue, the seeded generator in `rng`
 * (or --seed).  With none of these a seed is drawn from the system and
 * recorded, so every ruling can be replayed.
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
#include <stdint.h>

struct game;

enum dice_source { DS_LIST, DS_QUEUE, DS_RNG };

struct roll {
	int			 value;		/* 1..6 */
	const char		*purpose;	/* "artillery", "attacker" */
	enum dice_source	 source;
};

struct dice {
	const int	*list;		/* --dice, or NULL */
	int		 nlist, used_list;
	struct roll	*rolls;		/* rolls made, in order */
	int		 nrolls, caprolls;
	bool		 seeded;	/* a generator is available */
};

/* Parse "3,4,2" (each 1..6).  Returns the count, or -1 with *why. */
int	dice_parse_list(const char *, int **out, const char **why);

/*
 * Set up the sources for game g: list (may be NULL), then g's queue, then
 * g's rng, or --seed (have_seed), or a seed drawn from the system, written
 * to g->rng_seed with g->rng_draws = 0.
 */
void	dice_init(struct dice *, struct game *, const int *list, int nlist,
	    bool have_seed, uint64_t seed);
/* One die, 1..6, recorded with its purpose.  Consumes the queue or rng. */
int	dice_roll(struct dice *, struct game *, const char *purpose);
/* Rolls of --dice left unused (a usage error for most tools). */
int	dice_unused(const struct dice *);
void	dice_free(struct dice *);

/* The generator itself, for tests: draw n of a seed. */
uint64_t dice_splitmix(uint64_t seed, uint64_t n);

#endif
