/*
 * test_turn_offmap.c — the Union Off-Map Movement Phase (lib/rules/
 * turn_offmap.c; SIV 21.0): each move the rule lists allowed, each
 * other refused, one move a unit a phase from where it was at its
 * start, no Confederate unit in the display, no placement in a
 * Confederate-occupied hex (a Confederate ZOC allowed), fatigue and
 * markers unchanged, and leaders going with their units.
 */
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "phase.h"
#include "testplay.h"
#include "turn.h"
#include "zoc.h"

#define OM(units)							\
	TG_SIV "scenario: valley-campaign\nturn: 12\nphase: "		\
	"off-map-movement\nrain: false\nmap: {terrain: clear}\n"	\
	"units:\n" units
/* Milroy where the row puts him: a hex, or a box. */
#define AT_HEX	"  Milroy: {side: usa, type: infantry, size: brigade, "	\
	"manpower: 5, fatigue: 2, demoralized: 1, supply: out, hex: '%s'}\n"
#define AT_BOX	"  Milroy: {side: usa, type: infantry, size: brigade, "	\
	"manpower: 5, fatigue: 2, demoralized: 1, supply: out, status: " \
	"off-map, box: %s}\n"

/* --off-map with "U=DEST,U=DEST": its status. */
static int
off_map(struct game *g, const char *list, struct turn_result *r)
{
	return turn_place_run(g, TURN_OFF_MAP, list, r);
}

static struct game *
milroy(struct tg *t, const char *from, const char *more)
{
	char yaml[1024], line[256];

	snprintf(line, sizeof(line), strncmp(from, "off-map", 7) == 0 ?
	    AT_BOX : AT_HEX, from);
	snprintf(yaml, sizeof(yaml), OM("%s%s"), line, more);
	return tg_load_ok(t, yaml);
}

/* Where Milroy is: his hex, or his box. */
static const char *
where(struct game *g)
{
	struct unit *u = tg_unit(g, "Milroy");

	if (u->status == US_OFF_MAP)
		return u->off.box;
	return tg_hexid(g, u->hex);
}

/* 21.0's moves, each allowed. */
static const struct {
	const char	*from, *to;
} allowed[] = {
	/* "A Union unit in M0113 or M0118 at the start of this phase may
	 * be placed in box 1" */
	{ "M0113", "off-map-1" }, { "M0118", "off-map-1" },
	/* "in box 1 ... may be placed in box 2 ..., or placed on the map
	 * in M0113 or M0118" */
	{ "off-map-1", "off-map-2" }, { "off-map-1", "M0113" },
	{ "off-map-1", "M0118" },
	/* "in box 2 ... may be placed in box 1 ..., or placed on the map
	 * in S1101 (Franklin) or S1601 (Oak Hats)" */
	{ "off-map-2", "off-map-1" }, { "off-map-2", "S1101" },
	{ "off-map-2", "S1601" },
	/* "in S1101 (Franklin) or S1601 (Oak Hats) ... may be placed in
	 * box 2" */
	{ "S1101", "off-map-2" }, { "S1601", "off-map-2" },
};

START_TEST(test_siv_21_0_each_move_allowed)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = milroy(&t, allowed[_i].from, "");
	struct unit		*u = tg_unit(g, "Milroy");
	char			 list[64];

	snprintf(list, sizeof(list), "Milroy=%s", allowed[_i].to);
	ck_assert_int_eq(off_map(g, list, &r), 0);
	ck_assert_str_eq(where(g), allowed[_i].to);
	/* "a unit's Fatigue Level is not changed, and its Demoralization
	 * and out-of-supply markers (if any) remain as they are" */
	ck_assert_int_eq(u->fatigue, 2);
	ck_assert_int_eq(u->demoralized, 1);
	ck_assert(u->out_of_supply);
	ck_assert_int_eq(u->manpower, 5);
	ck_assert_str_eq(tg_log(g, "op")->str, "off-map-movement");
	ck_assert_str_eq(tg_log(g, "moves.0.from")->str, allowed[_i].from);
	ck_assert_str_eq(tg_log(g, "moves.0.to")->str, allowed[_i].to);
	ck_assert_int_eq(g->phase, PH_OFF_MAP_MOVEMENT);
	tg_done(&t);
}
END_TEST

/* Every other move refused. */
static const struct {
	const char	*from, *to, *says;
} refused[] = {
	{ "M0113", "off-map-2", "from M0113 it may go only to off-map-1" },
	{ "M0118", "M0113", "from M0118 it may go only to off-map-1" },
	{ "M0113", "S1101", "not S1101" },
	{ "off-map-1", "S1101", "from off-map-1 it may go only to off-map-2, "
	    "M0113 or M0118, not S1101" },
	{ "off-map-1", "off-map-1", "not off-map-1" },
	{ "off-map-1", "N3333", "not N3333" },
	{ "off-map-2", "M0113", "from off-map-2 it may go only to off-map-1, "
	    "S1101 or S1601, not M0113" },
	{ "off-map-2", "S1102", "not S1102" },
	{ "S1101", "off-map-1", "from S1101 it may go only to off-map-2" },
	{ "S1601", "S1101", "not S1101" },
	{ "M0114", "off-map-1", "it is in M0114: off-map movement begins in "
	    "M0113, M0118, S1101, S1601" },
	{ "S1201", "off-map-2", "it is in S1201" },
};

START_TEST(test_siv_21_0_each_other_move_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = milroy(&t, refused[_i].from, "");
	char			 list[64];

	snprintf(list, sizeof(list), "Milroy=%s", refused[_i].to);
	ck_assert_int_eq(off_map(g, list, &r), ST_REFUSED);
	ck_assert_msg(strstr(tg_errors(&t), refused[_i].says) != NULL, "%s",
	    tg_errors(&t));
	ck_assert_str_eq(where(g), refused[_i].from);
	tg_done(&t);
}
END_TEST

/* One move a phase, "at the start of this phase": a second --off-map
 * of the phase, or the unit named twice, is refused; on the next turn
 * it moves again. */
START_TEST(test_siv_21_0_moved_twice_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = milroy(&t, "M0113", "");

	ck_assert_int_eq(off_map(g, "Milroy=off-map-1,Milroy=off-map-2", &r),
	    ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "named twice"));
	ck_assert_int_eq(off_map(g, "Milroy=off-map-1", &r), 0);
	ck_assert_int_eq(off_map(g, "Milroy=off-map-2", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "it moved already in "
	    "this Off-Map Movement Phase, from M0113 to off-map-1"));
	ck_assert_str_eq(where(g), "off-map-1");
	g->turn = 13;
	ck_assert_int_eq(off_map(g, "Milroy=off-map-2", &r), 0);
	ck_assert_str_eq(where(g), "off-map-2");
	tg_done(&t);
}
END_TEST

/* "Confederate units may not enter the Off-Map Movement Display." */
START_TEST(test_siv_21_0_confederate_refused)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, OM(TG_INF("Garnett", "csa",
				    8, "M0113")));

	ck_assert_int_eq(off_map(g, "Garnett=off-map-1", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "Confederate units may "
	    "not enter the Off-Map Movement Display (SIV 21.0)"));
	ck_assert_int_eq(tg_unit(g, "Garnett")->status, US_IN_PLAY);
	tg_done(&t);
}
END_TEST

/* "they may not be placed in a hex containing Confederate units,
 * though they may be placed in a Confederate ZOC." */
START_TEST(test_siv_21_0_confederate_hex_refused_zoc_allowed)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = milroy(&t, "off-map-2",
				    TG_INF("Garnett", "csa", 8, "S1601")
				    TG_INF("Jackson", "csa", 8, "S1102"));

	ck_assert_int_eq(off_map(g, "Milroy=S1601", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "S1601 holds Confederate "
	    "units"));
	ck_assert_int_ne(zoc_of_side(g, SIDE_CSA, tg_hex(g, "S1101")),
	    ZOC_NONE);
	ck_assert_int_eq(off_map(g, "Milroy=S1101", &r), 0);
	ck_assert_str_eq(where(g), "S1101");
	tg_done(&t);
}
END_TEST

/* A leader with a unit goes into the box with it; from a box he moves
 * when named with a unit of his box going the same way, and is then
 * with it; alone, or on the map named by himself, he is refused. */
START_TEST(test_siv_21_0_leaders_go_with_units)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = milroy(&t, "M0113",
				    "  Crook: {side: usa, type: infantry, "
				    "manpower: 3, status: off-map, box: "
				    "off-map-2}\n"
				    "leaders:\n"
				    "  Fremont: {side: usa, rank: division, "
				    "with: Milroy}\n"
				    "  Blenker: {side: usa, rank: division, "
				    "status: off-map, box: off-map-2}\n");
	struct leader		*f = tg_leader(g, "Fremont"),
				*b = tg_leader(g, "Blenker");

	ck_assert_int_eq(off_map(g, "Fremont=off-map-1", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "a leader on the map goes "
	    "into the box with the unit he is with, Milroy"));
	ck_assert_int_eq(off_map(g, "Blenker=S1101", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "a leader in a box moves "
	    "with a unit"));
	ck_assert_int_eq(off_map(g, "Milroy=off-map-1,Blenker=S1101,"
	    "Crook=S1101", &r), 0);
	ck_assert_int_eq(f->status, US_OFF_MAP);
	ck_assert_str_eq(f->off.box, "off-map-1");
	ck_assert_int_eq(f->with, -1);
	ck_assert_int_eq(b->status, US_IN_PLAY);
	ck_assert_int_eq(b->with, (int)(tg_unit(g, "Crook") - g->units));
	ck_assert(noted(&r, "Fremont (leader) goes with Milroy into "
	    "off-map-1"));
	/* Fremont's move is logged: he does not move again this phase. */
	ck_assert_str_eq(tg_log(g, "moves.1.unit")->str, "Fremont");
	tg_done(&t);
}
END_TEST

/* Out of the phase; outside the Advanced Game; a destination that is
 * neither box nor hex (64). */
START_TEST(test_siv_21_0_out_of_phase_and_usage)
{
	struct tg		 t;
	struct turn_result	 r;
	struct game		*g = tg_load_ok(&t, TG_SIV "scenario: "
				    "valley-campaign\nturn: 12\nphase: "
				    "reinforcement\nmap: {terrain: clear}\n"
				    "units:\n" TG_INF("Milroy", "usa", 5,
				    "M0113"));

	ck_assert_int_eq(off_map(g, "Milroy=off-map-1", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "phase:"));
	tg_done(&t);
	g = tg_load_ok(&t, TG_SIV "turn: 3\nmap: {terrain: clear}\nunits:\n"
	    TG_INF("Milroy", "usa", 5, "M0113"));
	ck_assert_int_eq(off_map(g, "Milroy=off-map-1", &r), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "the SIV Advanced "
	    "Game's (SIV 14.0 step 3, 21.0)"));
	tg_done(&t);
	g = milroy(&t, "M0113", "");
	ck_assert_int_eq(off_map(g, "Milroy=box-1", &r), ST_USAGE);
	ck_assert_int_eq(off_map(g, "Milroyy=off-map-1", &r), ST_USAGE);
	tg_done(&t);
}
END_TEST

CHECK_SUITE(turn_offmap, NULL, NULL, 0,
    CHECK_LOOPS({ test_siv_21_0_each_move_allowed, N(allowed) },
	{ test_siv_21_0_each_other_move_refused, N(refused) }))
