#!/bin/sh
# Determinism (same input and same dice, byte-identical output): every
# golden case, which golden.sh runs in the C locale and no time zone, run
# again under tr_TR.UTF-8 (its dotless i
# breaks case-folding that trusts the locale) in Asia/Kolkata and under
# C.UTF-8 in America/New_York: its stdout, stderr and status must be the
# case's own, byte for byte, each time.  Only the tools get the locale
# and the zone (through a wrapper first on PATH): the case's own sed,
# sort or ls run in the C locale as under golden.sh.
#
# tr_TR.UTF-8 is compiled into a scratch directory with localedef(1)
# (LOCPATH), no root needed, when the system has its definition (Debian:
# the locales package); else the run says so and uses C.UTF-8 alone.
#
# usage: tests/determinism.sh BINDIR [TOOL/NAME ...]
#   DETERMINISM_EVERY=N  only every Nth case (make check: 4; make
#                        determinism: every case)
set -u

# shellcheck source=tests/common.sh
. "$(dirname "$0")/common.sh"
tests_bindir "tests/determinism.sh BINDIR [TOOL/NAME ...]" "$@"
shift
cases=$(cd "$(dirname "$0")" && pwd)/cases
every=${DETERMINISM_EVERY:-1}

tests_scratch determinism
tests_same_bytes

turkish=tr_TR.UTF-8
mkdir "$tmp/locale"
if command -v localedef >/dev/null 2>&1 &&
    localedef -i tr_TR -f UTF-8 "$tmp/locale/tr_TR.UTF-8" \
    >/dev/null 2>&1; then
	LOCPATH=$tmp/locale
	export LOCPATH
else
	echo "determinism: no tr_TR locale definition here; C.UTF-8 instead"
	turkish=C.UTF-8
fi

# Each tool through a wrapper that gives it the run's locale and zone.
mkdir "$tmp/wrap"
for t in "$bindir"/gcacw-*; do
	[ -x "$t" ] || continue
	# The wrapper expands $DET_LC and $DET_TZ when it runs, not here.
	# shellcheck disable=SC2016
	printf '#!/bin/sh\nLC_ALL=$DET_LC TZ=$DET_TZ exec %s "$@"\n' "$t" \
	    >"$tmp/wrap/${t##*/}"
	chmod +x "$tmp/wrap/${t##*/}"
done
PATH=$tmp/wrap:$PATH

pass=0
fail=0

# Run case $1 as run number $2 with the tools' LC_ALL=$3 and TZ=$4.
run() {
	input=/dev/null
	[ -f "$1/in" ] && input=$1/in
	rm -rf "$tmp/scratch"
	mkdir "$tmp/scratch"
	(cd "$1" && GOLDEN_TMP=$tmp/scratch DET_LC=$3 DET_TZ=$4 \
	    exec sh -c "$cmd") <"$input" >"$tmp/out$2" 2>"$tmp/err$2"
	echo $? >"$tmp/status$2"
}

check_case() {
	d=$1
	name=${d#"$cases"/}
	[ -f "$d/stdout_to" ] && return
	cmd=$(cat "$d/cmd")
	# What golden.sh compares, as files: absent ones are empty, 0.
	for f in out err; do
		if [ -f "$d/$f" ]; then
			cp "$d/$f" "$tmp/${f}1"
		else
			: >"$tmp/${f}1"
		fi
	done
	if [ -f "$d/status" ]; then
		cp "$d/status" "$tmp/status1"
	else
		echo 0 >"$tmp/status1"
	fi
	run "$d" 2 "$turkish" Asia/Kolkata
	run "$d" 3 C.UTF-8 America/New_York
	for k in 2 3; do
		for f in out err status; do
			if ! cmp -s "$tmp/${f}1" "$tmp/$f$k"; then
				echo "FAIL: $name (run $k: $f differs)"
				diff -u "$tmp/${f}1" "$tmp/$f$k" | sed '1,2d' |
				    head -n 10
				fail=$((fail + 1))
				return
			fi
		done
	done
	pass=$((pass + 1))
}

if [ $# -gt 0 ]; then
	for n in "$@"; do
		check_case "$cases/${n%/}"
	done
else
	i=0
	for d in "$cases"/*/*/; do
		i=$((i + 1))
		[ $((i % every)) -eq 0 ] || continue
		check_case "${d%/}"
	done
fi
echo "determinism: $pass passed, $fail failed (each case again under" \
    "$turkish in Asia/Kolkata and C.UTF-8 in America/New_York)"
[ "$fail" -eq 0 ]
