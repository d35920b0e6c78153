/*
 * load.h — game file v1 (DESIGN.md section 4): nodes to model, with every
 * field validated.  Errors name the document position and the path:
 *	units.Brown.fatigue: 7 is out of range 0..4
 * and raise status 65.  An unknown key names the nearest known key; keys
 * beginning with "x-" are carried through untouched.
 */
#ifndef GCACW_LOAD_H
#define GCACW_LOAD_H

#include "game.h"

/* Chart overrides read from --charts FILE or $GCACW_CHARTS. */
struct chart_source {
	const char	*file;
	struct node	*charts;	/* the file's mapping */
};

/* The keys a game file's root may hold (DESIGN.md section 4), for the
 * reader, which reads no tree for a hostile file's unknown keys
 * (yaml_reader_keys); NULL-terminated. */
extern const char *const game_top_keys[];

/*
 * Build a game from a document read into arena a; the game takes the
 * arena over (a is left empty), so the document's nodes live as long as
 * the game.  Overrides from sources are applied first, the document's own
 * `charts` last.  Returns the game, or NULL when an error was reported
 * (everything found is reported, up to the diag's limit).
 */
struct game	*game_load(struct diag *, struct arena *a,
		    const struct node *doc, const struct chart_source *,
		    int nsources);

/*
 * map.hexes and map.hexsides loaded while the document is read, for
 * speed: a campaign's thousands of hexes go into the model pair by pair,
 * with no tree of nodes, and what is wrong with them is said when the
 * loader comes to the map, in the words and order it always was.  The
 * CLI wires load_capture_begin() and load_capture_pair() to the YAML
 * reader's capture of each (which: 0 hexes, 1 hexsides), then gives the
 * capture to game_load_captured(); load_capture_reset() after each
 * document, loaded or not.  begin() loads nothing (returns NULL) unless
 * the root's pairs read so far name a known game.
 */
struct load_capture;
struct load_capture *load_capture_new(struct diag *);
struct node	*load_capture_begin(struct load_capture *, int which,
		    struct arena *, struct node *const *root, size_t nroot,
		    struct pos at, size_t npairs);
/* One pair as the reader's items (item.h): it[0] the key, it[1] on
 * the value; nothing of them is kept past the call. */
struct item;
void		 load_capture_pair(struct load_capture *, int which,
		    const struct item *it, size_t n);
void		 load_capture_reset(struct load_capture *);
void		 load_capture_free(struct load_capture *);
struct game	*game_load_captured(struct diag *, struct arena *a,
		    const struct node *doc, const struct chart_source *,
		    int nsources, struct load_capture *);

/* Check a charts mapping (for --charts files); reports through diag. */
int		 charts_load(struct arena *, struct diag *, struct charts *,
		    const struct node *, const char *source);

/*
 * A scenario of the library (scenario.h) from its document, whose nodes
 * are in the carrier's arena: the carrier is a game of the scenario's
 * game that holds the scenario's memory and diagnostics.  `name` is the
 * name the file was looked up by.  NULL after every error was reported.
 */
struct scenario	*scenario_load(struct game *carrier, const struct node *doc,
		    const char *name);
/* gcacw-new: the scenario's starting game as a document (its nodes in
 * a; the scenario's own nodes shared), the generator seeded with seed. */
struct node	*scenario_game_doc(struct arena *a, const struct scenario *,
		    uint64_t seed);

#endif
