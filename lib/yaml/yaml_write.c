/*
 * yaml_write.c — nodes to libyaml's events, in the canonical style
 * (DESIGN.md section 4): plain scalars where they read back as strings,
 * quoted where they would not, so that output is a fixed point.
 */
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "arena.h"
#include "diag.h"
#include "yamlio.h"

static int
write_handler(void *data, unsigned char *buf, size_t n)
{
	outbuf_add(data, buf, n);
	return 1;
}

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
 * hex ids, names and terrain are most of a file (issue 16).
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
	yaml_emitter_t		*em;
};

static int
emit(yaml_emitter_t *em, yaml_event_t *ev)
{
	return yaml_emitter_emit(em, ev);
}

/*
 * A scalar event built by hand (issue 16): the emitter frees its value
 * with free(3), so it is a malloc'd copy, but the text needs none of
 * yaml_scalar_event_initialize()'s checks: it was read by libyaml or
 * written by the model.
 *
 * Quoting is libyaml's choice once plain is ruled out: single quotes
 * where they can hold the text, double otherwise.  A scalar written
 * quoted reads back quoted and is written the same way again, so the
 * output is a fixed point.
 */
static int
yw_scalar(struct node_writer *w, const char *s, size_t len,
    enum node_style style)
{
	yaml_event_t	ev;
	yaml_char_t	*v = malloc(len + 1);

	if (v == NULL)
		return 0;
	memcpy(v, s, len);
	v[len] = '\0';
	memset(&ev, 0, sizeof(ev));
	ev.type = YAML_SCALAR_EVENT;
	ev.data.scalar.value = v;
	ev.data.scalar.length = len;
	ev.data.scalar.plain_implicit = style == S_PLAIN ||
	    (style == S_ANY && !yaml_plain_is_typed(s, len));
	ev.data.scalar.quoted_implicit = 1;
	ev.data.scalar.style = YAML_ANY_SCALAR_STYLE;
	return emit(((struct yw *)w)->em, &ev);
}

static int
yw_start(struct node_writer *w, enum node_kind kind, enum node_style style)
{
	yaml_event_t ev;

	if (kind == N_SEQ)
		return yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
		    style == S_FLOW ? YAML_FLOW_SEQUENCE_STYLE :
		    YAML_BLOCK_SEQUENCE_STYLE) &&
		    emit(((struct yw *)w)->em, &ev);
	return yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
	    style == S_FLOW ? YAML_FLOW_MAPPING_STYLE :
	    YAML_BLOCK_MAPPING_STYLE) && emit(((struct yw *)w)->em, &ev);
}

static int
yw_end(struct node_writer *w, enum node_kind kind)
{
	yaml_event_t ev;

	if (kind == N_SEQ)
		yaml_sequence_end_event_initialize(&ev);
	else
		yaml_mapping_end_event_initialize(&ev);
	return emit(((struct yw *)w)->em, &ev);
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
 * An N_RAW (node.h, issue 15): its text read again, event by event, and
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

void
yaml_write(struct outbuf *o, const struct node *doc)
{
	yaml_emitter_t	 em;
	yaml_event_t	 ev;
	struct yw	 yw = { { yw_scalar, yw_start, yw_end, yw_node },
			    &em };
	const char	*why;	/* libyaml's problems are static strings */
	int		 ok;

	memset(&em, 0, sizeof(em));
	if (!yaml_emitter_initialize(&em))
		goto fail;
	yaml_emitter_set_output(&em, write_handler, o);
	yaml_emitter_set_unicode(&em, 1);
	yaml_emitter_set_width(&em, -1);
	yaml_emitter_set_indent(&em, 2);
	ok = yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING) &&
	    emit(&em, &ev) &&
	    yaml_document_start_event_initialize(&ev, NULL, NULL, NULL,
	    o->len == 0) && emit(&em, &ev) &&
	    yw_node(&yw.w, doc) &&
	    yaml_document_end_event_initialize(&ev, 1) && emit(&em, &ev) &&
	    yaml_stream_end_event_initialize(&ev) && emit(&em, &ev) &&
	    yaml_emitter_flush(&em);
	if (!ok)
		goto fail;
	yaml_emitter_delete(&em);
	return;
fail:
	/* An event libyaml could not build, or a buffer it could not grow,
	 * is memory (issue 15: an allocation failure says so, 70). */
	if (em.error != YAML_EMITTER_ERROR || em.problem == NULL) {
		yaml_emitter_delete(&em);
		diag_fatal("out of memory");
	}
	why = em.problem;
	yaml_emitter_delete(&em);
	diag_fatal("internal error writing YAML: %s", why);
}
