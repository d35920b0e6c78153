#!/bin/sh
# Run every unit-test program; report each; fail if any failed.
# usage: tests/unit.sh PROGRAM...
fail=0
total=0
# Check forks a process per test; under ASan a fork costs more than most
# tests (test_vp_cases: 35 s forked, 1.6 s not), so a program runs its
# tests in one process unless it has tests that need their own (exit
# and signal tests: CK_FORK=no cannot run them).
src=$(cd "$(dirname "$0")" && pwd)/unit
for t in "$@"; do
	total=$((total + 1))
	fork=no
	if grep -q 'tcase_add_exit_test\|tcase_add_test_raise_signal' \
	    "$src/${t##*/}.c" 2>/dev/null; then
		fork=yes
	fi
	if ! CK_FORK=$fork "$t"; then
		echo "FAIL: $t"
		fail=$((fail + 1))
	fi
done
echo "unit: $((total - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
