/*
 * turn_withdrawal.c — the Union Commitment Segment (SIV 20.0) and the
 * Withdrawal Segment (SIV 19.0): units committed from the Department of
 * the Rappahannock box in numbered groups with one die, and the VP they
 * cost at once; Confederate brigades withdrawn for good along a path to
 * the map edge, Union units and leaders withdrawn into the box with the
 * Union Withdrawal Table's VP at once.  The segment's other items
 * (Branch, Mahone, Seven Pines) are scored when it ends (turn_score.c).
 */
#include <stdlib.h>
#include <string.h>

#include "county.h"
#include "names.h"
#include "phase.h"
#include "refuse.h"
#include "sequence.h"
#include "table.h"
#include "turn.h"
#include "vp.h"
#include "zoc.h"

#define BOX	"Department of the Rappahannock"

/* One unit or leader an order names. */
struct named {
	const char	*name;
	struct unit	*u;	/* or */
	struct leader	*l;
	hex_t		 hex;	/* where it is on the map, or HEX_NONE */
	const char	*county;
	hex_t		 edge;	/* the map-edge hex its path reaches (19.1) */
};

/* The unit or leader of that name: 0, or the usage error. */
static int
find(struct game *g, const char *opt, const char *name, struct named *w)
{
	memset(w, 0, sizeof(*w));
	w->name = name;
	w->hex = w->edge = HEX_NONE;
	if ((w->u = game_unit(g, name)) != NULL) {
		if (w->u->status == US_IN_PLAY)
			w->hex = w->u->hex;
		return 0;
	}
	if ((w->l = game_leader(g, name)) != NULL) {
		if (w->l->status == US_IN_PLAY && w->l->with >= 0)
			w->hex = g->units[w->l->with].hex;
		return 0;
	}
	diag_plain(g->diag, ST_USAGE, "%s %s: no unit or leader of that "
	    "name%s", opt, name, game_unit_hint_text(g, name));
	return ST_USAGE;
}

static enum side
named_side(const struct named *w)
{
	return w->u != NULL ? w->u->side : w->l->side;
}

/* The names, each once: 0, or the refusal. */
static int
twice(struct game *g, const char *opt, const struct named *w, int n)
{
	int i, j;

	for (i = 0; i < n; i++)
		for (j = 0; j < i; j++)
			if (w[i].u == w[j].u && w[i].l == w[j].l)
				return refuse(g, "units", "%s: %s is named "
				    "twice", opt, w[i].name);
	return 0;
}

/* ---- The Withdrawal Segment (19.0) ---- */

/*
 * SIV 19.1: "a path of unlimited length to any map-edge hex.  This path
 * may not enter a hex containing Union units, nor a Union ZOC (though it
 * may enter a Union ZOC occupied by a Confederate unit)."  Breadth first
 * from the unit's hex, which the path leaves and does not enter; the
 * edge hex reached, or HEX_NONE.
 */
static hex_t
trace(struct game *g, hex_t from)
{
	return zoc_trace_edge(g, SIDE_CSA, from, false);
}

static bool
county_in(const char *county, const char *const *list)
{
	for (; *list != NULL; list++)
		if (strcmp(county, *list) == 0)
			return true;
	return false;
}

/* The county of w's hex into w->county: 0, or 65 after the report. */
static int
county(struct game *g, struct named *w, const char *rule)
{
	if ((w->county = county_of_hex(g, w->hex, rule)) == NULL)
		return ST_DATA;
	return 0;
}

/* SIV 19.2: "Only infantry units and leaders (not cavalry units) in a
 * hex in Loudoun, Fauquier, or Washington County (Maryland)". */
static int
check_union(struct game *g, struct named *w)
{
	static const char *const counties[] = { "Loudoun", "Fauquier",
	    "Washington", NULL };
	char	id[16];
	int	st;

	if (w->u != NULL && w->u->type != U_INFANTRY)
		return refuse_unit(g, w->u, "--withdraw %s: only infantry "
		    "units and leaders withdraw, not %s units (SIV 19.2)",
		    w->name, unit_type_names[w->u->type]);
	if ((st = county(g, w, "SIV 19.2")) != 0)
		return st;
	if (!county_in(w->county, counties))
		return refuse(g, w->u != NULL ? arena_printf(&g->arena,
		    "units.%s", w->name) : arena_printf(&g->arena,
		    "leaders.%s", w->name), "--withdraw %s: %s is in %s "
		    "County; only units and leaders in Loudoun, Fauquier or "
		    "Washington County (Maryland) withdraw (SIV 19.2)",
		    w->name, game_hex_id(g, w->hex, id), w->county);
	return 0;
}

/* SIV 19.1: "Only infantry brigades (not cavalry units or leaders) in a
 * hex in Augusta or Rockingham County that can trace a path ...". */
static int
check_confederate(struct game *g, struct named *w)
{
	static const char *const counties[] = { "Augusta", "Rockingham",
	    NULL };
	char	id[16];
	int	st;

	if (w->l != NULL)
		return refuse(g, arena_printf(&g->arena, "leaders.%s",
		    w->name), "--withdraw %s: Confederate leaders do not "
		    "withdraw; only infantry brigades (SIV 19.1)", w->name);
	if (w->u->type != U_INFANTRY || (w->u->size != Z_NONE &&
	    w->u->size != Z_BRIGADE))
		return refuse_unit(g, w->u, "--withdraw %s: only infantry "
		    "brigades withdraw, not %s %s (SIV 19.1)", w->name,
		    unit_type_names[w->u->type], w->u->type != U_INFANTRY ?
		    "units" : unit_size_names[w->u->size]);
	if ((st = county(g, w, "SIV 19.1")) != 0)
		return st;
	game_hex_id(g, w->hex, id);
	if (!county_in(w->county, counties))
		return refuse_unit(g, w->u, "--withdraw %s: %s is in %s "
		    "County; only brigades in Augusta or Rockingham County "
		    "withdraw (SIV 19.1)", w->name, id, w->county);
	if ((w->edge = trace(g, w->hex)) == HEX_NONE)
		return refuse_unit(g, w->u, "--withdraw %s: no path from %s "
		    "reaches a map-edge hex without entering a hex of Union "
		    "units or a Union ZOC no Confederate unit occupies "
		    "(SIV 19.1)", w->name, id);
	return 0;
}

/* Every name: known, in play, of one side, once; each of its side's
 * rule.  0, or the refusal (nothing changed). */
static int
check_withdrawal(struct game *g, const struct turn_orders *o,
    struct named *w)
{
	enum side	s;
	int		i, st;

	if (o->nwithdraw == 0)
		return refuse(g, "units", "--withdraw: name the units and "
		    "leaders that withdraw (SIV 19.0)");
	for (i = 0; i < o->nwithdraw; i++) {
		if ((st = find(g, "--withdraw", o->withdraw[i], &w[i])) != 0)
			return st;
		if (w[i].hex == HEX_NONE)
			return refuse(g, "units", "--withdraw %s: %s is not on "
			    "the map; only units and leaders in a hex withdraw "
			    "(SIV 19.1, 19.2)", w[i].name, w[i].name);
		if (named_side(&w[i]) != named_side(&w[0]))
			return refuse(g, "units", "--withdraw: %s is %s and "
			    "%s %s: each side withdraws its own units, in its "
			    "own order (SIV 19.1, 19.2)", w[0].name,
			    side_name(named_side(&w[0])), w[i].name,
			    side_name(named_side(&w[i])));
	}
	if ((st = twice(g, "--withdraw", w, o->nwithdraw)) != 0)
		return st;
	s = named_side(&w[0]);
	if ((i = turn_logged(g, "withdrawal", "units", (int)s)) >= 0)
		return refuse(g, "log", "--withdraw: the %s player withdrew "
		    "in this Withdrawal Segment already (log entry %d): each "
		    "side withdraws once, all its units together (SIV 19.1, "
		    "19.2)", s == SIDE_USA ? "Union" : "Confederate", i + 1);
	/* Scored already: the segment is over (27.1 "at the end of each
	 * Withdrawal Segment"; 19.2 "he gains VP only in the Withdrawal
	 * Segment in which those units are removed"). */
	if (s == SIDE_USA ? vp_segment_scored(g, PH_WITHDRAWAL,
	    "withdrawal_table") > 0 : vp_segment_scored(g, PH_WITHDRAWAL,
	    NULL) > vp_segment_scored(g, PH_WITHDRAWAL, "withdrawal_table"))
		return refuse(g, "ledger.vp", "--withdraw: Turn %d's "
		    "Withdrawal Segment VP are in ledger.vp already: the "
		    "segment is over (SIV 19.0, 27.1)", g->turn);
	for (i = 0; i < o->nwithdraw; i++)
		if ((st = s == SIDE_USA ? check_union(g, &w[i]) :
		    check_confederate(g, &w[i])) != 0)
			return st;
	return 0;
}

/* Fractions of the Union Withdrawal Table: n/den as the card writes
 * them, "7½". */
static const char *
fraction(struct game *g, int n, int den)
{
	static const char *const quarters[] = { "", "\u00bc", "\u00bd",
	    "\u00be" };
	int	whole = n / den, part = n % den * (4 / den);

	if (part == 0)
		return arena_printf(&g->arena, "%d", whole);
	return arena_printf(&g->arena, "%.0d%s", whole, quarters[part]);
}

/*
 * The Union Withdrawal Table's row for turn t applied to manpower mv, in
 * its words: "5 \u00d7 1\u00bd = 7\u00bd, rounded up: 8".  The VP are
 * vp_withdrawal_table()'s.
 */
static const char *
withdrawal_words(struct game *g, int t, int mv)
{
	static const struct {
		int		 to, num, den;	/* MV × num/den */
		const char	*times;
	} rows[] = { { 5, 3, 1, "3" }, { 10, 5, 2, "2\u00bd" },
	    { 20, 2, 1, "2" }, { 30, 3, 2, "1\u00bd" }, { 65, 1, 1, "1" },
	    { 80, 1, 2, "\u00bd" }, { 95, 1, 4, "\u00bc" } };
	int	vp = vp_withdrawal_table(t, mv);
	size_t	i;

	if (t > 95)
		return "Turn 100 and later: 0";
	if (t > 30 && t <= 40)
		return mv <= 2 ? arena_printf(&g->arena, "%d + 2, but %d for "
		    "manpower %d (the table's \u2020): %d", mv, vp, mv, vp) :
		    arena_printf(&g->arena, "%d + 2 = %d", mv, vp);
	if (t > 40 && t <= 50)
		return arena_printf(&g->arena, "%d + 1 = %d", mv, vp);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]) - 1; i++)
		if (t <= rows[i].to)
			break;
	if (mv * rows[i].num % rows[i].den == 0)
		return arena_printf(&g->arena, "%d \u00d7 %s = %d", mv,
		    rows[i].times, vp);
	return arena_printf(&g->arena, "%d \u00d7 %s = %s, rounded up: %d",
	    mv, rows[i].times, fraction(g, mv * rows[i].num, rows[i].den),
	    vp);
}

/* SIV 19.2: "Out-of-supply, Fatigue, and Demoralization markers are
 * removed.  Exhausted units are flipped to their normal sides, and
 * disorganized Strength markers are flipped to their organized sides." */
static void
markers_off(struct unit *u)
{
	u->fatigue = 0;
	u->exhausted = false;
	u->disorganized = false;
	u->out_of_supply = false;
	u->demoralized = 0;
	u->entrenchment = E_NONE;
}

static void
leader_to_box(struct game *g, struct leader *l)
{
	l->status = US_OFF_MAP;
	l->with = -1;
	l->off.box = BOX;
	l->off.arrives = 0;
	l->off.area = NULL;
	l->off.withdrawn = g->turn;
}

/* A Union unit or leader into the box; the names withdrawn appended to
 * v. */
static void
union_withdraws(struct game *g, struct turn_result *r, struct named *w,
    struct node *v)
{
	struct arena	*a = &g->arena;
	char		 id[16];
	int		 i, k;

	game_hex_id(g, w->hex, id);
	if (w->l != NULL) {
		if (w->l->status != US_IN_PLAY)
			return;		/* gone with his unit, below */
		leader_to_box(g, w->l);
		node_push(a, v, node_scalar(a, w->name));
		turn_note(g, r, "%s, a leader, from %s (%s County) to the %s "
		    "box: no VP for withdrawn leaders (SIV 19.2)", w->name,
		    id, w->county, BOX);
		return;
	}
	k = (int)(w->u - g->units);
	turn_note(g, r, "%s, manpower %d, from %s (%s County) to the %s box "
	    "with its Strength marker, its markers removed; the Union "
	    "Withdrawal Table, Turn %d: %s VP (SIV 19.2)", w->name,
	    w->u->manpower, id, w->county, BOX, g->turn,
	    withdrawal_words(g, g->turn, w->u->manpower));
	node_push(a, v, node_scalar(a, w->name));
	for (i = 0; i < g->nleaders; i++)
		if (g->leaders[i].status == US_IN_PLAY &&
		    g->leaders[i].with == k) {
			leader_to_box(g, &g->leaders[i]);
			node_push(a, v, node_scalar(a, g->leaders[i].name));
			turn_note(g, r, "%s, the leader with %s, goes into the "
			    "box with him: no VP (SIV 19.2)",
			    g->leaders[i].name, w->name);
		}
	game_unit_to_box(g, w->u, BOX);
	w->u->off.withdrawn = g->turn;
	markers_off(w->u);
}

/*
 * SIV 19.2: "Immediately record the VP gained": the scenario's items
 * whose count is the Union Withdrawal Table, into ledger.vp now; the
 * segment's other items wait for its end (27.1).
 */
static int
union_vp(struct game *g, struct turn_result *r, struct node *e)
{
	struct vp_result	v;
	int			i, st, due = 0;

	if ((st = vp_score_segment(g, PH_WITHDRAWAL, "withdrawal_table",
	    &v)) == 0) {
		for (i = 0; i < v.nitems; i++)
			due += v.items[i].due;
		if (due > 0) {
			vp_record_segment(g, &v);
			r->scored = true;
			r->vp += v.total;
			turn_note(g, r, "%+d VP into ledger.vp at once (SIV "
			    "19.2: \"Immediately record the VP gained\")",
			    v.total);
		}
		node_set(&g->arena, e, "vp", node_int(&g->arena, v.total));
	}
	vp_result_free(&v);
	return st;
}

int
turn_withdraw(struct game *g, const struct turn_orders *o,
    struct turn_result *r)
{
	struct arena	*a = &g->arena;
	struct named	*w;
	struct node	*e, *v, *vpe = NULL;
	enum side	 s;
	int		 i, st, n;
	char		 id[16], eid[16];

	if ((st = turn_segment_now(g, PH_WITHDRAWAL, "--withdraw")) != 0)
		return st;
	w = arena_alloc(a, (size_t)(o->nwithdraw + 1) * sizeof(*w));
	if ((st = check_withdrawal(g, o, w)) != 0)
		return st;
	s = named_side(&w[0]);
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "withdrawal"));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "side", node_plain(a, side_name(s)));
	v = node_seq(a, S_FLOW);
	for (i = 0; i < o->nwithdraw; i++) {
		if (s == SIDE_USA) {
			union_withdraws(g, r, &w[i], v);
			continue;
		}
		game_hex_id(g, w[i].hex, id);
		game_hex_id(g, w[i].edge, eid);
		turn_note(g, r, "%s, manpower %d, in %s (%s County): its path "
		    "reaches the map edge at %s; withdrawn, it may not return "
		    "to play (SIV 19.1)", w[i].name, w[i].u->manpower, id,
		    w[i].county, eid);
		node_push(a, v, node_scalar(a, w[i].name));
		game_remove_unit(g, w[i].u, US_WITHDRAWN, r->notes);
	}
	node_set(a, e, "units", v);
	n = g->log != NULL ? g->log->n : 0;
	if (s == SIDE_USA && (st = union_vp(g, r, e)) != 0)
		return st;
	/* The entry comes before the vp entry it caused. */
	if (g->log != NULL && g->log->n > n)
		vpe = g->log->items[--g->log->n];
	turn_note(g, r, "the segment's other VP items are scored at its end "
	    "(SIV 27.1: \"at the end of each Withdrawal Segment\"): %s",
	    sequence_held(g) ? "gcacw-turn --next ends it" : "in a file "
	    "without phase, gcacw-vp --turn-end scores them");
	turn_log(g, r, e, NULL);
	if (vpe != NULL)
		node_push(a, g->log, vpe);
	return 0;
}

/* ---- The Union Commitment Segment (20.0) ---- */

/* Where a unit or leader not in the box is, for the refusal. */
static const char *
where(struct game *g, const struct named *w)
{
	enum unit_status	 st = w->u != NULL ? w->u->status :
				    w->l->status;
	const char		*box = w->u != NULL ? w->u->off.box :
				    w->l->off.box;
	char			 id[16];

	if (w->hex != HEX_NONE)
		return arena_printf(&g->arena, "on the map, in %s",
		    game_hex_id(g, w->hex, id));
	if (st == US_OFF_MAP && box != NULL)
		return arena_printf(&g->arena, "in the %s box", box);
	return st == US_ELIMINATED ? "eliminated" : st == US_SURRENDERED ?
	    "surrendered" : st == US_WITHDRAWN ? "withdrawn" : "not in play";
}

/* SIV 20.0 Groups: "One group may consist of one leader, one cavalry
 * regiment, and up to three infantry brigades ... as long as each group
 * contains at least one cavalry or infantry unit." */
static int
check_group(struct game *g, int k, const struct named *w, int n)
{
	int	i, leaders = 0, cavalry = 0, infantry = 0;

	for (i = 0; i < n; i++) {
		if (w[i].l != NULL)
			leaders++;
		else if (w[i].u->type == U_CAVALRY)
			cavalry++;
		else if (w[i].u->type == U_INFANTRY)
			infantry++;
		else
			return refuse_unit(g, w[i].u, "--commit: %s is no "
			    "infantry or cavalry unit: a group is of a "
			    "leader, cavalry and infantry (SIV 20.0 Groups)",
			    w[i].name);
	}
	if (leaders > 1 || cavalry > 1 || infantry > 3)
		return refuse(g, "groups", "--commit: group %d has %d "
		    "leader%s, %d cavalry and %d infantry: \"One group may "
		    "consist of one leader, one cavalry regiment, and up to "
		    "three infantry brigades\" (SIV 20.0 Groups)", k,
		    leaders, leaders == 1 ? "" : "s", cavalry, infantry);
	if (cavalry + infantry == 0)
		return refuse(g, "groups", "--commit: group %d has no "
		    "cavalry or infantry unit; \"each group contains at least "
		    "one cavalry or infantry unit\" (SIV 20.0 Groups)", k);
	return 0;
}

/* A member: in the box, not committed yet. */
static int
check_member(struct game *g, const struct named *w)
{
	const struct offmap	*off = w->u != NULL ? &w->u->off : &w->l->off;
	enum unit_status	 st = w->u != NULL ? w->u->status :
				    w->l->status;
	enum side		 s = named_side(w);

	if (s != SIDE_USA || st != US_OFF_MAP || off->box == NULL ||
	    strcmp(off->box, BOX) != 0)
		return refuse(g, "groups", "--commit: %s is %s, not a Union "
		    "unit or leader in the %s box (SIV 20.0: the Union player "
		    "commits from that box)", w->name, where(g, w), BOX);
	if (off->arrives > 0)
		return refuse(g, "groups", "--commit: %s is committed "
		    "already, due on Turn %d (SIV 20.0: \"Once selected, a "
		    "unit must be committed\")", w->name, off->arrives);
	return 0;
}

/* The groups' members into w (grown as needed), *n of them; 0, or the
 * refusal. */
static int
check_commitment(struct game *g, const struct turn_orders *o,
    struct named **wp, int *np)
{
	struct named	*w;
	int		 k, i, n = 0, st, first;

	for (k = 0; k < o->ngroups; k++)
		n += o->groups[k].n;
	w = arena_alloc(&g->arena, (size_t)(n + 1) * sizeof(*w));
	*wp = w;
	*np = n;
	if (o->ngroups == 0)
		return refuse(g, "groups", "--commit: name the groups, 'A,B;C' "
		    "(SIV 20.0 Groups)");
	if ((i = turn_logged(g, "commitment", "groups", -1)) >= 0)
		return refuse(g, "log", "--commit: the Union player committed "
		    "in this Union Commitment Segment already (log entry %d) "
		    "(SIV 20.0)", i + 1);
	if (vp_segment_scored(g, PH_COMMITMENT, NULL) > 0)
		return refuse(g, "ledger.vp", "--commit: Turn %d's Union "
		    "Commitment Segment VP are in ledger.vp already: the "
		    "segment is over (SIV 20.0)", g->turn);
	for (k = 0, n = 0; k < o->ngroups; k++)
		for (i = 0; i < o->groups[k].n; i++)
			if ((st = find(g, "--commit", o->groups[k].units[i],
			    &w[n++])) != 0)
				return st;
	if ((st = twice(g, "--commit", w, n)) != 0)
		return st;
	for (i = 0; i < n; i++)
		if ((st = check_member(g, &w[i])) != 0)
			return st;
	for (k = 0, first = 0; k < o->ngroups; first += o->groups[k++].n)
		if ((st = check_group(g, k + 1, &w[first],
		    o->groups[k].n)) != 0)
			return st;
	return 0;
}

/* Group k's members: due on turn t in the `commitment` area. */
static struct node *
commit_group(struct game *g, struct turn_result *r, const struct named *w,
    int n, int k, int die, int t)
{
	struct arena	*a = &g->arena;
	struct node	*one = node_map(a, S_FLOW), *v = node_seq(a, S_FLOW);
	struct offmap	*off;
	const char	*names = "";
	int		 i;

	for (i = 0; i < n; i++) {
		off = w[i].u != NULL ? &w[i].u->off : &w[i].l->off;
		off->arrives = t;
		off->area = "commitment";
		if (w[i].u != NULL)
			w[i].u->committed = g->turn;
		else
			w[i].l->committed = g->turn;
		node_push(a, v, node_scalar(a, w[i].name));
		names = arena_printf(a, "%s%s%s", names, i > 0 ? ", " : "",
		    w[i].name);
	}
	turn_note(g, r, "group %d (%s): the die %d + %d, placed in the "
	    "Reinforcement Phase of Turn %d, in M5816 (SIV 20.0)", k, names,
	    die, k - 1, t);
	node_set(a, one, "units", v);
	node_set(a, one, "turn", node_int(a, t));
	return one;
}

/* SIV 20.0 Victory Point Loss: the note of what the table takes. */
static void
commitment_note(struct game *g, struct turn_result *r, const struct named *w,
    int n)
{
	int i, infantry = 0, each = vp_commitment_table(g->turn);

	for (i = 0; i < n; i++)
		infantry += w[i].u != NULL && w[i].u->type == U_INFANTRY;
	if (each == 0) {
		turn_note(g, r, "the Union Commitment Table, Turn %d: no VP "
		    "lost (SIV 20.0 Victory Point Loss for Union Commitment)",
		    g->turn);
		return;
	}
	turn_note(g, r, "the Union Commitment Table, Turn %d: -%d VP for each "
	    "infantry unit committed, none for leaders and cavalry: %d "
	    "infantry, %d VP (SIV 20.0 Victory Point Loss for Union "
	    "Commitment)", g->turn, each, infantry, -each * infantry);
}

int
turn_commit(struct game *g, struct dice *d, const struct turn_orders *o,
    struct turn_result *r)
{
	struct arena	*a = &g->arena;
	struct named	*w;
	struct node	*e, *groups, *vpe = NULL;
	int		 st, n, k, first, die, m;

	if ((st = turn_segment_now(g, PH_COMMITMENT, "--commit")) != 0 ||
	    (st = check_commitment(g, o, &w, &n)) != 0)
		return st;
	die = dice_roll(d, g, "commitment");
	if (dice_missing(d) > 0)
		return 0;
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "commitment"));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "die", node_int(a, die));
	groups = node_seq(a, S_BLOCK);
	for (k = 0, first = 0; k < o->ngroups; first += o->groups[k++].n)
		node_push(a, groups, commit_group(g, r, &w[first],
		    o->groups[k].n, k + 1, die, g->turn + die + k));
	node_set(a, e, "groups", groups);
	commitment_note(g, r, w, n);
	m = g->log != NULL ? g->log->n : 0;
	if ((st = turn_segment_score(g, r, PH_COMMITMENT)) != 0)
		return st;
	node_set(a, e, "vp", node_int(a, r->vp));
	/* The entry comes before the vp entry it caused. */
	if (g->log != NULL && g->log->n > m)
		vpe = g->log->items[--g->log->n];
	turn_log(g, r, e, d);
	if (vpe != NULL)
		node_push(a, g->log, vpe);
	return turn_phase_ends(g, r);
}
