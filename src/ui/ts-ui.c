/* ts-ui.c — resources and settings, shared by the app and the tests. */
#include "ts-ui.h"

#include "ts-resources.h"

/* ---- tooltips of wide characters ---- */

/* GTK 4.8 wraps a tooltip's text at as many average character widths
 * as it has characters (at most 50), the width of a Latin one; Japanese
 * characters are about two of those wide, so "メインメニュー" wrapped
 * after four.  Tooltips with wide characters get a label of their own,
 * the same but counted in the characters' widths; the rest are GTK's. */

#define TOOLTIP_WIDTH_CHARS 50

int
ts_ui_text_width_chars (const char *text)
{
  int width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    width += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;
  return width;
}

static gboolean
has_wide_char (const char *text)
{
  return ts_ui_text_width_chars (text) > g_utf8_strlen (text, -1);
}

GtkWidget *
ts_ui_tooltip_label (GtkTooltip *tooltip)
{
  return g_object_get_data (G_OBJECT (tooltip), "ts-tooltip-label");
}

/* Replaces GtkWidget's own query-tooltip handler (that of the widgets
 * that do not override it): a tooltip of text or markup, shown in the
 * tooltip's own label (one for each tooltip, so that GTK keeps it while
 * the pointer moves) where it has wide characters. */
static gboolean
query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard_tip, GtkTooltip *tooltip)
{
  GtkWidgetClass *widget_class = g_type_class_peek (GTK_TYPE_WIDGET);
  const char *markup = gtk_widget_get_tooltip_markup (widget);
  GtkLabel *label;
  gboolean shown = FALSE;

  if (GTK_WIDGET_GET_CLASS (widget)->query_tooltip != widget_class->query_tooltip || markup == NULL
      || !has_wide_char (markup))
    {
      g_signal_chain_from_overridden_handler (widget, x, y, keyboard_tip, tooltip, &shown);
      return shown;
    }
  label = GTK_LABEL (ts_ui_tooltip_label (tooltip));
  if (label == NULL)
    {
      label = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_wrap (label, TRUE);
      g_object_set_data_full (G_OBJECT (tooltip), "ts-tooltip-label", g_object_ref_sink (label), g_object_unref);
    }
  gtk_label_set_markup (label, markup);
  gtk_label_set_max_width_chars (label, MIN (ts_ui_text_width_chars (gtk_label_get_text (label)),
                                             TOOLTIP_WIDTH_CHARS));
  gtk_tooltip_set_custom (tooltip, GTK_WIDGET (label));
  return TRUE;
}

void
ts_ui_init (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      ts_register_resource ();
      g_type_class_ref (GTK_TYPE_WIDGET); /* its signals, to override */
      g_signal_override_class_handler ("query-tooltip", GTK_TYPE_WIDGET, G_CALLBACK (query_tooltip));
      g_once_init_leave (&registered, 1);
    }
}

static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  GSettingsSchema *schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, TS_APP_ID, TRUE);
#ifdef TS_SCHEMA_BUILD_DIR
  if (schema == NULL)
    {
      /* Not installed: the schema compiled in the build tree. */
      g_autoptr (GSettingsSchemaSource) build = NULL;

      build = g_settings_schema_source_new_from_directory (TS_SCHEMA_BUILD_DIR, source, FALSE, NULL);
      if (build != NULL)
        schema = g_settings_schema_source_lookup (build, TS_APP_ID, FALSE);
    }
#endif
  return schema;
}

GSettings *
ts_ui_settings_new (void)
{
  g_autoptr (GSettingsSchema) schema = lookup_schema ();

  if (schema == NULL)
    g_error ("The settings schema %s is not installed; run the installed app "
             "or the one in the build folder.", TS_APP_ID);
  return g_settings_new_full (schema, NULL, NULL);
}

void
ts_ui_dispose_children (GtkWidget *widget, GType template_type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (widget, template_type);
  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}
