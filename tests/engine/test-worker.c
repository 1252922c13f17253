/* test-worker.c — TsEngineWorker: a move through the async result,
 * progress on the main context, cancellation within 50 ms. */
#include <gio/gio.h>

#include "test-engine-helpers.h"
#include "ts-engine-worker.h"

typedef struct {
  GMainLoop *loop;
  gboolean done;
  gboolean found;
  TsMove move;
  GError *error;
  gint64 finished_us;
  guint n_progress;
  int last_depth;
  GThread *main_thread;
} Run;

static void
on_progress (TsEngineWorker *worker, const TsSearchInfo *info, gpointer user_data)
{
  Run *run = user_data;

  /* emitted on the main context, not in the search thread */
  g_assert_true (g_thread_self () == run->main_thread);
  g_assert_cmpint (info->depth, ==, run->last_depth + 1);
  g_assert_cmpuint (info->nodes, >, 0);
  /* the best line crosses as moves, the first a legal move of the root */
  g_assert_cmpuint (info->n_pv, >, 0);
  g_assert_cmpuint (info->pv[0].from, !=, 0);
  run->last_depth = info->depth;
  run->n_progress++;
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Run *run = user_data;

  run->finished_us = g_get_monotonic_time ();
  run->found = ts_engine_worker_search_finish (TS_ENGINE_WORKER (source), result, &run->move, &run->error);
  run->done = TRUE;
  g_main_loop_quit (run->loop);
}

static void
test_search (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  TsSearchLimits limits = { .depth = 2 };
  Run run = { .loop = loop, .main_thread = g_thread_self () };

  g_signal_connect (worker, "progress", G_CALLBACK (on_progress), &run);
  ts_engine_worker_search_async (worker, pos, &limits, NULL, on_done, &run);
  g_main_loop_run (loop);
  g_assert_no_error (run.error);
  g_assert_true (run.found);
  g_assert_true (test_is_legal (pos, &run.move));
  /* progress queued before the result is delivered before it */
  g_assert_cmpuint (run.n_progress, ==, 2);
}

static gboolean
cancel_now (gpointer user_data)
{
  GCancellable *cancellable = user_data;
  gint64 *cancelled_us = g_object_get_data (G_OBJECT (cancellable), "cancelled-us");

  *cancelled_us = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  return G_SOURCE_REMOVE;
}

static void
test_cancel (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Run run = { .loop = loop, .main_thread = g_thread_self () };
  gint64 cancelled_us = 0;

  g_object_set_data (G_OBJECT (cancellable), "cancelled-us", &cancelled_us);
  g_signal_connect (worker, "progress", G_CALLBACK (on_progress), &run);
  /* no limits: only the cancellation ends it */
  ts_engine_worker_search_async (worker, pos, NULL, cancellable, on_done, &run);
  g_timeout_add (400, cancel_now, cancellable);
  g_main_loop_run (loop);

  g_assert_true (run.done);
  g_assert_false (run.found);
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&run.error);
  g_assert_cmpint (cancelled_us, >, 0);
  g_test_message ("cancellation answered in %.1f ms", (run.finished_us - cancelled_us) / 1000.0);
  g_assert_cmpint (run.finished_us - cancelled_us, <, 50 * 1000);
}

static void
test_no_move (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (TsPosition) pos = ts_position_new_empty ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Run run = { .loop = loop, .main_thread = g_thread_self () };

  /* White has a prince, Black no royal: Black has lost */
  ts_position_put (pos, ts_square_from_file_rank (13, 0), TS_MAKE_PIECE (TS_PIECE_PRINCE, FALSE, TS_WHITE));
  ts_position_put (pos, ts_square_from_file_rank (13, 24), TS_MAKE_PIECE (TS_PIECE_QUEEN, FALSE, TS_BLACK));
  ts_engine_worker_search_async (worker, pos, NULL, NULL, on_done, &run);
  g_main_loop_run (loop);
  g_assert_false (run.found);
  g_assert_error (run.error, TS_ENGINE_WORKER_ERROR, TS_ENGINE_WORKER_ERROR_NO_MOVE);
  g_clear_error (&run.error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/worker/search", test_search);
  g_test_add_func ("/engine/worker/cancel", test_cancel);
  g_test_add_func ("/engine/worker/no-move", test_no_move);
  return g_test_run ();
}
