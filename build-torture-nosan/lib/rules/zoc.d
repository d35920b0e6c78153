build-torture-nosan/lib/rules/zoc.o: lib/rules/zoc.c lib/rules/passage.h \
 lib/model/game.h lib/base/arena.h lib/model/charts.h lib/base/diag.h \
 lib/model/hex.h lib/model/map.h lib/base/table.h lib/base/node.h \
 lib/base/diag.h lib/model/pending.h lib/rules/zoc.h
lib/rules/passage.h:
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
lib/rules/zoc.h:
