build-torture-nosan/lib/rules/march_path.o: lib/rules/march_path.c \
 lib/rules/combat.h lib/model/dice.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/hex.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/rules/march_int.h lib/rules/march.h lib/model/names.h \
 lib/model/game.h lib/model/module.h lib/rules/move.h lib/rules/passage.h \
 lib/rules/zoc.h lib/rules/refuse.h
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
lib/rules/march_int.h:
lib/rules/march.h:
lib/model/names.h:
lib/model/game.h:
lib/model/module.h:
lib/rules/move.h:
lib/rules/passage.h:
lib/rules/zoc.h:
lib/rules/refuse.h:
