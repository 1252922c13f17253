/* ts-board-view.h — the zoomable 25x25 board widget: draws a board scene
 * and forwards clicks, hovering and keys to it.
 *
 * The scene (src/session/ts-board-scene.h) holds what is shown and
 * decides what a click means: the game, the move browsed, marks, hint
 * and input all live there, and whoever cares about them (the window,
 * the side panel, tests) reads the scene.  The view only draws, keeps
 * the geometry and zoom, and forwards input.  It implements
 * GtkScrollable: put it in a GtkScrolledWindow for scrollbars when
 * zoomed in.  Zoom 1 fits the whole board in the widget.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board-scene.h"
#include "ts-game.h"
#include "ts-notation.h"
#include "ts-piece-painter.h"

G_BEGIN_DECLS

#define TS_TYPE_BOARD_VIEW (ts_board_view_get_type ())
G_DECLARE_FINAL_TYPE (TsBoardView, ts_board_view, TS, BOARD_VIEW, GtkWidget)

GtkWidget *ts_board_view_new (void);

/* The scene drawn ("scene" property): a view has one of its own until
 * it is given another, such as its window's session's. */
void ts_board_view_set_scene (TsBoardView *self, TsBoardScene *scene);
TsBoardScene *ts_board_view_get_scene (TsBoardView *self);

TsPiecePainter *ts_board_view_get_painter (TsBoardView *self);

/* Seen from White's side: White's camp at the bottom. */
void ts_board_view_set_flipped (TsBoardView *self, gboolean flipped);
gboolean ts_board_view_get_flipped (TsBoardView *self);

void ts_board_view_set_label_style (TsBoardView *self, TsLabelStyle style);
TsLabelStyle ts_board_view_get_label_style (TsBoardView *self);
/* The coordinates' labels in the record's notation: 13 and r, or １３
 * and 十八. */
void ts_board_view_set_coordinate_style (TsBoardView *self, TsNotationStyle style);
TsNotationStyle ts_board_view_get_coordinate_style (TsBoardView *self);

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
/* The square whose piece the loupe enlarges now (0: no loupe): the
 * hovered piece, while the squares are too small to read its label. */
TsSquare ts_board_view_get_loupe_square (TsBoardView *self);
/* The board point under (x, y), in squares from the top-left corner of the
 * grid as drawn (so flipping changes it). */
void ts_board_view_board_point (TsBoardView *self, double x, double y, double *bx, double *by);
/* The square under (x, y); FALSE off the grid. */
gboolean ts_board_view_square_at (TsBoardView *self, double x, double y, TsSquare *sq);
void ts_board_view_square_center (TsBoardView *self, TsSquare sq, double *x, double *y);
/* Where a square's notation tooltip must not go: the squares two steps
 * around it, in widget coordinates, within the widget. */
void ts_board_view_tooltip_area (TsBoardView *self, TsSquare sq, GdkRectangle *area);
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

/* The popover that asks whether a move promotes (tenjiku), while the
 * scene waits for the choice; NULL otherwise.  Its buttons play the move
 * promoted or not. */
GtkWidget *ts_board_view_get_promotion_chooser (TsBoardView *self);

G_END_DECLS
