/*
 * cli.h — what every tool shares (DESIGN.md section 5): the common
 * options, reading the input (a file or stdin, at most 64 MiB), each
 * document of the stream loaded, ruled on and emitted in order, output
 * held until every document succeeded, then written to stdout (or, with
 * -i, to the file atomically: temporary file, fsync, rename), and the
 * write checked.  On any error nothing is written and the exit status
 * says why.
 */
#ifndef GCACW_CLI_H
#define GCACW_CLI_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "dice.h"
#include "game.h"
#include "outbuf.h"

struct cli;

struct tool {
	const char		*name;		/* "gcacw-check" */
	const char		*synopsis;	/* after the name, for usage */
	const char		*options_help;	/* the tool's own options */
	int			 max_errors;	/* diag lines; 0: no limit */
	const struct option	*longopts;	/* the tool's own, or NULL */
	const char		*shortopts;	/* the tool's own, or "" */
	/* Take one of the tool's options; 0, or ST_USAGE after a message. */
	int	(*option)(struct cli *, int opt, const char *arg);
	/* After the options: check them together; 0 or ST_USAGE. */
	int	(*ready)(struct cli *);
	/*
	 * Rule on one document.  Returns ST_DONE with the game updated (the
	 * tool emits it), a query result written to c->out instead (set
	 * c->query), or a non-zero status after reporting through g->diag.
	 */
	int	(*run)(struct cli *, struct game *);
};

struct cli {
	const struct tool	*tool;
	struct diag		 diag;
	bool			 explain;
	FILE			*explain_out;	/* stderr */
	int			*dice_list;	/* --dice */
	int			 ndice_list;
	bool			 have_seed;
	uint64_t		 seed;
	const char		*file;		/* FILE argument, or NULL */
	bool			 in_place;	/* -i */
	struct chart_source	*sources;	/* $GCACW_CHARTS, --charts */
	int			 nsources;
	struct arena		 arena;		/* for the chart sources */
	bool			 query;		/* run wrote a report */
	struct outbuf		 out;		/* what goes to stdout */
	struct dice		 dice;		/* for the current document */
	void			*data;		/* the tool's own options */
};

/* The whole life of a tool; returns the exit status. */
int	cli_main(const struct tool *, int argc, char **argv);
/* printf to the output held for stdout (query reports). */
void	cli_printf(struct cli *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));

#endif
