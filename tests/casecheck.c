/*
 * casecheck: run one acceptance case of ../shared/cases/ and check it.
 *
 *	casecheck BINDIR CASEFILE
 *
 * The case's `command` is split into words (no shell), its first word
 * names a tool BINDIR/gcacw-*, and the case's `input` mapping is emitted
 * again as a YAML document on the tool's standard input.  The tool's exit
 * status, stdout and stderr are then checked against `expect` (and the
 * top-level `exit_in`, `stdout_empty`, `stderr_contains`); every other key
 * of `expect` is a PATH into the output document.  The format is in
 * ../shared/cases/README.md; what this program decided is in
 * tests/cases/README.
 *
 * One line per failed expectation goes to stdout, "CASEFILE: PATH:
 * expected X, got Y", then the tool's stderr.
 *
 * Exit status: 0 every expectation holds; 1 one or more failed; 2 the
 * case file is malformed (or casecheck itself failed); 3 the tool is not
 * in BINDIR, so that tests/cases.sh can report the case as XFAIL until it
 * is built.  On 3, stdout holds one line: "TOOL not built yet".
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <yaml.h>

#define CC_PASS		0
#define CC_FAIL		1
#define CC_BAD		2
#define CC_NOTOOL	3

#define MAXDEPTH	256	/* deeper nesting is refused, not recursed */
#ifndef TIMEOUT
#define TIMEOUT		300	/* seconds a tool may run, sanitizers and all */
#endif
#define SHOWMAX		200	/* bytes of a value shown in a message */
#define ERRMAX		256

enum kind {
	SCALAR,
	SEQUENCE,
	MAPPING,
	ALIAS
};

/*
 * One node of a YAML document, as the parser gave it: enough to emit it
 * again unchanged (anchor, explicit tag, implicit flags, style) and to
 * compare it.  A mapping's kid[] alternates key, value.
 */
struct node {
	enum kind	 kind;
	char		*anchor;	/* NULL if none */
	char		*tag;		/* NULL unless explicit */
	char		*text;		/* scalar value or alias name */
	size_t		 len;		/* of text; a scalar may hold NULs */
	int		 style;		/* yaml_*_style_t of the event */
	int		 plain_implicit;	/* collections: implicit */
	int		 quoted_implicit;
	struct node	**kid;
	size_t		 nkid;
	size_t		 cap;
	size_t		 line, col;	/* from 1 */
};

struct buf {
	char		*p;
	size_t		 len;
	size_t		 cap;
};

/* The case file, checked and taken apart. */
struct spec {
	const char	*file;
	struct node	*root;
	const struct node *command;
	const struct node *input;	/* NULL: empty stdin */
	const struct node *expect;
	const struct node *exit;	/* NULL: exit 0, unless exit_in */
	const struct node *exit_in;
	const struct node *stdout_empty;
	const struct node *stderr_contains;
	char		**argv;		/* the command's words, NULL-ended */
	size_t		 argc;
};

struct result {
	int		 signaled;	/* status is then the signal */
	int		 status;
	struct buf	 out;
	struct buf	 err;
};

static void	*xrealloc(void *, size_t);
static char	*xstrndup(const char *, size_t);
static void	 buf_add(struct buf *, const char *, size_t);
static void	 buf_str(struct buf *, const char *);
static void	 node_free(struct node *);
static struct node *node_new(const yaml_event_t *);
static void	 node_add(struct node *, struct node *);
static int	 load(const char *, size_t, int, struct node **, char *,
		    size_t);
static int	 buf_write(void *, unsigned char *, size_t);
static int	 emit_node(yaml_emitter_t *, const struct node *);
static int	 emit_doc(const struct node *, struct buf *, char *, size_t);
static int	 split(const char *, struct spec *, char *, size_t);
static int	 is_text(const struct node *, const char *);
static int	 is_null(const struct node *);
static int	 as_number(const struct node *, double *);
static int	 as_bool(const struct node *, int *);
static int	 as_status(const struct node *, int *);
static int	 equal(const struct node *, const struct node *);
static int	 path_valid(const char *);
static const struct node *resolve(const struct node *, const char *);
static void	 show(struct buf *, const struct node *);
static void	 show_text(struct buf *, const char *, size_t, int);
static int	 bad(const struct spec *, const struct node *, const char *,
		    const char *);
static int	 parse_spec(struct spec *);
static int	 read_file(FILE *, struct buf *);
static int	 run(const char *, char **, const struct buf *,
		    struct result *);
static int	 check_status(const struct spec *, const struct result *);
static int	 check_paths(const struct spec *, const struct result *);
static int	 check(const struct spec *, const struct result *);

static void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n == 0 ? 1 : n)) == NULL) {
		fputs("casecheck: out of memory\n", stderr);
		exit(CC_BAD);
	}
	return p;
}

static char *
xstrndup(const char *s, size_t n)
{
	char	*p;

	p = xrealloc(NULL, n + 1);
	if (n > 0)
		memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static void
buf_add(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = b->cap == 0 ? 256 : b->cap;
		while (b->len + n + 1 > b->cap)
			b->cap *= 2;
		b->p = xrealloc(b->p, b->cap);
	}
	if (n > 0)
		memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
}

static void
buf_str(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

static void
node_free(struct node *n)
{
	size_t	 i;

	if (n == NULL)
		return;
	for (i = 0; i < n->nkid; i++)
		node_free(n->kid[i]);
	free(n->kid);
	free(n->anchor);
	free(n->tag);
	free(n->text);
	free(n);
}

static char *
dup_or_null(const yaml_char_t *s)
{
	return s == NULL ? NULL : xstrndup((const char *)s,
	    strlen((const char *)s));
}

static struct node *
node_new(const yaml_event_t *ev)
{
	struct node	*n;

	n = xrealloc(NULL, sizeof(*n));
	memset(n, 0, sizeof(*n));
	n->line = ev->start_mark.line + 1;
	n->col = ev->start_mark.column + 1;
	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		n->kind = SCALAR;
		n->anchor = dup_or_null(ev->data.scalar.anchor);
		n->tag = dup_or_null(ev->data.scalar.tag);
		n->text = xstrndup((const char *)ev->data.scalar.value,
		    ev->data.scalar.length);
		n->len = ev->data.scalar.length;
		n->style = ev->data.scalar.style;
		n->plain_implicit = ev->data.scalar.plain_implicit;
		n->quoted_implicit = ev->data.scalar.quoted_implicit;
		break;
	case YAML_ALIAS_EVENT:
		n->kind = ALIAS;
		n->text = dup_or_null(ev->data.alias.anchor);
		n->len = strlen(n->text);
		break;
	case YAML_SEQUENCE_START_EVENT:
		n->kind = SEQUENCE;
		n->anchor = dup_or_null(ev->data.sequence_start.anchor);
		n->tag = dup_or_null(ev->data.sequence_start.tag);
		n->plain_implicit = ev->data.sequence_start.implicit;
		n->style = ev->data.sequence_start.style;
		break;
	default:
		n->kind = MAPPING;
		n->anchor = dup_or_null(ev->data.mapping_start.anchor);
		n->tag = dup_or_null(ev->data.mapping_start.tag);
		n->plain_implicit = ev->data.mapping_start.implicit;
		n->style = ev->data.mapping_start.style;
		break;
	}
	return n;
}

static void
node_add(struct node *parent, struct node *kid)
{
	if (parent->nkid == parent->cap) {
		parent->cap = parent->cap == 0 ? 8 : parent->cap * 2;
		parent->kid = xrealloc(parent->kid,
		    parent->cap * sizeof(*parent->kid));
	}
	parent->kid[parent->nkid++] = kid;
}

/*
 * Parse the first document of buf into a tree.  Returns 0 and sets *root
 * (NULL when the stream holds no document), or -1 with a message in err.
 * With only_one, a second document is an error; without, it is not read.
 */
static int
load(const char *buf, size_t len, int only_one, struct node **root,
    char *err, size_t errsz)
{
	yaml_parser_t	 parser;
	yaml_event_t	 ev;
	struct node	*stack[MAXDEPTH];
	struct node	*doc = NULL, *n;
	size_t		 depth = 0;
	int		 rc = -1, done = 0, ndoc = 0, inited = 0;

	memset(&parser, 0, sizeof(parser));
	memset(&ev, 0, sizeof(ev));
	*root = NULL;
	if (!yaml_parser_initialize(&parser)) {
		snprintf(err, errsz, "cannot initialize the YAML parser");
		goto out;
	}
	inited = 1;
	yaml_parser_set_input_string(&parser, (const unsigned char *)buf, len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			snprintf(err, errsz, "%zu:%zu: %s%s%s",
			    parser.problem_mark.line + 1,
			    parser.problem_mark.column + 1,
			    parser.problem ? parser.problem : "parse error",
			    parser.context ? " " : "",
			    parser.context ? parser.context : "");
			goto out;
		}
		switch (ev.type) {
		case YAML_STREAM_END_EVENT:
			done = 1;
			break;
		case YAML_DOCUMENT_START_EVENT:
			if (++ndoc > 1) {
				if (only_one) {
					snprintf(err, errsz, "%zu:%zu: a second "
					    "document; a case file holds one",
					    ev.start_mark.line + 1,
					    ev.start_mark.column + 1);
					goto out;
				}
				done = 1;
			}
			break;
		case YAML_SCALAR_EVENT:
		case YAML_ALIAS_EVENT:
		case YAML_SEQUENCE_START_EVENT:
		case YAML_MAPPING_START_EVENT:
			n = node_new(&ev);
			if (depth == 0)
				doc = n;
			else
				node_add(stack[depth - 1], n);
			if (n->kind == SEQUENCE || n->kind == MAPPING) {
				if (depth == MAXDEPTH) {
					snprintf(err, errsz, "%zu:%zu: nesting "
					    "deeper than %d", n->line, n->col,
					    MAXDEPTH);
					goto out;
				}
				stack[depth++] = n;
			}
			break;
		case YAML_SEQUENCE_END_EVENT:
		case YAML_MAPPING_END_EVENT:
			depth--;
			break;
		default:
			break;
		}
		yaml_event_delete(&ev);
	}
	*root = doc;
	doc = NULL;
	rc = 0;
out:
	yaml_event_delete(&ev);
	if (inited)
		yaml_parser_delete(&parser);
	node_free(doc);
	return rc;
}

static int
buf_write(void *data, unsigned char *s, size_t n)
{
	buf_add(data, (const char *)s, n);
	return 1;
}

/*
 * Emit a node as the parser gave it: explicit tags and anchors kept,
 * quoting kept (so that '0505' stays a string), flow or block kept.
 * yaml_emitter_emit() owns the event whether it succeeds or not.
 */
static int
emit_node(yaml_emitter_t *em, const struct node *n)
{
	yaml_event_t	 ev;
	size_t		 i;
	int		 ok;

	memset(&ev, 0, sizeof(ev));
	switch (n->kind) {
	case SCALAR:
		if (n->len > INT_MAX)
			return -1;
		ok = yaml_scalar_event_initialize(&ev,
		    (yaml_char_t *)n->anchor, (yaml_char_t *)n->tag,
		    (yaml_char_t *)n->text, (int)n->len, n->plain_implicit,
		    n->quoted_implicit, n->style);
		return ok && yaml_emitter_emit(em, &ev) ? 0 : -1;
	case ALIAS:
		ok = yaml_alias_event_initialize(&ev, (yaml_char_t *)n->text);
		return ok && yaml_emitter_emit(em, &ev) ? 0 : -1;
	case SEQUENCE:
		ok = yaml_sequence_start_event_initialize(&ev,
		    (yaml_char_t *)n->anchor, (yaml_char_t *)n->tag,
		    n->plain_implicit, n->style);
		break;
	case MAPPING:
		ok = yaml_mapping_start_event_initialize(&ev,
		    (yaml_char_t *)n->anchor, (yaml_char_t *)n->tag,
		    n->plain_implicit, n->style);
		break;
	default:
		return -1;
	}
	if (!ok || !yaml_emitter_emit(em, &ev))
		return -1;
	for (i = 0; i < n->nkid; i++)
		if (emit_node(em, n->kid[i]) == -1)
			return -1;
	if (n->kind == SEQUENCE)
		ok = yaml_sequence_end_event_initialize(&ev);
	else
		ok = yaml_mapping_end_event_initialize(&ev);
	return ok && yaml_emitter_emit(em, &ev) ? 0 : -1;
}

/* The input node as a one-document YAML stream, in out. */
static int
emit_doc(const struct node *n, struct buf *out, char *err, size_t errsz)
{
	yaml_emitter_t	 em;
	yaml_event_t	 ev;
	int		 rc = -1, inited = 0;

	memset(&em, 0, sizeof(em));
	memset(&ev, 0, sizeof(ev));
	if (!yaml_emitter_initialize(&em)) {
		snprintf(err, errsz, "cannot initialize the YAML emitter");
		goto out;
	}
	inited = 1;
	yaml_emitter_set_output(&em, buf_write, out);
	yaml_emitter_set_unicode(&em, 1);
	yaml_emitter_set_width(&em, -1);
	if (!yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING) ||
	    !yaml_emitter_emit(&em, &ev))
		goto fail;
	if (!yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1) ||
	    !yaml_emitter_emit(&em, &ev))
		goto fail;
	if (emit_node(&em, n) == -1)
		goto fail;
	if (!yaml_document_end_event_initialize(&ev, 1) ||
	    !yaml_emitter_emit(&em, &ev))
		goto fail;
	if (!yaml_stream_end_event_initialize(&ev) ||
	    !yaml_emitter_emit(&em, &ev))
		goto fail;
	rc = 0;
	goto out;
fail:
	snprintf(err, errsz, "input: cannot emit: %s",
	    em.problem ? em.problem : "out of memory");
out:
	if (inited)
		yaml_emitter_delete(&em);
	return rc;
}

/*
 * Split the command into words: blanks separate; '...' is literal; "..."
 * takes \" \\ \$ \` as escapes; a backslash outside quotes takes the next
 * character literally.  The README says "no shell syntax": the tool runs
 * without a shell, so an unquoted shell operator is an error, not an
 * argument.
 */
static int
split(const char *s, struct spec *sp, char *err, size_t errsz)
{
	struct buf	 w;
	size_t		 cap = 0;
	int		 inword = 0, rc = -1;
	char		 q;

	memset(&w, 0, sizeof(w));
	for (;; s++) {
		if (*s == '\0' || *s == ' ' || *s == '\t' || *s == '\n') {
			if (inword) {
				if (sp->argc + 2 > cap) {
					cap = cap == 0 ? 8 : cap * 2;
					sp->argv = xrealloc(sp->argv,
					    cap * sizeof(*sp->argv));
				}
				sp->argv[sp->argc++] = xstrndup(w.p == NULL ?
				    "" : w.p, w.len);
				sp->argv[sp->argc] = NULL;
				w.len = 0;
				inword = 0;
			}
			if (*s == '\0')
				break;
			continue;
		}
		inword = 1;
		if (strchr("|&;<>()`$", *s) != NULL) {
			snprintf(err, errsz, "'%c' is shell syntax; "
			    "the command runs without a shell", *s);
			goto out;
		}
		if (*s == '\\') {
			if (s[1] == '\0') {
				snprintf(err, errsz, "ends with \\");
				goto out;
			}
			buf_add(&w, ++s, 1);
			continue;
		}
		if (*s != '\'' && *s != '"') {
			buf_add(&w, s, 1);
			continue;
		}
		q = *s++;
		buf_add(&w, "", 0);	/* '' is an empty word */
		for (; *s != q; s++) {
			if (*s == '\0') {
				snprintf(err, errsz, "unterminated "
				    "%c quote", q);
				goto out;
			}
			if (q == '"' && *s == '\\' && s[1] != '\0' &&
			    strchr("\"\\$`", s[1]) != NULL)
				s++;
			buf_add(&w, s, 1);
		}
	}
	rc = 0;
out:
	free(w.p);
	return rc;
}

static int
is_text(const struct node *n, const char *s)
{
	return n != NULL && n->kind == SCALAR && n->len == strlen(s) &&
	    memcmp(n->text, s, n->len) == 0;
}

/* A plain ~, null, Null, NULL or empty scalar (YAML 1.1 null). */
static int
is_null(const struct node *n)
{
	if (n == NULL || n->kind != SCALAR)
		return 0;
	if (n->tag != NULL)
		return strcmp(n->tag, YAML_NULL_TAG) == 0;
	if (n->style != YAML_PLAIN_SCALAR_STYLE)
		return 0;
	return n->len == 0 || is_text(n, "~") || is_text(n, "null") ||
	    is_text(n, "Null") || is_text(n, "NULL");
}

/*
 * A plain scalar that reads as a decimal number: [-+]digits[.digits]
 * [e[-+]digits], either side of the point may be empty but not both.
 * Quoted scalars are strings, so '0505' is never the number 505.
 */
static int
as_number(const struct node *n, double *d)
{
	const char	*s;
	char		*end;
	int		 digits = 0;

	if (n == NULL || n->kind != SCALAR || n->tag != NULL ||
	    n->style != YAML_PLAIN_SCALAR_STYLE || n->len != strlen(n->text))
		return 0;
	s = n->text;
	if (*s == '-' || *s == '+')
		s++;
	for (; *s >= '0' && *s <= '9'; s++)
		digits++;
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			digits++;
	if (digits == 0)
		return 0;
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '-' || *s == '+')
			s++;
		if (!(*s >= '0' && *s <= '9'))
			return 0;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	if (*s != '\0')
		return 0;
	errno = 0;
	*d = strtod(n->text, &end);
	return *end == '\0' && errno == 0;
}

static int
as_bool(const struct node *n, int *b)
{
	if (n == NULL || n->kind != SCALAR || n->tag != NULL ||
	    n->style != YAML_PLAIN_SCALAR_STYLE)
		return 0;
	if (is_text(n, "true") || is_text(n, "True") || is_text(n, "TRUE"))
		*b = 1;
	else if (is_text(n, "false") || is_text(n, "False") ||
	    is_text(n, "FALSE"))
		*b = 0;
	else
		return 0;
	return 1;
}

/* An exit status, 0..255. */
static int
as_status(const struct node *n, int *st)
{
	double	 d;

	if (!as_number(n, &d) || d < 0 || d > 255 || d != (int)d)
		return 0;
	*st = (int)d;
	return 1;
}

/*
 * The README's comparison: numbers by value (0.5 equals .5), everything
 * else as text, whatever its quoting; nulls equal nulls; lists and
 * mappings item by item (mapping keys in any order).
 */
static int
equal(const struct node *want, const struct node *got)
{
	double	 a, b;
	int	 p, q;
	size_t	 i, j;

	if (is_null(want) || is_null(got))
		return is_null(want) && is_null(got);
	if (want->kind != got->kind)
		return 0;
	switch (want->kind) {
	case SCALAR:
		if (as_number(want, &a) && as_number(got, &b))
			return a == b;
		if (as_bool(want, &p) && as_bool(got, &q))
			return p == q;
		/* FALLTHROUGH */
	case ALIAS:
		return want->len == got->len &&
		    memcmp(want->text, got->text, want->len) == 0;
	case SEQUENCE:
		if (want->nkid != got->nkid)
			return 0;
		for (i = 0; i < want->nkid; i++)
			if (!equal(want->kid[i], got->kid[i]))
				return 0;
		return 1;
	case MAPPING:
		if (want->nkid != got->nkid)
			return 0;
		for (i = 0; i < want->nkid; i += 2) {
			for (j = 0; j < got->nkid; j += 2)
				if (equal(want->kid[i], got->kid[j]))
					break;
			if (j == got->nkid ||
			    !equal(want->kid[i + 1], got->kid[j + 1]))
				return 0;
		}
		return 1;
	}
	return 0;
}

/*
 * PATH := [KEY] INDEX* ('.' KEY INDEX*)*, INDEX := '[' ['-'] DIGITS ']';
 * a KEY is anything but . [ ]; only the first may be empty, and only
 * before an index (a document that is a list).
 */
static int
path_valid(const char *p)
{
	int	 first = 1;

	for (;;) {
		if (*p == '.' || (*p == '\0') || (*p == '[' && !first))
			return 0;
		while (*p != '\0' && *p != '.' && *p != '[' && *p != ']')
			p++;
		while (*p == '[') {
			p++;
			if (*p == '-')
				p++;
			if (!(*p >= '0' && *p <= '9'))
				return 0;
			while (*p >= '0' && *p <= '9')
				p++;
			if (*p++ != ']')
				return 0;
		}
		if (*p == '\0')
			return 1;
		if (*p++ != '.')
			return 0;
		first = 0;
	}
}

/*
 * The node at PATH p below n, or NULL.  A key is matched whole; when a
 * mapping's own keys hold dots (unit names like "A.P. Hill"), a key that
 * spans several segments is tried after the one-segment key fails.
 */
static const struct node *
resolve(const struct node *n, const char *p)
{
	const struct node	*k, *r;
	long			 i;
	size_t			 j;
	int			 pass;
	char			*end;

	if (*p == '.')
		p++;
	if (*p == '\0')
		return n;
	if (*p == '[') {
		if (n->kind != SEQUENCE)
			return NULL;
		i = strtol(p + 1, &end, 10);
		if (i < 0)
			i += (long)n->nkid;
		if (i < 0 || (size_t)i >= n->nkid)
			return NULL;
		return resolve(n->kid[i], end + 1);
	}
	if (n->kind != MAPPING)
		return NULL;
	for (pass = 0; pass < 2; pass++)
		for (j = 0; j < n->nkid; j += 2) {
			k = n->kid[j];
			if (k->kind != SCALAR || k->len != strlen(k->text) ||
			    (memchr(k->text, '.', k->len) != NULL) != pass ||
			    strncmp(p, k->text, k->len) != 0 ||
			    strchr(".[", p[k->len]) == NULL)
				continue;
			if ((r = resolve(n->kid[j + 1], p + k->len)) != NULL)
				return r;
		}
	return NULL;
}

/* Text as in a message: plain if it reads back the same, else 'quoted'. */
static void
show_text(struct buf *b, const char *s, size_t len, int plain)
{
	char	 hex[8];
	size_t	 i;

	if (!plain)
		buf_add(b, "'", 1);
	for (i = 0; i < len; i++) {
		if (s[i] == '\'' && !plain)
			buf_add(b, "''", 2);
		else if (s[i] == '\n')
			buf_add(b, "\\n", 2);
		else if ((unsigned char)s[i] < ' ') {
			snprintf(hex, sizeof(hex), "\\x%02x",
			    (unsigned char)s[i]);
			buf_str(b, hex);
		} else
			buf_add(b, s + i, 1);
	}
	if (!plain)
		buf_add(b, "'", 1);
}

/* A node in flow style, for messages. */
static void
show(struct buf *b, const struct node *n)
{
	size_t	 i;

	switch (n->kind) {
	case SCALAR:
		show_text(b, n->text, n->len, n->len > 0 &&
		    n->style == YAML_PLAIN_SCALAR_STYLE);
		break;
	case ALIAS:
		buf_add(b, "*", 1);
		buf_str(b, n->text);
		break;
	case SEQUENCE:
	case MAPPING:
		buf_add(b, n->kind == SEQUENCE ? "[" : "{", 1);
		for (i = 0; i < n->nkid && b->len <= SHOWMAX; i++) {
			if (i > 0)
				buf_str(b, n->kind == MAPPING && i % 2 == 1 ?
				    ": " : ", ");
			show(b, n->kid[i]);
		}
		buf_add(b, n->kind == SEQUENCE ? "]" : "}", 1);
		break;
	}
}

static int
bad(const struct spec *sp, const struct node *n, const char *what,
    const char *msg)
{
	if (n != NULL)
		fprintf(stderr, "casecheck: %s:%zu:%zu: %s: %s\n", sp->file,
		    n->line, n->col, what, msg);
	else
		fprintf(stderr, "casecheck: %s: %s: %s\n", sp->file, what,
		    msg);
	return -1;
}

/*
 * Take the case file apart and check its shape, before any tool runs:
 * a typo in a key must not make a case pass by checking nothing.
 */
static int
parse_spec(struct spec *sp)
{
	static const char *const top[] = { "case", "rule", "command",
	    "input", "expect", "exit_in", "stdout_empty", "stderr_contains",
	    NULL };
	/* Where each key's value goes, in top's order (case and rule are
	 * only checked). */
	const struct node	**field[] = { NULL, NULL, &sp->command,
	    &sp->input, &sp->expect, &sp->exit_in, &sp->stdout_empty,
	    &sp->stderr_contains };
	const struct node	*m, *k, *v, **slot;
	char			 err[ERRMAX];
	size_t			 i, j, x;
	int			 st, b, pass;

	m = sp->root;
	if (m == NULL || m->kind != MAPPING)
		return bad(sp, m, "case file", "not a mapping");
	for (i = 0; i < m->nkid; i += 2) {
		k = m->kid[i];
		v = m->kid[i + 1];
		for (j = 0; top[j] != NULL; j++)
			if (is_text(k, top[j]))
				break;
		if (top[j] == NULL)
			return bad(sp, k, k->kind == SCALAR ? k->text : "key",
			    "unknown key (case, rule, command, input, expect, "
			    "exit_in, stdout_empty, stderr_contains)");
		for (x = 0; x < i; x += 2)
			if (is_text(m->kid[x], top[j]))
				return bad(sp, k, top[j], "given twice");
		if (j < 3 && (v->kind != SCALAR || v->len == 0))
			return bad(sp, v, top[j], "must be a non-empty "
			    "scalar");
		if (field[j] != NULL)
			*field[j] = v;
	}
	for (j = 0; j < 3; j++)
		for (x = 0; ; x += 2) {
			if (x == m->nkid)
				return bad(sp, NULL, top[j], "missing");
			if (is_text(m->kid[x], top[j]))
				break;
		}
	if (sp->expect == NULL)
		return bad(sp, NULL, "expect", "missing");
	if (sp->expect->kind != MAPPING)
		return bad(sp, sp->expect, "expect", "not a mapping");

	/* The special keys may sit in expect too; the rest are paths. */
	m = sp->expect;
	for (i = 0; i < m->nkid; i += 2) {
		k = m->kid[i];
		v = m->kid[i + 1];
		if (k->kind != SCALAR || k->len != strlen(k->text))
			return bad(sp, k, "expect", "a key must be a PATH");
		for (x = 0; x < i; x += 2)
			if (equal(m->kid[x], k))
				return bad(sp, k, k->text, "given twice");
		slot = NULL;
		if (is_text(k, "exit"))
			slot = &sp->exit;
		else if (is_text(k, "exit_in"))
			slot = &sp->exit_in;
		else if (is_text(k, "stdout_empty"))
			slot = &sp->stdout_empty;
		else if (is_text(k, "stderr_contains"))
			slot = &sp->stderr_contains;
		else if (!path_valid(k->text))
			return bad(sp, k, k->text, "not a PATH (KEY.KEY[N]...)");
		if (slot != NULL && *slot != NULL)
			return bad(sp, k, k->text, "given twice");
		if (slot != NULL)
			*slot = v;
	}
	if (sp->exit != NULL && !as_status(sp->exit, &st))
		return bad(sp, sp->exit, "exit", "not an exit status 0..255");
	if (sp->exit != NULL && sp->exit_in != NULL)
		return bad(sp, sp->exit_in, "exit_in", "give exit or exit_in, "
		    "not both");
	if (sp->exit_in != NULL) {
		v = sp->exit_in;
		if (v->kind != SEQUENCE || v->nkid == 0)
			return bad(sp, v, "exit_in", "not a list of statuses");
		for (i = 0; i < v->nkid; i++)
			if (!as_status(v->kid[i], &st))
				return bad(sp, v->kid[i], "exit_in",
				    "not an exit status 0..255");
	}
	if (sp->stdout_empty != NULL && !as_bool(sp->stdout_empty, &b))
		return bad(sp, sp->stdout_empty, "stdout_empty",
		    "not true or false");
	if ((v = sp->stderr_contains) != NULL) {
		pass = v->kind == SCALAR && v->len > 0;
		if (v->kind == SEQUENCE) {
			pass = v->nkid > 0;
			for (i = 0; i < v->nkid; i++)
				if (v->kid[i]->kind != SCALAR ||
				    v->kid[i]->len == 0)
					pass = 0;
		}
		if (!pass)
			return bad(sp, v, "stderr_contains", "not a text or "
			    "a list of texts");
	}

	if (split(sp->command->text, sp, err, sizeof(err)) == -1)
		return bad(sp, sp->command, "command", err);
	if (sp->argc == 0 || strncmp(sp->argv[0], "gcacw-", 6) != 0 ||
	    strchr(sp->argv[0], '/') != NULL)
		return bad(sp, sp->command, "command",
		    "the first word must be a gcacw-* tool");
	return 0;
}

static int
read_file(FILE *fp, struct buf *b)
{
	char	 chunk[8192];
	size_t	 n;

	buf_add(b, "", 0);
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(b, chunk, n);
	return ferror(fp) ? -1 : 0;
}

/*
 * Run path with argv, stdin from in, stdout and stderr caught.  Through
 * temporary files rather than pipes: no deadlock however much the tool
 * writes, and no poll loop.
 */
static int
run(const char *path, char **argv, const struct buf *in, struct result *r)
{
	FILE	*fin, *fout, *ferr;
	pid_t	 pid;
	int	 st, rc = -1;

	fin = tmpfile();
	fout = tmpfile();
	ferr = tmpfile();
	if (fin == NULL || fout == NULL || ferr == NULL) {
		perror("casecheck: tmpfile");
		goto out;
	}
	if ((in->len > 0 && fwrite(in->p, 1, in->len, fin) != in->len) ||
	    fflush(fin) == EOF || fseek(fin, 0, SEEK_SET) == -1) {
		perror("casecheck: writing the tool's input");
		goto out;
	}
	fflush(stdout);
	fflush(stderr);
	if ((pid = fork()) == -1) {
		perror("casecheck: fork");
		goto out;
	}
	if (pid == 0) {
		if (dup2(fileno(fin), STDIN_FILENO) == -1 ||
		    dup2(fileno(fout), STDOUT_FILENO) == -1 ||
		    dup2(fileno(ferr), STDERR_FILENO) == -1)
			_exit(127);
		/* A user's own charts must not change a ruling (DESIGN 6). */
		unsetenv("GCACW_CHARTS");
		/* The alarm outlives execv(): a tool that hangs is killed. */
		alarm(TIMEOUT);
		execv(path, argv);
		fprintf(stderr, "casecheck: %s: %s\n", path, strerror(errno));
		fflush(stderr);
		_exit(127);
	}
	while (waitpid(pid, &st, 0) == -1)
		if (errno != EINTR) {
			perror("casecheck: waitpid");
			goto out;
		}
	r->signaled = WIFSIGNALED(st);
	r->status = r->signaled ? WTERMSIG(st) : WEXITSTATUS(st);
	rewind(fout);
	rewind(ferr);
	if (read_file(fout, &r->out) == -1 || read_file(ferr, &r->err) == -1) {
		perror("casecheck: reading the tool's output");
		goto out;
	}
	rc = 0;
out:
	if (fin != NULL)
		fclose(fin);
	if (fout != NULL)
		fclose(fout);
	if (ferr != NULL)
		fclose(ferr);
	return rc;
}

/* exit or exit_in, stdout_empty, stderr_contains: the failures counted. */
static int
check_status(const struct spec *sp, const struct result *r)
{
	const struct node	*v;
	const struct node	*t;
	struct buf		 want;
	char			 num[16];
	size_t			 i, j, n;
	int			 st, ok, failed = 0, b;

	memset(&want, 0, sizeof(want));
	ok = 0;
	if (sp->exit_in != NULL) {
		buf_str(&want, "one of ");
		show(&want, sp->exit_in);
		for (i = 0; i < sp->exit_in->nkid; i++)
			if (as_status(sp->exit_in->kid[i], &st) &&
			    !r->signaled && st == r->status)
				ok = 1;
	} else {
		/* No exit and no exit_in: the tool must succeed. */
		st = 0;
		if (sp->exit != NULL)
			as_status(sp->exit, &st);
		snprintf(num, sizeof(num), "%d", st);
		buf_str(&want, num);
		ok = !r->signaled && st == r->status;
	}
	if (!ok) {
		failed++;
		if (r->signaled)
			printf("%s: exit: expected %s, got signal %d (%s)\n",
			    sp->file, want.p, r->status,
			    r->status == SIGALRM ? "timed out" :
			    strsignal(r->status));
		else
			printf("%s: exit: expected %s, got %d\n", sp->file,
			    want.p, r->status);
	}
	free(want.p);

	if (sp->stdout_empty != NULL && as_bool(sp->stdout_empty, &b) &&
	    b != (r->out.len == 0)) {
		failed++;
		if (b)
			printf("%s: stdout_empty: expected empty stdout, got "
			    "%zu bytes\n", sp->file, r->out.len);
		else
			printf("%s: stdout_empty: expected output, got "
			    "none\n", sp->file);
	}

	if ((v = sp->stderr_contains) != NULL) {
		n = v->kind == SEQUENCE ? v->nkid : 1;
		for (i = 0; i < n; i++) {
			t = v->kind == SEQUENCE ? v->kid[i] : v;
			ok = 0;
			for (j = 0; !ok && j + t->len <= r->err.len; j++)
				ok = memcmp(r->err.p + j, t->text,
				    t->len) == 0;
			if (!ok) {
				memset(&want, 0, sizeof(want));
				show(&want, t);
				printf("%s: stderr_contains: expected %s, "
				    "not in stderr\n", sp->file, want.p);
				free(want.p);
				failed++;
			}
		}
	}
	return failed;
}

/* Every PATH of expect in the output document: the failures counted. */
static int
check_paths(const struct spec *sp, const struct result *r)
{
	const struct node	*k, *v, *got;
	struct node		*doc = NULL;
	struct buf		 sw, sg;
	char			 err[ERRMAX];
	size_t			 i, npath = 0;
	int			 failed = 0;

	for (i = 0; i < sp->expect->nkid; i += 2) {
		k = sp->expect->kid[i];
		if (!is_text(k, "exit") && !is_text(k, "exit_in") &&
		    !is_text(k, "stdout_empty") &&
		    !is_text(k, "stderr_contains"))
			npath++;
	}
	if (npath == 0)
		return 0;
	if (load(r->out.p, r->out.len, 0, &doc, err, sizeof(err)) == -1) {
		printf("%s: stdout: not a YAML document: %s\n", sp->file, err);
		return 1;
	}
	for (i = 0; i < sp->expect->nkid; i += 2) {
		k = sp->expect->kid[i];
		v = sp->expect->kid[i + 1];
		if (is_text(k, "exit") || is_text(k, "exit_in") ||
		    is_text(k, "stdout_empty") ||
		    is_text(k, "stderr_contains"))
			continue;
		got = doc == NULL ? NULL : resolve(doc, k->text);
		if (got == NULL ? is_null(v) : equal(v, got))
			continue;
		failed++;
		memset(&sw, 0, sizeof(sw));
		memset(&sg, 0, sizeof(sg));
		show(&sw, v);
		if (got != NULL)
			show(&sg, got);
		printf("%s: %s: expected %.*s%s, %s%.*s%s\n", sp->file,
		    k->text, SHOWMAX, sw.p, sw.len > SHOWMAX ? "..." : "",
		    got == NULL ? "missing" : "got ",
		    SHOWMAX, got == NULL ? "" : sg.p,
		    sg.len > SHOWMAX ? "..." : "");
		free(sw.p);
		free(sg.p);
	}
	node_free(doc);
	return failed;
}

static int
check(const struct spec *sp, const struct result *r)
{
	int	 failed;

	failed = check_status(sp, r);
	failed += check_paths(sp, r);
	if (failed > 0 && r->err.len > 0) {
		printf("--- stderr of %s:\n%s%s", sp->argv[0], r->err.p,
		    r->err.p[r->err.len - 1] == '\n' ? "" : "\n");
	}
	return failed;
}

int
main(int argc, char *argv[])
{
	struct spec	 sp;
	struct result	 r;
	struct buf	 text, in, path;
	FILE		*fp;
	char		 err[ERRMAX];
	size_t		 i;
	int		 rc = CC_BAD;

	memset(&sp, 0, sizeof(sp));
	memset(&r, 0, sizeof(r));
	memset(&text, 0, sizeof(text));
	memset(&in, 0, sizeof(in));
	memset(&path, 0, sizeof(path));
	if (argc != 3) {
		fputs("usage: casecheck BINDIR CASEFILE\n", stderr);
		goto out;
	}
	sp.file = argv[2];
	if ((fp = fopen(sp.file, "r")) == NULL) {
		fprintf(stderr, "casecheck: %s: %s\n", sp.file,
		    strerror(errno));
		goto out;
	}
	if (read_file(fp, &text) == -1) {
		fprintf(stderr, "casecheck: %s: read error\n", sp.file);
		fclose(fp);
		goto out;
	}
	fclose(fp);
	if (load(text.p, text.len, 1, &sp.root, err, sizeof(err)) == -1) {
		fprintf(stderr, "casecheck: %s:%s\n", sp.file, err);
		goto out;
	}
	if (parse_spec(&sp) == -1)
		goto out;

	buf_str(&path, argv[1]);
	buf_str(&path, "/");
	buf_str(&path, sp.argv[0]);
	if (access(path.p, F_OK) == -1 && errno == ENOENT) {
		printf("%s not built yet\n", sp.argv[0]);
		rc = CC_NOTOOL;
		goto out;
	}
	buf_add(&in, "", 0);
	if (sp.input != NULL && emit_doc(sp.input, &in, err,
	    sizeof(err)) == -1) {
		bad(&sp, sp.input, "input", err);
		goto out;
	}
	if (run(path.p, sp.argv, &in, &r) == -1)
		goto out;
	rc = check(&sp, &r) == 0 ? CC_PASS : CC_FAIL;
out:
	if (fflush(stdout) == EOF || ferror(stdout)) {
		perror("casecheck: stdout");
		rc = CC_BAD;
	}
	for (i = 0; i < sp.argc; i++)
		free(sp.argv[i]);
	free(sp.argv);
	node_free(sp.root);
	free(r.out.p);
	free(r.err.p);
	free(text.p);
	free(in.p);
	free(path.p);
	return rc;
}
