/* ts-game-evaluation.h — the engine's evaluation of every position of a
 * game, for the evaluation graph.
 *
 * Started, a background pass searches each position of the game that has
 * no score yet for a fixed time ("movetime", in ms), in order, and then
 * each new position as it is played; the game changing under it
 * (a move, undo, another game) only points it at the next position
 * without a score.  Scores are kept per position (its ply and hash), so
 * a pass stopped and started again, or a game browsed back and forth,
 * never computes a position twice.  Stopping cancels the search at once;
 * a new game (the game's "reset") cancels the old game's search, and an
 * active pass goes on with the new game.  Scores are in centipawns from
 * Black's point of view (TS_SCORE_MATE for a won game).  No widgets.
 */
#pragma once

#include <glib-object.h>

#include "ts-game.h"

G_BEGIN_DECLS

#define TS_GAME_EVALUATION_DEFAULT_MOVETIME_MS 100

#define TS_TYPE_GAME_EVALUATION (ts_game_evaluation_get_type ())
G_DECLARE_FINAL_TYPE (TsGameEvaluation, ts_game_evaluation, TS, GAME_EVALUATION, GObject)

TsGameEvaluation *ts_game_evaluation_new (TsGame *game);
/* The game evaluated (for naming its moves). */
TsGame *ts_game_evaluation_get_game (TsGameEvaluation *self);

/* Property "movetime": the search time per position, in ms. */
void ts_game_evaluation_set_movetime (TsGameEvaluation *self, guint ms);
guint ts_game_evaluation_get_movetime (TsGameEvaluation *self);

/* Property "active": the pass runs (or waits for new moves).  Start goes
 * on where the last pass stopped. */
void ts_game_evaluation_start (TsGameEvaluation *self);
void ts_game_evaluation_stop (TsGameEvaluation *self);
gboolean ts_game_evaluation_get_active (TsGameEvaluation *self);

/* The points of the game: its positions from the start to the current
 * one (ts_game_get_n_moves() + 1), and how many of them have a score. */
guint ts_game_evaluation_get_n_points (TsGameEvaluation *self);
guint ts_game_evaluation_get_n_scored (TsGameEvaluation *self);

/* The score of the position after `ply` moves of the game, for Black;
 * FALSE while it has none. */
gboolean ts_game_evaluation_get_score (TsGameEvaluation *self, guint ply, int *black_score);

G_END_DECLS
