/* ts-board-view.h — the zoomable 25x25 board widget: draws a board scene
 * and forwards clicks, hovering and keys to it.
 *
 * The scene (ts_board_view_get_scene(), src/session/ts-board-scene.h)
 * holds what is shown and decides what a click means; the functions below
 * about the game, input, marks and browsing are forwards to it,
 * kept for the window and the tests.  The view implements GtkScrollable:
 * put it in a GtkScrolledWindow for scrollbars when zoomed in.  Zoom 1
 * fits the whole board in the widget.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board-scene.h"
#include "ts-game.h"
#include "ts-piece-painter.h"

G_BEGIN_DECLS

#define TS_TYPE_BOARD_VIEW (ts_board_view_get_type ())
G_DECLARE_FINAL_TYPE (TsBoardView, ts_board_view, TS, BOARD_VIEW, GtkWidget)

GtkWidget *ts_board_view_new (void);

/* The scene drawn: the view's own, for as long as the view lives. */
TsBoardScene *ts_board_view_get_scene (TsBoardView *self);

void ts_board_view_set_game (TsBoardView *self, TsGame *game);
TsGame *ts_board_view_get_game (TsBoardView *self);
/* The rule set of the position shown (the game's). */
TsRules ts_board_view_get_rules (TsBoardView *self);
TsPiecePainter *ts_board_view_get_painter (TsBoardView *self);

/* Seen from White's side: White's camp at the bottom. */
void ts_board_view_set_flipped (TsBoardView *self, gboolean flipped);
gboolean ts_board_view_get_flipped (TsBoardView *self);

void ts_board_view_set_label_style (TsBoardView *self, TsLabelStyle style);
TsLabelStyle ts_board_view_get_label_style (TsBoardView *self);

/* ---- zoom and geometry (widget coordinates) ---- */

/* 1 is fit-to-window; the maximum depends on the widget's size. */
double ts_board_view_get_zoom (TsBoardView *self);
double ts_board_view_get_max_zoom (TsBoardView *self);
/* Zooms keeping the board point under (x, y) where it is. */
void ts_board_view_zoom_at (TsBoardView *self, double zoom, double x, double y);
/* Zooms about the centre of the view. */
void ts_board_view_set_zoom (TsBoardView *self, double zoom);
/* steps > 0 zooms in, < 0 out, by a fixed factor a step. */
void ts_board_view_zoom_step (TsBoardView *self, int steps);

/* Logical pixels of a square's side. */
int ts_board_view_get_square_size (TsBoardView *self);
/* The board point under (x, y), in squares from the top-left corner of the
 * grid as drawn (so flipping changes it). */
void ts_board_view_board_point (TsBoardView *self, double x, double y, double *bx, double *by);
/* The square under (x, y); FALSE off the grid. */
gboolean ts_board_view_square_at (TsBoardView *self, double x, double y, TsSquare *sq);
void ts_board_view_square_center (TsBoardView *self, TsSquare sq, double *x, double *y);
/* Scrolls the least that shows `sq` whole. */
void ts_board_view_scroll_to_square (TsBoardView *self, TsSquare sq);
/* What the board's drag gesture does, step by step: a press with
 * `button` at (x, y), the pointer moved to (x, y) (TRUE once it is a
 * drag, no longer a click: a piece picked up, or the board panned), the
 * release at (x, y) (a dragged piece is put down there). */
void ts_board_view_drag_press (TsBoardView *self, double x, double y, guint button);
gboolean ts_board_view_drag_motion (TsBoardView *self, double x, double y);
void ts_board_view_drag_release (TsBoardView *self, double x, double y);
/* The square of the piece being dragged (0: none), and the pointer. */
TsSquare ts_board_view_get_dragged (TsBoardView *self, double *x, double *y);

/* ---- input: the pointer handlers call these, tests too ---- */

/* A primary click on a square: selects, continues or plays a move. */
void ts_board_view_click_square (TsBoardView *self, TsSquare sq);
/* The pointer is over `sq` (0: over no square). */
void ts_board_view_hover_square (TsBoardView *self, TsSquare sq);
/* Drops the selection and any half-entered move. */
void ts_board_view_cancel (TsBoardView *self);

TsSquare ts_board_view_get_selected (TsBoardView *self);
TsSquare ts_board_view_get_hover_square (TsBoardView *self);
TsSquareMarks ts_board_view_get_marks (TsBoardView *self, TsSquare sq);
/* The piece on `sq` in the position shown (which, while browsing, is not
 * the game's current one). */
TsPiece ts_board_view_get_piece (TsBoardView *self, TsSquare sq);
/* What the user is asked to do next, or NULL. */
const char *ts_board_view_get_hint (TsBoardView *self);

/* Disabled ("input-enabled" FALSE, while the computer is to move), clicks
 * select nothing and play nothing; hovering still shows moves. */
void ts_board_view_set_input_enabled (TsBoardView *self, gboolean enabled);
gboolean ts_board_view_get_input_enabled (TsBoardView *self);

/* Draws `move` (NULL: none) as the engine's suggestion, an arrow, until
 * the position shown changes. */
void ts_board_view_set_hint_move (TsBoardView *self, const TsMove *move);
const TsMove *ts_board_view_get_hint_move (TsBoardView *self);

/* ---- browsing the game's history ---- */

/* Shows the position after the game's first `ply` moves, read-only: no
 * piece can be selected and no move made until browsing stops.  A ply
 * at or past the current move stops browsing.  The "browse-ply" property
 * is -1 when the view shows the game's current position. */
void ts_board_view_browse (TsBoardView *self, guint ply);
void ts_board_view_stop_browsing (TsBoardView *self);
int ts_board_view_get_browse_ply (TsBoardView *self);

/* ---- marking a piece type ---- */

/* Marks (TS_MARK_TYPE, drawn as a ring) every square where a piece
 * moving as `type` stands; TS_PIECE_NONE marks none. */
void ts_board_view_set_marked_type (TsBoardView *self, TsPieceType type);
TsPieceType ts_board_view_get_marked_type (TsBoardView *self);

/* Signals: "piece-hovered" (guint piece) when the pointer comes over a
 * piece, "piece-selected" (guint piece) when a piece is picked to move. */

G_END_DECLS
