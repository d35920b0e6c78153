#!/bin/sh
# make demo: the rulebook's 7.5 combat example, explained, as one
# pipeline: the hasty attack, the rout, the advance.
# usage: examples/demo.sh BINDIR
set -eu
bin=${1:?usage: examples/demo.sh BINDIR}
here=$(dirname "$0")
PATH="$bin:$PATH"
export PATH

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
