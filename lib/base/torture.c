/*
 * torture.c — fault injection (see torture.h); empty unless -DTORTURE.
 */
#ifdef TORTURE
/* fopencookie(3). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "torture.h"

void	*__real_malloc(size_t);
void	*__real_calloc(size_t, size_t);
void	*__real_realloc(void *, size_t);
void	*__real_aligned_alloc(size_t, size_t);
FILE	*__real_open_memstream(char **, size_t *);
FILE	*__real_fopen(const char *, const char *);
FILE	*__real_fdopen(int, const char *);
void	*__wrap_malloc(size_t);
void	*__wrap_calloc(size_t, size_t);
void	*__wrap_realloc(void *, size_t);
void	*__wrap_aligned_alloc(size_t, size_t);
FILE	*__wrap_open_memstream(char **, size_t *);
FILE	*__wrap_fopen(const char *, const char *);
FILE	*__wrap_fdopen(int, const char *);

struct hook {
	const char	*env;
	int		 ready;
	unsigned long	 fail;		/* 0: never */
	int		 after;		/* and every later one */
	unsigned long	 count;
};

static struct hook	allocs = { "GCACW_FAIL_ALLOC", 0, 0, 0, 0 };
static struct hook	writes = { "GCACW_FAIL_WRITE", 0, 0, 0, 0 };

/*
 * At exit: the counts to GCACW_TORTURE_COUNT, and no failure injected
 * from here on, so that what runs after (libgcov writing a coverage
 * build's counts, registered before this) is not itself failed.
 */
static void
report(void)
{
	const char	*path = getenv("GCACW_TORTURE_COUNT");
	FILE		*f;

	allocs.fail = 0;
	writes.fail = 0;

	if (path == NULL || *path == '\0')
		return;
	/* Not counted: the report is no part of the run. */
	if ((f = __real_fopen(path, "a")) == NULL)
		return;
	fprintf(f, "%lu %lu\n", allocs.count, writes.count);
	fclose(f);
}

static void
setup(struct hook *h)
{
	const char	*s = getenv(h->env);
	char		*end;

	h->ready = 1;
	if (s != NULL && *s != '\0') {
		h->fail = strtoul(s, &end, 10);
		h->after = *end == '+';
	}
	if (h == &allocs)
		atexit(report);
}

/* Whether this call of the hook's kind is the one to fail. */
static int
fails(struct hook *h)
{
	if (!h->ready)
		setup(h);
	h->count++;
	if (h->fail == 0)
		return 0;
	return h->count == h->fail || (h->after && h->count > h->fail);
}

/* Whether this allocation is the one to fail, errno then set (opening a
 * stream allocates). */
static int
alloc_fails(void)
{
	if (!fails(&allocs))
		return 0;
	errno = ENOMEM;
	return 1;
}

void *
__wrap_malloc(size_t n)
{
	return alloc_fails() ? NULL : __real_malloc(n);
}

void *
__wrap_calloc(size_t n, size_t size)
{
	return alloc_fails() ? NULL : __real_calloc(n, size);
}

void *
__wrap_realloc(void *p, size_t n)
{
	return alloc_fails() ? NULL : __real_realloc(p, n);
}

void *
__wrap_aligned_alloc(size_t align, size_t n)
{
	return alloc_fails() ? NULL : __real_aligned_alloc(align, n);
}

FILE *
__wrap_open_memstream(char **buf, size_t *len)
{
	return alloc_fails() ? NULL : __real_open_memstream(buf, len);
}

FILE *
__wrap_fopen(const char *path, const char *mode)
{
	return alloc_fails() ? NULL : __real_fopen(path, mode);
}

/* fopencookie(3): a write function returns what it wrote, 0 on an error
 * with errno set, never a negative value (glibc 2.36 takes -1 for a
 * count, and its fwrite then reads past the caller's buffer: found when
 * gcacw-show's streamed picture failed its first write). */
static ssize_t
cookie_write(void *cookie, const char *buf, size_t n)
{
	int	 fd = (int)(long)cookie;
	size_t	 done = 0;
	ssize_t	 w;

	if (fails(&writes)) {
		errno = ENOSPC;
		return 0;
	}
	while (done < n) {
		if ((w = write(fd, buf + done, n - done)) < 0) {
			if (errno == EINTR)
				continue;
			return (ssize_t)done;
		}
		done += (size_t)w;
	}
	return (ssize_t)n;
}

static int
cookie_close(void *cookie)
{
	int fd = (int)(long)cookie;

	return fd > 2 ? close(fd) : 0;
}

static FILE *
counted(int fd)
{
	cookie_io_functions_t io = { NULL, cookie_write, NULL, cookie_close };

	return fopencookie((void *)(long)fd, "w", io);
}

FILE *
__wrap_fdopen(int fd, const char *mode)
{
	if (alloc_fails())
		return NULL;
	return strchr(mode, 'w') != NULL ? counted(fd) :
	    __real_fdopen(fd, mode);
}

void
torture_init(void)
{
	FILE	*out, *err;

	if (!allocs.ready)
		setup(&allocs);
	if ((out = counted(1)) != NULL)
		stdout = out;
	if ((err = counted(2)) != NULL) {
		setvbuf(err, NULL, _IONBF, 0);
		stderr = err;
	}
}
#else
/* ISO C wants something in a translation unit. */
typedef int torture_unused;
#endif
