#!/bin/sh
# The shell completion (completion/gcacw.bash) as bash runs it: a unit's
# name from the game file (quoted when it holds a blank), a hex of a
# --path list, a scenario of gcacw-new, a tool's option, a leader; and
# the zsh file names every tool.  Skipped, and said so, without bash.
# usage: tests/completion.sh BINDIR
bin=${1:?usage: tests/completion.sh BINDIR}
top=$(cd "$(dirname "$0")/.." && pwd)
case $bin in /*) ;; *) bin=$top/$bin ;; esac
if ! command -v bash >/dev/null 2>&1; then
	echo "completion: not run (no bash)"
	exit 0
fi
game=$top/examples/march-attack.yaml
pass=0 fail=0
check() {
	want=$1; shift
	got=$(PATH="$bin:$PATH" bash -c '. "$1"; shift; n=$1; shift
	    COMP_WORDS=("$@"); COMP_CWORD=$n; _gcacw
	    printf "%s\n" "${COMPREPLY[@]}"' sh "$top/completion/gcacw.bash" "$@")
	if printf '%s\n' "$got" | grep -qxF -- "$want"; then
		pass=$((pass + 1))
	else
		echo "FAIL: completion of '$*': no '$want' in: $got"
		fail=$((fail + 1))
	fi
}
check 'Brown' 2 gcacw-march --unit Br "$game"
check 'Cheatham' 2 gcacw-combat --assault Ch "$game"
check '4611,4610' 2 gcacw-march --path 4611,461 "$game"
check 'cedar-mountain' 1 gcacw-new ced
check '--final' 1 gcacw-vp --fi
check 'hasty' 2 gcacw-combat --attack ha
check 'Donnelly' 2 gcacw-march --unit Do "$top/examples/bath-game.out"
check '10\ ME' 2 gcacw-march --unit 10 "$top/examples/bath-game.out"
for t in "$bin"/gcacw-*; do
	# A tool, not a make dependency file (gcacw-x.d); the folders
	# above may hold a dot themselves (mktemp's /tmp/tmp.XXXX).
	case ${t##*/} in *.*) continue ;; esac
	if ! head -n 1 "$top/completion/_gcacw" | grep -q " ${t##*/}\( \|$\)"
	then
		echo "FAIL: completion/_gcacw does not name ${t##*/}"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done
echo "completion: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
