#!/bin/sh
# -i keeps what the user had and loses nothing ("Nothing lost"),
# where a golden case cannot set the scene: a read-only directory, a full
# file system, a process killed with SIGKILL while it writes.  The
# refusals, symlinks and modes are golden cases (tests/cases/gcacw-check/
# in-place*, gcacw-combat/usage-odds-in-place).
# usage: tests/inplace.sh BINDIR [KILLS]
set -u
bin=${1:?usage: tests/inplace.sh BINDIR [KILLS]}
kills=${2:-20}
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
here=$(cd "$(dirname "$0")/.." && pwd)
game=$here/examples/hasty-attack.yaml
pass=0
fail=0
t=$(mktemp -d /tmp/gcacw-inplace.XXXXXX) || exit 1
mounted=
cleanup() {
	for m in $mounted; do
		umount "$m" 2>/dev/null
	done
	rm -rf "$t"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM

ok() {
	echo "PASS: $1"
	pass=$((pass + 1))
}
bad() {
	echo "FAIL: $1: $2"
	fail=$((fail + 1))
}
skip() {
	echo "SKIP: $1: $2"
}

# The directory holds FILE and nothing else: no temporary file left.
alone() {
	[ "$(ls -A "$1")" = "$2" ]
}

# The run of case $name refused with exit STATUS (74, an I/O error), $d/g.yaml
# still BEFORE byte for byte and alone in $d.
refused() {
	if [ "$1" != 74 ]; then
		bad "$name" "exit $1, not 74: $(cat "$t/err")"
	elif ! cmp -s "$2" "$d/g.yaml"; then
		bad "$name" "g.yaml was changed"
	elif ! alone "$d" g.yaml; then
		bad "$name" "left $(ls -A "$d")"
	else
		ok "$name"
	fi
}

# A tmpfs of SIZE at DIR, or nothing (not root, no mount): 0 if mounted.
tmpfs() {
	mkdir -p "$2" &&
	    mount -t tmpfs -o "size=$1" gcacw-inplace "$2" 2>/dev/null ||
	    return 1
	mounted="$2 $mounted"
}

# A read-only directory: FILE untouched, exit 74, no temporary file.
# Root writes into a mode 0555 directory, so as root the directory is a
# tmpfs remounted read-only.
name=read-only-directory
d=$t/ro
if [ "$(id -u)" != 0 ]; then
	mkdir "$d" && cp "$game" "$d/g.yaml" && chmod 555 "$d"
	ready=$?
elif tmpfs 64k "$d"; then
	cp "$game" "$d/g.yaml" && mount -o remount,ro "$d" 2>/dev/null
	ready=$?
else
	ready=1
fi
if [ "$ready" != 0 ]; then
	skip $name "cannot make a read-only directory here"
else
	"$bin/gcacw-check" -i "$d/g.yaml" 2>"$t/err"
	refused $? "$game"
fi
chmod 755 "$d" 2>/dev/null

# A full file system: the temporary file cannot be written; exit 74, FILE
# untouched, no temporary file.
name=full-filesystem
d=$t/full
if ! tmpfs 64k "$d"; then
	skip $name "cannot mount a small tmpfs (needs root)"
else
	# Not canonical, so that the output is written afresh.
	{ echo "# not canonical"; cat "$game"; } > "$d/g.yaml"
	cp "$d/g.yaml" "$t/full-before"
	dd if=/dev/zero of="$d/fill" bs=1k count=1024 2>/dev/null
	"$bin/gcacw-check" -i "$d/g.yaml" 2>"$t/err"
	st=$?
	rm -f "$d/fill"
	refused $st "$t/full-before"
fi

# The owner and group kept (only root can give a file away), and the
# mode, set-group-id bit included.
name=owner-kept
d=$t/owner
mkdir "$d"
{ echo "# not canonical"; cat "$game"; } > "$d/g.yaml"
if [ "$(id -u)" != 0 ] || ! chown 65534:65534 "$d/g.yaml" 2>/dev/null; then
	skip $name "only root can give a file away"
else
	chmod 2640 "$d/g.yaml"
	"$bin/gcacw-check" -i "$d/g.yaml" 2>"$t/err"
	st=$?
	got=$(stat -c '%u:%g %a' "$d/g.yaml")
	if [ "$st" != 0 ]; then
		bad $name "exit $st: $(cat "$t/err")"
	elif [ "$got" != "65534:65534 2640" ]; then
		bad $name "owner and mode $got, not 65534:65534 2640"
	elif grep -q "not canonical" "$d/g.yaml" || ! alone "$d" g.yaml; then
		bad $name "g.yaml not rewritten, or left $(ls -A "$d")"
	else
		ok $name
	fi
fi

# SIGKILL at random moments of a run on a stream of 2048 games: FILE is
# always the old content or the new, byte for byte.  A killed process
# cannot remove its temporary file: only FILE.gcacw-XXXXXX may be left.
name=kill-9
d=$t/kill
mkdir "$d"
{ echo "--- # a game"; cat "$game"; } > "$t/old"
i=0
while [ $i -lt 11 ]; do		# 2048 games, 2 MB
	cat "$t/old" "$t/old" > "$t/old2" && mv "$t/old2" "$t/old"
	i=$((i + 1))
done
"$bin/gcacw-check" < "$t/old" > "$t/new" || bad $name "cannot make the new"
# How long one run takes, in milliseconds, to spread the kills over it.
cp "$t/old" "$d/g.yaml"
start=$(date +%s%N)
"$bin/gcacw-check" -i "$d/g.yaml"
ms=$(( ($(date +%s%N) - start) / 1000000 + 1 ))
cmp -s "$t/new" "$d/g.yaml" || bad $name "the run without a kill differs"
n=0
olds=0
news=0
left=0
why=
while [ $n -lt "$kills" ]; do
	cp "$t/old" "$d/g.yaml"
	"$bin/gcacw-check" -i "$d/g.yaml" &
	pid=$!
	r=$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')
	r=$((r % (ms + ms / 4)))
	sleep "$((r / 1000)).$(printf %03d $((r % 1000)))"
	kill -9 $pid 2>/dev/null
	wait $pid 2>/dev/null
	if cmp -s "$t/old" "$d/g.yaml"; then
		olds=$((olds + 1))
	elif cmp -s "$t/new" "$d/g.yaml"; then
		news=$((news + 1))
	else
		why="g.yaml is neither old nor new after a kill at ${r}ms"
		break
	fi
	for f in "$d"/* "$d"/.[!.]*; do
		case ${f##*/} in
		g.yaml|'*'|'.[!.]*') ;;
		g.yaml.gcacw-??????) left=$((left + 1)); rm -f "$f" ;;
		*) why="left ${f##*/}" ;;
		esac
	done
	[ -z "$why" ] || break
	n=$((n + 1))
done
if [ -n "$why" ]; then
	bad $name "$why"
else
	ok "$name ($n kills: $olds old, $news new, $left temporary files left)"
fi

echo "inplace: $pass passed, $fail failed"
[ "$fail" = 0 ]
