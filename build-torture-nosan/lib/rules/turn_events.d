build-torture-nosan/lib/rules/turn_events.o: lib/rules/turn_events.c \
 lib/model/module.h lib/model/hex.h lib/model/names.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/model/phase.h lib/rules/refuse.h lib/model/game.h \
 lib/model/scenario.h lib/rules/turn.h lib/model/dice.h lib/rules/zoc.h
lib/model/module.h:
lib/model/hex.h:
lib/model/names.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/model/phase.h:
lib/rules/refuse.h:
lib/model/game.h:
lib/model/scenario.h:
lib/rules/turn.h:
lib/model/dice.h:
lib/rules/zoc.h:
