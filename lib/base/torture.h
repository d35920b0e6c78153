/*
 * torture.h — fault injection for tests/torture.sh, compiled in only
 * with -DTORTURE (make torture, build-torture/).
 *
 * Allocation: the build links with --wrap for malloc, calloc, realloc,
 * aligned_alloc, open_memstream, fopen and fdopen (libyaml linked
 * statically, so its allocations count too).
 *	GCACW_FAIL_ALLOC=N	the Nth allocation fails (from 1)
 *	GCACW_FAIL_ALLOC=N+	the Nth and every later one fails
 * Writes: standard output, standard error and the file -i writes (its
 * fdopen) go through streams that count each write(2) they would make.
 *	GCACW_FAIL_WRITE=N, N+	the same for writes: ENOSPC
 *	GCACW_TORTURE_COUNT=F	at exit, "ALLOCS WRITES" appended to F
 * In any other build these are not compiled: the names below expand to
 * nothing.
 */
#ifndef GCACW_TORTURE_H
#define GCACW_TORTURE_H

#include <stdio.h>

#ifdef TORTURE
/* stdout and stderr replaced by counting streams; call first. */
void	torture_init(void);
#endif

#endif
