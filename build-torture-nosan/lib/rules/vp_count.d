build-torture-nosan/lib/rules/vp_count.o: lib/rules/vp_count.c \
 lib/model/module.h lib/model/hex.h lib/model/names.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h \
 lib/rules/vp_int.h lib/rules/vp.h lib/model/game.h lib/model/scenario.h \
 lib/rules/zoc.h
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
lib/rules/vp_int.h:
lib/rules/vp.h:
lib/model/game.h:
lib/model/scenario.h:
lib/rules/zoc.h:
