/* ts-board-view.c — the board widget: input, zoom, scrolling.
 *
 * What the board shows and what a click means is the TsBoardScene's
 * (src/session); where the squares are is ts-board-geometry.c's, and the
 * snapshot is ts-board-drawing.c's.  This file turns pointer, scroll and
 * key events into scene calls and zoom, keeps the GtkScrollable
 * adjustments, shows the scene's pending choices in a popover, and
 * redraws when the scene says something changed.  Its public functions
 * about the game, marks and input are thin forwards to the scene.
 */
#include "ts-board-view-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-board-drawing.h"

static void ts_board_view_scrollable_init (GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsBoardView, ts_board_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, ts_board_view_scrollable_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_FLIPPED,
  PROP_LABEL_STYLE,
  PROP_ZOOM,
  PROP_HOVER_SQUARE,
  PROP_INPUT_ENABLED,
  PROP_HINT,
  PROP_BROWSE_PLY,
  N_PROPS,
  /* GtkScrollable */
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_PIECE_HOVERED,
  SIGNAL_PIECE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
ts_board_view_notify_zoom (TsBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

/* ---- the scene ---- */

TsBoardScene *
ts_board_view_get_scene (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->scene;
}

static void
on_choice_clicked (GtkButton *button, TsBoardView *self)
{
  ts_board_scene_choose (self->scene, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice")));
}

/* Lists the scene's choices in the popover beside the 3x3 block around
 * the square clicked, so that the squares a lion could still click stay
 * visible; hides it when there are none. */
static void
on_choices_changed (TsBoardView *self)
{
  guint n = ts_board_scene_get_n_choices (self->scene);
  GtkWidget *child, *heading;
  double x, y;
  int s = self->square;

  if (n == 0)
    gtk_popover_popdown (GTK_POPOVER (self->popover));
  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choice_box), child);
  if (n == 0)
    return;

  heading = gtk_label_new (_("Choose a move"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->choice_box), heading);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = ts_board_scene_describe_choice (self->scene, i);
      GtkWidget *button = gtk_button_new_with_label (label);

      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "choice", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
      gtk_box_append (GTK_BOX (self->choice_box), button);
    }

  ts_board_view_square_center (self, ts_board_scene_get_choice_square (self->scene), &x, &y);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                               &(GdkRectangle) { (int) (x - 1.5 * s), (int) (y - 1.5 * s), 3 * s, 3 * s });
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* The view's properties of the same name follow the scene's. */
static void
on_scene_notify (TsBoardView *self, GParamSpec *pspec)
{
  GParamSpec *own = g_object_class_find_property (G_OBJECT_GET_CLASS (self), pspec->name);

  if (own != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), own);
  if (pspec == g_object_class_find_property (G_OBJECT_GET_CLASS (self->scene), "input-enabled"))
    ts_board_view_update_cursor (self);
}

/* A new position may be of another rule set: the pieces' faces follow. */
static void
on_position_changed (TsBoardView *self)
{
  ts_piece_painter_set_rules (self->painter, ts_board_scene_get_position (self->scene)->rules);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The view's "piece-hovered" and "piece-selected" are the scene's. */
static void
on_scene_piece_hovered (TsBoardView *self, guint piece)
{
  g_signal_emit (self, signals[SIGNAL_PIECE_HOVERED], 0, piece);
}

static void
on_scene_piece_selected (TsBoardView *self, guint piece)
{
  g_signal_emit (self, signals[SIGNAL_PIECE_SELECTED], 0, piece);
}

static void
connect_scene (TsBoardView *self)
{
  g_signal_connect_swapped (self->scene, "position-changed", G_CALLBACK (on_position_changed), self);
  g_signal_connect_swapped (self->scene, "marks-changed", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (self->scene, "choices-changed", G_CALLBACK (on_choices_changed), self);
  g_signal_connect_swapped (self->scene, "notify", G_CALLBACK (on_scene_notify), self);
  g_signal_connect_swapped (self->scene, "piece-hovered", G_CALLBACK (on_scene_piece_hovered), self);
  g_signal_connect_swapped (self->scene, "piece-selected", G_CALLBACK (on_scene_piece_selected), self);
}

/* ---- forwards to the scene, for the window and the tests ---- */

#define FORWARD(type, name, fallback, params, args) \
  type ts_board_view_##name params \
  { \
    g_return_val_if_fail (TS_IS_BOARD_VIEW (self), fallback); \
    return ts_board_scene_##name args; \
  }
#define FORWARD_VOID(name, params, args) \
  void ts_board_view_##name params \
  { \
    g_return_if_fail (TS_IS_BOARD_VIEW (self)); \
    ts_board_scene_##name args; \
  }

FORWARD_VOID (set_game, (TsBoardView *self, TsGame *game), (self->scene, game))
FORWARD (TsGame *, get_game, NULL, (TsBoardView *self), (self->scene))
FORWARD_VOID (click_square, (TsBoardView *self, TsSquare sq), (self->scene, sq))
FORWARD_VOID (hover_square, (TsBoardView *self, TsSquare sq), (self->scene, sq))
FORWARD_VOID (cancel, (TsBoardView *self), (self->scene))
FORWARD_VOID (choose, (TsBoardView *self, guint index), (self->scene, index))
FORWARD (guint, get_n_choices, 0, (TsBoardView *self), (self->scene))
FORWARD (const TsMove *, get_choice, NULL, (TsBoardView *self, guint index), (self->scene, index))
FORWARD (TsSquare, get_selected, 0, (TsBoardView *self), (self->scene))
FORWARD (TsSquare, get_hover_square, 0, (TsBoardView *self), (self->scene))
FORWARD (TsSquareMarks, get_marks, 0, (TsBoardView *self, TsSquare sq), (self->scene, sq))
FORWARD (TsPiece, get_piece, TS_OFFBOARD, (TsBoardView *self, TsSquare sq), (self->scene, sq))
FORWARD (const char *, get_hint, NULL, (TsBoardView *self), (self->scene))
FORWARD_VOID (browse, (TsBoardView *self, guint ply), (self->scene, ply))
FORWARD_VOID (stop_browsing, (TsBoardView *self), (self->scene))
FORWARD (int, get_browse_ply, -1, (TsBoardView *self), (self->scene))
FORWARD_VOID (set_marked_type, (TsBoardView *self, TsPieceType type), (self->scene, type))
FORWARD (TsPieceType, get_marked_type, TS_PIECE_NONE, (TsBoardView *self), (self->scene))
FORWARD_VOID (set_input_enabled, (TsBoardView *self, gboolean enabled), (self->scene, enabled))
FORWARD (gboolean, get_input_enabled, FALSE, (TsBoardView *self), (self->scene))
FORWARD_VOID (set_hint_move, (TsBoardView *self, const TsMove *move), (self->scene, move))
FORWARD (const TsMove *, get_hint_move, NULL, (TsBoardView *self), (self->scene))

TsRules
ts_board_view_get_rules (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), TS_RULES_STANDARD);
  return ts_board_scene_get_position (self->scene)->rules;
}

TsPiecePainter *
ts_board_view_get_painter (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->painter;
}

/* ---- drawing and size ---- */

static void
ts_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TsBoardView *self = TS_BOARD_VIEW (widget);
  TsBoardGeometry g;

  ts_board_view_geometry (self, &g);
  ts_board_draw (widget, snapshot, self->scene, self->painter, &g, &self->labels);
}

static void
ts_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = (int) ceil (TS_BOARD_UNITS * TS_BOARD_MIN_SQUARE);
  *natural = (int) ceil (TS_BOARD_UNITS * 36);
}

static void
ts_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TsBoardView *self = TS_BOARD_VIEW (widget);
  int old_square = self->square;

  ts_board_view_update_square_size (self);
  ts_board_view_configure_adjustments (self, ts_board_view_adjustment_value (self->hadj),
                                       ts_board_view_adjustment_value (self->vadj));
  if (self->square != old_square)
    ts_board_view_notify_zoom (self);
  gtk_popover_present (GTK_POPOVER (self->popover));
}

/* ---- GtkScrollable ---- */

static void
on_adjustment_value_changed (GtkAdjustment *adj, TsBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (TsBoardView *self, GtkAdjustment **slot, GtkAdjustment *adj)
{
  if (adj != NULL && adj == *slot)
    return;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_func (*slot, on_adjustment_value_changed, self);
      g_object_unref (*slot);
    }
  if (adj == NULL)
    adj = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink (adj);
  g_signal_connect (adj, "value-changed", G_CALLBACK (on_adjustment_value_changed), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static gboolean
ts_board_view_get_border (GtkScrollable *scrollable, GtkBorder *border)
{
  return FALSE;
}

static void
ts_board_view_scrollable_init (GtkScrollableInterface *iface)
{
  iface->get_border = ts_board_view_get_border;
}

/* ---- properties and life cycle ---- */

void
ts_board_view_set_flipped (TsBoardView *self, gboolean flipped)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  /* Keep the same part of the board in view, seen from the other side. */
  if (self->hadj != NULL && self->vadj != NULL)
    ts_board_view_configure_adjustments (self,
                           gtk_adjustment_get_upper (self->hadj) - gtk_adjustment_get_page_size (self->hadj)
                             - gtk_adjustment_get_value (self->hadj),
                           gtk_adjustment_get_upper (self->vadj) - gtk_adjustment_get_page_size (self->vadj)
                             - gtk_adjustment_get_value (self->vadj));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
ts_board_view_get_flipped (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

void
ts_board_view_set_label_style (TsBoardView *self, TsLabelStyle style)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  if (ts_piece_painter_get_label_style (self->painter) == style)
    return;
  ts_piece_painter_set_label_style (self->painter, style);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL_STYLE]);
}

TsLabelStyle
ts_board_view_get_label_style (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), TS_LABEL_KANJI);
  return ts_piece_painter_get_label_style (self->painter);
}

static void
ts_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
    case PROP_HOVER_SQUARE:
    case PROP_HINT:
    case PROP_INPUT_ENABLED:
    case PROP_BROWSE_PLY:
      g_object_get_property (G_OBJECT (self->scene), pspec->name, value);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_LABEL_STYLE:
      g_value_set_enum (value, ts_board_view_get_label_style (self));
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadj);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadj);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
    case PROP_INPUT_ENABLED:
      g_object_set_property (G_OBJECT (self->scene), pspec->name, value);
      break;
    case PROP_FLIPPED:
      ts_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_LABEL_STYLE:
      ts_board_view_set_label_style (self, g_value_get_enum (value));
      break;
    case PROP_ZOOM:
      ts_board_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadj, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadj, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_view_dispose (GObject *object)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  if (self->scene != NULL)
    g_signal_handlers_disconnect_by_data (self->scene, self);
  g_clear_object (&self->scene);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  ts_board_labels_clear (&self->labels);
  if (self->hadj != NULL)
    g_signal_handlers_disconnect_by_func (self->hadj, on_adjustment_value_changed, self);
  if (self->vadj != NULL)
    g_signal_handlers_disconnect_by_func (self->vadj, on_adjustment_value_changed, self);
  g_clear_object (&self->hadj);
  g_clear_object (&self->vadj);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (ts_board_view_parent_class)->dispose (object);
}

/* Escape drops a half-entered move, or leaves a position of the past. */
static void
cancel_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ts_board_scene_escape (TS_BOARD_VIEW (widget)->scene);
}

/* Delete takes a piece off while a position is set up. */
static void
erase_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ts_board_scene_erase (TS_BOARD_VIEW (widget)->scene);
}

static void
ts_board_view_class_init (TsBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_board_view_get_property;
  object_class->set_property = ts_board_view_set_property;
  object_class->dispose = ts_board_view_dispose;
  widget_class->snapshot = ts_board_view_snapshot;
  widget_class->measure = ts_board_view_measure;
  widget_class->size_allocate = ts_board_view_size_allocate;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TS_TYPE_GAME,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FLIPPED] = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LABEL_STYLE] = g_param_spec_enum ("label-style", NULL, NULL, TS_TYPE_LABEL_STYLE, TS_LABEL_KANJI,
                                                    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                      | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ZOOM] = g_param_spec_double ("zoom", NULL, NULL, 1.0, 64.0, 1.0,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HOVER_SQUARE] = g_param_spec_uint ("hover-square", NULL, NULL, 0, TS_CELLS, 0,
                                                     G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINT] = g_param_spec_string ("hint", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_INPUT_ENABLED] = g_param_spec_boolean ("input-enabled", NULL, NULL, TRUE,
                                                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                           | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_BROWSE_PLY] = g_param_spec_int ("browse-ply", NULL, NULL, -1, G_MAXINT, -1,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                    | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PIECE_HOVERED] = g_signal_new ("piece-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_PIECE_SELECTED] = g_signal_new ("piece-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  gtk_widget_class_install_action (widget_class, "board.erase", NULL, erase_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "board.erase", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "board.erase", NULL);
  gtk_widget_class_set_css_name (widget_class, "ts-board-view");
}

static void
ts_board_view_init (TsBoardView *self)
{
  self->zoom = 1.0;
  self->painter = ts_piece_painter_new ();
  self->scene = ts_board_scene_new ();

  self->popover = gtk_popover_new ();
  /* Not modal: the board stays clickable, so a lion's next square can be
   * clicked instead of picking from the list. */
  gtk_popover_set_autohide (GTK_POPOVER (self->popover), FALSE);
  gtk_popover_set_position (GTK_POPOVER (self->popover), GTK_POS_RIGHT);
  self->choice_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (self->choice_box, "ts-move-choices");
  gtk_popover_set_child (GTK_POPOVER (self->popover), self->choice_box);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  ts_board_view_add_controllers (self);
  connect_scene (self);
}

GtkWidget *
ts_board_view_new (void)
{
  return g_object_new (TS_TYPE_BOARD_VIEW, NULL);
}
