/*
 * move_path.c — a march's path checked step by step (6.1, 6.2, 7.1, 7.7):
 * MP left, entering enemy ZOC (the march stops), leaving it only where
 * the march began (+1), ZOC to ZOC (all MP, the march over, the penalty
 * off the roads), the minimum one-hex move and its ferry exception, the
 * cavalry retreat opportunities; the first step refused, or every cell of
 * the charts the path needs that nobody supplied.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "move.h"
#include "missing.h"
#include "move_int.h"
#include "refuse.h"
#include "restrict.h"

const char *const move_stop_names[] = {
	"go", "zoc", "zoc-to-zoc", "spent", "refused"
};

/* The hex id as printed, in one of four rotating buffers. */
static const char *
hexid(const struct game *g, hex_t h)
{
	static char	buf[4][16];
	static int	k;

	k = (k + 1) % 4;
	hex_format(g->map.geo, h, buf[k]);
	return buf[k];
}

/*
 * A path being walked: what each step's checks read and change.  The
 * checks (step_checks[] below) see the march as it stands before the
 * step, and leave it as it stands after.
 */
struct walk {
	struct game		*g;
	const struct move_state	*st;
	struct move_plan	*plan;
	struct move_step	*s;		/* the step checked */
	hex_t			 at;		/* the hex it leaves */
	hex_t			 to;		/* the hex it enters */
	halves			 mp;		/* MP left */
	bool			 moved;		/* a hex entered this march */
	bool			 unknown;	/* a cost so far is missing */
	enum move_stop		 stopped;	/* the stop made so far */
	struct move_step	*stopped_at;
	int			 cap;		/* room in plan->missing */
};

/* What a step check answers, when it refuses nothing. */
enum {
	STEP_ON = 0,	/* the next check */
	STEP_DONE = -1	/* the step is ruled: no more checks */
};

/* The step refused (status 1, or 64 for a path that is no path): why,
 * for move_report(). */
static int
refused(struct walk *w, int status, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
refused(struct walk *w, int status, const char *rule, const char *fmt, ...)
{
	struct move_refusal	*r = &w->plan->refusal;
	const struct move_step	*s = w->s;
	va_list			 ap;

	r->step = s->n;
	r->hex = s->price.to;
	r->rule = rule;
	va_start(ap, fmt);
	vsnprintf(r->why, sizeof(r->why), fmt, ap);
	va_end(ap);
	snprintf(r->text, sizeof(r->text), "step %d, %s: %s", s->n,
	    hexid(w->g, s->price.to), r->why);
	w->plan->status = status;
	w->plan->stop = MOVE_REFUSED;
	w->plan->stop_step = s->n;
	return status;
}

/* The step's missing cells, for move_report(): the MP of this step and
 * of the rest are then not known (DESIGN.md section 6). */
static void
collect(struct walk *w)
{
	struct move_plan	*plan = w->plan;
	struct move_step	*s = w->s;
	struct move_missing	*m;
	int			 i;

	for (i = 0; i < s->price.nmissing; i++) {
		if (plan->nmissing == w->cap) {
			w->cap = w->cap ? w->cap * 2 : 8;
			m = arena_alloc(&w->g->arena, (size_t)w->cap *
			    sizeof(*m));
			if (plan->nmissing > 0)
				memcpy(m, plan->missing, (size_t)plan->nmissing *
				    sizeof(*m));
			plan->missing = m;
		}
		s->price.missing[i].step = s->n;
		plan->missing[plan->nmissing++] = s->price.missing[i];
	}
	w->unknown = true;
}

/*
 * 7.1: "As long as a unit does not attack during its march, it may always
 * move at least one hex"; 7.7: even when a cavalry retreat cut its MP to
 * 0 before it moved.  RULING: so any first step of a march that has not
 * attacked, MP 0 included (only a cavalry retreat leaves a march at 0
 * before it moves).
 */
static bool
minimum_move(const struct walk *w)
{
	return !w->moved && !w->st->attacked;
}

/* 3.0: a path is of adjacent hexes (a usage error, not a refusal). */
static int
step_adjacent(struct walk *w)
{
	if (w->s->price.adjacent)
		return STEP_ON;
	return refused(w, ST_USAGE, "3.0", "not adjacent to %s, the hex "
	    "before it", hexid(w->g, w->at));
}

/* 2.3: nothing moves off the map. */
static int
step_on_map(struct walk *w)
{
	if (w->s->price.on_map)
		return STEP_ON;
	return refused(w, ST_REFUSED, "2.3", "off the map (2.3)");
}

/* 6.1, 6.2: no step after the march stopped, and why it did. */
static int
step_after_stop(struct walk *w)
{
	const struct move_step *at = w->stopped_at;

	switch (w->stopped) {
	case MOVE_GO:
		return STEP_ON;
	case MOVE_ZOC:
		return refused(w, ST_REFUSED, "6.2", "enemy ZOC entered at "
		    "step %d (%s) stops the march (6.2)", at->n,
		    hexid(w->g, at->price.to));
	case MOVE_ZOC_TO_ZOC:
		return refused(w, ST_REFUSED, "6.2", "the move from enemy ZOC "
		    "to enemy ZOC at step %d (%s) took all MP and ended the "
		    "march (6.2)", at->n, hexid(w->g, at->price.to));
	default:
		return refused(w, ST_REFUSED, "6.1", "no MP left after step %d "
		    "(%s): the march is over (6.1)", at->n,
		    hexid(w->g, at->price.to));
	}
}

/* DESIGN.md section 6: a hex the map gives no terrain; nothing can be
 * ruled of the step, and the rest of the path is checked to find every
 * value missing. */
static int
step_terrain(struct walk *w)
{
	const struct move_price *p = &w->s->price;

	if (p->nmissing == 0 || p->missing[0].chart != NULL)
		return STEP_ON;
	collect(w);
	return STEP_DONE;
}

/* 6.2: "An active unit may not exit an enemy normal ZOC hex unless it
 * starts its march there." */
static int
step_zoc_exit(struct walk *w)
{
	if (!w->s->price.zoc_from || w->at == w->st->start)
		return STEP_ON;
	return refused(w, ST_REFUSED, "6.2", "a unit leaves enemy ZOC only "
	    "from the hex where its march began (%s), and %s is in enemy ZOC "
	    "(6.2)", hexid(w->g, w->st->start), hexid(w->g, w->at));
}

/* 2.4, 6.2, 10.2, 12.0: the hexside may be crossed (passage.h). */
static int
step_passage(struct walk *w)
{
	const struct passage *p = &w->s->price.passage;

	if (p->possible)
		return STEP_ON;
	return refused(w, ST_REFUSED, "6.2", "%s", p->why != NULL ? p->why :
	    "may not be entered (6.2)");
}

/* 6.2: "a unit may not enter a hex occupied by enemy units". */
static int
step_enemy(struct walk *w)
{
	if (!w->s->price.enemy_occupied)
		return STEP_ON;
	return refused(w, ST_REFUSED, "6.2", "enemy-occupied: a unit may not "
	    "enter a hex occupied by enemy units (6.2)");
}

/* The scenario's no-enter, keep-away and no-enemy-zoc (restrict.h). */
static int
step_scenario(struct walk *w)
{
	const struct restriction *rs;

	if ((rs = restrict_enter(w->g, w->st->unit, w->to)) == NULL)
		return STEP_ON;
	return refused(w, ST_REFUSED, rs->rule, "%s %s in this scenario %s",
	    w->st->unit->name, restrict_what(w->g, rs),
	    restrict_cite(w->g, rs));
}

/*
 * 6.2: "ZOC to ZOC costs the unit's entire Movement Allowance, ending the
 * march with no attack", and "if the two hexes are not connected by road,
 * pike, RR, or trail, the unit's Strength marker is flipped to
 * disorganized (or, if already disorganized, its Manpower value is
 * reduced by 1)".  RULING: it is all the MP left, whatever the terrain
 * costs (its cost is not read, nor needed), so any MP left will do, or
 * none for the minimum one-hex move.  The checks of the MP paid below
 * have nothing more to pay.
 */
static int
step_zoc_to_zoc(struct walk *w)
{
	struct move_step *s = w->s;

	if (!s->price.zoc_from || !s->price.zoc_to)
		return STEP_ON;
	if (w->mp <= 0 && !w->unknown && !minimum_move(w))
		return refused(w, ST_REFUSED, "6.1", "no MP left (6.1)");
	s->price.nmissing = 0;
	s->paid = w->unknown ? 0 : w->mp;
	s->paid_why = "ZOC to ZOC: all MP (6.2)";
	s->zoc_to_zoc = true;
	w->mp = 0;
	if (!s->price.road)
		s->penalty = w->st->unit->disorganized ? MOVE_LOSE_MANPOWER :
		    MOVE_DISORGANIZE;
	w->stopped = MOVE_ZOC_TO_ZOC;
	return STEP_ON;
}

/* DESIGN.md section 6: a cost the charts lack; the MP of this step and
 * of the rest are then not known, and the path is checked on. */
static int
step_missing(struct walk *w)
{
	if (w->s->zoc_to_zoc || w->s->price.nmissing == 0)
		return STEP_ON;
	collect(w);
	return STEP_ON;
}

/*
 * 6.1: the step's cost out of the MP left; else 7.1's minimum one-hex
 * move, or its ferry exception: "If a unit begins a march adjacent to a
 * ferry hexside and does not have enough MP to cross due to the ferry MP
 * penalty, it may cross that ferry hexside anyway using all of its
 * available MP."  RULING: an attack before it does not forbid the ferry
 * exception (7.1 says nothing of one); the MP left must cover all but the
 * penalty.  Not ruled once a cost before it is unknown.
 */
static int
step_pay(struct walk *w)
{
	struct move_step	*s = w->s;
	char			 a[24], b[24];

	if (s->zoc_to_zoc || w->unknown)
		return STEP_ON;
	if (s->price.cost <= w->mp)
		s->paid = s->price.cost;
	else if (minimum_move(w)) {
		s->paid = w->mp;
		s->minimum = true;
		s->paid_why = "the minimum one-hex move: all MP (7.1)";
	} else if (!w->moved && w->at == w->st->start && s->price.ferry > 0 &&
	    s->price.cost - s->price.ferry <= w->mp) {
		s->paid = w->mp;
		s->ferry_exception = true;
		s->paid_why = "the ferry exception: all MP (7.1)";
	} else if (w->mp <= 0)
		return refused(w, ST_REFUSED, "6.1", "no MP left (6.1)");
	else
		return refused(w, ST_REFUSED, "6.1", "not enough MP: it costs "
		    "%s, %s left (6.1%s)",
		    move_mp_text(s->price.cost, a), move_mp_text(w->mp, b),
		    w->moved ? "" : "; no minimum one-hex move after an "
		    "attack, 7.1");
	w->mp -= s->paid;
	return STEP_ON;
}

/* 6.2: "A unit must stop upon entering an enemy normal ZOC hex from a hex
 * not in an enemy normal ZOC, and must then either attack or end its
 * march."  RULING: entered with the last MP, the march is over
 * (MOVE_SPENT): no attack can be made at 0 (6.1: no column of route at
 * 0).  6.1: with no MP left the march is over. */
static int
step_stops(struct walk *w)
{
	bool spent = !w->unknown && w->mp == 0;

	if (w->s->zoc_to_zoc)
		return STEP_ON;
	if (w->s->price.zoc_to) {
		w->s->zoc_entered = true;
		w->stopped = spent ? MOVE_SPENT : MOVE_ZOC;
	} else if (spent)
		w->stopped = MOVE_SPENT;
	return STEP_ON;
}

/* 6.2, 7.7: the cavalry retreat opportunities of the hex entered ("before
 * an attack is declared"), found for every move into a cavalry ZOC;
 * march_path.c offers none after a move from ZOC to ZOC, which ends the
 * march with no attack (its RULING). */
static int
step_cavalry(struct walk *w)
{
	if (w->s->price.zoc_to)
		w->s->ncavalry = move_cavalry(w->g, w->st, w->to,
		    w->s->cavalry);
	return STEP_ON;
}

/* The checks of each step, in the order the unit meets them: the first
 * that refuses is the answer. */
static int (*const step_checks[])(struct walk *) = {
	step_adjacent,
	step_on_map,
	step_after_stop,
	step_terrain,
	step_zoc_exit,
	step_passage,
	step_enemy,
	step_scenario,
	step_zoc_to_zoc,
	step_missing,
	step_pay,
	step_stops,
	step_cavalry,
};

int
move_path(struct game *g, const struct move_state *st, const hex_t *hexes,
    int n, struct move_plan *plan)
{
	struct walk	 w;
	size_t		 k;
	int		 i, r;

	memset(plan, 0, sizeof(*plan));
	memset(&w, 0, sizeof(w));
	w.g = g;
	w.st = st;
	w.plan = plan;
	w.at = st->at;
	w.mp = st->mp;
	w.moved = st->moved;
	w.stopped = MOVE_GO;
	plan->start = *st;
	plan->end = w.at;
	plan->steps = arena_alloc(&g->arena, (size_t)(n > 0 ? n : 1) *
	    sizeof(*plan->steps));
	for (i = 0; i < n; i++) {
		w.s = &plan->steps[i];
		w.to = hexes[i];
		w.s->n = i + 1;
		plan->nsteps = i + 1;
		w.s->mp_before = w.mp;
		move_price(g, st, w.at, w.to, &w.s->price);
		for (k = 0; k < sizeof(step_checks) / sizeof(step_checks[0]);
		    k++)
			if ((r = step_checks[k](&w)) > 0)
				return r;
			else if (r == STEP_DONE)
				break;
		if (w.stopped != MOVE_GO)
			w.stopped_at = w.s;
		w.s->mp_after = w.mp;
		w.at = w.to;
		w.moved = true;
	}
	plan->end = w.at;
	plan->mp_left = w.mp;
	/* RULING: a refusal that holds whatever the missing costs are
	 * (returned above) is the answer, exit 1; else the missing cells,
	 * every one, exit 65: the MP a path spends cannot be ruled on
	 * without them. */
	if (w.unknown) {
		plan->status = ST_DATA;
		plan->stop = MOVE_REFUSED;
		return plan->status;
	}
	plan->stop = w.stopped;
	plan->stop_step = w.stopped_at != NULL ? w.stopped_at->n : n;
	if (w.stopped_at != NULL) {
		memcpy(plan->cavalry, w.stopped_at->cavalry,
		    sizeof(plan->cavalry));
		plan->ncavalry = w.stopped_at->ncavalry;
		plan->penalty = w.stopped_at->penalty;
	}
	return ST_DONE;
}

int
move_report(struct game *g, const struct move_plan *plan, const char *path)
{
	const struct move_missing	*m, *o;
	char				*need;
	int				 i, j;

	if (plan->status == ST_REFUSED)
		return refuse(g, path, "%s", plan->refusal.text);
	if (plan->status == ST_USAGE) {
		diag_error(g->diag, ST_USAGE, (struct pos){ 0, 0 }, path, "%s",
		    plan->refusal.text);
		return ST_USAGE;
	}
	if (plan->status != ST_DATA)
		return plan->status;
	/* Each cell once, with every step that needs it. */
	for (i = 0; i < plan->nmissing; i++) {
		m = &plan->missing[i];
		for (j = 0; j < i; j++) {
			o = &plan->missing[j];
			if (o->chart == m->chart && (m->chart == NULL ?
			    o->hex == m->hex : strcmp(o->row, m->row) == 0 &&
			    (o->col == NULL ? m->col == NULL : m->col != NULL &&
			    strcmp(o->col, m->col) == 0)))
				break;
		}
		if (j < i)
			continue;
		if (m->chart == NULL) {
			/* The map's error, named once per hex. */
			game_terrain(g, m->hex, "6.1 movement");
			continue;
		}
		need = arena_printf(&g->arena, "%s at step %d (%s)", m->needed,
		    m->step, hexid(g, m->hex));
		for (j = i + 1; j < plan->nmissing; j++) {
			o = &plan->missing[j];
			if (o->chart == m->chart && strcmp(o->row, m->row) ==
			    0 && (o->col == NULL ? m->col == NULL :
			    m->col != NULL && strcmp(o->col, m->col) == 0))
				need = arena_printf(&g->arena, "%s, step %d "
				    "(%s)", need, o->step, hexid(g, o->hex));
		}
		missing_cell(g, m->chart, m->row, m->col, need);
	}
	if (g->diag->status < ST_DATA)
		g->diag->status = ST_DATA;
	return ST_DATA;
}
