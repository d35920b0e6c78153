build-torture-nosan/lib/cli/cli.o: lib/cli/cli.c lib/cli/cli.h \
 lib/model/dice.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/base/diag.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/base/outbuf.h \
 lib/model/phase.h lib/cli/cli_args.h lib/rules/combat.h lib/doc/emit.h \
 lib/doc/load.h lib/base/torture.h lib/yaml/yamlio.h
lib/cli/cli.h:
lib/model/dice.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/hex.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/base/outbuf.h:
lib/model/phase.h:
lib/cli/cli_args.h:
lib/rules/combat.h:
lib/doc/emit.h:
lib/doc/load.h:
lib/base/torture.h:
lib/yaml/yamlio.h:
