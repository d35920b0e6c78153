/*
 * turn_game.c — what the phases between the actions share (turn.h): the
 * game's module's differences, its Random Events Table read with SIV's
 * May 1 substitution, the Rain Number Tables in the module's column, the
 * log entry and its notes, the phase and the eligible units checked.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "missing.h"
#include "module.h"
#include "phase.h"
#include "refuse.h"
#include "restrict.h"
#include "sequence.h"
#include "tables.h"
#include "turn.h"

/*
 * SIV 12.0: the substitution "applies in the Advanced Game and in
 * Scenarios 2 and 3" (the module's may_first and may_first_scenarios).
 * The first turn it applies; 0: never.
 */
static int
substitution_turn(const struct game *g)
{
	const struct turn_game		*t = &g->module->turn;
	const struct scenario_turn	*s;

	if (t->may_first == 0)
		return 0;
	if (g->scenario != NULL && t->may_first_scenarios != NULL)
		for (s = t->may_first_scenarios; s->scenario != NULL; s++)
			if (strcmp(g->scenario, s->scenario) == 0)
				return s->turn;
	return g->advanced ? t->may_first : 0;
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
	const struct turn_game	*t = &g->module->turn;
	const char		*cell;
	char			 row[8];
	size_t			 i, n, k;

	*printed = NULL;
	if (t->events == NULL)
		return NULL;
	snprintf(row, sizeof(row), "%d", sum);
	if ((cell = needed_cell(g, t->events, row, NULL, t->events_rule)) ==
	    NULL)
		return NULL;
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
	missing_cell(g, c, row, g->module->rain_column,
	    "12.0 River Fordability");
	return -1;
}

void
turn_note(struct game *g, struct turn_result *r, const char *fmt, ...)
{
	va_list ap;

	if (r->notes == NULL)
		r->notes = node_seq(&g->arena, S_BLOCK);
	va_start(ap, fmt);
	game_vnote(g, r->notes, fmt, ap);
	va_end(ap);
}

/* The entry gets its dice and notes, and goes to the end of the log. */
void
turn_log(struct game *g, struct turn_result *r, struct node *e,
    const struct dice *d)
{
	struct arena	*a = &g->arena;
	struct node	*v;
	int		 i;

	if (d != NULL && d->nrolls > 0) {
		v = node_seq(a, S_FLOW);
		for (i = 0; i < d->nrolls; i++)
			game_log_die(g, v, d->rolls[i].purpose,
			    d->rolls[i].value);
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

/* "A", "A and B", "A, B and C", for a sentence. */
const char *
turn_names_text(struct game *g, const char *const *v, int n)
{
	const char	*s = "";
	int		 i;

	for (i = 0; i < n; i++)
		s = arena_printf(&g->arena, "%s%s%s", s, i == 0 ? "" :
		    i == n - 1 ? " and " : ", ", v[i]);
	return s;
}

int
turn_segment_now(struct game *g, int p, const char *what)
{
	const char	*why;
	int		 st;

	if ((st = turn_phase(g, p, what)) != 0)
		return st;
	if (!sequence_advanced(g))
		return refuse(g, "advanced", "%s: %s is the SIV Advanced "
		    "Game's, and this game is not it%s", what, phase_titles[p],
		    p == PH_WITHDRAWAL ? " (a scenario's withdrawals go with "
		    "--end-turn)" : "");
	if ((why = sequence_skips(g, (enum phase)p)) != NULL)
		return refuse(g, "turn", "%s: Turn %d: %s", what, g->turn, why);
	return 0;
}

int
turn_logged(const struct game *g, const char *op, const char *key, int s)
{
	const struct node	*e, *t, *v;
	int			 i;

	for (i = 0; g->log != NULL && i < g->log->n; i++) {
		e = g->log->items[i];
		t = node_get(e, "turn");
		if (!node_is(node_get(e, "op"), op) || t == NULL ||
		    t->kind != N_SCALAR || atoi(t->str) != g->turn ||
		    node_get(e, key) == NULL)
			continue;
		v = node_get(e, "side");
		if (s < 0 || (v != NULL && node_is(v, side_name((enum side)s))))
			return i;
	}
	return -1;
}
