/*
 * recover_activity.c — the names of the Recovery Phase's activities
 * (8.0, 9.0, 10.1, 10.3, SIV 24.3, SJW 20.4): as the log writes them, as
 * the options name them, and as refusals say them.
 */
#include <stddef.h>

#include "recover_int.h"

const char *const recover_activity_names[] = { "entrench", "bridge",
    "repair", "forage" };
const char *const recover_activity_options[] = { "--entrench", "--bridge",
    "--repair", "--forage" };

const char *const recover_verbs[] = { "entrench", "build a pontoon bridge",
    "repair a bridge or ferry", "forage" };
