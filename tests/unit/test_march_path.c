/*
 * test_march_path.c — what a march does where it stands when the player
 * asks (lib/rules/march_path.c): a paused march taken up again
 * (--continue) whose unit refuses its flanks (7.8), and --explain's
 * words for it.
 */
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fixture.h"
#include "march.h"
#include "testexplain.h"
#include "testplay.h"

/*
 * gcacw-march(1) --continue --refuse-flanks, no path: the paused march
 * goes on, and where it stands the unit refuses its flanks for 1 MP,
 * ending its march (7.8); --explain says so, not that the march merely
 * goes on from where it paused.
 */
START_TEST(test_7_8_continue_refuse_flanks)
{
	static const char	 yaml[] = TG_GAME(TG_CLEAR,
				    TG_INF("Brown", "csa", 5, "1012")
				    TG_INF("Smith", "usa", 5, "1520"))
				    "action: {kind: march, unit: Brown, "
				    "mp: 4, start: '1012', attacks: 0, "
				    "ended: false}\n";
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, yaml);
	struct march_order	 o;
	struct march_result	 r;
	char			*buf;

	memset(&o, 0, sizeof(o));
	o.op = MO_CONTINUE;
	o.reach_mp = -1;
	o.refuse_flanks = true;
	ck_assert_msg(march_run(g, &o, &r, 0, NULL) == 0, "%s",
	    tg_errors(&t));
	ck_assert(r.flanks_refused);
	ck_assert_int_eq(g->markers.nflanks_refused, 1);
	ck_assert_int_eq(g->markers.flanks_refused[0], tg_hex(g, "1012"));
	ck_assert(g->march.ended);
	ck_assert_int_eq(g->march.mp, 6);	/* 3 MP, in halves */
	buf = march_text(g, &r);
	tg_has(buf, "Brown goes on with its march (6.1).\n");
	tg_hasnt(buf, "from where it paused");
	tg_has(buf, "Brown refuses its flanks in 1012 for 1 MP; its march "
	    "ends (7.8).\n");
	free(buf);
	tg_done(&t);
}
END_TEST

CHECK_TESTS(march_path)
