build-torture-nosan/lib/games/siv.o: lib/games/siv.c lib/games/chartdef.h \
 lib/model/charts.h lib/base/diag.h lib/games/games.h lib/model/module.h \
 lib/model/hex.h lib/games/tables.h
lib/games/chartdef.h:
lib/model/charts.h:
lib/base/diag.h:
lib/games/games.h:
lib/model/module.h:
lib/model/hex.h:
lib/games/tables.h:
