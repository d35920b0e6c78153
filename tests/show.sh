#!/bin/sh
# gcacw-show's pictures: each golden case's SVG is well-formed
# XML (xmllint) with no external reference; the 7.5 example and the map
# key are rendered with rsvg-convert and their colours checked at known
# hex centres: terrain (2.3), counters, the flank ring's covered marks.
# With --browser, the same pictures are rendered in headless Chromium and
# compared with rsvg's within a tolerance (make browser-check).
#
# usage: tests/show.sh BINDIR
#        tests/show.sh --browser BINDIR
set -u
browser=0
if [ "${1:-}" = --browser ]; then
	browser=1
	shift
fi
# shellcheck source=tests/common.sh
. "$(dirname "$0")/common.sh"
tests_bindir "tests/show.sh [--browser] BINDIR" "$@"
top=$(cd "$(dirname "$0")/.." && pwd)
bin=$bindir
tests_scratch show
tests_same_bytes
pass=0
fail=0

ok() {
	pass=$((pass + 1))
	echo "PASS: $1"
}
no() {
	fail=$((fail + 1))
	echo "FAIL: $1"
}

# The centre of hex CCRR in a picture whose first column is c0 and first
# row r0 (lib/explain/show_int.h: radius 48, margin 24, title 48; odd
# columns half a hex higher, DESIGN.md section 3); with a pull toward
# another hex (the flank ring's marks lie 0.3 of the way to the defender)
# and a shift down.  Prints "X,Y".
centre() {	# c0 r0 hex [toward pull dy]
	awk -v c0="$1" -v r0="$2" -v h="$3" -v t="${4:-}" -v k="${5:-0}" \
	    -v dy="${6:-0}" '
	function cx(id) {
		return 72 + (substr(id, 1, 2) - c0) * 72
	}
	function cy(id,  c) {
		c = substr(id, 1, 2) + 0
		return 89.5692 + (substr(id, 3, 2) - r0 + (c % 2 == 0 ? .5 : 0)) * 83.1384
	}
	BEGIN {
		x = cx(h)
		y = cy(h)
		if (t != "") {
			x += (cx(t) - x) * k
			y += (cy(t) - y) * k
		}
		printf "%d,%d", x + .5, y + dy + .5
	}'
}

# Every SVG a golden case expects: well-formed, no external reference.
for out in "$top"/tests/cases/gcacw-show/*/out; do
	[ -f "$out" ] || continue
	# A case that greps the picture for a fact expects no picture.
	head -c 5 "$out" | grep -q '^<' || continue
	name=${out%/out}
	name=gcacw-show/${name##*/}
	if ! xmllint --noout "$out" 2>"$tmp/xml"; then
		no "$name: not well-formed XML: $(head -n 3 "$tmp/xml")"
	elif grep -q 'href="[^#]' "$out"; then
		no "$name: an external reference"
	elif ! head -n 2 "$out" | grep -q 'version="1.1"'; then
		no "$name: not SVG 1.1"
	else
		ok "$name: well-formed SVG 1.1, self-contained"
	fi
done

# The README's picture (make demo) is the 7.5 example's as drawn now.
if PATH="$bin:$PATH" sh -c 'gcacw-combat --attacker Brown --target 4610 \
    --attack hasty --dice 3,4,2 < "$1" | gcacw-retreat |
    gcacw-show --entry 1,2' sh "$top/examples/hasty-attack.yaml" |
    cmp -s - "$top/examples/hasty-attack.svg"; then
	ok "examples/hasty-attack.svg is make demo's picture"
else
	no "examples/hasty-attack.svg differs from make demo's picture"
fi

# No label covers another, in every picture the golden cases
# expect and in each ruling of the scripted games drawn.
pics=
for out in "$top"/tests/cases/gcacw-show/*/out; do
	head -c 5 "$out" | grep -q '^<' && pics="$pics $out"
done
for g in bath-game cedar-mountain-game kernstown-turn; do
	n=$(grep -c '^- op:' "$top/examples/$g.out")
	i=1
	while [ "$i" -le "$n" ]; do
		"$bin/gcacw-show" --entry "$i" "$top/examples/$g.out" \
		    > "$tmp/$g-$i.svg" 2>/dev/null && pics="$pics $tmp/$g-$i.svg"
		i=$((i + 1))
	done
done
# shellcheck disable=SC2086
if python3 "$top/tests/labels.py" $pics > "$tmp/labels"; then
	ok "labels: none covers another ($(echo $pics | wc -w) pictures)"
else
	no "labels cover each other: $(head -n 3 "$tmp/labels")"
fi

# The pictures: the 7.5 example after the combat and the rout (entries 1
# and 2), and the map key without ZOC or legend.
ex=$top/tests/cases/gcacw-show/hasty-attack-7-5/in
key=$top/tests/cases/gcacw-show/map-key/in
"$bin/gcacw-show" --entry 1,2 < "$ex" > "$tmp/ex.svg" || no "gcacw-show (7.5)"
"$bin/gcacw-show" --no-legend < "$key" > "$tmp/key.svg" ||
    no "gcacw-show (map key)"

# What each picture must show where: X,Y,RRGGBB.
ex_points() {
	# Clear terrain, light yellow (2.3), in 4812.
	echo "$(centre 44 07 4812),fbf4bd"
	# Wagner's counter (Union) in 4908, Brown's (Confederate) in 4611,
	# right of the type box.
	echo "$(centre 44 07 4908 "" 0 -8 | awk -F, '{ print $1 + 17 "," $2 }'),2b4a8a"
	echo "$(centre 44 07 4611 "" 0 -8 | awk -F, '{ print $1 + 17 "," $2 }'),c9bfa8"
	# The five covered hexes around Wagner's 4610 (7.5): a red disc
	# each, below its letters, beside the hex's counters:
	# .45 of the way to 4610 from a diagonal neighbour, 32 px right of
	# the column of counters and .15 of the way from 4609 and 4611;
	# 4710 not covered: a white one.
	for h in 4711 4511 4510; do
		echo "$(centre 44 07 $h 4610 .45 7),d7191c"
	done
	for h in 4609 4611; do
		echo "$(centre 44 07 $h 4610 .15 7 | awk -F, '{ print $1 + 32 "," $2 }'),d7191c"
	done
	# (beside the rout's arrow, which crosses it)
	echo "$(centre 44 07 4710 4610 .45 5 | awk -F, '{ print $1 + 3 "," $2 }'),ffffff"
}
key_points() {
	echo "$(centre 09 09 1110 "" 0 12 | awk -F, '{ print $1 - 20 "," $2 }'),f4a450"
	echo "$(centre 09 09 1310),9ccbe9"
	echo "$(centre 09 09 1010 "" 0 0 | awk -F, '{ print $1 + 20 "," $2 }'),cfe8a6"
	# Lee's stack in woods 1011: the Confederate counter.
	echo "$(centre 09 09 1011 "" 0 -8 | awk -F, '{ print $1 + 17 "," $2 }'),c9bfa8"
}

check_points() {	# name png points...
	name=$1
	png=$2
	shift 2
	if python3 "$top/tests/pixels.py" "$png" "$@" > "$tmp/px"; then
		ok "$name"
	else
		no "$name"
		cat "$tmp/px"
	fi
}

if [ $browser -eq 0 ]; then
	for p in ex key; do
		if ! rsvg-convert -o "$tmp/$p.png" "$tmp/$p.svg"; then
			no "rsvg-convert $p.svg"
			continue
		fi
		# shellcheck disable=SC2046 # one argument a point
		check_points "rsvg: $p.svg: colours at known hex centres" \
		    "$tmp/$p.png" $(${p}_points)
	done
else
	chrome=$(command -v chromium || command -v chromium-browser)
	for p in ex key; do
		size=$(sed -n 's/.* width="\([0-9]*\)" height="\([0-9]*\)".*/\1,\2/p' \
		    "$tmp/$p.svg" | head -n 1)
		rsvg-convert -o "$tmp/$p.rsvg.png" "$tmp/$p.svg"
		# A window the picture's size; root needs --no-sandbox.
		"$chrome" --headless --no-sandbox --disable-gpu \
		    --hide-scrollbars --force-device-scale-factor=1 \
		    --window-size="$size" --screenshot="$tmp/$p.chrome.png" \
		    "file://$tmp/$p.svg" >/dev/null 2>&1
		if [ ! -s "$tmp/$p.chrome.png" ]; then
			no "chromium: $p.svg: no screenshot"
			continue
		fi
		# shellcheck disable=SC2046 # one argument a point
		check_points "chromium: $p.svg: colours at known hex centres" \
		    "$tmp/$p.chrome.png" $(${p}_points)
		if python3 "$top/tests/pixels.py" --diff "$tmp/$p.rsvg.png" \
		    "$tmp/$p.chrome.png" 6 > "$tmp/px"; then
			ok "chromium: $p.svg against rsvg: $(cat "$tmp/px")"
		else
			no "chromium: $p.svg against rsvg: $(cat "$tmp/px")"
		fi
	done
fi

echo "show: $pass passed, $fail failed"
[ $fail -eq 0 ]
