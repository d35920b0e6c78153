/*
 * combat_flank.c — flank attacks (7.4), with Flanks Refused (7.8), redoubts
 * (9.0) and cavalry against cavalry (7.4).
 */
#include <string.h>

#include "combat_int.h"
#include "passage.h"
#include "module.h"
#include "zoc.h"

static bool
undemoralized(const struct game *g, const struct unit *u, void *arg)
{
	(void)g;
	(void)arg;
	return u->demoralized == 0;
}

/* One covering unit's value; a missing one is reported and makes the
 * sum not known. */
static void
cover(struct game *g, struct combat *c, const struct unit *u,
    quarters *sum, const char **missing)
{
	const char	*why;
	quarters	 v = combat_unit_value(g, c, u, &why);

	if (v < 0)
		*missing = why;
	else
		*sum += v;
}

/*
 * The attacker's units that occupy n or exert a ZOC into it, undemoralized
 * (7.4, Flank Bonus Conditions): their Combat values, without
 * entrenchments, must reach a quarter of the defender's for (a) or (b)
 * to cover n.  -1 when a value is missing, *missing saying which.
 */
static quarters
covering_value(struct game *g, struct combat *c, enum side s, hex_t n,
    bool *any, const char **missing)
{
	hex_t		around[6];
	quarters	sum = 0;
	int		i, k;

	*any = false;
	*missing = NULL;
	for (k = game_first_unit(g, n); k >= 0; k = g->units[k].next_here)
		if (g->units[k].side == s && g->units[k].demoralized == 0) {
			cover(g, c, &g->units[k], &sum, missing);
			*any = true;
		}
	hex_neighbours(n, around);
	for (i = 0; i < 6; i++) {
		if (zoc_across(g, around[i], n) == ZOC_NONE)
			continue;
		for (k = game_first_unit(g, around[i]); k >= 0;
		    k = g->units[k].next_here)
			if (g->units[k].side == s &&
			    g->units[k].demoralized == 0) {
				cover(g, c, &g->units[k], &sum, missing);
				*any = true;
			}
	}
	return *missing != NULL ? -1 : sum;
}

static bool
occupied_by(struct game *g, hex_t h, enum side s, bool undemoralized_only)
{
	int k;

	for (k = game_first_unit(g, h); k >= 0; k = g->units[k].next_here)
		if (g->units[k].side == s && (!undemoralized_only ||
		    g->units[k].demoralized == 0))
			return true;
	return false;
}

/* Reduction (b): n is empty and every undemoralized attacking-side unit
 * next to it is behind a woods or loess hexside with no road. */
static bool
reduce_b(struct game *g, enum side s, hex_t n)
{
	hex_t	around[6];
	int	i, seen = 0;

	if (game_first_unit(g, n) >= 0)
		return false;
	hex_neighbours(n, around);
	for (i = 0; i < 6; i++) {
		unsigned f;

		if (!occupied_by(g, around[i], s, true))
			continue;
		seen++;
		f = game_hexside(g, n, around[i], "7.4 flank attacks");
		if (!(f & (HSX_WOODS | HSX_LOESS)) || (f & HS_ROADLIKE))
			return false;
	}
	/* With no attacking unit next to it there is nothing the woods
	 * separate it from: (b) does not apply. */
	return seen > 0;
}

static void
add_reason(char *why, char r)
{
	size_t n = strlen(why);

	if (n + 1 < 8)
		why[n] = r, why[n + 1] = '\0';
}

/* Steps 1 to 3 for one adjacent hex. */
static void
flank_hex(struct game *g, struct combat *c, int dir, bool *covered,
    bool *reduced)
{
	struct flank	*fl = &c->flank;
	enum side	 s = c->attacker->side;
	hex_t		 d = c->target, n = hex_neighbour(d, (enum hexdir)dir);
	struct passage	 p;
	const char	*missing;
	quarters	 cv = 0;
	bool		 any, ab;

	ab = occupied_by(g, n, s, true) || zoc_of_units(g, s, n,
	    undemoralized, NULL) != ZOC_NONE;
	/* A value missing here, or the defender's, leaves the bonus not
	 * known; the other hexes are still looked at, so that every value
	 * missing is reported. */
	if (ab && ((cv = covering_value(g, c, s, n, &any, &missing)) < 0 ||
	    c->values_missing != NULL))
		c->flank_missing = "not ruled: it needs the Combat values of "
		    "the units covering the flank and of the defender (7.2)";
	if (ab && cv * 4 >= c->defend_value) {
		add_reason(fl->covered_why[dir],
		    occupied_by(g, n, s, true) ? 'a' : 'b');
	} else if (ab)
		add_reason(fl->covered_why[dir], 'q');	/* under a quarter */
	/* (c): a mountain or swamp hex on either side, no road, pike, RR
	 * or trail joining them (provisional swamps count in rain); (d): a
	 * river hexside with no bridge, dam, ferry or ford (a pontoon
	 * bridge is a bridge; a destroyed bridge or ferry leaves a ford
	 * where 10.2 says so), a ford over a river unfordable this turn,
	 * in rain a creek with no road, pike, trail or RR (passage.c). */
	passage_across(g, d, n, s, PASS_FLANK, &p);
	if (p.bars & PB_ROADBOUND)
		add_reason(fl->covered_why[dir], 'c');
	if (p.bars & (PB_RIVER | PB_CREEK))
		add_reason(fl->covered_why[dir], 'd');
	if (!map_on(&g->map, n))
		add_reason(fl->covered_why[dir], 'e');
	*covered = strpbrk(fl->covered_why[dir], "abcde") != NULL;
	if (!*covered)
		return;
	if (occupied_by(g, n, side_enemy(s), true))
		add_reason(fl->reduced_why[dir], 'a');
	if (reduce_b(g, s, n))
		add_reason(fl->reduced_why[dir], 'b');
	if (strchr(fl->covered_why[dir], 'c') != NULL)
		add_reason(fl->reduced_why[dir], 'c');
	if (strchr(fl->covered_why[dir], 'd') != NULL)
		add_reason(fl->reduced_why[dir], 'd');
	if (strchr(fl->covered_why[dir], 'e') != NULL)
		add_reason(fl->reduced_why[dir], 'e');
	*reduced = fl->reduced_why[dir][0] != '\0';
}

/* Is the defender in a redoubt it may benefit from (9.0)? */
static bool
defender_redoubt(struct game *g, const struct combat *c)
{
	const struct hexinfo	*x = map_hex(&g->map, c->target);
	enum side		 s = c->defenders[0]->side;

	return x != NULL && (((x->features & HF_REDOUBT) &&
	    x->redoubt_side == (int)s) ||
	    ((x->features & HF_NAVAL_BATTERY) && s == SIDE_CSA));
}

/* 7.4 Cavalry and Flank Attacks: more than half the defender's Combat
 * value (before entrenchments) is cavalry (the values combat_values()
 * found). */
static bool
defender_mostly_cavalry(struct combat *c)
{
	quarters	cav = 0, all = 0, v;
	int		i;

	for (i = 0; i < c->ndefenders; i++) {
		if (c->defender_missing[i] != NULL)
			c->flank_missing = "not ruled: it needs the defending "
			    "units' Combat values (7.2)";
		v = c->defender_values[i];
		all += v;
		if (c->defenders[i]->type == U_CAVALRY)
			cav += v;
	}
	return 2 * cav > all;
}

void
flank_attack(struct game *g, struct combat *c)
{
	/*
	 * The final flank bonus by the bonus before it, 0 to 4, as the
	 * rules' text gives it (no printed table): Flanks Refused, 7.8
	 * ("+4 ... reduced to a +2", "+3 or +2 ... to a +1", "+1 ...
	 * unchanged", and "all non-flank attacks always provide the
	 * attacker with a +1"); a redoubt, 9.0 ("+4 ... reduced to +2",
	 * "+3 or +2 ... to +1", "+1 ... no flank bonus at all"); cavalry
	 * against cavalry, 7.4 Cavalry and Flank Attacks (the same).
	 */
	static const int refused[5] = { 1, 1, 1, 1, 2 };
	static const int redoubt[5] = { 0, 0, 1, 1, 2 };
	static const int cavalry[5] = { 0, 0, 1, 1, 2 };
	struct flank	*fl = &c->flank;
	bool		 covered, reduced, fr, rd;
	int		 dir, cut;

	memset(fl, 0, sizeof(*fl));
	for (dir = 0; dir < 6; dir++) {
		covered = reduced = false;
		flank_hex(g, c, dir, &covered, &reduced);
		fl->covered += covered;
		fl->reductions += reduced;
	}
	/* 7.4 Step 2: six covered hexes +4, five +2, fewer nothing. */
	fl->basic = fl->covered == 6 ? 4 : fl->covered == 5 ? 2 : 0;
	/* 7.4 Maximum Reduction: at most 3 off, never below 0. */
	cut = fl->reductions > 3 ? 3 : fl->reductions;
	fl->stepped = fl->basic > cut ? fl->basic - cut : 0;
	if (fl->basic == 0)
		fl->stepped = 0;
	fl->final = fl->stepped;
	fr = game_flank_refused(g, c->target);
	rd = defender_redoubt(g, c);
	/* Flanks Refused and a redoubt both protect the defender: he gets
	 * the better of the two, the redoubt's (RULINGS). */
	if (rd) {
		fl->final = redoubt[fl->stepped];
		fl->special = fr ? "redoubt (9.0), which Flanks Refused (7.8) "
		    "does not improve on" : "redoubt (9.0)";
	} else if (fr) {
		fl->final = refused[fl->stepped];
		fl->special = "Flanks Refused (7.8)";
	} else if ((c->leader != NULL ? c->leader->cavalry :
	    c->attacker->type == U_CAVALRY) &&
	    fl->stepped > 0 && defender_mostly_cavalry(c)) {
		fl->final = cavalry[fl->stepped];
		fl->special = "cavalry against cavalry (7.4)";
	}
}
