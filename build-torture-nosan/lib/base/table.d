build-torture-nosan/lib/base/table.o: lib/base/table.c lib/base/arena.h \
 lib/base/table.h
lib/base/arena.h:
lib/base/table.h:
