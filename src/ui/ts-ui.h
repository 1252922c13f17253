/* ts-ui.h — what every part of the user interface needs first. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TS_APP_ID "com.example.TaiShogi"
#define TS_RESOURCE_PATH "/com/example/TaiShogi"

/* Registers the bundled resources (templates, menus, style); idempotent. */
void ts_ui_init (void);

/* The app's settings.  Found among the installed schemas, else in the
 * build tree, so the app and the tests run uninstalled. */
GSettings *ts_ui_settings_new (void);

G_END_DECLS
