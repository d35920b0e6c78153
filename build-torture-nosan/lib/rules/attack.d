build-torture-nosan/lib/rules/attack.o: lib/rules/attack.c \
 lib/rules/combat.h lib/model/dice.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/hex.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/model/module.h lib/model/names.h lib/model/game.h \
 lib/rules/passage.h lib/rules/refuse.h lib/rules/restrict.h \
 lib/model/scenario.h lib/base/scalar.h lib/games/tables.h \
 lib/model/charts.h lib/rules/zoc.h
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
lib/model/names.h:
lib/model/game.h:
lib/rules/passage.h:
lib/rules/refuse.h:
lib/rules/restrict.h:
lib/model/scenario.h:
lib/base/scalar.h:
lib/games/tables.h:
lib/model/charts.h:
lib/rules/zoc.h:
