/*
 * names.h — the names of the model's enums as written in the game file,
 * indexed by the enum (game.h); NULL where the value is not written.
 */
#ifndef GCACW_NAMES_H
#define GCACW_NAMES_H

#include "game.h"

/* Sized by their enums, so that the loader can count them. */
extern const char *const unit_type_names[U_WAGON + 1];
extern const char *const unit_size_names[Z_DEMI_DIVISION + 1];
extern const char *const entrenchment_names[E_FORT + 1];
extern const char *const unit_status_names[US_OFF_MAP + 1];
extern const char *const leader_rank_names[R_DIVISION + 1];
extern const char *const cause_names[C_COUNT];
extern const char *const supply_names[2];	/* in, out */

#endif
