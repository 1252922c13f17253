/* ts-board-view.c — the board widget: input, zoom, scrolling.
 *
 * What the board shows and what a click means is the TsBoardScene's
 * (src/session); where the squares are is ts-board-geometry.c's, and the
 * snapshot is ts-board-drawing.c's.  This file turns pointer, scroll and
 * key events into scene calls and zoom, keeps the GtkScrollable
 * adjustments, shows a refused click for a moment, tells screen readers
 * what the keyboard cursor is on, and redraws when the scene says
 * something changed.  The scene is given (the window's session owns
 * one); a view created alone has one of its own.
 */
#include "ts-board-view-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-board-drawing.h"

static void ts_board_view_scrollable_init (GtkScrollableInterface *iface);
static void fit_board (TsBoardView *self);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsBoardView, ts_board_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, ts_board_view_scrollable_init))

enum {
  PROP_0,
  PROP_SCENE,
  PROP_FLIPPED,
  PROP_LABEL_STYLE,
  PROP_ZOOM,
  N_PROPS,
  /* GtkScrollable */
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

void
ts_board_view_notify_zoom (TsBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

/* ---- the scene ---- */

/* A refused click shows on its square for a moment. */
#define REFUSAL_SHOWN_MS 700

static gboolean
on_refusal_shown (gpointer data)
{
  TsBoardView *self = data;

  self->refusal_timeout = 0;
  ts_board_scene_clear_refused (self->scene);
  return G_SOURCE_REMOVE;
}

static void
on_move_refused (TsBoardView *self, guint square, const char *why)
{
  g_clear_handle_id (&self->refusal_timeout, g_source_remove);
  self->refusal_timeout = g_timeout_add (REFUSAL_SHOWN_MS, on_refusal_shown, self);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* Screen readers hear what the cursor is on. */
static void
update_accessible_description (TsBoardView *self)
{
  TsSquare cursor = ts_board_scene_get_cursor (self->scene);
  g_autofree char *words = cursor != 0 ? ts_board_scene_describe_square_fully (self->scene, cursor) : NULL;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  words != NULL ? words : ts_board_scene_get_hint (self->scene) != NULL
                                                            ? ts_board_scene_get_hint (self->scene)
                                                            : "",
                                  -1);
}

static void
on_input_enabled_changed (TsBoardView *self)
{
  ts_board_view_update_cursor (self);
}

static void
on_cursor_changed (TsBoardView *self)
{
  update_accessible_description (self);
  ts_board_view_scroll_to_square (self, ts_board_scene_get_cursor (self->scene));
}

/* A new position may be of another rule set: the pieces' faces follow;
 * and of another variant: the board takes its size, its squares fitted to
 * the view anew (the zoom, a factor of the fit, stays). */
static void
on_position_changed (TsBoardView *self)
{
  TsRules rules = ts_board_scene_get_position (self->scene)->rules;
  const TsVariant *variant = ts_rules_variant (rules);

  ts_piece_painter_set_rules (self->painter, rules);
  if (variant != self->variant)
    {
      self->variant = variant;
      /* at once, not at the next allocation: a click meanwhile finds the
       * new board's squares */
      if (gtk_widget_get_width (GTK_WIDGET (self)) > 0)
        fit_board (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
connect_scene (TsBoardView *self)
{
  GSignalGroup *group = g_signal_group_new (TS_TYPE_BOARD_SCENE);

  g_signal_group_connect_swapped (group, "position-changed", G_CALLBACK (on_position_changed), self);
  g_signal_group_connect_swapped (group, "marks-changed", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_group_connect_swapped (group, "move-refused", G_CALLBACK (on_move_refused), self);
  g_signal_group_connect_swapped (group, "notify::input-enabled", G_CALLBACK (on_input_enabled_changed), self);
  g_signal_group_connect_swapped (group, "notify::cursor", G_CALLBACK (on_cursor_changed), self);
  g_signal_group_connect_swapped (group, "notify::hint", G_CALLBACK (update_accessible_description), self);
  g_signal_group_connect_swapped (group, "notify::choosing-promotion", G_CALLBACK (ts_board_view_update_promotion),
                                  self);
  g_signal_group_set_target (group, self->scene);
  self->scene_signals = group;
}

static void
disconnect_scene (TsBoardView *self)
{
  if (self->scene == NULL)
    return;
  g_signal_group_set_target (self->scene_signals, NULL);
  ts_board_view_drop_promotion (self);
  /* a refusal shown belongs to the scene left */
  if (self->refusal_timeout != 0)
    {
      g_clear_handle_id (&self->refusal_timeout, g_source_remove);
      ts_board_scene_clear_refused (self->scene);
    }
}

void
ts_board_view_set_scene (TsBoardView *self, TsBoardScene *scene)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  g_return_if_fail (TS_IS_BOARD_SCENE (scene));

  if (self->scene == scene)
    return;
  disconnect_scene (self);
  g_set_object (&self->scene, scene);
  g_signal_group_set_target (self->scene_signals, scene);
  on_position_changed (self);
  ts_board_view_update_cursor (self);
  update_accessible_description (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENE]);
}

TsBoardScene *
ts_board_view_get_scene (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->scene;
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

  TsBoardOverlay overlay = { 0 };

  ts_board_view_geometry (self, &g);
  overlay.dragged = ts_board_view_get_dragged (self, &overlay.x, &overlay.y);
  overlay.loupe = ts_board_view_get_loupe_square (self);
  if (overlay.loupe != 0)
    {
      overlay.x = self->pointer_x;
      overlay.y = self->pointer_y;
    }
  ts_board_draw (widget, snapshot, self->scene, self->painter, &g, &self->labels, &overlay);
}

static void
ts_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  /* In pixels, tai's (the larger board): the window lays out alike
   * whichever variant it shows. */
  *minimum = (int) ceil (TS_BOARD_UNITS * TS_BOARD_MIN_SQUARE);
  /* below this width the side panel folds away (see the window's
   * AdwFlap): squares of 24 px on tai's board, read with the loupe */
  *natural = (int) ceil (TS_BOARD_UNITS * 24);
}

/* The squares fitted to the view's size and the board's. */
static void
fit_board (TsBoardView *self)
{
  int old_square = self->square;

  ts_board_view_update_square_size (self);
  ts_board_view_configure_adjustments (self, ts_board_view_adjustment_value (self->hadj),
                                       ts_board_view_adjustment_value (self->vadj));
  if (self->square != old_square)
    ts_board_view_notify_zoom (self);
}

static void
ts_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  fit_board (TS_BOARD_VIEW (widget));
  ts_board_view_place_promotion (TS_BOARD_VIEW (widget));
}

/* ---- GtkScrollable ---- */

static void
on_adjustment_value_changed (GtkAdjustment *adj, TsBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* the chooser keeps pointing at its square */
  if (self->promotion_popover != NULL)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
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

void
ts_board_view_set_coordinate_style (TsBoardView *self, TsNotationStyle style)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  if (self->labels.style == style)
    return;
  self->labels.style = style;
  ts_board_labels_clear (&self->labels);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TsNotationStyle
ts_board_view_get_coordinate_style (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), TS_NOTATION_STANDARD);
  return self->labels.style;
}

static void
ts_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      g_value_set_object (value, self->scene);
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
    case PROP_SCENE:
      ts_board_view_set_scene (self, g_value_get_object (value));
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

  disconnect_scene (self);
  g_clear_object (&self->scene_signals);
  g_clear_object (&self->scene);
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

  properties[PROP_SCENE] = g_param_spec_object ("scene", NULL, NULL, TS_TYPE_BOARD_SCENE,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FLIPPED] = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LABEL_STYLE] = g_param_spec_enum ("label-style", NULL, NULL, TS_TYPE_LABEL_STYLE, TS_LABEL_KANJI,
                                                    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                      | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ZOOM] = g_param_spec_double ("zoom", NULL, NULL, 1.0, 64.0, 1.0,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  gtk_widget_class_install_action (widget_class, "board.erase", NULL, erase_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "board.erase", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "board.erase", NULL);
  ts_board_view_add_key_bindings (widget_class);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
  gtk_widget_class_set_css_name (widget_class, "ts-board-view");
}

static void
ts_board_view_init (TsBoardView *self)
{
  self->zoom = 1.0;
  self->painter = ts_piece_painter_new ();
  self->variant = ts_variant_get (TS_VARIANT_TAI);
  /* its own until it is given one (ts_board_view_set_scene()) */
  self->scene = ts_board_scene_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  ts_board_view_add_controllers (self);
  connect_scene (self);
}

GtkWidget *
ts_board_view_new (void)
{
  return g_object_new (TS_TYPE_BOARD_VIEW, NULL);
}
