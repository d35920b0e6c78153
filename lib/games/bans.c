/*
 * bans.c — the scenario rules that forbid entrenching (9.0; module.h's
 * struct entrench_ban), shared by the games' modules.  None yet: the
 * scenario library fills it, each rule citing its scenario's line.
 */
#include <stddef.h>

#include "games.h"

const struct entrench_ban entrench_bans[] = {
	{ NULL, NULL, -1, 0, NULL }
};
