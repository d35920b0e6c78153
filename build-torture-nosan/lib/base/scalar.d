build-torture-nosan/lib/base/scalar.o: lib/base/scalar.c lib/base/arena.h \
 lib/base/scalar.h
lib/base/arena.h:
lib/base/scalar.h:
