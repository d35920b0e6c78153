build-torture-nosan/lib/explain/show_counter.o: \
 lib/explain/show_counter.c lib/explain/show_int.h lib/explain/show.h \
 lib/model/game.h lib/base/arena.h lib/model/charts.h lib/base/diag.h \
 lib/model/hex.h lib/model/map.h lib/base/table.h lib/base/node.h \
 lib/base/diag.h lib/model/pending.h lib/rules/zoc.h
lib/explain/show_int.h:
lib/explain/show.h:
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
