build-torture-nosan/lib/doc/schema.o: lib/doc/schema.c lib/model/module.h \
 lib/model/hex.h lib/doc/schema.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/base/scalar.h
lib/model/module.h:
lib/model/hex.h:
lib/doc/schema.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/base/scalar.h:
