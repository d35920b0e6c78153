#!/bin/sh
# A whole game of SJW Scenario 1, Cedar Mountain (13.1), its three turns,
# from gcacw-new to gcacw-vp --final, one tool a step in the order of
# 3.0; each step explains itself on standard error, the final game file
# goes to standard output (cedar-mountain-game.out).  gcacw-new places
# every unit and leader as the set-up card gives them;
# cedar-mountain-game.awk adds the example's own made-up values for what
# the card and the rules text do not give (the counters' values, the
# map's terrain and roads); cedar-mountain-game.charts the example's
# Strength markers.
#
# Turn 1.  No Random Events Phase in the Basic Game (SJW 3.0); the
# Leader Transfer Phase ends with the first Initiative Segment.  The
# Confederate player wins it (5, 2): Robertson marches (2D6+1: 4, 2 =
# 7 MP) into Bayard's ZOC (road 1 MP, clear 3), and his hasty attack
# (2 MP; 4, 2) drives Bayard back and Robertson advances; Robertson, at
# Fatigue 3 by combat, will suffer no penalty (special rule 1).  The
# Union player wins the next (2, 5): Ricketts may not act (rule 3, a
# golden case); Williams marches south with Pope and Banks (die 6).
# The Confederate player wins the next (4, 3): A.P. Hill marches north
# with Jackson (die 6 + 1) and ends his march.  A tie (3, 3) is rolled
# again (4, 2); the Confederate and Union players pass: the Action
# Cycle ends.  The Recovery Phase: Robertson and Bayard stay on their
# normal sides.
# Turn 2.  The Union player wins (2, 5): Williams marches (die 5)
# into Robertson's ZOC; Robertson declines his cavalry retreat;
# Williams's hasty attack (6, 1) drives Robertson back and Williams
# (A) advances.  The Confederate player wins (5, 2): Jackson assaults
# with A.P. Hill (command die 3, then 4, 3), with his +1 (7.4): Williams
# (A) loses 2 strength points and routs with Pope and Banks; A.P. Hill
# advances with Jackson.  The Union player wins (1, 6) and passes, the
# Confederate player passes.  The Recovery Phase.
# Turn 3.  The Union player wins (3, 5) and passes, the Confederate
# player passes; the Recovery Phase, the end of the game, and
# gcacw-vp --final scores it.
# usage: examples/cedar-mountain-game.sh  (the tools on PATH, or in
# ../build/bin)
set -eu
here=$(dirname "$0")
command -v gcacw-new >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
GCACW_CHARTS=$here/cedar-mountain-game.charts
export GCACW_CHARTS
gcacw-new --seed 7 cedar-mountain |
awk -f "$here/cedar-mountain-game.awk" |
gcacw-check |
gcacw-turn --random-events --explain |
gcacw-turn --initiative --dice 5,2 --explain |
gcacw-march --unit Robertson --dice 4,2 --explain |
gcacw-march --continue --path S0627,S0626,S0726 --explain |
gcacw-combat --attacker Robertson --target S0825 --attack hasty \
    --dice 4,2 --explain |
gcacw-retreat --explain |
gcacw-march --advance --explain |
gcacw-turn --initiative --dice 2,5 --explain |
gcacw-march --unit Williams --dice 6 --explain |
gcacw-march --continue --path S0816,S0817,S0818,S0819,S0820,S0821 \
    --explain |
gcacw-turn --initiative --dice 4,3 --explain |
gcacw-march --unit 'A.P. Hill' --dice 6 --explain |
gcacw-march --continue --path S0831,S0830,S0829,S0828,S0827,S0826 \
    --explain |
gcacw-march --end --explain |
gcacw-turn --initiative --dice 3,3,4,2 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-turn --initiative --pass --explain |
gcacw-recover --explain |
gcacw-turn --end-turn --explain |
gcacw-turn --random-events --explain |
gcacw-turn --initiative --dice 2,5 --explain |
gcacw-march --unit Williams --dice 5 --explain |
gcacw-march --continue --path S0822,S0823,S0824 --explain |
gcacw-march --continue --explain |
gcacw-combat --attacker Williams --target S0825 --attack hasty \
    --dice 6,1 --explain |
gcacw-retreat --explain |
gcacw-march --advance --explain |
gcacw-turn --initiative --dice 5,2 --explain |
gcacw-combat --assault Jackson --target S0825 --units 'A.P. Hill' \
    --dice 3,4,3 --explain |
gcacw-retreat --explain |
gcacw-march --advance --explain |
gcacw-turn --initiative --dice 1,6 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-turn --initiative --pass --explain |
gcacw-recover --explain |
gcacw-turn --end-turn --explain |
gcacw-turn --random-events --explain |
gcacw-turn --initiative --dice 3,5 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-turn --initiative --pass --explain |
gcacw-recover --explain |
gcacw-turn --end-turn --explain |
gcacw-vp --final --explain
