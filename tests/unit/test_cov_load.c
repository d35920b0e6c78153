/*
 * test_cov_load.c — a game file's refusals (lib/doc/load.c) that no
 * golden case shows, at most 20 errors a run being what a tool reports
 * (issue 15, branch coverage): each malformed file below gives exactly
 * the errors listed, at their lines and columns.  A "did you mean" hint
 * is not asserted (the hint search is bounded).
 */
#include <string.h>

#include "check_main.h"
#include "fixture.h"

/* yaml must be refused with exactly the n lines of want (each a prefix
 * up to any hint). */
static void
refused(const char *yaml, const char *const *want, int n)
{
	struct tg	 t;
	const char	*errs, *p;
	int		 i, lines = 0;

	ck_assert_ptr_null(tg_load(&t, yaml));
	errs = tg_errors(&t);
	for (p = errs; *p != '\0'; p++)
		lines += *p == '\n';
	for (i = 0; i < n; i++)
		ck_assert_msg(strstr(errs, want[i]) != NULL, "not reported: "
		    "%s\nin:\n%s", want[i], errs);
	ck_assert_msg(lines == n, "%d lines, not %d:\n%s", lines, n, errs);
	tg_done(&t);
}

/*
 * The first lines of the two last tests: a clear map of turn 1, Brown
 * in Cheatham's command and Gone eliminated.
 */
#define BASE								\
	TG_STD								\
	"turn: 1\n"							\
	"rain: false\n"							\
	"map:\n"							\
	"  terrain: clear\n"						\
	"units:\n"							\
	"  Brown: {side: csa, type: infantry, hex: '4610', manpower: "	\
	"5, command: [Cheatham]}\n"					\
	"  Gone: {side: csa, type: infantry, status: eliminated, manpower: " \
	"5}\n"

/* The top level, units, leaders and markers of the wrong shape. */
START_TEST(test_top_units_leaders_markers)
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
	    "random-even"
	    "ts, leader-transfer, action, recovery, turn-indication, over",
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

	refused(yaml, want, (int)(sizeof(want) / sizeof(*want)));
}
END_TEST

/* The ledger and the generator of the wrong shape; a march with an
 * Activate Leader action's keys. */
START_TEST(test_ledger_rng_march_keys)
{
	static const char yaml[] = BASE
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

	refused(yaml, want, (int)(sizeof(want) / sizeof(*want)));
}
END_TEST

/* Wrong values inside the right shapes: markers, the ledger, the units
 * an Activate Leader action selected. */
START_TEST(test_values_inside)
{
	static const char yaml[] = BASE
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

	refused(yaml, want, (int)(sizeof(want) / sizeof(*want)));
}
END_TEST

static Suite *
cov_load_suite(void)
{
	Suite	*s = suite_create("cov_load");
	TCase	*tc = tcase_create("refusals");

	tcase_add_test(tc, test_top_units_leaders_markers);
	tcase_add_test(tc, test_ledger_rng_march_keys);
	tcase_add_test(tc, test_values_inside);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(cov_load_suite)
