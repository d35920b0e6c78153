#!/bin/sh
# The house rules a reader of the tree relies on, checked:
# - the README's Layout names every file of lib/*/ in its folder's block,
#   and no file that is not there: it is the authoritative map;
# - every file of lib/rules/ and lib/explain/ whose name has a prefix
#   (march_path.c) belongs to a family with a header of that name
#   (march.h): a rule family is found by its prefix, mandoc-style;
# - every unit test is named by the rule or the contract it checks
#   (DESIGN.md section 7): test_7_4_..., test_siv_24_3_...,
#   test_sjw_18_0_..., test_siv_bath_2_... (the special rules of the SIV
#   scenarios the rulebook prints without a number), test_dsgnN_... for
#   DESIGN.md section N; no test
#   program is named but after the module it tests (no test_cov_*, no
#   numbered names);
# - lib/ speaks for itself: no comment sends its reader to an issue
#   tracker ("issue 16") instead of saying what the code does and why.
# usage: tests/house.sh
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/house.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: house: $*"; fail=$((fail + 1)); }

# The Layout's folder blocks: a line "    lib/NAME/ ..." opens one, up to
# a line that does not start with blanks; in it, the words that start a
# line and are file names (stem.c, stem.h, stem.[ch], comma-separated)
# name the files of that folder, the rest of the line says what they
# hold.
awk '
/^Layout$/ { on = 1; next }
on && /^[A-Z][a-z]+$/ { on = 0 }
!on { next }
/^    lib\/[a-z]+\// { split($1, p, "/"); dir = p[2]; blk = 1; next }
blk && /^[^ ]/ { blk = 0 }
blk {
	for (i = 1; i <= NF; i++) {
		w = $i
		sub(/,$/, "", w)
		if (w ~ /^[a-z0-9_]+\.\[ch\]$/) {
			sub(/\.\[ch\]$/, "", w)
			print dir "/" w ".c"
			print dir "/" w ".h"
		} else if (w ~ /^[a-z0-9_]+\.[ch]$/)
			print dir "/" w
		else
			break
	}
}' README | sort -u >"$tmp/listed"
(cd lib && ls -1 -- */*.c */*.h) | sort -u >"$tmp/present"
# stem.[ch] stands for both where both exist; one of the two suffices.
for f in $(comm -23 "$tmp/present" "$tmp/listed"); do
	bad "lib/$f is not in the README's Layout"
done
for f in $(comm -13 "$tmp/present" "$tmp/listed"); do
	other=${f%.?}.c
	[ "$other" = "$f" ] && other=${f%.?}.h
	grep -qx "$other" "$tmp/present" ||
	    bad "the README's Layout names lib/$f, which does not exist"
done
ok

# Rule families by prefix.
for f in lib/rules/*_*.[ch] lib/explain/*_*.[ch]; do
	stem=${f##*/}
	family=${stem%%_*}
	[ -f "${f%/*}/$family.h" ] ||
	    bad "$f: no family header ${f%/*}/$family.h for its prefix"
done
ok

# Unit tests named by their rule or contract.
for f in tests/unit/test_*.c; do
	case $f in
	*/test_cov_*|*[0-9].c)
		bad "$f: a test program is not named after the module it tests"
		;;
	esac
done
grep -o 'START_TEST([a-z0-9_]*)' tests/unit/test_*.c |
    sed 's/START_TEST(//; s/)$//' |
    grep -Ev ':test_(([0-9]+_[0-9]+)|(siv|sjw)_[0-9]+_[0-9]+|siv_(bath|new_market|piedmont)_[0-9]+|dsgn[0-9]+)_' \
    >"$tmp/unnamed"
while read -r t; do
	bad "${t%%:*}: ${t#*:} names no rule or contract"
done <"$tmp/unnamed"
ok

# No issue numbers in lib/.
grep -rniE '\bissues? #?[0-9]+|\bissue[0-9]+' lib >"$tmp/issues"
while read -r l; do
	bad "${l%%:*}: an issue number instead of the reason: ${l#*:}"
done <"$tmp/issues"
ok

echo "house: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
