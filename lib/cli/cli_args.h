/*
 * cli_args.h — the option arguments the tools share: lists of names,
 * numbers, hex paths, hexsides and U=N loss allocations.  Each reports a
 * bad argument as a usage error (status 64) naming the option, and grows
 * its lists as needed: no silent limit.  Hexes and hexsides are read once
 * the game is loaded, since its sheets decide what an id means.
 */
#ifndef GCACW_CLI_ARGS_H
#define GCACW_CLI_ARGS_H

#include "cli.h"
#include "combat.h"

/* A growing list of strings that outlive the run (argv or copies). */
struct name_list {
	const char	**items;
	int		  n, cap;
	bool		  given;	/* the option was given */
};

/* "A,B,C" appended to the list, as copies; empty items are skipped.
 * Like argv, the lists live as long as the tool. */
void	cli_names(struct name_list *, const char *arg);
void	cli_name_add(struct name_list *, const char *);
/* Free the list and its items (each a copy the list owns), and empty it:
 * for a tool run more than once in one process (cli_run). */
void	cli_names_free(struct name_list *);
/* "A,B,C" of unit names, none empty: "OPT 'ARG': give unit names". */
int	cli_units(struct cli *, const char *opt, const char *arg,
	    struct name_list *);
/* "U:H/H" into a copy of the unit's name and of the hexside's text (a
 * name may hold a colon, the hexside may not). */
int	cli_unit_hexside(struct cli *, const char *opt, const char *arg,
	    const char **unit, const char **hexside);
/* A whole number from min to max: "OPT ARG: WHAT, MIN to MAX". */
int	cli_number(struct cli *, const char *opt, const char *arg,
	    const char *what, int min, int max, int *);
/* "H,H,..." of at most max hexes; *n set.  0 or ST_USAGE. */
int	cli_hexes(struct game *, const char *opt, const char *arg, int max,
	    hex_t *out, int *n);
/*
 * A hex id the rules will read, checked first against the map: one off
 * it is a usage error naming the nearest hex on it.  0, or ST_USAGE; an
 * id that does not parse is left for the rules to report.
 */
int	cli_hex_on_map(struct game *, const char *opt, const char *arg);
/* "H/H" into a hexside; ARG is the whole option argument, for the
 * message.  0 or ST_USAGE. */
int	cli_hexside(struct game *, const char *opt, const char *arg,
	    const char *text, hexside_t *);

/* "U=N,V=M" appended; names may hold spaces, not '=' or ','. */
struct loss_list {
	struct allocation	*items;
	int			 n, cap;
};
int	cli_losses(struct cli *, const char *opt, const char *arg,
	    struct loss_list *);
void	cli_losses_free(struct loss_list *);

#endif
