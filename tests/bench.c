/*
 * bench — throughput of load + emit against the floor of a bare libyaml
 * parse-and-emit of the same bytes (DESIGN.md section 2, "Scale").
 *
 * It builds a campaign-size SIV file — three sheets, 6,000 hexes, 1,500
 * hexsides, 250 units, 3,000 log entries — and times, over many runs,
 * (a) libyaml alone: every event parsed and handed to the emitter, and
 * (b) gcacw: read into nodes, load and validate, emit canonically.
 * It prints the medians and their ratio; the target is 1.5 or less.
 *
 * usage: bench [RUNS] [FILE]   (FILE: also write the generated file)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <malloc.h>

#include <yaml.h>

#include "emit.h"
#include "load.h"
#include "yamlio.h"

static void
add(struct outbuf *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#include <stdarg.h>

static void
add(struct outbuf *o, const char *fmt, ...)
{
	va_list	ap;
	int	n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (o->len + (size_t)n + 1 > o->cap) {
		o->cap = (o->len + (size_t)n + 1) * 2;
		o->data = xrealloc(o->data, o->cap);
	}
	va_start(ap, fmt);
	vsnprintf(o->data + o->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	o->len += (size_t)n;
}

/* A deterministic campaign-size file. */
static void
generate(struct outbuf *o)
{
	static const char *const terrain[] = { "clear", "rolling", "rough",
	    "woods", "hill", "mountain", "city", "swamp" };
	static const char sheets[] = "NMS";
	int s, c, r, i, n = 0;

	add(o, "gcacw: 1\ngame: siv\nscenario: valley-campaign\nturn: 40\n"
	    "rain: false\nmap:\n  terrain: clear\n  hexes:\n");
	for (s = 0; s < 3; s++)
		for (c = 1; c <= 58 && n < 6000 * (s + 1) / 3; c++)
			for (r = 1; r <= 33 && n < 6000 * (s + 1) / 3; r++) {
				if (s < 2 && r == 34)
					continue;
				if ((c + r) % 5 == 0)
					add(o, "    %c%02d%02d: {terrain: %s, "
					    "name: Place %d, county: Frederick, "
					    "features: [village]}\n", sheets[s],
					    c, r, terrain[(c * r) % 8], n);
				else
					add(o, "    %c%02d%02d: %s\n", sheets[s],
					    c, r, terrain[(c * 7 + r) % 8]);
				n++;
			}
	add(o, "  hexsides:\n");
	for (i = 0; i < 1500; i++) {
		c = 1 + i % 500 % 25 * 2;
		r = 1 + i % 500 / 25;
		add(o, "    %c%02d%02d/%c%02d%02d: [road, minor-river, ford]\n",
		    sheets[i / 500], c, r, sheets[i / 500], c, r + 1);
	}
	add(o, "units:\n");
	for (i = 0; i < 250; i++)
		add(o, "  Unit %d: {side: %s, type: infantry, size: brigade, "
		    "command: [Corps %d], hex: %c%02d%02d, manpower: %d, "
		    "fatigue: %d, tactical: 2, artillery: 1}\n", i,
		    i % 2 ? "usa" : "csa", i % 7, sheets[i % 3],
		    1 + i % 50, 1 + i / 50, 1 + i % 12, i % 5);
	add(o, "log:\n");
	for (i = 0; i < 3000; i++)
		add(o, "- {op: combat, turn: %d, units: [Unit %d, Unit %d], "
		    "dice: {attacker: %d, defender: %d}, difference: %d, "
		    "result: {attacker: 1D, defender: Dr}}\n", 1 + i / 80,
		    i % 250, (i + 1) % 250, 1 + i % 6, 1 + i / 6 % 6,
		    i % 7 - 3);
}

static int
collect(void *data, unsigned char *buf, size_t n)
{
	struct outbuf *o = data;

	if (o->len + n > o->cap) {
		o->cap = (o->len + n) * 2;
		o->data = xrealloc(o->data, o->cap);
	}
	memcpy(o->data + o->len, buf, n);
	o->len += n;
	return 1;
}

/*
 * The floor: libyaml parses every event and emits it again, into memory
 * as gcacw does (a tool holds its output until it has succeeded).
 */
static void
bare(const struct outbuf *in, struct outbuf *out)
{
	yaml_parser_t	p;
	yaml_emitter_t	e;
	yaml_event_t	ev;
	int		done = 0;

	memset(&p, 0, sizeof(p));
	memset(&e, 0, sizeof(e));
	yaml_parser_initialize(&p);
	yaml_emitter_initialize(&e);
	yaml_parser_set_input_string(&p, (const unsigned char *)in->data,
	    in->len);
	out->len = 0;
	yaml_emitter_set_output(&e, collect, out);
	yaml_emitter_set_width(&e, -1);
	yaml_emitter_set_unicode(&e, 1);
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			fprintf(stderr, "bench: libyaml: %s\n", p.problem);
			exit(1);
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		if (!yaml_emitter_emit(&e, &ev)) {
			fprintf(stderr, "bench: emitter: %s\n", e.problem);
			exit(1);
		}
	}
	yaml_emitter_delete(&e);
	yaml_parser_delete(&p);
}

static void
gcacw(const struct outbuf *in, struct outbuf *out)
{
	struct yaml_reader	*r = yaml_reader_new(in->data, in->len);
	struct diag		 d;
	struct arena		 a;
	struct node		*doc;
	struct game		*g;

	diag_init(&d, "bench", NULL);
	memset(&a, 0, sizeof(a));
	out->len = 0;
	while (yaml_reader_next(r, &a, &d, &doc) == 1) {
		if ((g = game_load(&d, &a, doc, NULL, 0)) == NULL)
			exit(1);
		yaml_write(out, game_emit(g));
		game_free(g);
	}
	arena_free(&a);
	yaml_reader_free(r);
	if (d.status != 0)
		exit(1);
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char *argv[])
{
	struct outbuf	 in = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	struct outbuf	 bout = { NULL, 0, 0 };
	int		 runs = argc > 1 ? atoi(argv[1]) : 21, i;
	double		*tb, *tg, t;
	FILE		*f;

	if (runs < 1)
		runs = 1;
	if (getenv("BENCH_KEEP") != NULL) {
		mallopt(M_TRIM_THRESHOLD, 256 << 20);
		mallopt(M_MMAP_THRESHOLD, 256 << 20);
	}
	generate(&in);
	if (argc > 2 && (f = fopen(argv[2], "w")) != NULL) {
		fwrite(in.data, 1, in.len, f);
		fclose(f);
	}
	tb = xcalloc((size_t)runs, sizeof(*tb));
	tg = xcalloc((size_t)runs, sizeof(*tg));
	for (i = 0; i < runs; i++) {
		t = now();
		bare(&in, &bout);
		tb[i] = now() - t;
		t = now();
		gcacw(&in, &out);
		tg[i] = now() - t;
	}
	qsort(tb, (size_t)runs, sizeof(*tb), cmp);
	qsort(tg, (size_t)runs, sizeof(*tg), cmp);
	printf("bench: input %zu bytes, output %zu bytes, %d runs\n", in.len,
	    out.len, runs);
	printf("bench: libyaml parse+emit  median %.2f ms\n", tb[runs / 2]);
	printf("bench: gcacw load+emit     median %.2f ms\n", tg[runs / 2]);
	printf("bench: ratio %.2f (target 1.5 or less)\n",
	    tg[runs / 2] / tb[runs / 2]);
	free(tb);
	free(tg);
	free(in.data);
	free(out.data);
	free(bout.data);
	arena_release();
	return 0;
}
