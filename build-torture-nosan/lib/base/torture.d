build-torture-nosan/lib/base/torture.o: lib/base/torture.c \
 lib/base/torture.h
lib/base/torture.h:
