/* ts-session.h — what one window works on, without the window: the game,
 * its document (file and autosave), the computer player, and the board
 * scene that shows the game and turns clicks into its moves.  The window
 * binds its widgets to a session; tests drive a session without a display.
 *
 * The session holds the rules of the interface that are not the rules of
 * the game: against the computer, undo and redo go from one of the human's
 * turns to the next; a new game gets its players; the board takes no
 * input while the computer is to move; the computer waits while a
 * position of the past is shown.
 */
#pragma once

#include "ts-analysis.h"
#include "ts-board-scene.h"
#include "ts-clock.h"
#include "ts-document.h"
#include "ts-engine-player.h"
#include "ts-game.h"
#include "ts-game-evaluation.h"

G_BEGIN_DECLS

#define TS_TYPE_SESSION (ts_session_get_type ())
G_DECLARE_FINAL_TYPE (TsSession, ts_session, TS, SESSION, GObject)

/* A session autosaving into `autosave_dir` (NULL: the user data folder's
 * "tai-shogi"). */
TsSession *ts_session_new (const char *autosave_dir);

TsGame *ts_session_get_game (TsSession *self);
TsDocument *ts_session_get_document (TsSession *self);
TsEnginePlayer *ts_session_get_engine_player (TsSession *self);
/* The scene following the game: what the board shows, the move browsed,
 * what a click means.  The window's board view draws it. */
TsBoardScene *ts_session_get_scene (TsSession *self);
/* The live analysis (of the position the scene shows) and the evaluation
 * of the game's positions for the graph. */
TsAnalysis *ts_session_get_analysis (TsSession *self);
TsGameEvaluation *ts_session_get_evaluation (TsSession *self);

/* The game's clocks (ts-clock.h), paused while a position of the past
 * is shown or ts_session_set_clock_held() holds them. */
TsClock *ts_session_get_clock (TsSession *self);
/* Holds the clocks while something else has the player's attention (a
 * dialog that asks about the game); counted, release as often. */
void ts_session_hold_clock (TsSession *self);
void ts_session_release_clock (TsSession *self);
/* Before the window closes: the time spent on the turn going on goes in
 * the autosave's text (the game is not changed), so that the next
 * sitting takes it up. */
void ts_session_keep_clock (TsSession *self);
/* The time control of the games started from now on (off at first). */
void ts_session_set_time_control (TsSession *self, const TsTimeControl *tc);

/* A fresh game from the start of a rule set with these players (Black's,
 * then White's). */
void ts_session_new_game (TsSession *self, TsRules rules, const TsPlayer players[2]);
/* The same from a position (TSFEN) of that rule set: one set up, pasted,
 * or the one on the board.  FALSE, with nothing changed, if it cannot be
 * read or cannot be played (a side has already lost). */
gboolean ts_session_new_game_from_tsfen (TsSession *self, TsRules rules, const char *tsfen,
                                         const TsPlayer players[2], GError **error);

/* Whether a human plays at least one side. */
gboolean ts_session_human_playing (TsSession *self);
/* Takes back the last move, and against the computer also its moves, back
 * to a human's turn; redo likewise forward.  FALSE if nothing moved. */
gboolean ts_session_undo (TsSession *self);
gboolean ts_session_redo (TsSession *self);

/* The side that would resign now: the human to move, else the only human
 * player; -1 when no human can (the game is over, or computers play both
 * sides). */
int ts_session_resigning_side (TsSession *self);
/* That side resigns; FALSE if none can. */
gboolean ts_session_resign (TsSession *self);
/* Plays on from the position after the first `ply` moves: the later moves
 * are dropped (the window asks first). */
void ts_session_continue_from (TsSession *self, guint ply);

G_END_DECLS
