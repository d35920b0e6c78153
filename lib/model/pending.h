/*
 * pending.h — what the rules require next (DESIGN.md section 4, gcacw-file(5)
 * `pending`): a retreat, rout or voluntary retreat and an advance after
 * combat (7.6), a cavalry retreat opportunity (7.7), in the order they
 * are to be resolved.
 *
 * The combat rules append entries, the loader validates them (every
 * field, the fields each kind needs, the units they name), the emitter
 * writes them, gcacw-retreat resolves and drops them.  Rules read the
 * fields and trust them: nothing parses an entry back from the document.
 * Entries and their strings live in the game's arena.
 */
#ifndef GCACW_PENDING_H
#define GCACW_PENDING_H

#include <stdbool.h>

#include "diag.h"
#include "hex.h"
#include "node.h"

struct game;

enum pending_kind { PK_RETREAT, PK_ROUT, PK_VOLUNTARY, PK_ADVANCE,
	PK_CAVALRY, PK_COUNT };

/* As written in the file: "retreat", ..., "cavalry-retreat". */
extern const char *const pending_kind_names[PK_COUNT];

/* The most hexes an entry may ask (RETREAT_MAXSTEPS). */
#define PENDING_MAX_HEXES	12

/* One entry; every field but kind may be absent, and is then not written. */
struct pending {
	enum pending_kind kind;
	const char	 *rule;		/* "7.6"; NULL: absent */
	const char	**units;	/* names; NULL: absent */
	int		  nunits;
	hex_t		  from;		/* the hex they are in; HEX_NONE:
					 * absent */
	hex_t		  into;		/* an advance's hex; HEX_NONE: absent */
	int		  min, max;	/* hexes to go; -1: absent */
	int		  fatigue;	/* 1 after a "-" (7.6), or 0; -1:
					 * absent */
	bool		  has_optional;
	bool		  optional;	/* the player may decline it */
	hex_t		  enemy;	/* the active enemy unit's hex */
	const char	 *enemy_unit;	/* its name; NULL: absent */
	bool		  flow;		/* written {k: v}, as it was read */
	struct pos	  pos;
	struct node	 *extra;	/* x- keys */
};

struct pending_list {
	struct pending	*items;		/* in order */
	int		 n, cap;
	bool		 listed;	/* the key is written, even empty */
	bool		 flow;		/* written [...], as it was read */
};

/* Append an entry of that kind, every other field absent (block style). */
struct pending	*pending_add(struct game *, enum pending_kind);
/* Drop entry i; with nothing left pending the key goes. */
void		 pending_drop(struct game *, int i);
/* The first entry, or NULL when nothing is pending. */
struct pending	*pending_head(struct game *);
/* "a rout of Wagner", "an advance": the entry in a refusal. */
const char	*pending_what(struct game *, const struct pending *);
/* The entry as a document mapping, keys in canonical order. */
struct node	*pending_node(struct game *, const struct pending *);

#endif
