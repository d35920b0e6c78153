/*
 * test_cov_emit.c — the emitter stops at its writer's first failure
 * (issue 15: emit.c's failure branches, which no run that writes a whole
 * file takes).  Every game file of the golden cases and the examples
 * that loads is emitted through a writer that fails at its Nth call, for
 * every N: the part's generator must give 0 at once, calling the writer
 * no more after the failure, and 1 when the writer never fails.
 */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "emit.h"
#include "node.h"

/* A writer that fails at call number fail_at (counted from 0). */
struct failing {
	struct node_writer	w;	/* first: the callbacks get it */
	long			calls, fail_at;
	bool			after;	/* called again after failing */
};

static int
call(struct node_writer *w)
{
	struct failing *f = (struct failing *)w;

	if (f->calls > f->fail_at)
		f->after = true;
	return f->calls++ != f->fail_at;
}

static int
w_scalar(struct node_writer *w, const char *s, size_t n, enum node_style st)
{
	(void)s;
	(void)n;
	(void)st;
	return call(w);
}

static int
w_start(struct node_writer *w, enum node_kind k, enum node_style st)
{
	(void)k;
	(void)st;
	return call(w);
}

static int
w_end(struct node_writer *w, enum node_kind k)
{
	(void)k;
	return call(w);
}

static int
w_node(struct node_writer *w, const struct node *n)
{
	(void)n;
	return call(w);
}

/* Every generated part of n, failed at each of its writer calls in turn;
 * returns the number of failures injected. */
static long
sweep(const char *file, const struct node *n)
{
	struct failing	f;
	long		k, total = 0;
	int		i;

	if (n->kind == N_SEQ || n->kind == N_MAP) {
		for (i = 0; i < (n->kind == N_MAP ? 2 * n->n : n->n); i++)
			total += sweep(file, n->items[i]);
		return total;
	}
	if (n->kind != N_GEN)
		return 0;
	for (k = 0;; k++) {
		memset(&f, 0, sizeof(f));
		f.w = (struct node_writer){ w_scalar, w_start, w_end, w_node };
		f.fail_at = k;
		if (n->gen(&f.w, n->arg) != 0) {
			ck_assert_msg(f.calls <= k, "%s: a failure at call %ld "
			    "was not reported", file, k);
			break;
		}
		ck_assert_msg(f.calls == k + 1 && !f.after, "%s: %ld writer "
		    "calls after a failure at call %ld", file, f.calls - k - 1,
		    k);
		total++;
	}
	return total;
}

static char *
slurp(const char *path)
{
	FILE	*f = fopen(path, "rb");
	char	*buf;
	long	 n;

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	buf = xmalloc((size_t)n + 1);
	ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

START_TEST(test_emit_stops_at_the_first_failure)
{
	static const char *const patterns[] = { "tests/cases/*/*/in",
	    "tests/cases/*/*/*.yaml", "examples/*.yaml" };
	glob_t	 gl;
	size_t	 i, p;
	long	 injected = 0;
	int	 games = 0;

	for (p = 0; p < sizeof(patterns) / sizeof(*patterns); p++) {
		memset(&gl, 0, sizeof(gl));
		if (glob(patterns[p], 0, NULL, &gl) != 0)
			continue;
		for (i = 0; i < gl.gl_pathc; i++) {
			struct tg	 t;
			struct game	*g;
			char		*yaml = slurp(gl.gl_pathv[i]);

			tg_open(&t, yaml, strlen(yaml));
			if (tg_next(&t) == 1 && (g = game_load(&t.d, &t.a,
			    t.doc, NULL, 0)) != NULL) {
				t.g = g;
				injected += sweep(gl.gl_pathv[i], game_emit(g));
				games++;
			}
			tg_done(&t);
			free(yaml);
		}
		globfree(&gl);
	}
	/* The suite's files: 537 games and 40,237 failures today. */
	ck_assert_int_ge(games, 300);
	ck_assert_int_ge(injected, 10000);
}
END_TEST

static Suite *
cov_emit_suite(void)
{
	Suite	*s = suite_create("cov_emit");
	TCase	*tc = tcase_create("failing writer");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_emit_stops_at_the_first_failure);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_emit_suite)
