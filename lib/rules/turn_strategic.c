/*
 * turn_strategic.c — the Strategic Segment (SIV 14.0 9 A, 16.0) and the
 * Lull Segment (14.0 9 I, 16.0).  The Strategic Segment: two dice on the
 * Strategic Table, read differently on Turn 65 and later; the Strategic
 * Track and what its boxes bring (18.1 Ewell's Division and the Battle of
 * Seven Pines, 27.1 special rule 2a, 26.0 the end of the game); the
 * Richmond and Mountain Department boxes' reinforcements (18.1, 18.2),
 * given `arrives` for the next turn's Reinforcement Phase.  The Lull
 * Segment: its eight steps, the turn advanced five boxes.
 *
 * Which reinforcement a result brings is counted from the file: the units
 * still waiting in their box (no `arrives`), not a counter.  A unit the
 * rule names that the file lacks (the set-up pages are not in the rules
 * text) is said so in a note, never made up.
 */
#include <stdlib.h>
#include <string.h>

#include "county.h"
#include "missing.h"
#include "module.h"
#include "phase.h"
#include "refuse.h"
#include "scenario.h"
#include "sequence.h"
#include "tables.h"
#include "turn.h"

/* 16.0: "On Turn 65 (May 10) and later, all Lull results are treated as
 * a different result"; the table's footnotes say which. */
#define STRATEGIC_TURN_65	65

static const struct {
	const char	*mark;
	const char	*reads;
} turn_65[] = {
	{ " *", "Confederate Reinforcement" },
	{ " \u2020", "Union Reinforcement" },		/* † */
	{ " \u00b0", "No effect" },			/* ° */
};

/* The Strategic Table's results (16.0), as the table prints them. */
enum strategic { SR_LULL, SR_ADVANCE, SR_CSA, SR_USA, SR_NONE, SR_COUNT };

static const char *const strategic_words[SR_COUNT] = {
	"Lull", "Advance the Strategic Marker", "Confederate Reinforcement",
	"Union Reinforcement", "No effect",
};

/* 16.0: "This track has eight boxes, numbered 0 through 7." */
#define TRACK_LAST	7

/* The units and leaders each reinforcement brings, in the rule's words
 * and order (18.1, 18.2). */
static const char *const ewell_division[] = {	/* 18.1 Ewell's Division */
	"Ewell", "Elzey", "Taylor", "Trimble", "2/6 VA", NULL
};
static const char *const whiting_division[] = {	/* 18.1 Whiting's */
	"Whiting", "Hampton", "Hatton", "Hood", "Law", "Pettigrew", NULL
};
static const char *const whiting_part[] = {	/* Minor Confederate */
	"Whiting", "Law", "Hood", NULL
};
static const char *const richmond[] = {		/* 18.1: first, second,
						 * third time */
	"Branch", "Mahone", "Lawton", NULL
};
static const char *const mountain_department[] = {	/* 18.2 first time */
	"Fremont", "Blenker", "Stahel", "Steinwehr", "Bohlen", "Milroy",
	"Cluseret", NULL
};
static const char *const mountain_second[] = {	/* 18.2 second time */
	"Crook", NULL
};

/* 18.1 Battle of Seven Pines: the die's rows, and what each result
 * brings (NULL: none). */
static const struct {
	const char		*words;
	const char *const	*units;
	bool			 major_union;
} seven_pines[] = {
	{ "Major Confederate victory", whiting_division, false },
	{ "Minor Confederate victory", whiting_part, false },
	{ "Minor Union victory", NULL, false },
	{ "Major Union victory", NULL, true },
};

/* 27.1 special rule 2a: Schenck's restriction, lifted when the track
 * reaches box 4 or on a Union Reinforcement result. */
#define SCHENCK_RELEASED	"schenck-released"

#define NAMES_MAX	24

struct names {
	const char	*v[NAMES_MAX];
	int		 n;
};

/* What the Strategic Segment did, for its log entry. */
struct cycle {
	struct names	 arrivals;	/* given `arrives` */
	struct names	 released;
};

static void
names_add(struct names *s, const char *name)
{
	if (s->n < NAMES_MAX)
		s->v[s->n++] = name;
}

/* Does the game play SIV's Advanced sequence, with its Strategic Cycle
 * (14.0 step 9)? */
static int
check_cycle(struct game *g, const char *what)
{
	if (!sequence_advanced(g) || g->module->turn.strategic_every <= 0)
		return refuse(g, "advanced", "%s: the Strategic Cycle is SIV's "
		    "Advanced Game's, and this game does not play it (SIV "
		    "14.0 step 9)", what);
	if (!sequence_cycle_turn(g))
		return refuse(g, "turn", "%s: Turn %d has no Strategic Cycle "
		    "(14.0 step 9: only on turns divisible by 5)", what,
		    g->turn);
	return 0;
}

/*
 * The Strategic Table's cell for the sum, and the result it is read as:
 * the footnote's reading on Turn 65 and later, else the words without
 * the mark.  SR_COUNT after the error (a missing or unreadable cell).
 */
static enum strategic
strategic_result(struct game *g, int sum, const char **printed,
    const char **reads)
{
	const char	*cell, *row;
	size_t		 i, n, k;
	int		 s;

	row = arena_printf(&g->arena, "%d", sum);
	if ((cell = needed_cell(g, &chart_siv_strategic, row, NULL,
	    "SIV 16.0")) == NULL)
		return SR_COUNT;
	*printed = *reads = cell;
	n = strlen(cell);
	for (i = 0; i < sizeof(turn_65) / sizeof(turn_65[0]); i++) {
		k = strlen(turn_65[i].mark);
		if (n <= k || strcmp(cell + n - k, turn_65[i].mark) != 0)
			continue;
		*reads = g->turn >= STRATEGIC_TURN_65 ? turn_65[i].reads :
		    arena_printf(&g->arena, "%.*s", (int)(n - k), cell);
		break;
	}
	for (s = 0; s < SR_COUNT; s++)
		if (strcmp(*reads, strategic_words[s]) == 0)
			return (enum strategic)s;
	diag_error(g->diag, ST_DATA, (struct pos){ 0, 0 },
	    arena_printf(&g->arena, "charts.%s.%s", chart_siv_strategic.name,
	    row), "\"%s\" is not a Strategic Table result gcacw-turn can "
	    "rule (SIV 16.0: Lull, Advance the Strategic Marker, Confederate "
	    "Reinforcement, Union Reinforcement, No effect)", *reads);
	return SR_COUNT;
}

/* The off-map record of the unit or leader called name, and its status;
 * NULL when the file has neither. */
static struct offmap *
off_named(struct game *g, const char *name, enum unit_status *status)
{
	struct unit	*u;
	struct leader	*l;

	if ((u = game_unit(g, name)) != NULL) {
		*status = u->status;
		return &u->off;
	}
	if ((l = game_leader(g, name)) != NULL) {
		*status = l->status;
		return &l->off;
	}
	return NULL;
}

/* Still in box, not yet due: what a reinforcement result may bring. */
static bool
waiting(struct game *g, const char *name, const char *box)
{
	enum unit_status	 st;
	struct offmap		*o = off_named(g, name, &st);

	return o != NULL && st == US_OFF_MAP && o->box != NULL &&
	    strcmp(o->box, box) == 0 && o->arrives == 0;
}

static bool
any_waiting(struct game *g, const char *const *v, const char *box)
{
	for (; *v != NULL; v++)
		if (waiting(g, *v, box))
			return true;
	return false;
}

/*
 * 18.1, 18.2: "places them on the map in the Reinforcement Phase of the
 * immediately following turn": each of v still waiting in box gets
 * `arrives: {turn: T + 1}`, its area the scenario's for the box or the
 * unit (area NULL).  Noted, with those the file lacks and those no
 * longer in the box.
 */
static void
give(struct game *g, struct turn_result *r, struct cycle *c,
    const char *const *v, const char *box, const char *rule)
{
	struct names		 due = { .n = 0 }, absent = { .n = 0 };
	struct names		 gone = { .n = 0 };
	struct offmap		*o;
	enum unit_status	 st;

	for (; *v != NULL; v++) {
		if ((o = off_named(g, *v, &st)) == NULL)
			names_add(&absent, *v);
		else if (!waiting(g, *v, box))
			names_add(&gone, *v);
		else {
			o->arrives = g->turn + 1;
			o->area = NULL;
			names_add(&due, *v);
			names_add(&c->arrivals, *v);
		}
	}
	if (due.n > 0)
		turn_note(g, r, "%s %s due in the Reinforcement Phase of Turn "
		    "%d, from the %s box (%s)", turn_names_text(g, due.v, due.n),
		    due.n > 1 ? "are" : "is", g->turn + 1, box, rule);
	if (gone.n > 0)
		turn_note(g, r, "%s %s no longer waiting in the %s box: "
		    "nothing more for %s (%s)", turn_names_text(g, gone.v, gone.n),
		    gone.n > 1 ? "are" : "is", box, gone.n > 1 ? "them" :
		    "it", rule);
	if (absent.n > 0)
		turn_note(g, r, "%s %s not in the file (the set-up pages, not "
		    "the rules text, put the counters in the %s box): no "
		    "arrival is given for %s (%s)", turn_names_text(g, absent.v,
		    absent.n), absent.n > 1 ? "are" : "is", box,
		    turn_names_text(g, absent.v, absent.n), rule);
}

/* 27.1 special rule 2a: Schenck may act and entrench from now on. */
static void
release_schenck(struct game *g, struct turn_result *r, struct cycle *c,
    const char *why)
{
	if (scenario_released(g, SCHENCK_RELEASED)) {
		turn_note(g, r, "the Schenck brigade's restriction is already "
		    "lifted (SIV 27.1 special rule 2a)");
		return;
	}
	scenario_release(g, SCHENCK_RELEASED, 0);
	names_add(&c->released, SCHENCK_RELEASED);
	turn_note(g, r, "the Schenck brigade may be activated and build "
	    "entrenchments from now on: %s (SIV 27.1 special rule 2a)", why);
}

/* The die's row of the Battle of Seven Pines table (18.1). */
static const char *
seven_pines_row(int die)
{
	return die == 1 ? "1" : die <= 4 ? "2-4" : die == 5 ? "5" : "6";
}

/*
 * 18.1 Battle of Seven Pines: "the Confederate player rolls one die at
 * the moment the marker advances to box 6".  0, or ST_DATA.
 */
static int
battle_of_seven_pines(struct game *g, struct dice *d, struct turn_result *r,
    struct cycle *c, struct node *e)
{
	struct arena	*a = &g->arena;
	const char	*words, *row;
	size_t		 i;
	int		 die;

	die = dice_roll(d, g, "seven pines");
	if (dice_missing(d) > 0)
		return 0;
	row = seven_pines_row(die);
	if ((words = needed_cell(g, &chart_siv_seven_pines, row, NULL,
	    "SIV 18.1 Battle of Seven Pines")) == NULL)
		return ST_DATA;
	for (i = 0; i < sizeof(seven_pines) / sizeof(seven_pines[0]); i++)
		if (strcmp(words, seven_pines[i].words) == 0)
			break;
	if (i == sizeof(seven_pines) / sizeof(seven_pines[0])) {
		diag_error(g->diag, ST_DATA, (struct pos){ 0, 0 },
		    arena_printf(a, "charts.%s.%s", chart_siv_seven_pines.name,
		    row), "\"%s\" is not a Battle of Seven Pines result "
		    "gcacw-turn can rule (SIV 18.1: Major Confederate victory, "
		    "Minor Confederate victory, Minor Union victory, Major "
		    "Union victory)", words);
		return ST_DATA;
	}
	node_set(a, e, "seven_pines", node_scalar(a, words));
	node_set(a, e, "die", node_int(a, die));
	turn_note(g, r, "Battle of Seven Pines: the Confederate player's die, "
	    "%d: \"%s\" (SIV 18.1)", die, words);
	if (seven_pines[i].units != NULL)
		give(g, r, c, seven_pines[i].units, "Whiting's Division",
		    "SIV 18.1 Battle of Seven Pines");
	else
		turn_note(g, r, "the Confederate player receives no "
		    "reinforcements from Whiting's Division (SIV 18.1)");
	if (seven_pines[i].major_union) {
		g->major_union_victory = true;
		turn_note(g, r, "a Major Union victory: the Union player "
		    "scores 4 VP at the end of each Withdrawal Segment unless "
		    "the Confederate player withdraws an infantry brigade of "
		    "manpower 4 or more (SIV 18.1, 19.1; "
		    "strategic.major_union_victory)");
	}
	return 0;
}

/* A Strategic Track box's words (the table's), for a note. */
static const char *
track_words(struct game *g, int box)
{
	const char *w = chart_get(&g->charts, &chart_siv_strategic_track,
	    arena_printf(&g->arena, "%d", box), NULL);

	return w != NULL ? w : "";
}

/* 16.0 Advancing the Strategic Marker, and what its boxes bring (the
 * Strategic Track's notes). */
static int
advance(struct game *g, struct dice *d, struct turn_result *r,
    struct cycle *c, struct node *e)
{
	struct arena	*a = &g->arena;
	struct node	*b;
	int		 from = g->strategic_box, to;

	if (from >= TRACK_LAST) {
		turn_note(g, r, "the Strategic Track marker is already in box "
		    "7, \"%s\": the track has no box beyond it, so the result "
		    "has no effect (SIV 16.0)", track_words(g, TRACK_LAST));
		return 0;
	}
	to = g->strategic_box = from + 1;
	b = node_map(a, S_FLOW);
	node_set(a, b, "from", node_int(a, from));
	node_set(a, b, "to", node_int(a, to));
	node_set(a, e, "box", b);
	turn_note(g, r, "the Strategic Track marker advances from box %d to "
	    "box %d, \"%s\" (SIV 16.0)", from, to, track_words(g, to));
	switch (to) {
	case 3:
		give(g, r, c, ewell_division, "Ewell's Division",
		    "SIV 18.1 Strategic Track Reinforcements");
		break;
	case 4:
		release_schenck(g, r, c, "the Strategic Track marker reached "
		    "box 4");
		turn_note(g, r, "the Union player may begin building depots at "
		    "stations on the Manassas Gap RR (Strategic Track Note 2; "
		    "SIV 24.1)");
		break;
	case 5:
		turn_note(g, r, "the Union player may begin building depots at "
		    "stations on the Winchester and Potomac RR, and scores VP "
		    "in each Confederate Withdrawal Segment with Branch or "
		    "Mahone on the map (Strategic Track Note 3; SIV 24.1, "
		    "27.1)");
		break;
	case 6:
		return battle_of_seven_pines(g, d, r, c, e);
	case TRACK_LAST:
		node_set(a, e, "game_ends", node_bool(a, true));
		turn_note(g, r, "the game ends at the end of this turn, once "
		    "every segment of this Strategic Cycle is complete (SIV "
		    "16.0, 26.0)");
		break;
	default:
		break;
	}
	return 0;
}

/* 18.1 Strategic Table Reinforcements: "the first time ... Branch ...;
 * the second time, ... Mahone; and the third time, ... Lawton". */
static void
confederate_reinforcement(struct game *g, struct turn_result *r,
    struct cycle *c)
{
	static const char	*one[2];
	const char *const	*v;
	struct names		 absent = { .n = 0 };

	for (v = richmond; *v != NULL; v++) {
		if (waiting(g, *v, "Richmond"))
			break;
		if (game_unit(g, *v) == NULL)
			names_add(&absent, *v);
	}
	if (absent.n > 0)
		turn_note(g, r, "%s %s not in the file (the set-up pages, not "
		    "the rules text, put the counters in the Richmond box): "
		    "passed over (SIV 18.1)", turn_names_text(g, absent.v,
		    absent.n), absent.n > 1 ? "are" : "is");
	if (*v == NULL) {
		turn_note(g, r, "Branch, Mahone and Lawton have all left the "
		    "Richmond box: the result is treated as \"no effect\" (SIV "
		    "18.1)");
		return;
	}
	turn_note(g, r, "%s is the first of Branch, Mahone and Lawton still "
	    "in the Richmond box (SIV 18.1)", *v);
	one[0] = *v;
	one[1] = NULL;
	give(g, r, c, one, "Richmond", "SIV 18.1 Strategic Table "
	    "Reinforcements");
}

/* 18.2 Strategic Table Reinforcements: the Mountain Department group
 * the first time, Crook the second, "no effect" the third and after;
 * which time it is, from the units still in the box. */
static void
union_reinforcement(struct game *g, struct turn_result *r, struct cycle *c)
{
	static const char rule[] = "SIV 18.2 Strategic Table Reinforcements";

	if (any_waiting(g, mountain_department, "Mountain Department")) {
		turn_note(g, r, "the first Union Reinforcement: the Mountain "
		    "Department group is still in its box (SIV 18.2)");
		give(g, r, c, mountain_department, "Mountain Department",
		    rule);
	} else if (any_waiting(g, mountain_second, "Mountain Department")) {
		turn_note(g, r, "the second Union Reinforcement: the Mountain "
		    "Department group has left the box, the Crook brigade has "
		    "not (SIV 18.2)");
		give(g, r, c, mountain_second, "Mountain Department", rule);
	} else
		turn_note(g, r, "neither the Mountain Department group nor the "
		    "Crook brigade is still in the Mountain Department box: "
		    "the third time or later, treated as \"no effect\" (SIV "
		    "18.2)");
	release_schenck(g, r, c, "a Union Reinforcement result occurred");
}

static int
strategic_effect(struct game *g, struct dice *d, struct turn_result *r,
    struct cycle *c, struct node *e, enum strategic s)
{
	switch (s) {
	case SR_LULL:
		g->strategic_lull = true;
		turn_note(g, r, "Lull: the Strategic Cycle goes on normally to "
		    "the Lull Segment, where the Lull's eight steps are "
		    "performed (SIV 16.0; strategic.lull)");
		return 0;
	case SR_ADVANCE:
		return advance(g, d, r, c, e);
	case SR_CSA:
		confederate_reinforcement(g, r, c);
		return 0;
	case SR_USA:
		union_reinforcement(g, r, c);
		return 0;
	default:
		turn_note(g, r, "No effect (SIV 16.0)");
		return 0;
	}
}

/* The dice and the table's words, as a player reads them. */
static void
roll_note(struct game *g, struct turn_result *r, int d1, int d2,
    const char *printed, const char *reads)
{
	if (strcmp(printed, reads) == 0)
		turn_note(g, r, "two dice, %d + %d = %d on the Strategic "
		    "Table: \"%s\" (SIV 16.0)", d1, d2, d1 + d2, reads);
	else if (g->turn >= STRATEGIC_TURN_65)
		turn_note(g, r, "two dice, %d + %d = %d on the Strategic "
		    "Table: \"%s\", read as \"%s\" on May 10 (Turn 65) and "
		    "later (SIV 16.0)", d1, d2, d1 + d2, printed, reads);
	else
		turn_note(g, r, "two dice, %d + %d = %d on the Strategic "
		    "Table: \"%s\" (its mark changes it only from May 10, "
		    "Turn 65; SIV 16.0)", d1, d2, d1 + d2, reads);
}

int
turn_strategic(struct game *g, struct dice *d, struct turn_result *r)
{
	struct arena	*a = &g->arena;
	struct cycle	 c;
	struct node	*e;
	enum strategic	 s;
	const char	*printed, *reads;
	int		 st, d1, d2;

	if ((st = turn_phase(g, PH_STRATEGIC, "--strategic")) != 0 ||
	    (st = check_cycle(g, "--strategic")) != 0)
		return st;
	if (turn_logged(g, "strategic", "roll", -1) >= 0)
		return refuse(g, "log", "--strategic: the Strategic Segment of "
		    "Turn %d has been played (its log entry): one Strategic "
		    "Table roll a Strategic Cycle (SIV 14.0 9 A)", g->turn);
	d1 = dice_roll(d, g, "strategic");
	d2 = dice_roll(d, g, "strategic");
	if (dice_missing(d) > 0)
		return 0;
	r->rolled = true;
	r->roll = d1 + d2;
	if ((s = strategic_result(g, r->roll, &printed, &reads)) == SR_COUNT)
		return ST_DATA;
	r->printed = printed;
	r->result = reads;
	memset(&c, 0, sizeof(c));
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "strategic"));
	node_set(a, e, "turn", node_int(a, g->turn));
	node_set(a, e, "roll", node_int(a, r->roll));
	node_set(a, e, "result", node_scalar(a, reads));
	roll_note(g, r, d1, d2, printed, reads);
	g->has_strategic = true;
	if ((st = strategic_effect(g, d, r, &c, e, s)) != 0 ||
	    dice_missing(d) > 0)
		return st;
	if (c.arrivals.n > 0)
		node_set(a, e, "arrivals", game_names_node(g, c.arrivals.v,
		    c.arrivals.n));
	if (c.released.n > 0)
		node_set(a, e, "released", game_names_node(g, c.released.v,
		    c.released.n));
	g->phase = PH_STRATEGIC;
	turn_log(g, r, e, d);
	return turn_phase_ends(g, r);
}

/* ---- the Lull Segment ---- */

/* 16.0 Lull: "all units" — those in play on the map, and those in an
 * off-map box, whose markers (21.0's Off-Map Movement Display) go with
 * them; not those out of play. */
static bool
lull_unit(const struct unit *u)
{
	return u->status == US_IN_PLAY || u->status == US_OFF_MAP;
}

static bool
on_map(const struct unit *u)
{
	return u->status == US_IN_PLAY && u->hex != HEX_NONE;
}

/* The steps 1-5 of 16.0 Lull, one a row: the entry's key, the note. */
enum lull_step { LS_FATIGUE, LS_EXHAUSTED, LS_SUPPLY, LS_DISORGANIZED,
	LS_DEMORALIZED, LS_COUNT };

static const struct {
	const char	*key;
	const char	*done;		/* what it did, for the note */
	const char	*none;
} lull_steps[LS_COUNT] = {
	{ "fatigue", "step 1: Fatigue markers removed, all units at Fatigue "
	    "Level 0", "step 1: no unit has a Fatigue marker" },
	{ "exhausted", "step 2: exhausted units flipped to their normal "
	    "sides", "step 2: no unit is exhausted" },
	{ "supply", "step 3: out-of-supply markers removed, all units in "
	    "supply", "step 3: no unit is out of supply" },
	{ "disorganized", "step 4: disorganized Strength markers flipped to "
	    "their organized sides", "step 4: no unit is disorganized" },
	{ "demoralized", "step 5: Demoralize markers removed",
	    "step 5: no unit is demoralized" },
};

/* Step k done to u; was the unit changed? */
static bool
lull_step(struct unit *u, enum lull_step k)
{
	bool was;

	switch (k) {
	case LS_FATIGUE:
		was = u->fatigue != 0;
		u->fatigue = 0;
		break;
	case LS_EXHAUSTED:
		was = u->exhausted;
		u->exhausted = false;
		break;
	case LS_SUPPLY:
		was = u->out_of_supply;
		u->out_of_supply = false;
		break;
	case LS_DISORGANIZED:
		was = u->disorganized;
		u->disorganized = false;
		break;
	default:
		was = u->demoralized != 0;
		u->demoralized = 0;
		break;
	}
	return was;
}

/* Steps 1-5, each for every unit, in the rule's order. */
static void
lull_markers(struct game *g, struct turn_result *r, struct node *e)
{
	struct arena	*a = &g->arena;
	struct node	*v;
	const char	*s;
	int		 k, i;

	for (k = 0; k < LS_COUNT; k++) {
		v = node_seq(a, S_FLOW);
		s = "";
		for (i = 0; i < g->nunits; i++) {
			struct unit *u = &g->units[i];
			int before = k == LS_FATIGUE ? u->fatigue :
			    u->demoralized;

			if (!lull_unit(u) || !lull_step(u, (enum lull_step)k))
				continue;
			node_push(a, v, node_scalar(a, u->name));
			s = arena_printf(a, "%s%s%s", s, *s != '\0' ? ", " :
			    "", k == LS_FATIGUE || k == LS_DEMORALIZED ?
			    arena_printf(a, "%s (%d)", u->name, before) :
			    u->name);
		}
		if (v->n > 0) {
			node_set(a, e, lull_steps[k].key, v);
			turn_note(g, r, "%s: %s (SIV 16.0 Lull)",
			    lull_steps[k].done, s);
		} else
			turn_note(g, r, "%s (SIV 16.0 Lull)",
			    lull_steps[k].none);
	}
}

static const char *
side_word(enum side s)
{
	return s == SIDE_USA ? "Union" : "Confederate";
}

/* Steps 6 and 7 name one infantry unit of the side on the map, below 8
 * (16.0: "any one Union infantry unit on the map ... a unit's manpower
 * may never exceed 8").  0, or the refusal. */
static int
check_increase(struct game *g, enum side s, const char *name,
    struct unit **out)
{
	const char	*opt = s == SIDE_USA ? "usa" : "csa";
	const char	*rule = s == SIDE_USA ? "SIV 16.0 Union manpower "
			    "increase" : "SIV 16.0 Confederate manpower "
			    "increase";
	struct unit	*u;

	*out = NULL;
	if (name == NULL)
		return 0;
	if ((u = game_unit(g, name)) == NULL) {
		diag_plain(g->diag, ST_USAGE, "--increase %s=%s: no unit of "
		    "that name%s", opt, name, game_unit_hint_text(g, name));
		return ST_USAGE;
	}
	if (u->side != s)
		return refuse_unit(g, u, "--increase %s=%s: %s is a %s unit; "
		    "%s= names the %s unit to increase (%s)", opt, name, name,
		    side_word(u->side), opt, side_word(s), rule);
	if (u->type != U_INFANTRY)
		return refuse_unit(g, u, "--increase %s=%s: %s is not an "
		    "infantry unit: the increase is for \"any one %s infantry "
		    "unit on the map\" (%s)", opt, name, name, side_word(s),
		    rule);
	if (!on_map(u))
		return refuse_unit(g, u, "--increase %s=%s: %s is not on the "
		    "map: the increase is for \"any one %s infantry unit on "
		    "the map\" (%s)", opt, name, name, side_word(s), rule);
	if (u->manpower >= 8)
		return refuse_unit(g, u, "--increase %s=%s: %s's manpower is "
		    "%d, and a unit's manpower may never exceed 8 (%s)", opt,
		    name, name, u->manpower, rule);
	*out = u;
	return 0;
}

/*
 * 16.0 Confederate manpower increase, Exception: "If all Confederate
 * infantry (not cavalry) units on the map are in Augusta County,
 * Rockingham County, or both", 2; else 1.  *outside the first unit
 * elsewhere; -1 after the missing-data error (a hex without a county).
 */
static int
csa_amount(struct game *g, const struct unit **outside)
{
	static const char rule[] = "SIV 16.0 Confederate manpower increase";
	const char	*county;
	int		 i;

	*outside = NULL;
	for (i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];

		if (u->side != SIDE_CSA || u->type != U_INFANTRY ||
		    !on_map(u))
			continue;
		if ((county = county_of_hex(g, u->hex, rule)) == NULL)
			return -1;
		if (strcmp(county, "Augusta") != 0 &&
		    strcmp(county, "Rockingham") != 0 && *outside == NULL)
			*outside = u;
	}
	return *outside == NULL ? 2 : 1;
}

static struct node *
increase_node(struct game *g, const struct unit *u, int from)
{
	struct arena	*a = &g->arena;
	struct node	*n = node_map(a, S_FLOW);

	node_set(a, n, "side", node_plain(a, u->side == SIDE_USA ? "usa" :
	    "csa"));
	node_set(a, n, "unit", node_scalar(a, u->name));
	node_set(a, n, "from", node_int(a, from));
	node_set(a, n, "to", node_int(a, u->manpower));
	return n;
}

/* Step 6: "On a roll of 2 or less, the Union player may increase the
 * manpower of any one Union infantry unit on the map by 1". */
static void
union_increase(struct game *g, struct turn_result *r, struct node *inc,
    struct unit *u, int die)
{
	static const char rule[] = "SIV 16.0 Union manpower increase";
	int from;

	if (die >= 3) {
		turn_note(g, r, "step 6: the Union player's die, %d: 3 or "
		    "more, no Union unit may be increased%s (%s)", die,
		    u != NULL ? arena_printf(&g->arena, "; --increase usa=%s "
		    "is ignored", u->name) : "", rule);
		return;
	}
	if (u == NULL) {
		turn_note(g, r, "step 6: the Union player's die, %d: 2 or "
		    "less, one Union infantry unit on the map may gain 1 "
		    "manpower, and none is named (--increase usa=U): no "
		    "increase (%s)", die, rule);
		return;
	}
	from = u->manpower;
	u->manpower++;
	u->disorganized = false;
	node_push(&g->arena, inc, increase_node(g, u, from));
	turn_note(g, r, "step 6: the Union player's die, %d: 2 or less, %s's "
	    "manpower %d -> %d, organized side up (%s)", die, u->name, from,
	    u->manpower, rule);
}

/* Step 7: "automatically receives a manpower increase", 1 or 2, never
 * above 8. */
static void
confederate_increase(struct game *g, struct turn_result *r,
    struct node *inc, struct unit *u, int amount, const struct unit *out)
{
	static const char rule[] = "SIV 16.0 Confederate manpower increase";
	const char	*why;
	char		 id[16];
	int		 from;

	if (u == NULL) {
		turn_note(g, r, "step 7: the Confederate player may increase "
		    "one Confederate infantry unit on the map, and none is "
		    "named (--increase csa=U): no increase (%s)", rule);
		return;
	}
	why = out == NULL ? "every Confederate infantry unit on the map is in "
	    "Augusta or Rockingham County: +2 (the Exception)" :
	    arena_printf(&g->arena, "not every Confederate infantry unit on "
	    "the map is in Augusta or Rockingham County (%s in %s): +1",
	    out->name, game_hex_id(g, out->hex, id));
	from = u->manpower;
	u->manpower = from + amount > 8 ? 8 : from + amount;
	u->disorganized = false;
	node_push(&g->arena, inc, increase_node(g, u, from));
	turn_note(g, r, "step 7: %s; %s's manpower %d -> %d%s, organized side "
	    "up (%s)", why, u->name, from, u->manpower, from + amount > 8 ?
	    " (never above 8)" : "", rule);
}

/* Step 8's turns skipped: the Turn Track's markers of those turns are
 * gone (12.0: removed "at the end of the turn corresponding to the box
 * it occupies"), the new turn's rain read, the Action Phase's record
 * cleared as at a turn's end. */
static void
skip_turns(struct game *g, struct turn_result *r, int to)
{
	int i;

	if (g->unfordable_minor != 0 && g->unfordable_minor < to) {
		g->unfordable_minor = 0;
		turn_note(g, r, "the Minor Rivers Unfordable marker's turn has "
		    "passed: it leaves the Turn Track (12.0)");
	}
	if (g->unfordable_major != 0 && g->unfordable_major < to) {
		g->unfordable_major = 0;
		turn_note(g, r, "the Major Rivers Unfordable marker's turn has "
		    "passed: it leaves the Turn Track (12.0)");
	}
	g->has_initiative = false;
	g->has_passed = false;
	g->acted = false;
	if (g->has_action && g->march.ended)
		g->has_action = false;
	for (g->rain = false, i = 0; i < g->nrain_turns; i++)
		g->rain |= g->rain_turns[i] == to;
}

int
turn_lull(struct game *g, struct dice *d, const struct turn_orders *o,
    struct turn_result *r)
{
	struct arena		*a = &g->arena;
	struct unit		*usa, *csa;
	const struct unit	*outside = NULL;
	struct node		*e, *inc;
	int			 st, die, amount = 0, from = g->turn;

	if ((st = turn_phase(g, PH_LULL, "--lull")) != 0 ||
	    (st = check_cycle(g, "--lull")) != 0)
		return st;
	if (!g->strategic_lull)
		return refuse(g, "strategic", "--lull: this Strategic Cycle's "
		    "Strategic Table result was not Lull, so there is no Lull "
		    "Segment (SIV 14.0 9 I, 16.0)");
	if ((st = check_increase(g, SIDE_USA, o->increase[SIDE_USA],
	    &usa)) != 0 ||
	    (st = check_increase(g, SIDE_CSA, o->increase[SIDE_CSA],
	    &csa)) != 0)
		return st;
	if (csa != NULL && (amount = csa_amount(g, &outside)) < 0)
		return ST_DATA;
	die = dice_roll(d, g, "manpower");
	if (dice_missing(d) > 0)
		return 0;
	e = node_map(a, S_BLOCK);
	node_set(a, e, "op", node_plain(a, "lull"));
	node_set(a, e, "turn", node_int(a, g->turn));
	lull_markers(g, r, e);
	node_set(a, e, "die", node_int(a, die));
	inc = node_seq(a, S_BLOCK);
	union_increase(g, r, inc, usa, die);
	confederate_increase(g, r, inc, csa, amount, outside);
	if (inc->n > 0)
		node_set(a, e, "increases", inc);
	if (game_optional(g, "ammunition"))
		turn_note(g, r, "ammunition is left as it is: \"a Lull result "
		    "has no effect on ammunition resupply\" (SIV 16.0 Note)");
	turn_note(g, r, "during a Lull, units may not build entrenchments or "
	    "bridges (SIV 16.0 Restriction)");
	/* Step 8: "advance the Turn marker five boxes on the Turn Record
	 * Track and proceed to the Strategic Segment of that turn's
	 * Strategic Cycle, skipping Phases 1 through 8." */
	skip_turns(g, r, from + 5);
	g->turn = from + 5;
	g->strategic_lull = false;
	g->phase = PH_STRATEGIC;
	node_set(a, e, "next_turn", node_int(a, g->turn));
	node_set(a, e, "next", node_plain(a, phase_names[PH_STRATEGIC]));
	turn_note(g, r, "step 8: the Turn marker advances five boxes, from "
	    "Turn %d to Turn %d, without Turn %d's Turn Indication Phase; "
	    "Phases 1 through 8 of Turn %d are skipped (16.0 step 8), and "
	    "play resumes with its Strategic Segment", from, g->turn, from,
	    g->turn);
	turn_log(g, r, e, d);
	return 0;
}
