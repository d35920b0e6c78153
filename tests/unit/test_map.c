/*
 * test_map.c — terrain (2.3), hexside and hex features, the hex and
 * hexside indexes, and the map's bounds and partial hexes (DESIGN.md
 * section 4, `map`).
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "games.h"

/* 2.3: "one of ten major terrain types: clear, rolling, rough, woods,
 * city, swamp, provisional swamp, hill, mountain, or loess" (and water,
 * 6.2), each a name in the file that reads back as itself. */
START_TEST(test_2_3_terrain_names_round_trip)
{
	static const char *const rulebook[] = { "clear", "rolling", "rough",
	    "woods", "city", "swamp", "provisional-swamp", "hill",
	    "mountain", "loess", "water" };
	enum terrain	t, u;
	size_t		i;
	int		seen = 0;

	for (t = T_CLEAR; t < T_COUNT; t++) {
		ck_assert_int_eq(terrain_parse(terrain_name(t), &u), 0);
		ck_assert_int_eq(u, t);
	}
	for (i = 0; i < sizeof(rulebook) / sizeof(rulebook[0]); i++) {
		ck_assert_msg(terrain_parse(rulebook[i], &u) == 0, "%s",
		    rulebook[i]);
		ck_assert_str_eq(terrain_name(u), rulebook[i]);
		ck_assert(!(seen & 1 << u));
		seen |= 1 << u;
	}
	ck_assert_int_eq(terrain_parse(terrain_name(T_PROVISIONAL_SWAMP), &u),
	    0);
	ck_assert_int_eq(u, T_PROVISIONAL_SWAMP);
	/* Not terrain: T_NONE is "not given", never a word in the file. */
	ck_assert_int_eq(terrain_parse("none", &u), -1);
	ck_assert_int_eq(terrain_parse("forest", &u), -1);
	ck_assert_int_eq(terrain_parse("Clear", &u), -1);
	ck_assert_int_eq(terrain_parse("", &u), -1);
}
END_TEST

/* 2.3: hexside terrain; each bit has one name that reads back. */
START_TEST(test_2_3_hexside_feature_names_round_trip)
{
	static const char *const rulebook[] = { "road", "pike", "trail",
	    "railroad", "minor-river", "major-river", "creek", "ford",
	    "bridge", "ferry", "dam", "ridge", "bluff", "county-border" };
	unsigned	bit, seen = 0;
	int		i;
	size_t		k;

	for (i = 0; i < HS_FEATURE_COUNT; i++) {
		const char *name = hexside_feature_name(1u << i);

		ck_assert_str_ne(name, "?");
		ck_assert_int_eq(hexside_feature_parse(name, &bit), 0);
		ck_assert_uint_eq(bit, 1u << i);
	}
	for (k = 0; k < sizeof(rulebook) / sizeof(rulebook[0]); k++) {
		ck_assert_msg(hexside_feature_parse(rulebook[k], &bit) == 0,
		    "%s", rulebook[k]);
		ck_assert(!(seen & bit));
		seen |= bit;
	}
	ck_assert_int_eq(hexside_feature_parse("river", &bit), -1);
	ck_assert_int_eq(hexside_feature_parse("", &bit), -1);
	ck_assert_str_eq(hexside_feature_name(0), "?");
	ck_assert_str_eq(hexside_feature_name(HS_ROAD | HS_PIKE), "?");
}
END_TEST

/* 2.6: the rulebooks write "RR"; "rr" is read as railroad and written
 * back as "railroad". */
START_TEST(test_2_6_rr_accepted_for_railroad)
{
	static const char yaml[] = TG_STD "map:\n  terrain: clear\n"
	    "  hexsides:\n    4610/4611: [rr]\nunits: {}\n";
	unsigned	 bit;
	struct tg	 t;
	struct game	*g;
	char		*out;

	ck_assert_int_eq(hexside_feature_parse("rr", &bit), 0);
	ck_assert_uint_eq(bit, HS_RAILROAD);
	ck_assert_str_eq(hexside_feature_name(HS_RAILROAD), "railroad");
	g = tg_load(&t, yaml);
	ck_assert_ptr_nonnull(g);
	ck_assert_uint_eq(map_hexside(&g->map, hex_make(0, 46, 10),
	    hex_make(0, 46, 11)), HS_RAILROAD);
	tg_done(&t);
	out = tg_canon(yaml);
	ck_assert_ptr_nonnull(strstr(out, "4610/4611: [railroad]"));
	free(out);
}
END_TEST

/* 2.3: special terrain within a hex (villages, RR stations, landings,
 * redoubts) and 9.0 forts, naval batteries. */
START_TEST(test_2_3_hex_feature_names_round_trip)
{
	static const char *const rulebook[] = { "village", "station",
	    "landing", "redoubt" };
	unsigned	bit;
	int		i;
	size_t		k;

	for (i = 0; i < HF_FEATURE_COUNT; i++) {
		ck_assert_int_eq(hex_feature_parse(hex_feature_name(1u << i),
		    &bit), 0);
		ck_assert_uint_eq(bit, 1u << i);
	}
	for (k = 0; k < sizeof(rulebook) / sizeof(rulebook[0]); k++)
		ck_assert_int_eq(hex_feature_parse(rulebook[k], &bit), 0);
	ck_assert_int_eq(hex_feature_parse("castle", &bit), -1);
	ck_assert_int_eq(hex_feature_parse("road", &bit), -1);
	ck_assert_str_eq(hex_feature_name(0), "?");
}
END_TEST

/* The indexes: one entry per hex and hexside, hexsides in either order. */
START_TEST(test_dsgn3_hex_and_hexside_index)
{
	struct arena		 a;
	struct map		 m;
	struct hexinfo		*x;
	struct hexsideinfo	*s;
	hex_t			 h1 = hex_make(0, 46, 10);
	hex_t			 h2 = hex_make(0, 46, 11);
	hex_t			 h3 = hex_make(0, 47, 11);
	int			 i;

	memset(&a, 0, sizeof(a));
	memset(&m, 0, sizeof(m));
	m.geo = &module_standard.geo;
	x = map_add_hex(&a, &m, h1);
	ck_assert_ptr_nonnull(x);
	x->terrain = T_WOODS;
	ck_assert_ptr_null(map_add_hex(&a, &m, h1));
	ck_assert_int_eq(map_hex(&m, h1)->terrain, T_WOODS);
	ck_assert_ptr_null(map_hex(&m, h2));
	s = map_add_hexside(&a, &m, hexside_make(h2, h1));
	ck_assert_ptr_nonnull(s);
	s->features = HS_PIKE | HS_CREEK;
	ck_assert_ptr_null(map_add_hexside(&a, &m, hexside_make(h1, h2)));
	ck_assert_uint_eq(map_hexside(&m, h1, h2), HS_PIKE | HS_CREEK);
	ck_assert_uint_eq(map_hexside(&m, h2, h1), HS_PIKE | HS_CREEK);
	ck_assert_ptr_eq(map_hexside_info(&m, h1, h2),
	    map_hexside_info(&m, h2, h1));
	ck_assert_uint_eq(map_hexside(&m, h2, h3), 0);
	ck_assert_ptr_null(map_hexside_info(&m, h2, h3));
	/* Hundreds of hexes: each still found (arrays and index grow). */
	for (i = 1; i <= 99; i++) {
		int r;

		for (r = 1; r <= 9; r++) {
			hex_t h = hex_make(0, i, 20 + r);

			x = map_add_hex(&a, &m, h);
			ck_assert_ptr_nonnull(x);
			x->terrain = (enum terrain)(T_CLEAR + (i + r) % 10);
		}
	}
	for (i = 1; i <= 99; i++) {
		int r;

		for (r = 1; r <= 9; r++)
			ck_assert_int_eq(map_hex(&m, hex_make(0, i, 20 + r))->
			    terrain, T_CLEAR + (i + r) % 10);
	}
	ck_assert_int_eq(map_hex(&m, h1)->terrain, T_WOODS);
	map_free(&m);
	arena_free(&a);
}
END_TEST

/*
 * DESIGN.md 4, `map`: bounds (optional, per sheet letter allowed) and
 * the partial hexes off the map (2.3): which hexes are on the map.
 */
static const struct {
	const char	*yaml;
	const char	*on[10], *off[10];
} maps[] = {
	/* No bounds, no partial hexes: every hex is on the map. */
	{ TG_STD "map: {terrain: clear}\n",
	  { "0101", "9999", "A0101" }, { NULL } },
	/* bounds: {cols, rows} for the whole map; edges included.  2.3:
	 * listed partial hexes are off the map, inside the bounds. */
	{ TG_STD "map:\n  terrain: clear\n"
	  "  bounds: {cols: [1, 58], rows: [1, 34]}\n"
	  "  off_map: [5834, 0101]\n",
	  { "0102", "4610", "5833", "0134" },
	  { "5901", "0135", "9999", "5834", "0101" } },
	/* bounds per sheet (SIV): each in its sheet's own coordinates; a
	 * hex two sheets share is on where either sheet's bounds hold it:
	 * 13.0, N0134 is M1501.  The rest of M has no bounds: off. */
	{ TG_SIV "map:\n  terrain: clear\n"
	  "  bounds:\n    N: {cols: [1, 40], rows: [1, 34]}\n"
	  "    S: {cols: [1, 60], rows: [1, 30]}\n",
	  { "N0101", "N4034", "S0101", "S6030", "N0134", "M1501" },
	  { "N4101", "S0131", "M2010" } },
	/* gcacw-file(5): "bounds without a letter on every sheet of the
	 * map", each in its own numbers.  M2501 is N1134 (13.0): off on M,
	 * on as N's. */
	{ TG_SIV "map:\n  terrain: clear\n"
	  "  bounds: {cols: [1, 20], rows: [1, 34]}\n",
	  { "N0101", "M2020", "S1010", "M2501" }, { "N2101", "S0135" } },
	/* A `standard` game: a sheet letter is a map of its own. */
	{ TG_STD "map:\n  terrain: clear\n"
	  "  bounds:\n    A: {cols: [1, 10], rows: [1, 10]}\n"
	  "  off_map: [A0505]\n",
	  { "A0101", "A1010" }, { "A1011", "A0505", "B0101", "0101" } },
};

START_TEST(test_dsgn4_map_bounds_and_off_map)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, maps[_i].yaml);
	const char	*const *id;

	for (id = maps[_i].on; *id != NULL; id++)
		ck_assert_msg(map_on(&g->map, tg_hex(g, *id)), "%s is off",
		    *id);
	for (id = maps[_i].off; *id != NULL; id++)
		ck_assert_msg(!map_on(&g->map, tg_hex(g, *id)), "%s is on",
		    *id);
	tg_done(&t);
}
END_TEST

CHECK_SUITE(map, NULL, NULL, 0,
    CHECK_LOOPS({ test_dsgn4_map_bounds_and_off_map, N(maps) }))
