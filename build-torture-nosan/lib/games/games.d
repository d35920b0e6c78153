build-torture-nosan/lib/games/games.o: lib/games/games.c \
 lib/games/games.h lib/model/charts.h lib/base/diag.h lib/model/module.h \
 lib/model/hex.h lib/games/tables.h
lib/games/games.h:
lib/model/charts.h:
lib/base/diag.h:
lib/model/module.h:
lib/model/hex.h:
lib/games/tables.h:
