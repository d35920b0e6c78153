probe.o: /tmp/tmp.4Qzz4ZqCyw/probe.c
