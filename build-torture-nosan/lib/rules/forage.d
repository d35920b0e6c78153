build-torture-nosan/lib/rules/forage.o: lib/rules/forage.c \
 lib/rules/recover.h lib/model/dice.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/hex.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/model/module.h lib/rules/refuse.h lib/games/tables.h \
 lib/model/charts.h
lib/rules/recover.h:
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
lib/model/module.h:
lib/rules/refuse.h:
lib/games/tables.h:
lib/model/charts.h:
