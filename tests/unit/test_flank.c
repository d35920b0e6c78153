/*
 * test_flank.c — the flank attack procedure (7.4): covered hexes (a)-(e),
 * the quarter rule (Flank Bonus Conditions), the basic bonus, reductions
 * (a)-(e) and their cap; then Flanks Refused (7.8), redoubts (9.0) and
 * cavalry against cavalry (7.4); the Charts & Tables' Flank Attack
 * Examples, the 7.5 combat example and the Ridge Combat Example.
 *
 * Unless a test says otherwise the defender stands in 0505, an odd column
 * of a clear map in the standard game, and A attacks it from 0504 with a
 * standalone normal attack.  0505's neighbours, in enum hexdir order:
 *
 *	N 0504   NE 0604   SE 0605   S 0506   SW 0405   NW 0404
 *
 * A in 0504 covers N (a), NE and NW (b).  B in 0506 covers S (a), SE and
 * SW (b): all six (the +4 example).  B in 0406 instead covers S and SW by
 * ZOC but not SE 0605: five (the +2 example).  These are the fixtures of
 * ../shared/cases/7.4-flank-plus*.yaml.
 */
#include <string.h>

#include "check_main.h"
#include "combat.h"
#include "module.h"
#include "fixture.h"
#include "zoc.h"

/*
 * The fixture's fragments (fixture.h), by shorter names: a unit line
 * (UNIT's `more` adds keys: ", demoralized: 1"); a game of the map
 * line(s), the units, then any other top-level keys; a clear map, with
 * hexes or hexsides listed ("    0605: mountain\n").
 */
#define UNIT		TG_UNIT
#define INF		TG_INF
#define CAV		TG_CAV
#define GAME		TG_GAME
#define RAIN		TG_GAME_RAIN
#define CLEAR		TG_CLEAR
#define MAPH		TG_MAPH
#define MAPS		TG_MAPS
#define FR		"markers: {flanks_refused: ['0505']}\n"

#define DEFENDER	INF("Defender", "usa", 4, "0505")
#define A_N		INF("A", "csa", 4, "0504")
#define B_S		INF("B", "csa", 4, "0506")
#define B_SW		INF("B", "csa", 4, "0406")
#define FRIEND(hex)	INF("Friend", "usa", 2, hex)

/* The Flank Attack Examples (Charts & Tables). */
#define PLUS4		DEFENDER A_N B_S
#define PLUS3		PLUS4 FRIEND("0404")
#define PLUS2		DEFENDER A_N B_SW
#define PLUS1		PLUS2 FRIEND("0405")
/* A alone: three covered, no flank attack. */
#define NONFLANK	DEFENDER A_N

/* The same with a cavalry attacker and a cavalry defender. */
#define CDEFENDER	CAV("Defender", "usa", 4, "0505")
#define CA_N		CAV("A", "csa", 4, "0504")
#define CPLUS4		CDEFENDER CA_N B_S
#define CPLUS3		CPLUS4 FRIEND("0404")
#define CPLUS2		CDEFENDER CA_N B_SW
#define CPLUS1		CPLUS2 FRIEND("0405")
#define CNONFLANK	CDEFENDER CA_N

/* The defender's hex holds a redoubt it benefits from (9.0). */
#define REDOUBT		MAPH("    '0505': {terrain: clear, features: "	\
	"[redoubt], redoubt: usa}\n")

static struct tg	t;
static bool		loaded;
static struct combat	c;

static void
teardown(void)
{
	if (loaded)
		tg_done(&t);
	loaded = false;
}

/* DESIGN.md section 4: the flank modifier is the final bonus, applied
 * only when there is one. */
static void
check_flank_modifier(void)
{
	int i, n = 0;

	for (i = 0; i < c.nmods; i++) {
		if (strcmp(c.mods[i].name, "flank") != 0)
			continue;
		n++;
		ck_assert_int_eq(c.mods[i].value, c.flank.final);
		ck_assert(!c.mods[i].defender);
	}
	ck_assert_int_eq(n, c.flank.final > 0 ? 1 : 0);
}

/* Load yaml and prepare the attack; it must be allowed and error-free. */
static const struct flank *
prepare(const char *yaml, const char *attacker, const char *target,
    enum attack_type type)
{
	struct game	*g;
	int		 st;

	teardown();
	loaded = true;
	g = tg_load_ok(&t, yaml);
	st = combat_prepare(g, &c, attacker, target, type);
	ck_assert_msg(st == 0, "combat_prepare gave %d:\n%s%s", st,
	    tg_errors(&t), yaml);
	ck_assert_str_eq(tg_errors(&t), "");
	check_flank_modifier();
	return &c.flank;
}

/* A attacks 0505. */
static const struct flank *
flank(const char *yaml)
{
	return prepare(yaml, "A", "0505", ATTACK_NORMAL);
}

#define H(id)	tg_hex(t.g, (id))

/* Every number of the procedure, in order. */
#define EXPECT(f, cov, bas, red, stp, fin) do {				\
	ck_assert_int_eq((f)->covered, (cov));				\
	ck_assert_int_eq((f)->basic, (bas));				\
	ck_assert_int_eq((f)->reductions, (red));			\
	ck_assert_int_eq((f)->stepped, (stp));				\
	ck_assert_int_eq((f)->final, (fin));				\
} while (0)

/* The six directions' reasons, N to NW. */
#define WHY(arr, n, ne, se, s, sw, nw) do {				\
	ck_assert_str_eq((arr)[DIR_N], (n));				\
	ck_assert_str_eq((arr)[DIR_NE], (ne));				\
	ck_assert_str_eq((arr)[DIR_SE], (se));				\
	ck_assert_str_eq((arr)[DIR_S], (s));				\
	ck_assert_str_eq((arr)[DIR_SW], (sw));				\
	ck_assert_str_eq((arr)[DIR_NW], (nw));				\
} while (0)

/* The special rule applied: NULL, or a text naming these rules. */
static void
special(const struct flank *f, const char *has, const char *lacks)
{
	if (has == NULL) {
		ck_assert_msg(f->special == NULL, "special: %s", f->special);
		return;
	}
	ck_assert_ptr_nonnull(f->special);
	ck_assert_msg(strstr(f->special, has) != NULL, "'%s' lacks '%s'",
	    f->special, has);
	if (lacks != NULL)
		ck_assert_msg(strstr(f->special, lacks) == NULL,
		    "'%s' has '%s'", f->special, lacks);
}

/* ---- Step 1: covered hexes ---- */

/* (a): a hex occupied by a unit friendly to the attacker, the attacking
 * unit itself included. */
START_TEST(test_7_4_covered_a_occupied)
{
	const struct flank *f = flank(GAME(CLEAR, DEFENDER A_N
	    INF("C", "csa", 4, "0605")));

	/* N holds the attacker, SE holds C; their ZOC add NE, S and NW;
	 * SW 0405 is next to neither. */
	WHY(f->covered_why, "a", "b", "a", "b", "", "b");
	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* (b): a hex in the ZOC of a unit friendly to the attacker, even one that
 * is not adjacent to the defender. */
START_TEST(test_7_4_covered_b_zoc)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS2));

	ck_assert(!hex_adjacent(H("0406"), H("0505")));
	WHY(f->covered_why, "a", "b", "", "b", "b", "b");
	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* (b) "including restricted ZOC": B in a woods hex exerts restricted ZOC
 * into SE 0605 and SW 0405; both are covered (and reduced, 3b). */
START_TEST(test_7_4_covered_b_restricted_zoc_counts)
{
	const struct flank *f = flank(GAME(MAPH("    '0506': woods\n"),
	    PLUS4));

	ck_assert_int_eq(zoc_of_side(t.g, SIDE_CSA, H("0605")),
	    ZOC_RESTRICTED);
	ck_assert_int_eq(zoc_of_side(t.g, SIDE_CSA, H("0405")),
	    ZOC_RESTRICTED);
	WHY(f->covered_why, "a", "b", "b", "a", "b", "b");
	WHY(f->reduced_why, "", "", "b", "", "b", "");
	EXPECT(f, 6, 4, 2, 2, 2);
}
END_TEST

/* (c): a mountain hex not joined to the defender's by road, pike, RR or
 * trail is covered; with a road it is not. */
START_TEST(test_7_4_covered_c_mountain_hex_no_road)
{
	const struct flank *f;

	f = flank(GAME(MAPH("    '0605': mountain\n"), PLUS2));
	WHY(f->covered_why, "a", "b", "c", "b", "b", "b");
	WHY(f->reduced_why, "", "", "c", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	f = flank(GAME(MAPH("    '0605': mountain\n") "  hexsides:\n"
	    "    0505/0605: [road]\n", PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);

	f = flank(GAME(MAPH("    '0605': mountain\n") "  hexsides:\n"
	    "    0505/0605: [trail]\n", PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* (c): "or the defender's hex is a mountain or swamp hex": every
 * neighbour but the one the road joins is covered, and reduced. */
START_TEST(test_7_4_covered_c_defender_in_swamp)
{
	const struct flank *f = flank(GAME(MAPH("    '0505': swamp\n")
	    "  hexsides:\n    0504/0505: [road]\n", NONFLANK));

	WHY(f->covered_why, "a", "bc", "c", "c", "c", "bc");
	WHY(f->reduced_why, "", "c", "c", "c", "c", "c");
	EXPECT(f, 6, 4, 5, 1, 1);
}
END_TEST

/* (c) "including provisional swamps in a rain turn": rough otherwise. */
START_TEST(test_7_4_covered_c_provisional_swamp_only_in_rain)
{
	const struct flank *f;

	f = flank(GAME(MAPH("    '0505': provisional-swamp\n")
	    "  hexsides:\n    0504/0505: [road]\n", NONFLANK));
	WHY(f->covered_why, "a", "b", "", "", "", "b");
	EXPECT(f, 3, 0, 0, 0, 0);

	f = flank(RAIN(MAPH("    '0505': provisional-swamp\n")
	    "  hexsides:\n    0504/0505: [road]\n", NONFLANK));
	WHY(f->covered_why, "a", "bc", "c", "c", "c", "bc");
	EXPECT(f, 6, 4, 5, 1, 1);
}
END_TEST

/* (d): a major or minor river hexside with no bridge, dam, ferry or
 * ford. */
START_TEST(test_7_4_covered_d_river_no_crossing)
{
	const struct flank *f;

	f = flank(GAME(MAPS("    0505/0605: [minor-river]\n"), PLUS2));
	WHY(f->covered_why, "a", "b", "d", "b", "b", "b");
	WHY(f->reduced_why, "", "", "d", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	f = flank(GAME(MAPS("    0505/0605: [major-river]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "d");
	EXPECT(f, 6, 4, 1, 3, 3);

	/* A road alone does not cross a river. */
	f = flank(GAME(MAPS("    0505/0605: [minor-river, road]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "d");
}
END_TEST

/* (d): a ford, bridge, ferry or dam leaves the hex uncovered. */
START_TEST(test_7_4_covered_d_ford_not_covered)
{
	static const char *const sides[] = {
		MAPS("    0505/0605: [minor-river, ford]\n"),
		MAPS("    0505/0605: [major-river, ford]\n"),
		MAPS("    0505/0605: [minor-river, bridge]\n"),
		MAPS("    0505/0605: [major-river, ferry]\n"),
		MAPS("    0505/0605: [major-river, dam]\n"),
	};
	char		 yaml[2048];
	const struct flank *f;
	size_t		 i;

	for (i = 0; i < sizeof(sides) / sizeof(sides[0]); i++) {
		snprintf(yaml, sizeof(yaml), GAME("%s", PLUS2), sides[i]);
		f = flank(yaml);
		ck_assert_msg(f->covered_why[DIR_SE][0] == '\0', "%s: '%s'",
		    sides[i], f->covered_why[DIR_SE]);
		EXPECT(f, 5, 2, 0, 2, 2);
	}
}
END_TEST

/* (d) exception: "in a turn when a river is unfordable, a hex is covered
 * if it is separated from the defender by a ford hexside over such a
 * river" — and only that river's. */
START_TEST(test_7_4_covered_d_unfordable_ford_covered)
{
	const struct flank *f;

	f = flank(GAME(MAPS("    0505/0605: [minor-river, ford]\n"), PLUS2)
	    "unfordable: {minor: 1, major: 0}\n");
	WHY(f->covered_why, "a", "b", "d", "b", "b", "b");
	WHY(f->reduced_why, "", "", "d", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	f = flank(GAME(MAPS("    0505/0605: [major-river, ford]\n"), PLUS2)
	    "unfordable: {minor: 0, major: 2}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "d");

	/* The minor rivers' marker says nothing of a major river. */
	f = flank(GAME(MAPS("    0505/0605: [major-river, ford]\n"), PLUS2)
	    "unfordable: {minor: 3, major: 0}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);

	/* A marker in a past turn's box is off (12.0). */
	f = flank(TG_STD "turn: 2\nrain: false\n"
	    MAPS("    0505/0605: [minor-river, ford]\n") "units:\n" PLUS2
	    "unfordable: {minor: 1, major: 0}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "");

	/* RULINGS 6: rain alone does not make a ford cover. */
	f = flank(RAIN(MAPS("    0505/0605: [minor-river, ford]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* (d) exception: "in a rain turn, a hex is covered if it is separated
 * from the defender by a creek hexside untraversed by a road, pike,
 * trail or RR". */
START_TEST(test_7_4_covered_d_rain_creek)
{
	const struct flank *f;

	f = flank(RAIN(MAPS("    0505/0605: [creek]\n"), PLUS2));
	WHY(f->covered_why, "a", "b", "d", "b", "b", "b");
	WHY(f->reduced_why, "", "", "d", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	f = flank(GAME(MAPS("    0505/0605: [creek]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);

	f = flank(RAIN(MAPS("    0505/0605: [creek, road]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	f = flank(RAIN(MAPS("    0505/0605: [creek, pike]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	f = flank(RAIN(MAPS("    0505/0605: [creek, trail]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	f = flank(RAIN(MAPS("    0505/0605: [creek, railroad]\n"), PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
}
END_TEST

/* (d), 10.2: a destroyed bridge over a major river leaves no crossing;
 * over a minor river it leaves a ford, which does not cover (RULINGS 6). */
START_TEST(test_7_4_covered_d_destroyed_major_bridge)
{
	const struct flank *f;

	f = flank(GAME(MAPS("    0505/0605: [major-river, bridge]\n"), PLUS2)
	    "markers: {destroyed: [0505/0605]}\n");
	WHY(f->covered_why, "a", "b", "d", "b", "b", "b");
	EXPECT(f, 6, 4, 1, 3, 3);

	f = flank(GAME(MAPS("    0505/0605: [major-river, bridge]\n"),
	    PLUS2));
	ck_assert_str_eq(f->covered_why[DIR_SE], "");

	f = flank(GAME(MAPS("    0505/0605: [minor-river, bridge]\n"), PLUS2)
	    "markers: {destroyed: [0505/0605]}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);

	/* ... a ford that covers while the minor river is unfordable. */
	f = flank(GAME(MAPS("    0505/0605: [minor-river, bridge]\n"), PLUS2)
	    "markers: {destroyed: [0505/0605]}\n"
	    "unfordable: {minor: 1, major: 0}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "d");

	/* A destroyed major-river ferry leaves nothing in the standard
	 * rules. */
	f = flank(GAME(MAPS("    0505/0605: [major-river, ferry]\n"), PLUS2)
	    "markers: {destroyed: [0505/0605]}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "d");
}
END_TEST

/* RULINGS 6: a pontoon bridge is a bridge, whoever owns it. */
START_TEST(test_7_4_covered_d_pontoon_bridge_is_a_bridge)
{
	const struct flank *f;

	f = flank(GAME(MAPS("    0505/0605: [minor-river]\n"), PLUS2)
	    "markers: {pontoon_bridges: [{hexside: 0505/0605, owner: usa}]}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);

	f = flank(GAME(MAPS("    0505/0605: [major-river]\n"), PLUS2)
	    "markers: {pontoon_bridges: [{hexside: 0505/0605, owner: csa}]}\n");
	ck_assert_str_eq(f->covered_why[DIR_SE], "");
	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* (e): the hypothetical hexes just off the map next to a defender on the
 * map's edge: with the map starting at column 5, SW 0405 and NW 0404. */
START_TEST(test_7_4_covered_e_off_map)
{
	const struct flank *f = flank(GAME("map:\n  terrain: clear\n"
	    "  bounds: {cols: [5, 20], rows: [1, 20]}\n", PLUS4));

	WHY(f->covered_why, "a", "b", "b", "a", "e", "e");
	ck_assert_int_eq(f->covered, 6);
	/* A alone: NW is covered by (e), not by A's ZOC (2.3, 2.4). */
	f = flank(GAME("map:\n  terrain: clear\n"
	    "  bounds: {cols: [5, 20], rows: [1, 20]}\n", NONFLANK));
	WHY(f->covered_why, "a", "b", "", "", "e", "e");
	ck_assert_int_eq(f->covered, 4);
	ck_assert_int_eq(f->basic, 0);
	ck_assert_int_eq(f->final, 0);
}
END_TEST

/* ---- Flank Bonus Conditions: the quarter rule ---- */

/* A covering unit with less than a quarter of the defender's Combat value
 * does not cover; exactly a quarter does. */
START_TEST(test_7_4_quarter_rule_one_unit_too_weak)
{
	const struct flank *f;

	f = flank(GAME(CLEAR, INF("Defender", "usa", 12, "0505")
	    INF("A", "csa", 12, "0504") INF("B", "csa", 2, "0506")));
	/* 2 < 12/4: S, SE and SW, which only B reaches, are not covered. */
	WHY(f->covered_why, "a", "b", "q", "q", "q", "b");
	EXPECT(f, 3, 0, 0, 0, 0);

	f = flank(GAME(CLEAR, INF("Defender", "usa", 12, "0505")
	    INF("A", "csa", 12, "0504") INF("B", "csa", 3, "0506")));
	WHY(f->covered_why, "a", "b", "b", "a", "b", "b");
	EXPECT(f, 6, 4, 0, 4, 4);

	/* The attacking unit itself is held to the rule too. */
	f = flank(GAME(CLEAR, INF("Defender", "usa", 12, "0505")
	    INF("A", "csa", 2, "0504") INF("B", "csa", 12, "0506")));
	WHY(f->covered_why, "q", "q", "b", "a", "b", "q");
	EXPECT(f, 3, 0, 0, 0, 0);
}
END_TEST

/* "The attacking player's units in different hexes can combine their
 * Combat values ... as long as all of the units are adjacent to the same
 * covered hex." */
START_TEST(test_7_4_quarter_rule_units_combine)
{
	const struct flank *f = flank(GAME(CLEAR,
	    INF("Defender", "usa", 12, "0505") INF("A", "csa", 12, "0504")
	    INF("B", "csa", 2, "0506") INF("C", "csa", 2, "0406")));

	/* S 0506 (B in it, C next to it) and SW 0405 (next to both): 4;
	 * SE 0605, next to B alone: 2, under 3. */
	WHY(f->covered_why, "a", "b", "q", "a", "b", "b");
	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* The quarter is of the defender's value with entrenchments (RULINGS 5);
 * the covering units' entrenchments do not count (9.0). */
START_TEST(test_7_4_quarter_rule_uses_defender_entrenched_value)
{
	const struct flank *f;

	/* 3 is a quarter of 8 and more, but less than a quarter of 16. */
	f = flank(GAME(CLEAR, INF("Defender", "usa", 8, "0505")
	    INF("A", "csa", 8, "0504") INF("B", "csa", 3, "0506")));
	EXPECT(f, 6, 4, 0, 4, 4);

	f = flank(GAME(CLEAR, UNIT("Defender", "usa", "infantry", 8, "0505",
	    ", entrenchment: breastwork") INF("A", "csa", 8, "0504")
	    INF("B", "csa", 3, "0506")));
	WHY(f->covered_why, "a", "b", "q", "q", "q", "b");
	EXPECT(f, 3, 0, 0, 0, 0);

	/* B's own fort does not help it reach the quarter. */
	f = flank(GAME(CLEAR, UNIT("Defender", "usa", "infantry", 8, "0505",
	    ", entrenchment: breastwork") INF("A", "csa", 8, "0504")
	    UNIT("B", "csa", "infantry", 3, "0506",
	    ", entrenchment: fort")));
	EXPECT(f, 3, 0, 0, 0, 0);

	/* A redoubt the defender benefits from counts (x1.5: 12). */
	f = flank(GAME(REDOUBT, INF("Defender", "usa", 8, "0505")
	    INF("A", "csa", 8, "0504") INF("B", "csa", 2, "0506")));
	ck_assert_str_eq(f->covered_why[DIR_S], "q");
}
END_TEST

/* ... "possibly capped by the Maximum Value from Section 7.2": 80 is
 * defended at 70, whose quarter 17½ the 18 reaches (RULINGS 5). */
START_TEST(test_7_4_quarter_rule_defender_value_capped)
{
	const struct flank *f;

	f = flank(GAME(CLEAR, INF("Defender", "usa", 40, "0505")
	    INF("Second", "usa", 40, "0505") INF("A", "csa", 20, "0504")
	    INF("B", "csa", 18, "0506")));
	ck_assert_int_eq(c.defend_value, 70 * 4);
	EXPECT(f, 6, 4, 0, 4, 4);

	f = flank(GAME(CLEAR, INF("Defender", "usa", 40, "0505")
	    INF("Second", "usa", 40, "0505") INF("A", "csa", 20, "0504")
	    INF("B", "csa", 17, "0506")));
	ck_assert_str_eq(f->covered_why[DIR_S], "q");
	EXPECT(f, 3, 0, 0, 0, 0);
}
END_TEST

/* "Demoralized units (active or inactive) belonging to the attacker may
 * not contribute in any way to the achievement of a flank attack bonus." */
START_TEST(test_7_4_demoralized_attacker_units_do_not_cover)
{
	const struct flank *f;

	/* An inactive demoralized unit: neither its hex nor its ZOC. */
	f = flank(GAME(CLEAR, DEFENDER A_N UNIT("B", "csa", "infantry", 4,
	    "0506", ", demoralized: 1")));
	WHY(f->covered_why, "a", "b", "", "", "", "b");
	EXPECT(f, 3, 0, 0, 0, 0);

	/* The active unit itself, demoralized. */
	f = flank(GAME(CLEAR, DEFENDER UNIT("A", "csa", "infantry", 4,
	    "0504", ", demoralized: 2") B_S));
	WHY(f->covered_why, "", "", "b", "a", "b", "");
	EXPECT(f, 3, 0, 0, 0, 0);

	/* Nor does its value help others reach the quarter. */
	f = flank(GAME(CLEAR, INF("Defender", "usa", 12, "0505")
	    INF("A", "csa", 12, "0504") INF("B", "csa", 2, "0506")
	    UNIT("C", "csa", "infantry", 2, "0406", ", demoralized: 1")));
	WHY(f->covered_why, "a", "b", "q", "q", "q", "b");
	EXPECT(f, 3, 0, 0, 0, 0);
}
END_TEST

/* ---- Step 2: the basic flank bonus ---- */

START_TEST(test_7_4_basic_six_is_4)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS4));

	WHY(f->covered_why, "a", "b", "b", "a", "b", "b");
	WHY(f->reduced_why, "", "", "", "", "", "");
	EXPECT(f, 6, 4, 0, 4, 4);
}
END_TEST

START_TEST(test_7_4_basic_five_is_2)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS2));

	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* "Four or Fewer Covered Hexes — there is no flank bonus": C in 0306
 * covers SW 0405 only. */
START_TEST(test_7_4_four_is_nothing)
{
	const struct flank *f = flank(GAME(CLEAR, DEFENDER A_N
	    INF("C", "csa", 4, "0306")));

	WHY(f->covered_why, "a", "b", "", "", "b", "b");
	EXPECT(f, 4, 0, 0, 0, 0);
}
END_TEST

/* ---- Step 3: reductions ---- */

/* (a): a covered hex occupied by an undemoralized unit friendly to the
 * defender; a demoralized one does not reduce. */
START_TEST(test_7_4_reduce_a_defender_friend)
{
	const struct flank *f;

	f = flank(GAME(CLEAR, PLUS4 FRIEND("0604")));
	WHY(f->reduced_why, "", "a", "", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	f = flank(GAME(CLEAR, PLUS4 UNIT("Friend", "usa", "infantry", 2,
	    "0604", ", demoralized: 1")));
	WHY(f->reduced_why, "", "", "", "", "", "");
	EXPECT(f, 6, 4, 0, 4, 4);
}
END_TEST

/* (b): an unoccupied covered hex separated from every adjacent unit of the
 * attacker by woods or loess hexsides with no road.  B in woods 0506 is
 * the only attacking unit next to SE 0605 and SW 0405. */
START_TEST(test_7_4_reduce_b_woods_hexside_no_road)
{
	const struct flank *f;

	f = flank(GAME(MAPH("    '0506': woods\n"), PLUS4));
	WHY(f->reduced_why, "", "", "b", "", "b", "");
	EXPECT(f, 6, 4, 2, 2, 2);

	/* A road across 0506/0605 joins B to SE. */
	f = flank(GAME(MAPH("    '0506': woods\n") "  hexsides:\n"
	    "    0506/0605: [road]\n", PLUS4));
	WHY(f->reduced_why, "", "", "", "", "b", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	/* So does another unit next to SE across a clear hexside. */
	f = flank(GAME(MAPH("    '0506': woods\n"), PLUS4
	    INF("C", "csa", 4, "0705")));
	WHY(f->reduced_why, "", "", "", "", "b", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	/* Loess hexsides are the same. */
	f = flank(GAME(MAPH("    '0506': loess\n"), PLUS4));
	WHY(f->reduced_why, "", "", "b", "", "b", "");
	EXPECT(f, 6, 4, 2, 2, 2);
}
END_TEST

/* (c): a covered mountain or swamp hex not joined by road — even when it
 * is also covered by (a). */
START_TEST(test_7_4_reduce_c)
{
	const struct flank *f = flank(GAME(MAPH("    '0605': mountain\n"),
	    PLUS4 INF("C", "csa", 4, "0605")));

	ck_assert_str_eq(f->covered_why[DIR_SE], "ac");
	WHY(f->reduced_why, "", "", "c", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);

	f = flank(GAME(MAPH("    '0605': swamp\n"), PLUS4));
	WHY(f->reduced_why, "", "", "c", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);
}
END_TEST

/* (d): a covered hex across a river with no crossing — even when it is
 * also in the attacker's ZOC from elsewhere. */
START_TEST(test_7_4_reduce_d)
{
	const struct flank *f = flank(GAME(MAPS("    0505/0605: "
	    "[minor-river]\n"), PLUS4));

	ck_assert_str_eq(f->covered_why[DIR_SE], "bd");
	WHY(f->reduced_why, "", "", "d", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);
}
END_TEST

/* (e): the off-map hexes.  The map starts at row 5: N 0504, NE 0604 and
 * NW 0404 are off it; A in 0506 covers the other three. */
START_TEST(test_7_4_reduce_e)
{
	const struct flank *f = flank(GAME("map:\n  terrain: clear\n"
	    "  bounds: {cols: [1, 20], rows: [5, 20]}\n",
	    DEFENDER INF("A", "csa", 4, "0506")));

	WHY(f->covered_why, "e", "e", "b", "a", "b", "e");
	WHY(f->reduced_why, "e", "e", "", "", "", "e");
	EXPECT(f, 6, 4, 3, 1, 1);
}
END_TEST

/* "Each of the six hexes ... may be counted only once in this step even
 * if it fulfills more than one of the above conditions." */
START_TEST(test_7_4_reduce_each_hex_once)
{
	const struct flank *f = flank(GAME(MAPS("    0505/0605: "
	    "[minor-river]\n"), PLUS4 FRIEND("0605")));

	WHY(f->reduced_why, "", "", "ad", "", "", "");
	EXPECT(f, 6, 4, 1, 3, 3);
}
END_TEST

/* "The maximum reduction ... is -3": six covered, four reduced, +1. */
START_TEST(test_7_4_reductions_capped_at_3)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS4
	    INF("F1", "usa", 2, "0604") INF("F2", "usa", 2, "0404")
	    INF("F3", "usa", 2, "0605") INF("F4", "usa", 2, "0405")));

	WHY(f->reduced_why, "", "a", "a", "", "a", "a");
	EXPECT(f, 6, 4, 4, 1, 1);
}
END_TEST

/* "The final flank bonus may never be less than 0": five covered, three
 * reduced. */
START_TEST(test_7_4_never_below_zero)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS2
	    INF("F1", "usa", 2, "0604") INF("F2", "usa", 2, "0404")
	    INF("F3", "usa", 2, "0405")));

	EXPECT(f, 5, 2, 3, 0, 0);
}
END_TEST

/* ---- 7.8 Flanks Refused ---- */

static void
refused(const char *yaml, int stepped, int final)
{
	const struct flank *f = flank(yaml);
	int i;

	ck_assert_int_eq(f->stepped, stepped);
	ck_assert_int_eq(f->final, final);
	special(f, "7.8", "9.0");
	for (i = 0; i < c.nmods; i++)
		if (strcmp(c.mods[i].name, "flank") == 0)
			ck_assert_str_eq(c.mods[i].rule, "7.4, 7.8");
}

START_TEST(test_7_8_flanks_refused_4_is_2)
{
	refused(GAME(CLEAR, PLUS4) FR, 4, 2);
}
END_TEST

START_TEST(test_7_8_flanks_refused_3_is_1)
{
	refused(GAME(CLEAR, PLUS3) FR, 3, 1);
}
END_TEST

START_TEST(test_7_8_flanks_refused_2_is_1)
{
	refused(GAME(CLEAR, PLUS2) FR, 2, 1);
}
END_TEST

START_TEST(test_7_8_flanks_refused_1_is_1)
{
	refused(GAME(CLEAR, PLUS1) FR, 1, 1);
}
END_TEST

/* "All non-flank attacks always provide the attacker with a +1 die roll
 * bonus." */
START_TEST(test_7_8_flanks_refused_non_flank_is_1)
{
	refused(GAME(CLEAR, NONFLANK) FR, 0, 1);
}
END_TEST

/* The marker works only in its own hex. */
START_TEST(test_7_8_flanks_refused_elsewhere_no_effect)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS4)
	    "markers: {flanks_refused: ['0504']}\n");

	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);
}
END_TEST

/* ---- 9.0 Flank Attacks Against Redoubt Hexes ---- */

static void
redoubt(const char *yaml, int stepped, int final)
{
	const struct flank *f = flank(yaml);
	int i;

	ck_assert_int_eq(f->stepped, stepped);
	ck_assert_int_eq(f->final, final);
	special(f, "9.0", NULL);
	for (i = 0; i < c.nmods; i++)
		if (strcmp(c.mods[i].name, "flank") == 0)
			ck_assert_str_eq(c.mods[i].rule, "7.4, 9.0");
}

START_TEST(test_9_0_redoubt_4_is_2)
{
	redoubt(GAME(REDOUBT, PLUS4), 4, 2);
}
END_TEST

START_TEST(test_9_0_redoubt_3_is_1)
{
	redoubt(GAME(REDOUBT, PLUS3), 3, 1);
}
END_TEST

START_TEST(test_9_0_redoubt_2_is_1)
{
	redoubt(GAME(REDOUBT, PLUS2), 2, 1);
}
END_TEST

START_TEST(test_9_0_redoubt_1_is_0)
{
	redoubt(GAME(REDOUBT, PLUS1), 1, 0);
}
END_TEST

/* "Unlike Flanks Refused markers, non-flank attacks against redoubt hexes
 * do not provide the attacking player a +1 die roll bonus." */
START_TEST(test_9_0_redoubt_non_flank_is_0)
{
	redoubt(GAME(REDOUBT, NONFLANK), 0, 0);
}
END_TEST

/* Only units "eligible to receive defensive benefits from that hex": a
 * Confederate redoubt does nothing for a Union defender. */
START_TEST(test_9_0_redoubt_only_for_its_side)
{
	const struct flank *f = flank(GAME(MAPH("    '0505': {terrain: "
	    "clear, features: [redoubt]}\n"), PLUS4));

	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);
}
END_TEST

/* "All Naval Batteries printed on the maps are considered to also contain
 * a Confederate redoubt." */
START_TEST(test_9_0_naval_battery_is_a_csa_redoubt)
{
	const struct flank *f;

	f = flank(GAME(MAPH("    '0505': {terrain: clear, features: "
	    "[naval-battery]}\n"), INF("Defender", "csa", 4, "0505")
	    INF("A", "usa", 4, "0504") INF("B", "usa", 4, "0506")));
	EXPECT(f, 6, 4, 0, 4, 2);
	special(f, "9.0", NULL);

	f = flank(GAME(MAPH("    '0505': {terrain: clear, features: "
	    "[naval-battery]}\n"), PLUS4));
	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);
}
END_TEST

/* "Defending units situated under Breastwork or Fort markers in redoubt
 * hexes retain the redoubts' capabilities"; elsewhere they do not. */
START_TEST(test_9_0_breastwork_outside_redoubt_no_flank_effect)
{
	const struct flank *f;

	f = flank(GAME(CLEAR, UNIT("Defender", "usa", "infantry", 4, "0505",
	    ", entrenchment: breastwork") A_N B_S));
	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);

	f = flank(GAME(REDOUBT, UNIT("Defender", "usa", "infantry", 4,
	    "0505", ", entrenchment: fort") A_N B_S));
	EXPECT(f, 6, 4, 0, 4, 2);
	special(f, "9.0", NULL);
}
END_TEST

/* RULINGS 3: Flanks Refused in a redoubt: the redoubt's table, and no +1
 * for a non-flank attack. */
START_TEST(test_9_0_flanks_refused_in_redoubt)
{
	const struct flank *f;

	f = flank(GAME(REDOUBT, PLUS4) FR);
	EXPECT(f, 6, 4, 0, 4, 2);
	special(f, "9.0", NULL);

	f = flank(GAME(REDOUBT, PLUS1) FR);
	EXPECT(f, 5, 2, 1, 1, 0);
	special(f, "9.0", NULL);

	f = flank(GAME(REDOUBT, NONFLANK) FR);
	EXPECT(f, 3, 0, 0, 0, 0);
	special(f, "9.0", NULL);
}
END_TEST

/* ---- 7.4 Cavalry and Flank Attacks ---- */

static void
cavalry(const char *yaml, int stepped, int final)
{
	const struct flank *f = flank(yaml);

	ck_assert_int_eq(f->stepped, stepped);
	ck_assert_int_eq(f->final, final);
	if (stepped > 0)
		special(f, "cavalry", NULL);
}

START_TEST(test_7_4_cavalry_4_is_2)
{
	cavalry(GAME(CLEAR, CPLUS4), 4, 2);
}
END_TEST

START_TEST(test_7_4_cavalry_3_is_1)
{
	cavalry(GAME(CLEAR, CPLUS3), 3, 1);
}
END_TEST

START_TEST(test_7_4_cavalry_2_is_1)
{
	cavalry(GAME(CLEAR, CPLUS2), 2, 1);
}
END_TEST

START_TEST(test_7_4_cavalry_1_is_0)
{
	cavalry(GAME(CLEAR, CPLUS1), 1, 0);
}
END_TEST

/* "Non-flank attacks under these conditions do not provide the attacker
 * with a +1 die roll bonus." */
START_TEST(test_7_4_cavalry_non_flank_is_0)
{
	cavalry(GAME(CLEAR, CNONFLANK), 0, 0);
}
END_TEST

/* "the active attacking unit is a cavalry unit": not infantry attacking
 * cavalry, nor cavalry attacking infantry. */
START_TEST(test_7_4_cavalry_not_when_attacker_infantry)
{
	const struct flank *f;

	f = flank(GAME(CLEAR, CDEFENDER A_N B_S));
	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);

	f = flank(GAME(CLEAR, DEFENDER CA_N B_S));
	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);
}
END_TEST

/* "more than one-half of the total Combat value in the defender's hex":
 * exactly half is not enough. */
START_TEST(test_7_4_cavalry_not_when_half_or_less)
{
	const struct flank *f;

	f = flank(GAME(CLEAR, CAV("Defender", "usa", 2, "0505")
	    INF("Foot", "usa", 2, "0505") CA_N B_S));
	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);

	f = flank(GAME(CLEAR, CAV("Defender", "usa", 3, "0505")
	    INF("Foot", "usa", 2, "0505") CA_N B_S));
	EXPECT(f, 6, 4, 0, 4, 2);
}
END_TEST

/* RULINGS 4: counted before entrenchments. */
START_TEST(test_7_4_cavalry_counted_before_entrenchments)
{
	const struct flank *f;

	/* 3 cavalry of 5 (of 9 with the fort): more than half. */
	f = flank(GAME(CLEAR, CAV("Defender", "usa", 3, "0505")
	    UNIT("Foot", "usa", "infantry", 2, "0505",
	    ", entrenchment: fort") CA_N B_S));
	EXPECT(f, 6, 4, 0, 4, 2);

	/* 3 cavalry of 7 (9 of 13 with the fort): not. */
	f = flank(GAME(CLEAR, UNIT("Defender", "usa", "cavalry", 3, "0505",
	    ", entrenchment: fort") INF("Foot", "usa", 4, "0505") CA_N B_S));
	EXPECT(f, 6, 4, 0, 4, 4);
}
END_TEST

/* "if a Flanks Refused marker is already situated in the defender's hex,
 * or if the defending units occupy a redoubt hex, normal flanks
 * refused/redoubt rules apply instead of the above cavalry rules." */
START_TEST(test_7_4_cavalry_flanks_refused_and_redoubt_take_precedence)
{
	const struct flank *f;

	f = flank(GAME(CLEAR, CPLUS1) FR);
	ck_assert_int_eq(f->final, 1);
	special(f, "7.8", "cavalry");

	f = flank(GAME(CLEAR, CNONFLANK) FR);
	ck_assert_int_eq(f->final, 1);
	special(f, "7.8", "cavalry");

	f = flank(GAME(REDOUBT, CPLUS4));
	ck_assert_int_eq(f->final, 2);
	special(f, "9.0", "cavalry");
}
END_TEST

/* ---- Charts & Tables: Flank Attack Examples ---- */

START_TEST(test_7_4_flank_example_plus4)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS4));

	EXPECT(f, 6, 4, 0, 4, 4);
	special(f, NULL, NULL);
}
END_TEST

START_TEST(test_7_4_flank_example_plus3)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS3));

	WHY(f->reduced_why, "", "", "", "", "", "a");
	EXPECT(f, 6, 4, 1, 3, 3);
}
END_TEST

START_TEST(test_7_4_flank_example_plus2)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS2));

	WHY(f->covered_why, "a", "b", "", "b", "b", "b");
	EXPECT(f, 5, 2, 0, 2, 2);
}
END_TEST

/* "Had a second unit friendly to the defender occupied another covered
 * hex, the final flank bonus would have been reduced to 0." */
START_TEST(test_7_4_flank_example_plus1)
{
	const struct flank *f = flank(GAME(CLEAR, PLUS1));

	WHY(f->reduced_why, "", "", "", "", "a", "");
	EXPECT(f, 5, 2, 1, 1, 1);

	f = flank(GAME(CLEAR, PLUS1 INF("Second", "usa", 2, "0404")));
	EXPECT(f, 5, 2, 2, 0, 0);
}
END_TEST

/* The example's note: the ZOC of units under a quarter of the defender's
 * value does not cover (the +4 fixture, B too weak). */
START_TEST(test_7_4_flank_example_note_quarter)
{
	const struct flank *f = flank(GAME(CLEAR,
	    INF("Defender", "usa", 8, "0505") INF("A", "csa", 4, "0504")
	    INF("B", "csa", 1, "0506")));

	EXPECT(f, 3, 0, 0, 0, 0);
}
END_TEST

/* 7.5 Combat Example: Armstrong in 4510 and Brown in 4611 cover five of
 * Wagner's neighbours (all but 4710); Armstrong's 2 is at least a quarter
 * of Wagner's 7.  Final +2. */
#define EXAMPLE_7_5(armstrong)						\
	GAME("map:\n  terrain: clear\n  hexes:\n    '4610': rough\n",	\
	"  Wagner: {side: usa, type: infantry, size: division, "	\
	"manpower: 7, artillery: 2, tactical: 2, fatigue: 1, "		\
	"hex: '4610'}\n"						\
	"  Brown: {side: csa, type: infantry, size: division, "	\
	"command: [Cheatham], manpower: 8, artillery: 2, tactical: 2, "	\
	"fatigue: 1, hex: '4611'}\n"					\
	"  Armstrong: {side: csa, type: infantry, size: brigade, "	\
	"manpower: " armstrong ", artillery: 0, tactical: 1, "		\
	"fatigue: 1, hex: '4510'}\n")					\
	"leaders:\n  Cheatham: {side: csa, rank: division, "		\
	"leads: Cheatham, tactical: 3, with: Brown}\n"

START_TEST(test_7_5_combat_example_flank)
{
	const struct flank *f;

	f = prepare(EXAMPLE_7_5("2"), "Brown", "4610", ATTACK_HASTY);
	ck_assert_int_eq(hex_neighbour(H("4610"), DIR_NE), H("4710"));
	WHY(f->covered_why, "b", "", "b", "a", "b", "a");
	EXPECT(f, 5, 2, 0, 2, 2);

	/* With 1 Armstrong would be under a quarter of 7: his hex and
	 * 4609, which only he reaches, would not be covered. */
	f = prepare(EXAMPLE_7_5("1"), "Brown", "4610", ATTACK_HASTY);
	WHY(f->covered_why, "q", "", "b", "a", "b", "q");
	EXPECT(f, 3, 0, 0, 0, 0);
}
END_TEST

/* Ridge Combat Example (AIO): Geary in W0533 attacks Cleburne in mountain
 * W0532 along the road: the other five neighbours are covered and reduced
 * by (c); the reduction stops at 3. */
START_TEST(test_7_4_ridge_example_flank)
{
	const struct flank *f = prepare(GAME("map:\n  terrain: clear\n"
	    "  hexes:\n    W0532: mountain\n"
	    "    W0533: {terrain: clear, name: Dougherty}\n"
	    "  hexsides:\n"
	    "    W0532/W0533: {features: [ridge, road], high: W0533}\n",
	    "  Geary: {side: usa, type: infantry, size: division, "
	    "manpower: 6, artillery: 0, tactical: 2, fatigue: 0, "
	    "hex: W0533}\n"
	    "  Cleburne: {side: csa, type: infantry, size: division, "
	    "manpower: 6, artillery: 0, tactical: 2, fatigue: 0, "
	    "hex: W0532}\n"), "Geary", "W0532", ATTACK_NORMAL);

	WHY(f->covered_why, "c", "c", "bc", "a", "bc", "c");
	WHY(f->reduced_why, "c", "c", "c", "", "c", "c");
	EXPECT(f, 6, 4, 5, 1, 1);
}
END_TEST

/* DESIGN.md section 4: the modifier is the final bonus, rule and all. */
START_TEST(test_7_4_flank_modifier_only_when_positive)
{
	int i, n;

	flank(GAME(CLEAR, PLUS3));
	for (i = n = 0; i < c.nmods; i++)
		if (strcmp(c.mods[i].name, "flank") == 0) {
			ck_assert_int_eq(c.mods[i].value, 3);
			ck_assert_str_eq(c.mods[i].rule, "7.4");
			ck_assert(!c.mods[i].defender);
			n++;
		}
	ck_assert_int_eq(n, 1);

	flank(GAME(CLEAR, PLUS2 INF("F1", "usa", 2, "0604")
	    INF("F2", "usa", 2, "0404")));
	ck_assert_int_eq(c.flank.final, 0);
	for (i = 0; i < c.nmods; i++)
		ck_assert_str_ne(c.mods[i].name, "flank");
}
END_TEST

static Suite *
flank_suite(void)
{
	Suite	*s = suite_create("flank");
	TCase	*tc;

	tc = tcase_create("covered");
	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_7_4_covered_a_occupied);
	tcase_add_test(tc, test_7_4_covered_b_zoc);
	tcase_add_test(tc, test_7_4_covered_b_restricted_zoc_counts);
	tcase_add_test(tc, test_7_4_covered_c_mountain_hex_no_road);
	tcase_add_test(tc, test_7_4_covered_c_defender_in_swamp);
	tcase_add_test(tc, test_7_4_covered_c_provisional_swamp_only_in_rain);
	tcase_add_test(tc, test_7_4_covered_d_river_no_crossing);
	tcase_add_test(tc, test_7_4_covered_d_ford_not_covered);
	tcase_add_test(tc, test_7_4_covered_d_unfordable_ford_covered);
	tcase_add_test(tc, test_7_4_covered_d_rain_creek);
	tcase_add_test(tc, test_7_4_covered_d_destroyed_major_bridge);
	tcase_add_test(tc, test_7_4_covered_d_pontoon_bridge_is_a_bridge);
	tcase_add_test(tc, test_7_4_covered_e_off_map);
	suite_add_tcase(s, tc);

	tc = tcase_create("conditions");
	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_7_4_quarter_rule_one_unit_too_weak);
	tcase_add_test(tc, test_7_4_quarter_rule_units_combine);
	tcase_add_test(tc, test_7_4_quarter_rule_uses_defender_entrenched_value);
	tcase_add_test(tc, test_7_4_quarter_rule_defender_value_capped);
	tcase_add_test(tc, test_7_4_demoralized_attacker_units_do_not_cover);
	suite_add_tcase(s, tc);

	tc = tcase_create("bonus");
	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_7_4_basic_six_is_4);
	tcase_add_test(tc, test_7_4_basic_five_is_2);
	tcase_add_test(tc, test_7_4_four_is_nothing);
	tcase_add_test(tc, test_7_4_reduce_a_defender_friend);
	tcase_add_test(tc, test_7_4_reduce_b_woods_hexside_no_road);
	tcase_add_test(tc, test_7_4_reduce_c);
	tcase_add_test(tc, test_7_4_reduce_d);
	tcase_add_test(tc, test_7_4_reduce_e);
	tcase_add_test(tc, test_7_4_reduce_each_hex_once);
	tcase_add_test(tc, test_7_4_reductions_capped_at_3);
	tcase_add_test(tc, test_7_4_never_below_zero);
	tcase_add_test(tc, test_7_4_flank_modifier_only_when_positive);
	suite_add_tcase(s, tc);

	tc = tcase_create("refused");
	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_7_8_flanks_refused_4_is_2);
	tcase_add_test(tc, test_7_8_flanks_refused_3_is_1);
	tcase_add_test(tc, test_7_8_flanks_refused_2_is_1);
	tcase_add_test(tc, test_7_8_flanks_refused_1_is_1);
	tcase_add_test(tc, test_7_8_flanks_refused_non_flank_is_1);
	tcase_add_test(tc, test_7_8_flanks_refused_elsewhere_no_effect);
	suite_add_tcase(s, tc);

	tc = tcase_create("redoubt");
	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_9_0_redoubt_4_is_2);
	tcase_add_test(tc, test_9_0_redoubt_3_is_1);
	tcase_add_test(tc, test_9_0_redoubt_2_is_1);
	tcase_add_test(tc, test_9_0_redoubt_1_is_0);
	tcase_add_test(tc, test_9_0_redoubt_non_flank_is_0);
	tcase_add_test(tc, test_9_0_redoubt_only_for_its_side);
	tcase_add_test(tc, test_9_0_naval_battery_is_a_csa_redoubt);
	tcase_add_test(tc, test_9_0_breastwork_outside_redoubt_no_flank_effect);
	tcase_add_test(tc, test_9_0_flanks_refused_in_redoubt);
	suite_add_tcase(s, tc);

	tc = tcase_create("cavalry");
	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_7_4_cavalry_4_is_2);
	tcase_add_test(tc, test_7_4_cavalry_3_is_1);
	tcase_add_test(tc, test_7_4_cavalry_2_is_1);
	tcase_add_test(tc, test_7_4_cavalry_1_is_0);
	tcase_add_test(tc, test_7_4_cavalry_non_flank_is_0);
	tcase_add_test(tc, test_7_4_cavalry_not_when_attacker_infantry);
	tcase_add_test(tc, test_7_4_cavalry_not_when_half_or_less);
	tcase_add_test(tc, test_7_4_cavalry_counted_before_entrenchments);
	tcase_add_test(tc,
	    test_7_4_cavalry_flanks_refused_and_redoubt_take_precedence);
	suite_add_tcase(s, tc);

	tc = tcase_create("examples");
	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_7_4_flank_example_plus4);
	tcase_add_test(tc, test_7_4_flank_example_plus3);
	tcase_add_test(tc, test_7_4_flank_example_plus2);
	tcase_add_test(tc, test_7_4_flank_example_plus1);
	tcase_add_test(tc, test_7_4_flank_example_note_quarter);
	tcase_add_test(tc, test_7_5_combat_example_flank);
	tcase_add_test(tc, test_7_4_ridge_example_flank);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(flank_suite)
