probe.o: /tmp/tmp.1HKMFZ4ai0/probe.c
