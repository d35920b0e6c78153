#!/bin/sh
# Run every unit-test program; report each; fail if any failed.
# usage: tests/unit.sh PROGRAM...
fail=0
total=0
for t in "$@"; do
	total=$((total + 1))
	if ! "$t"; then
		echo "FAIL: $t"
		fail=$((fail + 1))
	fi
done
echo "unit: $((total - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
