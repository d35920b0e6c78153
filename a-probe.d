probe.o: /tmp/tmp.2MSWj4Wvlo/probe.c
