#!/bin/sh
# The man pages' DIAGNOSTICS and EXIT STATUS against the golden cases
# (a test fails when a page and the tool disagree).
#
# usage: tests/diagnostics.sh
#
# For each man/gcacw-*.1 and man/gcacw.7:
#   - every line of a literal block (.Bd -literal ... .Ed) of the
#     DIAGNOSTICS section that starts with a tool's name must appear in
#     the expected err of some golden case of that tool
#     (tests/cases/TOOL/*/err).  The file name may differ (<stdin>,
#     game.yaml, ...) and so may LINE:COL: both sides have
#     "PROG: FILE:LINE:COL: " read as "PROG: F:L:C: " and "PROG: FILE: "
#     as "PROG: F: ", where FILE is a word that is not an option.  Lines
#     starting "PROG:" are the form itself, not a message, and are not
#     checked.
#   - every status of the EXIT STATUS list (.It N) must be the status of
#     some golden case of that tool (of any tool for gcacw.7).
# A page line ending in "..." elides the rest of the message: it matches
# a line that starts with the part before it.
# Lines listed in tests/diagnostics.todo are skipped: a page line as it
# reads rendered, or "TOOL EXIT STATUS N" (TOOL "gcacw" for gcacw.7),
# for what no golden case produces yet; '#' starts a comment line.  mandoc is not needed: the few escapes the pages use are
# rendered here with sed.
set -u

top=$(cd "$(dirname "$0")/.." && pwd)
cases=$top/tests/cases
todo=$top/tests/diagnostics.todo

# shellcheck source=tests/common.sh
. "$(dirname "$0")/common.sh"
tests_scratch diagnostics
tests_same_bytes

pass=0
fail=0
skip=0

# Render the roff escapes the pages use in literal text.
render() {
	sed -e 's/\\(aq/'"'"'/g' -e 's/\\(ga/`/g' -e 's/\\(em/—/g' \
	    -e 's/\\(en/–/g' -e 's/\\(12/½/g' -e 's/\\(14/¼/g' \
	    -e 's/\\(34/¾/g' -e 's/\\-/-/g' -e 's/\\&//g' -e 's/\\e/\\/g'
}

# The file name and place are allowed to differ.
normalise() {
	sed -E -e 's/^(gcacw-[a-z]+): [^- :][^ :]*:[0-9]+:[0-9]+: /\1: F:L:C: /' \
	    -e 's/^(gcacw-[a-z]+): [^- :][^ :]*: /\1: F: /'\
	    -e 's/^(gcacw-[a-z]+): cannot open [^:]*: /\1: cannot open F: /'
}

# Lines of one section's literal blocks.
section_literal() {
	awk -v sh="$2" '
	/^\.Sh / { insec = ($0 == ".Sh " sh); lit = 0; next }
	insec && /^\.Bd -literal/ { lit = 1; next }
	insec && /^\.Ed/ { lit = 0; next }
	insec && lit { print }
	' "$1"
}

# The statuses listed in EXIT STATUS.
section_statuses() {
	awk '
	/^\.Sh / { insec = ($0 == ".Sh EXIT STATUS"); next }
	insec && /^\.It [0-9]+$/ { print $2 }
	' "$1"
}

# Every golden case's status (absent: 0), by tool: "TOOL STATUS".
for d in "$cases"/gcacw-*/*/; do
	[ -f "$d/cmd" ] || continue
	t=${d%/*/}
	t=${t##*/}
	s=0
	[ -f "$d/status" ] && read -r s <"$d/status"
	echo "$t $s"
done | sort -u >"$tmp/statuses"

touch "$tmp/todo"
[ -f "$todo" ] && grep -v '^#' "$todo" | grep -v '^$' >"$tmp/todo"

for page in "$top"/man/gcacw-*.1 "$top"/man/gcacw.7; do
	[ -f "$page" ] || continue
	p=man/${page##*/}
	section_literal "$page" DIAGNOSTICS | render >"$tmp/lines"
	while IFS= read -r line; do
		case $line in
		gcacw-*:*) ;;
		*)	continue ;;
		esac
		tool=${line%%:*}
		if grep -qxF -e "$line" "$tmp/todo"; then
			skip=$((skip + 1))
			continue
		fi
		want=$(printf '%s\n' "$line" | normalise)
		# A page line ending in "..." elides a tail: match its start.
		how=-qxF
		case $want in
		*...)	want=${want%...}
			how=-qF ;;
		esac
		# Every err of the tool, normalised once per tool.
		errs=$tmp/err.$tool
		if [ ! -f "$errs" ]; then
			for e in "$cases/$tool"/*/err; do
				[ -f "$e" ] && printf '%s\n' "$e"
			done | xargs -r awk 1 | normalise >"$errs"
		fi
		found=0
		if [ "$how" = -qF ]; then
			awk -v w="$want" 'index($0, w) == 1 { f = 1; exit }
			    END { exit !f }' "$errs" && found=1
		else
			grep -qxF -e "$want" "$errs" && found=1
		fi
		if [ "$found" = 1 ]; then
			pass=$((pass + 1))
		else
			echo "FAIL: $p: no golden case of $tool prints: $line"
			fail=$((fail + 1))
		fi
	done <"$tmp/lines"

	tool=${page##*/}
	tool=${tool%.[17]}
	for s in $(section_statuses "$page"); do
		if grep -qxF -e "$tool EXIT STATUS $s" "$tmp/todo"; then
			skip=$((skip + 1))
			continue
		fi
		if [ "$tool" = gcacw ]; then
			ok=$(awk -v s="$s" '$2 == s' "$tmp/statuses")
		else
			ok=$(awk -v t="$tool" -v s="$s" '$1 == t && $2 == s' \
			    "$tmp/statuses")
		fi
		if [ -n "$ok" ]; then
			pass=$((pass + 1))
		else
			echo "FAIL: $p: EXIT STATUS $s: no golden case of $tool exits $s"
			fail=$((fail + 1))
		fi
	done
done

summary="diagnostics: $pass passed, $fail failed"
[ "$skip" -eq 0 ] || summary="$summary, $skip in tests/diagnostics.todo"
echo "$summary"
[ "$fail" -eq 0 ]
