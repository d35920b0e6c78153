/*
 * games.h — the games gcacw knows (DESIGN.md section 2): each game's
 * module (module.h) and the registry of every built-in table, by name,
 * for the loader of overrides (`charts`, --charts, $GCACW_CHARTS) and
 * the tests.  The rules name a table by its symbol (tables.h), never by
 * its name: a typo there is a link error.
 */
#ifndef GCACW_GAMES_H
#define GCACW_GAMES_H

#include "charts.h"
#include "module.h"

/* standard.c, siv.c, sjw.c */
extern const struct module module_standard, module_siv, module_sjw;

/* The module named, or NULL. */
const struct module *module_find(const char *name);

/* Every built-in table, NULL-terminated, in the order of the rulebooks. */
extern const struct chart *const chart_list[];

/* The built-in table of that name (its `charts` key), or NULL. */
const struct chart *chart_find(const char *name);

#endif
