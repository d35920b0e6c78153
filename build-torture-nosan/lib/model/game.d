build-torture-nosan/lib/model/game.o: lib/model/game.c lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/hex.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/model/module.h lib/base/scalar.h
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
lib/model/module.h:
lib/base/scalar.h:
