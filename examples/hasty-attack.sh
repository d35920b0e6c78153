#!/bin/sh
# The 7.5 combat example from start to end, as one pipeline: Brown's
# hasty attack on Wagner (dice 3, 4, 2), Wagner's rout along the road to
# 4908, and Brown's advance into 4610 with Cheatham.
# usage: examples/hasty-attack.sh  (the tools on PATH, or in ../build/bin)
set -eu
here=$(dirname "$0")
# The tools: on PATH (installed), or built beside these examples (make).
command -v gcacw-combat >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
gcacw-combat --attacker Brown --target 4610 --attack hasty --dice 3,4,2 \
    --explain < "$here/hasty-attack.yaml" |
gcacw-retreat --explain |
gcacw-retreat --advance --explain
