/* ts-time-manager.h — how long a search runs.
 *
 * A search has a target (the time the move should take) and a hard
 * limit.  Iterative deepening asks before each iteration whether it can
 * get far enough by the target to be worth starting; the nodes ask now
 * and then whether the hard limit has passed.  A game clock becomes a
 * target and a hard limit by ts_time_clock_limits().  Times are
 * g_get_monotonic_time() microseconds, passed in, so that the decisions
 * can be tested without waiting.
 */
#pragma once

#include <glib.h>

#include "ts-search.h"

G_BEGIN_DECLS

typedef struct {
  gint64 start_us;
  gint64 target_us;                   /* the time the move should take; 0: none */
  gint64 deadline_us;                 /* the hard stop, as a monotonic time; 0: none */
} TsTimeManager;

/* Starts timing a search within `limits` at `now_us`. */
void ts_time_manager_start (TsTimeManager *tm, const TsSearchLimits *limits, gint64 now_us);

/* Whether the hard limit has passed. */
static inline gboolean
ts_time_manager_past_deadline (const TsTimeManager *tm, gint64 now_us)
{
  return tm->deadline_us != 0 && now_us >= tm->deadline_us;
}

/* Whether to start another iteration at `now_us`, the last having taken
 * `last_us` and the one before it `before_us` (0 when there was none). */
gboolean ts_time_manager_next_iteration (const TsTimeManager *tm, gint64 now_us, gint64 last_us, gint64 before_us);

/* The time to spend on one move with `remaining_ms` on the clock,
 * `increment_ms` added after each move and `moves_to_go` moves to the
 * next time control (0: the rest of the game). */
gint64 ts_time_for_move (gint64 remaining_ms, gint64 increment_ms, int moves_to_go);

/* The same as search limits: the target and the hard maximum. */
void ts_time_clock_limits (gint64 remaining_ms, gint64 increment_ms, int moves_to_go, TsSearchLimits *limits);

G_END_DECLS
