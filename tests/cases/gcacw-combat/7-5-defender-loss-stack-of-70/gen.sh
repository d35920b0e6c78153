#!/bin/sh
# Writes `in`: 70 Union brigades of 1 stacked in 4610 (6.4: stacking is
# unlimited), attacked by Hood from 4611.  Run from this directory.  The
# file's two comment lines are the arguments, when given (the retreat
# case of the same stack, gcacw-retreat/6-4-stack-of-70-retreats).
{
	echo "${1:-# 70 units in one hex: all defend (7.1), the loss may be divided}"
	echo "${2:-# over all 70 with --defender-loss (7.5); none is left out.}"
	echo 'gcacw: 1'
	echo 'game: standard'
	echo 'turn: 3'
	echo 'rain: false'
	echo 'map: {terrain: clear}'
	echo 'units:'
	i=1
	while [ $i -le 70 ]; do
		echo "  S$i: {side: usa, type: infantry, manpower: 1," \
		    "artillery: 0, tactical: 1, hex: '4610'}"
		i=$((i + 1))
	done
	echo "  Hood: {side: csa, type: infantry, manpower: 20, artillery: 0,"
	echo "         tactical: 2, hex: '4611'}"
} >in
