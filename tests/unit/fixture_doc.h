/*
 * fixture_doc.h — what the document and model tests (test_load.c,
 * test_scenario.c, test_game.c) add to fixture.h: the check of a run
 * that reports many errors at once, and the fields of a fresh unit.
 * Static inline: one copy a program.
 */
#ifndef GCACW_FIXTURE_DOC_H
#define GCACW_FIXTURE_DOC_H

#include <string.h>

#include "fixture.h"

/*
 * DESIGN.md 5: one run reports every error it finds, one line each.
 * errs holds each of the nwant strings of want (a line's start, up to
 * any "did you mean" hint, which is not asserted) and nlines lines in
 * all.
 */
static inline void
doc_lines(const char *errs, const char *const *want, int nwant, int nlines)
{
	int i;

	for (i = 0; i < nwant; i++)
		ck_assert_msg(strstr(errs, want[i]) != NULL, "not reported: "
		    "%s\nin:\n%s", want[i], errs);
	ck_assert_msg(tg_nlines(errs) == nlines, "%d lines, not %d:\n%s",
	    tg_nlines(errs), nlines, errs);
}

/* How many strings an array of them holds. */
#define DOC_N(a)	((int)(sizeof(a) / sizeof((a)[0])))

/*
 * DESIGN.md 4: "the status fields default to fresh (organized, fatigue
 * 0, normal side, not demoralized, no entrenchment)"; the values a rule
 * needs only now and then (combat, tactical, artillery) are absent, not
 * invented.
 */
static inline void
doc_fresh_unit(const struct unit *u)
{
	ck_assert_int_eq(u->status, US_IN_PLAY);
	ck_assert(!u->disorganized);
	ck_assert_int_eq(u->fatigue, 0);
	ck_assert(!u->exhausted);
	ck_assert_int_eq(u->demoralized, 0);
	ck_assert_int_eq(u->entrenchment, E_NONE);
	ck_assert_int_eq(u->combat, -1);
	ck_assert(!u->has_tactical);
	ck_assert_int_eq(u->artillery, -1);
}

#endif
