/*
 * explain_position.c — human-readable summaries (see explain.h).
 */
#include <stdlib.h>
#include <string.h>

#include "names.h"
#include "explain.h"
#include "module.h"
#include "phase.h"
#include "sequence.h"

static int
cmp_hex(const void *a, const void *b)
{
	hex_t x = *(const hex_t *)a, y = *(const hex_t *)b;

	return x < y ? -1 : x > y;
}

static void
weather(FILE *f, const struct game *g)
{
	fprintf(f, "Weather: %s", g->rain ? "rain (12.0: attacker -1, no "
	    "attacks or ZOC across fords, no entrenching)" : "clear");
	if (g->unfordable_minor != 0 && g->turn <= g->unfordable_minor)
		fprintf(f, "; minor rivers unfordable through turn %d (12.0)",
		    g->unfordable_minor);
	if (g->unfordable_major != 0 && g->turn <= g->unfordable_major)
		fprintf(f, "; major rivers unfordable through turn %d (12.0)",
		    g->unfordable_major);
	fputc('\n', f);
}

static void
tactical(FILE *f, bool has, bool split, int att, int def)
{
	if (!has)
		return;
	if (split)
		fprintf(f, ", tactical %d/%d", att, def);
	else
		fprintf(f, ", tactical %d", att);
}

static void
unit_line(FILE *f, struct game *g, const struct unit *u)
{
	int i;

	fprintf(f, "    %s: %s %s", u->name, side_name(u->side),
	    unit_type_names[u->type]);
	if (u->size != Z_NONE)
		fprintf(f, " %s", unit_size_names[u->size]);
	fprintf(f, ", manpower %d, %s", u->manpower,
	    u->disorganized ? "disorganized" : "organized");
	if (u->disorganized && u->combat >= 0)
		fprintf(f, " (combat %d%s)", u->combat / 2,
		    u->combat % 2 ? "\xc2\xbd" : "");
	fprintf(f, ", fatigue %d", u->fatigue);
	if (u->exhausted)
		fputs(", exhausted", f);
	if (u->demoralized)
		fprintf(f, ", demoralized-%d", u->demoralized);
	if (u->entrenchment != E_NONE)
		fprintf(f, ", %s", entrenchment_names[u->entrenchment]);
	if (u->out_of_supply)
		fputs(", out of supply", f);
	if (u->artillery >= 0)
		fprintf(f, ", artillery %d", u->artillery);
	tactical(f, u->has_tactical, u->tactical_split, u->tactical_attack,
	    u->tactical_defence);
	for (i = 0; i < g->nleaders; i++)
		if (g->leaders[i].status == US_IN_PLAY &&
		    g->leaders[i].with == (int)(u - g->units))
			fprintf(f, "; with %s", g->leaders[i].name);
	fputc('\n', f);
}

/* SIV 18.0-21.0: ", in the Richmond box, due on Turn 11". */
static const char *
offmap_words(struct game *g, const struct offmap *o)
{
	const char *s = "";

	if (o->box != NULL)
		s = arena_printf(&g->arena, ", in the %s box", o->box);
	if (o->arrives > 0)
		s = arena_printf(&g->arena, "%s, due on Turn %d%s%s", s,
		    o->arrives, o->area != NULL ? " in " : "",
		    o->area != NULL ? o->area : "");
	if (o->withdrawn > 0)
		s = arena_printf(&g->arena, "%s, withdrawn on Turn %d", s,
		    o->withdrawn);
	return s;
}

static void
units_by_hex(FILE *f, struct game *g)
{
	hex_t	*hexes = xmalloc((size_t)(g->nunits + 1) * sizeof(*hexes));
	int	 n = 0, i, j, out = 0;
	char	 id[16];

	for (i = 0; i < g->nunits; i++)
		if (g->units[i].status == US_IN_PLAY &&
		    g->units[i].hex != HEX_NONE)
			hexes[n++] = g->units[i].hex;
	qsort(hexes, (size_t)n, sizeof(*hexes), cmp_hex);
	fprintf(f, "Units in play: %d\n", n);
	for (i = 0; i < n; i++) {
		const struct hexinfo *x;

		if (i > 0 && hexes[i] == hexes[i - 1])
			continue;
		hex_format(g->map.geo, hexes[i], id);
		x = map_hex(&g->map, hexes[i]);
		fprintf(f, "  %s", id);
		if (x != NULL && x->terrain != T_NONE)
			fprintf(f, " (%s)", terrain_name(x->terrain));
		else if (g->map.deflt != T_NONE)
			fprintf(f, " (%s%s)", terrain_name(g->map.deflt),
			    game_terrain_assumed(g, hexes[i]));
		else
			fputs(" (terrain not given)", f);
		if (x != NULL && x->name != NULL)
			fprintf(f, " %s", x->name);
		if (game_flank_refused(g, hexes[i]))
			fputs(", flanks refused (7.8)", f);
		fputc('\n', f);
		for (j = game_first_unit(g, hexes[i]); j >= 0;
		    j = g->units[j].next_here)
			unit_line(f, g, &g->units[j]);
	}
	for (i = 0; i < g->nunits; i++)
		if (g->units[i].status != US_IN_PLAY) {
			if (out++ == 0)
				fputs("Out of play:\n", f);
			fprintf(f, "    %s: %s %s, %s%s\n", g->units[i].name,
			    side_name(g->units[i].side),
			    unit_type_names[g->units[i].type],
			    unit_status_names[g->units[i].status],
			    offmap_words(g, &g->units[i].off));
		}
	free(hexes);
}

static void
leaders(FILE *f, struct game *g)
{
	int i;

	if (g->nleaders == 0)
		return;
	fputs("Leaders:\n", f);
	for (i = 0; i < g->nleaders; i++) {
		const struct leader *l = &g->leaders[i];

		fprintf(f, "    %s: %s %s leader", l->name, side_name(l->side),
		    leader_rank_names[l->rank]);
		if (l->leads != NULL)
			fprintf(f, " of %s", l->leads);
		tactical(f, l->has_tactical, l->tactical_split,
		    l->tactical_attack, l->tactical_defence);
		if (l->command >= 0)
			fprintf(f, ", command %d", l->command);
		if (l->status != US_IN_PLAY)
			fprintf(f, ", %s%s", unit_status_names[l->status],
			    offmap_words(g, &l->off));
		else if (l->with >= 0)
			fprintf(f, ", with %s", g->units[l->with].name);
		fputc('\n', f);
	}
}

static void
field(FILE *f, int *k, const char *key, const char *value)
{
	fprintf(f, "%s%s %s", (*k)++ ? ", " : " (", key, value);
}

static void
hex_field(FILE *f, int *k, struct game *g, const char *key, hex_t h)
{
	char id[16];

	if (h == HEX_NONE)
		return;
	hex_format(g->map.geo, h, id);
	field(f, k, key, id);
}

static void
int_field(FILE *f, int *k, const char *key, int v)
{
	char buf[16];

	if (v < 0)
		return;
	snprintf(buf, sizeof(buf), "%d", v);
	field(f, k, key, buf);
}

/* An entry's fields but its kind and units, as the file has them:
 * " (rule 7.6, from 4610, min 4, max 6, ...)". */
static void
fields(FILE *f, struct game *g, const struct pending *p)
{
	int i, k = 0;

	if (p->rule != NULL)
		field(f, &k, "rule", p->rule);
	hex_field(f, &k, g, "from", p->from);
	hex_field(f, &k, g, "into", p->into);
	int_field(f, &k, "min", p->min);
	int_field(f, &k, "max", p->max);
	int_field(f, &k, "fatigue", p->fatigue);
	if (p->has_optional)
		field(f, &k, "optional", p->optional ? "true" : "false");
	hex_field(f, &k, g, "enemy", p->enemy);
	if (p->enemy_unit != NULL)
		field(f, &k, "enemy_unit", p->enemy_unit);
	for (i = 0; p->extra != NULL && i < p->extra->n; i++)
		if (node_val(p->extra, i)->kind == N_SCALAR)
			field(f, &k, node_key(p->extra, i)->str,
			    node_val(p->extra, i)->str);
	if (k > 0)
		fputc(')', f);
}

/* The units an entry concerns: " of Wagner and Hood". */
static void
entry_units(FILE *f, const struct pending *p)
{
	int i;

	for (i = 0; i < p->nunits; i++)
		fprintf(f, "%s%s", i == 0 ? " of " : i + 1 == p->nunits ?
		    " and " : ", ", p->units[i]);
}

/* The command that carries an entry out (gcacw-retreat(1)). */
static const char *const resolved_by[PK_COUNT] = {
	"gcacw-retreat [--path H,H,...]",		/* retreat, 7.6 */
	"gcacw-retreat [--path H,H,...]",		/* rout, 7.6 */
	"gcacw-retreat --voluntary U,U, or --decline",	/* 7.6 */
	"gcacw-retreat --advance[=U,U], or --decline",	/* 7.6 */
	"gcacw-retreat --cavalry U",			/* 7.7 */
};

static void
obligations(FILE *f, struct game *g)
{
	int i;

	if (g->has_action) {
		char id[16];

		fprintf(f, "Action in progress: %s of %s, %d%s MP left, "
		    "%d attack%s made", g->march.kind, g->march.unit != NULL ?
		    g->march.unit : g->march.leader,
		    g->march.mp / 2, g->march.mp % 2 ? "\xc2\xbd" : "",
		    g->march.attacks, g->march.attacks == 1 ? "" : "s");
		if (g->march.start != HEX_NONE) {
			hex_format(g->map.geo, g->march.start, id);
			fprintf(f, ", started in %s", id);
		}
		fputs(g->march.ended ? "; ended\n" : "\n", f);
	}
	if (g->pending.n == 0) {
		fputs("Pending: nothing\n", f);
		return;
	}
	fputs("Pending, in order:\n", f);
	for (i = 0; i < g->pending.n; i++) {
		fprintf(f, "    %d. %s", i + 1,
		    pending_kind_names[g->pending.items[i].kind]);
		entry_units(f, &g->pending.items[i]);
		fields(f, g, &g->pending.items[i]);
		fprintf(f, ": resolve with %s\n",
		    resolved_by[g->pending.items[i].kind]);
	}
}

/* The values printed on the counters that rulings will need
 * and the file does not give, the first of them named. */
static void
counters_wanted(FILE *f, struct game *g)
{
	int n = explain_counter_values(NULL, g, "", -1);

	if (n == 0)
		return;
	fprintf(f, "Counter values not given: %d, which a ruling asks for "
	    "when it needs one (first: ", n);
	explain_counter_values(f, g, ", ", 3);
	fprintf(f, "%s); gcacw-charts --missing FILE lists each\n",
	    n > 3 ? ", ..." : "");
}

/* Where the game stands in the sequence of play (3.0, 4.2). */
static void
sequence(FILE *f, struct game *g)
{
	if (g->phase == PH_NONE) {
		fputs("Phase: none given (a standalone ruling: no tool holds "
		    "it to the sequence of play)\n", f);
		return;
	}
	fprintf(f, "Phase: %s, %s\n", phase_names[g->phase],
	    phase_titles[g->phase]);
	if (g->has_initiative)
		fprintf(f, "Initiative: %s holds it%s%s (4.2)\n",
		    side_name(g->initiative), g->has_passed ? arena_printf(
		    &g->arena, "; %s passed", side_name(g->passed)) : "",
		    g->acted ? "; this Action Phase's action is taken" : "");
}

void
explain_game(FILE *f, struct game *g)
{
	fprintf(f, "Game: %s (%s)", g->module->name, g->module->title);
	if (g->scenario != NULL)
		fprintf(f, ", scenario %s", g->scenario);
	fprintf(f, ", turn %d%s\n", g->turn, g->advanced ?
	    ", the Advanced Game" : "");
	sequence(f, g);
	weather(f, g);
	units_by_hex(f, g);
	leaders(f, g);
	obligations(f, g);
	counters_wanted(f, g);
	if (g->phase != PH_NONE && sequence_next(g) != NULL)
		fprintf(f, "Next: %s\n", sequence_next(g));
}
