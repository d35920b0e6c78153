/*
 * combat_results.c — applying a combat's results (7.5, 11.0): manpower losses
 * over the force, the letter results unit by unit, elimination and displaced
 * leaders, the ledger, what the rules require next (`pending`), the march, and
 * the log entry.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat_int.h"
#include "names.h"
#include "module.h"
#include "refuse.h"

int
result_parse(const char *s, struct result *r)
{
	memset(r, 0, sizeof(*r));
	if (strcmp(s, "-") == 0)
		return 0;		/* a dash: unaffected */
	while (*s >= '0' && *s <= '9')
		r->loss = r->loss * 10 + (*s++ - '0');
	for (; *s != '\0'; s++)
		switch (*s) {
		case 'D':
			r->D = true;
			break;
		case 'F':
			r->F = true;
			break;
		case 'f':
			r->f = true;
			break;
		case 'E':
			r->E = true;
			break;
		case 'r':
			r->r = true;
			break;
		case 'R':
			if (s[1] == '*') {
				r->Rstar = true;
				s++;
			} else
				r->R = true;
			break;
		case 'a':
			r->a = true;
			break;
		default:
			return -1;
		}
	return 0;
}

/* A chart cell supplied by the players that reads as no result. */
static int
bad_result(struct game *g, const char *chart, const char *row,
    const char *col, const char *cell)
{
	char path[128];

	snprintf(path, sizeof(path), "charts.%s.%s.%s", chart, row, col);
	diag_error(g->diag, ST_DATA, (struct pos){ 0, 0 }, path, "'%s' is "
	    "not a Combat Chart result: a number and the letters D, F, f, "
	    "E, r, R, R*, a, or \"-\" (7.5)", cell);
	return ST_DATA;
}

static bool
ends_march(const struct result *r)
{
	return r->D || r->F || r->f || r->E;
}

/*
 * 7.5: the number result applies to the force as a whole, divided as
 * its owner wishes.  Without a choice, each point comes off the unit
 * with the most manpower left (the first listed on a tie): no unit is
 * spent while another could better bear it.
 */
static int
allocate(struct game *g, struct share *sh, int n, int loss, int extra,
    const struct allocation *al, int nal, const char *opt)
{
	int i, j, sum = 0, best;

	if (nal > 0) {
		if (loss == 0)
			return refuse_usage(g->diag, "%s: the result has no "
			    "manpower loss to allocate", opt);
		for (i = 0; i < nal; i++) {
			for (j = 0; j < n; j++)
				if (strcmp(sh[j].unit->name, al[i].unit) == 0)
					break;
			if (j == n)
				return refuse_usage(g->diag, "%s: %s is not "
				    "one of the %s units", opt, al[i].unit,
				    strcmp(opt, "--defender-loss") == 0 ?
				    "defending" : "attacking");
			sh[j].loss += al[i].loss;
			if (sh[j].loss > sh[j].unit->manpower)
				return refuse_usage(g->diag, "%s: %s has only "
				    "%d manpower to give", opt, al[i].unit,
				    sh[j].unit->manpower);
			sum += al[i].loss;
		}
		if (sum != loss && extra > 0)
			return refuse_usage(g->diag, "%s: the losses given add "
			    "up to %d, and the result is a loss of %d (%d on "
			    "the chart and %d for a grand assault, 7.2)", opt,
			    sum, loss, loss - extra, extra);
		if (sum != loss)
			return refuse_usage(g->diag, "%s: the losses given add "
			    "up to %d, and the result is a loss of %d", opt,
			    sum, loss);
		return 0;
	}
	while (loss-- > 0) {
		best = -1;
		for (i = 0; i < n; i++)
			if (sh[i].unit->manpower - sh[i].loss > 0 &&
			    (best < 0 || sh[i].unit->manpower - sh[i].loss >
			    sh[best].unit->manpower - sh[best].loss))
				best = i;
		if (best < 0)
			break;		/* the whole force is gone */
		sh[best].loss++;
	}
	return 0;
}

/* 7.2: what a grand assault of Combat value 80 or more adds to the
 * attacker's loss number: 1 for 80 to 89, 2 for 90 to 99, 3 for 100 or
 * more; 0 otherwise. */
int
grand_loss_increase(const struct combat *c)
{
	if (!c->grand || c->attack_value < 80 * 4)
		return 0;
	return c->attack_value >= 100 * 4 ? 3 : c->attack_value >= 90 * 4 ?
	    2 : 1;
}

/* The letters and the loss on one unit (7.5, 11.0), and what they did. */
static void
apply_unit(struct game *g, struct share *s, const struct result *r,
    struct node *notes)
{
	struct unit	*u = s->unit;
	int		 before = u->fatigue;

	if (r->Rstar && u->demoralized == 2)
		s->extra = 1;	/* 7.5 R*: one more on a Demoralize-2 unit */
	if (s->loss + s->extra > 0) {
		s->lost = s->loss + s->extra;
		if (s->lost > u->manpower)
			s->lost = u->manpower;
		u->manpower -= s->lost;
		/* A new Strength marker: its disorganized value is the new
		 * marker's, which the file must give again (7.2). */
		u->combat = -1;
	}
	/* 7.5: D disorganizes and adds 3 Fatigue Levels, F 2, f 1, each
	 * "to a maximum of 4". */
	if (r->D) {
		u->disorganized = true;
		u->fatigue += 3;
		s->disorganized = true;
	} else if (r->F)
		u->fatigue += 2;
	else if (r->f)
		u->fatigue += 1;
	if (u->fatigue > 4)
		u->fatigue = 4;
	s->fatigue = u->fatigue - before;
	if (r->R || r->Rstar) {
		int d = u->demoralized;

		u->demoralized = r->Rstar ? 2 : d < 2 ? d + 1 : 2;
		if (u->demoralized != d)
			s->demoralized = u->demoralized;
	}
	if (u->manpower == 0) {
		s->eliminated = true;
		game_remove_unit(g, u, US_ELIMINATED, notes);
	}
}

/*
 * What the rules require next (7.6): the defender's retreat or rout, or
 * else his voluntary retreat option; the attacker's advance.  Each entry
 * names the units, the hex they leave, the bounds on the hexes to go,
 * and the active enemy unit's hex that "more distant" counts from.
 */
static void
pending_retreat(struct game *g, const struct combat *c, struct share *sh,
    int n, const struct result *r, hex_t from, hex_t enemy,
    const char *enemy_unit, const char *result)
{
	struct pending	*p;
	const char	**units;
	bool		 rout = r->R || r->Rstar;
	int		 i, k = 0;

	(void)c;
	units = arena_alloc(&g->arena, (size_t)(n + 1) * sizeof(*units));
	for (i = 0; i < n; i++)
		if (sh[i].unit->status == US_IN_PLAY)
			units[k++] = sh[i].unit->name;
	if (k == 0)
		return;
	if (r->r || rout) {
		/* 7.5 Combat Results: "r" retreats 2 to 4 hexes, "R" routs
		 * 4 to 6 (printed as text, not as a table). */
		p = pending_add(g, rout ? PK_ROUT : PK_RETREAT);
		p->min = rout ? 4 : 2;
		p->max = rout ? 6 : 4;
	} else {
		/* 7.6 Defender's Voluntary Retreat Option: 1 to 4 hexes, may
		 * end adjacent; a fatigue level on a "-" result. */
		p = pending_add(g, PK_VOLUNTARY);
		p->min = 1;
		p->max = 4;
		p->fatigue = strcmp(result, "-") == 0 ? 1 : 0;
		p->has_optional = p->optional = true;
	}
	p->rule = "7.6";
	p->units = units;
	p->nunits = k;
	p->from = from;
	p->enemy = enemy;
	p->enemy_unit = enemy_unit;
}

static void
pending_advance(struct game *g, const struct combat *c)
{
	struct pending	*p = pending_add(g, PK_ADVANCE);
	int		 i;

	p->rule = "7.6";
	/* In an assault any participating unit may advance (RULINGS). */
	p->units = arena_alloc(&g->arena, (size_t)c->nattackers *
	    sizeof(*p->units));
	for (i = 0; i < c->nattackers; i++)
		if (c->attackers[i]->status == US_IN_PLAY)
			p->units[p->nunits++] = c->attackers[i]->name;
	p->from = c->from;
	p->into = c->target;
	p->has_optional = p->optional = true;
}

/*
 * 7.8: the hexes whose Flanks Refused marker goes, found before any
 * result moves or removes a unit.  A march attack: the attacker's hex
 * when it is the only unit there.  An assault: "The marker must be
 * removed if all the units in the hex participate in an assault
 * action", so the active leader's hex and each grand assault hex
 * (7.1 Grand Assault) whose every unit took part.  Returns how many, in *out
 * (nattackers long at least).
 */
static int
refused_hexes(struct game *g, const struct combat *c, hex_t *out)
{
	int i, j, u, n = 0, first;

	if (c->leader == NULL) {
		first = game_first_unit(g, c->from);
		if (first >= 0 && &g->units[first] == c->attacker &&
		    g->units[first].next_here < 0)
			out[n++] = c->from;
		return n;
	}
	for (i = 0; i < c->nattackers; i++) {
		hex_t h = c->attackers[i]->hex;

		for (j = 0; j < n; j++)
			if (out[j] == h)
				break;
		if (j < n)
			continue;
		for (u = game_first_unit(g, h); u >= 0;
		    u = g->units[u].next_here)
			if (!units_hold(c->attackers, c->nattackers,
			    &g->units[u]))
				break;
		if (u < 0)
			out[n++] = h;
	}
	return n;
}

/*
 * SJW 17.0: the commander's counter flips to the substitute, "now
 * considered the new corps commander" and never killed.  The file does
 * not hold the reverse side's Tactical and Command values, so they are
 * left out for the players to enter (RULINGS); the combat in progress
 * keeps its tactical modifier.
 */
static void
commander_death(struct game *g, struct combat *c, struct node *notes)
{
	struct leader *l = c->death_leader;

	if (l == NULL)
		return;
	if (!c->death_killed) {
		node_push(&g->arena, notes, node_scalar(&g->arena,
		    arena_printf(&g->arena, "both dice 1: the Confederate "
		    "die for %s is %d, odd: no effect (SJW 17.0)", l->name,
		    c->die_death)));
		return;
	}
	l->substitute = true;
	l->has_tactical = l->tactical_split = false;
	l->command = -1;
	node_push(&g->arena, notes, node_scalar(&g->arena,
	    arena_printf(&g->arena, "both dice 1: the Confederate die for %s "
	    "is %d, even: he is killed and his counter flips to the "
	    "substitute commander, whose Tactical and Command values the "
	    "file leaves for the players to enter (SJW 17.0)", l->name,
	    c->die_death)));
}

/* SJW 18.0: a result of the italic line applied against the Union
 * triggers Union Panic, once a game. */
static void
union_panic_now(struct game *g, const struct combat *c,
    const struct result *rd, const struct result *ra, struct node *notes)
{
	const struct result *r;

	if (!g->advanced || !g->module->union_panic || !c->italic ||
	    g->union_panic > 0)
		return;
	r = c->attacker->side == SIDE_USA ? ra : rd;
	if (!r->D && !r->F && !r->f && !r->E && !r->r && !r->R && !r->Rstar &&
	    !r->a && r->loss == 0)
		return;
	g->union_panic = g->turn;
	node_push(&g->arena, notes, node_scalar(&g->arena,
	    arena_printf(&g->arena, "an italic result against the Union: "
	    "Union Panic from turn %d (SJW 18.0): the Union player subtracts "
	    "1 from his combat die this turn and the next, may not force "
	    "march nor declare a Corps Assault, and Pope leaves at the start "
	    "of turn %d", g->turn, g->turn + 2)));
}

/* Losses by cause (DESIGN.md section 4), and R results on infantry. */
static void
ledger(struct game *g, struct share *sh, int n, enum side s,
    const struct result *r)
{
	int i;

	g->has_ledger = true;
	for (i = 0; i < n; i++) {
		g->ledger.losses[s][C_COMBAT] += sh[i].loss + sh[i].extra;
		if ((r->R || r->Rstar) && sh[i].unit->type == U_INFANTRY)
			g->ledger.routs[s]++;
	}
}

int
combat_apply(struct game *g, struct combat *c, struct dice *d,
    const struct allocation *dl, int ndl, const struct allocation *al,
    int nal)
{
	struct share	*dsh, *ash;
	struct result	rd, ra;
	struct node	*notes = node_seq(&g->arena, S_FLOW);
	hex_t		*lifted;
	int		i, st, nlifted, extra;
	bool		ended;

	(void)d;
	/* 7.8: which markers go, before any result moved a unit. */
	lifted = arena_alloc(&g->arena, (size_t)(c->nattackers + 1) *
	    sizeof(*lifted));
	nlifted = refused_hexes(g, c, lifted);
	if (result_parse(c->result_defender, &rd) < 0)
		return bad_result(g, "combat-defender", c->row,
		    c->defend_column, c->result_defender);
	if (result_parse(c->result_attacker, &ra) < 0)
		return bad_result(g, "combat-attacker", c->row,
		    c->attack_column, c->result_attacker);
	/* What each unit's results did, kept for the log entry and the
	 * explanation. */
	dsh = c->defender_shares = arena_alloc(&g->arena,
	    (size_t)c->ndefenders * sizeof(*dsh));
	ash = c->attacker_share = arena_alloc(&g->arena,
	    (size_t)c->nattackers * sizeof(*ash));
	c->notes = notes;
	for (i = 0; i < c->ndefenders; i++)
		dsh[i].unit = c->defenders[i];
	for (i = 0; i < c->nattackers; i++)
		ash[i].unit = c->attackers[i];
	/* 7.2: a grand assault of Combat value 80 or more loses 1, 2 or 3
	 * more manpower (the loss number, so only with one). */
	extra = ra.loss > 0 ? grand_loss_increase(c) : 0;
	ra.loss += extra;
	if ((st = allocate(g, dsh, c->ndefenders, rd.loss, 0, dl, ndl,
	    "--defender-loss")) != 0 ||
	    (st = allocate(g, ash, c->nattackers, ra.loss, extra, al, nal,
	    "--attacker-loss")) != 0)
		return st;
	/* 7.5: the defender's results first, then the attacker's. */
	for (i = 0; i < c->ndefenders; i++)
		apply_unit(g, &dsh[i], &rd, notes);
	ledger(g, dsh, c->ndefenders, c->defenders[0]->side, &rd);
	/* 7.5: on a multi-unit force a letter applies to every unit. */
	for (i = 0; i < c->nattackers; i++)
		apply_unit(g, &ash[i], &ra, notes);
	ledger(g, ash, c->nattackers, c->attacker->side, &ra);
	pending_retreat(g, c, dsh, c->ndefenders, &rd, c->target, c->from,
	    c->attacker->name, c->result_defender);
	/* The attackers retreat hex by hex (a grand assault's from each of
	 * its hexes). */
	for (i = 0; (ra.r || ra.R || ra.Rstar) && i < c->nattackers; i++) {
		int j, k = 0;
		struct share *hs;

		for (j = 0; j < i; j++)
			if (c->attackers[j]->hex == c->attackers[i]->hex)
				break;
		if (j < i || c->attackers[i]->status != US_IN_PLAY)
			continue;
		hs = arena_alloc(&g->arena, (size_t)c->nattackers *
		    sizeof(*hs));
		for (j = i; j < c->nattackers; j++)
			if (c->attackers[j]->status == US_IN_PLAY &&
			    c->attackers[j]->hex == c->attackers[i]->hex)
				hs[k++] = ash[j];
		pending_retreat(g, c, hs, k, &ra, c->attackers[i]->hex,
		    c->target, c->defenders[0]->name, c->result_attacker);
	}
	for (i = 0; i < c->nattackers; i++)
		if (c->attackers[i]->status == US_IN_PLAY)
			break;
	if (ra.a && i < c->nattackers)
		pending_advance(g, c);
	/* 7.8: a Flanks Refused marker goes when the only unit in the hex
	 * attacks, or when every unit of the hex takes part in an assault. */
	for (i = 0; i < nlifted; i++) {
		char id[16];

		if (!game_flank_lift(g, lifted[i]))
			continue;
		if (c->leader == NULL) {
			node_push(&g->arena, notes, node_scalar(&g->arena,
			    "the Flanks Refused marker in the attacker's hex "
			    "is removed: its only unit attacked (7.8)"));
			continue;
		}
		hex_format(g->map.geo, lifted[i], id);
		node_push(&g->arena, notes, node_scalar(&g->arena,
		    arena_printf(&g->arena, "the Flanks Refused marker in %s "
		    "is removed: every unit in the hex took part in the "
		    "assault (7.8)", id)));
	}
	commander_death(g, c, notes);
	union_panic_now(g, c, &rd, &ra, notes);
	ended = ends_march(&ra) || c->attacker->status != US_IN_PLAY;
	if (c->leader != NULL)
		return 0;	/* the assault writes its own log entry */
	if (!c->standalone) {
		g->march.mp -= c->mp_cost;
		g->march.attacks++;
		/* 7.1 Continue Action: with no MP left the action is over. */
		if (ended || g->march.mp <= 0)
			g->march.ended = true;
	}
	if (g->log == NULL)
		g->log = node_seq(&g->arena, S_BLOCK);
	node_push(&g->arena, g->log, combat_log(g, c));
	return 0;
}
