/*
 * node.h — a document value: scalar, sequence or mapping, with the source
 * position of each node.  The YAML layer (yamlio.h) reads bytes into nodes
 * and writes nodes out; the model (load.c, emit.c) converts between nodes
 * and struct game.  Rules build their log entries as nodes.  Nodes live in
 * an arena and are never freed on their own.
 */
#ifndef GCACW_NODE_H
#define GCACW_NODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"

struct arena;

/*
 * N_GEN: a part of a document generated as it is written (see node_gen),
 * never read.  N_RAW: a collection kept as its YAML source text, not as
 * nodes (an `x-` key's value is carried through and never looked at, and a
 * hostile one was 20 to 33 times its size as nodes); the YAML layer reads
 * it again as it writes it.  Its text is what the input held from the
 * collection's first character to its last, after as many spaces as the
 * collection's column, so that it reads as a document on its own.  An N_RAW
 * with no text (str NULL) stands for a value skipped unread, under a key
 * the loader refuses.
 */
enum node_kind { N_SCALAR, N_SEQ, N_MAP, N_GEN, N_RAW };

/* How a node is written out. */
enum node_style {
	S_ANY,		/* strings: plain unless a reader would take it for
			 * a number, a boolean or null (YAML 1.1) */
	S_PLAIN,	/* numbers and booleans: plain */
	S_QUOTED,	/* scalars: always double-quoted */
	S_FLOW,		/* collections: [a, b] or {k: v} */
	S_BLOCK		/* collections: one item a line */
};

struct node;
struct node_writer;
/* Writes a part of a document through w; 0 when the writer failed. */
typedef int node_gen_fn(struct node_writer *w, const void *arg);

/*
 * What a node_gen_fn writes with, given it by the YAML layer: the big
 * parts of a campaign file (hexes, hexsides, units) go from the model to
 * the writer with no second tree of nodes.  A mapping is its
 * keys and values in turn, between start and end.
 */
struct node_writer {
	int	(*scalar)(struct node_writer *, const char *, size_t,
		    enum node_style);	/* S_ANY, S_PLAIN or S_QUOTED */
	int	(*start)(struct node_writer *, enum node_kind,
		    enum node_style);	/* S_FLOW or S_BLOCK */
	int	(*end)(struct node_writer *, enum node_kind);
	int	(*node)(struct node_writer *, const struct node *);
};

/*
 * 24 bytes: a campaign's file is a hundred thousand nodes, and the memory
 * they touch is most of what a tool spends beyond libyaml.  A scalar's text
 * and a collection's items share their place; so do a position and an
 * N_GEN's argument: a generated part is never read, so it has no position.
 * len is 32 bits: no input is over YAML_MAX_BYTES, and node_scalar()
 * refuses a longer text.  A collection's items are exactly n (pairs: 2n)
 * when `exact` is set (read or copied whole); else they were grown by
 * node_push, node_set or node_add, and hold the next power of two from 8
 * (node.c).
 */
struct node {
	unsigned char	 kind;		/* enum node_kind */
	unsigned char	 style;		/* enum node_style */
	bool		 quoted;	/* scalar was quoted in the input */
	bool		 exact;		/* items sized to n (see above) */
	union {
		uint32_t	 len;		/* N_SCALAR, N_RAW */
		int		 n;		/* N_SEQ, N_MAP: items, or pairs */
	};
	union {
		const char	*str;		/* N_SCALAR, N_RAW */
		struct node	**items;	/* N_MAP: key, value */
		node_gen_fn	*gen;		/* N_GEN */
	};
	union {
		struct pos	 pos;		/* not N_GEN */
		const void	*arg;		/* N_GEN */
	};
};

struct node	*node_scalar(struct arena *, const char *);
struct node	*node_quoted(struct arena *, const char *);
struct node	*node_plain(struct arena *, const char *);
struct node	*node_int(struct arena *, long);
struct node	*node_half(struct arena *, int halves);	/* 3 -> "1.5" */
struct node	*node_bool(struct arena *, bool);
struct node	*node_seq(struct arena *, enum node_style);
struct node	*node_map(struct arena *, enum node_style);
/* A node written by gen(w, arg) when the document is written. */
struct node	*node_gen(struct arena *, node_gen_fn *gen, const void *arg);
void		 node_push(struct arena *, struct node *seq, struct node *);
void		 node_set(struct arena *, struct node *map, const char *key,
		    struct node *val);
/* Append a pair without looking for the key (keys known unique). */
void		 node_add(struct arena *, struct node *map, struct node *key,
		    struct node *val);
/* The value of key in a mapping, or NULL. */
struct node	*node_get(const struct node *map, const char *key);
struct node	*node_key(const struct node *map, int i);
struct node	*node_val(const struct node *map, int i);
bool		 node_is(const struct node *, const char *);
/* Deep copy into another arena. */
struct node	*node_copy(struct arena *, const struct node *);

#endif
