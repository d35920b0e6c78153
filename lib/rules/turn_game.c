/*
 * turn_game.c — what the games differ in between the actions, the
 * Random Events Table's reading (with SIV's May 1 substitution), the
 * Rain Number Tables, and the log entry of gcacw-turn (turn.h).
 *
 * The games' differences are a table here rather than fields of struct
 * module, so that module.h stays as it is while other work changes it
 * (issue 13); they read like the module's fields and may move there.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "module.h"
#include "phase.h"
#include "refuse.h"
#include "restrict.h"
#include "scenario.h"
#include "sequence.h"
#include "tables.h"
#include "turn.h"

static const struct turn_game turn_games[] = {
	/* SIV 12.0: "one of the players rolls two dice"; "In the Basic
	 * Game, only the Rain results apply". */
	{ "siv", &chart_siv_random_events, "SIV 12.0", true, 1, NULL,
	    false, 56 },
	/* SJW 3.0: "Random Event Phase (Advanced Game only, excluding Turn
	 * 1)"; 14.0: "Starting with Turn 2 ... the Union player rolls two
	 * dice"; 15.0 Random Termination of the Action Cycle. */
	{ "sjw", &chart_sjw_random_events, "SJW 14.0", false, 2, "usa",
	    true, 0 },
	/* The Standard rules print no Random Events Table of their own:
	 * "Each GCACW game uses its original Random Events Table" (12.0). */
	{ "standard", NULL, "12.0", false, 1, NULL, false, 0 },
};

const struct turn_game *
turn_game(const struct game *g)
{
	size_t i;

	for (i = 0; i < sizeof(turn_games) / sizeof(turn_games[0]); i++)
		if (strcmp(turn_games[i].game, g->module->name) == 0)
			return &turn_games[i];
	return &turn_games[2];
}

/*
 * SIV 12.0: "On May 1 (Turn 56) and later, several results on the
 * Random Events Table are read as different results.  This substitution
 * applies in the Advanced Game and in Scenarios 2 and 3."  Scenario 2
 * (McDowell) begins on April 30, so May 1 is its Turn 2; Scenario 3
 * (Winchester) begins on May 21.  The first turn it applies; 0: never.
 */
static const struct {
	const char	*scenario;
	int		 turn;
} may_first[] = {
	{ "mcdowell", 2 },		/* April 30 to May 11, 1862 */
	{ "winchester", 1 },		/* May 21 to June 2, 1862 */
};

static int
substitution_turn(const struct game *g)
{
	size_t i;

	if (turn_game(g)->may_first == 0)
		return 0;
	for (i = 0; i < sizeof(may_first) / sizeof(may_first[0]); i++)
		if (g->scenario != NULL &&
		    strcmp(g->scenario, may_first[i].scenario) == 0)
			return may_first[i].turn;
	return g->advanced ? turn_game(g)->may_first : 0;
}

/* The SIV table's footnotes: "* On May 1 and later, read as ...". */
static const struct {
	const char	*mark;
	const char	*reads;
} marks[] = {
	{ " *", "Rain (Current +1)" },
	{ " \u2020", "Rain (Current)" },	/* † */
	{ " \u00b0", "No effect" },		/* ° */
};

const char *
turn_random_result(struct game *g, int sum, const char **printed)
{
	const struct turn_game	*tg = turn_game(g);
	const char		*cell;
	char			 row[8];
	size_t			 i, n, k;

	*printed = NULL;
	if (tg->events == NULL)
		return NULL;
	snprintf(row, sizeof(row), "%d", sum);
	if ((cell = chart_get(&g->charts, tg->events, row, NULL)) == NULL) {
		chart_missing(g->diag, tg->events, row, NULL, tg->events_rule);
		return NULL;
	}
	*printed = cell;
	n = strlen(cell);
	for (i = 0; i < sizeof(marks) / sizeof(marks[0]); i++) {
		k = strlen(marks[i].mark);
		if (n <= k || strcmp(cell + n - k, marks[i].mark) != 0)
			continue;
		if (substitution_turn(g) > 0 && g->turn >=
		    substitution_turn(g))
			return marks[i].reads;
		return arena_printf(&g->arena, "%.*s", (int)(n - k), cell);
	}
	return cell;
}

int
turn_rain_kind(const char *s)
{
	static const char rain[] = "rain (current";
	size_t	i;

	if (s == NULL)
		return -1;
	for (i = 0; rain[i] != '\0'; i++)
		if (tolower((unsigned char)s[i]) != rain[i])
			return -1;
	s += i;
	while (*s == ' ')
		s++;
	if (*s == ')')
		return 0;
	if (*s++ != '+')
		return -1;
	while (*s == ' ')
		s++;
	if (*s < '1' || *s > '3' || s[1] != ')')
		return -1;
	return *s - '0';
}

int
turn_rain_number(struct game *g, bool major, int n)
{
	const struct chart	*c = major ? &chart_rain_major :
				    &chart_rain_minor;
	const char		*row, *cell;
	char			*end;
	long			 v;

	row = n == 0 ? "current" : arena_printf(&g->arena, "current+%d", n);
	cell = chart_get(&g->charts, c, row, g->module->rain_column);
	if (cell != NULL && isdigit((unsigned char)cell[0])) {
		v = strtol(cell, &end, 10);
		if (*end == '\0')
			return (int)v;
	}
	chart_missing(g->diag, c, row, g->module->rain_column,
	    "12.0 River Fordability");
	return -1;
}

void
turn_note(struct game *g, struct turn_result *r, const char *fmt, ...)
{
	va_list	ap;
	char	buf[1024];

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (r->notes == NULL)
		r->notes = node_seq(&g->arena, S_BLOCK);
	node_push(&g->arena, r->notes, node_scalar(&g->arena,
	    arena_strdup(&g->arena, buf)));
}

/* The entry gets its dice and notes, and goes to the end of the log. */
void
turn_log(struct game *g, struct turn_result *r, struct node *e,
    const struct dice *d)
{
	struct arena	*a = &g->arena;
	struct node	*v, *c;
	int		 i;

	if (d != NULL && d->nrolls > 0) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < d->nrolls; i++) {
			c = node_map(a, S_FLOW);
			node_set(a, c, "purpose", node_scalar(a,
			    d->rolls[i].purpose));
			node_set(a, c, "die", node_int(a,
			    d->rolls[i].value));
			node_push(a, v, c);
		}
		node_set(a, e, "dice", v);
	}
	if (r->notes != NULL && r->notes->n > 0)
		node_set(a, e, "notes", r->notes);
	if (g->log == NULL)
		g->log = node_seq(a, S_BLOCK);
	g->log->style = S_BLOCK;
	node_push(a, g->log, e);
	r->entry = e;
}

int
turn_phase(struct game *g, int p, const char *what)
{
	return sequence_in(g, (enum phase)p, what);
}

/*
 * 4.2: "If one player has no units eligible for activation".  A unit in
 * play is eligible unless a scenario rule bars it from actions this
 * turn (`no-action`).
 */
bool
turn_eligible(struct game *g, enum side s)
{
	int i;

	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->status == US_IN_PLAY && u->side == s &&
		    u->hex != HEX_NONE && restrict_act(g, u->name, s,
		    u->hex) == NULL)
			return true;
	}
	return false;
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
 * Issue 28: what may happen next, concretely.  The side to act's units
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
