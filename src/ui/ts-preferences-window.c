/* ts-preferences-window.c — every row is bound to its GSettings key, so a
 * change takes effect at once and is remembered across runs. */
#include "ts-preferences-window.h"

#include <glib/gi18n.h>

#include "ts-players.h"
#include "ts-ui.h"

struct _TsPreferencesWindow {
  AdwPreferencesWindow parent_instance;

  AdwComboRow *label_style_row;
  GtkSwitch *flipped_switch;
  GtkSwitch *panel_switch;
  GtkSwitch *always_promote_switch;
  AdwComboRow *black_level_row;
  AdwComboRow *white_level_row;
  GtkSwitch *analysis_switch;
  GtkSpinButton *threads_spin;
  GtkSpinButton *evaluation_spin;
  AdwComboRow *notation_row;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (TsPreferencesWindow, ts_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* A string key whose values are shown in a combo row: the row's items are
 * listed in the order of these nicks, so a nick's index is its row. */
static const char *const label_style_nicks[] = { "kanji", "abbreviation", NULL };
static const char *const notation_nicks[] = { "standard", "japanese", NULL };

static gboolean
nick_to_row (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint row = 0; nicks[row] != NULL; row++)
    if (g_str_equal (nicks[row], nick))
      {
        g_value_set_uint (value, row);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
row_to_nick (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const char *const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  /* nothing selected (while the model changes) keeps the key as it is */
  if (selected >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[selected]);
}

static void
bind_nicks (TsPreferencesWindow *self, const char *key, AdwComboRow *row, const char *const *nicks)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_row, row_to_nick, (gpointer) nicks, NULL);
}

static gboolean
level_to_row (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_uint (value, (guint) g_variant_get_int32 (variant));
  return TRUE;
}

static GVariant *
row_to_level (const GValue *value, const GVariantType *type, gpointer user_data)
{
  guint selected = g_value_get_uint (value);

  /* nothing selected (while the model changes) keeps the key as it is */
  if (selected >= TS_N_LEVELS)
    return NULL;
  return g_variant_new_int32 ((gint32) selected);
}

static void
fill_levels (TsPreferencesWindow *self)
{
  g_autoptr (GtkStringList) levels = gtk_string_list_new (NULL);

  for (TsLevel level = 0; level < TS_N_LEVELS; level++)
    gtk_string_list_append (levels, ts_level_get_name (level));
  adw_combo_row_set_model (self->black_level_row, G_LIST_MODEL (levels));
  adw_combo_row_set_model (self->white_level_row, G_LIST_MODEL (levels));
}

static void
bind_settings (TsPreferencesWindow *self)
{
  bind_nicks (self, "label-style", self->label_style_row, label_style_nicks);
  g_settings_bind_with_mapping (self->settings, "black-level", self->black_level_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, level_to_row, row_to_level, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "white-level", self->white_level_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, level_to_row, row_to_level, NULL, NULL);
  bind_nicks (self, "record-notation", self->notation_row, notation_nicks);
  g_settings_bind (self->settings, "flipped", self->flipped_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "side-panel-visible", self->panel_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "always-promote", self->always_promote_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-analysis", self->analysis_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "engine-threads", self->threads_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "evaluation-movetime", self->evaluation_spin, "value", G_SETTINGS_BIND_DEFAULT);
}

static void
ts_preferences_window_dispose (GObject *object)
{
  TsPreferencesWindow *self = TS_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ts_preferences_window_parent_class)->dispose (object);
}

static void
ts_preferences_window_class_init (TsPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_preferences_window_dispose;

  ts_ui_init ();
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, label_style_row);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, flipped_switch);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, panel_switch);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, always_promote_switch);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, black_level_row);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, white_level_row);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, analysis_switch);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, threads_spin);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, evaluation_spin);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, notation_row);
}

static void
ts_preferences_window_init (TsPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = ts_ui_settings_new ();
  fill_levels (self);
  bind_settings (self);
}

TsPreferencesWindow *
ts_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (TS_TYPE_PREFERENCES_WINDOW, "transient-for", parent, "modal", parent != NULL, NULL);
}
