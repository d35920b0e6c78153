build-torture-nosan/lib/base/node.o: lib/base/node.c lib/base/arena.h \
 lib/base/node.h lib/base/diag.h
lib/base/arena.h:
lib/base/node.h:
lib/base/diag.h:
