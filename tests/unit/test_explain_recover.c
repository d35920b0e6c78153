/*
 * test_explain_recover.c — gcacw-recover --explain (explain_recover.c)
 * on a Recovery Phase built by hand, as the rules would have left it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "explain.h"
#include "fixture.h"
#include "recover_int.h"
#include "testexplain.h"

/*
 * A phase stopped on a missing value (DESIGN.md section 6) says of each
 * order whether it was checked or lacks a value, then that no die is
 * rolled (8.0 Step 1: one activity each).
 */
START_TEST(test_8_0_explain_phase_stopped_on_missing_value)
{
	struct tg		 t;
	struct game		*g = tg_load_ok(&t, REDOUBT_GAME);
	struct recover_order	 o[2];
	struct recover_attempt	 a[2];
	struct recover		 r;
	char			*s;

	memset(o, 0, sizeof(o));
	memset(a, 0, sizeof(a));
	memset(&r, 0, sizeof(r));
	o[0].activity = RA_ENTRENCH;
	o[0].unit = "Hood";
	o[1].activity = RA_BRIDGE;
	o[1].unit = "Early";
	a[0].order = &o[0];
	a[0].unit = tg_unit(g, "Hood");
	a[1].order = &o[1];
	a[1].unit = tg_unit(g, "Early");
	a[1].missing = true;
	r.attempts = a;
	r.nattempts = 2;
	r.stopped = true;
	s = recover_text(g, &r);
	tg_has(s, "one activity each:\n"
	    "  --entrench Hood: checked.\n"
	    "  --bridge Early: not ruled: a value it needs is missing.\n"
	    "The phase stops here: values are missing (reported below); no "
	    "die is rolled, nothing changes and the file is not written.\n");
	free(s);
	tg_done(&t);
}
END_TEST

CHECK_TESTS(explain_recover)
