#!/bin/sh
# Run the EXAMPLES of every man page, man/*.1 man/*.5 man/*.7, so that a
# manual cannot drift from the tools it documents.
#
# usage: tests/docs.sh BINDIR
#
# The convention, for man page authors:
#
#  - Only the EXAMPLES section counts: from `.Sh EXAMPLES` to the next
#    `.Sh`.  Only `.Bd -literal` ... `.Ed` blocks in it are read.
#  - In such a block, a line that starts with "$ " is a command.  It runs
#    as `sh -c COMMAND`, stdin from /dev/null, BINDIR first on PATH, in a
#    scratch copy of examples/ (so `< game.yaml` names examples/game.yaml).
#    The copy is made once per man page: commands of one page run in order
#    and may leave files for the next; none can change examples/ itself.
#  - A command that ends in a backslash goes on, on the next line (which
#    may start with "> ").
#  - A command must exit 0, unless it ends with the comment "# exits N":
#    then it must exit N.
#  - Output is compared only in a block introduced by the comment line
#    `.\" output` right before its `.Bd`: there, the lines after a command,
#    up to the next "$ " line or `.Ed`, are its exact standard output (no
#    lines: it prints nothing).  Elsewhere, lines after a command are
#    illustration and are not compared.  stderr is never compared.
#  - The mdoc escapes \e, \(aq, \(dq, \- and \& are undone in commands and
#    output (write `\e` for a backslash, `\(aq` for a quote).  Other macro
#    lines inside a block (starting with ".") are skipped.
#  - A command naming a gcacw-* tool that is not built yet is XFAIL.
#
#	.Sh EXAMPLES
#	The worked combat example of rule 7.5:
#	.\" output
#	.Bd -literal -offset indent
#	$ gcacw-combat --odds --attacker Brown --target 4610 < hsn.yaml
#	1-1
#	$ gcacw-combat --attack sneaky < hsn.yaml  # exits 64
#	.Ed
set -u

# shellcheck source=tests/common.sh
. "$(dirname "$0")/common.sh"
tests_bindir "tests/docs.sh BINDIR" "$@"
top=$(cd "$(dirname "$0")/.." && pwd)

tests_scratch docs
tests_same_bytes

# Split a man page's examples into files: N.where (page:line), N.cmd,
# N.status (the exit status wanted) and, for output blocks, N.exp.
# shellcheck disable=SC2016 # an awk program: its $ are awk's, not ours
extract='
function unesc(s,    o, i, c, t) {
	o = ""
	for (i = 1; i <= length(s); i++) {
		c = substr(s, i, 1)
		if (c != "\\") {
			o = o c
			continue
		}
		c = substr(s, i + 1, 1)
		i++
		if (c == "e" || c == "\\")
			o = o "\\"
		else if (c == "-")
			o = o "-"
		else if (c == "&")
			;
		else if (c == "(") {
			t = substr(s, i + 1, 2)
			i += 2
			if (t == "aq")
				o = o "\047"
			else if (t == "dq")
				o = o "\""
			else
				o = o "\\(" t
		} else
			o = o "\\" c
	}
	return o
}
function endcmd(    s) {
	s = 0
	if (match(cmdline, /#[ \t]*exits[ \t]+[0-9]+[ \t]*$/)) {
		s = substr(cmdline, RSTART)
		gsub(/[^0-9]/, "", s)
	}
	print s + 0 > (dir "/" n ".status")
	close(dir "/" n ".status")
	close(dir "/" n ".cmd")
	cont = 0
}
function endout() {
	if (n > 0)
		close(dir "/" n ".exp")
	cur = 0
}
BEGIN {
	n = 0; cur = 0; cont = 0; inex = 0; inbd = 0; outblk = 0; prev = ""
}
/^\.Sh[ \t]/ {
	if (cont)
		endcmd()
	endout()
	inex = ($0 ~ /^\.Sh[ \t]+EXAMPLES[ \t]*$/)
	inbd = 0
	prev = $0
	next
}
!inex {
	prev = $0
	next
}
/^\.Bd[ \t]/ {
	inbd = ($0 ~ /[ \t]-literal([ \t]|$)/)
	outblk = (prev ~ /^\.\\"[ \t]*output[ \t]*$/)
	prev = $0
	next
}
/^\.Ed/ {
	if (cont)
		endcmd()
	endout()
	inbd = 0
	prev = $0
	next
}
!inbd || /^\./ {
	prev = $0
	next
}
{
	line = unesc($0)
	prev = $0
	if (cont) {
		if (substr(line, 1, 2) == "> ")
			line = substr(line, 3)
	} else if (substr(line, 1, 2) == "$ ") {
		endout()
		n++
		cur = n
		print FILENAME ":" FNR > (dir "/" n ".where")
		close(dir "/" n ".where")
		if (outblk)
			printf "" > (dir "/" n ".exp")
		line = substr(line, 3)
	} else {
		if (cur && outblk)
			print line > (dir "/" cur ".exp")
		next
	}
	print line > (dir "/" n ".cmd")
	cmdline = line
	cont = (line ~ /\\$/)
	if (!cont)
		endcmd()
}
END {
	if (cont)
		endcmd()
	endout()
}
'

pass=0
fail=0
xfail=0
for page in "$top"/man/*.1 "$top"/man/*.5 "$top"/man/*.7; do
	[ -f "$page" ] || continue
	rm -rf "$tmp/t" "$tmp/ex"
	mkdir "$tmp/t" "$tmp/ex"
	if ! awk -v dir="$tmp/t" "$extract" "$page"; then
		echo "FAIL: $page (cannot read its examples)"
		fail=$((fail + 1))
		continue
	fi
	if [ -d "$top/examples" ]; then
		cp -R "$top/examples/." "$tmp/ex/"
	fi
	n=1
	while [ -f "$tmp/t/$n.cmd" ]; do
		t=$tmp/t/$n
		n=$((n + 1))
		read -r where <"$t.where"
		where=man/${where##*/man/}
		cmd=$(cat "$t.cmd")
		read -r want <"$t.status"
		tool=$(missing_tool "$cmd")
		if [ -n "$tool" ]; then
			echo "XFAIL: $where ($tool not built yet)"
			xfail=$((xfail + 1))
			continue
		fi
		(cd "$tmp/ex" && exec sh -c "$cmd") \
		    </dev/null >"$tmp/out" 2>"$tmp/err"
		got=$?
		ok=1
		[ "$got" -eq "$want" ] || ok=0
		if [ -f "$t.exp" ] && ! cmp -s "$t.exp" "$tmp/out"; then
			ok=0
		fi
		if [ "$ok" -eq 1 ]; then
			echo "PASS: $where"
			pass=$((pass + 1))
			continue
		fi
		echo "FAIL: $where"
		echo "	\$ $cmd"
		[ "$got" -eq "$want" ] ||
		    echo "	status: expected $want, got $got"
		if [ -f "$t.exp" ] && ! cmp -s "$t.exp" "$tmp/out"; then
			printf '%s\n' "--- $where (expected)" "+++ actual stdout"
			diff -u "$t.exp" "$tmp/out" | sed '1,2d'
		fi
		if [ -s "$tmp/err" ]; then
			echo "--- stderr:"
			cat "$tmp/err"
		fi
		fail=$((fail + 1))
	done
done

if [ "$xfail" -gt 0 ]; then
	echo "docs: $pass passed, $fail failed, $xfail xfail"
else
	echo "docs: $pass passed, $fail failed"
fi
[ "$fail" -eq 0 ]
