/* ts-ui.h — what every part of the user interface needs first. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_APP_ID "com.example.TaiShogi"
#define TS_RESOURCE_PATH "/com/example/TaiShogi"

/* Registers the bundled resources (templates, menus, style); idempotent. */
void ts_ui_init (void);

/* The app's settings.  Found among the installed schemas, else in the
 * build tree, so the app and the tests run uninstalled. */
GSettings *ts_ui_settings_new (void);

/* For a composite widget whose template root is a child of its own (a
 * GtkWidget with a layout manager): clears the template and unparents
 * every child, which gtk_widget_dispose_template() leaves for unbound
 * ones.  Call from dispose. */
void ts_ui_dispose_children (GtkWidget *widget, GType template_type);

G_END_DECLS
