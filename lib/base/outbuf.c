/*
 * outbuf.c — a growing byte buffer (see outbuf.h).
 */
#include <string.h>

#include "arena.h"
#include "outbuf.h"

void
outbuf_reserve(struct outbuf *o, size_t n)
{
	if (o->cap - o->len >= n)
		return;
	o->cap = o->len + n;
	o->data = xrealloc(o->data, o->cap);
}

void
outbuf_add(struct outbuf *o, const void *s, size_t n)
{
	if (o->len + n > o->cap) {
		size_t cap = o->cap ? o->cap : 4096;

		while (cap < o->len + n)
			cap *= 2;
		o->data = xrealloc(o->data, cap);
		o->cap = cap;
	}
	memcpy(o->data + o->len, s, n);
	o->len += n;
}
