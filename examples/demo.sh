#!/bin/sh
# make demo: the rulebook's 7.5 combat example, explained, as one
# pipeline: the hasty attack, the rout, the advance.
# usage: sh demo.sh [BINDIR]	(the tools on PATH, or in BINDIR)
set -eu
here=$(dirname "$0")
if [ $# -gt 0 ]; then
	PATH="$1:$PATH"
	export PATH
fi

echo "== The 7.5 combat example (examples/hasty-attack.sh)"
echo
echo "\$ gcacw-combat --attacker Brown --target 4610 --attack hasty --dice 3,4,2 --explain < hasty-attack.yaml |"
echo "  gcacw-retreat --explain | gcacw-retreat --advance --explain > after.yaml"
echo
sh "$here/hasty-attack.sh" > "${TMPDIR:-/tmp}/gcacw-demo.$$.yaml"
echo
echo "== The position after it (gcacw-check --explain < after.yaml)"
echo
gcacw-check --explain < "${TMPDIR:-/tmp}/gcacw-demo.$$.yaml" > /dev/null
rm -f "${TMPDIR:-/tmp}/gcacw-demo.$$.yaml"
