/*
 * test_flank.c — the flank attack procedure (7.4): covered hexes (a)-(e),
 * the quarter rule (Flank Bonus Conditions), the basic bonus, reductions
 * (a)-(e) and their cap; then Flanks Refused (7.8), redoubts (9.0) and
 * cavalry against cavalry (7.4); the Charts & Tables' Flank Attack
 * Examples, the 7.5 combat example and the Ridge Combat Example.
 *
 * Unless a test says otherwise the defender stands in 0505, an odd column
 * of a clear map in the standard game, and A attacks it from 0504 with a
 * standalone normal attack (testattack.h).  0505's neighbours, in enum
 * hexdir order:
 *
 *	N 0504   NE 0604   SE 0605   S 0506   SW 0405   NW 0404
 *
 * A in 0504 covers N (a), NE and NW (b).  B in 0506 covers S (a), SE and
 * SW (b): all six (the +4 example).  B in 0406 instead covers S and SW by
 * ZOC but not SE 0605: five (the +2 example).  These are the fixtures of
 * ../shared/cases/7.4-flank-plus*.yaml.
 *
 * A case is a table row: the game; the reason each of the six hexes is
 * covered and is reduced (the letters of the steps, "q" for the quarter
 * rule; NULL where the case does not say); the covered hexes, the basic
 * bonus, the reductions, the bonus after them and the final bonus (ANY
 * where the case does not say); for the special rules (Flanks Refused,
 * redoubts, cavalry), the rule the text must name ("" for none) and one
 * it must not.
 */
#include <string.h>

#include "check_main.h"
#include "module.h"
#include "testattack.h"
#include "zoc.h"

#define FR		"markers: {flanks_refused: ['0505']}\n"

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
/* A 12 against the Defender's 12, with B of mp in 0506. */
#define TWELVE(b)	INF("Defender", "usa", 12, "0505")		\
	INF("A", "csa", 12, "0504") INF("B", "csa", b, "0506")
/* 0505/0605, the SE hexside, with these features. */
#define SE_SIDE(features)	MAPS("    0505/0605: " features "\n")

/* The reasons of the six hexes, N to NW; of SE alone, of S alone. */
#define WHY(n, ne, se, s, sw, nw)	{ n, ne, se, s, sw, nw }
#define ONLY_SE(se)		{ NULL, NULL, se, NULL, NULL, NULL }
#define ONLY_S(s)		{ NULL, NULL, NULL, s, NULL, NULL }
#define NOWHY		{ NULL }
#define NONE_REDUCED	WHY("", "", "", "", "", "")
/* The numbers of the procedure, in order. */
#define NUMS(cov, bas, red, stp, fin)	{ cov, bas, red, stp, fin }
#define NONUMS		NUMS(ANY, ANY, ANY, ANY, ANY)

struct flank_case {
	const char	*yaml;
	const char	*covered[6], *reduced[6];
	int		 n[5];
};

/* A case of a special rule: the game, the numbers, the rule its text
 * must name ("": there is none; NULL: not looked at) and one it must
 * not (or NULL). */
struct special_case {
	const char	*yaml;
	int		 n[5];
	const char	*special, *lacks;
};

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
	struct game	*g = load(yaml);
	int		 st;

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

/* The numbers of the procedure are n's (ANY: not looked at). */
static void
ck_numbers(const struct flank *f, const int n[5])
{
	static const char *const steps[5] = { "covered", "basic",
	    "reductions", "stepped", "final" };
	const int	 got[5] = { f->covered, f->basic, f->reductions,
			    f->stepped, f->final };
	int		 i;

	for (i = 0; i < 5; i++)
		if (n[i] != ANY)
			ck_assert_msg(got[i] == n[i], "%s %d, expected %d",
			    steps[i], got[i], n[i]);
}

/* The flank prepared is the case's. */
static void
ck_flank_is(const struct flank *f, const struct flank_case *k)
{
	static const char *const dirs[6] = { "N", "NE", "SE", "S", "SW",
	    "NW" };
	int i;

	for (i = 0; i < 6; i++) {
		if (k->covered[i] != NULL)
			ck_assert_msg(strcmp(f->covered_why[i],
			    k->covered[i]) == 0, "%s covered '%s', expected "
			    "'%s'", dirs[i], f->covered_why[i], k->covered[i]);
		if (k->reduced[i] != NULL)
			ck_assert_msg(strcmp(f->reduced_why[i],
			    k->reduced[i]) == 0, "%s reduced '%s', expected "
			    "'%s'", dirs[i], f->reduced_why[i], k->reduced[i]);
	}
	ck_numbers(f, k->n);
}

/* A attacks 0505 in each case's game. */
static void
ck_flanks(const struct flank_case *k, int n)
{
	int i;

	for (i = 0; i < n; i++)
		ck_flank_is(flank(k[i].yaml), &k[i]);
}

/* The special rule applied names `has` ("": there is none) and not
 * `lacks`. */
static void
ck_special(const struct flank *f, const char *has, const char *lacks)
{
	if (has[0] == '\0') {
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

/* A attacks 0505 in each case's game. */
static void
ck_specials(const struct special_case *k, int n)
{
	const struct flank	*f;
	int			 i;

	for (i = 0; i < n; i++) {
		f = flank(k[i].yaml);
		ck_numbers(f, k[i].n);
		if (k[i].special != NULL)
			ck_special(f, k[i].special, k[i].lacks);
	}
}

/* ---- Step 1: covered hexes ---- */

/* (a): a hex occupied by a unit friendly to the attacker, the attacking
 * unit itself included.  N holds the attacker, SE holds C; their ZOC add
 * NE, S and NW; SW 0405 is next to neither. */
START_TEST(test_7_4_covered_a_occupied)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, DEFENDER A_N INF("C", "csa", 4, "0605")),
		    WHY("a", "b", "a", "b", "", "b"), NOWHY,
		    NUMS(5, 2, 0, 2, 2) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (b): a hex in the ZOC of a unit friendly to the attacker, even one that
 * is not adjacent to the defender. */
START_TEST(test_7_4_covered_b_zoc)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, PLUS2), WHY("a", "b", "", "b", "b", "b"), NOWHY,
		    NUMS(5, 2, 0, 2, 2) },
	};

	ck_flanks(k, N(k));
	ck_assert(!hex_adjacent(H("0406"), H("0505")));
}
END_TEST

/* (b) "including restricted ZOC": B in a woods hex exerts restricted ZOC
 * into SE 0605 and SW 0405; both are covered (and reduced, 3b). */
START_TEST(test_7_4_covered_b_restricted_zoc_counts)
{
	static const struct flank_case k[] = {
		{ GAME(MAPH("    '0506': woods\n"), PLUS4),
		    WHY("a", "b", "b", "a", "b", "b"),
		    WHY("", "", "b", "", "b", ""), NUMS(6, 4, 2, 2, 2) },
	};

	ck_flanks(k, N(k));
	ck_assert_int_eq(zoc_of_side(t.g, SIDE_CSA, H("0605")),
	    ZOC_RESTRICTED);
	ck_assert_int_eq(zoc_of_side(t.g, SIDE_CSA, H("0405")),
	    ZOC_RESTRICTED);
}
END_TEST

/* (c): a mountain hex not joined to the defender's by road, pike, RR or
 * trail is covered; with a road (or a trail) it is not. */
START_TEST(test_7_4_covered_c_mountain_hex_no_road)
{
#define MOUNTAIN_SE	MAPH("    '0605': mountain\n")
	static const struct flank_case k[] = {
		{ GAME(MOUNTAIN_SE, PLUS2), WHY("a", "b", "c", "b", "b", "b"),
		    WHY("", "", "c", "", "", ""), NUMS(6, 4, 1, 3, 3) },
		{ GAME(MOUNTAIN_SE "  hexsides:\n    0505/0605: [road]\n",
		    PLUS2), ONLY_SE(""), NOWHY, NUMS(5, 2, 0, 2, 2) },
		{ GAME(MOUNTAIN_SE "  hexsides:\n    0505/0605: [trail]\n",
		    PLUS2), ONLY_SE(""), NOWHY, NUMS(5, 2, 0, 2, 2) },
	};
#undef MOUNTAIN_SE

	ck_flanks(k, N(k));
}
END_TEST

/* (c): "or the defender's hex is a mountain or swamp hex": every
 * neighbour but the one the road joins is covered, and reduced; (c)
 * "including provisional swamps in a rain turn": rough otherwise. */
#define SWAMP(terrain)	MAPH("    '0505': " terrain "\n")		\
	"  hexsides:\n    0504/0505: [road]\n"
#define IN_SWAMP	WHY("a", "bc", "c", "c", "c", "bc"),		\
	WHY("", "c", "c", "c", "c", "c"), NUMS(6, 4, 5, 1, 1)

START_TEST(test_7_4_covered_c_defender_in_swamp)
{
	static const struct flank_case k[] = {
		{ GAME(SWAMP("swamp"), NONFLANK), IN_SWAMP },
	};

	ck_flanks(k, N(k));
}
END_TEST

START_TEST(test_7_4_covered_c_provisional_swamp_only_in_rain)
{
	static const struct flank_case k[] = {
		{ GAME(SWAMP("provisional-swamp"), NONFLANK),
		    WHY("a", "b", "", "", "", "b"), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
		{ RAIN(SWAMP("provisional-swamp"), NONFLANK), IN_SWAMP },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (d): a major or minor river hexside with no bridge, dam, ferry or
 * ford; a road alone does not cross a river. */
#define SE_BY_D		WHY("a", "b", "d", "b", "b", "b"),		\
	WHY("", "", "d", "", "", ""), NUMS(6, 4, 1, 3, 3)

START_TEST(test_7_4_covered_d_river_no_crossing)
{
	static const struct flank_case k[] = {
		{ GAME(SE_SIDE("[minor-river]"), PLUS2), SE_BY_D },
		{ GAME(SE_SIDE("[major-river]"), PLUS2), ONLY_SE("d"), NOWHY,
		    NUMS(6, 4, 1, 3, 3) },
		{ GAME(SE_SIDE("[minor-river, road]"), PLUS2), ONLY_SE("d"),
		    NOWHY, NONUMS },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (d): a ford, bridge, ferry or dam leaves the hex uncovered. */
#define SE_OPEN(game)	{ game, ONLY_SE(""), NOWHY, NUMS(5, 2, 0, 2, 2) }

START_TEST(test_7_4_covered_d_ford_not_covered)
{
	static const struct flank_case k[] = {
		SE_OPEN(GAME(SE_SIDE("[minor-river, ford]"), PLUS2)),
		SE_OPEN(GAME(SE_SIDE("[major-river, ford]"), PLUS2)),
		SE_OPEN(GAME(SE_SIDE("[minor-river, bridge]"), PLUS2)),
		SE_OPEN(GAME(SE_SIDE("[major-river, ferry]"), PLUS2)),
		SE_OPEN(GAME(SE_SIDE("[major-river, dam]"), PLUS2)),
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (d) exception: "in a turn when a river is unfordable, a hex is covered
 * if it is separated from the defender by a ford hexside over such a
 * river" — and only that river's: the minor rivers' marker says nothing
 * of a major river; a marker in a past turn's box is off (12.0); RULINGS
 * 6: rain alone does not make a ford cover. */
START_TEST(test_7_4_covered_d_unfordable_ford_covered)
{
	static const struct flank_case k[] = {
		{ GAME(SE_SIDE("[minor-river, ford]"), PLUS2)
		    "unfordable: {minor: 1, major: 0}\n", SE_BY_D },
		{ GAME(SE_SIDE("[major-river, ford]"), PLUS2)
		    "unfordable: {minor: 0, major: 2}\n", ONLY_SE("d"), NOWHY,
		    NONUMS },
		SE_OPEN(GAME(SE_SIDE("[major-river, ford]"), PLUS2)
		    "unfordable: {minor: 3, major: 0}\n"),
		{ TG_STD "turn: 2\nrain: false\n"
		    SE_SIDE("[minor-river, ford]") "units:\n" PLUS2
		    "unfordable: {minor: 1, major: 0}\n", ONLY_SE(""), NOWHY,
		    NONUMS },
		SE_OPEN(RAIN(SE_SIDE("[minor-river, ford]"), PLUS2)),
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (d) exception: "in a rain turn, a hex is covered if it is separated
 * from the defender by a creek hexside untraversed by a road, pike,
 * trail or RR". */
START_TEST(test_7_4_covered_d_rain_creek)
{
	static const struct flank_case k[] = {
		{ RAIN(SE_SIDE("[creek]"), PLUS2), SE_BY_D },
		SE_OPEN(GAME(SE_SIDE("[creek]"), PLUS2)),
		{ RAIN(SE_SIDE("[creek, road]"), PLUS2), ONLY_SE(""), NOWHY,
		    NONUMS },
		{ RAIN(SE_SIDE("[creek, pike]"), PLUS2), ONLY_SE(""), NOWHY,
		    NONUMS },
		{ RAIN(SE_SIDE("[creek, trail]"), PLUS2), ONLY_SE(""), NOWHY,
		    NONUMS },
		{ RAIN(SE_SIDE("[creek, railroad]"), PLUS2), ONLY_SE(""), NOWHY,
		    NONUMS },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (d), 10.2: a destroyed bridge over a major river leaves no crossing;
 * over a minor river it leaves a ford, which does not cover (RULINGS 6)
 * — a ford that covers while the minor river is unfordable.  A
 * destroyed major-river ferry leaves nothing in the standard rules. */
#define DESTROYED	"markers: {destroyed: [0505/0605]}\n"

START_TEST(test_7_4_covered_d_destroyed_major_bridge)
{
	static const struct flank_case k[] = {
		{ GAME(SE_SIDE("[major-river, bridge]"), PLUS2) DESTROYED,
		    WHY("a", "b", "d", "b", "b", "b"), NOWHY,
		    NUMS(6, 4, 1, 3, 3) },
		{ GAME(SE_SIDE("[major-river, bridge]"), PLUS2), ONLY_SE(""),
		    NOWHY, NONUMS },
		SE_OPEN(GAME(SE_SIDE("[minor-river, bridge]"), PLUS2)
		    DESTROYED),
		{ GAME(SE_SIDE("[minor-river, bridge]"), PLUS2) DESTROYED
		    "unfordable: {minor: 1, major: 0}\n", ONLY_SE("d"), NOWHY,
		    NONUMS },
		{ GAME(SE_SIDE("[major-river, ferry]"), PLUS2) DESTROYED,
		    ONLY_SE("d"), NOWHY, NONUMS },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* RULINGS 6: a pontoon bridge is a bridge, whoever owns it. */
START_TEST(test_7_4_covered_d_pontoon_bridge_is_a_bridge)
{
	static const struct flank_case k[] = {
		SE_OPEN(GAME(SE_SIDE("[minor-river]"), PLUS2) "markers: "
		    "{pontoon_bridges: [{hexside: 0505/0605, owner: usa}]}\n"),
		SE_OPEN(GAME(SE_SIDE("[major-river]"), PLUS2) "markers: "
		    "{pontoon_bridges: [{hexside: 0505/0605, owner: csa}]}\n"),
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (e): the hypothetical hexes just off the map next to a defender on the
 * map's edge: with the map starting at column 5, SW 0405 and NW 0404.
 * A alone: NW is covered by (e), not by A's ZOC (2.3, 2.4). */
#define FROM_COLUMN_5	"map:\n  terrain: clear\n"			\
	"  bounds: {cols: [5, 20], rows: [1, 20]}\n"

START_TEST(test_7_4_covered_e_off_map)
{
	static const struct flank_case k[] = {
		{ GAME(FROM_COLUMN_5, PLUS4),
		    WHY("a", "b", "b", "a", "e", "e"), NOWHY,
		    NUMS(6, ANY, ANY, ANY, ANY) },
		{ GAME(FROM_COLUMN_5, NONFLANK),
		    WHY("a", "b", "", "", "e", "e"), NOWHY,
		    NUMS(4, 0, ANY, ANY, 0) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* ---- Flank Bonus Conditions: the quarter rule ---- */

/* A covering unit with less than a quarter of the defender's Combat value
 * does not cover; exactly a quarter does.  2 < 12/4: S, SE and SW, which
 * only B reaches, are not covered.  The attacking unit itself is held to
 * the rule too. */
START_TEST(test_7_4_quarter_rule_one_unit_too_weak)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, TWELVE(2)), WHY("a", "b", "q", "q", "q", "b"),
		    NOWHY, NUMS(3, 0, 0, 0, 0) },
		{ GAME(CLEAR, TWELVE(3)), WHY("a", "b", "b", "a", "b", "b"),
		    NOWHY, NUMS(6, 4, 0, 4, 4) },
		{ GAME(CLEAR, INF("Defender", "usa", 12, "0505")
		    INF("A", "csa", 2, "0504") INF("B", "csa", 12, "0506")),
		    WHY("q", "q", "b", "a", "b", "q"), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* "The attacking player's units in different hexes can combine their
 * Combat values ... as long as all of the units are adjacent to the same
 * covered hex": S 0506 (B in it, C next to it) and SW 0405 (next to
 * both): 4; SE 0605, next to B alone: 2, under 3. */
START_TEST(test_7_4_quarter_rule_units_combine)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, TWELVE(2) INF("C", "csa", 2, "0406")),
		    WHY("a", "b", "q", "a", "b", "b"), NOWHY,
		    NUMS(5, 2, 0, 2, 2) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* The quarter is of the defender's value with entrenchments (RULINGS 5):
 * 3 is a quarter of 8 and more, but less than a quarter of 16; the
 * covering units' entrenchments do not count (9.0): B's own fort does
 * not help it reach the quarter; a redoubt the defender benefits from
 * counts (x1.5: 12). */
#define DEFENDER_8(more)						\
	UNIT("Defender", "usa", "infantry", 8, "0505", more)		\
	INF("A", "csa", 8, "0504")

START_TEST(test_7_4_quarter_rule_uses_defender_entrenched_value)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, DEFENDER_8("") INF("B", "csa", 3, "0506")),
		    NOWHY, NOWHY, NUMS(6, 4, 0, 4, 4) },
		{ GAME(CLEAR, DEFENDER_8(", entrenchment: breastwork")
		    INF("B", "csa", 3, "0506")),
		    WHY("a", "b", "q", "q", "q", "b"), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
		{ GAME(CLEAR, DEFENDER_8(", entrenchment: breastwork")
		    UNIT("B", "csa", "infantry", 3, "0506",
		    ", entrenchment: fort")), NOWHY, NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
		{ GAME(REDOUBT, DEFENDER_8("") INF("B", "csa", 2, "0506")),
		    ONLY_S("q"), NOWHY, NONUMS },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* ... "possibly capped by the Maximum Value from Section 7.2": 80 is
 * defended at 70, whose quarter 17½ the 18 reaches (RULINGS 5). */
#define EIGHTY(b)	INF("Defender", "usa", 40, "0505")		\
	INF("Second", "usa", 40, "0505") INF("A", "csa", 20, "0504")	\
	INF("B", "csa", b, "0506")

START_TEST(test_7_4_quarter_rule_defender_value_capped)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, EIGHTY(18)), NOWHY, NOWHY,
		    NUMS(6, 4, 0, 4, 4) },
		{ GAME(CLEAR, EIGHTY(17)), ONLY_S("q"), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
	};

	ck_flanks(k, 1);
	ck_assert_int_eq(c.defend_value, 70 * 4);
	ck_flanks(&k[1], 1);
}
END_TEST

/* "Demoralized units (active or inactive) belonging to the attacker may
 * not contribute in any way to the achievement of a flank attack bonus":
 * an inactive demoralized unit, neither its hex nor its ZOC; the active
 * unit itself, demoralized; nor does its value help others reach the
 * quarter. */
START_TEST(test_7_4_demoralized_attacker_units_do_not_cover)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, DEFENDER A_N UNIT("B", "csa", "infantry", 4,
		    "0506", ", demoralized: 1")),
		    WHY("a", "b", "", "", "", "b"), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
		{ GAME(CLEAR, DEFENDER UNIT("A", "csa", "infantry", 4,
		    "0504", ", demoralized: 2") B_S),
		    WHY("", "", "b", "a", "b", ""), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
		{ GAME(CLEAR, TWELVE(2) UNIT("C", "csa", "infantry", 2,
		    "0406", ", demoralized: 1")),
		    WHY("a", "b", "q", "q", "q", "b"), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* ---- Step 2: the basic flank bonus ---- */

START_TEST(test_7_4_basic_six_is_4)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, PLUS4), WHY("a", "b", "b", "a", "b", "b"),
		    NONE_REDUCED, NUMS(6, 4, 0, 4, 4) },
	};

	ck_flanks(k, N(k));
}
END_TEST

START_TEST(test_7_4_basic_five_is_2)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, PLUS2), NOWHY, NOWHY, NUMS(5, 2, 0, 2, 2) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* "Four or Fewer Covered Hexes — there is no flank bonus": C in 0306
 * covers SW 0405 only. */
START_TEST(test_7_4_four_is_nothing)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, DEFENDER A_N INF("C", "csa", 4, "0306")),
		    WHY("a", "b", "", "", "b", "b"), NOWHY,
		    NUMS(4, 0, 0, 0, 0) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* ---- Step 3: reductions ---- */

/* (a): a covered hex occupied by an undemoralized unit friendly to the
 * defender; a demoralized one does not reduce. */
START_TEST(test_7_4_reduce_a_defender_friend)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, PLUS4 FRIEND("0604")), NOWHY,
		    WHY("", "a", "", "", "", ""), NUMS(6, 4, 1, 3, 3) },
		{ GAME(CLEAR, PLUS4 UNIT("Friend", "usa", "infantry", 2,
		    "0604", ", demoralized: 1")), NOWHY, NONE_REDUCED,
		    NUMS(6, 4, 0, 4, 4) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (b): an unoccupied covered hex separated from every adjacent unit of the
 * attacker by woods or loess hexsides with no road.  B in woods 0506 is
 * the only attacking unit next to SE 0605 and SW 0405.  A road across
 * 0506/0605 joins B to SE; so does another unit next to SE across a
 * clear hexside.  Loess hexsides are the same. */
#define B_IN(terrain)	MAPH("    '0506': " terrain "\n")
#define SE_JOINED	NOWHY, WHY("", "", "", "", "b", ""),		\
	NUMS(6, 4, 1, 3, 3)
#define B_CUT_OFF	NOWHY, WHY("", "", "b", "", "b", ""),		\
	NUMS(6, 4, 2, 2, 2)

START_TEST(test_7_4_reduce_b_woods_hexside_no_road)
{
	static const struct flank_case k[] = {
		{ GAME(B_IN("woods"), PLUS4), B_CUT_OFF },
		{ GAME(B_IN("woods") "  hexsides:\n    0506/0605: [road]\n",
		    PLUS4), SE_JOINED },
		{ GAME(B_IN("woods"), PLUS4 INF("C", "csa", 4, "0705")),
		    SE_JOINED },
		{ GAME(B_IN("loess"), PLUS4), B_CUT_OFF },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (c): a covered mountain or swamp hex not joined by road — even when it
 * is also covered by (a). */
#define SE_BY_C		WHY("", "", "c", "", "", ""), NUMS(6, 4, 1, 3, 3)

START_TEST(test_7_4_reduce_c)
{
	static const struct flank_case k[] = {
		{ GAME(MAPH("    '0605': mountain\n"), PLUS4
		    INF("C", "csa", 4, "0605")), ONLY_SE("ac"), SE_BY_C },
		{ GAME(MAPH("    '0605': swamp\n"), PLUS4), NOWHY, SE_BY_C },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (d): a covered hex across a river with no crossing — even when it is
 * also in the attacker's ZOC from elsewhere. */
START_TEST(test_7_4_reduce_d)
{
	static const struct flank_case k[] = {
		{ GAME(SE_SIDE("[minor-river]"), PLUS4), ONLY_SE("bd"),
		    WHY("", "", "d", "", "", ""), NUMS(6, 4, 1, 3, 3) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* (e): the off-map hexes.  The map starts at row 5: N 0504, NE 0604 and
 * NW 0404 are off it; A in 0506 covers the other three. */
START_TEST(test_7_4_reduce_e)
{
	static const struct flank_case k[] = {
		{ GAME("map:\n  terrain: clear\n"
		    "  bounds: {cols: [1, 20], rows: [5, 20]}\n",
		    DEFENDER INF("A", "csa", 4, "0506")),
		    WHY("e", "e", "b", "a", "b", "e"),
		    WHY("e", "e", "", "", "", "e"), NUMS(6, 4, 3, 1, 1) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* "Each of the six hexes ... may be counted only once in this step even
 * if it fulfills more than one of the above conditions." */
START_TEST(test_7_4_reduce_each_hex_once)
{
	static const struct flank_case k[] = {
		{ GAME(SE_SIDE("[minor-river]"), PLUS4 FRIEND("0605")), NOWHY,
		    WHY("", "", "ad", "", "", ""), NUMS(6, 4, 1, 3, 3) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* "The maximum reduction ... is -3": six covered, four reduced, +1.
 * "The final flank bonus may never be less than 0": five covered, three
 * reduced. */
#define F(n, hex)	INF("F" #n, "usa", 2, hex)

START_TEST(test_7_4_reductions_capped_at_3)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, PLUS4 F(1, "0604") F(2, "0404") F(3, "0605")
		    F(4, "0405")), NOWHY, WHY("", "a", "a", "", "a", "a"),
		    NUMS(6, 4, 4, 1, 1) },
	};

	ck_flanks(k, N(k));
}
END_TEST

START_TEST(test_7_4_never_below_zero)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, PLUS2 F(1, "0604") F(2, "0404") F(3, "0405")),
		    NOWHY, NOWHY, NUMS(5, 2, 3, 0, 0) },
	};

	ck_flanks(k, N(k));
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

	flank(GAME(CLEAR, PLUS2 F(1, "0604") F(2, "0404")));
	ck_assert_int_eq(c.flank.final, 0);
	for (i = 0; i < c.nmods; i++)
		ck_assert_str_ne(c.mods[i].name, "flank");
}
END_TEST

/* ---- 7.8 Flanks Refused, 9.0 redoubts, 7.4 cavalry against cavalry ---- */

/*
 * A special rule's steps: the game; the bonus after reductions and the
 * final one; the rule its text must name (NULL: not looked at).
 */
struct special_step {
	const char	*yaml;
	int		 stepped, final;
	const char	*names;
};

/* Each step, the text naming `names` and not `lacks`, the flank
 * modifier's rule `rule` (or NULL: not looked at). */
static void
ck_special_step(const struct special_step *k, const char *lacks,
    const char *rule)
{
	const struct special_case want = { k->yaml,
	    NUMS(ANY, ANY, ANY, k->stepped, k->final), k->names, lacks };
	int i;

	ck_specials(&want, 1);
	for (i = 0; rule != NULL && i < c.nmods; i++)
		if (strcmp(c.mods[i].name, "flank") == 0)
			ck_assert_str_eq(c.mods[i].rule, rule);
}

/* 7.8: 4 is 2, 3 is 1, 2 is 1, 1 is 1; "All non-flank attacks always
 * provide the attacker with a +1 die roll bonus." */
static const struct special_step flanks_refused[] = {
	{ GAME(CLEAR, PLUS4) FR, 4, 2, "7.8" },
	{ GAME(CLEAR, PLUS3) FR, 3, 1, "7.8" },
	{ GAME(CLEAR, PLUS2) FR, 2, 1, "7.8" },
	{ GAME(CLEAR, PLUS1) FR, 1, 1, "7.8" },
	{ GAME(CLEAR, NONFLANK) FR, 0, 1, "7.8" },
};

START_TEST(test_7_8_flanks_refused_table)
{
	ck_special_step(&flanks_refused[_i], "9.0", "7.4, 7.8");
}
END_TEST

/* The marker works only in its own hex. */
START_TEST(test_7_8_flanks_refused_elsewhere_no_effect)
{
	static const struct special_case k[] = {
		{ GAME(CLEAR, PLUS4) "markers: {flanks_refused: ['0504']}\n",
		    NUMS(6, 4, 0, 4, 4), "", NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* 9.0 Flank Attacks Against Redoubt Hexes: 4 is 2, 3 is 1, 2 is 1, 1 is
 * 0; "Unlike Flanks Refused markers, non-flank attacks against redoubt
 * hexes do not provide the attacking player a +1 die roll bonus." */
static const struct special_step redoubts[] = {
	{ GAME(REDOUBT, PLUS4), 4, 2, "9.0" },
	{ GAME(REDOUBT, PLUS3), 3, 1, "9.0" },
	{ GAME(REDOUBT, PLUS2), 2, 1, "9.0" },
	{ GAME(REDOUBT, PLUS1), 1, 0, "9.0" },
	{ GAME(REDOUBT, NONFLANK), 0, 0, "9.0" },
};

START_TEST(test_9_0_redoubt_table)
{
	ck_special_step(&redoubts[_i], NULL, "7.4, 9.0");
}
END_TEST

/* Only units "eligible to receive defensive benefits from that hex": a
 * Confederate redoubt does nothing for a Union defender. */
START_TEST(test_9_0_redoubt_only_for_its_side)
{
	static const struct special_case k[] = {
		{ GAME(MAPH("    '0505': {terrain: clear, features: "
		    "[redoubt]}\n"), PLUS4), NUMS(6, 4, 0, 4, 4), "", NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* "All Naval Batteries printed on the maps are considered to also contain
 * a Confederate redoubt." */
#define NAVAL_BATTERY	MAPH("    '0505': {terrain: clear, features: "	\
	"[naval-battery]}\n")

START_TEST(test_9_0_naval_battery_is_a_csa_redoubt)
{
	static const struct special_case k[] = {
		{ GAME(NAVAL_BATTERY, INF("Defender", "csa", 4, "0505")
		    INF("A", "usa", 4, "0504") INF("B", "usa", 4, "0506")),
		    NUMS(6, 4, 0, 4, 2), "9.0", NULL },
		{ GAME(NAVAL_BATTERY, PLUS4), NUMS(6, 4, 0, 4, 4), "", NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* "Defending units situated under Breastwork or Fort markers in redoubt
 * hexes retain the redoubts' capabilities"; elsewhere they do not. */
#define DEFENDER_UNDER(marker)	UNIT("Defender", "usa", "infantry", 4,	\
	"0505", ", entrenchment: " marker) A_N B_S

START_TEST(test_9_0_breastwork_outside_redoubt_no_flank_effect)
{
	static const struct special_case k[] = {
		{ GAME(CLEAR, DEFENDER_UNDER("breastwork")),
		    NUMS(6, 4, 0, 4, 4), "", NULL },
		{ GAME(REDOUBT, DEFENDER_UNDER("fort")),
		    NUMS(6, 4, 0, 4, 2), "9.0", NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* RULINGS 3: Flanks Refused in a redoubt: the redoubt's table, and no +1
 * for a non-flank attack. */
START_TEST(test_9_0_flanks_refused_in_redoubt)
{
	static const struct special_case k[] = {
		{ GAME(REDOUBT, PLUS4) FR, NUMS(6, 4, 0, 4, 2), "9.0", NULL },
		{ GAME(REDOUBT, PLUS1) FR, NUMS(5, 2, 1, 1, 0), "9.0", NULL },
		{ GAME(REDOUBT, NONFLANK) FR, NUMS(3, 0, 0, 0, 0), "9.0",
		    NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* 7.4 Cavalry and Flank Attacks: 4 is 2, 3 is 1, 2 is 1, 1 is 0;
 * "Non-flank attacks under these conditions do not provide the attacker
 * with a +1 die roll bonus." */
static const struct special_step cavalry[] = {
	{ GAME(CLEAR, CPLUS4), 4, 2, "cavalry" },
	{ GAME(CLEAR, CPLUS3), 3, 1, "cavalry" },
	{ GAME(CLEAR, CPLUS2), 2, 1, "cavalry" },
	{ GAME(CLEAR, CPLUS1), 1, 0, "cavalry" },
	{ GAME(CLEAR, CNONFLANK), 0, 0, NULL },
};

START_TEST(test_7_4_cavalry_table)
{
	ck_special_step(&cavalry[_i], NULL, NULL);
}
END_TEST

/* "the active attacking unit is a cavalry unit": not infantry attacking
 * cavalry, nor cavalry attacking infantry. */
START_TEST(test_7_4_cavalry_not_when_attacker_infantry)
{
	static const struct special_case k[] = {
		{ GAME(CLEAR, CDEFENDER A_N B_S), NUMS(6, 4, 0, 4, 4), "",
		    NULL },
		{ GAME(CLEAR, DEFENDER CA_N B_S), NUMS(6, 4, 0, 4, 4), "",
		    NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* "more than one-half of the total Combat value in the defender's hex":
 * exactly half is not enough. */
#define CAVALRY_AND_FOOT(cavalry)	CAV("Defender", "usa", cavalry,	\
	"0505") INF("Foot", "usa", 2, "0505") CA_N B_S

START_TEST(test_7_4_cavalry_not_when_half_or_less)
{
	static const struct special_case k[] = {
		{ GAME(CLEAR, CAVALRY_AND_FOOT(2)), NUMS(6, 4, 0, 4, 4), "",
		    NULL },
		{ GAME(CLEAR, CAVALRY_AND_FOOT(3)), NUMS(6, 4, 0, 4, 2), NULL,
		    NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* RULINGS 4: counted before entrenchments: 3 cavalry of 5 (of 9 with the
 * fort): more than half; 3 cavalry of 7 (9 of 13 with the fort): not. */
START_TEST(test_7_4_cavalry_counted_before_entrenchments)
{
	static const struct flank_case k[] = {
		{ GAME(CLEAR, CAV("Defender", "usa", 3, "0505")
		    UNIT("Foot", "usa", "infantry", 2, "0505",
		    ", entrenchment: fort") CA_N B_S), NOWHY, NOWHY,
		    NUMS(6, 4, 0, 4, 2) },
		{ GAME(CLEAR, UNIT("Defender", "usa", "cavalry", 3, "0505",
		    ", entrenchment: fort") INF("Foot", "usa", 4, "0505")
		    CA_N B_S), NOWHY, NOWHY, NUMS(6, 4, 0, 4, 4) },
	};

	ck_flanks(k, N(k));
}
END_TEST

/* "if a Flanks Refused marker is already situated in the defender's hex,
 * or if the defending units occupy a redoubt hex, normal flanks
 * refused/redoubt rules apply instead of the above cavalry rules." */
#define FINAL(n)	NUMS(ANY, ANY, ANY, ANY, n)

START_TEST(test_7_4_cavalry_flanks_refused_and_redoubt_take_precedence)
{
	static const struct special_case k[] = {
		{ GAME(CLEAR, CPLUS1) FR, FINAL(1), "7.8", "cavalry" },
		{ GAME(CLEAR, CNONFLANK) FR, FINAL(1), "7.8", "cavalry" },
		{ GAME(REDOUBT, CPLUS4), FINAL(2), "9.0", "cavalry" },
	};

	ck_specials(k, N(k));
}
END_TEST

/* ---- Charts & Tables: Flank Attack Examples ---- */

START_TEST(test_7_4_flank_example_plus4)
{
	static const struct special_case k[] = {
		{ GAME(CLEAR, PLUS4), NUMS(6, 4, 0, 4, 4), "", NULL },
	};

	ck_specials(k, N(k));
}
END_TEST

/* The +3 and +2 examples; "Had a second unit friendly to the defender
 * occupied another covered hex, the final flank bonus would have been
 * reduced to 0"; the example's note: the ZOC of units under a quarter of
 * the defender's value does not cover (the +4 fixture, B too weak). */
static const struct flank_case examples[] = {
	{ GAME(CLEAR, PLUS3), NOWHY, WHY("", "", "", "", "", "a"),
	    NUMS(6, 4, 1, 3, 3) },
	{ GAME(CLEAR, PLUS2), WHY("a", "b", "", "b", "b", "b"), NOWHY,
	    NUMS(5, 2, 0, 2, 2) },
	{ GAME(CLEAR, PLUS1), NOWHY, WHY("", "", "", "", "a", ""),
	    NUMS(5, 2, 1, 1, 1) },
	{ GAME(CLEAR, PLUS1 INF("Second", "usa", 2, "0404")), NOWHY, NOWHY,
	    NUMS(5, 2, 2, 0, 0) },
	{ GAME(CLEAR, INF("Defender", "usa", 8, "0505")
	    INF("A", "csa", 4, "0504") INF("B", "csa", 1, "0506")), NOWHY,
	    NOWHY, NUMS(3, 0, 0, 0, 0) },
};

START_TEST(test_7_4_flank_example_plus3)
{
	ck_flanks(&examples[0], 1);
}
END_TEST

START_TEST(test_7_4_flank_example_plus2)
{
	ck_flanks(&examples[1], 1);
}
END_TEST

START_TEST(test_7_4_flank_example_plus1)
{
	ck_flanks(&examples[2], 2);
}
END_TEST

START_TEST(test_7_4_flank_example_note_quarter)
{
	ck_flanks(&examples[4], 1);
}
END_TEST

/* 7.5 Combat Example: Armstrong in 4510 and Brown in 4611 cover five of
 * Wagner's neighbours (all but 4710); Armstrong's 2 is at least a quarter
 * of Wagner's 7.  Final +2.  With 1 Armstrong would be under a quarter
 * of 7: his hex and 4609, which only he reaches, would not be covered. */
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
	static const struct flank_case k[] = {
		{ EXAMPLE_7_5("2"), WHY("b", "", "b", "a", "b", "a"), NOWHY,
		    NUMS(5, 2, 0, 2, 2) },
		{ EXAMPLE_7_5("1"), WHY("q", "", "b", "a", "b", "q"), NOWHY,
		    NUMS(3, 0, 0, 0, 0) },
	};
	int i;

	for (i = 0; i < N(k); i++) {
		ck_flank_is(prepare(k[i].yaml, "Brown", "4610", ATTACK_HASTY),
		    &k[i]);
		ck_assert_int_eq(hex_neighbour(H("4610"), DIR_NE), H("4710"));
	}
}
END_TEST

/* Ridge Combat Example (AIO): Geary in W0533 attacks Cleburne in mountain
 * W0532 along the road: the other five neighbours are covered and reduced
 * by (c); the reduction stops at 3. */
START_TEST(test_7_4_ridge_example_flank)
{
	static const struct flank_case k = { GAME("map:\n  terrain: clear\n"
	    "  hexes:\n    W0532: mountain\n"
	    "    W0533: {terrain: clear, name: Dougherty}\n"
	    "  hexsides:\n"
	    "    W0532/W0533: {features: [ridge, road], high: W0533}\n",
	    "  Geary: {side: usa, type: infantry, size: division, "
	    "manpower: 6, artillery: 0, tactical: 2, fatigue: 0, "
	    "hex: W0533}\n"
	    "  Cleburne: {side: csa, type: infantry, size: division, "
	    "manpower: 6, artillery: 0, tactical: 2, fatigue: 0, "
	    "hex: W0532}\n"), WHY("c", "c", "bc", "a", "bc", "c"),
	    WHY("c", "c", "c", "", "c", "c"), NUMS(6, 4, 5, 1, 1) };

	ck_flank_is(prepare(k.yaml, "Geary", "W0532", ATTACK_NORMAL), &k);
}
END_TEST

CHECK_SUITE(flank, NULL, teardown, 0,
    CHECK_LOOPS({ test_7_8_flanks_refused_table, N(flanks_refused) },
	{ test_9_0_redoubt_table, N(redoubts) },
	{ test_7_4_cavalry_table, N(cavalry) }))
