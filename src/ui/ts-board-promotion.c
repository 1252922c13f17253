/* ts-board-promotion.c — the board view's promotion chooser.
 *
 * In tenjiku a move entering the zone may promote or not: the scene
 * waits for the answer ("choosing-promotion") after the move's last
 * click.  The view asks in a small popover at the move's end square that
 * shows both faces: a click on either, or a key (+ or P to promote, =, N
 * or D not to; arrows and Return as in any popover), plays the move; Escape
 * or a click elsewhere drops it.  Part of TsBoardView: see
 * ts-board-view-private.h.
 */
#include "ts-board-view-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-piece-textures.h"

/* The faces are shown at least this large, in logical pixels. */
#define FACE_MIN_SIZE 48

static void
on_face_clicked (GtkButton *button, TsBoardView *self)
{
  gboolean promote = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "promote"));

  ts_board_scene_choose_promotion (self->scene, promote);
}

/* Screen readers hear what the answer does: "Promotes to Fire Demon.
 * Burns 2 pieces: …". */
static void
describe_answer (TsBoardView *self, GtkWidget *button, gboolean promote)
{
  g_autofree char *words = ts_board_scene_describe_promotion (self->scene, promote);

  if (words != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words, -1);
}

/* A button with the face `pc` above its label. */
static GtkWidget *
face_button (TsBoardView *self, TsPiece pc, const char *label, gboolean promote)
{
  int size = MAX (self->square, FACE_MIN_SIZE);
  int px = (int) ceil (self->square * gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  /* an image of a fixed size: both faces alike, however wide the labels */
  GtkWidget *face = gtk_image_new_from_paintable (
    GDK_PAINTABLE (ts_board_loupe_texture (self->painter, pc, MAX (px, 1))));
  GtkWidget *words = gtk_label_new_with_mnemonic (label);

  gtk_image_set_pixel_size (GTK_IMAGE (face), size);
  gtk_box_append (GTK_BOX (box), face);
  gtk_box_append (GTK_BOX (box), words);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_label_set_mnemonic_widget (GTK_LABEL (words), button);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "promote", GINT_TO_POINTER (promote));
  describe_answer (self, button, promote);
  g_signal_connect (button, "clicked", G_CALLBACK (on_face_clicked), self);
  return button;
}

static gboolean
on_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, TsBoardView *self)
{
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_p:
    case GDK_KEY_P:
      return ts_board_scene_choose_promotion (self->scene, TRUE);
    case GDK_KEY_equal:
    case GDK_KEY_KP_Equal:
    case GDK_KEY_n:
    case GDK_KEY_N:
    case GDK_KEY_d: /* the mnemonic of "Don't Promote" */
    case GDK_KEY_D:
      return ts_board_scene_choose_promotion (self->scene, FALSE);
    default:
      return FALSE;
    }
}

/* Escape or a click elsewhere closed it: the move waits no longer. */
static void
on_closed (TsBoardView *self)
{
  /* hidden however it was: "closed" comes only from a mapped popover */
  if (self->promotion_popover == NULL || gtk_widget_get_visible (self->promotion_popover))
    return;
  if (ts_board_scene_get_promotion_choice (self->scene, NULL, NULL))
    ts_board_scene_cancel (self->scene);
}

static void
drop_chooser (TsBoardView *self)
{
  GtkWidget *popover = self->promotion_popover;

  if (popover == NULL)
    return;
  self->promotion_popover = NULL;
  g_signal_handlers_disconnect_by_data (popover, self);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_widget_unparent (popover);
}

/* Points the chooser at the move's end square, as the board is now. */
void
ts_board_view_place_promotion (TsBoardView *self)
{
  TsMove promoted;
  double x, y;
  int s = self->square;

  if (self->promotion_popover == NULL || !ts_board_scene_get_promotion_choice (self->scene, &promoted, NULL))
    return;
  ts_board_view_square_center (self, promoted.to, &x, &y);
  /* a square scrolled out of view (zoomed, panned): the chooser points at
   * the nearest edge of the board; pointed off the window, GTK finds no
   * monitor to place it on and fails with a critical */
  x = CLAMP (x, s / 2.0, MAX (s / 2.0, gtk_widget_get_width (GTK_WIDGET (self)) - s / 2.0));
  y = CLAMP (y, s / 2.0, MAX (s / 2.0, gtk_widget_get_height (GTK_WIDGET (self)) - s / 2.0));
  gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover),
                               &(GdkRectangle) { (int) (x - s / 2.0), (int) (y - s / 2.0), s, s });
  gtk_popover_present (GTK_POPOVER (self->promotion_popover));
}

void
ts_board_view_update_promotion (TsBoardView *self)
{
  TsMove promoted, plain;
  GtkWidget *box, *promote;
  GtkEventController *keys;
  TsPiece mover;

  drop_chooser (self);
  if (!ts_board_scene_get_promotion_choice (self->scene, &promoted, &plain))
    return;
  mover = ts_board_scene_get_position (self->scene)->board[plain.from];
  self->promotion_popover = gtk_popover_new ();
  gtk_widget_set_parent (self->promotion_popover, GTK_WIDGET (self));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  promote = face_button (self, promoted.becomes, _("_Promote"), TRUE);
  gtk_box_append (GTK_BOX (box), promote);
  gtk_box_append (GTK_BOX (box), face_button (self, mover, _("_Don’t Promote"), FALSE));
  gtk_popover_set_child (GTK_POPOVER (self->promotion_popover), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->promotion_popover), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Promote?"), -1);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (self->promotion_popover, keys);
  g_signal_connect_swapped (self->promotion_popover, "notify::visible", G_CALLBACK (on_closed), self);
  ts_board_view_scroll_to_square (self, promoted.to);
  ts_board_view_place_promotion (self);
  gtk_popover_popup (GTK_POPOVER (self->promotion_popover));
  gtk_widget_grab_focus (promote);
}

GtkWidget *
ts_board_view_get_promotion_chooser (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->promotion_popover;
}

void
ts_board_view_drop_promotion (TsBoardView *self)
{
  drop_chooser (self);
}
