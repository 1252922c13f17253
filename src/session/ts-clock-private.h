/* ts-clock-private.h — what tests ask of the clock and
 * the interface need not. */
#pragma once

#include "ts-clock.h"

G_BEGIN_DECLS

/* Tests: where the time comes from (NULL: g_get_monotonic_time()). */
void ts_clock_set_time_func (TsClock *self, TsClockTimeFunc func, gpointer user_data);

G_END_DECLS
