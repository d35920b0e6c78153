/*
 * game.h — the game model (DESIGN.md section 4).
 *
 * Ownership: everything a game holds — strings, units, leaders, hexes,
 * nodes — comes from g->arena and is freed at once by game_free().  The
 * indexes (tables) are freed there too.  Nothing else frees game memory.
 *
 * Errors: a rule that needs data the file lacks (an unlisted hex with no
 * map.terrain default, a missing combat value) reports it through g->diag
 * with status 65 and goes on with a neutral value; the tool checks
 * g->diag->status before it writes anything, so nothing wrong is output.
 */
#ifndef GCACW_GAME_H
#define GCACW_GAME_H

#include <stdarg.h>
#include <stdbool.h>

#include "arena.h"
#include "charts.h"
#include "diag.h"
#include "hex.h"
#include "map.h"
#include "node.h"
#include "pending.h"
#include "table.h"

struct module;
struct scenario;

enum side { SIDE_CSA, SIDE_USA, SIDE_COUNT };
enum unit_type { U_INFANTRY, U_CAVALRY, U_ARTILLERY, U_WAGON };
enum unit_size { Z_NONE, Z_SQUADRON, Z_REGIMENT, Z_BRIGADE, Z_DIVISION,
	Z_DEMI_DIVISION };
/* Entrenchment markers (9.0), in the order the 1862 procedure builds them. */
enum entrenchment { E_NONE, E_ABATIS, E_BREASTWORK_BUILD, E_BREASTWORK,
	E_FORT_BUILD, E_FORT };
/* Units that leave play stay in the file (DESIGN.md section 4). */
enum unit_status { US_IN_PLAY, US_ELIMINATED, US_SURRENDERED, US_WITHDRAWN,
	US_OFF_MAP };	/* SIV 14.0-21.0: in an off-map box (`box`) */
enum leader_rank { R_ARMY, R_DISTRICT, R_CORPS, R_DIVISION };

/* Combat values may be ½ (7.2): they are kept in halves, 1 = ½. */
typedef int halves;

/*
 * Where a unit or leader out of the map is, and when it comes back
 * (SIV 18.0-21.0, gcacw-file(5) "The Advanced Games"): `box`, the
 * off-map box of a unit with status off-map; `arrives`, the Reinforcement
 * Phase it is due in and its entry area (NULL: the box's); `withdrawn`,
 * the Withdrawal Segment that put it in the Department of the
 * Rappahannock box (19.2).
 */
struct offmap {
	const char	*box;		/* NULL: not in a box */
	int		 arrives;	/* the turn due; 0: not due */
	const char	*area;		/* arrives.area; NULL: not given */
	int		 withdrawn;	/* 0: never */
	struct pos	 pos;		/* of `arrives`, for refusals */
};

struct unit {
	const char	 *name;
	struct pos	  pos;		/* of the unit's key */
	enum side	  side;
	enum unit_type	  type;
	enum unit_size	  size;		/* Z_NONE: not given */
	const char	**command;	/* formations (leaders' `leads`) */
	int		  ncommand;
	hex_t		  hex;		/* HEX_NONE when out of play */
	int		  manpower;
	bool		  disorganized;
	halves		  combat;	/* disorganized value; -1: absent */
	int		  fatigue;	/* 0..4 */
	bool		  exhausted;
	int		  demoralized;	/* 0, 1, 2 */
	bool		  has_tactical;
	int		  tactical_attack;
	int		  tactical_defence;
	bool		  tactical_split;	/* written "a/d" */
	int		  artillery;	/* -1: absent */
	enum entrenchment entrenchment;
	bool		  out_of_supply;	/* Advanced Game (SIV 24.0,
					 * SJW 20.0) */
	const char	 *army;		/* "potomac" (5.1 Extended March
					 * Table); NULL: absent */
	enum unit_status  status;
	int		  left;		/* the turn it left play; 0: not
					 * given (DESIGN.md section 4) */
	int		  committed;	/* SIV 20.0: the turn it was
					 * committed to the map; 0: never */
	struct offmap	  off;		/* box, arrival, withdrawal */
	int		  next_here;	/* next unit in the same hex, or -1 */
	struct node	 *extra;	/* x- keys */
};

struct leader {
	const char	*name;
	struct pos	 pos;
	enum side	 side;
	enum leader_rank rank;
	const char	*leads;		/* the formation it commands */
	bool		 has_tactical;
	int		 tactical_attack;
	int		 tactical_defence;
	bool		 tactical_split;
	int		 command;	/* command value; -1: absent */
	int		 with;		/* the unit it is with, or -1 */
	bool		 cavalry;	/* a cavalry leader (5.2, 7.1) */
	bool		 substitute;	/* SJW 17.0: the "Sub" side, never
					 * killed */
	enum unit_status status;
	struct offmap	 off;		/* SIV 18.0-21.0 */
	int		 committed;	/* SIV 20.0, as a unit's */
	int		 left;		/* the turn it left play, as a
					 * unit's; 0: not given */
	struct node	*extra;
};

struct pontoon {
	hexside_t	 hexside;
	enum side	 owner;
	bool		 fixed;		/* a scenario's bridge that "can never
					 * be moved" (SIV Piedmont 6) */
	struct pos	 pos;
	struct node	*extra;
};

struct markers {
	hex_t		*flanks_refused;
	int		 nflanks_refused;
	hexside_t	*destroyed;	/* permanent bridges and ferries */
	int		 ndestroyed;
	struct pontoon	*pontoons;
	int		 npontoons;
	hex_t		*control_hex;	/* control: {hex: side} */
	enum side	*control_side;
	int		 ncontrol;
	hex_t		*station_hex;	/* stations: {hex: state} (SJW) */
	bool		*station_destroyed;	/* else damaged */
	int		 nstations;
	hex_t		*depots_removed;	/* SJW 20.1: Union depots
						 * removed from the map */
	int		 ndepots_removed;
	const char	**county_name;	/* counties: {county: side}, the
					 * County Control Segment's answer
					 * (SIV 22.0); rules/county.c */
	enum side	*county_side;
	int		 ncounties;
	bool		 has_counties;	/* given, even empty */
	struct node	*extra;
};

/* Ledger causes (contract), in output order. */
enum cause { C_COMBAT, C_RETREAT, C_CAVALRY_RETREAT, C_EXTENDED_MARCH,
	C_FORCE_MARCH, C_ZOC, C_SUPPLY, C_SURRENDER, C_COUNT };

/*
 * The action in progress (`action`, DESIGN.md section 4): the active unit,
 * its Movement Points left (halves: a pike in rain costs 1½, 12.0), the
 * hex it started the action in, the attacks it has made, and whether a
 * combat result ended it (7.5: D, F, f, E).  An Activate Leader action
 * (5.2) has the leader, its Movement Allowance, and the selected units
 * still to march; `unit` is then the one marching now, or NULL before the
 * first, and `mp` the leader's allowance until a unit marches.
 */
struct march {
	const char	*kind;		/* "march" | "activate-leader" */
	const char	*unit;		/* NULL: none marching yet (5.2) */
	halves		 mp;
	hex_t		 start;
	int		 attacks;
	bool		 ended;
	const char	*leader;	/* activate-leader: the active leader */
	halves		 allowance;	/* activate-leader: its allowance;
					 * -1: absent */
	const char	**selected;	/* activate-leader: still to march */
	int		 nselected;
	bool		 transferred;	/* the leader's one transfer (6.3) */
	hex_t		*declined;	/* 7.7: enemy cavalry hexes whose
					 * retreat opportunity passed */
	int		 ndeclined;
	struct pos	 pos;
	struct node	*extra;
};

struct ledger {
	int		 losses[SIDE_COUNT][C_COUNT];
	int		 routs[SIDE_COUNT];
	struct node	*vp;		/* [{turn, side, vp, why}] */
	struct node	*extra;
	struct node	*losses_extra;	/* x- keys of losses */
	struct node	*side_extra[SIDE_COUNT];	/* of losses.csa/usa */
	struct node	*routs_extra;
};

/*
 * An event that lasts (`events: {NAME: {side, turn}}`, DESIGN.md "The
 * Advanced Games"): SIV 15.0's Command Stagnation, read by the tools it
 * restricts.  side -1: not given; turn 0: not given.
 */
struct game_event {
	const char	*name;
	int		 side;
	int		 turn;
	struct pos	 pos;
};

struct game {
	struct arena		 arena;
	struct diag		*diag;
	const struct module	*module;
	int			 version;	/* gcacw: 1 */
	const char		*scenario;	/* NULL when absent */
	bool			 advanced;	/* the Advanced Game's rules */
	bool			 has_advanced;	/* `advanced` given */
	int			 turn;
	int			 phase;		/* enum phase (phase.h) */
	struct pos		 phase_pos;	/* of `phase`, for refusals */
	bool			 has_initiative;	/* 4.2: `initiative` */
	enum side		 initiative;	/* the side that has it */
	bool			 has_passed;	/* 4.2: `passed` */
	enum side		 passed;	/* the side that passed in
						 * this Action Phase */
	bool			 acted;		/* 4.3: `acted`, this Action
						 * Phase's action was taken */
	bool			 rain;
	int			*rain_turns;	/* NULL when absent */
	int			 nrain_turns;
	bool			 has_rain_turns;
	int			 unfordable_minor;	/* turn box; 0 = off */
	int			 unfordable_major;
	bool			 has_unfordable;
	int			 union_panic;	/* SJW 18.0: the turn it
						 * occurred; 0: never */
	bool			 has_strategic;	/* SIV 16.0 */
	int			 strategic_box;
	bool			 major_union_victory;	/* SIV 18.1 */
	bool			 strategic_lull;	/* SIV 16.0: this
						 * Strategic Cycle's result was
						 * Lull (strategic.lull) */
	struct game_event	*events;	/* `events`, in file order */
	int			 nevents;
	const char		**optional_rules;	/* `optional_rules` */
	int			 noptional;
	struct node		*strategic_extra;
	const char		**released;	/* scenario restrictions
						 * lifted by events */
	int			*released_turn;	/* for that turn only; 0:
						 * for good */
	int			 nreleased;
	bool			 has_released;
	const struct scenario	*scen;		/* the scenario's rules, when
						 * the tool loaded them */
	struct charts		 charts;	/* chart overrides */
	struct node		*charts_extra;	/* x- keys of `charts` */
	struct node		*unfordable_extra;
	struct node		*rng_extra;
	struct map		 map;
	struct unit		*units;		/* input order */
	int			 nunits, capunits;
	struct leader		*leaders;
	int			 nleaders, capleaders;
	struct markers		 markers;
	struct march		 march;		/* the action in progress */
	bool			 has_action;
	struct pending_list	 pending;	/* what is required next */
	struct ledger		 ledger;
	bool			 has_ledger;
	int			*dice;		/* the file's queue of rolls */
	int			 ndice;
	bool			 has_dice;
	bool			 has_rng;
	uint64_t		 rng_seed;
	uint64_t		 rng_draws;
	struct node		*log;		/* sequence, or NULL */
	struct node		*extra;		/* top-level x- keys */
	struct table		 unit_index;	/* name hash -> unit */
	struct table		 leader_index;
	struct table		 hex_units;	/* hex -> first unit in play */
	struct table		 reported;	/* hexes reported missing */
	struct pos		 map_pos;	/* of the `map` key */
};

/* game.c: the index, and side_name(), side_enemy(). */
struct game	*game_new(struct diag *, const struct module *);
void		 game_free(struct game *);

/* Append a fresh unit or leader (status fields at their defaults); NULL
 * when the name is taken.  Place units with game_place_unit(). */
struct unit	*game_add_unit(struct game *, const char *name);
struct leader	*game_add_leader(struct game *, const char *name);

/*
 * What follows "no unit of that name": "; did you mean 'Wagner'?" for a
 * misspelt unit, "; Cheatham is a leader, with Brown" for a leader's
 * name, "; did you mean 'Brown', the unit Cheatham is with?" for a slip
 * of a leader's name; or "".
 */
const char	*game_unit_hint_text(struct game *, const char *name);
/*
 * What follows "off the map" for a hex the map does not hold: "; the
 * nearest hex on it is 4608", or "" when none is near.
 */
const char	*game_hex_hint_text(struct game *, hex_t);

/* Lookups by name; NULL when absent. */
struct unit	*game_unit(struct game *, const char *name);
struct leader	*game_leader(struct game *, const char *name);

/* The first unit in play in a hex, then u->next_here; -1 ends. */
int		 game_first_unit(const struct game *, hex_t);
/* Move a unit (HEX_NONE takes it out of play), keeping the index. */
void		 game_place_unit(struct game *, struct unit *, hex_t);
/* Some unit in play of side s in the hex. */
bool		 game_occupied_by(const struct game *, hex_t, enum side);

/*
 * terrain.c: the map now.
 *
 * The terrain of a hex as listed, or map.terrain.  An unlisted hex with no
 * default is a missing-data error (status 65), reported once per hex, and
 * T_NONE is returned.  `why` names the rule that needed it.
 */
enum terrain	 game_terrain(struct game *, hex_t, const char *why);
/* The same, with provisional swamps made swamps in rain turns (12.0). */
enum terrain	 game_terrain_now(struct game *, hex_t, const char *why);
/* ", assumed: map.terrain" when hex h takes the map's default terrain
 * rather than its own, so that a ruling says what it stood on; ""
 * otherwise. */
const char	*game_terrain_assumed(const struct game *, hex_t);
/* Hexside features, with woods and loess derived (2.3): HSX_ bits. */
unsigned	 game_hexside(struct game *, hex_t, hex_t, const char *why);
#define HSX_WOODS	(1u << 30)
#define HSX_LOESS	(1u << 31)

/* markers.c: what crossings depend on (rules/passage.c decides). */
/* Is a river of this hexside unfordable this turn (12.0)? */
bool		 game_unfordable(const struct game *, unsigned features);
bool		 game_destroyed(const struct game *, hex_t, hex_t);
/* The pontoon bridge on this hexside, or NULL. */
const struct pontoon *game_pontoon(const struct game *, hex_t, hex_t);
/* 7.8: does a Flanks Refused marker stand in hex h?  Lift it (true when
 * there was one). */
bool		 game_flank_refused(const struct game *, hex_t);
bool		 game_flank_lift(struct game *, hex_t);

/*
 * leader.c.
 *
 * Is the unit subordinate to the leader (6.3, 7.4): the leader's `leads`
 * is in the unit's `command`; a unit with no `command` given is taken to
 * be subordinate to the leaders with it.
 */
bool		 leader_subordinate(const struct game *, const struct leader *,
		    const struct unit *);
/*
 * The leaders with unit u, which has just left play from hex `from`, go
 * to the nearest unit of their command, or are eliminated when none is
 * left (7.5); told in `notes` when not NULL.  For game_remove_unit().
 */
void		 leaders_reassign(struct game *, const struct unit *,
		    hex_t from, struct node *notes);
/*
 * game.c: take a unit out of play (eliminated 7.5, surrendered 7.6): no
 * hex, the status given; a leader left with it goes to the nearest
 * subordinate unit, or is eliminated when none is left (7.5).  What
 * happened to the leaders is told in `notes` (a sequence) when not NULL.
 */
void		 game_remove_unit(struct game *, struct unit *,
		    enum unit_status, struct node *notes);

/* log.c: log entries' parts. */
/* A hex id as a document node, in g's arena (canonical form). */
struct node	*game_hex_node(struct game *, hex_t);
/* Append a note, printf-style, to a log entry's notes (a sequence). */
void		 game_note(struct game *, struct node *notes, const char *fmt,
		    ...) __attribute__((format(printf, 3, 4)));
void		 game_vnote(struct game *, struct node *notes,
		    const char *fmt, va_list)
		    __attribute__((format(printf, 3, 0)));
/* Append a die rolled, {purpose, die}, to a log entry's dice (a flow
 * sequence; DESIGN.md section 4: each roll with its purpose, in the
 * order rolled). */
void		 game_log_die(struct game *, struct node *dice,
		    const char *purpose, int value);
/* Flow lists for a log entry or a document: of n names (units,
 * leaders), of n hex ids. */
struct node	*game_names_node(struct game *, const char *const *names,
		    int n);
struct node	*game_hexes_node(struct game *, const hex_t *, int n);
/* The hex's id written into buf, and buf returned: for a sentence. */
const char	*game_hex_id(const struct game *, hex_t, char buf[16]);

/*
 * events.c: the events that last.  The event of that name, or NULL;
 * set (replacing one of the name), cleared.  game_event_now: the event
 * when it was of this turn (and of side s, when s >= 0).
 */
const struct game_event *game_event(const struct game *, const char *name);
const struct game_event *game_event_now(const struct game *,
		    const char *name, int side);
void		 game_event_set(struct game *, const char *name, int side,
		    int turn);
void		 game_event_clear(struct game *, const char *name);
/* Is the optional rule (SIV 24.4 "ammunition") in use? */
bool		 game_optional(const struct game *, const char *rule);
/* Take a unit off the map into box `box` (status off-map, no hex, no
 * arrival due); the leaders with it go into the box with it (SIV 19.2,
 * 21.0). */
void		 game_unit_to_box(struct game *, struct unit *,
		    const char *box);

/* game.c: do SJW 18.0's Union Panic penalties hold this turn? */
bool		 game_union_panic(const struct game *);

const char	*side_name(enum side);
enum side	 side_enemy(enum side);

#endif
