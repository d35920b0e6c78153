/*
 * load_scenario.c — a scenario of the library to the model (scenario.h),
 * every part checked against the vocabulary of gcacw-file(5)
 * SCENARIOS: unit filters, hex sets, count expressions, victory items,
 * levels that cover every total once, restrictions, and the set-up,
 * which is loaded as a game file's units, leaders and markers would be.
 * Errors name the scenario file's position and path, as a game file's do.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"
#include "module.h"
#include "names.h"
#include "scenario.h"
#include "phase.h"
#include "schema.h"

#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))

static const char *const top_keys[] = { "scenario", "game", "name", "title",
    "rule", "dates", "turns", "maps", "advanced", "places", "hexsides",
    "counties", "areas",
    "special", "setup", "victory", "note", NULL };
static const char *const who_keys[] = { "side", "type", "size", "units",
    "demoralized", NULL };
static const char *const clause_keys[] = { "hexes", "within", "county",
    "sheet", "cols", "rows", "map", "not", NULL };
static const char *const item_keys[] = { "id", "rule", "text", "vp",
    "scale", "when", "segment", "count", "if", "if_any", "unless", "note",
    NULL };
static const char *const when_names[] = { "end", "turn-end", "segment" };
static const char *const state_names[] = { "destroyed", "damaged", "any" };
static const char *const cause_keys[] = { "combat", "retreat",
    "cavalry_retreat", "extended_march", "force_march", "zoc", "supply",
    "surrender" };
static const char *const rule_names[] = { "seven-pines",
    "union-commitment" };

/* The count expressions: the one kind key, and the keys it takes. */
static const char *const count_kinds[] = { "occupied", "units", "control",
    "losses", "routs", "withdrawn", "withdrawal_table", "stations",
    "destroyed", "depots_removed", "union_panic", "nearest", "counties",
    "strategic", "rule", NULL };
static const char *const count_mods[] = { "cap", "divide", "at_least",
    "below", NULL };

static void	check_count(struct ld *, const struct node *);

static int
ld_list(struct ld *l, const struct node *n, const char *what)
{
	int i;

	if (n->kind == N_SCALAR)
		return 1;
	if (!ld_is_seq(l, n, what))
		return -1;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		ld_is_scalar(l, n->items[i], what);
		ld_pop(l, p);
	}
	return 0;
}

/* A scalar or a list of one of names. */
static void
check_enum_list(struct ld *l, const struct node *n, const char *const *names,
    int count, const char *what)
{
	int i, v;

	if (n->kind == N_SCALAR) {
		ld_enum(l, n, names, count, &v);
		return;
	}
	if (!ld_is_seq(l, n, what))
		return;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		ld_enum(l, n->items[i], names, count, &v);
		ld_pop(l, p);
	}
}

static void
check_hex(struct ld *l, const struct node *n)
{
	hex_t h;

	ld_hex(l, n, &h);
}

static void
check_hexes(struct ld *l, const struct node *n)
{
	ld_each(l, n, "a list of hexes", check_hex);
}

static void
check_hexside(struct ld *l, const struct node *n)
{
	hexside_t s;

	ld_hexside(l, n, &s);
}

static void
check_names(struct ld *l, const struct node *n)
{
	if (ld_is_seq(l, n, "a list of names"))
		ld_list(l, n, "a name");
}

static void
check_who(struct ld *l, const struct node *n)
{
	enum side	s;
	bool		b;

	if (!ld_is_map(l, n, "a unit filter {side, type, size, units}"))
		return;
	ld_keys(l, n, who_keys, NULL);
	FIELD(l, n, "side", v, ld_side(l, v, &s));
	FIELD(l, n, "type", v, check_enum_list(l, v, unit_type_names,
	    U_WAGON + 1, "a unit type"));
	FIELD(l, n, "size", v, check_enum_list(l, v, unit_size_names + 1,
	    Z_DEMI_DIVISION, "a unit size"));
	FIELD(l, n, "units", v, check_names(l, v));
	FIELD(l, n, "demoralized", v, ld_bool(l, v, &b));
}

static void
check_range(struct ld *l, const struct node *n, int lo, int hi)
{
	static const char *const keys[] = { "min", "max", NULL };
	int v_int;

	if (!ld_is_map(l, n, "{min, max}"))
		return;
	ld_keys(l, n, keys, NULL);
	FIELD(l, n, "min", v, ld_int(l, v, lo, hi, &v_int));
	FIELD(l, n, "max", v, ld_int(l, v, lo, hi, &v_int));
}

/* A sheet letter of the game (SIV N, M, S; SJW N, S). */
static void
check_sheet(struct ld *l, const struct node *n)
{
	const struct geometry	*geo = &l->g->module->geo;
	char			 letters[4] = "";
	int			 i;

	for (i = 0; i < geo->nsheets; i++) {
		letters[i] = geo->sheets[i].letter;
		if (strlen(n->str) == 1 && n->str[0] == letters[i])
			return;
	}
	ld_err(l, n, "'%s' is not a sheet of %s (%s)", n->str,
	    l->g->module->name, letters);
}

/* turns: {from, to}, either open; 0 for an open end. */
static void
check_turns(struct ld *l, const struct node *n, int *from, int *to)
{
	static const char *const keys[] = { "from", "to", NULL };
	int f = 0, t = 0;

	if (!ld_is_map(l, n, "{from, to}"))
		return;
	ld_keys(l, n, keys, NULL);
	FIELD(l, n, "from", v, ld_int(l, v, 1, 9999, &f));
	FIELD(l, n, "to", v, ld_int(l, v, 1, 9999, &t));
	if (f > 0 && t > 0 && t < f)
		ld_err(l, n, "turn %d is before turn %d", t, f);
	if (from != NULL)
		*from = f;
	if (to != NULL)
		*to = t;
}

static void	check_where(struct ld *, const struct node *);

static void
check_clause(struct ld *l, const struct node *n)
{
	static const char *const within_keys[] = { "of", "hexes", NULL };
	int	v_int;
	bool	b;

	if (!ld_is_map(l, n, "a hex-set clause {hexes, within, county, "
	    "sheet, cols, rows, map, not}"))
		return;
	ld_keys(l, n, clause_keys, NULL);
	if (n->n == 0)
		ld_err(l, n, "an empty clause would match every hex; say "
		    "`map: true`");
	FIELD(l, n, "hexes", v, check_hexes(l, v));
	FIELD(l, n, "within", v, if (ld_is_map(l, v, "{of, hexes}")) {
		ld_keys(l, v, within_keys, NULL);
		if (node_get(v, "of") == NULL || node_get(v, "hexes") == NULL)
			ld_err(l, v, "`within` needs `of` and `hexes`");
		FIELD(l, v, "of", w, check_hexes(l, w));
		FIELD(l, v, "hexes", w, ld_int(l, w, 0, 999, &v_int));
	});
	FIELD(l, n, "county", v, ld_list(l, v, "a county"));
	FIELD(l, n, "sheet", v, if (ld_is_scalar(l, v, "a sheet letter"))
		check_sheet(l, v));
	FIELD(l, n, "cols", v, check_range(l, v, 0, 99));
	FIELD(l, n, "rows", v, check_range(l, v, 0, 99));
	FIELD(l, n, "map", v, if (ld_bool(l, v, &b) == 0 && !b)
		ld_err(l, v, "`map: false` matches nothing; leave it out"));
	/* The complement of a hex set ("out of Morgan county
	 * except to enter Hancock", SIV Bath special rule 2). */
	FIELD(l, n, "not", v, check_where(l, v));
}

static void
check_where(struct ld *l, const struct node *n)
{
	ld_each(l, n, "a hex set (a list of clauses)", check_clause);
}

/* A key a count kind cannot do without: vp_count reads it unasked. */
static void
need(struct ld *l, const struct node *v, const char *kind, const char *key,
    const char *what)
{
	if (node_get(v, key) == NULL)
		ld_err(l, v, "`%s` needs `%s` (%s)", kind, key, what);
}

/* The keys of each count kind, and which are required. */
static void
check_kind(struct ld *l, const char *kind, const struct node *v)
{
	static const char *const uw[] = { "units", "where", "unsurrounded",
	    NULL };
	static const char *const ctl[] = { "side", "hexes", NULL };
	static const char *const loss[] = { "side", "causes", NULL };
	static const char *const side[] = { "side", NULL };
	static const char *const wd[] = { "units", "turns", NULL };
	static const char *const wt[] = { "units", NULL };
	static const char *const st[] = { "hexes", "state", NULL };
	static const char *const ds[] = { "hexsides", NULL };
	static const char *const none[] = { NULL };
	static const char *const nr[] = { "units", "to", NULL };
	static const char *const co[] = { "side", "counties", "controlled",
	    NULL };
	static const char *const sg[] = { "min", NULL };
	enum side	 s;
	hex_t		 h;
	int		 v_int;
	bool		 b;

	if (strcmp(kind, "rule") == 0) {
		ld_enum(l, v, rule_names, NELEM(rule_names), &v_int);
		return;
	}
	if (!ld_is_map(l, v, "a mapping"))
		return;
	if (strcmp(kind, "occupied") == 0 || strcmp(kind, "units") == 0) {
		ld_keys(l, v, uw, NULL);
		FIELD(l, v, "units", w, check_who(l, w));
		FIELD(l, v, "where", w, check_where(l, w));
		FIELD(l, v, "unsurrounded", w, ld_bool(l, w, &b));
		if (node_get(v, "where") == NULL)
			ld_err(l, v, "`%s` needs `where` (a hex set; `[{map: "
			    "true}]` for anywhere)", kind);
	} else if (strcmp(kind, "control") == 0) {
		ld_keys(l, v, ctl, NULL);
		FIELD(l, v, "side", w, ld_side(l, w, &s));
		FIELD(l, v, "hexes", w, check_hexes(l, w));
		need(l, v, kind, "side", "usa or csa");
		need(l, v, kind, "hexes", "a list of hexes");
	} else if (strcmp(kind, "losses") == 0) {
		ld_keys(l, v, loss, NULL);
		FIELD(l, v, "side", w, ld_side(l, w, &s));
		need(l, v, kind, "side", "usa or csa");
		FIELD(l, v, "causes", w, check_enum_list(l, w, cause_keys,
		    NELEM(cause_keys), "a cause of the ledger"));
	} else if (strcmp(kind, "routs") == 0) {
		ld_keys(l, v, side, NULL);
		FIELD(l, v, "side", w, ld_side(l, w, &s));
		need(l, v, kind, "side", "usa or csa");
	} else if (strcmp(kind, "withdrawn") == 0) {
		ld_keys(l, v, wd, NULL);
		FIELD(l, v, "units", w, check_who(l, w));
		FIELD(l, v, "turns", w, check_turns(l, w, NULL, NULL));
	} else if (strcmp(kind, "withdrawal_table") == 0) {
		ld_keys(l, v, wt, NULL);
		FIELD(l, v, "units", w, check_who(l, w));
	} else if (strcmp(kind, "stations") == 0) {
		ld_keys(l, v, st, NULL);
		FIELD(l, v, "hexes", w, check_hexes(l, w));
		need(l, v, kind, "hexes", "a list of hexes");
		FIELD(l, v, "state", w, ld_enum(l, w, state_names, 3,
		    &v_int));
	} else if (strcmp(kind, "destroyed") == 0) {
		ld_keys(l, v, ds, NULL);
		need(l, v, kind, "hexsides", "a list of hexsides");
		FIELD(l, v, "hexsides", w, ld_each(l, w, "a list of hexsides",
		    check_hexside));
	} else if (strcmp(kind, "depots_removed") == 0 ||
	    strcmp(kind, "union_panic") == 0)
		ld_keys(l, v, none, NULL);
	else if (strcmp(kind, "nearest") == 0) {
		ld_keys(l, v, nr, NULL);
		FIELD(l, v, "units", w, check_who(l, w));
		FIELD(l, v, "to", w, ld_hex(l, w, &h));
		need(l, v, kind, "to", "a hex");
	} else if (strcmp(kind, "counties") == 0) {
		ld_keys(l, v, co, NULL);
		need(l, v, kind, "counties", "a county or a list of them");
		need(l, v, kind, "side", "usa or csa");
		FIELD(l, v, "side", w, ld_side(l, w, &s));
		FIELD(l, v, "counties", w, ld_list(l, w, "a county"));
		FIELD(l, v, "controlled", w, ld_bool(l, w, &b));
	} else if (strcmp(kind, "strategic") == 0) {
		ld_keys(l, v, sg, NULL);
		FIELD(l, v, "min", w, ld_int(l, w, 0, 7, &v_int));
	}
}

static void
check_count(struct ld *l, const struct node *n)
{
	const char	*kind = NULL;
	int		 i, j, v_int;

	if (!ld_is_map(l, n, "a count expression (occupied, units, control, "
	    "losses, ...)"))
		return;
	for (i = 0; i < n->n; i++) {
		const char *k = node_key(n, i)->str;

		/* A note (gcacw-file(5)): not the count, and no reason to
		 * leave the rest unchecked (found by review: an x- key
		 * here let an unchecked count reach vp_count). */
		if (strncmp(k, "x-", 2) == 0)
			continue;
		for (j = 0; count_kinds[j] != NULL; j++)
			if (strcmp(count_kinds[j], k) == 0)
				break;
		if (count_kinds[j] != NULL) {
			if (kind != NULL)
				ld_err(l, node_key(n, i), "one count a "
				    "mapping: `%s` and `%s`", kind, k);
			kind = k;
			continue;
		}
		for (j = 0; count_mods[j] != NULL; j++)
			if (strcmp(count_mods[j], k) == 0)
				break;
		if (count_mods[j] == NULL) {
			static const char *all[NELEM(count_kinds) +
			    NELEM(count_mods)];
			int a = 0;

			for (j = 0; count_kinds[j] != NULL; j++)
				all[a++] = count_kinds[j];
			for (j = 0; count_mods[j] != NULL; j++)
				all[a++] = count_mods[j];
			all[a] = NULL;
			ld_keys(l, n, all, NULL);
			return;
		}
	}
	if (kind == NULL) {
		ld_err(l, n, "no count: give one of occupied, units, control, "
		    "losses, routs, withdrawn, stations, destroyed, nearest, "
		    "...");
		return;
	}
	FIELD(l, n, kind, v, check_kind(l, kind, v));
	FIELD(l, n, "cap", v, ld_int(l, v, 0, 99999, &v_int));
	FIELD(l, n, "divide", v, ld_int(l, v, 1, 99999, &v_int));
	FIELD(l, n, "at_least", v, ld_int(l, v, 0, 99999, &v_int));
	FIELD(l, n, "below", v, ld_int(l, v, 0, 99999, &v_int));
}

static void
check_conds(struct ld *l, const struct node *n)
{
	ld_each(l, n, "a list of conditions", check_count);
}

static void
check_scale(struct ld *l, const struct node *n)
{
	static const char *const keys[] = { "min", "max", "vp", NULL };
	int i, v_int;

	if (!ld_is_seq(l, n, "a list of {min, max, vp}"))
		return;
	for (i = 0; i < n->n; i++) {
		const struct node	*e = n->items[i];
		size_t			 p = ld_push_index(l, i);

		if (ld_is_map(l, e, "{min, max, vp}")) {
			ld_keys(l, e, keys, NULL);
			if (node_get(e, "vp") == NULL)
				ld_err(l, e, "`vp` is required");
			FIELD(l, e, "min", v, ld_int(l, v, -99999, 99999,
			    &v_int));
			FIELD(l, e, "max", v, ld_int(l, v, -99999, 99999,
			    &v_int));
			FIELD(l, e, "vp", v, ld_int(l, v, -99999, 99999,
			    &v_int));
		}
		ld_pop(l, p);
	}
}

static void
check_item(struct ld *l, const struct node *n, const struct node *items,
    int index)
{
	const struct node	*id;
	int			 v_int, i;

	if (!ld_is_map(l, n, "a victory item {id, rule, text, vp, when, "
	    "count}"))
		return;
	ld_keys(l, n, item_keys, NULL);
	if ((id = node_get(n, "id")) == NULL)
		ld_err(l, n, "`id` is required (a short name for the item)");
	else if (ld_is_scalar(l, id, "an id"))
		for (i = 0; i < index; i++)
			if (node_is(node_get(items->items[i], "id"), id->str))
				ld_err(l, id, "id '%s' is used twice",
				    id->str);
	if (node_get(n, "rule") == NULL)
		ld_err(l, n, "`rule` is required (where the book says it)");
	if (node_get(n, "text") == NULL)
		ld_err(l, n, "`text` is required (the table's line)");
	if (node_get(n, "count") == NULL)
		ld_err(l, n, "`count` is required");
	if ((node_get(n, "vp") == NULL) == (node_get(n, "scale") == NULL))
		ld_err(l, n, "one of `vp` (per count) and `scale`");
	FIELD(l, n, "vp", v, ld_int(l, v, -99999, 99999, &v_int));
	FIELD(l, n, "scale", v, check_scale(l, v));
	FIELD(l, n, "when", v, ld_enum(l, v, when_names, 3, &v_int));
	/* SIV 27.1: the segment of the Strategic Cycle that scores a
	 * `when: segment` item (its phase's name, phase.h). */
	FIELD(l, n, "segment", v, if (ld_enum(l, v, phase_names + 1,
	    PH_COUNT - 1, &v_int) == 0 && !node_is(node_get(n, "when"),
	    "segment"))
		ld_err(l, v, "only a `when: segment` item has a segment"));
	FIELD(l, n, "count", v, check_count(l, v));
	FIELD(l, n, "if", v, check_conds(l, v));
	FIELD(l, n, "if_any", v, check_conds(l, v));
	FIELD(l, n, "unless", v, check_conds(l, v));
	FIELD(l, n, "rule", v, ld_is_scalar(l, v, "a citation"));
	FIELD(l, n, "text", v, ld_is_scalar(l, v, "the table's words"));
}

/*
 * The levels, top row first: the first open above, the last open below,
 * each range starting where the one above ended, so that every total has
 * exactly one level.
 */
static void
check_levels(struct ld *l, const struct node *n)
{
	static const char *const keys[] = { "min", "max", "level", NULL };
	int	i, lo = 0, hi = 0, prev_lo = 0;
	bool	has_lo, has_hi;

	if (!ld_is_seq(l, n, "a list of {min, max, level}"))
		return;
	if (n->n == 0)
		ld_err(l, n, "no levels");
	for (i = 0; i < n->n; i++) {
		const struct node	*e = n->items[i];
		size_t			 p = ld_push_index(l, i);

		if (!ld_is_map(l, e, "{min, max, level}")) {
			ld_pop(l, p);
			return;
		}
		ld_keys(l, e, keys, NULL);
		if (node_get(e, "level") == NULL)
			ld_err(l, e, "`level` is required (the table's words)");
		has_lo = node_get(e, "min") != NULL;
		has_hi = node_get(e, "max") != NULL;
		FIELD(l, e, "min", v, ld_int(l, v, -99999, 99999, &lo));
		FIELD(l, e, "max", v, ld_int(l, v, -99999, 99999, &hi));
		if (i == 0 && has_hi)
			ld_err(l, e, "the top level is open above (\"N or "
			    "more\"): no `max`");
		if (i > 0 && (!has_hi || hi != prev_lo - 1))
			ld_err(l, e, "`max` must be %d, one below the level "
			    "above", prev_lo - 1);
		if (i == n->n - 1 && has_lo)
			ld_err(l, e, "the bottom level is open below (\"N or "
			    "less\"): no `min`");
		if (i < n->n - 1 && !has_lo)
			ld_err(l, e, "`min` is required except in the bottom "
			    "level");
		if (has_lo && has_hi && lo > hi)
			ld_err(l, e, "min %d is above max %d", lo, hi);
		prev_lo = lo;
		ld_pop(l, p);
	}
}

static void
load_victory(struct ld *l, struct scenario *s, const struct node *n)
{
	static const char *const keys[] = { "side", "items", "levels",
	    "note", NULL };
	int i;

	if (!ld_is_map(l, n, "{side, items, levels}"))
		return;
	ld_keys(l, n, keys, NULL);
	if (node_get(n, "side") == NULL || node_get(n, "items") == NULL ||
	    node_get(n, "levels") == NULL)
		ld_err(l, n, "`side`, `items` and `levels` are required");
	FIELD(l, n, "side", v, ld_side(l, v, &s->vp_side));
	FIELD(l, n, "items", v, if (ld_is_seq(l, v, "a list of items")) {
		s->items = v;
		for (i = 0; i < v->n; i++) {
			size_t p = ld_push_index(l, i);

			check_item(l, v->items[i], v, i);
			ld_pop(l, p);
		}
	});
	FIELD(l, n, "levels", v, {
		check_levels(l, v);
		s->levels = v;
	});
}

/* The keys of the restriction kinds that take sides, dice, hexsides or
 * the actions of the first initiatives. */
static void
check_kind_keys(struct ld *l, const struct node *n)
{
	static const char *const sides[] = { "csa", "usa" };
	static const char *const types[] = { "infantry", "cavalry",
	    "artillery", "wagon" };
	static const char *const columns[] = { "normal", "rain" };
	static const char *const act_keys[] = { "unit", "leader", NULL };
	hexside_t	hs;
	int		i, v_int;
	bool		b;

	FIELD(l, n, "lifted_fords", v, ld_bool(l, v, &b));
	FIELD(l, n, "release", v, ld_is_scalar(l, v, "an id"));
	FIELD(l, n, "at_most", v, ld_int(l, v, 1, 6, &v_int));
	FIELD(l, n, "roller", v, { enum side sd; ld_side(l, v, &sd); });
	FIELD(l, n, "gain", v, check_enum_list(l, v, sides, 2, "a side"));
	FIELD(l, n, "lose", v, check_enum_list(l, v, sides, 2, "a side"));
	FIELD(l, n, "lost_if_county_empty", v, check_enum_list(l, v, types,
	    4, "a unit type"));
	FIELD(l, n, "hexside", v, ld_hexside(l, v, &hs));
	FIELD(l, n, "rebuild", v, ld_bool(l, v, &b));
	FIELD(l, n, "column", v, ld_enum(l, v, columns, 2, &v_int));
	FIELD(l, n, "actions", v, if (ld_is_seq(l, v, "a list of {unit: U} "
	    "or {leader: L}")) for (i = 0; i < v->n; i++) {
		size_t p = ld_push_index(l, i);

		if (ld_is_map(l, v->items[i], "{unit: U} or {leader: L}")) {
			ld_keys(l, v->items[i], act_keys, NULL);
			if (v->items[i]->n != 1)
				ld_err(l, v->items[i], "an action names one "
				    "unit or one leader");
		}
		ld_pop(l, p);
	});
}

/*
 * The keys a restriction of each kind may have beyond the common ones,
 * those of them it cannot do without, and what is said when one is
 * missing.
 */
static const struct {
	enum restriction_kind	 kind;
	const char		*own[5];	/* NULL-ended */
	const char		*needs[4];	/* NULL-ended */
	const char		*missing;
} kind_keys[] = {
	{ RK_NO_ENTER, { "where", "retreat" }, { "where" },
	    "`no-enter` needs `where` (a hex set)" },
	/* Only where the unit stands (no-action, SJW 22.1 special rule 2),
	 * only on the hexes attacked (no-attack, SIV Bath special rule
	 * 2). */
	{ RK_NO_ACTION, { "where" }, { NULL }, NULL },
	{ RK_NO_ATTACK, { "where" }, { NULL }, NULL },
	{ RK_KEEP_AWAY, { "from", "hexes" }, { "hexes" },
	    "`keep-away` needs `hexes`" },
	{ RK_FIRST_INITIATIVE, { "count", "actions" }, { NULL }, NULL },
	{ RK_UNFORDABLE, { "major", "minor", "lifted_fords" }, { NULL }, NULL },
	{ RK_RELEASE_ROLL, { "release", "at_most", "roller" },
	    { "release", "at_most", "turns" }, "`release-roll` needs "
	    "`release` (an id), `at_most` (the die's highest success) and "
	    "`turns`" },
	{ RK_OBJECTIVE, { "hexes", "gain", "lose", "lost_if_county_empty" },
	    { "hexes", "gain" }, "`objective` needs `hexes` and `gain` (the "
	    "sides whose infantry takes control)" },
	{ RK_DESTROY_BRIDGE, { "hexside", "rebuild" }, { "hexside" },
	    "`destroy-bridge` needs `hexside`" },
	{ RK_MP_COLUMN, { "column", "where" }, { "column", "where" },
	    "`mp-column` needs `column` and `where`" },
	{ RK_REINFORCEMENT, { "hex", "turn", "text" }, { NULL }, NULL },
	{ RK_WITHDRAWAL, { "hexes" }, { NULL }, NULL },
	{ RK_TEXT_ONLY, { "why" }, { "why" },
	    "`text-only` needs `why` (why no tool enforces it)" },
};

static void
check_restriction_kind(struct ld *l, const struct node *n,
    enum restriction_kind k)
{
	static const char *const common[] = { "kind", "side", "units",
	    "except", "turns", "id", "until", "lifted_by", NULL };
	const char	*all[16];
	int		 a = 0, i, j, v_int;
	hex_t		 h;
	bool		 b;

	for (i = 0; common[i] != NULL; i++)
		all[a++] = common[i];
	for (j = 0; j < NELEM(kind_keys) && kind_keys[j].kind != k; j++)
		continue;
	if (j < NELEM(kind_keys)) {
		for (i = 0; kind_keys[j].needs[i] != NULL; i++)
			if (node_get(n, kind_keys[j].needs[i]) == NULL) {
				ld_err(l, n, "%s", kind_keys[j].missing);
				break;
			}
		for (i = 0; kind_keys[j].own[i] != NULL; i++)
			all[a++] = kind_keys[j].own[i];
	}
	all[a] = NULL;
	ld_keys(l, n, all, NULL);
	FIELD(l, n, "where", v, check_where(l, v));
	FIELD(l, n, "retreat", v, ld_bool(l, v, &b));
	FIELD(l, n, "from", v, { enum side s; ld_side(l, v, &s); });
	FIELD(l, n, "hexes", v, if (k == RK_KEEP_AWAY)
		ld_int(l, v, 1, 999, &v_int);
	    else
		check_hexes(l, v));
	FIELD(l, n, "count", v, ld_int(l, v, 1, 99, &v_int));
	FIELD(l, n, "major", v, ld_bool(l, v, &b));
	FIELD(l, n, "minor", v, ld_bool(l, v, &b));
	FIELD(l, n, "hex", v, ld_hex(l, v, &h));
	FIELD(l, n, "turn", v, ld_int(l, v, 1, 9999, &v_int));
	check_kind_keys(l, n);
}

/* "lifted the moment a Union unit enters any hex of Augusta County"
 * (SIV 27.1 special rule 1a): [{side, where}], a unit of `side`
 * entering a hex of `where`. */
static void
check_lifted_clause(struct ld *l, const struct node *n)
{
	static const char *const keys[] = { "side", "where", NULL };
	enum side s;

	if (!ld_is_map(l, n, "{side, where}"))
		return;
	ld_keys(l, n, keys, NULL);
	if (node_get(n, "where") == NULL)
		ld_err(l, n, "`where` is required (the hexes whose entry lifts "
		    "the restriction)");
	FIELD(l, n, "side", v, ld_side(l, v, &s));
	FIELD(l, n, "where", v, check_where(l, v));
}

static void
check_lifted_by(struct ld *l, const struct node *n)
{
	ld_each(l, n, "a list of {side, where}", check_lifted_clause);
}

static void
load_restriction(struct ld *l, struct scenario *s, const struct node *n,
    const char *rule)
{
	struct restriction	*r = &s->r[s->nr];
	int			 k;

	if (!ld_is_map(l, n, "a restriction {kind, ...}"))
		return;
	memset(r, 0, sizeof(*r));
	r->side = -1;
	r->rule = rule;
	r->n = n;
	if (node_get(n, "kind") == NULL) {
		ld_err(l, n, "`kind` is required");
		return;
	}
	FIELD(l, n, "kind", v, if (ld_enum(l, v, restriction_names, RK_COUNT,
	    &k) < 0)
		return;
	    else
		r->kind = (enum restriction_kind)k);
	check_restriction_kind(l, n, r->kind);
	FIELD(l, n, "side", v, { enum side sd; if (ld_side(l, v, &sd) == 0)
		r->side = (int)sd; });
	FIELD(l, n, "units", v, { check_names(l, v); r->units = v; });
	FIELD(l, n, "except", v, { check_names(l, v); r->except = v; });
	FIELD(l, n, "turns", v, check_turns(l, v, &r->from, &r->to));
	FIELD(l, n, "id", v, ld_str(l, v, &r->id));
	FIELD(l, n, "until", v, ld_str(l, v, &r->until));
	FIELD(l, n, "lifted_by", v, check_lifted_by(l, v));
	if (node_get(n, "lifted_by") != NULL && r->id == NULL)
		ld_err(l, n, "a restriction `lifted_by` an entry has an `id`, "
		    "the one `released` then lists");
	s->nr++;
}

static void
load_special(struct ld *l, struct scenario *s, const struct node *n)
{
	static const char *const keys[] = { "rule", "text", "restrictions",
	    "note", NULL };
	int i, j, total = 0;

	if (!ld_is_seq(l, n, "a list of special rules"))
		return;
	s->special = n;
	for (i = 0; i < n->n; i++) {
		const struct node *r = node_get(n->items[i], "restrictions");

		if (n->items[i]->kind == N_MAP && r != NULL &&
		    r->kind == N_SEQ)
			total += r->n;
	}
	s->r = arena_alloc(&l->g->arena, (size_t)(total + 1) * sizeof(*s->r));
	for (i = 0; i < n->n; i++) {
		const struct node	*e = n->items[i];
		const char		*rule = NULL;
		size_t			 p = ld_push_index(l, i);

		if (ld_is_map(l, e, "{rule, text, restrictions}")) {
			ld_keys(l, e, keys, NULL);
			if (node_get(e, "rule") == NULL ||
			    node_get(e, "text") == NULL)
				ld_err(l, e, "`rule` and `text` are required");
			FIELD(l, e, "rule", v, ld_str(l, v, &rule));
			FIELD(l, e, "text", v, ld_is_scalar(l, v, "the "
			    "rule's words"));
			FIELD(l, e, "restrictions", v, if (ld_is_seq(l, v,
			    "a list of restrictions"))
				for (j = 0; j < v->n; j++) {
					size_t q = ld_push_index(l, j);

					load_restriction(l, s, v->items[j],
					    rule);
					ld_pop(l, q);
				});
		}
		ld_pop(l, p);
	}
}

static void
check_places(struct ld *l, const struct node *n)
{
	hex_t	h;
	int	i;

	if (!ld_is_map(l, n, "a mapping of hex: name"))
		return;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push(l, node_key(n, i)->str);

		ld_hex(l, node_key(n, i), &h);
		ld_is_scalar(l, node_val(n, i), "the place's name");
		ld_pop(l, p);
	}
}

static void
check_counties(struct ld *l, const struct node *n)
{
	static const char *const keys[] = { "seat", NULL };
	hex_t	h;
	int	i;

	if (!ld_is_map(l, n, "a mapping of county: {seat}"))
		return;
	for (i = 0; i < n->n; i++) {
		const struct node	*c = node_val(n, i);
		size_t			 p = ld_push(l, node_key(n, i)->str);

		if (ld_is_map(l, c, "{seat: HEX}")) {
			ld_keys(l, c, keys, NULL);
			FIELD(l, c, "seat", v, ld_hex(l, v, &h));
		}
		ld_pop(l, p);
	}
}

/*
 * Entry areas (SIV 17.0-21.0, DESIGN.md "Arrivals and departures"):
 * NAME: {rule, text, where, delayed, units, box, stacked, roads}.
 * `where` is a hex set; `delayed` the hexes a group placed one or two
 * turns late may use instead (SIV 20.0); `units` the units and leaders
 * whose area it is, `box` the box whose units it takes; `stacked`:
 * placed together in one hex; `roads`: road or pike hexes only.
 */
static void
check_areas(struct ld *l, const struct node *n)
{
	static const char *const keys[] = { "rule", "text", "where",
	    "delayed", "units", "box", "stacked", "roads", "note", NULL };
	bool	b;
	int	i;

	if (!ld_is_map(l, n, "a mapping of area: {rule, where, ...}"))
		return;
	for (i = 0; i < n->n; i++) {
		const struct node	*c = node_val(n, i);
		size_t			 p = ld_push(l, node_key(n, i)->str);

		if (ld_is_map(l, c, "{rule, where, units, box, stacked}")) {
			ld_keys(l, c, keys, NULL);
			if (node_get(c, "where") == NULL)
				ld_err(l, c, "`where` is required (the hexes "
				    "of the area, a hex set)");
			FIELD(l, c, "rule", v, ld_is_scalar(l, v, "a rule"));
			FIELD(l, c, "text", v, ld_is_scalar(l, v, "text"));
			FIELD(l, c, "note", v, ld_is_scalar(l, v, "text"));
			FIELD(l, c, "where", v, check_where(l, v));
			FIELD(l, c, "delayed", v, check_where(l, v));
			FIELD(l, c, "units", v, check_names(l, v));
			FIELD(l, c, "box", v, check_names(l, v));
			FIELD(l, c, "stacked", v, ld_bool(l, v, &b));
			FIELD(l, c, "roads", v, ld_bool(l, v, &b));
		}
		ld_pop(l, p);
	}
}

/*
 * The set-up's units, leaders and markers are a game file's: they are
 * loaded as one (turn 1, no map) so that they are checked exactly as
 * gcacw-check would check the game gcacw-new writes.
 */
static void
check_setup_game(struct ld *l, const struct node *n,
    const struct node *hexsides)
{
	static const char *const parts[] = { "units", "leaders", "markers",
	    "strategic" };
	struct arena	 a;
	struct node	*doc;
	struct game	*g;
	int		 i;

	memset(&a, 0, sizeof(a));
	doc = node_map(&a, S_BLOCK);
	node_set(&a, doc, "gcacw", node_int(&a, 1));
	node_set(&a, doc, "game", node_plain(&a, l->g->module->name));
	/* The hexsides the scenario names (its bridges), so that its
	 * Bridge Destroyed markers lie on bridges (10.2). */
	if (hexsides != NULL) {
		struct node *map = node_map(&a, S_BLOCK);

		node_set(&a, map, "hexsides", (struct node *)hexsides);
		node_set(&a, doc, "map", map);
	}
	for (i = 0; i < NELEM(parts); i++)
		if (node_get(n, parts[i]) != NULL)
			node_set(&a, doc, parts[i], node_get(n, parts[i]));
	g = game_load(l->d, &a, doc, NULL, 0);
	if (g == NULL)
		l->errors++;
	else
		game_free(g);
	arena_free(&a);
}

static void
load_setup(struct ld *l, struct scenario *s, const struct node *n)
{
	static const char *const keys[] = { "complete", "units", "leaders",
	    "markers", "strategic", "missing", "unplaced", "note", NULL };
	static const char *const unplaced_keys[] = { "where", "units",
	    "leaders", NULL };
	bool b;

	if (!ld_is_map(l, n, "{complete, units, leaders, markers, missing}"))
		return;
	s->setup = n;
	ld_keys(l, n, keys, NULL);
	if (node_get(n, "complete") == NULL)
		ld_err(l, n, "`complete` is required (is every unit's "
		    "set-up printed?)");
	FIELD(l, n, "complete", v, ld_bool(l, v, &b));
	FIELD(l, n, "missing", v, check_names(l, v));
	/* gcacw-new's header reads these (found by review: a list of
	 * units was read as a mapping, past its end). */
	FIELD(l, n, "unplaced", v, if (ld_is_map(l, v,
	    "{where, units, leaders}")) {
		ld_keys(l, v, unplaced_keys, NULL);
		FIELD(l, v, "where", w, ld_is_scalar(l, w, "text"));
		FIELD(l, v, "units", w, ld_is_map(l, w, "a mapping of units"));
		FIELD(l, v, "leaders", w, ld_is_map(l, w,
		    "a mapping of leaders"));
	});
	check_setup_game(l, n, s->hexsides);
}

/* The last year `dates` names ("June 4 to 6, 1864"): four digits
 * from 1800, standing alone; 0 when there is none. */
static int
dates_year(const char *d)
{
	const char	*p;
	int		 year = 0, v;

	for (p = d; *p != '\0'; p++) {
		if (!isdigit((unsigned char)*p) || (p > d &&
		    isdigit((unsigned char)p[-1])))
			continue;
		if (isdigit((unsigned char)p[1]) &&
		    isdigit((unsigned char)p[2]) &&
		    isdigit((unsigned char)p[3]) &&
		    !isdigit((unsigned char)p[4]) &&
		    (v = atoi(p)) >= 1800)
			year = v;
	}
	return year;
}

static void
load_head(struct ld *l, struct scenario *s, const struct node *doc)
{
	static const char *const turn_keys[] = { "first", "last", NULL };
	static const char *const required[] = { "scenario", "game", "name",
	    "title", "rule", "turns", "victory", NULL };
	int i, version;

	for (i = 0; required[i] != NULL; i++)
		if (node_get(doc, required[i]) == NULL)
			ld_err(l, doc, "`%s` is required", required[i]);
	FIELD(l, doc, "scenario", v, if (ld_int(l, v, 1, 99, &version) == 0 &&
	    version != 1)
		ld_err(l, v, "scenario format %d is not supported (1)",
		    version));
	FIELD(l, doc, "name", v, ld_str(l, v, &s->name));
	FIELD(l, doc, "title", v, ld_str(l, v, &s->title));
	FIELD(l, doc, "rule", v, ld_str(l, v, &s->rule));
	FIELD(l, doc, "dates", v, if (ld_str(l, v, &s->dates) == 0)
		s->year = dates_year(s->dates));
	FIELD(l, doc, "turns", v, if (ld_is_map(l, v, "{first, last}")) {
		ld_keys(l, v, turn_keys, NULL);
		FIELD(l, v, "first", w, ld_int(l, w, 1, 9999, &s->first));
		FIELD(l, v, "last", w, ld_int(l, w, 1, 9999, &s->last));
		if (s->last < s->first)
			ld_err(l, v, "the last turn is before the first");
	});
	FIELD(l, doc, "maps", v, if (ld_is_seq(l, v, "a list of sheets")) {
		s->maps = v;
		for (i = 0; i < v->n; i++)
			if (ld_is_scalar(l, v->items[i], "a sheet letter"))
				check_sheet(l, v->items[i]);
	});
	FIELD(l, doc, "advanced", v, ld_bool(l, v, &s->advanced));
	FIELD(l, doc, "places", v, { check_places(l, v); s->places = v; });
	FIELD(l, doc, "counties", v, { check_counties(l, v);
		s->counties = v; });
	FIELD(l, doc, "areas", v, { check_areas(l, v); s->areas = v; });
	FIELD(l, doc, "hexsides", v, if (ld_is_map(l, v,
	    "a mapping of hexside: [features]"))
		s->hexsides = v);
}

struct scenario *
scenario_load(struct game *carrier, const struct node *doc,
    const char *name)
{
	struct ld		 l;
	struct scenario		*s;

	memset(&l, 0, sizeof(l));
	l.g = carrier;
	l.d = carrier->diag;
	s = arena_alloc(&carrier->arena, sizeof(*s));
	memset(s, 0, sizeof(*s));
	s->game = carrier->module->name;
	s->first = 1;
	if (!ld_is_map(&l, doc, "a scenario (scenario: 1, game, name, ...)"))
		return NULL;
	ld_keys(&l, doc, top_keys, NULL);
	FIELD(&l, doc, "game", v, if (ld_is_scalar(&l, v, "a game") &&
	    strcmp(v->str, carrier->module->name) != 0)
		ld_err(&l, v, "a scenario of %s, not of %s", v->str,
		    carrier->module->name));
	load_head(&l, s, doc);
	if (s->name != NULL && name != NULL && strcmp(s->name, name) != 0)
		FIELD(&l, doc, "name", v, ld_err(&l, v, "the file of "
		    "scenario '%s' names '%s'", name, s->name));
	FIELD(&l, doc, "special", v, load_special(&l, s, v));
	FIELD(&l, doc, "victory", v, load_victory(&l, s, v));
	FIELD(&l, doc, "setup", v, load_setup(&l, s, v));
	if (s->setup == NULL && s->hexsides != NULL)
		check_setup_game(&l, doc, s->hexsides);
	return l.errors > 0 ? NULL : s;
}
