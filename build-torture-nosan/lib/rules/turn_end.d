build-torture-nosan/lib/rules/turn_end.o: lib/rules/turn_end.c \
 lib/model/phase.h lib/rules/refuse.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/hex.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/model/scenario.h lib/model/game.h lib/rules/turn.h lib/model/dice.h \
 lib/rules/vp.h lib/rules/zoc.h
lib/model/phase.h:
lib/rules/refuse.h:
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
lib/model/scenario.h:
lib/model/game.h:
lib/rules/turn.h:
lib/model/dice.h:
lib/rules/vp.h:
lib/rules/zoc.h:
