/*
 * fixture_io.h — what the tests of the reading and writing layers share
 * beside fixture.h (lib/base, lib/yaml, lib/doc, lib/cli): a document
 * read with the root's keys known, a refusal asserted line for line, a
 * file read whole, an arena for each test's nodes.  Header-only (static inline): the unit-test rule links
 * each program with fixture.o alone.
 *
 *	static const struct want w[] = {
 *		{ "cols: |3", "map.bounds.cols",
 *		    "expected a range [first, last], got a scalar" },
 *	};
 *	tio_load_refused(yaml, w, 1);
 */
#ifndef GCACW_FIXTURE_IO_H
#define GCACW_FIXTURE_IO_H

#include "fixture.h"

/*
 * The first document of yaml into t (tg_read), the root's keys known
 * (yaml_reader_keys; NULL: every key is read): t->got is the reader's
 * result, t->d what it reported.
 */
static inline struct node *
tio_read(struct tg *t, const char *yaml, const char *const *known)
{
	tg_open(t, yaml, strlen(yaml));
	yaml_reader_keys(t->r, known);
	tg_next(t);
	return t->doc;
}

/*
 * The first document of yaml is refused (DESIGN.md section 5: status
 * 65) with the one line tg_line gives for the spot `at`, and the stream
 * is over after it.
 */
static inline void
tio_read_refused(const char *yaml, const char *const *known, const char *at,
    const char *path, const char *msg)
{
	struct tg	t;
	char		want[2048];

	snprintf(want, sizeof(want), "%s", tg_line(yaml, at, path, "%s", msg));
	ck_assert_ptr_null(tio_read(&t, yaml, known));
	ck_assert_int_eq(t.got, -1);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_str_eq(tg_errors(&t), want);
	ck_assert_int_eq(tg_next(&t), 0);
	tg_done(&t);
}

/* An error line expected at the spot marked '|' in `at` (tg_line). */
struct want {
	const char	*at;
	const char	*path;
	const char	*msg;
};

/* errs holds exactly the lines of w[0..n), each at its place in yaml. */
static inline void
tio_said(const char *errs, const char *yaml, const struct want *w, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		/* Copied: tg_line's storage is static. */
		char *line = strdup(tg_line(yaml, w[i].at, w[i].path, "%s",
		    w[i].msg));

		ck_assert_msg(strstr(errs, line) != NULL, "not reported: %s"
		    "in:\n%s", line, errs);
		free(line);
	}
	ck_assert_msg(tg_nlines(errs) == n, "%d lines, not %d:\n%s",
	    tg_nlines(errs), n, errs);
}

/* yaml loaded as a game is refused with exactly the lines of w. */
static inline void
tio_load_refused(const char *yaml, const struct want *w, int n)
{
	struct tg t;

	ck_assert_ptr_null(tg_load(&t, yaml));
	tio_said(tg_errors(&t), yaml, w, n);
	tg_done(&t);
}

/* The file at path, whole and NUL-terminated; the caller frees it. */
static inline char *
tio_slurp(const char *path)
{
	FILE	*f;
	char	*s;
	long	 n;

	ck_assert_ptr_nonnull(f = fopen(path, "rb"));
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	ck_assert_ptr_nonnull(s = calloc(1, (size_t)n + 1));
	ck_assert_uint_eq(fread(s, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	return s;
}

/*
 * The arena of each test's nodes, in a test case given the fixture
 *	tcase_add_checked_fixture(tc, tio_arena_setup, tio_arena_teardown);
 * empty at the test's start and freed after it.
 */
static struct arena	tio_arena;

static inline void
tio_arena_setup(void)
{
	memset(&tio_arena, 0, sizeof(tio_arena));
}

static inline void
tio_arena_teardown(void)
{
	arena_free(&tio_arena);
}

#endif
