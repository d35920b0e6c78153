build-torture-nosan/lib/rules/assault_odds.o: lib/rules/assault_odds.c \
 lib/rules/assault.h lib/rules/combat.h lib/model/dice.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/hex.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/rules/retreat.h
lib/rules/assault.h:
lib/rules/combat.h:
lib/model/dice.h:
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
lib/rules/retreat.h:
