build-torture-nosan/lib/rules/turn_initiative.o: \
 lib/rules/turn_initiative.c lib/model/module.h lib/model/hex.h \
 lib/model/phase.h lib/rules/refuse.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/model/scenario.h \
 lib/model/game.h lib/rules/turn.h lib/model/dice.h
lib/model/module.h:
lib/model/hex.h:
lib/model/phase.h:
lib/rules/refuse.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/model/scenario.h:
lib/model/game.h:
lib/rules/turn.h:
lib/model/dice.h:
