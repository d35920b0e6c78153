# shellcheck shell=sh
# tests/common.sh — what the test scripts share, sourced after `set -u`:
#
#	. "$(dirname "$0")/common.sh"
#	tests_bindir "tests/golden.sh BINDIR [TOOL/NAME ...]" "$@"; shift
#	tests_scratch golden
#	tests_same_bytes
#
# The same bytes on every machine (DESIGN.md section 7): no locale, no
# user's charts or scenario folders, the tools under test first in PATH.

# The first argument, BINDIR, made absolute in $bindir; a usage error
# (64) naming USAGE when it is not given.
tests_bindir() {
	if [ $# -lt 2 ]; then
		echo "usage: $1" >&2
		exit 64
	fi
	case $2 in
	/*)	bindir=$2 ;;
	*)	bindir=$PWD/$2 ;;
	esac
}

# A scratch folder in $tmp, removed however the script ends.
tests_scratch() {
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX") || exit 1
	trap 'rm -rf "$tmp"' EXIT
	trap 'exit 130' HUP INT TERM
}

tests_same_bytes() {
	LC_ALL=C
	export LC_ALL
	unset GCACW_CHARTS GCACW_SCENARIOS
	if [ -n "${bindir:-}" ]; then
		PATH=$bindir:$PATH
		export PATH
	fi
}

# The first gcacw-* word of a command line whose tool is not built.
missing_tool() {
	printf '%s\n' "$1" | tr -c 'A-Za-z0-9_./-' '\n' |
	    grep -x 'gcacw-[a-z0-9-]*' | while read -r t; do
		if [ ! -x "$bindir/$t" ]; then
			echo "$t"
			break
		fi
	done
}
