/*
 * outbuf.c — a growing byte buffer (see outbuf.h).
 */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "outbuf.h"

/* From this size on, a buffer is in huge pages: gcacw-show's picture,
 * four times its input, faulted once a 4 KiB page. */
#define HUGE_BUF ((size_t)1 << 20)

/* cap bytes of the outbuf's own, its text kept. */
static void
grow(struct outbuf *o, size_t cap)
{
	char *p;

	if (cap >= HUGE_BUF) {
		p = huge_alloc(cap);
		if (o->len > 0)
			memcpy(p, o->data, o->len);
		if (!o->lent)
			free(o->data);
		o->data = p;
		o->lent = false;
	} else if (o->lent) {
		p = xmalloc(cap);
		memcpy(p, o->data, o->len);
		o->data = p;
		o->lent = false;
	} else
		o->data = xrealloc(o->data, cap);
	o->cap = cap;
}

/* Hand what o holds to its drain, and empty it; after a drain failed,
 * drop it. */
static void
drain(struct outbuf *o)
{
	if (o->len > 0 && o->drain_errno == 0)
		o->drain(o, o->data, o->len);
	o->len = 0;
}

void
outbuf_reserve(struct outbuf *o, size_t n)
{
	if (o->cap - o->len < n && o->drain != NULL)
		drain(o);
	if (o->cap - o->len < n)
		grow(o, o->len + n);
}

void
outbuf_free(struct outbuf *o)
{
	if (!o->lent)
		free(o->data);
	o->data = NULL;
	o->len = o->cap = 0;
	o->lent = false;
}

void
outbuf_add(struct outbuf *o, const void *s, size_t n)
{
	/* A query that wrote nothing hands over an empty, NULL buffer:
	 * memcpy(NULL, NULL, 0) is undefined. */
	if (n == 0)
		return;
	if (o->len + n > o->cap && o->drain != NULL) {
		drain(o);
		if (n > o->cap) {
			if (o->drain_errno == 0)
				o->drain(o, s, n);
			return;
		}
	}
	if (o->len + n > o->cap) {
		size_t cap = o->cap ? o->cap : 4096;

		while (cap < o->len + n)
			cap *= 2;
		grow(o, cap);
	}
	memcpy(o->data + o->len, s, n);
	o->len += n;
}
