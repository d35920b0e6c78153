build-torture-nosan/lib/yaml/yaml_write.o: lib/yaml/yaml_write.c \
 lib/base/arena.h lib/base/diag.h lib/yaml/yamlio.h lib/base/node.h \
 lib/base/diag.h lib/base/outbuf.h
lib/base/arena.h:
lib/base/diag.h:
lib/yaml/yamlio.h:
lib/base/node.h:
lib/base/diag.h:
lib/base/outbuf.h:
