build-torture-nosan/lib/base/outbuf.o: lib/base/outbuf.c lib/base/arena.h \
 lib/base/outbuf.h
lib/base/arena.h:
lib/base/outbuf.h:
