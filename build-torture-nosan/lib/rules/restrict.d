build-torture-nosan/lib/rules/restrict.o: lib/rules/restrict.c \
 lib/rules/refuse.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/base/diag.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/rules/restrict.h \
 lib/model/scenario.h lib/model/game.h lib/rules/vp_int.h lib/rules/vp.h \
 lib/rules/zoc.h
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
lib/rules/restrict.h:
lib/model/scenario.h:
lib/model/game.h:
lib/rules/vp_int.h:
lib/rules/vp.h:
lib/rules/zoc.h:
