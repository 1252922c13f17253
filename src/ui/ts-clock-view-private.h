/* ts-clock-view-private.h — what tests ask of the clock view and
 * the interface need not. */
#pragma once

#include "ts-clock-view.h"

G_BEGIN_DECLS

/* The text shown, for tests. */
const char *ts_clock_view_get_text (TsClockView *self);

G_END_DECLS
