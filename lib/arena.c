/*
 * arena.c — a document's memory, freed at once; never-NULL wrappers.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"

struct arena_block {
	struct arena_block	*next;
	size_t			 size, used;
	max_align_t		 data[];
};

#define BLOCK_MIN (64 * 1024)

static void
nomem(void)
{
	fputs("gcacw: out of memory\n", stderr);
	exit(ST_INTERNAL);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		nomem();
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		nomem();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n ? n : 1)) == NULL)
		nomem();
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

void *
arena_alloc(struct arena *a, size_t n)
{
	struct arena_block	*b = a->head;
	const size_t		 align = sizeof(max_align_t);
	void			*p;

	n = (n + align - 1) / align * align;
	if (n == 0)
		n = align;
	if (b == NULL || b->size - b->used < n) {
		size_t size = n > BLOCK_MIN ? n : BLOCK_MIN;

		if (n > BLOCK_MIN / 4 && b != NULL) {
			/* A big request gets a block of its own behind the
			 * current one, so the current one stays in use. */
			struct arena_block *big = xmalloc(sizeof(*big) + n);

			big->size = big->used = n;
			big->next = b->next;
			b->next = big;
			a->used += n;
			return memset(big->data, 0, n);
		}
		b = xmalloc(sizeof(*b) + size);
		b->size = size;
		b->used = 0;
		b->next = a->head;
		a->head = b;
	}
	p = (char *)b->data + b->used;
	b->used += n;
	a->used += n;
	return memset(p, 0, n);
}

char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *
arena_printf(struct arena *a, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;
	char	*p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		nomem();
	p = arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

void
arena_free(struct arena *a)
{
	struct arena_block *b, *next;

	for (b = a->head; b != NULL; b = next) {
		next = b->next;
		free(b);
	}
	a->head = NULL;
	a->used = 0;
}
