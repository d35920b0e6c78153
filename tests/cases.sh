#!/bin/sh
# Run the shared acceptance cases, the rulings worked out from the
# rulebooks' own examples (../shared/cases/*.yaml), one casecheck each.
#
# usage: tests/cases.sh BUILDDIR CASESDIR
#
# Prints PASS, FAIL (with casecheck's report) or XFAIL per case, by file
# name.  XFAIL is only for a case whose tool is not built yet (casecheck
# exit 3); once the tool exists, every failure is a failure.  Exits
# non-zero when a case failed, or when there are no cases at all and none
# listed in tests/shared-cases.list to report as not run.
set -u

if [ $# -ne 2 ]; then
	echo "usage: tests/cases.sh BUILDDIR CASESDIR" >&2
	exit 64
fi
build=$1
dir=$2
casecheck=$build/tests/casecheck
if [ ! -x "$casecheck" ]; then
	echo "cases: $casecheck is not built" >&2
	exit 1
fi

pass=0
fail=0
xfail=0
# The features built so far from next/ (cases README: "when the feature
# lands, make `make check` run that folder too").
for f in "$dir"/*.yaml "$dir"/next/assault/*.yaml "$dir"/next/turn/*.yaml; do
	[ -f "$f" ] || continue
	name=${f#"$dir"/}
	name=${name%.yaml}
	report=$("$casecheck" "$build/bin" "$f" 2>&1)
	rc=$?
	case $rc in
	0)
		echo "PASS: $name"
		pass=$((pass + 1))
		;;
	3)
		echo "XFAIL: $name ($report)"
		xfail=$((xfail + 1))
		;;
	*)
		case $rc in
		1)	why= ;;
		2)	why=" (malformed case file)" ;;
		*)	why=" (casecheck exited $rc)" ;;
		esac
		echo "FAIL: $name$why"
		[ -n "$report" ] && printf '%s\n' "$report"
		fail=$((fail + 1))
		;;
	esac
done

# The cases this project knows of (tests/shared-cases.list): one missing
# is reported by name as not run.  A clone without ../shared beside it
# runs none, says so case by case, and does not fail for it; with
# ../shared present, a listed case that is gone is not run either.
notrun=0
list=$(dirname "$0")/shared-cases.list
while read -r name; do
	[ -n "$name" ] || continue
	if [ ! -f "$dir/$name.yaml" ]; then
		echo "NOT RUN: $name (no $dir/$name.yaml; set SHARED=path/to/shared)"
		notrun=$((notrun + 1))
	fi
done < "$list"
if [ $((pass + fail + xfail + notrun)) -eq 0 ]; then
	echo "cases: no acceptance cases in $dir; set SHARED=path/to/shared" >&2
	exit 1
fi
echo "cases: $pass passed, $fail failed, $xfail xfail, $notrun not run"
[ "$fail" -eq 0 ]
