/*
 * test_scenario.c — a scenario file (gcacw-file(5) SCENARIOS; the game
 * file's contract, DESIGN.md section 4, carried to the scenarios that
 * scenarios/ holds) and its every refusal, which the scenario library,
 * being valid, never shows: each malformed file below gives exactly the
 * errors listed, at their lines and columns (section 5).  And where the
 * library is looked for.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "cli.h"
#include "fixture.h"
#include "fixture_doc.h"
#include "load.h"
#include "yamlio.h"

/*
 * yaml read as a scenario of the standard game must be refused with
 * nlines lines, holding each of the nwant of want.
 */
static void
refused_n(const char *yaml, const char *const *want, int nwant, int nlines)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD);
	struct yaml_reader	*r = yaml_reader_new(yaml, strlen(yaml));
	struct node		*doc = NULL;

	ck_assert_int_eq(yaml_reader_next(r, &g->arena, g->diag, &doc), 1);
	ck_assert_ptr_null(scenario_load(g, doc, NULL));
	doc_lines(tg_errors(&t), want, nwant, nlines);
	yaml_reader_free(r);
	tg_done(&t);
}

/* The same, a line for each of the n of want. */
static void
refused(const char *yaml, const char *const *want, int n)
{
	refused_n(yaml, want, n, n);
}

/* A scenario's head with nothing wrong in it. */
#define GOOD_HEAD							\
	"scenario: 1\n"							\
	"game: standard\n"						\
	"name: test\n"							\
	"title: Test\n"							\
	"rule: TEST 1.0\n"						\
	"turns: {first: 1, last: 9}\n"

/* A victory table with nothing wrong in it, items to follow. */
#define GOOD_VICTORY							\
	"victory:\n  side: usa\n  levels: [{level: Draw}]\n  items:\n"

/* The victory items' count expressions, one kind after another. */
START_TEST(test_dsgn4_victory_count_refusals)
{
	static const char yaml[] = GOOD_HEAD
	    "victory:\n"
	    "  side: usa\n"
	    "  items:\n"
	    "    - id: a\n"
	    "      rule: R\n"
	    "      text: T\n"
	    "      vp: 1\n"
	    "      when: end\n"
	    "      count: {occupied: {units: {side: csa, bogus: 1}, where: "
	    "[{hexes: [4610], bogus: 1}], unsurrounded: maybe}}\n"
	    "    - {id: b, rule: R, text: T, vp: 1, when: end, count: {units: "
	    "{units: x}}}\n"
	    "    - {id: c, rule: R, text: T, vp: 1, when: end, count: {control: "
	    "{side: both, hexes: [46x0], x: 1}}}\n"
	    "    - {id: d, rule: R, text: T, vp: 1, when: end, count: {losses: "
	    "{side: csa, causes: [fire], y: 1}}}\n"
	    "    - {id: e, rule: R, text: T, vp: 1, when: end, count: {routs: "
	    "{side: csa, z: 1}}}\n"
	    "    - {id: f, rule: R, text: T, vp: 1, when: end, count: {withdrawn:"
	    " {units: {side: usa}, turns: x, q: 1}}}\n"
	    "    - {id: g, rule: R, text: T, vp: 1, when: end, count: {withdrawal"
	    "_table: {units: {side: usa}, q: 1}}}\n"
	    "    - {id: h, rule: R, text: T, vp: 1, when: end, count: {stations: "
	    "{hexes: [4610], state: burnt, q: 1}}}\n"
	    "    - {id: i, rule: R, text: T, vp: 1, when: end, count: {destroyed:"
	    " {hexsides: [4610/4612], q: 1}}}\n"
	    "    - {id: j, rule: R, text: T, vp: 1, when: end, count: {depots_rem"
	    "oved: {q: 1}}}\n"
	    "    - {id: k, rule: R, text: T, vp: 1, when: end, count: {nearest: "
	    "{units: {side: usa}, to: 46x0, q: 1}}}\n"
	    "    - {id: l, rule: R, text: T, vp: 1, when: end, count: {counties: "
	    "{side: usa, counties: x, controlled: maybe, q: 1}}}\n"
	    "    - {id: m, rule: R, text: T, vp: 1, when: end, count: {strategic:"
	    " {min: 9, q: 1}}}\n"
	    "    - {id: n, rule: R, text: T, vp: 1, when: end, count: {rule: "
	    "nine-pines}}\n"
	    "    - {id: o, rule: R, text: T, vp: 1, when: end, count: {routs: "
	    "[1]}}\n"
	    "    - {id: p, rule: R, text: T, vp: 1, when: end, count: {routs: "
	    "{side: csa}, losses: {side: usa}}}\n"
	    "    - {id: q, rule: R, text: T, vp: 1, when: end, count: {cap: "
	    "3}}\n"
	    "    - {id: r, rule: R, text: T, vp: 1, when: end, count: {routs: "
	    "{side: csa}, cap: -1, divide: 0, at_least: x, below: -2}}\n"
	    "    - {id: s, rule: R, text: T, vp: 1, when: end, count: {routs: "
	    "{side: csa}, capp: 1}}\n"
	    "    - {id: t, rule: R, text: T, scale: [{min: 1, max: x}, 3], "
	    "when: end, count: {routs: {side: csa}}}\n"
	    "    - {id: u, rule: R, text: T, vp: 1, when: never, count: [1], "
	    "if: 3, if_any: [3], unless: [{cap: 1}]}\n"
	    "    - {rule: R, text: T, vp: 1, when: end, count: {routs: {side: "
	    "csa}}}\n"
	    "    - {id: [a], rule: R, text: T, vp: 1, when: end, count: {routs: "
	    "{side: csa}}}\n"
	    "    - {id: a, rule: R, text: T, vp: 1, when: end, count: {routs: "
	    "{side: csa}}}\n"
	    "    - 7\n";
	static const char *const want[] = {
	    "gcacw-check: <stdin>:8:3: victory: `side`, `items` and `levels` "
	    "are required",
	    "gcacw-check: <stdin>:15:45: victory.items[0].count.occupied.units: "
	    "unknown key 'bogus'",
	    "gcacw-check: <stdin>:15:80: victory.items[0].count.occupied.where[0]"
	    ": unknown key 'bogus'",
	    "gcacw-check: <stdin>:15:106: victory.items[0].count.occupied.unsurro"
	    "unded: 'maybe' is not true or false",
	    "gcacw-check: <stdin>:16:74: victory.items[1].count.units.units: "
	    "expected a unit filter {side, type, size, units}, got a scalar",
	    "gcacw-check: <stdin>:16:66: victory.items[1].count.units: `units` "
	    "needs `where` (a hex set; `[{map: true}]` for anywhere)",
	    "gcacw-check: <stdin>:17:96: victory.items[2].count.control: "
	    "unknown key 'x'",
	    "gcacw-check: <stdin>:17:75: victory.items[2].count.control.side: "
	    "'both' is not one of: csa, usa",
	    "gcacw-check: <stdin>:17:89: victory.items[2].count.control.hexes[0]:"
	    " '46x0' is not a hex id: hex ids are four digits, column then "
	    "row: 4710, or N4710 after a sheet letter",
	    "gcacw-check: <stdin>:18:95: victory.items[3].count.losses: unknown "
	    "key 'y'",
	    "gcacw-check: <stdin>:18:88: victory.items[3].count.losses.causes[0]:"
	    " 'fire' is not one of: combat, retreat, cavalry_retreat, extended_ma"
	    "rch, force_march, zoc, supply, surrender",
	    "gcacw-check: <stdin>:19:78: victory.items[4].count.routs: unknown "
	    "key 'z'",
	    "gcacw-check: <stdin>:20:101: victory.items[5].count.withdrawn: "
	    "unknown key 'q'",
	    "gcacw-check: <stdin>:20:98: victory.items[5].count.withdrawn.turns: "
	    "expected {from, to}, got a scalar",
	    "gcacw-check: <stdin>:21:98: victory.items[6].count.withdrawal_table:"
	    " unknown key 'q'",
	    "gcacw-check: <stdin>:22:99: victory.items[7].count.stations: "
	    "unknown key 'q'",
	    "gcacw-check: <stdin>:22:92: victory.items[7].count.stations.state: "
	    "'burnt' is not one of: destroyed, damaged, any",
	    "gcacw-check: <stdin>:23:94: victory.items[8].count.destroyed: "
	    "unknown key 'q'",
	    "gcacw-check: <stdin>:23:82: victory.items[8].count.destroyed.hexside"
	    "s[0]: '4610/4612' is not a hexside: hexes 4610 and 4612 are "
	    "not adjacent",
	    "gcacw-check: <stdin>:24:76: victory.items[9].count.depots_removed: "
	    "unknown key 'q'",
	    "gcacw-check: <stdin>:25:99: victory.items[10].count.nearest: "
	    "unknown key 'q'",
	    "gcacw-check: <stdin>:25:93: victory.items[10].count.nearest.to: "
	    "'46x0' is not a hex id: hex ids are four digits, column then "
	    "row: 4710, or N4710 after a sheet letter",
	    "gcacw-check: <stdin>:26:113: victory.items[11].count.counties: "
	    "unknown key 'q'",
	    "gcacw-check: <stdin>:26:106: victory.items[11].count.counties.contro"
	    "lled: 'maybe' is not true or false",
	    "gcacw-check: <stdin>:27:79: victory.items[12].count.strategic: "
	    "unknown key 'q'",
	    "gcacw-check: <stdin>:27:76: victory.items[12].count.strategic.min: "
	    "9 is out of range 0..7",
	    "gcacw-check: <stdin>:28:65: victory.items[13].count.rule: 'nine-pine"
	    "s' is not one of: seven-pines, union-commitment",
	    "gcacw-check: <stdin>:29:66: victory.items[14].count.routs: expected "
	    "a mapping, got a list",
	    "gcacw-check: <stdin>:30:79: victory.items[15].count: one count "
	    "a mapping: `routs` and `losses`",
	    "gcacw-check: <stdin>:31:58: victory.items[16].count: no count: "
	    "give one of occupied, units, control, losses, routs, withdrawn, "
	    "stations, destroyed, nearest, ...",
	    "gcacw-check: <stdin>:32:84: victory.items[17].count.cap: -1 "
	    "is out of range 0..99999",
	    "gcacw-check: <stdin>:32:96: victory.items[17].count.divide: "
	    "0 is out of range 1..99999",
	    "gcacw-check: <stdin>:32:109: victory.items[17].count.at_least: "
	    "'x' is not a whole number",
	    "gcacw-check: <stdin>:32:119: victory.items[17].count.below: "
	    "-2 is out of range 0..99999",
	    "gcacw-check: <stdin>:33:79: victory.items[18].count: unknown "
	    "key 'capp'",
	    "gcacw-check: <stdin>:34:41: victory.items[19].scale[0]: `vp` "
	    "is required",
	    "gcacw-check: <stdin>:34:55: victory.items[19].scale[0].max: "
	    "'x' is not a whole number",
	    "gcacw-check: <stdin>:34:59: victory.items[19].scale[1]: expected "
	    "{min, max, vp}, got a scalar",
	    "gcacw-check: <stdin>:35:46: victory.items[20].when: 'never' "
	    "is not one of: end, turn-end, segment",
	    "gcacw-check: <stdin>:35:60: victory.items[20].count: expected "
	    "a count expression (occupied, units, control, losses, ...), "
	    "got a list",
	    "gcacw-check: <stdin>:35:69: victory.items[20].if: expected a "
	    "list of conditions, got a scalar",
	    "gcacw-check: <stdin>:35:81: victory.items[20].if_any[0]: expected "
	    "a count expression (occupied, units, control, losses, ...), "
	    "got a scalar",
	    "gcacw-check: <stdin>:35:94: victory.items[20].unless[0]: no "
	    "count: give one of occupied, units, control, losses, routs, "
	    "withdrawn, stations, destroyed, nearest, ...",
	    "gcacw-check: <stdin>:36:7: victory.items[21]: `id` is required "
	    "(a short name for the item)",
	    "gcacw-check: <stdin>:37:12: victory.items[22]: expected an id, "
	    "got a list",
	    "gcacw-check: <stdin>:38:12: victory.items[23]: id 'a' is used "
	    "twice",
	    "gcacw-check: <stdin>:39:7: victory.items[24]: expected a victory "
	    "item {id, rule, text, vp, when, count}, got a scalar",
	};

	refused(yaml, want, DOC_N(want));
}
END_TEST

/*
 * A scenario wrong in its head, its special rules and its set-up, and in
 * three of its victory items: the base of the two tests below, which
 * differ only in its victory levels, and the errors it gives whatever
 * its levels (each as `want` lists it).
 */
#define HEAD_YAML							\
	"scenario: 2\n"							\
	"game: standard\n"						\
	"name: [x]\n"							\
	"title: Test\n"							\
	"rule: TEST 1.0\n"						\
	"dates: 1862\n"							\
	"turns: {first: 5, last: 2}\n"					\
	"maps: [Q, [1]]\n"						\
	"advanced: maybe\n"						\
	"bogus: 1\n"							\
	"places: [1]\n"							\
	"counties:\n"							\
	"  Augusta: {seat: 46x0, x: 1}\n"				\
	"  Bath: 3\n"							\
	"hexsides: [1]\n"						\
	"special:\n"							\
	"  - rule: R\n"							\
	"    text: T\n"							\
	"    restrictions:\n"						\
	"      - {kind: no-enter, side: csa}\n"				\
	"      - {kind: keep-away, from: both}\n"			\
	"      - {kind: first-initiative, count: 100}\n"		\
	"      - {kind: unfordable, major: maybe, minor: 1}\n"		\
	"      - {kind: reinforcement, hex: 46x0, turn: 0, text: [1]}\n" \
	"      - {kind: withdrawal, hexes: [1]}\n"			\
	"      - {kind: text-only}\n"					\
	"      - {kind: no-action, units: {side: csa}, turns: {from: "	\
	"5, to: 2}, id: [1], until: [2], bogus: 1}\n"			\
	"      - {kind: no-enter, where: [{}, {within: {of: [4610]}}, "	\
	"{within: {hexes: 2000}}, {sheet: Q}, {sheet: [1]}, {cols: {min: " \
	"-1, max: 200}}, {rows: 3}, {map: false}, {county: 3}, 7], retreat: " \
	"maybe}\n"							\
	"      - {side: csa}\n"						\
	"      - {kind: flying}\n"					\
	"      - 5\n"							\
	"  - {rule: R}\n"						\
	"  - {text: T, restrictions: 5}\n"				\
	"  - 9\n"							\
	"setup:\n"							\
	"  units: 1\n"							\
	"  missing: 3\n"						\
	"  unplaced: [1]\n"						\
	"victory:\n"							\
	"  side: usa\n"							\
	"  items:\n"							\
	"    - {id: a, rule: R, text: T, vp: 1, when: end, count: {units: " \
	"{units: [Brown], type: [tank], size: bigly, demoralized: maybe}, " \
	"where: [{map: true}]}}\n"					\
	"    - {id: b, text: T, when: end}\n"				\
	"    - {id: c, rule: [R], text: [T], vp: 1, scale: [{vp: 1}], "	\
	"when: end, count: {routs: {side: csa}}}\n"

#define HEAD_WANT							\
	"gcacw-check: <stdin>:10:1: unknown key 'bogus'",		\
	"gcacw-check: <stdin>:1:11: scenario: scenario format 2 is not " \
	"supported (1)",						\
	"gcacw-check: <stdin>:3:7: name: expected text, got a list",	\
	"gcacw-check: <stdin>:7:8: turns: the last turn is before the "	\
	"first",							\
	"gcacw-check: <stdin>:8:8: maps: 'Q' is not a sheet of standard ()", \
	"gcacw-check: <stdin>:8:11: maps: expected a sheet letter, got " \
	"a list",							\
	"gcacw-check: <stdin>:9:11: advanced: 'maybe' is not true or false", \
	"gcacw-check: <stdin>:11:9: places: expected a mapping of hex: " \
	"name, got a list",						\
	"gcacw-check: <stdin>:13:25: counties.Augusta: unknown key 'x'", \
	"gcacw-check: <stdin>:13:19: counties.Augusta.seat: '46x0' is "	\
	"not a hex id: hex ids are four digits, column then row: 4710, " \
	"or N4710 after a sheet letter",				\
	"gcacw-check: <stdin>:14:9: counties.Bath: expected {seat: HEX}, " \
	"got a scalar",							\
	"gcacw-check: <stdin>:15:11: hexsides: expected a mapping of "	\
	"hexside: [features], got a list",				\
	"gcacw-check: <stdin>:20:9: special[0].restrictions[0]: `no-enter` " \
	"needs `where` (a hex set)",					\
	"gcacw-check: <stdin>:21:9: special[0].restrictions[1]: `keep-away` " \
	"needs `hexes`",						\
	"gcacw-check: <stdin>:21:33: special[0].restrictions[1].from: "	\
	"'both' is not one of: csa, usa",				\
	"gcacw-check: <stdin>:22:41: special[0].restrictions[2].count: " \
	"100 is out of range 1..99",					\
	"gcacw-check: <stdin>:23:35: special[0].restrictions[3].major: " \
	"'maybe' is not true or false",					\
	"gcacw-check: <stdin>:23:49: special[0].restrictions[3].minor: " \
	"'1' is not true or false",					\
	"gcacw-check: <stdin>:24:36: special[0].restrictions[4].hex: "	\
	"'46x0' is not a hex id: hex ids are four digits, column then "	\
	"row: 4710, or N4710 after a sheet letter",			\
	"gcacw-check: <stdin>:24:48: special[0].restrictions[4].turn: "	\
	"0 is out of range 1..9999",					\
	"gcacw-check: <stdin>:25:36: special[0].restrictions[5].hexes[0]: " \
	"'1' is not a hex id: hex ids are four digits, column then row: " \
	"4710, or N4710 after a sheet letter",				\
	"gcacw-check: <stdin>:26:9: special[0].restrictions[6]: `text-only` " \
	"needs `why` (why no tool enforces it)",			\
	"gcacw-check: <stdin>:27:93: special[0].restrictions[7]: unknown " \
	"key 'bogus'",							\
	"gcacw-check: <stdin>:27:34: special[0].restrictions[7].units: " \
	"expected a list of names, got a mapping",			\
	"gcacw-check: <stdin>:27:54: special[0].restrictions[7].turns: " \
	"turn 2 is before turn 5",					\
	"gcacw-check: <stdin>:27:76: special[0].restrictions[7].id: expected " \
	"text, got a list",						\
	"gcacw-check: <stdin>:27:88: special[0].restrictions[7].until: " \
	"expected text, got a list",					\
	"gcacw-check: <stdin>:28:34: special[0].restrictions[8].where[0]: " \
	"an empty clause would match every hex; say `map: true`",	\
	"gcacw-check: <stdin>:28:47: special[0].restrictions[8].where[1].with" \
	"in: `within` needs `of` and `hexes`",				\
	"gcacw-check: <stdin>:28:71: special[0].restrictions[8].where[2].with" \
	"in: `within` needs `of` and `hexes`",				\
	"gcacw-check: <stdin>:28:79: special[0].restrictions[8].where[2].with" \
	"in.hexes: 2000 is out of range 0..999",			\
	"gcacw-check: <stdin>:28:95: special[0].restrictions[8].where[3].shee" \
	"t: 'Q' is not a sheet of standard ()",				\
	"gcacw-check: <stdin>:28:107: special[0].restrictions[8].where[4].she" \
	"et: expected a sheet letter, got a list",			\
	"gcacw-check: <stdin>:28:126: special[0].restrictions[8].where[5].col" \
	"s.min: -1 is out of range 0..99",				\
	"gcacw-check: <stdin>:28:135: special[0].restrictions[8].where[5].col" \
	"s.max: 200 is out of range 0..99",				\
	"gcacw-check: <stdin>:28:149: special[0].restrictions[8].where[6].row" \
	"s: expected {min, max}, got a scalar",				\
	"gcacw-check: <stdin>:28:159: special[0].restrictions[8].where[7].map" \
	": `map: false` matches nothing; leave it out",			\
	"gcacw-check: <stdin>:28:180: special[0].restrictions[8].where[9]: " \
	"expected a hex-set clause {hexes, within, county, sheet, cols, " \
	"rows, map, not}, got a scalar",				\
	"gcacw-check: <stdin>:28:193: special[0].restrictions[8].retreat: " \
	"'maybe' is not true or false",					\
	"gcacw-check: <stdin>:29:9: special[0].restrictions[9]: `kind` " \
	"is required",							\
	"gcacw-check: <stdin>:30:16: special[0].restrictions[10].kind: " \
	"'flying' is not one of: no-entrench, no-action, no-enter, keep-away," \
	" no-enemy-zoc, no-extended-march, no-force-march, no-attack, "	\
	"first-initiative, no-random-events, rain, unfordable, reinforcement," \
	" withdrawal, pass-ends-cycle, fatigue-frozen, release-roll, "	\
	"objective, destroy-bridge, mp-column, no-fatigue-penalty, "	\
	"march-bridge, text-only",					\
	"gcacw-check: <stdin>:31:9: special[0].restrictions[11]: expected " \
	"a restriction {kind, ...}, got a scalar",			\
	"gcacw-check: <stdin>:32:5: special[1]: `rule` and `text` are "	\
	"required",							\
	"gcacw-check: <stdin>:33:5: special[2]: `rule` and `text` are "	\
	"required",							\
	"gcacw-check: <stdin>:33:29: special[2].restrictions: expected " \
	"a list of restrictions, got a scalar",				\
	"gcacw-check: <stdin>:34:5: special[3]: expected {rule, text, "	\
	"restrictions}, got a scalar",					\
	"gcacw-check: <stdin>:42:131: victory.items[0].count: unknown "	\
	"key 'where'",							\
	"gcacw-check: <stdin>:43:7: victory.items[1]: `rule` is required " \
	"(where the book says it)",					\
	"gcacw-check: <stdin>:43:7: victory.items[1]: `count` is required", \
	"gcacw-check: <stdin>:43:7: victory.items[1]: one of `vp` (per " \
	"count) and `scale`",						\
	"gcacw-check: <stdin>:44:7: victory.items[2]: one of `vp` (per " \
	"count) and `scale`",						\
	"gcacw-check: <stdin>:44:21: victory.items[2].rule: expected "	\
	"a citation, got a list",					\
	"gcacw-check: <stdin>:44:32: victory.items[2].text: expected "	\
	"the table's words, got a list",				\
	"gcacw-check: <stdin>:36:3: setup: `complete` is required (is "	\
	"every unit's set-up printed?)",				\
	"gcacw-check: <stdin>:37:12: setup.missing: expected a list of " \
	"names, got a scalar",						\
	"gcacw-check: <stdin>:38:13: setup.unplaced: expected {where, "	\
	"units, leaders}, got a list",					\
	"gcacw-check: <stdin>:36:10: units: expected a mapping of unit " \
	"names, got a scalar"

/* The head, the special rules' restrictions and hex sets, the set-up. */
START_TEST(test_dsgn4_head_special_setup_refusals)
{
	static const char yaml[] = HEAD_YAML
	    "  levels: 3\n";
	static const char *const want[] = {
	    HEAD_WANT,
	    "gcacw-check: <stdin>:45:11: victory.levels: expected a list "
	    "of {min, max, level}, got a scalar",
	};

	refused(yaml, want, DOC_N(want));
}
END_TEST

/*
 * gcacw-file(5) "Count expressions": the keys a count kind cannot do
 * without are required (vp_count reads them: a control count with no
 * `hexes` crashed), and an x- note beside the count leaves the rest
 * checked (it turned the checks off: found by review).
 */
START_TEST(test_dsgn4_count_required_keys)
{
	static const char yaml[] = GOOD_HEAD GOOD_VICTORY
	    "    - {id: a, rule: R, text: T, vp: 1, when: end, count: "
	    "{control: {hexes: ['1010']}}}\n"
	    "    - {id: b, rule: R, text: T, vp: 1, when: end, count: "
	    "{control: {side: usa}}}\n"
	    "    - {id: c, rule: R, text: T, vp: 1, when: end, count: "
	    "{losses: {}}}\n"
	    "    - {id: d, rule: R, text: T, vp: 1, when: end, count: "
	    "{stations: {state: any}}}\n"
	    "    - {id: e, rule: R, text: T, vp: 1, when: end, count: "
	    "{destroyed: {}}}\n"
	    "    - {id: f, rule: R, text: T, vp: 1, when: end, count: "
	    "{nearest: {units: {side: usa}}}}\n"
	    "    - {id: g, rule: R, text: T, vp: 1, when: end, count: "
	    "{counties: {controlled: true}}}\n"
	    "    - {id: h, rule: R, text: T, vp: 1, when: end, count: "
	    "{x-why: [a], control: {side: usa, hexes: '1010'}, divide: 0}}\n"
	    "    - {id: i, rule: R, text: T, vp: 1, when: end, count: "
	    "{routs: {}}}\n";
	static const char *const want[] = {
	    "gcacw-check: <stdin>:11:68: victory.items[0].count.control: "
	    "`control` needs `side` (usa or csa)",
	    "gcacw-check: <stdin>:12:68: victory.items[1].count.control: "
	    "`control` needs `hexes` (a list of hexes)",
	    "gcacw-check: <stdin>:13:67: victory.items[2].count.losses: "
	    "`losses` needs `side` (usa or csa)",
	    "gcacw-check: <stdin>:14:69: victory.items[3].count.stations: "
	    "`stations` needs `hexes` (a list of hexes)",
	    "gcacw-check: <stdin>:15:70: victory.items[4].count.destroyed: "
	    "`destroyed` needs `hexsides` (a list of hexsides)",
	    "gcacw-check: <stdin>:16:68: victory.items[5].count.nearest: "
	    "`nearest` needs `to` (a hex)",
	    "gcacw-check: <stdin>:17:69: victory.items[6].count.counties: "
	    "`counties` needs `counties` (a county or a list of them)",
	    "gcacw-check: <stdin>:17:69: victory.items[6].count.counties: "
	    "`counties` needs `side` (usa or csa)",
	    /* Checked, with the note beside them. */
	    "gcacw-check: <stdin>:18:99: victory.items[7].count.control.hexes: "
	    "expected a list of hexes, got a scalar",
	    "gcacw-check: <stdin>:18:116: victory.items[7].count.divide: 0 is "
	    "out of range 1..99999",
	    "gcacw-check: <stdin>:19:",
	    "victory.items[8].count.routs: `routs` needs `side` (usa or csa)",
	};

	refused_n(yaml, want, DOC_N(want), 11);
}
END_TEST

/*
 * gcacw-new(1)'s header names what a scenario leaves to the players:
 * `setup.unplaced` holds text and two mappings (found by review: a list
 * of units was read as a mapping, past its end).
 */
START_TEST(test_dsgn4_setup_unplaced_kinds)
{
	static const char yaml[] = GOOD_HEAD GOOD_VICTORY
	    "    - {id: a, rule: R, text: T, vp: 1, when: end, count: "
	    "{routs: {side: csa}}}\n"
	    "setup:\n  complete: false\n"
	    "  unplaced: {where: [a], units: [A, B], leaders: x}\n";
	static const char *const want[] = {
	    "setup.unplaced.where: expected text, got a list",
	    "setup.unplaced.units: expected a mapping of units, got a list",
	    "setup.unplaced.leaders: expected a mapping of leaders, got a "
	    "scalar",
	};

	refused(yaml, want, DOC_N(want));
}
END_TEST

/* The victory levels: open ends, gaps, order. */
START_TEST(test_dsgn4_victory_levels_refusals)
{
	static const char yaml[] = HEAD_YAML
	    "  levels:\n"
	    "    - {min: 5, max: 3, level: A}\n"
	    "    - {max: 2, level: B, q: 1}\n"
	    "    - {min: 9, level: C}\n"
	    "    - {min: 1}\n"
	    "    - 3\n";
	static const char *const want[] = {
	    HEAD_WANT,
	    "gcacw-check: <stdin>:46:7: victory.levels[0]: the top level "
	    "is open above (\"N or more\"): no `max`",
	    "gcacw-check: <stdin>:46:7: victory.levels[0]: min 5 is above "
	    "max 3",
	    "gcacw-check: <stdin>:47:26: victory.levels[1]: unknown key 'q'",
	    "gcacw-check: <stdin>:47:7: victory.levels[1]: `max` must be "
	    "4, one below the level above",
	    "gcacw-check: <stdin>:47:7: victory.levels[1]: `min` is required "
	    "except in the bottom level",
	    "gcacw-check: <stdin>:48:7: victory.levels[2]: `max` must be "
	    "4, one below the level above",
	    "gcacw-check: <stdin>:49:7: victory.levels[3]: `level` is required "
	    "(the table's words)",
	    "gcacw-check: <stdin>:49:7: victory.levels[3]: `max` must be "
	    "8, one below the level above",
	    "gcacw-check: <stdin>:50:7: victory.levels[4]: expected {min, "
	    "max, level}, got a scalar",
	};

	refused(yaml, want, DOC_N(want));
}
END_TEST

/*
 * gcacw-file(5) "Count expressions": a key the page gives a default is
 * optional: `causes` (every cause), `state` (any), `unsurrounded`
 * (false); `depots_removed` and `union_panic` take `{}`.
 */
START_TEST(test_dsgn4_count_optional_keys)
{
	static const char yaml[] = GOOD_HEAD
	    "setup: {complete: true}\n"
	    "victory:\n"
	    "  side: usa\n"
	    "  items:\n"
	    "    - {id: a, rule: R, text: T, vp: 1, when: end, count: {losses: "
	    "{side: csa}}}\n"
	    "    - {id: b, rule: R, text: T, vp: 1, when: end, count: {stations: "
	    "{hexes: [4610]}}}\n"
	    "    - {id: c, rule: R, text: T, vp: 1, when: end, count: {units: "
	    "{units: {side: csa}, where: [{map: true}]}}}\n"
	    "    - {id: d, rule: R, text: T, vp: 1, when: end, count: "
	    "{depots_removed: {}}}\n"
	    "    - {id: e, rule: R, text: T, vp: 1, when: end, count: "
	    "{union_panic: {}}}\n"
	    "  levels:\n"
	    "    - {min: 1, level: Win}\n"
	    "    - {max: 0, level: Loss}\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, TG_STD);
	const struct scenario	*sc = tg_scenario(g, yaml);

	ck_assert_ptr_nonnull(sc);
	ck_assert_str_eq(tg_errors(&t), "");
	tg_done(&t);
}
END_TEST


/*
 * gcacw-file(5) SCENARIOS: `scenario` is the format, 1 (1..99 read);
 * `turns` a mapping whose `first` defaults to 1; `maps` a list of sheet
 * letters; the victory's `items` a list; a restriction's `side` csa or
 * usa.
 */
START_TEST(test_dsgn4_scenario_head_values)
{
	static const char yaml[] = "scenario: 100\ngame: standard\n"
	    "name: test\ntitle: Test\nrule: TEST 1.0\n"
	    "turns: {last: 9}\n"
	    "maps: 3\n"
	    "special:\n"
	    "  - {rule: R, text: T, restrictions: [{kind: first-initiative, "
	    "side: both}]}\n"
	    "victory: {side: usa, items: 3, levels: [{level: Draw}]}\n";
	char	*want[4];
	int	 i;

	want[0] = strdup(tg_line(yaml, "scenario: |100", "scenario",
	    "100 is out of range 1..99"));
	want[1] = strdup(tg_line(yaml, "maps: |3", "maps",
	    "expected a list of sheets, got a scalar"));
	want[2] = strdup(tg_line(yaml, "side: |both", "special[0]."
	    "restrictions[0].side", "'both' is not one of: csa, usa"));
	want[3] = strdup(tg_line(yaml, "items: |3", "victory.items",
	    "expected a list of items, got a scalar"));
	refused(yaml, (const char *const *)want, 4);
	for (i = 0; i < 4; i++)
		free(want[i]);
}
END_TEST

/*
 * gcacw-file(5) SCENARIOS: a scenario is a mapping; its `game` a name;
 * `turns` {first: N, last: N}; the victory's `side`, `items` and
 * `levels` are each required.
 */
START_TEST(test_dsgn4_scenario_shape)
{
	static const char *const list[] = {
	    "gcacw-check: <stdin>:1:1: expected a scenario (scenario: 1, "
	    "game, name, ...), got a list\n",
	};
	static const char head[] = "scenario: 1\ngame: [standard]\n"
	    "name: test\ntitle: Test\nrule: TEST 1.0\n"
	    "turns: 3\n"
	    "victory: {side: usa, levels: [{level: Draw}]}\n";
	static const char *const want[] = {
	    "gcacw-check: <stdin>:2:7: game: expected a game, got a list\n",
	    "gcacw-check: <stdin>:6:8: turns: expected {first, last}, got "
	    "a scalar\n",
	    "gcacw-check: <stdin>:7:10: victory: `side`, `items` and "
	    "`levels` are required\n",
	};
	/* TG_SCEN's victory without its levels. */
	static const char nolevels[] = GOOD_HEAD
	    "victory: {side: usa, items: []}\n";
	const char	*w[1];

	refused("[1]\n", list, 1);
	refused(head, want, DOC_N(want));
	w[0] = tg_line(nolevels, "victory: |{", "victory", "`side`, `items` "
	    "and `levels` are required");
	refused(nolevels, w, 1);
}
END_TEST

/*
 * gcacw-vp(1) ENVIRONMENT: GCACW_SCENARIOS says where the scenario
 * library is, "by default" the installed directory and the source tree;
 * set but empty it names no directory, so the default holds, as when it
 * is unset.
 */
START_TEST(test_dsgn5_scenario_dirs_empty)
{
	char	*dflt;

	ck_assert_int_eq(unsetenv("GCACW_SCENARIOS"), 0);
	dflt = strdup(cli_scenario_dirs());
	ck_assert_ptr_nonnull(dflt);
	ck_assert_str_ne(dflt, "");
	ck_assert_int_eq(setenv("GCACW_SCENARIOS", "", 1), 0);
	ck_assert_str_eq(cli_scenario_dirs(), dflt);
	ck_assert_int_eq(setenv("GCACW_SCENARIOS", "/nonexistent", 1), 0);
	ck_assert_str_eq(cli_scenario_dirs(), "/nonexistent");
	ck_assert_int_eq(unsetenv("GCACW_SCENARIOS"), 0);
	free(dflt);
}
END_TEST

CHECK_TESTS(scenario)
