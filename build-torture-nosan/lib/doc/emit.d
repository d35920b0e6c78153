build-torture-nosan/lib/doc/emit.o: lib/doc/emit.c lib/model/charts.h \
 lib/base/diag.h lib/doc/emit.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/model/module.h \
 lib/model/names.h lib/model/game.h lib/model/phase.h
lib/model/charts.h:
lib/base/diag.h:
lib/doc/emit.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/model/hex.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
lib/model/module.h:
lib/model/names.h:
lib/model/game.h:
lib/model/phase.h:
