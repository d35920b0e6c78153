/*
 * turn.c — one operation of gcacw-turn (turn.h), and --query: the
 * phase's rules are in turn_events.c, turn_initiative.c and turn_end.c,
 * what they share in turn_game.c.
 */
#include <stdio.h>
#include <string.h>

#include "phase.h"
#include "refuse.h"
#include "restrict.h"
#include "sequence.h"
#include "turn.h"

int
turn_run(struct game *g, struct dice *d, const struct turn_orders *o,
    struct turn_result *r)
{
	memset(r, 0, sizeof(*r));
	r->op = o->op;
	r->turn = g->turn;
	r->rain = -1;
	r->winner = -1;
	switch (o->op) {
	case TURN_RANDOM_EVENTS:
		return turn_random_events(g, d, o, r);
	case TURN_INITIATIVE:
	case TURN_PASS:
		return turn_initiative(g, d, o->op == TURN_PASS, r);
	case TURN_END:
		return turn_indication(g, o, r);
	default:
		return 0;
	}
}

static const char *
track(int box, int turn)
{
	static char buf[48];

	if (box == 0 || box < turn)
		return "off the Turn Track";
	snprintf(buf, sizeof(buf), "unfordable through Turn %d", box);
	return buf;
}

/*
 * --query in the Action Phase with no action under way: what may happen
 * next, concretely.  The side to act's units
 * and leaders that may take an action now (in play; no scenario
 * no-action binds them where they stand), and its units in contact
 * (next to an enemy unit: 7.1's attacks and assaults).
 */
static void
may_act(struct game *g, FILE *f, enum side s)
{
	const char	*sep = "";
	char		 id[16], eid[16];
	hex_t		 n[6];
	int		 i, k, j;

	fprintf(f, "may act (%s):", side_name(s));
	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->side != s || u->status != US_IN_PLAY ||
		    restrict_act(g, u->name, s, u->hex) != NULL)
			continue;
		hex_format(g->map.geo, u->hex, id);
		fprintf(f, "%s %s (%s)", sep, u->name, id);
		sep = ",";
	}
	for (i = 0; i < g->nleaders; i++) {
		const struct leader *l = &g->leaders[i];

		if (l->side != s || l->status != US_IN_PLAY || l->with < 0 ||
		    l->rank == R_ARMY || restrict_act(g, l->name, s,
		    g->units[l->with].hex) != NULL)
			continue;
		fprintf(f, "%s leader %s (with %s)", sep, l->name,
		    g->units[l->with].name);
		sep = ",";
	}
	fputs(*sep == '\0' ? " none\n" : "\n", f);
	sep = "";
	fprintf(f, "in contact:");
	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->side != s || u->status != US_IN_PLAY)
			continue;
		hex_neighbours(u->hex, n);
		for (k = 0; k < 6; k++)
			for (j = game_first_unit(g, n[k]); j >= 0;
			    j = g->units[j].next_here) {
				if (g->units[j].side == s)
					break;
				hex_format(g->map.geo, u->hex, id);
				hex_format(g->map.geo, n[k], eid);
				fprintf(f, "%s %s (%s) next to %s (%s)", sep,
				    u->name, id, g->units[j].name, eid);
				sep = ",";
			}
	}
	fputs(*sep == '\0' ? " none\n" : "\n", f);
}

void
turn_query(struct game *g, FILE *f)
{
	int p = g->phase;

	fprintf(f, "turn: %d", g->turn);
	if (g->scen != NULL)
		fprintf(f, " of %d (%s)", g->scen->last, g->scen->name);
	fprintf(f, "\nphase: %s\n", p == PH_NONE ? "not given (no tool is "
	    "held to a phase)" : phase_names[p]);
	fprintf(f, "rain: %s\n", g->rain ? "yes, a rain turn (12.0)" : "no");
	fprintf(f, "minor rivers: %s\n", track(g->unfordable_minor, g->turn));
	fprintf(f, "major rivers: %s\n", track(g->unfordable_major, g->turn));
	if (g->has_initiative)
		fprintf(f, "initiative: %s%s\n", side_name(g->initiative),
		    g->has_passed ? arena_printf(&g->arena, " (%s passed; "
		    "a pass now ends the Action Cycle, 4.2)",
		    side_name(g->passed)) : "");
	if (g->acted)
		fprintf(f, "acted: yes, this Action Phase's action was taken "
		    "(4.3)\n");
	if (g->pending.n > 0)
		fprintf(f, "pending: %d (gcacw-check --explain lists them; "
		    "the first is resolved first)\n", g->pending.n);
	else if (p == PH_ACTION && g->has_initiative && !g->acted &&
	    !g->has_action)
		may_act(g, f, g->initiative);
	fprintf(f, "next: %s\n", sequence_next(g));
}

int
turn_order_check(struct diag *d, const struct turn_asked *a,
    struct turn_orders *o)
{
	if (a->pass && !a->initiative)
		return refuse_usage(d, "--pass goes with --initiative");
	if (a->withdraw && !a->end_turn)
		return refuse_usage(d, "--withdraw goes with --end-turn");
	if (a->swamp && !a->events)
		return refuse_usage(d, "--swamp-move goes with "
		    "--random-events");
	if (a->events + a->initiative + a->end_turn + a->query != 1)
		return refuse_usage(d, "give one of --random-events, "
		    "--initiative, --end-turn, --query");
	o->op = a->query ? TURN_QUERY : a->events ? TURN_RANDOM_EVENTS :
	    a->end_turn ? TURN_END : a->pass ? TURN_PASS : TURN_INITIATIVE;
	return 0;
}
