#!/bin/sh
# make bench: gcacw against a bare libyaml parse-and-emit (tests/yamlcat)
# of the same campaign file (DESIGN.md section 2, "Scale"; issue 16):
# the shape of a real Advanced Game file, every hex listed with terrain
# and county, 1,500 hexsides, 250 units, 500 log entries.  Each tool runs
# against yamlcat process for process, interleaved, each ratio taken on
# a pair run together: gcacw-check, gcacw-combat and gcacw-recover within
# 1.2 of the floor's wall time, gcacw-march with a 20-hex path within 1.5
# (issue 10); every tool's peak RSS at most twice the floor's + 2 MB and
# its minor faults at most twice the floor's.  Then --query reach for a
# 13-MP cavalry unit beyond the load (under 10 ms, issue 10) and
# gcacw-combat --assault --odds on the example (under 5 ms, issue 11).
# Each target prints PASS or FAIL; the exit status is 1 after a FAIL.
# usage: tests/bench.sh BUILDDIR
set -eu
b=${1:?usage: tests/bench.sh BUILDDIR}
file=$(mktemp /tmp/gcacw-bench.XXXXXX)
trap 'rm -f "$file"' EXIT
runs=${BENCH_RUNS:-31}
fail=0

# The file, and --query reach in one process.
"$b/tests/bench" march "$runs" "$file" || fail=1
# Load and emit in one process, against libyaml's parse and emit.
"$b/tests/bench" 11

# pair NAME RATIO CMD...: the command against yamlcat.
pair() {
	name=$1
	ratio=$2
	shift 2
	echo "bench: $name"
	"$b/tests/bench" pair -m "$runs" "$ratio" "$file" "$b/tests/yamlcat" \
	    -- "$@" || fail=1
}
pair "gcacw-check" 1.2 "$b/bin/gcacw-check"
pair "gcacw-combat --attacker Attacker --target S4017 --attack normal" 1.2 \
    "$b/bin/gcacw-combat" --attacker Attacker --target S4017 \
    --attack normal --dice 3,4
pair "gcacw-recover" 1.2 "$b/bin/gcacw-recover"
path=N5511
r=12
while [ "$r" -le 30 ]; do
	path=$path,N55$r
	r=$((r + 1))
done
pair "gcacw-march --unit Rider --force, a 20-hex path" 1.5 \
    "$b/bin/gcacw-march" --unit Rider --path "$path" --force \
    --dice 6,6,6,6

# Issue 11: gcacw-combat --assault --odds on the example file, the whole
# process (load, every command die face, each force's combat, the
# report): target under 5 ms.
ex=$(dirname "$0")/../examples/assault.yaml
start=$(date +%s%N)
i=0
while [ "$i" -lt "$runs" ]; do
	"$b/bin/gcacw-combat" --assault Palmer --target 1110 \
	    --units Johnson,Baird --odds < "$ex" > /dev/null
	i=$((i + 1))
done
us=$(( ($(date +%s%N) - start) / 1000 / runs ))
if [ "$us" -lt 5000 ]; then v=PASS; else v=FAIL; fail=1; fi
printf 'bench: gcacw-combat --assault --odds, the example  mean %d.%d ms' \
    $((us / 1000)) $((us % 1000 / 100))
echo "  target 5 ms  $v"
# Issue 14: gcacw-show drawing the campaign-size file whole, against the
# libyaml floor, process for process: target 2 or less.
pair "gcacw-show, the whole campaign-size file" 2 "$b/bin/gcacw-show"
if [ "$fail" -ne 0 ]; then
	echo "bench: a target FAILED"
	exit 1
fi
echo "bench: every target PASS"
