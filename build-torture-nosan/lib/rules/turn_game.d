build-torture-nosan/lib/rules/turn_game.o: lib/rules/turn_game.c \
 lib/games/games.h lib/model/charts.h lib/base/diag.h lib/model/module.h \
 lib/model/hex.h lib/model/phase.h lib/rules/refuse.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/model/scenario.h \
 lib/model/game.h lib/games/tables.h lib/rules/turn.h lib/model/dice.h
lib/games/games.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/module.h:
lib/model/hex.h:
lib/model/phase.h:
lib/rules/refuse.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/model/scenario.h:
lib/model/game.h:
lib/games/tables.h:
lib/rules/turn.h:
lib/model/dice.h:
