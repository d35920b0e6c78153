/*
 * show.h — a game as a picture: the map around a place or
 * whole (DESIGN.md section 3's geometry, 2.3's colours), the counters as
 * players set them out, the sides' ZOC (2.4) and the log's rulings drawn,
 * as one self-contained SVG 1.1 document.  It reads the rules' results
 * (zoc.h) and the log entries the rules wrote; it changes nothing.
 */
#ifndef GCACW_SHOW_H
#define GCACW_SHOW_H

#include <stdbool.h>

#include "game.h"
#include "outbuf.h"

/* Which sides' ZOC are shaded: bits of 1 << enum side. */
#define SHOW_ZOC_CSA	(1u << SIDE_CSA)
#define SHOW_ZOC_USA	(1u << SIDE_USA)

struct show_opts {
	bool		 around;	/* only the hexes near `centre` */
	hex_t		 centre;
	int		 radius;	/* hexes from the centre */
	unsigned	 zoc;		/* SHOW_ZOC_ bits; 0: none */
	const int	*entries;	/* log entries, from 1; NULL: the last */
	int		 nentries;
	bool		 no_legend;
};

/*
 * The picture of g added to out.  0, or a status after reporting through
 * g->diag (an --entry the log does not hold), out as it was then.
 */
int	show_svg(struct outbuf *, struct game *, const struct show_opts *);

#endif
