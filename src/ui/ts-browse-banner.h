/* ts-browse-banner.h — the bar above the board while it shows a position
 * of the past: "Viewing move 12 …" and a way back (button, Escape). */
#pragma once

#include <gtk/gtk.h>

#include "ts-board-scene.h"

G_BEGIN_DECLS

#define TS_TYPE_BROWSE_BANNER (ts_browse_banner_get_type ())
G_DECLARE_FINAL_TYPE (TsBrowseBanner, ts_browse_banner, TS, BROWSE_BANNER, GtkWidget)

GtkWidget *ts_browse_banner_new (void);

/* The board scene it follows ("scene" property): the window's session's. */
void ts_browse_banner_set_scene (TsBrowseBanner *self, TsBoardScene *scene);

G_END_DECLS
