/* ts-board-input.c — the board view's pointer and zoom.
 *
 * Clicks (primary: the scene's click, secondary: cancel), hovering, Ctrl
 * and scroll or a pinch to zoom about the pointer, dragging to pan, and
 * the geometry of the view as zoomed and scrolled now, which the drawing
 * and the popover read too.  Part of TsBoardView: see
 * ts-board-view-private.h.
 */
#include "ts-board-view-private.h"

#include <math.h>

#define ZOOM_STEP 1.25
/* Pointer travel before a primary-button drag pans instead of clicking. */
#define PAN_THRESHOLD 8.0

/* ---- geometry and zoom ---- */

double
ts_board_view_adjustment_value (GtkAdjustment *adj)
{
  return adj != NULL ? gtk_adjustment_get_value (adj) : 0;
}

void
ts_board_view_geometry (TsBoardView *self, TsBoardGeometry *g)
{
  ts_board_geometry_init (g, self->square, gtk_widget_get_width (GTK_WIDGET (self)),
                          gtk_widget_get_height (GTK_WIDGET (self)), ts_board_view_adjustment_value (self->hadj),
                          ts_board_view_adjustment_value (self->vadj), self->flipped);
}

static int
max_square (TsBoardView *self)
{
  return MAX (TS_BOARD_MAX_SQUARE, self->fit_square);
}

double
ts_board_view_get_max_zoom (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 1.0);
  return self->fit_square > 0 ? (double) max_square (self) / self->fit_square : 1.0;
}

void
ts_board_view_update_square_size (TsBoardView *self)
{
  self->fit_square = ts_board_fit_square (gtk_widget_get_width (GTK_WIDGET (self)),
                                          gtk_widget_get_height (GTK_WIDGET (self)));
  self->zoom = CLAMP (self->zoom, 1.0, ts_board_view_get_max_zoom (self));
  self->square = CLAMP ((int) round (self->fit_square * self->zoom), self->fit_square, max_square (self));
}

static void
configure_adjustment (GtkAdjustment *adj, double value, double content, int page)
{
  if (adj == NULL)
    return;
  content = MAX (content, page);
  gtk_adjustment_configure (adj, CLAMP (value, 0, content - page), 0, content,
                            page * 0.1, page * 0.9, page);
}

void
ts_board_view_configure_adjustments (TsBoardView *self, double hvalue, double vvalue)
{
  double content = ts_board_content_size (self->square);

  configure_adjustment (self->hadj, hvalue, content, gtk_widget_get_width (GTK_WIDGET (self)));
  configure_adjustment (self->vadj, vvalue, content, gtk_widget_get_height (GTK_WIDGET (self)));
}

int
ts_board_view_get_square_size (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  return self->square;
}

double
ts_board_view_get_zoom (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 1.0);
  return self->zoom;
}

void
ts_board_view_board_point (TsBoardView *self, double x, double y, double *bx, double *by)
{
  TsBoardGeometry g;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  ts_board_view_geometry (self, &g);
  ts_board_geometry_board_point (&g, x, y, bx, by);
}

gboolean
ts_board_view_square_at (TsBoardView *self, double x, double y, TsSquare *sq)
{
  TsBoardGeometry g;

  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), FALSE);
  ts_board_view_geometry (self, &g);
  return ts_board_geometry_square_at (&g, x, y, sq);
}

void
ts_board_view_square_center (TsBoardView *self, TsSquare sq, double *x, double *y)
{
  TsBoardGeometry g;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  ts_board_view_geometry (self, &g);
  ts_board_geometry_square_center (&g, sq, x, y);
}

void
ts_board_view_zoom_at (TsBoardView *self, double zoom, double x, double y)
{
  double bx, by, old_zoom = self->zoom, margin;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  /* not laid out yet (a zoom restored from the settings): there is no
   * point to keep still, and the first allocation applies the zoom */
  if (gtk_widget_get_width (GTK_WIDGET (self)) <= 0 || self->square <= 0)
    {
      if (zoom != old_zoom)
        {
          self->zoom = zoom;
          ts_board_view_notify_zoom (self);
        }
      return;
    }
  ts_board_view_board_point (self, x, y, &bx, &by);
  self->zoom = zoom;
  ts_board_view_update_square_size (self);

  /* Scroll so that the board point (bx, by) is again under (x, y); where
   * the content fits, it is centred and the values do not matter. */
  margin = ts_board_margin_for (self->square);
  ts_board_view_configure_adjustments (self, margin + bx * self->square - x, margin + by * self->square - y);
  if (self->zoom != old_zoom)
    ts_board_view_notify_zoom (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_board_view_set_zoom (TsBoardView *self, double zoom)
{
  ts_board_view_zoom_at (self, zoom,
                         gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
ts_board_view_zoom_step (TsBoardView *self, int steps)
{
  ts_board_view_set_zoom (self, self->zoom * pow (ZOOM_STEP, steps));
}

/* ---- pointer handlers ---- */

static void
on_click_released (GtkGestureClick *gesture, int n_press, double x, double y, TsBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  TsSquare sq;

  if (self->panning || self->dragging_piece)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (button == GDK_BUTTON_SECONDARY)
    ts_board_scene_secondary_click (self->scene, ts_board_view_square_at (self, x, y, &sq) ? sq : 0);
  else if (button == GDK_BUTTON_PRIMARY && ts_board_view_square_at (self, x, y, &sq))
    ts_board_scene_click_square (self->scene, sq);
}

void
ts_board_view_update_cursor (TsBoardView *self)
{
  const char *name = NULL;

  if (self->panning || self->dragging_piece)
    name = "grabbing";
  else if (ts_board_scene_is_clickable (self->scene, ts_board_scene_get_hover_square (self->scene)))
    name = "pointer";
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, TsBoardView *self)
{
  TsSquare sq = 0;

  self->pointer_x = x;
  self->pointer_y = y;
  if (!ts_board_view_square_at (self, x, y, &sq))
    sq = 0;
  ts_board_scene_hover_square (self->scene, sq);
  ts_board_view_update_cursor (self);
}

static void
on_leave (GtkEventControllerMotion *motion, TsBoardView *self)
{
  ts_board_scene_hover_square (self->scene, 0);
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll, double dx, double dy, TsBoardView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));

  /* Without Ctrl the scrolled window scrolls. */
  if (!(state & GDK_CONTROL_MASK))
    return FALSE;
  ts_board_view_zoom_at (self, self->zoom * pow (ZOOM_STEP, -dy), self->pointer_x, self->pointer_y);
  return TRUE;
}

static void
on_pinch_begin (GtkGesture *gesture, GdkEventSequence *sequence, TsBoardView *self)
{
  self->pinch_zoom0 = self->zoom;
}

static void
on_pinch_scale_changed (GtkGestureZoom *gesture, double scale, TsBoardView *self)
{
  double x, y;

  if (gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    ts_board_view_zoom_at (self, self->pinch_zoom0 * scale, x, y);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, TsBoardView *self)
{
  self->drag_h0 = ts_board_view_adjustment_value (self->hadj);
  self->drag_v0 = ts_board_view_adjustment_value (self->vadj);
  self->panning = FALSE;
  self->dragging_piece = FALSE;
  /* While a position is set up, a drag from a piece carries it. */
  if (!ts_board_view_square_at (self, x, y, &self->drag_from) || !ts_board_scene_can_drag (self->scene, self->drag_from))
    self->drag_from = 0;
}

/* The pointer travelled from a piece that can be carried: it is. */
static gboolean
start_dragging_piece (TsBoardView *self, GtkGesture *gesture, guint button, double dx, double dy)
{
  if (self->drag_from == 0 || button != GDK_BUTTON_PRIMARY || hypot (dx, dy) < PAN_THRESHOLD)
    return FALSE;
  self->dragging_piece = TRUE;
  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  ts_board_view_update_cursor (self);
  return TRUE;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, TsBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (self->dragging_piece || start_dragging_piece (self, GTK_GESTURE (gesture), button, dx, dy))
    return;
  if (!self->panning)
    {
      /* The middle button always pans; the primary one once the pointer
       * has travelled far enough not to be a click. */
      if (button != GDK_BUTTON_MIDDLE && (button != GDK_BUTTON_PRIMARY || hypot (dx, dy) < PAN_THRESHOLD))
        return;
      self->panning = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      ts_board_view_update_cursor (self);
    }
  if (self->hadj != NULL)
    gtk_adjustment_set_value (self->hadj, self->drag_h0 - dx);
  if (self->vadj != NULL)
    gtk_adjustment_set_value (self->vadj, self->drag_v0 - dy);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, TsBoardView *self)
{
  double x0, y0;
  TsSquare to;

  if (self->dragging_piece && gtk_gesture_drag_get_start_point (gesture, &x0, &y0)
      && ts_board_view_square_at (self, x0 + dx, y0 + dy, &to))
    ts_board_scene_drop (self->scene, self->drag_from, to);
  self->dragging_piece = FALSE;
  self->drag_from = 0;
  self->panning = FALSE;
  ts_board_view_update_cursor (self);
}

void
ts_board_view_add_controllers (TsBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (pinch));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, scroll);
}

