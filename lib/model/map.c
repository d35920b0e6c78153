/*
 * map.c — terrain names, hexside and hex features, the hex and hexside
 * indexes, and the map's bounds.
 */
#include <string.h>

#include "arena.h"
#include "game.h"
#include "map.h"

static const char *const terrain_names[T_COUNT] = {
	[T_NONE] = "none",
	[T_CLEAR] = "clear",
	[T_ROLLING] = "rolling",
	[T_ROUGH] = "rough",
	[T_WOODS] = "woods",
	[T_CITY] = "city",
	[T_SWAMP] = "swamp",
	[T_PROVISIONAL_SWAMP] = "provisional-swamp",
	[T_HILL] = "hill",
	[T_MOUNTAIN] = "mountain",
	[T_LOESS] = "loess",
	[T_WATER] = "water",
};

/* In bit order (map.h). */
static const char *const hexside_names[HS_FEATURE_COUNT] = {
	"road", "pike", "trail", "railroad", "unfinished-railroad",
	"minor-river", "major-river", "creek", "ford", "bridge", "ferry",
	"dam", "ridge", "bluff", "water", "county-border", "indestructible",
};

static const char *const hex_feature_names[HF_FEATURE_COUNT] = {
	"village", "station", "landing", "redoubt", "naval-battery", "fort",
	"county-seat",
};

const char *
terrain_name(enum terrain t)
{
	return t < T_COUNT ? terrain_names[t] : "?";
}

int
terrain_parse(const char *s, enum terrain *t)
{
	int i;

	for (i = T_CLEAR; i < T_COUNT; i++)
		if (strcmp(s, terrain_names[i]) == 0) {
			*t = (enum terrain)i;
			return 0;
		}
	return -1;
}

static int
bit_index(unsigned bit)
{
	int i;

	for (i = 0; i < 32; i++)
		if (bit == 1u << i)
			return i;
	return -1;
}

/* The name of a feature bit among n names in bit order, or "?". */
static const char *
bit_name(unsigned bit, const char *const *names, int n)
{
	int i = bit_index(bit);

	return i >= 0 && i < n ? names[i] : "?";
}

/* The bit of a feature's name among n names in bit order: 0, or -1. */
static int
bit_parse(const char *s, const char *const *names, int n, unsigned *bit)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(s, names[i]) == 0) {
			*bit = 1u << i;
			return 0;
		}
	return -1;
}

const char *
hexside_feature_name(unsigned bit)
{
	return bit_name(bit, hexside_names, HS_FEATURE_COUNT);
}

int
hexside_feature_parse(const char *s, unsigned *bit)
{
	/* "rr": the rulebooks' abbreviation (2.6). */
	return bit_parse(strcmp(s, "rr") == 0 ? "railroad" : s, hexside_names,
	    HS_FEATURE_COUNT, bit);
}

const char *
hex_feature_name(unsigned bit)
{
	return bit_name(bit, hex_feature_names, HF_FEATURE_COUNT);
}

int
hex_feature_parse(const char *s, unsigned *bit)
{
	return bit_parse(s, hex_feature_names, HF_FEATURE_COUNT, bit);
}

struct hexinfo *
map_add_hex(struct arena *a, struct map *m, hex_t h)
{
	struct hexinfo *x;

	if (table_get(&m->hex_index, h) >= 0)
		return NULL;
	m->hexes = arena_grow(a, m->hexes, m->nhexes, &m->caphexes,
	    sizeof(*m->hexes));
	x = &m->hexes[m->nhexes];
	/* 9.0: Virginia redoubts are CSA */
	*x = (struct hexinfo){ .id = h, .redoubt_side = SIDE_CSA };
	table_put(&m->hex_index, h, m->nhexes++);
	return x;
}

struct hexsideinfo *
map_add_hexside(struct arena *a, struct map *m, hexside_t s)
{
	struct hexsideinfo *x;

	if (table_get(&m->side_index, s) >= 0)
		return NULL;
	m->hexsides = arena_grow(a, m->hexsides, m->nhexsides,
	    &m->caphexsides, sizeof(*m->hexsides));
	x = &m->hexsides[m->nhexsides];
	*x = (struct hexsideinfo){ .id = s, .high = HEX_NONE };
	table_put(&m->side_index, s, m->nhexsides++);
	return x;
}

void
map_free(struct map *m)
{
	table_free(&m->hex_index);
	table_free(&m->side_index);
}

const struct hexinfo *
map_hex(const struct map *m, hex_t h)
{
	int i = table_get(&m->hex_index, h);

	return i < 0 ? NULL : &m->hexes[i];
}

const struct hexsideinfo *
map_hexside_info(const struct map *m, hex_t a, hex_t b)
{
	int i = table_get(&m->side_index, hexside_make(a, b));

	return i < 0 ? NULL : &m->hexsides[i];
}

unsigned
map_hexside(const struct map *m, hex_t a, hex_t b)
{
	const struct hexsideinfo *s = map_hexside_info(m, a, b);

	return s == NULL ? 0 : s->features;
}

/* Are sheet coordinates (c, r) inside bounds b? */
static bool
in_range(const struct bounds *b, int c, int r)
{
	return c >= b->col0 && c <= b->col1 && r >= b->row0 && r <= b->row1;
}

/*
 * Is global hex h inside bounds b?  Bounds count in each sheet's own
 * numbers, as printed: bounds for a letter hold on that sheet, bounds
 * without one on every sheet of the map.
 */
static bool
in_bounds(const struct map *m, const struct bounds *b, hex_t h)
{
	const struct geometry	*geo = m->geo;
	int			 i;

	if (geo == NULL || geo->nsheets == 0) {
		/* Standard games: a letter is a grid of its own. */
		if (b->sheet != 0 && hex_grid(h) != b->sheet - 'A' + 1)
			return false;
		return in_range(b, hex_col(h), hex_row(h));
	}
	for (i = 0; i < geo->nsheets; i++) {
		const struct sheet *s = &geo->sheets[i];

		if ((b->sheet == 0 || b->sheet == s->letter) &&
		    in_range(b, hex_col(h) - s->dcol, hex_row(h) - s->drow))
			return true;
	}
	return false;
}

bool
map_on(const struct map *m, hex_t h)
{
	int i;

	for (i = 0; i < m->noff_map; i++)
		if (m->off_map[i] == h)
			return false;
	/* Without bounds, a hex is on the map when it has an id as the
	 * maps print them (columns and rows 01 to 99). */
	if (m->nbounds == 0)
		return hex_printable(m->geo, h);
	for (i = 0; i < m->nbounds; i++)
		if (in_bounds(m, &m->bounds[i], h))
			return true;
	return false;
}
