/*
 * schema.h — validation helpers shared by the loaders: the path of the
 * node being checked, typed scalars, known keys.  Every error is reported
 * at the node's position with the path, and loading goes on so that one
 * run reports every error it can (gcacw-check reports up to 20).
 */
#ifndef GCACW_SCHEMA_H
#define GCACW_SCHEMA_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "scalar.h"

/* Deeper than any document (YAML_MAX_DEPTH) and its loaders' paths. */
#define LD_DEPTH 96

struct ld {
	struct game	*g;
	struct diag	*d;
	/*
	 * Where the loader is, kept as pointers (keys live as long as the
	 * document) and made into text only when an error is reported:
	 * building it for every key of every hex was a fifth of a
	 * campaign file's load.
	 */
	struct {
		const char	*key;		/* NULL: index */
		int		 index;
	}		 parts[LD_DEPTH];
	size_t		 depth;
	char		 path[1024];
	int		 errors;
	/* map.hexes and map.hexsides, loaded as they were read. */
	struct load_capture *cap;
};

/* The game a capture loaded hexes into, handed over (load_map.c). */
struct game	*load_capture_game(struct load_capture *);

/* Path components: ld_push returns the old depth for ld_pop.  The key
 * must outlive the push (a node's text, or a literal). */
size_t	ld_push(struct ld *, const char *key);
size_t	ld_push_index(struct ld *, int);	/* "[3]" */
void	ld_pop(struct ld *, size_t);
/* The path as text: units.Brown.fatigue, log[3].dice. */
const char *ld_path(struct ld *);
void	ld_err(struct ld *, const struct node *, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

/*
 * Report the keys of map n that are neither in known (NULL-terminated)
 * nor "x-" keys, each with the nearest known key.  Collect x- pairs into
 * *extra (a new block mapping) when extra is not NULL.
 */
void	ld_keys(struct ld *, const struct node *, const char *const *known,
	    struct node **extra);

/* If map n has key, run body with its value in v and its path pushed. */
#define FIELD(l, n, key, v, ...) do {					\
	const struct node *v = node_get((n), (key));			\
	if (v != NULL) {						\
		size_t v##_saved = ld_push((l), (key));			\
		__VA_ARGS__;						\
		ld_pop((l), v##_saved);					\
	}								\
} while (0)

bool	ld_is_map(struct ld *, const struct node *, const char *what);
bool	ld_is_seq(struct ld *, const struct node *, const char *what);
bool	ld_is_scalar(struct ld *, const struct node *, const char *what);
/* If n is a list (else the error naming what), check(l, item) for each
 * item, its index in the path. */
void	ld_each(struct ld *, const struct node *, const char *what,
	    void (*check)(struct ld *, const struct node *));

/* Typed scalars: 0 on success, -1 after an error. */
int	ld_int(struct ld *, const struct node *, long min, long max, int *);
int	ld_u64(struct ld *, const struct node *, uint64_t *);
int	ld_bool(struct ld *, const struct node *, bool *);
int	ld_halves(struct ld *, const struct node *, halves *);
/* One of names[0..n-1]; the index. */
int	ld_enum(struct ld *, const struct node *, const char *const *names,
	    int n, int *);
int	ld_str(struct ld *, const struct node *, const char **);
int	ld_hex(struct ld *, const struct node *, hex_t *);
int	ld_hexside(struct ld *, const struct node *, hexside_t *);
/*
 * A list of hexes, or of whole numbers in min..max, into an array in the
 * game's arena: *count the items that read, each other one reported.
 * -1 after the error when n is no list.
 */
int	ld_hexes(struct ld *, const struct node *, hex_t **out, int *count);
int	ld_ints(struct ld *, const struct node *, const char *what, long min,
	    long max, int **out, int *count);
int	ld_side(struct ld *, const struct node *, enum side *);
/* A tactical value: "2" or "5/4" (attack/defence, 7.4). */
int	ld_tactical(struct ld *, const struct node *, int *att, int *def,
	    bool *split);

/* The parts of a document, for load.c. */
void	load_map(struct ld *, const struct node *);
void	load_charts(struct ld *, struct charts *, const struct node *,
	    const char *source);
void	load_pending(struct ld *, const struct node *);

#endif
