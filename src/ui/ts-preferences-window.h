/* ts-preferences-window.h — the preferences: piece labels, board side,
 * side panel, computer strength and analysis line, all kept in GSettings. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TS_TYPE_PREFERENCES_WINDOW (ts_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TsPreferencesWindow, ts_preferences_window, TS, PREFERENCES_WINDOW, AdwPreferencesWindow)

TsPreferencesWindow *ts_preferences_window_new (GtkWindow *parent);

G_END_DECLS
