build-torture-nosan/lib/rules/move_step.o: lib/rules/move_step.c \
 lib/model/module.h lib/model/hex.h lib/rules/move.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/rules/passage.h lib/rules/zoc.h lib/rules/move_int.h \
 lib/base/scalar.h lib/games/tables.h lib/model/charts.h
lib/model/module.h:
lib/model/hex.h:
lib/rules/move.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/rules/passage.h:
lib/rules/zoc.h:
lib/rules/move_int.h:
lib/base/scalar.h:
lib/games/tables.h:
lib/model/charts.h:
