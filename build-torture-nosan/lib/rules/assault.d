build-torture-nosan/lib/rules/assault.o: lib/rules/assault.c \
 lib/rules/assault.h lib/rules/combat.h lib/model/dice.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/hex.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/rules/retreat.h lib/rules/march.h \
 lib/model/module.h lib/model/names.h lib/model/game.h lib/rules/refuse.h \
 lib/rules/restrict.h lib/model/scenario.h
lib/rules/assault.h:
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
lib/rules/retreat.h:
lib/rules/march.h:
lib/model/module.h:
lib/model/names.h:
lib/model/game.h:
lib/rules/refuse.h:
lib/rules/restrict.h:
lib/model/scenario.h:
