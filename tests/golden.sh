#!/bin/sh
# CLI golden cases: each directory tests/cases/TOOL/NAME/ holds a command
# and the stdout, stderr and exit status it must give, byte for byte; TOOL
# is the gcacw-* tool the case is about.  The format is in
# tests/cases/README.
#
# usage: tests/golden.sh BINDIR [TOOL/NAME | TOOL ...]
#        GOLDEN_UPDATE=1 tests/golden.sh BINDIR [TOOL/NAME | TOOL ...]
#
# GOLDEN_UPDATE=1 rewrites out, err and status from what the tools do now,
# for a maintainer who has changed a message on purpose: review the diff
# before committing it.  A case whose gcacw-* tool is not in BINDIR yet is
# reported XFAIL and not run; one whose stdout_to device this system lacks
# is reported SKIP.  Run whole, the cases go in GOLDEN_JOBS shards side by
# side (2; 1 runs them one after the other).  GOLDEN_LEAKS_EVERY=N: under
# ASan, LeakSanitizer checks every Nth case only (make SAN=1 check: 3).
set -u

# shellcheck source=tests/common.sh
. "$(dirname "$0")/common.sh"
tests_bindir "tests/golden.sh BINDIR [TOOL/NAME | TOOL ...]" "$@"
shift
cases=$(cd "$(dirname "$0")" && pwd)/cases
update=${GOLDEN_UPDATE:-0}
jobs=${GOLDEN_JOBS:-2}
leaks_every=${GOLDEN_LEAKS_EVERY:-1}
ncase=0

tests_scratch golden
tests_same_bytes

pass=0
fail=0
xfail=0
skip=0

# Whether every tool with a folder of cases is built: then no case needs
# missing_tool's four processes.
all_built=1
for t in "$cases"/*/; do
	[ -d "$t" ] || continue
	t=${t%/}
	[ -x "$bindir/${t##*/}" ] || all_built=0
done

# Show how a file differs from what was expected (absent: empty).
show_diff() {
	exp=$1/$2
	[ -f "$exp" ] || exp=/dev/null
	if ! cmp -s "$exp" "$3"; then
		printf '%s\n' "--- tests/cases/${1#"$cases"/}/$2" "+++ actual $2"
		diff -u "$exp" "$3" | sed '1,2d'
	fi
}

# Keep a file only when the tool wrote something to it.
keep() {
	if [ -s "$2" ]; then
		cp "$2" "$1"
	else
		rm -f "$1"
	fi
}

run_case() {
	d=$1
	name=${d#"$cases"/}
	if [ ! -f "$d/cmd" ]; then
		echo "FAIL: $name (no cmd file)"
		fail=$((fail + 1))
		return
	fi
	cmd=$(cat "$d/cmd")
	tool=
	[ "$all_built" = 1 ] || tool=$(missing_tool "$cmd")
	if [ -n "$tool" ]; then
		echo "XFAIL: $name ($tool not built yet)"
		xfail=$((xfail + 1))
		return
	fi
	want=0
	if [ -f "$d/status" ]; then
		read -r want <"$d/status"
		case $want in
		''|*[!0-9]*)
			echo "FAIL: $name (status file holds '$want')"
			fail=$((fail + 1))
			return
			;;
		esac
	fi
	input=/dev/null
	[ -f "$d/in" ] && input=$d/in
	to=$tmp/out
	if [ -f "$d/stdout_to" ]; then
		read -r to <"$d/stdout_to"
		if [ ! -e "$to" ]; then
			echo "SKIP: $name (no $to on this system)"
			skip=$((skip + 1))
			return
		fi
	fi
	rm -rf "$tmp/scratch" "$tmp/out" "$tmp/err"
	mkdir "$tmp/scratch"
	# Under ASan, LeakSanitizer's check at exit is half of a case's
	# time: GOLDEN_LEAKS_EVERY=N leaves it to every Nth case (the unit
	# tests and make torture look for leaks too).
	ncase=$((ncase + 1))
	asan=${ASAN_OPTIONS:-}
	if [ "$leaks_every" -gt 1 ] && [ $((ncase % leaks_every)) -ne 0 ]
	then
		asan=${asan:+$asan:}detect_leaks=0
	fi
	(cd "$d" && ASAN_OPTIONS=$asan GOLDEN_TMP=$tmp/scratch \
	    exec sh -c "$cmd") <"$input" >"$to" 2>"$tmp/err"
	got=$?
	[ -f "$d/stdout_to" ] && : >"$tmp/out"

	if [ "$update" = 1 ]; then
		[ -f "$d/stdout_to" ] || keep "$d/out" "$tmp/out"
		keep "$d/err" "$tmp/err"
		if [ "$got" -ne 0 ]; then
			echo "$got" >"$d/status"
		else
			rm -f "$d/status"
		fi
		echo "UPDATED: $name"
		pass=$((pass + 1))
		return
	fi

	{
		[ -f "$d/stdout_to" ] || show_diff "$d" out "$tmp/out"
		show_diff "$d" err "$tmp/err"
	} >"$tmp/diffs"
	if [ ! -s "$tmp/diffs" ] && [ "$got" -eq "$want" ]; then
		echo "PASS: $name"
		pass=$((pass + 1))
		return
	fi
	echo "FAIL: $name"
	echo "	cmd: $cmd"
	[ "$got" -eq "$want" ] ||
	    echo "	status: expected $want, got $got"
	cat "$tmp/diffs"
	fail=$((fail + 1))
}

# Every case of one tool's folder.  A case left directly in tests/cases/
# (a folder with a cmd file) fails: it belongs in its tool's folder.
run_tool() {
	if [ -f "$1/cmd" ]; then
		echo "FAIL: ${1##*/} (a case outside a tool's folder:" \
		    "move it to tests/cases/TOOL/)"
		fail=$((fail + 1))
		return
	fi
	for d in "$1"/*/; do
		[ -d "$d" ] || continue
		run_case "${d%/}"
	done
}

if [ $# -gt 0 ]; then
	for n in "$@"; do
		n=${n%/}
		if [ ! -d "$cases/$n" ]; then
			echo "FAIL: $n (no directory tests/cases/$n)"
			fail=$((fail + 1))
		elif [ "${n#*/}" != "$n" ]; then
			run_case "$cases/$n"
		else
			run_tool "$cases/$n"
		fi
	done
elif [ "$jobs" -gt 1 ] && [ "$update" != 1 ]; then
	# Every case, in $jobs shards run side by side (CI time: most of a
	# case is starting processes, under ASan most of all); each shard's
	# report follows the one before, and the counts are summed.
	for t in "$cases"/*/; do
		[ -f "$t/cmd" ] && run_tool "${t%/}"
	done
	all=$(cd "$cases" && for d in */*/; do echo "${d%/}"; done)
	i=0
	while [ "$i" -lt "$jobs" ]; do
		# shellcheck disable=SC2046 # one case name a word
		GOLDEN_JOBS=1 sh "$0" "$bindir" $(printf '%s\n' "$all" |
		    awk -v j="$jobs" -v i="$i" 'NR % j == i') \
		    >"$tmp/shard$i" 2>&1 &
		i=$((i + 1))
	done
	wait
	i=0
	while [ "$i" -lt "$jobs" ]; do
		sed '$d' "$tmp/shard$i"
		line=$(tail -n 1 "$tmp/shard$i")
		for k in passed failed xfail skipped; do
			n=$(printf '%s\n' "$line" |
			    sed -n "s/.* \([0-9][0-9]*\) $k.*/\1/p")
			n=${n:-0}
			case $k in
			passed)		pass=$((pass + n)) ;;
			failed)		fail=$((fail + n)) ;;
			xfail)		xfail=$((xfail + n)) ;;
			skipped)	skip=$((skip + n)) ;;
			esac
		done
		case $line in
		golden:*) ;;
		*)	echo "FAIL: shard $i ended without its summary"
			fail=$((fail + 1)) ;;
		esac
		i=$((i + 1))
	done
else
	for t in "$cases"/*/; do
		[ -d "$t" ] || continue
		run_tool "${t%/}"
	done
fi

summary="golden: $pass passed, $fail failed"
[ "$xfail" -eq 0 ] || summary="$summary, $xfail xfail"
[ "$skip" -eq 0 ] || summary="$summary, $skip skipped"
echo "$summary"
[ "$fail" -eq 0 ]
