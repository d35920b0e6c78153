/*
 * emit.h — the model to a canonical document (DESIGN.md section 4): fixed
 * key order, units and leaders in input order, x- keys after the known
 * ones, so that emit(load(emit(load(x)))) == emit(load(x)).
 */
#ifndef GCACW_EMIT_H
#define GCACW_EMIT_H

#include "game.h"

/* The document, built in g's arena. */
struct node	*game_emit(struct game *);

#endif
