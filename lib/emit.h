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

/* Names of the model's enums, as written in the file (load.c). */
extern const char *const unit_type_names[];
extern const char *const unit_size_names[];
extern const char *const entrenchment_names[];
extern const char *const unit_status_names[];
extern const char *const leader_rank_names[];
extern const char *const cause_names[];
extern const char *const supply_names[];

#endif
