/*
 * test_explain_charts.c — gcacw-charts --list, --show and --missing
 * (explain_charts.c): the built-in tables with the overrides in force
 * (DESIGN.md section 6), worked out from the rule each table cites
 * (/work/shared/rules/siv-rulebook.txt) and from gcacw-charts(1), not
 * copied from the code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "games.h"
#include "tables.h"
#include "testexplain.h"

/* The line of s that starts with start; static storage. */
static const char *
line_of(const char *s, const char *start)
{
	static char	 line[512];
	const char	*p = s, *e;

	while (strncmp(p, start, strlen(start)) != 0) {
		ck_assert_ptr_nonnull(p = strchr(p, '\n'));
		p++;
	}
	e = strchr(p, '\n');
	snprintf(line, sizeof(line), "%.*s", (int)(e != NULL ? e - p :
	    (long)strlen(p)), p);
	return line;
}

/* The overrides of a test, in their arena, and the view of the tables
 * through them. */
struct overrides {
	struct arena		a;
	struct charts		ov;
	struct charts_view	v;
};

static void
overrides_init(struct overrides *o)
{
	memset(o, 0, sizeof(*o));
	o->v.ov = &o->ov;
}

/* An override's source named by nobody (the origin callback knows it
 * not). */
static const char *
no_origin(void *arg, const char *source)
{
	(void)arg;
	(void)source;
	return NULL;
}

/*
 * 7.7's Cavalry Retreat Die Roll Modifiers: "+2 Large Force (Confederate
 * player in Stonewall in the Valley only)": printed empty in the standard
 * column, the modifier does not apply; "+2 Very Large Force" printed.
 * Overrides of both (gcacw-charts(1) --show): the one from the game
 * file, the other from a file named as given, each with what was built
 * in; --list counts the cells supplied, a cell given twice once.
 */
START_TEST(test_dsgn6_charts_overrides_in_force)
{
	struct overrides	o;
	struct pos		nowhere = { 0, 0 };
	char			*s;

	overrides_init(&o);
	charts_set(&o.a, &o.ov, &chart_cavalry_retreat, "large-force",
	    "standard", "+5", "old.yaml", nowhere);
	charts_set(&o.a, &o.ov, &chart_cavalry_retreat, "large-force",
	    "standard", "+1", NULL, nowhere);
	charts_set(&o.a, &o.ov, &chart_cavalry_retreat, "very-large-force",
	    "standard", "+3", "mine.yaml", nowhere);
	o.v.origin = no_origin;
	s = charts_text(&o.v, &chart_cavalry_retreat);
	/* In the order they were given; of a cell given twice, the last
	 * (charts.h: "the last one given winning"). */
	tg_hasnt(s, "+5");
	tg_has(s, "\nOverrides in force:\n"
	    "  large-force.standard: +1, from the game file; built in: "
	    "printed empty\n"
	    "  very-large-force.standard: +3, from mine.yaml; built in: +2\n");
	free(s);
	s = charts_text(&o.v, NULL);
	/* 8 modifiers in 2 columns, all printed (one printed empty). */
	tg_has(line_of(s, "cavalry-retreat "), " 16 cells, 2 supplied ");
	tg_hasnt(line_of(s, "combat-defender "), "supplied");
	free(s);
	arena_free(&o.a);
}
END_TEST

/*
 * A table whose notes end in blanks ends its last line with the last
 * word; a table without notes has no "Notes:".
 */
START_TEST(test_dsgn6_charts_notes_trimmed)
{
	static const char *const rows[] = { "a" }, *const cells[] = { "1" };
	struct chart		c = { .name = "t", .title = "T", .rule = "1.0",
	    .game = "standard", .nrows = 1, .rows = rows, .cells = cells,
	    .notes = "Two words.   " };
	struct charts_view	v;
	char			*s;

	memset(&v, 0, sizeof(v));
	s = charts_text(&v, &c);
	ck_assert_str_eq(s, "t: T\ngame standard; rule 1.0\n\na  1\n\n"
	    "Notes:\n  Two words.\n");
	free(s);
	c.notes = NULL;
	s = charts_text(&v, &c);
	ck_assert_str_eq(s, "t: T\ngame standard; rule 1.0\n\na  1\n");
	free(s);
}
END_TEST

/*
 * 7.5's Combat Chart rows are die roll differences, open to further rows
 * (gcacw-charts(1): an override may add rows): a row "-9" goes in its
 * place, before the printed "-8".  A table of another game than the one
 * given is named so; without any override source (no --charts, no
 * $GCACW_CHARTS), --list names no cell supplied and --missing the rows
 * a game needs of the Strength marker list, unknown without a game.
 */
START_TEST(test_7_5_charts_added_row_and_other_game)
{
	struct overrides	o;
	struct pos		p = { 3, 5 };
	char			*s;

	overrides_init(&o);
	charts_set(&o.a, &o.ov, &chart_combat_defender, "-9", "7-11", "-",
	    "over.yaml", p);
	s = charts_text(&o.v, &chart_combat_defender);
	ck_assert_ptr_nonnull(strstr(s, "\n-9 "));
	ck_assert_ptr_nonnull(strstr(s, "\n-8 "));
	ck_assert(strstr(s, "\n-9 ") < strstr(s, "\n-8 "));
	tg_has(s, "  -9.7-11: -, from over.yaml, line 3; not printed\n");
	free(s);

	o.v.ov = NULL;
	o.v.module = module_find("siv");
	ck_assert_ptr_nonnull(o.v.module);
	s = charts_text(&o.v, &chart_sjw_terrain_mp);
	tg_has(s, "game sjw; rule ");
	tg_has(s, "\n(a table of sjw, not of this game's)\n");
	free(s);
	s = charts_text(&o.v, NULL);
	tg_hasnt(s, "supplied");
	tg_hasnt(s, "sjw-terrain-mp");
	free(s);
	s = charts_missing_text(&o.v);
	tg_has(s, "charts.strength-markers.MANPOWER\n");
	free(s);
	arena_free(&o.a);
}
END_TEST

CHECK_TESTS(explain_charts)
