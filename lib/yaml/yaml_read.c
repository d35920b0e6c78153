/*
 * yaml_read.c — libyaml's events to nodes, document by document, with
 * the hostile-input limits of yamlio.h.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "arena.h"
#include "diag.h"
#include "item.h"
#include "yamlio.h"

struct yaml_reader {
	yaml_parser_t	 parser;
	const char	*buf;		/* the input, for error hints */
	size_t		 len;
	int		 done;		/* STREAM-END seen, or an error */
	int		 ended;		/* STREAM-END seen */
	/* What came after a document, read at once (yaml_reader_ended):
	 * 1, the next DOCUMENT-START; -1, an error, reported by the next
	 * call, when the caller has dealt with the document. */
	int		 peeked;
	/* Where read_node is, kept as pointers and made into a path only
	 * for an error line: units.A.hex, log[3].dice. */
	const char	*keys[YAML_MAX_DEPTH + 2];
	int		 index[YAML_MAX_DEPTH + 2];
	int		 depth;
	char		 path[1024];
	/* Children being read, stacked: a collection's items are copied
	 * to the arena once, at their exact number, when it closes. */
	struct node	**stack;
	size_t		 top, cap;
	/* Where each open collection's children start on the stack. */
	size_t		 bases[YAML_MAX_DEPTH + 1];
	/* Mappings handed over pair by pair (yaml_reader_capture). */
	const struct yaml_capture *caps;
	size_t		 ncaps;
	struct item	*items;		/* one pair's, as read */
	size_t		 nitems, capitems;
	yaml_char_t	**held;		/* its scalars' text, libyaml's */
	size_t		 nheld, capheld;
	size_t		*keyidx;	/* check_items' keys */
	uint32_t	*ktable;	/* check_keys' table, kept between maps */
	size_t		 capkeyidx, capktable;
	struct kept_key	*kept;		/* a captured mapping's keys */
	size_t		 nkept, capkept;
	char		*kepttext;	/* keys not in the input as read */
	size_t		 ktlen, ktcap;
	/* What a document's nodes may take, and have taken (hostile
	 * input, yamlio.h). */
	size_t		 budget, spent;
	const char *const *known;	/* the root's keys, or NULL */
	/* Keys of the mappings being read without nodes (read_raw), and
	 * where the last collection so read ended. */
	struct kept_key	*rk;
	size_t		 nrk, rkcap;
	char		*rktext;
	size_t		 rktlen, rktcap;
	size_t		 raw_end;
	size_t		 cch, cby;	/* byte_at()'s place: a character, its byte */
	int		 all;		/* every value as nodes (yaml_raw_read) */
	int		 unknown;	/* the root's unknown keys so far */
	/* The document's short texts, each once in its arena (intern()). */
	const char	**itab;
	size_t		 nitab, capitab;
};

/*
 * A captured mapping's key, kept for the duplicate check once its nodes
 * are gone: its text is where it stands in the input (a plain key, as
 * nearly all are) or in kepttext.
 */
struct kept_key {
	uint32_t	 off;
	uint32_t	 len : 31;
	uint32_t	 own : 1;	/* in kepttext, not the input */
	struct pos	 pos;
};


static void release_held(struct yaml_reader *);

static void
stack_push(struct yaml_reader *r, struct node *n)
{
	if (r->top == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 256;
		r->stack = xrealloc(r->stack, r->cap * sizeof(*r->stack));
	}
	r->stack[r->top++] = n;
}

static int
path_push(struct yaml_reader *r, const char *key, int index)
{
	int old = r->depth;

	if (r->depth < YAML_MAX_DEPTH + 2) {
		r->keys[r->depth] = key;
		r->index[r->depth] = index;
	}
	r->depth++;
	return old;
}

static void
path_pop(struct yaml_reader *r, int old)
{
	r->depth = old;
}

static const char *
path_text(struct yaml_reader *r)
{
	size_t	len = 0;
	int	i, n;

	r->path[0] = '\0';
	for (i = 0; i < r->depth && i < YAML_MAX_DEPTH + 2; i++) {
		if (r->keys[i] != NULL)
			n = snprintf(r->path + len, sizeof(r->path) - len,
			    "%s%s", len ? "." : "", r->keys[i]);
		else
			n = snprintf(r->path + len, sizeof(r->path) - len,
			    "[%d]", r->index[i]);
		if (n < 0 || (size_t)n >= sizeof(r->path) - len)
			break;
		len += (size_t)n;
	}
	return r->path;
}

static struct pos
mark_pos(yaml_mark_t m)
{
	/* libyaml marks are 0-based. */
	return (struct pos){ (int)m.line + 1, (int)m.column + 1 };
}

struct yaml_reader *
yaml_reader_new(const char *buf, size_t len)
{
	struct yaml_reader *r = xcalloc(1, sizeof(*r));

	/* libyaml fails here only for want of memory. */
	if (!yaml_parser_initialize(&r->parser))
		diag_fatal("out of memory");
	yaml_parser_set_input_string(&r->parser, (const unsigned char *)buf,
	    len);
	r->buf = buf;
	r->len = len;
	r->budget = len / 2 * YAML_TREE_FACTOR + YAML_TREE_SLACK;
	return r;
}

void
yaml_reader_free(struct yaml_reader *r)
{
	if (r == NULL)
		return;
	yaml_parser_delete(&r->parser);
	free(r->stack);
	free(r->kepttext);
	free(r->kept);
	free(r->rk);
	free(r->rktext);
	release_held(r);
	free(r->held);
	free(r->items);
	free(r->keyidx);
	free(r->ktable);
	free(r->itab);
	free(r);
}

/*
 * libyaml says "found character that cannot start any token" of a tab in
 * the indentation: say what it is (YAML 1.1: tabs are never indentation).
 */
static int
hint_tab(const struct yaml_reader *r, const yaml_parser_t *p)
{
	size_t	i = 0, line = 0;

	if (p->problem == NULL || strstr(p->problem, "cannot start any "
	    "token") == NULL)
		return 0;
	/* The problem's line, by its number: marks count characters. */
	while (i < r->len && line < p->problem_mark.line)
		if (r->buf[i++] == '\n')
			line++;
	for (; i < r->len && (r->buf[i] == ' ' || r->buf[i] == '\t'); i++)
		if (r->buf[i] == '\t')
			return 1;
	return 0;
}

/* libyaml gives up on a simple key 1024 characters after its start
 * ("could not find expected ':'"). */
static int
hint_long_key(const yaml_parser_t *p)
{
	return p->problem != NULL && p->context != NULL &&
	    strcmp(p->context, "while scanning a simple key") == 0 &&
	    strstr(p->problem, "could not find expected ':'") != NULL &&
	    p->problem_mark.index >= p->context_mark.index + 1024;
}

/*
 * Where byte off of the input is, counting columns in characters as
 * libyaml's marks do.  The reader's errors (invalid UTF-8, a control
 * character or NUL) carry only the offset, and would be reported at
 * 1:1 without this.
 */
static struct pos
offset_pos(const struct yaml_reader *r, size_t off)
{
	struct pos	at = { 1, 1 };
	size_t		i;

	for (i = 0; i < off && i < r->len; i++) {
		unsigned char c = (unsigned char)r->buf[i];

		if (c == '\n') {
			at.line++;
			at.col = 1;
		} else if ((c & 0xc0) != 0x80)
			at.col++;
	}
	return at;
}

static int
parse_error(struct yaml_reader *r, struct diag *d)
{
	yaml_parser_t	*p = &r->parser;
	struct pos	 at = mark_pos(p->problem_mark);

	r->done = 1;
	if (p->error == YAML_READER_ERROR)
		at = offset_pos(r, p->problem_offset);
	if (p->error == YAML_MEMORY_ERROR) {
		diag_plain(d, ST_INTERNAL, "out of memory reading YAML");
		return -1;
	}
	if (hint_tab(r, p))
		diag_error(d, ST_DATA, at, NULL, "YAML: a tab where YAML wants "
		    "spaces: indent with spaces only");
	else if (hint_long_key(p))
		diag_error(d, ST_DATA, at, NULL, "YAML: a key over 1024 "
		    "characters, longer than libyaml reads as a key: shorten "
		    "it (%s %s)", p->problem, p->context);
	else if (p->context != NULL)
		diag_error(d, ST_DATA, at, NULL, "YAML: %s %s", p->problem,
		    p->context);
	else
		diag_error(d, ST_DATA, at, NULL, "YAML: %s",
		    p->problem != NULL ? p->problem : "malformed input");
	return -1;
}

/*
 * A node event's explicit tag (!foo, !!str) and anchor, each NULL when
 * it has none: a game file needs neither, and dropping one would change
 * what the file says.
 */
static inline void
event_marks(const yaml_event_t *e, const char **tag, const char **anchor)
{
	const yaml_char_t *t = NULL, *a = NULL;

	switch (e->type) {
	case YAML_SCALAR_EVENT:
		t = e->data.scalar.tag;
		a = e->data.scalar.anchor;
		break;
	case YAML_SEQUENCE_START_EVENT:
		t = e->data.sequence_start.tag;
		a = e->data.sequence_start.anchor;
		break;
	case YAML_MAPPING_START_EVENT:
		t = e->data.mapping_start.tag;
		a = e->data.mapping_start.anchor;
		break;
	default:
		break;
	}
	*tag = (const char *)t;
	*anchor = (const char *)a;
}

static int check_duplicates(struct yaml_reader *, const struct node *,
    struct diag *);
static int refused(struct yaml_reader *, struct diag *, const yaml_event_t *,
    int);
static int over_budget(struct yaml_reader *, struct diag *,
    const yaml_event_t *);
static int charge(struct yaml_reader *, struct diag *, const yaml_event_t *,
    size_t);
/* unread(): a value read without nodes, dropped or kept as text. */
enum { RAW_SKIP = 1, RAW_KEEP };
static int unread(const struct yaml_reader *, const struct node *, int,
    const yaml_event_t *);
static struct node *read_raw(struct yaml_reader *, struct arena *,
    struct diag *, const yaml_event_t *, int, int);
static int dropped(struct yaml_reader *, const yaml_event_t *);
static void peek_end(struct yaml_reader *);
static int skip_pair(struct yaml_reader *, struct diag *,
    const yaml_event_t *, int, int);
static struct node *read_captured(struct yaml_reader *, struct diag *,
    const struct yaml_capture *, struct node *, int, size_t);
static const struct yaml_capture *capture_at(const struct yaml_reader *,
    int);
static size_t estimate_pairs(const struct yaml_reader *,
    const yaml_event_t *);

/*
 * To save memory, a short text -- a key, an enum word, a number --
 * is kept once a document, in its arena; every node with the same text
 * points to it (nodes are read-only once read).  A campaign's `op`,
 * `turn`, `side` and `units` stand hundreds of times, and a hostile list
 * of one repeated value costs no text at all.  The table holds at most
 * INTERN_MAX texts, so it stays small when every text differs.
 */
#define INTERN_LEN	16
#define INTERN_MAX	4096

static size_t
intern_hash(const char *s, size_t len)
{
	size_t	h = 2166136261u, i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

/* The slot of s in the table: where it is, or an empty one. */
static size_t
intern_slot(const struct yaml_reader *r, const char *s, size_t len)
{
	size_t i = intern_hash(s, len) & (r->capitab - 1);

	/* strncmp, not memcmp: a kept text shorter than s ends at its
	 * NUL, which may be its arena block's last byte (found by
	 * fuzzing, gcacw-check/fuzz-intern-short-text). */
	while (r->itab[i] != NULL && (strncmp(r->itab[i], s, len) != 0 ||
	    r->itab[i][len] != '\0'))
		i = (i + 1) & (r->capitab - 1);
	return i;
}

/* The document's copy of s, or NULL: s is not kept yet, or too long.
 * A text with a NUL in it is never kept (the compare ends at one). */
static const char *
intern(const struct yaml_reader *r, const char *s, size_t len)
{
	if (r->nitab == 0 || len > INTERN_LEN || memchr(s, '\0', len) != NULL)
		return NULL;
	return r->itab[intern_slot(r, s, len)];
}

/* p, the document's copy of a text intern() did not have, kept. */
static void
intern_add(struct yaml_reader *r, const char *p, size_t len)
{
	size_t i;

	if (len > INTERN_LEN || r->nitab >= INTERN_MAX ||
	    memchr(p, '\0', len) != NULL)
		return;
	if (2 * (r->nitab + 1) > r->capitab) {
		const char	**old = r->itab;
		size_t		  ocap = r->capitab;

		r->capitab = ocap ? 2 * ocap : 64;
		r->itab = xcalloc(r->capitab, sizeof(*r->itab));
		for (i = 0; i < ocap; i++)
			if (old[i] != NULL)
				r->itab[intern_slot(r, old[i],
				    strlen(old[i]))] = old[i];
		free(old);
	}
	r->itab[intern_slot(r, p, len)] = p;
	r->nitab++;
}

/* The collection's children, stacked since base, into its items. */
static void
close_collection(struct yaml_reader *r, struct arena *a, struct node *n,
    size_t base)
{
	size_t k = r->top - base;

	if (k > 0) {
		n->items = arena_alloc_ptr(a, k * sizeof(*n->items));
		memcpy(n->items, r->stack + base, k * sizeof(*n->items));
	}
	n->exact = true;
	n->n = n->kind == N_MAP ? (int)(k / 2) : (int)k;
	r->top = base;
}

/*
 * Build one node from the event stream; `e` is its first event, already
 * read.  Returns NULL after an error.
 */
static struct node *
read_node(struct yaml_reader *r, struct arena *a, struct diag *d,
    yaml_event_t *e, int depth)
{
	struct node	*n;
	yaml_event_t	 ev;
	struct pos	 at = mark_pos(e->start_mark);
	size_t		 base;

	if (refused(r, d, e, depth) < 0 || over_budget(r, d, e) < 0)
		return NULL;
	switch (e->type) {
	case YAML_SCALAR_EVENT:
		n = arena_alloc_ptr(a, sizeof(*n));
		n->kind = N_SCALAR;
		n->pos = at;
		n->len = (uint32_t)e->data.scalar.length;
		if ((n->str = intern(r, (const char *)e->data.scalar.value,
		    n->len)) == NULL) {
			if (charge(r, d, e, (size_t)n->len + 1) < 0)
				return NULL;
			n->str = arena_strndup(a,
			    (const char *)e->data.scalar.value, n->len);
			intern_add(r, n->str, n->len);
		}
		n->quoted = e->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
		n->style = n->quoted ? S_QUOTED : S_PLAIN;
		return n;
	default:
		break;
	}
	if (e->type == YAML_SEQUENCE_START_EVENT) {
		n = node_seq(a, e->data.sequence_start.style ==
		    YAML_FLOW_SEQUENCE_STYLE ? S_FLOW : S_BLOCK);
	} else {
		n = node_map(a, e->data.mapping_start.style ==
		    YAML_FLOW_MAPPING_STYLE ? S_FLOW : S_BLOCK);
	}
	n->pos = at;
	base = r->top;
	r->bases[depth] = base;
	if (n->kind == N_MAP && r->ncaps > 0) {
		const struct yaml_capture *cap = capture_at(r, depth);
		size_t pairs = cap != NULL ? estimate_pairs(r, e) : 0;
		struct node *stand;

		/* The root's pairs so far, for begin() to look at (none
		 * yet: no stack, and NULL + 0 is undefined). */
		if (cap != NULL && (stand = cap->begin(cap->arg, a,
		    r->stack != NULL ? r->stack + r->bases[0] : NULL,
		    r->bases[1] - r->bases[0], at, pairs)) != NULL)
			return read_captured(r, d, cap, stand, depth, pairs);
	}
	for (;;) {
		struct node *item, *val;

		if (!yaml_parser_parse(&r->parser, &ev)) {
			parse_error(r, d);
			goto fail;
		}
		if (ev.type == YAML_SEQUENCE_END_EVENT ||
		    ev.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&ev);
			close_collection(r, a, n, base);
			if (n->kind == N_MAP && check_duplicates(r, n, d) < 0)
				return NULL;
			return n;
		}
		if (n->kind == N_MAP && depth == 0 && dropped(r, &ev)) {
			int st = skip_pair(r, d, &ev, depth + 1, 0);

			yaml_event_delete(&ev);
			if (st < 0)
				goto fail;
			continue;
		}
		if (n->kind == N_SEQ) {
			int p = path_push(r, NULL, (int)(r->top - base));

			item = read_node(r, a, d, &ev, depth + 1);
			path_pop(r, p);
		} else
			item = read_node(r, a, d, &ev, depth + 1);
		yaml_event_delete(&ev);
		if (item == NULL)
			goto fail;
		if (n->kind == N_SEQ) {
			stack_push(r, item);
			continue;
		}
		if (item->kind != N_SCALAR) {
			diag_error(d, ST_DATA, item->pos, path_text(r),
			    "mapping keys must be plain words");
			goto fail;
		}
		if (!yaml_parser_parse(&r->parser, &ev)) {
			parse_error(r, d);
			goto fail;
		}
		{
			int p = path_push(r, item->str, 0);

			val = unread(r, item, depth, &ev) ?
			    read_raw(r, a, d, &ev, depth + 1, unread(r, item,
			    depth, &ev) == RAW_KEEP) :
			    read_node(r, a, d, &ev, depth + 1);
			path_pop(r, p);
		}
		yaml_event_delete(&ev);
		if (val == NULL)
			goto fail;
		stack_push(r, item);
		stack_push(r, val);
	}
fail:
	r->top = base;
	return NULL;
}

/* A key as the duplicate check sees it: its text need not end in NUL. */
struct keytext {
	const char	*s;
	size_t		 len;
	struct pos	 pos;
};
typedef struct keytext key_fn(const void *arg, size_t i);

static int
same_key(struct keytext x, struct keytext y)
{
	return x.len == y.len && memcmp(x.s, y.s, x.len) == 0;
}

/* Keys in byte order, shorter first on a common prefix. */
static int
cmp_key(struct keytext x, struct keytext y)
{
	size_t	n = x.len < y.len ? x.len : y.len;
	int	c = memcmp(x.s, y.s, n);

	if (c != 0)
		return c;
	return x.len < y.len ? -1 : (x.len > y.len);
}

/* A mapping may not repeat a key. */
static void
duplicate(struct yaml_reader *r, struct diag *d, struct keytext k,
    int first_line)
{
	char	*s = xstrndup(k.s, k.len);
	int	 p = path_push(r, s, 0);

	diag_error(d, ST_DATA, k.pos, path_text(r), "duplicate key (first at "
	    "line %d)", first_line);
	path_pop(r, p);
	free(s);
}

/*
 * DESIGN.md 5: a mapping may not repeat a key.  The one rule, for every
 * way the reader holds a mapping's n keys (key(arg, i), in document
 * order): in a small mapping the first key that repeats an earlier one;
 * in a big one (a campaign's hexes), by a hash of the keys, linear where
 * sorting them was a tenth of a load, the repeated key first
 * in byte order, at its second place, as sorting did.
 */
#define KTABLE_KEPT	4096	/* slots of check_keys' table kept */

static int
check_keys(struct yaml_reader *r, struct diag *d, size_t n, key_fn *key,
    const void *arg)
{
	struct keytext	dup = { NULL, 0, { 0, 0 } }, k;
	size_t		size = 64, mask, h, i, j;
	int		first = 0;

	if (n <= 12) {
		/* Small maps, the most of them: no table. */
		for (i = 1; i < n; i++)
			for (k = key(arg, i), j = 0; j < i; j++)
				if (same_key(key(arg, j), k)) {
					duplicate(r, d, k, key(arg, j).pos.line);
					return -1;
				}
		return 0;
	}
	while (4 * n > 3 * size)	/* at most 3/4 full */
		size *= 2;
	if (size > r->capktable) {
		free(r->ktable);
		r->ktable = xmalloc(size * sizeof(*r->ktable));
		r->capktable = size;
	}
	/* Entries are index + 1; 0 is empty. */
	memset(r->ktable, 0, size * sizeof(*r->ktable));
	mask = size - 1;
	for (i = 0; i < n; i++) {
		size_t hv = 2166136261u;	/* FNV-1a */

		k = key(arg, i);
		for (j = 0; j < k.len; j++)
			hv = (hv ^ (unsigned char)k.s[j]) * 16777619u;
		for (h = hv & mask; r->ktable[h] != 0; h = (h + 1) & mask)
			if (same_key(key(arg, r->ktable[h] - 1), k))
				break;
		if (r->ktable[h] == 0)
			r->ktable[h] = (uint32_t)i + 1;
		else if (dup.s == NULL || cmp_key(k, dup) < 0) {
			dup = k;
			first = key(arg, r->ktable[h] - 1).pos.line;
		}
	}
	/* A big table let go at once, to save memory: a mapping of a
	 * million keys under an x- key would hold 8 MB to no use. */
	if (size > KTABLE_KEPT) {
		free(r->ktable);
		r->ktable = NULL;
		r->capktable = 0;
	}
	if (dup.s == NULL)
		return 0;
	duplicate(r, d, dup, first);
	return -1;
}

static struct keytext
node_key_at(const void *arg, size_t i)
{
	const struct node *k = ((const struct node *)arg)->items[2 * i];

	return (struct keytext){ k->str, k->len, k->pos };
}

static int
check_duplicates(struct yaml_reader *r, const struct node *n,
    struct diag *d)
{
	return check_keys(r, d, (size_t)n->n, node_key_at, n);
}

void
yaml_reader_capture(struct yaml_reader *r, const struct yaml_capture *caps,
    size_t n)
{
	r->caps = caps;
	r->ncaps = n;
}

/*
 * How many pairs a block mapping starting at e holds, about: the lines
 * that start at its keys' column before one starts left of it.  A flow
 * mapping: 0, not known.  What it is for is sizing the loader's arrays
 * once, for speed; a wrong guess only costs a regrowth.
 */
static size_t
estimate_pairs(const struct yaml_reader *r, const yaml_event_t *e)
{
	const char	*p, *end = r->buf + r->len, *nl;
	size_t		 col = e->start_mark.column, n = 0, i;

	if (e->data.mapping_start.style == YAML_FLOW_MAPPING_STYLE ||
	    e->start_mark.index > r->len)
		return 0;
	/* From the start of the mapping's first line. */
	for (p = r->buf + e->start_mark.index - col; p < end; p = nl + 1) {
		for (i = 0; p + i < end && p[i] == ' '; i++)
			continue;
		if (p + i < end && p[i] != '\n' && p[i] != '#' &&
		    p[i] != '\r') {
			if (i < col)
				break;
			if (i == col)
				n++;
		}
		if ((nl = memchr(p + i, '\n', (size_t)(end - p - i))) == NULL)
			break;
	}
	return n;
}

/* The capture for the mapping being read at depth, if one is asked. */
static const struct yaml_capture *
capture_at(const struct yaml_reader *r, int depth)
{
	size_t i;

	/* The path too: a mapping that is a key is read one level down
	 * with no key pushed, and r->keys[1] is then a pair's gone by
	 * (freed, if it was read without nodes: found by fuzzing). */
	if (depth != 2 || r->depth != 2 || r->keys[0] == NULL ||
	    r->keys[1] == NULL)
		return NULL;
	for (i = 0; i < r->ncaps; i++)
		if (strcmp(r->keys[0], r->caps[i].parent) == 0 &&
		    strcmp(r->keys[1], r->caps[i].key) == 0)
			return &r->caps[i];
	return NULL;
}

static const char *
kept_text(const struct yaml_reader *r, const struct kept_key *k)
{
	return k->own ? r->kepttext + k->off : r->buf + k->off;
}

/* A key of a captured mapping kept, the key's event at off: where the
 * input holds it as it reads, there; else a copy. */
static void
keep_key(struct yaml_reader *r, size_t off, const struct item *k)
{
	struct kept_key	*kk;

	if (r->nkept == r->capkept) {
		r->capkept = r->capkept ? 2 * r->capkept : 256;
		r->kept = xrealloc(r->kept, r->capkept * sizeof(*r->kept));
	}
	kk = &r->kept[r->nkept++];
	kk->len = (uint32_t)k->len;
	kk->pos = k->pos;
	kk->own = !(off <= r->len && k->len <= r->len - off &&
	    memcmp(r->buf + off, k->str, k->len) == 0);
	if (!kk->own) {
		kk->off = (uint32_t)off;
		return;
	}
	if (r->ktlen + k->len > r->ktcap) {
		while (r->ktlen + k->len > r->ktcap)
			r->ktcap = r->ktcap ? r->ktcap * 2 : 4096;
		r->kepttext = xrealloc(r->kepttext, r->ktcap);
	}
	memcpy(r->kepttext + r->ktlen, k->str, k->len);
	kk->off = (uint32_t)r->ktlen;
	r->ktlen += k->len;
}

static struct keytext
kept_key_at(const void *arg, size_t i)
{
	const struct yaml_reader	*r = arg;
	const struct kept_key		*k = &r->kept[i];

	return (struct keytext){ kept_text(r, k), k->len, k->pos };
}

/*
 * check_duplicates for a captured mapping's kept keys, to the letter.
 * The keys, in document order, and the check's table are let go after
 * it: a campaign's 5,000 hex ids are 130 KB that the rest of the load
 * need not stand on (big blocks go back to the system at once).
 */
static int
check_kept(struct yaml_reader *r, struct diag *d)
{
	int st = check_keys(r, d, r->nkept, kept_key_at, r);

	free(r->kept);
	r->kept = NULL;
	r->nkept = r->capkept = 0;
	free(r->ktable);
	r->ktable = NULL;
	r->capktable = 0;
	return st;
}

/* The scalar events a pair's items point into, let go. */
static void
release_held(struct yaml_reader *r)
{
	size_t i;

	/* libyaml's yaml_free(): free(3), as yw_scalar counts on. */
	for (i = 0; i < r->nheld; i++)
		free(r->held[i]);
	r->nheld = 0;
}

static inline size_t
item_new(struct yaml_reader *r, unsigned char kind, unsigned char style,
    struct pos at)
{
	struct item *it;

	if (r->nitems == r->capitems) {
		r->capitems = r->capitems ? r->capitems * 2 : 64;
		r->items = xrealloc(r->items, r->capitems * sizeof(*r->items));
	}
	it = &r->items[r->nitems];
	it->kind = kind;
	it->style = style;
	it->pos = at;
	it->n = 0;
	it->end = r->nitems + 1;
	it->str = NULL;
	it->len = 0;
	return r->nitems++;
}

static struct keytext
item_key_at(const void *arg, size_t i)
{
	const struct yaml_reader	*r = arg;
	const struct item		*k = &r->items[r->keyidx[i]];

	return (struct keytext){ k->str, k->len, k->pos };
}

/* check_duplicates for the mapping at items[m], to the letter. */
static int
check_items(struct yaml_reader *r, struct diag *d, size_t m)
{
	const struct item	*it = r->items;
	size_t			 nk = 0, i;

	if (it[m].n < 2)
		return 0;
	if ((size_t)it[m].n > r->capkeyidx) {
		r->capkeyidx = (size_t)it[m].n;
		r->keyidx = xrealloc(r->keyidx, r->capkeyidx *
		    sizeof(*r->keyidx));
	}
	for (i = m + 1; i < it[m].end; i = it[it[i].end].end)
		r->keyidx[nk++] = i;
	return check_keys(r, d, nk, item_key_at, r);
}

/*
 * read_node for a captured pair: the value whose first event is e, already
 * read, as items appended to r->items, with every check read_node makes,
 * in its order and words.  e is the reader's after the call: a scalar's
 * text is held until the pair is done, any other event deleted.
 * 0, or -1 after an error.
 */
static int
read_items(struct yaml_reader *r, struct diag *d, yaml_event_t *e,
    int depth)
{
	yaml_event_t	 ev;
	struct pos	 at = mark_pos(e->start_mark);
	size_t		 i, k;
	int		 p, got;

	if (refused(r, d, e, depth) < 0)
		goto fail;
	if (e->type == YAML_SCALAR_EVENT) {
		/* A pair's items and held text count against the budget
		 * while the pair is read. */
		if (charge(r, d, e, sizeof(struct item) + sizeof(char *) +
		    e->data.scalar.length + 1) < 0)
			goto fail;
		i = item_new(r, N_SCALAR, e->data.scalar.style ==
		    YAML_PLAIN_SCALAR_STYLE ? S_PLAIN : S_QUOTED, at);
		r->items[i].str = (const char *)e->data.scalar.value;
		r->items[i].len = e->data.scalar.length;
		/*
		 * libyaml's own buffer, not a copy, taken from the event:
		 * with no anchor or tag (refused above) the value is all it
		 * holds, so it needs no yaml_event_delete().
		 */
		if (r->nheld == r->capheld) {
			r->capheld = r->capheld ? r->capheld * 2 : 32;
			r->held = xrealloc(r->held, r->capheld *
			    sizeof(*r->held));
		}
		r->held[r->nheld++] = e->data.scalar.value;
		e->data.scalar.value = NULL;
		return 0;
	}
	if (charge(r, d, e, sizeof(struct item)) < 0)
		goto fail;
	if (e->type == YAML_SEQUENCE_START_EVENT)
		i = item_new(r, N_SEQ, e->data.sequence_start.style ==
		    YAML_FLOW_SEQUENCE_STYLE ? S_FLOW : S_BLOCK, at);
	else
		i = item_new(r, N_MAP, e->data.mapping_start.style ==
		    YAML_FLOW_MAPPING_STYLE ? S_FLOW : S_BLOCK, at);
	yaml_event_delete(e);
	for (;;) {
		if (!yaml_parser_parse(&r->parser, &ev)) {
			parse_error(r, d);
			return -1;
		}
		if (ev.type == YAML_SEQUENCE_END_EVENT ||
		    ev.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&ev);
			r->items[i].end = r->nitems;
			if (r->items[i].kind == N_MAP && check_items(r, d, i) < 0)
				return -1;
			return 0;
		}
		if (r->items[i].kind == N_SEQ) {
			p = path_push(r, NULL, r->items[i].n);
			got = read_items(r, d, &ev, depth + 1);
			path_pop(r, p);
			if (got < 0)
				return -1;
			r->items[i].n++;
			continue;
		}
		k = r->nitems;
		if (read_items(r, d, &ev, depth + 1) < 0)
			return -1;
		if (r->items[k].kind != N_SCALAR) {
			diag_error(d, ST_DATA, r->items[k].pos, path_text(r),
			    "mapping keys must be plain words");
			return -1;
		}
		if (!yaml_parser_parse(&r->parser, &ev)) {
			parse_error(r, d);
			return -1;
		}
		p = path_push(r, r->items[k].str, 0);
		got = read_items(r, d, &ev, depth + 1);
		path_pop(r, p);
		if (got < 0)
			return -1;
		r->items[i].n++;
	}
fail:
	yaml_event_delete(e);
	return -1;
}

/*
 * A mapping handed to cap->pair() pair by pair as items (item.h), each
 * pair's forgotten after it: what stands in the tree is `stand`, from
 * cap->begin().  Every check the reader makes of a mapping is made here
 * too, in the same words and order.
 */
static struct node *
read_captured(struct yaml_reader *r, struct diag *d,
    const struct yaml_capture *cap, struct node *stand, int depth,
    size_t pairs)
{
	yaml_event_t	 ev;
	size_t		 off, spent = r->spent;
	int		 p, got;

	r->nkept = 0;
	r->ktlen = 0;
	/* The keys' room once, at the estimate: a campaign's
	 * hexes grew it seven times, copying and touching twice its size.
	 * The estimate counts the mapping's lines: no more than the keys
	 * there are, or the input's lines, would have grown it to. */
	if (pairs > r->capkept) {
		free(r->kept);
		r->capkept = pairs;
		r->kept = xmalloc(pairs * sizeof(*r->kept));
	}
	for (;;) {
		r->nitems = 0;
		r->spent = spent;	/* a pair's items are gone after it */
		if (!yaml_parser_parse(&r->parser, &ev)) {
			parse_error(r, d);
			goto fail;
		}
		if (ev.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&ev);
			if (r->nkept > 1 && check_kept(r, d) < 0)
				return NULL;
			return stand;
		}
		off = ev.start_mark.index;
		if (read_items(r, d, &ev, depth + 1) < 0)
			goto fail;
		if (r->items[0].kind != N_SCALAR) {
			diag_error(d, ST_DATA, r->items[0].pos, path_text(r),
			    "mapping keys must be plain words");
			goto fail;
		}
		keep_key(r, off, &r->items[0]);
		if (!yaml_parser_parse(&r->parser, &ev)) {
			parse_error(r, d);
			goto fail;
		}
		p = path_push(r, r->items[0].str, 0);
		got = read_items(r, d, &ev, depth + 1);
		path_pop(r, p);
		if (got < 0)
			goto fail;
		cap->pair(cap->arg, r->items, r->nitems);
		release_held(r);
	}
fail:
	release_held(r);
	return NULL;
}

int
yaml_reader_next(struct yaml_reader *r, struct arena *a, struct diag *d,
    struct node **doc)
{
	yaml_event_t	ev;
	struct node	*root;

	*doc = NULL;
	if (r->done)
		return 0;
	if (r->peeked < 0)
		return parse_error(r, d);
	for (; r->peeked == 0;) {
		if (!yaml_parser_parse(&r->parser, &ev))
			return parse_error(r, d);
		switch (ev.type) {
		case YAML_STREAM_START_EVENT:
			yaml_event_delete(&ev);
			continue;
		case YAML_STREAM_END_EVENT:
			yaml_event_delete(&ev);
			r->done = r->ended = 1;
			return 0;
		case YAML_DOCUMENT_START_EVENT:
			yaml_event_delete(&ev);
			break;
		default:
			yaml_event_delete(&ev);
			diag_plain(d, ST_INTERNAL, "YAML: unexpected event");
			r->done = 1;
			return -1;
		}
		break;
	}
	r->peeked = 0;
	if (!yaml_parser_parse(&r->parser, &ev))
		return parse_error(r, d);
	path_pop(r, 0);
	r->spent = 0;
	r->unknown = 0;
	/* A new document, maybe in another arena: no text kept. */
	if (r->itab != NULL)
		memset(r->itab, 0, r->capitab * sizeof(*r->itab));
	r->nitab = 0;
	root = read_node(r, a, d, &ev, 0);
	yaml_event_delete(&ev);
	if (root == NULL) {
		r->done = 1;
		return -1;
	}
	if (!yaml_parser_parse(&r->parser, &ev))
		return parse_error(r, d);
	yaml_event_delete(&ev);		/* DOCUMENT-END */
	*doc = root;
	peek_end(r);
	return 1;
}

/*
 * What follows a document read at once, so that the caller
 * knows whether the input is still needed (yaml_reader_ended) and can
 * free it before it writes.  An error there is reported by the next
 * call, as when it was met then.
 */
static void
peek_end(struct yaml_reader *r)
{
	yaml_event_t	ev;

	if (!yaml_parser_parse(&r->parser, &ev)) {
		r->peeked = -1;
		return;
	}
	if (ev.type == YAML_STREAM_END_EVENT)
		r->done = r->ended = 1;
	else
		r->peeked = 1;	/* DOCUMENT-START: libyaml gives no other */
	yaml_event_delete(&ev);
}

int
yaml_reader_ended(const struct yaml_reader *r)
{
	return r->ended;
}

void
yaml_reader_keys(struct yaml_reader *r, const char *const *known)
{
	r->known = known;
}

/*
 * What read_node refuses of an event before it reads on, in its words:
 * anchors and aliases, tags, a NUL in a scalar, nesting deeper than
 * YAML_MAX_DEPTH (yamlio.h).
 */
static int
refused(struct yaml_reader *r, struct diag *d, const yaml_event_t *e,
    int depth)
{
	struct pos	 at = mark_pos(e->start_mark);
	const char	*tag, *anchor;

	event_marks(e, &tag, &anchor);
	if (e->type == YAML_ALIAS_EVENT || anchor != NULL) {
		diag_error(d, ST_DATA, at, path_text(r),
		    "YAML anchors and aliases are not allowed in a game file");
		return -1;
	}
	if (tag != NULL) {
		/* As it was written: !!str, not tag:yaml.org,2002:str. */
		if (strncmp(tag, "tag:yaml.org,2002:", 18) == 0)
			diag_error(d, ST_DATA, at, path_text(r), "YAML tags "
			    "(!!%s) are not allowed in a game file", tag + 18);
		else
			diag_error(d, ST_DATA, at, path_text(r), "YAML tags "
			    "(%s) are not allowed in a game file", tag);
		return -1;
	}
	switch (e->type) {
	case YAML_SCALAR_EVENT:
		/* A NUL inside a scalar ("\0" escape) would cut every check
		 * made on it short: hostile input. */
		if (memchr(e->data.scalar.value, '\0',
		    e->data.scalar.length) != NULL) {
			diag_error(d, ST_DATA, at, path_text(r), "a NUL "
			    "character is not allowed in a game file");
			return -1;
		}
		return 0;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		break;
	default:
		diag_error(d, ST_DATA, at, NULL, "YAML: unexpected event");
		return -1;
	}
	if (depth >= YAML_MAX_DEPTH) {
		diag_error(d, ST_DATA, at, NULL,
		    "YAML nesting deeper than %d levels", YAML_MAX_DEPTH);
		return -1;
	}
	return 0;
}

/*
 * Against hostile input, a document's nodes may take YAML_TREE_FACTOR
 * halves of the input's size and YAML_TREE_SLACK more (yamlio.h).
 * charge() adds bytes to what the document has taken at e, and refuses
 * past the budget.
 */
static int
charge(struct yaml_reader *r, struct diag *d, const yaml_event_t *e,
    size_t bytes)
{
	r->spent += bytes;
	if (r->spent <= r->budget)
		return 0;
	diag_error(d, ST_DATA, mark_pos(e->start_mark), path_text(r),
	    "too many values for the input's size: read, they would take "
	    "over %zu MB (%d.%d times its %zu bytes, and %d MB); a game "
	    "file needs far fewer", r->budget >> 20, YAML_TREE_FACTOR / 2,
	    YAML_TREE_FACTOR % 2 * 5, r->len, (int)(YAML_TREE_SLACK >> 20));
	return -1;
}

/* A node counts its own size, its place on the reader's stack and then
 * among its parent's items; a scalar's text is charged when it is copied
 * (read_node: a short text kept once is not). */
static int
over_budget(struct yaml_reader *r, struct diag *d, const yaml_event_t *e)
{
	return charge(r, d, e, sizeof(struct node) + 2 *
	    sizeof(struct node *));
}

/*
 * Whether the value of key k, a pair of the mapping read at depth, is a
 * collection read without nodes: an `x-` key's (kept as its text, to be
 * written back) and, when the root's keys are known, one of the root's
 * unknown keys (skipped: the loader refuses the key).  A scalar is one
 * node either way.
 */
static int
unread(const struct yaml_reader *r, const struct node *k, int depth,
    const yaml_event_t *e)
{
	const char *const *p;

	if (r->all || (e->type != YAML_SEQUENCE_START_EVENT &&
	    e->type != YAML_MAPPING_START_EVENT))
		return 0;
	/* Its text is sliced from the input: UTF-8 only (libyaml reads
	 * UTF-16 too, into other offsets). */
	if (strncmp(k->str, "x-", 2) == 0)
		return r->parser.encoding == YAML_UTF8_ENCODING ? RAW_KEEP : 0;
	if (depth != 0 || r->known == NULL)
		return 0;
	for (p = r->known; *p != NULL; p++)
		if (strcmp(*p, k->str) == 0)
			return 0;
	return RAW_SKIP;
}

/*
 * The byte of the input where libyaml's mark index idx is: marks count
 * characters (a CRLF as two), not bytes, from after a byte order mark.
 * Asked in the order of the input, so kept as a cursor: linear in all.
 */
static size_t
byte_at(struct yaml_reader *r, size_t idx)
{
	if (idx < r->cch || (r->cch == 0 && r->cby == 0)) {
		r->cch = 0;
		r->cby = r->len >= 3 && memcmp(r->buf, "\xef\xbb\xbf", 3) == 0 ?
		    3 : 0;
	}
	while (r->cch < idx && r->cby < r->len) {
		r->cby++;
		while (r->cby < r->len &&
		    ((unsigned char)r->buf[r->cby] & 0xc0) == 0x80)
			r->cby++;
		r->cch++;
	}
	return r->cby;
}

/*
 * Whether the root's pair whose key is e is dropped, read with no node
 * at all: an unknown key (yaml_reader_keys) after YAML_UNKNOWN_KEPT
 * others.  Each is an error, and no tool prints more than 20 (a million
 * of them took 2 GB); a duplicate among those dropped goes
 * unsaid, the document being refused for them anyway.
 */
static int
dropped(struct yaml_reader *r, const yaml_event_t *e)
{
	const char *const	*p;
	const char		*k = (const char *)e->data.scalar.value;

	if (r->known == NULL || r->all || e->type != YAML_SCALAR_EVENT ||
	    strncmp(k, "x-", 2) == 0)
		return 0;
	for (p = r->known; *p != NULL; p++)
		if (strcmp(*p, k) == 0)
			return 0;
	return ++r->unknown > YAML_UNKNOWN_KEPT;
}

static const char *
rk_text(const struct yaml_reader *r, const struct kept_key *k)
{
	return k->own ? r->rktext + k->off : r->buf + k->off;
}

/* A key of a mapping read without nodes, kept until the mapping ends
 * for the duplicate check: where the input holds it, or a copy. */
static void
rk_keep(struct yaml_reader *r, const yaml_event_t *e)
{
	struct kept_key	*kk;
	const char	*s = (const char *)e->data.scalar.value;
	size_t		 off = byte_at(r, e->start_mark.index);
	size_t		 len = e->data.scalar.length;

	if (r->nrk == r->rkcap) {
		r->rkcap = r->rkcap ? r->rkcap * 2 : 64;
		r->rk = xrealloc(r->rk, r->rkcap * sizeof(*r->rk));
	}
	kk = &r->rk[r->nrk++];
	kk->len = (uint32_t)len;
	kk->pos = mark_pos(e->start_mark);
	kk->own = !(off <= r->len && len <= r->len - off &&
	    memcmp(r->buf + off, s, len) == 0);
	kk->off = (uint32_t)off;
	if (!kk->own)
		return;
	while (r->rktlen + len > r->rktcap) {
		r->rktcap = r->rktcap ? r->rktcap * 2 : 4096;
		r->rktext = xrealloc(r->rktext, r->rktcap);
	}
	memcpy(r->rktext + r->rktlen, s, len);
	kk->off = (uint32_t)r->rktlen;
	r->rktlen += len;
}

/* The keys r->rk[base..] of a mapping read without nodes. */
struct rk_range {
	const struct yaml_reader	*r;
	size_t				 base;
};

static struct keytext
rk_key_at(const void *arg, size_t i)
{
	const struct rk_range	*g = arg;
	const struct kept_key	*k = &g->r->rk[g->base + i];

	return (struct keytext){ rk_text(g->r, k), k->len, k->pos };
}

static int
rk_check(struct yaml_reader *r, struct diag *d, size_t base)
{
	struct rk_range g = { r, base };

	return check_keys(r, d, r->nrk - base, rk_key_at, &g);
}

static int skip_node(struct yaml_reader *, struct diag *,
    const yaml_event_t *, int);

/* A mapping's key and value, read without nodes; e is the key's event;
 * keep: the key kept for the mapping's duplicate check. */
static int
skip_pair(struct yaml_reader *r, struct diag *d, const yaml_event_t *e,
    int depth, int keep)
{
	yaml_event_t	 ev;
	char		*key;
	int		 p, st;

	if (e->type != YAML_SCALAR_EVENT) {
		/* read_node reads a key before it says it is not a word. */
		if (skip_node(r, d, e, depth) < 0)
			return -1;
		diag_error(d, ST_DATA, mark_pos(e->start_mark), path_text(r),
		    "mapping keys must be plain words");
		return -1;
	}
	if (refused(r, d, e, depth) < 0)
		return -1;
	if (keep)
		rk_keep(r, e);
	if (!yaml_parser_parse(&r->parser, &ev))
		return parse_error(r, d);
	key = xstrndup((const char *)e->data.scalar.value,
	    e->data.scalar.length);
	p = path_push(r, key, 0);
	st = skip_node(r, d, &ev, depth);
	path_pop(r, p);
	free(key);
	yaml_event_delete(&ev);
	return st;
}

/*
 * read_node() with no node made: every check it makes, in its words
 * and order, at the cost of a mapping's keys only.  Where the
 * collection ends is left in r->raw_end.
 */
static int
skip_node(struct yaml_reader *r, struct diag *d, const yaml_event_t *e,
    int depth)
{
	yaml_event_t	ev;
	size_t		base = r->nrk, tbase = r->rktlen;
	int		i, st;

	if (refused(r, d, e, depth) < 0)
		return -1;
	if (e->type == YAML_SCALAR_EVENT)
		return 0;
	for (i = 0;; i++) {
		if (!yaml_parser_parse(&r->parser, &ev)) {
			st = parse_error(r, d);
			break;
		}
		if (ev.type == YAML_SEQUENCE_END_EVENT ||
		    ev.type == YAML_MAPPING_END_EVENT) {
			r->raw_end = ev.end_mark.index;
			st = ev.type == YAML_MAPPING_END_EVENT ?
			    rk_check(r, d, base) : 0;
			yaml_event_delete(&ev);
			break;
		}
		if (e->type == YAML_SEQUENCE_START_EVENT) {
			int p = path_push(r, NULL, i);

			st = skip_node(r, d, &ev, depth + 1);
			path_pop(r, p);
		} else
			st = skip_pair(r, d, &ev, depth + 1, 1);
		yaml_event_delete(&ev);
		if (st < 0)
			break;
	}
	r->nrk = base;
	r->rktlen = tbase;
	if (base == 0 && r->rkcap > KTABLE_KEPT) {
		/* The outermost such mapping's keys let go: the text that
		 * read_raw() copies next need not stand on them. */
		free(r->rk);
		free(r->rktext);
		r->rk = NULL;
		r->rktext = NULL;
		r->rkcap = r->rktcap = 0;
	}
	return st;
}

/*
 * A collection read without nodes (unread()): kept, it is an N_RAW
 * holding its source text (node.h); skipped, one with none.
 */
static struct node *
read_raw(struct yaml_reader *r, struct arena *a, struct diag *d,
    const yaml_event_t *e, int depth, int keep)
{
	struct node	*n;
	size_t		 start = byte_at(r, e->start_mark.index), end;
	size_t		 col = e->start_mark.column;

	if (skip_node(r, d, e, depth) < 0)
		return NULL;
	end = byte_at(r, r->raw_end);
	n = arena_alloc_ptr(a, sizeof(*n));
	n->kind = N_RAW;
	n->style = e->type == YAML_SEQUENCE_START_EVENT ?
	    (e->data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE ?
	    S_FLOW : S_BLOCK) : (e->data.mapping_start.style ==
	    YAML_FLOW_MAPPING_STYLE ? S_FLOW : S_BLOCK);
	n->pos = mark_pos(e->start_mark);
	if (!keep || end < start)
		return n;
	n->len = (uint32_t)(col + (end - start));
	n->str = arena_alloc_uninit(a, n->len + 1);
	memset((char *)n->str, ' ', col);
	memcpy((char *)n->str + col, r->buf + start, end - start);
	((char *)n->str)[n->len] = '\0';
	r->spent += n->len;
	return n;
}

struct node *
yaml_raw_read(struct arena *a, const struct node *raw)
{
	struct yaml_reader	*r;
	struct diag		 d;
	struct node		*doc = NULL;

	if (raw == NULL || raw->kind != N_RAW)
		return (struct node *)raw;
	if (raw->str == NULL)
		return NULL;
	/* Not diag_init(): it would rename the program for diag_fatal. */
	memset(&d, 0, sizeof(d));
	d.prog = "gcacw";
	d.file = "<x- value>";
	d.out = stderr;
	r = yaml_reader_new(raw->str, raw->len);
	r->all = 1;
	if (yaml_reader_next(r, a, &d, &doc) != 1)
		diag_fatal("internal error: an x- value read again");
	yaml_reader_free(r);
	return doc;
}
