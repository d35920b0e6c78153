/*
 * undo.h — the last log entry taken back where the log alone reverses it
 * (gcacw-check --undo, gcacw-check(1)).
 */
#ifndef GCACW_UNDO_H
#define GCACW_UNDO_H

#include "game.h"

/* 0, with what was taken back in words; or the refusal (ST_REFUSED). */
int	log_undo(struct game *, const char **what);

#endif
