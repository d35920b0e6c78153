/*
 * test_dice.c — dice sources and the seeded generator (DESIGN.md
 * section 5).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "dice.h"
#include "game.h"

#define GAMMA	0x9E3779B97F4A7C15ULL
#define MUL1	0xBF58476D1CE4E5B9ULL
#define MUL2	0x94D049BB133111EBULL

/* The inverse of x ^ (x >> s), for s > 0. */
static uint64_t
unxorshift(uint64_t x, int s)
{
	uint64_t y = x;
	int i;

	for (i = 0; i < 64 / s + 1; i++)
		y = x ^ (y >> s);
	return y;
}

/* The inverse of an odd multiplier mod 2^64, by Newton's iteration. */
static uint64_t
inverse(uint64_t a)
{
	uint64_t x = a;
	int i;

	for (i = 0; i < 6; i++)
		x *= 2 - a * x;
	return x;
}

/* The state z whose SplitMix64 finalizer is x. */
static uint64_t
unmix(uint64_t x)
{
	x = unxorshift(x, 31);
	x *= inverse(MUL2);
	x = unxorshift(x, 27);
	x *= inverse(MUL1);
	return unxorshift(x, 30);
}

/* The die of draw n, from the formula in dice.h, worked step by step. */
static int
die_of(uint64_t seed, uint64_t n)
{
	uint64_t z = seed + (n + 1) * GAMMA;

	z ^= z >> 30;
	z *= MUL1;
	z ^= z >> 27;
	z *= MUL2;
	z ^= z >> 31;
	return 1 + (int)(z % 6);
}

/* A game of no file but its generator's seed (the file's `rng`). */
static void
seeded(struct game *g, uint64_t seed)
{
	memset(g, 0, sizeof(*g));
	g->has_rng = true;
	g->rng_seed = seed;
}

/* The same with the file's `dice` queue of two rolls, 5 and 6, first. */
static void
queued(struct game *g, int queue[2], uint64_t seed)
{
	seeded(g, seed);
	queue[0] = 5;
	queue[1] = 6;
	g->dice = queue;
	g->ndice = 2;
	g->has_dice = true;
}

/*
 * Published outputs of SplitMix64 (Steele, Lea and Flood; Vigna's
 * splitmix64.c): from state 0, and the test vector of the Rust
 * rand_xoshiro crate.  Draw n is the (n+1)-th output of that generator.
 */
START_TEST(test_dsgn5_splitmix_published_values)
{
	ck_assert(dice_splitmix(0, 0) == 0xe220a8397b1dcdafULL);
	ck_assert(dice_splitmix(0, 1) == 0x6e789e6aa1b965f4ULL);
	ck_assert(dice_splitmix(1477776061723855037ULL, 0) ==
	    1985237415132408290ULL);
	ck_assert(dice_splitmix(1477776061723855037ULL, 1) ==
	    2979275885539914483ULL);
	ck_assert(dice_splitmix(1477776061723855037ULL, 2) ==
	    13511426838097143398ULL);
}
END_TEST

/* The counter form: draw n is mix(seed + (n+1) * gamma), mod 2^64. */
START_TEST(test_dsgn5_splitmix_counter_formula)
{
	uint64_t	seed = 0xFFFFFFFFFFFFFFF0ULL, n = 1000, z;

	z = seed + (n + 1) * GAMMA;
	ck_assert(unmix(dice_splitmix(seed, n)) == z);
	z = (z ^ (z >> 30)) * MUL1;
	z = (z ^ (z >> 27)) * MUL2;
	z ^= z >> 31;
	ck_assert(dice_splitmix(seed, n) == z);
	ck_assert(dice_splitmix(7, 0) != dice_splitmix(7, 1));
	ck_assert(dice_splitmix(7, 0) != dice_splitmix(8, 0));
}
END_TEST

/* Section 5: without --dice, the file's queue, then the generator. */
START_TEST(test_dsgn5_precedence_queue_rng)
{
	int			queue[2];
	struct game		g;
	struct dice		d;

	queued(&g, queue, 7);
	dice_init(&d, &g, NULL, 0, false, 0);
	ck_assert(d.seeded);
	ck_assert_int_eq(dice_unused(&d), 0);
	ck_assert_int_eq(dice_roll(&d, &g, "c"), 5);
	ck_assert_int_eq(g.ndice, 1);
	ck_assert_int_eq(g.dice[0], 6);
	ck_assert_int_eq(dice_roll(&d, &g, "d"), 6);
	ck_assert_int_eq(g.ndice, 0);
	ck_assert(g.rng_draws == 0);
	ck_assert_int_eq(dice_roll(&d, &g, "e"), die_of(7, 0));
	ck_assert(g.rng_draws == 1);
	ck_assert(g.has_dice);

	ck_assert_int_eq(d.nrolls, 3);
	ck_assert_int_eq(d.rolls[0].source, DS_QUEUE);
	ck_assert_int_eq(d.rolls[1].source, DS_QUEUE);
	ck_assert_int_eq(d.rolls[2].source, DS_RNG);
	ck_assert_int_eq(dice_missing(&d), 0);
	dice_free(&d);
}
END_TEST

/*
 * DESIGN.md 5: --dice given supplies every die, or none: no top-up from
 * the file's queue or the generator.  A die it lacks is recorded as missing,
 * with its purpose, and the queue and the generator are left as they were.
 */
START_TEST(test_dsgn5_list_never_topped_up)
{
	static const int	list[] = { 4, 2 };
	int			queue[2];
	struct game		g;
	struct dice		d;

	queued(&g, queue, 7);
	dice_init(&d, &g, list, 2, false, 0);
	ck_assert_int_eq(dice_roll(&d, &g, "artillery"), 4);
	ck_assert_int_eq(dice_roll(&d, &g, "attacker"), 2);
	ck_assert_int_eq(dice_missing(&d), 0);
	dice_roll(&d, &g, "defender");
	dice_roll(&d, &g, "cavalry retreat");
	ck_assert_int_eq(dice_missing(&d), 2);
	ck_assert_int_eq(g.ndice, 2);
	ck_assert(g.rng_draws == 0);
	ck_assert_int_eq(d.nrolls, 4);
	ck_assert_int_eq(d.rolls[1].source, DS_LIST);
	ck_assert_int_eq(d.rolls[2].source, DS_MISSING);
	ck_assert_str_eq(d.rolls[2].purpose, "defender");
	ck_assert_int_eq(d.rolls[3].source, DS_MISSING);
	ck_assert_str_eq(d.rolls[3].purpose, "cavalry retreat");
	/* The ruling goes on, on stand-in values, to find what else it
	 * needs; they differ, so no reroll-on-a-tie can go on for ever. */
	ck_assert_int_ge(d.rolls[2].value, 1);
	ck_assert_int_le(d.rolls[2].value, 6);
	ck_assert_int_ne(d.rolls[2].value, d.rolls[3].value);
	dice_free(&d);

	/* An empty list (a stream's earlier documents used it all) is
	 * still --dice given. */
	dice_init(&d, &g, list, 0, false, 0);
	dice_roll(&d, &g, "attacker");
	ck_assert_int_eq(dice_missing(&d), 1);
	ck_assert_int_eq(g.ndice, 2);
	dice_free(&d);
}
END_TEST

START_TEST(test_dsgn5_unused_list_entries)
{
	static const int	list[] = { 3, 4, 2 };
	struct game		g;
	struct dice		d;

	memset(&g, 0, sizeof g);
	dice_init(&d, &g, list, 3, false, 0);
	ck_assert_int_eq(dice_roll(&d, &g, "attacker"), 3);
	ck_assert_int_eq(dice_unused(&d), 2);
	/* The list alone needs no generator: no seed is drawn. */
	ck_assert(!g.has_rng);
	dice_free(&d);
}
END_TEST

/* The generator's state is (seed, draws): a later tool goes on from it. */
START_TEST(test_dsgn5_rng_replays_from_seed_and_draws)
{
	struct game	g1, g2;
	struct dice	d1, d2;
	int		i, r1[50];

	seeded(&g1, 20240601);
	seeded(&g2, 20240601);
	dice_init(&d1, &g1, NULL, 0, false, 0);
	for (i = 0; i < 50; i++) {
		r1[i] = dice_roll(&d1, &g1, "x");
		ck_assert_int_eq(r1[i], die_of(20240601, (uint64_t)i));
	}
	ck_assert(g1.rng_draws == 50);

	/* The same rolls, split between two tools in a pipeline. */
	dice_init(&d2, &g2, NULL, 0, false, 0);
	for (i = 0; i < 20; i++)
		ck_assert_int_eq(dice_roll(&d2, &g2, "x"), r1[i]);
	dice_free(&d2);
	ck_assert(g2.rng_draws == 20);
	dice_init(&d2, &g2, NULL, 0, false, 0);
	for (; i < 50; i++)
		ck_assert_int_eq(dice_roll(&d2, &g2, "x"), r1[i]);
	ck_assert(g2.rng_seed == 20240601);
	dice_free(&d1);
	dice_free(&d2);
}
END_TEST

/* --seed starts the generator afresh, over the file's `rng`. */
START_TEST(test_dsgn5_seed_option_resets_rng)
{
	struct game	g;
	struct dice	d;

	seeded(&g, 99);
	g.rng_draws = 37;
	dice_init(&d, &g, NULL, 0, true, 5);
	ck_assert(g.has_rng && d.seeded);
	ck_assert(g.rng_seed == 5);
	ck_assert(g.rng_draws == 0);
	ck_assert_int_eq(dice_roll(&d, &g, "x"), die_of(5, 0));
	ck_assert(g.rng_draws == 1);
	dice_free(&d);

	/* --seed on a file without `rng` gives it one. */
	memset(&g, 0, sizeof g);
	dice_init(&d, &g, NULL, 0, true, 0);
	ck_assert(g.has_rng && g.rng_seed == 0);
	ck_assert_int_eq(dice_roll(&d, &g, "x"), die_of(0, 0));
	dice_free(&d);
}
END_TEST

/*
 * dice.h: a draw at or above 2^64 - (2^64 mod 6) = 2^64 - 4 is rejected
 * and the next taken; both count as draws.  The seed is chosen, by
 * inverting the finalizer, so that draw 0 is 2^64 - 1.
 */
START_TEST(test_dsgn5_rejected_draw_counts)
{
	struct game	g;
	struct dice	d;
	uint64_t	seed = unmix(UINT64_MAX) - GAMMA;

	ck_assert(dice_splitmix(seed, 0) == UINT64_MAX);
	seeded(&g, seed);
	dice_init(&d, &g, NULL, 0, false, 0);
	ck_assert_int_eq(dice_roll(&d, &g, "x"), die_of(seed, 1));
	ck_assert(g.rng_draws == 2);

	/* 2^64 - 5 is a multiple of 6 minus one: kept, a 6. */
	g.rng_seed = unmix(UINT64_MAX - 4) - GAMMA;
	g.rng_draws = 0;
	ck_assert_int_eq(dice_roll(&d, &g, "x"), 6);
	ck_assert(g.rng_draws == 1);
	/* 2^64 - 4 is the first rejected. */
	g.rng_seed = unmix(UINT64_MAX - 3) - GAMMA;
	g.rng_draws = 0;
	dice_roll(&d, &g, "x");
	ck_assert(g.rng_draws == 2);
	dice_free(&d);
}
END_TEST

START_TEST(test_dsgn5_parse_list)
{
	static const char *const bad_roll[] = {
		"0", "7", "34", "3, 4", " 3", "3 ", "3;4", "-1", "+3",
		"a=7", "a=", "a=34", "=3",
	};
	static const char *const empty[] = { "", "3,,4", ",3", "3,", "," };
	struct die_given	*v = NULL;
	char			 why[256];
	size_t			 i;

	ck_assert_int_eq(dice_parse("3,4,2", &v, why, sizeof why), 3);
	ck_assert_int_eq(v[0].value, 3);
	ck_assert_int_eq(v[1].value, 4);
	ck_assert_int_eq(v[2].value, 2);
	ck_assert_ptr_null(v[0].purpose);
	free(v);
	ck_assert_int_eq(dice_parse("6", &v, why, sizeof why), 1);
	ck_assert_int_eq(v[0].value, 6);
	free(v);
	ck_assert_int_eq(dice_parse("1,2,3,4,5,6", &v, why, sizeof why), 6);
	ck_assert_int_eq(v[5].value, 6);
	free(v);

	for (i = 0; i < sizeof bad_roll / sizeof bad_roll[0]; i++) {
		v = (struct die_given *)1;
		why[0] = '\0';
		ck_assert_msg(dice_parse(bad_roll[i], &v, why, sizeof why) ==
		    -1, "%s", bad_roll[i]);
		ck_assert_ptr_null(v);
		ck_assert_msg(strstr(why, "1 to 6") != NULL, "%s: %s",
		    bad_roll[i], why);
	}
	for (i = 0; i < sizeof empty / sizeof empty[0]; i++) {
		ck_assert_msg(dice_parse(empty[i], &v, why, sizeof why) == -1,
		    "%s", empty[i]);
		ck_assert_ptr_null(v);
		ck_assert_str_eq(why, "the dice list has an empty roll");
	}
	ck_assert_int_eq(dice_parse(NULL, &v, why, sizeof why), -1);
}
END_TEST

/*
 * DESIGN.md 5: --dice attacker=4,defender=2,artillery=3, in any order,
 * the names long or short; each stands for the roll of that purpose.
 */
START_TEST(test_dsgn5_parse_named)
{
	static const struct {
		const char	*name, *purpose;
	} names[] = {
		{ "artillery", "artillery" }, { "art", "artillery" },
		{ "attacker", "attacker" }, { "a", "attacker" },
		{ "att", "attacker" },
		{ "defender", "defender" }, { "d", "defender" },
		{ "def", "defender" },
		{ "cavalry-retreat", "cavalry retreat" },
		{ "cavalry", "cavalry retreat" }, { "c", "cavalry retreat" },
		{ "pontoon-bridge", "pontoon bridge" },
		{ "bridge", "pontoon bridge" }, { "b", "pontoon bridge" },
		{ "repair", "repair" }, { "r", "repair" },
		{ "forage", "forage" }, { "f", "forage" },
	};
	struct die_given	*v = NULL;
	char			 why[256], arg[64];
	size_t			 i;

	ck_assert_int_eq(dice_parse("attacker=4,defender=2,art=3", &v, why,
	    sizeof why), 3);
	ck_assert_int_eq(v[0].value, 4);
	ck_assert_str_eq(v[0].purpose, "attacker");
	ck_assert_int_eq(v[1].value, 2);
	ck_assert_str_eq(v[1].purpose, "defender");
	ck_assert_int_eq(v[2].value, 3);
	ck_assert_str_eq(v[2].purpose, "artillery");
	free(v);
	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		snprintf(arg, sizeof arg, "%s=5", names[i].name);
		ck_assert_msg(dice_parse(arg, &v, why, sizeof why) == 1, "%s",
		    arg);
		ck_assert_str_eq(v[0].purpose, names[i].purpose);
		free(v);
	}

	/* A name no roll has says so, and lists the names. */
	ck_assert_int_eq(dice_parse("atacker=4", &v, why, sizeof why), -1);
	ck_assert_ptr_null(v);
	ck_assert_msg(strstr(why, "atacker") != NULL &&
	    strstr(why, "attacker (a, att)") != NULL, "%s", why);
	/* Plain and named rolls do not mix: whose is the plain one? */
	ck_assert_int_eq(dice_parse("4,d=2", &v, why, sizeof why), -1);
	ck_assert_str_eq(why, "plain rolls and named rolls cannot be mixed");
	ck_assert_int_eq(dice_parse("a=4,2", &v, why, sizeof why), -1);
	ck_assert_str_eq(why, "plain rolls and named rolls cannot be mixed");
}
END_TEST

/*
 * DESIGN.md 5: a named die is taken by the first roll of its purpose, in
 * the order the ruling rolls; two of one name go in the order given.
 */
START_TEST(test_dsgn5_named_by_purpose)
{
	struct die_given	*v;
	struct game		 g;
	struct dice		 d;
	char			 why[256];
	int			 n;

	memset(&g, 0, sizeof g);
	n = dice_parse("d=2,a=4,art=3,r=6,r=1", &v, why, sizeof why);
	ck_assert_int_eq(n, 5);
	dice_init_given(&d, &g, v, n, false, 0);
	ck_assert(d.named);
	ck_assert_int_eq(dice_roll(&d, &g, "artillery"), 3);
	ck_assert_int_eq(dice_roll(&d, &g, "attacker"), 4);
	ck_assert_int_eq(dice_roll(&d, &g, "defender"), 2);
	ck_assert_int_eq(dice_roll(&d, &g, "repair"), 6);
	ck_assert_int_eq(dice_unused(&d), 1);
	ck_assert(!d.used[4] && d.used[3] && d.used[0]);
	ck_assert_int_eq(dice_roll(&d, &g, "repair"), 1);
	ck_assert_int_eq(dice_unused(&d), 0);
	ck_assert_int_eq(dice_missing(&d), 0);
	/* No die of that name left: missing, never drawn. */
	dice_roll(&d, &g, "defender");
	ck_assert_int_eq(dice_missing(&d), 1);
	ck_assert_int_eq(d.rolls[5].source, DS_MISSING);
	ck_assert(!g.has_rng);
	dice_free(&d);

	/* A die named but never rolled stays unused. */
	dice_init_given(&d, &g, v, 2, false, 0);
	ck_assert_int_eq(dice_roll(&d, &g, "attacker"), 4);
	ck_assert_int_eq(dice_unused(&d), 1);
	ck_assert(!d.used[0] && d.used[1]);
	dice_free(&d);
	free(v);
}
END_TEST

/* Section 5: "Each roll used appears in the log entry", with its purpose. */
START_TEST(test_dsgn5_rolls_recorded_with_purpose)
{
	static const char *const purpose[] = {
		"artillery", "attacker", "defender",
	};
	struct game		g;
	struct dice		d;
	int			i, v[12];

	seeded(&g, 11);
	dice_init(&d, &g, NULL, 0, false, 0);
	for (i = 0; i < 12; i++)
		v[i] = dice_roll(&d, &g, purpose[i % 3]);
	ck_assert_int_eq(d.nrolls, 12);
	for (i = 0; i < 12; i++) {
		ck_assert_int_eq(d.rolls[i].value, v[i]);
		ck_assert_str_eq(d.rolls[i].purpose, purpose[i % 3]);
		ck_assert_int_eq(d.rolls[i].source, DS_RNG);
	}
	dice_free(&d);
	ck_assert_ptr_null(d.rolls);
	ck_assert_int_eq(d.nrolls, 0);
}
END_TEST

/* 6000 rolls: each face about 1000 times (well within 800..1200). */
START_TEST(test_dsgn5_rolls_uniform)
{
	struct game	g;
	struct dice	d;
	int		i, v, count[7] = { 0 };

	memset(&g, 0, sizeof g);
	dice_init(&d, &g, NULL, 0, true, 12345);
	for (i = 0; i < 6000; i++) {
		v = dice_roll(&d, &g, "x");
		ck_assert(v >= 1 && v <= 6);
		count[v]++;
	}
	for (v = 1; v <= 6; v++) {
		ck_assert_int_ge(count[v], 800);
		ck_assert_int_le(count[v], 1200);
	}
	dice_free(&d);
}
END_TEST

/*
 * Section 5: with no source "the tool draws a seed from the system and
 * records it, so every ruling can be replayed"; only when a roll needs it.
 */
START_TEST(test_dsgn5_system_seed_recorded)
{
	struct game	g, g2, replay;
	struct dice	d, d2;
	int		i, v[5];

	memset(&g, 0, sizeof g);
	dice_init(&d, &g, NULL, 0, false, 0);
	ck_assert(!g.has_rng);
	ck_assert(!d.seeded);
	for (i = 0; i < 5; i++)
		v[i] = dice_roll(&d, &g, "x");
	ck_assert(g.has_rng);
	ck_assert(d.seeded);
	ck_assert(g.rng_draws >= 5);

	seeded(&replay, g.rng_seed);
	dice_free(&d);
	dice_init(&d, &replay, NULL, 0, false, 0);
	for (i = 0; i < 5; i++)
		ck_assert_int_eq(dice_roll(&d, &replay, "x"), v[i]);
	ck_assert(replay.rng_draws == g.rng_draws);
	dice_free(&d);

	/* Two games get two seeds. */
	memset(&g2, 0, sizeof g2);
	dice_init(&d2, &g2, NULL, 0, false, 0);
	dice_roll(&d2, &g2, "x");
	ck_assert(g2.has_rng);
	ck_assert(g2.rng_seed != g.rng_seed);
	dice_free(&d2);
}
END_TEST

CHECK_TESTS(dice)
