/*
 * arena.c — a document's memory, freed at once; never-NULL wrappers.
 */
/* madvise(2) and MADV_HUGEPAGE. */
#define _DEFAULT_SOURCE

#include <sys/mman.h>

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"

struct arena_block {
	struct arena_block	*next;
	size_t			 size, used;
	bool			 lent;	/* arena_start_in's: not freed */
	max_align_t		 data[];
};

/*
 * A document's first block is small (a scenario-size file needs no
 * more); the next ones are a huge page each, 2 MiB aligned, where the
 * system gives them: a page fault costs more here than the work done on
 * the page, and a campaign file's 2,000 faults were most of what a tool
 * spent beyond libyaml.
 */
#define BLOCK_MIN (64 * 1024)
#define HUGE_PAGE ((size_t)2 << 20)
#define BLOCK_BIG (HUGE_PAGE - sizeof(struct arena_block))
#define SPARE_MAX (64 << 20)

/*
 * Blocks of freed arenas are kept for the next document, up to SPARE_MAX
 * bytes: a stream of documents, or a benchmark, then reuses memory the
 * process has already touched instead of faulting in fresh pages for
 * every document.  arena_release() gives them back.
 */
static struct arena_block	*spare;
static size_t			 spare_bytes;

static void
nomem(void)
{
	diag_fatal("out of memory");
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

void *
huge_alloc(size_t n)
{
	size_t	 size = (n + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
	void	*p;

	/* From malloc, so that leak checkers see what the blocks point to;
	 * aligned, because THP backs only whole aligned 2 MiB ranges. */
	if ((p = aligned_alloc(HUGE_PAGE, size)) == NULL)
		nomem();
#ifdef MADV_HUGEPAGE
	madvise(p, size, MADV_HUGEPAGE);	/* a hint: failure is fine */
#endif
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

char *
xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/* A kept block of exactly size bytes: 0 and *out, or -1. */
static int
spare_take(size_t size, struct arena_block **out)
{
	struct arena_block **pp;

	for (pp = &spare; *pp != NULL; pp = &(*pp)->next)
		if ((*pp)->size == size) {
			*out = *pp;
			*pp = (*pp)->next;
			spare_bytes -= size;
			return 0;
		}
	return -1;
}

static struct arena_block *
block_new(size_t size)
{
	struct arena_block *b;

	if (spare_take(size, &b) != 0)
		b = size == BLOCK_BIG ? huge_alloc(sizeof(*b) + size) :
		    xmalloc(sizeof(*b) + size);
	b->lent = false;
	return b;
}

/*
 * n bytes aligned to align (a power of two), not zeroed: strings take
 * 1, so a name costs its length and not a whole max_align_t.
 */
static void *
arena_raw(struct arena *a, size_t n, size_t align)
{
	struct arena_block	*b = a->head;
	void			*p;

	if (b != NULL)
		b->used = (b->used + align - 1) & ~(align - 1);
	if (n == 0)
		n = 1;
	if (b == NULL || b->size - b->used < n) {
		size_t block = b == NULL ? BLOCK_MIN : BLOCK_BIG, size;

		/* Block sizes are multiples of max_align_t's alignment, so
		 * aligning `used` never passes the end. */
		size = n > block || (n > block / 4 && b != NULL) ? n : block;
		size = (size + _Alignof(max_align_t) - 1) &
		    ~(_Alignof(max_align_t) - 1);
		if (n > block / 4 && b != NULL) {
			/* A big request gets a block of its own behind the
			 * current one, so the current one stays in use. */
			struct arena_block *big = block_new(size);

			big->size = big->used = size;
			big->next = b->next;
			b->next = big;
			a->used += n;
			return big->data;
		}
		b = block_new(size);
		b->size = size;
		b->used = 0;
		b->next = a->head;
		a->head = b;
	}
	p = (char *)b->data + b->used;
	b->used += n;
	a->used += n;
	return p;
}

void *
arena_alloc_uninit(struct arena *a, size_t n)
{
	return arena_raw(a, n, _Alignof(max_align_t));
}

/*
 * The arena's first block a huge page, for a document known to be big:
 * everything its load keeps then lands in memory faulted in once (a
 * 4 KiB page fault costs 15-20 us here, a 2 MiB one about what 15 of
 * them do).
 */
void
arena_start_big(struct arena *a)
{
	struct arena_block *b;

	if (a->head != NULL)
		return;
	b = block_new(BLOCK_BIG);
	b->size = BLOCK_BIG;
	b->used = 0;
	b->next = NULL;
	a->head = b;
}

void *
arena_alloc(struct arena *a, size_t n)
{
	return memset(arena_raw(a, n, _Alignof(max_align_t)), 0, n);
}

void *
arena_alloc_ptr(struct arena *a, size_t n)
{
	return memset(arena_raw(a, n, _Alignof(void *)), 0, n);
}

char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_raw(a, n + 1, 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void
arena_start_in(struct arena *a, void *mem, size_t n)
{
	struct arena_block	*b;
	uintptr_t		 at = ((uintptr_t)mem + _Alignof(max_align_t) -
				    1) & ~(uintptr_t)(_Alignof(max_align_t) - 1);

	if (a->head != NULL || at - (uintptr_t)mem + sizeof(*b) + BLOCK_MIN > n)
		return;
	b = (struct arena_block *)at;
	b->size = (n - (at - (uintptr_t)mem) - sizeof(*b)) &
	    ~(_Alignof(max_align_t) - 1);
	b->used = 0;
	b->next = NULL;
	b->lent = true;
	a->head = b;
}

void *
arena_grow(struct arena *a, void *old, int n, int *cap, size_t size)
{
	void *p;

	if (n < *cap)
		return old;
	*cap = *cap ? *cap * 2 : 16;
	p = arena_alloc(a, (size_t)*cap * size);
	if (old != NULL)
		memcpy(p, old, (size_t)n * size);
	return p;
}

char *
arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *
arena_vprintf(struct arena *a, const char *fmt, va_list ap)
{
	va_list	 again;
	int	 n;
	char	*p;

	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	if (n < 0)
		nomem();
	p = arena_alloc(a, (size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *
arena_printf(struct arena *a, const char *fmt, ...)
{
	va_list	 ap;
	char	*p;

	va_start(ap, fmt);
	p = arena_vprintf(a, fmt, ap);
	va_end(ap);
	return p;
}

void
arena_free(struct arena *a)
{
	struct arena_block *b, *next;

	for (b = a->head; b != NULL; b = next) {
		next = b->next;
		if (b->lent)
			continue;
		if ((b->size == BLOCK_MIN || b->size == BLOCK_BIG) &&
		    spare_bytes + b->size <= SPARE_MAX) {
			b->next = spare;
			spare = b;
			spare_bytes += b->size;
		} else
			free(b);
	}
	a->head = NULL;
	a->used = 0;
}

void
arena_reset(struct arena *a)
{
	if (a->head != NULL && a->head->next == NULL) {
		a->head->used = 0;
		a->used = 0;
	} else
		arena_free(a);
}

void
arena_join(struct arena *to, struct arena *from)
{
	struct arena_block *tail;

	if (from->head == NULL)
		return;
	if (to->head == NULL) {
		*to = *from;
	} else {
		/* from's blocks behind to's current one, which stays the
		 * one allocations come from. */
		for (tail = from->head; tail->next != NULL; tail = tail->next)
			continue;
		tail->next = to->head->next;
		to->head->next = from->head;
		to->used += from->used;
	}
	from->head = NULL;
	from->used = 0;
}

void
arena_release(void)
{
	struct arena_block *b;

	while ((b = spare) != NULL) {
		spare = b->next;
		free(b);
	}
	spare_bytes = 0;
}
