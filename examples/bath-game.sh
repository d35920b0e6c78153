#!/bin/sh
# A whole game of SIV Bath (Additional Scenario), both its turns, from
# gcacw-new to gcacw-vp --final, one tool a step in the order of 3.0;
# each step explains itself on standard error, the final game file goes
# to standard output (bath-game.out).  What the rulebook text does not
# print -- the map's terrain, counties and roads, the counters' values,
# the Terrain Chart and Strength marker cells -- is the example's own,
# made up and marked so in bath-game.awk and bath-game.charts.
#
# Turn 1.  No random events (special rule 1); the Leader Transfer Phase
# ends with the first Initiative Segment, which the Union player wins
# automatically (special rule 3): 1 MD marches toward Hancock (die 3,
# 3 MP, road).  The Confederate player wins the next (5, 2): Stonewall
# marches from Johnson's Mill on the Mountain Winter roads of Morgan
# county (die 6 + 1 = 7 MP, its extended march die 3 no effect; 2 MP a
# road hex, special rule 1) into the ZOC of Bath's garrison; 1 WV makes
# a cavalry retreat (die 4, -2, Stonewall's MA cut by 1); Stonewall's
# hasty attack (4, 2) routs 1 PHB and Stonewall advances into Bath, an
# objective (special rule 4).  The Union player wins the next (2, 5)
# and passes; the Confederate player marches Taliaferro next to Sir
# John's Run (die 5 + 1).  The Confederate player wins the next (4, 1)
# and passes, which ends the Action Cycle (special rule 3).  Recovery.
# Turn 2.  The Union player's first initiative: 10 ME's normal attack
# on Taliaferro from Sir John's Run (die 3 for its march; 5, 1) routs
# him; 10 ME declines the advance.  The Confederate player wins (6, 3):
# Jackson assaults Sir John's Run with Stonewall (command die 2, then
# 5, 2): 10 ME loses a manpower point and routs, Stonewall advances in
# with Jackson, a second objective.  The Union player wins (1, 4) and
# passes, the Confederate player passes: the Action Cycle ends, the
# Recovery Phase, and the end of Turn 2 ends the game; gcacw-vp --final
# scores it: 2 objectives +2, 1 Union manpower point lost in combat +1:
# 3 VP, a Union Marginal Victory.
# usage: examples/bath-game.sh  (the tools on PATH, or in ../build/bin)
set -eu
here=$(dirname "$0")
command -v gcacw-new >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
GCACW_CHARTS=$here/bath-game.charts
export GCACW_CHARTS
gcacw-new --seed 12 bath |
awk -f "$here/bath-game.awk" |
gcacw-check |
gcacw-turn --random-events --explain |
gcacw-turn --initiative --explain |
gcacw-march --unit '1 MD' --dice 3 --explain |
gcacw-march --continue --path N3502,N3402,N3302 --explain |
gcacw-turn --initiative --dice 5,2 --explain |
gcacw-march --unit Stonewall --dice 6,3 --explain |
gcacw-march --continue --path N2908,N2907 --explain |
gcacw-retreat --cavalry '1 WV' --dice 4 --explain |
gcacw-combat --attacker Stonewall --target N2906 --attack hasty \
    --dice 4,2 --explain |
gcacw-retreat --explain |
gcacw-march --advance --explain |
gcacw-turn --initiative --dice 2,5 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-march --unit Taliaferro --dice 5,3 --explain |
gcacw-march --continue --path N2808,N2807,N2806 --explain |
gcacw-turn --initiative --dice 4,1 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-recover --explain |
gcacw-turn --end-turn --explain |
gcacw-turn --random-events --explain |
gcacw-turn --initiative --explain |
gcacw-march --unit '10 ME' --dice 3 --explain |
gcacw-combat --attacker '10 ME' --target N2806 --attack normal \
    --dice 5,1 --explain |
gcacw-retreat --explain |
gcacw-retreat --decline --explain |
gcacw-turn --initiative --dice 6,3 --explain |
gcacw-combat --assault Jackson --target N2805 --units Stonewall \
    --dice 2,5,2 --explain |
gcacw-retreat --explain |
gcacw-march --advance --explain |
gcacw-turn --initiative --dice 1,4 --explain |
gcacw-turn --initiative --pass --explain |
gcacw-turn --initiative --pass --explain |
gcacw-recover --explain |
gcacw-turn --end-turn --explain |
gcacw-vp --final --explain
