build-torture-nosan/lib/doc/scenario_game.o: lib/doc/scenario_game.c \
 lib/doc/load.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/base/diag.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/model/module.h \
 lib/model/scenario.h lib/model/game.h
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
lib/model/module.h:
lib/model/scenario.h:
lib/model/game.h:
