/*
 * dice.c — where the dice come from (DESIGN.md section 5): the --dice
 * list alone when given (it must supply every die: a ruling on dice
 * the player did not give is not the one asked for), else the
 * game file's `dice` queue, then the seeded generator of its `rng` (or
 * --seed), and only when a roll is needed and none of these is left, a
 * seed from the system, recorded in the game so that the ruling can be
 * replayed.
 */
#include <fcntl.h>
#include <stdio.h>
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
static const char BAD_MIX[] = "plain rolls and named rolls cannot be mixed";

/*
 * The names of --dice: each purpose a rule rolls for (the string it
 * passes to dice_roll), written with '-' for a space, and its short
 * forms.  A rule that rolls for a new purpose adds it here, and to the
 * DICE section of its tool's page.
 */
static const struct die_name {
	const char	*purpose;
	const char	*shortn[2];
} die_names[] = {
	{ "artillery",		{ "art", NULL } },		/* 7.4 */
	{ "attacker",		{ "a", "att" } },		/* 7.5 */
	{ "defender",		{ "d", "def" } },		/* 7.5 */
	{ "cavalry retreat",	{ "cavalry", "c" } },		/* 7.7 */
	{ "pontoon bridge",	{ "bridge", "b" } },		/* 10.1 */
	{ "repair",		{ "r", NULL } },		/* 10.3 */
	{ "forage",		{ "f", NULL } },		/* SIV 24.3, SJW 20.4 */
	{ "movement",		{ "m", "ma" } },		/* 5.1, 5.2 */
	{ "extended march",	{ "extended", "x" } },		/* 5.1 */
	{ "force march",	{ "force", "fm" } },		/* 5.1 */
	{ "destroy",		{ "ds", NULL } },		/* 10.2 */
	{ "command",		{ "cmd", NULL } },		/* 7.1 assault */
	{ "grand assault",	{ "grand", "g" } },		/* 7.1 */
	{ "commander death",	{ "death", NULL } },		/* SJW 17.0 */
	{ "random events",	{ "events", "re" } },		/* 3.0, 12.0 */
	{ "confederate",	{ "csa", NULL } },		/* 4.2 */
	{ "union",		{ "usa", NULL } },		/* 4.2 */
	{ "termination",	{ "term", "t" } },		/* SJW 15.0 */
	{ "release",		{ "rel", NULL } },		/* SIV 13.4 */
	/* SIV 15.0-20.0, the Advanced Game.  "cavalry" is 7.7's already:
	 * the Union Cavalry Reinforcement die is "cav". */
	{ "cavalry reinforcement", { "cav", "cr" } },		/* SIV 18.2 */
	{ "strategic",		{ "s", NULL } },		/* SIV 16.0 */
	{ "seven pines",	{ "sp", NULL } },		/* SIV 18.1 */
	{ "manpower",		{ "mp", NULL } },		/* SIV 16.0 */
	{ "harpers ferry",	{ "hf", NULL } },		/* SIV 17.0 */
	{ "commitment",		{ "commit", "cm" } },		/* SIV 20.0 */
};
#define NNAMES	(sizeof die_names / sizeof die_names[0])

uint64_t
dice_splitmix(uint64_t seed, uint64_t n)
{
	uint64_t z = seed + (n + 1) * GOLDEN_GAMMA;

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* Does name (len bytes) spell the purpose, '-' for each space? */
static bool
spells(const char *name, size_t len, const char *purpose)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (purpose[i] == '\0' || (name[i] != purpose[i] &&
		    !(name[i] == '-' && purpose[i] == ' ')))
			return false;
	return purpose[len] == '\0';
}

/* The purpose a --dice name stands for, or NULL. */
static const char *
name_purpose(const char *name, size_t len)
{
	size_t i, j;

	for (i = 0; i < NNAMES; i++) {
		if (spells(name, len, die_names[i].purpose))
			return die_names[i].purpose;
		for (j = 0; j < 2 && die_names[i].shortn[j] != NULL; j++)
			if (strlen(die_names[i].shortn[j]) == len &&
			    memcmp(name, die_names[i].shortn[j], len) == 0)
				return die_names[i].purpose;
	}
	return NULL;
}

const char *
dice_names(void)
{
	/* The table is fixed: 1024 bytes hold it with room to spare, and
	 * a table grown past them would be cut at a name's end, never
	 * written past (test_dice checks every name is listed). */
	static char	buf[1024];
	size_t		i, j, n = 0;
	const char	*p;
	char		one[64];
	int		k;

	if (buf[0] != '\0')
		return buf;
	for (i = 0; i < NNAMES; i++) {
		k = 0;
		for (p = die_names[i].purpose; *p != '\0' &&
		    k < (int)sizeof(one) - 1; p++)
			one[k++] = *p == ' ' ? '-' : *p;
		one[k] = '\0';
		for (j = 0; j < 2 && die_names[i].shortn[j] != NULL; j++)
			k += snprintf(one + k, sizeof(one) - (size_t)k, "%s%s",
			    j == 0 ? " (" : ", ", die_names[i].shortn[j]);
		if (n + strlen(one) + 4 >= sizeof(buf))
			break;
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s)",
		    i > 0 ? ", " : "", one);
	}
	return buf;
}

/*
 * "3,4,2" or "attacker=4,d=2": single digits 1..6, each alone or after a
 * name and '=', separated by commas, nothing else (no spaces, no empty
 * rolls).  Plain and named rolls do not mix: a plain roll among named
 * ones would have no place in the order.  The array is the caller's to
 * free.
 */
int
dice_parse(const char *s, struct die_given **out, char *why, size_t whylen)
{
	struct die_given	*v;
	const char		*p, *eq, *end;
	int			 n = 1, i = 0;

	*out = NULL;
	if (s == NULL || *s == '\0') {
		snprintf(why, whylen, "%s", BAD_EMPTY);
		return -1;
	}
	for (p = s; *p != '\0'; p++)
		if (*p == ',')
			n++;
	v = xcalloc((size_t)n, sizeof *v);
	for (p = s;; p = end + 1) {
		end = strchr(p, ',');
		if (end == NULL)
			end = p + strlen(p);
		if (end == p) {
			snprintf(why, whylen, "%s", BAD_EMPTY);
			goto error;
		}
		eq = memchr(p, '=', (size_t)(end - p));
		if (eq == p) {
			snprintf(why, whylen, "%s", BAD_ROLL);
			goto error;
		}
		if (eq != NULL &&
		    (v[i].purpose = name_purpose(p, (size_t)(eq - p))) ==
		    NULL) {
			snprintf(why, whylen, "%.*s: no die has that name; "
			    "the names are %s", (int)(eq - p), p,
			    dice_names());
			goto error;
		}
		if (eq != NULL)
			p = eq + 1;
		if (end - p != 1 || *p < '1' || *p > '6') {
			snprintf(why, whylen, "%s", BAD_ROLL);
			goto error;
		}
		if (i > 0 && (v[i].purpose == NULL) != (v[0].purpose == NULL)) {
			snprintf(why, whylen, "%s", BAD_MIX);
			goto error;
		}
		v[i++].value = *p - '0';
		if (*end == '\0')
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
uint64_t
dice_system_seed(void)
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
dice_init_given(struct dice *d, struct game *g, const struct die_given *list,
    int nlist, bool have_seed, uint64_t seed)
{
	memset(d, 0, sizeof *d);
	d->list = list;
	d->nlist = list == NULL || nlist < 0 ? 0 : nlist;
	d->strict = list != NULL;
	d->named = d->nlist > 0 && list[0].purpose != NULL;
	if (d->nlist > 0)
		d->used = xcalloc((size_t)d->nlist, sizeof *d->used);
	/* --seed starts the generator afresh over the file's `rng`. */
	if (have_seed) {
		g->rng_seed = seed;
		g->rng_draws = 0;
		g->has_rng = true;
	}
	d->seeded = g->has_rng;
}

void
dice_init(struct dice *d, struct game *g, const int *list, int nlist,
    bool have_seed, uint64_t seed)
{
	struct die_given	*v = NULL;
	int			 i;

	if (list != NULL) {
		v = xcalloc(nlist > 0 ? (size_t)nlist : 1, sizeof *v);
		for (i = 0; i < nlist; i++)
			v[i].value = list[i];
	}
	dice_init_given(d, g, v, nlist, have_seed, seed);
	d->owned = v;
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
	int		value, i;

	if (d->strict) {
		/* Plain: the next roll; named: the first of this purpose. */
		for (i = 0; i < d->nlist; i++)
			if (!d->used[i] && (!d->named ||
			    strcmp(d->list[i].purpose, purpose) == 0))
				break;
		if (i < d->nlist) {
			d->used[i] = true;
			d->used_list++;
			value = d->list[i].value;
			record(d, value, purpose, DS_LIST);
			return value;
		}
		/*
		 * Never a top-up from elsewhere: the player gave the dice
		 * of this ruling, and a die he did not give is named, not
		 * drawn.  The stand-ins
		 * differ from one missing die to the next, so that a rule
		 * rolling again on a tie cannot go on for ever.
		 */
		value = 1 + d->nmissing++ % 6;
		record(d, value, purpose, DS_MISSING);
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
		g->rng_seed = dice_system_seed();
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

int
dice_missing(const struct dice *d)
{
	return d->nmissing;
}

void
dice_free(struct dice *d)
{
	free(d->used);
	d->used = NULL;
	free(d->owned);
	d->owned = NULL;
	free(d->rolls);
	d->rolls = NULL;
	d->nrolls = d->caprolls = 0;
}
