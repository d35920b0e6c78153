/*
 * hex.h — hex ids, neighbours, distance, hexsides, sheet joins
 * (DESIGN.md section 3, contract).
 *
 * A hex is a packed global coordinate (hex_t): the grid it lies on and its
 * column and row in that grid.  Sheets that join (SIV N/M/S, SJW N/S) share
 * one grid, in the coordinates of a base sheet; sheets that do not join
 * (any letter in a `standard` game, or no letter) are grids of their own,
 * never adjacent to one another.  Odd columns sit half a hex higher than
 * even ones; joins shift columns by even numbers, so parity is kept.
 */
#ifndef GCACW_HEX_H
#define GCACW_HEX_H

#include <stdbool.h>
#include <stdint.h>

typedef uint32_t hex_t;
#define HEX_NONE ((hex_t)0xffffffffu)

/* A hexside is named by its two hexes, in either order. */
typedef uint64_t hexside_t;

/* Directions, clockwise from north: the order of hex_neighbours(). */
enum hexdir { DIR_N, DIR_NE, DIR_SE, DIR_S, DIR_SW, DIR_NW };

/* One map sheet of a game module and where it lies in the joined grid. */
struct sheet {
	char	letter;		/* 'N', 'M', 'S' */
	int	dcol, drow;	/* global = sheet coordinates + (dcol, drow) */
	int	maxrow_odd;	/* last whole row of odd columns; 0 = unknown */
	int	maxrow_even;	/* the same for even columns */
	int	top;		/* where sheets overlap, highest wins */
};

/* The sheets of a game and how they join (SIV 13.0, 27.1; SJW 22.0). */
struct geometry {
	const char	*name;		/* "siv" */
	int		 nsheets;	/* 0: letters are separate grids */
	struct sheet	 sheets[3];
	bool		 letters_required;
};

hex_t	hex_make(int grid, int col, int row);
int	hex_grid(hex_t);
int	hex_col(hex_t);		/* global column */
int	hex_row(hex_t);

/*
 * Parse "4610" or "N3333".  Returns 0, or -1 with *why set to a message
 * that says what an id of this map looks like ("hex ids are four digits,
 * column then row: 4710, or N4710 after a sheet letter"); it needs no
 * freeing and lasts until the next error.
 */
int	hex_parse(const struct geometry *, const char *, hex_t *,
	    const char **why);
/* The id as printed on the map, the sheet on top where sheets overlap. */
void	hex_format(const struct geometry *, hex_t, char buf[16]);

/* Does the hex have an id as printed (a sheet's 01-99 columns and rows)? */
bool	hex_printable(const struct geometry *, hex_t);

/* The six neighbours, in enum hexdir order. */
void	hex_neighbours(hex_t, hex_t out[6]);
hex_t	hex_neighbour(hex_t, enum hexdir);
/* Direction from a to adjacent b, or -1 when they are not adjacent. */
int	hex_direction(hex_t a, hex_t b);
bool	hex_adjacent(hex_t, hex_t);
/* Hex distance (cube coordinates); -1 across grids that do not join. */
int	hex_distance(hex_t, hex_t);

hexside_t hexside_make(hex_t, hex_t);	/* order-free */
hex_t	hexside_a(hexside_t);		/* the lower of the two */
hex_t	hexside_b(hexside_t);
/* Parse "N3333/N3334": two adjacent hexes.  -1 with *why on error. */
int	hexside_parse(const struct geometry *, const char *, hexside_t *,
	    const char **why);
void	hexside_format(const struct geometry *, hexside_t, char buf[32]);

#endif
