/*
 * fixture.h — the one fixture of the unit tests (fixture.c, linked into
 * every test program): a game read from a YAML string, its diagnostics
 * captured in a memory stream so that a test asserts the exact error
 * lines (DESIGN.md section 5: PROG: FILE:LINE:COL: PATH: msg), the YAML
 * fragments the tests build their games from, and the lookups they make
 * in the result.
 *
 *	struct tg	 t;
 *	struct game	*g = tg_load(&t, TG_STD "units: ...");
 *
 *	ck_assert_str_eq(tg_errors(&t), "gcacw-check: <stdin>:5:71: "
 *	    "units.Brown.fatigue: 7 is out of range 0..4\n");
 *	tg_done(&t);
 *
 * Expected positions are computed from the fixture, not typed by hand:
 * tg_line(yaml, "fatigue: |7", "units.Brown.fatigue", "7 is out ...")
 * is the line for an error at the '7' after the first "fatigue: ".
 * A lookup that must succeed (tg_unit, tg_hex, ...) fails the test when
 * it does not.
 */
#ifndef GCACW_FIXTURE_H
#define GCACW_FIXTURE_H

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "charts.h"
#include "diag.h"
#include "emit.h"
#include "game.h"
#include "load.h"
#include "node.h"
#include "yamlio.h"

struct combat;
struct modifier;
struct retreat;
struct retreat_option;

#define TG_PROG	"gcacw-check"

/* The two keys every game file starts with. */
#define TG_STD	"gcacw: 1\ngame: standard\n"
#define TG_SIV	"gcacw: 1\ngame: siv\n"
#define TG_SJW	"gcacw: 1\ngame: sjw\n"

/* The first turn, in fair weather or in rain. */
#define TG_TURN1	TG_STD "turn: 1\nrain: false\n"
#define TG_TURN1_RAIN	TG_STD "turn: 1\nrain: true\n"

/* A clear map; with hexes or hexsides listed ("    0605: mountain\n"). */
#define TG_CLEAR	"map: {terrain: clear}\n"
#define TG_MAPH(hexes)	"map:\n  terrain: clear\n  hexes:\n" hexes
#define TG_MAPS(sides)	"map:\n  terrain: clear\n  hexsides:\n" sides

/* One unit line under `units:`; `more` adds keys (", demoralized: 1"). */
#define TG_UNIT(name, side, type, mp, hex, more)			\
	"  " name ": {side: " side ", type: " type ", manpower: " #mp	\
	", tactical: 1, artillery: 0, hex: '" hex "'" more "}\n"
#define TG_INF(name, side, mp, hex)					\
	TG_UNIT(name, side, "infantry", mp, hex, "")
#define TG_CAV(name, side, mp, hex)					\
	TG_UNIT(name, side, "cavalry", mp, hex, "")

/* A game of turn 1: the map line(s), then the units. */
#define TG_GAME(map, units)	TG_TURN1 map "units:\n" units
#define TG_GAME_RAIN(map, units) TG_TURN1_RAIN map "units:\n" units

/*
 * Dice as --dice gives them, for a function taking (int n, const int *):
 * f(x, TG_DICE(3, 4, 2)) passes 3 and { 3, 4, 2 }.
 */
#define TG_DICE(...)							\
	(int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)),		\
	(int[]){ __VA_ARGS__ }

struct tg {
	struct diag		 d;
	char			*err;	/* what was reported */
	size_t			 errlen;
	struct arena		 a;	/* until game_load takes it */
	struct yaml_reader	*r;
	struct node		*doc;
	struct game		*g;
	int			 got;	/* what yaml_reader_next said */
};

void		 tg_init(struct tg *);
/* Start reading a stream; tg_next() gives its documents. */
void		 tg_open(struct tg *, const char *yaml, size_t len);
int		 tg_next(struct tg *);
/* The first document of yaml, or NULL after a reported error. */
struct node	*tg_read(struct tg *, const char *yaml);
/* The first document of yaml as a game (NULL after errors). */
struct game	*tg_load_with(struct tg *, const char *yaml,
		    const struct chart_source *, int nsrc);
struct game	*tg_load(struct tg *, const char *yaml);
/* The same, which must load without an error. */
struct game	*tg_load_ok(struct tg *, const char *yaml);
/*
 * A scenario (gcacw-file(5) SCENARIOS) read from yaml into g's arena,
 * with g's game, attached as g->scen: its restrictions then bind g.  It
 * must load without an error.  TG_SCEN is the head of one (the keys a
 * scenario requires, a victory table that says nothing), to which a
 * test adds its `special:`.
 */
#define TG_SCEN(game)	"scenario: 1\ngame: " game "\nname: test\n"	\
	"title: Test\nrule: TEST 1.0\nturns: {first: 1, last: 9}\n"	\
	"victory: {side: usa, items: [], levels: [{level: Draw}]}\n"
const struct scenario *tg_scenario(struct game *g, const char *yaml);
/* Every line reported so far ("" for none). */
const char	*tg_errors(struct tg *);
void		 tg_done(struct tg *);

/* A document written out, NUL-terminated; the caller frees it. */
char		*tg_write(const struct node *);
/* A game written out (its canonical form); the caller frees it. */
char		*tg_emit(struct game *);
/* emit(load(yaml)); the fixture must load cleanly.  The caller frees. */
char		*tg_canon(const char *yaml);

/*
 * The line and column (from 1) of the spot marked '|' in `at`, where
 * `at` without the mark is first found in yaml.  ASCII fixtures only:
 * libyaml counts columns in characters.
 */
void		 tg_pos(const char *yaml, const char *at, int *line,
		    int *col);
/* The error line expected at the marked spot; static storage. */
const char	*tg_line(const char *yaml, const char *at, const char *path,
		    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* How many lines s holds. */
int		 tg_nlines(const char *);

/*
 * A big stack (6.4: stacking is unlimited): n unit lines under `units:`,
 * "  S1: {body}" to "  Sn: {body}" for name "S"; and their names as a
 * flow list's items, "S1, S2, ..., Sn".  The caller frees both.
 */
char		*tg_stack(const char *name, int n, const char *body);
char		*tg_names(const char *name, int n);

/* Lookups in a loaded game; each must succeed. */
struct unit	*tg_unit(struct game *, const char *name);
/* The combat's modifier called name (7.4), or NULL. */
const struct modifier *tg_mod(const struct combat *, const char *name);
struct leader	*tg_leader(struct game *, const char *name);
hex_t		 tg_hex(const struct game *, const char *id);
/* The id of a hex, in one of four rotating buffers. */
const char	*tg_hexid(const struct game *, hex_t);

/* A memory stream for a writer under test (asserted open), and what was
 * written to it once closed (asserted; the caller frees it). */
FILE		*tg_memopen(char **buf, size_t *len);
char		*tg_memclose(FILE *, char **buf);
/* text holds want, or does not. */
void		 tg_has(const char *text, const char *want);
/* st is a rules refusal (exit 1) whose message holds `what`. */
void		 tg_refused(struct tg *, int st, const char *what);
/* The game as emitted is still `before` (a tg_emit(), freed here): a
 * refusal changed nothing. */
void		 tg_unchanged(struct game *, char *before);
void		 tg_hasnt(const char *text, const char *want);
/* n itself, or an x- value kept as text (N_RAW, issue 15) read into
 * nodes. */
const struct node *tg_nodes(const struct node *);
/*
 * A node by a dotted path from n: keys of mappings, indices of sequences
 * ("values.ratio", "modifiers.0.name"), x- values read into nodes; NULL
 * when there is none.
 */
const struct node *tg_path(const struct node *, const char *path);
/* The latest log entry; the game must have one. */
const struct node *tg_last_log(const struct game *);
/* tg_path() from the latest log entry. */
const struct node *tg_log(const struct game *, const char *path);

/* A retreat planned (retreat.h): the hexes entered, "1009,1008" ... */
const char	*tg_retreat_path(const struct game *, const struct retreat *);
/* ... the Retreat Chart of each step, "1,2,2" ... */
const char	*tg_retreat_charts(const struct retreat *);
/* ... and the option chosen at step k (from 0). */
const struct retreat_option *tg_retreat_chosen(const struct retreat *,
		    int k);

#endif
