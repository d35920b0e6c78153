/*
 * test_emit.c — the canonical form (DESIGN.md section 4, gcacw-file(5)
 * CANONICAL FORM): fixed key order, units and leaders in input order,
 * x- keys after the known ones and untouched, hexes under the id of the
 * sheet on top, and emit(load(emit(load(x)))) == emit(load(x)); and the
 * emitter stops at its writer's first failure (section 5).
 */
#include <glob.h>
#include <string.h>

#include "check_main.h"
#include "fixture_io.h"
#include "games.h"

#define MAP	TG_CLEAR

/* The keys of mapping n, comma-separated: "side,type,hex". */
static const char *
keys_of(const struct node *n)
{
	static char	buf[1024];
	size_t		len = 0;
	int		i;

	ck_assert_ptr_nonnull(n);
	ck_assert_int_eq(n->kind, N_MAP);
	buf[0] = '\0';
	for (i = 0; i < n->n; i++)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
		    i ? "," : "", node_key(n, i)->str);
	return buf;
}

/* The node at key path "a.b.c" in doc ('.' separates keys). */
static const struct node *
at(const struct node *doc, const char *path)
{
	const struct node *n = tg_path(doc, path);

	ck_assert_msg(n != NULL, "no %s", path);
	return n;
}

/* emit(load(yaml)) read back as a document. */
struct canon {
	struct tg	 t;
	char		*out;	/* the canonical text */
};

static const struct node *
canon_read(struct canon *c, const char *yaml)
{
	c->out = tg_canon(yaml);
	ck_assert_ptr_nonnull(tg_read(&c->t, c->out));
	return c->t.doc;
}

static void
canon_done(struct canon *c)
{
	tg_done(&c->t);
	free(c->out);
}

/* Every key at every level, in an order no canonical form would keep. */
static const char SCRAMBLED[] =
    "x-top: last\n"
    "log: [{op: march, turn: 1}]\n"
    "rng: {draws: 2, seed: 7}\n"
    "dice: [3]\n"
    "ledger:\n"
    "  x-l: 1\n"
    "  vp: []\n"
    "  routs: {csa: 1, usa: 2}\n"
    "  losses:\n"
    "    csa: {surrender: 1, zoc: 2, combat: 3}\n"
    "    usa: {retreat: 4}\n"
    "pending: [{enemy: 4612, max: 4, min: 2, from: 4610, units: [Zed], "
    "kind: retreat}]\n"
    "action: {x-a: 1, mp: 2, unit: Zed}\n"
    "markers:\n"
    "  x-m: 1\n"
    "  control: {4612: csa}\n"
    "  pontoon_bridges: [{owner: usa, hexside: 4611/4612}]\n"
    "  destroyed: [4610/4611]\n"
    "  flanks_refused: [4610]\n"
    "leaders:\n"
    "  Lee: {x-l: 1, with: Zed, command: 3, tactical: 2, leads: ANV, "
    "rank: army, side: csa}\n"
    "  Pope: {status: withdrawn, rank: army, side: usa}\n"
    "units:\n"
    "  Zed:\n"
    "    x-u: 1\n"
    "    entrenchment: abatis\n"
    "    artillery: 2\n"
    "    tactical: 3\n"
    "    demoralized: 1\n"
    "    exhausted: true\n"
    "    fatigue: 2\n"
    "    combat: 2.5\n"
    "    disorganized: true\n"
    "    manpower: 6\n"
    "    hex: 4610\n"
    "    command: [ANV]\n"
    "    size: division\n"
    "    type: infantry\n"
    "    side: csa\n"
    "  Alpha: {manpower: 3, status: eliminated, type: cavalry, side: usa}\n"
    "  Mid: {hex: 4612, manpower: 4, type: artillery, side: usa}\n"
    "map:\n"
    "  x-map: 1\n"
    "  hexsides:\n"
    "    4611/4612: [major-river]\n"
    "    4610/4611: {high: 4611, features: [minor-river, bridge, ridge]}\n"
    "  hexes:\n"
    "    4612: {x-h: 1, redoubt: usa, features: [redoubt], county: Fred, "
    "name: Town, terrain: city}\n"
    "  off_map: [0101]\n"
    "  bounds: {rows: [1, 34], cols: [1, 58]}\n"
    "  terrain: clear\n"
    "charts: {strength-markers: {\"7\": 3}}\n"
    "unfordable: {major: 2, minor: 1}\n"
    "rain_turns: [1]\n"
    "rain: true\n"
    "turn: 1\n"
    "scenario: anything\n"
    "game: standard\n"
    "gcacw: 1\n";

/* DESIGN.md 4: "Output is canonical: fixed key order". */
START_TEST(test_dsgn4_canonical_key_order)
{
	struct canon		 c;
	const struct node	*d = canon_read(&c, SCRAMBLED);

	ck_assert_str_eq(keys_of(d), "gcacw,game,scenario,turn,rain,"
	    "rain_turns,unfordable,charts,map,units,leaders,markers,action,"
	    "pending,ledger,dice,rng,log,x-top");
	ck_assert_str_eq(keys_of(at(d, "unfordable")), "minor,major");
	ck_assert_str_eq(keys_of(at(d, "map")), "terrain,bounds,off_map,"
	    "hexes,hexsides,x-map");
	ck_assert_str_eq(keys_of(at(d, "map.bounds")), "cols,rows");
	ck_assert_str_eq(keys_of(at(d, "map.hexes.4612")), "terrain,name,"
	    "county,features,redoubt,x-h");
	ck_assert_str_eq(keys_of(at(d, "map.hexsides.4610/4611")),
	    "features,high");
	/* Features in the documented order, not the input's. */
	ck_assert_str_eq(at(d, "map.hexsides.4610/4611.features")->items[0]
	    ->str, "minor-river");
	ck_assert_str_eq(at(d, "map.hexsides.4610/4611.features")->items[1]
	    ->str, "bridge");
	ck_assert_str_eq(at(d, "map.hexsides.4610/4611.features")->items[2]
	    ->str, "ridge");
	ck_assert_str_eq(keys_of(at(d, "units.Zed")), "side,type,size,"
	    "command,hex,manpower,disorganized,combat,fatigue,exhausted,"
	    "demoralized,tactical,artillery,entrenchment,x-u");
	ck_assert_str_eq(keys_of(at(d, "units.Alpha")), "side,type,status,"
	    "manpower,disorganized,fatigue,exhausted,demoralized,"
	    "entrenchment");
	ck_assert_str_eq(keys_of(at(d, "leaders.Lee")), "side,rank,leads,"
	    "tactical,command,with,x-l");
	ck_assert_str_eq(keys_of(at(d, "leaders.Pope")), "side,rank,status");
	ck_assert_str_eq(keys_of(at(d, "markers")), "flanks_refused,"
	    "destroyed,pontoon_bridges,control,x-m");
	ck_assert_str_eq(keys_of(at(d, "markers.pontoon_bridges")->items[0]),
	    "hexside,owner");
	ck_assert_str_eq(keys_of(at(d, "ledger")), "losses,routs,vp,x-l");
	ck_assert_str_eq(keys_of(at(d, "ledger.losses")), "usa,csa");
	ck_assert_str_eq(keys_of(at(d, "ledger.losses.csa")), "combat,"
	    "retreat,cavalry_retreat,extended_march,force_march,zoc,supply,"
	    "surrender");
	ck_assert_str_eq(keys_of(at(d, "ledger.routs")), "usa,csa");
	ck_assert_str_eq(keys_of(at(d, "rng")), "seed,draws");
	canon_done(&c);
}
END_TEST

/* DESIGN.md 4: "units and leaders in input order". */
START_TEST(test_dsgn4_units_and_leaders_in_input_order)
{
	struct canon		 c;
	const struct node	*d = canon_read(&c, SCRAMBLED);

	ck_assert_str_eq(keys_of(at(d, "units")), "Zed,Alpha,Mid");
	ck_assert_str_eq(keys_of(at(d, "leaders")), "Lee,Pope");
	canon_done(&c);
}
END_TEST

/* Values in their written form (gcacw-file(5) Values). */
START_TEST(test_dsgn4_values_written_canonically)
{
	static const char yaml[] = TG_STD "rain_turns: [2]\nturn: 2\n"
	    "unfordable: {minor: 3}\n" MAP
	    "units:\n  Brown: {side: csa, type: infantry, hex: 4611, "
	    "manpower: 8, disorganized: yes, exhausted: Off, combat: ½, "
	    "tactical: \"5/4\", command: Valley}\n"
	    "  Ewell: {side: csa, type: infantry, hex: 4612, manpower: 7, "
	    "combat: 3½, tactical: 2}\n"
	    "ledger: {routs: {csa: 2}}\ndice: []\nrng: {seed: 7}\n";
	struct canon		 c;
	const struct node	*d = canon_read(&c, yaml), *n;

	/* rain follows rain_turns; always written. */
	ck_assert_str_eq(at(d, "rain")->str, "true");
	ck_assert_str_eq(at(d, "units.Brown.disorganized")->str, "true");
	ck_assert(!at(d, "units.Brown.disorganized")->quoted);
	ck_assert_str_eq(at(d, "units.Brown.exhausted")->str, "false");
	ck_assert_str_eq(at(d, "units.Brown.combat")->str, "0.5");
	ck_assert_str_eq(at(d, "units.Ewell.combat")->str, "3.5");
	/* "5/4" quoted; a single value plain. */
	n = at(d, "units.Brown.tactical");
	ck_assert_str_eq(n->str, "5/4");
	ck_assert(n->quoted);
	ck_assert(!at(d, "units.Ewell.tactical")->quoted);
	/* One formation is written as a list of one. */
	n = at(d, "units.Brown.command");
	ck_assert_int_eq(n->kind, N_SEQ);
	ck_assert_int_eq(n->n, 1);
	ck_assert_str_eq(n->items[0]->str, "Valley");
	/* Hex ids of digits only are quoted (gcacw-file(5): "4610"). */
	ck_assert(at(d, "units.Brown.hex")->quoted);
	ck_assert_str_eq(at(d, "units.Brown.hex")->str, "4611");
	/* A key left out is 0; both are written. */
	ck_assert_str_eq(keys_of(at(d, "unfordable")), "minor,major");
	ck_assert_str_eq(at(d, "unfordable.major")->str, "0");
	/* The ledger in full, zeros included. */
	ck_assert_str_eq(at(d, "ledger.routs.csa")->str, "2");
	ck_assert_str_eq(at(d, "ledger.routs.usa")->str, "0");
	ck_assert_str_eq(at(d, "ledger.losses.usa.surrender")->str, "0");
	ck_assert_int_eq(at(d, "ledger.vp")->kind, N_SEQ);
	/* An empty queue is []; draws default to 0. */
	ck_assert_int_eq(at(d, "dice")->kind, N_SEQ);
	ck_assert_int_eq(at(d, "dice")->n, 0);
	ck_assert_str_eq(at(d, "rng.draws")->str, "0");
	ck_assert_str_eq(at(d, "rng.seed")->str, "7");
	/* Markers are written only when they hold something; the map
	 * always. */
	ck_assert_ptr_null(node_get(d, "markers"));
	ck_assert_ptr_null(node_get(d, "leaders"));
	canon_done(&c);

	d = canon_read(&c, TG_STD "markers: {}\n");
	ck_assert_str_eq(keys_of(d), "gcacw,game,turn,rain,map,units");
	ck_assert_int_eq(at(d, "map")->n, 0);
	ck_assert_int_eq(at(d, "units")->n, 0);
	canon_done(&c);
}
END_TEST

/*
 * DESIGN.md 3: "Where two sheets overlap, the rulebook says which lies on
 * top; the hex takes that sheet's id when written out."  SIV 13.0, 27.1:
 * N0134 is M1501, N on top; an even column's row 34 of N is a half hex,
 * whole on M (gcacw-file(5): N3434 is written M4801).  SJW 22.0: S2403 is
 * N2426, S on top.
 */
START_TEST(test_dsgn3_overlap_hex_written_as_top_sheet)
{
	static const char siv[] = TG_SIV "map:\n  terrain: clear\n"
	    "  hexes:\n    M1501: woods\n"
	    "  hexsides:\n    M1501/M1502: {features: [ridge], high: M1501}\n"
	    "  off_map: [M1701]\n"
	    "units:\n  Ashby: {side: csa, type: cavalry, hex: M1501, "
	    "manpower: 2}\n"
	    "  Banks: {side: usa, type: infantry, hex: N3434, manpower: 9}\n"
	    "markers:\n  flanks_refused: [M1501]\n  control: {M1501: csa}\n";
	static const char sjw[] = TG_SJW MAP "units:\n  Pope: {side: usa, "
	    "type: infantry, hex: N2426, manpower: 9}\n";
	struct canon		 c;
	struct tg		 t;
	const struct node	*d = canon_read(&c, siv);
	char			*again;

	ck_assert_str_eq(at(d, "units.Ashby.hex")->str, "N0134");
	ck_assert_str_eq(at(d, "units.Banks.hex")->str, "M4801");
	ck_assert_str_eq(keys_of(at(d, "map.hexes")), "N0134");
	ck_assert_str_eq(keys_of(at(d, "map.hexsides")), "N0134/M1502");
	ck_assert_str_eq(at(d, "map.hexsides.N0134/M1502.high")->str, "N0134");
	ck_assert_str_eq(at(d, "map.off_map")->items[0]->str, "N0334");
	ck_assert_str_eq(at(d, "markers.flanks_refused")->items[0]->str,
	    "N0134");
	ck_assert_str_eq(keys_of(at(d, "markers.control")), "N0134");
	/* Read back, the same hexes. */
	again = tg_canon(c.out);
	ck_assert_str_eq(again, c.out);
	free(again);
	canon_done(&c);

	d = canon_read(&c, sjw);
	ck_assert_str_eq(at(d, "units.Pope.hex")->str, "S2403");
	canon_done(&c);

	/* One hex under two ids is listed twice. */
	ck_assert_ptr_null(tg_load(&t, TG_SIV "map:\n  hexes:\n    N0134: "
	    "woods\n    M1501: clear\n"));
	ck_assert_ptr_nonnull(strstr(tg_errors(&t), "map.hexes.M1501: hex is "
	    "listed twice"));
	tg_done(&t);
}
END_TEST

/* gcacw-file(5): "A hexside is written with the western hex first, or the
 * northern where both lie in one column". */
START_TEST(test_dsgn3_hexside_written_west_first)
{
	struct canon		 c;
	const struct node	*d = canon_read(&c, TG_STD "map:\n  terrain: "
	    "clear\n  hexsides:\n    0102/0101: [road]\n    4611/4511: "
	    "[pike]\n    4610/4510: [trail]\nmarkers: {destroyed: []}\n");

	ck_assert_str_eq(keys_of(at(d, "map.hexsides")),
	    "0101/0102,4511/4611,4510/4610");
	canon_done(&c);
}
END_TEST

/* DESIGN.md 6: "Only the document's own chart overrides are written
 * back; those from --charts or $GCACW_CHARTS stay outside the file." */
START_TEST(test_dsgn6_only_document_overrides_written)
{
	static const char yaml[] = TG_STD "charts:\n  combat-attacker: "
	    "{\"+5\": {\"7-11\": 2Da}}\n" MAP;
	static const char src_yaml[] = "combat-attacker: {\"+6\": "
	    "{\"7-11\": 3Da}, \"+5\": {\"4-6\": 1Da}}\n"
	    "strength-markers: {\"7\": 3}\n";
	struct chart_source	 src;
	struct tg		 s, t, back;
	char			*out;

	ck_assert_ptr_nonnull(tg_read(&s, src_yaml));
	src.file = "charts.yaml";
	src.charts = s.doc;
	ck_assert_ptr_nonnull(tg_load_with(&t, yaml, &src, 1));
	out = tg_emit(t.g);
	ck_assert_ptr_nonnull(tg_read(&back, out));
	ck_assert_str_eq(keys_of(at(back.doc, "charts")), "combat-attacker");
	ck_assert_str_eq(keys_of(at(back.doc, "charts.combat-attacker")),
	    "+5");
	ck_assert_str_eq(keys_of(at(back.doc, "charts.combat-attacker.+5")),
	    "7-11");
	ck_assert_str_eq(at(back.doc, "charts.combat-attacker.+5.7-11")->str,
	    "2Da");
	tg_done(&back);
	free(out);
	tg_done(&t);

	/* With only outside overrides, no charts key at all. */
	ck_assert_ptr_nonnull(tg_load_with(&t, TG_STD MAP, &src, 1));
	out = tg_emit(t.g);
	ck_assert_ptr_null(strstr(out, "charts"));
	ck_assert_ptr_null(strstr(out, "3Da"));
	free(out);
	tg_done(&t);
	tg_done(&s);
}
END_TEST

/* gcacw-file(5) charts: labels are one label whatever their spelling, and
 * stored as the table prints them; signed rows as "+6". */
START_TEST(test_dsgn6_chart_labels_written_as_printed)
{
	struct canon		 c;
	struct tg		 t;
	const struct node	*d = canon_read(&c, TG_STD "charts:\n"
	    "  combat-attacker:\n    \"6\": {\"1/2-3\": 3Da}\n"
	    "  strength-markers: {\"7\": 3}\n" MAP);
	const struct chart	*att = chart_find("combat-attacker");

	ck_assert_str_eq(keys_of(at(d, "charts.combat-attacker")), "+6");
	ck_assert_str_eq(keys_of(at(d, "charts.combat-attacker.+6")), "½-3");
	ck_assert_int_eq(at(d, "charts.strength-markers")->n, 1);
	/* And read again, the cell answers to any spelling. */
	ck_assert_ptr_nonnull(tg_load(&t, c.out));
	ck_assert_str_eq(chart_get(&t.g->charts, att, "+6", "½-3"), "3Da");
	ck_assert_str_eq(chart_get(&t.g->charts, att, "6", "1/2-3"), "3Da");
	ck_assert_str_eq(chart_get(&t.g->charts, chart_find("strength-markers"),
	    "7", NULL), "3");
	tg_done(&t);
	canon_done(&c);
}
END_TEST

/* DESIGN.md 4: the march in progress and the pending entries are
 * carried from tool to tool; log and the ledger's vp are kept as they
 * are; x- values keep their value and style (gcacw-file(5) x- keys). */
START_TEST(test_dsgn4_state_entries_kept)
{
	static const char yaml[] = TG_STD MAP
	    "units:\n  Brown: {side: csa, type: infantry, hex: 4612, "
	    "manpower: 8}\n"
	    "action: {kind: march, unit: Brown, mp: 2.5, start: \"4611\", "
	    "attacks: 1, x-why: \"1\"}\n"
	    "pending:\n  - {kind: advance, units: [Brown], from: \"4612\", "
	    "into: 4611, x-hexes: 4, x-path: [\"4710\", 4709]}\n"
	    "ledger:\n  vp: [{turn: 2, side: csa, vp: 1, why: \"Winchester, "
	    "½\"}]\n"
	    "log:\n"
	    "  - op: combat\n    turn: 3\n"
	    "    result: {attacker: fa, defender: \"1DR\"}\n"
	    "    modifiers:\n      - {rule: \"7.4\", value: +2, why: flank}\n"
	    "    dice: [{roll: 3, for: attacker}]\n"
	    "    empty: {}\n    none: ~\n    said: \"yes\"\n    plain: yes\n"
	    "  - {op: march, standalone: true, note: \"-\"}\n"
	    "x-top: {a: \"1\", b: 1, c: [yes, \"no\"]}\n";
	struct canon		 c;
	const struct node	*d = canon_read(&c, yaml), *e;

	ck_assert_str_eq(at(d, "action.unit")->str, "Brown");
	ck_assert_str_eq(at(d, "action.mp")->str, "2.5");
	ck_assert_str_eq(at(d, "action.start")->str, "4611");
	ck_assert(at(d, "action.start")->quoted);
	ck_assert_str_eq(at(d, "action.attacks")->str, "1");
	ck_assert_str_eq(at(d, "action.x-why")->str, "1");
	ck_assert(at(d, "action.x-why")->quoted);
	e = at(d, "pending")->items[0];
	ck_assert_str_eq(keys_of(e), "kind,units,from,into,x-hexes,x-path");
	ck_assert(tg_nodes(node_get(e, "x-path"))->items[0]->quoted);
	ck_assert(!tg_nodes(node_get(e, "x-path"))->items[1]->quoted);
	ck_assert_str_eq(node_get(at(d, "ledger.vp")->items[0], "why")->str,
	    "Winchester, ½");
	e = at(d, "log")->items[0];
	ck_assert_str_eq(keys_of(e), "op,turn,result,modifiers,dice,empty,"
	    "none,said,plain");
	ck_assert_str_eq(node_get(node_get(e, "result"), "defender")->str,
	    "1DR");
	ck_assert_str_eq(node_get(node_get(e, "modifiers")->items[0], "rule")
	    ->str, "7.4");
	ck_assert(node_get(node_get(e, "modifiers")->items[0], "rule")->quoted);
	ck_assert_str_eq(node_get(node_get(e, "modifiers")->items[0], "value")
	    ->str, "+2");
	ck_assert_str_eq(node_get(e, "none")->str, "~");
	ck_assert(node_get(e, "said")->quoted);
	ck_assert(!node_get(e, "plain")->quoted);
	ck_assert_str_eq(node_get(at(d, "log")->items[1], "note")->str, "-");
	ck_assert(at(d, "x-top.a")->quoted);
	ck_assert(!at(d, "x-top.b")->quoted);
	ck_assert(!at(d, "x-top.c")->items[0]->quoted);
	ck_assert(at(d, "x-top.c")->items[1]->quoted);
	canon_done(&c);
}
END_TEST

/* gcacw-file(5) pending: keys in canonical order, values in canonical form;
 * the list and each entry keep the style they were read in. */
START_TEST(test_dsgn4_pending_written_canonically)
{
	static const char flow[] = TG_STD MAP
	    "units:\n  Brown: {side: csa, type: infantry, hex: 4611, "
	    "manpower: 8}\n"
	    "  Wagner: {side: usa, type: infantry, hex: 4610, manpower: 5}\n"
	    "pending: [{x-why: \"1\", enemy_unit: \"Brown\", enemy: 4611, "
	    "optional: yes, fatigue: 0, max: 4, min: 1, from: 4610, "
	    "units: [Wagner], rule: 7.6, kind: voluntary-retreat}]\n";
	static const char block[] = TG_STD MAP
	    "units:\n  Brown: {side: csa, type: infantry, hex: 4611, "
	    "manpower: 8}\n"
	    "pending:\n"
	    "- into: 4610\n  from: 4611\n  units:\n  - Brown\n"
	    "  kind: advance\n";
	char *out;

	out = tg_canon(flow);
	ck_assert_msg(strstr(out, "\npending: [{kind: voluntary-retreat, "
	    "rule: '7.6', units: [Wagner], from: '4610', min: 1, max: 4, "
	    "fatigue: 0, optional: true, enemy: '4611', enemy_unit: Brown, "
	    "x-why: '1'}]\n") != NULL, "%s", out);
	free(out);
	out = tg_canon(block);
	ck_assert_msg(strstr(out, "\npending:\n- kind: advance\n"
	    "  units: [Brown]\n  from: '4611'\n  into: '4610'\n") != NULL,
	    "%s", out);
	free(out);
}
END_TEST

/* Names that a YAML reader would type come back as the same names. */
START_TEST(test_dsgn4_names_read_back_as_text)
{
	static const char yaml[] = TG_STD MAP "units:\n"
	    "  \"yes\": {side: csa, type: infantry, hex: 4610, manpower: 1}\n"
	    "  \"1862\": {side: csa, type: infantry, hex: 4611, manpower: 1}\n"
	    "  \"null\": {side: csa, type: infantry, hex: 4612, manpower: 1}\n"
	    "  A.P. Hill: {side: csa, type: infantry, hex: 4613, manpower: 1}\n"
	    "  2 PHB: {side: usa, type: cavalry, hex: 4614, manpower: 1}\n"
	    "leaders:\n  \"1.5\": {side: csa, rank: division, leads: \"on\", "
	    "with: \"1862\"}\n";
	struct tg	 t;
	char		*out = tg_canon(yaml);

	ck_assert_ptr_nonnull(tg_load(&t, out));
	ck_assert_int_eq(t.d.count, 0);
	ck_assert_ptr_nonnull(game_unit(t.g, "yes"));
	ck_assert_ptr_nonnull(game_unit(t.g, "1862"));
	ck_assert_ptr_nonnull(game_unit(t.g, "null"));
	ck_assert_ptr_nonnull(game_unit(t.g, "A.P. Hill"));
	ck_assert_ptr_nonnull(game_unit(t.g, "2 PHB"));
	ck_assert_ptr_nonnull(game_leader(t.g, "1.5"));
	ck_assert_str_eq(game_leader(t.g, "1.5")->leads, "on");
	ck_assert_ptr_eq(&t.g->units[game_leader(t.g, "1.5")->with],
	    game_unit(t.g, "1862"));
	tg_done(&t);
	free(out);
}
END_TEST

/*
 * DESIGN.md 4 (emit.h): emit(load(emit(load(x)))) == emit(load(x)), over
 * fixtures that between them hold every key of the file.
 */
static const char *const FIXTURES[] = {
	/* The least a file can be. */
	TG_STD,
	TG_SIV,
	/* Comments are dropped; flow and block mixed. */
	"# a game\ngcacw: 1 # version\ngame: standard\nturn: 7 # late\n",
	/* Every documented key of a standard game. */
	TG_STD "scenario: my-own\nturn: 3\nrain: false\n"
	"rain_turns: [1, 2]\nunfordable: {minor: 4, major: 5}\n"
	"charts:\n  combat-attacker: {\"+3\": {\"7-11\": 1Da, "
	"\"12-18\": 2Da}}\n"
	"  strength-markers: {\"7\": 3, \"8\": 3.5}\n  terrain-mp: {woods: "
	"{normal: 2, rain: 3}}\n"
	"map:\n  terrain: clear\n  bounds: {cols: [1, 58], rows: [1, 34]}\n"
	"  off_map: [0101, 5834]\n  hexes:\n"
	"    4610: {terrain: woods, name: Kernstown, county: Frederick, "
	"features: [village, station, redoubt, county-seat], redoubt: usa}\n"
	"    4611: rolling\n    4612: {features: [landing]}\n"
	"    4613: {terrain: provisional-swamp, x-note: boggy}\n"
	"    4509: water\n"
	"  hexsides:\n    4610/4611: [pike, minor-river, bridge]\n"
	"    4611/4612: [rr, creek]\n"
	"    4612/4613: {features: [bluff, major-river, ferry], high: 4613}\n"
	"    4613/4614: [unfinished-railroad, county-border, water, trail]\n"
	"    4614/4615: [dam, major-river]\n"
	"    4615/4616: [major-river, bridge, indestructible]\n"
	"units:\n"
	"  Brown: {side: csa, type: infantry, size: division, command: "
	"[Cheatham], hex: 4611, manpower: 8, disorganized: true, combat: 4, "
	"fatigue: 1, exhausted: false, demoralized: 0, tactical: 2, "
	"artillery: 2, entrenchment: breastwork}\n"
	"  Wagner: {side: usa, type: infantry, size: brigade, hex: 4610, "
	"manpower: 5, tactical: \"5/4\", combat: 0.5, entrenchment: "
	"fort-build}\n"
	"  Ashby: {side: csa, type: cavalry, size: regiment, status: "
	"withdrawn, manpower: 2}\n"
	"  Train: {side: usa, type: wagon, hex: 4612, manpower: 1}\n"
	"  Guns: {side: usa, type: artillery, size: squadron, hex: 4610, "
	"manpower: 1, artillery: 3}\n"
	"leaders:\n"
	"  Cheatham: {side: csa, rank: division, leads: Cheatham, tactical: 3,"
	" command: 3, with: Brown}\n"
	"  Shields: {side: usa, rank: district, tactical: 1/0, command: 2, "
	"with: Guns}\n"
	"  Frémont: {side: usa, rank: corps, status: surrendered}\n"
	"markers:\n  flanks_refused: [4610, 4611]\n  destroyed: [4610/4611]\n"
	"  pontoon_bridges:\n    - {hexside: 4612/4613, owner: usa}\n"
	"  control: {4610: csa, 4611: usa}\n",
	/* The state the tools leave. */
	TG_STD MAP "units:\n  Brown: {side: csa, type: infantry, hex: 4611, "
	"manpower: 8}\n"
	"action: {kind: march, unit: Brown, mp: 2.5, start: \"4610\", "
	"attacks: 1, ended: false}\n"
	"pending: [{kind: advance, rule: \"7.6\", units: [Brown], from: 4611, "
	"into: 4610, optional: true}]\n"
	"ledger:\n  losses:\n    usa: {combat: 3, zoc: 1}\n"
	"    csa: {force_march: 2, surrender: 7}\n"
	"  routs: {usa: 1}\n  vp: [{turn: 2, side: csa, vp: 1, why: "
	"Winchester}]\n"
	"dice: [6, 1, 1]\nrng: {seed: 18446744073709551615, draws: 99}\n"
	"log:\n  - op: combat\n    turn: 3\n    result: {attacker: fa, "
	"defender: 1DR}\n    difference: +4\n    values: {attacker: 8, "
	"defender: ½, ratio: 14-1}\n    flank: {covered: 5, basic: 2, final: "
	"1}\n    modifiers: [{rule: \"7.4\", value: -1, why: \"woods\"}]\n"
	"  - {op: march, standalone: true, dice: []}\n",
	/* x- keys everywhere gcacw-file(5) allows them. */
	TG_STD "x-top: {deep: {deeper: [1, \"2\", yes]}}\n"
	"unfordable: {minor: 1, major: 0, x-u: a}\n"
	"charts:\n  x-c: b\n  strength-markers: {\"6\": 2}\n"
	"map:\n  terrain: clear\n  x-m: c\n"
	"  bounds: {cols: [1, 58], rows: [1, 34], x-b: d}\n"
	"  hexes: {4610: {terrain: woods, x-h: e}}\n"
	"  hexsides: {4610/4611: {features: [minor-river], x-s: f}}\n"
	"units:\n  Brown: {side: csa, type: infantry, hex: 4611, manpower: 8, "
	"x-u: g}\n"
	"leaders:\n  J: {side: csa, rank: district, with: Brown, x-l: h}\n"
	"markers:\n  x-k: i\n  pontoon_bridges: [{hexside: 4610/4611, owner: "
	"csa, x-p: j}]\n"
	"ledger:\n  x-g: k\n  losses: {x-o: l, usa: {x-s: m}}\n"
	"  routs: {x-r: n}\n"
	"rng: {seed: 1, x-r: o}\n",
	/* SIV: sheet letters, overlaps, bounds per sheet. */
	TG_SIV "scenario: kernstown\nturn: 2\nrain_turns: [2]\n"
	"unfordable: {minor: 3, major: 0}\n"
	"map:\n  terrain: clear\n"
	"  bounds:\n    N: {cols: [1, 58], rows: [1, 34]}\n"
	"    M: {cols: [1, 60], rows: [1, 34]}\n    S: {cols: [1, 60]}\n"
	"  hexes:\n    N3333: {terrain: city, name: Winchester, county: "
	"Frederick, features: [station, redoubt]}\n    N3334: rolling\n"
	"    M1501: woods\n    S2701: hill\n"
	"  hexsides:\n    N3333/N3334: [pike]\n"
	"    N3334/N3434: [minor-river, ford, road]\n"
	"    N3434/N3435: {features: [ridge], high: N3435}\n"
	"units:\n  Jackson's: {side: csa, type: infantry, size: division, "
	"hex: N3333, manpower: 9}\n"
	"  Shields: {side: usa, type: infantry, hex: M0134, manpower: 9}\n"
	"  Kimball: {side: usa, type: infantry, hex: N0134, manpower: 4}\n"
	"leaders:\n  Jackson: {side: csa, rank: district, command: 3, with: "
	"Jackson's}\n"
	"markers:\n  control: {S0218: csa, M1501: usa}\n",
	/* SJW: the south sheet on top. */
	TG_SJW "scenario: cedar-mountain\n" MAP
	"units:\n  Pope: {side: usa, type: infantry, hex: N2426, manpower: 9}\n"
	"  Ewell: {side: csa, type: infantry, hex: S3108, manpower: 8}\n",
	/* Names and text a reader would type. */
	TG_STD MAP "units:\n  \"yes\": {side: csa, type: infantry, hex: "
	"4610, manpower: 1}\n  \"1862\": {side: usa, type: cavalry, hex: "
	"4611, manpower: 2, command: [\"1\", \"true\"]}\n"
	"  \"a: b\": {side: csa, type: infantry, hex: 4612, manpower: 1}\n",
	/* Unicode, long lists. */
	TG_STD "map:\n  terrain: clear\n  hexes:\n    0101: {terrain: city, "
	"name: \"Snicker’s Ferry — ½\", county: \"#x\"}\n"
	"  off_map: [0102, 0103, 0104, 0105, 0106, 0107, 0108, 0109, 0110, "
	"0111, 0112, 0113, 0114, 0115, 0116, 0117, 0118, 0119, 0120, 0121, "
	"0122, 0123, 0124, 0125, 0126, 0127, 0128, 0129, 0130, 0131, 0132]\n",
};

START_TEST(test_dsgn4_emit_is_a_fixed_point)
{
	size_t i;

	for (i = 0; i < sizeof(FIXTURES) / sizeof(FIXTURES[0]); i++) {
		struct tg	 t;
		char		*once, *twice;

		ck_assert_msg(tg_load(&t, FIXTURES[i]) != NULL,
		    "fixture %zu does not load:\n%s", i, tg_errors(&t));
		tg_done(&t);
		once = tg_canon(FIXTURES[i]);
		twice = tg_canon(once);
		ck_assert_msg(strcmp(once, twice) == 0, "fixture %zu:\n%s\n"
		    "---- then ----\n%s", i, once, twice);
		free(twice);
		free(once);
	}
}
END_TEST

/* Names a reader would type, as keys and in a list. */
START_TEST(test_dsgn4_emit_fixed_point_typed_names)
{
	static const char yaml[] = TG_STD MAP "units:\n  \"yes\": {side: "
	    "csa, type: infantry, hex: 4610, manpower: 1}\n  \"1862\": {side: "
	    "usa, type: cavalry, hex: 4611, manpower: 2, command: [\"1\", "
	    "\"true\"]}\n  \"a: b\": {side: csa, type: infantry, hex: 4612, "
	    "manpower: 1}\n";
	char *once = tg_canon(yaml), *twice = tg_canon(once);

	ck_assert_str_eq(once, twice);
	free(twice);
	free(once);
}
END_TEST

/* A stream: each document on its own, in order (DESIGN.md 4). */
START_TEST(test_dsgn4_stream_emitted_in_order)
{
	static const char yaml[] = TG_STD "turn: 1\n---\n" TG_SIV "turn: 2\n"
	    "---\n" TG_SJW "turn: 3\n";
	struct tg	 t, back;
	struct outbuf	 o;
	struct game	*g;
	int		 n = 0;

	memset(&o, 0, sizeof(o));
	tg_open(&t, yaml, strlen(yaml));
	while (tg_next(&t) == 1) {
		g = game_load(&t.d, &t.a, t.doc, NULL, 0);
		ck_assert_ptr_nonnull(g);
		yaml_write(&o, game_emit(g));
		game_free(g);
		n++;
	}
	ck_assert_int_eq(n, 3);
	tg_done(&t);
	tg_open(&back, o.data, o.len);
	ck_assert_int_eq(tg_next(&back), 1);
	ck_assert_str_eq(at(back.doc, "game")->str, "standard");
	ck_assert_int_eq(tg_next(&back), 1);
	ck_assert_str_eq(at(back.doc, "game")->str, "siv");
	ck_assert_str_eq(at(back.doc, "turn")->str, "2");
	ck_assert_int_eq(tg_next(&back), 1);
	ck_assert_str_eq(at(back.doc, "game")->str, "sjw");
	ck_assert_int_eq(tg_next(&back), 0);
	tg_done(&back);
	outbuf_free(&o);
}
END_TEST

/* What the file says is written back: SIV 20.0's commitment segment of
 * a unit, the stations' markers (damaged or destroyed) and the depots
 * removed, in the order given. */
START_TEST(test_dsgn4_commitment_and_markers_written_back)
{
	char *s = tg_canon(TG_TURN1 TG_CLEAR "units:\n"
	    TG_UNIT("Brown", "csa", "infantry", 5, "1012", ", committed: 3")
	    "markers: {stations: {'4610': destroyed, '4611': damaged}, "
	    "depots_removed: ['4710']}\n");

	tg_has(s, "    hex: '1012'\n    committed: 3\n");
	tg_has(s, "markers:\n  stations: {'4610': destroyed, '4611': "
	    "damaged}\n  depots_removed: ['4710']\n");
	free(s);
}
END_TEST

/* ---- The emitter stops at its writer's first failure ---- */

/*
 * DESIGN.md 5: a failed write is an error.  Every game file of the golden
 * cases and the examples that loads is emitted through a writer that
 * fails at its Nth call, for every N: the part's generator must give 0
 * at once, calling the writer no more after the failure, and 1 when the
 * writer never fails (emit.c's failure branches, which no run that
 * writes a whole file takes).
 */

/* A writer that fails at call number fail_at (counted from 0). */
struct failing {
	struct node_writer	w;	/* first: the callbacks get it */
	long			calls, fail_at;
	bool			after;	/* called after failing */
};

static int
call(struct node_writer *w)
{
	struct failing *f = (struct failing *)w;

	if (f->calls > f->fail_at)
		f->after = true;
	return f->calls++ != f->fail_at;
}

static int
w_scalar(struct node_writer *w, const char *s, size_t n, enum node_style st)
{
	(void)s;
	(void)n;
	(void)st;
	return call(w);
}

static int
w_start(struct node_writer *w, enum node_kind k, enum node_style st)
{
	(void)k;
	(void)st;
	return call(w);
}

static int
w_end(struct node_writer *w, enum node_kind k)
{
	(void)k;
	return call(w);
}

static int
w_node(struct node_writer *w, const struct node *n)
{
	(void)n;
	return call(w);
}

/* Every generated part of n, failed at each of its writer calls in turn;
 * returns the number of failures injected. */
static long
sweep(const char *file, const struct node *n)
{
	struct failing	f;
	long		k, total = 0;
	int		i;

	if (n->kind == N_SEQ || n->kind == N_MAP) {
		for (i = 0; i < (n->kind == N_MAP ? 2 * n->n : n->n); i++)
			total += sweep(file, n->items[i]);
		return total;
	}
	if (n->kind != N_GEN)
		return 0;
	for (k = 0;; k++) {
		memset(&f, 0, sizeof(f));
		f.w = (struct node_writer){ w_scalar, w_start, w_end, w_node };
		f.fail_at = k;
		if (n->gen(&f.w, n->arg) != 0) {
			ck_assert_msg(f.calls <= k, "%s: a failure at call %ld "
			    "was not reported", file, k);
			break;
		}
		ck_assert_msg(f.calls == k + 1 && !f.after, "%s: %ld writer "
		    "calls after a failure at call %ld", file, f.calls - k - 1,
		    k);
		total++;
	}
	return total;
}

START_TEST(test_dsgn5_emit_stops_at_the_first_failure)
{
	static const char *const patterns[] = { "tests/cases/*/*/in",
	    "tests/cases/*/*/*.yaml", "examples/*.yaml" };
	glob_t	 gl;
	size_t	 i, p;
	long	 injected = 0;
	int	 games = 0;

	for (p = 0; p < sizeof(patterns) / sizeof(*patterns); p++) {
		memset(&gl, 0, sizeof(gl));
		if (glob(patterns[p], 0, NULL, &gl) != 0)
			continue;
		for (i = 0; i < gl.gl_pathc; i++) {
			struct tg	 t;
			struct game	*g;
			char		*yaml = tio_slurp(gl.gl_pathv[i]);

			tg_open(&t, yaml, strlen(yaml));
			if (tg_next(&t) == 1 && (g = game_load(&t.d, &t.a,
			    t.doc, NULL, 0)) != NULL) {
				t.g = g;
				injected += sweep(gl.gl_pathv[i], game_emit(g));
				games++;
			}
			tg_done(&t);
			free(yaml);
		}
		globfree(&gl);
	}
	/* The suite's files: 537 games and 40,237 failures today. */
	ck_assert_int_ge(games, 300);
	ck_assert_int_ge(injected, 10000);
}
END_TEST

CHECK_TESTS_TIMEOUT(emit, 120)
