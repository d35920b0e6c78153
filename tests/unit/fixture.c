/*
 * fixture.c — the unit tests' fixture (see fixture.h).
 */
#include "fixture.h"
#include "combat.h"
#include "module.h"
#include "retreat.h"
#include "scenario.h"

void
tg_init(struct tg *t)
{
	memset(t, 0, sizeof(*t));
	diag_init(&t->d, TG_PROG, NULL);
	t->d.out = open_memstream(&t->err, &t->errlen);
	ck_assert_ptr_nonnull(t->d.out);
}

void
tg_open(struct tg *t, const char *yaml, size_t len)
{
	tg_init(t);
	t->r = yaml_reader_new(yaml, len);
}

int
tg_next(struct tg *t)
{
	t->got = yaml_reader_next(t->r, &t->a, &t->d, &t->doc);
	return t->got;
}

struct node *
tg_read(struct tg *t, const char *yaml)
{
	tg_open(t, yaml, strlen(yaml));
	tg_next(t);
	return t->doc;
}

struct game *
tg_load_with(struct tg *t, const char *yaml, const struct chart_source *src,
    int nsrc)
{
	if (tg_read(t, yaml) == NULL)
		return NULL;
	t->g = game_load(&t->d, &t->a, t->doc, src, nsrc);
	return t->g;
}

struct game *
tg_load(struct tg *t, const char *yaml)
{
	return tg_load_with(t, yaml, NULL, 0);
}

struct game *
tg_load_ok(struct tg *t, const char *yaml)
{
	struct game *g = tg_load(t, yaml);

	ck_assert_msg(g != NULL && t->d.status == 0,
	    "fixture does not load:\n%s\n%s", tg_errors(t), yaml);
	return g;
}

const struct scenario *
tg_scenario(struct game *g, const char *yaml)
{
	struct yaml_reader	*r;
	struct node		*doc = NULL;
	const struct scenario	*s = NULL;
	int			 before = g->diag->count;

	r = yaml_reader_new(yaml, strlen(yaml));
	if (yaml_reader_next(r, &g->arena, g->diag, &doc) == 1)
		s = scenario_load(g, doc, NULL);
	yaml_reader_free(r);
	ck_assert_msg(s != NULL && g->diag->count == before,
	    "scenario does not load:\n%s", yaml);
	g->scen = s;
	return s;
}

const char *
tg_errors(struct tg *t)
{
	fflush(t->d.out);
	return t->err != NULL ? t->err : "";
}

void
tg_done(struct tg *t)
{
	game_free(t->g);
	yaml_reader_free(t->r);
	arena_free(&t->a);
	fclose(t->d.out);
	free(t->err);
	memset(t, 0, sizeof(*t));
}

char *
tg_write(const struct node *doc)
{
	struct outbuf o;

	memset(&o, 0, sizeof(o));
	yaml_write(&o, doc);
	o.data = xrealloc(o.data, o.len + 1);
	o.data[o.len] = '\0';
	return o.data;
}

char *
tg_emit(struct game *g)
{
	return tg_write(game_emit(g));
}

char *
tg_canon(const char *yaml)
{
	struct tg	 t;
	struct game	*g = tg_load(&t, yaml);
	char		*out;

	ck_assert_msg(g != NULL, "fixture does not load:\n%s\n%s",
	    tg_errors(&t), yaml);
	ck_assert_int_eq(t.d.status, 0);
	out = tg_emit(g);
	tg_done(&t);
	return out;
}

void
tg_pos(const char *yaml, const char *at, int *line, int *col)
{
	char		 needle[256];
	const char	*bar = strchr(at, '|'), *hit, *p;
	size_t		 off, n = strlen(at);

	ck_assert_ptr_nonnull(bar);
	ck_assert_uint_lt(n, sizeof(needle));
	off = (size_t)(bar - at);
	memcpy(needle, at, off);
	memcpy(needle + off, bar + 1, n - off);	/* with the NUL */
	hit = strstr(yaml, needle);
	ck_assert_msg(hit != NULL, "'%s' is not in the fixture", needle);
	hit += off;
	*line = 1;
	*col = 1;
	for (p = yaml; p < hit; p++)
		if (*p == '\n') {
			(*line)++;
			*col = 1;
		} else
			(*col)++;
}

const char *
tg_line(const char *yaml, const char *at, const char *path, const char *fmt,
    ...)
{
	static char	buf[2048];
	char		msg[1024];
	int		line, col;
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	tg_pos(yaml, at, &line, &col);
	if (path != NULL && *path != '\0')
		snprintf(buf, sizeof(buf), "%s: <stdin>:%d:%d: %s: %s\n",
		    TG_PROG, line, col, path, msg);
	else
		snprintf(buf, sizeof(buf), "%s: <stdin>:%d:%d: %s\n",
		    TG_PROG, line, col, msg);
	return buf;
}

int
tg_nlines(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		n += *s == '\n';
	return n;
}

char *
tg_stack(const char *name, int n, const char *body)
{
	size_t	 len = (size_t)n * (strlen(name) + strlen(body) + 24) + 1;
	char	*s = malloc(len), *p = s;
	int	 i;

	ck_assert_ptr_nonnull(s);
	*p = '\0';
	for (i = 1; i <= n; i++)
		p += snprintf(p, len - (size_t)(p - s), "  %s%d: {%s}\n",
		    name, i, body);
	return s;
}

char *
tg_names(const char *name, int n)
{
	size_t	 len = (size_t)n * (strlen(name) + 16) + 1;
	char	*s = malloc(len), *p = s;
	int	 i;

	ck_assert_ptr_nonnull(s);
	*p = '\0';
	for (i = 1; i <= n; i++)
		p += snprintf(p, len - (size_t)(p - s), "%s%s%d",
		    i > 1 ? ", " : "", name, i);
	return s;
}

const struct modifier *
tg_mod(const struct combat *c, const char *name)
{
	int i;

	for (i = 0; i < c->nmods; i++)
		if (strcmp(c->mods[i].name, name) == 0)
			return &c->mods[i];
	return NULL;
}

struct unit *
tg_unit(struct game *g, const char *name)
{
	struct unit *u = game_unit(g, name);

	ck_assert_msg(u != NULL, "no unit %s", name);
	return u;
}

struct leader *
tg_leader(struct game *g, const char *name)
{
	struct leader *l = game_leader(g, name);

	ck_assert_msg(l != NULL, "no leader %s", name);
	return l;
}

hex_t
tg_hex(const struct game *g, const char *id)
{
	const char	*why = NULL;
	hex_t		 h;

	ck_assert_msg(hex_parse(&g->module->geo, id, &h, &why) == 0,
	    "%s: %s", id, why != NULL ? why : "?");
	return h;
}

const char *
tg_hexid(const struct game *g, hex_t h)
{
	static char	buf[4][16];
	static int	k;

	k = (k + 1) % 4;
	hex_format(g->map.geo, h, buf[k]);
	return buf[k];
}

FILE *
tg_memopen(char **buf, size_t *len)
{
	FILE *f;

	*buf = NULL;
	*len = 0;
	ck_assert_ptr_nonnull(f = open_memstream(buf, len));
	return f;
}

char *
tg_memclose(FILE *f, char **buf)
{
	ck_assert_int_eq(fclose(f), 0);
	return *buf;
}

void
tg_has(const char *text, const char *want)
{
	ck_assert_msg(strstr(text, want) != NULL, "\"%s\" not in:\n%s", want,
	    text);
}

void
tg_hasnt(const char *text, const char *want)
{
	ck_assert_msg(strstr(text, want) == NULL, "\"%s\" in:\n%s", want,
	    text);
}

/* An x- value kept as its text (N_RAW, issue 15) as nodes, in an arena
 * that lives as long as the test program. */
const struct node *
tg_nodes(const struct node *n)
{
	static struct arena a;

	return n != NULL && n->kind == N_RAW ? yaml_raw_read(&a, n) : n;
}

const struct node *
tg_path(const struct node *n, const char *path)
{
	char	 buf[256], *p, *save = NULL, *end;
	long	 i;

	ck_assert_uint_lt(strlen(path), sizeof(buf));
	strcpy(buf, path);
	for (p = strtok_r(buf, ".", &save); p != NULL && n != NULL;
	    p = strtok_r(NULL, ".", &save)) {
		n = tg_nodes(n);
		if (n->kind == N_MAP)
			n = node_get(n, p);
		else if (n->kind == N_SEQ && (i = strtol(p, &end, 10), *end ==
		    '\0') && i >= 0 && i < n->n)
			n = n->items[i];
		else
			n = NULL;
	}
	return tg_nodes(n);
}

const struct node *
tg_last_log(const struct game *g)
{
	ck_assert_ptr_nonnull(g->log);
	ck_assert_int_gt(g->log->n, 0);
	return g->log->items[g->log->n - 1];
}

const struct node *
tg_log(const struct game *g, const char *path)
{
	return tg_path(tg_last_log(g), path);
}

const char *
tg_retreat_path(const struct game *g, const struct retreat *r)
{
	static char	buf[256];
	size_t		n = 0;
	int		k;

	buf[0] = '\0';
	for (k = 0; k < r->nsteps; k++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s",
		    k ? "," : "", tg_hexid(g, r->steps[k].to));
	return buf;
}

const char *
tg_retreat_charts(const struct retreat *r)
{
	static char	buf[64];
	size_t		n = 0;
	int		k;

	buf[0] = '\0';
	for (k = 0; k < r->nsteps; k++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%d",
		    k ? "," : "", r->steps[k].chart);
	return buf;
}

const struct retreat_option *
tg_retreat_chosen(const struct retreat *r, int k)
{
	ck_assert_int_lt(k, r->nsteps);
	ck_assert_int_ge(r->steps[k].chosen, 0);
	return &r->steps[k].legal[r->steps[k].chosen];
}

void
tg_refused(struct tg *t, int st, const char *what)
{
	ck_assert_int_eq(st, ST_REFUSED);
	ck_assert_msg(strstr(tg_errors(t), what) != NULL, "expected \"%s\" "
	    "in:\n%s", what, tg_errors(t));
}

void
tg_unchanged(struct game *g, char *before)
{
	char *now = tg_emit(g);

	ck_assert_str_eq(now, before);
	free(now);
	free(before);
}
