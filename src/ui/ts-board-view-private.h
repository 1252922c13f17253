/* ts-board-view-private.h — the board view's insides, shared by its two
 * source files: ts-board-view.c (the widget, its scene, properties and
 * scrolling) and ts-board-input.c (pointer, zoom and the geometry of the
 * moment). */
#pragma once

#include "ts-board-drawing.h"
#include "ts-board-geometry.h"
#include "ts-board-view.h"

G_BEGIN_DECLS

struct _TsBoardView {
  GtkWidget parent_instance;

  TsBoardScene *scene;
  GSignalGroup *scene_signals;  /* the view's handlers, on whichever scene it shows */
  guint refusal_timeout;
  gboolean flipped;
  TsPiecePainter *painter;
  /* the shown position's variant: the board's size and squares */
  const TsVariant *variant;

  /* Geometry: square side in logical pixels, at zoom and at fit. */
  double zoom;
  double hslack, vslack;   /* the board off centre, where it fits */
  int square;
  int fit_square;
  GtkAdjustment *hadj;
  GtkAdjustment *vadj;
  guint hscroll_policy : 1;
  guint vscroll_policy : 1;

  TsBoardLabels labels;

  /* Pointer state. */
  double pointer_x;
  double pointer_y;
  gboolean pointer_inside;
  double drag_h0;
  double drag_v0;
  gboolean panning;
  double pinch_zoom0;
  /* A piece dragged: where from (0: none), and whether the pointer has
   * left the click's tolerance yet. */
  TsSquare drag_from;
  gboolean dragging_piece;
  double drag_x0, drag_y0;
  guint drag_button;

  /* asks whether a move promotes, while the scene waits (NULL: none) */
  GtkWidget *promotion_popover;
};

/* ts-board-input.c */
void ts_board_view_geometry (TsBoardView *self, TsBoardGeometry *g);
/* The board's side in pixels, margins included, at the present square. */
double ts_board_view_content_size (TsBoardView *self);
void ts_board_view_update_square_size (TsBoardView *self);
void ts_board_view_configure_adjustments (TsBoardView *self, double hvalue, double vvalue);
double ts_board_view_adjustment_value (GtkAdjustment *adj);
void ts_board_view_update_cursor (TsBoardView *self);
void ts_board_view_add_controllers (TsBoardView *self);
/* The keys: the cursor, picking up and putting down, pass. */
void ts_board_view_add_key_bindings (GtkWidgetClass *widget_class);

/* ts-board-promotion.c */
/* Shows or drops the chooser as the scene waits or not. */
void ts_board_view_update_promotion (TsBoardView *self);
/* Points it at the move's end square again (zoom, scrolling, size). */
void ts_board_view_place_promotion (TsBoardView *self);
void ts_board_view_drop_promotion (TsBoardView *self);

/* ts-board-view.c */
void ts_board_view_notify_zoom (TsBoardView *self);

G_END_DECLS
