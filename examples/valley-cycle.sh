#!/bin/sh
# A Strategic Cycle of the SIV Advanced Game (the Shenandoah Valley
# Campaign, 27.1) on Turn 5, segment by segment in the order of 14.0:
# the Recovery Phase leads into the Strategic Segment (14.0 step 9, a
# turn divisible by 5); two dice, 3 + 4 = 7: Lull (16.0); the County
# Control Segment (22.0): Kimball holds Winchester for the Union
# (Frederick, +3 VP), Garnett and Burks (manpower 9) give Rockingham to
# the Confederates, and six counties uncontrolled cost the Union 2 VP
# each; no bridge to repair; the Depot, Supply Status, Ammunition and
# Commitment Segments are skipped on Turn 5 (14.0 9 D-G); in the
# Withdrawal Segment Gorman (manpower 6) leaves Fauquier for the
# Department of the Rappahannock, 6 x 3 = 18 VP (19.2, the Union
# Withdrawal Table); and the Lull's eight steps: markers removed, the
# Union die 2 gives Kimball +1, every Confederate infantry unit is in
# Rockingham so Garnett gets +2 (16.0); the Turn marker goes to Turn 10,
# whose phases 1 to 8 are skipped, and the next Strategic Segment is
# due (16.0's example): `gcacw-turn --query` on the final file says so.
# usage: examples/valley-cycle.sh  (the tools on PATH, or in ../build/bin)
set -eu
here=$(dirname "$0")
command -v gcacw-turn >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
gcacw-recover --explain < "$here/valley-cycle.yaml" |
gcacw-turn --strategic --dice 3,4 --explain |
gcacw-turn --counties --explain |
gcacw-turn --next --explain |
gcacw-turn --withdraw Gorman --explain |
gcacw-turn --next --explain |
gcacw-turn --lull --dice 2 --increase usa=Kimball,csa=Garnett --explain
