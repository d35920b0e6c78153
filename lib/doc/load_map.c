/*
 * load_map.c — the `map` key: terrain default, bounds, partial hexes,
 * hexes and hexsides (2.3, DESIGN.md section 4).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "item.h"
#include "load.h"
#include "module.h"
#include "schema.h"

static const char *const map_keys[] = { "terrain", "bounds", "off_map",
    "hexes", "hexsides", "counties", NULL };
static const char *const county_keys[] = { "adjacent", "maryland", NULL };
static const char *const hex_keys[] = { "terrain", "name", "county",
    "features", "redoubt", NULL };
static const char *const hexside_keys[] = { "features", "high", NULL };
static const char *const bounds_keys[] = { "cols", "rows", NULL };

static int
load_terrain(struct ld *l, const struct node *n, enum terrain *t)
{
	static const char *names[T_COUNT];
	int i, v;

	/* A name, the most of them: no list built. */
	if (n->kind == N_SCALAR && terrain_parse(n->str, t) == 0)
		return 0;
	for (i = 0; i < T_COUNT; i++)
		names[i] = i == T_NONE ? NULL : terrain_name((enum terrain)i);
	if (ld_enum(l, n, names, T_COUNT, &v) < 0)
		return -1;
	*t = (enum terrain)v;
	return 0;
}

static int
load_range(struct ld *l, const struct node *n, int *lo, int *hi)
{
	if (!ld_is_seq(l, n, "a range [first, last]"))
		return -1;
	if (n->n != 2) {
		ld_err(l, n, "a range has two numbers, [first, last]");
		return -1;
	}
	if (ld_int(l, n->items[0], 1, 99, lo) < 0 ||
	    ld_int(l, n->items[1], 1, 99, hi) < 0)
		return -1;
	if (*lo > *hi) {
		ld_err(l, n, "the range [%d, %d] is empty", *lo, *hi);
		return -1;
	}
	return 0;
}

static void
load_one_bounds(struct ld *l, const struct node *n, char sheet)
{
	struct map	*m = &l->g->map;
	struct bounds	 b = { sheet, 1, 99, 1, 99, NULL };

	if (!ld_is_map(l, n, "{cols: [first, last], rows: [first, last]}"))
		return;
	ld_keys(l, n, bounds_keys, &b.extra);
	FIELD(l, n, "cols", v, load_range(l, v, &b.col0, &b.col1));
	FIELD(l, n, "rows", v, load_range(l, v, &b.row0, &b.row1));
	m->bounds[m->nbounds++] = b;
}

/* bounds: {cols, rows} for the whole map, or per sheet letter. */
static void
load_bounds(struct ld *l, const struct node *n)
{
	struct map	*m = &l->g->map;
	int		 i;

	if (!ld_is_map(l, n, "a mapping"))
		return;
	m->bounds = arena_alloc(&l->g->arena, (size_t)(n->n + 1) *
	    sizeof(*m->bounds));
	if (node_get(n, "cols") != NULL || node_get(n, "rows") != NULL) {
		load_one_bounds(l, n, 0);
		return;
	}
	for (i = 0; i < n->n; i++) {
		const struct node	*k = node_key(n, i);
		size_t			 p = ld_push(l, k->str);

		if (k->len != 1 || k->str[0] < 'A' || k->str[0] > 'Z')
			ld_err(l, k, "bounds are {cols, rows}, or a sheet "
			    "letter for each sheet");
		else
			load_one_bounds(l, node_val(n, i), k->str[0]);
		ld_pop(l, p);
	}
}

static void
load_off_map(struct ld *l, const struct node *n)
{
	struct map *m = &l->g->map;

	ld_hexes(l, n, &m->off_map, &m->noff_map);
}

/* One feature name into the bit set *f. */
static void
load_feature(struct ld *l, const struct node *v, bool hexside, unsigned *f)
{
	char		list[512];
	size_t		len = 0;
	unsigned	bit;
	int		j, nf = hexside ? HS_FEATURE_COUNT : HF_FEATURE_COUNT;

	if (!ld_is_scalar(l, v, "a feature"))
		return;
	if ((hexside ? hexside_feature_parse(v->str, &bit) :
	    hex_feature_parse(v->str, &bit)) == 0) {
		if (*f & bit)
			ld_err(l, v, "'%s' is listed twice", v->str);
		*f |= bit;
		return;
	}
	for (j = 0; j < nf && len < sizeof(list); j++)
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
		    j ? ", " : "", hexside ? hexside_feature_name(1u << j) :
		    hex_feature_name(1u << j));
	ld_err(l, v, "unknown %s feature '%s' (one of: %s)",
	    hexside ? "hexside" : "hex", v->str, list);
}

static unsigned
load_features(struct ld *l, const struct node *n, bool hexside)
{
	unsigned	f = 0;
	int		i;

	if (!ld_is_seq(l, n, "a list of features"))
		return 0;
	for (i = 0; i < n->n; i++) {
		size_t p = ld_push_index(l, i);

		load_feature(l, n->items[i], hexside, &f);
		ld_pop(l, p);
	}
	return f;
}

/* The hex of key k added to the map, or NULL after an error. */
static struct hexinfo *
hex_begin(struct ld *l, const struct node *k)
{
	struct hexinfo	*x;
	hex_t		 h;

	if (ld_hex(l, k, &h) < 0)
		return NULL;
	if ((x = map_add_hex(&l->g->arena, &l->g->map, h)) == NULL) {
		ld_err(l, k, "hex is listed twice (as another id of the same "
		    "hex, where sheets overlap)");
		return NULL;
	}
	x->pos = k->pos;
	return x;
}

/* A hex's fields, f[i] the value of hex_keys[i] or NULL. */
static void
load_hex_fields(struct ld *l, struct hexinfo *x, const struct node *const *f)
{
	size_t		p;
	enum side	side;

	if (f[0] != NULL) {
		enum terrain t = (enum terrain)x->terrain;

		p = ld_push(l, "terrain");
		load_terrain(l, f[0], &t);
		x->terrain = (unsigned char)t;
		ld_pop(l, p);
	}
	if (f[1] != NULL) {
		p = ld_push(l, "name");
		ld_str(l, f[1], &x->name);
		ld_pop(l, p);
	}
	if (f[2] != NULL) {
		p = ld_push(l, "county");
		ld_str(l, f[2], &x->county);
		ld_pop(l, p);
	}
	if (f[3] != NULL) {
		p = ld_push(l, "features");
		x->features = (unsigned short)load_features(l, f[3], false);
		ld_pop(l, p);
	}
	if (f[4] != NULL) {
		p = ld_push(l, "redoubt");
		/* 9.0: printed redoubts are Confederate unless the game's
		 * rules give them to the Union. */
		if (ld_side(l, f[4], &side) == 0) {
			x->redoubt_side = (signed char)side;
			if (!(x->features & HF_REDOUBT))
				ld_err(l, f[4], "the hex has no redoubt: add "
				    "redoubt to its features");
		}
		ld_pop(l, p);
	}
}

static void
load_hex(struct ld *l, const struct node *k, const struct node *v)
{
	struct hexinfo		*x;
	const struct node	*f[5];
	int			 i;

	if ((x = hex_begin(l, k)) == NULL)
		return;
	if (v->kind == N_SCALAR) {		/* shorthand: terrain only */
		enum terrain t = (enum terrain)x->terrain;

		load_terrain(l, v, &t);
		x->terrain = (unsigned char)t;
		return;
	}
	if (!ld_is_map(l, v, "a terrain, or {terrain, name, county, "
	    "features}"))
		return;
	ld_keys(l, v, hex_keys, &x->extra);
	for (i = 0; i < 5; i++)
		f[i] = node_get(v, hex_keys[i]);
	load_hex_fields(l, x, f);
}

/* What a hexside's features must hold together. */
static void
check_hexside(struct ld *l, const struct node *at,
    const struct hexsideinfo *s)
{
	unsigned f = s->features;

	if ((f & HS_MINOR_RIVER) && (f & HS_MAJOR_RIVER))
		ld_err(l, at, "a hexside has a minor or a major river, "
		    "not both");
	if ((f & HS_CROSSING) && !(f & HS_RIVER))
		ld_err(l, at, "fords, bridges, ferries and dams cross "
		    "rivers (10.0): add minor-river or major-river");
	if ((f & HS_INDESTRUCTIBLE) && !(f & HS_BRIDGE))
		ld_err(l, at, "only a bridge is indestructible (10.2)");
	if ((f & (HS_RIDGE | HS_BLUFF)) && s->high == HEX_NONE)
		ld_err(l, at, "a ridge or bluff needs `high`: the hex it lies "
		    "in, so that attacks up and down it are known (7.4)");
	if (!(f & (HS_RIDGE | HS_BLUFF)) && s->high != HEX_NONE)
		ld_err(l, at, "`high` is only for ridges and bluffs");
}

/* The hexside of key k added to the map, or NULL after an error. */
static struct hexsideinfo *
hexside_begin(struct ld *l, const struct node *k, hexside_t *id)
{
	struct hexsideinfo *s;

	if (ld_hexside(l, k, id) < 0)
		return NULL;
	if ((s = map_add_hexside(&l->g->arena, &l->g->map, *id)) == NULL) {
		ld_err(l, k, "hexside is listed twice");
		return NULL;
	}
	s->pos = k->pos;
	return s;
}

/* A hexside's fields given as the mapping v, f[i] the value of
 * hexside_keys[i] or NULL. */
static void
load_hexside_fields(struct ld *l, struct hexsideinfo *s, hexside_t id,
    const struct node *v, const struct node *const *f)
{
	size_t	p;
	bool	bad_high = false;

	if (f[0] != NULL) {
		p = ld_push(l, "features");
		s->features = load_features(l, f[0], true);
		ld_pop(l, p);
	}
	if (f[1] != NULL) {
		hex_t h;

		p = ld_push(l, "high");
		if (ld_hex(l, f[1], &h) < 0)
			bad_high = true;
		else if (h != hexside_a(id) && h != hexside_b(id)) {
			ld_err(l, f[1], "`high` must be one of the hexside's "
			    "two hexes");
			bad_high = true;
		} else
			s->high = h;
		ld_pop(l, p);
	}
	if (!bad_high)
		check_hexside(l, v, s);
}

static void
load_hexside(struct ld *l, const struct node *k, const struct node *v)
{
	struct hexsideinfo	*s;
	const struct node	*f[2];
	hexside_t		 id;

	if ((s = hexside_begin(l, k, &id)) == NULL)
		return;
	if (v->kind == N_SEQ) {			/* shorthand: features */
		s->features = load_features(l, v, true);
		check_hexside(l, v, s);
		return;
	}
	if (!ld_is_map(l, v, "a list of features, or {features, high}"))
		return;
	ld_keys(l, v, hexside_keys, &s->extra);
	f[0] = node_get(v, "features");
	f[1] = node_get(v, "high");
	load_hexside_fields(l, s, id, v, f);
}

/*
 * map.hexes and map.hexsides loaded pair by pair as the reader
 * reads them (load.h), into a game made for it from the root's `game`;
 * game_load_captured() takes that game over.
 */
struct load_capture {
	struct diag	*d;		/* the tool's */
	struct game	*g;		/* NULL until a begin() */
	struct ld	 l[2];		/* hexes, hexsides */
	struct diag	 held[2];	/* what each found, said later */
	bool		 begun[2];
	struct arena	*a;		/* the document's */
	struct arena	 scratch;	/* a pair's nodes, when it needs them */
	const char	*county;	/* the last hex's, in the game's arena */
};

/* A hex's county kept: a map lists a county's hexes together, so one
 * copy serves a run of them (the text is never changed in place). */
static const char *
county_copy(struct load_capture *c, struct arena *a, const char *s)
{
	if (c->county == NULL || strcmp(c->county, s) != 0)
		c->county = arena_strdup(a, s);
	return c->county;
}

/* The arrays and their index sized once for about n pairs (the reader's
 * guess), in the document's arena: no regrowth, no rehash. */
static void
presize(struct load_capture *c, int which, size_t n)
{
	struct map *m = &c->g->map;

	if (n == 0 || n > INT_MAX / 2)
		return;
	if (which == 0 && m->hexes == NULL) {
		m->hexes = arena_alloc(c->a, n * sizeof(*m->hexes));
		m->caphexes = (int)n;
		table_reserve_in(&m->hex_index, n, c->a);
	} else if (which == 1 && m->hexsides == NULL) {
		m->hexsides = arena_alloc(c->a, n * sizeof(*m->hexsides));
		m->caphexsides = (int)n;
		table_reserve_in(&m->side_index, n, c->a);
	}
}

static int
captured_gen(struct node_writer *w, const void *arg)
{
	/* What stands for a captured mapping is never written: the
	 * document is written from the model (emit.c). */
	(void)arg;
	return w->start(w, N_MAP, S_FLOW) && w->end(w, N_MAP);
}

/* A mapping loaded as it was read: say what was found in it, now. */
static bool
captured(struct ld *l, const struct node *v, int which)
{
	struct load_capture *c = l->cap;

	if (v->kind != N_GEN || v->gen != captured_gen || c == NULL ||
	    v->arg != c)
		return false;
	diag_replay(l->d, &c->held[which]);
	l->errors += c->l[which].errors;
	c->l[which].errors = 0;
	return true;
}

struct load_capture *
load_capture_new(struct diag *d)
{
	struct load_capture *c = xcalloc(1, sizeof(*c));

	c->d = d;
	return c;
}

struct game *
load_capture_game(struct load_capture *c)
{
	struct game *g;

	if (c == NULL || c->g == NULL)
		return NULL;
	g = c->g;
	c->g = NULL;		/* game_load's from now on */
	return g;
}

void
load_capture_reset(struct load_capture *c)
{
	struct diag *d = c->d;

	diag_drop(&c->held[0]);
	diag_drop(&c->held[1]);
	game_free(c->g);
	arena_free(&c->scratch);
	memset(c, 0, sizeof(*c));
	c->d = d;
}

void
load_capture_free(struct load_capture *c)
{
	if (c == NULL)
		return;
	load_capture_reset(c);
	free(c);
}

struct node *
load_capture_begin(struct load_capture *c, int which, struct arena *a,
    struct node *const *root, size_t nroot, struct pos at, size_t npairs)
{
	const struct module	*m = NULL;
	size_t			 i;

	if (c->begun[which])
		return NULL;
	if (c->g == NULL) {
		/* Hexes are read by the game's geometry: without a known
		 * `game` before the map, the mapping is read as a tree and
		 * game_load says what is wrong. */
		for (i = 0; i + 1 < nroot; i += 2)
			if (node_is(root[i], "game") &&
			    root[i + 1]->kind == N_SCALAR)
				m = module_find(root[i + 1]->str);
		if (m == NULL)
			return NULL;
		c->g = game_new(c->d, m);
	}
	c->begun[which] = true;
	c->a = a;
	presize(c, which, npairs);
	diag_hold(&c->held[which], c->d);
	memset(&c->l[which], 0, sizeof(c->l[which]));
	c->l[which].g = c->g;
	c->l[which].d = &c->held[which];
	/* An N_GEN has no position (node.h): at is said by the errors
	 * held for the mapping. */
	(void)at;
	return node_gen(a, captured_gen, c);
}

/*
 * The validators (schema.h) take nodes: a scalar item, or a list of a
 * few scalars, is shown to them as nodes on the stack over the reader's
 * text, made for the call and gone with it; no tree is built.
 */
#define VIEW_ITEMS 16
struct view {
	struct node	 node;
	struct node	*ptr[VIEW_ITEMS];
	struct node	 item[VIEW_ITEMS];
};

static void
scalar_view(struct node *v, const struct item *it)
{
	memset(v, 0, sizeof(*v));
	v->kind = N_SCALAR;
	v->style = it->style;
	v->quoted = it->style == S_QUOTED;
	v->pos = it->pos;
	v->str = it->str;
	v->len = (uint32_t)it->len;
}

/* it[i] shown as w->node, if it is a scalar or a list of scalars. */
static bool
view_of(struct view *w, const struct item *it, size_t i)
{
	int	n;

	if (it[i].kind == N_SCALAR) {
		scalar_view(&w->node, &it[i]);
		return true;
	}
	if (it[i].kind != N_SEQ || it[i].n > VIEW_ITEMS)
		return false;
	memset(&w->node, 0, sizeof(w->node));
	w->node.kind = N_SEQ;
	w->node.style = it[i].style;
	w->node.pos = it[i].pos;
	for (n = 0; n < it[i].n; n++) {
		if (it[i + 1 + (size_t)n].kind != N_SCALAR)
			return false;
		scalar_view(&w->item[n], &it[i + 1 + (size_t)n]);
		w->ptr[n] = &w->item[n];
	}
	if (n > 0)
		w->node.items = w->ptr;
	w->node.n = n;
	w->node.exact = true;
	return true;
}

/*
 * The mapping it[m] as fields, f[j] the value of known[j] or NULL, if
 * every key is known (no x- key: ld_keys would have nothing to say or
 * keep) and every value can be shown (view_of).
 */
static bool
fields_of(struct view *w, const struct node **f, const struct item *it,
    size_t m, const char *const *known)
{
	size_t	i, v;
	int	j;

	for (j = 0; known[j] != NULL; j++)
		f[j] = NULL;
	for (i = m + 1; i < it[m].end; i = it[v].end) {
		v = it[i].end;
		for (j = 0; known[j] != NULL; j++)
			if (known[j][0] == it[i].str[0] &&
			    strcmp(known[j], it[i].str) == 0)
				break;
		/* The reader let no key repeat: w[j] is this key's. */
		if (known[j] == NULL || !view_of(&w[j], it, v))
			return false;
		f[j] = &w[j].node;
	}
	return true;
}

/* it[i] as a tree of nodes in a, for the rest: unknown or x- keys,
 * values of the wrong shape (errors, most of them). */
static struct node *
node_of(struct arena *a, const struct item *it, size_t i)
{
	struct node	*n = arena_alloc_ptr(a, sizeof(*n));
	size_t		 j;
	int		 k, nk;

	if (it[i].kind == N_SCALAR) {
		scalar_view(n, &it[i]);
		return n;
	}
	n->kind = it[i].kind;
	n->style = it[i].style;
	n->pos = it[i].pos;
	nk = it[i].kind == N_MAP ? 2 * it[i].n : it[i].n;
	if (nk > 0)
		n->items = arena_alloc_ptr(a, (size_t)nk *
		    sizeof(*n->items));
	n->n = it[i].n;
	n->exact = true;
	for (k = 0, j = i + 1; k < nk; k++, j = it[j].end)
		n->items[k] = node_of(a, it, j);
	return n;
}

/* A hex's pair: what load_hex makes of it, from the items. */
static void
pair_hex(struct load_capture *c, struct ld *l, const struct node *k,
    const struct item *it)
{
	struct view		 w[5];
	const struct node	*f[5];
	struct hexinfo		*x;

	if (view_of(&w[0], it, 1))
		load_hex(l, k, &w[0].node);
	else if (it[1].kind == N_MAP && fields_of(w, f, it, 1, hex_keys)) {
		if ((x = hex_begin(l, k)) == NULL)
			return;
		x->extra = NULL;
		load_hex_fields(l, x, f);
	} else
		load_hex(l, k, node_of(&c->scratch, it, 1));
}

/* A hexside's pair: what load_hexside makes of it, from the items. */
static void
pair_hexside(struct load_capture *c, struct ld *l, const struct node *k,
    const struct item *it)
{
	struct view		 w[2];
	const struct node	*f[2];
	struct hexsideinfo	*s;
	struct node		 v;
	hexside_t		 id;

	if (view_of(&w[0], it, 1))
		load_hexside(l, k, &w[0].node);
	else if (it[1].kind == N_MAP && fields_of(w, f, it, 1,
	    hexside_keys)) {
		if ((s = hexside_begin(l, k, &id)) == NULL)
			return;
		s->extra = NULL;
		/* The mapping, for what is said of it as a whole. */
		memset(&v, 0, sizeof(v));
		v.kind = N_MAP;
		v.style = it[1].style;
		v.pos = it[1].pos;
		v.n = it[1].n;
		load_hexside_fields(l, s, id, &v, f);
	} else
		load_hexside(l, k, node_of(&c->scratch, it, 1));
}

void
load_capture_pair(struct load_capture *c, int which, const struct item *it,
    size_t n)
{
	struct ld	*l = &c->l[which];
	struct map	*m = &c->g->map;
	struct arena	*a = &c->g->arena;
	int		 before = which == 0 ? m->nhexes : m->nhexsides;
	struct node	 k;
	size_t		 p;

	(void)n;
	/*
	 * What the pair leaves goes to the document's arena, which the
	 * game takes over in game_load_captured(): one arena, not two, for
	 * the pages it touches.  The loader allocates from the game's, so
	 * the game holds the document's arena for the call.
	 */
	*a = *c->a;
	p = ld_push(l, "map");
	ld_push(l, which == 0 ? "hexes" : "hexsides");
	ld_push(l, it[0].str);
	scalar_view(&k, &it[0]);
	if (which == 0) {
		pair_hex(c, l, &k, it);
		if (m->nhexes > before) {
			/* The items are forgotten after this call: what the
			 * hex keeps of them goes to the game's arena. */
			struct hexinfo *x = &m->hexes[before];

			if (x->name != NULL)
				x->name = arena_strdup(a, x->name);
			if (x->county != NULL)
				x->county = county_copy(c, a, x->county);
			if (x->extra != NULL)
				x->extra = node_copy(a, x->extra);
		}
	} else {
		pair_hexside(c, l, &k, it);
		if (m->nhexsides > before && m->hexsides[before].extra != NULL)
			m->hexsides[before].extra = node_copy(a,
			    m->hexsides[before].extra);
	}
	ld_pop(l, p);
	/* The nodes made for a pair (node_of), if any, now copied. */
	if (c->scratch.head != NULL)
		arena_reset(&c->scratch);
	*c->a = *a;
	memset(a, 0, sizeof(*a));
}

static void
county_name(struct ld *l, const struct node *n)
{
	ld_is_scalar(l, n, "a county");
}

/*
 * DESIGN.md "Counties": {NAME: {adjacent: [NAME, ...], maryland: BOOL}}
 * (SIV 22.0 Maryland; the adjacency the supply rules read).  Kept with
 * the map's carried keys for rules/county.c, and written back as read.
 */
static void
load_map_counties(struct ld *l, const struct node *key, const struct node *n,
    struct map *m)
{
	bool	b;
	int	i;
	size_t	p;

	if (!ld_is_map(l, n, "a mapping of county names"))
		return;
	for (i = 0; i < n->n; i++) {
		const struct node *c = node_val(n, i);

		p = ld_push(l, node_key(n, i)->str);
		if (ld_is_map(l, c, "{adjacent: [NAME, ...], maryland: BOOL}")) {
			ld_keys(l, c, county_keys, NULL);
			FIELD(l, c, "adjacent", v, ld_each(l, v,
			    "a list of counties", county_name));
			FIELD(l, c, "maryland", v, ld_bool(l, v, &b));
		}
		ld_pop(l, p);
	}
	if (m->extra == NULL)
		m->extra = node_map(&l->g->arena, S_BLOCK);
	node_add(&l->g->arena, m->extra, (struct node *)key, (struct node *)n);
}

void
load_map(struct ld *l, const struct node *n)
{
	struct map		*m = &l->g->map;
	const struct node	*v;
	size_t			 p;
	int			 i;

	if (!ld_is_map(l, n, "a mapping"))
		return;
	l->g->map_pos = n->pos;
	ld_keys(l, n, map_keys, &m->extra);
	for (i = 0; i < n->n; i++)
		if (node_is(node_key(n, i), "counties")) {
			p = ld_push(l, "counties");
			load_map_counties(l, node_key(n, i), node_val(n, i), m);
			ld_pop(l, p);
		}
	FIELD(l, n, "terrain", t, load_terrain(l, t, &m->deflt));
	FIELD(l, n, "bounds", b, load_bounds(l, b));
	FIELD(l, n, "off_map", o, load_off_map(l, o));
	if ((v = node_get(n, "hexes")) != NULL && captured(l, v, 0))
		;
	else if (v != NULL) {
		p = ld_push(l, "hexes");
		/* The array and its index sized once: no regrowth. */
		if (ld_is_map(l, v, "a mapping of hex ids") &&
		    m->hexes == NULL && v->n > 0) {
			m->hexes = arena_alloc(&l->g->arena, (size_t)v->n *
			    sizeof(*m->hexes));
			m->caphexes = v->n;
			table_reserve(&m->hex_index, (size_t)v->n);
		}
		if (v->kind == N_MAP)
			for (i = 0; i < v->n; i++) {
				size_t q = ld_push(l, node_key(v, i)->str);

				load_hex(l, node_key(v, i), node_val(v, i));
				ld_pop(l, q);
			}
		ld_pop(l, p);
	}
	if ((v = node_get(n, "hexsides")) != NULL && captured(l, v, 1))
		;
	else if (v != NULL) {
		p = ld_push(l, "hexsides");
		if (ld_is_map(l, v, "a mapping of hexsides") &&
		    m->hexsides == NULL && v->n > 0) {
			m->hexsides = arena_alloc(&l->g->arena,
			    (size_t)v->n * sizeof(*m->hexsides));
			m->caphexsides = v->n;
			table_reserve(&m->side_index, (size_t)v->n);
		}
		if (v->kind == N_MAP)
			for (i = 0; i < v->n; i++) {
				size_t q = ld_push(l, node_key(v, i)->str);

				load_hexside(l, node_key(v, i),
				    node_val(v, i));
				ld_pop(l, q);
			}
		ld_pop(l, p);
	}
}
