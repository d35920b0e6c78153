/*
 * yamlio.h — the YAML layer: bytes to nodes, read with libyaml, and nodes
 * to bytes, written by gcacw's own writer (yaml_emit.h) in the
 * bytes libyaml's emitter would write.  It knows nothing of the game.
 *
 * Hostile input (DESIGN.md section 5): anchors and aliases, nesting deeper
 * than YAML_MAX_DEPTH and input over YAML_MAX_BYTES are refused with status
 * 65, as are duplicate keys and keys that are not scalars.  libyaml 0.2.5
 * has no depth limit of its own, so the reader counts depth from events.
 */
#ifndef GCACW_YAMLIO_H
#define GCACW_YAMLIO_H

#include <stddef.h>

#include "node.h"
#include "outbuf.h"

#define YAML_MAX_DEPTH	64
#define YAML_MAX_BYTES	((size_t)64 << 20)
/*
 * Memory: a document's nodes may take at most YAML_TREE_FACTOR halves
 * of the input's size and YAML_TREE_SLACK more; past that it is refused
 * (65).  What is counted is what reading takes: a node (24 bytes), its
 * place on the reader's stack and then among its parent's items, and
 * its text when it is copied (a short text is kept once a document).
 * The bound holds a tool to 4 times its input (make bench): the input,
 * and at most 2.5 times it in nodes when the input is big; the slack is
 * for a small file.  A campaign file takes about 1.3 bytes of nodes a
 * byte (its hexes and hexsides are read with no tree); a log written by
 * the tools, the densest part of a real file, about 6: the slack admits
 * some 15,000 log entries in any file.  A hostile list of 2-byte items
 * would need 20 a byte.  The collections no rule reads take no nodes at
 * all: an `x-` key's value (N_RAW, node.h) and the value of a key of the
 * root the caller does not know (yaml_reader_keys).
 */
#define YAML_TREE_FACTOR	5
#define YAML_TREE_SLACK		((size_t)8 << 20)
/* The root's unknown keys kept for the caller to refuse by name; those
 * after are read with no node (yaml_reader_keys). */
#define YAML_UNKNOWN_KEPT	64

struct arena;
struct diag;
struct yaml_reader;

/* A reader over a whole input held in memory (buf must outlive it). */
struct yaml_reader *yaml_reader_new(const char *buf, size_t len);
/*
 * The next document, its nodes in arena a: 1 and *doc set, 0 at the end
 * of the stream, -1 after an error reported through d (status 65).
 * An empty document gives a null scalar.
 */
int	yaml_reader_next(struct yaml_reader *, struct arena *, struct diag *,
	    struct node **doc);
/* Whether the stream has ended: after the last document, its input is
 * no longer read and may be freed (it is read to see). */
int	yaml_reader_ended(const struct yaml_reader *);
void	yaml_reader_free(struct yaml_reader *);

/*
 * A mapping handed over pair by pair instead of built, for speed: a
 * campaign's map.hexes and map.hexsides are most of its nodes, and the
 * loader needs each pair once.  At the mapping `parent.key` under the
 * document's root, the reader calls begin() with the root's pairs read so
 * far (key, value, key, ...) and about how many pairs the mapping holds
 * (0: not known); the node it returns stands for the mapping in the tree,
 * and each pair then goes to pair() as the items libyaml's events make
 * (item.h), no node built: it[0] is the key (a scalar), it[1] on the
 * value; the items and their text are forgotten after the call.  begin()
 * returning NULL: the mapping is read as any other.  The reader's own
 * checks (duplicate keys, anchors, tags, NUL, depth, syntax) are made as
 * for any mapping, in the same words and order; after an error the
 * document is not loaded, so what pair() was given must be dropped by
 * its owner.
 */
struct item;
struct yaml_capture {
	const char	*parent, *key;		/* "map", "hexes" */
	struct node	*(*begin)(void *arg, struct arena *,
			    struct node *const *root, size_t nroot,
			    struct pos at, size_t npairs);
	void		 (*pair)(void *arg, const struct item *it, size_t n);
	void		*arg;
};
/* The captures asked for from the next document on; caps must outlive
 * the reader's use of them.  n = 0: none. */
void	yaml_reader_capture(struct yaml_reader *,
	    const struct yaml_capture *caps, size_t n);

/*
 * The keys the root mapping may hold (NULL-terminated; caller's): the
 * collection under any other key, not `x-`, is read without nodes, with
 * every check, and stands as an N_RAW with no text (node.h) for the
 * caller to refuse; after YAML_UNKNOWN_KEPT such keys, a pair with an
 * unknown key is not kept at all.  NULL: every key's value is read.
 */
void	yaml_reader_keys(struct yaml_reader *, const char *const *known);

/* An N_RAW's nodes, read from its text into a (node.h); any other node
 * as it is.  For a program that looks into `x-` values: no tool does. */
struct node *yaml_raw_read(struct arena *, const struct node *);

/* Append one document ("---" first when it is not the first), as
 * libyaml 0.2.5's emitter would (unicode, never folded, indent 2). */
void	yaml_write(struct outbuf *, const struct node *doc);
/* Would a plain scalar s read back as something other than a string? */
int	yaml_plain_is_typed(const char *s, size_t len);

#endif
