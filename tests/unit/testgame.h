/*
 * testgame.h — helpers for the unit tests of the YAML layer, the loader,
 * the emitter and the model: read a game from a YAML string with its
 * diagnostics captured in a memory stream, so that a test asserts the
 * exact error lines (DESIGN.md section 5: PROG: FILE:LINE:COL: PATH: msg).
 *
 *	struct tg	 t;
 *	struct game	*g = tg_load(&t, TG_STD "units: ...");
 *
 *	ck_assert_str_eq(tg_errors(&t), "gcacw-check: <stdin>:5:71: "
 *	    "units.Brown.fatigue: 7 is out of range 0..4\n");
 *	tg_done(&t);
 *
 * Expected positions are computed from the fixture, not typed by hand:
 * tg_line(yaml, "fatigue: |7", "units.Brown.fatigue", "7 is out ...")
 * is the line for an error at the '7' after the first "fatigue: ".
 * Everything here is static inline: one copy per test program.
 */
#ifndef GCACW_TESTGAME_H
#define GCACW_TESTGAME_H

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "charts.h"
#include "diag.h"
#include "emit.h"
#include "game.h"
#include "load.h"
#include "node.h"
#include "yamlio.h"

#define TG_PROG	"gcacw-check"

/* The two keys every game file starts with. */
#define TG_STD	"gcacw: 1\ngame: standard\n"
#define TG_SIV	"gcacw: 1\ngame: siv\n"
#define TG_SJW	"gcacw: 1\ngame: sjw\n"

struct tg {
	struct diag		 d;
	char			*err;	/* what was reported */
	size_t			 errlen;
	struct arena		 a;	/* until game_load takes it */
	struct yaml_reader	*r;
	struct node		*doc;
	struct game		*g;
	int			 got;	/* what yaml_reader_next said */
};

static inline void
tg_init(struct tg *t)
{
	memset(t, 0, sizeof(*t));
	diag_init(&t->d, TG_PROG, NULL);
	t->d.out = open_memstream(&t->err, &t->errlen);
	ck_assert_ptr_nonnull(t->d.out);
}

/* Start reading a stream; tg_next() gives its documents. */
static inline void
tg_open(struct tg *t, const char *yaml, size_t len)
{
	tg_init(t);
	t->r = yaml_reader_new(yaml, len);
}

static inline int
tg_next(struct tg *t)
{
	t->got = yaml_reader_next(t->r, &t->a, &t->d, &t->doc);
	return t->got;
}

/* The first document of yaml, or NULL after a reported error. */
static inline struct node *
tg_read(struct tg *t, const char *yaml)
{
	tg_open(t, yaml, strlen(yaml));
	tg_next(t);
	return t->doc;
}

/* The first document of yaml as a game (NULL after errors). */
static inline struct game *
tg_load_with(struct tg *t, const char *yaml, const struct chart_source *src,
    int nsrc)
{
	if (tg_read(t, yaml) == NULL)
		return NULL;
	t->g = game_load(&t->d, &t->a, t->doc, src, nsrc);
	return t->g;
}

static inline struct game *
tg_load(struct tg *t, const char *yaml)
{
	return tg_load_with(t, yaml, NULL, 0);
}

/* Every line reported so far ("" for none). */
static inline const char *
tg_errors(struct tg *t)
{
	fflush(t->d.out);
	return t->err != NULL ? t->err : "";
}

static inline void
tg_done(struct tg *t)
{
	game_free(t->g);
	yaml_reader_free(t->r);
	arena_free(&t->a);
	fclose(t->d.out);
	free(t->err);
	memset(t, 0, sizeof(*t));
}

/* A document written out, NUL-terminated; the caller frees it. */
static inline char *
tg_write(const struct node *doc)
{
	struct outbuf o;

	memset(&o, 0, sizeof(o));
	yaml_write(&o, doc);
	o.data = xrealloc(o.data, o.len + 1);
	o.data[o.len] = '\0';
	return o.data;
}

/* emit(load(yaml)); the fixture must load cleanly.  The caller frees. */
static inline char *
tg_canon(const char *yaml)
{
	struct tg	 t;
	struct game	*g = tg_load(&t, yaml);
	char		*out;

	ck_assert_msg(g != NULL, "fixture does not load:\n%s\n%s",
	    tg_errors(&t), yaml);
	ck_assert_int_eq(t.d.status, 0);
	out = tg_write(game_emit(g));
	tg_done(&t);
	return out;
}

/*
 * The line and column (from 1) of the spot marked '|' in `at`, where
 * `at` without the mark is first found in yaml.  ASCII fixtures only:
 * libyaml counts columns in characters.
 */
static inline void
tg_pos(const char *yaml, const char *at, int *line, int *col)
{
	char		 needle[256];
	const char	*bar = strchr(at, '|'), *hit, *p;
	size_t		 off, n = strlen(at);

	ck_assert_ptr_nonnull(bar);
	ck_assert_uint_lt(n, sizeof(needle));
	off = (size_t)(bar - at);
	memcpy(needle, at, off);
	memcpy(needle + off, bar + 1, n - off);	/* with the NUL */
	hit = strstr(yaml, needle);
	ck_assert_msg(hit != NULL, "'%s' is not in the fixture", needle);
	hit += off;
	*line = 1;
	*col = 1;
	for (p = yaml; p < hit; p++)
		if (*p == '\n') {
			(*line)++;
			*col = 1;
		} else
			(*col)++;
}

/* The error line expected at the marked spot; static storage. */
static inline const char *tg_line(const char *, const char *,
    const char *, const char *, ...) __attribute__((format(printf, 4, 5)));

static inline const char *
tg_line(const char *yaml, const char *at, const char *path, const char *fmt,
    ...)
{
	static char	buf[2048];
	char		msg[1024];
	int		line, col;
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	tg_pos(yaml, at, &line, &col);
	if (path != NULL && *path != '\0')
		snprintf(buf, sizeof(buf), "%s: <stdin>:%d:%d: %s: %s\n",
		    TG_PROG, line, col, path, msg);
	else
		snprintf(buf, sizeof(buf), "%s: <stdin>:%d:%d: %s\n",
		    TG_PROG, line, col, msg);
	return buf;
}

/* How many lines s holds. */
static inline int
tg_nlines(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		n += *s == '\n';
	return n;
}

#endif
