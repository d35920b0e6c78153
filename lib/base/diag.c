/*
 * diag.c — the one diagnostic path: PROG: FILE:LINE:COL: PATH: message.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"

/* An error held for diag_replay(): its texts in text[], by offset. */
struct held_error {
	int		 status;
	struct pos	 pos;
	size_t		 path, msg;	/* offsets into text; path: -1 none */
};

struct diag_held {
	struct held_error	*e;
	size_t			 n, cap;
	char			*text;
	size_t			 len, textcap;
	int			 dropped;	/* past max: counted only */
	int			 dropped_status;
};

/* The program's name for diag_fatal(): the last one diag_init() saw. */
static const char *fatal_prog = "gcacw";

void
diag_init(struct diag *d, const char *prog, const char *file)
{
	d->prog = prog;
	if (prog != NULL)
		fatal_prog = prog;
	d->file = file != NULL ? file : "<stdin>";
	d->out = stderr;
	d->max = 0;
	d->count = 0;
	d->status = 0;
	d->document = 0;
	d->name_first = 0;
	d->held = NULL;
}

static void
raise_status(struct diag *d, int status)
{
	/* A data error outranks a refusal; I/O and internal errors outrank
	 * both; usage errors stand apart and are raised before any input. */
	if (status > d->status)
		d->status = status;
}

/*
 * One error, one line: control characters from hostile input are written
 * as YAML escapes ("\n", "\x1b"), never raw.
 */
static void
put_escaped(FILE *f, const char *s)
{
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c == '\r')
			fputs("\\r", f);
		else if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
}

/* diag.c allocates for itself: arena.c's wrappers report through it. */
static void *
grow(void *p, size_t n)
{
	if ((p = realloc(p, n)) == NULL)
		diag_fatal("out of memory");
	return p;
}

static size_t
held_text(struct diag_held *h, const char *s)
{
	size_t n = strlen(s) + 1, at = h->len;

	if (h->len + n > h->textcap) {
		while (h->len + n > h->textcap)
			h->textcap = h->textcap ? h->textcap * 2 : 1024;
		h->text = grow(h->text, h->textcap);
	}
	memcpy(h->text + at, s, n);
	h->len += n;
	return at;
}

static void
hold(struct diag *d, int status, struct pos p, const char *path,
    const char *msg)
{
	struct diag_held	*h = d->held;
	struct held_error	*e;

	if (d->max > 0 && d->count > d->max) {
		h->dropped++;
		if (status > h->dropped_status)
			h->dropped_status = status;
		return;
	}
	if (h->n == h->cap) {
		h->cap = h->cap ? h->cap * 2 : 16;
		h->e = grow(h->e, h->cap * sizeof(*h->e));
	}
	e = &h->e[h->n++];
	e->status = status;
	e->pos = p;
	e->path = path != NULL ? held_text(h, path) : (size_t)-1;
	e->msg = held_text(h, msg);
}

void
diag_hold(struct diag *d, const struct diag *to)
{
	*d = *to;
	d->count = 0;
	d->status = 0;
	d->held = grow(NULL, sizeof(*d->held));
	memset(d->held, 0, sizeof(*d->held));
}

void
diag_drop(struct diag *d)
{
	if (d->held == NULL)
		return;
	free(d->held->e);
	free(d->held->text);
	free(d->held);
	d->held = NULL;
}

void
diag_replay(struct diag *to, struct diag *d)
{
	struct diag_held	*h = d->held;
	size_t			 i;

	if (h == NULL)
		return;
	for (i = 0; i < h->n; i++)
		diag_error(to, h->e[i].status, h->e[i].pos,
		    h->e[i].path == (size_t)-1 ? NULL : h->text + h->e[i].path,
		    "%s", h->text + h->e[i].msg);
	if (h->dropped > 0) {
		raise_status(to, h->dropped_status);
		to->count += h->dropped;
	}
	diag_drop(d);
}

/* The message, escaped, and the end of its line. */
static void
put_message(FILE *f, const char *fmt, va_list ap)
{
	char msg[2048];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	put_escaped(f, msg);
	fputc('\n', f);
}

static void
verror(struct diag *d, int status, struct pos p, const char *path,
    const char *fmt, va_list ap)
{
	char msg[2048];

	raise_status(d, status);
	d->count++;
	if (d->held != NULL) {
		vsnprintf(msg, sizeof(msg), fmt, ap);
		hold(d, status, p, path, msg);
		return;
	}
	if (d->max > 0 && d->count > d->max)
		return;
	fprintf(d->out, "%s: %s:", d->prog, d->file);
	if (p.line > 0)
		fprintf(d->out, "%d:%d:", p.line, p.col);
	/* The first document of a stream alone keeps the plain prefix, so
	 * that a one-document file's errors read as they always did; not
	 * under --keep-going, where each failure names its document. */
	if (d->document > 1 || (d->document == 1 && d->name_first))
		fprintf(d->out, " document %d:", d->document);
	if (path != NULL && *path != '\0') {
		fputc(' ', d->out);
		put_escaped(d->out, path);
		fputc(':', d->out);
	}
	fputc(' ', d->out);
	put_message(d->out, fmt, ap);
}

void
diag_error(struct diag *d, int status, struct pos p, const char *path,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror(d, status, p, path, fmt, ap);
	va_end(ap);
}

void
diag_vplain(struct diag *d, int status, const char *fmt, va_list ap)
{
	raise_status(d, status);
	d->count++;
	fprintf(d->out, "%s: ", d->prog);
	put_message(d->out, fmt, ap);
}

void
diag_plain(struct diag *d, int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_vplain(d, status, fmt, ap);
	va_end(ap);
}

int
diag_vrefuse(struct diag *d, const char *path, const char *fmt, va_list ap)
{
	verror(d, ST_REFUSED, (struct pos){ 0, 0 }, path, fmt, ap);
	return ST_REFUSED;
}

int
diag_refuse(struct diag *d, const char *path, const char *fmt, ...)
{
	va_list ap;
	int	st;

	va_start(ap, fmt);
	st = diag_vrefuse(d, path, fmt, ap);
	va_end(ap);
	return st;
}

void
diag_fatal(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", fatal_prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(ST_INTERNAL);
}
