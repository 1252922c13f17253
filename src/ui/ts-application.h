/* ts-application.h — the tai-shogi application. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TS_TYPE_APPLICATION (ts_application_get_type ())
G_DECLARE_FINAL_TYPE (TsApplication, ts_application, TS, APPLICATION, AdwApplication)

TsApplication *ts_application_new (void);

/* g_get_monotonic_time() when the application was created: the start of
 * the launch-to-first-frame measurement. */
gint64 ts_application_get_start_time (TsApplication *self);

G_END_DECLS
