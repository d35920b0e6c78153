build-torture-nosan/lib/games/sjw.o: lib/games/sjw.c lib/games/chartdef.h \
 lib/model/charts.h lib/base/diag.h lib/games/games.h lib/model/module.h \
 lib/model/hex.h lib/games/tables.h
lib/games/chartdef.h:
lib/model/charts.h:
lib/base/diag.h:
lib/games/games.h:
lib/model/module.h:
lib/model/hex.h:
lib/games/tables.h:
