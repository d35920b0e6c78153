#!/bin/sh
# Plays the first turns of every scenario of the library as --query
# says, rolling for the initiative and passing it, each step's
# explanation on stdout: the sequence of play (3.0, 4.0, 8.0, 12.0) end
# to end (issue 15).
for s in $(gcacw-new --list | awk '{ print $1 "/" $2 }'); do
	echo "== $s"
	gcacw-new --seed 1 "$s" >"$GOLDEN_TMP/g" || exit 1
	step=0
	while [ $step -lt 11 ]; do
		step=$((step + 1))
		next=$(gcacw-turn --query <"$GOLDEN_TMP/g" | sed -n 's/^next: //p')
		case $next in
		"gcacw-turn --random-events"*)
			set -- gcacw-turn --random-events ;;
		"gcacw-turn --reinforce"*|"gcacw-turn --off-map"*|\
		"gcacw-turn --next"*)
			set -- gcacw-turn --next ;;
		"gcacw-turn --harpers-ferry"*)
			set -- gcacw-turn --harpers-ferry ;;
		"gcacw-march --transfer"*|"a new Action Phase"*)
			set -- gcacw-turn --initiative ;;
		*"takes the initiative"*)
			set -- gcacw-turn --initiative --pass ;;
		"gcacw-turn --initiative"*)
			set -- gcacw-turn --initiative ;;
		gcacw-recover*)
			set -- gcacw-recover ;;
		"gcacw-turn --end-turn"*)
			set -- gcacw-turn --end-turn ;;
		*)
			echo "next: $next"
			break ;;
		esac
		echo "-- $*"
		"$@" --seed "$step" --explain <"$GOLDEN_TMP/g" 2>&1 \
		    >"$GOLDEN_TMP/h"
		st=$?
		if [ $st -ne 0 ]; then
			echo "status $st"
			break
		fi
		mv "$GOLDEN_TMP/h" "$GOLDEN_TMP/g"
	done
	gcacw-turn --query <"$GOLDEN_TMP/g"
done
