build-torture-nosan/lib/yaml/yaml_read.o: lib/yaml/yaml_read.c \
 lib/base/arena.h lib/base/diag.h lib/yaml/yamlio.h lib/base/node.h \
 lib/base/diag.h lib/base/outbuf.h
lib/base/arena.h:
lib/base/diag.h:
lib/yaml/yamlio.h:
lib/base/node.h:
lib/base/diag.h:
lib/base/outbuf.h:
