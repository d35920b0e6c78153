probe.o: /tmp/tmp.S90P0Nj0Bg/probe.c
