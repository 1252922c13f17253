/* ts-board-scene.h — what the board shows and what a click on it means.
 *
 * A TsBoardScene is the board without pixels: the game it follows, the
 * ply shown (the current position, or one of the past while browsing),
 * the selected piece and the half-entered move, the marks of each square
 * (last move, targets, hover, a piece type), the hint, and the moves a
 * choice still waits on.  It turns clicks and keys into one of the game's
 * legal moves (ts_game_get_legal_moves()) and plays it through the game;
 * it never decides legality itself.  No GTK: it is tested without a
 * display, and the board view only draws it and forwards input to it.
 *
 * Signals:
 *   "position-changed" ()            the position shown was replaced (a move,
 *                                    undo, a new game, browsing)
 *   "marks-changed" ()               marks, the hint move or the marked type
 *                                    changed: what is drawn on squares
 *   "choices-changed" ()             the pending choices came or went
 *   "move-chosen" (gpointer TsMove*) a move is about to be played
 *   "piece-hovered" (guint piece)    the pointer came over a piece
 *   "piece-selected" (guint piece)   a piece was picked to move
 * and notify:: for the properties "game", "shown-ply", "browse-ply",
 * "hover-square", "hint", "input-enabled", "marked-type", "show-threats"
 * and "show-emperor-threats".
 */
#pragma once

#include <glib-object.h>

#include "ts-board-marks.h"
#include "ts-game.h"

G_BEGIN_DECLS

#define TS_TYPE_BOARD_SCENE (ts_board_scene_get_type ())
G_DECLARE_FINAL_TYPE (TsBoardScene, ts_board_scene, TS, BOARD_SCENE, GObject)

TsBoardScene *ts_board_scene_new (void);

/* The game followed (NULL: the start position, nothing to play). */
void ts_board_scene_set_game (TsBoardScene *self, TsGame *game);
TsGame *ts_board_scene_get_game (TsBoardScene *self);

/* The position shown: the game's current one, or while browsing one of its
 * past.  Do not change it. */
const TsPosition *ts_board_scene_get_position (TsBoardScene *self);
TsPiece ts_board_scene_get_piece (TsBoardScene *self, TsSquare sq);

/* ---- which move is shown ---- */

/* The number of the game's moves played to reach the position shown. */
guint ts_board_scene_get_shown_ply (TsBoardScene *self);
/* Shows the position after the game's first `ply` moves, read-only: no
 * piece can be selected and no move made until browsing stops.  A ply
 * at or past the current move stops browsing. */
void ts_board_scene_browse (TsBoardScene *self, guint ply);
void ts_board_scene_stop_browsing (TsBoardScene *self);
/* -1 when the game's current position is shown. */
int ts_board_scene_get_browse_ply (TsBoardScene *self);

/* ---- input ---- */

/* A primary click on a square: selects, continues or plays a move. */
void ts_board_scene_click_square (TsBoardScene *self, TsSquare sq);
/* The pointer is over `sq` (0: over no square). */
void ts_board_scene_hover_square (TsBoardScene *self, TsSquare sq);
/* Drops the selection, any half-entered move and the choices. */
void ts_board_scene_cancel (TsBoardScene *self);
/* What Escape means: leaves a position of the past, or cancels. */
void ts_board_scene_escape (TsBoardScene *self);
/* Whether a click on `sq` would do something now (a piece to select, a
 * square to go to): the pointer shows it. */
gboolean ts_board_scene_is_clickable (TsBoardScene *self, TsSquare sq);

/* Disabled (while the computer is to move), clicks select nothing and
 * play nothing; hovering still shows moves. */
void ts_board_scene_set_input_enabled (TsBoardScene *self, gboolean enabled);
gboolean ts_board_scene_get_input_enabled (TsBoardScene *self);

TsSquare ts_board_scene_get_selected (TsBoardScene *self);
TsSquare ts_board_scene_get_hover_square (TsBoardScene *self);
TsSquareMarks ts_board_scene_get_marks (TsBoardScene *self, TsSquare sq);
/* What the user is asked to do next, or NULL. */
const char *ts_board_scene_get_hint (TsBoardScene *self);

/* ---- the moves a click left open ---- */

/* The moves the user must pick among (none when nothing waits), and the
 * square whose click offered them. */
guint ts_board_scene_get_n_choices (TsBoardScene *self);
const TsMove *ts_board_scene_get_choice (TsBoardScene *self, guint index);
TsSquare ts_board_scene_get_choice_square (TsBoardScene *self);
/* The index-th choice in words: its notation, and "(pass)" or "(capture
 * in place)" where the notation alone does not say. */
char *ts_board_scene_describe_choice (TsBoardScene *self, guint index);
/* Plays the index-th choice. */
void ts_board_scene_choose (TsBoardScene *self, guint index);

/* ---- what else is drawn ---- */

/* The engine's suggestion (NULL: none), until the position shown changes. */
void ts_board_scene_set_hint_move (TsBoardScene *self, const TsMove *move);
const TsMove *ts_board_scene_get_hint_move (TsBoardScene *self);

/* Marks (TS_MARK_TYPE) every square where a piece moving as `type`
 * stands; TS_PIECE_NONE marks none. */
void ts_board_scene_set_marked_type (TsBoardScene *self, TsPieceType type);
TsPieceType ts_board_scene_get_marked_type (TsBoardScene *self);

/* The threat view: marks of attacked pieces, threatened royals and their
 * attackers (ts-threats.h), recomputed for every position shown.  Attacks
 * by an emperor alone on defended pieces are left out unless
 * "show-emperor-threats" is on too. */
void ts_board_scene_set_show_threats (TsBoardScene *self, gboolean show);
gboolean ts_board_scene_get_show_threats (TsBoardScene *self);
void ts_board_scene_set_show_emperor_threats (TsBoardScene *self, gboolean show);
gboolean ts_board_scene_get_show_emperor_threats (TsBoardScene *self);
/* The TsThreatFlags marked on `sq` (0 while the view is off). */
guint8 ts_board_scene_get_threat_marks (TsBoardScene *self, TsSquare sq);

G_END_DECLS
