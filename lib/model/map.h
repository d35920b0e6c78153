/*
 * map.h — terrain (2.3), hexside features, bounds.
 *
 * Hexes and hexsides are indexed by id (hashes), never scanned.  Woods and
 * loess hexsides are not stored: they are derived from the two hexes (2.3).
 * Provisional swamps are swamps in rain turns and rough otherwise (6.2,
 * 12.0): rules ask map_terrain_now() for the terrain in force.
 */
#ifndef GCACW_MAP_H
#define GCACW_MAP_H

#include <stdbool.h>

#include "hex.h"
#include "diag.h"
#include "table.h"

/* The terrain types of 2.3, and water. */
enum terrain {
	T_NONE,			/* unlisted, no default */
	T_CLEAR,
	T_ROLLING,
	T_ROUGH,
	T_WOODS,
	T_CITY,
	T_SWAMP,
	T_PROVISIONAL_SWAMP,
	T_HILL,
	T_MOUNTAIN,
	T_LOESS,
	T_WATER,
	T_COUNT
};

/* Hexside features (2.3, 6.2, 7.4, 10.0).  A bit set. */
enum {
	HS_ROAD		= 1u << 0,
	HS_PIKE		= 1u << 1,
	HS_TRAIL	= 1u << 2,
	HS_RAILROAD	= 1u << 3,
	HS_UNFINISHED_RR = 1u << 4,	/* "treated as roads" (6.2) */
	HS_MINOR_RIVER	= 1u << 5,
	HS_MAJOR_RIVER	= 1u << 6,
	HS_CREEK	= 1u << 7,
	HS_FORD		= 1u << 8,
	HS_BRIDGE	= 1u << 9,	/* permanent bridge */
	HS_FERRY	= 1u << 10,
	HS_DAM		= 1u << 11,
	HS_RIDGE	= 1u << 12,
	HS_BLUFF	= 1u << 13,
	HS_WATER	= 1u << 14,	/* all-water hexside (2.4) */
	HS_BORDER	= 1u << 15,	/* county border */
	HS_INDESTRUCTIBLE = 1u << 16,	/* a bridge never destroyed (10.2) */
	HS_FEATURE_COUNT = 17
};
/* Road, pike, trail or RR: what "connected by a road" means in 2.4, 7.1. */
#define HS_ROADLIKE (HS_ROAD | HS_PIKE | HS_TRAIL | HS_RAILROAD | \
	HS_UNFINISHED_RR)
#define HS_RIVER (HS_MINOR_RIVER | HS_MAJOR_RIVER)
#define HS_CROSSING (HS_FORD | HS_BRIDGE | HS_FERRY | HS_DAM)

/* Hex features (2.3, 9.0). */
enum {
	HF_VILLAGE	= 1u << 0,
	HF_STATION	= 1u << 1,
	HF_LANDING	= 1u << 2,
	HF_REDOUBT	= 1u << 3,
	HF_NAVAL_BATTERY = 1u << 4,	/* also a Confederate redoubt (9.0) */
	HF_FORT		= 1u << 5,	/* permanent Fort (9.0) */
	HF_COUNTY_SEAT	= 1u << 6,
	HF_FEATURE_COUNT = 7
};
_Static_assert(HF_FEATURE_COUNT <= 16 && T_COUNT <= 256,
    "struct hexinfo keeps features in 16 bits, terrain in 8");


/* 40 bytes, its fields in an order that leaves no padding: a
 * campaign's map lists thousands.  terrain, features
 * and redoubt_side are an enum terrain, HF_ bits and an enum side kept
 * in the bytes they need. */
struct hexinfo {
	hex_t		 id;
	unsigned char	 terrain;	/* T_NONE: not given (features only) */
	signed char	 redoubt_side;	/* enum side: csa, or `redoubt` */
	unsigned short	 features;	/* HF_ */
	struct pos	 pos;
	const char	*name;
	const char	*county;
	struct node	*extra;		/* x- keys, carried through */
};

struct hexsideinfo {
	hexside_t	 id;
	unsigned	 features;
	hex_t		 high;		/* ridge or bluff: the hex it lies in */
	struct pos	 pos;
	struct node	*extra;
};

struct bounds {
	char		 sheet;		/* 0: every sheet */
	int		 col0, col1, row0, row1;
	struct node	*extra;
};

struct map {
	const struct geometry	*geo;		/* the game module's sheets */
	enum terrain		 deflt;		/* map.terrain, or T_NONE */
	struct bounds		*bounds;
	int			 nbounds;
	hex_t			*off_map;	/* listed partial hexes */
	int			 noff_map;
	struct hexinfo		*hexes;		/* input order */
	int			 nhexes, caphexes;
	struct hexsideinfo	*hexsides;
	int			 nhexsides, caphexsides;
	struct table		 hex_index;	/* hex_t -> index in hexes */
	struct table		 side_index;	/* hexside_t -> index */
	struct node		*extra;		/* x- keys of map */
};

const char	*terrain_name(enum terrain);
int		 terrain_parse(const char *, enum terrain *);
const char	*hexside_feature_name(unsigned bit);
int		 hexside_feature_parse(const char *, unsigned *bit);
const char	*hex_feature_name(unsigned bit);
int		 hex_feature_parse(const char *, unsigned *bit);

struct arena;
/* Add a hex or hexside (load.c, tests); NULL when already listed. */
struct hexinfo	*map_add_hex(struct arena *, struct map *, hex_t);
struct hexsideinfo *map_add_hexside(struct arena *, struct map *,
		    hexside_t);
void		 map_free(struct map *);

/* The listed hex, or NULL. */
const struct hexinfo *map_hex(const struct map *, hex_t);
/* The listed hexside's features; 0 when not listed. */
unsigned	 map_hexside(const struct map *, hex_t, hex_t);
const struct hexsideinfo *map_hexside_info(const struct map *, hex_t, hex_t);
/*
 * On the map: within the bounds of a sheet that holds the hex (when bounds
 * are given) and not listed in map.off_map (partial hexes, 2.3).
 */
bool		 map_on(const struct map *, hex_t);

#endif
