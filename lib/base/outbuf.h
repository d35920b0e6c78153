/*
 * outbuf.h — a growing byte buffer: a tool's output is held here until
 * every document of the stream has been ruled on, and only then written
 * (DESIGN.md section 5: a failure writes nothing).  The owner frees data.
 */
#ifndef GCACW_OUTBUF_H
#define GCACW_OUTBUF_H

#include <stdbool.h>
#include <stddef.h>

struct outbuf {
	char	*data;
	size_t	 len, cap;
	/* data is lent (a part of a bigger buffer): growing
	 * copies it to memory of the outbuf's own; outbuf_free leaves it. */
	bool	 lent;
	/* With drain set, a full buffer is handed to it and
	 * emptied, not grown (gcacw-show's picture written as it is
	 * made); a piece bigger than the buffer goes to it whole.  A
	 * drain that fails sets drain_errno, and is not called again:
	 * the rest is dropped. */
	void	(*drain)(struct outbuf *, const char *, size_t);
	int	 drain_errno;
};

void	outbuf_add(struct outbuf *, const void *, size_t);
/* Room for n more bytes: a tool's output is about its input's size.
 * With a drain, what the buffer holds is drained first. */
void	outbuf_reserve(struct outbuf *, size_t);
void	outbuf_free(struct outbuf *);

#endif
