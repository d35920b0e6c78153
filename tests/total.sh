#!/bin/sh
# make check's last words: one grand total over the suites' summary lines
# ("NAME: N passed, M failed, ..."), then every case NOT RUN, last and
# loudly, so that a clone without ../shared cannot pass unnoticed as a
# full run.  Exits with the status of the suites' make.
# usage: tests/total.sh LOG STATUS
log=${1:?usage: tests/total.sh LOG STATUS}
st=${2:?usage: tests/total.sh LOG STATUS}
awk -v st="$st" '
/^[a-z][a-z-]*: [0-9]+ passed, [0-9]+ failed/ {
	suites++
	pass += $2
	fail += $4
	if (match($0, /[0-9]+ not run/))
		notrun += substr($0, RSTART, RLENGTH) + 0
}
/^NOT RUN: / { nr[++n] = $0 }
END {
	printf "\n== make check: %d suites, %d passed, %d failed, %d not run%s\n",
	    suites, pass, fail, notrun, st == 0 ? "" : " -- FAILED"
	if (n > 0) {
		printf "== NOT RUN (%d): these were not tested here:\n", n
		for (i = 1; i <= n; i++)
			print "   " nr[i]
	}
}' "$log"
exit "$st"
