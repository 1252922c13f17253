/* ts-application.h — the tai-shogi application. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TS_TYPE_APPLICATION (ts_application_get_type ())
G_DECLARE_FINAL_TYPE (TsApplication, ts_application, TS, APPLICATION, AdwApplication)

TsApplication *ts_application_new (void);

G_END_DECLS
