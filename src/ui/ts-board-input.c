/* ts-board-input.c — the board view's pointer, keys and zoom.
 *
 * Clicks (primary: the scene's click, secondary: cancel), dragging a
 * piece to where it goes, hovering, Ctrl and scroll or a pinch to zoom
 * about the pointer, dragging elsewhere to pan, the keyboard cursor and
 * its keys, tooltips with the notation of a target's moves, and the
 * geometry of the view as zoomed and scrolled now, which the drawing
 * reads too.  Part of TsBoardView: see ts-board-view-private.h.
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
  ts_board_geometry_init (g, self->variant, self->square, gtk_widget_get_width (GTK_WIDGET (self)),
                          gtk_widget_get_height (GTK_WIDGET (self)), ts_board_view_adjustment_value (self->hadj),
                          ts_board_view_adjustment_value (self->vadj), self->hslack, self->vslack, self->flipped);
}

double
ts_board_view_content_size (TsBoardView *self)
{
  return ts_board_content_size_of (self->variant->width, self->square);
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
  self->fit_square = ts_board_fit_square (self->variant->width, gtk_widget_get_width (GTK_WIDGET (self)),
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
  double content = ts_board_view_content_size (self);

  configure_adjustment (self->hadj, hvalue, content, gtk_widget_get_width (GTK_WIDGET (self)));
  configure_adjustment (self->vadj, vvalue, content, gtk_widget_get_height (GTK_WIDGET (self)));
}

int
ts_board_view_get_square_size (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  return self->square;
}

TsSquare
ts_board_view_get_loupe_square (TsBoardView *self)
{
  TsSquare hover;
  double x, y;

  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  hover = ts_board_scene_get_hover_square (self->scene);
  if (self->square >= ts_board_readable_square (self->variant->width) || !self->pointer_inside || hover == 0
      || ts_board_scene_get_cursor (self->scene) != 0 || ts_board_view_get_dragged (self, &x, &y) != 0
      || ts_board_scene_get_piece (self->scene, hover) == TS_EMPTY)
    return 0;
  return hover;
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

/* How far off centre the content must sit along an axis of `size` pixels
 * to start at `origin`; none at fit, where it is centred. */
static double
slack_for (TsBoardView *self, double origin, int size)
{
  double content = ts_board_view_content_size (self);

  if (self->zoom <= 1.0 || content > size)
    return 0;
  return origin - floor ((size - content) / 2);
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
   * the content fits, move it off centre by as much instead. */
  margin = ts_board_margin_for (self->square);
  self->hslack = slack_for (self, x - margin - bx * self->square, gtk_widget_get_width (GTK_WIDGET (self)));
  self->vslack = slack_for (self, y - margin - by * self->square, gtk_widget_get_height (GTK_WIDGET (self)));
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

/* The square a zoom by key or button keeps still: the keyboard cursor,
 * the piece being moved or the last move's end, if it is in view. */
static gboolean
zoom_anchor (TsBoardView *self, double *x, double *y)
{
  TsBoardScene *scene = self->scene;
  TsSquare candidates[3] = { ts_board_scene_get_cursor (scene), ts_board_scene_get_selected (scene), 0 };
  guint ply = ts_board_scene_get_shown_ply (scene);
  TsGame *game = ts_board_scene_get_game (scene);

  if (ply > 0 && game != NULL)
    candidates[2] = ts_game_get_move (game, ply - 1)->to;
  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      if (candidates[i] == 0)
        continue;
      ts_board_view_square_center (self, candidates[i], x, y);
      if (*x >= 0 && *y >= 0 && *x < gtk_widget_get_width (GTK_WIDGET (self))
          && *y < gtk_widget_get_height (GTK_WIDGET (self)))
        return TRUE;
    }
  return FALSE;
}

void
ts_board_view_zoom_step (TsBoardView *self, int steps)
{
  double x, y;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  if (zoom_anchor (self, &x, &y))
    ts_board_view_zoom_at (self, self->zoom * pow (ZOOM_STEP, steps), x, y);
  else
    ts_board_view_set_zoom (self, self->zoom * pow (ZOOM_STEP, steps));
}

void
ts_board_view_scroll_to_square (TsBoardView *self, TsSquare sq)
{
  double x, y, half;

  if (sq == 0 || self->square <= 0 || self->hadj == NULL || self->vadj == NULL)
    return;
  ts_board_view_square_center (self, sq, &x, &y);
  half = self->square * 0.75;
  if (x - half < 0)
    gtk_adjustment_set_value (self->hadj, gtk_adjustment_get_value (self->hadj) + x - half);
  else if (x + half > gtk_widget_get_width (GTK_WIDGET (self)))
    gtk_adjustment_set_value (self->hadj,
                              gtk_adjustment_get_value (self->hadj) + x + half - gtk_widget_get_width (GTK_WIDGET (self)));
  if (y - half < 0)
    gtk_adjustment_set_value (self->vadj, gtk_adjustment_get_value (self->vadj) + y - half);
  else if (y + half > gtk_widget_get_height (GTK_WIDGET (self)))
    gtk_adjustment_set_value (self->vadj, gtk_adjustment_get_value (self->vadj) + y + half
                                            - gtk_widget_get_height (GTK_WIDGET (self)));
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
  /* the mouse took over from the keys */
  ts_board_scene_set_cursor (self->scene, 0);
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

  /* GTK repeats the motion of a pointer that stands still when the
   * board changes under it (a scroll to the keyboard cursor): the
   * keyboard keeps the square it moved to, and what is shown for it */
  if (self->pointer_inside && x == self->pointer_x && y == self->pointer_y
      && ts_board_scene_get_cursor (self->scene) != 0)
    return;
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
  if (!ts_board_view_square_at (self, x, y, &sq))
    sq = 0;
  ts_board_scene_hover_square (self->scene, sq);
  ts_board_view_update_cursor (self);
  /* the loupe follows the pointer */
  if (self->square < ts_board_readable_square (self->variant->width) && sq != 0 && ts_board_scene_get_piece (self->scene, sq) != TS_EMPTY)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave (GtkEventControllerMotion *motion, TsBoardView *self)
{
  self->pointer_inside = FALSE;
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

/* A piece of the side to move, while clicks may play; any piece while a
 * position is set up. */
static gboolean
is_movable_piece (TsBoardView *self, TsSquare sq)
{
  const TsPosition *pos = ts_board_scene_get_position (self->scene);
  TsPiece pc = pos->board[sq];

  if (ts_board_scene_can_drag (self->scene, sq))
    return TRUE;
  return pc != TS_EMPTY && pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) == pos->side
         && ts_board_scene_is_clickable (self->scene, sq);
}

/* ---- dragging: a piece to where it goes, or the board to pan ---- */

void
ts_board_view_drag_press (TsBoardView *self, double x, double y, guint button)
{
  TsSquare sq;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  self->drag_h0 = ts_board_view_adjustment_value (self->hadj);
  self->drag_v0 = ts_board_view_adjustment_value (self->vadj);
  self->drag_x0 = x;
  self->drag_y0 = y;
  self->drag_button = button;
  self->panning = FALSE;
  self->dragging_piece = FALSE;
  self->drag_from = 0;
  /* a press on a piece the side to move can move may pick it up; the
   * mouse takes over from the keys */
  if (button == GDK_BUTTON_PRIMARY && ts_board_scene_get_cursor (self->scene) != 0)
    ts_board_scene_set_cursor (self->scene, 0);
  if (button == GDK_BUTTON_PRIMARY && ts_board_view_square_at (self, x, y, &sq) && is_movable_piece (self, sq))
    self->drag_from = sq;
}

/* The piece leaves its square: it is picked up (selected, its targets
 * shown) and follows the pointer. */
static void
pick_up (TsBoardView *self)
{
  self->dragging_piece = TRUE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  /* the position editor carries any piece; no click picks it up */
  if (ts_board_scene_get_editor (self->scene) != NULL)
    return;
  if (ts_board_scene_get_selected (self->scene) != self->drag_from)
    ts_board_scene_click_square (self->scene, self->drag_from);
  if (ts_board_scene_get_selected (self->scene) != self->drag_from)
    {
      self->dragging_piece = FALSE;
      self->drag_from = 0;
    }
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

gboolean
ts_board_view_drag_motion (TsBoardView *self, double x, double y)
{
  double dx = x - self->drag_x0, dy = y - self->drag_y0;

  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), FALSE);
  if (self->dragging_piece)
    {
      TsSquare over;

      self->pointer_x = x;
      self->pointer_y = y;
      /* the square the piece is over says what a drop there does (and
       * what it would burn) */
      ts_board_scene_hover_square (self->scene, ts_board_view_square_at (self, x, y, &over) ? over : 0);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (!self->panning)
    {
      /* The middle button always pans; the primary one once the pointer
       * has travelled far enough not to be a click, and picks up a piece
       * it pressed on. */
      if (self->drag_button != GDK_BUTTON_MIDDLE
          && (self->drag_button != GDK_BUTTON_PRIMARY || hypot (dx, dy) < PAN_THRESHOLD))
        return FALSE;
      if (self->drag_button == GDK_BUTTON_PRIMARY && self->drag_from != 0)
        {
          pick_up (self);
          if (self->dragging_piece)
            return ts_board_view_drag_motion (self, x, y);
        }
      self->panning = TRUE;
      ts_board_view_update_cursor (self);
    }
  if (self->hadj != NULL)
    gtk_adjustment_set_value (self->hadj, self->drag_h0 - dx);
  if (self->vadj != NULL)
    gtk_adjustment_set_value (self->vadj, self->drag_v0 - dy);
  return TRUE;
}

void
ts_board_view_drag_release (TsBoardView *self, double x, double y)
{
  TsSquare sq, from = self->drag_from;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  /* the piece is put down where the pointer is, as a click there: what a
   * drop means is what a click means (a move, a lion's first capture, or
   * a refusal); on its own square it stays picked up */
  if (!self->dragging_piece || !ts_board_view_square_at (self, x, y, &sq) || sq == from)
    ;
  else if (ts_board_scene_get_editor (self->scene) != NULL)
    ts_board_scene_drop (self->scene, from, sq);
  else
    ts_board_scene_click_square (self->scene, sq);
  self->dragging_piece = FALSE;
  self->drag_from = 0;
  self->panning = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  ts_board_view_update_cursor (self);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, TsBoardView *self)
{
  ts_board_view_drag_press (self, x, y, gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)));
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, TsBoardView *self)
{
  if (ts_board_view_drag_motion (self, self->drag_x0 + dx, self->drag_y0 + dy))
    /* a pan or a piece on the move: no click when it ends */
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, TsBoardView *self)
{
  ts_board_view_drag_release (self, self->drag_x0 + dx, self->drag_y0 + dy);
}

TsSquare
ts_board_view_get_dragged (TsBoardView *self, double *x, double *y)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  if (!self->dragging_piece)
    return 0;
  *x = self->pointer_x;
  *y = self->pointer_y;
  return self->drag_from;
}

/* ---- tooltips ---- */

void
ts_board_view_tooltip_area (TsBoardView *self, TsSquare sq, GdkRectangle *area)
{
  int s = ts_board_view_get_square_size (self);
  double x, y, half = (2 + 0.5) * s;

  ts_board_view_square_center (self, sq, &x, &y);
  area->x = MAX (0, (int) floor (x - half));
  area->y = MAX (0, (int) floor (y - half));
  area->width = MIN (gtk_widget_get_width (GTK_WIDGET (self)), (int) ceil (x + half)) - area->x;
  area->height = MIN (gtk_widget_get_height (GTK_WIDGET (self)), (int) ceil (y + half)) - area->y;
}

/* Over a square a click would go to: the notation of its moves, shown
 * beyond the squares two steps around it (GTK places a tooltip next to
 * its tip area), so that it hides none of the squares a lion, say, moves
 * on next. */
static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, TsBoardView *self)
{
  g_autofree char *notation = NULL;
  GdkRectangle area;
  TsSquare sq;

  if (keyboard)
    sq = ts_board_scene_get_cursor (self->scene);
  else if (!ts_board_view_square_at (self, x, y, &sq))
    return FALSE;
  if (sq == 0 || (notation = ts_board_scene_describe_notation (self->scene, sq)) == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, notation);
  ts_board_view_tooltip_area (self, sq, &area);
  gtk_tooltip_set_tip_area (tooltip, &area);
  return TRUE;
}

/* ---- keys ---- */

/* Arrow keys move the cursor as seen on the screen: a flipped board
 * turns them around. */
static void
cursor_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TsBoardView *self = TS_BOARD_VIEW (widget);
  int dx, dy, sign = self->flipped ? -1 : 1;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  ts_board_scene_move_cursor (self->scene, dx * sign, dy * sign);
}

static void
activate_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ts_board_scene_activate_cursor (TS_BOARD_VIEW (widget)->scene);
}

static void
pass_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TsBoardView *self = TS_BOARD_VIEW (widget);
  TsSquare cursor = ts_board_scene_get_cursor (self->scene);

  /* with nothing selected, the piece under the cursor is the one */
  if (ts_board_scene_get_selected (self->scene) == 0 && cursor != 0)
    ts_board_scene_click_square (self->scene, cursor);
  if (!ts_board_scene_pass (self->scene))
    gtk_widget_error_bell (widget);
}

#define JUMP 5

static void
bind_cursor_key (GtkWidgetClass *widget_class, guint key, GdkModifierType mods, int dx, int dy)
{
  gtk_widget_class_add_binding_action (widget_class, key, mods, "board.move-cursor", "(ii)", dx, dy);
}

void
ts_board_view_add_key_bindings (GtkWidgetClass *widget_class)
{
  static const struct {
    guint key, keypad;
    int dx, dy;
  } arrows[] = {
    { GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0 },
    { GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1 },
  };

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", cursor_activated);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_activated);
  gtk_widget_class_install_action (widget_class, "board.pass", NULL, pass_activated);
  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      bind_cursor_key (widget_class, arrows[i].key, 0, arrows[i].dx, arrows[i].dy);
      bind_cursor_key (widget_class, arrows[i].keypad, 0, arrows[i].dx, arrows[i].dy);
      bind_cursor_key (widget_class, arrows[i].key, GDK_SHIFT_MASK, arrows[i].dx * JUMP, arrows[i].dy * JUMP);
    }
  bind_cursor_key (widget_class, GDK_KEY_Page_Up, 0, 0, -JUMP);
  bind_cursor_key (widget_class, GDK_KEY_Page_Down, 0, 0, JUMP);
  bind_cursor_key (widget_class, GDK_KEY_Home, 0, -TS_MAX_SIZE, 0);
  bind_cursor_key (widget_class, GDK_KEY_End, 0, TS_MAX_SIZE, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "board.pass", NULL);
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

  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
}

