build-torture-nosan/lib/base/diag.o: lib/base/diag.c lib/base/diag.h
lib/base/diag.h:
