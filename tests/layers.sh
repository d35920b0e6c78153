#!/bin/sh
# The layers of lib/ (README, Layout) hold: a file that includes a header
# of a layer above its own, or of doc/ or yaml/ from the rules, does not
# compile; no object of libgcacw uses a symbol of a layer above its own;
# and no objects use each other in a cycle.
# usage: tests/layers.sh BUILD-DIR
# with $CC and $CFLAGS_FOR LAYER given as CFLAGS_base, CFLAGS_rules, ...
# in the environment (the Makefile's per-layer flags).
set -u
b=$1
order="base yaml model games doc rules explain cli"
pass=0
fail=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: layers: $*"; fail=$((fail + 1)); }

# A probe in layer L including header H (or using libyaml) must not
# compile.
probe() {
	layer=$1 what=$2 text=$3
	printf '%s\nint layers_probe(void);\nint layers_probe(void) { return 0; }\n' \
	    "$text" > "$tmp/probe.c"
	flags=$(eval "echo \"\$CFLAGS_$layer\"")
	# shellcheck disable=SC2086 # flags is a list of options
	if $CC $flags -MF "$tmp/probe.d" -fsyntax-only "$tmp/probe.c" 2>/dev/null; then
		bad "a $layer file may include $what"
	else
		ok
	fi
}
# ... and what a layer may include does compile, so that the probes
# above fail for the layer and not for want of flags.
allowed() {
	layer=$1 text=$2
	printf '%s\nint layers_probe(void);\nint layers_probe(void) { return 0; }\n' \
	    "$text" > "$tmp/probe.c"
	flags=$(eval "echo \"\$CFLAGS_$layer\"")
	# shellcheck disable=SC2086 # flags is a list of options
	if $CC $flags -MF "$tmp/probe.d" -fsyntax-only "$tmp/probe.c"; then
		ok
	else
		bad "a $layer file may not include $text"
	fi
}
allowed rules '#include "combat.h"
#include "tables.h"
#include "game.h"'
allowed doc '#include "load.h"
#include "games.h"'
allowed yaml '#include <yaml.h>
#include "yamlio.h"
int layers_yaml(yaml_parser_t *);'
allowed explain '#include "explain.h"'
probe rules "doc's load.h" '#include "load.h"'
probe rules "doc's schema.h" '#include "schema.h"'
probe rules "doc's emit.h" '#include "emit.h"'
probe rules "yaml's yamlio.h" '#include "yamlio.h"'
probe rules "explain.h" '#include "explain.h"'
probe rules "libyaml" '#include <yaml.h>
int layers_yaml(yaml_parser_t *);'
probe model "rules' combat.h" '#include "combat.h"'
probe model "games' tables.h" '#include "tables.h"'
probe base "model's game.h" '#include "game.h"'
probe doc "rules' combat.h" '#include "combat.h"'
probe explain "cli.h" '#include "cli.h"'

# Who uses whom, from the objects' symbols.
rank() {
	i=0
	for l in $order; do
		[ "$l" = "$1" ] && { echo $i; return; }
		i=$((i + 1))
	done
	echo 99
}
for o in "$b"/lib/*/*.o; do
	n=${o#"$b"/lib/}
	n=${n%.o}
	nm "$o" | awk -v n="$n" '
	    NF == 3 && $2 ~ /^[TDRBC]$/ { print "D", $3, n }
	    NF == 2 && $1 == "U" { print "U", $2, n }'
done > "$tmp/syms"
awk '$1 == "D" { def[$2] = $3 } $1 == "U" { use[NR] = $2; by[NR] = $3 }
    END { for (i in use) if (use[i] in def && def[use[i]] != by[i])
	print by[i], def[use[i]] }' "$tmp/syms" | sort -u > "$tmp/edges"
while read -r from to; do
	if [ "$(rank "${to%%/*}")" -gt "$(rank "${from%%/*}")" ]; then
		bad "$from uses $to, a layer above it"
	fi
done < "$tmp/edges"
ok
# tsort prints the loops it finds on standard error.
if tsort "$tmp/edges" 2>"$tmp/loops" >/dev/null && [ ! -s "$tmp/loops" ]
then
	ok
else
	bad "objects that use each other: $(grep -v 'input contains a loop' \
	    "$tmp/loops" | sed 's/^tsort: //' | tr '\n' ' ')"
fi
echo "layers: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
