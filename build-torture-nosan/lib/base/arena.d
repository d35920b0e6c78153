build-torture-nosan/lib/base/arena.o: lib/base/arena.c lib/base/arena.h \
 lib/base/diag.h
lib/base/arena.h:
lib/base/diag.h:
