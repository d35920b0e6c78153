build-torture-nosan/lib/rules/passage.o: lib/rules/passage.c \
 lib/model/module.h lib/model/hex.h lib/rules/passage.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/map.h \
 lib/base/table.h lib/base/node.h lib/base/diag.h lib/model/pending.h
lib/model/module.h:
lib/model/hex.h:
lib/rules/passage.h:
lib/model/game.h:
lib/base/arena.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/map.h:
lib/base/table.h:
lib/base/node.h:
lib/base/diag.h:
lib/model/pending.h:
