build-torture-nosan/lib/model/phase.o: lib/model/phase.c \
 lib/model/phase.h
lib/model/phase.h:
