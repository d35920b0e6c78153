#!/bin/sh
# A whole Basic Game turn of SIV Scenario 1 (Kernstown), Turn 3, in the
# order of 3.0: the Random Events Phase (dice 3, 4: No effect), the
# Action Cycle -- the Confederate player wins the initiative (5, 2),
# Garnett marches into Kimball's ZOC and makes a hasty attack (the 7.5
# example's dice 3, 4, 2), Kimball routs and Garnett advances; the Union
# player wins the next initiative (2, 5) and passes, and the Confederate
# player takes it to march Burks; a tie (3, 3) goes to the Confederate
# player (4.2, SIV), who passes, and the Union player's pass ends the
# Action Cycle (4.4) -- the Recovery Phase, and the Turn Indication Phase,
# where Gorman withdraws from Harpers Ferry (SIV 13.1 special rule 2).
# usage: examples/kernstown-turn.sh  (the tools on PATH, or in ../build/bin)
set -eu
here=$(dirname "$0")
command -v gcacw-turn >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
gcacw-turn --random-events --dice 3,4 --explain \
    < "$here/kernstown-turn.yaml" |
gcacw-turn --initiative --dice 5,2 --explain |
gcacw-march --unit Garnett --path N4611 --dice 4 --explain |
gcacw-combat --attacker Garnett --target N4610 --attack hasty --dice 3,4,2 \
    --explain |
gcacw-retreat --explain |
gcacw-march --advance --explain |
gcacw-turn --initiative --dice 2,5 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-march --unit Burks --path N4509 --dice 2 --explain |
gcacw-march --end --explain |
gcacw-turn --initiative --dice 3,3 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-turn --initiative --pass --explain |
gcacw-recover --explain |
gcacw-turn --end-turn --withdraw Gorman --explain
