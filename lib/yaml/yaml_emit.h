/*
 * yaml_emit.h — gcacw's own YAML writer, for speed: the events of one
 * document formatted straight into an outbuf, byte for byte as libyaml
 * 0.2.5's emitter writes them with yaml_write()'s settings (unicode on,
 * no folding, indent 2; tests/unit/test_yaml_emit.c compares the two).
 *
 * Only what gcacw writes: scalars (plain where the caller allows it and
 * the text reads back the same, else single-, else double-quoted), block
 * and flow collections, nested to YEMIT_DEPTH.  No anchors, aliases,
 * tags, directives or literal and folded scalars.  Nothing is allocated
 * but the outbuf's growth: out of memory is its exit (70).
 */
#ifndef GCACW_YAML_EMIT_H
#define GCACW_YAML_EMIT_H

#include <stdbool.h>
#include <stddef.h>

#include "node.h"
#include "outbuf.h"

/* States and indents held at once: two a level of nesting; the reader
 * admits 64 (YAML_MAX_DEPTH), the model writes a few more above that. */
#define YEMIT_DEPTH	256

struct yemit {
	struct outbuf	*o;
	int		 indent;	/* of the innermost node; -1: none */
	int		 flow_level;
	int		 column;	/* bytes since the line's start */
	bool		 whitespace;	/* the last byte written was one */
	bool		 indention;	/* nothing but indentation yet */
	bool		 in_mapping;	/* the node is a mapping's key or value */
	bool		 simple_key;	/* the node is a key without `? ` */
	bool		 pending;	/* a start not yet known empty or not */
	unsigned char	 pend_kind;	/* N_SEQ or N_MAP */
	bool		 pend_flow;
	unsigned char	 state;		/* what the next event may be */
	int		 nstates, nindents;
	unsigned char	 states[YEMIT_DEPTH];
	int		 indents[YEMIT_DEPTH];
};

/* A document appended to o: `---` first unless first. */
void	yemit_doc_start(struct yemit *, struct outbuf *o, bool first);
/* plain_implicit 0: the text would read back as something else plain,
 * so it is quoted (libyaml's event field of that name). */
void	yemit_scalar(struct yemit *, const char *s, size_t len,
	    bool plain_implicit);
void	yemit_start(struct yemit *, enum node_kind, bool flow);
void	yemit_end(struct yemit *, enum node_kind);
/* After the root node: its last line ended. */
void	yemit_doc_end(struct yemit *);

#endif
