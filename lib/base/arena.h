/*
 * arena.h — never-NULL allocation.
 *
 * A document's memory comes from one arena and is freed at once by
 * arena_free(); nothing allocated from an arena is freed on its own.
 * The x* wrappers exit with status 70 (internal error) when memory runs out,
 * so no caller checks for NULL.
 */
#ifndef GCACW_ARENA_H
#define GCACW_ARENA_H

#include <stdarg.h>
#include <stddef.h>

struct arena {
	struct arena_block *head;
	size_t used;		/* bytes handed out, for the benchmarks */
};

void	*arena_alloc(struct arena *, size_t);	/* zeroed */
void	*arena_alloc_uninit(struct arena *, size_t);
/* Zeroed, aligned for a pointer only: a 24-byte node takes 24 bytes,
 * not 32, and a campaign file is a hundred thousand nodes. */
void	*arena_alloc_ptr(struct arena *, size_t);
/* A first block of 2 MiB in huge pages, for a big document. */
void	 arena_start_big(struct arena *);
/* A first block in n bytes of mem, the caller's, which arena_free()
 * leaves (mem must outlive the arena's use); nothing when the arena has
 * a block already or n is small. */
void	 arena_start_in(struct arena *, void *mem, size_t n);
/*
 * An array of n items of `size` bytes with room for one more: old itself
 * while n is under *cap, else a copy in a block of twice *cap (16 the
 * first time), *cap updated.  Arena memory cannot be realloc'd; the old
 * block is left to the arena.
 */
void	*arena_grow(struct arena *, void *old, int n, int *cap, size_t size);
char	*arena_strdup(struct arena *, const char *);
char	*arena_strndup(struct arena *, const char *, size_t);
char	*arena_printf(struct arena *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
char	*arena_vprintf(struct arena *, const char *, va_list)
	    __attribute__((format(printf, 2, 0)));
void	 arena_free(struct arena *);
/* Everything allocated forgotten, the first block kept for reuse: a
 * scratch arena, one item at a time. */
void	 arena_reset(struct arena *);
/* from's memory handed to `to`, freed with it; from is left empty. */
void	 arena_join(struct arena *to, struct arena *from);
/* Free the blocks arena_free() keeps for reuse (at exit). */
void	 arena_release(void);

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
/* n bytes, not zeroed, in huge pages where the system has them: a big
 * buffer faults once per 2 MiB, not per 4 KiB.  Never NULL; free(3). */
void	*huge_alloc(size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);	/* n bytes, then NUL */

#endif
