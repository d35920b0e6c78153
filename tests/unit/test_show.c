/*
 * test_show.c — gcacw-show's own number formatting (issue 14, speed):
 * show_fixed() must write every value exactly as printf's "%.1f" and
 * "%.0f" do, so that the pictures stay byte for byte what they were;
 * binary ties (x.25, x.75) round to even, a negative value that rounds
 * to nothing keeps its sign.  Checked against snprintf on the values a
 * campaign-size map's coordinates take, on every multiple of 1/20 and
 * its neighbours, and on random doubles.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "show_int.h"

static long	checked;

/* v by show_fixed and by snprintf, with 0 and 1 decimals. */
static void
same(double v)
{
	char	want[512], got[512];
	size_t	n;
	int	d;

	for (d = 0; d <= 1; d++) {
		snprintf(want, sizeof(want), "%.*f", d, v);
		n = show_fixed(got, v, d);
		/* Not ck_assert each time: Check reports every one it
		 * passes to its parent process. */
		if (n != strlen(want) || memcmp(got, want, n) != 0)
			ck_abort_msg("%.17g with %d decimals: printf \"%s\", "
			    "show_fixed \"%.*s\"", v, d, want, (int)n, got);
		checked++;
	}
}

START_TEST(test_fixed_ties_and_signs)
{
	static const double v[] = { 0.0, -0.0, 0.05, -0.05, 0.25, -0.25,
		0.75, -0.75, 1.25, 2.5, 3.5, -2.5, 0.45, 0.55, 1e-300,
		-1e-300, 4.9e-324, -4.9e-324, 0.049999999999999996,
		-0.04, 9.95, 99.95, 999.95, 1e14 + 0.25, 123456789.75,
		-123456789.25, 1e15, -1e15, 1e300, -1e300, 41.57, 83.1384,
		41.5692, 3e9 };
	size_t i;

	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		same(v[i]);
	same(INFINITY);
	same(-INFINITY);
}
END_TEST

/* Every multiple of 1/20 up to 10,000 (each x.x5 is a decimal tie, and
 * x.25, x.75 binary ones too), and the doubles either side of it. */
START_TEST(test_fixed_twentieths)
{
	double	v;
	long	i;

	for (i = -200000; i <= 200000; i++) {
		v = (double)i / 20;
		same(v);
		same(nextafter(v, HUGE_VAL));
		same(nextafter(v, -HUGE_VAL));
		same((double)i * 0.05);
	}
}
END_TEST

/*
 * The coordinates a campaign-size picture computes (show.c, show_page.c,
 * show_counter.c, show_ruling.c): hex centres of 200 x 200 hexes on up
 * to four grids side by side, ids above them, counters' corners and
 * stacks, hexside ends and middles, crossings, flank marks, arrows,
 * labels.
 */
START_TEST(test_fixed_campaign_coordinates)
{
	struct show	s;
	double		x, y, x1, y1, mx, my, ux, uy, len, k;
	int		g, c, r, d;
	hex_t		h, n[6];

	memset(&s, 0, sizeof(s));
	s.ngrids = 4;
	for (g = 0; g < 4; g++) {
		s.grids[g].grid = g;
		s.grids[g].col0 = g == 0 ? 0 : 3 * g;
		s.grids[g].col1 = s.grids[g].col0 + 199;
		s.grids[g].row0 = g;
		s.grids[g].row1 = g + 199;
		s.grids[g].x0 = SHOW_MARGIN + g * (199 * 1.5 * SHOW_R + 2 *
		    SHOW_R + SHOW_MARGIN);
	}
	for (g = 0; g < 4; g++)
		for (c = s.grids[g].col0; c <= s.grids[g].col1; c += g + 1)
			for (r = s.grids[g].row0; r <= s.grids[g].row1; r++) {
				h = hex_make(g, c, r);
				if (h == HEX_NONE)
					continue;
				show_xy(&s, h, &x, &y);
				same(x);
				same(y);
				same(y - 34);
				same(x - 22);
				same(y - 22);
				same(y + 22 - 3);
				same(x - 22 + 3);
				for (k = 0; k <= 16; k += 4) {
					same(x - k - 10);
					same(y - k - 7);
					same(y - k - 13);
					same(y - k - 1);
				}
				hex_neighbours(h, n);
				for (d = 0; d < 6; d++) {
					show_xy(&s, n[d], &x1, &y1);
					mx = (x + x1) / 2;
					my = (y + y1) / 2;
					ux = (x1 - x) / SHOW_H;
					uy = (y1 - y) / SHOW_H;
					len = SHOW_R / 2 / (SHOW_H);
					same(mx - (y1 - y) * len);
					same(my + (x1 - x) * len);
					same(mx + (y1 - y) * len);
					same(my - (x1 - x) * len);
					same(mx - (y1 - y) * len + ux * 4);
					same(my + (x1 - x) * len + uy * 4);
					same(mx - ux * 7 - uy * 4);
					same(my - uy * 7 + ux * 4);
					same(ux * 14);
					same(uy * 14);
					same(x1 + (x - x1) * .3);
					same(y1 + (y - y1) * .3);
					same(x + (x1 - x) * .25);
					same(y + (y1 - y) * .7);
				}
			}
}
END_TEST

/* Random doubles of every magnitude a picture could hold, and some. */
START_TEST(test_fixed_random)
{
	uint64_t	z = 0x9e3779b97f4a7c15u, b;
	double		v;
	int		i;

	for (i = 0; i < 200000; i++) {
		z = z * 6364136223846793005u + 1442695040888963407u;
		b = z >> 11;
		v = (double)b / (double)(1ull << 53) * ldexp(1.0, (int)(z %
		    40) - 8);
		same(z & 1 ? -v : v);
		/* Raw bit patterns: any double, NaN and infinity aside. */
		memcpy(&v, &z, sizeof(v));
		if (isfinite(v))
			same(v);
	}
	ck_assert_int_gt(checked, 600000);
}
END_TEST

static Suite *
show_suite(void)
{
	Suite	*s = suite_create("show");
	TCase	*tc = tcase_create("fixed");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_fixed_ties_and_signs);
	tcase_add_test(tc, test_fixed_twentieths);
	tcase_add_test(tc, test_fixed_campaign_coordinates);
	tcase_add_test(tc, test_fixed_random);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(show_suite)
