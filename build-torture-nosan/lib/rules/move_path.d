build-torture-nosan/lib/rules/move_path.o: lib/rules/move_path.c \
 lib/rules/move.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/base/diag.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/rules/passage.h \
 lib/rules/zoc.h lib/rules/move_int.h lib/rules/refuse.h \
 lib/rules/restrict.h lib/model/scenario.h lib/model/game.h
lib/rules/move.h:
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
lib/rules/passage.h:
lib/rules/zoc.h:
lib/rules/move_int.h:
lib/rules/refuse.h:
lib/rules/restrict.h:
lib/model/scenario.h:
lib/model/game.h:
