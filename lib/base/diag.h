/*
 * diag.h — the one diagnostic path (DESIGN.md section 5).
 *
 * Every error, from the YAML reader to a rules refusal, goes through
 * diag_error(), which prints one line
 *	PROG: FILE:LINE:COL: PATH: message
 * on stderr and raises the exit status.  LINE and COL count from 1; a zero
 * position prints as FILE: PATH: message.  From the second document of a
 * stream on, the document is named after the position, so that a reader
 * of a stream's errors knows which document each is in:
 *	PROG: FILE:LINE:COL: document N: PATH: message
 * At most diag.max lines are printed (gcacw-check reports up to 20); the
 * rest are counted.
 */
#ifndef GCACW_DIAG_H
#define GCACW_DIAG_H

#include <stdarg.h>
#include <stdio.h>

/* Exit statuses (contract, DESIGN.md section 5). */
enum {
	ST_DONE = 0,
	ST_REFUSED = 1,		/* the rules forbid the operation */
	ST_USAGE = 64,
	ST_DATA = 65,		/* malformed or inconsistent input */
	ST_NOINPUT = 66,	/* cannot open input */
	ST_INTERNAL = 70,
	ST_IOERR = 74		/* cannot read input or write output */
};

struct pos {
	int	line;		/* from 1; 0 when unknown */
	int	col;
};

struct diag {
	const char	*prog;	/* "gcacw-check" */
	const char	*file;	/* "<stdin>" or the file name */
	FILE		*out;	/* stderr, or a memory stream in tests */
	int		 max;	/* lines printed at most; 0 = no limit */
	int		 count;	/* errors reported */
	int		 status;/* highest exit status raised */
	int		 document;/* of a stream, from 1; 0, 1: not named */
	int		 name_first;/* name document 1 too (--keep-going) */
	struct diag_held *held;	/* non-NULL: errors kept, not printed */
};

void	diag_init(struct diag *, const char *prog, const char *file);
void	diag_error(struct diag *, int status, struct pos, const char *path,
	    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* Whether the next error would only be counted, not printed (diag.max
 * reached): what costs time to say is then not worth working out. */
#define diag_full(d)	((d)->max > 0 && (d)->count >= (d)->max)
/*
 * Errors found before their turn to be said: the loader reads a campaign's
 * map.hexes while the document is still being read (no tree of nodes is
 * built for them) and says what it found there when it comes to the map, so
 * that the lines come in the order they always did.  diag_hold() makes d
 * keep its errors (d->max as the printing limit of `to`, so that
 * diag_full() still says when no more will be printed); diag_replay() says
 * them through `to`, as if they had been reported there now, and frees
 * them.
 */
void	diag_hold(struct diag *d, const struct diag *to);
void	diag_replay(struct diag *to, struct diag *held);
/* Frees what d holds without saying it (the document was not loaded). */
void	diag_drop(struct diag *d);
/* A rules refusal (status 1): PROG: FILE: PATH: message; returns 1. */
int	diag_refuse(struct diag *, const char *path, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/* A message with no file position: PROG: message. */
void	diag_plain(struct diag *, int status, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/* The same two with the arguments as a va_list, for a caller that adds
 * its own words to the path (refuse.c): no buffer between, no length
 * cut. */
void	diag_vplain(struct diag *, int status, const char *fmt, va_list)
	    __attribute__((format(printf, 3, 0)));
int	diag_vrefuse(struct diag *, const char *path, const char *fmt,
	    va_list) __attribute__((format(printf, 3, 0)));

/*
 * Where no diag is at hand and nothing can go on (out of memory, a
 * library that fails to start): PROG: message, then exit 70.  PROG is
 * the name the last diag_init() was given.
 */
void	diag_fatal(const char *fmt, ...)
	    __attribute__((format(printf, 1, 2), noreturn));

#endif
