/*
 * test_show_stream.c — gcacw-show's picture streamed (issue 16: its
 * memory was the picture's, held whole): with a drain on the buffer,
 * show_svg draws the map once dry for the legend and again after the
 * head, through the buffer as it fills.  The bytes must be the held
 * picture's, whatever the buffer's size, with every option and log
 * entry kind drawn; the legend's lines are made once; a drain that
 * fails keeps its errno and gets nothing more.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "show_int.h"

/* Every kind of log entry show_ruling.c draws, on a map with terrain,
 * a river and a stack; two sheets' worth of hexes. */
static const char game_yaml[] = TG_STD "turn: 2\nrain: false\n"
    "unfordable: {minor: 2}\n"
    "map:\n  terrain: clear\n  bounds: {cols: [1, 30], rows: [1, 25]}\n"
    "  hexes:\n    '1012': {name: Ford, terrain: woods}\n"
    "    '1013': {terrain: swamp}\n"
    "  hexsides:\n    1012/1013: [minor-river]\n"
    "    1110/1111: {features: [bluff], high: '1110'}\n"
    "units:\n"
    TG_UNIT("Brown", "csa", "infantry", 5, "1012", ", supply: out")
    TG_INF("Gray", "csa", 3, "1012")
    TG_CAV("Stuart", "csa", 2, "1112")
    TG_INF("Smith", "usa", 4, "1013")
    "log:\n"
    "- {op: combat, turn: 2, attacker: Brown, from: '1012', target: "
    "'1013', attack: normal, dice: [3, 4], result: DR, flank: {covered: "
    "1, basic: 0, final: 0, hexes: {'N': a, S: q}}}\n"
    "- {op: retreat, turn: 2, units: [Smith], from: '1013', path: "
    "['1014', '1015'], steps: [{hex: '1014', chart: 1, priority: 2, "
    "loss: 0}]}\n"
    "- {op: march, turn: 2, unit: Stuart, from: '1112', path: ['1113', "
    "'1114'], steps: [{hex: '1113', mp: 1}]}\n"
    "- {op: assault, turn: 2, leader: Lee, from: '1012', target: '1013', "
    "units: [Brown, Gray]}\n"
    "- {op: advance, turn: 2, units: [Brown], into: '1013'}\n"
    "- {op: recover, turn: 2}\n";

static const int all[] = { 1, 2, 3, 4, 5, 6 };

/* What a drain was handed, in order. */
struct sink {
	char	*data;
	size_t	 len, cap;
	int	 calls;
	int	 fail_at;	/* the call that fails, from 1; 0: none */
};

static struct sink	 sink;

static void
collect(struct outbuf *o, const char *p, size_t n)
{
	sink.calls++;
	if (o->drain_errno != 0)
		ck_abort_msg("drained again after a failed drain");
	if (sink.fail_at == sink.calls) {
		o->drain_errno = ENOSPC;
		return;
	}
	if (sink.len + n > sink.cap) {
		sink.cap = (sink.len + n) * 2;
		sink.data = xrealloc(sink.data, sink.cap);
	}
	memcpy(sink.data + sink.len, p, n);
	sink.len += n;
}

/* The picture held whole, as without a drain. */
static char *
held(struct game *g, const struct show_opts *o, size_t *len)
{
	struct outbuf	out;

	memset(&out, 0, sizeof(out));
	ck_assert_int_eq(show_svg(&out, g, o), 0);
	ck_assert(out.drain == NULL);
	*len = out.len;
	return out.data;
}

/* The picture streamed through a buffer of room bytes: what the drain
 * got, and what the buffer still holds after, as cli.c writes it. */
static void
streamed(struct game *g, const struct show_opts *o, size_t room)
{
	struct outbuf	out;

	memset(&out, 0, sizeof(out));
	memset(&sink, 0, sizeof(sink));
	outbuf_reserve(&out, room);
	out.drain = collect;
	ck_assert_int_eq(show_svg(&out, g, o), 0);
	ck_assert_int_eq(out.drain_errno, 0);
	ck_assert_uint_le(out.len, room);
	collect(&out, out.data, out.len);
	outbuf_free(&out);
}

static void
same(struct game *g, const struct show_opts *o, const char *what)
{
	static const size_t	 rooms[] = { 1, 7, 100, 4096, 65536 };
	char			*want;
	size_t			 len, i;

	want = held(g, o, &len);
	ck_assert_uint_gt(len, 65536);
	for (i = 0; i < sizeof(rooms) / sizeof(rooms[0]); i++) {
		streamed(g, o, rooms[i]);
		if (sink.len != len || memcmp(sink.data, want, len) != 0)
			ck_abort_msg("%s, a buffer of %zu: %zu bytes streamed, "
			    "%zu held, not the same", what, rooms[i],
			    sink.len, len);
		/* A buffer of room bytes is drained once it fills: it
		 * never held the picture (each piece of it is less than
		 * 4 KiB; a bigger piece than the buffer goes whole). */
		if (rooms[i] >= 4096)
			ck_assert_int_ge(sink.calls, (int)(len / rooms[i]));
		free(sink.data);
	}
	free(want);
}

/* Issue 16: every option of gcacw-show(1), streamed and held alike. */
START_TEST(test_stream_same_bytes)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, game_yaml);
	struct show_opts	 o;

	memset(&o, 0, sizeof(o));
	same(g, &o, "the last entry");
	o.entries = all;
	o.nentries = 6;
	same(g, &o, "--entry 1,2,3,4,5,6");
	o.zoc = SHOW_ZOC_CSA | SHOW_ZOC_USA;
	same(g, &o, "--zoc both");
	o.no_legend = true;
	same(g, &o, "--no-legend");
	tg_done(&t);
}
END_TEST

/* The legend's lines are made by the dry drawing only: streamed, the
 * ruling and stack lines appear in the legend once each. */
START_TEST(test_stream_legend_once)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, game_yaml);
	struct show_opts	 o;
	const char		*p, *q;

	memset(&o, 0, sizeof(o));
	o.entries = all;
	o.nentries = 6;
	streamed(g, &o, 512);
	p = xstrndup(sink.data, sink.len);
	q = strstr(p, ">Log entry 4: assault, turn 2</text>");
	ck_assert_ptr_nonnull(q);
	ck_assert_ptr_null(strstr(q + 1, ">Log entry 4: assault, turn 2<"));
	q = strstr(p, ">stack in 1012: 2 units");
	ck_assert_ptr_nonnull(q);
	ck_assert_ptr_null(strstr(q + 1, ">stack in 1012: 2 units"));
	free((char *)p);
	free(sink.data);
	tg_done(&t);
}
END_TEST

/* A drain that fails (a full disk) keeps its errno; nothing more is
 * handed to it, and the drawing goes on to its end (cli.c then exits
 * 74, gcacw(7)). */
START_TEST(test_stream_drain_fails)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, game_yaml);
	struct show_opts	 o;
	struct outbuf		 out;

	memset(&o, 0, sizeof(o));
	memset(&out, 0, sizeof(out));
	memset(&sink, 0, sizeof(sink));
	sink.fail_at = 2;
	outbuf_reserve(&out, 4096);
	out.drain = collect;
	ck_assert_int_eq(show_svg(&out, g, &o), 0);
	ck_assert_int_eq(out.drain_errno, ENOSPC);
	ck_assert_int_eq(sink.calls, 2);
	ck_assert_uint_gt(sink.len, 0);
	ck_assert_int_eq(memcmp(sink.data, "<?xml", 5), 0);
	free(sink.data);
	outbuf_free(&out);
	tg_done(&t);
}
END_TEST

static Suite *
show_stream_suite(void)
{
	Suite	*s = suite_create("show_stream");
	TCase	*tc = tcase_create("stream");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_stream_same_bytes);
	tcase_add_test(tc, test_stream_legend_once);
	tcase_add_test(tc, test_stream_drain_fails);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(show_stream_suite)
