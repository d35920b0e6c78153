probe.o: /tmp/tmp.VfTcibLyMm/probe.c
