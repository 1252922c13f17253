/* ts-clock-view.h — one side's clock in the header bar: "☗ 9:52", its
 * time left (the byo-yomi period's once the main time is spent),
 * highlighted while it runs, marked when little is left.  Hidden while
 * the game is not on the clock. */
#pragma once

#include <gtk/gtk.h>

#include "ts-clock.h"

G_BEGIN_DECLS

#define TS_TYPE_CLOCK_VIEW (ts_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (TsClockView, ts_clock_view, TS, CLOCK_VIEW, GtkWidget)

/* Shows `side`'s time on `clock` (NULL: none). */
void ts_clock_view_set_clock (TsClockView *self, TsClock *clock, TsColor side);

G_END_DECLS
