build-torture-nosan/lib/model/hex.o: lib/model/hex.c lib/model/hex.h
lib/model/hex.h:
