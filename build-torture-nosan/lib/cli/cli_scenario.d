build-torture-nosan/lib/cli/cli_scenario.o: lib/cli/cli_scenario.c \
 lib/cli/cli.h lib/model/dice.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/hex.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/base/outbuf.h lib/model/phase.h lib/doc/emit.h lib/games/games.h \
 lib/model/charts.h lib/model/module.h lib/doc/load.h \
 lib/model/scenario.h lib/model/game.h lib/yaml/yamlio.h
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
lib/doc/emit.h:
lib/games/games.h:
lib/model/charts.h:
lib/model/module.h:
lib/doc/load.h:
lib/model/scenario.h:
lib/model/game.h:
lib/yaml/yamlio.h:
