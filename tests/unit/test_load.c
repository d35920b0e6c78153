/*
 * test_load.c — the game file (DESIGN.md section 4, contract) and its
 * errors (section 5): every required key, every value checked, each
 * error one line "PROG: FILE:LINE:COL: PATH: message" with status 65,
 * every error of a run reported; unknown keys named with the nearest
 * known key; x- keys carried; the defaults; halves (7.2), split tactical
 * values (7.4), leaders with their units (6.3), pending obligations
 * (7.6), chart overrides (section 6).
 *
 * Most tests are tables of refusals, one row a case: the document, the
 * spot of the error marked '|' (tg_line), the path and the message.
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "fixture_doc.h"
#include "games.h"

#define MAP	TG_CLEAR
/* Brown with the required keys, and more. */
#define BROWN(more) "units:\n  Brown: {side: csa, type: infantry, " \
	"hex: 4611, manpower: 8" more "}\n"
#define WAGNER	"  Wagner: {side: usa, type: infantry, hex: 4610, " \
	"manpower: 5}\n"
/* Brown of Cheatham's division, in 4610. */
#define CHEATHAMS	"  Brown: {side: csa, type: infantry, hex: '4610', " \
	"manpower: 5, command: [Cheatham]}\n"
/* A clear map of turn 1, Cheatham's Brown. */
#define BASE	TG_TURN1 TG_CLEAR "units:\n" CHEATHAMS

/*
 * A document refused with status 65, and the error it gives: the spot
 * marked '|' in `at` (tg_line), the path (NULL: the document's top) and
 * the message.  The one line reported is this error; where the message
 * ends in "...", the one line starts so (long lists of names are not
 * all fixed here).
 */
struct refusal {
	const char	*yaml, *at, *path, *msg;
};

/* r refused; among other errors when `among`. */
static void
refused_as(const struct refusal *r, bool among)
{
	struct tg	 t;
	char		 msg[1024], want[2048];
	const char	*got;
	size_t		 n = strlen(r->msg);
	bool		 start = n >= 3 && strcmp(r->msg + n - 3, "...") == 0;

	snprintf(msg, sizeof(msg), "%.*s", (int)(start ? n - 3 : n), r->msg);
	snprintf(want, sizeof(want), "%s", tg_line(r->yaml, r->at, r->path,
	    "%s", msg));
	ck_assert_msg(tg_load(&t, r->yaml) == NULL, "loaded:\n%s", r->yaml);
	ck_assert_int_eq(t.d.status, ST_DATA);
	got = tg_errors(&t);
	if (among)
		ck_assert_msg(strstr(got, want) != NULL,
		    "\nfixture:\n%sgot:  %swant: %s", r->yaml, got, want);
	else if (start) {
		/* Without the newline. */
		ck_assert_msg(strncmp(got, want, strlen(want) - 1) == 0,
		    "\nfixture:\n%sgot:  %swant: %s", r->yaml, got, want);
		ck_assert_int_eq(tg_nlines(got), 1);
	} else
		ck_assert_msg(strcmp(got, want) == 0,
		    "\nfixture:\n%sgot:  %swant: %s", r->yaml, got, want);
	tg_done(&t);
}

/* Each of the n refusals of r. */
static void
refused(const struct refusal *r, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		refused_as(&r[i], false);
}

#define REFUSED(r)	refused((r), sizeof(r) / sizeof((r)[0]))

/* One document refused with exactly this one line. */
static void
bad(const char *yaml, const char *at, const char *path, const char *msg)
{
	const struct refusal r = { yaml, at, path, msg };

	refused_as(&r, false);
}

/* One document refused with exactly the n lines of want, each a line's
 * start up to any hint. */
static void
refused_lines(const char *yaml, const char *const *want, int n)
{
	struct tg t;

	ck_assert_ptr_null(tg_load(&t, yaml));
	doc_lines(tg_errors(&t), want, n, n);
	tg_done(&t);
}

/* The document must load cleanly. */
static struct game *
good(struct tg *t, const char *yaml)
{
	struct game *g = tg_load_ok(t, yaml);

	ck_assert_int_eq(t->d.count, 0);
	return g;
}

/* The document must load cleanly; nothing more is asked of it. */
static void
loads(const char *yaml)
{
	struct tg t;

	good(&t, yaml);
	tg_done(&t);
}

#define H(g, id)	tg_hex((g), (id))

/* DESIGN.md 4: gcacw and game head every file. */
START_TEST(test_dsgn4_required_top_keys)
{
	static const struct refusal r[] = {
		{ "game: standard\n" MAP, "|game", NULL,
		  "`gcacw` is required (the format version, 1)" },
		{ "gcacw: 1\n" MAP, "|gcacw", NULL,
		  "`game` is required (standard, siv or sjw)" },
		/* A document that is not a mapping at all. */
		{ "[gcacw, 1]\n", "|[", NULL, "a game file is a mapping "
		  "(gcacw: 1, game: ..., units: ...)" },
		{ "---\n", "---\n|", NULL, "a game file is a mapping "
		  "(gcacw: 1, game: ..., units: ...)" },
	};

	REFUSED(r);
}
END_TEST

/* DESIGN.md 4: "Required for every unit: side, type, manpower, hex
 * (while in play)". */
START_TEST(test_dsgn4_required_unit_keys)
{
	static const struct refusal r[] = {
		{ TG_STD MAP "units:\n  Brown: {type: infantry, hex: 4611, "
		  "manpower: 8}\n", "Brown: |{", "units.Brown",
		  "`side` is required (csa or usa)" },
		{ TG_STD MAP "units:\n  Brown: {side: csa, hex: 4611, "
		  "manpower: 8}\n", "Brown: |{", "units.Brown",
		  "`type` is required (infantry, cavalry, artillery or "
		  "wagon)" },
		{ TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
		  "hex: 4611}\n", "Brown: |{", "units.Brown",
		  "`manpower` is required (its Manpower value)" },
		{ TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
		  "manpower: 8}\n", "Brown: |{", "units.Brown",
		  "`hex` is required (where the unit is; a unit out of play "
		  "has `status` instead)" },
	};

	REFUSED(r);
}
END_TEST

/* Leaders need a side, a rank and a unit to be with (2.2, 6.3); the
 * generator needs its seed; a pontoon bridge its hexside and owner. */
START_TEST(test_dsgn4_required_other_keys)
{
	static const struct refusal r[] = {
		{ TG_STD MAP BROWN("") "leaders:\n  Jackson: {rank: district, "
		  "with: Brown}\n", "Jackson: |{", "leaders.Jackson",
		  "`side` is required (csa or usa)" },
		/* 2.2: the rank decides what a leader may do; never
		 * assumed. */
		{ TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, "
		  "with: Brown}\n", "Jackson: |{", "leaders.Jackson",
		  "`rank` is required (army, district, corps or division "
		  "(2.2))" },
		{ TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, "
		  "rank: district}\n", "Jackson: |{", "leaders.Jackson",
		  "`with` is required: a leader is always stacked with a "
		  "subordinate unit (2.2, 6.3)" },
		{ TG_STD MAP "rng: {draws: 3}\n", "rng: |{", "rng",
		  "`seed` is required (the generator's seed)" },
		{ TG_STD "map:\n  terrain: clear\n  hexsides: {4610/4611: "
		  "[major-river]}\nmarkers:\n  pontoon_bridges:\n"
		  "    - {owner: usa}\n", "- |{owner",
		  "markers.pontoon_bridges[0]",
		  "`hexside` is required (the river hexside bridged)" },
		{ TG_STD "map:\n  terrain: clear\n  hexsides: {4610/4611: "
		  "[major-river]}\nmarkers:\n  pontoon_bridges:\n"
		  "    - {hexside: 4610/4611}\n", "- |{hexside",
		  "markers.pontoon_bridges[0]",
		  "`owner` is required (the side that built it, 10.2)" },
	};

	REFUSED(r);
}
END_TEST

/* DESIGN.md 5: "units.Brown.fatigue: 7 is out of range 0..4". */
START_TEST(test_dsgn5_out_of_range)
{
	static const struct {
		const char *more, *at, *field, *msg;
	} c[] = {
		{ ", fatigue: 7", "fatigue: |7", "fatigue",
		  "7 is out of range 0..4" },
		{ ", fatigue: -1", "fatigue: |-1", "fatigue",
		  "-1 is out of range 0..4" },
		{ ", demoralized: 3", "demoralized: |3", "demoralized",
		  "3 is out of range 0..2" },
		{ ", manpower: -1", "manpower: |-1", "manpower",
		  "-1 is out of range 0..999" },
		{ ", artillery: -2", "artillery: |-2", "artillery",
		  "-2 is out of range 0..99" },
	};
	static const struct refusal r[] = {
		{ TG_STD "turn: 0\n" MAP, "turn: |0", "turn",
		  "0 is out of range 1..9999" },
		{ TG_STD MAP "dice: [4, 7]\n", "4, |7", "dice[1]",
		  "7 is out of range 1..6" },
		{ TG_STD MAP "dice: [0]\n", "[|0", "dice[0]",
		  "0 is out of range 1..6" },
		{ TG_STD "rain_turns: [1, 0]\n" MAP, "1, |0", "rain_turns[1]",
		  "0 is out of range 1..9999" },
		{ TG_STD "unfordable: {minor: -1, major: 0}\n" MAP,
		  "minor: |-1", "unfordable.minor",
		  "-1 is out of range 0..9999" },
		{ TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, "
		  "rank: district, command: 100, with: Brown}\n",
		  "command: |100", "leaders.Jackson.command",
		  "100 is out of range 0..99" },
		{ TG_STD MAP "ledger: {routs: {usa: -1}}\n", "usa: |-1",
		  "ledger.routs.usa", "-1 is out of range 0..100000" },
		{ TG_STD "gcacw: 1\n" MAP, "\n|gcacw", "gcacw",
		  "duplicate key (first at line 1)" },
	};
	char	yaml[512], path[64];
	size_t	i;

	/* A repeated manpower would be a duplicate key: build Brown anew. */
	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		if (strstr(c[i].more, "manpower") != NULL)
			snprintf(yaml, sizeof(yaml), TG_STD MAP "units:\n"
			    "  Brown: {side: csa, type: infantry, hex: 4611"
			    "%s}\n", c[i].more);
		else
			snprintf(yaml, sizeof(yaml), TG_STD MAP BROWN("%s"),
			    c[i].more);
		snprintf(path, sizeof(path), "units.Brown.%s", c[i].field);
		bad(yaml, c[i].at, path, c[i].msg);
	}
	REFUSED(r);
}
END_TEST

/* Values of the wrong kind: each named for what was expected. */
START_TEST(test_dsgn5_wrong_type)
{
	static const struct refusal r[] = {
		{ TG_STD MAP BROWN(", fatigue: two"), "fatigue: |two",
		  "units.Brown.fatigue", "'two' is not a whole number" },
		{ TG_STD MAP BROWN(", fatigue: 1.5"), "fatigue: |1.5",
		  "units.Brown.fatigue", "'1.5' is not a whole number" },
		{ TG_STD MAP BROWN(", fatigue: [1]"), "fatigue: |[1]",
		  "units.Brown.fatigue",
		  "expected a whole number, got a list" },
		{ TG_STD MAP BROWN(", disorganized: maybe"),
		  "disorganized: |maybe", "units.Brown.disorganized",
		  "'maybe' is not true or false" },
		{ TG_STD MAP BROWN(", exhausted: 1"), "exhausted: |1",
		  "units.Brown.exhausted", "'1' is not true or false" },
		{ TG_STD MAP BROWN(", combat: abc"), "combat: |abc",
		  "units.Brown.combat", "'abc' is not a combat value (a "
		  "whole number, or one and a half: 0.5, 2.5)" },
		{ TG_STD MAP BROWN(", combat: 1.25"), "combat: |1.25",
		  "units.Brown.combat", "'1.25' is not a combat value (a "
		  "whole number, or one and a half: 0.5, 2.5)" },
		{ TG_STD MAP BROWN(", combat: -0.5"), "combat: |-0.5",
		  "units.Brown.combat", "'-0.5' is not a combat value (a "
		  "whole number, or one and a half: 0.5, 2.5)" },
		{ TG_STD MAP BROWN(", tactical: 5/x"), "tactical: |5/x",
		  "units.Brown.tactical", "'5/x' is not a tactical value (a "
		  "number 0..99, or attack/defence as printed, e.g. "
		  "\"5/4\")" },
		{ TG_STD MAP BROWN(", command: {a: 1}"), "command: |{",
		  "units.Brown.command",
		  "expected a list of formations, got a mapping" },
		{ TG_STD "rain: 3\n" MAP, "rain: |3", "rain",
		  "'3' is not true or false" },
		{ TG_STD "turn: three\n" MAP, "turn: |three", "turn",
		  "'three' is not a whole number" },
		{ TG_STD "scenario: [x]\n" MAP, "scenario: |[", "scenario",
		  "expected text, got a list" },
		{ TG_STD "map: 5\n", "map: |5", "map",
		  "expected a mapping, got a scalar" },
		{ TG_STD MAP "units: [Brown]\n", "units: |[", "units",
		  "expected a mapping of unit names, got a list" },
		{ TG_STD MAP "units:\n  Brown: 8\n", "Brown: |8", "units.Brown",
		  "expected a unit: {side, type, manpower, hex, ...}, got a "
		  "scalar" },
		{ TG_STD MAP "leaders: [x]\n", "leaders: |[", "leaders",
		  "expected a mapping of leader names, got a list" },
		{ TG_STD MAP "markers: [x]\n", "markers: |[", "markers",
		  "expected a mapping, got a list" },
		{ TG_STD MAP "log: {op: march}\n", "log: |{", "log",
		  "expected a list of log entries, got a mapping" },
		{ TG_STD MAP "log:\n  - {op: march}\n  - 5\n", "- |5", "log[1]",
		  "each entry is a mapping" },
		{ TG_STD MAP "pending: [{kind: cavalry-retreat}, [x]]\n",
		  "}, |[", "pending[1]", "each entry is a mapping" },
		{ TG_STD MAP "pending: 5\n", "pending: |5", "pending",
		  "expected a list of pending obligations, got a scalar" },
		{ TG_STD MAP "action: [x]\n", "action: |[", "action",
		  "expected ..." },
		{ TG_STD MAP "dice: 4\n", "dice: |4", "dice",
		  "expected a list of die rolls, got a scalar" },
		{ TG_STD MAP "rng: {seed: -7}\n", "seed: |-7", "rng.seed",
		  "'-7' is not a whole number from 0 to "
		  "18446744073709551615" },
		{ TG_STD MAP "rng: {seed: 18446744073709551616}\n",
		  "seed: |1", "rng.seed", "'18446744073709551616' is not a "
		  "whole number from 0 to 18446744073709551615" },
		{ TG_STD "rain_turns: 3\n" MAP, "rain_turns: |3", "rain_turns",
		  "expected a list of turns, got a scalar" },
		{ TG_STD MAP "ledger: {vp: 3}\n", "vp: |3", "ledger.vp",
		  "expected a list of {turn, side, vp, why}, got a scalar" },
	};

	REFUSED(r);
}
END_TEST

/* Words from fixed lists (DESIGN.md 4). */
START_TEST(test_dsgn4_unknown_words)
{
	static const struct refusal r[] = {
		{ TG_STD MAP "units:\n  Brown: {side: rebel, type: infantry, "
		  "hex: 4611, manpower: 8}\n", "side: |rebel",
		  "units.Brown.side", "'rebel' is not one of: csa, usa" },
		{ TG_STD MAP "units:\n  Brown: {side: csa, type: dragoon, "
		  "hex: 4611, manpower: 8}\n", "type: |dragoon",
		  "units.Brown.type", "'dragoon' is not one of: infantry, "
		  "cavalry, artillery, wagon" },
		{ TG_STD MAP BROWN(", size: corps"), "size: |corps",
		  "units.Brown.size", "'corps' is not one of: squadron, "
		  "regiment, brigade, division, demi-division" },
		{ TG_STD MAP BROWN(", entrenchment: trench"),
		  "entrenchment: |trench", "units.Brown.entrenchment",
		  "'trench' is not one of: none, abatis, breastwork-build, "
		  "breastwork, fort-build, fort" },
		{ TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
		  "status: dead, hex: 4611, manpower: 8}\n", "status: |dead",
		  "units.Brown.status", "'dead' is not one of: eliminated, "
		  "surrendered, withdrawn, off-map" },
		{ TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, "
		  "rank: general, with: Brown}\n", "rank: |general",
		  "leaders.Jackson.rank", "'general' is not one of: army, "
		  "district, corps, division" },
		{ TG_STD "map:\n  terrain: forest\n", "terrain: |forest",
		  "map.terrain", "'forest' is not one of: clear, rolling, "
		  "rough, woods, city, swamp, provisional-swamp, hill, "
		  "mountain, loess, water" },
		{ TG_STD "map:\n  hexes:\n    4610: forest\n",
		  "4610: |forest", "map.hexes.4610",
		  "'forest' is not one of: clear, ..." },
		{ TG_STD "map:\n  hexes:\n    4610: {terrain: jungle}\n",
		  "terrain: |jungle", "map.hexes.4610.terrain",
		  "'jungle' is not one of: clear, ..." },
		{ TG_STD "map:\n  hexes:\n    4610: {terrain: city, features: "
		  "[station, castle]}\n", "station, |castle",
		  "map.hexes.4610.features[1]", "unknown hex feature 'castle' "
		  "(one of: village, station, landing, redoubt..." },
		{ TG_STD "map:\n  terrain: clear\n  hexsides:\n    4610/4611: "
		  "[pike, moat]\n", "pike, |moat", "map.hexsides.4610/4611[1]",
		  "unknown hexside feature 'moat' (one of: road, pike, trail, "
		  "railroad..." },
		{ TG_STD "map:\n  terrain: clear\n  hexsides:\n    4610/4611: "
		  "[pike, pike]\n", "pike, |pike", "map.hexsides.4610/4611[1]",
		  "'pike' is listed twice" },
		{ TG_STD "map:\n  terrain: clear\n  hexes:\n    4610: {"
		  "terrain: city, features: [village], redoubt: usa}\n",
		  "redoubt: |usa", "map.hexes.4610.redoubt",
		  "the hex has no redoubt: add redoubt to its features" },
	};

	REFUSED(r);
}
END_TEST

/* DESIGN.md 3: hex ids as printed, CCRR after an optional letter. */
START_TEST(test_dsgn3_bad_hex_ids)
{
	static const struct refusal r[] = {
		{ TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
		  "hex: 46100, manpower: 8}\n", "hex: |46100",
		  "units.Brown.hex", "'46100' is not a hex id: hex ids are "
		  "four digits, column then row: 4710, or N4710 after a "
		  "sheet letter" },
		{ TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
		  "hex: n4610, manpower: 8}\n", "hex: |n4610",
		  "units.Brown.hex", "'n4610' is not a hex id: sheet letters "
		  "are capitals: N4610, not n4610" },
		{ TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
		  "hex: 0010, manpower: 8}\n", "hex: |0010",
		  "units.Brown.hex", "'0010' is not a hex id: hex columns and "
		  "rows are numbered from 01" },
		{ TG_STD "map:\n  hexes:\n    46A0: clear\n", "|46A0",
		  "map.hexes.46A0", "'46A0' is not a hex id: hex ids are four "
		  "digits, column then row: 4710, or N4710 after a sheet "
		  "letter" },
		{ TG_STD MAP "markers: {flanks_refused: [4610, 46x0]}\n",
		  "4610, |46x0", "markers.flanks_refused[1]", "'46x0' is not "
		  "a hex id: hex ids are four digits, column then row: 4710, "
		  "or N4710 after a sheet letter" },
		{ TG_STD MAP "markers: {control: {4610: csa, 99: usa}}\n",
		  "csa, |99", "markers.control.99", "'99' is not a hex id: "
		  "hex ids are four digits, column then row: 4710, or N4710 "
		  "after a sheet letter" },
		{ TG_STD MAP "markers: {control: {4610: rebel}}\n",
		  "4610: |rebel", "markers.control.4610",
		  "'rebel' is not one of: csa, usa" },
	};

	REFUSED(r);
}
END_TEST

/* DESIGN.md 3: "A hexside is named by its two hexes". */
START_TEST(test_dsgn3_hexside_of_non_adjacent_hexes)
{
	static const struct refusal r[] = {
		{ TG_STD "map:\n  terrain: clear\n  hexsides:\n    4610/4612: "
		  "[road]\n", "|4610/4612", "map.hexsides.4610/4612",
		  "'4610/4612' is not a hexside: hexes 4610 and 4612 are not "
		  "adjacent" },
		{ TG_STD "map:\n  terrain: clear\n  hexsides:\n    4610-4611: "
		  "[road]\n", "|4610-4611", "map.hexsides.4610-4611",
		  "'4610-4611' is not a hexside: a hexside is two hex ids "
		  "joined by '/': N3333/N3334" },
		{ TG_STD MAP "markers: {destroyed: [4610/4610]}\n",
		  "[|4610/4610", "markers.destroyed[0]", "'4610/4610' is not "
		  "a hexside: hexes 4610 and 4610 are not adjacent" },
	};

	REFUSED(r);
}
END_TEST

/* SIV 13.0, 27.1 and SJW 22.0: hexes carry their sheet letter. */
START_TEST(test_dsgn3_siv_sjw_sheet_letters_required)
{
	static const struct refusal r[] = {
		{ TG_SIV MAP "units:\n  Jackson's: {side: csa, type: infantry, "
		  "hex: 4611, manpower: 8}\n", "hex: |4611",
		  "units.Jackson's.hex", "'4611' is not a hex id: hex ids on "
		  "this map need a sheet letter: N, M or S" },
		{ TG_SJW MAP "units:\n  Jackson's: {side: csa, type: infantry, "
		  "hex: 2403, manpower: 8}\n", "hex: |2403",
		  "units.Jackson's.hex", "'2403' is not a hex id: hex ids on "
		  "this map need a sheet letter: N or S" },
		{ TG_SIV MAP "units:\n  Jackson's: {side: csa, type: infantry, "
		  "hex: X0101, manpower: 8}\n", "hex: |X0101",
		  "units.Jackson's.hex", "'X0101' is not a hex id: this map "
		  "has no sheet X; its sheets are N, M or S" },
	};

	REFUSED(r);
	loads(TG_SIV MAP "units:\n  Jackson's: {side: csa, type: infantry, "
	    "hex: N3333, manpower: 8}\n");
	/* A standard game takes both. */
	loads(TG_STD MAP "units:\n  A: {side: csa, type: infantry, hex: "
	    "4611, manpower: 8}\n  B: {side: csa, type: infantry, hex: "
	    "W2914, manpower: 8}\n");
}
END_TEST

/* DESIGN.md 4: "a leader `with` a unit of the other side ... is an
 * error"; 6.3. */
START_TEST(test_6_3_leader_with_other_side)
{
	bad(TG_STD MAP BROWN("") WAGNER "leaders:\n  Jackson: {side: csa, "
	    "rank: district, with: Wagner}\n", "with: |Wagner",
	    "leaders.Jackson.with", "Wagner is a usa unit; a leader is with "
	    "a unit of its own side (6.3)");
}
END_TEST

START_TEST(test_6_3_leader_with_unknown_unit)
{
	bad(TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, rank: "
	    "district, with: Nobody}\n", "with: |Nobody",
	    "leaders.Jackson.with", "no unit is named 'Nobody'");
	/* A leader is not a unit to be with. */
	bad(TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, rank: "
	    "district, with: Brown}\n  Ewell: {side: csa, rank: division, "
	    "with: Jackson}\n", "with: |Jackson", "leaders.Ewell.with",
	    "no unit is named 'Jackson'; Jackson is a leader, with Brown");
}
END_TEST

/* 6.3: corps and division leaders "must remain attached to a
 * subordinate unit of their own corps or division" (2.2). */
START_TEST(test_6_3_leader_with_unit_of_own_command)
{
	struct tg t;

	bad(TG_STD MAP BROWN(", command: [Ewell]") "leaders:\n  Jackson: "
	    "{side: csa, rank: division, leads: Jackson, with: Brown}\n",
	    "with: |Brown", "leaders.Jackson.with", "Brown is not in "
	    "Jackson's command Jackson; a leader stays with a subordinate "
	    "unit (6.3)");
	loads(TG_STD MAP BROWN(", command: [Ewell, Jackson]") "leaders:\n"
	    "  Jackson: {side: csa, rank: division, leads: Jackson, "
	    "with: Brown}\n");
	/* A district leader may be with any unit of its side. */
	loads(TG_STD MAP BROWN(", command: Ewell") "leaders:\n  Jackson: "
	    "{side: csa, rank: district, leads: Valley, with: Brown}\n");
	/* A leader out of play is with no unit. */
	bad(TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, rank: "
	    "district, status: eliminated, with: Brown}\n", "with: |Brown",
	    "leaders.Jackson.with", "a leader out of play is with no unit");
	good(&t, TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, "
	    "rank: district, status: eliminated}\n");
	ck_assert_int_eq(t.g->leaders[0].status, US_ELIMINATED);
	ck_assert_int_eq(t.g->leaders[0].with, -1);
	tg_done(&t);
	/* A leader in play is with a unit in play. */
	bad(TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
	    "status: eliminated, manpower: 0}\nleaders:\n  Jackson: {side: "
	    "csa, rank: district, with: Brown}\n", "with: |Brown",
	    "leaders.Jackson.with", "Brown is out of play; a leader in play "
	    "is with a unit in play (6.3)");
}
END_TEST

/*
 * 6.3: a `leads` one slip away from a formation of the unit the leader
 * is with is a misspelling; of several at one slip, the first listed is
 * named.  Cheatham leads "Cheatham" (8 letters: a third of it and one,
 * 3 slips, at most); Brown is of Cheathxx (2 slips), Cheathan and
 * Cheathaz (1 slip each): Cheathan is the nearest, first.
 */
START_TEST(test_6_3_leads_hint_nearest)
{
	bad(TG_TURN1 TG_CLEAR "units:\n  Brown: {side: csa, type: infantry, "
	    "hex: '4610', manpower: 5, command: [Cheathxx, Cheathan, "
	    "Cheathaz]}\nleaders:\n  Cheatham: {side: csa, rank: division, "
	    "leads: Cheatham, with: Brown}\n", "with: |Brown}",
	    "leaders.Cheatham.with", "Brown is not in Cheatham's command "
	    "Cheatham; a leader stays with a subordinate unit (6.3); did you "
	    "mean leads: Cheathan?");
}
END_TEST

/*
 * 6.3 and SIV 5.2 (Select Participants: "artillery units occupying the
 * same hex as the active leader ... even though the artillery units do
 * not belong to the leader's command"): a division leader may stand
 * with an artillery unit of another command; the same leader with an
 * infantry unit of that command is refused.
 */
#define GUNS(type)	TG_TURN1 TG_CLEAR "units:\n  Guns: {side: csa, " \
	"type: " type ", hex: '4610', manpower: 1, command: [Reserve]}\n" \
	"leaders:\n  Cheatham: {side: csa, rank: division, leads: " \
	"Cheatham, with: Guns}\n"

START_TEST(test_6_3_leader_with_artillery_of_any_command)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, GUNS("artillery"));

	ck_assert_int_eq(tg_leader(g, "Cheatham")->with,
	    (int)(tg_unit(g, "Guns") - g->units));
	tg_done(&t);
	bad(GUNS("infantry"), "with: |Guns}", "leaders.Cheatham.with",
	    "Guns is not in Cheatham's command Cheatham; a leader stays "
	    "with a subordinate unit (6.3)");
}
END_TEST

/*
 * DESIGN.md 4: a unit in play has a hex, one out of play a status and
 * the turn it `left`.  An unknown status is the one error: it says
 * neither that the unit is in play (so `left` is not refused) nor that
 * it is out of play (so no hex is required).
 */
START_TEST(test_dsgn4_unit_status_unknown)
{
	bad(BASE "  Gone: {side: csa, type: infantry, manpower: 5, status: "
	    "lost, left: 3}\n", "status: |lost", "units.Gone.status",
	    "'lost' is not one of: eliminated, surrendered, withdrawn, off-map");
}
END_TEST

/* gcacw-file(5) leaders: status "as for units": an unknown one is the
 * leader's one error. */
START_TEST(test_dsgn4_leader_status_unknown)
{
	bad(BASE "leaders:\n  Cheatham: {side: csa, rank: division, status: "
	    "lost, with: Brown}\n", "status: |lost", "leaders.Cheatham.status",
	    "'lost' is not one of: eliminated, surrendered, withdrawn, off-map");
}
END_TEST

/*
 * DESIGN.md 4: "two units with one name ... is an error with the document
 * position".  A second key of the same name is a duplicate key, refused
 * by the YAML layer before the loader sees it; the path names it in
 * full, as every other error does (DESIGN.md 5).
 */
START_TEST(test_dsgn4_two_units_one_name)
{
	static const char yaml[] = TG_STD MAP "units:\n"
	    "  Brown: {side: csa, type: infantry, hex: 4611, manpower: 8}\n"
	    "  Wagner: {side: usa, type: infantry, hex: 4610, manpower: 5}\n"
	    "  Brown: {side: csa, type: cavalry, hex: 4612, manpower: 2}\n";

	bad(yaml, "\n  |Brown: {side: csa, type: cav", "units.Brown",
	    "duplicate key (first at line 5)");
	bad(TG_STD MAP BROWN("") "leaders:\n"
	    "  J: {side: csa, rank: district, with: Brown}\n"
	    "  J: {side: csa, rank: district, with: Brown}\n",
	    "}\n  |J:", "leaders.J", "duplicate key (first at line 7)");
}
END_TEST

START_TEST(test_dsgn5_duplicate_key_path_is_document_path)
{
	bad(TG_STD MAP "units:\n  Brown:\n    side: csa\n    type: "
	    "infantry\n    hex: 4611\n    manpower: 8\n    fatigue: 1\n"
	    "    fatigue: 2\n", "1\n    |fatigue", "units.Brown.fatigue",
	    "duplicate key (first at line 10)");
}
END_TEST

/* DESIGN.md 5: an error is one line, whatever the input holds. */
START_TEST(test_dsgn5_error_is_one_line)
{
	struct tg t;

	bad(TG_STD "\"tu\\nrn\": 2\n" MAP, "|\"tu", NULL,
	    "unknown key 'tu\\nrn'; did you mean 'turn'?");
	/* In a value and in a path, too. */
	ck_assert_ptr_null(tg_load(&t, TG_STD MAP "units:\n  \"Bro\\nwn\": "
	    "{side: \"cs\\na\", type: infantry, hex: 4611, manpower: 8}\n"));
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 1);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "Bro\\nwn"));
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "'cs\\na'"));
	tg_done(&t);
}
END_TEST

/*
 * DESIGN.md 5, hostile input: YAML can smuggle a NUL into a scalar
 * ("\0").  "turn\0x" is not the key turn, nor "csa\0junk" the side csa,
 * nor "A\0x" the unit A: each must be refused, never read as the text
 * before the NUL (and then silently dropped or merged).
 */
START_TEST(test_dsgn5_nul_in_scalar_not_truncated)
{
	static const char *const c[] = {
		TG_STD "\"turn\\0x\": 2\n",
		TG_STD MAP "units:\n  Brown: {side: \"csa\\0junk\", type: "
		"infantry, hex: 4611, manpower: 8}\n",
		TG_STD MAP "units:\n  \"A\\0x\": {side: csa, type: infantry, "
		"hex: 4610, manpower: 3}\n",
		TG_STD "map: {terrain: \"clear\\0\"}\n",
	};
	static const char *const what[] = { "key \"turn\\0x\"",
	    "side \"csa\\0junk\"", "unit name \"A\\0x\"",
	    "terrain \"clear\\0\"" };
	char	loaded[256] = "";
	size_t	i, len = 0;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct tg	 t;
		struct game	*g = tg_load(&t, c[i]);

		if (g != NULL)
			len += (size_t)snprintf(loaded + len,
			    sizeof(loaded) - len, " %s;", what[i]);
		else {
			ck_assert_int_eq(t.d.status, ST_DATA);
			ck_assert_int_eq(tg_nlines(tg_errors(&t)), 1);
		}
		tg_done(&t);
	}
	ck_assert_msg(loaded[0] == '\0', "read as the text before the NUL:%s",
	    loaded);
}
END_TEST

/* DESIGN.md 3: "A hexside is named by its two hexes ... in either
 * order": one hexside, whichever way round, is listed once. */
START_TEST(test_dsgn3_hexside_listed_once)
{
	bad(TG_STD "map:\n  terrain: clear\n  hexsides:\n    4610/4611: "
	    "[road]\n    4611/4610: [pike]\n", "|4611/4610",
	    "map.hexsides.4611/4610", "hexside is listed twice");
}
END_TEST

/* DESIGN.md 4: "A unit in play has no status key"; one that left play
 * has a status and no hex. */
START_TEST(test_dsgn4_unit_out_of_play_has_no_hex)
{
	struct tg	 t;
	struct game	*g;

	bad(TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, "
	    "status: eliminated, hex: 4611, manpower: 0}\n", "hex: |4611",
	    "units.Brown.hex", "a unit with status eliminated is out of play "
	    "and has no hex");
	g = good(&t, TG_STD MAP "units:\n"
	    "  Brown: {side: csa, type: infantry, status: surrendered, "
	    "manpower: 3}\n"
	    "  Ashby: {side: csa, type: cavalry, status: withdrawn, "
	    "manpower: 2}\n"
	    "  Shields: {side: usa, type: infantry, status: eliminated, "
	    "manpower: 0}\n");
	ck_assert_int_eq(g->units[0].status, US_SURRENDERED);
	ck_assert_int_eq(g->units[0].manpower, 3);
	ck_assert_uint_eq(g->units[0].hex, HEX_NONE);
	ck_assert_int_eq(g->units[1].status, US_WITHDRAWN);
	ck_assert_int_eq(g->units[2].status, US_ELIMINATED);
	ck_assert_int_eq(g->units[2].manpower, 0);
	tg_done(&t);
}
END_TEST

/* 7.5: a unit at manpower 0 is eliminated; in play it has 1 or more. */
START_TEST(test_7_5_manpower_zero_in_play)
{
	bad(TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, hex: "
	    "4611, manpower: 0}\n", "manpower: |0", "units.Brown.manpower",
	    "a unit in play has manpower 1 or more; at 0 it is eliminated "
	    "(7.5): give it status: eliminated");
	/* A manpower that is no number is that error alone: it is not 0. */
	bad(TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, hex: "
	    "4611, manpower: four}\n", "manpower: |four",
	    "units.Brown.manpower", "'four' is not a whole number");
}
END_TEST

/* The rain of a game that loads cleanly. */
static bool
rain_of(const char *yaml)
{
	struct tg	t;
	bool		rain = good(&t, yaml)->rain;

	tg_done(&t);
	return rain;
}

/* 12.0 and DESIGN.md 4: "when given, `rain` must agree with" rain_turns. */
START_TEST(test_12_0_rain_agrees_with_rain_turns)
{
	struct tg	 t;
	struct game	*g;

	bad(TG_STD "turn: 3\nrain: true\nrain_turns: [4, 5]\n" MAP,
	    "rain: |true", "rain", "rain is true but rain_turns does not list "
	    "turn 3");
	bad(TG_STD "turn: 4\nrain: false\nrain_turns: [4, 5]\n" MAP,
	    "rain: |false", "rain", "rain is false but rain_turns lists turn "
	    "4");
	/* rain_turns alone says whether this turn is a rain turn. */
	g = good(&t, TG_STD "turn: 5\nrain_turns: [4, 5]\n" MAP);
	ck_assert(g->rain);
	ck_assert(g->has_rain_turns);
	ck_assert_int_eq(g->nrain_turns, 2);
	ck_assert_int_eq(g->rain_turns[1], 5);
	tg_done(&t);
	ck_assert(!rain_of(TG_STD "turn: 6\nrain_turns: [4, 5]\n" MAP));
	ck_assert(rain_of(TG_STD "turn: 4\nrain: true\nrain_turns: [4]\n"
	    MAP));
}
END_TEST

/* DESIGN.md 4: "Scenario names (contract)" for siv and sjw; a standard
 * game takes any name. */
START_TEST(test_dsgn4_scenario_names)
{
	static const struct {
		const char *game, *name;
	} c[] = {
		{ TG_SIV, "kernstown" }, { TG_SIV, "mcdowell" },
		{ TG_SIV, "winchester" },
		{ TG_SIV, "cross-keys-port-republic" },
		{ TG_SIV, "bath" }, { TG_SIV, "new-market" },
		{ TG_SIV, "piedmont" }, { TG_SIV, "valley-campaign" },
		{ TG_SJW, "cedar-mountain" }, { TG_SJW, "lee-vs-pope" },
		{ TG_SJW, "stuarts-raid" }, { TG_SJW, "jacksons-march" },
		{ TG_SJW, "rappahannock-to-bull-run" },
		{ TG_SJW, "rapidan-to-rappahannock" },
		{ TG_SJW, "rapidan-to-manassas" },
		{ TG_STD, "my own game" },
	};
	static const struct refusal r[] = {
		{ TG_SIV "scenario: kernstwn\n", "scenario: |kernstwn",
		  "scenario", "'kernstwn' is not one of: kernstown, "
		  "mcdowell, ..." },
		/* A scenario of the other game is not this game's. */
		{ TG_SJW "scenario: kernstown\n", "scenario: |kernstown",
		  "scenario",
		  "'kernstown' is not one of: cedar-mountain, ..." },
	};
	char		yaml[256];
	struct tg	t;
	size_t		i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		snprintf(yaml, sizeof(yaml), "%sscenario: %s\n", c[i].game,
		    c[i].name);
		ck_assert_str_eq(good(&t, yaml)->scenario, c[i].name);
		tg_done(&t);
	}
	REFUSED(r);
}
END_TEST

/* gcacw-file(5) Values: booleans as YAML 1.1 has them. */
START_TEST(test_dsgn4_booleans)
{
	static const char *const yes[] = { "true", "True", "TRUE", "yes",
	    "Yes", "YES", "on", "On", "ON" };
	static const char *const no[] = { "false", "False", "FALSE", "no",
	    "No", "NO", "off", "Off", "OFF" };
	char	yaml[256];
	size_t	i;

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++) {
		snprintf(yaml, sizeof(yaml), TG_STD "rain: %s\n", yes[i]);
		ck_assert(rain_of(yaml));
		snprintf(yaml, sizeof(yaml), TG_STD "rain: %s\n", no[i]);
		ck_assert(!rain_of(yaml));
	}
	bad(TG_STD "rain: y\n", "rain: |y", "rain", "'y' is not true or "
	    "false");
	bad(TG_STD "rain: tRUE\n", "rain: |tRUE", "rain", "'tRUE' is not "
	    "true or false");
}
END_TEST

/* DESIGN.md 4: game is standard, siv or sjw; the format is version 1. */
START_TEST(test_dsgn4_unknown_game_and_version)
{
	static const struct refusal r[] = {
		{ "gcacw: 1\ngame: aga\n" MAP, "game: |aga", "game",
		  "unknown game 'aga' (standard, siv or sjw)" },
		{ "gcacw: 1\ngame: [siv]\n" MAP, "game: |[", "game",
		  "expected a game, got a list" },
		{ "gcacw: 2\ngame: siv\n" MAP, "gcacw: |2", "gcacw",
		  "format version 2 is not supported; this is gcacw ..." },
		{ "gcacw: 0\ngame: siv\n" MAP, "gcacw: |0", "gcacw",
		  "0 is out of range 1..99" },
	};
	struct tg t;

	REFUSED(r);
	ck_assert_ptr_null(tg_load(&t, "gcacw: 2\ngame: siv\n" MAP));
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), ", which reads version "
	    "1\n"));
	tg_done(&t);
}
END_TEST

/* 10.0: fords, bridges, ferries and dams cross rivers. */
START_TEST(test_10_0_crossing_needs_river)
{
	static const char *const crossing[] = { "ford", "bridge", "ferry",
	    "dam" };
	char	yaml[256];
	size_t	i;

	for (i = 0; i < sizeof(crossing) / sizeof(crossing[0]); i++) {
		snprintf(yaml, sizeof(yaml), TG_STD "map:\n  terrain: clear\n"
		    "  hexsides:\n    4610/4611: [road, %s]\n", crossing[i]);
		bad(yaml, "4610/4611: |[", "map.hexsides.4610/4611", "fords, "
		    "bridges, ferries and dams cross rivers (10.0): add "
		    "minor-river or major-river");
	}
	bad(TG_STD "map:\n  terrain: clear\n  hexsides:\n    4610/4611: "
	    "[minor-river, major-river]\n", "4610/4611: |[",
	    "map.hexsides.4610/4611", "a hexside has a minor or a major "
	    "river, not both");
	bad(TG_STD "map:\n  terrain: clear\n  hexsides:\n    4610/4611: "
	    "[minor-river, ferry, indestructible]\n", "4610/4611: |[",
	    "map.hexsides.4610/4611", "only a bridge is indestructible "
	    "(10.2)");
}
END_TEST

/* A clear map whose hexsides are listed. */
#define SIDES(list)	TG_STD "map:\n  terrain: clear\n  hexsides:\n" list

/* 7.4: a ridge or bluff lies in one of its two hexes (`high`). */
START_TEST(test_7_4_ridge_needs_high_on_the_hexside)
{
	static const struct refusal r[] = {
		{ SIDES("    4610/4611: [ridge]\n"), "4610/4611: |[",
		  "map.hexsides.4610/4611", "a ridge or bluff needs `high`: "
		  "the hex it lies in, so that attacks up and down it are "
		  "known (7.4)" },
		{ SIDES("    4610/4611: {features: [bluff]}\n"),
		  "4610/4611: |{", "map.hexsides.4610/4611", "a ridge or "
		  "bluff needs `high`: the hex it lies in, so that attacks "
		  "up and down it are known (7.4)" },
		{ SIDES("    4610/4611: {features: [ridge], high: 4612}\n"),
		  "high: |4612", "map.hexsides.4610/4611.high",
		  "`high` must be one of the hexside's two hexes" },
		{ SIDES("    4610/4611: {features: [creek], high: 4611}\n"),
		  "4610/4611: |{", "map.hexsides.4610/4611",
		  "`high` is only for ridges and bluffs" },
	};
	struct tg	 t;
	struct game	*g;

	REFUSED(r);
	g = good(&t, SIDES("    4610/4611: {features: [ridge], high: "
	    "4611}\n"));
	ck_assert_uint_eq(map_hexside_info(&g->map, H(g, "4611"),
	    H(g, "4610"))->high, H(g, "4611"));
	tg_done(&t);
}
END_TEST

/* A ford and an indestructible bridge, and the Destroyed markers. */
#define BRIDGES(destroyed)	SIDES("    4610/4611: [minor-river, ford]\n" \
	"    4611/4612: [minor-river, bridge, indestructible]\n") \
	"markers: {destroyed: [" destroyed "]}\n"

/* 10.2: Destroyed markers go on permanent bridges and ferries. */
START_TEST(test_10_2_destroyed_needs_bridge)
{
	static const struct refusal r[] = {
		{ BRIDGES("4610/4611"), "[|4610/4611", "markers.destroyed[0]",
		  "4610/4611 has no permanent bridge or ferry to destroy "
		  "(10.2)" },
		{ BRIDGES("4710/4711"), "[|4710/4711", "markers.destroyed[0]",
		  "4710/4711 has no permanent bridge or ferry to destroy "
		  "(10.2)" },
		{ BRIDGES("4612/4611"), "[|4612/4611", "markers.destroyed[0]",
		  "the bridge at 4612/4611 is indestructible (10.2)" },
	};

	REFUSED(r);
}
END_TEST

/* 10.1: a pontoon bridge crosses a minor or major river. */
START_TEST(test_10_1_pontoon_needs_river)
{
	struct tg t;

	bad(SIDES("    4610/4611: [creek]\n") "markers:\n  pontoon_bridges:\n"
	    "    - {hexside: 4610/4611, owner: usa}\n",
	    "hexside: |4610/4611, owner", "markers.pontoon_bridges[0].hexside",
	    "a pontoon bridge crosses a minor or major river (10.1)");
	bad(TG_STD MAP "markers:\n  pontoon_bridges:\n    - {hexside: "
	    "4710/4711, owner: csa}\n", "hexside: |4710/4711",
	    "markers.pontoon_bridges[0].hexside",
	    "a pontoon bridge crosses a minor or major river (10.1)");
	good(&t, SIDES("    4610/4611: [minor-river]\n") "markers:\n"
	    "  pontoon_bridges:\n    - {hexside: 4611/4610, owner: csa}\n");
	ck_assert_int_eq(t.g->markers.npontoons, 1);
	ck_assert_int_eq(t.g->markers.pontoons[0].owner, SIDE_CSA);
	tg_done(&t);
}
END_TEST

/* 6.2: units may not enter water hexes. */
START_TEST(test_6_2_unit_in_water_hex)
{
	bad(TG_STD "map:\n  terrain: clear\n  hexes:\n    4611: water\n"
	    BROWN(""), "hex: |4611", "units.Brown.hex",
	    "4611 is a water hex; units may not be in water hexes (6.2)");
	bad(TG_STD "map:\n  terrain: water\n" BROWN(""), "hex: |4611",
	    "units.Brown.hex",
	    "4611 is a water hex; units may not be in water hexes (6.2)");
}
END_TEST

/* A clear map with bounds (or partial hexes). */
#define BOUNDS(b)	TG_STD "map:\n  terrain: clear\n" b

/* DESIGN.md 4 (map.bounds, map.off_map): a unit is on the map. */
START_TEST(test_dsgn4_unit_off_the_map)
{
	static const struct refusal r[] = {
		{ BOUNDS("  bounds: {cols: [1, 40], rows: [1, 34]}\n")
		  BROWN(""), "hex: |4611", "units.Brown.hex", "4611 is off "
		  "the map (map.bounds, map.off_map); the nearest hex on it "
		  "is 4011" },
		{ BOUNDS("  off_map: [4611]\n") BROWN(""), "hex: |4611",
		  "units.Brown.hex", "4611 is off the map (map.bounds, "
		  "map.off_map); the nearest hex on it is 4511" },
		{ TG_SIV "map:\n  terrain: clear\n  bounds:\n    N: {cols: "
		  "[1, 40], rows: [1, 34]}\nunits:\n  Ashby: {side: csa, "
		  "type: cavalry, hex: S0101, manpower: 2}\n", "hex: |S0101",
		  "units.Ashby.hex", "S0101 is off the map (map.bounds, "
		  "map.off_map); the nearest hex on it is N0134" },
		{ BOUNDS("  bounds: {cols: [10, 5]}\n"), "cols: |[",
		  "map.bounds.cols", "the range [10, 5] is empty" },
		{ BOUNDS("  bounds: {cols: [1, 2, 3]}\n"), "cols: |[",
		  "map.bounds.cols", "a range has two numbers, [first, "
		  "last]" },
		{ BOUNDS("  bounds: {north: {cols: [1, 2]}}\n"), "|north",
		  "map.bounds.north", "bounds are {cols, rows}, or a sheet "
		  "letter for each sheet" },
	};

	REFUSED(r);
	loads(BOUNDS("  bounds: {cols: [1, 58], rows: [1, 34]}\n") BROWN(""));
}
END_TEST

/* DESIGN.md 6: a `charts` key names a built-in table. */
START_TEST(test_dsgn6_unknown_chart_names_nearest)
{
	bad(TG_STD "charts:\n  combat-atacker: {\"+5\": {\"7-11\": 2Da}}\n"
	    MAP, "|combat-atacker", "charts.combat-atacker", "no table is "
	    "named 'combat-atacker'; did you mean 'combat-attacker'?");
	bad(TG_STD "charts:\n  strength-marker: {\"7\": 3}\n" MAP,
	    "|strength-marker", "charts.strength-marker", "no table is named "
	    "'strength-marker'; did you mean 'strength-markers'?");
}
END_TEST

START_TEST(test_dsgn6_chart_row_and_column_in_the_table)
{
	static const struct refusal r[] = {
		{ TG_STD "charts:\n  combat-attacker: {\"+5\": {\"99-100\": "
		  "2Da}}\n" MAP, "|\"99-100\"",
		  "charts.combat-attacker.+5.99-100", "the Combat Chart "
		  "(attacker's results) has no column '99-100' (7.5; Charts "
		  "& Tables, Combat Chart)" },
		/* Open rows take signed numbers only. */
		{ TG_STD "charts:\n  combat-attacker: {huge: {\"7-11\": "
		  "2Da}}\n" MAP, "|huge", "charts.combat-attacker.huge",
		  "the Combat Chart (attacker's results) has no row 'huge' "
		  "(7.5; Charts & Tables, Combat Chart)" },
		{ TG_STD "charts:\n  combat-attacker: {\"+5\": 2Da}\n" MAP,
		  "\"+5\": |2Da", "charts.combat-attacker.+5",
		  "expected a mapping of columns to cells, got a scalar" },
		{ TG_STD "charts:\n  strength-markers: {\"7\": [3]}\n" MAP,
		  "\"7\": |[", "charts.strength-markers.7",
		  "expected a chart cell, got a list" },
		{ TG_STD "charts: [x]\n" MAP, "charts: |[", "charts",
		  "expected a mapping of table names, got a list" },
	};

	REFUSED(r);
}
END_TEST

/* DESIGN.md 6: the document's charts fill or correct the tables. */
START_TEST(test_dsgn6_chart_overrides_loaded)
{
	static const char yaml[] = TG_STD "charts:\n"
	    "  combat-attacker:\n"
	    "    \"+5\": {\"7-11\": 2Da}\n"
	    "    \"+2\": {\"½-3\": Xa}\n"
	    "  strength-markers: {\"7\": 3}\n" MAP;
	static const char src_yaml[] = "combat-attacker:\n"
	    "  \"+5\": {\"7-11\": 9Da, \"4-6\": 1Da}\n"
	    "strength-markers: {\"8\": 3½}\n";
	const struct chart	*att = chart_find("combat-attacker");
	const struct chart	*sm = chart_find("strength-markers");
	struct chart_source	 src;
	struct tg		 s, t;
	struct game		*g;

	ck_assert_ptr_nonnull(att);
	ck_assert_ptr_nonnull(sm);
	g = good(&t, yaml);
	ck_assert_str_eq(chart_get(&g->charts, att, "+5", "7-11"), "2Da");
	ck_assert_str_eq(chart_get(&g->charts, att, "+2", "½-3"), "Xa");
	ck_assert_str_eq(chart_get(&g->charts, sm, "7", NULL), "3");
	/* What the file does not correct stays as printed, or absent. */
	ck_assert_str_eq(chart_get(&g->charts, att, "+2", "4-6"), "Da");
	ck_assert_str_eq(chart_get(&g->charts, att, "+5", "4-6"), "Ea");
	ck_assert_ptr_null(chart_get(&g->charts, sm, "8", NULL));
	tg_done(&t);

	/* With a --charts source: it applies first, the document last. */
	ck_assert_ptr_nonnull(tg_read(&s, src_yaml));
	src.file = "extra.yaml";
	src.charts = s.doc;
	ck_assert_ptr_nonnull(tg_load_with(&t, yaml, &src, 1));
	g = t.g;
	ck_assert_int_eq(t.d.count, 0);
	ck_assert_str_eq(chart_get(&g->charts, att, "+5", "7-11"), "2Da");
	ck_assert_str_eq(chart_get(&g->charts, att, "+5", "4-6"), "1Da");
	ck_assert_str_eq(chart_get(&g->charts, sm, "8", NULL), "3½");
	tg_done(&t);
	tg_done(&s);
}
END_TEST

/*
 * DESIGN.md 6: "Only the document's own chart overrides are written
 * back; those from --charts or $GCACW_CHARTS stay outside the file": so
 * does an x- key of a --charts file, while the document's own x- key
 * under charts is carried through.
 */
START_TEST(test_dsgn6_charts_file_x_key)
{
	struct chart_source	 src;
	struct tg		 s, t;
	char			*out;

	ck_assert_ptr_nonnull(tg_read(&s, "x-from-file: 1\n"));
	src.file = "charts.yaml";
	src.charts = s.doc;
	ck_assert_ptr_nonnull(tg_load_with(&t, TG_TURN1 "charts: {x-own: 2}\n"
	    TG_CLEAR, &src, 1));
	ck_assert_str_eq(tg_errors(&t), "");
	out = tg_emit(t.g);
	tg_has(out, "x-own: 2");
	tg_hasnt(out, "x-from-file");
	free(out);
	tg_done(&t);
	tg_done(&s);
}
END_TEST

/* DESIGN.md 5: one run reports every error it finds. */
START_TEST(test_dsgn5_several_errors_all_reported)
{
	static const char yaml[] = TG_STD "turn: 0\n"
	    "map:\n  terrain: forest\n"
	    "units:\n"
	    "  Brown: {side: csa, type: infantry, hex: 4611, manpower: 8, "
	    "fatigue: 7}\n"
	    "  Wagner: {side: yankee, type: infantry, hex: 4610, manpower: 5}\n"
	    "leaders:\n  Jackson: {side: csa, rank: district, with: Nobody}\n"
	    "dice: [9]\n";
	static const struct {
		const char *at, *path, *msg;
	} e[] = {
		{ "turn: |0", "turn", "0 is out of range 1..9999" },
		{ "terrain: |forest", "map.terrain", "'forest' is not one of: "
		  "clear, rolling, rough, woods, city, swamp, "
		  "provisional-swamp, hill, mountain, loess, water" },
		{ "fatigue: |7", "units.Brown.fatigue",
		  "7 is out of range 0..4" },
		{ "side: |yankee", "units.Wagner.side",
		  "'yankee' is not one of: csa, usa" },
		{ "with: |Nobody", "leaders.Jackson.with",
		  "no unit is named 'Nobody'" },
		{ "[|9]", "dice[0]", "9 is out of range 1..6" },
	};
	char		 copy[6][512];
	const char	*want[6];
	struct tg	 t;
	int		 i;

	for (i = 0; i < 6; i++) {
		snprintf(copy[i], sizeof(copy[i]), "%s", tg_line(yaml, e[i].at,
		    e[i].path, "%s", e[i].msg));
		want[i] = copy[i];
	}
	ck_assert_ptr_null(tg_load(&t, yaml));
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_int_eq(t.d.count, 6);
	doc_lines(tg_errors(&t), want, 6, 6);
	tg_done(&t);

	/* diag.max: the first lines printed, the rest counted. */
	tg_init(&t);
	t.d.max = 2;
	t.r = yaml_reader_new(yaml, strlen(yaml));
	tg_next(&t);
	ck_assert_ptr_null(game_load(&t.d, &t.a, t.doc, NULL, 0));
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 2);
	ck_assert_int_eq(t.d.count, 6);
	ck_assert_int_eq(t.d.status, ST_DATA);
	tg_done(&t);
}
END_TEST

/*
 * Files wrong in many places at once, each error at its line and column
 * (DESIGN.md 5: one run reports every error, up to the 20 a tool
 * prints).  BROWN_GONE is a clear map of turn 1, Brown in Cheatham's
 * command and Gone eliminated.
 */
#define BROWN_GONE	TG_STD "turn: 1\nrain: false\nmap:\n" \
	"  terrain: clear\nunits:\n" CHEATHAMS "  Gone: {side: csa, " \
	"type: infantry, status: eliminated, manpower: 5}\n"

/* The top level, units, leaders and markers of the wrong shape. */
START_TEST(test_dsgn4_top_units_leaders_markers_refused)
{
	static const char yaml[] = TG_STD
	    "turn: 1\n"
	    "rain: true\n"
	    "rain_turns: [2]\n"
	    "unfordable: [1]\n"
	    "initiative: both\n"
	    "passed: both\n"
	    "advanced: maybe\n"
	    "phase: lunch\n"
	    "strategic: {box: 9, major_union_victory: maybe}\n"
	    "released: [[1]]\n"
	    "map:\n"
	    "  terrain: clear\n"
	    "units:\n"
	    "  Brown: {side: csa, type: infantry, hex: '4610', manpower: "
	    "5, supply: none, left: 0}\n"
	    "  Gone: {side: csa, type: infantry, status: eliminated, manpower: "
	    "5, left: 0, hex: '4611'}\n"
	    "  Wagner: {side: usa, type: infantry, hex: '4610', manpower: 5}\n"
	    "  Guns: {side: usa, type: artillery, hex: '4711', manpower: 1}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Brwn, tactical: "
	    "9/9/9, substitute: maybe, with: Gone}\n"
	    "  Lost: {side: csa, rank: corps, status: eliminated, with: "
	    "Brown}\n"
	    "  Nowhere: {side: csa, rank: corps, with: Nobody}\n"
	    "  Bad: 3\n"
	    "markers:\n"
	    "  stations: [1]\n"
	    "  depots_removed: 1\n"
	    "  flanks_refused: 1\n"
	    "  destroyed: 1\n"
	    "  pontoon_bridges: [3, {hexside: 46x0, owner: both}]\n"
	    "  control: [1]\n"
	    "ledger: [1]\n"
	    "rng: [1]\n"
	    "action: {kind: flying, unit: [1], mp: x, declined: 3}\n";
	static const char *const want[] = {
	    "gcacw-check: <stdin>:9:11: advanced: 'maybe' is not true or false",
	    "gcacw-check: <stdin>:11:18: strategic.box: 9 is out of range 0..7",
	    "gcacw-check: <stdin>:11:42: strategic.major_union_victory: "
	    "'maybe' "
	    "is not true or false",
	    "gcacw-check: <stdin>:12:12: released[0]: expected text, got "
	    "a list",
	    "gcacw-check: <stdin>:10:8: phase: 'lunch' is not one of: "
	    "random-events, reinforcement, off-map-movement, harpers-ferry, "
	    "leader-transfer, attachment, action, recovery, strategic, "
	    "county-control, bridge-repair, depot, supply-status, "
	    "ammunition, commitment, withdrawal, lull, turn-indication, over",
	    "gcacw-check: <stdin>:7:13: initiative: 'both' is not one of: "
	    "csa, usa",
	    "gcacw-check: <stdin>:8:9: passed: 'both' is not one of: csa, usa",
	    "gcacw-check: <stdin>:6:13: unfordable: expected {minor, major}, "
	    "got a list",
	    "gcacw-check: <stdin>:4:7: rain: rain is true but rain_turns "
	    "does not list turn 1",
	    "gcacw-check: <stdin>:16:72: units.Brown.supply: 'none' is not "
	    "one of: in, out",
	    "gcacw-check: <stdin>:16:84: units.Brown.left: 0 is out of range "
	    "1..9999",
	    "gcacw-check: <stdin>:17:76: units.Gone.left: 0 is out of range "
	    "1..9999",
	    "gcacw-check: <stdin>:17:84: units.Gone.hex: a unit with status "
	    "eliminated is out of play and has no hex",
	    "gcacw-check: <stdin>:18:44: units.Wagner.hex: 4610 is held by "
	    "Brown, an enemy unit: units may not share a hex with the enemy "
	    "(6.2, 7.6)",
	    "gcacw-check: <stdin>:21:64: leaders.Cheatham.tactical: '9/9/9' "
	    "is not a tactical value (a number 0..99, or attack/defence as "
	    "printed, e.g. \"5/4\")",
	    "gcacw-check: <stdin>:21:83: leaders.Cheatham.substitute: 'maybe' "
	    "is not true or false",
	    "gcacw-check: <stdin>:21:96: leaders.Cheatham.with: Gone is out "
	    "of play; a leader in play is with a unit in play (6.3)",
	    "gcacw-check: <stdin>:22:60: leaders.Lost.with: a leader out "
	    "of play is with no unit",
	    "gcacw-check: <stdin>:23:43: leaders.Nowhere.with: no unit is "
	    "named 'Nobody'",
	    "gcacw-check: <stdin>:24:8: leaders.Bad: expected a leader: {side, "
	    "rank, leads, with, ...}, got a scalar",
	    "gcacw-check: <stdin>:28:19: markers.flanks_refused: expected "
	    "a list of hexes, got a scalar",
	    "gcacw-check: <stdin>:29:14: markers.destroyed: expected a list "
	    "of hexsides, got a scalar",
	    "gcacw-check: <stdin>:30:21: markers.pontoon_bridges[0]: expected "
	    "{hexside, owner}, got a scalar",
	    "gcacw-check: <stdin>:30:47: markers.pontoon_bridges[1].owner: "
	    "'both' is not one of: csa, usa",
	    "gcacw-check: <stdin>:30:34: markers.pontoon_bridges[1].hexside: "
	    "'46x0' is not a hexside: a hexside is two hex ids joined by "
	    "'/': N3333/N3334",
	    "gcacw-check: <stdin>:31:12: markers.control: expected a mapping "
	    "of hex: side, got a list",
	    "gcacw-check: <stdin>:26:13: markers.stations: expected a mapping "
	    "of hex: damaged | destroyed, got a list",
	    "gcacw-check: <stdin>:27:19: markers.depots_removed: expected "
	    "a list of hexes, got a scalar",
	    "gcacw-check: <stdin>:34:16: action.kind: 'flying' is not one "
	    "of: march, activate-leader",
	    "gcacw-check: <stdin>:34:30: action.unit: expected text, got "
	    "a list",
	    "gcacw-check: <stdin>:34:39: action.mp: 'x' is not a combat value "
	    "(a whole number, or one and a half: 0.5, 2.5)",
	    "gcacw-check: <stdin>:34:52: action.declined: expected a list "
	    "of hexes, got a scalar",
	    "gcacw-check: <stdin>:32:9: ledger: expected {losses, routs, "
	    "vp}, got a list",
	    "gcacw-check: <stdin>:33:6: rng: expected {seed, draws}, got "
	    "a list",
	};

	refused_lines(yaml, want, DOC_N(want));
}
END_TEST

/* The ledger and the generator of the wrong shape; a march with an
 * Activate Leader action's keys. */
START_TEST(test_dsgn4_ledger_rng_march_keys_refused)
{
	static const char yaml[] = BROWN_GONE
	    "  Smith: {side: csa, type: infantry, hex: '4611', manpower: 5}\n"
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, leads: Cheathm, with: "
	    "Brown}\n"
	    "ledger: {losses: [1], routs: [1], vp: x}\n"
	    "rng: {seed: x, draws: -1}\n"
	    "released: 3\n"
	    "strategic: 3\n"
	    "markers: 3\n"
	    "action: {kind: march, unit: Brown, leader: Cheatham, allowance: "
	    "3, selected: [Brown], transferred: true}\n";
	static const char *const want[] = {
	    "gcacw-check: <stdin>:16:12: strategic: expected {box, "
	    "major_union_vi"
	    "ctory}, got a scalar",
	    "gcacw-check: <stdin>:15:11: released: expected a list "
	    "of restriction"
	    " ids, got a scalar",
	    "gcacw-check: <stdin>:12:63: leaders.Cheatham.with: Brown is "
	    "not in Cheatham's command Cheathm; a leader stays with "
	    "a subordinate"
	    " unit (6.3); did you mean leads: Cheatham?",
	    "gcacw-check: <stdin>:17:10: markers: expected a mapping, got "
	    "a scalar",
	    "gcacw-check: <stdin>:18:9: action: `mp` is required (its Movement "
	    "Points left)",
	    "gcacw-check: <stdin>:18:44: action.leader: only an activate-le"
	    "ader "
	    "action has a leader",
	    "gcacw-check: <stdin>:18:65: action.allowance: only an "
	    "activate-leade"
	    "r action has an allowance",
	    "gcacw-check: <stdin>:18:78: action.selected: only an activate-"
	    "leader"
	    " action selects units",
	    "gcacw-check: <stdin>:18:100: action.transferred: only "
	    "an activate-le"
	    "ader action transfers its leader",
	    "gcacw-check: <stdin>:13:18: ledger.losses: expected {usa: {...}, "
	    "csa: {...}}, got a list",
	    "gcacw-check: <stdin>:13:30: ledger.routs: expected {usa: N, "
	    "csa: N}, got a list",
	    "gcacw-check: <stdin>:13:39: ledger.vp: expected a list of {turn, "
	    "side, vp, why}, got a scalar",
	    "gcacw-check: <stdin>:14:13: rng.seed: 'x' is not a whole number "
	    "from 0 to 18446744073709551615",
	    "gcacw-check: <stdin>:14:23: rng.draws: '-1' is not a whole number "
	    "from 0 to 18446744073709551615",
	};

	refused_lines(yaml, want, DOC_N(want));
}
END_TEST

/* Wrong values inside the right shapes: markers, the ledger, the units
 * an Activate Leader action selected. */
START_TEST(test_dsgn4_values_inside_refused)
{
	static const char yaml[] = BROWN_GONE
	    "leaders:\n"
	    "  Cheatham: {side: csa, rank: division, with: Brown}\n"
	    "ledger: {losses: {csa: {combat: x}}, routs: {csa: x, usa: 1}}\n"
	    "markers: {stations: {'4610': burnt}, control: {'4610': both}, "
	    "depots_removed: ['46x0']}\n"
	    "action: {kind: activate-leader, leader: Cheatham, allowance: "
	    "3, selected: [Brown, Gone, Nobody, [1]], transferred: maybe}\n";
	static const char *const want[] = {
	    "gcacw-check: <stdin>:13:56: markers.control.4610: 'both' is "
	    "not one of: csa, usa",
	    "gcacw-check: <stdin>:13:30: markers.stations.4610: 'burnt' is "
	    "not one of: damaged, destroyed",
	    "gcacw-check: <stdin>:13:80: markers.depots_removed[0]: '46x0' "
	    "is not a hex id: hex ids are four digits, column then row: 4710, "
	    "or N4710 after a sheet letter",
	    "gcacw-check: <stdin>:14:9: action: `mp` is required (its Movement "
	    "Points left)",
	    "gcacw-check: <stdin>:14:83: action.selected[1]: not a unit in "
	    "play",
	    "gcacw-check: <stdin>:14:89: action.selected[2]: no unit is named "
	    "'Nobody'",
	    "gcacw-check: <stdin>:14:97: action.selected[3]: expected text, "
	    "got a list",
	    "gcacw-check: <stdin>:14:116: action.transferred: 'maybe' is "
	    "not true or false",
	    "gcacw-check: <stdin>:12:33: ledger.losses.csa.combat: 'x' is "
	    "not a whole number",
	    "gcacw-check: <stdin>:12:51: ledger.routs.csa: 'x' is not a whole "
	    "number",
	};

	refused_lines(yaml, want, DOC_N(want));
}
END_TEST

/* DESIGN.md 4: "an unknown key is an error naming the nearest known
 * key". */
START_TEST(test_dsgn4_unknown_key_names_nearest)
{
	static const struct refusal r[] = {
		{ TG_STD "turns: 3\n" MAP, "|turns", NULL,
		  "unknown key 'turns'; did you mean 'turn'?" },
		{ TG_STD "unit: {}\n" MAP, "|unit:", NULL,
		  "unknown key 'unit'; did you mean 'units'?" },
		{ TG_STD MAP BROWN(", fatige: 2"), "|fatige", "units.Brown",
		  "unknown key 'fatige'; did you mean 'fatigue'?" },
		{ TG_STD MAP BROWN(", demoralised: 1"), "|demoralised",
		  "units.Brown", "unknown key 'demoralised'; did you mean "
		  "'demoralized'?" },
		{ TG_STD MAP BROWN(", entrenchement: none"), "|entrenchement",
		  "units.Brown", "unknown key 'entrenchement'; did you mean "
		  "'entrenchment'?" },
		{ TG_STD "map:\n  terrain: clear\n  hexside: {}\n",
		  "|hexside:", "map",
		  "unknown key 'hexside'; did you mean 'hexsides'?" },
		{ TG_STD "map:\n  hexes:\n    4610: {terain: clear}\n",
		  "|terain", "map.hexes.4610",
		  "unknown key 'terain'; did you mean 'terrain'?" },
		{ TG_STD MAP "markers: {flank_refused: [4610]}\n",
		  "|flank_refused", "markers", "unknown key 'flank_refused'; "
		  "did you mean 'flanks_refused'?" },
		{ TG_STD MAP "ledger: {loses: {}}\n", "|loses", "ledger",
		  "unknown key 'loses'; did you mean 'losses'?" },
		{ TG_STD MAP "ledger: {losses: {usa: {combt: 1}}}\n", "|combt",
		  "ledger.losses.usa",
		  "unknown key 'combt'; did you mean 'combat'?" },
		{ TG_STD MAP "rng: {seed: 7, draw: 1}\n", "|draw", "rng",
		  "unknown key 'draw'; did you mean 'draws'?" },
		{ TG_STD "unfordable: {minr: 1}\n" MAP, "|minr", "unfordable",
		  "unknown key 'minr'; did you mean 'minor'?" },
		/* An upper-case X is not the x- prefix. */
		{ TG_STD "X-note: hi\n" MAP, "|X-note", NULL,
		  "unknown key 'X-note'; did you mean '..." },
	};
	/* Each one error among others: what the slip left out. */
	static const struct refusal among[] = {
		{ TG_STD MAP BROWN("") "leaders:\n  Jackson: {side: csa, "
		  "rank: district, whith: Brown}\n", "|whith",
		  "leaders.Jackson", "unknown key 'whith'; did you mean "
		  "'with'?" },
		{ SIDES("    4610/4611: {features: [ridge], hight: 4611}\n"),
		  "|hight", "map.hexsides.4610/4611",
		  "unknown key 'hight'; did you mean 'high'?" },
	};
	size_t i;

	REFUSED(r);
	for (i = 0; i < sizeof(among) / sizeof(among[0]); i++)
		refused_as(&among[i], true);
}
END_TEST

/*
 * DESIGN.md 4: keys beginning with x- "are carried through untouched",
 * at every level the file documents, and come back out where they were.
 */
START_TEST(test_dsgn4_x_keys_carried_through)
{
	static const char yaml[] = TG_STD
	    "x-top: {any: [thing, 1]}\n"
	    "map:\n"
	    "  terrain: clear\n"
	    "  x-map: sheet photo\n"
	    "  hexes:\n"
	    "    4610: {terrain: woods, x-hex: \"1\"}\n"
	    "  hexsides:\n"
	    "    4610/4611: {features: [pike], x-side: [a, b]}\n"
	    "units:\n"
	    "  Brown: {side: csa, type: infantry, hex: 4611, manpower: 8, "
	    "x-counter: front}\n"
	    "leaders:\n"
	    "  Jackson: {side: csa, rank: district, with: Brown, "
	    "x-portrait: yes}\n"
	    "markers:\n"
	    "  flanks_refused: [4611]\n"
	    "  x-marker: {n: 2}\n"
	    "ledger:\n"
	    "  x-ledger: kept\n";
	static const struct {
		const char *path, *value;
	} x[] = {
		{ "x-top.any", NULL },
		{ "map.x-map", "sheet photo" },
		{ "map.hexes.4610.x-hex", "1" },
		{ "map.hexsides.4610/4611.x-side", NULL },
		{ "units.Brown.x-counter", "front" },
		{ "leaders.Jackson.x-portrait", "yes" },
		{ "markers.x-marker.n", "2" },
		{ "ledger.x-ledger", "kept" },
	};
	struct tg	 t, back;
	struct game	*g;
	char		*out;
	size_t		 i;

	g = good(&t, yaml);
	ck_assert_ptr_nonnull(g->extra);
	ck_assert_ptr_nonnull(g->map.extra);
	ck_assert_ptr_nonnull(g->units[0].extra);
	ck_assert_ptr_nonnull(g->leaders[0].extra);
	out = tg_emit(g);
	ck_assert_ptr_nonnull(tg_read(&back, out));
	for (i = 0; i < sizeof(x) / sizeof(x[0]); i++) {
		const struct node *n = tg_path(back.doc, x[i].path);

		ck_assert_msg(n != NULL, "%s lost:\n%s", x[i].path, out);
		if (x[i].value != NULL)
			ck_assert_str_eq(n->str, x[i].value);
	}
	/* Untouched: "1" and yes stay strings as written. */
	ck_assert(tg_path(back.doc, "map.hexes.4610.x-hex")->quoted);
	ck_assert(!tg_path(back.doc, "leaders.Jackson.x-portrait")->quoted);
	ck_assert_int_eq(tg_path(back.doc, "map.hexsides.4610/4611.x-side")
	    ->n, 2);
	ck_assert_int_eq(tg_path(back.doc, "x-top.any")->n, 2);
	tg_done(&back);
	free(out);
	tg_done(&t);
}
END_TEST

/*
 * DESIGN.md 4: an unknown key is an error, "except keys beginning with
 * x-, which are carried through untouched".  Wherever the loader accepts
 * an x- key it must write it back: an accepted key that vanishes is data
 * lost without a word.
 */
START_TEST(test_dsgn4_x_keys_never_silently_dropped)
{
	static const struct {
		const char *where, *yaml, *path;
	} c[] = {
		{ "charts", TG_STD "charts:\n  x-source: my copy\n" MAP,
		  "charts.x-source" },
		{ "rng", TG_STD MAP "rng: {seed: 7, draws: 0, x-by: me}\n",
		  "rng.x-by" },
		{ "unfordable", TG_STD "unfordable: {minor: 0, major: 0, "
		  "x-why: rain}\n" MAP, "unfordable.x-why" },
		{ "pontoon_bridges", TG_STD "map:\n  terrain: clear\n"
		  "  hexsides: {4610/4611: [minor-river]}\nmarkers:\n"
		  "  pontoon_bridges:\n    - {hexside: 4610/4611, owner: usa, "
		  "x-built: 3}\n", NULL },
		{ "ledger.losses", TG_STD MAP "ledger:\n  losses: {x-note: "
		  "est}\n", "ledger.losses.x-note" },
		{ "ledger.losses.usa", TG_STD MAP "ledger:\n  losses: {usa: "
		  "{combat: 1, x-note: est}}\n", "ledger.losses.usa.x-note" },
		{ "ledger.routs", TG_STD MAP "ledger:\n  routs: {usa: 1, "
		  "x-note: est}\n", "ledger.routs.x-note" },
		{ "map.bounds", TG_STD "map:\n  terrain: clear\n  bounds: "
		  "{cols: [1, 58], rows: [1, 34], x-src: map}\n",
		  "map.bounds.x-src" },
	};
	char	 lost[512] = "";
	size_t	 i, len = 0;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct tg	 t, back;
		struct game	*g = tg_load(&t, c[i].yaml);
		char		*out;
		bool		 kept;

		if (g == NULL) {
			/* Refusing it is honest; only a silent loss is not. */
			tg_done(&t);
			continue;
		}
		out = tg_emit(g);
		ck_assert_ptr_nonnull(tg_read(&back, out));
		if (c[i].path != NULL)
			kept = tg_path(back.doc, c[i].path) != NULL;
		else
			kept = strstr(out, "x-built") != NULL;
		if (!kept)
			len += (size_t)snprintf(lost + len, sizeof(lost) - len,
			    " %s", c[i].where);
		tg_done(&back);
		free(out);
		tg_done(&t);
	}
	ck_assert_msg(lost[0] == '\0', "x- keys accepted and then dropped "
	    "in:%s", lost);
}
END_TEST

/* DESIGN.md 4: turn 1, no rain, and units fresh unless the file says. */
START_TEST(test_dsgn4_defaults)
{
	struct tg	 t;
	struct game	*g = good(&t, TG_STD MAP BROWN("") "leaders:\n"
	    "  Jackson: {side: csa, rank: district, with: Brown}\n");
	struct unit	*u = &g->units[0];
	struct leader	*l = &g->leaders[0];

	ck_assert_int_eq(g->version, 1);
	ck_assert_ptr_eq(g->module, &module_standard);
	ck_assert_int_eq(g->turn, 1);
	ck_assert(!g->rain);
	ck_assert(!g->has_rain_turns);
	ck_assert(!g->has_unfordable);
	ck_assert_int_eq(g->unfordable_minor, 0);
	ck_assert_int_eq(g->unfordable_major, 0);
	ck_assert_ptr_null(g->scenario);
	ck_assert_int_eq(g->charts.n, 0);
	ck_assert(!g->has_action);
	ck_assert(!g->pending.listed);
	ck_assert_ptr_null(g->log);
	ck_assert(!g->has_ledger);
	ck_assert(!g->has_dice);
	ck_assert(!g->has_rng);
	ck_assert_ptr_null(g->extra);

	ck_assert_str_eq(u->name, "Brown");
	ck_assert_int_eq(u->side, SIDE_CSA);
	ck_assert_int_eq(u->type, U_INFANTRY);
	ck_assert_uint_eq(u->hex, H(g, "4611"));
	ck_assert_int_eq(u->manpower, 8);
	doc_fresh_unit(u);
	ck_assert_int_eq(u->size, Z_NONE);
	ck_assert_int_eq(u->ncommand, 0);
	ck_assert_ptr_null(u->command);
	ck_assert_ptr_null(u->extra);

	ck_assert_int_eq(l->side, SIDE_CSA);
	ck_assert_int_eq(l->rank, R_DISTRICT);
	ck_assert_int_eq(l->command, -1);
	ck_assert(!l->has_tactical);
	ck_assert_ptr_null(l->leads);
	ck_assert_int_eq(l->with, 0);
	ck_assert_int_eq(l->status, US_IN_PLAY);
	tg_done(&t);
}
END_TEST

/* Every documented field read into the model. */
START_TEST(test_dsgn4_fields_read)
{
	static const char yaml[] = TG_SIV "scenario: kernstown\nturn: 3\n"
	    "rain: false\nunfordable: {minor: 4, major: 5}\n"
	    "map:\n  terrain: clear\n  hexes:\n"
	    "    N3333: {terrain: city, name: Winchester, county: Frederick, "
	    "features: [station, redoubt], redoubt: usa}\n"
	    "    N3334: rolling\n"
	    "  hexsides:\n    N3333/N3334: [pike]\n"
	    "    N3334/N3434: [minor-river, ford, road]\n"
	    "    N3434/N3435: {features: [ridge], high: N3435}\n"
	    "units:\n  Brown:\n    side: csa\n    type: infantry\n"
	    "    size: demi-division\n    command: [Cheatham, Valley]\n"
	    "    hex: N3334\n    manpower: 8\n    disorganized: true\n"
	    "    combat: 4\n    fatigue: 1\n    exhausted: true\n"
	    "    demoralized: 2\n    tactical: 2\n    artillery: 3\n"
	    "    entrenchment: breastwork-build\n"
	    "leaders:\n  Cheatham: {side: csa, rank: division, leads: "
	    "Cheatham, tactical: 3, command: 3, with: Brown}\n"
	    "markers:\n  flanks_refused: [N3006]\n"
	    "  control: {S0218: csa, N3333: usa}\n"
	    "dice: [4, 2]\nrng: {seed: 18446744073709551615, draws: 12}\n";
	struct tg	 t;
	struct game	*g = good(&t, yaml);
	struct unit	*u = &g->units[0];
	const struct hexinfo *x = map_hex(&g->map, H(g, "N3333"));

	ck_assert_ptr_eq(g->module, &module_siv);
	ck_assert_str_eq(g->scenario, "kernstown");
	ck_assert_int_eq(g->turn, 3);
	ck_assert_int_eq(g->unfordable_minor, 4);
	ck_assert_int_eq(g->unfordable_major, 5);
	ck_assert_ptr_nonnull(x);
	ck_assert_int_eq(x->terrain, T_CITY);
	ck_assert_str_eq(x->name, "Winchester");
	ck_assert_str_eq(x->county, "Frederick");
	ck_assert_uint_eq(x->features, HF_STATION | HF_REDOUBT);
	ck_assert_int_eq(x->redoubt_side, SIDE_USA);
	ck_assert_int_eq(map_hex(&g->map, H(g, "N3334"))->terrain, T_ROLLING);
	ck_assert_uint_eq(map_hexside(&g->map, H(g, "N3434"), H(g, "N3334")),
	    HS_MINOR_RIVER | HS_FORD | HS_ROAD);
	ck_assert_uint_eq(map_hexside_info(&g->map, H(g, "N3434"),
	    H(g, "N3435"))->high, H(g, "N3435"));
	ck_assert_int_eq(u->size, Z_DEMI_DIVISION);
	ck_assert_int_eq(u->ncommand, 2);
	ck_assert_str_eq(u->command[1], "Valley");
	ck_assert(u->disorganized);
	ck_assert_int_eq(u->combat, 8);		/* halves */
	ck_assert_int_eq(u->fatigue, 1);
	ck_assert(u->exhausted);
	ck_assert_int_eq(u->demoralized, 2);
	ck_assert(u->has_tactical);
	ck_assert_int_eq(u->tactical_attack, 2);
	ck_assert_int_eq(u->tactical_defence, 2);
	ck_assert(!u->tactical_split);
	ck_assert_int_eq(u->artillery, 3);
	ck_assert_int_eq(u->entrenchment, E_BREASTWORK_BUILD);
	ck_assert_int_eq(g->leaders[0].rank, R_DIVISION);
	ck_assert_str_eq(g->leaders[0].leads, "Cheatham");
	ck_assert_int_eq(g->leaders[0].command, 3);
	ck_assert_int_eq(g->leaders[0].tactical_attack, 3);
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_uint_eq(g->markers.flanks_refused[0], H(g, "N3006"));
	ck_assert_int_eq(g->markers.ncontrol, 2);
	ck_assert_uint_eq(g->markers.control_hex[0], H(g, "S0218"));
	ck_assert_int_eq(g->markers.control_side[1], SIDE_USA);
	ck_assert_int_eq(g->ndice, 2);
	ck_assert_int_eq(g->dice[0], 4);
	ck_assert(g->has_rng);
	ck_assert(g->rng_seed == UINT64_MAX);
	ck_assert(g->rng_draws == 12);
	ck_assert_str_eq(game_unit(g, "Brown")->name, "Brown");
	ck_assert_str_eq(g->units[g->leaders[0].with].name, "Brown");
	tg_done(&t);
}
END_TEST

/* 7.2: combat values may be ½; kept exactly, in halves. */
START_TEST(test_7_2_halves)
{
	static const struct {
		const char	*text;
		int		 halves;
	} c[] = {
		{ "0.5", 1 }, { ".5", 1 }, { "2.5", 5 }, { "½", 1 },
		{ "3½", 7 }, { "3", 6 }, { "0", 0 }, { "12", 24 },
		{ "\"4\"", 8 }, { "3.0", 6 },
	};
	char	yaml[512];
	size_t	i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct tg t;

		snprintf(yaml, sizeof(yaml), TG_STD MAP BROWN(", combat: %s"),
		    c[i].text);
		good(&t, yaml);
		ck_assert_msg(t.g->units[0].combat == c[i].halves,
		    "%s: %d halves", c[i].text, t.g->units[0].combat);
		tg_done(&t);
	}
}
END_TEST

/* 7.4: a tactical value "5/4" is attack/defence as printed. */
START_TEST(test_7_4_tactical_split)
{
	struct tg	 t;
	struct game	*g = good(&t, TG_STD MAP BROWN(", tactical: \"5/4\"")
	    "leaders:\n  Jackson: {side: csa, rank: district, tactical: 3/2, "
	    "with: Brown}\n  Ewell: {side: csa, rank: division, tactical: 4, "
	    "with: Brown}\n");

	ck_assert(g->units[0].has_tactical);
	ck_assert(g->units[0].tactical_split);
	ck_assert_int_eq(g->units[0].tactical_attack, 5);
	ck_assert_int_eq(g->units[0].tactical_defence, 4);
	ck_assert(g->leaders[0].tactical_split);
	ck_assert_int_eq(g->leaders[0].tactical_attack, 3);
	ck_assert_int_eq(g->leaders[0].tactical_defence, 2);
	ck_assert(!g->leaders[1].tactical_split);
	ck_assert_int_eq(g->leaders[1].tactical_attack, 4);
	ck_assert_int_eq(g->leaders[1].tactical_defence, 4);
	tg_done(&t);
	bad(TG_STD MAP BROWN(", tactical: 5/"), "tactical: |5/",
	    "units.Brown.tactical", "'5/' is not a tactical value (a number "
	    "0..99, or attack/defence as printed, e.g. \"5/4\")");
	bad(TG_STD MAP BROWN(", tactical: 5/4/3"), "tactical: |5/4/3",
	    "units.Brown.tactical", "'5/4/3' is not a tactical value (a "
	    "number 0..99, or attack/defence as printed, e.g. \"5/4\")");
}
END_TEST

/* DESIGN.md 4: command is the formations a unit belongs to: one word or
 * a list. */
START_TEST(test_dsgn4_command_word_or_list)
{
	struct tg	 t;
	struct game	*g;

	g = good(&t, TG_STD MAP BROWN(", command: Cheatham"));
	ck_assert_int_eq(g->units[0].ncommand, 1);
	ck_assert_str_eq(g->units[0].command[0], "Cheatham");
	tg_done(&t);
	g = good(&t, TG_STD MAP BROWN(", command: [Cheatham, Hardee]"));
	ck_assert_int_eq(g->units[0].ncommand, 2);
	ck_assert_str_eq(g->units[0].command[0], "Cheatham");
	ck_assert_str_eq(g->units[0].command[1], "Hardee");
	tg_done(&t);
	g = good(&t, TG_STD MAP BROWN(", command: []"));
	ck_assert_int_eq(g->units[0].ncommand, 0);
	tg_done(&t);
	bad(TG_STD MAP BROWN(", command: [Cheatham, [x]]"), "Cheatham, |[",
	    "units.Brown.command[1]", "expected text, got a list");
}
END_TEST

/* The document's nodes outlive the loader: the game owns its arena. */
START_TEST(test_dsgn4_game_owns_the_document)
{
	static const char yaml[] = TG_STD MAP
	    "units:\n  Brown: {side: csa, type: infantry, hex: 4611, "
	    "manpower: 8}\n"
	    "action: {unit: Brown, mp: 3}\n"
	    "pending: [{kind: retreat, units: [Brown], from: 4611, min: 2, "
	    "max: 4, enemy: 4612}]\n"
	    "ledger: {vp: [{turn: 2, side: csa, vp: 1, why: Winchester}]}\n"
	    "log:\n  - {op: march, turn: 1}\n";
	struct tg	 t;
	struct game	*g = good(&t, yaml);

	/* The reader's arena was handed over. */
	ck_assert_ptr_null(t.a.head);
	ck_assert(g->has_action);
	ck_assert_str_eq(g->march.unit, "Brown");
	ck_assert_int_eq(g->march.mp, 6);		/* halves */
	ck_assert_int_eq(g->pending.n, 1);
	ck_assert_int_eq(g->pending.items[0].kind, PK_RETREAT);
	ck_assert_str_eq(g->pending.items[0].units[0], "Brown");
	ck_assert(g->has_ledger);
	ck_assert_int_eq(g->ledger.vp->n, 1);
	ck_assert_int_eq(g->log->n, 1);
	tg_done(&t);
}
END_TEST

/* gcacw-file(5) pending: an entry as the file has it, under Brown and
 * Wagner. */

#define PEND(entry)	TG_STD MAP BROWN("") WAGNER \
	"  Gone: {side: usa, type: infantry, manpower: 2, " \
	"status: eliminated}\n" "pending:\n- " entry "\n"
#define ROUT(more)	PEND("{kind: rout, units: [Wagner], from: 4610, " \
	"min: 4, max: 6, enemy: 4611" more "}")

/* 7.6, 7.7: what combat writes reads back field for field. */
START_TEST(test_7_6_pending_fields_read)
{
	struct tg		 t;
	struct game		*g;
	const struct pending	*p;

	g = good(&t, ROUT(", rule: '7.6', enemy_unit: Brown, x-n: 1"));
	ck_assert(g->pending.listed);
	ck_assert(!g->pending.flow);
	ck_assert_int_eq(g->pending.n, 1);
	p = &g->pending.items[0];
	ck_assert_int_eq(p->kind, PK_ROUT);
	ck_assert_str_eq(p->rule, "7.6");
	ck_assert_int_eq(p->nunits, 1);
	ck_assert_str_eq(p->units[0], "Wagner");
	ck_assert_int_eq(p->from, H(g, "4610"));
	ck_assert_int_eq(p->enemy, H(g, "4611"));
	ck_assert_int_eq(p->min, 4);
	ck_assert_int_eq(p->max, 6);
	ck_assert_str_eq(p->enemy_unit, "Brown");
	ck_assert(p->flow);
	/* Absent fields stay absent. */
	ck_assert_int_eq(p->into, HEX_NONE);
	ck_assert_int_eq(p->fatigue, -1);
	ck_assert(!p->has_optional);
	ck_assert_int_eq(p->extra->n, 1);
	tg_done(&t);
	g = good(&t, PEND("{kind: voluntary-retreat, units: [Wagner], from: "
	    "4610, min: 1, max: 4, fatigue: 1, optional: true, enemy: 4611}"));
	p = &g->pending.items[0];
	ck_assert_int_eq(p->kind, PK_VOLUNTARY);
	ck_assert_int_eq(p->fatigue, 1);
	ck_assert(p->has_optional && p->optional);
	tg_done(&t);
	g = good(&t, PEND("{kind: advance, units: [Brown], from: 4611, "
	    "into: 4610, optional: true}"));
	ck_assert_int_eq(g->pending.items[0].kind, PK_ADVANCE);
	ck_assert_int_eq(g->pending.items[0].into, H(g, "4610"));
	tg_done(&t);
	/* A cavalry retreat opportunity needs nothing more (7.7). */
	g = good(&t, PEND("{kind: cavalry-retreat}"));
	ck_assert_int_eq(g->pending.items[0].kind, PK_CAVALRY);
	ck_assert_ptr_null(g->pending.items[0].units);
	tg_done(&t);
	/* An empty list is kept, and blocks nothing. */
	g = good(&t, TG_STD MAP "pending: []\n");
	ck_assert(g->pending.listed);
	ck_assert(g->pending.flow);
	ck_assert_int_eq(g->pending.n, 0);
	tg_done(&t);
}
END_TEST

/* The loader is the one place that decides whether an entry is valid;
 * a missing field in gcacw-retreat's words (gcacw-retreat(1)). */
START_TEST(test_7_6_pending_validated)
{
	static const struct refusal r[] = {
		{ PEND("{rule: '7.6'}"), "- |{", "pending[0]", "`kind` is "
		  "required (retreat, rout, voluntary-retreat, advance or "
		  "cavalry-retreat)" },
		{ PEND("{kind: march}"), "kind: |march", "pending[0].kind",
		  "'march' is not one of: retreat, rout, voluntary-retreat, "
		  "advance, cavalry-retreat" },
		{ ROUT(", optinal: true"), "|optinal", "pending[0]",
		  "unknown key 'optinal'; did you mean 'optional'?" },
		{ PEND("{kind: rout, units: [Wagner], min: 4, max: 6, "
		  "enemy: 4611}"), "- |{", "pending[0].from",
		  "a hex id is needed here" },
		{ PEND("{kind: rout, units: [Wagner], from: 4610, max: 6, "
		  "enemy: 4611}"), "- |{", "pending[0].min",
		  "a number is needed here" },
		{ PEND("{kind: rout, units: [Wagner], from: 4610, min: 4, "
		  "max: 6}"), "- |{", "pending[0].enemy",
		  "a hex id is needed here" },
		{ PEND("{kind: rout, from: 4610, min: 4, max: 6, enemy: "
		  "4611}"), "- |{", "pending[0].units",
		  "a list of the retreating units is needed here" },
		{ PEND("{kind: rout, units: [], from: 4610, min: 4, max: 6, "
		  "enemy: 4611}"), "units: |[", "pending[0].units",
		  "a list of the retreating units is needed here" },
		{ PEND("{kind: advance, units: [Brown], from: 4611}"), "- |{",
		  "pending[0].into", "a hex id is needed here" },
		{ PEND("{kind: advance, into: 4610}"), "- |{",
		  "pending[0].units", "a list of units is needed here" },
		{ ROUT(", fatigue: 2"), "fatigue: |2", "pending[0].fatigue",
		  "2 is out of range 0..1..." },
		{ PEND("{kind: rout, units: [Wagner], from: 4610, min: 0, "
		  "max: 6, enemy: 4611}"), "min: |0", "pending[0].min",
		  "0 is out of range 1..12" },
		{ PEND("{kind: rout, units: [Wagner], from: 4610, min: 4, "
		  "max: 13, enemy: 4611}"), "max: |13", "pending[0].max",
		  "13 is out of range 1..12" },
		{ PEND("{kind: rout, units: [Wagner], from: 4610, min: 5, "
		  "max: 4, enemy: 4611}"), "max: |4", "pending[0].max",
		  "a retreat goes from min to max hexes, 1 <= min <= max <= "
		  "12" },
		{ ROUT(", optional: maybe"), "optional: |maybe",
		  "pending[0].optional", "'maybe' is not true or false" },
		{ PEND("{kind: rout, units: [Wagner], from: 46O8, min: 4, "
		  "max: 6, enemy: 4611}"), "from: |46O8", "pending[0].from",
		  "'46O8' is not a hex id: ..." },
		{ PEND("{kind: rout, units: Wagner, from: 4610, min: 4, "
		  "max: 6, enemy: 4611}"), "units: |Wagner",
		  "pending[0].units",
		  "expected a list of units, got a scalar" },
		/* The units it names: in the file, where it says (7.6). */
		{ PEND("{kind: rout, units: [Wagnr], from: 4610, min: 4, "
		  "max: 6, enemy: 4611}"), "units: [|Wagnr",
		  "pending[0].units", "no such unit; did you mean 'Wagner'?" },
		{ PEND("{kind: rout, units: [Sill], from: 4610, min: 4, "
		  "max: 6, enemy: 4611}"), "units: [|Sill",
		  "pending[0].units", "no such unit" },
		{ ROUT(", enemy_unit: Nobody"), "enemy_unit: |Nobody",
		  "pending[0].enemy_unit", "no such unit" },
		{ PEND("{kind: rout, units: [Brown], from: 4610, min: 4, "
		  "max: 6, enemy: 4611}"), "units: [|Brown",
		  "pending[0].units",
		  "this unit is not in the hex the retreat begins in" },
		{ PEND("{kind: rout, units: [Gone], from: 4610, min: 4, "
		  "max: 6, enemy: 4611}"), "units: [|Gone",
		  "pending[0].units",
		  "this unit is not in the hex the retreat begins in" },
		{ PEND("{kind: advance, units: [Gone], from: 4611, into: "
		  "4610}"), "units: [|Gone", "pending[0].units",
		  "not a unit in play" },
		/* One obligation a unit: resolving one entry leaves the
		 * others valid. */
		{ ROUT("}\n- {kind: cavalry-retreat, units: [Brown, Wagner]"),
		  "Brown, |Wagner", "pending[1].units", "Wagner is named in "
		  "pending[0] too: a unit has one pending entry at most "
		  "(7.6)" },
	};

	REFUSED(r);
}
END_TEST

/*
 * gcacw-file(5) pending: the units concerned are named (text), and so
 * is the active enemy unit, enemy_unit (7.6, 7.7).  The path of a bad
 * unit names the list, as gcacw-retreat's does (load_pending.c, the
 * golden case gcacw-check/pending-unit-unknown).
 */
START_TEST(test_7_6_pending_names)
{
	bad(BASE "pending: [{kind: retreat, rule: '7.6', units: [[1]], from: "
	    "'4610', min: 1, max: 2, enemy: '4611'}]\n", "units: [|[1]",
	    "pending[0].units", "expected text, got a list");
	bad(BASE "pending: [{kind: cavalry-retreat, rule: '7.7', units: "
	    "[Brown], from: '4610', enemy: '4611', enemy_unit: [1]}]\n",
	    "enemy_unit: |[1]", "pending[0].enemy_unit",
	    "expected text, got a list");
}
END_TEST

/* Cheatham with Brown activated (5.2), more in the action. */
#define CHEATHAM_ACTS(more)	BASE "leaders:\n  Cheatham: {side: csa, " \
	"rank: division, with: Brown}\naction: {kind: activate-leader, " \
	"leader: Cheatham, mp: 3, " more "}\n"

/*
 * gcacw-file(5) action: the cavalry that declined a retreat (7.7) are
 * hexes; an Activate Leader action (5.2) names a leader that exists,
 * selects a list of units, each once.
 */
START_TEST(test_dsgn4_action_values)
{
	static const struct refusal r[] = {
		{ BASE "action: {kind: march, unit: Brown, mp: 3, declined: "
		  "['46x0']}\n", "declined: [|'46x0'", "action.declined[0]",
		  "'46x0' is not a hex id: hex ids are four digits, column "
		  "then row: 4710, or N4710 after a sheet letter" },
		{ BASE "action: {kind: activate-leader, leader: [1], mp: 3}\n",
		  "leader: |[1]", "action.leader",
		  "expected text, got a list" },
		{ BASE "action: {kind: activate-leader, leader: Nobody, mp: "
		  "3}\n", "leader: |Nobody", "action.leader",
		  "no leader is named 'Nobody'" },
		{ CHEATHAM_ACTS("selected: Brown"), "selected: |Brown",
		  "action.selected", "expected a list of units, got a scalar" },
		{ CHEATHAM_ACTS("selected: [Brown, Brown]"), "Brown, |Brown]",
		  "action.selected[1]", "listed twice" },
	};

	REFUSED(r);
}
END_TEST

CHECK_TESTS(load)
