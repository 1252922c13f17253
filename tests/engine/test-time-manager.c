/* test-time-manager.c — how long a search runs (ts-time-manager.c):
 * the decisions, at times given rather than waited for. */
#include <glib.h>

#include "ts-time-manager.h"

#define MS 1000 /* microseconds */

/* Without a target, iterations go on (until a depth, nodes or `stop`);
 * a deadline alone still stops the nodes. */
static void
test_no_target (void)
{
  TsSearchLimits none = { 0 }, hard = { .maximum_ms = 200 };
  TsTimeManager tm;

  ts_time_manager_start (&tm, &none, 5000 * MS);
  g_assert_true (ts_time_manager_next_iteration (&tm, 900000 * MS, 800000 * MS, 100000 * MS));
  g_assert_false (ts_time_manager_past_deadline (&tm, 900000 * MS));

  ts_time_manager_start (&tm, &hard, 5000 * MS);
  g_assert_false (ts_time_manager_past_deadline (&tm, 5199 * MS));
  g_assert_true (ts_time_manager_past_deadline (&tm, 5200 * MS));
}

/* A fixed time a move (the hard limit is the target): the move's time
 * stops the nodes; another iteration starts while half of it remains,
 * whatever the prediction, and after that only if predicted to get
 * halfway. */
static void
test_fixed_time (void)
{
  TsSearchLimits limits = { .movetime_ms = 1000 };
  TsTimeManager tm;

  ts_time_manager_start (&tm, &limits, 0);
  g_assert_false (ts_time_manager_past_deadline (&tm, 999 * MS));
  g_assert_true (ts_time_manager_past_deadline (&tm, 1000 * MS));
  /* the last iteration took 400 ms, 12 times the one before: predicted
   * far too dear, but half the time remains */
  g_assert_true (ts_time_manager_next_iteration (&tm, 450 * MS, 400 * MS, 33 * MS));
  g_assert_false (ts_time_manager_next_iteration (&tm, 550 * MS, 400 * MS, 33 * MS));
  /* past half: a cheap next iteration (twice the last, 40 ms, half of
   * it by 620 ms) still starts */
  g_assert_true (ts_time_manager_next_iteration (&tm, 600 * MS, 20 * MS, 10 * MS));
}

/* On a clock the hard limit lies beyond the target, and the prediction
 * alone decides: the next iteration costs the last times its growth
 * (between 2 and 12; 4 after the first), and must get halfway by the
 * target. */
static void
test_prediction (void)
{
  TsSearchLimits limits = { .movetime_ms = 1000, .maximum_ms = 4000 };
  TsTimeManager tm;

  ts_time_manager_start (&tm, &limits, 0);
  g_assert_false (ts_time_manager_past_deadline (&tm, 1500 * MS));
  g_assert_true (ts_time_manager_past_deadline (&tm, 4000 * MS));
  /* after the first iteration, 100 ms: 4 times that, halfway at 200 ms */
  g_assert_true (ts_time_manager_next_iteration (&tm, 800 * MS, 100 * MS, 0));
  g_assert_false (ts_time_manager_next_iteration (&tm, 801 * MS, 100 * MS, 0));
  /* growth 3: 300 ms, halfway 150 */
  g_assert_true (ts_time_manager_next_iteration (&tm, 850 * MS, 100 * MS, 33334));
  g_assert_false (ts_time_manager_next_iteration (&tm, 851 * MS, 100 * MS, 33334));
  /* a growth below 2 counts as 2, above 12 as 12 */
  g_assert_true (ts_time_manager_next_iteration (&tm, 900 * MS, 100 * MS, 90 * MS));
  g_assert_false (ts_time_manager_next_iteration (&tm, 901 * MS, 100 * MS, 90 * MS));
  g_assert_true (ts_time_manager_next_iteration (&tm, 400 * MS, 100 * MS, 1 * MS));
  g_assert_false (ts_time_manager_next_iteration (&tm, 401 * MS, 100 * MS, 1 * MS));
  /* early in the move, no start that is predicted to miss: unlike a
   * fixed time, the clock's hard limit would let it overrun */
  g_assert_false (ts_time_manager_next_iteration (&tm, 100 * MS, 400 * MS, 33 * MS));
}

/* A clock: a target of a 60th of it, a hard limit above the target and
 * well inside the clock; the last move before a time control may use
 * almost all of it; an increment adds three quarters of itself. */
static void
test_clock_limits (void)
{
  TsSearchLimits clock = { 0 }, last = { 0 };

  ts_time_clock_limits (60000, 0, 0, &clock);
  g_assert_cmpint (clock.movetime_ms, ==, 1000);
  g_assert_cmpint (clock.maximum_ms, >, clock.movetime_ms);
  g_assert_cmpint (clock.maximum_ms, <=, 60000 / 5);
  ts_time_clock_limits (5000, 0, 1, &last);
  g_assert_cmpint (last.maximum_ms, >, 4000);
  g_assert_cmpint (last.maximum_ms, <, 5000);
  g_assert_cmpint (ts_time_for_move (60000, 2000, 0), ==, 1000 + 1500);
  g_assert_cmpint (ts_time_for_move (6000, 0, 3), ==, 2000);
  /* never less than 10 ms, nor the last 50 ms of the clock */
  g_assert_cmpint (ts_time_for_move (100, 0, 0), ==, 10);
  g_assert_cmpint (ts_time_for_move (100, 0, 1), ==, 50);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/time-manager/no-target", test_no_target);
  g_test_add_func ("/engine/time-manager/fixed-time", test_fixed_time);
  g_test_add_func ("/engine/time-manager/prediction", test_prediction);
  g_test_add_func ("/engine/time-manager/clock-limits", test_clock_limits);
  return g_test_run ();
}
