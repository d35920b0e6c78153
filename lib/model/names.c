/*
 * names.c — the model's enums as the game file writes them (DESIGN.md
 * section 4, contract): the loader reads them, the emitter writes them,
 * rules and explanations print them.
 */
#include <stddef.h>

#include "names.h"

const char *const unit_type_names[U_WAGON + 1] = { "infantry", "cavalry",
    "artillery", "wagon" };
const char *const unit_size_names[Z_DEMI_DIVISION + 1] = { NULL,
    "squadron", "regiment", "brigade", "division", "demi-division" };
const char *const entrenchment_names[E_FORT + 1] = { "none", "abatis",
    "breastwork-build", "breastwork", "fort-build", "fort" };
const char *const unit_status_names[US_OFF_MAP + 1] = { NULL,
    "eliminated", "surrendered", "withdrawn", "off-map" };
const char *const leader_rank_names[R_DIVISION + 1] = { "army", "district",
    "corps", "division" };
const char *const supply_names[2] = { "in", "out" };
const char *const cause_names[C_COUNT] = { "combat", "retreat",
    "cavalry_retreat", "extended_march", "force_march", "zoc", "supply",
    "surrender" };
