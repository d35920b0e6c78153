#!/bin/sh
# Every example game file is canonical: gcacw-check writes it back
# unchanged (issue 2: "every example file round-trips").
# usage: tests/examples.sh BINDIR
bin=${1:?usage: tests/examples.sh BINDIR}
pass=0
fail=0
for f in examples/*.yaml; do
	[ -e "$f" ] || continue
	if "$bin/gcacw-check" "$f" | cmp -s - "$f"; then
		pass=$((pass + 1))
	else
		echo "FAIL: $f is not canonical (gcacw-check changes it)"
		fail=$((fail + 1))
	fi
done
echo "examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
