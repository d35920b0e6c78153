build-torture-nosan/lib/model/dice.o: lib/model/dice.c lib/base/arena.h \
 lib/model/dice.h lib/model/game.h lib/model/charts.h lib/base/diag.h \
 lib/model/hex.h lib/model/map.h lib/base/table.h lib/base/node.h \
 lib/base/diag.h lib/model/pending.h
lib/base/arena.h:
lib/model/dice.h:
lib/model/game.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/hex.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
