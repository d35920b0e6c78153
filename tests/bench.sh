#!/bin/sh
# make bench: gcacw's load + emit against a bare libyaml parse-and-emit
# of the same campaign-size file (DESIGN.md section 2, "Scale"): in one
# process over many runs, then as whole processes, gcacw-check against
# yamlcat, the way a user runs them.  Then gcacw-march (issue 10) on the
# same file with a cavalry unit at the head of a 21-hex road: --query
# reach with 13 MP beyond the load (target under 10 ms), and a march of
# 20 hexes against yamlcat, process for process, interleaved and paired
# (target 1.5 or less).
# usage: tests/bench.sh BUILDDIR
set -eu
b=${1:?usage: tests/bench.sh BUILDDIR}
file=$(mktemp /tmp/gcacw-bench.XXXXXX)
mfile=$(mktemp /tmp/gcacw-bench-march.XXXXXX)
trap 'rm -f "$file" "$mfile"' EXIT
"$b/tests/bench" 31 "$file"

runs=30
# Milliseconds for $runs runs of a command reading the file.
clock() {
	start=$(date +%s%N)
	i=0
	while [ "$i" -lt "$runs" ]; do
		"$@" < "$file" > /dev/null
		i=$((i + 1))
	done
	end=$(date +%s%N)
	echo $(( (end - start) / 1000 ))
}
bare=$(clock "$b/tests/yamlcat")
ours=$(clock "$b/bin/gcacw-check")
# Microseconds to milliseconds with one decimal, by integer arithmetic.
ms() {
	printf '%d.%d' $(( $1 / 1000 )) $(( $1 % 1000 / 100 ))
}
echo "bench: process yamlcat      mean $(ms $((bare / runs))) ms"
echo "bench: process gcacw-check  mean $(ms $((ours / runs))) ms"
r=$((ours * 100 / bare))
printf 'bench: process ratio %d.%02d (target 1.5 or less)\n' $((r / 100)) \
    $((r % 100))

# gcacw-march: the file with Rider in N5510 and its road to N5531.
"$b/tests/bench" march 31 "$mfile"
path=N5511
r=12
while [ "$r" -le 30 ]; do
	path=$path,N55$r
	r=$((r + 1))
done
echo "bench: gcacw-march --unit Rider --force, a 20-hex path, against yamlcat"
"$b/tests/bench" pair 31 "$mfile" "$b/tests/yamlcat" -- \
    "$b/bin/gcacw-march" --unit Rider --path "$path" --force \
    --dice 6,6,6,6
echo "bench: (target: paired ratio 1.5 or less)"
echo "bench: gcacw-march --query reach --unit Rider --mp 13, against yamlcat"
"$b/tests/bench" pair 31 "$mfile" "$b/tests/yamlcat" -- \
    "$b/bin/gcacw-march" --query reach --unit Rider --mp 13
# Issue 11: gcacw-combat --assault --odds on the example file, the whole
# process (load, every command die face, each force's combat, the
# report): target under 5 ms.
ex=$(dirname "$0")/../examples/assault.yaml
odds=$(file=$ex clock "$b/bin/gcacw-combat" --assault Palmer --target 1110 \
    --units Johnson,Baird --odds)
echo "bench: process gcacw-combat --assault --odds  mean" \
    "$(ms $((odds / runs))) ms (target under 5)"
# Issue 14: gcacw-show drawing the campaign-size file whole, against the
# libyaml floor, process for process: target 2 or less.
echo "bench: gcacw-show, the whole campaign-size file, against yamlcat"
"$b/tests/bench" pair 31 "$file" "$b/tests/yamlcat" -- "$b/bin/gcacw-show"
echo "bench: (target: paired ratio 2 or less)"
