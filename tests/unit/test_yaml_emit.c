/*
 * test_yaml_emit.c — gcacw's own YAML writer (yaml_emit.c), which writes
 * the game file (DESIGN.md section 4) faster than libyaml could (section
 * 2, Scale), against libyaml 0.2.5's emitter, differentially.  The same
 * events go to both, libyaml set up as yaml_write() set it up (unicode,
 * width -1, indent 2, a fresh emitter a document, the first document's
 * start implicit, scalars with style ANY, quoted_implicit 1 and
 * plain_implicit as given); the bytes must be the same.  Hand-picked
 * cases, a table of scalars each in every place, then thousands of
 * random documents from fixed seeds.  A difference prints both outputs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "check_main.h"
#include "fixture.h"
#include "yaml_emit.h"

enum { T_SCALAR, T_SEQ, T_MAP, T_END, T_DOC };

struct tev {
	int		 type;
	const char	*s;		/* T_SCALAR */
	size_t		 len;
	bool		 pi;		/* plain_implicit */
	bool		 flow;		/* T_SEQ, T_MAP */
};

struct tlist {
	struct tev	*v;
	size_t		 n, cap;
};

static void
add(struct tlist *l, int type, const char *s, size_t len, bool pi,
    bool flow)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 64;
		l->v = realloc(l->v, l->cap * sizeof(*l->v));
		ck_assert_ptr_nonnull(l->v);
	}
	l->v[l->n].type = type;
	l->v[l->n].s = s;
	l->v[l->n].len = len;
	l->v[l->n].pi = pi;
	l->v[l->n].flow = flow;
	l->n++;
}

static void sc(struct tlist *l, const char *s, size_t len, bool pi)
{ add(l, T_SCALAR, s, len, pi, false); }
static void str(struct tlist *l, const char *s)
{ add(l, T_SCALAR, s, strlen(s), true, false); }
static void seq(struct tlist *l, bool flow)
{ add(l, T_SEQ, NULL, 0, false, flow); }
static void map(struct tlist *l, bool flow)
{ add(l, T_MAP, NULL, 0, false, flow); }
static void end(struct tlist *l)
{ add(l, T_END, NULL, 0, false, false); }
static void doc(struct tlist *l)
{ add(l, T_DOC, NULL, 0, false, false); }

static int
to_outbuf(void *data, unsigned char *buf, size_t n)
{
	outbuf_add(data, buf, n);
	return 1;
}

static void
lib_emit(yaml_emitter_t *em, yaml_event_t *e)
{
	ck_assert_msg(yaml_emitter_emit(em, e), "libyaml: %s",
	    em->problem != NULL ? em->problem : "?");
}

/* One document, ev[0..n), through libyaml as yaml_write() used it. */
static void
lib_doc(struct outbuf *o, const struct tev *ev, size_t n)
{
	yaml_emitter_t	 em;
	yaml_event_t	 e;
	int		 kinds[YEMIT_DEPTH], nk = 0;
	size_t		 i;
	yaml_char_t	*v;

	ck_assert(yaml_emitter_initialize(&em));
	yaml_emitter_set_output(&em, to_outbuf, o);
	yaml_emitter_set_unicode(&em, 1);
	yaml_emitter_set_width(&em, -1);
	yaml_emitter_set_indent(&em, 2);
	yaml_stream_start_event_initialize(&e, YAML_UTF8_ENCODING);
	lib_emit(&em, &e);
	yaml_document_start_event_initialize(&e, NULL, NULL, NULL,
	    o->len == 0);
	lib_emit(&em, &e);
	for (i = 0; i < n; i++) {
		switch (ev[i].type) {
		case T_SCALAR:
			v = malloc(ev[i].len + 1);
			ck_assert_ptr_nonnull(v);
			memcpy(v, ev[i].s, ev[i].len);
			v[ev[i].len] = '\0';
			memset(&e, 0, sizeof(e));
			e.type = YAML_SCALAR_EVENT;
			e.data.scalar.value = v;
			e.data.scalar.length = ev[i].len;
			e.data.scalar.plain_implicit = ev[i].pi;
			e.data.scalar.quoted_implicit = 1;
			e.data.scalar.style = YAML_ANY_SCALAR_STYLE;
			break;
		case T_SEQ:
			kinds[nk++] = T_SEQ;
			yaml_sequence_start_event_initialize(&e, NULL, NULL, 1,
			    ev[i].flow ? YAML_FLOW_SEQUENCE_STYLE :
			    YAML_BLOCK_SEQUENCE_STYLE);
			break;
		case T_MAP:
			kinds[nk++] = T_MAP;
			yaml_mapping_start_event_initialize(&e, NULL, NULL, 1,
			    ev[i].flow ? YAML_FLOW_MAPPING_STYLE :
			    YAML_BLOCK_MAPPING_STYLE);
			break;
		default:
			if (kinds[--nk] == T_SEQ)
				yaml_sequence_end_event_initialize(&e);
			else
				yaml_mapping_end_event_initialize(&e);
			break;
		}
		lib_emit(&em, &e);
	}
	yaml_document_end_event_initialize(&e, 1);
	lib_emit(&em, &e);
	yaml_stream_end_event_initialize(&e);
	lib_emit(&em, &e);
	ck_assert(yaml_emitter_flush(&em));
	yaml_emitter_delete(&em);
}

/* The same document through yaml_emit.c. */
static void
our_doc(struct outbuf *o, const struct tev *ev, size_t n)
{
	struct yemit	y;
	int		kinds[YEMIT_DEPTH], nk = 0;
	size_t		i;

	yemit_doc_start(&y, o, o->len == 0);
	for (i = 0; i < n; i++) {
		switch (ev[i].type) {
		case T_SCALAR:
			yemit_scalar(&y, ev[i].s, ev[i].len, ev[i].pi);
			break;
		case T_SEQ:
		case T_MAP:
			kinds[nk++] = ev[i].type;
			yemit_start(&y, ev[i].type == T_SEQ ? N_SEQ : N_MAP,
			    ev[i].flow);
			break;
		default:
			nk--;
			yemit_end(&y, kinds[nk] == T_SEQ ? N_SEQ : N_MAP);
			break;
		}
	}
	yemit_doc_end(&y);
}

/* The stream l (documents split at T_DOC) written by both: identical. */
static void
same(const struct tlist *l)
{
	struct outbuf	a, b;
	size_t		i, from = 0;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	for (i = 0; i <= l->n; i++) {
		if (i < l->n && l->v[i].type != T_DOC)
			continue;
		lib_doc(&a, l->v + from, i - from);
		our_doc(&b, l->v + from, i - from);
		from = i + 1;
	}
	/* Both in full on stderr: Check's messages are short. */
	if (a.len != b.len || memcmp(a.data, b.data, a.len) != 0) {
		fprintf(stderr, "the writers differ:\n--- libyaml (%zu bytes)"
		    "\n%.*s\n--- yaml_emit.c (%zu bytes)\n%.*s\n---\n", a.len,
		    (int)a.len, a.data, b.len, (int)b.len, b.data);
		ck_abort_msg("the writers differ (both outputs above)");
	}
	outbuf_free(&a);
	outbuf_free(&b);
}

/*
 * The scalar s as every node it can be, plain_implicit 1 and 0: the root
 * of a first and of a later document, a block mapping's key and value,
 * a block sequence's item (indentless under a key, and in a sequence),
 * a flow sequence's item and a flow mapping's key and value, nested.
 */
static void
everywhere(const char *s, size_t len)
{
	struct tlist	l;
	int		pi;

	for (pi = 0; pi <= 1; pi++) {
		memset(&l, 0, sizeof(l));
		sc(&l, s, len, pi);
		doc(&l);
		sc(&l, s, len, pi);
		doc(&l);
		map(&l, false);
		sc(&l, s, len, pi); sc(&l, s, len, pi);
		str(&l, "k");
		seq(&l, false);
		sc(&l, s, len, pi);
		seq(&l, true); sc(&l, s, len, pi); sc(&l, s, len, pi); end(&l);
		map(&l, true); sc(&l, s, len, pi); sc(&l, s, len, pi); end(&l);
		map(&l, false); sc(&l, s, len, pi); sc(&l, s, len, pi);
		str(&l, "z"); sc(&l, s, len, pi); end(&l);
		seq(&l, false); sc(&l, s, len, pi); sc(&l, s, len, pi); end(&l);
		end(&l);
		str(&l, "f");
		map(&l, true);
		sc(&l, s, len, pi);
		seq(&l, true); sc(&l, s, len, pi); end(&l);
		str(&l, "x"); sc(&l, s, len, pi);
		end(&l);
		sc(&l, s, len, pi);
		map(&l, false); sc(&l, s, len, pi); str(&l, "v"); end(&l);
		end(&l);
		doc(&l);
		seq(&l, true); sc(&l, s, len, pi); end(&l);
		same(&l);
		free(l.v);
	}
}

/*
 * The stream build makes, with the collections it chooses to vary block
 * and then flow: the same bytes from both writers.
 */
static void
in_both_styles(void (*build)(struct tlist *, int flow))
{
	struct tlist	l;
	int		flow;

	for (flow = 0; flow <= 1; flow++) {
		memset(&l, 0, sizeof(l));
		build(&l, flow);
		same(&l);
		free(l.v);
	}
}

/* The scalars every node is written as, each in every place: */
static const struct piece {
	const char	*s;
	size_t		 len;
} scalars[] = {
#define S(x) { x, sizeof(x) - 1 }
	/* Common scalars: words, hex ids, numbers, the fast path. */
	S("Longstreet"), S("Army of the Potomac"), S("S4017"),
	/* Empty: plain only as a block value; '' as a key, in flow, quoted. */
	S(""),
	/* Leading and trailing spaces: never plain. */
	S(" a"), S("a "), S("   "), S("a  b"),
	/* ": " and " #" inside: block indicators; ":" and "#" alone are not. */
	S("a: b"), S("a:"), S("12:30"), S("a #b"), S("a#b"),
	/* Each indicator character first. */
	S("#a"), S(",a"), S("[a]"), S("{a}"), S("]a"), S("&a"), S("*a"),
	S("!a"), S("|a"), S(">a"), S("'a"), S("\"a"), S("%a"), S("@a"),
	S("`a"),
	/* "-", "?" and ":" first: indicators when a space follows, or alone. */
	S("- a"), S("-a"), S("-"), S("-\ta"), S("? a"), S("?a"), S("?"),
	S(": a"), S(":a"), S(":"),
	/* Flow indicators inside: plain in block only. */
	S("a,b[c]{d}?e"),
	/* Document marks. */
	S("---"), S("..."), S("---a"),
	/* Quotes and backslash: doubled in single quotes, escaped in double. */
	S("it's"), S("say \"hi\""), S("a\\b"), S("'\"\t"),
	/* Tab, CR, LF, NEL, LS, PS: escaped or broken across lines. */
	S("a\tb"), S("a\rb"), S("a\r\nb"), S("a\nb"), S("a\n\nb"), S("\na"),
	S("a\n"), S("a\n b"), S("a \nb"), S("a\n'b'"), S("a\xc2\x85" "b"),
	/* U+0080 to U+009F, C1 controls: escaped \x80 to \x9F (NEL is \N). */
	S("\xc2\x80\xc2\x9f"), S("a\xe2\x80\xa8" "b"), S("a\xe2\x80\xa9" "b"),
	S("a\n\xe2\x80\xa8" "b"),
	/* BOM, control characters, DEL, NUL: escaped, \x \u \U, \e \0. */
	S("\xef\xbb\xbf" "a"), S("\x01\x07\x08\x0b\x0c\x1b\x1f"), S("a\x7f"),
	S("a\0b"), S("\xef\xbf\xbe\xef\xbf\xbf"), S("\xf0\x9f\x98\x80"),
	S("\xed\x9f\xbf\xee\x80\x80"),
	/* Non-ASCII printables stay as they are (unicode on), NBSP too. */
	S("Fr\xc3\xa9" "d\xc3\xa9ricksburg"), S("a\xc2\xa0" "b"),
	S("\xc2\xa0"), S("\xe5\x8c\x97 x"),
	/* YAML 1.1's typed words: quoted when plain_implicit is 0. */
	S("~"), S("null"), S("true"), S("12"), S("-3"), S("1.5e3"),
#undef S
};

START_TEST(test_dsgn4_emit_scalar_everywhere)
{
	everywhere(scalars[_i].s, scalars[_i].len);
}
END_TEST

/* Keys of 128 bytes are simple; of 129, or on two lines, `? `. */
START_TEST(test_dsgn4_emit_key_length_128_129)
{
	char	k[140];
	size_t	n;

	memset(k, 'k', sizeof(k));
	for (n = 126; n <= 131; n++)
		everywhere(k, n);
	k[0] = '\xc3';
	k[1] = '\xa9';		/* bytes count, not characters */
	everywhere(k, 129);
	everywhere(k, 128);
	memcpy(k + 60, "a\nb", 3);
	everywhere(k, 100);	/* multi-line: never simple */
	memcpy(k + 60, "a'b", 3);
	everywhere(k, 129);
}
END_TEST

/*
 * yemit_scalar's one-step way for plain scalars (fast_plain): in every
 * state it takes (a flow or block mapping's later key or value, a flow
 * or block sequence's later item), each followed by what takes the full
 * way (a quoted scalar, a collection, a key of 129 bytes, an end), so a
 * wrong state or flag left behind shows in the next bytes.
 */
static void
plain_fast_states(struct tlist *l, int flow)
{
	static char	k[129];

	memset(k, 'k', sizeof(k));
	map(l, flow);
	str(l, "a"); str(l, "b");
	str(l, "c"); seq(l, flow);
	str(l, "x"); str(l, "y"); sc(l, "z", 1, false);
	map(l, flow); str(l, "k"); str(l, "v"); end(l);
	str(l, "w"); seq(l, false); str(l, "i"); end(l);
	end(l);
	str(l, "d"); sc(l, "q", 1, false);
	str(l, "e"); map(l, true);
	str(l, "k"); str(l, "v"); str(l, "k2"); str(l, "v 2");
	str(l, "k3"); seq(l, true); str(l, "p"); str(l, "q");
	end(l);
	sc(l, k, 129, true); str(l, "long");
	str(l, "k4"); str(l, "it's");
	end(l);
	sc(l, k, 129, true); str(l, "long");
	str(l, "f"); map(l, false); str(l, "g"); str(l, "h");
	end(l);
	str(l, "g"); seq(l, false);
	map(l, flow); str(l, "k"); str(l, "v"); str(l, "k2");
	str(l, "v2"); end(l);
	str(l, "item"); str(l, "item2"); seq(l, flow); end(l);
	str(l, "item3"); sc(l, "", 0, true);
	end(l);
	str(l, "h"); str(l, "last");
	end(l);
}

START_TEST(test_dsgn4_emit_plain_fast_states)
{
	in_both_styles(plain_fast_states);
}
END_TEST

/* Empty collections are written flow, [] and {}, in every place. */
static void
empty_collections(struct tlist *l, int flow)
{
	seq(l, flow); end(l);
	doc(l);
	map(l, flow); end(l);
	doc(l);
	map(l, false);
	str(l, "a"); seq(l, flow); end(l);
	str(l, "b"); map(l, flow); end(l);
	seq(l, flow); end(l); str(l, "seq key");
	map(l, flow); end(l); map(l, flow); end(l);
	str(l, "c");
	seq(l, false);
	seq(l, flow); end(l);
	map(l, flow); end(l);
	seq(l, true); seq(l, flow); end(l); end(l);
	map(l, true); map(l, flow); end(l);
	seq(l, flow); end(l); end(l);
	end(l);
	end(l);
}

START_TEST(test_dsgn4_emit_empty_collections)
{
	in_both_styles(empty_collections);
}
END_TEST

/* Collections as keys: not empty, `? ` and the value under `: `. */
static void
complex_keys(struct tlist *l, int flow)
{
	map(l, flow);
	seq(l, false); str(l, "a"); str(l, "b"); end(l);
	str(l, "v");
	map(l, false); str(l, "k"); str(l, "v"); end(l);
	seq(l, false); str(l, "x"); end(l);
	seq(l, true); str(l, "a"); end(l);
	map(l, true); str(l, "k"); str(l, "v"); end(l);
	str(l, "multi\nline");
	map(l, false); str(l, "k"); str(l, "v"); end(l);
	str(l, "last"); str(l, "");
	end(l);
}

START_TEST(test_dsgn4_emit_complex_keys)
{
	in_both_styles(complex_keys);
}
END_TEST

/* Nested flow in block, sequences of sequences and of mappings, block
 * mappings in block mappings: where indentation goes. */
START_TEST(test_dsgn4_emit_nesting)
{
	struct tlist l;

	memset(&l, 0, sizeof(l));
	map(&l, false);
	str(&l, "flow"); seq(&l, true); str(&l, "a");
	map(&l, true); str(&l, "k"); seq(&l, true); str(&l, "b"); end(&l);
	end(&l); end(&l);
	str(&l, "seqs");
	seq(&l, false);
	seq(&l, false); seq(&l, false); str(&l, "deep"); end(&l);
	str(&l, "x"); end(&l);
	map(&l, false); str(&l, "a"); str(&l, "1"); str(&l, "b");
	seq(&l, false); str(&l, "c"); end(&l); end(&l);
	map(&l, false); str(&l, "m");
	map(&l, false); str(&l, "n"); str(&l, "o"); end(&l); end(&l);
	end(&l);
	str(&l, "maps");
	map(&l, false); str(&l, "inner");
	map(&l, false); str(&l, "x"); str(&l, "y"); end(&l); end(&l);
	end(&l);
	doc(&l);
	seq(&l, false); seq(&l, false); str(&l, "a"); end(&l); end(&l);
	doc(&l);
	seq(&l, false);
	map(&l, false); str(&l, "a"); seq(&l, false); str(&l, "b");
	end(&l); end(&l);
	end(&l);
	same(&l);
	free(l.v);
}
END_TEST

/* Two and three documents: `---` before each but the first, also
 * before a root scalar and a root flow collection. */
START_TEST(test_dsgn4_emit_documents)
{
	struct tlist l;

	memset(&l, 0, sizeof(l));
	map(&l, false); str(&l, "doc"); str(&l, "1"); end(&l);
	doc(&l);
	map(&l, false); str(&l, "doc"); str(&l, "2"); end(&l);
	same(&l);
	doc(&l);
	str(&l, "three");
	doc(&l);
	map(&l, true); str(&l, "a"); str(&l, "b"); end(&l);
	doc(&l);
	seq(&l, false); str(&l, "x"); end(&l);
	same(&l);
	free(l.v);
}
END_TEST

/* 70 levels, deeper than the reader admits (YAML_MAX_DEPTH, an `x-`
 * value written again), block and flow. */
START_TEST(test_dsgn4_emit_deep_nesting)
{
	struct tlist	l;
	int		i;

	memset(&l, 0, sizeof(l));
	for (i = 0; i < 70; i++) {
		if (i % 3 == 0)
			seq(&l, i > 60);
		else {
			map(&l, i > 60);
			str(&l, i % 3 == 1 ? "k" : "k\nl");
		}
	}
	str(&l, "leaf");
	for (i = 69; i >= 0; i--) {
		str(&l, "after");
		if (i % 3 != 0)
			str(&l, "");
		end(&l);
	}
	same(&l);
	free(l.v);
}
END_TEST

/* ---- random documents ---- */

static unsigned long long rng;

static unsigned
rnd(unsigned n)
{
	rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((rng >> 33) % n);
}

/* Pieces scalars are made of: the characters every rule turns on. */
static const struct piece pieces[] = {
#define P(x) { x, sizeof(x) - 1 }
	P("a"), P("b"), P("Z"), P("7"), P("x1F"), P(" "), P(" "), P("  "),
	P("-"), P("?"), P(":"), P("#"), P(","), P("["), P("]"), P("{"),
	P("}"), P("&"), P("*"), P("!"), P("|"), P(">"), P("'"), P("\""),
	P("%"), P("@"), P("`"), P("\\"), P("\t"), P("\r"), P("\n"),
	P("\n"), P("\xc2\x85"), P("\xe2\x80\xa8"), P("\xe2\x80\xa9"),
	P("\xef\xbb\xbf"), P("\xc2\x9f"), P("\x01"), P("\x1b"), P("\x7f"),
	P("\0"),
	P("\xc3\xa9"), P("\xc2\xa0"), P("\xf0\x9f\x98\x80"),
	P("\xee\x80\x80"), P("\xef\xbf\xbe"), P("\xed\x9f\xbf"), P("~"),
	P("null"), P("true"), P("12"), P("---"), P("..."), P("."),
	P(": "), P(" #"), P("- "), P("? "), P("''"),
#undef P
};

/* A pool for one stream's scalars. */
static char	pool[1 << 16];
static size_t	pooled;

static void
rnd_scalar(struct tlist *l)
{
	const struct piece	*p;
	size_t			 start = pooled, n, i;

	if (rnd(25) == 0) {		/* around the 128-byte key limit */
		n = 120 + rnd(16);
		memset(pool + pooled, 'k', n);
		pooled += n;
		if (rnd(2)) {
			p = &pieces[rnd(sizeof(pieces) / sizeof(pieces[0]))];
			memcpy(pool + start + rnd((unsigned)n - 4), p->s,
			    p->len < 4 ? p->len : 4);
		}
	} else {
		n = rnd(3) == 0 ? 1 : rnd(6);
		for (i = 0; i < n; i++) {
			p = &pieces[rnd(sizeof(pieces) / sizeof(pieces[0]))];
			memcpy(pool + pooled, p->s, p->len);
			pooled += p->len;
		}
	}
	sc(l, pool + start, pooled - start, rnd(4) != 0);
}

static void
rnd_node(struct tlist *l, int depth)
{
	unsigned	n, i, kind = depth >= 5 ? 0 : rnd(5);
	bool		flow = rnd(3) == 0;

	if (kind < 2) {
		rnd_scalar(l);
		return;
	}
	n = rnd(5);
	if (kind == 2) {
		seq(l, flow);
		for (i = 0; i < n; i++)
			rnd_node(l, depth + 1);
	} else {
		map(l, flow);
		for (i = 0; i < n; i++) {
			if (rnd(6) == 0)
				rnd_node(l, depth + 1);	/* any key */
			else
				rnd_scalar(l);
			rnd_node(l, depth + 1);
		}
	}
	end(l);
}

/* Streams of one to three random documents from seeds first..last. */
static void
random_streams(unsigned first, unsigned last)
{
	struct tlist	l;
	unsigned	seed, d, ndoc;

	memset(&l, 0, sizeof(l));
	for (seed = first; seed <= last; seed++) {
		rng = seed;
		l.n = 0;
		pooled = 0;
		ndoc = 1 + rnd(3);
		for (d = 0; d < ndoc; d++) {
			if (d > 0)
				doc(&l);
			rnd_node(&l, rnd(2) ? 0 : 4);
		}
		ck_assert_msg(pooled < sizeof(pool) / 2, "pool too small");
		same(&l);
	}
	free(l.v);
}

/* 4,000 random streams, seeds 1 to 4000. */
START_TEST(test_dsgn4_emit_random_documents)
{
	random_streams(1, 4000);
}
END_TEST

CHECK_SUITE(yaml_emit, NULL, NULL, 120,
    CHECK_LOOPS({ test_dsgn4_emit_scalar_everywhere, N(scalars) }))
