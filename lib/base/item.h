/*
 * item.h — a document value as a flat run of items, one for each of the
 * parser's events, with no tree built: what the YAML reader hands the
 * loader for each pair of map.hexes and map.hexsides (yamlio.h's
 * capture, load.h's loader of it), so that a campaign's thousands of
 * hexes need no tree of nodes.  A collection's items follow it, up to
 * its end; a mapping's are its keys and values in turn.  The reader has
 * made every check it makes of any node (anchors, tags, NUL, depth, keys
 * that are not scalars, duplicate keys) before the items are handed over.
 */
#ifndef GCACW_ITEM_H
#define GCACW_ITEM_H

#include <stddef.h>

#include "node.h"

struct item {
	unsigned char	 kind;		/* N_SCALAR, N_SEQ or N_MAP */
	unsigned char	 style;		/* as a node's: S_PLAIN or S_QUOTED;
					 * S_FLOW or S_BLOCK */
	struct pos	 pos;
	int		 n;		/* N_SEQ: items; N_MAP: pairs */
	size_t		 end;		/* the index after its last item */
	const char	*str;		/* N_SCALAR: len bytes, NUL after */
	size_t		 len;
};

#endif
