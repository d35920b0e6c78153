build-torture-nosan/lib/rules/march.o: lib/rules/march.c \
 lib/model/charts.h lib/base/diag.h lib/rules/march_int.h \
 lib/rules/march.h lib/model/dice.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/model/names.h \
 lib/model/game.h lib/model/module.h lib/rules/refuse.h \
 lib/rules/restrict.h lib/model/scenario.h lib/base/scalar.h \
 lib/games/tables.h
lib/model/charts.h:
lib/base/diag.h:
lib/rules/march_int.h:
lib/rules/march.h:
lib/model/dice.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/model/hex.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/model/names.h:
lib/model/game.h:
lib/model/module.h:
lib/rules/refuse.h:
lib/rules/restrict.h:
lib/model/scenario.h:
lib/base/scalar.h:
lib/games/tables.h:
