/*
 * diag.c — the one diagnostic path: PROG: FILE:LINE:COL: PATH: message.
 */
#include <stdarg.h>
#include <stdio.h>

#include "diag.h"

void
diag_init(struct diag *d, const char *prog, const char *file)
{
	d->prog = prog;
	d->file = file != NULL ? file : "<stdin>";
	d->out = stderr;
	d->max = 0;
	d->count = 0;
	d->status = 0;
}

static void
raise_status(struct diag *d, int status)
{
	/* A data error outranks a refusal; I/O and internal errors outrank
	 * both; usage errors stand apart and are raised before any input. */
	if (status > d->status)
		d->status = status;
}

void
diag_error(struct diag *d, int status, struct pos p, const char *path,
    const char *fmt, ...)
{
	va_list ap;

	raise_status(d, status);
	if (d->max > 0 && d->count >= d->max) {
		d->count++;
		return;
	}
	d->count++;
	fprintf(d->out, "%s: %s:", d->prog, d->file);
	if (p.line > 0)
		fprintf(d->out, "%d:%d:", p.line, p.col);
	if (path != NULL && *path != '\0')
		fprintf(d->out, " %s:", path);
	fputc(' ', d->out);
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
}

void
diag_plain(struct diag *d, int status, const char *fmt, ...)
{
	va_list ap;

	raise_status(d, status);
	d->count++;
	fprintf(d->out, "%s: ", d->prog);
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
}
