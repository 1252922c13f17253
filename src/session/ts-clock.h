/* ts-clock.h — the game clocks: one per side, optional per game.
 *
 * A game is on the clock when its record has a TimeControl tag:
 *
 *   [TimeControl "600"]      sudden death: 10 minutes for the game
 *   [TimeControl "600+10"]   increment (Fischer): 10 s added after each move
 *   [TimeControl "600b30"]   byo-yomi: then 30 s for each move
 *
 * (seconds; PGN's form, with "b" for byo-yomi, which PGN lacks).  Each
 * move's comment gets the time it took and the time left on the mover's
 * clock ("[%emt 0:00:04.1] [%clk 0:09:55.9]", ts-record.h), so that a
 * saved, autosaved or reopened game keeps its clocks, and undo and redo
 * put them back as they were after the move now last.  The time spent
 * on the turn going on when the window closes goes in the autosave too
 * (TS_CLOCK_TURN_TAG).
 *
 * The clock of the side to move runs while the game goes on and the
 * clock is not paused (the session pauses it while a position of the
 * past is shown or a dialog asks something).  When it runs out, the
 * clock ends the game as a loss on time (ts_game_lose_on_time()); undo
 * goes back to a position with time on the clocks.  No timers here:
 * whoever shows the clocks calls ts_clock_poll() now and then, which
 * also notices a flag fall.  Times come from g_get_monotonic_time(), or
 * from a function tests set.
 */
#pragma once

#include <glib-object.h>

#include "ts-game.h"

G_BEGIN_DECLS

#define TS_CLOCK_TAG "TimeControl"
/* The time the side to move had spent on its turn when the window
 * closed, in ms: written into the autosave only, taken up (and dropped)
 * by the clock when the game comes back. */
#define TS_CLOCK_TURN_TAG "TaiShogiTurnTime"

typedef enum {
  TS_CLOCK_OFF,
  TS_CLOCK_SUDDEN_DEATH, /* main time only */
  TS_CLOCK_INCREMENT,    /* extra added after each move */
  TS_CLOCK_BYOYOMI,      /* then extra for each move, used or lost */
} TsClockMode;

typedef struct {
  TsClockMode mode;
  gint64 main_ms;
  gint64 extra_ms; /* the increment, or the byo-yomi period */
} TsTimeControl;

/* Reads a TimeControl tag's value; FALSE (and `tc` off) for anything
 * else ("-", "*" and NULL included). */
gboolean ts_time_control_parse (const char *text, TsTimeControl *tc);
/* The tag's value; NULL when off. */
char *ts_time_control_to_string (const TsTimeControl *tc);
/* In words: "10 min + 10 s a move", translated. */
char *ts_time_control_describe (const TsTimeControl *tc);

/* "9:52", "1:05:09"; under 10 s with tenths: "9.4". */
char *ts_clock_format_time (gint64 ms);

/* A monotonic time in microseconds. */
typedef gint64 (*TsClockTimeFunc) (gpointer user_data);

#define TS_TYPE_CLOCK (ts_clock_get_type ())
G_DECLARE_FINAL_TYPE (TsClock, ts_clock, TS, CLOCK, GObject)

/* The clocks of `game`, following its TimeControl tag and moves. */
TsClock *ts_clock_new (TsGame *game);

/* Whether the game is on the clock; its time control. */
gboolean ts_clock_get_enabled (TsClock *self);
const TsTimeControl *ts_clock_get_time_control (TsClock *self);
/* Reads the game's tag and moves again: call it after setting the tag. */
void ts_clock_reload (TsClock *self);

/* Property "paused": a paused clock does not run. */
void ts_clock_set_paused (TsClock *self, gboolean paused);
gboolean ts_clock_get_paused (TsClock *self);

/* The side whose clock runs now, or -1. */
int ts_clock_get_running_side (TsClock *self);
/* The time left on a side's clock now: its main time, or once that is
 * spent (byo-yomi), what is left of the period, `in_byoyomi` TRUE. */
gint64 ts_clock_get_left (TsClock *self, TsColor side, gboolean *in_byoyomi);
/* The time the side to move can still use for this move, all of it:
 * main time, and byo-yomi period (the engine's budget). */
gint64 ts_clock_get_main_left (TsClock *self, TsColor side);

/* The side to move's time spent on this turn, as TS_CLOCK_TURN_TAG's
 * value (ms); NULL when the clock does not run.  For the autosave's text
 * at closing: the game itself never holds it. */
char *ts_clock_dup_turn_spent (TsClock *self);

/* Looks at the time: ends the game when the running clock has run out,
 * and emits "tick". */
void ts_clock_poll (TsClock *self);

G_END_DECLS
