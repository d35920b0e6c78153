build-torture-nosan/lib/rules/vp.o: lib/rules/vp.c lib/base/arena.h \
 lib/rules/refuse.h lib/model/game.h lib/model/charts.h lib/base/diag.h \
 lib/model/hex.h lib/model/map.h lib/base/table.h lib/base/node.h \
 lib/base/diag.h lib/model/pending.h lib/rules/vp_int.h lib/rules/vp.h \
 lib/model/scenario.h lib/model/game.h
lib/base/arena.h:
lib/rules/refuse.h:
lib/model/game.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/hex.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/rules/vp_int.h:
lib/rules/vp.h:
lib/model/scenario.h:
lib/model/game.h:
