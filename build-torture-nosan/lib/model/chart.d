build-torture-nosan/lib/model/chart.o: lib/model/chart.c lib/base/arena.h \
 lib/model/charts.h lib/base/diag.h
lib/base/arena.h:
lib/model/charts.h:
lib/base/diag.h:
