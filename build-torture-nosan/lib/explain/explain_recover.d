build-torture-nosan/lib/explain/explain_recover.o: \
 lib/explain/explain_recover.c lib/model/names.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/hex.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/model/module.h lib/explain/explain.h \
 lib/rules/assault.h lib/rules/combat.h lib/model/dice.h lib/model/game.h \
 lib/rules/retreat.h lib/rules/combat.h lib/rules/march.h \
 lib/rules/recover.h lib/rules/retreat.h lib/rules/turn.h lib/rules/vp.h \
 lib/model/scenario.h
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
lib/model/module.h:
lib/explain/explain.h:
lib/rules/assault.h:
lib/rules/combat.h:
lib/model/dice.h:
lib/model/game.h:
lib/rules/retreat.h:
lib/rules/combat.h:
lib/rules/march.h:
lib/rules/recover.h:
lib/rules/retreat.h:
lib/rules/turn.h:
lib/rules/vp.h:
lib/model/scenario.h:
