/* ts-browse-banner.c — see ts-browse-banner.h.
 *
 * The banner follows the board scene, which holds the move shown.
 *
 * Escape is a global shortcut of the banner in the bubble phase: it works
 * wherever the focus is (the record list, the panel) but a search entry
 * or popover that uses Escape itself gets it first.
 */
#include "ts-browse-banner.h"
#include "ts-browse-banner-private.h"

#include <glib/gi18n.h>

#include "ts-move-number.h"
#include "ts-ui.h"

struct _TsBrowseBanner {
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *label;
  TsBoardScene *scene;       /* the move shown */
  GSignalGroup *scene_signals;
};

G_DEFINE_FINAL_TYPE (TsBrowseBanner, ts_browse_banner, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SCENE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* "Viewing move 12… (☖ P-13h) — moves cannot be made here.": the move
 * numbered as in the record (ts-move-number.h). */
static char *
banner_text (TsGame *game, int ply)
{
  g_autofree char *number = NULL;
  TsColor side;

  if (ply == 0)
    return g_strdup (_("Viewing the start position — moves cannot be made here."));
  number = ts_game_move_number (game, ply - 1, &side);
  /* TRANSLATORS: %1$s is the move number as in the record ("12", or "12…"
   * for White's), %2$s ☗ or ☖, %3$s the move */
  return g_strdup_printf (_("Viewing move %1$s (%2$s %3$s) — moves cannot be made here."), number,
                          side == TS_WHITE ? "☖" : "☗", ts_game_get_move_notation (game, ply - 1));
}

static void
update (TsBrowseBanner *self)
{
  int ply = self->scene != NULL ? ts_board_scene_get_browse_ply (self->scene) : -1;
  TsGame *game = self->scene != NULL ? ts_board_scene_get_game (self->scene) : NULL;

  gtk_revealer_set_reveal_child (self->revealer, ply >= 0 && game != NULL);
  if (ply >= 0 && game != NULL)
    {
      g_autofree char *text = banner_text (game, ply);
      gtk_label_set_text (self->label, text);
    }
}

static void
on_back_clicked (TsBrowseBanner *self)
{
  if (self->scene != NULL)
    ts_board_scene_stop_browsing (self->scene);
}

static gboolean
on_escape (GtkWidget *widget, GVariant *args, gpointer data)
{
  TsBrowseBanner *self = TS_BROWSE_BANNER (widget);

  if (self->scene == NULL || ts_board_scene_get_browse_ply (self->scene) < 0)
    return FALSE;
  ts_board_scene_stop_browsing (self->scene);
  return TRUE;
}

void
ts_browse_banner_set_scene (TsBrowseBanner *self, TsBoardScene *scene)
{
  g_return_if_fail (TS_IS_BROWSE_BANNER (self));
  g_return_if_fail (scene == NULL || TS_IS_BOARD_SCENE (scene));

  if (!g_set_object (&self->scene, scene))
    return;
  g_signal_group_set_target (self->scene_signals, scene);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENE]);
}

gboolean
ts_browse_banner_get_revealed (TsBrowseBanner *self)
{
  g_return_val_if_fail (TS_IS_BROWSE_BANNER (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
ts_browse_banner_get_text (TsBrowseBanner *self)
{
  g_return_val_if_fail (TS_IS_BROWSE_BANNER (self), NULL);
  return gtk_label_get_text (self->label);
}

static void
ts_browse_banner_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SCENE:
      g_value_set_object (value, TS_BROWSE_BANNER (object)->scene);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_browse_banner_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SCENE:
      ts_browse_banner_set_scene (TS_BROWSE_BANNER (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_browse_banner_dispose (GObject *object)
{
  ts_browse_banner_set_scene (TS_BROWSE_BANNER (object), NULL);
  g_clear_object (&TS_BROWSE_BANNER (object)->scene_signals);
  ts_ui_dispose_children (GTK_WIDGET (object), TS_TYPE_BROWSE_BANNER);
  G_OBJECT_CLASS (ts_browse_banner_parent_class)->dispose (object);
}

static void
ts_browse_banner_class_init (TsBrowseBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_browse_banner_get_property;
  object_class->set_property = ts_browse_banner_set_property;
  object_class->dispose = ts_browse_banner_dispose;

  properties[PROP_SCENE] = g_param_spec_object ("scene", NULL, NULL, TS_TYPE_BOARD_SCENE,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  ts_ui_init ();
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-browse-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBrowseBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, TsBrowseBanner, label);
  gtk_widget_class_bind_template_callback (widget_class, on_back_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-browse-banner");
}

static void
ts_browse_banner_init (TsBrowseBanner *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->scene_signals = g_signal_group_new (TS_TYPE_BOARD_SCENE);
  g_signal_group_connect_swapped (self->scene_signals, "notify::browse-ply", G_CALLBACK (update), self);
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (on_escape, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

GtkWidget *
ts_browse_banner_new (void)
{
  return g_object_new (TS_TYPE_BROWSE_BANNER, NULL);
}
