build-torture-nosan/lib/rules/combat.o: lib/rules/combat.c \
 lib/rules/combat.h lib/model/dice.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/hex.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/model/module.h lib/base/scalar.h lib/games/tables.h \
 lib/model/charts.h
lib/rules/combat.h:
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
lib/base/scalar.h:
lib/games/tables.h:
lib/model/charts.h:
