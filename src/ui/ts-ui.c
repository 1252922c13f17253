/* ts-ui.c — resources and settings, shared by the app and the tests. */
#include "ts-ui.h"

#include "ts-resources.h"

void
ts_ui_init (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      ts_register_resource ();
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
