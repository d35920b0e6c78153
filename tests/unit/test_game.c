/*
 * test_game.c — the model's lookups (game.h): units and leaders by name,
 * through a hash of the name that falls back to a search when two names
 * collide; units by hex in input order, terrain with its default and the
 * missing-terrain error, provisional swamps (6.2, 12.0), derived woods
 * and loess hexsides (2.3), unfordable rivers (12.0), destroyed and
 * pontoon bridges (10.0); and the hints an error gives for a name or a
 * hex that is not there (DESIGN.md 5).
 */
#include <stdint.h>
#include <string.h>

#include "check_main.h"
#include "module.h"
#include "fixture.h"
#include "fixture_doc.h"
#include "table.h"

#define H(g, id)	tg_hex((g), (id))

/* The names of the units in play in a hex, in index order: "A,B". */
static const char *
in_hex(struct game *g, const char *id)
{
	static char	buf[256];
	size_t		len = 0;
	int		i, guard = 0;

	buf[0] = '\0';
	for (i = game_first_unit(g, H(g, id)); i >= 0;
	    i = g->units[i].next_here) {
		ck_assert_int_lt(guard++, g->nunits);	/* no cycle */
		ck_assert_uint_eq(g->units[i].hex, H(g, id));
		ck_assert_int_eq(g->units[i].status, US_IN_PLAY);
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
		    len ? "," : "", g->units[i].name);
	}
	return buf;
}

static const char UNITS[] = TG_STD "map: {terrain: clear}\nunits:\n"
    "  A: {side: csa, type: infantry, hex: 4610, manpower: 5}\n"
    "  B: {side: csa, type: cavalry, hex: 4610, manpower: 2}\n"
    "  C: {side: usa, type: infantry, hex: 4611, manpower: 6}\n"
    "  D: {side: csa, type: artillery, hex: 4610, manpower: 1}\n"
    "  A.P. Hill: {side: csa, type: infantry, hex: 4510, manpower: 7}\n"
    "  2 PHB: {side: usa, type: cavalry, hex: 4511, manpower: 1}\n"
    "leaders:\n"
    "  Jackson: {side: csa, rank: district, with: A}\n"
    "  Banks: {side: usa, rank: district, with: C}\n";

/* The game of UNITS, loaded afresh for each test of the "units" case. */
static struct tg	 units_tg;
static struct game	*units;

static void
units_load(void)
{
	units = tg_load_ok(&units_tg, UNITS);
}

static void
units_free(void)
{
	tg_done(&units_tg);
}

/* DESIGN.md 4: "Unit and leader names are free text (A.P. Hill, 2 PHB)";
 * unique in the file. */
START_TEST(test_dsgn4_unit_and_leader_lookup)
{
	struct game	*g = units;

	ck_assert_int_eq(g->nunits, 6);
	ck_assert_ptr_eq(game_unit(g, "A"), &g->units[0]);
	ck_assert_ptr_eq(game_unit(g, "D"), &g->units[3]);
	ck_assert_ptr_eq(game_unit(g, "A.P. Hill"), &g->units[4]);
	ck_assert_ptr_eq(game_unit(g, "2 PHB"), &g->units[5]);
	ck_assert_ptr_null(game_unit(g, "a"));
	ck_assert_ptr_null(game_unit(g, "A.P.Hill"));
	ck_assert_ptr_null(game_unit(g, ""));
	ck_assert_ptr_null(game_unit(g, "Jackson"));	/* a leader */
	ck_assert_ptr_eq(game_leader(g, "Jackson"), &g->leaders[0]);
	ck_assert_ptr_eq(game_leader(g, "Banks"), &g->leaders[1]);
	ck_assert_ptr_null(game_leader(g, "A"));
	ck_assert_int_eq(game_leader(g, "Banks")->with, 2);
	/* Names are taken once. */
	ck_assert_ptr_null(game_add_unit(g, "C"));
	ck_assert_ptr_null(game_add_leader(g, "Banks"));
	ck_assert_int_eq(g->nunits, 6);
}
END_TEST

/* game.h: a fresh unit and leader have the status fields at defaults
 * (DESIGN.md 4: organized, fatigue 0, not demoralized, no entrenchment)
 * and are found by name however many there are. */
START_TEST(test_dsgn4_add_many_units_fresh)
{
	struct diag	 d;
	struct game	*g;
	struct unit	*u;
	struct leader	*l;
	char		 name[32];
	int		 i;

	diag_init(&d, TG_PROG, NULL);
	g = game_new(&d, NULL);
	for (i = 0; i < 500; i++) {
		snprintf(name, sizeof(name), "Unit %d", i);
		u = game_add_unit(g, name);
		ck_assert_ptr_nonnull(u);
		ck_assert_uint_eq(u->hex, HEX_NONE);
		doc_fresh_unit(u);
		ck_assert_int_eq(u->next_here, -1);
	}
	for (i = 0; i < 500; i++) {
		snprintf(name, sizeof(name), "Unit %d", i);
		u = game_unit(g, name);
		ck_assert_ptr_nonnull(u);
		ck_assert_str_eq(u->name, name);
		ck_assert_ptr_eq(u, &g->units[i]);
	}
	l = game_add_leader(g, "Jackson");
	ck_assert_ptr_nonnull(l);
	ck_assert_int_eq(l->command, -1);
	ck_assert_int_eq(l->with, -1);
	ck_assert_ptr_eq(game_leader(g, "Jackson"), l);
	ck_assert_int_eq(d.count, 0);
	game_free(g);
}
END_TEST

/* The hex index: units in a hex in input order, whatever the order of
 * their arrival. */
START_TEST(test_dsgn2_hex_index_input_order)
{
	struct game	*g = units;

	ck_assert_str_eq(in_hex(g, "4610"), "A,B,D");
	ck_assert_str_eq(in_hex(g, "4611"), "C");
	ck_assert_str_eq(in_hex(g, "4612"), "");
	ck_assert_int_eq(game_first_unit(g, H(g, "4612")), -1);

	/* Move B away and back: it takes its place again. */
	game_place_unit(g, game_unit(g, "B"), H(g, "4611"));
	ck_assert_str_eq(in_hex(g, "4610"), "A,D");
	ck_assert_str_eq(in_hex(g, "4611"), "B,C");
	game_place_unit(g, game_unit(g, "B"), H(g, "4610"));
	ck_assert_str_eq(in_hex(g, "4610"), "A,B,D");
	ck_assert_str_eq(in_hex(g, "4611"), "C");

	/* The first unit leaves and returns. */
	game_place_unit(g, game_unit(g, "A"), HEX_NONE);
	ck_assert_uint_eq(game_unit(g, "A")->hex, HEX_NONE);
	ck_assert_str_eq(in_hex(g, "4610"), "B,D");
	game_place_unit(g, game_unit(g, "A"), H(g, "4610"));
	ck_assert_str_eq(in_hex(g, "4610"), "A,B,D");

	/* The last one leaves: the rest stay linked. */
	game_place_unit(g, game_unit(g, "D"), H(g, "4612"));
	ck_assert_str_eq(in_hex(g, "4610"), "A,B");
	ck_assert_str_eq(in_hex(g, "4612"), "D");

	/* A later unit joins an earlier one: after it. */
	game_place_unit(g, game_unit(g, "2 PHB"), H(g, "4611"));
	/* A move to where it is changes nothing. */
	game_place_unit(g, game_unit(g, "C"), H(g, "4611"));
	ck_assert_str_eq(in_hex(g, "4611"), "C,2 PHB");
	ck_assert_str_eq(in_hex(g, "4511"), "");

	/* Everyone out of 4610: the hex is empty. */
	game_place_unit(g, game_unit(g, "A"), H(g, "4612"));
	game_place_unit(g, game_unit(g, "B"), HEX_NONE);
	ck_assert_str_eq(in_hex(g, "4610"), "");
	ck_assert_str_eq(in_hex(g, "4612"), "A,D");
}
END_TEST

/* DESIGN.md 4: an eliminated unit stays in `units` with no hex, and is
 * gone from its hex. */
START_TEST(test_dsgn4_eliminated_unit_leaves_index)
{
	struct game	*g = units;
	struct unit	*b;

	b = game_unit(g, "B");
	b->status = US_ELIMINATED;
	game_place_unit(g, b, HEX_NONE);
	ck_assert_str_eq(in_hex(g, "4610"), "A,D");
	ck_assert_ptr_eq(game_unit(g, "B"), b);	/* still a unit */
	ck_assert_uint_eq(b->hex, HEX_NONE);
	/* Placed while out of play, it is not in any hex. */
	game_place_unit(g, b, H(g, "4611"));
	ck_assert_str_eq(in_hex(g, "4611"), "C");
	game_place_unit(g, b, HEX_NONE);
	ck_assert_str_eq(in_hex(g, "4611"), "C");
	ck_assert_str_eq(in_hex(g, "4610"), "A,D");

	/* Eliminating the first unit of a hex keeps the others. */
	game_unit(g, "A")->status = US_SURRENDERED;
	game_place_unit(g, game_unit(g, "A"), HEX_NONE);
	ck_assert_str_eq(in_hex(g, "4610"), "D");
}
END_TEST

START_TEST(test_dsgn2_occupied_by)
{
	struct game	*g = units;

	ck_assert(game_occupied_by(g, H(g, "4610"), SIDE_CSA));
	ck_assert(!game_occupied_by(g, H(g, "4610"), SIDE_USA));
	ck_assert(game_occupied_by(g, H(g, "4611"), SIDE_USA));
	ck_assert(!game_occupied_by(g, H(g, "4612"), SIDE_CSA));
	ck_assert(!game_occupied_by(g, H(g, "4612"), SIDE_USA));
	game_place_unit(g, game_unit(g, "C"), H(g, "4610"));
	ck_assert(game_occupied_by(g, H(g, "4610"), SIDE_USA));
	ck_assert(!game_occupied_by(g, H(g, "4611"), SIDE_USA));
	ck_assert_str_eq(side_name(SIDE_CSA), "csa");
	ck_assert_str_eq(side_name(SIDE_USA), "usa");
	ck_assert_int_eq(side_enemy(SIDE_CSA), SIDE_USA);
	ck_assert_int_eq(side_enemy(SIDE_USA), SIDE_CSA);
}
END_TEST

static const char TERRAIN[] = TG_STD "turn: 2\nrain: true\nmap:\n"
    "  hexes:\n"
    "    4610: woods\n"
    "    4611: {features: [village]}\n"
    "    4612: provisional-swamp\n"
    "    4613: {terrain: loess, name: Vicksburg}\n";

/* DESIGN.md 4: map.terrain is the default for unlisted hexes. */
START_TEST(test_dsgn4_terrain_default)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "map:\n  terrain: "
	    "rolling\n  hexes:\n    4610: woods\n    4611: {features: "
	    "[village]}\n");

	ck_assert_int_eq(game_terrain(g, H(g, "4610"), NULL), T_WOODS);
	/* Listed for its features only: the default terrain. */
	ck_assert_int_eq(game_terrain(g, H(g, "4611"), NULL), T_ROLLING);
	ck_assert_int_eq(game_terrain(g, H(g, "4699"), NULL), T_ROLLING);
	ck_assert_int_eq(t.d.count, 0);
	ck_assert_int_eq(t.d.status, 0);
	tg_done(&t);
}
END_TEST

/* DESIGN.md 4: "without it an unlisted hex that a rule needs is an
 * error"; game.h: status 65, reported once per hex. */
START_TEST(test_dsgn4_missing_terrain_reported_once_per_hex)
{
	static const char tail[] = ": map.hexes: hex 4699 has no terrain "
	    "(needed by 6.1) and map.terrain gives no default; list it under "
	    "map.hexes or set map.terrain\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TERRAIN);
	const char	*e;
	char		 want[512];

	ck_assert_int_eq(t.d.status, 0);
	ck_assert_int_eq(game_terrain(g, H(g, "4610"), "6.1"), T_WOODS);
	ck_assert_int_eq(game_terrain(g, H(g, "4699"), "6.1"), T_NONE);
	ck_assert_int_eq(game_terrain(g, H(g, "4699"), "7.4"), T_NONE);
	ck_assert_int_eq(game_terrain(g, H(g, "4699"), "6.1"), T_NONE);
	ck_assert_int_eq(t.d.status, ST_DATA);
	ck_assert_int_eq(t.d.count, 1);
	e = tg_errors(&t);
	ck_assert_int_eq(tg_nlines(e), 1);
	ck_assert_msg(strncmp(e, TG_PROG ": <stdin>",
	    strlen(TG_PROG ": <stdin>")) == 0, "%s", e);
	ck_assert_msg(strlen(e) > strlen(tail) &&
	    strcmp(e + strlen(e) - strlen(tail), tail) == 0, "%s", e);

	/* A hex listed without terrain: reported at its own position. */
	ck_assert_int_eq(game_terrain(g, H(g, "4611"), NULL), T_NONE);
	ck_assert_int_eq(game_terrain(g, H(g, "4611"), NULL), T_NONE);
	ck_assert_int_eq(t.d.count, 2);
	snprintf(want, sizeof(want), "%s", tg_line(TERRAIN, "|4611:",
	    "map.hexes", "hex 4611 has no terrain and map.terrain gives no "
	    "default; list it under map.hexes or set map.terrain"));
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), want));
	ck_assert_int_eq(tg_nlines(tg_errors(&t)), 2);

	/* Hexside questions ask for both hexes' terrain. */
	game_hexside(g, H(g, "4698"), H(g, "4699"), "2.3");
	ck_assert_int_eq(t.d.count, 3);
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "hex 4698 has no "
	    "terrain (needed by 2.3)"));
	tg_done(&t);
}
END_TEST

/* 6.2: "Provisional swamp hexes function as rough hexes except in rain
 * turns, when they convert to normal swamp hexes" (also 12.0). */
START_TEST(test_6_2_provisional_swamp)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TERRAIN);
	hex_t		 ps;

	ps = H(g, "4612");
	ck_assert(g->rain);
	/* The map keeps what is printed; the terrain in force changes. */
	ck_assert_int_eq(game_terrain(g, ps, NULL), T_PROVISIONAL_SWAMP);
	ck_assert_int_eq(game_terrain_now(g, ps, NULL), T_SWAMP);
	g->rain = false;
	ck_assert_int_eq(game_terrain_now(g, ps, NULL), T_ROUGH);
	ck_assert_int_eq(game_terrain(g, ps, NULL), T_PROVISIONAL_SWAMP);
	/* Other terrain is what it is, rain or not. */
	ck_assert_int_eq(game_terrain_now(g, H(g, "4610"), NULL), T_WOODS);
	g->rain = true;
	ck_assert_int_eq(game_terrain_now(g, H(g, "4610"), NULL), T_WOODS);
	ck_assert_int_eq(game_terrain_now(g, H(g, "4613"), NULL), T_LOESS);
	ck_assert_int_eq(t.d.count, 0);
	tg_done(&t);
}
END_TEST

static const char SIDES[] = TG_STD "map:\n  terrain: clear\n  hexes:\n"
    "    4610: woods\n    4612: loess\n    4410: woods\n    4510: woods\n"
    "  hexsides:\n    4610/4611: [pike]\n    4510/4511: [minor-river, ford]\n";

/* 2.3: "Woods Hexside: a hexside between a woods hex and any other hex.
 * Loess Hexside: a hexside between a loess hex and any other hex." */
START_TEST(test_2_3_woods_hexside_derived)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, SIDES);

	/* Woods next to clear, either way round; listed features kept. */
	ck_assert_uint_eq(game_hexside(g, H(g, "4610"), H(g, "4611"), NULL),
	    HS_PIKE | HSX_WOODS);
	ck_assert_uint_eq(game_hexside(g, H(g, "4611"), H(g, "4610"), NULL),
	    HS_PIKE | HSX_WOODS);
	ck_assert_uint_eq(game_hexside(g, H(g, "4610"), H(g, "4609"), NULL),
	    HSX_WOODS);
	/* Woods next to woods: "any other hex". */
	ck_assert_uint_eq(game_hexside(g, H(g, "4410"), H(g, "4510"), NULL),
	    HSX_WOODS);
	ck_assert_uint_eq(game_hexside(g, H(g, "4510"), H(g, "4511"), NULL),
	    HS_MINOR_RIVER | HS_FORD | HSX_WOODS);
	/* Clear next to clear: nothing derived. */
	ck_assert_uint_eq(game_hexside(g, H(g, "4711"), H(g, "4712"), NULL),
	    0);
	/* The map's listed features do not hold the derived bits. */
	ck_assert_uint_eq(map_hexside(&g->map, H(g, "4610"), H(g, "4611")),
	    HS_PIKE);
	ck_assert_int_eq(t.d.count, 0);
	tg_done(&t);
}
END_TEST

START_TEST(test_2_3_loess_hexside_derived)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, SIDES);

	ck_assert_uint_eq(game_hexside(g, H(g, "4612"), H(g, "4613"), NULL),
	    HSX_LOESS);
	ck_assert_uint_eq(game_hexside(g, H(g, "4611"), H(g, "4612"), NULL),
	    HSX_LOESS);
	/* Loess is not woods. */
	ck_assert_uint_eq(game_hexside(g, H(g, "4611"), H(g, "4612"), NULL) &
	    HSX_WOODS, 0);
	tg_done(&t);

	/* A woods default makes every unlisted hexside a woods hexside. */
	g = tg_load_ok(&t, TG_STD "map:\n  terrain: woods\n  hexes:\n"
	    "    4610: loess\n");
	ck_assert_uint_eq(game_hexside(g, H(g, "4710"), H(g, "4711"), NULL),
	    HSX_WOODS);
	ck_assert_uint_eq(game_hexside(g, H(g, "4610"), H(g, "4611"), NULL),
	    HSX_WOODS | HSX_LOESS);
	tg_done(&t);
}
END_TEST

/* 12.0: "units may not move ... across major rivers at fords in the
 * current turn and all succeeding turns up to and including the box
 * occupied by the marker"; 0 keeps the marker off the Track. */
START_TEST(test_12_0_unfordable_marker_box)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "turn: 3\n"
	    "unfordable: {minor: 4, major: 0}\nmap: {terrain: clear}\n");

	ck_assert(g->has_unfordable);
	ck_assert(game_unfordable(g, HS_MINOR_RIVER | HS_FORD));
	ck_assert(!game_unfordable(g, HS_MAJOR_RIVER | HS_FORD));
	ck_assert(!game_unfordable(g, HS_CREEK));
	ck_assert(!game_unfordable(g, HS_ROAD));
	ck_assert(!game_unfordable(g, 0));
	g->turn = 4;		/* the marker's own box: still unfordable */
	ck_assert(game_unfordable(g, HS_MINOR_RIVER));
	g->turn = 5;		/* removed at the end of turn 4 */
	ck_assert(!game_unfordable(g, HS_MINOR_RIVER));

	/* The two markers are independent. */
	g->unfordable_major = 6;
	g->unfordable_minor = 0;
	ck_assert(game_unfordable(g, HS_MAJOR_RIVER));
	ck_assert(!game_unfordable(g, HS_MINOR_RIVER));
	g->turn = 7;
	ck_assert(!game_unfordable(g, HS_MAJOR_RIVER));
	tg_done(&t);

	/* No `unfordable` key: both markers off the Track. */
	g = tg_load_ok(&t, TG_STD "map: {terrain: clear}\n");
	ck_assert(!g->has_unfordable);
	ck_assert(!game_unfordable(g, HS_MINOR_RIVER));
	ck_assert(!game_unfordable(g, HS_MAJOR_RIVER));
	tg_done(&t);
}
END_TEST

static const char BRIDGES[] = TG_STD "map:\n  terrain: clear\n"
    "  hexsides:\n"
    "    4610/4611: [minor-river, bridge, road]\n"
    "    4611/4612: [major-river]\n"
    "    4612/4613: [minor-river, ferry]\n"
    "markers:\n"
    "  destroyed: [4611/4610, 4612/4613]\n"
    "  pontoon_bridges:\n"
    "    - {hexside: 4612/4611, owner: usa}\n";

/* 10.2: Destroyed markers on permanent bridges and ferries. */
START_TEST(test_10_2_destroyed)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, BRIDGES);

	ck_assert(game_destroyed(g, H(g, "4610"), H(g, "4611")));
	ck_assert(game_destroyed(g, H(g, "4611"), H(g, "4610")));
	ck_assert(game_destroyed(g, H(g, "4613"), H(g, "4612")));
	ck_assert(!game_destroyed(g, H(g, "4611"), H(g, "4612")));
	ck_assert(!game_destroyed(g, H(g, "4710"), H(g, "4711")));
	/* The map still shows the bridge: the marker is what changes. */
	ck_assert(map_hexside(&g->map, H(g, "4610"), H(g, "4611")) &
	    HS_BRIDGE);
	tg_done(&t);
}
END_TEST

/* 10.1: pontoon bridges, each with its owner. */
START_TEST(test_10_1_pontoon)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, BRIDGES);
	const struct pontoon	*p;

	p = game_pontoon(g, H(g, "4611"), H(g, "4612"));
	ck_assert_ptr_nonnull(p);
	ck_assert_int_eq(p->owner, SIDE_USA);
	ck_assert_ptr_eq(game_pontoon(g, H(g, "4612"), H(g, "4611")), p);
	ck_assert_ptr_null(game_pontoon(g, H(g, "4610"), H(g, "4611")));
	ck_assert_ptr_null(game_pontoon(g, H(g, "4612"), H(g, "4613")));
	tg_done(&t);
}
END_TEST

/* pending.h: entries appended in order, resolved from the first; with
 * nothing left the key goes (DESIGN.md section 4). */
START_TEST(test_7_6_pending_list)
{
	struct tg		 t;
	struct game		*g;
	struct pending		*p;
	static const char	*wagner[] = { "Wagner" };
	int			 i;

	g = tg_load_ok(&t, TG_STD "map: {terrain: clear}\n");
	ck_assert_ptr_null(pending_head(g));
	for (i = 0; i < 9; i++) {
		p = pending_add(g, i == 0 ? PK_ROUT : PK_ADVANCE);
		ck_assert_int_eq(p->from, HEX_NONE);
		ck_assert_int_eq(p->min, -1);
		ck_assert(!p->has_optional);
	}
	ck_assert(g->pending.listed);
	ck_assert_int_eq(g->pending.n, 9);
	p = pending_head(g);
	ck_assert_int_eq(p->kind, PK_ROUT);
	ck_assert_str_eq(pending_what(g, p), "a rout");
	p->units = wagner;
	p->nunits = 1;
	ck_assert_str_eq(pending_what(g, p), "a rout of Wagner");
	pending_drop(g, 0);
	ck_assert_int_eq(pending_head(g)->kind, PK_ADVANCE);
	ck_assert_str_eq(pending_what(g, pending_head(g)), "an advance");
	for (i = 0; i < 8; i++)
		pending_drop(g, 0);
	ck_assert_ptr_null(pending_head(g));
	ck_assert(!g->pending.listed);
	tg_done(&t);
}
END_TEST

/* A name, and the hint an error about it gives. */
struct hint {
	const char	*name, *text;
};

/* The hint of each name in g, as h has it. */
static void
unit_hints(struct game *g, const struct hint *h, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		ck_assert_str_eq(game_unit_hint_text(g, h[i].name), h[i].text);
}

/* DESIGN.md 5: a name that is no unit's says what the player meant. */
START_TEST(test_dsgn5_unit_hint_text)
{
	static const struct hint h[] = {
		{ "A.P.Hill", "; did you mean 'A.P. Hill'?" },
		/* A leader's name: the stack he is in. */
		{ "Jackson", "; Jackson is a leader, with A" },
		/* A slip of a leader's name: the unit he is with. */
		{ "Jakson", "; did you mean 'A', the unit Jackson is with?" },
		{ "Bank", "; did you mean 'C', the unit Banks is with?" },
		/* A one-letter name is no slip of another. */
		{ "E", "" },
		{ "Longstreet", "" },
	};
	struct game	*g = units;

	unit_hints(g, h, sizeof(h) / sizeof(h[0]));
}
END_TEST

/* Hood and Early; Jackson with Hood, Stuart out of play. */
static const char STUART_GONE[] = TG_GAME(TG_CLEAR,
    TG_INF("Hood", "csa", 7, "0505")
    TG_INF("Early", "csa", 5, "0506"))
    "leaders:\n"
    "  Jackson: {side: csa, rank: corps, with: Hood}\n"
    "  Stuart: {side: csa, rank: corps, status: eliminated}\n";

/* DESIGN.md 5: a leader's name, or a slip of one, where a unit is
 * wanted; a leader out of play is with no unit to point to. */
START_TEST(test_dsgn5_unit_hint_leader_out_of_play)
{
	static const struct hint h[] = {
		{ "Jackson", "; Jackson is a leader, with Hood" },
		{ "Stuart", "; Stuart is a leader" },
		{ "Jaxkson",
		  "; did you mean 'Hood', the unit Jackson is with?" },
		/* A slip of a leader with no unit: nothing to point to. */
		{ "Stuar", "" },
		{ "Eraly", "; did you mean 'Early'?" },
		{ "Longstreet", "" },
	};
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, STUART_GONE);

	unit_hints(g, h, sizeof(h) / sizeof(h[0]));
	ck_assert_str_eq(game_hex_hint_text(g, HEX_NONE), "");
	tg_done(&t);
}
END_TEST

/*
 * DESIGN.md 5: a hex off the map names a hex on it at the least
 * distance, as a search of every hex finds, whichever side of the map
 * it lies.
 */
START_TEST(test_dsgn5_hex_hint_nearest)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TG_STD "map: {terrain: clear, "
	    "bounds: {cols: [10, 20], rows: [5, 15]}, off_map: [1005, 1515, "
	    "2010]}\n");
	const char	*text, *prefix = "; the nearest hex on it is ";
	char		 id[8];
	hex_t		 h, near, x;
	int		 c, r, c2, r2, best;

	for (c = 1; c <= 30; c++)
		for (r = 1; r <= 25; r++) {
			snprintf(id, sizeof id, "%02d%02d", c, r);
			h = H(g, id);
			if (map_on(&g->map, h))
				continue;
			best = 999;
			for (c2 = 10; c2 <= 20; c2++)
				for (r2 = 5; r2 <= 15; r2++) {
					x = hex_make(0, c2, r2);
					if (map_on(&g->map, x) &&
					    hex_distance(h, x) < best)
						best = hex_distance(h, x);
				}
			text = game_hex_hint_text(g, h);
			ck_assert_msg(strncmp(text, prefix, strlen(prefix)) ==
			    0, "%s: %s", id, text);
			near = H(g, text + strlen(prefix));
			ck_assert_msg(map_on(&g->map, near), "%s: %s", id,
			    text);
			ck_assert_msg(hex_distance(h, near) == best,
			    "%s: %s, not at %d", id, text, best);
		}
	tg_done(&t);
}
END_TEST

/* Two units, Brown and Smith, and two leaders, Lee and Hill. */
static const char TWO_AND_TWO[] = TG_GAME(TG_CLEAR,
    TG_INF("Brown", "csa", 5, "0505")
    TG_INF("Smith", "csa", 5, "0506"))
    "leaders:\n"
    "  Lee: {side: csa, rank: army, with: Brown}\n"
    "  Hill: {side: csa, rank: corps, with: Smith}\n";

/* name_hash's FNV-1a, for the slot a name takes. */
static uint64_t
fnv(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return h;
}

/* The index of the leader, or the unit, called name; -1 for none. */
static int
named(struct game *g, bool leader, const char *name)
{
	const struct leader	*l;
	const struct unit	*u;

	if (leader)
		return (l = game_leader(g, name)) == NULL ? -1 :
		    (int)(l - g->leaders);
	return (u = game_unit(g, name)) == NULL ? -1 : (int)(u - g->units);
}

/*
 * Two names, one hash: the lookup falls back to a search.  No two names
 * of the games collide, so a collision is made here by pointing b's
 * hash, and that of a name nobody has, at a; each lookup must still
 * give what has that name, or none.
 */
static const struct {
	bool		 leader;	/* or a unit */
	const char	*a, *b, *other;	/* other: no name of the game */
} collide[] = {
	{ false, "Brown", "Smith", "Jones" },
	{ true, "Lee", "Hill", "Jackson" },
};

/* DESIGN.md 2: names are found through an index by their hash, never by
 * a scan, and a collision of two hashes is no confusion of names. */
START_TEST(test_dsgn2_name_hash_collision)
{
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, TWO_AND_TWO);
	bool		 leader = collide[_i].leader;
	struct table	*index = leader ? &g->leader_index : &g->unit_index;
	int		 a = named(g, leader, collide[_i].a);
	int		 b = named(g, leader, collide[_i].b);

	ck_assert_int_ge(a, 0);
	ck_assert_int_ge(b, 0);
	table_put(index, fnv(collide[_i].b), a);
	table_put(index, fnv("Nobody"), a);
	ck_assert_int_eq(named(g, leader, collide[_i].b), b);
	ck_assert_int_eq(named(g, leader, collide[_i].a), a);
	ck_assert_int_eq(named(g, leader, "Nobody"), -1);
	ck_assert_int_eq(named(g, leader, collide[_i].other), -1);
	tg_done(&t);
}
END_TEST

/* SIV Addition to 7.5: in the Advanced Game Ashby eliminated goes to
 * the off-map "Ashby" box; in the Basic Game, and any other unit, is
 * eliminated as 7.5 says. */
START_TEST(test_siv_7_5_ashby_to_his_box)
{
	static const char adv[] = TG_SIV "scenario: valley-campaign\n"
	    "turn: 9\nrain: false\n" TG_CLEAR "units:\n"
	    "  Ashby: {side: csa, type: cavalry, hex: S1010, manpower: 1}\n"
	    "  Chew: {side: csa, type: cavalry, hex: S1012, manpower: 1}\n";
	static const char basic[] = TG_SIV "scenario: kernstown\n"
	    "turn: 2\nrain: false\n" TG_CLEAR "units:\n"
	    "  Ashby: {side: csa, type: cavalry, hex: N1010, manpower: 1}\n";
	struct tg	 t;
	struct game	*g = tg_load_ok(&t, adv);

	game_remove_unit(g, game_unit(g, "Ashby"), US_ELIMINATED, NULL);
	ck_assert_int_eq(game_unit(g, "Ashby")->status, US_OFF_MAP);
	ck_assert_str_eq(game_unit(g, "Ashby")->off.box, "Ashby");
	ck_assert_int_eq(game_unit(g, "Ashby")->left, 9);
	game_remove_unit(g, game_unit(g, "Chew"), US_ELIMINATED, NULL);
	ck_assert_int_eq(game_unit(g, "Chew")->status, US_ELIMINATED);
	tg_done(&t);
	g = tg_load_ok(&t, basic);
	game_remove_unit(g, game_unit(g, "Ashby"), US_ELIMINATED, NULL);
	ck_assert_int_eq(game_unit(g, "Ashby")->status, US_ELIMINATED);
	ck_assert_ptr_null(game_unit(g, "Ashby")->off.box);
	tg_done(&t);
}
END_TEST

CHECK_SUITE(game, units_load, units_free, 0,
    CHECK_LOOPS({ test_dsgn2_name_hash_collision, N(collide) }))
