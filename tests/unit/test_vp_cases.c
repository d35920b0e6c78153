/*
 * test_vp_cases.c — the scenario library (DESIGN.md section 4: the
 * scenario names): every file of scenarios/ loads and checks clean, its
 * starting game (gcacw-new) loads as a game file and scores; and every
 * case of tests/vp/<game>/<name>/, a game file with the VP its
 * scenario's table gives in `x-expect` (the total, the level, each item
 * that scores), is scored and compared.  The cases cite their rules in
 * their names (13.1-..., 22.1-...).
 */
#include <dirent.h>
#include <glob.h>

#include "check_main.h"
#include "fixture.h"
#include "games.h"
#include "scenario.h"
#include "vp.h"

static glob_t	scen_files, case_files;

struct loaded {
	struct diag		 d;
	struct game		*carrier;
	const struct scenario	*s;
	char			*buf;
};

static char *
slurp(const char *path, size_t *len)
{
	FILE	*f = fopen(path, "rb");
	char	*p;
	long	 n;

	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	p = xmalloc((size_t)n + 1);
	*len = fread(p, 1, (size_t)n, f);
	p[*len] = '\0';
	fclose(f);
	return p;
}

/* scenarios/GAME/NAME.yaml, which must load without an error. */
static void
load_scenario_file(struct loaded *l, const char *path)
{
	struct yaml_reader	*r;
	struct node		*doc = NULL;
	const struct module	*m;
	char			 game[8] = "";
	char			*err = NULL;
	size_t			 len, elen = 0;
	FILE			*ef = open_memstream(&err, &elen);
	const char		*name = strrchr(path, '/') + 1;
	char			 base[64];

	sscanf(path, "scenarios/%7[^/]/", game);
	snprintf(base, sizeof(base), "%.*s", (int)(strlen(name) - 5), name);
	ck_assert_ptr_nonnull(m = module_find(game));
	diag_init(&l->d, "test", path);
	l->d.out = ef;
	l->buf = slurp(path, &len);
	l->carrier = game_new(&l->d, m);
	r = yaml_reader_new(l->buf, len);
	ck_assert_int_eq(yaml_reader_next(r, &l->carrier->arena, &l->d, &doc),
	    1);
	l->s = scenario_load(l->carrier, doc, base);
	yaml_reader_free(r);
	fclose(ef);
	ck_assert_msg(l->s != NULL && l->d.status == 0, "%s:\n%s", path, err);
	free(err);
}

static void
loaded_free(struct loaded *l)
{
	game_free(l->carrier);
	free(l->buf);
}

/* Every scenario loads; its starting game loads, emits and scores. */
START_TEST(test_dsgn4_scenario_library_loads_and_scores)
{
	struct loaded	 l;
	struct tg	 t;
	struct arena	 a;
	struct game	*g;
	struct vp_result r;
	int		 st;

	load_scenario_file(&l, scen_files.gl_pathv[_i]);
	memset(&a, 0, sizeof(a));
	tg_init(&t);
	g = game_load(&t.d, &a, scenario_game_doc(&a, l.s, 1), NULL, 0);
	ck_assert_msg(g != NULL, "%s: gcacw-new's game: %s",
	    scen_files.gl_pathv[_i], tg_errors(&t));
	g->scen = l.s;
	ck_assert_int_eq(g->turn, l.s->first);
	/* A starting game with its units may need the printed map's
	 * counties to score, which the library does not hold: then the
	 * missing-data error names a hex's county, nothing else. */
	st = vp_score(g, false, &r);
	ck_assert_msg(st == 0 || (st == ST_DATA && strstr(tg_errors(&t),
	    ".county: not given") != NULL), "%s: %d: %s",
	    scen_files.gl_pathv[_i], st, tg_errors(&t));
	if (st == 0)
		ck_assert_ptr_nonnull(r.level);
	vp_result_free(&r);
	game_free(g);
	tg_done(&t);
	loaded_free(&l);
}
END_TEST

static int
expect_int(const struct node *x, const char *key)
{
	const struct node *v = node_get(x, key);

	ck_assert_msg(v != NULL, "x-expect.%s is missing", key);
	return atoi(v->str);
}

static void
compare(const char *path, const struct node *x, const struct vp_result *r)
{
	const struct node	*items = node_get(x, "items"), *lv;
	int			 i, want;

	for (i = 0; i < r->nitems; i++) {
		const struct vp_item	*it = &r->items[i];
		const struct node	*v = items != NULL ?
					    node_get(items, it->id) : NULL;

		want = v != NULL ? atoi(v->str) : 0;
		ck_assert_msg(it->vp == want, "%s: item %s scored %d (%s), "
		    "expected %d", path, it->id, it->vp,
		    it->how != NULL ? it->how : "", want);
	}
	for (i = 0; items != NULL && i < items->n; i++) {
		const char	*id = node_key(items, i)->str;
		int		 j;

		for (j = 0; j < r->nitems; j++)
			if (strcmp(r->items[j].id, id) == 0 &&
			    (r->items[j].due || r->items[j].ledger_n > 0))
				break;
		ck_assert_msg(j < r->nitems, "%s: x-expect.items.%s: no such "
		    "item scored in this evaluation", path, id);
	}
	ck_assert_msg(r->total == expect_int(x, "vp"), "%s: total %d, "
	    "expected %d", path, r->total, expect_int(x, "vp"));
	if ((lv = node_get(x, "level")) != NULL)
		ck_assert_msg(r->level != NULL && strcmp(r->level, lv->str) ==
		    0, "%s: level '%s', expected '%s'", path,
		    r->level != NULL ? r->level : "(none)", lv->str);
}

START_TEST(test_dsgn4_vp_case_scores_its_table)
{
	const char		*path = case_files.gl_pathv[_i];
	char			 game[8] = "", name[64] = "", spath[128];
	struct loaded		 l;
	struct tg		 t;
	struct game		*g;
	struct vp_result	 r;
	const struct node	*x, *when;
	char			*yaml;
	size_t			 len;
	bool			 turn_end;

	sscanf(path, "tests/vp/%7[^/]/%63[^/]/", game, name);
	snprintf(spath, sizeof(spath), "scenarios/%s/%s.yaml", game, name);
	load_scenario_file(&l, spath);
	yaml = slurp(path, &len);
	g = tg_load(&t, yaml);		/* tg_load starts t afresh */
	ck_assert_msg(g != NULL, "%s: %s", path, tg_errors(&t));
	ck_assert_msg(g->scenario != NULL && strcmp(g->scenario, name) == 0,
	    "%s: its scenario must be %s", path, name);
	g->scen = l.s;
	x = g->extra != NULL ? tg_nodes(node_get(g->extra, "x-expect")) :
	    NULL;
	ck_assert_msg(x != NULL, "%s: no x-expect", path);
	when = node_get(x, "when");
	turn_end = when != NULL && node_is(when, "turn-end");
	ck_assert_msg(vp_score(g, turn_end, &r) == 0, "%s: %s", path,
	    tg_errors(&t));
	compare(path, x, &r);
	vp_result_free(&r);
	tg_done(&t);
	free(yaml);
	loaded_free(&l);
}
END_TEST

static Suite *
vp_cases_suite(void)
{
	Suite	*s = suite_create("vp-cases");
	TCase	*tc = tcase_create("library");

	glob("scenarios/*/*.yaml", 0, NULL, &scen_files);
	glob("tests/vp/*/*/*.yaml", 0, NULL, &case_files);
	tcase_set_timeout(tc, 60);
	if (scen_files.gl_pathc > 0)
		tcase_add_loop_test(tc,
		    test_dsgn4_scenario_library_loads_and_scores, 0,
		    (int)scen_files.gl_pathc);
	if (case_files.gl_pathc > 0)
		tcase_add_loop_test(tc, test_dsgn4_vp_case_scores_its_table, 0,
		    (int)case_files.gl_pathc);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(vp_cases_suite)
