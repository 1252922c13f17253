/* ts-time-manager.c — the target, the hard limit, and whether another
 * iteration fits. */
#include "ts-time-manager.h"

void
ts_time_manager_start (TsTimeManager *tm, const TsSearchLimits *limits, gint64 now_us)
{
  gint64 hard_ms = limits->maximum_ms > 0 ? MAX (limits->maximum_ms, limits->movetime_ms) : limits->movetime_ms;

  tm->start_us = now_us;
  tm->target_us = limits->movetime_ms > 0 ? limits->movetime_ms * 1000 : 0;
  tm->deadline_us = hard_ms > 0 ? now_us + hard_ms * 1000 : 0;
}

/* The next iteration, predicted to cost what the last did times the
 * growth from the one before, starts if it can get at least halfway by
 * the target (its first move takes the largest share, and a finished
 * move counts).  The prediction is coarse (the growth from one depth to
 * the next varies from 2 to 80 in crowded positions) and, trusted alone,
 * left three quarters of a 100 ms budget unused; so while no more than
 * half the target has passed the next iteration starts anyway when the
 * hard limit is the target itself (a fixed time a move): that limit
 * stops it, and its root moves that completed (the last best first)
 * still count.  On a clock, where the hard limit lies well past the
 * target, the prediction alone decides. */
gboolean
ts_time_manager_next_iteration (const TsTimeManager *tm, gint64 now_us, gint64 last_us, gint64 before_us)
{
  gint64 elapsed = now_us - tm->start_us;
  double growth = before_us > 0 ? CLAMP ((double) last_us / (double) before_us, 2.0, 12.0) : 4.0;

  if (tm->target_us == 0 || elapsed + (gint64) (growth * (double) last_us / 2) <= tm->target_us)
    return TRUE;
  return tm->deadline_us != 0 && tm->deadline_us - tm->start_us <= tm->target_us && elapsed <= tm->target_us / 2;
}

gint64
ts_time_for_move (gint64 remaining_ms, gint64 increment_ms, int moves_to_go)
{
  /* games run long: plan for 60 more moves unless told otherwise, keep a
   * reserve for the overhead of the front end */
  int moves = moves_to_go > 0 ? moves_to_go : 60;
  gint64 t = remaining_ms / moves + increment_ms * 3 / 4;

  return CLAMP (t, 10, MAX (remaining_ms - 50, 10));
}

void
ts_time_clock_limits (gint64 remaining_ms, gint64 increment_ms, int moves_to_go, TsSearchLimits *limits)
{
  gint64 target = ts_time_for_move (remaining_ms, increment_ms, moves_to_go);
  gint64 reserve = MAX (remaining_ms - 50, 10);

  limits->movetime_ms = target;
  /* a hard stop well inside the clock: a fifth of it, or the last move */
  limits->maximum_ms = moves_to_go == 1 ? reserve : MIN (target * 4, MAX (remaining_ms / 5, target));
}
