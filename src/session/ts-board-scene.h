/* ts-board-scene.h — what the board shows and what a click on it means.
 *
 * A TsBoardScene is the board without pixels: the game it follows, the
 * ply shown (the current position, or one of the past while browsing),
 * the selected piece and the half-entered move, the marks of each square
 * (last move, targets by what a click there does, hover, a piece type,
 * the keyboard cursor), and the hint that says it all in words.  It
 * turns clicks and keys into one of the game's
 * legal moves (ts_game_get_legal_moves()) and plays it through the game;
 * it never decides legality itself.  No GTK: it is tested without a
 * display, and the board view only draws it and forwards input to it.
 *
 * Signals:
 *   "position-changed" ()            the position shown was replaced (a move,
 *                                    undo, a new game, browsing)
 *   "marks-changed" ()               marks, the hint move or the marked type
 *                                    changed: what is drawn on squares
 *   "move-chosen" (gpointer TsMove*) a move is about to be played
 *   "move-refused" (guint square, char *why)
 *                                    a click played nothing, for that reason
 *   "piece-hovered" (guint piece)    the pointer came over a piece
 *   "piece-selected" (guint piece)   a piece was picked to move
 * and notify:: for the properties "editor", "game", "shown-ply", "browse-ply",
 * "hover-square", "hint", "input-enabled", "marked-type", "cursor",
 * "show-threats", "show-emperor-threats", "choosing-promotion" and
 * "always-promote".
 */
#pragma once

#include <glib-object.h>

#include "ts-board-marks.h"
#include "ts-game.h"
#include "ts-position-editor.h"

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

/* A primary click on a square: selects, continues or plays a move; or
 * refuses (a "move-refused" signal, a TS_MARK_REFUSED mark and the reason
 * as the hint until the next input). */
void ts_board_scene_click_square (TsBoardScene *self, TsSquare sq);
/* The pointer is over `sq` (0: over no square). */
void ts_board_scene_hover_square (TsBoardScene *self, TsSquare sq);
/* Drops the selection and any half-entered move. */
void ts_board_scene_cancel (TsBoardScene *self);
/* What Escape means: drops a selection, else leaves a position of the
 * past. */
void ts_board_scene_escape (TsBoardScene *self);
/* A move that may promote (tenjiku) was clicked: it waits to be played
 * promoted or not ("choosing-promotion" TRUE).  Fills both moves (either
 * may be NULL); FALSE when no choice waits. */
gboolean ts_board_scene_get_promotion_choice (TsBoardScene *self, TsMove *promoted, TsMove *unpromoted);
/* "Always promote": a move whose promotion loses nothing
 * (ts_promotion_loses_nothing()) is played promoted without asking. */
void ts_board_scene_set_always_promote (TsBoardScene *self, gboolean always);
gboolean ts_board_scene_get_always_promote (TsBoardScene *self);
/* Plays the move waiting for the choice, promoted or not; FALSE when
 * none waits.  A click, Escape or a new position drops the choice. */
gboolean ts_board_scene_choose_promotion (TsBoardScene *self, gboolean promote);
/* Whether a click on `sq` would do something now (a piece to select, a
 * square to go to): the pointer shows it. */
gboolean ts_board_scene_is_clickable (TsBoardScene *self, TsSquare sq);

/* The selected piece can pass now; passes with it (as its own square
 * clicked twice). */
gboolean ts_board_scene_can_pass (TsBoardScene *self);
gboolean ts_board_scene_pass (TsBoardScene *self);

/* Forgets the click refused last (the board shows a refusal for a
 * moment). */
void ts_board_scene_clear_refused (TsBoardScene *self);

/* Disabled (while the computer is to move), clicks select nothing and
 * play nothing; hovering still shows moves. */
void ts_board_scene_set_input_enabled (TsBoardScene *self, gboolean enabled);
gboolean ts_board_scene_get_input_enabled (TsBoardScene *self);

TsSquare ts_board_scene_get_selected (TsBoardScene *self);
TsSquare ts_board_scene_get_hover_square (TsBoardScene *self);
TsSquareMarks ts_board_scene_get_marks (TsBoardScene *self, TsSquare sq);
/* What the square under the pointer or the cursor holds or what a click
 * there does, else what the user is asked to do next; or NULL. */
const char *ts_board_scene_get_hint (TsBoardScene *self);

/* ---- the keyboard cursor ---- */

/* The cursor's square (0: hidden).  Setting it also hovers there, so the
 * moves of the piece under it show, and describes it as the hint. */
void ts_board_scene_set_cursor (TsBoardScene *self, TsSquare sq);
TsSquare ts_board_scene_get_cursor (TsBoardScene *self);
/* Moves the cursor by (dx, dy) board columns and rows, stopping at the
 * edge; a hidden cursor moves from the piece being moved, the last move's
 * end or the centre. */
void ts_board_scene_move_cursor (TsBoardScene *self, int dx, int dy);
/* A click where the cursor stands (shows it first if hidden). */
void ts_board_scene_activate_cursor (TsBoardScene *self);

/* ---- in words ---- */

/* What a click on `sq` would do now ("Capture Pawn on 11l, then stop,
 * come back or go on"), or what piece stands there and where it can go
 * ("Lion, Black, 13m; can move to …"); NULL for a square that neither
 * holds a piece nor is a target. */
char *ts_board_scene_describe_square (TsBoardScene *self, TsSquare sq);
/* The same, and "12m, empty" for any other square (screen readers). */
char *ts_board_scene_describe_square_fully (TsBoardScene *self, TsSquare sq);
/* The promotion chooser's answers in words, for screen readers:
 * "Promotes to Fire Demon. Burns 2 pieces: …", "Declines promotion,
 * stays Water Buffalo"; NULL when no choice waits. */
char *ts_board_scene_describe_promotion (TsBoardScene *self, gboolean promote);
/* The notation of the moves a click on the target `sq` completes or
 * continues ("LNx11l, LN!11l"), or NULL. */
char *ts_board_scene_describe_notation (TsBoardScene *self, TsSquare sq);

/* ---- what else is drawn ---- */

/* The engine's suggestion (NULL: none), until the position shown changes. */
void ts_board_scene_set_hint_move (TsBoardScene *self, const TsMove *move);
const TsMove *ts_board_scene_get_hint_move (TsBoardScene *self);

/* Marks (TS_MARK_TYPE) every square where a piece moving as `type`
 * stands; TS_PIECE_NONE marks none. */
void ts_board_scene_set_marked_type (TsBoardScene *self, TsPieceType type);
TsPieceType ts_board_scene_get_marked_type (TsBoardScene *self);

/* ---- setting up a position ---- */

/* While an editor is set the scene shows the editor's position instead of
 * the game's, and a click edits it (ts_position_editor_click_square());
 * NULL shows the game again. */
void ts_board_scene_set_editor (TsBoardScene *self, TsPositionEditor *editor);
TsPositionEditor *ts_board_scene_get_editor (TsBoardScene *self);
/* A secondary click on `sq`: while editing it takes the piece off, else
 * it cancels the selection. */
void ts_board_scene_secondary_click (TsBoardScene *self, TsSquare sq);
/* Delete: while editing, takes off the piece picked up, or else the one
 * under the pointer or the keyboard cursor (which hovers where it is). */
void ts_board_scene_erase (TsBoardScene *self);
/* Whether a drag starting on `sq` carries a piece (while editing). */
gboolean ts_board_scene_can_drag (TsBoardScene *self, TsSquare sq);
/* A piece dragged from `from` and dropped on `to`; FALSE if none moved. */
gboolean ts_board_scene_drop (TsBoardScene *self, TsSquare from, TsSquare to);

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
