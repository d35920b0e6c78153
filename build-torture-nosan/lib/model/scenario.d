build-torture-nosan/lib/model/scenario.o: lib/model/scenario.c \
 lib/model/scenario.h lib/model/game.h lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h lib/model/hex.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h
lib/model/scenario.h:
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
