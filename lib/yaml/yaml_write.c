/*
 * yaml_write.c — nodes to text, in the canonical style (DESIGN.md
 * section 4): plain scalars where they read back as strings, quoted
 * where they would not, so that output is a fixed point.  The text is
 * gcacw's own writer's (yaml_emit.c), byte for byte what
 * libyaml's emitter writes for the same events; libyaml still reads.
 */
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "arena.h"
#include "diag.h"
#include "yaml_emit.h"
#include "yamlio.h"

/* Is s one of the words of list, separated by single spaces? */
static int
in_list(const char *s, size_t len, const char *list)
{
	const char *w, *e;

	for (w = list; *w != '\0'; w = *e == '\0' ? e : e + 1) {
		for (e = w; *e != ' ' && *e != '\0'; e++)
			continue;
		if ((size_t)(e - w) == len && memcmp(s, w, len) == 0)
			return 1;
	}
	return 0;
}

/* The characters of YAML 1.1's ints of any base, floats and
 * sexagesimals: digits, '.', '_', ':', 'e', 'x', 'b', 'o', signs. */
static int
number_char(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
	    (c >= 'A' && c <= 'F') || c == '.' || c == '_' || c == ':' ||
	    c == '+' || c == '-' || c == 'x' || c == 'X' || c == 'o';
}

/*
 * YAML 1.1 implicit types, loosely: a plain scalar that looks like null, a
 * boolean or a number.  Erring towards "typed" only costs quotes.  Decided
 * by the first byte, then the few words of that byte and that length:
 * hex ids, names and terrain are most of a file, and this is asked of
 * each.
 */
int
yaml_plain_is_typed(const char *s, size_t len)
{
	const char	*words;
	size_t		 i = 0;

	if (len == 0)
		return 1;
	switch (s[0]) {
	case '~':
		words = "~";
		break;
	case 'n': case 'N':
		words = "n N no No NO null Null NULL";
		break;
	case 'y': case 'Y':
		words = "y Y yes Yes YES";
		break;
	case 't': case 'T':
		words = "true True TRUE";
		break;
	case 'f': case 'F':
		words = "false False FALSE";
		break;
	case 'o': case 'O':
		words = "on On ON off Off OFF";
		break;
	case '.':
		words = ".inf .Inf .INF .nan .NaN .NAN";
		break;
	case '-': case '+':
		words = "-.inf +.inf";
		i = 1;
		break;
	case '<': case '=':
		words = "<< =";
		break;
	default:
		words = "";
		break;
	}
	if (len <= 5 && in_list(s, len, words))
		return 1;
	if (i >= len || (s[i] != '.' && (s[i] < '0' || s[i] > '9')))
		return 0;
	for (; i < len; i++)
		if (!number_char((unsigned char)s[i]))
			return 0;
	return 1;
}

/* The writer node_gen_fn parts write with (node.h). */
struct yw {
	struct node_writer	 w;
	struct yemit		 y;
};

/*
 * Plain where the caller allows it and the text would read back as the
 * same string; else quoted as libyaml quotes (yaml_emit.c): single
 * quotes where they can hold the text, double otherwise.  A scalar
 * written quoted reads back quoted and is written the same way again,
 * so the output is a fixed point.
 */
static int
yw_scalar(struct node_writer *w, const char *s, size_t len,
    enum node_style style)
{
	yemit_scalar(&((struct yw *)w)->y, s, len, style == S_PLAIN ||
	    (style == S_ANY && !yaml_plain_is_typed(s, len)));
	return 1;
}

static int
yw_start(struct node_writer *w, enum node_kind kind, enum node_style style)
{
	yemit_start(&((struct yw *)w)->y, kind, style == S_FLOW);
	return 1;
}

static int
yw_end(struct node_writer *w, enum node_kind kind)
{
	yemit_end(&((struct yw *)w)->y, kind);
	return 1;
}

/* One event of an N_RAW's text as the tree would have written it:
 * read_node's styles. */
static int
yw_event(struct node_writer *w, const yaml_event_t *e)
{
	switch (e->type) {
	case YAML_SCALAR_EVENT:
		return yw_scalar(w, (const char *)e->data.scalar.value,
		    e->data.scalar.length, e->data.scalar.style ==
		    YAML_PLAIN_SCALAR_STYLE ? S_PLAIN : S_QUOTED);
	case YAML_SEQUENCE_START_EVENT:
		return yw_start(w, N_SEQ, e->data.sequence_start.style ==
		    YAML_FLOW_SEQUENCE_STYLE ? S_FLOW : S_BLOCK);
	case YAML_MAPPING_START_EVENT:
		return yw_start(w, N_MAP, e->data.mapping_start.style ==
		    YAML_FLOW_MAPPING_STYLE ? S_FLOW : S_BLOCK);
	case YAML_SEQUENCE_END_EVENT:
		return yw_end(w, N_SEQ);
	case YAML_MAPPING_END_EVENT:
		return yw_end(w, N_MAP);
	default:
		return 1;	/* the stream's and the document's own */
	}
}

/*
 * An N_RAW (node.h): its text read again, event by event, and
 * written as the node tree it was not made into would have been.  The
 * reader made every check on it; failing now is memory, or a bug.
 */
static int
yw_raw(struct node_writer *w, const struct node *n)
{
	yaml_parser_t	p;
	yaml_event_t	ev;
	int		ok = 1, end = 0;

	if (n->str == NULL)
		diag_fatal("internal error: a skipped value written");
	if (!yaml_parser_initialize(&p))
		return 0;
	yaml_parser_set_input_string(&p, (const unsigned char *)n->str,
	    n->len);
	while (ok && !end) {
		if (!yaml_parser_parse(&p, &ev)) {
			if (p.error != YAML_MEMORY_ERROR)
				diag_fatal("internal error: an x- value read "
				    "again: %s", p.problem != NULL ?
				    p.problem : "malformed");
			ok = 0;
			break;
		}
		end = ev.type == YAML_DOCUMENT_END_EVENT;
		ok = yw_event(w, &ev);
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	return ok;
}

static int
yw_node(struct node_writer *w, const struct node *n)
{
	int i, k;

	switch (n->kind) {
	case N_SCALAR:
		return yw_scalar(w, n->str, n->len, n->style);
	case N_GEN:
		return n->gen(w, n->arg);
	case N_RAW:
		return yw_raw(w, n);
	default:
		break;
	}
	if (!yw_start(w, n->kind, n->style))
		return 0;
	k = n->kind == N_MAP ? 2 * n->n : n->n;
	for (i = 0; i < k; i++)
		if (!yw_node(w, n->items[i]))
			return 0;
	return yw_end(w, n->kind);
}

/* Out of memory exits (70) where the outbuf grows: nothing fails here. */
void
yaml_write(struct outbuf *o, const struct node *doc)
{
	struct yw yw = { { yw_scalar, yw_start, yw_end, yw_node },
	    { 0 } };

	yemit_doc_start(&yw.y, o, o->len == 0);
	if (!yw_node(&yw.w, doc))
		diag_fatal("out of memory");	/* yw_raw's parser */
	yemit_doc_end(&yw.y);
}
