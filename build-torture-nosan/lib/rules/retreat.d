build-torture-nosan/lib/rules/retreat.o: lib/rules/retreat.c \
 lib/model/charts.h lib/base/diag.h lib/model/module.h lib/model/hex.h \
 lib/rules/passage.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/rules/refuse.h lib/rules/restrict.h \
 lib/model/scenario.h lib/model/game.h lib/rules/retreat.h \
 lib/model/dice.h lib/base/scalar.h lib/games/tables.h lib/rules/zoc.h
lib/model/charts.h:
lib/base/diag.h:
lib/model/module.h:
lib/model/hex.h:
lib/rules/passage.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/rules/refuse.h:
lib/rules/restrict.h:
lib/model/scenario.h:
lib/model/game.h:
lib/rules/retreat.h:
lib/model/dice.h:
lib/base/scalar.h:
lib/games/tables.h:
lib/rules/zoc.h:
