build-torture-nosan/lib/rules/recover_log.o: lib/rules/recover_log.c \
 lib/model/names.h lib/model/game.h lib/base/arena.h lib/model/charts.h \
 lib/base/diag.h lib/model/hex.h lib/model/map.h lib/base/table.h \
 lib/base/node.h lib/base/diag.h lib/model/pending.h lib/rules/recover.h \
 lib/model/dice.h lib/model/game.h lib/model/module.h
lib/model/names.h:
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
lib/rules/recover.h:
lib/model/dice.h:
lib/model/game.h:
lib/model/module.h:
