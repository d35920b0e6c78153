/*
 * vp_count.c — the count expressions of a scenario's victory items
 * (gcacw-file(5) SCENARIOS, "Count expressions"): units by filter and
 * hex set, control markers, losses by cause, routs, withdrawals by turn
 * band and by the SIV 19.2 Union Withdrawal Table, station markers,
 * destroyed bridges, county control (SIV 22.1, 22.2).  Each count says
 * how it was counted in `how`, for the explanation.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "county.h"
#include "module.h"
#include "names.h"
#include "vp_int.h"
#include "zoc.h"

void
vp_say(struct vp_ctx *x, const char *fmt, ...)
{
	va_list ap;

	if (x->how == NULL)
		return;
	if (x->said++ > 0)
		fputs("; ", x->how);
	if (x->prefix != NULL) {
		fputs(x->prefix, x->how);
		x->prefix = NULL;
	}
	va_start(ap, fmt);
	vfprintf(x->how, fmt, ap);
	va_end(ap);
}

static int
num(const struct node *n, const char *key, int dflt)
{
	const struct node *v = node_get(n, key);

	return v != NULL && v->kind == N_SCALAR ? atoi(v->str) : dflt;
}

static hex_t
hex_of(const struct game *g, const struct node *n)
{
	hex_t		 h = HEX_NONE;
	const char	*why;

	/* The loader checked every id of the scenario. */
	hex_parse(&g->module->geo, n->str, &h, &why);
	return h;
}

/* A scalar or each item of a sequence equals s. */
static bool
in_list(const struct node *n, const char *s)
{
	int i;

	if (n == NULL)
		return false;
	if (n->kind == N_SCALAR)
		return strcmp(n->str, s) == 0;
	for (i = 0; i < n->n; i++)
		if (strcmp(n->items[i]->str, s) == 0)
			return true;
	return false;
}

bool
vp_who(const struct game *g, const struct node *who, const struct unit *u)
{
	const struct node *v;

	(void)g;
	if (who == NULL)
		return true;
	if ((v = node_get(who, "side")) != NULL &&
	    strcmp(v->str, side_name(u->side)) != 0)
		return false;
	if ((v = node_get(who, "type")) != NULL &&
	    !in_list(v, unit_type_names[u->type]))
		return false;
	if ((v = node_get(who, "size")) != NULL && (u->size == Z_NONE ||
	    !in_list(v, unit_size_names[u->size])))
		return false;
	if ((v = node_get(who, "units")) != NULL && !in_list(v, u->name))
		return false;
	if ((v = node_get(who, "demoralized")) != NULL &&
	    node_is(v, "false") && u->demoralized > 0)
		return false;
	return true;
}

/* The county of a hex, from the game file's map (county.c). */
static const char *
county_of(struct vp_ctx *x, hex_t h)
{
	return county_of_hex(x->g, h, x->rule);
}

static bool
in_range(const struct node *r, int v)
{
	if (r == NULL)
		return true;
	return v >= num(r, "min", -1000000) && v <= num(r, "max", 1000000);
}

static bool
clause_match(struct vp_ctx *x, const struct node *c, hex_t h)
{
	const struct node	*v, *of;
	const char		*county;
	char			 id[16];
	int			 i;
	bool			 any;

	/* `not`: none of the hex set's clauses holds. */
	if ((v = node_get(c, "not")) != NULL && vp_where(x, v, h))
		return false;
	if ((v = node_get(c, "hexes")) != NULL) {
		for (i = 0, any = false; i < v->n && !any; i++)
			any = hex_of(x->g, v->items[i]) == h;
		if (!any)
			return false;
	}
	if ((v = node_get(c, "within")) != NULL) {
		of = node_get(v, "of");
		for (i = 0, any = false; i < of->n && !any; i++)
			any = hex_distance(hex_of(x->g, of->items[i]), h) <=
			    num(v, "hexes", 0);
		if (!any)
			return false;
	}
	hex_format(x->g->map.geo, h, id);
	/* The sheet and the digits of the id the hex is written with (the
	 * sheet on top where sheets overlap: SIV 13.0, SJW 22.0). */
	if ((v = node_get(c, "sheet")) != NULL && id[0] != v->str[0])
		return false;
	if (node_get(c, "cols") != NULL || node_get(c, "rows") != NULL) {
		const char *d = id + strspn(id, "NMS");

		if (strlen(d) != 4 ||
		    !in_range(node_get(c, "cols"), (d[0] - '0') * 10 +
		    d[1] - '0') || !in_range(node_get(c, "rows"),
		    (d[2] - '0') * 10 + d[3] - '0'))
			return false;
	}
	if ((v = node_get(c, "county")) != NULL)
		return (county = county_of(x, h)) != NULL &&
		    in_list(v, county);
	return true;
}

bool
vp_where(struct vp_ctx *x, const struct node *where, hex_t h)
{
	int i;

	for (i = 0; where != NULL && i < where->n; i++)
		if (clause_match(x, where->items[i], h))
			return true;
	return false;
}

/* SJW 22.1's note: all six hexes around the unit hold enemy infantry or
 * lie in its ZOC. */
static bool
surrounded(struct game *g, const struct unit *u)
{
	enum side	e = side_enemy(u->side);
	hex_t		n;
	int		d, i;
	bool		inf;

	for (d = 0; d < 6; d++) {
		n = hex_neighbour(u->hex, (enum hexdir)d);
		inf = false;
		for (i = game_first_unit(g, n); i >= 0;
		    i = g->units[i].next_here)
			inf |= g->units[i].side == e &&
			    g->units[i].type == U_INFANTRY;
		if (!inf && zoc_of_units(g, e, n, vp_is_infantry, NULL) ==
		    ZOC_NONE)
			return false;
	}
	return true;
}

bool
vp_is_infantry(const struct game *g, const struct unit *u, void *arg)
{
	(void)g;
	(void)arg;
	return u->type == U_INFANTRY;
}

static void
say_unit(struct vp_ctx *x, const struct unit *u)
{
	char id[16];

	hex_format(x->g->map.geo, u->hex, id);
	vp_say(x, "%s in %s", u->name, id);
}

static int
count_units(struct vp_ctx *x, const struct node *v, bool any)
{
	const struct node	*who = node_get(v, "units"),
				*where = node_get(v, "where");
	bool			 unsur = node_is(node_get(v, "unsurrounded"),
				    "true");
	int			 i, n = 0;

	for (i = 0; i < x->g->nunits; i++) {
		const struct unit *u = &x->g->units[i];

		if (u->status != US_IN_PLAY || u->hex == HEX_NONE ||
		    !vp_who(x->g, who, u) || !vp_where(x, where, u->hex))
			continue;
		if (unsur && surrounded(x->g, u)) {
			vp_say(x, "%s surrounded (not counted)", u->name);
			continue;
		}
		say_unit(x, u);
		n++;
	}
	if (n == 0)
		vp_say(x, "no unit");
	return any ? n > 0 : n;
}

static int
count_control(struct vp_ctx *x, const struct node *v)
{
	const struct node	*hexes = node_get(v, "hexes");
	const char		*side = node_get(v, "side")->str;
	char			 id[16];
	int			 i, j, n = 0;

	for (i = 0; i < hexes->n; i++) {
		hex_t	h = hex_of(x->g, hexes->items[i]);
		bool	held = false;

		for (j = 0; j < x->g->markers.ncontrol; j++)
			if (x->g->markers.control_hex[j] == h &&
			    strcmp(side_name(x->g->markers.control_side[j]),
			    side) == 0)
				held = true;
		hex_format(x->g->map.geo, h, id);
		vp_say(x, "%s %s%s", id, held ? "" : "not ", side);
		n += held;
	}
	return n;
}

static int
count_losses(struct vp_ctx *x, const struct node *v)
{
	const struct node	*causes = node_get(v, "causes");
	enum side		 s = strcmp(node_get(v, "side")->str, "usa")
				    == 0 ? SIDE_USA : SIDE_CSA;
	int			 c, n = 0;

	for (c = 0; c < C_COUNT; c++)
		if (causes == NULL || in_list(causes, cause_names[c])) {
			vp_say(x, "%s %d", cause_names[c],
			    x->g->ledger.losses[s][c]);
			n += x->g->ledger.losses[s][c];
		}
	return n;
}

static int
count_withdrawn(struct vp_ctx *x, const struct node *v)
{
	const struct node	*who = node_get(v, "units"),
				*t = node_get(v, "turns");
	int			 i, n = 0, from = num(t, "from", 1),
				 to = num(t, "to", 99999);

	for (i = 0; i < x->g->nunits; i++) {
		const struct unit *u = &x->g->units[i];

		if (u->status != US_WITHDRAWN || !vp_who(x->g, who, u) ||
		    u->left < from || u->left > to)
			continue;
		vp_say(x, "%s manpower %d left on turn %d", u->name,
		    u->manpower, u->left);
		n += u->manpower;
	}
	if (n == 0)
		vp_say(x, "none withdrawn on turns %d to %d", from, to);
	return n;
}

/*
 * The SIV Union Withdrawal Table (SIV 19.2, the card): the VP of one
 * unit of manpower mv withdrawn on turn t, fractions rounded up where
 * the table says so; on turns 35-40, MV + 2 except 2 for manpower 1
 * and 3 for manpower 2.
 */
int
vp_withdrawal_table(int t, int mv)
{
	if (t <= 5)
		return mv * 3;
	if (t <= 10)
		return (mv * 5 + 1) / 2;
	if (t <= 20)
		return mv * 2;
	if (t <= 30)
		return (mv * 3 + 1) / 2;
	if (t <= 40)
		return mv == 1 ? 2 : mv == 2 ? 3 : mv + 2;
	if (t <= 50)
		return mv + 1;
	if (t <= 65)
		return mv;
	if (t <= 80)
		return (mv + 1) / 2;
	if (t <= 95)
		return (mv + 3) / 4;
	return 0;
}

/*
 * Withdrawn this turn: SIV 19.2 "places them ... in the off-map
 * `Department of the Rappahannock` box" (status off-map, withdrawn this
 * turn, gcacw-turn --withdraw); or a unit out of play for good this turn
 * (status withdrawn, left this turn), as files scored by hand say it.
 */
static bool
withdrawn_now(const struct game *g, const struct unit *u)
{
	if (u->status == US_OFF_MAP)
		return u->off.withdrawn == g->turn && u->off.box != NULL &&
		    strcmp(u->off.box, "Department of the Rappahannock") == 0;
	return u->status == US_WITHDRAWN && u->left == g->turn;
}

static int
count_withdrawal_table(struct vp_ctx *x, const struct node *v)
{
	const struct node	*who = node_get(v, "units");
	int			 i, n = 0, w;

	for (i = 0; i < x->g->nunits; i++) {
		const struct unit *u = &x->g->units[i];

		if (!withdrawn_now(x->g, u) || !vp_who(x->g, who, u))
			continue;
		w = vp_withdrawal_table(x->g->turn, u->manpower);
		vp_say(x, "%s manpower %d on turn %d: %d", u->name,
		    u->manpower, x->g->turn, w);
		n += w;
	}
	if (n == 0)
		vp_say(x, "none withdrawn this turn");
	return n;
}

static int
count_stations(struct vp_ctx *x, const struct node *v)
{
	const struct node	*hexes = node_get(v, "hexes"),
				*state = node_get(v, "state");
	const struct markers	*m = &x->g->markers;
	char			 id[16];
	int			 i, j, n = 0;

	for (i = 0; i < hexes->n; i++) {
		hex_t		 h = hex_of(x->g, hexes->items[i]);
		const char	*st = "no marker";

		for (j = 0; j < m->nstations; j++)
			if (m->station_hex[j] == h)
				st = m->station_destroyed[j] ? "destroyed" :
				    "damaged";
		hex_format(x->g->map.geo, h, id);
		vp_say(x, "%s %s", id, st);
		if (strcmp(st, "no marker") != 0 && (state == NULL ||
		    node_is(state, "any") || node_is(state, st)))
			n++;
	}
	return n;
}

static int
count_destroyed(struct vp_ctx *x, const struct node *v)
{
	const struct node	*sides = node_get(v, "hexsides");
	hexside_t		 hs;
	const char		*why;
	int			 i, n = 0;
	bool			 d;

	for (i = 0; i < sides->n; i++) {
		hexside_parse(&x->g->module->geo, sides->items[i]->str, &hs,
		    &why);
		d = game_destroyed(x->g, hexside_a(hs), hexside_b(hs));
		vp_say(x, "%s %s", sides->items[i]->str, d ? "destroyed" :
		    "not destroyed");
		n += d;
	}
	return n;
}

static int
count_nearest(struct vp_ctx *x, const struct node *v)
{
	const struct node	*who = node_get(v, "units");
	hex_t			 to = hex_of(x->g, node_get(v, "to"));
	const struct unit	*best = NULL;
	int			 i, d, bd = -1;
	char			 id[16];

	for (i = 0; i < x->g->nunits; i++) {
		const struct unit *u = &x->g->units[i];

		if (u->status != US_IN_PLAY || u->hex == HEX_NONE ||
		    !vp_who(x->g, who, u))
			continue;
		if ((d = hex_distance(u->hex, to)) < bd || bd < 0) {
			bd = d;
			best = u;
		}
	}
	hex_format(x->g->map.geo, to, id);
	if (best == NULL)
		vp_say(x, "no unit");
	else {
		say_unit(x, best);
		vp_say(x, "%d hexes from %s", bd, id);
	}
	return bd;
}

/*
 * SIV 22.1, 22.2: who controls the county, county.c's answer, the one
 * the 10.3 repair reads too.  A county the scenario counts
 * needs its control county seat, in the scenario's `counties` or the
 * game's table.
 */
static int
county_control(struct vp_ctx *x, const char *county)
{
	int n = x->g->diag->count;

	if (!x->g->markers.has_counties &&
	    county_seat(x->g, county, x->rule) == HEX_NONE) {
		if (x->g->diag->count == n)
			diag_error(x->g->diag, ST_DATA, (struct pos){0, 0},
			    "scenario.counties", "%s: no control county seat "
			    "for %s in the scenario or the game's table (SIV "
			    "22.0's County Control table)", x->s->name, county);
		return -1;
	}
	n = county_controller(x->g, county, x->rule);
	return n == COUNTY_UNKNOWN ? -1 : n;
}

static int
count_counties(struct vp_ctx *x, const struct node *v)
{
	const struct node	*cs = node_get(v, "counties");
	int			 side = node_is(node_get(v, "side"), "usa") ?
				    SIDE_USA : SIDE_CSA, i, n = 0, c;
	bool			 want = !node_is(node_get(v, "controlled"),
				    "false");

	for (i = 0; i < (cs->kind == N_SCALAR ? 1 : cs->n); i++) {
		const char *name = cs->kind == N_SCALAR ? cs->str :
		    cs->items[i]->str;

		c = county_control(x, name);
		vp_say(x, "%s %s", name, c < 0 ? "uncontrolled" :
		    side_name((enum side)c));
		n += (c == side) == want;
	}
	return n;
}

static int
count_strategic(struct vp_ctx *x, int min)
{
	if (!x->g->has_strategic) {
		diag_error(x->g->diag, ST_DATA, (struct pos){0, 0},
		    "strategic.box", "not given; %s needs the Strategic "
		    "Track box (SIV 16.0): add `strategic: {box: N}`",
		    x->rule);
		return 0;
	}
	vp_say(x, "Strategic Track box %d", x->g->strategic_box);
	return x->g->strategic_box >= min;
}

/* A Confederate infantry brigade other than Branch and Mahone (19.1);
 * an infantry unit whose size the file does not give is read as one,
 * as --withdraw reads it (19.1: "Only infantry brigades"). */
static bool
pines_brigade(const struct unit *u)
{
	return u->side == SIDE_CSA && u->type == U_INFANTRY &&
	    (u->size == Z_BRIGADE || u->size == Z_NONE) &&
	    strcmp(u->name, "Branch") != 0 &&
	    strcmp(u->name, "Mahone") != 0;
}

/*
 * SIV 27.1, 19.1 (Battle of Seven Pines): with the Strategic Track in
 * box 6 and a Major Union victory, 4 VP each Withdrawal Segment unless
 * the Confederates withdrew, this segment, an infantry brigade of
 * manpower 4 or more other than Branch and Mahone; with none of manpower
 * 4 or more, the brigade of the highest manpower on the map will do.
 */
static int
seven_pines(struct vp_ctx *x)
{
	const struct unit	*u, *gone = NULL;
	int			 i, most = 0;

	if (count_strategic(x, 6) == 0)
		return 0;
	if (!x->g->major_union_victory) {
		vp_say(x, "no Major Union victory (SIV 18.1)");
		return 0;
	}
	for (i = 0; i < x->g->nunits; i++) {
		u = &x->g->units[i];
		if (!pines_brigade(u))
			continue;
		if (u->status == US_WITHDRAWN && u->left == x->g->turn &&
		    (gone == NULL || u->manpower > gone->manpower))
			gone = u;
		else if (u->status == US_IN_PLAY && u->manpower > most)
			most = u->manpower;
	}
	if (gone != NULL && (gone->manpower >= 4 ||
	    (most < 4 && gone->manpower >= most))) {
		vp_say(x, "%s (manpower %d) withdrawn this segment%s",
		    gone->name, gone->manpower, gone->manpower >= 4 ? "" :
		    ", the highest manpower of the brigades");
		return 0;
	}
	vp_say(x, "Major Union victory, no brigade of manpower 4 or more "
	    "withdrawn");
	return 1;
}

/* The SIV Union Commitment Table (the card): VP lost for each infantry
 * unit committed on turn t (none before Turn 30; 0 on Turn 105). */
int
vp_commitment_table(int t)
{
	static const struct { int to, vp; } rows[] = { { 25, 0 }, { 30, 11 },
	    { 40, 10 }, { 50, 9 }, { 60, 8 }, { 65, 7 }, { 70, 6 }, { 80, 5 },
	    { 85, 4 }, { 100, 3 } };
	size_t i;

	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		if (t <= rows[i].to)
			return rows[i].vp;
	return 0;
}

/*
 * SIV 20.0: each Union infantry unit committed in this turn's Union
 * Commitment Segment (`committed: TURN`) costs the table's VP for the
 * turn; leaders and cavalry cost nothing.
 */
static int
union_commitment(struct vp_ctx *x)
{
	int i, n = 0, each = vp_commitment_table(x->g->turn);

	for (i = 0; i < x->g->nunits; i++) {
		const struct unit *u = &x->g->units[i];

		if (u->side != SIDE_USA || u->type != U_INFANTRY ||
		    u->committed != x->g->turn)
			continue;
		vp_say(x, "%s committed on turn %d: %d", u->name,
		    x->g->turn, each);
		n += each;
	}
	if (n == 0)
		vp_say(x, "no infantry committed this turn");
	return n;
}

static int
count_kind(struct vp_ctx *x, const char *k, const struct node *v)
{
	if (strcmp(k, "occupied") == 0 || strcmp(k, "units") == 0)
		return count_units(x, v, k[0] == 'o');
	if (strcmp(k, "control") == 0)
		return count_control(x, v);
	if (strcmp(k, "losses") == 0)
		return count_losses(x, v);
	if (strcmp(k, "routs") == 0) {
		int s = node_is(node_get(v, "side"), "usa") ? SIDE_USA :
		    SIDE_CSA;

		vp_say(x, "%d R results", x->g->ledger.routs[s]);
		return x->g->ledger.routs[s];
	}
	if (strcmp(k, "withdrawn") == 0)
		return count_withdrawn(x, v);
	if (strcmp(k, "withdrawal_table") == 0)
		return count_withdrawal_table(x, v);
	if (strcmp(k, "stations") == 0)
		return count_stations(x, v);
	if (strcmp(k, "destroyed") == 0)
		return count_destroyed(x, v);
	if (strcmp(k, "depots_removed") == 0) {
		vp_say(x, "%d removed", x->g->markers.ndepots_removed);
		return x->g->markers.ndepots_removed;
	}
	if (strcmp(k, "union_panic") == 0) {
		if (x->g->union_panic > 0)
			vp_say(x, "Union Panic on turn %d", x->g->union_panic);
		else
			vp_say(x, "no Union Panic");
		return x->g->union_panic > 0;
	}
	if (strcmp(k, "nearest") == 0)
		return count_nearest(x, v);
	if (strcmp(k, "counties") == 0)
		return count_counties(x, v);
	if (strcmp(k, "strategic") == 0)
		return count_strategic(x, num(v, "min", 1));
	if (strcmp(k, "rule") == 0 && node_is(v, "seven-pines"))
		return seven_pines(x);
	if (strcmp(k, "rule") == 0 && node_is(v, "union-commitment"))
		return union_commitment(x);
	return 0;
}

/* The index of the count's kind among its keys, or -1. */
static int
kind_index(const struct node *c)
{
	int i;

	for (i = 0; c != NULL && i < c->n; i++) {
		const char *k = node_key(c, i)->str;

		/* An x- note is no count (load_scenario.c skips it). */
		if (strncmp(k, "x-", 2) != 0 && strcmp(k, "cap") != 0 &&
		    strcmp(k, "divide") != 0 && strcmp(k, "at_least") != 0 &&
		    strcmp(k, "below") != 0)
			return i;
	}
	return -1;
}

const char *
vp_count_kind(const struct node *c)
{
	int i = kind_index(c);

	return i < 0 ? NULL : node_key(c, i)->str;
}

/*
 * A count and its modifiers, in this order: divide (rounded down), cap,
 * at_least, below.  *raw gets the count before them.
 */
int
vp_count(struct vp_ctx *x, const struct node *c, int *raw)
{
	const struct node	*v;
	int			 i, n = 0;

	if ((i = kind_index(c)) >= 0)
		n = count_kind(x, node_key(c, i)->str, node_val(c, i));
	if (raw != NULL)
		*raw = n;
	if ((v = node_get(c, "divide")) != NULL)
		n = n < 0 ? n : n / atoi(v->str);
	if ((v = node_get(c, "cap")) != NULL && n > atoi(v->str))
		n = atoi(v->str);
	if ((v = node_get(c, "at_least")) != NULL)
		n = n >= atoi(v->str);
	if ((v = node_get(c, "below")) != NULL)
		n = n >= 0 && n < atoi(v->str);
	return n;
}
