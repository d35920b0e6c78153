build-torture-nosan/bin/gcacw-combat: cmd/gcacw-combat.c \
 lib/rules/assault.h lib/rules/combat.h lib/model/dice.h lib/model/game.h \
 lib/base/arena.h lib/model/charts.h lib/base/diag.h lib/model/hex.h \
 lib/model/map.h lib/base/table.h lib/base/node.h lib/base/diag.h \
 lib/model/pending.h lib/rules/retreat.h lib/cli/cli_args.h lib/cli/cli.h \
 lib/base/outbuf.h lib/model/phase.h lib/rules/combat.h \
 lib/explain/explain.h lib/rules/march.h lib/rules/recover.h \
 lib/model/module.h lib/rules/retreat.h lib/rules/turn.h lib/rules/vp.h \
 lib/model/scenario.h lib/model/game.h
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
lib/cli/cli_args.h:
lib/cli/cli.h:
lib/base/outbuf.h:
lib/model/phase.h:
lib/rules/combat.h:
lib/explain/explain.h:
lib/rules/march.h:
lib/rules/recover.h:
lib/model/module.h:
lib/rules/retreat.h:
lib/rules/turn.h:
lib/rules/vp.h:
lib/model/scenario.h:
lib/model/game.h:
