/*
 * diag.c — the one diagnostic path: PROG: FILE:LINE:COL: PATH: message.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag.h"

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

void
diag_error(struct diag *d, int status, struct pos p, const char *path,
    const char *fmt, ...)
{
	va_list	ap;
	char	msg[2048];

	raise_status(d, status);
	if (d->max > 0 && d->count >= d->max) {
		d->count++;
		return;
	}
	d->count++;
	fprintf(d->out, "%s: %s:", d->prog, d->file);
	if (p.line > 0)
		fprintf(d->out, "%d:%d:", p.line, p.col);
	/* Issue 9: the first document alone keeps the plain prefix; not
	 * under --keep-going, where each failure names its document. */
	if (d->document > 1 || (d->document == 1 && d->name_first))
		fprintf(d->out, " document %d:", d->document);
	if (path != NULL && *path != '\0') {
		fputc(' ', d->out);
		put_escaped(d->out, path);
		fputc(':', d->out);
	}
	fputc(' ', d->out);
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	put_escaped(d->out, msg);
	fputc('\n', d->out);
}

void
diag_plain(struct diag *d, int status, const char *fmt, ...)
{
	va_list	ap;
	char	msg[2048];

	raise_status(d, status);
	d->count++;
	fprintf(d->out, "%s: ", d->prog);
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	put_escaped(d->out, msg);
	fputc('\n', d->out);
}

int
diag_refuse(struct diag *d, const char *path, const char *fmt, ...)
{
	char	msg[1024];
	va_list	ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_error(d, ST_REFUSED, (struct pos){ 0, 0 }, path, "%s", msg);
	return ST_REFUSED;
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
