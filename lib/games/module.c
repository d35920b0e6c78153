/*
 * module.c — the game modules: where SIV and SJW differ from the
 * GCACW Standard Basic Game Rules (DESIGN.md section 2).
 */
#include <stddef.h>
#include <string.h>

#include "module.h"

/*
 * The standard rules name no game, so no year: 0 means the year is not
 * known, and the 9.0 entrenchment procedure must be told it by a module.
 * Letters are optional and never join: each is a map of its own (the
 * rulebook's examples quote hexes from other games, "W3014" from AIO, 7.1).
 */
const struct module module_standard = {
	.name = "standard",
	.title = "GCACW Standard Basic Game Rules",
	.year = 0,
	.geo = {
		.name = "standard",
		.nsheets = 0,
		.letters_required = false,
	},
	.bridge_cv = 5,				/* 10.2, 10.3 */
	.csa_wins_ties = false,			/* 4.2: no tie rule but SIV's */
	.major_ferry_leaves_ford = false,	/* 10.2 */
	.rain_column = "All Others",		/* 12.0 Rain Number Tables */
	.grand_assault_cv3 = true,		/* 7.1 */
	.recover = { false, true, false, false, FORAGE_NONE, false },
};

/*
 * Stonewall in the Valley, March to June 1862 (27.1).  The south sheet is
 * the base grid.  13.0: N(c,r) = M(c+14, r-33), "N0134 is the same hex as
 * M1501, and N1734 is the same hex as M3101"; 27.1: M(c,r) = S(c+26, r-33),
 * "M0134 is the same hex as S2701".  So N and M lie north of S, at negative
 * rows of the base grid.  "In north-map hex columns whose first two digits
 * are odd, the southernmost hex is the same hex as the northernmost hex of
 * the center map": odd columns of N (and, by the same join, M) end at row
 * 34, even columns at 33, their row 34 being cut in half by the join.  The
 * south sheet's last rows are not given.  "The north map lies on top of the
 * center map, and the center map lies on top of the south map" (27.1).
 */
static const char *const siv_scenarios[] = { "kernstown", "mcdowell",
    "winchester", "cross-keys-port-republic", "bath", "new-market",
    "piedmont", "valley-campaign", NULL };
static const char *const siv_advanced[] = { "valley-campaign", NULL };
static const char *const sjw_advanced[] = { "rapidan-to-rappahannock",
    "rapidan-to-manassas", NULL };
static const char *const sjw_scenarios[] = { "cedar-mountain",
    "lee-vs-pope", "stuarts-raid", "jacksons-march",
    "rappahannock-to-bull-run", "rapidan-to-rappahannock",
    "rapidan-to-manassas", NULL };

const struct module module_siv = {
	.name = "siv",
	.title = "Stonewall in the Valley",
	.year = 1862,
	.geo = {
		.name = "siv",
		.nsheets = 3,
		.sheets = {
			{ 'N', 40, -66, 34, 33, 3 },
			{ 'M', 26, -33, 34, 33, 2 },
			{ 'S', 0, 0, 0, 0, 1 },
		},
		.letters_required = true,
	},
	/* 10.2, 10.3: "5 or more (or, in Stonewall in the Valley, 3 or
	 * more)" */
	.bridge_cv = 3,
	/* 4.2: "if both players roll the same number, the Confederate player
	 * wins initiative" */
	.csa_wins_ties = true,
	/* 10.2: "If Snicker's Ferry or Berry's Ferry, both on the Shenandoah
	 * River, are destroyed, a ford is considered to exist" */
	.major_ferry_leaves_ford = true,
	.rain_column = "SIV",			/* 12.0 Rain Number Tables */
	/* 7.1: "this requirement does not apply in AGA and SIV" */
	.grand_assault_cv3 = false,
	.scenarios = siv_scenarios,
	.advanced_scenarios = siv_advanced,
	/* 10.1: SIV minor river markers unlimited, no Union bridge over a
	 * major river; 10.3: Union repairs need county control (22.1);
	 * 24.3 foraging; 8.0 step 6. */
	.recover = { true, false, false, true, FORAGE_SIV, true },
};

/*
 * Stonewall Jackson's Way, August 1862.  22.0: S(c,r) = N(c, r+23),
 * "S2403 (Culpeper) on the South map is the same hex as N2426", and the
 * South map is laid on top, so the overlap band takes South ids ("Warrenton
 * Junction is given as S3108, not N3131").  The north sheet is the base
 * grid; neither sheet's last rows are given.  Its rules (4.0-12.0) refer to
 * the Standard Rules for everything this struct holds.
 */
const struct module module_sjw = {
	.name = "sjw",
	.title = "Stonewall Jackson's Way",
	.year = 1862,
	.geo = {
		.name = "sjw",
		.nsheets = 2,
		.sheets = {
			{ 'N', 0, 0, 0, 0, 1 },
			{ 'S', 0, 23, 0, 0, 2 },
		},
		.letters_required = true,
	},
	.bridge_cv = 5,				/* 10.2, 10.3 */
	.csa_wins_ties = false,			/* 4.2 */
	.major_ferry_leaves_ford = false,	/* 10.2 */
	.rain_column = "All Others",		/* 12.0 Rain Number Tables */
	.grand_assault_cv3 = true,		/* 7.1 */
	.scenarios = sjw_scenarios,
	.advanced_scenarios = sjw_advanced,
	/* SJW 19.0 major-river bridges; 20.4 foraging. */
	.recover = { false, true, true, false, FORAGE_SJW, false },
};

static const struct module *const modules[] = {
	&module_standard, &module_siv, &module_sjw,
};

const struct module *
module_find(const char *name)
{
	size_t i;

	if (name == NULL)
		return NULL;
	for (i = 0; i < sizeof modules / sizeof modules[0]; i++)
		if (strcmp(modules[i]->name, name) == 0)
			return modules[i];
	return NULL;
}
