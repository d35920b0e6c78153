/*
 * explain_march.c — a march in words (5.1, 5.2, 6.1-6.3, 7.7, 7.8):
 * the allowance roll, fatigue, the extended and force march with their
 * modifiers, each step with its cost and rule, the stop, and totals that
 * add up; an Activate Leader action, a leader transfer; and the reach
 * query's table.
 */
#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "march.h"
#include "move.h"

static const char *
mp_text(halves h, char buf[24])
{
	/* "½", not "0½", as move_mp_text() and players write it. */
	if (h == 1)
		snprintf(buf, 24, "\xc2\xbd");
	else
		snprintf(buf, 24, "%d%s", h / 2, h % 2 ? "\xc2\xbd" : "");
	return buf;
}

static void
allowance(FILE *f, const struct march_result *r, const char *who,
    const char *rule)
{
	int i, sum = 0;

	fprintf(f, "%s's Movement Allowance (%s): %s on the Movement Summary "
	    "(%s): ", who, rule, r->allowance_cell, r->allowance_row);
	for (i = 0; i < r->allowance_dice.ndice; i++)
		fprintf(f, "%s%d", i > 0 ? " and " : (r->allowance_dice.ndice >
		    1 ? "dice " : "die "), r->allowance_dice.die[i]);
	for (i = 0; i < r->allowance_dice.ndice; i++)
		sum += r->allowance_dice.die[i];
	if (!r->minimum && r->allowance > sum)
		fprintf(f, ", +%d", r->allowance - sum);
	if (r->minimum)
		fprintf(f, ", raised to the minimum");
	fprintf(f, " = %d MP.\n", r->allowance);
}

static void
before(FILE *f, const struct march_result *r)
{
	const char *name = r->unit->name;

	if (r->rolled)
		allowance(f, r, name, "5.1");
	else if (r->leader != NULL)
		fprintf(f, "%s marches in %s's activation with the leader's "
		    "Movement Allowance, %d MP (5.2).\n", name, r->leader->name,
		    r->allowance);
	fprintf(f, "Fatigue %d -> %d (5.1).\n", r->fatigue_from, r->fatigue_to);
	if (r->extended)
		fprintf(f, "Extended march (5.1: Fatigue Level %d on its %s "
		    "side): die %d%s%s = %d; Extended March Table, %s, row %s: "
		    "%s.\n", r->fatigue_to, r->unit->exhausted ? "exhausted" :
		    "normal", r->extended_die, r->extended_mods[0] ? ", " : "",
		    r->extended_mods, r->extended_die + r->extended_mod,
		    r->extended_col, r->extended_row,
		    strcmp(r->extended_result, "NE") == 0 ? "no effect" :
		    strcmp(r->extended_result, "D") == 0 ? "disorganized" :
		    "manpower lost, disorganized");
	if (r->extended_loss > 0)
		fprintf(f, "  It loses %d manpower to the extended march.\n",
		    r->extended_loss);
	if (r->force) {
		int i, sum = 0;

		for (i = 0; i < r->force_dice.ndice; i++)
			sum += r->force_dice.die[i];
		fprintf(f, "Force march (5.1): roll %d, bonus %d MP (roll - 1, "
		    "minimum %d); disorganized; manpower lost on the "
		    "unmodified roll: %d.\n", sum, r->force_bonus,
		    r->unit->type == U_CAVALRY ? 4 : 2, r->force_loss);
	}
	if (r->mp_start != r->allowance + r->force_bonus)
		fprintf(f, "Command Stagnation (SIV 15.0): %d MP less.\n",
		    r->allowance + r->force_bonus - r->mp_start);
	fprintf(f, "Movement Allowance: %d MP%s.\n", r->mp_start,
	    r->force ? " with the force march bonus" : "");
}

static void
stop(FILE *f, struct game *g, const struct march_result *r)
{
	const char	*name = r->unit->name;
	char		 id[16];

	hex_format(g->map.geo, r->unit->status == US_IN_PLAY ? r->unit->hex :
	    r->from, id);
	switch (r->stop) {
	case MS_NONE:
		fprintf(f, "%s stands in %s; it may go on with --continue "
		    "--path, attack, or --end.\n", name, id);
		break;
	case MS_MP:
		fprintf(f, "%s has no MP left in %s: its march is over "
		    "(6.1).\n", name, id);
		break;
	case MS_ZOC:
		fprintf(f, "%s entered enemy ZOC in %s and must stop: attack "
		    "(gcacw-combat) or end the march (--end) (6.2).\n", name,
		    id);
		break;
	case MS_ZOC_TO_ZOC:
		fprintf(f, "ZOC to ZOC: all of %s's MP, and its march is over "
		    "(6.2)%s.\n", name, r->zoc_penalty_disorganized ?
		    "; off the roads, it is disorganized" : r->zoc_loss > 0 ?
		    "; off the roads and already disorganized, it loses 1 "
		    "manpower" : "");
		break;
	case MS_CAVALRY:
		fprintf(f, "%s is in the normal ZOC of enemy cavalry (%s): the "
		    "march pauses for a cavalry retreat, gcacw-retreat "
		    "--cavalry %s; gcacw-march --continue declines it "
		    "(7.7).\n", name, r->cavalry_unit != NULL ?
		    r->cavalry_unit : "?", r->cavalry_unit != NULL ?
		    r->cavalry_unit : "U");
		break;
	case MS_ELIMINATED:
		/* Said once, by the note march_lose() leaves (and the log
		 * keeps). */
		break;
	case MS_FLANKS:
		fprintf(f, "%s refuses its flanks in %s for 1 MP; its march "
		    "ends (7.8).\n", name, id);
		break;
	case MS_ENDED:
		fprintf(f, "The march of %s is ended%s.\n", name,
		    r->op == MO_END ? " (--end)" : r->destroy ?
		    " where it stands (10.2)" : "");
		break;
	}
}

static void	destroy_line(FILE *, struct game *,
		    const struct march_result *);

static void
walk(FILE *f, struct game *g, const struct march_result *r)
{
	char		 id[16], a[24], b[24], d[24];
	halves		 left = r->mp_before, spent = 0;
	int		 i, c;

	hex_format(g->map.geo, r->from, id);
	if (r->nsteps > 0)
		fprintf(f, "From %s with %s MP:\n", id, mp_text(left, a));
	for (i = 0; i < r->nsteps; i++) {
		left -= r->steps[i].mp;
		spent += r->steps[i].mp;
		hex_format(g->map.geo, r->steps[i].hex, id);
		fprintf(f, "  step %d, %s: %s MP (%s); %s left\n", i + 1, id,
		    mp_text(r->steps[i].mp, a), r->steps[i].why,
		    mp_text(left < 0 ? 0 : left, b));
	}
	if (r->entrenchment_removed)
		fputs("  Its entrenchment marker is removed as it leaves its "
		    "hex (9.0).\n", f);
	if (r->flanks_removed) {
		hex_format(g->map.geo, r->flanks_hex, id);
		fprintf(f, "  The Flanks Refused marker in %s is removed: its "
		    "only unit moved (7.8).\n", id);
	}
	for (i = 0; i < r->nleaders_moved; i++)
		fprintf(f, "  %s moves with it (6.3).\n", r->leaders_moved[i]);
	if (r->dismantled) {
		char hs[32];

		hexside_format(g->map.geo, r->dismantled_at, hs);
		fprintf(f, "  It dismantles its side's pontoon bridge at %s: "
		    "the marker is removed, no MP (10.2).\n", hs);
	}
	if (r->flanks_refused)
		spent += 2;
	stop(f, g, r);
	destroy_line(f, g, r);
	if (r->stop != MS_ELIMINATED || r->nsteps > 0)
		fprintf(f, "MP: %s before, %s spent, %s left.\n",
		    mp_text(r->mp_before, a), mp_text(spent, b),
		    mp_text(r->mp_after, d));
	for (c = 0; c < C_COUNT; c++)
		if (r->lost[c] > 0)
			fprintf(f, "Manpower lost (%s): %d, to the ledger.\n",
			    c == C_EXTENDED_MARCH ? "extended march" :
			    c == C_FORCE_MARCH ? "force march" : "ZOC to ZOC",
			    r->lost[c]);
	if (r->action_over)
		fputs("The action is over.\n", f);
}

/* 10.2: the attempt on a bridge or ferry, and what came of it. */
static void
destroy_line(FILE *f, struct game *g, const struct march_result *r)
{
	if (r->destroy && r->destroy_rule != NULL) {
		char hs[32];

		hexside_format(g->map.geo, r->destroy_at, hs);
		fprintf(f, "It destroys the bridge at %s, as the scenario lets "
		    "a unit ending its march there, with no die (%s): a "
		    "Destroyed marker on the hexside.\n", hs, r->destroy_rule);
	} else if (r->destroy) {
		char hs[32];

		hexside_format(g->map.geo, r->destroy_at, hs);
		fprintf(f, "It attempts to destroy the %s at %s (10.2): die %d"
		    "%s%s = %d, %d or less needed: %s.\n", r->destroy_ferry ?
		    "ferry" : "permanent bridge", hs, r->destroy_die,
		    r->destroy_mods[0] != '\0' ? ", " : "", r->destroy_mods,
		    r->destroy_die + r->destroy_mod, r->destroy_need,
		    r->destroyed ? "destroyed, a Destroyed marker on the "
		    "hexside" : "it fails");
	}
}

/* 5.1: the unit announced and its allowance rolled, no step yet. */
static bool
declared(const struct march_result *r)
{
	return r->nsteps == 0 && r->stop == MS_NONE && !r->flanks_refused &&
	    !r->dismantled && !r->destroy && r->unit != NULL &&
	    r->unit->status == US_IN_PLAY;
}

static void
notes(FILE *f, const struct march_result *r)
{
	int i;

	for (i = 0; i < r->notes->n; i++)
		fprintf(f, "Note: %s.\n", r->notes->items[i]->str);
}

void
march_explain(struct game *g, const struct march_result *r, FILE *f)
{
	char	b[24];
	int	i;

	switch (r->op) {
	case MO_MARCH:
		fprintf(f, "%s: a %s (5.1).\n", r->unit->name,
		    r->leader != NULL ? "march in an Activate Leader action" :
		    "March action");
		if (r->bridge_rule != NULL) {
			fprintf(f, "Fatigue %d -> %d (5.1); no Movement "
			    "Allowance and no extended march: the unit stays in "
			    "place (%s).\n", r->fatigue_from, r->fatigue_to,
			    r->bridge_rule);
			break;
		}
		before(f, r);
		if (declared(r))
			fprintf(f, "The march is declared: the Active Movement "
			    "Allowance marker stands at %s MP (5.1 step 4); the "
			    "path follows with gcacw-march --continue --path "
			    "H,... (or an attack, or --end).\n",
			    mp_text(r->mp_after, b));
		else
			walk(f, g, r);
		break;
	case MO_CONTINUE:
		if (r->nsteps == 0 && !r->flanks_refused && !r->dismantled &&
		    !r->destroy) {
			fprintf(f, "%s's march goes on from where it paused, "
			    "with %s MP.\n", r->unit->name, mp_text(r->mp_after,
			    b));
			break;
		}
		fprintf(f, "%s goes on with its march (6.1).\n",
		    r->unit->name);
		walk(f, g, r);
		break;
	case MO_END:
		if (r->unit != NULL && (r->flanks_refused || r->dismantled))
			walk(f, g, r);
		else
			destroy_line(f, g, r);
		fprintf(f, "The %s of %s is ended.\n", r->leader != NULL ?
		    "activation" : "march", r->leader != NULL ?
		    r->leader->name : r->unit != NULL ? r->unit->name : "?");
		for (i = 0; i < r->nselected; i++)
			fprintf(f, "%s does not march (5.2).\n",
			    r->selected[i]);
		break;
	case MO_LEADER:
		fprintf(f, "%s is activated (5.2) with ", r->leader->name);
		for (i = 0; i < r->nselected; i++)
			fprintf(f, "%s%s", i == 0 ? "" : i + 1 == r->nselected ?
			    " and " : ", ", r->selected[i]);
		fputs(", each within his command radius (2.5).\n", f);
		allowance(f, r, r->leader->name, "5.2");
		if (r->leader_to != NULL)
			fprintf(f, "%s transfers from %s to %s before any unit "
			    "marches (5.2, 6.3).\n", r->leader->name,
			    r->transfer_from, r->leader_to);
		fputs("Each selected unit now marches with gcacw-march --unit "
		    "U --path ..., in any order.\n", f);
		break;
	case MO_TRANSFER:
		fprintf(f, "Leader Transfer Phase (3.0, 6.3): %s goes from %s "
		    "to %s, %d hex%s, not through enemy-occupied hexes.\n",
		    r->leader->name, r->transfer_from, r->transfer_to,
		    r->transfer_hexes, r->transfer_hexes == 1 ? "" : "es");
		break;
	default:
		break;
	}
	notes(f, r);
	explain_next(f, g);
}

static const char *
stop_word(enum move_stop s)
{
	switch (s) {
	case MOVE_GO:
		return "-";
	case MOVE_ZOC:
		return "zoc";
	case MOVE_ZOC_TO_ZOC:
		return "zoc-to-zoc";
	case MOVE_SPENT:
		return "spent";
	default:
		return "?";
	}
}

void
march_explain_reach(FILE *f, struct game *g, const struct march_result *r)
{
	const struct move_reach	*m = r->reach;
	hex_t			 path[64];
	char			 id[16], a[24], b[24];
	int			 i, k, n;

	hex_format(g->map.geo, r->from, id);
	fprintf(f, "%s from %s with %s MP: %d hex%s within reach "
	    "(6.1, 6.2, 7.1)\n", r->unit->name, id, mp_text(r->mp_before, a),
	    m->n, m->n == 1 ? "" : "es");
	fprintf(f, "%-8s %6s %6s  %-10s %s\n", "hex", "spent", "left", "stop",
	    "path");
	for (i = 0; i < m->n; i++) {
		const struct move_reach_hex *h = &m->hexes[i];

		hex_format(g->map.geo, h->hex, id);
		fprintf(f, "%-8s %6s %6s  %-10s", id, mp_text(h->spent, a),
		    mp_text(h->mp_left, b), h->ncavalry > 0 ? "cavalry" :
		    h->minimum ? "minimum" : stop_word(h->stop));
		n = move_reach_path(m, i, path, 64);
		for (k = 0; k < n && k < 64; k++) {
			hex_format(g->map.geo, path[k], id);
			fprintf(f, "%s%s", k == 0 ? " " : ",", id);
		}
		fputc('\n', f);
	}
	for (i = 0; i < m->nunpriced; i++) {
		const struct move_missing *x = &m->unpriced[i].missing;

		hex_format(g->map.geo, m->unpriced[i].hex, id);
		fprintf(f, "not priced: %s: %s", id, x->needed != NULL ?
		    x->needed : "a cost nobody supplied");
		/* Where to supply it (DESIGN.md section 6): the cell. */
		if (x->chart != NULL)
			fprintf(f, ", charts.%s.%s%s%s not printed", x->chart->name,
			    x->row, x->col != NULL ? "." : "",
			    x->col != NULL ? x->col : "");
		fputc('\n', f);
	}
	if (m->nunpriced > 0)
		fputs("(those cells go in the file's charts, a --charts FILE or "
		    "$GCACW_CHARTS: gcacw-charts --template writes them)\n", f);
}
