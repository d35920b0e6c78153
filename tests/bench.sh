#!/bin/sh
# make bench: load + emit against a bare libyaml parse-and-emit, and the
# whole gcacw-check process on the same campaign-size file.
# usage: tests/bench.sh BUILDDIR
set -eu
b=${1:?usage: tests/bench.sh BUILDDIR}
file=$(mktemp /tmp/gcacw-bench.XXXXXX)
trap 'rm -f "$file"' EXIT
"$b/tests/bench" 21 "$file"
runs=20
start=$(date +%s%N)
i=0
while [ "$i" -lt "$runs" ]; do
	"$b/bin/gcacw-check" "$file" >/dev/null
	i=$((i + 1))
done
end=$(date +%s%N)
echo "bench: gcacw-check process, mean $(( (end - start) / runs / 1000000 )) ms a call over $runs calls"
