#!/bin/sh
# The examples are tested as a user runs them:
# - every game file in examples/ is canonical: gcacw-check writes it back
#   unchanged (every example file round-trips);
# - every pipeline examples/NAME.sh (but demo.sh) runs with the tools on
#   PATH, exits 0, and writes exactly examples/NAME.out;
# - with $MAKE set (make check), make install into a temporary DESTDIR,
#   and the installed hasty-attack.sh gives the same output there.
# usage: tests/examples.sh BINDIR
bin=${1:?usage: tests/examples.sh BINDIR}
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac
pass=0
fail=0
for f in examples/*.yaml; do
	[ -e "$f" ] || continue
	if "$bin/gcacw-check" "$f" | cmp -s - "$f"; then
		pass=$((pass + 1))
	else
		echo "FAIL: $f is not canonical (gcacw-check changes it)"
		fail=$((fail + 1))
	fi
done
out=$(mktemp /tmp/gcacw-example.XXXXXX)
trap 'rm -f "$out"' EXIT
for s in examples/*.sh; do
	[ -e "$s" ] || continue
	[ "$s" = examples/demo.sh ] && continue
	want=${s%.sh}.out
	if ! PATH="$bin:$PATH" sh "$s" > "$out" 2>/dev/null; then
		echo "FAIL: $s exits $?"
		fail=$((fail + 1))
	elif [ ! -f "$want" ]; then
		echo "FAIL: $s has no $want"
		fail=$((fail + 1))
	elif ! diff -u "$want" "$out"; then
		echo "FAIL: $s: its output differs from $want"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done
# Installed as a user installs them (make install DESTDIR=...), the
# examples run where they land, with the installed tools on PATH.
if [ -n "${MAKE:-}" ]; then
	dest=$(mktemp -d /tmp/gcacw-install.XXXXXX)
	trap 'rm -f "$out"; rm -rf "$dest"' EXIT
	if ! $MAKE -s --no-print-directory install DESTDIR="$dest" \
	    PREFIX=/usr/local B="${bin%/bin}" >/dev/null; then
		echo "FAIL: make install DESTDIR=$dest"
		fail=$((fail + 1))
	# As the pages say: copied first (the installed folder is root's),
	# then run there, writing its files.
	elif ! cp -r "$dest/usr/local/share/gcacw/examples" "$dest/copy" ||
	    ! (cd "$dest/copy" &&
	    PATH="$dest/usr/local/bin:/usr/bin:/bin" &&
	    sh hasty-attack.sh >after.yaml 2>/dev/null &&
	    cmp -s after.yaml hasty-attack.out); then
		echo "FAIL: the installed examples/hasty-attack.sh, from a copy"
		fail=$((fail + 1))
	elif ! (cd "$dest/copy" &&
	    PATH="$dest/usr/local/bin:/usr/bin:/bin" sh demo.sh \
	    >/dev/null 2>&1); then
		echo "FAIL: the installed examples/demo.sh"
		fail=$((fail + 1))
	# The shell completion, for bash (a name per tool) and zsh.
	elif [ ! -f "$dest/usr/local/share/bash-completion/completions/gcacw-march" \
	    ] || [ ! -f "$dest/usr/local/share/zsh/site-functions/_gcacw" ]; then
		echo "FAIL: the shell completion is not installed"
		fail=$((fail + 1))
	# A scripted game's data files go where its script looks for them.
	elif [ ! -f "$dest/copy/bath-game.awk" ] ||
	    [ ! -f "$dest/copy/hasty-attack.svg" ] ||
	    [ ! -f "$dest/copy/bath-game.charts" ]; then
		echo "FAIL: bath-game.awk, bath-game.charts or" \
		    "hasty-attack.svg not installed"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
	# A newcomer's install.  The tools were built for another
	# PREFIX (make check's), installed, and the install moved: they find
	# the scenario library installed beside them, first, and play a
	# whole scripted game from the installed examples.
	# plays PREFIX COPY: the examples installed in PREFIX, copied to
	# COPY as the pages say, play bath-game.sh with PREFIX's tools alone.
	plays() {
		rm -rf "$2" && cp -r "$1/share/gcacw/examples" "$2" &&
		    (cd "$2" && PATH="$1/bin:/usr/bin:/bin" &&
		    sh bath-game.sh 2>/dev/null | cmp -s - bath-game.out)
	}
	moved="$dest/moved"
	if ! mv "$dest/usr/local" "$moved"; then
		echo "FAIL: mv $dest/usr/local $moved"
		fail=$((fail + 1))
	elif ! "$moved/bin/gcacw-new" --list --explain 2>&1 >/dev/null |
	    grep -q "holds GAME/NAME.yaml: $moved/bin/../share/gcacw/scenarios:"
	    then
		echo "FAIL: a moved install does not look for its scenarios" \
		    "beside it ($moved/share/gcacw/scenarios)"
		fail=$((fail + 1))
	elif ! plays "$moved" "$dest/copy"; then
		echo "FAIL: the moved install's bath-game.sh, from a copy"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
	# The README's order: built (make check) for the default PREFIX,
	# then make install PREFIX=...: the installed tools play a game.
	pre="$dest/prefix"
	if ! $MAKE -s --no-print-directory install PREFIX="$pre" \
	    B="${bin%/bin}" >/dev/null || ! plays "$pre" "$dest/copy2"; then
		echo "FAIL: make install PREFIX=$pre, then its bath-game.sh"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
	# A moved clone: its built tools find the scenarios/ beside them.
	clone="$dest/clone"
	if ! mkdir -p "$clone/build/bin" || ! cp "$bin/gcacw-new" \
	    "$clone/build/bin/" || ! cp -r "$(dirname "$0")/../scenarios" \
	    "$clone/" || ! "$clone/build/bin/gcacw-new" --list --explain \
	    2>&1 >/dev/null | grep -q ":$clone/build/bin/../../scenarios:"
	then
		echo "FAIL: a moved clone's tools do not look in its scenarios/"
		fail=$((fail + 1))
	elif ! "$clone/build/bin/gcacw-new" --seed 12 bath >/dev/null; then
		echo "FAIL: a moved clone's gcacw-new bath"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
fi
echo "examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
