/* ts-ui.h — what every part of the user interface needs first. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_APP_ID "com.example.TaiShogi"
#define TS_RESOURCE_PATH "/com/example/TaiShogi"

/* Registers the bundled resources (templates, menus, style) and the
 * tooltips' handler for wide characters; idempotent. */
void ts_ui_init (void);

/* How many average (Latin) character widths `text` takes: two for a
 * wide (CJK) character, one for any other.  ts_ui_init() makes tooltips
 * with wide characters wrap at 50 of these, not at 50 characters. */
int ts_ui_text_width_chars (const char *text);
/* The label of a tooltip that ts_ui_init()'s handler showed: NULL if it
 * never showed one. */
GtkWidget *ts_ui_tooltip_label (GtkTooltip *tooltip);

/* The app's settings.  Found among the installed schemas, else in the
 * build tree, so the app and the tests run uninstalled. */
GSettings *ts_ui_settings_new (void);

/* For a composite widget whose template root is a child of its own (a
 * GtkWidget with a layout manager): clears the template and unparents
 * every child, which gtk_widget_dispose_template() leaves for unbound
 * ones.  Call from dispose. */
void ts_ui_dispose_children (GtkWidget *widget, GType template_type);

G_END_DECLS
