/*
 * dice.c — where the dice come from (DESIGN.md section 5): the --dice
 * list, then the game file's `dice` queue, then the seeded generator of
 * its `rng` (or --seed), and only when a roll is needed and none of these
 * is left, a seed from the system, recorded in the game so that the ruling
 * can be replayed.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "arena.h"
#include "dice.h"
#include "game.h"

#define GOLDEN_GAMMA	0x9E3779B97F4A7C15ULL

/*
 * The largest multiple of 6 not above 2^64 is 2^64 - (2^64 mod 6); draws
 * at or above it would favour the low faces and are rejected.
 */
#define DIE_LIMIT	(UINT64_MAX - (UINT64_MAX % 6 + 1) % 6 + 1)

static const char BAD_EMPTY[] = "the dice list has an empty roll";
static const char BAD_ROLL[] = "dice rolls are 1 to 6, separated by commas";

uint64_t
dice_splitmix(uint64_t seed, uint64_t n)
{
	uint64_t z = seed + (n + 1) * GOLDEN_GAMMA;

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/*
 * "3,4,2": single digits 1..6 and commas, nothing else (no spaces, no
 * empty rolls).  The array is the caller's to free.
 */
int
dice_parse_list(const char *s, int **out, const char **why)
{
	const char	*p;
	int		*v;
	int		 n = 1, i = 0;

	*out = NULL;
	if (s == NULL || *s == '\0') {
		*why = BAD_EMPTY;
		return -1;
	}
	for (p = s; *p != '\0'; p++)
		if (*p == ',')
			n++;
	v = xcalloc((size_t)n, sizeof *v);
	for (p = s;; p++) {
		if (*p == ',' || *p == '\0') {
			*why = BAD_EMPTY;
			goto error;
		}
		if (*p < '1' || *p > '6' || (p[1] != ',' && p[1] != '\0')) {
			*why = BAD_ROLL;
			goto error;
		}
		v[i++] = *p - '0';
		if (*++p == '\0')
			break;
	}
	*out = v;
	return n;
error:
	free(v);
	return -1;
}

/*
 * A seed nobody gave: from the kernel's generator, or failing that the
 * time and process id, mixed so that nearby times give distant seeds.
 */
static uint64_t
system_seed(void)
{
	struct timespec	ts;
	uint64_t	seed = 0;
	ssize_t		got = -1;
	int		fd;

	if ((fd = open("/dev/urandom", O_RDONLY)) != -1) {
		got = read(fd, &seed, sizeof seed);
		close(fd);
	}
	if (got == (ssize_t)sizeof seed)
		return seed;
	clock_gettime(CLOCK_REALTIME, &ts);
	seed = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
	return dice_splitmix(seed ^ (uint64_t)getpid() << 32, 0);
}

void
dice_init(struct dice *d, struct game *g, const int *list, int nlist,
    bool have_seed, uint64_t seed)
{
	memset(d, 0, sizeof *d);
	d->list = list;
	d->nlist = list == NULL || nlist < 0 ? 0 : nlist;
	/* --seed starts the generator afresh over the file's `rng`. */
	if (have_seed) {
		g->rng_seed = seed;
		g->rng_draws = 0;
		g->has_rng = true;
	}
	d->seeded = g->has_rng;
}

static void
record(struct dice *d, int value, const char *purpose,
    enum dice_source source)
{
	if (d->nrolls == d->caprolls) {
		d->caprolls = d->caprolls == 0 ? 8 : d->caprolls * 2;
		d->rolls = xrealloc(d->rolls,
		    (size_t)d->caprolls * sizeof *d->rolls);
	}
	d->rolls[d->nrolls].value = value;
	d->rolls[d->nrolls].purpose = purpose;
	d->rolls[d->nrolls].source = source;
	d->nrolls++;
}

/*
 * The list and the queue are taken as given: dice_parse_list and the
 * loader have already refused anything but 1..6.  The purpose is kept by
 * pointer; it is a string literal of the rule asking.
 */
int
dice_roll(struct dice *d, struct game *g, const char *purpose)
{
	uint64_t	x;
	int		value;

	if (d->used_list < d->nlist) {
		value = d->list[d->used_list++];
		record(d, value, purpose, DS_LIST);
		return value;
	}
	if (g->dice != NULL && g->ndice > 0) {
		value = *g->dice;
		g->dice++;
		g->ndice--;
		record(d, value, purpose, DS_QUEUE);
		return value;
	}
	if (!g->has_rng) {
		g->rng_seed = system_seed();
		g->rng_draws = 0;
		g->has_rng = true;
	}
	d->seeded = true;
	do
		x = dice_splitmix(g->rng_seed, g->rng_draws++);
	while (x >= DIE_LIMIT);
	value = 1 + (int)(x % 6);
	record(d, value, purpose, DS_RNG);
	return value;
}

int
dice_unused(const struct dice *d)
{
	return d->nlist - d->used_list;
}

void
dice_free(struct dice *d)
{
	free(d->rolls);
	d->rolls = NULL;
	d->nrolls = d->caprolls = 0;
}
