/* ts-engine-player.h — plays the computer's moves of a game, and finds
 * hints, through a TsEngineWorker.
 *
 * It watches the game: whenever the side to move is a computer (see
 * ts-players.h), the game goes on and it is not paused, it searches the
 * position in a thread and plays the move through ts_game_play(), no
 * sooner than "min-interval" after the turn began so that a game of two
 * computers can be followed.  Any change of the game (a move, undo, a new
 * or opened game) cancels a search of the old position at once.  No
 * widgets here: the window shows "thinking" and "analysis".
 */
#pragma once

#include <glib-object.h>

#include "ts-clock.h"
#include "ts-game.h"
#include "ts-search.h"

G_BEGIN_DECLS

#define TS_TYPE_ENGINE_PLAYER (ts_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (TsEnginePlayer, ts_engine_player, TS, ENGINE_PLAYER, GObject)

TsEnginePlayer *ts_engine_player_new (TsGame *game);

/* Looks at the game again: call it after changing the players' tags,
 * which the game does not announce. */
void ts_engine_player_update (TsEnginePlayer *self);

/* Paused (while an earlier position is browsed), it neither searches nor
 * plays; unpaused, it takes up the computer's turn again. */
void ts_engine_player_set_paused (TsEnginePlayer *self, gboolean paused);
gboolean ts_engine_player_get_paused (TsEnginePlayer *self);

/* Property "threads": the search threads of the searches to come (1 at
 * first); the window binds it to the "engine-threads" setting. */
void ts_engine_player_set_threads (TsEnginePlayer *self, guint threads);

/* Cancels every search and forgets the pending move; the computer moves
 * again only after the next ts_engine_player_update() or game change. */
void ts_engine_player_stop (TsEnginePlayer *self);

/* The game's clocks: on the clock, the computer budgets each move's
 * search from its time left (ts_time_clock_limits()), at most what its
 * level would take.  NULL: none. */
void ts_engine_player_set_clock (TsEnginePlayer *self, TsClock *clock);
/* The search limits of the computer's move now, for tests. */
void ts_engine_player_get_move_limits (TsEnginePlayer *self, TsSearchLimits *limits);

/* A search (for a move or a hint) is running, or a found move waits to
 * be played. */
gboolean ts_engine_player_get_thinking (TsEnginePlayer *self);
/* The search's figures for the user ("Depth 6 · +35 for Black ·
 * 1.2 M nodes, 480 k/s · P-6r P-13i"), updated after each iteration and
 * within a long one, or NULL before any. */
const char *ts_engine_player_get_analysis (TsEnginePlayer *self);

/* Starts a short search for the side to move; "hint" (a const TsMove *
 * and its record notation) follows, unless the game changes first.
 * FALSE (and no search) when the game is over, paused or a computer is
 * to move. */
gboolean ts_engine_player_request_hint (TsEnginePlayer *self);

G_END_DECLS
