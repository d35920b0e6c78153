#!/bin/sh
# Every unit of the scenarios with a set-up, on an all-clear map
# (charts.yaml): its reach with 3 MP, then a march to the first hex
# of that reach (its Movement Allowance rolled, the scenario's
# restrictions applied), and the reach of the march in progress
# (issue 15).  The game is made a standalone ruling (no `phase`): every
# unit marches from the same position, whoever would hold the
# initiative (issue 27).
for s in $(gcacw-new --list | awk '$5 != "skeleton" { print $1 "/" $2 }'); do
	echo "== $s"
	gcacw-new --seed 1 "$s" | sed 's/^map:$/map:\n  terrain: clear/' |
	    gcacw-turn --random-events --seed 1 | sed '/^phase:/d' \
	    >"$GOLDEN_TMP/g" || exit 1
	sed -n '/^units:/,/^[a-z]/p' "$GOLDEN_TMP/g" |
	    sed -n 's/^  \([^ ].*\):$/\1/p' >"$GOLDEN_TMP/units"
	while read -r u; do
		echo "-- $u"
		gcacw-march --charts charts.yaml --query reach --unit "$u" \
		    --mp 3 <"$GOLDEN_TMP/g" >"$GOLDEN_TMP/r" 2>&1
		cat "$GOLDEN_TMP/r"
		to=$(awk 'NR > 3 && NF == 5 { print $5; exit }' "$GOLDEN_TMP/r")
		[ -n "$to" ] || continue
		gcacw-march --charts charts.yaml --unit "$u" --path "$to" \
		    --seed 1 --explain <"$GOLDEN_TMP/g" 2>&1 >"$GOLDEN_TMP/m" ||
		    continue
		gcacw-march --charts charts.yaml --query reach \
		    <"$GOLDEN_TMP/m" 2>&1
	done <"$GOLDEN_TMP/units"
done
