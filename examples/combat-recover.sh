#!/bin/sh
# The 7.5 combat example and then the Recovery Phase, as one pipeline:
# Brown's hasty attack on Wagner (dice 3, 4, 2), Wagner's rout to 4908,
# Brown's advance into 4610 with Cheatham, and the Recovery Phase (8.0)
# for every unit.  No unit is at Fatigue Level 0 after the combat, so none
# may entrench, bridge or repair: the phase runs with no activities.
# usage: examples/combat-recover.sh  (the tools on PATH, or in ../build/bin)
set -eu
here=$(dirname "$0")
# The tools: on PATH (installed), or built beside these examples (make).
command -v gcacw-combat >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
gcacw-combat --attacker Brown --target 4610 --attack hasty --dice 3,4,2 \
    --explain < "$here/hasty-attack.yaml" |
gcacw-retreat --explain |
gcacw-retreat --advance --explain |
gcacw-recover --explain
