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

static int
refused(struct game *g, struct move_plan *plan, int status,
    const struct move_step *s, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

static int
refused(struct game *g, struct move_plan *plan, int status,
    const struct move_step *s, const char *rule, const char *fmt, ...)
{
	struct move_refusal	*r = &plan->refusal;
	va_list			 ap;

	r->step = s->n;
	r->hex = s->price.to;
	r->rule = rule;
	va_start(ap, fmt);
	vsnprintf(r->why, sizeof(r->why), fmt, ap);
	va_end(ap);
	snprintf(r->text, sizeof(r->text), "step %d, %s: %s", s->n,
	    hexid(g, s->price.to), r->why);
	plan->status = status;
	plan->stop = MOVE_REFUSED;
	plan->stop_step = s->n;
	return status;
}

static void
collect(struct game *g, struct move_plan *plan, struct move_step *s,
    int *cap)
{
	struct move_missing	*m;
	int			 i;

	for (i = 0; i < s->price.nmissing; i++) {
		if (plan->nmissing == *cap) {
			*cap = *cap ? *cap * 2 : 8;
			m = arena_alloc(&g->arena, (size_t)*cap * sizeof(*m));
			if (plan->nmissing > 0)
				memcpy(m, plan->missing, (size_t)plan->nmissing *
				    sizeof(*m));
			plan->missing = m;
		}
		s->price.missing[i].step = s->n;
		plan->missing[plan->nmissing++] = s->price.missing[i];
	}
}

/* Why the march cannot go on past step k: the stop it made there. */
static int
past_stop(struct game *g, struct move_plan *plan, const struct move_step *s,
    enum move_stop stop, const struct move_step *at)
{
	switch (stop) {
	case MOVE_ZOC:
		return refused(g, plan, ST_REFUSED, s, "6.2", "enemy ZOC "
		    "entered at step %d (%s) stops the march (6.2)", at->n,
		    hexid(g, at->price.to));
	case MOVE_ZOC_TO_ZOC:
		return refused(g, plan, ST_REFUSED, s, "6.2", "the move from "
		    "enemy ZOC to enemy ZOC at step %d (%s) took all MP and "
		    "ended the march (6.2)", at->n, hexid(g, at->price.to));
	default:
		return refused(g, plan, ST_REFUSED, s, "6.1", "no MP left "
		    "after step %d (%s): the march is over (6.1)", at->n,
		    hexid(g, at->price.to));
	}
}

int
move_path(struct game *g, const struct move_state *st, const hex_t *hexes,
    int n, struct move_plan *plan)
{
	struct move_step	*s, *stopped_at = NULL;
	const struct restriction *rs;
	enum move_stop		 stopped = MOVE_GO;
	hex_t			 at = st->at;
	halves			 mp = st->mp;
	bool			 moved = st->moved, unknown = false, minimum;
	char			 a[24], b[24];
	int			 i, cap = 0;

	memset(plan, 0, sizeof(*plan));
	plan->start = *st;
	plan->end = at;
	plan->steps = arena_alloc(&g->arena, (size_t)(n > 0 ? n : 1) *
	    sizeof(*plan->steps));
	for (i = 0; i < n; i++) {
		s = &plan->steps[i];
		s->n = i + 1;
		plan->nsteps = i + 1;
		s->mp_before = mp;
		move_price(g, st, at, hexes[i], &s->price);
		if (!s->price.adjacent)
			return refused(g, plan, ST_USAGE, s, "3.0", "not "
			    "adjacent to %s, the hex before it", hexid(g, at));
		if (!s->price.on_map)
			return refused(g, plan, ST_REFUSED, s, "2.3", "off the "
			    "map (2.3)");
		if (stopped != MOVE_GO)
			return past_stop(g, plan, s, stopped, stopped_at);
		/* A hex the map gives no terrain: nothing can be ruled of
		 * the step; go on to find the rest. */
		if (s->price.nmissing > 0 && s->price.missing[0].chart ==
		    NULL) {
			collect(g, plan, s, &cap);
			unknown = true;
			goto next;
		}
		/* 6.2: "An active unit may not exit an enemy normal ZOC hex
		 * unless it starts its march there." */
		if (s->price.zoc_from && at != st->start)
			return refused(g, plan, ST_REFUSED, s, "6.2", "a unit "
			    "leaves enemy ZOC only from the hex where its "
			    "march began (%s), and %s is in enemy ZOC (6.2)",
			    hexid(g, st->start), hexid(g, at));
		if (!s->price.passage.possible)
			return refused(g, plan, ST_REFUSED, s, "6.2", "%s",
			    s->price.passage.why != NULL ?
			    s->price.passage.why : "may not be entered (6.2)");
		if (s->price.enemy_occupied)
			return refused(g, plan, ST_REFUSED, s, "6.2", "enemy-"
			    "occupied: a unit may not enter a hex occupied by "
			    "enemy units (6.2)");
		/* The scenario's no-enter, keep-away and no-enemy-zoc. */
		if ((rs = restrict_enter(g, st->unit, hexes[i])) != NULL)
			return refused(g, plan, ST_REFUSED, s, rs->rule,
			    "%s %s in this scenario %s", st->unit->name,
			    restrict_what(g, rs), restrict_cite(g, rs));
		/* 7.1: "As long as a unit does not attack during its march,
		 * it may always move at least one hex"; 7.7: even when a
		 * cavalry retreat cut its MP to 0 before it moved.  RULING:
		 * so any first step of a march that has not attacked, MP 0
		 * included (only a cavalry retreat leaves a march at 0
		 * before it moves). */
		minimum = !moved && !st->attacked;
		if (s->price.zoc_from && s->price.zoc_to) {
			/*
			 * 6.2: "ZOC to ZOC costs the unit's entire Movement
			 * Allowance, ending the march with no attack".
			 * RULING: it is all the MP left, whatever the
			 * terrain costs (its cost is not read, nor needed),
			 * so any MP left will do, or none for the minimum
			 * one-hex move.
			 */
			if (mp <= 0 && !unknown && !minimum)
				return refused(g, plan, ST_REFUSED, s, "6.1",
				    "no MP left (6.1)");
			s->price.nmissing = 0;
			s->paid = unknown ? 0 : mp;
			s->paid_why = "ZOC to ZOC: all MP (6.2)";
			s->zoc_to_zoc = true;
			mp = 0;
			/* "if the two hexes are not connected by road, pike,
			 * RR, or trail, the unit's Strength marker is
			 * flipped to disorganized (or, if already
			 * disorganized, its Manpower value is reduced by
			 * 1)". */
			if (!s->price.road)
				s->penalty = st->unit->disorganized ?
				    MOVE_LOSE_MANPOWER : MOVE_DISORGANIZE;
			stopped = MOVE_ZOC_TO_ZOC;
		} else {
			if (s->price.nmissing > 0) {
				collect(g, plan, s, &cap);
				unknown = true;
			}
			if (!unknown) {
				if (s->price.cost <= mp)
					s->paid = s->price.cost;
				else if (minimum) {
					s->paid = mp;
					s->minimum = true;
					s->paid_why = "the minimum one-hex "
					    "move: all MP (7.1)";
				} else if (!moved && at == st->start &&
				    s->price.ferry > 0 &&
				    s->price.cost - s->price.ferry <= mp) {
					/*
					 * 7.1: "If a unit begins a march
					 * adjacent to a ferry hexside and does
					 * not have enough MP to cross due to
					 * the ferry MP penalty, it may cross
					 * that ferry hexside anyway using all
					 * of its available MP."  RULING: an
					 * attack before it does not forbid it
					 * (7.1 says nothing of one); the MP
					 * left must cover all but the
					 * penalty.
					 */
					s->paid = mp;
					s->ferry_exception = true;
					s->paid_why = "the ferry exception: "
					    "all MP (7.1)";
				} else if (mp <= 0)
					return refused(g, plan, ST_REFUSED, s,
					    "6.1", "no MP left (6.1)");
				else
					return refused(g, plan, ST_REFUSED, s,
					    "6.1", "not enough MP: it costs %s, "
					    "%s left (6.1%s)",
					    move_mp_text(s->price.cost, a),
					    move_mp_text(mp, b), moved ? "" :
					    "; no minimum one-hex move after "
					    "an attack, 7.1");
				mp -= s->paid;
			}
			/* 6.2: "A unit must stop upon entering an enemy
			 * normal ZOC hex from a hex not in an enemy normal
			 * ZOC, and must then either attack or end its
			 * march."  RULING: entered with the last MP, the
			 * march is over (MOVE_SPENT): no attack can be made
			 * at 0 (6.1: no column of route at 0). */
			if (s->price.zoc_to) {
				s->zoc_entered = true;
				stopped = !unknown && mp == 0 ? MOVE_SPENT :
				    MOVE_ZOC;
			} else if (!unknown && mp == 0)
				stopped = MOVE_SPENT;
		}
		/* 6.2, 7.7: the cavalry retreat opportunities of the hex
		 * entered ("before an attack is declared"), found for every
		 * move into a cavalry ZOC; march_path.c offers none after a
		 * move from ZOC to ZOC, which ends the march with no attack
		 * (its RULING). */
		if (s->price.zoc_to)
			s->ncavalry = move_cavalry(g, st, hexes[i], s->cavalry);
		if (stopped != MOVE_GO)
			stopped_at = s;
next:
		s->mp_after = mp;
		at = hexes[i];
		moved = true;
	}
	plan->end = at;
	plan->mp_left = mp;
	/* RULING: a refusal that holds whatever the missing costs are
	 * (returned above) is the answer, exit 1; else the missing cells,
	 * every one, exit 65: the MP a path spends cannot be ruled on
	 * without them. */
	if (unknown) {
		plan->status = ST_DATA;
		plan->stop = MOVE_REFUSED;
		return plan->status;
	}
	plan->stop = stopped;
	plan->stop_step = stopped_at != NULL ? stopped_at->n : n;
	if (stopped_at != NULL) {
		memcpy(plan->cavalry, stopped_at->cavalry,
		    sizeof(plan->cavalry));
		plan->ncavalry = stopped_at->ncavalry;
		plan->penalty = stopped_at->penalty;
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
		chart_missing(g->diag, m->chart, m->row, m->col, need);
	}
	if (g->diag->status < ST_DATA)
		g->diag->status = ST_DATA;
	return ST_DATA;
}
