#!/bin/sh
# A scenario from the library, started and scored: SIV Bath's printed
# set-up (gcacw-new, the generator seeded with 12), scored as it stands;
# then the same game once Confederate infantry has entered three of the
# four objective hexes -- Bath, Sir John's Run and Great Cacapon -- with
# their Confederate Control markers (Bath special rule 4), written here
# by awk as a player records a position set up by hand (in play the
# tools place them: bath-game.sh), checked and scored.
# usage: examples/bath.sh  (the tools on PATH, or in ../build/bin)
set -eu
here=$(dirname "$0")
# The tools: on PATH (installed), or built beside these examples (make).
command -v gcacw-new >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
gcacw-new --seed 12 bath | gcacw-vp --report
echo
gcacw-new --seed 12 bath |
awk '{ print } /^  flanks_refused:/ {
	print "  control: {N2906: csa, N2805: csa, N2507: csa}" }' |
gcacw-check |
gcacw-vp --report
