#!/bin/sh
# Fault injection, curl-torture style: each golden case run
# again under the hooks of lib/base/torture.h, failing its Nth allocation
# (and, in a second pass, its Nth and every later one) and its Nth write,
# for each N up to the number the case makes.  Every such run must:
#   - exit 70 (an allocation failed) or 74 (a write failed); a write
#     failure in a case that fails anyway may keep the case's status;
#   - write nothing on stdout, except when the write that failed is
#     stdout's own (gcacw(7): a full disk may leave partial output);
#   - end its stderr with one line saying what failed ("out of memory");
#   - not crash, and leak nothing (the build is under ASan/LSan);
#   - leave every file of $GOLDEN_TMP as it was: no temporary file, no
#     file -i rewrote half.
#
# usage: tests/torture.sh BINDIR [TOOL/NAME ...]
#   TORTURE_FULL=1   every case, every N (make torture; hours)
#   otherwise        every TORTURE_EVERY-th case (default 24), each
#                    with TORTURE_POINTS allocation points spread over
#                    its range (default 4) and every write point
# Only a case whose command is one tool's (one_tool below: one command,
# or a copy rewritten with -i) is run: a pipe's status and output are
# another tool's, an echo's are the shell's.  The others are counted as
# not run.  Under -k the documents that succeeded are written before a
# failure: stdout is not judged there.  The summary gives the number of
# injection points run.
set -u

# shellcheck source=tests/common.sh
. "$(dirname "$0")/common.sh"
tests_bindir "tests/torture.sh BINDIR [TOOL/NAME ...]" "$@"
shift
cases=$(cd "$(dirname "$0")" && pwd)/cases
full=${TORTURE_FULL:-0}
every=${TORTURE_EVERY:-24}
points=${TORTURE_POINTS:-4}

tests_scratch torture
tests_same_bytes
unset GCACW_FAIL_ALLOC GCACW_FAIL_WRITE GCACW_TORTURE_COUNT
export PATH
# A leak or a bad access is a failure of its own, told by its status.
ASAN_OPTIONS=exitcode=99:detect_leaks=1
LSAN_OPTIONS=exitcode=98
export ASAN_OPTIONS LSAN_OPTIONS

pass=0
fail=0
skipped=0
injected=0

# Run case $1 with the environment assignment $2; sets got.
run() {
	rm -rf "$tmp/scratch" "$tmp/out" "$tmp/err"
	mkdir "$tmp/scratch"
	input=/dev/null
	[ -f "$1/in" ] && input=$1/in
	# $2 is an assignment, GCACW_FAIL_ALLOC=N: exported as it stands.
	# shellcheck disable=SC2163
	(cd "$1" && export GOLDEN_TMP="$tmp/scratch" "$2" &&
	    exec sh -c "$cmd") <"$input" >"$tmp/out" 2>"$tmp/err"
	got=$?
}

# What is wrong with the last run, failing as $2 ("alloc" or "write"),
# the case's own status $3; nothing when all is well.
judge() {
	d=$1
	case $got in
	98|99)	echo "sanitizer: $(grep -m1 Sanitizer "$tmp/err")"; return ;;
	esac
	[ "$got" -lt 128 ] || { echo "killed by signal $((got - 128))"; return; }
	if [ "$2" = alloc ]; then
		[ "$got" -eq 70 ] || echo "status $got, not 70"
		# -k: what succeeded before is written (gcacw(7)).
		case " $cmd " in
		*" -k "*|*" --keep-going "*) ;;
		*) [ -s "$tmp/out" ] && echo "wrote on stdout" ;;
		esac
		tail -n 1 "$tmp/err" | grep -q 'out of memory' ||
		    echo "stderr does not end in 'out of memory':" \
		    "$(tail -n 1 "$tmp/err")"
	else
		# A failed write on stdout may leave what was written before
		# it (gcacw(7)); a case failing anyway keeps its status.
		[ "$got" -eq 74 ] || { [ "$got" -eq "$3" ] && [ "$3" -ne 0 ]; } ||
		    echo "status $got, not 74"
	fi
	grep -q '(null)' "$tmp/err" && echo "'(null)' on stderr"
	find "$tmp/scratch" -name '*.gcacw-*' | sed 's|.*/|temporary file left: |'
	find "$tmp/scratch" -type f ! -name '*.gcacw-*' | while read -r f; do
		same=0
		# The case's files, and a file its command copies in.
		for o in "$d"/* $(printf '%s' "$cmd" |
		    sed -n 's|^cp \([^ ]*\) .*|'"$d"'/\1|p'); do
			[ -f "$o" ] && cmp -s "$o" "$f" && { same=1; break; }
		done
		[ "$same" = 1 ] || echo "${f##*/} changed"
	done
}

# The N to fail among 1..$1: all, or a spread of them.
pick() {
	if [ "$full" = 1 ] || [ "$1" -le "$points" ]; then
		seq 1 "$1"
	else
		# The last three too: the rename and what follows it.
		awk -v k="$1" -v p="$points" 'BEGIN {
			for (i = 0; i < p; i++) {
				n = 1 + int(i * (k - 1) / (p - 1))
				if (n != last) print n
				last = n
			}
			for (n = k - 3; n < k; n++)
				if (n > 1) print n
		}' | sort -n -u
	fi
}

# Whether the status and output of command $1 are its one tool's when the
# tool fails: one gcacw-* command, after it only "&& ..." (which a
# failure skips), before it only quiet "... &&" steps (cp, cd, chmod).
one_tool() {
	[ "$(printf '%s' "$1" | grep -o 'gcacw-[a-z]*' | wc -l)" -eq 1 ] ||
	    return 1
	printf '%s\n' "$1" | sed 's/ && /\
/g' | awk '
		/gcacw-/ { seen = 1; if ($0 ~ /[|;<>`]|\$\(/) bad = 1; next }
		!seen && ($0 ~ /[|;<>`]|\$\(|echo|cat|ls/) { bad = 1 }
		END { exit bad || !seen }'
}

torture_case() {
	d=$1
	name=${d#"$cases"/}
	cmd=$(cat "$d/cmd")
	if [ -f "$d/stdout_to" ] || ! one_tool "$cmd"; then
		skipped=$((skipped + 1))
		return
	fi
	want=0
	[ -f "$d/status" ] && read -r want <"$d/status"
	rm -f "$tmp/count"
	run "$d" GCACW_TORTURE_COUNT="$tmp/count"
	if [ ! -s "$tmp/count" ]; then
		skipped=$((skipped + 1))
		return
	fi
	read -r nalloc nwrite <"$tmp/count"
	bad=
	for mode in alloc alloc+ write; do
		case $mode in
		alloc)	var=GCACW_FAIL_ALLOC; k=$nalloc; suffix= ;;
		alloc+)	var=GCACW_FAIL_ALLOC; k=$nalloc; suffix=+ ;;
		write)	var=GCACW_FAIL_WRITE; k=$nwrite; suffix= ;;
		esac
		[ "$k" -gt 0 ] || continue
		for n in $(pick "$k"); do
			injected=$((injected + 1))
			run "$d" "$var=$n$suffix"
			why=$(judge "$d" "${mode%+}" "$want")
			if [ -n "$why" ]; then
				bad="$bad
	$var=$n$suffix: $(printf '%s' "$why" | head -n 3)"
				break
			fi
		done
	done
	if [ -z "$bad" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL: $name$bad"
		echo "	cmd: $cmd"
		fail=$((fail + 1))
	fi
}

i=0
if [ $# -gt 0 ]; then
	for n in "$@"; do
		torture_case "$cases/${n%/}"
	done
else
	for d in "$cases"/*/*/; do
		i=$((i + 1))
		case ${d%/} in
		# Always: -i's end (a failure after the rename was reported
		# for a file that was rewritten), -k, and --odds's report.
		*/gcacw-check/in-place|*/gcacw-check/in-place-symlink) ;;
		*/gcacw-combat/keep-going|*/gcacw-combat/7-5-example-odds) ;;
		*)	[ "$full" = 1 ] || [ $((i % every)) -eq 0 ] ||
			    continue ;;
		esac
		torture_case "${d%/}"
	done
fi
echo "torture: $pass cases passed, $fail failed, $skipped not run" \
    "(not one tool's command), $injected injection points"
[ "$fail" -eq 0 ]
