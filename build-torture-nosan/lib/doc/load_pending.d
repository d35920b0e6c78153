build-torture-nosan/lib/doc/load_pending.o: lib/doc/load_pending.c \
 lib/doc/load.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/base/diag.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/model/pending.h \
 lib/doc/schema.h lib/base/scalar.h
lib/doc/load.h:
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
lib/model/pending.h:
lib/doc/schema.h:
lib/base/scalar.h:
