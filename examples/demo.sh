#!/bin/sh
# make demo: the rulebook's 7.5 combat example, explained.
# usage: examples/demo.sh BINDIR
set -eu
bin=${1:?usage: examples/demo.sh BINDIR}
here=$(dirname "$0")
PATH="$bin:$PATH"
export PATH

echo "== The 7.5 combat example (examples/hasty-attack.yaml)"
echo
if command -v gcacw-combat >/dev/null 2>&1; then
	echo "\$ gcacw-combat --attacker Brown --target 4610 --attack hasty --dice 3,4,2 --explain < hasty-attack.yaml"
	echo
	gcacw-combat --attacker Brown --target 4610 --attack hasty \
	    --dice 3,4,2 --explain < "$here/hasty-attack.yaml" >/dev/null
else
	# Until gcacw-combat lands, the demo shows the position it will rule
	# on, as gcacw-check reads and explains it.
	echo "\$ gcacw-check --explain hasty-attack.yaml"
	echo
	gcacw-check --explain "$here/hasty-attack.yaml" >/dev/null
	echo
	echo "(gcacw-combat, which rules on Brown's hasty attack, is not built yet.)"
fi
