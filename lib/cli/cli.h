/*
 * cli.h — what every tool shares (DESIGN.md section 5): the common
 * options, reading the input (a file or stdin, at most 64 MiB), each
 * document of the stream loaded, ruled on and emitted in order, output
 * held until every document succeeded, then written to stdout (or, with
 * -i, to the file atomically: temporary file beside it, fsync, rename,
 * fsync of the directory; mode, owner and symlinks kept), and the write
 * checked.  On any error nothing is written and the exit status says
 * why; with -n (a dry run) no game is written either way, only a
 * query's report.  With -k (--keep-going) every document of
 * the stream is ruled: each that succeeds is written as soon as it is,
 * each failure is reported with its document number, and the exit
 * status is the worst; nothing of a failed document is written.
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
#include "phase.h"

struct cli;
struct cli_scen;
struct scenario;

/*
 * A tool's own option, declared as data: getopt_long's table is made
 * from these, and the argument is read into `dest` by its kind, with the
 * usage error naming the option (cli_args.h).  No silent limit: lists
 * grow.
 */
enum cli_arg {
	CLI_STRING,	/* const char ** (argv outlives the run) */
	CLI_FLAG,	/* bool * */
	CLI_QUERY,	/* bool *: a flag asking a question; never with -i */
	CLI_NAMES,	/* struct name_list *: "A,B,C", given flag set */
	CLI_OPT_NAMES,	/* the same, the argument optional: --advance[=A,B] */
	CLI_NUMBER,	/* int *: what, min, max */
	CLI_LOSSES,	/* struct loss_list *: "U=N,V=M" */
	CLI_CALL	/* call(c, option, arg): 0, or ST_USAGE */
};

struct cli_option {
	const char	 *name;		/* without "--" */
	enum cli_arg	  kind;
	void		 *dest;
	const char	 *what;		/* CLI_NUMBER: "a number of hexes" */
	int		  min, max;	/* CLI_NUMBER; CLI_CALL: the tool's */
	int		(*call)(struct cli *, const struct cli_option *,
			    const char *arg);
};

struct tool {
	const char		*name;		/* "gcacw-check" */
	const char		*synopsis;	/* after the name, for usage */
	const char		*options_help;	/* the tool's own options */
	int			 max_errors;	/* diag lines; 0: no limit */
	const struct cli_option	*options;	/* NULL-named end, or NULL */
	/* After the options: check them together; 0 or ST_USAGE. */
	int	(*ready)(struct cli *);
	/*
	 * Rule on one document.  Returns ST_DONE with the game updated (the
	 * tool emits it), a query's report written to cli_query() instead,
	 * or a non-zero status after reporting through g->diag.
	 */
	int	(*run)(struct cli *, struct game *);
	/*
	 * Read a game only when FILE (or "-") is given: without it, run is
	 * called once with a NULL game, and nothing waits on a terminal
	 * (gcacw-charts).
	 */
	bool			 input_optional;
	/* FILE is the tool's own argument, not a game (gcacw-new's
	 * SCENARIO): run is called once with a NULL game. */
	bool			 no_input;
	/* Without the scenario's rules the tool cannot rule (gcacw-vp):
	 * a game without `scenario` is an error naming the field. */
	bool			 needs_scenario;
	/*
	 * The phases (PHASE_BIT, phase.h) the tool runs in, once the game
	 * has a `phase`; 0: any.  A query (a CLI_QUERY option) runs in any.
	 * After a run that changed the game, `phase` becomes phase_after
	 * (PH_NONE: unchanged).
	 */
	unsigned		 phases;
	int			 phase_after;
};

struct cli {
	const struct tool	*tool;
	struct diag		 diag;
	bool			 explain;
	FILE			*explain_out;	/* stderr */
	struct die_given	*dice_list;	/* --dice, as given */
	int			 dice_first;	/* the first left */
	int			 ndice_list;	/* left from dice_first */
	int			 dice_taken;	/* by earlier documents */
	bool			 have_seed;
	uint64_t		 seed;
	uint64_t		 seed_draws;	/* --seed: the stream's draws */
	const char		*file;		/* FILE argument, or NULL */
	char			*input;		/* the input read, until the
						 * stream is read */
	size_t			 region;	/* input's region (read_all) */
	size_t			 in_room;	/* its input or output part */
	bool			 in_place;	/* -i */
	bool			 backup;	/* --backup: FILE~ */
	bool			 dry_run;	/* -n: nothing written */
	bool			 keep_going;	/* -k: each document alone */
	bool			 in_memory;	/* cli_run: no file at all */
	bool			 last_doc;	/* the stream ends after the
						 * document being ruled on */
	bool			 have_input;	/* FILE or "-" given */
	struct chart_source	*sources;	/* $GCACW_CHARTS, --charts */
	int			 nsources;
	bool			 env_source;	/* sources[0] is $GCACW_CHARTS */
	struct charts		*source_charts;	/* cli_charts() */
	struct arena		 arena;		/* for the chart sources */
	bool			 query;		/* run wrote a report */
	FILE			*query_out;	/* cli_query()'s stream */
	char			*query_buf;
	size_t			 query_len;
	struct outbuf		 out;		/* what goes to stdout */
	struct dice		 dice;		/* for the current document */
	void			*data;		/* the tool's own options */
	struct cli_scen		*scens;		/* the scenarios read */
	bool			 asked_query;	/* a CLI_QUERY option given */
	int			 nscens;
};

/* The whole life of a tool; returns the exit status. */
int	cli_main(const struct tool *, int argc, char **argv);
/*
 * The YAML reader's captures of map.hexes and map.hexsides, wired to the
 * loader's (load.h), into caps[0..1]: what run_stream reads
 * every document with.
 */
struct yaml_capture;
struct load_capture;
void	cli_map_captures(struct yaml_capture *caps, struct load_capture *);
/*
 * The same on an input held in memory, for the fuzz targets and tests:
 * the options of argv (argv[0] the tool's name), then each document
 * loaded, ruled on and emitted into *out (the caller frees out->data;
 * *query says it holds a query's report, not games),
 * diagnostics and --explain to err.  Nothing else is read or written:
 * FILE, -i, --charts, $GCACW_CHARTS, --help and --version are usage
 * errors or ignored.  Returns the exit status.
 */
int	cli_run(const struct tool *, int argc, char **argv, const char *buf,
	    size_t len, FILE *err, struct outbuf *out, bool *query);
/*
 * The overrides of $GCACW_CHARTS and every --charts FILE, in the order
 * they apply, for a tool run without a game (input_optional); a game
 * has them in g->charts, its own `charts` after them.
 */
const struct charts *cli_charts(struct cli *);
/* Where an override's source (chart_cell.source) was given:
 * "$GCACW_CHARTS" or "--charts"; NULL for the game file's own. */
const char	*cli_chart_origin(struct cli *, const char *source);
/* The stream for --explain's words (stderr), or NULL without it. */
FILE	*cli_explain(struct cli *);
/*
 * The stream for a query's report: what a tool writes there is output
 * instead of the game, held like it until every document succeeded.  A
 * query never rewrites FILE: -i with a CLI_QUERY option is a usage error,
 * and a run that wrote a report under -i is refused the same way.
 */
FILE	*cli_query(struct cli *);
/*
 * The same, as the buffer held for stdout itself: a report written there
 * is not copied from a stream (gcacw-show's picture is most of the
 * process's memory).  It comes before anything written to
 * cli_query(); a run that fails leaves it as it found it.
 */
struct outbuf *cli_query_buf(struct cli *);
/*
 * The same, written to stdout as it fills when nothing can
 * fail after the report but a write: the stream's last document, with
 * nothing held before it, neither -k nor cli_run.  A report that holds
 * no more than its buffer (64 KiB at least) goes out whole at the end
 * as before; a write that fails is exit 74 after the report.  Else the
 * held buffer of cli_query_buf.
 */
struct outbuf *cli_query_stream(struct cli *);

/*
 * cli_scenario.c: the scenario of the library named `name` of game m,
 * read and checked once a run; NULL after reporting why (exit status in
 * c->diag.status: 66 not found, 65 a faulty file).
 */
const struct scenario *cli_scenario(struct cli *, const struct module *,
	    const char *name);
/* The game whose scenario list holds name, or NULL. */
const struct module *cli_scenario_game(const char *name);
/* Where the library is looked for: directories separated by colons. */
const char	*cli_scenario_dirs(void);
void		 cli_scenarios_free(struct cli *);
/* gcacw-new: the scenario's starting game into the output, with a
 * comment of what the players must still add; --seed, else a system
 * seed, recorded in `rng`. */
int		 cli_new_game(struct cli *, const struct scenario *);
/*
 * cli_new.c, the rest of gcacw-new: which options go together (0, or
 * ST_USAGE after the message); --template units|leaders written; --list
 * (a line a scenario: game, name, turns, set-up, title, rule); the
 * scenario "kernstown" or "siv/kernstown" means, NULL after the error
 * (the nearest name, when one is near).
 */
int		 cli_new_check(struct cli *, bool list, const char *template);
int		 cli_new_template(struct cli *, const char *which);
int		 cli_new_list(struct cli *);
const struct scenario *cli_new_scenario(struct cli *, const char *name);

#endif
