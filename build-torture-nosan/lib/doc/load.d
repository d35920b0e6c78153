build-torture-nosan/lib/doc/load.o: lib/doc/load.c lib/games/games.h \
 lib/model/charts.h lib/base/diag.h lib/model/module.h lib/model/hex.h \
 lib/doc/load.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/model/names.h lib/model/game.h lib/model/phase.h \
 lib/doc/schema.h lib/base/scalar.h
lib/games/games.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/module.h:
lib/model/hex.h:
lib/doc/load.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/model/names.h:
lib/model/game.h:
lib/model/phase.h:
lib/doc/schema.h:
lib/base/scalar.h:
