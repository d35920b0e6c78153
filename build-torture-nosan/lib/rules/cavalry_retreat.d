build-torture-nosan/lib/rules/cavalry_retreat.o: \
 lib/rules/cavalry_retreat.c lib/model/charts.h lib/base/diag.h \
 lib/rules/combat.h lib/model/dice.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/model/module.h \
 lib/rules/refuse.h lib/rules/retreat.h lib/base/scalar.h \
 lib/games/tables.h lib/rules/zoc.h
lib/model/charts.h:
lib/base/diag.h:
lib/rules/combat.h:
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
lib/model/module.h:
lib/rules/refuse.h:
lib/rules/retreat.h:
lib/base/scalar.h:
lib/games/tables.h:
lib/rules/zoc.h:
