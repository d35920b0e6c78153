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
	case TURN_NEXT:
		return turn_next(g, r);
	case TURN_REINFORCE:
		return turn_reinforce(g, o, r);
	case TURN_OFF_MAP:
		return turn_off_map(g, o, r);
	case TURN_HARPERS_FERRY:
		return turn_harpers_ferry(g, d, r);
	case TURN_STRATEGIC:
		return turn_strategic(g, d, r);
	case TURN_LULL:
		return turn_lull(g, d, o, r);
	case TURN_COUNTIES:
		return turn_counties(g, r);
	case TURN_REPAIR:
		return turn_repair(g, d, o, r);
	case TURN_COMMIT:
		return turn_commit(g, d, o, r);
	case TURN_WITHDRAW:
		return turn_withdraw(g, o, r);
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
	int p = g->phase, i;

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
	if (g->has_strategic)
		fprintf(f, "strategic track: box %d%s%s\n", g->strategic_box,
		    g->major_union_victory ? ", Major Union victory (SIV 18.1)" :
		    "", g->strategic_lull ? ", Lull this cycle (SIV 16.0)" : "");
	for (i = 0; i < g->nevents; i++)
		fprintf(f, "event: %s%s%s, turn %d%s\n", g->events[i].name,
		    g->events[i].side >= 0 ? " of " : "", g->events[i].side >= 0 ?
		    side_name((enum side)g->events[i].side) : "",
		    g->events[i].turn, g->events[i].turn == g->turn ?
		    " (this turn)" : "");
	if (sequence_advanced(g))
		turn_reinforce_query(g, f);
	if (g->pending.n > 0)
		fprintf(f, "pending: %d (gcacw-check --explain lists them; "
		    "the first is resolved first)\n", g->pending.n);
	else if (p == PH_ACTION && g->has_initiative && !g->acted &&
	    !g->has_action)
		may_act(g, f, g->initiative);
	fprintf(f, "next: %s\n", sequence_next(g));
}

/* The operations, each one option; more than one given names two of
 * them. */
static enum turn_op
asked_op(const struct turn_asked *a, int *n, const char *given[2])
{
	const struct {
		bool		 given;
		enum turn_op	 op;
		const char	*name;
	} ops[] = {
		{ a->query, TURN_QUERY, "--query" },
		{ a->events, TURN_RANDOM_EVENTS, "--random-events" },
		{ a->initiative && a->pass, TURN_PASS, "--initiative --pass" },
		{ a->initiative && !a->pass, TURN_INITIATIVE, "--initiative" },
		{ a->end_turn, TURN_END, "--end-turn" },
		{ a->next, TURN_NEXT, "--next" },
		{ a->reinforce, TURN_REINFORCE, "--reinforce" },
		{ a->off_map, TURN_OFF_MAP, "--off-map" },
		{ a->harpers_ferry, TURN_HARPERS_FERRY, "--harpers-ferry" },
		{ a->strategic, TURN_STRATEGIC, "--strategic" },
		{ a->counties, TURN_COUNTIES, "--counties" },
		{ a->repair, TURN_REPAIR, "--repair" },
		{ a->commit, TURN_COMMIT, "--commit" },
		{ a->lull, TURN_LULL, "--lull" },
		{ a->withdraw && !a->end_turn, TURN_WITHDRAW, "--withdraw" },
	};
	enum turn_op	op = TURN_QUERY;
	size_t		i;

	*n = 0;
	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (ops[i].given) {
			if (*n < 2)
				given[*n] = ops[i].name;
			if ((*n)++ == 0)
				op = ops[i].op;
		}
	return op;
}

int
turn_order_check(struct diag *d, const struct turn_asked *a,
    struct turn_orders *o)
{
	const char	*given[2];
	int		 n;

	if (a->pass && !a->initiative)
		return refuse_usage(d, "--pass goes with --initiative");
	if (a->swamp && !a->events)
		return refuse_usage(d, "--swamp-move goes with "
		    "--random-events");
	if (a->cavalry && !a->events)
		return refuse_usage(d, "--cavalry goes with --random-events "
		    "(SIV 18.2 Cavalry Reinforcements)");
	if (a->increase && !a->lull)
		return refuse_usage(d, "--increase goes with --lull (SIV 16.0 "
		    "steps 6 and 7)");
	o->op = asked_op(a, &n, given);
	if (n > 1)
		return refuse_usage(d, "%s and %s are two operations: give one "
		    "a run (each phase its own, 3.0, SIV 14.0)", given[0],
		    given[1]);
	if (n != 1)
		return refuse_usage(d, "give one of --random-events, "
		    "--reinforce, --off-map, --harpers-ferry, --initiative, "
		    "--strategic, --counties, --repair, --commit, --withdraw, "
		    "--lull, --next, --end-turn, --query");
	return 0;
}

/* "U=H": the unit and where it goes, split at the last '=' (a hex or a
 * box holds none). */
static int
place_arg(struct diag *d, const char *opt, const char *item,
    struct turn_place *p)
{
	const char *eq = strrchr(item, '=');

	if (eq == NULL || eq == item || eq[1] == '\0')
		return refuse_usage(d, "%s '%s': give U=H, a unit and where it "
		    "goes", opt, item);
	p->unit = xstrndup(item, (size_t)(eq - item));
	p->to = eq + 1;
	return 0;
}

/* 'A,B;C': the groups of SIV 20.0, in order. */
static int
group_args(struct diag *d, const char *arg, struct turn_orders *o)
{
	struct turn_group	*g = NULL;
	const char		**names;
	const char		*p = arg, *end, *c;
	int			 n;

	for (o->ngroups = 0; ; p = end + 1) {
		if ((end = strchr(p, ';')) == NULL)
			end = p + strlen(p);
		names = NULL;
		for (n = 0, c = p; c < end; ) {
			const char *q = memchr(c, ',', (size_t)(end - c));

			if (q == NULL)
				q = end;
			if (q > c) {
				names = xrealloc(names, (size_t)(n + 1) *
				    sizeof(*names));
				names[n++] = xstrndup(c, (size_t)(q - c));
			}
			c = q + 1;
		}
		if (n == 0)
			return refuse_usage(d, "--commit '%s': a group names "
			    "at least one unit (SIV 20.0 Groups); groups are "
			    "separated by ';', units by ','", arg);
		g = xrealloc(g, (size_t)(o->ngroups + 1) * sizeof(*g));
		g[o->ngroups++] = (struct turn_group){ names, n };
		if (*end == '\0')
			break;
	}
	o->groups = g;
	return 0;
}

/* "usa=U,csa=U". */
static int
increase_args(struct diag *d, const char *arg, struct turn_orders *o)
{
	const char	*p = arg, *eq, *end;
	int		 s;

	for (; *p != '\0'; p = *end == ',' ? end + 1 : end) {
		if ((end = strchr(p, ',')) == NULL)
			end = p + strlen(p);
		eq = memchr(p, '=', (size_t)(end - p));
		if (eq == NULL || eq + 1 == end)
			return refuse_usage(d, "--increase '%s': give usa=U,"
			    "csa=U, each side's unit (SIV 16.0)", arg);
		if ((size_t)(eq - p) == 3 && strncmp(p, "usa", 3) == 0)
			s = SIDE_USA;
		else if ((size_t)(eq - p) == 3 && strncmp(p, "csa", 3) == 0)
			s = SIDE_CSA;
		else
			return refuse_usage(d, "--increase '%s': '%.*s' is not "
			    "a side; give usa=U,csa=U", arg, (int)(eq - p), p);
		if (o->increase[s] != NULL)
			return refuse_usage(d, "--increase '%s': %s is given "
			    "twice; one unit a side (SIV 16.0)", arg,
			    side_name((enum side)s));
		o->increase[s] = xstrndup(eq + 1, (size_t)(end - eq - 1));
	}
	return 0;
}

int
turn_order_args(struct diag *d, const char *opt, const char *const *items,
    int n, const char *commit, const char *increase, struct turn_orders *o)
{
	struct turn_place	*p;
	int			 i, st;

	p = n > 0 ? xmalloc((size_t)n * sizeof(*p)) : NULL;
	for (i = 0; i < n; i++)
		if ((st = place_arg(d, opt, items[i], &p[i])) != 0)
			return st;
	o->place = p;
	o->nplace = n;
	if (commit != NULL && (st = group_args(d, commit, o)) != 0)
		return st;
	if (increase != NULL && (st = increase_args(d, increase, o)) != 0)
		return st;
	return 0;
}
