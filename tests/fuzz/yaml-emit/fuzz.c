/*
 * fuzz.c — gcacw's YAML writer (lib/yaml/yaml_emit.c) against libyaml's
 * emitter, differentially: any input libyaml parses is taken
 * as a stream of events, each document written by both, libyaml set up
 * as yaml_write() set it up before it had a writer of its own (unicode,
 * width -1, indent 2, a fresh emitter a document, the first document's
 * start implicit).  The bytes must be the same; else both are printed and
 * the target aborts.  tests/unit/test_yaml_emit.c holds the hand-picked
 * and seeded cases; this one lets coverage find the rest.
 *
 * A scalar's plain_implicit is its style in the input (plain or not), so
 * both settings are reached.  Anchors and tags are dropped (gcacw writes
 * none); an alias, or nesting past the reader's limit, ends the input.
 *
 *	make fuzz && build-fuzz/fuzz-yaml-emit -max_total_time=600 \
 *	    build-fuzz/corpus/yaml-emit tests/fuzz/yaml-emit/corpus
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "outbuf.h"
#include "yaml_emit.h"
#include "yamlio.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static int
to_outbuf(void *data, unsigned char *buf, size_t n)
{
	outbuf_add(data, buf, n);
	return 1;
}

/* One event to libyaml's emitter, built as yaml_write() built it. */
static void
lib_event(yaml_emitter_t *em, const yaml_event_t *in)
{
	yaml_event_t	 e;
	yaml_char_t	*v;

	memset(&e, 0, sizeof(e));
	switch (in->type) {
	case YAML_SCALAR_EVENT:
		if ((v = malloc(in->data.scalar.length + 1)) == NULL)
			abort();
		memcpy(v, in->data.scalar.value, in->data.scalar.length);
		v[in->data.scalar.length] = '\0';
		e.type = YAML_SCALAR_EVENT;
		e.data.scalar.value = v;
		e.data.scalar.length = in->data.scalar.length;
		e.data.scalar.plain_implicit = in->data.scalar.style ==
		    YAML_PLAIN_SCALAR_STYLE;
		e.data.scalar.quoted_implicit = 1;
		e.data.scalar.style = YAML_ANY_SCALAR_STYLE;
		break;
	case YAML_SEQUENCE_START_EVENT:
		yaml_sequence_start_event_initialize(&e, NULL, NULL, 1,
		    in->data.sequence_start.style);
		break;
	case YAML_MAPPING_START_EVENT:
		yaml_mapping_start_event_initialize(&e, NULL, NULL, 1,
		    in->data.mapping_start.style);
		break;
	case YAML_SEQUENCE_END_EVENT:
		yaml_sequence_end_event_initialize(&e);
		break;
	default:
		yaml_mapping_end_event_initialize(&e);
		break;
	}
	if (!yaml_emitter_emit(em, &e)) {
		fprintf(stderr, "libyaml's emitter: %s\n", em->problem);
		abort();
	}
}

/* The same event to yaml_emit.c. */
static void
our_event(struct yemit *y, const yaml_event_t *in)
{
	switch (in->type) {
	case YAML_SCALAR_EVENT:
		yemit_scalar(y, (const char *)in->data.scalar.value,
		    in->data.scalar.length, in->data.scalar.style ==
		    YAML_PLAIN_SCALAR_STYLE);
		break;
	case YAML_SEQUENCE_START_EVENT:
		yemit_start(y, N_SEQ, in->data.sequence_start.style ==
		    YAML_FLOW_SEQUENCE_STYLE);
		break;
	case YAML_MAPPING_START_EVENT:
		yemit_start(y, N_MAP, in->data.mapping_start.style ==
		    YAML_FLOW_MAPPING_STYLE);
		break;
	case YAML_SEQUENCE_END_EVENT:
		yemit_end(y, N_SEQ);
		break;
	default:
		yemit_end(y, N_MAP);
		break;
	}
}

struct both {
	yaml_emitter_t	 em;
	struct yemit	 y;
	struct outbuf	 a, b;
	int		 depth;
	bool		 open;		/* a document begun */
};

static void
doc_start(struct both *w)
{
	yaml_event_t e;

	if (!yaml_emitter_initialize(&w->em))
		abort();
	yaml_emitter_set_output(&w->em, to_outbuf, &w->a);
	yaml_emitter_set_unicode(&w->em, 1);
	yaml_emitter_set_width(&w->em, -1);
	yaml_emitter_set_indent(&w->em, 2);
	yaml_stream_start_event_initialize(&e, YAML_UTF8_ENCODING);
	yaml_emitter_emit(&w->em, &e);
	yaml_document_start_event_initialize(&e, NULL, NULL, NULL,
	    w->a.len == 0);
	yaml_emitter_emit(&w->em, &e);
	yemit_doc_start(&w->y, &w->b, w->b.len == 0);
	w->open = true;
}

static void
doc_end(struct both *w)
{
	yaml_event_t e;

	yaml_document_end_event_initialize(&e, 1);
	yaml_emitter_emit(&w->em, &e);
	yaml_stream_end_event_initialize(&e);
	yaml_emitter_emit(&w->em, &e);
	if (!yaml_emitter_flush(&w->em))
		abort();
	yaml_emitter_delete(&w->em);
	yemit_doc_end(&w->y);
	w->open = false;
}

/* One parsed event to both writers; 0 to stop reading the input. */
static int
feed(struct both *w, const yaml_event_t *ev)
{
	switch (ev->type) {
	case YAML_DOCUMENT_START_EVENT:
		doc_start(w);
		return 1;
	case YAML_DOCUMENT_END_EVENT:
		doc_end(w);
		return 1;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		if (++w->depth > YAML_MAX_DEPTH)
			return 0;
		break;
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		w->depth--;
		break;
	case YAML_SCALAR_EVENT:
		break;
	default:
		return ev->type != YAML_ALIAS_EVENT;
	}
	lib_event(&w->em, ev);
	our_event(&w->y, ev);
	return 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	yaml_parser_t	p;
	yaml_event_t	ev;
	struct both	w;
	int		go = 1, done = 0;

	memset(&w, 0, sizeof(w));
	if (!yaml_parser_initialize(&p))
		abort();
	yaml_parser_set_input_string(&p, data, size);
	while (go && !done && yaml_parser_parse(&p, &ev)) {
		done = ev.type == YAML_STREAM_END_EVENT;
		go = feed(&w, &ev);
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	/* Only whole streams are compared: a stream cut by a parse error,
	 * an alias or nesting was still written by both, and is dropped. */
	if (w.open)
		yaml_emitter_delete(&w.em);
	if (done && (w.a.len != w.b.len ||
	    (w.a.len > 0 && memcmp(w.a.data, w.b.data, w.a.len) != 0))) {
		fprintf(stderr, "the writers differ:\n--- libyaml (%zu bytes)"
		    "\n%.*s\n--- yaml_emit.c (%zu bytes)\n%.*s\n---\n", w.a.len,
		    (int)w.a.len, w.a.data, w.b.len, (int)w.b.len, w.b.data);
		abort();
	}
	outbuf_free(&w.a);
	outbuf_free(&w.b);
	return 0;
}
