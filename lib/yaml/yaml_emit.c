/*
 * yaml_emit.c — gcacw's YAML writer (yaml_emit.h): the output
 * libyaml 0.2.5's emitter gives with unicode on, width -1 and indent 2,
 * written straight into the outbuf.  libyaml spent a third of a campaign
 * ruling in its emitter and a malloc a scalar; this is a copy a scalar.
 *
 * The rules are libyaml's (src/emitter.c), kept where they decide a
 * byte: the same state machine over the same events, the same flags
 * (whitespace, indention, column) deciding where a line breaks, the same
 * scan of a scalar deciding its style.  What the settings make dead is
 * left out: no line is ever folded (width -1: the column never passes
 * the best width), no canonical form, no tags, anchors, block scalars.
 * tests/unit/test_yaml_emit.c proves the two byte-identical, by hand-
 * picked cases and by thousands of random documents.
 */
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "yaml_emit.h"

/* What the next event may be: libyaml's emitter states. */
enum {
	ST_DOC_CONTENT,
	ST_DOC_END,
	ST_FSEQ_FIRST, ST_FSEQ,
	ST_FMAP_FIRST, ST_FMAP_KEY, ST_FMAP_SVAL, ST_FMAP_VAL,
	ST_BSEQ_FIRST, ST_BSEQ,
	ST_BMAP_FIRST, ST_BMAP_KEY, ST_BMAP_SVAL, ST_BMAP_VAL
};

enum { EV_SCALAR, EV_SEQ_START, EV_SEQ_END, EV_MAP_START, EV_MAP_END };
enum { PLAIN, SINGLE, DOUBLE };

/* What a scalar's text allows: libyaml's analyze_scalar. */
struct scan {
	bool	multiline;	/* a line break inside: never a simple key */
	bool	flow_plain, block_plain, single_ok;
};

struct ev {
	int		 type;
	bool		 flow, empty;	/* starts */
	bool		 plain_implicit;
	const char	*s;		/* scalars */
	size_t		 len;
	struct scan	 sc;
};

/* ---- output ---- */

/* Room for n bytes: grown at least twofold, as outbuf_add grows. */
static char *
room(struct yemit *y, size_t n)
{
	struct outbuf *o = y->o;

	if (o->cap - o->len < n)
		outbuf_reserve(o, n > o->cap ? (n > 4096 ? n : 4096) : o->cap);
	return o->data + o->len;
}

/*
 * The column counts bytes where libyaml counts characters: it is read
 * only while nothing but indentation and indicators is on the line
 * (indention), and those are ASCII; after any scalar text the next
 * indent breaks the line whatever the column.
 */
static void
put(struct yemit *y, const char *s, size_t n)
{
	/* An empty plain scalar first in an empty, NULL buffer: memcpy
	 * to NULL is undefined even for 0 bytes. */
	if (n == 0)
		return;
	memcpy(room(y, n), s, n);
	y->o->len += n;
	y->column += (int)n;
}

static void
put_ch(struct yemit *y, char c)
{
	*room(y, 1) = c;
	y->o->len++;
	y->column++;
}

static void
put_break(struct yemit *y)
{
	*room(y, 1) = '\n';
	y->o->len++;
	y->column = 0;
}

/* A new line at the indent unless the line is still only indentation
 * short of it (libyaml's write_indent). */
static void
put_indent(struct yemit *y)
{
	int ind = y->indent >= 0 ? y->indent : 0;

	if (!y->indention || y->column > ind ||
	    (y->column == ind && !y->whitespace))
		put_break(y);
	while (y->column < ind)
		put_ch(y, ' ');
	y->whitespace = true;
	y->indention = true;
}

/* "- ", "? ", ": ", ",", "[": a space before when the last byte was not
 * one and the indicator needs it. */
static void
indicator(struct yemit *y, const char *s, bool need_ws, bool is_ws,
    bool is_indention)
{
	if (need_ws && !y->whitespace)
		put_ch(y, ' ');
	put(y, s, strlen(s));
	y->whitespace = is_ws;
	y->indention = y->indention && is_indention;
}

/* ---- stacks ---- */

static void
push_state(struct yemit *y, int st)
{
	if (y->nstates == YEMIT_DEPTH)
		diag_fatal("internal error: YAML written deeper than %d",
		    YEMIT_DEPTH / 2);
	y->states[y->nstates++] = (unsigned char)st;
}

static void
pop_state(struct yemit *y)
{
	y->state = y->states[--y->nstates];
}

/* A flow collection or a scalar indents from 2 at the root; a block
 * sequence that is a mapping's value stays at its key's column. */
static void
indent_in(struct yemit *y, bool flow, bool indentless)
{
	if (y->nindents == YEMIT_DEPTH)
		diag_fatal("internal error: YAML written deeper than %d",
		    YEMIT_DEPTH / 2);
	y->indents[y->nindents++] = y->indent;
	if (y->indent < 0)
		y->indent = flow ? 2 : 0;
	else if (!indentless)
		y->indent += 2;
}

static void
indent_out(struct yemit *y)
{
	y->indent = y->indents[--y->nindents];
}

/* ---- a scalar's text ---- */

/*
 * ASCII indicators as bit sets over 0x00-0x3F and 0x40-0x7F, a test a
 * byte: those a plain scalar may not hold past its first character
 * (flow indicators) and, with those, the ones it may not begin with.
 */
#define B(c)		((uint64_t)1 << ((c) & 63))
#define MID_LO		(B(',') | B('?') | B(':'))
#define MID_HI		(B('[') | B(']') | B('{') | B('}'))
#define FIRST_LO	(MID_LO | B('#') | B('&') | B('*') | B('!') | \
			    B('>') | B('\'') | B('"') | B('%'))
#define FIRST_HI	(MID_HI | B('|') | B('@') | B('`'))

static bool
in_set(unsigned char c, uint64_t lo, uint64_t hi)
{
	if (c < 64)
		return (lo >> c) & 1;
	return c < 128 && ((hi >> (c - 64)) & 1);
}

static int
width(unsigned char c)
{
	if (c < 0x80)
		return 1;
	if ((c & 0xE0) == 0xC0)
		return 2;
	if ((c & 0xF0) == 0xE0)
		return 3;
	if ((c & 0xF8) == 0xF0)
		return 4;
	return 1;	/* not UTF-8: the reader lets none through */
}

/* LF, CR, NEL, LS or PS at s[i]. */
static bool
is_break(const unsigned char *s, size_t len, size_t i)
{
	if (s[i] == '\n' || s[i] == '\r')
		return true;
	if (s[i] == 0xC2)
		return i + 1 < len && s[i + 1] == 0x85;
	if (s[i] == 0xE2)
		return i + 2 < len && s[i + 1] == 0x80 &&
		    (s[i + 2] == 0xA8 || s[i + 2] == 0xA9);
	return false;
}

/* A blank, a break or the end (libyaml reads the value's NUL there). */
static bool
is_blankz(const unsigned char *s, size_t len, size_t i)
{
	if (i >= len)
		return true;
	return s[i] == ' ' || s[i] == '\t' || s[i] == '\0' ||
	    is_break(s, len, i);
}

/* What YAML 1.1 lets stand unescaped: LF, ASCII's printables, and of the
 * rest #xA0-#xD7FF and #xE000-#xFFFD but the BOM; not #x10000 up. */
static bool
is_printable(const unsigned char *s, size_t len, size_t i)
{
	unsigned char c = s[i], c1 = i + 1 < len ? s[i + 1] : 0,
	    c2 = i + 2 < len ? s[i + 2] : 0;

	if (c < 0x80)
		return c == '\n' || (c >= 0x20 && c <= 0x7E);
	if (c == 0xC2)
		return c1 >= 0xA0;
	if (c > 0xC2 && c < 0xED)
		return true;
	if (c == 0xED)
		return c1 < 0xA0;
	if (c == 0xEE)
		return true;
	if (c == 0xEF)
		return !(c1 == 0xBB && c2 == 0xBF) &&
		    !(c1 == 0xBF && (c2 == 0xBE || c2 == 0xBF));
	return false;
}

/*
 * Most scalars are names, hex ids and numbers: ASCII printables, single
 * spaces between words, no indicator.  Those are plain anywhere; anything
 * else is scanned in full.
 */
static bool
plain_everywhere(const unsigned char *s, size_t len)
{
	size_t i;

	if (len == 0 || s[0] <= ' ' || s[0] > '~' ||
	    in_set(s[0], FIRST_LO, FIRST_HI))
		return false;
	/* "- x" is a sequence's item, "---" and "..." a document's mark. */
	if (s[0] == '-' && (len == 1 || s[1] == ' '))
		return false;
	if (len >= 3 && (s[0] == '-' || s[0] == '.') && s[1] == s[0] &&
	    s[2] == s[0])
		return false;
	for (i = 1; i < len; i++) {
		if (s[i] == ' ') {
			if (i == len - 1)
				return false;	/* trailing space */
			continue;
		}
		if (s[i] < ' ' || s[i] > '~' || in_set(s[i], MID_LO, MID_HI))
			return false;
		if (s[i] == '#' && s[i - 1] == ' ')
			return false;		/* a comment */
	}
	return true;
}

/* The first character's indicators: ind[0] flow, ind[1] block. */
static void
first_indicators(unsigned char c, bool next_ws, bool ind[2])
{
	if (in_set(c, FIRST_LO & ~(B('?') | B(':')), FIRST_HI))
		ind[0] = ind[1] = true;
	if (c == '?' || c == ':') {
		ind[0] = true;
		if (next_ws)
			ind[1] = true;
	}
	if (c == '-' && next_ws)
		ind[0] = ind[1] = true;
}

/* Later characters' indicators. */
static void
mid_indicators(unsigned char c, bool prev_ws, bool next_ws, bool ind[2])
{
	if (c == ',' || c == '?' || c == '[' || c == ']' || c == '{' ||
	    c == '}')
		ind[0] = true;
	if (c == ':') {
		ind[0] = true;
		if (next_ws)
			ind[1] = true;
	}
	if (c == '#' && prev_ws)
		ind[0] = ind[1] = true;
}

/* libyaml's analyze_scalar, in one pass. */
static void
scan_scalar(const unsigned char *s, size_t len, struct scan *sc)
{
	bool	ind[2] = { false, false }, special = false, breaks = false;
	bool	edge = false, break_space = false;
	bool	space_break = false, prev_space = false, prev_break = false;
	bool	prev_ws = true, next_ws, sp, br;
	size_t	i, w;

	sc->multiline = false;
	if (plain_everywhere(s, len)) {
		sc->flow_plain = sc->block_plain = sc->single_ok = true;
		return;
	}
	if (len == 0) {
		sc->flow_plain = false;
		sc->block_plain = sc->single_ok = true;
		return;
	}
	if (len >= 3 && (s[0] == '-' || s[0] == '.') && s[1] == s[0] &&
	    s[2] == s[0])
		ind[0] = ind[1] = true;
	for (i = 0; i < len; i += w) {
		w = (size_t)width(s[i]);
		next_ws = is_blankz(s, len, i + w);
		if (i == 0)
			first_indicators(s[i], next_ws, ind);
		else
			mid_indicators(s[i], prev_ws, next_ws, ind);
		if (!is_printable(s, len, i))
			special = true;
		sp = s[i] == ' ';
		br = is_break(s, len, i);
		breaks = breaks || br;
		/* Leading or trailing space or break: never plain. */
		if ((sp || br) && (i == 0 || i + w >= len))
			edge = true;
		if (sp && prev_break)
			break_space = true;
		if (br && prev_space)
			space_break = true;
		prev_space = sp;
		prev_break = br;
		prev_ws = is_blankz(s, len, i);
	}
	sc->multiline = breaks;
	sc->flow_plain = sc->block_plain = !(edge || break_space ||
	    space_break || special || breaks);
	sc->single_ok = !(break_space || space_break || special);
	if (ind[0])
		sc->flow_plain = false;
	if (ind[1])
		sc->block_plain = false;
}

/* libyaml's select_scalar_style, for untagged scalars that may always
 * be quoted (quoted_implicit). */
static int
scalar_style(const struct yemit *y, const struct ev *e)
{
	int style = PLAIN;

	if (y->simple_key && e->sc.multiline)
		return DOUBLE;
	if (y->flow_level ? !e->sc.flow_plain : !e->sc.block_plain)
		style = SINGLE;
	if (e->len == 0 && (y->flow_level || y->simple_key))
		style = SINGLE;
	if (!e->plain_implicit)
		style = SINGLE;
	if (style == SINGLE && !e->sc.single_ok)
		style = DOUBLE;
	return style;
}

static void
write_plain(struct yemit *y, const char *s, size_t len)
{
	/* No space after `key:` for an empty value. */
	if (!y->whitespace && (len > 0 || y->flow_level))
		put_ch(y, ' ');
	put(y, s, len);
	y->whitespace = false;
	y->indention = false;
}

/* Only LF, LS and PS come here as breaks (CR and NEL are not printable):
 * each LF doubled, as single quotes fold a lone one, the next line at
 * the scalar's indent. */
static void
write_single(struct yemit *y, const unsigned char *s, size_t len)
{
	bool	breaks = false;
	size_t	i, w;

	indicator(y, "'", true, false, false);
	for (i = 0; i < len; i += w) {
		w = (size_t)width(s[i]);
		if (s[i] == ' ') {
			put_ch(y, ' ');
			continue;
		}
		if (is_break(s, len, i)) {
			if (!breaks && s[i] == '\n')
				put_break(y);
			if (s[i] == '\n')
				put_break(y);
			else {
				put(y, (const char *)s + i, w);
				y->column = 0;
			}
			y->indention = true;
			breaks = true;
			continue;
		}
		if (breaks)
			put_indent(y);
		if (s[i] == '\'')
			put_ch(y, '\'');
		put(y, (const char *)s + i, w);
		y->indention = false;
		breaks = false;
	}
	if (breaks)
		put_indent(y);
	indicator(y, "'", false, false, false);
	y->whitespace = false;
	y->indention = false;
}

/* The escape of the code point v: its letter, or \x, \u, \U and hex. */
static void
write_escape(struct yemit *y, unsigned v)
{
	static const char	 from[] = "\0\a\b\t\n\v\f\r\x1b\"\\";
	static const char	 to[] = "0abtnvfre\"\\";
	const char		*p;
	char			 buf[10];
	int			 n, k;

	put_ch(y, '\\');
	if (v < 0x80 && (p = memchr(from, (int)v, sizeof(from) - 1)) != NULL) {
		put_ch(y, to[p - from]);
		return;
	}
	switch (v) {
	case 0x85:
		put_ch(y, 'N');
		return;
	case 0xA0:
		put_ch(y, '_');
		return;
	case 0x2028:
		put_ch(y, 'L');
		return;
	case 0x2029:
		put_ch(y, 'P');
		return;
	}
	buf[0] = v <= 0xFF ? 'x' : v <= 0xFFFF ? 'u' : 'U';
	n = v <= 0xFF ? 2 : v <= 0xFFFF ? 4 : 8;
	for (k = 0; k < n; k++)
		buf[1 + k] = "0123456789ABCDEF"[(v >> (4 * (n - 1 - k))) & 0xF];
	put(y, buf, (size_t)n + 1);
}

/* The code point at s[i], w bytes. */
static unsigned
code_point(const unsigned char *s, size_t w)
{
	unsigned	v;
	size_t		k;

	v = w == 1 ? s[0] : w == 2 ? s[0] & 0x1Fu : w == 3 ? s[0] & 0x0Fu :
	    s[0] & 0x07u;
	for (k = 1; k < w; k++)
		v = (v << 6) + (s[k] & 0x3Fu);
	return v;
}

static void
write_double(struct yemit *y, const unsigned char *s, size_t len)
{
	size_t i, w;

	indicator(y, "\"", true, false, false);
	for (i = 0; i < len; i += w) {
		w = (size_t)width(s[i]);
		if (i + w > len)
			w = len - i;
		if (!is_printable(s, len, i) || is_break(s, len, i) ||
		    s[i] == '"' || s[i] == '\\')
			write_escape(y, code_point(s + i, w));
		else
			put(y, (const char *)s + i, w);
	}
	indicator(y, "\"", false, false, false);
	y->whitespace = false;
	y->indention = false;
}

/* ---- the state machine ---- */

static void	dispatch(struct yemit *, const struct ev *);

/* libyaml's longest simple key, in bytes. */
#define SIMPLE_KEY_MAX	128

/* A key on one line and of at most 128 bytes, or an empty collection, is
 * written without `? `. */
static bool
simple_key_ok(const struct ev *e)
{
	if (e->type == EV_SCALAR)
		return !e->sc.multiline && e->len <= SIMPLE_KEY_MAX;
	return (e->type == EV_SEQ_START || e->type == EV_MAP_START) &&
	    e->empty;
}

static void
node(struct yemit *y, const struct ev *e, bool mapping, bool simple_key)
{
	const unsigned char *s = (const unsigned char *)e->s;

	y->in_mapping = mapping;
	y->simple_key = simple_key;
	switch (e->type) {
	case EV_SCALAR:
		indent_in(y, true, false);
		switch (scalar_style(y, e)) {
		case PLAIN:
			write_plain(y, e->s, e->len);
			break;
		case SINGLE:
			write_single(y, s, e->len);
			break;
		default:
			write_double(y, s, e->len);
			break;
		}
		indent_out(y);
		pop_state(y);
		return;
	case EV_SEQ_START:
		y->state = y->flow_level || e->flow || e->empty ?
		    ST_FSEQ_FIRST : ST_BSEQ_FIRST;
		return;
	case EV_MAP_START:
		y->state = y->flow_level || e->flow || e->empty ?
		    ST_FMAP_FIRST : ST_BMAP_FIRST;
		return;
	default:
		diag_fatal("internal error: a collection's end written "
		    "where a node goes");
	}
}

/*
 * A flow collection's first event opens it ("[" or "{"), its end event
 * closes it; items after the first follow a ",".  True when e closed
 * it.
 */
static inline bool
flow_item(struct yemit *y, const struct ev *e, bool first, const char *open,
    const char *close, int end)
{
	if (first) {
		indicator(y, open, true, true, false);
		indent_in(y, true, false);
		y->flow_level++;
	}
	if (e->type == end) {
		y->flow_level--;
		indent_out(y);
		indicator(y, close, false, false, false);
		pop_state(y);
		return true;
	}
	if (!first)
		indicator(y, ",", false, false, false);
	return false;
}

/* A block collection's first event indents it, its end event outdents
 * it; each item starts on a line of its own.  True when e closed it. */
static inline bool
block_item(struct yemit *y, const struct ev *e, bool first, bool indentless,
    int end)
{
	if (first)
		indent_in(y, false, indentless);
	if (e->type == end) {
		indent_out(y);
		pop_state(y);
		return true;
	}
	put_indent(y);
	return false;
}

/* A mapping's key: simple, its value next (state svalue), or after
 * "?" (state value). */
static inline void
map_key(struct yemit *y, const struct ev *e, int svalue, int value,
    bool block)
{
	if (simple_key_ok(e)) {
		push_state(y, svalue);
		node(y, e, true, true);
	} else {
		indicator(y, "?", true, false, block);
		push_state(y, value);
		node(y, e, true, false);
	}
}

static void
flow_seq_item(struct yemit *y, const struct ev *e, bool first)
{
	if (flow_item(y, e, first, "[", "]", EV_SEQ_END))
		return;
	push_state(y, ST_FSEQ);
	node(y, e, false, false);
}

static void
flow_map_key(struct yemit *y, const struct ev *e, bool first)
{
	if (flow_item(y, e, first, "{", "}", EV_MAP_END))
		return;
	map_key(y, e, ST_FMAP_SVAL, ST_FMAP_VAL, false);
}

static void
flow_map_value(struct yemit *y, const struct ev *e, bool simple)
{
	indicator(y, ":", !simple, false, false);
	push_state(y, ST_FMAP_KEY);
	node(y, e, true, false);
}

/* A block sequence that is a mapping's value after `key:` is not
 * indented further: `- ` stands at the key's column. */
static void
block_seq_item(struct yemit *y, const struct ev *e, bool first)
{
	if (block_item(y, e, first, y->in_mapping && !y->indention,
	    EV_SEQ_END))
		return;
	indicator(y, "-", true, false, true);
	push_state(y, ST_BSEQ);
	node(y, e, false, false);
}

static void
block_map_key(struct yemit *y, const struct ev *e, bool first)
{
	if (block_item(y, e, first, false, EV_MAP_END))
		return;
	map_key(y, e, ST_BMAP_SVAL, ST_BMAP_VAL, true);
}

static void
block_map_value(struct yemit *y, const struct ev *e, bool simple)
{
	if (simple)
		indicator(y, ":", false, false, false);
	else {
		put_indent(y);
		indicator(y, ":", true, false, true);
	}
	push_state(y, ST_BMAP_KEY);
	node(y, e, true, false);
}

/* Each state's step, told whether it is the collection's first event
 * (or, for a value, whether its key was a simple one).  A switch, not a
 * table of functions: the steps are then inlined here (a campaign file
 * is a million events). */
static void
dispatch(struct yemit *y, const struct ev *e)
{
	switch (y->state) {
	case ST_DOC_CONTENT:
		push_state(y, ST_DOC_END);
		node(y, e, false, false);
		break;
	case ST_FSEQ_FIRST:
	case ST_FSEQ:
		flow_seq_item(y, e, y->state == ST_FSEQ_FIRST);
		break;
	case ST_FMAP_FIRST:
	case ST_FMAP_KEY:
		flow_map_key(y, e, y->state == ST_FMAP_FIRST);
		break;
	case ST_FMAP_SVAL:
	case ST_FMAP_VAL:
		flow_map_value(y, e, y->state == ST_FMAP_SVAL);
		break;
	case ST_BSEQ_FIRST:
	case ST_BSEQ:
		block_seq_item(y, e, y->state == ST_BSEQ_FIRST);
		break;
	case ST_BMAP_FIRST:
	case ST_BMAP_KEY:
		block_map_key(y, e, y->state == ST_BMAP_FIRST);
		break;
	case ST_BMAP_SVAL:
	case ST_BMAP_VAL:
		block_map_value(y, e, y->state == ST_BMAP_SVAL);
		break;
	default:
		diag_fatal("internal error: a node written after the root");
	}
}

/*
 * A start waits for the next event: whether the collection is empty
 * decides its style ([] and {} are flow) and, as a key, whether it is a
 * simple one.  libyaml looks ahead in its queue of events for the same.
 */
static void
resolve(struct yemit *y, bool next_is_end)
{
	struct ev e = { .type = y->pend_kind == N_SEQ ? EV_SEQ_START :
	    EV_MAP_START, .flow = y->pend_flow, .empty = next_is_end };

	if (!y->pending)
		return;
	y->pending = false;
	dispatch(y, &e);
}

/* ---- the interface ---- */

void
yemit_doc_start(struct yemit *y, struct outbuf *o, bool first)
{
	memset(y, 0, sizeof(*y));
	y->o = o;
	y->indent = -1;
	y->whitespace = true;
	y->indention = true;
	if (!first) {
		put_indent(y);
		indicator(y, "---", true, false, false);
	}
	y->state = ST_DOC_CONTENT;
}

/*
 * The common case in one step, for speed: a scalar plain anywhere
 * (plain_everywhere), not first in its collection, as a mapping's key (a
 * simple one) or value or a sequence's item.  The bytes and the state
 * are dispatch()'s: the separator or line, the text after a space unless
 * one was just written, and the state the scalar's push and pop leave;
 * the indent it pushes and pops is left as it was.  false: the full way.
 */
static bool
fast_plain(struct yemit *y, const char *s, size_t len)
{
	int next;

	if (y->pending || y->nstates == YEMIT_DEPTH ||
	    y->nindents == YEMIT_DEPTH)
		return false;
	/* A longer key is written after `? ` (simple_key_ok). */
	if (len > SIMPLE_KEY_MAX && (y->state == ST_FMAP_KEY ||
	    y->state == ST_BMAP_KEY))
		return false;
	switch (y->state) {
	case ST_FMAP_KEY:
	case ST_FSEQ:
		indicator(y, ",", false, false, false);
		next = y->state == ST_FMAP_KEY ? ST_FMAP_SVAL : ST_FSEQ;
		break;
	case ST_FMAP_SVAL:
	case ST_BMAP_SVAL:
		indicator(y, ":", false, false, false);
		next = y->state == ST_FMAP_SVAL ? ST_FMAP_KEY : ST_BMAP_KEY;
		break;
	case ST_BMAP_KEY:
		put_indent(y);
		next = ST_BMAP_SVAL;
		break;
	case ST_BSEQ:
		put_indent(y);
		indicator(y, "-", true, false, true);
		next = ST_BSEQ;
		break;
	default:
		return false;
	}
	y->in_mapping = y->state != ST_FSEQ && y->state != ST_BSEQ;
	y->simple_key = y->state == ST_FMAP_KEY || y->state == ST_BMAP_KEY;
	y->state = (unsigned char)next;
	write_plain(y, s, len);
	return true;
}

void
yemit_scalar(struct yemit *y, const char *s, size_t len,
    bool plain_implicit)
{
	struct ev e;

	if (plain_implicit && plain_everywhere((const unsigned char *)s,
	    len) && fast_plain(y, s, len))
		return;
	resolve(y, false);
	e.type = EV_SCALAR;
	e.flow = e.empty = false;
	e.plain_implicit = plain_implicit;
	e.s = s;
	e.len = len;
	scan_scalar((const unsigned char *)s, len, &e.sc);
	dispatch(y, &e);
}

void
yemit_start(struct yemit *y, enum node_kind kind, bool flow)
{
	resolve(y, false);
	y->pending = true;
	y->pend_kind = (unsigned char)kind;
	y->pend_flow = flow;
}

void
yemit_end(struct yemit *y, enum node_kind kind)
{
	struct ev e = { .type = kind == N_SEQ ? EV_SEQ_END : EV_MAP_END };

	resolve(y, true);
	dispatch(y, &e);
}

/* The document's end is implicit: its last line ended, no `...` (0.2.5
 * writes one only after a block scalar kept its trailing breaks). */
void
yemit_doc_end(struct yemit *y)
{
	if (y->pending || y->state != ST_DOC_END)
		diag_fatal("internal error: a YAML document left open");
	put_indent(y);
}
