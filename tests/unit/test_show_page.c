/*
 * test_show_page.c — gcacw-show's page (lib/explain/show_page.c): where
 * each hex drawn stands, found in a table of places or, for a sparse
 * area, by a search (DESIGN.md 2's scale: never a scan of every hex);
 * and the counters a stack draws (6.4: stacking is unlimited).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "show_int.h"
#include "testexplain.h"

/*
 * gcacw-show's places (show_page.c): "a grid's table of places no bigger
 * than 8 cells for each hex drawn (and 65536): a sparse area is searched
 * instead".  Three hexes at the corners and the middle of a box 3991
 * columns by 21 rows (83811 cells) are sparse: show_find still gives
 * each one's index in the sorted list, and -1 for a hex inside the box
 * that is not drawn, one outside the box on every side, one of another
 * grid, and none; show_xy puts a hex of no grid drawn off the page.
 */
START_TEST(test_dsgn2_show_sparse_find)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_TURN1 TG_CLEAR);
	int		 gd = hex_grid(tg_hex(g, "1010"));
	hex_t		 a = hex_make(gd, 10, 10), b = hex_make(gd, 2000, 20),
			 c = hex_make(gd, 4000, 30);
	struct show	 s;
	double		 x, y;

	memset(&s, 0, sizeof(s));
	s.g = g;
	show_add(&s, c);
	show_add(&s, a);
	show_add(&s, b);
	show_add(&s, a);
	show_sort(&s);
	ck_assert_int_eq(s.nhexes, 3);
	s.ngrids = 1;
	s.grids[0].grid = gd;
	s.grids[0].col0 = 10;
	s.grids[0].col1 = 4000;
	s.grids[0].row0 = 10;
	s.grids[0].row1 = 30;
	show_index(&s);
	ck_assert_ptr_null(s.grids[0].cell);
	ck_assert_int_eq(show_find(&s, a), 0);
	ck_assert_int_eq(show_find(&s, b), 1);
	ck_assert_int_eq(show_find(&s, c), 2);
	ck_assert(show_has(&s, b));
	ck_assert_int_eq(show_find(&s, hex_make(gd, 11, 11)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 3000, 29)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 9, 20)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 4001, 20)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 20, 9)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd, 20, 31)), -1);
	ck_assert_int_eq(show_find(&s, hex_make(gd + 1, 10, 10)), -1);
	ck_assert_int_eq(show_find(&s, HEX_NONE), -1);
	show_xy(&s, hex_make(gd + 1, 10, 10), &x, &y);
	ck_assert(x < 0 && y < 0);
	tg_done(&t);
}
END_TEST

/* gcacw-show(1)'s picture of g, all of it (radius < 0) or the hexes
 * within radius of centre, as a string; it must succeed. */
static char *
svg(struct game *g, const char *centre, int radius)
{
	struct show_opts	 o;
	char			*s;
	int			 st;

	memset(&o, 0, sizeof(o));
	if (radius >= 0) {
		o.around = true;
		o.centre = tg_hex(g, centre);
		o.radius = radius;
	}
	s = svg_of(g, &o, &st);
	ck_assert_int_eq(st, 0);
	return s;
}

/* gcacw-show(1) of a game of turn 1 with n Confederate infantry units
 * S1..Sn stacked in 1012: the picture, and how many counters (a
 * counter's tooltip is "<g><title>NAME, ...") it draws. */
static char *
stack_svg(int n, int *counters)
{
	struct tg	 t;
	char		*units = tg_stack("S", n, "side: csa, type: infantry, "
			    "manpower: 1, hex: '1012'");
	char		*yaml, *s;
	const char	*p;
	size_t		 len = strlen(units) + 256;
	struct game	*g;

	yaml = xmalloc(len);
	snprintf(yaml, len, "%s%s", TG_TURN1 TG_CLEAR "units:\n", units);
	g = tg_load_ok(&t, yaml);
	s = svg(g, NULL, -1);
	*counters = 0;
	for (p = s; (p = strstr(p, "<g><title>S")) != NULL; p++)
		(*counters)++;
	tg_done(&t);
	free(yaml);
	free(units);
	return s;
}

/*
 * gcacw-show(1): "A stack is cascaded, its first unit on top, with the
 * number of units circled"; stacking is unlimited (6.4).  Five units:
 * five counters, 5 circled.  513 units: the circle says 513.
 */
START_TEST(test_6_4_show_stack_count)
{
	char	*s;
	int	 n;

	s = stack_svg(5, &n);
	ck_assert_int_eq(n, 5);
	tg_has(s, "text-anchor=\"middle\">5</text>");
	free(s);
	s = stack_svg(513, &n);
	ck_assert_msg(strstr(s, "text-anchor=\"middle\">513</text>") !=
	    NULL, "the circle does not say 513");
	ck_assert_ptr_null(strstr(s, "text-anchor=\"middle\">512</text>"));
	free(s);
}
END_TEST

CHECK_TESTS(show_page)
