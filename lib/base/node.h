/*
 * node.h — a document value: scalar, sequence or mapping, with the source
 * position of each node.  The YAML layer (yamlio.c) reads bytes into nodes
 * and writes nodes out; the model (load.c, emit.c) converts between nodes
 * and struct game.  Rules build their log entries as nodes.  Nodes live in
 * an arena and are never freed on their own.
 */
#ifndef GCACW_NODE_H
#define GCACW_NODE_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"

struct arena;

enum node_kind { N_SCALAR, N_SEQ, N_MAP };

/* How a node is written out. */
enum node_style {
	S_ANY,		/* strings: plain unless a reader would take it for
			 * a number, a boolean or null (YAML 1.1) */
	S_PLAIN,	/* numbers and booleans: plain */
	S_QUOTED,	/* scalars: always double-quoted */
	S_FLOW,		/* collections: [a, b] or {k: v} */
	S_BLOCK		/* collections: one item a line */
};

/*
 * 32 bytes: a campaign's file is a hundred thousand nodes, and the memory
 * they touch is most of what a tool spends beyond libyaml.  A scalar's
 * text and a collection's items share their place.
 */
struct node {
	unsigned char	 kind;		/* enum node_kind */
	unsigned char	 style;		/* enum node_style */
	bool		 quoted;	/* scalar was quoted in the input */
	struct pos	 pos;
	union {
		struct {			/* N_SCALAR */
			const char	*str;
			size_t		 len;
		};
		struct {			/* N_SEQ, N_MAP */
			struct node	**items;	/* N_MAP: key, value */
			int		  n;	/* items, or pairs */
			int		  cap;
		};
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
