build-torture-nosan/lib/cli/cli_args.o: lib/cli/cli_args.c \
 lib/cli/cli_args.h lib/cli/cli.h lib/model/dice.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/hex.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/base/outbuf.h lib/model/phase.h \
 lib/rules/combat.h lib/model/module.h
lib/cli/cli_args.h:
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
lib/rules/combat.h:
lib/model/module.h:
