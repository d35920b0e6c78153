/*
 * explain_recover.c — the Recovery Phase in words, step by step with the
 * rule numbers (8.0), from the phase's results (recover.h).
 */
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "module.h"
#include "explain.h"

static const char *const step_names[RS_COUNT] = { "3a", "3b", "3c", "4",
    "5", "6" };

static void
explain_roll(FILE *f, const struct recover_attempt *a)
{
	int i;

	fprintf(f, "die %d", a->die);
	for (i = 0; i < a->nmods; i++)
		fprintf(f, ", %+d %s (%s)", a->mods[i].value, a->mods[i].why,
		    a->mods[i].rule);
	fprintf(f, ": modified %d; %d or less succeeds", a->modified,
	    a->need);
	if (a->six_fails)
		fprintf(f, ", never on an unmodified 6");
}

static void
explain_attempt(FILE *f, struct game *g, const struct recover_attempt *a)
{
	char	id[16], hs[32];

	game_hex_id(g, a->from, id);
	if (a->order->activity == RA_BRIDGE || a->order->activity == RA_REPAIR)
		hexside_format(g->map.geo, a->order->hexside, hs);
	switch (a->order->activity) {
	case RA_ENTRENCH:
		fprintf(f, "  %s in %s entrenches (9.0, the 1862 procedure): "
		    "%s -> %s%s.\n", a->unit->name, id,
		    entrenchment_names[a->before], entrenchment_names[a->after],
		    a->before == E_NONE && a->after == E_BREASTWORK ? " at "
		    "once, in a redoubt it may benefit from" : "");
		return;
	case RA_BRIDGE:
		fprintf(f, "  %s in %s builds a pontoon bridge across the %s "
		    "river at %s (10.1): ", a->unit->name, id, a->major ?
		    "major" : "minor", hs);
		if (!a->made) {
			fputs("not attempted: no unused Bridge marker is "
			    "left.\n", f);
			return;
		}
		explain_roll(f, a);
		if (a->success)
			fprintf(f, ". Built: a %s Bridge marker; it %s a "
			    "road (10.1 Note).\n", a->unit->side == SIDE_USA ?
			    "Union" : "Confederate",
			    a->road ? "carries" : "does not carry");
		else
			fprintf(f, ". Not built%s.\n", a->die == 6 ?
			    " (the unmodified 6)" : "");
		return;
	case RA_REPAIR:
		fprintf(f, "  %s in %s repairs the destroyed %s at %s (10.3): ",
		    a->unit->name, id, a->ferry ? "ferry" : "permanent bridge",
		    hs);
		explain_roll(f, a);
		fprintf(f, ". %s.\n", a->success ? "Repaired: the Destroyed "
		    "marker is removed" : "Not repaired");
		return;
	default:
		fprintf(f, "  %s in %s (%s County) forages (%s): ",
		    a->unit->name, id, a->county,
		    recover_rules(g)->forage == FORAGE_SJW ? "SJW 20.4, "
		    "Forage Value" : "SIV 24.3, Union Foraging Table");
		explain_roll(f, a);
		fprintf(f, ". %s.\n", a->success ? "It forages and is in "
		    "supply" : "It stays out of supply");
		return;
	}
}

static void
explain_list(FILE *f, struct game *g, const struct recover *r,
    enum recover_step s, const char *what)
{
	int i;

	fprintf(f, "Step %s (8.0): %s: ", step_names[s], what);
	if (r->nchanged[s] == 0)
		fputs("none", f);
	for (i = 0; i < r->nchanged[s]; i++) {
		const struct unit		*u = r->changed[s][i];
		const struct recover_before	*b = &r->before[u - g->units];

		fprintf(f, "%s%s", i ? ", " : "", u->name);
		/* Nothing before these steps changes what they print. */
		if (s == RS_3C)
			fprintf(f, " (Demoralize-%d %s)", b->demoralized,
			    b->demoralized == 2 ? "to 1" : "removed");
		else if (s == RS_5)
			fprintf(f, " (%d to %d)", b->fatigue, u->fatigue);
	}
	for (i = 0; i < r->nkept; i++)
		if (r->kept[i].step == s)
			fprintf(f, "; %s stays %s: %s", r->kept[i].unit->name,
			    recover_kept_words(r->kept[i].unit, s),
			    r->kept[i].why);
	fputs(".\n", f);
}

/*
 * A phase stopped on missing data: each order, checked or
 * lacking a value, and where the phase stops.
 */
static void
stopped(FILE *f, const struct recover *r)
{
	int i;

	for (i = 0; i < r->nattempts; i++) {
		const struct recover_attempt *a = &r->attempts[i];

		fprintf(f, "  %s %s: %s.\n",
		    recover_activity_options[a->order->activity], a->unit->name,
		    a->missing ? "not ruled: a value it needs is missing" :
		    "checked");
	}
	fputs("The phase stops here: values are missing (reported below); no "
	    "die is rolled, nothing changes and the file is not written.\n",
	    f);
}

void
recover_explain(struct game *g, const struct recover *r, FILE *f)
{
	const struct recover_rules	*rr = recover_rules(g);
	int				 i, n;

	fprintf(f, "Recovery Phase, Turn %d (8.0), %s, %s: the steps strictly "
	    "in order.\n", g->turn, g->module->title, g->advanced ?
	    "Advanced Game" : "Basic Game");
	for (i = n = 0; i < r->nattempts; i++)
		n += r->attempts[i].order->activity != RA_FORAGE;
	fprintf(f, "Step 1 (8.0): units at Fatigue Level 0, not demoralized, "
	    "not in a rain turn, entrench, build bridges or repair bridges "
	    "and ferries, one activity each:%s\n", n == 0 ? " none asked." :
	    "");
	if (r->stopped) {
		stopped(f, r);
		return;
	}
	for (i = 0; i < r->nattempts; i++)
		if (r->attempts[i].order->activity != RA_FORAGE)
			explain_attempt(f, g, &r->attempts[i]);
	if (!g->advanced)
		fputs("Step 2 (8.0): foraging is for the Advanced Game only.\n",
		    f);
	else {
		fprintf(f, "Step 2 (8.0): out-of-supply units at Fatigue Level "
		    "0, 1 or 2 that did nothing in step 1 may forage:%s\n",
		    r->nattempts - n == 0 ? " none asked." : "");
		for (i = 0; i < r->nattempts; i++)
			if (r->attempts[i].order->activity == RA_FORAGE)
				explain_attempt(f, g, &r->attempts[i]);
	}
	explain_list(f, g, r, RS_3A, "units at Fatigue Level 0 or 1 flip their "
	    "Strength markers to the organized side");
	explain_list(f, g, r, RS_3B, "units at Fatigue Level 0 or 1 flip from "
	    "exhausted to normal");
	explain_list(f, g, r, RS_3C, "units at Fatigue Level 0 or 1 lose a "
	    "Demoralize-1 marker or flip Demoralize-2 to 1");
	explain_list(f, g, r, RS_4, "units at Fatigue Level 3 or 4 flip to "
	    "exhausted");
	explain_list(f, g, r, RS_5, "units lose three Fatigue Levels, to no "
	    "less than 0");
	if (rr->union_supply_disorganizes && g->advanced)
		explain_list(f, g, r, RS_6, "Union units out of supply flip to "
		    "disorganized");
	if (r->cleared_march != NULL)
		fprintf(f, "The ended march of %s is cleared: the Action Cycle "
		    "is over (3.0).\n", r->cleared_march);
	explain_next(f, g);
}
