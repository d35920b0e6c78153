/*
 * combat.c — a march attack's values, ratio and modifiers (7.2-7.4, 9.0,
 * 11.0, 12.0) and its dice and chart (7.5).
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat_int.h"
#include "module.h"
#include "scalar.h"
#include "tables.h"

static void
modifier(struct combat *c, const char *name, const char *rule, int value,
    bool defender, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

static void
modifier(struct combat *c, const char *name, const char *rule, int value,
    bool defender, const char *fmt, ...)
{
	struct modifier	*m;
	va_list		 ap;

	/* One of each kind (COMBAT_MAXMODS): never dropped silently. */
	if (c->nmods == COMBAT_MAXMODS)
		diag_fatal("internal error: more than %d combat modifiers "
		    "(7.4)", COMBAT_MAXMODS);
	m = &c->mods[c->nmods++];
	m->name = name;
	m->rule = rule;
	m->value = value;
	m->defender = defender;
	va_start(ap, fmt);
	vsnprintf(m->why, sizeof(m->why), fmt, ap);
	va_end(ap);
}

/* A modifier the ruling cannot know for a value missing, and why: the
 * ruling goes on, so that every value missing is reported at once. */
static void
unknown(struct combat *c, const char *name, const char *rule, bool defender,
    const char *missing)
{
	modifier(c, name, rule, 0, defender, "%s", "");
	c->mods[c->nmods - 1].missing = missing;
	c->stopped = true;
}

/* Several phrases as one: "a, b"; a phrase already there is not named
 * again (a value asked for twice, as the reduced mountain modifier is
 * down a ridge, is one value missing).  Each phrase names
 * its path in parentheses, so none is found inside another. */
static const char *
also(struct game *g, const char *list, const char *more)
{
	if (list == NULL)
		return more;
	if (strstr(list, more) != NULL)
		return list;
	return arena_printf(&g->arena, "%s, %s", list, more);
}

/*
 * 7.5: the Combat Chart's column for a combined Combat value, read off
 * the chart's own labels ("½-3", "4-6", ... "50+"): the first whose upper
 * bound the value does not pass, else the last, open one.  A value
 * between two columns (3½) is rounded up by ½ and takes the right one.
 */
static const char *
chart_column(const struct chart *ch, quarters q)
{
	const char	*dash;
	long		 top;
	int		 v = (q + 3) / 4, i;

	for (i = 0; i < ch->ncols - 1; i++)
		if ((dash = strrchr(ch->cols[i], '-')) != NULL &&
		    parse_long(dash + 1, &top) == 0 && v <= top)
			return ch->cols[i];
	return ch->cols[ch->ncols - 1];
}

/* 7.2 Maximum Values: a row's limit in the game's column; -1 when the
 * chart lacks it, *missing its phrase. */
static int
value_limit(struct game *g, struct combat *c, const char *row,
    const char **missing)
{
	const struct chart	*ch = &chart_combat_value_limits;
	const char		*col = g->module->max_values_column;
	const char		*cell = chart_get(&g->charts, ch, row, col);
	long			 v;

	if (cell == NULL || parse_long(cell, &v) < 0 || v < 0 ||
	    v > INT_MAX / 4) {
		*missing = combat_missing(g, c, ch, row, col, "the Maximum "
		    "Values (7.2)");
		return -1;
	}
	return (int)v;
}

/*
 * 7.2, 9.0, 11.0: the two sides' values, the caps, the columns.  A value
 * not known counts 0 and says why: the others are still looked up, so
 * that every one missing is reported.
 */
static void
combat_values(struct game *g, struct combat *c)
{
	const char	*why = NULL, *cap_missing = NULL;
	int		 i, j, nhex = 0, entrenched = 0, ent, limit;
	bool		 defence_known = true;
	quarters	 v, hexsum[7];
	hex_t		 hexes[7];

	c->defender_missing = arena_alloc(&g->arena,
	    (size_t)(c->ndefenders + 1) * sizeof(*c->defender_missing));
	c->attacker_demoralized = c->attacker->demoralized;
	c->attacker_disorganized = c->attacker->disorganized;
	c->attacker_values = arena_alloc(&g->arena,
	    (size_t)(c->nattackers + 1) * sizeof(*c->attacker_values));
	c->attacker_disorg = arena_alloc(&g->arena,
	    (size_t)(c->nattackers + 1) * sizeof(*c->attacker_disorg));
	c->defender_disorg = arena_alloc(&g->arena,
	    (size_t)(c->ndefenders + 1) * sizeof(*c->defender_disorg));
	/* The attackers' values hex by hex: all in one hex but in a grand
	 * assault, whose hexes are all next to the target (six at most). */
	for (i = 0; i < c->nattackers; i++) {
		const char *m = NULL;

		for (j = 0; j < nhex && hexes[j] != c->attackers[i]->hex; j++)
			continue;
		if (j == nhex) {
			if (nhex == 7)
				diag_fatal("internal error: attackers in more "
				    "than 7 hexes (7.1)");
			hexes[nhex] = c->attackers[i]->hex;
			hexsum[nhex++] = 0;
		}
		v = combat_unit_value(g, c, c->attackers[i], &m);
		c->attacker_disorg[i] = c->attackers[i]->disorganized;
		c->attacker_values[i] = -1;
		if (v < 0) {
			c->attack_missing = m;
			why = also(g, why, m);
			continue;
		}
		c->attacker_values[i] = combat_attacking(c->attackers[i], v);
		hexsum[j] += c->attacker_values[i];
	}
	/* 7.2 Maximum Values: attacking; in a grand assault the limit
	 * applies to each hex with attacking units. */
	if ((limit = value_limit(g, c, "attacking", &cap_missing)) < 0)
		why = also(g, why, cap_missing);
	for (j = 0; j < nhex; j++)
		c->attack_value += limit >= 0 && hexsum[j] > limit * 4 ?
		    limit * 4 : hexsum[j];
	for (i = 0; i < c->ndefenders; i++) {
		v = combat_unit_value(g, c, c->defenders[i],
		    &c->defender_missing[i]);
		c->defender_disorg[i] = c->defenders[i]->disorganized;
		if (v < 0) {
			v = 0;
			defence_known = false;
			why = also(g, why, c->defender_missing[i]);
		}
		ent = unit_entrenchment(g, c->defenders[i]);
		c->defender_values[i] = v;
		c->defend_column_value += v;
		c->defend_value += v * ent / 4;
		entrenched += ent > 4;
	}
	/* 7.2: defending; when at least half the defending units are
	 * entrenched; when all are. */
	cap_missing = NULL;
	c->defend_cap = value_limit(g, c, entrenched == c->ndefenders ?
	    "defending-all-entrenched" : 2 * entrenched >= c->ndefenders ?
	    "defending-half-entrenched" : "defending", &cap_missing);
	if (c->defend_cap < 0) {
		c->defend_cap = 0;
		why = also(g, why, cap_missing);
	} else if (c->defend_value > c->defend_cap * 4)
		c->defend_value = c->defend_cap * 4;
	c->values_missing = why;
	/* A column not known is read by nothing: the ruling stops before
	 * the dice. */
	c->attack_column = c->attack_missing != NULL ? "?" :
	    chart_column(&chart_combat_attacker, c->attack_value);
	c->defend_column = !defence_known ? "?" :
	    chart_column(&chart_combat_defender, c->defend_column_value);
}

/*
 * 7.4: the Ratio Chart's last rows, printed "1-13 or less" and "14-1 or
 * more": the largest n of its "1-n" labels and of its "n-1" labels.
 */
static void
ratio_bounds(const struct chart *ch, int *most_att, int *most_def)
{
	char	*end;
	long	 a, d;
	int	 i;

	*most_att = *most_def = 1;
	for (i = 0; i < ch->nrows; i++) {
		a = strtol(ch->rows[i], &end, 10);
		if (end == ch->rows[i] || *end != '-')
			continue;
		d = strtol(end + 1, &end, 10);
		if (*end != '\0')
			continue;
		if (d == 1 && a > *most_att)
			*most_att = (int)a;
		if (a == 1 && d > *most_def)
			*most_def = (int)d;
	}
}

/* 7.4 Ratio Modifier: rounded down in the defender's favour. */
static void
ratio(struct game *g, struct combat *c)
{
	const struct chart	*ch = &chart_ratio;
	quarters		 a = c->attack_value, d = c->defend_value;
	const char		*cell;
	long			 mod;
	int			 n, most_a, most_d;

	/* No ratio without both sides' values. */
	if (c->values_missing != NULL) {
		unknown(c, "ratio", "7.4", false, "not ruled: it needs both "
		    "sides' Combat values (7.2)");
		return;
	}
	ratio_bounds(ch, &most_a, &most_d);
	if (d <= 0 || a >= d) {
		n = d <= 0 ? most_a : a / d;
		snprintf(c->ratio, sizeof(c->ratio), "%d-1",
		    n > most_a ? most_a : n);
	} else {
		/* An attack value of 0 is below every ratio: "1-13 or less". */
		n = a <= 0 ? most_d : (d + a - 1) / a;
		snprintf(c->ratio, sizeof(c->ratio), "1-%d",
		    n > most_d ? most_d : n);
	}
	cell = chart_get(&g->charts, ch, c->ratio, NULL);
	if (cell == NULL || parse_long(cell, &mod) < 0) {
		unknown(c, "ratio", "7.4", false, combat_missing(g, c, ch,
		    c->ratio, NULL, "the ratio modifier"));
		return;
	}
	{
		char av[24], dv[24];

		modifier(c, "ratio", "7.4", (int)mod, false, "%s against %s "
		    "is %s", quarters_text(a, av), quarters_text(d, dv),
		    c->ratio);
	}
}

/* Whether leader l has a Tactical value; a corps or division leader
 * without one is added to *missing, an army leader has none to give
 * (2.2). */
static bool
leader_rated(struct game *g, struct combat *c, const struct leader *l,
    const char *rule, const char **missing)
{
	if (l->has_tactical)
		return true;
	if (l->rank != R_ARMY)
		*missing = also(g, *missing, combat_missing_field(g, c,
		    "leaders", l->name, "tactical", rule));
	return false;
}

/*
 * 7.4: the best Tactical value above *best of the leaders on one side of
 * the combat: attacking, those in the attacker's hex whose subordinate it
 * is; defending, the enemy's in the defending hex (the highest "among the
 * units and leaders in the defending hex").
 */
static void
best_leader(struct game *g, struct combat *c, bool defending,
    const char *rule, const char **missing, int *best, const char **name)
{
	hex_t	h = defending ? c->target : c->from;
	int	i, v;

	for (i = 0; i < g->nleaders; i++) {
		const struct leader *l = &g->leaders[i];

		if (l->status != US_IN_PLAY || l->with < 0 ||
		    g->units[l->with].hex != h || (defending ?
		    l->side == c->attacker->side :
		    !leader_subordinate(g, l, c->attacker)))
			continue;
		if (!leader_rated(g, c, l, rule, missing))
			continue;
		v = defending ? l->tactical_defence : l->tactical_attack;
		if (v > *best) {
			*best = v;
			*name = l->name;
		}
	}
}

/* 7.4 Tactical Modifier: the best on each side; a leader adds his to an
 * attack by a subordinate unit in his hex. */
static void
tactical(struct game *g, struct combat *c)
{
	const char	*aname = c->attacker->name, *dname = NULL;
	const char	*missing = NULL, *rule = "the tactical modifier (7.4)";
	int		 best_a = 0, best_d = -1, i;

	/* Every rating missing is reported, then the modifier is not
	 * known. */
	if (c->leader != NULL) {
		/* 7.4: "in an assault action, the tactical value of the
		 * leader initiating the assault is always used". */
		aname = c->leader->name;
		if (!c->leader->has_tactical)
			missing = combat_missing_field(g, c, "leaders", aname,
			    "tactical", rule);
		else
			best_a = c->leader->tactical_attack;
	} else if (!c->attacker->has_tactical)
		missing = combat_missing_field(g, c, "units", aname,
		    "tactical", rule);
	else
		best_a = c->attacker->tactical_attack;
	if (c->leader == NULL)
		best_leader(g, c, false, rule, &missing, &best_a, &aname);
	for (i = 0; i < c->ndefenders; i++) {
		const struct unit *u = c->defenders[i];

		if (!u->has_tactical) {
			missing = also(g, missing, combat_missing_field(g, c,
			    "units", u->name, "tactical", rule));
			continue;
		}
		if (u->tactical_defence > best_d) {
			best_d = u->tactical_defence;
			dname = u->name;
		}
	}
	best_leader(g, c, true, rule, &missing, &best_d, &dname);
	if (missing != NULL) {
		unknown(c, "tactical", "7.4", false, missing);
		return;
	}
	/* dname is set: the target holds a defender (combat_defenders()),
	 * and each one's value, 0 at least, beats best_d's -1 or is
	 * missing, which returned above. */
	modifier(c, "tactical", "7.4", best_a - best_d, false, "%s's %d "
	    "less %s's %d", aname, best_a, dname, best_d);
}

/* The Artillery Modifier Summary's row for the defender's hex. */
static const char *
artillery_row(enum terrain t)
{
	switch (t) {
	case T_CLEAR:
		return "clear";
	case T_ROLLING:
		return "rolling";
	case T_ROUGH:
	case T_HILL:
	case T_LOESS:
		return "rough/hill/loess";
	case T_SWAMP:
		return "swamp";
	default:
		return "woods/city/mountain";
	}
}

static const char *
artillery_col(int diff)
{
	if (diff <= -4)
		return "-4 or less";
	if (diff <= 1)
		return "-3 to +1";
	if (diff <= 4)
		return "+2 to +4";
	if (diff <= 7)
		return "+5 to +7";
	return "+8 or more";
}

/* 7.4 Special Cases, applied to one possible modifier. */
static int
artillery_special(const struct combat *c, int v)
{
	if (c->defend_artillery == 0 && v < 0)
		return 0;
	if (c->defend_artillery_printed == 1 && v == -2)
		return -1;
	if (c->defend_artillery_printed == 2 && v == -3)
		return -2;
	return v;
}

static int
unit_artillery(struct game *g, struct combat *c, const struct unit *u)
{
	if (u->artillery < 0) {
		c->artillery_missing = also(g, c->artillery_missing,
		    combat_missing_field(g, c, "units", u->name, "artillery",
		    "the artillery modifier (7.4)"));
		return 0;
	}
	/* 11.0: a demoralized unit's Artillery value is 0. */
	return u->demoralized ? 0 : u->artillery;
}

/* 7.3, 7.4 Artillery Modifier. */
static void
artillery(struct game *g, struct combat *c)
{
	const struct chart	*ch = &chart_artillery;
	enum terrain		 t = game_terrain_now(g, c->target,
				    "the artillery modifier");
	const char		*row = artillery_row(t), *col, *cell;
	int			 i, q = 0, v;
	long			 base;

	/* 7.4: no artillery modifier can apply in woods, city, mountain
	 * or swamp; nothing to add up. */
	if (strcmp(row, "woods/city/mountain") == 0 ||
	    strcmp(row, "swamp") == 0)
		return;
	/* 7.4: "the Artillery values of all attacking units". */
	for (i = 0; i < c->nattackers; i++)
		c->attack_artillery += unit_artillery(g, c, c->attackers[i]);
	for (i = 0; i < c->ndefenders; i++) {
		v = unit_artillery(g, c, c->defenders[i]);
		c->defend_artillery_printed += v;
		q += v * unit_entrenchment(g, c->defenders[i]);
	}
	/* 7.4, 9.0: the entrenched total is rounded up. */
	c->defend_artillery = (q + 3) / 4;
	if (c->artillery_missing != NULL)
		return;		/* a value missing: the modifier is not known */
	if (c->attack_artillery == 0 && c->defend_artillery_printed == 0)
		return;		/* neither side has artillery */
	col = artillery_col(c->attack_artillery - c->defend_artillery);
	if ((cell = chart_get(&g->charts, ch, row, col)) == NULL) {
		c->artillery_missing = combat_missing(g, c, ch, row, col,
		    "the artillery modifier");
		return;
	}
	c->artillery_cell = cell;
	base = 0;
	if (strncmp(cell, "NE", 2) != 0 && parse_long_prefix(cell, &base) < 0)
		base = 0;
	if (strstr(cell, "\xe2\x80\xa0") != NULL) {
		/* †: an even die +2, an odd one +1. */
		c->artillery_even = artillery_special(c, (int)base);
		c->artillery_odd = artillery_special(c, (int)base - 1);
	} else if (strchr(cell, '*') != NULL) {
		/* *: an even die the modifier, an odd one nothing. */
		c->artillery_even = artillery_special(c, (int)base);
		c->artillery_odd = 0;
	} else
		c->artillery_even = c->artillery_odd =
		    artillery_special(c, (int)base);
	/* A die only when it can change the modifier. */
	c->artillery_die = c->artillery_even != c->artillery_odd;
}

/* A row of the Combat Die Roll Modifier Summary (7.4); 0 after the
 * missing-data error, with *missing its phrase. */
static int
summary_modifier(struct game *g, struct combat *c, const char *row,
    const char **missing)
{
	const struct chart	*ch = &chart_combat_modifiers;
	const char		*cell = chart_get(&g->charts, ch, row, NULL);
	long			 v;

	if (cell == NULL || parse_long(cell, &v) < 0 || v < -99 || v > 99) {
		*missing = also(g, *missing, combat_missing(g, c, ch, row, NULL,
		    "the combat die roll modifiers (7.4)"));
		return 0;
	}
	return (int)v;
}

/* The last modifier added, when its value was not known. */
static void
last_missing(struct combat *c, const char *missing)
{
	if (missing == NULL)
		return;
	c->mods[c->nmods - 1].missing = missing;
	c->stopped = true;
}

/*
 * 7.4 Terrain, 12.0: bridge, dam, ferry or ford; creek, more in rain; and
 * the elevation modifiers — hill, mountain, ridge and bluff — which do
 * not add up: the Ridge Combat Example gives +1, not +2, for an attack
 * down a ridge into a mountain hex, so the largest one applies.  The
 * values are the Combat Die Roll Modifier Summary's.
 */
void
combat_terrain(struct game *g, struct combat *c)
{
	unsigned	f = game_hexside(g, c->from, c->target, "7.4 terrain");
	enum terrain	ta = game_terrain_now(g, c->from, "7.4 terrain");
	enum terrain	td = game_terrain_now(g, c->target, "7.4 terrain");
	const struct hexsideinfo *s = map_hexside_info(&g->map, c->from,
			    c->target);
	bool		ridge = (f & (HS_RIDGE | HS_BLUFF)) && s != NULL;
	bool		up = ridge && s->high == c->target;
	/* Down a ridge changes the hill and mountain modifiers; the rules
	 * say nothing of an attack down a bluff, which counts nothing. */
	bool		down = (f & HS_RIDGE) && s != NULL &&
			    s->high == c->from;
	const char	*what = (f & HS_RIDGE) ? "ridge" : "bluff";
	const char	*missing = NULL;
	int		hill = 0, mountain = 0, slope = 0, best;

	if ((f & HS_RIVER) && ((f & HS_CROSSING) ||
	    game_pontoon(g, c->from, c->target) != NULL)) {
		modifier(c, "crossing", "7.4", summary_modifier(g, c,
		    "crossing", &missing), true, "attacked across a %s",
		    (f & HS_DAM) ? "dam" : (f & HS_BRIDGE) ? "bridge" :
		    (f & HS_FERRY) ? "ferry" : (f & HS_FORD) ? "ford" :
		    "pontoon bridge");
		last_missing(c, missing);
		missing = NULL;
	}
	if (f & HS_CREEK) {
		modifier(c, "creek", g->rain ? "7.4, 12.0" : "7.4",
		    summary_modifier(g, c, g->rain ? "creek-rain" : "creek",
		    &missing), true, "attacked across a creek%s", g->rain ?
		    " in rain" : "");
		last_missing(c, missing);
		missing = NULL;
	}
	if (td == T_HILL && ta != T_HILL && ta != T_MOUNTAIN && !down)
		hill = summary_modifier(g, c, "hill", &missing);
	if (td == T_MOUNTAIN)
		mountain = summary_modifier(g, c, ta == T_MOUNTAIN || down ?
		    "mountain-reduced" : "mountain", &missing);
	/* 7.4 Ridge: up, the uphill modifier; down, the mountain hex's
	 * reduced one, and nothing into any other hex. */
	if (up)
		slope = summary_modifier(g, c, "ridge-uphill", &missing);
	else if (down && td == T_MOUNTAIN)
		slope = summary_modifier(g, c, "mountain-reduced", &missing);
	if (missing != NULL) {
		unknown(c, "elevation", "7.4", true, missing);
		return;
	}
	best = hill > mountain ? hill : mountain;
	best = slope > best ? slope : best;
	if (best == 0)
		return;
	if (slope == best && (up || down))
		modifier(c, "elevation", "7.4", best, true, "attacked %s a %s"
		    "%s%s", up ? "up" : "down", what, td == T_MOUNTAIN ?
		    " into a mountain hex" : td == T_HILL ? " into a hill hex" :
		    "", mountain || hill ? " (hill, mountain and ridge "
		    "modifiers do not add up: Ridge Combat Example)" : "");
	else if (mountain == best)
		modifier(c, "elevation", "7.4", best, true, "defending in a "
		    "mountain hex%s", ta == T_MOUNTAIN ? ", attacked from a "
		    "mountain hex" : "");
	else
		modifier(c, "elevation", "7.4", best, true, "defending in a "
		    "hill hex");
}

/* 7.4 Demoralization-2: at least half the hex's Combat value (the
 * values combat_values() found). */
static void
demoralized_defence(struct game *g, struct combat *c)
{
	const char	*missing = NULL;
	quarters	 d2 = 0, all = 0, v;
	int		 i, n2 = 0;

	for (i = 0; i < c->ndefenders; i++) {
		v = c->defender_values[i];
		all += v;
		if (c->defenders[i]->demoralized == 2) {
			d2 += v;
			n2++;
		}
		if (c->defender_missing[i] != NULL)
			missing = c->defender_missing[i];
	}
	/* With a Demoralize-2 unit in the hex, half of what is not known
	 * cannot be told. */
	if (n2 > 0 && missing != NULL) {
		unknown(c, "demoralized", "7.4, 11.0", true, "not ruled: it "
		    "needs the defending units' Combat values (7.2)");
		return;
	}
	if (d2 > 0 && 2 * d2 >= all) {
		modifier(c, "demoralized", "7.4, 11.0",
		    summary_modifier(g, c, "demoralized-2", &missing), true,
		    "%s of the Combat value in the hex is Demoralize-2",
		    d2 == all ? "all" : "at least half");
		last_missing(c, missing);
	}
}

/* SJW 18.0 (Advanced Game): for the rest of the turn Union Panic
 * occurred and the next, "Whether attacking or defending, he subtracts
 * 1 from the combat die roll." */
static void
union_panic(struct game *g, struct combat *c)
{
	if (!game_union_panic(g))
		return;
	modifier(c, "union panic", "SJW 18.0", -1,
	    c->attacker->side != SIDE_USA, "Union Panic since turn %d",
	    g->union_panic);
}

static void
sum_modifiers(struct combat *c)
{
	int i;

	c->attacker_fixed = c->defender_total = 0;
	for (i = 0; i < c->nmods; i++) {
		if (c->mods[i].missing != NULL)
			continue;	/* missing: the total is not known */
		if (c->mods[i].defender)
			c->defender_total += c->mods[i].value;
		else
			c->attacker_fixed += c->mods[i].value;
	}
}

int
combat_prepare(struct game *g, struct combat *c, const char *attacker,
    const char *target, enum attack_type type)
{
	int st, before;

	memset(c, 0, sizeof(*c));
	c->type = type;
	before = g->diag->count;
	if ((st = attack_allowed(g, c, attacker, target)) != 0)
		return st;
	return combat_rule(g, c, before);
}

int
combat_rule(struct game *g, struct combat *c, int before)
{
	const char	*missing = NULL;
	int		 type_mod;

	/*
	 * A value missing does not stop the procedure: each step
	 * that does not need it is still ruled, so that every value
	 * missing is reported at once, in this order.
	 */
	combat_values(g, c);
	/* Any other error (a hex without terrain, say) stops here, as it
	 * would be reported again by every step after. */
	if (g->diag->count - before > c->nreported)
		return g->diag->status;
	ratio(g, c);
	tactical(g, c);
	artillery(g, c);
	flank_attack(g, c);
	if (c->flank_missing != NULL)
		unknown(c, "flank", "7.4", false, c->flank_missing);
	else if (c->flank.final > 0)
		modifier(c, "flank", c->flank.special != NULL &&
		    strstr(c->flank.special, "7.8") ? "7.4, 7.8" :
		    c->flank.special != NULL &&
		    strstr(c->flank.special, "9.0") ? "7.4, 9.0" : "7.4",
		    c->flank.final, false, "%d covered hexes%s%s",
		    c->flank.covered, c->flank.special != NULL ? ", " : "",
		    c->flank.special != NULL ? c->flank.special : "");
	if (c->leader != NULL) {
		/* 7.4 Assault Action: never an attack type's modifier,
		 * always +1 (printed in the text, not in a chart). */
		modifier(c, "assault", "7.4", 1, false, "assault action");
		/* 7.4 Lee, Longstreet, Jackson: "in addition to the +1
		 * modifier due to assault" (assault.c chooses it). */
		if (c->bonus != NULL)
			modifier(c, c->bonus, "7.4", 1, false, "%s",
			    c->bonus_why);
	}
	/* The Attack Summary's modifier for the type of attack. */
	else if (attack_summary(g, c->type, "modifier", &type_mod) < 0)
		unknown(c, "attack", "7.4", false, "not printed (the Attack "
		    "Summary's modifier)");
	else if (type_mod != 0)
		modifier(c, "attack", "7.4", type_mod, false, "%s attack",
		    attack_type_text[c->type]);
	if (g->rain) {
		modifier(c, "rain", "7.4, 12.0", summary_modifier(g, c, "rain",
		    &missing), false, "rain turn");
		last_missing(c, missing);
	}
	combat_terrain(g, c);
	demoralized_defence(g, c);
	union_panic(g, c);
	sum_modifiers(c);
	return g->diag->status;
}

static const char *
chart_cell(struct game *g, struct combat *c, const struct chart *ch,
    const char *row, const char *col, const char *why, const char **missing)
{
	const char		*cell = chart_get(&g->charts, ch, row, col);

	if (cell == NULL)
		*missing = combat_missing(g, c, ch, row, col, why);
	return cell;
}

/*
 * A half of the Combat Chart's first and last lines, printed "≤ -8" and
 * "≥ +10" (7.5): the least and the greatest of its signed labels.
 */
static void
line_bounds(const struct chart *ch, long *low, long *high)
{
	long	v;
	int	i;

	*low = *high = 0;
	for (i = 0; i < ch->nrows; i++)
		if (parse_long(ch->rows[i], &v) == 0) {
			if (v < *low)
				*low = v;
			if (v > *high)
				*high = v;
		}
}

int
combat_chart_line(int difference)
{
	long	low, high, alow, ahigh;

	line_bounds(&chart_combat_defender, &low, &high);
	line_bounds(&chart_combat_attacker, &alow, &ahigh);
	/* Both halves print them; were they to differ, the lines both
	 * have. */
	if (alow > low)
		low = alow;
	if (ahigh < high)
		high = ahigh;
	if (difference < low)
		return (int)low;
	return difference > high ? (int)high : difference;
}

static bool
commands_attacker(const struct game *g, const struct combat *c,
    const struct leader *l)
{
	hex_t	h = g->units[l->with].hex;
	int	i;

	for (i = 0; i < c->nattackers; i++)
		if (c->attackers[i]->hex == h &&
		    leader_subordinate(g, l, c->attackers[i]))
			return true;
	return false;
}

/*
 * SJW 17.0 (Advanced Game): the Confederate corps commander who may die,
 * or NULL: of those "defending" in the target hex, or in "the hex
 * containing the attacking unit under his command", the one with the
 * highest Tactical value (the first in the file on a tie, RULINGS).  A
 * substitute is never killed, nor Lee, an army commander.
 */
static struct leader *
commander_at_risk(struct game *g, const struct combat *c)
{
	struct leader	*best = NULL;
	bool		 defending = c->defenders[0]->side == SIDE_CSA;
	int		 i, t, bt = 0;

	if (!g->advanced || !g->module->commander_death ||
	    (!defending && c->attacker->side != SIDE_CSA))
		return NULL;
	for (i = 0; i < g->nleaders; i++) {
		struct leader *l = &g->leaders[i];

		if (l->side != SIDE_CSA || l->rank != R_CORPS ||
		    l->substitute || l->status != US_IN_PLAY || l->with < 0)
			continue;
		if (defending ? g->units[l->with].hex != c->target :
		    !commands_attacker(g, c, l))
			continue;
		t = !l->has_tactical ? -1 : defending ? l->tactical_defence :
		    l->tactical_attack;
		if (best == NULL || t > bt) {
			best = l;
			bt = t;
		}
	}
	return best;
}

int
combat_roll(struct game *g, struct combat *c, struct dice *d)
{
	static char	row[16];
	int		diff;

	/* No die for a ruling that cannot be finished: the dice a ruling
	 * takes are those a replay with the data supplied takes. */
	if (c->stopped)
		return g->diag->status;

	/* DESIGN.md section 5: the artillery die, then the attacker's,
	 * then the defender's. */
	c->artillery_mod = c->artillery_even;
	if (c->artillery_die) {
		c->die_artillery = dice_roll(d, g, "artillery");
		c->artillery_mod = c->die_artillery % 2 == 0 ?
		    c->artillery_even : c->artillery_odd;
	}
	c->die_attacker = dice_roll(d, g, "attacker");
	c->die_defender = dice_roll(d, g, "defender");
	/* SJW 17.0: "combat resolution is suspended and the Confederate
	 * player rolls one die". */
	if (c->die_attacker == 1 && c->die_defender == 1 &&
	    (c->death_leader = commander_at_risk(g, c)) != NULL) {
		c->die_death = dice_roll(d, g, "commander death");
		c->death_killed = c->die_death % 2 == 0;
	}
	c->difference = (c->die_attacker + c->attacker_fixed +
	    c->artillery_mod) - (c->die_defender + c->defender_total);
	diff = combat_chart_line(c->difference);
	if (diff == 0)
		snprintf(row, sizeof(row), "0");
	else
		snprintf(row, sizeof(row), "%+d", diff);
	c->row = row;
	c->italic = diff == 0;
	c->result_defender = chart_cell(g, c, &chart_combat_defender, row,
	    c->defend_column, "the defender's result (7.5)",
	    &c->result_missing[0]);
	c->result_attacker = chart_cell(g, c, &chart_combat_attacker, row,
	    c->attack_column, "the attacker's result (7.5)",
	    &c->result_missing[1]);
	return g->diag->status;
}
