/*
 * testexplain.h — what the explanation tests (test_explain_*.c, and
 * test_vp.c's of the score) add to fixture.h: the text each writer of
 * explain.h writes, caught in memory (the caller frees it), the rows of
 * a case table, and the game most of them rule in.  Everything is static
 * inline: one copy a program.
 *
 *	s = combat_text(g, &c);
 *	tg_has(s, "Combat Chart (7.5), line +2");
 *	free(s);
 */
#ifndef GCACW_TESTEXPLAIN_H
#define GCACW_TESTEXPLAIN_H

#include <stdbool.h>
#include <stdio.h>

#include "explain.h"
#include "outbuf.h"
#include "show.h"
#include "check_main.h"
#include "fixture.h"


/* Hood, Early and Rodes (csa) in 1012, Jackson with Hood, Johnston with
 * Early; Sykes with Buford's and Gregg's cavalry (usa) in 1112, a hex
 * holding a printed Union redoubt. */
#define REDOUBT_GAME	TG_GAME(TG_MAPH(					\
    "    '1112': {terrain: clear, features: [redoubt], redoubt: usa}\n"),	\
    TG_INF("Hood", "csa", 7, "1012")					\
    TG_INF("Early", "csa", 5, "1012")					\
    TG_INF("Rodes", "csa", 4, "1012")					\
    TG_INF("Sykes", "usa", 6, "1112")					\
    TG_CAV("Buford", "usa", 2, "1112")					\
    TG_CAV("Gregg", "usa", 1, "1112"))					\
    "leaders:\n"								\
    "  Jackson: {side: csa, rank: corps, command: 3, tactical: 3, "	\
    "with: Hood}\n"							\
    "  Johnston: {side: csa, rank: army, command: 4, with: Early}\n"

/*
 * The words a writer writes: words_open() gives the stream to hand it,
 * words_close() the text.
 */
struct words {
	char	*buf;
	size_t	 len;
	FILE	*f;
};

static inline FILE *
words_open(struct words *w)
{
	return w->f = tg_memopen(&w->buf, &w->len);
}

static inline char *
words_close(struct words *w)
{
	return tg_memclose(w->f, &w->buf);
}

/* gcacw-check --explain. */
static inline char *
position_text(struct game *g)
{
	struct words	w;

	explain_game(words_open(&w), g);
	return words_close(&w);
}

/* gcacw-combat --explain: a combat, an assault; --odds of an assault. */
static inline char *
combat_text(struct game *g, const struct combat *c)
{
	struct words	w;

	combat_explain(g, c, words_open(&w));
	return words_close(&w);
}

static inline char *
assault_text(struct game *g, const struct assault *as)
{
	struct words	w;

	assault_explain(g, as, words_open(&w));
	return words_close(&w);
}

static inline char *
assault_odds_text(const struct assault *as, const struct assault_odds *o)
{
	struct words	w;

	assault_explain_odds(words_open(&w), as, o);
	return words_close(&w);
}

/* gcacw-retreat --explain. */
static inline char *
retreat_text(struct game *g, const struct retreat *r)
{
	struct words	w;

	retreat_explain(g, r, words_open(&w));
	return words_close(&w);
}

/* gcacw-march --explain, and --query reach. */
static inline char *
march_text(struct game *g, const struct march_result *r)
{
	struct words	w;

	march_explain(g, r, words_open(&w));
	return words_close(&w);
}

static inline char *
reach_text(struct game *g, const struct march_result *r)
{
	struct words	w;

	march_explain_reach(words_open(&w), g, r);
	return words_close(&w);
}

/* gcacw-recover --explain. */
static inline char *
recover_text(struct game *g, const struct recover *r)
{
	struct words	w;

	recover_explain(g, r, words_open(&w));
	return words_close(&w);
}

/* gcacw-turn --explain. */
static inline char *
turn_text(struct game *g, const struct turn_result *r)
{
	struct words	w;

	turn_explain(words_open(&w), g, r);
	return words_close(&w);
}

/* gcacw-vp --explain, or (json) --report --format json. */
static inline char *
vp_text(struct game *g, const struct vp_result *r, bool json)
{
	struct words	w;

	if (json)
		vp_explain_json(words_open(&w), g, r);
	else
		vp_explain(words_open(&w), g, r);
	return words_close(&w);
}

/* A victory level's VP range, as a scenario's table prints it. */
static inline char *
vp_range_text(const struct node *level)
{
	struct words	w;

	vp_level_range(words_open(&w), level);
	return words_close(&w);
}

/* gcacw-charts --list (c NULL) or --show c; --missing. */
static inline char *
charts_text(const struct charts_view *v, const struct chart *c)
{
	struct words	w;

	if (c == NULL)
		explain_charts_list(words_open(&w), v);
	else
		explain_charts_show(words_open(&w), v, c);
	return words_close(&w);
}

static inline char *
charts_missing_text(const struct charts_view *v)
{
	struct words	w;

	explain_charts_missing(words_open(&w), v);
	return words_close(&w);
}

/* The picture of g drawn with o, as a string; its status in *st. */
static inline char *
svg_of(struct game *g, const struct show_opts *o, int *st)
{
	struct outbuf	 out;
	char		*s;

	memset(&out, 0, sizeof(out));
	*st = show_svg(&out, g, o);
	s = xmalloc(out.len + 1);
	if (out.len > 0)
		memcpy(s, out.data, out.len);
	s[out.len] = '\0';
	outbuf_free(&out);
	return s;
}

#endif
